// Stand-in for the interpreter (pythons.js, beside it, loads it).
(async () => {
    const here = document.currentScript ? document.currentScript.src : location.href;
    const stub = window.__stub || {};
    if (here.includes("/boot/")) {
        // What pygbag 0.9.3's runtime does while it preloads the page's Python block, before
        // any of that Python runs (aio.pep0723.async_repos, then installing pygame-ce):
        // the package index comes from $PYGPI, else from its default host; the wheels'
        // address ("-CDN-") is $PYGPI, else localhost:8000/cdn/ for a page on
        // http://localhost:8..., else what the index says.
        const repo = stub.env.PYGPI || "https://pygame-web.github.io/cdn/";
        const seen = stub.repos = { index: `${repo}index-0.9.3-cp312.json`, indexStatus: 0, wheel: "", wheelStatus: 0 };
        let index = {};
        try {
            const resp = await fetch(seen.index, { redirect: "follow", credentials: "omit" });
            seen.indexStatus = resp.status;
            const text = (await resp.text()).replaceAll("<abi>", "cp312").replaceAll("<api>", "wasm32_bi_emscripten");
            index = JSON.parse(text);
        } catch (e) {
            seen.indexError = String(e);
        }
        if (stub.env.PYGPI) index["-CDN-"] = stub.env.PYGPI;
        else if (location.href.startsWith("http://localhost:8")) index["-CDN-"] = "http://localhost:8000/cdn/";
        if (index.pygame) {
            seen.wheel = index["-CDN-"] + index.pygame;
            try {
                const resp = await fetch(seen.wheel, { redirect: "follow", credentials: "omit" });
                seen.wheelStatus = resp.status;
                await resp.arrayBuffer();
            } catch (e) {
                seen.wheelError = String(e);
            }
        }
        seen.done = true;
        return;
    }
    // fetch the (slowly served) WebAssembly file the way Emscripten does, so the
    // page's network counter sees it arrive
    const resp = await fetch(new URL("main.wasm", here).href);
    const reader = resp.body.getReader();
    for (;;) {
        const r = await reader.read();
        if (r.done) break;
    }
})();
