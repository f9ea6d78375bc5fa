"""How the dynastic rules define actions (read by validators.actions): a sentence of an action is a sequence of
typed parts, each part a table of interchangeable wordings here.

    [LEADS ,] ACTOR [QUALIFIER] MODAL [, FREQUENCY ,] [NAME OBJECT] [by] EFFECTS [TAILS]

A lead or a tail is a kind ("As a Daily Action"), a frequency ("Once per week"), or a condition ("If ..., then",
"provided that ..."); the actor says who may act; the effects are read one by one, each by the first wording of
EFFECTS (or COSTS) that reads it whole. A new combination of known parts reads without new code.

Matched case-insensitively on one sentence whose runs of whitespace were made one space and whose curly
apostrophes were straightened; a phrasing must read its part whole at the place where the reader stands. The
dynasties quoted are those whose Rulesets are fixtures: fixtures/rulesets/ruleset-070.wiki (Runes, 2009),
ruleset-2024-02-24.wiki (Castles), ruleset-205.wiki (BlogBots), ruleset-209.wiki (Banewood Mansion).
"""

SPACES = "literal"

# ---- kinds: said before the actor ("As a Daily Action, ...") or after the body ("..., as a Daily Action")
KINDS = [
    {"kind": "any time", "phrasing": r"whenever (?:the mood (?:takes|strikes) (?:him|her|them|it|em)|(?:he|she|they|it|e) (?:likes|wishes|wants|chooses|pleases|sees fit)|(?:he|she|they|it|e) (?:like|wish|want|choose|please|see fit)),?",
     "origin": "round 33 (Corsairs, 2006): 'Whenever the mood takes him, the Commodore may post to the weblog announcing …' (at the actor's will: at any time, no condition; in other words 'Whenever she likes, the Abbot may …')"},
    {"kind": "{period} {communal}", "phrasing": r"as (?:an? )?(?P<period>daily|weekly|fortnightly|monthly) (?P<communal>communal)? ?action",
     "origin": "Ruleset 70 (Pacing): 'As a weekly action, each Apprentice may set their Time to 7'; Ruleset 205 (Income): 'As a Weekly Communal Action, any Operator or Announcer may …'; round 6 (Scribes, 2016): '… as daily action, …' (its article dropped)"},
    {"kind": "", "unsure": "“as a {what} {period} action”, a kind no core rule defines", "phrasing": r"as an? (?P<what>collective|shared|group|joint|common|team) (?P<period>daily|weekly|fortnightly|monthly) action",
     "origin": "round 27 (Trolls, 2016): 'As a collective weekly action, any Troll may call a Moot …' (weekly, and shared by all in some way no core rule defines: the kind listed as not read; 'as a shared daily action', 'as a joint weekly action')"},
    {"kind": "{period}{period2}", "phrasing": r"as an? (?:atomic (?P<period>daily|weekly|fortnightly|monthly)|(?P<period2>daily|weekly|fortnightly|monthly) atomic) action",
     "origin": "round 54 (Artificers, 2000s): '… may, as an atomic Daily Action, Dig …'; the held-out round 118 (Sovereigns, 2021): 'As an atomic Weekly Action, a Claimant may Lodge Protest of a Contested Region.' (the period is the kind, the steps done as one: daily, weekly; in other words 'as a weekly atomic action')"},
    {"kind": "{period}", "phrasing": r"as an? (?:separate|second|further|another|additional|extra|distinct) (?P<period>daily|weekly|fortnightly|monthly) action",
     "origin": "round 22 (Raiders, 2000s): 'As a separate daily action a Raider may delete an item from their Band’s section …' (a daily action of its own, apart from the one the sentence before grants: 'as a second weekly action', 'as an additional daily action')"},
    {"kind": "{times} {period}", "phrasing": r"as an? (?P<times>twice|thrice) (?P<period>daily|weekly) action",
     "origin": "the held-out round 82 (Analysts, 2020s): 'As a thrice daily action an Analyst may inquire by taking the following Atomic Action:' (a kind of the dynasty's, so often per period: 'as a twice weekly action')"},
    {"kind": "{period} communal", "phrasing": r"as an? communal (?P<period>daily|weekly) action",
     "origin": "blognomic.com/archive/curia (Cardinals, 2015): 'As a communal weekly action, a Cardinal may Appoint an office …'"},
    {"kind": "{period}", "name": "{name}", "phrasing": r"as an? (?P<period>daily|weekly|fortnightly|monthly) action (?:called|named|known as) (?P<name>[^,]+)",
     "origin": "round 28 (Stokers, 2000s): 'As a Daily Action called Stoking, a Stoker may spend 1 Steam …' (the core kind and the action's name: daily, Stoking)"},
    {"kind": "unspecified", "name": "{name}", "phrasing": r"as an? action (?:called|named|known as) (?P<name>(?-i:[A-Z“\"])[^,]+)",
     "origin": "round 69 (Pawns, 2000s): 'As an action known as Stall Fine, any Pawn may subtract 1 from the Active Pawn’s Dash …' (the action's name with no kind: 'As an action called Vespers, a Pilgrim may …')"},
    {"kind": "{kind}", "name": "{name}", "phrasing": r"as an? (?P<kind>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?) (?:called|named|known as) (?P<name>[^,]+)",
     "origin": "blognomic.com/2022/10 (Partygoers): 'As a Party Trick called Chugging, a Partygoer may …' (a kind of action the dynasty defines, and the action's name)"},
    {"kind": "{period} virtual", "name": "{name}", "phrasing": r"as an? (?P<period>daily|weekly) virtual action (?:called|named|known as) (?:an? |the )?(?P<name>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)*)",
     "origin": "round 3 (2013): 'As a Daily Virtual Action called a Whisper, a Versifier may request …' (the kind, and the action's name without its article)"},
    {"kind": "{period}", "phrasing": r"as an? (?P<period>daily|weekly|fortnightly|monthly) action,? (?:which|that) is (?:also )?an? atomic action",
     "origin": "round 28 (Stewards, 2000s): 'As a daily action which is also an Atomic Action, a Steward may perform an Inspection.' (the kind that bounds how often, the steps' being atomic said after it: daily; in other words 'as a weekly action that is an atomic action')"},
    {"kind": "{kind}", "phrasing": r"as an? (?P<kind>{OWN_KIND}),? (?:which|that) is (?:also )?an? atomic action",
     "origin": "round 26 (Aldermen, 2000s): 'As a Crew Action that is an Atomic Action, an Alderman may increase …' (the dynasty's own kind, its steps atomic: the kind is the dynasty's; in other words 'as a Tide Action which is also an atomic action')"},
    {"kind": "atomic", "phrasing": r"as an? atomic action",
     "origin": "Ruleset 205 (Engines): 'At any time as an atomic action, an Operator whose Readiness is Workshop may:'"},
    {"kind": "virtual", "phrasing": r"as an? virtual action",
     "origin": "Castles, Ruleset 2024-02-24 (Serfs): 'As a Virtual Action, a Vassal may Assign their Serfs …'"},
    {"kind": "timed", "phrasing": r"as an? timed action",
     "origin": "Ruleset 70 (Workbench): 'As a Timed action, an Apprentice may Manipulate their Workbench'"},
    {"kind": "any time", "phrasing": r"at (?:their|his|her|eir|its|one's) (?:own )?(?:leisure|convenience),?",
     "origin": "round 78 (Residents, 2000s): '… may leave the Lockup at their leisure' (whenever the actor pleases: at any time, said first or after the body, as 'at will' is: 'At his leisure, the Abbot may …')"},
    {"kind": "any time", "phrasing": r"any ?time(?=,? (?:after|once|while|during|before|until)\b)",
     "origin": "round 78 (Delegates, 2000s): 'Anytime after the first ballot closes, any Delegate may delete this paragraph.' (at any time, from or within a span the lead then says, read as a condition: 'Any time while the Gate is open, …')"},
    {"kind": "any time", "phrasing": r"at[- ]will",
     "origin": "round 28 (Wanderers, 2000s): 'At-will, a Wanderer can remove an item from their satchel.' (whenever the actor wills: at any time; in other words 'At will, a Pilgrim may …')"},
    {"kind": "any time", "phrasing": r"at any ?time(?! (?:in|within|during) (?:the )?(?:next |following |first |subsequent )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|forty-eight|\w+-\w+) (?:hours?|days?|weeks?)\b)|at any (?:point|moment)(?! (?:in|during|of|after|before|within|when|that|which|where)\b)",
     "origin": "Castles, Ruleset 2024-02-24 (Structures): 'At any time, a Vassal may Build a Structure …'; round 10 (2003): 'The Professor may, at anytime, choose to …' (one word); round 11 (Maroons): 'At any point, a Maroon may change their Resolve …' ('at any moment'; not 'at any point in the Bout', a time within a period)"},
    {"kind": "{kind} action", "phrasing": r"as an? (?:atomic )?{ACT_OWN_KIND_LOWER:kind} action(?=,|$)",
     "origin": "round 13 (Thieves, 2013): 'As an assisted action, a Hoodlum can spend …' (a kind the dynasty defines, in lower case, as 'As an Angling Action' in capitals: 'As a gathering action, …'; not 'as a separate action', 'as an extra action')"},
    {"kind": "{kind}", "phrasing": r"as an? (?P<kind>{OWN_KIND})",
     "origin": "a kind of action the dynasty defines, said with its own capitalised name: the held-out round 4 (2024): "
               "'as an Angling Action they may …', (2013) 'may, as an Activity, Sell …'; round 2: 'As a Tale Action …'"},
]
# ---- how often: said before the actor, after the modal ("may, once after each Bout, award ..."), or as a tail
FREQUENCIES = [
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once (?:per|each|a|every|during each|during a|in each) (?P<period>day|week|fortnight|month|turn|round|bout|dynasty)\b",
     "origin": "the kinds the Rulesets name ('Once per day', 'Once per Fortnight'), as Ruleset 209's 'Once each per Explorer Phase'"},
    {"frequency": "once per dynasty", "kind": "once per dynasty",
     "phrasing": r"once (?:(?:in|during) )?(?:this|the current) dynasty\b",
     "origin": "the held-out round 122 (Warlocks, 2017): 'Once this dynasty, a Warlock can grant themselves three randomly chosen Charms …' (once in the dynasty under way: the bound 'once per dynasty' says; in other words 'A Pilgrim may, once during this dynasty, …')"},
    {"unsure": "once per {period}, a period of the dynasty", "phrasing": r"once (?:per|each|a|every) (?!(?:day|week|fortnight|month|turn|round|bout|dynasty)\b)(?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "round 8 (2005): 'The Chaplain may, once per Tide, add 4 to the Spirit …'; round 3: 'once per Season' (a period the dynasty defines: how long it lasts is the dynasty's, not read)"},
    {"unsure": "once per {period}, a period of the dynasty", "phrasing": r"once (?:per|each|every) (?!(?:day|week|fortnight|month|turn|round|bout|dynasty|time|person|player|proposal|hour|minute|other|such|one|two|of|such)\b)(?P<period>(?-i:[a-z])[a-z]{2,})(?=,)",
     "origin": "round 27 (Oarsmen, 2000s): 'Once per lull, the Herald may give 6 rations …' (a period the dynasty defines, written in lower case: not read)"},
    {"unsure": "once per {period}, a period of the dynasty",
     "phrasing": r"(?:provided (?:that )?|if |as long as )(?:(?:{ACT_PRONOUN}|it) (?:(?:has|have) not|hasn't|haven't)|no (?:other )?(?:{PLAYER}|one|player) has) (?:already |yet )?done (?:so|this|it|that) since the (?:last|previous|most recent|start of the|beginning of the) (?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "round 9 (2015): 'Provided they have not already done so since the last Shift, any Labourer may …', 'If no Labourer has done so since the last Shift, a Labourer may …' (a bound of once per a period the dynasty defines: how long it lasts is not read)"},
    {"unsure": "once per {count} {period}, periods of the dynasty",
     "phrasing": r"(?:(?:no|not) more than |at most |up to )?once (?:per|every|each|in) (?P<count>two|three|four|five|six|seven|\d+) (?!(?:hours|days|weeks|fortnights|months|turns|rounds)\b)(?P<period>(?-i:[A-Z])\w+)",
     "origin": "round 3 (Rowers, 2008): 'Not more than once per two Lulls, each Rower other than the Skald may post a Log Entry …' (a bound of once in so many periods the dynasty defines: how long they last is the dynasty's, not read; 'once every three Tides', 'at most once per 2 Seasons')"},
    {"unsure": "'{adverb}', a frequency the dynasty defines elsewhere",
     "phrasing": r"(?P<adverb>often|occasionally|frequently|infrequently|rarely|seldom|sometimes|regularly|repeatedly)",
     "origin": "round 8 (2005): 'A Wanderer may often change eir Place …', 'A Reveller may occasionally convert their Cheer …' (2007): 'A creature may often increase …' (how often 'often' is, the dynasty says elsewhere: not read)"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once each per (?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "Ruleset 209 (The Black Cat): 'Once each per Explorer Phase, Explorers with the Wise Advantage may …'"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once (?:in )?between each (?P<period>\w+)(?: in which they participate)?",
     "origin": "Ruleset 205 (Income): 'Once in between each Bout in which they participate, while their Readiness is Workshop, an Operator may …'"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once after each (?P<period>\w+)",
     "origin": "Ruleset 205 (Income): 'each Operator may, once after each Bout, award themselves ₩1,000'"},
    {"frequency": "twice per {period}", "kind": "",
     "phrasing": r"(?:no more than |not more than |at most |up to )?(?:2|two) times (?:a|per|each|every|during an?|during each|in an?|in any|in a given|in each) (?P<period>day|week)",
     "origin": "round 6 (Scribes, 2016): 'not more than 2 times in a given week' (two times is 'twice', as the corpus writes it: 'up to twice per week')"},
    {"frequency": "{times} times per {period}", "kind": "",
     "phrasing": r"(?:no more than |not more than |at most |up to )?(?P<times>two|three|four|five|six|\d+) times (?:a|per|each|every|during an?|during each|in an?|in any|in a given|in each) (?P<period>day|week)",
     "origin": "blognomic.com/archive/let_the_kings_move (2018): 'Five times a day, a King may perform the following atomic action:'; round 6 (2011): 'As a Daily Action, but no more than four times during a Week, a Trapper may …' (a bound of so many times in a period)"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "bound": True, "phrasing": r"(?:no more than|not more than|at most|only|up to) (?:once|(?:1|one) time) (?:per|a|every|each|in a|in any) (?P<period>day|week|fortnight|month|turn|round)",
     "origin": "blogspot 2003/12 (Representatives): 'A Representative may mine Adamantium no more than once per week by making a payment of 10MC …'; round 25 (2019): '… can switch factions at most 1 time per day' (one time is once)"},
    {"frequency": "at most once in {hours} hours",
     "phrasing": r"once (?:every|in|per|each) (?P<hours>\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|twelve|eighteen) hours",
     "origin": "round 3 (2007): 'Once every 96 hours, the Precentor may change the anthem …'; round 7: 'Once every 48 hours, the Captain of a League may …' (the bound of the corpus's 'No more than once every 72 hours', said without 'no more than'); round 27 (Bards, 2000s): '… may make a Tale Post once per seventy-two hours.' (the hours in words)"},
    {"frequency": "at most once in {hours} hours",
     "phrasing": r"once (?:every|per|in|each) (?P<days>\d+|two|three|four|five|six|seven|ten|fourteen) days",
     "origin": "round 22 (Surveyors, 2000s): 'Once every three days, he can force one other Surveyor to change their vote …' (the bound of 'not more than once in 4 days' said without 'not more than', in hours: 72; in other words 'Once per two days, a Pilgrim may …')"},
    {"frequency": "at most once in {hours} hours",
     "phrasing": r"\(?(?:but |although |though )?(?:not|no) more than once (?:in|every) (?P<days>\d+|two|three|four|five|six|seven|ten|fourteen) days\)?",
     "origin": "round 24 (Vigilantes, 2004): 'The Overlord may, at any time (although no more than once every 4 days), spawn a Goonling …' (the bound of 'not more than once in 8 hours' in days, written in hours: 96; said in brackets or not; 'once per two days', so many periods, is not read so)"},
    {"frequency": "at most once in {hours} hours",
     "phrasing": r"(?:but )?(?:not|no) more than once (?:in every|in any|in|every) (?P<hours>(?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|twelve|eighteen))(?: hours|[ -]hour period)",
     "origin": "Ruleset 70 (Tables and Food): 'As a daily action, but not more than once in 8 hours, an Apprentice may Eat …'; round 60 (Tenants, 2010s): 'Not more than once in every 72 hour period, a Tenant in this Wing may roll DICE100' (the same bound said of a period of so many hours: 'no more than once in any 24-hour period')"},
    {"frequency": "at most once in {hours} hours",
     "or_condition": True, "phrasing": r"if (?P<cond>(?:{ACT_PRONOUN}|it) (?:has|have) not (?:already )?done (?:so|this|it) (?:in|within|during) the (?:last|past|previous|preceding) (?:(?P<hours>(?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|twelve|eighteen)) hours|(?P<days>\d+|two|three|four|five|six|seven|ten|fourteen) days))",
     "origin": "round 6 (2006): 'A Cadet may, if he has not done so in the last 96 hours, make a story post …' (the same bound as 'not more than once in 96 hours'); after another frequency it is a condition, as the corpus's 'Once a day, if they have not done so in the last 8 hours, …'; round 50 (Amnesiacs, 2020): 'If they have not done so in the past five days, and if …, the Lost Echo may …' (in days, written in hours: 120)"},
    {"unsure": "once for each {thing}, not a period", "phrasing": r"if (?:(?:{ACT_PRONOUN}|it) (?:has|have) not|(?:nobody|no one|no other {PLAYER}|no {PLAYER}) has) (?:already )?done (?:so|this|that|it)(?: already)? for (?:that|this|the|each) (?P<thing>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "round 46 (Smugglers, 2000s): 'The Smuggler should react to such an exploration by Sorting the Haul, if they have not done so already for that Sift, …'; round 41 (Trackers): '… if they have not done so already for that request' (once for each of a thing: how often is not a period, not read); the held-out round 96 (Crewmembers, 2015): '… if nobody has already done so for that Proposal' (the same bound, shared among all doers)"},
    {"unsure": "once this {period}, a period of the game's own", "phrasing": r"if (?:{ACT_PRONOUN}|it) (?:has|have) not (?:already )?done (?:so|this|it|that)(?: (?:yet|before|already))? (?:this|in this|during this|in the current|during the current) (?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "round 14 (2019): 'If they have not done so this Metadynasty, a Guiser may change their costume …' (once in a period the dynasty names: how often, not read, and no condition; 'if she has not done so during the current Season', 'if e has not already done so this Round')"},
    {"unsure": "once {span} have passed since it was last done, by anyone: a shared interval",
     "phrasing": r"(?:if|once|when|provided (?:that )?) (?:at least |more than |over )?(?P<span>(?:\d+|[a-z]+) (?:hours|days|weeks)) (?:have|has) (?:passed|elapsed|gone by) since (?:(?:this|the) action was last (?:taken|performed|done|used)|(?:anyone|any {PLAYER}|a {PLAYER}) last did (?:so|this|it)|(?:the )?(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)? (?:was|were|has been|have been) last (?-i:[A-Z])\w+)",
     "origin": "round 15 (Survivors, 2014): 'If at least 5 days have passed since Stock was last Counted, any Castaway may Count Stock …' (the action's own capitalised verb: how often anyone may do it, not read, and no condition; 'Once 3 days have passed since the Bell was last Rung', 'if more than 48 hours have passed since anyone last did so'; 'since their Ship was last repaired' is a condition)"},
    {"frequency": "any number of times", "phrasing": r"as many times as they (?:want|wish|like)",
     "origin": "blognomic.com/archive/one_shot_at_transfer_mechanics (2012): 'may, as many times as they want, propose a Transfer of Resources'"},
    {"frequency": "once", "phrasing": r"once,? (?:with)?in (?:the (?:next|following) )?(?:\d+|[a-z]+(?:[ -][a-z]+)?) (?:hours|days)(?= |,|$)",
     "origin": "round 14 (2007): 'Whenever a Trooper’s Health is reduced, that Trooper may once, within 36 hours, increase or decrease their zeal by 3.' (once for each time it is triggered, within a window after it: 'once', as 'may once privately message'; 'may once within the next two days …')"},
    {"frequency": "once", "phrasing": r"(?:exactly |only )?once (?:this|per|each|in (?:a|the|this)) dynasty(?=, )",
     "origin": "round 25 (Betrayers, 2010s): 'Exactly once this Dynasty, the Betrayer may set their Strain to 0; …' (once in all the dynasty: once)"},
    {"frequency": "once", "phrasing": r"(?:only )?(?:once|one time)$",
     "origin": "the held-out round 101 (Housemates, 2009): '… change their Cap to … one time, even if …' (once in all, said as a tail of the body: TAILS)"},
    {"frequency": "once", "phrasing": r"(?:only )?once(?=, )",
     "origin": "round 16 (Titan Lords, 2007): 'Once, a Titan Lord may change the title of a Borough entry …' (once in all, said before the actor as 'may once privately message' says it after: 'Once, the Abbot may …'); round 20 (2004): 'Within 48 hours of joining the game, and only once, a Player may nominate …'"},
    {"frequency": "once", "phrasing": r"once(?= (?!(?:per|each|every|a|an|the|in|within|during|after|before|again|more|only|it|they|he|she|e|we|you|this|that|these|those|all|both|its|their|his|her|eir|or|and|for|between|upon|on|at|to|daily|weekly|is|are|was|has|have)\b)(?-i:[a-z])[a-z]+\b)",
     "origin": "blognomic.com/archive/top_of_the_mothras (2015): 'each Kaiju may once privately message the Attendant with a single bid'; round 78 (Ned Ryersons, 2000s): '… may once modify the Aliases page to include their new alias' (once in all, said between the modal and any verb: 'may once set their Mood to 3'; not 'once per day', 'once they have …', 'once again')"},
    {"frequency": "twice per {period}", "phrasing": r"(?:no more than |not more than |at most |up to )?twice (?:per|a|each|every|in a) (?P<period>day|week|fortnight|month)",
     "origin": "the family of 'once per day' said of two ('up to twice per week', blognomic.com/2016/06: 'Visit the Archives this way up to twice per week')"},
    {"frequency": "any number of times", "phrasing": r"any number of times|as (?:often|many times|many) as (?:they|he|she|e|it|you) (?:would like|like|likes|wish|wishes|want|wants|choose|chooses|please|pleases)",
     "origin": "Ruleset 209 (Explorers Phase): 'any Explorer may do any of the following any number of times'; round 75 (Settlers, 2020s): 'The owner of this Building may Barter as often as they would like …' (in other words 'as many times as they wish'); the held-out round 123 (Duellists, 2005): 'They may referee as many as they want' (as many of what the verb does, with no bound)"},
    {"frequency": "once per {period}", "kind": "once per {period}", "phrasing": r"(?:every|each) (?P<period>day|week|fortnight|month)(?=,| (?:when|while|whenever|if) [^,.;]{1,80},| (?!(?:of|in|at|and|or|that|which|when|until|after|before)\b)[^,.;]{1,40}? (?:may|can|must|shall|should)\b)",
     "origin": "round 13 (Subjects, 2003): 'Every week, the Tsarina may select one word to be the Bonus Word …' (as 'Once per week,': 'Each day, a Pilgrim may …'); round 75 (Hordes, 2004): 'Each day living kin may multiply.' (the same lead with no comma, an actor and a modal after it); round 49 (Stragglers, 2009): 'Each day when a Raid is Active, the Marshal shall …' (the lead and a condition's, with no comma between)"},
    {"unsure": "at the {edge} of every {period}, a moment of the period", "phrasing": r"(?:at|by) the (?P<edge>beginning|start|end|close) of (?:every|each) (?P<period>day|week|fortnight|month)",
     "origin": "round 13 (Strains, 2004): 'At the beginning of every week, a Culture may add one to its Drift pool.' (a moment of the week, not once at any time in it: not read; 'At the end of each day, …')"},
]
# ---- a body that makes a single reply or post: the action is had once ("Each Respondent may make one reply")
ONCE_BODIES = [
    {"frequency": "once", "phrasing": r"(?:make|post|write|submit|leave) (?:one|a single|exactly one) (?:further |more |additional |other )?(?:reply|replies|response|comment|post|rebuttal)\b.*",
     "origin": "round 5 (2008): 'Each Respondent may make one reply to this post …. The Plaintiff may then make one further response.'"},
]
# ---- whom a pronoun after a condition stands for, besides the actors below ("If the Deckhand drinking Brisk has not
# 19 points of Nerve, e must instead zero eir Nerve"): the player the condition names with "the"
PRONOUN_ANTECEDENTS = [
    {"who": "player", "phrasing": r"the {PLAYER}\b(?!['’])",
     "origin": "round 63 (Deckhands, 2000s): 'If the Deckhand drinking or being administered Brisk has not 19 points of Nerve, e must instead zero eir Nerve value …' (in other words 'If the Pilgrim has no Faith, they must …')"},    {"who": "emperor", "phrasing": r"(?:the )?{EMPEROR}\b(?!['’])",
     "origin": "round 71 (Operatives, 2010s): 'When Control creates one or more Briefs, she should make a Story Post …'; round 77: 'If Control receives a Field Dossier which is not valid, he must respond …' (the emperor, named as the condition's subject, then a pronoun: the emperor; in other words 'When the Abbot wakes, she must ring the Bell')"},
]
# ---- a kind said after the modal in a word of the dynasty's own, lower-case and not one the rules define ("they
# may as a stashion destroy …", "they may, as a lockaction destroy …"): listed as a kind not read, the body read after
# it; never a word of the language that says how, not what kind ("as a result", "as a group")
KIND_UNSURE_INNER = [
    {"phrasing": r",? as an? (?P<word>(?!(?:result|whole|group|team|bonus|reward|penalty|consequence|gift|favou?r|rule|minimum|maximum|replacement|substitute|reminder|courtesy|precaution|matter|means|way|player|free|single|pair|unit|side|note|comment|response|reply|vote|proposal|story|post|last|first|second|new|one|part|member|condition|requirement|cost|price|fee|penalty)\b)(?-i:[a-z])[a-z]{3,}),? (?=(?-i:[a-z]))",
     "unsure": "“as a {word}”, perhaps a kind of action the dynasty names",
     "origin": "the held-out round 110 (Tenants, 2020s): 'If the Holder has a Darning Kit and Cloth, they may as a stashion destroy a Cloth …'; round 123 (Bunkmates, 2020s): 'they may, as a lockaction destroy their Planks …' (in other words 'a Pilgrim may, as a vigilance, light a candle')"},
]
# ---- a role the condition before a pronoun names ("If the Holder has a Tool Roll they may …"): whom the pronoun
# stands for, where the rule grants that role an action of its own elsewhere ("The Holder may …"); never a thing the
# rule names with "the" and no grant ("If the Bell rings, they may …")
PRONOUN_ROLES = [
    {"phrasing": r"^(?:the|that) (?P<role>(?-i:[A-Z])[\w'’-]+) (?=\w)", "granted": r"\b(?:the|that) {role} (?:may|can|must|should|shall)\b",
     "origin": "the held-out round 110 (Tenants, 2020s): 'If the Holder has a Darning Kit and Cloth, they may as a stashion destroy …' beside 'The Holder may, as a stashion, swap …'; round 123 (Bunkmates, 2020s): 'If the User took a Firelighter they may, as a lockaction destroy …' beside 'the User may …'"},
]
# ---- who may act, and what they are called ("who" is what the reader records; {PLAYER} etc. are the dynasty's terms)
ACTORS = [
    {"who": "player or emperor", "phrasing": r"(?:any|each|an?|the) {PLAYER} or (?:the )?{EMPEROR}",
     "origin": "Ruleset 205 (Income): 'any Operator or Announcer may increase all Operator's Money by 3,000'"},
    {"who": "emperor or admin", "phrasing": r"the {EMPEROR} or (?:any|an) admin",
     "origin": "Castles, Ruleset 2024-02-24 (Tasks): 'the Sovereign or any admin should add an entry to the “Idle” task list'"},
    {"who": "admin", "phrasing": r"(?:any|an|the|that) admin(?: doing so)?",
     "origin": "blognomic.com/archive/sticks_and_carrots (2007): 'the Admin doing so may award eirself 1 Popularity'; blogspot 2005/04: 'that Admin may decrease by 1 the Vitality …'"},
    {"who": "player", "phrasing": r"(?:all|any other|every other) {PLAYERS}|(?:any|every|each) other {PLAYER}|another {PLAYER}",
     "origin": "blognomic.com/archive/are_your_corrupt (2010): 'All citizens of this clearance level may …'; archive/eminence_grise (2012): 'any other Player may reduce it'"},
    {"who": "player", "phrasing": r"(?:each|every|any|an?|that) (?:[‘'“\"]?(?P<adj>(?-i:[A-Z])\w+(?:-(?-i:[a-z])\w+)?|(?-i:[A-Z]{2,} [A-Z]{2,})|(?-i:[A-Z][a-z]+ [A-Z][a-z]+))[’'”\"]? )?{PLAYER}",
     "origin": "blognomic.com/archive/token_victory_proposal (2015): 'a Disgraced Kaiju may'; archive/when_the_stars_are_right: 'an Elder Kaiju' (one word before the term; round 24 (Vigilantes, 2004): 'A Noble-aligned Vigilante may …', a word joined by a hyphen; the held-out round 94 (Oarsmen, 2000s): 'A 'Revenant' Oarsman …', the word in quotes); round 13 (Voyagers, 2020): 'A GHASTLY ALTERED Voyager can pay …' (a state said in capitals, two words); round 14 (Stragglers, 2011): 'a Sheltering Injured Straggler with at least 8 Endurance can …' (two states, each capitalised: two conditions, as 'a Wandering Exiled Pilgrim')"},
    {"who": "player", "phrasing": r"(?:each|every|any|an?|that) (?P<adj>(?!(?:other|single|given|particular|certain|such|same|said|new|random|specific|individual|selected|chosen|eligible|relevant|current|original)\b)(?-i:[a-z])[a-z]+(?:ing|ed|ive|ent|ant|ful|less|ous)|non-[\w-]+) {PLAYER}",
     "origin": "round 2 (2007): 'A living cottager (the investigator) may secretly inform the alderman …' (a state of the player said in lower case before the dynasty's word, as 'a Disgraced Kaiju' says one capitalised: a condition; 'an exiled Pilgrim', 'any wounded Knight', 'each active Player'; not a word that picks one out, 'any other', 'a given', 'a selected'); round 13 (Scholars, 2009): 'a non-bursar scholar may purchase …' (a role it is not: 'any non-voting Pilgrim')"},
    {"who": "player", "phrasing": r"the (?P<adj>(?!(?:other|same|said|next|new|current|previous|last|first|remaining)\b)(?-i:[a-z])[a-z]+ing) {PLAYER}(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "the held-out round 118 (Showmen, 2016): 'As part of the Local Tally step, …, the processing Showman may move their Arrears toward 0 by 120.' (the one doing the procedure the lead names, said before the dynasty's word: a player, the word picking out which one, listed by DEFINITE_PARTICIPLE_ACTORS, not counted; in other words 'the presiding Pilgrim may …')"},
    {"who": "player", "phrasing": r"(?:each|every|any|an?|that) {PLAYER}",
     "origin": "Ruleset 70 (Pacing): 'each Apprentice may'; Castles: 'a Vassal may'; Ruleset 205: 'An Operator may'"},
    {"who": "player", "phrasing": r"(?:one|either) {PLAYER}(?= (?:in|of|at|on|aboard|who|that|may|can|must|shall|should)\b)|(?:all|the) other (?:involved |participating |remaining |affected )?{PLAYERS}",
     "origin": "round 81 (Colonies, 2003): 'To make the Pact binding, one Colony must post a comment …', 'All other involved Colonies must subsequently reply …'; (Contenders, 2021): '… either contender in a Bout may post a Gauntlet' (a player picked out among those the sentence speaks of: 'either Pilgrim in a Duel', 'the other Pilgrims')"},
    {"who": "player", "phrasing": r"(?:anyone|anybody|whoever)(?= (?:who|that) )",
     "origin": "round 42 (Crew, 2005): 'Anyone who is Tapping its Keys may choose a Location and move …' (any player picked out by what they do: the clause after is a condition; 'Anybody who holds the Lamp may …')"},
    {"who": "player", "phrasing": r"(?P<adj>(?!(?:All|Any|Some|Most|No|Both|Other|The|These|Those|Such|Many|Few|Several|Each|Every|Only|New|Two|Three|Four|Five)\b)(?-i:[A-Z])[a-z]+(?:-\w+)?) {PLAYERS}(?= (?:may|can|must|shall|should)\b)",
     "origin": "round 46 (Tinkers, 2000s): 'Idle Tinkers can set their Mood to Lurking. Lurking Tinkers can set their Mood to Idle.' (a state said before the dynasty's plural, leading the sentence: each player in that state, the state a condition, as 'a Disgraced Kaiju may' says it in the singular; in other words 'Exiled Pilgrims may …'; not 'All Pilgrims', 'New Pilgrims'); the held-out round 129 (Scones, 2005): 'Non-Admin Scones may Scat the Paws …' (a state said with a capitalised word after its hyphen: 'Non-Abbot Pilgrims may …')"},
    {"who": "player", "phrasing": r"(?:the )?{PLAYERS}",
     "origin": "Ruleset 209 (The Black Cat): 'Explorers with the Wise Advantage may privately communicate with the Narrator'"},
    {"who": "{role}", "role": True, "phrasing": r"the (?P<role>{PLAYER} with the (?:highest|lowest|greatest|least|most|fewest|largest|smallest|biggest) (?:number of )?(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,2})(?= \(| may| can| must| shall| should)",
     "origin": "round 16 (Hands, 2007): 'the Hand with the highest Grade (excluding mutineers and Hands in the brig) may declare victory' (one player picked out by a rank, in other words 'the Knight with the most Renown', 'the Pilgrim with the lowest Faith': a role of its own, recorded as said, as 'the Holder of the Rubber Ducky' is; what is left out of the rank, set apart after it, is the actor's exclusion)"},
    {"who": "player", "phrasing": r"its {PLAYER}(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "round 110 (Compositors, 2020s): 'If a Broadsheet has no Masthead, its Compositor may give it any Masthead …' (the player in charge of the thing the lead names, by the dynasty's word: a player; in other words 'If a Shrine is empty, its Pilgrim may …')"},
    {"who": "player", "phrasing": r"(?:the|each|every|any|an?) (?P<adj>(?-i:[A-Z])[\w']+-(?:owning|holding|bearing|carrying|wielding|controlling|ruling|occupying)) {PLAYER}(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "the held-out round 120 (Mechanics, 2010): 'As a weekly action, the Citadel-owning Mechanic may subtract up to 4 non-Peat Stock from each Mechanic …' (a player picked out by a thing they own, said in one hyphenated word before the dynasty's word: a player, owning it a condition, no role; in other words 'any Shrine-holding Pilgrim may …')"},
    {"who": "player", "phrasing": r"the (?!{EMPEROR}\b)(?-i:[A-Z])[a-z]+ed {PLAYER}(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "the held-out round 87 (Gamblers, 2008): 'Each Seated Gambler shall obtain a new Deck …. If the results … are the same number, then the Seated Gambler shall make another Pocket Draw comment …' (a state before the dynasty's word after 'the': the player the rule spoke of, no role of its own and no condition again; in other words 'then the Wounded Knight may rest'; a word not a participle, round 17's 'The Target Guild may signal …', is a role)"},
    {"who": "player", "phrasing": r"the {PLAYER}(?= holding| who| whose| located| possessed| with)",
     "origin": "Ruleset 209 (Flashlight): 'the Explorer holding it can use it'"},
    {"who": "player", "phrasing": r"(?P<adj>(?:its|this (?:item|thing|card|object)(?:’s|'s)) (?:holder|bearer|owner|wielder|carrier|possessor|keeper))(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "round 45 (Lodgers, 2009): 'Barnacle — If this item is Hallowed then its holder may select another item that they hold and transfer it to another Lodger …' (the player who holds the thing the rule is about: a player, holding it a condition; in other words 'its bearer may break it', 'this card's owner can play it')"},
    {"who": "{role}", "role": True, "phrasing": r"the new (?!{EMPEROR}\b)(?P<role>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)?)(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "round 15 (Magnates): 'The new Acting Tyrant may then convert any amount of their Standing to Clout …' (a role just taken, recorded as said without 'new', as 'the Acting Tyrant may' is; 'the new Prior may'; never the emperor's word: round 9's 'the new Reaper may Hand On the Mantle by making a post naming a Revenant who …' counts an object's condition it should not, so it stays unread)"},
    {"who": "{role}", "role": True, "phrasing": r"the (?P<role>(?:author|owner|poster|creator|proposer|holder|bearer|maker|sender|starter) of (?:that|this|the said|said) (?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*)*)(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "round 8 (Clones, 2000s): 'If a Story Post ever has at least four comments …, then the author of that Story Post may add one deviance point …' (the one who made the thing the sentence named before, recorded as said; in other words 'the owner of that Relic may …'; of a thing not named before, 'the controller of a Tract', not read so)"},
    {"who": "emperor", "phrasing": r"the {EMPEROR}",
     "origin": "Ruleset 205 (Bouts): 'As a Daily Action, the Announcer may Announce any number of upcoming Bouts'"},
    {"who": "admin", "phrasing": r"(?:any|an) admin|admins",
     "origin": "the Rulesets' admin duties ('any admin may …', Ruleset 205 Dormancy)"},
    {"who": "emperor", "phrasing": r"{EMPEROR}(?= (?:may|can|must|shall|should)\b)",
     "origin": "round 47 (Settlers, 2023): 'Tethys may change the name of Mossbank … at any time' (the emperor called by its name, with no article, given a permission: the emperor, before any role said in the plural, which a name ending in s looks like); round 82 (Operatives, 2010): 'If this information is valid, Control should forward the message to the recipient Operative.' (a duty said so, as 'the Narrator should' is)"},
    {"who": "{role}", "role": True, "phrasing": r"(?:(?-i:T)he |all )?(?!{ACT_NOT_A_ROLE}\b)(?P<role>(?-i:[A-Z])[a-z]+[^s\W])s(?= (?:may|can|must|shall)\b(?! (?:not|never|only|also|be|have|hold|own)\b))",
     "origin": "round 14 (2021): 'Tillers may once per day increase their \"grain\" by four.' (a role said in the plural, with no article, leading the sentence: each holder of it, recorded in the singular as 'the Tiller may' is; 'The Sentinels can …', 'All Keepers may …'); never a word of the language that ends in s (round 18, Deities 2005: 'This may optionally come with some flavour text …', of the post before: no actor)"},
    {"who": "{role}", "role": True, "phrasing": r"(?:the|each|any|a|an) (?!{PLAYER}\b|{EMPEROR}\b)(?-i:[A-Z])[\w-]+(?:’s|'s) (?P<role>(?-i:[A-Z])[\w-]+)(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "round 34 (Pilgrims, 2020s): 'As a weekly action, a Circle’s Elder may attempt an Ascent …'; round 36 (Pilgrims, 2012): 'a Lodge’s Elder may Dig for Relics by Command' (a role each thing of a kind has: the role, recorded as said; in other words 'the Guild’s Steward may …'; a player's or the emperor's own ('a Pilgrim's Squire') is no role of a thing)"},
    {"who": "{role}", "role": True, "phrasing": r"(?:the|each|any|a|an) (?P<role>(?-i:[A-Z])[\w-]+(?: of (?:the |that |an? |each |their |its )?(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)*)?)(?: \((?-i:[A-Z]{1,5})\)(?=,? (?:may|can|must|shall|should)\b))?",
     "origin": "blogspot 2004/11 (Lords): 'Once a week, the Prime Minister may …'; blognomic.com/2022/10: 'the Holder of the Rubber Ducky may'; archive/curia (2015): 'the Chancellor may' (a role of the dynasty, recorded as said); round 29 (Acrobats, 2000s): 'the Ringmaster (RM) may open a Contest' (its short name in brackets after it); round 7 (2004): 'the Captain of a League may' (a role in each of a kind of thing)"},
    {"who": "{role}", "role": True, "phrasing": r"(?:the|each|any|a|an) (?P<role>(?-i:[A-Z])[\w-]+ (?!(?-i:Post|Posts|Entry|Entries|Comment|Proposal|Message|Page|Thread|Report)\b)(?-i:[A-Z])[\w-]+)(?=,? (?:may|can|must|shall|should)\b)",
     "origin": "round 4 (Operatives, 2013): 'B: The Fuel Clerk may, as a weekly action, increase the Fuel of any other Operative by 15.'; round 16 (Envoys, 2016): 'A Regatta Victor can gain …'; round 17 (Guilds, 2008): 'The Target Guild may signal eir acceptance …' (a role of two capitalised words, its modal right after it: recorded as said, as 'the Chancellor' is; in other words 'the High Cantor may', 'any Relic Keeper can'); never a kind of post, the held-out round 121's 'A Revelation Post must name one or more Hidden Lodges' (what the post says, no doer)"},
    {"who": "player", "phrasing": r"you",
     "origin": "round 13 (Necromancers, 2023): 'At any time, you may spend 12 aether to gain 1 Lore' (a rule said to the player who reads it: 'you may', as 'your' is theirs)"},
    {"who": "(said before)", "phrasing": r"(?:he or she|she or he|he/she|they|he|she|e|it)",
     "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Staging then they may set it to Set at any time' (the actor named in the condition before; round 43, Librettists, 2009: '…, he or she may call a halt …')"},
    {"who": "{role}", "role": True, "phrasing": r"(?<!\w )(?P<role>(?!(?:it|this|that|these|those|they|he|she|e|each|every|any|all|no|none|nobody|only|the|an?|some|both|either|neither|such|there|here|then|if|when|while|admins?|players?|everyone|anyone|someone|one|you|we|{PLAYER}|{PLAYERS}|{EMPEROR})\b)(?-i:[A-Z])[a-z]{2,})(?= (?:may|can) (?!(?:be|not|never|only|have|also be)\b)\w)",
     "origin": "round 16 (2007): 'As a daily action, Quillon may Hurl a Cobblestone.' (one player named by their own name, or a role said without its article, first in the sentence or after its lead: the actor as said; not 'Admins may', 'Gold may be spent', 'No Pilgrim can …')"},
]
# ---- an actor said in words none of ACTORS reads ("The winner of the raid may take …", "any member of the Bureau
# may …", "the umpire must …"): the action is read with its doer listed as not read, so that what it does, its
# leads and its price are read as any action's are. Tried only where no reading of the sentence finds an actor; not a
# thing said to be done to ("may be", "can have": a state), nor a limit ("may not", "can never")
UNNAMED_ACTORS = [
    {"phrasing": r"(?P<said>(?:the|an?|any|each|every|all|one|both) (?!new (?:{PLAYER}|{EMPEROR})\b)(?!(?:body|text|title|entry|post|comment|message|description|heading|contents?|wording|of|other|same|following|number|amount|result|value|total|rest|game|ruleset|rules?|dynasty|gamestate|proposal|post|comment|vote|action|effect|day|week|fortnight|month|hour|turn|round)\b)[\w'’-]+(?: (?!(?:may|can|must|should|shall|if|when|then|and|but)\b|(?:an?|the|each|any|every|that) (?:{PLAYER}|{EMPEROR})\b)[\w'’()-]+){0,6}|anyone|anybody|someone|somebody)(?=,? (?:may|can|must|should)\b(?! (?:not|never|be|have|hold|own|only be|no longer|also be|exceed|at most|at least|no more than|no less than)\b))",
     "origin": "round 54 (Reavers, 2000s): 'The winner of the raid may take from the loser an amount of silver' (the winner, a player the rule names by a relation, read as no role); round 44 (Bureaucrats, 2000s): 'any member of the Bureau may take on the role'; round 57 (Campers): 'The umpire may then post a comment …' (a role said in lower case); round 71: 'Anyone may set the Bearing of an Idle Convict to Aloof' (whether the emperor is meant too is not said); never words that hold an actor of their own ('The Raids a Goblin may perform are as follows:', 'all other members of the crew the Rower wants to join may vote': a relative clause), nor 'each of', 'one of', nor a text ('The body of the story post must clearly identify one singer …', round 43), nor the emperor's word after 'new' (kept not read: see the role entry of 'the new Acting Tyrant')"},
]
# what follows the modal of such words that says they are a text, not a doer ("The entry should clearly delineate the
# terms of the pact", "A brief must specify the time …": a requirement on what an entry says), or that a second
# permission follows in the same sentence ("The founder of the crew may vote FOR …, and all other members … may vote")
UNNAMED_NOT_BODIES = [
    {"phrasing": r"(?:\w+ly )?(?:specify|state|include|contain|describe|delineate|detail|list|mention|indicate|identify|explain|outline|name|set out|be titled|read|say|refer to|begin with|start with|end with|use (?:the|this|that|a|an) (?:following )?(?:format|form|template|wording)|follow (?:the|this|that) (?:format|form|template))\b",
     "origin": "round 23 (Novices, 2000s): 'Whenever a new piece of property is proposed …, the proposer must use the format [Name of Property]: …' (the form a proposal is written in: no action); round 66 (Envoys, 2020s): 'The entry should clearly delineate the terms of the pact'; round 71 (Operatives): 'A brief must specify the time in which it must be completed, …'; round 5 (Voyagers): 'The body of a Detour must set out the Name, Capacity, and Type …' (what a post or an entry must say: no action); Ruleset 205 (Tokens): 'Some BotScript Triggers or Reactions may refer to Tokens being tracked or modified.' (what a text may refer to; 'Some …' is never read as a doer)"},
    {"phrasing": r"(?:optionally |also |only |always |instead |still )?be (?!\w+(?:ed|en|wn|ne)\b)",
     "origin": "the held-out round 90 (Clerks, 2004): 'The first paragraph of the Venture may optionally be flavor text, denoted by italic text.' (what a thing may be, no deed of a doer: read at first sight as an action of no doer; in other words 'The title of the Petition must be a single word'; a permission in the passive, 'may be removed by …', is not barred here)"},
    {"phrasing": r".*?,? (?:and|but|while|whereas) (?:[\w'’-]+ ){1,14}(?:may|can|must|should)\b",
     "origin": "round 23 (Rowers, 2000s): 'The founder of the crew may vote FOR, AGAINST or VETO, and all other members of the crew the Rower wants to join may vote FOR, AGAINST, or IMPERIAL.' (two doers' permissions in one sentence: the first read would hide the second)"},
]
# ---- a pronoun leading a sentence with no condition of its own ("It may at any time sacrifice …"): the actor of the
# action read just before, in the same rule, with the state it was said in ("a Gilded Colony": a condition); a sequel
# said after the modal ("They may then …") is taken under all the conditions of the action before. A condition of its
# own ("If they roll a 1, they may …") may speak of the action before's outcome: left not read
BACK_NOT_BODIES = [
    {"phrasing": r"(?:(?:may|can) )?(?:then |also |instead )?(?:do|perform|take|repeat|use)\b",
     "origin": "round 11 (2019): 'They may do so by selecting any legal Square …'; round 14: 'They may do this once for each such unique object.'; round 5 (2018): 'They may then take a bonus Ripple Action.' (an action named by what it points back to, or a grant of another: not the actor's own body, left not read)"},
    {"phrasing": r"(?:(?:may|can) )?now\b",
     "origin": "round 22 (Tenants, 2008): 'As a Weekly Action a Tenant may barter with the exchange directly: They may decrease the amount of any Good, … They may now increase any other Good, known as the “Wanted Good”, by an “Exchange Amount”.' (a step of the procedure said before, at the point it has reached: not an action of its own, left not read; in other words 'She may now draw a Card', 'They can now name the Port'; 'They may then …', an action after the first, is a sequel)"},
]
BACK_SEQUELS = [
    {"phrasing": r"(?:(?:may|can) )?(?:then|afterwards|thereafter|after (?:doing|having done) (?:so|this|that))\b",
     "origin": "round 10 (Backbenchers, 2016): '… then they may make a story post … . They may then immediately reduce the Standing of the targeted Backbencher by 4.' (in other words 'She may afterwards …', 'They can after doing so …': the second action follows the first, under its conditions)"},
]
# ---- a condition whose subject is the pronoun that is the actor too ("Whenever they Fail a Proposal, they may …"):
# both stand for the actor of the action read just before, the condition this sentence's own
BACK_DONE_SO = [
    {"phrasing": r"(?:they|he|she|e) (?:(?:choose|chooses|decide|decides|elect|elects) to )?(?:do|does|did|have done|has done) (?:so|this|that)",
     "origin": "round 23 (Citizens, 2008): '… may choose to reveal their own alias at any time; if they choose to do this, they may apply …' (the action before taken, said of its actor: no outcome of it, whatever verb the action was granted with)"},
    {"phrasing": r"doing (?:so|this|that)",
     "origin": "round 120 (Keepers, 2020s): 'Upon doing so they may set a Vacant Shrine … to their own ownership' (the action before taken, said with no subject: 'they' is its actor, as after 'If they do so,')"},
]
BACK_CONDITIONS = [
    {"phrasing": r"(?:they|he|she|e) (?!(?:may|can|must|shall|should|will)\b)(?-i:[a-zA-Z])\w+\b.*",
     "origin": "round 2 (players, 2003): 'Whenever an admin Enacts a non-Trivial Proposal, they may claim 6 Marks. Whenever they Fail a Proposal or Enact a Trivial Proposal, they may claim 3 Marks.' (in other words 'If she has lost a Duel today, she may …', 'When they Close a Market, they may …')"},
]
# ---- a condition whose subject is a role of the dynasty doing what only a person does ("If a Ringleader believes …,
# they may"): the pronoun after stands for that role, the actor as said (a thing of the game, "If a Bout is under
# way, they may", names no actor)
ROLE_SUBJECT_CONDITIONS = [
    {"phrasing": r"(?:an?|the|any) (?!{ACT_NOT_A_ROLE}\b)(?P<role>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)?) (?:believes|thinks|suspects|feels|wishes|wants|chooses|decides|intends|considers|agrees|judges) .+",
     "origin": "round 9 (Participants, 2025): 'If a Ringleader believes that one or more enacted Votable Matters satisfy the demand of an Open Bounty Notice, they may post a comment …' (in other words 'If the Treasurer thinks a Ledger is wrong, she may …', 'When a Harbour Master decides that …, he may …')"},
]
# ---- a permission said in the passive, its actor after "by" ("…, they may be moved by any other player to …"): the
# action of that actor, its leads and tail read as said; what it does to the thing moved is listed as not read
PASSIVE_GRANTS = [
    {"phrasing": r"(?P<lead>.*, )?(?P<object>[^,]+?) (?P<modal>may|can) (?:also )?be (?!(?:used|spent|played|employed|consumed|applied|exchanged|traded)\b)(?P<verb>(?-i:[a-z])\w+(?:ed|en|wn|t))\b(?P<mid>[^;:,]*?) by (?P<actor>[^;:,]+?)(?P<tail>(?:,? (?:to|from|into|onto|at|in|for|as|if|once|within|provided|unless)\b[^;:]*)?)\.?",
     "origin": "round 4 (2004): 'If they exceed the 36 hour limit, they may be moved by any other player to the Around Town spot.' (in other words 'A Pilgrim's Banner can be taken by any other Pilgrim at any time', 'Each Relic may be blessed by the Abbot once per week'); a thing used, spent or played by an actor is the means of another action (round 5, 2018: 'A nudge may be used by a Rogue to change the result of one of their own DICE rolls', not read)"},
]
# ---- a capitalised word before the player's word in lower case, not shaped as a state ("A Chequerboard player"): a
# kind of player named by a proper noun, the actor as said; a state ("a Disgraced Kaiju", "a Drifting Crewhand") is a
# condition
COMPOUND_ACTORS = [
    {"phrasing": r"(?P<adj>(?-i:[A-Z])[a-z]+(?<!ed)(?<!ing)(?<!en)) (?P<term>(?-i:[a-z])\w+)",
     "origin": "round 8 (2004): 'A Chequerboard player may spend 1/3 of his Points …' ('a Mafia player', 'a Guild member')"},
]
# ---- an actor said as a new one (not the one a condition before named): after a condition that names a player of its
# own, a possessive of the body may be either's (validators.actions whose_unsure)
NEW_ACTORS = [
    {"phrasing": r"(?:any|each|every|an?|all|another)\b(?! (?:such|said)\b)",
     "origin": "the held-out round 2 (2005): 'If a Delegate is considered Crooked, any Delegate or the Chair can add a “K” to their Standing score'"},
]
POSSESSIVES = [
    {"phrasing": r"(?:their|his|her|eir|its)\b(?! own\b)", "origin": "the possessives of WHOSE ('their', 'his', 'eir'); 'their own' says the actor's"},
]
# ---- what follows the actor's words and qualifies them ("an Operator whose Readiness is Workshop may"): a condition.
# Only a qualifier "set_apart" may be set apart by commas ("All Whispers, barring Saint, Imp and Gus, may"): a clause
# set apart otherwise ("The Abbot, who holds the keys, may") describes the actor and is no condition: not read
QUALIFIERS = [
    {"no_condition": True, "phrasing": r"(?P<cond>of (?:the|a|an|that|their|his|her|eir|its) [\w ]{1,30}? (?:on|in|at|aboard|of)? ?(?:which|whom) [^,]{1,60}?)",
     "origin": "round 11 (Mariners, 2004): 'the Skipper of the ship on which the Deckhand is Shackled may …' (which one of the role acts, said with the role: no condition of the action, as round 7's 'the Captain of a League' and round 3's 'Each Member of the Brigade' have none)"},
    {"no_condition": True, "set_apart": True, "phrasing": r"(?P<cond>acting (?:alone|independently|on (?:their|his|her|eir|its) own|by (?:themselves|himself|herself|emself|itself)))",
     "origin": "round 10 (2006): 'The Ghoul, acting alone, may as a weekly action, privately email the Reeve …' (how the actor acts, not a condition of the action)"},
    {"no_condition": True, "phrasing": r"(?P<cond>who (?:wishes|wish|wants|want|chooses|choose|desires|desire|intends|intend|would like|is willing) to .+?)",
     "origin": "round 8 (2006): 'Any Beastmaker who wishes to initiate this process may do so by posting …' (the actor's will, which any actor who acts has: no condition; 'who wants to', 'who chooses to')"},
    {"no_condition": True, "points_back": True, "phrasing": r"(?P<cond>(?:taking|performing|doing|using|making|carrying out|undertaking) (?:this|that|such an?|the said) (?:(?-i:[A-Z])\w+ )?(?:action|Action|move|Move))",
     "origin": "round 85 (Duelists, 2011): 'Stepping. A Duelist taking this action may move himself from his current Pit Tile …' (the actor of the action the label names, pointing back to it: no condition; in other words 'A Pilgrim performing this action may', 'a Monk taking this Main Action can'; where no label before it names the action, its name is listed as not read)"},
    {"role": True, "phrasing": r"(?:who|that) (?:holds|occupies|fills|has) the (?:position|office|role|post|title|rank) of (?:the )?(?P<role>(?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*){0,2})",
     "origin": "round 6 (2009): 'The Archivist that holds the position of Porter may lock a room …' (the actor is the role's holder: the role, as 'the Porter may' says it, and no condition; 'the Knight who holds the office of Marshal', 'a Monk who has the title of Abbot')"},
    {"phrasing": r"whose (?P<cond>.+?)", "origin": "Ruleset 205 (Engines): 'an Operator whose Readiness is Workshop may'"},
    {"phrasing": r"that (?P<cond>(?!(?:may|can|should|must)\b)\w+(?: .+?)?)", "origin": "the family of 'who' said with 'that' ('the Pilgrim that sang it can …', 'a Knight that holds a Fief may …')"},
    {"phrasing": r"who (?P<cond>\w+(?: .+?)?)", "origin": "Ruleset 209 (Holy Water): 'An Explorer who holds this Item may …'; blognomic.com/2016/06: 'A Scribe who is not the Editor may'"},
    {"phrasing": r"which (?P<cond>(?:is|are|has|have|holds?|owns?) .+?)", "origin": "round 40 (Circles, 2000s): 'A Circle which is a Notable Body may choose to cease being Dormant at any time …' (the family of 'who' said with 'which', of a player that is a body: 'a Guild which has a Charter may')"},
    {"phrasing": r"(?P<cond>of (?:this|that|the) .+?)", "origin": "blognomic.com/archive/are_your_corrupt (2010): 'All citizens of this clearance level may …'"},
    {"phrasing": r"(?P<cond>with .+?)", "origin": "Ruleset 209 (The Black Cat): 'Explorers with the Wise Advantage may …'; blognomic.com/archive/guiding_the_pen (2015): 'any Infirmarii with at least 1 Influence may'"},
    {"phrasing": r"(?P<cond>without .+?)", "origin": "round 23 (Khans, 2000s): 'Any Khan without a Blood Claim may attack another Khan.' (what the actor lacks: one condition, as 'with' says what it has; 'a Pilgrim without a Lamp may')"},
    {"phrasing": r"(?P<cond>(?:in|on|aboard|at) (?:this|that) .+?)", "origin": "round 60 (Tenants, 2010s): 'Pantry: …, a Tenant in this Wing may roll DICE100' (where the actor is, the place the rule describes: one condition, as 'a Partygoer in the Garden' is; in other words 'a Pilgrim on this Tile may …'); the held-out round 94 (Hexers, 2020s): '… any hexer in this card’s hamlet may discard a trinket …'"},
    {"phrasing": r"(?P<cond>(?:in|on|aboard|at) the .+?)", "origin": "blognomic.com/2022/10 (Partygoers): 'a Partygoer in the Garden may spend 2 Energy …'; round 13 (Corsairs, 2005): 'Any Corsair on the Galleon may change eir place …' ('a Pilgrim at the Gate', 'aboard the Ark')"},
    {"phrasing": r"(?P<cond>(?:in|on|aboard|at) an? (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)*)", "origin": "round 81 (Whalers, 2000s): 'A Whaler at a Chase can perform a Chase Action at it …' (where the actor is, one of the things of the game so named: one condition, as 'at the Gate' is; 'a Pilgrim at a Vigil', 'any Knight in a Castle')"},
    {"phrasing": r"(?P<cond>(?:in|at|on|out of) (?!(?:least|most|once|all|any|will|random|first|last|times?|which|whom|that|this|it)\b)(?-i:[a-z])[a-z]{2,})",
     "origin": "the held-out round 121 (Traders, 2008): 'A Trader in debt may at any time subtract an amount of silver …' (a state said with a preposition and a bare noun: one condition, as 'a Pilgrim in the Nave' says a place; in other words 'a Pilgrim at rest', 'in mourning', 'out of favour')"},
    {"phrasing": r"(?P<cond>in (?:control|charge|command|possession) of .+?)", "origin": "round 22 (Envoys, 2000s): 'Any Envoy in control of a Star System with a War Dock on it may construct war ships at any time.' (what the actor holds: one condition, as 'holding' says it; 'a Pilgrim in charge of a Shrine may')"},
    {"phrasing": r"(?P<cond>holding .+?)", "origin": "Ruleset 209 (Flashlight): 'the Explorer holding it can use it'"},
    {"phrasing": r"(?P<cond>located in .+?)", "origin": "Ruleset 209 (Advantages and Disadvantages): 'An Explorer located in the Room named Gymnasium may set their Advantage …'"},
    {"phrasing": r"(?P<cond>(?!(?:may|can|should|must)\b)\w+ing (?:the |an? |at least |more |any |one |their |his |her |eir |its |no )?.+?)",
     "origin": "the held-out round: 'a villager displaying the symptom of Fangs may declare …' (a present participle: 'owning', 'controlling', 'having', 'carrying', 'standing in')"},
    {"phrasing": r"(?P<cond>not (?!(?:may|can|should|must)\b)\w+ing (?:the |an? |at least |more |any |one |their |his |her |eir |its |no )?.+?)",
     "origin": "round 15 (2011): 'Any Pupil not owning Serfs may enforce this decreasing.' (the present participle denied: one condition, as 'a Pupil who does not own Serfs' says it; 'a Monk not carrying a Lamp may')"},
    {"phrasing": r"(?P<cond>\w+ed (?:by|with|in) .+?)", "origin": "Ruleset 209 (Possession): 'an Explorer Possessed by Katastrophe may privately urge the Narrator …'"},
    {"phrasing": r"\((?P<cond>(?:if|while|when|so long as|as long as) (?!(?:any|applicable|appropriate|possible|necessary|needed|so|not)\))[^()]+)\)",
     "origin": "round 11 (Hamleteers, 2005): 'the Pickpocket (if living) may steal one item …', 'the Vicar (if living) may create …' (the actor's state set apart in parentheses after it: one condition, as 'the Pickpocket who is living' says it; 'the Bishop (while in office) may', 'a Knight (when mounted) may'; '(if any)' says whether such an actor exists: no condition)"},
    {"phrasing": r"\((?P<cond>{ACT_EXCLUDING} [^()]+)\)",
     "origin": "round 6 (2010): 'All players (excluding The Boss) may vote; …' (an actor's exclusion set apart in parentheses: one condition, kept with its word)"},
    {"set_apart": True, "phrasing": r"(?P<cond>(?:other than|except|except for|excluding|barring|save for|but not|apart from|besides) (?!(?:may|can|should|must|as|where|when|if)\b).+?)",
     "origin": "round 10 (2003): 'Any Deckhand other than the Mainframe may, once per day, add 7 …'; round 3: 'each Rower other than the Skald may post …'; round 5: 'All Whispers, barring Saint, Imp and Gus, may vote …' (who is left out of the actor: one condition, whatever the list's length)"},
]
# ---- a qualifier that holds a verb of its own after its first word is no qualifier: the actor's sentence already
# has its verb, and a modal further on is another subject's ('the Member that bought the cart gains as much fuel as
# the cart can carry')
# ---- an actor's qualifier that bounds how often, not a condition ("Any Duelist who has not yet done so during the
# current Round may …"): a period of the game's own, its frequency not read (as "if they have not done so this Round")
ACTOR_DONE_SO = [
    {"unsure": "once this {period}, a period of the game's own",
     "phrasing": r"(?:(?:who|that) )?(?:has|have) not (?:yet |already )?done (?:so|this|it|that)(?: yet| already| before)? (?:this|in this|during this|in the current|during the current|during the|in the) (?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "round 85 (Duelists, 2011): 'Any Duelist who has not yet done so during the current Round may set their SP to 4; …' (how often, said of the actor: once in a period the dynasty names, not read, no condition; in other words 'a Pilgrim who has not done so this Season may')"},
]
NOT_QUALIFIERS = [
    {"phrasing": r"\S+ .*?\b(?:gains|loses|receives|gets|earns|pays|spends|becomes|is given|is awarded|takes)\b",
     "origin": "the held-out round 3 (2008): 'the Member of the Brigade that bought the cart gains a number of fuel equal to the maximum amount of fuel the cart can carry'"},
]
# ---- what stands between the actor and its modal: a space, or a comma said with nothing after it ("Any Deckhand,
# can choose …": a slip of the pen, the actor and its modal still joined; a comma with words after it, "Any Pilgrim,
# the Abbot or …", is a list or an aside, no gap)
ACTOR_MODAL_GAPS = [
    {"phrasing": r" ", "origin": "every era: 'a Vassal may Build …'"},
    {"phrasing": r", ", "origin": "round 10 (Deckhands, 2003): 'Any Deckhand, can choose, at any time, to transfer any positive integer amount of his or her Low or High Grade Ore to any other Deckhand.' (in other words 'Each Monk, may ring the bell')"},
]
# ---- an actor in the singular followed by a verb of an effect in its base form, after a lead of kind or time ("As a
# Ripple Action, a Skiff increase the Charge …"): the modal was dropped by a slip of the pen ("a Skiff gains" would be
# a statement of what happens, "Skiffs gain" one of all of them: neither is read so)
DROPPED_MODALS = [
    {"phrasing": r"(?:an?|each|any|every) (?:(?-i:[A-Z])\w+ )?{PLAYER} (?=(?:gain|increase|decrease|reduce|add|subtract|spend|set|change|remove|transfer|give|take|move|create) )",
     "origin": "round 5 (Skiffs, 2018): 'As a Ripple Action, a Skiff increase the Charge of its Warpcoil by 1.'; round 14 (Bands, 2021): 'At any time, a Band gain control of an unoccupied Sector …' ('As a daily action, a Pilgrim gain 1 Faith')"},
]
# ---- the permission (or duty) that makes a sentence an action
MODALS = [
    {"phrasing": r"may", "origin": "every era: 'a Vassal may Build …'"},
    {"phrasing": r"can", "origin": "Ruleset 209 (Flashlight): 'the Explorer holding it can use it'"},
    {"phrasing": r"should", "origin": "Ruleset 205 (Bouts): 'the Announcer should set their Readiness to Staging'"},
    {"phrasing": r"must(?! then\b| immediately\b| first\b| also\b| spend\b| pay\b| choose (?:from|one of|between|among)\b| (?:remain|stay)\b)", "origin": "round 113 (Starship Caine, 2005): 'Felons must remain in the Lockup for 60 hours' and round 108 (Wanderers): '… must remain in ‘The Wreck of the Butter Keep’ as long as …' (a bar on leaving, as 'shall remain' is: no duty; 'must stay in the Nave'); round 18 (Deities, 2005): 'The Hierophant must, every Thursday, … make a post to the frontpage stating the Choir …'; round 19 (2003): 'The Player must add these Merits to the GNDT within thirty minutes …'; round 47 (Settlers, 2023): 'As a Mandatory Action, an Atoll must set the value of …' (a duty, an action of its doer as 'should' is; not 'must then', 'must immediately', 'must first', 'must also': a step or an outcome of another action; not 'must spend', 'must pay': another action's price; not 'must choose from the following': a list's lead)"},
    {"phrasing": r"shall(?! then\b| immediately\b| first\b| also\b| spend\b| pay\b| choose (?:from|one of|between|among)\b| be\b| not\b| never\b| (?:receive|gain|get|have|display|show|contain|include|consist|hold|remain|count|end|expire|last|apply|take effect|become|cease|continue|stay|win|achieve victory)\b)",
     "origin": "round 76 (Magistrates, 2000s): 'The magistrate shall decrease the war chest of that advocate by $15,000 …'; round 73 (Tribesmen): 'On 6, they shall lose their chosen Striker …' (a duty in legal style, as 'must' says it, with its exceptions; 'shall be …', 'shall display …', 'shall receive …' state what is or what comes ('A rider riding there shall gain 2 Tokens', the held-out round 94, as 'shall receive'), 'shall not' bars: no action; round 78 (Delegates, 2000s): 'The Delegate receiving the most votes … shall become the Steward of the Hall' (what comes of a ballot, no one's act: 'shall cease to be', 'shall remain'); the held-out round 90 (Headliners, 2004): '… the Headliner named in a plurality of votes shall win this Dynasty.' (a victory that comes, no duty: 'shall win' as 'shall receive')"},
    {"phrasing": r"(?:has|have) the option of(?= \w+ing\b)", "origin": "blogspot 2004/02: 'he/she has the option of deducting 5 Status from the accounts of all active Persons who did not vote'"},
    {"phrasing": r"(?:is|are) (?:entitled|allowed|permitted) to(?= (?!(?:an?|the|any|some|one|no|their|his|her|eir|its)\b)\w)",
     "origin": "round 16 (Hands, 2007): 'Once a day, the Logkeeper is entitled to roll a DICE3 and deduct that value from each Hand …' (a permission said in the passive of the one who grants it: 'is allowed to', 'are permitted to'; before a verb: 'is entitled to a share of …' is what one has, no action)"},
    {"phrasing": r"(?:is|are) (?:hereby |thereby |then |also )?(?:required|obliged|obligated|compelled) to(?= (?!(?:an?|the|any|some|one|no|their|his|her|eir|its|it|them|him|this|that|be)\b)\w)",
     "origin": "the held-out round 90 (Pilgrims, 2019): 'The Abbess is hereby compelled to make a comment in the proposal “Vigil” stating whether …' (a duty said in the passive of the one it binds, as 'is entitled to' says a permission: 'is required to', 'are obliged to'; not 'is expected to' nor 'is encouraged to', which bind no one; not 'is Bound to it', a standing)"},
    {"phrasing": r"must(?= perform the following)", "origin": "blognomic.com/archive/the_escalator_of_legitimacy (2021): 'a Mortal Soul must perform the following Daily Action, which is an Atomic Action:'"},
]
# ---- the modals after which an actor is the one who does something, a duty too ("To do this, a Guard player must post
# …"): who acts for a group, said in the sentence after its permission (validators.action_sentences said_after)
DOER_MODALS = [
    {"phrasing": r"may|can|must|shall|should|will",
     "origin": "round 38 (Commonwealth, 2000s): 'The Commonwealth may declare a raid on other Realms. To do this, a Guard player must post a Declaration of Raid …'"},
]
# ---- conditions said before the actor (each followed by a comma, or by "then")
CONDITION_LEADS = [
    {"phrasing": r"(?P<cond>(?:at|in|during|within) (?:that|this|the same) (?:time|period|window|interval)|at the end of (?:this|that) [^,]{1,40}?(?:period|window|time|interval)),",
     "origin": "round 43 (Librettists, 2009): 'In this time, each Librettist may produce …', 'At the end of this 36 hour period, the Maestro may judge …', 'At that time, any admin may Stage it …' (a time the sentence before named: one condition; 'During that window, a Pilgrim may …')"},
    {"phrasing": r"(?P<cond>(?:at|by) the (?:beginning|start|end|close) of (?:every|each|any) (?:day|week|fortnight|month) (?:that|on which|in which|during which|when) [^,;:]{3,100}?),",
     "origin": "round 104 (Hordes, 2004): 'At the end of every day that no Swarm attacks the Villagers, the Resolve decreases by 1.' (a moment of each period, on the periods the clause names: one condition; in other words 'At the start of each week in which no Pilgrim prayed, …')"},
    {"phrasing": r"once (?P<cond>(?:an?|the|this|that|their|his|her|its|they|he|she|it|all|no) (?!(?:day|week|month|fortnight|turn|round|cycle|phase|season|dynasty|hour|time|while|again|more)s?\b)(?:(?! and )[^,;:]){3,100}?),",
     "origin": "round 105 (Noughts, 2022): 'Once a bout ends, any player may Reset the board by performing the following atomic action:' (when the event has come: one condition, as 'When a bout ends,' says it; never how often, 'Once per day,', 'Once a week,', 'Once, …'; in other words 'Once the Bell has rung, a Pilgrim may …'; two joined by 'and' are the older reading's, which counts them apart)"},
    {"phrasing": r"(?:only )?(?:if|when|whenever),? (?P<cond>[^;:]+?,? whichever (?:comes|happens|occurs|is) (?:first|sooner|earlier|later|last)),",
     "origin": "round 106 (Chroniclers, 2024): 'If, since the most recent Dealing action, the Bookbinder has received Drafted Lines from all Chroniclers or it has been at least 60 hours, whichever comes first, the Bookbinder should …' (two events, the first to come the condition: the whole lead up to 'whichever comes first' is the condition, its conditions alternatives, CONDITION_ALTERNATIVES; in other words 'When the Bell rings or a day has passed, whichever comes first, the Abbot should …')"},
    {"phrasing": r"(?:only )?if, at any (?:point|time|moment), (?P<cond>.+?)(?:,? then|,)",
     "origin": "round 106 (Agents, 2025): 'If, at any point, the Porter believes that the game is Jammed then they may make a public post …' (whenever the condition holds: the aside set apart after 'If' is no condition of its own, the one condition is what follows it; in other words 'If, at any time, the Bell is silent, the Abbot may …')"},
    {"phrasing": r"(?:only )?if (?P<cond>.+?)(?:,? then|,)", "origin": "Ruleset 70 (Unstable Runes): 'If any Apprentice has the consecutive subsequence … in his Workbench, then as a Daily action …'; round 51 (Pupils, 2000s): 'As a weekly action, and only if no other Pupil has done so within the preceding six days, a Ghoul Pupil may …' (the same condition, said as the only one: 'Only if the Bell has rung, a Pilgrim may …')"},
    {"phrasing": r"(?:if|when|whenever) (?P<cond>[^,;:]+?, or (?:if|when|whenever|unless) [^,;:]+?)(?:,? then|,)",
     "origin": "round 20 (Crewmembers, 2015): 'If the Proposal being Tampered would affect only the Core Rules and/or the Appendix, or if the Proposal was created by the Overseer, the Overseer may …' (two conditions set apart by a comma and joined by 'or if': one condition of alternatives, not counted; in other words 'If the Keep is empty, or if its Warden sleeps, a Thief may …')"},
    {"phrasing": r"(?P<cond>as soon as (?:possible|practical|practicable|they can|is practical|is reasonable|is reasonably possible|reasonable|reasonably possible) (?:after|following|once) [^,;:]{3,60}?),",
     "origin": "the held-out round 88 (Physicists, 2020): 'As soon as possible after Thursday 6pm UTC each week, any Physicist should, as a weekly communal action, Unravel.' (a time the duty falls due: one condition, as 'When the week ends, …' is; in other words 'As soon as practical after the Bell rings, the Abbot should …'); the held-out round 91 (Refugees, 2009): 'As soon as is reasonable after the start of each week, the Captain must make a post …'"},
    {"phrasing": r"as soon as (?!(?:possible|practical|practicable|is|reasonabl[ey])\b)(?P<cond>[^,;:]{3,80}?),",
     "origin": "the held-out round 114 (Delegates, 2010s): 'As soon as this has taken place, the Delegate must post an entry claiming their own Ascension' (the event the duty follows: one condition, as 'When this has taken place,' says it; in other words 'As soon as the Bell has rung, the Abbot must …')"},
    {"phrasing": r"assuming,? (?P<cond>[^;:]{3,120}?),(?= (?:the|an?|any|each|every|that|this)\b)",
     "origin": "the held-out round 114 (Convenors, 2010s): 'Assuming, at the end of the 30 hour period, there have been no Calls to Judgement made, the new Convenor may …' (what must hold, said first: one condition, its time aside within it; in other words 'Assuming no Pilgrim objects, the Abbot may …')"},
    {"phrasing": r"given (?:that )?(?P<cond>[^,;:]{3,60}?),", "origin": "round 28 (Colonists, 2000s): 'Given the proper equipment, any Colonist may perform a transfer of Vigour …' (what must be had, said first: a condition; in other words 'Given that the Shrine is open, a Pilgrim may …')"},
    {"phrasing": r"when (?P<cond>.+?)(?:,? then|,)", "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Ready and they are named in an Announcement Post then the Announcer should …'"},
    {"phrasing": r"(?:the )?next time (?:that )?(?P<cond>.+?),", "freq_unsure": "once, the next time only",
     "origin": "round 24 (Kinsmen, 2000s): 'Luck: The next time the Kinsman rolls a dice by themselves within 36 hours, they may choose to comment “Luck” …' (the event it waits for: one condition; how often, once, listed as not read; in other words 'Next time the Bell rings, a Pilgrim may …')"},
    {"phrasing": r"(?:whenever|each time|every time) (?P<cond>.+?),", "origin": "blogspot 2005/04 (Crew): 'Whenever an Admin enacts or fails a timed out Proposal, that Admin may …'; round 65 (2000s): 'Each time a proposal is enacted, the variable “FUSE” is incremented by 12 hours' (the same lead: 'Every time the Bell rings, …')"},
    {"phrasing": r"and (?P<cond>(?:that|the|this|their|its|his|her|eir|an?|they|it|he|she|e) .+?)(?:,? then|,)",
     "origin": "the held-out round 3 (2021): 'Whenever a Harbour has an empty Job, and that Harbour has at least 4 Raw Goods …, they may Make' (a second condition after the first, its own subject and verb)"},
    {"phrasing": r"any ?time (?P<cond>.+?),", "origin": "blognomic.com/archive/the_properties_of_the_tesseract (2017): 'Anytime a Tesserer publishes a Story Post …, they may …'"},
    {"phrasing": r"(?:as|so) long as (?P<cond>.+?),", "origin": "blognomic.com/archive/feeding_rules (2008): 'as long as er Ship value remains “-”, as a weekly action, that Captain may …'"},
    {"phrasing": r"(?P<cond>in (?:response|reply|answer|return)(?: (?:to|for) [^,]+)?),",
     "origin": "round 21 (Admins, 2000s): 'An Admin may make a blog post clearly stating their wish to resign … In response, any Admin may remove them from their post as Admin.' (what the action answers, said before the actor: one condition; 'In reply to such a post, the Abbot may …')"},
    {"phrasing": r"for (?P<cond>(?:any|each|every|an?) (?:ongoing|active|open|current|running|unfinished|pending) [^,]{2,50}),",
     "origin": "round 44 (Tic Tac Town, 2022): 'For any ongoing game of Rowmark, as a Daily Action, a Tiler can make one move.' (the thing the action is taken in, that must be under way: one condition; in other words 'For each open Vigil, a Pilgrim may …')"},
    {"phrasing": r"(?P<cond>in place of .+?),", "origin": "blognomic.com/archive/let_the_kings_move (2018): 'In place of the optional blogpost …, a King may summarise …'"},
    {"phrasing": r"(?:which|that) (?P<cond>(?:may|can) only be (?:performed|taken|done|used|carried out) .+?),", "origin": "blognomic.com/archive/living_from_glove_to_mouth (2016): 'As a daily communal action which may only be performed on a Sunday, any Imagineer may …'; round 2 (2011): 'As a Tale Action that can only be performed when there is an open Open Reading, a Bard may …'"},
    {"phrasing": r"provided (?:that )?(?P<cond>.+?),", "origin": "the held-out round: 'If an Artist has not made a new proposal for four or more days then, provided that no other Artist has done so in the preceding 2 days, any other Artist may …'"},
    {"phrasing": r"(?P<cond>on (?:a |an |each |every |any )?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?),",
     "origin": "round 9 (2004): 'Once per week, on a Monday, the Monarch may Fluctuate the Markets.' (a day of the week the action is bound to: 'On Sundays, …', 'on any Friday,')"},
    {"phrasing": r"(?P<cond>except (?:during|when|while|if|on|in|for|after|before) .+?),",
     "origin": "round 8 (2025): 'At any time, except during Hiatus, a Planner may change their Pledges …' (a condition said as its exception: kept with its 'except')"},
    {"phrasing": r"(?P<cond>unless .+?),", "origin": "the reverse of 'provided that' ('Unless the Vault is sealed, a Burglar may …'; kept with its 'unless', as it says the opposite)"},
    {"phrasing": r"(?:on the condition|with the proviso) that (?P<cond>.+?),", "origin": "the family of 'provided that' said in full ('On the condition that …, a Vassal may')"},
    {"phrasing": r"(?:if|when|whenever|while|once) (?P<cond>(?:an?|the|any|their|his|her|eir|its) .+?)(?= (?:they|he|she|e|it) (?:may|can)\b)",
     "origin": "the held-out round: 'When a Warden owns at least two different buildings that are in adjacent Quarters they may, as a daily action, …' (the condition's end said by no comma: its pronoun actor starts the main clause)"},
    {"phrasing": r"(?:if|when|whenever|while) (?P<cond>(?:an?|the|any|\d+|their|his|her|eir|its) [^,;:]+?)(?= (?:all |any )?{PLAYERS} (?:who|that) [^,;:]+? (?:may|can)\b)",
     "origin": "round 10 (Tamers, 2000s): 'If a duel or bout is occurring tamers who are not participating may place wagers …' (the condition's end said by no comma: the dynasty's players, picked out by 'who', start the main clause; 'When the Bell rings Pilgrims who are awake may …')"},
    {"phrasing": r"(?:if|when|whenever|once) (?P<cond>(?:at any (?:time|point) )?(?:an?|the|any|\d+|their|his|her|eir|its) [^,;:]+?)(?= (?:any|each|every|all|another) (?:other )?(?:{PLAYER}|{PLAYERS}) (?:may|can)\b)",
     "origin": "round 2 (2005): 'If 48 hours pass after a Culture has last fed any other player may force them to feed, …' (the condition's end said by no comma: a quantified player and a modal start the main clause); round 42 (Illuminati, 2005): 'If at any time any Plotter violates a rule any Plotter may make a post …' (the event's time said first)"},
    {"phrasing": r"(?:if|when|whenever) (?P<cond>(?:an?|the|any|\d+|their|his|her|eir|its) [^,;:]+?)(?= the (?!{PLAYER}\b)(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)? (?:may|can)\b)",
     "origin": "round 40 (Chieftains, 2000s): 'At any time, if a Pact has no pending Raid declaration the Headman may post a raid declaration …' (the condition's end said by no comma: a role with its article and a modal start the main clause; 'When the Bell rings the Abbot may …')"},
    {"phrasing": r"(?:if|when|whenever|once) (?P<cond>(?:an?|the|any|\d+|their|his|her|eir|its) [^,;:]+?)(?= (?:an?|the) (?:(?-i:[A-Z])\w+ )?{PLAYER} (?:may|can)\b)",
     "origin": "round 13 (2010): 'As a weekly action, if the candles are lit a Missing visitor may roll D4 …' (the condition's end said by no comma: an actor with its article and a modal start the main clause; 'When the Bell rings a Barefoot Pilgrim may …')"},
    {"phrasing": r"(?P<cond>for (?:every|each) (?:(?-i:[a-z])\w+ )?(?-i:[A-Z])\w+ (?:that|which|who|whom) [^,]+?),(?= (?:{ACT_PRONOUN}|it) (?:may|can) once\b)",
     "freq_unsure": "once for each of them",
     "origin": "round 13 (Lodgers, 2009): 'For every enacted Proposal that a Lodger has authored, e may once change the location of either Lift …' (one condition, and 'once' is once for each of them: how often is not a period, not read)"},
    {"phrasing": r"(?P<cond>on (?:an? |the )?(?:(?:roll|result|throw) of (?:an? )?)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|even|odd)(?:(?:, ?|,? or |,? and | to |-|–)(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))*(?: or (?:more|less|higher|lower|above|below|greater|fewer|better|worse))?),",
     "origin": "round 73 (Tribesmen, 2000s): 'On a 7 or more, they may add one Fresh Hide to their tools. On 6, they shall lose their chosen Striker …' (a result of the roll said before, as a lead: one condition; in other words 'On a 1 or 2, the Pilgrim loses 1 Faith', 'On a roll of 5-6, …'); the held-out round 110 (Tykes, 2016): 'On 4, 5, and 6, the attempt fails, …' (the results listed with 'and': one condition still)"},
    {"phrasing": r"upon (?P<cond>(?!(?:doing|having done|taking|performing|making|using) (?:so|this|that|it|such)\b)(?:the |an? |its |their |his |her |eir |each |every |any )?(?:(?-i:[a-z])[\w'’-]*)(?: [^,;:]{1,60}?)?),",
     "origin": "round 77 (Magnates, 2020): 'Upon successful sale of a curio at a fair, the Magnate who created the curio is given +2 Leverage …', 'Upon winning the curio at a fair, …' (the event an outcome follows, said with 'upon': one condition; in other words 'Upon the Bell's ringing, …', 'Upon death, …'; 'Upon doing so' is the action before's, not here)"},
    {"phrasing": r"(?:upon|on|immediately after|after) (?P<cond>doing (?:so|this|that)),?(?= (?:[\w’'-]+ ){1,4}?(?:may|can)\b)",
     "origin": "the held-out round 97 (Conclaves, 2000s): 'Upon doing so, the Admin may transfer to himself up to 6 Trust from the Petitioner' and round 120 (Keepers, 2020s): 'Upon doing so they may set a Vacant Shrine … to their own ownership' (a permission on the action before being done: one condition, as 'If they do so, they may …' says it)"},
    {"phrasing": r"where (?P<cond>(?:an?|the|any) .+?),", "origin": "the family of 'if' in legal style ('Where a Vassal holds no Land, they may …')"},
    {"phrasing": r"while (?P<cond>.+?),", "origin": "Ruleset 209 (Explorers Phase): 'While the state in Banewood Mansion is set to Explorers Phase, any Explorer may …'"},
    {"phrasing": r"(?P<cond>during the (?:(?-i:[A-Z])\w+ )+phase),?", "origin": "Ruleset 209 (Mansion Phase): 'During the Mansion Phase, the Narrator may …'"},
    {"phrasing": r"(?P<cond>during (?:their|his|her|eir|its|the|a|an) [^,;:]{2,40}?)(?= (?:an?|the|any|each|every) (?:\w+ )?{PLAYER} (?:may|can|must|should|shall)\b)",
     "origin": "the held-out round 125 (Puzzlers, 2024): 'During their Turn a Tinkerer may set their number of Tokens to 4, provided …' (a time said first with no comma after it, before the actor: one condition; in other words 'During the Vigil a Pilgrim may …')"},
    {"phrasing": r"(?P<cond>during (?:their|his|her|eir|its) [^,;:]{2,40}?),",
     "origin": "the family of 'During a Grand Party,': a time of the doer's own, said with its possessive ('During their Turn, a Pilgrim may …')"},
    {"phrasing": r"(?P<cond>(?:on or (?:after|before)|after|before|until|by) (?:the )?\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:,? \d{4})?),",
     "origin": "the held-out round 125 (Wreckers, 2016): 'On or after the 12th of September 2016, the Buccaneer should discard …', 'At any point on or before the 11th of September 2016, any Wrecker …' (a date said first: one condition; in other words 'After 10 February, a Pilgrim may …')"},
    {"phrasing": r"(?P<cond>during (?:the|a|an) .+?),", "origin": "blognomic.com/2022/10: 'During a Grand Party, the Holder of the Rubber Ducky may …'; archive/top_of_the_mothras: 'During the 48 hours following …, each Kaiju may'"},
    {"phrasing": r"(?P<cond>(?:within|in the) (?:\d+|one|two|three|four|five|six|twelve|twenty-four|forty-eight|(?:twenty|thirty|forty|fifty|sixty|seventy)[ -](?:one|two|three|four|five|six|seven|eight|nine)) (?:hours?|days?) (?:of|after|following) .+?),",
     "origin": "round 5 (2011): 'Within 24 hours of a Neighbour receiving 50 or more Shells from another Neighbour, an Islander may …' (a window of time after an event: one condition); round 14 (Troopers, 2007): 'Within forty eight hours of a sortie being completed, …' (a number of tens and units written apart)"},
    {"phrasing": r"(?P<cond>for (?:the (?:first )?)?(?:\d+|one|two|three|four|five|six|twelve|twenty-four|forty-eight) (?:hours?|days?) (?:after|following) .+?),",
     "origin": "round 14 (Pupils, 2005): 'For 6 hours after the posting of this Pilgrimage Invitation, any Pupil may post a comment in response to it.' (the window said by how long it lasts from an event, as round 5's 'Within 24 hours of …': one condition; 'For the first two days following the Feast, …'; 'For 6 hours, …' with no event says how long, not after what: not read)"},
    {"phrasing": r"(?P<cond>(?:\d+|one|two|three|four|five|six|twelve|twenty-four|forty-eight) (?:hours?|days?|weeks?) (?:after|following) (?:an?|the|this|that|their|his|her|eir|its|each|every) .+?),",
     "origin": "round 16 (Envoys, 2016): 'An Envoy, 48 hours after this rule was added to the Ruleset, can declare that The Grand Regatta Begins …' (a moment a span after an event, from which the action may be taken: one condition, as 'After at least 36 hours have passed, …'; 'Two days after the Feast, a Pilgrim may …')"},
    {"phrasing": r"(?:as (?:a |one )?part of|during|in) (?P<cond>the (?:[\w'’-]+ ){1,4}(?:step|stage|phase)),",
     "origin": "the held-out round 118 (Showmen, 2016): 'Perk: As part of the Local Tally step, if …, the processing Showman may move their Arrears …' (the step of a procedure the permission is given in: one condition; in other words 'During the Vespers step, a Pilgrim may …')"},
    {"phrasing": r"(?:immediately|directly|right|straight|just|promptly) after (?P<cond>[^,;:]{3,120}?),",
     "origin": "the held-out round 108 (Tenants, 2020s): 'Immediately after Enacting an Errand Proposal, the Enacting Admin must perform the following atomic action …'; the held-out round 110 (Draymen, 2000s): 'Immediately after Working a Snarl Round, …' (the event the duty follows at once, a deed said in '-ing' too: one condition; in other words 'Right after the Bell rings, the Abbot must …')"},
    {"phrasing": r"(?:no|not) later than (?P<cond>[^,;:]{3,120}?),", "unsure": "“no later than {cond}”: a deadline, a condition of the duty or a bound on when it is done",
     "origin": "the held-out round 107 (Skippers, 2010s): 'No later than 9 hours after they Jumped to the Reach, they shall submit a Story Post …' (when the duty falls due at the latest: a condition or a bound on its time, its gatherer not certain; listed, not counted)"},
    {"phrasing": r"(?:before|by) the (?:start|beginning|end|close) of (?:a|the|each|every|any) (?:new |next |following )?(?:day|week|fortnight|month|round|turn|season|cycle)\b(?P<cond>)[^,;:]{0,40}?,",
     "unsure": "the time before a period's turn: a window of time, a condition or a bound on how often, not certain",
     "origin": "the held-out round 107 (Senators, 2000s): 'Before the start of a new week, each senator is allowed to place a wager …' (a deadline that comes again each period: a condition, or one a period; listed, not counted)"},
    {"phrasing": r"(?:before|prior to) (?P<cond>(?:an?|the|either|any|each|every|their|his|her|eir|its|they|he|she|e|it|this|that) (?!(?:start|beginning|end|close) of\b)[^,;:]{3,120}?),",
     "origin": "round 81 (Duellists, 2000s): 'Before either contender may make their next Move or post another Gauntlet, the opponent of the contender posting Gauntlet must respond …' (what must wait on the duty: one condition; in other words 'Before the Bell rings, the Abbot must …')"},
    {"phrasing": r"following (?P<cond>(?:(?:an?|each|every|any) (?!(?:rule|procedure|steps?|instructions?|method|format|order)\b)[\w'’-]+|the (?-i:[A-Z])[\w'’-]+)(?: [\w'’-]+){0,4}?),",
     "origin": "the held-out round 120 (Burghers, 2004): 'Following a vault caper, the Capo must post a BlogNomic entry notifying the other Burghers …' (an event the duty comes after, as 'After a …,' says it: one condition; never how, 'Following the steps above, …', nor a rule followed; in other words 'Following a Vigil, the Abbot must …')"},
    {"phrasing": r"after (?P<cond>(?!\w+ing\b)(?:at least |more than |an?|the|this|that|these|those|their|his|her|eir|its|they|he|she|e|all|every|each|\d+|(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|eighteen|twenty-four|thirty-six|forty-eight|seventy-two)(?= (?:hours?|days?|weeks?)\b))\S* .+?),",
     "origin": "round 6 (2006): 'After at least 36 hours have passed, any Admin may resolve the post …' ('After the Bell rings, …'; 'After spending …' is how, not when: not read here); round 42 (Crew, 2005): 'After this time period has elapsed, once per day, any Stoker may …' (an event the sentence before named); round 48 (Holidaymakers, 2010): 'After ten hours, if no other holidaymaker makes a comment on this post, the holidaymaker who made the post may …' (a span in words)"},
    {"phrasing": r"once (?P<cond>(?:an?|the|their|his|her|eir|its|they|he|she|e|it|all|every|each) (?:\S+ ){0,5}?(?:is|are|has|have|was|were|had)\b(?:(?! and )[^,])+?)(?= and (?:the|that|this|an?) (?:\S+ ){0,4}?(?:is|are|has|have|was|were|had)\b[^,]*,)",
     "origin": "round 10 (Tamers, 2000s): 'Once a Bout has initiated and the turn order has been decided, Tamers may …' (two clauses, each with its own subject and verb: two conditions, the second read by the lead 'and …,'; 'Once the Bell has rung and the Abbot is awake, …'; a second clause about the actor's own thing, 'and their candles are lit', may be one condition with the first, as the Rulesets count it: not guessed)"},
    {"phrasing": r"once (?P<cond>(?:an?|the|their|his|her|eir|its|they|he|she|e|it|all|every|each) (?:\S+ ){0,5}?(?:is|are|has|have|was|were|had)\b(?:(?! and )[^,])+?),",
     "origin": "round 10 (2003): 'Once a Bout has initiated and the turn order has been decided, Tamers may …'; round 3: 'Once the drone is under eir control, the controlling spacehand may …' ('once' as 'when', its clause with its own verb: no frequency; a clause joined by 'and' may be one condition or two, as the Rulesets' lists and round 10 count it differently: not read)"},
    {"phrasing": r"(?P<cond>on (?:any|each|every|an?|the) \w+(?: \w+)? (?:where|in which|on which|for which|that|which) .+?),",
     "origin": "round 10 (2008): 'On any proposal where Countess Morwen has cast a vote of PROXY, any Nightlord may …' (the thing the action is done on, and its state)"},
    {"phrasing": r"(?P<cond>in (?:the )?(?:comments?|replies|thread) (?:of|to|on|under) (?:the|that|this|an?|its|their|such) .+?),",
     "origin": "round 4 (2021): 'In the comments of the post, each Player may Bid a number of Marks …' (where the action is done: one condition)"},
    {"phrasing": r"(?P<cond>during (?:this|that|such) .+?),", "origin": "round 6 (2010): 'During this period, any player may give any amount of their standing …' (a period the sentence before sets)"},
    {"said_elsewhere": True, "phrasing": r"(?P<cond>otherwise|if not|failing that|else),",
     "origin": "round 34 (Believers, 2012): '… the Oracle should deem it successful if the sender’s circle contains fewer … Otherwise, the Oracle may deem the Ascent unsuccessful.' (the opposite of the condition before: a condition of the action, said in the sentence before, not read; in other words 'If not, the Abbot may …')"},
    {"said_elsewhere": True, "phrasing": r"(?P<cond>(?:in|under) (?:certain|some|the|those|these|such) (?:circumstances|conditions|situations|cases) (?:as |that are |which are )?(?:mandated|described|set out|laid out|given|listed|defined|specified|detailed|stated) (?:in|by|below|later in|elsewhere in) ?(?:this|the|that)? ?(?:rule|ruleset|section|paragraph)?),",
     "origin": "round 15 (Oligarchs, 2013): 'In certain circumstances as mandated in this rule, a Magnate may Overthrow the Tyrant.' (conditions the rule sets out elsewhere: listed as not read, none read here; 'Under the conditions described below, …', 'In the situations set out in this rule, …')"},
    {"phrasing": r"(?P<cond>the first time .+?),", "origin": "Castles (Tasks): 'The first time a Vassal is unidled during this dynasty, the Sovereign or any admin should add an entry …'"},
    {"phrasing": r"\((?:and )?(?:so long as|as long as|provided that|if) (?P<cond>[^()]+)\),?", "origin": "Ruleset 70 (Unstable Runes): '… as a Daily action (and so long as that Apprentice does not take any other daily action …), that Apprentice may …'"},
]
# ---- how many times the action's amounts apply, said before the actor ("Once every week, for every Lookout on the
# Galley, the Helmsman may subtract 1 …"): the effects and costs are so much for each of them, how many is not read
PER_LEADS = [
    {"phrasing": r"for (?P<per>(?:each|every) (?!{PLAYER}\b)(?-i:[A-Z])[^,]+),",
     "origin": "round 3 (Rowers, 2008): 'Once every week, for every Lookout on the Galley, the Helmsman may subtract 1 from the galley's Distance.' (as Castles' step 'For each Assigned Serf, spend 1 Ore …' says it of a step; 'For each Relic they hold, a Pilgrim may gain 1 Faith'; a thing of the game, capitalised: 'For every reason, …' is none)"},
]
# ---- what the actor gives up, said before it ("By spending 2 Breath, a Wanderer can Gather a Rune"): the same as the
# purpose said after ("a Wanderer can spend 2 Breath to Gather a Rune"), read so; ``base``: the verb the body takes
MEANS_LEADS = [
    {"base": "spend", "phrasing": r"by (?:spending|expending) (?P<what>[^,]+?),",
     "origin": "round 28 (Wanderers, 2000s): 'By spending 2 Breath, a Wanderer can Gather a Rune, adding to their satchel …' (what is spent, then the actor and what it does; in other words 'By expending 3 Faith, a Pilgrim may Kneel')"},
    {"base": "pay", "phrasing": r"by paying (?P<what>[^,]+?),",
     "origin": "round 24 (Vigilantes, 2004): 'By paying 12 Verve, a holder of this Knack may Stall a single Vigilante’s Knack …' (in other words 'By paying 2 Gold, a Pilgrim may gain 1 Faith')"},
]
# ---- conditions said after the actor's modal, in parentheses ("may (if they have not already done so ...), Reveal")
# ---- a condition whose subject, the actor, carries a qualifier of its own ("a Spacer who has just slept the night has
# less than 12 Reason"): two conditions, the qualifier and what is said of it (as the actor's qualifiers count)
QUALIFIED_SUBJECTS = [
    {"phrasing": r"(?P<first>(?:an?|the|any|that) {PLAYER} with (?:the|an?|their|his|her|eir|its|no|at least \w+|more than \w+) [^,;]+?) (?P<second>(?:is|are|was|were|has|have|holds?|owns?)\b[^,;]*)",
     "origin": "round 29 (Players, 2000s): 'If a player with the Hungry Boot is attacked by any skill described in Rule 12, that player may …' (what the subject has, then what is said of it: two conditions, as 'a Pilgrim who has a Relic and is Barefoot' counts two)"},
    {"phrasing": r"(?P<first>\w.*?\b(?:this|that|these|those|their|his|her|eir|its) (?-i:[A-Z])[\w'’-]+) (?P<second>whose \w+ (?:is|are|was|were|has|have)\b.*)",
     "origin": "round 16 (Friars, 2006): 'Any Friar who has Proficiency in this Craft whose location is represented by a ‘g’ on the Map may …' (a second relative clause of the actor: what stands before 'whose' is already named, 'this Craft', so 'whose' says the actor's own state; 'a Monk who keeps their Vow whose Cell is lit'; after an unnamed thing, 'who owns a Ship whose Sail is raised', it says that thing's state: one condition)"},
    {"phrasing": r"(?P<first>(?:an?|the|that|any) {PLAYER} (?:who|that) (?:has|have|had|is|was) [^,;]+?) (?P<second>(?:has|have|is|holds?|owns?) (?:less|more|fewer|at least|at most|no|not|exactly|over|under|\d)[^,;]*)",
     "origin": "round 14 (2006): 'If a Spacer who has just slept the night has less than 12 Reason, e may increase eir Reason score by 3 points.' (two conditions, as 'a Spacer with at least 12 Reason' counts its qualifier: 'if a Pilgrim who was robbed has no Gold', 'if the Pilgrim that is Cursed holds at least 2 Relics')"},
    {"phrasing": r"(?P<first>(?:an?|the|that|any|each|every) {PLAYER} {ACT_EXCLUDING} (?:the |an? )?[^,;]+?) (?P<second>(?:has|have|is|are|holds?|owns?|would)\b[^,;]*)",
     "origin": "round 17 (Countries, 2005): 'If a Guild other than the Provost has no more than one pending Trade Bill, that Guild may issue …' (who is left out of the subject and what is said of it: two conditions, as 'Any Deckhand other than the Mainframe may' counts its exclusion; 'if a Pilgrim except the Abbot holds a Relic')"},
    {"phrasing": r"(?P<first>(?:an?|the|that|any|each|every) (?-i:[A-Z])[a-z]+(?:ed|en|ing) {PLAYER}) (?P<second>(?:would|has|have|is|are|holds?|owns?)\b[^,;]*)",
     "origin": "round 17 (Hordes, 2004): 'Whenever a Gilded Colony would lose Drones, it may instead lose …' (the subject's state, said before the dynasty's word as 'a Disgraced Kaiju may' says the actor's, and what is said of it: two conditions; 'if a Cursed Pilgrim has no Relic')"},
    {"phrasing": r"(?P<first>(?:in|on|at|aboard|inside|within) (?:the|an?|their|his|her|eir|its) [^,;]+?) (?P<second>who (?:is|are|has|have|was|were|holds?|owns?|does|did|carries|carry)\b[^,;]*)",
     "origin": "round 22 (Ship, 2005): 'Any Hand in the Infirmary who has lost Wits points to Thaw Sickness may attempt …' (where the actor is, then what is said of the actor by 'who': two conditions, as round 13's 'Any Corsair on the Galleon may' counts its place and 'A Scribe who is not the Editor may' its 'who'; 'a Pilot aboard the Ark who holds a Lamp may'; not 'in the Guild that holds the Charter', where 'that' may be the place's)"},
    {"phrasing": r"(?P<first>with (?:an?|the|their|his|her|eir|its|no|at least \w+|more than \w+|fewer than \w+) [^,;]+?) (?P<second>who (?:is|are|has|have|was|were|holds?|owns?|does|did)\b[^,;]*)",
     "origin": "round 24 (Warlords, 2012): 'a Warlord with a Sulk Shed who has no Plunder …' (what the actor has, then what is said of the actor by 'who': two conditions, as 'in the Infirmary who has lost …'; a thing is no 'who')"},
]
CONDITION_INNER = [
    {"phrasing": r" ?, (?:if|only if|provided (?:that )?|so long as|as long as) (?P<cond>(?!(?:{ACT_PRONOUN}|it|no \w+|the \w+) (?:has|have|had) not (?:already |yet )?(?:done|taken|performed|used|made)\b)(?!(?:{ACT_PRONOUN}|it) (?:do|does|did) (?:so|this|that)\b)[^,;:.()–—]+?), (?=(?-i:[a-z]))",
     "origin": "round 79 (ODA agents, 2000s): 'An ODA agent (the Binder) may, if he does not already have a bound Rift Being, bind a non-sealed Rift Being …' (a condition set apart by commas after the modal, as by dashes: 'may, if the Gate is open, spend 2 Oil', 'may, provided that it is night, …'; not 'if they have not done so in the last 96 hours', a bound of how often, FREQUENCIES)"},
    {"phrasing": r" ?, (?P<cond>within (?:\d+|[a-z]+(?:[ -][a-z]+)?) (?:hours|days)), ", "unsure": "“{cond}”, a window from an event said before it, if any: one condition with it or one of its own",
     "origin": "round 40 (Kinsmen, 2000s): '… has 36 hours to decrease the standing …', read as 'may, within 36 hours, decrease …' (a window from the event its lead says, set apart after the modal: with it one condition, as 'Within 24 hours of …' is, or one of its own; not counted, listed; with its event said, 'within 12 hours of the action', the entry below)"},
    {"phrasing": r" ?(?:,|\(|-|–|—) ?(?P<cond>within (?:\d+|[a-z]+(?:[ -][a-z]+)?) (?:hours|days) (?:of|after|from) [^,()–—]+?) ?(?:,|\)|-|–|—)",
     "origin": "round 14 (2008): 'then any Monitor may - within 12 hours of the action - Log the action by adjusting …' (a window after an event, set apart after the modal by dashes, commas or brackets: a condition; 'may, within two days of the Duel, Appeal …', 'may (within 24 hours after the post) Reply …')"},
    {"phrasing": r" ?(?:-|–|—) (?P<cond>(?:if|while|when|unless|provided) (?:(?! [-–—] )[^,;.])+?) (?:-|–|—) ?",
     "origin": "round 19 (Crooks, 2012): 'a Smuggler who has access to a Paint Pot may - if the Warehouse containing that Pot also has one empty shelf - spend £20 to reduce by 2 the Heat …' (a condition set apart by dashes after the modal; in other words 'may – while their Lantern is lit – spend 2 Oil to …')"},
    {"phrasing": r"\((?P<cond>if [^()]+)\),?", "origin": "Ruleset 209 (Mansion Phase): 'the Narrator may (if they have not already done so during the current Mansion Phase), Reveal the Consequences'"},
    {"phrasing": r" ?, (?P<cond>(?:when|while|whilst|whenever) (?:[a-z]+ing) [^,;.]+?), ",
     "origin": "round 29 (Haulers, 2000s): 'Any Hauler with Crane as their Rig may, when performing a Lane Swap, roll two dice …' (what the actor is doing, set apart by commas after the modal: a condition; 'may, while praying at a Shrine, gain 1 Faith')"},
]
# ---- where the actor must be, set apart by commas inside the body ("attempt to be cured by, while in the Sickbay,
# posting …"): a condition of the action, cut out of the body wherever it stands
CONDITION_PLACES_SET_APART = [
    {"phrasing": r",(?= ?while (?:in|at|on|aboard|inside|within) ) ?(?P<cond>while (?:in|at|on|aboard|inside|within) (?:the |their |his |her |eir |its |an? )?[^,;]+?),",
     "origin": "round 16 (Hands, 2007): 'A Hand who is suffering from Scurvy may, once a day, attempt to be cured by, while in the Sickbay, posting … and spending one Action Point.' (in other words 'may pray by, while at the Shrine, spending 1 Gold'; not 'while they wait', no place)"},
]
# ---- conditions and other parts said after the body; each ends the part before it. "cond" is read as a condition,
# "kind"/"frequency" as those parts; a tail with "skip" is read and said nothing of (how the action is done).
TAILS = [
    {"phrasing": r",? (?:as a (?:result|consequence|reward)|in return|in exchange|thereby)(?=[,.;]|$)",
     "origin": "the held-out round 120 (Troglodytes, 2011): '… they may add one Sharp Adze to their Kit as a result; …' (why the change comes, said after it: no part of the value changed, read before as the Kit 'as a result'; in other words 'may gain 2 Faith in return')"},
    {"phrasing": r"(?<!exactly)(?<!DICE\d)(?<!DICE\d\d)(?<!DICE\d\d\d)(?<! die)(?<! dice),? (?P<freq>(?:only )?(?:once|one time))(?=, |[.;]?$)",
     "origin": "the held-out round 101 (Housemates, 2009): '… increases their own Charm by that amount once.', 'The Housemate may also change their Cap to the Cap above theirs on the Cap List one time, even if …' (once in all, said at the end of the body: 'may ring the Bell once', 'may change their Motto one time'; never 'roll DICE4 once', one roll, nor 'exactly once', which its gatherers read otherwise)"},
    {"phrasing": r", if (?P<cond>(?!(?:{ACT_PRONOUN}|it|the \w+) (?:has|have) not (?:already |yet )?(?:done|taken|performed|used|made))[^,;:()–—-]+?)(?= [-–—] )",
     "origin": "round 24 (Vigilantes, 2004): 'Any Rogue may use a weblog posting to declare a Crisis, if no Crises have happened in the last four days - the post should contain …' (an 'if' set off by a comma, ended by a dash before what the post holds, as round 11's ', if …' ends the sentence)"},
    {"phrasing": r",? (?P<freq>once (?:with)?in the (?:next|following) (?:\d+|[a-z]+(?:[ -][a-z]+)?) (?:hours|days))(?: (?:of|after|following) (?:the|that|this|an?|their|his|her|eir|its) [^,;.]+)?(?=[,.;]|$)",
     "origin": "round 24 (Paddlers, 2008): 'Any Riding Paddler who reaches the lowest roll Length may attempt a Trick once in the next 36 hours, with …' (once, within a window after the event: 'once', as round 14's 'may once, within 36 hours, …'); round 42 (Scripters, 2009): '… may increase their Residuals by 1, once within the next 36 hours of the finishing of the Reel.' (the event the window follows said after it)"},
    {"phrasing": r",? provided (?:that )?(?P<cond>.+)", "origin": "Ruleset 70 (Tables and Food): '…, provided that this would not result in an empty table'"},
    {"unsure": "“such that {cond}”, a bound on the value chosen: counted one or none", "phrasing": r",? such that (?P<cond>.+)",
     "origin": "round 103 (Pawnlings, 2025): 'As a Phase 2 Turn Action, a Pawnling may change their Die Kind such that one of the colors in that chosen Kind matches …' (what the new value must be, said after it: the change read, the bound listed; in other words: 'may set their Flag such that it differs from every other Pilot's Flag')"},
    {"phrasing": r",? (?:so|as) long as (?P<cond>.+)", "origin": "Ruleset 70 (Unstable Runes): '…, so long as the Apprentice making that change makes a comment …'; Ruleset 205: 'as long as that system is present'"},
    {"phrasing": r", if (?!(?:{ACT_PRONOUN}|it|the \w+) (?:has|have) not (?:already |yet )?(?:done|taken|performed|used|made))(?!(?:nobody|no one|no other {PLAYER}|no {PLAYER}) has (?:already )?done (?:so|this|that|it)\b)(?P<cond>(?:(?! [-–—] )[^,;:()])+?)\.?$", "origin": "round 11 (Gremmies, 2005): 'Any Surfer may Sight a Swell, if no Swells have been Sighted earlier in the day.' (an 'if' set off by a comma that ends the sentence; in other words: 'may Bless a Shrine, if no Shrine has been Blessed today')"},
    {"phrasing": r",? only if (?P<cond>.+)", "origin": "Ruleset 209 (Electrical panel): '… to an existing Room only if the current value is “Unknown”'"},
    {"phrasing": r",? - if (?P<cond>[^-]+) -", "origin": "blognomic.com/archive/electoral_energy (2009): 'a Player may open an election - if there is not already an election in progress … - by making a sticky post'"},
    {"phrasing": r" any time (?P<cond>(?:another|a|an|the|they) .+)", "origin": "blognomic.com/archive/everyone_needs_a_motto (2008): '… may add one supporter to their supporters any time another candidate … uses their Motto in a pending proposal'"},
    {"phrasing": r" (?P<cond>\((?:if|only if|provided(?: that)?|so long as|as long as|unless) (?!(?:it is |it's |they are |that is )?(?:above|below|higher|lower|greater|less|more|over|under|not already)\b)[^()]+\))(?=\s*(?:[:;,.]|$))", "noun_qualifier": True, "origin": "round 64 (Drifters, 2000s): '… change his Calling to any valid Calling for which he meets the requirements (if the Calling has any requirements)' (a bracket that names again the word just before it qualifies that word, no condition of the action: 'take the Relics (if any Relics remain)'); blognomic.com/archive/when_the_stars_are_right (2015): 'it may Pay Tribute to its Patron (if it has one): …' (at the end of a part; round 58 (Noblemen, 2020)'s 'they lower their Lustre to 2 (if above it), …' bounds the value it follows, no condition of the action: 'set their Faith to 3 (if below it)'; 'between the Monarch and (if one is assigned) the Chancellor' of round 9 qualifies the noun after it, no condition of the action); round 22 (Sorcerers, 2004): '… to found a new Cabal with a Reach of X, and gain control of it (provided that that Cabal is not currently under the control of another Initiate).' (the other words of a condition said apart at the end, as ', provided that …' is said: 'may gain 1 Sail (so long as the Harbour is open)', '(unless the Tide is out)')"},
    {"phrasing": r",? (?P<freq>(?:no more than|not more than|at most) (?:once|(?:1|one) time) (?:per|a|every|each|in a|in any) (?:day|week|fortnight|month))", "origin": "blogspot 2003/12 (Representatives): 'may mine Adamantium no more than once per week by making a payment …'; round 25 (2019): '… can switch factions at most 1 time per day.' (in other words: 'may rename their Ship at most once per week')"},
    {"phrasing": r",? (?P<freq>as (?:often|many times|many) as (?:they|he|she|e|it|you) (?:would like|like|likes|wish|wishes|want|wants|choose|chooses|please|pleases))(?=[.;,]?$| and\b)",
     "origin": "round 75 (Settlers, 2020s): 'The owner of this Building may Barter as often as they would like and may skip …' (no bound: read as 'any number of times', as Ruleset 209 says it)"},
    {"phrasing": r",? (?P<freq>once (?:per|each|a|every|during each|during a|in each) (?:day|week|fortnight|month))(?=[.;]?$)",
     "origin": "round 2 (2006): '… may secretly inform the alderman that they are investigating another living cottager once during each day.' (how often, said at the end)"},
    {"phrasing": r",? (?P<freq>once (?:every|in|per|each) (?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|twelve|eighteen) hours)(?=[.;]?$)",
     "origin": "round 27 (Bards, 2000s): 'Any Bard may make a Tale Post once per seventy-two hours.' (the bound in hours, said at the end, as round 2's 'once during each day' is; 'may ring the Bell once every 36 hours')"},
    {"phrasing": r",? \((?P<freq>(?:only )?once (?:per|each|a|every) (?:day|week|fortnight|month))\)",
     "origin": "round 9 (2019): 'The Stormwatcher may remove one of these conditions, selected at random, as a weekly action (once each week).' (how often, said apart in parentheses at the end)"},
    {"phrasing": r" with a GNDT comment (?P<skip>of [“\"][^”\"]*[”\"])", "origin": "blogspot 2003/12 (Representatives): '… by making a payment of 10MC with a GNDT comment of “Mining Adamantium: …”'"},
    {"phrasing": r",? (?P<freq>if (?:(?:{ACT_PRONOUN}|it) (?:has|have) not|(?:nobody|no one|no other {PLAYER}|no {PLAYER}) has) (?:already )?done (?:so|this|that|it)(?: already)? for (?:that|this|the|each) (?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)(?=[.,;:]|$)",
     "origin": "round 46 (Smugglers, 2000s): '… by Sorting the Haul, if they have not done so already for that Sift, applying the following effects …' (once for each Sift, said at the end: a bound not read, no condition); the held-out round 96 (Crewmembers, 2015): '… may make its proposer Jumpy, if nobody has already done so for that Proposal.' (once for each Proposal among all doers: the same bound, shared)"},
    {"phrasing": r",? (?P<freq>if (?:{ACT_PRONOUN}|it) (?:has|have) not (?:already )?done (?:so|this|it) (?:in|within|during) the (?:last|past|previous|preceding) (?:\d+ hours|(?:\d+|two|three|four|five|six|seven|ten|fourteen) days))(?=[.,;]?$)",
     "origin": "round 9 (2012): '… may choose to gain $25 at any time if they have not done so within the last 24 hours.' (the bound 'not more than once in 24 hours' said at the end, as round 6's 'may, if he has not done so in the last 96 hours, …' says it after the modal)"},
    {"freq_unsure": "once this {period}, a period of the game's own", "own_verb": True,
     "phrasing": r",? if (?P<cond>(?:{ACT_PRONOUN}|it) (?:has|have) not (?:previously |already |yet |ever )?(?P<verb>(?-i:[A-Z])[a-z]+ed)\b[^,;.]*? (?:this|in this|during this|in the current|during the current) (?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?))(?=[.,;]?$)",
     "origin": "the held-out round 87 (Guests, 2022): 'Each Guest may Barge a Line if they have not previously Barged any Line during the current Cycle.' (the action's own verb, said done before in a period the dynasty names: how often, not read, and no condition, as 'if they have not done so this Cycle' is; another verb's, 'if they have not Rested this Cycle', is a condition)"},
    {"phrasing": r"(?<!as)(?<!even)(?<!see)(?<!check)(?<!ask)(?<!tell)(?<!know)(?<!do so)(?<!do this)(?<!do that) if (?!(?:{ACT_PRONOUN}|it) (?:do|does|did|has done|have done|chooses? to do) (?:so|this|that)\b)(?![^()]*\))(?P<cond>(?:this|the|their|they|it|an?|that|he|she|e) .+|(?:one|there|no|none) [^,;()]+(?=[,;.]?$|, which\b))", "origin": "round 78 (Delegates, 2000s): '… may open the ballot by making a post to the blog entitled “Ballot” if one is not currently open' (a subject of 'one', 'there', 'no' ending the sentence: 'if there is no Abbot', 'if none remain'; not within brackets, Ruleset 209's '(chosen secretly at random if there are multiple options)', which says how a value is chosen); Ruleset 209 (Identification Scroll): '… remove this item from their inventory if this Item is not Cursed' (not 'see if', 'check if', 'ask if': round 24's 'may see if they’ve gained any new Knacks' says what is found out, no condition); round 45 (Crewmembers, 2015): '… may post a comment … listing a number of Riggers: if he or she does so, this group becomes the Response Squad …' ('if they do so' says what comes of the action: its effects, not read here, no condition); round 47 (Settlers, 2023): '… may change the name of Mossbank … at any time, and must do so if it shares the name with any Atoll' (a duty to do it when …, not a condition of the permission: not read)"},
    {"phrasing": r",? while (?P<cond>(?:{ACT_PRONOUN}|it|(?:the|their|his|her|eir|its|an?)(?: \w+){1,3}) (?:is|are|has|have|remains?|stays?|holds?|owns?) .+)",
     "origin": "round 8 (2008): '… by adding its name to the ‘Escorting’ column in the GNDT while e is in the Gatehouse' ('while they are in the Garden', 'while their Lantern remains lit')"},
    {"phrasing": r" (?P<cond>during the (?:(?-i:[A-Z])\w+ )+(?-i:P)hase)(?=[.;]?$)",
     "origin": "round 15 (Wanderers): '… may privately ask the Storyteller for the location of a Curse during the Wanderers Phase.' (a condition, as Ruleset 209's 'During the Mansion Phase, the Narrator may …' said first)"},
    {"window": True, "phrasing": r" (?P<cond>within (?:\d+|one|two|three|four|five|six|twelve|twenty-four|forty-eight) (?:hours?|days?) (?:of|after|following) (?!(?:the (?:last|previous|most recent) time|(?:they|he|she|e|it) (?:last )?(?:did|took|performed|used))\b)[^,;]+)(?=[.;]?$)",
     "origin": "round 15 (Islanders): '… can increment the rapport of an islander by one within 24 hours of that islander receiving 50 or more shells …' (a window after an event, said at the end: a condition, as round 14's '- within 12 hours of the action -' said after the modal; 'within two days after a Duel is lost'; not a bound on the action's own last time, nor after 'once' for each event, as round 13's 'For every enacted Proposal …, e may once change … within 24 hours of the enactment', where it is how often)"},
    {"window": True, "unsure": "“{cond}”, a window from an event said before it, if any: one condition with it or one of its own", "phrasing": r" at any ?time (?P<cond>(?:in|within|during) the (?:next |following |first )?(?:\d+|one|two|three|four|five|six|twelve|twenty-four|forty-eight) (?:hours?|days?) (?:of|after|following) (?!(?:the (?:last|previous|most recent) time|(?:they|he|she|e|it) (?:last )?(?:did|took|performed|used))\b)[^,;]+)(?=[.;]?$)",
     "origin": "round 69 (Friars, 2000s): '… may increase eir Piety by 2 at any time in the 48 hours following enactment' (the same window after an event, said as any time within it: no kind 'any time'; a window from the event its lead names, as CONDITION_INNER's '…, within 36 hours, …' is, listed and not counted; 'at any time within two days after the Duel')"},
    {"phrasing": r",? unless (?P<cond>.+)", "said": "unless {cond}", "origin": "Ruleset 205 (House Bots): '… amend or remove the House Bots at any time, unless the House Bot in question has been drawn …' (the condition kept with its 'unless' ('said'), as it says the opposite of an 'if', as the lead 'Unless the Vault is sealed, …' is)"},
    {"phrasing": r",? at any ?time(?! (?:in|within|during) (?:the )?(?:next |following |first |subsequent )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|forty-eight|\w+-\w+) (?:hours?|days?|weeks?)\b),?|,? at any (?:point|moment),?(?=$| )(?! (?:in|during|of|after|before|within|when|that|which|where)\b)", "kind": "any time", "origin": "Ruleset 205 (Bouts): '… they may set their Readiness to Ready at any time'; Ruleset 209: 'simultaneously, at any time, so long as …'; round 14 (2019): '… to a value which they have not held at any point in the preceding 18 hours' (a time within a period, part of the value: no kind)"},
    {"phrasing": r",? at (?:their|his|her|eir|its) (?:own )?(?:leisure|convenience)(?=[.;,]|$)", "kind": "any time",
     "origin": "round 78 (Residents, 2000s): '… may leave the Lockup at their leisure, and is no longer considered …' (any time, said after the body as 'at will' is: 'may ring the Bell at his convenience')"},
    {"phrasing": r",? (?:at (?:their|his|her|eir) )?(?:at will|whenever {ACT_PRONOUN} (?:likes?|wish(?:es)?|wants?|chooses?|pleases?))(?=[.;]?$)", "kind": "any time",
     "origin": "round 15 (Voters, 2010): 'Electors can change their own Slip to any valid value at will.' (any time, in other words: 'may rename their Ship whenever they like', 'whenever e wishes'; not 'whenever a Ship docks', a trigger)"},
    {"phrasing": r",? (?P<kindlead>as an? (?:(?:daily|weekly|atomic|virtual|timed) (?:communal )?action|{OWN_KIND}))", "origin": "the kinds of KINDS said after the body ('… may set their Readiness to Ready as a Daily Action')"},
    {"phrasing": r",? (?P<kindlead>as (?:daily|weekly) action)(?=[.,;]|$)",
     "origin": "round 6 (Scribes, 2016): 'Porter - The Archivist that holds the position of Porter may lock a room for repairs as daily action, but not more than 2 times in a given week.' (the kind said with its article dropped, 'as weekly action')"},
    {"phrasing": r",? but (?P<freq>(?:no|not) more than (?:two|three|four|five|six|\d+) times (?:a|per|each|every|in an?|in any|in a given|in each) (?:day|week))(?=[.;]?$)",
     "origin": "round 6 (Scribes, 2016): '… as daily action, but not more than 2 times in a given week.' (a bound of so many times in a week, said at the end after 'but')"},
    {"phrasing": r"; (?:such an?|each such|this|that|the) action is (?:called |known as )?(?P<kindlead>an? {OWN_KIND})(?=[.;]?$)",
     "origin": "round 51 (Memories of Atlantis, 2022): 'Echoes of Mu may take actions based on their reading of …; such an action is a Construed Lore Action.' (the kind the dynasty names, said of the action after a semicolon; in other words '…; this action is a Vigil Action')"},
    {"phrasing": r",? (?:which|that) is (?P<kindlead>an? {OWN_KIND}|an? (?:atomic )?{ACT_OWN_KIND_LOWER} action|an? (?:daily|weekly|fortnightly|monthly)(?: communal)? action)(?: (?:that|which) (?:may|can|must|is to) be (?:performed|taken|done|carried out))?(?= as follows\b|[.;:]?$)",
     "origin": "the held-out round 88 (Physicists, 2020): '… that Physicist may perform an Erasure, which is an Anomalous Action that may be performed as follows:' (the kind the dynasty names, said of the action's name with 'which is', as '; such an action is a Construed Lore Action' says it; how it is performed stays the action's effects); the held-out round 90 (Isles, 2020s): 'The Deep must Advance Time, which is an atomic upkeep action.' (a kind in lower case, its steps atomic: 'upkeep action', as 'As an assisted action' names one)"},
    {"phrasing": r", (?P<ownkind>as an? (?-i:[A-Z])[a-z]+)$",
     "origin": "round 8 (2006): 'A Tenant may change which Provisions they are Brandishing and/or Donning, as a Scrounge.' (a kind the dynasty names by one word, set apart by a comma at the end; not a declared variable, not a player)"},
    {"phrasing": r",? (?P<freq>any number of times)", "origin": "Ruleset 209 (Explorers Phase): 'may do any of the following any number of times'"},
    {"phrasing": r" by (?P<skip>privately (?:informing|messaging|communicating with) the {EMPEROR}[^,]*?|editing their state in [^,:]+?)(?=$|,|:)",
     "origin": "Ruleset 205 (BotScript): 'by privately informing the Announcer of this'; Ruleset 209 (Explorers Phase): 'by editing their state in Banewood Mansion'"},
    {"phrasing": r",? (?P<kindlead>as an? atomic action) with the following steps:?$", "origin": "Ruleset 209 (Mansion Phase): 'the Narrator may … Reveal the Consequences as an atomic action with the following steps:'"},
    {"phrasing": r",? (?P<skip>without (?:spending|paying|using|losing|costing(?: them)?) (?:any|a|an|the) [^,]*)",
     "origin": "round 5 (2011): '… may change his Port to any Port on the Star Chart that is not under Repair without spending any Fuel' (says that nothing is paid: no cost, no part of the value)"},
    {"phrasing": r",? (?P<skip>(?:even (?:if|though|when|where)|regardless of (?:whether|if)|whether or not|no matter (?:whether|if)) [^,;:()]+)(?=$|[,;.])",
     "origin": "round 16 (Vegetables, 2006): 'A root may always switch back to lounging, even if e has already changed eir pastime that day.' (a concession: what does not stop the action, no condition of it; 'may ring the Bell, regardless of whether they rang it today', 'whether or not the Abbot is present'; as round 4's 'even if they do not meet the prerequisite' and round 3's '(even if they had none before)' count none)"},
    {"phrasing": r",? and (?P<skip>(?:then )?(?:discard|destroy|dispose of|throw away|bin) (?:it|them))(?=[.;]?$)",
     "origin": "round 8 (Tenants, 2006): 'A Tenant can remove a Provision from their pack and discard it.' (what becomes of the thing removed, out of the game: nothing more of the effect; 'and destroy it')"},
    {"phrasing": r",? (?P<skip>simultaneously)", "origin": "Ruleset 209 (Advantages and Disadvantages): 'they may set their Advantage and their Disadvantage simultaneously'"},
]
# ---- a sentence that grants a kind of action the dynasty names itself, whose actions are said apart ("Wayfarers may
# make Site Actions. Available movement actions are as follows:" and a list): no action of its own; the list after a
# lead of ACTION_LIST_LEADS holds actions, each listed as not read when the reader reads none of them
KIND_GRANTS = [
    {"phrasing": r"^(?P<actor>.{1,60}?) (?:may|can) (?:\w+ )?(?:make|take|perform|do|use|carry out|undertake) (?:any |one |an? )?(?:number of )?(?P<kind>{OWN_KIND})s?(?: (?:as an? (?P<period>daily|weekly|fortnightly) action|once (?:per|a|each) (?P<once>day|week)))?(?: at (?:it|them|that (?-i:[A-Z])\w+))?(?: by (?:(?:making|posting|leaving) (?:a|an) (?:comment|post|blog post)\b|(?:privately )?(?:communicating|telling|informing|messaging|sending)(?: privately)?(?: to| with)? (?:the )?{EMPEROR}\b)[^.;]*?)?(?:,? but only (?P<when>(?:during|while|when|in|on|at) [^.;]+))?\.?$",
     "origin": "the held-out round 4 (2011): 'Wayfarers may make Site Actions.' ('Each Knight may take Quest Actions', 'a Cook can perform any Kitchen Activity'); round 30 (Wanderers, 2016): 'Wanderers can make a Brawl Action as a daily action.' (how often said with it: the kind's actions are listed after, each read or listed there); round 81 (Trappers, 2000s): '… can perform a Skirmish Action, but only during their Turn', (Whalers): '… can perform a Chase Action at it by making a comment to that effect on …' (when, where, and by what post any of them is taken, said with the grant); the held-out round 89 (Premiers, 2017): 'As a daily action, a Premier may take an Order action by communicating privately to the Arbiter which Order action they take.' (the kind's action chosen and told to the emperor in private: 'by privately telling the Abbot which Vigil Action they take')"},
    {"phrasing": r"^(?P<actor>.{1,60}?) (?:may|can) (?:\w+ )?(?:make|take|perform|do|use|carry out|undertake|choose from) (?:any (?:one )?of |one of )?the (?P<kind>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+){0,2}) (?:listed|given|described|set out|detailed) (?:below|hereafter|after this|in (?:the|this) (?:rule|list|subrules?)\b[^.;]*?)(?:,? (?:in order )?to [^.;]+)?\.?$",
     "origin": "the held-out round 97 (Ramblers, 2005): 'Ramblers may take the Undertakings listed below in order to change the current gamestate.' (a grant of the kind of the items listed after it, a name of the dynasty's own, not an action; in other words 'Pilgrims may perform any of the Rites described below')"},
]
ACTION_LIST_LEADS = [
    {"phrasing": r"^the following (?:\w+ )?actions? are (?P<kind>(?:(?-i:[A-Z])\w+ )+(?-i:A)ctions?)(?:,? (?:and|with) (?:their|its) (?:costs?|prices?|effects))?:-?$",
     "origin": "round 81 (Trappers, 2000s): 'The following actions are Skirmish Actions, and their cost:' and its items ('- Circling [1 Stride Point]: …'), the kind the rule grants named in the lead, as 'The following are Brawl Actions:' names it"},
    {"phrasing": r"\bactions?\b[^:]*\b(?:are|is|include|includes) (?:as follows|the following)\b[^:]*:-?$|\bthe following (?:\w+ )?actions?\b[^:]*:-?$",
     "origin": "the held-out round 4 (2011): 'Available movement actions are as follows:' ('The Site Actions are the following:', 'A Knight may take the following Quest Actions:')"},
    {"phrasing": r"^the following is a (?:list|table) of (?:the )?(?P<kind>(?:(?-i:[A-Z])\w+ )+(?-i:A)ctions?)(?:,? (?:and|with) (?:their|its) (?:costs?|prices?|effects))?:-?$",
     "origin": "the held-out round 124 (Kiosks, 2025): 'The following is a list of Latched Actions and their effects:' and its items ('* Extra Hand: During the next Fair Day, the Kiosk that performed this action may …'), the kind named in the lead, as 'The following are Brawl Actions:' names it"},
    {"phrasing": r"^the following are (?P<kind>(?:(?-i:[A-Z])\w+ )+(?-i:A)ctions?):-?$",
     "origin": "round 30 (Wanderers, 2016): 'The following are Brawl Actions:' and its items ('- Shove: Add 3 Bruise Tokens to …')"},
    {"phrasing": r"^(?:the )?(?P<kind>(?:(?-i:[A-Z])\w+ )+(?-i:A)ctions?)(?: (?:available|open|allowed|permitted) to (?P<actor>[^:,]+))? (?:are|include),?(?: (?:with their effects|as listed|listed below|below))?:-?$",
     "origin": "round 25 (Stalkers, 2010s): 'Lane Actions available to the Stalkers are, with their effects:-' and its items, each an action by its name (the colon and dash of its era; in other words 'The Dock Actions are:')"},
    {"phrasing": r"\bactions?(?: (?:available|open|allowed|permitted) to [^:,]+)? (?:are|include),?(?: (?:with their effects|as listed|listed below|below))?:-?$",
     "origin": "the same lead with no kind of its own: 'Actions available to the Pilgrims are:'"},
    {"phrasing": r"^(?P<actor>.{1,60}?) (?:may|can) (?:carry out|take|perform|do|make|use|undertake) as many (?:of )?(?P<back>these|those|the following|such)(?: (?P<kind>{OWN_KIND})s| actions)? as (?:{ACT_PRONOUN}|it) (?:would like|like|wish|want|choose|please)(?:,? provided (?:that )?(?:{ACT_PRONOUN}|it) can (?:pay|afford) (?:the|its|their|each)(?: [\w-]+)? costs?)?:-?$",
     "origin": "round 31 (Islands, 2020): 'An Atoll may carry out as many of these Actions as they would like, provided that they can pay the Brine cost:' and its items ('* Spend 2 Brine: Increase …'), the kind said in the sentence before ('must choose from the following Stone Face Actions'); the proviso restates the items' prices, no condition (in other words 'A Pilgrim may take as many of the following Rites as they wish:')"},
]
# ---- the kind a lead refers back to ("as many of these Actions"), said earlier in its rule ("… must choose from the
# following Stone Face Actions …"): the last such kind before the lead
KINDS_REFERRED_BACK = [
    {"phrasing": r"\b(?:the following|these|those|any|one of the) (?P<kind>{OWN_KIND})s\b",
     "origin": "round 31 (Islands, 2020): 'An Atoll taking the Shape action must choose from the following Stone Face Actions and carry it out.'"},
]
# ---- an item of a list of actions written as a label and a body ("Shove: Add 3 Bruise Tokens to …", "Enter the City
# (specifying a Square): If …", "Spend 2 Brine: Increase …"): the label names the action or says its price, what it
# takes in brackets, the body says what it does
ACTION_ITEMS = [
    {"phrasing": r"(?P<label>(?-i:[A-Z])[\w'’-]*(?:[ -](?!(?:may|can|must|shall|should|will|cannot)\b)[\w'’-]+){0,3}?)\. (?P<body>(?-i:[A-Z“\"]).+)",
     "origin": "round 85 (Duelists, 2011): 'Stepping. A Duelist taking this action may move himself from his current Pit Tile …' under 'The following actions are Main Actions:-' (a label closed by a full stop, then the sentence that says what it does, its actor said again: 'Praying. A Pilgrim taking this action may …')"},
    {"phrasing": r"(?P<label>(?-i:[A-Z])[\w'’-]*(?: (?!(?:may|can|must|shall|should|will|cannot)\b)[\w'’-]+){0,5}?)(?: \((?:optionally )?(?P<param>(?:specifying|naming|choosing|selecting|targeting) [^()]{1,60})\))?: (?P<body>\w.+)",
     "origin": "round 30 (Wanderers, 2016): '- Shove: Add 3 Bruise Tokens to a Mortal that shares Camp with you.'; round 25 (Stalkers): '* Creep (specifying a Square): If the Stalker’s Spot is adjacent …'; round 31 (Islands, 2020): '* Spend 4 Brine: Remove a No effect result …'; round 32 (Mortals, 2018): ';Pilfer: reduce your Vigor by 15 and …' (the body in lower case); a label holds no modal ('A Pilgrim may choose one: …' is a sentence, no label)"},
    {"phrasing": r"(?P<label>(?-i:[A-Z])[\w'’-]*(?: (?!(?:may|can|must|shall|should|will|cannot)\b)[\w'’-]+){0,5}?) [\[(](?:costs?:? |price:? )?(?P<price>(?:\d+|one|two|three|four|five|six|X|N) (?!(?:of|or|and|to|per|each|times?)\b)[A-Za-z][\w'’ -]{0,30}?)(?P<where>, where [^\])]+)?[\])](?::| [-–—]) ?(?P<body>\w.+)?",
     "origin": "labelled items with their price in brackets, the form of round 15's 'Serfs: 20 –' and round 5's bracketed labels set as items: 'Shove (2 Stamina): Add 3 Bruise Tokens …', 'Mend (cost 1 Rope) - Remove …' (the price a cost of the action); round 81 (Trappers, 2000s): '- Fetch a Spear [2 Stride Points]: Gain 1 Brawn Point.', '- Dither [1 Stride Point]:' (in square brackets; nothing said after the colon: what it does not said)"},
    {"phrasing": r"(?P<label>(?-i:[A-Z])[\w'’-]*(?: (?!(?:may|can|must|shall|should|will|cannot)\b)[\w'’-]+){0,3}?) [-–—] (?P<body>(?-i:[A-Z])\w*.+)",
     "origin": "the same items with a dash for the colon, as labels before sentences are written ('Porter - The Archivist …', round 6): '- Shove – Add 3 Bruise Tokens to …' (a body starting with a capital after the dash)"},
]
# ---- words that make a sentence not read, said after an action in its item, a condition of it perhaps ("You may not
# do this while …"): the action's conditions are listed as not read as well as its effects
CONDITION_WORDS_ANYWHERE = [
    {"phrasing": r".*\b(?:if|unless|while|whilst|only|provided|as long as|so long as|cannot|can not|may not|must not)\b",
     "origin": "round 30 (Wanderers, 2016): '- Thrown Object: Add 4 Bruise Tokens … You can only perform this Strike Action if you have a Relic.' (a bar said after the item's action; in other words 'It may not be used while …')"},
]
# ---- a label that is the price of the action its item describes ("Spend 2 Brine: …"), read as its cost
PRICE_LABELS = [
    {"phrasing": r"(?:spend|pay|expend|lose|sacrifice) (?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten) [\w'’ -]+",
     "origin": "round 31 (Islands, 2020): '* Spend 2 Brine: Increase or Decrease one Basic Effect …', '* Spend 6 Brine: Destroy one of their own Stones.' (in other words 'Pay 3 Gold: …')"},
]
# ---- the kind of a named action, said in a sentence of its own ('Make is a Timed Action.')
KIND_OF_NAMED = [
    {"kind": "{period} {communal}", "phrasing": r"(?:the )?(?P<name>(?-i:[A-Z])[\w-]*(?: [\w-]+){0,3}?)(?: action)? is an? (?P<period>daily|weekly|fortnightly|monthly|timed|atomic|virtual) ?(?P<communal>communal)? action(?: (?:that|which) (?:requires|takes|has|needs) [^.;]+)?\.?",
     "origin": "the held-out round 3 (2021): 'Make is a Timed Action.' ('Foraging is a Daily Action', 'The Sermon action is a weekly communal action'); round 14 (2021): 'Casting Off is a Timed Action that requires a specific Barge as its subject.' (what it takes said after: the kind all the same; the gerund names the action 'Cast Off')"},
    {"kind": "{own} action", "phrasing": r"(?:the )?(?P<name>(?-i:[A-Z])[\w-]*(?: [\w-]+){0,3}?)(?: action)? is an? (?P<own>(?!(?:daily|weekly|fortnightly|monthly|timed|atomic|virtual|game|dynastic|special)\b)(?-i:[A-Z])[a-z]+) (?-i:A)ction\.?",
     "origin": "round 23 (Warlocks, 2020s): 'Summon Familiar is a Rite Action. To perform Summon Familiar, a Warlock selects …' (a kind the dynasty names itself, as 'as a Ripple Action' says one: its name and 'action', lower case; in other words 'Mend the Net is a Tide Action')"},
]
# ---- the kind of the action of the sentence before, said in a sentence of its own ("This counts as a weekly
# action."): that action's kind; where it has another kind already, or there is none before, listed as not read
KIND_OF_PREV = [
    {"kind": "{period} {communal}", "phrasing": r"(?:this|that|it|doing (?:so|this|that)|(?:this|that|the|such an?) (?P<noun>[\w -]+?)) (?:action )?(?:counts|shall count|will count|is counted|is considered(?: to be)?|is treated|is deemed(?: to be)?|is|shall be) (?:as )?an? (?P<period>daily|weekly|fortnightly|monthly|timed|atomic|virtual) ?(?P<communal>communal)? action\.?",
     "origin": "round 10 (2008): 'Tamers may mate Wyverns together. To do so, … makes a post titled …. This counts as a weekly action.' ('Doing so is a daily action', 'This shall count as a Timed Action', 'A Mating is considered a weekly action')"},
]
# ---- a sentence after an action that says what happens to the thing that action selected ("… create a Snare by
# selecting a random Pit Square. If the selected Pit Square is empty, then the Combatant may place a Snare …"): the
# rest of the action before, not an action of its own; listed as not read, and the action before's effects with it
OUTCOME_OF_PREV = [
    {"phrasing": r"^however,? (?:if|when|whenever|should|where) ",
     "origin": "round 42 (Scripters, 2009): '… may increase their Residuals by 1, once within the next 36 hours …. However, if the Penman’s take in that reel had a Stunt Count higher than 4, their Wage is increased an additional 0.25 …' (what else comes of it for some, said after 'However': the action's effects are not read whole)"},
    {"phrasing": r"(?:^(?:when|whenever|once|after|immediately after) (?:{ACT_PRONOUN}|it|the {PLAYER}) (?:do|does|did|has done|have done) (?:so|this|that)\b|^(?:upon|on|immediately after|after) doing (?:so|this|that)\b)(?!,? (?:[\w’'-]+ ){1,4}?(?:may|can)\b)",
     "origin": "round 14 (2019): 'As a daily action, a Rulesmith may change their Temper to … When they do so, if …, they must change the Temper of one of those Rulesmiths …' (what else the action does, said in the sentence after: the action's effects are not read whole; 'Upon doing so, …', 'Whenever she does this, …'); never a permission said after it ('Upon doing so, the Admin may transfer …', round 97; 'Upon doing so they may set …', round 120: a grant of its own on the action's being done, as 'If they do so, they may …' is)"},
    {"phrasing": r"^(?:if|when|where|once|should|unless) (?:the|that|this|such) (?:randomly )?(?:selected|chosen|drawn|picked|rolled|revealed|resulting|targeted|indicated|nominated) \S",
     "origin": "round 10 (2011): 'any Combatant may - as a daily Action - create a Snare by selecting a random Pit Square. If the selected Pit Square is empty, then the Combatant may place a Snare …' ('If the chosen Card is a Joker, the Dealer may …', 'When the drawn Tile is blank, …')"},
    {"prev": r"\bas follows: (?:if|when|where|unless)\b", "reason": "a further case of the action before, whose cases follow its “as follows:” in sentences of their own, not read",
     "phrasing": r"^(?:(?:if|when|unless|where) |otherwise,? )(?![^.;]*\b(?:may|can)\b)\S",
     "origin": "round 85 (Castaways, 2011): '… any Castaway may resolve the Omen as follows: If fewer than five Castaways have agreed … then each Castaway who agreed loses 2 Composure. If five or more Castaways agreed then all Castaways who did not agree lose 2 Composure each …' (the cases 'as follows:' opens go on past the full stop: the action's, not an outcome of its own; in other words '… may settle the Wager as follows: If the Bell rang, … . Otherwise, …'; a case granting a permission, 'If …, a Pilgrim may …', is a grant of its own; steps in the imperative after 'as follows:', round 32's 'Select a realm … . If Y is greater than 6, increase …', are steps read as such)"},
]
# ---- a condition that is a result of the roll of the action before ("On a 7 or more, they may add one Fresh Hide …"
# after "They shall do this by rolling a DICE6"): the outcome is an action of its own, on that condition; a pronoun
# in it stands for the roller (only after an action whose words roll: "prev")
ROLL_OUTCOMES = [
    {"prev": r"\b(?:roll|rolling|rolls|rolled|DICE ?\d+|DICEX|D\d+)\b",
     "phrasing": r"(?:(?:the|that|this|its|their|his|her|eir) (?:(?:DICE|D) ?\d+ |die |dice )?(?:roll|result|throw)|(?:they|he|she|e) (?:rolls?|rolled|gets?|got) (?:an? |the )?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|even|odd|higher|lower|more|less|at least|at most|under|over|above|below|result)|on (?:an? |the )?(?:(?:roll|result|throw) of (?:an? )?)?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|even|odd)|(?:an? |the )?(?:\d+|one|two|three|four|five|six|even|odd)\b[^,;]{0,30} (?:is|was) rolled)\b.*",
     "origin": "round 16 (Crew Members, 2005): '… posting ‘Scurvy Treatment DICE4’ … If the DICE4 roll is 1, that Hand may update their QMRS …'; round 31 (Survivors, 2011): '… by rolling DICE8 in the GNDT. If that Drifter rolls a 1, then they may …'; round 73 (Tribesmen): 'On a 7 or more, they may add one Fresh Hide to their tools.' (what a result of the roll gives, said in a sentence of its own: an action on that condition, as the held-out rounds write it; 'If the result is a 6, the Pilgrim may …', 'If a 1 or 2 is rolled, …')"},
]
# ---- a sentence after an action that says what some do instead ("Scribes may instead age 3 years."): what the action
# before does depends on who takes it; listed on it as not read, no action of its own
INSTEAD_OF_PREV = [
    {"phrasing": r"^(?:[\w'’-]+ ){1,6}?(?:may|can|must|shall|should|will) instead\b|^instead,? (?:[\w'’-]+ ){1,6}?(?:may|can|must|shall|should|will)\b",
     "origin": "round 32 (Mortals, 2018): ';Forage: Age 4 years to gain access a relic … Scribes may instead age 3 years.' (in other words 'Brawlers may instead reduce their Vigor by 5', 'Instead, a Seer may …')"},
    {"phrasing": r"^(?:if|when|where|for) [^,]+, (?:[\w'’-]+ ){1,6}?(?:is|are|becomes?|gets?) (?:[\w'’-]+ ){0,3}?(?:increased|decreased|reduced|raised|set|lowered|changed)\b[^.;]* instead\.?$",
     "origin": "round 42 (Scripters, 2009): 'As a daily action a Penman may “Draw Pay”, which means to increase their Purse by …. If a Penman has never Drawn Pay, their Purse is increased by 25 instead.' (another outcome for some, said in the passive: in other words 'For a Pilgrim with no Relic, their Faith is set to 1 instead.')"},
]
# ---- a sentence after an action that offers a choice of its own verbs ("may either Forge a Token or Bar their
# Doors"), saying what one of them does ("If a Smuggler Forges a Token, they may add …"): the rest of that action, not
# an action of its own; read only where the verb, capitalised as the dynasty's own, and its object's head are said
# after the modal of an action of the same rule, and listed there as its effects not read
OPTION_SEQUELS = [
    {"phrasing": r"(?:if|when|whenever|once|after) (?:an? |the |that )?(?:{PLAYER}|{ACT_PRONOUN}) (?P<verb>(?-i:[A-Z])[a-z]+?)(?:es|s) (?P<object>(?:an? |the |their |his |her |eir |its )?(?-i:[A-Z])[\w'-]+)\b[^,]*, (?:then )?(?:{ACT_PRONOUN}|(?:the|that) {PLAYER}) (?:may|can|must|shall|should|will)\b.*",
     "origin": "round 19 (Crooks, 2012): 'As a daily action, a Smuggler may either Forge a Token or Bar their Doors. If a Smuggler Forges a Token, they may add their name to the “Tokens” field of a single Smuggler.' (in other words 'A Pilgrim may Light a Candle or Ring the Bell. When a Pilgrim Rings the Bell, they must …'; 'If a Pilgrim Enacts a Proposal, they may …' after no such choice stays an action)"},
]
# ---- a sentence that bounds every power of its rule ("Unless expressly specified below, a power associated with a Role
# may only be exercised while the candles are lit and while …"): each of its conditions is one of every action the
# rule grants, but where the action's own sentence sets it aside ("Whether or not the candles are lit, …")
RULE_WIDE_CONDITIONS = [
    {"phrasing": r"(?:unless (?:expressly |explicitly |otherwise )?(?:specified|stated|noted|said)(?: below| otherwise| in this rule)?, )?(?:an?|any|each|every|all) (?:[\w-]+ ){0,5}?(?:power|ability|abilities|permission)s? (?:(?!may\b|can\b)[\w-]+ ){0,5}?(?:may|can) only be (?:exercised|used|invoked|wielded) (?P<cond>(?:while|if|when|during) [^.;]+)",
     "origin": "round 19 (Guests, 2010): 'Unless expressly specified below, a power associated with a Role may only be exercised while the candles are lit and while the Lodger exercising that power is not Slumbering.' (in other words 'Each ability of a Guild may only be used while its Hall stands'; 'This action may only be taken while …', said of one action, is RESTRICTS_PREV's)"},
]
# ---- a sentence that bounds what follows it in its rule, without saying which of the actions after it ("The following
# may only be done if there exists a state of peace."): each action's conditions are listed as not read
RULE_WIDE_UNSURE = [
    {"phrasing": r"(?:the following|what follows|the actions below|these actions) (?:may|can) only be (?:done|taken|performed|used) (?P<cond>(?:while|if|when|during) [^.;]+)",
     "origin": "round 23 (Hoplites, 2000s): 'The following may only be done if there exists a state of peace. At present, there is a state of peace, but the Sage-King may declare war at any time, …' (which of what follows it bounds is not said: the Sage-King's own declaration ends the peace)"},
]
# ---- an action's name, said apart from its sentence (the name then applies to the action of the sentence before)
NAMES = [
    {"phrasing": r"this action is (?:known as|called) (?:[“\"](?P<name>[^”\".]+)[”\"]\.?(?=$| and )|(?:an? |the )?(?P<name2>(?-i:[A-Z])[\w'’-]*(?: (?:of |the |and )?(?-i:[A-Z])[\w'’-]*)*)\.?(?=$| and (?!(?-i:[A-Z]))))",
     "origin": "Ruleset 70 (Unstable Runes): 'This action is known as Transmutation.'; round 85 (Duelists, 2011): '… may set their SP to 4; this action is known as Recovering and the Duelist should comment this in the GNDT …' (the name its capitalised words or its quotes, what follows 'and' another clause: 'this action is known as Vigil and the Abbot should note it')"},
    {"phrasing": r"\(this (?:process|action) is called [“\"]?(?P<name>[^”\")]+)[”\"]?\)", "origin": "Ruleset 70 (Unstable Runes): '(this process is called “U-Decay”)'"},
    {"phrasing": r"\(this is (?:known as|called|named) [“\"]?(?P<name>[^”\")]+)[”\"]?\)\.?$",
     "origin": "round 29 (Barges, 2000s): '… may add the Harbour in which it is moored to its Wares, unless it is already there (this is known as Shipping).' (the name said apart in brackets at the end, as '(this process is called “U-Decay”)')"},
    {"phrasing": r",? (?:with )?(?:this|the|such an?) (?:action|process) being (?:known as|called|named|referred to as) (?:an? |the )?[“\"]?(?P<name>(?-i:[A-Z“\"])[^”\".,;]+)[”\"]?\.?$",
     "origin": "round 78 (Burghers, 2000s): '… may pick a single Burgher and remove 1DICE6 sprains from that Burgher, this action being known as Setting.' (the name said at the end in an absolute clause: 'with this action being called a Vigil')"},
]
# ---- one verb said once for two changes, each with its own value: the second change is the verb's too
GAPPED_EFFECTS = [
    {"phrasing": r"(?P<verb>\w+) (?P<first>(?:their|his|her|eir|its|the|that {PLAYER}(?:'s|’s)) .+? (?:to|by) [^,]+?),? and (?P<second>(?:their|his|her|eir|its|the|that {PLAYER}(?:'s|’s)) (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)* (?:to|by) [^,]+)",
     "origin": "the family of 'set their Advantage and their Disadvantage' with a value for each: 'set their Rope to 3 and their Sail to 0', 'increase their Oil by 2 and their Sail by 1' (before, the first value ran on to the end: '3 and their Sail to 0')"},
]
# ---- an action's name said after what its actor does, by "thereby" ("may make the GNDT comment … and thereby Idle By a
# Minute"): the capitalised words are its name, the words before them what it does
NAMED_BY_THEREBY = [
    {"phrasing": r"(?P<means>.+?),? and (?:thereby|so|thus|in doing so|by doing so),? (?P<name>(?-i:[A-Z])[\w-]*(?: (?:an?|the|of|to|by|on|in|(?-i:[A-Z])[\w-]*))*? (?-i:[A-Z])[\w-]*)\.?$",
     "origin": "round 22 (Clockmakers, 2015): 'As a Daily Action, the Clockmaker may make the GNDT comment “Idling by: DICE96” and thereby Idle By a Minute.' (in other words 'may post a Sighting and thus Call the Tide', 'may spend 2 Oil and so Light the Beacon'; one capitalised word alone after it, 'and thereby Fail', names nothing)"},
]
# ---- a sentence led by the passive of an action the rule grants by a capitalised verb ("When the Markets are
# Fluctuated, the Monarch should select …" after "the Monarch may Fluctuate the Markets"): what that action does,
# said apart, no action of its own; listed as not read
DONE_LEADS = [
    {"phrasing": r"(?:when|whenever|after|once|each time) (?:the |an? |that |this |their |its )?[\w' -]+? (?:is|are|has been|have been|was|were) (?P<verb>(?-i:[A-Z])[a-z]+?)e?d\b",
     "origin": "round 9 (2004): 'the Monarch may Fluctuate the Markets. … When the Markets are Fluctuated, the Monarch should select …' ('After a Shrine has been Consecrated, …')"},
]
# ---- a sentence naming the actions of the sentence before as two ("These actions are referred to as Promotions and
# Reassignments, respectively"): that sentence grants two actions, not one; it is listed as not read
NAMED_APART = [
    {"phrasing": r"(?:these|the|both|the two|those) (?:two )?actions are (?:referred to|known|called|named)(?: as)? [“\"]?(?P<first>[^,;.“”\"]+?)[”\"]?,? and [“\"]?(?P<second>[^,;.“”\"]+?)[”\"]?(?:,? respectively)?(?=[,;.]| and |$)",
     "origin": "round 9 (2009): 'The Director may change any Clerk's Division to Admin, or may change the Division of any Clerk …. These actions are referred to as Promotions and Reassignments, respectively, …'"},
]
# ---- an action defined as a list of steps: "X is an atomic action with the following steps:" and its list
STEPS = [
    {"phrasing": r"^(?:the |an? )?(?!This\b|It\b)(?P<name>(?-i:[A-Z])[\w' -]*?)(?P<param> (?:for|of|by) (?-i:[NXY])(?: \([^()]{1,60}\))?)? is an? atomic action with the following steps:?$",
     "origin": "Castles, Ruleset 2024-02-24: 'The Fortnight is an atomic action with the following steps:'; 'Herald is an atomic action with the following steps:'; round 103 (Artificers, 2022): 'Storming for N (where N is some integer) is an atomic action with the following steps:' (an amount the doer picks, said with the name: whether it is part of the name is not read; in other words 'Tithing for X is an atomic action …'); round 113 (Barons, 2022): 'A Blockade is an atomic action with the following steps:' (its article no part of the name)"},
    {"phrasing": r"^(?:when|whenever|each time|every time) (?P<cond>[^,:;]{3,120}), the following (?:steps|things|events) (?:are taken|are performed|are carried out|are done|happen|occur|take place)(?: in (?:that |this |the following |the listed )?order)?:?$",
     "kind": "unspecified",
     "origin": "round 113 (Crewmembers, 2015): 'When an Errand is processed, the following steps are taken in order:' and its bullets ('If the Errand is Unmanned, then the Errand fails, …'): the game's procedure on an event, no one named to carry it out, its steps its effects and no outcomes of their own (in other words 'Whenever the Bell rings, the following things happen:')"},
    {"phrasing": r"^the only (?:\w+ )?action (?P<actor>an? (?:(?P<adj>(?!other\b)[\w-]+) )?{PLAYER})(?: (?P<qual>(?:who|that) [^,]+?))? (?:may|can) (?:perform|take|use|do)\b[^:]*? is the following (?:[\w-]+ )?atomic action:?$",
     "origin": "round 13 (Failed Experiments, 2017): 'The only Action a Misfit who is not Dead may perform to change the values … of a Dead Misfit is the following five-part Atomic Action:' (the actor, its state a condition, and the steps: 'The only action a Pilgrim may take to leave the Order is the following atomic action:')"},
    {"phrasing": r"^(?P<name>(?-i:[A-Z])\w+) is the following atomic action:?$",
     "origin": "blognomic.com/archive/its_magical_okay (2017): 'Casting is the following Atomic Action:'"},
    {"phrasing": r"^(?:when|whenever) (?P<actor>an? (?:(?P<adj>(?!other\b)[\w-]+) )?{PLAYER}) (?P<verb>(?-i:[A-Z])[a-z]+?)(?:es|s)(?: (?P<obj>(?:an?|the|their|his|her|eir|its) (?-i:[A-Z])[\w-]+))?, (?:they|he|she|e|it) (?:must |shall |should |will )?(?:perform|do|carry out|follow|complete) (?:it|this|so|that) (?:as an? (?P<atomic>atomic) action )?(?:with|by (?:doing|performing|following|completing)|using|in) the following steps:?$|^(?:when|whenever) (?P<actor2>an? {PLAYER}) (?P<verb2>(?-i:[A-Z])[a-z]+?)(?:es|s)(?: (?P<obj2>(?:an?|the|their|his|her|eir|its) (?-i:[A-Z])[\w-]+))?, (?:they|he|she|e|it) (?:must |shall |should |will )?(?:perform|do|carry out|follow|complete) the following (?P<atomic2>atomic action|steps)(?: in order)?:?$",
     "kind": "unspecified",
     "origin": "round 62 (Ports, 2020s): 'When a Port Charters, they perform it as an atomic action with the following steps:' and its steps (an action named by its verb, what it does set out after; 'atomic' where said; in other words 'When a Pilgrim Prays, they perform the following steps:', and where 'A Pilgrim may Pray.' is said before, the steps are that action's)"},
    {"phrasing": r"^(?:to|in order to) (?P<verb>(?-i:[A-Z])[a-z]+)(?: (?P<obj>(?:an?|the|their|his|her|eir|its) (?-i:[A-Z])[\w-]+))?, (?P<actor>an? (?:(?P<adj>(?!other\b)[\w-]+) )?{PLAYER}) (?:must|shall|should|will|may) (?:perform|do|carry out|follow|complete) the following (?P<atomic>atomic action|steps)(?: in order)?:?$",
     "kind": "unspecified", "base_verb": True,
     "origin": "round 62, its other wording: 'To Charter, a Port must perform the following steps:' (in other words 'In order to Pray, a Pilgrim must complete the following atomic action:')"},
    {"phrasing": r"^(?P<lead>.*?)\busing the following atomic action:?$",
     "origin": "Castles, Ruleset 2024-02-24 (Waves): 'The result of the attack is resolved separately for each Vassal using the following atomic action:'"},
]
# ---- a step that leads a list of actions of their own ("Carry out this entire list of Deep Actions in any order:-"),
# and an item of that list, named by its label ("Cast: Select one of …"): each item listed as an action not read,
# never passed over inside the step
STEP_ACTION_LISTS = [
    {"phrasing": r"\b(?:list of|the following|these|the) (?:[\w-]+ ){0,3}actions\b[^:]*:",
     "item": r"^(?P<label>(?-i:[A-Z])[\w'’ -]{1,40}?): \S",
     "origin": "round 60 (Islands, 2020): '• Carry out this entire list of Deep Actions in any order:-' and its items '• Cast: Select one of the Focal Atoll’s Bedrock Dice …', '• Stir: Either increment the Focal Atoll’s Heat by 1, …' (named actions inside a step, kept as that step's words at first sight; in other words '• Perform any of the following Rites:' and '• Kneel: Gain 2 Faith.')"},
]
# ---- an action defined by what its actor does, said in the present ("To perform public duty, a beast roles a DICEN
# where …"): its name, a player its actor, what it does not read
# ---- an action said to exist by its name, what it does said apart ("There exists a gameplay action called Bud. When a
# Sproutling buds, e gains …"): a player's action of that name
ACTIONS_DECLARED = [
    {"phrasing": r"^there (?:exists|is) an? (?:new )?(?:gameplay |game |dynastic )?action (?:called|named|known as) [“\"]?(?P<name>(?!the\b)[A-Za-z][\w' -]{1,30}?)[”\"]?\.?$",
     "origin": "round 39 (Sproutlings, 2007): 'There exists a gameplay action called Bud. When a Sproutling buds, e gains …'; round 13 (Beasts, 2009): 'There exists a gameplay action called “public duty”. To perform public duty, …' (in other words 'There is a game action named Vigil.'); where a later sentence of the rule grants it by that name, the held-out round 98's 'There exists an action called “Check Variety”.' then 'An Organism may occasionally Check Variety, …', that grant is the action and this sentence is listed, no action of its own"},
]
DONE_BY_DEFINITION = [
    {"phrasing": r"^to (?:perform|do|take|carry out|undertake|make|attempt|use|employ|invoke) (?:(?P<this>(?:this|that) (?:defence|defense|ability|power|skill|action|spell|rite|move))|(?:the |an? )?(?:(?P<name>(?!to\b|it\b|this\b|that\b|so\b)[\w' -]{2,40}?)|to \w+ (?:it|them|this|that|one))), (?:an?|the|each) {PLAYER} (?!(?:may|can|must|should|shall|will|is|are|has)\b)(?P<body>\w+s\b.+)$",
     "origin": "round 13 (Beasts, 2009): 'There exists a gameplay action called “public duty”. To perform public duty, a beast roles a DICEN where N is …' ('To perform a Vigil, a Pilgrim lights a candle and …')"},
]
# ---- who performs a named action, and when, said apart from its definition
PERFORMS = [
    {"phrasing": r"^(?:if (?P<cond>.+?), )?(?P<actor>[^,]+?) (?:should|shall|must|may) perform the (?!(?-i:Atomic|Daily|Weekly|Fortnightly|Monthly|Virtual|Communal|Dynastic|Timed|Special|Core)(?: (?-i:Communal|Atomic))? action\.?$)(?P<name>(?-i:[A-Z])[\w' -]*?) (?:atomic )?action\.?$",
     "origin": "Castles, Ruleset 2024-02-24 (Fortnight): 'If the Sovereign has received at least one Virtual Action from every Vassal …, the Sovereign should perform the Fortnight action.'; "
               "round 16 (Vassals, 2024): '…, the Monarch should perform the Reckoning action.', the action defined in another rule (in other words: 'the Abbot should perform the Vespers action': read by its name, who and when; what it does is not read; never a kind's word, 'may perform the Daily Action', which names no action)"},
]
# ---- an action's effects said in a sentence of their own ("When an Operator Taunts a Taunt Target they increase ...")
EFFECTS_OF = [
    {"phrasing": r"^in order to (?:commence|begin|start|initiate|open|launch) (?:an?|the) (?P<verb>(?-i:[A-Z])\w+)(?P<obj>), the {PLAYER} must (?P<effects>.+?)\.?$",
     "origin": "round 39 (Runners, 2015): 'In order to commence a Probe, the Runner must expend at least 2 from the Ward Score of their Guild Name, and must then make a Story Post …' (how the action named before is begun: what it does and costs; in other words 'In order to begin a Vigil, the Pilgrim must light a candle')"},
    {"known_only": True, "phrasing": r"^when (?:an?|the) {PLAYER} (?P<verb>(?-i:[a-z])[a-z]+s)(?P<obj>),? {ACT_PRONOUN} (?P<effects>.+?)\.?$",
     "origin": "round 39 (Sproutlings, 2007): 'There exists a gameplay action called Bud. When a Sproutling buds, e gains …' (the verb in lower case, of an action the rule named before: what it does; of no action named, 'When a Pilgrim dies, …', not read so)"},
    {"phrasing": r"^in order to (?P<verb>(?-i:[A-Z])\w+) (?P<obj>[^,]+), the {PLAYER} must (?P<effects>.+?)\.?$",
     "origin": "blognomic.com/archive/lets_start_planting_part_2 (2011): 'In order to Plant a Seed, the Farmer must spend the Sun Cost of the desired Seed of his Sun and then replace …'"},
    {"phrasing": r"^when (?:an?|the) {PLAYER} (?P<verb>(?-i:[A-Z])\w+s) (?P<obj>[^,]+?),? (?:they|he|she) (?P<effects>.+?)\.?$",
     "origin": "Ruleset 205 (Taunt): 'When an Operator Taunts a Taunt Target they increase the Taunt Target's Red Mist to …'; round 15 (Survivors, 2014): 'When a Castaway Patches the wiring, they may …', 'When a Castaway Tries Bandaging, they …' (the verb said of one, in any spelling: 'Patches', 'Tries'; the name may be the verb and its capitalised object)"},
    {"phrasing": r"^when (?:an?|the) {PLAYER} (?P<verb>(?-i:[A-Z])\w+s)(?P<obj>(?: (?-i:[A-Z])\w+)*),? (?P<effects>(?:their|his|her|eir) .+? becomes? .+?)\.?$",
     "origin": "round 15 (Survivors, 2014): 'As a weekly action a Castaway may Retrain. When a Castaway Retrains, their Trade becomes “None”.' (what the action does, said as what becomes of the actor's own: 'When a Pilgrim Repents, their Motto becomes Penance')"},
]
# ---- a lead that names the kind of the actions listed after it ("The Raids a Goblin may perform are as follows:"):
# each item with its own actor and modal is an action of that kind (a kind the dynasty names itself)
KIND_LIST_LEADS = [
    {"kind": "{kind}", "phrasing": r"^the (?P<kind>(?-i:[A-Z])[a-z]+?)s? (?:that )?(?P<actor>(?:an?|each|any) {PLAYER}) (?:may|can) (?:perform|take|make|do|undertake|attempt) (?:are|is|include)(?: as follows)?:?$",
     "origin": "round 28 (Goblins, 2000s): 'The Raids a Goblin may perform are as follows:' and its items ('A Goblin may spend 1 Brute to …'); in other words 'The Rites a Pilgrim may perform are:' (its items labelled, '* Kneel: Gain 2 Faith.', are read as lists of actions are: validators.action_items)"},
]
# ---- a bar on every action but those listed after it ("An Entrant who is Detained cannot take any dynastic actions
# except the following:" and its items): no action of its own; each item is read as a sentence whose pronoun is the
# barred actor, in the state the lead says it is in (each of its conditions one of every item's)
EXCEPT_LEADS = [
    {"phrasing": r"^(?P<actor>.+?) (?:cannot|can not|can't|may not|must not) (?:take|perform|do|make|undertake) any (?:other )?(?:dynastic |game |gamestate )?actions? (?:except|other than|save|apart from|but) (?:for )?(?:the following|those (?:listed )?below)(?: actions)?:?$",
     "origin": "round 2 (Entrants, 2000s): 'An Entrant who is Detained cannot take any dynastic actions except the following:' and its items ('If their Suspicion is 0, they may remove their name from the Lockup.'); in other words 'A Pilgrim who is Asleep may not take any game actions other than the following:'"},
]
# ---- a kind of action the rules define with a cost ("If a game action is a Timed Action, each Apprentice may spend one Time in order to take that action")
KIND_COSTS = [
    {"phrasing": r"^if a (?:game |dynastic )?action is an? (?P<kind>\w+) action, (?:each|an?) {PLAYER} may (?P<cost>spend .+?) in order to take that action\.?$",
     "origin": "Ruleset 70 (Pacing): 'If a game action is a Timed Action, each Apprentice may spend one Time in order to take that action.'"},
]
# ---- what introduces the list items of a sentence: each item an action, the steps of one action, or one condition
LIST_LEADS = [
    {"items": "sentences", "phrasing": r"(?:take|perform|do|use) (?:any|one|either|each) of the following(?: actions| options| abilities)?(?P<rest>):?$",
     "origin": "the held-out round 3 (2006): 'The Professor may take any of the following actions' and its items, each a sentence with its own modal whose pronoun ('E may …', 'e may …') is the actor before"},
    {"items": "actions", "phrasing": r"(?:do )?any of the following(?: (?P<freq>any number of times))?(?P<rest>.*?):$",
     "origin": "Ruleset 209 (Explorers Phase): 'any Explorer may do any of the following any number of times by editing their state in Banewood Mansion:'"},
    {"items": "steps", "kind": "atomic", "phrasing": r"perform the following (?:\w+ )?(?:atomic )?action(?:, which is an? (?:\w+ )?action)?(?:,? (?:known as|called|named) [“\"](?P<name>[^”\"]{2,40})[”\"])?:$",
     "origin": "blognomic.com/archive/let_the_kings_move (2018): 'a King may perform the following atomic action:'; archive/the_escalator_of_legitimacy (2021): 'must perform the following Daily Action, which is an Atomic Action:'; the held-out round 108 (Tenants, 2020s): '… must perform the following atomic action known as “Winding the Clock”:' (its name in quotes, as 'This action is known as …' says one)"},
    {"items": "steps", "kind": "atomic", "phrasing": r",? as the following (?:\w+ )?atomic action:$",
     "origin": "round 104 (Wayfarers, 2019): 'If there is no Wraith, a Wayfarer can Carry On the Tale as the following Atomic Action:' and its steps (the action named by its verb, done as the steps after; in other words 'may Ring the Bell as the following atomic action:')"},
    {"items": "steps", "kind": "atomic", "phrasing": r",? (?:by )?(?:carrying out|carry out|performing|executing|execute|taking|undertaking|undertake|doing) the following (?:\w+ )?atomic action:$",
     "origin": "round 10 (2022): 'any Chrono Crew Member may add it, by carrying out the following atomic action:' and its steps ('may execute the following atomic action:', 'by performing the following Atomic Action:')"},
    {"items": "steps", "kind": "atomic", "phrasing": r",? which is an? atomic action (?:with|consisting of|made up of) the following steps:?$",
     "origin": "the held-out round: 'execute the Press Claim action, which is an atomic action with the following steps:'"},
    {"items": "steps", "kind": "atomic", "phrasing": r"(?:perform|take|carry out|execute|do) an? (?:\w+ )?atomic action,? (?:with|consisting of|made up of|comprising) the following steps:?$",
     "origin": "the held-out round 127 (Gamesters, 2021): 'When a Gamester becomes Laureate of at least two Sittings …, the Steward may and should perform an Atomic Action with the following steps:' (an atomic action the sentence names as such, done as the steps after; in other words 'the Abbot must carry out an atomic action consisting of the following steps:')"},
    {"items": "steps", "phrasing": r",? with the following steps:?$",
     "origin": "round 104 (Hands, 2021): '… any Hand may perform an Atomic Action named “Shift” with the following steps:' (the steps of the action just named, as ', which consists of the following steps:' says them)"},
    {"items": "steps", "phrasing": r",? (?:which|that) (?:consists of|is made up of|has|comprises) the following steps:?$",
     "origin": "the held-out round: 'the Atomic Action known as “Annexing”, which consists of the following steps:'"},
    {"items": "steps", "phrasing": r",?(?: and then| then| and)? (?:by )?(?:performing|doing|completing|carrying out|following) the following(?: steps)?,? in order[.:]?$",
     "origin": "round 15 (Goblins, 2011): 'A Goblin(The Attacker) may Attack a Beast by expending one AP and then performing the following in order:' and its steps; (Survivors, 2014) '… may Count Stock by performing the following, in order:' (what comes before is read as the body, its cost there)"},
    {"items": "steps", "phrasing": r",? by (?:completing|doing|performing|taking|following|carrying out|executing|going through) the following steps(?: in order)?[.:]?$",
     "origin": "blognomic.com/archive/how_much_is_that_doggy_in_the_window (2019): 'a Wizard may Fulfill a Request, by completing the following steps in order.'; round 73 (Orcs, 2016): '… any Brute may raise it by doing the following steps' (the steps are what raising it does; in other words 'by performing the following steps:')"},
    {"items": "sentences", "phrasing": r"(?:^|(?<=\w) )(?:to |and )?either:-?$(?P<rest>)",
     "origin": "round 74 (Skiffs, 2010s): '… that Skiff may spend 2 crates of any Tradeable Cargo to either:' and its three bullets ('• Gain a DICE6 Sail.'): one of the items, at the doer's choice, never all of them as steps (in other words 'a Pilgrim may pay 3 Gold and either:')"},
    {"items": "steps", "phrasing": r":$", "origin": "Ruleset 205 (Engines): 'At any time as an atomic action, an Operator whose Readiness is Workshop may:' and its two steps"},
]
# ---- a cost said as a list after the sentence ("…, by paying the following cost:-" and its cases): the costs are
# listed not read, the body before read as the action's effects
COST_LISTS = [
    {"phrasing": r",? (?:by paying|paying|at|for|by spending|spending) the following (?:cost|costs|price|prices|amount)(?: in \w+)?:-?$",
     "origin": "round 13 (Pathfinders, 2020): 'A Ranger can Trek, changing their Site to another which is Linked to their current Site, by paying the following cost:-' and its cases ('at the following price:', 'by spending the following amount:')"},
]
CONDITION_LISTS = [
    {"phrasing": r",? (?:who|that|which) (?:has|have|had) (?:done|performed|taken|made|committed) (?P<which>one|any|all|each|one or more) of the following\b[^:]{0,80}:?$",
     "origin": "round 33 (Oarsmen, 2000s): '… where [NAME] is the name of another Oarsman (henceforth the Culprit) who has done one of the following earlier that Day or during the previous Day:' and its two items (what the one named must have done: one condition, its items the alternatives; not steps)"},
    {"phrasing": r"(?:,? provided (?:that )?|,? if )?(?P<which>any|all|each|one or more) of the following (?:are|is) true:?$", "origin": "Ruleset 205 (Taunt): '… at any time provided that any of the following are true:' and its three conditions"},
    {"each_item": True, "phrasing": r",? (?:as long as|so long as|provided(?: that)?|if|only if) (?:both|all|each|all \w+) of the following (?:conditions |criteria |requirements )?(?:are|is|hold|holds) (?:true|met|satisfied):?$",
     "origin": "round 45 (Seekers, 2024): 'A Pilgrim can choose any Holding, and subtract … from the Goal for that Holding, as long as both of the following conditions are true:' and its two items (every item must hold: each a condition of its own; in other words ', provided that all of the following criteria are met:', ', if all three of the following hold:')"},
    # the conditions are the items of the list after, and the lead does not say whether each must hold or one of
    # them: listed as not read, its items neither steps nor counted
    {"unread": True, "phrasing": r",? (?:provided(?: that)?|as long as|so long as|only if|if|on (?:the )?condition that)(?: either| that)?:-?$",
     "origin": "the held-out round 108 (Spacers, 2000s): 'A Spacer may add one item of Kit to his or her inventory at any time by spending a Toil Token, …, provided that:' and its three bullets; '… of another Spacer provided that either:' and its two (the lead's own word, 'that' or 'either', is no condition; in other words ', as long as:', ', only if either:')"},
    {"unread": True, "phrasing": r",? (?:as long as|so long as|provided(?: that)?|if|only if) (?:{ACT_PRONOUN}|it|the \w+) (?:follows?|meets?|satisf(?:y|ies)|fulfil(?:l?s)?|fulfills?|obeys?|complies with|keeps? to) (?:all (?:of )?|each of |every one of )?the following (?:\w+ )?(?:requirements|conditions|criteria|rules|restrictions|constraints|limits)\b[^:]{0,60}:-?$",
     "origin": "the held-out round 107 (Firms, 2000s): 'Each Firm may reallocate its Output at any time, as long as it follows the following requirements:' and its three bullets (in other words ', provided they meet the following criteria:')"},
    {"unread": True, "phrasing": r",? (?:on|according to|subject to|under) the following (?:basis|terms|conditions|requirements|criteria|rules|restrictions|constraints)\b[^:]{0,60}:-?$",
     "origin": "the held-out round 108 (Echoes of Lemuria, 2020s): 'Any Echo of Lemuria may resolve any Thesis that has not been resolved, on the following basis:' and its cases (in other words ', subject to the following restrictions:')"},
]

# ---- a negative said short ("A Nomad who hasn't changed their Camp …", the held-out round 97, 2000s): read as its
# words in full, as every other phrasing here writes them; the sentence cited keeps its own words
CONTRACTIONS = [
    {"said": "hasn't", "as": "has not"}, {"said": "haven't", "as": "have not"}, {"said": "hadn't", "as": "had not"},
    {"said": "isn't", "as": "is not"}, {"said": "aren't", "as": "are not"}, {"said": "wasn't", "as": "was not"},
    {"said": "weren't", "as": "were not"}, {"said": "doesn't", "as": "does not"}, {"said": "don't", "as": "do not"},
    {"said": "didn't", "as": "did not"}, {"said": "can't", "as": "cannot"}, {"said": "won't", "as": "will not"},
    {"said": "shouldn't", "as": "should not"}, {"said": "mustn't", "as": "must not"}, {"said": "mayn't", "as": "may not"},
    {"said": "wouldn't", "as": "would not"}, {"said": "couldn't", "as": "could not"},
]
# ---- a list written with hyphens under a lead that ends with a colon ("…describing their behaviour:-" and lines "- If a
# Pupil Revises …"): each line a list item
HYPHEN_ITEMS = [
    {"alone": True, "item": r"\s*[-–] (?-i:[A-Z])", "origin": "round 61 (Guests, 2010): '- Free a named Visitor (known as the Target) that they share a room with. Upon taking this Action, …' (a paragraph of items each led by a dash and a capital, no lead line before them in the paragraph: a list all the same; in other words '- Ring the Bell. …' / '- Light a Candle. …')"},
    {"lead": r"(?i)^(?:the following (?:\w+ )?actions? are\b|(?:the )?(?:\w+ )?actions (?:available|open|allowed|permitted) to [^:]+ are\b)[^:]*:-?\s*$",
     "item": r"\s*(?=(?-i:[A-Z])[\w'’-]*(?:[ -][\w'’-]+){0,3}\. (?-i:[A-Z“\"]))",
     "origin": "round 85 (Duelists, 2011): 'The following actions are Main Actions:-' and its lines 'Stepping. A Duelist taking this action may move himself …', 'Using an Implement. The Duelist may make an Attack …' (each line a label and a full stop, then its sentences: an item of the list, with no mark; in other words 'Praying. A Pilgrim taking this action may …')"},
    {"lead": r"(?::-?|\bthe following (?:ways?|manner|rules?)\b[^:.]*)\s*$", "item": r"\s*[—–-]{1,3}\s*(?:[a-z]|\d{1,2})[.)]\s*(?=\S)",
     "origin": "the held-out round 97 (Pupils, 2004): '2) Muffins may be earned in the following ways:' and its lines '—-a)Anytime a pupil writes a proposal which passes, e gains two muffins.', then '4) Spectres behave the following way with muffins' and its own (a dash, then a letter and a bracket: an item of the list; the lead may end with no colon after 'the following way')"},
    {"lead": r":-?\s*$", "item": r"\s*[-–] (?=\S)", "origin": "round 8 (2003): '… by posting a comment on this entry describing their behaviour:-' and its lines '- If a Pupil Revises in a Class, they may …'; round 30 (Wanderers, 2016): 'The following are Brawl Actions:' after two lines of prose in the same paragraph, and its lines '- Shove: Add 3 Bruise Tokens …'"},
]
# ---- a list written as a wiki definition list under a lead that ends with a colon (";Ponder: Age 8 years …", rendered
# "Ponder: Age 8 years …", one line each): each line a list item
DEFINITION_ITEMS = [
    {"lead": r":-?\s*$", "item": r"\s*(?-i:[A-Z])[\w'’-]*(?: [\w'’-]+){0,5}(?: \([^()]{1,60}\))?: \S",
     "origin": "round 32 (Mortals, 2018): 'A Wanderer may take any of the following actions:' and its items written as a wiki definition list, ';Ponder: Age 8 years and …', ';Forage: …' (the page renders each 'Ponder: …' on a line of its own)"},
]
# ---- the words between an effect and the next one of the same body
JOINERS = [
    {"phrasing": r", and then ", "origin": "Castles (Structures): '… by spending …, and then changing the Size of that Structure'"},
    {"phrasing": r", and ", "origin": "Castles (Structures): '… by spending one of each material listed in the Structure's Cost, and creating a new entry …'"},
    {"phrasing": r" and then ", "origin": "Ruleset 70 (Workbench): 'Add any stable, non-damaged Rune to the start of the Workbench and then remove the last Rune'"},
    {"phrasing": r", then ", "origin": "Ruleset 70 (Spellcasting): 'change the last Rune in that Rune Chain to a Damaged Rune, then perform the Spell's Effect'"},
    {"phrasing": r" and ", "origin": "Ruleset 209 (Advantages and Disadvantages): 'set their Advantage and their Disadvantage'"},
    {"phrasing": r", ", "origin": "a list of effects, as the Rulesets' steps write it"},
]

# ---- whose variable an effect changes: the actor's own, another player's, everyone's ...
# (placed before the variable's name; {whose} is what the reader records)
WHOSE = [
    {"whose": "own", "phrasing": r"(?:their|his or her|his/her|her or his|his|her|eir|its|your) own ", "origin": "the transfers of the 2010s: 'decrease their own Gold by 2'"},
    {"whose": "own", "phrasing": r"(?:their|his|her|eir|your) ", "origin": "Ruleset 70 (Pacing): 'each Apprentice may set their Time to 7'"},
    {"whose": "own", "phrasing": r"(?:his or her|his/her|her or his) ", "origin": "round 103 (Crewmembers, 2005): 'A Deckhand may change his or her 'Task' Field by spending a Shift point.' (the possessive of either sex, said in full; in other words: 'set his/her Fuel to 3')"},
    {"whose": "own", "phrasing": r"(?:their|his|her|eir|your) (?-i:[A-Z])\w+'s ", "origin": "Ruleset 205 (BotScript): 'An Operator may change their Bot's Script' (a thing of theirs)"},
    {"whose": "all", "phrasing": r"all {PLAYER}(?:'s|s'|s's|') ", "origin": "Ruleset 205 (Income): 'increase all Operator's Money by 3,000'"},
    {"whose": "all", "phrasing": r"all {PLAYERS}(?:'|'s)? ", "origin": "Ruleset 205 (Income), the plural: 'increase all Operators' Money'"},
    {"whose": "each", "phrasing": r"(?:each|every) {PLAYER}(?:'s|') ", "origin": "the steps of the Rulesets' procedures: 'set each Vassal's Damage …'"},
    {"whose": "each", "phrasing": r"(?:each|every) {PLAYER}s ", "origin": "round 15 (Goblins, 2011): 'As a Daily Communal Action, a Goblin may increase each Goblins AP by 1.' (the possessive written without its apostrophe: 'each Pilgrims Faith')"},
    {"whose": "each", "phrasing": r"(?:the|that) {PLAYER}(?:'s|') ", "origin": "Castles (Waves), a step done for each Vassal: 'add the sum of the Strengths … to the Vassal's Damage'"},
    {"whose": "another", "phrasing": r"another {PLAYER}(?:'s|') ", "origin": "transfers: 'increase another Vassal's Gold by 2'"},
    {"whose": "another", "phrasing": r"(?:(?:one|any) other|a single|any) {PLAYER}(?:'s|') ",
     "origin": "round 3 (Rowers, 2008): 'The Chaplain may increase one other Rower's spirit by 4'; round 5 (Corsairs, 2006): 'reduce a single Corsair's Crew Size …'; round 4 (2007): 'add 1 to any Persona's SP except his own' (another player picked by the actor, said before the variable as OF_WHOM's 'the Reputation of any Oligarch' is after it)"},
    {"whose": "target", "phrasing": r"the (?:(?-i:[A-Z])\w+ )?target(?:'s|') ", "origin": "Ruleset 205 (Taunt): 'they increase the Taunt Target's Red Mist'"},
    {"whose": "emperor", "phrasing": r"the {EMPEROR}(?:'s|') ", "origin": "the emperor's own variables ('the Narrator's Dread')"},
    {"whose": "the game", "phrasing": r"the (?:communal|shared|common|collective) ",
     "origin": "round 15 (Survivors, 2014): '… they may decrease their vigour and add 12 to the communal Charge.' (a value everyone shares: the game's; 'the shared Treasury', 'the common Rations')"},
    {"whose": "{thing}", "phrasing": r"the (?P<thing>(?-i:[A-Z])\w+)'s ", "origin": "blognomic.com/archive/i_wouldnt_start_from_here (2015): 'that Tribe may change the Convoy's Position to the next Zone on its Route'"},
    {"whose": "that {thing}", "phrasing": r"that (?P<thing>(?!(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b)(?-i:[A-Z])\w+)(?:'s|’s) ",
     "origin": "round 78 (Barristers, 2000s): '…, decrease that Litigant's Culpability by 4' (a thing of the dynasty's the lead names, no player: whose 'that Litigant', as the corpus writes it; in other words 'add 2 to that Shrine's Gold')"},
    {"whose": "{thing}", "phrasing": r"the (?P<thing>(?!(?:game|actor|acting|user|same|other|one|{PLAYER}|{PLAYERS}|{EMPEROR})\b)(?-i:[a-z])[a-z]+)(?:'s|’s) ",
     "origin": "the held-out round 102 (Patients, 2000s): '… then the victor's Cunning shall increase by two.'; round 83 (Subjects, 2000s): '… then the winner's Cunning shall increase by one.' (one the sentence names by a word of its own in lower case, no role the rules define: 'the loser's Faith'; not the game's, nor the actor's)"},
    {"whose": "the game", "phrasing": r"(?:the )?", "origin": "Ruleset 209 (Mansion Phase): 'Increase Dread by 1' (a variable of the game, or of the actor where the rule's variable is theirs)"},
]
# whose, said after the variable ("the X of another Vassal", "the X of each Explorer")
OF_WHOM = [
    {"whose": "another", "phrasing": r"another {PLAYER}", "origin": "transfers: 'increase the Gold of another Vassal by 2'"},
    {"whose": "each", "phrasing": r"(?:each|every) {PLAYER}", "origin": "'set the Sanity of each Explorer to 10'"},
    {"whose": "all", "phrasing": r"all {PLAYERS}", "origin": "Ruleset 209 (Mansion Phase): 'the Planned Actions of all Explorers to Rest'"},
    {"whose": "target", "phrasing": r"the (?:(?-i:[A-Z])\w+ )?target", "origin": "Ruleset 205 (Taunt): 'the Taunt Target'"},
    {"whose": "target", "phrasing": r"the targeted {PLAYER}", "origin": "round 10 (Backbenchers, 2009): 'They may then immediately reduce the Standing of the targeted Backbencher by 4.' (the player the action targets, as Ruleset 205's 'the Taunt Target': 'the targeted Pilgrim')"},
    {"whose": "another", "phrasing": r"(?:that|any|one) {PLAYER}|(?:any|one) other {PLAYER}", "origin": "blognomic.com/archive/chicken: 'set the frags of that Gladiator'; archive/a_little_list1 (2013): 'the Reputation of any Oligarch'"},
    {"whose": "each", "phrasing": r"(?:each|every|all|any) (?:active )?(?:{PLAYER}|{PLAYERS})(?: (?:who|whose|that|with) (?:failed|did not|have not|has not) .+)?", "origin": "blogspot 2005/04: 'the Vitality level of any Crewmembers who failed to vote'; 2004/02: 'from … all active Persons who did not vote' (a qualifier of another kind, the held-out round 98's 'the Final Trail Score of every Rambler who is not a Finalist', says which ones, its gatherers write it whole: not read)"},
    {"whose": "emperor", "phrasing": r"the {EMPEROR}", "origin": "the emperor named after the value, as 'the Abbot's Faith' names them before it: 'increase the Faith of the Abbot by 2', 'add 2 Faith to the Abbot'"},
    {"whose": "{thing}", "phrasing": r"the (?:chosen|selected|targeted|target|same|said|named) (?P<thing>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)*)",
     "origin": "the held-out round: 'Setting the Ruling Creed of the chosen Region to their Creed Allegiance' (a thing chosen in a step before)"},
    {"whose": "{thing}", "phrasing": r"the (?P<thing>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)*) (?:player|row|entry|line)",
     "origin": "the held-out round: 'the Depth field of the Ship player in the GNDT' (a thing tracked as a row of its own)"},
    {"whose": "{thing}", "phrasing": r"the (?P<thing>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)*)", "origin": "Ruleset 209 (Electrical panel): 'set the Location of the Electrical Panel to an existing Room'"},
]

# ---- one effect on a variable: "op" is what it does. Groups: var (the variable as written), n (the amount),
# whose (WHOSE, before the variable), of (OF_WHOM, after it), var2/n2/of2 (the second half of a transfer), item, per, limit
EFFECTS = [
    # -- transfers first (they contain an increase and a decrease)
    {"op": "transfer", "phrasing": r"decrease {ACT_WHOSE}{ACT_VAR} by {ACT_AMOUNT} and increase the {ACT_VAR:var2} of {ACT_OF} by {ACT_AMOUNT:n2}",
     "origin": "the transfers the Rulesets write: 'decrease their own X by N and increase the X of another Vassal by N'"},
    {"op": "transfer", "phrasing": r"decrease {ACT_WHOSE}{ACT_VAR} by {ACT_AMOUNT} and increase {ACT_WHOSE:whose2}{ACT_VAR:var2} by {ACT_AMOUNT:n2}",
     "origin": "the same, the other's variable with a possessive: 'decrease their own X by N and increase another Vassal's X by N'"},
    # -- set
    {"op": "set", "phrasing": r"set {ACT_WHOSE}{ACT_VAR} to {ACT_VALUE}", "origin": "Ruleset 70 (Pacing): 'set their Time to 7'"},
    {"op": "set", "phrasing": r"(?:their|his|her|eir) {ACT_VAR} becomes {ACT_VALUE}", "whose": "own",
     "origin": "round 15 (Survivors, 2014): 'When a Castaway Retrains, their Trade becomes “None”.' (the actor's own said to become a value: set, in the effects of an action said apart)"},
    {"op": "set", "phrasing": r"swap {ACT_WHOSE}(?:current )?{ACT_VAR} for (?P<value>(?:an?|another|any) (?!\d)[^,;]+)",
     "origin": "round 13 (Children, 2016): 'Any Kid may swap their current Best Pal for a Pretend Pal who lacks a Best Pal' (the value it is set to is the thing swapped in: 'swap their Motto for a new one'; not 'exchange 3 Gold for …', a trade)"},
    {"op": "set", "phrasing": r"(?:set|change|update|alter|modify|amend|adjust|edit) the {ACT_VAR} of {ACT_OF} to {ACT_VALUE}", "origin": "Ruleset 209 (Electrical panel): 'set the Location of the Electrical Panel to an existing Room'"},
    {"op": "set", "phrasing": r"set (?:all|each) {ACT_VAR} to {ACT_VALUE}", "whose": "each", "origin": "Ruleset 209 (Mansion Phase): 'Set all Ploys to nothing'"},
    {"op": "set", "phrasing": r"set it to {ACT_VALUE}", "var_from": "condition", "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Staging then they may set it to Set' (it: the variable of the condition)"},
    {"op": "set", "phrasing": r"(?:change|update|alter|modify|amend|adjust|edit) {ACT_WHOSE}{ACT_VAR} to {ACT_VALUE}", "origin": "Ruleset 209 (Explorers Phase): 'Change their Ploy to any specific Planned Action, or to nothing'; 'change the Turn state to “Mansion Phase”'"},
    {"op": "set", "phrasing": r"(?:change|switch|alter) {ACT_WHOSE}{ACT_VAR} from (?:any|its current|their current|one) [\w' -]+? to {ACT_VALUE}",
     "origin": "round 11 (Shapers, 2000s): 'may change their Resolve from any Resolve to a different Resolve' (what it was, then what it becomes: set to the second; in other words 'switch their Banner from its current colour to Red')"},
    {"op": "set", "phrasing": r"(?:change|update|alter|modify|set) {ACT_WHOSE}{ACT_VAR} (?:value|field|entry) to (?:be )?{ACT_VALUE}",
     "origin": "round 6 (Clans, 2000s): 'change its Ally value to be one of “-” or the name of a Clan' (the variable said with the word for its field; in other words 'update their Motto field to Pax')"},
    {"op": "set", "declared_only": True, "phrasing": r"(?:change|update|alter|modify|amend|adjust|edit) {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 209 (Explorers Phase): 'Change their Planned Action' (to any value: a value the rules declare; the held-out round 97's 'Change the Lure Formula', a thing of the game no rule of the text declares, said with no value, is not read)"},
    {"op": "set", "amount": "blank", "declared_only": True, "phrasing": r"(?:blank|clear|empty|erase|wipe)(?: out)? {ACT_WHOSE}{ACT_VAR}(?: (?:field|value|entry|column|cell)s?)?(?=[ ,.;]|$)",
     "origin": "round 13 (Pupils, 2000s): 'A Pupil may blank any Debt field that contains their own name' (a declared value emptied: set to blank; in other words 'clear their Motto', 'empty their Shrine field', 'wipe their Vow'; 'clear the Altar', no value declared, is not read so)"},
    {"op": "set", "phrasing": r"set {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 209 (Advantages and Disadvantages): 'they may set their Advantage and their Disadvantage' (to any value)"},
    # -- increase / decrease by an amount
    {"op": "increase", "phrasing": r"(?:increase|raise|increment) {ACT_WHOSE}{ACT_VAR} by {ACT_AMOUNT}{ACT_PER}", "origin": "Ruleset 205 (Income): 'increase all Operator's Money by 3,000'; Ruleset 209: 'Increase Dread by 1 for each Ploy …'; round 15 (Questors, 2006): '… may increment eir Rank by 1.' ('decrement their Faith by 2', the reverse)"},
    {"op": "increase", "phrasing": r"(?:increase|raise|increment) the {ACT_VAR} of {ACT_OF} by {ACT_AMOUNT}", "origin": "the variable first: 'increase the Gold of another Vassal by 2'"},
    {"op": "increase", "phrasing": r"increase {ACT_WHOSE}{ACT_VAR} (?P<n>to .+)", "origin": "Ruleset 205 (Taunt): 'increase the Taunt Target's Red Mist to any value up to two higher than their own Red Mist'"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower|decrement) {ACT_WHOSE}{ACT_VAR} by {ACT_AMOUNT}{ACT_PER}{ACT_LIMIT}", "origin": "the reverse of Increase ('reduce their Sanity by 2')"},
    {"op": "add item", "phrasing": r"add (?P<item>(?:an?|one|another) (?P<noun>(?-i:[A-Z])[\w-]*)) to {ACT_WHOSE}(?P<var>(?:(?-i:[a-z])[\w-]+ )?(?P=noun)e?s)(?=[ ,.;]|$)",
     "origin": "round 46 (Trucks, 2025): 'As a Hawk Action, a Shuttered Barrow may add a Fixture to their Fixtures, …' (one thing added to the list named by its plural: an item of that list, not a count raised; in other words 'add a Rune to their Runes', 'add another Charm to their Charms'); round 99 (Wayfarers, 2010s): '… may spend 3 FP to add a Rite to their known Rites …' (the list's name a word longer: 'add a Charm to their worn Charms')"},
    {"op": "increase", "phrasing": r"add (?P<n>(?:this|that|the) (?:number|amount|total|sum|count)) to {ACT_WHOSE}{ACT_VAR}(?![\w ]*\b(?:list|column|table)\b)",
     "origin": "round 25 (Masons, 2020s): '… count the number of Courses containing # in the Tower Contents at that time and add this number to their Plumb Marks' (a number counted or worked out before, added to a number: an increase by it, never an item of a list)"},
    {"op": "increase", "phrasing": r"add {ACT_AMOUNT}(?<!\bequal)(?<!\bequivalent) to {ACT_WHOSE}{ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Castles (Waves): 'add the sum of the Strengths of all Enemies in the Wave to the Vassal's Damage'; 'add 1 to the Vassal's Reputation, to a maximum of 2' (never 'add an amount of Faith equal to their Gold': the 'to' is the amount's own)"},
    {"op": "remove item", "whose": "the game", "declared_only": True, "phrasing": r"(?:remove|take|withdraw) (?P<value>{ACT_AMOUNT} (?:[\w'’-]+ ){0,2}?[\w'’-]+) from the {ACT_VAR}(?=[ ,.;]|$)",
     "origin": "the held-out round 91 (Delvers, 2020s): 'A Delver may spend 8 Vigour and remove 3 Slate from the Hoard to place a Flue …' where the Hoard is a value the rules declare (what is taken is an item of it, not a value of its own; in other words 'remove 2 Candles from the Reliquary'; a store no rule declares is SHARED_STORE's)"},
    {"op": "decrease", "whose": "the game", "phrasing": r"(?:remove|take|withdraw|deduct|subtract) {ACT_AMOUNT} {ACT_VAR} {SHARED_STORE}",
     "origin": "round 48 (Pioneers, 2010): '… and remove 3 Timber and 1 Stone from the stockpile to turn …' (taken from the game's store: the game's, as 'the communal Grain' is, and a cost where it pays for something, as 'spend 14 Vigour' is the actor's)"},
    {"op": "decrease", "phrasing": r"subtract {ACT_AMOUNT} from {ACT_WHOSE}{ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Castles (Waves): 'subtract 1 from the Vassal's Reputation, to a minimum of 0'"},
    {"op": "lose", "phrasing": r"loses? (?:(?:an amount|a number|a quantity) of )?{ACT_VAR} equal to {ACT_TEXT}",
     "origin": "the reverse of 'gain an amount of timber equal to …' (the held-out round)"},
    {"op": "increase", "phrasing": r"(?:increase|raise|increment) {ACT_WHOSE}{ACT_VAR} by (?:an amount |a number )?equal to {ACT_TEXT}",
     "origin": "the family of 'gain an amount of X equal to Y' said with 'increase … by' ('increase their Gold by an amount equal to their Rank')"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower|decrement) {ACT_WHOSE}{ACT_VAR} by (?:an amount |a number )?equal to {ACT_TEXT}",
     "origin": "the reverse of 'increase … by an amount equal to'"},
    {"op": "increase", "phrasing": r"(?:increase|raise|increment) (?=(?:their|his|her|eir|its) |(?:(?! by )[^,])*?(?:'s|’s) ){ACT_WHOSE}{ACT_VAR} by {ACT_COMPUTED}{ACT_LIMIT}",
     "origin": "round 25 (Magnates, 2000s): 'a Magnate may increase their Clout by the difference between their Levy value and the next highest Levy value' (an amount worked out, said without 'equal to': 'raise their Gold by the number of Relics they hold', 'by the total rolled'; whose value it is said: round 16's 'Increase Design Spark by the result of the highest roll', of no one named, is not read so)"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower|decrement) (?=(?:their|his|her|eir|its) |(?:(?! by )[^,])*?(?:'s|’s) ){ACT_WHOSE}{ACT_VAR} by {ACT_COMPUTED}{ACT_LIMIT}",
     "origin": "the reverse of 'increase their Clout by the difference between …' ('reduce their Faith by the number of Relics they hold')"},
    {"op": "set", "phrasing": r"(?:set|change|update|alter|modify|amend|adjust|edit) {ACT_WHOSE}{ACT_VAR} to (?:one of |either |any one of )?(?P<choices>[“\"]?[\w' -]+?[”\"]?(?:, [“\"]?[\w' -]+?[”\"]?)+,? or [“\"]?[\w' -]+?[”\"]?)", "amount": None,
     "origin": "the held-out round: 'they may set it to Mutant, Golem or Starspawn at any time' (one of the values listed: any of them)"},
    {"op": "set", "phrasing": r"(?:set|change|update|alter|modify|amend|adjust|edit) it to (?:one of |either |any one of )?(?P<choices>[“\"]?[\w' -]+?[”\"]?(?:, [“\"]?[\w' -]+?[”\"]?)+,? or [“\"]?[\w' -]+?[”\"]?)", "amount": None, "var_from": "condition",
     "origin": "the held-out round: 'If a Behemoth's Breed is nothing, they may set it to Mutant, Golem or Starspawn' (it: the variable of the condition)"},
    {"op": "increase", "phrasing": r"add a number of {ACT_VAR} equal to {ACT_TEXT}", "whose": "each", "origin": "Castles (Fortnight): 'For each Vassal, add a number of Serfs equal to that Vassal's Reputation'"},
    # -- gain / lose, the amount before the variable
    {"op": "gain", "phrasing": r"gains? {ACT_AMOUNT} {ACT_VAR}{ACT_PER}", "origin": "Castles (Tasks): 'Gain 1 Wood for each Assigned Serf'"},
    {"op": "lose", "phrasing": r"loses? {ACT_AMOUNT} {ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Ruleset 209 (Mansion Phase): '… loses 1 Sanity for each Room they both entered and left during that action, to a minimum of 0'"},
    {"op": "decrease", "phrasing": r"subtract {ACT_AMOUNT} {ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Castles (Tasks): 'For each Assigned Serf, subtract 1 Damage, to a minimum of 0'"},
    {"op": "increase", "phrasing": r"roll (?P<n>(?:\d+ ?)?DICE ?\d+) and (?:then )?add (?:the result|the number rolled|the total|the roll|it) to {ACT_WHOSE}{ACT_VAR}",
     "origin": "round 8 (2008): 'they may roll 2DICE8 and add the result to their Headway Statistic' (the result is the roll said just before it: its amount; 'roll DICE6 and add the number rolled to their Gold')"},
    {"op": "decrease", "phrasing": r"roll (?P<n>(?:\d+ ?)?DICE ?\d+) and (?:then )?(?:subtract|deduct|remove) (?:the result|the number rolled|the total|the roll|it) from {ACT_WHOSE}{ACT_VAR}",
     "origin": "the reverse of 'roll 2DICE8 and add the result to …' ('roll DICE6 and subtract the result from their Stamina')"},
    {"op": "gain", "whose": "each", "phrasing": r"(?:award|grant) {ACT_AMOUNT} {ACT_VAR} to (?:each|every|all) (?:{PLAYER}|{PLAYERS})(?: (?:who|that|which) [^,;]+)?",
     "origin": "round 2 (2006): 'the Printer may award 1 Vellum to each Quill that submitted a Dynastic Proposal during the week before …' (a grant to each player the clause names; 'grant 2 Gold to every Pilgrim who …')"},
    {"op": "set", "phrasing": r"(?:set|change|make) {ACT_WHOSE}{ACT_VAR} (?:be )?equal to {ACT_VALUE}",
     "origin": "round 5 (2013): 'they may set their nudges equal to their floor depth' (as 'set … to'; 'change their Gold to be equal to …' is a description, not read)"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower|decrement) {ACT_WHOSE}{ACT_VAR}, {ACT_EXCLUDING} [^,]+, by {ACT_AMOUNT}",
     "origin": "round 2 (2004): 'the Mound Master may decrease each Termite's forage, excluding the Matriarch's, by one' (whose it is, with one left out, said between the variable and the amount)"},
    {"op": "increase", "phrasing": r"(?:increase|raise|increment) {ACT_WHOSE}{ACT_VAR}, {ACT_EXCLUDING} [^,]+, by {ACT_AMOUNT}",
     "origin": "the reverse of 'decrease each Termite's forage, excluding the Matriarch's, by one'"},
    {"op": "gain", "phrasing": r"(?:claim|receive|collect|earn|obtain)s? (?:an (?:extra|additional) |a (?:further|bonus) )?{ACT_AMOUNT} {ACT_VAR} for (?:that|this|the|their|his|her|eir) [\w' -]+",
     "origin": "round 13 (Subjects, 2003): 'that courtier may claim an extra 4 Roubles for that post' (more of what is gained, and what it is gained for: 'receive an additional 2 Favour for the Sermon')"},
    {"op": "gain", "phrasing": r"(?:claim|receive|collect|earn|obtain)s? (?:a (?:reward|bonus|payment|stipend|prize|sum) of )?{ACT_AMOUNT} {ACT_VAR}{ACT_PER}",
     "origin": "round 2 (2005): 'Whenever an admin Enacts a non-Trivial Proposal, they may claim 6 Marks.'; round 11 (2021): '… a House may claim a reward of 3 Groats.' (a gain said by what the actor does to have it: 'receive 2 Favour', 'collect 5 Coins', 'earn 1 Renown', 'obtain a bonus of 4 Gold'; with a 'from …' after it, a transfer, not read)"},
    {"op": "gain", "whose": "own", "phrasing": r"award (?:themselves|himself|herself|themself|eirself) {ACT_AMOUNT}(?: {ACT_VAR})?", "origin": "Ruleset 205 (Income): 'each Operator may, once after each Bout, award themselves ₩1,000'"},
    {"op": "increase", "phrasing": r"add {ACT_AMOUNT} {ACT_VAR} to each (?:component|part) (?:in|of) {ACT_WHOSE}Bot", "origin": "Ruleset 205 (Income): 'an Operator may add 5% condition to each component in their Bot'"},
    {"op": "transfer", "phrasing": r"(?:give|transfer) (?P<n>{ACT_ANY}) of {ACT_WHOSE}{ACT_VAR} to (?P<to>.+)",
     "origin": "blogspot 2004/11 (Lords): 'transfer as much of the Budget he controls to any other Lord'; archive/its_only_payroll_but_i_like_it (2015): 'give any amount of their Money to other Clerks'"},
    {"op": "transfer", "phrasing": r"(?:give|transfer) (?P<n>{ACT_ANY}) of an? {ACT_VAR} (?:they|he|she|e) controls? to (?P<to>.+)",
     "origin": "blogspot 2003/12 (Representatives): 'give any amount of a Commodity they control to another Representative'"},
    {"op": "transfer", "phrasing": r"(?:pay|give) (?P<to>(?:the other|another|any other) {PLAYER}) {ACT_AMOUNT} {ACT_VAR}",
     "origin": "blognomic.com/2021/12 (Trippers): 'the Tripper with the greater Will of the two may, as a Daily Action, pay the other Tripper 3 Coins to exchange a Souvenier'"},
    {"op": "transfer", "phrasing": r"(?:give|transfer|donate) (?!(?:an?|the|one|their|his|her|eir|its|this|that|some|any|all|each|every)\b){ACT_VAR} to (?P<to>.+)", "amount": "x",
     "origin": "round 15 (Oligarchs, 2013): 'Every Magnate may freely give Clout to The Underground.' (no amount said: any amount, as 'give any amount of credits'; 'donate Gold to the Treasury', 'transfer Faith to another Pilgrim'; not 'transfer a Wyrmling', 'transfer the Item', a thing)"},
    {"op": "transfer", "var_from": "item", "phrasing": r"(?:give|transfer|hand over) (?P<n>(?P<item>an? (?-i:[A-Z])[\w-]+)) to (?P<to>.+)",
     "origin": "round 10 (Breeders, 2008): 'A Tamer may transfer a Wyrmling to another Tamer at any time.' (one thing of a kind given away: the list of that kind, the thing as said; 'give a Relic to another Pilgrim')"},
    {"op": "transfer", "phrasing": r"(?:give|transfer|donate|hand over) {ACT_AMOUNT} {ACT_VAR} to (?P<to>.+)",
     "origin": "round 24 (Acolytes, 2005): 'Any Acolyte may transfer 7 Lore to a Dullard to change eir vote …' (an amount said in number, as 'give any amount of credits to another Member' says any: 'give 2 Gold to another Pilgrim', 'transfer 5 Oil to the Lighthouse'; the receiver one RECEIVERS knows, else not read)"},
    {"op": "transfer", "phrasing": r"(?:give|transfer) (?P<n>{ACT_ANY}) {ACT_VAR} to (?P<to>.+)",
     "origin": "blognomic.com/archive/giving_credit (2009): 'give any amount of credits to another Member of the Staff'"},
    {"op": "decrease", "phrasing": r"deduct {ACT_AMOUNT} {ACT_VAR} from (?P<of>(?:each|every|all|any) .+)",
     "origin": "blogspot 2004/02: 'he/she has the option of deducting 5 Status from the accounts of all active Persons who did not vote on the proposal'"},
    {"op": "lose", "phrasing": r"take {ACT_AMOUNT} {ACT_VAR} from (?P<of>(?:each|every|all|any) .+)",
     "origin": "blognomic.com/archive/sticks_and_carrots (2007): 'take 1 TP from each Olympian who has not cast a vote'; blogspot 2004/02: 'deducting 5 Status from … all active Persons who did not vote'"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower|decrement) by {ACT_AMOUNT} the {ACT_VAR} of {ACT_OF}",
     "origin": "blogspot 2005/04 (Crew): 'that Admin may decrease by 1 the Vitality level of any Crewmembers who failed to vote'"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower|decrement) the {ACT_VAR} of {ACT_OF} by {ACT_AMOUNT}",
     "origin": "blognomic.com/archive/a_little_list1 (2013): '… Raid an Oligarch, reducing the Power of that Oligarch by 10'; Villagers (2023): 'Reduce the Heat of the Target by 0.5'"},
    {"op": "set", "declared_only": True, "phrasing": r"(?:change|update|alter|modify|amend|adjust|edit) the {ACT_VAR} of {ACT_OF}",
     "origin": "blognomic.com/archive/a_little_list1 (2013): 'The Despot may spend 5 Power to change the Reputation of any Oligarch' (a value the rules declare; the held-out round 97's 'update the Span of the Great Pike', of no rule of the text, is not read)"},
    {"op": "gain", "phrasing": r"gains? (?:(?:an amount|a number|a quantity|an? \w+ amount) of )?{ACT_VAR} equal to {ACT_TEXT}",
     "origin": "blognomic.com/archive/family_ties (2015): 'a Cardinal may gain Influence equal to their Nepotism'"},
    {"op": "increase", "declared_only": True, "of_undeclared": True,
     "phrasing": r"add (?=\d|DICE|(?-i:[NX])\b|(?:two|three|four|five|six|seven|eight|nine|ten)\b){ACT_AMOUNT} {ACT_VAR} to (?P<of>(?:the|that|this|another|any other|one other) (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)?)",
     "origin": "round 104 (Minions, 2008): '… the Admin who ennacts it shall … add 2 DRP to the Proposer.' (an amount of a declared value given to one named, no value of that name: theirs raised; in other words 'add 2 Faith to the Sexton', 'add 1 Gold to another Pilgrim'; 'add 2 Gold to the Treasury', where Treasury is declared, stays the Treasury raised; a thing put somewhere, 'add a Port to the Star Chart', is no amount)"},
    {"op": "increase", "phrasing": r"add {ACT_AMOUNT} (?!(?:equal|equivalent)\b)(?:(?-i:[a-z]+)|(?<!\ba )(?<!\ban )(?-i:[A-Z])\w*) to {ACT_WHOSE}{ACT_VAR}",
     "origin": "blognomic.com/archive/everyone_needs_a_motto (2008): 'that candidate may add one supporter to their supporters' (a count of a unit, 'add 2 Gold to their Faith'; never one thing said with 'a' and a capital, 'add a Relic to their Satchel': an item put on a list)"},
    {"op": "add item", "phrasing": r"(?:enter|write|list) {ACT_ITEM} (?:in|into|on|onto) {ACT_WHOSE}{ACT_VAR} (?:(?:GNDT|GDNT) )?(?:entry|field|column|list)",
     "origin": "round 13 (Peers, 2008): 'Peers may enter a single rule in their Board GNDT entry' (an item written into a list the actor keeps: 'write a Vow into their Vows field')"},
    {"op": "set", "phrasing": r"record {ACT_ITEM} in {ACT_WHOSE}{ACT_VAR} (?:attribute|field|column|statistic)",
     "origin": "blognomic.com/archive/feeding_rules (2008): 'purchase a new Ship and record its new name in er Ship attribute'"},
    {"op": "set", "phrasing": r"remove {ACT_WHOSE}current {ACT_VAR}", "amount": "none",
     "origin": "blognomic.com/archive/vene_vide (2015): 'they may spend one Benefice to remove their current Vice'"},
    {"op": "gain", "phrasing": r"both (?:the [\w-]+ {PLAYER}|themselves|they) and (?P<whose2>[^,]+?) gain {ACT_AMOUNT} {ACT_VAR}", "both": True,
     "origin": "blognomic.com/archive/when_the_stars_are_right (2015): 'upon doing so, both the Paying Kaiju and its Patron gain 25 Prestige'"},
    # -- items of a list
    {"op": "add item", "phrasing": r"(?:creating|create|add(?:ing)?) a new entry (?:to|in|at) any position in {ACT_WHOSE}{ACT_VAR} with {ACT_ITEM}",
     "origin": "Castles (Structures): 'creating a new entry to any position in their Structures with the built Structure as Structure and Small as Size'"},
    {"op": "add item", "phrasing": r"add an entry to the [“\"]?{ACT_VAR}[”\"]? (?:task )?list containing {ACT_ITEM}",
     "origin": "Castles (Tasks): 'add an entry to the “Idle” task list containing the name of that Vassal and the amount of that Vassal's Serfs'"},
    {"op": "add item", "phrasing": r"add {ACT_ITEM_NOUN}(?<!\bequal)(?<!\bequivalent) to {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 205 (Systems): 'add a System of a desired Condition to their Bot' (never 'add an amount of Faith equal to their Gold': the 'to' is the amount's own)"},
    {"op": "remove item", "phrasing": r"remove {ACT_ITEM_NOUN} from {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 205 (Systems): 'remove a System from their Bot'"},
    {"op": "remove item", "phrasing": r"drop {ACT_ITEM_NOUN}(?: they are carrying)?(?:, into their Location)?", "var_from": "item", "origin": "Ruleset 209 (Explorers Phase): 'Drop an Item they are carrying, into their Location'"},
    {"op": "add item", "phrasing": r"create a new {ACT_ITEM_WORDS}", "var_from": "item", "whose": "the game", "origin": "Ruleset 205 (House Bots): 'the Announcer may create a new House Bot at any time'"},
]
# ---- what the action costs: read as an effect that takes from the actor ("op" lose)
COSTS = [
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) {ACT_AMOUNT} of (?:its|their|his|her|eir)(?: own)? {ACT_VAR}",
     "origin": "round 80 (Contenders, 2000s): '… may spend N of their own drill points to raise one of their faculties …' (so many of the actor's own, as round 22's 'X points of its own Sway': 'spend 3 of their Gold'; first, as 'spend 3 of' must not leave 'of their Gold' to be read as a name)"},
    {"op": "lose", "phrasing": r"(?:by )?spending one of each {ACT_VAR} listed in {ACT_PER_TEXT}", "amount": 1, "any_var": True,
     "origin": "Castles (Structures): 'by spending one of each material listed in the Structure's Cost'"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spending|paying|expending) {ACT_AMOUNT} {ACT_VAR}", "origin": "the costs of the Rulesets: 'by spending 2 Wood'; round 15 (Goblins, 2011): '… may Attack a Beast by expending one AP and then …' ('expending', as 'spending')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spending|paying) {ACT_TEXT}", "var_from": "unit", "origin": "Ruleset 205 (Engines): 'by paying the Effective One-off Cost of the new Engine' (an amount of the money variable)"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) an? (?:additional|extra|further) {ACT_AMOUNT} {ACT_VAR}",
     "origin": "round 42 (Crew, 2005): 'A Stoker may drag a Hurt or Fallen Stoker with them when moving to a Deck by spending an additional 3 Effort.' (what this adds to another action's cost: the cost of this one; 'by paying an extra 2 Gold')"},
    {"op": "lose", "phrasing": r"(?:spend|expend) {ACT_AMOUNT} {ACT_VAR}", "origin": "Ruleset 70 (Pacing): 'each Apprentice may spend one Time in order to take that action'"},
    {"op": "transfer", "phrasing": r"(?:by )?(?:paying|giving) {ACT_AMOUNT} {ACT_VAR} to (?P<to>{ACT_RECEIVER})",
     "origin": "round 15 (Oligarchs, 2013): '… join the Underground and change their Post to “Insurgent” by paying 2 Clout to The Underground.' (paid to a thing or role of the game named by its capitalised name: 'by paying 3 Gold to the Treasury', 'giving 1 Faith to the Shrine Keeper')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:pay|paying) {ACT_AMOUNT} {ACT_VAR}", "origin": "blognomic.com/archive/feeding_rules (2008): 'that Captain may pay 100 gold to purchase a new Ship'"},
    {"op": "lose", "phrasing": r"(?:by )?making a payment of {ACT_AMOUNT} ?{ACT_VAR}", "origin": "blogspot 2003/12 (Representatives): 'by making a payment of 10MC with a GNDT comment of …'"},
    {"op": "lose", "whole": True, "phrasing": r"(?:must )?spend (?P<n>the (?:(?! to )[^,])+?) of (?=(?:their|his|her|eir|its) ){ACT_WHOSE}{ACT_VAR}", "origin": "blognomic.com/archive/lets_start_planting_part_2 (2011): 'the Farmer must spend the Sun Cost of the desired Seed of his Sun'"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying) (?:an amount|a number) of {ACT_VAR} equal to (?P<n>(?:(?! to )[^,])+)",
     "origin": "the family of 'gain an amount of X equal to Y' said of a cost ('spend an amount of Gold equal to their Rank')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying) (?P<n>(?:an?|the) (?:piece|part|share|portion|fraction|half|third|quarter|value|amount|number) of [\w'’ -]+?) in {ACT_VAR}(?: in order| so as)? to",
     "origin": "round 13 (Criminals, 2012): 'a Hoodlum can spend a piece of Swag’s Guard in Muscle in order to Lift it' (the amount said by what it measures, the variable paid after 'in': 'pay the value of the Relic in Gold')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) (?P<n>(?:the|its|their|his|her|eir) (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)*(?: of [^,;]+?)?) in {ACT_VAR}(?=$|,|;| to | in order| so as)",
     "origin": "round 27 (Tinkers, 2000s): '… by fitting together one or more Parts, choosing the necessary Settings and spending the Cost of the resulting Gadget in Steam.' (an amount a thing of the game states, paid in the variable after 'in': 'paying the Price of the Relic in Gold')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) {ACT_AMOUNT} (?:points|units) of (?:its|their|his|her|eir) own {ACT_VAR}",
     "origin": "round 22 (Cabals, 2000s): 'An Adept may spend X points of its own Sway, where X is at least 10, to create a new Front …' (the amount counted in points of the variable: 'spend 3 points of their own Faith')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) (?P<n>(?:\d+/\d+|half|a half|one half|a third|one third|a quarter|one quarter) of {ACT_WHOSE}{ACT_VAR}(?: \(rounded (?:up|down)\))?)",
     "origin": "round 8 (Rangers, 2000s): '… may spend 1/3 of his Points (rounded down) to designate any blank square as a Landmark' (a share of the actor's own, kept as said: 'pay half of their Gold (rounded up)')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) (?P<n>(?-i:ALL|All|all) (?:of )?(?:his|her|their|eir|its) (?:current )?{ACT_VAR})(?=$|,|;| to | and | in order)",
     "origin": "round 22 (Thanes, 2000s): '… that Thane may spend ALL his current Nerve …' (all of it, kept as said: 'spend all of their Faith')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying) (?P<n>(?:its|the|their|his|her|eir) {ACT_VAR} (?:[Cc]ost|[Pp]rice|[Ff]ee)(?: of (?:an?|the|that|this|one) (?:(?! to | and )[^,;])+?)?)(?=$|,|;| to | and | in order)",
     "origin": "round 16 (Growers, 2000s): 'A Grower may Cultivate an Herb by spending its Rain Cost; …' (the thing's price in the variable the price is named after: 'paying its Gold Price'); round 28 (Warlocks, 2000s): '… may spend the Gloom cost of a Fixture to add that Fixture …' (the thing whose price it is, after 'of')"},
    {"op": "lose", "phrasing": r"(?:by )?(?:remove|removing|take|taking|deduct|deducting) {ACT_AMOUNT} {ACT_VAR} from (?:themselves|themself|himself|herself|emself|itself|their own (?:total|stock|supply))",
     "origin": "the readers' own parts composed at random ('a Voyager may remove 2 Rope from themselves to gain 1 Sail': the cost of what follows, as 'spend 2 Rope to' says it; 'deduct 3 Gold from their own total')"},
    {"op": "lose", "phrasing": r"sacrific(?:e|es|ing) (?P<n>one|a single|1) of (?:its|their|his|her|eir) {ACT_VAR}", "amount": 1,
     "origin": "round 17 (Colonies, 2000s): 'A Gilded Colony may sacrifice one of its drones to …' (one of what the actor holds, given up: 'sacrificing one of their Relics')"},
    {"op": "lose", "phrasing": r"spend {ACT_AMOUNT} of (?:its|their|his|her|eir)(?: own)? {ACT_VAR}(?: in order| so as)? to", "origin": "round 80 (Contenders, 2000s): '… may spend N of their own drill points to raise one of their faculties …' (so many of the actor's own, before what they pay for: 'spend 3 of their Gold to gain 1 Faith')"},
    {"op": "lose", "phrasing": r"spend {ACT_AMOUNT} {ACT_VAR}{ACT_PER}(?: in order| so as)? to", "origin": "Castles (Tasks): 'For each Assigned Serf, spend 1 Ore to gain 1 Iron'"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spend|spending|pay|paying|expend|expending) (?P<n>[₩$£] ?\d{1,3}(?:,\d{3})*|[₩$£] ?\d+)(?= (?:to|in order to)\b|$)", "var_from": "unit",
     "origin": "round 19 (Crooks, 2012): 'a Smuggler may pay £40 to add a Paint Pot …' (money said by its sign alone, the sign the declared value's name or unit: in other words 'may spend $15 to hire a Porter'; '£40' where no value is declared by the sign names none)"},
]
# ---- said before an effect of a step or a table's cell: "For each Assigned Serf," (how many times), "For each Vassal," (whose)
EFFECT_LEADS = [
    {"per": "{per}", "phrasing": r"for (?P<per>(?:each|every) (?!{PLAYER}\b)[^,]+), ", "origin": "Castles (Tasks): 'For each Assigned Serf, spend 1 Ore to gain 1 Iron'"},
    {"whose": "each", "phrasing": r"for each {PLAYER}, ", "origin": "Castles (Fortnight): 'For each Vassal, add a number of Serfs equal to that Vassal's Reputation'"},
    {"when": "{cond}", "phrasing": r"if (?P<cond>[^,]+), ", "origin": "Castles (Waves): 'if the Vassal's Damage increased as a result of the preceding step, subtract 1 from …'"},
    {"whose": "each", "phrasing": r"(?:each|every) {PLAYER}(?: (?:with|whose|who) [^,]+?)? (?=(?:loses?|gains?) )", "origin": "Ruleset 209 (Mansion Phase): 'each Explorer with Flee as their Planned Action loses 1 Sanity …'"},
    {"when": "otherwise", "phrasing": r"otherwise, ", "origin": "Castles (Waves): 'Otherwise, add 1 to the Vassal's Reputation, to a maximum of 2'"},
]
# ---- an action whose name is a capitalised verb the rules define: "may Build a Structure", "may Taunt another Operator"
# ---- words before the capitalised verb that names the action ("may attempt to Dredge a Relic …"): the name is the verb
# after them, what the action does the same
NAME_PREFIXES = [
    {"phrasing": r"(?:attempt|try|seek|elect|choose) to (?=(?-i:[A-Z])[a-z])",
     "origin": "round 31 (Survivors, 2011): 'As a Daily Action, any Drifter may attempt to Dredge a Relic from the lagoon by rolling DICE8 in the GNDT.' (in other words 'may try to Climb the Tower', 'may choose to Fast')"},
]
# ---- a body that perhaps names its action but is not read as its name (validators.action_body): listed as perhaps the
# name, never left silent; "thing" is the words
NAME_UNSURE = [
    {"what": "the thing it starts", "phrasing": r"(?:start|begin|launch|found|stage|hold) an? (?P<thing>(?!(?:Proposal|Post|Story Post|Blog Post|Comment|Call|Declaration|Vote|DoV|CfJ|Votable|GNDT|Wiki|Dynasty|Hiatus)\b)(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,3})(?= by |, |$)",
     "origin": "round 104 (Minions, 2008): 'Any Minion located in the Glacier Base may start a Dark Scheme by creating a Proposal …' (its gatherer names it “Dark Scheme”, as a thing made names one; five other rounds' gatherers leave 'start a Venture', 'start a Recall', 'begin a Hymn' unnamed; in other words 'may begin a Crusade by …')"},
]
NAMED_VERB = [  # tried in order: the first that reads the body names the action
    {"always": True, "phrasing": r"make an? (?P<name>(?!(?:Proposal|Post|Story Post|Blog Post|Comment|Call|Declaration|Vote|DoV|CfJ|Votable|GNDT|Wiki)\b)(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,3})(?<! Action)(?<! Actions)(?<! Post)(?<! Posts)(?<! Comment)(?P<object>)(?: \((?:abbr\.?|abbreviated(?: as| to)?|or|hereafter|henceforth|also called|also known as) [“\"‘]?[\w-]+[”\"’]?\))?(?= by |, |$| (?:with|against|on|upon) (?:another|an?|any|the|their|his|her|eir|one) )",
     "origin": "round 37 (Colossus Lords, 2007): 'As a daily action, the Colossus Lord may make a Beast Step, which is done by …' (a thing of the dynasty made: its name, as 'take a Turn' and 'conduct a Debate' are; not a thing of the core rules: 'make a Story Post', 'make a Proposal', nor a post of the dynasty's: round 27's 'make a Tale Post', the corpus's 'make a Bid Post'); round 25 (Crackers, 2000s): 'a Handle can make a Breach against a Firm Name' (then whom it is made against, as 'launch an Ambush against a Ship'); round 104 (Minions, 2008): 'may make a Gizmo Design (abbr. GD) by creating a Story Post …' (its short form in brackets no part of the name; in other words 'may make a Vigil (or Watch) by …'; a thing started, 'start a Dark Scheme', five rounds' gatherers leave unnamed: listed as perhaps its name, ACT_NAME_UNSURE)"},
    {"always": True, "phrasing": r"(?:select|choose|pick|name|target|start|take|board|mount|open|enter) (?:another|an?|one|any) (?-i:[A-Z])[\w-]+(?: \([^()]{1,30}\))? and (?P<name>(?-i:[A-Z])[a-z]+)(?P<object> (?:them|it|him|her|em))(?=$|, | by |\.)",
     "origin": "round 36 (Campers, 2023): 'At any time, a Camper may select another Camper (the target) and Scuffle them.' (the one picked, then the capitalised verb done to them: its name; in other words 'may choose a Pilgrim and Bless them'); round 52 (Hands, 2010s): 'A Hand … may, at any time, start an Engine and Drive it.' (the thing set going, then what is done with it: 'may board a Ship and Sail it')"},
    {"always": True, "phrasing": r"roll (?:an? )?(?:\d*DICE\d+|\d*d\d+|a die|the dice)(?: [^,]{0,30}?)? to (?:attempt to |try to )?(?P<name>(?-i:[A-Z])[a-z]+(?: (?-i:[A-Z])[a-z]+)?)(?P<object> [^,]*?)?(?=, |$)",
     "origin": "the held-out round 127 (Minions, 2008): 'Once per day, a Minion may roll DICE8 to attempt to Filch a targeted fellow Minion.' (a roll made to do what the capitalised verb names: its name, the roll what it does; in other words 'may roll DICE6 to Bless a Shrine')"},
    {"always": True, "phrasing": r"(?:make|perform|do|take|attempt) an? [“\"](?P<name>[a-z][\w'’ -]{1,30}?)[”\"](?P<object>)(?= by |, |$)",
     "origin": "round 20 (Voyagers, 2000s): 'Once per tide, each voyager that is at Thule may make an \"arrow roll\" by making a GNDT comment …' (a name in lower case, set apart in quotes: 'may perform a “sea shanty” by …')"},
    {"always": True, "phrasing": r"(?:perform|undertake|conduct|execute|initiate) (?P<name>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,3})(?<! Action)(?<! Actions)(?P<object>)(?= by |, |$)",
     "origin": "round 63 (Associates, 2026): 'As a Daily Communal Action, any Partner or the Syndicate may perform Graft Decay, which is an atomic action with the following steps:' (the name with no article, as 'perform a Rite' names one; in other words 'may perform Evening Prayer, which …', 'may conduct Night Watch by …')"},
    {"phrasing": r"(?:cause|have|make|order|command|bid|let) (?:the|that|its|their|his|her|eir|an?|all|all the|each|every) (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)? (?:to )?(?P<name>(?-i:[A-Z])[a-z]+)(?P<object>)(?=, |$| by )",
     "origin": "round 27 (Titans, 2000s): 'Any Titan may cause the Coastguard to Muster, at any time.' (a thing of the game made to do what the action is named for: 'may order the Fleet to Sail', 'may have the Choir Sing'); the held-out round 88 (Gardeners, 2011): 'Any Gardener may cause all Ghouls to Lurch, but only if …' (all of a kind of thing: 'may make every Bell Ring')"},
    {"always": True, "phrasing": r"'''(?P<name>[A-Za-z][\w’ -]{0,40}?)'''(?P<object>)(?= by |, |$| as an? | at any time\b)",
     "origin": "round 55 (Operatives, 2025): 'As a virtual action, an Operative may '''link to a Terminal''' by specifying exactly one Terminal Handle and Cipher pair.' (the name set in bold, as the wiki writes it, whatever its case: 'may '''unlink from a Terminal''' by …', 'may '''Dig''' at any time')"},
    {"phrasing": r"[“\"](?P<name>(?-i:[A-Z])\w+)[”\"](?P<object>)(?= by |, |$)",
     "origin": "blognomic.com/archive/we_need_something_to_accomplish_our_mission_with (2008): 'a DDA Member may “Restock” by increasing er energy cells by 10'"},
    {"phrasing": r"[“\"](?P<name>[A-Za-z][\w'’-]*(?: [\w'’-]+){1,3})[”\"](?P<object>)(?= by | while | when |, |$)",
     "origin": "the held-out round 122 (Drones, 2010): 'Any Drone who has at least one Mischief Point may “use Mischief Might” while writing the phrase …' (a phrase of a few words set apart in quotes where the verb stands, whatever its case: its name; in other words 'a Pilgrim may “ring the Bell” by posting …')"},
    {"always": True, "phrasing": r"(?:take|perform|attempt|launch|undertake|conduct|convene|summon|call for|stage|cause|trigger) an? (?P<name>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+){0,3})(?<! Action)(?<! Actions)(?P<object>)(?= by |, |$| as follows\b| (?:with|against|on|upon) (?:another|an?|any|the|their|his|her|eir|one) )",
     "origin": "round 26 (Friars, 2006): 'Any Friar may conduct a Debate with another Friar (i.e. the Respondent) who is within 3 Paces …' (the name, then whom it is held with: 'launch an Ambush against a Ship', 'perform a Rite on the Altar'); 'convene a Synod', 'summon a Council' (a gathering called; not 'call a Class', which names none); round 78 (Raconteurs, 2020s): '… any Raconteur may call for a Encore Draw' (what is called for: 'stage a Revolt'); blognomic.com/archive/dice (2005): 'a Player may choose to take a Turn'; round 5 (2020): 'a Mounted Rider may perform an Emergency Dismount' ('take a Forced March', 'perform a Last Rite'); round 11 (Amnesiacs, 2020): 'A Forgetter may spend 1 or more grit to attempt a Heist.' ('launch an Ambush', 'conduct a Survey'; not 'make a …': a post made is no action's name); the held-out round 88 (Physicists, 2020): 'may perform an Erasure, which is an Anomalous Action that may be performed as follows:' (its kind a tail, the name before 'as follows'); the held-out round 89 (Fellows, 2020): 'As a Weekly Communal Action, a Fellow or the Provost can cause a Wandering.' (an event of the dynasty brought about: 'may trigger a Flood', 'cause an Eclipse')"},
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+(?:[ -](?:(?-i:of|the(?! (?:{EMPEROR}|{PLAYER})\b)|and) )*(?-i:[A-Z])[\w'’]*(?:-(?-i:[A-Z])[\w'’]*)?){1,6})(?P<object>)(?= \(| by | via | as an? | and (?:then )?(?:for|grant|gain|increase|set|add)\b| ?, |$)",
     "origin": "round 33 (Castaways, 2014): 'a Castaway may Attempt Self-Mending.', 'Castaways may Rest In Sickbay as a weekly action'; (Senators, 2021): 'any Senator can Shake The Weekly Tree of Fair Play and for each Senator, grant …' (a run of capitalised words, 'of', 'the' or 'and' between them, with no article and nothing after it: the name whole, as 'Hand On the Mantle' is; 'Build a Structure' is 'Build', its object after an article, and 'Bid on the Appointment' is 'Bid', its object after a preposition in lower case)"},
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+(?: (?-i:On|Up|Out|Off|Down|In|Over|Away|Back|Forth))? the (?!(?:{EMPEROR}|{PLAYER})\b)(?-i:[A-Z])[a-z]+)(?P<object> (?!by )[^,(:]*?)?(?= \(| by |, | ?:|$| as an? )",
     "origin": "Ruleset 209 (Mansion Phase): 'the Narrator may … Reveal the Consequences as an atomic action'; blognomic.com/archive/clear_the_chamber (2013): 'spend 100 Power to Suspend the Constitution'; round 9 (Revenants): 'the new Reaper may Hand On the Mantle by making a post …' (a verb with its particle, all capitalised with its object: 'Pass On the Torch') (not the emperor or a player acted on: round 15's 'a Magnate may Overthrow the Tyrant' is 'Overthrow', as 'Taunt another Operator' is 'Taunt')"},
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+ (?-i:[A-Z])[a-z]+)(?P<object> (?:an?|one|some) (?!(?:number|amount)\b)[^,(:]*?)(?= \(| by | via | as an? | ?, |$)",
     "origin": "round 28 (Deckhands, 2000s): 'A Deckhand can Feed Whiskers an instance of Sardine as a Daily Action via making a blog post …' (the name and the one it is done to, both capitalised, then what is given: 'may Bless Pilgrims a candle')"},
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+ (?-i:[A-Z])[a-z]+)(?P<object> (?:of|for|against|over|about|upon|on) (?:an?|the|one|any|another|their|his|her|eir|its) (?:(?-i:[a-z])[\w-]* )?(?-i:[A-Z])[^,(:]*?)(?= \(| by | via | as an? | ?, |\.?$)",
     "origin": "the held-out round 118 (Sovereigns, 2021): 'As an atomic Weekly Action, a Claimant may Lodge Protest of a Contested Region.' (a verb and its capitalised noun run on, then what it concerns, a thing of the game after 'of': 'Lodge Protest'; in other words 'may Raise Alarm over the Shrine', 'may Swear Fealty to …' is the entry below)"},
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+ (?-i:[A-Z])[a-z]+)(?P<object> to (?!(?-i:[a-z])[a-z]+ (?:their|his|her|eir|its|the|an?|one|\d+)\b)[^,(:]*?)?(?= \(| by |, | ?:|$)",
     "origin": "blognomic.com/archive/when_the_stars_are_right (2015): 'it may Pay Tribute to its Patron (if it has one): upon doing so, …' (to whom; not a purpose: round 16's 'A Friar may often Use Thyme to increase eir Vigour by one.' is 'Use', the thing used its object, as 'may Plant a Seed' is 'Plant')"},
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+ (?-i:On|Up|Out|Off|Down|In|Over|Away|Back|Through|Forth|Around|Along|Across|Aside))(?P<object> (?!by )(?-i:[a-z])[^,]*?)?(?= by |, |$| at any time| provided| if | as long as| so long as)",
     "origin": "round 13 (Prisoners, 2015): 'they may Lean On that other Inmate, setting …' (a verb and its particle, both capitalised: the name is both; 'may Call Out a Rival', 'may Stand Down')"},
    {"phrasing": r"(?P<name>(?-i:[A-Z][a-z]+)(?:-[A-Z][a-z]+)?)(?! (?:or|and/or) (?-i:[A-Z])[a-z]+\b)(?P<object> (?!by )(?:one of their |an? |the |any |that |their |another )?[^,]*?)?(?= by |, |$| at any time| provided| if | as long as| so long as)",
     "origin": "Castles (Structures): 'a Vassal may Build a Structure by spending …'; Ruleset 205 (Taunt): 'An Operator may Taunt another Operator (the Taunt Target) at any time'; Ruleset 209: 'Reveal the Consequences'"},
]
# ---- verbs the core rules capitalise for what happens to a post ("any Admin may Fail it", "may Enact it"): the
# fate of a Votable Matter, never the name of a dynastic action (data: a list of words)
CORE_VERBS = ["Enact", "Enacted", "Fail", "Failed", "Veto", "Vetoed", "Pass", "Passed", "Vote", "Idle", "Unidle",
              "Kick", "Ban", "Resolve", "Close", "Comment", "Post"]
# words of the language written in capitals for emphasis after the modal ("… may EITHER:" and its list; "may ALSO",
# "may ONLY"): never an action's name, whatever their case (data: a list of words; the held-out round 117, Crew
# Members, 2004: '… each Passenger that is not swooned, with the exception of the Crooner, may EITHER:' read as an
# action named "EITHER")
NOT_NAMES = ["either", "both", "neither", "also", "only", "not", "instead", "then", "now", "still", "again", "just",
             "all", "any", "each", "one", "none", "never", "always", "once", "twice"]
# the things of the core rules a core verb acts on ("any Admin may Fail it" of a Proposal): a core verb whose object
# (or the thing its "it" stands for, named in the condition before) is a thing of the dynasty's own instead ("may
# Close it" of a Sighting) is the action's name (data: a list of words)
# the core rules' fates of a Votable Matter are never a dynastic action's name, and a thing said with a Votable
# Matter's states ("a Pending Pilgrimage", "is Popular") is one (data: lists of words)
FATE_VERBS = ["Enact", "Enacted", "Fail", "Failed", "Veto", "Vetoed", "Pass", "Passed", "Vote"]
VOTABLE_STATES = ["Pending", "Popular", "Unpopular", "Enacted", "Failed", "Vetoed", "Quorum", "Timed Out"]
CORE_NOUNS = ["Proposal", "Proposals", "Votable Matter", "Votable Matters", "Call for Judgment", "Calls for Judgment",
              "CfJ", "CfJs", "Declaration of Victory", "DoV", "DoVs", "Vote", "Votes", "Comment", "Comments", "Post",
              "Posts", "Story Post", "Blog Post", "Ruleset", "Rule", "Rules", "Dynasty", "Admin", "Admins"]
# ---- where a variable is written, said after its name ("their Trade in the GNDT"): independent of the effect,
# taken out of the piece before it is read; "as" is what the match is read as ({var}, {whose}: its groups)
PIECE_REWRITES = [
    {"as": "{head} to", "phrasing": r"^(?P<head>(?:set|change|update|alter|modify|amend|adjust|edit|switch)\b[^,;]*?) to be(?= (?:no (?-i:[A-Z])|none\b|nothing\b|empty\b|blank\b|zero\b|[“\"‘]|-?\d|(?!(?:The|A|An|One|Any)\b)(?-i:[A-Z])[\w'’-]*\.?$))",
     "origin": "round 74 (Versifiers, 2025): 'At any time, as a Virtual Action a Versifier may set their Foil to be no Foil.' (a plain value after 'to be' is the value set: 'no Foil', not 'be no Foil'; in other words 'change their Rank to be Cadet', 'to be 3'; a value described after 'to be', 'the name of another Pilgrim', 'a random Pilgrim', stays a set of no value read)"},
    {"as": "", "phrasing": r" (?:in|on|at) (?:the |their |his |her |eir )?(?:GNDT|GDNT|gamestate|gamestate tracking page|gamestate page|tracking page|wiki|spreadsheet|status page)(?: (?:entry|row|column|field))?(?= to |$|,| and | by | with )",
     "origin": "the held-out round: 'change their Banner in the GDNT to any string', 'updating their Trade in the GNDT', 'the Depth field of the Ship player in the GNDT'"},
    {"as": "{whose}{var}", "phrasing": r"\bthe (?:value|entry|number) (?:of|in) (?P<whose>the |their |his |her |eir |its )?(?P<var>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,2}) (?:field|column|attribute|stat|statistic|value|entry|box)\b",
     "origin": "the held-out round: 'changing the value of the Depth field of the Ship player'; 'the number in their Gold column'"},
    {"as": "{whose}{var}", "phrasing": r"\bthe value of (?P<whose>the |their |his |her |eir |its )?(?P<var>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,2})\b",
     "origin": "the family of 'the value of the Depth field': 'set the value of their Gold to 3'"},
    {"as": "{var}", "phrasing": r"[“\"](?P<var>(?-i:[A-Z])[\w'-]*(?: [\w'-]+){0,2})[”\"] (?:value|field|entry|column|stat)\b",
     "origin": "round 13 (Voyagers, 2020): 'change their “Camp” value to any other legal Camp value' (the variable named in quotes, with the word for where it is written: 'their \"Motto\" field')"},
    {"as": "{whose}{var}", "phrasing": r"\b(?P<whose>their |his |her |eir |its )(?P<var>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*){0,2}) (?:statistic|stat|score|attribute|value)(?= (?:to|by)\b)",
     "origin": "round 48 (Tourists, 2009): 'the Holidaymaker changes their Raft statistic to Aye' (the variable named with the word for what it is: 'set their Gold score to 3')"},
    {"as": "{verb} {n}", "phrasing": r"\b(?P<verb>gain|gains|lose|loses|earn|earns|receive|receives|spend|spends|pay|pays) (?P<n>\d+|one|two|three|four|five|six|seven|eight|nine|ten|(?-i:[XN])) (?:extra |more |additional )?points? of(?= (?-i:[A-Za-z]))(?! (?:their|his|her|eir|its|the|that|this|your)\b)",
     "origin": "the held-out round 123 (Revellers, 2005): 'The winner gains 2 points of Cheers.'; round 78 (Subjects, 2000s): 'they gain 2 points of offense and 2 points of guard from the experience' (the amount counted in points of the value: '2 Cheers'; in other words 'gains 3 points of Faith'; never 'points of their Faith', read as it is said)"},
    {"as": "", "phrasing": r"(?<= to) (?:match|equal)(?= (?:their|his|her|eir|its|the|that|that of|those of) )",
     "origin": "round 13 (Prisoners, 2015): 'setting that Inmate’s SHYA score to match their own' (the value set is the one named: 'to equal the Abbot's'; 'to be the same as …' stays a description, UNREAD_VALUES)"},
]
# ---- a choice made in a step or a body: it names a thing, changes no variable ("Choosing a Region", "Select a Title")
SELECTIONS = [
    {"phrasing": r"(?:choose|choosing|select|selecting|pick|picking|nominate|nominating|designate|designating) (?:an?|one|two|three|any|a single|the|one or more|up to \w+) (?!to\b)[^,;]*",
     "origin": "the held-out round: 'Choosing a Region' (Annexing), 'Select a Title.' (Press Claim), 'select two such buildings' (Bartering)"},
]
# ---- an action said apart from its effects: the words before one of these say what it is, the words after what it
# does (read as its effects; where they read one, the words before are its description, not an effect missed)
MEANS = [
    {"phrasing": r" by (?:either )?(?=\w+ing\b)(?!(?:being|something|anything|nothing|string|thing|bring)\b)", "origin": "blognomic.com/archive/sticks_and_carrots (2007): 'veto any proposal by reducing eir influence by 250'; the held-out round: 'trigger a dive into the Deep by changing the value of the Depth field …'"},
    {"phrasing": r",? and (?:in so doing|in doing so|by doing so|so doing|thereby|upon doing so),? ", "origin": "the held-out round: 'e may take a draught of rum and in so doing increase eir RPS by one'"},
    {"phrasing": r", (?:thereby|in so doing|in doing so|by doing so|upon doing so),? ", "origin": "the family of 'and in so doing': '…, thereby increasing their Fame by 1'"},
]
# ---- a step of an action's means that posts something ("by making a comment in the GNDT of “Enter Tombola” and
# reducing their ink by 1"): a step with no value of the game, so the actor's own value lowered beside it is the price
# of what the post does, as the first of several steps is ("by reducing their Trust by 1, choosing a Tabloid, …")
POSTED_STEPS = [
    {"phrasing": r"\b(?:making|posting|leaving|sending|writing|publishing) (?:a|an|one) (?:[\w-]+ ){0,2}?(?:comment|post|message|entry)\b",
     "origin": "the held-out round 89 (Typesetters, 2016): '… may “Write their name on a slip” by making a comment in the GNDT of “Enter Tombola” and reducing their ink by 1.'; round 69 (Peddlers, 2000s): '… by reducing their own takings by ƒ3 and posting a blog entry …' (in other words 'by posting a Story Post and lowering their Faith by 2')"},
]
# ---- the purpose a cost is paid for ("reduce their zeal by 3 in order to place a Hex"): the words between
PURPOSE = [
    {"phrasing": r"(?<!\bor)(?<!\band) (?:in order |so as |so that they may |so they can )?to (?!(?:the|an?|another|any|each|every|all|their|his|her|eir|its|this|that|them|him|themselves|themself)\b)(?=[A-Za-z])", "origin": "the held-out round 95 (Grandees, 2013): never the second of two purposes, '… spend 4 Grip to assign a Grandee to a Seat …, or to remove a Grandee from their Seat' (what is paid for is either); the held-out round: 'any Adventurer may reduce their zeal by 3 in order to place a Hex on another Adventurer'; Ruleset 70: 'spend one Time in order to take that action' (a verb: 'paying 2 Gold to the Abbot' names whom it is paid to, no purpose)"},
]
# ---- a limit on how often, said after the body in a clause of its own ("; e may not consume more than one draught
# of rum per day") or in the next sentence ("This action may only be taken once per week."): the frequency
LIMITS = [
    {"frequency": "at most once in {hours} hours", "phrasing": r"(?:they|he|she|e|(?:an?|each|any|the|that) (?:individual |single )?{PLAYER}|no {PLAYER}) (?:may|can|shall) not (?P<verb>(?!be\b|have\b|do\b)\w+)(?: (?:with|on|in|to|at|from) (?:an?|any|the|that|one) [\w -]+?)? more than once (?:every|in|per|in any|within) (?P<hours>(?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|twelve|eighteen)) hours",
     "origin": "round 14 (2005): 'Any Deckhand may Meddle by sending a PM … An individual Deckhand may not Meddle with a module more than once every 36 hours.' (the action's own verb said again, bounded in hours: 'A Pilgrim may not Pray at a Shrine more than once in 24 hours', 'They cannot … more than once within 48 hours')"},
    {"frequency": "once per {period}", "phrasing": r"(?:they|he|she|e|it|the {PLAYER}|an? {PLAYER}|each {PLAYER}|no {PLAYER}) (?:may|can|shall) not (?:\w+ )?(?:this |that |it |so )?(?:action )?more than (?:once|one [\w' -]+?) (?:per|a|each|every|in a|in any) (?P<period>day|week|fortnight|month)(?:, (?:blognomic|game|server) time)?",
     "origin": "the held-out round: 'e may not consume more than one draught of rum per day, Blognomic time'"},
    {"frequency": "once per {period}", "phrasing": r"(?:this|that|the [\w -]+?) (?:action )?(?:may|can|shall) (?:only )?be (?:performed|taken|done|used|made|triggered|carried out) (?:at most |no more than |not more than |only )?once (?:per|a|each|every|in a|in any) (?P<period>day|week|fortnight|month)",
     "origin": "the family of 'no more than once per day' said of the action before: 'This action may only be taken once per week.'"},
    {"frequency": "once per {period}", "phrasing": r"(?:they|he|she|e|an? {PLAYER}|each {PLAYER}) (?:may|can) (?:only )?do (?:this|so|it) (?:at most |no more than |only )?once (?:per|a|each|every|in a) (?P<period>day|week|fortnight|month)",
     "origin": "the family of 'no more than once per day': 'A Vassal may only do this once per day.'"},
    {"frequency": "once per {period}", "phrasing": r"(?:they|he|she|e|an? {PLAYER}|each {PLAYER}|the {PLAYER}|that {PLAYER}) (?:may|can) (?:only )?(?P<verb>(?!be\b|have\b|do\b)\w+) (?:this|that|the|such an?) (?P<noun>[\w -]+?) (?:at most |no more than |only )?once (?:per|a|each|every|in a) (?P<period>day|week|fortnight|month)",
     "origin": "round 13 (Subjects, 2003): '… that courtier may claim an extra 4 Roubles for that post. A courtier may only claim this bonus once per week.' (the action's own verb and a noun of it: 'They may only cast the spell once per day', 'Each Pilgrim can only ring the bell once a week')"},
    {"frequency": "at most once in {hours} hours", "phrasing": r"(?:they|he|she|e|an? {PLAYER}|each {PLAYER}|the {PLAYER}|that {PLAYER}) (?:may|can) only (?P<verb>(?!be\b|have\b|do\b)\w+)(?: [^.;]*?)? once (?:per|in any|in a|in each|every) (?P<hours>\d+)(?:-| )hours?(?: period)?",
     "origin": "round 22 (Adepts, 2000s): 'Adepts without Circles may choose to convert 3 points of will to 1 point of the Essence of their choice. They may only convert will to essence in this way once per 24 hour period.' (the action's own verb said again, bounded in hours; 'A Pilgrim may only pray at a Shrine once in any 36-hour period')"},
    {"frequency": "once per {period}", "phrasing": r"(?:{ACT_PRONOUN}|(?:an?|each|the|that) (?:{PLAYER}|(?-i:[A-Z])[\w-]+)) (?:may|can) only (?P<verb>(?!be\b|have\b|do\b)\w+) (?:in this (?:manner|way|fashion)|like this|thus) once (?:per|a|each|every|in a) (?P<period>day|week|fortnight|month)",
     "origin": "round 25 (Colleagues, 2010s): 'The Subject of the Rumour may email the applying Admin at any time, trying to guess who proposed the rumour. … The Subject may only guess in this manner once per day.' (the action's own verb said again, 'in this manner': 'A Pilgrim may only pray in this way once a week')"},
    {"frequency": "at most once in {hours} hours", "phrasing": r"(?:after|following) [^,]+, (?:they|he|she|e|(?:the|that) (?:[\w-]+ )?[\w-]+) (?:may|can|shall) not (?P<verb>(?!be\b|have\b|do\b)\w+) (?:another|a second|any other|a further|again)\b[^,]*?(?:, (?:nor|or) [^,]+,)? (?:for|within|in) (?:the next )?(?P<hours>(?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|twelve|eighteen)) hours",
     "origin": "round 24 (Vigilantes, 2004): 'After toppling a Monument, the Rogue may not topple another Monument, nor use any Knack, for 36 hours.' (a rest after the action, its own verb said again: the bound of 'not more than once in 36 hours'; 'Following the raising of a Monument, the Vigilante may not raise another …')"},
    {"frequency": "once", "phrasing": r"(?:and )?(?:it |this |that |the [\w -]+? )?(?:may|can|shall) not be (?:changed|altered|replaced|reassigned|undone) once (?:first )?(?:chosen|set|made|nominated|selected|picked|declared|named)",
     "origin": "round 24 (Vigilantes, 2004): '… may nominate a Nemesis …; this is also tracked in the GNDT, and may not be changed once first chosen.' (a choice made once in all; 'It cannot be altered once set')"},
]
# ---- a sentence that says the action before may be done again, on terms no LIMITS wording reads ("A Realm may do this
# often for each tract it controls."): how often it may be taken, said apart, not read (no action of its own)
DONE_AGAIN = [
    {"phrasing": r"(?:an?|each|the|that|any) [\w-]+ (?:may|can) (?:only )?(?:do|perform|repeat|take) (?:this|so|that|it)(?: action)?\b(?! by\b).*",
     "origin": "round 24 (Realms, 2005): 'E may then increase the Folk of that tract by DICE8. A Realm may do this often for each tract it controls.' (its frequency, a word of the era's glossary, said of each tract: not read; 'A Pilgrim may do this twice per Vigil')"},
]
# ---- a limit said of what an action of the rule makes ("No Doshe may make more than one post entitled “…”"): the
# action of the rule whose sentence makes that thing is had "once"
LIMITS_OF_OBJECT = [
    {"frequency": "once", "phrasing": r"(?:no {PLAYER}|(?:an?|each|the) {PLAYER} (?:may|can|shall) not|no {PLAYER} (?:may|can|shall)) ?(?:may |can |shall )?(?P<verb>(?!be\b|have\b|hold\b|own\b)\w+) more than one (?P<object>(?!.*\b(?:per|a|each|every|in a) (?:day|week|fortnight|month)$).+)",
     "origin": "round 5 (2011): 'Each Doshe may make an official post entitled “Doshe Roll of Merit”. … No Doshe may make more than one post entitled “Doshe Roll of Merit”.' ('A Knight may not build more than one Keep')"},
]
# ---- who alone may take an action a sentence before in the rule grants ("Only Shinobi may summon Leviathans allied
# with Shinobi", after "a Rover may summon a Leviathan …"): a restriction of that action, listed as a limit the tools do
# not check, no action of its own; where no action before has its verb ("…, but only the Handler may add new Aliases"),
# it is the grant
RESTRICTS_GRANTED = [
    {"phrasing": r"^(?:but )?only (?!(?:once|twice|one|if|when|while|after|before|during|then|in|on|at|by)\b)[\w’' -]{1,40}? (?:may|can) (?:ever )?(?P<verb>(?!be\b|have\b|do\b)\w+)\b",
     "origin": "round 67 (Rovers, 2008): 'As a weekly action, a Rover may summon a Leviathan … . Only Shinobi may summon Leviathans allied with Shinobi.' (its gatherer expects it listed as a restriction; in other words 'Only Abbots may ring the great Bell' after 'a Pilgrim may ring a Bell')"},
]
# ---- a sentence that says how the action before is done ("To do that, the Bomber must decrease their Smoke Bombs
# stat by one, and roll DICE6."): its costs and effects are there, not read; the action before lists them so
SAID_NEXT = [
    {"names_thing": True, "phrasing": r"(?:to|in order to) (?-i:[a-z])\w+ (?:an?|the|that|this|such an?) (?P<thing>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+){0,3}),",
     "origin": "round 51 (Post Room, 2000s): '… the Clerk who casts the Post Room’s vote may … include the text “Grudge: X”, …, called the Grudge Levy. … To declare a Grudge Levy, a Post Room Clerk must pay (4 times the Grudge Levy) in Bile.' (what doing the action before takes, said after, the thing it makes named as the action before named it: only where that sentence gives it its name, 'called the Grudge Levy'; not Ruleset 205's 'To run a Script, the Announcer …' after 'may change their Bot’s Script', another procedure)"},
    {"phrasing": r"(?:to do (?:that|this|so)|in order to do (?:that|this|so)|to (?:perform|take|make) (?:this|that|it)(?: action)?|when doing (?:so|this|that)|in doing (?:so|this)),",
     "origin": "round 6 (2006): 'To do that, the Bomber must decrease their Smoke Bombs stat by one, and roll DICE6.' ('To do so, they must spend 2 Gold', 'In doing so, …')"},
    {"phrasing": r"if (?:they|he|she|e|it) (?:do|does|did|(?:choose|chooses|decide|decides) to do) (?:so|this|that),(?= (?:they|he|she|e|it|the {PLAYER}) (?:must|shall)\b)",
     "origin": "round 80 (Contenders, 2000s): '… a Contender may give every current Contender one Drill Point, …. If they do so, they must give every current Contender the drill point.' (what the doer must then do, said as a duty on having done it: a step of the action before, as 'To do so, they must …' is; 'If she does so, she shall post …'; not 'if they do so, they may …', a further permission, BACK_DONE_SO)"},
    {"effects_only": True, "phrasing": r"(?:this|that|doing (?:so|this|that)|performing (?:this|that) (?:[\w-]+ )?(?:action|deed)|taking (?:this|that) action)(?= (?:causes|adds|increases|raises|reduces|decreases|lowers|sets|gives|grants|removes|moves|changes|puts|ends|has an?) )",
     "origin": "round 11 (Maroons, 2000s): 'a Maroon may change their Resolve from any Resolve to a different Resolve. This causes their Dread to rise by one.'; round 8 (Wanderers, 2005): 'Performing this Deed adds 4 to a Wanderer’s Paces.' (what the action also does, said after it with the action as its subject); round 46 (Tinkers, 2000s): '… can Jinx another Tinker …. Doing so sets the Trickster’s Mood to Idle and has a 20% chance of …' ('Doing so gives them 2 Gold'; what it does, never what it costs)"},
    {"effects_only": True, "phrasing": r"(?:this|that|doing (?:so|this|that)) (?:stands for|means|consists of|is done by|is performed by|involves)(?= (?-i:[a-z])\w+ing\b)|(?:they|he|she|e|it|the {PLAYER}) (?:(?:shall|must|will|should) (?:do|perform|carry out|take)|do|does|performs?|carry out|carries out) (?:this|so|that|it)(?: action)? by(?= (?-i:[a-z])\w+ing\b)",
     "origin": "round 71 (Convicts, 2000s): 'As a weekly action, a Convict may Brood. This stands for changing their own Bearing field to …'; round 73 (Cavemen, 2000s): '… may … Go Trapping. They shall do this by rolling a DICE6 …' (what the action before does, said as what it stands for: its effects, as 'by changing …' in its own sentence would be; in other words 'This means setting their Motto to Pax', 'They do so by spending 2 Faith'; 'They may do so by …' may grant another way, and is not read so)"},
    {"effects_only": True, "same_doer": True, "phrasing": r"(?:an?|the|any|each|every) {PLAYER} (?:may|can) do (?:this|so|that) by(?= (?-i:[a-z])\w+ing\b)",
     "origin": "round 102 (Changelings, 2015): 'If no Changeling has Whispered since …, a Changeling may Whisper. A Changeling (the Whisperer) may do this by making a Story Post …' (how the action just granted is done, said of the same doer: its effects, as 'They shall do this by …' is; a lead of intent before it, 'Any Pilgrim who wishes to pray may do so by …', grants an action of its own, and another doer, 'The Abbot may do so by …', is no step of it)"},
    {"effects_only": True, "phrasing": r"(?:performing|taking|doing|using) (?:this|that|the|such an?) action(?= (?:gains|earns) )",
     "origin": "round 3 (Rowers, 2008): 'The Chaplain may increase one other Rower's spirit by 4, once per week. Performing this action gains the Chaplain 3 Spirit.' (what the action gives its actor, said in the sentence after with the action as its subject: 'Taking this action earns the Pilgrim 1 Relic')"},
]
# ---- what the actor gains or loses in doing the action before, said after SAID_NEXT's words ("In doing so, the Kid
# gains 2 Mischief"): read as effects of that action ({verb} in its base form, the rest as a body)
SAID_NEXT_EFFECTS = [
    {"body": "increase their {var} by {n}", "phrasing": r"^causes (?:their|his|her|eir|its) (?P<var>(?-i:[A-Z])[\w'’ -]*?) to (?:rise|increase|go up|grow) by (?P<n>[\w-]+)\.?$",
     "origin": "round 11 (Maroons, 2000s): 'This causes their Dread to rise by one.' (in other words 'Doing so causes their Faith to increase by 2')"},
    {"body": "decrease their {var} by {n}", "phrasing": r"^causes (?:their|his|her|eir|its) (?P<var>(?-i:[A-Z])[\w'’ -]*?) to (?:fall|decrease|drop|go down|shrink|sink) by (?P<n>[\w-]+)\.?$",
     "origin": "the counterpart of 'causes their Dread to rise by one': 'This causes their Faith to fall by 2'"},
    {"body": "add {n} to their {var}", "phrasing": r"^adds (?P<n>[\w-]+) to (?:their|his|her|eir|its|(?:an?|the|that) {PLAYER}(?:'s|’s)) (?P<var>(?-i:[A-Z])[\w'’ -]*?)\.?$",
     "origin": "round 8 (Wanderers, 2005): 'Performing this Deed adds 4 to a Wanderer’s Paces.' (the actor's own, said as any player's)"},
    {"body": "set their {var} to {v}", "phrasing": r"^sets (?:their|his|her|eir|its|the {PLAYER}(?:'s|’s)) (?P<var>(?-i:[A-Z])[\w'’ -]*?) to (?P<v>[\w'’ -]+?)\.?$",
     "origin": "round 46 (Tinkers, 2000s): 'Doing so sets the Trickster’s Mood to Idle …' (in other words 'This sets their Motto to Pax')"},
    {"body": "{verb} their {var} by {n}", "phrasing": r"^(?P<verb>increase|raise|reduce|decrease|lower)s (?:their|his|her|eir|its|the {PLAYER}(?:'s|’s)) (?P<var>(?-i:[A-Z])[\w'’ -]*?) by (?P<n>[\w-]+)\.?$",
     "origin": "the family of 'This causes their Dread to rise by one': 'Doing so increases their Faith by 2', 'This reduces the Pilgrim’s Gold by 1'"},
    {"phrasing": r"^(?:the|that|this|such an?) {PLAYER} (?P<verb>gain|lose|receive|earn|change|set|increase|decrease|reduce|raise)s? (?P<rest>.+?)\.?$",
     "origin": "round 13 (Children, 2016): '… may swap their current Best Pal for a Pretend Pal …. In doing so, the Kid gains 2 Mischief.' ('When doing so, the Pilgrim loses 1 Faith'); round 48 (Tourists, 2009): '… may “Board a Raft.” To do so, the Holidaymaker changes their Raft statistic to Aye, increases their Sightseeing by 3, and increases their Bronze and Frazzle by 2.' (each verb in the third person, read in its base form)"},
    {"body": "{rest}", "phrasing": r"^(?P<rest>(?-i:[a-z])\w+ing\b.+?)\.?$",
     "origin": "round 71 (Convicts, 2000s): 'This stands for changing their own Bearing field to …' (a gerund after what stands for the action: its body, read as 'by changing …' is in the action's own sentence)"},
    {"phrasing": r"^(?P<verb>gain|earn)s (?:the|that|this) (?P<who>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)?) (?P<rest>.+?)\.?$",
     "origin": "round 3 (Rowers, 2008): 'Performing this action gains the Chaplain 3 Spirit.' (the one who gains after the verb, what they gain after them: read only where they are the action's actor, 'the Pilgrim' of a Pilgrim's action, 'the Chaplain' of the Chaplain's; 'earns the Abbot 1 Gold' after a Pilgrim's action is another's gain, not read)"},
]
# ---- a sentence after an action that sets a condition on it ("The dive cannot be performed if the Ship is already in
# the Deep."): "{cond}" is read as the condition of the action before ("not" kept where the sentence forbids)
RESTRICTS_PREV = [
    {"cond": "not {cond}", "phrasing": r"(?:{ACT_PRONOUN}|(?:an?|each|the|that|no) (?:(?-i:[A-Z])[\w-]+|{PLAYER})) (?:may|can|shall) not (?P<verb>(?!be\b|have\b|do\b|take\b|perform\b)\w+)\b[^.;]*? (?P<cond>(?:if|while|when|unless|during) .+)",
     "origin": "round 24 (Acolytes, 2005): 'A Turncoat may once every 36 hours increase eir Esteem by 4. A Turncoat may not increase eir Esteem if the Gnat has taken a game action in the last 36 hours.' (the action's own verb said again with its condition: 'A Pilgrim may not pray if the Shrine is dark'; another verb is another action's)"},
    {"cond": "not {cond}", "phrasing": r"(?:this|that|the (?P<noun>[\w -]+?)) (?:action )?(?:cannot|can not|can't|may not|must not|shall not) be (?:performed|taken|done|used|made|triggered|carried out|attempted|lit|rung|cast|held|sent|built|paid|run|[a-z]+ed|[a-z]+en) (?P<cond>(?:if|while|when|unless|during|before|after|by) .+)",
     "origin": "the held-out round: 'The dive cannot be performed if the Ship is already in the Deep.'"},
    {"cond": "{cond}", "phrasing": r"(?:this|that|the (?P<noun>[\w -]+?)) (?:action )?(?:may|can) only be (?:performed|taken|done|used|made|triggered|carried out|attempted|lit|rung|cast|held|sent|built|paid|run|[a-z]+ed|[a-z]+en) (?P<cond>(?:if|while|when|during|by|on|after|before) .+)",
     "origin": "the positive of 'cannot be performed if': 'This action may only be taken while the Gate is open.'"},
    {"cond": "{cond}", "phrasing": r"(?:{ACT_PRONOUN}|you|it|(?:an?|each|the|that) {PLAYER}) (?:may|can) only (?:do|perform|take|attempt|make|use) (?:this|that|so|it)(?: (?:(?-i:[A-Z])[\w-]+ )*action)? (?P<cond>(?:if|while|when|during|after|before|on) .+)",
     "origin": "round 5 (2007): 'A Whisper may only do this if e was not the last to do this, and if …' ('They can only do so while their Lantern is lit', 'A Courier may only perform this action after noon'); round 30 (Wanderers, 2016): 'You can only perform this Strike Action if you have a Relic.' (said to 'you' in an item of a list of actions, its kind named)"},
    {"cond": "not {cond}", "phrasing": r"(?:{ACT_PRONOUN}|it|(?:an?|each|the|that|no) {PLAYER}) (?:(?:may|can|shall|must) not|cannot|can't|may never|can never) (?:do|perform|take|attempt|make) (?:this|that|so|it)(?: action)? (?P<cond>(?:if|while|when|during|after|before) .+)",
     "origin": "round 9 (2010): 'A player may not do this if another player already has the text …' (the negative of 'may only do this if': 'They cannot do so while …'); round 11 (2000s): 'They cannot take this action if they have zero or less provisions.'"},
    {"cond": "not {cond}", "phrasing": r"(?:no {PLAYER} (?:may|can|shall)|(?:{ACT_PRONOUN}|(?:an?|the|that) {PLAYER}) (?:may|can|shall) not) (?P<noun>\w+)\b[^,;]*? (?P<cond>(?:if|while|when) .+)",
     "origin": "round 9 (2021): 'No Deity may meddle with a mortal if that mortal has been a Plaything within …' (the action's own verb said again, barred on a condition)"},
    {"cond": "not {cond}", "phrasing": r"(?:if|while|when) (?P<cond>.+?),? (?:then )?(?:{ACT_PRONOUN}|(?:an?|the|that) {PLAYER}) (?:may|can|shall) not (?P<noun>\w+)\b.*",
     "origin": "round 9 (2004): 'If the Household does not have more than 12 Florins they may not Disown a Kin without …' (the condition leads: 'While their Lantern is out, they may not Travel')"},
]
# ---- a bar said after an action by its actor, on a verb or an object the reader cannot tie to that action ("A Wanderer
# may change eir Place … A Wanderer may not move to a place that does not have a defined Capacity."): some of the
# action is barred, so its conditions are listed as not read (never an action of no condition); RESTRICTS_PREV reads
# the bars it can tie
BARS_AFTER = [
    {"phrasing": r"(?:{ACT_PRONOUN}|(?:an?|each|the|that|no) {PLAYER}) (?:(?:may|can|shall) not|cannot|can't|may never|can never) (?!be\b|have\b|own\b|hold\b|possess\b)\w+\b.+",
     "origin": "round 8 (Wanderers, 2005): 'Movement: A Wanderer may often change eir Place field … A Wanderer may not move to a place that does not have a defined Capacity, Description, and Paths.' (in other words 'A Pilgrim may not travel to a Shrine that is closed'; not 'may not have more than 3 Relics', a bound of what is held)"},
]
# ---- a condition before the actor that says only the actor's will ("If a Household wishes to disown a kin member,
# they may …"): any actor who acts has it, so it is no condition (as QUALIFIERS' "who wishes to")
WILLS = [
    {"phrasing": r"(?:an?|the|any|that|their|his|her) [\w’' ]{1,40}? (?:is|are|equals?) (?-i:[A-Z])",
     "origin": "round 11 (Amnesiacs, 2020): 'If a Forgetter’s Guards are D, they may spend 3*D grit …' (a letter named for the amount after, no condition; in other words: 'If a Pilgrim's Faith is F, they may spend F Gold')"},
    {"phrasing": r"(?:(?:an?|the|any|that|this|their|his|her) (?:\w+ )?\w+|{ACT_PRONOUN}|it) (?:wishes|wish|wants|want|desires|desire|would like) to\b.*",
     "origin": "round 9 (2004): 'If a household wants to be rid of a kin member for any reason … they may Disown said kin member.' ('If a Pilgrim would like to …'; 'If a figurine chooses to buy a mixed block' of round 6 picks one case of the action: a condition)"},
]
# ---- two conditions of one limit, said as ", and if …" / "; and if …": each a condition of its own
CONDITION_JOINS = [
    {"phrasing": r",? and (?:if|provided that|provided|as long as|so long as) (?=\w)",
     "origin": "round 36 (Tourists, 2024): '… if both of those Tourists are present at the same Ride and if there is no rule preventing the Trinket from being passed …' (the condition's word said again: a second condition; in other words 'if the Pilgrim is Barefoot and provided that the Shrine is open')"},
    {"phrasing": r",? and (?=(?:it |they )?(?:is|are|was|were|has been|have been) (?:(?:more|less|fewer|greater) than|at least|at most|no more than|no less than|over|under) (?:\d+|[a-z]+(?:-[a-z]+)?) (?:full )?(?:minutes?|hours?|days?|weeks?) old\b)",
     "origin": "round 23 (Aldermen, 2000s): 'If a Quay Assembly has been called and is more than 18 hours old, the Harbourmaster may …' (the thing's age, a second predicate of its own, as round 11's 'is Popular and has been open …' counts two; 'has been posted and is at least 2 days old')"},
    {"phrasing": r",? and (?=(?:it |they |he |she |e |ey )?(?:is|are|was|were) (?:not |no longer |still |already )?(?-i:[A-Z])\w)",
     "origin": "round 8 (2003): 'If a Pupil has not yet commented on the post and is not Expelled' (a second predicate of the subject, a state it is in)"},
    {"phrasing": r",? and (?=(?:it |they |he |she |e )?(?:cannot|can't|can not|could not|may not) (?:be )?\w)",
     "origin": "round 45 (Crewmembers, 2015): 'If a Callout is more than 60 hours old and cannot be processed as Answered, the Engine may …' (a second predicate of the subject said with a negative modal: a second condition; in other words 'if the Pilgrim is Barefoot and cannot pay')"},
    {"phrasing": r", (?=(?:has|have|is|are) (?!(?:been|not been)\b))",
     "origin": "round 11 (Monks, 2006): 'A Friar who is Proficient in Herbalism, has a Trowel, a Bulb, and has eir Location represented by …' (a list of the actor's predicates, each a condition; the items after one of them, 'a Trowel, a Bulb', stay with it)"},
    {"phrasing": r",? and (?=(?:which|whose) (?-i:[A-Z])\w+ (?:is|are|has|have)\b)",
     "origin": "the held-out round 98 (Microbes, 2004): 'Any Microbe with a Bulk greater than 4 and which Swarm is Teeming or lesser may, at any time, Bud.' (a second predicate of the actor, said of one of its values: two conditions to its gatherer; in other words 'a Pilgrim with 3 Faith and whose Lamp is lit')"},
    {"phrasing": r",? and (?=(?:who|that|which) (?:is|are|has|have|was|were|does|do|holds?|owns?)\b)",
     "origin": "the family of the actor's predicates said as a list (round 11, Monks: 'A Friar who is Proficient in Herbalism, has a Trowel, …'): 'A Pilgrim who has a Relic and who is Barefoot may …' (each 'who' a condition of its own)"},
    {"phrasing": r",? and (?=(?:is|are) (?:not |also |still )?(?:at|in|on|within|inside|outside|near|beside|aboard|adjacent to|next to) (?:an?|the|their|his|her|eir|its|any|some) )",
     "origin": "round 13 (Pathfinders, 2020): 'A ranger who is not the holder of an outpost and is at a site without an outpost …' (a second predicate of the actor, where it is: 'who has a Staff and is in the Nave', 'that is Awake and is not at a Shrine')"},
    {"phrasing": r",? and (?=not (?!disallowed\b|forbidden\b|prohibited\b|otherwise\b)\w+(?:ed|en) (?:to|by|with|from|at|in|on|into)\b)",
     "origin": "round 13 (Pathfinders, 2020): '… is at a site without an outpost and not linked to a site with an outpost' (a third predicate, its 'is' not said again: 'and not bound to a Vow'; not 'and not disallowed by the Rules', a rule's leave)"},
    {"phrasing": r",? and (?=(?:neither|none|nobody|no one|both|either|each) (?:of (?:them|the \w+) )?(?:is|are|has|have|was|were)\b)",
     "origin": "round 13 (Prisoners, 2015): 'if both Parties have either Cooperated or Betrayed on a Breakout attempt and neither is Hurt' (a second clause with its own subject: 'and none of them has Fled', 'and both are Awake')"},
    {"phrasing": r",? but (?=(?:does|do|did|is|are|was|were|has|have) not\b)",
     "origin": "round 29 (Players, 2000s): 'If at any time a player has the Hungry Boot but does not have the least amount of boots, …' (a second predicate of the same subject, denied: two conditions)"},
    {"phrasing": r"[,;] and (?=(?:if|while|when|only if|provided) )", "origin": "round 5 (2007): '… if e was not the last to do this, and if at least 36 hours have passed …'"},
    {"phrasing": r",? and (?=(?:(?:at least|at most|more than|fewer than|less than|no more than|no fewer than|over|under) )?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (?:full )?(?:minutes?|hours?|days?|weeks?|months?) (?:has|have) (?:not )?(?:yet )?(?:passed|elapsed|gone by)\b)",
     "origin": "round 20 (Failed Experiments, 2017): 'If all members of the specified cluster have approved the request and fewer than 36 hours have passed since the post was made, then any Mutant may …' (a second clause whose subject is a span of time: 'and at least two days have elapsed since the Bell rang', 'and a week has passed'; not 'and 2 Monks have passed the Gate', a count of players)"},
    {"phrasing": r",? and (?=(?:it |they |he |she |e |ey )?(?:was|were) not (?:yet |already )?[a-z]+ed\b)",
     "origin": "round 11 (Vampire Lords, 2021): 'If an assigned Edict has had its Requirement met in the last 24 hours and was not assigned during that period, …' (a second predicate of the subject, an event in the past passive: 'and was not yet claimed', 'and were not drawn'; not 'and is not disallowed by …', a rule's leave that stays with the first, as kaiju_gods counts it)"},
    {"phrasing": r",? and (?=(?:it |they |he |she |e |ey )?(?:has|have|had)(?: not| already| been)?\b)",
     "origin": "round 5 (2024): 'If a Pending Detour is Popular and has been open for voting for at least 18 hours, any Admin may Enact it'; round 6 (2021): 'If a Hearing Post is more than 96 hours old and it has not already announced its Verdict' (a second predicate of the same subject, said with 'has'; 'and is not disallowed by the Rules' adds none, as kaiju_gods counts it)"},
]
# ---- a second actor's permission in the same sentence ("…, but only the Handler may add new Aliases"): the
# sentence is read as two, cut before the words these match (an actor and a modal after them)
SECOND_ACTOR = [
    {"phrasing": r",? (?:but|and|while|whereas|though|although) (?=(?:only )?(?:the|any|each|every|an?|that(?! (?:the|an?|any|each|every|it|they|he|she|e)\b)) [\w -]{1,40}? (?:may|can)\b)",
     "origin": "the held-out round: 'Any Operative may update the Profile … at any time, but only the Handler may add new Aliases.'; round 9 (Liegemen, 2000s): 'The Monarch may not vote on, or veto, a Rebel Proposal, although the Chancellor may infiltrate and vote.' (a prohibition, then another's permission); the held-out round 125 (Herders, 2012): '…, the Witch should announce that Herder's name in a blog post …, and that Herder may achieve victory' (the one the sentence named, said again with 'that'; never a clause 'and that the Abbot may …' said of what is announced)"},
    {"phrasing": r"; (?:(?:or|and),? )?(?=(?:only )?(?:the|any|each|every|an?) [\w -]{1,40}? (?:may|can)\b)",
     "origin": "the family of ', but only the Handler may': '…; the Sovereign may …'; the held-out round 87 (Guests, 2022): '… any Party may change it to White; or, the Showman may change it to White at any time.' (another's permission after 'or': a sentence of its own, as after the semicolon alone)"},
    {"phrasing": r"; (?=(?:if|when|whenever|once|after) [^;,]{1,60}, (?:the|any|each|every|an?) [\w -]{1,40}? (?:may|can)\b)",
     "origin": "round 24 (Analysts, 2021): 'The Temper Keeper should respond …; when they do so, any Analyst may update …' (a second actor's permission on a condition, after a semicolon: a sentence of its own, as '…; the Sovereign may …')"},
    {"pronoun": True, "phrasing": r"; (?=(?:if|when|once|after) (?:they|he|she|e) (?:(?:choose|chooses|decide|decides) to )?(?:do|does|did|have done|has done) (?:so|this|that)\b[^;]{0,20}?, (?:they|he|she|e) (?:may|can)\b)",
     "origin": "round 23 (Citizens, 2008): 'Any Citizen may choose to reveal their own alias at any time; if they choose to do this, they may apply …' (a second permission on the first's being used, after a semicolon: a sentence of its own, as 'If they do so, they may …' after a full stop is)"},
    {"phrasing": r"(?<=[a-z0-9)’”'\"]) (?=(?-i:A|An|Each|Every|Any|The) (?:(?-i:[A-Z])[\w'’-]* ){1,3}(?:may|can|must|shall|should)\b)",
     "origin": "round 40 (Margraves, 2021), as a wiki page renders lines of one paragraph: 'A Margrave may spend 1 Lancer to reduce an Unguarded Rival’s Masons by 1 A Margrave may spend 3 Lancers …' (no full stop between two grants, the second starting with a capital after a word: a sentence of its own; one cost read with the other's effect was the wrong this prevents)"},
]
# ---- a prohibition before a second actor's permission: the permission is a sentence of its own (SECOND_ACTOR)
PROHIBITION_HEADS = [
    {"phrasing": r"(?:the|any|each|every|an?|no) [\w -]{1,40}? (?:(?:may|can|shall) not|cannot|can't|may never)\b",
     "origin": "round 9 (Liegemen, 2000s): 'The Monarch may not vote on, or veto, a Rebel Proposal, although the Chancellor may infiltrate and vote.'"},
]
# ---- a statement of the game joined by "but" to a permission ("Masks start with no Boons, but a Patron may create
# …"): the permission read as a sentence of its own, where the words before have no modal and no lead of their own
STATEMENT_THEN_GRANT = [
    {"phrasing": r", but (?=(?:the|any|each|every|an?) [\w -]{1,40}? (?:may|can)\b)",
     "origin": "round 18 (Deities, 2005): 'Masks start with no Boons, but a Patron may create a new Boon for eir current Mask by spending 2 Aether …' (in other words 'Shrines begin unlit, but any Pilgrim can light one …')"},
]
# ---- a sentence that leads, after a colon, to a sentence of its own with its actor and modal ("A GHASTLY ALTERED
# Voyager can't change Camps except via the following: A GHASTLY ALTERED Voyager can pay 3 Rations to …"): two
# sentences, cut at the colon (where the words before grant nothing themselves)
SENTENCE_AFTER_COLON = [
    {"phrasing": r": (?=(?:an?|any|each|every|the|no) (?:[\w-]+ ){0,3}?(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b)",
     "head": r"\b(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b",
     "origin": "round 13 (Voyagers, 2020): 'A GHASTLY ALTERED Voyager can’t change Camps except via the following: A GHASTLY ALTERED Voyager can pay 3 Rations …' ('Pilgrims may not travel except thus: a Pilgrim may spend …'); the words before the colon a statement of their own, about the players ('head'): a label ('Matins [1st through 3rd]: any Pilgrim may …') is none"},
]
# ---- the words before such a colon that lead the action after it (when, or under what condition): no sentence of
# their own, so never cut off from it ("Before the Vigil begins at the altar: A Pilgrim may …" keeps its condition)
LEADS_BEFORE_COLON = [
    {"phrasing": r"(?:{ACT_CONDITION_WORD}|during|as long as|provided(?: that)?|in (?:the )?case|for as long as)\b",
     "origin": "the form of round 13's 'A GHASTLY ALTERED Voyager can’t change Camps except via the following: A … Voyager can pay …' led instead by when or a condition ('Before the Vigil begins at the altar: A Pilgrim may …', 'If the bell has rung: any Pilgrim may …'): a lead of the action, never a sentence of its own"},
]
# ---- an action said by a name the sentence gives it ("execute the Press Claim action", "do the Atomic Action known as
# “Annexing”"): name, and kind where the sentence says one
NAMED_ACTIONS = [
    {"phrasing": r"(?:do|perform|take|execute|use|carry out|undertake|make) (?:the|an?) (?:(?P<kind>atomic|daily|weekly|virtual|(?-i:[A-Z])\w+) )?action (?:known as|called|named|titled) [“\"‘'](?P<name>[^”\"’']+)[”\"’'](?P<object>)",
     "origin": "the held-out round: 'A Demiurge can do the Atomic Action known as “Annexing”, which consists of the following steps:'; round 104 (Hands, 2021): '… any Hand may perform an Atomic Action named “Shift” with the following steps:' (the same with 'an')"},
    {"phrasing": r"(?:do|perform|take|execute|carry out|undertake) the [“\"‘'](?P<name>(?-i:[A-Z])[^”\"’']{0,40})[”\"’'](?P<kind>)(?P<object>)(?= |$|[,.;])",
     "origin": "the held-out round 94 (Oarsmen, 2000s): 'A 'Revenant' Oarsman aboard a Wraith Barge may perform the 'Hex' once per Tideturn.' (the action's name quoted right after 'the', as 'perform the action “Vigil”' names it; in other words 'may perform the “Vigil” once per day')"},
    {"phrasing": r"(?:do|perform|take|execute|use|carry out|undertake|make) the (?:(?P<kind>atomic|daily|weekly|virtual) )?action [“\"‘'](?P<name>(?-i:[A-Z])[^”\"’']{0,40})[”\"’'](?P<object>)",
     "origin": "round 32 (Souls, 2021): 'As a daily action, a Wisp may carry out the atomic action “Wandering”, as follows: Select a realm …' (the name quoted right after 'the action'; in other words 'may perform the action “Vigil”')"},
    {"phrasing": r"(?:do|perform|take|execute|use|carry out|undertake) (?:the|an?) (?!(?-i:Atomic|Daily|Weekly|Fortnightly|Monthly|Virtual|Communal|Dynastic|Timed|Special|Core)(?: (?-i:Communal|Atomic))? action\b)(?P<name>(?-i:[A-Z])[\w'-]*(?: (?:(?:the|of|to|a|an|in|on|for|and|with) )?(?-i:[A-Z])[\w'-]*){0,3}) (?:(?P<kind>atomic|daily|weekly|virtual) )?action(?P<object>)(?! (?:as )?(?:described|defined|set out|given) )",
     "origin": "the held-out round: 'a Scion may execute the Press Claim action, which is an atomic action with the following steps:'; round 15 (Scions): 'may execute the Sway the Moot action, which is …' (a name with small words between its capitalised ones: 'the Call to Arms action', 'the Raise the Alarm action'; never a kind's word, 'may perform the Daily Action', which names no action)"},
    {"phrasing": r"(?:do|perform|take|execute|use|carry out|undertake|make) an? (?:(?P<kind>atomic|daily|weekly|virtual) )?action (?:known as|called|named|titled) (?P<name>(?-i:[A-Z])[\w'-]*(?: (?:(?:the|of|to|a|an|in|on|for|and|with) )?(?-i:[A-Z])[\w'-]*){0,3})(?P<object>)(?=,|$| by | to )",
     "origin": "round 23 (Thieves, 2016): 'At any time a Cutpurse may take an action known as Fencing, to remove a Trinket …' (the name unquoted after 'an action known as', as 'the Atomic Action known as “Annexing”' says it quoted; 'may perform an action called Mend the Net by spending …')"},
    {"phrasing": r"(?:do|perform|take|execute|carry out|undertake) the (?:(?P<kind>atomic|daily|weekly|virtual) )?action of (?P<name>(?-i:[A-Z])[\w'-]*(?: (?:(?:of|to|in|on|for|and|with) )?(?-i:[A-Z])[\w'-]*){0,3})(?P<object>)(?=,|$|:| by | if | to | an? | the |\.)",
     "origin": "round 120 (Keepers, 2022): 'The Keeper named Orrin may take the action of Resettling if they have not already done so this dynasty.' (the name unquoted after 'the action of', an object after an article no part of it: round 108's 'the atomic action of Posing a Quandary:' is 'Posing'; in other words 'may perform the action of Holy Vigil')"},
]
# ---- a list whose items are cases, one of which applies ("take the following action corresponding to its Berth's
# Port:"): its items are not steps; the effects are listed as not read
CASE_LISTS = [
    {"phrasing": r"(?:corresponding to|depending on|according to|based on|determined by|that matches?|which depends? on)\b[^:]*:$",
     "origin": "the held-out round: 'it may spend 1 Coal to take the following action corresponding to its Berth's Port:' and its cases"},
]
# ---- an object's own condition, said as a clause after it ("biting another villager who is Near to them"): read as
# a condition of the action where its effects are not read
OBJECT_CONDITIONS = [
    {"phrasing": r"\b(?:on|to|in|at|for|of) (?P<cond>(?:an?|any|one|the) (?-i:(?:Closed|Open|Pending|Active|Inactive|Finished|Ended|Completed|Resolved|Unresolved|Sealed|Locked|Unlocked|Expired)) (?-i:[a-z])[\w-]+)\b", "posts": True,
     "origin": "round 81 (Croupier, 2021): 'The Croupier may … make a comment on a Closed bout that identifies …' (the thing acted on in a state the game gives it, said by that state in capitals: one condition, as 'an Empty square' is; 'a comment on any Pending auction')"},
    {"phrasing": r"\b(?:to|into|onto) (?P<cond>(?:an?|any|one) (?-i:[A-Z])[\w-]+ (?-i:(?:square|space|tile|cell|hex|room|plot|spot|location|slot|shelf|seat|berth|field))\b)",
     "origin": "round 19 (Colonists, 2010): 'A Homesteader may at any time spend 3 Vigour to move in one of the four orthogonal directions to an Empty square adjacent to their current square.' (a place the actor goes to or puts something in, in a state the game names: one condition; in other words 'may march to a Vacant hex', 'put a Lamp into an Unlit room'; 'to a Square' names a kind of place, no state)"},
    {"phrasing": r"\b(?:an?|any|one|the) (?:(?-i:[A-Z])[\w-]+ )+(?:entry |row |item |page |section )?(?P<cond>(?:that|which) (?:matches|bears|carries|shows|contains) (?:their|his|her|eir) (?:own )?(?:name|username|login))\b",
     "origin": "round 16 (Titan Lords, 2007): 'Once, a Titan Lord may change the title of a Borough entry that matches their name to anything they like.' (the object picked out as the actor's by their name: one condition, as 'an Arm he owns'; 'a Shrine row that bears his name', 'the Relic entry which contains their login')"},
    {"phrasing": r"\b(?:for|on|with|from|of|to|against|in|into|at) (?P<cond>(?:a|an|one|any) (?:(?-i:[a-z])\w+ )?(?-i:[A-Z])\w+ (?:that |which |whom )?(?:they|he|she|e|it) (?:employ|own|control|hold|have|possess|command|lead|govern|occupy|occupies|can access|(?:have|has) access to)s?)\b",
     "origin": "the held-out round: 'a Patron can create an Auction for a Painter they employ' (a contact clause: the object is one of the actor's own); round 2: 'to add a Still to an empty bay in a Warehouse they have access to'"},
    {"phrasing": r"^(?!.*\b(?:move|moving|transfer|give|send|set|change|add|remove|take|put|place)\b).*?\b(?:an?|another|any|one) (?:other )?[\w-]+ (?P<cond>(?:who|that|which) (?:is|are|has|have|was) .+)$",
     "origin": "the held-out round: 'declare that they are biting another villager who is Near to them'; blognomic.com/2016/06: 'an Asset that is not Held'"},
    {"phrasing": r"\b(?P<cond>(?:another|any other|an?|any|one) non-[\w-]+ {PLAYER})\b",
     "origin": "the held-out round 95 (Drifters, 2008): 'any non-Fallen Drifter may challenge any other non-Fallen Drifter to a Standoff …' (the other player in a state said with 'non-': one condition, as the actor's own 'non-Fallen' is; in other words 'may bless another non-Exiled Pilgrim')"},
    {"phrasing": r"\b(?:another|any other) {PLAYER} (?P<cond>(?:in|at|on|aboard) (?:their|his|her|eir|its|the actor's) (?:own |current )?(?-i:[A-Z])\w+)\b",
     "origin": "round 8 (2008): 'the Doorkeeper may force another Friar in eir Location to escort a Visitor …' (the other player where the actor is, as 'another Seafarer on the same Vessel as the Chaplain': one condition)"},
    {"phrasing": r"\b(?:another|any other|an?|any) {PLAYER} (?P<cond>(?:on|in|at|aboard|from|of) the same (?-i:[A-Z])\w+ as [^,]+)",
     "origin": "round 8 (2005): 'add 4 to the Spirit of another Seafarer on the same Vessel as the Chaplain, …' ('a Knight in the same Castle as them', 'any other Rider from the same Stable as the Groom')"},
    {"phrasing": r"\b(?:another|any other|an?|any) {PLAYER}\b[^.]*?, (?P<cond>who (?:also |still |already )?(?!(?:is|are|has|have|was)\b)\w+s .+)$",
     "origin": "round 8 (2005): '… another Seafarer on the same Vessel as the Chaplain, who also worships the same Deity as the Chaplain' (a second clause on the object, set apart by a comma)"},
    {"phrasing": r"\b(?:any|an?|another|one) (?:other )?{PLAYER} (?P<cond>whose (?:[\w'’-]+ ){1,3}(?:is|are|has|have|was|were)\b.+)$",
     "origin": "round 15 (Disciples, 2005): 'Often, a Pupil may transfer up to 4 of eir Main Aspect to another Pupil whose Calling is the same as eirs.' (the object's own value said with 'whose': one condition; 'give a Relic to any Pilgrim whose Order is the same as theirs')"},
    {"phrasing": r"\b(?:any|an?|another|one) (?:other )?{PLAYER} (?P<cond>who (?!(?:is|are|has|have|was|were)\b)\w+s\b.+?)(?=,? (?:to|from|into|onto) (?:this|that|the|their|his|her|eir) |$)",
     "origin": "round 9 (2008): 'Any Admin may add any Burgher who requests to be idled, or who uses their Admin powers to idle themself, to this list.' (what the object does, said before the place it is added to: one condition)"},
    {"phrasing": r"^(?:\w+ ){1,2}(?:all |any |the )?(?P<cond>(?:older|newer|earlier|later|outdated|expired|obsolete|stale) (?-i:[a-z])\w+s)\b",
     "origin": "round 17 (Gladiators, 2011): 'Any Duellist may delete older notices.' after 'Only notices from the three most current rounds have to be kept.' (the object said by a comparative of age whose bound a sentence before sets: which ones may be acted on, one condition; in other words 'may erase outdated entries', 'may remove expired claims'; not 'may delete their notices')"},
]
# ---- the precision net of an object's condition: an effect not read whose words pick out its object by a clause
# ("join a Workshop that 0, 1 or 2 Tinkers belong to", "a Proposal created by another Tenant with whom they are
# Deckmates", "(unless that author was themselves)"): the action's conditions may be more than those read, so they
# are listed as not read (never an action of fewer conditions in silence)
# ---- what an action does, not read, that opens with a capitalised verb or a capitalised thing taken or made ("take a
# Go if at least three quarters of …", "Kindle Memories of it …"): its name may be there, so it is listed as not read,
# never as none
NAMES_IN_UNREAD = [
    {"phrasing": r"^(?:(?:take|make|perform|do|attempt|conduct|hold|launch|cast|call|declare) (?:an?|the) )?(?-i:[A-Z])[a-z]",
     "origin": "the held-out round 95 (Tilers, 2000s): 'A Tiler may take a Go if at least three quarters of the other Tilers have taken a Go since …' (a Go taken, as 'take a Turn' names the action, in words not read; in other words 'may hold a Vigil if …')"},
]
# ---- words of giving something up inside what an action does that was not read ("cease holding the Forge of Renown",
# "sacrifice 6 provisions on the behalf of their Vessel"): a price may be among them, so its costs are listed as not
# read, never as none
COSTS_IN_UNREAD = [
    {"phrasing": r"\b(?:cease (?:holding|carrying|owning|possessing)|give up|discard|sacrifice|surrender|forfeit|hand over|pay|spend|expend|lose)\b",
     "origin": "round 30 (Goblins, 2016): '…, instead, they may cease holding the Forge of Renown.' (the item given up is what the action costs, as its gatherer counts it; in other words 'may sacrifice their Lamp to …')"},
    {"phrasing": r"\b(?:increase|raise|decrease|reduce|lower|set|change|add|remove)\b.+\bto (?:gain|get|obtain|acquire|buy|purchase|earn|receive|gain possession of)\b",
     "origin": "round 102 (Husks, 2014): 'A Husk may increase their Taint by 2 to gain Tusks, if they have no Tusks.' (a value changed for the sake of a gain: the change is the price, as 'spend 3 Gold to gain …' is; in other words 'may lower their Faith by 2 to get a Relic')"},
]
# ---- a thing made by an action kept by another thing, said in the same sentence ("… create a new Franchise Charter
# by …, and updating the description of the Pavilion to include it"): no list of the game's gains the thing; the
# effect is listed as not read
KEPT_ELSEWHERE = [
    {"phrasing": r"\b(?:updat(?:e|es|ing)|edit(?:s|ing)?|amend(?:s|ing)?|chang(?:e|es|ing)) (?:the |their |its )?(?:description|entry|row|page|text|listing) of (?:the |their |its |that )?[\w'’ -]{1,40}? to (?:include|list|mention|show|record) (?:it|them|the new one)\b",
     "origin": "round 30 (Showrunners, 2022): '… they may create a new Franchise Charter by paying its Levy, …, and updating the description of the Pavilion to include it.' (in other words 'editing the entry of their Shrine to list it')"},
]
OBJECT_CONDITION_NET = [
    {"phrasing": r"(?:(?<=^effects: )|(?<=^costs: ))(?-i:[a-z])[\w' -]{2,60}? (?:if|unless|provided that|as long as|so long as) (?!(?:they|he|she|e|it) (?:wish|wishes|want|wants|choose|chooses|like|likes|so desire|desire)\b)(?:no|an?|the|that|this|they|he|she|e|it|there|any|all|each|every|their|its|his|her|eir)\b[^:]*$",
     "origin": "round 38 (Cardinals, 2015): 'An Elder may call a Synod if no unresolved Synod exists, by making a blog post to this effect.' (a condition said inside a body not read: listed, never passed over; in other words 'may light a candle if the Shrine is open, by …'; 'if they wish', the actor's will, is none)"},
    {"phrasing": r"\b(?:when|while|whenever|only when) (?!doing so\b)(?-i:[a-z])\w+ing\b[^,;:]*",
     "origin": "round 42 (Crew, 2005): 'A Stoker may drag a Hurt or Fallen Stoker with them when moving to a Deck by spending …' (the moment the action may be taken, said inside its body: in other words 'may carry a lantern while walking a Road')"},
    {"phrasing": r"\bonly (?:after|once|when|if|until|while|before|upon) (?!(?:doing so|so doing)\b)[^,;:]{3,}",
     "origin": "round 25 (Tinkers, 2000s): '… e must make an official post declaring e wishes to do so, and may belong to that Workshop only after that post passes a Guild Vote …' (a bound said inside a body not read: listed, never passed over; in other words 'may light the lamp only once the Vigil has begun')"},
    {"phrasing": r"\bunder (?:two|three|four|five|\d+|the following|these|some|certain) conditions\b",
     "origin": "round 33 (Castaways, 2014): '… may Rest In Sickbay as a weekly action, under two conditions: a) They have not yet taken … b) Their Vigour is …' (conditions counted and lettered in the sentence: listed, never passed over)"},
    {"phrasing": r"\b(?:an?|another|any|one|the|that|each) (?:other )?(?:(?-i:[A-Z])[\w'’-]*|[a-z][\w'’-]*)(?: (?-i:[A-Z])[\w'’-]*)?(?: ?\([^()]{1,40}\))? (?:(?:with whom|whom|who) (?!(?:may|can|must|should|will|would)\b)\w|(?:whose \w+|that|which) (?:(?:is|are|was|were) (?!(?:to|a|an|the)\b)|(?:has|have|had) (?!to\b)|(?:\d+|no|none|one|two|three|at least|at most|more|fewer)\b|(?:they|he|she|e|it) (?:are|is|were|was|belong|belongs|own|owns|control|controls|hold|holds|have|has|thinks?|believes?|considers?|deems?|finds?|judges?|(?:do|does|did) not)\b|belongs?\b|(?:do|does) not\b))",
     "origin": "round 25 (Tinkers, 2000s): 'A Tinker may join a Workshop that 0, 1 or 2 Tinkers belong to at any time.'; round 23 (Tenants, 2000s): '… cast a Vote on a Proposal created by another Tenant with whom they are Deckmates …' (in other words 'may visit a Shrine that is lit', 'may rob a Pilgrim who has a Relic'; round 37 (Goblins, 2016): 'join a foray against any other Goblin that they do not have a Kin Pact with'; not 'a post that names a Tile', what the post says); round 16 (Titan Lords, 2007): 'Osaka may remove or replace any feature that e thinks is unfair, …' (the actor's judgement picks it out); round 26 (Friars, 2006): '… conduct a Debate with another Friar (i.e. the Respondent) who is within 3 Paces …' (an aside between the object and its clause)"},
    {"phrasing": r"\b(?:an?|any|the|each|every) (?:(?-i:[a-z])\w+ )?\w+ (?:e|he|she|they|it) (?:has|have|had) (?!to\b)(?:already )?\w+(?:ed|en|wn|ne|t|de)\b",
     "origin": "round 41 (Protagonists, 2005): 'At any time, the chronicler may cancel an errand e has given by …' (the object picked out by a clause with no 'that': in other words 'may burn a letter they have written', 'may revoke a title e had granted')"},
    {"phrasing": r"\b(?:any|an?|the|each|every|all) (?:pending|unresolved|open|active|existing|unclaimed|vacant|idle|inactive|living|expired|completed) (?-i:[A-Z])\w+",
     "origin": "round 39 (Patrons, 2010s): 'At any time, the Exchequer may choose to close any pending Charter but …' (the object picked out by its state, a word before its noun: in other words 'may dissolve any idle Guild', 'may reopen an expired Quest')"},
    {"phrasing": r"\b(?:another|any other|an?|any) (?:other )?\w+ (?:in|on|at|aboard|with|of|sharing) the same \w+\b",
     "origin": "round 30 (Pebbles, 2020): 'A Pebble may nudge any other Pebble in the same Pool, if …' (the object picked out by where it is: 'may bless any Pilgrim in the same Chapel'); round 32 (Mortals, 2018): '… to add half of the spent amount to a Wanderer with the same circle as them', ';Forage: Age 4 years to gain access a relic with the same circle as you …' (by what it shares with the actor, its noun in lower case too)"},
    {"phrasing": r"\bwhere (?-i:[A-Z]{1,8}) is an? (?:valid|legal|permitted|allowed|possible) \w+",
     "origin": "round 29 (Personas, 2025): '… creates a Story Post titled with this format: \"LatheShift -> DATE\" where DATE is a valid date from October 3 to November 20.' (what the placeholder of a title may be: a condition of the post, not read)"},
    {"phrasing": r"\b(?:and|while|by|when) having (?:an?|the|one|some|(?-i:[A-Z])\w*)\b",
     "origin": "round 28 (Deckhands, 2000s): '… via making a blog post for this purpose and having Sardine as held Item.' (what the actor must hold, said inside the means: 'by having a Candle in hand')"},
    {"phrasing": r"\b(?:in|on|at|from|aboard) the same (?-i:[A-Z])?[a-z]+ as (?:them|themselves|they|the \w+|their own)\b|\bfrom (?:an?|the|any) (?-i:[A-Z]{2,})\b",
     "origin": "round 28 (Stokers, 2000s): '… may spend 1 Steam from a LIT Boiler in the same Wing as them to perform that Boiler’s Routine.' (the thing paid from picked out by its state and by where it is: 'from a LIT Boiler', 'in the same Wing as them')"},
    {"phrasing": r"\bbut (?:only )?(?:after|once|until|before|within) [^,;]+?\b(?:no longer|not|never)\b",
     "origin": "round 23 (Clans, 2000s): 'A Clan may choose to apply the Punishments in any order and at any time, but after 36 hours have passed since the Plea was resolved the mandate for Punishment has expired and can no longer be Enforced.' (a time after which the action may not be taken, said inside its body)"},
    {"phrasing": r"\((?:unless|except|if|only if|provided|as long as|so long as) [^()]+\)",
     "origin": "round 25 (Conductors, 2010s): '… iterate the Reward Variable of that votable matter’s author by a single step (unless that author was themselves) …' (a condition set apart in the middle of the effect)"},
]
# ---- players chosen by what is said of them ("choose three Hands whose QMRS[2] is “U”"): which ones may be chosen,
# one condition of the action, whatever else its body reads
CHOSEN_CONDITIONS = [
    {"phrasing": r"\b(?:choose|chooses|select|selects|pick|picks|nominate|nominates) (?:up to |any |at most |exactly )?(?:\d+|one|two|three|four|five|six|several|some)? ?{PLAYERS} (?P<cond>(?:whose|who|that) (?:[\w'’\[\]-]+ ){0,3}(?:is|are|has|have|was|were|holds?|owns?)\b[^,;]*?)(?= and |,|;|\.|$)",
     "origin": "round 16 (Hands, 2007): 'the Logkeeper may choose three Hands whose QMRS[2] is “U” and check them for Scurvy, by making a comment …' (in other words 'may select two Pilgrims who have no Relics and bless them', 'pick up to three Knights whose Horse is Lame'; not 'choose three Pilgrims and bless them', no clause)"},
]
# ---- a player as the object of a body not read, said with a state before it and a "with" after it: each a condition
# ("change any Wiped Out Grommet with the same Metres as their Wetsuit to Sealskin": two)
OBJECT_QUALIFIED = [
    {"phrasing": r"\b(?:any|an?|another|one) (?:other )?(?P<state>(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)*) {PLAYER} (?P<with>with (?:the same|more|fewer|less|at least|at most|no|an?|any) .+?)(?= to | from |$)",
     "origin": "the held-out round 3 (2006): 'E may change any Wiped Out Grommet with the same Metres as em's Wetsuit to Sealskin' ('swap places with a Drowsy Sailor with more Rum than them', 'any Cursed Knight with no Horse')"},
]
# ---- a number of the action's own, named in a step ("Set a number named Pressure to 4"): the steps' effects on it
# change no variable of the gamestate, and what it stands for in later steps is not read
LOCALS = [
    {"phrasing": r"(?:set|let|create|define|note|record) (?:a|an|the) (?:new )?(?:number|value|variable|count|total|tally|amount) (?:named|called|known as|labelled) [“\"]?(?P<name>[\w' -]+?)[”\"]?(?: (?:to|be|equal to|as|=) .+)?",
     "origin": "the held-out round: 'Set a number named Pressure to 4.' (Press Claim); 'Let a value called Total be the sum of …'"},
]
# ---- a step that replaces what would happen ("• If this would cause any Rigger to lose 4 Faith, it instead causes them to
# lose 2 Faith"): what it does holds only where the change it replaces comes, so it is never read as an effect of every
# taking of the action; listed. A step on a plain condition ("* if the Vassal's Damage increased …, subtract 1 from the
# Vassal's Reputation", the Castles Ruleset's Fortnight) is read as its step, as the four Rulesets' lists count it
REPLACEMENT_STEPS = [
    {"phrasing": r"^(?:if|unless|when|whenever|should|in case|in the event that|where)\b[^.]*?\bwould\b",
     "origin": "round 113 (Crewmembers, 2015): 'If this would cause any Rigger to lose 4 Faith, it instead causes them to lose 2 Faith.' (a bullet's second sentence, its change read as a plain loss of 2 Faith; in other words '• If this would set the Tide above 5, set it to 5 instead', '• Whenever a Pilgrim would lose Faith, they lose 1 less')"},
]
# ---- a step that makes a new thing ("Add a new Claim to the Claims …"): the steps after it that change a field no
# declared variable holds ("Set the Condition to …", "Increase the Balance by 10") change the new thing's fields, not a
# value of the game's: listed as not read
NEW_THING_STEPS = [
    {"phrasing": r"(?:add|create|make|start|found|open) (?:an? )?new (?P<thing>(?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)?)",
     "origin": "round 9 (Pretenders, 2000s): '* Add a new Claim to the Claims in the rule Claims with a name that starts with “Marquisate of “. … * Set the Condition to “Be the Steward of …”' (in other words '* Create a new Shrine. * Set the Keeper to …', '* Open a new Ledger … * Increase the Balance by 10')"},
]
# ---- the actor's name for an action, said as a capitalised verb after "to" at the end of its body ("use them to
# Barter"): read as the name where the rule speaks of the action by that verb's gerund ("The effects of Bartering")
# ---- the name of the action whose steps a list gives, said at the end of its lead ("… and use it to Conduct Overseas
# Trade:" and the steps): a capitalised phrase after "to", no variable's name
NAME_OF_STEPS = [
    {"phrasing": r"(?:^|\s)(?:(?:use|spend|take) (?:it|them|this|that|these|those|one|\w+ such \w+) (?:in order )?to|in order to) (?P<name>(?-i:[A-Z])[a-z]+(?: (?:(?:the|of|a|an) )?(?-i:[A-Z])[a-z]+){0,3}):?$",
     "origin": "round 16 (Guardians, 2022): '… they may, as a daily action, select one such Consulate and use it to Conduct Overseas Trade:' and its two steps (in other words: 'take a Relic and use it to Bless the Altar:'; 'may convert their Faith to Gold:' names no action)"},
]
NAME_AT_END = [
    {"phrasing": r"^(?!.*\b(?:force|forces|forcing|compel|compels|order|orders|command|commands|oblige|obliges|require|requires|ask|asks|make) (?:another|any|an?|the|that|one|every|each)\b).*?(?:^|\s)to (?P<name>(?-i:[A-Z])[a-z]{2,})$", "origin": "the held-out round: 'select two such buildings and use them to Barter. The effects of Bartering depend on …'"},
]
# ---- an actor said as "other" than the player a condition before names: "their" in its effects is that player's
OTHER_ACTORS = [
    {"phrasing": r"(?:any|every|all|each) other |another ", "origin": "the held-out round: 'If an Artist has not made a new proposal for four or more days then, …, any other Artist may reduce their Renown by 3'"},
]
# the possessive pronouns that, after such an actor, point to the player of the condition (data: a list of words)
PRONOUN_OWNERS = ["their", "his", "her", "eir"]
# ---- words before an "if" that make it the condition of an alternative ("gain 2 Coal, or 5 Coal if …"), not of the action
ALTERNATIVES = [
    {"phrasing": r",? or (?:by |to )?(?:[₩$£]?\d[\d,]*|one|two|three|four|five|six|ten|an?|no)\b[^,]*$", "origin": "the held-out round: 'a Barge may gain 2 Coal, or 5 Coal if a Proposal of theirs has been enacted …'"},
]
# ---- words inside an "if" tail that begin another effect: the "if" is the condition of one of two alternatives
# ("increase the Otolith's Ferrium by 4 if …, or increase its Cuprium by 4 if …"), not of the action
ALTERNATIVE_IN_CONDITION = [
    {"phrasing": r",? or (?:else )?(?:increase|decrease|reduce|raise|lower|gain|lose|set|change|add|remove|subtract|give|take|move|spend|pay)\b",
     "origin": "the held-out round 3 (2019): 'any Gland may increase the Otolith's Ferrium by 4 if the Creature is in …, or increase the Otolith's Cuprium by 4 if …'"},
    {"phrasing": r",? or by (?:[₩$£]?\d[\d,]*|one|two|three|four|five|six|ten|DICE ?\d+)\b",
     "origin": "the precision net: 'increase their Faith by 1 if the Abbot has fewer than 3 Gold, or by 2 otherwise' (the 'if' says which of two amounts, not whether the action may be taken: the amount is not known, the body is not read)"},
    {"phrasing": r",? (?:then )?(?:increase|decrease|reduce|raise|lower|gain|lose|set|change|add|remove|subtract|give|take|move|spend|pay|transfer)\b(?= (?:their|his|her|eir|its|the|an?|\d+)\b)",
     "origin": "the precision net: 'increase their Faith by 1 and then, if they have 5 Faith, increase their Gold by 1' (the 'if' is the condition of a later step, said before that step: no condition of the action, the body is not read)"},
]
# ---- a piece of a body not read that ends with a condition ("ring the Bell and then, if none rang"): the effects read
# after it hold only under that condition, which was not read; they are listed as not read
CONDITION_LEFT_IN_PIECE = [
    {"phrasing": r"\b(?:if|when|whenever|unless|provided(?: that)?)\b[^,;]*$",
     "origin": "round 63 (Associates, 2026): 'The Syndicate may (and should), once a Day, resolve all Buy a Stake virtual actions, and then, if none were resolved, reduce the Stake Price by 1, …' (the reduction read as the action's, its condition left in the piece not read; in other words 'the Abbot may ring the Bell and then, if none rang, reduce the Gold by 1')"},
]
# ---- a list item headed by a bare name ("Delve.") whose sentences say what the player does: an action described
# in the present tense, named by its label; listed as not read where nothing in it is read
# ---- a name the item's sentence says of its own, beside its label ("Using an Implement. The Duelist may make an
# Attack …"): which of the two names the action is not certain (the name listed as not read); the same name said
# again ("Follow-through. … he may Follow Through …", written otherwise) is a name too, the label's spelling unsure
ITEM_BODY_NAMES = [
    {"phrasing": r"\b(?:may|can|must|shall|should)(?: (?:choose to|then|also))? (?:(?:make|take|perform|attempt|do|launch|conduct) (?:an? |the )?)?(?P<name>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)*)\b",
     "origin": "round 85 (Duelists, 2011): 'Using an Implement. The Duelist may make an Attack with any single Implement he is carrying.', 'Follow-through. If a Duelist has been shoved …, then he may Follow Through as his next Main Action.' (in other words 'Praying. A Pilgrim may make a Vigil …')"},
]
# ---- an action a thing grants, labelled as new ("Surgeon: New Action: Mend: Increase the Vigour of any Delver by 12"):
# an action of whoever holds the thing (a player: the rule speaks to the player as "you"), named, what it does said in
# the imperative after its name
NEW_ACTION_LABELS = [
    {"phrasing": r"(?:(?-i:[A-Z])[\w'’-]*(?: [\w'’-]+){0,3}: )?(?:New|Grants? (?:the|a|an)|Gains? (?:the|a|an)) (?:Action|Ability|Power): (?P<name>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,3}): (?P<body>(?-i:[A-Z]).+)",
     "origin": "round 86 (Adventurers, 2019): '- Surgeon: New Action: Mend: Increase the Vigour of any Delver by 12, plus 4 for each Surgeon Gift you have.' (a Gift's new action, named, then what it does; in other words 'Lantern: New Action: Kindle: Increase your Faith by 2')"},
]
# ---- a sentence headed by a label set off by what LABELS do not read, a note in brackets after it ("Brass Compass
# (BC): If a Drifter holds …, they may …", "Trident (Trinket): If a Diver has a Trident, …") or wiki quotes around it
# ("'''Gallows''': The Wayfinder should veto …"): the words after the label read as the sentence; the label is listed as
# perhaps the action's name, and having or being at what it names as perhaps one condition more. A label of one word
# not said again that reads as a role or a trait (LABELS_OF_ROLES) is left with its sentence, as LABELS leave it; a
# note of square brackets or with a number ("[Daily]", "(20)") may be a kind or a price, and is left too
LABEL_HEADS = [
    {"phrasing": r"^(?:(?P<label>(?-i:[A-Z])[\w'’-]*(?: (?:of |the |and |de )*(?-i:[A-Z])[\w'’-]*){0,3}) ?\((?:(?!\d)[^()]){1,40}\)|[‘’'\"“”]{2,3}(?P<quoted>(?-i:[A-Z])[\w-]*(?: [\w-]+){0,3})(?P<inner>:)?[‘’'\"“”]{2,3})(?(inner)|(?::| [-–—])) +(?=(?-i:[A-Z]))",
     "origin": "round 36 (Drifters, 2011): 'Brass Compass (BC): If A Drifter both possess a Brass Compass …, they may gain one Waypoint …'; round 23 (Divers, 2000s): 'Trident (Trinket): If a Diver has a Trident …, they may strike it …'; round 57 (Drovers, 2000s): \"* '''Gallows''': The Wayfinder should veto …\"; round 107 (Curators, 2020): \"'''Effect:''' A Curator carrying this Curio may …\" (the colon inside the bold; in other words 'Silver Bell (Relic): A Pilgrim holding it may …')"},
]
# ---- a label that names a field of the entry the sentence belongs to, not a thing ("'''Effect:''' A Curator carrying
# this Curio may …"): neither the action's name nor a thing to have or be at
ENTRY_FIELD_LABELS = [
    {"phrasing": r"(?:Effects?|Description|Protocol|Result|Outcome|Ability|Abilities|Power|Text|Rules?)",
     "origin": "round 107 (Curators, 2020): \"'''Effect:''' A Curator carrying this Curio may focus to …\", beside \"'''Berth:''' Astray\" and \"'''Description:''' An ornate lamp cover.\" (the fields of a Curio's entry; in other words 'Effect: A Pilgrim holding this Relic may …', 'Ability: …')"},
]
LABELLED_ITEMS = [
    {"head": r"^(?P<label>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,2}) ?[-–—:] (?:choose|chose|select|pick|name|target|gain|lose|increase|decrease|reduce|raise|lower|set|add|remove|destroy|move|give|take|swap|roll|post|make|transfer)\b",
     "origin": "round 53 (Deities, 2005): '* Earthquake - Choose 3 Shrines in the same Village. Those shrines are destroyed. (+20 Village Dread)' (an item named, then what is done said in the imperative with no one named: an action not read, never passed over; in other words '* Gale – Select a Ship. It drifts 2 squares.')"},
    {"head": r"^(?P<label>(?-i:[A-Z])[a-z]+) (?:an?|another|one|any) (?:(?-i:[a-z])[\w-]+ )?(?:{PLAYER}|{PLAYERS})\b(?! (?:may|can|must|should|shall|will|is|are|has|have)\b)",
     "origin": "round 61 (Visitors, 2000s): '- Free a named Visitor (known as the Target) that they share a room with. Upon taking this Action, …' (an item of a list of actions, said in the imperative with a player as its object: an action not read, never passed over; in other words '* Challenge another Pilgrim to a duel.')"},
    {"label": r"(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,2}\.",
     "phrasing": r"^(?:the|each|that|this|a|an) {PLAYER} (?:(?:must|may|can|shall) )?(?-i:[a-z])\w+",
     "origin": "round 17 (Hordes, 2004): '* Delve. The Colony burrows through the bark …' and '* Gather. The Colony must be in the Meadow - it gains …' after 'Colonies cannot perform a particular chore more than once per day.' (in other words '* Forage. The Pilgrim walks to the nearest Well …'; not an item whose sentences do not say what the player does, '* Delve. A chore of the deep.')"},
]
# ---- a condition that is two alternatives ("if that Guild rejects it or if 24 hours have passed …"): how many
# conditions must hold is not one count; the action's conditions are listed as not read
# ---- words set apart after the modal that bound nothing ("may, on behalf of their Guild Name, Probe an Alias"; "may,
# and should at their earliest convenience, make a comment"): no condition of the action, left out of its body
ON_BEHALF = [
    {"phrasing": r",? on behalf of (?:their|his|her|eir|its|the|an?) [^,]{1,40},",
     "origin": "round 39 (Runners, 2015): 'As a daily action, a Runner may, on behalf of their Guild Name, Probe an Alias, …' (in other words 'may, on behalf of their Order, bless a Shrine')"},
    {"phrasing": r",? and (?:should|shall|must) (?:(?:at|with) (?:their|his|her|eir|its|the) (?:earliest|first) (?:convenience|opportunity)|as soon as (?:possible|practicable|they can)|promptly|swiftly),",
     "origin": "round 81 (Croupier, 2021): 'The Croupier may, and should at their earliest convenience, make a comment on a Closed bout …' (a permission that is also a duty, with no time bound: 'may, and must as soon as possible, …')"},
]
# ---- a frequency set apart by dashes just after the modal, read as if set apart by commas ('should - if it has not
# done so in the previous 36 hours - Vent the Tags'): the opening dash, then the closing one after the frequency
FREQUENCY_DASHES = [
    {"phrasing": r" ?(?:-|–|—) ", "close": r" (?:-|–|—) ?",
     "origin": "round 20 (Crewmembers, 2015): '… and the Overseer should - if it has not done so in the previous 36 hours - Vent the Tags …' (round 6's 'may, if he has not done so in the last 96 hours, make …' set apart by dashes: the same bound, no condition; in other words 'may – no more than once per week – ring the Bell')"},
]
CONDITION_ALTERNATIVES = [
    {"phrasing": r",? and [^,;]{3,80}? if (?:it|they|he|she|e|this|that|so) (?:does|do|is|are|has|have|did|was|were) not\b",
     "origin": "the 2016 hunters' rule of a Pirate's Treasure: 'The Pirate must respond to this by taking action 1 below if the Landmark is home to the Pirate’s Treasure, and taking action 2 below if it is not.' (two branches, each its own case: which applies is not one condition of the duty; in other words '… ringing the Bell if the Nave is empty, and praying if it is not')"},
    {"phrasing": r",? whichever (?:comes|happens|occurs|is) (?:first|sooner|earlier|later|last)\b",
     "origin": "round 106 (Chroniclers, 2024): '… has received Drafted Lines from all Chroniclers or it has been at least 60 hours, whichever comes first, …' (either of two events, the first to come: alternatives, no one count of conditions; in other words 'when the Bell rings or at noon, whichever comes first')"},
    {"phrasing": r",? or (?:if|when|whenever|unless|while|provided|once)\b",
     "origin": "round 17 (Countries, 2005): 'The Provost may Accept Trades targeted at another Guild if that Guild rejects it or if 24 hours have passed since … and the Target Guild has not signalled …' (in other words 'if the Keep is empty or if its Warden is away', 'when it is Night or when …')"},
]
# ---- a condition of two clauses joined by "and": one condition or two, the corpora count both ways (the taught corpus
# one, later rounds two); kept as read and noted, its count not sure
CONDITION_CONJUNCTS = [
    {"phrasing": r"\((?:and|but|while|as long as) [^()]{3,80}\)",
     "origin": "the held-out round 101 (Housemates, 2009): 'Whenever a Housemate has been in the Cellar for 8 consecutive hours or more (and is still in the Cellar), …' (a second condition set in brackets: two to its gatherer; in other words 'If a Pilgrim has prayed today (and is still in the Nave)')"},
    {"phrasing": r" and (?:(?:(?:the|a|an|at least|all|no|any|every|each|only|neither|none|one|its|their|his|her|eir|it|they|he|she|e|that|this)\b[^,;()]{0,60}? )?(?:is|are|has|have|had|was|were|does|do|did|becomes?|holds?|owns?)\b|(?:the|a|an|at least|all|no|neither|none|only|one)\b[^,;()]{0,60}? (?-i:[a-z])\w+ed\b|(?:would|could|will|can|cannot)\b)",
     "origin": "round 57 (Castaways, 2020s): 'If 48 hours have passed since the start of the bout and only one of the contenders has submitted a valid routine, the Umpire may …' (two conditions to its gatherer, one clause joined to the other by 'and'); round 49 (Homesteaders): 'A Homesteader who …, has 12 or more Brawn and is adjacent a Trebuchet may …' (in other words 'if the Bell has rung and no Pilgrim has prayed', 'while all Ships are Docked and the Tide is high'); round 30 (Goblins, 2016): 'If a Goblin holds a Forge of Renown, and would cause a Beast … to lose Vigour, …' (the second clause's subject left out before its modal: 'if a Pilgrim holds a Lamp and would enter the Crypt')"},
    {"phrasing": r"\b(?:is|are) (?:both |not )?[“\"‘]?(?-i:[A-Z])\w+[”\"’]? and (?:not )?[“\"‘]?(?-i:[A-Z])\w+[”\"’]?(?! (?:of|in|on|at)\b)",
     "origin": "the held-out round 96 (Crewmembers, 2015): 'If a Deckhand is Drowsy and Elated at the same time, any Deckhand … may …' (two states held together, one condition or two to its gatherer; in other words 'while a Pilgrim is Barefoot and Hooded')"},
    {"phrasing": r"\b(?:with|having|who has|who have|that has|that have) (?:(?:no|zero|\d+|an?|(?:more|less|fewer) than \w+|at least \w+|at most \w+) (?-i:[A-Z])\w+|(?-i:[A-Z])\w+ (?:of )?\d+) and (?:no |zero |\d+ |an? )?(?-i:[A-Z])\w+\b",
     "origin": "the held-out round 97 (Moulds, 2000s): 'A Mould with zero Bulk and Colony may restore its Colony to two …' (one amount said of two values, one condition or two to its gatherer; in other words 'a Pilgrim with no Faith and Gold'); round 98 (Microbes, 2004): 'A Microbe with Bulk 0 and Swarm 0 may switch its Kind at any time.' (each value's amount said after it)"},
    {"phrasing": r"\b(?:has|have|holds?|owns?|possess(?:es)?) (?:an? |\d+ )?(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?(?:, (?:an? |\d+ )?(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)?)*,? (?:and|&) (?:an? |\d+ )?(?-i:[A-Z])[\w'’-]+",
     "origin": "the held-out round 110 (Tenants, 2020s): 'If the Holder has a Twine and Lodestone, they may …'; round 123 (Bunkmates, 2020s): 'If the User has a Stitching Tin, Spanner Set, Planks and Felt they may …' (things held together, one condition or one for each to its gatherers; in other words 'if a Pilgrim has a Candle and a Bell')"},
    {"phrasing": r"\bbut (?:(?:more|less|fewer) than|at (?:least|most)|not|no|none|has|have|is|are|does|do)\b",
     "origin": "the held-out round 106 (Conjurers, 2000s): 'If a Conjurer ever has 0 glimmers but more than 0 shards, they immediately lose 1 shard …' (two amounts held together, joined by 'but': one condition or two to its gatherer; in other words 'if a Pilgrim has no Faith but at least 2 Gold')"},
    {"phrasing": r"\b(?:when|while) there (?:is|are|exists?)\b",
     "origin": "the held-out round 108 (Wayfarers, 2000s): 'If palisades are built on an islet when there is a ballista aiming at it, the ballista is immediately destroyed' (an event and a state at its time, one clause: one condition or two to its gatherer; in other words 'if a Shrine is raised while there is a Pilgrim inside it')"},
]
# ---- a thing qualified inside a condition ("If a Fellow shares a Location with a Relic that is not being carried by
# another Fellow"): what is said of the thing may be a condition of its own, as round 73's gatherer counts "a Beast
# which is not a Unique Specimen has been Dead …" (two) and round 77's "a Field Dossier which is not valid" (one) does
# not; the count read is listed as perhaps short
CONDITION_QUALIFIED_THINGS = [
    {"phrasing": r"\b(?:an?|the|another|any) (?:(?-i:[a-z])\w+ )?(?-i:[A-Z])\w+ (?:that|which|who|whose(?: [\w-]+){1,2}) (?:is|are|has|have|was|were) (?:not )?(?:being |been |yet |already )?[“\"‘]?\w+",
     "origin": "the held-out round 89 (Fellows, 2020): 'If a Fellow shares a Location with a Relic that is not being carried by another Fellow, they may pick it up …' (two conditions to its gatherer; in other words 'If a Pilot is in a Harbour that has a Lighthouse, …'); round 91 (Skippers, 2013): 'If a Skipper shares the same position of another Skipper whose hull class is “Orbital Dock”, they may …'"},
    {"phrasing": r"\b(?:an?|the|any|each|every) {PLAYER} with (?:this|that|the|an?|their|its|his|her|eir|no|\d+) (?:[\w-]+ ){0,2}?(?-i:[A-Z])[\w-]+ (?:is|are|has|have|was|were|(?-i:[A-Z])\w+(?:s|es))\b",
     "origin": "the held-out round 98 (Microbes, 2004): 'If a Microbe with this Malady is classified as Settled or greater, …', 'After a Microbe with this Malady Basks or Devours, it must …' (what the player holds, then what it is or does: one condition or two to its gatherer; in other words 'If a Pilgrim with a Lamp is in the Nave')"},    {"phrasing": r"\b(?:an?|the|any|each|every) {PLAYER} (?-i:[a-z])\w+ing (?:(?:the|an?|their|its|his|her|eir) )?(?-i:[A-Z])[\w-]+ (?:is|are|has|have|was|were|gains|loses|holds|owns|performs|makes|takes)\b",
     "origin": "the held-out round 99 (Novices, 2006): 'If a novice serving Nyssareth has a copy of every codex, e has achieved victory', 'If a novice serving Dagoth has eir craving increased by …' (what the player serves or does, said with a participle, then what they have: one condition or two to its gatherer; in other words 'If a Pilgrim guarding the Relic is in the Nave')"},
    {"phrasing": r"\b(?:an?|any|each|every) (?:(?:non-)?(?!(?:{PLAYER}|{EMPEROR})\b)(?-i:[A-Z])[\w-]+ {PLAYER}|{PLAYER} with (?-i:[A-Z])[\w-]+) (?-i:[a-z])\w+s\b",
     "origin": "round 102 (Castaways, 2014): 'If a Blighted Castaway walks to a different Location …, he should roll …'; (Husks, 2014): 'If a Husk with Tusks causes a Husk’s Trait to be reduced …' (a state of the player, or what they hold, then what they do: one condition or two to its gatherer; in other words 'If an Exiled Pilgrim prays, …', 'If a Pilgrim with Candles rings the Bell, …')"},
    {"phrasing": r"\b(?:an?|any|each|every) {PLAYER} (?:on|in|at|aboard|inside) (?:an?|the|their|its|his|her|eir) (?-i:[A-Z])[\w-]+ (?-i:[a-z])\w+s\b",
     "origin": "the held-out round 100 (Voyagers, 2004): 'If any Voyager on a Barge deems it necessary, they may declare an Uprising …' (where the player is, then what they do or think: one condition, two or none to its gatherer; in other words 'If a Pilgrim in the Nave rings the Bell')"},
]
# ---- an actor named with "the" and a participle ("the Admin resolving the Proposal shall roll DICE4", "The Microbe
# forcing the Phage to Foul may also …"): the words may say only which one is meant, no condition; and where the
# actor is a player, the one they name may be a role of its own: both listed
# ---- an actor said as the one a thing of the lead belongs to ("If a Broadsheet has no Masthead, its Compositor may …"):
# being that thing's is perhaps one more condition, listed, not counted
POSSESSED_ACTORS = [
    {"phrasing": r"(?:^|, |\bthen )its {PLAYER},? (?:may|must|shall|should|can|will)\b",
     "note": "conditions: being the one “its” names the thing of (perhaps one more, not counted)",
     "origin": "round 110 (Compositors, 2020s): 'If a Broadsheet has no Masthead, its Compositor may give it any Masthead …' (its gatherer counts the lead's condition and the Compositor's being in charge of it either way)"},
]
DEFINITE_PARTICIPLE_ACTORS = [
    {"phrasing": r"(?:^|, |\bthen )the (?P<part>(?-i:[a-z])\w+ing) {PLAYER},? (?:may|must|shall|should|can|will)\b",
     "origin": "the held-out round 118 (Showmen, 2016): '…, the processing Showman may move their Arrears …' (the participle before the player's word picks out which one, as after it)"},
    {"phrasing": r"(?:^|, |\bthen )the (?:{PLAYER}|{EMPEROR}|admin|(?-i:[A-Z])\w+) (?P<part>(?-i:[a-z])\w+ing\b[^,;]*?) (?:may|must|shall|should|can|will)\b",
     "origin": "the held-out round 98 (Organisms, 2007): 'If the Proposal was not self-killed or vetoed, then the Admin resolving the Proposal shall roll DICE4 once.' (its gatherer counts one condition, the participle naming which admin); (Microbes, 2004): 'The Microbe forcing the Phage to Foul may also force it …' (its gatherer's doer is 'Microbe forcing the Phage to Foul'); round 94's 'A rider riding there shall gain 2 Tokens', with 'a', is a condition"},
]
# ---- an action's name said in quotes right after the modal, its effects after "and" or "by" ('may “Clear the Larder”
# and remove up to 4 Ingredients')
QUOTED_NAMES = [
    {"phrasing": r"[“\"'‘](?P<name>[^”\"'’]{2,60}?)[.,]?[”\"'’](?:,? (?:and|by|to|then) |: ?|$|, which (?:means|is) (?:to )?(?=(?-i:[a-z])))",
     "origin": "the held-out round 3 (2008): 'any Member of the Brigade may “Clear the Larder” and remove up to 4 Ingredients …' ('may \"Hold Court\" by …', 'may ‘Scavenge’: …'); round 42 (Scripters, 2009): 'As a daily action a Penman may “Draw Pay”, which means to increase their Purse by …' (the name, then what it means)"},
    {"phrasing": r"^[“\"‘'](?P<name>(?-i:[a-z])[\w-]{2,30})[”\"’'](?= (?:all|each|every|any|an?|the|one|their|his|her|eir) )",
     "origin": "round 19 (Guests, 2010): 'the Gardener may “evict” all non-Staff from the Orangery. In this case, “evict” means …' (one word in quotes, the verb the rule defines, then its object: the action's name; in other words 'may ‘haunt’ a Pilgrim')"},
    {"phrasing": r"[“\"‘](?P<name>(?-i:[A-Z])[^”\"’]{1,60}?)[”\"’](?= (?-i:[a-z])[^,;:“”\"]*?,? by )",
     "origin": "round 13 (2009): 'A Contender may “Quick Withdraw” one of their own Proposals, by making an AGAINST vote …' (a capitalised name in quotes, its object after it, then how it is done: 'may “Take Vows” before the Abbot by …')"},
]
# ---- the outcomes of what the action does, said after a semicolon ('may roll a DICE6; if the result is …'): no
# condition of the action, its effects (listed as not read)
OUTCOMES = [
    {"phrasing": r"\s+[-–—]\s+(?=(?:if|otherwise|on an?)\b[^-–—]*$)",
     "origin": "round 24 (Vigilantes, 2004): '… by making a GNDT comment of “Knack-Up:DICE” - if they roll a six, the Overlord must …' (the outcomes of a roll after a dash, as after a semicolon; a condition between two dashes is CONDITION_INNER's)"},
    {"phrasing": r"\s*;\s*(?=(?:if|otherwise|on an?|when|whatever|depending)\b)",
     "origin": "the held-out round 3 (2013): 'a Ghoul may role a DICE9; If the result is nine, nothing happens' ('; on a 6, …', '; otherwise …')"},
]
# ---- what a post or message names, said with it ("posting a blog entry …, naming a single other Inmate as the
# Offence's Accomplice"): something of the game it sets, not read (the post itself changes nothing)
POST_CONTENTS = [
    {"phrasing": r"\b(?:naming|designating|nominating|choosing|selecting|declaring|appointing) (?:a |an |one |a single |another |any |one other )?(?:other )?(?:{PLAYER}|(?-i:[A-Z])\w+)\b",
     "origin": "round 13 (Prisoners, 2015): '… and then posting a blog entry to this effect, with “Offence:” in its title and naming a single other Inmate as the Offence’s Accomplice in its body' ('making a post naming another Pilgrim as their Heir', 'sending a message designating a Shrine')"},
]
# ---- the action a post is made to do, named by its capitalised verb in the post's own clause ("make a story post in
# which they Banish a Magnate"): the action's name (a verb of the core rules there, "… in which they Veto …", is none)
POST_DOES = [
    {"phrasing": r"\b(?:in|with|by) which (?:they|(?P<one>he|she|e|ey|it)) (?P<named>(?-i:[A-Z])[a-z]+\b.*)",
     "origin": "round 15 (Oligarchs, 2013): 'The Tyrant may spend 60 Clout to make a story post in which they Banish a Magnate.' ('post a comment in which e Challenges another Pilgrim', 'make a blog post with which she Summons the Court')"},
]
# ---- a value the actor writes freely (its bounds are the declaration's): set "to any string …" says no value
FREE_VALUES = [
    {"phrasing": r"any (?:string|text|word|phrase|name|value|number|integer|whole number|positive integer|non-negative integer)\b.*",
     "origin": "the held-out round: 'change their Banner in the GDNT to any string of characters that no more than 12 characters long'"},
    {"phrasing": r"(?:an?|any) (?:valid|legal|permitted|allowed|permissible|acceptable) (?:\w+ )?(?:value|string|word|choice|option|number|entry|name)\b.*",
     "origin": "the held-out round 3 (2020): 'they may set their Stash to a valid value' ('to any legal choice', 'to a permitted Colour value')"},
    {"phrasing": r"(?:one|two|three|four|five|\d+)(?: or (?:more|fewer|less)| to (?:one|two|three|four|five|six|seven|eight|nine|ten|\d+))? (?:(?-i:[A-Za-z])[\w-]+ )?(?-i:words|characters|letters)\b.*|(?:an?|some) (?:(?-i:[a-z])[\w-]+ )?(?-i:string|phrase)(?: of\b.*)?",
     "origin": "the held-out round 117 (Councillors, 2013): '… by changing their Caucus field in the GNDT to one or more English words, each of which …' (words of the actor's own, their form bounded: no value said; in other words 'set their Motto to two to five words', 'change their Banner to a short phrase', 'to a string of up to 12 letters')"},    {"phrasing": r"any (?-i:[a-z])[\w-]+(?: (?-i:[a-z])[\w-]+)? (?:currently |presently |then )?(?:listed|named|given|defined|described|found|shown) (?:in|on|by|under|at)\b.*",
     "origin": "round 99 (Novices, 2006): 'A novice may occasionally change eir gaze to any orb currently listed in Rule 2.3 “Orbs” or to “No Gaze”' (one of the things a list elsewhere holds: the doer's choice, no value said; in other words 'set their Relic to any relic listed on the Reliquary page'; Ruleset 209's 'Change their Ploy to any specific Planned Action, or to nothing' keeps its words)"},
]
# ---- a clause of condition inside words of an action not read ("The Provost shall set the GNDT stats of a new Novice
# when e adds it to the GNDT"): how many conditions the action has is not read either
CONDITIONS_IN_WORDS = [
    {"phrasing": r"\b(?:when|whenever|if|unless|while|provided|as long as|so long as|only after)\b",
     "origin": "round 14 (Cathedral, 2000s): 'The Provost shall set the GNDT stats of a new Novice when e adds it to the GNDT.' (in other words '… may ring the Bell if the Abbot sleeps …', said where the body is not read)"},
    {"phrasing": r"\b(?:in|inside|within|from) (?:his|her|their|eir|its|your) own (?-i:[A-Z])\w+|\bthe next time\b",
     "origin": "the held-out round 97 (Delegates, 2000s): 'At any time a Delegate may attempt to create or repeal a Bylaw inside his own Faction, by requesting a Conclave …' (a bound of the thing acted on to the actor's own, a condition to its gatherer); (Moulds): '… may restore its Colony to two, as per this rule, the next time it Respires' (an occasion said after the deed)"},
]
# ---- what a price not read pays for, said after "to" with the action's capitalised verb ("spend all the resources in
# a Works' cost list to Raise it by …"): the action is named all the same, its cost listed as not read
PAID_FOR_NAMES = [
    {"phrasing": r"(?-i:[A-Z])[a-z]+ (?:it|them|that|this|one)\b",
     "origin": "round 14 (Barons, 2022): 'spend all the resources in a Works' cost list to Raise it by …' (the verb and a pronoun for the thing)"},
    {"phrasing": r"(?-i:[A-Z])[a-z]+ the (?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+)*(?=$|[ ,.;])",
     "origin": "round 77 (Courtiers, 2020): 'As a Daily Action, a Courtier may expend Sway to Command the Janissaries.' (the verb and a thing of the game, both capitalised, as 'Reveal the Consequences' is named; in other words 'spend Faith to Ring the Bell')"},
]
# ---- a request, said before what it asks for ("send a PM to the Hangman asking to change their Status to …"): what
# is asked for is done by whoever is asked, no effect of the one who asks (searched in the words before "to")
REQUESTS = [
    {"phrasing": r".*\b(?:asking|requesting|petitioning|begging|inviting|imploring|beseeching|urging)(?: (?:them|him|her|it|the \w+))?$",
     "origin": "round 13 (Visitors, 2000s): 'If they roll a 1, they may send a PM to the Hangman asking to change their Status to their True Condition.' (in other words 'post a comment requesting to gain 2 Faith'; 'asking the Abbot to …' names whom the request goes to)"},
]
# ---- what a value is set for, said where its value would be ("update their QMRS to reflect the cure"): the value is
# one the rules do not say, and the effect is not read (not "any value", which FREE_VALUES says)
PURPOSE_VALUES = [
    {"phrasing": r"(?:reflect|match|show|indicate|represent|record|mirror|account for|take account of)\b.*",
     "origin": "round 16 (Crew Members, 2005): 'If the DICE4 roll is 1, that Hand may update their QMRS to reflect the cure.' (in other words 'change their Banner to match the Abbot's', 'update their Ledger to show the sale')"},
    {"phrasing": r"(?:include|contain|list|hold|feature|mention|add|remove|omit|exclude)\b.*",
     "origin": "round 78 (Ned Ryersons, 2000s): '… may once modify the Aliases page to include their new alias' (what the page is to hold after the edit, not the value it is set to: 'update the Roster to list their Guild', 'edit the page to remove their name')"},
]

# ---- a value the rule says several hold together ("The Trappers … have a shared pool of Stride Points and Brawn
# Points"): an effect or a cost of it said as the doer's own is not the doer's alone, its holder not read
SHARED_HOLDINGS = [
    {"phrasing": r"\b(?:have|has|hold|holds|share|shares|keep|keeps) an? (?:shared|common|communal|joint|collective) (?:pool|stock|supply|store|reserve|treasury|fund|purse|total) of (?P<vars>(?-i:[A-Z])[\w'’ -]+?(?:(?:,| and|, and) (?-i:[A-Z])[\w'’ -]+?)*)(?= for\b| which\b|[,.;(]|$)",
     "origin": "round 81 (Trappers, 2000s): 'The Trappers (the “Party”) who are at the Skirmish have a shared pool of Stride Points and Brawn Points for that Skirmish, …' and the price of its actions, '- Dither [1 Stride Point]:' (paid from the pool, not by the doer alone; in other words 'The crew share a common purse of Gold')"},
]
# ---- what is added said as an amount, never a thing put on a list ("add any positive amount … to that Province's
# Landmarks"): an increase of the value, whatever its kind
AMOUNT_ITEMS = [
    {"phrasing": r"(?:an?|any|some|the|that|this) (?:(?:positive|non-negative|nonnegative|whole|integer|equal|same|given|chosen|specified|certain) )*(?:amount|number|quantity|sum|total)\b.*",
     "origin": "round 79 (Town Planners, 2000s): '… may add any positive amount that is not greater than the number of Idle Populace of that Town to that Province's Landmarks' (in other words 'add an amount of their choosing to the Abbey's Gold')"},
]
# ---- the verbs that start an effect (an effect verb after the modal is not a name, even capitalised)
EFFECT_VERBS = [
    {"phrasing": r"(?:set|change|update|alter|modify|amend|adjust|increase|decrease|increment|decrement|reduce|lower|raise|add|subtract|gain|lose|spend|pay|award|remove|create|drop|give|transfer|take|move|replace|use|perform|send|make|post|record|deduct|select|choose|pick)\b",
     "origin": "the effects of EFFECTS and COSTS, and the verbs of the Rulesets' steps ('Perform the Herald atomic action', 'Create a Story Post')"},
]
# ---- the words before a means that read as no effect ("may trigger a dive by changing …": what the action is) are
# passed over as its description; a change said with one of these verbs is no description, and stays listed as not read
CHANGES_BEFORE_MEANS = [
    {"phrasing": r"(?:set|change|alter|modify|adjust|increase|decrease|increment|decrement|reduce|lower|subtract|gain|lose)\b",
     "origin": "round 56 (Operatives, 2010s): '… a Ringleader may set the Length of their Underway Scheme to 0 by removing the Marks from their Crew.' (the Length is set, and the Marks removed as the means; in other words 'may reduce the Abbey's Gold to 0 by removing …')"},
]
# ---- an effect said as a gerund after "by" ("by increasing their money by ..."): read as its verb
GERUNDS = [
    {"verb": "increase", "phrasing": r"increasing", "origin": "Ruleset 205 (Systems): 'by either increasing their money by the Effective Cost of the system being removed'"},
    {"verb": "decrease", "phrasing": r"decreasing", "origin": "the reverse of 'increasing'"},
    {"verb": "add", "phrasing": r"adding", "origin": "Ruleset 205 (Systems): '… or adding that system at the appropriate condition to their Spare Parts Bin'"},
    {"verb": "remove", "phrasing": r"removing", "origin": "Ruleset 205 (Systems): '… by spending its Effective Cost or removing that system from their Spare Parts Bin'"},
    {"verb": "set", "phrasing": r"setting", "origin": "'by setting their X to N' (as 'set')"},
    {"verb": "change", "phrasing": r"changing", "origin": "Castles (Structures): '… and then changing the Size of that Structure accordingly'"},
    {"verb": "subtract", "phrasing": r"subtracting", "origin": "'by subtracting N from their X' (as 'subtract')"},
    {"verb": "gain", "phrasing": r"gaining", "origin": "'by gaining N X' (as 'gain')"},
    {"verb": "create", "phrasing": r"creating", "origin": "Castles (Structures): '… and creating a new entry to any position in their Structures'"},
    {"verb": "spend", "phrasing": r"spending", "origin": "Castles (Structures): 'by spending one of each material …' (a cost)"},
    {"verb": "pay", "phrasing": r"paying", "origin": "Ruleset 205 (Engines): 'by paying the Effective One-off Cost of the new Engine' (a cost)"},
    {"verb": "reduce", "phrasing": r"reducing", "origin": "blognomic.com/archive/a_little_list1 (2013): '… to Raid an Oligarch, reducing the Power of that Oligarch by 10'"},
    {"verb": "post", "phrasing": r"posting", "origin": "blognomic.com/archive/curia (2015): 'by spending 1 Influence and posting a comment to that entry'"},
    {"verb": "make", "phrasing": r"making", "origin": "blognomic.com/archive/electoral_energy (2009): 'by making a sticky post to the blog'"},
    {"verb": "send", "phrasing": r"sending", "origin": "blognomic.com/archive/sound_the_cannons (2015): 'by sending a private message to the Attendant'"},
    {"verb": "include", "phrasing": r"including", "origin": "blognomic.com/archive/we_need_something_to_accomplish_our_mission_with (2008): 'and including the word “Restock” in er GNDT comment'"},
    {"verb": "deduct", "phrasing": r"deducting", "origin": "blogspot 2004/02: 'he/she has the option of deducting 5 Status from …'"},
    {"verb": "lose", "phrasing": r"losing", "origin": "'by losing N X' (as 'lose')"},
    {"verb": "update", "phrasing": r"updating", "origin": "the held-out round: 'change Trades by updating their Trade in the GNDT'"},
    {"verb": "alter", "phrasing": r"altering", "origin": "the family of 'changing' ('by altering their Banner')"},
    {"verb": "modify", "phrasing": r"modifying", "origin": "the family of 'changing' ('by modifying the Gold of …')"},
    {"verb": "adjust", "phrasing": r"adjusting", "origin": "the family of 'changing' ('by adjusting their Heading')"},
    {"verb": "raise", "phrasing": r"raising", "origin": "the reverse of 'reducing' ('by raising their Fame by 2')"},
    {"verb": "lower", "phrasing": r"lowering", "origin": "the family of 'reducing' ('by lowering their Health by 1')"},
    {"verb": "give", "phrasing": r"giving", "origin": "'by giving N X to another' (as 'give')"},
    {"verb": "transfer", "phrasing": r"transferring", "origin": "'by transferring N X to another' (as 'transfer')"},
    {"verb": "select", "phrasing": r"selecting", "origin": "the held-out round's steps: 'Choosing a Region' (a choice, no effect)"},
    {"verb": "choose", "phrasing": r"choosing", "origin": "the held-out round: 'Choosing a Region', a step of “Annexing”"},
]
# ---- a modal that does not make an action: a prohibition, a limit on other actions, a state a player may be in
# ---- how a one-word name may go on in its sentence ("may Dig for Relics by Command"): the whole phrase is the name
# where the rule says it again elsewhere ("Orders to Dig for Relics"); {name} is the name read
NAME_CONTINUED = [
    {"phrasing": r"\b{name} (?:for|of|on|to|from|with|in|at|into) (?:the )?(?-i:[A-Z])[\w'’-]+",
     "origin": "round 36 (Pilgrims, 2012): 'As a weekly Action, a Lodge’s Elder may Dig for Relics by Command, …' and 'The Sibyl should process Orders to Dig for Relics in the order received.' (said once, round 35's 'Bid on the Appointment' stays 'Bid')"},
]
# ---- a grant of a choice between verbs each granted again in a sentence of its own ("A Goblin may, as a Periodic
# Action, either start or join a foray. A Goblin may start a foray by … A Goblin may join a foray …"): no action of its
# own, it gives its kind to each of them
CHOICE_DETAILED_AFTER = [
    {"phrasing": r"\bmay,? (?:.*?, )?either (?P<v1>[a-z]+) or (?P<v2>[a-z]+) (?P<obj>(?:an?|the|one|their|his|her|eir) [\w-]+)\.?$",
     "origin": "round 37 (Goblins, 2016): 'A Goblin may, as a Periodic Action, either start or join a foray.' then 'A Goblin may start a foray by making a post …' and 'A Goblin may join a foray against any other Goblin …' (in other words 'A Pilgrim may, as a daily action, either light or snuff a candle.' and each said after)"},
]
# ---- a sentence not read that names an action by its gerund ("There is an atomic action called Stirring the Serpent
# which only the Harbour Reeve can perform, …"), then a duty of the same rule said with its verb ("they should Stir
# the Serpent"): the duty performs that action, whose name is the gerund's or the verb's: not sure, listed
ACTIONS_NAMED_APART = [
    {"phrasing": r"\b(?:an? |the )?(?:(?:atomic|daily|weekly|virtual|timed|special) )?action (?:called|named|known as) [“\"']?(?P<name>(?-i:[A-Z])\w+ing(?: (?:the |an? |of |to )?(?-i:[A-Z])[\w'’-]+)*)",
     "origin": "the held-out round 97 (Trawlers, 2024): 'There is an atomic action called Stirring the Serpent which only the Harbour Reeve can perform, …' then '…, then they should Stir the Serpent at their earliest convenience.' (its gatherer leaves the duty's name unread: the verb's or the action's; in other words 'an action called Ringing the Bell' and 'the Abbot must Ring the Bell')"},
]
# ---- a sentence not read that names an action read elsewhere (by its name or its gerund) and says its kind: where that
# kind is not the one read, the kind is said twice and listed as not read
KIND_SAID_AGAIN = [
    {"phrasing": r"^(?P<name>(?-i:[A-Z])\w+(?: (?-i:[a-z])\w+)?) is an? (?P<kind>atomic|daily|weekly|virtual|timed|(?-i:[A-Z])[a-z]+) action\b",
     "origin": "round 36 (Campers, 2023): 'At any time, a Camper may select another Camper (the target) and Scuffle them.' then 'Scuffling is an atomic action with the following steps:' (at any time, and atomic: which the kind is, not sure; in other words 'Blessing is a daily action …' after 'At any time, a Pilgrim may Bless …'); the held-out round 96 (Crewmembers, 2015): 'As a weekly action, the surgeon may Rewire any Deckhand …' then 'Rewiring is a Taxing action.' (a kind of the dynasty's own, capitalised, said again)"},
]
NOT_ACTIONS = [
    {"phrasing": r"^(?:an?|the|each|every|any|all) (?!(?:{PLAYER}|{PLAYERS}|{EMPEROR}|players?|admins?|emperors?|person|people|one)\b)(?-i:[a-z])[\w-]+(?: (?-i:[a-z])[\w-]+)? (?:must|shall|should) (?:always )?(?:match|contain|include|consist of|conform to|follow the|be (?:in the form|written|formatted|titled|one of)|list|specify)\b",
     "origin": "the held-out round 122 (Drones, 2010): 'A docket must match one of the formats set out in the wiki page entitled …' (what a thing of the game must look like, said of a thing in lower case: a requirement on its form, no one to do it; in other words 'each prayer must contain the word Amen')"},
    {"phrasing": r"^(?:[\w ]{1,20}: )?(?:the |all |some )?(?:{PLAYERS}|(?-i:[A-Z])\w+s|they|we) (?:now |then |soon |eventually |finally |quickly )?(?:reali[sz]e|learn|know|discover|find out|understand|believe|think|figure out|work out|notice)d? that\b",
     "origin": "the held-out round 120 (Troglodytes, 2011): 'Effect: Troglodytes realize that if you snap branches right, you can make a pointed object …' (what the players come to know, a flavour line of a research entry: a 'can' inside what is known grants nothing; in other words 'Pilgrims learn that you can pray at night')"},
    {"phrasing": r"^.*?\b(?:may|can|could) (?:\w+ly )?(?:thwart|resist|ignore|withstand|block|negate|repel)\b[^.;]*?\((?:and )?(?:is|are) immune (?:to|from)\b",
     "origin": "the held-out round 100 (Paragons, 2004): '… the Paragon can effectively thwart (is immune to) any talent with the [Clockwork] descriptor that …' (a protection the holder has, said with 'can' and glossed as immunity: a standing, no deed; in other words 'the Abbot can resist (is immune to) any Curse')"},
    {"phrasing": r"^.*?\b(?:must|shall|should|have to|need to) (?:all |both |each |first )?(?:accept|agree|consent|approve|assent)\b[^.;]*? for (?:the|that|this|an?|their|its) (?:[\w-]+ ){1,3}?to (?:start|begin|commence|proceed|take place|happen|go ahead|occur|be held)\b",
     "origin": "the held-out round 97 (Tribesmen, 2008): 'All tribesmen involved must accept for the contest to start.' (the consent of all those in an event, a condition of its start: no duty of one doer; in other words 'Both Pilgrims must agree for the trade to go ahead')"},
    {"phrasing": r"^(?:when|whenever|while|whilst|upon|after|before|in)\s+(?!(?:a|an|the|any|each|every|its|their|this|that)\b)\w+ing\b(?:(?!\b(?:may|can|should)\b)[^.])*?\bmust\b(?! perform the following\b)", "origin": "a duty saying how another action is done, led by what is being done: round 11 (2000s): 'When collecting, a thane must collect from all possible sworn men.' (part of collecting, no action of its own; in other words 'While praying, a Pilgrim must kneel'). A duty on a condition or an event ('If a Holidaymaker disembarks …, that Holidaymaker must decrease their Bronze by 2', round 48; 'Whenever an Admin enacts …, that Admin must subtract 1 …', round 42) is an action of its doer under that condition, as the blind rounds 71 and 73 expect it ('if the result is 2, they must change their own Bearing to …')"},
    {"phrasing": r"^(?:\w+ ){1,3}must \w+\.?$", "origin": "round 8 (Husks, 2000s): 'Throngs must feed. At any time, any Throng may force another Throng … to Feed.' (a duty of one verb whose doing the rule says elsewhere: no action of its own)"},
    {"phrasing": r"^.*?\bmust\b[^.]*?, and (?:then )?the [\w ]{1,40}? (?:will|shall)\b", "origin": "round 51 (Agents, 2007): '… must send a message to the Spymaster stating that e has completed the caper, and the Spymaster will update the main page …' (a duty and another's answer in one sentence: two actions, neither read as one)"},
    {"phrasing": r"(?:the|an?|that|any) [\w -]+? (?:should|shall|must|will) (?:process|resolve|handle|deal with|carry out) (?:[\w'’-]+ ){1,6}?in the order (?:in which )?(?:(?:they|it) (?:were|was|are|is) )?(?:received|sent|posted|submitted|made)\b",
     "origin": "round 36 (Pilgrims, 2012): 'The Sibyl should process Orders to Dig for Relics in the order received.' (in what order the emperor does what another action asked of them: part of that action, no action of its own; in other words 'The Abbot shall resolve Petitions in the order they were posted')"},
    {"phrasing": r"(?:the|an?|that|any) [\w -]+? (?:should|shall|must|will) then\b",
     "origin": "round 6 (2019): 'The Magistrate should then privately message the Seeker with …'; round 2 (2010): 'The Printer should then make a blog post …' (a duty in answer to the action before, part of it: no action of its own)"},
    {"phrasing": r"^(?:(?:if|when|whenever|unless|while|once) [^,]+, |(?!(?:if|when|whenever|unless|while|once)\b)).*? (?:cannot|can't|can not)\b", "origin": "Ruleset 70 (Wards): 'An Apprentice with a Suppressive Ward cannot Cast or be affected by any Spells' (a prohibition: not in a condition said before the actor, round 45's 'If a Callout is more than 60 hours old and cannot be processed as Answered, the Engine may process it as Unanswered')"},
    {"phrasing": r"(?:each|every|an?|any) \w+(?: \w+)? (?:may|can) (?:also )?\w+ (?:an?|one) (?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)?,? (?:which|that) (?:is (?:also )?(?:publicly |privately |secretly )?tracked|defaults?)\b",
     "origin": "the held-out round 127 (Gamesters, 2021): 'Each Gamester may wear a Veil, which is publicly tracked, and which defaults to not wearing any veil' (a value each may hold, said with the verb of holding it and its tracking: a declaration, as 'may have a' says one; in other words 'Each Pilgrim may carry a Lantern, which is publicly tracked')"},
    {"phrasing": r"(?:.*?\b)?(?:each|every|an?|any) \w+(?: \w+)?(?: of the \w+)? (?:may|can) (?:also )?(?:have|be|{ACT_HOLD_STATE}|possess|own(?! up to (?:an?|the|their|his|her|eir|its)\b))\b", "origin": "Ruleset 209 (Explorers): 'Each Explorer may also have a Ploy'; Ruleset 205: 'Each Operator may have an Alliance' (declarations, not actions)"},
    {"phrasing": r"no \w+ (?:may|can)\b", "origin": "Ruleset 209: 'no Explorer may be both Strong and Weak'"},
    {"phrasing": r"^(?:the|these|those|its|their) (?:(?-i:[a-z])\w+ )?\w+ (?:may|can) (?:also |only |either )?be (?:either )?[“\"‘']?(?-i:[a-z])\w*[”\"’']? or\b",
     "origin": "the held-out round 94 (Cottagers, 2000s): 'The mastiffs may either be “chained” or “loose”.' (the states a thing of the game may be in, said of it with 'the': no deed; in other words 'The gates may be open or shut')"},
    {"phrasing": r".*? (?:may|can) (?:also |then )?ignore (?:[\w'’-]+ ){0,4}?(?:restrictions?|limits?|limitations?|requirements?|prohibitions?)\b",
     "origin": "round 42 (Stokers, 2010s): 'Anyone who is Cranking its Handles may ignore deck restrictions when moving themselves.' (a waiver of a limit on another action, granting none of its own: 'A Pilgrim holding a Lamp may ignore the curfew restrictions')"},
    {"phrasing": r".*? (?:may|can) [^.]*? only (?:in accordance with|as (?:allowed|permitted|provided) by|under|by means of) (?:the|these|other) (?:rules|ruleset|dynastic rules|rules? of [\w ]+)\.?$",
     "origin": "round 81 (Colonies, 2003): 'A Colony may come into possession of Wares only in accordance with the rules.' (a bar on any other way of getting them, granting none: 'A Pilgrim may hold Relics only as permitted by the rules')"},
]
# ---- a body that tells someone something and changes no variable (read as an action with no effects)
MESSAGES = [
    {"phrasing": r"privately (?:communicate|inform|message|ask|urge|tell)\b.*", "origin": "Castles (Fortnight): 'the Sovereign should privately communicate to that Vassal with a reminder of this fact'; Ruleset 209: 'privately ask the Narrator what the Malfeasance is'"},
    {"phrasing": r"send [“\"].+?[”\"] to the {EMPEROR}.*", "origin": "Castles (Fortnight): 'a Vassal may send “No Change” to the Sovereign to indicate …'"},
    {"phrasing": r"(?:make|making|post|posting) (?:an? |the )?(?:sticky |story |new )?(?:post|comment|blog entry|entry)\b.*", "origin": "blognomic.com/archive/the_emporers_new_groove (2005): 'the Emperor may make a post entitled …'; archive/electoral_energy (2009): 'by making a sticky post to the blog'; archive/curia: 'posting a comment to that entry'"},
    {"phrasing": r"(?:send|sending) (?:an? )?(?:private )?message .*", "origin": "blognomic.com/archive/sound_the_cannons (2015): 'it may select one by sending a private message to the Attendant to this effect'"},
    {"phrasing": r"(?:include|including) the word .+ in (?:their|his|her|er|eir) GNDT comment.*", "origin": "blognomic.com/archive/we_need_something_to_accomplish_our_mission_with (2008): 'and including the word “Restock” in er GNDT comment'"},
    {"phrasing": r"privately send .*", "origin": "blognomic.com/archive/anonymous_proposals: 'a Seeker may privately send the Custodian the text of a hypothetical proposal'"},
]
# ---- a thing had for a price: read as the effect and the cost the templates say in known words
PRICED = [
    {"effect": "gain {n} {var}", "cost": "spend {n2} {var2}",
     "phrasing": r"(?:purchase|buy|acquire|obtain|get|receive|gain) (?P<n>\S+) (?P<var>.+?)(?: for|,? at (?:a|the) (?:price|cost) of| in exchange for| by paying) (?P<n2>\S+) (?P<var2>.+)",
     "origin": "the held-out round 2 (2007): 'At any time a Household may purchase 1 Bread for 5 Groats' ('buy 2 Ale for 3 Coins', 'obtain a Lamp at a cost of 4 Oil', 'gain 1 Sail, at the cost of 2 Rope')"},
    {"effect": "gain {n} {var}", "cost": "spend {n2} {var2}",
     "phrasing": r"(?:exchange|trade|swap|convert) (?P<n2>\S+) (?P<var2>.+?) (?:for|into) (?P<n>\S+) (?P<var>.+)",
     "origin": "the same said from the price: 'exchange 3 Wool for 1 Cloth', 'convert 10 Ore into 1 Ingot'"},
]
# ---- the words that start a cost (a piece of a body not read is listed as "costs: ..." when one starts it)
COST_WORDS = [
    {"phrasing": r"(?:by )?(?:either )?(?:remove|removing|take|taking|withdraw|withdrawing) [^;]+? {SHARED_STORE}\b",
     "origin": "round 48 (Pioneers, 2010): '… spend 9 Vigour and remove 3 Timber or 2 Stone from the stockpile to turn …' (what is taken from the game's store to do something is paid: where it is a choice, the costs are not read whole)"},
    {"phrasing": r"(?:by )?(?:either )?(?:spend|spending|pay|paying|expend|expending|sacrifice|sacrificing|remove \S+ \S+ from them(?:selves|self)|deduct(?:ing)? \S+ \S+ from)\b", "origin": "Castles (Structures): 'by spending an amount of each Material …'; Ruleset 205 (Engines): 'by paying the Effective One-off Cost …'; round 17 (Colonies, 2000s): 'may sacrifice one of its drones to …'"},
]
# ---- a piece not read that lowers something of the actor's own: the price of the action or what it does, either
# (listed as a cost not read as well as an effect not read)
OWN_LOSSES = [
    {"phrasing": r"^(?:purchase|purchasing|buy|buying|acquire|acquiring|hire|hiring|order|ordering|pay for|paying for) .+ (?:with|using|for) (?:their|his|her|eir)(?: own)? (?-i:[A-Z])\w+",
     "origin": "round 23 (Novices, 2005): 'Novices may purchase land, workshops, oxen, honey, and a few other favourite things with their Bread.' (a price paid in their own currency, its amount not said here: a cost not read; 'may buy a Lamp with their Oil', 'may hire a Guard using their Gold')"},
    {"phrasing": r"^(?:(?:reduce|reducing|decrease|decreasing|lower|lowering) (?:their|his|her|eir)(?: own)? |(?:subtract|subtracting|deduct|deducting) .+ from (?:their|his|her|eir)(?: own)? )",
     "origin": "round 15 (Specimens): '… any Specimen can eat from 1-4 Turnips, reducing their Turnips by that number.'; (Dealers) '… may choose an entry …, reduce their Cash by that entry’s Asking Price, increase the Vendor’s cash by …' ('lowering his Faith by the Shrine's tithe', 'deduct the fee from their own Gold')"},
]
# ---- words before the actor that say nothing of the action's parts (read and passed over)
PASS_LEADS = [
    {"phrasing": r"and (?=(?:(?:only )?if|when|while|provided|whenever|so long as|as long as) )", "origin": "round 6 (2021): 'As a weekly action, and if no Hearings have been called within the past 96 hours, then any Columnist may …' (the condition joined to the kind before it); round 22 (Inmates, 2000s): 'As a weekly action and so long as they are not Accused in a Statement, an Inmate may Shift their Feud.'"},
    {"phrasing": r"occasionally,?", "origin": "blognomic.com/archive/the_emporers_new_groove (2005): 'Occasionally the Emperor may make a post entitled …'"},
    {"phrasing": r"to complete .+?,", "origin": "blognomic.com/archive/the_escalator_of_legitimacy (2021): 'To complete the closing of a Challenge, a Mortal Soul must perform the following Daily Action …'"},
    {"phrasing": r"whereas [^;.]+; ?",
     "origin": "round 19 (2008): 'WHEREAS the Lantern is precious to The Fold; WHEREAS the Shepherd is the most faithful of the fold; THEREFORE the Shepherd may, as a daily action, grant …' (the reasons of the WHEREAS/THEREFORE form, each ended by a semicolon: nothing of the action, no condition; in other words 'Whereas the bells are old; therefore the Abbot may …')"},
    {"phrasing": r"(?:thus|hence|consequently|accordingly|likewise|similarly|furthermore|moreover),|(?:firstly|secondly|thirdly|finally|lastly), (?=(?:if|when|whenever|once|after|while) )",
     "origin": "round 106 (Oddsmakers, 2000s): 'Secondly, if …, the Oddsmaker …'; round 103 (Exhibits, 2005): 'Thus, whenever an Exhibit becomes dead, …' (a word that joins the sentence to the ones before, set apart by a comma: nothing of the action; in other words 'Likewise, a Pilgrim may …'; an ordinal only before a condition of its own: 'Finally, e must make a post …', round 26, is the last step of the action before)"},
    {"phrasing": r"therefore,?", "origin": "blognomic.com/archive/mic_righteous_relic_retention (2008): 'THEREFORE the Chairman may, as a daily action, grant …' (the WHEREAS/THEREFORE form)"},
    {"phrasing": r"as an action,?", "origin": "blognomic.com/archive/walking (2017): 'As an action a Trick-or-Treater may spend 1 Trick or 1 Treat to …'"},
    {"phrasing": r"[-–—(] ?(?=(?:but |and )?(?:no more than|not more than|at most|only|up to|once|twice)\b)", "origin": "the held-out round: 'At any time - but no more than once per day - any deckhand may …' (a frequency set apart by dashes or parentheses)"},
    {"phrasing": r"(?:but|and) (?=(?:no more than|not more than|at most|only once|up to|once|twice)\b)", "origin": "the held-out round: '- but no more than once per day -' (the frequency's joiner)"},
    {"phrasing": r"[-–—)],?(?= )", "origin": "the held-out round: the end of the aside '- but no more than once per day -'"},
    {"phrasing": r"only(?= (?:the|an?|each|any) )", "origin": "the held-out round: '…, but only the Handler may add new Aliases' (the permission given to one actor alone)"},
    {"phrasing": r"(?:at (?:their|his|her|eir|its|the) (?:earliest|first) (?:convenience|opportunity)|as soon as (?:possible|practicable|they can)|promptly),?(?= (?:the|an?|any|each|every|all|they|he|she|e|it)\b)",
     "origin": "round 106 (Chroniclers, 2024): 'When an Appraisal that was Open becomes Closed, at their earliest convenience the Bookbinder should perform the Pressing atomic action, …' (how soon a duty falls due, said before its actor: no kind, no condition, as ', and should at their earliest convenience,' after the modal is none; in other words 'When the Bell rings, as soon as possible the Abbot should …')"},
    {"phrasing": r"(?:additionally|also|furthermore|moreover|in addition|likewise|similarly),",
     "origin": "round 8 (2008): 'Additionally, the Doorkeeper may force another Friar in eir Location to escort …' (a word that joins the sentence to the one before and says nothing of the action, as 'However,'; 'Also,', 'Furthermore,', 'In addition,')"},
    {"phrasing": r"(?:however|instead|alternatively|nonetheless|nevertheless|in any case|in either case|in any event|either way|regardless|anyway),",
     "origin": "blogspot 2003/04 (Lottery): 'However, the Admin who awards the Jackpot first may award himself five points.'; round 13 (Prisoners, 2015): 'Instead, if both Parties have … then any Inmate may …' ('Alternatively,', 'Nevertheless,'); the held-out round 73 (Scribblers, 2010s): 'In any case, they may then lower their Buried Scandals by 1.' (whichever way the sentence before went: 'Either way,', 'Regardless,')"},
    {"phrasing": r"^(?!(?:{ACT_CONDITION_WORD}|as long as|so long as|provided|where)\b)(?:(?:the|this|that|these|those|each|every|all|an?) )?[\w'’-]+(?: [\w'’-]+){0,4} (?:is|are) (?:(?:always|publicly|privately|also|currently) )?(?:tracked|listed|recorded|kept|stored|shown|displayed|maintained|noted|set|written) (?:in|on|at|as|by|under) [^,;:]{1,60}?, and (?=(?:the|any|each|every|an?|that|all) )",
     "origin": "round 4 (Gangsters, 2007): 'Each Gangster's whereabouts is tracked in the GNDTs, and any player can change their whereabouts at any time.'; (2013) 'Star Clusters are listed in the sidebar, and the Chancellor may announce …'; round 2 (2005): 'This tithe is set in a percentage amount, and the Monarch may claim it …' (where or how a thing is kept, said first and joined by ', and': no condition of the permission that follows; 'is recorded on the wiki, and', 'are kept privately by the Herald, and')"},
]
# ---- a label that heads an item or a paragraph, at the start of the sentence ("Harvest tithe: The Monarch may …"): it
# may be the action's name or only a heading, so the action's name is listed as not read when nothing else names it.
# A label of one word not said again in its sentence is left unread with it: it may be the action's name ("Swap: A
# Wanderer may …"), a role or a trait ("Tangy – …"); said again ("Porter - The Archivist that holds the position of
# Porter may …"), the sentence says what it is and the label is a heading; one with brackets
# ("Looting [2nd through 5th]:", "Bought Veto [25 Points]") says a condition or a price there
LABELS = [
    {"heading": True, "phrasing": r"^(?:N|Name): ?[^;:]{1,40}; (?:P|Prerequisites?|Requirements?): .+?; (?:B|Benefits?|Powers?): (?=(?-i:[A-Z]))",
     "origin": "round 4 (Operatives, 2013): 'N:Fuel Clerk; P: Operative must have at least 30 Fuel, and no other Operative may have the grade of Fuel Clerk; B: The Fuel Clerk may, as a weekly action, increase the Fuel of any other Operative by 15.' (a grade's name, what it takes to hold it and what it grants: the grant a sentence of its own, its actor the holder; the rest a heading, no condition of the action; 'Name: Bell Ringer; Requirement: …; Benefit: The Bell Ringer may …')"},
    {"heading": True, "phrasing": r"^(?:Name: [^.:]{1,40}\. )?(?P<label>(?:Behaviou?r|Effects?|Description|Details|Text|Rules?|Summary)): (?=(?-i:[A-Z]))",
     "origin": "round 9 (2015): 'Name: Geardrone. Behaviour: If no Labourer has done so …' (a field's label in a list of things: a heading, no name)"},
    {"phrasing": r"^(?!(?:{ACT_CONDITION_WORD}|at|on|in|during|for|each|every|any|all|no|as|by|from|within|twice)\b)(?P<label>(?-i:[A-Z])[\w'’-]*(?: [\w'’-]+){1,3})(?:: | [-–—] )(?=(?-i:[A-Z]))",
     "origin": "round 2 (2004): 'Harvest tithe: The Monarch may take a percentage …', 'Land tithe: The Monarch may place a tithe …' (a label of two words or more, with a colon or a dash; one led by a preposition or a quantifier, 'At Dawn:', 'Once a day:', 'Each Sunday -', says when or who: no heading)"},
    {"phrasing": r"^(?P<label>(?-i:[A-Z])[\w'’-]*(?: [\w'’-]+){0,3}) \[(?P<cond>\d+(?:st|nd|rd|th)(?: (?:through|to|-|–|and) \d+(?:st|nd|rd|th))?(?: (?:and (?:up|above|higher)|or (?:higher|above|more)))?)\]:? (?=(?-i:[A-Z]))",
     "origin": "round 5 (Corsairs, 2006): 'Looting [2nd through 5th]: Corsairs may, as a weekly action, add twice DICE8 to their Silver.', 'Shadow Strike [2nd through 5th]: Assassins may …' under 'Each Rule within that section applies only to Skippers whose rank is one listed in that rule' (a label with the ranks it holds for in brackets: the ranks one condition, the label a heading whose name is listed as not read; in other words 'Fasting [1st to 3rd]: Monks may …', 'Vigil [4th and up]'; a bracket of words or a price, '[Daily]', '[25 Points]', is no rank)"},
    {"restated": True, "phrasing": r"^(?!(?:{ACT_CONDITION_WORD}|at|on|in|during|for|each|every|any|all|no|as|by|from|within|twice|note|example|mr|mrs|ms|dr|st)\b)(?P<label>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,2})(?:: (?P<price>\d+))?(?:: | [-–—] )(?=(?-i:[A-Z]))",
     "origin": "round 6 (2009): 'Porter - The Archivist that holds the position of Porter may …'; 'Sexton: the Sexton may …' (a label of one to three words with a colon or a dash, said again in the sentence as its actor or the actor's qualifier: a heading, which the sentence says again; a label not said again may be a name, a role or a trait, and its sentence is left not read); round 15 (Disciples, 2005): 'Serfs: 20 – Often, Pupils who own Serfs may add four …' (a number after the label, what the thing it names is worth or costs: listed as a cost not read)"},
]
# ---- a label of one word before "a Pilgrim may …", not said again, that reads as a role or a trait ("Almoner: A
# Pilgrim may …", "Devout - a Pilgrim may …"): the actor may be only that role's holder or a player of that trait, so
# the sentence is left not read; any other ("Swap:", "Movement:", "Luck:") is the action's name or a heading
LABELS_OF_ROLES = [
    {"phrasing": r"(?-i:[A-Z])[a-z]+(?:er|or|ist|ian|ess|ous|ful|ive|ic|y|ed|al|ant|ish|less|ible|able|ite|ee)",
     "origin": "round 13 (Scones, 2000s): 'Tangy – as long as …, a tangy scone may …' (a trait: the sentence says it again); round 8 (Wanderers, 2005): 'Movement: A Wanderer may often change eir Place …' and round 6's 'Swap: A Wanderer … may often make a request …' (names: read, the name listed as not read); an agent noun or an adjective ('Almoner', 'Devout', 'Hungry') may be a role or a trait"},
]
# ---- words right after the modal: a kind, a frequency, a condition or nothing ("may, as a daily action, …", "may at any time …")
INNER = [
    {"kind": "any time", "phrasing": r",? at any ?time,? |,? at any (?:point|moment),? (?!(?:in|during|of|after|before|within|when|that|which|where)\b)", "origin": "blognomic.com/archive/feeding_rules (2008): 'A Captain may at any time purchase Fruit'; archive/are_you_corrupt (2010): 'may, at any time, inform the High Programmer'"},
    {"kind": "{kind} action", "phrasing": r", as an? {ACT_OWN_KIND_LOWER:kind} action, ",
     "origin": "round 40 (Circles, 2000s): 'The Bureau of Records shall and can, as a cyclical action, set each Circle’s Dread-Index to …' (a kind the dynasty defines in lower case, set apart after the modal, as KINDS reads it said first: 'As an assisted action, …')"},
    {"kindlead": True, "freq_unsure": "“{kindlead} {each}”: once a period for each, no one frequency",
     "phrasing": r",? (?P<kindlead>as an? (?:daily|weekly|fortnightly|monthly) action) (?P<each>for (?:each|every) [^,]{1,40}),? ",
     "origin": "the held-out round 124 (Burgesses, 2011): 'The Exchequer may, as a Weekly Action for each Burgess, Disburse Stipends to that Burgess' (the kind, and once a period for each of them: the kind read, how often listed; in other words 'the Abbot may, as a daily action for each Shrine, bless it')"},
    {"kindlead": True, "phrasing": r",? (?:- )?(?P<kindlead>as an? (?:(?:daily|weekly|atomic|virtual) (?:communal )?action|{OWN_KIND}))(?: -)?,? ", "origin": "blognomic.com/archive/mic_righteous_relic_retention (2008): 'the Chairman may, as a daily action, grant …'; archive/guiding_the_pen (2015): 'may - as a daily action - post a Ballot'"},
    {"kind": "{period}", "phrasing": r",? (?P<period>daily|weekly|fortnightly|monthly),? (?=(?-i:[a-z])\w+ )",
     "origin": "round 16 (DDA Members, 2008): 'An Operative may daily change their grade to …' (the kind said by its adverb after the modal, as 'may, as a daily action, …'; 'a Pilgrim may weekly light a candle', 'may, monthly, ring …'; 'may post a daily report' says no kind)"},
    {"skip": True, "phrasing": r" (?:then|choose to|optionally|instead|also|freely|immediately|voluntarily|always)(?: immediately)? ", "origin": "blognomic.com/archive/the_emporers_new_groove (2005): 'Any admin may then change …'; archive/dice: 'a Player may choose to take a Turn'; round 15 (Oligarchs): 'Every Magnate may freely give Clout …'; round 10 (Backbenchers, 2009): 'They may then immediately reduce the Standing of …'; round 16 (Vegetables, 2006): 'A root may always switch back to lounging' (an adverb of how or when, nothing of the effect)"},
    {"skip": True, "phrasing": r",? unless (?:otherwise )?(?:prohibited|forbidden|prevented|disallowed|barred) (?:from doing so )?by (?:the )?(?:rules|ruleset|gamestate|game)(?: or (?:the )?(?:rules|ruleset|gamestate|game))?,? (?:voluntarily |freely )?",
     "origin": "the held-out round 2: 'may, unless prohibited by the ruleset or gamestate, voluntarily transfer the Item …' (what every permission is subject to: no condition of its own)"},
    {"skip": True, "phrasing": r",? and (?:is|are) (?:strongly |also )?(?:encouraged|urged|advised|expected|invited) to ",
     "origin": "round 8 (2005): 'that Masker may, and is strongly encouraged to Unveil themself by …' (an advice joined to the permission: the permission stands)"},
    {"skip": True, "phrasing": r" have the option of ", "origin": "blogspot 2004/02: 'he/she has the option of deducting 5 Status from …' (the modal said as an option, its verb a gerund)"},
]
# ---- a value's relative clause that says its preposition twice ("any grade for which they meet the prerequisites for"):
# the second is a slip, the value ends before it ("keep" is what stays)
DOUBLED_PREPOSITIONS = [
    {"phrasing": r"(?P<keep>.*?\b(?P<prep>for|to|of|with|in|on|from|at|about|into) (?:which|whom) .+) (?P=prep)$",
     "origin": "round 16 (DDA Members, 2008): 'may daily change their grade to any grade for which they meet the prerequisites for.' (the value is 'any grade for which they meet the prerequisites'; 'any Shrine to which they have travelled to'; 'any Shrine which they pray to' says it once and stays whole)"},
]
# ---- a name given in passing to a player the sentence names ("another Tinker that is Drafting (the Mark)"): later in
# the sentence, "the Mark's" is that player's ({obj}: the words that name them; "their" for the actor)
# ---- the action a bar said after it names, by its capitalised words ("A tribesman may not Go Trapping more than 2 times
# a day"): the bar is that action's, not the one just before's
BARRED_NAMES = [
    {"phrasing": r"\b(?:may not|cannot|can not|can't|must not|shall not)\s+(?P<name>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)*)",
     "origin": "round 73 (Cavemen, 2000s): 'Any tribesman … may choose a Striker … and Go Trapping. … If after trapping a Tribesman would get his fourth tool, they must … A tribesman may not Go Trapping more than 2 times a day.' (in other words 'A Pilgrim may not Go Praying twice a day')"},
]
# ---- where a sentence holds a second one after a semicolon: a contrary case with its own lead ("…; however, if it is
# Failed, the Snatcher suffers harm, …"), read as a sentence of its own
CLAUSE_BREAKS = [
    {"phrasing": r";\s+(?:however|but|otherwise|conversely|on the other hand),?\s+(?=(?:if|when|whenever|should|unless|once)\b)",
     "origin": "round 75 (Stragglers, 2010s): 'If the Grit Check is Passed, the Snatcher may decrease …; however, if it is Failed, the Snatcher suffers harm, the Sire’s Fury is increased by 4, …' (the other outcome of the check, with its own condition: never a condition of the first; in other words '…; otherwise, if the roll is even, …')"},
]
NAMES_IN_PASSING = [
    {"as": "{obj}'s", "phrasing": r"\b(?P<obj>another {PLAYER})\b[^().;]{0,60}? \(the (?P<name>(?-i:[A-Z])\w+)\)",
     "origin": "round 46 (Tinkers, 2000s): 'A Tinker that has been Lurking for at least 60 hours (the Trickster) can Jinx another Tinker that is Drafting (the Mark), setting the Mark’s Toolkit to a single Cinder.' (the Mark is the other Tinker: 'the Mark’s Toolkit' is another's)"},
    {"as": "{obj}'s", "thing": "that {PLAYER}", "phrasing": r"\b(?P<obj>(?:a specific|a target|a chosen|a given|one other) {PLAYER})\b[^().;]{0,60}? \(the “(?P<name>(?-i:[A-Z])\w+)”\)",
     "origin": "round 102 (Husks, 2014): 'If a Husk has both a greater Mass and more Strikes than a specific Husk (the “Runt”) who they share a Burrow with, they may reduce any one of the Runt’s Traits by 2 and change the Runt to be Wandering.' (the Runt is that Husk: 'the Runt’s Traits' are its, and 'change the Runt to be Wandering' changes that Husk, no value named 'Runt')"},
    {"as": "their", "phrasing": r"^(?:an?|the|any|each|every) {PLAYER}\b[^().;]{0,80}? \(the (?P<name>(?-i:[A-Z])\w+)\)(?= (?:may|can|must|should|shall)\b)",
     "origin": "round 46 (Tinkers): '… (the Trickster) can Jinx …; doing so sets the Trickster’s Mood to Idle' (the actor named in passing: 'the Trickster’s' is their own)"},
]
# ---- asides in a sentence that name its parts and say nothing of the action (taken out before reading; those marked
# "outcomes" before an outcome of no doer is read too)
ASIDES = [
    {"outcomes": True, "phrasing": r" \((?:instead of|rather than|not) (?:the (?:usual|normal) )?\d+(?: [\w-]+)?\)",
     "origin": "the held-out round 120 (Comrades, 2003): 'Scholars lose 8 Marks (instead of 4) when any type of Proposal of theirs fails.' (the amount another rule gives, replaced: no part of this change; in other words 'gain 3 Faith (rather than 1)')"},
    {"phrasing": r"(?<=\bthe following steps),? and where (?-i:[A-Z])[\w-]*(?: (?-i:[A-Z])[\w-]*)? (?:is|are|means|refers to) (?:the|an?|each) [^:]{1,80}?(?=:\s*$)",
     "origin": "the held-out round 97 (Trawlers, 2024): 'Tangle Up is an atomic action with the following steps and where Quarry is the Trawler that the action is being applied to:' (the name its steps give the one acted on, said in the lead: no part of the lead's form; the steps say 'the Quarry’s Guilders')"},
    {"phrasing": r"(?:(?<=\bmay)|(?<=\bcan)|(?<=\bmust)|(?<=\bshould)|(?<=\bshall)) \((?:and|or) (?:may|can|must|should|shall|is encouraged to)\)",
     "origin": "round 63 (Associates, 2026): 'The Syndicate may (and should), once a Day, resolve all Buy a Stake virtual actions, …' (a second modal set apart after the first, saying it is owed too: read as the first alone; the frequency after it was not read at first sight; in other words 'the Abbot may (and must) ring the Bell')"},
    {"phrasing": r"\b(?:shall|must|should) and (?=(?:may|can)\b)",
     "origin": "round 40 (Circles, 2000s): 'The Bureau of Records shall and can, as a cyclical action, set each Circle’s Dread-Index to …' (the pair said the other way round: read as the permission; 'The Abbot must and may ring …')"},
    {"phrasing": r"(?:(?<=\bmay)|(?<=\bcan)) (?:and|but) (?:should|must|shall|is encouraged to|are encouraged to)(?= (?-i:[a-zA-Z]))",
     "origin": "round 66 (Gearwrights, 2020s): 'Each Gearwright can and should Send a Blueprint to the Grand Orrery exactly one time.' (the same second modal said without brackets, as 'may (and should)' is: read as the first; in other words 'The Abbot may and should ring the Bell', 'A Pilgrim can but should not …' is no such pair)"},
    {"phrasing": r" \((?:the|this|that|such|its|their|which) [^()]*?\b(?:may not|must not|cannot|can not|can't|shall not) [^()]*\)(?=[.;,]?$)",
     "origin": "round 8 (2025): '… change their Pledges to the list of ID numbers of Edicts that they believe their own Scheme satisfies (the list may not contain any ID numbers of Edicts that they do not believe …)' (a sentence of its own on what the value may not hold, at the end: no part of the value)"},
    {"phrasing": r" \((?:because|since|for) (?!(?:each|every|a|an|one|the first|the next)\b)[^()]*\)(?=[.;]?$)| \(as (?!(?:long|well|much|many|often|soon|part|if|though)\b)(?![^()]*\b(?:actions?|cost|price|fee|limit)\b)[^()]*\)(?=[.;]?$)",
     "origin": "round 48 (Holidaymakers, 2020s): '… that Holidaymaker must decrease their Bronze by 2 (as their suncream washes off).' (the reason for a change, in brackets at the end: no part of it; in other words '(because the Bell is cracked)'; '(as a Daily Action)', a kind, and '(for each Relic)', an amount's measure, stay)"},
    {"phrasing": r" \((?:hereinafter |hereafter |hereby |henceforth )?(?:known as|referred to as|called) [^)]*\)", "origin": "blognomic.com/archive/are_you_corrupt (2010): 'Any Citizen (known as the Transferrer) may …'; round 6 (2007): 'A Wanderer (hereinafter known as the Offerer) may often make a request …'"},
    {"phrasing": r" \(the (?:(?-i:[A-Z])\w+|(?-i:[a-z])\w+)\)(?= (?:may|can|should|must)\b|[,.;]| by\b| to\b| of\b| from\b| once\b)",
     "origin": "round 2 (2007): 'A living cottager (the investigator) may secretly inform the alderman …'; round 6 (2009): 'An Advocate (the Seeker) may request Disclosure of another Advocate (the Withholder), …' (a role's name given in passing, one word: nothing of the action)"},
    {"phrasing": r" [—–-]{1,2} (?:including|excluding|even|whether|except|apart from|not counting) [^—–]+? [—–-]{1,2}(?= )",
     "origin": "round 81 (Dreamwalkers, 2020s): 'Any Dreamwalker who performs a Notorious Action — including if their Reflex contains one of them and is activated when its effects can legally be applied — immediately gains …' (what else counts, set apart by dashes: no part of the actor, nor its modal; 'Any Pilgrim who prays – even at night – gains 1 Faith')"},
    {"phrasing": r",? hereby known as the [^,]+,?", "origin": "blognomic.com/archive/giving_credit (2009): 'a Member of the Staff, hereby known as the Giver, may give …'"},
    {"phrasing": r" \((?:ie|i\.e|eg|e\.g)\.? [^)]*\)", "origin": "blognomic.com/archive/living_from_glove_to_mouth (2016): '… to reduce their Debt by X (ie. move its value towards zero)'"},
    {"phrasing": r" of (?:their|his|her|eir|its) (?:own )?(?:choice|choosing)(?= by\b| to\b)",
     "origin": "round 5 (Corsairs, 2006): 'reduce a single Corsair's Crew Size of their choice by DICE6' (that the actor chooses, said after the object before its amount: nothing of the effect; 'set the Faith of a Pilgrim of eir choosing to 3')"},
    {"phrasing": r",? with a comment indicating that this rule was invoked", "origin": "blogspot 2005/05 (Illuminati): 'to add one additional vote …, with a comment indicating that this rule was invoked'"},
]
# ---- a lead set apart inside another ("If, after three hours, no other … has commented, …"): said in the order the
# leads are read in ("After three hours, if no other … has commented, …"), each a condition of its own
LEADS_SET_APART = [
    {"phrasing": r"^(?P<if>if|when|once), (?P<lead>(?:after|within|during|in) [^,]{2,40}), ", "as": "{lead}, {if} ",
     "origin": "round 48 (Holidaymakers, 2010): 'If, after three hours, no other holidaymaker has commented on the post …, the holidaymaker who posted it may reduce their frazzle by one exactly once.' (in other words 'When, after the Vigil, no Pilgrim has prayed, the Abbot may …'; 'If, as a rule, …' is no lead of time: not read)"},
    {"phrasing": r"^(?P<other>otherwise|if not|else) (?=(?:the|that|this|its|their|his|her|eir|each|every|all|any|both|an?|they|he|she|e|it)\b)", "as": "{other}, ",
     "origin": "round 65 (Wyrms, 2000s): 'Otherwise the Wyrm’s Trove is increased by the result of the die roll …' (the contrary case said with no comma after its word, as 'Otherwise, …' says it; in other words 'Otherwise the Abbot's Gold is increased by 3')"},
    {"phrasing": r"^(?P<on>on (?:an? |the )?(?:(?:result|roll) of )?\d+(?:(?:,? or |, |,? and | to |-)\d+)*) (?=(?:the|that|this|its|their|his|her|eir|each|every|all|any|both|an?|they|he|she|e|it)\b)", "as": "{on}, ",
     "origin": "round 110 (Tykes, 2000s): 'On 3, 4, 5, or 6 the Tyke ‘s swag is increased by two and the Orb is dropped' (the results of a roll that lead an outcome, said with no comma after them, as 'On 3, 4, 5, or 6, …' says them; in other words 'On 1 or 2 the Abbot loses 2 Gold')"},
    {"phrasing": r"^(?P<if>if) (?P<first>[^,;:()]{3,120}), and (?P<second>(?!then\b)[^,;:()]{3,120}), then (?!.*\b(?:may|can|must|shall|should|will)\b)", "as": "{if} {first} and {if} {second}, then ",
     "origin": "the held-out round 121 (Spirits, 2010): 'If a Shepherd offers a Plea, and exactly zero Spirits answer the Plea, then all Spirits shall lose one Renown.' (two clauses of one lead, each with its own subject, the second set off by commas before 'then': two conditions, read as 'If … and if …, then', before an outcome only; before a permission or a duty, the corpus's Trippers (2021) '…, and both Travellers occupy the same Stop, then the Traveller with the greater Will … may …' counts its conditions otherwise)"},
]
# ---- a value declared with the permission to change it in a clause after it ("Each Kicker has a Motto, which they may
# change at any time"): read as the permission said with the value as its object ("{holder} {modal} {verb} their own {var}")
DECLARED_THEN_GRANTED = [
    {"phrasing": r"^(?P<holder>(?:each|every|an?) {PLAYER}) (?:also )?(?:has|may (?:also )?have|can (?:also )?have) (?:an?|one) (?:(?:publicly|privately) tracked )?(?P<var>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*)?),? (?:which|that) (?:they|he|she|e|he or she) (?P<modal>may|can) (?P<verb>change|set|update|alter|edit|modify|rename|replace)\b(?P<rest>[^;:]*)$",
     "as": "{holder} {modal} {verb} their own {var}{rest}",
     "origin": "round 4 (Kickers, 2000s): 'The Manager may also have a Spot, which they may change at any time.' (in other words 'Each Pilgrim has a Motto, which they may change at any time', 'Each Pilgrim has a Cell, which they may set to any empty Cell once per day'; of each player only: the emperor's own value is no player's, and whose it is the effect cannot say)"},
]
# ---- a kind of action taken to do something ("… may take a Log Action to Gather a Plant …"): said as the kind set
# apart after the modal ("… may, as a Log Action, Gather a Plant …"), which the reader reads; the kind is no name
KIND_TAKEN_TO = [
    {"phrasing": r"\b(?P<modal>may|can|must|should|shall) (?:take|perform|use|spend|make) (?:an?|one) (?P<kind>(?:(?-i:[A-Z])[\w-]+ ){1,3}(?i:action)) (?:in order )?to (?P<verb>(?-i:[A-Z])[\w-]+)\b",
     "as": "{modal}, as a {kind}, {verb}",
     "origin": "round 69 (Beachcombers, 2019): 'A Beachcomber in the Hollow may take a Log Action to Gather a Plant that grows there, applying its effect to them.' (read at first sight as an action named Log; in other words 'may take a Prayer Action to Light a Candle', 'can use a Harbour Action to Moor a Ship')"},
]
# ---- a lead the reader has no part for, set off by a comma before an actor it reads ("Once after enforcing an action
# listed in this rule, a House may claim …"): the action is read from the actor on, the lead listed as its conditions
# not read. What the lead (or the words before the actor) is tested for, each entry a "guard" (validators.action_sentences
# lead_not_read):
#   time: words of time: the lead may say how often the action is taken, or its kind (listed as not read too)
#   per_item: amounts so much for each thing the lead names: the action is not read past it
#   inversion: a condition said by an inverted verb, no modal of its own: read past it for the lead's modal
#   modal: a modal in the lead: another sentence's shape, not a lead
#   subordinate: a lead that is only a condition, no statement of its own, before ", and"
#   permission: the modal such a lead may stand before: a permission (a duty after a lead not read may be a procedure's step)
#   price: a price, perhaps: a number (not a rule's) or the words of a price (listed as not read as costs)
# ---- a permission joined by ", and" to what its actor, named first, is or has ("Each Automaton has an identical copy
# of the Central Routine installed, and may run it …"): the actor the sentence opens with (a player or the emperor,
# validators.action_sentences opening_actor), the state before listed as words not read; never a pointer back ("…, and
# may do so at other times") nor after a lead that says a duty or a leave in other words (COORDINATED_BARS)
COORDINATED_GRANTS = [
    {"phrasing": r"and (?:may|can)\b(?! (?:also |then )?do (?:so|this|that|it)\b)",
     "origin": "round 58 (Automatons, 2000s): 'Each Automaton has an identical copy of the Central Routine installed, and may run it no more than once per day.' (in other words 'Each Pilgrim holds a Lantern, and may light it once per day', 'The Abbot keeps the Keys, and can open the Crypt')"},
]
COORDINATED_BARS = [
    {"phrasing": r"\b(?:encouraged|required|obliged|expected|allowed|permitted|able) to\b",
     "origin": "round 8 (Operatives, 2000s): 'The Porter is encouraged to do so in cases where …, and may do so at other times.' (the lead says a duty or a leave of its own: the permission after points back to it, no action of its own)"},
]
LEAD_GUARDS = [
    {"guard": "time", "phrasing": r"\b(?:once|twice|thrice|times?|daily|weekly|hourly|per|every|actions?|acts?|phases?|turns?|rounds?|ticks?|cycles?|days?|weeks?|hours?|months?|seasons?)\b|^as an? ",
     "origin": "round 11 (Houses, 2000s): 'Once after enforcing an action listed in this rule, a House may claim a reward of 3 Groats.' (in other words 'Once a Season after the Vigil, the Abbot may …'; 'If a Pilgrim holds the Relic, the Abbot may …' says no time: its conditions alone are not read); round 9 (Pretenders, 2000s): 'As an Act of Intrigue, a Pretender may take the Fabricate Claim atomic action' (a kind the reader has no part for, beside one the body says)"},
    {"guard": "per_item", "phrasing": r"(?<!\bonce )(?<!\btwice )(?<!\bthrice )(?<!\btimes )(?<!\bend of )(?<!\bstart of )(?<!\bclose of )(?<!\bbeginning of )\b(?:each|every|per)\b(?! (?:\w+ )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)?day|week|hour|turn|round|season|phase|cycle|tick|month)s?\b)"
                                  r"|\b(?:once|twice|thrice|times) (?:each|every|per) (?!(?:\w+ )?(?:day|week|hour|turn|round|season|phase|cycle|tick|month)s?\b)(?!\w+(?: \w+)?$)",
     "origin": "the corpus: 'For every Tower, the Sovereign may …' (EFFECT_LEADS), 'Per Relic they hold, a Pilgrim may increase their Faith by 1', 'With each Relic they hold, …' (the amount is so much for each: not read as a flat one); 'Once per day', 'once per two days' is a period, and so is 'Once per watch', 'twice each Tide' closing the lead: a period of the dynasty's own after a count of times ('Once each active Gearwright has Sent …' is a time, not a count); 'At some point each Thursday, …', 'At the end of each Tideturn, …' (a day of the week, and the end of each of a period of the dynasty's own: a time, held-out rounds 98 and 94)"},
    {"guard": "subordinate", "phrasing": r"^(?:{ACT_CONDITION_WORD})\b[^,]*$",
     "origin": "'If the Road is listed in the GNDT, and any Pilgrim may …': a condition alone before ', and' joins no statement to the permission (it stays the action's condition); 'Certain deeds are Against the Edicts, and a Clan may accuse …' (round 23) does"},
    {"guard": "inversion", "phrasing": r"^(?:should|were|had) ",
     "origin": "round 28 (Delegates, 2000s): 'Should the Star Vault ever run out of money, …' (a condition, no duty)"},
    {"guard": "modal", "phrasing": r"\b(?:may|can|must|shall|should|cannot)\b", "origin": "'If a Pilgrim may pray, the Abbot may …': a permission inside the lead"},
    {"guard": "permission", "phrasing": r"\b(?:may|can|is able to|are able to)\W*$", "origin": "round 11 (Houses): '…, a House may claim …'; round 14 (Deckhands): '…, the Ship's Core should Alert …' is not one"},
    {"guard": "timed_duty", "phrasing": r"^(?:at|by|on|every|each)\b(?:(?!\b(?:if|when|whenever|upon|after)\b)[^,])*\b(?:each|every|intervals?|opportunity|(?:day|week|fortnight|month|night|turn|round|cycle|season|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?)\b",
     "origin": "the held-out round 98 (Organisms, 2004): 'At some point each Thursday, the Regulator must select a random rule …'; round 94 (Oarsmen, 2000s): 'At the end of each Tideturn (at the same time Pining is applied), the Bard should give …'; round 102 (Patients): 'At intervals of no longer than five days, the Surgeon should choose …' (a time the duty is owed at, said before the doer: the doer's duty, not a step of a procedure a lead of an event would make it; in other words 'On each Sunday, the Abbot must …')"},
    {"guard": "price", "phrasing": r"(?<![Rr]ule )(?<![\d.])\d+|\b(?:fee|price|cost)s?\b",
     "origin": "round 2 (Pilgrims): 'Lantern: 15 – Often, …'; round 3 (Burghers, 2000s): 'For a fee of 4% (rounded up), Burghers may …' ('Notwithstanding Rule 3, …' names a rule, no price)"},
]
# ---- a permission said as time given to act ("… that Tinker has 36 hours to claim the Trinket offered"): read as the
# permission with its window ("that Tinker may, within 36 hours, claim …"), the window listed, not counted
# (CONDITION_INNER); only in a main clause ("clause": the words since its last comma, which name a player or the
# emperor and open no condition or relative clause) and never of a thing ("The Vigil has two days to run its course")
TIME_GIVEN = [
    {"phrasing": r"(?<=\S) (?:has|have|shall have|will have) (?P<n>\d+|[a-z]+(?:[ -][a-z]+)?) (?P<unit>hours|days) (?:in which )?to (?=(?!be\b)(?-i:[a-z])\w+ )",
     "as": " may, within {n} {unit}, ",
     "clause": r"(?!(?:if|when|whenever|while|until|unless|once|after|before|because|since|as long as)\b)(?!.*\b(?:may|can|must|shall|should|will)\b)(?=.*\b(?:{PLAYER}|{PLAYERS}|{EMPEROR}|they|he|she|e)\b)(?!.*\b(?:who|that|which|whom|whose)$).+",
     "origin": "round 29 (Tinkers, 2000s): 'After this note is posted, that Tinker has 36 hours to claim the Trinket offered …'; round 40 (Kinsmen, 2000s): 'If the proposal fails, each Kinsman who gave a Vote of Scorn on that proposal has 36 hours to decrease the standing of the proposer by 2.' (in other words 'the Abbot has two days to bless it'; 'has 36 hours of rest' gives no time to act; 'if they have 3 days to wait', 'A Pilgrim who has 2 days to live may …' are no main clause)"},
]
# ---- a sentence that points back to another for its action: listed as not read
REFERS_BACK = [
    {"phrasing": r"\b(?:perform|take|do|carry out|use) (?:an?|any|one) (?:\w+ )?actions? (?:enumerated|listed|described|named|given|set out|defined) (?:in|by|under) (?:the|its|this rule's|this rule’s) (?:subrules?|sub-rules?|sub rules?)\b",
     "origin": "the held-out round 122 (Drones, 2010): 'At any time, a Drone may spend Mischief Points in order to perform an action enumerated in the subrules to this rule once for each time the cost is paid' (the lead of actions each subrule gives, with its own cost and effect: no action of its own; in other words 'a Pilgrim may spend Faith to take an action listed in the subrules')"},
    {"phrasing": r"\bthis way\b", "origin": "blognomic.com/2016/06: 'The Editor may Visit the Archives this way up to twice per week.'"},
    {"phrasing": r"\bas (?:described|defined|set out|given) in\b", "origin": "the corpus (Villagers): 'may use the Hurl action as described in Roughhousing' (the action is another rule's)"},
    {"phrasing": r"^the (?:{PLAYER}|{EMPEROR}|(?-i:[A-Z])\w+) (?:who|that) (?:carries out|carried out|performs|performed|takes|took|does|did|is taking|is performing) (?:this|that|the) action\b",
     "origin": "the held-out round 88 (Gardeners, 2011): 'Any Gardener may cause all Ghouls to Lurch, …. The Gardener who carries out this action may select the order in which Ghouls Lurch.' (a choice made while doing the action before: part of it, no action of its own; in other words 'The Pilgrim who performs this action may choose which Bell rings first')"},
    {"phrasing": r"\b(?:should|must|shall|may|can|is to|are to) use (?:an?|the|any|some|their|his|her|eir) (?:[^,;.]*? )?(?:random(?:i[sz]er)?|dice|die|DICE\w*|(?:number )?generator|roller|RNG)\b[^;]*? to (?:determine|decide|choose|pick|select|generate|resolve)\b",
     "origin": "the held-out round 88 (Mariners, 2004): 'The admin should use a random number generator, found all over the web, to determine Nyx's actions.' (how the random choices of the outcomes before are made: part of them, no action of its own; in other words 'The Abbot must use the GNDT's DICE to choose which Bell rings')"},
    {"phrasing": r"\b(?:may|can|shall) (?:only )?(?:take|perform|do|use|carry out) (?:that|such|those|these|each such)(?: an?)? actions?(?: only)? (?:once|twice|thrice|(?:\d+|two|three|four|five) times)\b",
     "origin": "round 50 (Amnesiacs, 2020): 'If an action is defined as happening “once per Chapter”, each Wanderer able to perform it may take that action only once during each Chapter.' (how often actions of other rules may be taken: no action of its own; in other words 'A Pilgrim may perform such an action only twice per Season')"},
]
# ---- a modal followed by these words is not a permission (a prohibition, a limit, a state)
NOT_AFTER_MODAL = [
    {"phrasing": r"then vote\b",
     "origin": "round 14 (2007): 'Troopers should then vote either FOR or AGAINST in the comments of the post.' (the votes a post someone else made then calls for: a step of that post's process, not a grant of its own, listed as not read; 'must then vote in the comments'; round 5's 'may vote on this petition' is a grant and is read)"},
    {"phrasing": r"(?:not|only|never|no longer)\b(?! more than once\b)", "origin": "Ruleset 209: 'An Explorer may not set …'; Ruleset 205: '… may only be made when …' ('may, not more than once a week, add …' bounds how often: no prohibition); the held-out round 127 (Gamesters, 2021): '… Gamesters may no longer change their own Willingness' (a bar from then on, as 'may not' is)"},
    {"phrasing": r"(?:also )?(?:have|be|{ACT_HOLD_STATE}|possess|own(?! up to (?:an?|the|their|his|her|eir|its)\b)|face)\b", "origin": "Ruleset 209 (Explorers): 'Each Explorer may also have a Ploy'; Ruleset 205 (The Arena): 'Each Bot in the Arena may face either left or right'; the held-out round 3 (2008): 'Each Member of the Brigade may own 0 or 1 cart(s), which is tracked …'"},
    {"phrasing": r"(?:also )?(?:perform|take|make|do|use|carry out) no\b(?! (?:more|fewer|less|greater)\b)",
     "origin": "round 63 (Deckhands, 2000s): 'A Drowned Deckhand can perform no game action apart from the basic actions allowed in the Core ruleset, unless …' (a prohibition said with 'no': in other words 'Pilots may take no actions while Sleeping')"},
    {"phrasing": r"(?:reasonably |also )?(?:expect|anticipate|look forward to)\b",
     "origin": "round 58 (Courtiers, 2000s): 'If a Courtier spends to ruin then they can expect some consequences.' (what a player may expect: no permission; in other words 'Pilgrims may expect a visit from the Abbot')"},
    {"phrasing": r"(?:wish|want|like|desire|hope) to\b",
     "origin": "round 29 (Tinkers, 2000s): 'Tinkers may wish to Barter Trinkets among themselves for favours, Charms or other Trinkets.' (what players may want, said before the rule says how: no permission of its own)"},
    {"phrasing": r"(?:also |only )?(?:belong|be a member|be a part) (?:to|of)\b",
     "origin": "round 9 (2007): 'Each Delegate may belong to a Faction; this is tracked as a word in the GNDT …' (a state a player may be in: what is tracked, no action)"},
    {"phrasing": r"(?:also )?(?:carry|keep|store|hold|have|own(?! up to (?:an?|the|their|his|her|eir|its)\b)) (?:up to|at most|no more than|a maximum of)\b",
     "origin": "round 8 (2006): 'A Tenant may carry up to four Provisions in their Pack.' (how many a player may hold: a limit, no action)"},
    {"phrasing": r"(?:also |optionally |additionally |only )?(?:include|contain|consist of|list|mention)\b",
     "origin": "round 8 (2006): 'A Dossier should also include a single English word at the end'; 'The directive request should contain a directive' (what a thing holds, no one's action); round 27 (Bards, 2000s): 'The Tale Post may optionally contain proposed changes to the GNDT …'"},
    {"phrasing": r"(?:count|treat|consider|regard) [^.;]*?\b(?:instead of|rather than|as if|as though)\b",
     "origin": "round 23 (Guilds, 2000s): 'While a Guild controls a Ledger Imp, e may count Output from a number of Forges equal to five times eir Counting-houses, instead of three.' (how another rule counts for the actor, changed while a state holds: no action of its own; in other words 'may treat their Hut as if it were a Hall')"},
    {"phrasing": r"perform no more than\b", "origin": "Ruleset 70 (Pacing): 'Each Apprentice may perform no more than two Timed Actions in any 24-hour period'"},
    {"phrasing": r"(?:choose|pick|select|decide)(?: between| among| which)? (?:any|one|either|which|whichever)(?: one)?(?: of)? (?:those|them|these|the tied|such|the eligible)\b",
     "origin": "round 13 (Failed Experiments, 2017): '… increase the Suspicion of the group member with the most Suspicion level by 12. If the group has more than one such member, the Misfit may choose any of those eligible.' (which of a tie the action before applies to: 'may pick one of them', 'may select either of those')"},
]
# ---- what a transfer's receiver is called ("to any other Baron", "to other Clerks", "to any other member of their Clan")
RECEIVERS = [
    {"to": "{to}", "phrasing": r"(?P<to>{ACT_RECEIVER})",
     "origin": "round 15 (Oligarchs, 2013): 'by paying 2 Clout to The Underground' (a thing or a role of the game, by its capitalised name with its article, as written)"},
    {"to": "another", "phrasing": r"(?:any |the )?(?:one )?(?:other|another) (?:{PLAYER}|{PLAYERS})(?: or \w+)?", "origin": "blogspot 2004/11 (Lords): 'transfer as much of the Budget he controls to any other Lord'; archive/bills_and_coins (2016): 'to any one other Scribe or Proxy'"},
    {"to": "{to}", "phrasing": r"(?P<to>an? (?!(?:{PLAYER}|{EMPEROR})\b)(?-i:[A-Z])[\w-]+)",
     "origin": "round 24 (Acolytes, 2005): 'transfer 7 Lore to a Dullard' (one of the players in a role of the game, by the role's capitalised name, as written; 'to a Steward', 'to an Elder')"},
    {"to": "another", "phrasing": r"(?:any )?other members? of (?:their|his|her|eir) \w+", "origin": "blognomic.com/archive/clan_benefits (2005): 'to any other member of eir Clan'"},
]
# ---- an amount said in words that stands for any amount the actor chooses
ANY_AMOUNT = [
    {"phrasing": r"any amount|as much|a positive amount|any positive amount|x|X", "origin": "blogspot 2003/12: 'give any amount of a Commodity'; 2004/11: 'transfer as much of the Budget'; archive/bills_and_coins (2016): 'a positive amount of their Paper'"},
]
# ---- whose variable, said as a quantifier before its name in the plural ("Set all Ploys to nothing")
QUANTIFIED = [
    {"whose": "all", "phrasing": r"all (?=\w)", "origin": "Ruleset 209 (Mansion Phase): 'Set all Ploys to nothing, and the Planned Actions of all Explorers to Rest'"},
    {"whose": "each", "phrasing": r"(?:each|every) (?=\w)", "origin": "the steps of the Rulesets' procedures: 'reset every Vassal's Marks', said of the variable: 'set every Score to 0'"},
]
# ---- a thing the actor's own qualifier says they have ("Any Player with a Fully Charged Warpcoil"): a variable of
# that thing ("set the Warpcoil's Charge to 0") is the actor's own ({thing}: the possessor the effect names)
HELD_THINGS = [
    {"phrasing": r"(?:^|\b)(?:with|holding|owning|carrying|controlling|(?:who |that )?(?:has|holds|owns|carries|controls)) (?:an?|one|their|his|her|eir|its|the) (?:[\w-]+ ){0,3}{thing}\b",
     "origin": "round 5 (2014): 'Any Player with a Fully Charged Warpcoil may, as a Ripple Action, set the Warpcoil's Charge to 0' ('a Knight holding a Lance may …the Lance's Sharpness')"},
]
# ---- words after a variable's name that say whose it is ("the Budget he controls")
OWNED = [
    {"phrasing": r" (?:he|she|e|they|it) controls?", "origin": "blogspot 2004/11 (Lords): 'increase the Budget he controls by B$ 5.000'"},
    {"phrasing": r" of any (?:type|kind)", "origin": "blogspot 2004/01 (Sorcerers): 'to gain 1 Energy of any type'"},
]
# ---- a word before a variable's name that says the amount comes on top of another ("1 additional Twig"): no part
# of the name; the amount said is the change
MORE_OF = [
    {"phrasing": r"(?:additional|extra|further|bonus|more) (?=\S)",
     "origin": "the held-out round 94 (Cottagers, 2000s): 'If a Tipsy cottager is killed, the cottager or cottagers responsible gain an additional wile point'; round 71 (Critters, 2020): 'the Critter gains 1 additional Twig' (in other words 'gain 2 extra Faith', 'receive one more Relic')"},
]
# ---- words that stand for the variable of the sentence's condition ("it", "that number")
PRONOUN_VARS = [
    {"phrasing": r"it|that number|that amount|that value", "origin": "Ruleset 205 (Bouts): 'they may set it to Workshop'; wiki Podules (Gostaks): 'may decrease that number by one to create a Podule'"},
]
# ---- a duty of the game said in the passive after a frequency ("Once every Week, each Captain's Fruit shall be lowered by n+1")
DUTIES = [
    {"op": "decrease", "phrasing": r"{ACT_WHOSE}{ACT_VAR} (?:shall|will|is to) be (?:lowered|reduced|decreased) by (?P<n>[^,]+)(?:,.*)?",
     "origin": "blognomic.com/archive/feeding_rules (2008): 'Once every Week, each Captain’s Fruit shall be lowered by n+1, n being eir Army Size. This action is known as Feeding.'"},
    {"op": "increase", "phrasing": r"{ACT_WHOSE}{ACT_VAR} (?:shall|will|is to) be (?:raised|increased) by (?P<n>[^,]+)(?:,.*)?",
     "origin": "the reverse of 'shall be lowered by' (as blognomic.com/archive/feeding_rules, 2008)"},
]

# ---- the words of a cost ("paying X * 4 Caps", "spend 8 Coins"): in a piece whose effects are not read, the costs
# are not read either (a cost in those words would be missed)
COST_CUES = [
    {"phrasing": r"\b(?:convert|converts|converting|exchange|exchanges|exchanging|trade in|trades in|trading in) (?:their|his|her|eir|its|some of their|any of their) \w+|\bat a rate of\b",
     "origin": "round 8 (2005): 'A Reveller may occasionally convert their Cheer into moves on a board, at a rate of 3 Cheer to one Board Move' (what is converted is given up: a cost)"},
    {"phrasing": r"\b(?:pay|pays|paying|paid|spend|spends|spending|spent|expend|expending|costs?|costing|sacrifice|sacrificing|lose|losing|discard|discarding)\b(?! any\b| nothing\b| no\b)",
     "origin": "round 5 (2006): 'post to the GNDT declaring that he or she is paying X * 4 Caps to increase …' ('announcing that they spend 3 Oars', 'by sacrificing two Goats')"},
    {"phrasing": r"\bto \w+\b[^,;]*? by (?:gaining|taking on|accruing|incurring|suffering) ",
     "origin": "the held-out round 89 (Fellows, 2020): 'A Fellow in The Rift can Wade Out of It, to set their Location to any Open Location by gaining 1 Drift Scar.' (what the action is for, then the burden taken on to do it: its price, as round 35's Thirst raised to drink is; in other words 'to leave the Maze by taking on 2 Curses')"},
    {"phrasing": r"\b(?:reducing|decreasing|lowering|subtracting from) (?:their own|their|his|her|eir|its|the (?:number|amount|count|total) of [\w'’ -]{1,30}? (?:they|he|she|e|it) (?:has|have|holds?|owns?|possess(?:es)?))\b",
     "origin": "round 67 (Glowcats, 2012): 'A Herder may give his Glowcat a drink by reducing the number of BB he has by the number of BB the Glowcat drinks' (the means of an action, the actor's own value lowered: what it costs; its cost was left empty in silence at first sight; in other words 'by reducing their Gold by 2', 'by lowering the amount of Wax she holds by 1')"},
    {"phrasing": r"\b(?:deduct|deducts|deducting|subtract|subtracts|subtracting) (?:\d+|one|two|three|four|five|an?|some) (?:\w+ )?from (?:their|his|her|eir|its) ",
     "origin": "round 13 (Strains, 2004): 'a Culture may deduct 3 from their Drift pool to change …' (what the actor takes from their own is paid: 'subtract 2 from their Faith')"},
    {"phrasing": r"\b(?:give|gives|giving|hand|hands|handing) (?:over )?(?:the|an?|that|its|their|his|her|eir) [\w' -]{1,40}? (?:a number of|an amount of|\d+|one|two|three|four|five|some|all of (?:their|his|her|eir))\b",
     "origin": "round 13 (Students, 2006): 'may purchase a ledger from the bursar by giving the bursar a number of scones equal to the value of the ledger' (what is given for it is paid: 'handing the Abbot 3 Gold')"},
]
# ---- a part not read, beside a cost read, that gives away more of what the cost pays with: the cost is not known
# whole (validators.action_reading doubts)
MORE_PAID = [
    {"phrasing": r"(?:and )?(?:transferring|transfer|giving|give|handing|hand|paying|pay|sending|send) (?:\w+ )?(?:[₩$£]?\d[\d,]*|one|two|three|four|five|an?|some|their)\b",
     "origin": "round 9 (2013): 'may obtain that County by spending 9 Fortune and transferring 1 Fortune to each Vassal they gain through that County'"},
]
# ---- the precision net (validators.actions._doubts): what in an action's sentence, read or not, leaves part of it
# unknown; the part is then listed as not read (never guessed). Each a cue, with where it was met.
DOUBTS = [
    {"doubt": "conditions: perhaps one more, a time said after the verb", "phrasing": r"\b(?:prior to|before|after|until) (?-i:[A-Z])\w+ing\b[^,.;]{0,60}",
     "origin": "the held-out round 99 (Lodgers, 2022): '… the Keeper may Unveil a Hidden Stair prior to Revealing the Outcomes.' (a step of the game's own named by its capitalised gerund, the time the action must come before: a condition more to its gatherer, not counted; in other words '… may Ring the Bell before Tallying the Votes')"},
    {"doubt": "a choice between effects", "phrasing": r",? or (?:[₩$£]?\d[\d,]*|one|two|three|four|five|six|ten) [\w' -]+? if\b|;\s*OR\b|\bOR may\b|, or may\b|,? or (?:increase|decrease|reduce|raise|lower|gain|lose|set|change|add|remove|subtract|give|take|move) [^.;]+? if\b",
     "origin": "the held-out round: 'may gain 2 Coal, or 5 Coal if a Proposal of theirs has been enacted'; '… Fore Fang …; OR may change their Hind Fang'"},
    {"doubt": "a choice between effects", "priced": True, "phrasing": r",? or (?:[₩$£]?\d[\d,]*|one|two|three|four|five|six|ten) (?:from )?[\w' -]+? (?:in order )?to (?:increase|decrease|reduce|raise|lower|gain|lose|set|change|add|remove|subtract|give|take|move|buy|get)\b",
     "origin": "round 13 (Strains, 2004): 'deduct 3 from their Drift pool to change one Base …, or 1 from their pool to change it to …' (two prices, each for its own effect: 'spend 2 Gold to gain 1 Faith, or 5 Gold to gain 3 Faith'; which is taken is the actor's choice, neither price nor effect is sure)"},
    {"doubt": "another actor's action in the same sentence", "phrasing": r",? but only (?:the|an?) [\w -]+? (?:may|can)\b",
     "origin": "the held-out round: '… but only the Handler may add new Aliases'"},
    {"doubt": "how the value is written, said as the means", "phrasing": r"\bby (?:updating|editing|changing|writing|noting) the (?:GNDT|GDNT|wiki|page)\b",
     "origin": "the held-out round: 'change their Fore Fang to any valid Fang choice by updating the GNDT'"},
]
# an effect's value said as a description ("change their Tether to be the name of another …") or as the outcome of
# a roll said before ("roll 2DICE8 and add the result to …"): the effect is listed as not read; "keeps" says what
# of it is sure (the variable set, with no value)
UNREAD_VALUES = [
    {"keeps": "", "phrasing": r"(?:that|the|this) (?:same|very) (?:integer|number|amount|quantity|value|sum)",
     "origin": "round 11 (Ants, 2011): 'subtract a positive integer from their grub and add that same integer to the matriarch’s grub' (an amount said before, in a part not read with it: a transfer not read whole; 'add the same amount to', 'that same number')"},
    {"keeps": "op", "phrasing": r"be (?:the name of|the same as|equal to|one of|any of) .+",
     "origin": "round 6 (2013): 'a Dreamwalker may change their Tether to be the name of another Dreamwalker whose Depth is exactly equal to their own' (the variable is set; its value is a description)"},
    {"keeps": "", "phrasing": r"be (?:an?|any|some) (?:random|randomly (?:chosen|selected|determined)) .+",
     "origin": "round 25 (Activists, 2018): 'any Agitator may change the Megaphone to be a random Agitator by stating in a comment …' (a value drawn by chance, said as whom it may be: not read, nor the effect)"},
    {"keeps": "", "phrasing": r"(?:the|that|this|their|its) (?:result|results|roll|rolls|number rolled|outcome|total rolled)(?: of (?:the|that|this) (?:roll|dice|die))?",
     "origin": "round 8 (2008): 'they may roll 2DICE8 and add the result to their Headway Statistic' (the value is a roll said before, 'add the result of the roll to')"},
]
# ---- the word for where a variable is written, said after its name ("their Headgear field"): no part of the name
FIELD_WORDS = [
    {"phrasing": r"field|column|entry|stat|statistic", "origin": "round 9 (2010): 'to add the text 'Lucky Cap' to their Headgear field' (the variable Headgear)"},
    {"phrasing": r"score|value|level|rating|total|tally|pool", "measures": True,
     "origin": "round 13 (Prisoners, 2015): 'setting that Inmate’s SHYA score to match their own' (the variable SHYA, said with the word for what it measures: 'their Faith level', 'their Gold total'); a number, then: round 106 (Guests, 2008): 'any guest may add the Rapport Modifier of their current room to their rapport value' (what is added raises it, never an item put in a list)"},
]
# ---- the words that say an item is a text, before the text in quotes ("add the text 'Lucky Cap'"): the item is the text
TEXT_WORDS = [
    {"phrasing": r"text|word|words|phrase|string", "origin": "round 9 (2010): 'A player may lose 8 Caps to add the text 'Lucky Cap' to their Headgear field'"},
]
# words that never belong to a variable's name: an effect on "Banner in the GDNT" names no variable
NOT_IN_A_NAME = [
    {"phrasing": r"\b(?:in|on|at|into|onto|from|by|with|the|of the|to the)\b", "origin": "the held-out round: 'change their Banner in the GDNT to any string'"},
    {"phrasing": r"\bof (?:their|his|her|eir|its|your|the actor's) (?:own )?(?:choice|choosing|selection)\b",
     "origin": "round 9 (2006): 'an Envoy may exchange 50 Treasury for an Asset of their choice' (a thing the actor picks, of a kind not declared: no variable)"},
]
# words after which a name has ended ("set their Motto equal to Pax", "earn 2 Gold per Relic"): words that hold one
# are no variable's name, and the effect is read by a wording that says them (validators.action_effects variable)
# ---- a name read whole whose words leave it open whether it is the verb or the whole phrase: listed, never kept
NAME_DOUBTS = [
    {"doubt": "its article capitalised too: the verb alone or the whole phrase", "phrasing": r"^\S+ (?-i:A|An) \S",
     "origin": "the held-out round 99 (Burghers, 2017): '… each Burgher (The Plaintiff) may Lodge A Grievance by creating a Story Post …' (the corpus names 'may Lodge a Grievance' by its verb and 'may Dissolve the Senate' by the capitalised phrase; with its article capitalised, either: in other words 'may Ring A Bell')"},
]
NAME_BREAKS = [
    {"phrasing": r"\b(?:except|excluding|other than|but not|barring|apart from)\b",
     "origin": "round 4 (Personas, 2007): 'add 1 to any Persona's SP except his own' read as a variable \"SP except his own\" (whom the effect leaves out, said after the name: 'their Gold other than …')"},
    {"phrasing": r"\b(?:equal|equals|per|each|every)\b",
     "origin": "the precision net: 'A Pilgrim may set their Motto equal to Pax or Lux' read as a variable \"Motto equal\"; 'earn 2 Gold per Relic' as \"Gold per Relic\""},
]
# a page of the wiki the rule names ("There exists a wiki page known as “Star Chart”"): no variable
PAGES = [
    {"phrasing": r"\b(?:wiki )?page (?:known as|called|named|titled|entitled) [“\"]?(?P<name>[^”\",.;]+)",
     "origin": "round 5 (2012): 'There exists a wiki page known as “Star Chart” which lists the possible routes …' (adding to it changes no variable)"},
    {"phrasing": r"\bthe (?:wiki )?page [“\"](?P<name>[^”\"]+)[”\"]|[“\"](?P<name2>[^”\"]+)[”\"] (?:wiki )?page\b",
     "origin": "the family of 'a wiki page known as': 'the page “Hall of Fame”', 'the “Star Chart” wiki page'"},
]
# the places values are written: an effect on one of them ("by updating the GNDT") changes no variable
NOT_A_VARIABLE = [
    {"phrasing": r"(?:the )?(?:GNDT|GDNT|wiki|gamestate|gamestate tracking page|tracking page|spreadsheet|status page|blog)", "origin": "the held-out round: 'change their Fore Fang to any valid Fang choice by updating the GNDT and making a comment'"},
]
# an action whose sentence says what the reading missed is not kept: the sentence is listed as not read; or, with
# "keep", the action is kept with those fields listed as not read
UNSURE_ACTIONS = [
    {"missed": "name", "keep": ["name"], "phrasing": r"\bin order to (?-i:[A-Z])[a-z]+ (?:it|them|this|that|an?|the)\b|\bto (?:attempt|launch|undertake|conduct) an? (?-i:[A-Z])\w+|\bknown as [“\"‘']|(?<!post )(?<!blog )(?<!message )(?<!comment )(?<!entry )(?<!thread )(?<!page )(?<!wiki )\bcalled [“\"‘']|\bthe (?-i:[A-Z])[\w'-]*(?: (?-i:[A-Z])[\w'-]*)* action\b|\baction (?:named|titled) ",
     "origin": "the held-out round: 'A Demiurge can do the Atomic Action known as “Annexing”'; 'a Scion may execute the Press Claim action'; round 13 (Criminals, 2012): '… in order to Lift it' (a capitalised verb the action is named by); never a post's title (round 98, Organisms, 2004: 'A living organism may occasionally make a post to the blog called “Plea for Triumph”': the post is called so, the action is not; in other words 'may send a message called “Truce”'); kept with its name listed as not read where a doer was read (the held-out round 98, Managers, 2017: 'If one or more steps of an Atomic Action were done incorrectly, the Steward must redo the Atomic Action.'), else the sentence listed"},
    {"missed": "permission", "phrasing": r"[,;] and (?:(?:if|when|as|once|at|on|in|during|after|before|while) [^,;]{1,60}?,? )?(?:{ACT_PRONOUN}|it) (?:may|can)\b|\bas an? [\w-]+(?: [\w-]+)? action\b.*\bas an? [\w-]+(?: [\w-]+)? action\b|,? or (?:may |can )?be (?-i:[a-z])\w+(?:ed|en|wn) by (?!(?:\d|one|two|three|(?:an?|the) (?:amount|number|total))\b)",
     "origin": "round 8 (2007): 'If the Overseer desires, he may make modifications to the directive request, and if he desires, he may add it to the Directive Document …' (two permissions in one sentence: the first read would hide the second); the precision net: 'As a daily action, a Pilgrim may increase their Faith by 1, and as a weekly action they may increase their Gold by 1', '… by 1 as a weekly action or their Gold by 1 as a daily action' (two kinds in one sentence: two actions, the first read would take the second's kind); round 58 (Specimens, 2003): 'Subjects may change their Ward at any time, or be moved by Admin when Expiring, …' (a second permission in the passive, its doer after 'by': the first read would hide it; in other words 'Pilgrims may leave the Abbey, or be expelled by the Abbot')"},
    {"missed": "left", "phrasing": r"\b(?:may|can) [^,;.]{3,60}? (?:where|when|as|if|whenever) (?:allowed|permitted|authori[sz]ed|specified|provided for) by (?:the |another |other |a )?(?:ruleset|rules?|dynastic rules?)\b",
     "origin": "round 105 (Noughts, 2022): 'While a Bout of Noughts is in-progress, Players may make valid moves where allowed by the ruleset.' (a permission whose when and how other rules give: no action granted here; in other words 'Pilgrims may ring the Bell as permitted by other rules')"},
    {"missed": "bound", "phrasing": r"\bmay (?:\w+ ){1,2}(?:a maximum|a minimum|at most|no more than) (?:of )?\S+ \w+ (?:per|from each|for each|each)\b|\bthe only (?:\w+ ){0,3}actions?\b",
     "origin": "round 11 (Nobles, 2013): 'A Jarl may collect a maximum of 4 silver per Hersir, …' (a bound of the action the sentence before grants, which reads as nothing of its own); (Assassins, 2014): 'If a Cutthroat has no Spot, the only action governed by a Dynastic Rule that they may perform is to Enter the City.' (a bar of every other action, not an action read whole). Listed when nothing of the sentence is read as an effect or cost"},
    {"missed": "bound", "phrasing": r"\bmay (?:\w+ ){1,2}up to (?:\S+ ){1,2}(?:per|a|each|every) (?:day|week|fortnight|month|turn|round|dynasty|(?-i:[A-Z])\w+)\b|\bmay (?:\w+ ){1,2}at least \S+ (?:\w+ )?and at most\b",
     "origin": "the held-out round 121 (Spirits, 2010): 'Each Spirit may anwer up to five Pleas per week.' (how many times the action the sentence before grants may be done in a period, said with its object: a bound, no action of its own); 'Each Commoner may worship at least zero Spirits and at most all Spirits.' (how many a state may hold). Listed when no effect is read"},
    {"missed": "frequency", "keep": ["frequency", "kind"], "phrasing": r"\b(?:once|twice|thrice|(?:one|two|three|four|five|six|\d+) times?) (?:(?:only |at most )?(?:per|a|an|each|every|in|during|within|in any) )+(?:\w+ )?(?:day|week|fortnight|month|hour|turn|round|bout|dynasty)s?\b(?! (?:has|have|had|is|are|was|were|passes|passed|goes|went|elapses|elapsed)\b)|\bevery (?:other|second|third) (?:day|week)\b|\b(?:on|once) each (?:day|week)\b",
     "origin": "the precision net (not 'Once a week has passed since …', a condition): 'A Pilgrim may, once per day and twice per week, increase their Faith by 1', 'increase their Faith by 2 twice per week', 'increase their Faith by 1 every other day' (how often is said in the sentence, but neither a frequency nor a kind was read from it: the action is kept with its frequency and kind listed as not read, never an action of no frequency; the held-out round 117 (Isotopes, 2014): 'The Isotope may Merge up to 3 times in a day.'; where those words were read as a part of another field, 'change their Cap to Green once in the hour after …' (round 101), the sentence is listed as not read)"},
    {"missed": "a kind", "keep": ["kind"], "phrasing": r"\bas (?:an?|the) (?:[\w-]+ ){1,2}actions?\b|\bas (?:their|his|her|eir|its|one of their) (?:[\w-]+ ){0,2}actions?\b|\b(?:in place of|instead of|counting as|counts as) (?:an?|their|his|her|eir|its|the|one of their) (?:[\w-]+ ){0,2}actions?\b",
     "origin": "the precision net: 'A Pilgrim may, as their weekly action, increase their Faith by 1', 'may increase their Faith by 1 in place of their daily action' (a kind said in the sentence, none read from it: the action kept with its kind listed as not read, never an action of no kind; the whole sentence listed where the kind's words open the body not read or were read in another field)"},
    {"missed": "kind", "kind": "atomic", "or_kind": r"(?:daily|weekly|fortnightly|monthly)(?: communal)?|(?!atomic\b)[a-z][\w-]*(?: [a-z][\w-]*)? action", "phrasing": r"\b(?:is|as) an atomic action\b|\bthe (?:following )?atomic action\b|\bAtomic Action known as\b",
     "origin": "the held-out round: 'the Press Claim action, which is an atomic action with the following steps'; a period kind said first stays (round 11, 2025: 'As a Weekly Communal Action, any Revenant may perform the following atomic action:'), and so does a kind of the dynasty's own (round 26, Aldermen: 'As a Crew Action that is an Atomic Action, …')"},
]

# ---- words that bound how often, found in an action's sentence where no frequency was read: the frequency is noted
# as perhaps said there, not read (never a frequency guessed; the action is kept, its other fields as read)
FREQUENCY_HINTS = [
    {"phrasing": r"\bonce\b(?! (?:per|a|an|each|every|in|within|during|again|more|upon|after|before|they|he|she|e|it|the|this|that|these|those|all|both|its|their|his|her|eir|you|we|there|any|some|no|one|two|three|\d+)\b)(?!,)",
     "origin": "the held-out round 101 (Housemates, 2009): 'Each Housemate may make a comment to the post once with a For icon …', '… and increases their own Charm by that amount once.' (once in all, said after the object or at the end of an outcome: not read where no frequency reads it; never 'once this comment is posted', a time, nor 'once per day')"},
    {"phrasing": r"\b(?:once|twice|thrice|(?:one|two|three|four|five|six|\d+) times?|one time)\b(?: only)? (?:per|a|an|each|every|in any|during|within|since|for each|in the)\b",
     "origin": "round 11 (Termites, 2000s): 'A Termite may change their Level as a daily action, but not more than four times in any eight-day period.'; round 2 (Changelings): '… may, once during the following New Dawn, increase …'; round 60 (Atolls): 'once per turn per Tidewright they have' (a bound in a period or a span the reader has no frequency for)"},
    {"bound": True, "phrasing": r"\b(?:if|unless) (?P<bound>(?:{ACT_PRONOUN}|it) (?:have|has|haven['’]t|hasn['’]t) (?:not )?(?:already )?(?:already )?done (?:so|this))\b",
     "origin": "the held-out round 118 (Lodgers, 2010): '…, if they have not already done so since the Lamps last went Dim.' (what was done before, said as 'done so': a bound on how often; the clause it starts, read as a condition, is listed as perhaps that bound, not counted; 'if they have not already Knelt', the entry below, may be a condition)"},
    {"bound": True, "phrasing": r"\b(?:if|unless) (?P<bound>(?:{ACT_PRONOUN}|it) (?:have|has) not (?:already )?(?-i:[A-Z])[a-z]+ed (?:that|this|the same) (?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)(?=[,.;]|$)",
     "origin": "the held-out round 120 (Prospectors, 2019): '… if they have not already Catalogued that Venture, by paying …' (the action's own verb done before to the same thing: a bound of once for each Venture, not a condition; in other words 'if they have not already Blessed that Shrine')"},
    {"phrasing": r"\b(?:if|unless) (?:{ACT_PRONOUN}|it) (?:have|has|haven['’]t|hasn['’]t) (?:not )?(?:already )?(?:done so|done this|already done so|already)\b",
     "origin": "round 13 (Sprinters, 2020s): '… if they haven’t already done so since the last Pulse, they may privately request …'; round 41 (Corsairs): 'if they have not done so already for that request' (once for each of something, said by what was done before)"},
    {"phrasing": r"\b(?:no more than|not more than|at most|up to|only) (?:one|a single)\b(?! other\b)|\bonly one of each\b|\bexactly (?:once|one time)\b|\bonce and only once\b|\bmore (?:than )?often\b|\bmore than [“\"‘']?often\b",
     "origin": "round 27 (Trolls, 2000s): 'Each Troll may make at most one comment on that post'; round 16 (Echoes): 'may post up to one Further Reading'; round 18 (Patrons): '… more than often' (one per something, or the dynasty's own 'often': a bound, no period read); round 66 (Machinists, 2023): 'Each Gearwright can and should Send a Blueprint to the Grand Orrery exactly one time' (once in all, or once for each of something: not read)"},
    {"phrasing": r"\bevery (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b",
     "origin": "round 18 (Hierophant, 2000s): 'The Hierophant must, every Thursday, … make a post to the frontpage …' (a duty on a weekday)"},
]

# ---- a prohibition or a limit on actions, in a sentence nothing else was read or listed from: no action is granted,
# and the tools do not check it, so `ruleset schema` lists it as a limit not checked (never as an action; the
# validator's "cannot tell" does not rest on it). Bounds on a value ("can not surpass ₩20,000", "may not go below 0")
# are the declaration reader's, not these.
PROHIBITIONS = [
    {"phrasing": r"(?:\b(?:{PLAYER}|{PLAYERS}|{EMPEROR}|players?|they|he|she|e)\b[^.;:]{0,60}?|^you) (?:may|can|shall|must) (?:not|never|no longer) (?!(?:be|have|hold|own|possess|exceed|surpass|contain|go|fall|drop|rise|become|equal|number|total|carry more|hold more|have more)\b)(?-i:[a-zA-Z])\w+",
     "origin": "round 63 (Deckhands, 2005): 'A Drowned Deckhand may not declare Victory.' (its gatherer expects it listed: a limit the tools do not check; in other words 'A Sleeping Pilgrim may not pray', 'the Abbot may never vote'); the held-out round 127 (Gamesters, 2021): '… Gamesters may no longer change their own Willingness' (a bar from then on, read as a grant at first sight)"},
    {"phrasing": r"(?:\b(?:{PLAYER}|{PLAYERS}|{EMPEROR}|players?)\b[^.;:]{0,60}?|^you) (?:cannot|can't|can not) (?!(?:be|have|hold|own|possess|exceed|surpass|contain|go|fall|drop|rise|become|equal)\b)(?-i:[a-zA-Z])\w+|\b(?:may|can) (?:perform|take|do|make|use) no (?:[\w-]+ )?actions?\b",
     "origin": "Ruleset 70 (Wards): 'An Apprentice with a Suppressive Ward cannot Cast …'; round 63 (Deckhands, 2005): 'A Drowned Deckhand can perform no game action apart from the basic actions allowed in the Core ruleset, unless …'; the held-out round 121 (Crawlers, 2010): 'You cannot Brawl beasts for the next 3DICE10 hours' (said to the player, as a Tonic's Main Effect: 'you' first in the sentence)"},
    {"phrasing": r"\b(?:each|every|any|all|no|an?|the|that|those|these)\b(?: (?-i:[a-z])[\w-]+){0,2} (?-i:[A-Z])[\w-]+ (?:cannot|can not|can't) (?!(?:be|have|hold|own|possess|exceed|surpass|contain|go|fall|drop|rise|become|equal)\b)(?-i:[a-zA-Z])\w+",
     "origin": "the held-out round 122 (Lurkers, 2025): 'If the Difficulty is not met, each involved Picklock cannot gain any more Plunder for the remainder of the current Raid.' (a bar on those a kind of player names, said after a lead: no outcome, a limit; in other words 'each hooded Penitent cannot pray until dawn')"},
    {"phrasing": r"\b(?:cannot|can not|can't|may not|must not|shall not) be (?:removed|edited|changed|altered|modified|deleted|moved|transferred|traded|sold|given|used|taken|undone|revoked|replaced)\b",
     "origin": "round 65 (Strains, 2004): 'After completion and annotation, a Planned Trial cannot be removed or edited until a Lineage has claimed Victory.' (a thing no one may change, said in the passive: in other words 'a Vow may not be revoked', 'Relics cannot be traded')"},
    {"phrasing": r"\b(?:is|are) (?:not (?:allowed|permitted)|forbidden|prohibited|disallowed|illegal)\b",
     "origin": "round 64 (Rollers, 2005): 'Leaping to the Kitty Square via a Green square is not allowed.' (in other words 'Praying twice in a day is forbidden')"},
    {"phrasing": r"^no more than (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) [\w -]+? (?:may|can|shall) be (?:\w+ed|used|done|made|taken|spent|built|cast|played|drawn)\b",
     "origin": "round 64 (Rollers, 2005): 'No more than 4 trinkets may be used in a 24 hour period unless the trinket description states otherwise.' (a bound on how many, said of the things used: in other words 'No more than two Relics may be blessed each day')"},
    {"phrasing": r"\b(?:can|may) only be (?!(?:tracked|recorded|listed|stored|kept|shown|displayed|noted|called|named|known)\b)(?:\w+(?:ed|en)|spent|cast|done|put|set|sold|held|lit|dealt) (?:within|during|before|after|while|once|on|in)\b",
     "origin": "round 53 (Witches, 2010s): 'Power can only be used within 30 hours' (a limit on when a thing may be used, no one named to use it: in other words 'A Relic may only be redeemed during a Festival')"},
    {"phrasing": r"\b(?:may|can) only (?:have|hold|own|contain|carry|possess|build) (?:one|a single|two|three|four|five|\d+|up to \w+)\b",
     "origin": "round 66 (outposts, 2000s): 'Each outpost may only have one of each type of installation on it' (a bound on how many a thing may hold, said of the thing: in other words 'A Shrine can only hold three Relics')"},
    {"phrasing": r"\b(?:may|must|can|shall) not (?:violate|contradict|break|breach|override|overrule|conflict with)\b",
     "origin": "round 66 (Envoys, 2000s): 'The terms of a pact may not violate the rules of BlogNomic' (what a thing the players write may not say: in other words 'A Vow must not contradict the Ruleset')"},
]

# ---- the net (validators.action_net): general cues that a sentence grants or requires an action, whatever its form.
# A sentence of a dynastic rule with a cue of GRANT_KINDS, or with an actor of GRANT_ACTORS followed (in its clause)
# by a modal of GRANT_MODALS, or a modal in the passive said with "by" and an actor, that the reader did not read as an
# action (or part of one) is listed as not read, never passed over. Recall over precision: a cue here costs a line of
# `ruleset schema`'s unread list (and a change of a variable that sentence names is "cannot tell"), a cue missing
# costs a silent wrong field. A prohibition ("may not", "cannot"), a restriction ("may only"), a state ("may have",
# "may be one of") is no grant.
GRANT_MODALS = [
    {"phrasing": r"(?:may|can|shall|should|must|could then|could also)(?! not\b| never\b| no longer\b| only\b(?! (?:once|twice|one time)\b)| (?:also )?(?:have|be|{ACT_HOLD_STATE}|possess|own(?! up to (?:an?|the|their|his|her|eir|its)\b)|face|contain|default|equal)\b| perform no more than\b| (?:also )?(?:perform|take|make|do|use|carry out) no\b(?! (?:more|fewer|less|greater)\b)| (?:reasonably |also )?(?:expect|anticipate)\b)",
     "origin": "every era: 'a Vassal may Build …', 'the Foundry shall reply', 'a Soul must perform …' (as NOT_AFTER_MODAL: 'may also have', 'may face', 'may perform no more than', 'can perform no game action'); round 28 (Delegates, 2004): 'A delegate could then \"buy out\" the vault, by paying …' (a permission said in the conditional, after an event)"},
    {"phrasing": r"(?:has|have) (?:\d+|[a-z]+(?:-[a-z]+)?) (?:hours|days) (?:in which )?to(?= (?-i:[a-z])\w+ )",
     "origin": "round 29 (Tinkers, 2000s): '… that Tinker has 36 hours to claim the Trinket offered.' (a permission given with a window of time: listed, never passed over)"},
    {"phrasing": r"(?:is|are) (?:able|allowed|permitted|entitled|free|required|obliged) to",
     "origin": "the permissions said with an adjective ('a Brewer is able to …', 'the Herald is permitted to …', 'each Squire is required to …')"},
    {"phrasing": r"(?:is|are) to(?= (?-i:[a-z])\w+ )(?! be (?:tracked|recorded|listed|stored|kept)\b)",
     "origin": "the duty said with 'is to' (the held-out round 3, 2006: 'the Skald is to assume that the galley will Row'; 'the Herald is to announce …')"},
    {"phrasing": r"(?:gets?|gains? the right) to(?= (?-i:[a-z])\w+ )",
     "origin": "the permission said as a right ('the winner gets to choose …', 'a Knight gains the right to …')"},
    {"phrasing": r"(?:has|have) the (?:option|right|ability|power) (?:of|to)",
     "origin": "blogspot 2004/02: 'he/she has the option of deducting 5 Status …' ('the right to', 'the ability to', 'the power to')"},
]
# the same modals in the passive, the actor said after "by" ("Tithes … may be updated no more than once a week by the Monarch")
GRANT_PASSIVES = [
    {"phrasing": r"(?:may|can|shall|should|must) (?:also )?be (?:\w+ly )?\w+(?:ed|en|t)\b[^;:]*? by",
     "origin": "the held-out round 2 (2005): 'Tithes … may be updated no more than once a week by the Monarch'"},
    {"phrasing": r"(?:may|can|shall|should|must) (?:also )?be (?:\w+ly )?(?:made|done|sold|held|bought|built|sent|paid|won|laid|dealt|brought|caught|cast|put|set|lit|struck)\b[^;:]*? by",
     "origin": "round 67 (Strays, 2010): 'Any action that could be legally performed by a Stray may be made for them by the Trail Boss.' (a participle not ending in -ed, -en or -t: passed over in silence at first sight; in other words 'a Vow may be made by any Pilgrim', 'Relics can be sold by the Abbot')"},
]
# a change said in the imperative with no one named to make it, after a lead of when or if: a duty of whoever the
# rules leave it to (a procedure's step), never passed over (the verbs: changes of the gamestate, as the rules'
# procedures write them)
GRANT_IMPERATIVES = [
    {"phrasing": r"^(?:if|when|whenever|should|once|upon|after|each time|every time|in the event that|for (?:each|every))\b[^;:]{3,160}?, (?:then )?{ACT_IMPERATIVE_CHANGE} (?=(?:the|their|its|his|her|eir|that|this|those|these|each|every|all|any|an?|one|two|three|\d+|it|them|him|her)\b)",
     "origin": "round 59 (Apprentices, 2009): 'Should any situation result in a Pupil not having a valid hearth, re-initialize the hearth.' (a lead of when, then a change in the imperative, no doer: passed over in silence at first sight; in other words 'If a Pilgrim has no Relic, reset their Faith to 0', 'Whenever the Bell rings, increase the Tide by 1'); round 61 (Workers, 2021): '* For every Workshop that has a Headway that equals or exceeds its Headway Threshold (in alphabetical order), apply its Effect then …' (each of a kind, then what is done to it)"},
    {"phrasing": r"^{ACT_IMPERATIVE_CHANGE} (?:each|every) (?:[\w-]+ )?[\w-]+(?:'s|’s)\b",
     "origin": "round 61 (Workers, 2021): '* Increase each Workshop’s Headway by the triangle number of …' (a step of the game's procedure, done to every one of a kind, in the imperative with no doer: passed over in silence at first sight; in other words 'Set each Pilgrim's Faith to 0', 'Reduce every Ship's Tide by 1': the value of each; an option said of one thing, Ruleset 70's 'Add an X to the start of the Workbench', or a spell's Effect, 'Move all Damaged Runes in that Apprentice's Workbench to …', is one action's, not listed)"},
]

# an outcome of an event on a value, said in the present with its holder as subject ("When a Delegate changes their
# vote …, they lose 1 Standing"): the rules' own way a value changes, which no action explains; listed, never passed
# over (validate then cannot call such a change unexplained)
GRANT_OUTCOMES = [
    {"phrasing": r"^(?:when|whenever|if|each time|every time|once|after|upon)\b[^;:]{3,160}?, (?:then )?(?:it|they|he|she|e|(?:the|that|this|its|their) [\w-]+) (?:then |also |immediately )?(?:gains?|loses?|increases?|decreases?|reduces?|raises?|lowers?|receives?|earns?|forfeits?) (?:its|their|his|her|eir|another|an?|the|all|\d+|one|two|three|four|five)\b",
     "origin": "round 61 (Honourable Members, 2013): 'When a Delegate changes their valid voting icon on a proposal for the first time, …, they lose 1 Standing.'; round 62 (Islands, 2020): 'when an isle roosts, it increases its aether by its Glider Suitability' (passed over in silence at first sight; in other words 'Whenever a Pilgrim prays, they gain 1 Faith', 'If the Bell rings, the Abbot loses 2 Gold')"},
    {"phrasing": r"^(?:when|whenever|if|each time|every time|once|after|upon)\b[^;:]{3,160}?, (?:then )?(?:the|these|those|all|each|every|its|their)\b[^;:,]{0,60}? (?:is|are) (?:then |immediately )?(?:reset|cleared|emptied|removed|deleted|transferred|transfered|deducted|returned|set to)\b",
     "origin": "round 64 (Rollers, 2005): 'Whenever a new Roller joins blognomic, these game variables are reset:' (a change said in the present passive after a lead of when, no one named to make it: passed over in silence at first sight; in other words 'When the Bell rings, all Relics are returned to the Shrine')"},
    {"phrasing": r"(?:^|\] )(?:when|whenever|if|each time|every time|once|after|upon)\b[^;:]{3,160}?, (?:then )?(?:all|each|every|any) (?:other )?(?:[\w-]+ )?(?:{PLAYERS}|{PLAYER})\b[^;:.]{0,100}? (?:lose|loses|gain|gains|forfeit|forfeits|receive|receives)(?= (?:\d|DICE|an?\b|one\b|two\b|three\b|all\b|their\b|eir\b|his\b|her\b|its\b))",
     "origin": "round 63 (Caine, 2005): 'Fog Lantern [Crow's Nest] If any Deckhand is Pulling the Ropes on the Fog Lantern, then all Deckhands with positive Nerve in the Crow's Nest when the Ropes are Pulled lose DICE40 Nerve …' (an outcome for every player it names, after a lead of if: passed over in silence at first sight; in other words 'When the Bell rings, each Pilgrim in the Nave gains 1 Faith')"},
    {"phrasing": r"\b(?:is|are) (?:then |instead |also |immediately |automatically )?(?:increased|decreased|reduced|raised|lowered|incremented|decremented|multiplied|divided|halved|doubled)(?: by| to)\b",
     "origin": "round 65 (Knights, 2014; a Special Case rule, 2018): 'Otherwise the Wyrm’s Trove is increased by the result of the die roll …', 'Each time a proposal is enacted, the variable “FUSE” is incremented by 12 hours.' (a value changed in the passive, no one named to change it: passed over in silence at first sight; in other words 'the Tide is raised by 1', 'each Pilgrim's Faith is halved')"},
    {"phrasing": r"^(?:when|whenever|if|each time|every time|once|after|upon|should)\b[^;:]{3,160}?, (?:then )?(?:it|they|he|she|e|(?:the|that|this|its|their|each|every) [\w-]+(?: [\w-]+)?) (?:then |also |immediately |instead )?(?:{ACT_END}|(?:is|are) (?:destroyed|killed|slain|eliminated|removed from (?:the game|play)))\b",
     "origin": "round 67 (Glowcats, 2012): 'If a Glowcat hasn’t drunk 3 Flasks with Blighted Brine during a Day, he dies.' (a thing's end, an outcome of the game after a lead of if or when: passed over in silence at first sight; in other words 'When a Lantern runs dry, it goes out' is a state, but 'If a Hound is not fed for a week, it dies', 'Whenever a Ship sinks, its crew are killed' are outcomes)"},
    {"phrasing": r"(?:^|, (?:then )?)(?:the|that|this|its|their|his|her|eir|each|every|an?) (?:[\w-]+ ){0,3}?[\w-]+(?:'s|’s) (?:[\w-]+ )?[\w-]+ (?:then |also |immediately |instead )?(?:increases|decreases|rises|falls|drops|grows|shrinks|doubles|halves|is doubled|is halved)(?: by| to|\b(?=[,.;]|$))",
     "origin": "round 67 (a Gourd patch, 2006): 'If H is less than or equal to the chosen Gourd’s Wholesomeness, the chosen Gourd’s Rarity increases by 1, and …' (a thing's value changing of itself, said in the present after a lead or first in its sentence: passed over in silence at first sight; in other words 'the Abbey’s Gold drops by 2', 'each Pilgrim’s Faith doubles')"},
    {"phrasing": r"(?<!\bwho )(?<!\bthat )(?<!\bwhich )\b(?:is|are) (?:then |instead |immediately |also |automatically )?(?:eaten|consumed|destroyed|killed|slain|sacrificed|discarded|burned|burnt|reborn|revived|resurrected|sunk|captured)\b(?! (?:if|when|whenever|unless|only)\b)",
     "origin": "round 67 (a Gourd patch, 2006): 'The chosen Gourd is eaten and immediately reborn with the following effects, …' (what becomes of a thing of the game, in the present passive, no one named to do it: passed over in silence at first sight; in other words 'The Relic is then destroyed', 'the losing Hound is slain'; a clause saying which thing is meant, 'a Relic that is destroyed', is not)"},
    {"phrasing": r"\bthe (?:variable|value|counter|count|total|pool|score|number) (?:“…”|(?-i:[A-Z])[\w-]*) (?:then |also )?(?:loses|gains|drops|falls|rises|grows|shrinks)\b",
     "origin": "round 65 (a Special Case rule, 2018): 'Each second, the variable “FUSE” loses a second' (a value named as a variable, changing of itself: in other words 'the counter Tide gains 1 each day')"},
    {"phrasing": r"\bcauses? (?:the|that|each|every|an?|its|their) [\w ’'-]{1,40}? to (?:lose|gain|forfeit|receive|drop|discard)\b",
     "origin": "round 64 (Rollers, 2005): 'Unless otherwise stated in the trinket description, using a trinket causes the Roller to lose possession of it.' (an outcome said as what a thing causes: passed over in silence at first sight; in other words 'ringing the Bell causes each Pilgrim to gain 1 Faith')"},
]

# a sentence that names a declared variable and a change of it in any form (a verb of change, in any tense or voice, or
# a sum): whoever or whatever makes the change, the rules say here how that value changes; listed, never passed over.
# Keyed on the dynasty's own variables rather than on the sentence's subject or form, so that a step, an outcome or a
# procedure said in words the other cues do not know is caught all the same. Not a declaration's own words (its default,
# where it is tracked), which say what the value is, not how it changes.
GRANT_BY_VARIABLE = {
    "change": {"phrasing": r"(?<!\bwho )(?<!\bthat )(?<!\bwhich )(?<!\ban )(?<!\beach )(?<!\bevery )(?<!\bif )(?<!\bone )(?<!\ba )(?<!\bthe )\b(?!set (?:of|trap)\b)(?:"
                           r"gain|gains|gained|lose|loses|lost|increase|increases|increased|decrease"
                           r"|decreases|decreased|reduce|reduces|reduced|raise|raises|raised|lower"
                           r"|lowers|lowered|set|sets|reset|resets|add|adds|added|remove|removes|removed"
                           r"|subtract|subtracts|subtracted|deduct|deducts|deducted|transfer|transfers|transferred"
                           r"|transfered|give|gives|(?:is|are|be|been) given|take|takes|taken|receive|receives"
                           r"|received|earn|earns|earned|spend|spends|spent|pay|pays|paid|double|doubles|doubled"
                           r"|halve|halves|halved|become|becomes|became|change|changes|changed|move|moves|moved"
                           r"|incremented|decremented|increment|decrement|award|awards|awarded|steal|steals|stole|stolen|grant"
                           r"|grants|granted|refund|refunds|refunded|restore|restores|restored|return|returns|returned|drop|drops"
                           r"|dropped|falls|fell|rises|rose|grows|grew|shrinks|drain|drains|drained|replace|replaces|replaced"
                           r"|update|updates|updated|recalculate|recalculated|adjust|adjusts|adjusted|swap|swaps|swapped|exchange"
                           r"|exchanges|exchanged|discard|discards|discarded|destroy|destroys|destroyed|roll|rolls|rolled"
                           r"|multiplied|divided|plus|minus|tick|ticks|ticked|put|puts|places|placed|clears|cleared|empties"
                           r"|emptied|erase|erased|deleted|delete|deletes|altered|alter|alters|modified|modify|modifies)\b",
               "origin": "every round whose rules said a change in words the other cues did not know (round 65: 'The pitcher "
                         "removes one, or more, morsels from their tin …', 'Otherwise the Wyrm’s Trove is increased by …', "
                         "'Each second, the variable “FUSE” loses a second'; round 63: 'The Logbook then loses 1 Nerve.'): "
                         "a net keyed on the names the dynasty declares, not on a list of subjects and forms ('the Mayor’s "
                         "Purse drops by 2 each dawn', 'whoever holds the Lamp adds 1 to its Oil'); a noun after an article "
                         "('a set of', 'each roll') is no verb, nor a gerund ('In taking the Vows, …'), nor a verb of a relative "
                         "clause, which says who the sentence is about ('A Pilgrim who gains 3 Faith is Blessed')"},
    "not": {"phrasing": r"\b(?:defaults?|defaulting|by default|is tracked|are tracked|publicly tracked|privately tracked"
                        r"|tracked (?:in|on|by)|starts? (?:with|at)|begins? (?:with|at)|set in (?:italics|bold|capitals))\b",
            "origin": "the declarations' own words said in an action's rule ('Each Pilgrim has a Purse, which defaults to 3', "
                      "'Relics are publicly tracked'): what a value is, not how it changes; how it is written ('must be set in "
                      "italics')"},
}

# the everyday phrases in which a word that is also a declared name is no mention of it ("If at any time …" names no
# Time; "in any order" no Order): a sentence is not about that variable for these words alone
NOT_A_MENTION = [
    {"phrasing": r"\b(?:at|by|for|from|until|till) (?:any|the|a|that|this|some|no|one|each|every|which|such a|the same|a given) time\b",
     "origin": "Ruleset 70 (Partners): 'If at any time a non-Artisan Apprentice would not have another Apprentice as their "
               "Partner, …' is about the Partner, not the statistic Time ('by the time the Bell rings', 'at the same time')"},
    {"phrasing": r"\b(?:in|into) (?:any|the|a|that|this|some|alphabetical|reverse|random|ascending|descending|which|whatever) order\b",
     "origin": "the corpus's 'in any order' ('may apply the Punishments in any order'), said of a dynasty that declares an Order"},
    {"phrasing": r"\bin turn\b|\btakes? place\b|\bin place of\b|\bin (?:its|their|his|her) place\b|\bat (?:any|that|this|which) point\b",
     "origin": "everyday phrases beside a declared Turn, Place or Point ('each in turn', 'the Duel takes place', 'at any point')"},
]

# a role's step said in the present tense with no modal, at the sentence's start: what its holder does in a procedure
# (the verbs: choosing, naming, announcing, rolling), never passed over
GRANT_PRESENT_STEPS = [
    {"phrasing": r"^(?:the|each|every|that) (?:(?-i:[a-z])[\w-]+|{PLAYER}|{EMPEROR}|(?-i:[A-Z])[\w-]+(?= (?:then|first|next|also|now) ))(?: (?-i:[a-z])[\w-]+)? (?:then |first |next |also |now )?(?:specifies|chooses|selects|names|picks|nominates|designates|declares|announces|posts|rolls|reveals|decides|removes|places|puts|moves|takes|adds|transfers|gives|makes|spends|pays|sends|draws|deducts|subtracts)\b(?! (?:are|is|were|was|have|has|of|and|or|in|on|for|to|must|may|can|shall|should|will|would)\b)(?!\.?$)",
     "origin": "round 60 (Duels, 2019): 'The challenger specifies four different proving grounds (such that …) from the list of current proving grounds.' (a role's step in a procedure, said as what it does: passed over in silence at first sight; in other words 'The Abbot then names a Relic', 'Each Pilgrim chooses a Shrine', 'The defender rolls DICE6'); round 65 (Staff, 2009): 'The pitcher removes one, or more, morsels from their tin and places them in the tin of …', 'The Pitcher then makes a story post describing their action.' (the verbs of doing too: 'The Abbot then moves a Relic', 'the bidder pays 3 Gold')"},
    {"phrasing": r"^(?:once|when|after|then|next|finally|afterwards|thereafter)\b[^,;:]{0,60}, (?:{EMPEROR}|the [\w-]+(?: [\w-]+)?|(?-i:[A-Z])[\w-]+(?: (?-i:[A-Z])[\w-]+)?) (?:then )?(?:specifies|chooses|selects|names|picks|nominates|designates|declares|announces|posts|rolls|reveals|decides|removes|places|puts|moves|takes|adds|transfers|gives|makes|spends|pays|sends|draws|deducts|subtracts)\b(?! (?:are|is|were|was|have|has|of|and|or|in|on|for|to|must|may|can|shall|should|will|would)\b)(?!\.?$)",
     "origin": "round 67 (a Gourd patch, 2006): 'Once this has been done, Mother Hubbard chooses the Nth Gourd on the Sweet List, where N is …' (a step after the one before, the emperor named by their own name: passed over in silence at first sight; in other words 'Then the Abbot names a Relic', 'After that, Brother Cadfael rolls DICE6')"},
]
# a permission in the passive with no actor said ("A Recall may be ended after 36 hours have passed.")
GRANT_BARE_PASSIVES = [
    {"phrasing": r"\b(?:may|can) (?:also |only )?be (?:built|bought|purchased|constructed|made|created|acquired|hired|founded|established|summoned|crafted|forged|recruited|raised|erected|upgraded)\b[^;:.]{0,60}?\b(?:at a cost of|for a (?:cost|price|fee) of|at the (?:cost|price) of|by (?:paying|spending)|in exchange for)\b",
     "origin": "round 66 (outposts, 2000s): 'Cargo dock(35): Cargo barges allow trade between neighboring outposts, and can be built at a cost of 12 Star-Marks' (a thing that may be had for a price, no one named to have it: a permission all the same; in other words 'A Chapel may be built at a cost of 5 Stone', 'Candles can be bought by paying 2 Gold')"},
    {"phrasing": r"\b(?:may|can) (?:also )?be (?:\w+ly )?\w+(?:ed|en|t)\b(?: (?:to|from|into|onto))?(?: (?:and|or|and/or) \w+(?:ed|en|t)\b(?: (?:to|from|into|onto))?)?[^;:.]*? by (?:means|way) of\b",
     "origin": "round 9 (2008): 'Burghers may also be added to or removed from this list by means of a Town Moot' (done by a process of the game, no actor said: 'may be moved by way of a Proposal')"},
    {"phrasing": r"^(?:an?|the|each|any) (?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)? (?:may|can) (?:only )?be (?!(?:tracked|recorded|listed|stored|kept|used|considered|treated|known|shown)\b)\w+(?:ed|en|wn|ne)\b(?=[^;:]*\b(?:after|once|when|if|at any time|before|until)\b)",
     "origin": "round 6 (2005): 'A Recall may be ended after 36 hours have passed.' (who may end it is not said: a permission all the same; 'A Duel can be called off once both …')"},
    {"phrasing": r"\b(?:may|can) (?:also )?be (?:\w+ly )?\w+(?:ed|en|t)\b[^;:.]*?\((?:by )?(?:the|an?|any) (?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)? (?:\w+ing|who|doing so|when)\b",
     "origin": "round 13 (2009): 'Any Proposal that has been Quick Withdrawn …, may be failed as if it where the oldest pending proposal (the Admin failing it does not have to pay any fees …)' (who does it is said in a parenthesis: 'may be reopened (the Herald reopening it …)', 'can be struck off (the Abbot doing so …)')"},
    {"phrasing": r"(?:^|: )(?:an?|the|each|any|every) (?:[\w'’-]+ ){0,5}?(?:may|can) (?:only )?be (?!(?:tracked|recorded|listed|stored|kept|considered|treated|known|shown|referred|called|named|found|deemed|said)\b)\w+(?:ed|en|wn|ne|t|unk|ung)\b,? (?-i:[a-z])\w+ing\b",
     "origin": "round 36 (Corsairs, 2006): 'Pickled limes: Any jar of pickled limes may be eaten, removing it from the eater’s Kit …' (a thing that may be used, what it does after, and no one named to do it: a permission all the same; 'Each flask may be drunk, restoring …', 'A lantern can be lit, granting …')"},
    {"phrasing": r"^(?:it|they) (?:may|can) (?:also )?be (?!(?:tracked|recorded|listed|stored|kept|considered|treated|known|shown|referred|called|named|found|deemed|said|used|seen)\b)(?:\w+(?:ed|en|wn|ne)|sold|held|lost|bought|brought|caught|built|sent|spent|lit|cut|put|set|won|paid|laid|struck|dealt)\b(?! by\b)",
     "origin": "round 59 (Crewmembers, 2005): 'It may be teleported as a Spacer.' (a thing that may be done to what the sentence before names, no one named to do it: passed over in silence at first sight; in other words 'They may be sold at the Market', 'It can be stolen')"},
    {"phrasing": r"^(?:if|once|when|whenever|after|while) [^,]{3,80}, (?:it|they|this|that|the \w+) (?:may|can|must|should|shall) (?:then |also )?be (?!(?:tracked|recorded|listed|stored|kept|considered|treated|known|shown|referred|called|named|found|deemed|said)\b)\w+(?:ed|en|wn|ne|t)\b",
     "origin": "round 37 (Goblins, 2016): 'If a Foray is Primed, it may be executed.' (a thing that may be done once a condition holds, no one named: a permission all the same; in other words 'Once a Vigil is Open, it can be joined'); round 61 (Cutpurses, 2020s): 'If the Scheme requires a Mark, the Mark must be communicated when the Cutpurse privately messages the Magistrate …' (a duty the same way: 'If a Relic is lost, it must be returned …')"},
    {"phrasing": r"(?<!\bthat )(?<!\bwhich )(?<!\bwho )\b(?:should|must|shall) (?:then |also |immediately |now )?be (?:deleted|removed|added|set|changed|increased|decreased|reduced|raised|lowered|repealed|replaced|moved|updated|amended|transferred|transfered|awarded|subtracted|deducted|reset|cleared|erased)\b(?! (?:only|never|in)\b)",
     "origin": "round 56 (Deckhands, 2004): '- The Wheelhouse, the Mess, the Boiler Room and the Hold should be deleted from Rule 11, and any Deckhands who are in those Locations are drowned outright (their Breath is set to zero) …' (a change of the game or its rules owed, no one named to make it: listed, never passed over; in other words 'The Relic must then be removed from the Shrine', 'Each Pilgrim's Faith shall be reset to 0'); round 64 (Rollers, 2005): '… the amount on the Kitty shall be transfered to that Roller …' (as written, with one r)"},
]
# a change said in the present of a player or the emperor named as the sentence's subject (the words of GRANT_ACTORS
# before it, in its clause): an outcome the rules give, listed, never passed over (not after "who", "that", "which")
GRANT_OUTCOME_VERBS = [
    {"phrasing": r"(?<!\bwho )(?<!\bthat )(?<!\bwhich )(?:then |also |immediately |instead )?(?:loses|gains|subtracts|adds|receives|earns|forfeits)(?= (?:\d|DICE|an?\b|one\b|two\b|three\b|all\b|their\b|eir\b|his\b|her\b|its\b|another\b|the\b|that\b|this\b|each\b|every\b|some\b|half\b))",
     "origin": "round 67 (a painting square, 2005): 'The Dye Works square immediately gains the new dye code.' (what it gains led by 'the': passed over in silence at first sight; 'The Abbey then gains the Relic'); round 63 (Caine, 2005): 'The Deckhand drinking or being administered Brisk subtracts 19 from eir Nerve Value and adds 1 to eir Daily Tokens', 'The Logbook then loses 1 Nerve.', 'Any Deckhand with positive Nerve that changes location into the Crow's Nest … loses DICE40 points from eir Nerve score.' (passed over in silence at first sight; in other words 'The Abbot gains 2 Gold', 'Each Pilgrim at the Well receives one Relic')"},
]
GRANT_ACTORS = [
    {"phrasing": r"\b(?:{PLAYER}|{PLAYERS}|{EMPEROR}|players?|emperors?|admins?|administrators?|anyone|anybody|everyone|someone)\b",
     "origin": "the dynasty's own words for a player and its emperor, and the Ruleset's own ('any other player may force them …')"},
    {"phrasing": r"(?:\b(?:any|each|every|a|the|all) (?:other )?|^)(?-i:[Mm])embers? of (?:an?|the|their|his|her|eir|that|each|any) \w+",
     "origin": "round 8 (2007): 'Any member of a cell may send the Overseer a directive request in a PM.' ('each member of the Council', 'a member of their Guild'); round 15 (Specimens): 'Members of the target pack can refuse the request …' (the plural, leading the sentence)"},
    {"phrasing": r"\b(?:they|he|she|e|it|who|whoever|you)\b",
     "origin": "an actor said by a pronoun ('Whenever they Fail a Proposal …, they may claim 3 Marks')"},
    {"phrasing": r"\b(?:the|a|an|each|any|every|that|this) (?:(?-i:[a-z])\w+ )?(?-i:[A-Z])[\w-]+",
     "origin": "a role or a holder of the dynasty, capitalised ('the Monarch', 'a living Cottager', 'the Night Baron carrying it out', 'the Printer')"},
    {"phrasing": r"(?:^|, |[.:;] |\bthen )(?:the|an?|each|any|every|its|their|his|her|eir) (?:(?-i:[a-z])[\w-]+ )?(?-i:[a-z])[\w-]+(?: of (?:the|this|that|an?|its|their|each|any) (?:[\w-]+ ){0,2}?[\w-]+)?(?=,? (?:(?:may|can|must|shall|should)(?:, [^,]{1,40},)? (?!(?:be|not|have|also be)\b)|(?:has|have) (?:\d+|[a-z]+) (?:hours|days) to )(?-i:[a-z]))",
     "origin": "round 35 (Sailors, 2018): 'A guide may increase the cheer of any captive drover …', 'Once per lacuna, the outrider may make a GNDT comment …' (a role written in lower case, first in its sentence or after its lead, then a modal and a verb, an aside between them too ('If the proposal passes, the proposer may, within 36 hours, increase …'): in other words 'the ferryman may row …'; not 'the table may be edited'); a text written all in lower case, its sentence after a stop the splitter keeps whole ('an item: consumable. the bearer may …'); a time to act said as a role's ('If the proposal passes, the proposer has 36 hours to …', round 40, Kinsmen); round 45 (Lodgers, 2009): 'If this item is Hallowed then its holder may …' (after 'then', said as the thing's: 'its bearer may', 'the holder of this item may')"},
    {"phrasing": r"\b(?:the|that|this|its|their|his|her|eir|each|any|every|an?) [\w-]+'s (?:(?-i:[a-z])[\w-]+ )?[\w-]+",
     "origin": "a role said as someone's, in any case: the held-out round 4 (2004): '… may be removed from a squad at any time by that squad's captain' ('the guild's treasurer may', 'by each ship's first mate')"},
]
GRANT_KINDS = [
    {"phrasing": r"\b(?:allows?|lets|permits?|enables?) (?:(?:the|an?|any|each|every|its|their|his|her|eir|that|this) (?:[\w-]+ ){0,2}?(?:{PLAYER}|{PLAYERS}|{EMPEROR}|(?-i:[A-Z])[\w-]+)|them|him|her|em|you) to (?-i:[a-z])\w+",
     "origin": "round 66 (outposts, 2000s): 'Each Cargo Barge allows the Delegate to increase their Star-Mark total by 6, once a week.'; round 67 (a Gourd patch, 2006): 'The resulting good fortune allows em to be reborn as a member of a rarer variety.' (a permission said as what a thing allows its holder: passed over in silence at first sight; in other words 'The Lamp lets its bearer see the Crypt', 'Each Chapel permits the Abbot to ring twice')"},
    {"phrasing": r"^(?-i:[A-Z])\w+ing (?:an? |the )?(?:[\w-]+ ){0,3}?(?:consists of|involves|entails|is done by|is performed by) (?-i:[a-z])\w+ing\b",
     "origin": "round 66 (Machinists, 2023): 'Sending a Blueprint consists of writing between 3 and 6 Designs (inclusive) and sending them privately to the Grand Orrery.' (what doing an action is, said of its gerund: passed over in silence at first sight; in other words 'Ringing the Bell consists of posting …', 'Lighting a Candle involves spending 1 Wax')"},
    {"phrasing": r"(?:^|: )(?:(?-i:[A-Z])\w+ )?(?-i:A)ction: (?-i:[A-Z])",
     "origin": "round 31 (Adventurers, 2019): '- Dread Mask: New Action: Unnerve: Reduce any Wanderer’s Vigour by 25.' under 'Deformities are the following (…)' (an item labelled as an action, its actor said only in the lead: listed, never passed over; in other words 'Bell Tower: Action: Ring: …', 'Special Action: Rally: …')"},
    {"phrasing": r"^(?-i:[A-Z])[\w'’ -]{2,40} \((?:optionally )?(?:specifying|naming|choosing|selecting|targeting) [^()]{1,60}\):",
     "origin": "round 25 (Stalkers, 2010s): 'Drop Contract (optionally specifying a Stalker): The acting Stalker ceases to have a Quarry.' (an action by its name and what it takes, then what it does: listed, never passed over; 'Mend the Net (specifying a Dock): …')"},
    {"phrasing": r"\b(?:may|can) only (?!(?:be|have|hold|own|possess|contain|carry|exist)\b)(?-i:[a-z])\w+\b[^.;]*?\b(?:if|when|while|after|during|unless)\b",
     "origin": "round 23 (Aldermen, 2000s): 'If a Quay Assembly has been called, an Alderman may only declare victory if they are the Deputy Harbourmaster.' (a permission bounded by a condition: listed, never passed over; 'a Pilgrim may only pray while at a Shrine')"},
    {"phrasing": r"^(?:(?-i:[A-Z])[\w'’ -]{1,40}(?: \[[^\[\]]{1,20}\]| \([^()]{1,40}\))?: ){1,3}(?:(?-i:[A-Z])[a-z]+ (?:(?:three|two|one|four|five|\d+) or more |up to |at least )?(?:another|an?|the|one|two|three|four|five|\d+|their|your|any|all|each) |(?-i:Gain|Lose|Set|Increase|Decrease|Reduce|Raise|Lower|Add|Remove|Spend|Pay|Transfer|Move|Swap|Give|Take) (?-i:[a-z])\w+ (?:equal to|by|to|from|for)\b)",
     "origin": "round 23 (Newts, 2010s): '*Offer tainted grubs: Lose three or more Grubs to have another Newt … gain the same amount of Grubs.', '*Shove into bubbling vat: Mutate another Newt …' (an action named by its label and said in the imperative, to 'you': listed, never passed over; 'Mend the Net: Spend 2 Rope …', 'Forage: Gain one Berry'); round 58 (Persons, 2019): '*Tinker: Mend [0]: Gain 3 Cheer.', '*Steward: Delegate [2]: Gain cheer equal to half your Wit.' (labels in a row, one with a number in square brackets, a variable in lower case: passed over in silence at first sight; in other words '*Smiths: Hammer [1]: Gain 2 Iron.', '*Cooks: Stir (free): Set your soup to 3.')"},
    {"phrasing": r"\bthis (?:[\w-]+ )?action (?:can|may) (?:only )?be (?:performed|taken|used|done|carried out)\b",
     "origin": "round 23 (Newts): 'This Action can only be performed if you have more Grip Genes than the Target.' (said of an action the text before grants, whatever its form)"},
    {"phrasing": r"^(?:at any time|once (?:per|a|each|every) \w+|(?:daily|weekly),?(?: as an? [\w ]+ action)?),? (?:an?|the|any|each|every) (?:{PLAYER}|{EMPEROR}) (?!(?:may|can|cannot|shall|should|must|is|are|was|were|has|have|had|will|would|does|do)\b)(?-i:[a-z])\w+",
     "origin": "round 14 (2023): 'At any time, a Band gain control of an unoccupied Sector … by reducing the Growth …' (a lead of when, then the actor and a bare verb, the modal left out: a grant all the same; 'Once per day, a Pilgrim draw a card', 'At any time, the Abbot choose …')"},
    {"phrasing": r"\b(?:gains?|has|have|is given|are given|receives?) access to (?:an?|the|one) (?:[\w-]+ ){0,3}?(?:action|ability|power|(?-i:[A-Z])\w+)\b",
     "origin": "round 47 (Explorers, 2022): 'A Delver carrying a Gin gains access to a Special Mischief for as long as they are carrying it, which is to Set a Gin Snare.' (an action granted as access to a kind of action: listed, never passed over; in other words 'has access to the Ritual action', 'is given access to one Blessing')"},
    {"phrasing": r"\bas an? (?:[\w-]+ )*?action\b|\bis an? (?:[\w-]+ )*?action\b(?! (?:that|which) )",
     "origin": "every era's kinds: 'As a daily action, …', 'As a Tale Action that can only be performed when …', 'Charting a Chamber is a Ritual Action'"},
    {"phrasing": r"(?:^|: |; )(?:once|twice|thrice|\w+ times) (?:(?:only|per|a|an|each|every|in|during|within|after|before|between) )+(?:\w+ )?(?:day|week|fortnight|month|turn|round|hour|bout|dynasty|(?-i:[A-Z])\w+)",
     "origin": "the frequencies that lead a sentence (or a labelled item, 'Sapling (cost: 35): Once a day, …') in every era: 'Once per week, …', 'Once during each day …', 'Twice a Fortnight …'"},
    {"phrasing": r"^(?:upon|on|when|after|in) (?:taking|performing|doing|using|carrying out|making) (?:this|that|the|such an?) (?:[\w-]+ )?action\b",
     "origin": "round 15 (Guests, 2010): '- Release a named Visitor … that they share a room with. Upon taking this Action, if the Target is present …, the Target becomes Well.' (what an action does, said of it: the action is there, in an item or a sentence before, whatever its form; 'On performing this action, …', 'When taking such an action, …')"},
    {"phrasing": r"\b(?:any|each|every) (?:other )?(?:{PLAYER}|{EMPEROR})\b(?![^.;:]*\b(?:may|can|cannot|shall|should|must|has|have|is|are|starts?|begins?|was|were)\b)",
     "origin": "a player quantified, with no modal or state verb after it, is a grant or a duty whatever its verb (the held-out round 3, 2007: 'any spacehand in the same location as the drone make take control of it', the modal mistyped)"},
]

# ---- an outcome of the game after a lead of when or if, no one named to bring it about ("When an isle roosts, it
# increases its aether by …", "Whenever a Roller spends C$, that amount must be added to the Kitty", "If a Hound is
# not fed for a week, it dies", "When an atoll bursts, reduce its greenery to 0"): the rules' own way a value changes,
# read as an action of no doer (validators.action_outcomes), its conditions the lead's, what it does listed as not read.
# Each matches the main clause, after the lead; "who" says why no doer is read.
OUTCOME_CLAUSES = [
    {"who": "an outcome said in the present of the thing it changes: no doer is named",
     "phrasing": r"(?:then )?(?P<subject>it|they|he|she|e|(?:the|that|this|these|those|its|their|his|her|eir|your|each|every|all|any) (?!(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b(?: may| can| must| should| (?:shall|will)(?! (?:then |also )?(?:gain|receive|earn)\b))\b)(?:(?!\b(?:has|have|had|is|are|to)\b)[^,;:]){1,60}?) (?:then |also |immediately |instead |automatically )?(?P<change>(?:(?:shall|will) (?:then |also )?(?:gain|receive|earn)\b|gains?|loses?|increases?|decreases?|receives?|earns?|forfeits?|drops?|rises?|falls?|grows?|shrinks?|doubles?|halves?) (?!to\b|that\b)\S.*|(?:shall|will) (?:then |also |immediately |instead |automatically )?(?:increase|decrease|rise|fall|drop|go up|go down) by \S.*|(?:becomes?|(?:shall|will) become) (?=-?\d+(?:[,;:.]|$| and ))\S.*)",
     "origin": "round 62 (Islands, 2020): 'when an isle stalks, it increases its aether by its Hunter Suitability'; round 67 (Harpooners, 2010s): 'When an Encounter ends in this manner and its Quarry is Enraged, each Harpooner at that Encounter loses Stamina equal to …' (in other words 'Whenever the Bell rings, each Pilgrim in the Nave gains 1 Faith', 'If the Well runs dry, the Abbey loses 2 Water')"},
    {"who": "an outcome said in the passive: no doer is named", "passive": True,
     "phrasing": r"(?:then )?(?:it|they|(?:the|that|this|these|those|its|their|his|her|eir|your|each|every|all|any|an?) [^,;:]{1,80}?) (?:is|are|shall be|will be) (?:then |also |immediately |instead |automatically |first )?(?:reset|cleared|emptied|removed|deleted|transferred|transfered|deducted|subtracted|returned|added|increased|decreased|reduced|raised|lowered|incremented|decremented|multiplied|divided|halved|doubled|destroyed|killed|eaten|consumed|discarded|set to|moved|given|awarded|granted|applied|credited|debited|docked|restored)\b.*",
     "origin": "round 64 (Rollers, 2005): 'Whenever a new Roller joins blognomic, these game variables are reset:'; round 66 (Pilgrims, 2020s): 'Whenever a Pilgrim gains a Relic, the name of that Relic is added to that Pilgrim’s Satchel …' (in other words 'When the Bell rings, all Relics are returned to the Shrine', 'If a Ship sinks, its Cargo is removed'); round 77 (Traders, 2020s): '… that same amount is subtracted from that Trader’s Stake', '… Impact A and Impact B are applied to the winner')"},
    {"who": "an outcome said as what its holder has done to a value: no doer is named", "needs_lead": True,
     "phrasing": r"(?:then )?(?:the|that|this|each|every|any) [^,;:]{1,40}? (?:has|have) (?:their|his|her|eir|its|hir) (?-i:[A-Za-z])[\w -]{0,30}? (?:then |also |immediately |automatically )?(?:set|reset|changed) (?:automatically |immediately )?to [^,;:]+",
     "origin": "the held-out round 123 (Spacers, 2005): 'If the result of that check is 1, the Spacer has eir Condition set to Dazed.'; round 103 (Liches, 2000s): '… any Lich still at this location has their location set automatically to Spire' (in other words 'If the Bell rings, each Pilgrim in the Nave has their Motto set to Humble')"},
    {"who": "a change owed, said in the passive: no doer is named",
     "phrasing": r"(?:then )?(?:it|they|(?:the|that|this|these|those|its|their|his|her|eir|each|every|all|any|an?) [^,;:]{1,80}?) (?:must|shall|should|will|is to|are to) (?:then |also |immediately |first )?be (?:reset|cleared|emptied|removed|deleted|transferred|transfered|deducted|returned|added|increased|decreased|reduced|raised|lowered|set|moved|given|awarded|subtracted)\b.*",
     "origin": "round 64 (Rollers, 2005): 'Whenever a Roller spends an amount of C$, that amount must be added to the Kitty', 'Whenever a Roller ends a move in the Kitty Square, the amount on the Kitty shall be transfered to that Roller …' (in other words 'When a Relic is sold, its price shall be added to the Abbey's Gold')"},
    {"who": "victory, an outcome of the game: no one is named to bring it about", "needs_lead": True,
     "phrasing": r"(?:then )?(?:they|he|she|e|(?:the|that|this|each|any|an?) [^,;:]{1,80}?|(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){0,3}) (?:then |also |immediately |instead |automatically )?(?:has |have )?(?:achieved|achieves?|attains?|attained|wins?|won) (?:the )?(?:victory|game|dynasty)\b(?:(?! and (?:the|that|this|its|their|his|her|each|every|all|any) )[^;:])*",
     "origin": "round 73 (Scandals, 2010s): 'If they have no Buried Scandals, then they have achieved victory'; round 85 (Duelists, 2020s): '…, if one Duelist has more Notches than each other Duelist, that Duelist achieves victory'; round 98 (Organisms, 2004): 'If all living organisms vote FOR the plea for triumph, the organism who posted the Plea for Triumph post has achieved victory' (victory said as the outcome of the lead's event or state: a standing under the core rules, no value of the game, no one named to bring it about; in other words 'When the Bell tolls thrice, the Abbot wins the game', 'If a Pilgrim holds every Relic, that Pilgrim achieves Victory'; after a lead only: 'Any Goblin … may achieve victory' is a permission)"},
    {"who": "a thing's end, an outcome of the game: no doer is named",
     "phrasing": r"(?:then )?(?:it|they|he|she|e|(?:the|that|this|its|their|each|every|all|any) [^,;:]{1,60}?|(?!(?:If|When|Whenever|Once|Unless|After|Before|Upon|While|Then|Otherwise)\b)(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){0,2}) (?:then |also |immediately |instead )?{ACT_END}\b.*",
     "origin": "round 67 (Glowcats, 2012): 'If a Glowcat hasn’t drunk 3 Flasks with Blighted Brine during a Day, he dies' (in other words 'If a Hound is not fed for a week, it dies'); round 106 (Guests, 2008): 'Mabel dies.' (a character of the story named: 'Brother Cadfael dies')"},
    {"who": "a change of a thing's standing, an outcome of the game: no doer is named", "needs_lead": True,
     "phrasing": r"(?:then )?(?:it|(?:the|that|this|these|those|its|each|every|all|any) (?!(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b)[^,;:]{1,60}?) (?:then |also |immediately |instead |automatically )?(?:becomes?|is failed|are failed|fails|fail|succeeds|succeed|expires?|is closed|are closed|ceases? to be|is no longer|are no longer|advances|progresses)\b(?:(?! and (?:the|that|this|its|their|his|her|each|every|all|any) ).)*",
     "origin": "round 71 (Operatives, 2010s): 'If a Brief is not completed in its alloted time, it is failed'; round 71 (Scullions): 'Upon being posted, this post becomes open'; round 70 (Cracksmen): '… then that attempt to perform the Caper Action fails'; round 72 (Cottagers): 'At 9.30pm UTC on each Friday, the Phase advances, …' (what becomes of a thing when the lead's event comes: its standing, no value said; after a lead only; never 'is considered to be', which says what holds while the lead holds (Ruleset 205: 'While a bot is Flipped, its Shove Power is considered to be multiplied by 0.5 …'; Castles: '… any remaining Serfs are considered to be Assigned to Idle'), no event's outcome; never of a player said as 'they', nor joined to an outcome of another: round 5's 'When they do, they immediately become Resting …' and round 40's '… the Raid automatically fails and the Headman … loses 12 Renown' are parts of the action before)"},
    {"who": "a change said in the imperative: no doer is named", "needs_lead": True, "to_you": "player", "imperative": True,
     "phrasing": r"(?:then )?{ACT_IMPERATIVE_CHANGE} \S.*",
     "origin": "round 59 (Apprentices, 2009): 'Should any situation result in a Pupil not having a valid hearth, re-initialize the hearth'; round 60 (Atolls, 2019): 'When an atoll bursts, reduce its greenery to 0 and remove the top half …' (in other words 'If a Pilgrim has no Relic, reset their Faith to 0', 'Whenever the Bell rings, increase the Tide by 1'); round 86 (Adventurers, 2019): '- Tenacity: Whenever you perform a Skirmish Action, increase your Vigour by 3.' (said to the player the rule speaks to, after a lead that names them as 'you': that player's change, 'to_you', read as theirs: 'When you pray, increase your Faith by 1')"},
    {"who": "a step said in the imperative: no doer is named", "needs_lead": True,
     "phrasing": r"(?:then )?(?:roll|re-?roll|divide|multiply|round|choose|select|pick|draw|determine|calculate|compute|count|tally|do so|do this|carry out|perform|resolve|reveal|announce|post|make|take|place|put|generate|create|note|record|mark|flip|toss|shuffle|deal) \S.*",
     "origin": "round 76 (Delvers, 2010s): 'Whenever a Delver Finds Loot, roll DICE3.'; round 71 (Netmenders): 'If the Tier is greater than 0, divide the Toll Value by the Tier …'; round 72 (Lady Varn): 'If Lady Varn can legally carry out a Stride, do so.' (a step of the rules' own procedure on an event, said in the imperative to no one: an action of no doer, as a change said so is; in other words 'When the Bell rings, roll DICE6', 'If the Well is dry, draw a Card')"},
    {"doer": "emperor", "needs_lead": True,
     "phrasing": r"(?:then )?(?:the )?{EMPEROR} (?:then |also |immediately |instead |first |randomly |secretly |privately )?(?P<change>(?!(?:is|has|was|does|may|can|must|shall|should|will|would|could|cannot|might|needs|remains|becomes|ceases|stays|dies|fails|succeeds|wins|achieves|gains|loses|gets|receives|earns)\b)(?-i:[a-z])[a-z]+(?<!ss)s\b[^;:]*)",
     "origin": "round 81 (Whalers, 2000s): 'When a Chase begins, the Scribe selects a random Whaler at that Chase as its Helmsman' (what the emperor does when the lead's event comes, said in the present: the emperor's duty, as 'shall select' says it; in other words 'When the Bell rings, the Abbot draws a Relic'; never a state, 'the Abbot has …', 'the Abbot is …', nor what becomes of the emperor, 'the Abbot ceases to be …'; after a lead of an event only, 'When', 'If', 'Upon': round 34's '36 hours after the posting of the list …, the Guildmaster then awards …' and round 52's 'Once the tapestry has been determined, the Patroness determines …' are steps of a procedure the emperor began before)"},
    {"who": "an event's outcome said in the indicative: no doer is named", "needs_lead": True, "generic": True,
     "phrasing": r"(?:then )?(?:(?:the|that|this|these|those|its|each|every|all|any|both|an?|such|said|no) (?!(?:{PLAYER}|{PLAYERS}|{EMPEROR})\b)(?:(?!\b(?:has|have|had|is|are|was|were|to|will|would|may|can|could|must|shall|should|selects|chooses|picks|decides|names|appoints|assigns|declares|awards|gives|grants|takes|makes|posts|rolls|sets|sends)\b)[^,;:]){1,80}?|(?!(?:{PLAYER}|{PLAYERS}|{EMPEROR}|If|When|Then|There|This|That|It)\b)(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){1,3}) (?:then |also |immediately |instead |automatically |permanently |simply )?(?:will (?:then |also |immediately |automatically |instead )?(?!not\b|have\b|be (?:considered|deemed|treated|able|unable|allowed|permitted|eligible|counted|valid|invalid|legal|illegal|ignored|immune|exempt)\b)(?-i:[a-z])\w+|(?:is|are) (?:then |also |immediately |instead |automatically |permanently )?(?!(?:considered|deemed|treated|said|counted|regarded|allowed|permitted|entitled|required|ignored|called|named|limited|restricted|prohibited|forbidden|barred|based|determined|defined|tracked|recorded|listed|kept|located|allowed|expected|supposed|used|needed|calculated|computed|measured|associated|assigned|represented|displayed|shown|known|found|compared|checked|examined|evaluated|assessed|tested|tallied|summed|totalled|totaled|reviewed|inspected|consulted|weighed)\b)(?:(?-i:[a-z])\w+ed|made|left|put|sent|held|set|given|taken|forced|thrown|drawn|won|lost|cast|bound|sold|paid|split|shut|struck|slain|(?-i:[A-Z])\w+ed)|(?!(?:its|as|yours|ours|theirs|hers|plus|thus|unless|always|perhaps|sometimes|towards|besides|afterwards|whereas|less|has|is|was|does|counts|means|equals|remains|stays|applies|holds|contains|includes|lasts|exists|needs|requires|seems|appears|refers|belongs|depends|represents|reflects|indicates|denotes|allows|permits|prevents|overrides|follows|matches|corresponds|costs|owns|possesses|carries|knows|gets|wants|wishes|chooses|decides|selects|picks|makes|takes|posts|votes|uses|pays|spends|rolls|says|states|notes|lists|keeps|tracks|records|counts|qualifies|satisfies|meets|passes)\b)(?-i:[a-z])[a-z]+(?<!ss)(?<!ous)(?<!us)(?<!is)s(?! (?:is|are|was|were|has|have|had|will|would|may|can|could|must|shall|should|do|does|of)\b))\b[^;:]*",
     "origin": "round 81 (Contenders, 2000s): 'If they reject, the Bout is Closed, and …'; round 79 (Guild of Hands): '… otherwise the Walk Out fails'; round 80 (Brawlers, 2010s): 'At each Round Boundary, if …, the Glue Grenade explodes, causing them to Die'; round 82 (Insurrection, 2020s): 'Whenever a proposal causes Time to Advance, Mara Quell moves into …' (what comes of the lead's event said in the indicative, of a thing or a character of the game: its change not read unless another clause reads it; in other words 'When the Bell tolls, the Crypt opens', 'If the Tide turns, the Ship will be lost', 'Upon a Relic's breaking, the Shrine is Sealed'; never a state that holds while the lead holds, OUTCOME_STATES, nor a player's or the emperor's own act; never a reckoning, the held-out round 99 (Burghers, 2017): 'When a Grievance is resolved, the Clout Share of all Burghers who voted FOR the Grievance is compared against …', as 'is calculated' says none)"},
    {"who": "a value said to become another, an outcome of the game: no doer is named", "needs_lead": True,
     "phrasing": r"(?:then )?{ACT_BECOMING} {ACT_BECOMES} {ACT_BECOME_VALUE}(?: and {ACT_BECOMING} {ACT_BECOMES} {ACT_BECOME_VALUE})?",
     "origin": "round 108 (Wanderers, 2000s): 'If a wanderer has no calling, eir calling becomes “Jobless”'; round 103 (Abbots, 2015): 'Avaritia - Upon choosing Avaritia as their Failing, an Abbot’s Sway becomes 7 and their Tithes become 2.' (a value said to become a number, a quoted word or a word in capitals when the lead's event comes, its holder a pronoun's or one the lead names: in other words 'When a Pilgrim strays, their Shrine becomes “None”', 'If the Bell cracks, a Pilgrim's Faith becomes 0'; its change read by PASSIVE_REWRITES where the value is declared)"},
]
# ---- a lead of an outcome that names an action being done ("When using Mending, roll 1DICE12 and add …"): the
# sentence says what that action does; the name is read, the lead is no condition (listed as not read)
OUTCOME_NAMING_LEADS = [
    {"phrasing": r"(?:using|performing|taking|doing|carrying out|resolving) (?:the |an? )?(?P<name>(?-i:[A-Z])[\w'’-]*(?: (?-i:[A-Z])[\w'’-]*){0,3})(?: action)?",
     "origin": "round 73 (Griffins, 2010s): 'When using Mending, roll 1DICE12 and add the result to the griffin’s Pulse.' (in other words 'When performing the Vigil, draw a Card', 'Upon taking a Rest action, …')"},
]
# ---- an outcome said in the passive, or of a value changing of itself, said again in the imperative to be read as a
# body (validators.action_outcomes passive_effects): "the VF is decreased by 4" is "decrease the VF by 4", "the victor's
# Cunning shall increase by two" is "increase the victor's Cunning by two"; "whose": the group naming the holder of
# what is given; "as2" where a second group is said. A holder said by a pronoun ("their Faith is reduced by 1" after
# "When the Bell rings,") is not read: whom it stands for is the lead's to say
PASSIVE_REWRITES = [
    {"as": "{verb} {var} by {amount}",
     "phrasing": r"(?P<var>(?:the|that|this|your) [^,;:]{1,60}?) (?:is|are|shall be|will be) (?:then |also |immediately |automatically )?(?P<verb>increase|decrease|reduce|raise|lower)d by (?P<amount>[^,;:]+)",
     "origin": "round 77 (Navigators, 2000s): 'When a Quadrant’s Hue becomes Grey, the VF is increased by 12.' (in other words 'When the Bell rings, the Tide is raised by 2', 'If a Pilgrim fasts, their Faith is reduced by 1'; the held-out round 121 (Crawlers, 2010): 'Your Grit is reduced by DICE14', a tonic's effect said to the player who swigs it); round 104 (Delegates, 2011): '… the Treasury’s Marks shall be immediately increased by that same amount' (what comes, said with 'shall be': no duty)"},
    {"as": "subtract {amount} from {var}",
     "phrasing": r"(?P<amount>[^,;:]{1,40}?) (?:is|are) (?:then |also |immediately |automatically )?(?:subtracted|deducted|taken|removed) from (?P<var>(?:the|that|this|your) [^,;:]{1,60})",
     "origin": "round 77 (Traders, 2020s): '… that same amount is subtracted from that Trader’s Stake in the Waystation Ledger' (in other words '2 Faith is deducted from that Pilgrim's Faith')"},
    {"as": "add {amount} to {var}",
     "phrasing": r"(?P<amount>[^,;:]{1,40}?) (?:is|are) (?:then |also |immediately |automatically )?added to (?P<var>(?:the|that|this|your) [^,;:]{1,60})",
     "origin": "round 77 (Traders, 2020s): '… that amount is added to that Trader’s Stake in the Waystation Ledger' (in other words '1 Gold is added to the Abbey's Treasury')"},
    {"as": "gain {what}", "as2": "gain {what} and {what2}", "whose": "holder",
     "phrasing": r"(?P<holder>(?:the|that|this|each|every) [^,;:]{1,60}?) (?:is|are) (?:then |also |immediately |automatically )?(?:given|awarded|granted) \+?(?P<what>\d[^,;:]*?)(?: and \+?(?P<what2>\d[^,;:]*))?",
     "origin": "round 77 (Magnates, 2020): '… the Magnate who created the curio is given +2 Leverage and +1 Esteem' (what the holder is given, as its gain; in other words 'each Pilgrim in the Nave is awarded 2 Faith')"},
    {"as": "set {var} to {amount}",
     "phrasing": r"(?P<var>(?:the|that|this|your) [^,;:]{1,60}?) (?:is|are) (?:then |also |immediately |automatically )?(?:set|reset|changed|reduced|lowered|raised|increased) to (?P<amount>[^,;:]+)",
     "origin": "round 23 (Stokers, 2012): 'If any Stoker has more than 18 Steam, that Stoker’s Steam is reduced to 18.'; round 69 (Homesteaders, 2020s): 'If the 2d8 result is not in the table, the value of Caller is set to “Nobody”.' (the value it ends at; in other words 'the Tide is reset to 0', 'that Pilgrim's Faith is raised to 5')"},
    {"as": "set {holder}'s {var} to {amount}", "whose": "holder",
     "phrasing": r"(?P<holder>(?:the|that|this|each|every|any) [^,;:]{1,40}?) (?:has|have) (?:their|his|her|eir|its|hir) (?P<var>(?-i:[A-Za-z])[\w -]{0,30}?) (?:then |also |immediately |automatically )?(?:set|reset|changed) (?:automatically |immediately )?to (?P<amount>[^,;:]+)",
     "origin": "the held-out round 123 (Spacers, 2005): 'If the result is 2, the Spacer has eir Condition set to Injured.'; round 103 (Liches, 2000s): '… any Lich still at this location has their location set automatically to Spire' (what becomes of the holder's value, said as what the holder has done to it: set to the value; in other words 'that Pilgrim has their Motto set to Humble')"},
    {"as": "set {holder}'s {var} to {amount}",
     "phrasing": r"(?:the|that|this) (?P<var>(?-i:[A-Za-z])[\w -]{0,30}?) of (?P<holder>(?:the|that|this|each|every) [^,;:]{1,40}?) {ACT_BECOMES} (?P<amount>{ACT_BECOME_VALUE})",
     "origin": "round 94 (Cottagers, 2000s): '…, then the status of the captive becomes Dead' (a value named as 'the X of Y', said to become another: Y's X; in other words 'the Faith of that Pilgrim becomes 0', 'the Shrine of each Pilgrim becomes “Nave”')"},
    {"as": "set {var} to {amount}", "as2": "set {var} to {amount} and set {var2} to {amount2}",
     "phrasing": r"(?P<var>{ACT_BECOMING}) {ACT_BECOMES} (?P<amount>{ACT_BECOME_VALUE})(?: and (?P<what2>(?P<var2>{ACT_BECOMING}) {ACT_BECOMES} (?P<amount2>{ACT_BECOME_VALUE})))?",
     "origin": "round 103 (Abbots, 2015): '… an Abbot’s Sway becomes 7 and their Tithes become 2.'; round 108 (Wanderers, 2000s): '… the Vanquisher’s calling becomes “Bogle” and the Spook’s calling becomes “Jobless”', 'If a wanderer has no calling, eir calling becomes “Jobless”'; round 94 (Cottagers): '…, then the status of the captive becomes Dead' (the value a variable ends at, said of itself: a number, a quoted word or a word in capitals, one change or two joined by 'and'; the body reader reads it only where the value is a variable the rules declare, so never a state, 'the Thrall becomes a Wight'; in other words 'the Tide becomes 0', 'that Pilgrim's Shrine becomes “Nave”', 'the Order of the Abbey becomes Silent')"},
    {"as": "increase {var} by {amount}",
     "phrasing": r"(?P<var>(?:the|that|this|your) [^,;:]{1,60}?) (?:is|are) (?:then |also |immediately |automatically )?incremented by (?P<amount>[^,;:]+)",
     "origin": "round 65 (Tinkers, 2018): 'Each time a proposal is enacted, the variable “FUSE” is incremented by 12 hours.' (in other words 'the Tide is incremented by 1')"},
    {"as": "decrease {var} by {amount}",
     "phrasing": r"(?P<var>(?:the|that|this|your) [^,;:]{1,60}?) (?:is|are) (?:then |also |immediately |automatically )?decremented by (?P<amount>[^,;:]+)",
     "origin": "the reverse of round 65's 'the variable “FUSE” is incremented by 12 hours' ('the Tide is decremented by 1')"},
    {"as": "increase {var} by {amount}",
     "phrasing": r"(?P<var>(?:the|that|this|your) [^,;:]{1,60}?) (?:shall |will )?(?:then |also |immediately |automatically )?(?:increases?|rises?|grows?|goes up) by (?P<amount>[^,;:]+)",
     "origin": "the held-out round 102 (Patients, 2000s): '…, then the victor's Cunning shall increase by two.'; round 83 (Subjects, 2000s): '… then the winner's Cunning shall increase by one.' (a value said to change of itself, in the present or with 'shall': in other words 'the Abbey's Gold rises by 2', 'that Pilgrim's Faith goes up by 3')"},
    {"as": "decrease {var} by {amount}",
     "phrasing": r"(?P<var>(?:the|that|this|your) [^,;:]{1,60}?) (?:shall |will )?(?:then |also |immediately |automatically )?(?:decreases?|falls?|drops?|shrinks?|goes down) by (?P<amount>[^,;:]+)",
     "origin": "the reverse of the held-out round 102's 'the victor's Cunning shall increase by two' ('the Abbey's Gold falls by 2', 'that Pilgrim's Faith drops by 1')"},
]
# ---- words in the lead of an outcome that may join a second condition to the first ("Whenever a Proposal is Enacted
# prior to the Bell Time": two, as the corpus counts them): the count read is then listed as perhaps short
# ---- a condition that joins two states, each its own subject and verb (validators.action_body): perhaps two
# conditions, gatherers count it either way; listed as not read apart, the one counted kept
JOINED_CONDITIONS = [
    {"phrasing": r"\bboth\b.+\band\b",
     "origin": "round 102 (Husks, 2014): 'If a Husk has both a greater Mass and more Strikes than a specific Husk (the “Runt”) …, they may …' (two comparisons said as one; in other words 'If a Pilgrim has both a Relic and a Candle, …')"},
    {"phrasing": r"\band (?:there (?:is|are|was|were|exists?)|(?:the|a|an|their|its|his|her|eir|they|he|she|e|it|that|this) (?:[\w’'-]+ ){0,2}(?:is|are|has|have|was|were|holds?|owns?|contains?)) ",
     "origin": "round 102 (Castaways, 2014): 'If a non-Blighted Castaway walks to a different Location on the WreckChart and there is a Blighted Castaway in the new Location, he should roll …' (a second state with its own subject; in other words 'If a Pilgrim prays and the Bell is cracked, …')"},
    {"phrasing": r"\b(?:with the exception of|except(?: for)?|excluding|other than|apart from|save for)\b",
     "origin": "the held-out round 117 (Crew Members, 2004): '… each Passenger that is not swooned, with the exception of the Crooner, may EITHER:' (the doers a condition leaves out, said after it: a condition of its own, or a bound on who may act; in other words 'each Pilgrim who is awake, except the Abbot, may …')"},
]
OUTCOME_CONDITION_DOUBTS = [
    {"phrasing": r"(?<!\d )(?<!\d, )\b(?:and|or)\b|\b(?:and|or)\b(?! \d+\b)|\b(?:prior to|before|after|while|during|within|unless|without|with|who|whose|which|that|in which)\b",
     "origin": "round 70 (Bell Time, 2020s): 'Whenever a Proposal is Enacted prior to the Bell Time, all Wagers are reduced by 1' (a time bound on the event, a condition of its own; in other words 'When a Pilgrim prays and the Bell has rung, …', 'If a Ship sinks while at sea, …'); never an 'and' or 'or' between two numbers, results of one roll (the held-out round 110, Tykes: 'On 4, 5, and 6, …', 'On 1 or 2, …')"},
]
# ---- an example in brackets that runs over several sentences ("(e.g. if Orla has more Vigour …, e gains two Acclaim
# Points. If Tamsin has …, e gains four.)"), or opened inside a sentence ("… set their Gold to 2 (e.g. a Pilgrim with 5
# Gold. If they do, …)"): one example to its closing bracket, no sentence of it an action nor a word of a value
EXAMPLE_BRACKETS = [
    {"phrasing": r"\((?:e\.? ?g\.?|eg\b|for (?:example|instance)\b|example:|an example:)",
     "origin": "the held-out round 108 (Contestants, 2000s): '(e.g. if Orla has more Vigour than anyone else, e gains two Acclaim Points. If Tamsin has more Agility and more Guile than all other Contestants, e gains four acclaim points.)' (the example's second sentence was read as a gain of its own; in other words '(For example, a Pilot with 3 Fuel may fly twice. One with 1 may not.)')"},
]
# ---- a line that opens with a lead of when or if in lower case, after a line that opened so too and ended with no
# stop: a sentence of its own, not the rest of the line before (a list of outcomes written one to a line)
LINE_LEADS = [
    {"phrasing": r"(?:when|whenever|if|each time|every time) [^,;:]{3,80}, ",
     "origin": "round 62 (Islands, 2020): 'when an isle roosts, it increases its aether by its Glider Suitability' / 'when an isle forages, it increases its aether by …', one to a line with no stop (in other words 'when the Bell rings, …' / 'when the Well runs dry, …')"},
]
# ---- what makes a main clause after a lead no outcome of the game (validators.action_outcomes): a permission or a
# duty of its own ("When the Bell rings, the Abbot may …": another sentence's shape; "must be added" is a change owed,
# no duty of anyone), or a second lead and outcome run on in the same sentence ("when an isle roosts, it gains 1 …
# when an isle basks, it gains 2 …", lines with no stop)
# ---- an event said after the outcome it brings ("Any wanderer who votes once on a proposal gains 2 renown points when
# said proposal is enacted"): read as a lead said last, the outcome before it
TRAILING_OUTCOME_LEADS = [
    {"phrasing": r",? (?:when|whenever|once|as soon as|(?<!even )(?<!\()(?<!only )if) (?P<cond>(?!(?:doing|they do|he does|she does|it is done|this is done)\b)(?:said|the|that|this|its|their|his|her|eir|an?|any|each|every) [^,;:()]{3,})$",
     "origin": "round 78 (Wanderers, 2000s): 'Any wanderer who votes once on a proposal gains 2 renown points when said proposal is enacted.' (in other words 'A Pilgrim who prays gains 1 Faith whenever the Bell rings'); the held-out round 98 (Microbes, 2000s): 'The Hunter gains 3 Bulk if its Swarm is less than or equal to the Devoured Microbe's Swarm.' (a condition said after: 'The Sexton gains 2 Gold if the Nave is empty'; never 'even if …' nor 'only if …', nor inside brackets: Ruleset 205's '… increases each time a bot’s script is run to completion (even if the result is no action)')"},
]
# ---- what bars reading the change after ", and" as an outcome apart from the clause before it (an outcome's main
# clause "<a clause of its own>, and <a change>", the first clause listed with it): an instruction withheld first, or a
# change of the Ruleset's text after
OUTCOME_CLAUSE_AND_CHANGE = [
    {"phrasing": r"(?P<first>[^,;:]{3,120}),? and (?:then )?(?P<second>(?:the|that|this|these|those|their|his|her|eir|its|each|every|all|any|both|(?-i:[A-Z])\w*)\b[^,;:]+)",
     "origin": "the held-out round 119 (Boarders, 2006): 'Otherwise, the Boarder has suffered dreadful waking visions (again), and the Boarder’s Composure is reduced by 7.'; the held-out round 110 (Tykes, 2016): 'On 1 or 2, the attempt is successful and the Tyke gains 3 Scrapes' (an outcome's main clause: a clause of its own, then the change after 'and' with a subject of its own; 'and lose 15 Vigour', with none, goes on the clause before)"},
]
OUTCOME_JOINED_BARS = [
    {"phrasing": r"^(?:do|does) not\b|^don[’']t\b|\b(?:this|that|the) (?:paragraph|rule|subrule|sentence|section|clause) (?:is|shall be) (?:removed|repealed|deleted|struck)\b",
     "origin": "round 32 (Wisps, 2000s): 'If X is equal to 1, do not roll a die, and set Y to 1 instead.' (a step of a procedure, its first clause an instruction withheld); round 11 (Haulers, 2000s): '…, all items have been recovered or swept away, and this paragraph is removed.' (the Ruleset's own text taken away, no change of the gamestate)"},
]
# ---- what "It" may stand for in the sentence before, other than its doer: a thing of the game named with "the",
# "that" or "this" (its word none of the dynasty's words for players or the emperor)
IT_THINGS = [
    {"phrasing": r"\b(?:the|that|this) (?P<thing>(?-i:[A-Z])[\w'’-]*)",
     "origin": "the held-out round 59 (Spacers, 2000s): 'Once the Drone is under eir control, the controlling Spacer may move the Drone or use it to control Machinery. It may spend 1 Effort to move to a linked area, …' (the Drone, not the Spacer: whom 'It' stands for is not read)"},
]
OUTCOME_BARS = [
    {"phrasing": r"\bnever\b|\b(?:gains?|loses?|receives?|earns?|forfeits?|gets?) no\b|\b(?:do|does|did|will|shall) not (?:gain|lose|receive|earn|get|forfeit)\b",
     "origin": "round 78 (Wanderers, 2000s): 'If a wanderer changed their vote on said proposal, they gain no renown points when the proposal is enacted.' (a change withheld after a lead, as OUTCOME_BARE_BARS's 'The proposer never gains Piety' without one: no outcome; 'When the Bell rings, the Abbot does not lose Gold')"},
    {"phrasing": r"\b(?:may|can|could|must|shall|should)\b(?! (?:then |also |immediately |first )?(?:be\b|(?:increase|decrease|rise|fall|drop|go up|go down) by\b))(?<!\bshall(?= (?:then |also )?(?:gain|earn|receive)\b))",
     "origin": "every era: 'When the Bell rings, a Pilgrim may gain 1 Faith' (a permission after a lead, read as one, never as the game's outcome; 'shall gain', 'shall receive' say what comes, MODALS' exceptions)"},
    {"phrasing": r"\b(?:when|whenever|if|once|after|upon)\b[^,;]{3,}, ",
     "origin": "round 62 (Islands, 2020): outcomes one to a line with no stop, joined where the line after did not open with its own lead ('… by its Glider Suitability when an isle forages, it increases …')"},
    {"phrasing": r"\b(?:at all times|always|continuously|permanently|for as long as)\b",
     "origin": "round 27 (Sleepers, 2020s): 'When a Sleeper has a Glimpse, all effects of that Glimpse are applied to them at all times.' (what holds while the lead holds, not what comes of an event: in other words 'While a Pilgrim is at the Shrine, their Faith is always doubled')"},
    {"phrasing": r"\b(?:causes?|deals?|does|inflicts?|costs?|yields?|gives?|grants?) (?:\d+(?:\.\d+)?%|(?:twice|double|triple|half|(?:two|three|four|five|ten|\d+) times)) (?:as much|more|less|fewer|the)\b|\b(?:causes?|deals?|does|inflicts?|costs?) (?:\d+(?:\.\d+)?%|(?:\w+ )?times) (?:more|less)\b",
     "origin": "the held-out round 97 (Enchanters, 2009): 'Upon initialization, any spell that the enchanter performs causes 40% more harm to the target …' (a standing change to what another rule's act does, not what comes of the event; as the same rule's 'Any attack made on an enchanter in slumber causes three times as much harm' with no lead; in other words 'When the Moon is full, every Prayer gives twice as much Faith')"},
    {"phrasing": r"\bcounts? (?:as )?(?:double|twice|triple|half|(?:two|three|\d+) times|(?:as )?(?:zero|nothing|negative))\b",
     "origin": "round 73 (Scribblers, 2010s): 'If its Leaning is Ultra Red or Ultra Blue, then its Rigour counts double and its Wit is inverted (i.e. multiplied by -1).' (how a value counts in a sum computed elsewhere, an item of a list of its modifiers: no change of a value kept)"},
]
# ---- the leads of an event on which the emperor's act said in the present is a duty of its own (OUTCOME_CLAUSES's
# "doer"); after another lead ("36 hours after …, the Guildmaster then awards …") it is a step of a procedure
DOER_OUTCOME_LEADS = [
    {"phrasing": r"(?:when|whenever|if|upon|each time|every time)\b",
     "origin": "round 81 (Whalers, 2000s): 'When a Chase begins, the Scribe selects a random Whaler at that Chase as its Helmsman' (in other words 'If the Bell rings, the Abbot draws a Relic')"},
]
# ---- a label of one word before the lead of an outcome ("- Tenacity: Whenever you perform a Skirmish Action, increase
# your Vigour by 3"): the name of the thing that gives it, a heading of the outcome (read by the outcome reader only:
# before a permission, "Affect: If a Goblin …, they may …", a one-word label stays with its sentence, LABELS)
# ---- a thing's end said alone, of a thing or a character named, with no lead and no doer ("The Bladesman then dies.",
# "Mabel dies.", "Effect: The Bladesman who triggered this deadfall dies."): an outcome of the game on what the
# sentences before say, read as one with no doer (its conditions listed as those of the sentences before); never of
# a pronoun ("he dies", "they die": the doer of the action before, whose outcome it may be)
BARE_ENDS = [
    {"phrasing": r"(?:Effect: )?(?:(?:the|that|this) (?!(?:{EMPEROR})\b)[^,;:]{1,60}?|(?!(?:If|When|Whenever|Once|Unless|After|Before|Upon|While|Then|Otherwise|Each|Every|All|Any|It|They|He|She|E)\b)(?-i:[A-Z])[\w'’-]+(?: (?-i:[A-Z])[\w'’-]+){0,2}) (?:then |also |immediately |instantly |simply )?{ACT_END}",
     "origin": "the held-out round 110 (Bladesmen, 2000s): '… changes to a random Sand Cell. The Bladesman then dies.', 'Effect: The Bladesman who tirggered this deadfall dies.'; round 106 (Guests, 2008): 'If the resulting value is negative. Mabel dies.' (a death said alone, its event in the sentences before; in other words 'The Hound then dies.', 'Brother Cadfael dies.')"},
]
OUTCOME_LABELS = [
    {"phrasing": r"(?!(?:{ACT_CONDITION_WORD}|Note|Example|Flavou?r|Clarification)\b)(?P<label>(?-i:[A-Z])[\w'’-]*)(?:: | [-–—] )(?=(?:When|Whenever|If|Upon|Each time|Every time)\b)",
     "origin": "round 86 (Adventurers, 2019): '- Tenacity: Whenever you perform a Skirmish Action, increase your Vigour by 3.' (a label of one word before a lead of an event: the name of a Gift, a heading; in other words '- Zeal: When you pray, increase your Faith by 1')"},
]
# ---- a label before an outcome said of the one it names ("Twig-gathering: The Critter gains 80 Acorns"): the name of
# what brings it about, a heading, listed as perhaps the name
SUBJECT_OUTCOME_LABELS = [
    {"phrasing": r"(?!(?:{ACT_CONDITION_WORD}|Note|Example|Flavou?r|Clarification|Effect|Effects|Result|Outcome)\b)(?P<label>(?-i:[A-Z])[\w'’-]*)(?:: | [-–—] )(?=The (?-i:[A-Z]))",
     "origin": "round 71 (Critters, 2020): 'Twig-gathering: The Critter gains 80 Acorns and 1 Twig' (a task's name before what it gives; in other words 'Vigil: The Sexton gains 2 Faith')"},
]
# ---- a lead that points back to the action before ("If this would reduce the Rations below zero, …"): what comes of
# it is part of that action, no outcome of an event of its own (the generic outcome of OUTCOME_CLAUSES)
OUTCOME_BACK_LEADS = [
    {"phrasing": r"^(?:this|that|doing so|so doing|it|they|he|she|e) (?:would|will|should|could)\b",
     "origin": "round 3 (Drifters, 2000s): '… If this would reduce the Rations below zero, Rations is instead set to zero and …' (what the action before would do, bounded: in other words 'If doing so would leave the Well dry, …')"},
]
# ---- what makes a main clause after a lead a state that holds while the lead holds, not what comes of an event
# (the generic outcome of OUTCOME_CLAUSES): a standing deemed, a count, a permission or a denial, nothing happening
OUTCOME_STATES = [
    {"phrasing": r"\b(?:is|are|was|were|be|being) (?:then |also |still )?(?:considered|deemed|treated|said|counted|regarded|known|called|not|no longer|only|ignored|immune|exempt|valid|invalid|legal|illegal)\b|\b(?:has|have) no (?:effect|value)\b|\bnothing happens\b|\bcounts? (?:as|double|twice|for)\b|\b(?:can|cannot|can't|may|must|shall|should|need|needs)\b|\bno(?:t|thing)\b|\bdefaults? (?:to|at|as)\b|\b(?:is|are) by default\b",
     "origin": "statements the corpus expects no action of: round 72 (Townspersons, 2015): 'If any Burgher has neither a Trade nor a Knack, they are considered Aimless'; round 73 (Editors, 2012): 'If it has two Leanings with opposite Slant, then its Fairness counts double'; round 71 (Bunker, 2009): 'If the brewing was unsuccessful nothing happens'; round 68 (Survivors, 2009): 'If they don’t, their vote is not valid' (what holds while the lead holds; in other words 'If the Crypt is dark, it is deemed Sealed'); round 106 (Conjurers, 2023): 'If a hex does not have a speed defined, its speed defaults to 2.' (a default, what a value is where nothing sets it: a declaration, no outcome of an event; in other words 'If a Ship has no Flag, its Flag defaults to White', 'If no Mast is named, the Mast is by default Oak')"},
]
# ---- a second outcome of another subject joined to the first by "and": what the first does is not read (its amount
# would run into the second)
OUTCOME_JOINED = [
    {"phrasing": r"\band (?:then )?(?:the|that|this|each|every|all|any|its|their|his|her|eir|an?) [^,;]{1,60}? (?:gains?|loses?|increases?|decreases?|receives?|earns?|forfeits?)\b",
     "origin": "round 24 (Cutpurses, 2000s): 'The mark then loses Amber equal to the dice roll and the Cutpurse gains Amber and loses Esteem equal to the dice roll.'; Ruleset 205 (Bouts): 'the Winner gains additional Money equal to one hundred times their own Red Mist, and any non-winning participants lose percentage points of Condition …'"},
]
# ---- a list's lead said with no colon ("… any Brute may raise it by doing the following steps" and its lines "1) …"):
# the lines after it are its list, as after a colon
STEPS_LEADS = [
    {"phrasing": r"following (?:steps(?: in order)?|actions|options)\.?$",
     "origin": "the corpus: '… a Sorcerer may Answer a Petition, by completing the following steps in order.'; round 3: '… may take any of the following actions.'; round 73 (Orcs, 2016): '… any Brute may raise it by doing the following steps' and its lines '1) Remove the list of Brutes …' (in other words 'may take one of the following actions.')"},
]
# ---- a list's lead that offers its items as a choice ("Manipulating a Workbench is defined as taking one action from
# the following list:"): its items in the imperative are options of an action, never outcomes of the game, while the
# items of any other lead ("Lady Varn's Stride:", "Each time the Tide turns:") are changes with no doer named
# ---- a lead of a list that is only a condition ("If a Scribbler's Broadsheet has Circulation of at least 16:"): each
# action or outcome read from its items holds that condition too, counted before its own
LIST_CONDITION_LEADS = [
    {"phrasing": r"(?:if|when|whenever|while|as long as|provided that) (?P<cond>[^:;.]{3,160}?)\s*:",
     "origin": "round 73 (Scribblers, 2010s): 'If a Scribbler’s Broadsheet has Circulation of at least 16:' then '- If they have no Buried Scandals, then they have achieved victory.' and '- Otherwise, they may Make Amends by rolling DICE6; …' (each item's condition and the lead's: two; in other words 'When the Bell rings:' then '* each Pilgrim in the Nave gains 1 Faith')"},
]
CHOICE_LEADS = [
    {"phrasing": r"\b(?:one|any one|a single|exactly one|one or more|any) (?:action |option |effect |thing |step )?(?:of|from) (?:the following|these|the list below|the options below)|\bchoose\b|\bchoice\b|\beither\b|\boptions?\b|\bmay\b|\bcan\b",
     "origin": "Ruleset 70 (Workbench): 'As a Timed action, an Apprentice may Manipulate their Workbench. Manipulating a Workbench is defined as taking one action from the following list:' and its options in the imperative ('* Swap the first and last Runes of the Workbench'); a lead that grants ('may', 'can') makes its items options too"},
]
# ---- a verb inside an outcome's subject: another clause joined before the change ("the Vigil automatically fails and
# the Abbot loses 12 Gold"), whose holder the words do not give: what it does is not read
OUTCOME_SUBJECT_BARS = [
    {"phrasing": r"\b(?:fails?|succeeds?|becomes?|ends|expires?|advances|gains?|loses?|increases?|decreases?|dies|ceases?)\b",
     "origin": "round 40 (Chieftains, 2000s): 'After 30 hours, if no Chieftains in the Raiding Pact have voted FOR, the Raid automatically fails and the Headman at the time of the declaration loses 12 Renown.' (read as the Renown of 'the Raid automatically fails and the Headman')"},
    {"phrasing": r"\b(?:goes|go|went) (?:up|down)\b|\band (?:then )?(?:he or she|she or he|he|she|they|e|it)$",
     "origin": "round 83 (Organisms, 2000s): 'Each day, the afflicted organism's Qualm value goes up by 3 and he or she loses 5 Vigour.' (two changes, the first said with its own verb: read as the Vigour of 'the afflicted organism's Qualm value goes up by 3 and he or she'; in other words 'the Shrine's Glow goes down by 1 and it loses 2 Relics'; a change said with a verb the outcome's own table knows, 'falls', already ends the subject)"},
]
# ---- what bars an outcome said with no lead at all ("Reduce her Stamina by 1", "The Larder is decreased by 2"): a
# denial, an exemption from a change another sentence gives
OUTCOME_BARE_BARS = [
    {"phrasing": r"\b(?:divided|split|sorted|classified|grouped|categori[sz]ed) into (?:\w+ )?(?:kinds|types|categories|groups|classes|sorts|families)\b",
     "origin": "round 81 (Colonies, 2003): 'These Wares are divided into different kinds, depending on their individual nature.' (what kinds there are, no change of them: 'Relics are sorted into three types')"},
    {"phrasing": r"\b(?:never|not|no longer|unless|except)\b|\b(?:gains?|loses?|receives?|earns?|forfeits?) no\b",
     "origin": "round 69 (Brothers, 2000s): 'The proposer never gains Piety under this rule.', 'The Cellarer loses no Grace for a Live Coal failing … unless e is accompanying it' (an exemption from a change another sentence gives: no outcome of its own)"},
]
# ---- words in an outcome's main clause that may bound it (a condition of its own): its conditions listed as perhaps
# more than the lead's, and what it does not read
OUTCOME_MORE_CONDITIONS = [
    {"phrasing": r"\b(?:if|unless|when|whenever|while|provided|only)\b",
     "origin": "round 71 (Critters, 2020): '… they gain a Twig Hatchet or Twig Trowel, as decided by …' read whole, but 'the Abbot gains 1 Gold if the Nave is empty' bounds the change by a condition of its own (in other words 'only while …', 'unless …')"},
]
# ---- an outcome said in the present of the players a quantified subject names, with no lead and no modal ("Any
# Premier with engineers in the race earns one GS", "Each Player earns 2 Ducats"): the rules' own payment, no one named
# to make it (validators.action_outcomes player_outcome); what qualifies the players is its condition, and whose value
# changes is the subject whole, as "any wanderer who votes once on a proposal" is
PLAYER_OUTCOMES = [
    {"who": "an outcome said in the present of the players it names: no one is named to bring it about",
     "phrasing": r"(?:(?:additionally|also|in addition|then),? )?(?P<subject>(?:(?P<one>any|each|every|an?) (?:other )?{PLAYER}|all (?:other )?{PLAYERS})(?P<qual> (?:with|who|that|whose|in|at|on|holding|having|(?-i:[a-z])+ing)\b(?:(?!\b(?:may|can|must|shall|should|will|would|could|might|(?:is|are|was|were) (?:considered|deemed|treated|said|regarded|counted))\b)[^,;:]){1,140}?)?) (?P<change>(?:then |also |immediately |instead )?(?:(?(one)(?:gains|earns|loses|looses|receives|forfeits)|(?:gain|earn|lose|receive|forfeit))|(?:shall|will) (?:then |also )?(?:gain|earn|receive)) (?!no\b)[^,;:]+)",
     "origin": "the held-out round 89 (Premiers, 2017): 'Any Premier with engineers in the moon race and tied for the most engineers in the moon race earns one GS.', '… and fewer engineers than another Premier looses two GS.' (the misspelling is the page's); round 83 (Guilds, 2000s): 'Each Player earns 2 Ducats for each Guildhall …' (in other words 'Every Pilot in the Harbour gains 1 Gold', 'A Pilot who holds the Flag loses 2 Rope'); the held-out round 94 (Riders, 2000s): 'A rider riding there shall gain 2 Tokens.' (what comes, said with 'shall', as 'shall receive' is)"},
    {"who": "an outcome said in the present of the one it names: no one is named to bring it about",
     "phrasing": r"(?:(?:additionally|also|in addition|then),? )?(?P<subject>the (?:(?-i:[a-z])[\w-]+ )?(?!(?:{EMPEROR}|Ruleset|Proposal|Gamestate|Rule)\b)(?-i:[A-Z])[\w'’-]+) (?P<change>(?:then |also |immediately |instead )?(?:gains|earns|loses|looses|receives|forfeits) (?!no\b)[^,;:]+)",
     "origin": "the held-out round 90 (Section Chiefs, 2000s): 'The Crony gains 4 standing.'; round 89 (Typesetters, 2020): 'The chosen Typesetter gains an amount of ink equal to …' (a role or one picked out, named with 'the', its value changed with no one named to change it; in other words 'The Sexton gains 2 Faith', 'the winning Pilot loses 1 Rope')"},
    {"who": "an outcome said in the present of the one its role names: no one is named to bring it about",
     "phrasing": r"(?:(?:additionally|also|in addition|then),? )?(?P<subject>the (?:(?-i:[a-z])[\w-]+ )?(?!(?:other|another|number|order|power|water|quarter|border|chamber|corner|matter|letter|paper|river|tower|cent(?:er|re)|floor|door|colou?r|error|mirror|anchor|harbou?r|sector|factor|total|later|after|under|over)\b)(?-i:[a-z])[\w-]+(?:er|or|ee)) (?P<change>(?:then |also |immediately |instead )?(?:gains|earns|loses|looses|receives|forfeits) (?!no\b)[^,;:]+)",
     "origin": "the held-out round 123 (Revellers, 2000s): 'The winner gains 2 points of Cheers.' (one picked out by what they did, named by a noun of a doer in lower case: 'winner', 'loser', 'challenger'; in other words 'The victor gains 3 Faith', 'the challenger loses 2 Rope'; never 'the other', 'the number')"},
]
# ---- the subjects of an outcome that stand for someone the lead names: whose value changes is the lead's to say, so
# what the outcome does is not read ("When a Pilgrim prays, they gain 1 Faith": whose Faith, the reader does not guess)
# ---- an outcome's subject that picks some of a kind out ("each Lodger with Bolt as their Intended Move loses 2
# Composure"): what picks them may be a condition more to a gatherer, beside the lead's; listed, not counted
# ---- the deed that names the one actor by the thing its only condition speaks of ("If the brewing was successful,
# the Character who did the brewing may …"): the deed and the condition are one condition; "thing" must be said in it
ACTOR_DEEDS = [
    {"phrasing": r"(?:(?:who|that) )?\w+ the (?:[\w’']+ ){0,2}?(?P<thing>\w+)",
     "origin": "round 71 (Bunkmates, 2000s): 'If the brewing was successful, the Character who did the brewing may …'; round 69 (Peddlers, 2000s): 'Within 36 hours of a Bid being posted on an Rag Fair post, the Peddler who made the post may …' (in other words 'If the pilgrimage was successful, the Pilgrim who led the pilgrimage may …')"},
]
# ---- a table's first cell that is a roll's result ("| 4-7 || Change your …"): its row a case of the roll said before
# the table, no action named by a number
ROLL_RESULTS = [
    {"phrasing": r"\d+(?:\s*(?:-|–|to|or|\+)\s*\d*)?",
     "origin": "round 76 (Scavengers, 2020s): '| 1-3 || Subtract 3DICEN Pearls …', '| 4-7 || Change your Dredging for Relics result to …' (in other words '| 1 to 3 ||', '| 5 or 6 ||', '| 6+ ||')"},
]
OUTCOME_QUALIFIED_SUBJECTS = [
    {"phrasing": r"^(?:then )?(?:each|every|all|any) [\w -]{1,40}? with (?:(?:the|an?|their|its|his|her|eir|no|\d+) )?[\w -]{1,40}? (?:as (?:their|its|his|her|eir) [\w -]{1,30}? )?(?:gains?|loses?|receives?|earns?|is|are)\b",
     "origin": "the held-out round 99 (Lodgers, 2022): '* If the omen is Dire, each Lodger with Bolt as their Intended Move loses 2 Composure for each Chamber …' (the omen one condition, 'with Bolt as their Intended Move' perhaps a second: one or two to its gatherer; in other words 'When the Bell rings, each Pilgrim with a Lamp gains 1 Faith')"},
]
# ---- words that point to the thing of the entry a sentence is written in ("Effect: A Sporeling with this mutation may
# …", "Whenever this Protist is the target of a Stalk, …" under a mutation's name, "If the given Keeper is Warden …" in
# an item's Effect): holding that thing is a condition the sentence does not say, counted one or none by careful
# readers (the conditions read are listed as perhaps one fewer or more, never counted as sure)
ENTRY_HOLDER_CUES = [
    {"phrasing": r"\b(?:with|carrying|holding|bearing|wearing|(?:who|that) (?:has|holds|carries|owns|bears|wears)) this (?!(?:rule|action|dynasty|proposal|post|way|manner|effect|ability)\b)[\w-]+",
     "origin": "the held-out round 111 (Sporelings, 2000s): 'Effect: Often, a Sporeling with this mutation may reduce the stamina of another Sporeling by 2.' and 'Effect: A Sporeling with this mutation may spend 2 stamina to …' (holding the mutation: one condition or none to its gatherer; round 98 counts 'A Microbe with this Trait can Devour …' one; in other words 'A Pilgrim carrying this Relic may …')"},
    {"phrasing": r"^[‘’'\"“”]{0,3}(?:Effects?|Ability|Abilities|Power|Benefits?)[‘’'\"“”]{0,3}:[‘’'\"“”]{0,3} (?:(?!\b(?:may|can|must|should|shall)\b)[^.;:])*?(?P<words>\b(?:with|carrying|holding|bearing|wearing|owning|(?:who|that) (?:has|holds|carries|owns|bears|wears)) (?:the|an?|their) [^,;:.]{1,40}?)(?= (?:may|can|must|should|shall|gains?|loses?)\b|,)",
     "origin": "the held-out round 114 (Haulers, 2011): 'Effect: Any hauler who has the Run Breaker fitting may, as a weekly action, remove one run …' (in the Effect of the fitting's own entry: holding it, named by its name, one condition or none to its gatherer; in other words 'Effect: A Pilgrim carrying the Silver Bell may …')"},
    {"phrasing": r"\b(?:this|the given) {PLAYER}\b",
     "origin": "the held-out round 110 (Protists, 2000s): 'Effect: Whenever this Protist is the target of a Stalk, if the Stalking Protist fails the Pursuit Phase, that Protist loses 25 Gene Points …' (the adaptation's holder, named by the entry: two conditions or three to its gatherer); round 111 (Keepers, 2020s): 'Effect: If the given Keeper is Warden of the Isle …, that keeper may change …' (the item's user, by the entry)"},
]
# ---- a condition that no such thing has happened for a time ("if there has not been a critique in the past 5 days"): a
# bound on how often anyone may do it, or a condition; careful readers count it either way, so both are listed
BOUND_CONDITIONS = [
    {"phrasing": r"^there (?:has|have) (?:not been (?:an?|any)|been no) [\w -]{1,40}? (?:in|within|during) the (?:past|last|previous|preceding) (?:\w+ )?(?:hours?|days?|weeks?)$",
     "origin": "the held-out round 115 (Cooks, 2015): 'The Proprietor may post a Critique if there has not been a critique in the past 5 days' (at most one Critique in 5 days, said of every Critique: a bound or a condition to its gatherer; in other words 'if there has not been a Vigil in the last 48 hours', 'if there have been no Storms within the past 3 days')"},
]
OUTCOME_PRONOUNS = [
    {"phrasing": r"it|{ACT_PRONOUN}", "origin": "round 62 (Islands, 2020): 'when an isle roosts, it increases its aether by …'; round 71 (Critters, 2020): 'they instead gain 95 Acorns and 1 Twig' (the pronoun's thing, the lead's)"},
]
# ---- the holders of a change said in the imperative with no one addressed that are the lead's, or the sentences
# before's, to say ("When an atoll bursts, reduce its greenery by 3": the atoll's; "If the rite fails, set the Pulse to
# 80": the game's Pulse by the corpus's convention, the griffin's to the gatherer of round 73; "gain 3 Devotion"):
# such a change is not read; one whose holder is named in it ("decrease that Litigant's Culpability by 4") is
LEAD_HOLDERS = [
    {"phrasing": r"the game|each|all|another|any|it|its|they|their|them|his|her|him|eir|em|he|she|e|ey",
     "origin": "round 60 (Atolls, 2019): 'When an atoll bursts, reduce its greenery to 0 …' (whose 'an atoll', the lead's); round 73 (Griffins, 2010s): '…, set the Pulse to 80' (whose 'the griffin', of the sentences before); round 78 (Litigants, 2000s): '…, decrease that Litigant's Culpability by 4' (the holder named: read)"},
]
# ---- a possessive in an imperative change with no one addressed ("If they have any Purses in their inventory, remove one
# randomly-selected Purse from their inventory"): whose value it is, the lead's "they", is not said in the change
LEAD_POSSESSIVES = [
    {"phrasing": r"\b(?:their|his|her|eir|its|hir|zir|the)\b",
     "origin": "round 68 (Infamy, 2000s): '* If they have any Purses in their inventory, remove one randomly-selected Purse from their inventory' (whose inventory: the lead's 'they', expected as 'their'; 'set the Pulse to 80', round 73, the game's or the thing's the sentences before name); a change that names no holder ('gain 7 glimmers', round 106; 'Otherwise, gain 3 Devotion and 1 Coin', round 91) is the own value of the one the entry or the list is of, as the corpus writes it"},
]
# ---- a lead whose subject is one player ("Whenever a Pupil defeats a spectre, e gains a muffin"): a pronoun after it
# that is the player's (OUTCOME_PRONOUNS less "it") stands for that player, whose own value the outcome changes
# ---- a value an outcome names as a pronoun's or as one player's ("eir calling becomes “Jobless”", "an Abbot’s Sway
# becomes 7"), after a lead that names one player (OUTCOME_PLAYER_LEADS): that player's own
OUTCOME_OWN_VALUES = [
    {"phrasing": r"(?:{THEIR}|an? {PLAYER}(?:'s|’s)) ",
     "origin": "round 108 (Wanderers, 2000s): 'If a wanderer has no calling, eir calling becomes “Jobless”'; round 103 (Abbots, 2015): 'Upon choosing Avaritia as their Failing, an Abbot’s Sway becomes 7 and their Tithes become 2.' (in other words 'When a Pilgrim strays, their Shrine becomes “None”'; never 'its', a thing's, nor 'the Pilgrim's', one said before)"},
]
OUTCOME_PLAYER_LEADS = [
    {"phrasing": r"(?:the (?:first|second|third|next|last|only) time )?(?:an?|any|the|that|one) (?:new |single |other )?{PLAYER}\b(?! (?:and|or)\b)",
     "origin": "round 94 (Riders, 2000s): 'When a rider does such a Ride, he gains 2 Tokens'; round 78 (subjects): 'When a subject commits folly, they gain 2 points of cunning …'; the held-out round 97 (Pupils, 2004): 'Anytime a pupil writes a proposal which passes, e gains two muffins.' (the corpus writes the change as the player's own, whose left out); round 80 (Contenders, 2006): 'The first time a Contender switches to this mentor, they lose 2 Renown.' (the event counted, the player its subject)"},
    {"phrasing": r"{ACT_PRONOUN} (?!(?:is|are|was|were)\b)\w+",
     "origin": "the held-out round 100 (Paragons, 2000s): 'If they switch from the side with a lesser sum of Renown to the side with a greater sum of Renown (before their switch), they lose 6 Renown.' (the lead's subject a player's pronoun, doing a thing: the same player the sentences before name, whose own value the outcome changes; not a state said of them, 'If they are …')"},
]
