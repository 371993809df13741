"""drive40: an eval asserting on ``t.events`` ordering and times found ``Event.at`` (and
``ToolCall.at``) only by reading arena.types: docs/drive.md listed ``.type``, ``.leg``, ``.seq`` and
``.data``. It now lists ``.at``; this pins what it says: timezone-aware UTC, in the line's order."""

from __future__ import annotations

from datetime import timedelta

from arena.context import ModelEndpoint
from arena.drive import Driver

TASK = "Book a meeting room for 6 people on Tuesday."


def test_events_and_calls_carry_utc_times_in_the_lines_order(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        asked = t.require_input_request()
        t.respond(asked, option="approve")
        times = [e.at for e in t.events]
        assert all(a.utcoffset() == timedelta(0) for a in times), times
        assert times == sorted(times), times
        assert [e.seq for e in t.events] == sorted(e.seq for e in t.events)
        [booked] = t.called_tool("book_room", status="ok", times=1)
        [answered] = [e for e in t.events if e.type == "input.responded"]
        assert booked.at.utcoffset() == timedelta(0)
        assert answered.at <= booked.at, (answered.at, booked.at)
