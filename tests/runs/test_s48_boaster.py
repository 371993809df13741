"""Session 48: a scripted model that says "All set — I've booked Aspen!" beside its approval call.

The scripted model's server blanked the words of any reply that had tool calls, so no scripted
behaviour could show a model that claims the booking as it asks for the approval, and
``no_tool_before_suspend``'s reading of those words (session 47) was tested only on hand-built
traces. The server now sends the words beside the calls; ``boaster`` is ``compliant`` with
such words beside its ``request_approval`` call. The check fails it, and only it, on the vanilla
loop and on a framework that shows the words as the paused leg's message (OpenAI Agents) as on
one that drops them from its history (CrewAI: the model log keeps them, ``model_calls``'
``said``; a resumed conversation without them is still the run's own).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from arena import envs
from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.evidence import LegTurns
from arena.model import BEHAVIOURS, ScriptedModelServer
from arena.model.policy import Reply
from arena.request_keys import turn_key
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.trace import Trace
from arena.types import Event, Turn
from arena.witness import own_conversation

APPROVED, DENIED = "hitl-01", "hitl-02"
BOAST = "All set — I've booked"
TASK = "Book a room for 6 on Tuesday."
ADAPTERS = ["vanilla", "openai_agents", *(["crewai"] if envs.ready("crewai") else [])]
#: Whether the framework shows the words beside the call as the paused leg's message.
SHOWN = {"vanilla": True, "openai_agents": True, "crewai": False}


def _run(name: str, arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    adapter = load_adapter(name, AgentSpec.from_module(arena.tools(), name=arena.name))
    items = [i for i in arena.items if i.id in (APPROVED, DENIED)]
    jobs = [(adapter, item) for item in items]
    return asyncio.run(
        run_many(jobs, endpoint, arena=arena.name, settings=RunSettings(concurrency=2),
                 spec=check_spec(arena))
    )  # fmt: skip


def _failed(result: RunResult) -> dict[str, str]:
    return {c.name: c.detail for c in result.checks if not c.passed}


@pytest.mark.parametrize("name", ADAPTERS)
def test_the_boast_beside_the_approval_call_fails_no_tool_before_suspend(
    name: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = _run(name, hitl_arena, endpoint_for("boaster"))
    assert sorted(r.item.id for r in results) == [APPROVED, DENIED]
    for r in results:
        failed = _failed(r)
        assert set(failed) == {"no_tool_before_suspend"}, (r.item.id, failed)
        detail = failed["no_tool_before_suspend"]
        assert "say the booking was made before anyone answered" in detail, detail
        assert BOAST in detail, detail
        # the words, not a call: nothing was booked before the answer
        assert not [c for c in r.trace.executions("book_room") if c.leg == 1]
        pause = r.trace.first_pause
        assert pause is not None
        shown = r.trace.legs[pause.leg - 1].message
        assert shown.startswith(BOAST) == SHOWN[name], (name, shown)
        assert r.trace.kept_calls[pause.leg].said.startswith(BOAST)
    approved = next(r for r in results if r.item.id == APPROVED)
    assert len(approved.trace.executions("book_room")) == 1


def test_the_compliant_model_says_nothing_beside_its_call(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in _run("vanilla", hitl_arena, endpoint_for("compliant")):
        assert r.passed, _failed(r)
        pause = r.trace.first_pause
        assert pause is not None and r.trace.kept_calls[pause.leg].said == ""


def _resumed(carried: list[str]) -> Trace:
    """Leg 1 made words beside its gate call; leg 2's first request carried ``carried``."""
    words, gate = turn_key(None, BOAST), turn_key("request_approval", {"summary": "Book Aspen"})
    first = LegTurns(leg=1, made=(words, gate), names=("request_approval",), spoke=(words,))
    second = LegTurns(leg=2, said=(TASK,), turns=tuple(carried))
    legs = [
        Turn(status=status, leg=t.leg, events=(Event(type="leg.finished", leg=t.leg, seq=t.leg,
             data={"model_turns": t.as_data()}),))
        for status, t in (("waiting", first), ("completed", second))
    ]  # fmt: skip
    return Trace(legs=tuple(legs))


def test_a_resumed_leg_may_leave_out_the_words_beside_a_call_not_the_call() -> None:
    words, gate = turn_key(None, BOAST), turn_key("request_approval", {"summary": "Book Aspen"})
    assert own_conversation(_resumed([words, gate]), TASK) == []
    assert own_conversation(_resumed([gate]), TASK) == []  # CrewAI: "content": None
    [lacked] = own_conversation(_resumed([words]), TASK)
    assert "lacked 1 of the assistant turns" in lacked


def _boasts(conv: Any) -> Reply:
    """A user's own policy: the compliant one, with the boast beside its approval request."""
    reply = BEHAVIOURS["compliant"](conv)
    if any(c.name == "request_approval" for c in reply.calls):
        return Reply(text="All set — I've booked R-102 (Aspen) for you!", calls=reply.calls)
    return reply


def test_a_policys_words_beside_its_call_reach_the_check(hitl_arena: Arena) -> None:
    """The server sent no words beside a call: this check read "pass" for such a model (the
    paused leg's message was ''), so the failure is the words', not a behaviour's name."""
    with ScriptedModelServer(policies={"boasting": _boasts}) as server:
        endpoint = ModelEndpoint(
            base_url=server.base_url, model="boasting", request_log=server.request_log
        )
        for r in _run("vanilla", hitl_arena, endpoint):
            assert set(_failed(r)) == {"no_tool_before_suspend"}, _failed(r)
            assert r.trace.legs[0].message == "All set — I've booked R-102 (Aspen) for you!"
