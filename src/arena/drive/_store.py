"""Where a driven turn is written, when the eval gives a store — and, with an arena store, where
its answers are decided.

A driver works without any store: the run context keeps the session line in memory, which is all
one test needs. Given a plain recorder (``record_turn(ctx, turn)`` or a callable), every turn is
handed to it after the leg, the same moment an arena run persists a leg: the harness's own copy of
the leg (:func:`harness_turn`), never the adapter's objects, which adapter code run later (a slot's
``dump`` when the recorder saves the session, the next leg) could rewrite in the recorder's hands.

An :class:`arena.store.base.Store` is more than a recorder: operators answer the same requests
there (``arena approve``, the web inbox), and ``arena resume`` may continue the run from another
process. So the eval answers as they do (docs/operator.md, "Guarantees"): each answer is a
compare-and-set in the store first, then the run is claimed as ``arena resume`` claims it, and only
then is the answer handed to the adapter. An answer that lost, or a run another process has
continued, is refused before anything reaches the adapter — the leg is never run twice, and the
trail never says one decision while the agent was told another. The claimed leg runs under the
side-effect ledger and is appended under the claim, as a resumed leg is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import suppress
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, runtime_checkable

import msgspec

from arena.context import RunContext
from arena.context_log import kept_call, kept_event, kept_request
from arena.drive._answers import describe_answer
from arena.drive._claims import _described, _kept, _lost, _run_state, dead_claim
from arena.drive._errors import AlreadyAnswered, DriveError, NotWaiting, hide_frames_for_eval_errors
from arena.errors import CommitUnknown, Conflict, InvalidAnswer, NotFound, UserError
from arena.types import InputResponse, Responder, Turn

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.runs.guard import SideEffectGuard
    from arena.store.base import RunRecord, Store


#: An eval's traceback shows its own line, not this module's (as arena.drive._driver's).
__tracebackhide__ = hide_frames_for_eval_errors


@runtime_checkable
class TurnRecorder(Protocol):
    """Anything that keeps turns: ``record_turn(ctx, turn)`` is called once per leg, with the
    harness's copy of the leg (:func:`harness_turn`), the recorder's own to keep."""

    def record_turn(self, ctx: RunContext, turn: Turn) -> None: ...


TurnStore = TurnRecorder | Callable[[RunContext, Turn], None]


#: The runs an open session line of this process holds paused, by id: what an operator's answer
#: given in this process reaches (``operator.pause_lost``), as ``runs.recorder.LIVE`` for arena
#: runs. A vanilla eval's pause lives only here; an answer to it was refused in its own process
#: as if the eval had exited (evals33).
LIVE: set[str] = set()


#: How a line continues once an operator's answer is stored (docs/drive.md, section 6).
CONTINUE = (
    ". To continue this line with the stored answer, call t.resume() (t.pending lists what "
    "still needs the eval's answer; answer those first)"
)


class KeptState(NamedTuple):
    """A run's paused state as a store keeps it (``snapshot`` None: not durable there)."""

    snapshot: dict[str, Any] | None
    where: str


class Sink:
    """A plain recorder (or none): turns are handed over after each leg, answers stay local."""

    def __init__(self, store: TurnStore | None) -> None:
        self.store = store

    def answer(
        self, ctx: RunContext, responses: Sequence[InputResponse], *, claim: bool = True
    ) -> list[InputResponse]:
        """Nothing else can answer this line's requests: the driver's own checks are enough.
        Returns answers others stored for the line's other pending requests (none here)."""
        return []

    def stored(self, ctx: RunContext) -> dict[str, InputResponse]:
        """Answers others stored for the line's pending requests, by request id (none here)."""
        return {}

    def record(self, ctx: RunContext, turn: Turn, task: str = "") -> None:
        """Hand the leg to the recorder; ``task``: the message the line last sent."""
        # Copied now, right after the leg (the adapter's last code of it): the recorder may run
        # adapter code itself (``ctx.session.snapshot()``) or keep the turn past the next leg.
        if self.store is not None:
            persist(self.store, ctx, harness_turn(ctx, turn))

    def release(self, ctx: RunContext, why: str) -> None:
        """Nothing is claimed without an arena store."""

    def close(self, ctx: RunContext) -> None:
        """The line is closed: nothing here continues its run any more."""
        LIVE.discard(ctx.run_id)

    def may_start(self, ctx: RunContext, again: bool) -> None:
        """Whether a send may start a leg on this line (``again``: a later send than the first)."""

    def kept_state(self, ctx: RunContext) -> KeptState | None:
        """The paused state a restart reads where it is kept apart from this process (None:
        nowhere; ``t.restart()`` then reads the session line's own snapshot)."""
        return None


