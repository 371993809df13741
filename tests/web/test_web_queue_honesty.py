"""The inbox never differs silently from ``arena pending``, never shows a browser the server's
paths, and answers a decision with a redirect (Post/Redirect/Get).

Outside tester: a queue read "Nothing waits for you" while ``arena pending`` listed four requests
of non-durable runs whose process had exited; a 404 showed the store's filesystem path; a
refresh after approving re-posted the form and showed the operator's own decision as an error.
"""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

import arena.store.sql as sql
from arena.context import RunContext
from arena.identity import add_operator, issue_token
from arena.policy import load_policy
from arena.store import SQLiteStore
from arena.store.base import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, Responder
from arena.web import create_app
from arena.web.app import for_browser
from store_support import ENDPOINT
from web_support import Team, make_team, waiting_request

HOST = os.uname().nodename


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


def login(team: Team, name: str) -> tuple[TestClient, str]:
    app = create_app(team.store, policy=load_policy(team.policy_path))
    c = TestClient(app, base_url="http://127.0.0.1:8765")
    assert c.post("/login", data={"token": team.tokens[name]}).status_code == 200
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert found is not None
    return c, found.group(1)


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def lost_pause(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch) -> str:
    """A non-durable run (no snapshot) left waiting by a process of this host that has exited:
    what ``arena run --adapter vanilla --human`` leaves behind. Returns the request id."""
    monkeypatch.setattr(sql, "host_pid", lambda: f"{HOST}:{exited_pid()}")
    ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="vanilla", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    store.record_leg(
        LegWrite(
            run_id=ctx.run_id,
            turn=ctx.finish("waiting"),
            snapshot=None,
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="vanilla",
                endpoint=EndpointSpec.of(ENDPOINT),
                item=EvalItem(id="m", input="Book a room"),
            ),
        )
    )
    monkeypatch.undo()
    return request.id


def quorum_of_two(team: Team) -> str:
    """A request recorded under a rule that needs two approvals (the rule is stamped on it)."""
    team.policy_path.write_text(
        "version: 8\nrules:\n  - name: bookings\n    tools: ['book_*']\n"
        "    roles: [facilities]\n    decisions: [approve, deny]\n    quorum: 2\n"
    )
    rid = waiting_request(team.store)
    assert team.store.request(rid).request.details  # stamped
    return rid


# -- the queue says what it does not offer ----------------------------------------------------


@pytest.mark.parametrize("lost", [1, 3])
def test_requests_nobody_can_answer_are_shown_not_hidden(
    team: Team, monkeypatch: pytest.MonkeyPatch, lost: int
) -> None:
    gone = [lost_pause(team.store, monkeypatch) for _ in range(lost)]
    assert {r.id for r in team.store.pending()} == set(gone)  # what `arena pending` lists
    c, _ = login(team, "alice")
    page = c.get("/").text
    shown = text_of(page)
    for rid in gone:
        assert rid in page
    assert "cannot be answered" in shown and "not durable" in shown
    assert "arena sweep --not-durable" in shown
    assert str(lost) in shown


