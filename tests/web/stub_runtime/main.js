// Stand-in for the interpreter: fetch the (slowly served) WebAssembly file
// the way Emscripten does, so the page's network counter sees it arrive.
(async () => {
    const url = new URL("main.wasm", document.currentScript ? document.currentScript.src : location.href).href;
    const resp = await fetch(url);
    const reader = resp.body.getReader();
    for (;;) {
        const r = await reader.read();
        if (r.done) break;
    }
})();
