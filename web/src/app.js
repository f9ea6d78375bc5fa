// The site's own page: a Ruleset, an edit, a post, a draft proposal, given by the user; each job's answer shown as the CLI prints it.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  if (!window.BlognomicEngine || !window.BlognomicAnswer) return;  // engine.js or answer.js refused or not loaded: the page's head says so in one line
  const engine = BlognomicEngine.start(BlognomicEngine.base, (done, total, what) => {
    $("progress").max = total;
    $("progress").value = done;
    $("status").textContent = done < total ? `loading ${what}… (${done}/${total})` : "ready";
  });
  const buttons = ["profile-btn", "validate-btn", "tally-btn", "check-btn"].map($);
  engine.ready.then((m) => {
    document.body.dataset.engine = "ready";
    document.body.dataset.engineFrom = m.from;
    document.body.dataset.engineStages = JSON.stringify(m.stages);
    $("status").textContent = `ready (${(m.ms / 1000).toFixed(1)} s${m.from === "snapshot" ? ", from the snapshot of an earlier visit" : ""})`;
    buttons.forEach((b) => { b.disabled = false; });
  }, (err) => {
    document.body.dataset.engine = "failed";
    $("status").textContent = "the engine could not start: " + err.message;
  });

  engine.kept.then((k) => { document.body.dataset.snapshot = k.from === "snapshot" ? "reused" : k.bytes ? "kept" : "none"; });

  function pick(fileId, textId, nameId) {
    $(fileId).addEventListener("change", async () => {
      const f = $(fileId).files[0];
      if (!f) return;
      $(textId).value = await f.text();
      if (nameId) $(nameId).value = f.name;
    });
  }
  pick("ruleset-file", "ruleset", "ruleset-name");
  pick("post-file", "post", null);

  // The rules an answer cites: their headings on the wiki's page of the Ruleset (the name given, when it names a page
  // and not a saved file), as the edit page's check links them
  const WIKI = "https://wiki.blognomic.com/index.php?title=";
  function ruleUrl(rule) {
    const name = ($("ruleset-name").value || "").trim();
    const title = name && !/[./\\]/.test(name) ? name : "Ruleset";
    return WIKI + encodeURIComponent(title.replace(/ /g, "_")) + "#" + encodeURIComponent(rule.replace(/ /g, "_"));
  }

  // Each job's stages, as the Worker names them while it runs ("reading the post": this page's own, before the job)
  const STAGES = {
    profile: ["reading the Ruleset", "reading its mechanics", "writing the answer"],
    validate: ["reading the Ruleset", "checking the edit", "writing the answer"],
    tally: ["reading the post", "reading the Ruleset", "counting the votes", "writing the answer"],
    proposal_check: ["reading the Ruleset", "applying the draft", "writing the answer"],
  };
  const box = () => $("answer-box");
  function stage(job, name) {
    const all = STAGES[job];
    BlognomicAnswer.stage(box(), name, (all.indexOf(name) + 1) / (all.length + 1));
  }

  // The answer in view: its top in the upper part of the window, the button above it left in sight where it fits
  function inView() {
    const top = $("answer").getBoundingClientRect().top;
    if (top < 0 || top > innerHeight * 0.6) window.scrollBy({ top: top - Math.min(160, innerHeight * 0.25), behavior: "instant" });
  }

  function show(answer) {
    BlognomicAnswer.show(box(), answer, { ruleUrl, copyId: "copy-text" });
    $("out-json").textContent = answer.json ? JSON.stringify(answer.json, null, 2) : "";
    $("as-json").hidden = !answer.json;
    document.body.dataset.answer = String(answer.exit);
  }

  // A job: its answer placed under the button that asked for it, the old one gone at once and the stage shown while
  // it runs; the answer then in view and the focus back on the button (disabled while the job ran). `before` (the
  // tally's: the post read from its address) runs first, and may answer instead of the engine.
  async function job(name, button, args, before) {
    buttons.forEach((b) => { b.disabled = true; });
    document.body.dataset.answer = "pending";
    button.closest("section").after($("answer"));
    $("answer").hidden = false;
    $("out-json").textContent = "";
    $("as-json").hidden = true;
    stage(name, STAGES[name][name === "tally" && before ? 0 : STAGES[name].indexOf("reading the Ruleset")]);
    inView();
    try {
      const early = before ? await before(args) : null;
      show(early || await engine.call(name, args, (s) => stage(name, s)));
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
      button.focus({ preventScroll: true });
      inView();
    }
  }
  const ruleset = () => ({ ruleset: $("ruleset").value });
  $("profile-btn").addEventListener("click", () => job("profile", $("profile-btn"), { ruleset: $("ruleset").value, name: $("ruleset-name").value || "Ruleset" }));
  $("validate-btn").addEventListener("click", () => job("validate", $("validate-btn"), {
    ...ruleset(), ruleset_name: $("ruleset-name").value || "Ruleset", old: $("old").value, new: $("new").value,
    page: $("page").value || "Gamestate",
  }));
  $("check-btn").addEventListener("click", () => job("proposal_check", $("check-btn"), {
    ...ruleset(), ruleset_name: $("ruleset-name").value || "Ruleset", draft: $("draft").value,
  }));
  $("tally-btn").addEventListener("click", () => {
    const url = $("post-url").value;
    const args = { ...ruleset(), ruleset_name: $("ruleset-name").value || "Ruleset", posts: [{ url, html: $("post").value }], as_of: $("as-of").value || null };
    // only an address: read the page, where its site lets this one read it (the same site, or one that allows it)
    const read = async () => {
      try {
        const r = await fetch(url);
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        args.posts[0].html = await r.text();
        return null;
      } catch (err) {
        return { exit: 2, error: `${url}: this page may not read it (${err.message}); save the post's page and pick the file`, warnings: [] };
      }
    };
    job("tally", $("tally-btn"), args, !args.posts[0].html.trim() && url ? read : null);
  });
})();
