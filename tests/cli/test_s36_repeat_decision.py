"""``arena approve``/``deny`` repeated by the same operator with the same decision (a retried
command, a shell history's up-arrow) exited 2 "already answered: approved by alice", as if
someone had beaten them to it, and in a batch refused every id, though the web inbox reads such
a repeat back as done (662472ff). It is now a no-op success: exit 0, one line saying it was
already recorded, nothing written; a different decision or another operator is still exit 2
(fixes36b)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import start_waiting


def _arena(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})


def _trail(db: Path, run_ids: list[str]) -> list[tuple[str, str | None]]:
    with SQLiteStore(db) as store:
        return [(e.transition, e.note) for r in run_ids for e in store.history(r)]


def test_the_same_decision_again_is_recorded_once(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        runs = [start_waiting(store) for _ in range(3)]
        done, denied, fresh = (store.requests(r)[0].id for r in runs)
    flag = ["--store", str(db)]
    assert _arena("approve", done, "--as", "alice", *flag).exit_code == 0
    assert _arena("deny", denied, "--reason", "no", "--as", "alice", *flag).exit_code == 0
    before = _trail(db, runs[:2])

    again = _arena("approve", done, "--as", "alice", *flag)
    assert again.exit_code == 0, again.output
    said = " ".join(again.output.split())
    assert said == (
        f"already recorded: alice approved {done} (run {runs[0]}) before; nothing was written "
        "again — that decision stands"
    ), said
    again = _arena("deny", denied, "--reason", "still no", "--as", "alice", *flag)
    assert again.exit_code == 0 and "alice denied" in again.output, again.output
    assert _trail(db, runs[:2]) == before  # nothing written twice, no refusal entry

    # in a batch, the repeat no longer refuses the others
    batch = _arena("approve", done, fresh, "--as", "alice", "--json", *flag)
    assert batch.exit_code == 0, batch.output
    views = json.loads(batch.output)
    assert [v["decision"].get("repeated") for v in views] == [True, None], views
    with SQLiteStore(db) as store:
        assert store.request(fresh).response is not None
    assert _trail(db, runs[:2]) == before


def test_another_decision_or_operator_is_still_refused(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        rid = store.requests(run_id)[0].id
    flag = ["--store", str(db)]
    assert _arena("approve", rid, "--as", "alice", *flag).exit_code == 0
    for args in (["deny", rid, "--reason", "no", "--as", "alice"], ["approve", rid, "--as", "bob"]):
        refused = _arena(*args, *flag)
        assert refused.exit_code == 2, refused.output
        assert "was already answered: approved by alice" in " ".join(refused.output.split())
