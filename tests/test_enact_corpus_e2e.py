"""Five proposals of the corpus (fixtures/corpus/proposals/) enacted one after another on the real local MediaWiki,
each served by the recorded blog as a post of its own, then the Ruleset's history audited.

The Ruleset is fixtures/enactment/ruleset-corpus.wiki: the Core Rules, Building Blocks and Appendix in force on
2024-02-24 (the tally needs them) and Dynastic Rules of our own holding the words the five proposals replace or
anchor on. Each post is a copy of the recorded "Moat Upgrade" page with the corpus body, its own title, author and
votes (Popular, open 13 hours: the oldest pending proposal may be enacted). After each save the saved page is parsed
and compared rule by rule with the corpus expectation applied by hand (`expected_rules`): the rules an instruction
touches changed as the expectation says, every other rule's body byte-identical. An enacted post is then marked
Enacted on the blog, as the admin does, so the next one is the oldest pending."""
from __future__ import annotations

import html
import json
import re
import shutil
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from clirun import blognomic
from conftest import BLOG_SITE, ROOT

RULESET = ROOT / "fixtures" / "enactment" / "ruleset-corpus.wiki"
TEMPLATE = BLOG_SITE / "archive" / "moat_upgrade.html"
GARTENBERG = ROOT / "fixtures" / "wiki" / "Gartenberg" / "03.wiki"
MEMBERS = {"Josh": 100, "pokes": 101, "naught": 102, "Brendan": 103, "qenya": 104, "Clucky": 105, "Kevan": 106,
           "JonathanDark": 107, "Raven1207": 108}
# (corpus case, slug, post title, author): one kind of instruction or more each, in the order they are enacted
CASES = [
    ("add-rule-bare-title-unquoted-text", "tithe_barns", "Tithe Barns", "Kevan"),  # a new rule; a replacement in a named rule
    ("replace-in-rule-two-pairs", "clear_messages", "Clear Messages", "pokes"),  # two replacements, list items of one rule
    ("after-the-sentence-ending-add", "retinue_strength", "Retinue Strength", "qenya"),  # an insert after a sentence
    ("repeal-forms", "fewer_feasts", "Fewer Feasts", "JonathanDark"),  # three repeals (one with a subrule); paragraph:last
    ("rename-and-move", "tourneys_and_mentors", "[Core] [Appendix] Tourneys and Mentors", "Brendan"),  # renames; moves
]
POSTED = datetime(2024, 2, 20, 1, 0, tzinfo=timezone.utc)  # older than every other pending post of the recorded blog
AS_OF = datetime(2024, 2, 20, 14, 0, tzinfo=timezone.utc)


def run(env, *args):
    return blognomic(*args, env=env, timeout=300)


def long_date(t: datetime) -> str:
    return f"{t:%d %b}  {t:%Y %H:%M:%S}  UTC"  # the blog's footer form: "20 Feb  2024 01:00:00  UTC"


