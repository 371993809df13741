"""One leg of a run: the adapter's call with the run context active, the leg's deadline, and its
failures turned into a failed turn; the model log's word on a leg that asked (docs/architecture.md).
:mod:`arena.leg_call` gets the turn out of the adapter's method on time; :mod:`arena.flights` is
the harness's record of what broke a leg from outside the adapter's code.

:mod:`arena.leg_answers` fails a leg that dropped an answer handed to ``resume()``.

:mod:`arena.runner` strings legs together (answers, the resume cap, the store's hooks).
"""

from __future__ import annotations

import functools
import time
from collections.abc import Awaitable, Callable
from typing import Any

import msgspec

from arena import leg_threads
from arena.agent_steps import agent_requests, quiet
from arena.binding import CONSEQUENTIAL
from arena.context import RunContext, active
from arena.context_log import kept_request as _copy  # noqa: F401  (its tests import it)
from arena.contextless import Contextless
from arena.deadline import cut_at_deadline, leg_deadline
from arena.decisions import forged_decision, forged_request
from arena.evidence import (
    RECORDED,
    ModelStop,
    leg_turns,
    model_acted,
    model_calls,
    model_reply,
    model_stop,
)
from arena.flights import Flights
from arena.gateway_retry import long_wait
from arena.leg_answers import dropped, unresolved
from arena.leg_call import (
    BLOCKED_S,
    LegTimedOut,
    a_turn,
    as_closed,
    awaited,
    blocked,
    within,
)
from arena.leg_call import CANCEL_GRACE_S as CANCEL_GRACE_S
from arena.leg_call import AdapterMisuse as AdapterMisuse
from arena.leg_call import within as _within  # noqa: F401  (its tests import it)
from arena.leg_errors import _describe_exception as _describe_exception
from arena.leg_errors import where_raised, with_traceback
from arena.leg_record import held
from arena.leg_verdicts import (
    _ADAPTERS_HERE,
    _asked,
    _contextless,
    _marked,
    _not_the_harness,
    _off_route,
    _unbacked,
)
from arena.leg_verdicts import task_facts as task_facts
from arena.outage import DOWN, REFUSED, environment_failure, failing_answer, page_said
from arena.request_log import LoggedRequest
from arena.request_words import misworded
from arena.settings import DEFAULT_LEG_TIMEOUT
from arena.tools import ledger, take_executions
from arena.types import InputResponse, Turn


