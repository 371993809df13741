"""Terminal tables for results: per item, per adapter."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from arena.display import cell
from arena.matrix import MatrixRow
from arena.runner import RunResult


def items_table(results: Sequence[RunResult]) -> Table:
    table = Table(title="Items", show_lines=False)
    for col in ("adapter", "item", "expect", "status", "legs", "result", "failed checks"):
        table.add_column(col)
    for r in results:
        failed = [c for c in r.checks if not c.passed]
        why = "; ".join(f"{c.name}: {c.detail}" for c in failed)
        if r.trace.status == "failed":
            err = r.trace.error or next((t.error for t in r.trace.legs if t.error), "")
            why = f"run failed: {err}" + (f"; {why}" if why else "")
        table.add_row(
            cell(r.adapter),
            cell(r.item.id),
            cell(r.item.meta.get("expect", "")),
            r.status,
            str(len(r.trace.legs)),
            "[green]pass[/green]" if r.passed else "[red]FAIL[/red]",
            cell(why),  # check details and errors quote the model: shown inert
        )
    return table


def summary_table(results: Sequence[RunResult]) -> Table:
    table = Table(title="Summary")
    for col in ("adapter", "passed", "paused", "failed runs", "failing checks"):
        table.add_column(col)
    adapters = list(dict.fromkeys(r.adapter for r in results))
    for name in adapters:
        rows = [r for r in results if r.adapter == name]
        passed = sum(r.passed for r in rows)
        paused = sum(r.trace.first_pause is not None for r in rows)
        failed_runs = sum(r.status == "failed" for r in rows)
        counts: dict[str, int] = {}
        for r in rows:
            for c in r.checks:
                if not c.passed:
                    counts[c.name] = counts.get(c.name, 0) + 1
        failing = ", ".join(f"{k} ×{v}" for k, v in sorted(counts.items())) or "-"
        colour = "green" if passed == len(rows) else "red"
        table.add_row(
            name,
            f"[{colour}]{passed}/{len(rows)}[/{colour}]",
            f"{paused}/{len(rows)}",
            str(failed_runs),
            failing,
        )
    return table


def print_results(results: Sequence[RunResult], console: Console, *, items: bool = True) -> None:
    if items:
        console.print(items_table(results))
    console.print(summary_table(results))


def _mark(value: bool | None) -> str:
    return {True: "[green]yes[/green]", False: "[red]no[/red]", None: "-"}[value]


def matrix_table(rows: Sequence[MatrixRow]) -> Table:
    table = Table(title="Feature matrix (derived from the runs)")
    for col in ("adapter", "pause", "enforced", "durable", "rejected≠failed", "passed"):
        table.add_column(col, no_wrap=True)
    for row in rows:
        colour = {"native": "green", "emulated": "yellow", "partial": "yellow"}.get(
            row.pause, "red"
        )
        table.add_row(
            row.adapter,
            f"[{colour}]{row.pause}[/{colour}]",
            _mark(row.enforced),
            _mark(row.durable),
            _mark(row.rejection_distinct),
            row.passed,
        )
    return table


def mechanisms_table(rows: Sequence[MatrixRow]) -> Table:
    table = Table(title="How each adapter pauses")
    table.add_column("adapter", no_wrap=True)
    table.add_column("version", overflow="fold", max_width=16)
    table.add_column("mechanism", overflow="fold")
    for row in rows:
        table.add_row(row.adapter, row.version.split(" (")[0], row.mechanism)
    return table


def reliability_table(results: Sequence[RunResult]) -> Table:
    """pass^k (every one of k tries passes) and pass@k (at least one does), per adapter."""
    from arena.reliability import reliability
    from arena.results import run_record

    table = Table(title="Reliability over repeats (pass^k: all k pass · pass@k: one of k passes)")
    for col in ("adapter", "items", "k", "pass^1", "pass^k", "pass@k"):
        table.add_column(col, no_wrap=True)
    for name, row in reliability(run_record(r) for r in results).items():
        k = row["k"]
        table.add_row(
            name,
            str(len(row["items"])),
            str(k),
            f"{row['by_k']['1']['pass^k']:.2f}",
            f"{row['pass^k']:.2f}",
            f"{row['pass@k']:.2f}",
        )
    return table
