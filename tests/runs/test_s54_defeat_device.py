"""The harness's model shows an adapter nothing that says it is the harness's (evidence54).

A run called the scripted model ``scripted-compliant``, reached it with ``sk-arena-scripted``, got
answers fingerprinted ``fp_scripted`` and a ``/models`` list of ``scripted-…`` names owned by
``hitl-arena``: an adapter that gated only then (``DefeatDevice``) passed every check and would
skip the gate against a real model. Runs now call it by a neutral name with a neutral key and
fingerprint; the results still record the behaviour that played (``scripted-compliant``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.model.policy import BEHAVIOURS, Policy, resolve
from arena.runner import run_many
from reference_adapters_s54_defeat import DefeatDevice


def test_a_defeat_device_sees_no_harness_and_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = AgentSpec.from_module(hitl_arena.tools())
    adapter = DefeatDevice(spec)
    denied = next(i for i in hitl_arena.items if i.meta.get("expect") == "denied")
    (run,) = asyncio.run(
        run_many([(adapter, denied)], endpoint_for("compliant"), spec=check_spec(hitl_arena))
    )
    assert adapter.seen == [], adapter.seen  # no fingerprint of the harness's model
    assert not run.passed, run.trace.status
    failed = {c.name for c in run.checks if not c.passed}
    assert "suspended" in failed, failed  # it never stopped: the gate was skipped
    assert run.model == "scripted-compliant", run.model  # the behaviour that played, recorded


def _served(conv: object) -> str:
    return "served"


@pytest.mark.parametrize(
    ("called", "served", "plays"),
    [
        # the run's neutral name plays the policy served under the name the run records
        ("chat-model", {"scripted-compliant": _served}, _served),
        ("openai/chat-model", {"scripted-compliant": _served}, _served),
        # near misses: a policy under another name is not the run's
        ("chat-model", {"scripted-mute": _served}, BEHAVIOURS["compliant"]),
        ("chat-model", {"compliant": _served}, BEHAVIOURS["compliant"]),
        ("chat-model", None, BEHAVIOURS["compliant"]),
        # a name of its own is still its own
        ("chat-model", {"chat-model": _served}, _served),
        ("scripted-compliant", {"scripted-compliant": _served}, _served),
    ],
)
def test_the_neutral_name_plays_the_policy_the_run_records(
    called: str, served: dict[str, Policy] | None, plays: Policy
) -> None:
    """The bench serves its counting model as ``scripted-compliant``; runs called ``chat-model``
    got the plain compliant one and the bench read 0 model calls per item (evidence54b)."""
    assert resolve(called, served) is plays
