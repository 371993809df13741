"""No run lost to an operator's typo: every option is checked before anything is written, and
``arena run``'s exit code says whether everything passed (docs/operator.md, "Exit codes")."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

ONE_ITEM = """\
name: one_item
tools: arena.tools.rooms
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume]
"""
ITEMS = """\
- id: only
  input: Book a meeting room for 6 people on Tuesday.
  resume_with: [approve]
  expect: approved
"""


@pytest.fixture
def one_item(tmp_path: Path) -> Path:
    folder = tmp_path / "one_item"
    folder.mkdir()
    (folder / "arena.yaml").write_text(ONE_ITEM)
    (folder / "items.yaml").write_text(ITEMS)
    return folder


def invoke(args: list[str], cwd: Path) -> Result:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, catch_exceptions=False)
    finally:
        os.chdir(here)


def assert_usage_error(result: Result, *needles: str) -> None:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert lines[-1].startswith("Error:") or lines[-1].startswith("error:"), result.output
    for needle in needles:
        assert needle in result.output, (needle, result.output)


@pytest.mark.parametrize("bad", ["0", "-5", "nan", "inf", "soon"])
@pytest.mark.parametrize("command", ["run", "resume"])
def test_a_bad_leg_timeout_is_refused_before_anything_is_written(
    bad: str, command: str, one_item: Path, tmp_path: Path
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    args = [str(one_item), "--human"] if command == "run" else ["--all"]
    result = invoke([command, *args, "--leg-timeout", bad], work)
    assert_usage_error(result, "--leg-timeout")
    assert list(work.iterdir()) == []  # no store, no results folder


def test_claim_ttl_and_expires_in_are_checked_too(one_item: Path, tmp_path: Path) -> None:
    assert_usage_error(invoke(["resume", "--all", "--claim-ttl", "0"], tmp_path), "--claim-ttl")
    for bad in ("nan", "infs", "0s"):
        result = invoke(["run", str(one_item), "--human", "--expires-in", bad], tmp_path)
        assert_usage_error(result, "--expires-in")
    assert not (tmp_path / ".arena").exists()


def test_out_that_is_a_file_is_refused_before_the_run(one_item: Path, tmp_path: Path) -> None:
    existing = tmp_path / "report.txt"
    existing.write_text("keep me")
    result = invoke(
        ["run", str(one_item), "--adapter", "vanilla", "--out", str(existing)], tmp_path
    )
    assert_usage_error(result, "--out", "is a file")
    assert existing.read_text() == "keep me"


@pytest.mark.parametrize(
    ("store", "needle"),
    [
        ("mysql://db/arena", "unknown URL scheme 'mysql'"),
        ("sqlite:///x.db", "unknown URL scheme 'sqlite'"),
        ("{tmp}/a-file/arena.db", "is a file"),
        ("{tmp}", "is a folder"),
    ],
)
@pytest.mark.parametrize("command", ["run", "pending"])
def test_a_store_that_cannot_be_used_is_refused_before_the_run_starts(
    store: str, needle: str, command: str, one_item: Path, tmp_path: Path
) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    location = store.format(tmp=tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    args = [str(one_item), "--human"] if command == "run" else []
    started = time.perf_counter()
    result = invoke([command, *args, "--store", location], work)
    assert_usage_error(result, needle)
    assert list(work.iterdir()) == []
    assert time.perf_counter() - started < 10  # refused up front, not after the runs


@pytest.mark.parametrize("where", ["env", "beside"])
@pytest.mark.parametrize("command", [["run", "{item}", "--adapter", "vanilla", "--human"],
                                     ["resume", "--all"], ["worker", "--once"]])  # fmt: skip
def test_a_bad_policy_file_is_refused_before_any_run(
    where: str, command: list[str], one_item: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    """$ARENA_POLICY or policy.yaml beside the store: read when each run stored its request,
    so a typo in it failed every run of the command (12 of 12) instead of stopping it."""
    work = tmp_path / "work"
    (work / ".arena").mkdir(parents=True)
    bad = "rules:\n  - when: {tool: book_room\n"
    if where == "env":
        (tmp_path / "policy.yaml").write_text(bad)
        monkeypatch.setenv("ARENA_POLICY", str(tmp_path / "policy.yaml"))
    else:
        (work / ".arena" / "policy.yaml").write_text(bad)
    if command[0] != "run":
        invoke(["runs"], work)  # nothing stored yet; resume and worker need the store to exist
        (work / ".arena" / "arena.db").touch()
    args = [a.format(item=one_item) for a in command]
    result = invoke(args, work)
    assert_usage_error(result, "policy.yaml:3: not valid YAML")
    assert not (work / "results").exists()


def test_exit_codes_say_whether_everything_passed(one_item: Path, tmp_path: Path) -> None:
    ok = invoke(
        ["run", str(one_item), "--adapter", "vanilla", "--out", str(tmp_path / "a")], tmp_path
    )
    assert ok.exit_code == 0, ok.output
    bad = ["run", str(one_item), "--adapter", "vanilla", "--behaviour", "reckless"]
    failed = invoke([*bad, "--out", str(tmp_path / "b")], tmp_path)
    assert failed.exit_code == 1, failed.output
    assert "1 of 1 runs did not pass" in failed.output
    broken = invoke([*bad[:4], "--behaviour", "http500", "--out", str(tmp_path / "c")], tmp_path)
    assert broken.exit_code == 1
    lenient = invoke([*bad, "--fail-under", "0", "--out", str(tmp_path / "d")], tmp_path)
    assert lenient.exit_code == 0, lenient.output
    assert_usage_error(invoke([*bad, "--fail-under", "101"], tmp_path), "--fail-under")


class Hang(BaseHTTPRequestHandler):
    """An endpoint that lists models and never answers a chat: a run stays mid-leg."""

    asked = threading.Event()

    def do_GET(self) -> None:
        body = b'{"object": "list", "data": []}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self) -> None:
        Hang.asked.set()
        time.sleep(20)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def hanging() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Hang)
    server.daemon_threads = True
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    Hang.asked.clear()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()


def test_ctrl_c_is_one_line_and_exit_130(one_item: Path, tmp_path: Path, hanging: str) -> None:
    exe = Path(sys.executable).with_name("arena")
    proc = subprocess.Popen(
        [str(exe), "run", str(one_item), "--adapter", "vanilla", "--model-url", hanging,
         "--model", "m", "--store", str(tmp_path / "a.db"), "--human"],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        # A shell starts a background job (``make test &``, ``nohup``) with SIGINT ignored and
        # the child inherits that: Python then leaves Ctrl-C ignored, as a background job should,
        # and this test waited out its timeout. The terminal's Ctrl-C reaches a foreground run.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    assert Hang.asked.wait(60), "the run never reached the model"
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, (out, err)
    assert "Traceback" not in err and "Traceback" not in out
    assert err.strip().count("\n") == 0 and "interrupted" in err, err


def test_output_closed_early_is_exit_141_and_the_results_stand(
    one_item: Path, tmp_path: Path
) -> None:
    """``arena run ... | head``: rich alone exits 1 there, which says runs failed."""
    exe = Path(sys.executable).with_name("arena")
    for args, out in (
        (["list"], None),
        (["run", str(one_item), "--adapter", "vanilla", "--out", "res"], tmp_path / "res"),
    ):
        reader, writer = os.pipe()
        os.close(reader)  # the reader is gone before the command writes a line
        proc = subprocess.run(
            [str(exe), *args], cwd=tmp_path, stdout=writer, stderr=subprocess.PIPE, text=True,
            timeout=120,
        )  # fmt: skip
        os.close(writer)
        assert proc.returncode == 141, (args, proc.stderr)
        assert proc.stderr == "", proc.stderr
        if out is not None:
            assert (out / "runs.jsonl").read_text().count("\n") == 1


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_waiting_runs_at_80_columns_read_one_block_each(one_item: Path, tmp_path: Path) -> None:
    """The table's "asks" column folded the side effect over five lines at 80 columns."""
    result = CliRunner().invoke(
        main,
        ["run", str(one_item), "--adapter", "vanilla", "--human", "--store", str(tmp_path / "a.db"),
         "--out", str(tmp_path / "r")],
        env={"COLUMNS": "80"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    head = next(line for line in lines if line.startswith("req_"))
    assert head.endswith("· only · vanilla")
    effect = lines[lines.index(head) + 1]
    assert effect.startswith("  run run_") and "for 6 people on Tuesday" in effect
    assert not any(line.startswith("┏") for line in lines)
