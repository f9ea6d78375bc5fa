"""Step 3 of reading a proposal: one tokenized line against the forms (``match_line``), and what a matched form's
parts say: the rule as named, the place in it as a path of steps, the section, the text in house style."""
from __future__ import annotations

import re

from ...models import Instruction
from ...phrasings import proposals as wordings
from ...phrasings.orders import ORDER_VERBS
from ...reading.numbers import ordinal_number
from ...reading.phrasing import read_part
from ...reading.places import Anchor, Heading, Item, Paragraph, Place, Sentence, Step, step_named
from .table import FORMS, MAX_LINE, Q, Cue, Form
from .tokens import Tokens, squash


_WHICH = {e["phrasing"]: e["which"] for e in wordings.WHICH}
_QCHARS = " “”\"‘’"
_PREV_RULE = Cue(wordings.PREV_RULE)
_NUMBERED = re.compile(r"^rules?\s+#?\s*(\d+(?:\.\d+)*)(?:\s*\(\s*(.+?)\s*\)|\s*(?::|,|-{1,2}|–|—)\s*(?P<colon>.+?)|\s+(.+?))?[.;]?$", re.I)
_CHAINED = Cue(wordings.CHAINED_INSTRUCTION)
_BARE_TITLE = Cue({"phrasing": "{BARE_TITLE}"}, flags=0)


# words that start or say a clause of their own: an order's verb, a condition's word or verb ("… and the Proposal X passes")
_CLAUSE_WORDS = frozenset(ORDER_VERBS) | {"if", "unless", "then", "otherwise"} | frozenset(wordings.CONDITION_VERBS["words"])


def rule_name(raw: str | None, toks: Tokens, prev: str | None) -> tuple[str | None, bool]:
    """The rule as the proposal names it (quotes off); (None, False) for "that rule" with no rule before."""
    if raw is None:
        return None, True
    s = squash(raw)
    if _PREV_RULE.match(s):
        return prev, prev is not None
    s = re.sub(r"^the\s+", "", s, flags=re.I)
    s = re.sub(r"^(?:new(?:ly\s+(?:created|added))?\s+)?(?:(?:core|dynastic|special[ -]case|appendix|building\s+blocks?)\s+)?", "", s, flags=re.I)
    s = re.sub(r"\s+section\s+of\s+(?:the\s+)?(?:core|dynastic|special\s+case)\s+rules$", "", s, flags=re.I)  # "the Fair Play section of the Core Rules"
    s = re.sub(r"\s+(?:in|of|from)\s+the\s+(?:(?:core|dynastic|special\s+case)\s+rules|appendix|glossary)$", "", s, flags=re.I)  # "the rule X in the Core Rules"
    s = re.sub(r"\s+(?:sub-?)?rule$", "", s, flags=re.I) if re.fullmatch(rf"{Q}\s+(?:sub-?)?rule", s, re.I) else s  # the “X” subrule
    m = _NUMBERED.match(toks.plain(s))
    if m:
        if m.group(2):
            return f"Rule {m.group(1)} ({m.group(2).strip(_QCHARS)})", True
        if m.group("colon"):  # "Rule 11: Karma"
            return f"Rule {m.group(1)} ({m.group('colon').strip(_QCHARS)})", True
        if m.group(4) and re.search(r"\d\s+" + Q + r"\s*[.;]?$", s):
            return f"Rule {m.group(1)} ({m.group(4).strip(_QCHARS).rstrip(',;:').strip()})", True  # rule 2.4.1 “Overdue!”: its number, then its title
        if m.group(4) and re.match(r"rules?\s+#?\s*\d", s, re.I):  # "Rule 3.1 The Banner Hall": its number, then its title unquoted
            return f"Rule {m.group(1)} ({m.group(4).strip(_QCHARS).rstrip(',;:').strip()})", True
        if m.group(4):  # rule “1.5 Enactment”: a title that starts with its number
            return f"{m.group(1)} {m.group(4).strip(_QCHARS)}", True
        return f"Rule {m.group(1)}", True
    s = re.sub(r"^(?:sub-?)?rules?\s+(?:(?:in|of)\s+the\s+(?:appendix|glossary|(?:core|dynastic|special\s+case)\s+rules)\s*,?\s+)?"
               r"(?:(?:entitled|called|named|titled)\s+)?", "", s, flags=re.I)  # "the rule in the Appendix entitled X"
    name = toks.plain(s).strip().strip("“”\"").strip().rstrip(",;:").strip()  # “Categories,”: the comma is the post's
    if name and _NAME_RUNS_ON(s):
        return None, False  # "Docks; if not, repeal the rule Piers": the name ran on into the next clause
    return (name or None), bool(name)


