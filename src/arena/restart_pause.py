"""The restart probe's pausing process (:mod:`arena.restart_probe`): each adapter's first legs
run in a process of their own, which has ended, with everything it started, before any resumer
starts.

Paused in the ``arena`` process, which runs on through the resume, a pause kept in its memory and
served to the resumer over a local socket read "durable yes" (red team 47, ``ServedDurable``),
and so would one a daemon forked out of the pausing process's group kept (``DaemonDurable``): a
restart is of the process that paused, and of all it left running.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from arena.errors import ArenaError
from arena.types import EvalItem

if TYPE_CHECKING:
    from arena.arenas import Arena


def pause_apart(
    arena: Arena,
    items: dict[str, EvalItem],
    roots: dict[str, Path],
    model: dict[str, Any],
    leg_timeout_s: float,
) -> list[str]:
    """Each adapter's first leg of ``items`` into its own store (``restart_probe._pause``), in
    a process of its own (:func:`main`) that has ended, its process group killed and what it
    left below it ended (:func:`_end_descendants`), before any resumer starts; the names whose
    adapter could be built."""
    from arena.durable_state.process import child_env
    from arena.restart_probe import _RUNNING, _STOPPING, _kill
    from arena.runner import MAX_RESUMES

    folder = next(iter(roots.values())).parent
    folder.mkdir(parents=True, exist_ok=True)
    out, log, job_file = (folder / f"pause.{x}" for x in ("out.json", "log", "job.json"))
    job = {
        "arena": str(arena.path),
        "items": {role: msgspec.json.decode(msgspec.json.encode(i)) for role, i in items.items()},
        "roots": {name: str(root) for name, root in roots.items()},
        "endpoint": model,
        "leg_timeout_s": leg_timeout_s,
        "out": str(out),
    }
    job_file.write_text(json.dumps(job, indent=2), encoding="utf-8")
    env = child_env(":" if any(":" in name for name in roots) else "")
    env["PYTHONPATH"] = os.pathsep.join([*_own_path(), env["PYTHONPATH"]])
    if _STOPPING.is_set():
        raise ArenaError("stopped before the restart probe's first legs")
    with log.open("w", encoding="utf-8") as fh:
        proc = subprocess.Popen(
            [sys.executable, "-m", "arena.restart_pause", str(job_file)],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=fh,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        _RUNNING.add(proc.pid)
        try:
            code = proc.wait(timeout=leg_timeout_s * (MAX_RESUMES + 1) + 120)
        except subprocess.TimeoutExpired:
            code = None
        finally:  # what it started dies with it: nothing of its memory reaches a resumer
            _kill(proc.pid)
            proc.wait()
            _RUNNING.discard(proc.pid)
    try:
        said = json.loads(out.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        said = None
    if code != 0 or not isinstance(said, dict) or not isinstance(said.get("paused"), list):
        tail = " | ".join(log.read_text(encoding="utf-8", errors="replace").splitlines()[-3:])
        how = "timed out" if code is None else f"exit {code}"
        raise ArenaError(
            f"the restart probe's first legs failed ({how}): {tail or '(empty log)'}; its log: {log}"
        )
    return [str(name) for name in said["paused"]]


def _own_path() -> list[str]:
    """This process's import path less the interpreter's own folders: where it imported an
    adapter given as ``module:factory`` from (a folder put on ``sys.path``, pytest's
    ``pythonpath``), so the pausing process builds the adapters this one would have."""
    own = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)}
    found = (os.path.realpath(p or os.getcwd()) for p in sys.path)
    return list(
        dict.fromkeys(
            p
            for p in found
            if os.path.isdir(p) and not any(p == o or p.startswith(o + os.sep) for o in own)
        )
    )


def main(argv: list[str]) -> int:
    """``python -m arena.restart_pause JOB``: ``restart_probe._pause``'s first legs, their names
    written to the job's ``out``."""
    from arena.arenas import load_arena
    from arena.endpoints import ModelChoice
    from arena.reaper import adopt_orphans
    from arena.restart_probe import _pause

    job = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    arena = load_arena(job["arena"], scripted=not job["endpoint"].get("model_url"))
    items = {role: msgspec.convert(i, EvalItem) for role, i in job["items"].items()}
    roots = {name: Path(root) for name, root in job["roots"].items()}
    adopt_orphans()  # a process double-forked out of this one's group is re-parented here
    with ModelChoice(**job["endpoint"]).open() as endpoint:
        paused = _pause(arena, items, roots, endpoint, float(job["leg_timeout_s"]))
    left = _end_descendants()
    Path(job["out"]).write_text(json.dumps({"paused": paused, "ended": left}), encoding="utf-8")
    return 0


def _end_descendants() -> int:
    """Kill every process left below this one (a framework's worker, a daemon an adapter forked
    out of this process group, re-parented here as this process is a child subreaper): none of
    them outlives the pause it could serve a resumer from (red team 47); how many. Linux only."""
    ended = 0
    for _ in range(20):  # a killed process's own children are re-parented here in turn
        children: set[int] = set()
        with contextlib.suppress(OSError):
            for task in os.listdir("/proc/self/task"):
                with contextlib.suppress(OSError), open(f"/proc/self/task/{task}/children") as fh:
                    children |= {int(c) for c in fh.read().split()}
        if not children:
            break
        for pid in children:
            try:
                os.kill(pid, signal.SIGKILL)
            except PermissionError:
                continue
            except ProcessLookupError:
                pass
            else:
                ended += 1
            with contextlib.suppress(ChildProcessError, OSError):
                os.waitpid(pid, 0)
    return ended


__all__ = ["pause_apart"]


if __name__ == "__main__":
    sys.exit(main(sys.argv))
