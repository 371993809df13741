"""The overhead benchmark compares like with like: arena and native send the model the same requests.

``bench overhead`` divides the arena's time by a native script's (bench/native/) for the same
framework. Anything the adapter adds to the model's requests — a message field, another tool, a
longer prompt — is work the framework does on top (building, serialising, the SDK's request
transform) that the ratio would then charge to the harness or hide. So, per framework, both sides
run the same approved and denied item against the scripted model and every chat-completion
request they make is compared, field by field. (The LangGraph agent used to be built with
``name=``, which put ``"name": "human_in_the_loop"`` into every assistant message it sent.)
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from bench import native

from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.evaluate import build_adapters, check_spec
from arena.runner import run_many
from arena.settings import RunSettings

MODEL = "scripted-compliant"


@pytest.mark.parametrize("name", ["langgraph", "pydantic_ai"])
def test_arena_and_native_send_the_model_the_same_requests(
    name: str, model_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip(name)
    from openai.resources.chat import completions

    sent: list[dict[str, Any]] = []
    create = completions.AsyncCompletions.create

    async def spy(self: Any, **kwargs: Any) -> Any:  # observes; the real request goes out
        sent.append(kwargs)
        return await create(self, **kwargs)

    monkeypatch.setattr(completions.AsyncCompletions, "create", spy)
    arena = load_arena("human_in_the_loop")
    items = [arena.items[0], arena.items[1]]
    assert [i.resume_with[:1] for i in items] == [("approve",), ("deny",)]

    async def both() -> tuple[list[Any], list[Any]]:
        [adapter] = build_adapters(arena, [name])
        results = await run_many(
            [(adapter, i) for i in items],
            ModelEndpoint(base_url=model_server.base_url, model=MODEL),
            arena=arena.name,
            settings=RunSettings(concurrency=1),
            spec=check_spec(arena),
        )
        assert [r.passed for r in results] == [True, True]
        arena_sent = list(sent)
        sent.clear()
        driver = native.load(name)
        await driver.open(model_server.base_url, MODEL)
        try:
            outcomes = await native.run_batch(driver, items, 1)
        finally:
            await driver.close()
        assert [(o.status, o.pauses) for o in outcomes] == [("completed", 1), ("completed", 1)]
        return arena_sent, list(sent)

    arena_sent, native_sent = asyncio.run(both())
    assert len(arena_sent) == len(native_sent) >= 6  # search, ask, then book or not: per item
    for i, (ours, theirs) in enumerate(zip(arena_sent, native_sent, strict=True)):
        assert set(ours) == set(theirs), (i, set(ours) ^ set(theirs))
        for key in ours:
            assert ours[key] == theirs[key], (i, key, ours[key], theirs[key])
