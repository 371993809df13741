"""``arena pending`` says when a request expires, as ``arena show`` and the web inbox do (outside
tester 12, finding 4): a request asked with ``--expires-in`` showed only when it was asked, and
a person deciding later found it gone."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from web_support import hostile_request, waiting_request


@pytest.mark.parametrize("columns", [200, 80])
def test_pending_says_when_each_request_expires(tmp_path: Path, columns: int) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        soon = hostile_request(store, expires_in_s=600)
        never = waiting_request(store)
    result = CliRunner().invoke(main, ["pending", "--store", str(db)],
                                env={"COLUMNS": str(columns)})  # fmt: skip
    assert result.exit_code == 0, result.output
    out = result.output
    assert out.count("expires in") == 1, out
    said = out.split(soon, 1)[1].split("req_")[0]  # its row or block, up to the next request
    assert "expires in" not in out.split(never, 1)[1].split("req_")[0], out
    assert "expires in 9 min" in said or "expires in 10 min" in said, out
    (line,) = [line for line in out.splitlines() if "expires in" in line]
    assert len(line) <= columns, out  # the commands under it are never wrapped, by design


def test_until_reads_as_seconds_minutes_hours() -> None:
    from datetime import timedelta

    from arena.cli.layout import until
    from arena.types import utcnow

    assert until(utcnow() + timedelta(seconds=13.5)) == "expires in 13s"
    assert until(utcnow() + timedelta(minutes=30, seconds=5)) == "expires in 30 min"
    assert until(utcnow() + timedelta(hours=5, seconds=5)) == "expires in 5 h"
    assert until(utcnow() - timedelta(seconds=1)) == "expired"
