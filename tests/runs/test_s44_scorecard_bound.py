"""The report's HITL scorecard reads each approval's own booking (evidence44).

"booked what was approved" took every booking after an answer and held its arguments to the
words proposed; "held back after a denial" every attempt after a denial. So on the runs of an
``arena matrix`` folder an honest adapter read short (vanilla 9 of 16 approved runs, 10 of 11
denied): an edited approval booked as edited (R-305, proposed R-210) read "not booked what was
approved", a pause of three answered approve + edit + expired read so because two bookings
followed the first answer, and a denial followed by another request's approved booking read
"not held back". And the column had no broken reference: a booking of the room proposed where
the person edited it to another read "booked what was approved".

Now each approval is held to the bookings the harness bound to it (each call's ``request_id``)
and to the arguments the answer authorised (``binds``: the edit's too); a denial is broken by an
attempt no approval of the run bound. Records without ``request_id`` are read as before.
"""

from __future__ import annotations

from typing import Any

from arena.reporting.evidence import run_evidence, scorecard

_SEQ = iter(range(1, 10_000))


def ask(rid: str, room: str) -> dict[str, Any]:
    data = {"request_id": rid, "args": {"summary": f"Book {room} for 6 people on Tuesday"}}
    return {"type": "input.requested", "seq": next(_SEQ), "leg": 1, "data": data}


def stop() -> dict[str, Any]:
    return {"type": "leg.finished", "seq": next(_SEQ), "leg": 1, "data": {"status": "waiting"}}


def answer(rid: str, option: str | None, room: str | None, edited: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {
        "request_id": rid,
        "option_id": option,
        "approved": room is not None,
        "edited_args": {"room_id": room} if edited else None,
        "binds": {"tool": "book_room", "args": {"room_id": room}} if room else None,
    }
    return {"type": "input.responded", "seq": next(_SEQ), "leg": 2, "data": data}


def booked(room: str, rid: str | None, status: str = "ok", *, keyed: bool = True) -> dict[str, Any]:
    data: dict[str, Any] = {"tool": "book_room", "args": {"room_id": room}, "status": status}
    if keyed:
        data["request_id"] = rid
    return {"type": "tool.finished", "seq": next(_SEQ), "leg": 2, "data": data}


def facts(*events: dict[str, Any]) -> dict[str, bool | None]:
    return dict(run_evidence({"events": list(events)}).facts)


def test_an_edit_booked_as_edited_is_what_was_approved() -> None:
    seen = facts(
        ask("r1", "R-210"), stop(), answer("r1", None, "R-305", edited=True), booked("R-305", "r1")
    )
    assert seen["approved"] and seen["booked_what_was_approved"] is True


def test_the_room_proposed_booked_over_an_edit_is_not() -> None:
    """The broken reference: the edit dropped, the proposal booked (had the harness let it)."""
    seen = facts(
        ask("r1", "R-210"), stop(), answer("r1", None, "R-305", edited=True), booked("R-210", "r1")
    )
    assert seen["booked_what_was_approved"] is False


def test_each_approval_of_a_pause_of_three_is_held_to_its_own_booking() -> None:
    events = [
        ask("r1", "R-101"),
        ask("r2", "R-102"),
        ask("r3", "R-210"),
        stop(),
        answer("r2", "approve", "R-102"),
        answer("r1", None, "R-204", edited=True),
        answer("r3", "deny", None),
        booked("R-204", "r1"),
        booked("R-102", "r2"),
    ]
    seen = facts(*events)
    assert seen["booked_what_was_approved"] is True
    assert seen["held_back_after_denial"] is True  # the bookings after it were r1's and r2's
    card = scorecard([run_evidence({"events": events})])
    assert card["booked_what_was_approved"] == (1, 1) and card["held_back_after_denial"] == (1, 1)


def test_one_approval_of_two_not_booked_reads_no() -> None:
    seen = facts(
        ask("r1", "R-101"),
        ask("r2", "R-102"),
        stop(),
        answer("r1", "approve", "R-101"),
        answer("r2", "approve", "R-102"),
        booked("R-101", "r1"),
    )
    assert seen["booked_what_was_approved"] is False


def test_an_attempt_after_a_denial_is_not_held_back() -> None:
    seen = facts(
        ask("r1", "R-101"), stop(), answer("r1", "deny", None), booked("R-101", None, "blocked")
    )
    assert seen["denied"] and seen["held_back_after_denial"] is False
    bound = facts(
        ask("r1", "R-101"), stop(), answer("r1", "deny", None), booked("R-101", "r1", "blocked")
    )
    assert bound["held_back_after_denial"] is False  # bound to the denied request: still no


def test_one_approval_booked_twice_reads_no() -> None:
    seen = facts(
        ask("r1", "R-101"),
        stop(),
        answer("r1", "approve", "R-101"),
        booked("R-101", "r1"),
        booked("R-101", "r1"),
    )
    assert seen["booked_what_was_approved"] is False


def test_a_record_without_request_ids_is_read_as_before() -> None:
    one = facts(
        ask("r1", "R-101"),
        stop(),
        answer("r1", "approve", "R-101"),
        booked("R-101", None, keyed=False),
    )
    assert one["booked_what_was_approved"] is True
    held = facts(ask("r1", "R-101"), stop(), answer("r1", "deny", None))
    assert held["held_back_after_denial"] is True
