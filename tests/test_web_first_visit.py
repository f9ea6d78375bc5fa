"""A first visit to the engine's site, in real headless Chromium with a fresh profile: what it downloads (counted by
the server as it sends it, gzipped where a static host compresses), and the jobs answering as the CLI on the
site as built: a standard library cut down to what the jobs import, a project wheel without the CLI's and the
sandbox's code. The cut-down standard library keeps every module the jobs import natively."""
from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import test_web
from test_web import AS_OF, BLOG, GARTENBERG, RULESET, cli, wait

site = test_web.site

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[1]
MiB = 2**20


@pytest.fixture(scope="module")
def first_visit(site, tmp_path_factory):
    """A fresh browser profile opens the site's page and waits for the engine: the server's account of what it sent."""
    from blognomic_tools.sandbox.blogserver import BlogServer
    from blognomic_tools.sandbox.chromium import headless_chromium

    with BlogServer(BLOG, site=site) as srv:
        d = headless_chromium(tmp_path_factory.mktemp("profile"))
        try:
            d.get(srv.url + "/tools/")
            wait(d, lambda d: d.execute_script("return document.body.dataset.engine"))
            assert d.execute_script("return document.body.dataset.engine") == "ready"
            sent = list(srv.sent)
            yield d, sent, srv
        finally:
            d.quit()


def test_a_first_visit_downloads_at_most_8_mib_gzipped(first_visit):
    d, sent, srv = first_visit
    got = {path.split("?")[0] for path, _ in sent}
    assert {"/tools/pyodide/pyodide.asm.wasm", "/tools/pyodide/python_stdlib.zip", "/tools/wheels/manifest.json"} <= got
    total = sum(n for path, n in sent if path.startswith("/tools/"))
    assert total <= 8 * MiB, f"{total / MiB:.2f} MiB"
    # gzipped where a static host compresses (the runtime's wasm): what the browser then checks is the file itself
    wasm = next(n for path, n in sent if path.startswith("/tools/pyodide/pyodide.asm.wasm"))
    assert wasm < (ROOT / "web" / "dist" / "pyodide" / "pyodide.asm.wasm").stat().st_size / 2


def call(d, job: str, args: dict) -> dict:
    return d.execute_async_script("const done = arguments[arguments.length - 1];"
                                  "const e = window.__jobs || (window.__jobs = BlognomicEngine.start(BlognomicEngine.base));"
                                  "e.ready.then(() => e.call(arguments[0], arguments[1])).then(done);", job, args)


def same_as_cli(answer: dict, *args: str) -> None:
    code, out = cli(*args)
    assert (answer["exit"], answer["text"]) == (code, out)
    assert answer["json"] == json.loads(cli(*args, "--json")[1])


