"""How many fields of the dynastic actions the action reader reads right, refuses, or reads wrong.

    python bench/corpus_actions.py            # the corpus, with what was not right
    python bench/corpus_actions.py --rulesets # the four Rulesets' hand-written lists

The corpus is fixtures/corpus/actions/expected*.json: each case is one rule's action sentences written in the form
of a real dynasty's (where the form comes from is in "dynasty" and "from"), with our own names and numbers, and the
actions a careful player reads in it. fixtures/corpus/actions/rulesets.json lists, for the four Rulesets of
fixtures/rulesets/, the actions a careful player checks there.

Each expected action has the fields of validators.model.Action: name, kind, who, frequency, costs, effects
[{variable, op, amount, whose, to}], conditions (a count, or the texts). A field left out is "not said" (None, an
empty list, no condition); an effect's whose left out is "own" (compared without a leading "the": "the Beast" is
"Beast", and so a receiver's "to", since round 120 was recorded; nor the capital of a sentence's first word: "Any wanderer who …" is "any wanderer who …"); a value of
the game's, said with "the" and no holder ("increase the Reign by 4", "remove a number from the
Number Pile"), is "the game"'s; "any other Pilgrim" is "another". An effect's op is one of the model's: gain, lose
(spend, pay, lose), increase, decrease, set, transfer, add item and remove item (a thing put on or taken off a list).
A decimal amount is written as its words ("1.95"); one said by the letter "X" or "N" is the model's "x", whichever letter,
and so is "any amount", an amount left to the doer (rounds 24 and 120 write it in words, two cases of the corpus "x":
compared as one since round 120 was recorded). An action's name is its capitalised verb, with the
capitalised words run on with it ("Attempt Self-Mending", "Reveal the Consequences", "Hand On the Mantle") or in quotes
("“Board a Raft.”", named "Board a Raft": a name is compared without the quotes it is set in, as rounds 76 and 122 write
two, since round 122 was recorded); an object after an article is no part of it ("a Vassal may Build a Structure": "Build", as the
Castles Ruleset's list names it). An action said to be atomic ("…, which is an atomic action with the following
steps:") has the kind "atomic" unless another kind is said. A doer the rule names in passing ("any other Straggler (called the
Snatcher)", "a Courtier (the Injured)") and says later ("the Snatcher may …") is that name ("Snatcher"), as roles are. A bound said as "as often as they like" is the frequency "any
number of times", as Ruleset 209 says it. "At any time" ("at will", "whenever they like"), before or after the verb,
is the kind "any time", one of the model's kinds ("If at any time …, …" is a condition, of no
kind); said with another kind ("At any time as an atomic action, …"), the kind is that one and "at any time" the
frequency, as Ruleset 205's list writes it. A value left to the doer ("to any value", "to any legal value", "to a
valid value") is a set with no amount, as Ruleset 209's "Change their Planned Action" is listed. A thing of the
dynasty made, taken or performed names the action ("may make a Beast Step", "take a Turn", "perform Graft Decay":
"Beast Step", "Turn", "Graft Decay"; not a thing of the core rules, "make a Story Post", nor a thing posted, "post a
Detour", as eleven cases of the corpus write it). A doer is compared without case ("Admin" is the core's "admin"); a sentence without the list mark it opens with
("*Each Article must …", as round 107 writes three, since round 125 was gathered).
The steps of an action, the list after its lead ("… any Pilgrim may Pray by doing the following steps:" and
its items, numbered or not, atomic or not), are that action's effects and costs, not actions of their own, as the
Castles Ruleset's Fortnight and Ruleset 209's Reveal the Consequences are listed; so is what an action does said in
the sentence after it ("To do so, …", "This stands for changing …", "They do this by rolling …"), and what its doer
must or shall then do ("He must then roll a DICEX …", "She shall then post an entry …": steps of it said in prose); the items of a lead that offers a
choice of actions ("… may take any of the following actions:") are each an action. A frequency said as the action's lead ("Once a day,
…") or as its bound at the end ("…, no more than once per day") is its kind too ("once per day"); "As a daily action"
is the kind "daily" and says no frequency; a bound before the actor led by "No more than" names no kind; a period of
the dynasty's own ("once per Tide") is a frequency not read, and no kind. A duty said with "should", "must" or "shall" ("the Announcer should set their
Readiness to Staging", "The Magistrate shall decrease …") is an action of its doer, as the four Rulesets' lists count it, on a condition too ("If a
Pilgrim leaves the Well, that Pilgrim must decrease their Faith by 2": its conditions the lead's; "shall be …", "shall
display …", "shall receive …" say what is or comes, no duty); a duty saying how
another action is done ("When collecting, a thane must collect from …") is part of that action. An outcome the rules give on an
event with no one named to bring it about ("When a Pilgrim prays, they gain 1 Faith", "If a Hound is not fed, it
dies", "When the Bell rings, reset the Tide to 0") is an action of no doer: its who expected {"unread": "<why>"}, its
conditions the lead's; so is what becomes of a thing after a lead ("If the petition does not reach quorum in 72
hours, it fails": four sentences of rounds 5, 14, 29 and 51 that expected nothing there were aligned with this
when it was read, and five of rounds 6, 19, 29 and 58 when an outcome said in any verb was read: "the swap takes
place and …", "that Spirit is changed from Lingering to Gone"; and three of rounds 8, 23 and 29 when "Every time …,"
and a payment to one named with "the" were read: "The Admin who sets up a new Automaton receives 15 Charge"; and four of rounds 14, 35 and 49 when a lead said with no
comma after it, "On a roll of 2 or 3 or 4 the pace … is decreased by 3", and "If, after 48 hours, …," were read
before an outcome; what "is considered to be" while a lead holds is no outcome). A result of a roll said after the action that rolls ("If the
result is 1, …", "On a 7 or more, they may add …", "If that Pilgrim rolls a 6, …") is such an outcome, an action of
its own: its conditions the result (one), its who the roller where a pronoun or "that Pilgrim" names them ("player"),
else {"unread": …}; the rolling action's effects are the roll (not a value). Rounds 2-49 and expected.json had
counted these as part of the rolling action and a "shall" duty as no action; 22 sentences of 20 cases were added
as actions when this was settled (rounds 2, 3, 4, 6, 11, 13, 14, 16, 19, 22, 26, 31, 42 and "commodities"), as the
blind gatherers of rounds 70-76 had written them; and when a lead "Upon …," was read, five duties and outcomes after
it that rounds 8, 14, 24, 34 and 36 had left out ("Upon processing the Order, the Sibyl should increase …") were
added as the actions the conventions above make them. A field that cannot be read
with certainty is expected as {"unread": "<why>"} (optionally with "read": [the effects that can be]), a whole sentence as
{"unread": "<why>"} (with its "sentence", an action read there is wrong, unless its notes list those words as not read; without,
any sentence listed answers it).
Per field: right (read as expected; an expected-unread field listed unread), refused (not
read, and listed as not read; of conditions, fewer read than expected and the rest listed as not read), wrong (read
as another value, or read where nothing is said). An expected action read nowhere whose sentence another action lists
as a step or words of its body it did not read ("step: Select one Atoll, …", "effects: accept this Joust …, with the
challenger scoffing back …") is listed as not read there: its fields refused. An action belongs to the most specific expected sentence it says: where one
expected sentence is part of another (a label line "Dizzy Jester" repeated in its Effect's sentence, a sentence quoted
whole in one that amends it), an action read in the longer is that one's (set when round 111 was recorded; three
cases of rounds 79, 110 and 111 had paired such an action with the shorter). An action read where none is expected counts its said fields
wrong; an action whose name is listed as not read answers an expected one of any name (its name refused).

Variables are compared without case or a plural s ("Ploys" is "Ploy"); a kind without case and with or without the word
"Action" ("virtual" is "Virtual Action": the corpus writes a kind both ways; this was set after round 56's record). The rate the corpus had on the reader
before it was taught the corpus's forms is recorded in FIRST_RATE. While reading the results, four expectations
were found to be the hand-writer's slips and corrected (a condition said by the actor's words counted, as the four
Rulesets' lists count it; an action sentence left out of its case; the name of "spend 80 Clout to Dissolve the
Senate" being the capitalised phrase, as "Reveal the Consequences" is); the first rate was measured before them.

Each held-out round is a file, gathered after the reader was taught what came before it and measured at first sight:
expected-heldout.json is round "heldout", expected-heldout2.json round "heldout2" (its cases marked "held_out").
Each is measured with the rest and reported apart ("held_out" holds the rounds: the corpus's first rate and each
round's, fields as the unit, with its first-sight record HELD_OUT_FIRST[round]); while a round is untaught
(UNTAUGHT_ROUNDS) its wrong fields are reported, not required to be none ("taught" gives the rest of the corpus alone).
Round "heldout" has since been taught (its forms read as parts of the grammar, tests/test_action_grammar.py); two
expectations were corrected then: the Autocrat's "they may once revert" is read (its actor is named in the condition
before), and the Press Claim's step "Remove the selected Asset" is read. Round "heldout2" (one expectation aligned
after round 85: "Any Brawler who has not yet done so during the current Bout" bounds how often, a period of the
dynasty's own, no condition, as "if they have not done so this Metadynasty" is read) has been taught since too:
first a net that lists any sentence looking like it grants an action and not read (phrasings.actions GRANT_*), then
its forms as parts (a thing had for a price, a cost of "a", what every permission is subject to, the dynasty's word
for a player after "the", a qualifier pointing back to the condition, "their" after a condition naming another
player, an object's condition in a body not read); none of its expectations was changed. Round "heldout3" has been
taught since (0 wrong now): first its wrong fields, each by a general part (a choice between two effects each with its
"if", outcomes after a semicolon, a name in quotes, "may own" as a state, a modal after the actor's own verb, the kind
of a named action said apart, a second condition after ", and", the items of "take any of the following actions" read
as sentences whose pronoun is the actor before), then the net ("is to", a labelled item's frequency, a quantified
player). One expectation was aligned with the corpus's convention: the name of "may Forecast the Sky by adding …" is
the capitalised phrase "Forecast the Sky", as "Dissolve the Senate" is in expected.json (it was "Forecast"). It stays
taught with none wrong. Round "heldout4" has been taught since (0 wrong now), precision first: a kind the dynasty
names itself ("as an Angling Action", "as an Activity"), a bound on how often before the body ("No more than once per
day, …") as a frequency naming no kind, a declared name cut short ("Eight" of "Pieces of Eight") as no variable, an
actor that names its own kind of action as no player, an actor said as someone's role ("that squad's captain") caught
by the net, a grant of a kind of action and its list of actions listed as not read; three expectations were aligned
with the corpus's conventions (noted beside its record). With every round taught, the reader was taught more of the
refused wordings of all rounds, family by family (docs/held-out-rounds.md); four expectations were aligned then, each
noted beside its round's record. The corpus ("corpus": expected.json alone) is required to read at least 90% of its fields
right; a taught held-out round none wrong, its rate now reported beside its first-sight rate (tests/test_corpus_table.py).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "fixtures" / "corpus" / "actions"
FIELDS = ("name", "kind", "who", "frequency", "costs", "effects", "conditions")
DEFAULTS = {"name": None, "kind": "unspecified", "who": None, "frequency": None, "costs": [], "effects": [], "conditions": 0}
# The corpus's rate on the reader written from the four Rulesets alone, measured when the corpus was gathered (103
# sentences, 55 rules, 693 fields) and before the reader was taught any of its forms. A record, not a measure.
# Most of the wrong fields were actions missed without being listed as not read (the actor a role of the dynasty,
# "Once a week," leads, "have the option of"), each counting its fields wrong.
FIRST_RATE = {"fields": 693, "right": 346, "refused": 195, "wrong": 152}

# The held-out rounds, each measured at first sight, before anything was taught from it, on the reader of the commit
# named. "whole": rules with every field right. Round "heldout": 20 rules of action sentences (29 sentences) in the
# forms of real ones of 2005-2024 (posts no other case cites; 15 dynasties, 9 of them in neither corpus before),
# gathered after the reader and its corpus were written; taught since. A round not yet taught is in UNTAUGHT_ROUNDS:
# its wrong fields are reported, not yet required to be none. A round's file: expected-<round>.json.
UNTAUGHT_ROUNDS: tuple[str, ...] = ("heldout23", "heldout38", "heldout39", "heldout40", "heldout41", "heldout43", "heldout44", "heldout45", "heldout46", "heldout47",
                                   "heldout48", "heldout49", "heldout50", "heldout51",
                                   "heldout52", "heldout53", "heldout54", "heldout55", "heldout56", "heldout57", "heldout58",
                                   "heldout59", "heldout60", "heldout61", "heldout62", "heldout63", "heldout64", "heldout65",
                                   "heldout66", "heldout67", "heldout68", "heldout69", "heldout70", "heldout71", "heldout72",
                                   "heldout73", "heldout74", "heldout75", "heldout76", "heldout77", "heldout78", "heldout79",
                                   "heldout80", "heldout81", "heldout82", "heldout83", "heldout84", "heldout91", "heldout92", "heldout93", "heldout94", "heldout95",
                                   "heldout96", "heldout97", "heldout98", "heldout99", "heldout100", "heldout101", "heldout102", "heldout103", "heldout104", "heldout105", "heldout106",
                                   "heldout107", "heldout108", "heldout109", "heldout110", "heldout111", "heldout113", "heldout114", "heldout115", "heldout117", "heldout118", "heldout119",
                                   "heldout120", "heldout121", "heldout122", "heldout123", "heldout124", "heldout125", "heldout126", "heldout127", "heldout128", "heldout129")
HELD_OUT_FIRST = {
    "heldout": {"fields": 151, "right": 80, "refused": 40, "wrong": 31, "cases": 20, "whole": 2,
                "commit": "dc062b3ffe658f828cd3c13dd072f955025535ef"},
    # Round 2: 20 rules of 20 dynasties (9 in no case before), 2003-2025, gathered after round 1 was taught, from
    # pages no other case cites, by someone who did not run the reader; measured at first sight on the commit named,
    # before anything was taught from it. One expectation aligned later with the corpus's convention: "… if they
    # haven’t done so within the last 24 hours" bounds how often ("at most once in 24 hours"), no condition, as round
    # 9's "if they have not done so within the last 24 hours" is read (the short negative, once not read, now is).
    "heldout2": {"fields": 232, "right": 140, "refused": 48, "wrong": 44, "cases": 20, "whole": 2,
                 "commit": "597a30d6c0427d8fbfeeb12913df46a7dbc2a9b5"},
    # Round 3: 20 rules of 15 dynasties (4 in no case before), 2003-2025, gathered blind after round 2 was taught (and
    # the net added), from pages no other case cites; measured at first sight on the commit named.
    "heldout3": {"fields": 228, "right": 97, "refused": 93, "wrong": 38, "cases": 20, "whole": 2,
                 "commit": "a7d2e0493976d1fa323e37c7675fe3c28c02c48c"},
    # Round 4: 18 rules of 16 dynasties (2 in no case before), 2003-2025, gathered blind after round 3 was taught, from
    # pages no other case cites; measured at first sight on the commit named.
    "heldout4": {"fields": 204, "right": 97, "refused": 83, "wrong": 24, "cases": 18, "whole": 1,
                 "commit": "30bc95b9b2cedbcf995793f6f0620868a73e4f72"},
    # While round 4 was taught, three of its expectations were aligned with the corpus's conventions (the record above
    # is as measured before): "they may change it" / "they may change their Spot" with no value said is a sure set
    # with no amount, as expected.json's "spend 4 Power to change the Reputation of any Oligarch" and round 1's "change
    # their Banner", "change Trades" (they were expected not read); "create a copy of any Arm he owns", a body not
    # read, counts the object the actor owns as a condition, as round 1's "create an Auction for a Painter they
    # employ" and round 2's "in a Warehouse they have access to" (it was expected none).
    # Later, one more: h4-fitting-angling-action's "spend the Price of that Fitting in Pieces of Eight" is a cost of
    # Pieces of Eight of that amount, as round 27's "spending the Cost of the resulting Gadget in Steam" reads (it was
    # expected not read).
    # Round 5: 20 rules of 19 dynasties (4 in no case before), 2004-2024, gathered blind after round 4 was taught, from
    # pages no other case cites; measured at first sight on the commit named.
    "heldout5": {"fields": 264, "right": 162, "refused": 79, "wrong": 23, "cases": 20, "whole": 3,
                 "commit": "af1fd8a595c541fd3c10f2f82c5208487364f93b"},
    # Taught with round 8, 0 wrong: a limit on what an action makes, a wiki page no variable, "without spending …".
    # While round 5 was taught, one of its expectations was aligned with the corpus's convention (the record above is
    # as measured before): the name of "may Lodge a Grievance by making a story post" is the verb "Lodge", as
    # expected.json's "Plant a Seed" (Plant), "Answer a Petition" (Answer) and "Appoint an Office" (Appoint) are
    # (it was "Lodge a Grievance"). When "his or her" was read as the doer's own, h5a-oilskin-caps-footing's "remove the
    # text "Oilskin Cap" from his or her Attire field" was read as that text taken off the list, as round 82's "remove
    # any text string from the Draft Workshop Ledger" is expected (a remove item, by the conventions: a thing taken off
    # a list); it was expected not read.
    # Round 6: 20 rules of 20 dynasties (6 in no case before), 2003-2025, gathered blind after round 5 was taught, from
    # pages no other case cites; measured at first sight on the commit named.
    "heldout6": {"fields": 205, "right": 101, "refused": 96, "wrong": 8, "cases": 20, "whole": 2,
                 "commit": "a4e848750027e05538d621ffa5cffc0c1936aa94"},
    # Taught with round 8, 0 wrong: costs said after "To do that,", a duty "then", a passive with no actor, "to be …".
    # Read further since, one expectation aligned: 'a Trapper may Raid the Cove where they are located' is named by the
    # capitalised phrase 'Raid the Cove', as expected.json's 'Dissolve the Senate' and round 3's 'Forecast the Sky' (it
    # was 'Raid'); and 'any Columnist may Call a Hearing by …' is named by its verb 'Call', as expected.json's 'may Plant a
    # Seed', 'may Answer a Petition', 'may Appoint an Office' (it was 'Call a Hearing').
    # Round 7: five forms (2 action rules here, 2004-2010), gathered blind after round 6 was taught, measured at
    # first sight on the commit named.
    "heldout7": {"fields": 14, "right": 7, "refused": 7, "wrong": 0, "cases": 2, "whole": 1,
                 "commit": "438ffca160920658e150fd976d584a19ccdb0502"},
    # Read further since, one expectation aligned: 'Once every 48 hours, …' is of frequency 'at most once in 48 hours',
    # as expected.json's kaiju_court 'No more than once every 72 hours, …' and round 3's 'Once every 96 hours' (it was
    # 'once every 48 hours').
    # Round 8: 20 action rules of 21 dynasties (2003-2025; 2 in no earlier case), gathered blind while the declaration
    # reader was taught (the action reader changed only by reading the dynasty's term in lower case), measured at
    # first sight on the commit named.
    "heldout8": {"fields": 214, "right": 138, "refused": 37, "wrong": 39, "cases": 20, "whole": 3,
                 "commit": "290b8cedc4814dfb740e3dc6301bf769866ab97f"},
    # Taught since, 0 wrong, no expectation changed: dynasty periods and "often" listed, a second permission, and more.
    # Round 9: 23 action rules of 18 dynasties (2003-2025; 2 in no earlier case), gathered blind after round 8 was
    # taught, measured at first sight on the commit named, before anything was taught from it.
    "heldout9": {"fields": 245, "right": 153, "refused": 74, "wrong": 18, "cases": 23, "whole": 2,
                 "commit": "57c6d7a100f6700faa9e54ddcf4d699b8eeafb63"},
    # Round 10: 15 action rules of 10 dynasties (2003-2022; 2 in no earlier case), gathered blind after round 9 was
    # taught, when about 70% of the stored pages a gatherer finds are already cited; measured at first sight on the
    # commit named, before anything was taught from it.
    "heldout10": {"fields": 143, "right": 78, "refused": 57, "wrong": 8, "cases": 15, "whole": 2,
                  "commit": "555e901394d992a2575ec4fa4a60c4eff6ae2d65"},
    # Taught since, 0 wrong: a kind said in the sentence after, "by carrying out the following atomic action:",
    # "at anytime", what becomes of the thing the action before selected. Two expectations were aligned with the
    # corpus's conventions (the record above is as measured before): "may feed … no more than once per day." at the end
    # is of kind "once per day", as expected.json's "may mine Iridium no more than once per week by …" (it was none);
    # "any other Player that has not Tallied …" counts the object's clause as a condition, as round 8's "another
    # Throng which has not already Fed that day" and round 1's "another villager who is Near to them" (3, it was 2).
    # Taught since, 0 wrong, no expectation changed: undefined letter amounts, wills, bars said after, costs paid twice.
    # Read further since (actors' exclusions, names given in passing, leads of time and place, labels): one expectation
    # aligned: 'Any Deckhand other than the Mainframe may, once per day, add 7 …' is of kind 'once per day', as
    # expected.json's kaiju_gods 'they may, once per day, choose …' (it was none).
    # Round 11: 27 action rules of 21 dynasties (2003-2025; new dynasties among them), gathered blind from pages no case
    # cites while the reader was taught the refusals of rounds 1-10; measured at first sight on the commit named (the
    # merge of that teaching), before anything was taught from it.
    "heldout11": {"fields": 243, "right": 166, "refused": 63, "wrong": 14, "cases": 27, "whole": 9,
                  "commit": "5083005f59f78166ee310bdd194eab48e66c6530"},
    # Taught since (the record above is as measured before); expectations aligned under the corpus's conventions:
    # "decrease the Spirits of the Shackled Deckhand" has whose 'Shackled Deckhand', the bare noun, as round 6's
    # "demote the Campaign Leader" ('Campaign Leader') and expected.json's 'Sponsor' (it was 'the Shackled Deckhand').
    # "Any Surfer may Sight a Swell" is named 'Sight', the verb alone, as expected.json's "may Plant a Seed" ('Plant'),
    # "may Answer a Petition" ('Answer') and round 5's "may Lodge a Grievance" ('Lodge') (it was 'Sight a Swell').
    # Taught (0 wrong): a kind said before steps, bounds and bars listed, trailing ", if" and past-passive conditions.
    # "the Vicar (if living) may create one Blessed Candle item in the possession of any hamleteer who does not already
    # have a Blessed Candle" has 2 conditions, the object's "who" clause one of them, as round 9's "may add any Burgher
    # who requests to be idled, …" counts it (1) and round 8's "another Seafarer …, who also worships …" (it was 1; its effect's whose is the bare 'any hamleteer', as round 8's is 'another').
    # Round 13: 31 rules of action sentences of 28 dynasties (5 in no case before), 2003-2024, from pages no case cites,
    # gathered blind after rounds 1-11 were taught; measured at first sight on the commit named, before anything was
    # taught from it.
    "heldout13": {"fields": 356, "right": 202, "refused": 115, "wrong": 39, "cases": 31, "whole": 5,
                  "commit": "2f530bf1ba992bb7b7734aa09add01a383616d82"},
    # While round 13 was taught, five expectations were aligned with the corpus's conventions (the record above is as
    # measured before): "add a Workshop to an empty berth in a Lockup they have access to" and "in any Workshop that
    # they have access to" count the object the actor has access to as a condition, as round 2's "in a Warehouse they
    # have access to" and "a Still that they have access to" (they were none); "grant any Onlooker who has given them
    # at least one chip" counts the object's clause as a condition, as round 10's "any other Player that has not
    # Tallied" and round 8's "another Throng which has not already Fed that day" (it was none); "drop a Best Pal" has
    # the amount 'a Best Pal', the object as its verb says it, as round 8's "remove a Provision" ('a Provision') (it
    # was 'one of their current Best Pals', said in a later clause); "setting that Inmate’s SHYA score" has whose
    # 'another', the other player the action names, as expected.json's curia "that Cardinal’s Vice" and round 4's
    # "that Persona’s SP" (it was 'that other Inmate').
    # Taught since, 0 wrong: names, passives, branches, ties, abbreviations; leads of time, lower-case kinds, table cells.
    # Round 14: 25 rules of action sentences of 31 dynasties (2 in no case before), 2004-2025, from pages no case cites,
    # gathered blind while round 13 was taught; measured at first sight on the commit named (the reader taught round
    # 13), before anything was taught from it.
    "heldout14": {"fields": 269, "right": 175, "refused": 37, "wrong": 57, "cases": 25, "whole": 6,
                  "commit": "f4cada9fc18dd2bc00c5da800a53e58f76a9e083"},
    # While round 14 was taught, one expectation was aligned with the corpus's conventions (the record above is as
    # measured before): the Walk's locator "may Walk. They do so by changing their Tract" ran over two sentences, where
    # every other case's "sentence" lies within the one sentence an action is cited by; it is "may Walk." (its first).
    # Taught since, 0 wrong: plural roles, initials, unread costs' names, bare grants, gerund kinds, windows, bars, qualified actors.
    # Later, one more: the Tribunal's "He may not do this if he took part in the sortie" is a fourth condition, as round
    # 11's "They cannot take this action if they have zero or less provisions" counts (it was expected 3).
    # Round 15: 25 rules of action sentences of 14 dynasties (2 in no case before), 2005-2023, from pages no case
    # cites, gathered blind while round 14 was taught; measured at first sight on the commit named (the reader taught
    # round 14), before anything was taught from it.
    "heldout15": {"fields": 245, "right": 150, "refused": 68, "wrong": 27, "cases": 25, "whole": 4,
                  "commit": "9be859dfda9da3455bf8a21004874166a4978764"},
    # While round 15 was taught, three expectations were aligned with the corpus's conventions (the record above is as
    # measured before): "Once per week, a player can increment the rapport …" is of kind 'once per week', and "Once a
    # day, a Questor whose Feats … may increment eir Rank" of kind and frequency 'once per day', as expected.json's
    # treasury "Once a week, the Chancellor may …" and turns "Once a day, if they …, a Player may …" and round 10's
    # "Once a day, a Swarm may …" (they were kind none, and frequency 'once a day' as written); "change their own Slip
    # to any valid value" sets no value said, as round 3's "set their Stash to a valid value" and round 1's "change
    # their Banner … to any string of characters" (it was the amount 'any valid value').
    # Taught since, 0 wrong: "at will", a post's verb as the name, prices paid to a named thing, shared intervals, nets;
    # then some of its refusals (increments, gifts, names said apart, labels with a number, communal values).
    # Round 16: 27 rules of action sentences of 24 dynasties, 2004-2024, from 36 pages no case cites, gathered blind
    # while round 15 was taught; measured at first sight on the commit named (the reader taught round 15), before
    # anything was taught from it.
    "heldout16": {"fields": 293, "right": 152, "refused": 112, "wrong": 29, "cases": 27, "whole": 5,
                  "commit": "27f8797aa94e96e1de3335300bd97f4c8d25aae6"},
    # While round 16 was taught, two expectations were aligned with the corpus's conventions (the record above is as
    # measured before): "may daily change their grade to any grade for which they meet the prerequisites for" counts
    # no condition, the clause kept in the value, as round 15's "may remove any entry from the Noticeboard for which
    # they are the Vendor" (none) and round 1's "the number of Pennants that they are the owner of" (none) (it was 1);
    # "In comments to a Primary Source, any Echo of Lemuria other than its original author may post …" counts two, the
    # place of the comments and the actor's exclusion, as round 4's "In the comments of the post, each Player may Bid"
    # (1) and round 10's "Any Deckhand other than the Mainframe may" (1) count each (it was 1).
    # While round 17 was taught, one more was aligned: "the Hand with the highest Grade (excluding mutineers and Hands
    # in the brig) may declare victory" after "If the Crew succeeds …" counts two, the lead and the actor's exclusion,
    # as round 6's "All players (excluding The Boss) may vote" counts the exclusion (1) (it was 1).
    # Taught since, 0 wrong: the chosen Hands' "whose" clause, a place set apart in the body, an actor picked by a rank.
    # Round 17: 8 rules of action sentences of 5 dynasties (2004-2011), from 8 pages no case cites (of 58 queries' pages,
    # nine in ten were cited already; one page is a draft posted before its proposal), gathered blind while round 16
    # was taught; measured at first sight on the commit named (rounds 15 taught, 16 in part), before anything was
    # taught from it.
    "heldout17": {"fields": 84, "right": 40, "refused": 25, "wrong": 19, "cases": 8, "whole": 0,
                  "commit": "4b3d3a16435f05f99721eedc6d90cc710bb5d1aa"},
    # While round 17 was taught, one expectation was aligned with the corpus's convention (the record above is as
    # measured before): "change their Banner in the GDNT to any string of characters that is less than 14 characters
    # long" sets no value said, as round 1's "change their Banner in the GDNT to any string of characters that no more
    # than 12 characters long" (set, no amount) and round 15's "to any valid value" (it was the amount 'any string of
    # characters that is less than 14 characters long').
    # Taught since, 0 wrong: exclusions and states of a condition's subject, alternatives of conditions and labelled
    # list items refused, an object "older" than a bound said before. Later, when a doer said in words no actor reads
    # was read with its who not read, one more expectation was aligned: "changing their Herald to no and that player’s
    # Herald to yes" after "to another bearer" changes another's Herald, as round 1's "set that Cardinal's Vice" (it
    # was the whose "that player").
    # Round 18: 5 rules of action sentences of 3 dynasties (2005-2016), each a form judged unlike the common ones, from
    # pages no case cites (the stored pages gave five), gathered blind after every round before was taught; measured at
    # first sight on the commit named, before anything was taught from it.
    "heldout18": {"fields": 36, "right": 19, "refused": 16, "wrong": 1, "cases": 5, "whole": 1,
                  "commit": "faa386163a51f1fd620a584b34d6ba78f9d4e098"},
    # Taught since, 0 wrong, no expectation changed: a capitalised word of the language ending in s that leads a
    # sentence ("This may optionally come with some flavour text …", of the post before) is no role in the plural.
    # Round 19: 15 rules of action sentences of 14 dynasties (2003-2021), from 20 pages no case cites (91 queries; the
    # other pages found were cited already), gathered blind while the refusals of every round were taught; measured
    # at first sight on the commit named, before anything was taught from it. Of it, the 4 rules of dynasties no other
    # case cites: 24 / 10 / 1 of 35 fields.
    "heldout19": {"fields": 144, "right": 101, "refused": 33, "wrong": 10, "cases": 15, "whole": 5,
                  "commit": "fde09c242b59567b60ed9c9c160042e363e1f3b3"},
    # Taught since, 0 wrong (then 105 / 35 / 0 of 140 fields: the two sentences read as actions of their own no longer
    # count fields): what one of an action's offered choices does, said in a sentence after ("If a Smuggler Forges a
    # Token, they may …"), as that action's effects not read; a condition set apart by dashes after the modal; items
    # added to a thing of the game ("to the Cauldron") not read as the actor's list; a bound on every power of a rule
    # as a condition of each of its actions; one word in quotes after the modal as the name; a place gone to in a state
    # the game names as a condition. One expectation was aligned with the corpus's convention (the record above is as
    # measured before): the weekly Paint Pot action counts "a single Cart that they have access to" as a condition
    # (3, it was 2), as round 2's h2-still-bay counts "a Still that they have access to" and the same case's daily
    # action counts "a Warehouse they have access to". Then two refusals: the WHEREAS reasons before THEREFORE, and
    # money said by its sign alone ("pay £40 to …") as the value declared by the sign (113 / 27 / 0).
    # Round 20: 11 rules of action sentences of 10 dynasties (2003-2025), from pages no case cites (30 queries),
    # gathered blind while round 19 and the refusals were taught; measured at first sight on the commit named (rounds
    # 18 and 19 taught), before anything was taught from it.
    "heldout20": {"fields": 91, "right": 57, "refused": 31, "wrong": 3, "cases": 11, "whole": 2,
                  "commit": "d0852361cd52a49efb4ee1a7e813c183bed6bc3a"},
    # Taught since, 0 wrong: a span of time said passed after "and" ("… have approved the request and fewer than 36
    # hours have passed since the post was made") as a condition of its own, as round 5's "and if at least 36 hours
    # have passed" was. Two fields of one expectation were aligned with the corpus's convention (the record above is
    # as measured before): h20a-foreman-weekly-charge-all ("The Foreman may, no more than once per week, add 40 to
    # every Automaton's Charge") names no kind and reads "every Automaton's" as whose "each", as round 4's
    # h4-charge-weekly-mainframe reads the same sentence of the same proposal ("The Mainframe may, no more than once
    # per week, add 40 to every Droid's Charge Cells": frequency once per week, no kind, whose "each"); it had kind
    # "once per week" and whose "all" ("all" is for "all Operators' Money", Ruleset 205).
    # Then, of the refused, one kind: h20a-orders-once-per-vigil ("Once per Vigil, a Commodore may send …") and
    # h20a-arrow-roll-once-per-tide ("Once per tide, each voyager …") name no kind (they had it unread), as round 8's
    # h8a-chaplain-once-per-tide ("The Chaplain may, once per Tide, add 4 …") and round 3's
    # h3-forecast-once-per-season read a bound by a period the dynasty defines: its frequency not read, no kind.
    # When a value changing of itself ("… tally value will increase by 1") was read, the outcome of
    # h20a-arrow-roll-once-per-tide named the variable "tally value", as the case declares it and its own first action
    # expects (it was "tally").
    # Round 21: 2 rules of action sentences of one dynasty (a Ruleset of about 2025), from the only 2 uncited pages 17
    # queries found, gathered blind after round 20 and the fourth pass were taught; measured at first sight on the
    # commit named, before anything was taught from it.
    "heldout21": {"fields": 21, "right": 14, "refused": 7, "wrong": 0, "cases": 2, "whole": 1,
                  "commit": "89673f1d45c5e09a77f2b83633ea7ee727e54e6b"},
    # Round 22: 20 rules of action sentences of 20 dynasties (2003-2023), from 27 pages no case cites (87 queries returned 48 uncited
    # pages; the rest held core rules only, copies of cited posts, or no rule text), gathered blind after round 21;
    # measured at first sight on the commit named, before anything was taught from it.
    "heldout22": {"fields": 211, "right": 129, "refused": 76, "wrong": 6, "cases": 20, "whole": 5,
                  "commit": "e547bcd4d25ced9a3cb5d1ca217081468bddb1b8"},
    # Taught since, 0 wrong, precision first, each a part tested in other words: a condition said apart in brackets at
    # the end by "provided that", "so long as" or "unless" as "(if …)" was; an actor's place then a "who" clause, two
    # conditions ("Any Hand in the Infirmary who has lost Wits points …"); "They may now …" a step of the procedure
    # before, no action of its own (listed); a name said after "and thereby" ("… and thereby Idle By a Minute"). Two
    # expectations were aligned with the corpus's conventions (the record above is as measured before):
    # h22a-spend-all-nerve-for-seat's actor "The Herald of a Faction" is the role as said, as round 7's
    # h7a-dispatch-spy reads "the Captain of a League" and expected.json's caravans "the Leader of that Caravan" (it
    # had "Herald"); h22a-weekly-change-guild's "change their Guild to any one of the three valid Guilds" keeps its
    # value, as round 9's h9a-backing-weekly-any-time keeps "any valid Housemate" and round 14's
    # h14a-weekly-change-backs "any active Nominee" (it had none).
    # Round 23: 20 rules of action sentences of 20 dynasties (2003-2025), from 28 pages no case cites (128 queries returned about
    # 70 uncited pages, most of them core rules only or talk), gathered blind after round 22 was taught and the parts
    # were tried in combinations; measured at first sight on the commit named, before anything was taught from it. It
    # reads the same on the commit before this round's gathering began and before round 22 was taught (26df41f).
    "heldout23": {"fields": 250, "right": 116, "refused": 104, "wrong": 30, "cases": 20, "whole": 1,
                  "commit": "9c6200f9b5cf5a3f32295eddb052c893eceae1cd"},
    # Taught since, precision first, each a part tested in other words: actions said in the imperative under a label
    # ("*Offer tainted grubs: Lose three or more Grubs …") and "This Action can only be performed …" are listed (they
    # were passed over: 14 fields); an own kind said first ("Summon Familiar is a Rite Action. To perform Summon
    # Familiar, …") is the kind of the action defined after it, cited with it; "; if they choose to do this, they may
    # …" is a permission of its own on the first's being used, as after a full stop; "an action known as Fencing"
    # unquoted names it; a thing's age after "and" is a condition of its own; "may only declare victory if …" is
    # listed; "purchase … with their Bread" lists a cost not read. 3 wrong fields are left, each read two ways: "A
    # Clan may choose to apply the Punishments in any order and at any time" (expected no action of its own: the
    # punishing of the sentence before); a Vote "on a Proposal created by another Tenant with whom they are
    # Deckmates" (expected a condition of the object); "The following may only be done if there exists a state of
    # peace" (expected a condition of the Hoplites' taunt but not of the Sage-King's war said between them). Later
    # the second and third are listed (their conditions refused: a net of conditions inside an effect not read, and of
    # a bound of "the following" that does not say which); the first is left wrong, and the round stays untaught. No
    # expectation of it was changed.
    # Round 24: 20 rules of action sentences of 10 dynasties (2004-2023), from 27 pages no case cites (118 queries returned about 42
    # uncited pages), gathered blind while round 23 was taught; measured at first sight on the commit named, before
    # anything was taught from it. It reads the same on 26df41f (before rounds 22 and 23 were taught and the parts tried in combinations).
    "heldout24": {"fields": 288, "right": 181, "refused": 89, "wrong": 18, "cases": 20, "whole": 1,
                  "commit": "20d413f9c2705c6b8967dc5fe36a840f96336d96"},
    # Taught since, precision first (18 wrong fields at first sight, 4 left), each a part tested in other words: an
    # amount transferred to a player or a role ("transfer 7 Lore to a Dullard"); a bound in days written in hours
    # ("although no more than once every 4 days", 96); a rest after the action with its own verb ("After toppling a
    # Monument, the Rogue may not topple another Monument … for 36 hours"); "may not be changed once first chosen"
    # (once); "with a Sulk Shed who has no Plunder" (two conditions); a second actor on a condition after a semicolon;
    # "A Realm may do this often …" no action of its own; the action's own verb with a condition said after ("A
    # Turncoat may not increase eir Esteem if …"); an "if" ended by a dash and outcomes after a dash; "once in the next
    # 36 hours" (once); "see if" no condition; a hyphenated state before the player ("A Noble-aligned Vigilante").
    # Left, each read two ways: "The Target Realm may signal …" (the expectation: a player with a condition; the corpus
    # reads "the Acting Tyrant" as the role), "a realm who is not a member of a pact" (an object's condition in a
    # choice, not counted in the expectation), "The Temper Keeper should respond …" (a duty of a role read as an
    # action; the expectation has none). Later taught (0 wrong): the three expectations were aligned with the
    # corpus's conventions (the record above is as measured before): "The Target Realm" is the role as said, as
    # round 22's "The Herald of a Faction"; the object's condition "who is not a member of a pact" is counted, as
    # OBJECT_CONDITIONS and round 26's "another Friar … who is within 3 Paces" count one; the role's duty "should
    # respond" is an action, as Ruleset 205's "the Announcer should set their Readiness to Staging" is.
    # Round 25: 20 rules of action sentences of 20 dynasties (2003-2023), from 23 pages no case cites (57 queries returned 48
    # uncited pages), gathered blind after rounds 22-24 were taught; measured at first sight on the commit named (the
    # last reader of that teaching), before anything was taught from it. It reads the same on 26df41f, the reader
    # before rounds 22-24: nothing taught from them moved it.
    "heldout25": {"fields": 252, "right": 158, "refused": 63, "wrong": 31, "cases": 20, "whole": 3,
                  "commit": "b318190118f9c63d580e9c8830d8448a53cbf786"},
    # Taught since, precision first (31 wrong fields at first sight, 10 left; it stays untaught): a list of actions led
    # as "Lane Actions available to the Stalkers are, with their effects:-" and an action by its name and what it takes
    # ("Drop Contract (optionally specifying a Stalker): …") are listed (21 fields passed over in silence). Left: roles
    # the expectation reads as players with a condition ("the Injured", "Members", "The Subject of the Rumour") where
    # the corpus keeps a role as said; a bound at the end of a body ("at most 1 time per day"); conditions said of a
    # role's belief, of an object, of a choice. No expectation of it was changed then. Later taught (0 wrong): "at
    # most 1 time per day" is once per day, said at the end; "The Subject may only guess in this manner once per
    # day" bounds the action before; "add this number to their Plumb Marks" an increase; conditions inside an effect
    # not read are listed. Three expectations were aligned with the corpus's conventions (the record above is as
    # measured before): "the Injured", "Members" and "The Subject of the Rumour" are roles as said (as round 22's
    # "The Herald of a Faction"), and "can switch factions at most 1 time per day" has the kind "once per day", as
    # expected.json's commodities' "no more than once per week" has. Later, its first line, with no stop before the
    # next, was read as a sentence of its own; one more expectation aligned: "an agitator who is the megaphone may make
    # a “Demand”" is a player with one condition, as round 2's "A Straggler who is the Holder of an Item may …" (it was
    # the role "Megaphone" with none). Later, when a doer said in words no actor reads was read with its who not read,
    # one more: "may “obey” the Demand", a word in quotes the rule uses again ("do not obey the demand"), is the
    # action's name, as round 19's "may “evict” all non-Staff" (it was expected with no name).
    # Round 26: five forms, 5 rules of action sentences of 7 dynasties (2006-2021) from 7 pages no case cites (20 queries),
    # gathered blind at the end of the work on rounds 22-25 and measured at first sight on the commit named (the final
    # reader), before anything was taught from it. Later taught (0 wrong): the name of "conduct a Debate with another
    # Friar" before "with"; the object's condition "who is within 3 Paces" is listed (refused). No expectation was
    # changed.
    "heldout26": {"fields": 35, "right": 20, "refused": 13, "wrong": 2, "cases": 5, "whole": 0,
                  "commit": "8901c44fd263ddf8db1afd0464cec2e4ee04a5be"},
    # Round 27: 12 rules of action sentences of 12 dynasties (2004-2024), from 19 pages no case cites (73 queries; the
    # stored pages are nearly spent: most returned were cited), gathered blind while rounds 23-26 were taught and
    # measured at first sight on the commit named, before anything was taught from it. It reads exactly the same on
    # 50a88df, the reader before that teaching.
    "heldout27": {"fields": 106, "right": 72, "refused": 29, "wrong": 5, "cases": 12, "whole": 2,
                  "commit": "d21112932ed35bb087cdd6accd2b4e1bac18aac9"},
    # Taught since, precision first (0 wrong): a kind no core rule defines ("As a collective weekly action") listed as
    # not read; "Once per lull," a period of the dynasty in lower case; hours in words ("once per seventy-two hours",
    # said at the end too); "cause the Coastguard to Muster" names it; a name in lower case in quotes ("make an “arrow
    # roll”"); what a post "may optionally contain" is no action. Two expectations were aligned with the corpus's
    # conventions (the record above is as measured before): the name of "Assemble a Gadget" is "Assemble", as the live
    # Ruleset's "Build a Structure" is "Build"; "call a Moot" names none, as round 8's "call a Class"; and expected.json's
    # kaiju_court "cause the Navy to Mobilise" is named Mobilise, as this round reads "cause the Coastguard to Muster".
    # Round 28: 12 rules of action sentences of 12 dynasties (2003-2023), from 16 pages no case cites, gathered blind
    # while round 27 was taught and measured at first sight on the commit named, before anything was taught from it.
    # It reads exactly the same on 50a88df, the reader of the session before. 21 of its wrong fields are one rule's
    # three actions passed over in silence (a list of raids led by "The Raids a Goblin may perform are:").
    "heldout28": {"fields": 126, "right": 26, "refused": 66, "wrong": 34, "cases": 12, "whole": 0,
                  "commit": "0078c82ade6ac668b87d9d3be4b9bcc5a378e597"},
    # Taught since, precision first (0 wrong): the items of a lead listed as not read that name their own actor and
    # modal are read, each of the kind the lead names (the raids); "As a Daily Action called Stoking"; "spend the Gloom
    # cost of a Fixture"; conditions inside a cost ("from a LIT Boiler in the same Wing as them") and "and having
    # Sardine as held Item" listed; "Feed Whiskers an instance of Sardine" (the name; what is given, a cost not read);
    # "could then" caught by the net. No expectation was changed then; one was aligned later, when "By spending 2
    # Breath, a Wanderer can Gather a Rune, …" came to be read (what is spent said before the actor): its name is
    # "Gather", as "Assemble a Gadget" is "Assemble" above and the live Ruleset's "Build a Structure" is "Build".
    # Round 29: 12 rules of action sentences of 12 dynasties (2003-2026), from 16 pages no case cites (78 queries; about
    # 8 in 10 results cited already), gathered blind while rounds 27 and 28 were taught and measured at first sight on
    # the commit named, before anything was taught from it. On 50a88df, the reader before this session's teaching, it
    # reads 58 / 46 / 23: six fields of what was taught from rounds 23-28 and the corpus reached it.
    "heldout29": {"fields": 127, "right": 64, "refused": 40, "wrong": 23, "cases": 12, "whole": 0,
                  "commit": "fbdf594762f8b2471753295ea567baa6790c1dbc"},
    # Taught since, precision first (0 wrong): "(this is known as Shipping)"; "may wish to" no permission; "has 36 hours
    # to claim" listed; "a player with the Hungry Boot is attacked …" and "has … but does not have …" two conditions
    # each; hours in words in every bound; "may, when performing a Lane Swap, …" a condition; "To use this defence, a
    # player pays …" and "To attempt to activate it, a Persona creates …" actions whose name (and what was said of
    # it before) are listed as not read, and "where DATE is a valid date" a condition not read. One expectation was
    # aligned with the corpus's convention: the name of "may Call a Regatta by …" is "Call", as round 6's "Call a
    # Hearing" (it was "Call a Regatta").
    # Round 30: 11 rules of action sentences of 6 dynasties (2005-2022; 6 of them Orcs, 2016, where the last uncited
    # pages were), from 9 pages no case cites (63 queries), gathered blind while round 29 was taught and measured at
    # first sight on the commit named (the last reader of this stop), before anything was taught from it. On 50a88df,
    # the reader before this stop's teaching, it reads 95 / 34 / 30. One expectation aligned later with round 23's
    # convention: "If they do so, they may double either the Nimbleness, …" after "they may cease holding the Forge of
    # Renown" is a further permission, an action of its own (one condition), as "if they choose to do this, they may
    # apply …" is.
    "heldout30": {"fields": 159, "right": 100, "refused": 28, "wrong": 31, "cases": 11, "whole": 0,
                  "commit": "932632f77b50884ba3a1c6cae196e789390cba22"},
    # Two of its forms taught since (it stays untaught, 26 wrong): "Distilling Flesh is an Atomic Action with the
    # following steps:" after "an Alchemist can Distil Flesh" gives that action its steps (it was an action of its own,
    # of no actor); "Wanderers can make a Brawl Action as a daily action." grants a kind, no action; a list written
    # with "-" bullets whose lead follows lines of prose in the same paragraph is a list (its items were passed over
    # as one paragraph, 21 fields; the list of Brawl Actions is listed as not read now); an object picked out by where
    # it is ("any other Pebble in the same Pool") lists a condition not read. Left, 4 wrong: conventions of names and
    # of conditions counted, and "create a new Franchise Charter" read as an item added (as Ruleset 205's "create a
    # new House Bot" is) where the expectation says no variable. Taught since, with round 31: a list of actions written
    # as labelled items is read item by item (the Brawl Actions: their names, kind and actor from "Wanderers can make a
    # Brawl Action as a daily action."; what "Add 3 Bruise Tokens to a Mortal that shares Camp with you" does stays
    # listed), and "the Showrunner operating that Pavilion" after "If a Pavilion has …" is the one condition. Two
    # expectations aligned with the corpus's conventions: "may Claim an Honour by paying …" is named "Claim", as
    # "Build a Structure" is "Build" (it was "Claim an Honour"), and "If a Chorister rolls the dice … but does not post
    # … within two hours" is two conditions, as round 28's "has already raised a shelter and has subsequently left it"
    # is (it was one). Left, 1 wrong: "create a new Franchise Charter" read as an item added.
    # Round 31: five forms, 5 rules of action sentences of 5 dynasties (2011-2020) from 6 pages no case cites (25
    # queries), gathered blind during the review of this stop's change and measured at first sight on the commit named,
    # the final reader, before anything was taught from it. Untaught. 21 of its 25 wrong fields are two lists of
    # actions: one read as a single action whose items are its costs ("may carry out as many of these Actions as they
    # would like …:" and items "Spend 4 Brine: Remove …"), one passed over ("Deformities are the following (…):" and
    # "- Dread Mask: New Action: Unnerve: …"). Taught since: the items of such lists are actions (their label a name
    # or a price, their kind and actor from the lead or the rule's grant of the kind, a kind referred back to with
    # "these Actions" found before); an item labelled "New Action:" under a lead not read is listed with that lead;
    # "attempt to Dredge a Relic" is named "Dredge", and "If that Drifter rolls a 1, …" after it is its outcome. None
    # wrong now.
    "heldout31": {"fields": 51, "right": 17, "refused": 9, "wrong": 25, "cases": 5, "whole": 1,
                  "commit": "af878e27bee7e8b1cc431e513aa6d62ad5fe37a0"},
    # Round 32: 8 rules of action sentences of 6 dynasties (2011-2022) from 7 pages no case cites (56 queries; none
    # found for 2012-2016 or 2025), gathered blind while rounds 30 and 31 were taught and measured at first sight on
    # the commit named (the reader after that teaching), before anything was taught from it; the same on d71578d, the
    # reader before. 19 of its 23 wrong fields are one list of actions written as a wiki definition list
    # (";Ponder: Age 8 years …"), whose items were passed over, and the sentences after its items ("Scribes may
    # instead age 3 years.") read as actions of their own.
    "heldout32": {"fields": 78, "right": 34, "refused": 21, "wrong": 23, "cases": 8, "whole": 0,
                  "commit": "5a840b9da79828c146c20a776564a15a55eb48dc"},
    # Taught since (52 / 25 / 0 now): a definition list under a lead with a colon is a list, a labelled item's body may
    # start in lower case, the lead's own actor is its items', what some do instead is listed on the action before
    # (its effects withdrawn), "the atomic action “Wandering”" names the action and keeps the kind said first, an
    # object picked out by what it shares with the actor lists a condition. Two expectations aligned: the sentence keys
    # of the definition list were written with their wiki marker (";Ponder:"), where the text read is rendered
    # ("Ponder:"); "If at any time …, a Trekker may update …" is of no kind, as rounds 16 and 29 read the same form
    # (it was "any time"; reading that lead as a kind put those two wrong).
    # Round 33: five forms, 5 rules of action sentences of 5 dynasties (2004-2021) from 8 pages no case cites (47
    # queries), gathered blind late in this stop and measured at first sight on the commit named (the reader as it
    # stood then), before anything was taught from it; the same on d71578d. It reads 73%, above the
    # goal's rate for the first time, but 16 fields are wrong: names of capitalised runs cut short ("Attempt
    # Self-Mending" read "Attempt", "Rest In Sickbay" read "Rest"), "may either Hail or Snub another Duelist" read as
    # one action of no name, "Whenever the mood takes him" read as a condition. One of its cases, h33a-hail-snub-once-
    # a-day (4 / 1 / 9 of its fields), is from a page the corpus already cites under another address form (blogspot
    # 2004/10, "Trust"): without it, 52 / 4 / 7 of 63 (83% read, 7 wrong).
    "heldout33": {"fields": 77, "right": 56, "refused": 5, "wrong": 16, "cases": 5, "whole": 0,
                  "commit": "64369f93de59ae455d910f51e5a54f66446a4c93"},
    # Taught since (65 / 5 / 0 now): a run of capitalised words with no article is the name whole ("Rest In Sickbay",
    # "Shake The Weekly Tree of Fair Play"; "Bid on the Appointment" stays "Bid"); "Whenever the mood takes him" is
    # at any time; "under two conditions" lists the conditions; "(the Culprit) who has done one of the following …:"
    # is one condition whose items are its alternatives, no steps. One expectation aligned: "may either Hail or Snub
    # another Duelist" is one action of a choice, its effects not read, as round 19's "may either Forge a Token or Bar
    # their Doors" is, of kind "once per day" as the corpus's "Once a day," sentences are (it expected two named
    # actions of no kind, their amounts written in a form the judge does not read).
    # Round 34: five forms (six rules) per reader of 11 dynasties (2004-2021), 12 pages no case cites in any address
    # form or title (45 queries; four of its dynasties have cases from other posts), gathered blind at the end of
    # this stop and measured at first sight on the commit named (the reader as it stood then), before anything was
    # taught from it; the same on d71578d. Untaught.
    "heldout34": {"fields": 58, "right": 27, "refused": 28, "wrong": 3, "cases": 6, "whole": 2,
                  "commit": "719dab0e4a6d6c2db383227f6af290ed32b649ff"},
    # Taught since: "Otherwise, …" is a condition said in the sentence before, listed as not read (it was passed over
    # as "However," is). One expectation aligned: "If the Oracle deems an Ascent successful, they should: …" is a duty
    # of the emperor's, an action as the corpus's "the Riddler should …" and "the Bureau of Records should publish …"
    # are (the expectation left it out).
    # One more expectation aligned later, when "Once a week, the Guildmaster may hold a sale …" came to be read (an event
    # held is no possession): its kind is "once per week", as the corpus's "Once a day, …, the Beacon gets to decide …"
    # and every "Once a …" lead give it (the expectation had left it out).
    # Round 35: five forms per reader, 6 rules of 7 dynasties (2004-2021), 8 pages no case cites by address or title
    # (30 queries), gathered blind during the review of this stop and measured at first sight on the commit named, the
    # final reader, before anything was taught from it. Its 14 wrong fields are two
    # sentences passed over in silence, their actor a role in lower case ("A guide may increase the cheer of …",
    # "Once per lacuna, the outrider may make a GNDT comment …"): the net knew no such actor. Taught since (12 / 37 /
    # 0): the net's actors include a role in lower case before a modal and a verb, so both are listed.
    "heldout35": {"fields": 49, "right": 12, "refused": 23, "wrong": 14, "cases": 6, "whole": 1,
                  "commit": "d282198778bceb54a7fbef0562a4fd685f65bebc"},
    # Round 36: five forms per reader, 6 rules of 6 dynasties (2003-2024), from 10 pages no case cites by address or
    # title (39 queries), gathered blind while this stop taught the corpus and measured at first sight on the commit
    # named, before anything was taught from it; it reads the same on 2fa0d48, the reader of the stop before.
    "heldout36": {"fields": 50, "right": 14, "refused": 24, "wrong": 12, "cases": 6, "whole": 0,
                  "commit": "dc4e1c58a8a68dab9386be9b342ed841b4ee60c2"},
    # Taught since, precision first (23 / 26 / 0 of 49; one wrong field at first sight was a sentence read as an
    # action that is none, so it counts 49 now): its wrong fields were "Any jar of pickled limes may be eaten, removing
    # it …" passed over in silence (the net lists a thing that may be used, no one named); "Passing a Trinket is a
    # Queue Action." given to the unnamed "may pass a Trinket …"; "… and if there is no rule …" a second condition; "The
    # Sibyl should process Orders … in the order received." no action; "select another Camper (the target) and Scuffle
    # them" named Scuffle, its kind said twice ("At any time", then "Scuffling is an atomic action …") listed; "Dig for
    # Relics" named whole, as the rule says it again ("Orders to Dig for Relics"). Read as well: "a Lodge’s Elder may"
    # (a role of a thing), as round 34's "a Circle’s Elder"; "the Ringmaster (RM) may". No expectation was changed.
    # Round 37: five forms per reader, 6 rules of 8 dynasties (2007-2024), from 11 pages no case cites by address or
    # title (71 queries), gathered blind after round 36 was taught and measured at first sight on the commit named,
    # before anything was taught from it; it reads the same on 2fa0d48, the reader of the stop before.
    "heldout37": {"fields": 58, "right": 31, "refused": 14, "wrong": 13, "cases": 6, "whole": 2,
                  "commit": "ba744a47442abe39ce20dc91bce23c04b6f9cff8"},
    # Taught since, precision first (34 / 22 / 0 of 56; two of its wrong fields were a sentence read as an action that
    # is none): "A Goblin may, as a Periodic Action, either start or join a foray." is no action of its own when each
    # verb is granted after ("A Goblin may start a foray …", "… may join a foray …"): it gives them its kind; "If a
    # Foray is Primed, it may be executed." (a thing that may be done once a condition holds, no one named) listed by
    # the net; "make a Beast Step" names it (not "make a Tale Post", a post); "any other Goblin that they do not have a
    # Kin Pact with" a condition of the object, listed. No expectation was changed.
    # Round 38: five forms per reader, 6 rules of 5 dynasties (2003-2022), from 9 pages no case cites by address or
    # title (65 queries), gathered blind after round 37 was taught and measured at first sight on the commit named,
    # before anything was taught from it; it reads the same on 2fa0d48, the reader of the stop before.
    "heldout38": {"fields": 64, "right": 44, "refused": 9, "wrong": 11, "cases": 6, "whole": 1,
                  "commit": "2fc9d305eb25cd6310824e0962c5e47a35f6495c"},
    # Read since, not yet taught whole (45 / 10 / 9): "An Elder may call a Synod if no unresolved Synod exists, by
    # making a blog post …" (a condition inside a body not read, listed); "If a Synod has received a Ballot from every
    # Elder, then any Teller may resolve it: if …, then …; otherwise …" (the "otherwise" answers the body's own "if";
    # the condition before the actor stays). Its other wrong fields: "The Commonwealth may declare a raid … To do this,
    # a Guard player must post …" (who acts for a group, said in the sentence after) and "any other Tenant" counted as
    # a condition, against the corpus's convention (blogia's "any other Player may …"): left untaught.
    # Round 39: five forms per reader, 6 rules of 7 dynasties (2006-2018), from 9 pages no case cites by address or
    # title (53 queries), gathered blind at the end of the stop and measured at first sight on the commit named, the
    # last reader of the stop, before anything was taught from it; it reads the same on 2fa0d48.
    "heldout39": {"fields": 65, "right": 49, "refused": 3, "wrong": 13, "cases": 6, "whole": 2,
                  "commit": "e96c8755019c39c4d20bc4e627873f588ee8ca9b"},
    # Read since, not yet taught whole (56 / 5 / 4): "There exists a gameplay action called Bud. When a Sproutling buds,
    # e gains …" (an action said to exist by its name; its verb in lower case after, of that action only) had been
    # passed over in silence; "may, on behalf of their Guild Name, Probe an Alias" names Probe; "In order to commence a
    # Probe, the Runner must expend …" lists its cost. Its other wrong fields are the gatherer's judgement calls: "They
    # may then remove the Alias …" read as an action of its own, "the Patron who posted it" after "When 36 hours have
    # passed since the post was made" one condition (as round 35's "the Showrunner operating that Pavilion"), and
    # "close any pending Charter" counted a condition: left untaught.
    # Round 40: five forms per reader, 6 rules of 5 dynasties (2004-2021), from 6 pages no case cites by address or
    # title (66 queries; one post, "Alliance Warfare", is from a week of the old blog whose page is cited for two other
    # posts), gathered blind at the end of the stop and measured at first sight on the commit named, the final reader of
    # the stop; it reads the same on 2fa0d48. Untaught.
    "heldout40": {"fields": 84, "right": 25, "refused": 44, "wrong": 15, "cases": 6, "whole": 0,
                  "commit": "216868960db01388fd7b8ab87fc70d0762c40c74"},
    # Read further since, not taught whole: lines with no full stop between them are sentences of their own ("… by 1"
    # / "A Margrave may spend 3 Lancers …", 14 fields passed over in silence); the net lists a role in lower case with
    # a time to act ("the proposer has 36 hours to …", 7). One expectation aligned with the corpus's convention (the
    # record above is as measured before): "Any Peer may announce …, no more than once per day, …" has the kind "once
    # per day", as round 10's "A Swarm may feed … no more than once per day" and expected.json's commodities' "no more
    # than once per week" have.
    # Round 41: five forms per reader, 6 rules of 8 dynasties (2004-2020), from 9 pages no case cites by address or
    # title (52 queries; one post is from the month page 2018/02, which the corpus cites for another post), gathered
    # blind during the review of this stop and measured at first sight on the commit named, the reviewed reader; it
    # reads the same on 2fa0d48. Untaught.
    "heldout41": {"fields": 50, "right": 32, "refused": 8, "wrong": 10, "cases": 6, "whole": 0,
                  "commit": "867b0d1d0adfd39e7f6f5df66fbd8c3b23b75a0e"},
    # Read further since, not taught whole: a text all in lower case whose grant follows a stop ("magnetite:
    # consumable. the user may put …") is listed by the net (7 fields passed over in silence); an object picked out by
    # a clause with no "that" ("cancel an errand e has given") lists its condition as not read. Left: "the Captive with
    # the highest Renown" read as a role (the expectation: a player with a condition), "The Corsair should react to a
    # request to Barter …" read as the Corsair's action (the expectation: part of Barter).
    # Round 42: up to eight forms per reader, 8 rules of 4 dynasties (2005-2009), from 11 pages no case cites by address
    # or title (65 queries), gathered blind while the net was made stronger and measured at first sight on the commit
    # named, after it; it reads the same on 386eedb, the reader before.
    "heldout42": {"fields": 77, "right": 45, "refused": 28, "wrong": 4, "cases": 8, "whole": 0,
                  "commit": "8949a642974d79cdc4ce4dd114ce4497526844a1"},
    # Taught since (67 / 10 / 0): a name in quotes then what it means ("may “Draw Pay”, which means to …"); a
    # condition on an event the sentence before named ("After this time period has elapsed, …"); a condition with no
    # comma that says its time first ("If at any time any Plotter violates a rule any Plotter may …"); "Anyone who is
    # Tapping its Keys" a player with a condition; "by spending an additional 3 Effort" a cost; "once within the next 36
    # hours of …" once; an outcome for some said after ("…, their Purse is increased by 25 instead.") and what else comes
    # of it after "However, if …" leave the effects not read; "when moving to a Deck" inside a body lists its condition.
    # Two expectations were aligned with the corpus's convention, now said in the docstring (the record above is as
    # measured before): "once per day, any Stoker may …" and "…, no more than once per day." give the kind.
    # Round 43: up to eight forms per reader, 8 rules of 2 dynasties (2009, 2019), from 10 pages no case cites by
    # address or title (54 queries; Scripters, whose other posts round 42 used, and Adventurers, a dynasty the corpus
    # cites for other posts), gathered blind after round 42 was taught and measured at first sight on the commit named;
    # it reads the same on 386eedb, the reader before this stop's work. Untaught.
    "heldout43": {"fields": 99, "right": 70, "refused": 26, "wrong": 3, "cases": 8, "whole": 1,
                  "commit": "2a8093be240e57c605488e36f500e2d17e6410f4"},
    # Read further since (89 / 7 / 3), not taught whole: "he or she" stands for the actor the condition names; a time
    # the sentence before named ("In this time,", "At the end of this 36 hour period,", "At that time,") is one
    # condition. One expectation aligned with the corpus's convention (the record above is as measured before): "any
    # admin may Stage it at the Opera House" is named Stage, as round 28's "Gather a Rune" is Gather. Left: "remove a
    # Canto from Limbo" (read as an item taken off a list of the game), "may request each encore piece no more often
    # than once per Canto" (read as an action of its own), an event with its own time read as one condition.
    # Later, its two victory outcomes ("If the Opera becomes a Triumph, the Librettist with the highest Tribute achieves
    # victory.") are listed as outcomes of no doer, as rounds 73, 85 and 98 list theirs (they were not listed).
    # Round 44: five forms per reader, 6 rules of 4 dynasties (2004-2022), from 7 pages no case cites by address or
    # title (49 queries; three Tic Tac Town posts of Feb 2022, a month whose page the corpus cites for two other posts),
    # gathered blind during the review of this stop and measured at first sight on the commit named, the reviewed
    # reader. Since: a sentence that starts with a number after a full stop is a sentence of its own ("… Sway Stage. 84
    # hours after …", 7 fields passed over in silence; 36 / 32 / 4 now). Untaught.
    "heldout44": {"fields": 72, "right": 28, "refused": 32, "wrong": 12, "cases": 6, "whole": 0,
                  "commit": "6f09c28c6f18dddf77089917d397d6778ac0d4d5"},
    # Round 45: five forms per reader, 6 rules of 6 dynasties (2015-2025, none used by rounds 42-44), from 10 pages no
    # case cites by address or title (50 queries), gathered blind and measured at first sight on the commit named.
    # Most wrong fields: an action whose actor is "its holder" passed over in silence (7), "In comments to the post,"
    # and "if he or she does so" after a colon read as conditions, "the Strain" read as the actor's own. Since: those four read by general parts (a thing's holder as the actor, caught
    # by the net after "then"; "if they do so" no condition; "the X" with no holder the game's; "as long as both of the
    # following conditions are true:" each item a condition), 45 / 30 / 4 now. Two expectations aligned with the
    # corpus's conventions: "once per round, its holder may …" has the kind "once per round" (a frequency said as the
    # lead is the kind too, as the docstring says), and "In comments to the post, Riggers may vote …" counts one
    # condition, as round 4's "In the comments of the post, each Player may Bid …" does. Otherwise untaught. Later,
    # as its own "If the User has a Wellness below 4, they gain 2 Wellness" is expected: "The User gains 2 Wellness and
    # loses 1 Wakefulness" and "The User gains 2 Wakefulness", an item's effects said with no doer, are outcomes too.
    "heldout45": {"fields": 79, "right": 27, "refused": 37, "wrong": 15, "cases": 6, "whole": 0,
                  "commit": "e6e8a4fe70cca2965cab891fe214a29cfd264869"},
    # Round 46: five forms per reader, 6 rules each from 9 dynasties (2011-2026, none used by rounds 42-44), from 10 pages no
    # case cites by address or title (48 queries), gathered blind while round 45 was taught and measured at first
    # sight on the commit named, the reader after it. Its wrong fields: a duty ("The Smuggler should react …") read as
    # an action its gatherer did not list, "add a Fixture to their Fixtures" read as a count raised, "Once per Tide,"
    # a period of the dynasty's own not read as the kind, a condition named in brackets ("(the Trickster)") counted
    # otherwise. Since: read further by general parts (one thing added to the list named by its plural, "add a Fixture
    # to their Fixtures"; "Idle Tinkers can …", a state before the plural; a player named in passing, "another Tinker
    # … (the Mark), setting the Mark's Toolkit …"; "Doing so sets …" after an action), 47 / 15 / 3. One expectation
    # aligned with the corpus's convention: "Once per Tide," a period of the dynasty's own, its frequency not read and
    # no kind, as rounds 3, 8, 20 and 27 expect it. Otherwise untaught.
    "heldout46": {"fields": 65, "right": 30, "refused": 29, "wrong": 6, "cases": 6, "whole": 0,
                  "commit": "69bd709949b2aed13210d9e82d3ec42b80a5dde7"},
    # Round 47: five forms per reader, 6 rules each from 7 dynasties (2004-2025), from 8 pages no case cites by address
    # or title (59 queries; seven of them pages earlier rounds listed as uncited and unused: the pool is spent),
    # gathered blind while round 46 was taught and measured at first sight on the commit named; it reads the same on
    # e6e8a4f. Its wrong fields: a grant of access to a kind of action ("gains access to a Special Mischief …, which
    # is to Set a Gin Snare") passed over in silence (7), the emperor's name ending in s ("Tethys may …") read as a
    # role in the plural, a duty after the permission ("and must do so if …") read as its condition, a name cut short
    # ("Attend" of "Attend a Gig"), a condition counted otherwise. Since: the grant of access listed, the emperor by a
    # name ending in s, the duty after no condition (44 / 17 / 2). One expectation aligned with the corpus's convention:
    # "may Attend a Gig" is named Attend, as round 28's "can Gather a Rune" is Gather. Otherwise untaught.
    "heldout47": {"fields": 63, "right": 42, "refused": 10, "wrong": 11, "cases": 6, "whole": 1,
                  "commit": "be6041ae6931ec2d6705adc3db7db9106530af75"},
    # Round 48: up to five forms per reader, 6 rules each from 5 dynasties of 2009-2010 (none used by rounds 42-47),
    # from 8 pages no case cites (53 queries; no uncited page found for any later year), gathered blind while round
    # 47 and the corpus's tail were taught and measured at first sight on the commit named; it reads the same on
    # e6e8a4f. Its wrong fields: an action's name in quotes with its full stop inside ("may “Board a Raft.” To do so,
    # …") cut at the stop and read as an action with no name (7, and one read where none is), three labelled items
    # ("* Raise Palisade. The Pioneer may spend …") read without their names, conditions counted otherwise. Since: a
    # closing quote after the stop stays with its sentence, what the doer does after ("To do so, the Holidaymaker
    # changes …, increases …") read, a bare name heading an item names its action (86 / 35 / 5). Otherwise untaught.
    # One expectation aligned since with the corpus's convention and the round's own count: "After ten hours, if no
    # other holidaymaker makes a comment on this post, the holidaymaker who made the post may …" counts 3 conditions
    # (the actor's words one of them), as its case's "If, after three hours, …, the holidaymaker who posted it may …"
    # counts 3. And "If, after three hours, no other holidaymaker has commented on the post …, the holidaymaker who
    # posted it may …" counts 2: the actor picked out by the post the condition names is that condition, as round 2's
    # "If an Omen Comment has come True, the Changeling who posted it may …" counts 1.
    "heldout48": {"fields": 128, "right": 76, "refused": 35, "wrong": 17, "cases": 6, "whole": 0,
                  "commit": "8efcc43bfab69839b3b068bf0669816a104620ce"},
    # Round 49: five forms per reader (6 rules, 13 actions) from 6 dynasties of 2009-2011, from 9 pages no case cites
    # (39 queries), gathered blind during the review of this stop and measured at first sight on the commit named, the
    # reviewed reader; on e6e8a4f, before this stop, 35 / 50 / 7. Its wrong fields: conditions counted otherwise (its
    # gatherer's calls), a permission of a group the gatherer did not count ("Each Caucus may create a Platform"),
    # "Beg" of "may spend 2 Boons to Beg a Boon" (the corpus names "can Gather a Rune" Gather). Untaught.
    "heldout49": {"fields": 92, "right": 36, "refused": 50, "wrong": 6, "cases": 6, "whole": 1,
                  "commit": "0b13a54dc121eed28b31a5f0db96950275a90c29"},
    # Round 50: five forms per reader (6 rules, 10 actions) from 9 pages no case cites, 2009-2022 (Amnesiacs, Survivors,
    # Tourists, Explorers, Cells, Memories of Atlantis), gathered blind and measured at first sight on the commit named.
    # Its wrong fields: "If they have not done so in the past five days, …" read as a condition (the corpus counts it a
    # frequency, as round 14), a rule about actions "defined as happening once per Chapter" read as an action of its
    # own, "Chance Upon" of "may Chance Upon a Sense" (its gatherer: the whole). Untaught.
    "heldout50": {"fields": 72, "right": 38, "refused": 29, "wrong": 5, "cases": 6, "whole": 0,
                  "commit": "a376d484ae5aa7e11ffecf902510f6e627163932"},
    # Round 51: five forms per reader (6 rules, 13 actions) from 10 pages no case cites, 2004-2022, gathered blind
    # while this stop taught rounds 48-50 and measured at first sight on the commit named; it reads the same on
    # aa0514f, the reader before this stop. Its wrong fields: a duty and the emperor's answer in one sentence ("Any
    # Operative that is part of a group (even a group of 1) that … must send a message …, and the Spymaster will
    # update …") passed over in silence (14: an aside in brackets hid the actor from the net), a kind of the dynasty's
    # own not read, a cost said in the sentence after ("To declare a Grudge Levy, a Post Room Clerk must pay …").
    # Untaught.
    "heldout51": {"fields": 84, "right": 23, "refused": 44, "wrong": 17, "cases": 6, "whole": 0,
                  "commit": "f4ab11befdfd156c503b353092076f2d96f8af15"},
    # Round 52: a partial round (4 rules, 7 actions) of 2004-2023 (Crew Members, Workers, Brokers, Machinists), from
    # pages no case cites, gathered blind while this stop taught rounds 47-51 and measured at first sight on the commit
    # named; it reads the same on aa0514f. Its wrong field: "may, at any time, start an Engine and Drive it", whose name
    # its gatherer gives as Drive (two verbs, the second capitalised). Untaught.
    "heldout52": {"fields": 49, "right": 12, "refused": 36, "wrong": 1, "cases": 4, "whole": 0,
                  "commit": "416a70fb75840004f8d25159947fcb09ef840d18"},
    # Round 53: five forms (4 rules found in 58 queries: Realtors 2021, Lords 2004, Deities 2005), gathered blind
    # during the review of this stop and measured at first sight on the commit named, the reviewed reader; it reads the
    # same on aa0514f. Its wrong fields: a list of a Power's components, each a name and what it does in the
    # imperative with no actor ("* Earthquake - Choose 3 Shrines in the same Village. …"), passed over in silence (15),
    # and "Found" of "may Found a Guild" (its gatherer: the whole). Untaught.
    "heldout53": {"fields": 85, "right": 33, "refused": 36, "wrong": 16, "cases": 4, "whole": 1,
                  "commit": "545a26a858c015d9c7ca1858d3530913a1f13b3e"},
    # Round 54: six rules of 2008-2023 (Captains, Commoners, Drivers, the Archipelago, Activists, Engineers), from 6
    # pages no case cites found in 27 queries, gathered blind and measured at first sight on the commit named (the reader
    # as rounds 50-53 left it); it reads the same on aa0514f. Its wrong fields: a bonus said with "may … proceed as if"
    # in an item of the list a weekly action leads, expected listed as no action, read as that action's effects not
    # read; "remove that Contraption from the Contraptions wiki page" read as a variable "Contraptions wiki page" of
    # the Tinker's own, where its gatherer reads the game's Contraptions. A format slip of its gatherer (a cost given
    # without its op, "lose") was set to the corpus's convention before the measure. Untaught.
    "heldout54": {"fields": 64, "right": 33, "refused": 29, "wrong": 2, "cases": 6, "whole": 2,
                  "commit": "623aacad2d1b31061bf8090720ed45b269c58ba1"},
    # Round 55: six rules of 2024-2025 (Thieves, Agents, a heist dynasty, the Concierge's hotel), from 10 pages no case
    # cites found in 44 queries (every older uncited page the gatherer found was cited already), gathered blind while a
    # lead the reader has no part for was taught to be listed instead of hiding its action, and measured at first sight
    # on the commit named, after that teaching; it reads the same on 623aaca: that teaching did not reach it. Its wrong
    # fields: two names in bold markup as the blog renders it ("may ‘’‘link to a Terminal’‘’"), not read and not listed;
    # two kinds "virtual" where its gatherer writes "virtual action" (the corpus writes that kind both ways); and "fails
    # if … any of the following has occurred" counted as no condition. Untaught.
    "heldout55": {"fields": 56, "right": 15, "refused": 36, "wrong": 5, "cases": 6, "whole": 0,
                  "commit": "68edeff35f3049eba82e2bb3677bbea250b203db"},
    # Round 56: six rules of 2004-2026 (Crew Members 2004, Orcs 2016, Explorers 2022, Vassals 2024, a heist dynasty 2025,
    # Defusers 2026, some from mirrors of 2026 proposals), from 10 pages no case cites found in 43 queries, gathered blind
    # while this reader was taught and measured at first sight on the commit named; it reads the same on 623aaca. Its
    # gatherer's first look printed the bench's judging code beside the docstring (no reader code); two case texts end in
    # its own words where the stored page stopped. Its wrong fields: a table of Chores ("Fell || Gain 1 Timber for each
    # Assigned Hand") read as four actions with no actor where its gatherer reads effects of an assignment (10; the
    # Castles Ruleset's list counts its Tasks table as actions); a passive duty with no doer in a list of effects ("… should
    # be deleted from Rule 11") passed over (7); "at any time" read as a kind its gatherer does not give (2 rules); kinds
    # "virtual" where its gatherer writes "Virtual Action"; conditions counted otherwise; two actors in one field. Since,
    # mended after the record: a change owed in the passive with no doer ("should be deleted", "must be reset") is
    # listed by the net (those 7 fields refused now). Otherwise untaught.
    "heldout56": {"fields": 114, "right": 59, "refused": 25, "wrong": 30, "cases": 6, "whole": 0,
                  "commit": "02bdbcfcf0024002bcc9792bd807331b233b56e6"},
    # Round 57: five forms, 5 rules of 2009-2022 (Tourists 2009, Scribes 2016, Wizards 2019, Trippers 2021, Employees
    # 2022), from pages no case cites found in 40 queries, gathered blind while the reader was reviewed and measured at
    # first sight on the commit named; on 623aaca it reads 55 / 45 / 12 (one field gained since). Its wrong fields: a
    # permission inside a step of an atomic action ("… then the Peddler who took the hawking action may immediately sell a
    # crate") kept as a step of that action where its gatherer expects an action of its own (7); conditions counted
    # otherwise (4). Untaught.
    "heldout57": {"fields": 112, "right": 56, "refused": 45, "wrong": 11, "cases": 5, "whole": 0,
                  "commit": "139c8559e2463bf638dfa41d7c310d972c0b18b7"},
    # Round 58: 5 rules of 2003-2020 (Robots and Specimens 2003, Scribes 2016, Persons 2019, Noblemen 2020) from 8 pages
    # no case cites found in 42 queries, measured at first sight on the commit named, with the judge's one change made
    # before: a whole sentence expected not read with no sentence named ({"unread": …}, as this docstring allows) no
    # longer takes the first action read in the case as its own (it took the Mainframe's, making 8 fields wrong; the
    # two such items of round 3 read the same either way). Its wrong fields: a list of errands, each "Calling: Name [n]:
    # Gain 3 Cheer.", passed over in silence (63); a second permission said after "or" ("…, or be moved by Admin when
    # Expiring") passed over (7); "at any time" as a kind (2); a name after "declare", a bracket "(if above it)" read as
    # a condition. Untaught.
    "heldout58": {"fields": 136, "right": 21, "refused": 39, "wrong": 76, "cases": 5, "whole": 0,
                  "commit": "de3854b36de2fd1e97b78b4c33cee74df656337e"},
    # Round 59: 5 rules of 2005-2015 (Crewmembers 2005 twice, Apprentices 2009, Farmers 2011, Townspeople 2015) from 7
    # pages no case cites found in 28 queries, gathered while round 58 was taught and measured at first sight on the
    # commit named; de3854b reads it the same. Its wrong fields: three sentences passed over in silence (21): an
    # imperative with no doer after a lead of 'Should any situation result in …', a duty after 'In order to Graft a
    # Cutting, the Vintner must …', a permission in the passive with no doer ('It may be teleported as a Spacer');
    # 'Graft' named where its gatherer names 'Graft a Cutting', and 'at any time' as a kind (2); 'not more than once in
    # 6 hours' beside a daily kind read as the frequency (2); 'a Gamma Watch Spacer' read as two conditions (1); a cost
    # said in a list after the grant (1); a passive rule on a value not listed (1). Untaught.
    "heldout59": {"fields": 113, "right": 33, "refused": 52, "wrong": 28, "cases": 5, "whole": 1,
                  "commit": "0a1bc41af28d650896b155aa083a5ddf88f62e8b"},
    # Round 60: 5 rules of 2019-2021 (Islands 2020 three times, Duels 2019, Tower of Citizens 2021) from 7 pages no case
    # cites found in 24 queries, gathered while round 59 was taught and measured at first sight on the commit named. On
    # de3854b it reads 18 / 23 / 120: the imperative after a lead of when, taught from round 59, lists five sentences
    # ("When an atoll smoulders, increase its top stratum by 1") that de3854b passed over (35 fields). Its wrong fields:
    # the steps of an atomic Turn and the labelled actions of its two lists ("Cast: Select one of …", "Stir: Either
    # increment …") kept as steps of that action not read, where its gatherer expects each as an action of its own (77);
    # a role's present tense with no modal ("The challenger specifies four different proving grounds …") passed over
    # (7); "at any time" as a kind. Untaught. One expectation aligned later: "Not more than once in every 72 hour
    # period" is the frequency "at most once in 72 hours", as the corpus writes "No more than once every 72 hours".
    "heldout60": {"fields": 161, "right": 18, "refused": 58, "wrong": 85, "cases": 5, "whole": 0,
                  "commit": "afd8df8dd840f2b3731f34458caf002f8a034ac6"},
    # Round 61: 5 rules of 2004-2024 (a May 2004 dynasty, Honourable Members 2013, Guests 2010, Citizens 2021, Thieves
    # 2024) from pages no case cites (the pool nearly spent: 4 of the last 15 queries found a page), gathered while round
    # 60 was taught and measured at first sight on the commit named; de3854b reads it the same. Its wrong fields,
    # mostly sentences passed over in silence: a list of imperative steps given without its lead ("* Increase each
    # Workshop's Headway by …") (14); a list item in the imperative to 'they' ("- Free a named Visitor (known as the
    # Target) …") (7); a table row's imperative after "If …," and a duty in the passive with no doer ("the Mark must be
    # communicated when …") (14); two automatic penalties its gatherer expects listed (2); "may vote freely again" read
    # as an action where none is expected (2). Untaught.
    "heldout61": {"fields": 67, "right": 17, "refused": 11, "wrong": 39, "cases": 5, "whole": 0,
                  "commit": "67d4591c3bf02c2559d12aed35325f9fd2d83832"},
    # Round 62: 5 rules of 2011-2025 (Gladiators 2011, Islands 2020, City Architects 2023, Cities and the Sea 2025, Heist
    # Agents 2025) from 7 pages no case cites found in 38 queries, gathered while round 61 was taught and measured at
    # first sight on the commit named; de3854b reads it the same. Its wrong fields: five outcomes of an event said in
    # the present ("when an isle roosts, it increases its aether by its Glider Suitability"), its gatherer expecting
    # each listed, passed over (35); the steps of an atomic action expected as actions of their own (14); a table row
    # of a Ploy with its Effect in the passive (7); a kind "daily" where its gatherer writes "once per day" and a
    # frequency (3). Untaught.
    "heldout62": {"fields": 133, "right": 17, "refused": 57, "wrong": 59, "cases": 5, "whole": 0,
                  "commit": "759b2fba1ac0fa0264d434783cea27739fa93d39"},
    # Round 63: 5 rules of 2005-2026 (Caine 2005 three times, Associates 2026 twice, from mirrors of 2026 proposals) from
    # pages no case cites (the pool nearly spent: 2 of the last 29 queries found a page), gathered while round 62 was
    # taught and measured at first sight on the commit named; de3854b reads it the same. Its wrong fields: outcomes said
    # in the present with a player as subject and no lead ("The Deckhand drinking … Brisk subtracts 19 from eir Nerve
    # Value …", "The Logbook then loses 1 Nerve.", "Any Deckhand … that changes location into the Crow's Nest … loses
    # DICE40 points …"), passed over (28); two steps of an atomic action expected as actions of their own (14); "may
    # perform Graft Decay, which is an atomic action" read with no name and two actors in one field (4); a restriction
    # read as an action and a prohibition expected listed (2); "Buy" named where its gatherer names "Buy a Stake", an
    # effect (2); a condition counted otherwise (1). Untaught.
    "heldout63": {"fields": 116, "right": 22, "refused": 36, "wrong": 58, "cases": 5, "whole": 0,
                  "commit": "c9f6683e3439bceaae69106909d03854848a6440"},
    # Round 64: 5 rules of 2005-2008 (an Aug 2005 dynasty of Rollers on a board, twice from its month page, Characters
    # Nov 2008) from 3 pages no case cites found in 33 queries, gathered while round 63 was taught and measured at first
    # sight on the commit named; de3854b reads it 17 / 8 / 57. Its wrong fields: automatic outcomes and an automatic
    # reset with its steps ("Whenever a new Roller joins blognomic, these game variables are reset:" and its bullets,
    # "the amount on the Kitty shall be transfered to that Roller", "using a trinket causes the Roller to lose possession
    # of it"), its gatherer expecting each listed, passed over (42); a permission in the passive with no doer ("a trinket
    # may be “used” by the Roller owning it") passed over (7); "As a weekly action" read as the kind "weekly" where its
    # gatherer writes "once per week" and a frequency (4); a limit and a prohibition in the passive expected listed (2);
    # an effect on Scrip read as "add item" (1). Untaught.
    "heldout64": {"fields": 82, "right": 16, "refused": 9, "wrong": 57, "cases": 5, "whole": 0,
                  "commit": "c0ad3f586c2b2e9c6bce32b1698f23818ec66671"},
    # Round 65: 5 rules of 2004-2024 (Strains 2004, Staff 2009, Knights 2014, a Special Case rule of 2018, Genetic
    # Scientists 2024) from 6 pages no case cites found in 34 queries, gathered blind by a helper that neither ran the
    # reader nor read its code, after this session's parts were taught, and measured at first sight on the commit named.
    # Its wrong fields, nearly all sentences passed over in silence: a role's steps said in the present ('The pitcher
    # removes one, or more, morsels from their tin and places them …', 'The Pitcher then makes a story post …'); outcomes
    # of a die roll and of time said in the present or passive ('that Monster is instead Fallen', 'the Wyrm’s Trove is
    # increased by …', 'Each second, the variable “FUSE” loses a second', 'the variable “FUSE” is incremented by 12
    # hours'); a restriction expected listed. Since, mended after the record: the net lists a role's step in the present
    # with the verbs of doing ('removes', 'places', 'makes', …) and a value changed in the passive ('is increased by', 'is
    # incremented by') or named as a variable changing of itself (28 fields refused now, none read); then a capitalised
    # role with 'then' before its verb ('The Pitcher then makes a story post …') and a thing no one may change in the
    # passive ('a Planned Trial cannot be removed or edited until …', a limit) (8 more). Otherwise untaught.
    "heldout65": {"fields": 109, "right": 8, "refused": 49, "wrong": 52, "cases": 5, "whole": 0,
                  "commit": "8b268f1d18ef7836dd2c157b61e985b5d37c404a"},
    # Round 66: 8 rules of 2003-2026 (Machinists, Scions, Skippers, Delegates of outposts, Envoys, Pilgrims …; 8 uncited
    # pages in 62 queries, some shared with the declarations' round 66), gathered blind by a helper that neither ran the
    # reader nor read its code, while the net keyed on declared variables was written, and measured at first sight on
    # the commit named, which holds that net. Wrong: the steps of an atomic action its gatherer expects as actions of
    # their own (round 60's convention, 21), sentences its gatherer expects listed that the reader passes (a limit "may
    # only have one of each type", "may not violate the rules", a state "is called the Keeper"), a list of buildings
    # with bracketed costs, "exactly one time" and "once" as frequencies, conditions counted otherwise. The reader
    # before the net (9cc8879) reads it 101 / 122 / 76: the net moved 21 fields from passed over to refused. Untaught.
    "heldout66": {"fields": 299, "right": 101, "refused": 143, "wrong": 55, "cases": 8, "whole": 0,
                  "commit": "76079764e58516c0ecded445a68dbd41949e4af0"},
    # Round 67: 6 rules of 2005-2019 (a rainbow fest 2005, a farm 2006, sea monsters 2008, the wild 2010, a witch's
    # cats 2012, a whale hunt; 6 uncited pages in about 55 queries, some shared with the declarations' round 67),
    # gathered blind by a helper that neither ran the reader nor read its code, after round 66 was taught, and measured
    # at first sight on the commit named. Wrong: sentences its gatherer expects listed that the reader passes (an
    # outcome in the present, "The Dye Works square immediately gains the new dye code", "the chosen Gourd is eaten and
    # immediately reborn", "he dies"; the emperor's step in the present, "Mother Hubbard chooses the Nth Gourd"; limits,
    # "Only Shinobi may summon …", "must not be one already in use"; states and names, "may also be referred to as
    # Strays"; a grant to act for another, "may be made for them by the Trail Boss"), an action named by its verb and
    # a cost said "by reducing the number of BB he has by …" not read. Untaught.
    "heldout67": {"fields": 185, "right": 55, "refused": 82, "wrong": 48, "cases": 6, "whole": 0,
                  "commit": "f4e63cb059015a646cbc28daefb132198850f196"},
    # Round 68: 6 rules of 2005-2024 (quarters of a town 2005, grafts and a plague 2009, ships' fittings 2013, a core
    # sceptre 2021, a captain's infamy check 2024; 6 uncited pages in about 60 queries, some shared with the
    # declarations' round 68), gathered blind by a helper that neither ran the reader nor read its code, after round 67
    # was taught, and measured at first sight on the commit named; f4e63cb, before rounds 66-67's nets and parts were
    # taught, reads it the same. Wrong: steps of a check said without a doer ("If result is not 1 then the check
    # succeeds and all remaining steps are skipped", "Otherwise, the check fails") read as actions where its gatherer
    # expects them listed; statements and restrictions expected listed ("There is a type of Proposal known as …", "The
    # Headman may never have a Graft", "cannot Mount a Fitting … if doing so would make …"); a list added to that is the
    # game's, read as the actor's; conditions counted otherwise. Untaught.
    "heldout68": {"fields": 182, "right": 68, "refused": 87, "wrong": 27, "cases": 6, "whole": 0,
                  "commit": "f9a96a13ec9f78576aaf1e88ae4a439b258c546b"},
    # Round 69: 6 rules of 2006-2025 (a rag fair 2014, a hollow of plants 2019, friars' penitence 2006, a clock
    # 2025, a merchant's port 2023, unfriendly guests 2006; 6 uncited pages in 56 queries, three shared with the
    # declarations' round 69), gathered blind by a helper that neither ran the reader nor read its code, after round 68
    # was taught, and measured at first sight on the commit named; f4e63cb reads it the same. Wrong: statements,
    # restrictions and a list's conditions passed over that its gatherer expects listed ("A Naysayer does not expire
    # normally", "If only one Plant remains on the list it may not be Trampled", "It has been at least 30 hours since
    # …"); outcomes with no doer passed over ("Otherwise, it ceases to exist …", "Caller Arrival is performed by the
    # Harbourmaster rolling 2d8, …"); a kind named before the action's verb ("may take a Log Action to Gather a
    # Plant") read as its name; names said after "known as" or by "performing the … operation" not read; "at any time
    # in the next 48 hours" read as the kind "any time". Untaught. One expectation aligned after round 90: "While a
    # Brother is accompanying a Naysayer, e is required to vote AGAINST all pending proposals" is a duty of its doer,
    # an action on a condition as "must" says it (the convention above), not a sentence granting none.
    "heldout69": {"fields": 221, "right": 75, "refused": 104, "wrong": 42, "cases": 6, "whole": 0,
                  "commit": "7cd8a7325f0fd835e6c7d80f16078ccd16633c58"},
    # Round 70: six rules of 2004-2025 from six pages no case cites (a doomsday clock 2008, eventful days 2008, a
    # 2011 proposal, heists 2025, bets 2021, a 2005 archive), gathered blind by a helper that neither ran the reader
    # nor read its code, after a sentence in which nothing was read began to be listed as such, and measured at first
    # sight on the commit named; 9b03903, the reader before that listing, reads it 46 / 65 / 26. Wrong: a participle
    # of the actor ("the Smallholder performing the action") and a relative clause ("The Admin who Enacts the
    # Proposal") read as conditions its gatherer counts otherwise; the removal of a rule from the Ruleset read as an
    # item removed from a value. Untaught.
    "heldout70": {"fields": 137, "right": 55, "refused": 79, "wrong": 3, "cases": 6, "whole": 0,
                  "commit": "410b57a6275d01f6fb0d0efc97cac3da09b228a8"},
    # Round 71: twelve rules of action sentences from twelve pages no case cites (prisoners, a spy game, islands of
    # villagers, runners on strata, a restaurant, a bunker, voters and printers …), gathered blind by a helper that
    # neither ran the reader nor read its code, after an outcome the rules give on an event began to be read as an
    # action of no doer, and measured at first sight on the commit named; 2bd7018, the reader before outcomes were
    # read, reads it 156 / 342 / 19. Wrong: two bullets of the emperor's settling of a post read as its steps (a duty
    # said with "shall", what becomes of a Dish) where its gatherer expects an action and a sentence not read; "When a
    # prowler Plants a Marker, they set …" read as what Plant does where its gatherer expects an action of its own;
    # the name of "Plant a Marker" read as its verb (the docstring's convention; its gatherer wrote the phrase); a
    # participle of the actor ("making the attempt") and a relative clause ("who did the brewing") read as conditions
    # its gatherer counts otherwise. Untaught.
    "heldout71": {"fields": 517, "right": 198, "refused": 300, "wrong": 19, "cases": 12, "whole": 0,
                  "commit": "480b0ea4bfde7f5a04176a14dd036fd931072e56"},
    # Round 72: five forms (five rules from five pages no case cites), gathered blind by a helper that neither ran the
    # reader nor read its code, at the end of the stop that taught outcomes of the game, and measured at first sight on
    # the commit named; 2bd7018, the reader before that stop, reads it the same: none of its parts met these forms.
    # Wrong: "may clear out their cellar by removing X … Goods" read as the Cellar set blank (the purpose's verb read as
    # an effect while the means after "by" is listed; a misreading), whose "another" of "change that Burgher's Trade"
    # where its gatherer writes the Burgher, and two steps passed over (an atomic action's "Add a ‘D’ to …", "To do
    # this, they select …"). Untaught.
    "heldout72": {"fields": 150, "right": 53, "refused": 81, "wrong": 16, "cases": 5, "whole": 0,
                  "commit": "165f2d744f6d43570509ee456c6ae8df185c4d97"},
    # Since that record, the bench takes ‘ and ’ as the same mark when it finds an expected sentence among the steps an
    # action lists (it took ’ only): "Add a ‘D’ to …" was listed as a step of the atomic action at first sight, its
    # seven fields refused there, not wrong. The record stays as measured. After it, one expectation was aligned with
    # the corpus's convention: "any Burgher may change that Burgher’s Trade" after a condition naming a Burgher
    # changes another's Trade, as round 1's "set that Cardinal's Vice" (it was the whose "that Burgher").
    # Round 73: eight action rules from eight pages no case cites (2008-2020: the Infected of a crashed ship, Dragon
    # breeders, Orcs against Creatures, Cavemen, a dungeon's @s, Editors of Newspapers, Amnesiacs and a Wheel), gathered
    # blind by a helper that neither ran the reader nor read its code, at the start of the stop that read doers no
    # actor reads and outcomes of a thing's standing, and measured
    # at first sight on the commit named; 8a8882b, the reader before that stop, reads it 62 / 138 / 18. Wrong: two
    # numbered steps of an action passed over in silence (14 fields), "Go Trapping" not named and its actor's two
    # states counted as one, "Seek the Ladder" named "Seek", and "Dreamr" (the rule's spelling of its player word)
    # read as a role. Untaught. Since its record, steps numbered "1)" after a lead with no colon ("… by doing the
    # following steps") are a list (they were joined to the lead's words): its two steps passed over are listed since,
    # 68 / 146 / 4; nothing else of it was taught.
    "heldout73": {"fields": 218, "right": 68, "refused": 132, "wrong": 18, "cases": 8, "whole": 0,
                  "commit": "e12b67d02d50bef7373cde3e84fcdeccb6414148"},
    # Round 74: five action rules from pages no case cites (2003-2025: BlogNomic's first months, Teams with an Acting
    # Leader, Traders between the Moons of Jupiter, the Organs of a deep-sea Creature, Wordsmiths scoring Backronyms),
    # gathered blind during a review of the readers and measured at first sight on the commit named; 8a8882b reads it
    # the same. Wrong: the bullets after a lead "… to either:" read as one action's effect ("Gain a DICE6 Sail" as
    # the variable "DICE6 Sail"), where its gatherer expects each bullet as an action, and "set their Foil to be no
    # Foil" read as the value "be no Foil". Since its record, a plain value after "to be" is the value set (27 / 63 /
    # 8); nothing else of it was taught.
    "heldout74": {"fields": 98, "right": 26, "refused": 63, "wrong": 9, "cases": 5, "whole": 0,
                  "commit": "2149632a5932787560c0d009c132fbc70b7c6173"},
    # Round 75: six action rules from ten pages no case cites (2004-2026: zombie Hordes, Wizards breeding Creatures,
    # Nomicers earning Equity, Settlers of an isle, Survivors of a catastrophe, Geneticists), gathered blind by a helper
    # that neither ran the reader nor read its code, after the docstring stated the conventions of steps, duties and
    # what an action stands for, and measured at first sight on the commit named; d81b57c, the reader before that
    # stop's teaching, reads it the same. Untaught.
    "heldout75": {"fields": 126, "right": 53, "refused": 50, "wrong": 23, "cases": 6, "whole": 0,
                  "commit": "6c0e120324fbe5ead60996c7d0af649b8b2a3185"},
    # Round 76: six action rules from six pages no case cites (2010-2024: EMs with tagged Proposals, Lawyers before
    # the Judge, @s in a Dungeon, Fishing Contestants, Explorers of a haunted Mansion, Mindjackers), gathered blind at
    # the end of the stop that wrote the conventions down and taught round 75, and measured at first sight on the
    # commit named; d81b57c, the reader before that stop, reads it the same. Untaught.
    "heldout76": {"fields": 129, "right": 19, "refused": 106, "wrong": 4, "cases": 6, "whole": 0,
                  "commit": "c5569756b152d8cd7af0aaa4b97866cf1951c708"},
    # Round 77: twelve action rules from twelve pages no case cites (2004-2023: Associates trading between Systems,
    # Agents hunting Moles, Noblemen at Versailles (two pages), Seekers under the Custodian, Agents of the Undernet,
    # evolving Lifeforms, hybridizing Strains, Kaiju in Tokyo, Captains of a Galaxy Map, Pathfinders, Mindjackers),
    # gathered blind after a roll's results and "shall" were read as actions and measured at first sight on the
    # commit named; 4ec64ed, the reader before that stop, reads it 83 / 134 / 11. Untaught.
    "heldout77": {"fields": 228, "right": 89, "refused": 128, "wrong": 11, "cases": 12, "whole": 0,
                  "commit": "949b34220cb8b2e8acc86688ab61fd5bdf6191e0"},
    # Round 78: twelve action rules from twelve pages no case cites (2003-2024, eleven dynasties), gathered blind after
    # round 77 was taught (outcomes in the passive, "upon", a limit going to the verb it names) and measured at first
    # sight on the commit named; 4ec64ed, the reader before this stop, reads it 108 / 141 / 12. Untaught.
    "heldout78": {"fields": 261, "right": 119, "refused": 128, "wrong": 14, "cases": 12, "whole": 0,
                  "commit": "41de14820832871546c00e7deb3aeee13772f894"},
    # Round 79: five action rules from five pages no case cites (2003-2023, five dynasties), gathered blind during
    # the review of this stop's change and measured at first sight on the commit named (its reader is 41de148's).
    # Untaught.
    "heldout79": {"fields": 142, "right": 62, "refused": 66, "wrong": 14, "cases": 5, "whole": 1,
                  "commit": "f24211929213c76e7ca194a51d4f83deac333df8"},
    # Round 80: ten action rules from eleven pages no case cites (2004-2022, six dynasties; the pool of uncited pages
    # is nearly spent), gathered blind while the parts of the commit named were written, and measured at first sight
    # on it (669ef67, the reader before those parts, reads it the same). Untaught.
    "heldout80": {"fields": 187, "right": 99, "refused": 80, "wrong": 8, "cases": 10, "whole": 0,
                  "commit": "0a42c7f37957c4ae9743972ff4ed20749841f8b0"},
    # Round 6, after round 82's record: h6a-message-control-weekly left out "If this information is valid, Control
    # should forward the message to the recipient Operative", a duty of the emperor said with "should", which the
    # docstring's convention counts as an action (as rounds 41-46's were added); round 82 expects the same sentence of
    # the same dynasty so: added.
    # Round 81, after its record: "either contender in a Bout may post a Gauntlet" expected the name "Gauntlet", where
    # eleven cases of the corpus write a thing posted ("post a Detour", "post a Bounty Notice") as naming no action:
    # aligned (the docstring says it since).
    # Round 81, after its record: "… may set their Permits to 4 to set their Trade to any valid value" expected the
    # amount "any valid value", where a value left to the doer has no amount (the docstring's convention): aligned.
    # Round 80, after its record: "At any time as an atomic action, a Handler … may:" was expected with the kind "any
    # time" and no frequency, where Ruleset 205's list writes the same lead as the kind "atomic" with the frequency "at
    # any time"; "change their Sidekick to any legal value" expected the amount "any legal value", where the Rulesets
    # write a value left to the doer with no amount. Both aligned (the docstring says it since).
    # Round 75, after its record: "any Breeder may Open a Study, which is an atomic action with the following steps:"
    # was expected named "Open a Study" with no kind, where the corpus names it "Open" (an object after an article, as
    # Castles' "Build a Structure" is "Build") with the kind "atomic"; and "the Snatcher may …", a Straggler the rule
    # named so in passing, was expected "player" where the corpus writes the name (round 25's "the Injured"); aligned,
    # the docstring saying both since.
    # Round 75, after its record: "remove any single instance of a number from the Number Pile" was expected with the
    # op "lose" and "as often as they would like" as its own words, where the corpus writes "remove item" and "any
    # number of times" (the docstring says both since); aligned. Round 15, after its record: the Noticeboard, a value
    # of the game said with "the" and no holder, is "the game"'s (it was expected as the actor's own), as round 45's
    # "increase the Strain by 3" is.
    # Rounds 69, 71 and 73, after their records: what an action does said in the sentence after it ("As a weekly action, a
    # Convict may Brood. This stands for changing their own Bearing …", six such in round 71; "They shall do this by
    # rolling a DICE6 …" in round 73; round 69's "E does this by updating the GNDT …", how the passing before is done) was expected as an action of its own, where the corpus reads it as that action's
    # effects ("To do so, …", round 6): each was made the effects of the action before (and round 71's four lines of a
    # roll's results inside such a sentence part of it), its decimals written as the corpus writes them ("1.95") and
    # "any other Convict" as "another". The first-sight records above are unchanged.
    # Rounds 6, 39, 42 and 48, after their records: a duty on a condition or an event ("If a Holidaymaker disembarks …,
    # that Holidaymaker must decrease their Bronze by 2", "Whenever an Admin enacts or fails a proposal …, that Admin
    # must subtract 1 …") was expected as nothing, where rounds 71 and 73, gathered blind, expect it as an action of its
    # doer under the lead's conditions, as the docstring's convention for duties and outcomes says: each of those four
    # was given that expectation, written from its text (the docstring says it since). The first-sight records above
    # are unchanged.
    # Round 62, after its record: the four steps of Chartering ("When a Port Charters, they perform it as an atomic
    # action with the following steps:" and its bullets) were expected as actions of their own; they are Charter's
    # effects, as the docstring's convention says (one action, its effects the steps', those not read listed).
    # Round 73, after its record: the four numbered steps of raising a Beast ("… any Brute may raise it by doing the
    # following steps" and "1) Remove …" to "4) Set the Spoils of the Beast …") were expected as actions of their own;
    # they are the effects of raising it, as the steps of every other action in the corpus are (the docstring's
    # convention, written there since): one expected action fewer per step, its effects the steps' (the first, a list
    # the rule does not name as a value, not read).
    # Rounds 41, 44, 45 and 46: each gatherer left out a duty said with "should" ("The Corsair should react to a
    # request to Barter …", "Librettists posting Stanzas for the Coda should write …", "the Engine should select …",
    # "The Smuggler should react to such an exploration …"), which the four Rulesets' lists count as actions; each was
    # added to its round's expectations as the docstring now says, written from its text. The first-sight records
    # above are unchanged.
    # Rounds 56, 58, 59, 60 and 64: nine actions said "at any time" ("At any time, a Ringleader may set …", "Tethys can
    # change the name of a Settler at any time") were expected with no kind, where the corpus writes the kind "any time"
    # in every other round (over a hundred actions); each was given that kind, after those rounds' records were made.
    # Rounds 62 and 64: three actions said "as a daily action" or "as a weekly action" were expected with the kind "once
    # per day" (or week) and that frequency, where the docstring's convention is the kind "daily" (or "weekly") and no
    # frequency; each was aligned with it. The first-sight records above are unchanged.
    # Rounds 44, 46, 49, 50, 53, 56, 58, 59, 62 and 63, after those rounds' records: fourteen fields aligned with the
    # conventions the taught corpus and the four Rulesets' lists keep, each where its gatherer wrote otherwise. Names:
    # "Beg a Boon", "Chance Upon a Sense", "Found a Guild", "Graft a Cutting", "Buy a Stake" are named by their verb
    # ("Beg", "Chance Upon", …), as expected.json's "Plant a Seed" (Plant) and "Answer a Petition" (Answer) are; "may
    # declare Insolvency" names none, as "declare Ruin", "declare a Crisis" and "declare a Revolution" name none.
    # Actors: a role said with its group ("the Chief of that Bureau", "the Stakeholder of that Guild") keeps it, as
    # "Leader of that Caravan" and eleven others do; "any Tinkerer or the Proctor" and "any Partner or the Syndicate"
    # are "player or emperor", as expected.json and rulesets.json write two doers. Kinds: "As a daily communal action …"
    # with an atomic action said after is "daily communal", as round 28's "As a daily action which is also an Atomic
    # Action" is "daily". Frequencies: "As a daily action, but not more than once in 6 hours" is daily with the frequency
    # "at most once in 6 hours", as round 6's "As a Daily Action, but no more than four times during a Week" is daily
    # with "four times per week". Steps: Graft Decay's two bullet steps are its effects, not actions of their own, as
    # the Castles Ruleset's Fortnight and Ruleset 209's Reveal the Consequences are listed; "In order to Graft a Cutting,
    # the Vintner must …" is the steps of Graft, as expected.json's "In order to Plant a Seed, the Grower must …" is of
    # Plant (three expected actions fewer). The first-sight records above are unchanged.
    # Rounds 3, 5, 8, 9, 14, 16, 19, 20, 23, 25, 30, 32, 34, 36, 38, 43, 45, 48, 49, 50, 54, 57 and 61, after those
    # rounds' records: an outcome the rules give on an event, with no one named to bring it about ("If the DoR passes,
    # the Guard player who posted it gains 12 Chits", "When this happens, the Raider ceases to exist", "If Y is greater
    # than 6, increase the Wisp's might by 1", "If this would make their gloom below zero, it is instead set to zero"),
    # was expected as nothing (round 61: as a sentence not read), where rounds 60 and 62-70, gathered blind, expect it
    # as an action of no doer (its who not read, its conditions the lead's) in 84 sentences: each of those 39 was given
    # that expectation, written from its text (the docstring's convention now). The first-sight records above are
    # unchanged.
    # Round 81: twelve action rules from thirteen pages no case cites (2003-2023, nine dynasties; five of the pages
    # Calls for Judgment), gathered blind while round 80 was taught and measured at first sight on the commit named
    # (669ef67, the reader before rounds 78-80 were taught, reads it the same). Untaught.
    "heldout81": {"fields": 384, "right": 99, "refused": 260, "wrong": 25, "cases": 12, "whole": 0,
                  "commit": "4b7cb4d494e5c9e27ff896db7ae0b64124383a0a"},
    # Round 82: nine action rules from nine pages no case cites (2010-2023, nine dynasties; the pool of uncited pages
    # nearly spent), gathered blind while round 81 was taught and measured at first sight on the commit named
    # (669ef67, the reader before rounds 78-80 were taught, reads it the same). Untaught.
    "heldout82": {"fields": 196, "right": 43, "refused": 153, "wrong": 0, "cases": 9, "whole": 0,
                  "commit": "4678cc99e7769e4345fabe9e3bfdb4ce297d29ba"},
    # Round 83: eight action rules from seven pages no case cites (2003-2012, three dynasties; the old blogspot
    # proposal pages the only pocket left), gathered blind while round 82 was taught and measured at first sight on the
    # commit named, the last reader of that teaching (669ef67 reads it the same). Untaught. One expectation aligned
    # after round 89: "each player who has no Ducats and Sent 0 Ducats and 0 Agents that Season gains 1 Ducat" is that
    # subject's gain, the subject whole ("any wanderer who votes once on a proposal", as round 78 writes it), not "each player".
    "heldout83": {"fields": 198, "right": 35, "refused": 158, "wrong": 5, "cases": 8, "whole": 0,
                  "commit": "18e40ed30786cad408a5b8a5bdd66c5e5b251e20"},
    # Round 84: five action rules from four pages (2003 and 2010, two dynasties) no action case cites (two of them
    # cited by the proposal or declaration corpora, whose readers are others), gathered blind during the review of
    # rounds 78-83's teaching and measured at first sight on the commit named (41de148 reads it the same). Untaught.
    "heldout84": {"fields": 71, "right": 42, "refused": 24, "wrong": 5, "cases": 5, "whole": 0,
                  "commit": "b81308cdbc0e9d4dec0e6684fcd2f688fadc6d77"},
    # Round 85: six action rules from six pages no case cites (2011-2024), gathered blind while an event's outcome in
    # any verb was taught and measured at first sight on the commit named, the reader of that teaching (a41cc64, the
    # reader before it, reads it the same). Untaught.
    "heldout85": {"fields": 135, "right": 52, "refused": 71, "wrong": 12, "cases": 6, "whole": 0,
                  "commit": "ccf53cba913a99615c95aaa60cf4afb45c17c0f2"},
    # Round 86: eight action rules from eight pages no case cites (2003-2025), gathered blind while round 85 was taught
    # and measured at first sight on the commit named, the last reader of that teaching (a41cc64, the reader before
    # this round's and round 85's teaching, reads it the same). Untaught. After the record, "the Warden of a Great
    # Province may …" was given the role as said, "Warden of a Great Province", as round 7's "Captain of a League" is.
    "heldout86": {"fields": 118, "right": 52, "refused": 65, "wrong": 1, "cases": 8, "whole": 2,
                  "commit": "e07edeb1279f41b70677c8130c05879c68db68b2"},
    # Round 87: thirteen action rules from six pages no case cites (2007, 2008 and four of a 2022 dynasty), gathered
    # blind during the review of rounds 85-86's teaching and measured at first sight on the commit named (a41cc64, the
    # reader before that teaching, reads it the same). After the record, two fields were aligned with the corpus's
    # conventions: "may Stroll to any non-Roped Sideshow" has no condition (the kind of thing it goes to is part of what
    # it does, as round 14's "may make a non-Proposal official post" counts it), and the permission after "; or," is
    # cited from its actor ("the Showman may …"), as a second actor's sentence after a semicolon is.
    "heldout87": {"fields": 159, "right": 74, "refused": 73, "wrong": 12, "cases": 13, "whole": 0,
                  "commit": "46b1e00904a9bd3c40c84740191239e4b3cfb90e"},
    # Round 88: twelve action rules from eight pages no case cites (2004-2023, six dynasties), gathered blind while
    # rounds 85-87 were taught and measured at first sight on the commit named, the reader of that teaching (46b1e00,
    # the reader before it, reads it 82 / 87 / 11 of 180: one action read in a case's sentence fewer). After the
    # record, four were aligned with the corpus's conventions: the emperor is written "emperor", not the dynasty's
    # title; "only if they have not done so in the last 18 hours" is "at most once in 18 hours", as round 6's "if he
    # has not done so in the last 96 hours" is; "as a weekly communal action" stays the kind where a later sentence
    # calls the action atomic, as round 30's "Distilling Flesh is an Atomic Action" leaves "Distil Flesh"'s kind; and
    # "If the Probed Rift's Omen would be set to No Omen, instead, its Width is set to 0" is an outcome of no doer, as
    # round 57's "If this would make their gloom below zero, it is instead set to zero" is.
    "heldout88": {"fields": 178, "right": 82, "refused": 87, "wrong": 9, "cases": 12, "whole": 3,
                  "commit": "56528394870132fa112b450b3f5b86c19b58b164"},
    # Round 89: eleven action rules from nine pages no case cites (2016, 2017 and 2020, three dynasties other cases
    # cite from other pages: the stored pages no case cites are running out; 49 queries), gathered blind while round 88
    # was taught and measured at first sight on the commit named, the reader of that teaching. Taught since. Four
    # expectations were aligned with the corpus's conventions after the record: the name said in quotes is written
    # without them ("Write their name on a slip", as "Board a Raft" is); "A Typesetter can only perform this action if
    # they have at least 1 ink" is a condition of the action before (2), as round 49's "This action may only be performed
    # if both …" is counted, not a sentence apart; "This causes each … Relic to change its Location …", what a Wandering
    # does said in the sentence after it, is that action's effects (already expected there), no item of its own; and
    # "a Premier may take an Order action by communicating privately to the Arbiter which Order action they take" grants
    # the kind, listed as not read, as round 81's "can perform a Skirmish Action, but only during their Turn" is. One
    # more later: "gains an amount of ink equal to the number of names … plus one" has the amount "the number of names
    # … plus one", as round 63's "a number of Graft equal to the number of Marks spent" and round 81's are written.
    "heldout89": {"fields": 235, "right": 130, "refused": 95, "wrong": 10, "cases": 11, "whole": 0,
                  "commit": "fd25cfec8441d992eb5c56ad025bb2ecde6013ec"},
    # Round 90: twelve action rules from thirteen pages no case cites (2004-2024, five of them of one 2004 dynasty, the
    # last pocket of uncited pages; five rules of the core: joining, Admins, idling, the tracking page; 54 queries),
    # gathered blind while round 89 was taught and measured at first sight on the commit named, the reader of that
    # teaching. One expectation aligned after the record: "Spellwrights who wish to become Admins may …" has no
    # condition, the actor's will, as round 8's "Any Beastmaker who wishes to initiate this process may …" is read.
    # Taught since.
    "heldout90": {"fields": 209, "right": 69, "refused": 135, "wrong": 5, "cases": 12, "whole": 2,
                  "commit": "04cc7a3c229d18511594bdfaac69847e2e3a4b96"},
    # Round 91: fourteen action rules from nine pages no case cites (2005-2022, six dynasties; about 1 in 10 pages the
    # search returned uncited; 50 queries), gathered blind while round 90 was taught and measured at first sight on the
    # commit named, the reader of that teaching. Taught since, in part (two fields still wrong: a condition said as
    # "This Attack Method is ineffective when …", a cost taken from a store the rule declares). Three expectations
    # were aligned with the corpus's conventions after the record: "; that Refugee becomes a Probed Refugee for that
    # week" and "; one of those notations … must be correct, …", said after a semicolon, are the effects of the action
    # before (as round 3's "roll a DICE6; if the result is …" are), no items of their own; and "If no Clan has done so
    # in the previous five days" is a condition, as round 51's "only if no other Pupil has done so within the preceding
    # six days" is counted, not a frequency. One more later: "When a Peer joins a Vendetta …, they gain 2 Honour" is
    # the Peer's own (whose left out), as rounds 78 and 94 write "When a rider does such a Ride, he gains 2 Tokens".
    "heldout91": {"fields": 277, "right": 136, "refused": 86, "wrong": 55, "cases": 14, "whole": 1,
                  "commit": "671dd49311022a66cb4154e76b0bdf6ae7548d1a"},
    # Round 92: four action rules from four pages no case cites (2003, 2010, 2018; the stored pages no case cites are
    # spent: about one result in twelve uncited, some of those cited by title; about 30 queries), gathered blind while
    # round 91 was taught and measured at first sight on the commit named, the reader of that teaching. Small: three
    # of its four items are sentences expected listed. Untaught.
    "heldout92": {"fields": 10, "right": 9, "refused": 1, "wrong": 0, "cases": 4, "whole": 3,
                  "commit": "500ec91922353ab4b2d5d8caf2f7861f2a933db1"},
    # Round 93: five action rules from three pages no case cites (2005 and 2019; 25 queries, nearly every other page
    # cited), gathered blind during the review of rounds 88-92's teaching and measured at first sight on the commit
    # named, the reader after that review. Untaught.
    "heldout93": {"fields": 46, "right": 23, "refused": 23, "wrong": 0, "cases": 5, "whole": 2,
                  "commit": "4359c7ae1619e1e95b6f22302de8a332c443f4b6"},
    # Round 94: 28 action rules from 27 pages no case cites (2004-2023; two gatherers, one for 2003-2011 and one for
    # 2012-2025, about 160 queries between them, nearly every page cited), gathered blind while the teaching of this
    # record's commit was done and measured at first sight on the commit named, before anything was taught from it.
    # The reader before that teaching (14fe059) reads it the same: that teaching, from the corpus's refusals, reached
    # none of this round's sentences. Taught since, in part. Two expectations aligned with the corpus's conventions
    # after the record: "This action can only be taken if both Fellow are …, and only if that Port is not Drift" is
    # two conditions of the action before, as rounds 49 and 89 count such a sentence, not a sentence apart; and "A
    # rider riding there shall gain 2 Tokens", a payment to the players its subject names, is theirs (the subject
    # whole), as round 89's "Any Premier with engineers in the moon race earns one GS" is.
    "heldout94": {"fields": 520, "right": 202, "refused": 306, "wrong": 12, "cases": 28, "whole": 2,
                  "commit": "1a0e42b776471552a176ea54a63058b21a2b4ed7"},
    # Round 95: 20 action rules from 20 pages no case cites (2003-2023; two gatherers by era again, about 100
    # queries), gathered blind while round 94 was taught and measured at first sight on the commit named, the reader
    # of that teaching. 14fe059, the reader before this stop, reads it 139 / 263 / 15: this stop's parts read 19
    # more fields of it (two spell lists' effects, said as outcomes of no doer), 2 of them wrong. Taught since, in
    # part (two purposes paid for, "…, or to …", are never a price and one purpose; a player in a "non-" state is
    # one condition; a name in words not read is listed).
    "heldout95": {"fields": 417, "right": 158, "refused": 242, "wrong": 17, "cases": 20, "whole": 0,
                  "commit": "22619f6ddc96f8337a985b4e35d517edb5aa7c42"},
    # Round 96: five action rules from five pages no case cites (2010-2015; 50 queries), gathered blind during the
    # review of this stop's work and measured at first sight on the commit named. Its wrong fields: a kind said two
    # ways ("a weekly action" and "Taxing"), and two grants to "any Deckhand or the Hull Mind" counted wrong in who
    # and conditions. Taught since: "if nobody has already done so for that Proposal" bounds how often (not read),
    # no condition; "is Drowsy and Elated" is listed as perhaps two conditions. Two expectations aligned with the
    # corpus's convention after the record: "any Deckhand or the Hull Mind may …" is of who "player or emperor", as
    # rounds 56 and 63 count it.
    "heldout96": {"fields": 125, "right": 86, "refused": 34, "wrong": 5, "cases": 5, "whole": 1,
                  "commit": "15fc543b3255b027507544997204ad50d17d1e11"},
    # Round 97: 22 action rules from 19 pages no case cites (2004-2025; two gatherers by era, about 150 queries, six
    # of the pages from one 2024 dynasty), gathered blind while round 96 was taught and measured at first sight on the
    # commit named, that teaching's reader. Its eight wrong fields are eight sentences (docs/held-out-rounds.md).
    # Taught since, in general parts (docs/held-out-rounds.md); one field still wrong, a duty to perform the rule's
    # atomic action named by its verb ("they should Stir the Serpent"), which its gatherer leaves unnamed.
    "heldout97": {"fields": 328, "right": 140, "refused": 180, "wrong": 8, "cases": 22, "whole": 5,
                  "commit": "6ae51918f5f7d9b69bde2bb11cbe2872c3ea7126"},
    # Round 98: 27 action rules from 26 sources no case cites (2003-2022; two gatherers by era, about 100 queries;
    # five of them a post no case cites on a weekly or month page another case cites), gathered blind while round 97
    # was taught and measured at first sight on the commit named, that teaching's reader. d56ba5a, the reader before
    # rounds 96 and 97 were taught, reads it 220 / 231 / 12: that teaching reached one field of it. Taught since, in
    # part (docs/held-out-rounds.md).
    "heldout98": {"fields": 463, "right": 221, "refused": 230, "wrong": 12, "cases": 27, "whole": 1,
                  "commit": "f0d5ae4c2ea4ce605e937f86affc03c19384e75f"},
    # Round 99: 18 action rules from the round's 19 pages, none cited by a case (2006-2022; two gatherers by era, about
    # 85 queries; the stored pages are nearly spent: about one in fifteen of those found was uncited in 2003-2011,
    # twelve of about 110 in 2012-2025, so five rules share one 2006 dynasty and seven share two later ones), gathered
    # blind while round 98 was taught and measured at first sight on the commit named, that teaching's reader. 69c6ec2,
    # the reader before this teaching, reads it 155 / 144 / 12. Untaught.
    "heldout99": {"fields": 311, "right": 161, "refused": 137, "wrong": 13, "cases": 18, "whole": 0,
                  "commit": "9e806124d22e6ca0edab890c9c7d07e7efa1e925"},
    # While round 99 was taught, four expectations were aligned with the corpus's conventions (the record above is as
    # measured before): "the Keeper may Unveil a Hidden Stair" is named Unveil, as expected.json's "Plant a Seed" and
    # round 5's "Lodge a Grievance" are named by their verb; "a Wayfarer in the Hamlet … if their Lore is …" has two
    # conditions, the place said of the actor one, as round 94's "a Tenant in this Wing"; "any other novice may
    # decrease that novice's composure" is another's, as "set that Cardinal's Vice" is; "Once per turn" is of frequency
    # "once per turn", as round 45's "once per round" (each was expected not read).
    # Round 100: 6 action rules from four uncited pages of 2004 (two dynasties; one gatherer, about 45 queries: apart
    # from a few blogspot pages every stored page found is cited), gathered blind while round 99 was taught and
    # measured at first sight on the commit named, that teaching's reader; 69c6ec2, the reader before this stop, reads
    # it the same. Untaught.
    "heldout100": {"fields": 105, "right": 48, "refused": 52, "wrong": 5, "cases": 6, "whole": 0,
                   "commit": "ad3be51ae7302b470815def0c81754b714ecfee4"},
    # While round 100 was taught, two expectations were aligned with the corpus's conventions (the record above is as
    # measured before): "anyone who notices … can reduce that number to four" is a player's, as round 42's "Anyone who
    # is Tapping its Keys" and round 78's "Anyone who performs …" are; "may nominate a Nemesis …; …, and may not be
    # changed once first chosen" is of frequency "once", as round 24 reads the same sentence (each was expected not
    # read).
    # Round 101: 2 action rules from one uncited page of 2009 (one gatherer, about 45 queries; stored Ruleset revisions
    # show only the core rules or cited ones), gathered blind while round 100 was taught and measured at first sight on
    # the commit named, the last reader of that stop; 69c6ec2 reads it the same. Untaught.
    "heldout101": {"fields": 49, "right": 30, "refused": 13, "wrong": 6, "cases": 2, "whole": 0,
                   "commit": "723867620bed4582541fc6674f165447526033c3"},
    # Round 102: 11 action rules from ten uncited pages of 2003-2015, five dynasties (two gatherers by era, about 115
    # queries; nine rules they wrote were left out at merging, their proposals cited after all under another address),
    # gathered blind after the stop before and measured at first sight on the commit named, its last reader. Its wrong
    # fields: condition counts its gatherers leave unread where the reader counts them (7), a cost said as a raise ("may
    # increase their Taint by 2 to gain Tusks") not read, a value set with none said where its gatherer leaves it
    # unread, one of a Runt's Traits read as a standing, and two sentences read as actions that its gatherer expects
    # listed ("may do this by making a Story Post", "should veto … if and only if …"). Untaught.
    "heldout102": {"fields": 221, "right": 91, "refused": 118, "wrong": 12, "cases": 11, "whole": 0,
                   "commit": "ace48d16ee895499b83a0804f0a043acc3e76d11"},
    # Round 103: 13 action rules from thirteen uncited pages of 2003-2025, eleven dynasties (two gatherers by era),
    # gathered blind while nothing was taught and measured at first sight on the commit named. Its wrong fields: a doer
    # read as a player where its gatherer leaves it unread (a grant or an outcome of two spells meeting), and one
    # condition read where its gatherer counts one or two. Untaught.
    "heldout103": {"fields": 203, "right": 84, "refused": 117, "wrong": 2, "cases": 13, "whole": 0,
                   "commit": "faa06859116553b763ec2823d80297dd6a69de03"},
    # Round 104: 16 action rules from sixteen uncited pages of 2004-2023, thirteen dynasties (two gatherers by era), gathered
    # blind while round 103 was taught and measured at first sight on the commit named; 4fcff4d, the reader before that
    # teaching, reads it the same. Two expected sentences carried the list's bullet ("* Befoul: …", "- Cost: …"), which
    # no reading keeps; the bullets were taken off before it was measured. Its wrong fields: two names of a thing made
    # ("start a Dark Scheme", "make a Gizmo Design (abbr. GD)") not read and not listed, "add 2 DRP to the Proposer" read
    # as a value named Proposer, a duty on how a post is written and a tie-break of victory read where its gatherer
    # expects them listed, a condition count, a step's change passed over in an action's steps, a slip of the players'
    # word ("An Drfiter may …") read as a role, and a statement read as an action. Taught since in part. One
    # expectation was aligned then with the corpus's convention (the record above is as measured before): the Calm
    # step "Set every Wayfarer’s Vigour to …" names whose "each", as round 20's "every Automaton's Charge" and round
    # 4's "every Droid's Charge Cells" are read (it was "every Wayfarer").
    "heldout104": {"fields": 252, "right": 116, "refused": 127, "wrong": 9, "cases": 16, "whole": 0,
                   "commit": "a44d7a59b0e7cb352cfb9a0c4fbef3a38c32e9eb"},
    # Round 105: 12 action rules from twelve uncited pages of 2003-2024, six dynasties (two gatherers by era; two rules
    # of a proposal another reader's corpus cites were left out at merging), gathered blind while round 104 was taught
    # and measured at first sight on the commit named; 4fcff4d, the reader before rounds 103 and 104 were taught, reads
    # it the same. Its wrong field: "Players may make valid moves where allowed by the ruleset" read as a permission
    # where its gatherer expects it listed (a permission left to other rules). Untaught.
    "heldout105": {"fields": 148, "right": 106, "refused": 41, "wrong": 1, "cases": 12, "whole": 2,
                   "commit": "eeeb682f5b7d367e29a9f59e0a67bcce33fd21fe"},
    # Round 106: 18 action rules from sixteen uncited pages of 2004-2025, twelve dynasties (two gatherers by era; two
    # sentences of one rule that round 11 holds from another page were left out at merging), gathered blind and
    # measured at first sight on the commit named. Its wrong fields: an effect read from a sentence that says a
    # condition's outcome in other words, a kind and a condition read where the gatherer expects them listed. Untaught.
    "heldout106": {"fields": 281, "right": 129, "refused": 147, "wrong": 5, "cases": 18, "whole": 2,
                   "commit": "91c6f2c9682a6147e97c8918da32aaf6d200c176"},
    # Round 107: 41 action rules from twenty-seven uncited pages of 2004-2020, nineteen dynasties (three gatherers by
    # era), gathered blind and measured at first sight on the commit named. Its wrong fields: sentences its gatherers
    # list as not read (steps said apart, a shared allowance, a stated result) read as actions or steps, a condition
    # and a frequency read where the gatherers list them, and two effects read otherwise. Untaught.
    "heldout107": {"fields": 647, "right": 302, "refused": 332, "wrong": 13, "cases": 41, "whole": 9,
                   "commit": "8dc325cbf0f7dcae7e74be8752dc40013ea2fb7f"},
    # Round 108: 29 action rules from twenty uncited pages of 2003-2023, seventeen dynasties (three gatherers by era),
    # gathered blind while round 107 was taught and measured at first sight on the commit named, the last reader of
    # that teaching. Its wrong fields: conditions counted where its gatherers count otherwise or list them (ten), two
    # names, a frequency and a doer read otherwise, and two sentences its gatherers list as not read read as actions.
    # Untaught.
    "heldout108": {"fields": 592, "right": 268, "refused": 308, "wrong": 16, "cases": 29, "whole": 5,
                   "commit": "9ef1dbd308aa7d673aedd20d30602602ff8549e5"},
    # Round 109: five action rules from five uncited pages of 2007-2014, four dynasties (one gatherer, 38 queries),
    # gathered blind during the review of the change and measured at first sight on the commit named. Its wrong field:
    # a sentence its gatherer lists as not read, read as an action. Untaught.
    "heldout109": {"fields": 113, "right": 52, "refused": 60, "wrong": 1, "cases": 5, "whole": 0,
                   "commit": "d01cc8dc71cdf78995f86d5a0a8cdf8687641526"},
    # Round 110: thirty action rules from twenty-two uncited pages of 2006-2025, sixteen dynasties (three gatherers by
    # era), gathered blind and measured at first sight on the commit named. Its wrong fields: 16 in one rule whose
    # blog post writes wiki headings inline ("===S=== Any Hermit …"), read as part of the sentence before, three
    # sentences read as two actions; 8 in one whose label line ("Dizzy Jester") its Effect's sentence repeats, the
    # action matched to the label; conditions counted where its gatherers count otherwise (ten). Taught since, in
    # part: the inline heading ends the sentence before it, and results of one roll listed with "and" are one condition.
    "heldout110": {"fields": 565, "right": 246, "refused": 279, "wrong": 40, "cases": 30, "whole": 7,
                   "commit": "8b1cd68a03d00f791b04e9f487a488aeb716ba49"},
    # Round 111: thirty action rules from twenty-two uncited pages of 2007-2025 (three gatherers by era), gathered blind
    # while round 110 was taught and measured at first sight on the commit named, by the pairing of an action with the
    # most specific sentence it says (see the docstring). Its wrong fields: conditions counted where its gatherers count
    # them otherwise or list them (eight), a kind and a doer read where they are listed, an effect read otherwise, an
    # outcome its gatherer lists as a part of the action before. Untaught.
    "heldout111": {"fields": 565, "right": 273, "refused": 280, "wrong": 12, "cases": 30, "whole": 4,
                   "commit": "634a58f0e6b1d3a39f9fda3c46fc93af5a9756ab"},
    # Round 113: nine action rules from six uncited pages of 2005-2022, five dynasties, gathered blind by one gatherer
    # (about 75 searches; one page in twelve was uncited) while rounds 110 and 111 were taught, and measured at first
    # sight on the commit named. (A set of one 2004 rule measured during a review was too small to record as round
    # 112.) Its wrong fields: an action and the sentence after that makes it atomic read as one action named "A
    # Blockade", where its gatherer expects two; the steps of an outcome's list read as outcomes of their own (their
    # conditions), a bound "as long as they have nort done so in the last 9 hours" read as a condition, a time and a
    # condition counted two where its gatherer lists the count, a restriction ("must remain in the Lockup") read as a
    # duty. Taught since in part (96 / 39 / 3): an action named again as an atomic action keeps the kind said first and
    # lists the naming sentence; the game's steps on an event ("When an Errand is processed, the following steps are
    # taken in order:") are one outcome; a step in place of what would happen is not read as an effect; "must remain"
    # is a bar, no duty.
    "heldout113": {"fields": 141, "right": 86, "refused": 39, "wrong": 16, "cases": 9, "whole": 3,
                   "commit": "31acf2be01c86803e9799027b28b6e62486497ec"},
    # Round 114: eight action rules from six uncited pages of 2004-2025, six dynasties, gathered blind by one gatherer
    # (about 100 searches; about one page in twenty found was uncited) while round 113 was taught, and measured at first
    # sight on the commit named. Its wrong fields: a change to how another rule's action is done ("they may activate
    # their first five runs instead of their first four") read as an action where its gatherer lists it, and an entry's
    # holding ("who has the Run Breaker fitting") counted a condition where its gatherer lists the count. Untaught.
    "heldout114": {"fields": 61, "right": 27, "refused": 32, "wrong": 2, "cases": 8, "whole": 2,
                   "commit": "1575dc3feeecabe14312c0ef10b0d090bc329129"},
    # Round 115: four action rules from two uncited pages (a Ruleset diff of 2015, a quoted rule of 2006), two
    # dynasties, all one gatherer found in about 60 searches, gathered blind while round 114 was taught and measured at
    # first sight on the commit named. Its wrong field: a bound "if there has not been a critique in the past 5 days"
    # counted a condition where its gatherer lists the count. Taught since (15 / 7 / 0): a condition that nothing
    # happened for a time leaves the count of conditions and the frequency listed as not sure.
    "heldout115": {"fields": 22, "right": 13, "refused": 8, "wrong": 1, "cases": 4, "whole": 3,
                   "commit": "6509608f17293ba8e1f678df60bbe9cdf4e17ae7"},
    # Round 117: five action rules from five uncited pages of 2004-2022, five dynasties, one gatherer in about 60
    # searches, gathered blind while a value said to become another was taught, and measured at first sight on the
    # commit named. Its two wrong fields are one sentence: "… may EITHER:" and its two votes, read as an action named
    # "EITHER" with conditions counted where its gatherer lists them.
    "heldout117": {"fields": 86, "right": 39, "refused": 45, "wrong": 2, "cases": 5, "whole": 1,
                   "commit": "ddc1b4d12d85aa60440bfbcd823ba1a4d70f80f4"},
    # Round 118: six action rules from six uncited pages of 2010-2021, four dynasties, one gatherer in 79 searches
    # (about one page in twenty it saw was uncited), gathered blind while times said before the doer were taught, and
    # measured at first sight on the commit named. Its two wrong fields: a bound "if they have not already done so
    # since the Lamps last went Dim" counted a condition where its gatherer lists it as how often; "Lodge Protest of a
    # Contested Region" named "Lodge".
    "heldout118": {"fields": 178, "right": 65, "refused": 111, "wrong": 2, "cases": 6, "whole": 0,
                   "commit": "2b701ca1123056e3c410d5de1ec146de8b66a74a"},
    # Round 119: four action rules from four uncited pages of 2006-2025, four dynasties, one gatherer in about 78
    # searches (four of some 120 pages it saw were uncited), gathered blind while round 118 was taught, and measured at
    # first sight on the commit named. Its wrong field: a Composure "set to (C+4)/3 (rounding up)", its letters defined
    # by the sentence before, read as an amount where its gatherer lists an amount worked out by a formula.
    "heldout119": {"fields": 51, "right": 35, "refused": 15, "wrong": 1, "cases": 4, "whole": 1,
                   "commit": "6e41a93453daff6958f8af179fa30146bd11ecca"},
    # Round 120: twelve action rules from ten uncited pages of 2003-2023, three gatherers by era in about 330 searches,
    # gathered blind while nothing was taught and measured at first sight on the commit named. 21 of its 32 wrong
    # fields are one choice of three bulleted actions after a lead that ends ":-" ("may take one of the following
    # actions:-"), read as one action whose items are not listed; the rest: "may take the action of Resettling" read
    # with no name (twice), a bound "if they have not already Catalogued that Venture" counted a condition, a doer
    # "the Citadel-owning Mechanic" read as a role, a result and a discount on another action read as actions.
    "heldout120": {"fields": 281, "right": 135, "refused": 114, "wrong": 32, "cases": 12, "whole": 1,
                   "commit": "db60cc3569a136e8e2699f00d343a9a04c01b627"},
    # Round 121: eight action rules from six uncited pages of 2008-2024, two gatherers by era, gathered blind while
    # round 120 was taught and measured at first sight on the commit named (db60cc3, the reader before that teaching,
    # reads it the same). Its wrong fields: a limit said as a permission ("Each Spirit may anwer up to five Pleas per
    # week", "Each Commoner may worship at least zero Spirits …") read as an action, the content of what is avowed
    # ("Avow to the Sifter that they are a member of …") and a holding counted as conditions its gatherers list, "DM" read
    # as a name, a requirement on a post ("A Revelation Post must name …") read as a duty of the post.
    "heldout121": {"fields": 197, "right": 105, "refused": 84, "wrong": 8, "cases": 8, "whole": 0,
                   "commit": "724923f7b47da4bd275461dc46f5c50f38fab0fc"},
    # Round 122: fifteen action rules from ten uncited pages of 2005-2025 (six dynasties), three gatherers by era,
    # gathered blind while nothing was taught from round 121 and measured at first sight on the commit named (8c6a504,
    # the reader before this stop's two condition leads, reads it the same). Two rules a gatherer wrote were left out at
    # merging: a later proposal the proposals corpus holds quotes two of their sentences. Its wrong fields: a lead of
    # the actions its subrules list ("may spend Mischief Points in order to perform an action enumerated in the
    # subrules") and a requirement on a docket's form read as actions; a bar ("cannot gain any more Plunder") read as an
    # outcome; "Once this dynasty" read as a frequency "once" with no kind; a name in quotes after "may" passed over;
    # conditions counted where its gatherers count otherwise or list them.
    "heldout122": {"fields": 251, "right": 110, "refused": 132, "wrong": 9, "cases": 15, "whole": 1,
                   "commit": "1fd34a617354414a04c547cde65eded0225ca8ea"},
    # Round 123: thirteen action rules from six uncited pages of 2005-2025 (five dynasties), two gatherers by era,
    # gathered blind while round 122 was taught and measured at first sight on the commit named, its last reader
    # (8c6a504, the reader before round 122, reads it the same). Its wrong fields: a table's rows of what a request may
    # ask done ("Change the Base at a specified position …"), imperatives with no doer, read as actions its gatherer
    # lists as none; a kind the dynasty names in one word ("as a Lockaction") passed over; "as many as they want" not
    # read as a bound; a qualifier of the one a message goes to ("another Floorhand in their Section") counted.
    "heldout123": {"fields": 239, "right": 71, "refused": 162, "wrong": 6, "cases": 13, "whole": 1,
                   "commit": "a1d42ddad537245c8065b992ef4396150218e5a0"},
    # Round 124: seven action rules from five uncited pages of 2004-2025 (five dynasties), two gatherers by era,
    # gathered blind while round 123 was taught and measured at first sight on the commit named, its last reader
    # (8c6a504 reads it the same). Three rules a gatherer wrote from a 2007 draft were left out at merging: a later
    # draft of the same proposal is round 19's. Its wrong fields: a name after a kind said between the modal and the
    # verb ("may, as a Weekly Action for each Burgess, Disburse Stipends") passed over; the kind of a list's item
    # ("Latched Action") its lead gives, not read; a condition counted where its gatherer lists it.
    "heldout124": {"fields": 132, "right": 63, "refused": 66, "wrong": 3, "cases": 7, "whole": 1,
                   "commit": "f20947e6c3835c703bcd79f15a82c64be6294ce5"},
    # Round 125: nineteen action rules from fourteen uncited pages of 2007-2024 (ten dynasties), two gatherers by era,
    # gathered blind while the corpus's wrong readings were being made honest, and measured at first sight on the
    # commit named (a2e0581, the reader before, reads it the same). Its wrong fields: a second action said in the
    # sentence of another ("…, the Witch should announce …, and that Herder may achieve victory"; two awards in one
    # outcome) counted as passed over; a price said as a change before "to" its purpose ("reduce your Pairs by K …,
    # to increase your tally by 12*K") listed as the effect not read; a name with its object ("Lay a Thread") read as
    # its verb; a duty's branches after "if only one Sketch remains, …; if multiple …" read as one condition.
    "heldout125": {"fields": 559, "right": 268, "refused": 258, "wrong": 33, "cases": 19, "whole": 2,
                   "commit": "b4f3c2c5ffc83257cbbe7f6964357f025782281c"},
    # Round 126: six action rules from three uncited pages of 2010, 2011 and 2021 (three dynasties; two gatherers by era
    # found no more in about 160 searches), gathered blind while round 125 was taught and measured at first sight on
    # the commit named (a2e0581, the reader before that teaching, reads it the same). Its wrong fields: one sentence
    # its gatherer writes run on into the next entry's heading ("… it is made Tepid instead.Orchard Annex"), which the
    # reader lists as two, counted as passed over.
    "heldout126": {"fields": 114, "right": 59, "refused": 48, "wrong": 7, "cases": 6, "whole": 1,
                   "commit": "d5eca3f4ab9eb5816a42e1500e3eb2801497c17d"},
    # Round 127: thirteen action rules from eight uncited pages of 2004-2021 (three dynasties; all two gatherers by era
    # found in about 180 searches), gathered blind while round 126 was taught and measured at first sight on the
    # commit named (a2e0581, the reader before rounds 125-127, reads it the same). Its wrong fields: a bar said with
    # "may no longer" ("Gamesters may no longer change their own Willingness") read as an action, twice; a value
    # declared with "may" ("Each Gamester may wear a Veil, which is publicly tracked, …") read as an action; an item
    # of a choice with its price ("For 4 pins, remove a specific card …") read as an action where its gatherer lists
    # it; "may and should perform an Atomic Action with the following steps:" with its kind not read; "roll DICE8 to
    # attempt to Filch" not named; two conditions counted where its gatherers list the count.
    "heldout127": {"fields": 184, "right": 89, "refused": 87, "wrong": 8, "cases": 13, "whole": 0,
                   "commit": "826b967548536774fbc6a5569e2b6ecdbc0e9293"},
    # Round 128: four action rules from two uncited pages of 2021 (two dynasties; all one gatherer found in 70
    # searches), gathered blind during the review of rounds 125-127's teaching and measured at first sight on the
    # commit named. Its wrong fields: "The Archon should Settle Kickback tenders, …" named "Settle" where its gatherer
    # lists the name, and not read as atomic, which the sentence after says it is.
    "heldout128": {"fields": 29, "right": 24, "refused": 3, "wrong": 2, "cases": 4, "whole": 2,
                   "commit": "bbec6e3bb0deb670a68641ab78cdda6f35f0bf69"},
    # Round 129: nine action rules from three uncited pages (2005, 2019, 2024; all two gatherers found in about 110
    # searches), gathered blind while a declaration's head with the rest listed, actions kept with a frequency, kind or
    # name listed as not read, and outcomes of a lower-case doer were taught, and measured at first sight on the commit
    # named. Its wrong field: the lead of an Admin's move counted one condition where its gatherer lists one or two.
    "heldout129": {"fields": 40, "right": 23, "refused": 16, "wrong": 1, "cases": 9, "whole": 6,
                   "commit": "ed3f2ced1cf606a4bc0d186930a7718a9e433e85"},
}


def _var(v) -> str:
    return str(v or "").casefold().strip().rstrip("s")


def _effect_key(e: dict) -> tuple:
    amount = e.get("amount")
    if isinstance(amount, str):  # the same words, whatever their case or apostrophe
        amount = amount.casefold().strip().replace("’", "'").replace("‘", "'")
        amount = "x" if amount == "n" else amount  # a number said by a letter, "N" as "X": the model's "x"
        amount = "x" if amount == "any amount" else amount  # an amount left to the doer: the model's "x" (round 120)
        amount = re.sub(r'^[“"]([^“”"]*)[”"]$', r"\1", amount)  # “Jobless” is Jobless: quotes say no more of a value
    whose = re.sub(r"^the (?!game$)", "", e.get("whose") or "own")  # "the Beast" is the Beast's, as "Beast" is
    # ("the spectres" as "spectres"; "the game" is the model's word for a value of the game's)
    whose = whose[:1].lower() + whose[1:]  # "Any wanderer who …" first in its sentence is "any wanderer who …"
    to = re.sub(r"^the ", "", e["to"]) if e.get("to") else e.get("to")  # "the Receiver" is "Receiver", as whose
    return (_var(e.get("variable")), e.get("op"), amount, whose, to)


def _effects(items) -> list[tuple]:
    return sorted((_effect_key(e if isinstance(e, dict) else e.__dict__) for e in items), key=repr)


def _unread_field(action, field: str) -> bool:
    heads = {"name": ("name:",), "effects": ("effects:", "step:"), "costs": ("costs:", "step:"),
             "frequency": ("frequency:",), "conditions": ("conditions:",), "kind": ("kind:",),
             "who": ("who:",)}.get(field, ())
    return any(u.startswith(heads) for u in action.unread) if heads else False


def _read_value(action, field: str):
    v = getattr(action, field)
    if field in ("costs", "effects"):
        return _effects(v)
    if field == "kind":
        return v or "unspecified"
    return v


def _said(field: str, value) -> bool:
    return value not in (None, [], 0, "unspecified") and not (field == "conditions" and value == [])


def judge_field(field: str, expected, action) -> str:
    """right | refused | wrong, for one field of one action."""
    got = _read_value(action, field)
    if isinstance(expected, dict) and "unread" in expected:
        partial = _effects(expected.get("read", [])) if field in ("costs", "effects") else expected.get("read")
        if _unread_field(action, field):
            if field in ("costs", "effects") and expected.get("read") is not None:
                if got == partial:
                    return "right"
                return "wrong" if any(x not in partial for x in got) else "refused"
            return "right" if not got or field not in ("costs", "effects") or set(got) <= set(partial or []) else "wrong"
        if not _said(field, got if field != "conditions" else len(got)):
            return "refused"
        return "wrong"
    if field in ("costs", "effects"):
        want = _effects(expected)
        if got == want:
            return "right"
        if _unread_field(action, field) and all(x in want for x in got):
            return "refused"
        return "wrong"
    if field == "conditions":
        if isinstance(expected, int):  # fewer read than said, and the rest listed as not read: refused
            return "right" if len(got) == expected else "refused" if len(got) < expected and _unread_field(action, field) else "wrong"
        def norm(t):
            return " ".join(t.casefold().replace("’", "'").replace("‘", "'").split()).strip(" ,.")
        if sorted(map(norm, got)) == sorted(map(norm, expected)):
            return "right"
        return "refused" if len(got) < len(expected) and _unread_field(action, field) else "wrong"
    if field == "kind":
        # a kind's name whatever its case and with or without the word "action" ("Lane Action", "lane action", "virtual
        # action", "virtual": the corpus writes a kind both ways); one listed as not read, none read: refused
        def kind_name(k):
            return re.sub(r" actions?$", "", (k or "unspecified").casefold().strip())
        if kind_name(got) == kind_name(expected):
            return "right"
        return "refused" if got in (None, "unspecified") and _unread_field(action, "kind") else "wrong"
    if field == "name" and isinstance(got, str) and isinstance(expected, str) and got == expected.strip("“”\"'‘’"):
        return "right"  # "“Rake the Muck”": the name, whatever quotes it is set in
    if got == expected or (field == "who" and isinstance(got, str) and isinstance(expected, str)
                           and got.casefold() == expected.casefold()):  # "Admin" is "admin": a role's case says nothing
        return "right"
    if got is None and _unread_field(action, field):
        return "refused"
    return "wrong"


def judge_action(expected: dict, action) -> dict[str, str]:
    return {f: judge_field(f, expected.get(f, DEFAULTS[f]), action) for f in FIELDS}


def _score(verdicts: dict) -> int:
    return sum(v == "right" for v in verdicts.values())


def _step_lists(note: str, sentence: str) -> bool:
    """Whether an action's note of a field not read ("step: …", "effects: …", "conditions: …") lists the sentence's words
    as not read (a step, words its body holds: "accept this Joust …, with the challenger optionally scoffing back …", or
    a bar said after it: "conditions: “A tiller may not build hedges on …”, a bar said after it")."""
    def norm(t):
        return " ".join(t.replace("’", "'").replace("‘", "'").split()).strip(" .:-").casefold()
    head, sep, said = note.partition(": ")
    return bool(sep) and head in ("step", "effects", "costs", "conditions") and norm(sentence) in norm(said) and len(norm(sentence)) > 12


def judge(expected: list[dict], actions: list, unread: list) -> list[dict]:
    """Each expected action (or expected-unread sentence) matched to what was read, with its fields' verdicts;
    then the actions read that nothing expected."""
    from blognomic_tools.validators.model import SILENT

    def flat(t: str) -> str:
        return t.replace("’", "'").replace("‘", "'")

    # a sentence is compared without the list mark it opens with ("*Each Article must …", as round 107 writes three)
    expected = [dict(e, sentence=re.sub(r"^\s*(?:[*#•]+\s*|[-–]\s+)", "", e["sentence"])) if e.get("sentence") else e
                for e in expected]
    said = [flat(e["sentence"]) for e in expected if e.get("sentence")]

    def owns(sentence: str, a) -> bool:
        """Whether the action ``a`` is read in ``sentence``: its citation holds it, and no longer expected sentence
        that holds it too (a label line "Dizzy Jester" repeated in its Effect's sentence; a sentence quoted whole in
        another that amends it): an action belongs to the most specific sentence it says."""
        cited = flat(a.citation.text)
        s = flat(sentence)
        return s in cited and not any(s != o and s in o and o in cited for o in said)

    out, used = [], set()
    for exp in expected:
        pool = [(i, a) for i, a in enumerate(actions) if i not in used
                and (not exp.get("sentence") or owns(exp["sentence"], a))
                and (exp.get("name") in (None, a.name) or isinstance(exp.get("name"), dict) or "sentence" in exp
                     or (a.name is None and _unread_field(a, "name")))]  # its name listed as not read: refused there
        if set(exp) <= {"unread", "sentence"}:  # a whole sentence expected not read
            # with no sentence named, a sentence the reader lists only as one it read nothing in is no listing of it
            hit = [u for u in unread if exp["sentence"].replace("’", "'").replace("‘", "'") in u.citation.text.replace("’", "'").replace("‘", "'")] \
                if exp.get("sentence") else [u for u in unread if u.what != SILENT]
            # an action read in its sentence is wrong; without a sentence named, no action is its own (one read
            # where nothing else is expected counts as read where nothing is said)
            # an action whose notes list the sentence's words as not read ("effects: …; the order in which …") lists it
            noted = [i for i, a in enumerate(actions) if any(_step_lists(u, exp["sentence"]) for u in a.unread)] if exp.get("sentence") else []
            hit = hit or noted
            read_there = [i for i, a in pool if i not in noted] if exp.get("sentence") else []
            if read_there:
                used.add(read_there[0])
                out.append({"expected": exp, "verdicts": {"sentence": "wrong"}, "got": actions[read_there[0]]})
            else:
                out.append({"expected": exp, "verdicts": {"sentence": "right" if hit else "wrong"}, "got": None})
            continue
        if not pool:
            listed = any(not exp.get("sentence") or exp["sentence"].replace("’", "'").replace("‘", "'") in u.citation.text.replace("’", "'").replace("‘", "'") for u in unread)
            # or listed as a step of another action not read ("step: Select one Atoll, …"): refused there, not missed
            listed = listed or bool(exp.get("sentence")) and any(
                _step_lists(u, exp["sentence"]) for a in actions for u in a.unread)
            out.append({"expected": exp, "verdicts": {f: "refused" if listed else "wrong" for f in FIELDS}, "got": None})
            continue
        best = max(pool, key=lambda ia: _score(judge_action(exp, ia[1])))
        used.add(best[0])
        out.append({"expected": exp, "verdicts": judge_action(exp, best[1]), "got": best[1]})
    return out, [a for i, a in enumerate(actions) if i not in used]


def extra_fields(action) -> int:
    return sum(_said(f, _read_value(action, f) if f != "conditions" else len(action.conditions)) for f in FIELDS)


def tally(results: list[dict], extras: list) -> dict:
    counts = {"right": 0, "refused": 0, "wrong": 0}
    for r in results:
        for v in r["verdicts"].values():
            counts[v] += 1
    counts["wrong"] += sum(extra_fields(a) for a in extras)
    return counts


def _terms(t: dict):
    from blognomic_tools.reading.phrasing import Terms

    return Terms(player=(t["player"], "Player"), players=(t.get("players") or t["player"] + "s", "Players"),
                 emperor=(t.get("emperor") or "Emperor", "Emperor"))


def round_of(path: Path) -> str:
    """The round a file's cases belong to: expected.json the taught corpus, expected-<round>.json a held-out round."""
    return path.stem.split("-", 1)[1] if "-" in path.stem else "taught"


