"""Where the harness's own CPU goes in a round, arena vs native: a sampling profile.

``python -m bench.sampler ADAPTER [--pairs N] [--items N]`` runs alternating arena and native
rounds of the arena's items (``bench.overhead``'s ``arena_round`` and ``native_round``, the
model server in its own process) and every :data:`PERIOD_S` of this process's CPU (``SIGPROF``)
gives the sample to the innermost frame that is not the standard library's (nor the
sampler's), by its owner: the framework (site-packages), the harness (``src/arena`` outside the
adapters), the adapter's glue, bench's native driver, the rest of bench, the collector (bench's
callback on each collection, where a sample taken in one lands); a stack of the standard
library alone (the event loop, the selector) is "stdlib only". On the arena side the harness's
samples are also given to their module and to the innermost of a few phases on their stack
(:data:`PHASES`: the checks, the leg's model-log marks, the transport's wrapper, the leg's
record and bookkeeping), so the "profile of each missed target" of bench/results/LATEST.md
comes from a command (issue 16).

Samples count CPU time, so they move with the machine's load and cache state; a sample costs a
few microseconds in the handler, and the kernel merges timer expirations that fall while one
is pending, so fewer are sampled than the timed CPU holds (session 46: 110.6 of 137.3 ms).
What the framework's own code takes on both sides says whether the harness slows the framework
down (session 46: it did not, 109 against 108 ms a round) or only adds its own work.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import signal
import sys
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from types import FrameType
from typing import Any

#: Process CPU between samples.
PERIOD_S = 0.004
#: Functions whose call a harness sample is counted under (the innermost on its stack), by
#: module file and function name: the leg's checks, its model-log marks and answers, the
#: transport's wrapper, the leg's record and the run's bookkeeping.
PHASES = {
    ("checks.py", "run_checks"),
    ("leg_runner.py", "_keep_model_log"),
    ("leg_runner.py", "_leg"),
    ("leg_answers.py", "dropped"),
    ("leg_answers.py", "unresolved"),
    ("deadline.py", "handle_async_request"),
    ("harness_log.py", "note"),
    ("runner.py", "finish"),
    ("runner.py", "_take_in"),
    ("runner.py", "reconcile"),
    ("leg_call.py", "awaited"),
}
SIDES = ("arena", "native")


def owner(filename: str) -> str | None:
    """Whose code ``filename`` is, or None for the standard library's (and frozen modules')."""
    if "/src/arena/adapters/" in filename:
        return "adapter glue"
    if "/src/arena/" in filename or "/site-packages/arena/" in filename:
        return "harness"
    if filename.endswith("/bench/sampler.py"):
        return None  # its own wrappers around a round: the frame it wraps says whose it is
    if "/bench/native" in filename:
        return "native driver"
    if "/bench/" in filename:
        return "bench"
    if "site-packages" in filename:
        return "framework"
    return None


@dataclass
class Samples:
    """Samples of one side's rounds, and its timed CPU."""

    owners: Counter[str] = field(default_factory=Counter)
    modules: Counter[str] = field(default_factory=Counter)
    phases: Counter[str] = field(default_factory=Counter)
    cpu_s: float = 0.0


@dataclass
class Profile:
    adapter: str
    pairs: int
    items: int
    period_s: float
    sides: dict[str, Samples]


def _short(filename: str) -> str:
    for root in ("/src/arena/", "/site-packages/arena/", "/bench/"):
        if root in filename:
            return filename.rsplit(root, 1)[1]
    return filename.rsplit("/", 1)[-1]


def _phase(frame: FrameType | None) -> str:
    """The innermost :data:`PHASES` function on the stack, else "other (the outermost harness
    function)"."""
    last = None
    while frame is not None:
        code = frame.f_code
        file = code.co_filename.rsplit("/", 1)[-1]
        if (file, code.co_name) in PHASES:
            return f"{file}:{code.co_name}"
        if owner(code.co_filename) == "harness":
            last = f"{file}:{code.co_name}"
        frame = frame.f_back
    return f"other ({last})"


class _Sampler:
    """The ``SIGPROF`` handler: which side is running, and its samples."""

    def __init__(self) -> None:
        self.side: str | None = None
        self.sides = {side: Samples() for side in SIDES}

    def __call__(self, _signum: int, frame: FrameType | None) -> None:
        if self.side is None:
            return
        samples = self.sides[self.side]
        f = frame
        while f is not None:
            who = owner(f.f_code.co_filename)
            if who == "bench" and f.f_code.co_qualname == "GcWatch.__call__":
                who = "collector"  # a sample in a collection lands in its callback's frame
            if who is not None:
                samples.owners[who] += 1
                if self.side == "arena" and who not in ("framework", "collector"):
                    samples.modules[_short(f.f_code.co_filename)] += 1
                    samples.phases[_phase(f)] += 1
                return
            f = f.f_back
        samples.owners["stdlib only (loop)"] += 1


