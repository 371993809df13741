"""A call's key worked out once per trace (issue 16, session 42).

The witnesses key the same booking several times a run (``booked_by_model``,
``asked_as_model``, ``misheard``'s and ``unasked_answers``' requests, ``handed_otherwise``'s
calls): each :func:`arena.evidence.turn_key` is a JSON text and a hash, ~25 k instructions. A
vanilla round of the bench keyed 66 calls, 36 of them distinct. ``Trace.call_key`` keeps each
key by the identity of the trace's own arguments: the key must be ``turn_key``'s, a copy of the
trace works it out afresh, and equal arguments held apart (another dict, ``True`` for ``1``)
are keyed as themselves."""

from __future__ import annotations

import msgspec
import pytest

from arena import request_keys
from arena import trace as trace_module
from arena.evidence import turn_key
from arena.trace import Trace
from arena.types import Turn


def _trace() -> Trace:
    return Trace(legs=(Turn(status="completed", leg=1),))


def test_the_key_is_turn_keys_and_worked_out_once(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[str] = []

    def counted(name: str | None, args: object) -> str:
        made.append(str(name))
        return turn_key(name, args)  # type: ignore[arg-type]

    monkeypatch.setattr(trace_module, "turn_key", counted)
    trace = _trace()
    args = {"room_id": "R-102", "people": 6, "day": "Tuesday"}
    first = trace.call_key("book_room", args)
    assert first == turn_key("book_room", args)
    assert trace.call_key("book_room", args) == first
    assert made == ["book_room"]  # the second read is the kept key
    # another tool over the same arguments is its own key
    assert trace.call_key("search_rooms", args) == turn_key("search_rooms", args)
    assert made == ["book_room", "search_rooms"]
    # a copy of the trace keeps nothing of the original's
    copy = msgspec.structs.replace(trace)
    assert copy.call_key("book_room", args) == first
    assert len(made) == 3


def test_other_arguments_are_keyed_as_themselves() -> None:
    trace = _trace()
    one = {"people": 1}
    assert trace.call_key("book_room", one) == turn_key("book_room", {"people": 1})
    # equal in Python, written apart in JSON: never the kept key of ``one``
    assert trace.call_key("book_room", {"people": True}) == turn_key("book_room", {"people": True})
    assert turn_key("book_room", {"people": True}) != turn_key("book_room", one)
    assert trace.call_key("book_room", {"people": 1.0}) == turn_key("book_room", {"people": 1.0})
    other = {"people": 2}
    assert trace.call_key("book_room", other) == turn_key("book_room", {"people": 2})
    assert request_keys.turn_key is turn_key