def _NAME_RUNS_ON(s: str) -> bool:
    """Does a rule's name as read hold more than a name: a second quotation, a clause after a semicolon or a colon, or
    a word that starts a clause of its own (an order's verb, "if", "unless", "then") in lower case?"""
    body = s.strip().rstrip(",;:")
    if re.match(r"(?:that|which|whose|where|containing|with)\s", body):
        return True  # "the rule that contains the text “…”": a rule named by what it says, not by its name
    if len(re.findall(r"⟦\d+⟧", body)) > 1 or re.search(r"[;:]\s", body):
        return True
    return any(w in _CLAUSE_WORDS for w in re.findall(r"(?<![\w’'-])[a-z]+(?![\w’'-])", re.sub(r"⟦\d+⟧", "", body)))


def _nth(word: str | None) -> str:
    w = (word or "").lower()
    n = ordinal_number(w)
    return str(n) if n is not None else re.sub(r"\D", "", w) or "?"


def _section_name(raw: str | None) -> str | None:
    if not raw:
        return None
    s = re.sub(r"^the\s+", "", squash(raw), flags=re.I)
    if re.sub(r"\s+", " ", s.lower()) in ("ruleset", "dynastic rules", "dynastic ruleset", "dynastic rule set"):
        return None
    return s


_EDGE = re.compile(r"the\s+(?:very\s+)?(end|start|beginning|top|bottom)\s+of\s+", re.I)
_STEP_JOIN = re.compile(r"\s*(?:(?:of|in|within|from)(?:\s+|$)|$)", re.I)


def path_of(text: str | None, toks: Tokens) -> tuple[list[Step], str | None] | None:
    """A locator path as the line says it ("the first sentence of the second paragraph of the “X” section of")
    -> (its steps, outermost first: [Heading("X"), Paragraph("2"), Sentence("1")], the edge said: "end"/"start"/None);
    None when a step is not one the part LOC_STEP knows."""
    steps: list[Step] = []
    edge = None
    pos, text = 0, (text or "").strip()
    while pos < len(text):
        m = _EDGE.match(text, pos)
        if m:
            edge = "start" if m.group(1).lower() in ("start", "beginning", "top") else "end"
            pos = m.end()
            continue
        got = read_part("LOC_STEP", text, pos, spaces=wordings.SPACES)
        if got is None:
            return None
        alt, sm = got
        groups = sm.groupdict()
        q = re.sub(r"\s*(?:…|\.\.\.)$", "", (toks.get(groups.get("q")) or "").strip(_QCHARS)).strip(_QCHARS)  # “When a DoV is Enacted…”
        kind, _, arg = alt["step"].partition(":")  # the wording's data: "paragraph beginning:{q}"
        steps.append(step_named(kind, arg.format(nth=_nth(groups.get("nth")), q=q)))
        j = _STEP_JOIN.match(text, sm.end())
        if j is None:
            return None
        pos = j.end()
    return list(reversed(steps)), edge


def section_of_scope(scope: str) -> str | None:
    """The section a scope names ("in every dynastic rule" -> Dynastic Rules), or None."""
    s = scope.lower()
    return "Dynastic Rules" if "dynastic" in s else "Core Rules" if "core" in s else None


def with_text(line: str, toks: Tokens) -> str:
    """The line as it would read with its quoted text after it (a stand-in token): how a line that leads into text
    ("Add to the rule X:") is tried against the forms before its text is taken."""
    probe = re.sub(r"[\s:;,\-–—]+$", "", line) + " " + toks.add("x", True)
    return probe[:1].upper() + probe[1:]


