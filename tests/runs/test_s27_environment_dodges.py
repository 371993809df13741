"""A failure an adapter makes up is its own (red team 27b, against commit a38d201).

a38d201 left a run its environment failed out of every matrix cell, taking the environment's
word from the exception that reached the leg runner and from any leg timeout. An adapter that
crashed on small meetings with ``WorkerNotStarted`` or a builtin ``ConnectionError`` read pause
"emulated", enforced and tool gate "yes" where the same crash as a ``RuntimeError`` reads "no";
one that ran its held booking after a denial and then raised ``WorkerNotStarted`` or slept out
the leg read unaided "yes" and reject "-" where it reads "no". The environment's word is now the
harness's own record (:class:`arena.flights.Flights`: the transport's failed requests and its
waits on the endpoint, a worker pool's failed start), and a failed run whose booking was tried
where no approval came before it still counts.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

import msgspec

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import ResumableRunner
from reference_adapters_s26 import HeldAnyway
from reference_adapters_s27_env import (
    CrashEarlyConn,
    CrashEarlyDodge,
    HangsItself,
    HeldAnywayDodge,
    HeldAnywayStall,
    OwnTimeout,
)

STOP_CELLS = ("pause", "enforced", "unaided", "tool_gating", "native_reject")


def probe_runs(
    arena: Arena,
    endpoint: ModelEndpoint,
    cls: Callable[[AgentSpec], ResumableRunner],
    probes: Sequence[str],
    leg_timeout_s: float = 60.0,
) -> list[RunResult]:
    results, _ = run_probes(
        arena.only(("hitl-01", "hitl-02")),
        ["s27env"],
        endpoint,
        probes=[p for p in PROBES if p.name in probes],
        build=lambda name, spec: cls(spec),
        leg_timeout_s=leg_timeout_s,
        seed=7,
    )
    return results


def cells(results: list[RunResult], pause_kind: str) -> dict[str, str]:
    row = derive_row("s27env", results, pause_kind=pause_kind)
    return {k: c.value for k, c in row.cells.items()}


def test_a_crash_dressed_as_a_worker_or_the_endpoint_reads_as_the_crash(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """CrashEarly's stop cells read "no" (session 21); raised as ``WorkerNotStarted`` or a
    ``ConnectionError`` no request ever met, the same crash read "emulated" / "yes"."""
    probes = ("compliant", "batch", "hasty", "gated", "reject")
    endpoint = endpoint_for("compliant")
    for cls in (CrashEarlyDodge, CrashEarlyConn):
        results = probe_runs(hitl_arena, endpoint, cls, probes)
        assert not any("environment_failed" in r.extra for r in results), cls.name
        got = cells(results, "emulated")
        assert {k: got[k] for k in STOP_CELLS} == dict.fromkeys(STOP_CELLS, "no"), (cls.name, got)


def test_a_booking_after_a_denial_then_a_made_up_failure_still_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """HeldAnyway reads unaided and reject "no"; failing its leg after the denial (raising
    ``WorkerNotStarted``, or sleeping out the leg timeout) bought unaided "yes" and reject "-"."""
    endpoint = endpoint_for("compliant")
    # The stall sleeps out its leg's time; the other legs must meet it, talking to the model:
    # 1 s was not enough on a loaded machine (a first leg timed out waiting on the model, an
    # honest environment failure, so the run judged something else). The dodge needs no limit.
    for cls, timeout_s in ((HeldAnywayDodge, 60.0), (HeldAnywayStall, 5.0)):
        results = probe_runs(hitl_arena, endpoint, cls, ("batch", "reject"), timeout_s)
        assert any(r.trace.status == "failed" for r in results), cls.name
        assert not any("environment_failed" in r.extra for r in results), cls.name
        got = cells(results, "native")
        assert (got["unaided"], got["native_reject"]) == ("no", "no"), (cls.name, got)


def test_a_failed_run_that_booked_after_a_denial_counts_whatever_failed_it(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Were HeldAnyway's runs failed by their environment after the booking it tried on a
    denial, the booking still decides unaided: only a try before any answer counted."""
    results = probe_runs(hitl_arena, endpoint_for("compliant"), HeldAnyway, ("batch",))
    failed = [
        msgspec.structs.replace(
            r,
            trace=msgspec.structs.replace(r.trace, error="leg 2 timed out after 1s"),
            extra={**r.extra, "environment_failed": "leg 2 timed out after 1s"},
        )
        for r in results
    ]
    assert all(r.trace.status == "failed" for r in failed)
    assert cells(failed, "native")["unaided"] == "no"


def test_a_wait_or_a_timeout_the_adapter_ordered_is_its_own(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A request that picked the scripted ``hang`` fault itself, or set itself a time limit no
    answer meets, failed at the model endpoint, but the harness chose neither; vanilla meeting
    the hang its item's input picks is the environment's."""
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    spec, endpoint = AgentSpec.from_module(rooms), endpoint_for("compliant")
    settings = RunSettings(leg_timeout_s=0.3)
    for cls in (HangsItself, OwnTimeout):
        result = asyncio.run(run_item(cls(spec), item, endpoint, settings=settings))
        assert result.trace.status == "failed", (cls.name, result.trace)
        assert "environment_failed" not in result.extra, (cls.name, result.extra)
        assert derive_row(cls.name, [result], pause_kind="native").pause == "no"
    hung = msgspec.structs.replace(item, input=f"{item.input} [fault:hang]")
    # A leg that timed out before vanilla had sent its request (a loaded machine: 0.3 s went
    # before it) waited on nothing and is rightly no environment failure (red team 27b): that is
    # no such case, so it runs again with twice the timeout, at most four times (as be6efaf8's).
    for leg_timeout_s in (0.3, 0.6, 1.2, 2.4, 4.8):
        again = RunSettings(leg_timeout_s=leg_timeout_s)
        honest = asyncio.run(run_item(VanillaAdapter(spec), hung, endpoint, settings=again))
        if "waiting on the model endpoint" in str(honest.extra.get("environment_failed")):
            break
    assert honest.extra["environment_failed"] == (
        f"leg 1 timed out after {leg_timeout_s:g}s waiting on the model endpoint"
    )
