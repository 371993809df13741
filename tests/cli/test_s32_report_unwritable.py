"""``arena report RESULTS --html /proc/x.html`` (or a read-only results folder) said only
'cannot write the report to ...: No such file or directory', with no way out (users tester
32); it now names the fix."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def test_an_unwritable_report_path_names_the_fix(tmp_path: Path) -> None:
    out = tmp_path / "results"
    ran = CliRunner().invoke(main, ["run", "human_in_the_loop", "--adapter", "vanilla",
                                    "--item", "hitl-01", "--quiet", "--out", str(out)])  # fmt: skip
    assert ran.exit_code == 0, ran.output
    (tmp_path / "file").write_text("")  # nothing can be made under a file, even by root
    said = CliRunner().invoke(
        main, ["report", str(out), "--html", str(tmp_path / "file" / "r.html")]
    )
    assert said.exit_code == 2, said.output
    line = " ".join(said.output.split())
    assert (
        "cannot write the report to" in line
        and "give --html a file in a folder you can write" in line
    ), line
    assert "Traceback" not in said.output
