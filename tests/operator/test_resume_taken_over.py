"""``arena resume --all`` that took a run over from a resumer killed after its booking said
nothing of it (user tester 21, finding 3): the row read as any resumed run, though the booking was
the dead resumer's, replayed from the ledger. It says so, in the table's lines and ``--json``."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.context import ModelEndpoint
from arena.runner import human_answerer, run_item
from arena.runs.recorder import LIVE, recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.store.records import SCRIPTED_KEY, SideEffectKey
from arena.types import InputResponse, Responder
from store_support import APPROVED, LEDGER_ENV, Booker

#: The scripted model (Booker asks it nothing): a resume starts its own, no URL to reach.
SCRIPTED = ModelEndpoint(
    base_url="http://127.0.0.1:9/v1", model="scripted-compliant", api_key=SCRIPTED_KEY
)
_DEAD = "from arena.store import holder; print(holder.identity('dead'))"


@pytest.mark.parametrize("as_json", [False, True])
def test_a_takeover_from_a_dead_resumer_names_the_booking_it_reused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, as_json: bool
) -> None:
    monkeypatch.chdir(tmp_path)
    ledger = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    dead = subprocess.run(
        [sys.executable, "-c", _DEAD], capture_output=True, text=True, check=True
    ).stdout.strip()  # a resumer on this host that has exited since
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        run_id = asyncio.run(
            run_item(
                Booker(),
                APPROVED,
                SCRIPTED,
                settings=RunSettings(mode="human"),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        ).run_id
        LIVE.pop(run_id, None)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
        claim = store.claim(run_id, dead, ttl_s=600, actor=Responder(name="x", interface="cli"))
        key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
        args = {"room_id": "R-102"}
        store.begin_side_effect(key, args=args, leg=2, owner=dead, token=claim.claim_token)
        booked = "CONFIRMED: R-102 is booked. Confirmation BK-R-102."
        store.finish_side_effect(key, status="ok", result=booked)
    finally:
        store.close()
    monkeypatch.setattr("arena.runs.resume.rebuild_adapter", lambda origin, allow: Booker())
    args = ["resume", "--all", "--store", str(db)] + (["--json"] if as_json else [])
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert not ledger.exists()  # the dead resumer's booking was replayed, not run again
    said = (
        f"taken over from a dead resumer ({dead}); book_room(room_id='R-102') ok ('{booked}') "
        "reused from the side-effect ledger, not run again"
    )
    if as_json:
        [row] = json.loads(result.stdout)
        assert row.get("status") == "completed" and row.get("taken_over") == said, row
    else:
        assert f"{run_id}: {said}" in " ".join(result.output.split()), result.output
