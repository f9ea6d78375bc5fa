"""Calls for Judgement and Declarations of Victory: how each is resolved, and the cooldown after a failed DoV."""
from __future__ import annotations

import re

from ..phrasings import profile as wordings
from ..reading.citations import Field
from ..reading.numbers import Unreadable, read_number
from ..reading.text import Unit, cite, found
from .atoms import CFJ_DURATION, CFJ_PASSES, COOLDOWN_TRIGGERS, DOV_SENTENCES, LIST_LEADS, MECHANICS, template_value, walk_conditions
from .base import Base


class MattersReading(Base):
    def matter_conditions(self, out: dict[str, Field], group: str, abbrev: str, model: str) -> bool:
        """'A Pending CfJ/DoV may be Enacted/Failed by any Admin if ... of the following are true:' lists (and
        their other leads, LIST_LEADS). Fills out[model|enact|fail] and returns True when the ruleset
        states them in this form. ``model`` names the model when its conditions are the era's usual ones."""
        lists = {}
        for verb in ("enact", "fail"):
            lists[verb] = self.condition_list(
                f"{group}.{verb}",
                LIST_LEADS[f"{group}.{verb}"],
                rf"{abbrev} may be {'Enacted' if verb == 'enact' else 'Failed'}",
                f"when a {abbrev} may be {'enacted' if verb == 'enact' else 'failed'}",
            )
            if verb == "enact" and lists[verb].status == "absent":
                return False
        enact, fail = lists["enact"], lists["fail"]
        if enact.status == "recognised":
            kinds = {c.get("kind") for c in walk_conditions(enact.value["conditions"])}
            usual = {"cfj": "popular", "dov": "for_more_than_fraction_of_players"}[group]
            out["model"] = Field(model if usual in kinds else "enactment list", enact.citation)
        else:
            out["model"] = Field(None, enact.citation, status=enact.status, note=enact.note)
        out["enact"] = enact
        out["fail"] = fail
        return True

    # -- CfJ -------------------------------------------------------------------------------------

    def cfj(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        if self.matter_conditions(out, "cfj", "CfJ", "popular/unpopular"):
            m, u = self.r.find(self.s("cfj.not_overruled"), rules=[r for r in self.r.rules if r.title == out["enact"].citation.rule])
            out["overrulable_by_dynastic"] = found(False, u) if m else Field(True, status="absent", note="no protection stated")
            return out
        m, u = self.r.find(
            self.s("cfj.continue_until")
        )
        tpl = {"quorum_for": True, "quorum_against": True, "days": "#d", "days_in_hiatus": "#dh"}
        if not m:
            m, u, tpl = self.first(CFJ_DURATION, flags=re.I)
        if m:
            out["model"] = found("duration", u)

            def ends() -> Field:
                v = template_value(tpl, m, self.term_map())
                if "hours" in v:
                    hours = v.pop("hours")
                    if hours % 24:
                        raise Unreadable(f"{hours} hours is not a whole number of days")
                    v["days"] = v["days_in_hiatus"] = hours // 24
                    v["strict"] = True
                return found(v, u)

            out["ends"] = self.readable("cfj.ends", u, "the days a CfJ runs", ends)
            m2, u2 = self.r.find(self.s("cfj.passes_majority"))
            if not m2:
                m2, u2, _ = self.first([(p, {}) for p in CFJ_PASSES], flags=re.I)
            out["enact"] = found({"kind": "for_more_than_half_of_cast"}, u2) if m2 else self.missing("cfj.enact", self.s("cfj.hint"), "when a CfJ passes")
            m3, u3 = self.r.find(self.s("cfj.no_effect_failed"), flags=re.I)
            if m3:
                out["fail"] = found({"kind": "otherwise, or no effect on the ruleset or gamestate"}, u3)
            else:
                m3, u3 = self.r.find(self.s("cfj.otherwise_fails"), flags=re.I)
                out["fail"] = found({"kind": "otherwise"}, u3) if m3 else Field(None, status="absent")
            return out
        out["model"] = self.missing("cfj", self.s("cfj.matter_hint"), "how CfJs are resolved")
        return out

    # -- DoV -------------------------------------------------------------------------------------

    def dov(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        if not self.matter_conditions(out, "dov", "DoV", "fraction of players"):
            m, u = self.r.find(self.s("dov.resolve_after"))
            tpl = {"hours": "#h", "hours_if_emperor_voted": "#h2"}
            if not m:
                m, u, tpl = self.first(MECHANICS["dov_resolve_after"], flags=re.I)
            if m:
                out["model"] = found("quorum majority", u)
                out["resolve_after"] = self.readable("dov.resolve_after", u, "the hours before a DoV may be resolved",
                                                     lambda: found(template_value(tpl, m, self.term_map()), u))
                m2, u2 = self.r.find(self.s("dov.passes_quorum_majority"))
                if not m2:
                    m2, u2 = self.r.find(self.s("dov.passes_quorum_majority_any"), flags=re.I)
                out["enact"] = found({"kind": "quorum_voted_and_for_more_than_half"}, u2) if m2 else self.missing("dov.enact", "DoV passes", "when a DoV passes")
                out["fail"] = found({"kind": "otherwise"}, u2) if m2 else Field(None, status="absent")
            elif not self.dov_sentences(out):
                out["model"] = self.missing("dov", self.s("dov.hint"), "how DoVs are resolved")
        m, u, tpl = self.first(MECHANICS["cooldown"])
        if m:
            out["cooldown"] = self.readable("dov.cooldown", u, "the DoV cooldown", lambda: found(template_value(tpl, m, self.term_map()), u))
        else:
            out["cooldown"] = self.cooldown()
        m, u = self.r.find(self.s("dov.no_cooldown_while"))
        if m and out["cooldown"].value is not None:
            out["cooldown"].value["suspended"] = {"while": m.group("cond"), "rule": u.rule.title, "text": u.text}
        m, u = self.r.find(self.s("dov.believes_hint"))
        out["emperor_may_not_declare"] = found(True, u) if m else Field(None, status="absent")
        return out

    def dov_sentences(self, out: dict[str, Field]) -> bool:
        """A DoV resolved by sentences (DOV_SENTENCES): "If <condition>, then the poster ... has won", "A pending
        DoV may be failed by any admin if <condition>". Each condition is read by the atoms; the conditions of each
        outcome are alternatives. Fills out[model|enact|fail] and returns True when some sentence says when a DoV passes."""
        conds: dict[str, list] = {"enact": [], "fail": []}
        units: dict[str, Unit] = {}
        for phrasing, outcome in DOV_SENTENCES:
            for m, u in self.r.find_every(self.p(phrasing), flags=re.I):
                sub = Unit(u.rule, m.group(0))
                c = self.condition(m.group("cond"), "dov." + ("enact" if outcome == "either" else outcome), u.rule.title)
                if outcome == "either" and c["kind"] != "unrecognised":
                    parts = c["all"] if c["kind"] == "all" else [{k: v for k, v in c.items() if k != "text"}]
                    c = {"kind": "all", "all": parts + [{"kind": "emperor_decides"}], "text": c["text"]}
                for verb in (("enact", "fail") if outcome == "either" else (outcome,)):
                    conds[verb].append(c)
                    units.setdefault(verb, sub)
        if not conds["enact"]:
            return False
        for verb in ("enact", "fail"):
            if not conds[verb]:
                out[verb] = Field(None, status="absent", note="no sentence says when a DoV fails")
                continue
            value = {"combinator": "any", "conditions": conds[verb]}
            if any(c["kind"] == "unrecognised" for c in conds[verb]):
                out[verb] = Field(value, cite(units[verb]), status="unrecognised", note=f"a condition of when a DoV may be {verb}ed is in wording the reader does not know")
            else:
                out[verb] = found(value, units[verb])
        enact = out["enact"]
        kinds = {c.get("kind") for c in walk_conditions(enact.value["conditions"])}
        if enact.status == "recognised":
            out["model"] = Field("fraction of players" if "for_more_than_fraction_of_players" in kinds else "enactment list", enact.citation)
        else:
            out["model"] = Field(None, enact.citation, status=enact.status, note=enact.note)
        return True

    def cooldown(self) -> Field:
        """The cooldown after a failed DoV in other words: what triggers it (an atom) and how long it lasts."""
        m, u = self.r.find(self.atoms.expand(wordings.COOLDOWN_SENTENCE["phrasing"]), flags=re.I)
        if not m:
            return self.missing("dov.cooldown", self.s("dov.cooldown_hint"), "the cooldown after a failed DoV")

        def read() -> Field:
            trigger = "any failed DoV"
            if m.group("trigger"):
                for phrasing, meaning in COOLDOWN_TRIGGERS:
                    if self.atoms.compile(phrasing).fullmatch(m.group("trigger").strip()):
                        trigger = meaning
                        break
                else:
                    raise Unreadable(f"the condition {m.group('trigger')!r} is in wording the reader does not know")
            n = read_number(m.group("n"))
            return found({"hours": n * 24 if m.group("unit").lower() == "days" else n, "trigger": trigger}, u)

        return self.readable("dov.cooldown", u, "the DoV cooldown", read)

    # -- hiatus ----------------------------------------------------------------------------------
