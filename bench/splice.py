"""``python -m bench.splice PARTIAL.json [--into LATEST.json]`` — put a stage re-run on its own into
the full run's results, in place of that stage's figures, and rewrite LATEST.md from the JSON.

For a stage that failed (or was disturbed) in a full run: the replacement says when and at which
commit it was measured, and the targets table is recomputed from the sections as they then are.
Nothing is typed in by hand.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from bench import report, targets
from bench.report import Section, Table


def _section(raw: dict[str, Any]) -> Section:
    tables = [Table(**t) for t in raw.get("tables", [])]
    return Section(**{**raw, "tables": tables})


def splice(partial: Path, latest: Path) -> list[str]:
    """Replace ``latest``'s sections by ``partial``'s of the same name; the names replaced."""
    into, part = json.loads(latest.read_text()), json.loads(partial.read_text())
    if into.get("format") != report.FORMAT or part.get("format") != report.FORMAT:
        raise SystemExit(f"both files must be {report.FORMAT} results")
    m = part["machine"]
    when = (
        f"measured on its own at {m['finished_at']} (commit `{m['commit']}`, "
        f"`python -m bench {' '.join(part['config']['argv'])}`), load average "
        f"{m['load_before']} before, {m['load_after']} after; it replaces this stage of the full run"
    )
    sections = [_section(s) for s in into["sections"] if s["name"] != "targets"]
    names = {s.name: i for i, s in enumerate(sections)}
    replaced = []
    for raw in part["sections"]:
        if raw["name"] == "targets":
            continue
        new = _section(raw)
        new.notes.append(when)
        if raw["name"] in names:
            sections[names[raw["name"]]] = new
        else:
            sections.append(new)
        replaced.append(raw["name"])
    machine = into["machine"]
    worst = max(
        float(x)
        for x in f"{machine['load_before']} {machine['load_after']}".split()[::3]
        if x[0].isdigit()
    )
    summary = targets.summarize(sections, cores=machine["nproc"], load=f"{worst:.2f}")
    report.write(latest.parent, machine, into["config"], [summary, *sections], name=latest.stem)
    return replaced


def main() -> None:
    p = argparse.ArgumentParser(prog="python -m bench.splice", description=__doc__.split("\n")[0])
    p.add_argument("partial", type=Path)
    p.add_argument("--into", type=Path, default=Path(__file__).parent / "results" / "LATEST.json")
    args = p.parse_args()
    print("replaced:", ", ".join(splice(args.partial, args.into)) or "nothing")


if __name__ == "__main__":
    main()
