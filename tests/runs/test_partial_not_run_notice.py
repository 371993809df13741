"""A result telling the model a batched approval call was not run is no answer given for the
person because the scripted model reads it as none, not because the witness matches its words
(red team 25's hole, closed in session 26).

CrewAI stops a batch at the first approval call and its adapter tells the model "NOT RUN:
request_approval was skipped when the run paused for a person.". The model read its "not" as a
denial, and ``arena.witness`` kept a word list to excuse it; a rewording the list lacked ("The
call wasn't executed") read as a denial the adapter gave for the person, "partial answers no".
The model now reads such a notice as no decision (``arena.model.reading.says_not_run``), its
log keeps that reading (``heard``: unclear), and the witness reads the log.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.model.reading import read_answer
from runs.test_s25r_adapter_decided import SaysNotRun, partial

ASKED = "Book R-101 (Aspen) for 4 people on Tuesday"

#: CrewAI's notice reworded: each says only that the call did not run.
REWORDED = [
    "The call wasn't executed: only one approval is asked at a time.",
    "call skipped: only one approval is asked at a time",
    "not executed",
    "request_approval has not been run (one approval per turn).",
]


@pytest.mark.parametrize("notice", REWORDED)
def test_the_model_reads_a_not_run_notice_as_no_decision(notice: str) -> None:
    assert read_answer(notice, ASKED) == "unclear"


@pytest.mark.parametrize(
    "denial",
    [
        "Please do not run it.",
        "don't run it",
        "No, not executed.",
        "DENIED by ops (request_approval with {} was not run.)",
        "Skipped: the booking was denied.",
    ],
)
def test_a_denial_that_says_not_run_stays_a_denial(denial: str) -> None:
    assert read_answer(denial, ASKED) == "deny"


@pytest.mark.parametrize("notice", REWORDED)
def test_a_reworded_not_run_notice_is_no_answer_for_the_person(
    notice: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    reworded = type("Reworded", (SaysNotRun,), {"answer": notice})
    value, why = partial(hitl_arena, endpoint_for("compliant"), reworded)
    assert value == "n/a", why
    assert "none of the others answered for the person" in why, why
