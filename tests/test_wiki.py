"""The wiki layer against a real MediaWiki on 127.0.0.1 (faults a real server cannot produce on demand are injected)."""
from __future__ import annotations

import json
import math
import re
import subprocess
import sys
import time

import pytest
import requests

from blognomic_tools.parsers import parse_ruleset
from blognomic_tools.sandbox.mediawiki import ADMIN_BOT, BOB_BOT
from blognomic_tools.sources.wiki import Wiki, WikiAuthError, WikiError, WikiSettings
from blognomic_tools.saving import WriteError, write_page
from blognomic_tools.writers import replace_rule_body, set_table_cell
from clirun import blognomic



def wiki(mw, who=ADMIN_BOT, **kw) -> Wiki:
    s = WikiSettings(url=mw["url"] + "api.php", user=who[0], password=who[1], throttle=0, max_retries=2, retry_timeout=0.2)
    for k, v in kw.items():
        setattr(s, k, v)
    return Wiki(s)


def counter(text: str) -> int:
    return int(re.search(r"\| Kevan \|\| (\d+)", text).group(1))


def increment(text: str) -> str:
    return set_table_cell(text, 0, 1, 1, str(counter(text) + 1))


def test_login_with_a_bot_password_and_a_wrong_one(mediawiki):
    assert wiki(mediawiki).login() == "Admin"
    with pytest.raises(WikiAuthError) as e:
        wiki(mediawiki, (ADMIN_BOT[0], "wrongwrongwrongwrongwrongwrongww")).login()
    assert "login as Admin@tools failed" in str(e.value) and "wrongwrong" not in str(e.value)
    with pytest.raises(WikiAuthError, match="BLOGNOMIC_WIKI_USER"):
        wiki(mediawiki, (None, None)).login()


def test_read_with_revision_identity(mediawiki):
    page = wiki(mediawiki).read("Ruleset")
    rev = page.revision
    assert page.title == "Ruleset" and "= Core Rules =" in page.text
    assert rev.revid > 0 and rev.user == "Admin" and rev.comment.startswith("/* Dynastic Rules */")
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", rev.timestamp) and len(rev.sha1) == 40
    third = wiki(mediawiki).history("History Test")[3].revision.revid
    assert wiki(mediawiki).read("History Test", rev=third).text == "Revision 3"  # MediaWiki trims the trailing newline
    with pytest.raises(WikiError, match=f"revision {third} belongs to 'History Test', not 'Counter'"):
        wiki(mediawiki).read("Counter", rev=third)
    with pytest.raises(WikiError, match="does not exist"):
        wiki(mediawiki).read("No Such Page")


def test_history_with_continuation(mediawiki):
    w = wiki(mediawiki)
    before = w.requests
    seen = []
    revs = w.history("History Test", progress=seen.append)
    assert [r.text for r in revs] == [f"Revision {i}" for i in range(60)]
    assert [r.revision.comment for r in revs][:2] == ["step 0", "step 1"]
    assert w.requests - before == math.ceil(60 / 50)  # 50 revisions with content per request
    assert seen == [50, 60]
    since = w.history("History Test", since_rev=revs[49].revision.revid)
    assert [r.text for r in since] == [f"Revision {i}" for i in range(50, 60)]


def test_titles_with_a_prefix_follow_continuation(mediawiki, monkeypatch):
    """The pages whose title starts with a prefix, read by the client (the listing's continuation followed): the
    archive pages "Ruleset N" and no other page, of the main namespace only."""
    import blognomic_tools.sources.wiki as wiki_module

    w = wiki(mediawiki)
    for title in ("Ruleset 71", "Ruleset 9", "Rulesets", "Talk:Ruleset 72"):
        write_page(w, title, lambda _: "An archived Ruleset.", "archive", yes=True, create=True)
    assert w.titles_with_prefix("Ruleset ") == ["Ruleset 70", "Ruleset 71", "Ruleset 9"]
    monkeypatch.setattr(wiki_module, "LIST_CHUNK", 2)
    before = w.requests
    assert w.titles_with_prefix("Ruleset ") == ["Ruleset 70", "Ruleset 71", "Ruleset 9"]
    assert w.requests - before == 2  # two titles per request: the second request follows `continue`
    assert w.titles_with_prefix("Ruleset ", namespace=1) == ["Talk:Ruleset 72"]
    assert w.titles_with_prefix("No such prefix") == []


