"""A place in the Ruleset where an order of a proposal applies, as a value: the steps it names, outermost first.

    Place.of(Heading("Muster"), Paragraph("2"), Anchor("one vote"))   # "after “one vote” in the second paragraph of
                                                                       #  the “Muster” part"
    str(place) -> "heading:Muster > paragraph:2 > after:one vote"     # its text form, for display and --json

The proposal reader builds places; the enactor reads their steps as values (``within``, ``anchor``), never from
the text form, so quoted words holding " > " or ":" stay whole. The steps:

- ``Heading(label)``: a labelled part ("the “Camp” step");
- ``Paragraph(nth)`` / ``Paragraph(beginning=words)``; ``Sentence(nth)`` / ``Sentence(beginning=…)`` /
  ``Sentence(ending=…)``; ``List(nth)``; ``Item(nth)`` / ``Item(beginning=…)``: ``nth`` is a number in digits,
  "last" or "sole" (as the proposal said it; "?" for an ordinal no reader knows);
- ``Anchor(words, side, sentence)``: right after (before) those words, or after the end (before the start) of the
  sentence holding them; of an added or moved rule, after (before) the rule those words name.

``own_paragraph``: the text added there is a paragraph of its own ("add the following paragraph after the list").

Pure: no I/O, and nothing of the project imported.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

__all__ = ["Anchor", "Heading", "Item", "List", "Paragraph", "Place", "Sentence", "Step", "step_named"]

SEPARATOR = " > "  # between the steps of the text form
SIDES = ("after", "before")


@dataclass(frozen=True)
class Step:
    """One step of a place; its text form is ``name:arg`` ("paragraph beginning:Each Vassal")."""

    name: ClassVar[str] = ""

    @property
    def kind(self) -> str:
        """What the step names, as its text form says it: "paragraph", "paragraph beginning", "after sentence"…"""
        return self.name

    @property
    def arg(self) -> str:
        raise NotImplementedError

    @property
    def words(self) -> str:
        """The Ruleset's words the step quotes ("" for a step that counts: "the second paragraph")."""
        return ""

    def __str__(self) -> str:
        return f"{self.kind}:{self.arg}"


@dataclass(frozen=True)
class Heading(Step):
    label: str
    name: ClassVar[str] = "heading"

    @property
    def arg(self) -> str:
        return self.label

    @property
    def words(self) -> str:
        return self.label


@dataclass(frozen=True)
class _Counted(Step):
    """A paragraph, sentence, list or item: counted (``nth``) or named by its first or last words; exactly one."""

    nth: str | None = None
    beginning: str | None = None
    ending: str | None = None

    def __post_init__(self):
        said = [x for x in (self.nth, self.beginning, self.ending) if x is not None]
        if len(said) != 1:
            raise ValueError(f"a {self.name} step is counted or named by its words, one of them: {self!r}")

    @property
    def kind(self) -> str:
        return self.name + (" beginning" if self.beginning is not None else " ending" if self.ending is not None else "")

    @property
    def arg(self) -> str:
        return next(x for x in (self.nth, self.beginning, self.ending) if x is not None)

    @property
    def words(self) -> str:
        return self.beginning or self.ending or ""


@dataclass(frozen=True)
class Paragraph(_Counted):
    name: ClassVar[str] = "paragraph"

    def __post_init__(self):
        super().__post_init__()
        if self.ending is not None:
            raise ValueError("a paragraph is named by its first words, not its last")


@dataclass(frozen=True)
class Sentence(_Counted):
    name: ClassVar[str] = "sentence"


@dataclass(frozen=True)
class List(_Counted):
    name: ClassVar[str] = "list"

    def __post_init__(self):
        super().__post_init__()
        if self.nth is None:
            raise ValueError("a list is counted, not named by its words")


@dataclass(frozen=True)
class Item(_Counted):
    name: ClassVar[str] = "item"

    def __post_init__(self):
        super().__post_init__()
        if self.ending is not None:
            raise ValueError("an item is named by its first words, not its last")


@dataclass(frozen=True)
class Anchor(Step):
    """Right after (``side="before"``: before) the words; ``sentence``: after the end (before the start) of the
    sentence holding them."""

    text: str
    side: str = "after"
    sentence: bool = False

    def __post_init__(self):
        if self.side not in SIDES:
            raise ValueError(f"an anchor is after or before its words, not {self.side!r}")

    @property
    def kind(self) -> str:
        return self.side + (" sentence" if self.sentence else "")

    @property
    def arg(self) -> str:
        return self.text

    @property
    def words(self) -> str:
        return self.text


_NAMED = {"heading": lambda a: Heading(a), "paragraph": lambda a: Paragraph(a), "paragraph beginning": lambda a: Paragraph(beginning=a),
          "sentence": lambda a: Sentence(a), "sentence beginning": lambda a: Sentence(beginning=a), "sentence ending": lambda a: Sentence(ending=a),
          "list": lambda a: List(a), "item": lambda a: Item(a), "item beginning": lambda a: Item(beginning=a),
          "after": lambda a: Anchor(a), "before": lambda a: Anchor(a, "before"),
          "after sentence": lambda a: Anchor(a, sentence=True), "before sentence": lambda a: Anchor(a, "before", sentence=True)}


def step_named(kind: str, arg: str) -> Step:
    """The step a wording's data names by its kind ("paragraph beginning") with its argument; ValueError for a
    kind no step has."""
    make = _NAMED.get(kind.strip().lower())
    if make is None:
        raise ValueError(f"no step is called {kind!r}")
    return make(arg)


@dataclass(frozen=True)
class Place:
    steps: tuple[Step, ...]
    own_paragraph: bool = False  # the text added there is a paragraph of its own

    def __post_init__(self):
        object.__setattr__(self, "steps", tuple(self.steps))
        if not all(isinstance(s, Step) for s in self.steps):
            raise TypeError(f"a place is made of steps: {self.steps!r}")

    @classmethod
    def of(cls, *steps: Step, own_paragraph: bool = False) -> "Place":
        return cls(steps, own_paragraph)

    @property
    def anchor(self) -> Anchor | None:
        """The closing anchor ("… > after:one vote"), or None."""
        return self.steps[-1] if self.steps and isinstance(self.steps[-1], Anchor) else None

    @property
    def within(self) -> tuple[Step, ...]:
        """The steps that narrow the rule to a part of it: all but the closing anchor."""
        return self.steps[:-1] if self.anchor is not None else self.steps

    @property
    def words(self) -> str:
        """The innermost words the place quotes (its anchor's, a part's label or first words), "" for none."""
        return next((s.words for s in reversed(self.steps) if s.words), "")

    def __str__(self) -> str:
        return SEPARATOR.join([str(s) for s in self.steps] + (["as:paragraph"] if self.own_paragraph else []))
