"""``arena serve`` as an operator runs it, in its own process over real HTTP.

``--host 0.0.0.0`` turns the Secure cookie on (the host is not loopback); over the http:// URL it
announces, a browser drops that cookie and the login page came back without a word. The serve
now says so as it starts, and a login whose cookie does not come back says why on the page.
Ctrl-C (SIGINT) stops it with exit 130, as it stops every other command (it exited 0).
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from arena.operator import current_user

ARENA = str(Path(sys.executable).with_name("arena"))


@pytest.fixture
def token(tmp_path: Path) -> str:
    def arena(*args: str) -> str:
        done = subprocess.run(
            [ARENA, *args, "--store", "s.db"], cwd=tmp_path, capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    me = current_user()  # the CLI's identity: the first operator, an admin, may issue tokens
    arena("operators", "add", me, "--role", "admin")
    found = re.search(r"arena_[A-Za-z0-9_\-]+", arena("operators", "token", me))
    assert found, "no token printed"
    return found.group(0)


class Served:
    def __init__(self, proc: subprocess.Popen[str], port: int) -> None:
        self.proc, self.port = proc, port
        self.base = f"http://127.0.0.1:{port}"

    def stop(self, sig: int = signal.SIGINT) -> tuple[int, str]:
        os.killpg(self.proc.pid, sig)
        _, err = self.proc.communicate(timeout=30)
        return self.proc.returncode, err


@contextmanager
def serve(tmp_path: Path, *args: str) -> Iterator[Served]:
    proc = subprocess.Popen(
        [ARENA, "serve", "--store", "s.db", "--port", "0", *args],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # its own group, as a terminal gives a command
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        found = re.search(r":(\d+)/", line)
        assert found, line + (proc.stderr.read() if proc.stderr else "")
        served = Served(proc, int(found.group(1)))
        deadline = time.monotonic() + 30
        while True:  # the socket listens before the URL is printed; uvicorn answers a bit later
            try:
                httpx.get(f"{served.base}/login", timeout=2)
                break
            except httpx.TransportError:
                assert time.monotonic() < deadline, "the inbox never answered"
                time.sleep(0.1)
        yield served
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()


def log_in(served: Served, token: str) -> httpx.Response:
    with httpx.Client(base_url=served.base, follow_redirects=True) as client:
        return client.post("/login", data={"token": token})


def test_a_secure_cookie_over_plain_http_is_said_at_start_and_on_the_login_page(
    tmp_path: Path, token: str
) -> None:
    with serve(tmp_path, "--host", "0.0.0.0") as served:
        page = log_in(served, token)  # http://, so the client drops the Secure cookie
        code, err = served.stop()
    assert "Log in" in page.text
    assert "did not keep the login cookie" in page.text and "--no-secure-cookies" in page.text
    note = [line for line in err.splitlines() if "Secure" in line]
    assert len(note) == 1, err
    assert "--host 0.0.0.0" in note[0] and "HTTPS" in note[0] and "--no-secure-cookies" in note[0]
    assert code == 130, err


def test_plain_http_with_no_secure_cookies_logs_in_and_says_nothing(
    tmp_path: Path, token: str
) -> None:
    with serve(tmp_path, "--host", "0.0.0.0", "--no-secure-cookies") as served:
        page = log_in(served, token)
        code, err = served.stop()
    assert str(page.url) == f"{served.base}/" and current_user() in page.text
    assert "did not keep" not in page.text
    assert "Secure" not in err, err
    assert code == 130, err


def test_ctrl_c_stops_serve_with_130_and_no_traceback(tmp_path: Path, token: str) -> None:
    with serve(tmp_path) as served:
        code, err = served.stop()
    assert code == 130, err
    assert "Traceback" not in err, err