def test_save_dry_run_and_read_back(mediawiki):
    w = wiki(mediawiki)
    base = w.read("Counter").revision.revid
    dry = write_page(w, "Counter", increment, "Kevan +1 Counter")
    assert dry.status == "dry-run" and "-| Kevan || 0" in dry.diff and "+| Kevan || 1" in dry.diff
    assert w.read("Counter").revision.revid == base  # nothing written
    done = write_page(w, "Counter", increment, "Kevan +1 Counter", yes=True)
    assert done.status == "saved" and done.new_revid > base and done.base_revid == base
    page = w.read("Counter")
    assert counter(page.text) == 1 and page.revision.comment == "Kevan +1 Counter" and page.revision.user == "Admin"
    assert write_page(w, "Counter", lambda t: t, "nothing", yes=True).status == "unchanged"
    with pytest.raises(WriteError, match="summary is required"):
        write_page(w, "Counter", increment, "  ")


def test_invalid_edit_is_not_saved(mediawiki):
    w = wiki(mediawiki)
    r = write_page(w, "Counter", lambda t: t.replace("|| 0", "|| -3"), "oops", yes=True,
                   validate=lambda old, new: ["Counter may not be negative"] if "-3" in new else [])
    assert r.status == "invalid" and r.problems == ["Counter may not be negative"]
    assert counter(w.read("Counter").text) == 0


def test_a_real_conflict_is_retried_and_loses_nothing(mediawiki):
    me, bob = wiki(mediawiki), wiki(mediawiki, BOB_BOT)
    calls = []

    def transform(text):
        calls.append(counter(text))
        if len(calls) == 1:  # Bob saves between our read and our save
            assert write_page(bob, "Counter", increment, "Bob +1", yes=True).status == "saved"
        return increment(text)

    r = write_page(me, "Counter", transform, "Admin +1", yes=True)
    assert r.status == "saved" and r.attempts == 2 and len(r.conflicts) == 1
    assert calls == [0, 1]  # re-read after the conflict, transform re-applied to Bob's text
    assert counter(me.read("Counter").text) == 2  # both increments kept
    users = [h.revision.user for h in me.history("Counter")]
    assert users[-2:] == ["Bob", "Admin"]


def test_conflicts_beyond_the_bound_stop_with_a_report(mediawiki):
    me, bob = wiki(mediawiki), wiki(mediawiki, BOB_BOT)

    def always_raced(text):
        write_page(bob, "Counter", increment, "Bob +1", yes=True)
        return increment(text)

    r = write_page(me, "Counter", always_raced, "Admin +1", yes=True, max_conflict_retries=2)
    assert r.status == "gave up" and r.attempts == 3 and len(r.conflicts) == 3
    assert counter(me.read("Counter").text) == 3  # Bob's three saves, none lost, none overwritten


LOAD = r"""
import sys
from blognomic_tools.sources.wiki import Wiki, WikiSettings
from blognomic_tools.saving import write_page
from blognomic_tools.writers import set_table_cell
import re
url, user, pw, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
w = Wiki(WikiSettings(url=url, user=user, password=pw, throttle=0, max_retries=3, retry_timeout=0.2))
inc = lambda t: set_table_cell(t, 0, 1, 1, str(int(re.search(r"\| Kevan \|\| (\d+)", t).group(1)) + 1))
done = conflicts = 0
while done < n:
    r = write_page(w, "Counter", inc, f"{user} increment", yes=True)
    conflicts += len(r.conflicts)
    done += r.status == "saved"
print(done, conflicts)
"""


def test_no_lost_update_under_load(mediawiki):
    w = wiki(mediawiki)
    base = w.read("Counter").revision.revid
    procs = [subprocess.Popen([sys.executable, "-c", LOAD, mediawiki["url"] + "api.php", u, p, "25"], stdout=subprocess.PIPE, text=True)
             for u, p in (ADMIN_BOT, BOB_BOT)]
    outs = [p.communicate(timeout=300)[0].split() for p in procs]
    assert all(p.returncode == 0 for p in procs)
    assert [int(o[0]) for o in outs] == [25, 25]
    assert counter(w.read("Counter").text) == 50
    revs = w.history("Counter", since_rev=base)
    assert [counter(r.text) for r in revs] == list(range(1, 51))  # every revision one increment, none lost
    assert sorted(r.revision.user for r in revs).count("Admin") == 25 and sorted(r.revision.user for r in revs).count("Bob") == 25


def test_protected_page_is_a_clear_error(mediawiki):
    bob = wiki(mediawiki, BOB_BOT)
    with pytest.raises(WriteError) as e:
        write_page(bob, "Locked", lambda t: t + "\nvandalism", "edit", yes=True)
    assert "'Locked' is protected" in str(e.value) and str(e.value).endswith("; nothing was saved")


