"""``python -m bench [STAGE ...] [--quick] [--out DIR]`` — run benchmarks, write LATEST.md/.json.

Stages: startup, overhead, harness, concurrency, workers, store, cold, service (default: all,
in that order). Everything runs in a scratch working directory (framework databases, checkpoints), so
nothing of the checkout's ``.arena/`` is touched.
"""

from __future__ import annotations

import argparse
import logging
import os
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from bench import machine, report
from bench.report import Section

STAGES = ("startup", "overhead", "harness", "concurrency", "workers", "store", "cold", "service")
ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / "bench" / "results"
#: Alternating arena/native rounds per adapter. Five left ±0.05 on a ratio judged against 1.05
#: (2026-12-01: pydantic_ai 1.08 in 5 rounds, 0.95 in 9, 1.02 in 15, minutes apart).
OVERHEAD_ROUNDS = 11


class _ClosedLoopNoise(logging.Filter):
    """HTTP clients garbage-collected after their event loop closed log a harmless
    "Event loop is closed"; a benchmark that runs many loops would drown in it."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not (isinstance(exc, RuntimeError) and "Event loop is closed" in str(exc))


def _redact(arg: str) -> str:
    """A store URL without its password, for the report."""
    if arg.startswith(("postgres://", "postgresql://")):
        from arena.store.urls import redact

        return redact(arg)
    return arg


def _args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m bench", description=__doc__.split("\n")[0])
    p.add_argument("stages", nargs="*", metavar="STAGE", help=f"any of: {', '.join(STAGES)}")
    p.add_argument("--quick", action="store_true", help="small sizes, one round: minutes, noisy")
    p.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        help="folder for LATEST.md/.json (PARTIAL.* for a subset or --quick)",
    )
    p.add_argument("--adapters", default="", help="comma-separated (default: every installed)")
    p.add_argument(
        "--rounds", type=int, default=0, help="rounds (overhead: default 11; startup: 5; quick: 1)"
    )
    p.add_argument("--framework", default="langgraph", help="framework adapter for concurrency")
    p.add_argument("--latency-ms", type=float, default=100.0, help="model latency (concurrency)")
    p.add_argument("--store-requests", type=int, default=0, help="default 100000, quick 10000")
    p.add_argument("--store-url", default=None, help="a store location instead of a temp SQLite")
    p.add_argument(
        "--postgres",
        action="store_true",
        help="store stage on a throw-away PostgreSQL server too (needs initdb)",
    )
    p.add_argument("--service-runs", type=int, default=0, help="default 1000, quick 100")
    p.add_argument("--service-workers", type=int, default=4, help="arena worker processes")
    p.add_argument(
        "--service-rate", type=float, default=5.0, help="answers per second (service stage)"
    )
    p.add_argument("--cold-repeats", type=int, default=0, help="default 2, quick 1")
    p.add_argument(
        "--instructions",
        default="",
        metavar="ADAPTERS",
        help="overhead: also count instructions per leg under callgrind for these adapters "
        "(comma-separated or 'all'; needs valgrind; about 1-5 minutes each)",
    )
    p.add_argument(
        "--no-inspect",
        action="store_true",
        help="startup stage without inspect eval (which needs uv and PyPI once)",
    )
    args = p.parse_args(argv)
    unknown = [s for s in args.stages if s not in STAGES]
    if unknown:
        p.error(f"unknown stage(s) {', '.join(unknown)}; choose from {', '.join(STAGES)}")
    args.stages = [s for s in STAGES if s in args.stages] if args.stages else list(STAGES)
    return args


def _plan(args: argparse.Namespace) -> dict[str, Callable[[], Section]]:
    names = [n for n in args.adapters.split(",") if n] or None
    quick = args.quick

    def startup() -> Section:
        from bench import startup

        return startup.run(args.rounds or (1 if quick else 5), with_inspect=not args.no_inspect)

    def overhead() -> Section:
        from bench import overhead

        counted = [n for n in args.instructions.split(",") if n]
        if counted == ["all"]:
            counted = names or overhead.resolve_names("all")
        return overhead.run(
            names,
            args.rounds or (1 if quick else OVERHEAD_ROUNDS),
            instructions=counted,
            budget_s=0.0 if args.rounds or quick else overhead.BUDGET_S,
        )

    def harness() -> Section:
        from bench import harness

        return harness.run(quick)

    def concurrency() -> Section:
        from bench import concurrency

        return concurrency.run(args.framework, args.latency_ms, quick)

    def workers() -> Section:
        from bench import workers

        return workers.run(["vanilla", args.framework], args.latency_ms, quick)

    def store() -> Section:
        from bench import store

        total = args.store_requests or (10_000 if quick else 100_000)
        return store.run(total, quick, args.store_url, args.postgres)

    def cold() -> Section:
        from bench import cold

        return cold.run(names, args.cold_repeats or (1 if quick else 2))

    def service() -> Section:
        from bench import service

        runs = args.service_runs or (100 if quick else 1000)
        return service.run(runs, args.service_workers, args.service_rate)

    every = {
        "startup": startup,
        "overhead": overhead,
        "harness": harness,
        "concurrency": concurrency,
        "workers": workers,
        "store": store,
        "cold": cold,
        "service": service,
    }
    return {name: every[name] for name in args.stages}


def _compile_sources() -> None:
    """Bytecode for the checkout's own code, as an install has it: with PYTHONDONTWRITEBYTECODE set
    (or a checkout pulled after install) every spawned process would otherwise recompile arena's
    modules from source, and the start-up and cold-resume figures would time the compiler."""
    import compileall

    for folder in ("src", "bench"):
        compileall.compile_dir(ROOT / folder, quiet=1, workers=0)
    # and the word patterns' compiled code, as `make venv` keeps it (arena.lazy_pattern)
    subprocess.run([sys.executable, "-m", "arena.lazy_pattern"], capture_output=True, check=False)


def main(argv: list[str] | None = None) -> int:
    raw = list(sys.argv[1:] if argv is None else argv)
    args = _args(raw)
    _compile_sources()
    out = args.out.resolve()
    logging.getLogger("asyncio").addFilter(_ClosedLoopNoise())
    # Framework environments live under the checkout; the scratch directory must still find them.
    os.environ.setdefault("ARENA_ENVS", str(ROOT / ".venvs"))
    os.environ["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
    )
    info = machine.describe()
    started = time.perf_counter()
    sections: list[Section] = []
    with tempfile.TemporaryDirectory(prefix="bench-work-") as work:
        here = os.getcwd()
        os.chdir(work)
        try:
            for name, stage in _plan(args).items():
                print(f"bench: {name} ...", file=sys.stderr, flush=True)
                clock = time.perf_counter()
                try:
                    section = stage()
                except Exception as exc:  # one broken stage must not lose the others' figures
                    section = Section(name=name, title=f"{name}: FAILED")
                    section.notes.append(f"{type(exc).__name__}: {exc}")
                    traceback.print_exc()
                section.wall_s = time.perf_counter() - clock
                print(f"bench: {name} done in {section.wall_s:.0f} s", file=sys.stderr, flush=True)
                sections.append(section)
        finally:
            os.chdir(here)
    if len(sections) > 1 or (sections and sections[0].name != "store"):
        from bench import targets

        loads = f"{info['load_before']} {machine.load()}"
        worst = max((float(x) for x in loads.split()[::3] if x[0].isdigit()), default=0.0)
        sections.insert(0, targets.summarize(sections, cores=info["nproc"], load=f"{worst:.2f}"))
    info |= {
        "total_wall_s": time.perf_counter() - started,
        "finished_at": datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        "load_after": machine.load(),
    }
    config = {"argv": [_redact(a) for a in raw], "stages": args.stages, "quick": args.quick}
    # Only a full-size run of every stage may replace the figures the README quotes.
    complete = not args.quick and args.stages == list(STAGES) and not args.adapters
    md, js = report.write(out, info, config, sections, name="LATEST" if complete else "PARTIAL")
    print(md.read_text())
    print(f"wrote {md} and {js} in {info['total_wall_s']:.0f} s", file=sys.stderr)
    return 1 if any(s.title.endswith("FAILED") for s in sections) else 0


if __name__ == "__main__":
    sys.exit(main())
