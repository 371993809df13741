"""What a leg pays around the framework, cut without changing what it records (issue 16,
session 36, perf36).

Each test counts work a vanilla-shaped leg did per leg on the old code (a null adapter: no
framework, no model) and fails there; the behaviour of each part is its own tests' (the leg's
deadline and route: tests/model/test_faults.py, tests/runs/test_run_routing.py; the recorded
tools' context: tests/runs/test_binding.py, ...)."""

from __future__ import annotations

import asyncio
import contextvars
import cProfile
import pstats

from bench.null import NullAdapter

from arena import context_log, deadline
from arena.arenas import load_arena
from arena.context import ModelEndpoint, RunContext
from arena.contextless import Contextless
from arena.runner import RunResult, run_item

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="scripted")


def _one_run() -> RunResult:
    """One approved item through the null adapter while another leg of this process runs (so
    no leg here is the first of a burst, whose start registers the process once)."""
    arena = load_arena("human_in_the_loop")
    item = next(i for i in arena.items if "tool_called_once_after_resume" in i.checks)
    beside = contextvars.copy_context()
    beside.run(Contextless.leg, +1)
    try:
        return asyncio.run(run_item(NullAdapter(), item, ENDPOINT))
    finally:
        beside.run(Contextless.leg, -1)


def _profiled() -> tuple[RunResult, dict]:
    _one_run()  # imports and first-use work outside the count
    profile = cProfile.Profile()
    profile.enable()
    result = _one_run()
    profile.disable()
    return result, pstats.Stats(profile).stats  # type: ignore[attr-defined]


def test_a_leg_opens_no_generator_block_of_the_harness() -> None:
    """``active(ctx)`` and ``leg_deadline(...)`` were ``@contextmanager`` generators: each leg
    built two generators and ran contextlib's wrapper (its ``__init__``, ``__enter__``,
    ``__exit__``) around them."""
    result, table = _profiled()
    assert len(result.trace.legs) == 2
    harness = ("arena/leg_runner.py", "arena/runner.py", "arena/context.py")
    opened = sum(
        n
        for k, v in table.items()
        if k[0].endswith("contextlib.py") and k[2] == "helper"
        for caller, (n, *_rest) in v[4].items()
        if caller[0].endswith(harness)
    )
    assert opened == 0  # two a leg on the old code (active, leg_deadline)


def test_the_blocks_set_and_reset_what_they_did() -> None:
    ctx = RunContext(run_id="run_1", adapter="null", endpoint=ENDPOINT, item_id="i")
    with context_log.active(ctx) as inside:
        assert inside is ctx and context_log.current_context() is ctx
        with deadline.leg_deadline(30.0, None, deadline.Flights(), "http://h/v1/") as end:
            assert deadline.remaining() is not None and 0 < end - deadline.remaining() <= end
            assert deadline._leg_flights() is not None
        assert deadline.remaining() is None and deadline._leg_flights() is None
    assert context_log.current_context() is None
    try:
        with context_log.active(ctx), deadline.leg_deadline(1.0):
            raise KeyError("x")
    except KeyError:
        pass
    assert context_log.current_context() is None and deadline.remaining() is None


def _request(url: str, timeout: dict | None = None):  # type: ignore[no-untyped-def]
    h = deadline.http()
    return h.Request("POST", url, extensions={"timeout": timeout} if timeout is not None else {})


def test_a_request_on_the_legs_route_is_matched_without_its_text(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The transport matched every model request to the leg's route by the URL's text, which
    httpx composes anew on each ``str()`` (~2 µs, ~120 bytecodes a request)."""
    flights = deadline.Flights()
    built: list[str] = []
    url_type = deadline.http().URL
    real = url_type.__str__

    def counted(self):  # type: ignore[no-untyped-def]
        built.append("x")
        return real(self)

    with deadline.leg_deadline(30.0, None, flights, "http://127.0.0.1:9/v1/"):
        request = _request("http://127.0.0.1:9/v1/chat/completions")
        monkeypatch.setattr(url_type, "__str__", counted)
        assert deadline._route(request) is flights
        other = _request("http://127.0.0.1:9/v10/chat/completions")
        assert deadline._route(other) is None  # not the endpoint's: read as text, as before
    assert len(built) == 1  # 2 on the old code


def test_a_url_is_matched_as_its_text_is() -> None:
    prefixes = [
        "http://127.0.0.1:9/v1/",
        "http://127.0.0.1:9/v1",
        "http://127.0.0.1:9/",
        "http://127.0.0.1:90/v1/",
        "http://127.0.0.1/v1/",
        "https://127.0.0.1:9/v1/",
        "http://localhost:9/v1/",
        "http://user@127.0.0.1:9/v1/",
        "http://[::1]:9/v1/",
        "http://127.0.0.1:9/v1/runs/run_1/v1/",
        "http://127.0.0.1:9/v1?x=1",
        "http://127.0.0.1:9",
        "http://127.0.0.1:",
        "",
    ]
    urls = [
        "http://127.0.0.1:9/v1/chat/completions",
        "http://127.0.0.1:9/v1",
        "http://127.0.0.1:90/v1/chat",
        "http://127.0.0.1/v1/chat",
        "https://127.0.0.1:9/v1/chat",
        "http://LOCALHOST:9/v1/chat",
        "http://user@127.0.0.1:9/v1/chat",
        "http://[::1]:9/v1/chat",
        "http://127.0.0.1:9/v1?x=1",
        "http://127.0.0.1:9/v1/runs/run_1/v1/chat/completions?a=b#f",
        "http://127.0.0.1:9/v1/caf%C3%A9/x",
    ]
    for u in urls:
        url = deadline.http().URL(u)
        for prefix in prefixes:
            assert deadline._starts(url, prefix) == str(url).startswith(prefix), (u, prefix)
