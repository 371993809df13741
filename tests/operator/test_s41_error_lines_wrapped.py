"""``error:`` lines ran past 80 columns on a terminal: a second answer to a request ("request
req_… was already answered: approved by alice (cli) at … — one answer per request") and a run
that is not durable each printed one line of ~140 characters, which the terminal broke mid-word
(docs41). On a terminal they are now folded at spaces to its width, later lines two columns in;
into a pipe each problem stays one line (scripts and ``grep`` read stderr so)."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import arena
from arena.cli import error_lines, main
from arena.store import SQLiteStore
from store_support import start_waiting

NOT_DURABLE = (
    "run run_93b5d1 (vanilla) is not durable: its paused state lived only in the memory of "
    "process vm:17579, and a process restart loses it — it cannot be resumed from this "
    "process. Re-run the item, or use an adapter whose pause is durable"
)
ANSWERED = (
    "request req_f273aa01 was already answered: approved by alice (cli, role ops) at "
    "2026-11-30 12:32:40 UTC — one answer per request"
)


def _unfolded(said: str) -> str:
    return said.replace("\n  ", " ")


@pytest.mark.parametrize("said", [NOT_DURABLE, ANSWERED])
@pytest.mark.parametrize("width", [40, 60, 80, 100])
def test_a_long_error_fits_the_width_and_reads_the_same(said: str, width: int) -> None:
    shown = error_lines.error_line(said, width)
    lines = shown.splitlines()
    assert len(lines) > 1 and all(len(line) <= width for line in lines), shown
    assert lines[0].startswith("error: ") and all(line.startswith("  ") for line in lines[1:])
    assert not any(line.startswith("   ") for line in lines[1:]), shown
    assert _unfolded(shown) == f"error: {said}"


def test_a_short_error_and_one_that_fits_stay_one_line() -> None:
    assert (
        error_lines.error_line("no run or request matches 'zzz'", 80)
        == "error: no run or request matches 'zzz'"
    )
    exact = "x " * 35 + "xxx"  # "error: " + 73 characters: 80 columns exactly
    assert error_lines.error_line(exact, 80) == f"error: {exact}"
    assert error_lines.error_line(exact + " y", 80).count("\n") == 1


def test_a_command_and_a_long_path_are_never_broken() -> None:
    path = "/tmp/" + "a" * 90 + "/arena.db"
    said = f"{path}: no such store; give its path, e.g. arena pending --store '/tmp/op dir/a.db'"
    lines = error_lines.error_line(said, 80).splitlines()
    assert path in lines or f"error: {path}:" in lines  # whole, though over 80 itself
    assert any("arena pending --store '/tmp/op dir/a.db'" in line for line in lines), lines


def test_into_a_pipe_each_problem_stays_one_line() -> None:
    assert error_lines.error_line(NOT_DURABLE, None) == f"error: {NOT_DURABLE}"
    assert (
        error_lines.error_line(NOT_DURABLE) == f"error: {NOT_DURABLE}"
    )  # pytest's stderr: no terminal


def test_a_second_answer_on_a_terminal_of_80_columns(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    store = SQLiteStore(db)
    try:
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
    finally:
        store.close()
    first = CliRunner().invoke(main, ["approve", run_id, "--as", "alice", "--store", str(db)])
    assert first.exit_code == 0, first.output
    args = ["deny", request_id, "--reason", "late", "--as", "bob", "--store", str(db)]
    piped = CliRunner().invoke(main, args)
    assert piped.exit_code == 2 and piped.stderr.count("\n") == 1, piped.stderr
    assert len(piped.stderr.rstrip("\n")) > 80  # the line the terminal broke mid-word
    # stderr a terminal (stdout a pipe, as `arena deny ... | tee`): folded to 80 columns
    leader, follower = pty.openpty()
    code = "import sys; from arena.cli import main; sys.argv[0] = 'arena'; main()"
    env = {**os.environ, "COLUMNS": "80", "PYTHONPATH": str(Path(arena.__file__).parents[1])}
    ran = subprocess.run(
        [sys.executable, "-c", code, *args], stderr=follower, stdout=subprocess.PIPE, env=env,
        timeout=60,
    )  # fmt: skip
    os.close(follower)
    said = os.read(leader, 65536).decode().replace("\r\n", "\n")
    os.close(leader)
    assert ran.returncode == 2, said
    lines = said.rstrip("\n").split("\n")
    assert len(lines) > 1 and all(len(line) <= 80 for line in lines), said
    assert _unfolded(said).rstrip("\n") == piped.stderr.rstrip("\n")
    assert f"request {request_id} was already answered" in lines[0] + " " + lines[1]
