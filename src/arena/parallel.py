"""``arena run --workers N``: the items spread over N processes, the scripted model in one more.

One event loop runs Python on one core at a time, so once a run keeps a core busy more
concurrency buys nothing (docs/benchmarks.md §3); more processes do. The parent deals the
(adapter, item) jobs out round-robin; each worker builds its own adapters, runs its share through
:func:`arena.runner.run_many` at its part of the concurrency and sends every result back as it
finishes (so a progress bar moves). Results come back in job order: the same runs, checks and
traces one process gives, only the run ids and timings differ.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import queue
import signal
import socket
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.endpoints import ModelChoice
from arena.errors import RunError, UserError
from arena.framework_log import FrameworkLog, framework_log
from arena.runner import Answerer, RunResult, human_answerer, run_many
from arena.settings import DEFAULTS, RunSettings
from arena.types import EvalItem, ResumableRunner
from arena.workers.process import children_ignore_ctrl_c

if TYPE_CHECKING:
    from arena.store.base import Store

#: How long the parent waits for any word from a worker before checking that all still live.
POLL_S = 1.0


@dataclass(frozen=True, kw_only=True)
class _Share:
    """What one worker runs: picklable, so ``spawn`` can hand it over."""

    arena: Arena
    jobs: tuple[tuple[str, EvalItem, ModelEndpoint], ...]  # (adapter, item, its endpoint)
    endpoint: ModelEndpoint
    settings: RunSettings  # with this worker's part of the concurrency
    store: str | None
    #: Where the frameworks' warnings and errors go (the parent's ``framework.log``), or None.
    log: str | None = None


def _worker(index: int, share: _Share, out: Any) -> None:
    """A worker process: run the share, report each result, then the run ids in job order."""
    if share.log is None:
        _work(index, share, out, None)
        return
    with framework_log(Path(share.log)) as logs:  # not onto the parent's terminal
        _work(index, share, out, logs)


def _work(index: int, share: _Share, out: Any, logs: FrameworkLog | None) -> None:
    try:
        from arena.adapters import AgentSpec, load_adapter
        from arena.evaluate import check_spec

        spec = AgentSpec.from_module(share.arena.tools(), name=share.arena.name)
        adapters = {
            name: load_adapter(name, spec) for name in dict.fromkeys(n for n, _, _ in share.jobs)
        }
        store = record = None
        if share.store is not None:
            from arena.runs.recorder import recording
            from arena.store import open_store

            store = open_store(share.store)
            record = recording(store, tools_module=share.arena.tools_module)
        human = share.settings.mode == "human"
        try:
            results = asyncio.run(
                _until_terminated(
                    [(adapters[name], item) for name, item, _ in share.jobs],
                    share.endpoint,
                    settings=share.settings,
                    arena=share.arena.name,
                    spec=check_spec(share.arena),
                    answerer_for=(lambda _item: human_answerer) if human else None,
                    on_result=lambda result: out.put(("result", index, result)),
                    record=record,
                    endpoint_for=lambda i: share.jobs[i][2],
                )
            )
        finally:
            if store is not None:
                store.close()
        if logs is not None:  # before "done": the parent stops reading at the last one
            out.put(("log", index, (logs.count, logs.first)))
        out.put(("done", index, [r.run_id for r in results]))
    except asyncio.CancelledError:  # the parent stopped this worker: it is no longer listening
        return
    except BaseException as exc:  # the parent must hear of it, whatever it is
        text = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        out.put(("error", index, f"{text}\n{traceback.format_exc()[-1500:]}"))


async def _until_terminated(
    jobs: list[tuple[ResumableRunner, EvalItem]], endpoint: ModelEndpoint, **kw: Any
) -> list[RunResult]:
    """:func:`run_many`, cancelled by SIGTERM: how the parent stops its workers on Ctrl-C (they
    ignore SIGINT). Cancelled, each run gives back what it holds (``RunHooks.interrupted``:
    a durable run released, one that cannot continue failed, a begun booking held for a
    person) instead of leaving its claim to expire under a dead process."""
    task = asyncio.current_task()
    assert task is not None
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    return await run_many(jobs, endpoint, **kw)


def evaluate_spread(
    arena: Arena,
    adapters: Sequence[ResumableRunner],
    endpoint: ModelEndpoint,
    *,
    workers: int,
    settings: RunSettings = DEFAULTS,
    items: Sequence[EvalItem] | None = None,
    answerer_for: Callable[[EvalItem], Answerer] | None = None,
    on_result: Callable[[RunResult], None] | None = None,
    store: Store | None = None,
    endpoint_for: Callable[[str, EvalItem, int], ModelEndpoint] | None = None,
    logs: FrameworkLog | None = None,
) -> list[RunResult]:
    """:func:`arena.evaluate.evaluate` over ``workers`` processes, with the same arguments.

    Each worker builds its own adapters (by name) and opens ``store`` by its location; answers
    come from the items' scripted human, or from nobody in ``mode="human"`` — another answerer
    cannot cross into a process. With ``logs``, what the frameworks log in a worker goes to the
    same file, and is counted there.
    """
    human = settings.mode == "human"
    if answerer_for is not None and not human:
        raise UserError("--workers runs the items' scripted answers or none (--human) only")
    names = [a.name for a in adapters]
    plan = [
        (n, i, r) for n in names for i in (items or arena.items) for r in range(settings.repeats)
    ]
    jobs = [(n, i, endpoint_for(n, i, r) if endpoint_for else endpoint) for n, i, r in plan]
    n = max(1, min(workers, len(jobs)))
    shares = [
        _Share(
            arena=arena,
            jobs=tuple(jobs[k::n]),
            endpoint=endpoint,
            settings=msgspec.structs.replace(
                settings, concurrency=max(1, -(-settings.concurrency // n))
            ),
            # PostgreSQL's location is redacted for messages; its url has what connecting needs.
            store=(getattr(store, "url", None) or store.location) if store is not None else None,
            log=str(logs.path) if logs is not None else None,
        )
        for k in range(n)
    ]
    ctx = multiprocessing.get_context("spawn")  # no inherited event loops, threads or sockets
    out = ctx.Queue()
    procs = [
        ctx.Process(target=_worker, args=(k, s, out), daemon=True) for k, s in enumerate(shares)
    ]
    with children_ignore_ctrl_c():  # Ctrl-C is the parent's to handle: it stops them below
        for proc in procs:
            proc.start()
    by_id: dict[str, RunResult] = {}
    order: dict[int, list[str]] = {}
    try:
        while len(order) < n:
            try:
                kind, k, payload = out.get(timeout=POLL_S)
            except queue.Empty:
                dead = [p for i, p in enumerate(procs) if i not in order and not p.is_alive()]
                if dead:
                    raise RunError(
                        f"worker process {dead[0].pid} exited ({dead[0].exitcode}) before "
                        "finishing its items"
                    ) from None
                continue
            if kind == "result":
                by_id[payload.run_id] = payload
                if on_result:
                    on_result(payload)
            elif kind == "done":
                order[k] = payload
            elif kind == "log":
                if logs is not None:
                    logs.absorb(*payload)
            else:
                raise RunError(f"worker {k} failed: {payload}")
    except BaseException:  # Ctrl-C, a dead worker: the others stop now, not after a wait
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
        raise
    finally:
        for proc in procs:  # a stopped worker first gives back its runs' claims (above)
            proc.join(timeout=5)
            if proc.is_alive():
                proc.kill()
                proc.join()
    ordered: list[RunResult | None] = [None] * len(jobs)
    for k, ids in order.items():
        for j, run_id in enumerate(ids):
            ordered[k + j * n] = by_id[run_id]
    done = [r for r in ordered if r is not None]
    for result, (_, _, repeat) in zip(done, plan, strict=True):
        result.extra["repeat"] = repeat
    return done


@contextlib.contextmanager
def model_process(choice: ModelChoice, latency_ms: float = 0.0) -> Iterator[ModelEndpoint]:
    """The scripted model in a process of its own (``arena model serve`` on a free port), so the
    workers' event loops do not share a core with it; a real endpoint is opened with
    :meth:`ModelChoice.open` instead."""
    if not choice.scripted:
        raise ValueError("model_process serves the scripted model; open a URL with choice.open()")
    code = (
        "import sys; from arena.model import serve; "
        "serve(port=0, latency_ms=float(sys.argv[1]), echo=lambda m: print(m, flush=True))"
    )
    with children_ignore_ctrl_c():  # terminated below, however the parent ends
        proc = subprocess.Popen(
            [sys.executable, "-c", code, str(latency_ms)],
            stdout=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    try:
        assert proc.stdout is not None
        first = proc.stdout.readline().strip()
        if "http" not in first:
            raise RunError(f"the scripted model process did not start (said {first!r})")
        base_url = first[first.index("http") :]
        _wait_accepting(base_url, proc)
        yield ModelEndpoint(base_url=base_url, model=choice.model_name)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _wait_accepting(base_url: str, proc: subprocess.Popen[str], timeout_s: float = 30.0) -> None:
    """The port is bound before it is announced, but served only once uvicorn is up."""
    host, port = base_url.split("//", 1)[1].split("/", 1)[0].rsplit(":", 1)
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            with socket.create_connection((host.strip("[]"), int(port)), timeout=0.5):
                return
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RunError(
                    f"the scripted model process at {base_url} accepts nothing"
                ) from None
            time.sleep(0.01)


__all__ = ["evaluate_spread", "model_process"]
