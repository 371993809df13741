"""A model endpoint that fails every chat call the same way, for the tests of what ``arena``
says about an endpoint's errors (five test files each kept their own copy of this server)."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


@contextmanager
def failing_endpoint(
    status: int,
    message: str,
    *,
    kind: str | None = None,
    headers: Mapping[str, str] | None = None,
) -> Iterator[str]:
    """The base URL (``http://127.0.0.1:PORT/v1``) of a server whose ``GET /models`` lists model
    ``m`` (so the pre-flight lets it through) and whose every POST is answered ``status`` with
    ``{"error": {"message": message, "type": kind}}`` (no ``type`` without ``kind``) and
    ``headers`` (e.g. ``Retry-After``)."""
    error: dict[str, object] = {"message": message}
    if kind is not None:
        error["type"] = kind
    extra = dict(headers or {})

    class Failing(BaseHTTPRequestHandler):
        def _send(self, code: int, body: dict[str, object], more: Mapping[str, str]) -> None:
            data = json.dumps(body).encode()
            self.send_response(code)
            for name, value in {"Content-Type": "application/json", **more}.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            self._send(200, {"object": "list", "data": [{"id": "m", "object": "model"}]}, {})

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self._send(status, {"error": error}, extra)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Failing)
    threading.Thread(
        target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
    ).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    finally:
        server.shutdown()
        server.server_close()
