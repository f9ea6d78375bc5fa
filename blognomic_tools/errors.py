"""User-facing errors. The CLI prints ``str(error)`` on one line and exits with ``exit_code``."""
from __future__ import annotations


class BlognomicError(Exception):
    exit_code = 2


class SourceError(BlognomicError):
    """A file, page or URL could not be read (missing, empty, network fault)."""


class NotARulesetError(BlognomicError):
    """The input was read but is not a BlogNomic Ruleset."""


class FlattenedTableError(BlognomicError):
    """A table of a text render whose cells cannot be told apart."""


class RuleNotFoundError(BlognomicError):
    def __init__(self, ref: str, detail: str = "", source: str = ""):
        self.ref = ref
        super().__init__(f"{source + ': ' if source else ''}no rule {ref!r} in this ruleset" + (f" ({detail})" if detail else ""))


class AmbiguousRuleError(BlognomicError):
    def __init__(self, ref: str, candidates: list[str], hint: str = "give the number"):
        self.ref = ref
        self.candidates = candidates
        super().__init__(f"{ref!r} matches several rules: " + "; ".join(candidates) + f" ({hint})")


class UnnumberedRulesetError(BlognomicError):
    """A rule was asked for by number in a Ruleset whose numbers cannot be trusted (a text render)."""

    def __init__(self, ref: str, source: str = ""):
        self.ref = ref
        super().__init__(
            f"{source + ': ' if source else ''}cannot look up {ref!r}: rule numbers are not reliable in a text render: "
            "give the title, or use the .wiki/.html"
        )


class WriteError(BlognomicError):
    """A wiki page was not written as asked (the message says whether anything was saved)."""
