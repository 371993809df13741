"""docs/operator.md's Operators block, pasted as-is by whoever reads it (tester 21).

The block registered the first admin with ``--login alice``: run by anyone but an OS user named
alice, it locked them out, and the next three documented commands (add fin1, token, remove)
failed with exit 2. Each command of the block runs here, in order, in a fresh folder, through a
real shell as the current OS user, with no operator or store set up before.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from cli_support import user_env

DOC = Path(__file__).resolve().parents[2] / "docs" / "operator.md"


def block_commands() -> list[str]:
    section = DOC.read_text().split("## Operators, roles and policy", 1)[1]
    block = re.search(r"```console\n(.*?)```", section, re.S)
    assert block is not None, "the Operators section has no console block"
    return [line[2:] for line in block.group(1).splitlines() if line.startswith("$ ")]


def test_the_operators_block_runs_as_pasted_by_the_current_user(tmp_path: Path) -> None:
    commands = block_commands()
    assert [c.split()[:3] for c in commands][:1] == [["arena", "operators", "add"]]
    assert len(commands) == 5
    bin_dir = str(Path(sys.executable).parent)
    env = user_env()
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    for command in commands:
        done = subprocess.run(
            ["bash", "-c", command], cwd=tmp_path, env=env, capture_output=True, text=True,
            timeout=120,
        )  # fmt: skip
        assert done.returncode == 0, (command, done.stdout, done.stderr)
        assert "warning" not in done.stderr, (command, done.stderr)
    listed = subprocess.run(
        ["bash", "-c", "arena operators list --all --json"], cwd=tmp_path, env=env,
        capture_output=True, text=True, timeout=120, check=True,
    ).stdout  # fmt: skip
    removed = {o["name"]: o["removed_at"] is not None for o in json.loads(listed)}
    assert removed == {"alice": False, "fin1": True}
