"""The checks of runs that end close together run together, after their legs (issue 16).

``run_many`` ran each run's checks as its last leg ended, between the legs of the runs still in
flight, where their code ran cold and pushed the framework's out of the core's caches
(docs/benchmarks.md, session 28). Now they wait for the others' legs, at most
``check_batch.CHECK_WAIT_S``; what the caller gets — each result checked, ``on_result`` once a
run, results in job order, a run's crash its own — is as before.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

import pytest

from arena import check_batch, runner
from arena.checks import CheckSpec
from arena.context import ModelEndpoint, RunContext
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import EvalItem, InputResponse, Turn

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="unused")
CHECKS = ("suspended", "no_tool_before_suspend")


def _item(n: int) -> EvalItem:
    return EvalItem(id=f"i{n}", input="go", resume_with=("approve",), checks=CHECKS)


class Pauses:
    """Asks once, then completes after ``delay_s``; logs each leg's end in ``log``."""

    name = "pauses"

    def __init__(self, log: list[str], delay_s: float = 0.0) -> None:
        self.log, self.delay_s = log, delay_s

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ctx.request_input(action="request_approval", args={"summary": "go"})
        self.log.append(f"leg {ctx.item_id}")
        return ctx.finish("waiting")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        await asyncio.sleep(self.delay_s)
        self.log.append(f"leg {ctx.item_id}")
        return ctx.finish("completed", message="done")


class Crashes(Pauses):
    name = "crashes"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        raise RuntimeError("framework exploded")


@pytest.fixture()
def log(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every leg's end and every run's checks, in order."""
    seen: list[str] = []
    real = runner.run_checks

    def logged(trace: object, item: EvalItem, spec: CheckSpec | None = None) -> object:
        seen.append(f"checks {item.id}")
        return real(trace, item, spec)  # type: ignore[arg-type]

    monkeypatch.setattr(runner, "run_checks", logged)
    return seen


def _run(jobs: list[tuple[Pauses, EvalItem]], got: list[RunResult]) -> list[RunResult]:
    settings = RunSettings(concurrency=1)
    return asyncio.run(run_many(jobs, ENDPOINT, settings=settings, on_result=got.append))


def test_runs_ending_together_are_checked_after_every_leg(log: list[str]) -> None:
    got: list[RunResult] = []
    results = _run([(Pauses(log), _item(n)) for n in range(3)], got)
    legs, checks = log[:6], log[6:]
    assert all(e.startswith("leg ") for e in legs), log  # one run after another (concurrency 1)
    assert checks == ["checks i0", "checks i1", "checks i2"], log
    assert [r.item.id for r in results] == ["i0", "i1", "i2"]
    assert all(r.passed and [c.name for c in r.checks] == list(CHECKS) for r in results)
    assert [r.item.id for r in got] == ["i0", "i1", "i2"]  # each reported once, checked
    assert all(r.checks for r in got)


def test_a_run_is_checked_and_reported_within_the_wait(
    log: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(check_batch, "CHECK_WAIT_S", 0.05)
    got: list[RunResult] = []
    jobs = [(Pauses(log), _item(0)), (Pauses(log, delay_s=0.5), _item(1))]
    settings = RunSettings(concurrency=2)

    async def main() -> tuple[list[RunResult], list[str]]:
        task = asyncio.ensure_future(
            run_many(jobs, ENDPOINT, settings=settings, on_result=got.append)
        )
        await asyncio.sleep(0.3)  # i0's legs ended long ago, i1's are still running
        early = [r.item.id for r in got]
        return await task, early

    results, early = asyncio.run(main())
    assert early == ["i0"], log
    assert log.index("checks i0") < len(log) - 2  # before i1's last leg
    assert [r.item.id for r in results] == ["i0", "i1"] and all(r.passed for r in results)


def test_a_crashing_run_does_not_hold_the_others_checks(log: list[str]) -> None:
    got: list[RunResult] = []
    crashed, fine = _run([(Crashes(log), _item(0)), (Pauses(log), _item(1))], got)
    assert crashed.status == "failed" and "framework exploded" in (
        crashed.trace.legs[0].error or ""
    )
    assert fine.passed and [r.item.id for r in got] == ["i0", "i1"]


def test_a_run_held_for_its_checks_is_reported_when_cancelled(log: list[str]) -> None:
    """Ctrl-C keeps the runs that finished (``keep_finished_on_ctrl_c`` reads ``on_result``)."""
    got: list[RunResult] = []
    jobs = [(Pauses(log), _item(0)), (Pauses(log, delay_s=30), _item(1))]

    async def main() -> None:
        task = asyncio.ensure_future(
            run_many(jobs, ENDPOINT, settings=RunSettings(concurrency=2), on_result=got.append)
        )
        await asyncio.sleep(0.2)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(main())
    assert [r.item.id for r in got] == ["i0"] and got[0].checks and got[0].passed
