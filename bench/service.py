"""Workers as a service under load (issue 18): ``arena worker`` processes, a killed worker, a
restarted database — and nothing lost or doubled.

On a throw-away PostgreSQL server (durable settings): N runs (openai_agents on the scripted model)
are paused in the store; an operator process answers them through the library
(:func:`arena.operator.answer`) at a steady rate, approving or denying as each item expects; W
``arena worker`` processes resume them as they are answered. A third of the way through one
worker is SIGKILLed and a new one started; two thirds of the way the PostgreSQL server is
restarted (``pg_ctl restart -m fast``: every connection cut). Then the store is read:

- lost decisions: answered requests whose decision never reached the agent (the run not
  completed, the request not resolved), or whose outcome contradicts it (approved and not
  booked, denied and booked);
- double bookings: runs with more than one ``book_room`` executed or more than one ledger row;
- answer → resumed: from the stored answer to the resumed leg being recorded (median, p90, max);
- throughput: runs resumed per second from the first answer to the last resumed leg.

Child mode: ``python -m bench.service operator '<json>'``.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import msgspec
from tests import pg_server as pg

from bench.report import Section, Table, num

ADAPTER = "openai_agents"
#: The workers' leg timeout: generous, so a loaded machine's slow legs are not counted as failures.
LEG_S = 30.0
ROOT = Path(__file__).resolve().parents[1]
ARENA = str(Path(sys.executable).with_name("arena"))


# -- seeding ---------------------------------------------------------------------------------------
def seed(url: str, runs: int, concurrency: int = 8) -> tuple[dict[str, str], float]:
    """``runs`` first legs left waiting; returns {request id: the option its item expects}."""
    from arena.adapters import AgentSpec, load_adapter
    from arena.arenas import load_arena
    from arena.context import ModelEndpoint
    from arena.evaluate import check_spec
    from arena.model import ScriptedModelServer
    from arena.runner import human_answerer, run_item
    from arena.runs.recorder import LIVE, recording
    from arena.settings import RunSettings
    from arena.store import open_store

    arena = load_arena("human_in_the_loop")
    base = [i for i in arena.items if i.resume_with in (("approve",), ("deny",))]
    items = [
        msgspec.structs.replace(base[k % len(base)], id=f"{base[k % len(base)].id}-{k}")
        for k in range(runs)
    ]
    adapter = load_adapter(ADAPTER, AgentSpec.from_module(arena.tools(), name=arena.name))
    expected: dict[str, str] = {}
    clock = time.perf_counter()
    with ScriptedModelServer() as server, open_store(url) as store:
        # The server's log, as ``arena run`` hands it: the first leg keeps the model's turns,
        # which the resumed leg's checks hold its requests to (without it: 0 passed, evidence52c)
        endpoint = ModelEndpoint(
            base_url=server.base_url, model="scripted-compliant", request_log=server.request_log
        )
        gate = asyncio.Semaphore(concurrency)

        async def one(item: Any) -> None:
            for _attempt in range(3):  # a loaded machine drops a connection now and then
                async with gate:
                    result = await run_item(
                        adapter,
                        item,
                        endpoint,
                        arena=arena.name,
                        spec=check_spec(arena),
                        settings=RunSettings(mode="human"),
                        record=recording(store, tools_module=arena.tools_module),
                        answerer=human_answerer,
                    )
                if result.status == "waiting" or "nothing was recorded" not in str(
                    result.trace.error
                ):
                    break
            if result.status != "waiting":
                raise RuntimeError(f"seeding: {item.id} did not pause: {result.trace.error}")
            LIVE.pop(result.run_id, None)
            [request] = [r for r in store.requests(result.run_id) if r.response is None]
            expected[request.id] = item.resume_with[0]

        async def every() -> None:
            await asyncio.gather(*(one(i) for i in items))

        asyncio.run(every())
    return expected, time.perf_counter() - clock


# -- the operator ----------------------------------------------------------------------------------
def _operator(job: dict[str, Any]) -> dict[str, Any]:
    """Answer each request at ``rate`` per second; a store that is down is retried, and an answer
    that committed just before the connection dropped is found already given (Conflict)."""
    from arena.errors import Conflict, StoreError
    from arena.operator import answer
    from arena.store import open_store

    rate, answers = float(job["rate"]), job["answers"]
    retries = 0
    with open_store(job["url"], create=False) as store:
        start = time.monotonic()
        for k, (request_id, option) in enumerate(answers):
            delay = start + k / rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            while True:
                try:
                    answer(store, [request_id], option, name=f"op-{k % 3}", interface="cli")
                    break
                except Conflict:
                    break  # committed before the connection dropped
                except StoreError:
                    retries += 1
                    time.sleep(0.1)
            print(json.dumps({"answered": k + 1}), flush=True)
    return {"answered": len(answers), "retries": retries, "seconds": time.monotonic() - start}


# -- workers and chaos -----------------------------------------------------------------------------
def _worker(url: str, log: Path, ttl_s: float) -> subprocess.Popen[bytes]:
    out = log.open("ab")
    args = [ARENA, "worker", "--store", url, "--concurrency", "4", "--leg-timeout", f"{LEG_S:g}"]
    args += ["--claim-ttl", f"{ttl_s:g}", "--sweep", "5"]
    return subprocess.Popen(args, stdout=out, stderr=subprocess.STDOUT)


def _listening(log: Path, timeout_s: float = 120) -> None:
    deadline = time.monotonic() + timeout_s
    while "ready: notified by the store" not in (log.read_text() if log.exists() else ""):
        if time.monotonic() > deadline:
            raise RuntimeError(f"a worker did not start: {log.read_text()[-2000:]}")
        time.sleep(0.2)


def drill(url: str, folder: Path, root: Path, expected: dict[str, str], *, workers: int,
          rate: float, ttl_s: float, logs: Path) -> dict[str, Any]:  # fmt: skip
    """Run the workers, the operator and the chaos; returns what happened when."""
    logs.mkdir(parents=True, exist_ok=True)
    procs = [_worker(url, logs / f"worker-{k}.log", ttl_s) for k in range(workers)]
    for k in range(workers):
        _listening(logs / f"worker-{k}.log")
    job = {"url": url, "rate": rate, "answers": sorted(expected.items())}
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    operator = subprocess.Popen(
        [sys.executable, "-m", "bench.service", "operator", json.dumps(job)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    events: dict[str, Any] = {}
    total = len(expected)
    assert operator.stdout is not None
    for line in operator.stdout:
        data = json.loads(line)
        if "answered" in data and "retries" not in data:
            n = data["answered"]
            if "killed_at" not in events and n >= total // 3:
                procs[0].send_signal(signal.SIGKILL)
                procs[0].wait()
                events["killed_at"] = n
                procs[0] = _worker(url, logs / "worker-0b.log", ttl_s)
            elif "restarted_at" not in events and n >= 2 * total // 3:
                events["restarted_at"] = n
                events["restart_s"] = pg.restart(folder, root)
        else:
            events["operator"] = data
    operator.wait()
    events["procs"] = procs
    return events


def wait_done(url: str, total: int, timeout_s: float) -> float:
    import psycopg

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            with psycopg.connect(url) as conn:
                row = conn.execute(
                    "SELECT count(*) FROM runs WHERE status IN ('completed', 'failed')"
                ).fetchone()
            if row is not None and row[0] >= total:
                return time.monotonic()
        except psycopg.Error:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"not every run finished within {timeout_s:.0f} s")


def stop(procs: list[subprocess.Popen[bytes]]) -> list[int]:
    for proc in procs:
        proc.send_signal(signal.SIGTERM)
    return [proc.wait(120) for proc in procs]


# -- reading the outcome ---------------------------------------------------------------------------
def judge(rows: Sequence[Sequence[Any]]) -> dict[str, list[Any]]:
    """Each run's row read against its answer (:func:`outcome`'s query: id, status, legs, the
    option answered, when, when leg 2 finished, ``book_room`` calls that ran, ledger entries,
    entries left started, ``input.responded`` events): lost (still waiting, or completed against
    the answer or without it), double (booked twice), unknown (a booking whose outcome is not
    known), a failed leg apart, and the answer-to-resume latencies. Apart from the query so a
    broken worker's rows can be read without a database (evidence52b)."""
    lost, double, unknown, latencies = [], [], [], []
    failed_unresolved: list[str] = []
    answered, resumed = [], []
    for rid, status, _legs, option, at, done, booked, ledger, started, resolved in rows:
        if started:
            unknown.append(rid)
        if booked > 1 or ledger > 1:
            double.append(rid)
        approved = option == "approve"
        contradicts = (approved and booked != 1 and not started) or (not approved and booked)
        if status not in ("completed", "failed"):
            lost.append(rid)  # still waiting or resuming: the decision never took effect
        elif status == "completed" and (contradicts or not resolved):
            lost.append(rid)  # completed without the answer, or against it
        elif status == "failed" and not resolved:
            failed_unresolved.append(rid)  # a failed leg, counted apart (and visible as failed)
        answered.append(at)
        if done is not None:
            resumed.append(done)
            latencies.append((done - at).total_seconds())
    return {
        "lost": lost, "double": double, "unknown": unknown, "latencies": latencies,
        "failed_unresolved": failed_unresolved, "answered": answered, "resumed": resumed,
    }  # fmt: skip


