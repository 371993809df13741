"""``arena report`` counts a run once, however often ``runs.jsonl`` holds it (redteam49).

redteam48 made the report say when ``runs.jsonl`` holds fewer runs than ``summary.json`` counts;
a line deleted and a passing one copied in its place kept the count: a 12-of-24 mix folder
whose 8 failing lines were each replaced by a copy of the same item's passing run (``repeat``
edited) read "24 runs, 20 passed, pass^2 0.83" and said nothing, and ``Twice`` (6 of 12) with
its failing lines so replaced read "12 runs, 12 passed, 1.00". A record that holds an earlier
record's run id, or a request id its events asked (both the harness's random ids), is a copy:
counted once and named, and the runs it stood in for are missing as redteam48 says them.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting.page import build
from arena.reporting.rejudged import read_judged

ADAPTER = "reference_adapters_shortcut:Twice"


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("twice") / "r"
    args = ["run", "human_in_the_loop", "--adapter", ADAPTER, "--out", str(out), "--quiet"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 1 and (out / "runs.jsonl").is_file(), result.output
    return out


def _records(folder: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in (folder / "runs.jsonl").read_text().splitlines()]


def _copied(folder: Path, tmp_path: Path, how: str) -> Path:
    """``folder`` with each failing record replaced by a passing one's copy, made ``how``."""
    copy = tmp_path / "copy"
    shutil.copytree(folder, copy)
    (copy / "report.html").unlink(missing_ok=True)
    records = _records(copy)
    good = [r for r in records if r["passed"]]
    out = []
    for n, r in enumerate(records):
        if r["passed"]:
            out.append(r)
            continue
        twin = json.loads(json.dumps(good[n % len(good)]))
        if how in ("as its item", "summary to match"):
            twin["item"], twin["repeat"] = r["item"], r["repeat"]
        if how == "new run id":
            twin["run_id"] = r["run_id"]  # the failing run's own id: only the request ids tell
        out.append(twin)
    (copy / "runs.jsonl").write_text("".join(json.dumps(r) + "\n" for r in out))
    if how == "summary to match":
        summary = json.loads((copy / "summary.json").read_text())
        summary["adapters"][ADAPTER]["passed"] = 12
        (copy / "summary.json").write_text(json.dumps(summary))
    return copy


def _report(folder: Path) -> tuple[str, dict[str, Any]]:
    text = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": "200"}).output
    (data,) = json.loads(CliRunner().invoke(main, ["report", str(folder), "--json"]).stdout)
    return " ".join(text.split()), data


def test_the_folder_as_written_says_nothing_of_copies(folder: Path) -> None:
    text, data = _report(folder)
    assert "holds run_" not in text and "copy another" not in text and data["rejudged"] == []
    assert (data["adapters"][0]["runs"], data["adapters"][0]["passed"]) == (12, 6)


@pytest.mark.parametrize("how", ["as is", "as its item", "new run id", "summary to match"])
def test_a_passing_run_copied_over_failing_ones_is_counted_once(
    folder: Path, tmp_path: Path, how: str
) -> None:
    copy = _copied(folder, tmp_path, how)
    text, data = _report(copy)
    assert "6 run record(s) copy another's, each counted once" in text, text
    assert "runs.jsonl holds run_" in text, text
    row = data["adapters"][0]
    # not 12 of 12; a copy moved to the failing run's item is judged by that item's checks
    # (rejudge49), so where it is the record kept, it may read failed: at most the 6 passes
    assert row["runs"] == 6 and row["passed"] <= 6, row
    assert row["passed"] == 6 or how in ("as its item", "summary to match"), row
    assert f"runs.jsonl lacks 6 of the 12 runs of {ADAPTER}" in text, text
    assert sum(x.startswith("runs.jsonl holds ") for x in data["rejudged"]) == 6
    assert "copy another's" in (build(read_judged(copy))["rejudged"] or "")


def test_a_probe_run_copied_is_counted_once_and_other_runs_are_kept(folder: Path) -> None:
    """Two runs of one item and repeat (``arena run durable_state``'s crash points) are two
    runs; a copy in ``probes.jsonl`` is named as ``runs.jsonl``'s are."""
    from arena.reporting.rejudged import once

    records = _records(folder)
    first, second = records[0], records[1]
    same_item = dict(second, item=first["item"], repeat=first["repeat"])
    kept, lines = once([first, same_item], "runs.jsonl")
    assert kept == [first, same_item] and lines == []
    kept, lines = once([first, second, dict(first, repeat=3)], "probes.jsonl")
    assert kept == [first, second]
    assert lines == [
        f"probes.jsonl holds {first['run_id']} twice, as {ADAPTER} {first['item']} repeat 3 too"
    ]
