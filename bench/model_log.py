"""The scripted model's per-run request log, kept by the bench's model process for the arena side.

``arena run`` serves the scripted model in its own process, and its request log (what each model
request of a run carried: :class:`arena.request_log.RequestLog`) is read by the leg runner and the
checks: each leg that asks opens a window on it, a completed leg's reply and a consequential act
are held to it, the run memory reads the texts it kept. The benchmarks' model runs in a process of
its own (:mod:`bench.server`), so the client under test has its core and its GIL to itself, and
until session 39 the arena side's endpoint had no log: every check that reads it answered "no log
kept" at once, so the overhead, instruction and count stages left out what a user's run pays for
that evidence (session 38 saw a whole `arena run` cost ~10 % more than the benchmark's rounds
suggested).

Here the bench server writes each run's entries, as its app fills them, to a file (one
length-prefixed msgpack record per request, written before the response's first byte is sent, as
:class:`arena.model.remote_log.RemoteRequestLog`'s child fills an entry before it responds), and
the arena side reads them through :class:`KeptLog`, a :class:`RequestLog` whose reads first take
in what the file gained since the last one (one ``pread``, then msgspec's C decoder per new entry),
then answer from the same in-memory lists, under the same lock and with the same copies, as the
in-process log does. So the arena side pays what ``arena run``'s leg runner and checks pay to read
their log, plus a read of the file and a decode per entry the in-process log does not pay (a few
microseconds a leg: never less than a user's run). What the model pays to fill an entry (the
conversation's keys and words) stays in the model's process, as the model's own answering does on
both sides: a run against a real endpoint keeps no log and pays neither.
"""

from __future__ import annotations

import os
import struct
from typing import Any

import msgspec

from arena.request_log import LOGGED, RUNS_PREFIX, LoggedRequest, RequestLog

_FRAME = struct.Struct("<I")
#: Bytes asked of the file per ``pread`` (more reads while each comes back whole): a leg's new
#: records are a few kB. ``os.pread`` makes a buffer of the size asked before it reads: 1 MiB at
#: every read, new bytes or none. Where the allocator maps that from the kernel (a fresh
#: process) a read cost ``mmap``, ``mremap`` and ``munmap``, ~12 µs of system CPU against ~1 µs
#: at 64 KiB; in the bench's long-lived child it comes from the heap and still faulted pages in
#: (~0.4 page faults a leg), none of which a user's in-process log pays (perf42).
_READ = 1 << 16


#: How many runs the bench server's own log keeps (the oldest forgotten past it): no client reads
#: it there, the app only asks whether a run sent a system text before; a whole ``make bench``
#: routes ~10^4 runs, each kept forever otherwise.
KEEP_RUNS = 2048


class LogWriter:
    """ASGI middleware outside the scripted model's app: each run request's log entry, as the
    app filled it, appended to ``path`` when its response starts (``scope[LOGGED]``). ``log``:
    the app's own log, whose oldest runs it forgets past :data:`KEEP_RUNS`."""

    def __init__(self, app: Any, path: str, log: RequestLog | None = None) -> None:
        self.app = app
        self._fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_TRUNC, 0o600)
        self._encode = msgspec.msgpack.Encoder().encode
        self._log = log
        self._runs: dict[str, None] = {}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not scope.get("path", "").startswith(RUNS_PREFIX):
            await self.app(scope, receive, send)
            return
        box: list[LoggedRequest] = []
        scope = dict(scope)
        scope[LOGGED] = box

        async def sending(message: Any) -> None:
            if message["type"] == "http.response.start" and box:
                data = b"".join(_FRAME.pack(len(b)) + b for b in map(self._encode, box))
                os.write(self._fd, data)  # one write: a reader sees whole records or none
                self._kept(box[0].run_id)
                box.clear()
            await send(message)

        await self.app(scope, receive, sending)

    def _kept(self, run_id: str) -> None:
        self._runs[run_id] = None
        if self._log is not None and len(self._runs) > KEEP_RUNS:
            oldest = next(iter(self._runs))
            del self._runs[oldest]
            self._log._forget(oldest)


class KeptLog(RequestLog):
    """The arena side's view of the bench server's log (:class:`LogWriter`'s file): a
    :class:`RequestLog` filled from the file at each read. Registrations and forgets are this
    process's own, as in the in-process log (the bench server serves any run route)."""

    def __init__(self, path: str) -> None:
        super().__init__()
        self._fd = os.open(path, os.O_RDONLY)
        self._offset = 0
        self._gone: set[str] = set()
        self._decode = msgspec.msgpack.Decoder(LoggedRequest).decode

    def _take_in(self) -> None:
        """Add what the file gained since the last read (whole records only)."""
        with self._lock:
            data = b""
            while True:  # a whole read's worth: there may be more
                more = os.pread(self._fd, _READ, self._offset + len(data))
                data += more
                if len(more) < _READ:
                    break
            at = 0
            while at + 4 <= len(data):
                (size,) = _FRAME.unpack_from(data, at)
                if at + 4 + size > len(data):
                    break
                entry = self._decode(data[at + 4 : at + 4 + size])
                at += 4 + size
                if entry.run_id not in self._gone:
                    self._runs.setdefault(entry.run_id, []).append(entry)
                    self._live.setdefault(entry.run_id, "")
            self._offset += at

    def count(self, run_id: str) -> int:
        self._take_in()
        return super().count(run_id)

    def entries(self, run_id: str, start: int = 0, end: int | None = None) -> list[LoggedRequest]:
        self._take_in()
        return super().entries(run_id, start, end)

    def _forget(self, run_id: str) -> None:
        with self._lock:
            self._gone.add(run_id)
        super()._forget(run_id)

    def close(self) -> None:
        os.close(self._fd)


__all__ = ["KeptLog", "LogWriter"]
