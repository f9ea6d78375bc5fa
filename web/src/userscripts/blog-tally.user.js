// ==UserScript==
// @name         blognomic-tools: the tally under each post
// @description  The explained tally of a Proposal, CfJ or DoV under the post (verdict, quorum, each ballot with its reason and rule, when it changes), as `blognomic tally` prints it; on the front page, the pending queue and your own: the matters you have not voted on, and what your vote would change now.
// @match        https://blognomic.com/
// @match        https://blognomic.com/archive/*
// @match        https://www.blognomic.com/
// @match        https://www.blognomic.com/archive/*
// @include      http://127.0.0.1:*/
// @include      http://127.0.0.1:*/archive/*
// @run-at       document-idle
// @grant        none
// @version      1
// ==/UserScript==
//
// It starts the engine only on a page that shows a votable matter still pending (a Proposal, a Call for Judgement
// or a Declaration of Victory whose post is open): on any other page it fetches nothing and shows nothing.
// It reads the post page as the blog serves it and the Ruleset in force from the wiki's API (and the wiki page the
// Ruleset keeps the roster on, if any); it writes nothing anywhere. On the front page, "Your queue": the pending
// matters the player has not voted on, each with what their FOR or AGAINST would change now (`blognomic tally
// --pending --player NAME`), for the name set in the box once (kept in this blog's localStorage) or in the settings.
// Settings (optional), set before it runs:
//   window.blognomicTools = { site: "https://<where the site is hosted>/", wiki: "https://wiki.blognomic.com/api.php",
//                             ruleset: "Ruleset", width: 120, asOf: null, player: null };
/* global BlognomicEngine, BlognomicStart */
(function () {
  "use strict";
  const SITE = "https://blognomic-tools.example/";  // where the site (web/dist) is hosted: set it, or set window.blognomicTools.site
  const settings = Object.assign({ site: SITE, wiki: "https://wiki.blognomic.com/api.php", ruleset: "Ruleset", width: 120, asOf: null,
    player: null }, window.blognomicTools || {});
  const site = new URL(".", new URL(settings.site, location.href)).href;
  const onPost = /\/archive\/[^/]+\/?$/.test(location.pathname);

  // A votable matter still pending, as the page's title heading shows it: its kind by its title (or its class), its
  // status by the heading's class ("open"; the WordPress trial's "status-pending"). Read without the engine.
  const VOTABLE = /^\s*(Proposal|Call for Judg(e)?ment|CfJ|Declaration of Victory|DoV)\s*:/i;
  const VOTABLE_CLASSES = ["proposal", "call-for-judgement", "cfj", "declaration-of-victory", "dov"];
  function pendingMatter(h) {
    const classes = [...h.classList].map((c) => c.toLowerCase().replace(/^status-/, ""));
    const votable = VOTABLE.test(h.textContent) || classes.some((c) => VOTABLE_CLASSES.includes(c));
    return votable && classes.some((c) => c === "open" || c === "pending");
  }
  function showsPendingMatter() {
    const titles = onPost ? document.querySelectorAll("h3[class^=post-title]") : document.querySelectorAll("div.post > h3");
    return [...titles].some(pendingMatter);
  }

  function panel() {
    const out = document.createElement("div");
    out.id = "blognomic-tally";
    out.style.cssText = "margin:1em 0;padding:.5em .7em;border:1px solid #bbb;background:#fafafa;font-size:90%;";
    const anchor = onPost ? document.querySelector("div.post-body") : document.querySelector("div.post");
    if (anchor && onPost) anchor.parentNode.insertBefore(out, anchor.nextSibling);
    else if (anchor) anchor.parentNode.insertBefore(out, anchor);
    else document.body.prepend(out);
    return out;
  }

  function say(out, text, state) {
    out.dataset.state = state;
    out.replaceChildren(Object.assign(document.createElement("p"), { textContent: text }));
  }

  /* checked-load.js: the build writes loadChecked(src, integrity, loaded) here */

  // engine-start.js, which the user scripts share (it loads engine.js, checked, and starts the engine once a page)
  const START_INTEGRITY = "";
  function startEngine(onProgress) {
    return loadChecked(site + "engine-start.js", START_INTEGRITY, () => window.BlognomicStart).then(() => BlognomicStart.start(site, onProgress));
  }

  async function wikiPages(titles) {
    const q = new URLSearchParams({ action: "query", prop: "revisions", titles: titles.join("|"), rvprop: "ids|timestamp|user|content",
      rvslots: "main", format: "json", formatversion: "2", origin: "*" });
    const r = await fetch(settings.wiki + "?" + q);
    if (!r.ok) throw new Error(`the wiki's API answered HTTP ${r.status}`);
    const pages = {};
    for (const p of (await r.json()).query.pages) if (!p.missing) pages[p.title] = p.revisions[0];
    return pages;
  }

  function here(url) {
    // the pages link to the live site: on a mirror (or the sandbox) each is read from the blog this page is on
    const u = new URL(url, location.href);
    return /(^|\.)blognomic\.com$/.test(u.hostname) && u.origin !== location.origin ? location.origin + u.pathname + u.search : u.href;
  }

  async function served(url) {
    const r = await fetch(url, { credentials: "same-origin" });
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.text();
  }

  // The engine, started once (through engine-start.js), ready; its progress said in every box still waiting
  let engine = null;
  function ready() {
    if (!engine) {
      engine = startEngine((done, total, what) => {
        for (const box of document.querySelectorAll("[data-blognomic-box][data-state=pending]")) {
          const p = box.querySelector("p.blognomic-progress");
          if (p && done < total) p.textContent = `${box.dataset.doing}… (loading ${what}, ${done}/${total})`;
        }
      }).then((e) => e.ready.then(() => e));
    }
    return engine;
  }

  // What the tally and the queue are run on, read once: the Ruleset in force, the pending matters' pages (the page
  // itself on a post), the front page, the wiki pages the Ruleset keeps the roster on
  let read = null;
  function inputs() {
    if (!read) read = readInputs();
    return read;
  }
  async function readInputs() {
    const [rulesetPages, eng] = await Promise.all([wikiPages([settings.ruleset]), ready()]);
    const rs = rulesetPages[settings.ruleset];
    if (!rs) throw new Error(`the wiki has no page ${settings.ruleset}`);
    const ruleset = { ruleset: rs.slots.main.content, ruleset_name: settings.ruleset, wiki: settings.wiki,
      revision: { revid: rs.revid, timestamp: rs.timestamp, user: rs.user } };
    const page = location.href.split("#")[0];
    let posts, listing = null;
    if (onPost) {
      posts = [{ url: page, html: await served(page) }];
    } else {
      listing = await served(page);
      const queue = await eng.call("pending", { listing, listing_url: page, as_of: settings.asOf });
      if (queue.error) return { answer: queue };
      posts = await Promise.all(queue.json.map(async (p) => { const u = here(p.url); return { url: u, html: await served(u) }; }));
      if (!posts.length) return { answer: { exit: 0, empty: true, warnings: [] } };
    }
    const roster = await eng.call("roster_pages", { ruleset: ruleset.ruleset, name: settings.ruleset, wiki: settings.wiki, revision: ruleset.revision });
    const pages = {};
    if (roster.json && roster.json.length) {
      for (const [title, rev] of Object.entries(await wikiPages(roster.json))) pages[title] = { text: rev.slots.main.content, revid: rev.revid };
    }
    return { args: { ...ruleset, posts, listing, listing_url: listing ? page : null, pages, as_of: settings.asOf, width: settings.width } };
  }

  async function run(job, extra) {
    const eng = await ready();
    const got = await inputs();
    return got.answer || eng.call(job, { ...got.args, ...extra });
  }

  function show(out, answer, empty) {
    out.dataset.state = answer.error ? "error" : "done";
    const head = [];
    if (answer.error) head.push(Object.assign(document.createElement("p"), { textContent: "error: " + answer.error }));
    if (answer.empty) head.push(Object.assign(document.createElement("p"), { textContent: empty }));
    return BlognomicEngine.answerNodes(answer, ...head);
  }

  // "Your queue" (the front page): the player's name, set once in its box (this blog's localStorage keeps it) or in
  // the settings; their queue shown as soon as it is known
  const PLAYER = "blognomic-tools: player";
  function player() {
    if (settings.player) return settings.player;
    try { return localStorage.getItem(PLAYER) || ""; } catch (err) { return ""; }
  }
  function queuePanel(tallyBox) {
    const box = document.createElement("div");
    box.id = "blognomic-queue";
    box.dataset.blognomicBox = "queue";
    box.dataset.doing = "Reading your queue";
    box.style.cssText = "margin:1em 0;padding:.5em .7em;border:1px solid #bbb;background:#fafafa;font-size:90%;";
    const form = document.createElement("form");
    const name = Object.assign(document.createElement("input"), { id: "blognomic-player", value: player(), placeholder: "your name on the roster", size: 20 });
    const button = Object.assign(document.createElement("button"), { id: "blognomic-queue-button", type: "submit", textContent: "Show my queue" });
    form.append(Object.assign(document.createElement("strong"), { textContent: "Your queue " }), name, " ", button);
    const answer = Object.assign(document.createElement("div"), { className: "blognomic-queue-answer" });
    box.append(form, answer);
    tallyBox.parentNode.insertBefore(box, tallyBox);
    const ask = () => {
      const who = name.value.trim();
      if (!who) return;
      box.dataset.state = "pending";
      answer.replaceChildren(Object.assign(document.createElement("p"), { className: "blognomic-progress", textContent: "Reading your queue…" }));
      run("queue", { player: who }).then((a) => answer.replaceChildren(...show(box, a, "No votable matter is pending.")),
        (err) => { box.dataset.state = "failed"; answer.replaceChildren(Object.assign(document.createElement("p"), { textContent: "The queue could not be read: " + err.message })); });
    };
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      try { localStorage.setItem(PLAYER, name.value.trim()); } catch (err) { /* not kept: this page only */ }
      ask();
    });
    if (name.value) ask();
  }

  if (!showsPendingMatter()) return;  // nothing to tally here: nothing loaded, nothing shown
  const out = panel();
  out.dataset.blognomicBox = "tally";
  out.dataset.doing = "Tallying";
  out.dataset.state = "pending";
  out.replaceChildren(Object.assign(document.createElement("p"), { className: "blognomic-progress", textContent: "Tallying…" }));
  if (!onPost) queuePanel(out);
  run("tally").then((answer) => out.replaceChildren(...show(out, answer, "No votable matter is pending.")),
    (err) => say(out, "The tally could not run: " + err.message, "failed"));
})();
