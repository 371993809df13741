"""What only the PostgreSQL store has to prove: URLs, its schema versions, its locks, its triggers,
a dropped connection, a missing driver — and the operator's commands, unchanged, on a URL.

The contract itself runs in ``test_store.py`` (and the races and crashes in their own files) over
both backends; the server is the one the test run starts (``conftest_postgres``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import psycopg
import pytest

from arena.errors import MissingExtra, StoreError
from arena.store import StoreMissing, open_store
from arena.store.postgres import PostgresStore, redact
from arena.store.postgres_schema import SCHEMA_VERSION
from arena.types import InputResponse, Responder
from conftest_postgres import PostgresServer
from store_support import completed_booking, start_waiting


def raw(url: str) -> psycopg.Connection[tuple[object, ...]]:
    return psycopg.connect(url, autocommit=True)


def test_a_url_picks_postgres_and_keeps_the_password_out_of_every_hint(postgres_url: str) -> None:
    with_password = postgres_url.replace("postgres@", "postgres:s3cret@")
    store = open_store(with_password)
    assert isinstance(store, PostgresStore)
    assert store.location == postgres_url == redact(with_password)
    run_id = start_waiting(store)
    details = store.requests(run_id)[0].request.details
    commands = " ".join(details["next_commands"].values())
    assert "s3cret" not in commands and f"--store '{postgres_url}'" in commands
    store.close()
    assert redact("postgresql://u:p@h:5/db?password=x&sslmode=require") == (
        "postgresql://u@h:5/db?sslmode=require"
    )


def test_a_new_schema_is_migrated_once_and_a_newer_one_is_refused(postgres_url: str) -> None:
    open_store(postgres_url).close()
    open_store(postgres_url).close()  # reopening migrates nothing
    with raw(postgres_url) as db:
        meta = dict(db.execute("SELECT key, value FROM arena_meta").fetchall())  # type: ignore[arg-type]
        assert meta.pop("application") == "hitl-arena"
        assert meta.pop("schema_version") == str(SCHEMA_VERSION)
        # Which database is the store (postgres_home), and the server timeline it was made on
        # (postgres_timeline).
        assert set(meta) == {"store_id", "home", "timeline:00000001"}
        db.execute("UPDATE arena_meta SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(StoreError, match="schema version 99, newer than this hitl-arena reads"):
        open_store(postgres_url)


def test_an_empty_database_is_no_store_to_read_and_a_foreign_one_is_refused(
    postgres_url: str,
) -> None:
    with pytest.raises(StoreMissing, match="nothing has been recorded in this database"):
        open_store(postgres_url, create=False)
    with raw(postgres_url) as db:
        db.execute("CREATE TABLE users (id integer)")
    with pytest.raises(
        StoreError, match=r"a PostgreSQL database but not a hitl-arena store .*users"
    ):
        open_store(postgres_url)


def test_an_unreachable_database_is_a_clear_store_error(postgres_server: PostgresServer) -> None:
    url = postgres_server.admin_url.replace("/postgres?", "/nosuchdb?")
    with pytest.raises(StoreError, match=r"cannot open store .*nosuchdb.*createdb NAME"):
        open_store(url)


@pytest.mark.parametrize(
    "statement",
    [
        "UPDATE events SET data = '{}'",
        "DELETE FROM events",
        "TRUNCATE audit",
        "UPDATE responses SET option_id = 'deny'",
        "DELETE FROM audit",
        "UPDATE requests SET args = '{}'",
        "DELETE FROM legs",
        "UPDATE legs SET events = '[]'",
        "UPDATE tool_calls SET status = 'ok'",
        "DELETE FROM side_effects",
        "UPDATE side_effects SET result = 'forged'",
    ],
)
def test_the_trail_has_no_update_or_delete_path(postgres_url: str, statement: str) -> None:
    store = open_store(postgres_url)
    run_id = completed_booking(store)
    with (
        raw(postgres_url) as db,
        # events and tool_calls are views of the legs' rows (schema 6): no update path either.
        pytest.raises(
            psycopg.Error,
            match=r"append-only|reports its outcome once|cannot (update|delete from) view",
        ),
    ):
        db.execute(statement)  # type: ignore[arg-type]
    assert len(store.history(run_id)) == 7  # 5 transitions + the booking's start and outcome
    store.close()


def test_a_locked_run_fails_after_the_lock_timeout(postgres_url: str) -> None:
    store = open_store(postgres_url, timeout_s=0.2)
    run_id = start_waiting(store)
    request_id = store.requests(run_id)[0].id
    with raw(postgres_url) as holder:
        holder.execute("BEGIN")
        holder.execute("SELECT * FROM runs WHERE id = %s FOR UPDATE", (run_id,))
        assert [p.id for p in store.pending()] == [request_id]  # readers are not blocked
        with pytest.raises(StoreError, match=r"is locked by another process \(waited 0.2s\)"):
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
        holder.execute("ROLLBACK")
    assert store.request(request_id).response is None
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    store.close()


def test_a_connection_the_server_dropped_is_replaced(
    postgres_url: str, postgres_server: PostgresServer
) -> None:
    store = open_store(postgres_url)
    run_id = start_waiting(store)
    with raw(postgres_server.admin_url) as admin:
        pid = store._db._conn.info.backend_pid  # type: ignore[attr-defined]
        admin.execute("SELECT pg_terminate_backend(%s)", (pid,))
    assert store.run(run_id).status == "waiting"
    store.close()


def test_without_psycopg_the_error_names_the_extra(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(MissingExtra, match=r"pip install 'hitl-arena\[postgres\]'"):
        open_store("postgresql://nobody@/nowhere")


@pytest.mark.slow
def test_the_operator_commands_work_unchanged_on_a_url(postgres_url: str, tmp_path: Path) -> None:
    """run --human, pending, approve, deny, resume --all, history: each with --store URL."""
    from cli_support import LAUNCHER, cli

    (tmp_path / "launch.py").write_text(LAUNCHER)  # vanilla with a durable (JSON) pause
    url = ("--store", postgres_url)
    first = cli(tmp_path, "run", "human_in_the_loop", "--adapter", "vanilla", "--human", *url,
                launcher=True)  # fmt: skip
    assert "12 run(s) wait for a person" in first.stdout
    assert not (tmp_path / ".arena").exists()  # nothing went to the default SQLite file

    pending = json.loads(cli(tmp_path, "pending", "--json", *url).stdout)
    assert len(pending) == 12 and all(p["durable"] for p in pending)
    by_item = {p["item"]: p for p in pending}
    with open_store(postgres_url, create=False) as store:  # each as its item expects: a resumed
        says = {  # run whose checks fail makes resume --all exit 1
            p["item"]: store.run(store.request(p["id"]).run_id).origin.item.resume_with[0]
            for p in pending
        }
    approve = [p["id"] for item, p in by_item.items() if says[item] == "approve"]
    denials = [p["id"] for item, p in by_item.items() if says[item] != "approve"]
    deny = by_item["hitl-02"]["id"]
    assert deny in denials
    cli(tmp_path, "approve", *approve, "--as", "alice", "--role", "facilities", *url)
    cli(tmp_path, "deny", *denials, "--reason", "over budget", "--as", "bob", *url)

    resumed = json.loads(cli(tmp_path, "resume", "--all", "--json", *url, launcher=True).stdout)
    assert len(resumed) == 12 and all(o["status"] == "completed" for o in resumed), resumed
    with open_store(postgres_url, create=False) as store:
        assert store.pending() == []
        assert sorted(r.status for r in store.runs()) == ["completed"] * 12
        denied_run = store.request(deny).run_id
        booked = [c for c in store.tool_calls(denied_run) if c.tool == "book_room"]
        assert booked == []
        decided = [h for h in store.history(denied_run) if h.transition == "request.denied"]
        assert [(h.actor, h.note) for h in decided] == [
            (
                Responder(name="bob", interface="cli"),
                "over budget; open mode: identity not verified (no operators registered)",
            )
        ]
    shown = cli(tmp_path, "history", denied_run, *url).stdout
    assert "request.denied" in shown and "bob" in shown


def test_a_process_does_not_write_to_a_store_migrated_after_it_opened_it(postgres_url: str) -> None:
    """The PostgreSQL half of test_store_trust's schema guard: every write transaction reads the
    stored version first, so a migration by a newer hitl-arena stops this process's writes."""
    store = open_store(postgres_url)
    try:
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
        with raw(postgres_url) as db:  # what a newer hitl-arena's migration leaves behind
            db.execute("UPDATE arena_meta SET value = '99' WHERE key = 'schema_version'")
        refused = f"now at schema version 99, not {SCHEMA_VERSION} as when this process"
        with pytest.raises(StoreError, match=refused):
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
        with pytest.raises(StoreError, match=refused):
            store.claim(run_id, "older-process", ttl_s=30.0, actor=Responder(name="old"))
        assert store.run(run_id).status == "waiting"  # reading still works
        assert store.request(request_id).response is None
    finally:
        store.close()
