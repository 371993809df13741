"""The operator commands in-process (click's runner): output as data, and every bad input as one
line on stderr, exit code 2, and a store left exactly as it was."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.cli.operator_cmd import COMMANDS as OPERATOR_COMMANDS
from arena.cli.resume_cmd import COMMANDS as RESUME_COMMANDS
from arena.runs import resume_run
from arena.store import SQLiteStore
from store_support import DENIED, Booker, start_waiting, synthetic_waiting


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "arena.db"


@pytest.fixture
def store(db: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(db)
    yield s
    s.close()


def arena(*args: str, env: dict[str, str] | None = None) -> Result:
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


def assert_user_error(result: Result, message: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_pending_show_approve_deny_history_as_data(store: SQLiteStore, db: Path) -> None:
    first, second = start_waiting(store), start_waiting(store, DENIED)
    req1, req2 = (store.requests(r)[0].id for r in (first, second))
    pending = json.loads(arena("pending", "--json", "--store", str(db)).stdout)
    assert [p["id"] for p in pending] == [req2, req1]
    latest = json.loads(arena("pending", "--latest", "--json", "--store", str(db)).stdout)
    assert latest["id"] == req2 and latest["state"] == "pending"
    assert latest["proposed_side_effect"]["summary"] == (
        "books R-102 (Aspen, seats 6) for 6 people on Tuesday"
    )
    assert latest["next_commands"]["deny"] == f"arena deny {req2} --reason ... --store {db}"
    approved = arena("approve", req1[:12], "--as", "alice", "--role", "ops", "--store", str(db))
    assert approved.exit_code == 0
    assert approved.stdout.startswith(f"approved {req1} (run {first}: books R-102")
    denied = arena("deny", second, "--reason", "no budget", "--json", "--store", str(db))
    view = json.loads(denied.stdout)
    assert view["answer"]["verdict"] == "denied" and view["answer"]["note"] == "no budget"
    assert json.loads(arena("pending", "--json", "--store", str(db)).stdout) == []
    run = json.loads(arena("show", first, "--json", "--store", str(db)).stdout)
    assert run["kind"] == "run" and run["durable"] is True
    assert run["requests"][0]["answer"]["by"] == "alice"
    trail = json.loads(arena("history", first, "--json", "--store", str(db)).stdout)
    approved_entry = trail[2]
    assert (approved_entry["transition"], approved_entry["by"], approved_entry["role"]) == (
        "request.approved",
        "alice",
        "ops",
    )
    assert approved_entry["interface"] == "cli"
    waiting = json.loads(arena("runs", "--status", "waiting", "--json", "--store", str(db)).stdout)
    assert {r["run_id"] for r in waiting} == {first, second}


def test_approve_takes_several_ids_and_checks_them_all_first(store: SQLiteStore, db: Path) -> None:
    runs = [start_waiting(store) for _ in range(3)]
    reqs = [store.requests(r)[0].id for r in runs]
    # another operator's answer: the same person's same approve again is no refusal (fixes36b)
    arena("approve", reqs[2], "--as", "dana", "--store", str(db))
    before = dump(db)
    result = arena("approve", reqs[0], reqs[1], reqs[2], "--store", str(db))
    assert_user_error(result, f"request {reqs[2]} was already answered: approved by")
    # reqs[0] and reqs[1] were not answered either (the trail keeps root's refused answer)
    assert [store.request(r).response for r in reqs[:2]] == [None, None]
    assert len(dump(db)) == len(before) + 1
    ok = arena("approve", reqs[0], reqs[1], "--as", "erin", "--store", str(db))
    assert ok.exit_code == 0 and ok.stdout.count("approved req_") == 2


def test_unknown_id(store: SQLiteStore, db: Path) -> None:
    start_waiting(store)
    before = dump(db)
    assert_user_error(arena("show", "req_nope", "--store", str(db)), "no run or request matches")
    assert_user_error(arena("approve", "zzz", "--store", str(db)), "no run or request matches")
    assert dump(db) == before


def test_ambiguous_prefix_lists_the_candidates(store: SQLiteStore, db: Path) -> None:
    runs = sorted(start_waiting(store) for _ in range(2))
    before = dump(db)
    result = arena("approve", "run_", "--store", str(db))
    assert_user_error(result, f"'run_' matches 2 ids: {runs[0]}, {runs[1]}; type more of the id")
    assert dump(db) == before


def test_already_answered(store: SQLiteStore, db: Path) -> None:
    run_id = start_waiting(store)
    assert arena("approve", run_id, "--as", "alice", "--store", str(db)).exit_code == 0
    before = dump(db)
    result = arena("deny", run_id, "--reason", "late", "--store", str(db))
    request_id = store.requests(run_id)[0].id
    # By run id as by request id: who answered, not "no request waiting" (outside tester 5).
    assert_user_error(result, f"request {request_id} was already answered: approved by alice")
    result = arena("deny", request_id, "--reason", "late", "--as", "bob", "--store", str(db))
    assert_user_error(result, f"request {request_id} was already answered: approved by alice")
    # Nothing but the trail's record of each refused answer (durable32: the loser was in none).
    added = [line for line in dump(db) if line not in before]
    assert [line for line in before if line not in dump(db)] == []
    assert len(added) == 2 and all("'answer.refused'" in line for line in added)
    assert "'bob'" in added[1] and "deny (late): request" in added[1]


def test_expired_request(store: SQLiteStore, db: Path) -> None:
    _, request_id = synthetic_waiting(store, expires_in_s=-5)
    before = dump(db)
    assert_user_error(arena("approve", request_id, "--store", str(db)), "expired at")
    # Nothing but the expiry, then the late answer it refused, in that order (durable33: the
    # late answer was in no trail, and the expiry recorded later read as if nobody had tried).
    added = [line for line in dump(db) if line not in before]
    assert [line for line in before if line not in dump(db)] == []
    audit = [line for line in added if line.startswith('INSERT INTO "audit"')]
    answers = [line for line in added if line.startswith('INSERT INTO "responses"')]
    assert len(added) == 3 and len(answers) == 1 and "'expired'" in answers[0]
    assert "'request.expired'" in audit[0] and "'answer.refused'" in audit[1]
    assert f"approve: request {request_id} expired at" in audit[1]


def test_corrupt_database_file(tmp_path: Path) -> None:
    bad = tmp_path / "arena.db"
    bad.write_bytes(b"\x00garbage, not a database\x00" * 64)
    before = bad.read_bytes()
    for args in (["pending"], ["show", "run_x"], ["approve", "req_x"], ["resume", "--all"]):
        assert_user_error(arena(*args, "--store", str(bad)), "is not a readable hitl-arena store")
    assert bad.read_bytes() == before


def test_locked_database_file(store: SQLiteStore, db: Path) -> None:
    run_id = start_waiting(store)
    before = dump(db)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        result = arena("approve", run_id, "--store", str(db), env={"ARENA_STORE_TIMEOUT": "0.2"})
        assert_user_error(result, "is locked by another process (waited 0.2s)")
    finally:
        holder.execute("ROLLBACK")
    assert dump(db) == before


def test_missing_store_and_misuse(store: SQLiteStore, db: Path, tmp_path: Path) -> None:
    nowhere = str(tmp_path / "none.db")
    assert_user_error(arena("show", "run_x", "--store", nowhere), "no store at")
    assert not Path(nowhere).exists()
    assert_user_error(arena("pending", "--store", nowhere), "no store at")  # a typo: not "none"
    run_id = start_waiting(store)
    before = dump(db)
    assert_user_error(arena("resume", "--store", str(db)), "give one RUN id or --all")
    assert_user_error(arena("resume", run_id, "--store", str(db)), "still waits for an answer")
    assert dump(db) == before


def test_every_operator_command_has_help() -> None:
    for command in (*OPERATOR_COMMANDS, *RESUME_COMMANDS):
        result = arena(command.name or "", "--help")
        assert result.exit_code == 0 and "--store" in result.stdout, command.name
        assert (command.help or "").strip(), command.name


def test_a_person_answering_against_the_item_is_told_why_its_checks_fail(
    store: SQLiteStore, db: Path
) -> None:
    run_id = start_waiting(store, DENIED)
    assert arena("approve", run_id, "--as", "alice", "--store", str(db)).exit_code == 0
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    view = json.loads(arena("show", run_id, "--json", "--store", str(db)).stdout)
    assert view["passed"] is False
    assert view["off_script"] == (
        "answered approve where item deny-me expects deny: its checks assume that"
    )
