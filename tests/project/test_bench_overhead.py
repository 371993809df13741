"""The overhead benchmark's own accounting: GC figures per side and callgrind's total, read right.

These figures sit beside the arena ÷ native ratios (docs/benchmarks.md); a miscount would make
one side look cheaper than it is.
"""

from __future__ import annotations

import gc
from pathlib import Path

from bench.instructions import _total
from bench.overhead import GcWatch, Measure


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
