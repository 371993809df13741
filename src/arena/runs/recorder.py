"""The runner's side of the store: persist each leg as it ends, answer, claim, and keep live runs.

One :class:`StoreRecorder` follows one run through :func:`arena.runner.run_legs`. After every leg it
fills in each new request's decision context and appends the leg (events, tool calls, requests,
session snapshot or the "not durable" mark) in one transaction. Before an in-process resume it
writes the answers and claims the run, exactly as ``arena approve`` + ``arena resume`` would.

Runs left waiting are also kept in :data:`LIVE` for this process: that is how a run whose state is
not durable (vanilla) can still be resumed by the process that holds it.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Literal

import msgspec

from arena.checks import CheckResult, CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.context_log import NotTheHarness, kept_request
from arena.errors import CommitUnknown, Conflict
from arena.runner import Recording, SetAside
from arena.runs import leg_landed, let_go, policy_votes
from arena.runs.guard import SideEffectGuard, attach
from arena.runs.leg_ran import cut_off as cut_off
from arena.runs.policy_votes import POLICY_ACTOR as POLICY_ACTOR
from arena.settings import RunSettings
from arena.store import holder
from arena.store.base import EndpointSpec, LegWrite, RunMode, RunOrigin, Store
from arena.trace import Trace
from arena.types import (
    EvalItem,
    InputRequest,
    InputResponse,
    Responder,
    ResumableRunner,
    Turn,
)

if TYPE_CHECKING:  # imported where used: a resume that asks nothing new never loads a policy
    from arena.policy import Policy

#: This process's identity when it claims runs and executes side effects.
OWNER = holder.identity(uuid.uuid4().hex[:6])
#: How a run's error starts when the store failed it for its adapter's answer (arena.hosting).
_REFUSED = "NotTheHarness: refused: "
#: How long a claim outlives the leg timeout before another process may take the run over.
CLAIM_MARGIN_S = 30.0


class LiveRun(msgspec.Struct):
    adapter: ResumableRunner
    ctx: RunContext


#: Runs left waiting by this process, by run id (their adapter and in-memory context).
LIVE: dict[str, LiveRun] = {}


class StoreRecorder(msgspec.Struct):
    store: Store
    origin: RunOrigin
    actor: Responder
    claim_ttl_s: float
    owner: str = OWNER
    #: Every leg of the run so far (earlier ones come from the store on a resume).
    legs: list[Turn] = msgspec.field(default_factory=list)
    claimed: bool = False
    store_flag: str = ""
    guard: SideEffectGuard | None = None
    #: Set when a leg was set aside (the environment broke it): why, and what to do next.
    aside: str | None = None
    #: The policy stamped on new requests (arena.policy); resolved from the store on first use.
    policy: Policy | Literal["find"] | None = "find"

    def attach(self, ctx: RunContext, token: int | None = None) -> None:
        """Guard ``ctx``'s side effects; ``token``: the fencing token of the claim held now."""
        self.guard = attach(ctx, self.store, self.owner, token)

    def leg_finished(
        self, ctx: RunContext, turn: Turn, *, started_at: datetime, duration_s: float
    ) -> Turn:
        if self.guard is not None:
            if self.guard.store_failed:  # not the agent's choice: the approval is kept for a retry
                raise SetAside(self.set_aside(ctx, self.guard.store_failed))
            self.guard.flush()  # outcomes the store refused mid-leg, before the leg itself
        # The harness's own copies of the leg's requests are taken, and the adapter's session
        # dumped, before the requests are stamped: a slot's ``dump`` is adapter code, and it ran
        # after the stamp and rewrote the stored policy/binding in place (red team 21).
        asked = tuple(_asked(ctx, r) for r in turn.requests)
        snapshot = ctx.session.snapshot()
        turn = self._with_context(ctx, msgspec.structs.replace(turn, requests=asked))
        final = turn.status != "waiting"
        checks = self._checks(turn) if final else None
        owner = self.owner if self.claimed else None
        try:
            self.store.record_leg(
                LegWrite(
                    run_id=ctx.run_id,
                    turn=turn,
                    snapshot=snapshot,
                    actor=self.actor,
                    origin=self.origin if turn.leg == 1 else None,
                    owner=owner,
                    started_at=started_at,
                    duration_s=duration_s,
                    checks=checks,
                )
            )
        except CommitUnknown:  # the store read back says whether it landed (durable42)
            token = self.guard.token if self.guard is not None else None
            if not leg_landed.landed(self.store, ctx.run_id, turn.leg, owner, token):
                raise
        self.claimed = False
        self.legs.append(turn)
        if self.origin.mode == "human":
            self._approve_by_policy(turn)
        return turn

    def _approve_by_policy(self, turn: Turn) -> None:
        """Requests whose rule says ``approval: none`` are approved by the policy itself, as
        they are recorded (no person needed); ``arena resume`` continues those runs (and gives
        an approval lost here first: :mod:`arena.runs.policy_votes`)."""
        if not turn.requests:  # the leg asked nothing: no need to load the policy (pydantic)
            return
        policy_votes.approve(self.store, turn.requests)

    def resuming(self, ctx: RunContext, answers: Sequence[InputResponse]) -> None:
        for answer in answers:
            try:
                self.store.answer(answer)
            except Conflict:
                if (forged := self._answered_before(ctx, answer.request_id)) is not None:
                    raise NotTheHarness(forged) from None
                raise
        claim = self.store.claim(ctx.run_id, self.owner, ttl_s=self.claim_ttl_s, actor=self.actor)
        self.claimed = True
        if self.guard is not None:
            self.guard.token = claim.claim_token

    def _failed_by_store(self, ctx: RunContext) -> str | None:
        """The run's error when the store failed it for an answer its adapter's code gave
        (:func:`arena.hosting.check_decision`), mid-leg or between legs: the leg that followed
        found the run failed, and the run's error says why, not "already failed"."""
        try:
            record = self.store.run(ctx.run_id)
        except Exception:  # not stored (a first leg), or the store is down: the caller says so
            return None
        error = record.error or ""
        return error if record.status == "failed" and error.startswith(_REFUSED) else None

    def _answered_before(self, ctx: RunContext, request_id: str) -> str | None:
        """Why the runner's answer found ``request_id`` decided or its run failed, when that
        was the adapter's doing, or None. The runner answers each request of a run it drives
        once, here, and nobody else answers a scripted run: an answer stored before it (the
        adapter's code, from a thread or a process of its own, that won the race to the store)
        fails the run, named with who answered; a run the store already failed for such an
        answer (:func:`arena.hosting.check_decision`) keeps the store's error."""
        if (refused := self._failed_by_store(ctx)) is not None:
            return refused.removeprefix("NotTheHarness: ")
        record = self.store.run(ctx.run_id)
        stored = self.store.request(request_id).response
        if stored is None or record.status not in ("waiting", "resuming"):
            return None
        who, said = stored.responder, stored.option_id or f"text:{stored.text}"
        role = f", {who.role}" if who.role else ""
        error = (
            f"request {request_id} was answered {said!r} by {who.name} "
            f"({who.interface}{role}) before the runner recorded the item's scripted answer: in "
            "a scripted run only the runner answers, so the adapter's code did; the run fails"
        )
        self.failed(ctx, f"NotTheHarness: {error}")
        return error

    def failed(self, ctx: RunContext, error: str) -> None:
        checks = run_checks(
            Trace(legs=tuple(self.legs), error=error), self.origin.item, self.origin.check_spec
        )
        self.store.fail_run(
            ctx.run_id,
            error,
            actor=self.actor,
            owner=self.owner if self.claimed else None,
            checks=checks,
        )
        self.claimed = False

    def _not_run(self) -> set[str]:
        """Calls the side-effect guard refused before the tool ran (:mod:`arena.runs.leg_ran`)."""
        return self.guard.not_run if self.guard is not None else set()

    def set_aside(self, ctx: RunContext, why: str) -> str:
        """Forget a leg the environment broke (key refused, model down): nothing of it is
        recorded, the claim is released, and the run waits again with its answers."""
        self.aside = why
        if self.claimed:
            self.store.release(
                ctx.run_id,
                self.owner,
                actor=self.actor,
                note=f"leg {ctx.leg} set aside, the run waits again with its answers: {why}",
            )
            self.claimed = False
            self.aside = f"{why}; the run waits again with its answers: arena resume {ctx.run_id}"
            return self.aside
        if ctx.leg == 1:
            return f"{why}; nothing was recorded: run it again"
        return why

    def left_waiting(self, adapter: ResumableRunner, ctx: RunContext) -> None:
        LIVE[ctx.run_id] = LiveRun(adapter=adapter, ctx=ctx)

    def finished(self, ctx: RunContext) -> None:
        LIVE.pop(ctx.run_id, None)

    def interrupted(self, ctx: RunContext) -> None:
        """The process is stopping (Ctrl-C) with this run's leg in flight: the run is given
        back, held or failed (:func:`arena.runs.let_go.interrupted`)."""
        LIVE.pop(ctx.run_id, None)
        let_go.interrupted(self, ctx)

    def contain(self, ctx: RunContext, error: str) -> str:
        """A hook raised mid-run: :func:`arena.runs.let_go.contain`."""
        LIVE.pop(ctx.run_id, None)
        return let_go.contain(self, ctx, error)

    def _policy(self) -> Policy | None:
        if self.policy == "find":
            from arena.runs.policy_arenas import find_store_policy

            # its run's arena too (the store's others: inherited, find_store_policy's export)
            modules = (self.origin.tools_module,) if self.origin.tools_module else ()
            self.policy = find_store_policy(None, self.store, modules=modules)
        return self.policy

    def _checks(self, turn: Turn) -> list[CheckResult]:
        trace = Trace(legs=(*self.legs, turn))
        return run_checks(trace, self.origin.item, self.origin.check_spec)

    def _with_context(self, ctx: RunContext, turn: Turn) -> Turn:
        if not turn.requests:
            return turn
        # Here, like the policy: a leg that asks nothing (a resume to the end) needs neither.
        from arena.runs.decision import decision_context

        enriched = []
        for request in turn.requests:
            details = decision_context(
                request,
                ctx,
                tools_module=self.origin.tools_module,
                consequential=self.origin.check_spec.tool,
                user_input=self.origin.item.input,
                store_flag=self.store_flag,
            )
            from arena.policy import environment, stamp

            new = kept_request(
                stamp(
                    msgspec.structs.replace(request, details=details),
                    self._policy(),
                    environment(),
                )
            )
            # What is stored is this copy; the adapter's view and the harness's copy are others
            # (a dict shared with ctx.pending was the adapter's to rewrite before the write).
            if request.id in ctx.pending:
                ctx.pending[request.id] = kept_request(new)
            ctx._asked[request.id] = kept_request(new)
            enriched.append(new)
        return msgspec.structs.replace(turn, requests=tuple(enriched))


