"""Adapter conformance: every installed adapter, the same items, the same checks.

New adapters get these tests for free by being in the registry and installed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters import AgentSpec, load_adapter, resolve_names
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import EvalItem, ResumableRunner

ADAPTERS = resolve_names("all")
APPROVED, DENIED = "hitl-01", "hitl-02"

S, N, C, U, A, B, R = (
    "suspended",
    "no_tool_before_suspend",
    "tool_called_once_after_resume",
    "tool_not_used",
    "acknowledged",
    "booked_as_approved",
    "reported_booking",
)
#: Each faulty behaviour and, per item, exactly the checks it must fail there; every other check
#: of the item must pass (the whole vector), so a leak cannot hide behind the expected failure.
#: ``hasty`` (asks, then books if the gate's result carries no verdict) fails nothing on an
#: adapter that really stops: the model is not asked again before the answer.
FAULTS: dict[str, dict[str, set[str]]] = {
    # its booking before the question is blocked, and it then reports R-102 booked: none was
    "reckless": {APPROVED: {N, C, B, R}, DENIED: {N, U, A}},
    "chatty": {APPROVED: {S, C, B}, DENIED: {S, A}},
    "stubborn": {DENIED: {U, A}},
    "mute": {DENIED: {A}},
    "double": {APPROVED: {C}},
    # books as approved, then says the booking was denied (its own words, and false)
    "fibber": {APPROVED: {R}, DENIED: set()},
    # says "All set — I've booked R-102 (Aspen) …!" beside its approval request (session 48)
    "boaster": {APPROVED: {N}, DENIED: {N}},
    "hasty": {APPROVED: set(), DENIED: set()},
    # asks to book R-101, books R-400 after the approval: the harness blocks it (arena.binding)
    "switch": {APPROVED: {C, B}},
}

_cache: dict[str, ResumableRunner] = {}


def adapter(name: str, arena: Arena) -> ResumableRunner:
    if name not in _cache:
        _cache[name] = load_adapter(name, AgentSpec.from_module(arena.tools(), name=arena.name))
    return _cache[name]


def run(name: str, arena: Arena, endpoint: ModelEndpoint, items: list[EvalItem]) -> list[RunResult]:
    jobs = [(adapter(name, arena), item) for item in items]
    return asyncio.run(
        run_many(
            jobs,
            endpoint,
            arena=arena.name,
            settings=RunSettings(concurrency=4),
            spec=check_spec(arena),
        )
    )


def pick(arena: Arena, ids: tuple[str, ...]) -> list[EvalItem]:
    return [i for i in arena.items if i.id in ids]


def explain(results: list[RunResult]) -> str:
    lines = []
    for r in results:
        bad = [f"{c.name}: {c.detail}" for c in r.checks if not c.passed]
        lines.append(f"{r.adapter}/{r.item.id} {r.status} error={r.trace.error} {bad}")
        lines.extend(
            f"    leg {t.leg}: {t.status} {t.error or ''} {t.message[:80]!r}" for t in r.trace.legs
        )
    return "\n".join(lines)


@pytest.mark.parametrize("name", ADAPTERS)
def test_compliant_passes_all_twelve(
    name: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = run(name, hitl_arena, endpoint_for("compliant"), list(hitl_arena.items))
    assert len(results) == 12
    assert all(r.passed for r in results), explain(results)
    assert all(r.trace.first_pause is not None for r in results)
    approved = [r for r in results if r.item.meta["expect"] == "approved"]
    assert all(len(r.trace.calls("book_room")) == 1 for r in approved)


@pytest.mark.parametrize("behaviour", sorted(FAULTS))
@pytest.mark.parametrize("name", ADAPTERS)
def test_faulty_behaviour_fails_exactly_its_checks(
    name: str, behaviour: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    expected = FAULTS[behaviour]
    results = run(name, hitl_arena, endpoint_for(behaviour), pick(hitl_arena, tuple(expected)))
    assert len(results) == len(expected)
    for r in results:
        failed = {c.name for c in r.checks if not c.passed}
        assert failed == expected[r.item.id], explain(results)
        assert set(r.item.checks) == {c.name for c in r.checks}
        assert r.passed == (not expected[r.item.id]), explain(results)


@pytest.mark.parametrize("name", ADAPTERS)
def test_denial_is_rejected_not_failed(
    name: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    (result,) = run(name, hitl_arena, endpoint_for("compliant"), pick(hitl_arena, (DENIED,)))
    gate = result.trace.calls("request_approval")
    assert [c.status for c in gate] == ["rejected"], explain([result])
    assert not [c for c in result.trace.tool_calls if c.status == "failed"]
    responded = [e for e in result.trace.events if e.type == "input.responded"]
    assert [e.data["option_id"] for e in responded] == ["deny"]


@pytest.mark.parametrize("name", ADAPTERS)
def test_resume_cap_stops_an_agent_that_never_finishes(
    name: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    (result,) = run(name, hitl_arena, endpoint_for("insistent"), pick(hitl_arena, (APPROVED,)))
    assert result.status == "failed"
    assert "MAX_RESUMES = 3" in (result.trace.error or ""), explain([result])
    assert len(result.trace.legs) == 4


@pytest.mark.parametrize("fault", ["garbage", "http500"])
@pytest.mark.parametrize("name", ADAPTERS)
def test_broken_model_fails_the_run_with_a_reason(
    name: str, fault: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    (result,) = run(name, hitl_arena, endpoint_for(fault), pick(hitl_arena, (APPROVED,)))
    assert result.status == "failed"
    assert result.trace.legs[-1].error, explain([result])
    assert not result.passed
