"""The engine in the browser, in real headless Chromium (Debian's chromium + chromium-driver, Selenium): the site that
`make web` builds, served as a static host serves it (the sandbox blog's /tools/), its own page, the user script on
the real MediaWiki's edit page and the user script on recorded blog pages; every answer compared with what the CLI
prints for the same inputs (the same text, the same JSON)."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "web" / "dist"
RULESET = ROOT / "fixtures" / "rulesets" / "ruleset-2024-02-24.wiki"
GARTENBERG = ROOT / "fixtures" / "wiki" / "Gartenberg"
BLOG = ROOT / "fixtures" / "blog" / "site"
AS_OF = "2024-02-22T12:00:00Z"
WIDTH = 120

pytestmark = pytest.mark.slow
SHOTS = os.environ.get("BLOGNOMIC_SCREENSHOTS")  # a folder: each browser test saves what it shows there (the README's pictures)


def shot(d, name: str, element_id: str | None = None) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        if element_id:
            d.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'center'})", element_id)
        d.save_screenshot(str(Path(SHOTS) / f"{name}.png"))


def cli(*args: str, env: dict | None = None) -> tuple[int, str]:
    e = {**os.environ, "COLUMNS": str(WIDTH), **(env or {})}
    r = subprocess.run([sys.executable, "-m", "blognomic_tools.cli.entry", *args], capture_output=True, text=True, env=e, cwd=ROOT)
    return r.returncode, r.stdout


def _sources() -> list[Path]:
    return [p for p in [*(ROOT / "web" / "src").rglob("*"), *(ROOT / "blognomic_tools").rglob("*.py"), ROOT / "pyproject.toml",
                        *(ROOT / "web").glob("*.txt"), *(ROOT / "web").glob("package*.json"), *(ROOT / "web").glob("*.mjs"),
                        ROOT / "scripts" / "build_web.py"] if p.is_file()]


@pytest.fixture(scope="module")
def site() -> Path:
    """web/dist, as `make web` builds it (built again here when a source is newer: the same script)."""
    import fcntl

    built = DIST / "wheels" / "manifest.json"
    with open(ROOT / "web" / ".build.lock", "w") as lock:  # one build at a time (the suite runs on every core)
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not built.is_file() or max(p.stat().st_mtime for p in _sources()) > built.stat().st_mtime:
            subprocess.run([sys.executable, str(ROOT / "scripts" / "build_web.py")], check=True, cwd=ROOT, capture_output=True)
    return DIST


@pytest.fixture(scope="module")
def host(site):
    """The recorded blog with the site under /tools/, as the sandbox serves them."""
    from blognomic_tools.sandbox.blogserver import BlogServer

    with BlogServer(BLOG, site=site) as srv:
        yield srv


@pytest.fixture(scope="module")
def chrome():
    from blognomic_tools.sandbox.chromium import headless_chromium

    d = headless_chromium()  # nothing but the local servers answers
    try:
        yield d
    finally:
        d.quit()


def wait(d, cond, timeout: float = 120):
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        return WebDriverWait(d, timeout, poll_frequency=0.1).until(cond)
    except TimeoutException:
        logs = "\n".join(str(e.get("message")) for e in d.get_log("browser"))
        raise AssertionError(f"the page did not get there in {timeout} s: {d.current_url}\nits console:\n{logs}") from None


def body_attr(d, name: str) -> str | None:
    return d.execute_script("return document.body.dataset[arguments[0]] || null", name)


def run_job(d, button: str) -> dict:
    """Press a button of the site's page and read the answer it shows: its exit, text and JSON."""
    d.execute_script("document.body.dataset.answer = 'pending'")
    d.find_element("id", button).click()
    wait(d, lambda d: body_attr(d, "answer") not in (None, "pending"))
    text = d.execute_script("const p = document.querySelector('#answer-box .blognomic-output pre'); return p ? p.textContent : null")
    raw = d.execute_script("return document.getElementById('out-json').textContent")
    return {"exit": int(body_attr(d, "answer")), "text": text, "json": json.loads(raw) if raw else None,
            "verdict": d.execute_script("const p = document.querySelector('#answer-box .mw-message-box p'); return p ? p.innerText : ''")}


