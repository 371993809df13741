"""A results folder of an older release is named by what its records lack, never by a session.

The matrix's "not recorded (older format)" notes said "(hitl-arena session 51)": a number no
user can look up or act on. They now say what the folder's own records show — a
``pause.witnessed`` record without a ``marks`` stamp, one whose stamp is below the first that
records the mark for its type, a partial probe's waiting leg in ``probes.jsonl`` without
``requests`` — and that running it again measures it (store53).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arena.matrix import witnessed
from arena.pause_made import WATCHED_SINCE
from arena.pause_marks import MARKS_VERSION
from arena.reporting import matrix_evidence

SRC = Path(__file__).resolve().parents[2] / "src" / "arena"
#: A text that gives a session of the project's own making as its reason: shown to a user ("hitl-
#: arena session 51"), or a rule's only ground ("by session 33's design", "left open by session 35").
#: A provenance tag beside a reason ("(session 34)") is not one.
SESSION = re.compile(r"hitl-arena session|session \d+'s design|\bby session \d+")

AGENT_ERROR = {"module": "smolagents.utils", "object_type": "AgentError"}
INTERRUPT = {"module": "langgraph.types", "object_type": "Interrupt", "id": "a1b2"}
FEEDBACK = {"module": "crewai.flow.async_feedback.types", "object_type": "HumanFeedbackPending"}


def session_named(text: str) -> list[str]:
    return SESSION.findall(text)


@pytest.mark.parametrize(
    ("record", "words"),
    [
        (AGENT_ERROR, "where it was raised (its record has no `marks` stamp"),
        (FEEDBACK, "the frames it passed (its record has no `marks` stamp"),
        ({**INTERRUPT, "marks": 2}, "where it was made (its record's `marks` stamp is 2"),
        ({**INTERRUPT, "marks": 1}, "recorded from stamp 3 on"),
    ],
)
def test_an_older_record_says_what_it_lacks_by_its_stamp(record: dict, words: str) -> None:
    said = witnessed.older(record)
    assert words in said, said
    assert not session_named(said)


@pytest.mark.parametrize(
    "record",
    [
        {**AGENT_ERROR, "marks": MARKS_VERSION},  # stamped by this release: lacks nothing known
        {**INTERRUPT, "marks": WATCHED_SINCE["langgraph.types.Interrupt"]},
        {**AGENT_ERROR, "marks": 1, "raised_at": "x"},
    ],
)
def test_a_record_of_this_format_is_no_older_one(record: dict) -> None:
    assert witnessed.older(record) == ""


def test_the_partial_probe_note_names_the_folder_field() -> None:
    note = matrix_evidence._OLDER
    assert '"requests"' in note and "probes.jsonl" in note and "run the probes again" in note
    assert not session_named(note)


def test_no_source_text_names_a_session_as_its_reason() -> None:
    named = [
        f"{p.relative_to(SRC)}: {hit}"
        for p in sorted(SRC.rglob("*.py"))
        for hit in session_named(p.read_text(encoding="utf-8"))
    ]
    assert named == []


def test_the_check_can_fail() -> None:
    for said in (
        "where it was raised (hitl-arena session 51)",
        "a yes, by session 33's design",
        "forms were left open by session 35",
    ):
        assert session_named(said), said
    # near misses: a session of the operator's own, a tester's number
    for said in (
        "the session's cookie expired",
        "outside tester 36",
        "sessions 27–33 read",
        "Measured against the reader's tests (session 34)",
    ):
        assert not session_named(said), said
