"""DEFERENTIAL votes: copying the emperor's vote, and the emperor's own DEFERENTIAL."""
from __future__ import annotations

import re

from ..phrasings import profile as wordings
from ..reading.citations import Citation, Field
from ..reading.numbers import read_number
from ..reading.text import Unit, cite, found, sentences
from .base import Base


class DeferentialReading(Base):
    def deferential(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m, u = self.r.find(self.s("deferential.valid_vote_other_than_veto"))
        if m:
            out["copies_emperor"] = found({"copies": f"the {self.emperor}'s valid vote other than VETO", "when_emperor_has_no_valid_vote": "not valid"}, u)
            out["applies_to"] = found("all votable matters" if m.group("on") == "Votable Matter" else "proposals", u)
        else:
            m, u = self.r.find(self.s("deferential.count_as_same"))
            if m:
                out["copies_emperor"] = found({"copies": f"the {self.emperor}'s vote", "when_emperor_has_no_valid_vote": None}, u)
                m2, u2 = self.r.find(self.s("deferential.cast_with_icons"))
                out["applies_to"] = found("proposals", u2) if m2 else Field(value="proposals", citation=cite(u))
            else:
                out["copies_emperor"], out["applies_to"] = self.deferential_copies()
        m, u = self.r.find(self.s("deferential.emperor_not_voted"))
        if m and out["copies_emperor"].value is not None:
            out["copies_emperor"].value["when_emperor_has_no_valid_vote"] = "does not count as a vote"
            out["emperor_not_voted"] = found("does not count as a vote", u)
        m, u = self.r.find(self.s("deferential.no_emperor"))
        out["no_emperor"] = found(m.group("x"), u) if m else Field(value=None, status="absent", note="no rule for DEFERENTIAL without an emperor")
        # the emperor's own DEFERENTIAL
        m, u = self.r.find(self.s("deferential.emperor_majority"))
        if m:
            m_others = re.search(self.s("deferential.others_invalid"), u.text)
            if not m_others:
                _, uo = self.r.find(self.s("deferential.others_invalid_any_term"))
            out["emperor_deferential"] = found(
                {
                    "resolves_to": "FOR if more players have a valid FOR than a valid AGAINST, else AGAINST",
                    "applies_to": "proposals",
                    "others_deferential_invalid": True,
                },
                u,
            )
            m2, u2 = self.r.find(self.s("deferential.small_game"))
            out["small_game_condition"] = (
                self.readable("deferential.small_game_condition", u2, "the player count of the condition",
                              lambda: found({"max_players": read_number(m2.group("n")), "requires": f"every {self.player} but the {self.emperor} has voted"}, u2))
                if m2
                else Field(value=None, status="absent", note="no player-count condition")
            )
        else:
            m, u = self.r.find(self.s("deferential.emperor_cancels"))
            if m:
                out["emperor_deferential"] = found({"resolves_to": "cancels the emperor's previous vote", "applies_to": "proposals", "others_deferential_invalid": False}, u)
            else:
                inactive = [r for r in self.r.rules if not self.r.in_force[id(r)] and re.search(self.s("deferential.emperor_hint"), r.text)]
                if inactive:
                    out["emperor_deferential"] = Field(
                        value=None,
                        citation=Citation(inactive[0].title, inactive[0].text, inactive[0].number, inactive[0].section),
                        status="absent",
                        note="the rule defining it is not in force",
                    )
                else:
                    out["emperor_deferential"] = Field(value=None, status="absent", note="no rule for the emperor's own DEFERENTIAL")
            out["small_game_condition"] = Field(value=None, status="absent", note="no player-count condition")
        return out

    def deferential_copies(self) -> tuple[Field, Field]:
        """Any sentence making DEFERENTIAL votes count as the emperor's vote: it names DEFERENTIAL, an atom of
        sameness (wordings.DEFERENTIAL_SAME["phrasing"]) and the emperor's vote; what it copies and where is read from it."""
        same = self.atoms.compile(wordings.DEFERENTIAL_SAME["phrasing"])
        for unit in self.r.units():
            if "DEFERENTIAL" not in unit.text:
                continue
            prev = ""
            for sent in sentences(unit.text):
                m = same.search(sent)
                # the sentence names DEFERENTIAL, or goes on from one that does ("A vote of DEFERENTIAL is ... The vote ...")
                names = "DEFERENTIAL" in sent or ("DEFERENTIAL" in prev and re.match(self.s("deferential.goes_on"), sent))
                prev = sent
                if not names or m is None:
                    continue
                sub = Unit(unit.rule, sent)
                other_than_veto = bool(re.search(self.s("deferential.other_than_veto"), sent, re.I))
                copies = f"the {self.emperor}'s {'valid vote other than VETO' if other_than_veto else 'vote'}"
                when_none = "not valid" if re.search(self.s("deferential.instead_valid"), sent, re.I) else None
                on = re.search(self.s("deferential.on_what"), sent, re.I)
                applies = Field(value=None, status="absent", note="the sentence does not say which votes") if on is None else \
                    found("all votable matters" if on.group(1).lower() == "votable matter" else "proposals", sub)
                return found({"copies": copies, "when_emperor_has_no_valid_vote": when_none}, sub), applies
        f = self.missing("deferential.copies_emperor", self.s("deferential.hint"), "what a DEFERENTIAL vote means")
        return f, Field(value=None, status=f.status)
