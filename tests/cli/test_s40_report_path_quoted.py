"""``arena report`` printed ``report: /tmp/no dir/r.html`` bare: pasted after ``xdg-open`` or
``cp``, the path with a space in it was two arguments (users40; ``arena run``'s ``results:``
line is quoted since users39). A path with a space is now quoted as a shell needs it; one
without stays bare, as typed."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def _results(tmp_path: Path, name: str) -> Path:
    out = tmp_path / name
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    result = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)])
    assert result.exit_code == 0, result.output
    return out


def test_a_report_path_with_a_space_is_quoted(tmp_path: Path) -> None:
    out = _results(tmp_path, "r")
    html = tmp_path / "no dir é" / "r.html"
    result = CliRunner().invoke(main, ["report", str(out), "--html", str(html)])
    assert result.exit_code == 0, result.output
    assert f"report: '{html}'" in result.output.splitlines(), result.output
    shutil.rmtree(html.parent)
    result = CliRunner().invoke(main, ["report", str(out)])
    assert f"report: {out}/report.html" in result.output.splitlines(), result.output
