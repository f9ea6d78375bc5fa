"""How admin notes of resolved posts say what became of them (read by parsers.admin_note).

Spaces are short: " " is a run of one to four spaces, "~" an optional one. A row's place in its table matters
where forms overlap (the one starting first, then the longer, then the earlier row is the reading). The notes
quoted are in fixtures/corpus/notes/notes.json with their page.
"""

SPACES = "short"

# ---- statuses. "reversed" undoes what came before ("Unfailed", "Reverted by CfJ").
STATUS_FORMS = [
    {"phrasing": r"un-?(?:failed|enacted|vetoed|adminned)|reverted|veto~withdrawn|reopened", "status": "reversed",
     "origin": "several resolutions in one note, 2009-2021 CfJ aftermaths: 'Failed 3-4 by X. Unfailed: a vote was miscounted. "
               "Failed ...'; 'unadminned by X' 2011; 'Enacted 5-1 by X. Reverted by CfJ'; 'Vetoed by X. Veto withdrawn by X.'"},
    {"phrasing": r"self[-\s]?kill(?:ed|s)?|self[-\s]?fail(?:ed|s)?|s-k|withdrawn", "status": "withdrawn",
     "origin": "blogspot 2005/06: 'Self-failed. Failed by x, 6th of June at 16:08.'; 'Self-killed' 2003-2025; 'S-K' 2006"},
    {"phrasing": r"vetoed", "status": "vetoed", "origin": "blognomic.com/2010/05/ month page: 'Vetoed -X'"},
    {"phrasing": r"illegal(?:ly)?", "status": "illegal",
     "origin": "blognomic.com/archive/veto_clarifications (2010): 'Illegal: reason. -X'; 'Illegally edited outside of the edit window'"},
    {"phrasing": r"unpopular|{QUORUM}~(?:of~)?against", "status": "failed",
     "origin": "blognomic.com/archive/minority_rules (2023): 'Times out N votes to M, which is Unpopular'; 'a quorum against' "
               "(blognomic.com/archive/cuddlebeam_wins1, 2017); 'hits a quorum of AGAINST votes' (2009)"},
    {"phrasing": r"enact(?:ed|s|ing)?|pass(?:ed|es)?|quorums|popular|reach(?:ed|es)? {QUORUM}|{QUORUM} reached", "status": "enacted",
     "origin": "blogspot 2004/03 proposal page: 'Passed N to M by X at H:MM GMT'; blognomic.com/archive/reductio_propositum "
               "(2006): 'Reaches Quorum (N-M) Enacted by X'; 'popular 4 to 0' 2019"},
    {"phrasing": r"fail(?:ed|s|ing)?", "status": "failed",
     "origin": "blogspot 2004/01 week archive: 'Failed by X, 28th Jan - timed out, N vote to M.'"},
]
TIMED_OUT_FORMS = [
    {"phrasing": r"time[sd]?[-\s]?out", "origin": "blogspot 2004/01: 'timed out, N vote to M'; 'Times out' (2023 minority_rules); 'timeout'"},
]
QUORUM_REACHED_FORMS = [
    {"phrasing": r"reach(?:ed|es)? {QUORUM}|{QUORUM} reached",
     "origin": "blognomic.com/archive/reductio_propositum (2006): 'Reaches Quorum (N-M)'"},
]
# ---- a status word right after one of these (up to two filler words between) is negated
NEGATORS = [
    {"phrasing": r"cannot", "origin": "blognomic.com/archive/bad_idea (2006): 'Cannot be Enacted without CoV (N-M) Failed by X'"},
    {"phrasing": r"can\s?not", "origin": "the same as two words ('can not be enacted'), as 'cannot' in bad_idea (2006)"},
    {"phrasing": r"can[’']t", "origin": "blognomic.com/archive/making_the_rules_of_enactment_explicit (2009): 'Can’t reach quorum with N votes against'"},
    {"phrasing": r"could\s?not", "origin": "blogspot 2004/12: 'Could not reach quorum. Failed by X'"},
    {"phrasing": r"couldn[’']t", "origin": "the contraction of 'Could not reach quorum' (blogspot 2004/12)"},
    {"phrasing": r"not", "origin": "'Not failed yet, waiting for the queue' (a negated failure says nothing); 'not timed out' 2023"},
    {"phrasing": r"never", "origin": "'Never enacted: self-killed. -X' (negation, then the reason)"},
    {"phrasing": r"no\slonger", "origin": "'no longer enacted' as 'never enacted' is written (the notes' negation row)"},
    {"phrasing": r"without", "origin": "blognomic.com/archive/bad_idea (2006): 'Cannot be Enacted without CoV'"},
    {"phrasing": r"unable\sto", "origin": "'unable to enact' as 'was able to enact it' is written (2025: 'as it's unclear that less than quorum was able to enact it')"},
    {"phrasing": r"isn[’']t", "origin": "'Isn't illegal after all. Enacted 5-0 by X.' (a negated reason)"},
    {"phrasing": r"wasn[’']t", "origin": "the past of 'Isn't illegal after all' ('wasn't enacted')"},
    {"phrasing": r"won[’']t", "origin": "'won't be enacted' as 'cannot be enacted' (bad_idea, 2006)"},
    {"phrasing": r"didn[’']t", "origin": "'didn't pass' as 'did not pass' is written in conditions of proposals"},
    {"phrasing": r"doesn[’']t", "origin": "'doesn't pass' as 'didn't pass'"},
    {"phrasing": r"fail(?:s|ed)?\sto", "origin": "'failed to reach quorum' as 'Could not reach quorum' (blogspot 2004/12)"},
]
NEGATION_FILLERS = [
    {"phrasing": r"be", "origin": "'Cannot be Enacted without CoV' (bad_idea, 2006)"},
    {"phrasing": r"been", "origin": "'has not been enacted' as 'cannot be enacted'"},
    {"phrasing": r"being", "origin": "'not being enacted' as 'cannot be enacted'"},
    {"phrasing": r"yet", "origin": "'Not failed yet, waiting for the queue'"},
    {"phrasing": r"legally", "origin": "'cannot legally be enacted' (the notes of illegal proposals, 2010-2011)"},
    {"phrasing": r"possibly", "origin": "'cannot possibly pass' as 'cannot be enacted'"},
    {"phrasing": r"ever", "origin": "'cannot ever pass' as 'never enacted'"},
    {"phrasing": r"have", "origin": "'could not have passed'"},
    {"phrasing": r"has", "origin": "'has not been enacted'"},
    {"phrasing": r"get", "origin": "'cannot get enacted'"},
    {"phrasing": r"still", "origin": "'can still be failed' and 'not still enacted'"},
]
# ---- a status word in its base form right after one of these, or a participle after one of them (not "to") and
# "be", is what could or would happen, not what was done
HYPOTHETICAL = [
    {"phrasing": r"to", "origin": "2025: 'Subsequently Failed by X, as it's unclear that less than quorum was able to enact it'"},
    {"phrasing": r"will", "origin": "'it will be failed' as 'it can be failed later'"},
    {"phrasing": r"would", "origin": "'would be enacted' as 'it can be failed later'"},
    {"phrasing": r"could", "origin": "'could be enacted' as 'it can be failed later'"},
    {"phrasing": r"can", "origin": "'it can be failed later'"},
    {"phrasing": r"may", "origin": "'may be enacted' as 'it can be failed later'"},
    {"phrasing": r"might", "origin": "'might be enacted' as 'it can be failed later'"},
    {"phrasing": r"should", "origin": "'should be failed' as 'it can be failed later'"},
    {"phrasing": r"shall", "origin": "'shall be enacted' as 'it can be failed later'"},
    {"phrasing": r"must", "origin": "'must be failed' as 'it can be failed later'"},
]

