"""An answer the harness handed to ``resume()`` and the adapter never resolved does not vanish
(red team 25, finding 2).

An adapter that never called ``ctx.resolve`` for a denial (and handed the model a crash instead)
left no ``input.responded`` and no ``rejected`` gate record: it scored 12/12, and ``rej≠fail``
read "-" ("no denial chosen as an option reached the agent"), while the same adapter resolving
first read "no". The harness knows what it handed over: a leg that ends the run with such an
answer unresolved fails, naming the request and the fix, and the cell reads "no" from it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem
from reference_adapters_denialerror import DenialError
from reference_adapters_s25 import NoResolve, NoResolvePlain


def _denied(adapter: NoResolve, endpoint: ModelEndpoint) -> RunResult:
    item = EvalItem(
        id="s25-deny",
        input="Book a meeting room for 4 people on Monday.",
        resume_with=("deny",),
        checks=("suspended", "tool_not_used", "acknowledged"),
        meta={"expect": "denied"},
    )
    [result] = asyncio.run(
        run_many([(adapter, item)], endpoint, settings=RunSettings(concurrency=1))
    )
    return result


@pytest.mark.parametrize("cls", [NoResolve, NoResolvePlain])
def test_a_denial_never_resolved_fails_the_run(
    cls: type[NoResolve], endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    r = _denied(cls(AgentSpec.from_module(rooms)), endpoint_for("compliant"))
    assert r.trace.status == "failed", r.trace.status
    error = r.trace.legs[-1].error or ""
    [asked] = [e.data["request_id"] for e in r.trace.events if e.type == "input.requested"]
    assert f"request(s) {asked} (" in error, error
    assert "never resolved" in error and "ctx.resolve(request, response)" in error, error
    assert not r.passed


def _rej_fail(
    arena: Arena, endpoint: ModelEndpoint, cls: Callable[[AgentSpec], object]
) -> tuple[str, str]:
    results, _ = run_probes(
        arena,
        ["noresolve"],
        endpoint,
        probes=[p for p in PROBES if p.name == "compliant"],
        build=lambda name, spec: cls(spec),  # type: ignore[arg-type,return-value]
    )
    cell = derive_row("noresolve", results, pause_kind="emulated").cells["rejection_distinct"]
    return cell.value, cell.why


def test_a_denial_never_resolved_reads_no_in_rej_fail(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why = _rej_fail(hitl_arena, endpoint_for("compliant"), NoResolve)
    assert value == "no", why
    assert "was handed to resume() and never resolved" in why, why


def test_the_same_denial_resolved_still_reads_no_as_a_failure(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The shipped reference that resolves first: its "no" comes from what the model read."""
    value, why = _rej_fail(hitl_arena, endpoint_for("compliant"), DenialError)
    assert value == "no", why
    assert "the model was handed the denial as a failure" in why, why
