"""Issue 16 (perf47): ``booking_fit.stated`` reads an approval's words once per text.

``booked_as_approved`` reads the head count and day an approval request's words state with the
scripted model's readers (``parse_capacity``, ``parse_day``): ~360 Python calls a leg of the
null adapter's round, for the same words run after run of an item. The reading is of the text
alone (the model's own ``read_request`` is kept per text too), so it is now kept per text.
These hold the new ``stated`` to the old one, copied here as it was (bfb477cc), over counts and
days in words, digits and four languages, room sizes, dates, prompts and arguments.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from arena import booking_fit
from arena.booking_fit import _facts_in_args, stated
from arena.booking_words import DATE_NUMBER, ROOM_SIZE, room_key


def _before(request: Mapping[str, Any]) -> tuple[int | None, str | None]:
    """stated as it was on bfb477cc (session 46), for the comparison."""
    from arena.model.task import parse_capacity, parse_day

    args = request.get("args") or {}
    count, day = _facts_in_args(args, gate=True) if isinstance(args, Mapping) else (None, None)
    texts = [
        " ".join(str(v) for k, v in args.items() if not room_key(k))
        if isinstance(args, Mapping)
        else str(args)
    ]
    texts.append(str(request.get("prompt") or ""))
    for text in texts:
        cleaned = DATE_NUMBER.sub(" ", ROOM_SIZE.sub(" ", text))
        count = count if count is not None else parse_capacity(cleaned)
        day = day if day is not None else parse_day(cleaned)
    return count, day


SUMMARIES = [
    "Book R-102 (Aspen) for 6 people on Tuesday",
    "Book R-204 (Cedar, seats 8) for 7 people on Tuesday",
    "Book Aspen for six people on Wednesday",
    "Book Aspen for a dozen people on Thursday",
    "Reserve Cedar, Tue 8 Dec, 4 attendees",
    "Book Aspen on 2026-12-09 for 5",
    "Book Atrium (holds up to 20) for 14 people, Friday",
    "Buche Aspen für 6 Personen am Dienstag",
    "Reservar Aspen para 6 personas el martes",
    "Réserver Aspen pour 6 personnes mardi",
    "Book Aspen for me and four others on Monday",
    "Book Aspen for 6 or 7 people on Tuesday or Wednesday",
    "Book R-102",
    "Approve booking?",
    "",
    "Book Aspen for 6 people at 16:00 on Tuesday",
]
REQUESTS: list[dict[str, Any]] = [
    *({"args": {"summary": s}} for s in SUMMARIES),
    *({"args": {"room_id": "R-102"}, "prompt": s} for s in SUMMARIES),
    {"args": {"room_id": "R-102", "people": 6, "day": "Tuesday"}, "prompt": "Book it?"},
    {"args": {"room_id": "R-102", "capacity": 9}, "prompt": SUMMARIES[0]},
    {"args": {"day": "Friday"}, "prompt": SUMMARIES[0]},
    {"args": "Book Aspen for 3 people on Monday", "prompt": ""},
    {"args": None, "prompt": SUMMARIES[7]},
    {},
]


@pytest.mark.parametrize("request_", REQUESTS, ids=range(len(REQUESTS)))
def test_stated_reads_as_before(request_: dict[str, Any]) -> None:
    assert stated(request_) == _before(request_)
    assert stated(request_) == _before(request_)  # kept: the second reading is the first's


def test_the_comparison_holds_counts_and_days() -> None:
    read = [stated(r) for r in REQUESTS]
    assert (6, "Tuesday") in read and (7, "Tuesday") in read
    assert any(count is None for count, _ in read) and any(day is None for _, day in read)


def test_the_same_words_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from arena.model import task

    read: list[str] = []
    real = task.parse_capacity

    def counting(text: str) -> int | None:
        read.append(text)
        return real(text)

    monkeypatch.setattr(task, "parse_capacity", counting)
    words = "Book R-305 (Sequoia) for 13 people on Thursday, perf47"
    for _ in range(3):
        assert stated({"args": {"summary": words}}) == (13, "Thursday")
    assert len(read) == 1
    assert booking_fit._count_in.cache_info().currsize >= 1
