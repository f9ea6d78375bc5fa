// BlognomicEngine: the engine in a Web Worker, for this site's pages and for the user scripts on the wiki and the
// blog. BlognomicEngine.start(base, onProgress) -> engine; engine.ready (a Promise); engine.call(job, args) -> the
// answer: {exit, json, text, html, warnings} or {exit, error}. `base` is the address of this site (the folder of
// engine.js). From another origin (a user script on the wiki) the Worker is started through a small module of
// its own origin that imports this site's worker (the site sends Access-Control-Allow-Origin).
(function () {
  "use strict";
  function workerFor(base) {
    const url = new URL("worker.mjs", base).href;
    if (new URL(url).origin === location.origin) return new Worker(url, { type: "module" });
    const boot = new Blob([`import ${JSON.stringify(url)};`], { type: "text/javascript" });
    return new Worker(URL.createObjectURL(boot), { type: "module" });
  }
  function start(base, onProgress) {
    const worker = workerFor(base);
    const waiting = new Map();
    let next = 1;
    let readyOk, readyFail, keptOk;
    const ready = new Promise((ok, fail) => { readyOk = ok; readyFail = fail; });
    const kept = new Promise((ok) => { keptOk = ok; });
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === "progress" && onProgress) onProgress(m.done, m.total, m.what);
      else if (m.type === "ready") {
        readyOk(m);
        if (m.from === "snapshot") keptOk({ bytes: 0, from: "snapshot" });
      } else if (m.type === "kept") keptOk(m);
      else if (m.type === "failed") readyFail(new Error(m.error));
      else if (m.type === "result") {
        const w = waiting.get(m.id);
        waiting.delete(m.id);
        if (w) w({ ...m.result, ms: m.ms });
      }
    };
    worker.onerror = (e) => readyFail(new Error(e.message || "the engine's Worker could not start"));
    return {
      ready,
      kept,
      call(job, args) {
        const id = next++;
        return new Promise((ok) => { waiting.set(id, ok); worker.postMessage({ id, job, args }); });
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
