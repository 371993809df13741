"""``t.events``: the line's event stream, all turns in order (drive37). An eval reading the stream
(the pause's id in ``input.requested``, the answer's in ``input.responded``, their order, the
same across a restart) wrote ``t.events`` and got ``AttributeError: 'Driver' object has no
attribute 'events'``; the merged stream was only ``t.trace.events``, which docs/drive.md did not
name."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.store import open_store

TASK = "Book a meeting room for 6 people on Tuesday."


def test_the_line_s_events_in_order(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        asked = t.send(TASK).requests[0]
        t.respond(asked, option="deny")
        events = t.events
    assert events == tuple(e for turn in t.turns for e in turn.events)
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    kinds = [e.type for e in events]
    assert kinds[0] == "leg.started" and kinds[-1] == "leg.finished", kinds
    ids = [e.data["request_id"] for e in events if e.type.startswith("input.")]
    assert ids == [asked.id, asked.id], ids


def test_the_stream_goes_on_across_a_restart(tmp_path: Path, endpoint: ModelEndpoint) -> None:
    pytest.importorskip("pydantic_ai")
    with (
        open_store(tmp_path / "evals.db") as store,
        Driver.for_adapter("pydantic_ai", endpoint, store=store) as t,
    ):
        asked = t.send(TASK).requests[0]
        t.restart()
        t.respond(asked, option="approve")
        events = t.events
        assert [e.seq for e in events] == list(range(1, len(events) + 1))
        assert [(e.type, e.seq) for e in store.events(t.run_id)] == [
            (e.type, e.seq) for e in events
        ]
    [responded] = [e for e in events if e.type == "input.responded"]
    assert responded.data["request_id"] == asked.id
