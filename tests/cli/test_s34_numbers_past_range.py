"""Numbers no option can mean were taken (users34): ``--fail-under nan`` passed its 0-100 range
(every comparison with nan is false) and let a run whose checks failed exit 0, a CI gate off
without a word; ``--call-timeout nan``, ``inf`` or ``1e308`` ended in an OverflowError or
ValueError traceback from the socket; ``--price nan,1`` made every cost nan; ``--expires-in
99999999d`` failed every run on an OverflowError (an expiry past year 9999); ``arena resume
--claim-ttl 1e308`` (or ``--leg-timeout 1e308``, the claim's default) crashed with a traceback
at the claim. Each is now a one-line usage error naming the option, exit 2, before any run."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

_RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet"]
_DOWN = ["--model-url", "http://127.0.0.1:1/v1", "--model", "m"]


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (
            ["--behaviour", "reckless", "--fail-under", "nan"],
            "'--fail-under': 'nan' is not a finite",
        ),
        ([*_DOWN, "--call-timeout", "nan"], "'--call-timeout': 'nan' is not a finite number"),
        ([*_DOWN, "--call-timeout", "inf"], "'--call-timeout': inf is not in the range"),
        ([*_DOWN, "--call-timeout", "1e308"], "'--call-timeout': 1e+308 is not in the range"),
        ([*_DOWN, "--price", "nan,1"], "--price 'nan,1': give finite prices"),
        (["--human", "--expires-in", "99999999d"], "'99999999d': at most 3650d (ten years)"),
    ],
)
def test_arena_run_refuses_a_number_past_its_range(
    extra: list[str], said: str, tmp_path: Path
) -> None:
    args = [*_RUN, *extra, "--out", str(tmp_path / "r"), "--store", str(tmp_path / "a.db")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    assert said in result.output, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize("option", ["--claim-ttl", "--leg-timeout"])
def test_arena_resume_refuses_seconds_past_a_year(option: str, tmp_path: Path) -> None:
    args = ["resume", "--all", option, "1e308", "--store", str(tmp_path / "a.db")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    assert f"'{option}': '1e308': at most a year (31536000 seconds)" in result.output
