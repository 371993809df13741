"""One request decided at the same instant from two places, or as it expires: one decision (PostgreSQL).

test_s43_vote_race forces two answers of one process's stores; here the operators' own ways in
meet: the web inbox's approval is held inside its transaction, after its checks and before its
insert, while ``arena deny`` runs in a process of its own and is let go only once the server
shows it waiting on the inbox's lock (or it has ended). The expiry sweep is forced into an
approval's transaction the same way, in both orders. Each time: exactly one decision stored and
in the trail, the other refused in the trail (the person told, no traceback), and the audit
chain verifies — ledger against trail included (``chain_verify.check_ledger``).
"""

from __future__ import annotations

import getpass
import html
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from arena.cli import main
from arena.errors import Conflict, Expired
from arena.identity import add_operator, issue_token
from arena.policy import load_policy
from arena.store import chain_verify
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from arena.web import create_app
from cli_support import user_env
from store_support import synthetic_waiting
from web_support import POLICY

ALICE = Responder(name="alice", role="facilities", interface="cli")
WAIT_S = 30.0
CLI_APP = "s44-cli-deny"


def _waiting_on_a_lock(url: str, *, app: str | None = None, pid: int | None = None) -> bool:
    """Whether a backend of this server (by application name or pid) waits on a lock now."""
    with psycopg.connect(url, autocommit=True) as admin:
        rows = admin.execute(
            "SELECT application_name, pid FROM pg_stat_activity WHERE wait_event_type = 'Lock'"
        ).fetchall()
    return any(row[0] == app or row[1] == pid for row in rows)


def _chain_holds(store: PostgresStore, run_id: str) -> None:
    """The run's trail verifies, and its ledger agrees with it (what arena audit verify reads)."""
    with store._db.tx(write=False) as c:
        assert chain_verify.verify_run(c, run_id) is None
        audit = list(c.execute("SELECT * FROM audit WHERE run_id = ?", (run_id,)))
        assert chain_verify.check_ledger(c, audit, run_id) is None


def _decisions(store: PostgresStore, run_id: str) -> list[tuple[str, str]]:
    trail = [(e.transition, e.actor.name) for e in store.history(run_id)]
    return [t for t in trail if t[0] in ("request.approved", "request.denied", "request.expired")]


@pytest.fixture
def inbox(postgres_url: str, tmp_path: Path) -> Iterator[tuple[PostgresStore, TestClient, str]]:
    """A PostgreSQL store with alice (facilities) signed in to its web inbox."""
    policy_path = tmp_path / "policy.yaml"
    policy_path.write_text(POLICY)
    policy = load_policy(policy_path)
    store = PostgresStore(postgres_url)
    add_operator(store, "alice", roles=("facilities",), policy=policy)
    add_operator(store, "bob", ("facilities",), (getpass.getuser(),), policy=policy)  # arena deny
    token = issue_token(store, "alice", policy=policy)
    client = TestClient(create_app(store, policy=policy), base_url="http://127.0.0.1:8765")
    signed = client.post("/login", data={"token": token}, follow_redirects=False)
    assert signed.status_code == 303, signed.text
    page = client.get("/").text
    csrf = page.split('name="csrf" value="', 1)[1].split('"', 1)[0]
    try:
        yield store, client, csrf
    finally:
        store.close()


def _cli(url: str, *args: str) -> subprocess.Popen[str]:
    """``arena ARGS --store URL`` in a process of its own, named to the server."""
    env = {**user_env(), "PGAPPNAME": CLI_APP}
    command = [sys.executable, "-m", "arena", *args, "--store", url]
    return subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def _inbox_approves_as_the_cli_decides(
    url: str,
    inbox: tuple[PostgresStore, TestClient, str],
    monkeypatch: pytest.MonkeyPatch,
    *cli_args: str,
) -> tuple[str, str, int, str]:
    """The inbox's approval held after its checks, before its insert, while ``arena CLI_ARGS
    REQUEST`` runs; let go once the server shows the command waiting on its lock (or ended).
    Returns the run, the request, the command's exit status and what it said."""
    store, client, csrf = inbox
    run_id, request_id = synthetic_waiting(store)
    real = store._insert_response
    cli: list[subprocess.Popen[str]] = []

    def inbox_inserts(*args: Any, **kwargs: Any) -> Any:
        if not cli:  # the inbox has checked the request open; the command starts now
            cli.append(_cli(url, *cli_args, request_id))
            deadline = time.monotonic() + WAIT_S
            while cli[0].poll() is None and not _waiting_on_a_lock(url, app=CLI_APP):
                assert time.monotonic() < deadline, "the command neither waited nor ended"
                time.sleep(0.01)  # a poll of the server's own view, not a guess at timing
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "_insert_response", inbox_inserts)
    posted = client.post(f"/requests/{request_id}", data={"decision": "approve", "csrf": csrf})
    assert cli, "the inbox never reached its insert"
    out, err = cli[0].communicate(timeout=WAIT_S)
    assert posted.status_code == 200, posted.text
    stored = store.request(request_id).response
    assert stored is not None and (stored.option_id, stored.responder.name) == ("approve", "alice")
    assert stored.responder.interface == "web"
    assert _decisions(store, run_id) == [("request.approved", "alice")]
    _chain_holds(store, run_id)
    return run_id, request_id, cli[0].returncode, out + err


