"""Where an eval's run was still offered ``arena resume`` after 112c93c (fixer opnext's gaps).

An eval's :class:`arena.drive.Driver` with an arena store records its line as a run that only the
eval continues (``t.resume()``): ``arena resume`` cannot rebuild its agent and refuses it. Three
places still said otherwise: ``arena show RUN`` once its request was answered ended ``next arena
resume RUN``; ``arena approve --json`` listed ``next_commands.resume``; and the run's durability
sentence — shown by the web inbox's run page and ``arena runs --json`` — said "any process can
resume it".
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.store import open_store
from arena.store.base import Store

#: A resume command offered as a next step (the prose may say "arena resume cannot ...").
RESUME = re.compile(r"arena resume (run_|--all)")
TASK = "Book a meeting room for 6 people on Tuesday."


def arena(db: Path, *args: str) -> Result:
    return CliRunner().invoke(
        main, [*args, "--store", str(db)], env={"COLUMNS": "200"}, catch_exceptions=False
    )


def waiting_eval(store: Store, endpoint: ModelEndpoint) -> tuple[Driver, str]:
    """An eval's line (pydantic_ai: durable) waiting on its approval; returns it and the request."""
    t = Driver.for_adapter("pydantic_ai", endpoint, store=store)
    t.send(TASK)
    return t, t.require_input_request().id


def test_show_run_answered_by_an_operator_names_t_resume_not_arena_resume(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    db = tmp_path / "evals.db"
    with open_store(db) as store:
        t, request = waiting_eval(store, endpoint_for("compliant"))
        assert arena(db, "approve", request, "--as", "alice").exit_code == 0
        shown = arena(db, "show", t.run_id)
        assert shown.exit_code == 0, shown.output
        assert not RESUME.search(shown.output), shown.output
        nexts = [line for line in shown.output.splitlines() if line.startswith("next")]
        assert nexts and "t.resume() in the eval that started it" in nexts[0], shown.output
        t.resume()
        t.succeeded()


def test_approve_json_gives_no_resume_command_for_an_eval_run(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    db = tmp_path / "evals.db"
    with open_store(db) as store:
        t, request = waiting_eval(store, endpoint_for("compliant"))
        approved = arena(db, "approve", request, "--as", "alice", "--json")
        assert approved.exit_code == 0, approved.output
        data = json.loads(approved.output)
        assert data["decision"]["decided"] is True, data
        assert "resume" not in data["next_commands"], data["next_commands"]
        assert "t.resume()" in data["continued_by"], data
        assert not RESUME.search(approved.output), approved.output
        t.resume()
        t.succeeded()
