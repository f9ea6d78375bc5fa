"""The verbs that order a change, and the words that carry no meaning of their own in an order (read by
parsers.orders and parsers.coverage).

A sentence of a proposal whose main verb is one of ORDER_VERBS, said in the imperative (after a discourse word or
not) or in the future ("X shall be reset", "a rule will be added"), orders a change: it is read or not understood,
never dropped as the author's commentary. Each verb names what it changes ("ruleset", "game" or "both") and where
its use comes from; ``participle`` is its past participle, for the orders said in the future.
"""

SPACES = "literal"

ORDER_VERBS = {
    # -- repeal and its synonyms (a rule, or words of one, taken out)
    "repeal": {"changes": "ruleset", "participle": "repealed", "origin": "2021/12 Spoiled Lineage: 'Repeal the rule “Imperial Lineage”'"},
    "expunge": {"changes": "ruleset", "participle": "expunged", "origin": "a synonym of repeal seen in proposals of the 2010s-2020s ('Expunge the rule X')"},
    "abolish": {"changes": "ruleset", "participle": "abolished", "origin": "a synonym of repeal ('Abolish the rule X')"},
    "rescind": {"changes": "ruleset", "participle": "rescinded", "origin": "a synonym of repeal ('Rescind the rule X')"},
    "strike": {"changes": "ruleset", "participle": "struck", "origin": "2006 reductio_propositum forms: 'strike “…” from Rule N'; 'Strike the rule X'"},
    "delete": {"changes": "ruleset", "participle": "deleted", "origin": "'Delete the rule X' (repeal forms of phrasings.proposals)"},
    "remove": {"changes": "both", "participle": "removed", "origin": "'Remove the rule X'; 2013 Austerity Measures 'remove the GNDT rows'"},
    "erase": {"changes": "ruleset", "participle": "erased", "origin": "a synonym of repeal ('Erase the rule X')"},
    "revoke": {"changes": "ruleset", "participle": "revoked", "origin": "a synonym of repeal ('Revoke the rule X')"},
    "annul": {"changes": "ruleset", "participle": "annulled", "origin": "a synonym of repeal ('Annul the rule X')"},
    "scrap": {"changes": "ruleset", "participle": "scrapped", "origin": "a synonym of repeal ('Scrap the rule X')"},
    "eliminate": {"changes": "both", "participle": "eliminated", "origin": "a synonym of repeal ('Eliminate the rule X')"},
    "excise": {"changes": "ruleset", "participle": "excised", "origin": "a synonym of repeal ('Excise the rule X')"},
    "omit": {"changes": "ruleset", "participle": "omitted", "origin": "blognomic.com/2020/01 (Mind the new gap): 'omit the last sentence'"},
    "cancel": {"changes": "both", "participle": "cancelled", "origin": "'Cancel the rule X', 'cancel every pending Trade' (2010s-2020s)"},
    # -- adding
    "add": {"changes": "both", "participle": "added", "origin": "the most common verb of every era: 'Add the following to the rule X'"},
    "append": {"changes": "ruleset", "participle": "appended", "origin": "'Append to the rule “Roadside Tat” the following:' (2021/12)"},
    "prepend": {"changes": "ruleset", "participle": "prepended", "origin": "'Prepend “…” to the start of the rule X'"},
    "insert": {"changes": "ruleset", "participle": "inserted", "origin": "'Insert the following as the second paragraph' (2025)"},
    "create": {"changes": "both", "participle": "created", "origin": "'Create a new rule called X:' (2017 the_properties_of_the_tesseract)"},
    "enact": {"changes": "ruleset", "participle": "enacted", "origin": "'Enact a new rule “X”:-' (2013 disorderly_shutdown_2)"},
    "include": {"changes": "ruleset", "participle": "included", "origin": "editors_desk (2025): 'include the following subrule named …'"},
    "establish": {"changes": "both", "participle": "established", "origin": "2013 (Lodges): 'Establish a new Lodge …'"},
    # -- changing
    "replace": {"changes": "both", "participle": "replaced", "origin": "'In the rule “X”, replace “A” with “B”' (2021/08 communications clarity)"},
    "change": {"changes": "both", "participle": "changed", "origin": "'Change “A” to “B”' (2018 cancel_that_last_cleanup_request)"},
    "amend": {"changes": "ruleset", "participle": "amended", "origin": "'Amend rule 1.7 (“X”) as follows.' (2020/01)"},
    "modify": {"changes": "ruleset", "participle": "modified", "origin": "'Modify the text of Rule 1.1 to read' (2005 a_useless_proposal)"},
    "alter": {"changes": "ruleset", "participle": "altered", "origin": "'Alter rule N so that it reads' (2003-2004 rewordings)"},
    "edit": {"changes": "ruleset", "participle": "edited", "origin": "'Finally, edit Rule 8 to say “A” to say, “B”.' (2003)"},
    "reword": {"changes": "ruleset", "participle": "reworded", "origin": "'Reword Rule 1.3 (Proposals) to:-' (2006 reductio_propositum)"},
    "rewrite": {"changes": "ruleset", "participle": "rewritten", "origin": "'Rewrite the core rule Enacting and Failing as follows:' (2021)"},
    "redraft": {"changes": "ruleset", "participle": "redrafted", "origin": "'Redraft rule N' (2003-2004 rewordings)"},
    "rename": {"changes": "both", "participle": "renamed", "origin": "'Rename the rule “X” to “Y”'; 2004 (Clans) 'rename it to “Living Kin”' (a GNDT field)"},
    "retitle": {"changes": "ruleset", "participle": "retitled", "origin": "'Retitle the rule X as Y'"},
    "name": {"changes": "ruleset", "participle": "named", "origin": "'… and name it “Y”' (a new rule's title said after its text, 2010s-2020s)"},
    "call": {"changes": "ruleset", "participle": "called", "origin": "2012 historical_document_preservation_act: 'Call it “X” and give it the following text:'"},
    "title": {"changes": "ruleset", "participle": "titled", "origin": "'… and title it “X”' (as 'call it', 2010s)"},
    "substitute": {"changes": "ruleset", "participle": "substituted", "origin": "'for “A” substitute “B”' (2020/01)"},
    "update": {"changes": "both", "participle": "updated", "origin": "'Update the rule “X” so that it reads:'"},
    "set": {"changes": "both", "participle": "set", "origin": "'Set each Vassal’s Wood to 3.' (2019/10 Capital gains); 'set the content of the “X” step to be …'"},
    "make": {"changes": "both", "participle": "made", "origin": "'Make Fuse Box a subrule of Lamplight' (2022/12); 'Make Cuddlebeam a Steward.' (2017)"},
    "move": {"changes": "both", "participle": "moved", "origin": "'Move the rule X after the rule Y'; 'Move the contents of each Town’s Granary …' (2025/06)"},
    "renumber": {"changes": "ruleset", "participle": "renumbered", "origin": "'Repeal Rule 4, and renumber the ruleset to cover the gap.' (2004)"},
    "restore": {"changes": "both", "participle": "restored", "origin": "'Restore the rule X as it stood …' (CfJs of the 2010s)"},
    "revert": {"changes": "both", "participle": "reverted", "origin": "2016/06 Syntax Error CfJ: '*Revert …'"},
    "undo": {"changes": "both", "participle": "undone", "origin": "2019 CfJ: 'undo the effects of the above-mentioned judgments'"},
    # -- the game's own orders
    "reset": {"changes": "game", "participle": "reset", "origin": "'Reset every Vassal’s Marks to 0.' (end-of-round orders, 2010s-2020s)"},
    "flush": {"changes": "game", "participle": "flushed", "origin": "'Flush the Queue.' (a dynasty's list emptied, 2020s)"},
    "clear": {"changes": "game", "participle": "cleared", "origin": "'Clear every Vassal’s Hand.' (2020s)"},
    "empty": {"changes": "game", "participle": "emptied", "origin": "'Empty each Town’s Granary.' (as cranes_and_fields, 2025/06)"},
    "double": {"changes": "game", "participle": "doubled", "origin": "'Double the Score of every Knight.' (2010s)"},
    "halve": {"changes": "game", "participle": "halved", "origin": "'Halve each Dragon’s Health, rounding down.' (2010s)"},
    "triple": {"changes": "game", "participle": "tripled", "origin": "'Triple …' (as 'Double …')"},
    "give": {"changes": "game", "participle": "given", "origin": "'Give each Vassal 2 Stone.' (gamestate-lines)"},
    "award": {"changes": "game", "participle": "awarded", "origin": "2016/06 Syntax Error CfJ: '*Award …'"},
    "grant": {"changes": "game", "participle": "granted", "origin": "'Grant each Vassal one Favour.' (2010s)"},
    "transfer": {"changes": "game", "participle": "transferred", "origin": "2016/06 Syntax Error CfJ: '*Transfer …'"},
    "subtract": {"changes": "game", "participle": "subtracted", "origin": "Castles (2024) Waves: 'subtract 1 from the Vassal’s Reputation'"},
    "increase": {"changes": "game", "participle": "increased", "origin": "2019/10 Capital gains: 'increase their Capital by …'"},
    "decrease": {"changes": "game", "participle": "decreased", "origin": "'decrease …' (as 'increase', 2019/10)"},
    "reduce": {"changes": "game", "participle": "reduced", "origin": "'reduce …' (as 'increase', 2019/10)"},
    "raise": {"changes": "game", "participle": "raised", "origin": "'Raise every Vassal’s Wall by 1.' (as 'increase')"},
    "lower": {"changes": "game", "participle": "lowered", "origin": "'Lower …' (as 'decrease')"},
    "multiply": {"changes": "game", "participle": "multiplied", "origin": "'Multiply each Vassal’s Gold by 2.' (as 'double')"},
    "divide": {"changes": "game", "participle": "divided", "origin": "'Divide …' (as 'halve')"},
    "distribute": {"changes": "game", "participle": "distributed", "origin": "'Distribute the Pot equally among …' (2010s)"},
    "assign": {"changes": "game", "participle": "assigned", "origin": "'Assign each Vassal a random Colour.' (2020s)"},
    "shuffle": {"changes": "game", "participle": "shuffled", "origin": "'Shuffle the Deck.' (card dynasties)"},
    "roll": {"changes": "game", "participle": "rolled", "origin": "'roll 1DICE3 for each Merchant' (2006 Errands)"},
    "select": {"changes": "game", "participle": "selected", "origin": "2021/12 Kiosk Seeding: 'Select three different random Keeps'"},
    "choose": {"changes": "game", "participle": "chosen", "origin": "'Choose a random Vassal …' (as 'select', 2021/12)"},
    "uphold": {"changes": "game", "participle": "upheld", "origin": "2021 CfJ: 'Uphold the illegal posting of all proposals …'"},
    "fail": {"changes": "game", "participle": "failed", "origin": "2011 CfJ time_to_take_control: 'Fail all Proposals which are pending …'"},
    "idle": {"changes": "game", "participle": "idled", "origin": "2017 CfJ no_spam_please: 'Then idle Gremlin for at least 2 days.'"},
    "unidle": {"changes": "game", "participle": "unidled", "origin": "'unidle X' (as 'idle', 2017)"},
    "kill": {"changes": "game", "participle": "killed", "origin": "'Kill every Zombie on the board.' (2010s)"},
    "destroy": {"changes": "game", "participle": "destroyed", "origin": "'Destroy the Bridge.' (2010s)"},
    "place": {"changes": "both", "participle": "placed", "origin": "'Place a Candelabra in the Entrance Hall.'; 2021-2025 'place the following as …'"},
    "put": {"changes": "both", "participle": "put", "origin": "'Put the following after …' (2021-2025 placements)"},
    "mark": {"changes": "both", "participle": "marked", "origin": "2005 hiatus forms: 'Mark the rule X as Inactive'; squire (2017) 'Mark all Stewards with an apostrophe'"},
    "throw": {"changes": "game", "participle": "thrown", "origin": "2008 CfJ (Doing more in less time): 'Throw a parade for the newly created rule.'; 'throw each Vassal into the Dungeon'"},
    "hold": {"changes": "game", "participle": "held", "origin": "'Hold an election for a new Patron.' (2007 Patron ballots)"},
    "swap": {"changes": "game", "participle": "swapped", "origin": "'Swap the Positions of …' (2010s)"},
    "list": {"changes": "both", "participle": "listed", "origin": "rash_conclusions (2016): 'List the signs of Grippe as “Fever”, the signs of …' (a list of a rule or of the gamestate, place not said)"},
    "declare": {"changes": "game", "participle": "declared", "origin": "CfJs of every era: 'Declare that the proposal “X” took effect …'; gamestate_rectification (2013): '… and declare retroactively that …'"},
}