def fill(d, **fields: str) -> None:
    for k, v in fields.items():
        d.execute_script("document.getElementById(arguments[0]).value = arguments[1]", k, v)


@pytest.fixture(scope="module")
def page(chrome, host):
    chrome.get(host.url + "/tools/")
    wait(chrome, lambda d: body_attr(d, "engine") in ("ready", "failed"))
    assert body_attr(chrome, "engine") == "ready", chrome.find_element("id", "status").text
    fill(chrome, ruleset=RULESET.read_text(), **{"ruleset-name": "fixtures/rulesets/ruleset-2024-02-24.wiki"})
    return chrome


def test_the_page_prints_the_profile_the_cli_prints(page):
    got = run_job(page, "profile-btn")
    code, text = cli("ruleset", "profile", "fixtures/rulesets/ruleset-2024-02-24.wiki")
    assert (got["exit"], got["text"]) == (code, text)
    assert got["json"] == json.loads(cli("ruleset", "profile", "fixtures/rulesets/ruleset-2024-02-24.wiki", "--json")[1])


def illegal(text: str) -> str:
    """Brendan's Reputation set to 3 where the rules allow at most 2 (as the README's tour does it)."""
    out = re.sub(r"^(\| Brendan \|\|( [0-9]+ \|\|){5}) [0-9]+ ", r"\1 3 ", text, count=1, flags=re.M)
    assert out != text
    return out


@pytest.mark.parametrize("edit, code", [("legal", 0), ("illegal", 1)])
def test_the_page_checks_an_edit_as_the_cli(page, tmp_path, edit, code):
    old, new = (GARTENBERG / "02.wiki").read_text(), (GARTENBERG / "03.wiki").read_text()
    new = illegal(new) if edit == "illegal" else new
    (tmp_path / "old.wiki").write_text(old)
    (tmp_path / "new.wiki").write_text(new)
    fill(page, old=old, new=new, page="old.wiki → new.wiki")
    got = run_job(page, "validate-btn")
    args = ("validate", "--old", str(tmp_path / "old.wiki"), "--new", str(tmp_path / "new.wiki"), "--ruleset", str(RULESET))
    assert (got["exit"], got["text"]) == (code, cli(*args)[1])
    assert got["json"] == json.loads(cli(*args, "--json")[1])
    assert (f"{edit} (" in got["text"]) and got["verdict"].startswith(f"{edit}: the Ruleset ")


def test_the_page_tallies_a_recorded_post_as_the_cli(page):
    post = BLOG / "archive" / "moat_upgrade.html"
    fill(page, post=post.read_text(), **{"post-url": "fixtures/blog/site/archive/moat_upgrade.html", "as-of": AS_OF})
    got = run_job(page, "tally-btn")
    args = ("tally", "fixtures/blog/site/archive/moat_upgrade.html", "--ruleset", "fixtures/rulesets/ruleset-2024-02-24.wiki",
            "--as-of", AS_OF, "--no-cache")
    code, text = cli(*args)
    assert (got["exit"], got["text"]) == (code, text)
    assert got["json"] == json.loads(cli(*args, "--json")[1])
    assert got["json"]["matters"][0]["verdict"] == "enactable now"
    shot(page, "site-tally", "answer")


def test_the_page_tallies_a_post_given_by_its_address(page, host):
    url = host.url + "/archive/moat_upgrade"
    fill(page, post="", **{"post-url": url, "as-of": AS_OF})
    got = run_job(page, "tally-btn")
    code, text = cli("tally", url, "--ruleset", "fixtures/rulesets/ruleset-2024-02-24.wiki", "--as-of", AS_OF, "--no-cache")
    assert (got["exit"], got["text"]) == (code, text) and "enactable now" in text