@contextmanager
def _timer(sampler: _Sampler, period_s: float) -> Iterator[None]:
    previous = signal.signal(signal.SIGPROF, sampler)
    signal.setitimer(signal.ITIMER_PROF, period_s, period_s)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        signal.signal(signal.SIGPROF, previous)


async def _rounds(
    adapter_name: str, pairs: int, items: int, server: Any, period_s: float
) -> Profile:
    from arena.arenas import load_arena
    from arena.evaluate import build_adapters
    from bench import native
    from bench import overhead as o

    arena = load_arena("human_in_the_loop")
    chosen = list(arena.items)[: items or None]
    [adapter] = build_adapters(arena, [adapter_name])
    driver = native.load(adapter_name)
    await driver.open(server.base_url, o.MODEL)
    sampler = _Sampler()
    real_many, real_batch = o.run_many, native.run_batch

    async def many(*a: Any, **k: Any) -> Any:  # only the round itself, not bench's bookkeeping
        sampler.side = "arena"
        try:
            return await real_many(*a, **k)
        finally:
            sampler.side = None

    async def batch(*a: Any, **k: Any) -> Any:
        sampler.side = "native"
        try:
            return await real_batch(*a, **k)
        finally:
            sampler.side = None

    try:
        await o.arena_round(adapter, chosen, server, o.CONCURRENCY)  # warm-up, not sampled
        await o.native_round(driver, chosen, server, o.CONCURRENCY)
        gc.collect()
        o.run_many, native.run_batch = many, batch  # type: ignore[assignment]
        with _timer(sampler, period_s):
            for n in range(pairs):
                for side in SIDES if n % 2 == 0 else SIDES[::-1]:
                    if side == "arena":
                        m = await o.arena_round(adapter, chosen, server, o.CONCURRENCY)
                    else:
                        m = await o.native_round(driver, chosen, server, o.CONCURRENCY)
                    sampler.sides[side].cpu_s += m.cpu_s
    finally:
        o.run_many, native.run_batch = real_many, real_batch  # type: ignore[assignment]
        await driver.close()
    return Profile(adapter_name, pairs, len(chosen), period_s, sampler.sides)


def sample(adapter: str, pairs: int = 20, items: int = 0, period_s: float = PERIOD_S) -> Profile:
    """``pairs`` alternating arena and native rounds of ``adapter`` (the first ``items`` items;
    0: all 12) against a scripted model server of its own, sampled."""
    from bench.server import ModelServer

    with ModelServer(0) as server:
        return asyncio.run(_rounds(adapter, pairs, items, server, period_s))


def render(p: Profile, top: int = 15) -> str:
    """The profile in ms of CPU a round, lines under 80 columns."""
    per = p.period_s * 1e3 / max(p.pairs, 1)
    lines = [
        f"{p.adapter}: {p.pairs} pairs of {p.items}-item rounds; a sample every "
        f"{p.period_s * 1e3:g} ms of CPU; ms a round",
    ]
    for side in SIDES:
        s = p.sides[side]
        lines.append(
            f"  {side}: timed CPU {s.cpu_s * 1e3 / max(p.pairs, 1):.1f}, sampled "
            f"{s.owners.total() * per:.1f}"
        )
        lines += [f"    {k:26s} {v * per:8.2f}" for k, v in s.owners.most_common()]
    arena = p.sides["arena"]
    lines.append("arena side, harness + bench + glue by module (innermost frame):")
    lines += [f"    {k[:50]:50s} {v * per:8.2f}" for k, v in arena.modules.most_common(top)]
    lines.append("arena side, harness + bench + glue by phase (innermost on the stack):")
    lines += [f"    {k[:50]:50s} {v * per:8.2f}" for k, v in arena.phases.most_common(top)]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.sampler", description=__doc__.split("\n")[0])
    p.add_argument("adapter", help="an adapter with a native driver (bench/native), e.g. vanilla")
    p.add_argument("--pairs", type=int, default=20, help="arena/native round pairs (default 20)")
    p.add_argument("--items", type=int, default=0, help="the first N items (default: all 12)")
    p.add_argument("--top", type=int, default=15, help="modules and phases listed (default 15)")
    a = p.parse_args(argv)
    if a.pairs < 1 or a.items < 0:
        p.error("--pairs must be 1 or more and --items 0 or more")
    from bench import native

    try:
        native.load(a.adapter)
    except Exception as e:  # an unknown adapter or one whose framework is not installed
        p.error(f"no native driver for {a.adapter!r} ({e}); try vanilla")
    print(render(sample(a.adapter, a.pairs, a.items), a.top))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
