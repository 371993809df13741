"""``arena worker``: resume answered runs as soon as they are answered, as a long-running service.

A thin layer over :class:`arena.service.Worker`: options, signals, the store's state folder.
Exit codes: 0 stopped (SIGTERM, Ctrl-C) or ``--once`` done; 1 ``--once`` left runs it could not
resume; 2 a user error (store missing, bad option), in one line.
"""

from __future__ import annotations

import asyncio
import signal
import sys

import click

from arena import statedir
from arena.cli.options import (
    SECONDS,
    Finite,
    adopt_option,
    concurrency_option,
    leg_timeout_option,
    store_option,
    warn_short_claim,
)
from arena.cli.store_file import open_existing
from arena.errors import StoreError
from arena.runner import DEFAULT_LEG_TIMEOUT
from arena.store import open_store, store_location
from arena.store.urls import is_url


@click.command()
@concurrency_option("Runs this worker resumes at the same time.")
@click.option("--once", is_flag=True, help="Resume what is ready now, then exit.")
@click.option(
    "--sweep",
    "sweep_s",
    default=None,
    type=SECONDS,
    help="Seconds between sweeps of the store for ready runs and expired claims "
    "(default: 30 on PostgreSQL, where notifications do the rest; 1 on SQLite).",
)
@leg_timeout_option(DEFAULT_LEG_TIMEOUT)
@click.option(
    "--claim-ttl",
    "claim_ttl_s",
    default=None,
    type=SECONDS,
    help="How long a claim lasts before another worker may take the run over "
    "(default: the leg timeout + 30 s).",
)
@click.option(
    "--grace",
    "grace_s",
    default=None,
    type=SECONDS,
    help="After SIGTERM, seconds runs in flight get to finish (default: the leg timeout); "
    "the rest are released.",
)
@click.option(
    "--scripted-latency",
    "scripted_latency_ms",
    default=0.0,
    type=Finite(0),
    metavar="MS",
    help="Latency of this worker's scripted model, for drills and benchmarks.",
)
@adopt_option()
@store_option()
def worker(
    concurrency: int,
    once: bool,
    sweep_s: float | None,
    leg_timeout: float,
    claim_ttl_s: float | None,
    grace_s: float | None,
    scripted_latency_ms: float,
    adopt_copy: bool,
    store_path: str | None,
) -> None:
    """Resume answered runs as they are answered, until stopped (PostgreSQL: notified; SQLite: polled).

    Start several, on one machine or many, against one PostgreSQL store: each run is resumed by
    exactly one of them; a worker that dies mid-leg leaves its claim to expire, and another takes
    the run over. SIGTERM stops taking work and lets legs in flight finish.
    """
    from arena.runs.allow import load_allow
    from arena.runs.policy_arenas import find_store_policy
    from arena.service import Worker, WorkerSettings
    from arena.service.worker import summary

    warn_short_claim(claim_ttl_s, leg_timeout)
    location = store_location(store_path)
    # a bad $ARENA_POLICY stops the worker now, not each resumed run; checked against (and its
    # recorders given) the store's runs' arenas, as arena run gives its own (tester 11, 8)
    find_store_policy(None, location=location, export=True)
    load_allow()  # so does a missing or unreadable $ARENA_ALLOW file
    settings = WorkerSettings(
        concurrency=concurrency,
        sweep_s=sweep_s,
        leg_timeout_s=leg_timeout,
        claim_ttl_s=claim_ttl_s,
        once=once,
        grace_s=grace_s if grace_s is not None else leg_timeout,
        scripted_latency_ms=scripted_latency_ms,
    )
    url = location if is_url(location) else None
    opened = open_store(location) if url is not None else open_existing(store_path)
    with opened as store, statedir.using(location):
        store.check_home(adopt=adopt_copy)  # a copy never resumes beside its original
        service = Worker(store, settings, url=url)
        service.say(f"worker {service.owner} on {store.location}: warming up")

        async def main() -> None:
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGTERM, signal.SIGINT):
                loop.add_signal_handler(sig, service.stop)
            await service.serve()

        asyncio.run(main())
        stats = service.stats
        service.say(f"stopped: {summary(stats)}")
        if service.unusable:  # read-only, or behind its record: one line, exit 2, not one a sweep
            raise StoreError(service.unusable)
    if once and stats.refused:
        sys.exit(1)
