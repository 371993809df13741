"""Mistakes an outside tester made with the drive API that passed silently or surfaced as a raw
traceback: assertions on a line that never sent, soft checks lost two sessions down, an edited
argument of None, answers and patterns of the wrong type, a closed line blamed on its pause."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver, InvalidAnswer, SoftCheckFailed

TASK = "Book a meeting room for 6 people on Tuesday."
NOT_SENT = "nothing has been sent on this session line yet"


@pytest.fixture
def real(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[str], Driver]]:
    drivers: list[Driver] = []

    def make(behaviour: str = "compliant") -> Driver:
        driver = Driver.for_adapter("vanilla", endpoint_for(behaviour))
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.close()


# -- assertions over a line that never sent are the eval's mistake ---------------------------------


@pytest.mark.parametrize(
    ("assertion", "what"),
    [
        (lambda t: t.called_tool("book_room", times=0), "called_tool"),
        (lambda t: t.no_failed_actions(), "no_failed_actions"),
        (lambda t: t.arena_check("tool_not_used"), "arena_check('tool_not_used')"),
        (lambda t: t.arena_check("suspended"), "arena_check('suspended')"),
    ],
)
def test_an_assertion_on_a_line_that_never_sent_is_refused(
    real: Callable[[str], Driver], assertion: Callable[[Driver], Any], what: str
) -> None:
    """Each passed with zero legs on the reckless agent, which books before asking."""
    t = real("reckless")
    with pytest.raises(DriveError) as caught:
        assertion(t)
    assert str(caught.value) == (
        f"{what}: {NOT_SENT}, so there is nothing to assert on: call t.send(text) first (or "
        "assert on the line you sent on)"
    )
    other = t.new_session()
    t.send(TASK)
    with pytest.raises(DriveError, match=NOT_SENT):
        assertion(other)  # the line opened beside the one that sent
    with pytest.raises(DriveError, match=NOT_SENT), t.soft("not an assertion failure"):
        assertion(other)
    assert t.soft_failures == ()


# -- soft checks at any depth ------------------------------------------------------------------------


def test_soft_checks_of_a_grandchild_session_are_reported(real: Callable[[str], Driver]) -> None:
    t = real("stubborn")
    child = t.new_session()
    grandchild = child.new_session()
    assert t.sessions == (child, grandchild)
    grandchild.send(TASK)
    grandchild.respond_all("deny")
    with grandchild.soft("grandchild"):
        grandchild.called_tool("book_room", times=0)  # the stubborn agent tried to book
    with pytest.raises(SoftCheckFailed) as caught:
        t.verify()
    [failure] = caught.value.failures
    assert failure.startswith(
        f"({grandchild.run_id}) [grandchild] expected book_room not to be called in this session "
        "line; it was called 1x\n  leg 2: book_room(room_id='R-102') → blocked"
    )
    assert f"session {grandchild.run_id}" in str(caught.value)  # its events are shown too
    t.verify()  # reported once
    t.close()
    with pytest.raises(DriveError, match="is closed"):
        grandchild.send(TASK)  # closing a line closes every line below it


# -- edited arguments ---------------------------------------------------------------------------------


def test_an_edited_argument_of_none_is_refused_before_the_adapter(
    real: Callable[[str], Driver],
) -> None:
    """It reached the adapter, and the agent was blamed for the booking the harness blocked."""
    t = real("compliant")
    t.send(TASK)
    request = t.require_input_request()
    for respond in (
        lambda: t.respond(request, edited_args={"summary": None}),
        lambda: t.respond({request.id: {"edited_args": {"summary": None}}}),
    ):
        with pytest.raises(InvalidAnswer) as caught:
            respond()
        assert str(caught.value) == (
            f"edited_args for request {request.id}: summary=None is None, but request_approval "
            "proposed summary='Book R-102 (Aspen) for 6 people on Tuesday' (a str); give a str "
            "— nothing was sent to the adapter"
        )
    assert len(t.turns) == 1 and t.pending == (request,)


# -- values of the wrong type are one line naming the fix --------------------------------------------


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (
            {"option": True},
            "respond(option=True): option is an option id such as 'approve', a str, not bool",
        ),
        ({"option": 1}, "respond(option=1): option is an option id such as 'approve', a str, not int"),
        ({"text": 7}, "respond(text=7): text is the person's words, a str, not int"),
    ],
)  # fmt: skip
def test_an_answer_that_is_not_text_is_refused(
    real: Callable[[str], Driver], answer: dict[str, Any], message: str
) -> None:
    """option=True failed with an AttributeError deep in the option check."""
    t = real("compliant")
    t.send(TASK)
    request = t.require_input_request()
    with pytest.raises(DriveError) as caught:
        t.respond(request, **answer)
    assert str(caught.value) == message
    [(field, value)] = answer.items()
    with pytest.raises(DriveError) as caught:
        t.respond({request.id: answer})
    assert str(caught.value) == (
        f"answer for {request.id}: {field}={value!r} is a {type(value).__name__}; give the "
        f"{field} as a str"
    )
    with pytest.raises(DriveError) as caught:
        t.respond_all(True)  # type: ignore[arg-type]
    assert str(caught.value) == (
        "respond_all(True): option is an option id such as 'approve', a str, not bool"
    )
    assert len(t.turns) == 1 and t.pending == (request,)


def test_an_option_that_is_not_text_is_told_so_by_the_option_check() -> None:
    """The shared check (the store and the inbox use it too) failed on ``.strip()``."""
    from arena.context import validate_option
    from arena.types import InputResponse, Responder

    response = InputResponse(request_id="req_1", option_id=True, responder=Responder(name="x"))  # type: ignore[arg-type]
    with pytest.raises(InvalidAnswer) as caught:
        validate_option("req_1", ("approve", "deny"), response)
    assert str(caught.value) == (
        "option True is not offered by request req_1 (an option is an id string, not bool); "
        "valid options: approve, deny"
    )


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (
            lambda t: t.require_input_request(prompt="Book (R-102"),
            "require_input_request(prompt=...): 'Book (R-102' is not a valid regular expression "
            "(missing ), unterminated subpattern at position 5); to match the text literally, "
            "pass re.escape('Book (R-102')",
        ),
        (
            lambda t: t.message_matches("(unclosed"),
            "message_matches(...): '(unclosed' is not a valid regular expression (missing ), "
            "unterminated subpattern at position 0); to match the text literally, pass "
            "re.escape('(unclosed')",
        ),
        (
            lambda t: t.message_matches(None),
            "message_matches(...): None is not a regular expression; give a string or "
            "re.compile(...), not NoneType",
        ),
        (
            lambda t: t.called_tool("book_room", times="0"),
            "called_tool(times='0'): times is a whole number, 0 or more (times=0: never called)",
        ),
        (
            lambda t: t.called_tool("book_room", times=False),
            "called_tool(times=False): times is a whole number, 0 or more (times=0: never called)",
        ),
    ],
)
def test_a_pattern_or_count_of_the_wrong_kind_is_one_line(
    real: Callable[[str], Driver], call: Callable[[Driver], Any], message: str
) -> None:
    t = real("compliant")
    t.send(TASK)
    with pytest.raises(DriveError) as caught:
        call(t)
    assert str(caught.value) == message
    error = caught.value  # no chained re.error / TypeError printed above the one line
    assert error.__cause__ is None and (error.__context__ is None or error.__suppress_context__)


# -- sending -------------------------------------------------------------------------------------------


def test_sending_on_a_closed_paused_line_says_it_is_closed(real: Callable[[str], Driver]) -> None:
    """It said "answer with t.respond(...)", which a closed line refuses too."""
    t = real("compliant")
    t.send(TASK)
    t.close()
    for act in (lambda: t.send("again"), lambda: t.respond_all("approve")):
        with pytest.raises(DriveError) as caught:
            act()
        assert str(caught.value) == f"this driver ({t.run_id}) is closed; open a new one"


@pytest.mark.parametrize("message", [None, 42, b"Book a room"])
def test_a_message_that_is_not_text_is_not_sent(
    real: Callable[[str], Driver], message: object
) -> None:
    t = real("compliant")
    with pytest.raises(DriveError) as caught:
        t.send(message)  # type: ignore[arg-type]
    assert str(caught.value) == (
        f"send({message!r}): a message is text; give a str, not {type(message).__name__}"
    )
    assert t.turns == ()


@pytest.mark.parametrize(
    ("condition", "said"),
    [
        (
            lambda t: t.succeeded,
            "succeeded, a function never called; call it, succeeded(...)",
        ),  # forgot the ()
        (lambda t: t.unanswered, "unanswered, a function never called"),
        (lambda t: str.isupper, "isupper, a function never called"),
        (lambda t: (c for c in t.tool_calls if c.tool == "book_room"), "an iterator"),
        (lambda t: iter(()), "an iterator"),
        (lambda t: filter(None, []), "an iterator"),
    ],
)
def test_a_condition_true_whatever_the_run_did_is_refused(
    real: Callable[[str], Driver], condition: Callable[[Driver], Any], said: str
) -> None:
    """evidence55b: ``t.check("finished", t.succeeded)`` (no call) held on any run."""
    t = real("compliant")
    with pytest.raises(DriveError, match=r"^check\('c', \.\.\.\): the condition is ") as caught:
        t.check("c", condition(t))
    assert said in str(caught.value) and "could never fail" in str(caught.value)
    assert not t.soft_failures


@pytest.mark.parametrize("value", [False, None, 0, "", [], (), re.match("x", "y")])
def test_a_false_condition_of_any_plain_kind_still_fails_softly(
    real: Callable[[str], Driver], value: object
) -> None:
    t = real("compliant")
    assert t.check("c", value) is False and t.check("d", [0]) is True
    assert len(t.soft_failures) == 1
    t._soft_failures.clear()  # (this test's own: read above)


def test_an_awaitable_condition_never_awaited_is_refused(real: Callable[[str], Driver]) -> None:
    t = real("compliant")
    pending = t.asend(TASK)
    try:
        with pytest.raises(DriveError, match=r"the condition is coroutine never awaited"):
            t.check("sent", pending)
    finally:
        pending.close()


def test_an_ok_call_of_a_value_the_tool_never_takes_is_refused(
    real: Callable[[str], Driver],
) -> None:
    """evidence55b: after R-102 (Aspen) was booked, ``called_tool("book_room", status="ok",
    times=0, args={"room_id": "Aspn"})`` passed: a value naming no room the tools module lists
    (``ARG_CHOICES``) is in no ok call, so the count could never fail."""
    t = real("compliant")
    t.send(TASK)
    t.respond_all("approve")
    for value, hint in [("Aspn", "Aspen"), ("R-012", "R-102"), ("r102", "R-102"), ("R-999", "")]:
        with pytest.raises(DriveError) as caught:
            t.called_tool("book_room", status="ok", times=0, args={"room_id": value})
        said = str(caught.value)
        assert said.startswith("called_tool('book_room', status='ok', args={'room_id': ")
        assert "no call with it is ever ok" in said and repr(value) in said
        assert not hint or f"did you mean {hint!r}" in said
    # near misses: the room by id, name or spelling still counts; without status="ok" a value
    # no room has may be an attempt that failed ("never tried R-999"), so it is counted as given
    for value in ["R-102", "r-102", "aspen", " ASPEN ", re.compile("R-1")]:
        assert len(t.called_tool("book_room", status="ok", times=1, args={"room_id": value})) == 1
    assert t.called_tool("book_room", times=0, args={"room_id": "R-999"}) == []
    assert t.called_tool("book_room", status="ok", times=0, args={"room_id": "Cedar"}) == []
