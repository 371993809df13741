"""``arena show RUN`` said which process started a run (``created ... by vm:8187:ns…@…``) but not
who: ``arena run`` recorded every run's legs as the actor ``arena run``, whoever typed it, so no
command could say who started it (users tester 31, then 32). ``arena run`` now records the login
that ran it, as ``arena resume`` records who resumed; ``arena show`` (and ``--json``'s
``started_by``) says it, and a run recorded before says it is not known."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.cli.layout import stamp
from arena.operator import current_user
from arena.operator_views import starter
from arena.store.records import AuditEntry
from arena.types import Responder


def _arena(db: Path, *args: str) -> Result:
    env = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "80"}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_show_says_who_started_the_run(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    ran = _arena(db, "run", "human_in_the_loop", "--human", "--adapter", "vanilla",
                 "--item", "hitl-01", "--out", str(tmp_path / "results"))  # fmt: skip
    assert ran.exit_code == 0, ran.output
    runs = _arena(db, "runs", "--json")
    run_id = json.loads(runs.stdout)[0]["run_id"]
    shown = _arena(db, "show", run_id)
    assert shown.exit_code == 0, shown.output
    said = " ".join(shown.stdout.split())
    assert f" UTC by {current_user()} (cli), process " in said, said
    assert "+00:00" not in said, said  # the time as history prints it: whole at 40 columns
    as_json = json.loads(_arena(db, "show", run_id, "--json").stdout)
    assert as_json["started_by"] == current_user() and as_json["started_via"] == "cli", as_json
    trail = json.loads(_arena(db, "history", run_id, "--json").stdout)
    assert trail and all(e["by"] != "arena run" for e in trail), trail


def _entry(seq: int, transition: str, actor: Responder) -> AuditEntry:
    return AuditEntry(seq=seq, run_id="run_1", transition=transition, actor=actor,
                      at=datetime(2026, 12, 5, tzinfo=UTC))  # fmt: skip


def test_the_starter_is_the_first_legs_actor_and_unknown_before() -> None:
    alice, system = (
        Responder(name="alice", interface="cli"),
        Responder(name="p:1", interface="system"),
    )
    # a booking run in leg 1 is in the ledger's trail before the leg's own record
    trail = [_entry(1, "side_effect.started", system), _entry(2, "run.completed", alice)]
    assert starter(trail) == alice
    # recorded before the login was: 'arena run' was every run's actor, whoever typed it
    assert starter([_entry(1, "run.waiting", Responder(name="arena run", interface="cli"))]) is None
    assert starter([]) is None


def test_times_are_shown_as_history_shows_them() -> None:
    assert stamp("2026-12-05T06:33:46.720255+00:00") == "2026-12-05 06:33:46 UTC"
    assert stamp("not a time") == "not a time"
