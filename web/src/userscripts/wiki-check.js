// blognomic-tools on the wiki's edit page: a "Check against the Ruleset" button beside "Show changes". It reads the
// Ruleset in force and, through the wiki's API, the revision the edit form was opened from (its base) and every one
// saved after it; checks the text of the edit box as `blognomic validate --page PAGE --new FILE --base-rev N
// [--section S] --ruleset-wiki API` does (a section edit: the whole page with that section replaced, as MediaWiki
// saves it), and shows each finding with the rule it cites; what others saved since the form was opened is listed
// apart, and an edit opened from an old revision (oldid) says which revisions it reverts. It saves nothing: an edit
// the rules refuse is shown as such, and the player may still save.
//
// Nothing of the engine is fetched until the button is first pressed, or until the player turns on "check as I
// type" (remembered for this wiki in its localStorage): the page stays as light as it was.
//
// Install, one of (the README's "In the browser" says which suits whom):
// - one line in Special:MyPage/common.js (the wiki must allow user scripts: $wgAllowUserJs):
//     mw.loader.load("https://<where the site is hosted>/userscripts/wiki-check.js");
// - the userscript userscripts/wiki-check.user.js in Violentmonkey, Tampermonkey or Greasemonkey (this code with a
//   header naming the wiki's edit pages and the site's address);
// - a gadget an admin installs: gadget/Gadgets-definition.txt and gadget/Gadget-blognomic-check.js.
// Settings, before that line (all optional): window.blognomicTools = { ruleset: "Ruleset", width: 120 };
// A copy of this code served from elsewhere (a gadget's own copy) names the site: { site: "https://…/" }.
// The answer is shown as the site's own page shows it: the site's answer.js (BlognomicAnswer), loaded when a check runs.
/* global mw, $, BlognomicStart, BlognomicAnswer, BLOGNOMIC_SITE */
(function () {
  "use strict";
  if (!window.mw || !["edit", "submit"].includes(mw.config.get("wgAction"))) return;
  if (window.blognomicCheckLoaded) return;  // installed twice (a userscript and a common.js line): one button
  window.blognomicCheckLoaded = true;
  // answer.js's SHA-256 (how an answer is shown; Subresource Integrity), written by the build
  const ANSWER_INTEGRITY = "";
  const settings = Object.assign({ ruleset: "Ruleset", width: 120 }, window.blognomicTools || {});
  // the site is where this script came from (mw.loader.load), the address a userscript's header part names
  // (BLOGNOMIC_SITE), or the address set in window.blognomicTools = { site: "https://<where the site is hosted>/" }
  const named = settings.site || (typeof BLOGNOMIC_SITE === "string" ? BLOGNOMIC_SITE : null);
  const from = document.currentScript && document.currentScript.src;
  if (!named && !from) {
    mw.log.warn("blognomic-tools: set window.blognomicTools.site to the address of the site");
    return;
  }
  const site = named ? new URL(".", new URL(named, location.href)).href : new URL("../", from).href;
  const AS_YOU_TYPE = "blognomic-tools: check as I type";  // this wiki's localStorage: "1" when on
  // the wiki's API, found when it is first used: a script run before MediaWiki has set its configuration (injected
  // early) sees no wgScriptPath yet; the edit page's own address (…/index.php?title=…&action=edit) says it then
  function api() {
    const path = mw.config.get("wgScriptPath");
    if (typeof path === "string") return location.origin + path + "/api.php";
    const m = location.pathname.match(/^(.*)\/index\.php/);
    return location.origin + (m ? m[1] : "") + "/api.php";
  }
  const page = mw.config.get("wgPageName").replace(/_/g, " ");

  // The answer's box: announced when it changes (aria-live), scrolled into view, never wider than the page
  function box() {
    let out = document.getElementById("blognomic-check");
    if (!out) {
      out = document.createElement("div");
      out.id = "blognomic-check";
      out.setAttribute("aria-live", "polite");
      out.style.cssText = "margin:.6em 0;max-width:100%;box-sizing:border-box;overflow-wrap:break-word;";
      const anchor = document.querySelector(".editButtons") || document.getElementById("wpTextbox1");
      anchor.parentNode.insertBefore(out, anchor.nextSibling);
    }
    return out;
  }

  function say(text, state) {
    const out = box();
    out.dataset.state = state;
    const p = Object.assign(document.createElement("p"), { textContent: text });
    out.replaceChildren(window.BlognomicAnswer ? BlognomicAnswer.messageBox("error", p) : p);  // answer.js itself not loaded: the line alone
    return out;
  }

  // Where the check has got to, while it runs: the old answer gone, a bar that moves and the stage named
  const STAGES = { "loading the engine": 0, "reading the Ruleset": 0.6, "checking": 0.8 };
  function stage(name, part) {
    BlognomicAnswer.stage(box(), name, STAGES[name] + (part || 0) * (name === "loading the engine" ? 0.6 : 0.2));
  }

  async function query(params) {
    const q = new URLSearchParams({ action: "query", format: "json", formatversion: "2", ...params });
    const r = await fetch(api() + "?" + q, { credentials: "same-origin" });
    if (!r.ok) throw new Error(`the wiki's API answered HTTP ${r.status}`);
    const answer = await r.json();
    if (answer.error) throw new Error(`the wiki's API: ${answer.error.info || answer.error.code}`);
    return answer;
  }

  async function latest(titles) {
    const answer = await query({ prop: "revisions", titles: titles.join("|"), rvprop: "ids|timestamp|user|content", rvslots: "main" });
    const pages = {};
    for (const p of answer.query.pages) pages[p.title] = p.missing ? null : p.revisions[0];
    return pages;
  }

  // The page's revisions from `base` (the one the form was opened from) to the latest, oldest first, with their text
  // (50 a request, the API's limit for content)
  async function revisionsFrom(base) {
    const out = [];
    let cont = {};
    for (;;) {
      const answer = await query({ prop: "revisions", titles: page, rvprop: "ids|timestamp|user|comment|content", rvslots: "main",
        rvstartid: String(base), rvdir: "newer", rvlimit: "50", ...cont });
      const p = answer.query.pages[0];
      if (p.missing) throw new Error(`${page} does not exist any more`);
      for (const r of p.revisions || []) out.push({ revid: r.revid, user: r.user || null, timestamp: r.timestamp || null,
        comment: r.comment || null, text: r.slots.main.content });
      if (!answer.continue) return out;
      cont = answer.continue;
    }
  }

  // What the edit form was opened from: its base revision (an `oldid` edit's, else the latest then), the latest
  // revision then, its section (a number, "new" or none) and, for a new section, its subject
  function form() {
    const field = (name) => { const f = document.querySelector(`#editform [name="${name}"]`); return f ? f.value : ""; };
    const opened = Number(field("editRevId")) || mw.config.get("wgCurRevisionId") || null;
    const base = Number(field("parentRevId")) || Number(field("oldid")) || opened;
    return { base, opened, section: field("wpSection") || null, subject: field("wpSummary") };
  }

  function editText() {
    const t = $("#wpTextbox1");
    return t.textSelection ? t.textSelection("getContents") : t.val();
  }

  /* checked-load.js: the build writes loadChecked(src, integrity, loaded) here */

  // engine-start.js, which the user scripts share (it loads engine.js, checked, and starts the engine once a page)
  const START_INTEGRITY = "";
  function startEngine(onProgress) {
    return loadChecked(site + "engine-start.js", START_INTEGRITY, () => window.BlognomicStart).then(() => BlognomicStart.start(site, onProgress));
  }

  let engine = null;
  function start() {
    if (!engine) {
      const button = () => document.getElementById("blognomic-check-button") || { dataset: {} };
      engine = startEngine((done, total, what) => {
        button().title = done < total ? `loading ${what} (${done}/${total})` : "";
        const out = document.getElementById("blognomic-check");
        if (out && out.dataset.state === "pending" && out.dataset.stage === "loading the engine") stage("loading the engine", done / total);
      }).then((e) => {
        // how it started ("start", or "snapshot": from the one an earlier visit kept), and whether it kept one
        e.ready.then((m) => { button().dataset.engine = m.from; }, () => { button().dataset.engine = "failed"; });
        e.kept.then((k) => { button().dataset.snapshot = k.from === "snapshot" ? "reused" : k.bytes ? "kept" : "none"; });
        return e;
      });
      engine.catch(() => { button().dataset.engine = "failed"; });
    }
    return engine;
  }

  let running = 0;
  async function check() {
    const mine = ++running;
    const button = document.getElementById("blognomic-check-button");
    const hadFocus = document.activeElement === button || document.activeElement === document.body;
    try {
      await loadChecked(site + "answer.js", ANSWER_INTEGRITY, () => window.BlognomicAnswer);
    } catch (err) {
      say("The check could not run: " + err.message, "failed");
      return;
    }
    stage("loading the engine");
    box().scrollIntoView({ block: "nearest" });
    try {
      const eng = await start();
      const f = form();
      const got = Promise.all([latest([settings.ruleset]), f.base ? revisionsFrom(f.base) : Promise.resolve([])]);
      await eng.ready;
      stage("reading the Ruleset");
      const [pages, revs] = await got;
      const ruleset = pages[settings.ruleset.replace(/_/g, " ")];
      if (!ruleset) throw new Error(`the wiki has no page ${settings.ruleset}`);
      const base = revs.length && revs[0].revid === f.base ? revs[0] : null;
      if (!base) throw new Error(f.base ? `revision ${f.base} of ${page} could not be read` : `${page} does not exist yet: there is no text to check the edit against`);
      stage("checking");
      const answer = await eng.call("validate", {
        ruleset: ruleset.slots.main.content, ruleset_name: settings.ruleset, wiki: api(),
        revision: { revid: ruleset.revid, timestamp: ruleset.timestamp, user: ruleset.user },
        old: base.text, new: editText(), page, old_revid: base.revid, width: settings.width,
        editor: mw.config.get("wgUserName") || null,  // the player editing: an action on another's own row is said
        // the box holds one section (section=N, or a new one under the form's subject): put back where MediaWiki puts it
        section: f.section, section_title: f.section === "new" ? f.subject : "",
        opened: f.opened, later: revs.slice(1),  // saved after the base: listed apart, never blamed on the player
      });
      if (mine === running) BlognomicAnswer.show(box(), answer, { ruleUrl, copyId: "blognomic-check-copy", onEditPage: true });
    } catch (err) {
      if (mine === running) say("The check could not run: " + err.message, "failed");
    }
    if (mine !== running) return;
    box().scrollIntoView({ block: "nearest" });
    if (button && hadFocus) button.focus();  // pressed: focus back on the button (typing: left in the edit box)
  }

  // A rule on the wiki: its heading's anchor as MediaWiki makes it (spaces as underscores; the browser decodes the rest)
  function ruleUrl(rule) {
    const title = encodeURIComponent(settings.ruleset.replace(/ /g, "_")).replace(/%2F/g, "/").replace(/%3A/g, ":");
    const path = mw.config.get("wgArticlePath");
    const at = typeof path === "string" ? path.replace("$1", title) : api().replace(/api\.php$/, "index.php?title=" + title);
    return at + "#" + encodeURIComponent(rule.replace(/ /g, "_"));
  }

  // "check as I type": on, the engine starts with the page and the box is checked a second after each pause in typing
  function asYouType() {
    try { return localStorage.getItem(AS_YOU_TYPE) === "1"; } catch (err) { return false; }
  }
  let typing = null;
  function typed() {
    clearTimeout(typing);
    typing = setTimeout(() => { if (asYouType()) check(); }, 1000);
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
    const label = document.createElement("label");
    label.style.marginLeft = ".5em";
    const toggle = Object.assign(document.createElement("input"), { type: "checkbox", id: "blognomic-check-as-you-type", checked: asYouType() });
    label.append(toggle, " check as I type");
    toggle.addEventListener("change", () => {
      try { localStorage.setItem(AS_YOU_TYPE, toggle.checked ? "1" : "0"); } catch (err) { /* not kept: this page only */ }
      if (toggle.checked) check();
    });
    diff.parentNode.insertBefore(label, diff.nextSibling);
    diff.parentNode.insertBefore(button, diff.nextSibling);
    const textbox = document.getElementById("wpTextbox1");
    if (textbox) textbox.addEventListener("input", typed);
    if (asYouType()) start();  // the player asked for it: the engine loads while they edit
  });
})();
