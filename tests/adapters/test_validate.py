"""``arena.conformance.validate``: the importable adapter contract says yes to a conforming adapter
(a shipped one and the reference worker) and names the broken case for each broken reference."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from arena.adapters import Traits, load_adapter
from arena.conformance import CASES, Case, declared, rooms_spec, validate
from arena.context import ModelEndpoint
from arena.workers.client import WorkerAdapter
from reference_adapters import (
    ContextlessAdapter,
    FakePauseAdapter,
    LateBookerAdapter,
    LeakyAdapter,
    TimeoutAdapter,
)
from worker_support import stop_workers

APPROVED_ONLY = [c for c in CASES if c.name in ("approved", "denied")]


def test_a_shipped_adapter_conforms(endpoint: ModelEndpoint) -> None:
    report = validate(load_adapter("vanilla", rooms_spec()), endpoint=endpoint)
    assert report.ok, report.findings
    assert [r.item.id for r in report.runs] == [c.item for c in CASES]
    report.raise_for_findings()  # no exception


def test_the_reference_worker_conforms(endpoint: ModelEndpoint) -> None:
    worker = WorkerAdapter(
        rooms_spec(),
        name="reference",
        env="reference",
        driver="arena.workers.reference:ReferenceDriver",
        traits=Traits(pause_kind="emulated", mechanism="emulated: reference worker"),
        python=Path(sys.executable),
    )
    try:
        report = validate(worker, endpoint=endpoint)
    finally:
        stop_workers("arena.workers.reference:ReferenceDriver")
    assert report.ok, report.findings


def test_an_adapter_that_asks_and_keeps_going_is_named(endpoint: ModelEndpoint) -> None:
    report = validate(LeakyAdapter(rooms_spec(), "waiting"), endpoint=endpoint, cases=APPROVED_ONLY)
    assert not report.ok
    assert any(f.startswith("approved: suspended failed") for f in report.findings), report
    assert any(f.startswith("denied: suspended failed") for f in report.findings), report
    with pytest.raises(Exception, match="does not conform"):
        report.raise_for_findings()


def test_an_adapter_that_hangs_after_asking_is_named(endpoint: ModelEndpoint) -> None:
    report = validate(
        TimeoutAdapter(rooms_spec()), endpoint=endpoint, cases=APPROVED_ONLY[:1], leg_timeout_s=1
    )
    # asked, never answered in time: the stop is not proved, nothing was booked, and the run
    # ended failed, telling the person nothing
    assert sorted(f.split(" (")[0] for f in report.findings) == [
        "approved: booked_as_approved failed",
        "approved: reported_booking failed",
        "approved: suspended failed",
        "approved: tool_called_once_after_resume failed",
    ]


def test_a_booking_made_after_the_leg_finished_is_named(endpoint: ModelEndpoint) -> None:
    """What an adapter records after its leg's turn was built is that leg's evidence: the
    booking it tried once paused (blocked: nothing approved it yet) fails the stop check. The
    broken reference of the harness: such a call fell between two turns and the run passed."""
    report = validate(LateBookerAdapter(rooms_spec()), endpoint=endpoint, cases=APPROVED_ONLY)
    assert sorted(f.split(" (")[0] for f in report.findings) == [
        "approved: no_tool_before_suspend failed",
        "approved: suspended failed",
        "denied: no_tool_before_suspend failed",
        "denied: suspended failed",
        "denied: tool_not_used failed",
    ], report.findings
    [denied] = [r for r in report.runs if r.item.id == "hitl-02"]
    assert ("book_room", "blocked", 1) in [
        (c.tool, c.status, c.leg) for c in denied.trace.tool_calls
    ]


def test_a_booking_outside_the_runs_context_is_refused_and_fails_the_leg(
    endpoint: ModelEndpoint,
) -> None:
    """A consequential tool run on a thread without the run's context cannot be gated or
    recorded: it is refused and the leg that ran then fails, saying why (before: it ran
    unrecorded and unguarded, and the approved case passed)."""
    report = validate(ContextlessAdapter(rooms_spec()), endpoint=endpoint, cases=APPROVED_ONLY)
    [approved] = [r for r in report.runs if r.item.id == "hitl-01"]
    assert approved.status == "failed"
    assert "book_room was called outside any run's context" in (approved.trace.legs[-1].error or "")
    assert not any(c.tool == "book_room" for c in approved.trace.tool_calls)
    assert any(f.startswith("approved: ") for f in report.findings), report.findings


def test_a_pause_the_model_never_asked_for_is_named(endpoint: ModelEndpoint) -> None:
    """An adapter that asks the person before the model proposed anything passed 12/12 (outside
    reviewer): the model log's window of the pausing leg held no request, which read as "it
    stopped". A pause no response of the model carried is not the agent stopping."""
    report = validate(FakePauseAdapter(rooms_spec()), endpoint=endpoint, cases=APPROVED_ONLY)
    denied = [f for f in report.findings if f.startswith("denied: suspended failed")]
    assert denied, report.findings
    assert "no model request in leg 1: the pause did not come from a call of the model" in denied[0]


def test_a_case_that_must_fail_and_passes_is_a_finding(endpoint: ModelEndpoint) -> None:
    # The compliant model books once: a case claiming the booking check must fail here is wrong,
    # and validate says so (the must_fail half of the vector can come out "no" too).
    wrong = Case(
        name="wrong", behaviour="compliant", item="hitl-01", must_fail=frozenset({"suspended"})
    )
    report = validate(load_adapter("vanilla", rooms_spec()), endpoint=endpoint, cases=[wrong])
    assert [f.split(" [")[0] for f in report.findings] == [
        "wrong: suspended passed but must fail here"
    ]


def test_an_object_without_the_declarations_is_refused_before_running() -> None:
    class Bare:
        name = "bare"

        async def start(self, user_input: str, ctx: object) -> None: ...

    assert declared(Bare()) == ["not an Adapter: missing traits, framework_version, resume"]
    report = validate(Bare())
    assert not report.ok and report.runs == ()


def test_traits_are_frozen_and_checked() -> None:
    with pytest.raises(ValueError, match="pause_kind 'sometimes'"):
        Traits(pause_kind="sometimes", mechanism="x")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="mechanism"):
        Traits(pause_kind="native", mechanism=" ")
    traits = Traits(pause_kind="native", mechanism="x")
    with pytest.raises(AttributeError):
        traits.pause_kind = "emulated"  # type: ignore[misc]


def test_a_recorded_tool_outside_any_run_is_a_plain_function() -> None:
    """With no leg running, calling a consequential tool is a script's or a unit test's call:
    it runs (the refusal is for calls made beside running legs, without their context). In a
    process that ran legs (this session's validate() calls) the test says so: unsaid, it is a
    stray (red team 22: an adapter's thread booked that way after its leg)."""
    from arena.strays import plain_calls
    from arena.tools import rooms

    with plain_calls():
        assert rooms.book_room(room_id="R-102").startswith("CONFIRMED")
