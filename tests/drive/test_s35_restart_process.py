"""``t.restart(process=True)`` (evals35): the next answer's leg runs in a new Python process that
has only the store, as ``arena resume`` after the eval's own process died. Before, it was a
``DriveError`` (evals34), and ``t.restart()`` rebuilt the adapter in the eval's process, so an
adapter that kept its pause in module memory (a dict keyed by run id, the slot holding only the
key) passed it; only ``arena run durable_state`` caught it."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from arena.adapters import vanilla
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, DriveError, Driver, rooms_agent
from arena.session import create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."

#: The pause, by run id, in this module's memory: a new process imports the module afresh.
HELD: dict[str, Any] = {}
KEY = create_session_slot("s35.key", dump=lambda k: k, load=lambda raw: raw)
#: The vanilla adapter's pause, kept as JSON (its messages are plain dicts).
PAUSED = create_session_slot("s35.paused", dump=lambda p: p, load=lambda raw: raw)


class HeldInMemory(VanillaAdapter):
    """Its slot is durable (a JSON key), its pause is not: the state is in ``HELD``."""

    name = "held_in_memory"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            HELD[ctx.run_id] = ctx.session.take(vanilla._PAUSED)
            ctx.session.set(KEY, ctx.run_id)
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(vanilla._PAUSED, HELD.pop(ctx.session.take(KEY)))
        return await super().resume(responses, ctx)


class KeptAsJson(VanillaAdapter):
    """Honest: the vanilla loop's paused state goes into a slot with dump= and load=."""

    name = "kept_as_json"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return _kept(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(vanilla._PAUSED, vanilla._Paused(**ctx.session.take(PAUSED)))
        return _kept(await super().resume(responses, ctx), ctx)


def _kept(turn: Turn, ctx: RunContext) -> Turn:
    if turn.status == "waiting":
        ctx.session.set(PAUSED, dataclasses.asdict(ctx.session.take(vanilla._PAUSED)))
    return turn


class HeldInEnviron(KeptAsJson):
    """Its pause as JSON in an environment variable named by run id, the slot holding the name:
    a new process started from this one inherited it, and passed."""

    name = "held_in_environ"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            var = f"S35_{ctx.run_id}"
            os.environ[var] = json.dumps(ctx.session.take(PAUSED))
            ctx.session.set(KEY, var)
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(PAUSED, json.loads(os.environ.pop(ctx.session.take(KEY))))
        return await super().resume(responses, ctx)


class SlowToResume(KeptAsJson):
    """Honest, but its resumed leg outlasts a short leg timeout."""

    name = "slow_to_resume"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        await asyncio.sleep(3)
        return await super().resume(responses, ctx)


def line(adapter: type[VanillaAdapter], endpoint: ModelEndpoint, store: Any) -> Driver:
    spec = rooms_agent()
    return Driver(adapter(spec), endpoint, agent=spec, store=store)  # type: ignore[arg-type]


@pytest.mark.slow
def test_a_pause_held_in_module_memory_fails_in_a_new_process(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with (
        open_store(tmp_path / "a.db") as store,
        line(HeldInMemory, endpoint_for("compliant"), store) as t,
    ):
        t.send(TASK)
        t.restart()  # in this process the module's dict still holds it: passes
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("approve")
        assert t.turn.status == "failed"
        t.close()
    said = str(caught.value).splitlines()[0]
    assert said.startswith("the pause did not survive a new process: leg 2, resumed in a new"), said
    assert "a dict keyed by run id" in said and "dump= and load=" in said, said


@pytest.mark.slow
def test_an_honest_adapter_goes_on_in_a_new_process_with_its_ids(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with (
        open_store(tmp_path / "a.db") as store,
        Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=store) as t,
    ):
        t.send(TASK)
        asked = t.require_input_request()
        t.restart(process=True)
        turn = t.respond(asked, option="approve")
        assert turn.status == "completed" and turn.leg == 2
        t.succeeded()
        (booked,) = t.called_tool("book_room", status="ok", times=1)
        assert booked.request_id == asked.id  # the id the eval saw, across the boundary
        responded = [e for e in turn.events if e.type == "input.responded"]
        assert [e.data.get("request_id") for e in responded] == [asked.id]
        assert t.arena_check("suspended").passed
        trail = [e.transition for e in store.history(t.run_id)]
        side = ["side_effect.started", "side_effect.ok"]
        assert trail[2:] == ["request.approved", "run.claimed", *side, "run.completed"], trail


def test_no_store_is_one_line_naming_the_fix(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    with Driver.for_adapter("pydantic_ai", endpoint_for("compliant")) as t:
        t.send(TASK)
        with pytest.raises(DriveError) as caught:
            t.restart(process=True)
        t.respond_all("deny")
    (said,) = str(caught.value).splitlines()
    assert "store=open_store(PATH)" in said and "arena_store" in said, said


def test_a_plain_recorder_is_no_store_a_new_process_can_open(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    kept: list[Turn] = []
    spec = rooms_agent()
    with Driver(
        KeptAsJson(spec), endpoint_for("compliant"), agent=spec, store=lambda c, t: kept.append(t)
    ) as t:
        t.send(TASK)
        with pytest.raises(DriveError, match=r"keeps no store another process can open"):
            t.restart(process=True)
        t.respond_all("deny")


def test_adapter_is_refused_with_process(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        line(KeptAsJson, endpoint_for("compliant"), store) as t,
    ):
        t.send(TASK)
        with pytest.raises(DriveError, match=r"leave adapter= out"):
            t.restart(KeptAsJson(spec), process=True)  # type: ignore[arg-type]
        t.respond_all("deny")


@pytest.mark.slow
def test_a_partial_answer_after_it_names_the_rest(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    with (
        open_store(tmp_path / "a.db") as store,
        line(KeptAsJson, endpoint_for("three"), store) as t,
    ):
        t.send("Book a room for 4 people on Tuesday, Wednesday and Friday.")
        first, *rest = t.pending
        assert len(rest) == 2
        t.restart(process=True)
        with pytest.raises(DriveError) as caught:
            t.respond(first, option="approve")
        (said,) = str(caught.value).splitlines()
        assert "answer every pending request in one call" in said, said
        assert rest[0].id in said and first.id not in said, said
        assert store.request(first.id).response is None  # nothing stored
        # still armed: the whole pause goes to the new process, which builds this module's
        # adapter again by module:Class
        t.respond_all("deny")
        t.succeeded()
        t.called_tool("book_room", times=0)
        assert store.run(t.run_id).status == "completed"


def test_crewai_is_built_again_by_its_name() -> None:
    """crewai's adapter is the worker's client class (arena.workers.client), not one of
    arena.adapters.crewai: the new process was told ``arena.workers.client:WorkerAdapter``, which
    cannot be built from a spec alone, and the leg was not run ("missing a required argument:
    'name'")."""
    from arena.adapters import _BUILT
    from arena.drive._process import _adapter_ref
    from arena.workers.client import WorkerAdapter

    crewai = object.__new__(WorkerAdapter)
    crewai.name = "crewai"
    _BUILT[crewai] = "crewai"  # as load_adapter("crewai", spec) marks what it built
    assert _adapter_ref(crewai) == "crewai"  # type: ignore[arg-type]
    assert _adapter_ref(KeptAsJson(rooms_agent())) == f"{__name__}:KeptAsJson"  # type: ignore[arg-type]


@pytest.mark.slow
def test_a_pause_stashed_in_the_environment_is_not_handed_over(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The new process got this process's os.environ as it was at the restart, so an adapter
    that kept its pause in a variable passed; a process started after the eval's died has none
    of it. It now gets the environment the line started with."""
    with (
        open_store(tmp_path / "a.db") as store,
        line(HeldInEnviron, endpoint_for("compliant"), store) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed, match=r"^the pause did not survive a new process: leg 2"):
            t.respond_all("approve")
        t.called_tool("book_room", times=0)
        os.environ.pop(f"S35_{t.run_id}", None)


def test_each_drive_module_that_raises_hides_its_frames_from_the_eval() -> None:
    """pytest printed _process.plan's frames (its signature, the agent's repr, ~40 lines) before
    the one line 'this line keeps no store another process can open' (evals35): the module had
    no ``__tracebackhide__``, as every drive module that raises the eval's errors has."""
    import importlib
    import pkgutil

    import arena.drive
    from arena.drive._errors import hide_frames_for_eval_errors

    bare = []
    for info in pkgutil.iter_modules(arena.drive.__path__):
        module = importlib.import_module(f"arena.drive.{info.name}")
        source = Path(module.__file__ or "").read_text()
        raises = "raise DriveError" in source or "raise NotWaiting" in source
        if raises and getattr(module, "__tracebackhide__", None) is not hide_frames_for_eval_errors:
            bare.append(info.name)
    assert bare == [], bare


@pytest.mark.slow
def test_a_new_process_on_other_code_opens_nothing(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The new process imports hitl-arena as it is on disk when it starts: one upgraded since
    the eval began (a tree whose store schema went 10 -> 11 mid-run, evals35) migrated the eval's
    store, and the eval's next answer failed 'store ... is now at schema version 11, not 10'.
    It now refuses before opening the store; the run waits with the answers."""
    from arena.drive import _process

    with (
        open_store(tmp_path / "a.db") as store,
        line(KeptAsJson, endpoint_for("compliant"), store) as t,
    ):
        t.send(TASK)
        t.restart(process=True)
        monkeypatch.setattr(_process, "schemas", lambda: [0, 0])  # the eval's, as it started
        with pytest.raises(DriveError) as caught:
            t.respond_all("approve")
        said = str(caught.value).splitlines()[0]
        assert "the code on disk changed since the eval started" in said, said
        assert store.run(t.run_id).status == "waiting"
        monkeypatch.undo()
        t.resume()  # here, with the stored answer
        t.succeeded()


def test_process_takes_a_bool(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    """``t.restart(process="no")`` (or 1, or a string read from the environment) was truthy and
    armed a new process; it is refused, naming both values."""
    spec = rooms_agent()
    with Driver(KeptAsJson(spec), endpoint_for("compliant"), agent=spec) as t:
        t.send(TASK)
        with pytest.raises(DriveError) as caught:
            t.restart(process="no")  # type: ignore[arg-type]
        (said,) = str(caught.value).splitlines()
        assert "t.restart(process='no'): process takes True" in said, said
        assert t._restart_plan is None
        t.respond_all("deny")


@pytest.mark.slow
def test_a_leg_that_times_out_in_its_own_code_in_the_new_process_is_not_excused(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """9d5e02a0 returned a resumed leg whose error text said it timed out as any failed leg; an
    adapter that lost its pause sleeps past its timeout just as well (drive35b). Only a leg whose
    time ran out waiting on the model endpoint, by the harness's record, is excused
    (test_s35_restart_excuses); one that ran out in the adapter's own code cannot be told from a
    lost pause."""
    spec = rooms_agent()
    with (
        open_store(tmp_path / "a.db") as store,
        Driver(
            SlowToResume(spec), endpoint_for("compliant"), agent=spec, store=store, leg_timeout_s=1
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
    # drive36: said as a leg that did not finish in its time, not as a lost pause
    # (test_s36_restart_slow); still a CheckFailed, never an ordinary failed leg
    assert "did not finish in its time: leg 2 timed out after 1s, in the adapter's own" in said, (
        said
    )
