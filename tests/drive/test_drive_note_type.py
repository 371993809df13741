"""``t.respond(request, option="approve", note=123)`` was taken (users29): the note, recorded with
the decision as the person's remark, was an int. A note, like ``respond_all``'s, must be a str
(or None), refused in one line naming the parameter and the type it takes, before anything
reaches the adapter (``option=``, ``text=``, ``send()``'s text and ``edited_args=`` were checked
already)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture
def waiting(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Driver]:
    driver = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    driver.send(TASK)
    yield driver
    driver.close()


@pytest.mark.parametrize("note", [123, b"ok", ["fine"]])
def test_a_note_that_is_not_text_is_refused(waiting: Driver, note: Any) -> None:
    t = waiting
    request = t.require_input_request()
    kind = type(note).__name__
    calls = [
        ("respond", lambda: t.respond(request, "approve", note=note)),
        ("respond", lambda: t.respond({request.id: "approve"}, note=note)),
        ("respond_all", lambda: t.respond_all("approve", note=note)),
    ]
    for name, call in calls:
        with pytest.raises(DriveError) as caught:
            call()
        assert str(caught.value) == (
            f"{name}(note={note!r}): note is the person's remark kept with the decision, a str "
            f"(or None), not {kind}"
        )
    assert len(t.turns) == 1 and t.pending == (request,)  # nothing reached the adapter


def test_a_str_note_goes_through(waiting: Driver) -> None:
    t = waiting
    turn = t.respond(t.require_input_request(), "approve", note="fine by me")
    assert turn.status == "completed", turn
