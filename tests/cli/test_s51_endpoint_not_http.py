"""``--model-url`` at a port where something other than a model server listens (users51).

An SSH port (it greets first with ``SSH-2.0-…``), a server that takes the connection and closes
it, or an https-only one met over http:// read "model endpoint … is unreachable
(RemoteProtocolError)" / "(ReadError)", and sent the user to check a server that was up. It now
says the port took the connection but gave no HTTP answer, and names the port to check. A port
where nothing listens still reads unreachable.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable, Iterator

import pytest

from arena.endpoints import check_reachable
from arena.errors import EndpointUnreachable


def _ssh(conn: socket.socket) -> None:
    conn.sendall(b"SSH-2.0-OpenSSH_9.6\r\n")
    conn.recv(4096)


def _closes(conn: socket.socket) -> None:
    conn.recv(4096)


def _garbage(conn: socket.socket) -> None:
    conn.recv(4096)
    conn.sendall(b"\x00\x01\x02 not http at all\r\n\r\n")


@pytest.fixture(params=[_ssh, _closes, _garbage], ids=["ssh", "closes", "garbage"])
def odd_port(request: pytest.FixtureRequest) -> Iterator[int]:
    handle: Callable[[socket.socket], None] = request.param
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(10)

    def serve() -> None:
        while True:
            try:
                conn, _ = server.accept()
            except OSError:
                return
            with conn, contextlib.suppress(OSError):
                handle(conn)

    threading.Thread(target=serve, daemon=True).start()
    yield server.getsockname()[1]
    server.close()


def test_a_port_that_speaks_no_http_is_said_so(odd_port: int) -> None:
    with pytest.raises(EndpointUnreachable) as caught:
        check_reachable(f"http://127.0.0.1:{odd_port}/v1", timeout_s=5)
    said = str(caught.value)
    assert "took the connection but gave no HTTP answer" in said, said
    assert "check the port in --model-url" in said and "unreachable" not in said, said


def test_a_port_where_nothing_listens_is_still_unreachable() -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nothing listens there
    with pytest.raises(EndpointUnreachable) as caught:
        check_reachable(f"http://127.0.0.1:{port}/v1", timeout_s=5)
    assert "is unreachable (ConnectError)" in str(caught.value)
