"""The concurrency and cold stages count a native run only where it did the arena's work (evidence52).

``bench/concurrency.py`` counted a native run done when it completed after a pause, where the
overhead stage holds the native side to the work item by item (``bench.verify``: red team 6's
drivers). So red team 6's ``InlineVerdict`` (the verdict asked inside the gate tool, no stop) and
``WrongRoom`` (a room of its own) read "0 failed" beside the arena and their seconds were set
against the arena's in the "arena/native" column. Now the stage reads ``bench.verify`` after the
timed region: those items count as failed, with why; the shipped vanilla driver still reads all
done. The cold-resume stage's native side read its two runs' statuses alone the same way.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import pytest
from bench import cold, concurrency, native, verify
from bench.native import vanilla
from bench.server import ModelServer
from test_bench_verify_work import MODEL, InlineVerdict, WrongRoom

ITEMS = concurrency._items(12)  # the stage's own items: each of the arena's 12, ids made unique


class TwoSeatRoom(WrongRoom):
    """Red team 6's ``WrongRoom`` (its "two_seat_room"), booking R-101 on whatever item it runs."""

    def __init__(self) -> None:
        super().__init__(lambda item: "R-101")

    def _pick(self) -> str:
        return "R-101"


@pytest.fixture(scope="module")
def server() -> Any:
    with ModelServer(0) as s:
        yield s


def _level(server: ModelServer, driver: Any) -> tuple[int, dict[str, int]]:
    async def run() -> Any:
        await driver.open(server.base_url, MODEL)
        try:
            return await concurrency._batch("native", driver, ITEMS, 4, server.base_url)
        finally:
            await driver.close()

    judged = asyncio.run(run())
    return judged() if callable(judged) else judged  # (done, errors) itself before evidence52


@pytest.mark.parametrize(
    ("make", "why", "wrong"),
    [
        (InlineVerdict, "not the work: pause answered inside the framework's turn, no stop", 12),
        # R-101 (4 seats) on every item: five of the six approved items want more seats
        (TwoSeatRoom, "not the work: booked a room that does not fit", 5),
    ],
)
def test_a_native_driver_doing_other_work_is_not_counted_done(
    server: ModelServer, make: Callable[[], Any], why: str, wrong: int
) -> None:
    done, errors = _level(server, make())
    assert done == len(ITEMS) - wrong, (done, errors)  # read 12 of 12 done before
    assert sum(n for e, n in errors.items() if e.startswith(why)) == wrong, errors


def test_the_shipped_vanilla_driver_reads_every_item_done(server: ModelServer) -> None:
    done, errors = _level(server, vanilla.Driver())
    assert (done, errors) == (len(ITEMS), {})
    assert not native.EVENTS  # read and cleared after the level


def test_each_item_is_held_to_its_own_work() -> None:
    """Per item, the first of ``verify.problems`` its own bookings show; the others are not it."""
    fits, early, inline, denied, left = ITEMS[0], ITEMS[2], ITEMS[4], ITEMS[1], ITEMS[6]
    assert [i.resume_with[0] for i in (fits, early, inline, denied, left)] == [
        "approve", "approve", "approve", "deny", "approve"
    ]  # fmt: skip
    work = verify.Work(
        booked={fits.id: [True], early.id: [False], inline.id: [True], denied.id: [True]},
        rooms={fits.id: ["R-999"], early.id: ["R-305"], inline.id: ["R-305"], denied.id: ["R-204"]},
        inline={inline.id},
    )
    got = verify.unverified(work, [fits, early, inline, denied, left])
    assert got == {
        fits.id: f"booked a room that does not fit the item: {fits.id} R-999 (no such room)",
        early.id: f"booked before its pause was answered: {early.id}",
        inline.id: f"pause answered inside the framework's turn, no stop: {inline.id}",
        denied.id: f"booked without an approval: {denied.id}",
        left.id: f"approved but not booked: {left.id}",
    }, got
    assert verify.unverified(verify.Work(), [denied]) == {}  # a denial that booked nothing


@pytest.mark.parametrize(
    ("make", "why"),
    [
        (InlineVerdict, "pause answered inside the framework's turn"),
        (TwoSeatRoom, "booked a room that does not fit the item"),
        (vanilla.Driver, ""),
    ],
)
def test_the_cold_stage_holds_its_native_runs_to_the_work(
    server: ModelServer, monkeypatch: pytest.MonkeyPatch, make: Callable[[], Any], why: str
) -> None:
    """Each of the two native runs of the first approved item (hitl-01, 6 people) is read."""
    monkeypatch.setattr(native, "load", lambda name: make())
    job = {"adapter": "vanilla", "spawned": time.monotonic(), "base_url": server.base_url}
    got = cold._native_child({**job, "model": MODEL})
    assert got["statuses"] == ["completed", "completed"], got  # all the stage read before
    wrong = got.get("not_the_work", [])
    assert len(wrong) == (2 if why else 0) and all(w.startswith(why) for w in wrong), wrong


def test_the_cold_rows_no_names_the_failed_check() -> None:
    """The arena's resumed run read "NO: completed" and nothing more, whichever check failed."""
    samples = [
        {"status": "completed", "passed": True, "failed_checks": []},
        {"status": "completed", "passed": False, "failed_checks": ["suspended: model log: …"]},
    ]
    assert cold._failed(samples) == ", failed: suspended: model log: …"
    assert cold._failed(samples[:1]) == "" and cold._failed([{"status": "failed"}]) == ""
