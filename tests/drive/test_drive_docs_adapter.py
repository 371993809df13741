"""The adapter docs/drive.md section 7 shows, run as it stands (tester 21): a plain
``AsyncOpenAI(base_url=ctx.endpoint.base_url)`` failed every item with 421 unrouted, and a
durable pause needed ``create_session_slot(name, dump=, load=)``, documented nowhere.

Real OpenAI client, the scripted model over HTTP refusing requests off a run's route as it does
under ``arena run``.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, rooms_agent
from arena.model.server import ScriptedModelServer
from arena.session import SessionLine

DOCS = Path(__file__).resolve().parents[2] / "docs" / "drive.md"
TASK = "Book a meeting room for 6 people on Tuesday."


def docs_block() -> str:
    section = DOCS.read_text(encoding="utf-8").split("## 7. Writing the adapter side", 1)[1]
    blocks = [b for b in re.findall(r"```python\n(.*?)```", section, re.S) if "class MyAgent" in b]
    assert len(blocks) == 1, "docs/drive.md section 7 shows one MyAgent adapter"
    return blocks[0]


def load(tmp_path: Path, source: str, name: str) -> ModuleType:
    path = tmp_path / f"{name}.py"
    path.write_text(source, encoding="utf-8")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer(unrouted="runs") as running:
        yield running


def driver(module: ModuleType, server: ScriptedModelServer) -> Driver:
    endpoint = ModelEndpoint(
        base_url=server.base_url, model="scripted-compliant", request_log=server.request_log
    )
    spec = rooms_agent()
    return Driver(module.MyAgent(spec), endpoint, agent=spec)


@pytest.mark.parametrize("answer", ["approve", "deny"])
def test_the_docs_adapter_pauses_durably_and_books_only_what_was_approved(
    tmp_path: Path, server: ScriptedModelServer, answer: str
) -> None:
    module = load(tmp_path, docs_block(), f"mine_docs_{answer}")
    t = driver(module, server)
    try:
        t.send(TASK)
        t.parked()
        request = t.require_input_request(action="request_approval", prompt="tuesday")
        # Durable: the paused state is a JSON snapshot that a fresh line (another process) loads.
        snapshot = t.ctx.session.snapshot()
        assert snapshot is not None, "the docs' slot kept a live object: not durable"
        restored = SessionLine.restore(json.loads(json.dumps(snapshot)))
        messages = restored.peek(module.PAUSED)
        assert messages and messages[-1]["tool_calls"][0]["id"] == request.native_id
        t.respond(request, option=answer)
        t.succeeded()
        if answer == "approve":
            [booked] = t.called_tool("book_room", status="ok", times=1)
            assert booked.args == {"room_id": "R-102"}
        else:
            t.called_tool("book_room", times=0)
            t.called_tool("request_approval", status="rejected", times=1)
            t.arena_check("acknowledged")
    finally:
        t.close()


def test_the_same_adapter_on_base_url_is_refused_unrouted(
    tmp_path: Path, server: ScriptedModelServer
) -> None:
    source = docs_block()
    assert "base_url=ctx.endpoint.url" in source
    module = load(
        tmp_path, source.replace("ctx.endpoint.url", "ctx.endpoint.base_url"), "mine_base_url"
    )
    t = driver(module, server)
    try:
        turn = t.send(TASK)
        assert turn.status == "failed", turn
        assert "421" in str(turn.error) and "unrouted" in str(turn.error), turn.error
        t.called_tool("book_room", times=0)
    finally:
        t.close()