def test_the_inbox_s_approval_and_arena_deny_at_once_leave_one_decision(
    postgres_url: str,
    inbox: tuple[PostgresStore, TestClient, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = inbox[0]
    run_id, _, code, said = _inbox_approves_as_the_cli_decides(
        postgres_url, inbox, monkeypatch, "deny", "--reason", "no budget"
    )
    assert code != 0, said
    assert "already answered: approved by alice" in said, said
    assert "Traceback" not in said, said
    refused = [e for e in store.history(run_id) if e.transition == "answer.refused"]
    assert [e.actor.name for e in refused] == ["bob"]


def test_one_operator_s_approval_from_the_inbox_and_arena_approve_at_once_is_read_back(
    postgres_url: str,
    inbox: tuple[PostgresStore, TestClient, str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """alice approves in the inbox and with arena approve at the same instant: her decision
    stands, and the command reads it back as it does a moment later (it exited 2 'already
    answered: approved by alice', over her own approval). The trail refuses nothing."""
    store = inbox[0]
    policy = load_policy(tmp_path / "policy.yaml")
    add_operator(store, "bob", ("facilities",), (), policy=policy)
    add_operator(store, "alice", ("facilities",), (getpass.getuser(),), policy=policy)
    run_id, request_id, code, said = _inbox_approves_as_the_cli_decides(
        postgres_url, inbox, monkeypatch, "approve"
    )
    assert code == 0, said
    assert f"already recorded: alice approved {request_id}" in said, said
    assert "error" not in said, said
    assert not [e for e in store.history(run_id) if e.transition == "answer.refused"]
    later = _cli(postgres_url, "approve", request_id)  # the same, a moment later
    out, err = later.communicate(timeout=WAIT_S)
    assert later.returncode == 0 and f"already recorded: alice approved {request_id}" in out, err


def _later(store: PostgresStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The store's clock two hours on: a request that expires in one is due to it."""
    real = store._clock
    monkeypatch.setattr(store, "_clock", lambda c: real(c) + timedelta(hours=2))


def _sweep_inside(
    store: PostgresStore, sweeper: PostgresStore, monkeypatch: pytest.MonkeyPatch
) -> dict[str, Any]:
    """``sweeper.expire_due()`` started inside ``store``'s answer, after its checks passed and
    before its insert, on a clock past the request's expiry (time gone by since the answer's
    check); let go once it waits on the answer's lock or has ended."""
    _later(sweeper, monkeypatch)
    out: dict[str, Any] = {}
    pid = sweeper._db._conn.info.backend_pid

    def sweep() -> None:
        try:
            out["swept"] = sweeper.expire_due()
        except Exception as exc:  # said by the assertions
            out["swept"] = exc

    thread = threading.Thread(target=sweep)
    real = store._insert_response

    def answer_inserts(c: Any, run_id: str, *args: Any, **kwargs: Any) -> Any:
        if not thread.is_alive() and "swept" not in out:
            thread.start()
            deadline = time.monotonic() + WAIT_S
            while "swept" not in out and not _waiting_on_a_lock(store.url, pid=pid):
                assert time.monotonic() < deadline, "the sweep neither waited nor ended"
                time.sleep(0.01)
        return real(c, run_id, *args, **kwargs)

    monkeypatch.setattr(store, "_insert_response", answer_inserts)
    out["thread"] = thread
    return out


def test_an_approval_and_the_expiry_sweep_at_once_leave_one_decision(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The approval's checks passed before the request expired; the sweep runs inside it. The
    one that commits first decides; the other is told, and nothing is decided twice."""
    store, sweeper = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=3600)
        sweeper.request(request_id)  # its connection open before the race
        out = _sweep_inside(store, sweeper, monkeypatch)
        try:
            approved: Any = store.answer(
                InputResponse(request_id=request_id, option_id="approve", responder=ALICE)
            )
        except (Conflict, Expired) as exc:
            approved = exc
        out["thread"].join(WAIT_S)
        assert not out["thread"].is_alive()
        swept = out["swept"]
        assert isinstance(swept, list), swept
        stored = store.request(request_id).response
        assert stored is not None
        decided = _decisions(store, run_id)
        assert len(decided) == 1, decided
        if isinstance(approved, Exception):  # the sweep committed first
            assert swept == [request_id] and stored.option_id == "expired", (approved, swept)
            # Expired, as a moment later: it was a Conflict 'expired (nobody decided …)'
            assert isinstance(approved, Expired), repr(approved)
            assert f"request {request_id} expired at " in str(approved), str(approved)
            refused = [
                e.actor.name for e in store.history(run_id) if e.transition == "answer.refused"
            ]
            assert refused == ["alice"]
        else:  # the approval committed first: the sweep neither stores nor reports it
            assert swept == [] and stored.option_id == "approve", (approved, swept)
            assert decided == [("request.approved", "alice")]
        _chain_holds(store, run_id)
    finally:
        store.close()
        sweeper.close()


def test_the_inbox_s_approval_in_flight_as_the_sweep_runs_stands(
    postgres_url: str,
    inbox: tuple[PostgresStore, TestClient, str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The inbox's approval (a vote under the policy) with the sweep begun inside it, after its
    checks passed: the sweep waits on the run's lock the approval holds, and the approval
    stands (the page as for any approval). The sweep once committed first and the inbox said
    410 'Expired' to an approval given in time (durable45: the sweep takes each run's lock)."""
    store, client, csrf = inbox
    sweeper = PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=3600)
        sweeper.request(request_id)
        out = _sweep_inside(store, sweeper, monkeypatch)
        posted = client.post(f"/requests/{request_id}", data={"decision": "approve", "csrf": csrf})
        out["thread"].join(WAIT_S)
        assert out["swept"] == [], out
        assert posted.status_code == 200, (posted.status_code, posted.text)
        assert _decisions(store, run_id) == [("request.approved", "alice")]
        assert not [e for e in store.history(run_id) if e.transition == "answer.refused"]
        _chain_holds(store, run_id)
    finally:
        sweeper.close()


def test_an_approval_after_the_sweep_committed_is_refused_as_expired(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The honest neighbour in order: the sweep first, the approval after, told it came late."""
    store, sweeper = PostgresStore(postgres_url), PostgresStore(postgres_url)
    try:
        run_id, request_id = synthetic_waiting(store, expires_in_s=3600)
        _later(sweeper, monkeypatch)
        assert sweeper.expire_due() == [request_id]
        with pytest.raises((Conflict, Expired)) as refused:
            store.answer(InputResponse(request_id=request_id, option_id="approve", responder=ALICE))
        said = str(refused.value)
        assert "expired (nobody decided before" in said and "can no longer be answered" in said
        assert [t for t, _ in _decisions(store, run_id)] == ["request.expired"]
        _chain_holds(store, run_id)
    finally:
        store.close()
        sweeper.close()


@pytest.mark.parametrize(
    ("web_says", "web_decision", "shown"),
    [
        ("deny", {"decision": "deny", "reason": "no budget"}, "already answered: approved by"),
        ("approve", {"decision": "approve"}, "approved by alice"),
    ],
)
def test_arena_approve_held_while_the_inbox_decides_leaves_one_decision(
    postgres_url: str,
    inbox: tuple[PostgresStore, TestClient, str],
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    web_says: str,
    web_decision: dict[str, str],
    shown: str,
) -> None:
    """The other way round: arena approve (alice's login, in this process) is held after its
    checks while the inbox's POST runs and waits on its lock. The inbox's deny is refused with
    who answered first (409); alice's own approval posted in the inbox reads back hers."""
    store, client, csrf = inbox
    policy = load_policy(tmp_path / "policy.yaml")
    add_operator(store, "bob", ("facilities",), (), policy=policy)
    add_operator(store, "alice", ("facilities",), (getpass.getuser(),), policy=policy)
    run_id, request_id = synthetic_waiting(store)
    web_pid = store._db._conn.info.backend_pid
    real = PostgresStore._insert_response
    posted: list[Any] = []
    web = threading.Thread(
        target=lambda: posted.append(
            client.post(f"/requests/{request_id}", data={**web_decision, "csrf": csrf})
        )
    )

    def cli_inserts(self: PostgresStore, *args: Any, **kwargs: Any) -> Any:
        if self is not store and not web.is_alive() and not posted:
            web.start()
            deadline = time.monotonic() + WAIT_S
            while not posted and not _waiting_on_a_lock(postgres_url, pid=web_pid):
                assert time.monotonic() < deadline, "the inbox neither waited nor answered"
                time.sleep(0.01)  # a poll of the server's own view, not a guess at timing
        return real(self, *args, **kwargs)

    monkeypatch.setattr(PostgresStore, "_insert_response", cli_inserts)
    done = CliRunner().invoke(main, ["approve", request_id, "--store", postgres_url])
    web.join(WAIT_S)
    assert not web.is_alive() and posted, "the inbox never answered"
    assert done.exit_code == 0, done.output
    page = posted[0]
    if web_says == "deny":
        assert page.status_code == 409, page.text
    else:
        assert page.status_code == 200 and str(page.url).endswith("/decided"), page.text
    assert shown in html.unescape(page.text), page.text
    stored = store.request(request_id).response
    assert stored is not None and (stored.option_id, stored.responder.name) == ("approve", "alice")
    assert stored.responder.interface == "cli"
    assert _decisions(store, run_id) == [("request.approved", "alice")]
    refused = [e.actor.name for e in store.history(run_id) if e.transition == "answer.refused"]
    assert refused == (["alice"] if web_says == "deny" else [])
    _chain_holds(store, run_id)