class StoreLine(Sink):
    """A session line kept in an arena store: answers are the store's compare-and-set, and a
    resumed leg runs under the store's claim and side-effect ledger, as ``arena resume``'s do."""

    def __init__(
        self,
        store: Store,
        actor: Responder,
        leg_timeout_s: float,
        tools_module: str = "",
        consequential: str | None = None,
    ) -> None:
        from arena.runs.recorder import CLAIM_MARGIN_S
        from arena.store import holder

        super().__init__(store)
        self.arena_store = store
        self.actor = actor
        #: This process's claim owner, in the form ``arena resume`` judges (alive, exited).
        self.owner = holder.identity("eval")
        self.ttl_s = leg_timeout_s + CLAIM_MARGIN_S
        self.claimed = False
        self.guard: SideEffectGuard | None = None
        #: The agent's tools module, kept with the run: what an operator's edit is checked by.
        self.tools_module = tools_module
        #: The tool a gate's approval lets run (``book_room``), as an arena's check spec names it.
        self.consequential = consequential

    def answer(
        self, ctx: RunContext, responses: Sequence[InputResponse], *, claim: bool = True
    ) -> list[InputResponse]:
        """Store ``responses`` (each a compare-and-set) and claim the run, or raise naming the
        answer or the process that came first. Returns the answers operators stored meanwhile
        for the line's other pending requests: the resumed leg hands them over too, as
        ``arena resume`` hands over every stored answer. ``claim=False``: stored only, for the
        new process that claims the run itself (``t.restart(process=True)``)."""
        store = self.arena_store
        try:
            record = store.run(ctx.run_id)
        except NotFound:
            raise DriveError(
                f"run {ctx.run_id} is not in store {store.location}, so its requests cannot be "
                "answered there — nothing was sent to the adapter"
            ) from None
        taking_over = record.legs == ctx.leg and dead_claim(store, record)
        if taking_over:
            # A claim whose process died mid-leg (t.restart(process=True)'s, killed at its
            # timeout): store.claim takes it over, audited, once the ledger shows no booking it
            # began without an outcome (else the run is held for a person's word, as arena
            # resume holds it); a leg it never recorded is this line's to run (drive36).
            from arena.reconcile import check_settled

            check_settled(store, record, owner=record.claim_owner)
        elif record.status != "waiting" or record.legs != ctx.leg:
            raise self._moved_on(record, ctx, responses)
        if (lost := self._answered_first(responses)) is not None:  # none stored when one lost
            raise AlreadyAnswered(f"{lost} — nothing was sent to the adapter{CONTINUE}")
        stored: list[str] = []
        for response in responses:
            try:
                store.answer(response)
            except Conflict as exc:  # another process answered first: its answer stands
                moved = _run_state(store, ctx)  # still waiting here: t.resume() continues it
                raise AlreadyAnswered(_lost(exc, response, stored) + (moved or CONTINUE)) from None
            except InvalidAnswer as exc:  # expired, or the store's own check refused it
                raise InvalidAnswer(
                    f"{exc}{_kept(stored)} — nothing was sent to the adapter"
                ) from None
            stored.append(response.request_id)
        mine = {r.request_id for r in responses}
        others = [
            r.response
            for r in store.requests(ctx.run_id)
            if r.response is not None and r.id in ctx.pending and r.id not in mine
        ]
        if not claim:
            return others
        try:
            held = store.claim(ctx.run_id, self.owner, ttl_s=self.ttl_s, actor=self.actor)
        except Conflict as exc:  # resumed from elsewhere between the answer and the claim
            raise NotWaiting(
                f"{exc}: another process continues run {ctx.run_id} with the answer stored "
                f"({', '.join(stored)}); this session line does not run that leg again — nothing "
                "was sent to the adapter here"
            ) from None
        if taking_over:
            # Read again under the claim: the resumer whose claim ran out held the current
            # fencing token until the takeover and could begin a booking in between; the run
            # went on past it, "outcome unknown", as arena resume once did (94f5b6b9, regress36).
            from arena.reconcile import check_settled

            check_settled(store, held, owner=self.owner)
        self.claimed = True
        if self.guard is None:
            from arena.runs.guard import attach

            self.guard = attach(ctx, store, self.owner, held.claim_token)
        else:
            self.guard.token = held.claim_token
        return others

    def check_here(self, ctx: RunContext) -> None:
        """``t.resume()``: refuse, saying where, a run the store no longer holds where this line
        left it (another process continued it); it read "no operator has answered any of them in
        the store yet", the requests being resolved there (drive36)."""
        try:
            record = self.arena_store.run(ctx.run_id)
        except NotFound:
            return  # answer() says so
        if record.legs == ctx.leg and (
            record.status == "waiting" or dead_claim(self.arena_store, record)
        ):
            return
        raise self._moved_on(record, ctx, [])

    def stored(self, ctx: RunContext) -> dict[str, InputResponse]:
        """What operators answered (``arena approve``, the inbox) among the line's pending
        requests, not yet handed to the adapter: ``t.resume()`` hands them over."""
        if not ctx.pending:
            return {}
        return {
            r.id: r.response
            for r in self.arena_store.requests(ctx.run_id)
            if r.response is not None and r.id in ctx.pending and not r.resolved
        }

    def record(self, ctx: RunContext, turn: Turn, task: str = "") -> None:
        self._with_context(ctx, turn, task)
        (LIVE.add if turn.status == "waiting" else LIVE.discard)(ctx.run_id)
        if not self.claimed:
            # the same order: session, then the copies
            try:
                self.arena_store.record_turn(
                    ctx, turn, tools_module=self.tools_module, user_input=task
                )
            except CommitUnknown:  # read back: a first leg under its own run id (durable42)
                if not self._landed(ctx, turn, None):
                    raise
            return
        from arena.store.base import LegWrite

        try:
            if self.guard is not None:
                self.guard.flush()  # outcomes the store refused mid-leg, before the leg itself
            # The session first: a slot's ``dump`` is adapter code, the leg's last, and it could
            # rewrite the requests about to be stored (red team 21); then the harness's copies.
            snapshot = ctx.session.snapshot()
            try:
                self.arena_store.record_leg(
                    LegWrite(
                        run_id=ctx.run_id,
                        turn=harness_turn(ctx, turn),
                        snapshot=snapshot,
                        actor=self.actor,
                        owner=self.owner,
                    )
                )
            except CommitUnknown:  # landed under this line's claim: go on as recorded
                if not self._landed(ctx, turn, self.owner):
                    raise
            self.claimed = False
        finally:
            self.release(ctx, f"leg {turn.leg} could not be recorded")

    def _landed(self, ctx: RunContext, turn: Turn, owner: str | None) -> bool:
        """Whether a leg whose commit went unseen (CommitUnknown) is in the store as this line
        wrote it, as ``arena resume``'s recorder reads it back (:mod:`arena.runs.leg_landed`):
        taken as not landed, a resumed leg that completed the run and booked R-102 once was
        the eval's error, and a first leg waiting in the store was too (fixes42)."""
        from arena.runs.leg_landed import landed

        token = self.guard.token if owner is not None and self.guard is not None else None
        return landed(self.arena_store, ctx.run_id, turn.leg, owner, token)

    def may_start(self, ctx: RunContext, again: bool) -> None:
        """A second send on a line whose run the store holds finished: the store appends no leg
        to a completed run, and the leg ran first, unrecorded — its bookings outside the store's
        ledger — before a bare ``Conflict: ... nothing can be appended`` reached the eval
        (evals33). Refused before the adapter runs, naming what works."""
        if not again:
            return
        try:
            record = self.arena_store.run(ctx.run_id)
        except NotFound:
            return
        if record.status in ("waiting", "resuming"):
            return
        raise DriveError(
            f"t.send(...): run {ctx.run_id} is {record.status} in store "
            f"{self.arena_store.location}, and a store appends no leg to a finished run; open "
            "t.new_session() for the next message (a line without store= continues the same "
            "conversation) — nothing was sent to the adapter"
        )

    def kept_state(self, ctx: RunContext) -> KeptState | None:
        """The session snapshot the store wrote with the run's last leg: what ``arena resume``
        (any process) continues from, and so what ``t.restart()`` must read."""
        return KeptState(
            self.arena_store.snapshot(ctx.run_id), f"store {self.arena_store.location}"
        )

    def _with_context(self, ctx: RunContext, turn: Turn, task: str) -> None:
        """Each request of the leg as the store keeps it: with what a person needs to decide (the
        proposed side effect, the calls so far, what the user asked, who asked), as an arena
        run's recorder writes it (``runs.recorder``), on the harness's copy (``ctx._asked``).
        An eval's stored request kept only the adapter's own details: ``arena show`` and the
        inbox had no room, seats, day or head count to approve (evals33)."""
        from arena.runs.decision import decision_context
        from arena.store import store_flag

        for request in turn.requests:
            asked = ctx._asked.get(request.id) or request
            details = decision_context(
                asked,
                ctx,
                tools_module=self.tools_module,
                consequential=self.consequential,
                user_input=task,
                store_flag=store_flag(self.arena_store),
            )
            ctx._asked[request.id] = kept_request(msgspec.structs.replace(asked, details=details))

    def release(self, ctx: RunContext, why: str) -> None:
        """Give back a claim whose leg was not recorded; the run waits again with its answers."""
        if not self.claimed:
            return
        self.claimed = False
        with suppress(Exception):  # taken over or unreachable: the claim expires by itself
            self.arena_store.release(ctx.run_id, self.owner, actor=self.actor, note=why)

    def _moved_on(
        self, record: RunRecord, ctx: RunContext, responses: Sequence[InputResponse]
    ) -> UserError:
        """The refusal when the stored run is no longer where this line left it."""
        state = _described(record, ctx, self.arena_store)
        if (lost := self._answered_first(responses)) is not None:
            return AlreadyAnswered(f"{lost}; {state} — nothing was sent to the adapter")
        return NotWaiting(
            f"{state}: this session line cannot answer it — nothing was stored or sent to the "
            "adapter"
        )

    def _answered_first(self, responses: Sequence[InputResponse]) -> str | None:
        """Who answered first, for the first of ``responses`` already answered in the store.
        Each of them is kept in the run's trail as refused (``answer.refused`` by eval), as an
        operator's answer that came second is (docs/operator.md, "Answering"): an eval's was
        refused without a trace, and the trail read as if nobody had disagreed (evals46)."""
        from arena.store.rows import already_answered
        from arena.store.sql_people import said

        lost = None
        for response in responses:
            try:
                first = self.arena_store.request(response.request_id).response
            except NotFound:
                continue
            if first is None:
                continue
            why, r = already_answered(first), response
            with suppress(Exception):  # the refusal is what the eval must see, kept or not
                answer = said(r.option_id, text=r.text, edited=r.edited_args, note=r.note)
                self.arena_store.record_refusal(r.request_id, r.responder, answer, why)
            if lost is None:
                mine = describe_answer(response)
                none = "none of this call's answers was" if len(responses) > 1 else "it was not"
                lost = f"{why}; this eval's answer ({mine}): {none} stored"
        return lost


