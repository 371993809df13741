"""What an outside eval writer (tester 30) found the drive API let through: an argument value of a
type the tool never takes passed ``times=0`` whatever the agent did, a leg timeout or endpoint no
driver can use blamed the adapter at every send, filters and names of the wrong type raised bare
tracebacks, and a failed assertion at a pause was reported as one that "held"."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from arena.context import ModelEndpoint
from arena.drive import CheckFailed, DriveError, Driver, SoftCheckFailed, ToolCallMismatch

TASK = "Book a meeting room for 6 people on Tuesday."
NOWHERE = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")


@pytest.fixture
def line(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[str], Driver]]:
    drivers: list[Driver] = []

    def make(behaviour: str = "compliant") -> Driver:
        driver = Driver.for_adapter("vanilla", endpoint_for(behaviour))
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.close()


def test_an_argument_value_no_call_can_hold_is_refused(line: Callable[[str], Driver]) -> None:
    """search_rooms(capacity=6) and book_room(room_id='R-102') ran; ``times=0`` with "6" or 102
    passed all the same."""
    t = line("compliant")
    t.send(TASK)
    t.respond_all("approve")
    with pytest.raises(DriveError) as caught:
        t.called_tool("search_rooms", args={"capacity": "6"}, times=0)
    assert "search_rooms takes capacity: int, and '6' (str) is never one; give capacity=6" in str(
        caught.value
    )
    for value in (102, None, ["R-102"]):
        with pytest.raises(DriveError, match=r"book_room takes room_id: str"):
            t.called_tool("book_room", args={"room_id": value}, times=0)
    # what the tool does take still counts as before: by value, by name, and by regex
    t.called_tool("search_rooms", args={"capacity": 6}, times=1)
    t.called_tool("book_room", status="ok", args={"room_id": "aspen"}, times=1)
    t.called_tool("book_room", args={"room_id": re.compile("R-1")}, times=1)
    with pytest.raises(DriveError, match="args is a mapping"):
        t.called_tool("book_room", args="R-102", times=0)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), "abc", None, True])
def test_a_leg_timeout_no_leg_can_run_under_is_refused_at_once(bad: Any) -> None:
    """``-1`` failed every send with "the adapter blocked the event loop"; ``"abc"`` with a
    TypeError as the turn's error."""
    with pytest.raises(DriveError, match="give a number of seconds above zero"):
        Driver.for_adapter("vanilla", NOWHERE, leg_timeout_s=bad)


def test_a_driver_with_no_endpoint_or_a_non_str_adapter_name_is_refused() -> None:
    with pytest.raises(DriveError, match="the endpoint is a ModelEndpoint"):
        Driver.for_adapter("vanilla", None)  # type: ignore[arg-type]
    with pytest.raises(DriveError, match="name the adapter as a str"):
        Driver.for_adapter(42, NOWHERE)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("mistake", "said"),
    [
        (lambda t: t.require_input_request(args="x"), "args is a mapping"),
        (lambda t: t.require_input_request(option_ids=5), "as a list of str"),
        (lambda t: t.require_input_request(action=5), r"action=5\): give a str"),
        (lambda t: t.called_tool(None), "give the tool's name as a str"),
        (lambda t: t.called_tool(5), "give the tool's name as a str"),
        (lambda t: t.arena_check(5), "give the check's name as a str"),
        (lambda t: t.message_matches("Aspen", flags="i"), "flags are re's"),
    ],
)
def test_a_filter_or_name_of_the_wrong_type_is_a_drive_error(
    line: Callable[[str], Driver], mistake: Callable[[Driver], Any], said: str
) -> None:
    """Each raised a bare ValueError or TypeError from the library's frames (difflib's, for a
    name), or matched nothing and read as the agent's failure (``action=5``)."""
    t = line("compliant")
    t.send(TASK)
    with pytest.raises(DriveError, match=said):
        mistake(t)
    assert t.require_input_request(option_ids=iter(["approve", "deny"])).action == (
        "request_approval"
    )


def test_a_failed_outcome_assertion_at_a_pause_is_not_reported_as_held(
    line: Callable[[str], Driver],
) -> None:
    """The reckless agent tried book_room before asking: ``times=0`` failed (softly, or caught),
    and the end-of-test report still said it "held only because" nobody answered."""
    t = line("reckless")
    t.send(TASK)
    with t.soft("before answering"):
        t.called_tool("book_room", times=0)
    with pytest.raises(ToolCallMismatch):
        t.called_tool("book_room", times=0)
    with pytest.raises(CheckFailed):
        t.arena_check("tool_not_used")
    assert len(t.soft_failures) == 1
    assert t.unanswered() is None
    # one that held at the pause is still named
    t.called_tool("search_rooms", times=1)
    assert "called_tool('search_rooms', times=1) held only because" in (t.unanswered() or "")
    with pytest.raises(SoftCheckFailed):  # the soft one is this test's to report (closing would)
        t.verify()


def test_an_adapter_chosen_twice_runs_once() -> None:
    """``--arena-adapter vanilla,vanilla`` ran every test twice, as [vanilla0] and [vanilla1]."""
    from arena.pytest_options import adapter_names

    assert adapter_names("vanilla,vanilla") == ("vanilla",)
    assert adapter_names("vanilla,langgraph,vanilla") == ("vanilla", "langgraph")


def test_a_store_or_responder_the_line_cannot_use_is_refused_when_built() -> None:
    """A path as ``store=`` was refused only at the first send; a dict as ``responder=`` raised
    msgspec's bare TypeError at the first answer."""
    with pytest.raises(DriveError, match=r"for a file, store=arena.store.open_store\('evals.db'\)"):
        Driver.for_adapter("vanilla", NOWHERE, store="evals.db")
    with pytest.raises(DriveError, match="record_turn"):
        Driver.for_adapter("vanilla", NOWHERE, store=5)
    with pytest.raises(DriveError, match=r"is an arena\.types\.Responder"):
        Driver.for_adapter("vanilla", NOWHERE, responder={"name": "alice"})
    Driver.for_adapter("vanilla", NOWHERE, store=lambda ctx, turn: None).close()


def test_two_moves_at_once_on_one_line_are_refused(line: Callable[[str], Driver]) -> None:
    """Two sends gathered both ran as first legs (the line then waited on two requests from two
    legs), and two answers gathered failed the second leg NotTheHarness, blaming the adapter."""
    import asyncio
    import threading

    t = line("compliant")

    async def both(*moves: Any) -> list[Any]:
        return await asyncio.gather(*moves, return_exceptions=True)

    first, second = asyncio.run(both(t.asend(TASK), t.asend("Book a room for 4 on Monday.")))
    assert first.status == "waiting"
    assert isinstance(second, DriveError) and "a leg is still running" in str(second)
    assert len(t.turns) == 1 and len(t.pending) == 1
    first, second = asyncio.run(both(t.arespond_all("approve"), t.arespond_all("approve")))
    assert first.status == "completed" and isinstance(second, DriveError)
    t.called_tool("book_room", status="ok", times=1)

    other = line("compliant")
    said: list[object] = []

    def send() -> None:
        try:
            said.append(other.send(TASK).status)
        except DriveError as exc:
            said.append(type(exc).__name__)

    threads = [threading.Thread(target=send) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert sorted(map(str, said)) == ["DriveError", "waiting"]
    assert len(other.turns) == 1
