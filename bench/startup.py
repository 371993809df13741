"""Process start to finished table: `arena` commands as a user types them, and `inspect eval`.

Each command runs as a new process, the way a person or a CI job starts it; wall time is from
spawning it to its exit, CPU time is the child's user + system (``RUSAGE_CHILDREN``), which on a
shared machine is the steadier figure. Rounds alternate the commands, so drift of the machine
hits them alike; figures are medians, the ratio is the median of the per-round ratios.

The comparison: ``arena run human_in_the_loop --adapter vanilla`` (12 items, scripted model,
checks, results files) against ``inspect eval`` of 12 ``mockllm`` samples (generate + ``includes``
scorer, log file). inspect_ai lives in a throw-away environment the benchmark makes with uv on
first use (``bench/.inspect-venv``, not part of ``make test``), bytecode compiled as pip would.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.report import Section, Table, median, num
from bench.server import ROOT

INSPECT_VENV = ROOT / "bench" / ".inspect-venv"
INSPECT_REQUIREMENT = "inspect-ai"

TASK = '''"""12 mockllm samples for `inspect eval` (bench/startup.py compares `arena run` with it)."""

import inspect_ai.model._model as _model
from inspect_ai import Task, task
from inspect_ai.dataset import Sample
from inspect_ai.scorer import includes
from inspect_ai.solver import generate

# Offline: mockllm estimates usage with tiktoken's o200k_base, whose vocabulary is downloaded on
# first use (no network here). Counting words instead makes inspect's side cheaper, never dearer.
_model.count_text_tokens = lambda text: max(1, len(text.split()))


@task
def twelve() -> Task:
    return Task(
        dataset=[Sample(input=f"Book room {i}", target="Default output") for i in range(12)],
        solver=generate(),
        scorer=includes(),
    )
'''


def inspect_python(log: Any = print) -> Path | None:
    """The throw-away environment's interpreter, made on first use; None without uv or network."""
    python = INSPECT_VENV / "bin" / "python"
    if (INSPECT_VENV / ".ready").exists() and python.exists():
        return python
    uv = Path(sys.executable).with_name("uv")
    uv_cmd = str(uv) if uv.exists() else shutil.which("uv")
    if uv_cmd is None:
        return None
    log(f"bench: creating {INSPECT_VENV} with {INSPECT_REQUIREMENT} (once)")
    try:
        subprocess.run(
            [uv_cmd, "venv", "--quiet", "--allow-existing", "--python", sys.executable,
             str(INSPECT_VENV)],
            check=True, capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        subprocess.run(
            [uv_cmd, "pip", "install", "--quiet", "--compile-bytecode", "--python", str(python),
             INSPECT_REQUIREMENT],
            check=True, capture_output=True, text=True, timeout=900,
        )  # fmt: skip
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        log(f"bench: could not install inspect_ai: {getattr(exc, 'stderr', '') or exc}")
        return None
    (INSPECT_VENV / ".ready").write_text(INSPECT_REQUIREMENT + "\n")
    return python


def timed(cmd: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> dict[str, Any]:
    """Wall and CPU seconds of one child process, start to exit."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    clock = time.perf_counter()
    proc = subprocess.run(list(cmd), cwd=cwd, capture_output=True, text=True, env=env, timeout=600)
    wall = time.perf_counter() - clock
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    tail = (proc.stderr if proc.returncode else proc.stdout)[-600:]
    return {"wall_s": wall, "cpu_s": cpu, "rc": proc.returncode, "tail": tail}


def _commands(work: Path, inspect: Path | None) -> dict[str, list[str]]:
    arena = str(Path(sys.executable).with_name("arena"))
    store = work / "arena.db"
    cmds = {
        "arena --help": [arena, "--help"],
        "arena list": [arena, "list"],
        "arena pending (empty store)": [arena, "pending", "--store", str(store)],
        RUN_NAME: [
            arena, "run", "human_in_the_loop", "--adapter", RUN_ADAPTER, "--quiet",
            "--out", str(work / "results"),
        ],
    }  # fmt: skip
    if inspect is not None:
        (work / "task.py").write_text(TASK)
        cmds["inspect eval (12 mockllm samples)"] = [
            str(inspect.with_name("inspect")), "eval", "task.py",  # relative: it globs
            "--model", "mockllm/model", "--log-dir", str(work / "logs"),
        ]  # fmt: skip
    return cmds


#: The timed ``arena run``: its adapter and how many items the arena holds.
RUN_NAME, RUN_ADAPTER, RUN_ITEMS = "arena run (12 vanilla items)", "vanilla", 12


def not_the_work(results: Path, adapter: str = RUN_ADAPTER, items: int = RUN_ITEMS) -> str:
    """Why the timed ``arena run`` did not do the work its row names ('' when it did): its
    ``summary.json`` must hold ``adapter``'s ``items`` items, each run once, none failed, every
    run passing its checks (the scripted model is compliant). The exit status alone was read:
    a run that wrote no results, or ran two items, or whose runs failed, was timed as the 12
    (evidence52b)."""
    try:
        summary = json.loads((results / "summary.json").read_text())
        row = summary["adapters"][adapter]
    except (OSError, ValueError, KeyError, TypeError):
        return f"no results of {adapter} in {results / 'summary.json'}"
    got = {k: row.get(k) for k in ("items", "runs", "failed_runs", "passed")}
    if got["items"] != items or got["runs"] != items:
        return f"{got['items']} item(s), {got['runs']} run(s) of {adapter}, not {items}"
    if got["failed_runs"] or got["passed"] != items:
        return f"{got['failed_runs']} run(s) failed, {got['passed']} of {items} passed its checks"
    return ""


def _fresh_out(work: Path) -> None:
    """``arena run --out`` refuses a folder that holds an earlier run's results (ad27a8a): each
    timed run gets the folder afresh, outside its timing."""
    shutil.rmtree(work / "results", ignore_errors=True)


def measure(rounds: int, with_inspect: bool = True) -> dict[str, Any]:
    from arena.store import open_store

    inspect = inspect_python() if with_inspect else None
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        work = Path(tmp)
        open_store(str(work / "arena.db")).close()
        cmds = _commands(work, inspect)
        env = {**os.environ, "COLUMNS": "100"}
        for cmd in cmds.values():  # warm the disk cache; not counted
            _fresh_out(work)
            timed(cmd, work, env)
        runs: dict[str, list[dict[str, Any]]] = {name: [] for name in cmds}
        order = list(cmds)
        for k in range(rounds):
            for name in order if k % 2 == 0 else order[::-1]:
                _fresh_out(work)
                runs[name].append(timed(cmds[name], work, env))
                done = runs[name][-1]
                # the run's results, read after its timing: its exit status is not the work
                if name == RUN_NAME and not done["rc"] and (why := not_the_work(work / "results")):
                    done.update(rc=-1, tail=f"not the work: {why}")
    failed = {n: r[-1]["tail"] for n, r in runs.items() if any(x["rc"] != 0 for x in r)}
    out: dict[str, Any] = {"rounds": rounds, "inspect": str(inspect) if inspect else None}
    out["commands"] = {
        name: {
            "wall_s": median([r["wall_s"] for r in rs]),
            "cpu_s": median([r["cpu_s"] for r in rs]),
            "walls": [r["wall_s"] for r in rs],
            "cpus": [r["cpu_s"] for r in rs],
        }
        for name, rs in runs.items()
    }
    out["failed"] = failed
    if inspect is not None:
        a, i = runs[RUN_NAME], runs["inspect eval (12 mockllm samples)"]
        out["ratio_wall"] = median([x["wall_s"] / y["wall_s"] for x, y in zip(a, i, strict=True)])
        out["ratio_cpu"] = median([x["cpu_s"] / y["cpu_s"] for x, y in zip(a, i, strict=True)])
        out["inspect_version"] = _version(inspect)
    return out


def _version(python: Path) -> str:
    proc = subprocess.run(
        [str(python), "-c", "import inspect_ai; print(inspect_ai.__version__)"],
        capture_output=True,
        text=True,
    )
    return proc.stdout.strip() or "?"


def run(rounds: int, with_inspect: bool = True) -> Section:
    d = measure(rounds, with_inspect)
    section = Section(name="startup", title="Start to finish: a new process per command")
    table = Table(
        title=f"median of {rounds} alternating rounds; a new process each time",
        columns=["command", "wall s", "CPU s", "min–max wall s"],
    )
    for name, c in d["commands"].items():
        table.rows.append(
            [
                name,
                num(c["wall_s"]),
                num(c["cpu_s"]),
                f"{num(min(c['walls']))}–{num(max(c['walls']))}",
            ]
        )
    section.tables.append(table)
    if "ratio_wall" in d:
        section.notes.append(
            f"**arena run ÷ inspect eval: {num(d['ratio_wall'])} wall, {num(d['ratio_cpu'])} CPU** "
            f"(target ≤ 0.30; inspect_ai {d['inspect_version']} in bench/.inspect-venv, bytecode "
            "compiled; its tiktoken token count replaced by a word count, offline)."
        )
    else:
        section.notes.append("inspect eval: not measured (no uv, or inspect_ai not installable).")
    for name, tail in d["failed"].items():
        section.notes.append(f"FAILED: {name}: {tail.strip()[-200:]}")
    section.notes.append(
        "wall = spawn to exit; CPU = the child's user + system time. arena run includes the "
        "scripted model server, the checks and the results files; inspect eval its log file."
    )
    section.data = d
    return section


if __name__ == "__main__":
    print(run(int(sys.argv[1]) if sys.argv[1:] else 3))
