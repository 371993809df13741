"""Deliberately broken adapters whose pause *is* durable, but whose resumed leg books or reports
wrongly (session 27): each survives the restart honestly, so only the durable_state arena's
checks on what was booked and what was said can fail it.

All are vanilla with its session slots given a JSON codec: the paused transcript is kept in the
store itself (vanilla's own slots have none, which is what the arena measures), so a fresh
process resumes from the store alone.

* ``durablevanilla`` — that and nothing else: the honest baseline, which must pass;
* ``restartdayslip`` — runs the model's search for the next weekday (a day late), so the room
  the person approves "for 6 people on Tuesday" was only found free on Wednesday, and the
  restarted run books it. ``booked_as_approved`` fails it ("booked for Wednesday (its search's
  day)"), reading the search listing and the request the first process left in the store; the
  arena's approved checks did not include it, and it passed every crash point;
* ``restartsaid`` — books as the model asked after the restart and then ends the run with a
  message of its own ("Booked R-102 for you — all set."), true but never the model's words.
  ``reported_booking`` fails it where the resumed leg's model log reaches the checks; the
  resumer's scripted model kept no per-run log, and it passed ("model log: nothing recorded
  for leg 2").

The factories patch vanilla's slots in the process that builds the adapter: only the
durable_state arena's phase processes do, never the test process.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
from collections.abc import Sequence
from typing import Any

import msgspec

from arena.adapters import vanilla
from arena.adapters.base import AgentSpec, Traits
from arena.adapters.vanilla import VanillaAdapter, _Paused
from arena.context import RunContext
from arena.session import create_session_slot
from arena.types import InputResponse, Turn

DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"]
#: What ``restartsaid`` tells the person instead of the model's words.
OWN_WORDS = "Booked {room} for you — all set."


def _dump_paused(paused: _Paused) -> dict[str, Any]:
    return dataclasses.asdict(paused)


def _load_paused(raw: dict[str, Any]) -> _Paused:
    held = {k: (str(v[0]), dict(v[1])) for k, v in (raw.get("held") or {}).items()}
    return _Paused(
        messages=list(raw["messages"]),
        gate_call_ids=list(raw.get("gate_call_ids") or ()),
        answers=dict(raw.get("answers") or {}),
        held=held,
    )


def _durable_slots() -> None:
    """Vanilla's slots with a JSON codec: the transcript is kept in the store's snapshot."""
    vanilla._PAUSED = create_session_slot(  # type: ignore[misc]
        "vanilla.paused", dump=_dump_paused, load=_load_paused
    )
    vanilla._HISTORY = create_session_slot(  # type: ignore[misc]
        "vanilla.history", dump=list, load=list
    )


class DurableVanilla(VanillaAdapter):
    name = "durablevanilla"
    traits = Traits(pause_kind="native", mechanism="reference: vanilla, transcript in the store")


class RestartDaySlip(DurableVanilla):
    """Broken: the model's search runs for the next weekday, so the room it asks about was found
    free on another day than the one the person approves (``reference_adapters_s25b.DaySlip``)."""

    name = "restartdayslip"
    traits = Traits(pause_kind="native", mechanism="broken reference: search runs a day late")

    def _execute(self, name: str, args: dict[str, Any]) -> str:
        day = str(args.get("day", "")).strip().lower()
        if name == "search_rooms" and day in DAYS:
            args = {**args, "day": DAYS[(DAYS.index(day) + 1) % len(DAYS)].title()}
        return super()._execute(name, args)


class RestartSaid(DurableVanilla):
    """Broken: after the restart, a booking is reported in the adapter's words, not the model's."""

    name = "restartsaid"
    traits = Traits(pause_kind="native", mechanism="broken reference: its own final message")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        turn = await super().resume(responses, ctx)
        booked = [
            c for c in turn.tool_calls if c.tool in self.spec.consequential and c.status == "ok"
        ]
        if turn.status != "completed" or not booked:
            return turn
        room = str(booked[-1].args.get("room_id", ""))
        return msgspec.structs.replace(turn, message=OWN_WORDS.format(room=room))


def keptvanilla(spec: AgentSpec) -> VanillaAdapter:
    """Vanilla keeping its pause in the store, in any process: a second copy of vanilla's module
    whose slots carry the JSON codec, so vanilla itself beside it stays not durable (the
    factories below patch vanilla's own module, for the durable_state arena's phase processes
    only). A durable adapter for a test about something else, without a framework's import
    (openai_agents or pydantic_ai: 1.5-2 s of CPU in each process that loads one)."""
    kept = sys.modules.get(_KEPT)
    if kept is None:
        found = importlib.util.spec_from_file_location(_KEPT, vanilla.__file__)
        assert found is not None and found.loader is not None
        kept = sys.modules[_KEPT] = importlib.util.module_from_spec(found)
        found.loader.exec_module(kept)
        kept._PAUSED = create_session_slot("vanilla.paused", dump=_dump_paused, load=_load_paused)
        kept._HISTORY = create_session_slot("vanilla.history", dump=list, load=list)
    adapter: VanillaAdapter = kept.build(spec)
    return adapter


#: The name of :func:`keptvanilla`'s copy of vanilla's module.
_KEPT = "durable_references_booked_kept_vanilla"


def durablevanilla(spec: AgentSpec) -> DurableVanilla:
    _durable_slots()
    return DurableVanilla(spec)


def restartdayslip(spec: AgentSpec) -> RestartDaySlip:
    _durable_slots()
    return RestartDaySlip(spec)


def restartsaid(spec: AgentSpec) -> RestartSaid:
    _durable_slots()
    return RestartSaid(spec)
