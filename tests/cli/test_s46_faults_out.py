"""``arena faults --out`` read as the user meant it (users46).

``arena faults --out "$F"`` with F unset was told "--out .: cannot write there (Is a
directory)", naming a folder nobody gave, and ``arena faults --out=~/f.md`` (the shell leaves
``~`` after ``=`` as typed) ran every fault and wrote the matrix to ./~/f.md, a folder named
``~`` in the current one. As ``arena run --out`` (tests/cli/test_s46_paths_as_meant.py).
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import main


def _out(given: str) -> Path | None:
    from arena.cli.faults_cmd import _out_file

    with click.Context(click.Command("faults")) as ctx:
        return _out_file(ctx, click.Option(["--out"]), given)


def test_an_empty_out_is_refused_before_any_fault_runs() -> None:
    result = CliRunner().invoke(main, ["faults", "--adapter", "vanilla", "--out", ""])
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--out': it is empty" in result.output
    assert "--out ." not in result.output


def test_a_tilde_is_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    assert _out("~/f.md") == tmp_path / "f.md"


def test_white_space_around_it_is_refused() -> None:
    with pytest.raises(click.BadParameter, match="begins with white space"):
        _out(" f.md")


@pytest.mark.parametrize("given", ["f.md", "out/f.md", "/tmp/x~y.md"])
def test_a_file_is_taken_as_given(given: str) -> None:
    assert _out(given) == Path(given)
