"""A framework worker that failed to start before any leg (``arena.warmup`` starts it first)
was the agent's failure: with HOME read-only CrewAI's worker said "failed to start: OSError:
[Errno 30] Read-only file system: '~/.local'", and its run read four failed checks and the
matrix ``pause unsupported`` (users tester 31). The leg that meets the failed start is the
environment's, as for a worker still starting (``test_matrix_environment_failed``): the pool
notes it whenever the worker is not ready, not only while it was starting."""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.errors import WorkerNotStarted
from arena.matrix import derive_row
from arena.runner import run_item
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import Turn
from arena.workers.process import WorkerProcess
from arena.workers.protocol import PROTOCOL_VERSION, encode

READY_WITH_ERROR = encode(
    {"op": "ready", "protocol": PROTOCOL_VERSION, "error": "OSError: [Errno 30] Read-only"}
)


class _FailsToStart(WorkerProcess):
    """Says it is ready with the reason it cannot work, then exits (what a driver whose import
    failed does)."""

    def _popen(self, env: dict[str, str]) -> subprocess.Popen[str]:
        code = f"import sys; sys.stdout.write({READY_WITH_ERROR!r}); sys.stdout.flush()"
        pipe = subprocess.PIPE
        return subprocess.Popen(
            [sys.executable, "-c", code], stdin=pipe, stdout=pipe, stderr=pipe, text=True, env=env
        )


class WarmedThenFailed(VanillaAdapter):
    """Its worker was started (and failed) before the leg, as ``warm()`` does; the leg then waits
    for it like any worker adapter."""

    name = "warmed_then_failed"

    def __init__(self, spec: AgentSpec) -> None:
        super().__init__(spec)
        self.worker = _FailsToStart(Path(sys.executable), "fails_to_start")
        with contextlib.suppress(WorkerNotStarted):  # outside any leg: nothing to note it in
            self.worker.ensure_ready(5.0)

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        await asyncio.to_thread(self.worker.ensure_ready, 5.0)
        raise AssertionError("unreachable: the worker failed to start")


def test_a_worker_that_failed_before_the_leg_is_the_environments(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = WarmedThenFailed(AgentSpec.from_module(rooms))
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    settings = RunSettings(leg_timeout_s=5)
    result = asyncio.run(run_item(adapter, item, endpoint_for("compliant"), settings=settings))
    assert result.trace.status == "failed", result.trace
    assert "failed to start" in (result.trace.legs[-1].error or ""), result.trace
    assert result.extra.get("environment_failed"), result.extra
    row = derive_row(adapter.name, [result], pause_kind="native")
    assert row.pause == "-", row.cells["pause"]
