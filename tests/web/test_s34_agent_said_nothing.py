"""The inbox's queue and request page showed 'the agent said' with nothing under it when the
agent asked without a word (every scripted run: a bare label at 360 px, read as a page that failed
to load a value), where ``arena show`` says '-' (users34, Debian chromium). It now says
'nothing', muted; what an agent did say is shown as before."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.context import RunContext
from arena.policy import load_policy
from arena.store.base import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, Responder
from arena.web import create_app
from store_support import ENDPOINT
from web_support import Team, make_team


def _asked_without_a_word(team: Team) -> str:
    """A waiting request whose agent said nothing before it asked (as the scripted model's)."""
    ctx = RunContext(run_id="run_quiet", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    team.store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=ctx.finish("waiting", message=""),
            snapshot={"version": 1, "slots": {}},
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="web", input="Book a room for 4 on Monday."),
                tools_module="arena.tools.rooms",
            ),
        )
    )
    return request.id


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def test_an_agent_that_said_nothing_reads_nothing(team: Team) -> None:
    rid = _asked_without_a_word(team)
    app = create_app(team.store, policy=load_policy(team.policy_path))
    c = TestClient(app, base_url="http://127.0.0.1:8765")
    c.post("/login", data={"token": team.tokens["alice"]})
    page = c.get(f"/requests/{rid}").text
    said = re.search(r"<dt>the agent said</dt><dd[^>]*>(.*?)</dd>", page, re.S)
    assert said is not None and "nothing" in said.group(1), page
    queue = c.get("/").text
    cell = re.search(r'<div class="cell text" data-label="agent said">(.*?)</div>', queue, re.S)
    assert cell is not None and "nothing" in cell.group(1), queue
