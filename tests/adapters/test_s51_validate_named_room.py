"""``validate`` runs an item naming its room (evidence51): its cases named none, so an adapter
that took the person's room out of the message (the model then picking a room of its own, which
the person approved and which was booked) conformed. The harness holds such a booking to the
room the input plainly names (``arena.item_expected``), and the named-room case now says so, and
only it: the adapter is wrong nowhere else."""

from __future__ import annotations

from arena.adapters import load_adapter
from arena.conformance import CASES, rooms_spec, validate
from arena.context import ModelEndpoint
from reference_adapters_s51 import NamedRoomDropped


def test_an_adapter_that_drops_the_named_room_is_named(endpoint: ModelEndpoint) -> None:
    report = validate(NamedRoomDropped(rooms_spec()), endpoint=endpoint)
    assert not report.ok
    # every finding is the named-room case's: the adapter is wrong nowhere else
    assert report.findings and all(f.startswith("named room: ") for f in report.findings)
    booked = [f for f in report.findings if f.startswith("named room: booked_as_approved")]
    assert booked and "the input asks for R-204 (Cedar)" in booked[0], report.findings


def test_the_named_room_case_holds_an_honest_adapter_to_the_room(
    endpoint: ModelEndpoint,
) -> None:
    """The honest neighbour: vanilla books Cedar, the room named, and conforms."""
    (case,) = [c for c in CASES if c.name == "named room"]
    report = validate(load_adapter("vanilla", rooms_spec()), endpoint=endpoint, cases=[case])
    assert report.ok, report.findings
    (run,) = report.runs
    assert "Cedar" in run.item.input and "room" not in run.item.meta
    assert [c.args for c in run.trace.calls("book_room") if c.status == "ok"] == [
        {"room_id": "R-204"}
    ]
