"""``/runs/run_`` (a prefix several runs share) answered "'run_' matches 2 of your requests:
req_..., req_...": a run's page listed requests (users tester 30). It now lists the runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_web_inbox import login

from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_a_run_prefix_lists_the_runs_it_matches(team: Team) -> None:
    rids = [waiting_request(team.store) for _ in range(2)]
    runs = sorted(team.store.request(r).run_id for r in rids)
    c, _ = login(team, "alice")
    page = c.get("/runs/run_")
    assert page.status_code == 404, page.text
    assert "matches 2 of your runs" in page.text and all(r in page.text for r in runs), page.text
    assert "req_" not in page.text.split("<main>")[1], page.text
    one = c.get(f"/runs/{runs[0][:-3]}")  # a prefix only one run shares opens it
    assert one.status_code == 200 and runs[0] in one.text
