"""A user's own adapter that crashes or breaks the contract is told where and how (outside
tester 21, finding 2): a ``KeyError`` raised in ``resume`` read "run failed: KeyError: 'oops in
my resume'" with no file or line anywhere; a ``resume`` returning None read as the harness's
"AttributeError: 'NoneType' object has no attribute 'tool_calls'"; a sync ``start`` as asyncio's
"An asyncio.Future, a coroutine or an awaitable is required"."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import reference_adapters_crashing as ref
from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.runner import RunResult, run_item
from arena.tools import rooms

ROOT = Path(__file__).resolve().parents[2]
ARENA = Path(sys.executable).parent / "arena"
WHERE = f"reference_adapters_crashing.py:{ref.RAISE_LINE} in _lookup"


def _run(adapter: VanillaAdapter, arena: Arena, endpoint: ModelEndpoint) -> RunResult:
    item = next(i for i in arena.items if i.meta.get("expect") == "approved")
    return asyncio.run(run_item(adapter, item, endpoint))


def _spec() -> AgentSpec:
    return AgentSpec.from_module(rooms)


def test_an_exception_in_the_users_resume_names_its_file_and_line_and_keeps_the_traceback(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    r = _run(ref.RaisesInResume(_spec()), hitl_arena, endpoint_for("compliant"))
    assert r.trace.status == "failed"
    error = r.trace.legs[-1].error or ""
    assert error.startswith("KeyError: 'oops in my resume'"), error
    assert WHERE in error, error  # the user's own frame, not the leg runner's
    assert "leg_runner" not in error, error
    (event,) = [e for e in r.trace.events if e.type == "error" and e.leg == 2]
    tb = str(event.data.get("traceback"))
    assert "Traceback (most recent call last)" in tb, event.data
    assert f'reference_adapters_crashing.py", line {ref.RAISE_LINE}' in tb, tb


def test_a_resume_that_returns_none_is_said_as_the_adapters(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = ref.ResumeReturnsNone(_spec())
    r = _run(adapter, hitl_arena, endpoint_for("compliant"))
    assert r.trace.status == "failed"
    error = r.trace.legs[-1].error or ""
    assert error.startswith(f"{adapter.name}.resume() returned None, not a Turn"), error
    assert "NoneType" not in error and "tool_calls" not in error, error


def test_a_start_that_is_not_async_is_said_to_be_so(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    adapter = ref.SyncStart(_spec())
    r = _run(adapter, hitl_arena, endpoint_for("compliant"))
    assert r.trace.status == "failed"
    error = r.trace.legs[0].error or ""
    assert error.startswith(f"{adapter.name}.start must be async def"), error
    assert "asyncio.Future" not in error, error


def test_arena_run_shows_the_users_frame_on_screen_and_keeps_the_traceback(
    tmp_path: Path,
) -> None:
    """What a user of ``arena run`` sees: the screen names the file and line of their own code,
    runs.jsonl keeps the traceback."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT / "tests")])}
    out = tmp_path / "out"
    proc = subprocess.run(
        [str(ARENA), "run", "human_in_the_loop", "--adapter",
         "reference_adapters_crashing:RaisesInResume", "--item", "hitl-01", "--out", str(out)],
        capture_output=True, text=True, env={**env, "COLUMNS": "200"}, cwd=ROOT / "tests",
        timeout=300,
    )  # fmt: skip
    assert proc.returncode == 1, proc.stdout + proc.stderr
    screen = " ".join(proc.stdout.split())
    assert WHERE in screen, proc.stdout
    (runs,) = out.rglob("runs.jsonl")
    assert "Traceback (most recent call last)" in runs.read_text(), runs.read_text()[:2000]
