"""Hiatus: while a DoV is pending, without enough players, and seasonal downtime."""
from __future__ import annotations

import re

from ..models import Rule
from ..reading.citations import Field
from ..reading.numbers import MONTHS, Unreadable, read_number
from ..reading.text import Unit, found, sentences
from .atoms import DOWNTIME_EFFECTS, PENDING_DOV_HIATUS
from .base import Base


class HiatusReading(Base):
    def hiatus(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m, u = self.r.find(self.s("hiatus.effects"))
        out["effects"] = found(m.group("x"), u) if m else Field(None, status="absent", note="no general Hiatus rule")
        m, u = self.r.find(self.s("hiatus.pending_dov"))
        if not m:
            m, u = self.r.find(self.s("hiatus.upon_doing_so"))
        if not m:
            # the other phrasings, in the rules that speak of Declarations of Victory only
            victory = [r for r in self.r.rules if self.r.in_force[id(r)] and re.search(self.s("hiatus.victory_rule"), r.text)]
            for phrasing in PENDING_DOV_HIATUS:
                m, u = self.r.find(phrasing, rules=victory, flags=re.I)
                if m:
                    break
        out["pending_dov"] = found(True, u) if m else self.missing("hiatus.pending_dov", self.s("hiatus.dov_hint"), "hiatus during a DoV")
        m, u = self.r.find(self.s("hiatus.interregnum"))
        if not m:
            m, u = self.r.find(self.s("hiatus.until_ascension"))
        out["interregnum"] = found(True, u) if m else Field(None, status="absent", note="no interregnum hiatus")
        m, u = self.r.find(self.s("downtime.three_dates"), include_inactive=True)
        if m:
            months = {mn.lower(): i for i, mn in enumerate(["", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])}
            mon = months.get(m.group("mon").lower(), 0)
            active = self.r.in_force[id(u.rule)]

            def downtime() -> Field:
                days = [read_number(m.group(k)) for k in ("d1", "d2", "d3")]
                if not mon or not all(1 <= d <= 31 for d in days):
                    raise Unreadable(f"{m.group(0)!r} names no calendar date")
                return found({"dates": [f"{mon:02d}-{d:02d}" for d in days], "in_force": active}, u)

            out["seasonal_downtime"] = self.readable("hiatus.seasonal_downtime", u, "the downtime dates", downtime)
        else:
            out["seasonal_downtime"] = self.seasonal_downtime()
        # dormancy
        m, u = self.r.find(self.s("hiatus.few_players"), include_inactive=True)
        if m:
            active = self.r.in_force[id(u.rule)]
            out["dormancy"] = self.readable("hiatus.dormancy", u, "the player count of Dormancy", lambda: found(
                {"min_players": read_number(m.group("n")), "emperor_counted": not m.group("excl"), "in_force": active},
                u,
                note=None if active else "the rule is not in force (" + (self._why_inactive(u.rule)) + ")",
            ))
        else:
            m, u = self.r.find(self.s("hiatus.dormant"), include_inactive=True)
            if m:
                crit = [ln[2:] for c in self.r.units([u.rule], include_inactive=True) for ln in c.text.split("\n") if ln.startswith("• That ")]
                active = self.r.in_force[id(u.rule)]
                out["dormancy"] = found({"tracked_in": "the blog sidebar", "criteria": crit, "in_force": active}, u)
            else:
                out["dormancy"] = Field(None, status="absent", note="no dormancy rule")
        return out

    def seasonal_downtime(self) -> Field:
        """Any sentence tying dates of a month to Hiatus or to no game actions (DOWNTIME_EFFECTS): a list of
        days ("the 25th and 26th of December") or a range ("from the 23rd to the 27th", "between December 24
        and December 26"). A sentence naming December that no reading fits is unrecognised."""
        effect = re.compile("|".join(DOWNTIME_EFFECTS), re.I)
        # capitalised, as the Rulesets write months: the verb "may" is not the month May
        month_rx = re.compile(r"\b(" + "|".join(m.capitalize() for m in MONTHS) + r")\b")
        for unit in self.r.units(include_inactive=True):
            if "ecember" not in unit.text:
                continue
            for sent in sentences(unit.text):
                months = {x.lower() for x in month_rx.findall(sent)}
                if not months or not effect.search(sent):
                    continue
                sub = Unit(unit.rule, sent)
                active = self.r.in_force[id(unit.rule)]

                def read() -> Field:
                    if len(months) != 1:
                        raise Unreadable(f"{sent!r} names more than one month")
                    mon = MONTHS.index(months.pop()) + 1
                    days = [int(d) for d in re.findall(self.s("downtime.day"), sent)]
                    if not days or re.search(self.s("downtime.not_a_date"), sent) or not all(1 <= d <= 31 for d in days):
                        raise Unreadable(f"{sent!r} names no calendar dates the reader can tell")
                    if re.search(self.s("downtime.until"), sent, re.I) and not re.search(self.s("downtime.inclusive"), sent, re.I):
                        raise Unreadable(f"{sent!r} does not say whether the day it lasts until is a day of downtime")
                    if re.search(self.s("downtime.range"), sent, re.I):
                        if len(days) != 2 or days[0] > days[1]:
                            raise Unreadable(f"{sent!r} is a range the reader cannot tell")
                        days = list(range(days[0], days[1] + 1))
                    return found({"dates": [f"{mon:02d}-{d:02d}" for d in days], "in_force": active}, sub)

                return self.readable("hiatus.seasonal_downtime", sub, "the downtime dates", read)
        return Field(None, status="absent", note="no seasonal downtime")

    def _why_inactive(self, rule: Rule) -> str:
        f = self.status.get(rule.title)
        if f and f.citation:
            return f"{f.citation.rule}: {f.citation.text}"
        return "inactive"

    # -- gamestate -------------------------------------------------------------------------------
