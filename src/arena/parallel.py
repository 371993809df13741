"""``arena run --workers N``: the items spread over N processes, the scripted model in one more.

One event loop runs Python on one core at a time, so once a run keeps a core busy more
concurrency buys nothing (docs/benchmarks.md §3); more processes do. The parent deals the
(adapter, item) jobs out round-robin; each worker builds its own adapters, runs its share as
:func:`arena.runner.run_many` does, at its part of the concurrency and sends every result back as it
finishes (so a progress bar moves). Results come back in job order: the same runs, checks and
traces one process gives, only the run ids and timings differ.

The scripted model's process (:func:`model_process`) serves runs as ``arena run``'s own server
does: a run route only if the harness registered it, each run's requests in a log the checks
read. Each worker registers its runs and reads their log over the model's log endpoints, with
the key the parent hands it in its share (the worker's own pipe; never in an endpoint or the
environment an adapter sees).

With ``--probes`` (:class:`arena.probes.Probing`) the probe runs are dealt out too, and each
worker runs its probes among its ordinary runs, on the same adapters, as one process does: the
probes ran in the parent while the ordinary runs went to the workers, so an adapter careful only
where ``multiprocessing.parent_process()`` is None read "unaided: yes" and scored 0/12 under
``arena run --behaviour batch --workers 2`` (red team 20); then in each worker before its ordinary
runs, on adapters of their own, built after those (red team 21).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import multiprocessing
import os
import queue
import signal
import tempfile
import traceback
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.display import clip
from arena.endpoints import ModelChoice
from arena.errors import ArenaError, ModelGone, RunError, UserError
from arena.framework_log import FrameworkLog, framework_log
from arena.outage import FailingAlike
from arena.parallel_stop import POLL_S as POLL_S
from arena.parallel_stop import stop_workers
from arena.runner import Answerer, RunResult, human_answerer
from arena.settings import DEFAULTS, RunSettings
from arena.types import EvalItem, ResumableRunner
from arena.workers.process import children_ignore_ctrl_c

if TYPE_CHECKING:
    from multiprocessing.synchronize import Event as Over

    from arena.model.process import ModelProcess
    from arena.probe_flows import Halt, Work
    from arena.probes import ItemPlan, Probe, ProbeJob, Probing, Runners
    from arena.request_log import RequestLog
    from arena.store.base import Store

T = TypeVar("T")

#: The scripted model's processes :func:`model_process` runs, by base URL: the parent checks
#: that the one its workers' runs call still serves (:meth:`ModelProcess.gone`).
_MODELS: dict[str, ModelProcess] = {}


@dataclass(frozen=True, kw_only=True)
class _Probes:
    """The probe runs one worker makes (:mod:`arena.probes`), among its ordinary runs."""

    plan: ItemPlan
    probes: tuple[Probe, ...]
    names: tuple[str, ...]
    jobs: tuple[ProbeJob, ...]


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
    #: The scripted model's per-run log: (host, port, key) (RemoteRequestLog._handoff), or None.
    model_log: tuple[str, int, str] | None = None
    #: The probe runs to make among the ordinary ones (``arena run --probes``), or None.
    probes: _Probes | None = None


def _worker(index: int, share: _Share, out: Any, halt: Halt, over: Over) -> None:
    """A worker process: run the share, report each result, then the run ids in job order.
    ``halt``, shared by all the workers, is set once any of them met a refused key; ``over``,
    this worker's own, once it holds no run any more (finished, or each given back when the
    parent stopped it), which the parent waits for before it kills
    (:func:`arena.parallel_stop.stop_workers`)."""
    try:
        if share.log is None:
            _work(index, share, out, None, halt)
            return
        with framework_log(Path(share.log)) as logs:  # not onto the parent's terminal
            _work(index, share, out, logs, halt)
    finally:
        over.set()


def _work(index: int, share: _Share, out: Any, logs: FrameworkLog | None, halt: Halt) -> None:
    try:
        from arena.adapters import AgentSpec, load_adapter

        names = list(dict.fromkeys(n for n, _, _ in share.jobs))
        seed: str | None = None  # without probes the runs start in job order
        if share.probes is not None:  # built together, in a drawn order (arena.probes)
            from arena.probes import build_runners

            names += [n for n in share.probes.names if n not in names]
            seed = f"{share.probes.plan.seed}/{index}"
            runners, unsupported = build_runners(
                share.arena, names, share.probes.probes, seed=seed, ordinary=True
            )
            out.put(("unsupported", index, unsupported))
        else:
            spec = AgentSpec.from_module(share.arena.tools(), name=share.arena.name)
            runners = {(name, False): load_adapter(name, spec) for name in names}
        store = record = None
        if share.store is not None:
            from arena.runs.recorder import recording
            from arena.store import open_store

            store = open_store(share.store)
            record = recording(store, tools_module=share.arena.tools_module)
        human = share.settings.mode == "human"
        endpoint, jobs, model_log = share.endpoint, share.jobs, None
        if share.model_log is not None:  # each run registered with and read from the model's log
            from arena.model.remote_log import RemoteRequestLog

            host, port, key = share.model_log
            model_log = RemoteRequestLog(host, port, key=key)
            endpoint = _with_log(endpoint, model_log)
            jobs = tuple((n, i, _with_log(e, model_log)) for n, i, e in jobs)
        try:
            from arena.probe_flows import mixed, ordinary_work

            work = ordinary_work(
                [(runners[(name, False)], item, e) for name, item, e in jobs],
                settings=share.settings,
                arena=share.arena,
                answerer_for=(lambda _item: human_answerer) if human else None,
                on_result=lambda result: out.put(("result", index, result)),
                record=record,
                refused=[],  # this worker's: its runs stop at its first refused key,
                halt=halt,  # and every other worker's at once (those in flight finish)
            )
            if share.probes is not None:  # among the ordinary runs, in a drawn order
                work += _probe_work(index, share, endpoint, runners, out)
            ran = mixed(work, seed=seed, concurrency=share.settings.concurrency)
            gc.collect()  # clients of an earlier loop close now, not inside this one
            results = asyncio.run(_until_terminated(ran))[: len(jobs)]
            if model_log is not None:
                model_log.flush()  # its last runs' routes end now, not with the model
        finally:
            if store is not None:
                store.close()
        if logs is not None:  # before "done": the parent stops reading at the last one
            out.put(("log", index, (logs.count, logs.first)))
        out.put(("done", index, [r.run_id if r is not None else None for r in results]))
    except asyncio.CancelledError:  # the parent stopped this worker: it is no longer listening
        return
    except BaseException as exc:  # the parent must hear of it, whatever it is
        # the harness's own errors say what to do in their words; others are named
        text = str(exc) if isinstance(exc, ArenaError) else None
        text = text or "".join(traceback.format_exception_only(type(exc), exc)).strip()
        out.put(("error", index, (text, traceback.format_exc())))


def _probe_work(
    index: int, share: _Share, endpoint: ModelEndpoint, runners: Runners, out: Any
) -> list[Work]:
    """The worker's probe runs (:func:`arena.probes.probe_work`), each reported as it ends
    with its place among all the probe runs."""
    from arena.probes import probe_work

    assert share.probes is not None
    work = probe_work(
        share.arena,
        share.probes.jobs,
        runners,
        endpoint,
        plan=share.probes.plan,
        leg_timeout_s=share.settings.leg_timeout_s,
        on_result=lambda k, run: out.put(("probe", index, (k, run))),
    )
    return [w for _, w in work]


def share_concurrency(concurrency: int, n: int) -> list[int]:
    """``concurrency`` dealt over ``n`` workers, adding up to it (each worker at least 1): each
    took the quotient rounded up, so ``--workers 3 --concurrency 4`` had 6 runs in flight against
    an endpoint the user had limited to 4 (users37)."""
    return [max(1, concurrency // n + (k < concurrency % n)) for k in range(n)]


def deal_probe_jobs(jobs: Sequence[ProbeJob], n: int) -> list[tuple[ProbeJob, ...]]:
    """``jobs`` over ``n`` workers, an adapter's runs of one probe all to one worker, the
    (probe, adapter) groups dealt round in turn.

    Dealt one run at a time, a probe's two batch runs went one to each worker, where
    :func:`arena.probe_flows.spread` has one run to place and places it anywhere: both fell
    among their worker's first four runs about one time in five, and an adapter careful only
    on its first runs in a process read "unaided: yes" with ``--workers 2``
    (reference_adapters_instaware.FirstK)."""
    groups: dict[tuple[str, str], list[ProbeJob]] = {}
    for job in jobs:
        groups.setdefault((job[1].name, job[2]), []).append(job)
    shares: list[list[ProbeJob]] = [[] for _ in range(n)]
    for g, group in enumerate(groups.values()):
        shares[g % n].extend(group)
    return [tuple(share) for share in shares]


def _with_log(endpoint: ModelEndpoint, log: RequestLog | None) -> ModelEndpoint:
    return msgspec.structs.replace(endpoint, request_log=log)


async def _until_terminated(work: Awaitable[T]) -> T:
    """``work`` (the share's runs), cancelled by SIGTERM: how the parent stops
    its workers on Ctrl-C (SIGINT is blocked in them: they start inside
    ``children_ignore_ctrl_c``). Cancelled, each run gives back what it holds
    (``RunHooks.interrupted``: a durable run released, one that cannot continue failed, a begun
    booking held for a person) instead of leaving its claim to expire under a dead process."""
    task = asyncio.current_task()
    assert task is not None
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
    return await work


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
    probes: Probing | None = None,
    not_run: list[int] | None = None,
) -> list[RunResult]:
    """:func:`arena.evaluate.evaluate` over ``workers`` processes, with the same arguments
    (``not_run``: once any worker's run was refused the key, or the first runs to finish all
    failed alike (``settings.stop_failing_alike``), no worker starts another).

    Each worker builds its own adapters (by name) and opens ``store`` by its location; answers
    come from the items' scripted human, or from nobody in ``mode="human"`` — another answerer
    cannot cross into a process. With ``logs``, what the frameworks log in a worker goes to the
    same file, and is counted there. With ``probes``, each worker makes its share of
    the probe runs among its ordinary runs (collected in ``probes``: :meth:`Probing.outcome`).
    """
    human = settings.mode == "human"
    if answerer_for is not None and not human:
        raise UserError("--workers runs the items' scripted answers or none (--human) only")
    names = [a.name for a in adapters]
    plan = [
        (n, i, r) for n in names for i in (items or arena.items) for r in range(settings.repeats)
    ]
    jobs = [(n, i, endpoint_for(n, i, r) if endpoint_for else endpoint) for n, i, r in plan]
    # A log crosses to a worker as what rebuilds it there (a model process's), else not at all.
    handoff = getattr(endpoint.request_log, "_handoff", None)
    model_log: tuple[str, int, str] | None = handoff() if handoff is not None else None
    if endpoint.request_log is not None:
        endpoint = _with_log(endpoint, None)
        jobs = [(a, i, _with_log(e, None)) for a, i, e in jobs]
    n = max(1, min(workers, len(jobs), settings.concurrency))  # each runs one at least
    dealt = deal_probe_jobs(probes.jobs, n) if probes is not None else []
    parts = share_concurrency(settings.concurrency, n)
    shares = [
        _Share(
            arena=arena,
            jobs=tuple(jobs[k::n]),
            endpoint=endpoint,
            settings=msgspec.structs.replace(settings, concurrency=parts[k]),
            # PostgreSQL's location is redacted for messages; its url has what connecting needs.
            store=(getattr(store, "url", None) or store.location) if store is not None else None,
            log=str(logs.path) if logs is not None else None,
            model_log=model_log,
            probes=_Probes(
                plan=probes.plan, probes=probes.probes, names=probes.names, jobs=dealt[k]
            )
            if probes is not None
            else None,
        )
        for k in range(n)
    ]
    ctx = multiprocessing.get_context("spawn")  # no inherited event loops, threads or sockets
    out, halt = ctx.Queue(), ctx.Event()
    over = [ctx.Event() for _ in shares]
    procs = [
        ctx.Process(target=_worker, args=(k, s, out, halt, over[k]), daemon=True)
        for k, s in enumerate(shares)
    ]
    by_id: dict[str, RunResult] = {}
    order: dict[int, list[str | None]] = {}  # None: not started (the key was refused)
    # The first runs to finish, whichever worker ran them, all failed on one error answer of
    # the endpoint: no further run starts (a 429 on every call ran 12 of 12 under --workers 2,
    # where one process stops after 3: users41).
    alike = FailingAlike() if settings.stop_failing_alike else None
    model = _MODELS.get(endpoint.base_url)  # the scripted model's own process, if it is one
    interrupted = False
    try:
        # Ctrl-C is the parent's to handle (one while they start is raised as they are): it
        # stops them below.
        with children_ignore_ctrl_c():
            for proc in procs:
                proc.start()
        while len(order) < n:
            if (gone := _model_gone(model)) is not None:  # a select, no wait
                raise gone
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
                if alike is not None and alike.note(payload.extra):
                    halt.set()  # no worker starts another run (those in flight finish)
                if on_result:
                    on_result(payload)
            elif kind == "probe" and probes is not None:
                probes.took(*payload)
            elif kind == "unsupported" and probes is not None:
                probes.unsupported.extend(payload)
            elif kind == "done":
                order[k] = payload
            elif kind == "log":
                if logs is not None:
                    logs.absorb(*payload)
            else:
                error, trace = payload
                # a worker whose log read was refused because the model's process died: the
                # death is the news, not the worker (it is refused at once since users42)
                if (gone := _model_gone(model)) is not None:
                    raise gone
                raise RunError(_worker_failed(k, error, trace, logs))
    except BaseException as exc:  # Ctrl-C, a dead worker: the others stop now, not after a wait
        interrupted = isinstance(exc, KeyboardInterrupt)
        for proc in procs:
            if proc.is_alive():
                proc.terminate()
        raise
    finally:
        stop_workers(procs, over, store=store, interrupted=interrupted)
    ordered: list[RunResult | None] = [None] * len(jobs)
    for k, ids in order.items():
        for j, run_id in enumerate(ids):
            ordered[k + j * n] = by_id[run_id] if run_id is not None else None
    skipped = [k for k, r in enumerate(ordered) if r is None]
    if not_run is not None:
        not_run.extend(skipped)
    done = [r for r in ordered if r is not None]
    ran = [p for k, p in enumerate(plan) if k not in set(skipped)]
    for result, (_, _, repeat) in zip(done, ran, strict=True):
        result.extra["repeat"] = repeat
    return done


def _model_gone(model: ModelProcess | None) -> ModelGone | None:
    """The error that stops the workers when the scripted model's own process is gone."""
    gone = model.gone() if model is not None else None
    if gone is None:
        return None
    return ModelGone(
        f"{gone} while the runs went on: no run would get a model answer, so the workers were "
        "stopped; run again",
        gone,
    )


def _worker_failed(k: int, error: str, trace: str, logs: FrameworkLog | None) -> str:
    """One line for a worker that raised: its error and the file its traceback went to (the
    framework log, else a file of its own). The traceback itself, escaped onto the error line,
    read 'worker 0 failed: TimeoutError: timed out\\nTraceback ...' (users41)."""
    said = clip(" ".join(error.split()), 300)
    text = f"worker {k} failed: {error}\n{trace}"
    try:
        if logs is not None:
            logs.path.parent.mkdir(parents=True, exist_ok=True)
            with logs.path.open("a", encoding="utf-8") as f:
                f.write(text + "\n")
            where = logs.path
        else:
            fd, name = tempfile.mkstemp(prefix=f"arena-worker-{k}-", suffix=".log")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text + "\n")
            where = Path(name)
    except OSError:
        return f"worker {k} failed: {said} (its traceback could not be written)"
    return f"worker {k} failed: {said} (its traceback is in {where})"


@contextlib.contextmanager
def model_process(choice: ModelChoice) -> Iterator[ModelEndpoint]:
    """The scripted model in a process of its own, so the workers' event loops do not share a
    core with it; a real endpoint is opened with :meth:`ModelChoice.open` instead.

    It serves runs as ``arena run``'s own server does (a run route only if the harness
    registered it, a request off it refused and filed): the endpoint's log is the model's
    (:class:`~arena.model.remote_log.RemoteRequestLog`), handed to each worker with its key."""
    if not choice.scripted:
        raise ValueError("model_process serves the scripted model; open a URL with choice.open()")
    from arena.model.process import ModelProcess

    model = ModelProcess()
    url = ""
    try:
        with children_ignore_ctrl_c():  # stopped below, however the parent ends
            model.start()
        try:
            model.ready()
        except RuntimeError as exc:
            raise RunError(str(exc)) from None
        url = model.base_url
        _MODELS[url] = model
        yield ModelEndpoint(base_url=url, model=choice.model_name, request_log=model.request_log)
    finally:
        _MODELS.pop(url, None)
        model.stop()


__all__ = ["evaluate_spread", "model_process"]
