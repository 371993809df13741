"""A store file this user may not read and write (outside user 27: ``chmod 000 s.db; arena
pending --store s.db`` as another user) said only SQLite's "cannot open store s.db: unable to
open database file". It now says permission denied, whose file it is and the fix."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from arena.store.sqlite import SQLiteStore
from cli_support import user_env

ARENA = Path(sys.executable).parent / "arena"
NOBODY = 65534


def as_another_user(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``arena ARGS`` in ``folder`` as a user that does not own the store: this one unless it is
    root (root reads any file), else nobody."""
    prefix: list[str] = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: no other user to be")
        prefix = [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
    env = user_env()
    env["HOME"] = str(folder)
    return subprocess.run(
        [*prefix, str(ARENA), *args], cwd=folder, env=env, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip


def test_an_unreadable_store_says_permission_denied_and_the_fix() -> None:
    folder = Path(tempfile.mkdtemp(prefix="arena-perm-"))
    try:
        folder.chmod(0o777)  # the other user may make the -wal and -shm files here
        SQLiteStore(folder / "s.db").close()
        (folder / "s.db").chmod(0)
        done = as_another_user(folder, "pending", "--store", "s.db")
        assert done.returncode == 2, done.stdout + done.stderr
        said = done.stderr.strip()
        assert "unable to open database file" not in said, said
        assert said.startswith("error: cannot open store s.db: permission denied"), said
        assert "may not read and write it" in said and "----------" in said, said
        assert "or point --store / ARENA_STORE at another store" in said, said
    finally:
        shutil.rmtree(folder, ignore_errors=True)
