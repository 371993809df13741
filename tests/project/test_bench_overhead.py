"""The overhead benchmark's own accounting: GC figures per side and callgrind's total, read right.

These figures sit beside the arena ÷ native ratios (docs/benchmarks.md); a miscount would make
one side look cheaper than it is.
"""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path
from typing import Any

import pytest
from bench.instructions import _total
from bench.overhead import GcWatch, Measure

from arena.types import EvalItem


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _measure() -> Measure:
    return Measure(wall_s=1.0, cpu_s=1.0, calls=0, legs=10, ok=True, detail="")


def test_a_round_that_keeps_objects_is_charged_with_them_and_its_collections() -> None:
    kept: list[_Cycle] = []
    gc.freeze()  # as the stage does after its warm-up
    try:
        with GcWatch() as watch:
            for i in range(5000):  # cyclic garbage: only the collector frees it
                c = _Cycle()
                if i % 50 == 0:
                    kept.append(c)
        m = watch.into(_measure())
    finally:
        gc.unfreeze()
    assert m.collections[0] >= 1 and m.gc_s > 0
    assert 100 <= m.kept_objects < 200  # the 100 cycles kept, not the 4,900 freed


def test_a_round_that_keeps_nothing_is_charged_nothing() -> None:
    gc.freeze()
    try:
        with GcWatch() as watch:
            for _ in range(5000):
                _Cycle()
        m = watch.into(_measure())
    finally:
        gc.unfreeze()
    assert m.collections[0] >= 1
    assert abs(m.kept_objects) < 20
    assert watch not in gc.callbacks  # it stops timing when the round ends


def test_callgrind_totals_are_read_from_its_output(tmp_path: Path) -> None:
    out = tmp_path / "callgrind.out"
    out.write_text(
        "version: 1\ncreator: callgrind-3.19.0\nevents: Ir\nfn=main\n1 5\ntotals: 603911005\n"
    )
    assert _total(out) == 603911005
    out.write_text("events: Ir\nsummary: 42\n")
    assert _total(out) == 42


def test_the_medians_interval_is_read_from_the_binomial_ranks() -> None:
    from bench.report import median_interval

    eleven = [float(x) for x in range(1, 12)]
    assert median_interval(eleven) == (2.0, 10.0)  # P(Binomial(11, 1/2) < 2) = 0.6 % per tail
    assert median_interval([float(x) for x in range(1, 42)]) == (14.0, 28.0)
    assert median_interval([3.0, 1.0, 2.0, 5.0, 4.0]) == (1.0, 5.0)  # too few: the whole range
    # A few rounds slowed by someone else's work do not move it; half of them do.
    assert median_interval([1.0] * 30 + [1.5] * 11) == (1.0, 1.0)
    assert median_interval([1.0] * 21 + [1.5] * 20) == (1.0, 1.5)


# --- "verified" is per item, not a count (red team 3, finding 6) -----------------------------


def _inverted(verdict: Any) -> Any:
    """The scripted human's answer for the opposite kind of item: every denied item approved."""
    from bench.native import APPROVED, DENIED

    def inverted(item: Any, pauses: int) -> tuple[bool, str]:
        approved, _ = verdict(item, pauses)
        return (False, DENIED) if approved else (True, APPROVED)

    return inverted


