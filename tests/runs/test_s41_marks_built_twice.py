"""The harness's own copy of a leg's model-log marks, built a second time instead of copied
(issue 16, session 41).

``LegRunner._keep_model_log`` put the model log's word on each ``leg.finished`` and the harness
kept its own copy by a msgpack round trip (``context_log.kept_marked``), whose decoding was most
of the copy's ~54 k instructions a vanilla leg. The marks are built from values nothing else
holds (the evidence structs' tuples, strings), so the leg runner now builds them twice: the
second build is the harness's copy. It must be what the round trip made, of the same types, and
share no container with the marks the turn and the public events hold."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

from bench.overhead import CONCURRENCY, MODEL
from test_s40_cheaper_copies import _same, _shares

from arena import harness_log
from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.context_log import kept_marked
from arena.evaluate import build_adapters, check_spec
from arena.model import ScriptedModelServer
from arena.runner import run_many
from arena.settings import RunSettings
from arena.types import Event


def test_a_logged_round_s_marks_are_built_twice_as_the_round_trip_copied_them(
    monkeypatch: Any,
) -> None:
    seen: list[tuple[Event, Mapping[str, Any], Mapping[str, Any] | None, Event]] = []

    def spy(event: Event, marks: Mapping[str, Any], copy: Mapping[str, Any] | None = None) -> Event:
        out = kept_marked(event, marks, copy)
        seen.append((event, marks, copy, out))
        return out

    monkeypatch.setattr(harness_log, "_kept_marked", spy)
    arena = load_arena("human_in_the_loop")
    [adapter] = build_adapters(arena, ["vanilla"])
    spec, settings = check_spec(arena), RunSettings(concurrency=CONCURRENCY)

    async def go() -> list[Any]:
        async with ScriptedModelServer(unrouted="runs") as server:
            endpoint = ModelEndpoint(
                base_url=server.base_url, model=MODEL, request_log=server.request_log
            )
            jobs = [(adapter, item) for item in arena.items]
            return await run_many(jobs, endpoint, arena=arena.name, settings=settings, spec=spec)

    results = asyncio.run(go())
    assert [r.passed for r in results] == [True] * 12
    built = [s for s in seen if s[2] is not None]
    assert len(built) == 24  # every leg's marks, built twice
    kinds = set()
    for event, marks, copy, own in built:
        assert copy is not None
        kinds |= set(marks)
        assert _same(copy, dict(marks))
        assert not _shares(copy, marks)
        # the harness's record: what the round trip made, sharing nothing with the public event
        assert _same(own.data, kept_marked(event, marks).data)
        assert not _shares(own.data, event.data)
    assert {"model_calls", "model_system", "model_tools", "model_turns"} <= kinds
    assert {"model_system_text", "model_system_sent", "model_log", "model_reply"} <= kinds


def test_an_edit_of_the_public_marks_does_not_reach_the_harness_s_copy() -> None:
    from arena.context import RunContext

    endpoint = ModelEndpoint(base_url="http://x/v1", model="m")
    ctx = RunContext(run_id="run_s41_built", adapter="vanilla", endpoint=endpoint)
    ctx.begin_leg()
    first = ctx._emit("leg.finished", status="waiting")

    def build() -> dict[str, Any]:
        return {"model_turns": {"made": ["k"], "handed": [["c", "t", "k", "w", ""]]}}

    marks = build()
    marked = Event(type=first.type, leg=first.leg, seq=first.seq, data={**first.data, **marks})
    ctx._replace_event(marked, marks, build())
    marks["model_turns"]["handed"][0][3] = "edited"
    marked.data["model_turns"]["made"].append("more")
    [own] = [e for e in ctx._leg_events() if e.seq == first.seq]
    assert own.data["model_turns"] == {"made": ["k"], "handed": [["c", "t", "k", "w", ""]]}
    assert own.data["status"] == "waiting"
    assert ctx.events[-1] is marked