def test_bad_input_is_one_error_line(page):
    fill(page, post="<html><body>nothing here</body></html>", **{"post-url": "https://blognomic.com/archive/nothing"})
    got = run_job(page, "tally-btn")
    assert got["exit"] == 2 and got["verdict"].startswith("error: ") and "\n" not in got["verdict"]


def test_the_engine_loads_from_the_site_alone(page, host):
    # the browser resolves no host but 127.0.0.1 (see `chrome`): a fetch from a CDN would have failed the load
    got = {path.split("?")[0] for method, path, status in host.log if status in (200, 304)}
    assert {"/tools/pyodide/pyodide.asm.wasm", "/tools/pyodide/python_stdlib.zip", "/tools/wheels/manifest.json"} <= got
    manifest = json.loads((DIST / "wheels" / "manifest.json").read_text())
    assert {f"/tools/wheels/{w['file']}" for w in manifest["wheels"]} <= got


def test_the_site_ships_bytecode_compiled_by_the_browsers_python(site):
    # every module of every wheel and of the runtime's standard library is a .pyc where its .py stood (the browser
    # imports it without compiling it), of the unchecked-hash kind, all of one magic number (Pyodide's Python's)
    import struct
    import zipfile

    archives = [site / "pyodide" / "python_stdlib.zip", *sorted((site / "wheels").glob("*.whl"))]
    magics, modules = set(), {}
    for archive in archives:
        with zipfile.ZipFile(archive) as z:
            names = z.namelist()
            assert not [n for n in names if n.endswith(".py")], archive.name
            pycs = [n for n in names if n.endswith(".pyc")]
            modules[archive.name] = len(pycs)
            for n in pycs:
                magic, flags = struct.unpack("<4sI", z.read(n)[:8])
                magics.add(magic)
                assert flags == 0b01, (archive.name, n)  # hash-based, the source not checked (there is none)
    assert len(magics) == 1 and min(modules.values()) > 0, modules
    # the standard library cut down to what the jobs import (tests/test_web_first_visit.py), its modules all compiled
    assert modules["python_stdlib.zip"] == len(json.loads((site / "pyodide" / "stdlib-kept.json").read_text())["modules"]) > 150


def test_every_script_that_loads_another_carries_the_one_checked_loader(site):
    # the loader of a script by its SHA-256 has one source (web/src/checked-load.js); the build writes it into each
    # script that loads another, and none of them is left with the marker or a loader of its own
    loader = (ROOT / "web" / "src" / "checked-load.js").read_text()
    scripts = {p.relative_to(site).as_posix(): p.read_text() for p in [*site.glob("*.js"), *(site / "userscripts").glob("*.js")]}
    loading = sorted(rel for rel, text in scripts.items() if "loadChecked(" in text)
    assert loading == ["engine-start.js", "userscripts/blog-tally.user.js", "userscripts/wiki-check.js", "userscripts/wiki-check.user.js"]
    for rel in loading:
        text = scripts[rel]
        assert text.count(loader) == 1 and "checked-load.js: the build writes" not in text, rel
        assert text.count('document.createElement("script")') == 1, rel
    assert not (site / "checked-load.js").exists()


def test_a_wheel_that_is_not_the_one_built_is_refused(chrome, site, tmp_path):
    from blognomic_tools.sandbox.blogserver import BlogServer

    bad = tmp_path / "dist"
    shutil.copytree(site, bad)
    whl = next((bad / "wheels").glob("rich-*.whl"))
    whl.write_bytes(whl.read_bytes()[:-10] + b"0123456789")
    with BlogServer(BLOG, site=bad) as srv:
        chrome.get(srv.url + "/tools/")
        wait(chrome, lambda d: body_attr(d, "engine") in ("ready", "failed"))
        assert body_attr(chrome, "engine") == "failed"
        assert "SHA-256" in chrome.find_element("id", "status").text


