"""The service figure's "passed their checks", held to runs that pass and runs that do not
(evidence52c).

``python -m bench service`` read "runs completed / passed their checks 12 / 0" from 344d89bb
(session 49: ``arena worker`` hands a resumed leg the scripted server's log) on: the seeded
first legs ran on the scripted model without its log (``ModelEndpoint`` with no
``request_log``, where ``arena run`` hands the server's), so a worker's resumed leg, logged,
carried the model's own turns and the person's task with no earlier leg to hold them to, and
``suspended`` failed every run ("words put in the model's mouth"). Here one seeded run is
answered and resumed in-process, as a worker resumes it, and must pass every check; and the
count itself (:func:`bench.service.passed`) must read a failed check, a run with no checks
recorded and an unfinished run as not passed.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import msgspec
import pytest
from bench import service

OK = {"name": "suspended", "passed": True, "detail": ""}
NO = {"name": "suspended", "passed": False, "detail": "words put in the model's mouth"}


@pytest.mark.parametrize(
    ("rows", "want"),
    [
        ([("completed", [OK, OK])], 1),
        ([("completed", [OK, NO])], 0),  # one check failed
        ([("completed", [{**OK, "passed": "true"}])], 0),  # not the boolean true
        ([("completed", [{"name": "suspended"}])], 0),  # no verdict at all
        ([("completed", None)], 0),  # a worker that recorded no checks
        ([("completed", [])], 0),
        ([("failed", [OK])], 0),
        ([("waiting", [OK])], 0),
        ([("completed", [OK]), ("completed", [NO]), ("completed", [OK])], 2),
    ],
)
def test_passed_counts_completed_runs_whose_every_check_passed(rows: list, want: int) -> None:
    assert service.passed(rows) == want


def test_a_seeded_run_resumed_passes_its_checks(tmp_path: Path) -> None:
    from arena.operator import answer
    from arena.runs.resume import resume_run
    from arena.store import open_store

    db = str(tmp_path / "service.db")
    expected, _ = service.seed(db, 1)  # openai_agents, as the figure: its pause is durable
    [(request_id, option)] = expected.items()
    with open_store(db) as store:
        answer(store, [request_id], option, name="op", interface="cli")
        run_id = store.request(request_id).run_id
        asyncio.run(resume_run(run_id, store))
        record = store.run(run_id)
    checks: list[dict[str, Any]] = msgspec.to_builtins(list(record.checks or ()))
    failed = [c for c in checks if c.get("passed") is not True]
    assert record.status == "completed" and checks and not failed, failed
    assert service.passed([(record.status, checks)]) == 1
