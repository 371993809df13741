"""When an answer may go to the adapter: the checks ``respond`` and ``resume`` make before anything
reaches it (closed, answered twice, not waiting, not pending, no stored answer), each refusal
naming what to do instead. Mixed into :class:`~arena.drive.Driver`."""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from arena.drive._answers import describe_answer
from arena.drive._errors import (
    AlreadyAnswered,
    CheckFailed,
    DriveError,
    NotWaiting,
    hide_frames_for_eval_errors,
)
from arena.drive._process import Plan, plan
from arena.drive._render import format_requests
from arena.drive._store import StoreLine
from arena.errors import InvalidAnswer
from arena.types import utcnow

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.context import RunContext
    from arena.drive._errors import EvalFailure
    from arena.runner import ResumableRunner
    from arena.types import InputRequest, InputResponse, Turn

#: An eval's traceback shows its own line, not these checks (as arena.drive._driver's).
__tracebackhide__ = hide_frames_for_eval_errors


class AnswerChecks:
    """Mixed into :class:`~arena.drive.Driver`: refusals before an answer leaves the eval."""

    ctx: RunContext
    adapter: ResumableRunner
    agent: AgentSpec | None
    _turns: list[Turn]
    _answered: dict[str, tuple[InputResponse, int]]
    _sink: Any
    _restart_plan: Plan | None

    if TYPE_CHECKING:

        @property
        def pending(self) -> tuple[InputRequest, ...]: ...
        @property
        def _waiting_on(self) -> tuple[InputRequest, ...]: ...
        def _check_open(self) -> None: ...
        def render(self) -> str: ...
        def _fail(self, error: EvalFailure) -> None: ...
        def _alone(self, what: str) -> AbstractContextManager[None]: ...

    def restart(self, adapter: ResumableRunner | None = None, *, process: bool = False) -> None:
        """Assert the pause survives its process, and go on as a new process would: the paused
        state as a store keeps it (the session's JSON snapshot) read back by a fresh adapter
        (``adapter``, else one built again around the same agent), so the next ``respond`` runs
        on what a restart leaves. A slot made without ``dump``/``load`` fails it: its state lives
        in this process only, and a restart loses the pause (evals32: the eval API had no move
        that caught such an adapter; only ``arena run durable_state`` did)."""
        __tracebackhide__ = True
        if not isinstance(process, bool):  # process="no" was truthy: a new process ran
            raise DriveError(
                f"t.restart(process={process!r}): process takes True (the next leg in a new "
                "process) or False — nothing was changed"
            )
        # One move at a time: a restart taken while an answer's leg ran rebuilt the adapter and
        # swapped the session under that leg, which went on with the adapter that paused, and
        # the restart passed for an answer it never carried (drive37: respond racing restart).
        with self._alone("t.restart()"):
            self._restarted(adapter, process)

    def _restarted(self, adapter: ResumableRunner | None, process: bool) -> None:
        __tracebackhide__ = True
        import json

        from arena.session import SessionLine

        self._check_open()
        last = self._turns[-1] if self._turns else None
        if last is not None and last.status != "waiting":
            # "there is nothing to answer; t.send(text) starts the next turn" (drive37): a
            # restart asks for a pause to carry over, not an answer
            raise NotWaiting(
                f"t.restart(): the last turn (leg {last.leg}) is {last.status}, not waiting: "
                "there is no pause to carry across a restart; call t.restart() after the leg "
                "that paused and before answering it\n\n" + self.render()
            )
        self._check_answerable([])  # a waiting line, open; else NotWaiting naming what to do
        job = None
        if process:
            if adapter is not None:
                raise DriveError(
                    "t.restart(adapter=..., process=True): the new process builds the adapter "
                    f"itself, by its name ({self.adapter.name}) or module:Class, as arena resume "
                    "does; leave adapter= out — nothing was changed"
                )
            job = plan(self._sink, self.adapter, self.agent)  # a DriveError names what lacks
        if adapter is not None:
            _same_adapter(adapter, self.adapter)
        session = self.ctx.session
        # With an arena store, the paused state as the store keeps it, as arena resume reads it:
        # an adapter that finished its state after the leg was stored passed on this process's
        # copy, while the store kept what another process would resume from (evals33).
        kept = self._sink.kept_state(self.ctx)
        snapshot = session.snapshot() if kept is None else kept.snapshot
        if snapshot is None:
            live = sorted(n for n, (slot, _) in session._live.items() if not slot.durable)
            # a dump that gave no JSON (evals34): the store wrote its repr, or json.dumps raised
            # a TypeError out of this call, naming neither the slot nor the fix
            not_json = session.not_json()
            where = (
                f"session slot(s) {', '.join(live)} of adapter {self.adapter.name} hold a live "
                "object (a slot made without dump= and load=, arena.session.create_session_slot), "
                "which no store can keep"
                if live
                else f"session slot {not_json[0][0]} of adapter {self.adapter.name}: its dump= "
                f"gave what JSON cannot hold ({not_json[0][1]}), so no store can keep it; make "
                "dump= return dicts, lists, str, numbers, True, False or None"
                if not_json
                else f"{kept.where} keeps no paused state for run {self.ctx.run_id}"
                if kept is not None
                else f"adapter {self.adapter.name} keeps no paused state a store can hold"
            )
            self._fail(
                CheckFailed(
                    f"the pause would not survive a process restart: {where}\n\n" + self.render()
                )
            )
            return
        if job is not None:  # the next answer runs its leg in a new process (_process)
            self._restart_plan = job
            return
        self.ctx.session = SessionLine.restore(json.loads(json.dumps(snapshot)))
        self.adapter = adapter if adapter is not None else _rebuilt(self.adapter, self.agent)

    def _check_resumable(self) -> None:
        """``resume()`` needs a waiting line whose every pending request has a stored answer."""
        self._check_answerable([])
        if isinstance(self._sink, StoreLine):  # another process continued it: say so (drive36)
            self._sink.check_here(self.ctx)
        waiting, open_ = self._waiting_on, self.pending
        if not self._sink.stored(self.ctx):
            where = (
                "no operator has answered any of them in the store yet"
                if isinstance(self._sink, StoreLine)
                else "t.resume() continues with answers operators stored, and this line has no "
                "arena store (Driver(..., store=open_store(PATH)))"
            )
            raise NotWaiting(
                f"the line waits on {len(waiting)} request(s) and {where}; answer with "
                "t.respond(...) — nothing was sent to the adapter\n" + format_requests(waiting)
            )
        if open_:
            raise NotWaiting(
                f"{len(open_)} pending request(s) have no stored answer yet; answer them with "
                "t.respond(...) (the stored answers go with it), or once operators have, call "
                "t.resume() — nothing was sent to the adapter\n" + format_requests(open_)
            )

    def _check_answerable(self, ids: Sequence[str]) -> None:
        """Raise before anything reaches the adapter: closed, answered twice, not waiting, not
        pending."""
        self._check_open()
        if not self._turns:
            raise NotWaiting(
                "nothing has been sent on this session line yet, so there is nothing to answer: "
                "call t.send(text) first"
            )
        for rid in ids:
            if rid in self._answered:
                earlier, leg = self._answered[rid]
                hint = ""
                if rid in self.ctx.pending:
                    hint = (
                        " — the adapter still lists it as pending, so it dropped that answer "
                        "(an adapter must keep or resolve a partial answer, not forget it)"
                    )
                elif others := [r for r in self._waiting_on if r.id not in self._answered]:
                    # the insistent agent's second question: the eval answered the first again
                    # and was not told what the line waits on now (evals43)
                    hint = (
                        f"; the line now waits on {len(others)} other request(s): answer "
                        "those (t.pending, t.require_input_request(...)):\n"
                        + format_requests(others)
                    )
                who = earlier.responder  # an operator's, handed over by t.resume() (evals43)
                by = "" if who.interface == "eval" else f" by {who.name} ({who.interface})"
                raise AlreadyAnswered(
                    f"request {rid} was already answered ({describe_answer(earlier)}{by}, sent "
                    f"into leg {leg}); each request takes exactly one answer{hint}\n\n"
                    f"{self.render()}"
                )
        turn = self._turns[-1]
        if turn.status != "waiting":
            # On a store line a finished run takes no more legs: t.send(...) is refused there
            # (drive36: this said "t.send(text) starts the next turn" all the same).
            nxt = (
                "t.new_session() starts the next conversation (a store appends no leg to a "
                "finished run)"
                if isinstance(self._sink, StoreLine)
                else "t.send(text) starts the next turn"
            )
            raise NotWaiting(
                f"the last turn (leg {turn.leg}) is {turn.status}, not waiting: there is nothing "
                f"to answer; {nxt}\n\n{self.render()}"
            )
        for rid in ids:
            if rid not in self.ctx.pending:
                raise InvalidAnswer(
                    f"request {rid!r} is not pending on this session line; answer one of these "
                    "by its id (t.pending, t.require_input_request(...)) — nothing was sent to "
                    "the adapter; pending:\n" + format_requests(self.pending)
                )
        self._check_unexpired(ids)

    def _check_unexpired(self, ids: Sequence[str]) -> None:
        """Refuse an answer to a request past its ``expires_at``, as a store refuses it by its
        clock: a line without one took it and the agent booked (drive41). A store line is left
        to the store, which records the expiry."""
        if isinstance(self._sink, StoreLine):
            return
        from arena.store.rows import too_late  # the store's own words, imported when used

        now = utcnow()
        for rid in ids:
            until = self.ctx.pending[rid].expires_at
            if until is not None and until <= now:
                raise InvalidAnswer(
                    f"{too_late(rid, until)} — nothing was sent to the adapter; a person who "
                    "answers too late is refused as `arena approve` refuses them (open "
                    "t.new_session() to ask again)"
                )


