// ==UserScript==
// @name         blognomic-tools: the tally under each post
// @description  The explained tally of a Proposal, CfJ or DoV under the post (verdict, quorum, each ballot with its reason and rule, when it changes), as `blognomic tally` prints it; on the front page, the pending queue.
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
// Ruleset keeps the roster on, if any); it writes nothing anywhere. Settings (optional), set before it runs:
//   window.blognomicTools = { site: "https://<where the site is hosted>/", wiki: "https://wiki.blognomic.com/api.php",
//                             ruleset: "Ruleset", width: 120, asOf: null };
/* global BlognomicEngine */
(function () {
  "use strict";
  const SITE = "https://blognomic-tools.example/";  // where the site (web/dist) is hosted: set it, or set window.blognomicTools.site
  // engine.js's SHA-256 (Subresource Integrity), written by the build: engine.js holds the SHA-256 of everything else
  const ENGINE_INTEGRITY = "";
  const settings = Object.assign({ site: SITE, wiki: "https://wiki.blognomic.com/api.php", ruleset: "Ruleset", width: 120, asOf: null },
    window.blognomicTools || {});
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

  function loadEngine() {
    if (window.BlognomicEngine) return Promise.resolve();
    return new Promise((ok, fail) => {
      const s = document.createElement("script");
      s.src = site + "engine.js";
      s.crossOrigin = "anonymous";
      s.integrity = ENGINE_INTEGRITY;
      s.onload = ok;
      s.onerror = async () => {
        let why = "it could not be loaded";
        try {
          if ((await fetch(s.src, { cache: "no-store" })).ok) why = "not the file the build made (its SHA-256 differs): refused";
        } catch (err) { /* unreachable: as said */ }
        fail(new Error(`${s.src}: ${why}`));
      };
      document.head.appendChild(s);
    });
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

  async function run(out) {
    await loadEngine();
    const engine = BlognomicEngine.start(site, (done, total, what) => {
      if (done < total) say(out, `Tallying… (loading ${what}, ${done}/${total})`, "pending");
    });
    const [rulesetPages] = await Promise.all([wikiPages([settings.ruleset]), engine.ready]);
    const rs = rulesetPages[settings.ruleset];
    if (!rs) throw new Error(`the wiki has no page ${settings.ruleset}`);
    const ruleset = { ruleset: rs.slots.main.content, ruleset_name: settings.ruleset, wiki: settings.wiki,
      revision: { revid: rs.revid, timestamp: rs.timestamp, user: rs.user } };
    let posts, listing = null;
    if (onPost) {
      posts = [{ url: location.href.split("#")[0], html: await served(location.href.split("#")[0]) }];
    } else {
      listing = await served(location.href.split("#")[0]);
      const queue = await engine.call("pending", { listing, listing_url: location.href.split("#")[0], as_of: settings.asOf });
      if (queue.error) return queue;
      posts = await Promise.all(queue.json.map(async (p) => { const u = here(p.url); return { url: u, html: await served(u) }; }));
      if (!posts.length) return { exit: 0, empty: true, warnings: [] };
    }
    const roster = await engine.call("roster_pages", { ruleset: ruleset.ruleset, name: settings.ruleset, wiki: settings.wiki, revision: ruleset.revision });
    const pages = {};
    if (roster.json && roster.json.length) {
      for (const [title, rev] of Object.entries(await wikiPages(roster.json))) pages[title] = { text: rev.slots.main.content, revid: rev.revid };
    }
    return engine.call("tally", { ...ruleset, posts, listing, listing_url: listing ? location.href.split("#")[0] : null, pages,
      as_of: settings.asOf, width: settings.width });
  }

  function show(out, answer) {
    out.dataset.state = answer.error ? "error" : "done";
    const head = [];
    if (answer.error) head.push(Object.assign(document.createElement("p"), { textContent: "error: " + answer.error }));
    if (answer.empty) head.push(Object.assign(document.createElement("p"), { textContent: "No votable matter is pending." }));
    out.replaceChildren(...BlognomicEngine.answerNodes(answer, ...head));
  }

  if (!showsPendingMatter()) return;  // nothing to tally here: nothing loaded, nothing shown
  const out = panel();
  say(out, "Tallying…", "pending");
  run(out).then((answer) => show(out, answer), (err) => say(out, "The tally could not run: " + err.message, "failed"));
})();
