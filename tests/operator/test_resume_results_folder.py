"""Two `arena resume` started in one folder in the same second wrote one results folder (named by
the second), and whichever finished last overwrote the other's runs.jsonl (tester, seed 003):
each now gets a folder of its own, and a resume that resumes nothing leaves none behind."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.provenance import Provenance
from arena.results import fresh_folder, read_results, write_resumed
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import Booker, start_waiting


def test_a_taken_name_gets_the_next_suffix(tmp_path: Path) -> None:
    first = fresh_folder(tmp_path / "results", "resume-20260101-120000")
    second = fresh_folder(tmp_path / "results", "resume-20260101-120000")
    third = fresh_folder(tmp_path / "results", "resume-20260101-120000")
    assert [first.name, second.name, third.name] == [
        "resume-20260101-120000",
        "resume-20260101-120000-2",
        "resume-20260101-120000-3",
    ]
    assert all(f.is_dir() for f in (first, second, third))


def test_two_resumes_started_in_the_same_second_keep_both_results(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        results = []
        for _ in range(2):
            run_id = start_waiting(store)
            request_id = store.requests(run_id)[0].id
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
            LIVE.pop(run_id, None)
            results.append(asyncio.run(resume_run(run_id, store, adapter=Booker())))
    finally:
        store.close()
    started = Provenance(kind="resume")  # both commands' clocks read the same second
    folders = [
        write_resumed(None, [r], Provenance(kind="resume", started_at=started.started_at))
        for r in results
    ]
    stamp = f"resume-{started.started_at:%Y%m%d-%H%M%S}"
    assert [str(f) for f in folders] == [f"results/{stamp}", f"results/{stamp}-2"]
    runs = [[r["run_id"] for r in read_results(f).runs] for f in folders]
    assert runs == [[results[0].run_id], [results[1].run_id]]


def test_a_resume_with_nothing_to_resume_leaves_no_results_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "arena.db"
    SQLiteStore(db).close()
    done = CliRunner().invoke(main, ["resume", "--all", "--json", "--store", str(db)])
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout) == []
    assert list(tmp_path.glob("results/resume-*")) == []
