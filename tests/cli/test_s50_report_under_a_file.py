"""``arena report RESULTS --html FILE/r.html`` said "cannot write the report to ...: File exists"
(users50b): the errno of making the folder, which names neither the file in the way nor why.
It now names the file that stands where a folder must be; other failures keep their reason."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.fixture(scope="module")
def results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("r") / "results"
    ran = CliRunner().invoke(main, ["run", "human_in_the_loop", "--adapter", "vanilla",
                                    "--item", "hitl-01", "--quiet", "--out", str(out)])  # fmt: skip
    assert ran.exit_code == 0, ran.output
    return out


@pytest.mark.parametrize("under", ["r.html", "sub/r.html", "a/b/c/report.html"])
def test_a_file_in_the_way_is_named(results: Path, tmp_path: Path, under: str) -> None:
    blocking = tmp_path / "notes.txt"
    blocking.write_text("")
    said = CliRunner().invoke(main, ["report", str(results), "--html", f"{blocking}/{under}"])
    assert said.exit_code == 2, said.output
    line = " ".join(said.output.split())
    assert f"{blocking} is a file, not a folder" in line, line
    assert "File exists" not in line and "Not a directory" not in line
    assert "give --html a file in a folder you can write" in line
    assert not (tmp_path / "sub").exists()


def test_a_folder_that_cannot_be_made_keeps_its_reason(results: Path) -> None:
    said = CliRunner().invoke(main, ["report", str(results), "--html", "/proc/nosuch/r.html"])
    assert said.exit_code == 2, said.output
    line = " ".join(said.output.split())
    assert "cannot write the report to /proc/nosuch/r.html" in line
    assert "is a file" not in line, line


def test_a_writable_place_still_gets_the_report(results: Path, tmp_path: Path) -> None:
    target = tmp_path / "new" / "r.html"
    said = CliRunner().invoke(main, ["report", str(results), "--html", str(target)])
    assert said.exit_code == 0, said.output
    assert target.read_text().startswith("<!")
