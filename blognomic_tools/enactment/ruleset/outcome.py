"""What enacting gives: the Ruleset before and after with the rules and sections touched (RulesetEnactment), the
kinds of instruction applied here, and the refusal of one instruction (NotApplied)."""
from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from ...models import Instruction


RULESET_KINDS = ("add_rule", "replace_text", "append_text", "prepend_text", "insert_text", "replace_rule",
                 "rename_rule", "repeal_rule", "move_rule")
LEFT_FOR_CALLER = ("gamestate", "commentary", "not_understood")
DEFAULT_SECTION = "Dynastic Rules"


@dataclass
class RulesetEnactment:
    """The Ruleset before and after, what was applied, and where the new text differs from the old."""

    old: str
    new: str
    instructions: list[Instruction]  # the same objects, their status and reason set
    # One entry per rule touched, in the order first touched: {"rule", "section", "span": (start, end) in new,
    # "changes": [kinds]}. A repealed rule's span is empty, where it stood.
    touched: list[dict] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)  # the sections touched, in order

    @property
    def changed(self) -> bool:
        return self.new != self.old

    def diff(self, name: str = "Ruleset", context: int = 1) -> str:
        """The change as a unified diff of the wikitext's lines."""
        return "".join(difflib.unified_diff(self.old.splitlines(keepends=True), self.new.splitlines(keepends=True),
                                            f"{name} (before)", f"{name} (enacted)", n=context))

    def edit_summary(self, matter: str) -> str:
        """The wiki edit summary, linking the first section touched: ``/* Dynastic Rules */ Enacted "Title"``."""
        head = f"/* {self.sections[0]} */ " if self.sections else ""
        return f'{head}Enacted "{matter}"'


class NotApplied(Exception):
    """An instruction that cannot be applied, and why (never leaves this package)."""
