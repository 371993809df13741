"""Every check comes out "no" for a deliberately broken agent, and "yes" for the compliant one on
the same item: a check that cannot fail is a defect (brief: honest checks).

Each row drives the vanilla adapter against the scripted model playing a faulty behaviour, the
way a user's run would meet it. ``resumed_after_restart`` needs process restarts; its failing
case is ``tests/durable/test_durable_state.py::test_resumed_after_restart_fails_when_the_run_started_over``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import DEFAULT_CHECKS, Arena
from arena.checks import CHECKS
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import run_item
from arena.types import EvalItem

ASK = "Please book a meeting room for 6 people on Tuesday."
#: check → (faulty behaviour, expect, input, answers): why it must fail is in the comment.
BROKEN = {
    "suspended": ("chatty", "approved", ASK, ("approve",)),  # asks in plain text
    "no_tool_before_suspend": ("reckless", "approved", ASK, ("approve",)),  # books, then asks
    "tool_called_once_after_resume": ("double", "approved", ASK, ("approve",)),  # books twice
    "booked_as_approved": ("swap", "approved", ASK, ("approve",)),  # books another room
    "reported_booking": ("fibber", "approved", ASK, ("approve",)),  # books, says it was denied
    "tool_not_used": ("stubborn", "denied", ASK, ("deny",)),  # books although denied
    "acknowledged": ("mute", "denied", ASK, ("deny",)),  # says nothing about the denial
    "reported_unclear": ("mute", "unclear", ASK, ("text:hmm, maybe later",)),  # changes subject
    "neither_asked_nor_booked": (
        "eager", "no_approval", "Is any room free on Friday for 4 people?", (),
    ),  # asks for approval where nothing needed it
}  # fmt: skip


def test_every_check_has_a_broken_agent_that_fails_it() -> None:
    assert set(BROKEN) | {"resumed_after_restart"} == set(CHECKS)


def _outcome(
    arena: Arena, endpoint: ModelEndpoint, check: str, expect: str, text: str, answers: tuple
) -> tuple[bool, str]:
    item = EvalItem(
        id=f"{check}-{expect}",
        input=text,
        resume_with=answers,
        checks=DEFAULT_CHECKS[expect],
        meta={"expect": expect, "people": 6, "day": "tuesday"} if "6 people" in text else {},
    )
    assert check in item.checks  # the check runs where the arena would run it
    adapter = load_adapter("vanilla", AgentSpec.from_module(arena.tools(), name=arena.name))
    result = asyncio.run(run_item(adapter, item, endpoint, spec=check_spec(arena)))
    [found] = [c for c in result.checks if c.name == check]
    return found.passed, found.detail


@pytest.mark.parametrize("check", sorted(BROKEN))
def test_the_check_fails_for_the_broken_agent_and_passes_for_the_compliant_one(
    check: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    behaviour, expect, text, answers = BROKEN[check]
    passed, detail = _outcome(hitl_arena, endpoint_for(behaviour), check, expect, text, answers)
    assert not passed, f"{check} passed for scripted-{behaviour}: {detail}"
    passed, detail = _outcome(hitl_arena, endpoint_for("compliant"), check, expect, text, answers)
    assert passed, f"{check} failed for scripted-compliant: {detail}"
