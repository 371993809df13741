"""``$ARENA_LANGGRAPH_CHECKPOINTS`` naming a folder (``~``, a unit file's ``=/srv/state``):
every langgraph run failed with SQLite's bare "OperationalError: unable to open database file"
(users47, from another folder), where ``ARENA_STORE=~`` and ``ARENA_POLICY=~`` are refused up
front naming the fix. The adapter now refuses it as it is built, before any run: the folder,
the file to give instead, exit 2. A file's path (made with its folders where missing), ``~/…``
and an unset variable read as before."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("langgraph")

from arena.adapters.langgraph._booking import DEFAULT_CHECKPOINTS, chosen_checkpoints
from arena.errors import UserError

VAR = "ARENA_LANGGRAPH_CHECKPOINTS"


@pytest.mark.parametrize("given", ["~", "{tmp}", "{tmp}/", "~/"])
def test_a_folder_is_refused_naming_the_file_to_give(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv(VAR, given.format(tmp=tmp_path))
    with pytest.raises(UserError) as told:
        chosen_checkpoints()
    said = str(told.value)
    assert f"${VAR}" in said and "is a folder" in said, said
    assert str(tmp_path / DEFAULT_CHECKPOINTS) in said, said


@pytest.mark.parametrize("given", ["{tmp}/lg.sqlite", "{tmp}/not/yet/lg.sqlite", "~/lg.sqlite"])
def test_a_file_path_reads_as_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, given: str
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv(VAR, given.format(tmp=tmp_path))
    assert chosen_checkpoints() == given.format(tmp=tmp_path).replace("~", str(tmp_path), 1)


def test_unset_or_empty_is_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(VAR, raising=False)
    assert chosen_checkpoints() is None
    monkeypatch.setenv(VAR, "")
    assert chosen_checkpoints() is None


def test_arena_run_refuses_it_before_any_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from arena.cli import main

    monkeypatch.setenv(VAR, str(tmp_path))
    monkeypatch.chdir(tmp_path)
    out = tmp_path / "out"
    ran = CliRunner().invoke(
        main,
        [
            "run",
            "human_in_the_loop",
            "--adapter",
            "langgraph",
            "--item",
            "hitl-01",
            "--out",
            str(out),
        ],
    )
    assert ran.exit_code == 2, ran.output
    assert "is a folder" in ran.output and DEFAULT_CHECKPOINTS in ran.output, ran.output
    assert not out.exists()
