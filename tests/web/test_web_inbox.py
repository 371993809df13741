"""The web inbox through Starlette's TestClient: login, CSRF, roles, decisions, inert display.

Every refusal leaves the store as it was; every decision is the library's (:mod:`arena.inbox`),
recorded with ``interface="web"``. The same flows in a real browser: tests/web/test_web_browser.py.
"""

from __future__ import annotations

import html
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest
from starlette.testclient import TestClient

from arena.policy import load_policy
from arena.web import create_app
from web_support import HOSTILE, Team, hostile_request, make_team, waiting_request


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def client(team: Team) -> TestClient:
    app = create_app(team.store, policy=load_policy(team.policy_path))
    return TestClient(app, base_url="http://127.0.0.1:8765")


def login(team: Team, name: str) -> tuple[TestClient, str]:
    c = client(team)
    r = c.post("/login", data={"token": team.tokens[name]}, follow_redirects=False)
    assert r.status_code == 303, r.text
    page = c.get("/").text
    csrf = re.search(r'name="csrf" value="([^"]+)"', page)
    assert csrf is not None
    return c, csrf.group(1)


def dump(team: Team) -> list[str]:
    return list(sqlite3.connect(team.store.location).iterdump())


def test_login_refuses_a_wrong_token_and_sets_a_strict_cookie(team: Team) -> None:
    c = client(team)
    assert c.get("/", follow_redirects=False).headers["location"] == "/login"
    bad = c.post("/login", data={"token": team.tokens["alice"] + "x"})
    assert bad.status_code == 403 and "unknown, revoked or malformed token" in bad.text
    ok = c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
    cookie = ok.headers["set-cookie"].lower()
    assert "httponly" in cookie and "samesite=strict" in cookie and "path=/" in cookie
    assert "alice" in c.get("/").text


def test_a_post_without_this_sessions_csrf_token_is_refused(team: Team) -> None:
    rid = waiting_request(team.store)
    c, _ = login(team, "alice")
    before = dump(team)
    for data in ({"decision": "approve"}, {"decision": "approve", "csrf": "forged"}):
        r = c.post(f"/requests/{rid}", data=data)
        assert r.status_code == 403 and "CSRF" in r.text
    _other, other_csrf = login(team, "carol")
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": other_csrf})
    assert r.status_code == 403
    assert dump(team) == before and team.store.request(rid).response is None


def test_approve_records_the_operator_role_policy_and_web_interface(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    assert rid in c.get("/").text
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf, "note": "ok"})
    assert r.status_code == 200 and "approved by alice" in r.text
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "approve"
    assert (answer.responder.name, answer.responder.role, answer.responder.interface) == (
        "alice", "facilities", "web",
    )  # fmt: skip
    (vote,) = team.store.votes(rid)
    assert (vote.policy_version, vote.rule) == ("7", "bookings")
    assert rid not in c.get("/").text  # decided: gone from the queue