# verbs of ORDER_VERBS whose object "the rule X" (or "X rule") means the rule taken out of the Ruleset: read as a repeal.
# The slot REPEAL_VERB of phrasings.slots is these words (checked by the suite).
REPEAL_SYNONYMS = ["repeal", "delete", "remove", "expunge", "abolish", "rescind", "strike", "erase", "revoke", "annul",
                   "scrap", "excise"]

# an order given to the admin who enacts the post ("The admin who enacts this proposal must also create a new Story Post"):
# a change the post makes, said of its enactor; its verb is any (the net cannot list them all)
ENACTOR_ORDER = {"phrasing": r"^(?:upon\s+(?:the\s+)?enactment\s+of\s+this\s+(?:proposal|cfj)\s*,\s*)?(?:the\s+)?(?:(?:admin(?:istrator)?|enactor)\s+(?:who\s+(?:enacts|processes|resolves)|enacting|processing|resolving)\s+(?:this|it)\b(?:\s+(?:proposal|cfj))?"
                              r"|enacting\s+admin(?:istrator)?)\s*,?\s+(?:shall|must|will|should|is\s+to)\s+(?:also\s+|then\s+|immediately\s+|first\s+)*[a-z]+\b",
                 "origin": "2007 (Patron ballot): 'Upon the enactment of this proposal, the Admin enacting it shall make a post titled “BALLOT”'; "
                           "2015 (Seers): 'The admin who enacts this proposal must also create a new Story Post …'"}

