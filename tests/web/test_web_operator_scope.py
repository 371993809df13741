"""An operator sees in the inbox only what the queue shows them: the requests their role decides
(or that they voted on), and runs and audit rows through those; an edit's blanked field is named.

Outside tester 20: ``/requests/req_`` answered a finance operator with a 404 listing ten ids of
the whole store, facilities' pending requests among them; an answered request, its run's
timeline and the audit trail showed other roles' requests in full to whoever typed the address;
an edit form posted with ``room_id`` cleared said only "an edit needs at least one NAME=VALUE".
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from store_support import synthetic_waiting
from web_support import Team, hostile_request, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def login(team: Team, name: str) -> tuple[TestClient, str]:
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    assert c.post("/login", data={"token": team.tokens[name]}, follow_redirects=False).is_redirect
    csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert csrf is not None
    return c, csrf.group(1)


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def facilities_and_anyone(team: Team) -> tuple[list[str], list[str]]:
    """Two requests only facilities may decide (rule bookings), two anyone may (no rule)."""
    theirs = [waiting_request(team.store) for _ in range(2)]
    anyone = [hostile_request(team.store), synthetic_waiting(team.store)[1]]
    return theirs, anyone


def test_an_ambiguous_prefix_names_only_what_the_operator_sees(team: Team) -> None:
    theirs, anyone = facilities_and_anyone(team)
    bob, csrf = login(team, "bob")  # finance: not facilities
    for got in (
        bob.get("/requests/req_"),
        bob.post("/requests/req_", data={"csrf": csrf, "decision": "approve"}),
    ):
        assert got.status_code == 404
        said = text_of(got.text)
        assert all(rid in said for rid in anyone), said
        assert not any(rid in said for rid in theirs), said
        assert "2 more" in said  # counted, not named
    for rid in anyone:
        assert team.store.request(rid).response is None  # nothing decided by the prefix


def test_a_prefix_unique_among_what_the_operator_sees_opens_it(team: Team) -> None:
    theirs = [waiting_request(team.store) for _ in range(2)]
    mine = hostile_request(team.store)
    bob, _ = login(team, "bob")
    got = bob.get("/requests/req_")
    assert got.status_code == 200
    assert mine in got.text and not any(rid in got.text for rid in theirs)
    alice, _ = login(team, "alice")  # facilities sees all three: still ambiguous for her
    said = text_of(alice.get("/requests/req_").text)
    assert all(rid in said for rid in [*theirs, mine]) and "more match" not in said


def test_another_roles_request_run_and_audit_rows_are_not_shown(team: Team) -> None:
    theirs, anyone = facilities_and_anyone(team)
    alice, csrf = login(team, "alice")
    decided = alice.post(
        f"/requests/{theirs[0]}", data={"csrf": csrf, "decision": "approve"}, follow_redirects=False
    )
    assert decided.status_code == 303
    run_of = {rid: team.store.request(rid).run_id for rid in theirs + anyone}
    bob, _ = login(team, "bob")
    for path in (
        f"/requests/{theirs[0]}",  # answered: it was shown in full
        f"/requests/{theirs[0]}/decided",
        f"/requests/{theirs[1]}",  # pending: refused, as before
        f"/runs/{run_of[theirs[0]]}",
        f"/runs/{theirs[1]}",  # a run's page by its request's id
    ):
        got = bob.get(path)
        assert got.status_code == 403, (path, got.status_code)
        assert "room_id=" not in got.text and "R-" not in text_of(got.text), path
    audit = text_of(bob.get("/audit").text)
    assert not any(rid in audit or run_of[rid] in audit for rid in theirs), audit
    assert all(rid in audit for rid in anyone)
    assert bob.get(f"/runs/{run_of[anyone[0]]}").status_code == 200
    # Alice (facilities) still sees all of it.
    assert alice.get(f"/runs/{run_of[theirs[0]]}").status_code == 200
    assert alice.get(f"/requests/{theirs[0]}").status_code == 200
    audit = text_of(alice.get("/audit").text)
    assert all(rid in audit for rid in theirs + anyone)


def test_a_blanked_edit_field_is_named_and_nothing_is_decided(team: Team) -> None:
    rid = waiting_request(team.store)
    alice, csrf = login(team, "alice")
    page = alice.get(f"/requests/{rid}").text
    shown = re.search(r'name="arg:room_id" value="([^"]*)"', page)
    assert shown is not None and shown.group(1)  # the form starts with the proposed room
    for blank in ("", "   "):
        got = alice.post(
            f"/requests/{rid}", data={"csrf": csrf, "decision": "edit", "arg:room_id": blank}
        )
        assert got.status_code == 400
        said = text_of(got.text)
        assert "room_id" in said and "blank" in said and "Approve" in said, said
        assert shown.group(1) in said  # the value it had, to type back or change
    assert team.store.request(rid).response is None
    assert team.store.votes(rid) == []
