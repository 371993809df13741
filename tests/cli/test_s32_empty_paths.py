"""A path option given an empty value (``--out "$DIR"``, ``--policy "$FILE"`` with the variable
unset) read as the working folder: ``arena run --out ''`` wrote summary.json and runs.jsonl into
it, and ``--policy ''`` said "error: : cannot read the policy file ([Errno 21] Is a directory:
'.')" (users tester 32). Each is now one line naming the mistake; a folder given as the policy
file is named as one."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]


def _said(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    monkeypatch.chdir(tmp_path)
    ran = CliRunner().invoke(main, list(args), env={"COLUMNS": "200", "ARENA_POLICY": None})
    assert ran.exit_code == 2, ran.output
    assert not (tmp_path / "summary.json").exists()
    return " ".join(ran.output.split())


def test_an_empty_out_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said = _said(tmp_path, monkeypatch, *RUN, "--out", "")
    assert "'--out': it is empty (a $VARIABLE that expanded to nothing?)" in said, said


def test_an_empty_policy_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said = _said(tmp_path, monkeypatch, *RUN, "--policy", "", "--out", str(tmp_path / "r"))
    assert "error: the policy file's path is empty" in said and "Errno" not in said, said
    said = _said(tmp_path, monkeypatch, "policy", "check", "")
    assert "error: the path is empty" in said, said


def test_a_folder_given_as_the_policy_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said = _said(
        tmp_path, monkeypatch, *RUN, "--policy", str(tmp_path), "--out", str(tmp_path / "r")
    )
    assert (
        f"error: {tmp_path} is a folder: give the policy file, e.g. {tmp_path / 'policy.yaml'}"
        in said
    ), said
