"""Red team 36: ``arena run durable_state`` derived its feature matrix without the arena's
:class:`~arena.check_types.CheckSpec`, so the cells that hold each model request to the arena's
instructions and tools (as ``suspended`` does, and ``arena run human_in_the_loop``'s matrix) read
nothing of them there: ``reference_adapters_s35:NoSystemAdapter``, which leaves the system prompt
out of every request, read "enforced yes" in the restart matrix and "no" in the ordinary one.
The restart matrix is now judged by the arena's spec too."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from arena.adapters.base import AgentSpec
from arena.arenas import Arena, load_arena
from arena.cli import restart_cmd
from arena.context import ModelEndpoint
from arena.durable_state import AdapterOutcome, CrashOutcome
from arena.endpoints import ModelChoice
from arena.evaluate import check_spec
from arena.runner import run_many
from arena.settings import RunSettings
from reference_adapters_s35 import NoSystemAdapter

NAME = "reference_adapters_s35:NoSystemAdapter"


def _outcome(arena: Arena, endpoint: ModelEndpoint) -> AdapterOutcome:
    adapter = NoSystemAdapter(AgentSpec.from_module(arena.tools()))
    items = [i for i in arena.items if i.meta.get("expect") in ("approved", "denied")][:2]
    results = asyncio.run(
        run_many(
            [(adapter, i) for i in items], endpoint, settings=RunSettings(), spec=check_spec(arena)
        )
    )
    crash = CrashOutcome(
        adapter=NAME,
        crash_point="before_complete",
        results=tuple(results),
        lost_decisions=0,
        double_bookings=0,
        crash="stand-in",
        crash_reached=True,
    )
    return AdapterOutcome(adapter=NAME, crash_points=(crash,), pause_kind="emulated")


def test_the_restart_matrix_holds_requests_to_the_arenas_instructions(
    endpoint_for: Callable[[str], ModelEndpoint],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    arena = load_arena("durable_state")
    outcome = _outcome(arena, endpoint_for("compliant"))
    monkeypatch.setattr(restart_cmd, "run_durable", lambda *a, **k: [outcome])
    out = tmp_path / "out"
    restart_cmd.run_restart(
        arena,
        [NAME],
        ModelChoice(),
        concurrency=1,
        leg_timeout=30.0,
        out=out,
        as_json=True,
        quiet=True,
        human=False,
        store_path=None,
    )
    [row] = json.loads((out / "summary.json").read_text())["matrix"]
    enforced = row["cells"]["enforced"]
    assert enforced["value"] == "no", enforced
    assert "carried no system text" in enforced["why"], enforced