# words said before an order that do not change it (the order after them is the sentence's main clause)
DISCOURSE = {"phrasing": r"^(?:(?:so|anyway|also|and|then|finally|now|next|lastly|secondly|thirdly|additionally|furthermore|moreover|"
                         r"further|besides|likewise|similarly|after\s+that|in\s+addition|at\s+last|thus|hence|therefore|meanwhile|plus|"
                         r"oh|ok|okay|right|well|lastly)\b[\s,;:-]*)+",
             "origin": "proposals of the 2010s-2020s: 'So, create a Dynastic Rule called …', 'Anyway, add the following sentence …', "
                       "'Finally, edit Rule 8 …' (2003)"}

# an order said as advice to the players ("We should … and declare retroactively that the proposal “X” took effect"):
# a change the post makes (a CfJ's ruling), though said in the first person
ADVISED_ORDER = {"phrasing": r"^(?:we|you|the\s+admins?|admins?)\s+(?:should|must|need\s+to|ought\s+to|shall)\s+(?:[^.;!?]{0,200}?\s+(?:and|then)\s+)?(?:(?:also|then|simply|just)\s+)?"
                             r"(?P<verb>declare|deem|rule|treat|consider|regard|count|hold)\s+(?:\w+ly\s+)?(?:that\b|the\s+(?:(?:⟦\d+⟧|[\w’'-]+)\s+){0,4}?(?:proposal|cfj|action|post|vote)s?\b|(?:it|them)\s+(?:as\s+)?(?:having|to\s+have)\b)",
                 "origin": "the proposal named before its noun ('treat the Keel proposal as having passed'), as a net; gamestate_rectification (2013 CfJ): 'We should take the least invasive approach to fix this and declare retroactively that the proposal “X” took effect on …'"}

