// The engine's Web Worker: the Pyodide runtime and the wheels of this site (each checked against the SHA-256 the
// build recorded), then blognomic_tools.browser, which answers each job as JSON. Nothing is fetched from elsewhere.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const here = new URL(".", import.meta.url);

function progress(done, total, what) {
  postMessage({ type: "progress", done, total, what });
}

function hex(buf) {
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function boot() {
  const t0 = performance.now();
  const manifest = await (await fetch(new URL("wheels/manifest.json", here), { cache: "no-cache" })).json();
  const total = manifest.wheels.length + 2;
  progress(0, total, "the Python runtime");
  const py = await loadPyodide({ indexURL: new URL("pyodide/", here).href });
  progress(1, total, "the Python runtime");
  const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  const got = await Promise.all(manifest.wheels.map(async (w) => {
    const resp = await fetch(new URL(`wheels/${w.file}?sha256=${w.sha256}`, here));  // by its hash: a kept copy is never stale
    if (!resp.ok) throw new Error(`${w.file}: HTTP ${resp.status}`);
    const buf = await resp.arrayBuffer();
    if (hex(await crypto.subtle.digest("SHA-256", buf)) !== w.sha256) {
      throw new Error(`${w.file}: its SHA-256 is not the one the build recorded`);
    }
    return [w, buf];
  }));
  let k = 1;
  for (const [w, buf] of got) {
    py.unpackArchive(buf, "wheel", { extractDir: site });
    progress(++k, total, w.file);
  }
  py.runPython("import blognomic_tools.browser");
  progress(total, total, "ready");
  postMessage({ type: "ready", ms: performance.now() - t0, version: manifest.pyodide });
  return py.pyimport("blognomic_tools.browser").run;
}

const ready = boot();
ready.catch((err) => postMessage({ type: "failed", error: String((err && err.message) || err) }));

self.onmessage = async (e) => {
  const { id, job, args } = e.data;
  try {
    const run = await ready;
    const t0 = performance.now();
    const out = JSON.parse(run(job, JSON.stringify(args)));
    postMessage({ type: "result", id, result: out, ms: performance.now() - t0 });
  } catch (err) {
    postMessage({ type: "result", id, result: { exit: 2, error: String((err && err.message) || err), warnings: [] } });
  }
};
