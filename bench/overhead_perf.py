"""Where a round's CPU goes that instructions do not show: CPU-clock samples split by side.

``python -m bench.instructions`` counts what the client executes; the overhead stage's CPU ratio
sat well above that count's ratio (vanilla 1.097 against 1.037 on a quiet machine, session 27).
``python -m bench.overhead_perf ADAPTER [--rounds N] [--callgrind DIR]`` runs alternating arena
and native rounds in one child process (as ``bench.overhead`` does), each round's window logged
on ``CLOCK_MONOTONIC``, while ``perf record -e cpu-clock -k CLOCK_MONOTONIC`` samples the child:
a timer, not a hardware counter, so it works on a machine without them. Each sample is given to
the side whose window holds it, and the report is CPU milliseconds per round by shared object and
by C function (the interpreter's own, the kernel's, the extensions'), arena against native.

With ``--callgrind DIR`` (the files ``python -m bench.instructions ADAPTER --keep DIR`` wrote)
each function's instructions per round are set beside its time: nanoseconds per instruction,
per side. A harness that is dear for its instructions shows as its own functions; one that makes
everything else slower shows as the same functions, with the same instruction counts on both
sides, taking longer on the arena side (what session 27 found: docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import bisect
import gc
import json
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench.overhead_counts import SIDES, new_loop

ROOT = Path(__file__).resolve().parents[1]
#: Samples per second of CPU: 0.25 ms apart, ~400 per vanilla round.
FREQUENCY = 4000
#: One round's window: side, start, end (CLOCK_MONOTONIC seconds), the main thread's CPU seconds.
Window = tuple[str, float, float, float]
_PERF_RECORD = ["perf", "record", "-e", "cpu-clock", "-F", str(FREQUENCY), "-k", "CLOCK_MONOTONIC"]
_SAMPLE = re.compile(r"^\s*(\d+\.\d+):\s+[0-9a-f]+\s+(.*?)\s+\(([^()]*)\)\s*$")
_ANNOTATED = re.compile(r"^\s*([\d,]+) \([\s\d.]+%\)\s+(?:.*?):([^:\s']+)(?:'\d+)?(?: \[.*\])?$")


def available() -> bool:
    """Whether ``perf`` can sample this machine's CPU clock (no hardware counters needed)."""
    if shutil.which("perf") is None:
        return False
    probe = subprocess.run(
        ["perf", "record", "-e", "cpu-clock", "-o", "/dev/null", "--", "true"],
        capture_output=True,
    )
    return probe.returncode == 0


def parse_samples(text: str) -> list[tuple[float, str, str]]:
    """``perf script -F time,ip,sym,dso`` lines as (time, shared object, function)."""
    found = []
    for line in text.splitlines():
        m = _SAMPLE.match(line)
        if m:
            time_s, sym, dso = float(m.group(1)), m.group(2), m.group(3)
            found.append((time_s, dso.rsplit("/", 1)[-1], sym.split("+0x")[0]))
    return found


def split(
    samples: list[tuple[float, str, str]], windows: list[Window]
) -> dict[str, Counter[tuple[str, str]]]:
    """Each sample counted for the side whose round's window holds it (others are dropped:
    the gaps between rounds, where both sides' collections and bookkeeping run)."""
    order = sorted(windows, key=lambda w: w[1])
    starts = [w[1] for w in order]
    by: dict[str, Counter[tuple[str, str]]] = {side: Counter() for side in SIDES}
    for t, dso, sym in samples:
        i = bisect.bisect_right(starts, t) - 1
        if i >= 0 and t <= order[i][2]:
            by[order[i][0]][(dso, sym)] += 1
    return by


def per_round_ms(
    by: dict[str, Counter[tuple[str, str]]], windows: list[Window]
) -> dict[str, dict[tuple[str, str], float]]:
    """Samples as CPU milliseconds per round: each side's samples scaled to its measured CPU."""
    out: dict[str, dict[tuple[str, str], float]] = {}
    for side, counts in by.items():
        rounds = [w for w in windows if w[0] == side]
        total = sum(counts.values())
        cpu_ms = sum(w[3] for w in rounds) * 1e3
        scale = cpu_ms / total / len(rounds) if total and rounds else 0.0
        out[side] = {key: n * scale for key, n in counts.items()}
    return out


def annotated(text: str) -> Counter[str]:
    """Instructions by function from ``callgrind_annotate``'s output (recursion levels merged)."""
    found: Counter[str] = Counter()
    for line in text.splitlines():
        m = _ANNOTATED.match(line)
        if m:
            found[m.group(2)] += int(m.group(1).replace(",", ""))
    return found


