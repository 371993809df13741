"""``arena reconcile RUN --json`` where nothing was left open (the booking reported back after
the run was held, before the person's word) printed ``"outcome": "no-effect"`` and
``"settled": []``, and nothing of the outcome that stands: the ledger's ``ok``, which the text
output and the trail say (durable35). ``--json`` now has ``stands``: who settled it and, for the
ledger, each entry as it has it (fixes36b); a person's settling is ``stands`` by them."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reconcile import NeedsReconciliation
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, open_store
from arena.store.sql import SQLStore
from arena.types import InputResponse, Responder
from store_support import LEDGER_ENV, Booker, start_waiting

ALICE = Responder(name="alice", interface="cli")
BOOKED = "CONFIRMED: R-102 is booked. Confirmation BK-R-102."


def _held(db: str, *, reported: bool) -> tuple[str, SideEffectKey]:
    """Held for a booking whose claim ran out mid-call; ``reported``: it then reports ok."""
    with open_store(db) as store:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
        claim = store.claim(run_id, "worker-a", ttl_s=0.05, actor=ALICE)
        key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
        store.begin_side_effect(
            key, args={"room_id": "R-102"}, leg=2, owner="worker-a", token=claim.claim_token
        )
        time.sleep(0.1)
        with pytest.raises(NeedsReconciliation):
            asyncio.run(resume_run(run_id, store, adapter=Booker(), owner="worker-b"))
        if reported:
            store.finish_side_effect(key, status="ok", result=BOOKED)
    return run_id, key


def _reconcile(db: str, run_id: str) -> dict[str, object]:
    args = ["reconcile", run_id, "--outcome", "no-effect", "--reason", "not seen"]
    result = CliRunner().invoke(main, [*args, "--as", "alice", "--json", "--store", db])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_nothing_left_open_says_the_ledgers_outcome_stands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    # held after its booking reported back, as stores before durable36 left it
    monkeypatch.setattr(SQLStore, "_settle_reported", lambda *a: None)
    db = str(tmp_path / "arena.db")
    run_id, key = _held(db, reported=True)

    data = _reconcile(db, run_id)

    assert data["settled"] == [] and data["status"] == "waiting", data
    stands = data["stands"]
    assert isinstance(stands, dict) and stands["by"] == "ledger", data
    assert stands["reported"] == [
        {
            "tool": "book_room",
            "request_id": key.request_id,
            "occurrence": 1,
            "args": {"room_id": "R-102"},
            "status": "ok",
            "result": BOOKED,
            "reported_by": "worker-a",
        }
    ], stands
    assert stands["note"].startswith("nothing left open: book_room for "), stands
    assert stands["note"].endswith(
        "the ledger keeps that, not this (did not take effect: not seen)"
    )


def test_a_persons_settling_stands_by_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger.txt"))
    db = str(tmp_path / "arena.db")
    run_id, _ = _held(db, reported=False)

    data = _reconcile(db, run_id)

    assert len(data["settled"]) == 1 and data["stands"] == {"by": "alice", "outcome": "no-effect"}
