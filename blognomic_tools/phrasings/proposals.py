r"""How proposals say what to do to the Ruleset (read by parsers.proposal), and the cues that sort their lines.

A line is read with its quoted strings and blocks replaced by tokens ⟦n⟧ (the slot {QUOTED} and the slots made of
it: {OLD_TEXT}, {NEW_TEXT}, {ANCHOR_TEXT}); every phrasing is matched case-insensitively. Spaces are literal: the
phrasings say \s+ where any run of whitespace may stand. The posts quoted are those of fixtures/corpus/proposals/
(expected.json names each one's page) and of the blog's history.
"""

SPACES = "literal"

# The wordings proposals have used since 2003, tried in order on the whole line (the first that reads it wins);
# "kind" is what the instruction does, "fixed" the fields the form itself sets.
FORMS = [
    # -- add_rule
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+{FOLLOWING_AS}(?:an?\s+)?(?:new\s+)?{RULE_NOUN}{NEW_NUMBER}(?:\s*,?\s+{PLACE})?[\s,.]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}",
     "origin": "2021/12 Tripper Clipper: Add a new rule to the ruleset, called Scrapbook, with the following text:; 2013 disorderly_shutdown_2: Enact a new rule “X”:-; 2012 historical_document_preservation_act: Add a new Dynastic Rule to the ruleset. Call it “X” and give it the following text:; 2015 Committees: Enact a new subrule to “X”, called “Y”:-"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+(?:an?\s+)?(?:new\s+)?{RULE_NOUN}\s*:\s*{QUOTED:title}{FILL}{NEW_TEXT}",
     "origin": "round 9, dear_diary (2009): 'Add a new rule: “Confession Booth”' / <its text>; in other words: 'Create a new rule: “Moorings”' (the title quoted after a colon)"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+{FOLLOWING_AS}(?:an?\s+)?(?:new\s+)?{RULE_NOUN}[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}(?:\s*,?\s+with\s+the\s+following\s+text)?[\s,]+{PLACE}{FILL}{NEW_TEXT}",
     "origin": "2010 no_elephants_allowed: Add a red rule as a subrule to Identification, and call it “Conspiracy”:; 2014 first_rule_of_blognomic: Create a new sub-rule “X” to rule “Y”:; "
               "lord_of_the_uh_relics (2021/11): 'Add the following subrule, called “X”, to the rule titled “Y”.'; spooky_grid_action (2022/12): 'Add a rule “X” with the following text to the Dynastic Rules:'"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+the\s+following\s+to\s+{PARENT}\s*,?\s+as\s+an?\s+(?:new\s+)?sub-?rule[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "a_faithful_recording (2021/09): 'Add the following to the rule “X” as a subrule titled “Y”:'"},
    {"kind": "add_rule", "phrasing": r"(?:in|within|to)\s+{PARENT}[\s,]+{ADD_VERB}\s+{FOLLOWING_AS}(?:an?\s+)?(?:new\s+)?sub-?rule[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "its_impolite_to_be_trite (2024/03): 'In the rule “X” add the following subrule named “Y”:'; editors_desk (2025): 'In the same rule, include the following subrule named, “Y:”'"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+(?:an?\s+)?(?:new\s+)?sub-?rule\s+(?:to|of|under|in)\s+{PARENT}\s*,?\s+(?P<wh>after|before)\s+{ANCHOR_RULE}[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "necromancy (2023): 'Add a subrule to “X” before “Y” called “Z” as follows:'"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+(?:(?:the\s+following|this)\s+as\s+an?\s+|the\s+following\s+|an?\s+)(?:new\s+)?{RULE_NOUN}(?:\s*,?\s+(?:(?:to|in|into|within)\s+{SECTION}|(?:to|of|under|for)\s+(?:{PARENT}|(?P<parent4>{BARE_TITLE}))))?{FILL}{NEW_TEXT}", "fixed": {"title_from_text": True},
     "origin": "theft1 (2016): 'Create this as a subrule for X:' and the text headed by its title in bold; 'Add the following new rule:' with its title so (as theft1)"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+{QUOTED:title}\s*,?\s*with[\s:,-]*{NEW_TEXT}", "fixed": {"block_text": True},
     "origin": "squire (2017): 'Add “Stewards”, with:' and the rule's text in a block (the title quoted, no word 'rule')"},
    # -- replace_text
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{AT}[\s,]+(?:replace|change|amend|substitute|modify)\s+(?:the\s+(?:following\s+)?(?:text|words?|phrase|sentence|paragraph|line|bullet\s+point|list\s+item|item)\s*,?\s*|the\s+following\s*)?{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by|for){FILL}{NEW_TEXT}(?P<thru>\s*,?\s+throughout(?:\s+(?:the|that|this)\s+rule)?)?",
     "origin": "2021/08 communications clarity: In the rule “X”, replace “A” with “B”; 2025/06 cranes_and_fields: '… replace “Granary” with “Orchards” throughout'; 2016/06 Bigger Maps: In the rule Apocrypha, change the text [quote] to [quote]; 2025/05 Up to the Jury: In the rule “X”, replace the following text: [quote] with this text: [quote]; light_rendering_update (2022): In Halls, replace the following bullet point “A” with; forgotten_duchies (2023): In the rule Titles, replace the line “A” with; light_rendering_update (2022): In Halls, modify “A” to"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{AT}[\s,]+(?:change|replace|amend)\s+the\s+sentence\s*,?\s*{OLD_TEXT}\s*,?\s*so\s+that\s+(?:instead\s+)?it\s+(?:now\s+)?reads{FILL}{NEW_TEXT}",
     "origin": "2009 making_the_rules_of_enactment_explicit: In core rule “1.5 Enactment” change the sentence “…” so that instead it reads:"},
    {"kind": "replace_text", "phrasing": r"(?:replace|change|substitute)\s+(?:the\s+(?:text|words?|phrase)\s*)?{WHICH}{OLD_TEXT}\s*,?\s*(?:in|within|from)\s+{AT}[\s,]*(?:with|to|by)(?:\s+(?:the\s+following(?:\s+text)?|this\s+text))?[\s:,-]*{NEW_TEXT}",
     "origin": "2021/12 A Quarter-Mile at a Time: Replace the text ” If there is…” in the rule “Road Map” with the following:"},
    {"kind": "replace_text", "phrasing": r"(?:replace|change|substitute)\s+(?:the\s+(?:text|words?|phrase)\s*)?{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by)\s+{NEW_TEXT}\s*,?\s*(?:in|within)\s+{AT}(?P<everywhere>\s*,?\s*(?:wheresoever|wherever|everywhere)\s+it\s+(?:occurs|appears))?",
     "origin": "2006 reductio_imperator: Replace “chosen theme for the new round” with “chosen theme for the new Dynasty” in Rule 1.9 (Ascension).; "
               "blogspot 2004/04 proposal-white-hats: '… replace it with “Player” in the Rule this Proposal creates wheresoever it occurs.' (every occurrence)"},
    {"kind": "replace_text", "phrasing": r"amend\s+{RULE}\s+(?:in\s+\S+(?:\s+\S+){0,4}?\s+)?by\s+replacing\s+(?:this\s+text|the\s+text|the\s+following(?:\s+text)?)?[\s:,-]*{OLD_TEXT}\s*,?\s*with(?:\s+(?:this\s+text|the\s+following(?:\s+text)?))?[\s:,-]*{NEW_TEXT}",
     "origin": "2025/05 Core proposal standardisation: Amend “Recusants” … by replacing this text: [quote] with this text: [quote]"},
    {"kind": "replace_text", "phrasing": r"(?:change|replace)\s+{WHICH}{OLD_TEXT}\s+(?:in\s+the\s+ruleset\s+)?(?:to|with){FILL}{NEW_TEXT}(?:\s+(?:in|throughout)\s+the\s+(?:entire\s+)?ruleset)?",
     "origin": "2018 cancel_that_last_cleanup_request: Change “Apes should vote against it.” to [quote]; 2006 bad_idea: Change all occurrences of “Section Leader” in the ruleset to “Admin.”"},
    {"kind": "replace_text", "phrasing": r"(?:change|replace|reword|rewrite|amend)\s+{AT}\s+from[\s:-]*{OLD_TEXT}\s*,?\s*to[\s:,-]*{NEW_TEXT}", "fixed": {"needs_path": True},
     "origin": "2006 bad_idea: Change the last paragraph of Rule 1.9 from [quote] to [quote]; 2010 separating_core_and_dynastic_proposal_slots"},
    {"kind": "replace_text", "phrasing": r"(?:change|reword|rewrite|amend)\s+{RULE}\s+from[\s:-]*{OLD_TEXT}\s*,?\s*to[\s:,-]*{NEW_TEXT}", "fixed": {"rule_named": True},
     "origin": "never_live_like_common_people_special_case (2023): 'Reword “Dynastic Distance” from:-' / [quote] / [quote] (the rule's words, then what they become)"},
    {"kind": "replace_text", "phrasing": r"(?:change|replace|reword|rewrite|amend|modify|alter|set|update)\s+(?:the\s+(?:text|content|contents|wording)\s+of\s+)?{AT}(?:\s+(?:to\s+be|to\s+read|so\s+that\s+it\s+reads))?{FILL}{NEW_TEXT}", "fixed": {"needs_path": True},
     "origin": "2006 reductio_propositum: Reword the first paragraph of Rule 1.4 (Voting) to:-; Change the first paragraph of the rule entitled “Enactment” to:; 2020s: set the content of the “X” step to be …"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+{WHICH}(?:the\s+(?:paragraph|line|bullet\s+point|list\s+item|item|text|words?|phrase)\s+)?{OLD_TEXT}(?:\s*,?\s*and\s+{QUOTED:old2})?\s*,?\s*(?:from|in)\s+{AT}", "fixed": {"text": ''},
     "origin": "2006 reductio_propositum: Remove “…” and “…” from Rule 1.5 (Enactment).; no_artificial_favourings_special_case (2021): Remove the paragraph “…” from the rule.; "
               "round 7 (2022): 'Remove the text “…” from “Caravans”.'"},
    {"kind": "replace_text", "phrasing": r"(?:in|within|from)\s+{AT}[\s,]+(?:remove|delete|strike)\s+{WHICH}the\s+(?:text|words?|sentence|line|paragraph|bullet\s+point|item)\s+(?:that|which)\s+(?:reads|says)[\s:,-]*{OLD_TEXT}", "fixed": {"text": ''},
     "origin": "2008: 'Amend rule “1.5 Enactment” by removing the line that reads: “…”'"},
    {"kind": "replace_text", "phrasing": r"(?:in|within|from)\s+{AT}[\s,]+(?:remove|delete|strike)\s+{WHICH}(?:the\s+(?:text|words?|sentence)\s*)?{OLD_TEXT}", "fixed": {"text": ''},
     "origin": "2021 every_enaction_has_an_equal_and_opposite_reenaction: In the core rule Resolution of Proposals, remove “…”"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+the\s+following\s+(?P<many>sentences|paragraphs|lines|bullet\s+points)\s+(?:from|in|of)\s+{AT}{FILL}{OLD_TEXT}", "fixed": {"text": ''},
     "origin": "2010 removing_empty_threats: Rename rule 1.10 to “House Rules”. Remove the following sentences from it: [quote]; each line is one removal"},
    {"kind": "replace_text", "phrasing": r"(?:in|within|from)\s+{AT}[\s,]+(?:remove|delete|strike)\s+the\s+following\s+(?P<many>sentences|paragraphs|lines|bullet\s+points|list\s+items|items){FILL}{OLD_TEXT}", "fixed": {"text": ''},
     "origin": "acquiposition (2025): 'In the rule Goods, remove the following bullet points:' and the items typed below; each line is one removal"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+the\s+following(?:\s+(?:sentence|paragraph|text|words|line|bullet\s+point))?\s+(?:from|in|of)\s+{AT}{FILL}{OLD_TEXT}", "fixed": {"text": ''},
     "origin": "Remove the following sentence from the rule X: [quote]"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+{AT}", "fixed": {"text": '', "needs_path": True},
     "origin": "2006 reductio_propositum: …and remove the final paragraph of Rule 1.4.; 2022/10 Systemic Party Tricks"},
    # -- replace_rule
    {"kind": "replace_rule", "phrasing": r"replace\s+{RULE}\s+with\s+the\s+following\s+(?:sub-?)?rule\s*,?\s*(?:{TITLE_WORD}\s+){TITLE}{FILL}{NEW_TEXT}", "fixed": {"rule_word": True, "then_rename": True},
     "origin": "dismantle (2022): 'Replace the rule Crown Limits [Active] with the following rule, called Crown Passing [Rare][Inactive]:' (its text, then its new title)"},
    {"kind": "replace_rule", "phrasing": r"(?:reword|rewrite|redraft|replace\s+the\s+(?:entire\s+|whole\s+)?(?:text|body|contents)\s+of|replace\s+all\s+(?:of\s+)?the\s+(?:text|wording)\s+(?:of|in)|(?:change|modify|amend|set|update)\s+the\s+(?:entire\s+|whole\s+)?(?:text|body|wording)\s+of|amend)\s+{AT}{FILL}{NEW_TEXT}",
     "origin": "2006 reductio_propositum: Reword Rule 1.3 (Proposals) to:-; 2021 every_enaction…: Rewrite the core rule Enacting and Failing as follows:; 2005 a_useless_proposal: Modify the text of Rule 1.1 to read; "
               "round 7 (2011): 'Replace all the text in Appendix Rule “Precedence” to:'"},
    {"kind": "replace_rule", "phrasing": r"(?:update|replace)\s+(?:the\s+(?:entire\s+|whole\s+)?)?{RULE}\s+(?:so\s+that\s+it\s+reads|to\s+read|with){FILL}{NEW_TEXT}", "fixed": {"rule_word": True},
     "origin": "Update the rule “X” so that it reads: / Replace the rule “X” with the following:"},
    {"kind": "replace_rule", "phrasing": r"(?:modify|change|reword|rewrite|amend)\s+(?:the\s+)?(?P<rule>{CAPS_TITLE})\s+section(?:\s+(?:before|above)\s+(?:the\s+|its\s+)?(?:{CAPS_TITLE}\s+)?sub-?sections?)?\s+(?:to|to\s+read|so\s+that\s+it\s+reads){FILL}{NEW_TEXT}",
     "origin": "blognomic.com/2017/07 (The budget cycle): 'Modify Stats section before Perks subsection to:' (a rule called a section, its own text before its subrules)"},
    # -- append_text
    {"kind": "append_text", "phrasing": r"(?:append|add|insert)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?|\s+an?\s+(?:new\s+)?{TEXT_NOUN})?\s+(?:to|at)\s+{AT}{BEFORE_SUBRULES}(?:\s*,?\s*as\s+(?:a\s+)?(?:separate|new|its\s+own)\s+(?:paragraph|sentence|line))?{FILL}{NEW_TEXT}",
     "origin": "2021/12 A Quarter-Mile at a Time: Append to the rule “Roadside Tat” the following:; 2025/05 Selection of the Fittest: Add the following to the end of the rule Rating:; contagious_case_appendix (2020): Add a bullet point to the Appendix rule “Spelling”:-; a_vampire_lords_home_is_its_castle (2021): Append a new paragraph to “Abbots”:"},
    {"kind": "append_text", "phrasing": r"(?:append|add)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?\s+to\s+(?P<rule>{CAPS_TITLE})[\s:,-]*{NEW_TEXT}", "fixed": {"text_of_rule": True},
     "origin": "blognomic.com/2019/06 (stablize overpopulation): 'append to Kennel' and its text below; bard_is_the_ward (2021): 'add the following to Chamber Actions' (a bare title in capitals, its text right after)"},
    {"kind": "append_text", "phrasing": r"(?:append|add)\s+the\s+following(?:\s+{TEXT_NOUN})?\s+(?:at|to)\s+{AT}{BEFORE_SUBRULES}{FILL}{NEW_TEXT}",
     "origin": "2019 (Nemotron digest) The Game is nevertheless afoot: Append the following paragraph to the rule “Atomic Logic”:"},
    {"kind": "append_text", "phrasing": r"(?:to|at)\s+{AT}{BEFORE_SUBRULES}[\s,]+(?:add|append|insert)(?:\s+the\s+following(?:\s+(?:text|paragraph|sentence))?)?{FILL}{NEW_TEXT}",
     "origin": "2020/07 Pachinko Prizes: To the rule “Winner Medallions”, add:-; 2010 abstention_fix: To that rule, add the following:"},
    {"kind": "append_text", "phrasing": r"(?:append|add)\s+{NEW_TEXT}\s+(?:to|at)\s+{AT}{BEFORE_SUBRULES}",
     "origin": "2009: Add “…” to the end of Rule 2.4"},
    {"kind": "append_text", "phrasing": r"(?:add|append)\s+(?:an?|another)\s+(?:new\s+)?(?-i:[A-Z])[\w’'-]*\s+to\s+{AT}{BEFORE_SUBRULES}{FILL}{NEW_TEXT}",
     "origin": "blogspot.blognomic.com 2003 (Proposal : Amp Switch): 'Add a Prize to Rule 12 (Glittering Prizes):-' and the Prize's text (a new entry of the rule's kind, at its end)"},
    # -- prepend_text
    {"kind": "prepend_text", "phrasing": r"(?:prepend|add|insert)(?:\s+the\s+following(?:\s+(?:text|paragraph|sentence))?)?\s+(?:to|at)\s+the\s+(?:start|beginning|top)\s+of\s+{RULE}{FILL}{NEW_TEXT}",
     "origin": "2012/03 Institutional tinkering: Add the following to the beginning of …"},
    {"kind": "prepend_text", "phrasing": r"(?:prepend|add|insert)\s+{NEW_TEXT}\s+(?:to|at)\s+the\s+(?:start|beginning)\s+of\s+{RULE}",
     "origin": "Prepend “…” to the start of the rule X"},
    {"kind": "prepend_text", "phrasing": r"(?:prepend\s+to|at\s+the\s+(?:start|beginning)\s+of)\s+{RULE}[\s,]*(?:add|insert|prepend)?(?:\s+the\s+following)?{FILL}{NEW_TEXT}",
     "origin": "Prepend to the rule X the following:"},
    # -- insert_text
    {"kind": "insert_text", "phrasing": r"(?:in|within|to)\s+{AT}[\s,]+(?P<wh>after|before)\s+(?:(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)|the\s+(?:text|phrase|words?)\s+)?{ANCHOR_TEXT}\s*,?\s*(?:add|insert|append|put)(?:\s*,?\s*as\s+a\s+new\s+(?:sentence|paragraph|bullet\s+point)(?:\s+in\s+the\s+same\s+(?:bullet\s+point|paragraph))?\s*,?)?(?:\s+(?:the\s+following|another\s+sentence|a\s+new\s+sentence)(?:\s+(?:that|which)\s+reads)?)?{FILL}{NEW_TEXT}",
     "origin": "2024/01 Shambling Warriors: In the rule “Shamblers”, after the sentence ending “…”, add:; 2021 a_minimal_consensus: In “Votes”, after [quote] append, as a new sentence in the same bullet point,; 2009: In the same rule, before the sentence “…” insert another sentence that reads:"},
    {"kind": "insert_text", "phrasing": r"(?:in|within)\s+{AT}[\s,]+(?:add|insert)\s+{NEW_TEXT}\s+(?P<wh>after|before)\s+(?:(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*)|the\s+(?:text|phrase|words?)\s+)?{ANCHOR_TEXT}",
     "origin": "In the rule X, add “…” after “…”"},
    {"kind": "insert_text", "phrasing": r"(?P<wh>after|before)\s+(?:(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)|the\s+(?:text|phrase|words?)\s+)?{ANCHOR_TEXT}\s*,?\s*(?:in|within|of)\s+{AT}[\s,]+(?:add|insert|append)(?:\s+the\s+following)?{FILL}{NEW_TEXT}",
     "origin": "After “…” in the rule X, add:"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{RULE}[\s,]+(?:change|replace|reword|rewrite|amend|set|update|modify|alter)\s+(?:the\s+(?:text|content|contents|wording)\s+of\s+)?{INNER}(?:\s+(?:to\s+be|to\s+read|so\s+that\s+it\s+reads))?{FILL}{NEW_TEXT}",
     "origin": "2020s: 'In the rule “X”, change the paragraph beginning “…” to:' (the rule first, then the place inside it)"},
    {"kind": "replace_text", "phrasing": r"(?:in|within|from)\s+{RULE}[\s,]+(?:remove|delete|strike)\s+{INNER}", "fixed": {"text": ''},
     "origin": "'In the rule “X”, remove the third bullet point' (as 'In the rule “X”, change the paragraph beginning …')"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+from\s+{RULE}[\s,]+{INNER}", "fixed": {"text": ''},
     "origin": "2003_02_16_blognomic_archive (2003, This Rule Is Rubbish): 'Remove from the rule “Harvest” the paragraph beginning “At the end of each week”.' (the rule first, then the place in it)"},
    {"kind": "append_text", "phrasing": r"(?:in|within)\s+{RULE}[\s,]+(?:add|append|insert)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?\s+(?:to|at)\s+{INNER}{FILL}{NEW_TEXT}",
     "origin": "'In the rule “X”, add the following to the end of the second paragraph:' (as 'In the rule “X”, change the paragraph beginning …')"},
    # -- said in the passive or as a wish ("I propose that …" is a lead-in)
    {"kind": "repeal_rule", "phrasing": r"{RULE}\s+(?:is|shall\s+be|will\s+be|be)\s+(?:automatically\s+|immediately\s+)?repealed(?:\s*,?\s*and\s+(?:is|shall\s+be)\s+not\s+added\s+to\s+the\s+rule\s*set)?",
     "fixed": {"rule_word": True},
     "origin": "blogspot 2005/05 proposal-what-you-dont-read-in: '…, then the rule “X” is automatically repealed and is not added to the Ruleset.'"},
    {"kind": "add_rule", "phrasing": r"{PARENT}\s+(?:be|is)\s+given\s+an?\s+(?:new\s+)?sub-?rule[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "blognomic.com/2015/06: 'I propose that the rule “Votable Matters” be given a sub-rule named “X”, which shall read:'"},
    {"kind": "append_text", "phrasing": r"(?:this|the\s+following(?:\s+(?:text|paragraph|sentence|section))?)\s+(?:should|shall|will|is\s+to)\s+(?:also\s+)?be\s+(?:added|appended)\s+(?:to|at)\s+{AT}{BEFORE_SUBRULES}{FILL}{NEW_TEXT}",
     "origin": "here1 (2016): 'Unless …, I also propose that this should be added to the same rule.' + the quoted text"},
    {"kind": "replace_text", "phrasing": r"(?:change|replace|amend)\s+the\s+following\s+(?:text|rule\s+text|rule|sentence|paragraph|words)\s+(?:under|in|of|from)\s+{AT}\s+from{FILL}{OLD_TEXT}\s*,?\s*to{FILL}{NEW_TEXT}",
     "origin": "time_to_take_control (2011, CfJ): 'Change the following rule under ‘Gamestate Tracking’ from: [quote] to: [quote]'"},
    {"kind": "insert_text", "phrasing": r"(?:in|within)\s+{AT}[\s,]+(?:add|insert|append|put)(?:\s+the\s+following(?:\s+(?:text|words|sentence|phrase))?)?\s+(?:immediately\s+|directly\s+|right\s+)?(?P<wh>after|before)\s+(?:(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)|the\s+(?:text|phrase|words?)\s+)?{ANCHOR_TEXT}{FILL}{NEW_TEXT}",
     "origin": "time_to_take_control (2011): 'In the rule ‘X’, add the following after “…”:'"},
    {"kind": "insert_text", "phrasing": r"(?:add|insert|append|put)(?:\s+the\s+following(?:\s+(?:text|words|sentence|phrase))?)?\s+(?:immediately\s+|directly\s+|right\s+)?(?P<wh>after|before)\s+(?:(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)|the\s+(?:text|phrase|words?)\s+)?{ANCHOR_TEXT}{FILL}{NEW_TEXT}",
     "fixed": {"context_rule": True},
     "origin": "pre-position (2012): 'If there is a rule entitled X, add the following immediately after the words “…”:' (the rule is the one the condition names)"},
    {"kind": "append_text", "phrasing": r"(?:in|within|to)\s+{AT}[\s,]+(?:add|append|insert)\s+an?\s+(?:new\s+)?(?:\w+\s+)?(?:paragraph|sentence|bullet\s+point|line|section)(?:\s+(?:at\s+the\s+end|reading|which\s+reads|that\s+reads|as\s+follows))?{FILL}{NEW_TEXT}",
     "origin": "guiding_the_pen (2015): 'In “Calls for Judgement”, add a third paragraph:-'"},
    {"kind": "replace_rule", "phrasing": r"(?:change|amend|modify|alter)\s+{RULE}\s+(?:so\s+that\s+it\s+reads|to\s+read(?:\s+as\s+follows)?|to\s+the\s+following){FILL}{NEW_TEXT}", "fixed": {"rule_word": True},
     "origin": "long_year_patch (2015): 'Change the rule Resolution of Proposals to read:'"},
    {"kind": "replace_text", "phrasing": r"(?:replace|change|amend)\s+the\s+(?:paragraph|sentence|text|line|bullet\s+point|item|clause)\s+(?:in|of|from)\s+{AT}\s+(?:which|that)\s+(?:reads|says|currently\s+reads)[\s:,-]*{OLD_TEXT}\s*,?\s*(?:with|to)(?:\s+instead)?(?:\s+(?:say|read))?(?:\s+(?:the\s+following|this))?[\s:,-]*{NEW_TEXT}",
     "origin": "the_alternatum (2015): 'Replace the paragraph in the Core Rule “X” which reads: [quote] with: [quote]'; "
               "2003 (proposal-idle-only-by-request-awol-by): 'Change the line in Rule 3 that says, “…” to instead say, “…”'"},
    {"kind": "replace_text", "phrasing": r"(?:edit|change|amend)\s+{RULE}\s+(?:to\s+say|where\s+it\s+says|that\s+says)\s*,?\s*{OLD_TEXT}\s*,?\s*to\s+(?:instead\s+)?(?:say|read)\s*,?\s*{NEW_TEXT}",
     "origin": "2003 (proposal-idle-only-by-request-awol-by): 'Finally, edit Rule 8 to say “A” to say, “B”.' (the words it says, then what it is to say)"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+to\s+{PARENT}\s+an?\s+(?:new\s+)?sub-?rule[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "postdating_the_paperwork (2018): 'Add to “Commissions” a new subrule, “Holiday Commissions”:'"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+{WHICH}{OLD_TEXT}\s*,?\s*(?:from|in)\s+(?P<scope>(?:the\s+)?(?:entire\s+|whole\s+)?(?:(?:dynastic|core)\s+)?(?:rule\s*set|rules))", "fixed": {"text": ''},
     "origin": "blognomic.com/2017/11: 'Remove “[K] Echo: …” from the ruleset.'"},
    {"kind": "append_text", "phrasing": r"(?:to|at)\s+{INNER}[\s,]+(?:add|append|insert)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?{FILL}{NEW_TEXT}", "fixed": {"prev_rule": True},
     "origin": "2006 (Errands): 'And to the end of the third paragraph, add:-' (the place in the rule of the instruction before)"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+(?:an?\s+|the\s+following\s+)?(?:new\s+)?{RULE_NOUN}{NEW_NUMBER}\s*,?\s+(?!(?:called|entitled|named|titled|before|after|under|below|above|in|into|to|as|immediately|directly|with)\b)(?P<title>(?-i:[A-Z])[\w'’-]*(?:\s+(?:(?-i:[A-Z0-9])[\w'’-]*|of|the|and|or|for|a|an)){0,7}?)\s*(?::-?\s*)?{NEW_TEXT}", "fixed": {"bare_colon": True},
     "origin": "blogspot 2005/05 proposal-everybodys-got-one: 'Add a rule Grand Designs:' (a bare title in capitals right before the colon that leads into the text, which is a block of its own); "
               "round 7 (2004): 'Add the following rule, Ghouls:' (after a comma)"},
    {"kind": "replace_text", "phrasing": r"(?:replace|change)\s+{WHICH}(?P<old_word>(?-i:[A-Z])[\w'’-]{1,30})\s+(?:within|in|throughout|across)\s+(?P<scope>(?:the\s+)?(?:entire\s+|whole\s+)?(?:(?:dynastic|core)\s+)?(?:rule\s*set|rules))\s+(?:with|to|by)\s+(?P<new_word>(?-i:[A-Z])[\w'’-]{1,30})",
     "origin": "this_time_it_is_a_proposal (2011): 'Replace all instances of Painter within the ruleset with Player' (single words, unquoted)"},
    {"kind": "replace_text", "phrasing": r"rename\s+(?P<old_word>(?-i:[A-Z])[\w’'-]{1,30})\s+to\s+(?P<new_word>(?-i:Players?|Emperors?|Admins?))(?:\s*,?\s*and\s+(?P<old_word2>(?-i:[A-Z])[\w’'-]{1,30})\s+to\s+(?P<new_word2>(?-i:Players?|Emperors?|Admins?)))?",
     "origin": "anything_else_would_be_boringer (2009, CfJ): 'Rename Pilgrim to Player and Abbot to Emperor.' (the dynasty's words back to the game's own, throughout the Ruleset)"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+(?:an?\s+)?(?:new\s+)?sub-?rule\s+(?:of|to|under)\s+(?P<parent>[\w’' ]{1,40}?)\s+[-–—]+\s+{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "2008: 'Add a subrule of lanterns - “A shared wick between OWL and BAT”' (the parent as written, a dash before the title)"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{AT}[\s,]+for\s+{WHICH}{OLD_TEXT}\s*,?\s*substitute\s+{NEW_TEXT}",
     "origin": "blognomic.com/2020/01: 'In the last paragraph, for “A” substitute “B”.' (the legal drafter's 'for … substitute')"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{INNER}[\s,]+for\s+{WHICH}{OLD_TEXT}\s*,?\s*substitute\s+{NEW_TEXT}", "fixed": {"prev_rule": True},
     "origin": "blognomic.com/2020/01: 'In the last paragraph, for “A” substitute “B”.' after 'Amend rule 1.7 (“X”) as follows.'"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{INNER}[\s,]+(?:replace|change)\s+(?:the\s+(?:word|words|text|phrase)\s+)?{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by){FILL}{NEW_TEXT}", "fixed": {"prev_rule": True},
     "origin": "blogspot.blognomic.com 2003 (If It's Not Worth Doing At All...): 'In the rule entitled Proposals:' / 'In the first paragraph, change the word “A” to “B”.'"},
    {"kind": "append_text", "phrasing": r"(?P<wh>after|before)\s+{INNER}[\s,]+(?:add|insert|append|put)(?:\s*,?\s*as\s+(?:a\s+)?(?:new|separate)\s+(?:paragraph|sentence|bullet\s+point))?(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?{FILL}{NEW_TEXT}",
     "fixed": {"prev_rule": True, "needs_path": True, "side": True},
     "origin": "blogspot.blognomic.com 2003 (If It's Not Worth Doing At All...): '… / After the first paragraph, insert as a new paragraph the following: “…”'"},
    {"kind": "replace_text", "phrasing": r"(?:under|for)\s+{AT}[\s,]+(?:replace|change|substitute)\s+{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by){FILL}{NEW_TEXT}",
     "origin": "no_spam_please (2017, CfJ): 'Under the rule “Votable Matters” replace “A” with' + the quote"},
    {"kind": "add_rule", "phrasing": r"{ADD_VERB}\s+the\s+following\s+as\s+an?\s+(?:new\s+)?sub-?rule\s+(?:to|of|under)\s+{PARENT}(?P<ifexists>\s*,?\s*if\s+it\s+exists\s*,?)?[\s,]*(?:{TITLE_WORD}\s+)?{TITLE}{FILL}{NEW_TEXT}", "fixed": {"subrule": True},
     "origin": "2021: 'Add the following as a subrule to the rule Victory, called Writs:'; 2022: '…, if it exists, called Season Chronicles:'"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+{WHICH}(?:the\s+(?:text|words?|sentences?|phrases?)\s+)?{OLD_TEXT}(?:\s*,?\s*and\s+{QUOTED:old2})?\s*,?\s*(?:from|in)\s+(?P<scope>(?:the\s+)?(?:entire\s+|whole\s+)?(?:(?:dynastic|core)\s+)?(?:rule\s*set|rules))", "fixed": {"text": ''},
     "origin": "2015: 'Remove the text “A.” and “B.” from the ruleset.'"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{SECTION}[\s,]+(?:under|in)\s+{RULE}[\s,]*(?:replace|change|amend|substitute)\s+(?:the\s+(?:following\s+)?(?:text|words?|phrase|sentence)\s*,?\s*|the\s+following\s*)?{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by){FILL}{NEW_TEXT}",
     "origin": "2019 CfJ: 'In the Appendix, under “Gamestate Tracking,” amend the following: [quote] To read as: [quote]'"},
    {"kind": "insert_text", "phrasing": r"(?P<wh>after|before)\s+(?:(?P<sent>the\s+sentence(?:\s+(?:ending|beginning|starting)(?:\s+with)?)?\s*,?\s*)|the\s+(?:text|phrase|words?)\s+)?{ANCHOR_TEXT}\s*,?\s*(?:add|insert|append|put)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?{FILL}{NEW_TEXT}",
     "fixed": {"context_rule": True},
     "origin": "2009: 'And after “shall become the Herald of the Realm.”, add:-' (no rule named: the words are looked for in the whole Ruleset)"},
    {"kind": "replace_text", "phrasing": r"(?:remove|delete|strike)\s+the\s+{QUOTED:kw}\s+(?:keyword|glossary)\s+(?:entry|definition)(?:\s+from\s+the\s+(?:appendix|glossary))?", "fixed": {"text": '', "rule": "Keywords"},
     "origin": "mantle_shelf_core_building_blocks (2024): 'Remove the “Passing the Torch” keyword entry.' (an entry of the Appendix rule Keywords, labelled by its keyword)"},
    # -- a place named by a locator path, then what to put there
    {"kind": "replace_text", "phrasing": r"(?:change|set|replace)\s+(?:the\s+)?(?P<h1>(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})(?:’s|'s)\s+(?P<h2>(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})\s+(?:to|with)\s+{NEW_TEXT}(?:\s*,?\s*and\s+(?:the\s+)?(?P<h3>(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})(?:’s|'s)\s+(?P<h4>(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})\s+(?:to|with)\s+{QUOTED:text2})?",
     "fixed": {"context_rule": True, "needs_context": True},
     "origin": "blognomic.com/2024/11: 'If the “Hazards” rule exists, change the Stag Beetle’s Movement Rule to “…” and Bombardier Bob’s Movement Rule to “…”' "
               "(a labelled part of a labelled part, in the rule the condition names; with no rule named it may be the gamestate: not read)"},
    {"kind": "append_text", "phrasing": r"(?:in|within|under)\s+{AT}[\s,]+(?:add|append|insert)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?(?:\s+(?:at|to)\s+the\s+end)?{FILL}{NEW_TEXT}",
     "origin": "the most common wording of the 2010s-2020s: 'In the rule “X”, add the following text:'; heldout11, 2017 (Prisms): "
               "'Under Aliases add the text' and its paragraph (the rule said as what the text goes under; in other words "
               "'Under the rule “Harbours”, append the following:')"},
    {"kind": "append_text", "phrasing": r"(?P<wh>after|before)\s+{AT}[\s,]+(?:add|insert|append|put)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?{FILL}{NEW_TEXT}",
     "fixed": {"needs_path": True, "side": True},
     "origin": "2020s: 'After the first sentence of the second paragraph of the “X” section of rule 14, add:'"},
    {"kind": "append_text", "phrasing": r"(?:in|within)\s+{RULE}[\s,]+(?:add|insert|append|put)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?\s+(?:immediately\s+|directly\s+|just\s+|right\s+)?(?P<wh>after|before)\s+{INNER}{FILL}{NEW_TEXT}",
     "fixed": {"needs_path": True, "side": True},
     "origin": "michelin_guide (2024): 'In the rule “Closing Time”, add the following step after the step that begins with “Settle fares”:'"},
    {"kind": "append_text", "phrasing": r"(?:add|insert|append|put)(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?\s+(?:immediately\s+|directly\s+|just\s+|right\s+)?(?P<wh>after|before)\s+{AT}{FILL}{NEW_TEXT}",
     "fixed": {"needs_path": True, "side": True},
     "origin": "a_vampire_lords_home_is_its_castle (2021): 'Add the following bullet point just after the first bullet point in the list in the rule “The Pilgrim’s Round”:'"},
    {"kind": "append_text", "phrasing": r"(?:in|within)\s+{RULE}[\s,]+(?:add|insert|put|place)\s+(?:the\s+following(?:\s+{TEXT_NOUN})?|this|it)\s+as\s+(?:the\s+|a\s+new\s+)?{NTH:asnth}\s+paragraph{FILL}{NEW_TEXT}",
     "origin": "ballots_are_for_plans_not_drafters (2025, CfJ): 'In the rule “Ranked Choice”, insert the following as the second paragraph:' (after the first; as the first: before all)"},
    {"kind": "append_text", "phrasing": r"(?:add|insert|put|place)\s+(?:the\s+following(?:\s+{TEXT_NOUN})?|this|it)\s+as\s+(?:the\s+|a\s+new\s+)?{NTH:asnth}\s+paragraph\s+(?:of|in|to)\s+{RULE}{FILL}{NEW_TEXT}",
     "origin": "'Insert the following as the second paragraph of the rule “X”:' (as ballots_are_for_plans_not_drafters, 2025)"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{INNER}[\s,]+(?:omit|remove|delete|strike)\s+(?P<inner2>{LOC_STEP})\s*,?\s*(?:namely|i\.e\.|that\s+is|which\s+(?:reads|says))[\s:,-]*{OLD_TEXT}", "fixed": {"text": '', "prev_rule": True},
     "origin": "blognomic.com/2020/01 (Mind the new gap): 'In the paragraph beginning “When a DoV is Enacted…”, omit the last sentence, namely: “…”' after 'Amend rule 1.7 (“X”) as follows.'"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{RULE}[\s,]+(?:repeal|remove|delete|strike)\s+{INNER}\s*,?\s*and\s+(?:insert|add|put)\s+(?:a\s+new\s+(?:paragraph|sentence|bullet\s+point|item)|the\s+following|this)(?:\s+in\s+its\s+place)?{FILL}{NEW_TEXT}",
     "origin": "divine_grace (2019): 'In the sub-rule “Rousing”, repeal the paragraph beginning “If a Quester’s Stamina goes from 0…” and insert a new paragraph as follows:'"},
    {"kind": "replace_text", "phrasing": r"(?:replace|change|reword|rewrite)\s+{INNER}\s*,?\s*(?:with|to)(?:\s+(?:the\s+following(?:\s+{TEXT_NOUN})?|this(?:\s+text)?))?[\s:,-]*{NEW_TEXT}", "fixed": {"needs_path": True},
     "origin": "blood_simple (2021): 'Replace the paragraph beginning “If a Squire is Pledged, then as” with:' (no rule named: the rule holding those words)"},
    {"kind": "replace_text", "phrasing": r"(?:in|within)\s+{RULE}[\s,]+(?:in|within)\s+{QUOTED:phrase}[\s,]+(?:change|replace|substitute)\s+(?:the\s+)?{WHICH}{OLD_TEXT}\s*,?\s*(?:to|with|by)\s+(?:an?\s+|the\s+)?{NEW_TEXT}",
     "origin": "dismantle (2022): 'In the same rule, in “If the game is in an Interregnum then the new Monarch must”, change the “must” to a “may”.' (the sentence those words begin)"},
    {"kind": "append_text", "phrasing": r"amend\s+{RULE}\s+by\s+(?:appending|adding|inserting)\s+(?:the\s+following(?:\s+{TEXT_NOUN})?\s+)?to\s+{INNER}{FILL}{NEW_TEXT}",
     "origin": "2020s: 'Amend the rule “X” by appending the following list item to the sole list:'"},
    {"kind": "replace_text", "phrasing": r"throughout\s+{RULE}[\s,]+(?:replace|change|substitute)\s+{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by){FILL}{NEW_TEXT}", "fixed": {"which": "every"},
     "origin": "ideal_dome_exhibition (2019): 'Throughout that rule, replace “A” with:-' (every instance, in that rule)"},
    {"kind": "replace_text", "phrasing": r"throughout\s+(?P<scope>(?:the\s+)?(?:entire\s+|whole\s+)?(?:dynastic\s+|core\s+)?(?:rules|ruleset|rule\s*set)(?:\s+rules)?)[\s,]+(?:replace|change|substitute)\s+{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by)\s+{NEW_TEXT}", "fixed": {"which": "every"},
     "origin": "2020s: 'Throughout the Dynastic ruleset, change all instances of the word “A” to “B”' (throughout: every instance, as 'replace “Granary” with “Orchards” throughout', 2025/06)"},
    {"kind": "replace_text", "phrasing": r"(?:replace|change|substitute)\s+{WHICH}{OLD_TEXT}\s*,?\s*(?:with|to|by)\s+{NEW_TEXT}\s*,?\s*(?:throughout|in|across)\s+(?P<scope>(?:the\s+)?(?:entire\s+|whole\s+)?(?:dynastic\s+|core\s+)(?:rules|ruleset|rule\s*set)(?:\s+rules)?)", "fixed": {"which": "every"},
     "origin": "'Replace every instance of “A” with “B” throughout the Dynastic Rules' (as 'Throughout the Dynastic ruleset, change …'); with no 'every' said, 'throughout' is every instance (heldout4 2024)"},
    {"kind": "repeal_rule", "phrasing": r"{REPEAL_VERB}\s+(?:the\s+)?(?:(?:core|dynastic)\s+)?(?:sub-?)?rules\s+(?:(?:entitled|called|named|titled)\s+)?(?P<targets>{QUOTED}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*){QUOTED})+)(?:\s*,?\s*\(?(?:and|along\s+with|including)\s+(?:all\s+(?:of\s+)?)?their\s+subrules\)?)?",
     "origin": "'Repeal the rules “A”, “B” and “C”' (several rules named at once, 2010s-2020s)"},
    {"kind": "repeal_rule", "phrasing": r"{REPEAL_VERB}\s+(?:the\s+)?(?P<targets>{QUOTED}(?:\s*(?:,\s*(?:and\s+)?|and\s+|&\s*){QUOTED})+)\s+(?:(?:core|dynastic)\s+)?(?:sub-?)?rules(?:\s*,?\s*\(?(?:and|along\s+with|including)\s+(?:all\s+(?:of\s+)?)?their\s+subrules\)?)?",
     "origin": "a 2020s proposal: 'Repeal the “A” and “B” rules'"},
    # -- rename_rule
    {"kind": "rename_rule", "phrasing": r"(?:set|make|mark)\s+{RULE}\s+(?:to\s+|as\s+)?(?P<status>active|inactive)",
     "origin": "act_five_special_case (2021): 'Set the Special Case rule “Open Counsel” to Inactive.' (its status tag, in its title)"},
    {"kind": "rename_rule", "phrasing": r"(?:rename|retitle)\s+{RULE}\s+(?:to|as)\s+{TITLE}\s*,?\s*and\s+(?:have|make|let)\s+it\s+read{FILL}{NEW_TEXT}", "fixed": {"then_text": True},
     "origin": "2005: 'Rename Rule 10 to “The Rival” and have it read:-'"},
    {"kind": "rename_rule", "phrasing": r"(?:rename|retitle)\s+{RULE}\s+(?:to|as)\s+{TITLE}",
     "origin": "Rename the rule “X” to “Y”"},
    {"kind": "rename_rule", "phrasing": r"(?:rename|retitle)\s+(?P<rule>rule\s+\d+(?:\.\d+)*)\s*:\s*(?P<title>{QUOTED})",
     "origin": "2003 (proposal-idle-only-by-request-awol-by): 'In addition, rename Rule 8: “Truancy” …' (the colon stands for 'to')"},
    {"kind": "rename_rule", "phrasing": r"(?:change|set)\s+the\s+(?:name|title|heading)\s+of\s+{RULE}\s+to\s+{TITLE}",
     "origin": "Change the title of the rule X to Y"},
    # -- repeal_rule
    {"kind": "repeal_rule", "phrasing": r"{REPEAL_VERB}\s+(?P<rule>(?:the\s+)?(?:(?:core|dynastic|special[ -]case|appendix)\s+)?(?:sub-?)?rule\b.+?|(?:the\s+)?(?:core|dynastic)\s+rule\b.+?)(?:\s*,?\s*\(?(?:and|along\s+with|including|together\s+with)\s+(?:all\s+(?:of\s+)?)?its\s+subrules\)?)?", "fixed": {"check_rule": True},
     "origin": "2021/12 Spoiled Lineage: Repeal the rule “Imperial Lineage”; Remove the rule X (and its subrules)"},
    {"kind": "repeal_rule", "phrasing": r"repeal\s+{RULE}(?:\s*,?\s*\(?(?:and|along\s+with|including)\s+(?:all\s+(?:of\s+)?)?its\s+subrules\)?)?(?:\s+from\s+the\s+(?:rule\s*set|rules))?",
     "origin": "Repeal “X”; mantle_shelf_core_building_blocks (2024): 'Repeal the “Torch Limitations” rule from the ruleset.'"},
    # -- move_rule
    {"kind": "move_rule", "phrasing": r"(?:move|make)\s+{RULE}\s+(?:so\s+that\s+it\s+is\s+|so\s+it\s+is\s+|to\s+be\s+|to\s+become\s+|into\s+|)(?:an?\s+)?sub-?rule\s+(?:of|to|under)\s+{PARENT}",
     "origin": "Move the rule X to be a subrule of Y"},
    {"kind": "move_rule", "phrasing": r"make\s+(?P<rule>(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})\s+an?\s+sub-?rule\s+(?:of|to|under)\s+(?P<parent>(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})",
     "origin": "blognomic.com/archive/light_rendering_update_2.0 (2022/12): 'Make Fuse Box a subrule of Lamplight' (both titles bare, in capitals)"},
    {"kind": "move_rule", "phrasing": r"move\s+{RULE}\s+(?:in)?to\s+{SECTION}",
     "origin": "Move the rule X to the Core Rules"},
    {"kind": "move_rule", "phrasing": r"move\s+{RULE}\s+(?:so\s+that\s+it\s+is\s+)?(?:to\s+)?(?P<wh>after|before)\s+{ANCHOR_RULE}",
     "origin": "Move the rule X after the rule Y"},
]

# Which occurrences of the words a replacement means, as the slot {WHICH} reads them ("only" when none is said).
WHICH = [
    {"phrasing": "first", "which": "first", "origin": "blognomic.com/archive/cancel_that_last_cleanup_request (2018): 'Replace the first instance of “A” with “B” in the rule “X”'"},
    {"phrasing": "last", "which": "nth:last", "origin": "the reverse of 'the first instance of' (cancel_that_last_cleanup_request, 2018)"},
    {"phrasing": "second", "which": "nth:2", "origin": "'the second instance of', as 'the first instance of' (2018)"},
    {"phrasing": "third", "which": "nth:3", "origin": "'the third instance of', as 'the first instance of' (2018)"},
    {"phrasing": "every", "which": "every", "origin": "'In the rule “X”, replace every instance of “A” with “B”' (2021/08 communications clarity's form)"},
    {"phrasing": "each", "which": "every", "origin": "'each instance of', as 'every instance of'"},
    {"phrasing": "all", "which": "every", "origin": "blognomic.com/archive/bad_idea (2006): 'Change all occurrences of “Section Leader” in the ruleset to “Admin.”'"},
    {"phrasing": "all the", "which": "every", "origin": "'all the occurrences of', as 'all occurrences of' (bad_idea, 2006)"},
]

# ---- cues that sort the lines of a proposal (each one phrasing, matched as the reader says)
# a line starting with an instruction verb; one that no form reads is not_understood (quoted, never guessed)
INSTRUCTION_START = {"phrasing": r"^{INSTRUCTION_VERB}\b",
                     "origin": "not-understood-lookalikes: reductio_imperator (2006) 'Add “…” to the list of reasons…', and every form of FORMS"}
# a line that reads as a change of the gamestate (read later with the gamestate schema)
GAMESTATE_CUES = [
    {"phrasing": r"^set\s+(?:each|every|all|the)\b", "origin": "gamestate-lines: 'Set each Vassal’s Wood to 3.' (blog 2019/10 Capital gains)"},
    {"phrasing": r"^set\s+\S+(?:'s|’s)\s", "origin": "'Set Kevan’s Wood to 3' (a player named, as 'Set each Vassal’s Wood to 3')"},
    {"phrasing": r"^set\s+\S+\s+to\s", "origin": "'Set Wood to 3' (a global variable, as 'Set each Vassal’s Wood to 3')"},
    {"phrasing": r"\b(?:gains?|loses?|is\s+given|receives?)\s+(?:\d+|an?|one|two|three|four|five|ten|dice\d+|all|their)\b",
     "origin": "gamestate-lines: 'Josh gains 2 Stone.', 'Each Vassal with a Moat gains 1 Grain.'; 'loses DICE6' (dice of the 2010s)"},
    {"phrasing": r"^(?:add|insert)\s+(?:a\s+)?(?:new\s+)?(?:row|column)s?\b", "origin": "gamestate-lines: 'Add a row for Clucky to the Treasury table.'"},
    {"phrasing": r"^remove\s+(?:the\s+)?(?:row|column)s?\b", "origin": "blog 2013/04, Austerity Measures: 'remove the GNDT rows for York and Lancaster'"},
    {"phrasing": r"^(?:each|every|all)\s+\w+\s+(?:with|who|whose|that|gains?|loses?)\b", "origin": "gamestate-lines: 'Each Vassal with a Moat gains 1 Grain.'"},
    {"phrasing": r"^(?:add|subtract|give)\s+(?:\d+|dice\d+)\b", "origin": "Castles dynasty (2024) Waves: 'add … to the Vassal’s Damage', 'subtract 1 from the Vassal’s Reputation'"},
    {"phrasing": r"^(?:increase|decrease|reduce|raise|lower)\s+(?:the|each|every|all|\S+(?:'s|’s))\b", "origin": "blog 2019/10, Capital gains: 'increase their Capital by …'; new-rule-no-colon-unmarked (2017); "
     "round 7 (2011): 'Lower the Worth of Copperfield Works, Plumsoft, … to a fifth of their current value.'"},
    {"phrasing": r"\b(?:achieves?|(?:has|have)\s+achieved)\s+(?:a\s+)?victory\b|\b(?:has|have)\s+won\s+(?:the\s+(?:game|dynasty)|this\s+dynasty)\b",
     "origin": "conditional-evcs: blognomic.com/2022/10 (Beginning the End): '… achieves victory'; round 7 (2011): '… has achieved victory'"},
    {"phrasing": r"^(?:select|choose|roll|transfer|award|revert)\b",
     "origin": "gamestate-lines: blognomic.com/2021/12 (Kiosk Seeding: 'Select three different random Keeps'); instruction-list: 2016/06 Syntax Error CfJ '*Revert … *Transfer …'"},
    {"phrasing": r"^(?:add|give)\s+(?:every|each|all)\b", "origin": "gamestate-lines: 2015 'Add every Clerk who voted …'"},
    {"phrasing": r"\bto\s+each\s+of\b", "origin": "gamestate-lines: 'Add the Granary type to each of those three Keeps.' (Kiosk Seeding, 2021/12)"},
    {"phrasing": r"^(?:{INSTRUCTION_VERB}|update|restore)\b.*\b(?:GNDT|gamestate)\b", "origin": "blog 2013/04, Austerity Measures: 'remove the GNDT rows'; 'Revert the gamestate …' (2010s-2020s); an order, not a remark that names the gamestate"},
    {"phrasing": r"\b(?:be\s+|is\s+|are\s+)?(?:set|marked|made)\s+(?:as\s+)?(?:not\s+)?(?:idle|unidle|active|inactive)\b", "origin": "this_idle_love (2012): 'the Players named … shall be set as not Idle and all other Players shall be set as Idle'"},
    {"phrasing": r"^(?:consider|treat|deem|make)\s+.{1,200}?\s+(?:to\s+be\s+|as\s+)?(?:legal|illegal|valid|invalid)\b", "origin": "postdating_the_paperwork (2018): 'Consider any previous attempted … to be legal.'; what_can_change_the_nature_of_the_quorum (2013, CfJ) 'Make any proposals made illegal … legal.'"},
    {"phrasing": r"^(?-i:[A-Z])[\w’'-]*\s+gets\s+(?:no|nothing|\d+|one|two|three|all)\b", "origin": "2004: 'Wendell gets no Thalers from the passage of this Proposal.'"},
    {"phrasing": r"^(?:un-?admin|re-?admin|re-?open|reinstate)\b", "origin": "2009 CfJ: 'Unadmin the DoV, “…” and consider it to have been created 6 hours before …'"},
    {"phrasing": r"\b(?:is|are)\s+(?:moved|set|placed|reset|returned|sent)\s+(?:back\s+)?to\b", "origin": "2006 (Errands): 'If any Merchants don’t have a stall set, they are moved to the Well.'"},
    {"phrasing": r"\bshall\s+(?:be\s+(?:contacted|removed|added|given|moved|returned|reset|unidled|idled)|cease\s+to\s+be|gain|lose|receive)\b", "origin": "2003: 'Any Players who are Idle … shall be contacted by Myrtle … Any that don't intend to return shall cease to be Players' (the proposal's own one-off orders)"},
    {"phrasing": r"^(?:remove|take\s+away|subtract)\s+(?:any|all|every)\s+[\w’' -]{1,40}?\s+(?:that|which)\s+(?:was|were|had\s+been|has\s+been|have\s+been)\s+(?:gained|earned|received|given)\b", "origin": "blognomic.com/2017/11: 'Remove any Lore that was gained through casting the “Barter” spell …', 'Remove all Essence that had been gained via the mentioned ruletext.'"},
    {"phrasing": r"^make\s+(?:the\s+)?(?-i:[A-Z])[\w’'-]+\s+(?:an?|the)\s+(?!(?:sub-?)?rules?\b|section\b|paragraph\b|part\b|copy\b|subsection\b)\w+\s*[.!]?$",
     "origin": "squire (2017): 'Make Cuddlebeam a Steward.'; 2020: 'Make the Porter a scholar.' (a role, said in lower case)"},
    {"phrasing": r"^(?:add|create)\s+an?\s+(?:new\s+)?(?!(?:(?:core|dynastic|special|appendix|glossary)\b|(?:sub-?)?rules?\b|(?:section|subsection|paragraph|sentence|heading|keyword|entry|term|definition|bullet|item|step|list)s?\b))(?-i:[A-Z])[\w’'-]*"
                 r"(?:\s+(?:called|named)\s+(?:the\s+)?(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3})?\s+with\b(?!\s+(?:the\s+|this\s+)?(?:following\s+)?(?:text|words|wording)\b)",
     "origin": "hello_darkness_my_old_bro (2022/12): 'Otherwise, add a new Hall with no other adjacent Halls, a Kind of “Gallery”, and a name of “Entrance Hall”.' (a thing of the game, named in capitals, not a rule); round 7 (2022): 'Create a Chamber called the Great Gate with Level 1 and Room 30.'"},
    {"phrasing": r"^mark\s+(?:all|each|every)\s+(?!(?:sub-?)?rules?\b)[\w’'-]+\s+(?:with|as)\b", "origin": "squire (2017): 'Mark all Stewards with an apostrophe ( ’ ) in the sidebar.'"},
    {"phrasing": r"^(?:form|found|establish|disband|dissolve)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?-i:[A-Z])", "origin": "2013 (Lodges): 'Form a new Lodge “Grand Lodge” with Purpose “…” and Members “…”'"},
    {"phrasing": r"^(?:idle|unidle|un-idle)\s+(?-i:[A-Z])", "origin": "no_spam_please (2017, CfJ): 'Then idle Gremlin for at least 2 days.'"},
    {"phrasing": r"\bthis\s+proposal(?:’s|'s)\s+enactment\b.*\bmay\b", "origin": "2010: 'Within 48 hours of this proposal’s enactment, any Wanderer may update …' (a one-off permission)"},
    {"phrasing": r"\b(?:be|are|is)\s+marked\s+(?:as\s+)?(?:illegal|legal|failed|enacted|official|idle)\b", "origin": "2025 CfJ: 'All Voyage posts created since then … should be marked as illegal'"},
    {"phrasing": r"\b(?:are|is)\s+hereby\s+(?:barred|banned|removed|made|declared|set|granted|given)\b", "origin": "2022 (core): '… said humans are hereby barred from playing BlogNomic.'"},
    {"phrasing": r"^(?:for\s+(?:all|each|every)\b[^.]{0,200}?,\s*)?treat\s+(?:each|every|all|any)\b", "origin": "2023/2025 CfJs: 'Treat all edits to the gamestate after … as if …', 'For all edits to the gamestate tracking page …, treat each giving of …'"},
    {"phrasing": r"^(?:[^,]{0,40},\s*)?undo\s+the\s+effects?\b", "origin": "2019 CfJ: 'As follows naturally, undo the effects of the above-mentioned judgments …'"},
    {"phrasing": r"\bmay\s+(?:similarly\s+|also\s+)?be\s+ignored\b", "origin": "2019 CfJ: 'Hollis’s comment … may be ignored with regard to gamestate.', '… was premature, and may similarly be ignored.'"},
    {"phrasing": r"^uphold\b", "origin": "2021 CfJ: 'Uphold the illegal posting of all proposals …', 'Uphold it as the Ascension Address …'"},
    {"phrasing": r"^make\s+(?:all|every|each|the|any)\b[^.]{0,120}\binto\b", "origin": "2015: 'Make all current Voyage blog entries into Votable Matters.'"},
    {"phrasing": r"^fail\s+(?:all|every|each|the|any)\b", "origin": "time_to_take_control (2011, CfJ): 'Fail all Proposals which are pending …'; cfj_attn_cotc (2011) 'Fail all other open CfJs.'"},
    {"phrasing": r"^(?:end|start|begin)\s+(?:it|the\s+hiatus|a\s+hiatus)\b", "origin": "drive-by_coronation (2011, CfJ): 'If we are in a Hiatus, end it.'"},
    {"phrasing": r"\bbecomes\s+(?:the\s+|an?\s+)?(?:emperor|admin|idle|unidle)\b|\bbecomes\s+the\s+(?-i:[A-Z])\w+", "origin": "drive-by_coronation (2011, CfJ): 'The Player named Josh becomes the Emperor'"},
    {"phrasing": r"^(?:that|this|the|each|every)\s+\w+\s+becomes\s+(?:that|the|their|its)\s+(?-i:[A-Z])\w*(?:’s|'s)\s+(?-i:[A-Z])\w+\s*[.!]?$", "origin": "a_vampire_lords_home_is_its_castle (2021): 'If any chamber has a name of the form “X’s Reliquary”, …, that chamber becomes that Abbot’s Reliquary.'"},
    {"phrasing": r"^for\s+(?:each|every|all)\s+(?:(?!\b(?:in|within|from)\s+(?:the\s+|this\s+|that\s+|each\s+|every\s+)?(?:\w+\s+)?(?:rules?|ruleset)\b)[^,]){1,120},\s*(?:add|remove|give|set|increase|decrease|reduce|subtract)\s+(?!the\s+following\b)(?:(?!\b(?:rules?|ruleset|line|paragraph|sentence|text|bullet|entry|words?)\b).)*$",
     "origin": "light_rendering_update (2022): 'For each hall that is currently Bright at the time of this rule being enacted, add Candelabra to its lamps.' (not 'For each Title in the ruleset, add a line …', recent 2023: an edit of rule text)"},
    {"phrasing": r"\b(?:stops?|ceases?)\s+(?:being|to\s+be)\s+(?:the|an?)\s+(?-i:[A-Z])\w+\s*[.!]?$", "origin": "blognomic.com/2019/10 (General Anaesthesia): 'If the Mole is the Postmaster, they stop being the Mole.'"},
    {"phrasing": r"^[a-z]+\s+all\s+such\s+(?-i:[A-Z])\w+\s*[.!]?$", "origin": "no_artificial_favourings_special_case (2021): 'If any Reliquaries were created through claiming Boons while this proposal was pending, plunder all such Reliquaries.'"},
    {"phrasing": r"^change\s+the\s+name\s+of\s+(?:the\s+)?player", "origin": "cfj_attn_cotc (2011): 'Change the name of the Player currently known … as “X” to “Y”'"},
    {"phrasing": r"^(?:make|set)\s+(?:it|the\s+page|that\s+page)\s+(?:blank|empty)\b", "origin": "time_to_take_control (2011, CfJ): 'If the Wiki page “The Blotter” exists, make it blank.'"},
    {"phrasing": r"\bwiki\s+page\b", "origin": "'… on the wiki page X' (gamestate kept on a page of its own, 2010s-2020s)"},
    {"phrasing": r"\bon\s+the\s+(?!rule\s*set\b|rules?\b)(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,2}\s+page\b",
     "origin": "let_there_be_light1 (2022/12): 'Add “Burning Torch” to the Trinkets for the Hall “Entrance Hall” on the Manor page.' (a page of the gamestate named, not the Ruleset)"},
    # orders to the gamestate that name no rule and no place in one (a rule, a paragraph or a sentence named makes it a rule edit)
    {"phrasing": r"^(?!.*\b(?:rules?|sub-?rules?|ruleset|paragraphs?|sentences?|bullet\s+points?)\b)(?:change|set)\s+the\s+(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*)?\s+of\s+(?:both\s+|each\s+|every\s+|all\s+)?(?-i:[A-Z])",
     "origin": "blognomic.com/archive/dry_january (2020, CfJ): 'Change the Effects of both Silver Flask and Lucky Dice to “None.”', 'Change the Trigger of Silver Flask to “None.”'"},
    {"phrasing": r"^(?!.*\b(?:rules?|sub-?rules?|ruleset|paragraphs?|sentences?|instances?|occurrences?)\b)(?:remove|take)\s+(?:all|every|each|any)\s+(?-i:[A-Z])[\w’'-]*(?:\s+[\w’'-]+){0,3}?\s+(?:from|away\s+from)\s+(?:all|every|each|any|the)\s+(?-i:[A-Z])",
     "origin": "blognomic.com/archive/domesday (2023): 'Remove all Titles from all Courtiers.'"},
    {"phrasing": r"^(?!.*\b(?:rules?|sub-?rules?|ruleset|paragraphs?|sentences?|instances?|occurrences?)\b)for\s+(?:[^,]{0,80}?\s)?(?:each|every|all)\s+(?!(?:instances?|occurrences?|uses?|mentions?)\b)[^,]{1,160},\s*(?:each|every|all|remove|add|move|give|set|uphold|if|take|subtract)\b",
     "origin": "blognomic.com/archive/domesday (2023): 'For each Title, each Courtier who meets its conditions starts holding it.'; cranes_and_fields (2025/06): "
               "'For each Town which has more than four Goods in its Granary, remove all but the first four …'; it_isnt_just_exits_that_get_blocked (2021, CfJ): "
               "'For “Quiet Creeping” and each newer proposal, if an admin has attempted to enact or fail it, uphold …'"},
    {"phrasing": r"^(?!.*\b(?:rules?|sub-?rules?|ruleset)\b)move\s+the\s+(?:contents?|entirety|whole)\s+of\s+(?:each|every|all|the|\S+(?:’s|'s))\b",
     "origin": "blognomic.com/archive/cranes_and_fields (2025/06): 'Move the contents of each Town’s Granary to its Orchards.'"},
    {"phrasing": r"^(?!.*\b(?:rules?|sub-?rules?|ruleset|paragraphs?|sentences?|bullet\s+points?|text)\b)(?:in|for|at)\s+(?:all|each|every|the)\s+[^,]{1,160},\s*(?:add|remove|put|place)\b[^,]{1,80}?\s(?:to|from|into|onto)\s+(?:their|its)\s+(?-i:[a-z])",
     "origin": "blognomic.com/archive/light_rendering_update_2.0 (2022/12): 'In all halls that exist … except the Orangery, add “Cold Lantern” to their lamps list.', "
               "'In the Entrance Hall, remove Candelabra from its lamps.'"},
    {"phrasing": r"^(?!.*\b(?:rules?|ruleset)\b)[^,.]{1,80}?\s(?:is|are)\s+(?:hereby\s+)?(?:deferred|awarded|credited|granted|transferred)\s+to\s+(?-i:[A-Z])[\w’'-]*\s*[.!]?$",
     "origin": "blogspot.blognomic.com/2004/03/proposal-its-privelege-not-right (2004): 'If this proposal passes the +10 Morale is deferred to Ashby.'"},
    {"phrasing": r"^(?:start|begin)\s+(?:a\s+)?new\s+dynasty\b", "origin": "anything_else_would_be_boringer (2009, CfJ): 'Start a new Dynasty with no Abbot.'"},
    {"phrasing": r"^set\s+(?:its|their)\s+(?!(?:title|name|text|heading|wording|contents?)\b)(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3}\s+to\b",
     "origin": "blognomic.com/2024/11: 'If a Heat exists, set its Lineup to be a list of all Beetles in a random order.'"},
    {"phrasing": r"^perform\s+the\s+(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3}\s+action\b",
     "origin": "blognomic.com/archive/moving_along_by_playing_around (2024): '…, perform the Update Rules action once for each subrule under “Rule Amendments”.'"},
    {"phrasing": r"\b(?:shall|should|are\s+to|will)\s+all\s+be\s+(?:regarded|considered|deemed|treated|held)\s+(?:as|to\s+be)\s+(?:illegal|legal|invalid|void|of\s+no\s+effect)\b",
     "origin": "blognomic.com/archive/predynastication (2012, CfJ): 'If this CfJ is enacted, then the change to …, … and …’s subsequent repeal of rules shall all be regarded as illegal, …'"},
]
# words said before a line that do not change it
LEAD_INS = {"phrasing": r"^(?:\.\.\.|…)?\s*(?:and\s+|then,?\s+|also,?\s+|finally,?\s+|so,?\s+|anyway,?\s+|now,\s+|next,?\s+|lastly,?\s+|in\s+addition,?\s+|additionally,?\s+|upon\s+enactment(?:\s+of\s+this\s+proposal)?,\s*|"
                        r"but\s+also,?\s+|(?:alas|sadly|unfortunately|regrettably|of\s+course|naturally|however|but)\s*,?\s+(?=(?:if|unless)\b)|\d{1,2}[.)]\s+|\([a-z0-9]\)\s+|(?:i|we)\s+(?:also\s+)?(?:hereby\s+)?propose\s+(?:that\s+|to\s+)?|please\s+|this\s+(?:proposal|cfj|call\s+for\s+judge?ment)\s+(?:is\s+to\s+|will\s+|would\s+|shall\s+)?|"
                        r"(?:if|when|once|upon)\s+this\s+(?:proposal|cfj|call\s+for\s+judge?ment)\s+(?:passes|is\s+(?:enacted|passed)|has\s+passed|passing|enactment)\s*,?\s*(?:then\s*,?\s*)?)+",
            "origin": "instruction-list: 'Upon enactment of this Proposal:' (2016/06 Syntax Error CfJ); '…and' continuing a line, 'Then,' 'Also,'; "
                      "2015-2016 'I propose to append the following section to the rule …', 'I propose that the rule “X” be given a sub-rule …'; "
                      "round 7 (2008, in verse): 'Alas, if the Pearl Rule is not there in the game, Neither shall this rule.' (a word of feeling before a condition)"}
# a line saying only that: "Upon enactment of this proposal:"
LEAD_ONLY = {"phrasing": r"^(?:(?:upon|on|after)\s+(?:the\s+)?enactment(?:\s+of\s+this\s+proposal)?|(?:make|apply)\s+the\s+following\s+changes(?:\s+to\s+the\s+rule\s*set)?)\s*[:,-]*\s*$",
             "origin": "instruction-list: 'Upon enactment of this Proposal:' (blognomic.com/2016/06, Syntax Error CfJ); 2004 (its-privelege-not-right): 'Make the following changes to the Ruleset:'"}
# a short line between two quoted blocks that continues the instruction ("to", "with this text:")
CONNECTOR = {"phrasing": r"^(?:to|with|from|by|and|or|so\s+that|append|add|insert|into|becomes)\b[^.]{0,80}$",
             "origin": "change-text-to-interleaved: blognomic.com/2016/06 (Bigger Maps): 'change the text [quote] to [quote]'; "
                       "replace-following-with-this-text: 2025/05 (Up to the Jury) '… with this text: [quote]'"}
# a line that starts with a rule, as instructions do ("In the rule X, …", "To that rule, add …")
RULE_LEAD = {"phrasing": r"^(?:in|within|under|to|at\s+the\s+(?:end|start|beginning)\s+of|after|before)\s+(?:the\s+\w+\s+(?:sentences?|paragraphs?|bullet\s+points?|lines?|words?)\s+(?:of|in)\s+)?{RULE_REF}",
             "origin": "replace-in-rule-two-pairs: blognomic.com/2021/08 (communications clarity) 'In the rule “X”, …'; to-that-rule-add: abstention_fix (2010)"}
# a line whose main clause orders an edit after a phrase that names the place ("To the end of the first paragraph
# of X, add:", "Throughout the Dynastic ruleset, change …"): an instruction, read or not understood, never commentary
ORDER_AFTER_PLACE = {"phrasing": r"^(?:to|in|within|at|after|before|throughout|from|for|on|under|inside)\b(?:[^.:;!?]|(?<=\d)\.(?=\d)){0,300}?(?:[,;]|⟦\d+⟧)\s*(?:then\s+|please\s+)?(?:for\s+{QUOTED}\s+)?{INSTRUCTION_VERB}\b"
                              r"|^(?:to|in|within|into|under)\s+(?:(?-i:[A-Z])[\w’'-]*(?:\s+(?-i:[A-Z])[\w’'-]*){0,3}|\d+(?:\.\d+)+)\s+{INSTRUCTION_VERB}\s+(?:⟦\d+⟧|the\s+(?:following|sentences?|text|paragraphs?|words?|lines?|bullet\s+points?)\b)"
                              r"|^(?:then\s*,?\s*)?as\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:\w+\s+)?(?:step|paragraph|item|bullet(?:\s+point)?|sentence|entry|line)\s+(?:in|of|to)\b[^.:;!?]{0,200}?\b{INSTRUCTION_VERB}\b",
                     "origin": "2020s proposals: 'To the end of the first paragraph of X, add:', 'Throughout the Dynastic ruleset, change all instances of …', "
                               "'After the first sentence of the second paragraph of the “X” section of rule 14, add:'; insert_obama_awarding_obama_meme_here (2024): "
                               "'In Sketch Judging replace “A” with “B”' (a bare title, no comma), 'Then, as a new second step in Sketch Judging add'"}
# an order whose line ends with its own verb, its object left for the paragraph after it ("In the rule X, to the
# bullet point that reads “Y”, add" and the words added below): it leads into its text as a colon would
VERB_LAST = {"phrasing": r"[,;]\s*(?:then\s+|please\s+)?(?:add|append|prepend|insert)\s*$",
             "origin": "heldout11, Proposal: Haunting (2021, Ghoul Barons): 'In the rule Anselm’s Vigil, to the bullet point that reads “…”, add' "
                       "and the paragraph to add; in other words 'To the end of the rule Harbour, append'"}
# an order whose line ends by naming the text it gives, with no colon ("Under “X” add the text", "… entitled “Y”,
# reading"): it leads into the paragraphs after it as a colon would (each must still read as rule text)
TEXT_NAMED_LAST = {"phrasing": r"\b(?:the\s+(?:following\s+)?(?:text|wording|words|paragraphs?)|the\s+following|reading|(?:which|that)\s+reads|to\s+read|as\s+follows)\s*$",
                   "origin": "heldout11, 2017 (Prisms): 'Under “Scrolls” add the text' and two paragraphs to the end of the post; 2010 (Drones) "
                             "'… entitled “X”, reading'; in other words 'Append to “Harbour” the following wording'"}
# a line broken by <br> where a space stands: the first part ends with a word that needs more after it, or the next
# part goes on in lower case ("…called “X”, with the<br>following text:", "In the rule<br>“X”, replace …")
LINE_GOES_ON = {"phrasing": r"(?:\b(?:the|a|an|of|to|in|into|within|with|and|or|by|for|from|called|entitled|named|titled|rule|sub-?rule|as|that|which|is|be|at|on|than|its|their|this|any|each|every|all|no|some|after|before|since|until|between|during|over|per|about|if|unless|when|whether|add|append|insert|prepend|replace|remove|delete|change|repeal|rename)|,|[“‘])\s*$",
                "origin": "2020s proposals broken mid-sentence by a <br>: '…called “X”, with the' / 'following text:'; 'In the rule' / '“X”, replace …'"}
NEXT_GOES_ON = {"phrasing": r"^(?:(?-i:[a-z])|\d+(?!\.\s|\))|[“\"‘](?=[^“”\"]{1,200}[”\"]))", "origin": "a line going on in lower case after a <br> ('…with the' / 'following text:'); "
                "or with a quotation (2013 Lodges: 'Form a new Lodge “Grand Lodge”<br>with Purpose “…”'); a number closed by ')' is an "
                "item's mark, with or without a space after it (round 9, let_me_run_the_show (2006): '…into the Fixture<br>2)the Conditions "
                "for Ending …'; in other words: '…a lantern<br>2)a coil of rope')"}
# a condition on the whole proposal: "If Proposal X failed, this proposal does nothing"
PROPOSAL_WIDE = {"phrasing": r"^(?:if|should)\s+(?P<cond>.+?)\s*,?\s*(?:then\s+)?(?:(?:(?:the\s+rest\s+of\s+)?this\s+(?:proposal|cfj|call\s+for\s+judge?ment|one|rule)|it|this)\s+(?:does\s+nothing|has\s+no(?:\s+further)?\s+effect|shall\s+have\s+no\s+effect|is\s+void|does\s+not\s+take\s+effect|fails)|do\s+not\s+(?:perform|make|apply)\s+any\s+(?:changes|of\s+(?:its|these)\s+changes)|make\s+no\s+changes)\s*[.!]?$",
                 "origin": "2020s proposals: 'If Proposal X failed, this proposal does nothing'; 'If X has not passed, this Proposal has no effect'; light_rendering_update (2022): 'If X was enacted, the rest of this proposal does nothing.'; "
                           "2005-2007 proposals: 'If there is not a rule named X, this rule does nothing.', 'If Proposal: X passed, this one does nothing.'"}
# the same condition said after what it voids: "This Proposal does nothing if Proposal X failed." (only "this proposal"
# or "this CfJ" as the subject: a rule's own "This rule has no effect if …" is the rule's words, never the post's)
PROPOSAL_WIDE_AFTER = {"phrasing": r"^(?:the\s+rest\s+of\s+)?this\s+(?:proposal|cfj|call\s+for\s+judge?ment)\s+(?:does\s+nothing|has\s+no(?:\s+further)?\s+effect|shall\s+have\s+no\s+effect|is\s+void|does\s+not\s+take\s+effect)\s*,?\s+if\s+(?P<cond>[^.;:!?]+?)\s*[.!]?$",
                       "origin": "round 9, onboarding (2015): 'This Proposal does nothing if the Proposal “First Trials” failed.'; in other words: 'This CfJ has no effect if the Ferry has sunk.'"}
# a sentence voiding the post itself that no proposal-wide form above reads ("This proposal does nothing unless …", "…,
# in which case this proposal has no effect"): a condition on every order of the post, never the author's remark
VOIDS_ITSELF = {"phrasing": r"\bthis\s+(?:proposal|cfj|call\s+for\s+judge?ment)\s+(?:(?:does|shall\s+do|will\s+do)\s+nothing|(?:has|shall\s+have|will\s+have)\s+no(?:\s+further)?\s+effect|is\s+void|does\s+not\s+take\s+effect)\b",
                "origin": "round 9 (2015, onboarding): 'This Proposal does nothing if …' (read above, in its order); in other words, not read: "
                          "'This proposal does nothing unless the Ferry has sunk.', 'Should the Ferry sink, this CfJ shall have no effect at all.'"}
# the scope a replacement ends with: every rule ("Replace “A” with “B” and “C” with “D” in every rule.")
TRAILING_SCOPE = {"phrasing": r"\s*,?\s*(?:in|throughout|across|within)\s+(?P<scope>(?:every|each|all(?:\s+the)?|any)\s+(?:(?:dynastic|core)\s+)?rules?|the\s+(?:entire\s+|whole\s+)?(?:(?:dynastic|core)\s+)?(?:rule\s*set|rules))\s*[.;]?\s*$",
                  "origin": "cfj_attn_cotc (2011): 'Replace “Painter” with “Player” and “Curator” with “Speaker” in every rule.'; bad_idea (2006) '… in the ruleset'"}
# "Amend the rule X by removing A and by replacing the first bulleted list with B": each "by …" clause is an
# instruction in that rule (its verb said as a gerund)
AMEND_BY = {"phrasing": r"^(?:amend|change|modify|alter|update)\s+(?P<rule>{RULE_REF})\s+by\s+(?P<rest>\w+ing\b.+)$",
            "origin": "ok_this_time_for_real_part_3 (2011): 'Amend the rule entitled ‘X’ by removing … and by replacing the first bulleted list with …'; "
                      "2020s: 'Amend the rule “X” by appending the following list item to the sole list'"}
AMEND_BY_SPLIT = {"phrasing": r"\s*[,;]?\s*(?:and\s+|then\s+)?by\s+(?=\w+ing\b)|\s*[,;]?\s*and\s+(?=(?:removing|deleting|striking|replacing|changing|adding|appending|inserting)\b)|\s*[,;]\s*(?:and\s+)?then\s*,?\s+(?=(?:at|to|in|after|before|add|append|insert|replace|remove)\b)",
                  "origin": "the clauses of AMEND_BY: '… and by replacing …'; no_quiet_awakenings (2011): 'Amend rule 1.2 by replacing [old] [new] and removing [text]'; 2008: '… by removing the line that reads: “…”, then at the end of the rule add:'"}
GERUNDS = {"removing": "remove", "deleting": "delete", "striking": "strike", "replacing": "replace", "changing": "change",
           "adding": "add", "appending": "append", "inserting": "insert", "prepending": "prepend", "substituting": "substitute",
           "rewording": "reword", "rewriting": "rewrite", "renaming": "rename", "setting": "set", "amending": "amend"}
# an order that adds one item of a list ("Add a bullet point to the rule X:-"): its text is one line typed as an item
ONE_ITEM = {"phrasing": r"\b(?:add|append|insert)\s+(?:an?|one|the\s+following)\s+(?:new\s+)?(?:bullet\s+point|bullet|list\s+item)\s+(?:to|at|in|into)\b",
            "origin": "contagious_case_appendix (2020): 'Add a bullet point to the Appendix rule “Spelling”:-' / '* If a word is written in bold …' / the author's remarks"}
# an addition said to be one paragraph or one sentence ("To “X”, add a paragraph:-"): the text is that one paragraph (its
# lines after a <br> with it); the paragraphs after it to the end of the post are not the text
ONE_PARAGRAPH = {"phrasing": r"\b(?:add|append|insert)\s+(?:an?|one|the\s+following|this)\s+(?:new\s+)?(?:paragraph|sentence)\b(?!\s*s)",
                 "origin": "round 9, a_final_circle (2019): 'To “The Beast”, add a paragraph:-' / <the paragraph> / the author's remark; "
                           "in other words: 'Append one new paragraph to the Harbour rule:' / <paragraph> / <why>"}
# a line that only names the rule the next lines change, each with a place in it ("1. Amend rule 1.7 (“X”) as follows.")
RULE_HEADER = {"phrasing": r"^(?:amend|change|modify)\s+(?P<rule>{RULE_REF})\s+as\s+follows\s*[.:]?\s*$",
               "origin": "blognomic.com/2020/01 (Mind the new gap): '1. Amend rule 1.7 (“Victory and Ascension”) as follows.' / 'In the paragraph beginning …, omit …' / 'In the last paragraph, for “A” substitute “B”.'"}
# the place said last, as the paragraph the instruction before added at the end of its rule (its last paragraph)
NEWLY_ADDED = {"phrasing": r"\s*,?\s*(?:in|within)\s+the\s+(?:newly|just|recently)\s+(?:added|appended)\s+paragraph\s*[.;]?\s*$",
               "origin": "the_crypt_is_about_to_get_very_boring (2021): 'To the subrule “Tomb Actions”, append a new paragraph: …' then 'If “X” was enacted, change “A” to “B” and “C” to “D” in the newly added paragraph.'"}
# a line that starts as an order ("Each …") but says "you": the author explaining, not an order nor rule text
EACH_REMARK = {"phrasing": r"^(?:each|every)\b(?=[^⟦]*\b(?:you|your)\b)[^⟦]*$",
               "origin": "ideal_dome_exhibition (2019): 'Attempting a cleanup. Each Civic Honour has a criterion; if you alone meet it, you hold that honour …'"}
# replacements given as a list of pairs, in a rule ("In “Boons”, make the following replacements:-" / "* “A” with “B”")
REPLACEMENTS = {"phrasing": r"^(?:in|within)\s+(?P<rule>{RULE_REF})\s*,\s*make\s+the\s+following\s+(?:replacements|substitutions)(?:\s*,?\s*where\s+[^⟦]{1,60}?)?[\s:,-]*(?P<list>{QUOTED})\s*$",
                "origin": "no_artificial_favourings_special_case (2021): 'In “Boons”, make the following replacements, where the replaced strings exist:-' and a list of “A” with “B”"}
# a Building Block named as a page ("the “X” Building Block", 2024): a wiki page of the gamestate, not a rule of the
# Ruleset (as "the Building Blocks rule “X”" of 2025 is); "that rule" on the next line is that page
BUILDING_BLOCK_PAGE = {"phrasing": r"(?:⟦\d+⟧|…)\s+building\s+block\b(?!s?\s+rule)",
                       "origin": "mantle_shelf_core_building_blocks (2024): 'Rename the “Torch Limitations” Building Block to “Torch Passing”, and reword it to …', "
                                 "'In the “Malign Regents” Building Block, replace …', 'Remove “…” from that rule.'"}
THAT_PAGE = {"phrasing": r"\b(?:from|in|to|of)\s+(?:that|the\s+same|this|said)\s+(?:sub-?)?rule\b", "origin": "mantle_shelf_core_building_blocks (2024): 'Remove “…” from that rule.' after a line naming a Building Block"}
# the words a condition quotes, put after the words the instruction before inserted
ADD_THAT = {"phrasing": r"^(?:add|insert|append)\s+(?:that|them|those\s+words)\s+(?:at\s+the\s+end\s+of|after|to\s+the\s+end\s+of)\s+the\s+(?:newly|just)\s+(?:added|inserted)\s+(?:sentence|text|words|phrase)\s*[.]?\s*$",
            "origin": "pre-position (2012): 'If the rule does not continue to say “, described in this Rule.” then add that at the end of the newly added sentence.'"}
# the rule said first, then the place in it: "In Rule 3.1 The Banner Hall, in the fourth paragraph, change …" reads
# as "In the fourth paragraph of Rule 3.1 The Banner Hall, change …"
RULE_THEN_PLACE = {"phrasing": r"^(?:in|within)\s+{RULE}\s*,\s*(?:in|within)\s+{INNER}\s*,?\s+(?P<rest>.+)$",
                   "origin": "blognomic.com/2020 (Banner Hall): 'In Rule 3.1 The Banner Hall, in the fourth paragraph, change “…” to this:'"}
# an order said in the passive, of the proposal's text: where it goes is said, as an instruction would ("it will be
# included in the ARK ruleset under the title …"); no form reads it yet: not understood, never a remark
PASSIVE_ORDER = {"phrasing": r"\b(?:it|this(?:\s+rule|\s+text)?|the\s+following(?:\s+(?:rule|text|paragraphs?))?|the\s+(?:rule|text)\s+below)\s+(?:will|shall|is\s+to|should|would)\s+be\s+(?:included|added|placed|enacted|inserted|created|appended)\s+(?:in|into|to|as|under)\b"
                              r"|\bthe\s+following(?:\s+(?:text|sentence|paragraphs?))?\s+(?:is|are)\s+(?:added|appended|inserted)\s+(?:to|at|in|into)\b",
                 "origin": "2008 (Guild rulesets): 'If it passes, it will be included in the ARK ruleset under the title, “…,” and in the VEX ruleset as “…”'; "
                           "round 9, dear_diary (2009): 'If the proposal “The Ratings Game” passes the following is added to the end of that rule:' (in the "
                           "present; in other words: 'Should the Ferry sink, the following text is appended to the rule “Harbour”:')"}
# new text that is a paragraph of its own, put after (or before) a part of a rule: "the following paragraph",
# "as a new paragraph", "as the second paragraph"; the place then ends with the step "as:paragraph"
OWN_PARAGRAPH = {"phrasing": r"\bfollowing\s+(?:\((?:un)?(?:bulleted|numbered)\)\s+)?paragraphs?\b|\bas\s+(?:a\s+)?(?:new|separate|its\s+own)\s+paragraph\b|\bas\s+(?:the\s+|a\s+new\s+)?\w+\s+paragraph\b"
                              r"|\b(?:after|below|following|beneath)\s+the\s+(?:first|second|third|fourth|fifth|sixth|last|final|\d+(?:st|nd|rd|th))\s+paragraph\b",
                 "origin": "objection (2016): 'After the bulleted list in the Rule “X”, add the following (unbulleted) paragraph:'; "
                           "2011 'Add the following text directly after the second paragraph of the rule titled “X”:' (after a paragraph, not at its end); "
                           "ballots_are_for_plans_not_drafters (2025, CfJ): 'insert the following as the second paragraph:'"}
# a request said in prose rather than as an instruction (Calls for Judgement of the 2000s): what to do is asked
# for, not said; it is not understood (an admin reads it), never dropped as commentary
REQUEST = {"phrasing": r"\b(?:i\s+(?:also\s+)?(?:(?:want|would\s+like)(?!\s+to\s+(?!be\b))|ask\s+(?:(?:the\s+)?(?:administration|admins?|administrators?|an\s+admin(?:istrator)?)\s+)?(?:that|for)|request\s+that|put\s+it\s+to\s+you\s+that)|we\s+(?:should|must)\s+(?:remove|restore|revert|fail|add|give|set|hold|reset))\b",
           "origin": "2003 CfJs: 'I want my square back or it should be bought back from me', '(also, I would like to be un-idled)', "
                     "'I put it to you that the best way to settle this is to remove the current Emperor …'; "
                     "2004 CfJ: 'I ask the administration for immediate enactment of the following Proposals …' "
                     "(not 'I want to keep the scope narrow': a wish to do something, the author's own remark)"}
# what a request asks for decides how it reads: one change of the gamestate, asked for outright, is an order of the
# gamestate (the measure a Call for Judgement asks for); a choice of remedies ("X or Y. Either will make me happy"), or a
# request that names a rule or quotes words, is not understood; a wish about the post itself ("I want it passed
# today") is a remark
REQUEST_CHOICE = {"phrasing": r"\beither\b|\bor\s+(?:it|they|he|she|i|we|you|that)\s+(?:should|could|shall|must|can|may)\b|\b(?:rules?|sub-?rules?|ruleset|paragraphs?|sentences?)\b|⟦\d+⟧",
                  "origin": "2003 CfJ (March 26): 'I want my square back or it should be bought back from me at a higher cost. Either will make me happy.'"}
REQUEST_OF_ITSELF = {"phrasing": r"\bi\s+(?:also\s+)?(?:want|would\s+like|ask\s+that)\s+(?:it|this(?:\s+(?:cfj|proposal|call\s+for\s+judge?ment))?)\s+(?:to\s+be\s+)?(?:passed|to\s+pass|enacted|voted\s+on)\b",
                     "origin": "blognomic.com/archive/everybody_ready (2021, CfJ): 'CfJ as this is urgent and I want it passed today.'"}
# more words for the text just added, right after it ("then continue the above addition with the following:")
CONTINUE_ADDITION = {"phrasing": r"^continue\s+the\s+(?:above|previous|preceding|last)\s+(?:addition|insertion|new\s+text|added\s+text)\s+with(?:\s+the\s+following(?:\s+{TEXT_NOUN})?)?{FILL}{NEW_TEXT}\s*[.;]?\s*$",
                     "origin": "blognomic.com/archive/making_sure_some_things_will_never_happen_again (c. 2008): 'If more than half of the counted votes … include the word “Bilge-Pump,” then continue the above addition with the following:'"}
# an order said in the third person of the post itself ("this proposal changes the rule X"): what it does is not
# said as an instruction, so it is not understood (never a remark)
# a rule's whole text offered with no instruction saying where it goes ("Herewith find the amended full text of the
# proposed rule.", "Here is the revised text of the rule:"): not understood, and the paragraphs after it are its text
OFFERED_TEXT = {"phrasing": r"^(?:here(?:with|by)?\s+(?:find|is|are)|here[’']s|please\s+find|below\s+(?:is|are)|the\s+following\s+is)\b[^.:;!?]{0,120}?\btext\s+of\b[^.:;!?]{0,80}?\brules?\b",
                "origin": "40_lashes_for_the_rule_lawyers_grin (2006): 'Herewith find the ammended full text of the slightly altered proposed rule.'"}
# a sentence that declares a value a rule tracks ("Each corsair is given a number of demerits (with an initial value of 0)
# tracked by the GNDT"): a rule's words, never a change of the gamestate, whatever verb it has
DECLARES_TRACKED = {"phrasing": r"\b(?:tracked|recorded|kept)\s+(?:by|in|on)\s+the\b|\bwith\s+an?\s+(?:initial|default|starting)\s+value\b|\bdefaults?\s+to\b",
                    "origin": "40_lashes_for_the_rule_lawyers_grin (2006): 'Each corsair is given a number of demerits (with an initial value of 0) tracked by the GNDT.'"}
# a key for reading parts of the post itself ("For each bullet below in this proposal, the text before … is its
# Title"): part of what the post orders, never the author's remark; no form reads it, so it is not understood
KEY_OF_THE_POST = {"phrasing": r"\b(?:for\s+)?(?:each|every|all(?:\s+the)?)\s+(?:bullets?(?:\s+points?)?|items?|entr(?:y|ies)|lines?|paragraphs?)\s+(?:below|above)(?:\s+in\s+this\s+(?:proposal|post|cfj))?\b",
                   "origin": "2018 (cards as bullets): 'For each bullet below in this proposal, the text before the first round bracket is its Title, …' / 'For each bullet above in this proposal, make a subrule of “X” …'"}
THIS_MATTER_DOES = {"phrasing": r"^this\s+(?:proposal|cfj|call\s+for\s+judge?ment)\s+(?:also\s+)?(?:changes|amends|modifies|alters|edits|updates|replaces|removes|repeals|adds|rewrites|renames)\b",
                    "origin": "blognomic.com/2017/07 (Lonely planet just got lonelier…): 'If the Lonely Harbour proposal is enacted then this proposal changes the rule Moorings'"}
# an aside in parentheses inside an instruction line, said of the instruction: left out before it is read
LINE_ASIDE = {"phrasing": r"\s*\((?:which|as|since|because|so|i|i’ve|i've|i’m|i'm|note|see|this|that|it|taken|moved|removed|in\s+the\s+(?:text|rule\s+text)\s+below)\b[^()⟦⟧]{0,200}\)",
              "origin": "2006: 'Add “…” (which I’ve removed from this rule) to the second paragraph of Rule 1.4 (Voting).'; "
                        "the_wires_behind_the_buzzer (2025): 'Create a new dynastic rule, “X” (in the text below, the * represents the start of a list item):'"}
# what tells the author's closing remark from rule text, when unquoted rule text runs to the end of the post: the
# first or second person, or no verb that rules are written with
# the author speaking of themselves (not "you", which rule text of every era uses too)
AUTHOR_VOICE = {"phrasing": r"\b(?:i(?!\.\s?e\b)|i’m|i'm|i’ll|i'll|i’ve|i've|i’d|i'd|me|my|mine|we|we’re|we're|let’s|let's|our)\b",
                "origin": "battle_of_the_nomics (2008): '… Also, just to be clear: …' after the rule text, before the next rule; 2006 'Still not as tight as it could be, but I’ll leave it here for now.'"}
FIRST_PERSON = {"phrasing": r"\b(?:i(?!\.\s?e\b)|i’m|i'm|i’ll|i'll|i’ve|i've|i’d|i'd|me|my|mine|we|we’re|we're|let’s|let's|us|our|you|your)\b",
                "origin": "2006 'Still not as tight as it could be, but I’ll leave it here for now.'; 2016 'If anyone has a cleaner wording …, let me know'"}
EXPLAINING = {"phrasing": r"^\s*(?:currently|right\s+now|at\s+(?:the\s+)?(?:moment|present))\b|^\s*(?:an?\s+)?(?:quibble|rationale|reasoning|explanation|motivation|background)\s*:|^\s*(?:(?:the|my)\s+)?(?:(?:core|main|basic|central|key|general|overall)\s+)?(?:mechanic|idea|concept|intent(?:ion)?|premise|gist|thinking)s?\s*:|^\s*(?:the|my)\s+(?:(?:core|main|basic|central|key|general|overall)\s+)?(?:goal|aim|plan|point)\s*:|(?:^|[.!?]\s+)note\s+that\b|\b(?:this\s+means|just\s+to\s+be\s+clear|in\s+other\s+words|to\s+clarify|the\s+idea\s+is|the\s+point\s+is|"
                          r"this\s+(?:proposal|fix|change)\s+(?:is|would|will|makes|lets|gives|means)|"
                          r"(?:a|my|this\s+is\s+a)\s+(?:first|rough|quick|tentative|second|third|fresh|revised|further)\s+(?:stab|go|attempt|draft|pass|cut|try)\b|another\s+(?:stab|go|attempt|try|take)\s+(?:at|on)\b|(?:is|are|was)\s+(?:just|simply|merely)\s+(?:there\s+)?(?:to|for)\s+(?:tidy|clean|smooth|ease|help|cover|make|keep|fix|handle|deal)\b|(?:needs?|may\s+need|might\s+need|could\s+use)\s+(?:some\s+)?(?:tuning|tweaking|balancing|polish|work)|"
                          r"(?:comments|feedback|thoughts|suggestions)\s+(?:are\s+)?welcome|"
                          r"the\s+current\s+(?:\w+\s+){0,2}rules?\s+(?:is|are|was|has|seems|looks)|(?:is|are)\s+(?:currently|presently|at\s+present)\s+(?:defined|written|worded|phrased|described))\b",
              "origin": "heldout11, 2021 (Motions): 'The core mechanic: each motion brings in a new limit …' after the rule text (a label naming the proposal's design, as 'Rationale:'; in other words 'The main idea: …', 'My goal: …'); a draft said of itself ('A first stab at making ports cost something. It may need tuning later.', a net before round 5, as tick_tock6's 'A first go at scaffolding …'); tick_tock6 (2023): '… Note that this only limits proposals, not CfJs, …' (a sentence of the author's that starts 'Note that'); 2008: 'This means a Merchant CAN win within a Guild … Also, just to be clear: the way this is worded means …'; "
                        "round 7 (2019): 'A second go at Autochallenge, taking on board the feedback …', 'A quibble: an Inspector with uneven Quirks …' (closing remarks); "
                        "round 9, is_this_your_card (2010): 'Another take on someone else’s idea. The choice of charms would be …' (as 'another go at'); free_personality_test_inside (2012): '(The “Lost Shrines” rule is just to tidy up the changeover.)' (a purpose said with 'just', 'simply', 'merely'; in other words: 'The second clause is simply to keep old Ferries afloat.'); "
                        "heldout11, 2025 CfJ: 'Making a Quotation is currently defined as an Atomic Action …' (what the ruleset says now, told by the author; in other words 'Docking is presently worded so that …'); "
                        "electoral_energy (2009): 'The current election rule is strange and hard to track; this makes it …'; veto_clarifications (2010): 'Currently a Warden who vetoes by mistake can’t take it back.'; 2019/05 Ideal Defaults: 'right now the defaults can be …'"}
# a label the author's own paragraph starts with ("Note: you …", "Edit: …", "PS: …"): never an entry of the rule's
# list of labelled paragraphs, whatever person it speaks in
REMARK_LABEL = {"phrasing": r"^\s*(?:notes?|n\.?b\.?|edit(?:ed)?|p\.?s\.?|comments?|aside|update|clarification|explanation|rationale|reasoning|motivation|background|flavou?r|ooc)\s*:",
                "origin": "heldout11, 2008 (Kinsmen): 'Pebble: … remove the Pebble from your relics.' / 'Shears: … You may use them …', entries "
                          "of the rule said to the player; the author's 'Note: you …' and 'Edit: …' after such entries are no entry"}
RULE_VERB = {"phrasing": r"\b(?:may|must|shall|can|cannot|should|is|are|was|has|have|gains?|loses?|becomes?|counts?|defaults?|equals?|takes?|"
                         r"applies|apply|receives?|holds?|does|do|happens?|occurs?|ends?|starts?|begins?|changes?|moves?|wins?|pays?|costs?|means|"
                         r"contains?|includes?|remains?|exists?|refers?|resolves?|marked|modified|made|set|given|considered|treated)\b",
             "origin": "rule text of every era ('A Vassal may …', 'Each Wanderer has …'); 2007 'Trial run, before anyone tries this in the core rules.' has none"}
# what marks a paragraph as a rule's own (a permission, a duty, a condition), when text led into by a colon runs to the
# end of the post: a paragraph with none of these is not taken as the rule's (its quoted words left out)
# words added to a rule already there (not a new rule, whose text is all that follows): "Add the following to “X”:"
ADDITION_TO_RULE = {"phrasing": r"^(?:(?:then|also|and)\s*,?\s*)?(?:add|append|insert)\s+(?:the\s+following|this)(?:\s+(?:text|words|paragraphs?|sentences?))?\s+(?:to|at\s+the\s+end\s+of)\b",
                    "origin": "its_alive_its_alive1 (2009): 'Add the following to “Elementary Spells”:<br />Spell: …' and a paragraph after it to the end of the post"}
RULE_SENTENCE = {"phrasing": r"\b(?:may|must|shall|can|cannot)\b|(?:^|[.;:]\s+)(?:if|whenever|when|each|every|no|any|unless|while)\b",
                 "origin": "blogspot c. 2004, Proposal: Divine Wisdom: '… After 48 hours an Audience is closed. If the Queen voted FOR it, it is granted …'; "
                           "the_second_blognomic_civil_war (2011): '… then that post shall be known as a House Post …'; not a closing remark such as 'These ideas are adapted from an earlier dynasty.'"}
# the rule of the instruction before
PREV_RULE = {"phrasing": r"^(?:(?:the\s+)?(?:(?:that|this)\s+same|same|that|this|above|said|previous|aforementioned|previously\s+(?:created|added|mentioned)|newly\s+(?:created|added))\s+(?:sub-?)?rule|it|the\s+rule|(?:the\s+)?(?:sub-?)?rule\s+(?:that\s+|which\s+)?this\s+(?:proposal|cfj)\s+(?:creates|adds|enacts))$",
             "origin": "to-that-rule-add: blognomic.com/archive/abstention_fix (2010) 'To that rule, add the following:'; "
                       "rename-then-remove-sentences-from-it: removing_empty_threats (2010) 'Remove the following sentences from it'; "
                       "blogspot 2004/04 proposal-white-hats: '… in the Rule this Proposal creates …' (the rule the instruction before added)"}
# verbs that end unquoted rule text: a paragraph starting with one is the next instruction, not more text (rule text
# starts with "Each…", "If…", "A Vassal…", rarely with an order to the admin)
STOP = {"phrasing": r"^(?:add|replace|change|amend|append|prepend|insert|remove|delete|repeal|rename|move|create|reword|rewrite|enact|"
                    r"modify|retitle|give|transfer|uphold|unless|otherwise|set|fail|make)\b",
        "origin": "add-rule-bare-title-unquoted-text: blognomic.com/archive/the_properties_of_the_tesseract (2017) 'Create a new rule called X:' "
                  "its text, then the next instruction"}
# a condition the line starts with ("If X, …", "Unless more than half…")
CONDITION = {"phrasing": r"^(?:if|should|in\s+the\s+event\s+that|provided\s+that|unless)\s+",
             "origin": "conditional-if-passed-block: blognomic.com/2021/12 (Kiosk Seeding) 'If <proposal> has passed:'; "
                       "rule-text-in-quotation-marks-unless: a 2006 draft 'Unless more than half…'"}
# the other branch of a condition
OTHERWISE = {"phrasing": r"^(?:otherwise|else|if\s+not|if\s+it\s+(?:did|does|has)\s+not\s+(?:pass|passed|been\s+enacted)|if\s+it\s+(?:failed|fails|was\s+failed)|if\s+(?:this\s+is\s+)?not)\b[\s,:-]*",
             "origin": "conditional-if-passed-block: blognomic.com/2021/12 (Kiosk Seeding) 'If it did not pass:'; 'Otherwise, …'; "
                       "'If it failed:' (the same other branch, said by the outcome); read by the reader and by the enactment deciding it"}
# an instruction after a condition on the same line ("If X, then replace …")
INLINE_THEN = {"phrasing": r"(?:,\s*(?:then\s*,?\s*)?|\bthen\s+)(?:instead\s*,?\s+)?(?:{INSTRUCTION_VERB}\b|(?:at|to|in|after|before)\s+the\b[^:]*\b{INSTRUCTION_VERB}\b)",
               "origin": "conditional-inline-passed: blognomic.com/2021/08 (Ear of the Panopticon) 'If <proposal> passed, replace …'; "
                         "upheaval_and_downheaval (2020): 'If there is a rule entitled “X” then instead add a rule entitled “Y” as follows:'"}
# the same, deciding where a condition that ends with a colon has its instruction on the line
CONDITION_THEN = {"phrasing": r"(?:,\s*(?:then\s+)?|\s+then\s+)(?:instead\s*,?\s+)?(?:{INSTRUCTION_VERB}\b|(?:at|to|in|after|before)\s+the\b[^:]*\b{INSTRUCTION_VERB}\b)",
                  "origin": "conditional-evcs: blognomic.com/2022/10 (Beginning the End) 'If a Quorum of EVCs … contain “X”, replace …'"}
# a condition that names a thing of the gamestate: "it" in the order it governs is that thing, not a rule
CONDITION_GAMESTATE_THING = {"phrasing": r"\b(?:GNDT|gamestate|wiki)\s+(?:page|field|column|row|entry|table|variable)s?\b|\b(?:field|column|row)\s+(?:in|of|on)\s+the\s+(?:GNDT|gamestate)\b"
                                         r"|^there\s+(?:is|exists)\s+an?\s+(?!(?:(?:core|dynastic|special\s+case|appendix)\s+)?(?:sub-?)?rule\b|(?:section|subsection|paragraph|sentence|heading|entry|item|bullet|list|clause|step|keyword|term|definition|glossary|phrase|word|text)s?\b)[a-z]+\s+(?:called|named)\b",
                             "origin": "2004 (Clans): 'If there is a GNDT field called “Kinfolk”, rename it to “Living Kin”.'; "
                                       "hello_darkness_my_old_bro (2022/12): 'If there is a hall called Entrance Hall, give it a Kind of Gallery.' (a thing of the game, not a rule or a part of one)"}
IT_OBJECT = {"phrasing": r"^\w+\s+it\b|\b(?:from|to|of|in)\s+it\b", "origin": "'rename it to …', 'remove … from it' (the order a condition governs, said of what it names)"}
# a condition about a quoted word ("If “Sailor” is not a game term, replace it with “Player” …"): "it" in its order is that word
CONDITION_WORD_SUBJECT = {"phrasing": r"^(?P<t>{QUOTED})\s+(?:is|are)\s+(?:not\s+)?(?:an?\s+)?(?:(?:game|defined)\s+)?(?:term|word|keyword|defined|used|mentioned)\b",
                          "origin": "blogspot 2004/04 proposal-white-hats: 'If \"Sailor\" is not a game term, replace it with \"Player\" in the Rule this Proposal creates wheresoever it occurs.'"}
# the words a condition ends with when its instructions follow on the next lines ("If X, do the following:")
CONDITION_LEADS_ON = {"phrasing": r"(?:[\s,]*\bthen)?(?:[\s,]*\b(?:do|perform|make|apply|carry\s+out)\s+the\s+following(?:\s+(?:changes|actions|steps|instructions))?)?\s*$",
                      "origin": "2009 (the Sphinx's Riddles): 'If more than half of all comments … contain the text “…”, do the following:'; 'If X, then:'"}
# a condition whose instruction is to do nothing
DO_NOTHING = {"phrasing": r"do\s+nothing\.?", "origin": "'If X, do nothing.' (the empty branch of a conditional, as 'If it did not pass:' in Kiosk Seeding, 2021/12)"}
# two instructions joined on one line
AND_SPLIT = {"phrasing": r"\s*(?:,\s*and\s*,?|;\s*and|;|\band\b|,\s*then\b|\bthen\b)\s+(?=(?:{INSTRUCTION_VERB}|at\s+the|in\s+the|to\s+the|from\s+the\s+same|after|before)\b)",
             "origin": "conditional-inline-passed: 2021/08 (Ear of the Panopticon) '… replace … and add a new rule called “X” …'; 'Repeal X and remove Y'"}
# a repealed rule's name that runs into another instruction
CHAINED_INSTRUCTION = {"phrasing": r"\b(?:and|then)\s+{INSTRUCTION_VERB}\b",
                       "origin": "repeal-forms: 2022/10 (Systemic Party Tricks): a repeal followed by another instruction on its line"}
# "Repeal Rule 4, and renumber the ruleset to cover the gap": the renumbering is the repeal's own consequence in a
# Ruleset of numbered rules, said after it (the repeal is read; the numbers follow from it)
# a condition on the rule the order names, said inside the order: "Repeal the rule “X”, if it exists.", "In the rule “X”,
# if it exists, replace …", "(provided that rule exists)"
IF_EXISTS = {"phrasing": r"\s*,?\s*\(?\s*(?:if|provided(?:\s+that)?)\s+(?P<cond>(?:it|that\s+rule|the\s+rule|such\s+a\s+rule|this\s+rule|they)\s+(?:still\s+)?exists?)\s*\)?\s*(?P<comma>,)?",
             "origin": "round 8 (2007): 'Repeal the rule “Credit”, if it exists.'; (2015): 'In the rule “The Warden”, if it exists, replace …'; "
                       "holdout-2022: 'Add the following as a subrule to the rule X, if it exists, called Y:'"}
# one order said of several rules named in a row: "In the subrules “A”, “B”, and “C” add this text:"
MANY_RULES = {"phrasing": r"^(?:in|within)\s+(?:the\s+)?(?:(?:core|dynastic)\s+)?(?:sub-?)?rules\s+(?P<names>⟦\d+⟧(?:\s*,\s*(?:and\s+)?⟦\d+⟧|\s+and\s+⟦\d+⟧)+)\s*,?\s*(?P<rest>\S.*)$",
              "origin": "round 8 (2023): 'In the subrules “Hoard”, “Collect”, “Pick Off”, and “Limelight” add this text:' and the line"}
RENUMBER_TAIL = {"phrasing": r"\s*,?\s*(?:and|then)\s+renumber\s+(?:the\s+)?(?:rule\s*set|rules)(?:\s+(?:to\s+cover\s+the\s+gap|accordingly|as\s+(?:needed|necessary)))?\s*[.;]?\s*$",
                 "origin": "blogspot.blognomic.com/2004/03/proposal-removing-hoops-trivial (2004): 'Repeal Rule 4, and renumber the ruleset to cover the gap.'"}
# a line that names a rule (and a place in it) for the orders after it: the items of the list that follows, or the next
# lines of its paragraph
SCOPE_LEAD = {"phrasing": r"^(?:in|within)\s+{RULE}(?:\s*,?\s*(?:in|within)\s+{INNER})?\s*:-?\s*$",
              "origin": "blogspot.blognomic.com 2003 (If It's Not Worth Doing At All...): 'In the rule entitled Proposals:' and a list of orders; "
                        "2004 (its-privelege-not-right): 'In Rule 10 in the 4th paragraph:<br>Replace:<br>…<br>With:<br>…'"}
# the reason an order ends with, said after it ("… in order to avoid confusion with Absent status."): not part of it
PURPOSE_TAIL = {"phrasing": r"\s*,?\s+(?:in\s+order\s+to|so\s+as\s+to)\s+[^⟦⟧]{1,200}$",
                "origin": "2003 (proposal-idle-only-by-request-awol-by): 'In addition, rename Rule 8: “Truancy” in order to avoid confusion with Absent status.'"}
# the rule a line names first, for every order joined on it ("In the rule “Goods”, replace … throughout, and add:")
IN_RULE_PREFIX = {"phrasing": r"^(?:in|within)\s+{RULE_REF}\s*,\s*",
                  "origin": "blognomic.com/archive/cranes_and_fields (2025/06): 'In the rule “Goods”, replace “Granary” with “Orchards” throughout, and add:-'"}
# a place in the rule just named, said with "its" ("replace its bullet points with:"): read as "the … of it"
ITS_PLACE = {"phrasing": r"\bits\s+(?P<place>(?:{NTH}\s+)?(?:paragraphs?|sentences?|bullet(?:ed)?\s+points?|bulleted\s+list|list\s+items|list))\b",
             "origin": "blognomic.com/archive/light_rendering_update_2.0 (2022/12): 'Make Fuse Box a subrule of Lamplight, and replace its bullet points with:'"}
# "In the rule X, replace A with B and C with D": the pairs after the first apply to the same rule
MORE_PAIRS = {"phrasing": r"\s*,?\s*and\s+(?:the\s+text\s+|replace\s+)?({QUOTED})\s*,?\s*(?:with|to)\s+({QUOTED})\s*$",
              "origin": "replace-in-rule-two-pairs: blognomic.com/2021/08 (communications clarity) 'replace “A” with “B” and “C” with “D”'"}
# a sentence that goes on with the instruction before ("Add a new Dynastic Rule. Call it “X” and give it…")
CONTINUED_SENTENCE = {"phrasing": r"(?:call\s+it|within\s+it|give\s+it|with\s+the\s+(?:following\s+)?text|it\s+(?:will|shall|should)\s+(?:contain|read|say|have)\s+(?:the\s+following(?:\s+text)?|as\s+follows)\s*:)",
                      "origin": "add-dynastic-rule-call-it: blognomic.com/archive/historical_document_preservation_act (2012) "
                                "'Add a new Dynastic Rule to the ruleset. Call it “X” and give it the following text:'; round 7 (2007): "
                                "'Add a rule called The Golden Acorn to the ruleset.' / 'It will contain the following text:' (its own paragraph)"}
# the words a condition says a rule says ("If the rule does not continue to say “X”, then add that …"): X, for "that"
SAYS = {"phrasing": r"\b(?:say|says|read|reads)\s+({QUOTED})",
        "origin": "blognomic.com/archive/pre-position (2012): 'If the rule does not continue to say “, described in this Rule.” then add that at the end of the newly added sentence.'"}
# two orders on one condition, the second its "otherwise" ("If X, add the following to A; otherwise add it to B: “T”")
OR_ELSE = {"phrasing": r"\s*;\s*(?P<word>otherwise|else)\s*,?\s+(?=(?:add|append|insert|put)\b)",
           "origin": "blognomic.com/archive/how_a_bill_becomes_a_law (2021): 'If Proposal: P was enacted, add the following to the list in the rule “A”; otherwise add it to the list in the rule B: “…”'"}
# the text of the order before, said "it" ("otherwise add it to the list in …"): read as "add the following"
IT_TEXT = {"phrasing": r"\b(add|append|insert|put)\s+it\b",
           "origin": "blognomic.com/archive/how_a_bill_becomes_a_law (2021): '… ; otherwise add it to the list in the rule B: “…”'"}
# the text an order before the last one gives: "the following" (OR_ELSE's first order)
THE_FOLLOWING = {"phrasing": r"\bthe\s+following\b",
                 "origin": "blognomic.com/archive/how_a_bill_becomes_a_law (2021): 'If Proposal: P was enacted, add the following to the list in the rule “A”; …'"}
# one item of a list of replacements ("* “A” with “B”"), the item's own text (quoted with real quotation marks)
PAIR_ITEM = {"phrasing": r"[*#]*\s*[“\"](.+?)[”\"]\s*,?\s*(?:with|to|by|->|→)\s*[“\"](.+?)[”\"]\s*[.;]?",
             "origin": "blognomic.com/archive/no_artificial_favourings_special_case (2021): 'In “Boons”, make the following replacements, where the replaced strings exist:-' and the items '“A” with “B”'"}
# one rule named by its quoted title in an order no form reads ("Remove all text from the “X” rule, except …"): the
# rule the next orders speak of ("To the start of the rule, add:-")
ONE_RULE_NAMED = {"phrasing": r"(?:\bthe\s+)({QUOTED})\s+(?:sub-?)?rule\b|\b(?:sub-?)?rule\s+({QUOTED})",
                  "origin": "blognomic.com/archive/ideal_dome_exhibition (2019): 'Remove all text from the “X” rule, except for its bulleted list.' then 'To the start of the rule, add:-'"}
# what every form of FORMS holds: a quoted text or an order's verb (a line with neither is tried against no form)
MAY_BE_FORM = {"phrasing": r"⟦|\b(?:{INSTRUCTION_VERB}|{ADD_VERB}|mark|alter|redraft|put|place)\b",
               "origin": "the verbs the forms of this module start with ('mark' 2005 hiatus forms, 'alter'/'redraft' 2003-2004 rewordings, "
                         "'put'/'place' 2021-2025 placements) and their quoted texts"}
# an order that ends with its verb, its old text and its new text following as two quoted blocks ("Amend rule N by
# replacing" [quote] [quote]; "In Rule N – Title, change:" [quote] to: [quote])
OLD_TEXT_FOLLOWS = {"phrasing": r"\b(?:change|replace|amend|from|changing|replacing)\s*:?-?\s*$",
                    "origin": "blognomic.com/archive/no_quiet_awakenings (2011): 'Amend rule N by replacing' and two blockquotes; "
                              "blogspot.blognomic.com/2005/05/proposal-secret-memberships (2005): 'In Rule N – Title, change:' … 'to:' …"}
# an order that ends with its verb, its unquoted old text following in paragraphs, then "to", then the new
CHANGE_ORDER_END = {"phrasing": r"\b(?:change|replace|amend)\s*:?-?\s*$",
                    "origin": "blogspot.blognomic.com/2004_10_17_blognomic_archive (2004, More Assassins Fixing): 'In the rule X, change the sentence reading:' <old> 'so it reads' <new>; "
                              "blognomic.com/archive/repealing_hearts_and_spades (2018): 'In “X”, amend:' <old> …"}
# an order that changes words (its old and new text may be laid out as unquoted pairs in the paragraphs after it)
CHANGE_VERB = {"phrasing": r"\b(?:change|replace|amend)\b",
               "origin": "blogspot.blognomic.com/2004_10_17_blognomic_archive (2004): 'change the sentence reading: <old> so it reads <new>'; pairs apart by a line 'and' (2003-2010)"}
# an order that puts new words for old (a fragment of a sentence may be replaced by a fragment)
REPLACE_VERB = {"phrasing": r"\b(?:replace|change|substitute)\b",
                "origin": "blognomic.com/2022/12 (Ban Authorization and Registration Restriction Effectiveness and Documentation Act): "
                          "'Amend the core rule entitled “X” by replacing the text' [quote] 'with' [quote]"}

# a sentence in a rule's own words said alone, as the whole of a paragraph with no instruction before it: the subject a
# rule speaks of (a player by the dynasty's name, "A X", "Each X", "Any X"; up to three words, never a pronoun) and
# "may", "must" or "shall" right after it
BARE_RULE_SENTENCE = {"phrasing": r"^(?!(?:i|we|you|it|this|that|these|those|there|they|he|she|one|someone|anyone|everyone|nobody|people|players?\s+who)\b)(?:(?:a|an|each|every|any|no)\s+)?[\w’'-]+(?:\s+(?!(?:may|must|shall|and|or|but|if|unless|when)\b)[\w’'-]+){0,5}?\s+(?:may|must|shall)\s+(?!be\s+(?:a\s+)?(?:good|better|nice|fun|interesting|worth)\b)\w+",
                      "origin": "Blogger (2003): 'A Map player may spend 1/3 of his points (rounded up) to mark any empty square as a Landmark.' "
                                "(would-be rule text, no rule named); 2006: 'Heroes may name another Hero alongside their vote on this Proposal.'"}
# a change of the game said as a fact of the present, its subject a thing or a player of the game ("The Captain loses
# his Hat.", "Spyglasses cost 4 Gold from now on."): a change the post makes or a rule's sentence, never a remark
GAME_FACT = {"phrasing": r"^(?:the\s+)?(?:first|last)\s+[\w’'-]+\s+to\s+[^.;:!?,]{1,80}?\s+(?:wins|becomes|gains)\b|"
                         r"^(?!(?:i|we|you|it|this|that|these|those|there|they|he|she|one|someone|anyone|everyone|nobody|people|nothing|everything|which|what|how|who|why|where|when|whether|if|unless)\b)(?:(?:a|an|the|each|every|any|all|no)\s+)?[\w’'-]+"
                         r"(?:\s+(?!(?:may|must|shall|and|or|but|if|unless|when|would|could|should|might|will|can|cannot|can’t|can't|do|does|did|not|never|is|are|was|were|to)\b)[\w’'-]+){0,5}?\s+"
                         r"(?:gains?|loses?|receives?|gets?(?=\s+(?:the|a|an|\d+|one|two|three|no|nothing|all|their|his|her|its)\b)|becomes?|wins?|pays?|costs?|(?:is|are)\s+(?:now\s+)?(?:given|awarded|granted|reset|set|moved|removed|doubled|halved|increased|decreased|reduced))\b",
             "origin": "a net before round 5: the round 2 CfJ's 'Kevan wins the game' after a condition, said with no condition; 'Each Vassal gains 3 Coins.'; "
                       "round 10 (2003, Seasons): 'First Player to 900 Marks wins this Season of BlogNomic.' (a victory said of whoever is first)"}
# a change of the game said as a fact whose subject is a thing or a player of the game with a clause of its own ("The
# Trooper who is mentioned with the most valid votes gets the duty of Quartermaster.")
GAME_FACT_CLAUSE = {"phrasing": r"^(?:(?:a|an|the|each|every|any|no)\s+)?(?-i:[A-Z])[\w’'-]*\s+(?:who|whose|that|which|with|named|holding|having)\b[^.;:!?,]{1,120}?\s+"
                                r"(?:gains?|loses?|receives?|gets?(?=\s+(?:the|a|an|\d+|one|two|three|no|nothing|all|their|his|her|its)\b)|becomes?|wins?|(?:is|are)\s+(?:now\s+)?(?:given|awarded|granted))\b",
                    "origin": "round 7 (2009, Duties): 'The Trooper who is mentioned with the most valid votes gets the duty of Quartermaster.'"}
# words of time or occasion said before a sentence's subject ("In the case of a tie, …", "With their vote on this
# proposal, …"): the sentence after them is read as it would be alone
FACT_LEAD = {"phrasing": r"^(?:in\s+(?:the\s+)?(?:case|event)\s+of|with|by|on|at|after|upon|during|alongside|from|as\s+(?=an?\s+(?:\w+\s+){0,2}action\b))\s*[^,.;:!?]{1,80},\s*",
             "origin": "round 7 (2009, Duties): 'With their vote on this proposal, each Trooper may mention the name of one other Trooper. … In the case of a tie, Halloran gets the duty of Quartermaster.'; "
                       "round 10 (2011, Beetles): 'As a daily action, a Beetle who is on the Surface may Walk a Track …' (the kind of action a rule's sentence grants, said first)"}
# the rule said first with "To", then the order and a place in it ("To the rule “X”, add the following bullet point to
# the bulleted list:-"): read as "In the rule “X”, add … to …"
TO_RULE_THEN_PLACE = {"phrasing": r"^to\s+(?:the\s+)?(?:(?:core|dynastic)\s+)?(?:rule\s+)?(?:{QUOTED}|rule\s+\d[\d.]*)\s*,\s*(?:add|append|insert)\s+(?:the\s+following|this|these)\b[^⟦]*?\s(?:to|after|before|at)\s+(?:the|its)\b",
                      "origin": "heldout4 2012 (Mentor Standards): 'To the rule “X”, add the following bullet point to the bulleted list:-'"}
# an addition said to be one bullet point ("add the following bullet point", "as a new bullet point"): a paragraph given
# as its text is an item of a list, written "* …" (the corpus's convention: a bullet typed as a paragraph gets "* ")
ONE_BULLET = {"phrasing": r"\b(?:the\s+following|a\s+new|a|one|another|as\s+an?\s+(?:new\s+)?)\s+bullet(?:ed)?[\s-]*(?:point|item)\b(?!s)",
              "origin": "heldout4 2012 (Mentor Standards): 'add the following bullet point to the bulleted list:- <p>During …</p>' expects '* During …'"}
# the words after an order's colon that are themselves an order naming only a part of a rule, with none of its words
# ("Amend Rule 2.3 (Feynman): Change sentence" and the old and new sentences after it): no rule text, the order that
# takes the text is the one after the colon, in a form not read
PART_EDIT_ORDER = {"phrasing": r"^(?:{INSTRUCTION_VERB}|reword|rewrite|alter)\s+(?:the\s+|this\s+|that\s+|a\s+|one\s+|its\s+)?(?:(?:following|first|second|third|last|next|\d+(?:st|nd|rd|th))\s+)?"
                               r"(?:sentences?|paragraphs?|lines?|text|words?|phrases?|clauses?|bullet(?:ed)?\s+points?|bullets?|items?|entry|entries)"
                               r"(?:\s+(?:as\s+follows|to\s+read|so\s+that\s+it\s+reads|from|to|with|reading))?\s*[:.;-]*\s*$",
                   "origin": "round 10, Realms (2013): 'Amend Rule 2.3 (Feynman): Change sentence' then the old and the new sentence; "
                             "in other words: 'Amend the rule “Harbour”: Replace the paragraph', 'Amend Rule 7 (Tides): reword the last line'"}
# the verbs a condition on a proposal or a rule is said with ("if the Proposal X passes", "if it exists"): in lower
# case inside what was read as a rule's bare name, the name has run on into a condition ("Add to the rule Chores if it
# exists and the Proposal Landscaping passes:", read past "if it exists", left "Chores and the Proposal Landscaping passes")
CONDITION_VERBS = {"words": ("passes", "passed", "fails", "failed", "exists", "exist", "existed", "succeeds", "succeeded",
                             "enacted", "vetoed"),
                   "origin": "round 10, Settlers (2010): 'Add to the rule Trades if it exists and the Proposal Landscaping passes:'; "
                             "in other words: 'Append to the rule Harbours and the Proposal Tides fails:' is no rule's name"}
# the words with which an order under "In rule X:" names a rule of its own ("add to the rule “Y”", "in subrule “Y”",
# "Rule 4"): an order there naming a quoted title with none of them ("add to “Scout”") names an entry of X (a heading,
# an item, a subrule: which, the post does not say), never a rule of that name
NAMES_A_RULE = {"phrasing": r"\b(?:sub-?)?rules?\b|\bsection\b",
                "origin": "round 10, Wasps (2011): 'In rule Castes:<br />add to “Scout”:' and the text of the Scout caste; "
                          "in other words: 'In the rule Guilds:<br />append to “Smiths”:' is an entry of Guilds"}
# a condition on whether a thing is there at all ("If the wiki page “T” exists", "if there is a column …"): a check the
# admin makes when enacting, as a rule's conditions on a page's state ("is empty") are not
EXISTENCE = {"phrasing": r"\bexists?\b|\bdoes\s+not\s+exist\b|^there\s+(?:is|are|exists?)\b",
             "origin": "round 10, Personas (2008): 'If the wiki page “Trinkets and Hints” exists, blank it.'; in other words: 'If the GNDT column “Ink” exists, clear it.'"}
# a paragraph after unquoted rule text that starts with a purpose and then an order ("To create a Burrow, roll DICE8. On
# a 1, …"): a rule's step told to a player, or the author's next order with its reason before it; where the text ends
# is not marked (the purpose is no place: "To the rule X, add" is)
PURPOSE_LEAD = {"phrasing": r"^to{PURPOSE_INFINITIVE}[^.,;:!?⟦]{0,80},\s*(?:then\s+)?{INSTRUCTION_VERB}\b",
                "origin": "round 10, Moles (2011): 'To create a Burrow, roll DICE8. On a 1, 2, 3 or 4, the soil of the new Burrow is Loam. …' "
                          "after a new rule's paragraphs; in other words: 'To forge a Blade, roll DICE6.', 'To settle the matter, give each Smith 2 Iron.'"}
# a sentence whose subject is one player or thing of the game said with "a"/"an" and a clause or participle after it
# ("A Deckhand changing posts at once loses all effects of the old Post"): what any of them does, a rule's sentence; a
# change the post makes names whom it changes ("Each Deckhand loses …", "The Captain loses …")
GENERIC_SUBJECT = {"phrasing": r"^an?\s+(?-i:[A-Z])[\w’'-]*\s+(?:who|whose|that|which|with|(?-i:[a-z])\w+ing)\b",
                   "origin": "round 10, Deckhands (2005): 'A Deckhand changing posts at once loses all effects of the old Post and gains the effects of the new one.' "
                             "after rule sentences with no rule named; in other words: 'A Smith holding two Blades loses one.'"}
