"""The inbox's run page named no one as having started the run, nor the process (users tester
32, with ``arena show`` saying only the process): it now says who, from the run's first leg."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from web_support import Team, hostile_request, make_team


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_the_run_page_says_who_started_the_run(team: Team) -> None:
    rid = hostile_request(team.store)
    run_id = team.store.request(rid).request.run_id
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post(
        "/login", data={"token": team.tokens["alice"]}, follow_redirects=False
    ).is_redirect
    page = c.get(f"/runs/{run_id}").text
    started = re.search(r"<dt>started</dt><dd>(.*?)</dd>", page, re.S)
    assert started is not None, page
    assert html.unescape(started.group(1)).endswith(" by runner (scripted)"), started.group(1)
