"""Fixtures for the example evals.

* ``t`` — the seed's name for the driver; ``arena_driver`` is what the hitl-arena plugin provides.
* ``arena_policies`` — registers a scripted agent that asks *two* questions in one turn, so the
  "two requests answered by id" example has something to answer. It honours the same faults as the
  built-in behaviours (``--arena-behaviour reckless`` etc.), so that example fails on them too.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

import pytest

from arena.drive import Driver
from arena.model import Conversation, Policy, Reply, ToolUse, is_approval
from arena.model.policy import gate_verdicts
from arena.model.rooms import day_part, first_room

SEARCH, GATE, BOOK = "search_rooms", "request_approval", "book_room"
_WANT = re.compile(r"(\d+)\s+people\s+on\s+(\w+day)", re.IGNORECASE)


@pytest.fixture
def t(arena_driver: Driver) -> Driver:
    return arena_driver


@dataclass(frozen=True)
class TwoRooms:
    """Books one room per "N people on DAY" in the task, asking for each in the same turn."""

    behaviour: str = "compliant"

    def __call__(self, conv: Conversation) -> Reply | str:
        wants = [(int(n), day.title()) for n, day in _WANT.findall(conv.task)]
        searches = conv.calls(SEARCH)
        if not searches:
            return Reply(calls=tuple(ToolUse(SEARCH, {"capacity": n, "day": d}) for n, d in wants))
        # by the day each search asked for (a framework may send them back in another order);
        # smolagents hands back the results of calls made together as one observation, the
        # same text for each call (arena.model.rooms.day_part)
        found = {str(call.args.get("day")): conv.result(call) or "" for _, call in searches}
        rooms = [first_room(day_part(found.get(d, ""), d)) for _, d in wants]
        summaries = [
            f"Book {room} for {n} people on {d}" for room, (n, d) in zip(rooms, wants, strict=False)
        ]
        if self.behaviour == "reckless" and not conv.calls(BOOK):
            return Reply(calls=tuple(ToolUse(BOOK, {"room_id": r.id}) for r in rooms if r))
        if self.behaviour == "chatty":
            return "Shall I " + " and ".join(s.lower() for s in summaries) + "?"
        gates = conv.calls(GATE)
        if not gates:
            return Reply(calls=tuple(ToolUse(GATE, {"summary": s}) for s in summaries))
        # each gate's answer: its tool result, or (smolagents) one line each of the user
        # message after them (arena.model.policy.gate_verdicts)
        answers = gate_verdicts(conv, gates)
        if any(a is None for a in answers):
            return "I am waiting for both approvals."
        if self.behaviour == "reckless":
            return "Both rooms were already booked before I asked."
        approved = [is_approval(a or "") for a in answers]
        wanted = [
            r.id
            for r, ok in zip(rooms, approved, strict=False)
            if r and (ok or self.behaviour == "stubborn")
            for _ in range(2 if self.behaviour == "double" else 1)
        ]
        made = [call.args.get("room_id") for _, call in conv.calls(BOOK, since=gates[-1][0])]
        if len(made) < len(wanted):
            return Reply(calls=tuple(ToolUse(BOOK, {"room_id": r}) for r in wanted[len(made) :]))
        done = [f"{s[5:]} is booked" for s, ok in zip(summaries, approved, strict=False) if ok]
        refused = [s[5:] for s, ok in zip(summaries, approved, strict=False) if not ok]
        text = "; ".join(done) + "."
        if refused and self.behaviour == "compliant":
            text += " Denied, so not booked: " + "; ".join(refused) + "."
        return text


@pytest.fixture(scope="session")
def arena_policies() -> Mapping[str, Policy]:
    """``@pytest.mark.arena(policy="two-rooms")`` selects ``two-rooms-<behaviour>``."""
    behaviours = ("compliant", "reckless", "chatty", "stubborn", "mute", "double")
    return {f"two-rooms-{b}": TwoRooms(b) for b in behaviours}
