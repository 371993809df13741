"""The report's content, computed from a results folder: what the template lays out.

Nothing here formats HTML; the template does, with autoescaping on, so every string that came
from a run (messages, tool results, item text, names) is shown as text and never interpreted.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from arena.check_task import stems
from arena.reliability import open_record
from arena.reporting import svg
from arena.reporting.evidence import DEFAULT_TOOLS, RunEvidence, run_evidence, scorecard
from arena.reporting.matrix_evidence import folder_matrix
from arena.reporting.rejudged import said, unlogged, unlogged_line
from arena.results import Results, interrupted_line, reliability_of


def _scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def matrix_table(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Whatever columns the matrix rows have: scalars as cells, anything else as evidence."""
    columns: list[str] = []
    for row in rows:
        columns += [k for k, v in row.items() if _scalar(v) and k not in columns]
    evidence = [
        {k: json.dumps(v, indent=1, sort_keys=True) for k, v in row.items() if not _scalar(v)}
        for row in rows
    ]
    cells = [[row.get(c) for c in columns] for row in rows]
    return {"columns": columns, "rows": list(zip(cells, evidence, strict=True))}


def waiting(runs: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Runs left waiting for a person (``--human``), per adapter: neither passed nor failed."""
    counts: dict[str, int] = defaultdict(int)
    for r in runs:
        if open_record(r):
            counts[str(r.get("adapter"))] += 1
    return dict(counts)


def rates(results: Results) -> dict[str, Any]:
    """pass^k and pass@k per adapter, without the waiting runs, from the folder's runs (its
    ``runs.jsonl``) wherever it has any: ``summary.json``'s copy was shown as it stood, so a
    summary edited by hand (pass^1 0.50 beside 12 passing runs) was the report's figure
    (redteam43); and folders written before waiting runs were left out counted them failed."""
    if results.runs:
        return reliability_of(results.runs, results.summary.get("interrupted"))
    return dict(results.summary.get("reliability") or {})


def counts(results: Results) -> dict[str, dict[str, int]]:
    """Runs, passed and failed runs per adapter, counted from the folder's runs wherever it has
    any (an adapter ``summary.json`` names with none: 0), else ``summary.json``'s: the report's
    numbers are its runs', as :func:`rates` are."""
    summary = results.summary.get("adapters") or {}
    if not results.runs:
        return {
            str(a): {k: int(row.get(k) or 0) for k in ("runs", "passed", "failed_runs")}
            for a, row in summary.items()
        }
    out = {str(a): {"runs": 0, "passed": 0, "failed_runs": 0} for a in summary}
    for r in results.runs:
        row = out.setdefault(str(r.get("adapter")), {"runs": 0, "passed": 0, "failed_runs": 0})
        row["runs"] += 1
        row["passed"] += int(bool(r.get("passed")))
        row["failed_runs"] += int(r.get("status") == "failed")
    return out


