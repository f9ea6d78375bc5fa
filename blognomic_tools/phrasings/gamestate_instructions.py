"""How proposals tell the gamestate to change (read by enactment.gamestate): one sentence, its quotes straightened
and its spaces made one, read whole by the first form that matches.

Spaces are flexible (any run of whitespace). The cases quoted are in fixtures/corpus/gamestate_instructions/cases.json.
"""

SPACES = "flexible"

# The wordings, tried in order (the first that matches the whole sentence wins); "op" is what the form does.
FORMS = [
    # -- set
    {"op": "set", "phrasing": "set {WHO_POSSESSIVE} {VARIABLE} to {VALUE}",
     "origin": "blog 2019/10, Capital gains: “Set each EM’s Capital to …”"},
    {"op": "set", "phrasing": "set the {VARIABLE} of {WHO} to {VALUE}",
     "origin": "the same, the variable first: “Set the Gold of every Vassal to 0”"},
    {"op": "set", "phrasing": "set the (?:number|amount) of {VARIABLE} (?:that )?{WHO} (?:has|holds) to {VALUE}",
     "origin": "blog 2006, Solve voter apathy: “set the number of Bars each Gostak has to |0”"},
    {"op": "set", "phrasing": "{WHO_POSSESSIVE} {VARIABLE} (?:is|are) set to {VALUE}",
     "origin": "“Each Vassal’s Gold is set to 10” (the passive)"},
    {"op": "set", "phrasing": "(?:change|reset) {WHO_POSSESSIVE} {VARIABLE} to {VALUE}",
     "origin": "“Change Kevan’s Room to Library” (reworded set)"},
    {"op": "set", "phrasing": "{WHO_POSSESSIVE} {VARIABLE} becomes {VALUE}",
     "origin": "blog 2021/08, Heat: “every Cell that is Hot … becomes Cold” (as an instruction)"},
    {"op": "set", "phrasing": "{WHO} (?:has|have) (?:their|his|her|its|eir) {VARIABLE} set to {VALUE}",
     "origin": "blog 2013/04, Crop dusting: “have their Knights set to their Crops and then their Crops set to 0”"},
    # -- gain
    {"op": "gain", "phrasing": "{WHO} gains? {AMOUNT} (?:more )?{VARIABLE}",
     "origin": "Castles dynasty (2024) Tasks: “Gain 1 Wood for each Assigned Serf”; blog 2003 “gains 10 Credits”"},
    {"op": "gain", "phrasing": "(?:give|award|grant) {WHO} {AMOUNT} {VARIABLE}",
     "origin": "blog 2016, Bills AND Coins?: “Award each Scribe and Proxy X Paper”"},
    {"op": "gain", "phrasing": "(?:give|award|grant) {AMOUNT} {VARIABLE} to {WHO}",
     "origin": "blog 2006, Solve voter apathy: “give |1 to each Gostak …”"},
    {"op": "gain", "phrasing": "(?:increase|raise) {WHO_POSSESSIVE} {VARIABLE} by {AMOUNT}",
     "origin": "blog 2019/10, Capital gains: “increase their Capital by …”"},
    {"op": "gain", "phrasing": "(?:increase|raise) the {VARIABLE} of {WHO} by {AMOUNT}",
     "origin": "blog 2022/10, Party Tricks: “increase the Party score of each of those Partygoers by four”"},
    {"op": "gain", "phrasing": "add {AMOUNT} to {WHO_POSSESSIVE} {VARIABLE}",
     "origin": "Castles dynasty (2024) Waves: “add … to the Vassal’s Damage”"},
    {"op": "gain", "phrasing": "add {AMOUNT} to the {VARIABLE} of {WHO}",
     "origin": "the same, the variable first"},
    {"op": "gain", "phrasing": "(?:increase|raise) the (?:number|amount) of {VARIABLE} (?:that )?{WHO} (?:has|holds) by {AMOUNT}",
     "origin": "blog 2024/02, Farm fixes: “the number of Serfs each Vassal has”"},
    {"op": "gain", "phrasing": "{WHO_POSSESSIVE} {VARIABLE} (?:is|are) (?:increased|raised) by {AMOUNT}",
     "origin": "blog 2023/12, The Eye of the Beast: “… is increased by 1”"},
    {"op": "gain", "phrasing": "the (?:number of |amount of )?{VARIABLE} of {WHO} (?:is|are) (?:increased|raised) by {AMOUNT}",
     "origin": "blog 2023/12, The Eye of the Beast: “the number of Corpses of this Location is increased by 1”"},
    # -- lose
    {"op": "lose", "phrasing": "{WHO} loses? {AMOUNT} {VARIABLE}",
     "origin": "blog 2018/02, Unexploded Crate: “every Resident loses 1 Health”"},
    {"op": "lose", "phrasing": "subtract {AMOUNT} from {WHO_POSSESSIVE} {VARIABLE}",
     "origin": "Castles dynasty (2024) Waves: “subtract 1 from the Vassal’s Reputation”"},
    {"op": "lose", "phrasing": "subtract {AMOUNT} from the {VARIABLE} of {WHO}",
     "origin": "the same, the variable first"},
    {"op": "lose", "phrasing": "subtract {AMOUNT} from the (?:number|amount) of {VARIABLE} (?:that )?{WHO} (?:has|holds)",
     "origin": "blog 2024/02, Farm fixes: “Subtract 5 from the number of Serfs each Vassal has”"},
    {"op": "lose", "phrasing": "(?:reduce|decrease|lower) {WHO_POSSESSIVE} {VARIABLE} by {AMOUNT}",
     "origin": "“Reduce Kevan’s Sanity by 2” (the reverse of Increase)"},
    {"op": "lose", "phrasing": "(?:reduce|decrease|lower) the {VARIABLE} of {WHO} by {AMOUNT}",
     "origin": "blog 2023, Left The People On Read: “reduce the Order of all Districts … by 5”"},
    {"op": "lose", "phrasing": "(?:remove|take|deduct) {AMOUNT} {VARIABLE} from {WHO}",
     "origin": "blog 2019/10, Capital gains: “Remove Money … from all EMs’ assets”"},
    {"op": "lose", "phrasing": "{WHO} (?:pays|spends) {AMOUNT} {VARIABLE}",
     "origin": "blog 2022/10, Party Tricks: “a Partygoer may spend 2 Energy”"},
    {"op": "lose", "phrasing": "{WHO_POSSESSIVE} {VARIABLE} (?:is|are) (?:reduced|decreased|lowered) by {AMOUNT}",
     "origin": "the passive of Reduce (The Eye of the Beast’s wording)"},
    {"op": "lose", "phrasing": "the (?:number of |amount of )?{VARIABLE} of {WHO} (?:is|are) (?:reduced|decreased|lowered) by {AMOUNT}",
     "origin": "the passive of Reduce, the variable first (The Eye of the Beast’s wording)"},
    # -- add_row
    {"op": "add_row", "phrasing": "add a (?:new )?row for {PLAYER_NAME} to {PLAYERS_TABLE}{AT_DEFAULTS}",
     "origin": "“Add a row for X to the table of Vassals (at the defaults)”"},
    {"op": "add_row", "phrasing": "add a (?:new )?row to {PLAYERS_TABLE} for {PLAYER_NAME}{AT_DEFAULTS}",
     "origin": "the same, the table first"},
    {"op": "add_row", "phrasing": "add a new {PLAYER} (?:named|called) {PLAYER_NAME}(?: to {PLAYERS_TABLE})?{AT_DEFAULTS}",
     "origin": "“Add a new Explorer named X” (a new player by proposal)"},
    {"op": "add_row", "phrasing": "add {PLAYER_NAME} to {PLAYERS_TABLE}{AT_DEFAULTS}",
     "origin": "blog 2003/03, Standing Room Only (the reverse: “be removed from the Player Roster”)"},
    # -- remove_row
    {"op": "remove_row", "phrasing": "remove {WHO_POSSESSIVE} row(?: from {PLAYERS_TABLE})?",
     "origin": "“Remove X’s row”"},
    {"op": "remove_row", "phrasing": "remove the (?:GNDT |gamestate )?row (?:of|for) {PLAYER_NAME}(?: from {PLAYERS_TABLE})?",
     "origin": "the same, the row first; blog 2013/04, Austerity Measures: “remove the GNDT rows for York and Lancaster”"},
    {"op": "remove_row", "phrasing": "remove {PLAYER_NAME} from {PLAYERS_TABLE}",
     "origin": "blog 2003/03, Standing Room Only: “be removed from the Player Roster”"},
]

