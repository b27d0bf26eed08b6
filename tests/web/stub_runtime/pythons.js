// A stand-in for pygbag 0.9.3's runtime loader (pythons.js), for the page tests only.
//
// It behaves as the real one does up to where the page can see it, in the same
// order, with the same rules (read from pygbag 0.9.3's pythons.js and
// cpythonrc.py, written again here in short):
// - the interpreter's arguments come from the page's own query, never from
//   this script's address; a first argument holding "py" names the interpreter
//   (python3.12 -> cpython312/main.js under the runtime's folder);
// - NAME=VALUE arguments become the Python side's environment (PYGPI among them);
// - without config.can_close, leaving the page asks "are you sure?";
// - the page's custom_onload() is called, then the interpreter's script is added.
// What this stub saw and decided is left in window.__stub for the tests.
//
// Which interpreter it gets depends on the folder it was served from:
//   .../progress/  main.js downloads a large main.wasm that the test server sends slowly;
//   .../boot/      main.js fetches the package index and the pygame wheel, as the
//                  runtime does before the page's Python runs (tests/web/stub_runtime/main.js);
//   .../missing/   main.js does not exist (HTTP 404).
const base = new URL(".", import.meta.url).href;
const config = window.config || {};
const tag = document.getElementById("site");

const args = (location.search || "?").slice(1).split("&").map(decodeURI);
let python = (tag && tag.dataset.python) || "python3.12";
if (args.length && args[0].search("py") >= 0) python = args[0];
const build = python.replace(/^c?python/, "");
const env = {};
for (const arg of args) {
    const at = arg.indexOf("=");
    if (at > 0) env[arg.slice(0, at)] = arg.slice(at + 1);
}
const executable = `${base}cpython${build.replace(".", "")}/main.js`;
window.__stub = { args, python, env, executable, base, canClose: !!config.can_close };

window.Module = { setStatus: (text) => { document.getElementById("status").textContent = text; } };
window.MM = { UME: !config.ume_block };
if (!config.can_close) {
    window.onbeforeunload = () => {
        const message = "Are you sure you want to navigate away from this page ?";
        return confirm(message) ? message : false;
    };
}
if (window.custom_onload) window.custom_onload(true);
const script = document.createElement("script");
script.src = executable;
script.async = true;
document.head.appendChild(script);
