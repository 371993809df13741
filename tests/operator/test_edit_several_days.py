"""An edited summary that asks about several days is refused (outside tester 10, finding 10).

``book_room`` takes no day and books once: approving "Book Cedar for 7 on Tuesday and Wednesday"
(or "every Tuesday") for a Tuesday request books Tuesday once, yet the edit was accepted and
``booked_as_approved`` passed, where methodology §7 says two days asked fail. It is refused like
a summary moved to one other day; a summary that rules a day out or names one in passing is
still one day.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, InvalidAnswer
from arena.edit_scope import several_days

TASK = "Book a room for 7 people on Tuesday."

SEVERAL = [
    "Book Cedar for 7 on Tuesday and Wednesday",
    "Book Cedar for 7 people on Tuesday and Thursday",
    "Book Cedar for 7 people every Tuesday",
    "Book Cedar for 7 on Tue & Wed",
    "Book Cedar for 7 people on Tuesdays",
    "Book Cedar for 7 people on Tuesday, Wednesday and Thursday",
    "Book Cedar for 7, Tuesday + Wednesday",
    "Book Cedar for 7 people each week on Tuesday",
    "Book Cedar für 7 Personen jeden Dienstag",
    "Book Cedar für 7 Personen am Dienstag und Mittwoch",
    "Book Cedar pour 7 personnes tous les mardis",
    "Book Cedar for 7 on Tuesday and again on Thursday",
]

ONE_DAY = [
    "Book Cedar for 7 on Tuesday instead of Wednesday",
    "Book Cedar for 7 on Tuesday, not Wednesday",
    "Book Cedar for 7 people on Tuesday; Wednesday is full",
    "Book Cedar for 7 people next Tuesday",
    "Book Cedar for 7 people on Tuesday the 8th",
    "Book Cedar for each of the 7 of us on Tuesday",
    "Book Cedar for 7 on Tuesday (moved from Wednesday)",
]


@pytest.fixture
def driver(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[], Driver]]:
    drivers: list[Driver] = []

    def make() -> Driver:
        drivers.append(Driver.for_adapter("vanilla", endpoint_for("compliant")))
        return drivers[-1]

    yield make
    for d in drivers:
        d.close()


@pytest.mark.parametrize("summary", SEVERAL)
def test_an_edited_summary_asking_several_days_is_refused(
    driver: Callable[[], Driver], summary: str
) -> None:
    t = driver()
    t.send(TASK)
    request = t.require_input_request()
    with pytest.raises(InvalidAnswer) as caught:
        t.respond(request, edited_args={"summary": summary})
    said = str(caught.value)
    assert "days" in said or "recurring" in said, said
    assert "Tuesday" in said and "book_room takes no day" in said, said
    assert "nothing was sent to the adapter" in said
    assert len(t.turns) == 1 and t.pending == (request,)


@pytest.mark.parametrize("summary", ONE_DAY)
def test_a_summary_asking_one_day_is_still_an_edit(
    driver: Callable[[], Driver], summary: str
) -> None:
    t = driver()
    t.send(TASK)
    t.respond(t.require_input_request(), edited_args={"summary": summary})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-204"})
    t.arena_check("booked_as_approved", people=7, day="tuesday")


@pytest.mark.parametrize(
    "words",
    [
        "Book Cedar on Tuesday or Wednesday",
        "Book Cedar for every one of the 7 people, Tuesday",
        "Book Cedar for the Monday team on Tuesday, 7 people",
        "Cedar at 10 o'clock on Tuesday",
    ],
)
def test_alternatives_and_no_days_are_not_several(words: str) -> None:
    assert several_days({"summary": words}, "Tuesday") is None