# a sentence that is the author's remark whatever follows it: its main clause explains, and any order after it is in
# a clause it governs ("The idea is that if no one acts, …", "This leaves you behind in that …")
REMARK_FRAME = {"phrasing": r"^(?:the\s+(?:idea|point|aim|goal|intent|intention|reason|thinking|hope|plan|logic|rationale|upshot|effect|result|net\s+effect)\s+(?:here\s+)?(?:is|was|being|would\s+be)"
                            r"|this\s+(?:means|leaves|lets|makes|gives|way|would|should|could|might|ensures|prevents|stops|keeps|puts|is|was|also|just|only|changes|fixes)"
                            r"|that\s+(?:way|means|leaves|would|should)|in\s+other\s+words|note\s+that|(?:i|we|you|i’m|i'm|we’re|we're|you’re|you're|i’d|i'd)\b"
                            r"|it\s+(?:means|would|should|seems|looks|leaves)|otherwise\s+(?:we|you|i|it|this|there|nobody|no\s+one)\b|there\s+(?:is|are|was|were)\b)",
                "origin": "proposals' explanations after their orders (2010s-2020s): 'The idea is that if no one acts, …', 'This leaves you behind in that you don’t gain …'"}

# what a condition may have as its consequence, when it is a change of the game rather than an order: a victory, or a
# value that becomes another ("If X, Kevan wins the game", "If X, every Vassal’s Coins become 0")
CONSEQUENCE = {"phrasing": r"\b(?:wins?|win|(?:has|have)\s+won)\s+(?:the\s+(?:game|dynasty|round)|this\s+dynasty)\b|\b(?:achieves?|(?:has|have)\s+achieved)\s+(?:a\s+)?victory\b|\bis\s+(?:the\s+)?(?:winner|victor)\b"
                           r"|\b(?:becomes?|become)\s+(?:\d+|zero|one|two|three|four|five|ten|equal\s+to|the\s+(?-i:[A-Z]))|\b(?:is|are)\s+(?:set|reset|changed)\s+to\b"
                           r"|\b(?:is|are)\s+(?:blanked|cleared|emptied|erased|wiped|zeroed|halved|doubled|destroyed|discarded|deleted)\b",
               "origin": "conditional-evcs (2022/10 Beginning the End): '… achieves victory'; 'If the Ferry is full, Kevan wins the game' (2010s-2020s); "
                         "round 7 (2011): '…, then the Gardener whose name is included in the most EVCs has achieved victory' (the perfect tense)"}

