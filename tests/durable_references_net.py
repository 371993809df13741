"""Deliberately broken "durable" adapters: the store holds a key, the pause is in a service that
runs outside the arena, started before the run (a host's Redis, a key-value server).

Red team 13, finding 2: vanilla whose session slots keep ``{"format": "tcp", "key": …}`` in the
store and the pickled transcript in a TCP key-value server on 127.0.0.1, started before the run —
no file, no daemon of the phases' own, nothing in the kernel: every sandboxed phase reached it
(the sandbox shared the network namespace) and it read plain "durable yes", 24/24. They differ in
how they reach the server (:class:`KVServer`, which a test starts in its own process):

* ``tcpkv`` — TCP on ``127.0.0.1:$DURABLE_REF_KV`` (the red team's);
* ``abstractkv`` — an abstract unix socket ``@$DURABLE_REF_KV`` (no file: per network namespace);
* ``unixkv`` — a unix socket at the path ``$DURABLE_REF_KV`` (a file, reachable from any network
  namespace through a read-only view of the folder that holds it).

The factories patch vanilla's slots in the process that builds the adapter: only the
durable_state arena's phase processes do, never the test process.
"""

from __future__ import annotations

import os
import pickle
import socket
import threading
import uuid
from collections.abc import Callable
from typing import Any

from arena.adapters.base import AgentSpec
from durable_references import SideFileAdapter, _patch

ADDRESS_ENV = "DURABLE_REF_KV"


def _connect_tcp() -> socket.socket:
    return socket.create_connection(("127.0.0.1", int(os.environ[ADDRESS_ENV])), timeout=10)


def _connect_unix(name: str | bytes) -> socket.socket:
    conn = socket.socket(socket.AF_UNIX)
    conn.settimeout(10)
    conn.connect(name)
    return conn


def _ask(connect: Callable[[], socket.socket], op: str, key: str, blob: bytes = b"") -> bytes:
    conn = connect()
    conn.sendall(pickle.dumps((op, key, blob)))
    conn.shutdown(socket.SHUT_WR)
    out = b""
    while chunk := conn.recv(65536):
        out += chunk
    conn.close()
    if op == "get" and not out:
        raise RuntimeError(f"no pause under key {key} in the key-value server")
    return out


def _keyed(connect: Callable[[], socket.socket]) -> None:
    def dump(value: Any) -> dict[str, str]:
        key = uuid.uuid4().hex
        _ask(connect, "put", key, pickle.dumps(value))
        return {"format": "kv", "key": key}

    def load(raw: dict[str, str]) -> Any:
        return pickle.loads(_ask(connect, "get", raw["key"]))

    _patch(dump, load)


def tcpkv(spec: AgentSpec) -> SideFileAdapter:
    _keyed(_connect_tcp)
    return SideFileAdapter(spec)


def abstractkv(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _connect_unix(b"\0" + os.environ[ADDRESS_ENV].encode()))
    return SideFileAdapter(spec)


def unixkv(spec: AgentSpec) -> SideFileAdapter:
    _keyed(lambda: _connect_unix(os.environ[ADDRESS_ENV]))
    return SideFileAdapter(spec)


class KVServer:
    """The red team's key-value server (``kv_server.py``), in a thread of the test's process:
    outside every phase, started before the run. ``kind`` is ``tcp``, ``abstract`` or ``unix``
    (``path``: the socket file's); ``address`` is what goes in ``$DURABLE_REF_KV``."""

    def __init__(self, kind: str, path: str = "") -> None:
        if kind == "tcp":
            self.sock = socket.socket()
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.sock.bind(("127.0.0.1", 0))
            self.address = str(self.sock.getsockname()[1])
        elif kind == "abstract":
            self.sock = socket.socket(socket.AF_UNIX)
            self.address = f"arena-ref-kv-{uuid.uuid4().hex[:12]}"
            self.sock.bind(b"\0" + self.address.encode())
        else:
            self.sock = socket.socket(socket.AF_UNIX)
            self.sock.bind(path)
            os.chmod(path, 0o777)
            self.address = path
        self.sock.listen(64)
        self.kept: dict[str, bytes] = {}
        self.ops: list[str] = []
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            with conn:
                data = b""
                while chunk := conn.recv(65536):
                    data += chunk
                op, key, blob = pickle.loads(data)
                self.ops.append(op)
                if op == "put":
                    self.kept[key] = blob
                conn.sendall(b"ok" if op == "put" else self.kept.get(key, b""))

    def close(self) -> None:
        self.sock.close()