def _title_of(quoted: str | None) -> str | None:
    """A rule's title as quoted: the stop or comma inside the closing quotation mark is the sentence's, not the
    title's (“Ferries.”); a title that runs over a line holds more than a title (the next paragraph): none."""
    t = (quoted or "").strip()
    if "\n" in t:
        return None
    return t.rstrip(",;:.").strip() or None


def unwrap(text: str | None) -> str | None:
    """Added text in house style: a sentence given in quotation marks is added without them; a list typed as
    lines starting with * or # gets the space after its marks ("*Render" -> "* Render")."""
    if not text:
        return text
    text = re.sub(r"(?m)^([*#]+)(?=[^\s*#])", r"\1 ", text)
    if text.rstrip().endswith("”") and text.count("”") > text.count("“"):
        text = text.rstrip()[:-1]  # a closing quotation mark the text never opened: the post's slip
    m = re.fullmatch(r"\s*[“\"](?P<t>[^“”\"]+?)[”\"]\s*(?P<stop>[.]?)\s*", text) or _SINGLE_QUOTED.fullmatch(text)
    if not m:
        return text
    t = m.group("t").strip()
    return t + "." if m.group("stop") and not t.endswith((".", "!", "?")) else t


# a paragraph given in straight single quotation marks (Blogger era: "replace:- / 'A' / with:- / 'B'"): its words are
# what is inside them (an apostrophe within, "Ship's", is no mark of the quotation: only the first and last are)
_SINGLE_QUOTED = re.compile(r"\s*'(?P<t>[^'\s][^\n]*?[^\s])'\s*(?P<stop>[.]?)\s*")


def unquoted_old(text: str | None) -> str | None:
    """Old words given as a paragraph in straight single quotation marks, without them (as unwrap does for text)."""
    m = _SINGLE_QUOTED.fullmatch(text or "")
    return m.group("t").strip() if m and not m.group("stop") else text


