"""``bench.overhead_perf``: CPU-clock samples given to the side whose round held them, and set
beside callgrind's instructions per function (docs/benchmarks.md, session 27)."""

from __future__ import annotations

from collections import Counter

import pytest
from bench.overhead_perf import annotated, parse_samples, per_round_ms, report, split

SCRIPT = """\
   100.000100:      7f83e16fc21f _PyEval_EvalFrameDefault+0x1f (/usr/lib/libpython3.11.so.1.0)
   100.000350:  ffffffff81e76325 __x64_sys_sendto ([kernel.kallsyms])
   100.500000:      7f83e14f34e7 __getpid (/usr/lib/x86_64-linux-gnu/libc.so.6)
   101.200000:      7f83e16fcafe _PyEval_EvalFrameDefault (/usr/lib/libpython3.11.so.1.0)
   101.300000:      7f83e16fcafe _PyEval_EvalFrameDefault (/usr/lib/libpython3.11.so.1.0)
   102.000000:      7f83e16fcafe dict_dealloc (/usr/lib/libpython3.11.so.1.0)
not a sample line
"""
#: arena's round 100.0-101.0 (CPU 0.3 s), native's 101.1-101.9 (CPU 0.2 s); 102.0 is in neither.
WINDOWS = [("arena", 100.0, 101.0, 0.3), ("native", 101.1, 101.9, 0.2)]


def test_samples_are_read_with_their_object_and_function() -> None:
    samples = parse_samples(SCRIPT)
    assert samples[0] == (100.0001, "libpython3.11.so.1.0", "_PyEval_EvalFrameDefault")
    assert samples[1][1:] == ("[kernel.kallsyms]", "__x64_sys_sendto")
    assert len(samples) == 6


def test_each_sample_goes_to_the_round_that_held_it_and_none_between() -> None:
    by = split(parse_samples(SCRIPT), WINDOWS)
    assert sum(by["arena"].values()) == 3
    assert by["native"] == Counter({("libpython3.11.so.1.0", "_PyEval_EvalFrameDefault"): 2})
    ms = per_round_ms(by, WINDOWS)
    assert ms["arena"][("libc.so.6", "__getpid")] == pytest.approx(100.0)  # 300 ms / 3 samples
    assert ms["native"][("libpython3.11.so.1.0", "_PyEval_EvalFrameDefault")] == pytest.approx(
        200.0
    )


def test_callgrind_annotate_lines_merge_recursion_levels() -> None:
    text = """\
161,962,061 (26.71%)  /b/Python/ceval.c:_PyEval_EvalFrameDefault'2 [/lib/libpython3.11.so.1.0]
 13,915,000 ( 2.30%)  /b/Python/ceval.c:_PyEval_EvalFrameDefault [/lib/libpython3.11.so.1.0]
  5,649,112 ( 0.93%)  ./string/memset-vec-unaligned-erms.S:__memset_avx2_unaligned_erms [/lib/libc.so.6]
606,436,775 (100.0%)  PROGRAM TOTALS
"""
    found = annotated(text)
    assert found["_PyEval_EvalFrameDefault"] == 161_962_061 + 13_915_000
    assert found["__memset_avx2_unaligned_erms"] == 5_649_112
    assert "TOTALS" not in " ".join(found)


def test_the_report_sets_time_beside_instructions_per_function() -> None:
    ms = per_round_ms(split(parse_samples(SCRIPT), WINDOWS), WINDOWS)
    instructions = {
        "arena": Counter({"_PyEval_EvalFrameDefault": 1_000_000, "__getpid": 10}),
        "native": Counter({"_PyEval_EvalFrameDefault": 1_000_000}),
    }
    text = report(ms, WINDOWS, instructions)
    assert "ratio 1.500" in text  # 300 ms against 200 ms of the main thread's CPU
    row = next(line for line in text.splitlines() if "_PyEval_EvalFrameDefault" in line)
    # 100 ms for 1 M instructions on the arena side, 200 ms for as many on the native one
    assert row.split()[-2:] == ["100.000", "200.000"]
