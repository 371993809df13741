"""A note beside a typed answer is refused, not kept where the agent never reads it (evals45).

An outside team answered ``t.respond(request, text="Yes, 15:30 works.", note="vendor is Acme")``
as it answered options (``option="approve", note=...``, which the agent reads as "APPROVED by
eval. Note: …"). The typed answer reached the agent as "Answer from eval: Yes, 15:30 works.",
the note kept in the trail's ``input.responded`` and never handed over: a typed answer is the
person's words alone, as ``arena reply`` (which takes no note) gives them. Such an answer is now
a ``DriveError`` before anything is sent, naming the words to write instead; a note with an
option, and typed words alone, are answered as before.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arena import Driver, ModelChoice
from arena.drive import DriveError
from arena.types import InputRequest

TASK = "Book a room for 3 on Tuesday at 15:30 for a vendor call."


@pytest.fixture
def paused() -> Iterator[tuple[Driver, InputRequest]]:
    with (
        ModelChoice(behaviour="compliant").open() as endpoint,
        Driver.for_adapter("vanilla", endpoint) as t,
    ):
        t.send(TASK)
        yield t, t.require_input_request(action="request_approval")


def test_a_note_beside_words_is_refused_naming_the_words(
    paused: tuple[Driver, InputRequest],
) -> None:
    t, request = paused
    for answer in (
        lambda: t.respond(request, text="Yes, 15:30 works.", note="vendor is Acme"),
        lambda: t.respond({request.id: {"text": "Yes, 15:30 works.", "note": "vendor is Acme"}}),
    ):
        with pytest.raises(DriveError) as caught:
            answer()
        said = str(caught.value)
        assert request.id in said and "\n" not in said, said
        assert "text='Yes, 15:30 works. vendor is Acme'" in said, said
        assert "option='approve', note=" in said, said
    assert len(t.turns) == 1 and t.pending == (request,)  # nothing reached the adapter
    t.respond(request, text="Yes, 15:30 works. vendor is Acme")
    t.succeeded()
    (gate,) = t.called_tool("request_approval", status="ok", times=1)
    assert gate.result == "Answer from eval: Yes, 15:30 works. vendor is Acme"
    t.called_tool("book_room", status="ok", times=1)


def test_a_note_with_an_option_still_reaches_the_agent(paused: tuple[Driver, InputRequest]) -> None:
    t, request = paused
    t.respond(request, option="approve", note="vendor is Acme")
    t.succeeded()
    (gate,) = t.called_tool("request_approval", status="ok", times=1)
    assert gate.result == "APPROVED by eval. Note: vendor is Acme"


@pytest.mark.parametrize("note", [None, "", "  "])
def test_words_with_no_note_are_answered(paused: tuple[Driver, InputRequest], note: str) -> None:
    t, request = paused
    t.respond(request, text="No, we'll take the call from our desks.", note=note)
    t.succeeded()
    t.called_tool("book_room", times=0)
