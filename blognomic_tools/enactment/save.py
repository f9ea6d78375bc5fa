"""An enactment saved on the wiki: the Ruleset, then the gamestate page, each through the safe writer (saving.write_page),
stopping -- nothing of ours sent -- when another admin enacted the matter meanwhile or the proposal no longer applies
to the page's current text. The command only calls `save_enactment` and prints what it returns."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..interrupts import DeferredInterrupt
from ..saving import write_page
from . import naming, plan_enactment, said, taken_out_by, walk
from .gamestate import apply_to_gamestate


@dataclass
class Progress:
    """What the saves of a run that saves several pages (an enactment, the turn of a dynasty) have done so far: the
    reports by page kind in the order saved, the stops said, the page kind being saved right now (None between saves),
    and who is told of each save and of a Ctrl-C."""
    saved: dict = field(default_factory=dict)
    stopped: list[str] = field(default_factory=list)
    in_flight: str | None = None
    failed: str | None = None  # the page kind whose save raised an error (known not saved)
    on_save: Callable[[str, object], None] | None = None
    on_interrupt: Callable[[], None] | None = None

    def write(self, kind: str, save: Callable[[], object]):
        """One page's save, recorded and said as soon as it is answered; a Ctrl-C meanwhile waits for it."""
        with DeferredInterrupt(self.on_interrupt):
            self.in_flight = kind
            try:
                report = save()
            except KeyboardInterrupt:
                raise  # a second Ctrl-C during the save: its outcome is not known (in_flight says which page)
            except BaseException:
                self.in_flight, self.failed = None, kind  # an answer, or nothing sent: known not saved
                raise
            self.saved[kind] = report
            self.in_flight = None
            if self.on_save is not None:
                self.on_save(kind, report)
        return report


class Stopped(Exception):
    """A save stopped before sending anything: someone enacted the matter meanwhile, or the proposal no longer applies."""


def save_enactment(w, p, plan, *, context, rs, roster, source: str, ruleset_page: str, gs_page: str | None, partial: bool = False,
                   again: bool = False, base: dict | None = None, do_ruleset: bool = True, schema=None,
                   progress: "Progress | None" = None) -> tuple[int, dict, list[str]]:
    """Save the Ruleset, then the gamestate page, each through the safe writer. A transform first looks at the page's
    history since the revision the plan was made on: a revision naming this matter means another run (another admin)
    enacted it meanwhile, and nothing of ours is saved on that page (nor, after the Ruleset, on the gamestate: that
    enactment does it). It then reads the proposal again against the page's current text (after an edit conflict, on
    the text someone else just saved); what no longer applies there stops the save with the reason and the revision
    that changed the text. Their edit is never overwritten, ours never saved twice or in part.

    Each page is saved only when the plan changes it (a matter that changes only the gamestate saves only the gamestate
    page). `schema` (the gamestate schema of `rs`) is built from `rs` when not given. `progress` is filled as the
    saves happen (a save that raises, or an interrupt, leaves in it what was saved before, and the save under way),
    and its `on_save(kind, report)` is told of each save as it happens. A Ctrl-C during a save lets that save finish
    (its outcome recorded and said), then stops the run with KeyboardInterrupt.

    Returns (exit code, the write reports by page kind, the stops said)."""
    state: dict = {"instructions": plan.instructions}
    base = base or {}
    progress = progress or Progress()
    saved, stopped = progress.saved, progress.stopped
    if schema is None:
        from ..validators.schema import extract_schema

        schema = extract_schema(rs)

    def meanwhile(page: str, since: int | None) -> None:
        if again or since is None:
            return
        named = naming(w.history(page, since_rev=since, content=False), p.title)
        if named:
            raise Stopped(f"not saved on {page}: {said(named[-1])} enacted “{plan.title}” meanwhile")

    code = 0
    if do_ruleset and plan.ruleset is not None and plan.ruleset.changed:
        def transform(current: str) -> str:
            meanwhile(ruleset_page, base.get("ruleset"))
            fresh = plan_enactment(p, current, source=source, posts=[*context, *plan.found], ruleset=rs, schema=schema, players=list(roster.players),
                                   again=again, assumed=plan.assumed)
            state["instructions"] = fresh.instructions  # the gamestate save applies those in force (met conditionals' too)
            open_ = [i for i in fresh.open_items if i.kind != "gamestate"]
            if open_ and not partial:
                hist = None
                why = []
                for i in open_:
                    gone = None
                    if i.status == "not applied" and (i.old or i.where):
                        hist = hist if hist is not None else w.history(ruleset_page, since=p.posted_at)
                        gone = taken_out_by(hist, i.old or (i.where.words if i.where else ""))
                    why.append(f"{i.kind} {i.status} ({i.reason}" + (f"; the text was taken out in {said(gone)}" if gone else "") + f"): {i.sentence[:100]}")
                raise Stopped(f"not saved on {ruleset_page}: the proposal no longer applies to its current text: " + "; ".join(why))
            return fresh.ruleset.new

        try:
            report = progress.write("ruleset", lambda: write_page(w, ruleset_page, transform, plan.summary, yes=True))
        except Stopped as e:
            stopped.append(str(e))
            if plan.gamestate is not None:
                stopped.append(f"{gs_page} not touched: the gamestate part goes with the Ruleset's (run enact again once the Ruleset is settled)")
            return 1, saved, stopped
        code = report.exit_code
        if report.status != "saved":
            return code, saved, stopped
    if plan.gamestate is None:
        return code, saved, stopped
    gs_state: dict = {}

    def gs_transform(current: str) -> str:
        meanwhile(gs_page, base.get("gamestate"))
        result = apply_to_gamestate(current, state["instructions"], ruleset=schema, page=gs_page, proposal=plan.title)
        gs_state["result"] = result
        return result.new

    def gs_valid(old: str, new: str) -> list[str]:
        result = gs_state["result"]
        problems = [f.message for f in result.errors]
        if not partial:
            problems += [f"gamestate: {i.sentence[:100]} ({i.reason})" for _, i in walk(result.instructions) if i.kind == "gamestate" and i.status == "not applied" and i.reason != "condition not met"]
        return problems  # apply_to_gamestate validated the whole edit of the current text, the proposal explaining it

    try:
        report2 = progress.write("gamestate", lambda: write_page(w, gs_page, gs_transform, plan.gamestate_summary, yes=True, validate=gs_valid))
    except Stopped as e:
        stopped.append(str(e))
        return 1, saved, stopped
    return max(code, report2.exit_code), saved, stopped
