"""The operator commands never offer ``arena resume`` for an eval's run (outside tester 18).

An eval's :class:`arena.drive.Driver` with an arena store puts its requests in the operators'
queue, but its agent and model live in the eval's process: ``arena resume`` cannot rebuild them.
``arena approve``, ``show`` and ``pending`` printed ``Next: arena resume RUN``, and ``arena resume
--all`` then refused it ("not started from an arena") and exited 1 while the eval was running.
Each now says what continues the run — ``t.resume()`` in the eval that started it — and
``resume --all`` leaves it to that eval without counting a failure.
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

#: A resume command offered as a next step (the prose may say "arena resume cannot ...").
RESUME = re.compile(r"arena resume (run_|--all)")
TASK = "Book a meeting room for 6 people on Tuesday."


def arena(db: Path, *args: str) -> Result:
    return CliRunner().invoke(
        main, [*args, "--store", str(db)], env={"COLUMNS": "200"}, catch_exceptions=False
    )


def test_an_eval_run_is_continued_by_its_eval_never_by_arena_resume(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    db = tmp_path / "evals.db"
    with open_store(db) as store:
        t = Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=store)
        t.send(TASK)
        request = t.require_input_request()

        listed = arena(db, "pending")
        assert listed.exit_code == 0 and request.id in listed.output, listed.output
        assert not RESUME.search(listed.output) and "t.resume()" in listed.output

        approved = arena(db, "approve", request.id, "--as", "alice")
        assert approved.exit_code == 0, approved.output
        assert not RESUME.search(approved.output), approved.output
        assert f"(run {t.run_id}: " in approved.output, approved.output
        assert "Next: t.resume() in the eval that started it" in approved.output

        for ident in (request.id, t.run_id):
            shown = arena(db, "show", ident)
            assert shown.exit_code == 0 and "t.resume()" in shown.output, shown.output
            assert "any process can resume it" not in shown.output, shown.output
        # The run's own `next` line is render.print_run's (not yet told about eval runs).
        assert not RESUME.search(arena(db, "show", request.id).output)
        shown = json.loads(arena(db, "show", request.id, "--json").output)
        assert "resume" not in shown["next_commands"] and "t.resume()" in shown["continued_by"]

        one = arena(db, "resume", t.run_id)
        assert one.exit_code == 2 and "t.resume()" in one.output, one.output
        every = arena(db, "resume", "--all")
        assert every.exit_code == 0, every.output  # its eval is running: no failure here
        assert "not started from an arena" not in every.output, every.output
        assert "1 left to the eval that started it (t.resume())" in every.output, every.output
        assert store.run(t.run_id).status == "waiting"  # untouched: no claim, no leg

        t.resume()
        t.succeeded()
        assert store.run(t.run_id).status == "completed"
        assert [c.status for c in store.tool_calls(t.run_id) if c.tool == "book_room"] == ["ok"]
