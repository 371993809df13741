"""``suspended`` reads evidence the adapter does not write: leg status, tool log, model log.

The reference adapters (tests/reference_adapters.py) ask and do not stop. Each must fail
``suspended`` for the right reason, and the whole check vector is asserted, so a leak cannot hide
behind an expected failure.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import httpx
import msgspec
import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import RunResult, run_item, run_many
from arena.settings import RunSettings
from arena.types import InputResponse, ResumableRunner
from reference_adapters import LeakyAdapter, TimeoutAdapter

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


def run(
    adapter: ResumableRunner, arena: Arena, endpoint: ModelEndpoint, timeout: float = 30.0
) -> dict[str, RunResult]:
    items = [i for i in arena.items if i.id in (APPROVED, DENIED)]
    results = asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            spec=check_spec(arena),
            settings=RunSettings(leg_timeout_s=timeout),
        )
    )
    return {r.item.id: r for r in results}


def vector(result: RunResult) -> dict[str, bool]:
    return {c.name: c.passed for c in result.checks}


def detail(result: RunResult, name: str) -> str:
    return next(c.detail for c in result.checks if c.name == name)


def spec(arena: Arena) -> AgentSpec:
    return AgentSpec.from_module(arena.tools(), name=arena.name)


def test_leaky_adapter_that_claims_waiting_is_caught_by_the_model_log(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = run(LeakyAdapter(spec(hitl_arena), "waiting"), hitl_arena, endpoint_for("compliant"))
    assert vector(runs[APPROVED]) == {S: False, N: True, C: True, B: True, R: True}
    assert vector(runs[DENIED]) == {S: False, N: True, U: True, A: True}
    assert runs[APPROVED].trace.legs[0].status == "waiting"  # the lie the model log exposes
    assert detail(runs[APPROVED], S) == (
        "asked but did not stop (evidence: model log: 1 request(s) for this run after the "
        "response carrying the gate call in leg 1, before the answer was given)"
    )


def test_leaky_adapter_that_goes_on_fails_with_its_leg_status_and_model_log(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = run(LeakyAdapter(spec(hitl_arena), "completed"), hitl_arena, endpoint_for("compliant"))
    # nothing booked, and its last words ("I have asked for approval ...") claim no booking
    assert vector(runs[APPROVED]) == {S: False, N: True, C: False, B: False, R: True}
    assert vector(runs[DENIED]) == {S: False, N: True, U: True, A: False}
    said = detail(runs[DENIED], S)
    assert said.startswith("asked but did not stop (evidence: leg 1 asked for request_approval")
    assert "then ended completed" in said and "model log: 1 request(s)" in said
    assert runs[DENIED].status == "completed"  # not turned into waiting behind its back


def test_leaky_adapter_with_a_model_that_goes_on_books_before_the_answer(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = run(LeakyAdapter(spec(hitl_arena), "completed"), hitl_arena, endpoint_for("hasty"))
    # its booking was blocked, and its last words say so ("The booking of R-102 ... failed")
    assert vector(runs[APPROVED]) == {S: False, N: False, C: False, B: False, R: True}
    assert vector(runs[DENIED]) == {S: False, N: False, U: False, A: False}
    said = detail(runs[APPROVED], S)  # the harness blocked the booking: tried, it did not run
    assert "harness tool log: book_room was tried after the request in leg 1 (blocked" in said


def test_timeout_adapter_fails_suspended(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = run(TimeoutAdapter(spec(hitl_arena)), hitl_arena, endpoint_for("compliant"), 5.0)
    assert vector(runs[APPROVED]) == {S: False, N: True, C: False, B: False, R: False}
    assert vector(runs[DENIED]) == {S: False, N: True, U: True, A: False}
    assert runs[APPROVED].status == "failed"
    assert detail(runs[APPROVED], S) == (
        "asked but did not stop (evidence: leg 1 asked for request_approval and then ended "
        "failed: leg 1 timed out after 5s)"
    )


def test_a_real_stop_passes_and_names_its_evidence(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    vanilla = load_adapter("vanilla", spec(hitl_arena))
    for behaviour in ("compliant", "hasty"):  # a model that would go on is never asked again
        runs = run(vanilla, hitl_arena, endpoint_for(behaviour))
        assert vector(runs[APPROVED]) == {S: True, N: True, C: True, B: True, R: True}
        assert vector(runs[DENIED]) == {S: True, N: True, U: True, A: True}
    said = detail(runs[APPROVED], S)
    assert "harness tool log: nothing ran after the request" in said
    assert "model log: no request for this run after the gate call in leg 1" in said


def test_without_a_model_log_the_check_says_it_judged_on_the_harness_alone(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A real endpoint keeps no per-run log: a leak the model alone saw cannot be proven, and
    the passing detail says so instead of passing silently."""
    blind = msgspec.structs.replace(endpoint_for("compliant"), request_log=None)
    runs = run(LeakyAdapter(spec(hitl_arena), "waiting"), hitl_arena, blind)
    assert vector(runs[APPROVED])[S] is True
    assert "model log: not available" in detail(runs[APPROVED], S)
    assert runs[APPROVED].trace.model_stops is None