def test_deny_needs_a_reason_and_records_it(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    empty = c.post(f"/requests/{rid}", data={"decision": "deny", "csrf": csrf})
    assert empty.status_code == 400 and "needs a reason" in empty.text
    r = c.post(f"/requests/{rid}", data={"decision": "deny", "csrf": csrf, "reason": "no budget"})
    assert r.status_code == 200 and "denied by alice" in r.text
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "deny" and "no budget" in (answer.note or "")


def test_edit_is_checked_against_the_tools_schema(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    page = c.get(f"/requests/{rid}").text
    assert 'name="arg:room_id"' in page
    bad = c.post(f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:nope": "1"})
    assert bad.status_code == 400 and "no argument 'nope'" in html.unescape(bad.text)
    r = c.post(f"/requests/{rid}", data={"decision": "edit", "csrf": csrf, "arg:room_id": "R-204"})
    assert r.status_code == 200, r.text
    answer = team.store.request(rid).response
    assert answer is not None and dict(answer.edited_args or {}) == {"room_id": "R-204"}


@pytest.mark.parametrize(
    "values",
    [("R-101", "R-305"), ("R-204", "R-204"), ("", "R-305"), ("R-305", "")],
)
def test_an_edit_naming_an_argument_twice_is_refused_as_the_cli_refuses_it(
    team: Team, values: tuple[str, str]
) -> None:
    """Red team 6, 7: a crafted post with ``arg:room_id`` twice was stored with the last value;
    ``arena approve --edit room_id=A --edit room_id=B`` refuses it. An empty field counts: which
    one the operator meant cannot be told."""
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    before = dump(team)
    fields = [("decision", "edit"), ("csrf", csrf)] + [("arg:room_id", v) for v in values]
    bad = c.post(
        f"/requests/{rid}",
        content=urlencode(fields),
        headers={"content-type": "application/x-www-form-urlencoded"},
    )
    assert bad.status_code == 400 and "room_id given twice" in html.unescape(bad.text), bad.text
    assert dump(team) == before and team.store.request(rid).response is None


def test_an_operator_without_the_role_neither_sees_nor_decides(team: Team) -> None:
    rid = waiting_request(team.store)  # rule bookings: facilities only
    c, csrf = login(team, "bob")  # finance
    assert rid not in c.get("/").text
    page = c.get(f"/requests/{rid}")
    assert page.status_code == 403 and "needs role facilities" in page.text
    before = dump(team)
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
    assert r.status_code == 403 and "needs role facilities" in r.text
    assert dump(team) == before


def test_a_decision_made_first_elsewhere_is_reported_not_overwritten(team: Team) -> None:
    rid = waiting_request(team.store)
    a, a_csrf = login(team, "alice")
    c, c_csrf = login(team, "carol")
    assert (
        a.post(f"/requests/{rid}", data={"decision": "approve", "csrf": a_csrf}).status_code == 200
    )
    late = c.post(f"/requests/{rid}", data={"decision": "deny", "csrf": c_csrf, "reason": "no"})
    assert late.status_code == 409 and "alice" in late.text
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "approve"


def test_an_expired_request_is_refused_with_a_clear_message(team: Team) -> None:
    rid = hostile_request(team.store, expires_in_s=-1)
    c, csrf = login(team, "alice")
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
    assert r.status_code == 410 and "expired" in r.text and "can no longer be answered" in r.text
    # Not approved: the expiry is recorded as the request's answer, then the late approval as
    # refused after it (durable33)
    answer = team.store.request(rid).response
    assert answer is not None and answer.option_id == "expired"
    trail = team.store.history(team.store.request(rid).run_id)
    (refused,) = [e for e in trail if e.transition == "answer.refused"]
    assert refused.actor.name == "alice" and refused.actor.interface == "web"


def test_everything_from_a_model_or_user_is_inert(team: Team) -> None:
    rid = hostile_request(team.store)
    c, _ = login(team, "alice")
    pages = [c.get("/").text, c.get(f"/requests/{rid}").text]
    run_id = team.store.request(rid).run_id
    pages.append(c.get(f"/runs/{run_id}").text)
    for body in pages:
        assert "<script>document.title" not in body and "<img src=x" not in body
        assert "&lt;script&gt;" in body  # shown, as text
        assert 'href="https://evil.example' not in body
        assert "\x1b" not in body
    headers = c.get("/").headers
    assert "script-src 'self'" in headers["content-security-policy"]
    assert HOSTILE  # the payload under test


def test_the_audit_trail_and_timeline_show_who_decided(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    c.post(f"/requests/{rid}", data={"decision": "deny", "csrf": csrf, "reason": "too big"})
    run_id = team.store.request(rid).run_id
    audit = c.get("/audit", params={"by": "alice"}).text
    assert "request.denied" in audit and "web" in audit and run_id in audit
    assert "request.denied" not in c.get("/audit", params={"by": "carol"}).text
    timeline = c.get(f"/runs/{run_id}").text
    for stage in ("proposed", "presented", "decided"):
        assert f"stage-{stage}" in timeline
    assert "alice (facilities, web)" in timeline
    # The proposal is the call approving would run, not the gated tool beside the gate's
    # arguments (outside tester: "book_room {'summary': ...}", a call that never was).
    authorises = team.store.request(rid).request.details["binds"]["authorises"]
    assert authorises in html.unescape(timeline)
    assert "book_room {'summary'" not in html.unescape(timeline)
    page = c.get(f"/requests/{rid}").text
    assert 'id="authorises"' in page


def test_logout_ends_the_session(team: Team) -> None:
    c, csrf = login(team, "alice")
    assert c.post("/logout", data={"csrf": csrf}, follow_redirects=False).status_code == 303
    assert c.get("/", follow_redirects=False).headers["location"] == "/login"
