"""One kept-alive connection to the scripted model's log endpoints (:mod:`arena.model.remote_log`).

``arena run --workers`` and ``arena resume`` read the model's log from its own process: a
registration per run from a worker, then a read at each leg's end and another before an answer
is handed over, about two requests a leg beside the model's own. Each opened a socket of its own
(HTTP/1.0: connect, request, the server closes), so the model's process accepted a connection
and the reader's paid a connect for every one (perf42). Here one HTTP/1.1 connection carries
them in turn, under a lock (the reads may come from threads), reopened once where the server
closed it while idle. Not ``http.client``: a process whose framework never loaded it (CrewAI's
runs in a worker) paid ~8 ms to import it (docs/benchmarks.md).
"""

from __future__ import annotations

import os
import socket
import threading


class _Closed(Exception):
    """The server closed the connection before its answer began."""


class LogLink:
    """Requests to ``host:port``, one at a time, on one connection while it lasts."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self._lock = threading.Lock()
        self._sock: socket.socket | None = None
        self._pid = 0  # the process that opened it: a forked child opens its own

    def request(
        self, method: str, path: str, key_header: str, timeout_s: float = 30.0
    ) -> tuple[int, bytes]:
        """The status and body of one request. ``TimeoutError`` names the model's process when
        no answer came in ``timeout_s`` (a killed child's socket may still take connections)."""
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n{key_header}\r\n"
            "Content-Length: 0\r\n\r\n"
        ).encode("ascii")
        with self._lock:
            try:
                if self._sock is not None and self._pid == os.getpid():
                    try:  # the kept connection, unless the server closed it while idle
                        return self._send(self._sock, head, timeout_s)
                    except (_Closed, ConnectionError):
                        self.close()
                try:
                    return self._send(self._open(timeout_s), head, timeout_s)
                except _Closed:  # a new connection closed unanswered: worded below
                    raise ConnectionResetError from None
            except TimeoutError:
                self.close()
                raise TimeoutError(
                    f"the scripted model's log did not answer in {timeout_s:g} s: has its "
                    "process exited (killed?)"
                ) from None
            except (ConnectionRefusedError, ConnectionResetError, BrokenPipeError) as exc:
                self.close()
                how = "refused" if isinstance(exc, ConnectionRefusedError) else "dropped"
                raise type(exc)(  # '[Errno 111] Connection refused' named no one (users42)
                    f"the scripted model's log {how} the connection: its process has exited "
                    "(killed?)"
                ) from None
            except BaseException:
                self.close()
                raise

    def _open(self, timeout_s: float) -> socket.socket:
        self.close()
        sock = socket.create_connection((self.host, self.port), timeout=timeout_s)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self._sock, self._pid = sock, os.getpid()
        return sock

    def _send(self, sock: socket.socket, head: bytes, timeout_s: float) -> tuple[int, bytes]:
        sock.settimeout(timeout_s)
        sock.sendall(head)
        return self._answer(sock)

    def _answer(self, sock: socket.socket) -> tuple[int, bytes]:
        """Read one response: its head, then the length it declares (or to the end where it
        declares none, the connection then closed)."""
        data = b""
        while b"\r\n\r\n" not in data:
            more = sock.recv(65536)
            if not more:
                if data:
                    break
                raise _Closed
            data += more
        head, _, body = data.partition(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        parts = lines[0].split(b" ", 2)
        if len(parts) < 2 or not parts[1].isdigit():
            raise RuntimeError(f"the scripted model's log sent no HTTP answer ({head[:60]!r})")
        length, closing = -1, parts[0] != b"HTTP/1.1"
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            name, value = name.strip().lower(), value.strip().lower()
            if name == b"content-length" and value.isdigit():
                length = int(value)
            elif name == b"connection" and value == b"close":
                closing = True
        if length < 0:  # none declared: the body runs to the end, where the server closes
            while more := sock.recv(65536):
                body += more
            closing, length = True, len(body)
        while len(body) < length:
            more = sock.recv(65536)
            if not more:
                raise ConnectionError("the scripted model's log closed mid-answer")
            body += more
        if closing:
            self.close()
        return int(parts[1]), body[:length]

    def close(self) -> None:
        sock, self._sock = self._sock, None
        if sock is not None:
            sock.close()

    def __del__(self) -> None:
        self.close()


__all__ = ["LogLink"]
