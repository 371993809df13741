"""Chromium asks every new inbox visitor's /favicon.ico; the inbox answered 404, an error in the
browser's console on every first page (users tester 33, Playwright with Debian chromium). It now
answers 204 No Content, with the inbox's security headers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from web_support import Team, make_team


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_the_favicon_is_no_error(team: Team) -> None:
    c = TestClient(create_app(team.store, policy=load_policy(team.policy_path)))
    answered = c.get("/favicon.ico", follow_redirects=False)
    assert answered.status_code == 204, answered.status_code
    assert answered.headers["x-content-type-options"] == "nosniff"
