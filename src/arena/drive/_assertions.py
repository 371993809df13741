"""The assertions of a driver: pause inspection, checks over the run, soft checks.

Kept apart from :mod:`arena.drive._driver` (sending and answering) so each half stays readable;
:class:`~arena.drive.Driver` is both. Every failure names what was expected and what was seen,
and ends with the rendered session line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal, get_args

from arena.drive._arena_check import ArenaCheck
from arena.drive._around import around_harness
from arena.drive._errors import (
    AmbiguousRequest,
    DriveError,
    MessageMismatch,
    NoMatchingRequest,
    NotParked,
    NotSucceeded,
    ToolCallMismatch,
    hide_frames_for_eval_errors,
)
from arena.drive._match import (
    CallFilter,
    GateWords,
    Pattern,
    RequestFilter,
    compile_pattern,
    describe_pattern,
)
from arena.drive._outcomes import Outcomes
from arena.drive._render import clip, denial_failed, format_args, format_call, format_requests
from arena.drive._soft import SoftChecks
from arena.drive._typed_no import typed_answers
from arena.trace import Trace
from arena.types import InputRequest, ToolCall, ToolStatus, Turn

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.drive._driver import Driver

Scope = Literal["run", "turn"]


class Assertions(ArenaCheck, Outcomes, SoftChecks):
    """Mixed into :class:`~arena.drive.Driver`; reads only what the harness recorded."""

    name: str
    agent: AgentSpec | None
    _inputs: list[str]
    _soft_labels: list[str]
    _soft_failures: list[str]
    #: (legs run, the assertion) for each outcome assertion made while the line was waiting.
    _while_waiting: list[tuple[int, str]]

    if TYPE_CHECKING:

        @property
        def run_id(self) -> str: ...
        @property
        def turn(self) -> Turn: ...
        @property
        def turns(self) -> tuple[Turn, ...]: ...
        @property
        def sessions(self) -> tuple[Driver, ...]: ...
        @property
        def pending(self) -> tuple[InputRequest, ...]: ...
        @property
        def _waiting_on(self) -> tuple[InputRequest, ...]: ...
        @property
        def trace(self) -> Trace: ...
        @property
        def tool_names(self) -> frozenset[str]: ...
        def known_tool(self, name: str, args: Mapping[str, Any] | None) -> None: ...
        def no_such_choice(self, name: str, args: Mapping[str, Any]) -> None: ...
        def _gate_words(self, tool: str) -> GateWords | None: ...

        _late: dict[int, str]

        @property
        def tool_calls(self) -> tuple[ToolCall, ...]: ...
        def render(self) -> str: ...

    # -- pause inspection -----------------------------------------------------------------------
    def parked(self) -> Turn:
        """Assert the last turn really stopped: ``waiting``, with at least one input request."""
        __tracebackhide__ = True
        turn = self.turn
        if turn.status == "waiting" and self._waiting_on:  # answered in the store: still parked
            return turn
        if turn.status == "failed":
            why = f"it failed: {turn.error}{self._late.get(turn.leg, '')}"
        elif turn.status == "completed":
            said = clip(turn.message) if turn.message else "(nothing)"
            asked = [
                str(e.data.get("request_id")) for e in turn.events if e.type == "input.requested"
            ]
            why = (
                f"the adapter raised input request {', '.join(asked)} and then reported the turn "
                "completed: it did not stop for the answer (an adapter returns "
                f'ctx.finish("waiting") while a person\'s answer is pending). The agent said: "{said}"'
                if asked  # not plain text (evals33: the refusal said it asked in plain text)
                else "it completed without raising an input request — asking in plain text is "
                f'not a pause. The agent said: "{said}"'
            )
            before = self.turns[-2] if len(self.turns) > 1 else None
            if not asked and before is not None and before.status == "waiting":
                # the leg after an answer: the agent paused, and was answered (drive36: this
                # read as the chatty fault, an agent that never paused)
                ids = ", ".join(r.id for r in before.requests) or "its requests"
                why = (
                    f"the last turn (leg {turn.leg}) is the one after the answer: leg "
                    f"{before.leg} paused on {ids}, which was answered, and leg {turn.leg} "
                    "completed; parked() reads the last turn, so call it after t.send(...), "
                    f'before t.respond(...). The agent said: "{said}"'
                )
        else:
            why = "it reported waiting but no input request is pending"
        self._fail(NotParked(f"expected the turn to be parked (waiting on a person), but {why}"))
        return turn

    def succeeded(self) -> Turn:
        """Assert the last turn completed; a waiting turn is a pause, never a finish."""
        __tracebackhide__ = True
        turn = self.turn
        asked = [str(e.data.get("request_id")) for e in turn.events if e.type == "input.requested"]
        if turn.status == "completed" and not asked:
            return turn
        if turn.status == "completed":
            # a resumed leg that asked again and went on (drive38: an adapter that re-asked its
            # question after a restart passed an approve eval; only arena_check("suspended")
            # failed it), as parked() says of a first leg
            why = (
                f"the adapter raised input request {', '.join(asked)} in leg {turn.leg} and then "
                "reported the turn completed: it did not stop for the answer, which nobody gave "
                '(an adapter returns ctx.finish("waiting") while a person\'s answer is pending; '
                'arena_check("suspended") fails it too)'
            )
        elif turn.status == "waiting":
            n = len(self._waiting_on)
            why = (
                f"it is waiting on {n} input request{'s' if n != 1 else ''} — a pause is not a "
                "finish; answer with t.respond(...) (or t.resume() once operators answered them "
                "in the store):\n" + format_requests(self._waiting_on)
            )
        else:
            why = f"it failed: {turn.error}{self._late.get(turn.leg, '')}{denial_failed(turn)}"
        self._fail(NotSucceeded(f"expected the turn to have succeeded, but {why}"))
        return turn

    def require_input_request(
        self,
        *,
        id: str | None = None,
        prompt: Pattern | None = None,
        action: str | None = None,
        tool: str | None = None,
        option_ids: Sequence[str] | None = None,
        args: Mapping[str, Any] | None = None,
        **unknown: Any,
    ) -> InputRequest:
        """Exactly one pending request matching every field given, or an assertion listing what
        is pending. ``prompt`` is a regex searched in the prompt and summary (case-insensitive
        when given as a string); ``option_ids`` must all be offered; ``args`` must be a subset."""
        __tracebackhide__ = True
        if unknown:  # a bare TypeError named no filter it does take
            import difflib

            filters = ("id", "prompt", "action", "tool", "option_ids", "args")
            key = next(iter(unknown))
            close = difflib.get_close_matches(key, filters, n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise DriveError(
                f"require_input_request({key}=...): not a filter it takes{hint}; its filters: "
                f"{', '.join(f'{f}=' for f in filters)}"
            )
        wanted = RequestFilter.build(
            id=id, prompt=prompt, action=action, tool=tool, option_ids=option_ids, args=args
        )
        turn = self.turn
        pending = self.pending
        if turn.status != "waiting":
            raise NoMatchingRequest(
                f"expected exactly one pending input request matching {wanted.describe()}, but "
                f"the turn is {turn.status}: nothing is pending",
                self.render(),
            )
        found = [r for r in pending if wanted.matches(r)]
        if len(found) == 1:
            return found[0]
        listing = f"pending ({len(pending)}):\n{format_requests(pending)}"
        if not found:
            raise NoMatchingRequest(
                f"no pending input request matches {wanted.describe()}; {listing}", self.render()
            )
        raise AmbiguousRequest(
            f"{len(found)} pending input requests match {wanted.describe()}; narrow the filter "
            f"(id=, prompt=, action=, tool=, option_ids=, args=). {listing}",
            self.render(),
        )

    # -- assertions over the run ----------------------------------------------------------------
    def called_tool(
        self,
        name: str,
        *,
        status: ToolStatus | None = None,
        times: int | None = None,
        args: Mapping[str, Any] | None = None,
        scope: Scope = "run",
    ) -> list[ToolCall]:
        """Assert ``name`` was called (``times`` exactly, or at least once), optionally with a
        status (``ok | failed | rejected | blocked``) and arguments (a subset; a compiled regex value is
        searched). ``scope="turn"`` looks at the last turn only. Returns the matching calls."""
        __tracebackhide__ = True
        if times is not None and (isinstance(times, bool) or not isinstance(times, int)):
            # "0" raised a bare TypeError; False was counted as 0 and read as "never called".
            raise DriveError(
                f"called_tool(times={times!r}): times is a whole number, 0 or more "
                "(times=0: never called)"
            )
        if times is not None and times < 0:
            raise DriveError(f"called_tool(times={times}): times must be 0 or more")
        if scope not in ("run", "turn"):
            raise DriveError(f"called_tool(scope={scope!r}): use 'run' or 'turn'")
        self.known_tool(name, args)
        self._sent("called_tool")
        if status is not None and status not in get_args(ToolStatus):
            raise DriveError(
                f"called_tool(status={status!r}): a status is one of "
                f"{', '.join(get_args(ToolStatus))}{_status_hint(status)}"
            )
        if status == "ok" and args:
            self.no_such_choice(name, args)
        words = self._gate_words(name) if args else None
        # Built first: a value it refuses ("not Aspen") is the eval's mistake, no assertion made.
        wanted = CallFilter.build(tool=name, status=status, args=args, gate_words=words)
        calls = list(self.turn.tool_calls) if scope == "turn" else list(self.tool_calls)
        found = [c for c in calls if wanted.matches(c)]
        where = "in the last turn" if scope == "turn" else "in this session line"
        # An attempt the harness blocked (no matching approval, arena.binding) is the agent trying
        # to act: "ok exactly N times" does not hold while it tried more. Only attempts the
        # eval's filter would have counted (same tool and arguments) are such attempts.
        attempt = CallFilter.build(tool=name, status="blocked", args=args, gate_words=words)
        blocked = [c for c in calls if attempt.matches(c)] if status == "ok" else []
        # A leg that ran it around the wrapper: no count the tool log gives is the truth.
        turns = [self.turn] if scope == "turn" else self.turns
        dodged = around_harness(turns, name) if times is not None else []
        if times is None and found:
            return found
        if times is not None and len(found) == times and not blocked and not dodged:
            # "never", or "only so often": answering could change that. Noted only when it
            # held: a failed one (soft, or caught) was never "true only so far" (tester 30).
            shown = "".join(f", {k}={v!r}" for k, v in (("status", status), ("args", args)) if v)
            self._outcome_asserted(f"called_tool({name!r}{shown}, times={times})")
            return found
        n = len(found)
        if status is not None:
            got = f"{n} {status} call{'s' if n != 1 else ''}"
        else:
            got = f"it was called {n}x" if found else "it was never called"
            got = "the tool log holds no call of it" if dodged and not found else got
        if blocked:
            k = len(blocked)
            shown = "; ".join(f"{c.tool}({format_args(c.args)})" for c in blocked[:3])
            more = f"; and {k - 3} more" if k > 3 else ""
            got += (
                f"; {k} blocked attempt{'s' if k != 1 else ''} (the harness stopped "
                f"{'them' if k != 1 else 'it'}: no matching approval): {shown}{more}"
            )
        if times is None:
            head = f"expected {wanted.describe()} to be called at least once {where}; {got}"
        elif times == 0:
            head = f"expected {wanted.describe()} not to be called {where}"
            head += f", nor attempted; {got}" if blocked else f"; {got}"
        else:
            head = f"expected {wanted.describe()} to be called {times}x {where}"
            head += f", and no more attempted; {got}" if blocked else f"; {got}"
        if dodged:
            head += "; but it ran around the harness's wrapper, by the backend's own record:"
        lines = [head, *(f"  {d}" for d in dodged)]
        if found:
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in found)
        others = [c for c in calls if c.tool == name and not wanted.matches(c)]
        if others:
            lines.append(f"other {name} calls:")
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in others)
        if not calls:
            lines.append("no tool was called at all")
        waiting = [r for r in self._waiting_on if name in (r.action, r.tool_name)]
        if waiting and (scope == "run" or any(r.leg == self.turn.leg for r in waiting)):
            # "it was never called" above a listing that shows the call asked (drive38): a
            # call that asks a person is logged when the answer comes, with its verdict
            lines.append(
                f"{name} was called and waits on a person: {', '.join(r.id for r in waiting)} "
                "is pending, and a call that asks is logged once answered (ok, or rejected on a "
                f"denial); at the pause assert t.parked() or t.require_input_request("
                f"action={name!r}), and the call after t.respond(...)"
            )
        gate = self.agent.gate if self.agent is not None else None
        asked = [c for c in calls if c.status == "rejected" and c.tool == gate != name]
        if status == "rejected" and not found and asked:
            # "0 rejected calls" of book_room after a denial left the eval to guess where the
            # rejection went (drive37): on the call that asked, never on the tool it gated
            lines.append(
                "a person's denial is recorded as 'rejected' on the call that asked, not on "
                f"the tool it gated: called_tool({asked[0].tool!r}, status='rejected'); "
                "rejected calls:"
            )
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in asked)
        if status == "rejected" and not found and name == gate:  # words to a held tool differ
            held = self.agent.consequential if self.agent is not None else ()
            lines.extend(typed_answers(calls, self.trace.events, name, next(iter(held), None)))
        self._fail(ToolCallMismatch("\n".join(lines)))
        return found

    def _sent(self, what: str) -> None:
        """An assertion over a line that never ran a leg holds vacuously — ``times=0`` and "no
        failed actions" pass whatever the agent would do — so it is the eval's mistake (it forgot
        to send, or asserts on another line), as ``t.turn`` already says."""
        if not self.turns:
            raise DriveError(
                f"{what}: nothing has been sent on this session line yet, so there is nothing to "
                "assert on: call t.send(text) first (or assert on the line you sent on)"
            )

    def _outcome_asserted(self, what: str) -> None:
        """Note an assertion about what the agent did (or did not) do, made while the line waits:
        if the line is still waiting on those requests when the test ends, it held only because
        nobody answered (:meth:`unanswered`)."""
        if self._waiting_on:
            self._while_waiting.append((len(self.turns), what))

    def unanswered(self) -> str | None:
        """Why this line's outcome assertions held vacuously, or None: they were made while it
        waited, and it still waits on the same requests — nobody answered, so the agent never
        had the chance to book, fail or ignore a denial. Checks the lines it opened too."""
        lines: list[str] = []
        for line in (self, *self.sessions):
            pending = line._waiting_on
            made = [what for legs, what in line._while_waiting if legs == len(line.turns)]
            if pending and made:
                ids = ", ".join(r.id for r in pending)
                lines.append(
                    f"session {line.run_id} ended waiting on {ids}, which nobody answered, so "
                    f"{', '.join(dict.fromkeys(made))} held only because the agent was never "
                    "given an answer to act on"
                )
        return "\n".join(lines) or None

    def no_failed_actions(self) -> None:
        """Assert no tool call failed, none ran around the harness's wrapper, and no denial
        reached the model as a failure. A person's rejection is ``rejected``, not ``failed`` —
        in the tool log and in what the model read for it (the endpoint's per-run log, where it
        keeps one: the scripted model's), which the adapter writes and the log does not show:
        a denial handed as "ERROR: request_approval crashed: ToolRejected: …" passed, logged
        ``rejected``, and so did a gated tool's refusal handed as "ERROR: book_room raised
        PermissionError" (redteam43; the matrix's rej≠fail and reject cells read the same)."""
        __tracebackhide__ = True
        from arena.matrix.denial import handed_as_failure
        from arena.matrix.told import refusal_told_as_failure

        self._sent("no_failed_actions")
        failed = [c for c in self.tool_calls if c.status == "failed"]
        dodged = around_harness(self.turns)
        gate = self.agent.gate if self.agent is not None else ""
        events = self.trace.events
        told = handed_as_failure(events) or refusal_told_as_failure(events, self.tool_calls, gate)
        if not failed and not dodged and not told:
            self._outcome_asserted("no_failed_actions()")
        else:
            lines = [f"{len(failed)} tool call(s) failed:"] if failed else []
            lines.extend(f"  leg {c.leg}: {format_call(c)}" for c in failed)
            if dodged:
                lines.append("the adapter did what only the harness may do:")
                lines.extend(f"  {d}" for d in dodged)
            if told:
                lines.append(
                    "a person's denial reached the model as a failure, by the model endpoint's "
                    f"own log: {told!r} (the tool log records it rejected; hand the model the "
                    "denial as a decision, not an error)"
                )
            self._fail(ToolCallMismatch("\n".join(lines)))

    def message_matches(
        self, pattern: Pattern, *, flags: int = re.IGNORECASE
    ) -> re.Match[str] | None:
        """Assert the last turn's message matches ``pattern`` (searched, case-insensitive by
        default; a compiled pattern keeps its own flags)."""
        __tracebackhide__ = True
        if isinstance(flags, bool) or not isinstance(flags, int):
            raise DriveError(
                f"message_matches(flags={flags!r}): flags are re's, e.g. re.IGNORECASE | "
                f"re.MULTILINE (0 for none), not {type(flags).__name__}"
            )
        regex = compile_pattern(pattern, flags, where="message_matches(...)")
        message = self.turn.message
        match = regex.search(message)
        if match is None:
            shown = f'"{clip(message, 200)}"' if message.strip() else "(empty)"
            self._fail(
                MessageMismatch(
                    f"the agent's last message does not match {describe_pattern(regex)}: {shown}"
                )
            )
        return match


#: Words for a person's refusal: such a call is recorded ``rejected`` (arena.context.resolve).
_REFUSED = frozenset({"denied", "deny", "refused", "declined", "reject"})


def _status_hint(status: object) -> str:
    """``; a person's denial is recorded as 'rejected' ...`` for "denied", else a did-you-mean
    ("blockd"): users28 finding 5, ``status="denied"`` named the four and not the one meant."""
    import difflib

    said = str(status).strip().casefold()
    if said in _REFUSED:
        return "; a person's denial is recorded as 'rejected', on the call that asked for approval"
    close = difflib.get_close_matches(said, get_args(ToolStatus), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