def utc(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


# -- the posts, as the blog serves them ------------------------------------------------------------------------------


def post_page(body: str, title: str, author: str, posted: datetime) -> str:
    """The recorded "Moat Upgrade" page with another body, title, author and time, and five FOR votes by others (with
    the author's own, Quorum 5 of 9 is passed: Popular)."""
    page = TEMPLATE.read_text(encoding="utf-8")
    page = page.replace("Proposal: Moat Upgrade", f"Proposal: {html.escape(title, quote=False)}")
    page = re.sub(r'<div class="post-body">.*?</div>\n<p class="post-footer">', lambda _: f'<div class="post-body">{body}</div>\n<p class="post-footer">',
                  page, count=1, flags=re.S)
    page = re.sub(r'posted by <a href="[^"]+">[^<]+</a> at [^<]+</em>',
                  f'posted by <a href="https://blognomic.com/member/{MEMBERS[author]}">{author}</a> at {long_date(posted)}</em>', page, count=1)
    voters = [n for n in MEMBERS if n != author][:5]
    comments = "".join(
        f'<div class="comment" id="comment_{700000 + 10 * i + MEMBERS[n] % 10}">\n'
        f'<h3><a href="https://blognomic.com/member/{MEMBERS[n]}">{n}</a></h3>\n'
        f'<div class="commentbody"><p><img src="https://blognomic.com/images/vote/for.gif" alt="for" width="12" height="12" /> </p></div>\n'
        f'<p class="commentfooter">Posted {posted + timedelta(hours=1, minutes=5 * i):%d-%m-%Y %H:%M:%S} UTC</p>\n</div>\n'
        for i, n in enumerate(voters))
    return re.sub(r'<h4>Comments</h4>\n.*?</div>\n</div>\n<div id="sidebar">', lambda _: f'<h4>Comments</h4>\n{comments}</div>\n</div>\n<div id="sidebar">',
                  page, count=1, flags=re.S)


def listing_entry(slug: str, body: str, title: str, author: str, posted: datetime) -> str:
    excerpt = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body))).strip()[:200]
    return (f'<div class="post">\n<h3 class="proposal open"><a href="https://blognomic.com/archive/{slug}">Proposal: {html.escape(title, quote=False)}</a></h3>\n'
            f'<div class="post-body"><p>{html.escape(excerpt, quote=False)}</p></div>\n'
            f'<p class="post-footer"><em>posted by <a href="https://blognomic.com/member/{MEMBERS[author]}">{author}</a> at {long_date(posted)}</em> | '
            f'<a href="https://blognomic.com/archive/{slug}#comments">Comments (5)</a></p>\n\n</div>\n')


def mark_enacted(site: Path, slug: str, note: str, at: datetime) -> None:
    """The admin's resolution on the blog: the post's status Enacted and the admin note, on its page and the front page."""
    resolved = f'<div class="admin-note"><p>{html.escape(note, quote=False)}</p><p>Adminned at {long_date(at)}</p></div>'
    page = site / "archive" / f"{slug}.html"
    text = page.read_text(encoding="utf-8").replace('class="post-title proposal open"', 'class="post-title proposal Enacted"', 1)
    page.write_text(re.sub(r'(<p class="post-footer">.*?</p>\n)\n', lambda m: m.group(1) + resolved + "\n", text, count=1, flags=re.S), encoding="utf-8")
    front = site / "index.html"
    text = front.read_text(encoding="utf-8")
    m = re.search(rf'<h3 class="proposal open"><a href="https://blognomic.com/archive/{slug}">.*?#comments">Comments \(\d+\)</a></p>\n\n', text, re.S)
    assert m, slug
    entry = m.group(0).replace('class="proposal open"', 'class="proposal Enacted"', 1)
    front.write_text(text[: m.start()] + entry[:-1] + resolved + "\n" + text[m.end():], encoding="utf-8")


@pytest.fixture
def corpus_blog(tmp_path):
    """A copy of the recorded blog with the five posts added (their pages, and the front page listing them by date)."""
    from blognomic_tools.sandbox.blogserver import BlogServer
    from corpus_proposals import CORPUS

    site = tmp_path / "site"
    shutil.copytree(BLOG_SITE, site)
    entries = []
    for k, (case, slug, title, author) in enumerate(CASES):
        body = (CORPUS / f"{case}.html").read_text(encoding="utf-8").strip()
        posted = POSTED + timedelta(minutes=10 * k)
        (site / "archive" / f"{slug}.html").write_text(post_page(body, title, author, posted), encoding="utf-8")
        entries.append(listing_entry(slug, body, title, author, posted))
    front = site / "index.html"
    text = front.read_text(encoding="utf-8")
    at = text.index('<div class="post">\n<h3 class="proposal Failed"><a href="https://blognomic.com/archive/serf_reform">')
    front.write_text(text[:at] + "".join(reversed(entries)) + text[at:], encoding="utf-8")  # newest first, before 19 Feb
    with BlogServer(site) as srv:
        yield srv, site


# -- the expected Ruleset: the corpus expectation applied to a model of the rules ------------------------------------


