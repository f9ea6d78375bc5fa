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
    {"kind": "{period} {communal}", "phrasing": r"as an? (?P<period>daily|weekly|fortnightly|monthly) (?P<communal>communal)? ?action",
     "origin": "Ruleset 70 (Pacing): 'As a weekly action, each Apprentice may set their Time to 7'; Ruleset 205 (Income): 'As a Weekly Communal Action, any Operator or Announcer may …'"},
    {"kind": "atomic", "phrasing": r"as an? atomic action",
     "origin": "Ruleset 205 (Engines): 'At any time as an atomic action, an Operator whose Readiness is Workshop may:'"},
    {"kind": "virtual", "phrasing": r"as an? virtual action",
     "origin": "Castles, Ruleset 2024-02-24 (Serfs): 'As a Virtual Action, a Vassal may Assign their Serfs …'"},
    {"kind": "timed", "phrasing": r"as an? timed action",
     "origin": "Ruleset 70 (Workbench): 'As a Timed action, an Apprentice may Manipulate their Workbench'"},
    {"kind": "any time", "phrasing": r"at any time",
     "origin": "Castles, Ruleset 2024-02-24 (Structures): 'At any time, a Vassal may Build a Structure …'"},
]
# ---- how often: said before the actor, after the modal ("may, once after each Bout, award ..."), or as a tail
FREQUENCIES = [
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once (?:per|each|a|every) (?P<period>day|week|fortnight|turn|round|bout|dynasty|(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "the kinds the Rulesets name ('Once per day', 'Once per Fortnight'), as Ruleset 209's 'Once each per Explorer Phase'"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once each per (?P<period>(?-i:[A-Z])\w+(?: (?-i:[A-Z])\w+)?)",
     "origin": "Ruleset 209 (The Black Cat): 'Once each per Explorer Phase, Explorers with the Wise Advantage may …'"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once (?:in )?between each (?P<period>\w+)(?: in which they participate)?",
     "origin": "Ruleset 205 (Income): 'Once in between each Bout in which they participate, while their Readiness is Workshop, an Operator may …'"},
    {"frequency": "once per {period}", "kind": "once per {period}",
     "phrasing": r"once after each (?P<period>\w+)",
     "origin": "Ruleset 205 (Income): 'each Operator may, once after each Bout, award themselves ₩1,000'"},
    {"frequency": "at most once in {hours} hours",
     "phrasing": r"(?:but )?not more than once (?:in|every) (?P<hours>\d+) hours",
     "origin": "Ruleset 70 (Tables and Food): 'As a daily action, but not more than once in 8 hours, an Apprentice may Eat …'"},
    {"frequency": "any number of times", "phrasing": r"any number of times",
     "origin": "Ruleset 209 (Explorers Phase): 'any Explorer may do any of the following any number of times'"},
]
# ---- who may act, and what they are called ("who" is what the reader records; {PLAYER} etc. are the dynasty's terms)
ACTORS = [
    {"who": "player or emperor", "phrasing": r"(?:any|each|an?|the) {PLAYER} or (?:the )?{EMPEROR}",
     "origin": "Ruleset 205 (Income): 'any Operator or Announcer may increase all Operator's Money by 3,000'"},
    {"who": "emperor or admin", "phrasing": r"the {EMPEROR} or (?:any|an) admin",
     "origin": "Castles, Ruleset 2024-02-24 (Tasks): 'the Sovereign or any admin should add an entry to the “Idle” task list'"},
    {"who": "player", "phrasing": r"(?:each|every|any|an?|that) {PLAYER}",
     "origin": "Ruleset 70 (Pacing): 'each Apprentice may'; Castles: 'a Vassal may'; Ruleset 205: 'An Operator may'"},
    {"who": "player", "phrasing": r"(?:the )?{PLAYERS}",
     "origin": "Ruleset 209 (The Black Cat): 'Explorers with the Wise Advantage may privately communicate with the Narrator'"},
    {"who": "player", "phrasing": r"the {PLAYER}(?= holding| who| whose| located| possessed)",
     "origin": "Ruleset 209 (Flashlight): 'the Explorer holding it can use it'"},
    {"who": "emperor", "phrasing": r"the {EMPEROR}",
     "origin": "Ruleset 205 (Bouts): 'As a Daily Action, the Announcer may Announce any number of upcoming Bouts'"},
    {"who": "admin", "phrasing": r"(?:any|an) admin|admins",
     "origin": "the Rulesets' admin duties ('any admin may …', Ruleset 205 Dormancy)"},
    {"who": "(said before)", "phrasing": r"(?:they|he|she|e)",
     "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Staging then they may set it to Set at any time' (the actor named in the condition before)"},
]
# ---- what follows the actor's words and qualifies them ("an Operator whose Readiness is Workshop may"): a condition
QUALIFIERS = [
    {"phrasing": r"whose (?P<cond>.+?)", "origin": "Ruleset 205 (Engines): 'an Operator whose Readiness is Workshop may'"},
    {"phrasing": r"who (?P<cond>(?:is|are|has|have|holds?|was) .+?)", "origin": "Ruleset 209 (Holy Water): 'An Explorer who holds this Item may …'"},
    {"phrasing": r"(?P<cond>with (?:the|an?) .+?)", "origin": "Ruleset 209 (The Black Cat): 'Explorers with the Wise Advantage may …'"},
    {"phrasing": r"(?P<cond>holding .+?)", "origin": "Ruleset 209 (Flashlight): 'the Explorer holding it can use it'"},
    {"phrasing": r"(?P<cond>located in .+?)", "origin": "Ruleset 209 (Advantages and Disadvantages): 'An Explorer located in the Room named Gymnasium may set their Advantage …'"},
    {"phrasing": r"(?P<cond>\w+ed (?:by|with|in) .+?)", "origin": "Ruleset 209 (Possession): 'an Explorer Possessed by Katastrophe may privately urge the Narrator …'"},
]
# ---- the permission (or duty) that makes a sentence an action
MODALS = [
    {"phrasing": r"may", "origin": "every era: 'a Vassal may Build …'"},
    {"phrasing": r"can", "origin": "Ruleset 209 (Flashlight): 'the Explorer holding it can use it'"},
    {"phrasing": r"should", "origin": "Ruleset 205 (Bouts): 'the Announcer should set their Readiness to Staging'"},
]
# ---- conditions said before the actor (each followed by a comma, or by "then")
CONDITION_LEADS = [
    {"phrasing": r"if (?P<cond>.+?)(?:,? then|,)", "origin": "Ruleset 70 (Unstable Runes): 'If any Apprentice has the consecutive subsequence … in his Workbench, then as a Daily action …'"},
    {"phrasing": r"when (?P<cond>.+?)(?:,? then|,)", "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Ready and they are named in an Announcement Post then the Announcer should …'"},
    {"phrasing": r"while (?P<cond>.+?),", "origin": "Ruleset 209 (Explorers Phase): 'While the state in Banewood Mansion is set to Explorers Phase, any Explorer may …'"},
    {"phrasing": r"(?P<cond>during the (?:(?-i:[A-Z])\w+ )+phase),?", "origin": "Ruleset 209 (Mansion Phase): 'During the Mansion Phase, the Narrator may …'"},
    {"phrasing": r"(?P<cond>the first time .+?),", "origin": "Castles (Tasks): 'The first time a Vassal is unidled during this dynasty, the Sovereign or any admin should add an entry …'"},
    {"phrasing": r"\((?:and )?(?:so long as|as long as|provided that|if) (?P<cond>[^()]+)\),?", "origin": "Ruleset 70 (Unstable Runes): '… as a Daily action (and so long as that Apprentice does not take any other daily action …), that Apprentice may …'"},
]
# ---- conditions said after the actor's modal, in parentheses ("may (if they have not already done so ...), Reveal")
CONDITION_INNER = [
    {"phrasing": r"\((?P<cond>if [^()]+)\),?", "origin": "Ruleset 209 (Mansion Phase): 'the Narrator may (if they have not already done so during the current Mansion Phase), Reveal the Consequences'"},
]
# ---- conditions and other parts said after the body; each ends the part before it. "cond" is read as a condition,
# "kind"/"frequency" as those parts; a tail with "skip" is read and said nothing of (how the action is done).
TAILS = [
    {"phrasing": r",? provided (?:that )?(?P<cond>.+)", "origin": "Ruleset 70 (Tables and Food): '…, provided that this would not result in an empty table'"},
    {"phrasing": r",? (?:so|as) long as (?P<cond>.+)", "origin": "Ruleset 70 (Unstable Runes): '…, so long as the Apprentice making that change makes a comment …'; Ruleset 205: 'as long as that system is present'"},
    {"phrasing": r",? only if (?P<cond>.+)", "origin": "Ruleset 209 (Electrical panel): '… to an existing Room only if the current value is “Unknown”'"},
    {"phrasing": r" if (?P<cond>(?:this|the|their|they|it|an?|that) .+)", "origin": "Ruleset 209 (Identification Scroll): '… remove this item from their inventory if this Item is not Cursed'"},
    {"phrasing": r",? unless (?P<cond>.+)", "origin": "Ruleset 205 (House Bots): '… amend or remove the House Bots at any time, unless the House Bot in question has been drawn …'"},
    {"phrasing": r",? at any time,?", "kind": "any time", "origin": "Ruleset 205 (Bouts): '… they may set their Readiness to Ready at any time'; Ruleset 209: 'simultaneously, at any time, so long as …'"},
    {"phrasing": r",? (?P<kindlead>as an? (?:daily|weekly|atomic|virtual|timed) (?:communal )?action)", "origin": "the kinds of KINDS said after the body ('… may set their Readiness to Ready as a Daily Action')"},
    {"phrasing": r",? (?P<freq>any number of times)", "origin": "Ruleset 209 (Explorers Phase): 'may do any of the following any number of times'"},
    {"phrasing": r" by (?P<skip>privately (?:informing|messaging|communicating with) the {EMPEROR}[^,]*?|editing their state in [^,:]+?)(?=$|,|:)",
     "origin": "Ruleset 205 (BotScript): 'by privately informing the Announcer of this'; Ruleset 209 (Explorers Phase): 'by editing their state in Banewood Mansion'"},
    {"phrasing": r",? (?P<kindlead>as an? atomic action) with the following steps:?$", "origin": "Ruleset 209 (Mansion Phase): 'the Narrator may … Reveal the Consequences as an atomic action with the following steps:'"},
    {"phrasing": r",? (?P<skip>simultaneously)", "origin": "Ruleset 209 (Advantages and Disadvantages): 'they may set their Advantage and their Disadvantage simultaneously'"},
]
# ---- an action's name, said apart from its sentence (the name then applies to the action of the sentence before)
NAMES = [
    {"phrasing": r"this action is (?:known as|called) [“\"]?(?P<name>[^”\".]+)[”\"]?\.?$", "origin": "Ruleset 70 (Unstable Runes): 'This action is known as Transmutation.'"},
    {"phrasing": r"\(this (?:process|action) is called [“\"]?(?P<name>[^”\")]+)[”\"]?\)", "origin": "Ruleset 70 (Unstable Runes): '(this process is called “U-Decay”)'"},
]
# ---- an action defined as a list of steps: "X is an atomic action with the following steps:" and its list
STEPS = [
    {"phrasing": r"^(?:the )?(?!This\b|It\b)(?P<name>(?-i:[A-Z])[\w' -]*?) is an? atomic action with the following steps:?$",
     "origin": "Castles, Ruleset 2024-02-24: 'The Fortnight is an atomic action with the following steps:'; 'Herald is an atomic action with the following steps:'"},
    {"phrasing": r"^(?P<lead>.*?)\busing the following atomic action:?$",
     "origin": "Castles, Ruleset 2024-02-24 (Waves): 'The result of the attack is resolved separately for each Vassal using the following atomic action:'"},
]
# ---- who performs a named action, and when, said apart from its definition
PERFORMS = [
    {"phrasing": r"^(?:if (?P<cond>.+?), )?(?P<actor>[^,]+?) (?:should|shall|must|may) perform the (?P<name>(?-i:[A-Z])[\w' -]*?) (?:atomic )?action\.?$",
     "origin": "Castles, Ruleset 2024-02-24 (Fortnight): 'If the Sovereign has received at least one Virtual Action from every Vassal …, the Sovereign should perform the Fortnight action.'"},
]
# ---- an action's effects said in a sentence of their own ("When an Operator Taunts a Taunt Target they increase ...")
EFFECTS_OF = [
    {"phrasing": r"^when (?:an?|the) {PLAYER} (?P<verb>(?-i:[A-Z])\w+?)s (?P<obj>[^,]+?),? (?:they|he|she) (?P<effects>.+?)\.?$",
     "origin": "Ruleset 205 (Taunt): 'When an Operator Taunts a Taunt Target they increase the Taunt Target's Red Mist to …'"},
]
# ---- a kind of action the rules define with a cost ("If a game action is a Timed Action, each Apprentice may spend one Time in order to take that action")
KIND_COSTS = [
    {"phrasing": r"^if a (?:game |dynastic )?action is an? (?P<kind>\w+) action, (?:each|an?) {PLAYER} may (?P<cost>spend .+?) in order to take that action\.?$",
     "origin": "Ruleset 70 (Pacing): 'If a game action is a Timed Action, each Apprentice may spend one Time in order to take that action.'"},
]
# ---- what introduces the list items of a sentence: each item an action, the steps of one action, or one condition
LIST_LEADS = [
    {"items": "actions", "phrasing": r"(?:do )?any of the following(?: (?P<freq>any number of times))?(?P<rest>.*?):$",
     "origin": "Ruleset 209 (Explorers Phase): 'any Explorer may do any of the following any number of times by editing their state in Banewood Mansion:'"},
    {"items": "steps", "phrasing": r":$", "origin": "Ruleset 205 (Engines): 'At any time as an atomic action, an Operator whose Readiness is Workshop may:' and its two steps"},
]
CONDITION_LISTS = [
    {"phrasing": r"(?:,? provided (?:that )?|,? if )?(?P<which>any|all|each|one or more) of the following (?:are|is) true:?$", "origin": "Ruleset 205 (Taunt): '… at any time provided that any of the following are true:' and its three conditions"},
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
    {"whose": "own", "phrasing": r"(?:their|his|her|eir|its|your) own ", "origin": "the transfers of the 2010s: 'decrease their own Gold by 2'"},
    {"whose": "own", "phrasing": r"(?:their|his|her|eir|your) ", "origin": "Ruleset 70 (Pacing): 'each Apprentice may set their Time to 7'"},
    {"whose": "own", "phrasing": r"(?:their|his|her|eir|your) (?-i:[A-Z])\w+'s ", "origin": "Ruleset 205 (BotScript): 'An Operator may change their Bot's Script' (a thing of theirs)"},
    {"whose": "all", "phrasing": r"all {PLAYER}(?:'s|s'|s's|') ", "origin": "Ruleset 205 (Income): 'increase all Operator's Money by 3,000'"},
    {"whose": "all", "phrasing": r"all {PLAYERS}(?:'|'s)? ", "origin": "Ruleset 205 (Income), the plural: 'increase all Operators' Money'"},
    {"whose": "each", "phrasing": r"(?:each|every) {PLAYER}(?:'s|') ", "origin": "the steps of the Rulesets' procedures: 'set each Vassal's Damage …'"},
    {"whose": "each", "phrasing": r"(?:the|that) {PLAYER}(?:'s|') ", "origin": "Castles (Waves), a step done for each Vassal: 'add the sum of the Strengths … to the Vassal's Damage'"},
    {"whose": "another", "phrasing": r"another {PLAYER}(?:'s|') ", "origin": "transfers: 'increase another Vassal's Gold by 2'"},
    {"whose": "target", "phrasing": r"the (?:(?-i:[A-Z])\w+ )?target(?:'s|') ", "origin": "Ruleset 205 (Taunt): 'they increase the Taunt Target's Red Mist'"},
    {"whose": "emperor", "phrasing": r"the {EMPEROR}(?:'s|') ", "origin": "the emperor's own variables ('the Narrator's Dread')"},
    {"whose": "the game", "phrasing": r"(?:the )?", "origin": "Ruleset 209 (Mansion Phase): 'Increase Dread by 1' (a variable of the game, or of the actor where the rule's variable is theirs)"},
]
# whose, said after the variable ("the X of another Vassal", "the X of each Explorer")
OF_WHOM = [
    {"whose": "another", "phrasing": r"another {PLAYER}", "origin": "transfers: 'increase the Gold of another Vassal by 2'"},
    {"whose": "each", "phrasing": r"(?:each|every) {PLAYER}", "origin": "'set the Sanity of each Explorer to 10'"},
    {"whose": "all", "phrasing": r"all {PLAYERS}", "origin": "Ruleset 209 (Mansion Phase): 'the Planned Actions of all Explorers to Rest'"},
    {"whose": "target", "phrasing": r"the (?:(?-i:[A-Z])\w+ )?target", "origin": "Ruleset 205 (Taunt): 'the Taunt Target'"},
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
    {"op": "set", "phrasing": r"set the {ACT_VAR} of {ACT_OF} to {ACT_VALUE}", "origin": "Ruleset 209 (Electrical panel): 'set the Location of the Electrical Panel to an existing Room'"},
    {"op": "set", "phrasing": r"set (?:all|each) {ACT_VAR} to {ACT_VALUE}", "whose": "each", "origin": "Ruleset 209 (Mansion Phase): 'Set all Ploys to nothing'"},
    {"op": "set", "phrasing": r"set it to {ACT_VALUE}", "var_from": "condition", "origin": "Ruleset 205 (Bouts): 'When an Operator's Readiness is Staging then they may set it to Set' (it: the variable of the condition)"},
    {"op": "set", "phrasing": r"change {ACT_WHOSE}{ACT_VAR} to {ACT_VALUE}", "origin": "Ruleset 209 (Explorers Phase): 'Change their Ploy to any specific Planned Action, or to nothing'; 'change the Turn state to “Mansion Phase”'"},
    {"op": "set", "phrasing": r"change {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 209 (Explorers Phase): 'Change their Planned Action' (to any value)"},
    {"op": "set", "phrasing": r"set {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 209 (Advantages and Disadvantages): 'they may set their Advantage and their Disadvantage' (to any value)"},
    # -- increase / decrease by an amount
    {"op": "increase", "phrasing": r"increase {ACT_WHOSE}{ACT_VAR} by {ACT_AMOUNT}{ACT_PER}", "origin": "Ruleset 205 (Income): 'increase all Operator's Money by 3,000'; Ruleset 209: 'Increase Dread by 1 for each Ploy …'"},
    {"op": "increase", "phrasing": r"increase the {ACT_VAR} of {ACT_OF} by {ACT_AMOUNT}", "origin": "the variable first: 'increase the Gold of another Vassal by 2'"},
    {"op": "increase", "phrasing": r"increase {ACT_WHOSE}{ACT_VAR} (?P<n>to .+)", "origin": "Ruleset 205 (Taunt): 'increase the Taunt Target's Red Mist to any value up to two higher than their own Red Mist'"},
    {"op": "decrease", "phrasing": r"(?:decrease|reduce|lower) {ACT_WHOSE}{ACT_VAR} by {ACT_AMOUNT}{ACT_PER}{ACT_LIMIT}", "origin": "the reverse of Increase ('reduce their Sanity by 2')"},
    {"op": "increase", "phrasing": r"add {ACT_AMOUNT} to {ACT_WHOSE}{ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Castles (Waves): 'add the sum of the Strengths of all Enemies in the Wave to the Vassal's Damage'; 'add 1 to the Vassal's Reputation, to a maximum of 2'"},
    {"op": "decrease", "phrasing": r"subtract {ACT_AMOUNT} from {ACT_WHOSE}{ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Castles (Waves): 'subtract 1 from the Vassal's Reputation, to a minimum of 0'"},
    {"op": "increase", "phrasing": r"add a number of {ACT_VAR} equal to {ACT_TEXT}", "whose": "each", "origin": "Castles (Fortnight): 'For each Vassal, add a number of Serfs equal to that Vassal's Reputation'"},
    # -- gain / lose, the amount before the variable
    {"op": "gain", "phrasing": r"gains? {ACT_AMOUNT} {ACT_VAR}{ACT_PER}", "origin": "Castles (Tasks): 'Gain 1 Wood for each Assigned Serf'"},
    {"op": "lose", "phrasing": r"loses? {ACT_AMOUNT} {ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Ruleset 209 (Mansion Phase): '… loses 1 Sanity for each Room they both entered and left during that action, to a minimum of 0'"},
    {"op": "decrease", "phrasing": r"subtract {ACT_AMOUNT} {ACT_VAR}{ACT_PER}{ACT_LIMIT}", "origin": "Castles (Tasks): 'For each Assigned Serf, subtract 1 Damage, to a minimum of 0'"},
    {"op": "gain", "phrasing": r"award (?:themselves|himself|herself|themself) {ACT_AMOUNT}(?: {ACT_VAR})?", "origin": "Ruleset 205 (Income): 'each Operator may, once after each Bout, award themselves ₩1,000'"},
    {"op": "increase", "phrasing": r"add {ACT_AMOUNT} {ACT_VAR} to each (?:component|part) (?:in|of) {ACT_WHOSE}Bot", "origin": "Ruleset 205 (Income): 'an Operator may add 5% condition to each component in their Bot'"},
    # -- items of a list
    {"op": "add item", "phrasing": r"(?:creating|create|add(?:ing)?) a new entry (?:to|in|at) any position in {ACT_WHOSE}{ACT_VAR} with {ACT_ITEM}",
     "origin": "Castles (Structures): 'creating a new entry to any position in their Structures with the built Structure as Structure and Small as Size'"},
    {"op": "add item", "phrasing": r"add an entry to the [“\"]?{ACT_VAR}[”\"]? (?:task )?list containing {ACT_ITEM}",
     "origin": "Castles (Tasks): 'add an entry to the “Idle” task list containing the name of that Vassal and the amount of that Vassal's Serfs'"},
    {"op": "add item", "phrasing": r"add {ACT_ITEM_NOUN} to {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 205 (Systems): 'add a System of a desired Condition to their Bot'"},
    {"op": "remove item", "phrasing": r"remove {ACT_ITEM_NOUN} from {ACT_WHOSE}{ACT_VAR}", "origin": "Ruleset 205 (Systems): 'remove a System from their Bot'"},
    {"op": "remove item", "phrasing": r"drop {ACT_ITEM_NOUN}(?: they are carrying)?(?:, into their Location)?", "var_from": "item", "origin": "Ruleset 209 (Explorers Phase): 'Drop an Item they are carrying, into their Location'"},
    {"op": "add item", "phrasing": r"create a new {ACT_ITEM_WORDS}", "var_from": "item", "whose": "the game", "origin": "Ruleset 205 (House Bots): 'the Announcer may create a new House Bot at any time'"},
]
# ---- what the action costs: read as an effect that takes from the actor ("op" lose)
COSTS = [
    {"op": "lose", "phrasing": r"(?:by )?spending one of each {ACT_VAR} listed in {ACT_PER_TEXT}", "amount": 1, "any_var": True,
     "origin": "Castles (Structures): 'by spending one of each material listed in the Structure's Cost'"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spending|paying) {ACT_AMOUNT} {ACT_VAR}", "origin": "the costs of the Rulesets: 'by spending 2 Wood'"},
    {"op": "lose", "phrasing": r"(?:by )?(?:spending|paying) {ACT_TEXT}", "var_from": "unit", "origin": "Ruleset 205 (Engines): 'by paying the Effective One-off Cost of the new Engine' (an amount of the money variable)"},
    {"op": "lose", "phrasing": r"spend {ACT_AMOUNT} {ACT_VAR}", "origin": "Ruleset 70 (Pacing): 'each Apprentice may spend one Time in order to take that action'"},
    {"op": "lose", "phrasing": r"spend {ACT_AMOUNT} {ACT_VAR}{ACT_PER} to", "origin": "Castles (Tasks): 'For each Assigned Serf, spend 1 Ore to gain 1 Iron'"},
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
NAMED_VERB = [
    {"phrasing": r"(?P<name>(?-i:[A-Z])[a-z]+ the (?-i:[A-Z])[a-z]+|(?-i:[A-Z])[a-z]+(?:-[A-Z][a-z]+)?)(?P<object> (?:one of their |an? |the |any |that |their |another )?[^,]*?)?(?= by |, |$| at any time| provided| if | as long as| so long as)",
     "origin": "Castles (Structures): 'a Vassal may Build a Structure by spending …'; Ruleset 205 (Taunt): 'An Operator may Taunt another Operator (the Taunt Target) at any time'; Ruleset 209: 'Reveal the Consequences'"},
]
# ---- the verbs that start an effect (an effect verb after the modal is not a name, even capitalised)
EFFECT_VERBS = [
    {"phrasing": r"(?:set|change|increase|decrease|reduce|lower|raise|add|subtract|gain|lose|spend|pay|award|remove|create|drop|give|transfer|take|move|replace|use|perform|send|make|post)\b",
     "origin": "the effects of EFFECTS and COSTS, and the verbs of the Rulesets' steps ('Perform the Herald atomic action', 'Create a Story Post')"},
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
    {"verb": "lose", "phrasing": r"losing", "origin": "'by losing N X' (as 'lose')"},
]
# ---- a modal that does not make an action: a prohibition, a limit on other actions, a state a player may be in
NOT_ACTIONS = [
    {"phrasing": r".*? (?:may|can|should) (?:not|only|never)\b", "origin": "Ruleset 209: 'An Explorer may not set their Advantage and their Disadvantage to be any pair …'; Ruleset 205: '… may only be made when the Operator's Readiness is Workshop'"},
    {"phrasing": r".*? (?:cannot|can't|can not)\b", "origin": "Ruleset 70 (Wards): 'An Apprentice with a Suppressive Ward cannot Cast or be affected by any Spells'"},
    {"phrasing": r"(?:.*?\b)?(?:each|every|an?|any) \w+(?: \w+)? (?:may|can) (?:also )?(?:have|be|hold|possess)\b", "origin": "Ruleset 209 (Explorers): 'Each Explorer may also have a Ploy'; Ruleset 205: 'Each Operator may have an Alliance' (declarations, not actions)"},
    {"phrasing": r".*? may (?:perform|take) no more than\b", "origin": "Ruleset 70 (Pacing): 'Each Apprentice may perform no more than two Timed Actions in any 24-hour period' (a limit on a kind)"},
    {"phrasing": r"no \w+ (?:may|can)\b", "origin": "Ruleset 209: 'no Explorer may be both Strong and Weak'"},
]
# ---- a body that tells someone something and changes no variable (read as an action with no effects)
MESSAGES = [
    {"phrasing": r"privately (?:communicate|inform|message|ask|urge|tell)\b.*", "origin": "Castles (Fortnight): 'the Sovereign should privately communicate to that Vassal with a reminder of this fact'; Ruleset 209: 'privately ask the Narrator what the Malfeasance is'"},
    {"phrasing": r"send [“\"].+?[”\"] to the {EMPEROR}.*", "origin": "Castles (Fortnight): 'a Vassal may send “No Change” to the Sovereign to indicate …'"},
]
# ---- the words that start a cost (a piece of a body not read is listed as "costs: ..." when one starts it)
COST_WORDS = [
    {"phrasing": r"(?:by )?(?:either )?(?:spend|spending|pay|paying)\b", "origin": "Castles (Structures): 'by spending an amount of each Material …'; Ruleset 205 (Engines): 'by paying the Effective One-off Cost …'"},
]
