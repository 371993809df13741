"""The benchmarks' arena side reads the scripted model's per-run log, as ``arena run`` does.

Until session 39 the bench model (its own process, :mod:`bench.server`) kept no log the client
could read, so every leg runner and check that reads the model's evidence answered "no log" at
once: the overhead, instruction and count stages left out what a user's run pays for it
(docs/benchmarks.md, session 39). :mod:`bench.model_log` keeps the log in a file the arena side
reads; these tests hold it to what the model logged.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import msgspec
from bench import overhead
from bench.model_log import _FRAME, KeptLog
from bench.server import ModelServer

from arena.request_log import LoggedRequest


def _frame(entry: LoggedRequest) -> bytes:
    data = msgspec.msgpack.encode(entry)
    return _FRAME.pack(len(data)) + data


def test_the_kept_log_reads_whole_records_and_forgets_as_the_in_process_log(
    tmp_path: Path,
) -> None:
    path = tmp_path / "log"
    first = LoggedRequest(seq=1, run_id="r1", said=("Book a room",), calls=("search_rooms",))
    second = LoggedRequest(seq=2, run_id="r1", text="Booked R-101.")
    other = LoggedRequest(seq=3, run_id="r2", heard=(("c1", "k", "approve", "yes"),))
    whole = _frame(second)
    path.write_bytes(_frame(first) + whole[:7])  # the model is still writing the second
    log = KeptLog(str(path))
    try:
        assert [e.seq for e in log.entries("r1")] == [1]
        with path.open("ab") as f:
            f.write(whole[7:] + _frame(other))
        assert log.entries("r1") == [first, second]
        assert log.entries("r1") is not log.entries("r1")  # copies, as RequestLog hands out
        assert log.entries("r2")[0].heard == (("c1", "k", "approve", "yes"),)
        assert log.count("r2") == 1 and log.since("r1", second.at) == [second]
        log._forget("r2")
        with path.open("ab") as f:  # a request of a forgotten run, read after its forget
            f.write(_frame(LoggedRequest(seq=4, run_id="r2")))
        assert log.entries("r2") == [] and log.count("r1") == 2
    finally:
        log.close()


def test_the_overhead_rounds_arena_side_reads_the_models_log(monkeypatch: Any) -> None:
    """One vanilla item through ``bench.overhead.arena_round``: its endpoint keeps the run's
    log, and the leg runner put the model's evidence on each leg (the calls it made, the stop
    at the gate), which it skipped while the bench's endpoint had none."""
    seen: dict[str, Any] = {}
    real = overhead.run_many

    async def spying(jobs: Any, endpoint: Any, **kw: Any) -> Any:
        seen["endpoint"] = endpoint
        seen["results"] = results = await real(jobs, endpoint, **kw)
        return results

    monkeypatch.setattr(overhead, "run_many", spying)
    arena = overhead.load_arena("human_in_the_loop")
    [adapter] = overhead.build_adapters(arena, ["vanilla"])
    item = next(i for i in arena.items if i.resume_with == ("approve",))
    with ModelServer(0) as server:
        measure = asyncio.run(overhead.arena_round(adapter, [item], server, 1))
        assert measure.ok, measure.detail
        log = seen["endpoint"].request_log
        assert isinstance(log, KeptLog)
        [result] = seen["results"]
        finished = [e for e in result.trace.events if e.type == "leg.finished"]
        assert len(finished) == 2
        assert all("model_calls" in e.data for e in finished)
        assert "model_log" in finished[0].data  # the first leg's stop, read from the model
        assert server.endpoint(overhead.MODEL) is seen["endpoint"]  # one log read on, per server


def test_the_bench_servers_own_log_forgets_its_oldest_runs(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """The server's app keeps its log in memory for no reader: past ``KEEP_RUNS`` runs the
    writer forgets the oldest there (a whole ``make bench`` routes ~10^4 runs), while every
    entry still reaches the file the arena side reads."""
    from bench import model_log

    from arena.request_log import LOGGED, RequestLog

    monkeypatch.setattr(model_log, "KEEP_RUNS", 3)
    served = RequestLog()

    async def app(scope: Any, receive: Any, send: Any) -> None:
        run_id = scope["path"].split("/")[2]
        entry = served._arrived(run_id)
        scope[LOGGED].append(entry)
        await send({"type": "http.response.start", "status": 200})

    async def send(message: Any) -> None:
        return None

    path = tmp_path / "log"
    writer = model_log.LogWriter(app, str(path), log=served)
    for n in range(5):
        scope = {"type": "http", "path": f"/runs/r{n}/v1/chat/completions"}
        asyncio.run(writer(scope, None, send))
    assert [r for r in ("r0", "r1", "r2", "r3", "r4") if served.count(r)] == ["r2", "r3", "r4"]
    log = KeptLog(str(path))
    try:
        assert [log.count(f"r{n}") for n in range(5)] == [1] * 5
    finally:
        log.close()
