"""``$ARENA_LANGGRAPH_CHECKPOINTS`` naming a file that is no SQLite database (``/etc/passwd``, a
text file, a JSON export) failed every langgraph run with "DatabaseError: file is not a
database" (users48, from another folder). The adapter now refuses it as it is built, before any
run: the variable, the file, the fix, exit 2. An SQLite file, an empty file and a path not there
yet read as before."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

pytest.importorskip("langgraph")

from arena.adapters.langgraph._booking import chosen_checkpoints
from arena.errors import UserError

VAR = "ARENA_LANGGRAPH_CHECKPOINTS"


@pytest.mark.parametrize(
    "content", [b"root:x:0:0:root:/root:/bin/bash\n", b'{"checkpoints": []}', b"\x00" * 64]
)
def test_a_file_that_is_no_sqlite_database_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes
) -> None:
    file = tmp_path / "lg.sqlite"
    file.write_bytes(content)
    monkeypatch.setenv(VAR, str(file))
    with pytest.raises(UserError) as told:
        chosen_checkpoints()
    said = str(told.value)
    assert said.startswith(f"${VAR} {file} is a file but not an SQLite database; "), said
    assert said.endswith("or unset it"), said
    assert file.read_bytes() == content  # left as it was


def test_an_sqlite_file_an_empty_file_or_a_new_path_read_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "real.sqlite"
    sqlite3.connect(db).execute("CREATE TABLE t (x)").connection.close()
    empty = tmp_path / "empty.sqlite"
    empty.touch()
    for given in (db, empty, tmp_path / "new" / "lg.sqlite"):
        monkeypatch.setenv(VAR, str(given))
        assert chosen_checkpoints() == str(given)


def test_arena_run_refuses_it_before_any_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from arena.cli import main

    text = tmp_path / "notes.txt"
    text.write_text("not a database\n", encoding="utf-8")
    monkeypatch.setenv(VAR, str(text))
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "langgraph", "--item", "hitl-01"]
    ran = CliRunner().invoke(main, [*args, "--out", str(out)])
    assert ran.exit_code == 2, ran.output
    assert "is a file but not an SQLite database" in ran.output, ran.output
    assert not out.exists()
