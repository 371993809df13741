"""The model log's marks read back from a leg's ``leg.finished`` event the same, made cheaper
(issue 16, session 41).

``recorded_turns`` and ``recorded_calls`` (what every trace's checks read through
``Trace.kept_turns`` / ``kept_calls``) made a generator per field and per entry; they now map
``str`` in C. What they return must not move: the reference readers below are the code before the
change, held against the new over honest marks (as ``LegTurns.as_data`` / ``ModelCalls.as_data``
write them) and over odd data a store may hold (tuples, numbers, None, empty and missing keys,
strings, dicts, short and long entries)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from arena import evidence, evidence_calls
from arena.evidence import LegTurns, ModelCalls, recorded_calls, recorded_turns
from arena.request_keys import handed_entry, heard_entry, told_entry
from arena.types import Event


def _heard(raw: Sequence[object]) -> tuple[str, str, str, str]:
    call_id, key, verdict, *words = (*(str(x) for x in raw), "")
    return call_id, key, verdict, words[0]


def _told(raw: Sequence[object]) -> tuple[str, str, str]:
    call_id, key, words, *_ = (*(str(x) for x in raw), "", "", "")
    return call_id, key, words


def _handed(raw: Sequence[object]) -> tuple[str, str, str, str, str]:
    call_id, name, key, words, whole, *_ = (*(str(x) for x in raw), "", "", "", "", "")
    return call_id, name, key, words, whole


def _turns_before(events: Iterable[Event]) -> dict[int, LegTurns]:
    out: dict[int, LegTurns] = {}
    for e in events:
        if e.type != "leg.finished":
            continue
        data = e.data.get("model_turns")
        if isinstance(data, dict):
            said, turns = data.get("said"), data.get("turns")
            out[e.leg] = LegTurns(
                leg=e.leg,
                made=tuple(str(k) for k in data.get("made") or ()),
                names=tuple(str(n) for n in data.get("names") or ()),
                said=tuple(str(s) for s in said) if isinstance(said, list) else None,
                turns=tuple(str(t) for t in turns) if isinstance(turns, list) else None,
                heard=tuple(_heard(h) for h in data.get("heard") or () if isinstance(h, list)),
                told=tuple(_told(t) for t in data.get("told") or () if isinstance(t, list)),
                handed=tuple(_handed(h) for h in data.get("handed") or () if isinstance(h, list)),
                foreign=tuple(str(k) for k in data.get("foreign") or ()),
            )
    return out


def _calls_before(events: Iterable[Event | Mapping[str, object]]) -> dict[int, ModelCalls]:
    out: dict[int, ModelCalls] = {}
    for e in events:
        kind, leg, data = (
            (e.type, e.leg, e.data)
            if isinstance(e, Event)
            else (e.get("type"), e.get("leg"), e.get("data"))
        )
        found = (
            data.get("model_calls") if kind == "leg.finished" and isinstance(data, dict) else None
        )
        if isinstance(found, dict) and isinstance(leg, int):
            out[leg] = ModelCalls(
                leg=leg,
                calls=tuple(tuple(str(i) for i in c) for c in found.get("calls") or ()),
                returned=tuple(str(i) for i in found.get("returned") or ()),
                said=str(found.get("said") or ""),
                asked=tuple(str(s) for s in asked)
                if isinstance(asked := found.get("asked"), list)
                else None,
            )
    return out


HONEST_TURNS = LegTurns(
    leg=2,
    made=("a1b2c3d4e5f60718", "0f1e2d3c4b5a6978"),
    names=("book_room", "search_rooms"),
    said=("Approved by ops.", "Book R-102 for 4 on Tuesday"),
    turns=("a1b2c3d4e5f60718",),
    heard=(("call_1", "k1", "approve", "APPROVED by ops."),),
    told=(("call_2", "k2", "booked R-102"),),
    handed=(("call_3", "search_rooms", "k3", "R-102 seats 4", ""),),
    foreign=("ffee",),
).as_data()
HONEST_CALLS = ModelCalls(
    leg=2,
    calls=(("call_1",), ("call_2", "call_3"), ()),
    returned=("call_1", "call_2"),
    said="Booked R-102.",
    asked=("book r-102 for 4 on tuesday",),
).as_data()

#: Odd values each field may hold in a stored run: every one is read as before.
ODD: list[Any] = [
    None,
    [],
    (),
    "",
    0,
    "abc",
    [1, 2.5, None, True],
    ("x", "y"),
    {"k": 1, "j": 2},
    [["a", "b"], ("c",), "d", 7, [], [1, 2, 3, 4, 5, 6, 7]],
    [["only"]],
    ["a", ["b", 2]],
    (["c1", "k1", "approve", "yes"], ["c2", "k2", "deny", "no"]),
    [["c1", "k1", "approve", "yes"], ("c2", "k2", "deny", "no")],
    [["c1", "search_rooms", "k1", "R-102 seats 4", ""], ["c2", "book_room", "k2", "ok"]],
]

FIELDS_TURNS = ("made", "names", "said", "turns", "heard", "told", "handed", "foreign")
FIELDS_CALLS = ("calls", "returned", "said", "asked")


def _finished(leg: int, data: dict[str, Any]) -> Event:
    return Event(type="leg.finished", leg=leg, seq=leg, data=data)


def _same(before: Any, after: Any) -> None:
    """Equal, field for field, and of the same types (a tuple stays a tuple, a str a str)."""
    assert after == before
    for leg in before:
        for name in before[leg].__struct_fields__:
            b, a = getattr(before[leg], name), getattr(after[leg], name)
            assert type(a) is type(b), name
            if isinstance(b, tuple):
                assert [type(x) for x in a] == [type(x) for x in b], name


def test_honest_marks_read_back_as_written() -> None:
    events = [
        _finished(1, {"model_turns": HONEST_TURNS, "model_calls": HONEST_CALLS}),
        Event(type="tool.called", leg=1, seq=2, data={"model_turns": HONEST_TURNS}),
        _finished(2, {"model_turns": {}, "model_calls": {}}),
    ]
    turns, calls = recorded_turns(events), recorded_calls(events)
    _same(_turns_before(events), turns)
    _same(_calls_before(events), calls)
    assert turns[1].handed == (("call_3", "search_rooms", "k3", "R-102 seats 4", ""),)
    assert calls[1].calls == (("call_1",), ("call_2", "call_3"), ())
    assert set(turns) == set(calls) == {1, 2}
    # the marks as written are read in C, not field by field (what made them cheaper)
    assert evidence._as_written(1, HONEST_TURNS) == turns[1]
    assert evidence_calls._as_written(1, HONEST_CALLS) == calls[1]
    assert evidence._as_written(1, {**HONEST_TURNS, "said": ("a",)}) is None
    assert evidence_calls._as_written(1, {**HONEST_CALLS, "asked": ("a",)}) is None


@pytest.mark.parametrize("field", FIELDS_TURNS)
@pytest.mark.parametrize("value", ODD, ids=repr)
def test_odd_turn_marks_read_back_as_before(field: str, value: Any) -> None:
    for base in (HONEST_TURNS, {}):
        events = [_finished(1, {"model_turns": {**base, field: value}})]
        try:
            before = _turns_before(events)
        except Exception as exc:  # the same failure: a number is no list, nor a short entry
            with pytest.raises(type(exc)):
                recorded_turns(events)
            continue
        _same(before, recorded_turns(events))


@pytest.mark.parametrize("field", FIELDS_CALLS)
@pytest.mark.parametrize("value", ODD, ids=repr)
def test_odd_call_marks_read_back_as_before(field: str, value: Any) -> None:
    for base in (HONEST_CALLS, {}):
        stored = {"type": "leg.finished", "leg": 3, "data": {"model_calls": {**base, field: value}}}
        for events in ([_finished(3, stored["data"])], [stored]):
            try:
                before = _calls_before(events)
            except Exception as exc:
                with pytest.raises(type(exc)):
                    recorded_calls(events)
                continue
            _same(before, recorded_calls(events))


@pytest.mark.parametrize(
    "raw",
    [
        [],
        ["a"],
        ["a", "b"],
        ["a", "b", "c"],
        ["a", "b", "c", "d"],
        ["a", 1, None, 2.5, "e"],
        ["a", "b", "c", "d", "e", "f", "g"],
        ("t", "u", "p"),
        "word",
    ],
    ids=repr,
)
def test_entries_read_back_as_before(raw: Any) -> None:
    for new, old in ((heard_entry, _heard), (told_entry, _told), (handed_entry, _handed)):
        try:
            want = old(raw)
        except Exception as exc:  # too short: the same failure
            with pytest.raises(type(exc)):
                new(raw)
            continue
        assert new(raw) == want
