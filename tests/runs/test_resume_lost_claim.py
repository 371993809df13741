"""A resumer whose claim expired mid-leg, while another resumer took the run over, reported the
run as failed (``FAIL tool_called_once_after_resume … this process lost its claim, its leg is
discarded``, exit 1, ``passed: false`` in runs.jsonl) although the other resumer held or finished
it (redteam13, ttl_race.sh). Its discarded leg is not this process's result: ``resume --all``
says the run is another resumer's (not a failure, exit 0), and ``resume RUN`` raises the Conflict."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

import pytest

from arena.cli.resume_output import exit_code, failed
from arena.context import RunContext
from arena.errors import Conflict
from arena.runs import resume_run
from arena.runs.recorder import LIVE, LiveRun
from arena.runs.resume import resume_many
from arena.store import SQLiteStore
from arena.types import InputResponse, Responder, Turn
from store_support import ENDPOINT, Booker, start_waiting

OTHER = "other-resumer"
B = Responder(name="resume-b", interface="scripted")


class OvertakenBooker(Booker):
    """Books, then outlives its claim while another resumer takes the run over (and, with
    ``finish``, ends it) before this leg is recorded."""

    def __init__(self, store: SQLiteStore, *, finish: bool) -> None:
        self.store, self.finish = store, finish

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        turn = await super().resume(responses, ctx)
        await asyncio.sleep(0.3)  # the claim (ttl 0.05 s) expires
        self.store.claim(ctx.run_id, OTHER, ttl_s=60, actor=B)
        if self.finish:
            self.store.fail_run(ctx.run_id, "ended by the other resumer", actor=B, owner=OTHER)
        return turn


def approved(store: SQLiteStore, adapter: Booker) -> str:
    """A waiting run, approved; this process's live copy continues with ``adapter``."""
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    LIVE[run_id] = LiveRun(adapter=adapter, ctx=LIVE[run_id].ctx)
    return run_id


@pytest.mark.parametrize(("finish", "elsewhere"), [(False, "held"), (True, "finished")])
def test_resume_all_says_a_run_taken_over_mid_leg_is_anothers_not_a_failure(
    tmp_path: Path, finish: bool, elsewhere: str
) -> None:
    with SQLiteStore(tmp_path / "s.db") as store:
        run_id = approved(store, OvertakenBooker(store, finish=finish))
        outcomes = asyncio.run(resume_many(store, endpoint=ENDPOINT, claim_ttl_s=0.05))
        [outcome] = outcomes
        assert outcome.result is None, outcome
        assert outcome.elsewhere == elsewhere, outcome
        assert not failed(outcome) and exit_code(outcomes, waits=0) == 0
        now = store.run(run_id)
        assert (now.status, now.claim_owner) == (
            ("failed", None) if finish else ("resuming", OTHER)
        )


def test_resume_run_raises_the_conflict_instead_of_a_failed_result(tmp_path: Path) -> None:
    with SQLiteStore(tmp_path / "s.db") as store:
        adapter = OvertakenBooker(store, finish=False)
        run_id = approved(store, adapter)
        with pytest.raises(Conflict, match="this process lost its claim, its leg is discarded"):
            asyncio.run(
                resume_run(run_id, store, adapter=adapter, endpoint=ENDPOINT, claim_ttl_s=0.05)
            )
        assert store.run(run_id).claim_owner == OTHER
