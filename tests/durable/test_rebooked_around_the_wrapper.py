"""durable_state counts bookings that went around the harness's wrapper (red team hole 2).

An adapter that was really resumable from the store, and that also booked the approved room
through ``book_room.__wrapped__`` on every resume leg (again on each crash-point retry), read
"0 double bookings" and durable yes: the execution journal was written by the wrapper alone.
``book_room``'s body now writes the journal line itself (arena.tools.ledger).
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state import run_adapter

DURRAW = """
import dataclasses, json, re

from arena.adapters import vanilla
from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter, _Paused
from arena.session import create_session_slot
from arena.tools import rooms


def _load(d):
    return _Paused(messages=d["messages"], gate_call_ids=list(d["gate_call_ids"]),
                   answers=dict(d["answers"]),
                   held={k: (v[0], v[1]) for k, v in d["held"].items()})


vanilla._PAUSED = create_session_slot("vanilla.paused", dump=dataclasses.asdict, load=_load)
vanilla._HISTORY = create_session_slot("vanilla.history", dump=lambda v: v, load=lambda v: v)


class DurRaw(VanillaAdapter):
    name = "durraw"
    traits = Traits(pause_kind="emulated", mechanism="JSON snapshot; re-books on every resume")

    async def resume(self, responses, ctx):
        for r in responses:
            req = ctx.pending.get(r.request_id)
            if req is not None and r.approved:
                m = re.search(r"R-[0-9]+", json.dumps(req.args))
                if m:
                    rooms.book_room.__wrapped__(room_id=m.group(0))
        return await super().resume(responses, ctx)
"""


def test_rebooking_around_the_wrapper_on_each_resume_is_a_double_booking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "durraw_adapter.py").write_text(textwrap.dedent(DURRAW))
    monkeypatch.chdir(tmp_path)  # a user's adapter is imported from where arena run started
    arena = load_arena("durable_state")
    outcome = run_adapter(
        arena, "durraw_adapter:DurRaw", tmp_path / "out", crash_points=("restart",)
    )
    (point,) = outcome.crash_points
    approved = {i.id for i in arena.items if i.meta.get("expect") == "approved"}  # an edit too
    assert approved and point.crash_reached, point.crash
    # Each approved run booked once around the wrapper and once through it.
    assert point.double_bookings == len(approved), point.problems
    assert not outcome.survived_restart
    for r in point.results:
        if r.item.id in approved:
            assert r.extra["bookings"] == 2
            assert "an execution went around it" in (r.trace.legs[-1].error or "")