def cases() -> dict:
    out = {}
    for path in sorted(CORPUS.glob("expected*.json")):
        for key, case in json.loads(path.read_text(encoding="utf-8")).items():
            out[key] = dict(case, round=round_of(path)) if case.get("held_out") else case
    return out


def read_case(case: dict):
    from blognomic_tools.validators.actions import read_rule_text

    return read_rule_text(case["text"], _terms(case["terms"]), case.get("variables", []), title=case.get("rule", "Rule"))


def ruleset_results(name: str) -> tuple[list[dict], list, dict]:
    """The hand-written list of one of the four Rulesets judged against `ruleset schema`'s actions."""
    from blognomic_tools.parsers import load_ruleset
    from blognomic_tools.validators.schema import extract_schema

    spec = json.loads((CORPUS / "rulesets.json").read_text(encoding="utf-8"))[name]
    schema = extract_schema(load_ruleset(ROOT / "fixtures" / "rulesets" / name))
    results, _ = judge(spec["actions"], schema.actions, schema.unread)
    return results, schema.actions, tally(results, [])


def measure() -> dict:
    all_cases = cases()
    counts = {"right": 0, "refused": 0, "wrong": 0}
    details, forms, dynasties, sentences = [], set(), set(), 0
    held: dict[str, dict] = {}
    for key, case in all_cases.items():
        actions, unread = read_case(case)
        results, extras = judge(case["expected"], actions, unread)
        c = tally(results, extras)
        rnd = case.get("round", "heldout") if case.get("held_out") else "taught"
        for k in counts:
            counts[k] += c[k]
        if rnd != "taught":
            h = held.setdefault(rnd, {"right": 0, "refused": 0, "wrong": 0, "rules": 0, "whole": 0})
            for k in counts:
                h[k] += c[k]
            h["rules"] += 1
            h["whole"] += not c["refused"] and not c["wrong"]
        dynasties.add(case["dynasty"].split("(")[0].strip())
        sentences += case.get("sentences", 1)
        for a in actions:
            forms.add((a.kind, tuple(sorted({e.op for e in a.effects + a.costs}))))
        if c["refused"] or c["wrong"]:
            details.append({"case": key, "round": rnd, **c,
                            "fields": [{k: v for k, v in r["verdicts"].items() if v != "right"} for r in results],
                            "extra": [a.name or a.citation.text[:60] for a in extras]})
    total = sum(counts.values())
    corpus_only = {k: counts[k] - sum(h[k] for h in held.values()) for k in counts}  # expected.json alone
    taught = {k: counts[k] - sum(h[k] for r, h in held.items() if r in UNTAUGHT_ROUNDS) for k in counts}
    # The taught corpus was gathered after the reader was written (from the four Rulesets) and measured before it was
    # taught: the README shows that first rate against today's, then the held-out round's the same way.
    rounds = [{"round": "corpus", "label": "corpus", "cases": sum(corpus_only.values()), "read_before": FIRST_RATE["right"], "read": corpus_only["right"],
               "wrong": corpus_only["wrong"], "first": FIRST_RATE}]
    for rnd, h in sorted(held.items()):
        first = HELD_OUT_FIRST.get(rnd)
        fields = h["right"] + h["refused"] + h["wrong"]
        rounds.append({"round": rnd, "label": f"round {rnd.removeprefix('heldout') or '1'}", "cases": fields, "read_before": first["right"] if first else h["right"],
                       "read": h["right"], "refused": h["refused"], "wrong": h["wrong"], "rules": h["rules"],
                       "whole": h["whole"], "first": first})
    return {"reader": "actions", "forms": len(forms), "cases": total, "read": counts["right"], "refused": counts["refused"],
            "wrong": counts["wrong"], "sentences": sentences, "rule_cases": len(all_cases), "dynasties": len(dynasties),
            "first_rate": FIRST_RATE, "held_out": {"rounds": rounds, "wrong": sum(r["wrong"] for r in rounds)},
            "untaught_rounds": list(UNTAUGHT_ROUNDS),
            "taught": {"cases": sum(taught.values()), "read": taught["right"], "refused": taught["refused"], "wrong": taught["wrong"]},
            "corpus": {"cases": sum(corpus_only.values()), "read": corpus_only["right"], "refused": corpus_only["refused"],
                       "wrong": corpus_only["wrong"]},
            "details": details}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rulesets", action="store_true")
    args = ap.parse_args()
    if args.rulesets:
        for name in json.loads((CORPUS / "rulesets.json").read_text(encoding="utf-8")):
            results, _, c = ruleset_results(name)
            total = sum(c.values())
            print(f"{name}: {c['right']}/{total} fields right ({100 * c['right'] / total:.1f}%), {c['refused']} refused, {c['wrong']} wrong")
            for r in results:
                bad = {k: v for k, v in r["verdicts"].items() if v != "right"}
                if bad:
                    print("   ", r["expected"].get("sentence") or r["expected"].get("name"), bad)
        return
    r = measure()
    print(json.dumps({k: v for k, v in r.items() if k != "details"}, indent=1, ensure_ascii=False))
    for d in r["details"]:
        print(json.dumps(d, ensure_ascii=False))
    print(f"actions: {r['read']}/{r['cases']} fields right ({100 * r['read'] / max(r['cases'], 1):.1f}%), {r['refused']} refused, "
          f"{r['wrong']} wrong; {r['sentences']} sentences in {r['rule_cases']} rules of {r['dynasties']} dynasties", file=sys.stderr)
    for h in r["held_out"]["rounds"][1:]:
        f = h["first"]
        first = (f"at first sight: {f['right']} right, {f['refused']} refused, {f['wrong']} wrong, {f['whole']} whole"
                 if f else "first sight not yet recorded (HELD_OUT_FIRST)")
        print(f"held out, round {h['round']} ({h['rules']} rules, {h['cases']} fields): {h['read']} right, {h['refused']} refused, "
              f"{h['wrong']} wrong, {h['whole']} rules read whole; {first}", file=sys.stderr)


if __name__ == "__main__":
    main()