def seal(dist: Path) -> None:
    """The build's last step again, on a changed copy of the site: its hashes written anew."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_web", ROOT / "scripts" / "build_web.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.seal(dist)


def new_chrome(profile: Path):
    """A browser of its own, with its own profile (its own caches), as a player's browser is."""
    from blognomic_tools.sandbox.chromium import headless_chromium

    return headless_chromium(profile)


def visit(d, url: str) -> str:
    """Open the site's page and wait for the engine: how it started."""
    d.get(url)
    wait(d, lambda d: body_attr(d, "engine") in ("ready", "failed"))
    assert body_attr(d, "engine") == "ready", d.find_element("id", "status").text
    return body_attr(d, "engineFrom")


def snapshot_state(d) -> str:
    """Whether the engine kept a snapshot (after its first job), or reused one: waited for."""
    wait(d, lambda d: body_attr(d, "snapshot"), 60)
    return body_attr(d, "snapshot")


def kept_snapshots(d) -> list[str]:
    return d.execute_async_script("const done = arguments[arguments.length - 1];"
                                  "caches.open('blognomic-engine').then(c => c.keys()).then(ks => done(ks.map(k => k.url)));")


DAMAGE = """const [key, how, done] = arguments;
(async () => {
  const cache = await caches.open('blognomic-engine');
  const kept = await cache.match(key);
  let body = new Uint8Array(await kept.arrayBuffer()), sha = kept.headers.get('X-Snapshot-SHA256');
  if (how === 'flip') body[body.length >> 1] ^= 1;
  else {
    body = new Uint8Array(4096).fill(7);
    sha = [...new Uint8Array(await crypto.subtle.digest('SHA-256', body))].map(b => b.toString(16).padStart(2, '0')).join('');
  }
  await cache.put(key, new Response(body, {headers: {'X-Snapshot-SHA256': sha}}));
  done(true);
})();"""


def test_a_later_visit_starts_from_the_snapshot_the_first_kept(site, tmp_path):
    from blognomic_tools.sandbox.blogserver import BlogServer

    mine = tmp_path / "dist"
    shutil.copytree(site, mine)
    old, new = (GARTENBERG / "02.wiki").read_text(), illegal((GARTENBERG / "03.wiki").read_text())
    (tmp_path / "old.wiki").write_text(old)
    (tmp_path / "new.wiki").write_text(new)
    cli_out = cli("validate", "--old", str(tmp_path / "old.wiki"), "--new", str(tmp_path / "new.wiki"), "--ruleset", str(RULESET))

    def check(d) -> None:  # the same verdict whichever way the engine started
        fill(d, ruleset=RULESET.read_text(), old=old, new=new, page="old.wiki → new.wiki")
        got = run_job(d, "validate-btn")
        assert (got["exit"], got["text"]) == cli_out

    d = new_chrome(tmp_path / "profile")
    try:
        with BlogServer(BLOG, site=mine) as srv:
            url = srv.url + "/tools/"
            assert visit(d, url) == "start"
            assert body_attr(d, "snapshot") is None and kept_snapshots(d) == []  # taken after the first job
            check(d)
            assert snapshot_state(d) == "kept"
            first = kept_snapshots(d)
            assert len(first) == 1
            assert visit(d, url) == "snapshot" and snapshot_state(d) == "reused"
            assert "from the snapshot" in d.find_element("id", "status").text
            check(d)
            # a damaged copy is dropped (one byte changed: its SHA-256 differs; or not a snapshot at all, with its own
            # SHA-256: it does not load): the engine starts afresh, answers the same and keeps a new one
            for damage in ("flip", "garbage"):
                d.execute_async_script(DAMAGE, first[0], damage)
                assert visit(d, url) == "start", damage
                check(d)
                assert snapshot_state(d) == "kept", damage
                assert visit(d, url) == "snapshot"
            # another build (here: another runtime named in the manifest) never starts from this build's snapshot
            manifest = json.loads((mine / "wheels" / "manifest.json").read_text())
            manifest["pyodide"] += "+rebuilt"
            (mine / "wheels" / "manifest.json").write_text(json.dumps(manifest))
            seal(mine)  # a build records its manifest's SHA-256 (engine.js), and engine.js's (the pages)
            assert visit(d, url) == "start"
            check(d)
            assert snapshot_state(d) == "kept"
            now = kept_snapshots(d)
            assert len(now) == 1 and now != first  # the other build's is deleted
    finally:
        d.quit()


