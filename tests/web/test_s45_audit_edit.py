"""What an operator's edit changed, on the audit page and in ``arena show`` (requests45): the
inbox's audit trail listed a web edit as ``request.edited · by alice`` with its note only, and
``arena show`` said "— edited by alice": the field, the value asked for and the one approved were
in neither (the run's timeline and ``arena history`` said them). Now both say ``room_id R-102 →
R-210``; a denial's row says no edit."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from arena.cli import main
from arena.policy import load_policy
from arena.web import create_app
from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def _login(team: Team) -> tuple[TestClient, str]:
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert found is not None
    return c, found[1]


def _rows(page: str, transition: str) -> list[str]:
    rows = re.findall(r"<tr>.*?</tr>", page, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", " ", r)) for r in rows if transition in r]


def test_an_edit_says_its_field_from_and_to(team: Team) -> None:
    rid = waiting_request(team.store)  # asks for R-102 (Aspen)
    c, csrf = _login(team)
    done = c.post(
        f"/requests/{rid}",
        data={"decision": "edit", "csrf": csrf, "arg:room_id": "R-210", "note": "Aspen painted"},
        follow_redirects=False,
    )
    assert done.status_code == 303, done.text
    (row,) = _rows(c.get("/audit").text, "request.edited")
    assert "Aspen painted" in row and "edited: room_id R-102 → R-210" in row, row
    run_id = team.store.request(rid).run_id
    env = {"ARENA_STORE": None, "ARENA_POLICY": None, "NO_COLOR": "1", "COLUMNS": "200"}
    shown = CliRunner().invoke(main, ["show", run_id, "--store", str(team.store.location)], env=env)
    assert shown.exit_code == 0, shown.output
    assert "edited by alice: room_id R-102 → R-210" in shown.output, shown.output


def test_a_denial_says_no_edit(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = _login(team)
    c.post(f"/requests/{rid}", data={"decision": "deny", "csrf": csrf, "reason": "too big"})
    (row,) = _rows(c.get("/audit").text, "request.denied")
    assert "too big" in row and "edited" not in row, row
    run_id = team.store.request(rid).run_id
    env = {"ARENA_STORE": None, "ARENA_POLICY": None, "NO_COLOR": "1", "COLUMNS": "200"}
    shown = CliRunner().invoke(main, ["show", run_id, "--store", str(team.store.location)], env=env)
    assert shown.exit_code == 0 and "denied by alice" in shown.output, shown.output
    assert "→" not in shown.output, shown.output
