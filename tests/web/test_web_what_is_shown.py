"""What the inbox's pages name: the call approving runs apart from the gate the agent asked
through, and what an edit changed (outside tester 9, finding 7h).

The queue showed ``request_approval``'s ``summary=`` under the headings "tool: book_room /
arguments", a call that never was; the page after an edit said "edited by alice" but not what
was edited. These tests read the pages' structure (ids and classes), not their sentences.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from arena.web.app import shown_call
from web_support import Team, hostile_request, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def login(team: Team, name: str = "alice") -> tuple[TestClient, str]:
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post("/login", data={"token": team.tokens[name]}, follow_redirects=False).is_redirect
    csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert csrf is not None
    return c, csrf.group(1)


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))


def row(page: str, rid: str) -> str:
    found = re.search(rf'<li class="request" data-request="{rid}">(.*?)</li>', page, re.S)
    assert found is not None, f"{rid} not in the queue"
    return found.group(1)


def element(page: str, tag: str, ident: str, attr: str = "id") -> str:
    found = re.search(rf'<{tag}[^>]*{attr}="{ident}"[^>]*>(.*?)</{tag}>', page, re.S)
    assert found is not None, f"no {attr}={ident} on the page"
    return found.group(1)


def arguments(listed: str) -> str:
    """A queued request's arguments: its block from that label to the next one's."""
    found = re.search(r'data-label="its arguments">(.*?)<div class="cell', listed, re.S)
    assert found is not None, listed
    return found.group(1)


def bound(team: Team, rid: str) -> dict[str, object]:
    return dict(team.store.request(rid).request.details["binds"]["args"])


def test_the_queue_shows_the_bound_calls_arguments_and_names_the_gate_apart(team: Team) -> None:
    rid = waiting_request(team.store)  # request_approval(summary=...) gating book_room
    c, _ = login(team)
    listed = row(c.get("/").text, rid)
    tool, args = text(element(listed, "code", "tool", "class")).strip(), arguments(listed)
    assert tool == "book_room"
    shown = re.search(r'<span class="bound">(.*?)</span>', args, re.S)
    assert shown is not None
    for name, value in bound(team, rid).items():
        assert f"{name}={value}" in text(shown.group(1))
    assert "summary" not in text(shown.group(1))  # the gate's argument, not book_room's
    gate = re.search(r'<div class="gate[^"]*" data-gate="([^"]+)">(.*?)</div>', args, re.S)
    assert gate is not None and gate.group(1) == "request_approval"
    assert "request_approval" in text(gate.group(2)) and "summary=" in text(gate.group(2))


def test_the_request_page_shows_the_same_apart(team: Team) -> None:
    rid = waiting_request(team.store)
    c, _ = login(team)
    page = c.get(f"/requests/{rid}").text
    args = text(element(page, "dd", "arguments"))
    assert all(f"{k}={v}" in args for k, v in bound(team, rid).items())
    assert "summary" not in args
    assert "summary=" in text(element(page, "dd", "gate-args"))
    assert "request_approval" in text(page.split('id="gate-args"')[0].rsplit("<dt>", 1)[1])


def summary_of(action: str, tool: str, args: dict[str, str], binds: object) -> Any:
    """The fields of an :class:`arena.inbox.RequestSummary` that :func:`shown_call` reads."""
    return SimpleNamespace(
        tool=tool, args=args, context=SimpleNamespace(action=action, binds=binds)
    )


@pytest.mark.parametrize(
    ("action", "binds", "expected"),
    [
        # asked through a gate, bound to nothing: no arguments of book_room to show
        ("request_approval", None, {"tool": "book_room", "args": None, "gate": "request_approval"}),
        ("request_approval", {}, {"tool": "book_room", "args": None, "gate": "request_approval"}),
        # the tool itself asked: its arguments are the call's
        ("book_room", None, {"tool": "book_room", "args": {"room_id": "R-1"}, "gate": None}),
        # bound: the binding's call, whatever the gate passed
        (
            "request_approval",
            {"tool": "book_room", "args": {"room_id": "R-204"}},
            {"tool": "book_room", "args": {"room_id": "R-204"}, "gate": "request_approval"},
        ),
    ],
)
def test_shown_call_never_shows_a_gates_arguments_as_the_tools(
    action: str, binds: object, expected: dict[str, object]
) -> None:
    args = {"summary": "Book Cedar"} if action != "book_room" else {"room_id": "R-1"}
    shown = shown_call(summary_of(action, "book_room", args, binds))
    assert {k: shown[k] for k in expected} == expected
    assert shown["gate_args"] == (args if expected["gate"] else {})


def test_hostile_gate_arguments_stay_inert_under_the_gates_name(team: Team) -> None:
    rid = hostile_request(team.store)
    c, _ = login(team)
    args = arguments(row(c.get("/").text, rid))
    assert "<script>" not in args and "&lt;script&gt;" in args
    gate = re.search(r'<div class="gate[^"]*" data-gate="([^"]+)">(.*?)</div>', args, re.S)
    assert gate is not None and "summary=" in text(gate.group(2))


@pytest.mark.parametrize(
    ("typed", "room"),
    [("R-204", "R-204"), ("R-305", "R-305"), ("maple", "R-210"), ("Sequoia", "R-305")],
)
def test_the_page_after_an_edit_says_what_changed(team: Team, typed: str, room: str) -> None:
    rid = waiting_request(team.store)
    asked = bound(team, rid)["room_id"]
    assert asked != room
    c, csrf = login(team)
    r = c.post(f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:room_id": typed})
    assert r.status_code == 200, r.text
    notice = text(element(r.text, "p", "notice"))
    assert "alice" in notice
    # The argument, what was asked and what it is now, in that order.
    assert re.search(rf"room_id\W+{re.escape(str(asked))}\W+.*{room}", notice), notice
    edited = text(element(r.text, "p", "edited"))
    assert edited.index(room) < edited.index(str(asked))  # authorises the edit; as asked after
    # Read back again (a refresh of the redirect target) says the same.
    again = c.get(f"/requests/{rid}/decided").text
    assert text(element(again, "p", "notice")) == notice
    # The request page marks its arguments as edited and still shows what was asked.
    page = c.get(f"/requests/{rid}").text
    assert f"room_id={room}" in text(element(page, "dd", "arguments"))
    assert str(asked) in text(element(page, "dd", "authorises"))


def test_a_plain_approval_names_no_change(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team)
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
    assert r.status_code == 200
    assert "→" not in text(element(r.text, "p", "notice"))
    assert 'id="edited"' not in r.text


def test_an_edit_to_the_room_already_proposed_names_no_change(team: Team) -> None:
    rid = waiting_request(team.store)
    asked = str(bound(team, rid)["room_id"])
    c, csrf = login(team)
    r = c.post(f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:room_id": asked})
    assert r.status_code == 200, r.text
    assert "→" not in text(element(r.text, "p", "notice"))
