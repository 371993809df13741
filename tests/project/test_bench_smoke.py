"""The benchmark entry point runs a tiny store benchmark and writes well-formed results.

Benchmarks are not timed tests: this only checks that ``python -m bench`` works end to end (child
processes included) and that its result files (PARTIAL.* for a subset; LATEST.* only for a full run) have the shape docs/benchmarks.md promises.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_tiny_store_benchmark_writes_markdown_and_json(tmp_path: Path) -> None:
    out = tmp_path / "results"
    done = subprocess.run(
        [sys.executable, "-m", "bench", "store", "--quick", "--store-requests", "200",
         "--out", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]

    data = json.loads((out / "PARTIAL.json").read_text())
    assert data["format"] == "hitl-arena-bench/1"
    assert data["machine"]["nproc"] >= 1 and data["machine"]["python"]
    assert data["config"]["stages"] == ["store"]
    [section] = data["sections"]
    assert section["name"] == "store"
    [sqlite] = section["data"]["backends"]
    assert sqlite["seed"]["pending"] == 200
    one, two = sqlite["one_writer"], sqlite["two_writers"]
    assert one["done"] == 50 and two["done"] == 50  # a quarter of the pending requests each
    assert one["conflicts"] == two["conflicts"] == 0
    assert sqlite["last_page_rows"] == 50  # the 100 answered runs left the list
    assert sqlite["still_pending"] == 0 and one["planned"] == two["planned"] == 50
    assert sqlite["reads"]["keyset_rows"] == sqlite["reads"]["keyset_last_rows"] == 50

    md = (out / "PARTIAL.md").read_text()
    assert md.startswith("# hitl-arena benchmarks")
    assert "## Store: 200 pending requests" in md
    assert "| operation | result |" in md and "requests/s" in md


def test_the_harness_stage_runs_with_a_store_and_splices_into_a_full_run(tmp_path: Path) -> None:
    """The stage that measures the store's cost per leg once broke on a renamed argument and the
    full run only said "FAILED"; a re-run on its own goes into the full run's results by tool."""
    out = tmp_path / "results"
    done = subprocess.run(
        [sys.executable, "-m", "bench", "harness", "--quick", "--out", str(out)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    data = json.loads((out / "PARTIAL.json").read_text())
    [section] = [s for s in data["sections"] if s["name"] == "harness"]
    stored = section["data"]["null_store"]
    assert stored["passed"] == stored["runs"] > 0 and stored["legs"] == 2 * stored["runs"]

    latest = out / "LATEST.json"
    latest.write_text(json.dumps(data))
    spliced = subprocess.run(
        [sys.executable, "-m", "bench.splice", str(out / "PARTIAL.json"), "--into", str(latest)],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert spliced.returncode == 0 and "replaced: harness" in spliced.stdout, spliced.stderr
    md = (out / "LATEST.md").read_text()
    assert "measured on its own at" in md and "## The harness's own time per leg" in md
