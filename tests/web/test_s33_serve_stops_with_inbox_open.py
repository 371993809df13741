"""``arena serve`` given Ctrl-C (or SIGTERM) while an inbox page was open went on serving, without
a word, for as long as the page's live stream (/events) stayed open, up to 5 minutes (users
tester 33: still up 30 s later; a second Ctrl-C forced it): uvicorn waits for open connections
to close, and its 'Waiting for connections to close' is below the log level. The stream now
ends when the server shuts down, and the server exits at once."""

from __future__ import annotations

import getpass
import re
import signal
import subprocess
import threading
import time
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from arena.cli import main
from cli_support import BIN, user_env


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM])
def test_serve_stops_at_once_with_an_inbox_open(tmp_path: Path, sig: signal.Signals) -> None:
    db = str(tmp_path / "arena.db")
    assert (
        CliRunner()
        .invoke(
            main,
            [
                "operators",
                "add",
                "alice",
                "--role",
                "admin",
                "--login",
                getpass.getuser(),
                "--store",
                db,
            ],
        )
        .exit_code
        == 0
    )
    token = (
        CliRunner().invoke(main, ["operators", "token", "alice", "--store", db]).stdout.split()[-1]
    )
    env = user_env()
    server = subprocess.Popen(
        [str(BIN / "arena"), "serve", "--port", "0", "--store", db],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        url = re.search(r"http://\S+/", server.stdout.readline())
        assert url is not None
        client = httpx.Client(base_url=url.group(0), timeout=30)
        assert client.post("/login", data={"token": token}).status_code in (200, 303)
        opened = threading.Event()

        def watch() -> None:  # the queue page's EventSource
            try:
                with client.stream("GET", "/events") as stream:
                    for _ in stream.iter_lines():
                        opened.set()
            except httpx.HTTPError:
                pass

        threading.Thread(target=watch, daemon=True).start()
        assert opened.wait(20), "the live stream did not open"
        server.send_signal(sig)
        began = time.monotonic()
        server.wait(timeout=30)
        took = time.monotonic() - began
    finally:
        server.kill()
    err = server.stderr.read() if server.stderr else ""
    assert took < 5, f"the server went on {took:.1f}s with an inbox open"
    assert "Traceback" not in err, err
