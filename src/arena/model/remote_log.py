"""The scripted model's request log as its own process serves it (:mod:`arena.model.process`).

Apart from that module because it needs :mod:`arena.request_log` (msgspec): starting the model's
process, which ``arena resume`` does before the framework loads, needs none of it.
"""

from __future__ import annotations

import os
from urllib.parse import quote, urlencode

import msgspec

from arena.model.log_link import LogLink
from arena.model.process import LOG_KEY, LOG_PATH
from arena.request_log import LoggedRequest, RequestLog

#: A run's entries as the child sends them (msgpack, every field of each entry): decoded in C
#: into the entries themselves, as the in-process log hands them out. Field by field from JSON
#: they cost a Python call per value on every leg of a worker or a resume, and a field the
#: reader did not name was lost (``params``: a parameter's description that lifts the gate).
_ENTRIES = msgspec.msgpack.Decoder(list[LoggedRequest])


class RemoteRequestLog(RequestLog):
    """The child's :class:`RequestLog`, read over HTTP: what the runner reads, nothing else.

    A leg's reads come after the model's responses reached the agent, and the child fills an
    entry before it responds: each read sees every request of the leg, complete.

    :meth:`_forget` costs no round trip: the run is named in the next read (the child forgets it
    before it answers, so every read sees the log as if it had been forgotten at once), or the
    child stops first and its log goes with it. ``forgotten`` is that queue, shared by every
    log of one :class:`ModelProcess`. Every call carries ``key`` (the child's log endpoints
    refuse a request without it): the process that started the child made it, and hands it only
    to the harness's own processes (``arena run --workers``' workers, :meth:`_handoff`).
    """

    def __init__(
        self,
        host: str,
        port: int,
        forgotten: list[str] | None = None,
        control: int = -1,
        *,
        key: str = "",
    ) -> None:
        super().__init__()
        self.host, self.port = host, port
        self._forgotten = forgotten if forgotten is not None else []
        #: The pipe to the child (:class:`ModelProcess`'s stop pipe) that registrations go on.
        self._control = control
        self._key = key
        #: One connection for every read and registration (a socket each cost the model's
        #: process an accept and this one a connect, about two a leg: perf42).
        self._link = LogLink(host, port)

    def _handoff(self) -> tuple[str, int, str]:
        """What another process of the harness (an ``arena run --workers`` worker) needs to
        rebuild this log: ``RemoteRequestLog(host, port, key=key)``. Handed over on that
        process's own pipe, never in an endpoint or environment an adapter sees. Private, as the
        key is: the log object is reachable from ``ctx.endpoint.request_log``, and a public
        ``key`` let an adapter in a worker delete its run's log or re-assign its route's
        behaviour with a keyed POST (docs/architecture.md, trust boundary)."""
        return self.host, self.port, self._key

    def _register(self, run_id: str, gate: str = "") -> None:
        """Tell the child, before the run's first request, that its route is the harness's: a
        line on the pipe (one write, no round trip; the child reads it before it refuses), or
        from a process without the pipe (a worker), a keyed POST (one round trip); ``gate``
        after a tab on the line, or as the POST's ``gate`` (:meth:`RequestLog._register`)."""
        if any(c in run_id + gate for c in "\n\t"):
            raise ValueError(f"a run id or gate has no line break or tab: {run_id!r}, {gate!r}")
        if self._control >= 0:
            line = f"{run_id}\t{gate}" if gate else run_id
            try:
                os.write(self._control, line.encode() + b"\n")
            except BrokenPipeError:  # read as 'output closed': exit 141, nothing said (users41)
                from arena.errors import RunError

                raise RunError(
                    f"the scripted model's process has exited (killed?), so run {run_id} could "
                    "not start its leg: nothing of it ran or was recorded; run the command again"
                ) from None
        else:
            self._call("POST", run_id, [("gate", gate)] if gate else [])
        # Noted here too: ``registered`` answers as the in-process log's. Without it every run
        # read as "no log" to :func:`arena.runs.decision.model_said`, and the words shown to a
        # person as the agent's were the adapter's (red team 28's Mislabel, perf42).
        super()._register(run_id, gate)

    def flush(self) -> None:
        """Send the forgets still queued (a worker that is done reads nothing more)."""
        if self._forgotten:
            self._call("DELETE", self._forgotten[-1])
        self._link.close()

    def _call(self, method: str, run_id: str, query: list[tuple[str, str]] | None = None) -> bytes:
        sent = self._forgotten[:]  # another thread may add more while this request is out
        path = LOG_PATH + quote(run_id, safe="")
        if sent or query:
            path += "?" + urlencode([*(query or ()), *(("forget", r) for r in sent)])
        status, body = self._link.request(method, path, f"{LOG_KEY}: {self._key}")
        if status != 200:
            raise RuntimeError(f"the scripted model's log answered HTTP {status}")
        del self._forgotten[: len(sent)]  # appended at the end only: these are the ones sent
        return body

    def _arrived(self, run_id: str) -> LoggedRequest:
        raise NotImplementedError("requests arrive at the scripted model's own process")

    def count(self, run_id: str) -> int:
        return len(self.entries(run_id))

    def entries(self, run_id: str, start: int = 0, end: int | None = None) -> list[LoggedRequest]:
        return _ENTRIES.decode(self._call("GET", run_id))[start:end]

    def _forget(self, run_id: str) -> None:
        """Private, as every write of the log is (:class:`RequestLog`): an adapter in a worker
        that forgot its own run had the child drop the evidence of what its model was asked."""
        self._forgotten.append(run_id)
        super()._forget(run_id)


def _request(
    host: str, port: int, method: str, path: str, key: str, timeout_s: float = 30.0
) -> tuple[int, bytes]:
    """One HTTP/1.0 request on a socket of its own (the server closes it after the answer).

    Not ``http.client``: a process whose framework never loaded it (CrewAI's runs in a worker)
    paid ~8 ms to import it for the first read of a cold resume — most of what reading the model
    log for a resumed booking added to the cold-resume target (docs/benchmarks.md)."""
    import socket

    try:
        with socket.create_connection((host, port), timeout=timeout_s) as sock:
            sent = f"{method} {path} HTTP/1.0\r\nHost: {host}:{port}\r\n{LOG_KEY}: {key}\r\n\r\n"
            sock.sendall(sent.encode("ascii"))
            chunks = []
            while data := sock.recv(65536):
                chunks.append(data)
    except TimeoutError:  # 'run aborted: TimeoutError: timed out' named nothing (users41)
        raise TimeoutError(
            f"the scripted model's log did not answer in {timeout_s:g} s: has its process "
            "exited (killed?)"
        ) from None
    except (ConnectionRefusedError, ConnectionResetError, BrokenPipeError) as exc:
        how = "refused" if isinstance(exc, ConnectionRefusedError) else "dropped"
        raise type(exc)(  # '[Errno 111] Connection refused' named no one (users42)
            f"the scripted model's log {how} the connection: its process has exited (killed?)"
        ) from None
    head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
    parts = head.split(b" ", 2)
    if len(parts) < 2 or not parts[1].isdigit():
        raise RuntimeError(f"the scripted model's log sent no HTTP answer ({head[:60]!r})")
    for line in head.split(b"\r\n")[1:]:  # a declared length is kept to
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length" and value.strip().isdigit():
            body = body[: int(value)]
    return int(parts[1]), body
