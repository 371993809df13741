"""The web inbox offered no edit form for a request of a run an eval stored ("tool
'request_approval' is not found in the run's tools module (none recorded)", evals32 F7), where
the eval's own ``respond(edited_args=...)`` takes the edit; now the form is there and an
operator's edit reaches the agent through the eval's ``t.resume()``."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.policy import load_policy
from arena.web import create_app
from web_support import Team, make_team


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_an_evals_request_is_edited_in_the_inbox(
    team: Team, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=team.store) as t:
        t.send("Book a meeting room for 6 people on Tuesday.")
        request = t.require_input_request()
        c = TestClient(
            create_app(team.store, policy=load_policy(team.policy_path)),
            base_url="http://127.0.0.1:8765",
        )
        assert c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
        page = c.get(f"/requests/{request.id}").text
        assert 'id="edit"' in page and 'id="no-edit"' not in page, page
        csrf = re.search(r'name="csrf" value="([^"]+)"', page)
        assert csrf is not None
        r = c.post(
            f"/requests/{request.id}",
            data={"decision": "edit", "csrf": csrf.group(1), "arg:room_id": "R-204"},
        )
        assert r.status_code == 200, r.text
        t.resume()
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-204"})
