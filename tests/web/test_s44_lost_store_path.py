"""A request nobody can answer is told in the inbox without the server's store path.

users43/44: the queue's "Cannot be answered" table and the request page showed the store's
own words, ``... or close the run: arena sweep --not-durable --store /srv/.../arena.db`` (a
path on the server, which the pages keep off elsewhere), and a refused decision on it read
``arena sweep --not-durable --the inbox's store``. Each now says the command and that it runs
on the inbox's store; nothing else of the message changes.
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
from arena.policy import load_policy
from arena.store import SQLiteStore
from arena.store.base import EndpointSpec, LegWrite, RunOrigin
from arena.types import EvalItem, Responder
from arena.web import create_app
from arena.web.failures import for_browser
from store_support import ENDPOINT
from web_support import Team, make_team

SAID = "arena sweep --not-durable on the inbox's store"


@pytest.fixture(params=["plain", "with space"])
def team(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Team]:
    home = tmp_path / ("srv" if request.param == "plain" else "my store")
    home.mkdir()
    t = make_team(home)
    yield t
    t.store.close()


def text_of(page: str) -> str:
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))


def lost_pause(store: SQLiteStore, monkeypatch: pytest.MonkeyPatch) -> str:
    """A vanilla run left waiting by a process of this host that has exited."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    monkeypatch.setattr(sql, "host_pid", lambda: f"{os.uname().nodename}:{proc.pid}")
    ctx = RunContext(run_id=f"run_lost{time.monotonic_ns()}", adapter="vanilla", endpoint=ENDPOINT)
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


def pages(team: Team, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    gone = lost_pause(team.store, monkeypatch)
    c = TestClient(create_app(team.store, policy=load_policy(team.policy_path)))
    assert c.post("/login", data={"token": team.tokens["alice"]}).status_code == 200
    queue = c.get("/").text
    found = re.search(r'name="csrf" value="([^"]+)"', queue)
    assert found is not None
    refused = c.post(f"/requests/{gone}", data={"decision": "approve", "csrf": found.group(1)})
    assert refused.status_code == 409
    assert team.store.request(gone).response is None  # nothing written
    return {
        "queue": queue.split('id="unanswerable"', 1)[1],
        "request page": c.get(f"/requests/{gone}").text,
        "refused decision": refused.text,
    }


def test_no_page_shows_the_stores_path(team: Team, monkeypatch: pytest.MonkeyPatch) -> None:
    home = str(Path(team.store.location).parent)
    for where, page in pages(team, monkeypatch).items():
        shown = text_of(page)
        assert home not in shown, where
        assert "arena.db" not in shown, where
        assert "--the inbox" not in shown, where
        assert SAID in shown, (where, shown)
        assert "not durable" in shown and "process" in shown, where  # the why, unchanged


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("close it: arena sweep --not-durable --store /srv/a/arena.db", f"close it: {SAID}"),
        (
            "close it: arena sweep --not-durable --store '/srv/my runs/arena.db'.",
            f"close it: {SAID}",
        ),
        ("then arena pending --store /srv/a/arena.db, or wait", "the inbox's store"),
        ("arena resume --all --store postgresql://u:secret@db.internal/arena", "inbox's store"),
    ],
)
def test_a_suggested_commands_store_is_the_inboxs(message: str, expected: str) -> None:
    said = for_browser(message, "/srv/a/arena.db")
    assert expected in said
    assert "/srv" not in said and "secret" not in said and "--the" not in said


@pytest.mark.parametrize(
    "message",
    [
        "request req_1 expired at 2026-12-06 10:00:00 UTC; it can no longer be answered",
        "unknown decision 'bogus'; one of approve, deny, edit, reply",
        "give --storey a value",  # not the flag
    ],
)
def test_other_messages_are_unchanged(message: str) -> None:
    assert for_browser(message, "/srv/a/arena.db") == message
