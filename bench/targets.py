"""Issue 16's targets against this run's figures: one row each, met or not, read from the stages'
raw data (a stage that did not run leaves its rows out)."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.report import Section, Table, median, median_interval, num, write

NATIVE_RATIO = 1.05
INSPECT_RATIO = 0.30
WORKERS_EFFICIENCY = 0.90
STORE_PER_S = 2000
PAGE_MS = 10.0
COLD_REST_S = 0.050
#: What `arena resume` does around the framework (bench/cold.py PHASES): the target's "rest".
OWN_COLD_STEPS = ("import arena", "state load", "model server", "store bookkeeping")


def _row(
    table: Table, target: str, figure: str, met: bool, where: str = "", undone: str = ""
) -> None:
    """``undone``: why the timed work was not the work the target is about (runs failed, a side
    unverified, a step untimed); such a figure is neither met nor missed."""
    if undone:
        table.rows.append([target, figure, "NOT verified", f"not verified: {undone}"])
        return
    table.rows.append([target, figure, "**met**" if met else "missed", where])


def _overhead_undone(arena: Sequence[dict[str, Any]], native: Sequence[dict[str, Any]]) -> str:
    """The overhead table's "verified" column, read from its rounds: a ratio of a side that did
    not do the work (its runs failed, another room, other model calls) measures nothing."""
    from dataclasses import fields

    from bench.overhead import Measure, verified_text

    known = {f.name for f in fields(Measure)}
    if any("ok" not in m for m in [*arena, *native]):
        return "the rounds do not say whether they did the work"
    text = verified_text(
        [Measure(**{k: v for k, v in m.items() if k in known}) for m in arena],
        [Measure(**{k: v for k, v in m.items() if k in known}) for m in native],
    )
    return "" if text == "yes" else text.removeprefix("NO: ")


def _cold_undone(runs: Sequence[dict[str, Any]]) -> str:
    """A resume that failed, or one with one of arena's own steps untimed (0 s read as met)."""
    for r in runs:
        if r.get("status") != "completed" or not r.get("passed"):
            return f"a resumed run ended {r.get('status')!r}, its checks passed: {r.get('passed')}"
        if missing := [name for name in OWN_COLD_STEPS if name not in r.get("phases", {})]:
            return "a run did not time " + ", ".join(missing)
    return ""


def _writes_undone(b: dict[str, Any]) -> str:
    """Store writes that were not the approve + claim + record cycles timed: some refused, some
    never tried, or the answered runs still pending afterwards (a write that landed nowhere)."""
    undone = []
    for side in ("one_writer", "two_writers"):
        w = b.get(side, {})
        if "planned" not in w or "still_pending" not in b:
            return "no record of how many cycles were planned and whether they landed"
        if w.get("conflicts") or w.get("done") != w["planned"]:
            undone.append(
                f"{side.replace('_', ' ')}: {w.get('done')} of {w['planned']} cycles done, "
                f"{w.get('conflicts')} refused"
            )
    if b["still_pending"]:
        undone.append(f"{b['still_pending']} answered runs still pending after the writes")
    return "; ".join(undone)


def _pages_undone(reads: dict[str, Any]) -> str:
    """A page timed that was not a page of the list: empty or short (an empty page is fast), or
    the keyset page not the rows the offset page at that depth holds."""
    from bench.store import PAGE

    rows = {k: reads.get(k) for k in ("page_rows", "keyset_rows", "keyset_last_rows")}
    if None in rows.values() or "keyset_same_rows" not in reads:
        return "no record of how many rows the timed pages held"
    short = [f"{k} {v} of {PAGE}" for k, v in rows.items() if v != PAGE]
    if reads["keyset_same_rows"] is not True:
        short.append("the keyset page is not the offset page's rows")
    return "; ".join(short)


def _by_instructions(d: dict[str, Any]) -> str:
    """The load-independent figure beside it, where callgrind counted this adapter."""
    counted = d.get("instructions")
    if not counted:
        return ""
    a, n = counted["arena"], counted["native"]
    if not (a.get("ok") and n.get("ok")):  # a count of runs that failed is no count of the work
        return (
            f" (instructions: NOT verified, a counted side's runs failed: arena ok={a.get('ok')}, "
            f"native ok={n.get('ok')})"
        )
    return (
        f" (instructions: arena ÷ native {a['instructions'] / n['instructions']:.3f}, "
        f"{d['harness_instructions_per_leg'] / 1e6:.2f} M per leg ≈ "
        f"{d['harness_ms_per_leg_by_instructions']:.2f} ms)"
    )