def _callgrind(folder: Path, adapter: str) -> dict[str, Counter[str]]:
    out = {}
    for side in SIDES:
        path = folder / f"callgrind.{adapter}.{side}.out"
        text = subprocess.run(
            ["callgrind_annotate", "--threshold=100", str(path)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        out[side] = annotated(text)
    return out


def report(
    ms: dict[str, dict[tuple[str, str], float]],
    windows: list[Window],
    instructions: dict[str, Counter[str]] | None = None,
    top: int = 25,
) -> str:
    cpu = {s: [w[3] for w in windows if w[0] == s] for s in SIDES}
    mean = {s: sum(v) / len(v) * 1e3 for s, v in cpu.items()}
    lines = [
        f"rounds {len(cpu['arena'])}+{len(cpu['native'])}; main thread CPU ms/round arena "
        f"{mean['arena']:.2f}, native {mean['native']:.2f}, "
        f"ratio {mean['arena'] / mean['native']:.3f}",
        "by shared object, ms/round: arena, native, difference",
    ]
    dsos: dict[str, list[float]] = {}
    for side_i, side in enumerate(SIDES):
        for (dso, _), v in ms[side].items():
            dsos.setdefault(dso, [0.0, 0.0])[side_i] += v
    for dso, (x, y) in sorted(dsos.items(), key=lambda kv: -abs(kv[1][0] - kv[1][1]))[:top]:
        lines.append(f"  {dso[:44]:44} {x:8.2f} {y:8.2f} {x - y:+7.2f}")
    syms: dict[str, list[float]] = {}
    for side_i, side in enumerate(SIDES):
        for (_, sym), v in ms[side].items():
            syms.setdefault(sym, [0.0, 0.0])[side_i] += v
    head = "by function, ms/round: arena, native, difference"
    if instructions:
        head += "; M instructions/round arena, native; ns per instruction arena, native"
        total = {s: sum(instructions[s].values()) for s in SIDES}
        lines.insert(
            1,
            f"instructions/round arena {total['arena'] / 1e6:.1f} M, native "
            f"{total['native'] / 1e6:.1f} M, ratio {total['arena'] / total['native']:.3f}; ns "
            f"per instruction arena {mean['arena'] * 1e6 / total['arena']:.3f}, native "
            f"{mean['native'] * 1e6 / total['native']:.3f}",
        )
    lines.append(head)
    for sym, (x, y) in sorted(syms.items(), key=lambda kv: -(kv[1][0] - kv[1][1]))[:top]:
        row = f"  {sym[:44]:44} {x:8.2f} {y:8.2f} {x - y:+7.2f}"
        if instructions:
            ia, i_n = instructions["arena"][sym], instructions["native"][sym]
            pace = [f"{v * 1e6 / i:7.3f}" if i else "      -" for v, i in ((x, ia), (y, i_n))]
            row += f" {ia / 1e6:8.2f} {i_n / 1e6:8.2f} {pace[0]} {pace[1]}"
        lines.append(row)
    return "\n".join(lines)


def _child(adapter: str, rounds: int, base_url: str, out: Path) -> None:
    """The rounds, once the parent's ``perf`` is attached (it writes a line on stdin)."""
    import asyncio

    from bench.overhead_counts import _sides

    loop = new_loop()
    asyncio.set_event_loop(loop)
    sides = _sides(adapter, loop, base_url)
    for _ in range(3):  # warm-up: imports, clients, pooled connections, caches
        for side in SIDES:
            loop.run_until_complete(sides[side]())
    gc.collect()
    gc.freeze()
    print("ready", flush=True)
    sys.stdin.readline()
    windows: list[Window] = []
    for r in range(rounds):
        for side in SIDES if r % 2 == 0 else SIDES[::-1]:
            gc.collect()
            t0, c0 = time.clock_gettime(time.CLOCK_MONOTONIC), time.thread_time()
            loop.run_until_complete(sides[side]())
            c1, t1 = time.thread_time(), time.clock_gettime(time.CLOCK_MONOTONIC)
            windows.append((side, t0, t1, c1 - c0))
    out.write_text(json.dumps(windows))
    print("done", flush=True)
    loop.run_until_complete(sides["driver"].close())


def record(adapter: str, rounds: int) -> tuple[list[tuple[float, str, str]], list[Window]]:
    """Run the child against its own scripted model with ``perf`` attached; its samples and
    windows."""
    from bench.server import ModelServer

    with tempfile.TemporaryDirectory(prefix="arena-perf-") as tmp, ModelServer(0) as server:
        data, out = Path(tmp) / "perf.data", Path(tmp) / "windows.json"
        cmd = [sys.executable, "-m", "bench.overhead_perf", "--child", adapter, str(rounds)]
        child = subprocess.Popen(
            [*cmd, server.base_url, str(out)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        assert child.stdin is not None and child.stdout is not None
        if child.stdout.readline().strip() != "ready":
            raise RuntimeError("the rounds' process did not start")
        perf = subprocess.Popen(
            [*_PERF_RECORD, "-p", str(child.pid), "-o", str(data)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(1.0)  # perf attaches to each thread before the rounds start
        child.stdin.write("go\n")
        child.stdin.flush()
        done = child.stdout.readline().strip()
        perf.send_signal(signal.SIGINT)
        perf.wait(timeout=60)
        child.stdin.close()
        child.wait(timeout=60)
        if done != "done":
            raise RuntimeError("the rounds did not finish")
        script = subprocess.run(
            ["perf", "script", "-i", str(data), "-F", "time,ip,sym,dso"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        return parse_samples(script), [tuple(w) for w in json.loads(out.read_text())]  # type: ignore[misc]


def main(argv: list[str]) -> None:
    if argv[:1] == ["--child"]:
        _child(argv[1], int(argv[2]), argv[3], Path(argv[4]))
        return
    p = argparse.ArgumentParser(prog="python -m bench.overhead_perf", description=__doc__)
    p.add_argument("adapter")
    p.add_argument("--rounds", type=int, default=40, help="alternating pairs (default 40)")
    p.add_argument("--callgrind", type=Path, default=None, help="bench.instructions --keep DIR")
    p.add_argument("--top", type=int, default=25)
    args = p.parse_args(argv)
    if not available():
        p.error("needs perf with the cpu-clock event (perf record -e cpu-clock)")
    samples, windows = record(args.adapter, args.rounds)
    ms = per_round_ms(split(samples, windows), windows)
    counts = _callgrind(args.callgrind, args.adapter) if args.callgrind else None
    print(report(ms, windows, counts, args.top))


if __name__ == "__main__":
    main(sys.argv[1:])
