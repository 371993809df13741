"""Small operator-surface findings of outside tester 5 (#11): `arena approve RUN` on a run whose
request had expired said the run "has no request waiting"; the request id said precisely that it
expired. The run id now says what the request id says (expired, or already answered). And two
`resume --all` from different folders printed the same relative results folder: it is absolute."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.runner import human_answerer, run_item
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import APPROVED, ENDPOINT, Booker, let_go_at_the_end, start_waiting


def arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "300"}, catch_exceptions=False)


def _expiring(db: Path) -> tuple[str, str]:
    with SQLiteStore(db) as store:
        result = asyncio.run(
            run_item(
                Booker(),
                APPROVED,
                ENDPOINT,
                settings=RunSettings(mode="human", request_ttl_s=0.3),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        )
        return let_go_at_the_end(result.run_id), store.requests(result.run_id)[0].id


@pytest.mark.parametrize("recorded", [False, True])
def test_approving_by_run_id_says_the_request_expired_as_the_request_id_does(
    tmp_path: Path, recorded: bool
) -> None:
    db = tmp_path / "a.db"
    run_id, request_id = _expiring(db)
    time.sleep(0.5)
    if recorded:  # `arena pending` (and resume, sweep) record the expiry as the request's answer
        assert arena("pending", "--store", str(db)).exit_code == 0
    for verb in (("approve",), ("deny", "--reason", "too late")):
        by_run = arena(*verb[:1], run_id, *verb[1:], "--store", str(db))
        by_request = arena(*verb[:1], request_id, *verb[1:], "--store", str(db))
        assert by_run.exit_code == by_request.exit_code == 2, by_run.output
        assert "expired" in by_run.output and request_id in by_run.output, by_run.output
        assert "no request waiting" not in by_run.output
        assert by_run.output == by_request.output


def test_approving_by_run_id_an_answered_request_says_who_answered(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="deny", note="not today"))
    by_run = arena("deny", run_id, "--reason", "again", "--store", str(db))
    by_request = arena("deny", request_id, "--reason", "again", "--store", str(db))
    assert by_run.exit_code == by_request.exit_code == 2
    assert by_run.output == by_request.output and "already" in by_run.output


def test_resume_all_prints_its_results_folder_absolutely(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "a.db"
    human = ("run", "human_in_the_loop", "--adapter", "pydantic_ai", "--item", "hitl-01")
    assert arena(*human, "--human", "--store", str(db), "--out", str(tmp_path / "r")).exit_code == 0
    with SQLiteStore(db) as store:
        [run] = store.runs()
        store.answer(InputResponse(request_id=store.requests(run.id)[0].id, option_id="approve"))
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.chdir(tmp_path / "elsewhere")
    done = arena("resume", "--all", "--store", str(db))
    assert done.exit_code == 0, done.output
    [line] = [x for x in done.output.splitlines() if x.startswith("results: ")]
    folder = Path(line.removeprefix("results: "))
    assert folder.is_absolute() and folder.is_dir(), line
    assert folder.parent == tmp_path / "elsewhere" / "results"
