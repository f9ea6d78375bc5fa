"""How many fields of real declarations the declaration reader reads right, refuses, or reads wrong.

    python bench/corpus_declarations.py

The corpus is fixtures/corpus/declarations/expected*.json: each case is the sentence or the few sentences of one
rule that declare gamestate, written in the form of a real one (where the form comes from is in "dynasty" and
"from": a proposal on blognomic.com, a blog month page, a wiki Ruleset revision), with names and numbers of our own,
and the dynasty's terms. Its "expected" items are the variables a careful player reads from it, each with the
validators.model.VarSpec fields the text says (a field left out: not said), or {"unread": "<why>"} for a sentence
that cannot be read with certainty. A list's "of" is what its entries are, as the text names them ("a list of names":
"names"; "a collection of Currents": "Currents"); a list of the names of players or things is of those ("a list of the
names of all active Surveyors": "Surveyors") A default that says the thing is absent ("defaults to none", "to nothing",
"blank") is default_text, its words, as no value of the kind. A value said to hold a number ("a number", "a numerical
statistic", "an amount of Gold") is kind "int", as the Appendix holds game variables defined to hold numeric values to
non-negative integers (with no minimum written unless the text says one). A player's name as the value is kind
"name", its limits in name_rules as the model words them: "not themself" for "another" or "other", "distinct", "at
most N". Where a value is kept is "tracked" as the model words it: "GNDT", "wiki page" (any page of the wiki,
its name not kept), "privately" (with tracked_by, the one who keeps it); "publicly tracked" says public: true and no
place. Only a sentence that looks like a declaration and is not read whole is listed as not read; a sentence
that grants an action, says an outcome or a duty, or restricts an action is the action reader's and declares
nothing here: it is not expected (no {"unread"} item for it).

The reader (validators.declarations.read_declarations) reads the case's text as one dynastic rule. Per field:

- right: read equal to the expected value (a computed default, default_text, is right when the words read hold
  the expected words);
- refused: not read, and a sentence of the case is listed as not read (Unread) -- the reader said it could not;
- wrong: read as another value, read where nothing is said (a field, or a variable, the expected items do not
  have), or not read with nothing listed as not read.

An {"unread": …} item is right when the reader lists a sentence of the case as not read (its own reason is its
own words: the expected reason says why a careful reader cannot be certain), wrong when it lists none. A case
that declares nothing (expected []) counts one item: right when nothing is read from it.

"forms" counts the wordings of phrasings/schema.py that read something in the corpus.

Each held-out round is a file of its own, expected-<round>.json (expected-heldout.json: round "heldout", the first;
expected-heldout2.json: round "heldout2"), its cases marked "held_out": each is measured with the rest and reported
apart ("held_out"["rounds"]: its first-sight rate, HELD_OUT_FIRST[round], and its rate now, fields as the unit). A
round not yet taught (UNTAUGHT_ROUNDS) has its wrong fields reported, not required to be none ("taught" gives the
rest of the corpus alone); a round whose first sight is not recorded yet is reported as at first sight.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "fixtures" / "corpus" / "declarations"
FIELDS = ("name", "kind", "scope", "default", "default_text", "minimum", "maximum", "values", "unit", "of",
          "holder_of", "tracked", "tracked_by", "public", "name_rules")
UNSAID = {"kind": "unspecified", "scope": "player"}  # what a VarSpec holds for a field its text does not say

# The rate of the corpus on the reader as it was written from the four fixture Rulesets (70, 205, 209, 2024-02-24),
# measured when the corpus was gathered and before the reader was taught any of its forms: 173 of 539 fields right
# (32.1%), 321 refused, 45 wrong (most of them sentences passed over in silence: "New Monks start with a Lore of 3.",
# "Farmers start with 0 Rain.", "There exists in the GNDT a field called Grit."; and "defaulting to empty" of a list
# read as words). A record.
FIRST_RATE = {"items": 539, "right": 173, "refused": 321, "wrong": 45}
# One expectation of the corpus aligned later with the convention of the others: slogan-word "Each Candidate has a
# statistic ‘Slogan’ tracked in the GDNT. … Candidates start with an empty Slogan." declares Slogan (tracked, public,
# starting empty: []), its "single word or empty" listed, as round 14's h14-tallies-and-backs-columns reads the same
# form ("a statistic ‘Tallies’ tracked in the GNDT") and ho-hold-contents "default to having an empty Hold" ([]); it
# expected the whole case not read (a name in single quotes was not read then). And rations-communal "There is a
# communal quantity of Rations tracked in the Captain’s row of the GNDT …" is the game's value kept in that row, as round
# 3's h3-rations-communal reads the same form (it expected the whole sentence not read, the other case a value). Round
# 3's h3-fuel-lowercase "a non-negative amount of fuel, which is tracked in the GDNT" declares fuel, as round 25's
# h25d-distrust-gndt-zero reads "an amount of distrust, tracked in the GNDT" (it expected a name in lower case not read;
# the rule's own "adding that much fuel to their fuel in the GDNT" calls the value so).

# The held-out rounds, each measured at first sight, before anything was taught from it, on the reader of the commit
# named ("whole": rules with every field right). Round "heldout": 30 declaration rules in the forms of real ones of
# 2005-2025 (posts and pages no other case cites; 21 dynasties, 13 of them in neither corpus before, one of those the
# dynasty of Ruleset 70), gathered after the reader and its corpus were written; taught since (the grammar's parts its
# failures showed missing), so its wrong fields are now required to be none. Round "heldout2" (expected-heldout2.json,
# 50 cases of other dynasties) is gathered after that teaching: untaught, its first sight is recorded here once run.
UNTAUGHT_ROUNDS: tuple[str, ...] = ("heldout12", "heldout30", "heldout31", "heldout33", "heldout34", "heldout35", "heldout39",
                                   "heldout40", "heldout41", "heldout44", "heldout45", "heldout47", "heldout48",
                                   "heldout49", "heldout50", "heldout51",
                                   "heldout52", "heldout53", "heldout54", "heldout55", "heldout56", "heldout57", "heldout58",
                                   "heldout59", "heldout60", "heldout61", "heldout62", "heldout63", "heldout64", "heldout65",
                                   "heldout66", "heldout67", "heldout68", "heldout69", "heldout70", "heldout71", "heldout72",
                                   "heldout73", "heldout74", "heldout75", "heldout76", "heldout77", "heldout78", "heldout79",
                                   "heldout80", "heldout81", "heldout82", "heldout83", "heldout89", "heldout90", "heldout91", "heldout92", "heldout93", "heldout95",
                                   "heldout96", "heldout97", "heldout98", "heldout99", "heldout100", "heldout101", "heldout102", "heldout103", "heldout104", "heldout105", "heldout106",
                                   "heldout107", "heldout108", "heldout109", "heldout110", "heldout111", "heldout113", "heldout114", "heldout115", "heldout117", "heldout118", "heldout119",
                                   "heldout120", "heldout121", "heldout122", "heldout123", "heldout124", "heldout125", "heldout126", "heldout127", "heldout128", "heldout129")
HELD_OUT_FIRST: dict[str, dict] = {
    "heldout": {"fields": 153, "right": 35, "refused": 103, "wrong": 15, "cases": 30, "whole": 5,
                "commit": "dc062b3ffe658f828cd3c13dd072f955025535ef"},
    # Round 2: 30 rules of 21 dynasties (9 in no case before), 2003-2025, gathered after round 1 was taught,
    # from pages no other case cites, by someone who did not run the reader; measured at first sight on the commit
    # named, before anything was taught from it.
    # One expectation of the round was set to the corpus's convention after this record (its gatherer had noted the
    # doubt before the measure): a word default with no type said ("defaults to Sworn") is text, as in
    # job-title-intern and lane-start.
    "heldout2": {"fields": 129, "right": 46, "refused": 53, "wrong": 30, "cases": 30, "whole": 6,
                 "commit": "597a30d6c0427d8fbfeeb12913df46a7dbc2a9b5"},
    # Read further since: a series whose last piece is joined by "and" with no comma ("a Name (up to six words), a
    # Founder (…) and an Omen … (a sentence)"). One expectation aligned: h2-sect-allegiances expected that sentence
    # not read whole; each Sect's Name is read now, its Founder and Omen listed as not read.
    # Round 3: 30 rules of 23 dynasties (6 in no case before), 2003-2025, gathered blind after round 2 was taught (and
    # the nets added), from pages no other case cites; measured at first sight on the commit named.
    # Taught since: its wrong fields were sentences passed over in silence (the net widened) and a second holder's
    # bare declaration read under the first's name; none wrong now. No expectation of it was changed.
    "heldout3": {"fields": 130, "right": 36, "refused": 82, "wrong": 12, "cases": 30, "whole": 13,
                 "commit": "a7d2e0493976d1fa323e37c7675fe3c28c02c48c"},
    # Round 4: 20 rules of 16 dynasties (2 in no case before), 2003-2025, gathered blind after round 3 was taught, from
    # pages no other case cites; measured at first sight on the commit named.
    # Taught since: its wrong fields were a bound its own rule contradicts ("a positive integer … set to zero") and
    # "a number of Fittings" of things each with fields (a list, not a count). One expectation was set to the corpus's
    # convention: a statistic whose players start with a number ("a statistic called “Story Points” … New Personas
    # start with 0 SP") is an integer, as in famine-statistic, falls-statistic and marks-column.
    "heldout4": {"fields": 83, "right": 35, "refused": 45, "wrong": 3, "cases": 20, "whole": 11,
                 "commit": "30bc95b9b2cedbcf995793f6f0620868a73e4f72"},
    # Round 5: 30 rules of 22 dynasties (5 in no case before), 2003-2024, gathered blind after round 4 was taught, from
    # pages no other case cites; measured at first sight on the commit named.
    # Taught since: its wrong fields were a default cut at 'and' before its tracking ("defaulting to zero and tracked
    # in the GNDT") and a computed value passed over; none wrong now. No expectation of it was changed.
    "heldout5": {"fields": 171, "right": 34, "refused": 135, "wrong": 2, "cases": 30, "whole": 5,
                 "commit": "af1fd8a595c541fd3c10f2f82c5208487364f93b"},
    # Round 6: 17 rules of 10 dynasties (1 in no case before), 2004-2025, gathered blind after round 5 was taught, from
    # pages no other case cites; measured at first sight on the commit named.
    # Taught since: its wrong fields were the tracking before a name in title case ("a Privately Tracked Lantern", read
    # as the name); none wrong now. The holder of a variable of a kind of thing was set to the corpus's convention
    # (holder_of names it, as in h5-clan-ethos "Each Clan has an Ethos", ho-bounty-associated, department-budget) in
    # h6-intruder-field-password, h6-settler-name-optional, h6-settler-fealty and h6-shells-islander.
    "heldout6": {"fields": 55, "right": 22, "refused": 25, "wrong": 8, "cases": 17, "whole": 8,
                 "commit": "a4e848750027e05538d621ffa5cffc0c1936aa94"},
    # Round 7: five forms (3 declaration rules here, 2004-2022), gathered blind after round 6 was taught, measured at
    # first sight on the commit named.
    "heldout7": {"fields": 11, "right": 3, "refused": 8, "wrong": 0, "cases": 3, "whole": 1,
                 "commit": "438ffca160920658e150fd976d584a19ccdb0502"},
    # Round 8: 16 declaration rules of 21 dynasties (2003-2025; 2 in no earlier case), gathered blind while the reader
    # learnt asides, lower-case names and the bound families (from rounds 5-7), measured at first sight on the commit
    # named, before anything was taught from it.
    # Rounds 7 and 8 taught since (none wrong): holders that contain or own, sets of things, a count whose players start
    # with a single one, a starting value said with its noun ("a Paces value of 0"), a status derived from a variable
    # ("…, that Masker is Exposed") listed by the net, never passed over.
    "heldout8": {"fields": 80, "right": 21, "refused": 59, "wrong": 0, "cases": 16, "whole": 6,
                 "commit": "290b8cedc4814dfb740e3dc6301bf769866ab97f"},
    # Round 9: 16 declaration rules of 18 dynasties (2003-2025; 2 in no earlier case), gathered blind after round 8 was
    # taught, measured at first sight on the commit named, before anything was taught from it.
    # Taught since, none wrong: a GNDT column named in lower case, kept under a short name ("tracked in the GNDT as TP").
    "heldout9": {"fields": 71, "right": 34, "refused": 37, "wrong": 0, "cases": 16, "whole": 8,
                 "commit": "57c6d7a100f6700faa9e54ddcf4d699b8eeafb63"},
    # Round 10: 10 declaration rules of 10 dynasties (2003-2022; 2 in no earlier case), gathered blind after round 9
    # was taught, when about 70% of the stored pages a gatherer finds are already cited; measured at first sight on the
    # commit named, before anything was taught from it.
    "heldout10": {"fields": 41, "right": 19, "refused": 22, "wrong": 0, "cases": 10, "whole": 5,
                  "commit": "555e901394d992a2575ec4fa4a60c4eff6ae2d65"},
    # Taught with the action reader's round 10: none wrong at first sight, nothing of it taught yet (its refusals remain).
    # Round 11: 32 rules of 18 dynasties (2003-2025; new dynasties among them), gathered blind from pages no case cites
    # while the reader was taught the refusals of rounds 1-10; measured at first sight on the commit named (the merge
    # of that teaching), before anything was taught from it.
    "heldout11": {"fields": 162, "right": 75, "refused": 82, "wrong": 5, "cases": 32, "whole": 14,
                  "commit": "5083005f59f78166ee310bdd194eab48e66c6530"},
    # Taught since (the record above is as measured before); one expectation aligned with the corpus's convention:
    # "Each Operative has a Talent and Failing privately tracked by the Doorman." declares two variables, Talent and
    # Failing, as round 4's h4-grade-bureau-gdnt "has a Grade, and Bureau of Origin (BOO) tracked in the GDNT" declares
    # Grade and Bureau of Origin (it was one sentence listed as not read; the round now has 167 fields, not 162).
    # Taught (0 wrong): a word default is not free text when the rule lists the values after it; "may either be" listed.
    # Round 12: five declaration rules (8 fields) of 3 dynasties (2006-2025) from pages no case cites (reuters,
    # word_play, cowering_take_2), each a form unseen before, gathered blind at the end of a working period on commit
    # 35ca992; measured at first sight on that commit's reader, before anything was taught from it.
    "heldout12": {"fields": 8, "right": 8, "refused": 0, "wrong": 0, "cases": 5, "whole": 5,
                  "commit": "35ca992151dce6aea4385d8e9ea405ff9c9a3e33"},
    # Round 13: 32 declaration rules of 28 dynasties (5 in no case before), 2003-2024, from 39 pages no case cites,
    # gathered blind after rounds 1-12 were taught (52 queries; about 72% of the pages they found were cited already);
    # measured at first sight on the commit named, before anything was taught from it.
    "heldout13": {"fields": 141, "right": 48, "refused": 93, "wrong": 0, "cases": 32, "whole": 17,
                  "commit": "2f530bf1ba992bb7b7734aa09add01a383616d82"},
    # One expectation of round 13 aligned with the corpus's convention after this record (its gatherer had noted the
    # doubt): a name said with its abbreviation in brackets is named by its full words, as round 4's
    # h4-grade-bureau-gdnt "Bureau of Origin (BOO)" and h4-ores-four "Cobaltite (C)" are: h13-shya-score-defaults-zero
    # declares "Standard Heuristic for Yard Aggression", not "SHYA". And a default that says the absence of a value
    # ("defaulting to none") where no list of values holds it is default_text, as ho-fangs-two "default to nothing",
    # h4-spot-none-default "no Spot" and journey-undefined are (h13-outposts-holder-site-kit's holder; a default among
    # listed values, fealty-default-none "None", stays a default). Its "(or “RN”)" and its scopes of items were kept.
    # Taught since (none wrong): fields of things named in the plural and where they are kept, two variables each with
    # its own clause and 'Both', ranges said 'ranging', names with their initials, qualified and second-kind holders.
    # Round 14: 30 declaration rules of 31 dynasties (2 in no case before), 2004-2025, from 37 pages no case cites,
    # gathered blind while round 13 was taught (81 queries); measured at first sight on the commit named, the readers
    # taught round 13, before anything was taught from it.
    "heldout14": {"fields": 145, "right": 46, "refused": 93, "wrong": 6, "cases": 30, "whole": 10,
                  "commit": "f4cada9fc18dd2bc00c5da800a53e58f76a9e083"},
    # Two expectations of round 14 aligned with the corpus's convention after this record: a name said with the noun
    # 'score' after it is named without it, as resolve-score "a Resolve score", ho-hindsight-score "a Hindsight score"
    # and the round's own h14-sector-growth-floor-one "a Growth score" are: h14-ltr-score-sum-of-audience declares
    # "LTR". Its other doubts follow conventions the corpus has and were kept:
    # "defaults to empty" of no said kind as the words (h3-trade-job-bullets), "or no Mirage, defaulting to the
    # latter" as the words (h4-spot-none-default), a blank among the values listed as not read (h11-curio's
    # Whereabouts), a number said only by its default an integer (h4's Story Points). And a word default with no type
    # said is text, as round 2's note above says: h14-tile-colour-default-grey "defaulting to Grey" is of kind text.
    # Taught since (none wrong): "defaults to empty" kept as words, values listed after a change, kinds' fields, new ones' starts.
    # Round 15: 30 declaration rules of 14 dynasties (2 in no case before), 2005-2023, from pages no case cites,
    # gathered blind while round 14 was taught (70 queries; three uncited pages dropped, their sentences being in a
    # taught Ruleset); measured at first sight on the commit named, the reader taught round 14, before anything was
    # taught from it.
    "heldout15": {"fields": 138, "right": 36, "refused": 99, "wrong": 3, "cases": 30, "whole": 10,
                  "commit": "9be859dfda9da3455bf8a21004874166a4978764"},
    # Taught since (none wrong, no expectation changed): named parts of wiki pages, counting numbers, 'level' after a
    # name, longer abbreviation asides, 'by default' after a default; derived values kept by nothing, 'None' defaults
    # and things that are sub-rules of the rule no longer read as variables.
    # One expectation aligned later with the corpus's convention: h15-villager-rapport-zero-to-five "Each islander has a
    # “Rapport” attribute" names its holder Islander, capitalised as the rules' other holders, as round 11's
    # h11-swag-per-nook-private "Each nook has …" names it Nook (holder_of "islander" before).
    # Round 16: 25 declaration rules of 23 dynasties, 2003-2025, from 36 pages no case cites, gathered blind while round
    # 15 was taught (67 queries); measured at first sight on the commit named, the readers taught round 15, before
    # anything was taught from it.
    "heldout16": {"fields": 196, "right": 60, "refused": 136, "wrong": 0, "cases": 25, "whole": 11,
                  "commit": "27f8797aa94e96e1de3335300bd97f4c8d25aae6"},    # One expectation of round 16 aligned with the corpus's convention after this record: a name of one of two kinds of
    # player is written with an article on each, as h11-admire-feud-names "a Singer or an Idle Singer" and
    # h13-debt-field-names-pupil "a Pupil or an idle Pupil": h16d-company's Captain is "a Marshal or a Warlord".
    # Taught since (none wrong): a series of fields each with its clause in brackets, what the holder is before a
    # semicolon, a kind's variables said public, values after "There are", a GNDT column said before whose value it
    # lists, a kind's holders said in brackets, lower-case names before a comma, names in single curly quotes.
    # One more expectation of round 16 aligned later: h16d-design-spark-ledger-integer "Design Spark is an integer
    # tracked on the Staff Ledger" is kept on a wiki page, public, as the same dynasty's firm-purse "The Firm Purse is a
    # monetary value that is tracked on the Firm Portal" is (tracked "wiki page", public; not said before).
    # Round 17: 8 declaration rules of 6 dynasties (2004-2024), from pages no case cites (nine in ten of those found
    # were cited already), gathered blind while round 16 was taught; measured at first sight on the commit named (the
    # reader taught rounds 15 and 16), before anything was taught from it.
    "heldout17": {"fields": 40, "right": 3, "refused": 36, "wrong": 1, "cases": 8, "whole": 0,
                  "commit": "4b3d3a16435f05f99721eedc6d90cc710bb5d1aa"},
    # Taught since (none wrong): "trait" before a name, a positive non-zero integer, what a thing "can contain" listed,
    # and a value of the game named before in a sentence not read left unsure (it may be each player's).
    # Round 18: 5 declaration rules of 3 dynasties (2005-2016), each a form judged unlike the common ones, from pages
    # no case cites (the stored pages gave five), gathered blind after rounds 15-17 and the corpus's refusals were
    # taught; measured at first sight on the commit named, before anything was taught from it.
    "heldout18": {"fields": 32, "right": 1, "refused": 31, "wrong": 0, "cases": 5, "whole": 1,
                  "commit": "faa386163a51f1fd620a584b34d6ba78f9d4e098"},
    # Round 19: 14 declaration rules of 12 dynasties (2003-2021), from 20 pages no case cites (91 queries; the other
    # pages found were cited already), gathered blind while the refusals of every round were taught; measured at
    # first sight on the commit named, before anything was taught from it. Of it, the 5 rules of dynasties no other case
    # cites: 3 / 20 / 1 of 24 fields.
    "heldout19": {"fields": 62, "right": 11, "refused": 50, "wrong": 1, "cases": 14, "whole": 5,
                  "commit": "fde09c242b59567b60ed9c9c160042e363e1f3b3"},
    # Taught since (none wrong): its wrong field, "Each Desk has the following attributes:" read as a variable
    # "following attributes" held by each Desk (a holder's verb before "the following" leads a list, names nothing);
    # then a range with its verb before it ("that can be between zero and 80"), "This quantity" of the variable just
    # declared, "one" as the article of a name whose values follow, a currency named by its sign ("a quantity of £"),
    # and a possessive without its apostrophe ("An Agitators Leaning is a string"). No expectation of it was changed.
    # Round 20: 7 declaration rules of 7 dynasties (2003-2025), from pages no case cites (30 queries), gathered blind
    # while round 19 and the refusals were taught; measured at first sight on the commit named (rounds 18 and 19
    # taught), before anything was taught from it.
    "heldout20": {"fields": 37, "right": 5, "refused": 32, "wrong": 0, "cases": 7, "whole": 2,
                  "commit": "d0852361cd52a49efb4ee1a7e813c183bed6bc3a"},
    # Round 21: 4 declaration rules of 2 dynasties (2011, and a Ruleset of about 2025), from the only 2 uncited pages
    # 17 queries found (of about 45), gathered blind after round 20 and the fourth pass were taught; measured at first
    # sight on the commit named, before anything was taught from it.
    "heldout21": {"fields": 8, "right": 3, "refused": 5, "wrong": 0, "cases": 4, "whole": 3,
                  "commit": "89673f1d45c5e09a77f2b83633ea7ee727e54e6b"},
    # Round 22: 20 declaration rules of 20 dynasties (2003-2023), from 27 pages no case cites (87 queries returned 48 uncited
    # pages; the rest held core rules only, copies of cited posts, or no rule text), gathered blind after round 21;
    # measured at first sight on the commit named, before anything was taught from it.
    "heldout22": {"fields": 66, "right": 19, "refused": 47, "wrong": 0, "cases": 20, "whole": 8,
                  "commit": "e547bcd4d25ced9a3cb5d1ca217081468bddb1b8"},
    # Read further since: "A number of Cabals exist, each with a Name, and a Reach signifying …". One expectation
    # aligned: each Cabal's Name is a field of it, as round 24's Fronts' Name is (it was left out).
    # Round 23: 15 declaration rules of 20 dynasties (2003-2025), from 28 pages no case cites (128 queries returned about
    # 70 uncited pages, most of them core rules only or talk), gathered blind after round 22 was taught and the parts
    # were tried in combinations; measured at first sight on the commit named, before anything was taught from it. It
    # reads the same on the commit before this round's gathering began and before round 22 was taught (26df41f).
    "heldout23": {"fields": 84, "right": 10, "refused": 73, "wrong": 1, "cases": 15, "whole": 2,
                  "commit": "9c6200f9b5cf5a3f32295eddb052c893eceae1cd"},
    # Taught since, 0 wrong: its wrong field, "Every Cutpurse has a Level of Infamy" read as a variable "Level of
    # Infamy" (the noun capitalised with the name: the variable is Infamy, as "a level of Wellness" reads); then a
    # bound said as what a player cannot have ("A Stoker cannot have more than 18 Steam") and a text said by what its
    # field accepts ("that will accept both numbers and letters"). No expectation of it was changed.
    # Round 24: 18 declaration rules of 12 dynasties (2004-2023), from 27 pages no case cites (118 queries returned about 42
    # uncited pages), gathered blind while round 23 was taught; measured at first sight on the commit named, before
    # anything was taught from it. On 26df41f (before rounds 22 and 23 were taught and the parts tried in combinations) it reads 19 / 144 / 0: the
    # combinations' parts read 5 of its fields.
    "heldout24": {"fields": 163, "right": 24, "refused": 139, "wrong": 0, "cases": 18, "whole": 3,
                  "commit": "20d413f9c2705c6b8967dc5fe36a840f96336d96"},
    # Read further since: "A number of Fronts exist, each with a Name, a Reach Index signifying … (with a minimum of
    # zero) and a Traits List (defaulting to “None”)." (things said to exist, each with fields; what a value means right
    # after its name an aside; the last of a series joined by "and"). One expectation aligned: the Traits List's
    # "defaulting to “None”" is the default "None", as fealty-default-none and round 15's single Trade read it (it was
    # the words "None").
    # Taught since (none wrong at first sight, none now): "integral" of an integer; several names then their kind as
    # "statistics", "each defaulting to 400"; the values said as what it "may be set to"; "This is tracked in the GNDT as
    # a non-negative integer, Heat, …". A value "tracked in the Boss’s Heat field in the GNDT" (the emperor's) is not
    # read now, as gndt_row leaves the emperor's row (it was read as each player's in silence, once the rest of its
    # case was read). It reads 49 / 114 / 0 of 163 now. No expectation of it was changed.
    # Round 25: 16 declaration rules of 20 dynasties (2003-2023), from 23 pages no case cites (57 queries returned 48
    # uncited pages), gathered blind after rounds 22-24 were taught; measured at first sight on the commit named (the
    # last reader of that teaching), before anything was taught from it. It reads the same on 26df41f, the reader
    # before rounds 22-24: nothing taught from them moved it.
    "heldout25": {"fields": 122, "right": 34, "refused": 87, "wrong": 1, "cases": 16, "whole": 8,
                  "commit": "b318190118f9c63d580e9c8830d8448a53cbf786"},
    # Taught since, none wrong: its wrong field, "Cultures are classified by their Mass:" and its ranges passed over
    # (a status read off another value, listed now); then "Each Player has the following Holdings as non-negative
    # integers tracked in the GNDT that default to 0: Coin, …" (what the lead says after "as" given to each name after
    # the colon). It reads 65 / 57 / 0 of 122 now. No expectation of it was changed.
    # Round 26: five forms, 5 declaration rules of 7 dynasties (2006-2021) from 7 pages no case cites (20 queries),
    # gathered blind at the end of the work on rounds 22-25 and measured at first sight on the commit named (the final
    # reader), before anything was taught from it. Nothing taught from it since; one expectation was aligned with the
    # corpus's convention (the record above is as measured before): the Guild's Sway has its holder "Guild" beside its
    # scope, as every other holder of the corpus does ("Each Guildhall has …": holder_of Guildhall). 0 wrong now.
    "heldout26": {"fields": 38, "right": 13, "refused": 24, "wrong": 1, "cases": 5, "whole": 1,
                  "commit": "8901c44fd263ddf8db1afd0464cec2e4ee04a5be"},
    # Round 27: 12 declaration rules of 12 dynasties (2004-2024), from 19 pages no case cites (73 queries), gathered
    # blind while rounds 23-26 were taught and measured at first sight on the commit named, before anything was taught
    # from it. It reads exactly the same on 50a88df, the reader before that teaching.
    # Taught since, precision first (0 wrong, 35 read of 86): "defaulting to an empty set" a list, empty; "starts out
    # with eir Loyalty set to Neither"; a kind read off a word default not kept where a sentence not read names the
    # value (the wrong field at first sight); "within the GDNT there exist a field called …", "a column called …";
    # "either yes or no"; "will start as set to Yes for every Delegate …"; values said with "the"; "a randomly chosen
    # Home Rink" (its start listed as not read); a player's value named but never declared ("that Skater’s Homelane")
    # listed (validators.declaration_nets). No expectation was changed.
    "heldout27": {"fields": 87, "right": 20, "refused": 66, "wrong": 1, "cases": 12, "whole": 3,
                  "commit": "d21112932ed35bb087cdd6accd2b4e1bac18aac9"},
    # Read further since: "An aerodrome has a name (a string), a position (…), and a loyalty (…)." (a kind of thing in
    # lower case with "An"). One expectation aligned: "Aerodromes are tracked on the Atlas." is a wiki page, as "tracked
    # on the Staff Ledger" (round 16) and "on the Firm Portal" (the corpus) read (it expected the place not read).
    # Round 28: 10 declaration rules of 10 dynasties (2003-2023), from 16 pages no case cites, gathered blind while
    # round 27 was taught and measured at first sight on the commit named, before anything was taught from it. On
    # 50a88df, the reader of the session before, it reads 18 / 46 / 1: the nets run once the whole Ruleset is read
    # list the sentence whose wrong field that was.
    # Taught since: "Valid Whereabouts are:-" and its list; "a text string describing a game action" (25 / 40 / 0 of
    # 65 now). No expectation was changed.
    "heldout28": {"fields": 65, "right": 18, "refused": 47, "wrong": 0, "cases": 10, "whole": 2,
                  "commit": "0078c82ade6ac668b87d9d3be4b9bcc5a378e597"},
    # Round 29: 8 declaration rules of 8 dynasties (2003-2026), from 16 pages no case cites, gathered blind while rounds
    # 27 and 28 were taught and measured at first sight on the commit named, before anything was taught from it. It
    # reads the same on 50a88df.
    # Taught since, precision first (0 wrong, 6 read of 69): its two wrong fields were sentences passed over in silence
    # (states with no name, "Each of the ninety six Bells can be Cracked, Tuned or Silent."; a board, "an 8x8 grid
    # containing the numbers from 1 to 64"), listed now by the net; read now: values and a range in brackets after a
    # name ("a Standing (\"Master\" or \"non-Master\") and a Tier (0-7)"), a range of whole numbers an integer, "All
    # Deckhands will have", "… and indicating how much …". No expectation was changed then; one was aligned later, when
    # "a possibly empty list of distinct Harbours (i.e. duplicates are not allowed in the list)" came to be read: the
    # Wares' entries each once ("distinct") is said by the text, and its expectation had left it out.
    "heldout29": {"fields": 69, "right": 1, "refused": 66, "wrong": 2, "cases": 8, "whole": 0,
                  "commit": "fbdf594762f8b2471753295ea567baa6790c1dbc"},
    # Round 30: 3 declaration rules (2016-2022) from the 9 uncited pages of round 30's actions, gathered blind and
    # measured at first sight on the commit named, before anything was taught from it; the same on 50a88df.
    "heldout30": {"fields": 27, "right": 2, "refused": 25, "wrong": 0, "cases": 3, "whole": 1,
                  "commit": "932632f77b50884ba3a1c6cae196e789390cba22"},
    # Round 31: five forms, 5 declaration rules of 4 dynasties (2005-2021) from the pages of round 31's actions,
    # gathered blind during the review and measured at first sight on the commit named, the final reader. Untaught.
    "heldout31": {"fields": 18, "right": 7, "refused": 11, "wrong": 0, "cases": 5, "whole": 3,
                  "commit": "af878e27bee7e8b1cc431e513aa6d62ad5fe37a0"},
    # Round 32: 8 declaration rules of 4 dynasties (2009-2022) from the pages of round 32's actions, gathered blind and
    # measured at first sight on the commit named, before anything was taught from it; the same on d71578d. Its two
    # wrong fields are sentences passed over in silence that declare a state of each holder with no name ("Each
    # Burgher can be either a “Mercantilist”, “Physiocrat” or “Undecided”.").
    "heldout32": {"fields": 19, "right": 6, "refused": 11, "wrong": 2, "cases": 8, "whole": 4,
                  "commit": "5a840b9da79828c146c20a776564a15a55eb48dc"},
    # Taught since: the net lists a state of each holder with no name whose values are quoted or in lower case ("Each
    # Burgher can be either a “Mercantilist”, …", "Every Bivouac either has laced flaps or unlaced flaps."); 8 / 11 / 0.
    # Round 33: five forms, 5 declaration rules of 5 dynasties (2004-2022) from the pages of round 33's actions,
    # gathered blind and measured at first sight on the commit named, before anything was taught from it; the same on
    # d71578d. Nothing read, nothing wrong: each rule in a form the reader had not met. Untaught. One of its cases,
    # h33d-rapport-pair-up-down, is from a page the corpus already cites (blogspot 2004/10, "Trust"; the gatherer
    # checked the address form, not the title): without it, 0 / 58 / 0 of 58.
    "heldout33": {"fields": 72, "right": 0, "refused": 72, "wrong": 0, "cases": 5, "whole": 0,
                  "commit": "64369f93de59ae455d910f51e5a54f66446a4c93"},
    # Round 34: five forms (six rules) per reader of 11 dynasties (2004-2021), 12 pages no case cites in any address
    # form or title (45 queries; four of its dynasties have cases from other posts), gathered blind at the end of
    # this stop and measured at first sight on the commit named (the reader as it stood then), before anything was
    # taught from it; the same on d71578d. Untaught.
    "heldout34": {"fields": 20, "right": 10, "refused": 10, "wrong": 0, "cases": 6, "whole": 3,
                  "commit": "719dab0e4a6d6c2db383227f6af290ed32b649ff"},
    # Round 35: five forms per reader, 5 rules of 7 dynasties (2004-2021), 8 pages no case cites by address or title
    # (30 queries), gathered blind during the review of this stop and measured at first sight on the commit named, the
    # final reader, before anything was taught from it.
    "heldout35": {"fields": 20, "right": 4, "refused": 16, "wrong": 0, "cases": 5, "whole": 1,
                  "commit": "d282198778bceb54a7fbef0562a4fd685f65bebc"},
    # Round 36: five forms, 6 rules of 6 dynasties (2003-2024), from the pages of round 36's actions, gathered blind
    # while this stop taught the corpus and measured at first sight on the commit named, before anything was taught
    # from it; it reads the same on 2fa0d48, the reader of the stop before.
    "heldout36": {"fields": 32, "right": 4, "refused": 28, "wrong": 0, "cases": 6, "whole": 2,
                  "commit": "dc4e1c58a8a68dab9386be9b342ed841b4ee60c2"},
    # Taught since (18 / 14 / 0): "which are privately tracked by the Sibyl and 0 by default" (the verb said once for
    # both clauses); "Each Tourist is able to carry 0-3 Trinkets, which are any objects identified as “trinket” …" (things
    # each may carry, a count said; what may be an entry, by the rules' word), "Tourists default to carrying 0
    # Trinkets" (none: an empty list), "Every Trinket carried by each Tourist is publicly tracked.". No expectation was
    # changed.
    # Round 37: five forms, 6 rules of 6 dynasties (2007-2024), from the pages of round 37's actions, gathered blind after
    # round 36 was taught and measured at first sight on the commit named, before anything was taught from it; it reads
    # the same on 2fa0d48, the reader of the stop before.
    "heldout37": {"fields": 46, "right": 21, "refused": 21, "wrong": 4, "cases": 6, "whole": 2,
                  "commit": "ba744a47442abe39ce20dc91bce23c04b6f9cff8"},
    # Taught since, precision first (22 / 24 / 0): its wrong fields were kinds not said and no sentence listed: "An Open
    # Chore can be the name of any Open Work." (what a declared value may be, said by its name alone) is read, the name
    # of a thing no player listed; "this causes the Lodge to become Unmasked" (a state taken in passing) is listed by
    # the net. Then (42 / 4 / 0): "There are several structures tracked on the Parish wiki page. Each structure has a
    # title, a worth (which is a number), and a condition, which is one of scorched, …, defaulting to open." (the last
    # piece of a series keeps its own clause to the sentence's end; a thing in lower case has its fields in lower case;
    # a thing's title a text). No expectation was changed.
    # Round 38: five forms, 6 rules of 5 dynasties (2003-2022), from the pages of round 38's actions, gathered blind after
    # round 37 was taught and measured at first sight on the commit named, before anything was taught from it; it reads
    # the same on 2fa0d48, the reader of the stop before.
    "heldout38": {"fields": 11, "right": 6, "refused": 5, "wrong": 0, "cases": 6, "whole": 5,
                  "commit": "2fc9d305eb25cd6310824e0962c5e47a35f6495c"},
    # Taught since (9 / 2 / 0): a proposal's word of enacting before what it enacts is left out ("THEREFOR there exists
    # a field in the GDNT called “Standing” …"), and what a field holds said in words ("which tracks the current status
    # of a Comrade within the Collective") passed over with a note. No expectation was changed.
    # Round 39: five forms, 6 rules of 7 dynasties (2006-2018), from the pages of round 39's actions, gathered blind at
    # the end of the stop and measured at first sight on the commit named, the last reader of the stop, before anything
    # was taught from it; it reads the same on 2fa0d48. Untaught.
    "heldout39": {"fields": 28, "right": 3, "refused": 25, "wrong": 0, "cases": 6, "whole": 2,
                  "commit": "e96c8755019c39c4d20bc4e627873f588ee8ca9b"},
    # Round 40: five forms, 5 rules of 5 dynasties (2004-2021), from the pages of round 40's actions, gathered blind at
    # the end of the stop and measured at first sight on the commit named, the final reader of the stop; it reads the
    # same on 2fa0d48. Untaught.
    "heldout40": {"fields": 30, "right": 12, "refused": 18, "wrong": 0, "cases": 5, "whole": 2,
                  "commit": "216868960db01388fd7b8ab87fc70d0762c40c74"},
    # Round 41: five forms, 6 rules of 5 dynasties (2005-2020), from the pages of round 41's actions, gathered blind
    # during the review of this stop and measured at first sight on the commit named, the reviewed reader. On 2fa0d48,
    # the reader of the stop before, it reads 22 / 28 / 5 of 55: what this stop taught reached it (4 fields more read,
    # and one wrong more). Since: a name quoted with the sentence's stop inside its quotes (a GNDT column named
    # “Marks.”) is read without it (30 / 24 / 2); its two wrong fields left are lists whose entries the text names
    # ("a list of names") where its expectation leaves them out. Untaught. Those two expectations were aligned later
    # with the corpus's convention (the record above is as measured before): a list's entries are given as the text
    # names them ("a list of names": names; "a collection of Currents": Currents), as rounds 3, 5 and 8 give "of".
    "heldout41": {"fields": 56, "right": 26, "refused": 24, "wrong": 6, "cases": 6, "whole": 2,
                  "commit": "867b0d1d0adfd39e7f6f5df66fbd8c3b23b75a0e"},
    # Round 42: up to eight forms, 7 rules of 3 dynasties (2005-2009), from the pages of round 42's actions, gathered
    # blind and measured at first sight on the commit named; it reads the same on 386eedb. Untaught.
    "heldout42": {"fields": 45, "right": 8, "refused": 37, "wrong": 0, "cases": 7, "whole": 1,
                  "commit": "8949a642974d79cdc4ce4dd114ce4497526844a1"},
    # Taught since (31 / 15 / 0): "Buzz is statistic tracked on GNDT, represented by any integer"; "another statistic
    # called …"; "measured in G’s" a unit in words (a number, no money); "has 4 Shift Points" a count whose value is
    # not called a default; "unless another rule gives em …" no field; "a wiki document called, “Stunt Props” which
    # contains a list of props which may be used …"; a decimal number (its kind and bound not read, the rest read); "the
    # number of Laurels e has, tracked in the GNDT column "Laurels"" in passing. One expectation aligned with the
    # corpus's convention, now said in the docstring (the record above is as measured before): the list's "of".
    # Round 43: up to eight forms, 6 rules of 2 dynasties (2009, 2019), from the pages of round 43's actions, gathered
    # blind after round 42 was taught and measured at first sight on the commit named; it reads the same on 386eedb.
    # Untaught.
    "heldout43": {"fields": 65, "right": 35, "refused": 30, "wrong": 0, "cases": 6, "whole": 3,
                  "commit": "2a8093be240e57c605488e36f500e2d17e6410f4"},
    # Taught since (47 / 18 / 0): values quoted with the default marked beside one ("either “Camp” (the default) or
    # “The Moor”"); things of two words said to exist and where they are listed ("There exist Principal Roles, which
    # are listed in the wiki page Principal Roles"); a thing of two words as a holder ("Each Principal Role has …"); a
    # list of things of two capitalised words. No expectation was changed.
    # Round 44: five forms, 6 rules of 4 dynasties (2004-2022), from the pages of round 44's actions, gathered blind
    # during the review of this stop and measured at first sight on the commit named. Untaught.
    "heldout44": {"fields": 69, "right": 14, "refused": 54, "wrong": 1, "cases": 6, "whole": 1,
                  "commit": "6f09c28c6f18dddf77089917d397d6778ac0d4d5"},
    # Round 45: five forms, 6 rules of 6 dynasties (2015-2025), from the pages of round 45's actions, gathered blind
    # and measured at first sight on the commit named. Untaught.
    "heldout45": {"fields": 53, "right": 28, "refused": 25, "wrong": 0, "cases": 6, "whole": 2,
                  "commit": "e6e8a4fe70cca2965cab891fe214a29cfd264869"},
    # Round 46: five forms, 6 rules from 9 dynasties (2011-2026), from the pages of round 46's actions, gathered blind
    # while round 45 was taught and measured at first sight on the commit named. Since: read by general parts (a word of
    # adding before the holder, "In addition to a Berth,"; values on bare lines after "These are the possible duties:";
    # a plural's -ies; "There are two … variables named “Hurt” and “Struck”"; "a list containing 0 or more names of";
    # "… and number of Pesos, …; both of these are publicly tracked"; "Tinker have"): 30 / 10 / 0. One expectation
    # aligned: the `of` of "a list containing 0 or more names of Homesteaders" is Homesteaders, as round 1's "list of
    # the names of all active Surveyors" is Surveyors (the docstring says so now).
    "heldout46": {"fields": 40, "right": 2, "refused": 38, "wrong": 0, "cases": 6, "whole": 1,
                  "commit": "69bd709949b2aed13210d9e82d3ec42b80a5dde7"},
    # Round 47: five forms, 6 rules from 7 dynasties (2004-2025), from the pages of round 47's actions, gathered blind
    # while round 46 was taught and measured at first sight on the commit named; it reads the same on e6e8a4f: what
    # rounds 45 and 46 taught did not reach it. Its wrong field: a status the gatherer expected listed ("Hidden
    # Trinkets … are not tracked in the public field") passed over. Untaught.
    "heldout47": {"fields": 33, "right": 1, "refused": 31, "wrong": 1, "cases": 6, "whole": 1,
                  "commit": "be6041ae6931ec2d6705adc3db7db9106530af75"},
    # Round 48: up to five forms, 6 rules from 5 dynasties of 2009-2010, from the pages of round 48's actions, gathered
    # blind and measured at first sight on the commit named; it reads the same on e6e8a4f. Its wrong fields: a list
    # named by its GNDT heading passed over while its item was read as a variable ("Satchel", "Bonbons": 6), a name
    # of a player read as one of two listed values ("None" or a player's name). Since: a blank for a name among listed
    # values ("NOVICE’S NAME") leaves the declaration not read (2 wrong to refused). Otherwise untaught.
    "heldout48": {"fields": 52, "right": 13, "refused": 31, "wrong": 8, "cases": 6, "whole": 1,
                  "commit": "8efcc43bfab69839b3b068bf0669816a104620ce"},
    # Round 49: five forms, 6 rules from the pages of round 49's actions (2009-2011), gathered blind during the review
    # of this stop and measured at first sight on the commit named; it reads the same on e6e8a4f. None wrong. Untaught.
    "heldout49": {"fields": 53, "right": 9, "refused": 44, "wrong": 0, "cases": 6, "whole": 0,
                  "commit": "0b13a54dc121eed28b31a5f0db96950275a90c29"},
    # Round 50: five forms, 6 rules of 6 dynasties of 2012-2022 (Amnesiacs, Apprentices, Cells, Memories of Atlantis,
    # Townspersons, Cults), from 9 pages no case cites, gathered blind and measured at first sight on the commit named
    # (the reader of the stop before, with only a wiki parser's change). Its wrong field: a status said in passing ("A
    # Cabal can also be Burned if certain conditions are fulfilled") passed over where its gatherer expected it listed.
    # Untaught.
    "heldout50": {"fields": 31, "right": 5, "refused": 25, "wrong": 1, "cases": 6, "whole": 0,
                  "commit": "a376d484ae5aa7e11ffecf902510f6e627163932"},
    # Round 51: five forms, 6 rules of 2004-2022 (Guardians, Memories of Atlantis, Students, Agents, Vampire Lords,
    # Failed Experiments, Cults, Guests, Teamspersons), from 10 pages no case cites, gathered blind while this stop
    # taught rounds 48-50 and measured at first sight on the commit named; it reads the same on aa0514f, the reader
    # before this stop. None wrong. Untaught.
    # One expectation aligned since with the corpus's convention (now in the docstring, as rounds 13 and 25 write it):
    # "A sentinel’s held relic … defaults to none" is a default_text, "none", not a value.
    "heldout51": {"fields": 20, "right": 4, "refused": 16, "wrong": 0, "cases": 6, "whole": 2,
                  "commit": "f4ab11befdfd156c503b353092076f2d96f8af15"},
    # Round 52: a partial round (4 rules, 61 queries) of 2004-2023 (Vampire Lords, Crew Members, Kaiju Gods, Brokers),
    # from pages no case cites, gathered blind while this stop taught rounds 47-51 and measured at first sight on the
    # commit named; it reads the same on aa0514f. Three of its four rules expect only a sentence listed. None wrong.
    # Untaught.
    "heldout52": {"fields": 8, "right": 4, "refused": 4, "wrong": 0, "cases": 4, "whole": 3,
                  "commit": "416a70fb75840004f8d25159947fcb09ef840d18"},
    # Round 53: five forms (3 rules found in 58 queries: Warlords 2004, Realtors 2021), gathered blind during the
    # review of this stop and measured at first sight on the commit named, the reviewed reader; it reads the same on
    # aa0514f. None wrong. Untaught.
    "heldout53": {"fields": 64, "right": 9, "refused": 55, "wrong": 0, "cases": 3, "whole": 1,
                  "commit": "545a26a858c015d9c7ca1858d3530913a1f13b3e"},
    # Round 54: six rules of 2004-2023 (a dynasty of May 2004, Adventurers 2008, Islands 2020 twice, the Proprietor's
    # Groups 2022, Engineers 2023), from 6 pages no case cites found in 27 queries, gathered blind and measured at first
    # sight on the commit named (the reader as rounds 50-53 left it); it reads the same on aa0514f. Its wrong field: "Each
    # Delver also has a Max Vigour", whose next sentence computes it ("always equal to 6 plus three times …"), read as a
    # value of each Delver where its gatherer expects it listed as no value tracked. A wiki page named as where a value is
    # tracked was written by its page's name, set to the corpus's convention ("wiki page") before the measure. Untaught.
    "heldout54": {"fields": 45, "right": 11, "refused": 33, "wrong": 1, "cases": 6, "whole": 0,
                  "commit": "623aacad2d1b31061bf8090720ed45b269c58ba1"},
    # Round 55: six rules of 2024-2025 (Thieves, Agents, a heist dynasty, the Concierge's hotel), from pages no case cites,
    # gathered blind and measured at first sight on the commit named; it reads the same on 623aaca. None wrong. One
    # expectation was set to the corpus's convention before the measure: "Locations are tracked privately by the Porter"
    # is tracked "privately", tracked_by the Porter (its gatherer wrote it not read). Untaught.
    "heldout55": {"fields": 42, "right": 13, "refused": 29, "wrong": 0, "cases": 6, "whole": 0,
                  "commit": "68edeff35f3049eba82e2bb3677bbea250b203db"},
    # Round 56: six rules of 2016-2026 (Goblins 2016, the Council's Heist 2022, a heist dynasty 2025, Defusers 2026, some
    # from mirrors of 2026 proposals and a wiki user page), from pages no case cites, gathered blind while this reader was
    # taught and measured at first sight on the commit named; it reads the same on 623aaca. Its wrong field: a default
    # worked out from the others ("defaulting to the average of active Goblins") kept as its words, where its gatherer
    # lists it as not sure (an average of Goblins, not of their Grit). Untaught.
    "heldout56": {"fields": 79, "right": 11, "refused": 67, "wrong": 1, "cases": 6, "whole": 1,
                  "commit": "02bdbcfcf0024002bcc9792bd807331b233b56e6"},
    # Round 57: five forms, 5 rules of 2003-2022 (Citizens 2003, Players 2011, Employees 2022 twice, Innies), from pages no
    # case cites, gathered blind while the reader was reviewed and measured at first sight on the commit named; it reads
    # the same on 623aaca. None wrong. Untaught.
    "heldout57": {"fields": 32, "right": 11, "refused": 21, "wrong": 0, "cases": 5, "whole": 2,
                  "commit": "139c8559e2463bf638dfa41d7c310d972c0b18b7"},
    # Round 58: 5 rules of 2003-2007 and one undated (Robots 2003, Families 2004, Olympians 2007, Noblemen 2020,
    # Divinities), from pages no case cites, measured at first sight on the commit named: three of its five expect only
    # sentences listed, one nothing declared. None wrong. Untaught.
    "heldout58": {"fields": 11, "right": 6, "refused": 5, "wrong": 0, "cases": 5, "whole": 4,
                  "commit": "de3854b36de2fd1e97b78b4c33cee74df656337e"},
    # Round 59: 5 rules of 2005-2015 (Crewmembers 2005 twice, Apprentices 2009, Farmers 2011, a Restaurant dynasty 2015),
    # from pages no case cites, gathered while round 58 was taught and measured at first sight on the commit named;
    # de3854b reads it the same. Its wrong field: a default worked out from the others read as its computed words
    # ("the length of the longer Satchel of any Pupils sharing the hearth") where its gatherer writes them with the
    # words before ("a number of logs equal to …"). Untaught.
    "heldout59": {"fields": 25, "right": 23, "refused": 1, "wrong": 1, "cases": 5, "whole": 3,
                  "commit": "0a1bc41af28d650896b155aa083a5ddf88f62e8b"},
    # Round 60: 5 rules of 2019-2025 (Islands 2020 twice, Duels 2019, Tower of Citizens 2021, an islands-and-tokens
    # dynasty 2025), from pages no case cites, measured at first sight on the commit named; de3854b reads it the same.
    # None wrong. Untaught.
    "heldout60": {"fields": 33, "right": 16, "refused": 17, "wrong": 0, "cases": 5, "whole": 3,
                  "commit": "afd8df8dd840f2b3731f34458caf002f8a034ac6"},
    # Round 61: 5 rules of 2006-2024 (Monks 2006, Characters about 2009, Guests 2010, Workers 2021, Thieves 2024), from
    # pages no case cites, measured at first sight on the commit named; de3854b reads it the same. Two format slips set
    # to the corpus's conventions before the measure: a value of the game written "scope": "game" (the corpus writes
    # "global"), and a status with no name of its own written with its name as {"unread": …} (the corpus writes such
    # a status as one item {"unread": …}, as round 56 does). Its wrong field: a sentence its gatherer expects listed
    # (a span of the day shown by a sidebar widget) passed over. Untaught.
    "heldout61": {"fields": 17, "right": 16, "refused": 0, "wrong": 1, "cases": 5, "whole": 4,
                  "commit": "67d4591c3bf02c2559d12aed35325f9fd2d83832"},
    # Round 62: 5 rules of 2005-2023 (Countries 2005, Gladiators 2011, Players 2011, Islands 2020, City Architects
    # 2023), from pages no case cites, measured at first sight on the commit named; de3854b reads it the same. Its wrong
    # field: a new region's entry (values of fields declared in another rule) that its gatherer expects listed, passed
    # over. Untaught.
    "heldout62": {"fields": 20, "right": 3, "refused": 16, "wrong": 1, "cases": 5, "whole": 1,
                  "commit": "759b2fba1ac0fa0264d434783cea27739fa93d39"},
    # Round 63: 5 rules of 2004-2026 (Crew Members 2004, MN 2013, Associates 2026 three times), from pages no case cites,
    # measured at first sight on the commit named; de3854b reads it the same. One format slip set to the corpus's
    # convention before the measure: a value held by each Colony written with its scope as {"unread": "held by each
    # Colony (a thing of the game) …"} (its gatherer saw no example of an item's value; the corpus writes "scope":
    # "colony", "holder_of": "Colony"). None wrong. Untaught.
    "heldout63": {"fields": 26, "right": 13, "refused": 13, "wrong": 0, "cases": 5, "whole": 3,
                  "commit": "c9f6683e3439bceaae69106909d03854848a6440"},
    # Round 64: 5 rules of 2005-2008 (the Aug 2005 Rollers twice, Characters Nov 2008 three times), from pages no case
    # cites, measured at first sight on the commit named; de3854b reads it the same. Its wrong field: a minimum of 0 read
    # for a currency its text says "can be negative". Untaught.
    "heldout64": {"fields": 21, "right": 10, "refused": 10, "wrong": 1, "cases": 5, "whole": 1,
                  "commit": "c0ad3f586c2b2e9c6bce32b1698f23818ec66671"},
    # Round 65: 5 rules of 2004-2024 (Strains 2004, Farmers 2011, Knights 2014, a Special Case rule of 2018, Genetic
    # Scientists 2024; pages of the actions' round 65 and one more, 34 queries), gathered blind
    # by a helper that neither ran the reader nor read its code, measured at first sight on the commit named. None wrong;
    # refused: a Revenant's fields listed as a wiki page's entry ('Name', 'Breed', 'Bite', 'Vigour', 'Square'), a Base kept
    # in a Genome slot, a global countdown in days, hours, minutes and seconds. Untaught. One expectation aligned later
    # with the corpus's convention: the Revenant's Name's rules are a list of the model's words (["an Idle Grower",
    # "distinct"], as round 11's "a Singer or an Idle Singer" is), not the sentence's words as one text.
    "heldout65": {"fields": 40, "right": 2, "refused": 38, "wrong": 0, "cases": 5, "whole": 2,
                  "commit": "8b268f1d18ef7836dd2c157b61e985b5d37c404a"},
    # Round 66: 8 rules of 2007-2023 (Goldberg Machines 2007, items 2008, an inventory 2010, 2013, the Council 2022,
    # two Machinist pages of 2023; pages of the actions' round 66 and others, 62 queries), gathered blind by a helper
    # that neither ran the reader nor read its code, measured at first sight on the commit named. None wrong; nearly all
    # refused, whole sentences with words no part reads. Untaught.
    "heldout66": {"fields": 132, "right": 8, "refused": 124, "wrong": 0, "cases": 8, "whole": 1,
                  "commit": "76079764e58516c0ecded445a68dbd41949e4af0"},
    # Round 67: 6 rules of 2006-2025 (a farm 2006, sea monsters and pilots 2008, an organisation 2012, land grabbers
    # 2025, an undated draft page; pages of the actions' round 67 and others, about 55 queries), gathered blind by a
    # helper that neither ran the reader nor read its code, after round 66 was taught, and measured at first sight on
    # the commit named. None wrong; nearly all refused. Untaught.
    "heldout67": {"fields": 58, "right": 10, "refused": 48, "wrong": 0, "cases": 6, "whole": 1,
                  "commit": "f4e63cb059015a646cbc28daefb132198850f196"},
    # Round 68: 6 rules of 2008-2024 (grafts 2009, vigour points 2008, ships' slipways 2013, an unveiling and a
    # dreamwarden 2020, strongboxes 2024; pages of the actions' round 68 and others, about 60 queries), gathered blind
    # by a helper that neither ran the reader nor read its code, after round 67 was taught, and measured at first sight
    # on the commit named; f4e63cb reads it the same. Wrong: a global value said as a state of the rule's own text
    # ("The Unveiling is at phase 1.") passed over, a default "the empty string" read as words where its gatherer
    # writes "", a column of a table ("Fittings Mounted") read as a variable. Untaught.
    "heldout68": {"fields": 98, "right": 12, "refused": 76, "wrong": 10, "cases": 6, "whole": 0,
                  "commit": "f9a96a13ec9f78576aaf1e88ae4a439b258c546b"},
    # Round 69: 6 rules of 2011-2025 (an indoor market 2014, a random command 2015, a genius 2011, a hollow of plants
    # 2019, a clock 2025, a merchant's port 2023; pages of the actions' round 69 and others, 56 queries), gathered blind
    # by a helper that neither ran the reader nor read its code, after round 68 was taught, and measured at first sight
    # on the commit named; f4e63cb reads it the same. Wrong: a rule whose only content is a bulleted list of Plants
    # with their effects passed over whole (14), a text limited to values a rule's subrules name read as free text.
    # Untaught.
    "heldout69": {"fields": 76, "right": 19, "refused": 42, "wrong": 15, "cases": 6, "whole": 1,
                  "commit": "7cd8a7325f0fd835e6c7d80f16078ccd16633c58"},
    # Round 70: six rules of 2004-2025 (a 2004 proposal, eventful days 2008, a 2011 proposal, bets 2021, heists
    # 2025, a protosal), gathered blind by a helper that neither ran the reader nor read its code, and measured at
    # first sight on the commit named; 9b03903 reads it the same. Wrong: two sentences its gatherer expects listed
    # passed over in silence (a moment the game's course fixes, "the Bell Time"; a Job's standing), a default
    # "they do not have any" kept as its words where its gatherer writes "none", a unit "of farthings" read where
    # none is declared. Untaught.
    "heldout70": {"fields": 70, "right": 12, "refused": 54, "wrong": 4, "cases": 6, "whole": 0,
                  "commit": "410b57a6275d01f6fb0d0efc97cac3da09b228a8"},
    # Round 71: twelve rules from twelve pages no case cites (prisoners, a spy game, islands of villagers, runners on
    # strata, a restaurant, a haunted mansion, voters and printers …), gathered blind by a helper that neither ran the
    # reader nor read its code, and measured at first sight on the commit named; 2bd7018 reads it the same. Wrong:
    # twelve sentences its gatherer expects listed as declaring nothing (a standing that follows from time or a post,
    # an exception, a choice made each time) for which fewer sentences are listed, and "a numeric amount" read as a
    # whole number where its gatherer expects the kind not read. Untaught.
    "heldout71": {"fields": 95, "right": 47, "refused": 34, "wrong": 14, "cases": 12, "whole": 2,
                  "commit": "480b0ea4bfde7f5a04176a14dd036fd931072e56"},
    # Round 72: five forms from five pages no case cites, gathered blind by a helper that neither ran the reader nor
    # read its code, measured at first sight on the commit named; 2bd7018 reads it the same. Wrong: a default cut where
    # a maximum follows ("1 and maximum of 7" kept as its words: a misreading), and "a number" read as a whole number by
    # the Appendix's rule where its gatherer expects the kind not read. Untaught.
    "heldout72": {"fields": 76, "right": 19, "refused": 55, "wrong": 2, "cases": 5, "whole": 0,
                  "commit": "165f2d744f6d43570509ee456c6ae8df185c4d97"},
    # Round 73: eight declaration rules from eight pages no case cites (2008-2023: Vampire Lords, a dungeon, Amnesiacs,
    # Orcs, Cavemen, Dragon breeders, the Heirs of an ailing King), gathered blind with round 73's actions and
    # measured at first sight on the commit named; 8a8882b reads it the same. Wrong: "a number" read as a whole number by
    # the Appendix's rule where its gatherer expects the kind not read (3), sentences its gatherer expects listed as
    # declaring nothing, fewer of them listed (8), and a holder in lower case ("griffin") written as the rules' other
    # holders are. Untaught.
    "heldout73": {"fields": 84, "right": 46, "refused": 26, "wrong": 12, "cases": 8, "whole": 2,
                  "commit": "e12b67d02d50bef7373cde3e84fcdeccb6414148"},
    # Round 74: five declaration rules from pages no case cites (2008-2025: a space defence agency's Members,
    # Teams with an Acting Leader, Detectives under a Chief, Districts of a flooded seaport, Wordsmiths scoring
    # Backronyms), gathered blind during a review of the readers and measured at first sight on the commit named;
    # 8a8882b reads it the same. Wrong: two sentences its gatherer expects listed as declaring nothing. Untaught.
    "heldout74": {"fields": 60, "right": 31, "refused": 27, "wrong": 2, "cases": 5, "whole": 0,
                  "commit": "2149632a5932787560c0d009c132fbc70b7c6173"},
    # Round 75: six declaration rules from pages no case cites (2009-2026: Survivors of a catastrophe, Geneticists,
    # Noblemen at Versailles, Wizards breeding Creatures), gathered blind with round 75's actions after the docstring
    # stated its conventions (numbers, name rules, sentences that declare nothing), and measured at first sight on the
    # commit named; d81b57c reads it the same. Two of its rules declare no new variable. Untaught.
    "heldout75": {"fields": 54, "right": 15, "refused": 37, "wrong": 2, "cases": 6, "whole": 2,
                  "commit": "6c0e120324fbe5ead60996c7d0af649b8b2a3185"},
    # Round 76: six declaration rules from six pages no case cites (2004-2021: Pawns in Wonderland, Players with a
    # Score, Realtors in Teams, Teamspersons of an office, comic-book Heroes, Managers with a Bankroll), gathered blind
    # with round 76's actions and measured at first sight on the commit named; d81b57c reads it the same. Untaught.
    "heldout76": {"fields": 35, "right": 8, "refused": 27, "wrong": 0, "cases": 6, "whole": 1,
                  "commit": "c5569756b152d8cd7af0aaa4b97866cf1951c708"},
    # Round 77: eight declaration rules from eight of round 77's pages (2004-2023), gathered blind with its actions
    # and measured at first sight on the commit named; 4ec64ed reads it the same. Untaught.
    "heldout77": {"fields": 88, "right": 12, "refused": 76, "wrong": 0, "cases": 8, "whole": 1,
                  "commit": "949b34220cb8b2e8acc86688ab61fd5bdf6191e0"},
    # Round 78: eight declaration rules from eight of round 78's pages, gathered blind with its actions and measured
    # at first sight on the commit named; 4ec64ed reads it the same. Untaught.
    "heldout78": {"fields": 47, "right": 16, "refused": 29, "wrong": 2, "cases": 8, "whole": 2,
                  "commit": "41de14820832871546c00e7deb3aeee13772f894"},
    # Round 79: four declaration rules from four of round 79's pages, gathered blind with its actions during the
    # review and measured at first sight on the commit named. Untaught.
    "heldout79": {"fields": 15, "right": 6, "refused": 7, "wrong": 2, "cases": 4, "whole": 1,
                  "commit": "f24211929213c76e7ca194a51d4f83deac333df8"},
    # Round 79, after its record: h79d-landmarks-per-province-town-planner-adds "Each Province has a publicly-tracked
    # number named “Landmarks”" left out the holder the sentence names, where the corpus (sixty cases) writes scope and
    # holder_of for a value each thing of the dynasty holds: scope "province", holder_of "Province" added.
    # Round 80: six declaration rules from round 80's pages, gathered blind with its actions and measured at first
    # sight on the commit named (669ef67 reads it the same). Untaught.
    "heldout80": {"fields": 22, "right": 7, "refused": 14, "wrong": 1, "cases": 6, "whole": 2,
                  "commit": "0a42c7f37957c4ae9743972ff4ed20749841f8b0"},
    # Round 80, after its record: h80d-scrap-heap-list "a publicly tracked list of Frames, Motors, and Modules as well as
    # their conditions" expected "of" without "as well as their conditions", where Ruleset 205's Spare Parts Bin, the
    # same words, keeps them (tests/test_ruleset_schema.py): aligned.
    # Round 75, after its record: where a value is kept was written as the page's name ("Courtiers page of the wiki")
    # or as "publicly", where the corpus writes "wiki page" and public: true (the docstring says it since): nine fields
    # aligned.
    # Round 74, after its record: the docstring now says three conventions the corpus has always held, which a blind
    # gatherer could not read there: a value said to hold a number is "int" (the Appendix's integers), "another Ward" is
    # the name rule "not themself", and a sentence that grants an action or says a duty or an outcome is not expected
    # as a declaration not read. Its five cases were aligned with them (Grip's kind, Twin's and Antagonist's name
    # rules; six such sentences' {"unread"} items removed); the first-sight record above is unchanged.
    # Round 72, after its record: the holder of the roe knots' fields is "Roe knot", as round 11's "Each nook has …"
    # names it Nook (it was "roe knot").
    # Rounds 71 and 72, after their records: the kinds of "a numeric amount of Pebble" (and of Twig) and of "a
    # publicly-tracked number named Standing" aligned with the corpus's convention and the Appendix, as round 68's
    # below (they were expected not read, "the text does not say it is a whole number").
    # Round 68, after its record: the kind of "an amount of Vigour Points" aligned with the corpus's convention and the
    # Appendix (a value defined to hold a number holds only non-negative integers: "an amount of" is int in 20 cases
    # of other rounds, "Each Pilgrim has an amount of Faith"); it was expected not read, "the text does not say it is a
    # whole number", and was first read when the short name after it ("(or VP, for short)") was.
    # Round 68, after its record: one expectation aligned with the corpus's convention, that a default said in words
    # with no value is its words ("defaults to blank", "defaulting to nothing", "empty": default_text, in 10 cases):
    # the Sealed Digest "defaulting to the empty string" has the default text "the empty string" (it was "").
    # Rounds 44, 56 and 59, after their records: three expectations aligned with the corpus's conventions. A variable
    # "defaulting to Q" with no type said is text, as "Current Mark" defaulting to "Tavern" and the Ward defaulting to
    # "QXV" are (it was expected not read); a default said as a formula is its words verbatim, as "the Mean of all other
    # Mages" is, so Grit's "defaulting to the average of active Goblins" is that text (it was expected not read), and
    # the Hearth's "a number of logs equal to the length of the longer Satchel …" is what comes after "equal to", as
    # "the median value for Damage held by all other Vassals" is. The records above are unchanged.
    # Round 81: eight declaration rules from round 81's pages, gathered blind with its actions and measured at first
    # sight on the commit named (669ef67 reads it the same). Untaught.
    "heldout81": {"fields": 62, "right": 6, "refused": 56, "wrong": 0, "cases": 8, "whole": 1,
                  "commit": "4b7cb4d494e5c9e27ff896db7ae0b64124383a0a"},
    # Round 82: five declaration rules from round 82's pages, gathered blind with its actions and measured at first
    # sight on the commit named (669ef67 reads it the same). Untaught.
    "heldout82": {"fields": 33, "right": 3, "refused": 30, "wrong": 0, "cases": 5, "whole": 1,
                  "commit": "4678cc99e7769e4345fabe9e3bfdb4ce297d29ba"},
    # Round 83: five declaration rules from round 83's pages (three of them a sentence listed, one declaring
    # nothing), gathered blind with its actions and measured at first sight on the commit named (669ef67 reads it
    # the same). Untaught.
    "heldout83": {"fields": 9, "right": 4, "refused": 5, "wrong": 0, "cases": 5, "whole": 4,
                  "commit": "18e40ed30786cad408a5b8a5bdd66c5e5b251e20"},
    # Round 85: five declaration rules from three of round 85's pages, gathered blind with its actions and measured at
    # first sight on the commit named (a41cc64 reads it the same). Untaught. After the record, a
    # Foe's four properties ("Each Foe must have the following properties: a Name, a Terrain …") were given the scope and
    # holder_of the corpus writes for a value each thing of the dynasty holds, and Terrain ("one or more of") and Bulk
    # ("must be one of") the kinds list and enum the corpus writes for them (98 of 106 valued cases say enum).
    "heldout85": {"fields": 42, "right": 23, "refused": 8, "wrong": 11, "cases": 5, "whole": 1,
                  "commit": "ccf53cba913a99615c95aaa60cf4afb45c17c0f2"},
    # Round 86: four declaration rules from four of round 86's pages, gathered blind with its actions and measured at
    # first sight on the commit named (a41cc64 reads it the same). Untaught. After the record, "Each
    # Great Province has a Bridge … may be Lowered or Raised" was given the scope, holder_of and kind enum those
    # conventions write.
    "heldout86": {"fields": 18, "right": 9, "refused": 6, "wrong": 3, "cases": 4, "whole": 1,
                  "commit": "e07edeb1279f41b70677c8130c05879c68db68b2"},
    # Round 87: five declaration rules from five of round 87's pages, gathered blind with its actions and measured at
    # first sight on the commit named (a41cc64 reads it the same). After the record, "Some Sideshows are Lines where
    # explicitly defined as such by other rules" expects nothing, as round 12's "Some Trinkets are Guards." does (a
    # kind of thing other rules make so, nothing kept for it). Later, "The Ring Toss Best is …" and "one Guest is the
    # publicly tracked Ring Toss Ace" were given the scope "global" the corpus writes for the game's own values, and
    # "There is a Signal Flag whose colour may be White or Black …" that scope and the kind "enum" of listed values.
    "heldout87": {"fields": 29, "right": 3, "refused": 22, "wrong": 4, "cases": 5, "whole": 1,
                  "commit": "46b1e00904a9bd3c40c84740191239e4b3cfb90e"},
    # Round 88: four declaration rules from round 88's pages (two of them declare nothing), gathered blind with its
    # actions and measured at first sight on the commit named (46b1e00 reads it the same). Taught since: "A Ghoul is
    # characterized by:" leads a list of a thing's fields. Two expectations aligned with the corpus's convention then:
    # each Ghoul's field has its holder's scope, "ghoul", as every field of a thing has; the Name's rules hold the kind
    # of player it names first, ["an Idle Gardener", "distinct"], as round 11's "a Singer or an Idle Singer" is.
    "heldout88": {"fields": 24, "right": 3, "refused": 21, "wrong": 0, "cases": 4, "whole": 3,
                  "commit": "56528394870132fa112b450b3f5b86c19b58b164"},
    # Round 89: five declaration rules from round 89's pages (one declares nothing), gathered blind with its actions
    # and measured at first sight on the commit named, the reader of round 88's teaching. Untaught. Later, six values
    # tracked on a wiki page in rounds 85, 88, 89 and 91 were given the public: true that 97 others in the corpus have.
    "heldout89": {"fields": 33, "right": 5, "refused": 28, "wrong": 0, "cases": 5, "whole": 2,
                  "commit": "fd25cfec8441d992eb5c56ad025bb2ecde6013ec"},
    # Round 90: six declaration rules from round 90's pages (one declares nothing; most expect a sentence listed as
    # declaring nothing readable), gathered blind with its actions and measured at first sight on the commit named.
    # Untaught.
    "heldout90": {"fields": 10, "right": 8, "refused": 2, "wrong": 0, "cases": 6, "whole": 5,
                  "commit": "04cc7a3c229d18511594bdfaac69847e2e3a4b96"},
    # Round 91: four declaration rules from round 91's pages (two declare nothing), gathered blind with its actions and
    # measured at first sight on the commit named. Untaught.
    "heldout91": {"fields": 13, "right": 6, "refused": 5, "wrong": 2, "cases": 4, "whole": 3,
                  "commit": "671dd49311022a66cb4154e76b0bdf6ae7548d1a"},
    # Round 92: four rules from round 92's pages, none of which declares anything, gathered blind with its actions and
    # measured at first sight on the commit named. Untaught.
    "heldout92": {"fields": 4, "right": 4, "refused": 0, "wrong": 0, "cases": 4, "whole": 4,
                  "commit": "500ec91922353ab4b2d5d8caf2f7861f2a933db1"},
    # Round 93: one declaration rule from round 93's pages (a sentence expected listed), gathered blind with its
    # actions and measured at first sight on the commit named. Untaught.
    "heldout93": {"fields": 1, "right": 1, "refused": 0, "wrong": 0, "cases": 1, "whole": 1,
                  "commit": "4359c7ae1619e1e95b6f22302de8a332c443f4b6"},
    # Round 94: 18 declaration rules from round 94's pages, gathered blind with its actions and measured at first sight
    # on the commit named (14fe059, the reader before that commit's teaching, reads 23 / 86 / 0). Taught since, in
    # part. After the record, "A seed may also optionally have any number of labels" was given the holder "Seed", as
    # the corpus writes a holder named in lower case, and round 28's "A Goblin may have any number of Rivals" the "of"
    # "Rivals", what its entries are as the text names them (it was "Goblins").
    "heldout94": {"fields": 109, "right": 26, "refused": 83, "wrong": 0, "cases": 18, "whole": 7,
                  "commit": "1a0e42b776471552a176ea54a63058b21a2b4ed7"},
    # Round 95: ten declaration rules from round 95's pages, gathered blind with its actions and measured at first
    # sight on the commit named (14fe059 reads it the same). Untaught.
    "heldout95": {"fields": 44, "right": 12, "refused": 32, "wrong": 0, "cases": 10, "whole": 3,
                  "commit": "22619f6ddc96f8337a985b4e35d517edb5aa7c42"},
    # Round 96: three declaration rules from round 96's pages, gathered blind with its actions and measured at first
    # sight on the commit named. Its wrong fields: a kind read from a default alone (a number, a word) and a
    # split-complex number read as an integer, where its gatherer reads no kind. Taught since: a type read off the
    # default alone gives way to a sentence of the rule that says which values are valid ("All split-complex numbers
    # are valid values of Glints"), not read. Two expectations aligned with the corpus's conventions after the
    # record: "a privately tracked variable named Chill, defaulting to 2" is of kind int and "a publicly tracked
    # variable named Ambience, defaulting to “Still”" of kind text, as round 44's "a publicly tracked variable
    # defaulting to Q" and 24 other cases read a type off a default.
    "heldout96": {"fields": 26, "right": 17, "refused": 6, "wrong": 3, "cases": 3, "whole": 0,
                  "commit": "15fc543b3255b027507544997204ad50d17d1e11"},
    # Round 97: 14 declaration rules from round 97's pages (four of them declare nothing), gathered blind with its
    # actions and measured at first sight on the commit named. Untaught.
    "heldout97": {"fields": 43, "right": 29, "refused": 14, "wrong": 0, "cases": 14, "whole": 11,
                  "commit": "6ae51918f5f7d9b69bde2bb11cbe2872c3ea7126"},
    # Round 98: 22 declaration rules from round 98's sources (several declare nothing), gathered blind with its
    # actions and measured at first sight on the commit named; d56ba5a reads it the same. Its wrong fields: four
    # sentences that say when an action counts as taken ("the time of an Atomic Action shall be the time that it is
    # completed"), passed over where its gatherer expects them listed. Untaught.
    "heldout98": {"fields": 54, "right": 36, "refused": 14, "wrong": 4, "cases": 22, "whole": 16,
                  "commit": "f0d5ae4c2ea4ce605e937f86affc03c19384e75f"},
    # Round 99: 18 declaration rules from round 99's sources (eight declare nothing), gathered blind with its actions
    # and measured at first sight on the commit named; 69c6ec2 reads it the same. Its wrong fields: a quorum worked
    # out from the players not Grounded, and a shorthand for writing a range, each passed over where its gatherer
    # expects it listed. Untaught.
    "heldout99": {"fields": 90, "right": 37, "refused": 51, "wrong": 2, "cases": 18, "whole": 13,
                  "commit": "9e806124d22e6ca0edab890c9c7d07e7efa1e925"},
    # Round 100: 3 declaration rules from round 100's sources (one declares nothing), gathered blind with its actions
    # and measured at first sight on the commit named; 69c6ec2 reads it the same. Its wrong field: "the Overlord, who
    # cannot possess Starglass at any time", a bound of none for one holder said in a clause of a gift, passed over
    # where its gatherer expects it listed. Untaught.
    "heldout100": {"fields": 10, "right": 5, "refused": 4, "wrong": 1, "cases": 3, "whole": 1,
                   "commit": "ad3be51ae7302b470815def0c81754b714ecfee4"},
    # Round 101: 3 declaration rules from three uncited pages of 2006-2025, gathered blind with its actions and measured
    # at first sight on the commit named; 69c6ec2 reads it the same. Untaught.
    "heldout101": {"fields": 13, "right": 7, "refused": 6, "wrong": 0, "cases": 3, "whole": 2,
                   "commit": "723867620bed4582541fc6674f165447526033c3"},
    # Round 102: 10 declaration rules from nine uncited pages of 2003-2015, six dynasties (three declare nothing), gathered blind with
    # its actions and measured at first sight on the commit named. Untaught.
    "heldout102": {"fields": 53, "right": 24, "refused": 29, "wrong": 0, "cases": 10, "whole": 5,
                   "commit": "ace48d16ee895499b83a0804f0a043acc3e76d11"},
    # Round 103: 14 declaration rules from fourteen uncited pages of 2003-2025, gathered blind with its actions and
    # measured at first sight on the commit named. Its wrong field: a standing worked out from a value ("occupies" a
    # square) its gatherer expects listed, passed over. Untaught.
    "heldout103": {"fields": 87, "right": 34, "refused": 52, "wrong": 1, "cases": 14, "whole": 7,
                   "commit": "faa06859116553b763ec2823d80297dd6a69de03"},
    # Round 104: 12 declaration rules from twelve uncited pages of 2004-2023 (two declare nothing, one of them read
    # so), gathered blind with its actions while round 103 was taught and measured at first sight on the commit named;
    # 4fcff4d reads it the same. Nearly all refused: forms the reader does not know ("The amount of Sprockets a Hand has
    # is publicly tracked …", "Most Housemates have a Badge, each tracked in the GNDT."). Untaught.
    "heldout104": {"fields": 78, "right": 5, "refused": 73, "wrong": 0, "cases": 12, "whole": 2,
                   "commit": "a44d7a59b0e7cb352cfb9a0c4fbef3a38c32e9eb"},
    # Round 105: 11 declaration rules from eleven uncited pages of 2003-2024 (two declare nothing), gathered blind with
    # its actions while round 104 was taught and measured at first sight on the commit named; 4fcff4d reads it the same.
    # Untaught.
    "heldout105": {"fields": 76, "right": 13, "refused": 63, "wrong": 0, "cases": 11, "whole": 5,
                   "commit": "eeeb682f5b7d367e29a9f59e0a67bcce33fd21fe"},
    # Round 106: 18 declaration rules from sixteen uncited pages of 2004-2025 (eight declare nothing), gathered blind
    # with its actions and measured at first sight on the commit named. Its two wrong fields are one rule's: five
    # sentences its gatherer lists as not read, of which the reader lists three. Untaught. One expectation aligned
    # later with the corpus's convention: h106d-e-rapport-daily-room-e1 "Each room possesses …" names its holder Room,
    # capitalised as the rules' other holders (holder_of "room" before), as round 15's islander was.
    "heldout106": {"fields": 54, "right": 28, "refused": 24, "wrong": 2, "cases": 18, "whole": 13,
                   "commit": "91c6f2c9682a6147e97c8918da32aaf6d200c176"},
    # Round 107: 41 declaration rules from twenty-seven uncited pages of 2004-2020 (thirteen declare nothing), gathered
    # blind with its actions and measured at first sight on the commit named. Its four wrong fields are sentences its
    # gatherers list as not read (a standing set by a table's entry or worked out from a size, a reading of a value
    # declared elsewhere) where the reader reads a part or lists other words. Untaught.
    "heldout107": {"fields": 216, "right": 86, "refused": 126, "wrong": 4, "cases": 41, "whole": 28,
                   "commit": "8dc325cbf0f7dcae7e74be8752dc40013ea2fb7f"},
    # Round 108: 29 declaration rules from twenty uncited pages of 2003-2023 (twelve declare nothing), gathered blind
    # with its actions while round 107 was taught and measured at first sight on the commit named. None wrong. Untaught.
    "heldout108": {"fields": 109, "right": 36, "refused": 73, "wrong": 0, "cases": 29, "whole": 20,
                   "commit": "9ef1dbd308aa7d673aedd20d30602602ff8549e5"},
    # Round 109: five declaration rules from five uncited pages of 2007-2014, gathered blind with its actions during the
    # review of the change and measured at first sight on the commit named. None wrong. Untaught.
    "heldout109": {"fields": 14, "right": 5, "refused": 9, "wrong": 0, "cases": 5, "whole": 3,
                   "commit": "d01cc8dc71cdf78995f86d5a0a8cdf8687641526"},
    # Round 110: thirty declaration rules from twenty-two uncited pages of 2006-2025, gathered blind with its actions
    # by three gatherers by era and measured at first sight on the commit named. Its wrong fields: four sentences its
    # gatherers list as not read and the reader passes over unlisted (three labelled lines of a thing's worked-out
    # properties, "Plating: Combination of …", and a line of tags). Taught since, in part: "shall be tracked on the
    # GNDT under the heading …", and an aside of what a value is that names the place it is of. When a value of
    # things whose kinds the rule lists was read where said to be tracked, one expectation was aligned with the
    # corpus's convention (the record above is as measured before): the Deadfalls' position "privately tracked by the
    # Crier" is not public, as 59 of the 61 privately tracked values of the corpus are expected (public was not said).
    "heldout110": {"fields": 168, "right": 47, "refused": 117, "wrong": 4, "cases": 30, "whole": 13,
                   "commit": "8b1cd68a03d00f791b04e9f487a488aeb716ba49"},
    # Round 111: thirty declaration rules from twenty-two uncited pages of 2007-2025, gathered blind with its actions
    # while round 110 was taught and measured at first sight on the commit named. None wrong. Untaught.
    "heldout111": {"fields": 136, "right": 51, "refused": 85, "wrong": 0, "cases": 30, "whole": 21,
                   "commit": "634a58f0e6b1d3a39f9fda3c46fc93af5a9756ab"},
    # Round 113: nine declaration rules from six uncited pages of 2005-2022 (five of them declaring nothing, six
    # sentences expected listed as not read), gathered blind with its actions and measured at first sight on the
    # commit named. None wrong. Untaught.
    "heldout113": {"fields": 17, "right": 11, "refused": 6, "wrong": 0, "cases": 9, "whole": 8,
                   "commit": "31acf2be01c86803e9799027b28b6e62486497ec"},
    # Round 114: eight declaration rules from six uncited pages of 2004-2025 (three declaring nothing), gathered blind
    # with its actions while round 113 was taught and measured at first sight on the commit named. None wrong. Untaught.
    "heldout114": {"fields": 40, "right": 15, "refused": 25, "wrong": 0, "cases": 8, "whole": 4,
                   "commit": "1575dc3feeecabe14312c0ef10b0d090bc329129"},
    # Round 115: four declaration rules from two uncited pages of 2006 and 2015, gathered blind with its actions and
    # measured at first sight on the commit named. Its 19 wrong fields are two silent passes: a list of three values
    # each thing has, led by "Every Edible has the following Graded Qualities with integer values from 0 to 4::" (a
    # doubled colon), passed over whole (18), and the lead "Edibles are items from the following list." passed over
    # where its gatherer expects it listed. Taught since (22 / 0 / 0): values each thing has said once for the list
    # after them ("with integer values from 0 to 4"), the doubled colon a slip; "are items from the following list"
    # caught by the net and listed.
    "heldout115": {"fields": 22, "right": 3, "refused": 0, "wrong": 19, "cases": 4, "whole": 2,
                   "commit": "6509608f17293ba8e1f678df60bbe9cdf4e17ae7"},
    # Round 117: five declaration rules from the same five uncited pages as its actions, gathered blind and measured
    # at first sight on the commit named: none wrong; its refused fields are a GNDT value of each player said with no
    # kind ("their Caucus field") and a value kept in the GNDT whose values are its subrules' names.
    "heldout117": {"fields": 17, "right": 6, "refused": 11, "wrong": 0, "cases": 5, "whole": 3,
                   "commit": "ddc1b4d12d85aa60440bfbcd823ba1a4d70f80f4"},
    # Round 118: six declaration rules from the same six uncited pages as its actions, gathered blind and measured at
    # first sight on the commit named: none wrong; refused are three things' values: a region's fields said in one
    # sentence with a list named before its words ("a Rivals list that is a list of Claimants …"), a plot's "one or
    # more Pending Attractions, tracked in the [[Funland]] wiki page", an accord's "subset of Envoys that are adherents".
    "heldout118": {"fields": 40, "right": 11, "refused": 29, "wrong": 0, "cases": 6, "whole": 3,
                   "commit": "2b701ca1123056e3c410d5de1ec146de8b66a74a"},
    # Round 119: three declaration rules from three of the same uncited pages as its actions, each declaring nothing
    # readable (letters of a formula, a value worked out from others, a kind of rule named by its title): their three
    # sentences listed as not read, as their gatherer expects.
    "heldout119": {"fields": 3, "right": 3, "refused": 0, "wrong": 0, "cases": 3, "whole": 3,
                   "commit": "6e41a93453daff6958f8af179fa30146bd11ecca"},
    # Round 120: twelve declaration rules from the same uncited pages as its actions; ten declare nothing and were
    # read so, two say a thing the gatherers list as not readable (kinds of a caper, a standing worked out from a
    # band's history), each listed as not read.
    "heldout120": {"fields": 12, "right": 12, "refused": 0, "wrong": 0, "cases": 12, "whole": 12,
                   "commit": "db60cc3569a136e8e2699f00d343a9a04c01b627"},
    # Round 121: eight declaration rules from the same uncited pages as its actions (a debt in the GNDT, a market's
    # prices and holdings, castes, derived standings), measured at first sight on the commit named. Its wrong field: a
    # rule its gatherer lists seven unreadable items of (castes, standings worked out from others, a start with no
    # value named), of which the reader lists six sentences.
    "heldout121": {"fields": 34, "right": 27, "refused": 6, "wrong": 1, "cases": 8, "whole": 5,
                   "commit": "724923f7b47da4bd275461dc46f5c50f38fab0fc"},
    # Round 122: fifteen declaration rules from the same uncited pages as its actions (a 2010 dynasty's dockets, a
    # 2007 rule of trinkets primed and unprimed, a 2017 rule of charms, a 2025 rule of obstacles and their sites),
    # measured at first sight on the commit named, as 8c6a504 reads it. None read wrong; refused: a docket's five parts
    # ("consists of five parts"), a trinket's status "normally either Primed or Unprimed" and one trinket's counted
    # statuses, each Warlock's charms in the GNDT, a list of obstacle sites with each one's name and Difficulty.
    "heldout122": {"fields": 74, "right": 19, "refused": 55, "wrong": 0, "cases": 15, "whole": 10,
                   "commit": "1fd34a617354414a04c547cde65eded0225ca8ea"},
    # Round 123: thirteen declaration rules from the same uncited pages as its actions, measured at first sight on the
    # commit named, as 8c6a504 reads it. Its wrong fields: two sentences its gatherers list as declaring nothing
    # readable (a message's placeholders lost on the stored copy, a standing derived from another) passed over
    # unlisted. Refused: an edit's Cost and Requirements in a table, a shift's window of two times or blank.
    "heldout123": {"fields": 29, "right": 15, "refused": 12, "wrong": 2, "cases": 13, "whole": 9,
                   "commit": "a1d42ddad537245c8065b992ef4396150218e5a0"},
    # Round 124: seven declaration rules from the same uncited pages as its actions, measured at first sight on the
    # commit named. None read wrong; refused: a piece of Kit's effect, one of four forms with a number filled in,
    # "listed in brackets after the item's name" on a wiki page, no effect by default.
    "heldout124": {"fields": 14, "right": 7, "refused": 7, "wrong": 0, "cases": 7, "whole": 6,
                   "commit": "f20947e6c3835c703bcd79f15a82c64be6294ce5"},
    # Round 125: eleven declaration rules from the same uncited pages as its actions, measured at first sight on the
    # commit named. Wrong: a private value of each Charm with no name passed over, and "known only to the Witch" read
    # as a default. Refused: a value of a kind of player tracked on a wiki page ("Each Brute has a Grit …"), "tally
    # defaults to 0" where it is said of every player, a Turn Move's positive cost.
    "heldout125": {"fields": 46, "right": 25, "refused": 19, "wrong": 2, "cases": 11, "whole": 7,
                   "commit": "b4f3c2c5ffc83257cbbe7f6964357f025782281c"},
    # Round 126: seven declaration rules from the same uncited pages as its actions, measured at first sight on the
    # commit named. Wrong: three items of a list of terms ("* ‘Taker’ means the Speculator that …") passed over
    # unlisted, the last listed. Refused: a Gadget kept in brackets beside an Engine's name, a Row of up to eight
    # Engines, a Temper status kept by marks, a Syndicate's Tape Code.
    "heldout126": {"fields": 45, "right": 12, "refused": 30, "wrong": 3, "cases": 7, "whole": 2,
                   "commit": "d5eca3f4ab9eb5816a42e1500e3eb2801497c17d"},
    # Round 127: seven declaration rules from the same uncited pages as its actions, measured at first sight on the
    # commit named. One variable its gatherer wrote with its name not read (a list of fixes kept on the gamestate
    # page, named nowhere) was set at merging as a sentence not read: the bench reads no variable without a name.
    # Wrong: that sentence passed over unlisted.
    "heldout127": {"fields": 18, "right": 12, "refused": 5, "wrong": 1, "cases": 7, "whole": 5,
                   "commit": "826b967548536774fbc6a5569e2b6ecdbc0e9293"},
    # Round 128: two declaration rules from the same uncited pages as its actions, each expecting one sentence listed
    # as not read, measured at first sight on the commit named: both listed.
    "heldout128": {"fields": 2, "right": 2, "refused": 0, "wrong": 0, "cases": 2, "whole": 2,
                   "commit": "bbec6e3bb0deb670a68641ab78cdda6f35f0bf69"},
    # Round 129: eight declaration rules from the same three uncited pages as its actions (six of them declare nothing
    # or expect one sentence listed), measured at first sight on the commit named. Wrong: a line of the rule's own text
    # giving a value, "Flip-Flop Bell: 65 R.K." after "These are the Pouches:", passed over unlisted (six fields), and
    # one of two sentences of a rule its gatherer lists, unlisted.
    "heldout129": {"fields": 14, "right": 7, "refused": 0, "wrong": 7, "cases": 8, "whole": 6,
                   "commit": "ed3f2ced1cf606a4bc0d186930a7718a9e433e85"},
}


def round_of(path: Path) -> str:
    """The round of a corpus file: "corpus" for expected.json, <round> for expected-<round>.json."""
    return path.stem.partition("-")[2] or "corpus"


def cases() -> dict[str, dict]:
    out: dict[str, dict] = {}
    for path in sorted(CORPUS.glob("expected*.json")):
        for key, case in json.loads(path.read_text(encoding="utf-8")).items():
            out[key] = dict(case, round=round_of(path))
    return out


def read_case(case: dict):
    """What the reader reads of a case's text, as one dynastic rule under its dynasty's terms."""
    from blognomic_tools.models import Rule
    from blognomic_tools.reading.phrasing import Terms
    from blognomic_tools.validators.declarations import read_declarations

    t = case["terms"]
    text, tables = _tables_rendered(case["text"])
    rule = Rule(title=case["rule"], level=2, number="2.1", text=text, tables=tables, section="Dynastic Rules")
    # a dynasty with no emperor (BlogNomic's first, 2003) names none: the core's word stands, as the action bench does
    return read_declarations([rule], Terms(player=(t["player"],), players=(t["players"],), emperor=(t.get("emperor") or "Emperor",)))


def _tables_rendered(text: str):
    """A case's text with its wikitext tables as the Ruleset parser gives them: each table a paragraph of rows
    ("Gold | Generous | Miserly"), and the rule's tables."""
    from blognomic_tools.models import Table
    from blognomic_tools.parsers.wikitables import find_tables

    tables = []
    for t in reversed(find_tables(text)):
        rows = [[c.value.strip() for c in row] for row in t.rows]
        header = rows.pop(0) if t.rows and all(c.is_header for c in t.rows[0]) else None
        tables.insert(0, Table(rows=rows, header=header))
        lines = ([" | ".join(header)] if header else []) + [" | ".join(r) for r in rows]
        text = text[:t.span[0]].rstrip("\n") + "\n\n" + "\n".join(lines) + "\n\n" + text[t.span[1]:].lstrip("\n")
    return text.strip(), tables


