"""``t.restart(process=True)``: a resumed leg whose time ran out in the adapter's own code in the
new process read "the pause did not survive a new process ... keep it in a slot made with dump=
and load=" (drive36), though an honest adapter, its pause a JSON slot, fails so when it is only
slower than the leg timeout: the verdict blamed a pause the store had kept. The harness's own
record (the leg runner's ``timed_out``, never the leg's error text) now says the leg did not
finish in its time and that a pause cannot be judged from it; it stays a CheckFailed, never an
ordinary failed leg (an adapter that lost its pause may sleep past its timeout just as well)."""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, Driver, rooms_agent
from arena.session import create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."
PAUSED = create_session_slot("s36.paused", dump=lambda p: p, load=lambda raw: raw)


class SlowButHonest(vanilla.VanillaAdapter):
    """Its pause is a JSON slot; its resumed leg awaits 3 s of its own work."""

    name = "slow_but_honest"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return _kept(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        await self.work()
        ctx.session.set(vanilla._PAUSED, vanilla._Paused(**ctx.session.take(PAUSED)))
        return _kept(await super().resume(responses, ctx), ctx)

    async def work(self) -> None:
        await asyncio.sleep(3)


class HoldsTheLoop(SlowButHonest):
    """The same, in a synchronous call: the harness sees the deadline it missed."""

    name = "holds_the_loop"

    async def work(self) -> None:
        time.sleep(2)


def _kept(turn: Turn, ctx: RunContext) -> Turn:
    if turn.status == "waiting":
        ctx.session.set(PAUSED, dataclasses.asdict(ctx.session.take(vanilla._PAUSED)))
    return turn


@pytest.mark.slow
@pytest.mark.parametrize(
    ("adapter", "words"),
    [
        (SlowButHonest, "leg 2 timed out after 1s, in the adapter's own code"),
        (HoldsTheLoop, "the adapter blocked the event loop (a synchronous call inside async"),
    ],
)
def test_an_honest_adapter_slower_than_its_leg_timeout_is_not_said_to_lose_its_pause(
    tmp_path: Path,
    endpoint_for: Callable[[str], ModelEndpoint],
    adapter: type[SlowButHonest],
    words: str,
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(
            adapter(spec), endpoint_for("compliant"), agent=spec, store=store, leg_timeout_s=1
        ) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("approve")
        assert t.turn.status == "failed"
        t.called_tool("book_room", times=0)
        t.close()
    said = str(caught.value).splitlines()[0]
    assert "the pause did not survive" not in said and "dump= and load=" not in said, said
    assert "did not finish in its time" in said and words in said, said
    assert "leg_timeout_s=" in said, said
