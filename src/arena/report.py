"""Terminal tables for results: per item, per adapter."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

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
            r.adapter,
            r.item.id,
            str(r.item.meta.get("expect", "")),
            r.status,
            str(len(r.trace.legs)),
            "[green]pass[/green]" if r.passed else "[red]FAIL[/red]",
            why,
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
