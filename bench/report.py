"""What a stage hands back, and how ``LATEST.md`` / ``LATEST.json`` are written from it."""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

FORMAT = "hitl-arena-bench/1"  # bump when the JSON's shape changes


@dataclass
class Table:
    title: str
    columns: list[str]
    rows: list[list[str]] = field(default_factory=list)


@dataclass
class Section:
    """One stage's result: tables for people, ``data`` (raw numbers) for the JSON, notes."""

    name: str
    title: str
    tables: list[Table] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    wall_s: float = 0.0


def median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else float("nan")


def median_interval(values: Sequence[float], level: float = 0.95) -> tuple[float, float]:
    """A distribution-free confidence interval for the median: the order statistics whose ranks
    a fair coin's binomial puts around the middle. Why: a ratio judged against 1.05 on a shared
    machine moves by more than that between rounds; the interval says whether a verdict is the
    harness or the noise. Fewer than 6 values give no interval at 95 %: (min, max)."""
    xs = sorted(values)
    n = len(xs)
    if n == 0:
        return float("nan"), float("nan")
    tail, k = 0.0, 0
    # Largest k with P(Binomial(n, 1/2) < k) <= (1 - level) / 2: [x_(k), x_(n-k+1)] covers it.
    while k < n // 2:
        nxt = tail + math.comb(n, k) / 2**n
        if nxt > (1 - level) / 2:
            break
        tail, k = nxt, k + 1
    if k == 0:
        return xs[0], xs[-1]
    return xs[k - 1], xs[n - k]


def ms(seconds: float, digits: int = 1) -> str:
    return f"{seconds * 1000:.{digits}f}"


def us(seconds: float) -> str:
    return f"{seconds * 1e6:.0f}"


def num(value: float, digits: int = 2) -> str:
    return f"{value:.{digits}f}"


def markdown(machine: dict[str, Any], config: dict[str, Any], sections: list[Section]) -> str:
    lines = ["# hitl-arena benchmarks — latest run", ""]
    lines.append(
        f"Run {machine['finished_at']} · total {machine['total_wall_s']:.0f} s · "
        f"`{' '.join(['python -m bench', *config['argv']])}`"
    )
    lines.append("")
    lines.append(
        f"Machine: {machine['nproc']} CPU(s) ({machine['cpu_model']}), "
        f"{machine['memory_gb']:.0f} GB RAM, {machine['platform']}; Python {machine['python']}; "
        f"load average {machine['load_before']} before, {machine['load_after']} after "
        "(the machine is shared: other people's work shows up as noise)."
        + (
            f" Speed: a 3M-step Python loop takes {machine['python_loop_s']:.2f} s of CPU "
            "(compare absolute times across runs by it)."
            if machine.get("python_loop_s")
            else ""
        )
    )
    lines.append("")
    lines.append(
        "Versions: " + ", ".join(f"{k} {v}" for k, v in machine["versions"].items() if v) + "."
    )
    lines.append(f"Commit: `{machine['commit']}`. What each figure means: docs/benchmarks.md.")
    for section in sections:
        lines += ["", f"## {section.title}", "", f"_stage wall time {section.wall_s:.0f} s_"]
        for table in section.tables:
            lines += ["", f"**{table.title}**", ""] if table.title else [""]
            lines.append("| " + " | ".join(table.columns) + " |")
            lines.append("|" + "|".join("---" for _ in table.columns) + "|")
            lines += ["| " + " | ".join(row) + " |" for row in table.rows]
        if section.notes:
            lines.append("")
            lines += [f"- {note}" for note in section.notes]
    return "\n".join(lines) + "\n"


def write(
    out: Path,
    machine: dict[str, Any],
    config: dict[str, Any],
    sections: list[Section],
    *,
    name: str = "LATEST",
) -> tuple[Path, Path]:
    out.mkdir(parents=True, exist_ok=True)
    md, js = out / f"{name}.md", out / f"{name}.json"
    md.write_text(markdown(machine, config, sections))
    payload = {
        "format": FORMAT,
        "machine": machine,
        "config": config,
        "sections": [asdict(s) for s in sections],
    }
    js.write_text(json.dumps(payload, indent=1, sort_keys=True, default=str) + "\n")
    return md, js