def rule_model(text: str) -> list[dict]:
    """Every rule of a page in order: its title, section, parent rule, plain text and the wikitext of its body."""
    from blognomic_tools.parsers import parse_ruleset

    rs = parse_ruleset(text, fmt="wikitext", source="Ruleset")
    out: list[dict] = []

    def visit(rule, section, parent):
        a, b = rule.body_span
        out.append({"title": rule.title, "section": section, "parent": parent, "text": rule.text, "body": rs.raw[a:b]})
        for sub in rule.subrules:
            visit(sub, section, rule.title)

    for s in rs.sections:
        for r in s.rules:
            visit(r, s.name, None)
    return out


def _family(model: list[dict], title: str) -> list[int]:
    """The indexes of a rule and its subrules, at any depth."""
    i = next(i for i, r in enumerate(model) if r["title"] == title)
    names, idx = {title}, [i]
    for j in range(i + 1, len(model)):
        if model[j]["parent"] not in names:
            break
        names.add(model[j]["title"])
        idx.append(j)
    return idx


def _place(model: list[dict], rules: list[dict], section: str, parent: str | None) -> None:
    """Put rules last in a section, or last among a rule's subrules."""
    if parent is not None:
        at = _family(model, parent)[-1] + 1
    else:
        at = max((i + 1 for i, r in enumerate(model) if r["section"] == section), default=len(model))
    model[at:at] = rules


def expected_rules(before: list[dict], instructions: list[dict]) -> list[dict]:
    """The rules after the instructions as the corpus states them (expected.json), applied here by plain string edits:
    a text replaced where it occurs once, a sentence's words found and the new sentence put after it, the last
    paragraph dropped, a rule and its subrules taken out or moved last under their new place. A changed rule loses
    its "body" (only its text is compared)."""
    model = [dict(r) for r in before]

    def rule(title):
        return next(r for r in model if r["title"] == title)

    for ins in instructions:
        kind = ins["kind"]
        if kind == "commentary":
            continue
        if kind == "add_rule":
            parent = ins.get("parent")
            section = ins.get("section") or (rule(parent)["section"] if parent else "Dynastic Rules")
            _place(model, [{"title": ins["title"], "section": section, "parent": parent, "text": ins["text"], "body": None}], section, parent)
        elif kind == "replace_text" and ins.get("where") == "paragraph:last":
            r = rule(ins["rule"])
            r["text"], r["body"] = r["text"].rsplit("\n\n", 1)[0] + ("\n\n" + ins["text"] if ins["text"] else ""), None
        elif kind == "replace_text":
            r = rule(ins["rule"])
            assert r["text"].count(ins["old"]) == 1, (ins, r["text"])
            r["text"], r["body"] = r["text"].replace(ins["old"], ins["text"]), None
        elif kind == "insert_text" and ins["where"].startswith("after sentence:"):
            r = rule(ins["rule"])
            words = ins["where"].split(":", 1)[1]
            assert r["text"].count(words) == 1, (ins, r["text"])
            end = r["text"].index(".", r["text"].index(words) + len(words)) + 1
            r["text"], r["body"] = r["text"][:end] + " " + ins["text"] + r["text"][end:], None
        elif kind == "repeal_rule":
            gone = set(_family(model, ins["rule"]))
            model = [r for i, r in enumerate(model) if i not in gone]
        elif kind == "rename_rule":
            for r in model:
                if r["parent"] == ins["rule"]:
                    r["parent"] = ins["title"]
            rule(ins["rule"])["title"] = ins["title"]
        elif kind == "move_rule":
            fam = _family(model, ins["rule"])
            moving = [model[i] for i in fam]
            model = [r for i, r in enumerate(model) if i not in set(fam)]
            parent = ins.get("parent")
            section = ins.get("section") or rule(parent)["section"]
            for r in moving:
                r["section"] = section
            moving[0]["parent"] = parent
            _place(model, moving, section, parent)
        else:
            raise AssertionError(f"no hand-made application of {kind}: {ins}")
    return model


