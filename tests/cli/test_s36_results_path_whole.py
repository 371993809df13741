"""README: "A line that names a file (``results: …``) wraps between words only: a path longer
than the line stands whole on a line of its own." A results folder with a space in its name
was split at that space (``results: /tmp/…/dir with`` then ``space/ö r``) at 40 columns, so a
user copying the path got half of it (users36). Such a path now stands whole on the line after
``results:``; one that fits stays on the same line."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize("columns", ["40", "60"])
def test_a_results_path_with_spaces_is_never_split(tmp_path: Path, columns: str) -> None:
    out = tmp_path / "dir with space" / "ünï" / "ö r"
    result = CliRunner().invoke(
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
        env={"COLUMNS": columns, "ARENA_STORE": None},
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[-2:] == ["results:", shlex.quote(str(out))], lines[-3:]  # quoted: users39


def test_a_results_path_that_fits_stays_on_its_line(tmp_path: Path) -> None:
    out = tmp_path / "a b"
    result = CliRunner().invoke(
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
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == f"results: '{out}'"