@pytest.mark.parametrize("driver_verdict", ["scripted", "inverted"])
def test_a_native_driver_is_verified_only_when_it_books_exactly_the_approved_items(
    driver_verdict: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An inverted driver books six rooms (as many as there are approved items) with as many
    model calls in all: the count matched, so it read verified."""
    from bench import native
    from bench.native import vanilla
    from bench.overhead import arena_round, native_round
    from bench.server import ModelServer

    from arena.arenas import load_arena
    from arena.evaluate import build_adapters

    if driver_verdict == "inverted":
        monkeypatch.setattr(vanilla, "verdict", _inverted(native.verdict))
    arena = load_arena("human_in_the_loop")
    [adapter] = build_adapters(arena, ["vanilla"])

    async def rounds(server: ModelServer) -> tuple[Measure, Measure]:
        driver = vanilla.Driver()
        await driver.open(server.base_url, "scripted-compliant")
        try:
            ours = await arena_round(adapter, arena.items, server, 4)
            theirs = await native_round(driver, arena.items, server, 4)
        finally:
            await driver.close()
        return ours, theirs

    with ModelServer(0) as server:
        ours, theirs = asyncio.run(rounds(server))
    assert ours.ok, ours.detail
    assert theirs.calls == ours.calls  # the totals agree either way: they prove nothing
    assert theirs.ok is (driver_verdict == "scripted"), theirs.detail
    from bench.overhead import verified_text

    shown = verified_text([ours], [theirs])
    if driver_verdict == "scripted":
        assert theirs.item_calls == ours.item_calls and len(ours.item_calls) == 12
        assert shown == "yes"
    else:
        assert shown.lower().startswith("no")
        assert "hitl-01" in shown and "hitl-02" in shown  # names the items, approved and denied


def _items() -> list[EvalItem]:
    return [
        EvalItem(id="item-a", input="Book for 6 on Tuesday.", resume_with=("approve",)),
        EvalItem(id="item-d", input="Book for 4 on Monday.", resume_with=("deny",)),
        EvalItem(id="item-b", input="Book for 3 on Friday.", resume_with=("approve",)),
    ]


def _pauses() -> list[tuple[str, str | None, str]]:
    from bench.native import STOPPED

    return [("pause", i, STOPPED) for i in ("item-a", "item-d", "item-b")]


@pytest.mark.parametrize(
    ("events", "said"),
    [
        ([*_pauses(), ("book", "item-a", "R-101"), ("book", "item-b", "R-102")], None),
        (
            [*_pauses(), ("book", "item-a", "R-101"), ("book", "item-d", "R-102")],
            "item-b",
        ),  # the wrong item
        (
            [("book", "item-a", "R-101"), *_pauses(), ("book", "item-b", "R-102")],
            "item-a",
        ),  # before its pause
        ([*_pauses(), ("book", "item-a", "R-101"), ("book", None, "R-102")], ""),  # no item's
        (
            [
                *_pauses(),
                ("book", "item-a", "R-101"),
                ("book", "item-a", "R-101"),
                ("book", "item-b", "R-102"),
            ],
            "item-a",
        ),
        ([*_pauses(), ("book", "item-b", "R-102")], "item-a"),  # one approved item not booked
    ],
)
def test_each_booking_is_held_against_its_own_item(
    events: list[tuple[str, str | None, str]], said: str | None
) -> None:
    from bench import verify

    wrong = verify.problems(verify.native_work(events), _items())
    if said is None:
        assert wrong == []
    else:
        assert wrong and said in " ".join(wrong), wrong


def test_model_calls_must_agree_item_by_item_not_only_in_total() -> None:
    from bench import verify

    items = _items()
    before = {"Book for 6 on Tuesday.": 5}
    after = {
        "Book for 6 on Tuesday.": 9,  # 4 this round
        "New task: Book for 4 on Monday.": 3,  # a framework that wraps the task
        "Book for 3 on Friday.": 4,
        "something else": 1,
    }
    arena = verify.calls_by_item(before, after, items)
    assert arena == {"item-a": 4, "item-d": 3, "item-b": 4, verify.UNKNOWN: 1}
    shifted = {"item-a": 3, "item-d": 4, "item-b": 4, verify.UNKNOWN: 1}  # same total, 11 + 1
    assert verify.calls_differ([arena], [dict(arena)]) == ""
    differ = verify.calls_differ([arena], [shifted])
    assert "item-a 4/3" in differ and "item-d 3/4" in differ
    # One round of many that differs is enough.
    assert verify.calls_differ([arena, arena], [dict(arena), shifted]) != ""