def test_one_rule_edit_saved_leaves_every_other_byte(mediawiki):
    w = wiki(mediawiki)
    new_body = "Each Vassal has a number named Reputation, which defaults to 1.\n"
    r = write_page(w, "Ruleset", lambda t: replace_rule_body(parse_ruleset(t, fmt="wikitext"), "Reputation", new_body),
                   '/* Dynastic Rules */ Enacting "Reputation Tweak"', yes=True)
    assert r.status == "saved"
    old, new = w.read("Ruleset", rev=r.base_revid).text, w.read("Ruleset").text
    before = parse_ruleset(old, fmt="wikitext")
    start, end = before.rule("Reputation").body_span
    assert new == replace_rule_body(before, "Reputation", new_body)
    assert new[:start] == old[:start] and new[len(new) - (len(old) - end):] == old[end:]  # every other byte kept


def test_server_stopped_mid_run_is_a_clear_error_within_the_bound(mediawiki, monkeypatch):
    """The retries are bounded by the settings: counted (the waits and their length), not timed."""
    w = wiki(mediawiki, max_retries=2, retry_timeout=0.2)
    w.read("Counter")
    mediawiki["local"].stop()
    waits: list[float] = []
    real_sleep = time.sleep
    monkeypatch.setattr(time, "sleep", lambda s: (waits.append(s), real_sleep(s))[1])
    try:
        with pytest.raises((WikiError, WriteError)) as e:
            write_page(w, "Counter", increment, "+1", yes=True)
        assert len(waits) <= 2 * 2 and all(s <= 0.2 * 2 for s in waits), waits  # each layer: max_retries waits
        assert "127.0.0.1" in str(e.value) and "Traceback" not in str(e.value)
    finally:
        mediawiki["local"].start()


def test_maxlag_and_5xx_are_retried_within_the_bound(mediawiki):
    """Reads: the real wiki's maxlag answers (made to lag by the proxy) and 503s are retried, at most max_retries times."""
    from faults import FaultProxy

    with FaultProxy(mediawiki["url"]) as proxy:
        s = WikiSettings(url=proxy.url + "api.php", retry_timeout=0.05, max_retries=3)
        w = Wiki(s)
        reads = lambda r: r.action == "query"  # noqa: E731
        for fault in ("lag", "503", "lag"):
            proxy.add(fault, when=reads, retry_after=0)
        assert "Core Rules" in w.read("Ruleset").text
        assert [r.fault for r in proxy.seen][-4:] == ["lag", "503", "lag", None]
        proxy.add("503", when=reads, times=None)
        with pytest.raises(WikiError) as e:
            w.read("Ruleset")
        assert proxy.url.rstrip("/") in str(e.value) and "\n" not in str(e.value)
        assert len(proxy.faults("503")) == 1 + (s.max_retries + 1)  # the bound: 1 try + 3 retries


class LosesTheAnswer(requests.Session):
    """Fault injection: the first edit reaches the wiki and is saved, but its answer is lost (or a 503 comes back)."""

    def __init__(self, mode):
        super().__init__()
        self.mode, self.done, self.count = mode, False, 0

    def request(self, method, url, **kw):
        self.count += 1
        data = kw.get("data") or {}
        is_edit = isinstance(data, dict) and data.get("action") == "edit"
        if is_edit and not self.done:
            self.done = True
            if self.mode == "lost":
                super().request(method, url, **kw)  # the wiki saves it...
                raise requests.ConnectionError("connection reset by peer")  # ...but we never hear back
            r = requests.Response()
            r.status_code, r.url, r._content = 503, url, b"Service Unavailable"  # refused before saving
            return r
        return super().request(method, url, **kw)


@pytest.mark.parametrize("mode", ["lost", "503"])
def test_a_save_is_never_applied_twice(mediawiki, mode):
    s = WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0, retry_timeout=0.05, max_retries=3)
    w = Wiki(s, session=LosesTheAnswer(mode))
    r = write_page(w, "Counter", increment, "Admin +1", yes=True)
    assert r.status == "saved"
    assert counter(w.read("Counter").text) == 1  # exactly one increment, whatever happened to the answer
    if mode == "lost":
        assert r.conflicts == ["the answer to the save was lost; the history shows it was saved"]
    assert len(w.history("Counter")) == 2  # the seed revision and ours: no second save


# -- the edit funnel (Wiki.edit): maxlag, read-only, lost answers, through the real wiki ------------------------

