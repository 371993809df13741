"""``arena run --model-url https://...`` against a server that speaks plain HTTP read "model
endpoint ... is unreachable (ConnectError)", as if nothing listened there: the TLS handshake met
an HTTP answer (OpenSSL: WRONG_VERSION_NUMBER). Now it says the server speaks plain http and
names the http:// URL to give (fixes35b). A port where nothing listens still reads unreachable."""

from __future__ import annotations

import http.server
import socket
import threading
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.endpoints import check_reachable
from arena.errors import EndpointUnreachable


class _Quiet(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def plain_port() -> Iterator[int]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Quiet)
    thread = threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    )
    thread.start()
    yield server.server_address[1]
    server.shutdown()
    server.server_close()


def test_https_to_a_plain_http_server_says_use_http(plain_port: int) -> None:
    with pytest.raises(EndpointUnreachable) as caught:
        check_reachable(f"https://127.0.0.1:{plain_port}/v1", timeout_s=5)
    said = str(caught.value)
    assert f"https://127.0.0.1:{plain_port}/v1 speaks plain http, not https" in said, said
    assert f"use http://, --model-url http://127.0.0.1:{plain_port}/v1" in said, said
    assert "ConnectError" not in said


def test_arena_run_says_it_in_one_line(plain_port: int) -> None:
    url = f"https://127.0.0.1:{plain_port}/v1"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url", url, "--model", "m"]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "1000"})
    assert result.exit_code == 2, result.output
    assert "speaks plain http, not https" in result.output, result.output


def test_nothing_listening_still_reads_unreachable() -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # closed again: nothing listens there
    with pytest.raises(EndpointUnreachable, match=r"is unreachable \(ConnectError\)"):
        check_reachable(f"https://127.0.0.1:{port}/v1", timeout_s=5)
