"""The sandbox wrapper (process 1 of a phase's namespaces) runs on the standard library alone.

It used to start with ``from arena.durable_state.sandbox import main``, which imports the
package's orchestrator: ~0.25 s of CPU for every phase of every durable run, for nothing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from arena.durable_state import sandbox


def test_the_wrapper_does_not_import_the_durable_state_package(tmp_path: Path) -> None:
    argv = sandbox.command(tmp_path / "no-spec.json", sys.executable)
    start = argv[argv.index("-c") + 1]
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", start, str(tmp_path / "no-spec.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    imported = done.stderr
    assert "no-spec.json" in imported  # it reached main, which read the (missing) spec
    assert "arena.durable_state.orchestrate" not in imported
    assert "arena.durable_state.process" not in imported
