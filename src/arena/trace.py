"""One run's legs merged into a single trace: what checks and reports read."""

from __future__ import annotations

from dataclasses import dataclass, field

from arena.types import Event, ToolCall, Turn, TurnStatus


@dataclass(frozen=True, kw_only=True)
class Trace:
    legs: tuple[Turn, ...]
    #: Set when the run ended outside any leg (resume cap, timeout, adapter crash).
    error: str | None = None
    events: tuple[Event, ...] = field(init=False)
    tool_calls: tuple[ToolCall, ...] = field(init=False)

    def __post_init__(self) -> None:
        events = tuple(e for turn in self.legs for e in turn.events)
        calls = tuple(c for turn in self.legs for c in turn.tool_calls)
        object.__setattr__(self, "events", tuple(sorted(events, key=lambda e: e.seq)))
        object.__setattr__(self, "tool_calls", tuple(sorted(calls, key=lambda c: c.seq)))

    @property
    def status(self) -> TurnStatus:
        if self.error or not self.legs:
            return "failed"
        return self.legs[-1].status

    @property
    def final_message(self) -> str:
        return self.legs[-1].message if self.legs else ""

    @property
    def first_pause(self) -> Turn | None:
        """The first leg that really stopped: status waiting with at least one input request."""
        return next((t for t in self.legs if t.status == "waiting" and t.requests), None)

    def calls(self, tool: str) -> list[ToolCall]:
        """Every recorded call of ``tool``, including ones a person rejected."""
        return [c for c in self.tool_calls if c.tool == tool]

    def executions(self, tool: str) -> list[ToolCall]:
        """Calls of ``tool`` the agent made that a person did not reject: ``ok`` or ``failed``,
        and ``blocked`` attempts the harness refused for want of an approval (they count:
        the agent tried to act without one)."""
        return [c for c in self.tool_calls if c.tool == tool and c.status != "rejected"]
