"""Every command that takes a Ruleset, on every bundled Ruleset in every format: an answer or one line, never a traceback.

The commands are those of `blognomic --help` and its groups that take `--ruleset` or a Ruleset SOURCE:
ruleset show|rule|profile, validate (files, and --rev / --since of a page), gamestate show|fix, tally,
audit, herald, fortnight, wiki put; the Ruleset given as a file, by the config file's [ruleset], and
(wikitext) as the wiki's page Ruleset (--wiki, --ruleset-wiki, the config's [wiki]). They run in-process
through the console script's own `main` (what `blognomic` runs), offline: the recorded blog over local
HTTP (conftest.blog_server), and for the wiki the recorded Gartenberg revisions (fixtures/wiki/Gartenberg),
the Workshop and Banewood Mansion pages, and the Ruleset file under test as the page Ruleset, served by a
stand-in for the wiki client that reads and never writes (no command here is given --yes).

Exit codes as documented in `blognomic --help`: 0 done, 1 a negative answer, 2 a user mistake or a
fault (one line `error: ...`), 3 edit conflicts.
"""
from __future__ import annotations

import io
import json
import traceback
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from blognomic_tools.cli.main import main
from blognomic_tools.errors import BlognomicError
from blognomic_tools.models import Revision
from blognomic_tools.sources.wiki import WikiPage, WikiRevision
from conftest import FIX, ROOT

RULESETS = sorted(p.name for p in FIX.iterdir() if p.suffix in (".wiki", ".html", ".txt"))
WIKI = ROOT / "fixtures" / "wiki"
G = WIKI / "Gartenberg"
POSTS = ROOT / "fixtures" / "blog" / "site" / "archive"
TIMES = ["2024-02-17T09:00:00Z", "2024-02-24T09:15:00Z", "2024-02-25T10:00:00Z"]  # the three recorded revisions
FIRST_REV = 101
# each dynasty's own gamestate page (Ruleset 70 tracked its gamestate in the GNDT: it is given the Castles page)
PAGES = {"ruleset-205": ("Workshop", 201), "ruleset-209": ("Banewood Mansion", 301)}


class _Settings:
    throttle = 0.0
    max_retries = 0
    retry_timeout = 0.0
    max_lag = 5


class RecordedWiki:
    """The wiki client's reading side over the recorded revisions of Gartenberg (ids 101, 102, 103), and the
    Workshop (201, 202) and Banewood Mansion (301, 302) pages, each saved twice with the same text."""

    where = "http://wiki.invalid/"
    settings = _Settings()
    logged_in_as = None
    last_save = None

    def __init__(self):
        revs = json.loads((G / "revisions.json").read_text())
        self.revs = [WikiRevision(Revision(revid=FIRST_REV + i, timestamp=TIMES[i], user="Admin" if r["as"] == "admin" else "Bob",
                                           comment=r["summary"], title="Gartenberg"),
                                  text=(G / r["file"]).read_text(), parentid=FIRST_REV + i - 1 if i else None)
                     for i, r in enumerate(revs)]
        self.pages = {"Gartenberg": self.revs}
        for title, first in PAGES.values():
            text = (WIKI / f"{title.replace(' ', '_')}.wiki").read_text()
            self.pages[title] = [WikiRevision(Revision(revid=first + i, timestamp=TIMES[i + 1], user="Admin", comment="update", title=title),
                                              text=text, parentid=first + i - 1 if i else None) for i in range(2)]

    def _page(self, title: str):
        revs = self.pages.get(title.replace("_", " "))
        if revs is None:
            raise BlognomicError(f"{self.where}: page {title!r} does not exist")
        return revs

    def read(self, title: str, rev: int | None = None) -> WikiPage:
        revs = self._page(title)
        r = revs[-1] if rev is None else next((x for x in revs if x.revision.revid == rev), None)
        if r is None:
            raise BlognomicError(f"{self.where}: no revision {rev}")
        return WikiPage(title=r.revision.title, text=r.text, revision=r.revision, parentid=r.parentid)

    def latest_revid(self, title: str) -> int:
        return self._page(title)[-1].revision.revid

    def history(self, title, since=None, since_rev=None, content=True, progress=None):
        out = [r for r in self._page(title) if (since_rev is None or r.revision.revid > since_rev)
               and (since is None or r.revision.timestamp >= since.strftime("%Y-%m-%dT%H:%M:%SZ"))]
        return out

    def login(self):
        raise BlognomicError(f"{self.where}: this recorded wiki is read-only")


CONFIG = '[wiki]\nurl = "http://wiki.invalid/api.php"\n'
SERVED = {}  # the wiki page "Ruleset" of the stand-in wiki: the .wiki file under test


def _fetch_page(url: str, title: str) -> WikiPage:
    if title != "Ruleset" or "file" not in SERVED:
        raise BlognomicError(f"{url}: page {title!r} does not exist")
    return WikiPage(title="Ruleset", text=SERVED["file"].read_text(), revision=Revision(revid=9, timestamp=TIMES[1], user="Admin", title="Ruleset"))