# ---- the user script on the real MediaWiki's edit page


@pytest.fixture
def gamestate_page(mediawiki):
    site = mediawiki["site"]
    site.pages["Gartenberg Web"].edit((GARTENBERG / "02.wiki").read_text(), summary="the gamestate, for the browser test")
    return mediawiki


def log_in(d, wiki_url: str) -> None:
    """Bob, a player, logs in to the wiki (only members edit)."""
    from blognomic_tools.sandbox.mediawiki import BOB

    d.get(wiki_url + "index.php?title=Special:UserLogin")
    d.delete_all_cookies()  # an earlier test's session, which the wiki's reset forgot
    d.get(wiki_url + "index.php?title=Special:UserLogin")
    d.find_element("id", "wpName1").send_keys(BOB[0])
    d.find_element("id", "wpPassword1").send_keys(BOB[1])
    d.find_element("id", "wpLoginAttempt").click()
    wait(d, lambda d: d.execute_script("return window.mw && mw.config.get('wgUserName')") == BOB[0], 30)


def open_edit_page(d, wiki_url: str, site_url: str, query: str = "", early: bool = False) -> None:
    """The edit page of the gamestate page (`query`: "&section=1", "&oldid=N" …), with the user script loaded."""
    d.get(wiki_url + "index.php?title=Gartenberg_Web&action=edit" + query)
    if early:  # the script run before MediaWiki has set its configuration: no wgScriptPath yet
        d.execute_script("mw.config.set('wgScriptPath', null)")
    d.execute_script("const s = document.createElement('script'); s.src = arguments[0]; document.head.appendChild(s);",
                     site_url + "userscripts/wiki-check.js")  # what `mw.loader.load(...)` in a player's common.js does
    wait(d, lambda d: d.find_elements("id", "blognomic-check-button"), 30)


def check_box(d, text: str | None = None) -> dict:
    """Put `text` in the edit box (unless None), press the button and read what the check shows."""
    if text is not None:
        d.execute_script("document.getElementById('wpTextbox1').value = arguments[0]", text)
    d.execute_script("const b = document.getElementById('blognomic-check'); if (b) b.dataset.state = 'pending'")
    d.find_element("id", "blognomic-check-button").click()
    wait(d, lambda d: d.execute_script("const b = document.getElementById('blognomic-check'); return b && b.dataset.state !== 'pending' && b.dataset.state"))
    box = d.find_element("id", "blognomic-check")
    pre = d.execute_script("const p = document.querySelector('#blognomic-check pre'); return p ? p.textContent : null")
    button = d.find_element("id", "blognomic-check-button")
    wait(d, lambda d: button.get_attribute("data-snapshot"), 60)  # kept (or reused) before the page is left
    return {"state": box.get_attribute("data-state"), "head": box.text.split("\n")[0], "text": pre,
            "engine": button.get_attribute("data-engine")}


def check_on_edit_page(d, wiki_url: str, site_url: str, text: str, early: bool = False) -> dict:
    open_edit_page(d, wiki_url, site_url, early=early)
    return check_box(d, text)


