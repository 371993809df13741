"""``arena run --human --store ro/arena.db`` on a read-only mount said "ro/arena.db is not
writable by this user": no permission fixes a read-only filesystem (users tester 31, as root).
It now says the filesystem is read-only and what to do."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main


def test_a_store_on_a_read_only_filesystem_is_said_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = tmp_path / "arena.db"
    store.write_bytes(b"")
    real_access = os.access

    def access(path: Any, mode: int, **kw: Any) -> bool:  # the mount refuses every write
        return False if mode & os.W_OK else real_access(path, mode, **kw)

    monkeypatch.setattr(os, "access", access)
    monkeypatch.setattr(os, "statvfs", lambda _: SimpleNamespace(f_flag=os.ST_RDONLY))
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--item", "hitl-01",
            "--store", str(store)]  # fmt: skip
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "is on a read-only filesystem: remount it read-write" in said, said
    assert "not writable by this user" not in said, said
