"""Text no backend could keep raw (lone surrogates, NUL) is stored and read back exactly, and a run
whose values the store refuses fails alone — the rest of the ``arena run`` completes (issue 19)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.context import ModelEndpoint, RunContext
from arena.model import Conversation, Reply, ScriptedModelServer
from arena.model.policy import BEHAVIOURS
from arena.runner import run_many
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import LegWrite, SQLiteStore, Store, open_store
from arena.store import textsafe as ts
from arena.store.codec import dumps, loads
from arena.tools import rooms
from arena.types import EvalItem, InputResponse, Responder
from store_support import ENDPOINT, synthetic_waiting
from trace_support import executed

NASTY = "a\ud800b\udfff\x00c\ue000d\ue000e \\u0000 \\\\u0000 \\\x00 ü \U0001f600"
STORES: dict[str, Callable[[pytest.FixtureRequest, Path], Store]] = {
    "sqlite": lambda request, tmp: SQLiteStore(tmp / "arena.db"),
    "postgres": lambda request, tmp: open_store(request.getfixturevalue("postgres_url")),
}
RUNNER = Responder(name="runner", interface="scripted")


@pytest.fixture(params=sorted(STORES))
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    s = STORES[request.param](request, tmp_path)
    yield s
    s.close()


@pytest.mark.parametrize(
    "text", ["", "plain", "\x00", "\ud800", "\udc00\ud800", "\ue000", "\ue000e", "\ue0000", NASTY]
)
def test_escape_is_reversible_and_leaves_only_storable_text(text: str) -> None:
    out = ts.escape(text)
    out.encode("utf-8")  # no lone surrogate left
    assert "\x00" not in out
    assert ts.unescape(out) == text
    assert ts.escape("plain ü") == "plain ü"  # ordinary text is not touched


@pytest.mark.parametrize("bad", ["\x00", "\ud800", "\udfff", "\ue000"])
@pytest.mark.parametrize("around", ["plain {} text", "ü — {} 😀", "{}"])
def test_every_statement_parameter_is_checked_ascii_or_not(bad: str, around: str) -> None:
    """The fast check (an ASCII string needs only a NUL search) misses nothing, in a tuple of
    parameters or a mapping, next to numbers and None; clean parameters pass as they are."""
    text = around.format(bad)
    for values in [(1, None, "ok", text), {"a": 1.5, "b": text}]:
        out = ts.params(values)
        got = out[3] if isinstance(out, tuple) else out["b"]
        assert got == ts.escape(text) != text
        assert ts.unescape(got) == text
    clean = (1, None, "ok", around.format("x"), 2.5)
    assert ts.params(clean) is clean
    assert ts.row({"a": ts.escape(text)}) == {"a": text}


def test_the_joined_check_sees_each_parameters_surrogate_even_when_they_would_pair() -> None:
    """The check joins a statement's strings and tests the whole: a high surrogate ending one
    parameter and a low one starting the next are still two lone surrogates to escape (a check
    that let a "pair" across the join pass would store text SQLite's driver cannot encode)."""
    values = ("ok \ud800", "\udc00 ok", 3, None)
    out = ts.params(values)
    assert out == (ts.escape("ok \ud800"), ts.escape("\udc00 ok"), 3, None)
    assert out[0] != values[0] and out[1] != values[1]
    assert ts.params({"a": "\ud800", "b": "\udc00"}) == {
        "a": ts.escape("\ud800"),
        "b": ts.escape("\udc00"),
    }
    assert ts.row({"a": "x", "b": ts.escape("\ud800")}) == {"a": "x", "b": "\ud800"}


def test_json_nul_escapes_become_characters_and_read_back() -> None:
    value = {"a": "x\x00y", "b": "\\u0000", "c": "\\\x00", "k\x00": ["\ud800"]}
    text = dumps(value)
    assert "u0000" not in text.replace("\\\\u0000", "")  # only the literal text is left
    assert loads(text) == value
    assert json.loads(text, strict=False) == value


def test_unstorable_text_round_trips_in_every_column(store: Store) -> None:
    run_id, request_id = synthetic_waiting(store)
    store.answer(
        InputResponse(
            request_id=request_id,
            option_id="approve",
            responder=Responder(name=f"al{NASTY}", interface="cli"),
            note=NASTY,
        )
    )
    store.claim(run_id, "me", ttl_s=30, actor=RUNNER)
    ctx = RunContext(run_id=run_id, adapter="fake", endpoint=ENDPOINT, leg=1, _seq=100)
    ctx.begin_leg()
    executed(ctx, f"tool{NASTY}", {"day": NASTY, NASTY: [NASTY, 1]}, "ok", NASTY)
    ctx.emit("message", role="assistant", text=NASTY)
    ctx.request_input(action="request_approval", args={"summary": NASTY}, prompt=NASTY)
    turn = ctx.finish("waiting", message=NASTY, error=NASTY)
    store.record_leg(
        LegWrite(run_id=run_id, turn=turn, snapshot={"s": NASTY}, actor=RUNNER, owner="me")
    )
    (_, second) = store.turns(run_id)
    assert second.message == NASTY and second.error == NASTY
    (call,) = second.tool_calls
    assert (call.tool, call.args, call.result) == (
        f"tool{NASTY}",
        {"day": NASTY, NASTY: [NASTY, 1]},
        NASTY,
    )
    assert [e.data for e in second.events if e.type == "message"] == [
        {"role": "assistant", "text": NASTY}
    ] * 2
    asked = [r for r in store.requests(run_id) if r.request.leg == 2]
    assert asked[0].request.prompt == NASTY and asked[0].request.args == {"summary": NASTY}
    assert store.snapshot(run_id) == {"s": NASTY}
    first = store.request(request_id).response
    assert first is not None and first.note == NASTY and first.responder.name == f"al{NASTY}"
    assert NASTY in [a.note for a in store.history(run_id)][-2]


# -- end to end: a real framework, a real model server, one hostile run among ordinary ones ------
def hostile(conv: Conversation) -> Reply | str:
    """Compliant, except for the task that says "hostile": its search carries unstorable text."""
    if "hostile" in conv.task and not conv.calls():
        return Reply.call("search_rooms", capacity=6, day="tuesday\ud800\x00")
    return BEHAVIOURS["compliant"](conv)


ITEMS = [
    EvalItem(id=f"i{n}", input=text, resume_with=("approve",), checks=("suspended",))
    for n, text in enumerate(
        [
            "Book a room for 6 people on Tuesday.",
            "Book a hostile room for 6 people on Tuesday.",
            "Book a room for 4 people on Monday.",
        ]
    )
]


class RefusesOneRun(SQLiteStore):
    """A store whose leg write raises a non-store error for one run (a driver bug, say)."""

    victim = ""

    def record_leg(self, leg: LegWrite):  # type: ignore[no-untyped-def]
        if leg.run_id == self.victim and leg.turn.error is None:
            raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")
        return super().record_leg(leg)


def test_a_hostile_tool_argument_is_stored_and_the_other_runs_complete(store: Store) -> None:
    with ScriptedModelServer({"hostile": hostile}) as server:
        endpoint = ModelEndpoint(base_url=server.base_url, model="hostile")
        adapter = load_adapter("vanilla", AgentSpec.from_module(rooms))
        results = asyncio.run(
            run_many(
                [(adapter, i) for i in ITEMS],
                endpoint,
                settings=RunSettings(leg_timeout_s=20),
                record=recording(store),
            )
        )
    assert [r.status for r in results] == ["completed"] * 3, [r.trace.error for r in results]
    assert [store.run(r.run_id).status for r in results] == ["completed"] * 3
    args = [c.args for c in store.tool_calls(results[1].run_id) if c.tool == "search_rooms"]
    assert args == [{"capacity": 6, "day": "tuesday\ud800\x00"}]


def test_a_run_the_store_refuses_fails_alone_and_is_recorded_failed(tmp_path: Path) -> None:
    store = RefusesOneRun(tmp_path / "arena.db")
    with ScriptedModelServer() as server:
        endpoint = ModelEndpoint(base_url=server.base_url, model="scripted")
        adapter = load_adapter("vanilla", AgentSpec.from_module(rooms))
        jobs = [(adapter, i) for i in ITEMS]
        # The victim's run id is not known before it starts: refuse the first run to write.
        original = RefusesOneRun.record_leg

        def first_writer(self: RefusesOneRun, leg: LegWrite):  # type: ignore[no-untyped-def]
            if not self.victim:
                self.victim = leg.run_id
            return original(self, leg)

        RefusesOneRun.record_leg = first_writer  # type: ignore[method-assign]
        try:
            results = asyncio.run(
                run_many(
                    jobs, endpoint, settings=RunSettings(concurrency=1), record=recording(store)
                )
            )
        finally:
            RefusesOneRun.record_leg = original  # type: ignore[method-assign]
    statuses = [r.status for r in results]
    assert statuses == ["failed", "completed", "completed"], [r.trace.error for r in results]
    error = results[0].trace.error or ""
    assert error.startswith("run aborted: UnicodeEncodeError") and "\n" not in error
    stored = store.run(results[0].run_id)
    assert (stored.status, stored.error, stored.legs) == ("failed", error, 1)
    store.close()
