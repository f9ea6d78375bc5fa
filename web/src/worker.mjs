// The engine's Web Worker: the Pyodide runtime and the wheels of this site, each file checked against the SHA-256 the
// build recorded before it is used, then blognomic_tools.browser, which answers each job as JSON. Nothing is fetched
// from elsewhere.
//
// Integrity: engine.js (itself loaded with Subresource Integrity) checks this module's text and starts it from a
// copy, in front of which it sets BLOGNOMIC_SITE (the site's address) and BLOGNOMIC_INTEGRITY (the SHA-256 of every
// file of the runtime, its standard library and the wheels' manifest, written into engine.js by the build). The
// runtime's two modules are imported from checked copies too, and every other file of the site the runtime asks for
// (the .wasm, python_stdlib.zip, the lock file) goes through `checkedFetch`: a file whose SHA-256 is not the one
// recorded, or that the build did not record, is refused and the engine does not start.
//
// The first start keeps a snapshot of the runtime's memory in the browser's Cache Storage, under a key made of the
// Pyodide version and every wheel's hash: a later visit starts from it in a fraction of the time. It is taken after the
// first job has answered, with every job's modules loaded (browser.warm): then it also holds the patterns that job
// compiled from the Ruleset's wordings (compiling them is most of a first job's time), and the first answer waits for
// neither. A snapshot whose SHA-256 is not the one recorded when it was kept, or that does not
// load, is dropped and the runtime started afresh. The wheels are fetched and checked on every start either way (their files are read).
const here = new URL(".", globalThis.BLOGNOMIC_SITE || import.meta.url);
const INTEGRITY = globalThis.BLOGNOMIC_INTEGRITY || {};
const CACHE = "blognomic-engine";

function progress(done, total, what) {
  postMessage({ type: "progress", done, total, what });
}

