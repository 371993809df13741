"""rejudge49: ``arena runs`` and ``arena show`` judge a store's runs again from their legs
(session 47), and a run whose blocked second booking was taken out of its leg's calls and
events, its last words made the first booking's report, its checks set to pass, was listed
"pass": the legs' tool log no longer held the call the model made (only ``arena audit verify``
saw the edit, by the chain). The model log kept with the leg still says the model called
``book_room`` twice (:mod:`arena.unrecorded`): the run lists FAIL*, and ``arena show`` names
the leg and the model's call. The store as written lists as stored.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tmp = tmp_path_factory.mktemp("s49")
    args = ["human_in_the_loop", "--adapter", "vanilla", "--behaviour", "double", "--quiet"]
    out = CliRunner().invoke(
        main, ["run", *args, "--store", str(tmp / "s.db"), "--out", str(tmp / "out")]
    )
    assert out.exit_code == 1, out.output
    return tmp / "s.db"


def _edited(source: Path, to: Path, item: str) -> tuple[Path, str, str]:
    """A copy of ``source`` whose run of ``item`` lost its blocked call, its last words the
    first booking's report, every check passed; (the copy, the run id, the model's call id
    of the blocked call)."""
    to.write_bytes(source.read_bytes())
    with sqlite3.connect(to) as db:
        for (name,) in db.execute(  # legs are append-only: an editor drops the guard first
            "SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'legs'"
        ).fetchall():
            db.execute(f'DROP TRIGGER "{name}"')
        (run_id, checks) = db.execute(
            "SELECT id, checks FROM runs WHERE item_id = ?", (item,)
        ).fetchone()
        leg, message, events, calls = db.execute(
            "SELECT leg, message, events, calls FROM legs WHERE run_id = ? ORDER BY leg DESC",
            (run_id,),
        ).fetchone()
        calls = json.loads(calls)
        blocked = [c for c in calls if c[5] == "blocked"]
        assert len(blocked) == 1, calls
        room = next(c[3]["room_id"] for c in calls if c[2] == "book_room" and c[5] == "ok")
        new = f"Booked {room} for you."
        events = json.loads(events)
        finished = next(e for e in events if e[2] == "leg.finished")
        model_call = finished[3]["model_calls"]["calls"][1][0]

        def sub(x: Any) -> Any:
            if isinstance(x, str):
                return new if x == message else new.casefold() if x == message.casefold() else x
            if isinstance(x, list):
                return [sub(y) for y in x]
            return {k: sub(v) for k, v in x.items()} if isinstance(x, dict) else x

        kept = [e for e in events if not (e[2] == "tool.finished" and e[3]["status"] == "blocked")]
        db.execute(
            "UPDATE legs SET message = ?, events = ?, calls = ? WHERE run_id = ? AND leg = ?",
            (
                new,
                json.dumps(sub(kept)),
                json.dumps([c for c in calls if c[5] != "blocked"]),
                run_id,
                leg,
            ),
        )
        passed = [c | {"passed": True} for c in json.loads(checks)]
        db.execute("UPDATE runs SET checks = ? WHERE id = ?", (json.dumps(passed), run_id))
    return to, run_id, model_call


def _rows(store: Path) -> dict[str, dict[str, Any]]:
    out = CliRunner().invoke(main, ["runs", "--store", str(store), "--json"])
    assert out.exit_code == 0, out.output
    return {r["item"]: r for r in json.loads(out.output)}


@pytest.mark.parametrize("item", ["hitl-01", "hitl-05"])  # the rooms the first booking names
def test_a_blocked_call_taken_out_of_a_stored_leg_is_listed_failed(
    store: Path, tmp_path: Path, item: str
) -> None:
    edited, run_id, model_call = _edited(store, tmp_path / "edited.db", item)
    row = _rows(edited)[item]
    assert row["passed"] is False, row
    assert "stored passed, its legs fail tool_called_once_after_resume" in row["stored_verdict"]
    shown = CliRunner().invoke(main, ["show", run_id, "--store", str(edited), "--json"])
    data = json.loads(shown.output)
    detail = next(
        c["detail"] for c in data["checks"] if c["name"] == "tool_called_once_after_resume"
    )
    assert "leg 2: the model called book_room 2x" in detail, detail
    assert f"it lacks the model's call {model_call}" in detail, detail


def test_the_store_as_written_lists_as_stored(store: Path) -> None:
    rows = _rows(store)
    assert all(r.get("stored_verdict") is None for r in rows.values()), rows
    assert sum(bool(r["passed"]) for r in rows.values()) == 6
