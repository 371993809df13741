"""An unreachable ``--model-url`` is one line before any run, and leaves no results folder: the
run's own ``results/<arena>-<stamp>`` was removed, but the ``results/`` made for it stayed
behind, empty (tester 17's repro, item 2)."""

from __future__ import annotations

import os
import socket
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_unreachable_endpoint_leaves_no_results_folder(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{closed_port()}/v1"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--model", "m"]
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
        given = CliRunner().invoke(main, [*args, "--out", "mine"], env={"COLUMNS": "80"})
    finally:
        os.chdir(here)
    for r in (result, given):
        assert r.exit_code == 2, r.output
        lines = [line for line in r.output.splitlines() if line.strip()]
        assert len(lines) == 1 and "unreachable" in lines[0] and url in lines[0], r.output
    assert not (tmp_path / "results").exists()
    assert not (tmp_path / "mine").exists()


def test_a_results_folder_that_was_there_stays(tmp_path: Path) -> None:
    """Only what the command made is removed: an empty results/ the user made is theirs."""
    (tmp_path / "results").mkdir()
    url = f"http://127.0.0.1:{closed_port()}/v1"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--model", "m"]
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)
    assert result.exit_code == 2, result.output
    assert (tmp_path / "results").is_dir() and not any((tmp_path / "results").iterdir())