def test_five_corpus_proposals_enacted_one_after_another_then_audited_exact(wiki_env, mediawiki, corpus_blog):
    from blognomic_tools.enactment import matter_title
    from blognomic_tools.enactment.ruleset import apply_to_ruleset
    from blognomic_tools.parsers.proposal import read_instructions
    from blognomic_tools.sandbox.mediawiki import ADMIN_BOT
    from blognomic_tools.saving import write_page
    from blognomic_tools.sources.wiki import Wiki, WikiSettings
    from corpus_proposals import CORPUS, cases, expected_shape, shape

    srv, site = corpus_blog
    wiki = Wiki(WikiSettings(url=mediawiki["url"] + "api.php", user=ADMIN_BOT[0], password=ADMIN_BOT[1], throttle=0))
    start = write_page(wiki, "Ruleset", lambda _: RULESET.read_text(encoding="utf-8"), "the rules the proposal corpus acts on", yes=True).new_revid
    write_page(wiki, "Gartenberg", lambda _: GARTENBERG.read_text(), "Gartenberg as recorded", yes=True, create=True)  # the gamestate page it names
    since = wiki.read("Ruleset").revision.timestamp
    expectation = cases()
    enacted: dict[int, str] = {}
    for k, (case, slug, title, author) in enumerate(CASES):
        want = [expected_shape(e) for e in expectation[case]["expected"]]
        body = (CORPUS / f"{case}.html").read_text(encoding="utf-8")
        assert [shape(i) for i in read_instructions(body, source=case)] == want, case  # read in full today
        before = wiki.read("Ruleset")
        as_of = AS_OF + timedelta(minutes=10 * k)
        r = run(wiki_env, "enact", f"{srv.url}/archive/{slug}", "--blog", srv.url, "--as-of", utc(as_of), "--admin", "Kevan",
                "--no-cache", "--yes", "--json")
        assert r.returncode == 0, (case, r.stdout, r.stderr)
        data = json.loads(r.stdout)
        assert data["verdict"] == "enactable now" and data["complete"], (case, data)
        assert data["admin_note"] == "Reached quorum 6 votes to 0. Enacted by Kevan.", data["admin_note"]  # five FOR and the author's
        assert [(i["kind"], i["status"]) for i in data["instructions"]] == [
            (w["kind"], "pending" if w["kind"] == "commentary" else "applied") for w in want], (case, data["instructions"])
        assert data["saved"]["ruleset"]["status"] == "saved", (case, data)
        after = wiki.read("Ruleset")
        assert after.revision.revid == data["saved"]["ruleset"]["new_revid"] > before.revision.revid
        assert matter_title(f"Proposal: {title}") == title and after.revision.comment.endswith(f'Enacted "{title}"'), after.revision.comment
        # the saved page is the enactment the library computes, and rule by rule what the corpus expectation says
        assert after.text.rstrip("\n") == apply_to_ruleset(before.text, read_instructions(body, source=case)).new.rstrip("\n"), case
        got, exp = rule_model(after.text), expected_rules(rule_model(before.text), want)
        assert [(r["section"], r["parent"], r["title"]) for r in got] == [(r["section"], r["parent"], r["title"]) for r in exp], case
        for g, e in zip(got, exp):
            assert g["text"] == e["text"], (case, g["title"])
            if e["body"] is not None:  # a rule no instruction changed the words of: its wikitext, byte for byte
                assert g["body"] == e["body"], (case, g["title"])
        enacted[after.revision.revid] = title
        mark_enacted(site, slug, data["admin_note"], as_of + timedelta(minutes=1))
    # the history: each of the five revisions is exactly its proposal, found on the blog by the title in its summary
    r = run(wiki_env, "audit", "ruleset", "--since", since, "--blog", srv.url, "--no-cache", "--json")
    assert r.returncode == 0, r.stdout + r.stderr
    revs = {a["revid"]: a for a in json.loads(r.stdout)["revisions"]}
    assert revs[start]["verdict"] == "not an enactment"
    assert {rev: (revs[rev]["verdict"], revs[rev]["matter"]) for rev in enacted} == {rev: ("exact", t) for rev, t in enacted.items()}
    assert [revs[rev]["url"].rsplit("/", 1)[1] for rev in enacted] == [slug for _, slug, _, _ in CASES]
    assert set(revs) == {start, *enacted}
