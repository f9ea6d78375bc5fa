// The site's own page: a Ruleset, an edit, a post, given by the user; each job's answer shown as the CLI prints it.
(function () {
  "use strict";
  const $ = (id) => document.getElementById(id);
  if (!window.BlognomicEngine) return;  // engine.js refused or not loaded: the page's head says so in one line
  const engine = BlognomicEngine.start(BlognomicEngine.base, (done, total, what) => {
    $("progress").max = total;
    $("progress").value = done;
    $("status").textContent = done < total ? `loading ${what}… (${done}/${total})` : "ready";
  });
  const buttons = ["profile-btn", "validate-btn", "tally-btn"].map($);
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

  function show(answer) {
    document.body.dataset.answer = String(answer.exit);
    $("warnings").replaceChildren(...(answer.warnings || []).map((w) => {
      const li = document.createElement("li");
      li.textContent = "warning: " + w;
      return li;
    }));
    if (answer.error) {
      $("verdict").textContent = "error: " + answer.error;
      $("out").replaceChildren();
      $("out-json").textContent = "";
      return;
    }
    // exit 4: an edit the tools cannot tell (validate's third verdict), said in words
    $("verdict").textContent = answer.exit === 0 ? "" : "exit " + answer.exit + (answer.exit === 4 ? ": cannot tell" : "");
    $("out").innerHTML = answer.html;  // rich's own HTML export: every text in it is escaped
    $("out-json").textContent = JSON.stringify(answer.json, null, 2);
  }

  async function job(name, args) {
    buttons.forEach((b) => { b.disabled = true; });
    document.body.dataset.answer = "pending";
    try {
      show(await engine.call(name, args));
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
    }
  }
  const ruleset = () => ({ ruleset: $("ruleset").value });
  $("profile-btn").addEventListener("click", () => job("profile", { ruleset: $("ruleset").value, name: $("ruleset-name").value || "Ruleset" }));
  $("validate-btn").addEventListener("click", () => job("validate", {
    ...ruleset(), ruleset_name: $("ruleset-name").value || "Ruleset", old: $("old").value, new: $("new").value,
    page: $("page").value || "Gamestate",
  }));
  $("tally-btn").addEventListener("click", async () => {
    let html = $("post").value;
    if (!html.trim() && $("post-url").value) {
      // only an address: read the page, where its site lets this one read it (the same site, or one that allows it)
      try {
        const r = await fetch($("post-url").value);
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        html = await r.text();
      } catch (err) {
        show({ exit: 2, error: `${$("post-url").value}: this page may not read it (${err.message}); save the post's page and pick the file`, warnings: [] });
        return;
      }
    }
    job("tally", { ...ruleset(), ruleset_name: $("ruleset-name").value || "Ruleset",
      posts: [{ url: $("post-url").value, html }], as_of: $("as-of").value || null });
  });
})();
