""""Did you mean …": the nearest rule title, or the nearest words of a rule, to a name or a quotation that is not
there (difflib), so that an instruction that cannot apply says what the author probably meant.

    rule_hint(ref, titles) -> ' (did you mean 'X'?)' or ''
    text_hint(old, body) -> ' (did you mean '…'?)' or ''

Pure: no I/O.
"""
from __future__ import annotations

import difflib
import re

__all__ = ["rule_hint", "text_hint"]

MAX_SHOWN = 160  # characters of a passage suggested


def rule_hint(ref: str, titles: list[str]) -> str:
    key = ref.strip().strip("\"'“”‘’").strip()
    by_fold = {t.casefold(): t for t in titles}
    close = difflib.get_close_matches(key.casefold(), list(by_fold), n=3, cutoff=0.6)
    return f" (did you mean {', '.join(repr(by_fold[c]) for c in close)}?)" if close else ""


def text_hint(old: str, body: str) -> str:
    """The passage of ``body`` nearest to ``old``: a window of as many words, slid over the text."""
    words, want = body.split(), old.split()
    n = len(want)
    if not n or not words:
        return ""
    target = " ".join(want).casefold()
    best, best_at = 0.0, -1
    for k in range(0, max(1, len(words) - n + 1)):
        r = difflib.SequenceMatcher(None, target, " ".join(words[k:k + n]).casefold(), autojunk=False).ratio()
        if r > best:
            best, best_at = r, k
    if best < 0.6:
        return ""
    shown = " ".join(words[best_at:best_at + n])
    shown = re.sub(r"\s+", " ", shown)
    if not re.search(r"[.,;:!?]$", old.strip()):
        shown = shown.rstrip(".,;:!?")  # the sentence's stop, not the words'
    if len(shown) > MAX_SHOWN:
        shown = shown[:MAX_SHOWN] + "…"
    return f" (did you mean {shown!r}?)"
