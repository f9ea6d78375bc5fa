from __future__ import annotations

import gc
import os
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "fixtures" / "rulesets"
# the corpus measures (bench/corpus_*.py) are imported by the tests that assert their rates
sys.path.insert(0, str(ROOT / "bench"))
STEMS = ["ruleset-070", "ruleset-205", "ruleset-209", "ruleset-2024-02-24"]
HTML = {
    "ruleset-070": "ruleset-070.page.html",
    "ruleset-205": "ruleset-205.html",
    "ruleset-209": "ruleset-209.html",
    "ruleset-2024-02-24": "ruleset-2024-02-24.page.html",
}


def fixture_path(stem: str, fmt: str) -> Path:
    if fmt == "html":
        return FIX / HTML[stem]
    return FIX / f"{stem}.{'wiki' if fmt == 'wikitext' else 'txt'}"


@pytest.fixture(scope="session")
def rulesets():
    """Every fixture parsed once: {(stem, fmt): Ruleset}."""
    from blognomic_tools.parsers import load_ruleset

    return {(s, f): load_ruleset(fixture_path(s, f)) for s in STEMS for f in ("wikitext", "html", "text")}


@pytest.fixture(scope="session")
def profiles(rulesets):
    from blognomic_tools.profile import build_profile

    return {s: build_profile(rulesets[(s, "wikitext")]).to_dict() for s in STEMS}


@pytest.fixture(scope="session")
def mediawiki_server(tmp_path_factory):
    """A real MediaWiki (Debian package, SQLite) on 127.0.0.1, seeded once; see `mediawiki` for resets."""
    import mwclient

    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT, LocalWiki, install

    install()
    lw = LocalWiki(tmp_path_factory.mktemp("mw"))
    url = lw.start()
    try:
        host = url.split("//")[1].rstrip("/")
        site = mwclient.Site(host, path="/", scheme="http", max_retries=2, retry_timeout=1)
        site.login(*ADMIN_BOT)
        site.pages["Ruleset"].edit((FIX / "ruleset-2024-02-24.wiki").read_text(), summary='/* Dynastic Rules */ Enacting "Fast Slow Roll"')
        site.pages["Ruleset 70"].edit((FIX / "ruleset-070.wiki").read_text(), summary="archive")
        site.pages["Empty"].edit("Not a ruleset at all.", summary="x")
        site.pages["Counter"].edit('{| class="wikitable"\n! Name !! Counter\n|-\n| Kevan || 0\n|}\n', summary="counter")
        site.pages["Locked"].edit("Only admins may edit this page.", summary="x")
        site.api("protect", title="Locked", protections="edit=sysop", token=site.get_token("csrf"))
        for i in range(60):
            site.pages["History Test"].edit(f"Revision {i}\n", summary=f"step {i}")
        lw.snapshot()
        yield {"url": url, "site": site, "local": lw}
    finally:
        lw.stop()


@pytest.fixture
def mediawiki(mediawiki_server):
    """The seeded wiki, reset to its snapshot before each test (copying the SQLite files: ~10 ms)."""
    mediawiki_server["local"].restore()
    return mediawiki_server


@pytest.fixture
def wiki_env(mediawiki, tmp_path):
    """Environment for running `blognomic` against the test wiki as Admin@tools (config file outside the repo)."""
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT

    cfg = tmp_path / "config.toml"
    cfg.write_text(f'[wiki]\nurl = "{mediawiki["url"]}api.php"\nthrottle = 0\nretry_timeout = 0.2\nmax_retries = 2\n')
    return {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg), "COLUMNS": "200",
            "BLOGNOMIC_WIKI_USER": ADMIN_BOT[0], "BLOGNOMIC_WIKI_PASSWORD": ADMIN_BOT[1]}


# The fast tier (make test-fast) leaves out what needs a real server or runs long: a test is slow when it uses the
# MediaWiki, the sandbox or the blog over HTTP, or sits in a file that fuzzes, starts the sandbox or
# replays the demo, the README tour or every command on every format.
SLOW_FIXTURES = {"mediawiki", "mediawiki_server", "wiki_env", "blog_server", "sandbox", "sbx_env"}
SLOW_FILES = ("test_demo.py", "test_readme_tour.py", "test_fuzz", "test_gamestate_fuzz.py", "test_sandbox.py", "test_every_format.py",
              "test_pure_core.py", "test_write_conflicts.py")
