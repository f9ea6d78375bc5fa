// BlognomicStart: how a user script starts the engine, shared by the wiki's check (userscripts/wiki-check.js) and the
// blog's tally (userscripts/blog-tally.user.js), each of which loads this file with Subresource Integrity (its SHA-256
// written into them by the build). BlognomicStart.start(site, onProgress) -> a Promise of the engine
// (BlognomicEngine.start's: ready, kept, call), started once per page and site whoever asks first; onProgress(done,
// total, what) is told how the start goes, for every caller.
//
// It loads engine.js with its SHA-256 (Subresource Integrity: ENGINE_INTEGRITY below, written by the build;
// engine.js holds the SHA-256 of everything else the engine runs, and checks each file before it is used), and says
// why it did not load: unreachable, or not the file the build made. Nothing is fetched before start() is called.
(function () {
  "use strict";
  if (window.BlognomicStart) return;  // loaded twice (both user scripts on one page): one engine
  // engine.js's SHA-256 (Subresource Integrity), written by the build
  const ENGINE_INTEGRITY = "";
  const started = new Map();  // site -> {engine: Promise, listeners: [onProgress]}

  /* checked-load.js: the build writes loadChecked(src, integrity, loaded) here */

  function loadEngine(site) {
    return loadChecked(site + "engine.js", ENGINE_INTEGRITY, () => window.BlognomicEngine);
  }

  function start(site, onProgress) {
    let s = started.get(site);
    if (!s) {
      const listeners = [];
      const engine = loadEngine(site).then(() => BlognomicEngine.start(site, (...a) => listeners.forEach((f) => f(...a))));
      s = { engine, listeners };
      started.set(site, s);
    }
    if (onProgress) s.listeners.push(onProgress);
    return s.engine;
  }

  window.BlognomicStart = { start };
})();