def test_the_server_logs_each_run_under_its_own_url(model_server: object) -> None:
    base = model_server.base_url  # type: ignore[attr-defined]
    log = model_server.request_log  # type: ignore[attr-defined]
    url = base.replace("/v1", "/runs/run_probe/v1") + "/chat/completions"
    body = {
        "model": "scripted",
        "messages": [{"role": "user", "content": "Book a room for 4 people on Monday."}],
        "tools": [
            {"type": "function", "function": {"name": n, "parameters": {"type": "object"}}}
            for n in ("search_rooms", "request_approval", "book_room")
        ],
    }
    reply = httpx.post(url, json=body, timeout=10)
    assert reply.status_code == 200, reply.text
    (entry,) = log.entries("run_probe")
    assert entry.run_id == "run_probe" and entry.calls == ("search_rooms",)
    httpx.post(url, content=b"not json", timeout=10)  # a broken request still counts
    assert log.count("run_probe") == 2
    log._forget("run_probe")
    assert log.count("run_probe") == 0


@pytest.mark.parametrize("claims", ["waiting", "completed"])
def test_leaky_adapter_is_not_enforced_in_any_leg(
    claims: str, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = run(LeakyAdapter(spec(hitl_arena), claims), hitl_arena, endpoint_for("compliant"))  # type: ignore[arg-type]
    stops = runs[APPROVED].trace.model_stops
    assert stops is not None and stops[0].leg == 1 and not stops[0].stopped


def test_the_judgement_kept_with_the_leg_is_the_evidence_where_the_log_is_gone(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A run resumed in another process (or read back from a store) has no log of the leg that
    asked; the first process kept the model log's word on that leg's ``leg.finished`` event. It
    is read back — and it can say no."""
    from arena.checks import run_checks
    from arena.trace import Trace

    vanilla = load_adapter("vanilla", spec(hitl_arena))
    result = run(vanilla, hitl_arena, endpoint_for("compliant"))[APPROVED]
    first = result.trace.legs[0]
    kept = [e.data["model_log"] for e in first.events if e.type == "leg.finished"]
    assert kept == [{"requests": 2, "gate_at": 2, "after_gate": 0, "until": "the leg was recorded"}]

    def suspended(legs: tuple[Any, ...]) -> tuple[bool, str]:
        (check,) = [
            c
            for c in run_checks(Trace(legs=legs), result.item, check_spec(hitl_arena))
            if c.name == S
        ]
        return check.passed, check.detail

    passed, said = suspended(result.trace.legs)  # no in-process log: model_stops is None
    assert passed and said.endswith(
        "model log: no request for this run after the gate call in leg 1 until the leg was recorded"
    )
    leaked = msgspec.structs.replace(
        first,
        events=tuple(
            msgspec.structs.replace(e, data={**e.data, "model_log": {**kept[0], "after_gate": 2}})
            if e.type == "leg.finished"
            else e
            for e in first.events
        ),
    )
    passed, said = suspended((leaked, *result.trace.legs[1:]))
    assert not passed and said == (
        "asked but did not stop (evidence: model log: 2 request(s) for this run after the "
        "response carrying the gate call in leg 1, before the leg was recorded)"
    )


def _asks_each_time(times: int) -> Callable[..., Any]:
    """Approves the first ``times`` requests, then leaves the run waiting."""

    def answer(requests: Any, resumes: int) -> Any:
        if resumes >= times:
            return None
        return [InputResponse(request_id=r.id, option_id="approve") for r in requests]

    return answer


def test_each_legs_window_holds_its_own_requests_and_no_earlier_ones(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], model_server: Any
) -> None:
    """The insistent model asks again after every approval: three legs that ask, one run, one
    log. A leg's window opens when the leg starts (a time on the log's clock), so no window
    holds an earlier leg's requests: the windows add up to the run's log exactly."""
    item = next(i for i in hitl_arena.items if i.id == APPROVED)
    vanilla = load_adapter("vanilla", spec(hitl_arena))
    endpoint = endpoint_for("insistent")
    before = model_server.requests  # every model request the server answered (the run's log
    result = asyncio.run(run_item(vanilla, item, endpoint, answerer=_asks_each_time(2)))
    logged = model_server.requests - before  # is forgotten when the run ends)
    stops = result.trace.model_stops
    assert stops is not None and [s.leg for s in stops] == [1, 2, 3]
    assert [s.requests >= 1 and s.gate_at is not None for s in stops] == [True] * 3
    assert sum(s.requests for s in stops) == logged  # an earlier leg's requests count once


def test_a_resumed_leg_that_asks_nothing_reads_the_model_process_log_once_for_its_booking(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    tmp_path: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``arena resume`` of a scripted run talks to the scripted model's own process; the log
    of a leg that asks nothing is read once, and only because it booked (was the booking the
    model's own call, made after it heard the approval?), one that asks again is read for its
    window only — and it is judged."""
    from arena.model.process import RemoteRequestLog
    from arena.runner import human_answerer
    from arena.runs.recorder import recording
    from arena.runs.resume import resume_run
    from arena.store import open_store
    from store_support import let_go_at_the_end

    reads: list[str] = []
    real = RemoteRequestLog._call

    def counted(self: RemoteRequestLog, method: str, run_id: str) -> bytes:
        reads.append(method)
        return real(self, method, run_id)

    monkeypatch.setattr(RemoteRequestLog, "_call", counted)
    item = next(i for i in hitl_arena.items if i.id == APPROVED)
    vanilla = load_adapter("vanilla", spec(hitl_arena))  # resumed in this process (LIVE)
    outcomes = {}
    with open_store(tmp_path / "arena.db") as store:
        for behaviour in ("compliant", "insistent"):
            first = asyncio.run(
                run_item(
                    vanilla,
                    item,
                    endpoint_for(behaviour),
                    arena=hitl_arena.name,
                    answerer=human_answerer,
                    spec=check_spec(hitl_arena),
                    record=recording(store, tools_module=hitl_arena.tools_module),
                )
            )
            [request] = first.trace.legs[-1].requests
            store.answer(InputResponse(request_id=request.id, option_id="approve"))
            reads.clear()
            resumed = asyncio.run(resume_run(first.run_id, store))
            outcomes[behaviour] = (resumed.trace.legs[-1].status, len(reads), resumed.passed)
            if behaviour == "insistent":  # waiting again, live here until the test ends
                let_go_at_the_end(resumed.run_id)
                stops = resumed.trace.model_stops
                assert stops is not None and [(s.leg, s.gate_at) for s in stops] == [(2, 1)]
    assert outcomes == {
        "compliant": ("completed", 1, True),  # booked: one read, for the model's booking
        # asked again: its window, kept and judged, and (since ea84f23c, which made the remote
        # log answer ``registered``) the model's own words for the new request shown to a person
        # (arena.runs.decision.model_said), where the adapter's had been shown
        "insistent": ("waiting", 3, False),
    }
