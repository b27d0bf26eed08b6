// Run tests/web/engine_trace.py in WebAssembly CPython (Pyodide) under Node.
//
//     node web/node/engine_wasm.mjs [REPO_ROOT]
//
// The engine is taken from the working tree: engine/ and the trace script are
// copied into Pyodide's in-memory file system, so what is measured is exactly
// the code the browser package ships. Prints the trace's JSON on stdout.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "pyodide";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(process.argv[2] || join(here, "..", ".."));
const home = "/home/pyodide/beaniverse";

function copyTree(py, from, to) {
    py.FS.mkdirTree(to);
    for (const name of readdirSync(from)) {
        const src = join(from, name);
        if (statSync(src).isDirectory()) {
            if (name !== "__pycache__") copyTree(py, src, `${to}/${name}`);
        } else if (name.endsWith(".py")) {
            py.FS.writeFile(`${to}/${name}`, readFileSync(src));
        }
    }
}

const started = Date.now();
// Pyodide's own start-up chatter would spoil the JSON on stdout.
const py = await loadPyodide({ stdout: (s) => process.stderr.write(s + "\n"), stderr: (s) => process.stderr.write(s + "\n") });
process.stderr.write(`pyodide ${py.version} loaded in ${(Date.now() - started) / 1000} s\n`);
copyTree(py, join(root, "engine"), `${home}/engine`);
py.FS.writeFile(`${home}/engine_trace.py`, readFileSync(join(root, "tests", "web", "engine_trace.py")));
const out = py.runPython(`
import sys, json
sys.path.insert(0, ${JSON.stringify(home)})
sys.dont_write_bytecode = True
import engine_trace
json.dumps(engine_trace.run())
`);
process.stdout.write(out + "\n");
