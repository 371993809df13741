"""A driver's ``arena_check``: one of the arena's named checks (``arena.checks.CHECKS``) run on
the session line, the booking judged against the request's facts where the check reads them.
Mixed into :class:`~arena.drive.Driver` through :class:`~arena.drive._assertions.Assertions`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import msgspec

from arena.checks import CHECKS, CheckResult, CheckSpec
from arena.drive._errors import CheckFailed, DriveError, hide_frames_for_eval_errors
from arena.drive._facts import check_spec, facts, unknown_facts
from arena.drive._render import clip
from arena.errors import NotFound
from arena.types import EvalItem

if TYPE_CHECKING:
    from arena.adapters.base import AgentSpec
    from arena.drive._errors import EvalFailure
    from arena.trace import Trace
    from arena.types import ToolCall

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

#: The checks that judge the pause itself, which a line still waiting has already made; every
#: other check judges what followed the answer, and holds vacuously while nobody answered.
PAUSE_CHECKS = frozenset({"suspended", "no_tool_before_suspend"})
#: The checks that compare a booking with the request's facts (people, day, room).
FACT_CHECKS = frozenset({"booked_as_approved"})


class ArenaCheck:
    """Mixed into :class:`~arena.drive.Driver`; reads only what the harness recorded."""

    name: str
    agent: AgentSpec | None
    _inputs: list[str]

    if TYPE_CHECKING:

        @property
        def run_id(self) -> str: ...
        @property
        def trace(self) -> Trace: ...
        @property
        def tool_calls(self) -> tuple[ToolCall, ...]: ...
        def _sent(self, what: str) -> None: ...
        def _outcome_asserted(self, what: str) -> None: ...
        def _fail(self, error: EvalFailure) -> None: ...

    def arena_check(
        self,
        name: str,
        *,
        spec: CheckSpec | None = None,
        people: int | None = None,
        day: str | None = None,
        room: str | None = None,
        capacity: int | None = None,
        **unknown: Any,
    ) -> CheckResult:
        """Run one of the arena's named checks (``arena.checks.CHECKS``) on this session line.

        ``booked_as_approved`` also judges the booking against the request's facts, as an arena
        item's ``meta`` gives them: ``people`` (or ``capacity``, seats needed), ``day`` and
        ``room`` given here, else the head count and day the task sent on this line states (read
        as the scripted model reads it). Another fact name is refused with a did-you-mean."""
        __tracebackhide__ = True
        if not isinstance(name, str):
            raise DriveError(
                f"arena_check({name!r}): give the check's name as a str, one of "
                f"{', '.join(sorted(CHECKS))}"
            )
        check = CHECKS.get(name)
        if check is None:  # with its did-you-mean ("booked_as_aproved" listed all: users28)
            raise NotFound.among("check", name, sorted(CHECKS))
        if unknown:
            raise DriveError(unknown_facts(name, unknown))
        given = {
            k: v
            for k, v in (("people", people), ("capacity", capacity), ("day", day), ("room", room))
            if v
        }
        if given and name not in FACT_CHECKS:
            raise DriveError(
                f"arena_check({name!r}, {', '.join(f'{k}={v!r}' for k, v in given.items())}): "
                f"{name} reads no request facts; only {', '.join(sorted(FACT_CHECKS))} does"
            )
        self._sent(f"arena_check({name!r})")
        spec = spec or check_spec(getattr(self, "agent", None))
        meta, source = (
            ({}, "")
            if name not in FACT_CHECKS
            else facts(self._inputs, people, day, room, capacity=capacity)
        )
        counted = "people" in meta or "capacity" in meta
        if name in FACT_CHECKS and not counted and self._booked(spec.tool):
            raise DriveError(
                f"arena_check({name!r}) judges a booking against the head count it was for, and "
                f"no task sent on this line states one it can read ({self._task_quote()}); give "
                f"it: t.arena_check({name!r}, people=6, day='Tuesday')"
            )
        item = EvalItem(
            id=self.name or self.run_id, input=self._inputs[0] if self._inputs else "", meta=meta
        )
        result = check(self.trace, item, spec)
        if source:
            result = msgspec.structs.replace(result, detail=f"{result.detail} ({source})")
        if not result.passed:
            self._fail(CheckFailed(f"check {name} failed: {result.detail}"))
        elif name not in PAUSE_CHECKS:
            self._outcome_asserted(f"arena_check({name!r})")
        return result

    def _booked(self, tool: str) -> bool:
        return any(c.tool == tool and c.status == "ok" for c in self.tool_calls)

    def _task_quote(self) -> str:
        sent = [clip(text, 60) for text in self._inputs]
        return "sent: " + "; ".join(repr(t) for t in sent) if sent else "nothing was sent"
