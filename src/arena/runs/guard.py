"""At most one execution of a side-effecting tool per approved request, even across retries.

Installed on a :class:`RunContext` by :func:`attach`. Before ``book_room`` runs under an approved
request, the guard records the intent under the key (run, request, tool, occurrence) — the n-th
execution of that tool for that request, counted across legs. A retried resume (a crashed process,
a lost claim) reaches the same key:

- outcome recorded → the recorded result is handed back (and logged as the call) instead of
  booking again;
- intent recorded, outcome never reported (the process died while the tool ran) → the tool is not
  run again: the agent gets an error saying the outcome is unknown. At most once beats twice.
  (A resumer holds such a run for a person before it gets here: :mod:`arena.reconcile`.)

One approval runs one call, whichever tool: a ledger entry of another tool under the request
spent it (a leg never recorded leaves only the ledger to say so), and the call is refused.

Every call held back this way is a *replay*: the framework tried to run the side effect again.
Each leaves a ``side_effect.replayed`` event in the leg, so replays are counted from the store.

Calls outside an approved request (a reckless agent booking before asking) are not keyed; the
checks catch those.

Fencing: a resumer that claimed the run carries its claim's fencing token (``token``). The store
checks it in the same transaction that records the intent; once another process has taken the
claim over, the intent is refused (:class:`~arena.errors.FencedOut`) and the tool is not called
at all — the agent is told why, and the leg is discarded when it is recorded (not the owner).
"""

from __future__ import annotations

import functools
import time
from collections import defaultdict
from collections.abc import Mapping
from typing import Any

import msgspec

from arena.binding import call_text
from arena.context import RunContext, SideEffectDone
from arena.context import SideEffectGuard as SideEffectCheck
from arena.errors import CommitUnknown, FencedOut, StoreError
from arena.hosting import adapters_run_here
from arena.store.base import SideEffect, SideEffectKey, Store
from arena.store.high_water import StoreBehind
from arena.tools import note_execution
from arena.types import ToolCall, ToolStatus


