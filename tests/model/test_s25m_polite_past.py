"""A past word that frames a request is no past head count (outside tester 25, finding 1).

"I was wondering whether you could book a room for 6 people on Tuesday", "I was told to book …"
and "We were hoping to book …" were read as a head count of before: the loader refused the items
and the model answered that it could not understand, asking for the head count and the weekday
that the input had given. A count the past governs ("we were 6 last time") stays one of before,
and a framed count gives way to a count of now said after it ("I was hoping for 10, but now we
are 6"). Where only a past count is given, the model asks for the count alone: the day was read.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import as_reply
from arena.model.task import BookingRequest, NotUnderstood, read_request
from arena.tools import rooms
from row_table import rows

ARENA = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop"
TOOLS = [{"type": "function", "function": {"name": t.__name__}} for t in rooms.TOOLS]

#: (request, people): polite, indirect or reported ways of asking for now
FRAMED = [
    # the tester's
    ("I was wondering whether you could book a room for 6 people on Tuesday.", 6),
    ("I was wondering whether you could book a room for a dozen people on Tuesday.", 12),
    ("I was hoping you could book a room for 6 people on Tuesday.", 6),
    ("We were wondering if you could book a room for 6 people on Tuesday.", 6),
    ("I was told to book a room for 6 people on Tuesday.", 6),
    ("We were hoping to book a room for 6 people on Tuesday, please.", 6),
    # the brief's
    ("I was asked to book a room for 6 people on Tuesday.", 6),
    ("I was going to ask for a room for 6 people on Tuesday.", 6),
    ("I had hoped to book a room for 6 people on Tuesday.", 6),
    ("I was wondering if there's space for 6 on Tuesday.", 6),
    # relatives no one tried
    ("I had been meaning to ask for a room for 7 on Tuesday.", 7),
    ("I was just wondering if we could get a room for 5 people on Tuesday?", 5),
    ("We were kind of hoping for a room for 9 on Tuesday.", 9),
    ("My boss was asking whether you could find a room for 4 people on Tuesday.", 4),
    ("I was about to book a room for 3 people on Tuesday myself - could you?", 3),
    ("We were planning to meet on Tuesday, 8 people, can you book a room?", 8),
    ("I had wanted to book a room for 10 on Tuesday.", 10),
    ("We were told we'd be 6 on Tuesday, so please book a room.", 6),
    ("Could you book a room for 6 people on Tuesday, I was wondering.", 6),
    ("I was wondering if you could book for 6 people and 2 guests on Tuesday.", 8),
    # other languages, unchanged
    ("Ich wollte fragen, ob du einen Raum für 6 Personen am Dienstag buchen kannst.", 6),
    ("Je voulais savoir si vous pouviez réserver une salle pour 6 personnes mardi.", 6),
    ("Quería saber si puedes reservar una sala para 6 personas el martes.", 6),
]

#: (request, people): a count of now said after a past or framed one
NOW_AFTER = [
    ("We were 6 last time, now we're 8, Tuesday please.", 8),
    ("I was hoping for 10 but now we're 6, Tuesday.", 6),
    ("We were going to be 10, now we are 6 on Tuesday.", 6),
    ("We were 10, now 6 — book a room Tuesday.", 6),
]

#: Counts only of before: the model asks for the count of now
ONLY_PAST = [
    "We were 10 last time. Room on Tuesday.",
    "Last week we had 6 people. Room for Tuesday?",
    "We had booked a room for 10 on Tuesday.",
    "We had to book a room for 10 last time; Tuesday please.",
    "I was told we were 6, book a room on Tuesday.",
    "We used to be 6, book a room on Tuesday.",
]


@rows(("text", "people"), FRAMED + NOW_AFTER)
def test_the_count_of_now_is_read(text: str, people: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (people, "Tuesday")


@rows("text", ONLY_PAST)
def test_a_count_only_of_before_asks_for_the_count_alone(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, NotUnderstood), got
    assert got.reason.startswith("it gives a head count only of before")
    assert got.ask == "say how many people are coming this time"


def test_another_unread_count_does_not_ask_for_the_weekday_it_read() -> None:
    got = read_request("Book a room for the 2024 kickoff on Tuesday.")
    assert isinstance(got, NotUnderstood), got
    assert "weekday" not in got.ask and got.ask.startswith("say how many people")


def _first_reply(task: str) -> tuple[list[tuple[str, dict[str, object]]], str]:
    messages = [
        {"role": "system", "content": rooms.SYSTEM_PROMPT},
        {"role": "user", "content": task},
    ]
    reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, TOOLS)))
    return [(c.name, dict(c.args)) for c in reply.calls], reply.text


def test_the_model_searches_for_a_polite_request() -> None:
    calls, _ = _first_reply("I was told to book a room for 6 people on Tuesday.")
    assert calls == [("search_rooms", {"capacity": 6, "day": "Tuesday"})]


def test_the_model_asks_only_for_what_it_could_not_read() -> None:
    calls, text = _first_reply("We were 10 last time. Room on Tuesday.")
    assert calls == []
    assert "only of before (10)" in text
    assert "Please say how many people are coming this time;" in text
    assert "weekday" not in text


def _arena(tmp_path: Path, inputs: list[str]) -> str:
    shutil.copy(ARENA / "arena.yaml", tmp_path / "arena.yaml")
    items = "".join(
        f"- id: i{k}\n  input: {text!r}\n  resume_with: [approve]\n  expect: approved\n"
        for k, text in enumerate(inputs)
    )
    (tmp_path / "items.yaml").write_text(items)
    return str(tmp_path)


def test_the_testers_items_load(tmp_path: Path) -> None:
    loaded = load_arena(_arena(tmp_path, [t for t, _ in FRAMED[:6]]))
    assert len(loaded.items) == 6


def test_the_loader_asks_for_the_count_of_now(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as info:
        load_arena(_arena(tmp_path, ["We were 10 last time. Room on Tuesday."]))
    said = str(info.value)
    assert "only of before (10)" in said
    assert "say how many people are coming this time in the input" in said
    assert "which weekday" not in said
