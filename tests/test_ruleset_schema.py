"""`blognomic ruleset schema`: the variables of the four bundled Rulesets, as a careful player lists them from the
text, against what the command reads (at least 90% of the fields, none wrong, no variable the rules do not
declare); and the command itself (text, deterministic --json, input errors)."""
from __future__ import annotations

import json

import pytest

from clirun import blognomic
from conftest import FIX

APPENDIX = {"minimum": 0}  # "game variables defined to hold numeric values can hold only non-negative integers"
GNDT = {"tracked": "GNDT", "public": True}

# What a careful player checks, read from each Ruleset's text (../shared/rulesets/*.txt). A field left out is not
# said; "inactive": declared by a rule that is not in force. Where the rules say more than a reader can be sure
# of, the field is still listed: the reader may leave it unread (it lists the sentence), never read it otherwise.
RULESETS = {
    "ruleset-070": [
        dict(name="Workbench", kind="sequence", of="Runes", **GNDT,
             default_text="a sequence of “X” runes that has the same length as the third-longest Workbench among other Apprentices"),
        dict(name="Time", kind="int", default=0, **APPENDIX, **GNDT),
        dict(name="Ward", kind="enum", values=["Null", "Suppressive", "Hardened", "Trapped"], default="Null", **GNDT),
        dict(name="Partner", kind="name", name_rules=["not themself"], **GNDT),  # "shares a table with one other Apprentice"
        dict(name="Table", kind="int", **APPENDIX, **GNDT,  # "the number of Food Items on a given Apprentice’s table"
             default_text="the length of the longer Workbench of any Apprentices sharing the table"),
    ],
    "ruleset-205": [
        dict(name="Money", kind="money", unit="₩", default=20000, maximum=20000, public=True, **APPENDIX),
        dict(name="Engine", scope="bot", holder_of="Bot", kind="enum", default="Petrol",
             values=["Electric", "Petrol", "Nitrogen", "Hydraulic", "Nuclear"]),
        dict(name="Chassis", scope="bot", holder_of="Bot", kind="enum", default="Apex Systems X1500",
             values=["Frictionless Inquisitor", "Apex Systems X1500", "Tundra Industries #9", "Echelon Hardcast",
                     "Incisor TRN9P", "Numenatics Featherlight 44714", "Camelot CG3 Rampart", "Titanium Holdfast"]),
        dict(name="Systems", scope="bot", holder_of="Bot", kind="list", of="Systems", default=[]),
        dict(name="Condition", scope="bot", holder_of="Bot", kind="percent", minimum=0, maximum=100, public=True),
        dict(name="Spare Parts Bin", kind="list", of="Chassisses, Engines, and Systems as well as their conditions", public=True),
        dict(name="Readiness", kind="enum", values=["Workshop", "Ready", "Staging", "Set"], default="Workshop", public=True),
        dict(name="Red Mist", kind="int", default=0, public=True, **APPENDIX),
        dict(name="Script", scope="bot", holder_of="Bot", kind="list", of="Triggers", tracked="privately", tracked_by="Announcer", public=False),
        dict(name="Bout Count", kind="int", public=True, **APPENDIX),
        dict(name="Alliance", kind="name", name_rules=["not themself", "distinct", "at most 2"], default=[], public=True, inactive=True),
    ],
    "ruleset-209": [
        dict(name="Dread", scope="global", kind="int", minimum=0, default=0, tracked="privately", tracked_by="Narrator", public=False),
        dict(name="Mood", scope="global", kind="text", default="Calm", public=True),
        dict(name="Items", kind="list", of="Items", default=[]),
        dict(name="Location", kind="text", of="Room", default="Foyer"),
        dict(name="Planned Action", kind="text", default="Rest"),
        dict(name="Sanity", kind="int", minimum=0, maximum=10, default=10),
        dict(name="Ploy", tracked="privately", tracked_by="Narrator", public=False, default_text="nothing"),
        dict(name="Advantage", kind="enum", values=["Strong", "Fast", "Wise", "Lucky"], public=True),
        dict(name="Disadvantage", kind="enum", values=["Weak", "Slow", "Rash", "Unlucky"], public=True),
        dict(name="Rooms", scope="global", kind="list", of="Rooms", public=True),
        dict(name="Room", kind="text", of="Room", default="Foyer", public=True),
        dict(name="Name", scope="room", holder_of="Room", kind="text", public=True),
        dict(name="Items", scope="room", holder_of="Room", kind="list", of="Items", default=[], public=True),
        dict(name="Circuit Breaker", scope="room", holder_of="Room", kind="enum", values=["On", "Off"], default="Off", public=True),
        dict(name="Malfeasance", scope="room", holder_of="Room", tracked="privately", tracked_by="Narrator", public=False,
             kind="enum", values=["Kidnapping", "Set a Trap", "Sudden Distraction!", "Disguise as a Box", "Divination", "Kibble"]),
        dict(name="Possession", scope="global", tracked="privately", tracked_by="Narrator", public=False, default_text="nobody"),
        dict(name="Alliance", kind="name", name_rules=["not themself", "distinct", "at most 2"], default=[], public=True, inactive=True),
    ],
    "ruleset-2024-02-24": [
        *(dict(name=m, kind="int", default=0, public=True, **APPENDIX) for m in ("Wood", "Stone", "Iron", "Ore")),
        dict(name="Structures", kind="structures", of="Structures", values=["Small", "Medium", "Large", "Gargantuan"],
             default=[], public=True),
        dict(name="Reputation", kind="int", default=0, maximum=2, **APPENDIX),
        dict(name="Serfs", kind="int", default=5, public=True, **APPENDIX),
        dict(name="Damage", kind="int", default_text="the median value for Damage held by all other Vassals", public=True, **APPENDIX),
        dict(name="Name", scope="enemy", holder_of="Enemy"),
        dict(name="Theatre", scope="enemy", holder_of="Enemy", kind="list", values=["Air", "Land", "Sea"]),
        dict(name="Size", scope="enemy", holder_of="Enemy", kind="enum", values=["Small", "Medium", "Large", "Gargantuan"]),
        dict(name="Strength", scope="enemy", holder_of="Enemy", kind="int", **APPENDIX),
    ],
}
FIELDS = ("kind", "scope", "holder_of", "default", "default_text", "minimum", "maximum", "values", "unit", "of",
          "tracked", "tracked_by", "public", "name_rules")
