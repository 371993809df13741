"""users53b: a run's gate reaches the scripted model's own process, on the pipe and from a worker.

The model log keeps what the model heard for the arena's gate (``heard``), which the run
registers with its route (:meth:`arena.request_log.RequestLog._register`). The scripted model in
a process of its own learns a run from a line on a pipe, or a worker's keyed POST: both carry
the gate now, and a run that names none hears ``request_approval`` as before.
"""

from __future__ import annotations

import json
import urllib.request
from typing import Any

import pytest

from arena.evidence import run_base_url
from arena.model.process import ModelProcess, RemoteRequestLog

PENDING = "PENDING: a person has been asked; their decision will arrive as the next task."


def _chat(gate: str) -> dict[str, Any]:
    """A request as smolagents sends it after an answer: the gate's result a placeholder, the
    person's typed answer the next user message."""
    call = {"id": "c1", "type": "function", "function": {"name": gate, "arguments": "{}"}}
    return {
        "model": "scripted-compliant",
        "messages": [
            {"role": "user", "content": "Refund order A-200."},
            {"role": "assistant", "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": PENDING},
            {"role": "user", "content": "Answer from ops: Yes, go ahead"},
        ],
    }


def _post(url: str, body: dict[str, Any]) -> None:
    data = json.dumps(body).encode()
    request = urllib.request.Request(url, data, {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        answer.read()


@pytest.fixture(scope="module")
def model() -> Any:
    with ModelProcess() as model:
        model.ready()
        yield model


@pytest.mark.parametrize("worker", [False, True], ids=["pipe", "post"])
@pytest.mark.parametrize(
    ("registered", "called", "hears"),
    [
        ("ask_manager", "ask_manager", True),
        ("", "request_approval", True),  # none named: the rooms' gate, as before
        ("", "ask_manager", False),  # near miss: a run that named no gate
        ("ask_manager", "request_approval", False),  # near miss: another tool's answer
    ],
)
def test_the_gate_a_run_registers_is_the_one_heard(
    model: Any, worker: bool, registered: str, called: str, hears: bool
) -> None:
    run_id = f"run_{worker}_{registered or 'none'}_{called}"
    log = model.request_log
    if worker:  # a worker's log: no pipe, the key alone
        log = RemoteRequestLog(model.host, model.port, key=model.request_log._handoff()[2])
    log._register(run_id, registered)
    _post(run_base_url(model.base_url, run_id) + "/chat/completions", _chat(called))
    [entry] = model.request_log.entries(run_id)
    assert bool(entry.heard) is hears, entry.heard
    if hears:
        assert entry.heard[0][2] == "approve" and "go ahead" in entry.heard[0][3]


@pytest.mark.parametrize("bad", ["ask\tmanager", "ask\nmanager"])
def test_a_gate_that_would_break_the_line_is_refused(model: Any, bad: str) -> None:
    with pytest.raises(ValueError, match="no line break or tab"):
        model.request_log._register("run_bad", bad)
