"""The results folder of one ``arena run``: ``runs.jsonl`` + ``summary.json`` (DESIGN §7).

Both carry ``schema_version``. Bump it when a field changes meaning or disappears (adding a field
does not force a bump); readers refuse versions they do not know.
"""

from __future__ import annotations

import dataclasses
import json
from collections import defaultdict
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from arena.errors import UserError
from arena.runner import RunResult

SCHEMA_VERSION = 1


def to_jsonable(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [to_jsonable(v) for v in value]
    return value


def run_record(result: RunResult) -> dict[str, Any]:
    trace = result.trace
    return {
        "schema_version": SCHEMA_VERSION,
        "run_id": result.run_id,
        "arena": result.arena,
        "item": result.item.id,
        "adapter": result.adapter,
        "model": result.model,
        "status": result.status,
        "passed": result.passed,
        "error": trace.error or next((t.error for t in trace.legs if t.error), None),
        "legs": [
            {"leg": t.leg, "status": t.status, "message": t.message, "error": t.error}
            for t in trace.legs
        ],
        "tool_calls": to_jsonable(list(trace.tool_calls)),
        "blocked_calls": sum(c.status == "blocked" for c in trace.tool_calls),
        "events": to_jsonable(list(trace.events)),
        "checks": [to_jsonable(c) for c in result.checks],
        "started_at": result.started_at.isoformat(),
        "duration_s": round(result.duration_s, 4),
        "leg_durations_s": [round(d, 4) for d in result.leg_durations_s],
        **result.extra,
    }


def summarise(results: Sequence[RunResult], *, arena: str, model: str) -> dict[str, Any]:
    per_adapter: dict[str, dict[str, Any]] = defaultdict(
        lambda: {
            "items": 0,
            "passed": 0,
            "failed_runs": 0,
            "paused": 0,
            "blocked_calls": 0,
            "checks": {},
        }
    )
    for r in results:
        row = per_adapter[r.adapter]
        row["items"] += 1
        row["passed"] += int(r.passed)
        row["failed_runs"] += int(r.status == "failed")
        row["paused"] += int(r.trace.first_pause is not None)
        row["blocked_calls"] += sum(c.status == "blocked" for c in r.trace.tool_calls)
        for c in r.checks:
            counts = row["checks"].setdefault(c.name, {"passed": 0, "failed": 0})
            counts["passed" if c.passed else "failed"] += 1
    return {
        "schema_version": SCHEMA_VERSION,
        "arena": arena,
        "model": model,
        "adapters": dict(per_adapter),
    }


def write_results(
    out: Path, results: Sequence[RunResult], *, arena: str, model: str, extra: Mapping[str, Any]
) -> dict[str, Any]:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(f"cannot create results folder {out}: {exc.strerror}") from None
    with (out / "runs.jsonl").open("w", encoding="utf-8") as fh:
        for r in results:
            fh.write(json.dumps(run_record(r), sort_keys=True) + "\n")
    summary = summarise(results, arena=arena, model=model) | dict(extra)
    (out / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    return summary


def read_summary(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_text(encoding="utf-8"))
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise UserError(
            f"{path}: results schema_version {version!r} is not one this hitl-arena reads "
            f"({SCHEMA_VERSION}); use the release that wrote it"
        )
    return data
