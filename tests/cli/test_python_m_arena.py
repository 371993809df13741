"""``python -m arena`` failed ("No module named arena.__main__", outside user 27): it now runs
the ``arena`` script's own entry, so it says and exits as the script does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from cli_support import user_env

ARENA = str(Path(sys.executable).with_name("arena"))


def both(cwd: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], ...]:
    env = user_env()
    return tuple(
        subprocess.run(
            [*command, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
        )
        for command in ([sys.executable, "-m", "arena"], [ARENA])
    )


def test_python_m_arena_is_the_arena_script(tmp_path: Path) -> None:
    module, script = both(tmp_path, "pending", "--store", "nope.db")
    assert module.returncode == script.returncode == 2, module.stderr
    assert module.stderr == script.stderr and "no store at " in module.stderr
    (helped,) = both(tmp_path, "--help")[:1]
    assert helped.returncode == 0, helped.stderr
    assert helped.stdout.startswith("Usage: python -m arena [OPTIONS] COMMAND"), helped.stdout
