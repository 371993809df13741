"""The default store is `.arena/arena.db` in the current folder (outside tester 5, #6): `arena run
--human` printed its next commands without `--store`, and from the operator's own terminal, in
another folder, `arena pending` then said "nothing pending" while every request waited. Hints now
name the default store by its absolute path, and a listing that finds no default store says where
it looked and how to point at the right one (still exit 0 with an empty `--json`, as documented)."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore, store_flag
from store_support import let_go_of_the_runs_in, start_waiting


def arena(*args: str, env: dict[str, str | None] | None = None) -> Result:
    base: dict[str, str | None] = {"ARENA_STORE": None, "COLUMNS": "400"}
    return CliRunner().invoke(main, list(args), env=base | (env or {}), catch_exceptions=False)


def test_the_run_summary_names_the_default_store_absolutely(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    (tmp_path / "dirA").mkdir()
    monkeypatch.chdir(tmp_path / "dirA")
    result = arena("run", "human_in_the_loop", "--adapter", "pydantic_ai", "--human")
    let_go_of_the_runs_in(tmp_path / "dirA" / ".arena" / "arena.db")  # live here, as in its process
    flag = f"--store {tmp_path / 'dirA' / '.arena' / 'arena.db'}"
    text = " ".join(result.stdout.split())
    line = text[text.index("wait for a person") :]
    for command in ("arena pending", "arena approve <request>", "--reason ...", "--all"):
        assert f"{command} {flag}" in line, line
    # The hint, pasted into another folder, reaches the same requests.
    (tmp_path / "dirB").mkdir()
    monkeypatch.chdir(tmp_path / "dirB")
    pending = json.loads(arena("pending", "--json", *shlex.split(flag)).stdout)
    assert len(pending) == 12
    approved = arena("approve", pending[0]["id"], *shlex.split(flag))
    assert approved.exit_code == 0, approved.output
    assert flag in approved.stdout.splitlines()[-1]  # its Next: names the store too


@pytest.mark.parametrize(
    ("env_store", "flagged"),
    [
        (None, True),  # the default, relative to the folder
        ("rel/arena.db", True),  # a relative $ARENA_STORE: the same, from another folder
        ("ABS", False),  # an absolute $ARENA_STORE reaches it from anywhere
    ],
)
def test_store_flag_is_given_unless_the_environment_reaches_the_store_from_anywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, env_store: str | None, flagged: bool
) -> None:
    monkeypatch.chdir(tmp_path)
    path = {None: ".arena/arena.db", "ABS": str(tmp_path / "abs.db")}.get(env_store, env_store)
    assert path is not None
    if env_store is None:
        monkeypatch.delenv("ARENA_STORE", raising=False)
    else:
        monkeypatch.setenv("ARENA_STORE", path)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    with SQLiteStore(path) as store:
        flag = store_flag(store)
    assert flag == (f" --store {tmp_path / path}" if flagged else "")


@pytest.mark.parametrize("command", ["pending", "runs"])
def test_a_listing_without_the_default_store_says_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    with SQLiteStore(tmp_path / "dirA" / ".arena" / "arena.db") as store:
        start_waiting(store)  # requests wait in dirA's store
    (tmp_path / "dirB").mkdir()
    monkeypatch.chdir(tmp_path / "dirB")
    result = arena(command)
    assert result.exit_code == 0  # documented: the default location, nothing recorded here
    said = " ".join(result.stdout.split())
    assert str(tmp_path / "dirB" / ".arena" / "arena.db") in said
    assert "--store" in said and "ARENA_STORE" in said
    assert json.loads(arena(command, "--json").stdout) == []