def passed(rows: Sequence[Sequence[Any]]) -> int:
    """The runs (status, checks as stored) that completed with checks recorded and every one's
    ``passed`` true. The SQL count it replaces read a run with no checks as passed (nothing
    failed), so a worker that judged nothing would have read as all passed (evidence52c)."""
    return sum(
        1
        for status, checks in rows
        if status == "completed" and checks and all(c.get("passed") is True for c in checks)
    )


def outcome(url: str) -> dict[str, Any]:
    import psycopg

    with psycopg.connect(url) as conn:
        runs = conn.execute(
            "SELECT r.id, r.status, r.legs, p.option_id, p.at AS answered, "
            "(SELECT max(l.finished_at) FROM legs l WHERE l.run_id = r.id AND l.leg = 2) AS resumed, "
            "(SELECT count(*) FROM tool_calls t WHERE t.run_id = r.id AND t.tool = 'book_room' "
            " AND t.status = 'ok') AS booked, "
            "(SELECT count(*) FROM side_effects s WHERE s.run_id = r.id) AS ledger, "
            "(SELECT count(*) FROM side_effects s WHERE s.run_id = r.id AND s.status = 'started') "
            " AS unknown, "
            "(SELECT count(*) FROM events e WHERE e.run_id = r.id AND e.type = 'input.responded') "
            " AS resolved "
            "FROM runs r JOIN responses p ON p.run_id = r.id"
        ).fetchall()
        failures = conn.execute(
            "SELECT coalesce(l.error, r.error, '?') AS why, count(*) FROM runs r LEFT JOIN legs l "
            "ON l.run_id = r.id AND l.leg = r.legs WHERE r.status = 'failed' GROUP BY 1"
        ).fetchall()
        takeovers = conn.execute(
            "SELECT count(*) FROM audit WHERE transition = 'run.claim_taken_over'"
        ).fetchone()
        checked = conn.execute("SELECT status, checks FROM runs").fetchall()
    judged = judge(runs)
    lost, double, unknown = judged["lost"], judged["double"], judged["unknown"]
    failed_unresolved, latencies = judged["failed_unresolved"], judged["latencies"]
    answered, resumed = judged["answered"], judged["resumed"]
    why: dict[str, Any] = {}
    with psycopg.connect(url) as conn:
        for rid in lost[:10]:  # what went wrong, for the report's reader
            row = conn.execute("SELECT status, checks FROM runs WHERE id = %s", (rid,)).fetchone()
            calls = conn.execute(
                "SELECT tool, status, result, leg FROM tool_calls WHERE run_id = %s ORDER BY seq",
                (rid,),
            ).fetchall()
            failed = [c for c in (row[1] if row else None) or [] if not c.get("passed")]
            legs = conn.execute(
                "SELECT leg, status, message, error, owner FROM legs WHERE run_id = %s ORDER BY leg",
                (rid,),
            ).fetchall()
            trail = conn.execute(
                "SELECT transition, actor, note FROM audit WHERE run_id = %s ORDER BY seq", (rid,)
            ).fetchall()
            why[rid] = {"status": row[0] if row else None, "failed_checks": failed,
                        "tool_calls": [list(c) for c in calls], "legs": [list(x) for x in legs],
                        "audit": [list(x) for x in trail]}  # fmt: skip
    span = (max(resumed) - min(answered)).total_seconds() if resumed else float("nan")
    lat = sorted(latencies)
    return {
        "runs": len(runs),
        "completed": sum(1 for r in runs if r[1] == "completed"),
        "passed": passed(checked),
        "lost": lost,
        "lost_why": why,
        "double": double,
        "unknown": unknown,
        "takeovers": takeovers[0] if takeovers else 0,
        "failed": {str(why): n for why, n in failures},
        "failed_unresolved": failed_unresolved,
        "latency_s": {
            "median": statistics.median(lat) if lat else float("nan"),
            "p90": lat[int(0.9 * (len(lat) - 1))] if lat else float("nan"),
            "max": lat[-1] if lat else float("nan"),
        },
        "span_s": span,
        "per_s": len(resumed) / span if resumed else 0.0,
    }