# ---- tallies: the first match in the note is its tally
TALLY_FORMS = [
    {"phrasing": r"{FOR_COUNT}~{VOTES}~for~,?~(?:(?:to|and)~)?{AGAINST_COUNT_OR_NONE}~(?:{VOTES}~)?{AGAINST_WORD}",
     "origin": "'2 votes FOR, 0 against' 2008; '1 votes FOR to 6 AGAINST'; '7 votes FOR and none AGAINST' 2015"},
    {"phrasing": r"{FOR_COUNT}~for~{VOTES}~,?~{AGAINST_COUNT_OR_NONE}~{AGAINST_WORD}",
     "origin": "blognomic.com/2016/06/: 'Timed out. N FOR votes, M AGAINST'; '(2 for votes, 4 against)' 2016"},
    {"phrasing": r"{FOR_COUNT}~for~,?~{AGAINST_COUNT_OR_NONE}~{AGAINST_WORD}", "origin": "'Passed 7 FOR, 1 AGAINST'"},
    {"phrasing": r"{FOR_COUNT}~{VOTES}~to~{AGAINST_COUNT}", "origin": "'6 votes to 1' 2009-2025, '1 vote to 8' 2017, '7 votes to 1 AGA' 2025"},
    {"phrasing": r"{FOR_COUNT}~to~{AGAINST_COUNT}", "origin": "blogspot 2004/03: 'Passed N to M by X'; 'popular 4 to 0' 2019"},
    {"phrasing": r"\bfor~{FOR_COUNT}~,?~against~{AGAINST_COUNT}", "origin": "blognomic.com/archive/cfj_attn_cotc (2011 CfJ): 'Vote counting: for 18 against 23'"},
    {"phrasing": r"{AGAINST_COUNT_OR_NONE}~(?:{VOTES}~)?against~(?:{VOTES}~)?and~{FOR_COUNT}~for\b",
     "origin": "'with 26 against votes and 17 for' 2011; 'with 6 votes against and 3 for' 2013"},
    {"phrasing": r"{FOR_COUNT}~{DASH}~{AGAINST_COUNT}", "origin": "'5-1', '(2-7)', '2–6', '5-1—name' (every era)"},
    {"phrasing": r"(?!\d\d\d\d-\d\d?-\d\d?){FOR_COUNT}~{DASH}~(?P<a>\d{1,6})~{DASH}~\d{1,6}(?![\d.:]|[-–]\d)",
     "origin": "'Passed: 15-8-3 - X' 2011 (the third count is not named: not read)"},
]
# ---- DEF counts: the first match
DEF_FORMS = [
    {"phrasing": r"{DEF_COUNT}~(?:resolved~)?(?:def(?:erential)?s?|imperials?)\b",
     "origin": "blognomic.com/2016/06/: '(2 + 2 def votes)'; '1 DEF', '2 DEFs', '2 deferential', '(3 imperial)' 2016-2019; "
               "'with 3 resolved DEFs' 2025"},
]
# ---- spans whose words are not the note's own: URLs, quotations, asides; titles after "CfJ:", "by Name:"
QUOTE_FORMS = [
    {"phrasing": r"https?://\S{1,300}", "origin": "'Failed as a duplicate of https://blognomic.com/archive/enact_it_2-1 — X' (a URL holding status words and digits)"},
    {"phrasing": r"www\.\S{1,300}", "origin": "a wiki address written without its scheme, as 'see http://wiki.blognomic.com/...' is with it"},
    {"phrasing": r"“[^”]{0,300}”", "origin": "blognomic.com/archive/cuddlebeam_wins1 (2017 DoV): 'Failed by X. Y “may not post another DoV...”'"},
    {"phrasing": r'"[^"]{0,300}"', "origin": "the same quotation in straight quotes (cuddlebeam_wins1, 2017)"},
    {"phrasing": r"«[^»]{0,300}»", "origin": "the same quotation in guillemets (cuddlebeam_wins1, 2017)"},
]
ASIDE_FORMS = [
    {"phrasing": r"\([^()]{0,300}\)", "origin": "blognomic.com/archive/mob_juices_demand (2015): a second admin's words in parentheses; '(Quorum 5)'"},
]
TITLE_PREFIX_FORMS = [
    {"phrasing": r"(?:cfj|call for judge?ment|proposal|dov|declaration of victory|by \w{1,30})~:",
     "origin": "'Failed by CfJ: Title—name'; blognomic.com/archive/an_august_solution (2009): 'Vetoed by Operation: Veto Everything. - X'"},
]
# ---- admin names, by kind, in order of preference
ADMIN_FORMS = [
    {"phrasing": r"(?:(?<=[\s\d.,;:!?)])(?:--?|[–—]|{TILDE})|(?<=[^\s\d])[–—]|(?<=[a-z])-(?=(?-i:[A-Z])))~(?:adminned by )?{NAMES}{NOTE_END}",
     "kind": "end",
     "origin": "a name after a dash at the very end: 'Vetoed -X' (2010/05), 'Timed out N-M.—X' (2006), '-adminned by x' "
               "(2011 CfJ), glued 'later-X' (2009); a tilde for the dash: 'Vetoed ~ x' 2012"},
    {"phrasing": r"\bby {NAME} {REGNAL_NUMBER}", "kind": "by", "origin": "'Enacted 6-2 by Bran VII.' (a regnal name after 'by')"},
    {"phrasing": r"\bby {NAME} {SECOND_NAME}{NOTE_END}", "kind": "by", "origin": "'Failed 1-6 by Ada Quist.' (two words ending the note)"},
    {"phrasing": r"\bby {NAME}", "kind": "by", "origin": "blogspot 2004/03 proposal page: 'Passed N to M by X at H:MM GMT'"},
    {"phrasing": r"^{NAMES}{NOTE_END}", "kind": "alone", "origin": "the last clause is a name: 'Enacted 4-1. X', 'failed 3-4, two words' (2025)"},
]
ADMIN_MARK_FORMS = [
    {"phrasing": r"adminned|marked|resolved|processed",
     "origin": "blognomic.com/archive/time_to_take_control (2011 CfJ): '-adminned by x'; mob_juices_demand (2015): 'Is this adminned by X now?'"},
]
