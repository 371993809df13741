"""A SIGINT to the process group while arena runs with SIGINT ignored (``arena run ... &`` in a
script, a CI cancel) stopped only the scripted model's process: uvicorn put its own SIGINT
handler over the ignored one it inherited, so the run went on and reported hundreds of "model
endpoint error" failures (red team 7, hole 7). The model server now keeps an ignored SIGINT
ignored; started with a default SIGINT (`arena model serve` at a terminal), Ctrl-C still stops
it, and SIGTERM (how arena stops its child) always does."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request

import pytest

# A parent as a script's background job is: SIGINT ignored, then the scripted model started as
# `arena run` starts it (arena.parallel.model_process). It prints the model's URL, waits for a
# line, and says whether the model still answers.
PARENT = """
import signal, sys, urllib.request
signal.signal(signal.SIGINT, signal.SIG_IGN)
from arena.endpoints import ModelChoice
from arena.parallel import model_process
with model_process(ModelChoice()) as endpoint:
    print(endpoint.base_url, flush=True)
    sys.stdin.readline()
    with urllib.request.urlopen(endpoint.base_url + "/models", timeout=5) as reply:
        print("answers", reply.status, flush=True)
"""


def _answers(base_url: str) -> bool:
    try:
        with urllib.request.urlopen(base_url + "/models", timeout=5) as reply:
            return bool(reply.status == 200)
    except OSError:
        return False


def _children(pid: int) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as f:
            return [int(p) for p in f.read().split()]
    except OSError:
        return []


@pytest.mark.parametrize("signals", [1, 2])
def test_a_group_sigint_with_sigint_ignored_leaves_the_model_server_running(signals: int) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own group, as the tester's `setsid arena run ... &`
    )
    try:
        assert parent.stdout is not None and parent.stdin is not None
        base_url = parent.stdout.readline().strip()
        assert base_url.startswith("http"), parent.stderr.read() if parent.stderr else ""
        server = _children(parent.pid)
        for _ in range(signals):  # a CI cancel may send it more than once
            os.killpg(parent.pid, signal.SIGINT)
            time.sleep(0.5)
        assert _answers(base_url), "the model server stopped on a SIGINT its parent ignores"
        assert all(os.path.exists(f"/proc/{pid}") for pid in server)
        out, err = parent.communicate("go\n", timeout=30)
        assert parent.returncode == 0, err
        assert "answers 200" in out
        assert "Traceback" not in err
    finally:
        if parent.poll() is None:
            os.killpg(parent.pid, signal.SIGKILL)
            parent.wait()


SERVE = "from arena.model import serve; serve(port=0, echo=lambda m: print(m, flush=True))"


def _serve(*, ignore_sigint: bool) -> tuple[subprocess.Popen[str], str]:
    def ignore() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    proc = subprocess.Popen(
        [sys.executable, "-c", SERVE],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=ignore if ignore_sigint else None,
    )
    assert proc.stdout is not None
    first = proc.stdout.readline().strip()
    base_url = first[first.index("http") :]
    deadline = time.monotonic() + 60  # a poll: a loaded machine may be slow to start it
    while not _answers(base_url):
        assert time.monotonic() < deadline, "the model server never answered"
        time.sleep(0.05)
    return proc, base_url


def test_serve_started_with_sigint_ignored_ignores_it_and_stops_on_sigterm() -> None:
    proc, base_url = _serve(ignore_sigint=True)
    try:
        proc.send_signal(signal.SIGINT)
        time.sleep(0.5)
        assert proc.poll() is None and _answers(base_url)
        proc.terminate()
        assert proc.wait(60) in (0, -signal.SIGTERM)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_serve_at_a_terminal_still_stops_on_ctrl_c() -> None:
    proc, _ = _serve(ignore_sigint=False)
    try:
        proc.send_signal(signal.SIGINT)
        proc.wait(60)
        assert proc.returncode is not None
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