@pytest.fixture
def offline(monkeypatch, tmp_path):
    import blognomic_tools.cli.emperor as emperor
    import blognomic_tools.cli.gamestate as gamestate
    import blognomic_tools.cli.wiki as wiki
    import blognomic_tools.sources.wiki as sources_wiki

    cfg = tmp_path / "config.toml"
    cfg.write_text(CONFIG)
    monkeypatch.setenv("BLOGNOMIC_CONFIG", str(cfg))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "200")
    for mod in (emperor, gamestate, wiki):
        monkeypatch.setattr(mod, "wiki_client", lambda url=None: RecordedWiki())
    monkeypatch.setattr(sources_wiki, "fetch_page", _fetch_page)
    yield tmp_path
    SERVED.clear()


def invoke(args: list[str]) -> tuple[int | None, str, str, str | None]:
    """(exit code, stdout, stderr, traceback or None) of `blognomic ARGS`, in this process."""
    out, err = io.StringIO(), io.StringIO()
    code, tb = None, None
    with redirect_stdout(out), redirect_stderr(err):
        try:
            main(args)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
        except BaseException:  # noqa: BLE001 - what the test is about
            tb = traceback.format_exc()
    return code, out.getvalue(), err.getvalue(), tb


def commands(rs: str, blog: str, tmp: Path) -> list[tuple[list[str], str]]:
    """(arguments, config file) of each command to run with the Ruleset file ``rs``."""
    actions = ROOT / "fixtures" / "sandbox" / "virtual-actions.yaml"
    stem = Path(rs).name.split(".")[0]
    page, first = PAGES.get(stem, ("Gartenberg", FIRST_REV))
    if page == "Gartenberg":
        old, new = str(G / "02.wiki"), str(G / "03.wiki")
    else:
        old = new = str(WIKI / f"{page.replace(' ', '_')}.wiki")
    R = ["--ruleset", rs]
    W = "http://wiki.invalid/api.php"
    with_config = [  # the Ruleset in force named by the config file alone
        (["validate", "--old", old, "--new", new], CONFIG + f'[ruleset]\nfile = "{rs}"\n'),
        (["gamestate", "show", new], CONFIG + f'[ruleset]\nfile = "{rs}"\n'),
    ]
    if rs.endswith(".wiki"):  # a Ruleset read from the wiki is wikitext
        with_config += [
            (["ruleset", "profile", "--wiki", W, "--page", "Ruleset"], CONFIG),
            (["ruleset", "rule", "--wiki", W, "Ruleset and Gamestate"], CONFIG),
            (["validate", "--ruleset-wiki", W, "--old", old, "--new", new], CONFIG),
            (["validate", "--old", old, "--new", new], CONFIG),  # no [ruleset]: the page Ruleset of the config's wiki
            (["validate", "--old", old, "--new", new], CONFIG + f'[ruleset]\nwiki = "{W}"\npage = "Ruleset"\n'),
        ]
    plain = [
        ["ruleset", "show", rs], ["ruleset", "show", rs, "--json"],
        ["ruleset", "rule", rs, "Ruleset and Gamestate"], ["ruleset", "rule", rs, "Ruleset and Gamestate", "--json"],
        ["ruleset", "rule", rs, "1.1"], ["ruleset", "rule", rs, "No Such Rule Anywhere"],
        ["ruleset", "profile", rs], ["ruleset", "profile", rs, "--json"],
        ["validate", *R, "--old", old, "--new", new], ["validate", *R, "--old", old, "--new", new, "--json"],
        ["validate", *R, "--old", old, "--new", new, "--summary", "Fortnight"],
        ["validate", *R, "--page", page, "--rev", str(first + 1)],
        ["validate", *R, "--page", page, "--since", "2024-02-01T00:00:00Z", "--json"],
        ["gamestate", "show", new, *R], ["gamestate", "show", new, *R, "--json"], ["gamestate", "show", page, *R],
        ["gamestate", "fix", page, *R], ["gamestate", "fix", page, *R, "--json"],
        ["tally", *R, str(POSTS / "fast_slow_roll.html"), str(POSTS / "tower_costs.html"), "--as-of", "2024-02-22T12:00:00Z", "--no-cache"],
        ["tally", *R, str(POSTS / "serf_reform.html"), "--as-of", "2024-02-22T12:00:00Z", "--json", "--no-cache"],
        ["tally", *R, "--pending", "--blog", blog, "--as-of", "2024-02-22T12:00:00Z", "--no-cache", "--json"],
        ["audit", *R, "--month", "2024/02", "--blog", blog, "--no-cache"],
        ["audit", *R, "--month", "2024/02", "--blog", blog, "--no-cache", "--json"],
        ["herald", *R, "--page", page, "--since-rev", str(first), "--until", "2024-03-02T00:00:00Z", "--blog", blog],
        ["herald", *R, "--until", "2024-03-02T00:00:00Z", "--blog", blog, "--json", "--format", "wiki"],
        ["fortnight", *R, "--actions", str(actions), "--roll", "3", "--page", "Gartenberg", "--date", "2024-03-01T12:00:00Z"],
        ["fortnight", *R, "--actions", str(actions), "--roll", "3", "--date", "2024-03-01T12:00:00Z", "--json", "--out", str(tmp / "post.html")],
        ["wiki", "put", page, old, *R, "-m", "Build a Moat", "--force-current"], ["wiki", "put", page, new, *R, "-m", "Build a Moat", "--json", "--force-current"],
        ["enact", str(POSTS / "moat_upgrade.html"), *R, "--as-of", "2024-02-22T12:00:00Z", "--gamestate", new],
        ["enact", str(POSTS / "moat_upgrade.html"), *R, "--as-of", "2024-02-22T12:00:00Z", "--json", "--out", str(tmp / "enacted.wiki")],
        ["enact", str(POSTS / "moat_upgrade.html"), *R, "--as-of", "2024-02-22T12:00:00Z", "--yes"],
        ["fail", str(POSTS / "moat_counts_twice.html"), *R, "--as-of", "2024-01-31T12:00:00Z", "--admin", "Kevan"],
        ["fail", str(POSTS / "any_position_builds.html"), *R, "--as-of", "2024-01-31T12:00:00Z", "--json"],
    ]
    return [(args, CONFIG) for args in plain] + with_config


