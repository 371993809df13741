"""Ctrl-C on ``arena resume --all`` after one run had finished wrote no results at all (user
tester 21): docs/operator.md's exit 130 promises the finished runs in a results folder the last
line names. The finished run is written, the one stopped is said as given back (it waits again
with its answers), and the command exits 130."""

from __future__ import annotations

import asyncio
import json
import os
import signal
from collections.abc import Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.runner import human_answerer, run_item
from arena.runs.recorder import LIVE, recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.store.records import SCRIPTED_KEY
from arena.types import InputResponse, ResumableRunner, Turn
from store_support import APPROVED, DENIED, Booker

#: The scripted model (Booker asks it nothing): a resume starts its own, no URL to reach.
SCRIPTED = ModelEndpoint(
    base_url="http://127.0.0.1:9/v1", model="scripted-compliant", api_key=SCRIPTED_KEY
)


class CtrlCOnceOtherFinished(Booker):
    """Its resumed leg waits for the other run to complete, then the operator presses Ctrl-C
    (SIGINT to this process), and the leg would go on for a minute."""

    db: Path
    other: str

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        store = SQLiteStore(self.db)
        try:
            for _ in range(500):
                if store.run(self.other).status == "completed":
                    break
                await asyncio.sleep(0.02)
        finally:
            store.close()
        os.kill(os.getpid(), signal.SIGINT)
        await asyncio.sleep(60)
        return await super().resume(responses, ctx)


def _waiting(store: SQLiteStore, adapter: ResumableRunner, approve: bool) -> str:
    result = asyncio.run(
        run_item(
            adapter,
            APPROVED if approve else DENIED,
            SCRIPTED,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    request_id = store.requests(result.run_id)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve" if approve else "deny"))
    return result.run_id


def test_ctrl_c_writes_the_runs_that_finished_and_names_the_one_given_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "arena.db"
    slow = CtrlCOnceOtherFinished()
    slow.db = db
    store = SQLiteStore(db)
    try:
        done = _waiting(store, Booker(), approve=False)
        stopped = _waiting(store, slow, approve=True)
    finally:
        store.close()
    slow.other = done
    try:
        result = CliRunner().invoke(
            main, ["resume", "--all", "--store", str(db)], env={"COLUMNS": "200"}
        )
    finally:
        LIVE.pop(done, None)
        LIVE.pop(stopped, None)
    out = " ".join(result.output.split())
    assert result.exit_code == 130, result.output
    assert f"run {stopped}: interrupted (Ctrl-C), given back" in out, out
    assert f"it waits again with its answers: arena resume {stopped}" in out, out
    assert "interrupted (Ctrl-C): 1 run(s) finished before it, written to the results" in out
    [folder] = list((tmp_path / "results").iterdir())
    assert f"results: {folder.resolve()}" in out, out
    runs = [json.loads(line) for line in (folder / "runs.jsonl").read_text().splitlines()]
    assert [(r["run_id"], r["status"]) for r in runs] == [(done, "completed")]
    store = SQLiteStore(db)
    try:
        assert store.run(stopped).status == "waiting"  # given back, not left resuming
        assert store.run(done).status == "completed"
    finally:
        store.close()
