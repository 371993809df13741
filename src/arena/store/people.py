"""Who may decide, as stored values: operators, their token hashes, and votes towards a quorum.

The store keeps these next to the runs (schema version 2) so that every process that can reach
the runs sees the same operators. A vote is one operator's decision on one request; the request's
*decision* (its one :class:`~arena.types.InputResponse`) is taken when the quorum is reached, or
at once by a denial, an edit or a reply. An expired request is decided by the store's clock: its
response is the :data:`EXPIRED` option, recorded as ``request.expired`` (never as a denial).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from arena.types import InputResponse, Responder

#: The option a request expired with (not one a person can pick; the store writes it).
EXPIRED = "expired"
#: Who records an expiry: the store's clock, not a person.
CLOCK = Responder(name="arena (store clock)", interface="system")


@dataclass(frozen=True, kw_only=True)
class Operator:
    """A person who may decide: a name, roles, and the OS logins that map to them."""

    name: str
    roles: tuple[str, ...]
    logins: tuple[str, ...]
    created_at: datetime
    removed_at: datetime | None = None

    @property
    def active(self) -> bool:
        return self.removed_at is None


@dataclass(frozen=True, kw_only=True)
class TokenRecord:
    """A token for a non-CLI interface: only the argon2 hash of its secret is stored."""

    id: str
    operator: str
    hash: str
    created_at: datetime
    revoked_at: datetime | None = None


@dataclass(frozen=True, kw_only=True)
class Vote:
    """One operator's decision on one request, under the policy (version, rule) that governed it."""

    request_id: str
    voter: Responder
    option_id: str | None = None
    text: str | None = None
    edited_args: Mapping[str, Any] | None = None
    note: str | None = None
    #: False in open mode (no operators registered): the name and role were taken on trust.
    verified: bool = True
    #: The operator who entered this vote for ``voter`` (``--as``), if someone else did.
    entered_by: str | None = None
    policy_version: str | None = None
    rule: str | None = None
    at: datetime | None = None

    def audit_note(self, note: str | None) -> str | None:
        """``note`` plus how this vote was governed and entered, for the audit trail only."""
        parts = [note] if note else []
        if self.policy_version:
            parts.append(f"policy {self.policy_version}, rule {self.rule}")
        if self.entered_by:
            parts.append(f"entered by {self.entered_by}")
        if not self.verified:
            parts.append("open mode: identity not verified (no operators registered)")
        return "; ".join(parts) or None

    @property
    def approves(self) -> bool:
        """A plain approval: the only kind of vote that waits for others (a quorum)."""
        return self.option_id == "approve" and self.edited_args is None and self.text is None

    def response(self, *, note: str | None = None, at: datetime | None = None) -> InputResponse:
        extra = {"at": at} if at is not None else {}
        return InputResponse(
            request_id=self.request_id,
            option_id=self.option_id,
            text=self.text,
            edited_args=self.edited_args,
            responder=self.voter,
            note=note if note is not None else self.note,
            **extra,
        )


@dataclass(frozen=True, kw_only=True)
class VoteOutcome:
    """What one vote did: counted towards ``quorum``, took the decision, or met an expiry."""

    request_id: str
    votes: tuple[Vote, ...]
    quorum: int
    #: The request's decision when this vote took it (the M-th approval, a denial...), else None.
    decided: InputResponse | None = None
    #: The request had expired by the store's clock: recorded as expired, this vote not counted.
    expired_at: datetime | None = None

    @property
    def approvals(self) -> int:
        return sum(v.approves for v in self.votes)


__all__ = ["CLOCK", "EXPIRED", "Operator", "TokenRecord", "Vote", "VoteOutcome"]
