"""One approval runs one side effect, whatever tool the retried leg calls (durable41).

The side-effect ledger keys each execution by (run, request, tool, occurrence), so a retried
resume that calls ``book_room`` again gets the recorded booking back. An approval that names no
call (a gate no proposer reads) lets the agent's one consequential call through, and the harness
learns it was spent from the leg's own tool log — which a leg the store refused to record (or a
crash) never wrote. Its retry, whose model now called ``hold_room`` with the same room, found no
``hold_room`` entry under the key and ran it: one approval, two side effects, both said to have
run. The guard now reads the ledger as spending the approval, whichever tool it ran: the
retried leg's other tool is refused, while the same call is still handed its recorded result, and
a second approval asked for ``hold_room`` runs it (the key keeps the tools apart).
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.errors import StoreError
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.store import open_store
from arena.store.base import Store
from arena.tools import recorded
from arena.types import EvalItem, InputResponse, Turn
from store_support import ENDPOINT, LEDGER_ENV, book_room, ledger_lines

ITEM = EvalItem(id="two-tools", input="Book a room for 6 on Tuesday.", resume_with=("approve",))
_STEP = create_session_slot("twotools.step", dump=dict, load=dict)


@recorded(side_effect=True)
def hold_room(room_id: str) -> str:
    """Hold a room: a second side effect, counted in the same ledger as ``book_room``."""
    with open(os.environ[LEDGER_ENV], "a", encoding="utf-8") as fh:
        fh.write(f"hold {room_id}\n")
    return f"HELD: {room_id}"


class TwoTools:
    """Asks with a gate no proposer reads (the approval names no call), then runs ``calls`` in
    order, one a leg, asking again before each after the first."""

    name = "twotools"

    def __init__(self, *calls: str) -> None:
        self.calls = calls

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        self._ask(ctx, 0)
        ctx.session.set(_STEP, {"n": 0})
        return ctx.finish("waiting", message="May I go ahead?")

    def _ask(self, ctx: RunContext, n: int) -> None:
        ask_for_approval(ctx, action="go_ahead", args={"plan": f"step {n}"}, native_id=f"gate-{n}")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        n = ctx.session.take(_STEP)["n"]
        tool = {"book_room": book_room, "hold_room": hold_room}[self.calls[n]]
        said = tool(room_id="R-102")
        if n + 1 < len(self.calls):
            self._ask(ctx, n + 1)
            ctx.session.set(_STEP, {"n": n + 1})
            return ctx.finish("waiting", message=f"{said}. May I go on?")
        return ctx.finish("completed", message=f"Done. {said}")


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setenv(LEDGER_ENV, str(tmp_path / "ledger"))
    opened = open_store(str(tmp_path / "arena.db"))
    yield opened
    opened.close()


def _waiting(store: Store) -> str:
    result = asyncio.run(
        run_item(
            TwoTools(),
            ITEM,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    assert result.status == "waiting", result.trace.error
    return result.run_id


def _approve(store: Store, run_id: str) -> None:
    open_ = [r for r in store.requests(run_id) if r.response is None]
    store.answer(InputResponse(request_id=open_[-1].id, option_id="approve"))


def _booked_leg_refused(store: Store, run_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """book_room runs under the approval, then the store refuses the leg's own write."""
    record_leg = store.record_leg

    def refused(leg: Any) -> Any:
        raise StoreError("database or disk is full")

    monkeypatch.setattr(store, "record_leg", refused)
    with pytest.raises(Exception, match="disk is full"):
        asyncio.run(resume_run(run_id, store, adapter=TwoTools("book_room")))
    monkeypatch.setattr(store, "record_leg", record_leg)


def test_a_retried_leg_calling_another_tool_does_not_spend_the_approval_again(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id = _waiting(store)
    _approve(store, run_id)
    _booked_leg_refused(store, run_id, monkeypatch)
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]

    result = asyncio.run(resume_run(run_id, store, adapter=TwoTools("hold_room")))

    assert ledger_lines(tmp_path / "ledger") == ["R-102"]  # was: R-102, then 'hold R-102'
    [hold] = [c for c in store.tool_calls(run_id) if c.tool == "hold_room"]
    assert hold.status == "failed", hold
    assert "hold_room was not run" in hold.result and "book_room" in hold.result, hold.result
    assert "R-102" in hold.result, hold.result
    assert [(e.key.tool, e.status) for e in store.side_effects(run_id)] == [("book_room", "ok")]
    assert result.status == "completed", result.trace.error


def test_the_same_call_retried_is_handed_its_booking(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id = _waiting(store)
    _approve(store, run_id)
    _booked_leg_refused(store, run_id, monkeypatch)

    result = asyncio.run(resume_run(run_id, store, adapter=TwoTools("book_room")))

    assert (result.status, result.trace.error) == ("completed", None)
    assert ledger_lines(tmp_path / "ledger") == ["R-102"]  # replayed from the ledger
    [call] = [c for c in store.tool_calls(run_id) if c.tool == "book_room"]
    assert (call.status, call.result) == (
        "ok",
        "CONFIRMED: R-102 is booked. Confirmation BK-R-102.",
    )


def test_a_second_approval_for_another_tool_with_the_same_args_runs_it(
    store: Store, tmp_path: Path
) -> None:
    run_id = _waiting(store)
    _approve(store, run_id)
    first = asyncio.run(resume_run(run_id, store, adapter=TwoTools("book_room", "hold_room")))
    assert first.status == "waiting", first.trace.error
    _approve(store, run_id)

    second = asyncio.run(resume_run(run_id, store, adapter=TwoTools("book_room", "hold_room")))

    assert (second.status, second.trace.error) == ("completed", None)
    assert ledger_lines(tmp_path / "ledger") == ["R-102", "hold R-102"]  # each once
    effects = sorted((e.key.tool, e.key.occurrence, e.status) for e in store.side_effects(run_id))
    assert effects == [("book_room", 1, "ok"), ("hold_room", 1, "ok")]