def _said(v, f: str):
    value = getattr(v, f)
    if value is None or f in UNSAID and value == UNSAID[f] or value == [] and f != "default":
        return None
    return value


def _same(f: str, want, got) -> bool:
    if f == "default_text":
        return isinstance(got, str) and want.casefold() in got.casefold()
    if f == "name":
        return isinstance(got, str) and want.casefold() == got.casefold()
    return want == got


def judge(case: dict) -> tuple[dict, list[dict]]:
    """(counts of right / refused / wrong items, the details of what was not right)."""
    d = read_case(case)
    refused_any = bool(d.unread)
    counts = {"items": 0, "right": 0, "refused": 0, "wrong": 0}
    details: list[dict] = []

    def mark(status: str, what: str, want=None, got=None) -> None:
        counts["items"] += 1
        counts[status] += 1
        if status != "right":
            details.append({"status": status, "what": what, "expected": want, "read": got})

    expected = case["expected"]
    read = {v.name.casefold(): v for v in d.vars.values()}
    if not expected:
        mark("right" if not read else "wrong", "declares nothing", None, sorted(read))
        return counts, details
    unread_wanted = sum(1 for e in expected if "unread" in e)
    for i in range(unread_wanted):
        mark("right" if i < len(d.unread) else "wrong", "a sentence listed as not read",
             [e["unread"] for e in expected if "unread" in e][i], [u.reason for u in d.unread])
    for e in (e for e in expected if "unread" not in e):
        v = read.pop(e["name"].casefold(), None)
        for f in FIELDS:
            want = e.get(f)
            if v is None:
                if want is not None:
                    mark("refused" if refused_any else "wrong", f"{e['name']}.{f}", want, None)
                continue
            got = _said(v, f)
            if want is None:
                if got is not None:
                    mark("wrong", f"{e['name']}.{f} (not said)", None, got)
                continue
            if _same(f, want, got):
                mark("right", f"{e['name']}.{f}")
            elif got is None:
                mark("refused" if refused_any else "wrong", f"{e['name']}.{f}", want, None)
            else:
                mark("wrong", f"{e['name']}.{f}", want, got)
    for v in read.values():
        mark("wrong", f"{v.name} (not declared by the text)", None, v.name)
    return counts, details


