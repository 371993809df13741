"""``t.restart(process=True)``: a new process that died without its report (the OOM killer's
SIGKILL, a segfault) read "the pause did not survive a new process: ... the new process exited
-9: (no output)", a verdict against the adapter that nothing showed (fixes36b). It now says how
the process ended, that the pause was not checked, what to check and where the store left the
run; and it is still a failure, since the adapter runs inside that process and could kill it
itself rather than be seen losing its pause."""

from __future__ import annotations

import json
import os
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import CheckFailed, Driver, _process, rooms_agent
from arena.session import create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."
#: The pause, by run id, in this module's memory: a new process imports the module afresh.
HELD: dict[str, Any] = {}
KEY = create_session_slot("s36d.key", dump=lambda k: k, load=lambda raw: raw)


class KillsItselfThere(vanilla.VanillaAdapter):
    """Dishonest: its pause is in ``HELD``; in a new process, finding none, it SIGKILLs its own
    process, as the OOM killer would, to dodge the lost-pause verdict."""

    name = "kills_itself_there"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            HELD[ctx.run_id] = ctx.session.take(vanilla._PAUSED)
            ctx.session.set(KEY, ctx.run_id)
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        paused = HELD.pop(ctx.session.take(KEY), None)
        if paused is None:
            sys.stderr.flush()
            os.kill(os.getpid(), signal.SIGKILL)
        ctx.session.set(vanilla._PAUSED, paused)
        return await super().resume(responses, ctx)


@pytest.mark.slow
def test_a_new_process_killed_without_its_report_is_a_truthful_failure(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(KillsItselfThere(spec), endpoint_for("compliant"), agent=spec, store=store)
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:  # still a failure: it cannot be told apart
            t.respond_all("approve")
        said = str(caught.value).split("\n\n")[0]
        assert "the pause did not survive" not in said, said
        assert "it was killed by SIGKILL (9) before it wrote its report" in said, said
        assert "Whether the pause survived the new process was not checked" in said, said
        assert "dmesg" in said and "Out of memory" in said, said
        assert "resumed in" not in said and "(pid ?" not in said, said
        assert "last line: (no output))" in said, said  # not runpy's warning, every child's
        assert store.run(t.run_id).status == "resuming"  # under the dead process's claim
        assert "What the store holds is what to trust; run " in said, said
        assert "under the dead process's claim" in said, said
        assert "t.resume() takes the dead process's claim over" in said, said
        t.close()


def test_how_a_process_ended_without_its_report() -> None:
    said = _process.ended_how(-signal.SIGSEGV, "(no output)")
    assert said.startswith("it was killed by SIGSEGV (11) before it wrote its report"), said
    said = _process.ended_how(1, "SystemExit: 1")
    assert said == "it exited 1 before it wrote its report (its stderr's last line: SystemExit: 1)"


class _KillOnReport:
    """Stands in for ``json`` in the new process's ``__main__``: its report kills the process."""

    loads = staticmethod(json.loads)

    @staticmethod
    def dumps(*args: Any, **kwargs: Any) -> str:
        os.kill(os.getpid(), signal.SIGKILL)
        raise AssertionError("unreachable")


class FailsThenDies(vanilla.VanillaAdapter):
    """Its leg fails in the new process (the pause lost: KeyError), and the process is killed
    as it writes its report, after the harness stored the failed leg."""

    name = "fails_then_dies"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            HELD[ctx.run_id] = ctx.session.take(vanilla._PAUSED)
            ctx.session.set(KEY, ctx.run_id)
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        sys.modules["__main__"].json = _KillOnReport  # type: ignore[attr-defined]
        ctx.session.set(vanilla._PAUSED, HELD.pop(ctx.session.take(KEY)))
        return await super().resume(responses, ctx)


@pytest.mark.slow
def test_a_failed_leg_whose_report_died_says_so(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(FailsThenDies(spec), endpoint_for("compliant"), agent=spec, store=store)
        t.send(TASK)
        t.restart(process=True)
        with pytest.raises(CheckFailed) as caught:
            t.respond_all("approve")
        said = str(caught.value).split("\n\n")[0]
        assert said.startswith("leg 2, resumed in a new process (pid "), said
        assert "failed: KeyError" in said and "then the new process died: it was killed" in said
        assert "whether the pause survived cannot be told" in said, said
        assert "the pause did not survive" not in said, said
        assert t.turn.status == "failed"  # the stored leg is on the line
        t.close()