def test_the_wiki_edit_page_checks_an_edit_before_saving(chrome, host, gamestate_page, tmp_path):
    wiki = gamestate_page["url"]
    api = wiki + "api.php"
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{api}"\n')
    env = {"BLOGNOMIC_CONFIG": str(cfg), "HOME": str(tmp_path)}
    new = (GARTENBERG / "03.wiki").read_text()
    log_in(chrome, wiki)
    for n, (text, state) in enumerate(((new, "legal"), (illegal(new), "illegal"))):
        got = check_on_edit_page(chrome, wiki, host.url + "/tools/", text)
        if n:  # the wiki's own Cache Storage kept the engine's snapshot at the first visit
            assert got["engine"] == "snapshot"
        (tmp_path / "new.wiki").write_text(text)
        args = ("validate", "--page", "Gartenberg Web", "--new", str(tmp_path / "new.wiki"), "--ruleset-wiki", api)
        code, out = cli(*args, env=env)
        assert got["state"] == state, got
        assert got["text"] == out and code == (0 if state == "legal" else 1)
        shot(chrome, f"wiki-check-{state}", "blognomic-check")
    # a script injected early may run before MediaWiki has set wgScriptPath (it built "http://host:portnull/api.php"
    # and the check failed on a busy machine): the wiki's API is then found from the edit page's own address
    got = check_on_edit_page(chrome, wiki, host.url + "/tools/", new, early=True)
    assert got["state"] == "legal", got
    # nothing was saved: the page is as it was
    assert gamestate_page["site"].pages["Gartenberg Web"].text() == (GARTENBERG / "02.wiki").read_text().rstrip("\n")


def validate_cli(tmp_path: Path, api: str, text: str, *extra: str) -> tuple[int, str]:
    """`blognomic validate --page "Gartenberg Web" --new FILE ...` against the test wiki."""
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{api}"\n')
    (tmp_path / "box.wiki").write_text(text)
    return cli("validate", "--page", "Gartenberg Web", "--new", str(tmp_path / "box.wiki"), "--ruleset-wiki", api, *extra,
               env={"BLOGNOMIC_CONFIG": str(cfg), "HOME": str(tmp_path)})


def more_wood(text: str) -> str:
    """Another player's change: pokes's Wood one more."""
    out = re.sub(r"^(\| pokes \|\| )([0-9]+)", lambda m: m.group(1) + str(int(m.group(2)) + 1), text, count=1, flags=re.M)
    assert out != text
    return out


def revids(site, title: str = "Gartenberg Web") -> list[int]:
    return sorted(r["revid"] for r in site.pages[title].revisions(prop="ids"))


def test_a_section_edit_is_checked_as_the_page_it_saves(chrome, host, gamestate_page, tmp_path):
    # "[edit]" beside a heading: the box holds section 1 (the Vassals) alone; the check puts it back into the page
    # as MediaWiki does (it read "illegal": table removed: 'Tasks', global removed: 'Fortnight' …)
    from blognomic_tools.parsers.sections import replace_section, section_text

    wiki, site = gamestate_page["url"], gamestate_page["site"]
    api = wiki + "api.php"
    build = section_text((GARTENBERG / "03.wiki").read_text(), 1)  # Kevan builds a Small Moat: a legal Build
    log_in(chrome, wiki)
    for box, state in ((build, "legal"), (illegal(build), "illegal")):
        open_edit_page(chrome, wiki, host.url + "/tools/", "&section=1")
        got = check_box(chrome, box)
        assert got["state"] == state, got
        code, out = validate_cli(tmp_path, api, box, "--section", "1")
        assert got["text"] == out and code == (0 if state == "legal" else 1)
        assert "removed" not in out
    assert "Reputation" in out and "— " in out  # the illegal change cites the rule it breaks
    # saved through the form, the page is the one the check judged
    base = site.pages["Gartenberg Web"].text(cache=False)
    open_edit_page(chrome, wiki, host.url + "/tools/", "&section=1")
    chrome.execute_script("document.getElementById('wpTextbox1').value = arguments[0]", build + "\n")
    chrome.find_element("id", "wpSave").click()
    wait(chrome, lambda d: "action=edit" not in d.current_url, 30)
    assert site.pages["Gartenberg Web"].text(cache=False) == replace_section(base, 1, build + "\n")
    # a new section (section=new): the page with it added under the form's subject
    open_edit_page(chrome, wiki, host.url + "/tools/", "&section=new")
    chrome.execute_script("document.getElementById('wpSummary').value = 'Notes'")
    got = check_box(chrome, "Kevan will build a moat.")
    code, out = validate_cli(tmp_path, api, "Kevan will build a moat.", "--section", "new", "--summary", "Notes")
    assert got["text"] == out and "removed" not in out