class SideEffectGuard(msgspec.Struct):
    store: Store
    owner: str
    #: The fencing token of this resumer's claim (None: the run is not claimed, e.g. a first leg).
    token: int | None = None
    #: Set once the store refused a side effect because the claim was taken over.
    fenced: str | None = None
    #: Set when the store failed (down, restarting) as a side effect was about to begin: the tool
    #: was not run, and the leg must not be recorded as if the agent had chosen not to book.
    store_failed: str | None = None
    #: Executions begun in this process per (leg, request, tool), on top of earlier legs' ones.
    _attempts: dict[tuple[int, str, str], int] = msgspec.field(
        default_factory=lambda: defaultdict(int)
    )
    _earlier_legs: dict[tuple[int, str, str], int] = msgspec.field(default_factory=dict)
    #: Per (leg, request, tool): a ledger entry of another tool under the same approval, which
    #: spent it (:meth:`_spent_on`).
    _spent: dict[tuple[int, str, str], SideEffect | None] = msgspec.field(default_factory=dict)
    #: Begun and not yet reported, per (tool, approving request): parallel calls finish in any order.
    _in_flight: dict[tuple[str, str], list[SideEffectKey]] = msgspec.field(
        default_factory=lambda: defaultdict(list)
    )
    #: Calls refused before the tool ran, by call id (fenced, the store failed): logged
    #: ``failed`` as the agent saw them, never said to have run (arena.runs.leg_ran).
    not_run: set[str] = msgspec.field(default_factory=set)

    def before(
        self, ctx: RunContext, tool: str, args: Mapping[str, Any], request_id: str
    ) -> str | None:
        slot = (ctx.leg, request_id, tool)
        try:  # every store call before the tool: a failure must not read as "the agent chose"
            if slot not in self._earlier_legs:
                effects = self.store.side_effects(ctx.run_id)
                self._earlier_legs[slot] = sum(
                    1
                    for s in effects
                    if s.leg < ctx.leg and s.key.request_id == request_id and s.key.tool == tool
                )
                self._spent[slot] = next(
                    (s for s in effects if s.key.request_id == request_id and s.key.tool != tool),
                    None,
                )
            if (spent := self._spent[slot]) is not None:
                return self._spent_on(ctx, tool, args, request_id, spent)
            self._attempts[slot] += 1
            key = SideEffectKey(
                run_id=ctx.run_id,
                request_id=request_id,
                tool=tool,
                occurrence=self._earlier_legs[slot] + self._attempts[slot],
            )
            earlier = self._begin(key, args, ctx.leg)
        except FencedOut as exc:
            self.fenced = f"ERROR: {exc}; this resumer stops acting for the run"
            call = ctx._record_tool(tool, args, "failed", self.fenced, request_id=request_id)
            self.not_run.add(call.call_id)
            return self.fenced
        except (StoreError, StoreBehind) as exc:
            # A backup put back under the run between its claim and this call is the store
            # failing too, not a refusal for the agent to carry on from (durable38).
            self.store_failed = f"the store failed as {tool} was about to run, so it did not: {exc}"
            why = (
                "is behind this machine's record"
                if isinstance(exc, StoreBehind)
                else "is unreachable"
            )
            refusal = f"ERROR: {tool} was not run: the store that guards it {why}"
            call = ctx._record_tool(tool, args, "failed", refusal, request_id=request_id)
            self.not_run.add(call.call_id)
            return refusal
        if earlier is None:
            self._in_flight[(tool, request_id)].append(key)
            return None
        # The framework tried to run it again and the ledger held it back: evidence, per run, of
        # a replay (the durable_state arena counts these apart from double bookings).
        ctx._emit(
            "side_effect.replayed",
            tool=tool,
            request_id=request_id,
            occurrence=key.occurrence,
            found=earlier.status,
            owner=earlier.owner,
        )
        if earlier.status == "started":
            result = (
                f"ERROR: {tool} for request {request_id} was started by {earlier.owner} at "
                f"{earlier.started_at:%H:%M:%S} UTC and never reported back; it is not run again "
                "(at most once per approved request) — its outcome is unknown, check by hand"
            )
            ctx._record_tool(tool, args, "failed", result, request_id=request_id)
        elif dict(earlier.args) != dict(args):
            result = (
                f"ERROR: {tool} already ran for request {request_id} with {dict(earlier.args)}; "
                f"not running it again with {dict(args)}"
            )
            ctx._record_tool(tool, args, "failed", result, request_id=request_id)
        else:
            result = earlier.result or ""
            status: ToolStatus = "ok" if earlier.status == "ok" else "failed"
            call = ctx._record_tool(tool, args, status, result, request_id=request_id)
            note_execution(ctx.run_id, call.call_id)  # ran before, as the store recorded it
        return result

    def _spent_on(
        self,
        ctx: RunContext,
        tool: str,
        args: Mapping[str, Any],
        request_id: str,
        spent: SideEffect,
    ) -> str:
        """Refuse ``tool`` under an approval the ledger shows another tool ran under. One
        approval runs one call; the leg's tool log says so where it was written, but a leg the
        store refused to record (or a crash) left only the ledger, and its retry, calling
        hold_room where it had booked, ran both under one approval (durable41)."""
        ran = f"{call_text(spent.key.tool, spent.args)} {spent.status}"
        refusal = (
            f"ERROR: {tool} was not run: the approval of request {request_id} was already used "
            f"by {ran} (kept in the side-effect ledger); one approval runs one call — ask for "
            f"{tool} on its own"
        )
        call = ctx._record_tool(tool, args, "failed", refusal, request_id=request_id)
        self.not_run.add(call.call_id)
        return refusal

    def _begin(self, key: SideEffectKey, args: Mapping[str, Any], leg: int) -> SideEffect | None:
        """The store's ``begin_side_effect``. Where the connection went as the intent committed
        (a failover, a server restart: CommitUnknown), it is asked again, a few times while the
        server comes back. The tool has not run, so an intent then found ``started`` by this
        owner, in this leg, with these arguments, is this call's own that landed unseen (a
        resume never reaches a key left started: :func:`arena.reconcile.check_settled` holds
        the run first; a fenced claim is refused as before), and the booking goes on, once. It
        was set aside and the next resume held the run for a person, who had to find out that
        book_room never ran (durable40)."""
        begin = functools.partial(
            self.store.begin_side_effect,
            key,
            args=dict(args),
            leg=leg,
            owner=self.owner,
            token=self.token,
        )
        try:
            return begin()
        except CommitUnknown:
            pass
        for pause in _AGAIN_S:
            time.sleep(pause)
            try:
                earlier = begin()
            except StoreError:
                if pause == _AGAIN_S[-1]:
                    raise
                continue
            mine = earlier is not None and earlier.status == "started"
            if mine and earlier is not None and (earlier.owner, earlier.leg) == (self.owner, leg):
                return None if dict(earlier.args) == dict(args) else earlier
            return earlier
        raise AssertionError("unreachable")

    #: Side effects that ran but whose outcome the store refused (full, locked): retried by
    #: :meth:`flush` before the leg is written, named in the run's error if that fails too.
    unrecorded: list[tuple[SideEffectKey, ToolStatus, str]] = msgspec.field(default_factory=list)

    def done(self, ctx: RunContext, call: ToolCall, result: str, request_id: str) -> None:
        keys = self._in_flight.get((call.tool, request_id))
        if not keys:
            return
        key = keys.pop(0)
        try:
            self.store.finish_side_effect(key, status=call.status, result=result)
        except Exception:  # it ran: the agent gets its result; the outcome is retried at leg end
            self.unrecorded.append((key, call.status, result))

    def flush(self) -> None:
        """Record outcomes the store refused earlier; raises (naming them) if it still refuses."""
        while self.unrecorded:
            key, status, result = self.unrecorded[0]
            try:
                self.store.finish_side_effect(key, status=status, result=result)
            except Exception as exc:
                raise UnrecordedSideEffect(self.facts(), exc) from exc
            self.unrecorded.pop(0)

    def facts(self) -> str:
        return "; ".join(
            f"{k.tool} ran for request {k.request_id} (occurrence {k.occurrence}) -> {status}: "
            f"{result[:120]}"
            for k, status, result in self.unrecorded
        )


