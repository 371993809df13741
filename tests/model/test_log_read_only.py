"""An adapter reads the model's request log, and cannot write it (red team 16, finding 1).

``ctx.endpoint.request_log`` is the scripted model's log itself, and the checks read it as the
harness's evidence of what the model was asked and answered. ``arrived``, ``forget``, ``seen``
and ``unrouted`` were public, and an entry read from it was the logged one: an adapter that never
called the model logged a request (``arrived``) and the matrix read enforced / tool gate "yes".
Every write is private now and every read hands out copies; tests/runs/test_matrix_shortcuts.py
holds the adapter that tries it (``BrushoffForged``) to "no".
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from arena.model import ScriptedModelServer
from arena.model.process import ModelProcess
from arena.model.remote_log import RemoteRequestLog
from arena.request_log import RequestLog, run_base_url

CHAT = {
    "model": "scripted",
    "messages": [{"role": "user", "content": "Book a room for 6 on Tuesday."}],
}
#: What an adapter may use of the log: reads. A new public name must be a read too.
READS = {"count", "entries", "since", "live", "registered", "task", "task_of_another", "refused"}
READS |= {"forwarded"}  # whether the gateway keeps it (gateway49b): a property, no setter
#: The remote log's own: where the child is (its log refuses a request without the key) and
#: sending forgets the harness queued.
REMOTE_READS = READS | {"host", "port", "flush"}


def post(url: str, body: dict[str, Any]) -> Any:
    req = urllib.request.Request(
        url, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=30) as answer:
        return json.load(answer)


def public(log: RequestLog) -> set[str]:
    return {n for n in dir(log) if not n.startswith("_")}


def tamper(log: Any, run_id: str) -> None:
    """What an adapter holding ``log`` tries: write entries of its own, rewrite the ones it
    reads, drop its run's, reset the refusals."""
    for name in ("arrived", "seen", "forget"):
        write = getattr(log, name, None)
        if callable(write):
            write(run_id)
    if callable(getattr(log, "unrouted", None)):
        log.unrouted((), (), 0)
    for entry in log.entries(run_id):
        entry.said = ("forged",)
        entry.calls = ("request_approval",)
        entry.unrouted = False
    with pytest.raises(AttributeError):
        log.refused = 0
    with pytest.raises(AttributeError):
        log.forwarded = True  # a gateway's log said the scripted model's, or the other way


def test_the_log_in_process_offers_reads_only_and_an_adapter_changes_nothing_in_it() -> None:
    with ScriptedModelServer() as server:
        log = server.request_log
        assert public(log) == READS
        log._register("run_a")
        post(run_base_url(server.base_url, "run_a") + "/chat/completions", CHAT)
        before = log.entries("run_a")
        assert [e.said for e in before] == [("Book a room for 6 on Tuesday.",)]
        tamper(log, "run_a")
        assert log.entries("run_a") == before
        assert log.registered("run_a") and log.live() == ("run_a",)


def test_the_log_a_worker_reads_offers_reads_only_and_an_adapter_changes_nothing_in_it() -> None:
    with ModelProcess() as model:
        model.ready()
        model.request_log._register("run_a")
        post(run_base_url(model.base_url, "run_a") + "/chat/completions", CHAT)
        # A worker's log: rebuilt from the handoff, no pipe, no queue of its own.
        host, port, key = model.request_log._handoff()
        log = RemoteRequestLog(host, port, key=key)
        assert public(log) == REMOTE_READS
        before = log.entries("run_a")
        assert len(before) == 1 and before[0].said == ("Book a room for 6 on Tuesday.",)
        tamper(log, "run_a")
        log.flush()
        assert log.entries("run_a") == before
