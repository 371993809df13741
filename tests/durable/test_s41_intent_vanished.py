"""A tool's outcome whose ledger intent is gone left no trace (durable41).

The store restored from a copy taken before ``book_room``'s intent was written, under a process
still running it: ``finish_side_effect`` updated no row and said nothing, so neither the ledger
nor the trail recorded that R-102 was booked. The trail now keeps the outcome,
``side_effect.unrecorded`` by the ledger, asking for a check by hand; an intent still there is
finished as before, with no such entry.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, Store, open_store
from arena.types import InputResponse, Responder
from store_support import start_waiting

BOOKED = "CONFIRMED: R-102 is booked. Confirmation BK-R-102."


def _begun(store: Store, db: Path | None = None) -> SideEffectKey:
    """An intent begun; with ``db``, the store then restored from a copy taken just before."""
    run_id = start_waiting(store)
    LIVE.pop(run_id, None)
    request_id = store.requests(run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    copy = sqlite3.connect(":memory:")
    if db is not None:
        with sqlite3.connect(db) as live:
            live.backup(copy)
    claim = store.claim(run_id, "worker-a", ttl_s=60, actor=Responder(name="a", interface="cli"))
    key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
    began = store.begin_side_effect(
        key, args={"room_id": "R-102"}, leg=2, owner="worker-a", token=claim.claim_token
    )
    assert began is None
    if db is not None:  # the restore, under the process still running book_room
        with sqlite3.connect(db) as live:
            copy.backup(live)
    copy.close()
    return key


def _trail(store: Store, run_id: str) -> dict[str, str]:
    return {e.transition: e.note or "" for e in store.history(run_id)}


def test_an_outcome_with_no_intent_is_kept_on_the_trail(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    with open_store(str(db)) as store:
        key = _begun(store, db)
        assert store.side_effects(key.run_id) == []
        store.finish_side_effect(key, status="ok", result=BOOKED)
        trail = _trail(store, key.run_id)
    note = trail.get("side_effect.unrecorded", "")
    assert note.startswith("book_room reported ok (CONFIRMED: R-102 is booked"), trail
    assert "the ledger holds no intent for it" in note and "check the real system" in note
    assert "side_effect.ok" not in trail


def test_a_failed_outcome_with_no_intent_says_failed(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    with open_store(str(db)) as store:
        key = _begun(store, db)
        store.finish_side_effect(key, status="error", result="ERROR: calendar down")
        note = _trail(store, key.run_id).get("side_effect.unrecorded", "")
    assert note.startswith("book_room reported failed (ERROR: calendar down)"), note


def test_an_outcome_with_its_intent_is_finished_as_before(tmp_path: Path) -> None:
    with open_store(str(tmp_path / "arena.db")) as store:
        key = _begun(store)
        store.finish_side_effect(key, status="ok", result=BOOKED)
        trail = _trail(store, key.run_id)
        [entry] = store.side_effects(key.run_id)
    assert "side_effect.unrecorded" not in trail and "side_effect.ok" in trail, trail
    assert entry.status == "ok"
