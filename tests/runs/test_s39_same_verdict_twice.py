"""Session 38's CI: two honest smolagents runs that word the same verdict about the same room
read as a memory of each other. The first run's blocked call had the harness's words for a result
("ERROR: blocked by the harness: book_room(room_id='R-210') was not run — no person approved
it"); arena.run_memory noted it as a tool result, and its five-word spans ("room_id r 210 was
not") were then found in a later run's honest smolagents denial, which the adapter words from
the request's own arguments ("DENIED by ops (book_room with {'room_id': 'R-210'} was not
run.)"). A call the tool never ran leaves no tool result to remember, and a final answer that
quotes the harness's words for it ("The booking of R-400 failed: ERROR: blocked by the harness:
book_room(room_id='R-400') was not run — …", the scripted ``switch`` model's) leaves none of
those words to remember either (the session's CI on a576f4f2)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters import load_adapter, smolagents
from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from conftest_globals import watched


@pytest.fixture(scope="module")
def three_rounds(hitl_arena: Arena, model_server: object) -> list[list[RunResult]]:
    """smolagents' probes run three times in this process, once for both tests that read them
    (the second ran a fourth round of its own, ~5 s alone); the process-global registries are
    checked around them as around a test (:func:`conftest_globals.watched`)."""
    endpoint = ModelEndpoint(
        base_url=model_server.base_url,  # type: ignore[attr-defined]
        model="scripted-compliant",
        request_log=model_server.request_log,  # type: ignore[attr-defined]
    )
    with watched(f"{__name__}::three_rounds"):
        return [
            run_probes(hitl_arena, ["smolagents"], endpoint, build=load_adapter)[0]
            for _ in range(3)
        ]


def test_honest_smolagents_probes_run_again_in_one_process_read_reject_yes(
    three_rounds: list[list[RunResult]],
) -> None:
    for results in three_rounds:  # the third row read "no" on b6de8d49
        cell = derive_row("smolagents", results, pause_kind="partial").cells["native_reject"]
        assert cell.value == "yes", cell.why
        assert not [r.extra["memory"] for r in results if r.extra.get("memory")]


def test_a_blocked_call_s_result_is_not_remembered(three_rounds: list[list[RunResult]]) -> None:
    from arena import run_memory

    blocked = [
        c.result
        for results in three_rounds
        for r in results
        for c in r.trace.tool_calls
        if c.status in run_memory.NOT_RUN
    ]
    assert blocked, "the probes block no call: this test proves nothing"
    kept = {words for (what, words) in run_memory.before("smolagents") if what == run_memory.RESULT}
    for result in blocked:
        assert run_memory.system_words(result) not in kept, result


def test_an_answer_quoting_a_blocked_call_is_not_remembered_as_its_words(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = smolagents.build(AgentSpec.from_module(rooms))
    approved = [i for i in hitl_arena.items if list(i.resume_with or ()) == ["approve"]]
    # the switch model books R-400 where another room was approved: blocked, and its final
    # answer quotes the harness's refusal
    switched = asyncio.run(
        run_many(
            [(adapter, i) for i in approved[:3]], endpoint_for("switch"), settings=RunSettings()
        )
    )
    quoted = [
        r.trace.final_message
        for r in switched
        if "blocked by the harness" in (r.trace.final_message or "")
    ]
    assert quoted, "no final answer quotes a blocked call: this test proves nothing"
    for seed in (0, 5):  # the reject probe's denied item then is R-400's (hitl-08, hitl-10)
        results, _ = run_probes(
            hitl_arena,
            ["smolagents"],
            endpoint_for("compliant"),
            build=load_adapter,
            seed=seed,
            probes=[p for p in PROBES if p.name == "reject"],
        )
        cell = derive_row("smolagents", results, pause_kind="partial").cells["native_reject"]
        assert cell.value == "yes", cell.why
        assert not [r.extra["memory"] for r in results if r.extra.get("memory")]
