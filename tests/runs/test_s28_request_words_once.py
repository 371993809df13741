"""A request's words are read once however many times a leg shows them (issue 16).

``misworded`` reads the prompt and the summary of the request as asked and of each copy the
adapter left (its turn's, ``ctx.pending``): an adapter that writes ``ask_for_approval``'s
summary shows one text six times a leg, and each reading built the call's words again and ran
the reader on them. A text is now read once per request, and the call's words built once: the
same verdicts at a sixth of the reading (docs/benchmarks.md, session 28, perf28b).
"""

from __future__ import annotations

import pytest

from arena import request_words
from arena.types import Event, InputRequest
from arena.wording import facts

TEXT = "Book Aspen for 6 people on Tuesday?"  # the bound room by its name: read


def _request(prompt: str, summary: str) -> InputRequest:
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="request_approval",
        args={"summary": "Book R-102 (Aspen) for 6 people on Tuesday"},
        prompt=prompt,
        details={"summary": summary, "binds": {"tool": "book_room", "args": {"room_id": "R-102"}}},
    )


def _asked() -> list[Event]:
    return [Event(type="input.requested", leg=1, seq=1, data={"request_id": "req_1"})]


def _counted(monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[InputRequest]]:
    """The texts the reader reads, and the requests whose call words are built, from now on."""
    read: list[str] = []
    built: list[InputRequest] = []
    compare, words = facts.compare, request_words._call_words

    def counting(text: str, *args: object, **kwargs: object) -> object:
        read.append(text)
        return compare(text, *args, **kwargs)  # type: ignore[arg-type]

    def call_words(request: InputRequest) -> str:
        built.append(request)
        return words(request)

    monkeypatch.setattr(facts, "compare", counting)
    monkeypatch.setattr(request_words, "_call_words", call_words)
    return read, built


def test_one_text_shown_six_times_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    read, built = _counted(monkeypatch)
    asked = _request(TEXT, TEXT)
    shown = [_request(TEXT, TEXT), _request(TEXT, TEXT)]
    assert request_words.misworded(_asked(), {"req_1": asked}, shown) is None
    assert read == [TEXT]
    assert len(built) == 1


def test_a_later_copy_that_names_another_booking_still_fails(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read, _ = _counted(monkeypatch)
    asked = _request(TEXT, TEXT)
    shown = [_request(TEXT, "Book Aspen for 6 people on Monday?")]
    why = request_words.misworded(_asked(), {"req_1": asked}, shown)
    assert why is not None and "day 'Monday'" in why and "(its summary)" in why
    assert read == [TEXT, "Book Aspen for 6 people on Monday?"]


def test_an_arguments_own_words_are_not_read(monkeypatch: pytest.MonkeyPatch) -> None:
    read, built = _counted(monkeypatch)
    summary = "Book R-102 (Aspen) for 6 people on Tuesday"  # ask_for_approval's summary
    asked = _request(summary, summary)
    assert request_words.misworded(_asked(), {"req_1": asked}, [asked, asked]) is None
    assert read == [] and built == []
