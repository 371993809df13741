"""``arena run broken/nonexist`` said "unknown arena 'broken/nonexist'" (outside29b finding 25),
as if a name were misspelt: a path that does not exist is said missing, relative to which folder,
with what its nearest folder holds, the installed arenas and the fix — for every command that
takes an arena (run, matrix --arena, policy check --arena)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

COMMANDS = [
    ["run", "{arena}", "--adapter", "vanilla"],
    ["matrix", "--arena", "{arena}", "--adapter", "vanilla"],
    ["policy", "check", "{policy}", "--arena", "{arena}"],
]


def _said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str], arena: str) -> str:
    monkeypatch.chdir(tmp_path)
    policy = tmp_path / "policy.yaml"
    policy.write_text("rules: []\n")
    filled = [a.format(arena=arena, policy=policy) for a in args]
    result = CliRunner().invoke(main, filled)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert result.output.count("\n") == 1, result.output
    return result.output


@pytest.mark.parametrize("args", COMMANDS)
def test_a_missing_path_is_said_missing_relative_to_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, args: list[str]
) -> None:
    (tmp_path / "broken").mkdir()
    said = _said(tmp_path, monkeypatch, args, "broken/nonexist")
    assert "unknown arena" not in said
    assert f"no folder broken/nonexist (relative to the current folder {tmp_path})" in said
    assert "installed arenas: durable_state, human_in_the_loop" in said
    assert "the path of a folder holding arena.yaml" in said


def test_the_nearest_folder_is_named_with_its_arenas_or_a_close_name(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("alpha", "beta"):
        (tmp_path / "mine" / name).mkdir(parents=True)
        (tmp_path / "mine" / name / "arena.yaml").write_text("name: x\ntools: arena.tools.rooms\n")
    run = ["run", "{arena}", "--adapter", "vanilla"]
    assert "(did you mean mine/alpha?)" in _said(tmp_path, monkeypatch, run, "mine/alpah")
    assert "arenas in mine: alpha, beta" in _said(tmp_path, monkeypatch, run, "mine/zzz")
    assert ": not even nope/x;" in _said(tmp_path, monkeypatch, run, "nope/x/y")


def test_a_plain_unknown_name_also_says_no_such_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _said(tmp_path, monkeypatch, ["run", "{arena}"], "nope")
    assert said.startswith("error: unknown arena 'nope'; known arenas: ")
    assert f"nor is there a folder nope in {tmp_path}" in said
