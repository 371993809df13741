"""A deliberately broken adapter whose pause lives in the pausing process and is served to the
resumer over a local socket (red team 47).

:class:`ServedDurable` is :class:`reference_adapters.FakeDurableAdapter` with its pointer made
reachable: the snapshot is ``host:port/key``, and a thread of the pausing process serves each
paused conversation (pickled) to whoever asks for its key. Nothing is in the store but the
address. The restart probe pauses in the ``arena`` process itself and resumes in a fresh one
while that process still runs, so the fresh process fetched the state from the pauser's memory
and the durable cell read "yes": not one byte of it survived anything.

:class:`DaemonDurable` keeps it instead in a daemon of its own, forked twice out of the pausing
process's group (``setsid``) at each pause: with the pause run in a process of its own that ends
before the resume, the daemon outlived it and served the resumer all the same.
"""

from __future__ import annotations

import os
import pickle
import socket
import threading
from collections.abc import Sequence
from typing import Any

from arena.adapters import vanilla
from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.session import create_session_slot
from arena.types import InputResponse, Turn

_MEMORY: dict[str, Any] = {}
_ADDRESS = create_session_slot("served_durable.address", dump=lambda v: v, load=lambda v: v)
_SERVER: list[tuple[str, int]] = []
_LOCK = threading.Lock()


def _serve(listener: socket.socket) -> None:
    while True:
        conn, _ = listener.accept()
        with conn:
            key = conn.makefile("rb").readline().decode().strip()
            conn.sendall(pickle.dumps(_MEMORY.pop(key, None)))


def _address() -> tuple[str, int]:
    with _LOCK:
        if not _SERVER:
            listener = socket.create_server(("127.0.0.1", 0))
            threading.Thread(target=_serve, args=(listener,), daemon=True).start()
            _SERVER.append(listener.getsockname()[:2])
        return _SERVER[0]


def _fetch(pointer: str) -> Any:
    where, key = pointer.split("/", 1)
    host, port = where.rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=30) as conn:
        conn.sendall(key.encode() + b"\n")
        conn.shutdown(socket.SHUT_WR)
        data = b"".join(iter(lambda: conn.recv(65536), b""))
    return pickle.loads(data)


class ServedDurable(VanillaAdapter):
    """Vanilla whose paused conversation stays in the pausing process, served by address."""

    name = "served_durable"
    traits = Traits(pause_kind="emulated", mechanism="reference: pause served from memory")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return self._hide(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        if ctx.session.has(_ADDRESS):
            ctx.session.set(vanilla._PAUSED, _fetch(ctx.session.take(_ADDRESS)))
        return self._hide(await super().resume(responses, ctx), ctx)

    def _hide(self, turn: Turn, ctx: RunContext) -> Turn:
        if ctx.session.has(vanilla._PAUSED):
            host, port = _address()
            key = f"k{len(_MEMORY)}-{ctx.run_id}"
            _MEMORY[key] = ctx.session.take(vanilla._PAUSED)
            ctx.session.set(_ADDRESS, f"{host}:{port}/{key}")
        if ctx.session.has(vanilla._HISTORY):
            ctx.session.take(vanilla._HISTORY)
        return turn


def _daemon(key: str, state: Any) -> str:
    """Fork a daemon out of this process's group that serves ``state`` under ``key``; its
    address."""
    listener = socket.create_server(("127.0.0.1", 0))
    host, port = listener.getsockname()[:2]
    _MEMORY[key] = state
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the daemon's side
        try:
            os.setsid()
            if os.fork() == 0:
                _serve(listener)
        finally:
            os._exit(0)
    os.waitpid(pid, 0)
    listener.close()
    _MEMORY.pop(key, None)
    return f"{host}:{port}/{key}"


class DaemonDurable(ServedDurable):
    """:class:`ServedDurable` whose server is a daemon forked out of the pausing process's
    group, one per pause."""

    name = "daemon_durable"

    def _hide(self, turn: Turn, ctx: RunContext) -> Turn:
        if ctx.session.has(vanilla._PAUSED):
            key = f"d-{ctx.run_id}"
            ctx.session.set(_ADDRESS, _daemon(key, ctx.session.take(vanilla._PAUSED)))
        if ctx.session.has(vanilla._HISTORY):
            ctx.session.take(vanilla._HISTORY)
        return turn
