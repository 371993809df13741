"""Who continued an eval's run, as the eval line and the operator surface say it (drive36).

An eval's line whose run another process continued (``resume_run(..., adapter=...)``, the only
way: ``arena resume`` refuses an eval's run) was refused with "run X was continued by another
process (arena resume)", naming a command that cannot continue it and not who did; the audit
trail's claim says who (its actor and claim owner). And ``arena show REQ --json`` on a finished
eval run said ``continued_by``: "nothing here continues run X ... re-run the eval" (or "t.resume()
in that eval"), as if the run still waited: a finished run is continued by no one."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.adapters import vanilla
from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.drive import AlreadyAnswered, Driver, NotWaiting, rooms_agent
from arena.runs.eval_runs import continued_by, next_step
from arena.runs.resume import resume_run
from arena.session import create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Responder, Turn

PAUSED = create_session_slot("s36c.paused", dump=lambda p: p, load=lambda raw: raw)


class KeptAsJson(vanilla.VanillaAdapter):
    """The vanilla loop, its paused state in a slot with dump= and load= (durable)."""

    name = "kept_as_json_c"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return _kept(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        ctx.session.set(vanilla._PAUSED, vanilla._Paused(**ctx.session.take(PAUSED)))
        return _kept(await super().resume(responses, ctx), ctx)


def _kept(turn: Turn, ctx: RunContext) -> Turn:
    if turn.status == "waiting":
        ctx.session.set(PAUSED, dataclasses.asdict(ctx.session.take(vanilla._PAUSED)))
    return turn


TASK = "Book a meeting room for 6 people on Tuesday."
BOB = Responder(name="bob", interface="cli")


def test_a_run_continued_elsewhere_names_who_not_arena_resume(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    endpoint = endpoint_for("compliant")
    with open_store(tmp_path / "a.db") as store:
        spec = rooms_agent()
        t = Driver(KeptAsJson(spec), endpoint, agent=spec, store=store)
        asked = t.send(TASK).requests[0]
        store.answer(InputResponse(request_id=asked.id, option_id="approve", responder=BOB))
        done = asyncio.run(  # a program of bob's continues it with its own adapter
            resume_run(
                t.run_id, store, adapter=KeptAsJson(spec), endpoint=endpoint, actor=BOB, owner="p:1"
            )
        )
        assert done.trace.status == "completed"
        with pytest.raises((AlreadyAnswered, NotWaiting)) as caught:
            t.resume()
        said = str(caught.value).splitlines()[0]
        assert "(arena resume)" not in said, said  # arena resume continues no eval's run
        assert "continued in another process by bob (cli), claim owner p:1" in said, said
        t.close()


def test_a_finished_eval_run_is_continued_by_no_one(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    db = tmp_path / "a.db"
    with open_store(db) as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        asked = t.send(TASK).requests[0]
        t.respond(asked, option="approve")
        record = store.run(t.run_id)
        t.close()
    said = continued_by(record)
    assert said is not None and "re-run the eval" not in said and "t.resume()" not in said, said
    assert f"run {t.run_id} is completed" in said, said
    assert next_step(record) == "none: the run is completed"
    out = CliRunner().invoke(main, ["show", asked.id, "--json", "--store", str(db)])
    assert out.exit_code == 0, out.output
    shown = json.loads(out.output)["continued_by"]
    assert "re-run the eval" not in shown and "t.resume()" not in shown, shown
