"""Ruleset 70 (Apprentices, a GNDT dynasty with no package): its gamestate as the GNDT exported it
(fixtures/gndt/apprentices.csv: Apprentice, Workbench, Time, Ward, Partner, Table), the model a careful player reads
from its rules (built here by hand, each field citing the rule's own sentence), and the edits the validator is
judged on: each with the verdict, the rule the deciding finding or explanation cites, and words of its message."""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from blognomic_tools.parsers import load_ruleset
from blognomic_tools.reading.citations import Citation
from blognomic_tools.validators.model import Action, Effect, VarSpec
from blognomic_tools.validators.schema import Schema, extract_schema

ROOT = Path(__file__).resolve().parents[1]
R70 = ROOT / "fixtures" / "rulesets" / "ruleset-070.txt"
GNDT = ROOT / "fixtures" / "gndt" / "apprentices.csv"
CSV = GNDT.read_text(encoding="utf-8")


def sentence(schema: Schema, rule: str, words: str) -> Citation:
    """The citation of the sentence of `rule` that holds `words` (as the readers cite: the rule's own text)."""
    text = schema.rule_texts[rule]
    assert words in text, (rule, words)
    at = text.index(words)
    start = max(*(k + len(sep) for sep in (". ", "\n") for k in [text.rfind(sep, 0, at)] if k >= 0), 0, 0)
    end = min((k + 1 for k in (text.find(".", at + len(words)), text.find("\n", at + len(words))) if k >= 0), default=len(text))
    return Citation(rule, text[start:end].strip(), None, "Dynastic Rules")


def by_hand(schema: Schema | None = None) -> Schema:
    """Ruleset 70's model as a careful player reads it: Time, Ward, Workbench, Partner, Table and the actions on them."""
    s = schema or extract_schema(load_ruleset(R70))
    time = sentence(s, "Pacing", 'Each Apprentice has a numerical "Time" statistic tracked in the GNDT')
    ward = sentence(s, "Wards", "The legal values for a Ward are")
    bench = sentence(s, "Workbench", "Each Apprentice has a single sequence of Runes")
    runes = sentence(s, "Runes", "No Rune can have a value other than")
    table = sentence(s, "Tables and Food", "This is represented by the Table column of the GNDT")
    vars_ = {
        "Time": VarSpec("Time", "int", default=0, minimum=0, citation=time, tracked="GNDT",
                        cited={"default": sentence(s, "Pacing", "New Apprentices have 0 Time")}),
        "Ward": VarSpec("Ward", "enum", default="Null", values=["Null", "Suppressive", "Hardened", "Trapped"], citation=ward, tracked="GNDT",
                        cited={"values": ward, "default": sentence(s, "Wards", "defaults to Null")}),
        "Workbench": VarSpec("Workbench", "sequence", of="Runes", values=list("PRSTAOXU"), citation=bench, tracked="GNDT",
                             default_text="a sequence of “X” runes that has the same length as the third-longest Workbench among other Apprentices",
                             cited={"values": runes, "default": sentence(s, "Workbench", "is initially a sequence")}),
        "Partner": VarSpec("Partner", "name", citation=sentence(s, "The Buddy System", "shares a table with one other Apprentice"),
                           name_rules=["not themself", "at most 1"], tracked="GNDT"),
        "Table": VarSpec("Table", "int", minimum=0, citation=table, tracked="GNDT",
                         default_text="a number of items equal to the length of the longer Workbench of any Apprentices sharing the table",
                         cited={"default": sentence(s, "Tables and Food", "A table initially has")}),
    }
    actions = [
        Action(None, "weekly", effects=[Effect("Time", "set", 7)], citation=sentence(s, "Pacing", "As a weekly action")),
        Action("Manipulate", "timed", costs=[Effect("Time", "lose", 1)], effects=[Effect("Workbench", "set", "one action from the following list")],
               citation=sentence(s, "Workbench", "may Manipulate their Workbench")),
        Action("Eat", "daily", frequency="not more than once in 8 hours", effects=[Effect("Table", "decrease", 1, "own")],
               conditions=["this would not result in an empty table"], citation=sentence(s, "Tables and Food", "may Eat one item")),
        Action("Serve", "daily", frequency="not more than once in 8 hours", effects=[Effect("Table", "increase", 1, "any")],
               citation=sentence(s, "Tables and Food", "may Serve one item")),
    ]
    # the rules' own outcomes, no doer named ("Whenever a Rule causes two different Apprentices to “Become Partners”,
    # each of those two Apprentice’s Partner statistics is set to the other"), as read: what they do is not read
    outcomes = [a for a in s.actions if a.who is None and any(u.startswith("effects: ") for u in a.unread)]
    return replace(s, vars=vars_, actions=actions + outcomes)


def row(name: str) -> str:
    return next(line for line in CSV.splitlines() if line.startswith(name + ","))


def cells(text: str, name: str, **values) -> str:
    """The CSV with `name`'s row changed: column=value."""
    header = text.splitlines()[0].split(",")
    old = next(line for line in text.splitlines() if line.startswith(name + ","))
    new = old.split(",")
    for k, v in values.items():
        new[header.index(k)] = str(v)
    return text.replace(old, ",".join(new), 1)


@dataclass
class Edit:
    name: str
    new: Callable[[str], str]
    verdict: str  # legal | illegal | cannot tell
    rule: str | None  # the rule the deciding finding (or, for a legal edit, the explanation) cites
    words: str  # in the deciding finding's message (or the explanation), and:
    cited: str = ""  # in the citation's text
    editor: str | None = None


# The "Done when" edits: each illegal one cites the rule it breaks; the legal ones are legal
DONE_WHEN = [
    Edit("out of range", lambda t: cells(t, "Amber", Time=-5), "illegal", "Numbers and Variables", "Time is -5: it may not be below 0",
         "can hold only non-negative integers"),
    Edit("wrong type", lambda t: cells(t, "Amber", Time="2.5"), "illegal", "Numbers and Variables", "Time is 2.5: it must be a whole number",
         "can hold only non-negative integers"),
    Edit("not a listed value", lambda t: cells(t, "Basil", Ward="Frozen"), "illegal", "Wards", "Ward 'Frozen' is not one of Null, Suppressive, Hardened, Trapped",
         "The legal values for a Ward are"),
    Edit("changed with no action", lambda t: cells(t, "Dune", Time=9), "illegal", "Ruleset and Gamestate", "unexplained change: Dune's Time '2' → '9'",
         "can only be altered in manners specified by the Ruleset", editor="Dune"),
    Edit("a new row off the defaults", lambda t: t + "Fern,XXXX,3,Null,,4\n", "illegal", "Pacing",
         "a new Apprentice's Time must start at its default 0, not '3'", "New Apprentices have 0 Time"),
    Edit("a removed row", lambda t: t.replace(row("Ember") + "\n", ""), "illegal", "Ruleset and Gamestate", "row removed: Ember",
         "can only be altered in manners specified by the Ruleset"),
    Edit("set to 7 by the weekly action", lambda t: cells(t, "Dune", Time=7), "legal", "Pacing", "Dune's Time 2 → 7",
         "As a weekly action, each Apprentice may set their Time to 7", editor="Dune"),
    Edit("an item served to a table", lambda t: cells(cells(t, "Amber", Table=5), "Basil", Table=5), "legal", "Tables and Food",
         "Basil's Table 4 → 5", "Serve one item of food to any table", editor="Cedar"),
    Edit("the rows in another order", lambda t: "\n".join([t.splitlines()[0]] + sorted(t.splitlines()[1:], reverse=True)) + "\n", "legal", None, "", ""),
]
