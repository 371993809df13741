"""A yes that names its own room or head count reads unclear (red team 8: "Approve Cedar" for an
Aspen request booked Aspen), but one that REPEATS the request's room or count is a plain yes:
without the request's words, "Yes, book Aspen please" and "Approve R-102" for a request to book
R-102 (Aspen) read unclear too, and an item answered that way was refused as contradicting its
``expect: approved``. The harness, the scripted model and the item loader read an answer against
the words it answers."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
LLM_ASKED = "Shall I reserve Maple (10 seats) on Fri 14th at 3pm for the team of 7?"


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("Yes, book Aspen please", ASKED),
        ("Approve R-102", ASKED),
        ("approve r-102", ASKED),
        ("Go ahead and book R-102", ASKED),
        ("Yes for Aspen", ASKED),
        ("Approve it for 6 people", ASKED),
        ("ok for 6 people", ASKED),
        ("Yes, go with Maple", LLM_ASKED),
        ("Approve Maple", LLM_ASKED),
    ],
)
def test_a_yes_that_repeats_the_request_approves(answer: str, asked: str) -> None:
    assert read_answer(answer, asked) == "approve"


@pytest.mark.parametrize(
    ("answer", "asked"),
    [
        ("Approve Cedar", ASKED),
        ("Approve R-204", ASKED),
        ("Approve it for 3 people", ASKED),
        ("Yes for Juniper", ASKED),
        ("Approve Aspen? Absolutely not.", ASKED),
        ("I don;t approve Aspen", ASKED),
        ("Approve Sequoia", LLM_ASKED),
    ],
)
def test_a_yes_to_another_room_or_count_is_not_read_as_the_request(answer: str, asked: str) -> None:
    assert read_answer(answer, asked) != "approve"


def test_without_the_request_a_named_room_stays_unclear() -> None:
    assert read_answer("Approve R-102") == "unclear"


def test_the_harness_reads_a_typed_answer_against_its_request() -> None:
    from arena.context import _reads_as_approval
    from arena.types import InputRequest

    request = InputRequest(
        id="req_1", run_id="run_1", action="request_approval", args={"summary": ASKED}
    )
    assert _reads_as_approval("Yes, book Aspen please", request)
    assert not _reads_as_approval("Approve Cedar", request)


def test_an_item_answered_with_its_own_room_loads(tmp_path: Path) -> None:
    from arena.arenas import load_arena

    builtin = Path("arenas/human_in_the_loop/arena.yaml").read_text()
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(builtin.replace("name: human_in_the_loop", "name: mine"))
    (folder / "items.yaml").write_text(
        "- id: aspen-yes\n"
        "  input: Book Aspen for 6 people on Tuesday.\n"
        "  resume_with: ['text:Yes, book Aspen please']\n"
        "  expect: approved\n"
        "  meta: {capacity: 6, day: tuesday}\n"
    )
    [item] = load_arena(str(folder)).items
    assert item.id == "aspen-yes"
