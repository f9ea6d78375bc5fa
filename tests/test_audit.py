"""Admin notes and the audit of resolved matters."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from blognomic_tools.parsers.admin_note import parse_admin_note
from clirun import blognomic
from conftest import FIX

EXE = str(Path(sys.executable).parent / "blognomic")


@pytest.mark.parametrize(
    "note,status,f,a,defs,admin",
    [
        ("Reached quorum 6 votes to 1. Enacted by Josh.", "enacted", 6, 1, None, "Josh"),
        ("Failed 2-5 by Kevan", "failed", 2, 5, None, "Kevan"),
        ("Enacted 5-0 - Brendan", "enacted", 5, 0, None, "Brendan"),
        ("Timed out 3 votes to 2 (1 DEF). Enacted by Clucky.", "enacted", 3, 2, 1, "Clucky"),
        ("Self-killed. Failed by pokes", "withdrawn", None, None, None, "pokes"),
        ("Vetoed", "vetoed", None, None, None, None),
        ("Enacted 4-1. Kevan", "enacted", 4, 1, None, "Kevan"),
        ("Illegal: not a valid proposal. Failed by naught.", "illegal", None, None, None, "naught"),
        ("Passed 7 FOR, 1 AGAINST -- Josh", "enacted", 7, 1, None, "Josh"),
        # forms of the real blog, with names and numbers of our own; a status inside a negation is never read
        # as that status ("cannot be enacted" is a failure), and of several resolutions the last one stands
        ("Cannot be Enacted without CoV (3-6) Failed by Maeve", "failed", 3, 6, None, "Maeve"),
        ("2-5, cannot be enacted unless someone changes eir vote. -Orrin", "failed", 2, 5, None, "Orrin"),
        ("Cannot be enacted with 1 votes FOR to 6 AGAINST. Tamsin", "failed", 1, 6, None, "Tamsin"),
        ("Passes 6-2—Ysolde", "enacted", 6, 2, None, "Ysolde"),
        ("Quorums 5-0. —Perrin", "enacted", 5, 0, None, "Perrin"),
        ("Times out and Passes 4-1.", "enacted", 4, 1, None, None),
        ("Unpopular, 2-8. Halvard", "failed", 2, 8, None, "Halvard"),
        ("Failed 2-4 by Ilse. Unfailed, a vote was missed. Enacted 5-4 by Ilse", "enacted", 2, 4, None, "Ilse"),
        ("Enacted 5-1 by Odo. Reverted by CfJ. Failed by Odo", "failed", 5, 1, None, "Odo"),
    ],
)
def test_admin_notes(note, status, f, a, defs, admin):
    n = parse_admin_note(note)
    assert (n.status, n.for_, n.against, n.deferentials, n.admin) == (status, f, a, defs, admin)


def test_unreadable_notes():
    assert parse_admin_note("see the discussion on Discord").unparsed == ["no status word"]
    assert parse_admin_note(None).unparsed == ["no admin note"]


def test_audit_month(blog_server):
    r = subprocess.run(
        [EXE, "audit", "--month", "2024/02", "--blog", blog_server.url, "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"), "--no-cache", "--json"],
        capture_output=True, text=True, env={"PATH": "/usr/bin:/bin", "HOME": "/tmp"},
    )
    assert r.returncode == 1, r.stderr  # findings: a script sees them in the exit code
    # no progress bar when stderr is not a terminal; one note line: the file stands for the Ruleset of the month
    assert r.stderr.splitlines() == [f"note: --ruleset {FIX / 'ruleset-2024-02-24.wiki'} stands for the Ruleset in force in 2024/02 (a file has no "
                                     "history: give --ruleset-wiki to read the revision of then)"], r.stderr
    rows = {m["title"]: m for m in json.loads(r.stdout)["matters"]}
    assert rows["Proposal: Fast Slow Roll"]["mismatches"] == []
    assert rows["Proposal: Serf Reform"]["mismatches"] == []
    tower = rows["Proposal: Tower Costs"]["mismatches"]
    assert any("the note says 5-0, recomputed 4-1" == m for m in tower)
    assert any(m.startswith("marked enacted, but at 20 Feb 2024 19:59 UTC the rules gave “not yet”") for m in tower)
    assert rows["Proposal: Tower Costs"]["recomputed"]["citation"]["rule"] == "Resolution of Proposals"
    odd = rows["Proposal: Odd Note"]
    assert odd["note_readable"] is False and odd["mismatches"] == ["unparseable admin note: 'see the discussion on Discord' (no status word)"]


def test_audit_bad_month():
    r = blognomic("audit", "--month", "Feb 2024", "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"))
    assert r.returncode == 2 and "expected YYYY/MM" in r.stderr


def test_audit_exit_codes(blog_server):
    """0 when every note agrees (or nothing was resolved), 1 with findings, 2 on an input error."""
    base = [EXE, "audit", "--blog", blog_server.url, "--ruleset", str(FIX / "ruleset-2024-02-24.wiki"), "--no-cache"]
    env = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "COLUMNS": "200"}
    r = subprocess.run(base + ["--month", "2024/02"], capture_output=True, text=True, env=env)
    assert r.returncode == 1 and "4 resolved matters, 2 with findings" in r.stdout
    r = subprocess.run(base + ["--month", "2022/08"], capture_output=True, text=True, env=env)
    assert r.returncode == 0 and "0 resolved matters, 0 with findings" in r.stdout
    r = subprocess.run(base + ["--month", "1999/01"], capture_output=True, text=True, env=env)
    assert r.returncode == 2 and r.stderr.startswith("error:")


def test_audit_post_far_dates_do_not_overflow():
    """OverflowError in audit_post on an admin date at the calendar's start."""
    from datetime import datetime, timezone

    from blognomic_tools.audit import audit_post
    from blognomic_tools.models import Post, Roster
    from blognomic_tools.parsers import load_ruleset
    from blognomic_tools.profile import build_profile

    prof = build_profile(load_ruleset(FIX / "ruleset-2024-02-24.wiki"))
    t = datetime(1, 1, 1, tzinfo=timezone.utc)
    post = Post(url="u", slug="u", kind="proposal", title="Proposal: x", subject="x", tags=[], author="Kevan", posted_at=t,
                status="enacted", comments=[], adminned_at=t, admin_note="Enacted 1-0 by Kevan")
    row = audit_post(post, prof, Roster(players=["Kevan", "Josh"], admins=["Kevan"], emperor="Josh", as_of=t), [post])
    assert row.recomputed.verdict in ("not yet", "enactable now", "failable now")


