"""``arena serve | head -1`` and ``arena view | head -1`` served on after ``head`` exited
(users46), as ``arena model serve`` did until users39: nothing is written once a server runs,
so the closed pipe went unnoticed until a Ctrl-C. A reader that goes away now stops each, which
exits 141 as any ``arena`` command into a closed pipe, with no traceback; a reader that stays
keeps it serving (``arena.pipe_reader``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cli_support import user_env

EXE = str(Path(sys.executable).with_name("arena"))


@pytest.fixture
def inbox_store(tmp_path: Path) -> Path:
    store = tmp_path / "s.db"
    added = subprocess.run(
        [EXE, "operators", "add", "alice", "--role", "facilities", "--store", str(store)],
        env=user_env(), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert added.returncode == 0, added.stderr
    return store


def _serve(args: list[str], cwd: Path, first: bytes, gone_at_once: bool) -> tuple[int, str]:
    reader, writer = os.pipe()
    proc = subprocess.Popen(
        [EXE, *args, "--port", "0"], stdout=writer, stderr=subprocess.PIPE, cwd=cwd,
        env=user_env(),
    )  # fmt: skip
    os.close(writer)
    try:
        if gone_at_once:
            os.close(reader)  # gone before the first line was written
        else:
            with os.fdopen(reader, "rb") as out:  # `head -1`: one line read, then gone
                assert out.readline().startswith(first)
        code = proc.wait(timeout=60)  # it served on until killed before
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.stderr is not None
    return code, proc.stderr.read().decode()


def test_arena_serve_stops_when_its_reader_goes_away(inbox_store: Path, tmp_path: Path) -> None:
    args = ["serve", "--store", str(inbox_store)]
    code, err = _serve(args, tmp_path, b"inbox: http://127.0.0.1:", gone_at_once=False)
    assert code == 141, (code, err)
    assert "Traceback" not in err, err


def test_arena_view_stops_when_its_reader_goes_away(tmp_path: Path) -> None:
    (tmp_path / "results").mkdir()
    code, err = _serve(["view"], tmp_path, b"reports of", gone_at_once=True)
    assert code == 141, (code, err)
    assert "Traceback" not in err, err


def test_a_reader_that_stays_keeps_the_server_serving(tmp_path: Path) -> None:
    """Read the first line, keep the pipe open, and fetch a page: it still answers."""
    import urllib.request

    (tmp_path / "results").mkdir()
    reader, writer = os.pipe()
    proc = subprocess.Popen(
        [EXE, "view", "--port", "0"], stdout=writer, stderr=subprocess.PIPE, cwd=tmp_path,
        env=user_env(),
    )  # fmt: skip
    os.close(writer)
    try:
        with os.fdopen(reader, "rb") as out:
            url = out.readline().decode().split(" at ", 1)[1].split()[0]
            with urllib.request.urlopen(url, timeout=30) as page:
                assert page.status == 200
            assert proc.poll() is None  # the pipe's reader is still here: serving
    finally:
        proc.kill()
        proc.wait()
