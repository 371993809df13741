"""A store path the user cannot use is one line naming the path, the reason and the fix.

``arena run --human --store ro/arena.db`` with ``ro`` not writable by this user said
"store ro/arena.db: cannot create ro/arena.db: ro is not writable by this user", and a path
under a file "/srv/x is a file, so /srv/x/a.db cannot be made": the reason, no fix. A store
not made yet in such a folder, opened by a command that makes it (``arena operators add``), was
told to copy "the store with its -wal file" elsewhere with --adopt-copy: there was no store to
copy (durable47). Without a second user to run as (these tests may run as root, who writes
through file modes), this user's refusal is os.access's, as SQLite meets it.
Neighbours that already said all three stay as they were: a text file, another application's
SQLite database, a store of a newer schema; but the other application's database was switched
to WAL mode before it was refused, its header rewritten: it is now read first.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore


def _said(args: list[str], **env: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80", **env})
    return result.exit_code, " ".join(result.output.split())


def _shut(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """``folder`` takes no new file from this user (chmod 0555, not its owner)."""
    real_access, real_connect = os.access, sqlite3.connect

    def access(path: Any, mode: int, **kw: Any) -> bool:
        inside = Path(path).absolute() == folder
        return False if inside and mode & os.W_OK else real_access(path, mode, **kw)

    def connect(path: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        if Path(path).absolute().parent == folder and not Path(path).exists():
            raise sqlite3.OperationalError("unable to open database file")
        return real_connect(path, *args, **kwargs)

    monkeypatch.setattr(os, "access", access)
    monkeypatch.setattr(sqlite3, "connect", connect)


RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--item", "hitl-01"]


def test_a_new_store_in_a_folder_this_user_cannot_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    _shut(monkeypatch, folder)
    code, said = _said([*RUN, "--store", str(folder / "s.db"), "--out", str(tmp_path / "r")])
    assert code == 2 and "Traceback" not in said, said
    assert f"store {folder / 's.db'}" in said and "is not writable by this user" in said, said
    assert f"chmod u+w {folder}" in said and "point --store / ARENA_STORE at" in said, said
    assert not (tmp_path / "r").exists()  # refused before anything ran


def test_a_store_a_command_makes_there_is_not_told_to_copy_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    _shut(monkeypatch, folder)
    store = folder / "s.db"
    code, said = _said(["operators", "add", "bob", "--role", "facilities", "--store", str(store)])
    assert code == 2 and "Traceback" not in said, said
    assert f"cannot create store {store}" in said, said
    assert f"its folder {folder} is not writable by this user" in said, said
    assert f"chmod u+w {folder}" in said and "point --store / ARENA_STORE at" in said, said
    assert "adopt-copy" not in said and "copy the store" not in said, said
    assert not store.exists()


def test_a_store_whose_folder_this_user_cannot_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The file is writable, its folder is not: it was 'ro/s.db is not writable'."""
    folder = tmp_path / "ro"
    folder.mkdir()
    SQLiteStore(folder / "s.db").close()
    _shut(monkeypatch, folder)
    code, said = _said([*RUN, "--store", str(folder / "s.db"), "--out", str(tmp_path / "r")])
    assert code == 2 and "Traceback" not in said, said
    assert f"its folder {folder} is not writable by this user" in said, said
    assert f"chmod u+w {folder}" in said and "-wal" in said, said


@pytest.mark.parametrize("command", [RUN, ["pending"], ["audit", "verify"]])
def test_a_store_path_under_a_file(tmp_path: Path, command: list[str]) -> None:
    blocker = tmp_path / "afile"
    blocker.write_text("not a folder\n")
    store = blocker / "s.db"
    code, said = _said([*command, "--store", str(store)])
    assert code == 2 and "Traceback" not in said, said
    assert f"{blocker} is a file, so {store} cannot be made" in said, said
    assert "point --store / ARENA_STORE at a path under a folder" in said, said
    assert blocker.read_text() == "not a folder\n"


def _text(path: Path) -> None:
    path.write_text("these are my notes\n")


def _other_app(path: Path) -> None:
    with sqlite3.connect(path) as c:
        c.execute("CREATE TABLE notes (body TEXT)")
    c.close()


def _newer(path: Path) -> None:
    SQLiteStore(path).close()
    with sqlite3.connect(path) as c:
        c.execute("UPDATE arena_meta SET value = '99' WHERE key = 'schema_version'")
    c.close()


@pytest.mark.parametrize(
    ("make", "reason", "fix"),
    [
        (_text, "is not a readable hitl-arena store (file is not a database)", "move it aside"),
        (_other_app, "is an SQLite database but not a hitl-arena store (it has tables notes)",
         "point --store / ARENA_STORE elsewhere"),
        (_newer, "has schema version 99, newer than this hitl-arena reads", "upgrade hitl-arena"),
    ],
)  # fmt: skip
@pytest.mark.parametrize("command", [["pending"], ["audit", "verify"], ["worker", "--once"]])
def test_a_file_that_is_not_this_arenas_store(
    tmp_path: Path, make: Any, reason: str, fix: str, command: list[str]
) -> None:
    """Neighbours, as they were: the path, the reason, the fix; the file left as it is."""
    store = tmp_path / "s.db"
    make(store)
    before = store.read_bytes()
    code, said = _said([*command, "--store", str(store)])
    assert code == 2 and "Traceback" not in said, said
    assert str(store) in said and reason in said and fix in said, said
    # left as it was: another application's database was switched to WAL (its header
    # rewritten, -wal and -shm made beside it) before it was refused (durable47)
    assert store.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["s.db"]


@pytest.mark.parametrize(
    "command", [["pending"], ["operators", "add", "bob", "--role", "facilities"], RUN]
)
@pytest.mark.parametrize("linked", ["the store", "its folder"])
@pytest.mark.parametrize("named", ["--store", "$ARENA_STORE"])
def test_a_store_behind_a_link_to_nothing(
    tmp_path: Path, command: list[str], linked: str, named: str
) -> None:
    """A link to an unmounted disk: 'no store at …' (nothing recorded there yet, it implied) and,
    where the command makes the store, SQLite's bare 'unable to open database file' (through
    $ARENA_STORE, a folder linked: '[Errno 17] File exists')."""
    gone = tmp_path / "not-mounted"
    if linked == "the store":
        (tmp_path / "s.db").symlink_to(gone / "arena.db")
        store, link = tmp_path / "s.db", tmp_path / "s.db"
    else:
        (tmp_path / "disk").symlink_to(gone)
        store, link = tmp_path / "disk" / "s.db", tmp_path / "disk"
    if named == "--store":
        code, said = _said([*command, "--store", str(store)])
    else:
        code, said = _said(command, ARENA_STORE=str(store))
    assert code == 2 and "Traceback" not in said, said
    assert f"store {store}: " in said and f"{link} is a link to {gone}" in said, said
    assert "which does not exist (an unmounted disk?)" in said, said
    assert "mount it, or point --store / ARENA_STORE at another path" in said, said
    assert not gone.exists()
