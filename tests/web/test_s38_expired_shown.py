"""A request past its deadline said so only after a post (the 410 page, 6e389efa): its own page
showed "expired" beside its id and "(-1 s left)", and the queue listed it among the pending
requests "(in -1 min)", as if it still waited for a decision (users38). Both now show it as
expired: no form, its expiry time, and what its run is told at its next resume, in the 410's
words."""

from __future__ import annotations

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


def _client(team: Team) -> TestClient:
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
    return c


def _text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def test_an_expired_requests_page_says_it_expired(team: Team) -> None:
    rid = hostile_request(team.store, expires_in_s=-1)
    r = _client(team).get(f"/requests/{rid}")
    assert r.status_code == 200, r.text
    assert 'name="decision"' not in r.text  # no form to fill in
    assert 'id="expired"' in r.text, r.text
    text = _text(r.text)
    assert f"request {rid} expired at" in text and "it can no longer be answered" in text, text
    assert "the agent is told the request expired when its run is next resumed" in text, text
    assert "s left" not in text, text  # "(-1 s left)" read as a count still running


def test_the_queue_lists_an_expired_request_apart(team: Team) -> None:
    waiting = hostile_request(team.store, expires_in_s=3600)
    gone = hostile_request(team.store, expires_in_s=-1)
    html = _client(team).get("/").text
    table = re.search(r'<ol id="queue".*?</ol>', html, re.S)
    assert table is not None and waiting in table.group(0) and gone not in table.group(0), html
    assert "Pending requests (1)" in _text(html), _text(html)
    listed = re.search(r'<table id="expired".*?</table>', html, re.S)
    assert listed is not None and gone in listed.group(0), html
    assert 'name="decision"' not in listed.group(0)
    text = _text(html)
    assert "Expired (1)" in text, text
    assert "the agent is told the request expired when its run is next resumed" in text, text


def test_the_410_after_a_post_says_the_same(team: Team) -> None:
    rid = hostile_request(team.store, expires_in_s=-1)
    c = _client(team)
    page = _text(c.get(f"/requests/{rid}").text)
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    csrf = found.group(1) if found else ""
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
    assert r.status_code == 410, r.text
    told = "the agent is told the request expired when its run is next resumed"
    assert told in page and told in _text(r.text)
