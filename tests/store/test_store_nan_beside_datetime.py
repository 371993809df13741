"""NaN beside a datetime: written as ``null`` by the standard encoder's path too.

``codec.dumps_plain`` hands a value msgspec can write alone to msgspec (NaN becomes ``null``);
a value that also holds a datetime (or a UUID, a set, ...) goes through ``codec.dumps``, which
wrote the ``NaN`` token: not JSON, so the ``tool_calls`` view raised "malformed JSON" for the
run (``arena show``) and ``audit verify`` for the whole store. Now ``null`` on both paths.
"""

from __future__ import annotations

import json
import math
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main
from arena.context import RunContext
from arena.store import EndpointSpec, LegWrite, RunOrigin, SQLiteStore, codec
from arena.types import EvalItem, Responder
from store_support import ENDPOINT

WHEN = datetime(2026, 12, 4, 9, 30, tzinfo=UTC)
RUN = "run_nanwhen"


def test_dumps_writes_nan_and_infinities_as_null_beside_a_datetime() -> None:
    value = {"seats": math.nan, "floor": -math.inf, "when": WHEN, "ok": [1.5, math.inf]}
    text = codec.dumps(value)
    assert json.loads(text, parse_constant=_refuse) == {
        "floor": None,
        "ok": [1.5, None],
        "seats": None,
        "when": "2026-12-04T09:30:00.000000+00:00",
    }
    assert codec.dumps_plain(value) == text  # the fast path hands it to dumps
    with sqlite3.connect(":memory:") as raw:
        assert raw.execute("SELECT json_valid(?)", (text,)).fetchone() == (1,)
    # A non-finite key stays the text it was; everything else is written as before.
    assert json.loads(codec.dumps({math.nan: 1, 2.5: 2})) == {"NaN": 1, "2.5": 2}
    assert codec.dumps({"b": (1, 2), "a": "x"}) == '{"a": "x", "b": [1, 2]}'


def _refuse(token: str) -> None:
    raise AssertionError(f"{token} is not JSON")


def _leg(db: Path) -> None:
    store = SQLiteStore(db)
    ctx = RunContext(run_id=RUN, adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    ctx.record_tool("lookup", {"seats": math.nan, "when": WHEN}, "ok", "none free")
    ctx.emit("note", score=math.inf, at=WHEN)
    store.record_leg(
        LegWrite(
            run_id=RUN,
            turn=ctx.finish("completed", message="done"),
            snapshot=None,
            actor=Responder(name="runner", interface="scripted"),
            origin=RunOrigin(
                adapter="fake", endpoint=EndpointSpec.of(ENDPOINT), item=EvalItem(id="n", input="b")
            ),
        )
    )
    store.close()


def test_a_tool_argument_nan_beside_a_datetime_reads_back_as_null(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    _leg(db)
    store = SQLiteStore(db)
    try:
        (call,) = store.tool_calls(RUN)
        assert dict(call.args) == {"seats": None, "when": "2026-12-04T09:30:00.000000+00:00"}
        note = next(e for e in store.events(RUN) if e.type == "note")
        assert dict(note.data) == {"score": None, "at": "2026-12-04T09:30:00.000000+00:00"}
        assert [e.transition for e in store.history(RUN)] == ["run.completed"]
        assert store.verify_audit().broken is None
    finally:
        store.close()


def test_arena_show_and_history_read_the_run(tmp_path: Path) -> None:
    db = tmp_path / "s.db"
    _leg(db)
    env = {"ARENA_STORE": None, "ARENA_POLICY": None, "NO_COLOR": "1", "COLUMNS": "200"}
    runner = CliRunner()
    shown = runner.invoke(main, ["show", RUN, "--json", "--store", str(db)], env=env)
    assert shown.exit_code == 0, shown.output
    assert "malformed" not in shown.output
    calls = json.loads(shown.output)["tool_calls"]
    assert [(c["tool"], c["args"]) for c in calls] == [
        ("lookup", {"seats": None, "when": "2026-12-04T09:30:00.000000+00:00"})
    ]
    history = runner.invoke(main, ["history", RUN, "--store", str(db)], env=env)
    assert history.exit_code == 0, history.output
    assert "run.completed" in history.output
    verified = runner.invoke(main, ["audit", "verify", "--store", str(db)], env=env)
    assert verified.exit_code == 0, verified.output
