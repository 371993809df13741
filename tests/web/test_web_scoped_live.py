"""An operator's open inbox hears only of what they may see, and a run's page lists only their
requests' tool calls.

``/events`` told every open page "changed" whenever any request in the store arrived or was
decided, another role's included: a finance operator's page reloaded each time facilities got a
booking to approve (activity they may not see, and a reload for nothing). A run's page hid
another role's request but still listed the ``book_room`` call that request's approval ran.
"""

from __future__ import annotations

import asyncio
import html
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.identity import add_operator, issue_token, operator_identity
from arena.inbox import decide
from arena.policy import load_policy
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.types import EvalItem, InputResponse, Turn
from arena.web import create_app, live
from store_support import ENDPOINT, book_room, synthetic_waiting
from web_support import Team, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def login(team: Team, name: str) -> TestClient:
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post("/login", data={"token": team.tokens[name]}, follow_redirects=False).is_redirect
    return c


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def events_while(
    monkeypatch: pytest.MonkeyPatch, client: TestClient, change: Callable[[], object]
) -> str:
    """What ``/events`` sends ``client`` over 1.5 s while ``change`` happens 0.4 s in (the
    stream ends by itself: STREAM_S)."""
    monkeypatch.setattr(live, "POLL_S", 0.1)
    monkeypatch.setattr(live, "STREAM_S", 1.5)
    errors: list[BaseException] = []

    def later() -> None:
        try:
            change()
        except BaseException as exc:  # surfaced below, not lost in the thread
            errors.append(exc)

    timer = threading.Timer(0.4, later)
    timer.start()
    try:
        got = client.get("/events")
    finally:
        timer.join()
    assert not errors, errors
    assert got.status_code == 200
    return got.text


def test_another_roles_new_or_decided_request_does_not_reload_the_page(
    team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    facilities = waiting_request(team.store)  # bookings rule: facilities only
    bob = login(team, "bob")  # finance
    policy = load_policy(team.policy_path)
    alice = next(o for o in team.store.operators() if o.name == "alice")

    def facilities_activity() -> None:
        waiting_request(team.store)  # a new request only facilities sees
        decide(team.store, facilities, operator_identity(alice), "approve", policy=policy)

    said = events_while(monkeypatch, bob, facilities_activity)
    assert "event: changed" not in said, said
    assert "req_" not in said and "run_" not in said


def test_a_change_to_the_operators_own_queue_reloads_it_naming_no_request(
    team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    bob = login(team, "bob")
    arrived: list[str] = []
    said = events_while(monkeypatch, bob, lambda: arrived.append(synthetic_waiting(team.store)[1]))
    assert "event: changed" in said, said  # no rule: anyone decides it, bob included
    assert arrived[0] not in said
    # Facilities' own page hears of a booking for facilities.
    alice = login(team, "alice")
    said = events_while(monkeypatch, alice, lambda: waiting_request(team.store))
    assert "event: changed" in said, said
    assert "req_" not in said


# -- a run's page -------------------------------------------------------------------------------
TWO_ROLES = """\
version: 1
rules:
  - name: big-rooms
    tools: ["book_*"]
    when: ["room_id == R-305"]
    roles: [facilities]
  - name: bookings
    tools: ["book_*"]
    roles: [finance]
"""


class TwoBookings:
    """Asks to book two rooms in one leg; once both are approved, books both, then tries one
    of them again and a room nobody approved."""

    name = "two-bookings"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        for n, room in enumerate(("R-102", "R-305")):
            ask_for_approval(
                ctx,
                action="request_approval",
                args={"summary": f"Book {room} on Tuesday"},
                native_id=f"gate-{n}",
            )
        return ctx.finish("waiting", message="May I book R-102 and R-305?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        # R-305 again is refused (its approval was used), R-400 was never asked for: both are
        # logged blocked, with no request of their own.
        said = [book_room(room_id=room) for room in ("R-102", "R-305", "R-305", "R-400")]
        return ctx.finish("completed", message=" ".join(said))


def test_a_run_page_lists_no_tool_call_of_a_request_the_operator_may_not_see(
    tmp_path: Path,
) -> None:
    team = make_team(tmp_path)
    team.policy_path.write_text(TWO_ROLES)
    policy = load_policy(team.policy_path)
    for name, roles in (("fin", ("finance",)), ("boss", ("finance", "facilities"))):
        add_operator(team.store, name, roles=roles, policy=policy)
        team.tokens[name] = issue_token(team.store, name, policy=policy)
    result = asyncio.run(
        run_item(
            TwoBookings(),
            EvalItem(id="two", input="Book two rooms on Tuesday."),
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(team.store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert result.status == "waiting", result.trace.error
    run_id = result.run_id
    by_room = {
        ("R-305" if "R-305" in str(r.request.args) else "R-102"): r.id
        for r in team.store.requests(run_id)
    }
    for room, name in (("R-102", "fin"), ("R-305", "alice")):
        op = next(o for o in team.store.operators() if o.name == name)
        decide(team.store, by_room[room], operator_identity(op), "approve", policy=policy)
    asyncio.run(resume_run(run_id, team.store, adapter=TwoBookings()))
    calls = [c for c in team.store.tool_calls(run_id) if c.tool == "book_room"]
    assert [(c.args["room_id"], c.status, c.request_id) for c in calls] == [
        ("R-102", "ok", by_room["R-102"]),
        ("R-305", "ok", by_room["R-305"]),
        ("R-305", "blocked", None),
        ("R-400", "blocked", None),
    ]

    fin = login(team, "fin")
    page = text_of(fin.get(f"/runs/{run_id}").text)
    assert "R-102" in page and by_room["R-102"] in page  # their own request and its booking
    assert "R-305" not in page and by_room["R-305"] not in page, page
    # The call nobody's approval covers is evidence for every operator of the run.
    assert "'R-400'} → blocked" in page, page
    assert re.search(r"1 request\(s\) and 2 tool call\(s\) of this run", page), page
    # Facilities alone sees the other booking; both roles see both, and nothing is said hidden.
    page = text_of(login(team, "alice").get(f"/runs/{run_id}").text)
    assert "R-305" in page and "R-102" not in page, page
    page = text_of(login(team, "boss").get(f"/runs/{run_id}").text)
    assert "R-305" in page and "R-102" in page and "not shown" not in page
    team.store.close()
