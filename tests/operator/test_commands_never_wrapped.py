"""A command meant to be copied is printed whole, on one line (tester3 finding 14).

At 80 columns and through a pipe (no ``COLUMNS``: rich assumes 80), the ``decide:`` line of
``arena pending``, the ``next`` rows of ``arena show`` and the ``Next:`` line of ``arena run
--human`` were wrapped mid-command (``... --store`` / ``/tmp/s6.db``), so a pasted command lost its
store. Each command now has a line of its own and is never wrapped; a store path long enough to
overflow any width shows it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.store import SQLiteStore
from store_support import let_go_of_the_runs_in, start_waiting

WIDTHS: list[dict[str, str | None]] = [{"COLUMNS": "80"}, {"COLUMNS": None}, {"COLUMNS": "60"}]


def arena(*args: str, env: dict[str, str | None] | None = None) -> Result:
    base: dict[str, str | None] = {"ARENA_STORE": None, "ARENA_POLICY": None, "NO_COLOR": "1"}
    return CliRunner().invoke(main, list(args), env={**base, **(env or {})}, catch_exceptions=False)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A store whose path alone nearly fills 80 columns: every command naming it is longer."""
    deep = tmp_path / ("operator-approvals-" * 2) / "store"
    deep.mkdir(parents=True)
    return deep / "arena.db"


def whole(command: str, output: str) -> None:
    lines = [line.strip() for line in output.splitlines()]
    assert any(line.endswith(command) for line in lines), f"{command!r} not whole in:\n{output}"


@pytest.mark.parametrize("env", WIDTHS, ids=["80", "pipe", "60"])
def test_pending_and_show_print_each_command_whole(db: Path, env: dict[str, str | None]) -> None:
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        start_waiting(store)
        req = store.requests(run_id)[0].id
    flag = f"--store {db}"
    assert len(f"arena deny <request> --reason ... {flag}") > 80

    listed = arena("pending", "--store", str(db), env=env).stdout
    for command in ("arena show <request>", "arena approve <request>",
                    "arena deny <request> --reason ...", "arena resume --all"):  # fmt: skip
        whole(f"{command} {flag}", listed)

    latest = json.loads(arena("pending", "--latest", "--json", "--store", str(db)).stdout)
    shown_latest = arena("pending", "--latest", "--store", str(db), env=env).stdout
    shown = arena("show", latest["id"], "--store", str(db), env=env).stdout
    for key in ("approve", "deny", "resume"):
        whole(latest["next_commands"][key], shown_latest)
        whole(latest["next_commands"][key], shown)
    whole(f"arena approve {req} {flag}", arena("show", run_id, "--store", str(db), env=env).stdout)


def test_the_next_commands_of_a_human_run_are_whole(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(db.parent)
    result = arena(
        "run", "human_in_the_loop", "--adapter", "pydantic_ai", "--item", "hitl-01", "--human",
        "--store", str(db), "--out", str(db.parent / "results"), env={"COLUMNS": "80"},
    )  # fmt: skip
    let_go_of_the_runs_in(db)  # live in this process, as in the command's until it exits
    assert "wait for a person" in result.stdout, result.output
    flag = f"--store {db}"
    for command in ("arena pending", "arena approve <request>",
                    "arena deny <request> --reason ...", "arena resume --all"):  # fmt: skip
        whole(f"{command} {flag}", result.stdout)


def test_a_human_run_nobody_can_answer_offers_the_sweep_whole(
    db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not durable: its pause dies with the command, so no approve is offered (tester 11)."""
    monkeypatch.chdir(db.parent)
    result = arena(
        "run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", str(db),
        "--out", str(db.parent / "results"), env={"COLUMNS": "80"},
    )  # fmt: skip
    let_go_of_the_runs_in(db)
    assert "none can be answered" in " ".join(result.stdout.split()), result.output
    offered = [line.strip() for line in result.stdout.splitlines()]
    assert not any(line.startswith(("arena approve", "arena resume")) for line in offered)
    whole(f"arena sweep --not-durable --store {db}", result.stdout)
