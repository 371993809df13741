"""Instructions per leg, arena vs native, counted by callgrind: a figure the machine's load cannot move.

Wall and CPU ratios on a shared machine move by ±0.08 between runs minutes apart. The number of
machine instructions the client process executes for the same items does not depend on what
else the machine runs, so it says whether a change to the harness made it cheaper.

``python -m bench.instructions ADAPTER [--rounds N]`` runs a child under
``valgrind --tool=callgrind`` for each side. The child warms up (imports, clients, caches), then
runs the measured rounds inside ``functools.reduce``: callgrind counts only within that C function
(``--toggle-collect``), so imports, start-up and the model server (its own process) are not
counted — only what the 12 items cost the loop, garbage collections included.

``--function MODULE:NAME`` (repeatable) counts, on the arena side only, what each call of those
functions costs, callees included: each is routed through ``functools.reduce`` and the round runs
outside it (:func:`_through_reduce`), so a harness function's share of a leg is read off one run
(docs/benchmarks.md, session 26). A method is ``MODULE:Class.name``; a nested call of another
routed function would switch counting off, so route functions that do not call each other.

``--no-gc`` turns the collector off in the measured rounds, on both sides: a collection runs when
enough objects were made, and where it falls moves a routed function's count (``--function``)
and a round's by tens of k instructions a leg, so two trees' counts compare more steadily
without it. A collection's cost is the harness's too (what it allocates): figures reported as
the harness's cost are counted with the collector on.

``--cache`` adds callgrind's cache and branch-predictor simulation (about twice as slow) and
prints a modelled cycle count per side, KCachegrind's "cycle estimation"
(:func:`cycle_estimate`): instructions alone miss what a bigger working set costs in cache
misses and mispredicted branches, and the CPU ratio on a shared machine is too noisy to tell.
The caches are sized like one of this machine's cores (:data:`CORE_CACHES`): left to itself,
valgrind takes the host's shared third level (320 MB here) as the last level, where no
working set misses (docs/benchmarks.md, sessions 27 and 28).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SIDES = ("arena", "native")


@dataclass(frozen=True)
class Count:
    """Instructions one side executed over its measured rounds, and the legs they ran."""

    side: str
    instructions: int
    legs: int
    calls: int
    ok: bool
    #: Every event callgrind counted (``Ir``; with ``--cache`` also cache misses and branches).
    events: dict[str, int] = field(default_factory=dict)

    @property
    def per_leg(self) -> float:
        return self.instructions / max(1, self.legs)

    @property
    def cycles(self) -> int | None:
        """Modelled cycles (:func:`cycle_estimate`); None unless the caches were simulated."""
        return cycle_estimate(self.events)


def available() -> bool:
    return shutil.which("valgrind") is not None


#: One core of this machine (AMD EPYC family 25 model 17): 32 KB first-level caches and the
#: 1 MB second level that session 27 found the CPU ratio's excess in (docs/benchmarks.md).
CORE_CACHES = ("--I1=32768,8,64", "--D1=32768,8,64", "--LL=1048576,16,64")


def count(
    adapter: str,
    side: str,
    rounds: int = 1,
    keep: Path | None = None,
    cache: bool = False,
    functions: tuple[str, ...] = (),
    gc_off: bool = False,
) -> Count:
    """Run one side under callgrind against its own scripted model server; ``keep``: a folder
    to copy callgrind's output to (for ``callgrind_annotate``); ``cache``: simulate the caches
    and the branch predictor too; ``functions``: count only those (the arena side's);
    ``gc_off``: the collector off in the measured rounds."""
    from bench.server import ModelServer

    with tempfile.TemporaryDirectory(prefix="arena-instr-") as tmp, ModelServer(0, 600) as server:
        base_url = server.base_url
        out = Path(tmp) / "callgrind.out"
        result = Path(tmp) / "result.txt"
        env = {**os.environ, "PYTHONPATH": child_path(os.environ.get("PYTHONPATH", ""))}
        cmd = [
            "valgrind",
            "--tool=callgrind",
            "--toggle-collect=functools_reduce",
            "--instr-atstart=no",
            "--dump-line=no",
            *(["--cache-sim=yes", "--branch-sim=yes", *CORE_CACHES] if cache else []),
            f"--callgrind-out-file={out}",
            sys.executable,
            "-m",
            "bench.instructions",
            "--child",
            adapter,
            side,
            base_url,
            str(rounds),
            str(result),
            *((NO_GC,) if gc_off else ()),
            *functions,
        ]
        proc = subprocess.run(cmd, env=env, cwd=tmp, capture_output=True, text=True)
        if "FAILED" in proc.stderr:
            print(proc.stderr[-3000:], file=sys.stderr)
        if proc.returncode != 0 or not result.exists():
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-5:]
            raise RuntimeError(f"callgrind run of {adapter}/{side} failed: {' | '.join(tail)}")
        legs, calls, ok = result.read_text().split()
        if keep is not None:
            keep.mkdir(parents=True, exist_ok=True)
            shutil.copy(out, keep / f"callgrind.{adapter}.{side}.out")
        events = _events(out)
        return Count(side, events["Ir"], int(legs), int(calls), ok == "1", events)


def _total(out: Path) -> int:
    """The ``totals:`` (or ``summary:``) line of a callgrind output file: Ir executed."""
    return _events(out)["Ir"]


def _events(out: Path) -> dict[str, int]:
    """Every event of the ``totals:`` (or ``summary:``) line, named by the ``events:`` line."""
    text = out.read_text(errors="replace")
    found = re.search(r"^(?:totals|summary):\s+(\d[\d ]*)$", text, re.M)
    if found is None:
        raise RuntimeError(f"no totals in {out}")
    named = re.search(r"^events:\s+(.+)$", text, re.M)
    names = named.group(1).split() if named else ["Ir"]
    return dict(zip(names, (int(v) for v in found.group(1).split()), strict=False))


def cycle_estimate(events: dict[str, int]) -> int | None:
    """KCachegrind's cycle estimation from callgrind's simulated events: Ir + 10 × (L1 misses
    + mispredicted branches) + 100 × last-level misses. A model, not a measurement — its
    penalties are round numbers — but like the instruction count it does not move with the
    machine's load. None when the caches were not simulated."""
    if "I1mr" not in events:
        return None
    l1 = events["I1mr"] + events.get("D1mr", 0) + events.get("D1mw", 0)
    last = events.get("ILmr", 0) + events.get("DLmr", 0) + events.get("DLmw", 0)
    mispredicted = events.get("Bcm", 0) + events.get("Bim", 0)
    return events["Ir"] + 10 * (l1 + mispredicted) + 100 * last


def _child(
    adapter: str,
    side: str,
    base_url: str,
    rounds: int,
    result: Path,
    functions: tuple[str, ...] = (),
    gc_off: bool = False,
) -> None:
    from arena.arenas import load_arena
    from arena.evaluate import build_adapters, check_spec
    from arena.runner import run_many
    from arena.settings import RunSettings
    from bench import native, verify
    from bench.overhead import CONCURRENCY, MODEL
    from bench.server import endpoint_at, requests_at

    _patient_clients()
    arena = load_arena("human_in_the_loop")
    items = list(arena.items)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    # Everything a round needs is made here, outside the count: each side's count is its loop
    # over the 12 items and nothing else (what ``bench.overhead`` times).
    if side == "arena":
        [runner] = build_adapters(arena, [adapter])
        endpoint = endpoint_at(base_url, MODEL)  # with the model's per-run log, as `arena run`
        # A leg's deadline as patient as the clients (``_patient_clients``): under the cache
        # simulation on a loaded machine a leg took longer than the default and failed.
        spec = check_spec(arena)
        settings = RunSettings(concurrency=CONCURRENCY, leg_timeout_s=3600.0)

        async def once() -> tuple[int, bool]:
            results = await run_many(
                [(runner, i) for i in items],
                endpoint,
                arena=arena.name,
                settings=settings,
                spec=spec,
            )
            for r in results:
                if not r.passed:
                    errors = [t.error for t in r.trace.legs] + [r.trace.error]
                    print(f"FAILED {r.item.id}: {errors}", file=sys.stderr)
            return sum(len(r.trace.legs) for r in results), all(r.passed for r in results)
    else:
        driver = native.load(adapter)
        loop.run_until_complete(driver.open(base_url, MODEL))

        async def once() -> tuple[int, bool]:
            native.EVENTS.clear()
            outcomes = await native.run_batch(driver, items, CONCURRENCY)
            remote = getattr(driver, "last", None)
            work = verify.native_work(remote["events"] if remote else native.EVENTS)
            wrong = verify.problems(work, items)
            for problem in wrong:
                print(f"FAILED native: {problem}", file=sys.stderr)
            done = sum(1 for o in outcomes if o.status == "completed" and o.pauses >= 1)
            for o in outcomes:
                if o.status != "completed":
                    print(f"FAILED native: {o.message}", file=sys.stderr)
            return sum(o.pauses + 1 for o in outcomes), done == len(items) and not wrong

    for name in functions:
        _through_reduce(name)
    for _ in range(2):  # warm-up: lazy imports, clients, caches, the first GC passes
        loop.run_until_complete(once())
    gc.collect()
    if gc_off:
        gc.disable()
    calls = requests_at(base_url)
    _instrument()

    def measured(acc: list[tuple[int, bool]], _: int) -> list[tuple[int, bool]]:
        acc.append(loop.run_until_complete(once()))
        return acc

    start: list[tuple[int, bool]] = []
    if functions:  # the round outside reduce: only the routed functions' calls are counted
        measures = [loop.run_until_complete(once()) for _ in range(rounds)]
    else:
        measures = functools.reduce(measured, range(rounds), start)
    calls = requests_at(base_url) - calls
    legs, ok = sum(m[0] for m in measures), all(m[1] for m in measures)
    result.write_text(f"{legs} {calls} {int(ok)}")
    if side == "native":
        loop.run_until_complete(driver.close())
        stop = getattr(driver, "stop", None)
        if stop is not None:
            stop()


#: The child's argument that turns the collector off in its measured rounds (``--no-gc``).
NO_GC = "--no-gc"


def child_options(rest: list[str]) -> tuple[tuple[str, ...], bool]:
    """The child's arguments after its five: the functions to route, and whether the collector
    is off (:data:`NO_GC`, which no ``MODULE:NAME`` can be)."""
    return tuple(a for a in rest if a != NO_GC), NO_GC in rest


def child_path(inherited: str) -> str:
    """The child's ``PYTHONPATH``: the bench's own root, then what this process was given, each
    entry made absolute. The child runs in a temporary folder, so a relative entry
    (``PYTHONPATH=src:.`` in a ``git archive`` of another tree, as the session logs compare
    trees) named nothing there, and the child imported whatever ``arena`` the environment had
    installed — the shared working tree's — not the archive's: every such comparison counted the
    same code on both sides (docs/benchmarks.md, session 40)."""
    entries = [os.path.abspath(p) for p in inherited.split(os.pathsep) if p]
    return os.pathsep.join([str(ROOT), *entries])


def _through_reduce(name: str) -> None:
    """Route every call of ``MODULE:NAME`` (``NAME`` may be ``Class.method``) through
    ``functools.reduce``, callgrind's toggle, wherever the function is referenced: as a module
    global (``from x import f``), a class attribute or a value of a module-level dict (a registry
    such as ``arena.checks.CHECKS``)."""
    import importlib

    module, _, attr = name.partition(":")
    owner: Any = importlib.import_module(module)
    *path, last = attr.split(".")
    for part in path:
        owner = getattr(owner, part)
    real = owner.__dict__[last] if isinstance(owner, type) else getattr(owner, last)
    if isinstance(real, staticmethod | classmethod):
        raise SystemExit(f"{name}: a static or class method cannot be routed")
    reduce = functools.reduce

    def routed(*args: Any, **kwargs: Any) -> Any:
        return reduce(lambda _, __: real(*args, **kwargs), (0,), None)

    setattr(owner, last, routed)
    for mod in list(sys.modules.values()):
        for key, value in list(getattr(mod, "__dict__", {}).items()):
            if value is real:
                setattr(mod, key, routed)
            elif type(value) is dict:
                for k, v in list(value.items()):
                    if v is real:
                        value[k] = routed


def _patient_clients() -> None:
    """Under callgrind a round runs ~50× slower: HTTP clients must neither drop their pooled
    connections as idle (5 s by default: a reconnect is work the count would then include, on
    whichever side it hit) nor give up connecting after 5 s (the native OpenAI client's default).
    The defaults are changed in place, for both sides alike, before any client is built."""
    import importlib

    from openai import _constants

    from arena.deadline import http

    config = importlib.import_module(f"{http().__name__}._config")
    for limits in (_constants.DEFAULT_CONNECTION_LIMITS, config.DEFAULT_LIMITS):
        limits.keepalive_expiry = 3600.0
    _constants.DEFAULT_TIMEOUT.connect = 600.0


def _instrument() -> None:
    """Turn callgrind's instrumentation on now (it starts off: imports run several times faster).
    ``callgrind_control`` asks through a file valgrind reads between blocks of our code, so we
    keep executing (not blocked in a wait) until it is done."""
    ask = subprocess.Popen(
        ["callgrind_control", "-i", "on", str(os.getpid())],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while ask.poll() is None:
        sum(range(1000))


def _simulated(a: Count, n: Count) -> str:
    """The cache simulation's figures, arena ÷ native: what instructions alone do not show."""
    assert a.cycles and n.cycles
    ratios = ", ".join(
        f"{k} {a.events[k] / n.events[k]:.3f}"
        for k in ("I1mr", "D1mr", "D1mw", "DLmr", "Bcm", "Bim")
        if n.events.get(k)
    )
    return (
        f"modelled cycles arena {a.cycles / a.legs / 1e6:.2f} M/leg, native "
        f"{n.cycles / n.legs / 1e6:.2f} M/leg, ratio {a.cycles / n.cycles:.3f} (misses and "
        f"mispredictions arena/native: {ratios})"
    )


def main(argv: list[str]) -> None:
    if argv[:1] == ["--child"]:
        adapter, side, base_url, rounds, result = argv[1:6]
        functions, gc_off = child_options(argv[6:])
        _child(adapter, side, base_url, int(rounds), Path(result), functions, gc_off)
        return
    p = argparse.ArgumentParser(prog="python -m bench.instructions", description=__doc__)
    p.add_argument("adapters", help="comma-separated adapter names")
    p.add_argument("--rounds", type=int, default=1)
    p.add_argument("--keep", type=Path, default=None, help="copy callgrind's output files here")
    p.add_argument(
        "--function",
        action="append",
        default=[],
        metavar="MODULE:NAME",
        help="count only these functions' calls (callees included), arena side, per leg",
    )
    p.add_argument(
        "--no-gc",
        action="store_true",
        help="the collector off in the measured rounds, both sides (steadier comparisons)",
    )
    p.add_argument(
        "--cache",
        action="store_true",
        help="also simulate caches and branch prediction; print modelled cycles per side",
    )
    args = p.parse_args(argv)
    if args.function:
        for name in args.adapters.split(","):
            a = count(
                name,
                "arena",
                args.rounds,
                args.keep,
                functions=tuple(args.function),
                gc_off=args.no_gc,
            )
            print(
                f"{name}: {', '.join(args.function)}: {a.per_leg / 1e3:.1f} k instr/leg "
                f"({a.legs} legs, ok={a.ok}{', GC off' if args.no_gc else ''})"
            )
        return
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(2) as pool:
        for name in args.adapters.split(","):
            a, n = pool.map(
                functools.partial(
                    count,
                    name,
                    rounds=args.rounds,
                    keep=args.keep,
                    cache=args.cache,
                    gc_off=args.no_gc,
                ),
                SIDES,
            )
            print(
                f"{name}: arena {a.per_leg / 1e6:.3f} M instr/leg ({a.legs} legs, {a.calls} calls, "
                f"ok={a.ok}), native {n.per_leg / 1e6:.3f} M ({n.legs} legs, {n.calls} calls, "
                f"ok={n.ok}); ratio {a.instructions / n.instructions:.3f}; harness "
                f"{(a.instructions - n.instructions) / a.legs / 1e6:.3f} M instr/leg"
                + (" (GC off)" if args.no_gc else "")
            )
            if a.cycles and n.cycles:
                print(f"{name}: {_simulated(a, n)}")


if __name__ == "__main__":
    main(sys.argv[1:])
