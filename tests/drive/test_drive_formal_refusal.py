"""An eval's formal refusal booked the room (outside tester 20): ``t.respond(req, text="We are
unable to approve this.")`` reached the vanilla agent over HTTP, the answer reader read its
"approve" as a yes and ``book_room`` ran. Now the agent is told it was denied and books nothing; a
British yes ("Cheers, crack on.") books, so the check can fail both ways."""

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
    [
        "We are unable to approve this.",
        "Unfortunately we are unable to approve this request at this time.",
        "I'd be unwilling to approve this.",
    ],
)
def test_a_formal_refusal_through_the_eval_api_books_nothing(real: Driver, answer: str) -> None:
    t = real
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(action="request_approval"), text=answer)
    t.succeeded()
    t.called_tool("book_room", times=0)


def test_a_british_yes_through_the_eval_api_books_the_room(real: Driver) -> None:
    t = real
    t.send(TASK)
    t.parked()
    t.respond(t.require_input_request(action="request_approval"), text="Cheers, crack on.")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)