def test_a_lost_request_beside_a_live_one_stays_out_of_the_decidable_table(
    team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    live = waiting_request(team.store)
    gone = lost_pause(team.store, monkeypatch)
    c, _ = login(team, "alice")
    page = c.get("/").text
    table = page.split('id="queue"', 1)[1].split("</ol>", 1)[0]
    assert live in table and gone not in table
    assert gone in page.split('id="unanswerable"', 1)[1]


def test_a_lost_request_opens_with_why_and_no_decision_forms(
    team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone = lost_pause(team.store, monkeypatch)
    c, csrf = login(team, "alice")
    page = c.get(f"/requests/{gone}")
    assert page.status_code == 200
    shown = text_of(page.text)
    assert "not durable" in shown and "arena sweep --not-durable" in shown
    assert 'name="decision"' not in page.text
    refused = c.post(f"/requests/{gone}", data={"decision": "approve", "csrf": csrf})
    assert refused.status_code == 409 and "arena sweep --not-durable" in text_of(refused.text)
    assert team.store.request(gone).response is None and team.store.votes(gone) == []


def test_requests_left_to_other_operators_are_counted(team: Team) -> None:
    rids = [waiting_request(team.store) for _ in range(2)]  # rule bookings: facilities only
    c, _ = login(team, "bob")  # finance
    page = c.get("/").text
    assert all(rid not in page for rid in rids)  # what is not theirs stays unnamed
    shown = text_of(page)
    assert re.search(r"\b2\b[^.]*other operators", shown), shown


def test_a_request_this_operator_voted_on_is_counted_not_vanished(team: Team) -> None:
    rid = quorum_of_two(team)
    c, csrf = login(team, "alice")
    c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": csrf})
    shown = text_of(c.get("/").text)
    assert re.search(r"\b1\b[^.]*other operators", shown), shown


# -- a browser never sees where the store lives ------------------------------------------------


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/requests/req_doesnotexist"),
        ("POST", "/requests/req_doesnotexist"),
        ("GET", "/requests/zzz"),
        ("GET", "/runs/run_doesnotexist"),
    ],
)
def test_not_found_says_what_without_the_servers_paths(
    team: Team, tmp_path: Path, method: str, path: str
) -> None:
    c, csrf = login(team, "alice")
    form = {"decision": "approve", "csrf": csrf}
    r = c.get(path) if method == "GET" else c.post(path, data=form)
    assert r.status_code == 404
    assert path.rsplit("/", 1)[1] in r.text  # what was not found
    assert str(tmp_path) not in r.text and team.store.location not in r.text
    assert ".db" not in r.text


@pytest.mark.parametrize(
    "location",
    [
        "/srv/arena/prod.db",
        "/home/op/.local/share/arena/arena.db",
        "postgresql://arena:s3cret@db.internal:5432/arena",
    ],
)
def test_an_error_for_a_browser_names_no_store_location(location: str) -> None:
    said = for_browser(f"no request req_x in store {location}", location)
    assert location not in said and "s3cret" not in said and "req_x" in said
    other = for_browser("cannot read /var/lib/arena/policy.yaml: denied", location)
    assert "/var/lib/arena" not in other and "denied" in other


# -- Post/Redirect/Get --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("form", "said"),
    [
        ({"decision": "approve"}, "approved by alice"),
        ({"decision": "deny", "reason": "too big"}, "denied by alice"),
        ({"decision": "edit", "arg:room_id": "R-204"}, "edited by alice"),
    ],
)
def test_a_decision_redirects_and_a_refresh_does_not_post_again(
    team: Team, form: dict[str, str], said: str
) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    posted = c.post(f"/requests/{rid}", data={**form, "csrf": csrf}, follow_redirects=False)
    assert posted.status_code == 303
    where = posted.headers["location"]
    assert where.startswith("/") and "csrf" not in where
    for _ in range(2):  # the page, then the operator's refresh of it
        shown = c.get(where)
        assert shown.status_code == 200 and said in text_of(shown.text)
        assert "already" not in text_of(shown.text)
    assert len(team.store.votes(rid)) == 1


def test_a_vote_short_of_its_quorum_redirects_to_where_it_stands(team: Team) -> None:
    rid = quorum_of_two(team)
    c, csrf = login(team, "alice")
    posted = c.post(
        f"/requests/{rid}", data={"decision": "approve", "csrf": csrf}, follow_redirects=False
    )
    assert posted.status_code == 303
    shown = text_of(c.get(posted.headers["location"]).text)
    assert "1 of 2" in shown and "error" not in shown.lower()
    assert team.store.request(rid).response is None


def test_a_refused_decision_is_not_redirected(team: Team) -> None:
    rid = waiting_request(team.store)
    c, csrf = login(team, "alice")
    bad = c.post(
        f"/requests/{rid}", data={"decision": "deny", "csrf": csrf}, follow_redirects=False
    )
    assert bad.status_code == 400 and "needs a reason" in bad.text


def test_the_decision_page_of_a_request_nobody_decided_says_so(team: Team) -> None:
    rid = waiting_request(team.store)
    add_operator(team.store, "dave", roles=("facilities",), policy=load_policy(team.policy_path))
    team.tokens["dave"] = issue_token(team.store, "dave", policy=load_policy(team.policy_path))
    c, _ = login(team, "dave")
    shown = c.get(f"/requests/{rid}/decided")
    assert shown.status_code == 200
    assert "not decided" in text_of(shown.text) or "waits" in text_of(shown.text)