def measure() -> dict:
    totals = {"items": 0, "right": 0, "refused": 0, "wrong": 0}
    rounds: dict[str, dict] = {}  # held-out round -> its counts now
    forms: set[str] = set()
    details = []
    all_cases = cases()
    for key, case in all_cases.items():
        counts, det = judge(case)
        rnd = case["round"]
        for k in totals:
            totals[k] += counts[k]
        if rnd != "corpus":
            h = rounds.setdefault(rnd, {"items": 0, "right": 0, "refused": 0, "wrong": 0, "whole": 0, "rules": 0})
            for k in totals:
                h[k] += counts[k]
            h["whole"] += counts["right"] == counts["items"]
            h["rules"] += 1
        forms |= read_case(case).forms
        details += [dict(x, case=key, round=rnd) for x in det]
    held_out = None
    if rounds:
        held_out = {"rounds": [{"round": rnd, "label": f"round {rnd.removeprefix('heldout') or '1'}", "cases": h["items"],
                                "read_before": HELD_OUT_FIRST.get(rnd, {}).get("right"), "read": h["right"],
                                "refused": h["refused"], "wrong": h["wrong"], "rules": h["rules"], "whole": h["whole"],
                                "first": HELD_OUT_FIRST.get(rnd)} for rnd, h in sorted(rounds.items())]}
        held_out["wrong"] = sum(r["wrong"] for r in held_out["rounds"])
    untaught = {k: sum(h[k] for rnd, h in rounds.items() if rnd in UNTAUGHT_ROUNDS) for k in totals}
    taught = {k: totals[k] - untaught[k] for k in totals}
    corpus = {k: totals[k] - sum(h[k] for h in rounds.values()) for k in totals}  # expected.json alone
    return {"reader": "declarations", "forms": len(forms), "cases": totals["items"], "read": totals["right"],
            "refused": totals["refused"], "wrong": totals["wrong"], "sentences": len(all_cases),
            "dynasties": len({c["dynasty"].split(" (")[0] for c in all_cases.values()}),
            "first_rate": FIRST_RATE, "held_out": held_out, "untaught_rounds": list(UNTAUGHT_ROUNDS),
            "taught": {"cases": taught["items"], "read": taught["right"], "refused": taught["refused"], "wrong": taught["wrong"]},
            "corpus": {"cases": corpus["items"], "read": corpus["right"], "refused": corpus["refused"], "wrong": corpus["wrong"]},
            "details": details}


def main() -> None:
    r = measure()
    print(json.dumps(r, indent=1, ensure_ascii=False))
    f = r["first_rate"]
    print(f"declarations: {r['read']}/{r['cases']} fields right ({100 * r['read'] / r['cases']:.1f}%), {r['refused']} refused, "
          f"{r['wrong']} wrong, in {r['sentences']} cases from {r['dynasties']} dynasties; first rate, before the reader was "
          f"taught the corpus's forms: {f['right']}/{f['items']} right, {f['refused']} refused, {f['wrong']} wrong", file=sys.stderr)
    for h in (r["held_out"] or {}).get("rounds", []):
        first = h["first"]
        seen = (f"at first sight: {first['right']} right, {first['refused']} refused, {first['wrong']} wrong, {first['whole']} whole"
                if first else "its first sight (not yet recorded in HELD_OUT_FIRST)")
        taught = "untaught" if h["round"] in UNTAUGHT_ROUNDS else "taught"
        print(f"held out, {h['label']} ({h['round']}, {taught}; {h['rules']} rules, {h['cases']} fields): {h['read']} right, "
              f"{h['refused']} refused, {h['wrong']} wrong, {h['whole']} rules read whole; {seen}", file=sys.stderr)


if __name__ == "__main__":
    main()
