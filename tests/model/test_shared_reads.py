"""The scripted model reads a text once per process (issue 16: ``arena run``'s start-to-finish).

The items loader reads each item's input as the model will (arena.item_reading); the model then
read that same task again at every request of the item's run (~4 a run), and each gate answer
three times a request (the reply, the tools answered so far, the log's ``heard``) and again at
every later request: 54 request reads and 108 answer reads for 12 items, ~15% of the server's CPU.
"""

from __future__ import annotations

import pytest

import arena.model.reading as reading
import arena.model.task as task
from arena.arenas import load_arena
from arena.item_reading import unread
from arena.model.task import BookingRequest, read_request
from arena.wording.answers import read_answer as read_words


def test_the_model_reads_an_item_the_loader_read_without_reading_it_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    arena = load_arena("human_in_the_loop")
    items = [i for i in arena.items if unread(i.input, i.checks) is None]
    assert items, "the arena's items need the model to act"
    for item in items:  # as the loader does for each item (cached per text)
        unread(item.input, item.checks)
    reads: list[str] = []
    inner = task._capacity

    def counted(text: str) -> int | str:
        reads.append(text)
        return inner(text)

    monkeypatch.setattr(task, "_capacity", counted)
    got = [read_request(item.input) for item in items for _ in range(3)]  # the model's requests
    assert reads == [], f"the model read {len(reads)} requests the loader had read"
    assert all(isinstance(r, BookingRequest) for r in got)


def test_a_request_read_twice_is_the_same_reading() -> None:
    text = "Book a room for 7 people on Thursday, not Aspen (shared reads test)"
    first = read_request(text)
    assert isinstance(first, BookingRequest) and first.capacity == 7 and first.day == "Thursday"
    assert read_request(text) is first


def test_an_answer_is_read_once_for_the_same_question_and_rooms(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[str] = []

    def counted(text: str, asked: str | None = None, *, rooms: object = None) -> str:
        calls.append(text)
        return read_words(text, asked, rooms=rooms)  # type: ignore[arg-type]

    monkeypatch.setattr(reading, "read_words", counted)
    answer = "Yes please, go ahead with Aspen (shared reads test)"
    asked = "Book R-102 (Aspen) for 6 people on Tuesday"
    rooms = [("R-102", "Aspen"), ("R-204", "Cedar")]
    verdicts = [reading.read_answer(answer, asked, list(rooms)) for _ in range(3)]
    assert verdicts == ["approve"] * 3
    assert calls == [answer], f"read {len(calls)} times"
    # other words, another question or other rooms are read anew
    assert reading.read_answer(answer, "Book R-204 (Cedar) for 6 people on Tuesday", rooms) == (
        "unclear"
    )
    assert len(calls) == 2


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("Approved, book it.", "approve"),
        ("No, don't book Aspen.", "deny"),
        ("No decision was recorded. Please ask for approval again.", "unclear"),
        ("Yes, but Cedar instead", "unclear"),
    ],
)
def test_the_cached_read_is_the_readers(answer: str, verdict: str) -> None:
    asked = "Book R-102 (Aspen) for 6 people on Tuesday"
    rooms: list[object] = [["R-102", "Aspen"], ("R-204", "Cedar"), "R-300"]  # lists: unhashable
    assert reading.read_answer(answer, asked, rooms) == verdict  # type: ignore[arg-type]
    if verdict != "unclear" or "decision" not in answer:
        assert read_words(answer, asked, rooms=rooms) == verdict  # type: ignore[arg-type]
