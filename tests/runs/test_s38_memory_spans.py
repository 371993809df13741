"""Red team 38: a memory of the runs before, not word for word. Red team 37 failed an adapter
that sent the next run's model its runs' final answers or tool results, but only where the whole
text stood, spacing and case aside, beside the instructions or (a final answer) beside the task
in the first leg: the same answers in capitals without punctuation, the results cut into pieces
of six words, passed 12/12. Now any :data:`SPAN` words in a
row of an earlier text, in what any leg's requests carried and not the run's own, fail
``suspended`` (``arena.run_memory.carried``)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena import run_memory
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.trace import Trace
from arena.types import Event, ToolCall, Turn
from reference_adapters_s33 import RenumberedIdsAdapter, RetriedAdapter
from reference_adapters_s38 import ChunkedMemoryAdapter, NormalisedMemoryAdapter


def _runs(arena: Arena, endpoint: ModelEndpoint, cls: type) -> list[RunResult]:
    """An approved, a denied and another approved item through one ``cls``, one at a time."""
    adapter = cls(AgentSpec.from_module(rooms))
    approved = [i for i in arena.items if i.meta.get("expect") == "approved"]
    denied = [i for i in arena.items if i.meta.get("expect") == "denied"]
    runs: list[RunResult] = []
    try:
        for item in (approved[0], denied[0], approved[1]):
            runs += asyncio.run(
                run_many(
                    [(adapter, item)], endpoint, settings=RunSettings(), spec=check_spec(arena)
                )
            )
    finally:
        run_memory._SEEN.pop(adapter.name, None)
    return runs


@pytest.mark.parametrize(
    ("cls", "what"),
    [
        (NormalisedMemoryAdapter, "final answer"),
        (ChunkedMemoryAdapter, "tool result"),
    ],
)
def test_a_memory_not_word_for_word_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type, what: str
) -> None:
    runs = _runs(hitl_arena, endpoint_for("compliant"), cls)
    assert runs[0].passed  # nothing remembered yet
    for r in runs[1:]:
        failed = {c.name: c.detail for c in r.checks if not c.passed}
        assert f"an earlier run's {what}" in failed.get("suspended", ""), failed


@pytest.mark.parametrize("cls", [VanillaAdapter, RenumberedIdsAdapter, RetriedAdapter])
def test_honest_runs_one_after_another_pass(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], cls: type
) -> None:
    runs = _runs(hitl_arena, endpoint_for("compliant"), cls)
    assert [[c.detail for c in r.checks if not c.passed] for r in runs] == [[], [], []]


def _trace(system: str, asked: list[str], result: str = "", answer: str = "") -> Trace:
    data = {
        "status": "completed",
        "model_system_text": {"k": system},
        "model_calls": {"calls": [], "returned": [], "said": "", "asked": asked},
    }
    events = [Event(type="leg.finished", leg=1, seq=3, data=data)]
    if answer:
        events.append(Event(type="input.responded", leg=1, seq=2, data={"text": answer}))
    calls = (
        (
            ToolCall(
                call_id="c", tool="search_rooms", args={}, leg=1, seq=1, status="ok", result=result
            ),
        )
        if result
        else ()
    )
    return Trace(legs=(Turn(status="completed", leg=1, events=tuple(events), tool_calls=calls),))


TASK = "Please: is booked for 6 people on Tuesday?"
EARLIER = "Done — R-102 (Aspen) is booked for 6 people on Tuesday. Confirmation BK-D8F46C."


@pytest.mark.parametrize(
    ("trace", "found"),
    [
        (_trace("you book rooms. done: r-102, aspen, is booked!", ["book a room"]), True),
        (_trace("you book rooms.", ["book a room", "(aspen is booked for 6 people)"]), True),
        # the run's own words: its task, its tool result, the person's answer
        (_trace("you book rooms.", ["Please: is booked for 6 people on Tuesday?"]), False),
        (
            _trace(
                "you book rooms.", ["x", "r-102 (aspen) is booked"], result="R-102 Aspen is booked"
            ),
            False,
        ),
        (
            _trace(
                "you book rooms.",
                ["x", "yes, aspen is booked for 6 people"],
                answer="yes, aspen is booked for 6 people",
            ),
            False,
        ),
        # fewer than SPAN words of it in a row
        (_trace("you book rooms. aspen is booked.", ["book a room"]), False),
    ],
)
def test_which_words_are_an_earlier_run_s(trace: Trace, found: bool) -> None:
    noted = Trace(legs=(Turn(status="completed", message=EARLIER),))
    run_memory.note("s38_unit", noted)
    try:
        token = run_memory.EARLIER.set(run_memory.before("s38_unit"))
        try:
            said = run_memory.carried(trace, TASK, "you book rooms.")
        finally:
            run_memory.EARLIER.reset(token)
    finally:
        run_memory._SEEN.pop("s38_unit", None)
        getattr(run_memory, "_RUNS", {}).pop("s38_unit", None)
    assert bool(said) is found, said


def test_a_person_s_earlier_answer_is_carried() -> None:
    """The person's typed answer (or note) of an earlier run, told to the next run's model, is
    one person's words in another's conversation too: red team 37 noted only final answers and
    tool results, a known limit."""
    said = "Yes, but only if Aspen has a working projector this time."
    responded = Event(type="input.responded", leg=2, seq=5, data={"text": said, "note": None})
    run_memory.note(
        "s38_typed", Trace(legs=(Turn(status="completed", leg=2, events=(responded,)),))
    )
    sent = _trace(
        "you book rooms. the user said earlier: yes but only if aspen has a working projector",
        ["x"],
    )
    try:
        token = run_memory.EARLIER.set(run_memory.before("s38_typed"))
        try:
            found = run_memory.carried(sent, TASK, "you book rooms.")
        finally:
            run_memory.EARLIER.reset(token)
    finally:
        run_memory._SEEN.pop("s38_typed", None)
        getattr(run_memory, "_RUNS", {}).pop("s38_typed", None)
    assert len(found) == 1 and "an earlier run's person's answer" in found[0], found
    own = _trace("you book rooms.", ["x", said], answer=said)
    run_memory.note(
        "s38_typed", Trace(legs=(Turn(status="completed", leg=2, events=(responded,)),))
    )
    try:
        token = run_memory.EARLIER.set(run_memory.before("s38_typed"))
        try:
            assert run_memory.carried(own, TASK, "you book rooms.") == []  # this run's own answer
        finally:
            run_memory.EARLIER.reset(token)
    finally:
        run_memory._SEEN.pop("s38_typed", None)
        getattr(run_memory, "_RUNS", {}).pop("s38_typed", None)