def _problems(name: str, args: list[str], outcome, blog: str) -> list[str]:
    code, out, err, tb = outcome
    shown = "blognomic " + " ".join(a.replace(str(ROOT) + "/", "").replace(blog, "BLOG") for a in args)
    if tb is not None or "Traceback" in out + err:
        return [f"{shown}: traceback\n{tb or err}"]
    if code not in (0, 1, 2, 3) and not (code == 4 and args[0] == "validate"):  # validate's "cannot tell"
        return [f"{shown}: exit {code}"]
    if code == 2:
        lines = [ln for ln in err.splitlines() if ln.strip()]
        if len(lines) != 1 or not lines[0].startswith("error: "):
            return [f"{shown}: exit 2 without one 'error:' line: {err!r}"]
        if not any(n in lines[0] for n in (name, "Gartenberg", "Workshop", "Banewood Mansion", "http://wiki.invalid")):
            # the file (or page) the error is about
            return [f"{shown}: the error names neither the file nor the page: {lines[0]}"]
    return []


# What only a text render refuses: a rule by number, a table whose cells it lost
TEXT_REFUSALS = ("rule numbers are not reliable in a text render", "is flattened in this text render")
# What every render (text or HTML) refuses: editing the Ruleset needs its wikitext
RENDER_REFUSALS = ("enactment needs the Ruleset's wikitext",)


@pytest.mark.parametrize("stem", sorted({n.split(".")[0] for n in RULESETS}))
def test_every_command_on_every_ruleset_in_every_format(offline, blog_server, stem):
    """Each command on the .wiki, the .html and the .txt of one Ruleset: no traceback, a documented exit code,
    one line naming the file for exit 2; and the three formats answer alike, except where a text render
    refuses what it cannot know."""
    names = sorted(n for n in RULESETS if n.split(".")[0] == stem)
    assert len(names) == 3, names
    problems, codes = [], {}
    for name in names:
        SERVED["file"] = FIX / name
        for args, config in commands(str(FIX / name), blog_server.url, offline):
            (offline / "config.toml").write_text(config)
            outcome = invoke(args)
            problems += _problems(name, args, outcome, blog_server.url)
            key = tuple(a.replace(name, "RULESET") for a in args) + (config.replace(name, "RULESET"),)
            codes.setdefault(key, {})[name] = (outcome[0], outcome[2].strip())
    for key, by in codes.items():
        ref = {n: c for n, (c, err) in by.items() if not n.endswith(".txt") and not (c == 2 and any(r in err for r in RENDER_REFUSALS))}
        txt = next((v for n, v in by.items() if n.endswith(".txt")), None)
        if len(set(ref.values())) > 1:
            problems.append(f"{' '.join(key)}: the wikitext and HTML disagree: {ref}")
        # a text render that lost a table knows less: "cannot tell" (validate's exit 4) is its honest answer, never a
        # wrong one; a refusal naming what it lost is too
        if txt is not None and ref and txt[0] not in ref.values() and txt[0] != 4 \
                and not (txt[0] == 2 and any(r in txt[1] for r in TEXT_REFUSALS + RENDER_REFUSALS)):
            problems.append(f"{' '.join(key)}: the text render gives {txt}, the other formats {ref}")
    assert not problems, "\n".join(problems)
