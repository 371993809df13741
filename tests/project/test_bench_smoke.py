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

    md = (out / "PARTIAL.md").read_text()
    assert md.startswith("# hitl-arena benchmarks")
    assert "## Store: 200 pending requests" in md
    assert "| operation | result |" in md and "requests/s" in md
