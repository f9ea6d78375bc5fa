"""The browser check installed as players install it, in real headless Chromium against the real local MediaWiki:
the README's `common.js` line saved through the wiki's own edit form, the gadget an admin installs and a player turns
on in the preferences, the userscript for a userscript manager (its header's patterns against the edit pages'
addresses, its body run as a manager runs it); nothing of the engine fetched until the button is pressed (or "check
as I type" is on), the blog's userscript loading it only where a pending votable matter is shown (both counted in
the requests the site's server answered); and every file the engine runs checked by its SHA-256, a tampered one
refused in one line."""
from __future__ import annotations

import importlib.util
import re
import shutil
import urllib.request
from pathlib import Path

import pytest
import test_web
from test_web import AS_OF, BLOG, GARTENBERG, ROOT, body_attr, illegal, wait

# the browser and the built site, as the other browser tests have them
chrome = test_web.chrome
site = test_web.site

pytestmark = pytest.mark.slow
README = ROOT / "README.md"
# what the engine is made of on the site: any request for one of these is the engine loading
ENGINE = re.compile(r"^/tools/(engine-start\.js|engine\.js|worker\.mjs|pyodide/|wheels/)")


def build_web():
    spec = importlib.util.spec_from_file_location("build_web", ROOT / "scripts" / "build_web.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def engine_requests(srv) -> list[str]:
    return [path for _, path, _ in srv.log if ENGINE.match(path)]


@pytest.fixture
def gamestate(mediawiki):
    mediawiki["site"].pages["Gartenberg Web"].edit((GARTENBERG / "02.wiki").read_text(), summary="the gamestate, for the browser test")
    return mediawiki


@pytest.fixture
def own_host(site):
    """The site on a server of this test's own (its log: every request the browser made of it)."""
    from blognomic_tools.sandbox.blogserver import BlogServer

    with BlogServer(BLOG, site=site) as srv:
        yield srv


def log_in_as(d, wiki: str, user: tuple[str, str]) -> None:
    d.get(wiki + "index.php?title=Special:UserLogin")
    d.delete_all_cookies()
    d.get(wiki + "index.php?title=Special:UserLogin")
    d.find_element("id", "wpName1").send_keys(user[0])
    d.find_element("id", "wpPassword1").send_keys(user[1])
    d.find_element("id", "wpLoginAttempt").click()
    wait(d, lambda d: d.execute_script("return window.mw && mw.config.get('wgUserName')") == user[0], 30)


def save_through_the_form(d, wiki: str, title: str, text: str) -> None:
    """Open the page's edit form, put `text` in its box and press Save, as a person does."""
    d.get(wiki + "index.php?title=" + title.replace(" ", "_") + "&action=edit")
    box = d.find_element("id", "wpTextbox1")
    d.execute_script("arguments[0].value = arguments[1]", box, text)
    d.find_element("id", "wpSave").click()
    wait(d, lambda d: d.execute_script("return window.mw && mw.config.get('wgAction')") == "view", 30)


def readme_common_js_line(site_url: str) -> str:
    """The line the README tells a player to put in their common.js, for this site."""
    section = README.read_text().split("## In the browser", 1)[1].split("\n## ", 1)[0]
    line = next(ln.strip() for ln in section.splitlines() if ln.strip().startswith("mw.loader.load("))
    return line.replace("https://<where the site is hosted>/", site_url)


def edit_page(d, wiki: str) -> None:
    d.get(wiki + "index.php?title=Gartenberg_Web&action=edit")
    wait(d, lambda d: d.execute_script("return document.readyState") == "complete", 30)


def press(d) -> dict:
    d.execute_script("const b = document.getElementById('blognomic-check'); if (b) b.dataset.state = 'pending'")
    d.find_element("id", "blognomic-check-button").click()
    wait(d, lambda d: d.execute_script("const b = document.getElementById('blognomic-check'); return b && b.dataset.state !== 'pending' && b.dataset.state"))
    box = d.find_element("id", "blognomic-check")
    return {"state": box.get_attribute("data-state"), "text": box.text}


# ---- (b) the common.js route, and light until used


def test_the_readme_line_saved_in_common_js_shows_the_button_and_loads_nothing_until_pressed(chrome, own_host, gamestate):
    from blognomic_tools.sandbox.mediawiki import BOB

    wiki = gamestate["url"]
    log_in_as(chrome, wiki, BOB)
    chrome.execute_script("localStorage.clear()")
    save_through_the_form(chrome, wiki, "User:Bob/common.js", readme_common_js_line(own_host.url + "/tools/"))
    own_host.log.clear()
    edit_page(chrome, wiki)
    wait(chrome, lambda d: d.find_elements("id", "blognomic-check-button"), 30)
    # the button's script, and nothing else (the page the save lands on runs common.js too: its fetch of the same
    # script may reach the server after the log was cleared, so the script may be in the log twice)
    assert {p for _, p, _ in own_host.log} == {"/tools/userscripts/wiki-check.js"}
    chrome.execute_script("document.getElementById('wpTextbox1').value = arguments[0]", (GARTENBERG / "03.wiki").read_text())
    assert engine_requests(own_host) == []
    got = press(chrome)
    assert got["state"] == "legal", got
    loaded = engine_requests(own_host)
    assert any(p.startswith("/tools/pyodide/pyodide.asm.wasm") for p in loaded) and "/tools/worker.mjs" in loaded
    # "check as I type", turned on: remembered for this wiki; the engine then loads with the page, and an edit is
    # checked after a pause in typing, without a press
    chrome.find_element("id", "blognomic-check-as-you-type").click()
    own_host.log.clear()
    edit_page(chrome, wiki)
    wait(chrome, lambda d: d.find_elements("id", "blognomic-check-button"), 30)
    assert chrome.find_element("id", "blognomic-check-as-you-type").is_selected()
    wait(chrome, lambda d: engine_requests(own_host), 30)
    chrome.execute_script("const t = document.getElementById('wpTextbox1'); t.value = arguments[0];"
                          "t.dispatchEvent(new Event('input'))", illegal((GARTENBERG / "03.wiki").read_text()))
    wait(chrome, lambda d: d.execute_script("const b = document.getElementById('blognomic-check'); return b && b.dataset.state === 'illegal'"))
    # off again: nothing loads with the page
    chrome.find_element("id", "blognomic-check-as-you-type").click()
    own_host.log.clear()
    edit_page(chrome, wiki)
    wait(chrome, lambda d: d.find_elements("id", "blognomic-check-button"), 30)
    assert engine_requests(own_host) == []


# ---- (c) the gadget an admin installs


def test_the_gadget_an_admin_installs_shows_the_button_to_a_player_who_turns_it_on(chrome, own_host, gamestate):
    from blognomic_tools.sandbox.mediawiki import ADMIN, BOB

    wiki = gamestate["url"]
    shipped = {name: urllib.request.urlopen(f"{own_host.url}/tools/gadget/{name}").read().decode()
               for name in ("Gadgets-definition.txt", "Gadget-blognomic-check.js", "Gadget-blognomic-check.txt")}
    log_in_as(chrome, wiki, ADMIN)
    save_through_the_form(chrome, wiki, "MediaWiki:Gadgets-definition", shipped["Gadgets-definition.txt"])
    save_through_the_form(chrome, wiki, "MediaWiki:Gadget-blognomic-check.js", shipped["Gadget-blognomic-check.js"])
    save_through_the_form(chrome, wiki, "MediaWiki:Gadget-blognomic-check", shipped["Gadget-blognomic-check.txt"])
    chrome.get(wiki + "index.php?title=Special:Gadgets")
    assert "blognomic-check" in chrome.page_source
    # the browser's copy of the wiki's module list (kept 5 minutes) is from before the gadget: a player's, later, is not
    chrome.execute_cdp_cmd("Network.clearBrowserCache", {})
    log_in_as(chrome, wiki, BOB)
    chrome.get(wiki + "index.php?title=Special:Preferences#mw-prefsection-gadgets")
    wait(chrome, lambda d: d.execute_script("return document.readyState") == "complete", 30)
    tick = chrome.find_element("css selector", 'input[name="wpgadget-blognomic-check"]')
    chrome.execute_script("arguments[0].scrollIntoView({block: 'center'})", tick)
    tick.click()
    save = chrome.find_element("css selector", "#mw-prefs-form button[type=submit]")
    wait(chrome, lambda d: save.get_attribute("disabled") is None, 30)  # the form saw the change
    save.click()
    wait(chrome, lambda d: d.execute_script("return window.mw && mw.user.options.get('gadget-blognomic-check')") in ("1", 1), 30)
    own_host.log.clear()
    edit_page(chrome, wiki)
    wait(chrome, lambda d: d.find_elements("id", "blognomic-check-button"), 30)
    assert engine_requests(own_host) == []
    # not on a page being read: the gadget is for edit pages only
    chrome.get(wiki + "index.php?title=Gartenberg_Web")
    wait(chrome, lambda d: d.execute_script("return document.readyState") == "complete", 30)
    assert not chrome.find_elements("id", "blognomic-check-button")


# ---- (a) the userscript for a userscript manager


def header(text: str) -> dict[str, list[str]]:
    block = text.split("// ==UserScript==", 1)[1].split("// ==/UserScript==", 1)[0]
    out: dict[str, list[str]] = {}
    for m in re.finditer(r"^// @(\S+)\s+(.*?)\s*$", block, re.M):
        out.setdefault(m.group(1), []).append(m.group(2))
    return out


def match_pattern(pattern: str, url: str) -> bool:
    """@match as the managers read it (Chrome's match patterns): scheme://host/path, `*` in the path any text (the
    query included); a host without a port matches every port."""
    scheme, rest = pattern.split("://", 1)
    host, path = rest.split("/", 1)
    u_scheme, u_rest = url.split("://", 1)
    u_host, u_path = (u_rest.split("/", 1) + [""])[:2]
    if scheme != "*" and scheme != u_scheme or scheme == "*" and u_scheme not in ("http", "https"):
        return False
    u_hostname = u_host.split(":")[0]
    if host != u_host and host != u_hostname and not (host.startswith("*.") and u_hostname.endswith(host[1:])) and host != "*":
        return False
    return re.fullmatch(".*".join(map(re.escape, ("/" + path).split("*"))), "/" + u_path) is not None


def include_glob(pattern: str, url: str) -> bool:
    """@include as the managers read a glob: `*` any text, everything else itself."""
    return re.fullmatch(".*".join(map(re.escape, pattern.split("*"))), url) is not None


def runs_on(head: dict[str, list[str]], url: str) -> bool:
    return any(match_pattern(p, url) for p in head.get("match", [])) or any(include_glob(p, url) for p in head.get("include", []))


EDIT_PAGES = ["https://wiki.blognomic.com/index.php?title=Gartenberg&action=edit",
              "https://wiki.blognomic.com/index.php?title=Gartenberg&action=edit&section=2",
              "https://wiki.blognomic.com/index.php?title=Gartenberg&action=edit&oldid=1234",
              "https://wiki.blognomic.com/index.php?title=Gartenberg&action=submit",
              "http://127.0.0.1:8470/index.php?title=Gartenberg&action=edit",
              "http://127.0.0.1:8470/index.php?title=Gartenberg&action=edit&section=new"]
OTHER_PAGES = ["https://wiki.blognomic.com/index.php?title=Gartenberg", "https://wiki.blognomic.com/index.php?title=Gartenberg&action=history",
               "https://wiki.blognomic.com/wiki/Gartenberg", "https://blognomic.com/archive/moat_upgrade",
               "https://evil.example/index.php?title=X&action=edit"]


def test_the_userscripts_header_names_the_wikis_edit_pages_and_no_other(site):
    head = header((site / "userscripts" / "wiki-check.user.js").read_text())
    assert head["grant"] == ["none"] and head["run-at"] == ["document-idle"]
    assert [u for u in EDIT_PAGES if not runs_on(head, u)] == []
    assert [u for u in OTHER_PAGES if runs_on(head, u)] == []
    # the code under the header is the check the build sealed (the same hashes as the site's own copy)
    assert (site / "userscripts" / "wiki-check.user.js").read_text().endswith((site / "userscripts" / "wiki-check.js").read_text())


def run_as_a_manager(d, source: str) -> None:
    """What Violentmonkey or Tampermonkey does with `@grant none` and `@run-at document-idle`: once the page has
    loaded, the script's whole text run in the page, in a function scope of its own (no <script src>: no
    document.currentScript). No manager can be installed in this headless Chromium (they are store extensions)."""
    wait(d, lambda d: d.execute_script("return document.readyState") == "complete", 30)
    d.execute_script("(new Function(arguments[0]))()", source)


def test_the_userscript_run_as_a_manager_runs_it_checks_the_edit(chrome, own_host, gamestate):
    from blognomic_tools.sandbox.mediawiki import BOB

    wiki = gamestate["url"]
    # as the manager installs it: from the site's address (the sandbox writes its own address into the copy)
    source = urllib.request.urlopen(own_host.url + "/tools/userscripts/wiki-check.user.js").read().decode()
    assert runs_on(header(source), wiki + "index.php?title=Gartenberg_Web&action=edit")
    log_in_as(chrome, wiki, BOB)
    chrome.execute_script("localStorage.clear()")
    own_host.log.clear()
    edit_page(chrome, wiki)
    run_as_a_manager(chrome, source)
    wait(chrome, lambda d: d.find_elements("id", "blognomic-check-button"), 30)
    assert engine_requests(own_host) == []
    chrome.execute_script("document.getElementById('wpTextbox1').value = arguments[0]", illegal((GARTENBERG / "03.wiki").read_text()))
    got = press(chrome)
    assert got["state"] == "illegal", got


# ---- the blog's userscript: only where a pending votable matter is shown


@pytest.mark.parametrize("slug", ["herald_23_02_2024", "fast_slow_roll", "odd_note"])
def test_the_blog_userscript_loads_nothing_where_no_pending_matter_is_shown(chrome, own_host, slug):
    source = urllib.request.urlopen(own_host.url + "/tools/userscripts/blog-tally.user.js").read().decode()
    own_host.log.clear()
    chrome.get(f"{own_host.url}/archive/{slug}")
    chrome.execute_script("window.blognomicTools = {asOf: arguments[0]}", AS_OF)
    run_as_a_manager(chrome, source)
    chrome.execute_script("return new Promise((ok) => setTimeout(ok, 500))")
    assert not chrome.find_elements("id", "blognomic-tally")
    assert [p for _, p, _ in own_host.log if p.startswith("/tools/")] == []


def test_the_blog_userscript_loads_the_engine_under_a_pending_proposal(chrome, own_host, mediawiki):
    source = urllib.request.urlopen(own_host.url + "/tools/userscripts/blog-tally.user.js").read().decode()
    own_host.log.clear()
    chrome.get(f"{own_host.url}/archive/moat_upgrade")
    chrome.execute_script("window.blognomicTools = {wiki: arguments[0], asOf: arguments[1]}", mediawiki["url"] + "api.php", AS_OF)
    run_as_a_manager(chrome, source)
    wait(chrome, lambda d: d.execute_script("const b = document.getElementById('blognomic-tally'); return b && b.dataset.state !== 'pending' && b.dataset.state"))
    assert chrome.find_element("id", "blognomic-tally").get_attribute("data-state") == "done", chrome.find_element("id", "blognomic-tally").text
    assert any(p.startswith("/tools/pyodide/") for p in engine_requests(own_host))
    assert engine_requests(own_host)[:2] == ["/tools/engine-start.js", "/tools/engine.js"]  # the start-up both user scripts share


# ---- integrity: every file the engine runs, checked


def tampered(site: Path, tmp_path: Path, rel: str) -> Path:
    bad = tmp_path / "dist"
    shutil.copytree(site, bad)
    f = bad / rel
    data = f.read_bytes()
    f.write_bytes(data[:-1] + bytes([data[-1] ^ 1]) if not rel.endswith((".js", ".mjs")) else data + b"\n;console.log('tampered');\n")
    return bad


@pytest.mark.parametrize("rel", ["engine.js", "app.js", "worker.mjs", "pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs", "pyodide/pyodide.asm.wasm",
                                 "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json", "wheels/manifest.json"])
def test_a_tampered_file_of_the_engine_is_refused_in_one_line(chrome, site, tmp_path, rel):
    from blognomic_tools.sandbox.blogserver import BlogServer

    with BlogServer(BLOG, site=tampered(site, tmp_path, rel)) as srv:
        chrome.get(srv.url + "/tools/")
        wait(chrome, lambda d: body_attr(d, "engine") in ("ready", "failed"))
        status = chrome.find_element("id", "status").text
        assert body_attr(chrome, "engine") == "failed", status
        assert status.endswith(f"{srv.url}/tools/{rel}: not the file the build made (its SHA-256 differs): refused"), status
        assert "\n" not in status


def test_a_tampered_engine_is_refused_on_the_edit_page_in_one_line(chrome, site, gamestate, tmp_path):
    from blognomic_tools.sandbox.blogserver import BlogServer
    from blognomic_tools.sandbox.mediawiki import BOB

    wiki = gamestate["url"]
    log_in_as(chrome, wiki, BOB)
    chrome.execute_script("localStorage.clear()")
    for rel in ("engine-start.js", "engine.js", "pyodide/python_stdlib.zip"):
        with BlogServer(BLOG, site=tampered(site, tmp_path / rel.replace("/", "-"), rel)) as srv:
            source = urllib.request.urlopen(srv.url + "/tools/userscripts/wiki-check.user.js").read().decode()
            edit_page(chrome, wiki)
            run_as_a_manager(chrome, source)
            wait(chrome, lambda d: d.find_elements("id", "blognomic-check-button"), 30)
            got = press(chrome)
            assert got["state"] == "failed", got
            assert got["text"].count("\n") == 0 and "SHA-256" in got["text"] and f"/tools/{rel}" in got["text"], got


def test_both_user_scripts_load_one_sealed_start_up(site):
    """The wiki's check and the blog's tally start the engine through one file, engine-start.js, each loading it by its
    Subresource Integrity; it alone loads engine.js (by engine.js's): neither user script carries a copy of that."""
    import base64
    import hashlib

    def sri(rel: str) -> str:
        return "sha256-" + base64.b64encode(hashlib.sha256((site / rel).read_bytes()).digest()).decode()

    for rel in ("userscripts/wiki-check.js", "userscripts/wiki-check.user.js", "userscripts/blog-tally.user.js"):
        text = (site / rel).read_text()
        assert f'const START_INTEGRITY = "{sri("engine-start.js")}";' in text, rel
        assert "ENGINE_INTEGRITY" not in text and '"engine.js"' not in text and "BlognomicEngine.start(" not in text, rel
    assert f'const ENGINE_INTEGRITY = "{sri("engine.js")}";' in (site / "engine-start.js").read_text()


def test_a_site_resealed_after_a_change_runs(site, tmp_path):
    """The build's seal, run again on a changed copy, writes hashes the pages accept (what the snapshot test's
    "another build" relies on): every recorded hash is the file's."""
    import hashlib
    import json

    mine = tmp_path / "dist"
    shutil.copytree(site, mine)
    (mine / "worker.mjs").write_text((mine / "worker.mjs").read_text() + "\n// changed\n")
    build_web().seal(mine)
    recorded = json.loads(re.search(r"const INTEGRITY = (\{.*?\});", (mine / "engine.js").read_text()).group(1))
    assert recorded == {rel: hashlib.sha256((mine / rel).read_bytes()).hexdigest() for rel in recorded}
    assert "worker.mjs" in recorded and "pyodide/pyodide.asm.wasm" in recorded and "pyodide/python_stdlib.zip" in recorded
