"""The service figure's verdict on each run, read from a broken worker's rows (evidence52b).

``bench/service.py`` reads each run's booking and answer from the database after the drill; no
test held that reading to a worker that gets it wrong (evidence52's audit GAP). Its verdict is
now :func:`bench.service.judge` over the query's rows, so the rows a broken worker leaves are
read here without PostgreSQL: each must land in lost/double/unknown, an honest one in none.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from bench import service

AT = datetime(2026, 12, 7, 12, 0, tzinfo=UTC)
DONE = AT + timedelta(seconds=2)


def _row(rid: str, status: str = "completed", option: str = "approve", **more: Any) -> tuple:
    row = {"done": DONE, "booked": 1 if option == "approve" else 0, "ledger": 0, "started": 0,
           "resolved": 1, **more}  # fmt: skip
    return (rid, status, 2, option, AT, row["done"], row["booked"], row["ledger"],
            row["started"], row["resolved"])  # fmt: skip


@pytest.mark.parametrize(
    ("row", "where"),
    [
        # honest: approved and booked once, denied and not booked
        (_row("ok-yes"), ""),
        (_row("ok-no", option="deny"), ""),
        # broken workers
        (_row("denied-booked", option="deny", booked=1), "lost"),
        (_row("approved-unbooked", booked=0), "lost"),
        (_row("no-answer-read", resolved=0), "lost"),
        (_row("still-waiting", status="waiting", done=None), "lost"),
        (_row("booked-twice", booked=2), "lost double"),  # not the one booking approved either
        (_row("ledger-twice", ledger=2), "double"),
        (_row("outcome-unknown", booked=0, started=1), "unknown"),
        (_row("failed-unresolved", status="failed", booked=0, resolved=0), "failed_unresolved"),
        # a failed leg that read its answer is visible as failed, not lost
        (_row("failed-resolved", status="failed", booked=0), ""),
    ],
)
def test_each_run_is_read_against_its_answer(row: tuple, where: str) -> None:
    got = service.judge([row])
    found = [k for k in ("lost", "double", "unknown", "failed_unresolved") if row[0] in got[k]]
    assert found == where.split(), (row, got)


def test_latency_is_answer_to_resume() -> None:
    got = service.judge([_row("a"), _row("b", status="waiting", done=None)])
    assert got["latencies"] == [2.0] and got["answered"] == [AT, AT] and got["resumed"] == [DONE]