# -- the stage -------------------------------------------------------------------------------------
def measure(runs: int, workers: int, rate: float, ttl_s: float = 40.0) -> dict[str, Any]:
    folder = pg.pg_bin()
    if folder is None:
        raise RuntimeError(
            "PostgreSQL server binaries (initdb, pg_ctl) not found; set ARENA_PG_BIN"
        )
    with pg.server(folder, what="service benchmark's PostgreSQL server") as root:
        url = pg.url(root)
        expected, seed_s = seed(url, runs)
        logs = Path(os.environ.get("BENCH_SERVICE_LOGS") or Path.cwd() / "service-logs")
        events = drill(url, folder, root, expected, workers=workers, rate=rate, ttl_s=ttl_s,
                       logs=logs)  # fmt: skip
        procs = events.pop("procs")
        try:
            wait_done(url, runs, timeout_s=max(300.0, 4 * ttl_s + runs / 5))
        finally:
            codes = stop(procs)
        result = outcome(url)
    return {
        "runs": runs,
        "workers": workers,
        "rate_per_s": rate,
        "claim_ttl_s": ttl_s,
        "seed_s": seed_s,
        "events": events,
        "exit_codes": codes,
        **result,
    }


def run(runs: int, workers: int, rate: float) -> Section:
    d = measure(runs, workers, rate)
    ev, lat = d["events"], d["latency_s"]
    section = Section(
        name="service",
        title=f"Workers as a service (issue 18): {d['runs']:,} paused runs, {d['workers']} "
        "`arena worker` processes, PostgreSQL",
        data=d,
    )
    table = Table(title="", columns=["measure", "result"])
    table.rows += [
        ["runs answered (approve or deny, as each item expects)", f"{d['runs']:,} at {d['rate_per_s']:g}/s through `arena.operator.answer`"],
        ["chaos", f"worker SIGKILLed at answer {ev.get('killed_at')} (a new one started); PostgreSQL restarted at answer {ev.get('restarted_at')} ({ev.get('restart_s', 0):.1f} s down)"],
        ["**lost decisions**", f"**{len(d['lost'])}**"],
        ["**double bookings**", f"**{len(d['double'])}**"],
        ["bookings with unknown outcome (begun, never reported)", str(len(d["unknown"]))],
        ["runs whose resumed leg failed (counted apart)", ("; ".join(f"{n} × {why}" for why, n in d["failed"].items()) or "0") + f" ({len(d.get('failed_unresolved', []))} of them failed before the answer reached the agent)"],
        ["runs completed / passed their checks", f"{d['completed']:,} / {d['passed']:,}"],
        ["answers/s vs runs resumed/s", f"{d['rate_per_s']:g} vs {d['per_s']:.1f}" + (" (saturated: answer → resumed is mostly time in the queue)" if d["per_s"] < 0.9 * d["rate_per_s"] else "")],
        ["claims taken over (a dead or cut-off worker's runs)", str(d["takeovers"])],
        ["**answer → resumed leg recorded**", f"**median {num(lat['median'] * 1000, 0)} ms**, p90 {num(lat['p90'] * 1000, 0)} ms, max {num(lat['max'], 1)} s"],
        ["**throughput**", f"**{d['per_s']:.1f} runs resumed/s** over {d['span_s']:.0f} s (first answer to last resumed leg)"],
        ["operator: store errors retried during the restart", str(ev.get("operator", {}).get("retries"))],
        ["workers' exit codes on SIGTERM", " ".join(str(c) for c in d["exit_codes"])],
    ]  # fmt: skip
    section.tables.append(table)
    section.notes += [
        f"{ADAPTER} on the scripted model (no model latency: the figures are the service's own "
        f"cost), each worker `--concurrency 4 --leg-timeout {LEG_S:g} --claim-ttl "
        f"{d['claim_ttl_s']:g} --sweep 5`; the runs were paused beforehand in "
        f"{d['seed_s']:.0f} s (first legs, 8 at a time).",
        "answer → resumed is the stored answer's time (the server's clock) to the resumed leg's "
        "`finished_at` (the worker's clock; same machine). The tail is the chaos: runs in flight "
        "on the killed worker, or whose leg could not be recorded while the server was down, "
        "wait for their claim to expire (the claim TTL) and are taken over.",
        "lost decision = an answered request whose run never ended, or a completed run whose "
        "answer never reached the agent or whose outcome contradicts it (approved but not "
        "booked, denied but booked); a run whose resumed leg failed (a timeout) ended visibly "
        "and is counted apart, never as lost, with how many failed before the answer reached "
        "the agent; double booking = more than one executed `book_room` or ledger row for a run.",
    ]
    return section


if __name__ == "__main__" and sys.argv[1:2] == ["operator"]:
    print(json.dumps(_operator(json.loads(sys.argv[2]))), flush=True)
