"""``t.restart(process=True)`` excuses a failed leg from the lost-pause check only by the harness's
own record (drive35b). Before, a leg whose error text began "model endpoint error" or "leg N timed
out after" was returned as an ordinary failed leg: an adapter that lost its pause in the new
process wrote those words itself (a ConnectionError it raised, ``ctx.finish("failed",
error="model endpoint error: ...")``, a sleep past the timeout) and an eval expecting
``t.failed()`` passed on it. A model call that really failed, or a leg whose time ran out waiting
on one, still comes back as an ordinary failed leg."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import socket
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, DriveError, Driver, rooms_agent
from arena.model import ScriptedModelServer
from arena.session import create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."
#: The pause, by run id, in this module's memory: gone in the new process.
HELD: dict[str, Any] = {}
KEY = create_session_slot("s35b.key", dump=lambda k: k, load=lambda raw: raw)
#: The vanilla adapter's pause, kept as JSON (its messages are plain dicts).
PAUSED = create_session_slot("s35b.paused", dump=lambda p: p, load=lambda raw: raw)


class KeptAsJson(vanilla.VanillaAdapter):
    """Honest: the vanilla loop's paused state goes into a slot with dump= and load=."""

    name = "kept_as_json_b"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return _kept(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(vanilla._PAUSED, vanilla._Paused(**ctx.session.take(PAUSED)))
        return _kept(await super().resume(responses, ctx), ctx)


def _kept(turn: Turn, ctx: RunContext) -> Turn:
    if turn.status == "waiting":
        ctx.session.set(PAUSED, dataclasses.asdict(ctx.session.take(vanilla._PAUSED)))
    return turn


class _Held(vanilla.VanillaAdapter):
    """Its pause in ``HELD``; what it does when the pause is gone is each subclass's ``lost``."""

    name = "held"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            HELD[ctx.run_id] = ctx.session.take(vanilla._PAUSED)
            ctx.session.set(KEY, ctx.run_id)
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        key = ctx.session.take(KEY)
        if key not in HELD:
            return await self.lost(ctx)
        ctx.session.set(vanilla._PAUSED, HELD.pop(key))
        return await super().resume(responses, ctx)

    async def lost(self, ctx: RunContext) -> Turn:
        raise KeyError("lost")


class LostSaysConnection(_Held):
    name = "lost_connection"

    async def lost(self, ctx: RunContext) -> Turn:
        raise ConnectionError("state server went away")


class LostSaysEndpoint(_Held):
    name = "lost_endpoint_words"

    async def lost(self, ctx: RunContext) -> Turn:
        return ctx.finish("failed", error="model endpoint error: pretend")


class LostSleeps(_Held):
    name = "lost_sleeps"

    async def lost(self, ctx: RunContext) -> Turn:
        await asyncio.sleep(30)
        raise KeyError("lost")


@pytest.mark.slow
@pytest.mark.parametrize("cls", [LostSaysConnection, LostSaysEndpoint, LostSleeps])
def test_a_lost_pause_cannot_pass_as_the_endpoint_or_the_timeout(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], cls: type[_Held]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(cls(spec), endpoint_for("compliant"), agent=spec, store=store, leg_timeout_s=2) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("deny")
            t.failed()  # the outage eval's check, which passed on a lost pause
        t.close()
    said = str(caught.value).splitlines()[0]
    if cls is LostSleeps:  # drive36: a leg whose time ran out says so; a slow honest adapter's
        # does too, so no pause is judged from it (test_s36_restart_slow) — still CheckFailed
        assert "did not finish in its time: leg 2 timed out after 2s" in said, said
        return
    assert said.startswith("the pause did not survive a new process: leg 2, resumed in a new"), said
    assert "the harness saw no model call fail" in said, said


@contextmanager
def _server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as server:
        yield server


def _line(server: ScriptedModelServer, store: Any, timeout_s: float) -> Driver:
    spec = rooms_agent()
    endpoint = ModelEndpoint(
        base_url=server.base_url, model="scripted-compliant", request_log=server.request_log
    )
    return Driver(KeptAsJson(spec), endpoint, agent=spec, store=store, leg_timeout_s=timeout_s)


@pytest.mark.slow
def test_a_model_endpoint_gone_in_the_new_process_is_no_lost_pause(tmp_path: Path) -> None:
    """The resume found the endpoint unreachable and set the leg aside (the harness's record);
    it was 'crash': CheckFailed "the pause did not survive", blaming the adapter."""
    with open_store(tmp_path / "a.db") as store, _server() as server:
        t = _line(server, store, timeout_s=20)
        t.send(TASK)
        t.restart(process=True)
        server.stop()  # nothing listens there now: each call is refused
        with pytest.raises(DriveError) as caught:
            t.respond_all("approve")
        said = str(caught.value)
        assert not isinstance(caught.value, CheckFailed), said
        assert "leg 2 was not run in a new process" in said and "could not be reached" in said
        assert store.run(t.run_id).status == "waiting"
        t.close()


@pytest.mark.slow
def test_a_leg_that_runs_out_waiting_on_the_endpoint_is_an_ordinary_failed_leg(
    tmp_path: Path,
) -> None:
    # The new process must reach its model call before the leg's time runs out: at load ~20 it
    # had not within 3 s, and the leg, timed out waiting on nothing, rightly failed as the
    # adapter's (regress39). Run again with twice the time until it waited on the endpoint.
    for timeout_s in (3, 6, 12, 24):
        with open_store(tmp_path / f"a{timeout_s}.db") as store, _server() as server:
            t = _line(server, store, timeout_s=timeout_s)
            t.send(TASK)
            t.restart(process=True)
            port = server.port
            server.stop()
            with socket.socket() as silent:  # takes each call, answers none
                silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                silent.bind(("127.0.0.1", port))
                silent.listen(16)
                try:
                    turn = t.respond_all("approve")
                except CheckFailed as e:
                    if "not waiting on the model" not in str(e) or timeout_s == 24:
                        raise
                    with contextlib.suppress(DriveError):
                        t.close()
                    continue
            assert turn.status == "failed", turn
            t.failed(error=rf"leg 2 timed out after {timeout_s}s")
            t.close()
            return


class Remembers(KeptAsJson):
    """Honest about its pause, but keeps in its own memory the runs it started."""

    name = "remembers"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self.started: list[str] = []

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        self.started.append(ctx.run_id)
        return await super().start(user_input, ctx)


class RemembersAndLoses(_Held):
    name = "remembers_and_loses"

    def __init__(self, spec: Any) -> None:
        super().__init__(spec)
        self.started: list[str] = []

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        self.started.append(ctx.run_id)
        return await super().start(user_input, ctx)


@pytest.mark.slow
@pytest.mark.parametrize("cls", [Remembers, RemembersAndLoses])
def test_the_line_goes_on_with_an_adapter_built_again_after_a_leg_that_ended(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], cls: type[Any]
) -> None:
    """After a leg in the new process ended (completed, or failed), the line kept the adapter
    from before the restart (built again only when the leg waited): a session opened on it
    afterwards ran on an object holding leg 1's memory, which no new process has."""
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(cls(spec), endpoint_for("compliant"), agent=spec, store=store) as t,
    ):
        t.send(TASK)
        first = t.run_id
        assert t.adapter.started == [first]
        t.restart(process=True)
        try:
            t.respond_all("deny")
        except CheckFailed:
            assert cls is RemembersAndLoses
        assert t.turn.status == ("completed" if cls is Remembers else "failed")
        assert t.adapter.started == [], t.adapter.started  # as a new process has it
        later = t.new_session()
        later.send(TASK)
        assert later.adapter.started == [later.run_id]
        later.respond_all("deny")
        t.close()
