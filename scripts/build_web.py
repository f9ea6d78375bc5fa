#!/usr/bin/env python3
"""Build the static site of the browser engine into web/dist (``make web``), from the registries only:

- the Pyodide runtime from npm (web/package.json, pinned, checked by web/package-lock.json's integrity; the npm
  package holds the runtime and the standard library, no wheels);
- the pure-Python wheels from PyPI (web/requirements.txt, pinned with hashes), and mwparserfromhell built from its
  pinned source without its C extension (web/requirements-sdist.txt);
- the project's own wheel (its code only: the sandbox's recorded pages stay out);
- every wheel, and the runtime's standard library, with the bytecode of its modules, compiled by Pyodide's Python in
  Node (web/precompile.mjs);
- the standard library cut down to what the engine imports (web/trim.mjs): measured by running every job (`JOBS`,
  on the recorded Ruleset, gamestate pages and blog posts) in Pyodide's Python, kept in pyodide/stdlib-kept.json, and
  checked by running them all again on the cut-down archive;
- the pages and scripts of web/src, sealed (`seal`): the SHA-256 of every file the engine runs written into
  engine.js, engine.js's own written into the pages and into engine-start.js, which loads it for the user scripts
  (Subresource Integrity), engine-start.js's into the user scripts, answer.js's (which shows an answer) into the pages
  and the scripts that load it, and the wiki's userscript made of its header and the sealed check. The one loader
  of a script by its hash (web/src/checked-load.js) is written into each script that loads another.

wheels/manifest.json lists each wheel with its SHA-256, which the Worker checks before it installs it. Nothing is
fetched from a CDN at run time: web/dist is the whole site, for any static host (it must send
``Access-Control-Allow-Origin: *`` for the user scripts, which run on the wiki's and the blog's pages).

    python scripts/build_web.py [--out web/dist] [--site-url https://<where the site is hosted>/]
"""
from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
# the address the user scripts and the gadget name until the build is told where the site is (--site-url); the
# sandbox's server writes its own address in their place as it serves them
SITE_PLACEHOLDER = "https://blognomic-tools.example/"
# what engine.js checks (by path in the site): the worker, the runtime and its standard library, the wheels' manifest
ENGINE_FILES = ("worker.mjs", *(f"pyodide/{n}" for n in RUNTIME), "wheels/manifest.json")
# the script that loads engine.js by a tag for the user scripts (the line in it that carries engine.js's Subresource
# Integrity), and the user scripts that load it by a tag (the line in each that carries its own)
ENGINE_LOADERS = ("engine-start.js",)
START_LOADERS = ("userscripts/wiki-check.js", "userscripts/blog-tally.user.js")
# the scripts that load answer.js (how an answer is shown) by a tag (its line: ANSWER_INTEGRITY)
ANSWER_LOADERS = ("userscripts/wiki-check.js",)


def sh(*cmd: str, cwd: Path = ROOT, env: dict | None = None) -> None:
    r = subprocess.run(cmd, cwd=cwd, env={**os.environ, **(env or {})}, capture_output=True, text=True)
    if r.returncode:
        sys.stderr.write(r.stdout + r.stderr)
        raise SystemExit(f"build_web: {' '.join(cmd)} failed (exit {r.returncode})")


