"""An adapter's atexit handler approved its own pending request as alice (red team 19): the
arena command's context had closed and ``arena.hosting`` took the mark off the process before
the handler ran. The ``arena`` script's own process now stays marked until it exits
(``arena.cli.SCRIPT``), so the approval is refused and the request keeps waiting."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from arena.store import open_store

ARENA = str(Path(sys.executable).parent / "arena")


def test_an_atexit_approval_from_the_arena_process_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    path = os.pathsep.join([str(Path(__file__).parents[1]), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "ARENA_STORE": str(db), "PYTHONPATH": path, "COLUMNS": "200"}
    env.pop("ARENA_HOSTS_AGENTS", None)
    args = ["run", "human_in_the_loop", "--human", "--adapter", "reference_adapters_atexit:AtExit"]
    done = subprocess.run(
        [ARENA, *args, "--item", "hitl-05", "--quiet", "--out", str(tmp_path / "r")],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert "ATEXIT REFUSED NotFromAgentProcess" in done.stderr, done.stderr[-2000:]
    assert "ATEXIT APPROVED" not in done.stderr
    with open_store(db) as store:
        waiting = store.pending()
        assert waiting and all(r.response is None for r in waiting)
