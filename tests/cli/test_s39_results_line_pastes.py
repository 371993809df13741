"""The ``results: <path>`` line ``arena run`` prints named a folder with spaces bare
(``results: /tmp/x/my runs``): pasted after ``arena report`` it was two arguments (users39).
The path is now quoted shell-style where it needs it, and only there: a plain path prints as
before (README's printed output stays true)."""

from __future__ import annotations

import shlex
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def _results_line(out: Path) -> str:
    done = CliRunner().invoke(
        main,
        [
            "run",
            "human_in_the_loop",
            "--item",
            "hitl-01",
            "--adapter",
            "vanilla",
            "--out",
            str(out),
        ],
        env={"COLUMNS": "1000", "ARENA_STORE": None},
    )
    assert done.exit_code == 0, done.output
    return done.output.splitlines()[-1]


def test_a_results_path_with_spaces_pastes_into_arena_report(tmp_path: Path) -> None:
    line = _results_line(tmp_path / "my runs")
    assert line.startswith("results: ")
    words = shlex.split(line.removeprefix("results: "))
    assert words == [str(tmp_path / "my runs")], line
    report = CliRunner().invoke(main, ["report", *words], env={"COLUMNS": "1000"})
    assert report.exit_code == 0, report.output


def test_a_plain_results_path_prints_bare(tmp_path: Path) -> None:
    assert _results_line(tmp_path / "plain") == f"results: {tmp_path / 'plain'}"
