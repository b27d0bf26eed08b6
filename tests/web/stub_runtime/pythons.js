// A stand-in for pygbag's runtime loader, for the page tests only.
//
// It does what the real pythons.js does up to the point where the page's
// loader can see it: it runs as the page's module script, calls the page's
// custom_onload(), then adds the interpreter's script to the page the way
// pygbag does. Which interpreter it asks for depends on the folder it was
// served from:
//   .../progress/  the interpreter's main.js starts, then downloads a large
//                  main.wasm that the test server sends slowly;
//   .../missing/   the interpreter's main.js does not exist (HTTP 404).
const base = new URL(".", import.meta.url).href;
window.Module = { setStatus: (text) => { document.getElementById("status").textContent = text; } };
window.MM = { UME: false };
if (window.custom_onload) window.custom_onload(true);
const script = document.createElement("script");
script.src = base + (base.includes("/missing/") ? "cpython312/missing-main.js" : "cpython312/main.js");
script.async = true;
document.head.appendChild(script);
