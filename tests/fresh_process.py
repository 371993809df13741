"""Pause in this process, resume in a fresh interpreter: the scaffolding adapter tests share.

What a store would keep between the two legs is exactly what goes through the JSON file here: the
run id, the leg, the session snapshot and the pending requests. Nothing else may cross, which is
what makes the test prove durability. The adapter test modules run themselves as the second process
(``python tests/adapters/test_adapter_x.py ...``) with ``tests/`` on ``PYTHONPATH`` (``run_script``
puts it there), so this module is importable both under pytest and there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from arena.context import ModelEndpoint, RunContext
from arena.session import SessionLine
from arena.types import InputRequest, InputResponse, Option, Turn

TESTS = Path(__file__).resolve().parent


def request_to_json(r: InputRequest) -> dict[str, Any]:
    """The fields of a pending request the resuming process needs, as plain JSON."""
    return {
        "id": r.id,
        "run_id": r.run_id,
        "action": r.action,
        "tool_name": r.tool_name,
        "args": dict(r.args),
        "options": [{"id": o.id, "label": o.label} for o in r.options],
        "leg": r.leg,
        "native_id": r.native_id,
    }


def request_from_json(d: Mapping[str, Any]) -> InputRequest:
    fields = dict(d)
    options = tuple(Option(**o) for o in fields.pop("options", ()))
    return InputRequest(**fields, **({"options": options} if options else {}))


def paused_state(ctx: RunContext) -> dict[str, Any]:
    """What leg 1 leaves behind: run id, leg, session snapshot, pending requests."""
    return {
        "run_id": ctx.run_id,
        "leg": ctx.leg,
        "snapshot": ctx.session.snapshot(),
        "pending": [request_to_json(r) for r in ctx.pending.values()],
    }


def restored_context(
    state: Mapping[str, Any], *, adapter: str, endpoint: ModelEndpoint
) -> RunContext:
    """A new RunContext built from ``paused_state`` output alone."""
    pending = [request_from_json(d) for d in state["pending"]]
    return RunContext(
        run_id=state["run_id"],
        adapter=adapter,
        endpoint=endpoint,
        session=SessionLine.restore(state["snapshot"]),
        leg=state.get("leg", max(r.leg for r in pending)),
        pending={r.id: r for r in pending},
    )


def answer_all(ctx: RunContext, option_id: str) -> list[InputResponse]:
    """The same choice for every pending request of ``ctx``, handed over as the harness does
    (``RunContext.deliver``) so the adapter's resume may resolve the requests with it."""
    answers = [InputResponse(request_id=rid, option_id=option_id) for rid in ctx.pending]
    ctx.deliver(answers)
    return answers


def outcome(turn: Turn, *call_fields: str) -> dict[str, Any]:
    """A resumed leg as JSON: status, error, message and each tool call's tool, status, fields."""
    fields = ("tool", "status", *call_fields)
    return {
        "status": turn.status,
        "error": turn.error,
        "message": turn.message,
        "calls": [[getattr(c, f) for f in fields] for c in turn.tool_calls],
    }


def run_script(script: str | Path, *args: str) -> str:
    """Run ``script`` in a fresh interpreter; its stdout. Fails the test with its stderr's tail."""
    # The script lives in tests/<seam>/; its shared helpers (this module) live in tests/.
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    done = subprocess.run(
        [sys.executable, str(script), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": path},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def last_json_line(stdout: str) -> Any:
    """The JSON a second process printed last (anything a framework logged comes before it)."""
    return json.loads(stdout.strip().splitlines()[-1])
