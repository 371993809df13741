"""The summary of runs that ended on a model endpoint error without failing (users41).

A stream with no usable event ends the run ``completed`` (b9948b3f blames the endpoint); the
summary read ``failed runs 0, 2 endpoint`` and the note ``2 of 2 runs failed on a model endpoint
error``: two failed runs among none. Now it says they ended on the endpoint's error; runs that
did fail on it read as before (``2 endpoint``, ``failed on``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests.cli.test_s41_stream_no_event import streaming

from arena.cli import main


def _run(url: str, out: Path, columns: int, adapter: str) -> str:
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--model-url", url]
    args += ["--model", "m", "--retries", "0", "--item", "hitl-0[12]", "--out", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": str(columns)})
    assert result.exit_code == 1, result.output
    if columns >= 80:  # (at 40, arena run's last line is 54 wide, with or without this)
        assert all(len(line) <= columns for line in result.output.splitlines()), result.output
    return " ".join(result.output.split())


STREAMING = "reference_adapters_s40b:StreamingAdapter"


@pytest.mark.parametrize("columns", [40, 80, 120])
def test_runs_that_completed_on_an_endpoint_error_are_not_counted_failed(
    tmp_path: Path, columns: int
) -> None:
    with streaming(b"data: [DONE]\n\n") as url:
        said = _run(url, tmp_path / "r", columns, STREAMING)
    assert "2 endpoint" not in said, said
    assert "runs failed on a model endpoint error" not in said, said
    assert "2 of 2 runs ended on a model endpoint error" in said, said
    if columns < 120:  # the narrow list: one fact
        assert "failed runs 0, 2 ended on a model endpoint error" in said, said
    else:  # the table's cell, over two lines beside the failing checks
        assert "│ 0 │" in said and "│ 2 ended on a model │" in said, said
        assert "│ endpoint error │" in said, said
    report = CliRunner().invoke(main, ["report", str(tmp_path / "r")], env={"COLUMNS": "200"})
    told = " ".join(report.output.split())
    assert "2 of 2 runs ended on a model endpoint error" in told, told
    assert "runs failed on a model endpoint error" not in told, told


def test_runs_that_failed_on_the_endpoint_read_as_before(tmp_path: Path) -> None:
    """A 200 no client can read (an HTML page): the adapter's client raises, the run failed."""
    with streaming(b"<html>login</html>") as url:
        args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url]
        args += ["--model", "m", "--retries", "0", "--item", "hitl-0[12]"]
        args += ["--out", str(tmp_path / "r")]
        result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    said = " ".join(result.output.split())
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "ended on a model endpoint error" not in said, said
    runs = (tmp_path / "r" / "runs.jsonl").read_text().splitlines()
    assert [json.loads(r)["status"] for r in runs] == ["failed", "failed"], said
