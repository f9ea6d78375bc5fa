"""Proposals: when one may be enacted or failed (conditions composed of atoms), the limits on pending ones,
the veto and the author's own AGAINST (withdrawal / self-kill)."""
from __future__ import annotations

import re

from ..phrasings import profile as wordings
from ..reading.citations import Field, Unrecognised
from ..reading.numbers import read_number
from ..reading.text import Unit, cite, found, lead_and_items, sentences
from .atoms import LIST_LEADS, MECHANICS, template_value, unreadable, walk_conditions
from .base import Base


class ProposalReading(Base):
    def condition(self, text: str, where: str, rule: str | None = None) -> dict:
        """Read one enact/fail condition: its clauses, each an atom of the vocabulary (phrasings.profile CONDITIONS); a clause
        no atom reads makes the whole condition unrecognised (never approximated)."""
        t = text.strip()
        exception = None
        mx = re.search(self.s("conditions.exception"), t)
        if mx:
            exception, t = mx.group(1).strip(), t[: mx.start()]
        parts = self.atoms.read(t)
        if not parts:
            self.unrecognised.append(Unrecognised(where, rule, text, "condition wording not recognised"))
            return {"kind": "unrecognised", "text": text}
        parts = [dict(p) for p in parts]
        extra = {"exception": exception} if exception else {}
        if len(parts) == 1:
            return dict(parts[0], text=text, **extra)
        return {"kind": "all", "all": parts, "text": text, **extra}

    def condition_list(self, name: str, lead_pattern: str | list[str], hint: str, what: str) -> Field:
        m = u = None
        for k, lead in enumerate([lead_pattern] if isinstance(lead_pattern, str) else lead_pattern):
            m, u = self.r.find(self.p(lead) + r"[^\n]*\n• ", flags=re.I if k else 0)
            if m:
                break
        if not m:
            return self.missing(name, hint, what)
        lead, items = lead_and_items(u.text)
        mode = "any" if re.search(self.s("conditions.any_of_the_following"), lead, re.I) else "all"
        conds = [self.condition(it, name, u.rule.title) for it in items]
        if any(c["kind"] == "unrecognised" for c in conds):
            # kept with the unread condition marked, so the rest can still be shown; the field is not read
            return Field(value={"combinator": mode, "conditions": conds}, citation=cite(u), status="unrecognised",
                         note=f"a condition of {what} is in wording the reader does not know")
        return found({"combinator": mode, "conditions": conds}, u)

    # -- proposals -------------------------------------------------------------------------------

    def proposal(self) -> dict[str, Field]:
        out: dict[str, Field] = {}
        m, u = self.r.find(
            self.s("proposal.limits")
        )
        out["limits"] = (
            self.readable("proposal.limits", u, "the proposal limits",
                          lambda: found({"pending": read_number(m.group("pending")), "per_day": read_number(m.group("day")), "day": "calendar day"}, u))
            if m
            else self.missing("proposal.limits", self.s("proposal.limits_hint"), "the proposal limits")
        )
        pop = self.condition_list("proposal.popular", self.s("proposal.popular_lead"), self.s("proposal.popular_hint"), "the Popular conditions")
        unpop = self.condition_list("proposal.unpopular", self.s("proposal.unpopular_lead"), self.s("proposal.unpopular_hint"), "the Unpopular conditions")
        enact = self.condition_list("proposal.enact", LIST_LEADS["proposal.enact"], self.s("proposal.enact_hint"), "when a proposal may be enacted")
        fail = self.condition_list("proposal.fail", LIST_LEADS["proposal.fail"], self.s("proposal.fail_hint"), "when a proposal may be failed")
        uses_popular = enact.value is not None and any(c.get("kind") == "popular" for c in enact.value["conditions"])
        out["model"] = Field(
            value="popular/unpopular" if uses_popular else ("enactment list" if enact.value is not None else None),
            citation=enact.citation,
            status=enact.status,
        )
        # Popular exception (R205/R209)
        m, u = self.r.find(self.s("proposal.popular_exception"))
        if m and pop.value is not None:
            for cond in pop.value["conditions"]:
                if cond.get("kind") == "all" and any(c.get("kind") == "min_hours" for c in cond.get("all", [])):
                    cond["exception"] = m.group("x")
            out["popular_exception"] = found(m.group("x"), u)
        elif m:
            out["popular_exception"] = found(m.group("x"), u)
        else:
            out["popular_exception"] = Field(value=None, status="absent", note="no exception to the 48-hour majority")
        out["popular"] = pop
        out["unpopular"] = unpop
        out["enact"] = enact
        out["fail"] = fail
        # time thresholds gathered from the conditions
        hours = sorted({c["hours"] for f in (pop, unpop, enact, fail) if f.value for c in walk_conditions(f.value["conditions"]) if c.get("kind") == "min_hours"})
        out["hours"] = Field(value=hours, citation=enact.citation, note="hour thresholds named in the enact/fail/Popular conditions")
        m, u = self.r.find(self.s("proposal.oldest_first"))
        out["oldest_pending_first"] = found(True, u) if m else Field(value=False, status="absent", note="any pending proposal may be resolved")
        m, u = self.r.find(self.s("proposal.skip_long_pending"))
        out["stale_skip_days"] = (
            self.readable("proposal.stale_skip_days", u, "the days after which a proposal is skipped",
                          lambda: found({"days": read_number(m.group("d")), "may_be_failed": bool(m.group("fail"))}, u))
            if m
            else (self.missing("proposal.stale_skip_days", self.s("proposal.skip_hint"), "when a long-pending proposal is skipped")
                  if self.r.mentions(self.s("proposal.skip_hint_again"))
                  else Field(value=None, status="absent", note="no rule lets a long-pending proposal be skipped"))
        )
        # withdrawal / self-kill
        m, u = self.r.find(self.s("withdrawal.renders_term"))
        if m:
            out["withdrawal"] = found({"term": m.group("term"), "sticky": bool(m.group("sticky")), "deferential_against_counts": not m.group("def")}, u)
        else:
            m, u = self.r.find(self.s("withdrawal.may_not_change"))
            if m:
                m2, _ = self.r.find(self.s("withdrawal.referred_to_as"), rules=[u.rule])
                term = m2.group("term") if m2 else None
                out["withdrawal"] = found({"term": term, "sticky": True, "deferential_against_counts": None}, u, note="the author's AGAINST may not be changed")
            else:
                m, u, tpl = self.first(MECHANICS["withdrawal"], flags=re.I)
                if m:
                    out["withdrawal"] = self.readable("proposal.withdrawal", u, "the author's AGAINST", lambda: found(template_value(tpl, m, self.term_map()), u))
                else:
                    out["withdrawal"] = self.withdrawal_sentence()
        # veto
        out["veto"] = self.veto()
        restrictions = []
        for mm, unit in self.r.find_all(self.s("veto.may_not_veto")):
            restrictions.append({"who": mm.group("who"), "text": unit.text, "rule": unit.rule.title})
        for mm, unit in self.r.find_all(self.s("veto.may_not_veto_on")):
            restrictions.append({"who": self.emperor, "text": unit.text, "rule": unit.rule.title})
        if restrictions and out["veto"].value is not None:
            out["veto"].value["restrictions"] = restrictions
        return out

    # -- DEFERENTIAL -----------------------------------------------------------------------------

    def withdrawal_sentence(self) -> Field:
        """Any sentence on an author's AGAINST on their own proposal (wordings.SELF_KILL_ACT["phrasing"]): what it makes the
        proposal (its term), whether that holds when the vote is changed, whether a DEFERENTIAL counts."""
        act = self.atoms.compile(wordings.SELF_KILL_ACT["phrasing"])
        for unit in self.r.units():
            if "against" not in unit.text.lower():
                continue
            sents = sentences(unit.text)
            for k, sent in enumerate(sents):
                if act.search(sent) is None:
                    continue
                sub = Unit(unit.rule, sent)
                following = sents[k + 1] if k + 1 < len(sents) else ""
                tm = re.search(wordings.SELF_KILL_TERM["phrasing"], sent) or re.search(self.s("withdrawal.referred_to_as_next"), following)
                sticky = bool(re.search(self.atoms.expand(wordings.VETO_STICKY["phrasing"]) + r"|may not change", sent, re.I))
                deferential = False if re.search(self.s("withdrawal.explicit"), sent, re.I) else None
                return found({"term": (tm.group("term") or tm.groupdict().get("term2")) if tm else None, "sticky": sticky, "deferential_against_counts": deferential}, sub,
                             note=None if sticky else "the text does not say the author's AGAINST holds when changed")
        return self.missing("proposal.withdrawal", self.s("withdrawal.hint"), "an author voting against their own proposal")

    def veto(self) -> Field:
        """The veto, from the first statement composed of its parts that some rule makes (wordings.VETO); else
        from any sentence granting it (veto_sentence)."""
        sticky = self.atoms.compile(wordings.VETO_STICKY["phrasing"])
        for statement in wordings.VETO:
            m, u = self.r.find(self.p(statement["phrasing"]), flags=re.I if statement.get("ignore_case") else 0)
            if m:
                st = bool(sticky.search(u.text))
                return found({"holder": m.group("who"), "applies_to": m.group("on").lower() + "s", "sticky": st}, u,
                             note=None if st else "the text does not say a veto survives a changed vote")
        return self.veto_sentence()

    def veto_sentence(self) -> Field:
        """Any sentence giving the emperor a veto (wordings.VETO_GRANT["phrasing"]): on what (Proposals or Votable Matters), and
        whether it holds when the vote is changed (wordings.VETO_STICKY["phrasing"])."""
        grant = self.atoms.compile(wordings.VETO_GRANT["phrasing"])
        sticky = self.atoms.compile(wordings.VETO_STICKY["phrasing"])
        for unit in self.r.units():
            if "veto" not in unit.text.lower():
                continue
            for sent in sentences(unit.text):
                m = grant.search(sent)
                if m is None:
                    continue
                sub = Unit(unit.rule, sent)
                on = {x.lower() for x in re.findall(self.s("veto.what"), sent, re.I)}
                if len(on) != 1:
                    return self.readable("proposal.veto", sub, "the veto", lambda: unreadable("it does not say what may be vetoed"))
                st = bool(sticky.search(sent))
                return found({"holder": self.emperor, "applies_to": on.pop() + "s", "sticky": st}, sub,
                             note=None if st else "the text does not say a veto survives a changed vote")
        return self.missing("proposal.veto", self.s("veto.hint"), "the veto")
