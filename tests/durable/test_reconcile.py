"""Runs held for reconciliation (issue 19): a side effect ran, its outcome never reached the store.

The store side on both backends (hold, reconcile, the audit chain over both), the resumer that
finds an entry nobody finished and holds the run instead of retrying, and the operator's commands:
``arena pending`` and ``arena show`` list the held run with the ledger's facts, ``arena reconcile``
settles it, and every misuse is one line on stderr with exit code 2 and the store untouched.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.context import RunContext
from arena.errors import Conflict, UserError
from arena.reconcile import NeedsReconciliation, reconcile
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, SQLiteStore, Store, open_store
from arena.types import InputResponse, Responder, Turn
from store_support import LEDGER_ENV, Booker, book_room, ledger_lines, start_waiting

ALICE = Responder(name="alice", role="ops", interface="cli")

STORES = {
    "sqlite": lambda request, tmp: SQLiteStore(tmp / "arena.db"),
    "postgres": lambda request, tmp: open_store(request.getfixturevalue("postgres_url")),
}


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


def booked_unrecorded(store: Store) -> tuple[str, SideEffectKey]:
    """An approved run whose booking a dead process began and never reported (the crash window
    between book_room and its outcome), left as that process's claim expired."""
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    assert store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="dead:1") is None
    return run_id, key


