"""The inbox's audit trail finds an older run's entries (durable31 F4).

``/audit`` read only the 200 newest runs, and filtered those: ``/audit?run=<an older run>``
said "No audit entry matches these filters" while ``arena history`` listed the run's entries,
and the unfiltered page left the older runs out without a word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from bench.store_seed import copy_statements, seeder_for
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from store_support import synthetic_waiting
from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_an_older_runs_trail_is_found_by_its_id(team: Team) -> None:
    old_run = team.store.request(waiting_request(team.store)).run_id
    synthetic_waiting(team.store)  # a newer run, copied in SQL: 402 runs newer than old_run
    seeder = seeder_for(team.store.location)
    seeder.execute_script(copy_statements(seeder, 200))
    c = TestClient(create_app(team.store, policy=load_policy(team.policy_path)))
    c.post("/login", data={"token": team.tokens["alice"]})

    page = c.get("/audit", params={"run": old_run[:12]}).text

    assert "no-entries" not in page
    assert "request.created" in page and old_run in page
    unfiltered = c.get("/audit").text
    assert old_run not in unfiltered
    said = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", unfiltered))
    assert "filter by run for an older run's trail" in said
