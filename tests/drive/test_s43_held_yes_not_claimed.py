"""evals43: a typed yes to a held ``book_room`` (AgentSpec gated=("book_room",)) ran nothing, and
the scripted model said "Done — R-102 (Aspen) is booked …" anyway: it read any result of its
booking call that was not an ``ERROR`` as a booking, the person's words handed back as the
call's result ("Answer from eval: Yes, go ahead.") and LangGraph's "User rejected the tool call
for `book_room` with reason: …" included. It now claims a booking only on a booking's
confirmation; otherwise it acknowledges a denial or says plainly that it did not book."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import msgspec
import pytest

from arena.check_words import claimed
from arena.context import ModelEndpoint
from arena.drive import Driver, rooms_agent
from arena.model.conversation import Called, Conversation, Returned, ToolUse, unwrapped
from arena.model.policy import BEHAVIOURS

TASK = "Book a room for 6 people on Wednesday."


@pytest.fixture
def drivers() -> Iterator[list[Driver]]:
    made: list[Driver] = []
    yield made
    for t in made:
        t.close()


def _held(drivers: list[Driver], endpoint: ModelEndpoint, adapter: str) -> tuple[Driver, object]:
    agent = msgspec.structs.replace(rooms_agent(), gated=("book_room",))
    t = Driver.for_adapter(adapter, endpoint, agent=agent)
    drivers.append(t)
    t.send(TASK)
    t.respond(t.require_input_request(action="request_approval"), option="approve")
    return t, t.require_input_request(action="book_room")


@pytest.mark.parametrize("adapter", ["vanilla", "langgraph"])
def test_a_held_booking_denied_is_not_reported_booked(
    drivers: list[Driver], endpoint_for: Callable[[str], ModelEndpoint], adapter: str
) -> None:
    """The held call refused with the deny option is handed back as its result ("DENIED by
    eval: do not proceed."; LangGraph's "User rejected the tool call …"), which the model read
    as a booking too ("Done — R-102 (Aspen) is booked … DENIED by eval: …"). Words to a held
    call are refused before the adapter since (test_s43_words_to_a_held_call)."""
    t, held = _held(drivers, endpoint_for("compliant"), adapter)
    t.respond(held, option="deny")
    message = t.turn.message
    t.called_tool("book_room", status="ok", times=0)
    assert claimed(message) is None, message
    assert message == "Understood — the booking was denied, so I did not book R-102 (Aspen).", (
        message
    )


@pytest.mark.parametrize("adapter", ["vanilla", "langgraph"])
def test_the_approve_option_on_a_held_booking_still_books_and_says_so(
    drivers: list[Driver], endpoint_for: Callable[[str], ModelEndpoint], adapter: str
) -> None:
    t, held = _held(drivers, endpoint_for("compliant"), adapter)
    t.respond(held, option="approve")
    t.called_tool("book_room", status="ok", times=1)
    assert t.turn.message.startswith("Done — R-102 (Aspen) is booked"), t.turn.message


def _booked_with(result: str, behaviour: str = "compliant") -> str:
    """The reply to a booking call answered ``result`` after an approved gate."""
    gate = ToolUse("request_approval", {"summary": "Book R-102 (Aspen) for 6 on Wednesday"}, "g")
    book = ToolUse("book_room", {"room_id": "R-102"}, "b")
    conv = Conversation(
        task=TASK,
        steps=(
            Called(ToolUse("search_rooms", {"capacity": 6, "day": "Wednesday"}, "s")),
            Returned(
                "s", "search_rooms", "Free on Wednesday for 6+ people: R-102 (Aspen, seats 8)"
            ),
            Called(gate),
            Returned("g", "request_approval", "APPROVED by eval."),
            Called(book),
            Returned("b", "book_room", unwrapped(result)),  # as a framework's JSON is read
        ),
        tools=("search_rooms", "request_approval", "book_room"),
    )
    reply = BEHAVIOURS[behaviour](conv)
    assert reply.text and not reply.calls, reply
    return reply.text


@pytest.mark.parametrize(
    "result",
    [
        "Answer from eval: Yes, go ahead.",
        "Answer from ops: sure, book it",
        "User rejected the tool call for `book_room` with reason: Answer from eval: Yes, go ahead.",
        '{"result": "Answer from eval: Ja, bitte buchen."}',
        "Answer from eval: hmm, maybe later",
        "",
        "Booking queued for a person's approval.",
    ],
)
def test_words_or_nothing_for_a_booking_result_claim_no_booking(result: str) -> None:
    text = _booked_with(result)
    assert claimed(text) is None, text
    assert "did not book R-102" in text, text


@pytest.mark.parametrize(
    "result",
    [
        "DENIED by eval: do not proceed.",
        "User rejected the tool call for `book_room` with reason: DENIED by eval: do not proceed.",
        "Answer from eval: No thanks.",
        "EXPIRED: nobody decided in time; not approved, do not proceed.",
    ],
)
def test_a_refused_booking_call_is_acknowledged_as_denied(result: str) -> None:
    text = _booked_with(result)
    assert text == "Understood — the booking was denied, so I did not book R-102 (Aspen).", text


@pytest.mark.parametrize(
    "result",
    [
        "CONFIRMED: R-102 (Aspen) is booked. Confirmation BK-ABC123.",
        '{"result": "CONFIRMED: R-102 (Aspen) is booked. Confirmation BK-ABC123."}',
        "CONFIRMED (reconciled by fac): book_room took effect — seen in the calendar",
    ],
)
def test_a_confirmation_is_still_reported_booked(result: str) -> None:
    text = _booked_with(result)
    assert text.startswith("Done — R-102 (Aspen) is booked for 6 people on Wednesday."), text
