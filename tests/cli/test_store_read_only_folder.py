"""A store whose folder takes no new file (outside tester 11, finding 11): on a read-only mount
every command, reads included, said only "store …: unable to open database file" — SQLite's
words for a WAL database whose ``-shm``/``-wal`` it cannot create beside the store. The error
now names the read-only folder and the fix (make it writable, or copy the store elsewhere)."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from arena.store import open_store, sqlite_errors
from arena.store.sqlite_conn import Connection
from store_support import synthetic_waiting

ARENA = str(Path(sys.executable).with_name("arena"))


def _store(folder: Path) -> tuple[Path, str]:
    """A store with one waiting run, closed cleanly (no -wal or -shm left): (path, request id)."""
    folder.mkdir()
    db = folder / "arena.db"
    with open_store(str(db)) as store:
        _, request_id = synthetic_waiting(store)
    assert not list(folder.glob("arena.db-*")), list(folder.iterdir())
    return db, request_id


def _says_read_only(text: str, folder: Path) -> None:
    flat = " ".join(text.split())
    assert "unable to open database file" in flat  # SQLite's own words, kept
    assert "read-only" in flat and str(folder) in flat, flat
    assert "writable" in flat and "--store" in flat, flat  # the fix


@pytest.mark.parametrize(
    "command",
    [
        ["pending"],
        ["runs"],
        ["show", "REQ"],
        ["audit", "verify"],
        ["approve", "REQ", "--as", "alice"],
        ["resume", "--all"],
    ],
    ids=lambda c: c[0],
)
def test_every_command_on_a_read_only_mount_names_it_and_the_fix(
    tmp_path: Path, command: list[str]
) -> None:
    if shutil.which("unshare") is None:
        pytest.skip("no unshare here")
    db, request_id = _store(tmp_path / "src")
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    args = " ".join(c.replace("REQ", request_id) for c in command)
    script = (
        f"mount --bind -o ro {tmp_path / 'src'} {mnt} || exit 99; cd {tmp_path}; "
        f"{ARENA} {args} --store {mnt / 'arena.db'}"
    )
    done = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, text=True)
    if done.returncode == 99 or "unshare:" in done.stderr:
        pytest.skip(f"no read-only bind mount here: {done.stderr.strip()}")
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.count("\n") == 1, done.stderr  # one line
    _says_read_only(done.stderr, mnt)
    assert db.exists()


@pytest.mark.parametrize("mount", [True, False], ids=["read-only-mount", "folder-not-writable"])
def test_the_open_error_names_a_folder_that_takes_no_new_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mount: bool
) -> None:
    """Without the privileges to mount: the same translation, the folder judged unwritable."""
    db, _ = _store(tmp_path / "s")
    conn = Connection(db)
    try:
        monkeypatch.setattr(sqlite_errors, "read_only_mount", lambda folder: mount)
        monkeypatch.setattr(sqlite_errors.os, "access", lambda path, mode: False)
        error = conn.translate(sqlite3.OperationalError("unable to open database file"))
        flat = " ".join(str(error).split())
        assert "unable to open database file" in flat and str(db.parent) in flat, flat
        assert "writable" in flat and "--store" in flat, flat  # the fix
        assert ("read-only filesystem" in flat) is mount, flat
        assert ("is not writable" in flat) is not mount, flat
    finally:
        conn.close()


def test_a_writable_folder_keeps_sqlites_own_words(tmp_path: Path) -> None:
    db, _ = _store(tmp_path / "s")
    conn = Connection(db)
    try:
        text = str(conn.translate(sqlite3.OperationalError("unable to open database file")))
    finally:
        conn.close()
    assert "read-only" not in text and "unable to open database file" in text
