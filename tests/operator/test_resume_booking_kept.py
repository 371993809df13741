"""A resumed leg whose booking landed in the ledger, and whose own write the store then refused
(its write lock held by another process longer than ARENA_STORE_TIMEOUT), was reported by
``arena resume`` as a FAILED run, "1 leg FAIL tool_called_once_after_resume", and written so to
runs.jsonl, while the store had the run waiting and the booking in its ledger (user tester 21):
an operator who believed it booked by hand, a second time. The run is not resumed (it waits
again) and the line says the booking RAN, with its confirmation, and that no new one is made."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.errors import StoreError
from arena.runner import human_answerer, run_item
from arena.runs.recorder import LIVE, recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.store.records import SCRIPTED_KEY
from arena.store.sqlite_conn import Connection
from arena.types import InputResponse, Turn
from store_support import APPROVED, LEDGER_ENV, Booker

TIMEOUT_S = 0.5
#: The scripted model (Booker asks it nothing): a resume starts its own, no URL to reach.
SCRIPTED = ModelEndpoint(
    base_url="http://127.0.0.1:9/v1", model="scripted-compliant", api_key=SCRIPTED_KEY
)


class LockAfterBooking(Booker):
    """Books on approval, then another connection holds the store's write lock until the store
    has refused a write for it (``hold_s`` None: it lets go as the refusal is raised, so the
    release that follows the refused leg finds the lock free however late the leg's write came),
    or for ``hold_s`` seconds. A timer of 0.8 s against the store's 0.5 s wait failed at load ~12:
    the leg's write, started over 0.3 s after the booking, found the lock already free."""

    db: Path
    patch: pytest.MonkeyPatch
    hold_s: float | None = None
    #: Seconds the leg goes on after the lock is taken (``hold_s`` None), as on a loaded machine:
    #: the leg's write comes that late (the 0.8 s timer's lock was free again by then).
    late_s: float = TIMEOUT_S * 0.8

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        turn = await super().resume(responses, ctx)
        holder = sqlite3.connect(self.db, isolation_level=None, check_same_thread=False)
        holder.execute("BEGIN EXCLUSIVE")
        held = [holder]

        def let_go() -> None:
            for _ in range(len(held)):
                held.pop().execute("ROLLBACK")
                holder.close()

        if self.hold_s is not None:
            threading.Timer(self.hold_s, let_go).start()
            return turn
        await asyncio.sleep(self.late_s)
        translate = Connection.translate

        def refused(conn: Connection, exc: sqlite3.Error, **kw: bool) -> StoreError:
            error = translate(conn, exc, **kw)
            if "is locked by another process" in str(error):
                let_go()
            return error

        self.patch.setattr(Connection, "translate", refused)
        return turn


def _waiting(db: Path, patch: pytest.MonkeyPatch, hold_s: float | None = None) -> str:
    adapter = LockAfterBooking()
    adapter.db = db
    adapter.hold_s = hold_s
    adapter.patch = patch
    store = SQLiteStore(db)
    try:
        result = asyncio.run(
            run_item(
                adapter,
                APPROVED,
                SCRIPTED,
                settings=RunSettings(mode="human"),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        )
        request_id = store.requests(result.run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
    finally:
        store.close()
    return result.run_id


def test_a_booking_kept_in_the_ledger_is_said_as_made_and_the_run_waits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    db = tmp_path / "arena.db"
    run_id = _waiting(db, monkeypatch)
    args = ["resume", "--all", "--store", str(db)]
    env = {"ARENA_STORE_TIMEOUT": str(TIMEOUT_S), "COLUMNS": "200"}
    try:
        first = CliRunner().invoke(main, [*args, "--json"], env=env)
    finally:
        LIVE.pop(run_id, None)
    assert first.exit_code == 1, first.output  # as a leg the environment broke: not resumed
    [row] = json.loads(first.stdout)
    said = row["error"]
    assert row["resumed"] is False and "status" not in row, row  # not a failed run
    assert "is locked by another process" in said, said
    assert "book_room(room_id='R-102') ok" in said, said
    assert "Confirmation BK-R-102" in said, said  # what the tool returned: its confirmation
    assert "kept in the side-effect ledger" in said and "makes no new booking" in said, said
    assert "FAIL" not in said and "failed" not in said, said
    assert said.endswith(f"the run is left waiting: arena resume {run_id} continues it"), said
    # Nothing resumed: no results folder holds the run as failed.
    written = [
        json.loads(line)
        for f in tmp_path.glob("results/*/runs.jsonl")
        for line in f.read_text().splitlines()
    ]
    assert written == []
    store = SQLiteStore(db)
    try:
        assert store.run(run_id).status == "waiting"
        assert [(e.key.tool, e.status) for e in store.side_effects(run_id)] == [("book_room", "ok")]
    finally:
        store.close()
    assert ledger.read_text().split() == ["R-102"]
    # The next resume (rebuilt from the record) replays the ledger's booking: no second one.
    monkeypatch.setattr("arena.runs.resume.rebuild_adapter", lambda origin, allow: Booker())
    again = CliRunner().invoke(main, [*args, "--json"], env={"COLUMNS": "200"})
    # (Booker books without a model, so its model-log check fails: exit 1, not this finding's.)
    assert json.loads(again.stdout)[0]["status"] == "completed", again.output
    assert ledger.read_text().split() == ["R-102"]


def test_a_claim_the_store_will_not_release_is_said_once_and_exits_3(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store refuses the leg and every release after it (a full disk; here a lock held
    past them all): the run was listed twice, "not resumed" (exit 1) and again as held by this
    process's own claim (user tester 21, finding 5); docs/operator.md gives exit 3 for that."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    db = tmp_path / "arena.db"
    run_id = _waiting(db, monkeypatch, hold_s=TIMEOUT_S * 8)
    env = {"ARENA_STORE_TIMEOUT": str(TIMEOUT_S), "COLUMNS": "80"}
    try:
        result = CliRunner().invoke(main, ["resume", "--all", "--store", str(db)], env=env)
    finally:
        LIVE.pop(run_id, None)
    out = " ".join(result.output.split())
    assert result.exit_code == 3, result.output
    assert out.count("this process's own claim could not be released") == 1, out
    assert "book_room(room_id='R-102') ok" in out, out  # the booking ran, said once too
    assert "not resumed" not in out.split("of 1 ready run(s)")[0], out  # no table row as well
    # A line may pass 80 columns only as one unbreakable token (the test's own tmp path).
    assert all(len(x) <= 80 or " " not in x.strip() for x in result.output.splitlines()), (
        result.output
    )