# tests that cut or mutate every fixture page or give every option generated values (fuzzing by another name),
# each many seconds of the fast tier; and one that starts the sandbox
SLOW_TESTS = ("test_cut_post_pages_are_refused_or_read_the_same", "test_cut_listing_pages_are_refused",
              "test_every_cut_below_99_percent_is_refused_or_warned", "test_truncated_real_pages_never_crash",
              "test_mutated_pages_give_a_result_or_a_project_error", "test_applied_values_follow_the_rules",
              "test_a_sidebar_cut_at_every_5th_byte_never_changes_a_verdict",
              "test_a_page_cut_anywhere_with_the_roster_given_never_changes_a_verdict",
              "test_every_option_given_a_generated_value_is_an_answer_or_one_error_line", "test_the_known_killers_on_every_option",
              "test_sandbox_lifecycle")


# Every test that drives headless Chromium runs on one worker, one after another (`--dist loadgroup` runs the groups
# first, the largest first): a browser's module fixture starts once, not once per worker, and the one worker that waits
# on the browser leaves the other core to the rest of the suite (two engines starting at once on two cores made every
# browser test wait on the other).
BROWSER_FILES = ("test_web",)
BROWSER_TESTS = ("test_the_browser_bench_runs",)


def pytest_collection_modifyitems(config, items):
    slow = set()
    for item in items:
        uses = set(getattr(item, "fixturenames", ()))
        if uses & SLOW_FIXTURES or item.fspath.basename.startswith(SLOW_FILES) or "fuzz" in item.name \
                or item.name.split("[")[0] in SLOW_TESTS:
            item.add_marker(pytest.mark.slow)
            slow.add(item)
        if item.fspath.basename.startswith(BROWSER_FILES) or item.name in BROWSER_TESTS:
            item.add_marker(pytest.mark.xdist_group("browser"))
    # the long tests first, the short ones last: the workers end together instead of one waiting on another's last long test
    items[:] = [i for i in items if i in slow] + [i for i in items if i not in slow]


# Property tests explore the same examples on every run (CI must not turn red by chance);
# HYPOTHESIS_PROFILE=explore searches with fresh random examples, many more of them.
from hypothesis import settings as _hsettings  # noqa: E402

_hsettings.register_profile("default", derandomize=True)
_hsettings.register_profile("explore", derandomize=False, max_examples=1500)
_hsettings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


BLOG_SITE = ROOT / "fixtures" / "blog" / "site"


@pytest.fixture(scope="session")
def blog_server():
    """The recorded blog pages over real HTTP, in the real site's URL layout."""
    from blognomic_tools.sandbox.blogserver import BlogServer

    with BlogServer(BLOG_SITE) as srv:
        yield srv


F_SETPIPE_SZ = 1031  # fcntl: set a pipe's capacity (Linux)


def run_into_a_closed_pipe(cmd: list[str], env: dict, close_after: int = 1, timeout: float = 600) -> tuple[str, int, str]:
    """Run `cmd` with stdout a pipe whose reader goes away after the first `close_after` lines (as `| head -1` does;
    0: before the command writes anything). The pipe holds one page (4096 bytes, the least Linux allows), so whatever
    the command prints beyond that page after the reader left meets the closed pipe. Returns (the lines read, exit code,
    stderr)."""
    import fcntl
    import subprocess

    r, w = os.pipe()
    fcntl.fcntl(w, F_SETPIPE_SZ, 4096)
    if close_after == 0:
        os.close(r)
    p = subprocess.Popen(cmd, stdout=w, stderr=subprocess.PIPE, env=env)
    os.close(w)
    got = b""
    if close_after:
        while got.count(b"\n") < close_after:
            c = os.read(r, 1)
            if not c:
                break
            got += c
        os.close(r)
    _, err = p.communicate(timeout=timeout)
    return got.decode("utf-8", "replace"), p.returncode, err.decode("utf-8", "replace")


def best_pair(small, large, n: int = 3) -> tuple[float, float]:
    """Growth, not a clock: the best of n interleaved runs of each, in CPU time of this process (a busy machine's other processes do not
    count; a busy moment weighs on both sides of the ratio)."""
    def once(f) -> float:
        gc.collect()  # each run from the same heap: a collection the other side's garbage set off is not this side's cost
        t0 = time.process_time()
        f()
        return time.process_time() - t0

    pairs = [(once(small), once(large)) for _ in range(n)]
    return min(p[0] for p in pairs), min(p[1] for p in pairs)
