"""What the model was handed for each tool call is what the harness's wrapper returned for it
(red team 27).

Nothing compared the two: an adapter that logged a search it never ran (:class:`FakeSeats`),
handed the model a listing of taken rooms (:class:`FakeFree`) or a confirmation with another
day and a fee added (:class:`WrongDay`) scored 12/12, and one that told the model a per-tool
denial was still pending (:class:`GatedPending`) read "reject yes" and "tool gate yes". The
scripted model logs what it read for every call (``handed``), which ``booked_as_approved``
holds against the tool log; the gate cells require what it read for a denied booking to be
a denial.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import msgspec
import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.checks import run_checks
from arena.context import ModelEndpoint, NotTheHarness, RunContext
from arena.evaluate import check_spec
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, ResumableRunner, Turn
from reference_adapters_s27 import (
    FakeFree,
    FakeLookup,
    FakeSeats,
    FakeSeatsUnlogged,
    GatedPending,
    GatedPlaceholder,
    WrongDay,
)

#: Tuesday, 6 people: R-400 (Atrium) is taken that day, and R-101 (Juniper) seats 4.
APPROVED = EvalItem(
    id="s27",
    input="Please book a meeting room for 6 people on Tuesday.",
    resume_with=("approve",),
    checks=("tool_called_once_after_resume", "booked_as_approved", "reported_booking"),
    meta={"expect": "approved", "people": 6, "day": "tuesday"},
)


def _run(
    cls: Callable[[AgentSpec], ResumableRunner], arena: Arena, endpoint: ModelEndpoint
) -> RunResult:
    [result] = asyncio.run(
        run_many(
            [(cls(AgentSpec.from_module(rooms)), APPROVED)],
            endpoint,
            settings=RunSettings(concurrency=1),
            spec=check_spec(arena),
        )
    )
    return result


def _booked_as_approved(result: RunResult) -> tuple[bool, str]:
    [check] = [c for c in result.checks if c.name == "booked_as_approved"]
    return check.passed, check.detail


def test_a_search_the_adapter_logs_itself_fails_its_leg(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = _run(FakeSeats, hitl_arena, endpoint_for("compliant"))
    assert not result.passed
    assert "search_rooms is run by the harness's own wrapper" in (result.trace.legs[0].error or "")
    assert not [c for c in result.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]


@pytest.mark.parametrize(
    ("cls", "why"),
    [
        (FakeSeatsUnlogged, "but the harness's wrapper never ran search_rooms"),
        (FakeLookup, "R-101 seats 4 (the arena's room table), but the item is for 6 people"),
        (
            FakeFree,
            "'free on tuesday for 6+ people: r-400 (atrium, seats 24)' for its search_rooms",
        ),
        (WrongDay, "booking date: saturday"),
    ],
)
def test_a_result_the_adapter_made_up_or_rewrote_fails_booked_as_approved(
    cls: Callable[[AgentSpec], ResumableRunner],
    why: str,
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    result = _run(cls, hitl_arena, endpoint_for("compliant"))
    passed, detail = _booked_as_approved(result)
    assert not passed, detail
    assert "the model was handed" in detail and why in detail, detail
    assert "search_rooms" in detail or cls is WrongDay, detail


def test_vanilla_is_handed_its_own_results(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = _run(VanillaAdapter, hitl_arena, endpoint_for("compliant"))
    passed, detail = _booked_as_approved(result)
    assert passed and result.passed, detail


def _cells(
    arena: Arena, endpoint: ModelEndpoint, cls: Callable[[AgentSpec], ResumableRunner]
) -> dict[str, tuple[str, str]]:
    results, _ = run_probes(
        arena,
        ["s27"],
        endpoint,
        probes=[p for p in PROBES if p.name in ("gated", "reject")],
        build=lambda name, spec: cls(spec),
    )
    row = derive_row("s27", results, pause_kind="emulated")
    return {k: (c.value, c.why) for k, c in row.cells.items()}


@pytest.mark.parametrize(
    ("cls", "why"),
    [
        (GatedPending, "the model was handed no denial (it reads unclear)"),
        (GatedPlaceholder, "the model was never handed the denial"),
    ],
)
def test_a_denial_told_as_still_pending_reads_no_in_the_gate_cells(
    cls: Callable[[AgentSpec], ResumableRunner],
    why: str,
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    row = _cells(hitl_arena, endpoint_for("compliant"), cls)
    for key in ("tool_gating", "native_reject"):
        value, detail = row[key]
        assert value == "no", (key, detail)
        # the gated probe's denied item lapses (red team 42): nobody's denial (session 47)
        lapsed = why.replace("no denial", "no refusal").replace("the denial", "the expiry")
        assert (lapsed if key == "tool_gating" else why) in detail, (key, detail)


def test_the_log_refuses_a_search_and_accepts_an_ask_tools_and_its_own() -> None:
    ctx = RunContext(run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    ctx.record_tool("request_approval", {"summary": "R-101"}, "rejected", "DENIED")
    ctx.record_tool("lookup", {"q": "x"}, "ok", "none")
    with pytest.raises(NotTheHarness, match="run by the harness's own wrapper"):
        ctx.record_tool("search_rooms", {"capacity": 6, "day": "Tuesday"}, "ok", "R-101")
    assert [c.tool for c in ctx.tool_calls] == ["request_approval", "lookup"]
    assert ctx.violation is not None


REAL = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8)"


@pytest.mark.parametrize(
    ("handed", "held"),
    [
        (REAL, True),
        (f"  {REAL.upper()}  ", True),  # spacing and case aside
        ('"' + REAL + '"', True),  # JSON-quoted
        ('{"output": "' + REAL + '"}', True),  # an object around it
        (f"Observation: {REAL}", True),  # a framework's label
        (f"Tool search_rooms returned: {REAL}", True),
        (f"Observation: {REAL}\nThought: I now know the result of search_rooms.", True),
        (REAL.replace("R-204 (Cedar, seats 8)", "R-400 (Atrium, seats 24)"), False),
        (REAL + " Booking date: Saturday.", False),
        (f"{REAL}\nThought: R-400 is free too.", False),
        (f"Retried and it worked: {REAL}", False),
        ("", False),
    ],
)
def test_what_holds_the_wrappers_result(handed: str, held: bool) -> None:
    from arena.handed import holds
    from arena.request_log import handed_words

    assert holds(handed_words(handed), REAL, "search_rooms") is held


def test_a_taken_room_fails_without_the_model_log_too(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A real endpoint keeps no model log: the arena's own schedule (its tools module's
    ``available``) still says the room booked was taken that day."""
    result = _run(FakeFree, hitl_arena, endpoint_for("compliant"))

    def unlogged(turn: Turn) -> Turn:
        events = tuple(
            msgspec.structs.replace(e, data={k: v for k, v in e.data.items() if k != "model_turns"})
            for e in turn.events
        )
        return msgspec.structs.replace(turn, events=events)

    trace = msgspec.structs.replace(
        result.trace, legs=tuple(unlogged(t) for t in result.trace.legs)
    )
    [check] = [
        c
        for c in run_checks(trace, APPROVED, check_spec(hitl_arena))
        if c.name == "booked_as_approved"
    ]
    assert not check.passed, check.detail
    assert "R-400 is taken on Tuesday by the arena's own schedule" in check.detail, check.detail
    assert "the model was handed" not in check.detail, check.detail


@pytest.mark.parametrize(
    ("words", "refused"),
    [
        ("error: argument parsing failed: expecting value", True),  # a framework's own refusal
        ("invalid arguments for search_rooms: not an object", True),
        ("free on tuesday for 6+ people: r-400 (atrium, seats 24)", False),
        ("error: retried, confirmed: r-400 is booked", False),
    ],
)
def test_a_framework_refusing_arguments_it_could_not_read_is_no_made_up_result(
    words: str, refused: bool
) -> None:
    from arena.handed import refused_unrun

    assert refused_unrun(words) is refused
