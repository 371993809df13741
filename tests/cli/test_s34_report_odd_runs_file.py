"""``arena report`` on a results folder whose runs.jsonl is not UTF-8 (saved as UTF-16 by an
editor, a stray binary) ended in a UnicodeDecodeError traceback, and on one holding a JSON line
that is not an object ('[1, 2]') in an AttributeError traceback (users34). Each is one line
naming the file (and line), exit 2."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("r") / "out"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    result = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


@pytest.mark.parametrize(
    ("odd", "said"),
    [
        ("utf-16", "runs.jsonl cannot be read as runs ("),
        ("not-an-object", "runs.jsonl:2 is not a run's record (not a JSON object)"),
    ],
)
def test_an_odd_runs_file_is_one_line(results: Path, tmp_path: Path, odd: str, said: str) -> None:
    folder = tmp_path / "copy"
    shutil.copytree(results, folder)
    runs = folder / "runs.jsonl"
    text = runs.read_text(encoding="utf-8")
    if odd == "utf-16":
        runs.write_text(text, encoding="utf-16")
    else:
        runs.write_text(text + "[1, 2]\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["report", str(folder)])
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert said in result.output, result.output
