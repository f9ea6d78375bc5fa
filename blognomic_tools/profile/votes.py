"""Quorum, the voting icons, and how a vote is cast and counted."""
from __future__ import annotations

import re

from ..reading.citations import Field
from ..reading.numbers import FRACTION_RX, Unreadable, read_fraction, read_number
from ..reading.text import found
from .atoms import VOTE_IS
from .base import Base


class VotesReading(Base):
    def quorum(self) -> Field:
        """Quorum as a fraction of the players, read generally: "half", "a third", "two thirds", "three
        quarters", "60 percent", "2/3", with "rounded up/down" and "plus N". A quorum sentence that says
        anything more (minus, whichever is greater, a fixed number...) is unrecognised, never approximated."""
        m, u = self.r.find(self.p(
            r"Quorum (?:of a subset of (?:{PLAYERS}) )?is (?:equal to )?(?P<frac>" + FRACTION_RX + r") (?:of )?the number of (?P<who>{PLAYERS})(?P<rest>[^.;]*)"
        ))
        if not m:
            return self.missing("quorum", self.s("quorum.hint"), "the quorum formula")

        def read() -> Field:
            frac = read_fraction(m.group("frac"))
            rest = m.group("rest")
            rounding = None
            rm = re.search(self.s("quorum.rounding"), rest, re.I)
            if rm:
                rounding = rm.group("r").lower()
                rest = rest[: rm.start()] + rest[rm.end():]
            plus = 0
            pm = re.search(self.s("quorum.plus"), rest, re.I)
            if pm:
                plus = read_number(pm.group("n"))
                rest = rest[: pm.start()] + rest[pm.end():]
            extra = re.search(self.s("quorum.unknown_arithmetic"), rest, re.I)
            if extra:
                raise Unreadable(f"it goes on in wording the reader does not know ({m.group('rest').strip()!r})")
            if frac <= 0 or frac > 1:
                raise Unreadable(f"{m.group('frac')!r} of the players is no quorum")
            if rounding is None and frac.denominator != 1:
                raise Unreadable("it does not say how to round")
            fn = "floor" if rounding == "down" else "ceil"
            fs = f"{frac.numerator}/{frac.denominator}"
            value = {
                "formula": f"{fn}(N * {fs})" + (f" + {plus}" if plus else ""),
                "fraction": fs,
                "rounding": rounding,
                "plus": plus,
                "n": f"the number of {self.players} (Idle {self.players} are not counted)",
            }
            return found(value, u)

        return self.readable("quorum", u, "the quorum formula", read)

    # -- votes and icons -------------------------------------------------------------------------

    def vote_icons(self) -> Field:
        """The icons the Voting Icons rule names ("a check box <url>/for.gif shall represent a Vote FOR"), each with its
        image; icons another rule names the same way (a dynasty's arrow for AGAINST) are added with that rule; an icon
        that is no vote of FOR or AGAINST but that a rule says counts as one gets ``counts_as``."""
        icons = []
        unit0 = None
        rx = re.compile(
            self.s("icons.described_image"),
        )
        for unit in self.r.units():
            if "shall represent" not in unit.text:
                continue
            hits = list(rx.finditer(unit.text))
            if hits:
                first = unit0 is None
                unit0 = unit0 or unit
                for h in hits:
                    name = "VETO" if h.group("name").lower() == "imperial veto" else h.group("name").upper()
                    if any(i["image"] == h.group("file") and i["name"] == name for i in icons):
                        continue
                    icon = {"name": name, "image": h.group("file"), "url": h.group("url"), "drawn_as": h.group("desc").split(" ", 1)[-1]}
                    if not first:
                        icon["defined_in"] = unit.rule.title
                    icons.append(icon)
        if not icons:
            return self.missing("vote_icons", self.s("icons.hint"), "the voting icons")
        meanings = {"FOR": "for", "AGAINST": "against", "DEFERENTIAL": "deferential (follows the emperor)", "VETO": "veto (emperor only)"}
        for icon in icons:
            icon["meaning"] = meanings.get(icon["name"], "defined by another rule")
            if icon["name"] not in meanings:
                m, u = self.r.find(rf"\b(?:[Vv]otes? (?:of |to )?)?{re.escape(icon['name'])}\b[^.]{{0,40}}?\b(?:counts?|is counted|is treated|shall be treated|shall count)"
                                   rf" as (?:a |an )?(?:[Vv]ote (?:of )?)?(?P<v>FOR|AGAINST)\b")
                if m:
                    icon["counts_as"] = m.group("v")
                    icon["counts_as_rule"] = u.rule.title
        # icons added by other rules ("X may use Y as a voting icon")
        for m, unit in self.r.find_all(self.s("icons.added_icon")):
            name = m.group("name")
            holder = unit.text[: m.start()].split()[-1] if unit.text[: m.start()].split() else None
            for icon in icons:
                if icon["name"] == name:
                    icon.setdefault("permitted_by", unit.rule.title)
                    icon["holder"] = holder
            if not any(i["name"] == name for i in icons):
                icons.append({"name": name, "image": None, "url": None, "meaning": "defined by " + unit.rule.title, "holder": holder})
        return found(icons, unit0)

    def votes(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        # how a vote is determined
        m, u = self.r.find(self.s("votes.last_icon_matter"))
        if not m:
            m, u = self.r.find(self.s("votes.last_icon"))
        if m:
            valid = bool(m.groupdict().get("valid") or m.groupdict().get("valid2"))
            out["vote_is"] = found("last valid icon" if valid else "last icon", u)
        elif (hit := self.first([(ph, {"v": v}) for ph, v in VOTE_IS], flags=re.I))[0]:
            out["vote_is"] = found(hit[2]["v"], hit[1])
        else:
            out["vote_is"] = self.missing("votes.vote_is", self.s("votes.vote_is_hint"), "how a player's vote is determined")
        m, u = self.r.find(self.s("votes.valid_votes"))
        out["valid_votes"] = found([m.group("a"), m.group("b")], u) if m else Field(
            value=None, status="absent", note="the ruleset does not define a valid vote; FOR, AGAINST and resolved DEFERENTIAL count"
        )
        # author's implicit vote
        m, u = self.r.find(self.s("votes.author_implicit_matter"))
        if m:
            out["author_implicit_vote"] = found({"vote": m.group("v"), "applies_to": "votable matters", "unless": "the author used a valid voting icon"}, u)
        else:
            m, u = self.r.find(self.s("votes.author_implicit_proposal"))
            if m:
                out["author_implicit_vote"] = found({"vote": m.group("v"), "applies_to": "proposals", "unless": "the author cast a vote"}, u)
            else:
                out["author_implicit_vote"] = self.missing("votes.author_implicit_vote", self.s("votes.implicit_vote_hint"), "the author's implicit vote")
        # who has a vote
        m, u = self.r.find(self.s("votes.non_player_no_vote"))
        if not m:
            m, u = self.r.find(self.s("votes.idle_vote_invalid"))
        out["idle_or_non_players"] = found("no vote", u) if m else self.missing("votes.idle_or_non_players", self.s("votes.idle_hint"), "votes of idle players")
        m, u = self.r.find(self.s("votes.votable_matters"))
        if m:
            kinds = [k.strip() for k in re.split(self.s("votes.list_separator"), m.group("list")) if k.strip()]
            kinds = [re.sub(self.s("votes.leading_article"), "", k) for k in kinds]
            out["votable_matters"] = found(kinds, u)
        else:
            m, u = self.r.find(self.s("votes.cast_on_proposal"))
            out["votable_matters"] = (
                found(["Proposal", "Call for Judgment", "Declaration of Victory"], u, note="votes are defined for Proposals; CfJs and DoVs define their own voting")
                if m
                else self.missing("votes.votable_matters", self.s("votes.votable_hint"), "what may be voted on")
            )
        return out

    # -- conditions ------------------------------------------------------------------------------
