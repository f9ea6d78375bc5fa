"""The site's own page answers as the wiki's edit page does, in real headless Chromium against the site the sandbox
serves: the verdict in words in MediaWiki's message box (never "exit 1"), the findings grouped by player with the
rules they cite, "Copy as text" giving the CLI's text byte for byte; the answer placed under the button that asked
for it and in view, announced (aria-live), the focus back on the button; while a job runs the old answer is gone and
a bar moves through the stages the Worker names; at a phone's width (360 px) nothing scrolls sideways and the tables
of a profile and a tally stack, each cell under its column's name."""
from __future__ import annotations

import json

import pytest
import test_web
from test_web import AS_OF, BLOG, GARTENBERG, RULESET, cli, fill, illegal, shot, wait

chrome = test_web.chrome
site = test_web.site
host = test_web.host
page = test_web.page

pytestmark = pytest.mark.slow

RULESET_ARG = "fixtures/rulesets/ruleset-2024-02-24.wiki"
POST = BLOG / "archive" / "moat_upgrade.html"
POST_ARG = "fixtures/blog/site/archive/moat_upgrade.html"

# every change of the answer's box while a job runs: its state, stage, bar, whether a verdict (or an old answer's
# table, or JSON) is still shown
WATCH = """const b = document.getElementById('answer-box');
window.seen = [];
if (b) new MutationObserver(() => window.seen.push({state: b.dataset.state || null, stage: b.dataset.stage || null,
    bar: b.querySelector('progress') ? b.querySelector('progress').value : null,
    old: !!b.querySelector('.mw-message-box-success, .mw-message-box-error, .mw-message-box-warning, table, pre')
      || !!document.getElementById('out-json').textContent}))
  .observe(b, {subtree: true, childList: true, attributes: true, characterData: true});"""

READ = """const b = document.getElementById('answer-box');
const m = b && b.querySelector('.mw-message-box');
const top = document.getElementById('answer').getBoundingClientRect().top;
return {state: b && b.dataset.state, live: b && b.getAttribute('aria-live'), cls: m ? m.className : null,
  verdict: m && m.querySelector('p > strong') ? m.querySelector('p > strong').textContent : null,
  text: b ? b.innerText : '', pre: b && b.querySelector('.blognomic-output pre') ? b.querySelector('.blognomic-output pre').textContent : null,
  groups: b ? [...b.querySelectorAll('.blognomic-findings > li')].map(li => [li.dataset.player, li.innerText]) : [],
  links: b ? [...b.querySelectorAll('.blognomic-rule a')].map(a => a.href) : [],
  tables: b ? [...b.querySelectorAll('table.blognomic-table')].map(t => ({
    head: [...t.querySelectorAll('th')].map(th => th.textContent),
    rows: [...t.querySelectorAll('tbody tr')].map(tr => [...tr.cells].map(td => td.textContent)),
    display: [...new Set([...t.querySelectorAll('td')].map(td => getComputedStyle(td).display))],
    right: Math.max(...[...t.querySelectorAll('tr')].map(tr => tr.getBoundingClientRect().right))})) : [],
  focus: document.activeElement && document.activeElement.id, top, height: innerHeight,
  scroll: document.scrollingElement.scrollWidth, width: innerWidth, inside: document.documentElement.clientWidth,
  seen: window.seen || []};"""


def width(d, px: int | None) -> None:
    """The page laid out as a screen `px` wide shows it (None: as the browser's own window)."""
    if px is None:
        d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    else:
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": px, "height": 800, "deviceScaleFactor": 1, "mobile": False})


def ask(d, button: str) -> dict:
    """Press a button of the page (scrolled to it, as a player does) and read the answer as shown."""
    d.execute_script("document.body.dataset.answer = 'pending'; arguments[0].scrollIntoView({block: 'center'})", d.find_element("id", button))
    d.execute_script(WATCH)
    d.find_element("id", button).click()
    wait(d, lambda d: d.execute_script("return document.body.dataset.answer") not in (None, "pending"))
    return d.execute_script(READ)


def copied(d) -> str:
    """What "Copy as text" puts on the clipboard (the page's clipboard call, seen)."""
    d.execute_script("window.clip = null; navigator.clipboard.writeText = (t) => { window.clip = t; return Promise.resolve(); }")
    d.find_element("id", "copy-text").click()
    wait(d, lambda d: d.execute_script("return window.clip !== null"), 10)
    return d.execute_script("return window.clip")


