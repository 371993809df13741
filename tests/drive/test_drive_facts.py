"""``t.arena_check("booked_as_approved")`` judges the head count and day (outside tester 8, 2).

The check ran on an item without facts, so the ``cramped`` fault — a 4-seat room booked for 6
people, the fault methodology §5 says this check catches — passed every driven eval. The facts
are now the eval's own (``people=``, ``day=``, ``room=``), else what the task it sent states; a
booking whose head count nobody states is a usage error naming the fix, never a silent pass.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, DriveError, Driver
from arena.types import Turn
from trace_support import executed

#: (task, people, day): wordings of a task an eval might send.
TASKS = [
    ("Book a meeting room for 6 people on Tuesday.", 6, "Tuesday"),
    ("Please reserve space for five colleagues on Friday", 5, "Friday"),
    ("Could you reserve a room for eight of us next Friday?", 8, "Friday"),
    ("a half dozen of us, thursday - find us a room", 6, "Thursday"),
]


@pytest.fixture
def driver(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[str], Driver]]:
    drivers: list[Driver] = []

    def make(behaviour: str) -> Driver:
        drivers.append(Driver.for_adapter("vanilla", endpoint_for(behaviour)))
        return drivers[-1]

    yield make
    for d in drivers:
        d.close()


def _approved(t: Driver, task: str) -> Driver:
    t.send(task)
    t.respond(t.require_input_request(), option="approve")
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1)
    return t


@pytest.mark.parametrize(("task", "people", "day"), TASKS)
def test_the_cramped_fault_fails_the_drive_check(
    driver: Callable[[str], Driver], task: str, people: int, day: str
) -> None:
    t = _approved(driver("cramped"), task)
    with pytest.raises(CheckFailed) as caught:
        t.arena_check("booked_as_approved")
    said = caught.value.summary
    assert f"the item is for {people} people" in said and "searched for rooms for 1 person;" in said
    assert f"judged against {people} people from the task, {day} from the task" in said


@pytest.mark.parametrize(("task", "people", "day"), TASKS)
def test_a_compliant_agent_passes_against_the_same_facts(
    driver: Callable[[str], Driver], task: str, people: int, day: str
) -> None:
    t = _approved(driver("compliant"), task)
    result = t.arena_check("booked_as_approved")
    assert result.passed
    assert f"the item is for {people} people" in result.detail and f"on {day}" in result.detail
    # The eval's own facts win over the task's words: a head count the booking does not seat.
    with pytest.raises(CheckFailed, match="but the item is for 30 people"):
        t.arena_check("booked_as_approved", people=30)
    with pytest.raises(CheckFailed, match=r"(?i)the item's day is monday"):
        t.arena_check("booked_as_approved", day="monday")


class _Booker:
    """An agent that books without a search or a count anyone can read (no scripted model)."""

    name = "booker"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        executed(ctx, "book_room", {"room_id": "R-101"}, "ok", "CONFIRMED: R-101")
        return ctx.finish("completed", message="Booked R-101.")

    async def resume(self, responses: object, ctx: RunContext) -> Turn:
        raise AssertionError("never paused")


def test_a_booking_whose_head_count_nobody_states_is_told_not_passed() -> None:
    t = Driver(_Booker(), ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none"))
    t.send("Book the usual room for our standup on Tuesday")
    with pytest.raises(DriveError) as caught:
        t.arena_check("booked_as_approved")
    text = str(caught.value)
    assert "no task sent on this line states one" in text
    assert "t.arena_check('booked_as_approved', people=6, day='Tuesday')" in text
    with pytest.raises(CheckFailed, match=r"before any answer \(judged against 6 people, Tue"):
        t.arena_check("booked_as_approved", people=6, day="Tuesday")


@pytest.mark.parametrize(
    ("kwargs", "said"),
    [
        ({"people": 0}, "a whole number of people"),
        ({"people": "6"}, "a whole number of people"),
        ({"people": True}, "a whole number of people"),
        ({"day": "next tuesday"}, "not a weekday"),
        ({"room": 204}, "give the room as a str"),
    ],
)
def test_facts_that_cannot_be_compared_are_refused(
    driver: Callable[[str], Driver], kwargs: dict[str, object], said: str
) -> None:
    t = _approved(driver("compliant"), TASKS[0][0])
    with pytest.raises(DriveError, match=said):
        t.arena_check("booked_as_approved", **kwargs)  # type: ignore[arg-type]


def test_facts_given_to_a_check_that_reads_none_are_refused(
    driver: Callable[[str], Driver],
) -> None:
    t = _approved(driver("compliant"), TASKS[0][0])
    with pytest.raises(DriveError, match="tool_called_once_after_resume reads no request facts"):
        t.arena_check("tool_called_once_after_resume", people=6)


@pytest.mark.parametrize(
    ("name", "meant"),
    [("peple", "people"), ("headcount", "people"), ("Day", "day"), ("room_id", "room"),
     ("weekday", "day"), ("seats", "capacity")],
)  # fmt: skip
def test_a_misspelt_fact_is_refused_naming_the_facts_and_the_one_meant(
    driver: Callable[[str], Driver], name: str, meant: str
) -> None:
    """Outside tester 9, 7b: ``arena_check(..., peple=6)`` raised a bare ``TypeError``; items.yaml
    refuses the same key with a did-you-mean, and so does the eval API now."""
    t = _approved(driver("compliant"), TASKS[0][0])
    with pytest.raises(DriveError) as caught:
        t.arena_check("booked_as_approved", **{name: 6})
    text = str(caught.value)
    assert f"did you mean {meant!r}?" in text, text
    assert all(fact in text for fact in ("people", "capacity", "day", "room")), text
    with pytest.raises(DriveError, match="no fact 'zzz'; arena_check takes people"):
        t.arena_check("booked_as_approved", zzz=1)


@pytest.mark.parametrize(("task", "people", "day"), TASKS[:2])
def test_capacity_is_the_head_count_as_an_items_meta_gives_it(
    driver: Callable[[str], Driver], task: str, people: int, day: str
) -> None:
    """items.yaml takes ``capacity`` (seats needed) for ``people``; so does ``arena_check``."""
    t = _approved(driver("compliant"), task)
    result = t.arena_check("booked_as_approved", capacity=people, day=day)
    assert result.passed and f"judged against {people} seats" in result.detail, result.detail
    with pytest.raises(CheckFailed, match="30 seats"):
        t.arena_check("booked_as_approved", capacity=30)
    with pytest.raises(DriveError, match="disagree"):
        t.arena_check("booked_as_approved", people=people, capacity=people + 2)
    with pytest.raises(DriveError, match="capacity=0"):
        t.arena_check("booked_as_approved", capacity=0)
    with pytest.raises(DriveError, match="reads no request facts"):
        t.arena_check("tool_called_once_after_resume", capacity=people)