def test_a_resumer_holds_a_run_whose_booking_was_never_recorded(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id, _ = booked_unrecorded(store)
    with pytest.raises(NeedsReconciliation) as exc:
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    message = str(exc.value)
    assert "\n" not in message
    assert message.startswith(
        f"run {run_id} needs reconciliation: book_room({{'room_id': 'R-102'}})"
    )
    assert "started by dead:1" in message and "outcome never recorded" in message
    assert message.endswith(
        f"arena reconcile {run_id} --outcome took-effect|no-effect --reason ..."
    )
    run = store.run(run_id)
    assert (run.status, run.claim_owner) == ("needs_reconciliation", None)
    assert ledger_lines(ledger) == [] and run.legs == 1  # nothing ran, nothing was appended
    # Held runs are not ready, not answerable, not resumable until a person settles them.
    with pytest.raises(NeedsReconciliation, match="needs reconciliation"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert store.verify_run(run_id) is None


def test_reconciling_settles_the_ledger_in_the_audit_chain_and_the_run_goes_on(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id, key = booked_unrecorded(store)
    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    (settled,) = reconcile(
        store, run_id, "no-effect", reason="  not in  the calendar ", actor=ALICE
    )
    assert settled.key == key
    (effect,) = store.side_effects(run_id)
    assert effect.status == "failed"
    assert effect.result == (
        "ERROR: book_room did not take effect (reconciled by alice: not in the calendar); it is "
        "not run again for this approval"
    )
    transitions = [h.transition for h in store.history(run_id)]
    assert transitions[-2:] == ["run.needs_reconciliation", "run.reconciled"]
    assert store.verify_audit().broken is None
    with pytest.raises(Conflict, match=r"does not need reconciliation \(it is waiting\)"):
        reconcile(store, run_id, "took-effect", reason="changed my mind", actor=ALICE)
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.status == "completed"
    assert ledger_lines(ledger) == []  # the retry was handed the person's word, not run again
    (call,) = [c for c in result.trace.tool_calls if c.tool == "book_room"]
    assert call.status == "failed" and "reconciled by alice" in call.result
    replays = [e.data for e in store.events(run_id) if e.type == "side_effect.replayed"]
    assert [(r["found"], r["owner"]) for r in replays] == [("failed", "dead:1")]


def test_reconcile_refuses_what_it_cannot_mean(store: Store) -> None:
    run_id, _ = booked_unrecorded(store)
    with pytest.raises(UserError, match="--reason is required"):
        reconcile(store, run_id, "took-effect", reason="  ", actor=ALICE)
    with pytest.raises(UserError, match="--outcome 'maybe': use one of took-effect, no-effect"):
        reconcile(store, run_id, "maybe", reason="x", actor=ALICE)
    with pytest.raises(Conflict, match="does not need reconciliation"):
        reconcile(store, run_id, "took-effect", reason="x", actor=ALICE)  # not held yet
    assert store.run(run_id).status == "waiting"


# -- the operator's commands ----------------------------------------------------------------------
def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def dump(db: Path) -> list[str]:
    return list(sqlite3.connect(db).iterdump())


def assert_user_error(result: Result, message: str) -> None:
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: "), result.stderr
    assert message in result.stderr and "Traceback" not in result.output


def test_pending_show_and_reconcile_at_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    run_id, _ = booked_unrecorded(store)
    other = start_waiting(store)  # a request still waiting for an answer
    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    store.close()
    flag = ("--store", str(db))

    listed = json.loads(arena("pending", "--json", *flag).output)
    assert [(v["kind"], v.get("run_id")) for v in listed] == [
        ("request", other),
        ("run", run_id),
    ]
    assert listed[1]["status"] == "needs_reconciliation" and "dead:1" in listed[1]["error"]
    table = arena("pending", *flag)
    assert "Needs reconciliation (1)" in table.output and run_id in table.output
    assert "arena reconcile <run> --outcome took-effect|no-effect" in table.output
    shown = json.loads(arena("show", run_id, "--json", *flag).output)
    assert shown["status"] == "needs_reconciliation"
    (open_entry,) = shown["reconcile"]["ledger"]
    assert (open_entry["tool"], open_entry["args"], open_entry["started_by"]) == (
        "book_room",
        {"room_id": "R-102"},
        "dead:1",
    )
    assert "arena reconcile" in arena("show", run_id, *flag).output

    before = dump(db)
    assert_user_error(
        arena("reconcile", "run_nope", "--outcome", "took-effect", "--reason", "x", *flag),
        "no run or request matches 'run_nope'",
    )
    assert_user_error(
        arena("reconcile", other, "--outcome", "took-effect", "--reason", "x", *flag),
        f"run {other} does not need reconciliation (it is waiting)",
    )
    assert_user_error(
        arena("reconcile", run_id, "--outcome", "took-effect", "--reason", " ", *flag),
        "--reason is required",
    )
    usage = arena("reconcile", run_id, "--outcome", "maybe", "--reason", "x", *flag)
    assert usage.exit_code == 2  # the choices on a line of their own (users41: 80 columns)
    assert "'maybe' is not one of:\n  took-effect, no-effect" in usage.output, usage.output
    assert dump(db) == before

    done = arena(
        "reconcile", run_id[:10], "--outcome", "took-effect", "--reason", "in the calendar",
        "--as", "alice", *flag,
    )  # fmt: skip
    assert done.exit_code == 0, done.output
    assert done.output.startswith(f"reconciled {run_id}: book_room({{'room_id': 'R-102'}})")
    assert f"Next: arena resume {run_id}" in done.output
    history = json.loads(arena("history", run_id, "--json", *flag).output)
    assert history[-1]["transition"] == "run.reconciled" and history[-1]["by"] == "alice"
    assert arena("audit", "verify", *flag).exit_code == 0
    assert "Needs reconciliation" not in arena("pending", *flag).output


class _CutOff(Booker):
    """Books on approval, then the leg is cut off (a worker stopped by SIGTERM, Ctrl-C) before
    it returns its turn: the booking took effect, the leg was never recorded."""

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        book_room(room_id="R-102")
        raise asyncio.CancelledError


def test_a_resume_cut_off_after_its_booking_says_so_in_the_audit_trail(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The claim given back said "the resume stopped before a leg" while the ledger held the
    booking (outside tester: a worker stopped mid-leg). Now the note says the leg was cut off
    and what it had run; the next resume replays the booking instead of running it again."""
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    with pytest.raises(asyncio.CancelledError):
        asyncio.run(resume_run(run_id, store, adapter=_CutOff()))
    [released] = [e for e in store.history(run_id) if e.transition == "run.released"]
    assert released.note == (
        "the resume was cut off in leg 2, before the leg was recorded; it had run "
        "book_room(room_id='R-102') ok (kept in the side-effect ledger: the next resume "
        "replays it, it does not run again)"
    )
    asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert ledger_lines(ledger) == ["R-102"] and store.run(run_id).status == "completed"
