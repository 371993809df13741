"""Under ``--json`` an error is also one JSON object on stdout (user tester 20): a script that
reads stdout as JSON got an empty stdout and a decode error, with the reason only on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def arena(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    code = "from arena.cli import entry; entry()"
    return subprocess.run(
        [sys.executable, "-c", code, *args], cwd=cwd, capture_output=True, text=True, timeout=120
    )


def test_a_usage_error_under_json_is_a_json_object_on_stdout(tmp_path: Path) -> None:
    missing = tmp_path / "nope.db"
    done = arena("pending", "--json", "--store", str(missing), cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    said = json.loads(done.stdout)
    assert said["exit"] == 2 and f"no store at {missing}" in said["error"], said
    assert done.stderr.startswith("error: no store at"), done.stderr  # still said on stderr


def test_without_json_stdout_stays_empty(tmp_path: Path) -> None:
    done = arena("pending", "--store", str(tmp_path / "nope.db"), cwd=tmp_path)
    assert done.returncode == 2 and done.stdout == "", done.stdout
