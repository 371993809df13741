"""drive40: an adapter whose pause survived ``t.restart(process=True)`` but that booked around the
harness's wrapper after a denial (``book_room.__wrapped__``) failed the leg ``NotTheHarness`` in
the new process, and the eval was told "the pause did not survive a new process: ... keep it in a
slot made with dump= and load=" — blaming a pause the store kept, with advice that fixes nothing;
so did a leg there that dropped the person's answer and asked the same again (drive37's failure).
The same leg in the eval's own process says what happened; the new process's now says so too,
and still fails the eval."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from test_s35_restart_excuses import PAUSED, TASK, KeptAsJson

from arena.adapters.base import ask_for_approval
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, Driver, rooms_agent
from arena.store import open_store
from arena.types import InputResponse, Turn


class BooksAroundOnResume(KeptAsJson):
    """Durable, but its resumed leg books R-102 through the function behind the wrapper."""

    name = "books_around_on_resume"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        book = self.spec.tool("book_room")
        getattr(book, "__wrapped__", book)(room_id="R-102")
        return await super().resume(responses, ctx)


@pytest.mark.slow
def test_a_leg_the_harness_refused_there_is_not_called_a_lost_pause(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(BooksAroundOnResume(spec), endpoint_for("compliant"), agent=spec, store=store) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("deny")
            t.succeeded()
        t.close()
    said = str(caught.value).splitlines()[0]
    assert not said.startswith("the pause did not survive"), said
    assert "dump=" not in said, said
    assert said.startswith("leg 2, resumed in a new process (pid "), said
    assert "failed: NotTheHarness: book_room ran 1 time(s) in this leg" in said, said
    assert "the harness refused what the adapter did in that leg" in said, said


class DropsAnswerOnResume(KeptAsJson):
    """Durable, but its resumed leg drops the answer and asks the same question again."""

    name = "drops_answer_on_resume"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.take(PAUSED)
        for request, _ in ctx.accept_responses(responses):
            ask_for_approval(
                ctx, action=request.action, args=request.args, native_id=request.native_id
            )
        return ctx.finish("waiting")


@pytest.mark.slow
def test_an_answer_dropped_there_is_not_called_a_lost_pause(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(DropsAnswerOnResume(spec), endpoint_for("compliant"), agent=spec, store=store) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("approve")
        t.close()
    said = str(caught.value).splitlines()[0]
    assert said.startswith("leg 2, resumed in a new process (pid "), said
    assert "failed: the person's answer to request(s) req_" in said, said
    assert "the harness refused what the adapter did in that leg" in said, said
