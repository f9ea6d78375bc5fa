"""The edit page's answer as a page of the wiki shows it, in real headless Chromium against the real local MediaWiki:
the verdict in MediaWiki's own message box (legal, illegal, cannot tell: never an exit code), the findings grouped by
player, each with its rule's words linking to that rule's heading on the Ruleset page, the CLI's text copied byte for
byte; at a phone's width (360 px) nothing scrolls sideways; after a job the focus is back on the button, the answer is
announced and in view, and while it runs the old answer is gone and a bar moves through named stages."""
from __future__ import annotations

import json

import pytest
import test_web
from test_web import GARTENBERG, illegal, log_in, open_edit_page, shot, validate_cli, wait

chrome = test_web.chrome
site = test_web.site
host = test_web.host
gamestate_page = test_web.gamestate_page

pytestmark = pytest.mark.slow

VERDICT = {"legal": "success", "illegal": "error", "cannot tell": "warning"}


def width(d, px: int | None) -> None:
    """The page laid out as a screen `px` wide shows it (None: as the browser's own window)."""
    if px is None:
        d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    else:
        d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": px, "height": 800, "deviceScaleFactor": 1, "mobile": False})


# every change of the box while a job runs: its state, stage, bar and whether a verdict is still shown
WATCH = """const b = document.getElementById('blognomic-check');
window.seen = [];
if (b) new MutationObserver(() => window.seen.push({state: b.dataset.state, stage: b.dataset.stage || null,
    bar: b.querySelector('progress') ? b.querySelector('progress').value : null,
    verdict: !!b.querySelector('.mw-message-box-success, .mw-message-box-error, .mw-message-box-warning')}))
  .observe(b, {subtree: true, childList: true, attributes: true, characterData: true});"""


def press(d) -> dict:
    """Press the button and read the answer as shown: its box, verdict, groups, rule links and quotes."""
    d.execute_script("const b = document.getElementById('blognomic-check'); if (b) b.dataset.state = 'pending'")
    d.execute_script(WATCH)
    d.find_element("id", "blognomic-check-button").click()
    wait(d, lambda d: d.execute_script("const b = document.getElementById('blognomic-check'); return b && b.dataset.state !== 'pending' && b.dataset.state"))
    wait(d, lambda d: d.find_element("id", "blognomic-check-button").get_attribute("data-snapshot"), 60)
    return d.execute_script("""const b = document.getElementById('blognomic-check');
      const m = b.querySelector('.mw-message-box');
      return {state: b.dataset.state, live: b.getAttribute('aria-live'), cls: m ? m.className : null,
        verdict: m && m.querySelector('strong') ? m.querySelector('strong').textContent : null, text: b.innerText,
        groups: [...b.querySelectorAll('.blognomic-findings > li')].map(li => [li.dataset.player, li.innerText]),
        links: [...b.querySelectorAll('.blognomic-rule a')].map(a => a.href),
        quotes: [...b.querySelectorAll('.blognomic-rule')].map(s => s.textContent),
        focus: document.activeElement && document.activeElement.id, seen: window.seen};""")


def copied(d) -> str:
    """What "Copy as text" puts on the clipboard (the page's clipboard call, seen)."""
    d.execute_script("window.clip = null; navigator.clipboard.writeText = (t) => { window.clip = t; return Promise.resolve(); }")
    d.find_element("id", "blognomic-check-copy").click()
    wait(d, lambda d: d.execute_script("return window.clip !== null"), 10)
    return d.execute_script("return window.clip")


def anchors_exist(d, links: list[str]) -> list[str]:
    """The links whose page has no element of their anchor's id (MediaWiki's heading ids)."""
    missing = []
    for url in sorted(set(links)):
        d.get(url)
        if not d.execute_script("return !!document.getElementById(decodeURIComponent(location.hash.slice(1)))"):
            missing.append(url)
    return missing