# words an instruction's parts need not account for: the grammar of the forms of phrasings.proposals (articles,
# prepositions, the nouns of places in a rule), besides the words of the forms themselves (parsers.coverage)
FILLER = ["a", "an", "the", "this", "that", "these", "those", "it", "its", "to", "of", "in", "into", "within", "on", "at", "by",
          "with", "from", "for", "as", "and", "then", "so", "also", "finally", "please", "following", "text", "rule", "rules",
          "subrule", "sub-rule", "new", "called", "entitled", "named", "titled", "reads", "read", "reading", "follows", "which",
          "is", "be", "shall", "should", "will", "now", "same", "said", "above", "below", "instead", "here", "there", "entire",
          "whole", "core", "dynastic", "ruleset", "paragraph", "sentence", "line", "bullet", "point", "item", "section", "word",
          "words", "phrase", "wording", "content", "contents", "body", "step", "end", "start", "beginning", "top", "bottom",
          "immediately", "directly", "right", "just", "after", "before", "upon", "enactment", "proposal", "i", "propose",
          "hereby", "all", "every", "each", "instance", "instances", "occurrence", "occurrences", "throughout", "where",
          "say", "says", "list", "anyway", "next", "lastly", "additionally", "addition", "but", "or", "one", "only",
          "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "final", "last",
          "penultimate", "contain", "unbulleted", "bulleted", "numbered", "unnumbered", "strings", "exist", "exists"]