def build(results: Results) -> dict[str, Any]:
    summary, runs = results.summary, results.runs
    tools = summary.get("tools") or DEFAULT_TOOLS
    views = [run_evidence(r, tools) for r in runs]
    by_adapter: dict[str, list[RunEvidence]] = defaultdict(list)
    for v in views:
        by_adapter[str(v.record.get("adapter"))].append(v)
    adapters = list(summary.get("adapters") or by_adapter)
    adapters += [a for a in by_adapter if a not in adapters]
    items = list(dict.fromkeys(str(r.get("item")) for r in runs))
    rel = rates(results)
    held = waiting(runs)
    counted = counts(results)
    measured = folder_matrix(results)
    frameworks = (summary.get("versions") or {}).get("frameworks") or {}
    overview = []
    for a in adapters:
        tally = counted.get(a, {})
        r = rel.get(a, {})
        overview.append(
            {
                "adapter": a,
                "version": frameworks.get(a, ""),
                "runs": tally.get("runs", len(by_adapter[a])),
                "passed": tally.get(
                    "passed", sum(bool(v.record.get("passed")) for v in by_adapter[a])
                ),
                "failed_runs": tally.get("failed_runs", 0),
                "waiting": held.get(a, 0),
                "k": r.get("k", 1),
                "pass1": (r.get("by_k") or {}).get("1", {}).get("pass^k"),
                "passk": r.get("pass^k"),
                "pass_at_k": r.get("pass@k"),
                "not_computed": r.get("not_computed"),
                "score": scorecard(by_adapter[a]),
            }
        )
    grid = []
    for a in adapters:
        cells = []
        for item in items:
            mine = [v for v in by_adapter[a] if v.record.get("item") == item]
            ok = sum(bool(v.record.get("passed")) for v in mine)
            wait = sum(v.record.get("status") == "waiting" for v in mine)
            decided = len(mine) - wait
            state = (
                "none"
                if not mine
                else "waiting"
                if not decided
                else "pass"
                if ok == decided
                else "fail"
                if not ok
                else "mixed"
            )
            cells.append(
                {"item": item, "passed": ok, "runs": decided, "waiting": wait, "state": state}
            )
        grid.append({"adapter": a, "cells": cells})
    details = {a: _per_item(by_adapter[a], items) for a in adapters}
    k = max((o["k"] for o in overview), default=1)
    # One try per item: pass^k and pass@k are pass^1 again (three equal columns said nothing).
    series = 3 if k > 1 else 1
    charts = {
        "pass": svg.grouped_bars(
            {
                o["adapter"]: [o["pass1"] or 0.0, o["passk"] or 0.0, o["pass_at_k"] or 0.0][:series]
                for o in overview
                if o["pass1"] is not None  # all waiting: no rate to draw
            },
            ["pass^1", f"pass^{k}", f"pass@{k}"][:series],
            "Pass rate per adapter",
        ),
        "latency": svg.strips(
            {a: [float(v.record.get("duration_s") or 0) for v in by_adapter[a]] for a in adapters},
            "s",
            "Run duration per adapter",
        ),
        "pauses": svg.strips(
            {
                a: [r.pause_s for v in by_adapter[a] for r in v.requests if r.pause_s is not None]
                for a in adapters
            },
            "s",
            "Pause time per adapter (presented → resumed)",
        ),
    }
    return {
        "summary": summary,
        "model": summary.get("model") or {},
        "versions": summary.get("versions") or {},
        "overview": overview,
        "k": k,
        "waiting": sum(held.values()),
        "interrupted": interrupted_line(summary, runs),
        "items": items,
        "grid": grid,
        "details": details,
        # Decided again from the folder's probe runs, not copied from summary.json (report43).
        "matrix": matrix_table(measured.rows),
        "matrix_said": measured.said(),
        # Runs whose recorded verdicts their own evidence does not give (red team 46).
        "rejudged": said(results.rejudged),
        # Runs judged with no model log, a real endpoint's: a pass there is the harness's alone.
        "unlogged": unlogged_line(bare) if (bare := unlogged(runs))[0] else "",
        "charts": charts,
        "behaviours": _behaviour_counts(runs),
        # An own arena's act is no booking: "ran what was approved" (checks55).
        "did": "booked" if not stems(str(tools.get("side_effect", ""))) else "ran",
    }


def _per_item(views: Sequence[RunEvidence], items: Sequence[str]) -> list[dict[str, Any]]:
    """One adapter's runs grouped by item, repeats in order."""
    out = []
    for item in items:
        mine = [v for v in views if v.record.get("item") == item]
        if mine:
            mine.sort(key=lambda v: int(v.record.get("repeat") or 0))
            out.append({"item": item, "runs": mine})
    return out


def _behaviour_counts(runs: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """How many runs met each behaviour (the draws of a mix are the same for every adapter)."""
    counts: dict[str, int] = defaultdict(int)
    for r in runs:
        if r.get("behaviour"):
            counts[str(r["behaviour"])] += 1
    return dict(sorted(counts.items(), key=lambda kv: -kv[1]))