class LegRunner(msgspec.Struct):
    """Runs one leg with the context active, a timeout, and adapter crashes turned into failures."""

    timeout_s: float = DEFAULT_LEG_TIMEOUT
    durations: list[float] = msgspec.field(default_factory=list)
    #: For each waiting leg: could its paused state be written to a store (a JSON snapshot)?
    durable_pauses: list[bool] = msgspec.field(default_factory=list)
    #: The model log's word on each leg that asked (see :mod:`arena.evidence`).
    stops: list[ModelStop] = msgspec.field(default_factory=list)
    #: The leg that asked and whose window is still open: (leg, its start on the log's clock,
    #: asked actions).
    _open: tuple[int, float, frozenset[str]] | None = None
    #: Why the last leg failed when the environment broke it (key refused, model down), else None.
    environment_error: str | None = None
    #: Why a leg of the run failed for something outside the adapter's code, in the harness's
    #: own words, never the adapter's error text: the leg timeout while the leg waited on the
    #: endpoint or a worker, the endpoint, a worker that did not start, each only as the leg's
    #: :class:`arena.flights.Flights` saw it. The feature matrix counts no such run for or
    #: against the framework (:mod:`arena.matrix.counted`).
    harness_failed: str | None = None
    #: The endpoint refused the key (HTTP 401/403, as the leg's transport saw it answered): the
    #: user's setup, so ``arena run`` starts no further items (:func:`arena.runner.run_many`).
    key_refused: str | None = None
    #: Why the endpoint could not be connected to, when a leg failed so (arena's gateway's own
    #: 502 for a call whose last attempt could not connect): no further run starts (users38).
    endpoint_down: str | None = None
    #: ... and when the leg's transport itself could not connect (its record: no gateway
    #: between, as in a pytest eval's live calls); read only where the endpoint is a live one.
    unconnected: str | None = None
    #: The leg failed after its last chat call was answered with a web page (2xx text/html: a
    #: login or proxy page, a web UI's address; the transport's record, :attr:`Flights.page`):
    #: the user's setup, the same for every run, so no further run starts (users38).
    endpoint_page: str | None = None
    #: The transport's words for an error answer (HTTP 429, 5xx) of the endpoint that failed the
    #: leg, in a run the harness picked no fault for (:class:`arena.outage.FailingAlike`).
    endpoint_failing: str | None = None
    #: The last leg ran out its time in the adapter's own code (no model call or worker open at
    #: the deadline, or the loop held past it), in the harness's words: what a failed leg resumed
    #: in a new process is told by, never by its error text (t.restart(process=True), drive36).
    timed_out: str | None = None
    #: The scripted faults the harness itself chose for the run (its item's ``[fault:x]``, its
    #: model's name): a failure a request met by naming another one is the adapter's doing.
    faults: frozenset[str] = frozenset()
    #: The run's input (its item's, the harness's words): a request that quotes it shows the
    #: person the user's own words, read as the request reader reads them
    #: (:func:`arena.request_words.misworded`).
    task: str = ""
    #: Where the last leg's window on the model log opened (``time.monotonic()``).
    _leg_mark: float = 0.0
    #: The decisions verified at the end of their legs, by request id (a later leg must not
    #: rewrite them: :func:`arena.decisions.forged_decision`).
    _decided: dict[str, dict[str, object]] = msgspec.field(default_factory=dict)
    #: The answers the harness handed over between this run's legs (never one delivered while a
    #: leg ran), kept here, out of the adapter's reach.
    _handed: dict[str, InputResponse] = msgspec.field(default_factory=dict)
    #: The run's model log as the harness handed it over, taken before the first leg's adapter
    #: code runs: ``ctx`` is the adapter's to change, and one that swapped ``ctx.endpoint`` for
    #: an endpoint without a log (or with a log of its own) made every model-log check read
    #: "not available" or its own story (request log fixer, session 20).
    _log: Any = None
    _log_taken: bool = False
    _url: str = ""

    def request_log(self, ctx: RunContext) -> Any:
        """The run's model log, as it was when this runner first saw ``ctx``."""
        if not self._log_taken:
            self._log, self._log_taken = ctx.endpoint.request_log, True
            self._url = ctx.endpoint.url  # whose failures are the endpoint's (Flights)
        return self._log

    async def __call__(self, ctx: RunContext, call: Callable[[], Awaitable[Turn]]) -> Turn:
        turn = self._keep_model_log(ctx, await self._leg(ctx, call))
        if turn.status == "waiting":
            return dropped(ctx, turn, self._handed, self._decided)
        if turn.status == "completed":
            return unresolved(ctx, turn, self._handed, self._decided)
        return turn

    def _keep_model_log(self, ctx: RunContext, turn: Turn) -> Turn:
        """Put the model log's word on a leg that asked (``recorded_stops``), on a leg that
        completed after a denial (did the model say its message? ``recorded_replies``) and on a
        leg that ran a consequential tool (did the model call it, having heard the approval?
        ``recorded_acts``), and the calls the model made in a leg that asked or resumed (and
        what a resumed leg's first request carried: ``recorded_turns``) into its
        ``leg.finished`` event, so the store — and a process that resumes the run later — keeps
        it."""
        log = self._log if self._log_taken else self.request_log(ctx)  # no call once taken
        if log is None:
            return turn
        # Each mark as a builder of fresh containers from values nothing else holds (the structs'
        # tuples, strings): built twice, once for the turn and the public events, once for the
        # harness's own record, in place of a deep copy (issue 16, session 41)
        build: dict[str, Callable[[], object]] = {}
        asking = self._open is not None and self._open[0] == turn.leg
        # Every leg that completed: its final message must be the model's reply to the answer
        # (a denial's or an approval's report, checks.acknowledged and reported_booking) or to
        # the run's question where nobody was asked (neither_asked_nor_booked).
        replies = turn.status == "completed"
        ran = sorted(
            {
                c.tool
                for c in turn.tool_calls
                if c.tool in CONSEQUENTIAL and c.status == "ok" and c.leg == turn.leg
            }
        )
        resumed = any(e.type == "input.responded" for e in turn.events)
        off_route: list[LoggedRequest] = []
        if asking or replies or ran or resumed or turn.status != "failed":
            # In every leg that did not fail by itself (a leg that failed fails its run
            # already, and its log may be down with the model): the calls the model made
            # (once a run: were they handed back to it? arena.faultmatrix), and any request of
            # the leg that went off the run's route (it fails the leg, whatever the leg asked).
            # The adapter's own calls beside its agent (a guardrail, a titler) are no step of
            # the run: they are left out (agent_steps.side_calls).
            run = agent_requests(log.entries(ctx.run_id))
            leg_entries = [e for e in run if e.at >= self._leg_mark]
            off_route = [e for e in leg_entries if e.unrouted]
            build["model_calls"] = model_calls(turn.leg, leg_entries).as_data
            # the system text its requests carried: the run's instructions, the same in each
            systems = tuple(dict.fromkeys(e.system for e in leg_entries if not e.unrouted))
            build["model_system"] = functools.partial(list, systems)
            # ... its sentences, and the tools they offered (red team 31: arena.model_given),
            # less a request that offered none and was answered in words (agent_steps.quiet)
            routed = [e for e in leg_entries if not e.unrouted]
            if texts := {e.system: e.system_text for e in routed if e.system_text}:
                build["model_system_text"] = functools.partial(dict, texts)
                # ... and when each was first sent (wall clock), so a date of the prompt's own
                # moved in it can be told from its clock moving on (model_given.moved_on)
                wall = time.time() - time.monotonic()
                sent = {e.system: round(e.at + wall, 3) for e in routed if e.system_text}
                build["model_system_sent"] = functools.partial(dict, sent)
            offering = [e for e in routed if not quiet(e)]
            tools = tuple(dict.fromkeys(e.tools for e in offering))
            build["model_tools"] = functools.partial(_lists, tools)
            if choices := tuple(dict.fromkeys(e.choice for e in offering if e.choice)):
                build["model_tool_choice"] = functools.partial(list, choices)
            if params := tuple(dict.fromkeys(p for e in offering for p in e.params)):
                build["model_tool_params"] = functools.partial(list, params)  # what they said
        if asking or replies or ran or resumed:
            # What the model called in the leg, and what a resumed leg's first request carried:
            # the request must be the model's call, the conversation this run's (witness).
            build["model_turns"] = leg_turns(turn.leg, leg_entries, resumed).as_data
        if self._open is not None and asking:
            leg, mark, actions = self._open
            entries = [e for e in run if e.at >= mark]
            stop = msgspec.structs.replace(model_stop(leg, entries, actions), until=RECORDED)
            build["model_log"] = stop.as_data
        elif self.stops and self.stops[-1].leg == turn.leg:
            build["model_log"] = self.stops[-1].as_data
        if replies or ran:
            if replies:
                reply = model_reply(turn.leg, leg_entries, _asked(ctx), run)
                build["model_reply"] = reply.as_data
            if ran:
                act = model_acted(turn.leg, leg_entries, _asked(ctx), ran, run)
                build["model_act"] = act.as_data
        if build:
            marks = {k: b() for k, b in build.items()}
            turn = _marked(ctx, turn, marks, {k: b() for k, b in build.items()})
        return _off_route(ctx, turn, off_route) if off_route else turn

    async def _leg(self, ctx: RunContext, call: Callable[[], Awaitable[Turn]]) -> Turn:
        self.settle(ctx)
        log = self._log if self._log_taken else self.request_log(ctx)  # no call once taken
        ctx.begin_leg()
        # The leg's window on the model log opens now: its requests are those that arrive from
        # here on. A time, not a count of the log: only a leg that asks, or completes after a
        # denial, reads the log (a count was a round trip to the model's process on every leg).
        mark = self._leg_mark = time.monotonic()
        started = time.perf_counter()
        turn: Turn | None = None
        # endpoint_page is the leg's too: a page an earlier leg met is no word on this one
        self.environment_error = self.timed_out = self.endpoint_page = None
        self.endpoint_failing = None
        contextless, ran_beside = Contextless.count, Contextless.executions
        _ADAPTERS_HERE.add(ctx.adapter)
        Contextless.leg(+1)
        own_refused = leg_threads.refusals(ctx.adapter)
        adapter_token = leg_threads.enter(ctx.adapter)
        # The answers the harness handed over (between legs, this one's added), taken before
        # the adapter runs: its decisions are held to these, and to the requests as the harness
        # asked them (its own copies, RunContext._asked: a request's dicts are the adapter's).
        fresh = ctx.hand_over()
        flights, end = Flights(), float("inf")  # the transport's record of the leg's requests
        self._handed.update(fresh)
        handed = dict(self._handed)
        try:
            route = ctx.endpoint.route
            with active(ctx), leg_deadline(self.timeout_s, route, flights, self._url) as end:
                turn = await within(awaited(ctx.adapter, call, bool(fresh)), self.timeout_s)
            if (late := time.monotonic() - end) > BLOCKED_S:  # it returned, but long after
                raise AdapterMisuse(blocked(ctx.leg, late, self.timeout_s))  # its time: its own
            turn = a_turn(ctx.adapter, call, bool(fresh), turn)
            as_closed(ctx.adapter, call, bool(fresh), turn, ctx._leg_events())
            turn = ctx.include_late(turn)
            if Contextless.count != contextless:
                turn = _contextless(ctx, turn)
            elif leg_threads.refusals(ctx.adapter) != own_refused:  # its own thread's call
                turn = _contextless(ctx, turn, own=True)
            # The backend's own record of its executions against its wrapper's (tools.ledger).
            around = ledger.reconcile(ctx.run_id)
            executed, asked = take_executions(ctx.run_id), dict(ctx._asked)
            # The turn's events and tool calls must be the harness's own record of the leg
            # (red team 18: a turn without the booking attempts logged `blocked` scored 12/12);
            # whatever the adapter returned, the leg's evidence, and what the checks below
            # read, is that record (session 23: never the lists an adapter can edit).
            returned, decided = turn, dict(self._decided)
            # One snapshot of the harness's record for the leg's guards (a lock each: issue 16)
            log_now = ctx._leg_log()
            turn, unlogged = held(ctx, turn, log_now)
            unbacked = (
                _unbacked(turn, executed)
                or forged_decision(
                    turn.events, log_now[4][1], log_now[5][1], handed, asked, self._decided
                )
                or forged_request(
                    turn.events, asked, [*returned.requests, *list(ctx.pending.values())]
                )
                or misworded(
                    turn.events,
                    asked,
                    [*returned.requests, *ctx.pending.values()],
                    quoted=(self.task, task_facts) if self.task else None,
                )
                or around
            )
            if Contextless.executions != ran_beside:
                unbacked = unbacked or ledger.BESIDE.format(tool=Contextless.last_executed)
            if unlogged is not None:
                # The verdict is the record's; what the adapter's own view claims only words
                # it (a fake booking in its turn, a decision it rewrote in ctx.events).
                unlogged = (
                    _unbacked(returned, executed)
                    or forged_decision(
                        returned.events, list(ctx.events), ctx.tool_calls, handed, asked, decided
                    )
                    or unlogged
                )
            unbacked = unbacked or unlogged
            if unbacked is not None and ctx.violation is None:
                ctx.violation = unbacked
            if ctx.violation is not None:
                turn = _not_the_harness(ctx, turn)
            if turn.status == "waiting":
                self.durable_pauses.append(not ctx.session.empty and ctx.session.declared_durable)
            return turn
        except TimeoutError as exc:
            late = exc.late_s if isinstance(exc, LegTimedOut) else 0.0
            turn = self._timed_out(ctx, late, flights, end)
            return turn
        except AdapterMisuse as exc:
            return held(ctx, ctx.finish("failed", error=str(exc)))[0]
        except Exception as exc:  # one run's failure must not stop the others
            if cut_at_deadline(exc, end) and time.monotonic() - end <= BLOCKED_S:
                # A model request the leg's deadline cut, back through the adapter's client
                # before the runner's timer fired: the leg's timeout, not the endpoint's
                # "APITimeoutError" (drive41, tests/drive/test_s41_deadline_cut_request.py).
                turn = self._timed_out(ctx, 0.0, flights, end)
                return turn
            if (late := time.monotonic() - end) > BLOCKED_S:  # raised long after a deadline its
                # timer could not enforce: the adapter held the loop (evals34: a model call made
                # after a time.sleep past the deadline timed out at once and read "model
                # endpoint error: APITimeoutError", the endpoint blamed for the adapter's sleep)
                self.timed_out = blocked(ctx.leg, late, self.timeout_s)
                failed = ctx.finish("failed", error=self.timed_out)
                return held(ctx, with_traceback(ctx, failed, exc))[0]
            seen = flights.seen_in(exc, self.faults)
            if seen and time.monotonic() >= end and not flights.waited_on(end, self.faults):
                # A request the transport cut at the leg's deadline is the leg timeout, and
                # whose it is the same rule says (red team 29: a loop of prompt answers raced
                # the leg's timer and read as the endpoint's failure).
                seen = ""
            self.environment_error = environment_failure(exc) if seen else None
            if self.environment_error and seen in REFUSED:
                self.key_refused = self.environment_error
            elif self.environment_error and seen == DOWN:
                self.endpoint_down = self.environment_error
            elif self.environment_error and seen.startswith(("ConnectError", "ConnectTimeout")):
                self.unconnected = self.environment_error
            if not seen and flights.page:
                self.endpoint_page = f"the model endpoint answered {flights.page}"
            error = self.environment_error or _describe_exception(exc)
            if seen:
                self.harness_failed = f"leg {ctx.leg}: {error}"
            if (status := flights.status_in(exc)) is not None and not self.faults:
                answer = flights.answer_in(exc)
                waits = long_wait(getattr(answer, "headers", None))
                self.endpoint_failing = failing_answer(f"HTTP {status}{waits}")
            elif seen and not self.faults:  # 502-504: a deployment's answer, or a timeout's
                self.endpoint_failing = failing_answer(seen)
            elif not seen and not self.faults and (bad := flights.unreadable_json()):
                self.endpoint_failing = bad
            if self.endpoint_page:  # what the transport saw first: the adapter's own words
                # ('NotFoundError: 404' for the login page it was sent to) hid it (users39)
                error = f"{page_said(flights.page or '')}; the adapter then failed: {error}"
            elif (
                self.environment_error is None
                and not flights.answered_in(exc)  # the endpoint's answer, not the code's
                and (at := where_raised(exc))
            ):
                error = f"{error} ({at}; its traceback is in the run's error event)"
            turn = with_traceback(ctx, ctx.finish("failed", error=error), exc)
            return held(ctx, turn)[0]
        finally:
            # A leg that failed before its checks (an exception, a timeout, a turn that was no
            # Turn) left what its wrappers ran noted: nothing took it, and the process kept it
            # for good (users45: tests/conftest_globals.py). Taken here: a failed leg ends its run.
            take_executions(ctx.run_id)
            ctx.handed_back()
            leg_threads.leave(ctx.adapter, adapter_token)
            Contextless.leg(-1)
            self.durations.append(time.perf_counter() - started)
            if turn is not None and log is not None:
                self._watch(ctx, turn, mark)

    def _timed_out(self, ctx: RunContext, late: float, flights: Flights, end: float) -> Turn:
        """The leg failed for its time: held at the deadline by the adapter (``late``), or
        timed out, and whose wait it was by the transport's record."""
        if late > BLOCKED_S:  # the adapter held the loop at the deadline: whatever it
            error = blocked(ctx.leg, late, self.timeout_s)  # waited on, its own failure
        else:
            error = f"leg {ctx.leg} timed out after {self.timeout_s:g}s"
        if late <= BLOCKED_S and (waited := flights.waited_on(end, self.faults)):
            self.harness_failed = f"{error} waiting on {waited}"
        else:
            self.timed_out = error
        return held(ctx, ctx.finish("failed", error=error))[0]

    def _watch(self, ctx: RunContext, turn: Turn, mark: float) -> None:
        """Open the model-log window of a leg that asked; it closes when the answer is given."""
        actions = frozenset(
            str(e.data.get(k))
            for e in turn.events
            if e.type == "input.requested"
            for k in ("action", "tool_name")
            if e.data.get(k)
        )
        if actions:
            self._open = (turn.leg, mark, actions)
            if turn.status != "waiting":  # it did not wait: its window is the leg itself
                self.settle(ctx)

    def settle(self, ctx: RunContext) -> None:
        """Close the open window: call right before the answer is given, or when the run ends."""
        log = self._log if self._log_taken else self.request_log(ctx)  # no call once taken
        if self._open is None or log is None:
            return
        leg, mark, actions = self._open
        self._open = None
        self.stops.append(model_stop(leg, agent_requests(log.since(ctx.run_id, mark)), actions))

    def model_stops(self, ctx: RunContext) -> tuple[ModelStop, ...] | None:
        """Every window judged (the run is over), or None when the endpoint keeps no log."""
        if self.request_log(ctx) is None:
            return None
        self.settle(ctx)
        return tuple(self.stops)


def _lists(rows: tuple[tuple[str, ...], ...]) -> list[list[str]]:
    """``rows`` as fresh lists (a mark's value, built anew for each copy)."""
    return list(map(list, rows))


__all__ = ["CANCEL_GRACE_S", "LegRunner"]
