"""``arena pending`` with nothing pending said only "nothing pending in STORE" while answered
runs waited for ``arena resume``: a person who had answered in the web inbox, or whose request
had expired, read it as nothing left to do (users tester 30). It now names those runs and the
resume that continues them."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import start_waiting


def test_nothing_pending_names_the_runs_that_wait_for_a_resume(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        answered, open_ = start_waiting(store), start_waiting(store)
        request = store.requests(answered)[0].id
        store.answer(InputResponse(request_id=request, option_id="approve"))
    env = {"COLUMNS": "80"}
    shown = CliRunner().invoke(main, ["pending", "--store", str(db)], env=env)
    assert shown.exit_code == 0, shown.output
    assert "arena resume" not in shown.output.split("decide:")[0], shown.output  # one is open

    with SQLiteStore(db) as store:
        other = store.requests(open_)[0].id
        store.answer(InputResponse(request_id=other, option_id="deny", note="no"))
    shown = CliRunner().invoke(main, ["pending", "--store", str(db)], env=env)
    assert shown.exit_code == 0, shown.output
    said = " ".join(shown.output.split())
    assert said.startswith("nothing pending in"), said
    assert "2 run(s) wait only for a resume" in said, said
    assert answered in said and open_ in said, said
    assert f"  arena resume --all --store {db}" in shown.output.splitlines(), shown.output
    assert all(len(line) <= 80 for line in shown.output.splitlines()[:-1]), shown.output
