// BlognomicAnswer: an answer of the engine as the wiki shows a message, for every page that shows one (the site's own
// page and the wiki's edit page, userscripts/wiki-check.js): the verdict in words in MediaWiki's message box (legal,
// illegal, cannot tell; for a draft proposal, whether an admin would apply it: never an exit code), the findings grouped by player, each with the rule it cites (its words
// cut at a word with "…", linking to the rule), the tables of a profile or a tally as tables that stack on a narrow
// screen, and "Copy as text": what the CLI prints, byte for byte. While a job runs, the same box shows the stage it
// has got to and a bar that only moves forward.
//
// Integrity: the pages load this file with Subresource Integrity (its SHA-256 written into them by the build,
// scripts/build_web.py). Its styles are inline: on the wiki's pages there is no stylesheet of the site.
(function () {
  "use strict";
  const el = (tag, props, ...children) => {
    const e = Object.assign(document.createElement(tag), props || {});
    e.append(...children);
    return e;
  };

  // exit 0 legal, 1 illegal, 4 cannot tell (a change the tools cannot judge from what they read of the Ruleset)
  function verdictOf(answer) {
    return answer.error ? "error" : answer.exit === 0 ? "legal" : answer.exit === 4 ? "cannot tell" : "illegal";
  }

  // MediaWiki's own message box: success (legal), error (illegal, or the job could not run), warning (cannot tell),
  // notice (under way, or an answer that is no verdict)
  function messageBox(kind, ...content) {
    return el("div", { className: `mw-message-box mw-message-box-${kind}` }, ...content);
  }

  // Where a job has got to, in `out` (the answer's box): the old answer gone, the stage named, the bar at `at` (0 to 1;
  // never moved back while the same job runs)
  function stage(out, name, at) {
    let bar = out.querySelector("progress");
    if (out.dataset.state !== "pending" || !bar) {
      out.dataset.state = "pending";
      bar = el("progress", { max: 1, value: 0 });
      bar.style.cssText = "width:12em;max-width:100%;vertical-align:middle;";
      const label = el("span", { className: "blognomic-stage" });
      label.style.marginLeft = ".5em";
      out.replaceChildren(messageBox("notice", bar, label));
    }
    bar.value = Math.max(bar.value, Math.min(at || 0, 1));
    out.dataset.stage = name;
    out.querySelector(".blognomic-stage").textContent = name + "…";
  }

  // A rule's words: whole, or cut at a word with "…"
  const QUOTE = 160;
  function quote(text) {
    const t = text.trim();
    if (t.length <= QUOTE) return t;
    const cut = t.slice(0, QUOTE + 1).replace(/\s+\S*$/, "").replace(/[\s,;:]+$/, "");
    return cut + "…";
  }

  function cited(c, ruleUrl) {
    const a = el("a", { href: ruleUrl(c.rule), textContent: c.number ? `${c.rule} (${c.number})` : c.rule, target: "_blank" });
    return el("span", { className: "blognomic-rule" }, " — ", a, ": “" + quote(c.text || "") + "”");
  }

  const MARKS = { error: "✗", "cannot tell": "?", warning: "!", info: "i", allowed: "✓" };
  // The findings of an edit grouped by player (the page's own changes last), each with the rule it cites
  function findingsList(edit, ruleUrl) {
    const players = [...new Set(edit.changes.map((c) => c.player).filter(Boolean))];
    const groups = new Map();
    const add = (who, li) => { const k = who || ""; if (!groups.has(k)) groups.set(k, []); groups.get(k).push(li); };
    const item = (kind, text, citation) => {
      const li = el("li", {}, `${MARKS[kind] || ""} ${kind === "allowed" ? "" : kind + ": "}${text}`);
      li.dataset.severity = kind;
      if (citation) li.append(cited(citation, ruleUrl));
      return li;
    };
    edit.explanations.forEach((text, i) => {
      const who = edit.actors[i] || players.find((p) => text.startsWith(p + ": ")) || null;
      add(who, item("allowed", who && text.startsWith(who + ": ") ? text.slice(who.length + 2) : text, edit.explained_by[i]));
    });
    for (const f of edit.findings) {
      const text = f.player && f.message.startsWith(f.player + ": ") ? f.message.slice(f.player.length + 2) : f.message;
      add(f.player, item(f.severity, f.place ? `${text} (${f.place})` : text, f.citation));
    }
    const list = el("ul", { className: "blognomic-findings" });
    list.style.cssText = "margin:.3em 0 0 1em;padding-left:.5em;";  // narrow pages (a phone): the words keep the width, not the indents
    for (const [who, items] of [...groups].sort((a, b) => (a[0] === "") - (b[0] === ""))) {
      const sub = el("ul", {}, ...items);
      sub.style.cssText = "margin:.2em 0 0 .8em;padding-left:.5em;";
      const li = el("li", {}, el("strong", { textContent: who || "The page" }), sub);
      li.dataset.player = who;
      list.append(li);
    }
    return list;
  }

  // The tables and lines the CLI prints (the answer's blocks) as a page lays them out at its own width: each table a
  // table whose rows a narrow screen stacks (each cell under its column's name, class "blognomic-table"), the lines
  // between them as lines
  function blockNodes(blocks) {
    return (blocks || []).map((b) => {
      if (!b.table && !b.head) {
        const lines = el("div", { className: "blognomic-lines", textContent: b.text.replace(/^\n+/, "") });
        lines.style.cssText = "white-space:pre-wrap;overflow-wrap:anywhere;margin:.5em 0;";
        return lines;
      }
      const table = el("table", { className: "blognomic-table" });
      if (b.table) table.append(el("caption", { textContent: b.table }));
      table.append(el("thead", {}, el("tr", {}, ...b.head.map((h) => el("th", { scope: "col", textContent: h })))));
      table.append(el("tbody", {}, ...b.rows.map((row) => el("tr", {}, ...row.map((cell, i) => {
        const td = el("td", { textContent: cell });
        td.dataset.label = b.head[i] || "";
        return td;
      })))));
      return table;
    });
  }

  // "Copy as text" (what the CLI prints, byte for byte) and that text itself, folded, with the CLI's styles
  function asText(answer, copyId) {
    const details = el("details", {}, el("summary", { textContent: "As the command line prints it" }));
    const copy = el("button", { type: "button", id: copyId, className: "cdx-button", textContent: "Copy as text" });
    copy.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(answer.text);
        copy.textContent = "Copied";
      } catch (err) {
        copy.textContent = "Not copied: select the text below";
        details.open = true;
      }
    });
    const text = el("div", { className: "blognomic-output" });
    text.style.cssText = "overflow-x:auto;max-width:100%;";
    text.innerHTML = answer.html;  // rich's HTML export: every text in it is escaped
    details.append(text);
    return [copy, details];
  }

  const warningsOf = (answer) => (answer.warnings || []).map((w) => el("p", { textContent: "warning: " + w }));

  // An edit's verdict (a validate answer): the verdict in words, the findings by player, the CLI's notes (what others
  // saved since the form was opened, what saving reverts), the text. opts: ruleUrl(rule) -> the rule's address;
  // copyId; onEditPage (the player may still save an edit the rules refuse)
  function editBox(answer, opts) {
    const verdict = verdictOf(answer);
    const head = el("p", {}, el("strong", { textContent: verdict }), ": ",
      verdict === "legal" ? "the Ruleset allows this edit."
        : verdict === "cannot tell" ? "the tools cannot tell whether the Ruleset allows this edit: nothing they read breaks it, but see below."
          : "the Ruleset does not allow this edit" + (opts.onEditPage ? " (you may still save it)." : "."));
    const parts = [head, ...warningsOf(answer)];
    const edit = answer.json && answer.json.edits && answer.json.edits[0];
    if (edit) parts.push(findingsList(edit, opts.ruleUrl));
    const notes = (answer.text || "").split("\n").filter((l) => /^\s*note: /.test(l)).map((l) => l.trim());
    if (notes.length) parts.push(el("ul", { className: "blognomic-notes" }, ...notes.map((n) => el("li", { textContent: n }))));
    parts.push(...asText(answer, opts.copyId));
    return messageBox(verdict === "legal" ? "success" : verdict === "illegal" ? "error" : "warning", ...parts);
  }

  // A profile's or a tally's answer: what it found in words, its tables and lines, the text
  function reportBox(answer, opts) {
    const data = answer.json || {};
    const head = [];
    if (Array.isArray(data.matters)) {
      head.push(el("p", {}, el("strong", { textContent: "tally" }), `: ${data.matters.length} votable matter${data.matters.length === 1 ? "" : "s"} as of ${data.as_of}`));
      head.push(el("ul", { className: "blognomic-verdicts" }, ...data.matters.map((m) => el("li", {}, el("strong", { textContent: m.verdict }), ": " + m.title))));
    } else if (Array.isArray(data.unrecognised)) {
      const n = data.unrecognised.length;
      head.push(el("p", {}, el("strong", { textContent: "profile" }), ": " + (n ? `${n} mechanic${n === 1 ? "" : "s"} the Ruleset states not recognised (see below).` : "every mechanic the Ruleset states was recognised.")));
    }
    return messageBox(Array.isArray(data.unrecognised) && data.unrecognised.length ? "warning" : "notice",
      ...head, ...warningsOf(answer), ...blockNodes(answer.blocks), ...asText(answer, opts.copyId));
  }

  // A draft proposal's check (a proposal_check answer): "ready" (an admin would apply every instruction), "some
  // refused" (some lines would not be applied), "cannot be applied" (none would: nothing read, or every line refused)
  function draftVerdict(data) {
    const counted = data.instructions.filter((i) => i.kind !== "conditional").length;
    return data.ready ? "ready" : counted > data.refused.length ? "some refused" : "cannot be applied";
  }
  const DRAFT_WORDS = { ready: "an admin would apply all of it", "some refused": "some lines would be refused", "cannot be applied": "cannot be applied" };

  // The Ruleset's diff as a diff: a line each, added lines marked green and removed red, wrapped to the page's width
  function diffNode(diff) {
    const pre = el("pre", { className: "blognomic-diff" });
    pre.style.cssText = "white-space:pre-wrap;overflow-wrap:anywhere;margin:.3em 0;padding:.4em;background:#fff;font-size:.8rem;";
    for (const line of diff.replace(/\n$/, "").split("\n")) {
      const kind = /^(\+\+\+|---)/.test(line) ? "file" : line.startsWith("+") ? "added" : line.startsWith("-") ? "removed" : line.startsWith("@@") ? "hunk" : "same";
      const span = el("span", { textContent: line + "\n" });
      span.dataset.line = kind;
      span.style.cssText = { added: "background:#d5fdf4;color:#14866d;", removed: "background:#fee7e6;color:#b32424;", hunk: "color:#36c;", file: "font-weight:bold;" }[kind] || "";
      pre.append(span);
    }
    return pre;
  }

  // The check of a draft: the verdict in words, each line refused (quoted, why, "did you mean"), what an admin would
  // apply (the CLI's table), the diff, the commentary, the proposal limits (each linking to its rule), the notes, the text
  function draftBox(answer, opts) {
    const data = answer.json;
    const verdict = draftVerdict(data);
    const parts = [el("p", {}, el("strong", { textContent: DRAFT_WORDS[verdict] }), ": " + data.verdict), ...warningsOf(answer)];
    const list = (cls, items) => {
      const ul = el("ul", { className: cls }, ...items);
      ul.style.cssText = "margin:.3em 0 0 1em;padding-left:.5em;";
      return ul;
    };
    if (data.refused.length) {
      parts.push(el("p", { textContent: `Would not be applied (${data.refused.length}):` }));
      parts.push(list("blognomic-findings blognomic-refused", data.refused.map((r) => {
        const li = el("li", {}, `✗ “${r.sentence}”: ${r.kind}: ${r.why}`);
        li.dataset.severity = "error";
        if (r.did_you_mean) li.append("; ", el("strong", { className: "blognomic-mean", textContent: `did you mean ${r.did_you_mean}?` }));
        return li;
      })));
    }
    parts.push(...blockNodes((answer.blocks || []).filter((b) => b.table || b.head)));
    if (data.diff) parts.push(el("p", { textContent: "The Ruleset's diff:" }), diffNode(data.diff));
    else if (data.instructions.length) parts.push(el("p", { textContent: "The Ruleset would not change." }));
    if (data.commentary.length) {
      parts.push(el("p", { textContent: `Read as commentary, not applied (${data.commentary.length}):` }));
      parts.push(list("blognomic-commentary", data.commentary.map((c) => el("li", { textContent: "“" + quote(c) + "”" }))));
    }
    parts.push(el("p", { textContent: data.limits.length ? "Proposal limits of the Ruleset in force:" : "Proposal limits: the Ruleset in force states none the tools read." }));
    if (data.limits.length) {
      parts.push(list("blognomic-limits", data.limits.map((l) => {
        const li = el("li", {}, l.said);
        if (l.rule) li.append(" (", el("a", { href: opts.ruleUrl(l.rule), textContent: l.rule, target: "_blank" }), ")");
        return li;
      })));
    }
    if (data.notes.length) parts.push(list("blognomic-notes", data.notes.map((n) => el("li", { textContent: "note: " + n }))));
    parts.push(...asText(answer, opts.copyId));
    const box = messageBox(verdict === "ready" ? "success" : verdict === "some refused" ? "warning" : "error", ...parts);
    box.dataset.verdict = verdict;
    return box;
  }

  // The answer in `out` (the answer's box): its state ("error", "legal", "illegal", "cannot tell"; a draft's "ready",
  // "some refused", "cannot be applied"; or "done" for an answer that is no verdict) in out.dataset.state
  function show(out, answer, opts) {
    delete out.dataset.stage;
    const isEdit = !answer.error && answer.json && Array.isArray(answer.json.edits);
    const isDraft = !answer.error && answer.json && Array.isArray(answer.json.instructions) && Array.isArray(answer.json.refused);
    out.dataset.state = answer.error || isEdit ? verdictOf(answer) : isDraft ? draftVerdict(answer.json) : "done";
    if (answer.error) out.replaceChildren(messageBox("error", el("p", { textContent: "error: " + answer.error })));
    else out.replaceChildren(isEdit ? editBox(answer, opts) : isDraft ? draftBox(answer, opts) : reportBox(answer, opts));
  }

  window.BlognomicAnswer = { verdictOf, draftVerdict, messageBox, stage, quote, findingsList, blockNodes, show };
})();
