"""A held run whose booking reports back is settled by the ledger, not left for a person
(durable36).

Resumer A's claim runs out while ``book_room`` runs; the next resumer finds the intent unfinished
and holds the run (``needs_reconciliation``). Then A's booking returns ``ok``: the ledger entry is
finished with the tool's own outcome, yet the run stayed held, and a person's reconciliation could
only be told the ledger keeps its outcome, not theirs. The hold stands for an outcome nobody
knows; once every entry it was held for has reported, it is settled in the trail
(``run.reconciled`` by ``ledger``), the run waits again, and a resume hands the agent's retried
call the recorded result — nothing is booked twice. An entry still open keeps the hold. And which
entries were finished "since the run was held" is read from the trail's order, never from two
processes' clocks. Runs on SQLite and PostgreSQL.
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Iterator, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest

from arena.errors import Conflict
from arena.reconcile import NeedsReconciliation
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, Store, open_store
from arena.store.sql import SQLStore
from arena.tools import recorded
from arena.types import InputResponse, Responder, Turn, utcnow
from store_support import _PAUSED, LEDGER_ENV, Booker, ledger_lines, start_waiting

ALICE = Responder(name="alice", interface="cli")
BOOKED = "CONFIRMED: R-102 is booked. Confirmation BK-R-102."


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    where = (
        request.getfixturevalue("postgres_url")
        if request.param == "postgres"
        else str(tmp_path / "arena.db")
    )
    with open_store(where) as opened:
        yield opened


def _held(store: Store, occurrences: int = 1) -> tuple[str, list[SideEffectKey]]:
    """A's claim and its intents, the claim run out mid-book, and the run held by B."""
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    claim = store.claim(run_id, "worker-a", ttl_s=0.05, actor=ALICE)
    keys = [
        SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=n)
        for n in range(1, occurrences + 1)
    ]
    for key in keys:
        store.begin_side_effect(
            key, args={"room_id": "R-102"}, leg=2, owner="worker-a", token=claim.claim_token
        )
    time.sleep(0.1)
    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
    assert store.run(run_id).status == "needs_reconciliation"
    return run_id, keys


def _settlings(store: Store, run_id: str) -> list[tuple[str, str]]:
    return [
        (e.actor.name, e.note or "")
        for e in store.history(run_id)
        if e.transition == "run.reconciled"
    ]


