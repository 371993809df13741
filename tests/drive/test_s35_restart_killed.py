"""``t.restart(process=True)`` kills a new process still running at the leg's timeout plus
``START_S``; its DriveError said "the answers are stored and the run waits: t.resume() continues it
here" whatever the store held (drive35b). A process killed after it claimed the run leaves it
``resuming`` under its claim, which ``t.resume()`` is refused on (and ``arena resume`` continues no
eval's run); a booking it began with no outcome recorded needs a person's word first. The message
now says where the store left the run and what continues it from there."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import DriveError, Driver, _process, rooms_agent
from arena.reconcile import NeedsReconciliation, reconcile
from arena.runs.readiness import ready
from arena.session import create_session_slot
from arena.store import Store, open_store
from arena.store.records import SideEffectKey
from arena.types import InputResponse, Responder, Turn

TASK = "Book a meeting room for 6 people on Tuesday."
PAUSED = create_session_slot("s35k.paused", dump=lambda p: p, load=lambda raw: raw)


def _in_new_process() -> bool:
    return getattr(sys.modules["__main__"].__spec__, "name", "") == "arena.drive._process"


class BlocksThere(vanilla.VanillaAdapter):
    """Honest about its pause (a JSON slot); in the new process its resume holds the event loop
    past any timeout, so the process is killed."""

    name = "blocks_there"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return _kept(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        if _in_new_process():
            time.sleep(60)  # the leg's own timer cannot end it: the process is killed
        ctx.session.set(vanilla._PAUSED, vanilla._Paused(**ctx.session.take(PAUSED)))
        return _kept(await super().resume(responses, ctx), ctx)


def _kept(turn: Turn, ctx: RunContext) -> Turn:
    if turn.status == "waiting":
        ctx.session.set(PAUSED, dataclasses.asdict(ctx.session.take(vanilla._PAUSED)))
    return turn


def _killed(t: Driver) -> str:
    t.send(TASK)
    t.restart(process=True)
    with pytest.raises(DriveError) as caught:
        t.respond_all("approve")
    return str(caught.value)


def _timed_from_the_claim(store: Store, run_id: Callable[[], str]) -> type[subprocess.Popen[str]]:
    """The new process, its time (the leg's timeout + START_S) counted from when the store shows
    it claimed the run, not from its start: started at load ~18, it had not claimed the run 9 s
    in and was killed before its claim (here, in a run of tests/drive), the other test's case."""

    class AfterItsClaim(subprocess.Popen[str]):
        def communicate(
            self, input: str | None = None, timeout: float | None = None
        ) -> tuple[str, str]:
            if input is not None and self.stdin is not None:
                self.stdin.write(input)  # its order: it claims the run once it has read it
                self.stdin.close()
                self.stdin = None  # written and closed: communicate() has nothing to send
            waited = time.monotonic() + 300
            while store.run(run_id()).claim_owner is None and time.monotonic() < waited:
                if self.poll() is not None:
                    break
                time.sleep(0.05)
            return super().communicate(None, timeout)

    return AfterItsClaim


@pytest.mark.slow
def test_killed_after_its_claim_says_this_line_cannot_continue_it(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_process, "START_S", 2.0)  # killed 3 s after its claim
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(
            BlocksThere(spec), endpoint_for("compliant"), agent=spec, store=store, leg_timeout_s=1
        )
        monkeypatch.setattr(
            _process.subprocess, "Popen", _timed_from_the_claim(store, lambda: t.run_id)
        )
        asked = t.send(TASK).requests[0]
        t.restart(process=True)
        with pytest.raises(DriveError) as caught:
            t.respond_all("approve")
        said = str(caught.value)
        assert "t.resume() continues it here" not in said, said
        assert "the new process ran past 3 s and was killed" in said, said
        assert "under the killed process's claim" in said, said
        # drive36: t.resume() takes the dead claim over (test_s36_dead_claim); it said "re-run
        # the eval" and t.resume() was refused ("is being resumed by ..."), even once it expired
        assert "t.resume() takes the dead process's claim over" in said, said
        # A booking the killed process began, its outcome never recorded: a person's word first.
        record = store.run(t.run_id)
        key = SideEffectKey(run_id=t.run_id, request_id=asked.id, tool="book_room", occurrence=1)
        store.begin_side_effect(
            key, args={"room": "R-102"}, leg=2, owner=record.claim_owner, token=record.claim_token
        )
        said = _process.left_by_killed(store, t.run_id)
        assert f"arena resume {t.run_id} --store" in said and "arena reconcile" in said, said
        with pytest.raises(NeedsReconciliation):
            ready(store, t.run_id, rebuild=True)  # what `arena resume RUN` runs first
        reconcile(store, t.run_id, "no-effect", reason="not in the calendar", actor=Responder())
        turn = t.resume()  # as the message says: the run waits, and this line continues it
        assert turn.status == "completed", turn
        t.close()


@pytest.mark.slow
def test_killed_before_its_claim_is_continued_here(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_process, "START_S", -0.7)  # killed 0.3 s in: before it claims
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(
            BlocksThere(spec), endpoint_for("compliant"), agent=spec, store=store, leg_timeout_s=1
        )
        said = _killed(t)
        assert said.endswith("the run waits: t.resume() continues it here"), said
        assert store.run(t.run_id).status == "waiting"
        assert t.resume().status == "completed"
        t.close()
