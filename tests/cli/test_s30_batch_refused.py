"""``arena approve A B C`` checks every id before it answers any: one refused id refuses them
all. The error named only that one, so an operator who approved 8 requests, one of them on a
run nobody could answer, read the other 7 as approved (users tester 30). It now says that none
of them was answered, and what to do."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from arena.types import InputResponse
from store_support import start_waiting


def test_one_refused_id_says_the_others_were_not_answered(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        runs = [start_waiting(store) for _ in range(3)]
        first, second, done = (store.requests(r)[0].id for r in runs)
        store.answer(InputResponse(request_id=done, option_id="deny", note="no"))
    args = ["approve", first, done, second, "--store", str(db)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert f"request {done} was already answered" in said, said
    assert "none of the 3 ids given was answered" in said, said
    assert "leave that one out and run the command again" in said, said
    with SQLiteStore(db) as store:
        assert store.request(first).response is None and store.request(second).response is None

    alone = CliRunner().invoke(main, ["approve", done, "--store", str(db)])
    assert alone.exit_code == 2 and "ids given" not in alone.output, alone.output  # one id
