"""An operator approving an EXPIRED request (evidence55): ``arena approve`` and the web inbox
refuse it, judged by the store's clock, twice: the operator's own check before anything is
written (``operator.check_answerable``, ``inbox_checks.check_open``) and the store's as it
writes. A store that checks everything but the expiry (``broken_stores_s55.AcceptsExpired``,
patched onto the SQLite store both open) is still refused by the first (measured: it was); a
store whose clock runs two hours behind lets both take an approval an hour and more late. The
request was asked with a minute to live, and the machine's clock moved on two hours."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient
from tests.store.broken_stores_s55 import unexpiring

from arena import types
from arena.cli import main
from arena.policy import load_policy
from arena.store import SQLiteStore
from arena.web import create_app
from store_support import skew_clock, synthetic_waiting
from web_support import Team, hostile_request, make_team

#: Each store, and whether an approval after its request expired is taken.
STORES = {"real": False, "accepts_expired": False, "clock_behind": True}


@pytest.fixture
def broken(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[bool]:
    """Whether the store takes the late approval; the machine's clock moved on two hours once
    the test's request is asked (:func:`late`)."""
    if request.param == "accepts_expired":
        checked = SQLiteStore._answer_checked

        def unexpired(self: SQLiteStore, c: Any, row: Any, response: Any) -> Any:
            return checked(self, c, unexpiring(row), response)

        monkeypatch.setattr(SQLiteStore, "_answer_checked", unexpired)
    elif request.param == "clock_behind":
        behind = types.utcnow  # the clock before the move: two hours behind the machine's
        monkeypatch.setattr(SQLiteStore, "_clock", lambda self, c: behind())
    yield STORES[request.param]


def late(monkeypatch: pytest.MonkeyPatch) -> None:
    skew_clock(monkeypatch, timedelta(hours=2))


@pytest.fixture
def team(tmp_path: Path) -> Iterator[Team]:
    t = make_team(tmp_path)
    yield t
    t.store.close()


@pytest.mark.parametrize("broken", sorted(STORES), indirect=True)
def test_the_cli_refuses_an_expired_request(
    broken: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        _, request_id = synthetic_waiting(store, expires_in_s=60)
    late(monkeypatch)
    done = CliRunner().invoke(main, ["approve", request_id, "--store", str(db)])
    with SQLiteStore(db) as store:
        kept = store.request(request_id).response
    refused = done.exit_code == 2 and "expired at" in done.stderr
    assert refused is not broken, done.output
    assert kept is not None and (kept.option_id == "approve") is broken


# the inbox votes (Store.vote): a store's answer() without the expiry check changes nothing there
@pytest.mark.parametrize("broken", ["real", "clock_behind"], indirect=True)
def test_the_inbox_refuses_an_expired_request(
    broken: bool, team: Team, monkeypatch: pytest.MonkeyPatch
) -> None:
    rid = hostile_request(team.store, expires_in_s=60)
    late(monkeypatch)
    c = TestClient(
        create_app(team.store, policy=load_policy(team.policy_path)),
        base_url="http://127.0.0.1:8765",
    )
    c.post("/login", data={"token": team.tokens["alice"]}, follow_redirects=False)
    found = re.search(r'name="csrf" value="([^"]+)"', c.get("/").text)
    assert found is not None
    r = c.post(f"/requests/{rid}", data={"decision": "approve", "csrf": found.group(1)})
    assert (r.status_code == 410) is not broken, (r.status_code, r.text[:300])
    kept = team.store.request(rid).response
    assert kept is not None and (kept.option_id == "approve") is broken
