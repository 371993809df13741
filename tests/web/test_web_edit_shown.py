"""The inbox says why it offers no edit form, and its run timeline keeps the agent's proposal
apart from an operator's edit and the booking (outside tester 11, findings 7 and 12).

A request whose run's tools module is not allowed here, or cannot be imported, showed no edit
form and no reason. The timeline showed the edited call as what the agent "proposed" and listed
``side_effect.started``/``ok`` under "decided". These tests read the pages' structure (ids,
classes and the stage of each row), not their sentences.
"""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.types import InputResponse
from arena.web import create_app
from store_support import APPROVED, ENDPOINT, Booker
from web_support import Team, make_team


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def waiting(team: Team, tools_module: str = "arena.tools.rooms") -> str:
    result = asyncio.run(
        run_item(
            Booker(), APPROVED, ENDPOINT, settings=RunSettings(mode="human"),
            record=recording(team.store, tools_module=tools_module), answerer=human_answerer,
        )
    )  # fmt: skip
    assert result.status == "waiting", result.trace.error
    return team.store.requests(result.run_id)[0].id


def login(team: Team) -> tuple[TestClient, str]:
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
    csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert csrf is not None
    return c, csrf.group(1)


def text(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", fragment)).split())


@pytest.mark.parametrize(
    ("module", "why"),
    [
        ("not_a_module_anywhere", "not allowed"),  # neither allowed nor there
        ("os", "not allowed"),  # importable, but the allow-list does not name it
        ("json", "book_room"),  # allowed, imported, but it has no such tool
        ("not_there_tools", "cannot import"),  # allowed, but not on this process's path
    ],
)
@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_request_that_cannot_be_edited_says_why(
    team: Team, module: str, why: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    allow = tmp_path / "allow.yaml"
    allow.write_text("tools_modules: [json, not_there_tools]\n")
    monkeypatch.setenv("ARENA_ALLOW", str(allow))
    rid = waiting(team, module)
    c, _ = login(team)
    page = c.get(f"/requests/{rid}").text
    assert 'id="edit"' not in page
    found = re.search(r'<p[^>]*id="no-edit"[^>]*>(.*?)</p>', page, re.S)
    assert found is not None, page
    said = text(found.group(1))
    assert module in said and why in said, said


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_an_editable_request_shows_the_form_and_no_reason(team: Team) -> None:
    rid = waiting(team)
    c, _ = login(team)
    page = c.get(f"/requests/{rid}").text
    assert 'id="edit"' in page and 'id="no-edit"' not in page


def stages(page: str) -> list[tuple[str, str]]:
    rows = re.findall(r'<tr class="stage-(\w+)">(.*?)</tr>', page, re.S)
    return [(stage, text(cells)) for stage, cells in rows]


@pytest.mark.parametrize("room", ["R-204", "R-305"])
@pytest.mark.usefixtures("runs_left_live_let_go")
def test_the_timeline_keeps_the_agents_proposal_and_names_the_edit(team: Team, room: str) -> None:
    rid = waiting(team)
    c, csrf = login(team)
    r = c.post(f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:room_id": room})
    assert r.status_code == 200, r.text
    rows = stages(c.get(f"/runs/{team.store.request(rid).run_id}").text)
    proposed = [w for s, w in rows if s == "proposed"]
    assert len(proposed) == 1 and "R-102" in proposed[0] and room not in proposed[0], rows
    decided = [w for s, w in rows if s == "decided"]
    assert len(decided) == 1, rows
    assert "alice" in decided[0] and decided[0].index("R-102") < decided[0].index(room), rows


def test_the_booking_is_executed_not_decided(team: Team) -> None:
    rid = waiting(team)
    run_id = team.store.request(rid).run_id
    team.store.answer(InputResponse(request_id=rid, option_id="approve"))
    asyncio.run(resume_run(run_id, team.store, adapter=Booker()))
    c, _ = login(team)
    rows = stages(c.get(f"/runs/{run_id}").text)
    assert [s for s, _ in rows][:3] == ["proposed", "presented", "decided"], rows
    assert not [w for s, w in rows if s == "decided" and "side_effect" in w], rows
    executed = [w for s, w in rows if s == "executed"]
    assert any("side_effect" in w for w in executed) and any("R-102" in w for w in executed)
