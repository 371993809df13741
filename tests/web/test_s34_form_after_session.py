"""A decision posted from a page whose session had ended (logged out in another tab, or
``arena serve`` restarted: sessions live in its memory) answered a bare text line, 'log in
first', with no page, no link and no word that the decision was not recorded; one posted from a
page of an earlier session (logged in again since) answered a bare 'refused: the form's CSRF
token ...' (users34, Playwright with Debian chromium at 360 px). Each is now an inbox page
saying nothing was recorded and what to do: the login form, or the error page with its link."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def _login(c: TestClient, team: Team) -> str:
    c.post("/login", data={"token": team.tokens["alice"]})
    csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert csrf is not None
    return csrf.group(1)


def test_a_decision_posted_after_the_session_ended_says_nothing_was_recorded(team: Team) -> None:
    rid = waiting_request(team.store)
    app = create_app(team.store, policy=load_policy(team.policy_path))
    c = TestClient(app, base_url="http://127.0.0.1:8765")
    csrf = _login(c, team)
    c.post("/logout", data={"csrf": csrf})
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
    assert r.status_code == 403
    assert r.headers["content-type"].startswith("text/html"), r.headers["content-type"]
    assert "nothing was recorded" in r.text and 'action="/login"' in r.text, r.text
    assert team.store.request(rid).response is None


def test_a_decision_from_an_earlier_sessions_page_says_nothing_was_recorded(team: Team) -> None:
    rid = waiting_request(team.store)
    app = create_app(team.store, policy=load_policy(team.policy_path))
    c = TestClient(app, base_url="http://127.0.0.1:8765")
    old = _login(c, team)
    _login(c, team)  # logged in again: a new session, a new CSRF token
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": old})
    assert r.status_code == 403 and "CSRF" in r.text
    assert r.headers["content-type"].startswith("text/html"), r.headers["content-type"]
    assert "nothing was recorded" in r.text and 'href="/"' in r.text, r.text
    assert team.store.request(rid).response is None
