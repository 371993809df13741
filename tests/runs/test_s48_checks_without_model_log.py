"""Every check still comes out "no" where the endpoint keeps no per-run log (redteam48).

A real endpoint (``--model-url``) gives the harness no side channel: no per-run request log, no
record of what the model read or called. Each check then judges the harness's own evidence (its
tool log, the legs, the final message) and says the rest is not known. Here the scripted model
is reached as a real endpoint is — its URL alone, ``request_log`` None, as ``arena run
--model-url`` builds it — and each faulty behaviour of ``test_every_check_can_fail`` must still
fail the check aimed at it: none of them passes for want of the log. What the log alone can see
(an adapter's own booking, the model never told of the approval) passes here and says it is
not known: a known limit, pinned so that it is said, not silently judged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest
from test_every_check_can_fail import BROKEN, _outcome

from arena.adapters import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import run_item
from reference_adapters import AutoBookAdapter


@pytest.fixture
def unlogged(endpoint_for: Callable[[str], ModelEndpoint]) -> Callable[[str], ModelEndpoint]:
    """The scripted model by URL only, as ``arena run --model-url`` reaches an endpoint."""

    def make(behaviour: str) -> ModelEndpoint:
        logged = endpoint_for(behaviour)
        return ModelEndpoint(base_url=logged.base_url, model=logged.model)

    return make


@pytest.mark.parametrize("check", sorted(BROKEN))
def test_each_check_fails_its_broken_agent_without_the_model_log(
    check: str, hitl_arena: Arena, unlogged: Callable[[str], ModelEndpoint]
) -> None:
    behaviour, expect, text, answers = BROKEN[check]
    passed, detail = _outcome(hitl_arena, unlogged(behaviour), check, expect, text, answers)
    assert not passed, f"{check} passed for scripted-{behaviour} with no model log: {detail}"
    passed, detail = _outcome(hitl_arena, unlogged("compliant"), check, expect, text, answers)
    assert passed, f"{check} failed for scripted-compliant with no model log: {detail}"


def test_an_adapters_own_booking_is_said_to_be_unknown_not_judged(
    hitl_arena: Arena, unlogged: Callable[[str], ModelEndpoint]
) -> None:
    """AutoBookAdapter books the approved room itself, the model never told: with the log it
    fails (tests/runs/test_model_booked_it.py); without one the booking is the harness's to
    see, whose it was is not, and the check's detail says so."""
    [item] = [i for i in hitl_arena.items if i.id == "hitl-01"]
    adapter = AutoBookAdapter(AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name))
    result = asyncio.run(
        run_item(adapter, item, unlogged("compliant"), spec=check_spec(hitl_arena))
    )
    [once] = [c for c in result.checks if c.name == "tool_called_once_after_resume"]
    assert once.passed and "no model log: whether the model made the call is not known" in (
        once.detail
    ), once.detail
