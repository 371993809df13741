"""A request's labels are read once a leg, verdicts unchanged (issue 16, session 31).

``misworded`` read the labels of the request as asked and of each copy the adapter left (the
turn's and ``ctx.pending``'s, often one object twice): the same labels three times a leg
(docs/benchmarks.md, session 31).
"""

from __future__ import annotations

from typing import Any

import pytest

from arena import request_words
from arena.types import Event, InputRequest, Option

ASPEN = "Book R-102 (Aspen) for 6 people on Tuesday"
PROMPT = "Book Aspen for 6 people on Tuesday?"


def _request(
    rid: str, args_summary: str, room: str, prompt: str = PROMPT, **kw: Any
) -> InputRequest:
    return InputRequest(
        id=rid,
        run_id=f"run_{rid}",
        action="request_approval",
        args={"summary": args_summary},
        prompt=prompt,
        details={"binds": {"tool": "book_room", "args": {"room_id": room}}},
        **kw,
    )


def _asked(rid: str) -> list[Event]:
    return [Event(type="input.requested", leg=1, seq=1, data={"request_id": rid})]


def test_a_copy_shown_twice_has_its_labels_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    checked: list[InputRequest] = []
    real = request_words.mislabelled

    def counting(request: InputRequest) -> str | None:
        checked.append(request)
        return real(request)

    monkeypatch.setattr(request_words, "mislabelled", counting)
    asked = _request("req_a", ASPEN, "R-102")
    copy = _request("req_a", ASPEN, "R-102")  # the adapter's: an equal copy, shown twice
    assert request_words.misworded(_asked("req_a"), {"req_a": asked}, [copy, copy]) is None
    assert checked == [asked]
    # Other labels on the adapter's copy are read, and fail as before.
    flipped = _request(
        "req_a",
        ASPEN,
        "R-102",
        options=(Option(id="approve", label="Deny"), Option(id="deny", label="No")),
    )
    why = request_words.misworded(_asked("req_a"), {"req_a": asked}, [flipped, flipped])
    assert why is not None and "labelled 'Deny'" in why
    assert checked[1:] == [asked, flipped]
