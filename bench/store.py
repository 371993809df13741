"""The store under load: 100,000 pending requests; list, show, approve + claim + resume.

Backend-neutral: everything goes through ``open_store(location)`` and the ``Store`` contract, so
``--store-url`` pointed at another backend (PostgreSQL, once ``open_store`` takes its URL) runs
the same benchmark; only seeding needs a per-database helper (:mod:`bench.store_seed`).

1. seed: ``K`` first legs through ``record_leg`` (the leg of a real null-adapter run, with its
   decision context, cloned with new ids), then multiplied in SQL to ``N`` pending requests;
2. operator reads on a fresh connection: the first page of ``pending`` (50, with each request's
   view, as ``arena pending``), a page deep in the list, and ``show`` by id prefix;
3. the operator's write path, per request: ``answer`` (approve) + ``claim`` + ``record_leg`` of the
   resumed leg — one writer process, then two writer processes at once on other requests.

Child mode: ``python -m bench.store writer '<json>'``.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import msgspec

from bench.report import Section, Table, median, ms, num
from bench.server import ROOT

PAGE = 50
ENDPOINT_MODEL = "scripted-compliant"


def _seed_template(location: str) -> tuple[Any, Any, Any]:
    """One real first leg (null adapter, arena tools, decision context) as a LegWrite template."""
    from arena.context import ModelEndpoint
    from arena.runner import human_answerer, run_item
    from arena.runs.recorder import recording
    from arena.store import open_store
    from bench.null import NullAdapter, items

    ep = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model=ENDPOINT_MODEL)
    with open_store(location) as store:
        result = asyncio.run(
            run_item(
                NullAdapter(),
                items(1)[0],
                ep,
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
                arena="human_in_the_loop",
            )
        )
        record = store.run(result.run_id)
        [turn] = store.turns(result.run_id)
        return record, turn, store.snapshot(result.run_id)


def _clone(record: Any, turn: Any, snapshot: Any) -> Any:
    from arena.store.base import LegWrite
    from arena.types import Responder, new_id, utcnow

    run_id, req_id = new_id("run"), new_id("req")
    requests = tuple(
        msgspec.structs.replace(r, id=req_id, run_id=run_id, created_at=utcnow())
        for r in turn.requests
    )
    events = tuple(
        msgspec.structs.replace(e, data={**e.data, "request_id": req_id})
        if e.type == "input.requested"
        else e
        for e in turn.events
    )
    return LegWrite(
        run_id=run_id,
        turn=msgspec.structs.replace(turn, requests=requests, events=events),
        snapshot=snapshot,
        actor=Responder(name="runner", interface="scripted"),
        origin=record.origin,
    )


def seed(location: str, total: int) -> dict[str, Any]:
    from arena.store import open_store
    from bench.store_seed import copy_statements, seeder_for

    first = min(1000, total)
    copies = max(0, total // first - 1)
    record, turn, snapshot = _seed_template(location)
    with open_store(location) as store:
        legs = [_clone(record, turn, snapshot) for _ in range(first - 1)]
        clock = time.perf_counter()
        for leg in legs:
            store.record_leg(leg)
        api_s = time.perf_counter() - clock
    seeder = seeder_for(location)
    clock = time.perf_counter()
    if copies:
        seeder.execute_script(copy_statements(seeder, copies))
    copy_s = time.perf_counter() - clock
    pending = first * (copies + 1)
    return {
        "pending": pending,
        "record_leg_per_s": (first - 1) / api_s,
        "copy_s": copy_s,
        "size_bytes": seeder.size_bytes(),
        "snapshot_bytes": len(json.dumps(snapshot)),
    }


def _timed(fn: Any, repeat: int, budget_s: float = 3.0) -> float:
    """Median of up to ``repeat`` calls (at least 3; fewer once ``budget_s`` is spent)."""
    times: list[float] = []
    while len(times) < repeat and (len(times) < 3 or sum(times) < budget_s):
        clock = time.perf_counter()
        fn()
        times.append(time.perf_counter() - clock)
    return median(times)


def reads(location: str, repeat: int, deep_offset: int, total: int) -> dict[str, Any]:
    """What an operator waits for: ``arena pending`` (first page, a deep page) and ``arena show``."""
    from arena.operator import find, request_view
    from arena.store import open_store

    with open_store(location, create=False) as store:
        clock = time.perf_counter()
        first = [request_view(r) for r in store.pending(limit=PAGE)]
        cold = time.perf_counter() - clock
        page = _timed(lambda: [request_view(r) for r in store.pending(limit=PAGE)], repeat)
        deep = _timed(lambda: store.pending(limit=PAGE, offset=deep_offset), repeat)
        # Keyset pages (`arena pending --after ID`) at the same depth and at the very end.
        cursor = store.pending(limit=1, offset=deep_offset - 1)[0].id
        last = store.pending(limit=1, offset=max(0, total - PAGE - 1))[0].id
        keyset = _timed(
            lambda: [request_view(r) for r in store.pending(limit=PAGE, after=cursor)], repeat
        )
        keyset_last = _timed(
            lambda: [request_view(r) for r in store.pending(limit=PAGE, after=last)], repeat
        )
        after_cursor = [r.id for r in store.pending(limit=PAGE, after=cursor)]
        same = after_cursor == [r.id for r in store.pending(limit=PAGE, offset=deep_offset)]
        last_rows = len(store.pending(limit=PAGE, after=last))
        # What every `arena pending` runs first: record requests whose expiry has passed.
        expire = _timed(store.expire_due, repeat)
        ids = iter(random.Random(0).choices([v.id for v in first], k=repeat * 2))
        show = _timed(lambda: request_view(find(store, next(ids)[:-4])), repeat)
    return {
        "first_page_cold_s": cold,
        "first_page_s": page,
        "deep_page_s": deep,
        "deep_offset": deep_offset,
        "keyset_page_s": keyset,
        "keyset_last_page_s": keyset_last,
        "keyset_same_rows": same,
        # How many rows the timed keyset pages held: an empty page is fast (targets.py).
        "keyset_rows": len(after_cursor),
        "keyset_last_rows": last_rows,
        "show_s": show,
        "expire_due_s": expire,
        "page_rows": len(first),
    }


# -- writers --------------------------------------------------------------------------------------
def _writer(job: dict[str, Any]) -> dict[str, Any]:
    """Approve, claim and record the resumed leg for each (request, run) in ``job["targets"]``."""
    from arena.checks import CheckResult
    from arena.context import ModelEndpoint, RunContext
    from arena.errors import Conflict
    from arena.session import SessionLine
    from arena.store import open_store
    from arena.store.base import LegWrite
    from arena.types import InputResponse, Responder

    owner = f"bench-writer-{os.getpid()}"
    actor = Responder(name="bench", role="ops", interface="cli")
    checks = [CheckResult(name=n, passed=True, detail="ok") for n in ("suspended", "booked")]
    ep = ModelEndpoint(base_url="", model=ENDPOINT_MODEL)
    snapshot = SessionLine().snapshot()
    times: dict[str, list[float]] = {"answer": [], "claim": [], "record_leg": []}
    conflicts = 0
    with open_store(job["location"], create=False) as store:
        # Not timed: the requests (an operator's UI has them on screen) and each resumed leg's
        # turn (the framework's leg builds it before the store sees it): the clock runs only
        # over the store's three calls.
        jobs = []
        for rid, _ in job["targets"]:
            request = store.request(rid).request
            response = InputResponse(request_id=request.id, option_id="approve", responder=actor)
            ctx = RunContext(
                run_id=request.run_id,
                adapter="null",
                endpoint=ep,
                leg=1,
                pending={request.id: request},
                _seq=100,
            )
            ctx.begin_leg()
            ctx.deliver([response])  # as the harness hands the answer over
            ctx.resolve(request, response)
            ctx.record_tool(
                "book_room", {"room_id": "R-102"}, "ok", "CONFIRMED: R-102", request_id=request.id
            )
            leg = LegWrite(
                run_id=request.run_id,
                turn=ctx.finish("completed", message="Booked R-102."),
                snapshot=snapshot,
                actor=actor,
                owner=owner,
                duration_s=0.01,
                checks=checks,
            )
            jobs.append((response, leg))
        print("ready", flush=True)
        sys.stdin.readline()
        start, cpu = time.monotonic(), time.process_time()
        for response, leg in jobs:
            try:
                t0 = time.perf_counter()
                store.answer(response)
                t1 = time.perf_counter()
                store.claim(leg.run_id, owner, ttl_s=60, actor=actor)
                t2 = time.perf_counter()
                store.record_leg(leg)
                t3 = time.perf_counter()
            except Conflict:
                conflicts += 1
                continue
            times["answer"].append(t1 - t0)
            times["claim"].append(t2 - t1)
            times["record_leg"].append(t3 - t2)
        end, cpu = time.monotonic(), time.process_time() - cpu
    totals = [sum(t) for t in zip(*times.values(), strict=True)]
    return {
        "start": start,
        "end": end,
        "cpu_s": cpu,
        "done": len(times["answer"]),
        "conflicts": conflicts,
        "median_s": {k: statistics.median(v) if v else 0.0 for k, v in times.items()},
        # A WAL checkpoint's syncs on the writer's path show as a few slow requests, not in
        # the medians (docs/benchmarks.md, store writes).
        "slowest_s": max(totals, default=0.0),
        "over_5ms_s": sum(t for t in totals if t > 0.005),
    }


def writers(location: str, targets: list[tuple[str, str]], processes: int) -> dict[str, Any]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    procs = []
    for k in range(processes):
        job = {"location": location, "targets": targets[k::processes]}
        procs.append(
            subprocess.Popen(
                [sys.executable, "-m", "bench.store", "writer", json.dumps(job)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                env=env,
            )
        )
    for proc in procs:
        assert proc.stdout is not None
        if proc.stdout.readline().strip() != "ready":
            raise RuntimeError("a store writer did not start")
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.close()
    parts = []
    for proc in procs:
        assert proc.stdout is not None
        out = proc.stdout.read()
        if proc.wait() != 0:
            raise RuntimeError(f"a store writer failed ({proc.returncode})")
        parts.append(json.loads(out.strip().splitlines()[-1]))
    wall = max(p["end"] for p in parts) - min(p["start"] for p in parts)
    done = sum(p["done"] for p in parts)
    return {
        "processes": processes,
        "planned": len(targets),
        "done": done,
        "conflicts": sum(p["conflicts"] for p in parts),
        "wall_s": wall,
        "per_s": done / wall,
        "cpu_per_request_s": sum(p["cpu_s"] for p in parts) / max(done, 1),
        "median_s": {k: median([p["median_s"][k] for p in parts]) for k in parts[0]["median_s"]},
        "slowest_s": max(p["slowest_s"] for p in parts),
        "over_5ms_s": sum(p["over_5ms_s"] for p in parts),
    }


def measure(where: str, total: int, quick: bool) -> dict[str, Any]:
    """The whole benchmark on one (empty) store location."""
    from arena.store import open_store

    with open_store(where) as store:
        if store.runs(limit=1):
            raise RuntimeError(
                f"the store at {store.location} already holds runs; the store benchmark writes "
                f"{total:,} of its own: give it an empty store (a new schema)"
            )
        kind = type(store).__name__.removesuffix("Store")
        label = "SQLite (WAL, one file)" if kind == "SQLite" else f"{kind} ({store.location})"
    seeded = seed(where, total)
    r = reads(
        where,
        repeat=10 if quick else 30,
        deep_offset=seeded["pending"] // 2,
        total=seeded["pending"],
    )
    cycles = min(300 if quick else 2000, seeded["pending"] // 4)
    with open_store(where, create=False) as store:
        targets = [(q.id, q.run_id) for q in store.pending(limit=2 * cycles)]
    one = writers(where, targets[:cycles], 1)
    two = writers(where, targets[cycles:], 2)
    with open_store(where, create=False) as store:
        left = len(store.pending(limit=PAGE, offset=seeded["pending"] - 2 * cycles - PAGE))
        # The writes landed: no request past those the answered runs left is still pending.
        unlanded = len(store.pending(limit=2 * cycles, offset=seeded["pending"] - 2 * cycles))
    return {
        "backend": label,
        "seed": seeded,
        "reads": r,
        "one_writer": one,
        "two_writers": two,
        "last_page_rows": left,
        "still_pending": unlanded,
    }


def _table(d: dict[str, Any]) -> Table:
    seeded, r = d["seed"], d["reads"]
    size = seeded["size_bytes"]
    table = Table(
        title=f"{d['backend']}; {seeded['pending']:,} pending requests, one run each",
        columns=["operation", "result"],
    )
    table.rows += [
        [
            "seed: `record_leg` of a first leg (through the API)",
            f"{seeded['record_leg_per_s']:.0f} legs/s",
        ],
        ["seed: copy in SQL to the full count", f"{seeded['copy_s']:.1f} s"],
        [
            "database size",
            f"{size / 1e6:.0f} MB ({size / seeded['pending'] / 1e3:.1f} kB per "
            f"pending request; session snapshot {seeded['snapshot_bytes']} B)",
        ],
        [
            f"`pending`: first page of {PAGE} + views, fresh connection",
            f"{ms(r['first_page_cold_s'])} ms",
        ],
        [f"`pending`: first page of {PAGE} + views, warm (median)", f"{ms(r['first_page_s'])} ms"],
        [f"`pending`: page at offset {r['deep_offset']:,} (median)", f"{ms(r['deep_page_s'])} ms"],
        [
            f"`pending --after ID`: keyset page after request {r['deep_offset']:,} + views "
            f"(median; same rows as the offset page: {'yes' if r['keyset_same_rows'] else 'NO'})",
            f"**{ms(r['keyset_page_s'])} ms**",
        ],
        [
            "`pending --after ID`: the last page, keyset + views (median)",
            f"**{ms(r['keyset_last_page_s'])} ms**",
        ],
        [
            "`expire_due` (run by every `arena pending` first; median)",
            f"{ms(r['expire_due_s'], 2)} ms" if "expire_due_s" in r else "-",
        ],
        ["`show` by id prefix + view (median)", f"{ms(r['show_s'], 2)} ms"],
    ]
    for w in (d["one_writer"], d["two_writers"]):
        m = w["median_s"]
        table.rows.append(
            [
                f"approve + claim + record resumed leg, {w['processes']} writer process(es)",
                f"**{w['per_s']:.0f} requests/s** ({w['done']} in {num(w['wall_s'], 1)} s; median "
                f"answer {ms(m['answer'], 2)} ms, claim {ms(m['claim'], 2)} ms, record_leg "
                f"{ms(m['record_leg'], 2)} ms; CPU {ms(w['cpu_per_request_s'], 2)} ms per request; "
                f"slowest request {ms(w.get('slowest_s', 0.0))} ms, requests over 5 ms "
                f"{num(w.get('over_5ms_s', 0.0), 2)} s in all; {w['conflicts']} conflicts)",
            ]
        )
    return table


def run(total: int, quick: bool, location: str | None = None, postgres: bool = False) -> Section:
    """SQLite in a temp dir (or ``location``), and a throw-away PostgreSQL cluster if asked."""
    section = Section(name="store", title=f"Store: {total:,} pending requests")
    backends = []
    with tempfile.TemporaryDirectory(prefix="bench-store-") as tmp:
        backends.append(measure(location or str(Path(tmp) / "arena.db"), total, quick))
    if postgres:
        from tests import pg_server as pg

        with pg.cluster() as url:
            backends.append(measure(url, total, quick))
    section.tables += [_table(d) for d in backends]
    section.data = {"backends": backends}
    section.notes += [
        f"seeding writes {min(1000, total)} first legs through `Store.record_leg` (the rate above) "
        "and copies their rows in SQL to the full count (same rows, new ids): the API alone "
        "would take minutes.",
        "writers are separate processes started together; each request is approved "
        "(`Store.answer`), its run claimed (`Store.claim`) and its resumed leg appended "
        "(`Store.record_leg`, leg 2 completed with the answer, the booking and checks).",
    ]
    if postgres:
        section.notes.append(
            "PostgreSQL: a throw-away local server (unix socket, the server's default "
            "durability: fsync and synchronous commit on) on the same 2 cores."
        )
    return section


if __name__ == "__main__" and sys.argv[1:2] == ["writer"]:
    print(json.dumps(_writer(json.loads(sys.argv[2]))), flush=True)
