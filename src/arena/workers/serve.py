"""The worker process: ``python -m arena.workers.serve <driver>`` inside a framework environment.

It imports the framework once, says ``ready``, and then serves legs until stdin closes: each
``start`` / ``resume`` runs in a thread of a small pool, so runs are multiplexed by leg id. Tools
are never executed here: a driver's tool call becomes a ``tool_call`` message and blocks until the
harness answers with ``tool_result`` (the harness runs the ``@recorded`` tool, so the tool-call log
stays the harness's).

The protocol owns the process's real stdin/stdout. Before the framework is imported, fd 0 is
pointed at /dev/null (a stray ``input()`` gets EOF instead of eating protocol lines) and fd 1 at
stderr (framework banners and panels cannot corrupt the stream).
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
import traceback
from collections.abc import Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TextIO

from arena.workers.protocol import (
    PROTOCOL_VERSION,
    FrameworkDriver,
    LegRequest,
    LegResult,
    decode,
    encode,
    worker_threads,
)

#: Drivers by short name; ``module:Class`` also works (tests use a fake driver that way).
DRIVERS = {"crewai": "arena.adapters.crewai_driver:CrewAIDriver"}


def _threads() -> int:
    """A bad ``ARENA_WORKER_THREADS`` ends the worker at its start with one line, no traceback:
    the CLI's ``error:`` line (:func:`arena.line_fold.error_line`), folded on a terminal as every
    other (it ran on as one line of 120 characters, users42)."""
    try:
        return worker_threads(os.environ)
    except ValueError as exc:
        from arena.display import inert
        from arena.line_fold import error_line

        sys.stderr.write(f"{error_line(inert(exc))}\n")
        sys.exit(2)


THREADS = _threads()


class LegCancelled(Exception):
    """The harness gave up on this leg (timeout, shutdown); its tool calls get no answer."""


class Channel:
    """The worker's side of the pipe: serialised writes, tool calls waiting for their results."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._lock = threading.Lock()
        self._waiting: dict[tuple[str, str], Future[str]] = {}
        self._cancelled: set[str] = set()
        self._seq = 0

    def send(self, message: Mapping[str, Any]) -> None:
        with self._lock:
            self._out.write(encode(message))
            self._out.flush()

    def bridge(self, leg_id: str) -> LegBridge:
        return LegBridge(self, leg_id)

    def call_tool(
        self, leg_id: str, tool: str, args: Mapping[str, Any], call_id: str | None
    ) -> str:
        with self._lock:
            if leg_id in self._cancelled:
                raise LegCancelled(leg_id)
            self._seq += 1
            key = (leg_id, call_id or f"tc_{self._seq}")
            future: Future[str] = Future()
            self._waiting[key] = future
        self.send(
            {"op": "tool_call", "id": leg_id, "call_id": key[1], "tool": tool, "args": dict(args)}
        )
        try:
            return future.result()
        finally:
            with self._lock:
                self._waiting.pop(key, None)

    def tool_result(self, message: Mapping[str, Any]) -> None:
        with self._lock:
            future = self._waiting.get((str(message.get("id")), str(message.get("call_id"))))
        if future is None or future.done():
            return
        if message.get("error"):
            future.set_exception(LegCancelled(str(message["error"])))
        else:
            future.set_result(str(message.get("result", "")))

    def cancel(self, leg_id: str) -> None:
        with self._lock:
            self._cancelled.add(leg_id)
            stuck = [f for (leg, _), f in self._waiting.items() if leg == leg_id]
        for future in stuck:
            if not future.done():
                future.set_exception(LegCancelled(leg_id))

    def cancel_all(self) -> None:
        with self._lock:
            legs = {leg for leg, _ in self._waiting}
        for leg in legs:
            self.cancel(leg)


class LegBridge:
    """The :class:`~arena.workers.protocol.ToolBridge` one leg's driver gets."""

    def __init__(self, channel: Channel, leg_id: str) -> None:
        self._channel, self._leg = channel, leg_id

    def call(self, tool: str, args: Mapping[str, Any], call_id: str | None = None) -> str:
        return self._channel.call_tool(self._leg, tool, args, call_id)


def load_driver(name: str) -> FrameworkDriver:
    target = DRIVERS.get(name, name)
    module_name, _, attr = target.partition(":")
    if not attr:
        raise SystemExit(f"unknown driver {name!r}; known: {', '.join(DRIVERS)} or module:Class")
    cls = getattr(importlib.import_module(module_name), attr)
    driver: FrameworkDriver = cls()
    return driver


def run_leg(driver: FrameworkDriver, channel: Channel, raw: Mapping[str, Any]) -> None:
    leg_id = str(raw.get("id"))
    try:
        request = LegRequest.from_json(raw)
        bridge = channel.bridge(leg_id)
        if raw["op"] == "start":
            result = driver.start(request, bridge)
        else:
            result = driver.resume(request, bridge)
    except LegCancelled:
        return  # nobody is listening for this leg any more
    except Exception as exc:  # a driver bug fails this leg, not the worker
        traceback.print_exc(file=sys.stderr)
        text = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else ""
        result = LegResult(status="failed", error=f"{type(exc).__name__}: {text}".rstrip(": "))
    channel.send(result.to_json(leg_id))


def _own_stdio() -> tuple[TextIO, TextIO]:
    """Keep the real stdin/stdout for the protocol; give everything else /dev/null and stderr."""
    proto_in = os.fdopen(os.dup(0), "r", encoding="utf-8")
    proto_out = os.fdopen(os.dup(1), "w", encoding="utf-8")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - lives as long as the process
    sys.stdout = sys.stderr
    return proto_in, proto_out


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m arena.workers.serve <driver>", file=sys.stderr)
        return 2
    proto_in, proto_out = _own_stdio()
    channel = Channel(proto_out)
    from arena.readwatch import watch_from_env

    watch_from_env()  # a durable_state resumer notes what its worker reads besides the store
    try:
        driver = load_driver(args[0])
    except BaseException as exc:  # report why, then exit: the harness shows it
        channel.send(
            {"op": "ready", "protocol": PROTOCOL_VERSION, "error": f"{type(exc).__name__}: {exc}"}
        )
        return 1
    channel.send(
        {
            "op": "ready",
            "protocol": PROTOCOL_VERSION,
            "pid": os.getpid(),
            "framework": driver.framework_version,
            "mechanism": driver.mechanism,
        }
    )
    pool = ThreadPoolExecutor(max_workers=THREADS, thread_name_prefix="leg")
    try:
        for line in proto_in:
            if not line.strip():
                continue
            message = decode(line)
            op = message["op"]
            if op in ("start", "resume"):
                pool.submit(run_leg, driver, channel, message)
            elif op == "tool_result":
                channel.tool_result(message)
            elif op == "cancel":
                channel.cancel(str(message.get("id")))
            elif op == "shutdown":
                break
    finally:
        channel.cancel_all()
        pool.shutdown(wait=False, cancel_futures=True)
        close = getattr(driver, "close", None)
        if callable(close):  # its scratch files: the process ends with os._exit, no atexit
            close()
    return 0


if __name__ == "__main__":
    code = main()
    sys.stderr.flush()
    os._exit(code)  # legs still blocked in framework code must not keep the process alive
