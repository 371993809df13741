"""An eval's answer that speaks against the room it was asked about booked it (outside tester 22):
``t.respond(req, text="yes, avoid Aspen")`` to the vanilla agent's "Book R-102 (Aspen) …?" reached
it over HTTP, the reader read a yes and ``book_room`` ran; so did a yes that left the decision to
someone else or only a part of the day ("yes, mornings only"). Now none of them books, while a
Slack ":+1:" does, so the check can fail both ways."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture
def real(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Driver]:
    driver = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    yield driver
    driver.close()


@pytest.mark.parametrize(
    "answer",
    ["yes, avoid Aspen", "👍 from me, @priya your call", "yes, mornings only"],
)
def test_an_answer_against_the_asked_room_or_handed_on_books_nothing(
    real: Driver, answer: str
) -> None:
    t = real
    t.send(TASK)
    t.parked()
    request = t.require_input_request(action="request_approval")
    assert "Aspen" in (request.prompt or "")
    t.respond(request, text=answer)
    t.succeeded()
    t.called_tool("book_room", times=0)


def test_a_slack_thumbs_up_shortcode_books_the_room(real: Driver) -> None:
    t = real
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(action="request_approval"), text=":+1:")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)