def edit(d, tmp_path, kind: str) -> tuple[int, str]:
    """The page's edit form filled with Gartenberg's Build (legal, or with Brendan's Reputation too high); the CLI's
    exit and text for the same two texts."""
    old, new = (GARTENBERG / "02.wiki").read_text(), (GARTENBERG / "03.wiki").read_text()
    new = illegal(new) if kind == "illegal" else new
    (tmp_path / "old.wiki").write_text(old)
    (tmp_path / "new.wiki").write_text(new)
    fill(d, old=old, new=new, page="old.wiki → new.wiki")
    return cli("validate", "--old", str(tmp_path / "old.wiki"), "--new", str(tmp_path / "new.wiki"), "--ruleset", str(RULESET))


def picture(d, name: str) -> None:
    """The answer's screenshot (docs/screenshots, when the README's pictures are made), from its top."""
    d.execute_script("document.getElementById('answer').scrollIntoView({block: 'start'})")
    shot(d, name)


def in_view(got: dict) -> bool:
    return 0 <= got["top"] < got["height"]


@pytest.mark.parametrize("kind, box", [("legal", "success"), ("illegal", "error")])
def test_an_edits_verdict_is_said_in_words_with_its_findings_by_player(page, tmp_path, kind, box):
    width(page, 1280)
    try:
        code, out = edit(page, tmp_path, kind)
        got = ask(page, "validate-btn")
        assert got["state"] == kind and f"mw-message-box-{box}" in got["cls"].split(), got["cls"]
        assert got["verdict"] == kind and "exit" not in got["text"]
        groups = dict(got["groups"])
        assert "Build Moat" in groups["Kevan"]  # the action that explains Kevan's changes, under Kevan
        if kind == "illegal":
            assert "Reputation is 3: it may be at most 2" in groups["Brendan"] and "Reputation (2.1.3)" in groups["Brendan"]
        assert got["links"] and all("#" in u and "Ruleset" in u for u in got["links"])
        # announced, in view, the focus back on the button that asked
        assert got["live"] == "polite" and got["text"].startswith(kind + ": ")
        assert in_view(got) and got["focus"] == "validate-btn"
        # the CLI's text, byte for byte
        picture(page, f"site-validate-{kind}-1280")
        assert got["pre"] == out and copied(page) == out and code == (0 if kind == "legal" else 1)
    finally:
        width(page, None)


def test_a_new_job_clears_the_old_answer_and_names_its_stages_in_order(page, host, tmp_path):
    edit(page, tmp_path, "illegal")
    first = ask(page, "validate-btn")
    assert first["state"] == "illegal"
    got = ask(page, "validate-btn")
    pending = [s for s in got["seen"] if s["state"] == "pending"]
    assert pending and got["seen"][0]["state"] == "pending" and not any(s["old"] for s in pending), got["seen"]
    stages = [s["stage"] for s in pending if s["stage"]]
    assert [n for i, n in enumerate(stages) if not i or stages[i - 1] != n] == ["reading the Ruleset", "checking the edit", "writing the answer"], stages
    bars = [s["bar"] for s in pending if s["bar"] is not None]
    assert bars == sorted(bars) and bars[-1] > bars[0], bars
    assert got["state"] == "illegal" and got["focus"] == "validate-btn"
    # a tally read from the post's address: the page's own stage first, then the Worker's
    fill(page, post="", **{"post-url": host.url + "/archive/moat_upgrade", "as-of": AS_OF})
    got = ask(page, "tally-btn")
    stages = [s["stage"] for s in got["seen"] if s["state"] == "pending" and s["stage"]]
    assert [n for i, n in enumerate(stages) if not i or stages[i - 1] != n] == ["reading the post", "reading the Ruleset", "counting the votes", "writing the answer"], stages
    assert got["state"] == "done" and got["focus"] == "tally-btn"