def harness_turn(ctx: RunContext, turn: Turn) -> Turn:
    """``turn`` as the harness holds it, copied all the way down: each request as it was asked
    (``RunContext._asked``), each event and tool call as the harness logged it, never the adapter's
    objects: their dicts (a request's binding, an event's arguments) are the adapter's to edit
    after the leg, and a recorder that keeps the turn would keep the edit (red team 21)."""
    asked = tuple(kept_request(ctx._asked.get(r.id) or r) for r in turn.requests)
    events = {e.seq: e for e in ctx._record_events}
    calls = {c.seq: c for c in ctx._record_calls}
    return msgspec.structs.replace(
        turn,
        requests=asked,
        events=tuple(kept_event(events.get(e.seq, e)) for e in turn.events),
        tool_calls=tuple(kept_call(calls.get(c.seq, c)) for c in turn.tool_calls),
    )


def tools_module_of(agent: AgentSpec | None) -> str:
    """The module of ``agent``'s consequential tools (``arena.tools.rooms`` for the rooms agent),
    where an operator's edit of them is checked; "" when they are not all of one module."""
    if agent is None:
        return ""
    if agent.tools_module:  # AgentSpec.from_module's: its aliases and checks (evals47)
        return agent.tools_module
    modules = {
        str(getattr(fn, "__module__", "") or "")
        for fn in agent.tools
        if getattr(fn, "__name__", None) in agent.consequential
    }
    return modules.pop() if len(modules) == 1 else ""


def sink_for(
    store: TurnStore | None, actor: Responder, leg_timeout_s: float, agent: AgentSpec | None
) -> Sink:
    """The sink for a driver's ``store=``: an arena store decides answers, anything else records.
    The stored run names the module of ``agent``'s consequential tools, so that ``arena approve
    --edit`` and the web inbox can check an edit of them, as the eval's own
    ``respond(edited_args=...)`` does (it was refused: "none recorded", evals32 F7)."""
    from arena.store.base import Store

    if isinstance(store, Store):
        gated = tuple(agent.consequential) if agent is not None else ()
        one = gated[0] if len(gated) == 1 else None
        return StoreLine(store, actor, leg_timeout_s, tools_module_of(agent), one)
    return Sink(store)


def persist(store: TurnStore | None, ctx: RunContext, turn: Turn) -> None:
    if store is None:
        return
    if isinstance(store, TurnRecorder):
        store.record_turn(ctx, turn)
    elif callable(store):
        store(ctx, turn)
    else:
        raise UserError(
            f"store={type(store).__name__}: give an object with record_turn(ctx, turn) "
            "or a callable (ctx, turn)"
        )