def test_a_proposal_over_the_limits_marked_illegal_or_failed_agrees():
    """The tally says "illegal" for a proposal made while its author had 2 pending; an admin who marked it Illegal
    (or Failed) did right. The limits are checked against the whole month, resolved proposals included."""
    from datetime import datetime, timedelta, timezone

    from blognomic_tools.audit import audit_post
    from blognomic_tools.models import Comment, Post, Roster
    from blognomic_tools.parsers import load_ruleset
    from blognomic_tools.profile import build_profile
    from conftest import FIX

    prof = build_profile(load_ruleset(FIX / "ruleset-2024-02-24.wiki"))
    t0 = datetime(2024, 2, 20, 12, tzinfo=timezone.utc)

    def post(title, at, status, adminned, note=None):
        votes = [Comment(author=p, posted_at=at + timedelta(minutes=5), icons=["for.gif"]) for p in ["Josh", "pokes", "naught", "Brendan"]]
        return Post(url=f"u/{title}", slug=title, kind="proposal", title=f"Proposal: {title}", subject=title, tags=[], author="Kevan",
                    posted_at=at, status=status, adminned_at=adminned, admin_note=note, comments=votes)

    older = [post("A", t0 - timedelta(hours=3), "enacted", t0 + timedelta(hours=20)), post("B", t0 - timedelta(hours=2), "enacted", t0 + timedelta(hours=21))]
    roster = Roster(players=["Josh", "Kevan", "pokes", "naught", "Brendan"], emperor="Josh")
    for status, note in (("illegal", "Illegal: Kevan had two pending. -Josh"), ("failed", "Illegal, over the limit. Failed by Josh.")):
        c = post("C", t0, status, t0 + timedelta(hours=2), note)
        row = audit_post(c, prof, roster, older + [c])
        assert row.recomputed.verdict == "illegal" and not [m for m in row.mismatches if "rules gave" in m], row.mismatches
    # with the older ones resolved before it was posted, the same proposal is legal, and marking it illegal is a finding
    early = [post("A", t0 - timedelta(hours=3), "enacted", t0 - timedelta(hours=1)), post("B", t0 - timedelta(hours=2), "enacted", t0 - timedelta(minutes=30))]
    c = post("C", t0, "illegal", t0 + timedelta(hours=14), "Illegal. -Josh")
    assert any("rules gave “enactable now”" in m for m in audit_post(c, prof, roster, early + [c]).mismatches)
