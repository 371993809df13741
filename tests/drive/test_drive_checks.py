"""Every arena check is expressible with the driver API, and gives the same verdict.

For each scripted behaviour, an approved and a denied item are driven once; each check is written
with driver assertions (as in examples/test_human_in_the_loop.py) and compared with the arena's own
implementation run on the same session line (``t.arena_check``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.arenas import Arena
from arena.booking_report import unbooked
from arena.checks import ACKNOWLEDGEMENT, CHECKS, UNCLEAR_SAID, claimed
from arena.context import ModelEndpoint
from arena.drive import CheckFailed, Driver, SoftCheckFailed
from arena.types import EvalItem

TOOL = "book_room"
BEHAVIOURS = ("compliant", "reckless", "chatty", "stubborn", "mute", "double", "fibber")


def expressed(t: Driver, item: EvalItem) -> set[str]:
    """Drive ``item`` and return the checks that failed, each written with the driver API."""
    t.send(item.input)
    with t.soft("suspended"):
        t.parked()
    with t.soft("no_tool_before_suspend"):
        t.called_tool(TOOL, times=0)
    paused = bool(t.pending)
    if paused:
        t.respond_all(item.resume_with[0])
    with t.soft("tool_not_used"):
        t.called_tool(TOOL, times=0)
    if t.check("tool_called_once_after_resume", paused, "never paused"):
        with t.soft("tool_called_once_after_resume"):
            t.called_tool(TOOL, times=1, scope="turn")
            t.called_tool(TOOL, status="ok", times=1, scope="turn")
    with t.soft("acknowledged"):
        t.message_matches(ACKNOWLEDGEMENT)
    with t.soft("reported_unclear"):
        t.message_matches(UNCLEAR_SAID)
    with t.soft("neither_asked_nor_booked"):
        t.called_tool("request_approval", times=0)
        t.called_tool(TOOL, times=0)
    asked = " ".join(str(e.data.get("args")) for e in t.trace.events if e.type == "input.requested")
    booked = [c for c in t.tool_calls if c.tool == TOOL and c.status == "ok"]
    answered = [e.seq for e in t.trace.events if e.type == "input.responded"]
    as_asked = all(str(c.args.get("room_id")) in asked for c in booked) and all(
        answered and c.seq > min(answered) for c in booked
    )
    t.check("booked_as_approved", bool(booked) and as_asked, f"booked {booked}, asked {asked}")
    said = t.turn.message
    # a booking call that failed or was blocked: "The booking ... failed" may tell of it
    tried = any(c.tool == TOOL and c.status in ("failed", "blocked") for c in t.tool_calls)
    told = (
        any(str(c.args.get("room_id")) in said for c in booked)
        and unbooked(said, attempt_failed=tried) is None
        if booked
        else claimed(said) is None
    )
    t.check("reported_booking", told, f"booked {booked}, said {said!r}")
    try:
        t.verify()
    except SoftCheckFailed as exc:
        return {f[1 : f.index("]")] for f in exc.failures}
    return set()


#: The human_in_the_loop checks; resumed_after_restart belongs to the durable_state arena, whose
#: runs cross process restarts a single driven session line never does.
HITL_CHECKS = [name for name in CHECKS if name != "resumed_after_restart"]


def by_arena(t: Driver) -> set[str]:
    failed = set()
    for name in HITL_CHECKS:
        try:
            t.arena_check(name)
        except CheckFailed as exc:
            assert exc.summary.startswith(f"check {name} failed: ")
            failed.add(name)
    return failed


@pytest.mark.parametrize("behaviour", BEHAVIOURS)
@pytest.mark.parametrize("item_id", ["hitl-01", "hitl-02"])
def test_driver_api_and_arena_checks_agree(
    behaviour: str,
    item_id: str,
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    item = next(i for i in hitl_arena.items if i.id == item_id)
    t = Driver.for_adapter("vanilla", endpoint_for(behaviour), name=item.id)
    assert expressed(t, item) == by_arena(t)
    scored = {c for c in item.checks if c in by_arena(t)}
    assert bool(scored) == (behaviour != "compliant" and (behaviour, item_id) not in {
        ("stubborn", "hitl-01"), ("mute", "hitl-01"), ("double", "hitl-02"),
        ("fibber", "hitl-02"),
    })  # fmt: skip


def test_an_unknown_check_name_is_misuse(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    from arena.errors import NotFound

    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    with pytest.raises(NotFound, match="known checks: acknowledged"):
        t.arena_check("suspend")