def test_what_others_saved_since_the_form_was_opened_is_listed_apart(chrome, host, gamestate_page, tmp_path):
    # the player opens the page and builds; meanwhile someone saves a change of pokes's Wood: the player's edit is
    # legal, and the other change is listed as theirs (it was blamed on the player: "pokes's Wood '1' → '2'")
    wiki, site = gamestate_page["url"], gamestate_page["site"]
    api = wiki + "api.php"
    log_in(chrome, wiki)
    opened = revids(site)[-1]
    open_edit_page(chrome, wiki, host.url + "/tools/")
    page = site.pages["Gartenberg Web"]
    page.edit(more_wood(page.text(cache=False)), summary="pokes chops wood")
    theirs = revids(site)[-1]
    new = (GARTENBERG / "03.wiki").read_text()
    got = check_box(chrome, new)
    assert got["state"] == "legal", got
    assert f"since you opened the page (revision {opened}), Admin saved revision {theirs}" in got["text"]
    assert "pokes's Wood" in got["text"].split("note: since you opened")[1] and "error" not in got["text"]
    code, out = validate_cli(tmp_path, api, new, "--base-rev", str(opened))
    assert got["text"] == out and code == 0


def test_an_edit_opened_from_an_older_revision_says_what_it_reverts(chrome, host, gamestate_page, tmp_path):
    wiki, site = gamestate_page["url"], gamestate_page["site"]
    old = revids(site)[-1]
    page = site.pages["Gartenberg Web"]
    page.edit(more_wood(page.text(cache=False)), summary="pokes chops wood")
    later = revids(site)[-1]
    log_in(chrome, wiki)
    open_edit_page(chrome, wiki, host.url + "/tools/", f"&oldid={old}")
    got = check_box(chrome, (GARTENBERG / "03.wiki").read_text())  # the Build, made from the older revision
    assert got["state"] == "legal", got
    assert f"this edit starts from revision {old}, not the page's latest ({later}): saving it reverts 1 later revision" in got["text"]
    assert f"reverted: Admin saved revision {later}" in got["text"] and "pokes's Wood" in got["text"]


# ---- the user script on the blog's pages


def tally_on_blog_page(d, url: str, site_url: str, wiki_api: str) -> dict:
    d.get(url)
    d.execute_script("window.blognomicTools = {site: arguments[0], wiki: arguments[1], asOf: arguments[2]};"
                     "const s = document.createElement('script'); s.src = arguments[0] + 'userscripts/blog-tally.user.js';"
                     "document.head.appendChild(s);", site_url, wiki_api, AS_OF)  # what a userscript manager does
    wait(d, lambda d: d.execute_script("const b = document.getElementById('blognomic-tally'); return b && b.dataset.state !== 'pending' && b.dataset.state"))
    pre = d.execute_script("const p = document.querySelector('#blognomic-tally pre'); return p ? p.textContent : null")
    return {"state": d.find_element("id", "blognomic-tally").get_attribute("data-state"), "text": pre,
            "box": d.find_element("id", "blognomic-tally").text}


def test_a_post_page_shows_its_tally_as_the_cli(chrome, host, mediawiki, tmp_path):
    api = mediawiki["url"] + "api.php"
    got = tally_on_blog_page(chrome, host.url + "/archive/moat_upgrade", host.url + "/tools/", api)
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{api}"\n')
    code, out = cli("tally", host.url + "/archive/moat_upgrade", "--ruleset-wiki", api, "--as-of", AS_OF, "--no-cache",
                    env={"BLOGNOMIC_CONFIG": str(cfg), "HOME": str(tmp_path)})
    assert got["state"] == "done", (got["box"], [e.get("message") for e in chrome.get_log("browser")])
    assert got["text"] == out and code == 0
    shot(chrome, "blog-post-tally", "blognomic-tally")