def sha256(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def runtime(out: Path) -> str:
    nm = WEB / "node_modules" / "pyodide"
    pkg = json.loads((WEB / "package.json").read_text())["dependencies"]["pyodide"]
    have = json.loads((nm / "package.json").read_text())["version"] if (nm / "package.json").is_file() else None
    if have != pkg:
        sh("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", cwd=WEB)
    dest = out / "pyodide"
    dest.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME:
        shutil.copy2(nm / name, dest / name)
    # the lock file lists the packages Pyodide could load besides its standard library (numpy, ...): the engine loads
    # none of them (its wheels come from wheels/manifest.json), so the runtime gets the lock's header alone
    lock = json.loads((dest / "pyodide-lock.json").read_text())
    (dest / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": {}}, indent=1) + "\n")
    # the standard library's bytecode, compiled as the wheels' is (below): the npm package ships its sources only,
    # which the runtime compiled at every start (about 3 s of a first start here)
    sh("node", str(WEB / "precompile.mjs"), str(dest / "python_stdlib.zip"))
    return pkg


# the jobs the standard library is cut down by (web/trim.mjs): each job of the engine on the recorded data, and bad
# input (its error paths import too); every `as_of` given, so that both runs give the same answers
FIXTURES = ROOT / "fixtures"
AS_OF = "2024-02-22T12:00:00Z"


def jobs() -> list[list]:
    rs = (FIXTURES / "rulesets" / "ruleset-2024-02-24.wiki").read_text(encoding="utf-8")
    old, new = ((FIXTURES / "wiki" / "Gartenberg" / f"0{n}.wiki").read_text(encoding="utf-8") for n in (2, 3))
    posts = [{"url": f"https://blognomic.com/archive/{s}", "html": (FIXTURES / "blog" / "site" / "archive" / f"{s}.html").read_text(encoding="utf-8")}
             for s in ("moat_upgrade", "core_quorum_tweak", "herald_skipped")]
    front = (FIXTURES / "blog" / "site" / "index.html").read_text(encoding="utf-8")
    illegal = re.sub(r"^(\| Brendan \|\|( [0-9]+ \|\|){5}) [0-9]+ ", r"\1 3 ", new, count=1, flags=re.M)
    return [
        ["profile", {"ruleset": rs, "name": "ruleset-2024-02-24.wiki"}],
        ["validate", {"ruleset": rs, "old": old, "new": new, "page": "Gartenberg"}],
        ["validate", {"ruleset": rs, "old": old, "new": illegal, "page": "Gartenberg"}],
        ["validate", {"ruleset": rs, "old": new, "new": old, "page": "Gartenberg", "old_revid": 3}],
        ["tally", {"posts": posts, "ruleset": rs, "as_of": AS_OF}],
        ["queue", {"posts": posts, "ruleset": rs, "player": "clucky", "as_of": "2024-02-21T21:00:00Z"}],
        ["queue", {"posts": posts, "ruleset": rs, "player": "Nobody", "as_of": AS_OF}],
        ["pending", {"listing": front, "listing_url": "https://blognomic.com/", "as_of": AS_OF}],
        ["roster_pages", {"ruleset": rs}],
        ["proposal_check", {"draft": 'Add a new rule to the Dynastic Rules, called "Lanterns":\n\n> Each Castellan has a number of Lanterns, '
                                     'defaulting to 0.\n\nRepeal the rule "Grillin".\n\nIf this Proposal passes unanimously, set Kevan\'s '
                                     "Reputation to 2.\n\nI think this is fun.", "ruleset": rs, "ruleset_name": "ruleset-2024-02-24.wiki"}],
        ["proposal_check", {"draft": "<p>Rename the rule <b>Moats</b> to \"Moat\".</p>", "ruleset": rs}],
        ["proposal_check", {"draft": "", "ruleset": rs}],
        ["proposal_check", {"draft": "x", "ruleset": "<html><h2>x</h2><p>y</p></html>"}],
        ["tally", {"posts": [{"url": "x", "html": "<p>no post here</p>"}], "ruleset": "== Core Rules ==", "as_of": AS_OF}],
        ["profile", {"ruleset": ""}],
        ["validate", {"ruleset": "x", "old": "", "new": "", "page": "P"}],
        ["tally", {"posts": [], "ruleset": "x", "as_of": "yesterday"}],
        ["no_such_job", {}],
    ]


# the modules of the standard library the jobs import natively (run by the Python that builds): the cut-down
# standard library keeps them too, whatever Pyodide's Python imports in their place
NATIVE = """
import json, sys
from blognomic_tools import browser

browser.warm()
for job, args in json.load(open(sys.argv[1], encoding="utf-8")):
    browser.run(job, json.dumps(args))
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in sys.stdlib_module_names)))
"""


def trim(out: Path, py: str) -> None:
    """The standard library cut down to what the jobs import (web/trim.mjs), checked by running them on it."""
    with tempfile.TemporaryDirectory() as tmp:
        spec, native = Path(tmp) / "jobs.json", Path(tmp) / "native.json"
        spec.write_text(json.dumps(jobs(), ensure_ascii=False), encoding="utf-8")
        r = subprocess.run([py, "-c", NATIVE, str(spec)], cwd=ROOT, capture_output=True, text=True)
        if r.returncode:
            sys.stderr.write(r.stderr)
            raise SystemExit("build_web: the jobs did not run natively")
        native.write_text(r.stdout, encoding="utf-8")
        sh("node", str(WEB / "trim.mjs"), str(out), str(spec), str(native))


def wheels(out: Path, py: str) -> list[dict]:
    dest = out / "wheels"
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        sh(py, "-m", "pip", "download", "-q", "--require-hashes", "--only-binary", ":all:", "--no-deps",
           "-r", str(WEB / "requirements.txt"), "-d", str(t / "bin"))
        sh(py, "-m", "pip", "download", "-q", "--require-hashes", "--no-binary", ":all:", "--no-deps",
           "-r", str(WEB / "requirements-sdist.txt"), "-d", str(t / "src"))
        for sdist in sorted((t / "src").iterdir()):
            sh(py, "-m", "pip", "wheel", "-q", "--no-deps", str(sdist), "-w", str(t / "bin"),
               env={"WITHOUT_EXTENSION": "1"})
        own = t / "own"
        sh(py, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w", str(own))
        for whl in sorted((t / "bin").glob("*.whl")) + [strip_sandbox(w, t / "own-slim") for w in sorted(own.glob("*.whl"))]:
            if not whl.name.endswith("-none-any.whl"):
                raise SystemExit(f"build_web: {whl.name} is not a pure-Python wheel; the browser cannot load it")
            shutil.copy2(whl, dest / whl.name)
    # the bytecode of every module, compiled by the browser's own Python (Pyodide's, run by Node): imports in the
    # browser skip compiling (the first verdict about a second sooner)
    sh("node", str(WEB / "precompile.mjs"), *[str(w) for w in sorted(dest.glob("*.whl"))])
    return [{"file": w.name, "sha256": sha256(w), "size": w.stat().st_size} for w in sorted(dest.glob("*.whl"))]


# what of the project's wheel the browser leaves out: the packages that read and write the wiki, the blog and files,
# the CLI's and the sandbox's (the jobs take texts and return answers); the one module of them the readers' package
# imports (only to read a file, which the browser never does) stays, and so does the enactment of a proposal on the
# Ruleset's text (pure: the draft check applies a draft as `enact` would), without the runs that save, the ascension
# and the failing of a matter. web/trim.mjs fails the build when the jobs' code imports a module of the project that
# is not in the wheel.
LEFT_OUT = re.compile(r"blognomic_tools/(?:cli|sandbox|audit|enactment|sources)/")
KEPT = ("blognomic_tools/sources/__init__.py", "blognomic_tools/sources/files.py",
        *(f"blognomic_tools/enactment/{m}.py" for m in ("__init__", "check", "gamestate", "places", "suggest")),
        *(f"blognomic_tools/enactment/ruleset/{m}.py" for m in ("__init__", "enactor", "finding", "lookup", "outcome", "pieces", "prose",
                                                                "rule_edits", "text_edits")))


def strip_sandbox(whl: Path, tmp: Path) -> Path:
    """The project's wheel without what the browser never runs (`LEFT_OUT`: the sandbox's recorded pages and Rulesets
    among them)."""
    tmp.mkdir(parents=True, exist_ok=True)
    slim = tmp / whl.name
    with zipfile.ZipFile(whl) as src, zipfile.ZipFile(slim, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            if LEFT_OUT.match(info.filename) and info.filename not in KEPT:
                continue
            data = src.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                data = b"".join(line + b"\n" for line in data.splitlines()
                                if not LEFT_OUT.match(line.decode()) or line.decode().split(",")[0] in KEPT)
            info.date_time = (1980, 1, 1, 0, 0, 0)  # the same bytes for the same code: the browser's cache stays warm
            dst.writestr(info, data)
    return slim


# the one loader of a script by its SHA-256, written at its marker into each script that loads another
CHECKED_LOAD = WEB / "src" / "checked-load.js"
CHECKED_LOAD_MARK = "  /* checked-load.js: the build writes loadChecked(src, integrity, loaded) here */\n"


def pages(out: Path) -> None:
    loader = CHECKED_LOAD.read_text()
    for p in sorted((WEB / "src").rglob("*")):
        if p.is_file() and p != CHECKED_LOAD:
            target = out / p.relative_to(WEB / "src")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(p, target)
            if p.suffix == ".js" and CHECKED_LOAD_MARK in (text := p.read_text()):
                target.write_text(text.replace(CHECKED_LOAD_MARK, loader, 1))


def sri(p: Path) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(p.read_bytes()).digest()).decode()


def _write(p: Path, pattern: str, value: str) -> None:
    text = p.read_text()
    new, n = re.subn(pattern, lambda m: m.group(1) + value + m.group(2), text, count=1)
    if n != 1:
        raise SystemExit(f"build_web: {p}: no place for the hash ({pattern})")
    p.write_text(new)


def seal(out: Path, site_url: str | None = None) -> None:
    """Write the hashes into the built site (again, after any of its files changed): the SHA-256 of every file the
    engine runs into engine.js, engine.js's (and the page's own scripts') Subresource Integrity into what loads them,
    engine-start.js's (the user scripts' shared start-up) into the user scripts;
    then the wiki's userscript: its header and the sealed check. `site_url` replaces the placeholder address."""
    hashes = {rel: sha256(out / rel) for rel in ENGINE_FILES}
    _write(out / "engine.js", r"(const INTEGRITY = )\{.*?\}(;)", json.dumps(hashes, separators=(",", ":")))
    engine = sri(out / "engine.js")
    for rel in ENGINE_LOADERS:
        _write(out / rel, r'(const ENGINE_INTEGRITY = ")[^"]*(";)', engine)
    start = sri(out / "engine-start.js")  # sealed after engine.js's hash is in it
    for rel in START_LOADERS:
        _write(out / rel, r'(const START_INTEGRITY = ")[^"]*(";)', start)
    for rel in ANSWER_LOADERS:
        _write(out / rel, r'(const ANSWER_INTEGRITY = ")[^"]*(";)', sri(out / "answer.js"))
    index = out / "index.html"
    for name in ("engine.js", "answer.js", "app.js"):
        _write(index, rf'(<script src="{re.escape(name)}" integrity=")[^"]*(")', sri(out / name))
    _write(index, r'(<link rel="stylesheet" href="style.css" integrity=")[^"]*(")', sri(out / "style.css"))
    head = (WEB / "src" / "userscripts" / "wiki-check.user.js").read_text()
    (out / "userscripts" / "wiki-check.user.js").write_text(head + "\n" + (out / "userscripts" / "wiki-check.js").read_text())
    if site_url:
        url = site_url if site_url.endswith("/") else site_url + "/"
        for p in [*(out / "userscripts").glob("*.js"), *(out / "gadget").glob("*")]:
            p.write_text(p.read_text().replace(SITE_PLACEHOLDER, url))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(WEB / "dist"))
    ap.add_argument("--python", default=sys.executable, help="the Python whose pip downloads and builds the wheels")
    ap.add_argument("--site-url", default=None, help="where the site will be hosted: written into the user scripts and the gadget")
    a = ap.parse_args(argv)
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    version = runtime(out)
    ws = wheels(out, a.python)
    trim(out, a.python)
    pages(out)
    # written last: `make web` takes it for the build's time stamp
    (out / "wheels" / "manifest.json").write_text(json.dumps({"pyodide": version, "wheels": ws}, indent=1) + "\n")
    seal(out, a.site_url)
    total = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"web/dist: Pyodide {version}, {len(ws)} wheels, {total / 2**20:.1f} MiB in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
