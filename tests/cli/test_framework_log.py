"""A framework's log (ADK logs a failed model call with its traceback) goes to the results folder,
not the terminal; the command names the file (arena/framework_log.py)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from arena.framework_log import framework_log


def test_warnings_and_errors_go_to_the_file(tmp_path: Path) -> None:
    path = tmp_path / "results" / "framework.log"
    framework = logging.getLogger("google_adk.test")
    with framework_log(path) as log:
        framework.info("not kept: below warning")
        try:
            raise TimeoutError("Request timed out.")
        except TimeoutError:
            framework.exception("Node execution failed with exception")
        framework.warning("second")
    text = path.read_text()
    assert "ERROR google_adk.test: Node execution failed" in text and "TimeoutError" in text
    assert "not kept" not in text and log.count == 2
    line = log.summary()
    assert line is not None and str(path) in line and "first: ERROR google_adk.test" in line
    framework.warning("after the block")  # the handler is gone
    assert "after the block" not in path.read_text()


SCRIPT = """
import logging, sys
from pathlib import Path
from arena.framework_log import framework_log
def fail():
    try:
        raise TimeoutError("Request timed out.")
    except TimeoutError:
        logging.getLogger("google_adk.x").exception("Node execution failed with exception")
if sys.argv[1] == "routed":
    with framework_log(Path(sys.argv[2])):
        fail()
else:
    fail()
"""


@pytest.mark.parametrize("routed", [True, False])
def test_outside_pytest_nothing_reaches_stderr_while_routed(tmp_path: Path, routed: bool) -> None:
    """Without the handler Python's last-resort handler prints the traceback (what users saw)."""
    import subprocess
    import sys

    args = [sys.executable, "-c", SCRIPT, "routed" if routed else "plain", str(tmp_path / "f.log")]
    err = subprocess.run(args, capture_output=True, text=True, timeout=60).stderr
    if routed:
        assert err == "" and "TimeoutError" in (tmp_path / "f.log").read_text()
    else:
        assert "Traceback" in err and "Node execution failed" in err


def test_nothing_logged_leaves_no_file_and_no_line(tmp_path: Path) -> None:
    with framework_log(tmp_path / "r" / "framework.log") as log:
        logging.getLogger("quiet").info("fine")
    assert not (tmp_path / "r").exists() and log.summary() is None


NOISY_TOOLS = """
import logging
import multiprocessing

from arena.tools.rooms import CONSEQUENTIAL, GATE, SYSTEM_PROMPT, TOOLS

if multiprocessing.parent_process() is not None:  # in a --workers child only
    logging.getLogger("noisy.framework").warning("a framework complains in a worker")
"""


def test_workers_children_log_to_the_parents_file_not_the_terminal(tmp_path: Path) -> None:
    """``--workers N`` children printed what the frameworks logged onto the terminal."""
    import os
    import subprocess
    import sys

    (tmp_path / "noisy_tools.py").write_text(NOISY_TOOLS)
    arena = tmp_path / "noisy"
    arena.mkdir()
    (arena / "arena.yaml").write_text("name: noisy\ntools: noisy_tools\n")
    (arena / "items.yaml").write_text(
        "".join(
            f"- id: i{n}\n  input: Book a room for 6 people on Tuesday.\n"
            "  resume_with: [approve]\n  expect: approved\n"
            for n in range(2)
        )
    )
    exe = Path(sys.executable).with_name("arena")
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "COLUMNS": "200"}
    args = [str(exe), "run", str(arena), "--adapter", "vanilla", "--workers", "2", "--out", "res"]
    proc = subprocess.run(args, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "complains" not in proc.stderr, proc.stderr
    lines = (tmp_path / "res" / "framework.log").read_text().splitlines()
    assert len(lines) == 2 and all("WARNING noisy.framework: a framework" in x for x in lines)
    assert "framework log: 2 warning(s) or error(s)" in proc.stdout, proc.stdout
