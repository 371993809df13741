"""Red team 44: ``MAX_RESUMES`` held in one process only, never through a store.

``runner.run_legs`` fails a run that pauses again after 3 resumes ("the agent paused again
after 3 resumes"), but a run continued through a store (``arena resume``, ``arena worker``,
``resume_run``) started its count at the legs before the resume, never counting the resume it
was about to run, and an operator's answer reached no count at all: an agent that asks at every
leg, answered and resumed each time, waited again after its 7th resume (8 legs, never failed),
and one resumed with a scripted answerer ran 4 resumes. Now the stored run fails as the one in
memory does, after 3 resumes, its error naming ``MAX_RESUMES``; a run that pauses 3 times and
then finishes completes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.runner import MAX_RESUMES, human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.store import Store, open_store
from arena.types import EvalItem, InputRequest, InputResponse, Turn
from store_support import ENDPOINT

ITEM = EvalItem(id="asks-on-44", input="Book a room for 6 on Tuesday.")
_ASKED = create_session_slot("s44_asks_on.asked", dump=dict, load=dict)


class AsksOn:
    """Asks at every leg until it has asked ``pauses`` times, then finishes (durable state)."""

    name = "asks_on_44"

    def __init__(self, pauses: int = 99) -> None:
        self.pauses = pauses

    def _ask(self, ctx: RunContext, n: int) -> Turn:
        ask_for_approval(
            ctx, action="request_approval", args={"summary": "Book R-102"}, native_id=f"gate-{n}"
        )
        ctx.session.set(_ASKED, {"asks": n})
        return ctx.finish("waiting", message="May I book R-102?")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return self._ask(ctx, 1)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        asked = ctx.session.take(_ASKED)["asks"]
        if asked >= self.pauses:
            return ctx.finish("completed", message="Done asking.")
        return self._ask(ctx, asked + 1)


def _waiting(store: Store, adapter: AsksOn) -> str:
    first = asyncio.run(
        run_item(
            adapter,
            ITEM,
            ENDPOINT,
            settings=RunSettings(mode="human"),
            record=recording(store),
            answerer=human_answerer,
        )
    )
    assert first.status == "waiting", first.trace.error
    LIVE.pop(first.run_id, None)  # continued from the store alone, as `arena resume` does
    return first.run_id


def _answer_and_resume(store: Store, run_id: str, adapter: AsksOn) -> str:
    (open_,) = [r for r in store.requests(run_id) if r.response is None]
    store.answer(InputResponse(request_id=open_.id, option_id="approve"))
    return asyncio.run(resume_run(run_id, store, adapter=adapter)).status


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return open_store(str(tmp_path / "arena.db"))


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_an_operator_resumed_run_that_never_stops_asking_fails_at_the_cap(store: Store) -> None:
    run_id = _waiting(store, AsksOn())
    statuses = [_answer_and_resume(store, run_id, AsksOn()) for _ in range(MAX_RESUMES + 1)]
    run = store.run(run_id)
    assert statuses == ["waiting"] * MAX_RESUMES + ["failed"]
    assert (run.status, run.legs) == ("failed", MAX_RESUMES + 1)
    assert f"MAX_RESUMES = {MAX_RESUMES}" in (run.error or "")
    assert store.pending() == []


def test_a_scripted_resume_through_the_store_stops_at_the_cap(store: Store) -> None:
    run_id = _waiting(store, AsksOn())
    (asked,) = store.requests(run_id)
    store.answer(InputResponse(request_id=asked.id, option_id="approve"))

    def approve(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        return [InputResponse(request_id=r.id, option_id="approve") for r in requests]

    result = asyncio.run(resume_run(run_id, store, adapter=AsksOn(), answerer=approve))
    assert result.status == "failed"
    assert f"MAX_RESUMES = {MAX_RESUMES}" in (result.trace.error or "")
    assert (store.run(run_id).status, store.run(run_id).legs) == ("failed", MAX_RESUMES + 1)


@pytest.mark.parametrize("pauses", [1, 2, MAX_RESUMES])
def test_a_run_that_finishes_within_the_cap_completes(store: Store, pauses: int) -> None:
    run_id = _waiting(store, AsksOn(pauses))
    statuses = [_answer_and_resume(store, run_id, AsksOn(pauses)) for _ in range(pauses)]
    assert statuses == ["waiting"] * (pauses - 1) + ["completed"]
    assert (store.run(run_id).status, store.run(run_id).legs) == ("completed", pauses + 1)


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_an_eval_line_is_not_capped_by_its_legs(store: Store) -> None:
    """An eval's line (``arena.drive``) takes several sends, each leg of which a store counts,
    and no cap in its own process: resumed through the store (``t.restart(process=True)``), a
    line of many legs goes on."""
    first = asyncio.run(
        run_item(
            AsksOn(),
            ITEM,
            ENDPOINT,
            settings=RunSettings(mode="eval"),
            record=recording(store),
            answerer=human_answerer,
        )
    )
    LIVE.pop(first.run_id, None)
    statuses = [_answer_and_resume(store, first.run_id, AsksOn()) for _ in range(MAX_RESUMES + 2)]
    assert statuses == ["waiting"] * (MAX_RESUMES + 2)
    assert store.run(first.run_id).legs == MAX_RESUMES + 3
