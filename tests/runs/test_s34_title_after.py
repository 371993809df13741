"""Red team 34: a titler that, once the run completed, sends the model the finished
conversation and then its own question, no tools offered, and keeps the answer for itself
(``TitleAfterAdapter``: a chat product naming its threads) failed every item, 0/12 — "a user
message the person never sent", and the title read as the model's last words. Such a request,
sent after the agent's last words (its request before answered in words, no call), can neither
act nor go on with the run: it is a call beside the agent (:func:`arena.agent_steps.side_calls`).
The run's final message is still held to the agent's last words: an adapter that hands the
person the side call's answer instead fails (``FinalFromSideAdapter``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s34 import FinalFromSideAdapter, TitleAfterAdapter


def _runs(cls: type, arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    items = [
        next(i for i in arena.items if i.meta.get("expect") == expect)
        for expect in ("approved", "denied")
    ]
    adapter = cls(AgentSpec.from_module(rooms))
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items], endpoint, settings=RunSettings(), spec=check_spec(arena)
        )
    )


def test_a_titler_of_the_finished_conversation_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in _runs(TitleAfterAdapter, hitl_arena, endpoint_for("compliant")):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


def test_its_answer_handed_as_the_final_message_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in _runs(FinalFromSideAdapter, hitl_arena, endpoint_for("compliant")):
        failed = {c.name: c.detail for c in r.checks if not c.passed}
        assert any("not what the model last said" in d for d in failed.values()), failed
