"""``arena resume RUN`` of a run another process holds, while that process runs, said "if that
process died, the claim can be taken over once it expires" (user tester 21), though a dead holder
on this host is taken over at once: it names the running process, as ``resume --all`` does."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.cli.resume_output import print_outcomes
from arena.errors import Conflict
from arena.runs.recorder import LIVE
from arena.runs.resume import ResumeOutcome, _not_resumed
from arena.store import SQLiteStore
from arena.types import InputResponse, Responder
from store_support import start_waiting

_HOLDER = (
    "import sys, time; from arena.store import holder; "
    "print(holder.identity('other'), flush=True); time.sleep(60)"
)


def test_a_run_held_by_a_running_process_names_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "arena.db"
    other = subprocess.Popen([sys.executable, "-c", _HOLDER], stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout is not None
        owner = other.stdout.readline().strip()
        store = SQLiteStore(db)
        try:
            run_id = start_waiting(store)
            LIVE.pop(run_id, None)
            request_id = store.requests(run_id)[0].id
            store.answer(InputResponse(request_id=request_id, option_id="approve"))
            store.claim(run_id, owner, ttl_s=60, actor=Responder(name="other", interface="cli"))
        finally:
            store.close()
        result = CliRunner().invoke(
            main, ["resume", run_id, "--store", str(db)], env={"COLUMNS": "200"}
        )
    finally:
        other.kill()
        other.wait()
    said = " ".join(result.output.split())
    assert result.exit_code == 2, result.output
    assert f"a process that is running (pid {other.pid}) continues it" in said, said
    assert "if that process died" not in said, said


def test_a_run_finished_by_another_resumer_is_said_within_80_columns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """resume --all's line for a run another resumer finished meanwhile was one line of 139
    characters at 80 columns (user tester 21, finding 6)."""
    monkeypatch.chdir(tmp_path)
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)
        store.fail_run(run_id, "ended elsewhere", actor=Responder(name="x", interface="cli"))
        outcome = _not_resumed(store, run_id, Conflict("claimed"), "me", every=True)
    finally:
        store.close()
    assert outcome.elsewhere == "finished"

    @click.command()
    @click.option("--all", "resume_all", is_flag=True)
    def show(resume_all: bool) -> None:
        print_outcomes([outcome], as_json=False)

    out = CliRunner().invoke(show, ["--all"], env={"COLUMNS": "80"}).output
    assert f"run {run_id} was continued by another resumer" in out, out
    # A line may pass 80 columns only as one unbreakable token (the test's own tmp path).
    assert all(len(x) <= 80 or " " not in x.strip() for x in out.splitlines()), out


def test_one_reason_for_every_run_is_said_once() -> None:
    """A read-only store refused every run's claim: resume --all printed the same paragraph
    once per run (six times; user tester 21, finding 5). Said once; --json keeps each whole."""
    said = (
        "store /mnt/ro/arena.db is read-only (SQLite: attempt to write a readonly database); "
        "make the file and its folder writable, or point --store / ARENA_STORE at a writable store"
    )
    outcomes = [
        ResumeOutcome(run_id=f"run_{n}", error=said, user_error=False) for n in ("a", "b", "c")
    ]

    @click.command()
    @click.option("--json", "as_json", is_flag=True)
    def show(as_json: bool) -> None:
        print_outcomes(outcomes, as_json=as_json)

    out = CliRunner().invoke(show, [], env={"COLUMNS": "80"}).output
    assert " ".join(out.split()).count("is read-only") == 1, out
    assert "not resumed for the same reason as run_a" in " ".join(out.split()), out
    rows = json.loads(CliRunner().invoke(show, ["--json"]).output)
    assert [r["error"] for r in rows] == [said] * 3
