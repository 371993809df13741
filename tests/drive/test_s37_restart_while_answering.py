"""``t.restart()`` racing an answer (drive37). ``respond`` and ``send`` take the line one move at a
time; ``restart`` did not: called while an answer's leg ran (another thread, or a task), it read
the stored pause back, built the adapter again and swapped the session under the running leg,
which went on with the adapter that paused: the restart passed for an answer it never carried,
and the next move ran on an adapter built mid-leg. It is now refused like a second move, saying a
leg is running; an answer while a restart runs is told the restart is running."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from arena.context import ModelEndpoint, RunContext
from arena.drive import DriveError, Driver
from arena.store import open_store
from arena.types import InputResponse, ResumableRunner, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


def slow_to_resume(adapter: ResumableRunner, entered: threading.Event, go: threading.Event) -> None:
    """Its answer's leg waits on ``go`` before going on (a slow framework)."""
    resume = adapter.resume

    async def slowly(responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        entered.set()
        while not go.is_set():
            await asyncio.sleep(0.01)
        return await resume(responses, ctx)

    adapter.resume = slowly  # type: ignore[method-assign]


def test_a_restart_while_the_answer_s_leg_runs_is_refused(
    tmp_path: Path, endpoint: ModelEndpoint
) -> None:
    pytest.importorskip("pydantic_ai")
    entered, go = threading.Event(), threading.Event()
    with (
        open_store(tmp_path / "evals.db") as store,
        Driver.for_adapter("pydantic_ai", endpoint, store=store) as t,
    ):
        slow_to_resume(t.adapter, entered, go)
        asked = t.send(TASK).requests[0]
        answering = threading.Thread(target=t.respond, args=(asked,), kwargs={"option": "approve"})
        answering.start()
        try:
            assert entered.wait(30)
            paused_by = t.adapter
            with pytest.raises(DriveError) as caught:
                t.restart()
            said = str(caught.value)
            assert said.startswith("t.restart(): a leg is still running on this session line"), said
            assert t.adapter is paused_by  # not built again under the running leg
        finally:
            go.set()
            answering.join(60)
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)


def test_an_answer_while_a_restart_runs_names_the_restart(endpoint: ModelEndpoint) -> None:
    pytest.importorskip("pydantic_ai")
    with Driver.for_adapter("pydantic_ai", endpoint) as t:
        asked = t.send(TASK).requests[0]
        with t._alone("t.restart()"), pytest.raises(DriveError) as caught:
            t.respond(asked, option="deny")
        said = str(caught.value)
        assert "t.restart() is still running on this session line" in said, said
        t.respond(asked, option="deny")
        t.succeeded()
