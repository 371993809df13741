"""A post to a request that expired while its page was open came back "400 Refused", the status
and title of a form filled in wrong, which a person (or a retrying client) reads as "fix it and
post again" (users38). An expired request is gone for good: HTTP 410, titled "Expired", with
its expiry time, that the answer was not applied and what the agent is told; posted again, the
same."""

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


def test_an_expired_request_is_gone_not_refused(team: Team) -> None:
    rid = hostile_request(team.store, expires_in_s=-1)
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert found is not None
    for _ in range(2):  # the second post meets the expiry already recorded
        r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": found.group(1)})
        assert r.status_code == 410, (r.status_code, r.text)
        title = re.search(r"<title>(.*?)</title>", r.text, re.S)
        assert title is not None and "Expired" in title.group(1), r.text
        text = " ".join(re.sub(r"<[^>]+>", " ", r.text).split())
        assert f"request {rid} expired at" in text and "UTC" in text, text
        assert "Your answer was not applied" in text, text
        assert "when its run is next resumed" in text, text
        assert 'href="/"' in r.text  # the way back to the queue
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "expired"
