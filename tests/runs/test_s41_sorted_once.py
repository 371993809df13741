"""A trace's ``leg.finished`` events and kept conversations in leg order, sorted once (issue 16,
session 41).

Six of the model log's witnesses (``invented_turns``, ``own_conversation``,
``unasked_answers``, ``instructions_missing``, ``others_tasks``, ``changed_tools``,
``offered_otherwise``, the run memory's ``_sent``) each sorted ``trace.finished`` or
``trace.kept_turns`` by leg with a key function, several times a run; they now read
``Trace.finished_by_leg`` / ``turns_by_leg``, worked out once per trace. The order must be the
sort's, also where the events' ``seq`` order is not their legs' (a stored run's legs as
written, a leg's events numbered out of turn)."""

from __future__ import annotations

import msgspec

from arena.evidence import LegTurns
from arena.trace import Trace
from arena.types import Event, Turn
from arena.witness import own_conversation


def _leg(leg: int, seq: int, said: list[str]) -> Turn:
    turns = LegTurns(leg=leg, made=(f"m{leg}",), said=tuple(said), turns=())
    data = {"model_turns": turns.as_data(), "model_tools": [[f"t{leg}"]]}
    finished = Event(type="leg.finished", leg=leg, seq=seq, data=data)
    return Turn(status="waiting" if leg < 3 else "completed", leg=leg, events=(finished,))


def test_finished_and_turns_in_leg_order_whatever_their_seq() -> None:
    # seq order 3, 1, 2 (leg 3's event numbered first): the sort by leg is what is read
    trace = Trace(legs=(_leg(1, 5, ["book"]), _leg(2, 9, ["yes"]), _leg(3, 2, ["other"])))
    assert [e.leg for e in trace.finished] == [3, 1, 2]
    assert trace.finished_by_leg == tuple(sorted(trace.finished, key=lambda e: e.leg))
    assert [e.leg for e in trace.finished_by_leg] == [1, 2, 3]
    assert [t.leg for t in trace.turns_by_leg] == [1, 2, 3]
    assert trace.turns_by_leg == tuple(sorted(trace.kept_turns.values(), key=lambda t: t.leg))
    # worked out once a trace, afresh for a copy
    assert trace.finished_by_leg is trace.finished_by_leg
    assert trace.turns_by_leg is trace.turns_by_leg
    copy = msgspec.structs.replace(trace)
    assert copy.turns_by_leg == trace.turns_by_leg
    assert copy.turns_by_leg is not trace.turns_by_leg


def test_a_witness_reads_the_legs_in_leg_order() -> None:
    """own_conversation names the first resumed leg, by leg, that did not carry the input."""
    trace = Trace(legs=(_leg(1, 5, ["book"]), _leg(2, 9, ["nope"]), _leg(3, 2, ["nope"])))
    found = own_conversation(trace, "book a room")
    assert len(found) == 3
    assert [f.split("leg ")[1][:1] for f in found] == ["1", "2", "3"]


def test_no_log_kept_no_legs_to_walk() -> None:
    trace = Trace(legs=(Turn(status="completed", leg=1),))
    assert trace.finished_by_leg == ()
    assert trace.turns_by_leg == ()