UNSAID = {"kind": "unspecified", "scope": "player"}


def run(*args):
    return blognomic(*args, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


def schema_json_of(path) -> dict:
    r = run("ruleset", "schema", str(path), "--json")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def schema_json(name: str) -> dict:
    return schema_json_of(FIX / f"{name}.wiki")


def _said(v: dict, f: str):
    value = v.get(f)
    if value is None or UNSAID.get(f) == value or value == [] and f != "default":
        return None
    return value


def score(name: str) -> tuple[int, int, list, list, list]:
    """(fields expected, fields right, the wrong ones, the missing ones, variables read that the rules do not declare)."""
    d = schema_json(name)
    read = {(v["name"], v["scope"], False): v for v in d["variables"]}
    read.update({(v["name"], v["scope"], True): v for v in d["not_in_force"]})
    total, right, wrong, missing = 0, 0, [], []
    for e in RULESETS[name]:
        key = (e["name"], e.get("scope", "player"), e.get("inactive", False))
        v = read.pop(key, None)
        total += 1 + sum(f in e for f in FIELDS)
        if v is None:
            missing.append(key)
            continue
        right += 1
        for f in FIELDS:
            want, got = e.get(f, UNSAID.get(f)), _said(v, f)
            want = None if UNSAID.get(f) == want else want
            if want is None:
                if got is not None:
                    wrong.append((key, f, "not said", got))
            elif got == want:
                right += 1
            elif got is None:
                missing.append((key, f, want))
            else:
                wrong.append((key, f, want, got))
    return total, right, wrong, missing, sorted(read)


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_the_schema_holds_what_a_careful_player_reads(name):
    total, right, wrong, missing, extra = score(name)
    assert not wrong, wrong
    assert not extra, f"variables the rules do not declare: {extra}"
    assert right >= 0.90 * total, (right, total, missing)


def test_what_is_not_read_is_listed_with_its_sentence():
    d = schema_json("ruleset-205")
    texts = " ".join(u["citation"]["text"] for u in d["unread"])
    assert "The number of bouts an Operator’s bot has been engaged in is publicly tracked" in texts  # refused, not guessed
    assert "may be referred to as the Bout Count" in texts
    assert all(u["what"] in ("declaration", "possible declaration") and u["reason"] for u in d["unread"])
    # a sentence with a declaration's own cue apart from one that only mentions gamestate in other words
    what = {u["citation"]["text"]: u["what"] for u in d["unread"]}
    assert what["The number of bouts an Operator’s bot has been engaged in is publicly tracked, and includes "
                "announced bouts that include the bot that are yet to be resolved."] == "declaration"
    assert what["If no link to the governing ruleset exists, the current dynastic rules are to be followed instead."] == \
        "possible declaration"


def test_each_field_cites_its_sentence():
    d = schema_json("ruleset-205")
    money = next(v for v in d["variables"] if v["name"] == "Money")
    assert money["citation"]["text"] == "Each Operator has an amount of Money, which is publicly tracked and which defaults to ₩20,000."
    assert money["cited"]["maximum"]["text"] == "An Operator’s Money can not surpass ₩20,000."
    assert money["cited"]["minimum"]["rule"] == "Numbers and Variables"
    d70 = schema_json("ruleset-070")
    ward = next(v for v in d70["variables"] if v["name"] == "Ward")
    assert ward["cited"]["default"]["text"] == "An Apprentice’s Ward defaults to Null."
    assert ward["cited"]["values"]["text"] == "The legal values for a Ward are:"


def test_core_sentences_are_cited():
    core = schema_json("ruleset-2024-02-24")["core"]
    assert core["altered_only"]["text"] == "The Ruleset and Gamestate can only be altered in manners specified by the Ruleset."
    assert "can hold only non-negative integers" in core["numbers"]["text"]
    assert "illegal value" in core["illegal_value"]["text"]


def test_text_lists_variables_citations_items_core_and_unread():
    r = run("ruleset", "schema", str(FIX / "ruleset-209.wiki"))
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "Dread: the game, int, default 0, at least 0, tracked privately by the Narrator, private" in out
    assert "“There is a private nonnegative integer variable tracked by the Narrator named Dread, defaulting to 0.”" in out
    assert "item Room" in out and "Core sentences" in out and "not read (each looks like a declaration)" in out


def test_json_is_deterministic():
    a = run("ruleset", "schema", str(FIX / "ruleset-205.wiki"), "--json")
    b = run("ruleset", "schema", str(FIX / "ruleset-205.wiki"), "--json")
    assert a.returncode == 0 and a.stdout == b.stdout


def _fields(d: dict) -> list:
    return sorted((v["name"], v["scope"], v["kind"], json.dumps(v["default"]), json.dumps(v["values"])) for v in d["variables"])


def test_every_format_reads_the_same_variables():
    for name, html in (("ruleset-070", "page.html"), ("ruleset-205", "html"), ("ruleset-209", "html"), ("ruleset-2024-02-24", "page.html")):
        wiki = schema_json_of(FIX / f"{name}.wiki")
        assert _fields(schema_json_of(FIX / f"{name}.{html}")) == _fields(wiki), name
        # a text render may flatten a table of values: the same variables, those values listed as not read
        txt = schema_json_of(FIX / f"{name}.txt")
        assert [f[:2] for f in _fields(txt)] == [f[:2] for f in _fields(wiki)], name
        lost = {f[0] for f in set(_fields(wiki)) - set(_fields(txt))}
        unread = " ".join(u["citation"]["text"] + " " + u["reason"] for u in txt["unread"])
        assert all(n in unread for n in lost), (name, lost)


def test_a_flattened_table_of_values_is_listed_as_not_read():
    d = schema_json_of(FIX / "ruleset-070.txt")
    ward = next(v for v in d["variables"] if v["name"] == "Ward")
    assert (ward["kind"], ward["values"], ward["default"]) == ("unspecified", None, "Null")  # not 'text': its values are listed
    assert any(u["citation"]["text"] == "The legal values for a Ward are:" for u in d["unread"])
    d209 = schema_json_of(FIX / "ruleset-209.txt")
    assert any("table of “Malfeasances”" in u["reason"] for u in d209["unread"])


def test_input_errors_exit_2(tmp_path):
    r = run("ruleset", "schema", str(tmp_path / "nope.wiki"))
    assert r.returncode == 2 and "nope.wiki" in r.stderr
    (tmp_path / "notes.txt").write_text("Just some notes, no rules here.\n")
    r = run("ruleset", "schema", str(tmp_path / "notes.txt"))
    assert r.returncode == 2 and r.stderr.strip()


def test_lines_of_one_wiki_paragraph_each_granting_an_action_read_apart(tmp_path):
    # MediaWiki renders the lines of one paragraph as one line: the page's own grants, run together, read apart
    src = (FIX / "ruleset-070.wiki").read_text(encoding="utf-8")
    rule = ("== Lanterns ==\nAn Apprentice may spend 1 Time to increase their Table by 1\n"
            "An Apprentice may spend 3 Time to increase their Table by 4.\n\n")
    page = tmp_path / "lanterns.wiki"
    page.write_text(src.replace("== Tables and Food ==", rule + "== Tables and Food =="), encoding="utf-8")
    got = [(a["costs"][0]["amount"], a["effects"][0]["amount"]) for a in schema_json_of(page)["actions"]
           if a["citation"]["rule"] == "Lanterns"]
    assert got == [(1, 1), (3, 4)]


@pytest.mark.parametrize("br", ["<br>", "<br/>", "<BR />"])
def test_values_on_lines_of_one_wiki_paragraph_broken_with_br_are_read(tmp_path, br):
    # MediaWiki renders <br> as a line break: the values on those lines are read as a list, as in the HTML render
    src = (FIX / "ruleset-070.wiki").read_text(encoding="utf-8")
    rule = (f"== Lanterns ==\nEach Apprentice has a Lantern, which is publicly tracked and defaults to Tin. "
            f"The possible Lanterns are:{br}Tin{br}Brass{br}Silver\n\n")
    page = tmp_path / "lanterns.wiki"
    page.write_text(src.replace("== Tables and Food ==", rule + "== Tables and Food =="), encoding="utf-8")
    lantern = next(v for v in schema_json_of(page)["variables"] if v["name"] == "Lantern")
    assert (lantern["kind"], lantern["values"], lantern["default"]) == ("enum", ["Tin", "Brass", "Silver"], "Tin")


def test_a_br_inside_a_wiki_paragraph_or_cell_is_a_line_break_not_nothing():
    from blognomic_tools.parsers.wikitext import parse_wikitext
    page = parse_wikitext("Wicks are:<br>Tallow<br />Rush\n\n{|\n|-\n| Bell<br>Book || 3\n|}\n")
    assert page.blocks[0].text == "Wicks are:\nTallow\nRush"
    assert page.blocks[1].rows[0] == ["Bell\nBook", "3"]
