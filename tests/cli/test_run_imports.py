"""`arena run` imports what a run uses (issue 16: its start to finish against `inspect eval`).

It prints its hints through :mod:`arena.cli.render`, whose other tables show stored requests,
runs and audit trails: importing those (the pending table, the store's typed views) cost every
run ~8 ms that nothing in it used.
"""

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

#: What shows stored requests and runs (arena pending, show, runs, history).
OPERATOR_ONLY = ("arena.views", "arena.cli.render_pending")


def test_a_run_imports_no_operator_table(tmp_path: Path) -> None:
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
    assert "arena.cli.render" in modules  # its hints
    imported = [m for m in OPERATOR_ONLY if m in modules]
    assert not imported, f"`arena run` imported {imported}"


def test_the_pending_table_is_still_rendered_through_render() -> None:
    from arena.cli import render
    from arena.cli.render import pending_view
    from arena.cli.render_pending import pending_view as own

    assert pending_view is own and render.pending_table.__module__ == "arena.cli.render_pending"