TOKEN = re.compile(r"[0-9a-f]{32}\+\\")  # a CSRF token as MediaWiki makes them


def proxied(proxy, who=ADMIN_BOT, **kw) -> Wiki:
    s = WikiSettings(url=proxy.url + "api.php", user=who[0], password=who[1], throttle=0, max_retries=2, retry_timeout=0.05)
    for k, v in kw.items():
        setattr(s, k, v)
    return Wiki(s)


def test_maxlag_on_every_attempt_is_one_error_line_without_the_token(mediawiki):
    """The real wiki answers maxlag to every edit (made to lag by the proxy): mwclient's own retry loop used to end
    in a traceback whose last line held the whole request, the CSRF token included."""
    from faults import FaultProxy, edits

    from blognomic_tools.sources.wiki import Lagging

    with FaultProxy(mediawiki["url"]) as proxy:
        proxy.add("lag", when=edits, times=None, retry_after=1)
        w = proxied(proxy)
        before = w.latest_revid("Counter")
        with pytest.raises(Lagging) as e:
            write_page(w, "Counter", increment, "Admin +1", yes=True)
        token = w.site.get_token("csrf")
        msg = str(e.value)
        assert msg.startswith(f"{w.where}: the wiki's database lags behind (maxlag")
        assert "every one of 3 attempts to save 'Counter' was refused" in msg and "nothing was saved" in msg
        assert token not in msg and not TOKEN.search(msg) and "\n" not in msg
        assert [r.fault for r in proxy.seen if edits(r)] == ["lag"] * 3  # 1 + max_retries attempts, each refused
        assert all(r.params["token"] == token for r in proxy.seen if edits(r))  # the same request, sent again
        assert w.latest_revid("Counter") == before


def test_maxlag_that_clears_is_waited_out_and_saved_once(mediawiki):
    from faults import FaultProxy, edits

    with FaultProxy(mediawiki["url"]) as proxy:
        proxy.add("lag", when=edits, times=2, retry_after=0)
        w = proxied(proxy)
        before = w.latest_revid("Counter")
        r = write_page(w, "Counter", increment, "Admin +1", yes=True)
        assert r.status == "saved" and not r.conflicts
        assert [r.fault for r in proxy.seen if edits(r)] == ["lag", "lag", None]
        assert [h.revision.comment for h in w.history("Counter", since_rev=before)] == ["Admin +1"]  # saved once
        assert counter(w.read("Counter").text) == 1


def test_the_cli_says_maxlag_in_one_line(mediawiki, tmp_path):
    from faults import FaultProxy, edits

    with FaultProxy(mediawiki["url"]) as proxy:
        proxy.add("lag", when=edits, times=None, retry_after=0)
        cfg = tmp_path / "config.toml"
        cfg.write_text(f'[wiki]\nurl = "{proxy.url}api.php"\nthrottle = 0\nretry_timeout = 0.05\nmax_retries = 2\n')
        env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "BLOGNOMIC_CONFIG": str(cfg),
               "BLOGNOMIC_WIKI_USER": ADMIN_BOT[0], "BLOGNOMIC_WIKI_PASSWORD": ADMIN_BOT[1]}
        f = tmp_path / "c.wiki"
        f.write_text("| Kevan || 5\n")
        base = str(wiki(mediawiki).latest_revid("Counter"))
        r = blognomic("wiki", "put", "Counter", str(f), "--base-rev", base, "-m", "x", "--yes", env=env)
        assert r.returncode == 2, r.stderr
        assert r.stderr.startswith(f"error: {proxy.url}: the wiki's database lags behind (maxlag") and len(r.stderr.splitlines()) == 1, r.stderr
        assert "Traceback" not in r.stderr and not TOKEN.search(r.stderr + r.stdout) and ADMIN_BOT[1] not in r.stderr + r.stdout
        assert len(proxy.faults("lag")) == 3


@pytest.mark.parametrize("logged_in", [False, True])
def test_a_read_only_wiki_is_one_clear_error(mediawiki, logged_in):
    """MediaWiki itself read-only ($wgReadOnlyFile): refused at the login, or at the save once logged in."""
    w = wiki(mediawiki)
    before = w.latest_revid("Counter")
    if logged_in:
        w.login()
    mediawiki["local"].read_only("Upgrading the database; back in ten minutes")
    try:
        with pytest.raises(WriteError) as e:
            write_page(w, "Counter", increment, "Admin +1", yes=True)
    finally:
        mediawiki["local"].read_only(None)
    assert str(e.value) == f"{w.where}: the wiki is read-only: Upgrading the database; back in ten minutes; nothing was saved"
    assert w.latest_revid("Counter") == before


