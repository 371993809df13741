"""The report's scorecard counts a run as paused only where it stopped (evidence44).

"runs that paused" read each asking leg's status: the leaky reference adapter (it answers the
gate with a placeholder and goes on calling the model, while its leg says ``waiting``) read
"paused" on every run, beside its own failed ``suspended`` check ("asked but did not stop
(evidence: model log: 1 request(s) for this run after the response carrying the gate call …)")
and the matrix's "pause leaky". The scorecard now takes the run's ``suspended`` check, read off
the model's own log, over the leg's word; an honest pause still counts.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.reporting.evidence import run_evidence, scorecard
from arena.results import run_record
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import LeakyAdapter


def _views(adapter: object, arena: Arena, endpoint: ModelEndpoint) -> list:  # type: ignore[type-arg]
    items = [i for i in arena.items if i.meta.get("expect") in ("approved", "denied")][:2]
    runs = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint, settings=RunSettings(concurrency=2))  # type: ignore[misc]
    )
    return [run_evidence(json.loads(json.dumps(run_record(r), default=str))) for r in runs]


def test_a_leg_that_said_waiting_and_went_on_did_not_pause(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    views = _views(
        LeakyAdapter(AgentSpec.from_module(rooms), "waiting"), hitl_arena, endpoint_for("compliant")
    )
    for view in views:
        suspended = next(c for c in view.record["checks"] if c["name"] == "suspended")
        assert suspended["passed"] is False and "did not stop" in suspended["detail"]
        assert view.facts["paused"] is False
        assert any(s.name == "presented" for r in view.requests for s in r.steps)  # as it said
    assert scorecard(views)["paused"] == (0, len(views))


def test_an_honest_pause_still_counts(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    views = _views(
        VanillaAdapter(AgentSpec.from_module(rooms)), hitl_arena, endpoint_for("compliant")
    )
    assert scorecard(views)["paused"] == (len(views), len(views))
