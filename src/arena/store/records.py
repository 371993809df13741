"""The records a store keeps and hands back: runs, requests, answers' audit entries, side effects.

Frozen values that cross the store boundary unchanged (``msgspec.Struct``, cheap to define, as
:mod:`arena.types` says why); the contract that keeps them
(:class:`arena.store.base.Store`) is in ``store/base.py``. ``RunMode`` comes from ``arena.settings``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

import msgspec
from msgspec import field

from arena.check_types import CheckResult, CheckSpec
from arena.model_endpoint import CALLED_AS, SCRIPTED_KEY, ModelEndpoint
from arena.settings import RunMode
from arena.types import EvalItem, InputRequest, InputResponse, Responder, Turn

#: ``needs_reconciliation``: a side effect ran and its outcome was never recorded (a store that
#: refused the write, a process killed in between); a person says what happened (arena.reconcile).
RunStatus = Literal["waiting", "resuming", "completed", "failed", "needs_reconciliation"]
RUN_STATUSES: tuple[RunStatus, ...] = (
    "waiting",
    "resuming",
    "completed",
    "failed",
    "needs_reconciliation",
)
RequestState = Literal["pending", "answered", "resolved", "expired", "closed"]
SideEffectStatus = Literal["started", "ok", "failed"]


class EndpointSpec(msgspec.Struct, frozen=True, kw_only=True):
    """How to reach the run's model again later: never the key itself, never an ephemeral port.

    A run on the scripted model records the behaviour (the model name); ``arena resume`` starts its
    own scripted server. A run on a real endpoint records its URL and, optionally, which
    environment variable holds the key.
    """

    model: str
    base_url: str = ""
    scripted: bool = False
    api_key_env: str | None = None
    #: The first leg's model calls went through a log the harness keeps (the scripted server,
    #: ``arena run --model-url``'s or the pytest plugin's gateway). A resume puts a gateway of its
    #: own before a real endpoint only then: a resumed run is judged on the same kind of evidence
    #: its first legs had (gateway49c; a run started on a bare endpoint stays "not available").
    logged: bool = False

    @classmethod
    def of(cls, endpoint: ModelEndpoint, *, api_key_env: str | None = None) -> EndpointSpec:
        called = endpoint.model == CALLED_AS  # a run's name for the compliant scripted model
        scripted = (endpoint.model.startswith("scripted") or called) and (
            endpoint.api_key == SCRIPTED_KEY
        )
        log = endpoint.request_log
        # A run's context has no origin_url (red team 17); behind the logging gateway (the pytest
        # plugin's live endpoint) its log names the real endpoint, not the gateway's port.
        behind = getattr(log, "_upstream", "") if log is not None and log.forwarded else ""
        return cls(
            model="scripted-compliant" if scripted and called else endpoint.model,
            base_url="" if scripted else (endpoint.origin_url or behind or endpoint.base_url),
            scripted=scripted,
            api_key_env=api_key_env,
            logged=log is not None,
        )

    def describe(self) -> str:
        """``name @ url`` (its password and secret query parameters not shown), or ``name
        (scripted)``: what ``arena show`` and ``arena runs`` say of a run's model."""
        if self.scripted:
            return f"{self.model} (scripted)"
        from arena.provenance import redact_url

        return f"{self.model} @ {redact_url(self.base_url)}"


class RunOrigin(msgspec.Struct, frozen=True, kw_only=True):
    """What a run was started from: enough for another process to rebuild its adapter."""

    adapter: str
    endpoint: EndpointSpec
    item: EvalItem
    arena: str = ""
    #: Module holding TOOLS / GATE / CONSEQUENTIAL / SYSTEM_PROMPT (the agent the adapter runs).
    tools_module: str = ""
    check_spec: CheckSpec = field(default_factory=CheckSpec)
    mode: RunMode = "scripted"
    #: Seconds each request of the run may wait (``--expires-in``; None: never). Kept with the
    #: run so a resumed leg's new request expires as the first leg's did (durable43: it never did).
    request_ttl_s: float | None = None


class RunRecord(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    origin: RunOrigin
    status: RunStatus
    #: False when the last leg left state that only lives in the memory of the process that ran it.
    durable: bool
    legs: int
    created_at: datetime
    updated_at: datetime
    #: ``host:pid`` of the process that ran the first leg (where a non-durable run's state lives).
    created_by: str
    error: str | None = None
    checks: tuple[CheckResult, ...] | None = None
    claim_owner: str | None = None
    claim_expires_at: datetime | None = None
    #: The fencing token of the run's latest claim: each claim takes one more than the last.
    claim_token: int = 0

    @property
    def adapter(self) -> str:
        return self.origin.adapter

    @property
    def item_id(self) -> str:
        return self.origin.item.id

    @property
    def passed(self) -> bool | None:
        if self.checks is None:
            return None
        return self.status == "completed" and all(c.passed for c in self.checks)


class RequestRecord(msgspec.Struct, frozen=True, kw_only=True):
    """A stored input request, its answer if any, and the state of its run."""

    request: InputRequest
    run_status: RunStatus
    item_id: str
    adapter: str
    durable: bool
    response: InputResponse | None = None
    #: True once a resumed leg handed the answer to the adapter (an ``input.responded`` event).
    resolved: bool = False

    @property
    def id(self) -> str:
        return self.request.id

    @property
    def run_id(self) -> str:
        return self.request.run_id

    def state(self, now: datetime) -> RequestState:
        if self.response is not None and self.response.option_id == "expired":
            return "expired"  # recorded by the store's clock (arena.store.people.EXPIRED)
        if self.resolved:
            return "resolved"
        if self.response is not None:
            return "answered"
        if self.run_status in ("completed", "failed"):
            return "closed"
        expires = self.request.expires_at
        if expires is not None and expires <= now:
            return "expired"
        return "pending"


class AuditEntry(msgspec.Struct, frozen=True, kw_only=True):
    """One transition: who did what, in which role, through which interface, when, and why."""

    seq: int
    run_id: str
    transition: str
    actor: Responder
    at: datetime
    request_id: str | None = None
    note: str | None = None


class SideEffectKey(msgspec.Struct, frozen=True, kw_only=True):
    """Idempotency key: the n-th execution of ``tool`` under approved request ``request_id``."""

    run_id: str
    request_id: str
    tool: str
    occurrence: int


class SideEffect(msgspec.Struct, frozen=True, kw_only=True):
    key: SideEffectKey
    leg: int
    args: Mapping[str, Any]
    status: SideEffectStatus
    owner: str
    started_at: datetime
    result: str | None = None
    finished_at: datetime | None = None


class LegWrite(msgspec.Struct, frozen=True, kw_only=True):
    """Everything one leg appends, written in one transaction (docs/architecture.md: one append per pause)."""

    run_id: str
    turn: Turn
    #: ``SessionLine.snapshot()``: None marks the leg's paused state as not durable.
    snapshot: dict[str, Any] | None
    actor: Responder
    origin: RunOrigin | None = None  # required for the first leg
    owner: str | None = None  # the claim this leg was run under, if any
    started_at: datetime | None = None
    duration_s: float | None = None
    #: The run ended outside the leg (resume cap...): the run fails with this error.
    run_error: str | None = None
    checks: Sequence[CheckResult] | None = None


__all__ = [
    "RUN_STATUSES",
    "SCRIPTED_KEY",
    "AuditEntry",
    "EndpointSpec",
    "LegWrite",
    "RequestRecord",
    "RequestState",
    "RunMode",
    "RunOrigin",
    "RunRecord",
    "RunStatus",
    "SideEffect",
    "SideEffectKey",
    "SideEffectStatus",
]
