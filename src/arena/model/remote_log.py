"""The scripted model's request log as its own process serves it (:mod:`arena.model.process`).

Apart from that module because it needs :mod:`arena.evidence` (msgspec): starting the model's
process, which ``arena resume`` does before the framework loads, needs none of it.
"""

from __future__ import annotations

import json
from urllib.parse import quote, urlencode

from arena.evidence import LoggedRequest, RequestLog
from arena.model.process import LOG_PATH


class RemoteRequestLog(RequestLog):
    """The child's :class:`RequestLog`, read over HTTP: what the runner reads, nothing else.

    A leg's reads come after the model's responses reached the agent, and the child fills an
    entry before it responds: each read sees every request of the leg, complete.

    :meth:`forget` costs no round trip: the run is named in the next read (the child forgets it
    before it answers, so every read sees the log as if it had been forgotten at once), or the
    child stops first and its log goes with it. ``forgotten`` is that queue, shared by every
    log of one :class:`ModelProcess`: only the process that started the child talks to it.
    """

    def __init__(self, host: str, port: int, forgotten: list[str] | None = None) -> None:
        super().__init__()
        self.host, self.port = host, port
        self._forgotten = forgotten if forgotten is not None else []

    def _call(self, method: str, run_id: str) -> bytes:
        import http.client  # the OpenAI SDK's clients have usually loaded it already

        sent = self._forgotten[:]  # another thread may add more while this request is out
        path = LOG_PATH + quote(run_id, safe="")
        if sent:
            path += "?" + urlencode([("forget", r) for r in sent])
        conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
        try:
            conn.request(method, path)
            response = conn.getresponse()
            body = response.read()
        finally:
            conn.close()
        if response.status != 200:
            raise RuntimeError(f"the scripted model's log answered HTTP {response.status}")
        del self._forgotten[: len(sent)]  # appended at the end only: these are the ones sent
        return body

    def arrived(self, run_id: str) -> LoggedRequest:
        raise NotImplementedError("requests arrive at the scripted model's own process")

    def count(self, run_id: str) -> int:
        return len(self.entries(run_id))

    def entries(self, run_id: str, start: int = 0, end: int | None = None) -> list[LoggedRequest]:
        rows = json.loads(self._call("GET", run_id))
        found = [
            LoggedRequest(
                seq=r["seq"],
                run_id=r["run_id"],
                at=r["at"],
                calls=tuple(r["calls"]),
                said=tuple(r["said"]),
                carried=r.get("carried", 0),
                text=r.get("text", ""),
                answered=tuple(r.get("answered", ())),
                turns=tuple(r.get("turns", ())),
                made=tuple(r.get("made", ())),
                results=tuple(r.get("results", ())),
            )
            for r in rows
        ]
        return found[start:end]

    def forget(self, run_id: str) -> None:
        self._forgotten.append(run_id)
