"""``arena pending``: "more:" only when there is more, and a pipe gets blocks at any width.

With exactly ``--limit N`` requests left it printed ``more: arena pending --after ...``, which
showed "nothing pending"; ``COLUMNS=200 arena pending | cat`` printed the 200-column table,
though docs/operator.md says a pipe gets one block per request (outside tester 20)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from web_support import waiting_request


def _store(tmp_path: Path, n: int) -> tuple[Path, list[str]]:
    db = tmp_path / "a.db"
    with SQLiteStore(db) as store:
        ids = [waiting_request(store) for _ in range(n)]
    return db, ids


def _pending(db: Path, *args: str, columns: str = "80") -> str:
    result = CliRunner().invoke(
        main, ["pending", "--store", str(db), *args], env={"COLUMNS": columns}
    )
    assert result.exit_code == 0, result.output
    return result.output


def test_more_is_offered_only_when_there_is_more(tmp_path: Path) -> None:
    db, ids = _store(tmp_path, 2)
    assert "more:" not in _pending(db, "--limit", "2")
    assert "more:" not in _pending(db, "--limit", "3")
    first = _pending(db, "--limit", "1")
    assert f"more: arena pending --after {ids[-1]}" in first, first
    rest = _pending(db, "--after", ids[-1], "--limit", "1")
    assert ids[0] in rest and "more:" not in rest and "nothing pending" not in rest, rest


def test_a_pipe_gets_one_block_per_request_however_wide(tmp_path: Path) -> None:
    db, ids = _store(tmp_path, 2)
    piped = _pending(db, columns="200")
    assert not any(c in piped for c in "┏┃│"), piped  # no table
    heads = [line for line in piped.splitlines() if line.startswith("req_")]
    assert [h.split()[0] for h in heads] == list(reversed(ids)), piped


def test_a_wide_terminal_still_gets_the_table(tmp_path: Path) -> None:
    db, _ = _store(tmp_path, 1)
    main_fd, tty = os.openpty()
    env = {**os.environ, "COLUMNS": "200", "ARENA_STORE": str(db)}
    exe = str(Path(sys.executable).with_name("arena"))
    proc = subprocess.run([exe, "pending"], stdout=tty, stderr=subprocess.PIPE, env=env,
                          timeout=60)  # fmt: skip
    os.close(tty)
    out = b""
    while True:
        try:
            chunk = os.read(main_fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    os.close(main_fd)
    assert proc.returncode == 0, proc.stderr
    assert "┏" in out.decode(errors="replace"), out
