"""The scripted model's log lent to a leg's new process stops when the leg ends: its server was
left at ``serve_forever``'s default poll of 0.5 s, so every leg run in a new process waited up to
that long for the server to notice its stop (speed53a). The log is still served while it runs."""

from __future__ import annotations

import socketserver
from types import SimpleNamespace

import pytest

from arena.drive._process_ends import lent_log
from arena.model.remote_log import RemoteRequestLog
from arena.request_log import RequestLog


def test_the_lent_log_notices_its_stop_at_once_and_serves_while_it_runs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    polls: list[float] = []
    real = socketserver.BaseServer.serve_forever

    def spy(self: socketserver.BaseServer, poll_interval: float = 0.5) -> None:
        polls.append(poll_interval)
        real(self, poll_interval)

    monkeypatch.setattr(socketserver.BaseServer, "serve_forever", spy)
    with lent_log(SimpleNamespace(request_log=RequestLog()), "run_lent") as lent:
        assert lent is not None
        host, port, key = lent
        assert RemoteRequestLog(host, port, key=key).entries("run_lent") == []
    assert len(polls) == 1 and polls[0] <= 0.05, polls
