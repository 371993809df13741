"""Running ``arena`` as a user does, in a separate process (the operator and store tests share it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

BIN = Path(sys.executable).parent
#: The one ARENA_* variable a child run "as a user does" keeps: the suite's folder of each store's
#: last home (tests/conftest.py). Without it the child read and wrote the machine's
#: ~/.local/state/arena/homes, where every earlier test run had left its stores' records.
SUITE_ONLY = ("ARENA_STORE_HOMES",)


def user_env() -> dict[str, str]:
    """This process's environment as a user's shell has it: no ARENA_* variable (the suite's
    allow-list, store, model ...), but the suite's own state folder (:data:`SUITE_ONLY`)."""
    return {k: v for k, v in os.environ.items() if not k.startswith("ARENA_") or k in SUITE_ONLY}


LAUNCHER = """\
import dataclasses
from arena.adapters import vanilla
from arena.session import create_session_slot
vanilla._PAUSED = create_session_slot(
    "vanilla.paused", dump=dataclasses.asdict, load=lambda d: vanilla._Paused(**d)
)
from arena.cli import main
main()
"""


def cli(
    cwd: Path, *args: str, launcher: bool = False, ok: bool = True
) -> subprocess.CompletedProcess[str]:
    env = user_env()
    env["COLUMNS"] = "200"
    command = [sys.executable, str(cwd / "launch.py")] if launcher else [str(BIN / "arena")]
    done = subprocess.run(
        [*command, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )
    if ok:
        assert done.returncode == 0, f"{args}: {done.returncode}\n{done.stdout}\n{done.stderr}"
    return done
