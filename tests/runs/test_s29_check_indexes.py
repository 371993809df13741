"""What the checks look up is indexed once, not worked out again per booking or per check
(issue 16, session 29): a spec's room table and taken rooms once per spec
(``CheckSpec.schedule``), the calls and conversation the model log kept with a run's legs once
per trace (``Trace.kept_turns``). Each count test fails when that work is done again; the others
hold the verdicts to what they were.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena import check_types, handed, witness
from arena import trace as trace_module
from arena.booking_fit import fit, taken
from arena.check_types import CheckSpec
from arena.trace import Trace
from arena.types import EvalItem, Event, ToolCall, Turn

ROOMS = (("R-102", "Aspen", 6), ("R-204", "Cedar", 8), ("R-400", "Atrium", 24))
TAKEN = (("tuesday", "R-400"), ("Tue", "R-204"), ("2026-12-09", "R-102"))


def _spec() -> CheckSpec:
    return CheckSpec(rooms=ROOMS, taken=TAKEN)


def _booking(room: str, seq: int = 5) -> ToolCall:
    return ToolCall(call_id=f"c{seq}", tool="book_room", args={"room_id": room}, leg=2, seq=seq,
                    status="ok", result=f"Booked {room}.")  # fmt: skip


def _item(day: str = "Tuesday", people: int = 6) -> EvalItem:
    return EvalItem(id="i", input="Book a room", checks=(), meta={"day": day, "people": people})


def test_a_specs_rooms_and_taken_days_are_indexed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """However many bookings are checked against one spec, its table is read into the index
    once; a new spec gets its own."""
    real = check_types.schedule
    made: list[CheckSpec] = []

    def counting(spec: CheckSpec) -> Any:
        made.append(spec)
        return real(spec)

    monkeypatch.setattr(check_types, "schedule", counting)
    spec = _spec()
    for room in ("R-400", "Atrium", "R-204", "R-102"):
        taken(_item(), _booking(room), spec)
    assert made == [spec]
    taken(_item(), _booking("R-400"), _spec())
    assert len(made) == 2


@pytest.mark.parametrize(
    ("room", "day", "is_taken"),
    [
        ("R-400", "Tuesday", True),
        ("r-400", "tue", True),  # the id in another case, the day in short
        ("Atrium", "Tuesday", True),  # by its name
        (" atrium ", "2026-12-08", True),  # spacing aside; a date that is a Tuesday
        ("R-204", "Tuesday", True),  # taken as "Tue" in the table
        ("Cedar", "Wednesday", False),
        ("R-102", "Wednesday", True),  # taken as the date 2026-12-09
        ("R-102", "Tuesday", False),
        ("R-999", "Tuesday", False),  # a room the table does not have
        ("R-400", "tomorrow", False),  # no weekday: nothing compared
    ],
)
def test_a_taken_room_reads_as_before(room: str, day: str, is_taken: bool) -> None:
    said = taken(_item(day), _booking(room), _spec())
    assert bool(said) is is_taken, said
    if is_taken:
        assert "taken on" in said[0] and room.strip().upper() in said[0]


def _trace(search: str) -> Trace:
    asked = Event(type="input.requested", leg=1, seq=2,
                  data={"request_id": "req_1", "action": "request_approval",
                        "args": {"summary": "Book R-204 for 6 people on Tuesday"}})  # fmt: skip
    searched = ToolCall(call_id="c1", tool="search_rooms", args={"capacity": 6, "day": "Tuesday"},
                        leg=1, seq=1, status="ok", result=search)  # fmt: skip
    first = Turn(leg=1, status="waiting", events=(asked,), tool_calls=(searched,))
    return Trace(legs=(first, Turn(leg=2, status="completed", tool_calls=(_booking("R-204"),))))


@pytest.mark.parametrize(
    ("search", "seats"),
    [
        ("Free on Tuesday: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8)", "seats 8"),
        ("Free on Tuesday: r-204 (Cedar, seats 9)", "seats 9"),  # the id in another case
        ("Free on Tuesday: R-204 (Cedar, seats 9); R-204 (Cedar, seats 7)", "seats 7"),
        ("Free on Tuesday: R-102 (Aspen, seats 6)", "seats 8 (the arena's room table)"),
    ],
)
def test_a_booked_rooms_seats_are_read_as_before(search: str, seats: str) -> None:
    """The seats of the room booked: from the search that listed it, in any case, the last
    listed for one spelling; else from the arena's table."""
    trace = _trace(search)
    request = dict(trace.events[0].data)
    problems, facts = fit(trace, _item(), _booking("R-204"), request, _spec())
    assert f"R-204 {seats}; the item is for 6 people" in facts, (problems, facts)


def test_a_trace_reads_the_turns_kept_with_its_legs_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model log's witnesses and ``handed_otherwise`` read one trace's kept turns from one
    reading of its events; a copy of the trace reads them afresh."""
    real = trace_module.recorded_turns
    read: list[int] = []

    def counting(events: Any) -> Any:
        read.append(1)
        return real(events)

    monkeypatch.setattr(trace_module, "recorded_turns", counting)
    trace = _trace("Free on Tuesday: R-204 (Cedar, seats 8)")
    assert witness.asked_as_model(trace) == []
    assert witness.own_conversation(trace, "Book a room") == []
    assert witness.heard_as_given(trace) == []
    assert witness.misheard(trace) == []
    assert handed.handed_otherwise(trace) == []
    assert witness.booked_by_model(trace, _booking("R-204"), "book_room")[0]
    assert read == [1]
    assert Trace(legs=trace.legs).kept_turns == trace.kept_turns
    assert read == [1, 1]
