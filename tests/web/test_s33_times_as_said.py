"""The inbox's run timeline and audit trail said when in ISO form with microseconds,
'2026-12-05T09:08:53.567427+00:00', beside the run's 'started 2026-12-05 09:08:54 UTC' and the
queue's 'asked' (users tester 33, at 360 px in chromium). Every time now reads as they do."""

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

ISO = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d")
SAID = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$")


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_the_timeline_and_the_audit_trail_say_times_as_the_rest(team: Team) -> None:
    rid = hostile_request(team.store)
    run_id = team.store.request(rid).request.run_id
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post(
        "/login", data={"token": team.tokens["alice"]}, follow_redirects=False
    ).is_redirect
    for page in (c.get(f"/runs/{run_id}").text, c.get("/audit").text):
        shown = [html.unescape(w) for w in re.findall(r'data-label="when">(.*?)</td>', page)]
        assert shown, page
        assert all(SAID.match(w) for w in shown), shown
        assert not ISO.search(page), ISO.search(page)