def _same_adapter(new: object, old: ResumableRunner) -> None:
    """A restart goes on with the adapter that paused, built again, as ``arena resume`` rebuilds
    the run's own: another (``t.restart(adapter=langgraph)`` on a pydantic_ai pause) was taken,
    and the next answer failed the leg, "was the process restarted on an adapter whose pause is
    not durable?" (evals33)."""
    from arena.drive._errors import DriveError

    name = getattr(new, "name", None)
    if name == old.name and callable(getattr(new, "resume", None)):
        return
    what = f"adapter {name}" if isinstance(name, str) and name else type(new).__name__
    raise DriveError(
        f"t.restart(adapter={what}): the pause was made by adapter {old.name}, and a restart "
        f"goes on with {old.name} built again, as arena resume rebuilds a run's own adapter; "
        f"leave adapter= out, or pass a new {type(old).__name__}(...) — nothing was changed"
    )


def _rebuilt(adapter: ResumableRunner, agent: AgentSpec | None) -> ResumableRunner:
    """A fresh instance of ``adapter``'s class around ``agent``: built as its registered name
    builds it where that gives the same class, else by the class itself."""
    from arena.adapters import built_by_name, load_adapter
    from arena.drive._process import takes_spec
    from arena.errors import UserError

    cls = type(adapter)
    ask = (
        f"t.restart(): adapter {adapter.name} cannot be built again here; pass the new "
        "process's adapter: t.restart(adapter=...)"
    )
    if agent is None:
        raise UserError(ask)
    if built_by_name(adapter) == adapter.name:
        fresh = load_adapter(adapter.name, agent)
        if type(fresh) is cls:
            return fresh
    elif cls.__module__.startswith("arena.") and not takes_spec(cls):
        # PydanticAIAdapter(agent) of the eval's own: its name builds the arena's agent, which
        # ran after the restart in its place and passed for it (regress35)
        raise UserError(ask)
    try:
        return cls(agent)  # type: ignore[call-arg]
    except Exception:  # a constructor that takes something else (a graph, an agent object)
        raise UserError(ask) from None
