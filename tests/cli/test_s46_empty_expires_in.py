"""An empty ``--expires-in`` is refused, never read as none given (users46).

``arena run ... --human --expires-in "$TTL"`` with TTL unset recorded every request with no
expiry and said nothing: the requests the operator meant to lapse in 30 minutes waited for
ever. It is now a usage error naming the fix, as an empty ``--out`` or ``--api-key-env`` is.
"""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.cli.run_args import parse_duration


@pytest.mark.parametrize("given", ["", "  "])
def test_an_empty_expiry_is_refused_before_anything_runs(tmp_path: Path, given: str) -> None:
    out = tmp_path / "o"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--human"]
    result = CliRunner().invoke(
        main, [*args, "--expires-in", given, "--store", str(tmp_path / "s.db"), "--out", str(out)]
    )
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--expires-in': it is empty" in result.output
    assert "leave --expires-in out for no expiry" in result.output
    assert not out.exists() and not (tmp_path / "s.db").exists()


@pytest.mark.parametrize(
    ("given", "seconds"), [("90s", 90), ("30m", 1800), ("2h", 7200), ("1d", 86400), ("45", 45)]
)
def test_a_duration_still_reads_as_before(given: str, seconds: float) -> None:
    assert parse_duration(given) == seconds


def test_a_wrong_duration_is_still_told_its_units() -> None:
    with pytest.raises(click.BadParameter, match="use a number with s, m, h or d"):
        parse_duration("soon")