def test_the_booking_reporting_back_settles_the_held_run(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    run_id, [key] = _held(store)

    store.finish_side_effect(key, status="ok", result=BOOKED)  # A's booking returns

    record = store.run(run_id)
    assert (record.status, record.error) == ("waiting", None)
    [(who, note)] = _settlings(store, run_id)
    assert who == "ledger"
    assert note == (
        f"nothing left open: book_room for {key.request_id} (occurrence 1) was reported ok by "
        f"worker-a ({BOOKED}) since the run was held; the ledger keeps that, and the run waits "
        "again with its answers"
    )
    assert store.verify_run(run_id) is None
    result = asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
    assert result.status == "completed" and ledger_lines(ledger) == []  # never booked again
    [effect] = store.side_effects(run_id)
    assert (effect.status, effect.result) == ("ok", BOOKED)


def test_an_entry_still_open_keeps_the_hold(store: Store) -> None:
    run_id, [first, second] = _held(store, occurrences=2)

    store.finish_side_effect(first, status="ok", result=BOOKED)
    assert store.run(run_id).status == "needs_reconciliation"  # the second is still unknown
    assert _settlings(store, run_id) == []

    store.finish_side_effect(second, status="failed", result="ERROR: R-102 is taken")
    assert store.run(run_id).status == "waiting"
    [(who, note)] = _settlings(store, run_id)
    assert who == "ledger"
    assert f"{first.request_id} (occurrence 1) was reported ok by worker-a" in note
    assert "(occurrence 2) was reported failed by worker-a (ERROR: R-102 is taken)" in note


def test_a_person_after_the_ledger_is_told_and_kept(store: Store) -> None:
    """The person who checked the calendar reconciles a second later: refused (the run waits),
    told what settled it, and their word kept in the trail."""
    run_id, [key] = _held(store)
    store.finish_side_effect(key, status="ok", result=BOOKED)

    with pytest.raises(Conflict) as refused:
        store.reconcile(run_id, took_effect=False, reason="not seen", actor=ALICE)

    said = str(refused.value)
    assert (
        f"does not need reconciliation (it is waiting; the ledger settled it: book_room for {key.request_id} (occurrence 1) was reported ok by worker-a ({BOOKED}))"
        in said
    ), said
    [kept] = [e for e in store.history(run_id) if e.transition == "run.reconcile_refused"]
    assert kept.actor.name == "alice" and "did not take effect: not seen" in (kept.note or "")


def test_since_the_hold_is_the_trails_order_not_the_clocks(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run held before the ledger settled runs (or by a store that kept it held): A's clock
    an hour behind B's stamped its finish before the hold, and ``arena reconcile`` recorded
    ``no open ledger entry did not take effect`` over a booking the ledger has as made."""
    run_id, [key] = _held(store)
    monkeypatch.setattr(SQLStore, "_settle_reported", lambda *a: None, raising=False)
    # the clock the finish is stamped by (the store's since ade91001: its server's on PostgreSQL)
    monkeypatch.setattr(type(store), "_clock", lambda self, c: utcnow() - timedelta(hours=1))
    store.finish_side_effect(key, status="ok", result=BOOKED)
    monkeypatch.undo()

    assert store.reconcile(run_id, took_effect=False, reason="not seen", actor=ALICE) == []

    [(_, note)] = _settlings(store, run_id)
    assert note == (
        f"nothing left open: book_room for {key.request_id} (occurrence 1) was reported ok by "
        f"worker-a ({BOOKED}) since the run was held, and the ledger keeps that, not this (did "
        "not take effect: not seen)"
    )


def test_arena_reconcile_after_the_ledger_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from click.testing import CliRunner

    from arena.cli import main

    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    db = str(tmp_path / "arena.db")
    with open_store(db) as opened:
        run_id, [key] = _held(opened)
        opened.finish_side_effect(key, status="ok", result=BOOKED)

    args = ["reconcile", run_id, "--outcome", "no-effect", "--reason", "not seen", "--store", db]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})

    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "the ledger settled it: book_room for" in said, said
    assert "was reported ok by worker-a" in said, said


@pytest.mark.parametrize("by", ["person", "ledger"])
def test_a_settled_run_is_announced_to_workers(by: str, postgres_url: str) -> None:
    """A reconciled run waits again with its answers, yet no NOTIFY said so (an answer and a
    released claim do): an ``arena worker`` on PostgreSQL resumed it only at its next sweep,
    30 s by default."""
    import psycopg

    from arena.store.postgres import CHANNEL

    with open_store(postgres_url) as opened, psycopg.connect(postgres_url, autocommit=True) as ear:
        run_id, [key] = _held(opened)
        ear.execute(f"LISTEN {CHANNEL}")
        if by == "person":
            opened.reconcile(run_id, took_effect=True, reason="in the calendar", actor=ALICE)
        else:
            opened.finish_side_effect(key, status="ok", result=BOOKED)
        heard = [n.payload.split(" ")[-1] for n in ear.notifies(timeout=1.0, stop_after=1)]

    assert heard == [run_id]


#: The stalled calendar below: set once book_room runs, and to let it return.
BOOKING, RETURN = threading.Event(), threading.Event()


@recorded(side_effect=True)
def book_room(room_id: str) -> str:
    """Book a room on a calendar that stalls until told to return (the claim runs out)."""
    BOOKING.set()
    RETURN.wait(20)
    with open(os.environ[LEDGER_ENV], "a", encoding="utf-8") as fh:
        fh.write(f"{room_id}\n")
    return BOOKED


class StalledBooker(Booker):
    async def resume(self, responses: Sequence[InputResponse], ctx: Any) -> Turn:
        matched = ctx.accept_responses(responses)
        room = ctx.session.take(_PAUSED)["room"]
        for request, response in matched:
            ctx.resolve(request, response)
        return ctx.finish("completed", message=f"Done. {book_room(room_id=room)}")


def test_the_stalled_resumer_finishes_the_run_it_booked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """End to end: A's claim runs out while its booking stalls, B holds the run, A's booking
    returns. The run was left held and A's leg discarded (a person had to reconcile, then a
    resume replay the booking); now the ledger settles it and A's leg completes it: one booking,
    every step in the trail."""
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    BOOKING.clear()
    RETURN.clear()
    db = str(tmp_path / "arena.db")
    with open_store(db) as opened:
        run_id = start_waiting(opened)
        opened.answer(InputResponse(request_id=opened.requests(run_id)[0].id, option_id="approve"))
    LIVE.pop(run_id, None)
    done: list[Any] = []

    def resumer_a() -> None:
        with open_store(db) as mine:
            run = resume_run(
                run_id, mine, adapter=StalledBooker(), owner="worker-a", claim_ttl_s=0.2
            )
            done.append(asyncio.run(run))

    a = threading.Thread(target=resumer_a)
    a.start()
    try:
        assert BOOKING.wait(20)
        time.sleep(0.4)  # A's claim has run out
        with open_store(db) as b, pytest.raises(NeedsReconciliation):
            asyncio.run(resume_run(run_id, b, adapter=Booker(), owner="worker-b"))
    finally:
        RETURN.set()
        a.join(30)

    assert [r.status for r in done] == ["completed"]
    with open_store(db) as after:
        assert after.run(run_id).status == "completed"
        trail = [(e.transition, e.actor.name) for e in after.history(run_id)]
        assert after.verify_run(run_id) is None
    assert trail[-5:] == [
        ("side_effect.started", "worker-a"),
        ("run.needs_reconciliation", "ledger"),
        ("side_effect.ok", "worker-a"),
        ("run.reconciled", "ledger"),
        ("run.completed", "resume"),
    ]
    assert ledger_lines(ledger) == ["R-102"]
