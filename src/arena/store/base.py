"""The store contract, written once (docs/architecture.md): what every backend keeps and guarantees.

A backend (SQLite today, PostgreSQL next) implements the abstract methods of :class:`Store` and
runs the conformance suite in ``tests/store/test_store.py``. The invariants live in the contract, not in
the callers:

- one response per request — a second answer raises :class:`~arena.errors.Conflict` naming who
  answered first and when;
- a leg is appended only by the run's owner: ``record_leg`` is a compare-and-set on the run's leg
  count (and on the claim when the run is ``resuming``), so two resumers never both continue a run;
- ``claim`` is a compare-and-set ``waiting → resuming`` with an expiry; an expired claim (a crashed
  resumer) can be taken over;
- events, tool calls, requests, responses and the audit trail are append-only;
- a side-effecting tool runs at most once per approved request (``begin_side_effect``).

The records it keeps (runs, requests, audit entries, side effects) are in ``store/records.py``
and re-exported here.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from arena.check_types import CheckResult
from arena.store.records import (
    RUN_STATUSES,
    SCRIPTED_KEY,
    AuditEntry,
    EndpointSpec,
    LegWrite,
    RequestRecord,
    RequestState,
    RunMode,
    RunOrigin,
    RunRecord,
    RunStatus,
    SideEffect,
    SideEffectKey,
    SideEffectStatus,
)
from arena.types import (
    EvalItem,
    Event,
    InputResponse,
    Responder,
    ToolCall,
    ToolStatus,
    Turn,
)

if TYPE_CHECKING:  # arena.store.people: not loaded to resume a run (docs/benchmarks.md)
    from arena.context import RunContext  # a listing of runs loads no run context
    from arena.store.chain_verify import Broken, Verdict
    from arena.store.people import Operator, TokenRecord, Vote, VoteOutcome


class Store(ABC):
    """A durable home for runs, legs, events, requests, decisions and the audit trail."""

    #: Where the store lives, for messages (a path or a URL without credentials).
    location: str

    # -- writes ---------------------------------------------------------------------------------
    @abstractmethod
    def record_leg(self, leg: LegWrite) -> RunRecord:
        """Append one finished leg and move the run to the leg's status; release any claim.

        Compare-and-set: the run must have exactly ``turn.leg - 1`` legs (none for leg 1, which
        creates the run from ``origin``) and be ``waiting`` or ``resuming`` under ``owner``;
        otherwise :class:`Conflict` and nothing is written. Answers that reached the adapter
        (``input.responded`` events) without going through :meth:`answer` are stored too.
        """

    @abstractmethod
    def answer(self, response: InputResponse) -> InputResponse:
        """Store the one answer to a request. Raises NotFound, InvalidAnswer (option not offered,
        request expired) or Conflict (already answered — naming who and when; run already over).
        """

    @abstractmethod
    def claim(self, run_id: str, owner: str, *, ttl_s: float, actor: Responder) -> RunRecord:
        """Compare-and-set ``waiting → resuming`` for ``owner`` until now + ``ttl_s``.

        A ``resuming`` run whose claim has expired is taken over. Anything else: Conflict.
        """

    @abstractmethod
    def release(self, run_id: str, owner: str, *, actor: Responder, note: str) -> None:
        """Give a claim back without a leg (``resuming → waiting``), e.g. the resume could not start."""

    @abstractmethod
    def fail_run(
        self,
        run_id: str,
        error: str,
        *,
        actor: Responder,
        owner: str | None = None,
        checks: Sequence[CheckResult] | None = None,
    ) -> None:
        """Mark a run failed outside any leg (resume cap, an adapter that cannot be rebuilt).
        A run held for reconciliation is refused (``arena.reconcile.NeedsReconciliation``):
        failing it would drop the record of a side effect whose outcome nobody knows."""

    def try_claim(
        self, run_id: str, owner: str, *, ttl_s: float, actor: Responder
    ) -> RunRecord | None:
        """:meth:`claim` for a worker picking work: None instead of Conflict, and (PostgreSQL) a
        run whose row another transaction holds is skipped rather than waited for."""
        from arena.errors import Conflict

        try:
            return self.claim(run_id, owner, ttl_s=ttl_s, actor=actor)
        except Conflict:
            return None

    def check_home(self, *, adopt: bool = False) -> None:
        """Refuse (UserError) a store that is a copy of one still at its home, before anything
        answers, claims or runs from it; ``adopt``: make this one the store
        (:mod:`arena.store.sqlite_home`, :mod:`arena.store.postgres_home`). A backend of one's
        own that cannot be copied has nothing to check."""
        return None

    def behind(self) -> str | None:
        """Why every answer, claim and side effect here is refused as the store is behind this
        machine's record of its last act (:mod:`arena.store.high_water`: a backup restored over
        it), for what lists or verifies all the same; None: it is not, or has no such record."""
        return None

    @abstractmethod
    def begin_side_effect(
        self,
        key: SideEffectKey,
        *,
        args: Mapping[str, Any],
        leg: int,
        owner: str,
        token: int | None = None,
    ) -> SideEffect | None:
        """Record the intent to execute ``key``; None means go ahead. If ``key`` was already
        begun, return that record instead (the caller must not execute the tool again).

        ``token``: the fencing token of the caller's claim; when the run's current claim is not
        that one (taken over) nothing is written and :class:`~arena.errors.FencedOut` is raised.
        """

    @abstractmethod
    def finish_side_effect(self, key: SideEffectKey, *, status: ToolStatus, result: str) -> None:
        """Record the outcome of an execution begun with :meth:`begin_side_effect`."""

    # -- reads ----------------------------------------------------------------------------------
    @abstractmethod
    def run(self, run_id: str) -> RunRecord:
        """One run by full id (NotFound otherwise)."""

    @abstractmethod
    def runs(self, *, status: RunStatus | None = None, limit: int | None = None) -> list[RunRecord]:
        """Runs, newest first."""

    @abstractmethod
    def request(self, request_id: str) -> RequestRecord:
        """One request by full id (NotFound otherwise)."""

    @abstractmethod
    def requests(self, run_id: str) -> list[RequestRecord]:
        """A run's requests in the order they were asked."""

    @abstractmethod
    def pending(
        self, *, limit: int | None = None, offset: int = 0, after: str | None = None
    ) -> list[RequestRecord]:
        """Unanswered requests of runs still waiting, newest first (expired ones included).

        ``after``: a request id, typically the last of the previous page; the page then starts
        with the next older request (keyset pagination: as fast deep in the list as at its top,
        where ``offset`` walks every row it skips). NotFound for an unknown id.
        """

    @abstractmethod
    def turns(self, run_id: str) -> list[Turn]:
        """The run's legs rebuilt as :class:`Turn` values (for the merged trace and checks)."""

    @abstractmethod
    def snapshot(self, run_id: str) -> dict[str, Any] | None:
        """The session snapshot written with the run's last leg (None: not durable)."""

    @abstractmethod
    def events(self, run_id: str) -> list[Event]: ...

    @abstractmethod
    def tool_calls(self, run_id: str) -> list[ToolCall]: ...

    @abstractmethod
    def history(self, run_id: str) -> list[AuditEntry]:
        """The audit trail of a run, oldest first."""

    @abstractmethod
    def side_effects(self, run_id: str) -> list[SideEffect]: ...

    @abstractmethod
    def resolve_id(self, prefix: str) -> tuple[Literal["run", "request"], str]:
        """A full run or request id from a unique prefix (NotFound / Ambiguous listing candidates)."""

    @abstractmethod
    def close(self) -> None: ...

    # -- people: operators, tokens, votes, expiry (arena.store.people; arena.identity) -----------
    @abstractmethod
    def now(self) -> datetime:
        """The store's clock, which expiry is judged by (PostgreSQL: the server's time)."""

    @abstractmethod
    def save_operator(
        self, name: str, roles: tuple[str, ...], logins: tuple[str, ...], *, actor: str
    ) -> Operator:
        """Add an operator, or replace the roles and logins of one (restoring it if removed)."""

    @abstractmethod
    def remove_operator(self, name: str, *, actor: str) -> Operator:
        """Mark an operator removed and revoke its tokens (NotFound when there is none)."""

    @abstractmethod
    def operators(self, *, include_removed: bool = False) -> list[Operator]: ...

    @abstractmethod
    def add_token(self, token_id: str, operator: str, hashed: str, *, actor: str) -> TokenRecord:
        """Store a token's argon2 hash (never the token) for an active operator."""

    @abstractmethod
    def token(self, token_id: str) -> TokenRecord | None: ...

    @abstractmethod
    def vote(self, vote: Vote, *, quorum: int) -> VoteOutcome:
        """One operator's vote; the decision is taken at the ``quorum``-th approval or at once by
        any other kind of vote. One vote per operator per request (Conflict otherwise)."""

    @abstractmethod
    def votes(self, request_id: str) -> list[Vote]: ...

    def record_refusal(self, request_id: str, actor: Responder, answer: str, reason: str) -> None:
        """Keep, as an ``answer.refused`` entry in the run's trail, an answer refused because the
        request was already decided or its run finished (``answer``: what was answered, as
        said; ``reason``: the refusal). A repeat of the decided answer by the one who gave it
        is no contest, and nothing is kept; nor is anything when this write fails, since the
        refusal itself is what the caller must see (arena.store.sql_people)."""
        return None

    @abstractmethod
    def expire_due(self) -> list[str]:
        """Record unanswered requests past their expiry (by :meth:`now`) as ``expired``."""

    # -- reconciliation (arena.reconcile; arena.store.sql_reconcile) -----------------------------
    def hold_for_reconciliation(
        self, run_id: str, facts: str, *, actor: Responder, owner: str | None = None
    ) -> RunRecord:
        """Move a run whose side effect ran unrecorded to ``needs_reconciliation`` (its error
        says ``facts``), releasing ``owner``'s claim or a dead one's; idempotent."""
        raise NotImplementedError(f"{type(self).__name__} cannot hold runs for reconciliation")

    def reconcile(
        self, run_id: str, *, took_effect: bool, reason: str, actor: Responder
    ) -> list[SideEffect]:
        """Record a person's word on a held run's unrecorded side effects (audited); the run
        waits again with its answers. Returns the ledger entries it settled."""
        raise NotImplementedError(f"{type(self).__name__} cannot reconcile runs")

    # -- integrity (arena.store.chain) ----------------------------------------------------------
    def verify_audit(self, *, head: str | None = None) -> Verdict:
        """Walk the whole audit chain and every answer; the first broken link, if any. ``head``:
        an earlier verdict's head, kept elsewhere; a chain that no longer reaches it is broken."""
        raise NotImplementedError(f"{type(self).__name__} keeps no audit chain")

    def verify_run(self, run_id: str) -> Broken | None:
        """One run's audit entries and answers: None when they read as they were written."""
        raise NotImplementedError(f"{type(self).__name__} keeps no audit chain")

    # -- conveniences shared by every backend ---------------------------------------------------
    def record_turn(
        self, ctx: RunContext, turn: Turn, *, tools_module: str = "", user_input: str = ""
    ) -> None:
        """The eval driver's seam (``arena.drive``): persist a leg of a run driven in-process.
        ``tools_module``: the module of the agent's tools, where an operator's ``approve --edit``
        and the web inbox check an edit (never what continues the run: its mode is "eval");
        ``user_input``: the message the first leg was sent, the run's input as an item's is."""
        origin = None
        if turn.leg == 1:
            origin = RunOrigin(
                adapter=ctx.adapter,
                endpoint=EndpointSpec.of(ctx.endpoint),
                item=EvalItem(id=ctx.item_id or ctx.run_id, input=user_input),
                tools_module=tools_module,
                mode="eval",
                request_ttl_s=ctx.request_ttl_s,
            )
        import msgspec

        from arena.context_log import kept_request

        # The session first (a slot's ``dump`` is adapter code, the leg's last), then the
        # harness's own copies of the requests as asked, never the adapter's objects: dump
        # rewrote the stored binding, or planted a policy stamp (red team 21).
        snapshot = ctx.session.snapshot()
        asked = tuple(kept_request(ctx._asked.get(r.id) or r) for r in turn.requests)
        self.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=msgspec.structs.replace(turn, requests=asked),
                snapshot=snapshot,
                actor=Responder(name="eval", interface="eval"),
                origin=origin,
            )
        )

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


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
    "Store",
]
