"""`arena run` does not load the durable-run package (:mod:`arena.runs`) to print its tables.

The report cut a quoted model answer with ``clip``, imported from ``arena.runs.decision``: that
loaded all of ``arena.runs`` (resume, recorder, guard...; ~52 ms busy) into every ``arena run``
without a store. ``clip`` lives in :mod:`arena.display` now (``arena.runs.decision`` re-exports
it)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROBE = """
import json, sys
from arena.cli import main
try:
    main(sys.argv[1:], prog_name="arena")
except SystemExit as exc:
    code = exc.code
finally:
    print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def test_a_run_without_a_store_loads_no_durable_run_module(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet"]
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, *args, "--out", str(tmp_path / "results")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "vanilla" in proc.stdout and "1/1" in proc.stdout, proc.stdout + proc.stderr[-2000:]
    modules = set(json.loads(proc.stderr.strip().splitlines()[-1]))
    assert "arena.report" in modules  # the tables were printed
    loaded = sorted(m for m in modules if m == "arena.runs" or m.startswith("arena.runs."))
    assert not loaded, f"`arena run` loaded {loaded}"


def test_clip_is_the_same_function_where_it_was() -> None:
    from arena.display import clip
    from arena.runs.decision import clip as kept

    assert kept is clip
    assert clip("is booked. Confirmation BK-1", 16) == "is booked. …"
