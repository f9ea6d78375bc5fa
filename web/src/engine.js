// BlognomicEngine: the engine in a Web Worker, for this site's pages and for the user scripts on the wiki and the
// blog. BlognomicEngine.start(base, onProgress) -> engine; engine.ready (a Promise); engine.call(job, args, onStage)
// -> the answer: {exit, json, text, html, blocks, warnings} or {exit, error}; onStage (optional) is told the name of
// each stage of the job as the Worker begins it ("reading the Ruleset", "checking the edit", ...). `base` is the address of this site (the folder of
// engine.js). Nothing is fetched before start() is called.
//
// Integrity: the pages and user scripts load this file with Subresource Integrity (its SHA-256 written into them by
// the build); the build writes into INTEGRITY below the SHA-256 of every other file the engine runs (the worker, the
// Pyodide runtime and its standard library, the wheels' manifest, which holds each wheel's). The Worker is started
// from a checked copy of worker.mjs (a module of this page's origin, which also lets a user script on the wiki start
// it), told the site's address and these hashes; a file that differs is refused and `ready` fails saying which.
(function () {
  "use strict";
  const INTEGRITY = {};  // written by the build (scripts/build_web.py)
  async function sha256(buf) {
    return [...new Uint8Array(await crypto.subtle.digest("SHA-256", buf))].map((b) => b.toString(16).padStart(2, "0")).join("");
  }
  async function workerFor(base) {
    const url = new URL("worker.mjs", base).href;
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(`${url}: HTTP ${resp.status}`);
    const buf = await resp.arrayBuffer();
    if (!INTEGRITY["worker.mjs"] || (await sha256(buf)) !== INTEGRITY["worker.mjs"]) {
      throw new Error(`${url}: not the file the build made (its SHA-256 differs): refused`);
    }
    const head = `globalThis.BLOGNOMIC_SITE = ${JSON.stringify(new URL(".", url).href)}; globalThis.BLOGNOMIC_INTEGRITY = ${JSON.stringify(INTEGRITY)};\n`;
    const code = new Blob([head, buf], { type: "text/javascript" });
    return new Worker(URL.createObjectURL(code), { type: "module" });
  }
  function start(base, onProgress) {
    const waiting = new Map();
    let next = 1;
    let readyOk, readyFail, keptOk;
    const ready = new Promise((ok, fail) => { readyOk = ok; readyFail = fail; });
    const kept = new Promise((ok) => { keptOk = ok; });
    const onmessage = (e) => {
      const m = e.data;
      if (m.type === "progress" && onProgress) onProgress(m.done, m.total, m.what);
      else if (m.type === "ready") {
        readyOk(m);
        if (m.from === "snapshot") keptOk({ bytes: 0, from: "snapshot" });
      } else if (m.type === "kept") keptOk(m);
      else if (m.type === "failed") readyFail(new Error(m.error));
      else if (m.type === "stage") {
        const w = waiting.get(m.id);
        if (w && w.onStage) w.onStage(m.name);
      } else if (m.type === "result") {
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if (w) w.ok({ ...m.result, ms: m.ms });
      }
    };
    const worker = workerFor(base).then((w) => {
      w.onmessage = onmessage;
      w.onerror = (e) => readyFail(new Error(e.message || "the engine's Worker could not start"));
      return w;
    });
    worker.catch((err) => readyFail(err));
    return {
      ready,
      kept,
      call(job, args, onStage) {
        const id = next++;
        return new Promise((ok) => {
          waiting.set(id, { ok, onStage });
          worker.then((w) => w.postMessage({ id, job, args }), (err) => { waiting.delete(id); ok({ exit: 2, error: err.message, warnings: [] }); });
        });
      },
    };
  }
  // An answer as the user scripts show it in the page they run on: its head line(s) (given), one line per warning,
  // then what the CLI prints, with its styles (rich's HTML export: every text in it is escaped).
  function answerNodes(answer, ...head) {
    const nodes = [...head];
    for (const w of answer.warnings || []) nodes.push(Object.assign(document.createElement("p"), { textContent: "warning: " + w }));
    if (answer.html) {
      const div = document.createElement("div");
      div.className = "blognomic-output";
      div.innerHTML = answer.html;
      nodes.push(div);
    }
    return nodes;
  }
  const here = document.currentScript ? new URL(".", document.currentScript.src).href : null;
  window.BlognomicEngine = { start, answerNodes, base: here };
})();