# the words a clause of a proposal may start with that are no verb in the imperative (parsers.orders): a word NOT among
# them, said first with an object after it ("Veto the Keel proposal.", "If X, scuttle it."), is read as an order whose
# verb ORDER_VERBS may not list, so the sentence is refused rather than dropped as the author's remark. Articles,
# pronouns, prepositions, conjunctions, modals, the words of greeting and apology, the author's own verbs of remark
# ("Note the …", "See the rule …", "Vote FOR …"), adverbs ending in -ly are left out by the net itself.
NOT_IMPERATIVE = {
    "words": [
        # articles, determiners, numbers, pronouns
        "a", "an", "the", "this", "that", "these", "those", "each", "every", "all", "any", "some", "no", "none", "both",
        "either", "neither", "such", "other", "another", "more", "most", "less", "least", "many", "much", "few", "several",
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "half", "zero", "first", "second",
        "third", "last", "next", "previous", "new", "old", "same", "own", "only", "even", "just", "also", "too", "very",
        "i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her", "hers",
        "it", "its", "they", "them", "their", "theirs", "e", "em", "eir", "one's", "someone", "anyone", "everyone", "nobody",
        "everybody", "anybody", "somebody", "something", "anything", "everything", "nothing", "whoever", "whatever",
        # prepositions, conjunctions, question words
        "in", "on", "at", "by", "for", "from", "to", "of", "with", "without", "within", "into", "onto", "upon", "under",
        "over", "above", "below", "after", "before", "during", "since", "until", "till", "through", "throughout", "across",
        "around", "along", "about", "against", "among", "amongst", "between", "beyond", "despite", "except", "per", "via",
        "towards", "toward", "unlike", "like", "as", "than", "regarding", "concerning", "following", "given", "including",
        "and", "or", "but", "nor", "so", "yet", "if", "unless", "when", "whenever", "where", "wherever", "while", "whilst",
        "because", "although", "though", "whether", "once", "then", "now", "here", "there", "thus", "hence", "therefore",
        "however", "otherwise", "instead", "still", "again", "already", "perhaps", "maybe", "soon", "later", "often",
        "always", "never", "sometimes", "not", "what", "which", "who", "whom", "whose", "why", "how",
        # verbs of being and modals
        "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does", "did", "can", "could",
        "may", "might", "must", "shall", "should", "will", "would", "let", "let's", "lets",
        # the author's own words: greetings, thanks, apologies, and the verbs of a remark addressed to the reader
        "sorry", "thanks", "thank", "hi", "hello", "hey", "yes", "yeah", "ok", "okay", "oops", "ps", "p.s", "nb", "n.b",
        "please", "welcome", "congratulations", "cheers", "well", "oh", "ah", "hmm", "good", "great", "nice", "fine",
        "fun", "credit", "kudos", "props", "apologies", "feedback", "edit", "edited", "update", "updated", "note", "notes",
        "see", "cf", "compare", "consider", "imagine", "suppose", "remember", "notice", "look", "keep", "bear", "feel",
        "vote", "discuss", "enjoy", "blame", "ask", "tell", "thoughts", "comments", "re", "based", "inspired", "per",
        "example", "eg", "e.g", "ie", "i.e", "etc", "also", "plus", "minus", "basically", "essentially", "currently",
        "hopefully", "obviously", "clearly", "simply", "probably", "possibly", "honestly", "frankly", "alternatively",
        "additionally", "finally", "lastly", "secondly", "thirdly", "anyway", "meanwhile", "moreover", "furthermore",
        # nouns a label or a heading starts with ("Rule 7 - …", "Part A—", "Stage 2: …")
        "rule", "rules", "part", "section", "step", "stage", "phase", "proposal", "cfj", "appendix", "glossary", "item", "option",
    ],
    "origin": "a net, not a form: 2013-2024 CfJs and proposals whose orders used verbs no list held ('If the CfJ here is "
              "pending, fail it', 'List the signs of Grippe as …'); the author's remarks of every era ('Thanks to …', "
              "'Note the …', 'Sorry the post is late', 'See the rule …')",
}

# a clause of place or time before the main clause ("Where the rule X exists, strike it out."): the order is the clause
# after its comma
SUBORDINATE_LEAD = {"phrasing": r"(?i)^(?:where|wherever|when|whenever|once|as\s+soon\s+as|after|before|in\s+case|provided(?:\s+that)?|assuming(?:\s+that)?|given\s+that|in\s+the\s+event\s+that)\b[^,;:.]{1,200},\s*(?:then\s+)?",
                    "origin": "a net, not a form: a condition said with another word than 'if' ('Where the rule exists, …', 'Once the vote closes, …')"}

# verbs ending in -ly (which the net otherwise takes for adverbs: "Currently the …", "Hopefully this …")
VERBS_IN_LY = {"words": ["tally", "rally", "apply", "supply", "reply", "multiply", "ally", "bully", "sully", "dally", "fly"],
               "origin": "'Once the vote closes, tally the votes again.' (a net, not a form)"}
