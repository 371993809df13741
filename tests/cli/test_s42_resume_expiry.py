"""``arena run --expires-in`` is kept with the run: a request asked in a resumed leg expires too.

The expiry was not kept with the run (nothing in its stored origin said it), so a request asked
in a leg ``arena resume`` ran never expired; session 42 pinned that and said so in the docs.
Since durable43 the store keeps it (``runs.request_ttl_s``; tests/store/test_s43_resume_ttl.py
covers both backends and an old store upgraded); the help says so.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from datetime import timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.adapters.base import ask_for_approval
from arena.cli import main
from arena.context import RunContext
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import LIVE, recording
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.store import open_store
from arena.types import EvalItem, InputResponse, Turn
from store_support import ENDPOINT

ITEM = EvalItem(id="two-asks", input="Book a room for 6 on Tuesday.")
_ASKED = create_session_slot("s42_two_asks.asked", dump=dict, load=dict)


class TwoAsks:
    """Asks once, and once more in the resumed leg (a second approval), then waits."""

    name = "two_asks"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx, action="request_approval", args={"summary": "Book R-102"}, native_id="gate-1"
        )
        ctx.session.set(_ASKED, {"asks": 1})
        return ctx.finish("waiting", message="May I book R-102?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        ctx.session.take(_ASKED)
        ask_for_approval(
            ctx, action="request_approval", args={"summary": "Book R-210 too"}, native_id="gate-2"
        )
        ctx.session.set(_ASKED, {"asks": 2})
        return ctx.finish("waiting", message="And R-210?")


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_request_asked_in_a_resumed_leg_expires_too(tmp_path: Path) -> None:
    with open_store(tmp_path / "a.db") as store:
        first = asyncio.run(
            run_item(
                TwoAsks(),
                ITEM,
                ENDPOINT,
                settings=RunSettings(mode="human", request_ttl_s=3600),
                record=recording(store),
                answerer=human_answerer,
            )
        )
        assert first.status == "waiting", first.trace.legs[-1].error
        (asked,) = store.requests(first.run_id)
        assert asked.request.expires_at is not None
        store.answer(InputResponse(request_id=asked.id, option_id="approve"))
        LIVE.pop(first.run_id)  # resumed as arena resume does: by another process
        again = asyncio.run(resume_run(first.run_id, store, adapter=TwoAsks()))
        assert again.status == "waiting", again.trace.legs[-1].error
        later = [r for r in store.requests(first.run_id) if r.id != asked.id]
        assert len(later) == 1 and later[0].request.expires_at is not None
        assert later[0].request.expires_at - later[0].request.created_at == timedelta(hours=1)


def test_the_help_says_expires_in_is_kept_with_the_run() -> None:
    text = " ".join(CliRunner().invoke(main, ["run", "--help"]).output.split())
    assert "Kept with the run: a request asked in a leg arena resume or arena worker" in text
    assert "Only this command's legs" not in text