@pytest.mark.parametrize("edit", ["legal", "illegal"])
def test_the_verdict_is_a_message_box_with_findings_by_player_and_their_rules(chrome, host, gamestate_page, tmp_path, edit):
    wiki = gamestate_page["url"]
    new = (GARTENBERG / "03.wiki").read_text()
    text = illegal(new) if edit == "illegal" else new
    log_in(chrome, wiki)
    width(chrome, 1280)
    try:
        open_edit_page(chrome, wiki, host.url + "/tools/")
        chrome.execute_script("document.getElementById('wpTextbox1').value = arguments[0]", text)
        got = press(chrome)
        code, out = validate_cli(tmp_path, wiki + "api.php", text)
        assert got["state"] == edit and f"mw-message-box-{VERDICT[edit]}" in got["cls"].split(), got
        assert got["verdict"] == edit and "exit" not in got["text"]
        groups = dict(got["groups"])
        assert "Build Moat" in groups["Kevan"]  # the action that explains Kevan's changes, under Kevan
        if edit == "illegal":
            assert "Reputation is 3: it may be at most 2" in groups["Brendan"] and "Reputation (2.1.3)" in groups["Brendan"]
        # each rule's words whole, or cut at a word with "…"; the quote of Structures is longer than a line
        edits = json.loads(validate_cli(tmp_path, wiki + "api.php", text, "--json")[1])["edits"][0]
        whole = [c["text"] for c in [*edits["explained_by"], *(f["citation"] for f in edits["findings"])] if c]
        for q in got["quotes"]:
            words = q.split(": “", 1)[1][:-1]
            if words.endswith("…"):
                cut = words[:-1]
                assert any(w.startswith(cut) and w[len(cut)] in " ,;:" for w in whole), q
            else:
                assert words in whole, q
        assert any(q.endswith("…”") for q in got["quotes"])
        assert all(("#" in u and "Ruleset" in u) for u in got["links"]) and got["links"]
        # the CLI's text byte for byte, as the engine printed it (the rules' revision named by the CLI alone: see below)
        shown = chrome.execute_script("return document.querySelector('#blognomic-check pre').textContent")
        assert copied(chrome) == shown and code == (0 if edit == "legal" else 1)
        assert shown == out.replace(out.split("\n")[0], shown.split("\n")[0], 1) and shown.split(")")[0] in out.split("\n")[0]
        shot(chrome, f"wiki-check-{edit}-1280", "blognomic-check")
        assert anchors_exist(chrome, got["links"]) == []
    finally:
        width(chrome, None)


def _overflowing(chrome) -> list:
    """The answer's parts that reach past the window's right edge (a pre scrolls inside its own box: its box counts)."""
    return chrome.execute_script(
        "const out = []; for (const e of document.querySelectorAll('#blognomic-check, #blognomic-check *')) {"
        " const r = e.getBoundingClientRect(); if (r.width && r.right > document.documentElement.clientWidth + 1)"
        " out.push([e.tagName, e.className.toString().slice(0, 40), Math.round(r.right)]); } return out")


def test_at_a_phones_width_nothing_scrolls_sideways_and_the_focus_comes_back(chrome, host, gamestate_page, tmp_path):
    wiki = gamestate_page["url"]
    log_in(chrome, wiki)
    width(chrome, 360)
    try:
        open_edit_page(chrome, wiki, host.url + "/tools/")
        # MediaWiki's own page may be wider than a phone (the sandbox's skin puts a red link of the personal tools at
        # 386 px): the answer must add no width of its own, and none of its parts may reach past the window
        page_width = chrome.execute_script("return document.documentElement.scrollWidth")
        chrome.execute_script("document.getElementById('wpTextbox1').value = arguments[0]", illegal((GARTENBERG / "03.wiki").read_text()))
        got = press(chrome)
        assert got["state"] == "illegal" and got["live"] == "polite"
        assert got["focus"] == "blognomic-check-button"
        assert chrome.execute_script("return document.documentElement.scrollWidth") <= max(360, page_width)
        assert _overflowing(chrome) == []
        chrome.execute_script("document.querySelector('#blognomic-check details').open = true")  # the CLI's text, shown
        assert chrome.execute_script("return document.documentElement.scrollWidth") <= max(360, page_width)
        assert _overflowing(chrome) == []
        chrome.execute_script("document.querySelector('#blognomic-check details').open = false")
        # in view: the box's top within the window
        top = chrome.execute_script("return document.getElementById('blognomic-check').getBoundingClientRect().top")
        assert 0 <= top < 800
        shot(chrome, "wiki-check-illegal-360")
        # a second job: the old answer is gone while it runs, and the bar moves through named stages
        got = press(chrome)
        pending = [s for s in got["seen"] if s["state"] == "pending"]
        assert pending and not any(s["verdict"] for s in pending), got["seen"]
        stages = [s["stage"] for s in pending if s["stage"]]
        assert "reading the Ruleset" in stages and "checking" in stages, stages
        bars = [s["bar"] for s in pending if s["bar"] is not None]
        assert bars == sorted(bars) and bars[-1] > 0, bars
        assert got["focus"] == "blognomic-check-button"
    finally:
        width(chrome, None)
