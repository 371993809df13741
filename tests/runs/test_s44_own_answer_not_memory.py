"""CI on 77a4656a: the probes run again in one process read an honest smolagents run as carrying
"an earlier run's tool result". An earlier run's edited ask was answered "APPROVED by probe with
edited arguments {'room_id': 'R-204'}." (its tool result); the gated_edited run's own held call,
approved edited, was handed to its model by smolagents in the harness's words for THAT answer
("APPROVED by probe with edited arguments {'room_id': 'R-305'}. You may now call book_room …"),
and the five words they share read as a memory. The run's own answers in the harness's words
(``describe_decision``) are now the run's own words; an earlier run's room is still a memory."""

from __future__ import annotations

from typing import Any

import pytest

from arena import run_memory
from arena.trace import Trace
from arena.types import Event, ToolCall, Turn

EARLIER = "APPROVED by probe with edited arguments {'room_id': 'R-204'}."
TASK = "Book a room for 5 on Friday."


def _noted() -> Trace:
    call = ToolCall(
        call_id="c", tool="request_approval", args={}, leg=1, seq=1, status="ok", result=EARLIER
    )
    return Trace(legs=(Turn(status="completed", leg=1, tool_calls=(call,)),))


def _run(asked: str, answer: dict[str, Any]) -> Trace:
    """A run whose held call was answered ``answer`` and whose second leg's model read ``asked``."""
    data = {
        "status": "completed",
        "model_calls": {"calls": [], "returned": [], "said": "", "asked": [TASK, asked]},
    }
    answered = {"request_id": "r1", "responder": "probe", "interface": "scripted", **answer}
    events = (
        Event(
            type="input.requested",
            leg=1,
            seq=1,
            data={"request_id": "r1", "action": "book_room", "args": {"room_id": "R-102"}},
        ),
        Event(type="input.responded", leg=2, seq=2, data=answered),
        Event(type="leg.finished", leg=2, seq=3, data=data),
    )
    return Trace(legs=(Turn(status="completed", leg=2, events=events),))


def _carried(trace: Trace) -> list[str]:
    run_memory.note("s44_own_answer", _noted())
    try:
        token = run_memory.EARLIER.set(run_memory.before("s44_own_answer"))
        try:
            return run_memory.carried(trace, TASK, "you book rooms.")
        finally:
            run_memory.EARLIER.reset(token)
    finally:
        run_memory._SEEN.pop("s44_own_answer", None)
        run_memory._RUNS.pop("s44_own_answer", None)


EDITED = {"option_id": None, "edited_args": {"room_id": "R-305"}}
OWN = "APPROVED by probe with edited arguments {'room_id': 'R-305'}."


@pytest.mark.parametrize(
    "asked",
    [
        f"{OWN} You may now call book_room with {{'room_id': 'R-305'}}.",  # smolagents' words
        OWN,
        f"Result: {OWN.upper()}",
    ],
)
def test_the_run_s_own_edited_answer_is_no_memory(asked: str) -> None:
    assert _carried(_run(asked, EDITED)) == []


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        # an earlier run's room beside this run's own edit
        (f"{OWN} Earlier: {EARLIER}", EDITED),
        ("APPROVED by probe with edited arguments {'room_id': 'R-204'}.", EDITED),
        # this run's answer was a plain approval: the edited words are another run's
        (f"{EARLIER} You may now call book_room.", {"option_id": "approve"}),
        (f"{EARLIER}", {"option_id": "approve", "note": "Fine by me."}),
    ],
)
def test_an_earlier_run_s_answer_is_still_a_memory(asked: str, answer: dict[str, Any]) -> None:
    said = _carried(_run(asked, answer))
    assert said and "an earlier run's tool result" in said[0], said