def match_line(line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """The instructions one line holds, by the first form that reads all of it; None if none does."""
    if len(line) > MAX_LINE:
        return None  # an instruction line is a sentence, not a page: no form is tried on it
    if not _MAY_BE_FORM.search(line):
        return None  # every form has quoted text or an order's verb: a line with neither is no instruction
    for form in FORMS:
        m = form.regex.match(line)
        if not m:
            continue
        got = _from_match(form, m, line, toks, prev_rule)
        if got is not None:
            return got
    return None


def _from_match(form: Form, m: re.Match, line: str, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads the instructions a form's match says, or None when its parts do not read."""
    g = m.groupdict()
    fixed = dict(form.fixed)
    sentence = toks.restore(line)
    rule, ok = _named_rule(g, fixed, toks, prev_rule)
    if not ok:
        return None
    if g.get("kw"):
        words = (toks.get(g["kw"]) or "").strip(_QCHARS)
        if not words:
            return None
        ins = Instruction(kind=form.kind, sentence=sentence, rule=rule, where=Place.of(Heading(words)), text="")
        return [ins]
    if fixed.get("context_rule"):
        rule = toks.context_rule  # the rule the condition names; None: the words are looked for in the whole Ruleset
    if fixed.get("prev_rule"):
        if prev_rule is None:
            return None  # "to the end of the third paragraph" of no rule named before: never guessed
        rule = prev_rule
    ins = Instruction(kind=form.kind, sentence=sentence, rule=rule)
    path = _place_path(form, g, fixed, ins, toks)
    if path is None:
        return None
    if fixed.get("then_rename"):  # "Replace the rule X with the following rule, called Y:": its text, then its title
        return _replaced_then_renamed(g, ins, toks, sentence, rule)
    if g.get("targets"):  # several rules at once: one instruction each
        names = re.findall(Q, g["targets"])
        return [Instruction(kind=form.kind, sentence=sentence, rule=(toks.get(t) or "").strip()) for t in names]
    if g.get("scope"):
        ins.section = section_of_scope(g["scope"])
    if g.get("old_word"):  # "Replace all instances of Painter within the ruleset with Player"
        ins.old, ins.text = g["old_word"], g["new_word"]
        ins.which = _WHICH.get(squash(g.get("which") or "").lower(), "every")
        if g.get("old_word2"):  # "Rename Pilgrim to Player and Abbot to Emperor"
            return [ins, Instruction(kind=form.kind, sentence=sentence, rule=rule, old=g["old_word2"], text=g["new_word2"], which=ins.which)]
        return [ins]
    if form.kind == "add_rule":
        return _added_rule(g, fixed, ins, line, toks, prev_rule, sentence)
    if form.kind in ("replace_text", "append_text", "prepend_text", "insert_text", "replace_rule"):
        return _text_edit(form, g, fixed, ins, path, line, toks, sentence, rule)
    if form.kind == "rename_rule" and g.get("status"):  # "Set the Special Case rule “X” to Inactive."
        ins.title = f"{rule} [{g['status'].capitalize()}]"
        return [ins]
    if form.kind == "rename_rule":
        t = g.get("title")
        if t and not re.fullmatch(Q, t) and not _BARE_TITLE.fullmatch(t.strip()):
            return None
        ins.title = _title_of(toks.get(t)) if t else None
        if ins.title and fixed.get("then_text"):  # "Rename Rule 10 to “X” and have it read:"
            return [ins, Instruction(kind="replace_rule", sentence=sentence, rule=ins.title, text=unwrap(toks.get(g.get("text"))))]
        return [ins] if ins.title else None
    if form.kind == "repeal_rule":
        return [ins] if ins.rule else None
    if form.kind == "move_rule":
        return _moved_rule(g, ins, toks, prev_rule)
    return None


def _named_rule(g: dict, fixed: dict, toks: Tokens, prev_rule: str | None) -> tuple[str | None, bool]:
    """Reads the rule a match names, checked as the form asks; (None, False) when the name does not read."""
    rule, ok = rule_name(g.get("rule"), toks, prev_rule)
    if not ok:
        return None, False
    if fixed.get("check_rule") and g.get("rule"):
        r = g["rule"]
        if not re.search(rf"(?:{Q}|\d|(?-i:[A-Z]))", re.sub(r"^(?:the\s+)?(?:\w+\s+)?(?:sub-?)?rule\s*", "", r, flags=re.I)):
            return None, False
        if re.search(r"\b(?:from|in|of)\b", toks.plain(r), re.I) and not re.search(Q, r):
            return None, False  # "Remove the last paragraph from the rule X" is not a repeal
        if re.search(Q, r) and not re.search(Q + r"\s*$", r) or _CHAINED.search(r):
            return None, False  # the name stops at its closing quote: what follows is another instruction
    if fixed.get("rule_word") and not re.search(r"\brule\b", g.get("rule") or "", re.I):
        return None, False  # "Replace “A” with “B”" replaces words; only "the rule X" is the whole rule
    if fixed.get("needs_context") and toks.context_rule is None:
        return None, False  # "change the Stag Beetle’s Movement Rule to …" names a rule's part only where a condition named the rule
    if fixed.get("rule"):
        rule = fixed["rule"]  # "the “X” keyword entry": an entry of the rule that holds the keywords
    return rule, True


def _place_path(form: Form, g: dict, fixed: dict, ins: Instruction, toks: Tokens) -> list[Step] | None:
    """Reads the place a match names in its rule as a path of steps (the kind set by its edge or side), or None."""
    got = path_of(g.get("path") or g.get("inner"), toks)
    if got is None:
        return None  # a step of the place that no wording of LOC_STEP reads: never guessed
    path, edge = got
    if g.get("inner2"):  # "In the paragraph beginning “X”, omit the last sentence": the second place is in the first
        got2 = path_of(g["inner2"], toks)
        if got2 is None or not got2[0]:
            return None
        path = [*path, *got2[0]]
    if fixed.get("rule_named") and not g.get("rule"):
        return None
    if g.get("phrase"):  # "in “If the game is … must”, change the “must” to a “may”": the sentence those words begin
        words = (toks.get(g["phrase"]) or "").strip(_QCHARS)
        if not words:
            return None
        path = [*path, Sentence(beginning=words)]
    if (g.get("edge") or "").strip():
        edge = "start" if re.match(r"the\s+(?:very\s+)?(?:start|beginning|top)", g["edge"], re.I) else "end"
    if g.get("asnth"):  # "insert the following as the second paragraph": after the first (as the first: at the start)
        n = _nth(g["asnth"])
        if not n.isdigit() or int(n) < 1:
            return None
        if n == "1":
            ins.kind = "prepend_text"
        else:
            path = [*path, Paragraph(str(int(n) - 1))]
    if fixed.get("needs_path") and not path:
        return None
    if path and form.kind in ("add_rule", "rename_rule", "move_rule", "repeal_rule"):
        return None
    if fixed.get("side"):
        ins.kind = "prepend_text" if g["wh"].lower() == "before" else "append_text"
    elif edge == "start" and form.kind == "append_text":
        ins.kind = "prepend_text"
    elif edge and form.kind not in ("append_text", "prepend_text"):
        return None  # "replace the end of the rule" says no words
    if form.kind == "replace_rule" and path:
        ins.kind = "replace_text"  # the whole of that part of the rule, replaced
    return path


def _replaced_then_renamed(g: dict, ins: Instruction, toks: Tokens, sentence: str, rule: str | None) -> list[Instruction] | None:
    """Reads a rule replaced by new text and then given a new title, as two instructions."""
    title = g.get("title")
    if not title or not (re.fullmatch(Q, title) or g.get("tkw")):
        return None
    ins.text = unwrap(toks.get(g.get("text")))
    new_title = (toks.get(title) or "").strip()
    if not ins.text or not new_title or not rule:
        return None
    return [ins, Instruction(kind="rename_rule", sentence=sentence, rule=rule, title=new_title)]


def _added_rule(g: dict, fixed: dict, ins: Instruction, line: str, toks: Tokens, prev_rule: str | None,
                sentence: str) -> list[Instruction] | None:
    """Reads a new rule: its title, where it goes (parent, section, next to a rule) and its text."""
    g = _new_rule_title(g, fixed, ins, toks)
    if g is None:
        return None
    if not _new_rule_place(g, fixed, ins, line, toks, prev_rule):
        return None
    ins.text = unwrap(toks.get(g.get("text")))
    if g.get("ifexists"):  # "Add the following as a subrule to the rule X, if it exists, called Y:"
        ins.parent = ins.parent or rule_name(g.get("parent"), toks, prev_rule)[0]
        return [Instruction(kind="conditional", sentence=sentence, condition="it exists", children=[ins])]
    num = g.get("newnum") or ""
    if "." in num and not ins.parent:  # "Create a rule 1.2.1, named X": a subrule of Rule 1.2
        ins.parent = "Rule " + num.rsplit(".", 1)[0]
    return [ins]


def _new_rule_title(g: dict, fixed: dict, ins: Instruction, toks: Tokens) -> dict | None:
    """Reads a new rule's title into ``ins`` (from its text's bold heading when the form says so); the match's parts
    (its text without that heading), or None when the title does not read."""
    title = g.get("title")
    if title and not re.fullmatch(Q, title) and not g.get("tkw") and not fixed.get("bare_colon"):
        return None  # an unquoted title needs "called"/"entitled" before it
    if fixed.get("bare_colon") or fixed.get("block_text"):
        tok = re.fullmatch(r"⟦(\d+)⟧", g.get("text") or "")
        if not tok or not toks.items[int(tok.group(1))][1]:
            return None  # "Add a rule Grand Designs": only a block of text after it is the rule's
    if title and not re.fullmatch(Q, title):
        bare = re.sub(r"\s+(?:to|in|into|within)\s+the\s+rule\s*set$", "", title.strip(), flags=re.I)
        if re.search(r"\s(?:to|in|into|within|under|of)\s+the\s+(?:(?:core|dynastic|special\s+case)\s+)?(?:rules?|rule\s*set|appendix|glossary)\b", bare, re.I):
            return None  # "called Gold to the Dynastic Rules": where the title ends and the place starts is not sure
        title = bare  # "Add a rule called The Golden Acorn to the ruleset": the ruleset is where every rule goes
    ins.rule = None
    ins.title = _title_of(toks.get(title)) if title else None  # “Tampering:”, “Reviewer’s Table,”, “Ferries.”: the post's marks
    if fixed.get("title_from_text") and not ins.title:  # "Create this as a subrule for X:" and its text headed by its title in bold
        head = re.match(r"\s*'{3}([^'\n]{1,80})'{3}\s*\n\n", toks.get(g.get("text")) or "")
        if head:
            ins.title = head.group(1).strip()
            g = {**g, "text": toks.add((toks.get(g["text"]) or "")[head.end():], True)}
    if not ins.title:
        return None
    return g


def _new_rule_place(g: dict, fixed: dict, ins: Instruction, line: str, toks: Tokens, prev_rule: str | None) -> bool:
    """Reads where a new rule goes (its parent rule, its section, the rule it goes before or after) into ``ins``."""
    parent = g.get("parent") or g.get("parent2") or g.get("parent3") or g.get("parent4")
    if parent:
        if not fixed.get("subrule") and not re.search(r"sub-?rule", g.get("noun") or "", re.I) \
                and not re.search(r"as\s+an?\s+(?:new\s+)?sub-?rule", line, re.I):
            return False  # "Add a new rule to “X”": into what is unclear
        ins.parent, ok = rule_name(parent, toks, prev_rule)
        if not ok:
            return False
    elif re.search(r"sub-?rule", g.get("noun") or "", re.I) and "." not in (g.get("newnum") or ""):
        return False  # a subrule of no named rule: never guessed (a number "2.9.1" names its rule, below)
    kw = (g.get("kindword") or "").strip().lower()
    ins.section = _section_name(g.get("section")) or {"core": "Core Rules", "special case": "Special Case", "appendix": "Appendix"}.get(kw)
    if g.get("wh") and g.get("anchor_rule"):
        anchor, ok = rule_name(g["anchor_rule"], toks, prev_rule)
        if not ok:
            return False
        ins.where = Place.of(Anchor(anchor, g['wh'].lower()))
    return True


def _text_edit(form: Form, g: dict, fixed: dict, ins: Instruction, path: list[Step], line: str, toks: Tokens,
               sentence: str, rule: str | None) -> list[Instruction] | None:
    """Reads an edit of a rule's text (replace, append, prepend, insert): its text, the words it replaces, where, how often."""
    ins.text = fixed["text"] if "text" in fixed else unwrap(toks.get(g.get("text")))
    if ins.text is None:
        return None
    if fixed.get("text_of_rule") and re.fullmatch(r"(?:[A-Z][\w’'-]*\s*){1,3}", ins.text.strip()):
        return None  # "add the following to Chamber" / "Actions": capitalised words alone are the rest of the title
    if g.get("old"):
        path = _old_words(form, g, ins, path, line, toks, rule)
        if path is None:
            return None
    own = bool(path) and ins.kind in ("append_text", "prepend_text") and bool(_OWN_PARAGRAPH.search(line)) \
        and not any(isinstance(step, Anchor) for step in path)  # "add the following paragraph after the list": a paragraph of its own there
    if path:
        ins.where = Place(tuple(path), own_paragraph=own)
    _how_often(g, fixed, ins)
    if g.get("h1"):  # "the Stag Beetle’s Movement Rule": the part labelled Movement Rule of the part labelled Stag Beetle
        ins.where = Place.of(Heading(g["h1"]), Heading(g["h2"]))
        if g.get("h3"):
            return [ins, Instruction(kind=form.kind, sentence=sentence, rule=rule, where=Place.of(Heading(g["h3"]), Heading(g["h4"])),
                                     text=unwrap(toks.get(g["text2"])))]
    if form.kind == "insert_text":
        anchor = (toks.get(g.get("anchor")) or "").rstrip(",;: ")  # “…, and to bar the perpetrator from rejoining,”: the comma is the post's
        ins.where = Place((*path, Anchor(anchor, g["wh"].lower(), sentence=bool(g.get("sent")))))
    out = [ins]
    if g.get("many"):  # "the following sentences": each line of the quoted text is removed where it stands
        lines = [x.strip() for x in (ins.old or "").split("\n") if x.strip()]
        out = [Instruction(kind="replace_text", sentence=sentence, rule=rule, old=x, text="") for x in lines]
    if g.get("old2"):
        out.append(Instruction(kind="replace_text", sentence=sentence, rule=rule, old=toks.get(g["old2"]), text=ins.text))
    return out


def _old_words(form: Form, g: dict, ins: Instruction, path: list[Step], line: str, toks: Tokens,
               rule: str | None) -> list[Step] | None:
    """Reads the words an edit replaces into ``ins`` (quotation marks and a list's marks the post's); the path (a whole
    item when the words name one), or None when the words do not read."""
    ins.old = unquoted_old(toks.get(g["old"]))
    if not ins.old:
        return None
    if form.kind == "replace_text" and not rule and ins.text and "\n\n" in ins.text.strip() \
            and re.fullmatch(r"[^.!?:;\n]{1,60}", ins.old.strip()):
        # "Change “The Risen” to the following:" and paragraphs, no rule named: the words may be a rule's
        # title (the whole rule replaced) or words of some rule: not sure, not read
        return None
    m_q = re.fullmatch(r"\s*“([^“”\"]+)”\s*|\s*\"([^“”\"]+)\"\s*", ins.old)
    if m_q:  # “…” (or "…", 2003) on a line of its own: the quotation marks are the post's, as around the new text
        ins.old = m_q.group(1) or m_q.group(2)
    if ins.text and re.fullmatch(r"(?:[*#]+ [^\n]+\n?)+", ins.text) and "\n" in ins.text.strip() \
            and not ins.old.lstrip().startswith(("*", "#")) and re.search(r"\b(?:bullet\s+point|list\s+item|item)\s*,?\s*" + re.escape(g["old"]), line, re.I):
        path, ins.old = [*path, Item(beginning=ins.old.strip())], None  # "replace the bullet point “X” with" a list: the whole item
    elif ins.text and re.fullmatch(r"[*#]+ [^\n]+", ins.text) and not ins.old.lstrip().startswith(("*", "#")):
        ins.text = re.sub(r"^[*#]+ ", "", ins.text)  # an item's words replaced by the words of a one-item list
    if ins.old is not None and ins.text and ins.text.endswith(".") and not ins.old.rstrip().endswith((".", "!", "?")) and len(ins.text.split()) <= 3 \
            and re.search(re.escape(g.get("text") or "⟦⟧") + r"[\s.;]*$", line):
        ins.text = ins.text[:-1]  # “Admin.” closing the sentence: the full stop is the sentence's, not the term's
    return path


def _how_often(g: dict, fixed: dict, ins: Instruction) -> None:
    """Reads which occurrences of the words an edit applies to ("only", "every", "first", "nth:2") into ``ins``."""
    if g.get("which"):
        ins.which = _WHICH.get(squash(g["which"]).lower(), "only")
    if g.get("everywhere"):  # "… wheresoever it occurs"
        ins.which = "every"
    if fixed.get("which") and ins.which == "only":
        ins.which = fixed["which"]  # "Throughout that rule, replace …": every instance
    if g.get("thru"):  # "replace “A” with “B” throughout"
        ins.which = "every"


def _moved_rule(g: dict, ins: Instruction, toks: Tokens, prev_rule: str | None) -> list[Instruction] | None:
    """Reads where a rule is moved: under a parent rule, into a section, before or after another rule."""
    if g.get("parent"):
        ins.parent, ok = rule_name(g["parent"], toks, prev_rule)
        if not ok:
            return None
    ins.section = _section_name(g.get("section"))
    if g.get("section") and ins.section is None:
        if not re.search(r"dynastic", g["section"], re.I):
            return None  # "move to the Ruleset" says nothing
        ins.section = "Dynastic Rules"  # where it goes: a rule of its own there (a subrule made a rule), not nowhere
    if g.get("wh"):
        anchor, ok = rule_name(g["anchor_rule"], toks, prev_rule)
        if not ok:
            return None
        ins.where = Place.of(Anchor(anchor, g["wh"].lower()))
    return [ins]


_OWN_PARAGRAPH = Cue(wordings.OWN_PARAGRAPH)
_MAY_BE_FORM = Cue(wordings.MAY_BE_FORM)
