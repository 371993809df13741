"""The model's log read from its own process over one kept-alive connection (perf42).

``arena run --workers`` registered each run and read its log about twice a leg, each on a socket
of its own (HTTP/1.0): a connect here and an accept in the model's process per request, ~110 µs
of this process's CPU and ~250 µs of the model's per read of a three-request run. One HTTP/1.1
connection now carries them in turn; where the server closed it while idle, the next request
goes on a new one and is answered as before."""

from __future__ import annotations

import json
import socket
import threading
import urllib.request
from typing import Any

import msgspec
import pytest

from arena.evidence import run_base_url
from arena.model.process import LOG_KEY, ModelProcess
from arena.model.remote_log import RemoteRequestLog

CHAT = {
    "model": "scripted-compliant",
    "messages": [{"role": "user", "content": "Book a room for 6 on Tuesday."}],
}


def _post(url: str, body: dict[str, Any]) -> Any:
    data = json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.load(answer)


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int]]:
    """Every connection this process opens from here on, by address."""
    opened: list[tuple[str, int]] = []
    real = socket.create_connection

    def counted(address: Any, *args: Any, **kwargs: Any) -> socket.socket:
        opened.append(address)
        return real(address, *args, **kwargs)

    monkeypatch.setattr(socket, "create_connection", counted)
    return opened


def test_a_workers_registrations_and_reads_share_one_connection(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with ModelProcess() as model:
        model.ready()
        host, port, key = model.request_log._handoff()
        opened = _counting(monkeypatch)
        log = RemoteRequestLog(host, port, key=key)  # as a worker builds it: no control pipe
        for run_id in ("run_a", "run_b"):
            log._register(run_id)  # a keyed POST each
        url = run_base_url(model.base_url, "run_a") + "/chat/completions"
        monkeypatch.undo()  # the model's own requests are the client's, not the log's
        _post(url, CHAT)
        _post(url, CHAT)
        opened = _counting(monkeypatch)
        reads = [len(log.entries("run_a")) for _ in range(5)] + [log.count("run_b")]
        log._forget("run_a")
        assert log.count("run_a") == 0  # the forget rides on the next read
        log.flush()
        assert reads == [2, 2, 2, 2, 2, 0]
        assert opened == []  # every read on the registrations' connection
    assert log._link._sock is None  # flushed: a worker that is done keeps no connection


def _one_answer_each(listening: socket.socket, answered: list[bytes]) -> None:
    """A server that answers one request per connection and then closes it, declaring no
    ``Connection: close`` (as a server closing an idle keep-alive connection does)."""
    body = msgspec.msgpack.encode([])
    while True:
        try:
            conn, _ = listening.accept()
        except OSError:
            return
        with conn:
            data = b""
            while b"\r\n\r\n" not in data:
                data += conn.recv(4096)
            answered.append(data.split(b"\r\n", 1)[0])
            head = b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % len(body)
            conn.sendall(head + body)


def test_a_connection_the_server_closed_while_idle_is_opened_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen(4)
        port = listening.getsockname()[1]
        answered: list[bytes] = []
        threading.Thread(target=_one_answer_each, args=(listening, answered), daemon=True).start()
        opened = _counting(monkeypatch)
        log = RemoteRequestLog("127.0.0.1", port, key="k")
        assert log.entries("run_x") == [] and log.entries("run_x") == []
        assert log.count("run_y") == 0
    assert [a.split(b" ")[:2] for a in answered] == [[b"GET", b"/arena/log/run_x"]] * 2 + [
        [b"GET", b"/arena/log/run_y"]
    ]
    assert len(opened) == 3  # each closed after its answer: a new one each time, answered


def test_a_link_reads_a_declared_length_and_an_answer_without_one() -> None:
    """The head's declared length is kept to (what follows is the next answer's); an answer
    that declares none runs to the connection's end."""
    from arena.model.log_link import LogLink

    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen(2)
        port = listening.getsockname()[1]

        def serve() -> None:
            conn, _ = listening.accept()
            with conn:
                conn.recv(4096)
                conn.sendall(b"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n\r\nabc")
                conn.recv(4096)
                conn.sendall(b"HTTP/1.1 404 Not Found\r\nConnection: keep-alive\r\n\r\nrest")

        threading.Thread(target=serve, daemon=True).start()
        link = LogLink("127.0.0.1", port)
        assert link.request("GET", "/arena/log/a", f"{LOG_KEY}: k") == (200, b"abc")
        assert link.request("GET", "/arena/log/b", f"{LOG_KEY}: k") == (404, b"rest")
        assert link._sock is None  # read to its end: that connection is over