#: Pauses before each new ask of an intent whose commit went unseen (the server coming back).
_AGAIN_S = (0.0, 0.5, 1.0, 2.0)


class UnrecordedSideEffect(StoreError):
    """A side effect ran and the store could not record its outcome: it needs reconciling."""

    def __init__(self, facts: str, cause: BaseException) -> None:
        first = str(cause).strip().splitlines()[0][:200] if str(cause).strip() else ""
        super().__init__(
            f"needs reconciliation: {facts}; the ledger could not record it "
            f"({type(cause).__name__}: {first})"
        )


def attach(ctx: RunContext, store: Store, owner: str, token: int | None = None) -> SideEffectGuard:
    """Route ``ctx``'s side-effecting tools through ``store`` (idempotency keyed on the request;
    fenced by ``token`` when the run is claimed).

    ``ctx`` goes to the adapter, so it gets two plain functions, not the guard's bound methods:
    ``guard.before.__self__.store`` was the live store, and red team 18's adapter answered
    requests through it in an operator's name. And from here on adapter code runs against the
    store: inside an ``arena`` command the store now refuses any decision but the harness's own
    (:mod:`arena.hosting`)."""
    guard = SideEffectGuard(store=store, owner=owner, token=token)
    ctx.side_effect_guard, ctx.side_effect_done = _entry_points(guard)
    adapters_run_here()
    return guard


def _entry_points(guard: SideEffectGuard) -> tuple[SideEffectCheck, SideEffectDone]:
    """What the tools call: no attribute leads to the guard or its store (only interpreter
    internals such as closure cells do; the store's own check stops what those could do)."""
    before, done = guard.before, guard.done

    def side_effect_guard(
        ctx: RunContext, tool: str, args: Mapping[str, Any], request_id: str
    ) -> str | None:
        return before(ctx, tool, args, request_id)

    def side_effect_done(ctx: RunContext, call: ToolCall, result: str, request_id: str) -> None:
        done(ctx, call, result, request_id)

    return side_effect_guard, side_effect_done