@pytest.mark.parametrize("px", [360, 700, 1280])
def test_profile_and_tally_tables_stack_on_a_phone_and_nothing_scrolls_sideways(page, tmp_path, px):
    width(page, px)
    try:
        # the profile: its table, a row per mechanic, the CLI's text copied byte for byte
        fill(page, ruleset=RULESET.read_text(), **{"ruleset-name": RULESET_ARG})
        got = ask(page, "profile-btn")
        profile = json.loads(cli("ruleset", "profile", RULESET_ARG, "--json")[1])
        assert got["state"] == "done" and got["verdict"] == "profile" and got["live"] == "polite"
        [table] = got["tables"]
        assert table["head"] == ["field", "value", "read from"]
        assert {r[0] for r in table["rows"]} >= {"player_term", "quorum", "gamestate_location", "votes.vote_is"}
        assert dict((r[0], r[1]) for r in table["rows"])["player_term"] == profile["player_term"]["value"]
        if px != 700:  # a width between a phone's and a desktop's: checked, not pictured
            picture(page, f"site-profile-{px}")
        assert copied(page) == cli("ruleset", "profile", RULESET_ARG)[1]
        assert got["focus"] == "profile-btn" and in_view(got)
        assert table["display"] == (["block"] if px == 360 else ["table-cell"]) and table["right"] <= got["width"]
        assert got["scroll"] <= got["width"] and got["scroll"] <= got["inside"], got  # the window, its scroll bar not counted
        # the tally: a row per matter, its verdict in words
        fill(page, post=POST.read_text(), **{"post-url": POST_ARG, "as-of": AS_OF})
        got = ask(page, "tally-btn")
        assert got["state"] == "done" and got["verdict"] == "tally" and "enactable now: Proposal: Moat Upgrade" in got["text"]
        [table] = got["tables"]
        assert got["focus"] == "tally-btn" and in_view(got)
        assert table["head"][:2] == ["#", "matter"] and table["rows"][0][1] == "Proposal: Moat Upgrade" and "enactable now" in table["rows"][0]
        if px != 700:  # a width between a phone's and a desktop's: checked, not pictured
            picture(page, f"site-tally-{px}")
        assert copied(page) == cli("tally", POST_ARG, "--ruleset", RULESET_ARG, "--as-of", AS_OF, "--no-cache")[1]
        assert table["display"] == (["block"] if px == 360 else ["table-cell"]) and table["right"] <= got["width"]
        assert got["scroll"] <= got["width"] and got["scroll"] <= got["inside"], got
        # an illegal edit, its CLI text opened too
        edit(page, tmp_path, "illegal")
        got = ask(page, "validate-btn")
        assert got["state"] == "illegal" and in_view(got) and got["scroll"] <= got["width"], got
        if px == 360:
            picture(page, "site-validate-illegal-360")
        page.execute_script("document.querySelector('#answer-box details').open = true")
        assert page.execute_script("return document.scrollingElement.scrollWidth <= document.documentElement.clientWidth")
    finally:
        width(page, None)


# drafts a player types into the page: one an admin would apply whole (its title line read as commentary), one with a
# misspelt rule name beside an order that applies, one with nothing that applies
DRAFTS = {
    "ready": 'Proposal: Lanterns\n\nAdd a new rule to the Dynastic Rules, called "Lanterns":\n\n'
             "> Each Vassal has a number of Lanterns, defaulting to 0 (see [[Castles]]).\n\n"
             'In the rule "Serfs", replace "defaulting to 5" with "defaulting to 4".\n',
    "some refused": 'In the rule "Heralds", replace "Herald" with "Town Crier".\n\nRepeal the rule "Serfs".\n',
    "cannot be applied": 'In the rule "Heralds", replace "Herald" with "Town Crier".\n',
}
DRAFT_WORDS = {"ready": ("success", "an admin would apply all of it"), "some refused": ("warning", "some lines would be refused"),
               "cannot be applied": ("error", "cannot be applied")}

READ_DRAFT = """const b = document.getElementById('answer-box');
return {diff: [...b.querySelectorAll('pre.blognomic-diff span')].map(s => [s.dataset.line, s.textContent]),
  refused: [...b.querySelectorAll('.blognomic-refused > li')].map(li => li.innerText),
  limits: [...b.querySelectorAll('.blognomic-limits a')].map(a => a.href)};"""


def type_draft(d, text: str) -> None:
    """The draft typed into its box, as a player types it (the box emptied first)."""
    box = d.find_element("id", "draft")
    d.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
    box.clear()
    box.send_keys(text)