def test_the_front_page_shows_the_pending_queue_as_the_cli(chrome, host, mediawiki, tmp_path):
    api = mediawiki["url"] + "api.php"
    got = tally_on_blog_page(chrome, host.url + "/", host.url + "/tools/", api)
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{api}"\n')
    code, out = cli("tally", "--pending", "--blog", host.url, "--ruleset-wiki", api, "--as-of", AS_OF, "--no-cache",
                    env={"BLOGNOMIC_CONFIG": str(cfg), "HOME": str(tmp_path)})
    assert got["state"] == "done", got["box"]
    assert code == 0 and "Proposal: Moat Upgrade" in out and "Call for Judgement" in out  # the recorded queue: three matters
    assert got["text"] == out


def queue_box(d) -> dict:
    wait(d, lambda d: d.execute_script("const b = document.getElementById('blognomic-queue'); return b && b.dataset.state && b.dataset.state !== 'pending' && b.dataset.state"))
    pre = d.execute_script("const p = document.querySelector('#blognomic-queue pre'); return p ? p.textContent : null")
    return {"state": d.find_element("id", "blognomic-queue").get_attribute("data-state"), "text": pre, "box": d.find_element("id", "blognomic-queue").text}


def test_the_front_page_shows_a_players_queue_as_the_cli_for_the_name_set_once(chrome, host, mediawiki, tmp_path):
    api = mediawiki["url"] + "api.php"
    at = "2024-02-21T21:00:00Z"  # Herald Skipped one FOR short of Quorum
    chrome.get(host.url + "/")
    chrome.execute_script("localStorage.clear()")
    script = ("window.blognomicTools = {site: arguments[0], wiki: arguments[1], asOf: arguments[2]};"
              "const s = document.createElement('script'); s.src = arguments[0] + 'userscripts/blog-tally.user.js'; document.head.appendChild(s);")
    chrome.execute_script(script, host.url + "/tools/", api, at)
    wait(chrome, lambda d: d.find_elements("id", "blognomic-player"))
    assert chrome.find_element("id", "blognomic-player").get_attribute("value") == ""  # no name yet: the box asks for it
    assert chrome.find_element("id", "blognomic-queue").get_attribute("data-state") is None
    chrome.find_element("id", "blognomic-player").send_keys("Clucky")
    chrome.find_element("id", "blognomic-queue-button").click()
    got = queue_box(chrome)
    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{api}"\n')
    code, out = cli("tally", "--pending", "--player", "Clucky", "--blog", host.url, "--ruleset-wiki", api, "--as-of", at, "--no-cache",
                    env={"BLOGNOMIC_CONFIG": str(cfg), "HOME": str(tmp_path)})
    assert got["state"] == "done", got["box"]
    assert code == 0 and "FOR would make it enactable now" in out and "no vote of yours changes its status now" in out
    assert got["text"] == out
    shot(chrome, "blog-front-queue", "blognomic-queue")
    # the name is kept for this blog: the next visit shows the queue at once
    assert chrome.execute_script("return localStorage.getItem('blognomic-tools: player')") == "Clucky"
    chrome.get(host.url + "/")
    chrome.execute_script(script, host.url + "/tools/", api, at)
    again = queue_box(chrome)
    assert again["state"] == "done" and again["text"] == out
    # a name not on the roster: the CLI's one error line
    chrome.find_element("id", "blognomic-player").clear()
    chrome.find_element("id", "blognomic-player").send_keys("Nobody")
    chrome.execute_script("document.getElementById('blognomic-queue').dataset.state = 'pending'")
    chrome.find_element("id", "blognomic-queue-button").click()
    bad = queue_box(chrome)
    assert bad["state"] == "error" and bad["box"].splitlines()[-1].startswith("error: player 'Nobody' is not an active player on the sidebar of ")
