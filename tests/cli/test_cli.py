"""The CLI as a user types it: bad input is one line and exit code 2; a run prints the tables."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from datetime import timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.cli.reference import commands
from arena.store import open_store
from store_support import skew_clock


def arena(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).with_name("arena")
    return subprocess.run([str(exe), *args], cwd=cwd, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["run", "nope"],
            "error: unknown arena 'nope'; known arenas: durable_state, human_in_the_loop",
        ),
        (
            ["run", "human_in_the_lop"],
            "error: unknown arena 'human_in_the_lop' (did you mean 'human_in_the_loop'?); known ",
        ),
        (
            ["run", "human_in_the_loop", "--adapter", "vanila"],
            "error: unknown adapter 'vanila' (did you mean 'vanilla'?); known adapters: vanilla",
        ),
        (
            ["run", "human_in_the_loop", "--adapter", "nope"],
            "error: unknown adapter 'nope'; known adapters: vanilla",
        ),
        (
            ["run", "human_in_the_loop", "--behaviour", "nope"],
            "error: unknown behaviour 'nope'; known behaviours: ",
        ),
        (
            ["run", "human_in_the_loop", "--model", "scripted-stubborn", "--behaviour", "mute"],
            "error: --model scripted-stubborn and --behaviour mute name two scripted behaviours",
        ),
        (
            ["run", "human_in_the_loop", "--model-url", "http://127.0.0.1:9/v1", "--model", "m"],
            "error: model endpoint http://127.0.0.1:9/v1 is unreachable",
        ),
        (
            ["run", "human_in_the_loop", "--model-url", "http://127.0.0.1:9/v1"],
            "error: --model-url needs --model",
        ),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], message: str, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, args, catch_exceptions=False)
    assert result.exit_code == 2, result.output
    assert result.output.startswith(message)
    assert result.output.count("\n") == 1
    assert "Traceback" not in result.output


def test_run_vanilla_scores_twelve_of_twelve_end_to_end(tmp_path: Path) -> None:
    out = tmp_path / "res"
    proc = arena(
        "run", "human_in_the_loop", "--adapter", "vanilla", "--out", str(out), cwd=tmp_path
    )
    assert proc.returncode == 0, proc.stderr
    assert "12/12" in proc.stdout
    summary = json.loads((out / "summary.json").read_text())
    assert summary["schema_version"] == 2
    assert summary["adapters"]["vanilla"]["passed"] == 12
    (row,) = summary["matrix"]
    # No restart ran, so durable is "not measured" (None), not the adapter's declared False
    # (0313ccfc: every durable cell from a restart probe or durable_state's runs).
    assert (row["adapter"], row["pause"], row["durable"]) == ("vanilla", "emulated", None)
    assert "Feature matrix" in proc.stdout
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 12 and all(r["passed"] for r in runs)


def test_run_with_a_faulty_behaviour_reports_the_failing_check(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        [
            "run",
            "human_in_the_loop",
            "--adapter",
            "vanilla",
            "--behaviour",
            "double",
            "--out",
            str(tmp_path / "r"),
            "--quiet",
        ],
    )
    assert result.exit_code == 1, result.output  # checks failed: scripts see it
    assert "6 of 12 runs did not pass" in result.stderr
    assert "6/12" in result.output
    assert "tool_called_once_after_resume ×6" in result.output


def test_garbage_model_fails_runs_with_a_reason_and_the_command_finishes(tmp_path: Path) -> None:
    out = tmp_path / "r"
    result = CliRunner().invoke(
        main,
        [
            "run",
            "human_in_the_loop",
            "--adapter",
            "vanilla",
            "--behaviour",
            "http500",
            "--out",
            str(out),
            "--json",
        ],
    )
    assert result.exit_code == 1  # every run failed, and the command still finished
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert len(runs) == 12
    assert all(r["status"] == "failed" and "model endpoint error" in r["error"] for r in runs)


def test_list_shows_arenas_and_adapters() -> None:
    result = CliRunner().invoke(main, ["list"])
    assert result.exit_code == 0
    assert "human_in_the_loop" in result.output and "vanilla" in result.output


# Walked through the lazy group (list_commands), so every command is found, loaded or not.
@pytest.mark.parametrize("path", [p.split()[1:] for p, _ in commands(main)], ids=" ".join)
def test_every_command_has_help(path: list[str]) -> None:
    result = CliRunner().invoke(main, [*path, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage:" in result.output


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_human_requests_can_expire(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = str(tmp_path / "a.db")
    run = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", store,
         "--expires-in", "1s", "--json", "--out", str(tmp_path / "r")],
    )  # fmt: skip
    assert run.exit_code == 0, run.output
    # The request is read from the store, not from 'arena pending': on a loaded machine the run
    # itself outlasted the 1 s and pending had already moved every request to expired (an empty
    # list: IndexError, session 43). Then the store's clock is moved past the expiry: SQLite's
    # is arena's utcnow, moved for the rest of the test, not slept for (speed52b: up to a real
    # second); the poll below stays for a clock that does not move.
    run_id = next(json.loads(x)["run_id"] for x in run.stdout.splitlines() if x.startswith("{"))
    with open_store(store) as opened:
        request = opened.requests(run_id)[0].request
        assert request.expires_at is not None
        if getattr(opened, "local_clock", False) and (
            ahead := request.expires_at - opened.now()
        ) > timedelta(0):
            # imported first: a module first imported under the moved clock keeps it after
            import arena.cli.operator_cmd  # noqa: F401

            skew_clock(monkeypatch, ahead + timedelta(milliseconds=1))
        deadline = time.monotonic() + 60
        while opened.now() <= request.expires_at and time.monotonic() < deadline:
            time.sleep(0.05)  # a poll of the store's clock, not a guess at timing
    late = CliRunner().invoke(main, ["approve", request.id, "--store", store])
    assert late.exit_code == 2
    assert "expired at" in late.output and "can no longer be answered" in late.output


@pytest.mark.parametrize("bad", ["2x", "0m", "-1h"])
def test_expires_in_must_be_a_positive_duration(bad: str) -> None:
    result = CliRunner().invoke(main, ["run", "human_in_the_loop", "--human", "--expires-in", bad])
    assert result.exit_code == 2
    assert "--expires-in" in result.output


@pytest.mark.parametrize("columns", [80, 160])
def test_failed_checks_keep_their_names_whole_at_any_width(tmp_path: Path, columns: int) -> None:
    """Below 120 columns a failed run's reasons go under the items table, one line per check;
    in the table's last column at 80 they were cut to 'tool_called_once…'."""
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "vanilla", "--behaviour", "double",
         "--out", str(tmp_path / "r")],
        env={"COLUMNS": str(columns)},
    )  # fmt: skip
    assert result.exit_code == 1, result.output
    lines = result.output.splitlines()
    assert all(len(line) <= columns for line in lines)
    assert "…" not in result.output
    said = "tool_called_once_after_resume: book_room called 2x after the resume"
    if columns < 120:
        assert sum(line.startswith(f"  {said}") for line in lines) == 6
        assert sum(line.startswith("vanilla · hitl-") and "FAIL" in line for line in lines) == 6
    else:
        assert sum(said in line for line in lines) == 6
