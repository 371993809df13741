"""``--adapter crew_ai,vanila`` reported only the first typo (outside tester 14): every unknown
name is reported, one per line, each with its did-you-mean, then the known adapters once."""

from __future__ import annotations

import subprocess
from pathlib import Path

from cli_support import BIN, user_env


def test_every_unknown_adapter_is_named_with_its_did_you_mean(tmp_path: Path) -> None:
    env = user_env() | {"COLUMNS": "80"}
    done = subprocess.run(
        [str(BIN / "arena"), "run", "human_in_the_loop", "--adapter", "crew_ai,vanila,vanilla"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    lines = done.stderr.splitlines()
    assert lines[:2] == [
        "error: unknown adapter 'crew_ai' (did you mean 'crewai'?)",
        "error: unknown adapter 'vanila' (did you mean 'vanilla'?)",
    ], done.stderr
    assert len(lines) == 4 and lines[2].startswith("error: known adapters: vanilla, "), lines
    assert lines[3] == "error: an adapter of your own is named module:factory (e.g. my_agent:build)"
