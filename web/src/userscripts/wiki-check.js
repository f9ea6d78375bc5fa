// blognomic-tools on the wiki's edit page: a "Check against the Ruleset" button beside "Show changes". It reads the
// Ruleset in force and the page's current revision through the wiki's API, checks the text of the edit box as
// `blognomic validate --page PAGE --new FILE --ruleset-wiki API` does, and shows each finding with the rule it
// cites. It saves nothing: an edit the rules refuse is shown as such, and the player may still save.
//
// Install (one line in Special:MyPage/common.js, or as a gadget):
//   mw.loader.load("https://<where the site is hosted>/userscripts/wiki-check.js");
// Settings, before that line (all optional): window.blognomicTools = { ruleset: "Ruleset", width: 120 };
// As a gadget (the wiki serves this code itself), an admin sets where the site is: { site: "https://…/" }.
/* global mw, $, BlognomicEngine */
(function () {
  "use strict";
  if (!window.mw || !["edit", "submit"].includes(mw.config.get("wgAction"))) return;
  const settings = Object.assign({ ruleset: "Ruleset", width: 120 }, window.blognomicTools || {});
  // the site is where this script came from (mw.loader.load), or, in a gadget (whose code the wiki serves), the
  // address an admin sets: window.blognomicTools = { site: "https://<where the site is hosted>/" }
  if (!settings.site && !document.currentScript) {
    mw.log.warn("blognomic-tools: set window.blognomicTools.site to the address of the site");
    return;
  }
  const site = settings.site ? new URL(".", new URL(settings.site, location.href)).href : new URL("../", document.currentScript.src).href;
  // the wiki's API, found when it is first used: a script run before MediaWiki has set its configuration (injected
  // early) sees no wgScriptPath yet; the edit page's own address (…/index.php?title=…&action=edit) says it then
  function api() {
    const path = mw.config.get("wgScriptPath");
    if (typeof path === "string") return location.origin + path + "/api.php";
    const m = location.pathname.match(/^(.*)\/index\.php/);
    return location.origin + (m ? m[1] : "") + "/api.php";
  }
  const page = mw.config.get("wgPageName").replace(/_/g, " ");

  function box() {
    let out = document.getElementById("blognomic-check");
    if (!out) {
      out = document.createElement("div");
      out.id = "blognomic-check";
      out.style.cssText = "margin:.6em 0;padding:.4em .6em;border:1px solid #a2a9b1;background:#f8f9fa;";
      const anchor = document.querySelector(".editButtons") || document.getElementById("wpTextbox1");
      anchor.parentNode.insertBefore(out, anchor.nextSibling);
    }
    return out;
  }

  function say(text, state) {
    const out = box();
    out.dataset.state = state;
    out.replaceChildren(Object.assign(document.createElement("p"), { textContent: text }));
    return out;
  }

  async function latest(titles) {
    const q = new URLSearchParams({ action: "query", prop: "revisions", titles: titles.join("|"), rvprop: "ids|timestamp|user|content",
      rvslots: "main", format: "json", formatversion: "2" });
    const r = await fetch(api() + "?" + q, { credentials: "same-origin" });
    if (!r.ok) throw new Error(`the wiki's API answered HTTP ${r.status}`);
    const pages = {};
    for (const p of (await r.json()).query.pages) pages[p.title] = p.missing ? null : p.revisions[0];
    return pages;
  }

  function editText() {
    const t = $("#wpTextbox1");
    return t.textSelection ? t.textSelection("getContents") : t.val();
  }

  let engine = null;
  function start() {
    if (!engine) {
      const button = () => document.getElementById("blognomic-check-button") || { dataset: {} };
      engine = (window.BlognomicEngine ? Promise.resolve() : mw.loader.getScript(site + "engine.js")).then(() => {
        const e = BlognomicEngine.start(site, (done, total, what) => {
          button().title = done < total ? `loading ${what} (${done}/${total})` : "";
        });
        // how it started ("start", or "snapshot": from the one an earlier visit kept), and whether it kept one
        e.ready.then((m) => { button().dataset.engine = m.from; }, () => { button().dataset.engine = "failed"; });
        e.kept.then((k) => { button().dataset.snapshot = k.from === "snapshot" ? "reused" : k.bytes ? "kept" : "none"; });
        return e;
      });
    }
    return engine;
  }

  async function check() {
    say("Checking against the Ruleset…", "pending");
    try {
      const eng = await start();
      const [pages] = await Promise.all([latest([settings.ruleset, page]), eng.ready]);
      const ruleset = pages[settings.ruleset.replace(/_/g, " ")];
      if (!ruleset) throw new Error(`the wiki has no page ${settings.ruleset}`);
      const current = pages[page];
      if (!current) throw new Error(`${page} does not exist yet: there is no current text to check the edit against`);
      const answer = await eng.call("validate", {
        ruleset: ruleset.slots.main.content, ruleset_name: settings.ruleset, wiki: api(),
        revision: { revid: ruleset.revid, timestamp: ruleset.timestamp, user: ruleset.user },
        old: current.slots.main.content, new: editText(), page, old_revid: current.revid, width: settings.width,
        editor: mw.config.get("wgUserName") || null,  // the player editing: an action on another's own row is said
      });
      show(answer);
    } catch (err) {
      say("The check could not run: " + err.message, "failed");
    }
  }

  function show(answer) {
    const out = box();
    // exit 0 legal, 1 illegal, 4 cannot tell (a change the tools cannot judge from what they read of the Ruleset)
    out.dataset.state = answer.error ? "error" : answer.exit === 0 ? "legal" : answer.exit === 4 ? "cannot tell" : "illegal";
    const head = document.createElement("p");
    head.style.fontWeight = "bold";
    head.textContent = answer.error ? "error: " + answer.error
      : answer.exit === 0 ? "The Ruleset allows this edit."
      : answer.exit === 4 ? "The tools cannot tell whether the Ruleset allows this edit: nothing they read breaks it, but see below."
      : "The Ruleset does not allow this edit (you may still save it).";
    out.replaceChildren(...BlognomicEngine.answerNodes(answer, head));
  }

  $(function () {
    const diff = document.getElementById("wpDiffWidget") || document.getElementById("wpDiff");
    if (!diff) return;
    const button = document.createElement("button");
    button.type = "button";
    button.id = "blognomic-check-button";
    button.className = "cdx-button";
    button.textContent = "Check against the Ruleset";
    button.addEventListener("click", check);
    diff.parentNode.insertBefore(button, diff.nextSibling);
    start();  // the engine loads while the player edits
  });
})();
