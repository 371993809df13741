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
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import msgspec
from click.testing import CliRunner, Result
from starlette.testclient import TestClient

from arena.cli import main
from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.operator import durability, run_view
from arena.policy import load_policy
from arena.store import open_store
from arena.store.base import Store
from arena.web import create_app
from web_support import make_team, waiting_request

#: A resume command offered as a next step (the prose may say "arena resume cannot ...").
RESUME = re.compile(r"arena resume (run_|--all)")
TASK = "Book a meeting room for 6 people on Tuesday."
ANY = "any process can resume it"


def arena(db: Path, *args: str) -> Result:
    return CliRunner().invoke(
        main, [*args, "--store", str(db)], env={"COLUMNS": "200"}, catch_exceptions=False
    )


def exited_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


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


def test_an_eval_runs_durability_names_its_eval_in_the_web_inbox_too(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    team = make_team(tmp_path)
    try:
        store = team.store
        t, _ = waiting_eval(store, endpoint_for("compliant"))
        record = store.run(t.run_id)
        assert record.durable and record.status == "waiting"
        said = run_view(store, record).durability
        assert ANY not in said and "t.resume()" in said, said
        assert said.startswith("durable: its paused state is in the store"), said

        app = create_app(store, policy=load_policy(team.policy_path))
        client = TestClient(app, base_url="http://127.0.0.1:8765")
        assert client.post("/login", data={"token": team.tokens["alice"]}).status_code == 200
        page = client.get(f"/runs/{t.run_id}")
        assert page.status_code == 200
        assert ANY not in page.text and "t.resume()" in page.text, page.text

        listed = arena(tmp_path / "arena.db", "runs", "--json")
        (row,) = [r for r in json.loads(listed.output) if r["run_id"] == t.run_id]
        assert ANY not in row["durability"] and "t.resume()" in row["durability"], row
        shown = json.loads(arena(tmp_path / "arena.db", "show", t.run_id, "--json").output)
        assert shown["durability"] == said  # arena show says what the inbox says

        # Not durable: only the eval's own process holds it; once that eval exited, nothing does.
        fragile = durability(msgspec.structs.replace(record, durable=False))
        assert fragile.startswith("not durable: ") and "t.resume() in that eval" in fragile
        host, _, rest = record.created_by.split(":", 2)
        gone = msgspec.structs.replace(record, created_by=f"{host}:{exited_pid()}:{rest}")
        assert "has exited" in durability(gone) and "re-run the eval" in durability(gone)
        assert ANY not in durability(gone) and "t.resume() in" not in durability(gone)

        # A run started from an arena (its tools module is recorded) is still resumable anywhere.
        other = store.request(waiting_request(store)).run_id
        assert run_view(store, store.run(other)).durability.endswith(ANY)
        t.close()  # the eval ends: this process holds its waiting line no more (drive LIVE)
    finally:
        team.store.close()