def summarize(sections: Sequence[Section], *, cores: int = 0, load: str = "") -> Section:
    data = {s.name: s.data for s in sections if s.data}
    table = Table(title="", columns=["target", "this run", "", "where the time goes (if missed)"])
    if (d := data.get("startup")) and "ratio_wall" in d:
        _row(
            table,
            f"`arena run` (12 vanilla) ≤ {INSPECT_RATIO} × `inspect eval` (12 mockllm), "
            "wall and CPU",
            f"{num(d['ratio_wall'])} wall, {num(d['ratio_cpu'])} CPU",
            # Both, as the overhead target: wall alone let a command that spent its CPU on
            # threads or on a loaded machine's luck read met beside a CPU ratio over the target.
            d["ratio_wall"] <= INSPECT_RATIO and d["ratio_cpu"] <= INSPECT_RATIO,
            undone=(
                "no record of whether its commands succeeded"
                if "failed" not in d
                else "; ".join(f"{name} failed" for name in d["failed"])
            ),
            where="about half of arena's CPU is `import openai` (its 3.x SDK builds ~680 pydantic "
            "models of `openai.types` at import; the vanilla adapter needs the SDK), a quarter "
            "the 12 items' HTTP round trips through the SDK",
        )
    for adapter, d in sorted(data.get("overhead", {}).items()):
        arena, native = d.get("arena", []), d.get("native", [])
        target = f"{adapter}: arena ÷ native ≤ {NATIVE_RATIO} (wall and CPU)"
        if not arena or len(arena) != len(native):
            if arena or native:  # the stage ran: a side with rounds missing pairs nothing
                why = f"{len(arena)} arena and {len(native)} native rounds, not pairs"
                _row(table, target, "-", False, undone=why)
            continue
        pairs = list(zip(arena, native, strict=True))  # paired rounds, as the overhead table
        walls = [a["wall_s"] / n["wall_s"] for a, n in pairs]
        cpus = [a["cpu_s"] / n["cpu_s"] for a, n in pairs]
        wall, cpu = median(walls), median(cpus)
        (w_lo, w_hi), (c_lo, c_hi) = median_interval(walls), median_interval(cpus)
        legs = max(1, arena[0].get("legs", 1))
        glue = (median([a["cpu_s"] for a in arena]) - median([n["cpu_s"] for n in native])) / legs
        _row(
            table,
            target,
            # Three decimals: a median of 1.053 printed "1.05" beside "missed" read as a
            # contradiction; the verdict compares the unrounded medians.
            f"{num(wall, 3)} wall ({num(w_lo, 3)}–{num(w_hi, 3)}), {num(cpu, 3)} CPU "
            f"({num(c_lo, 3)}–{num(c_hi, 3)}); {len(arena)} paired rounds, 95 % intervals",
            wall <= NATIVE_RATIO and cpu <= NATIVE_RATIO,
            undone=_overhead_undone(arena, native),
            where=f"{glue * 1000:.2f} ms of CPU per leg in the harness and the adapter's glue"
            + _by_instructions(d)
            + "; profile: docs/benchmarks.md, “Where the time goes”",
        )
    for r in data.get("workers", {}).get("rows", []):
        if r["workers"] > 1:
            _row(
                table,
                f"{r['adapter']}, --workers {r['workers']}: steady ≥ {WORKERS_EFFICIENCY} × ideal",
                f"{num(r['efficiency'])} (single process: "
                + num(_single(data["workers"]["rows"], r["adapter"]))
                + ")",
                r["efficiency"] >= WORKERS_EFFICIENCY,
                undone=""
                if r.get("passed", -1) == r["items"]
                else f"{r.get('passed', '?')} of {r['items']} runs passed",
                where="the CPU ceiling counts every core as ours; on a shared machine other work "
                "takes its share (see the load average)",
            )
    for b in data.get("store", {}).get("backends", []):
        one, reads = b["one_writer"], b["reads"]
        _row(
            table,
            f"{b['backend']}: ≥ {STORE_PER_S:,} approve + claim + record/s",
            f"{one['per_s']:.0f}/s",
            one["per_s"] >= STORE_PER_S,
            f"per request: answer {num(one['median_s']['answer'] * 1000)} ms, claim "
            f"{num(one['median_s']['claim'] * 1000)} ms, record_leg "
            f"{num(one['median_s']['record_leg'] * 1000)} ms (one write transaction each; "
            "record_leg writes the leg row, its events and tool calls as JSON columns of it, "
            f"and its audit row); CPU {num(one['cpu_per_request_s'] * 1000)} ms per request; since "
            "schema 10, 18 statements and ~16 WAL frames per request (27 and 22 before; "
            "callgrind: 1.80 → 1.31 → 1.05 M instructions); what is left is each transaction's audit "
            "entry with its per-run index, COMMIT, and the store's Python (JSON, chain hashes): "
            "2,000/s needs group commit or a cheaper audit index (docs/benchmarks.md, store "
            "writes)",
            undone=_writes_undone(b),
        )
        if "keyset_page_s" in reads:
            worst = max(reads["keyset_page_s"], reads["keyset_last_page_s"], reads["first_page_s"])
            _row(
                table,
                f"{b['backend']}: any `pending` page ≤ {PAGE_MS:g} ms at "
                f"{b['seed']['pending']:,} pending (keyset)",
                f"{worst * 1000:.1f} ms (OFFSET at half: {reads['deep_page_s'] * 1000:.0f} ms)",
                worst * 1000 <= PAGE_MS,
                undone=_pages_undone(reads),
            )
    cold = data.get("cold", {})
    natives = cold.get("native", {})
    for adapter, runs in sorted(cold.items()):
        if adapter == "native":
            continue
        phases = [r["phases"] for r in runs if r.get("phases")]
        if not phases:
            continue

        # arena's own steps, each timed inside the resuming process (bench/cold.py): not the
        # difference of two ~3 s totals whose framework imports vary by more than the target.
        own = {name: median([p.get(name, 0.0) for p in phases]) for name in OWN_COLD_STEPS}
        rest = median([sum(p.get(name, 0.0) for name in OWN_COLD_STEPS) for p in phases])
        why = "arena's own steps: " + ", ".join(
            f"{name} {seconds * 1000:.0f} ms" for name, seconds in own.items()
        )
        if loops := [p["event loop"] for p in phases if "event loop" in p]:
            why += (
                f"; not counted: the event loop's start and end, {median(loops) * 1000:.0f} ms "
                "(the framework's executor threads joined, its async generators closed: any "
                "asyncio program using it pays this, and the native script's timing leaves it out)"
            )
        if natives.get(adapter):
            native = median([n["native_cold_resume_s"] for n in natives[adapter]])
            total = median([r["total_s"] for r in runs])
            why += (
                f"; whole resume {total * 1000:.0f} ms against a native script's "
                f"{native * 1000:.0f} ms ({(total - native) * 1000:+.0f} ms: not the verdict, the "
                "two framework imports vary by more than the target between runs)"
            )
        _row(
            table,
            f"{adapter}: cold resume = framework import + ≤ {COLD_REST_S * 1000:.0f} ms",
            f"{rest * 1000:+.0f} ms",
            rest <= COLD_REST_S,
            why,
            undone=_cold_undone(runs),
        )
    section = Section(name="targets", title="Targets (issue 16): met or not")
    section.tables.append(table)
    first = float(load.split()[0]) if load and load[0].isdigit() else 0.0
    if cores and first > cores:
        section.notes.append(
            f"Measured under load: the 1-minute load average was {first:.1f} on {cores} cores "
            "(other people's work on a shared machine), so wall times are inflated and noisy; "
            "the ratios (both sides measured alike, rounds alternating) and CPU times are the "
            "figures to read."
        )
    return section


def _single(rows: list[dict[str, Any]], adapter: str) -> float:
    return next(
        (r["efficiency"] for r in rows if r["adapter"] == adapter and r["workers"] == 1), 0.0
    )


def rewrite(folder: Path, name: str = "LATEST") -> Path:
    """Re-render ``<name>.md`` (and .json) from ``<name>.json`` with this summary on top: for a
    run made before the summary existed, or after the targets changed."""
    payload = json.loads((folder / f"{name}.json").read_text())
    sections = [
        Section(
            **{k: v for k, v in s.items() if k != "tables"},
            tables=[Table(**t) for t in s["tables"]],
        )
        for s in payload["sections"]
        if s["name"] != "targets"
    ]
    info = payload["machine"]
    loads = f"{info.get('load_before', '')} {info.get('load_after', '')}".split()
    worst = max((float(x) for x in loads[::3] if x[0].isdigit()), default=0.0)
    sections.insert(0, summarize(sections, cores=info.get("nproc", 0), load=f"{worst:.2f}"))
    md, _ = write(folder, info, payload["config"], sections, name=name)
    return md


if __name__ == "__main__":
    print(rewrite(Path(sys.argv[1]) if sys.argv[1:] else Path(__file__).parent / "results"))