def _asked(ctx: RunContext, request: InputRequest) -> InputRequest:
    """The harness's copy of ``request`` as it was asked (``RunContext._asked``), never the
    adapter's object: its ``details`` (the binding above all) are the adapter's to edit."""
    return kept_request(ctx._asked.get(request.id) or request)


def recorder_for(
    store: Store,
    ctx: RunContext,
    *,
    adapter: str,
    endpoint: ModelEndpoint,
    item: EvalItem,
    arena: str = "",
    tools_module: str = "",
    spec: CheckSpec | None = None,
    mode: RunMode = "scripted",
    actor: Responder | None = None,
    leg_timeout_s: float,
) -> StoreRecorder:
    """The recorder for a new run (what :func:`arena.runner.run_item` uses with a store)."""
    from arena.store import store_flag

    origin = RunOrigin(
        adapter=adapter,
        endpoint=EndpointSpec.of(endpoint, api_key_env=endpoint.api_key_env),
        item=item,
        arena=arena,
        tools_module=tools_module,
        check_spec=spec or CheckSpec(),
        mode=mode,
        request_ttl_s=ctx.request_ttl_s,
    )
    recorder = StoreRecorder(
        store=store,
        origin=origin,
        actor=actor or Responder(name="runner", interface="scripted"),
        claim_ttl_s=leg_timeout_s + CLAIM_MARGIN_S,
        store_flag=store_flag(store),
    )
    recorder.attach(ctx)
    return recorder


def recording(store: Store, *, tools_module: str = "") -> Recording:
    """What :func:`arena.runner.run_item` takes as ``record``: each new run persisted in
    ``store`` (``tools_module`` lets another process rebuild the agent later)."""

    def record(
        ctx: RunContext,
        item: EvalItem,
        endpoint: ModelEndpoint,
        *,
        arena: str,
        spec: CheckSpec | None,
        settings: RunSettings,
    ) -> StoreRecorder:
        return recorder_for(
            store,
            ctx,
            adapter=ctx.adapter,
            endpoint=endpoint,
            item=item,
            arena=arena,
            tools_module=tools_module,
            spec=spec,
            mode=settings.mode,
            actor=settings.actor,
            leg_timeout_s=settings.leg_timeout_s,
        )

    return record