# Said before an instruction, and not part of it (each followed by a space).
LEADS = [
    {"phrasing": "then,?", "origin": "'Then, each Vassal gains one Wood.' (a proposal's next step, blog passim)"},
    {"phrasing": "after that,?", "origin": "'After that, ...' as 'Then, ...' (a proposal's next step)"},
    {"phrasing": "finally,?", "origin": "'Finally, ...' (the last step of a list of instructions)"},
    {"phrasing": "also,?", "origin": "'Also, ...' (one more instruction)"},
    {"phrasing": "upon (?:the )?enactment(?: of this proposal)?,?",
     "origin": "'Upon enactment of this proposal, ...' (the proposal reader's lead-in, 2010s)"},
    {"phrasing": "when this proposal is enacted,?", "origin": "'When this proposal is enacted, ...' (as 'Upon enactment')"},
    {"phrasing": r"[*#\-•]+", "origin": "a list item's bullet left on the line (a list of instructions in a post)"},
    {"phrasing": r"\d+[.)]", "origin": "a numbered step left on the line ('1. Set each ...', '2) ...')"},
]
# Who, when it is everyone: "each Vassal", "every Vassal", "all Vassals", "each of the Vassals".
EACH = [
    {"phrasing": "(?:each|every) (?:single )?{PLAYER}", "origin": "blog 2019/10, Capital gains: “Set each EM’s Capital to …”; 'Set every Explorer’s Sanity to ten'"},
    {"phrasing": "all(?: of the)? {PLAYERS}", "origin": "'All Explorers' Sanity is set to 7' (the passive set, plural possessive); blog 2019/10 'from all EMs’ assets'"},
    {"phrasing": "each of the {PLAYERS}", "origin": "blog 2022/10, Party Tricks: “each of those Partygoers”"},
    {"phrasing": "the {PLAYERS}", "origin": "'the Vassals' as everyone (blog 2006, Solve voter apathy: 'give |1 to each Gostak')"},
]
# Who, when it is everyone meeting a condition read exactly: "each Vassal with at least 3 Serfs".
WHERE = [
    {"phrasing": "(?:each|every) {PLAYER} (?:who has|that has|with) {COMPARISON}?{AMOUNT} {VARIABLE}",
     "origin": "'Each Vassal with at least 3 Ore gains 1 Iron' (a condition read exactly)"},
    {"phrasing": "all {PLAYERS} (?:who have|that have|with) {COMPARISON}?{AMOUNT} {VARIABLE}",
     "origin": "the same, plural: 'All Vassals with at least 3 Ore ...'"},
    {"phrasing": "(?:each|every) {PLAYER} whose {VARIABLE} is {COMPARISON}?{AMOUNT}",
     "origin": "'Every Explorer whose Sanity is below 5 gains 1 Sanity' (a condition read exactly)"},
    {"phrasing": "all {PLAYERS} whose {VARIABLE} is {COMPARISON}?{AMOUNT}", "origin": "the same, plural: 'All Explorers whose Sanity is below 5 ...'"},
]
# What the comparisons of WHERE mean (the slot {COMPARISON} reads these words; no word is "exactly").
COMPARISONS = [
    {"phrasing": "at least", "means": ">=", "origin": "'Each Vassal with at least 3 Ore gains 1 Iron'"},
    {"phrasing": "no fewer than", "means": ">=", "origin": "'at least' as the Rulesets also write it ('no fewer than N Vassals')"},
    {"phrasing": "no less than", "means": ">=", "origin": "'at least', as 'no fewer than'"},
    {"phrasing": "at most", "means": "<=", "origin": "the reverse of 'at least'"},
    {"phrasing": "no more than", "means": "<=", "origin": "'at most' as the Rulesets write limits ('no more than N')"},
    {"phrasing": "more than", "means": ">", "origin": "'more than N' as the Rulesets write quorums"},
    {"phrasing": "over", "means": ">", "origin": "'over N' as 'more than N'"},
    {"phrasing": "above", "means": ">", "origin": "the reverse of 'below'"},
    {"phrasing": "fewer than", "means": "<", "origin": "'fewer than N' as the Rulesets write it"},
    {"phrasing": "less than", "means": "<", "origin": "'less than N', as 'fewer than'"},
    {"phrasing": "under", "means": "<", "origin": "'under N' as 'below N'"},
    {"phrasing": "below", "means": "<", "origin": "'Every Explorer whose Sanity is below 5 gains 1 Sanity'"},
    {"phrasing": "exactly", "means": "==", "origin": "'with exactly N', as the plain 'with N' reads"},
]