def test_the_cli_says_read_only_in_one_line(wiki_env, mediawiki, tmp_path):
    f = tmp_path / "c.wiki"
    f.write_text("| Kevan || 5\n")
    base = str(wiki(mediawiki).latest_revid("Counter"))
    mediawiki["local"].read_only("Maintenance")
    try:
        r = blognomic("wiki", "put", "Counter", str(f), "--base-rev", base, "-m", "x", "--yes", env=wiki_env)
    finally:
        mediawiki["local"].read_only(None)
    assert r.returncode == 2 and r.stderr == f"error: {mediawiki['url']}: the wiki is read-only: Maintenance; nothing was saved\n", r.stderr


def test_a_save_whose_answer_is_cut_is_found_in_the_history(wiki_env, mediawiki, tmp_path):
    """The proxy passes the edit on (the wiki saves it) and closes the connection: the CLI finds the save in the
    history instead of sending it again."""
    from faults import FaultProxy, edits

    with FaultProxy(mediawiki["url"]) as proxy:
        proxy.add("cut", when=edits)
        cfg = tmp_path / "proxied.toml"
        cfg.write_text(f'[wiki]\nurl = "{proxy.url}api.php"\nthrottle = 0\nretry_timeout = 0.05\nmax_retries = 2\n')
        f = tmp_path / "c.wiki"
        f.write_text('{| class="wikitable"\n! Name !! Counter\n|-\n| Kevan || 5\n|}\n')
        w = wiki(mediawiki)
        base = w.latest_revid("Counter")
        r = blognomic("wiki", "put", "Counter", str(f), "--base-rev", str(base), "-m", "Kevan 5", "--yes", "--json",
                      env=dict(wiki_env, BLOGNOMIC_CONFIG=str(cfg)))
        assert r.returncode == 0, r.stderr
        out = json.loads(r.stdout)
        assert out["status"] == "saved" and out["conflicts"] == ["the answer to the save was lost; the history shows it was saved"]
        assert [p.fault for p in proxy.seen if edits(p)] == ["cut"]  # sent once
        assert [h.revision.comment for h in w.history("Counter", since_rev=base)] == ["Kevan 5"]


def test_every_edit_error_is_a_project_error_with_one_line():
    from blognomic_tools.errors import BlognomicError
    from blognomic_tools.sources.wiki import EDIT_ERRORS, EditConflict, Lagging, ReadOnly

    for code, (cls, say) in EDIT_ERRORS.items():
        assert issubclass(cls, BlognomicError), code
        msg = say.format(title="Gartenberg", user="Admin", code=code, info="why", reason="maintenance")
        assert msg and "\n" not in msg and "{" not in msg, code
    assert EditConflict.exit_code == 3 and ReadOnly.exit_code == 2 and Lagging.exit_code == 2
    assert issubclass(ReadOnly, WriteError) and issubclass(ReadOnly, WikiError)


def test_a_lost_login_and_a_page_created_meanwhile_are_clear_errors(mediawiki):
    from blognomic_tools.sources.wiki import LoginLost, PageExists

    w = wiki(mediawiki)
    assert write_page(w, "Counter", increment, "Admin +1", yes=True).status == "saved"
    w.session.cookies.clear()  # the session is gone (expired, logged out elsewhere); the client still thinks it is in
    with pytest.raises(LoginLost) as e:
        write_page(w, "Counter", increment, "Admin +1", yes=True)
    assert str(e.value).startswith(f"{w.where}: the login was lost (") and str(e.value).endswith("; nothing was saved")
    assert counter(w.read("Counter").text) == 1

    class CreatesItFirst(requests.Session):  # Bob creates the page between our check that it is missing and our save
        def __init__(self):
            super().__init__()
            self.armed = True

        def request(self, method, url, **kw):
            data = kw.get("data") or {}
            if self.armed and isinstance(data, dict) and data.get("action") == "edit":
                self.armed = False
                write_page(wiki(mediawiki, BOB_BOT), "Brand New", lambda _: "Bob's page", "Bob creates it", yes=True, create=True)
            return super().request(method, url, **kw)

    me = Wiki(w.settings, session=CreatesItFirst())
    with pytest.raises(PageExists) as e:
        write_page(me, "Brand New", lambda _: "my page", "create", yes=True, create=True)
    assert str(e.value) == f"{me.where}: 'Brand New' already exists; nothing was saved"
    assert me.read("Brand New").text == "Bob's page"
