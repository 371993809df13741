"""A deliberately broken adapter whose pause lives in the pausing process and is served to the
resumer over a local socket (red team 47).

:class:`ServedDurable` is :class:`reference_adapters.FakeDurableAdapter` with its pointer made
reachable: the snapshot is ``host:port/key``, and a thread of the pausing process serves each
paused conversation (pickled) to whoever asks for its key. Nothing is in the store but the
address. The restart probe pauses in the ``arena`` process itself and resumes in a fresh one
while that process still runs, so the fresh process fetched the state from the pauser's memory
and the durable cell read "yes": not one byte of it survived anything.
"""

from __future__ import annotations

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
