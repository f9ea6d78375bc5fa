"""The audits, in one home: resolved matters' admin notes against the tally recomputed by the rules (notes.py,
`audit --month`), and the enactments in the Ruleset's history against their proposals (enactments.py, `audit
ruleset`; `enact` asks it what the history shows enacted already)."""
from __future__ import annotations

from .enactments import FINDINGS, RevisionAudit, audit_history, audit_revision, enacted_on_wiki
from .notes import EXPECTED, AuditRow, MonthAudit, audit_month, audit_post, context_at

__all__ = ["EXPECTED", "FINDINGS", "AuditRow", "MonthAudit", "RevisionAudit", "audit_history", "audit_month", "audit_post",
           "audit_revision", "context_at", "enacted_on_wiki"]