function hex(buf) {
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// A file of the site by its path (as the build recorded it: "pyodide/pyodide.asm.wasm"), checked against its SHA-256
const siteFetch = self.fetch.bind(self);
async function checked(rel) {
  const resp = await siteFetch(new URL(rel, here), rel === "wheels/manifest.json" ? { cache: "no-cache" } : {});
  if (!resp.ok) throw new Error(`${rel}: HTTP ${resp.status}`);
  const buf = await resp.arrayBuffer();
  if (!INTEGRITY[rel] || hex(await crypto.subtle.digest("SHA-256", buf)) !== INTEGRITY[rel]) {
    throw new Error(`${new URL(rel, here).href}: not the file the build made (its SHA-256 differs): refused`);
  }
  return new Response(buf, { status: 200, headers: { "Content-Type": resp.headers.get("Content-Type") || "application/octet-stream" } });
}

// The runtime's files, fetched and checked before the runtime starts (a .wasm refused inside the runtime's own
// loader would leave it waiting for ever): what it then fetches from the site is served from these checked copies;
// any other file of the site is refused.
const early = new Map();
function checkEarly() {
  for (const rel of Object.keys(INTEGRITY)) {
    if (rel.startsWith("pyodide/") && !rel.endsWith(".mjs")) early.set(rel, checked(rel).then((r) => r.arrayBuffer().then((buf) => [buf, r.headers])));
  }
  return Promise.all(early.values());
}
async function checkedFetch(input, init) {
  const url = new URL(input instanceof Request ? input.url : input, here);
  if (url.href.startsWith(here.href) && !url.pathname.startsWith(here.pathname + "wheels/")) {
    const rel = url.pathname.slice(here.pathname.length);
    if (!early.has(rel)) return checked(rel);
    const [buf, headers] = await early.get(rel);
    return new Response(buf, { status: 200, headers });  // a copy of the checked bytes
  }
  return siteFetch(input, init);
}

async function checkedModule(rel) {
  const text = await (await checked(rel)).text();
  return import(URL.createObjectURL(new Blob([text], { type: "text/javascript" })));
}

async function snapshotKey(manifest) {
  const id = manifest.pyodide + "\n" + manifest.wheels.map((w) => w.sha256).join("\n");
  return new URL(`engine-snapshot?build=${hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id)))}`, here).href;
}

async function keptSnapshot(key) {
  let hit;
  try {
    hit = await (await caches.open(CACHE)).match(key);
  } catch (err) {  // no Cache Storage here (a page that is not a secure context): start afresh
    return null;
  }
  if (!hit) return null;
  const buf = await hit.arrayBuffer();
  if (hex(await crypto.subtle.digest("SHA-256", buf)) !== hit.headers.get("X-Snapshot-SHA256")) {
    console.warn("blognomic engine: the kept snapshot is not the one kept (its SHA-256 differs); starting afresh");
    await dropSnapshot(key);
    return null;
  }
  return new Uint8Array(buf);
}

async function keepSnapshot(key, snapshot) {
  try {
    const cache = await caches.open(CACHE);
    for (const old of await cache.keys()) if (old.url !== key) await cache.delete(old);  // another build's
    const sha256 = hex(await crypto.subtle.digest("SHA-256", snapshot));
    await cache.put(key, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream", "X-Snapshot-SHA256": sha256 } }));
    postMessage({ type: "kept", bytes: snapshot.length });
  } catch (err) {
    console.warn("blognomic engine: the snapshot was not kept:", err);
    postMessage({ type: "kept", bytes: 0, error: String((err && err.message) || err) });
  }
}

async function dropSnapshot(key) {
  try { await (await caches.open(CACHE)).delete(key); } catch (err) { /* nothing kept */ }
}

async function fetchWheels(manifest) {
  return Promise.all(manifest.wheels.map(async (w) => {
    const resp = await fetch(new URL(`wheels/${w.file}?sha256=${w.sha256}`, here));  // by its hash: a kept copy is never stale
    if (!resp.ok) throw new Error(`${w.file}: HTTP ${resp.status}`);
    const buf = await resp.arrayBuffer();
    if (hex(await crypto.subtle.digest("SHA-256", buf)) !== w.sha256) {
      throw new Error(`${w.file}: its SHA-256 is not the one the build recorded`);
    }
    return [w, buf];
  }));
}

// Pyodide restores a snapshot's heap into the memory the runtime's wasm starts with (the memory is the module's own
// export: its INITIAL_MEMORY setting is not used), so a snapshot taken with more loaded than that (the jobs' modules,
// their compiled wordings: over 32 MiB) does not fit ("RangeError: offset is out of bounds"). The memory is grown to
// the snapshot's heap as the module is instantiated, before the restore writes it; nothing else changes.
async function withMemoryFor(snapshot, load) {
  const bytes = snapshot instanceof Uint8Array ? snapshot : new Uint8Array(snapshot);
  const heapAt = new Uint32Array(bytes.buffer, bytes.byteOffset, 4)[1];
  const pages = Math.ceil((bytes.byteLength - heapAt) / 65536);
  const grow = (result) => {
    const memory = result && result.instance && result.instance.exports.memory;
    if (memory) {
      const have = memory.buffer.byteLength / 65536;
      if (have < pages) memory.grow(pages - have);
    }
    return result;
  };
  const { instantiate, instantiateStreaming } = WebAssembly;
  WebAssembly.instantiate = (...args) => instantiate.apply(WebAssembly, args).then(grow);
  WebAssembly.instantiateStreaming = (...args) => instantiateStreaming.apply(WebAssembly, args).then(grow);
  try {
    return await load();
  } finally {
    WebAssembly.instantiate = instantiate;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

async function boot() {
  const t0 = performance.now();
  self.fetch = checkedFetch;
  const manifest = await (await checked("wheels/manifest.json")).json();
  const [{ loadPyodide }, asm] = await Promise.all([checkedModule("pyodide/pyodide.mjs"), checkedModule("pyodide/pyodide.asm.mjs"), checkEarly()]);
  const options = { indexURL: new URL("pyodide/", here).href, createPyodideModule: asm.default };
  const total = manifest.wheels.length + 2;
  progress(0, total, "the Python runtime");
  const wheels = fetchWheels(manifest);
  wheels.catch(() => {});  // awaited below
  const key = await snapshotKey(manifest);
  let py = null;
  let from = "start";
  const kept = await keptSnapshot(key);
  if (kept) {
    try {
      py = await withMemoryFor(kept, () => loadPyodide({ ...options, _loadSnapshot: kept }));
      from = "snapshot";
    } catch (err) {
      console.warn("blognomic engine: the kept snapshot did not load; starting afresh:", err);
      await dropSnapshot(key);
    }
  }
  if (!py) py = await loadPyodide({ ...options, _makeSnapshot: true });
  early.clear();  // the runtime has them: not kept twice
  const stages = { runtime: performance.now() - t0 };
  progress(1, total, "the Python runtime");
  const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  let k = 1;
  for (const [w, buf] of await wheels) {
    py.unpackArchive(buf, "wheel", { extractDir: site });
    progress(++k, total, w.file);
  }
  stages.wheels = performance.now() - t0 - stages.runtime;
  const run = py.pyimport("blognomic_tools.browser").run;
  const ms = performance.now() - t0;
  stages.modules = ms - stages.runtime - stages.wheels;
  progress(total, total, "ready");
  postMessage({ type: "ready", ms, version: manifest.pyodide, from, stages });
  return { run, py, keep: from === "start" ? key : null };
}

// After the first job of a start (not one from a snapshot): every job's modules loaded, the snapshot taken and kept
// (kept while the next job runs). No snapshot (the runtime refused to take one) only means a later visit starts afresh.
function keepAfterFirstJob(engine) {
  const key = engine.keep;
  engine.keep = null;
  try {
    engine.py.runPython("import blognomic_tools.browser; blognomic_tools.browser.warm()");
    keepSnapshot(key, engine.py.makeMemorySnapshot());
  } catch (err) {
    console.warn("blognomic engine: no snapshot of this start:", err);
    postMessage({ type: "kept", bytes: 0, error: String((err && err.message) || err) });
  }
}

const ready = boot();
ready.catch((err) => postMessage({ type: "failed", error: String((err && err.message) || err) }));

self.onmessage = async (e) => {
  const { id, job, args } = e.data;
  let engine = null;
  try {
    engine = await ready;
    const t0 = performance.now();
    // each stage of the job as it begins, told to the page while the job runs (its bar moves with the job)
    const stage = (name) => postMessage({ type: "stage", id, name });
    const out = JSON.parse(engine.run(job, JSON.stringify(args), stage));
    postMessage({ type: "result", id, result: out, ms: performance.now() - t0 });
  } catch (err) {
    postMessage({ type: "result", id, result: { exit: 2, error: String((err && err.message) || err), warnings: [] } });
  }
  if (engine && engine.keep) keepAfterFirstJob(engine);
};