def test_the_jobs_answer_as_the_cli_on_the_cut_down_site(first_visit, tmp_path):
    d, _, _ = first_visit
    rs, name = RULESET.read_text(), "fixtures/rulesets/ruleset-2024-02-24.wiki"
    same_as_cli(call(d, "profile", {"ruleset": rs, "name": name}), "ruleset", "profile", name)
    old, new = "fixtures/wiki/Gartenberg/02.wiki", "fixtures/wiki/Gartenberg/03.wiki"
    same_as_cli(call(d, "validate", {"ruleset": rs, "ruleset_name": name, "old": (GARTENBERG / "02.wiki").read_text(),
                                     "new": (GARTENBERG / "03.wiki").read_text(), "page": "02.wiki → 03.wiki"}),
                "validate", "--old", old, "--new", new, "--ruleset", name)
    post = "fixtures/blog/site/archive/moat_upgrade.html"
    same_as_cli(call(d, "tally", {"ruleset": rs, "ruleset_name": name, "posts": [{"url": post, "html": (ROOT / post).read_text()}],
                                  "as_of": AS_OF, "admin": "Kevan"}),
                "tally", post, "--ruleset", name, "--as-of", AS_OF, "--admin", "Kevan", "--no-cache")
    posts = [f"fixtures/blog/site/archive/{s}.html" for s in ("moat_upgrade", "core_quorum_tweak", "herald_skipped")]
    at = "2024-02-21T21:00:00Z"
    got = call(d, "queue", {"ruleset": rs, "ruleset_name": name, "posts": [{"url": p, "html": (ROOT / p).read_text()} for p in posts],
                            "player": "clucky", "as_of": at})
    same_as_cli(got, "tally", *posts, "--player", "clucky", "--ruleset", name, "--as-of", at, "--no-cache")
    assert [(c["text"], c["rule"]) for c in got["json"]["queue"][-1]["changes"]] == [
        ("FOR would make it enactable now (may be enacted: Popular (5 FOR ≥ Quorum 5))", "Calls for Judgement")]
    # a draft proposal checked as `proposal check` checks it: the enactment the wheel keeps for it, the diff's difflib
    draft = 'Add a new rule to the Dynastic Rules, called "Lanterns":\n\n> Each Vassal has a number of Lanterns.\n\nRepeal the rule "Heralds".\n'
    (tmp_path / "draft.txt").write_text(draft, encoding="utf-8")
    got = call(d, "proposal_check", {"draft": draft, "ruleset": rs, "ruleset_name": name})
    same_as_cli(got, "proposal", "check", str(tmp_path / "draft.txt"), "--ruleset", name)
    assert got["exit"] == 1 and "+== Lanterns ==" in got["json"]["diff"] and got["json"]["missing"][0]["did_you_mean"] == "'Herald'"
    # on the site as built: the standard library it served is the cut-down one, the wheel has no CLI
    kept = json.loads((ROOT / "web" / "dist" / "pyodide" / "stdlib-kept.json").read_text())
    assert "unittest" not in kept["modules"] and "unittest" in kept["of"] and len(kept["modules"]) < len(kept["of"]) / 2
    wheel = next((ROOT / "web" / "dist" / "wheels").glob("blognomic_tools-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.startswith("blognomic_tools/cli/")]
    assert "blognomic_tools/enactment/check.pyc" in names and not [n for n in names if n.startswith("blognomic_tools/enactment/save.")]


# the jobs natively, in a fresh process, on the recorded data and bad input: the standard library's modules they import
NATIVE = """
import json, sys
from pathlib import Path
from blognomic_tools import browser

browser.warm()
rs = Path("fixtures/rulesets/ruleset-2024-02-24.wiki").read_text()
old, new = Path("fixtures/wiki/Gartenberg/02.wiki").read_text(), Path("fixtures/wiki/Gartenberg/03.wiki").read_text()
posts = [{"url": f"https://blognomic.com/archive/{s}", "html": Path(f"fixtures/blog/site/archive/{s}.html").read_text()}
         for s in ("moat_upgrade", "core_quorum_tweak", "herald_skipped")]
at = "2024-02-22T12:00:00Z"
for job, args in [("profile", {"ruleset": rs}), ("validate", {"ruleset": rs, "old": old, "new": new, "page": "p"}),
                  ("validate", {"ruleset": rs, "old": new, "new": old, "page": "p"}), ("tally", {"posts": posts, "ruleset": rs, "as_of": at}),
                  ("queue", {"posts": posts, "ruleset": rs, "player": "clucky", "as_of": at}),
                  ("pending", {"listing": Path("fixtures/blog/site/index.html").read_text(), "listing_url": "https://blognomic.com/", "as_of": at}),
                  ("tally", {"posts": [{"url": "x", "html": "<p>no post here</p>"}], "ruleset": "== Core Rules =="}),
                  ("profile", {"ruleset": ""}), ("tally", {"posts": [], "ruleset": "x", "as_of": "yesterday"}),
                  ("proposal_check", {"draft": 'Repeal the rule "Herald".\\n\\nI like it.', "ruleset": rs}),
                  ("proposal_check", {"draft": "", "ruleset": rs})]:
    browser.run(job, json.dumps(args))
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in sys.stdlib_module_names)))
"""
# the names CPython gives its frozen import machinery, which Pyodide's lists under these
FROZEN = {"importlib._bootstrap": "_frozen_importlib", "importlib._bootstrap_external": "_frozen_importlib_external"}


def test_the_cut_down_standard_library_keeps_every_module_the_jobs_import_natively(site):
    kept = json.loads((site / "pyodide" / "stdlib-kept.json").read_text())
    native = json.loads(subprocess.run([sys.executable, "-c", NATIVE], capture_output=True, text=True, cwd=ROOT, check=True).stdout)
    have, built_in = set(kept["of"]), set(kept["builtin"])
    # a module Pyodide's standard library has, that the jobs import, is in the archive the site serves (or built in)
    missing = [m for m in native if m in have and m not in kept["modules"] and m not in built_in and FROZEN.get(m) not in built_in]
    assert missing == []
    with zipfile.ZipFile(site / "pyodide" / "python_stdlib.zip") as z:
        served = {n[:-len(".pyc")].removesuffix("/__init__").replace("/", ".") for n in z.namelist() if n.endswith(".pyc")}
    assert served == set(kept["modules"])