@pytest.mark.parametrize("px", [360, 1280])
def test_a_draft_proposal_is_checked_as_the_cli_checks_it(page, tmp_path, px):
    width(page, px)
    try:
        fill(page, ruleset=RULESET.read_text(), **{"ruleset-name": RULESET_ARG})
        for kind, draft in DRAFTS.items():
            (tmp_path / "draft.txt").write_text(draft, encoding="utf-8")
            code, out = cli("proposal", "check", str(tmp_path / "draft.txt"), "--ruleset", RULESET_ARG)
            type_draft(page, draft)
            assert page.find_element("id", "draft").get_property("value") == draft
            got = ask(page, "check-btn")
            box, words = DRAFT_WORDS[kind]
            # the verdict in words in the message box (never "exit 1"), announced, in view, the focus back on the button
            assert got["state"] == kind and f"mw-message-box-{box}" in got["cls"].split(), (kind, got["cls"])
            assert got["verdict"] == words and got["text"].startswith(words + ": ") and "exit" not in got["text"]
            assert got["live"] == "polite" and in_view(got) and got["focus"] == "check-btn"
            # its stages named in order, the bar moving forward only
            stages = [s["stage"] for s in got["seen"] if s["state"] == "pending" and s["stage"]]
            assert [n for i, n in enumerate(stages) if not i or stages[i - 1] != n] == ["reading the Ruleset", "applying the draft", "writing the answer"]
            shown = page.execute_script(READ_DRAFT)
            # what an admin would apply, as the CLI's table; the lines refused, quoted, with "did you mean"
            [table] = got["tables"]
            assert table["head"] == ["#", "kind", "place", "status", "from the draft"]
            assert table["display"] == (["block"] if px == 360 else ["table-cell"]) and table["right"] <= got["width"]
            if kind == "ready":
                assert [r[3] for r in table["rows"]] == ["applied", "applied"] and shown["refused"] == []
                assert ["added", "+== Lanterns ==\n"] in shown["diff"] and ["removed", "-Each Vassal has a publicly-tracked number named Serfs defaulting to 5. "
                                                                          "As a Virtual Action, a Vassal may Assign their Serfs to one or more Tasks, replacing any "
                                                                          "previous Assignment. If they Assign fewer Serfs than they have, any remaining Serfs are "
                                                                          "considered to be Assigned to Idle.\n"] in shown["diff"]
                assert ["added", "+Each Vassal has a number of Lanterns, defaulting to 0 (see [[Castles]]).\n"] in shown["diff"]
                assert "“Proposal: Lanterns”" in got["text"]  # the title line: commentary
            else:
                assert shown["refused"] == ["✗ “In the rule “Heralds”, replace “Herald” with “Town Crier”.”: no such rule: "
                                            "no rule 'Heralds' in the Ruleset; did you mean 'Herald'?"]
                assert bool(shown["diff"]) == (kind == "some refused")
            assert shown["limits"] and all(u.endswith("#Proposals") for u in shown["limits"])
            # nothing scrolls sideways; "Copy as text" gives the CLI's text byte for byte
            assert got["scroll"] <= got["width"] and got["scroll"] <= got["inside"], got
            if kind != "cannot be applied":
                picture(page, f"site-check-{kind.replace(' ', '-')}-{px}")
            assert got["pre"] == out and copied(page) == out and code == (0 if kind == "ready" else 1)
            page.execute_script("document.querySelector('#answer-box details').open = true")
            assert page.execute_script("return document.scrollingElement.scrollWidth <= document.documentElement.clientWidth")
    finally:
        width(page, None)


# (last: it leaves the shared browser on a site whose answer.js is refused)
def test_an_answer_js_that_is_not_the_one_built_is_refused(chrome, site, tmp_path):
    # the pages load answer.js (how an answer is shown) with its SHA-256, as they load engine.js: a changed copy is
    # refused and the page says so in one line
    import shutil

    from blognomic_tools.sandbox.blogserver import BlogServer

    bad = tmp_path / "dist"
    shutil.copytree(site, bad)
    (bad / "answer.js").write_text((bad / "answer.js").read_text() + "\n// changed\n")
    with BlogServer(BLOG, site=bad) as srv:
        chrome.get(srv.url + "/tools/")
        wait(chrome, lambda d: d.execute_script("return document.body.dataset.engine"), 30)
        assert chrome.execute_script("return document.body.dataset.engine") == "failed"
        assert chrome.find_element("id", "status").text == f"{srv.url}/tools/answer.js: not the file the build made (its SHA-256 differs): refused"
