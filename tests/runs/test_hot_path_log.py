"""The run's log and the deadline transport do each leg's bookkeeping with less work and the
same result (issue 16): the harness's copy of a record makes no call per plain value, and a model
request's timeouts are capped without a comprehension per request.

Each test fails on the old per-value work and checks that the copy is still the harness's own
(an edit of the public record does not reach it) and the timeouts still the leg's.
"""

from __future__ import annotations

import math
from collections import OrderedDict, namedtuple
from types import SimpleNamespace
from typing import Any

import pytest

from arena import context_log, deadline
from arena.context import ModelEndpoint, RunContext


def test_the_harness_copy_calls_itself_only_for_containers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``tool.finished`` record (seven plain values, one dict of arguments) is copied with two
    calls of ``kept``, not one per value; the copy shares no container with the record, keeps
    tuples as tuples, and makes plain dicts, lists and tuples of their subclasses."""
    calls: list[object] = []
    real = context_log.kept

    def counting(value: Any) -> Any:
        calls.append(value)
        return real(value)

    monkeypatch.setattr(context_log, "kept", counting)
    data = {
        "call_id": "call_1",
        "tool": "book_room",
        "args": {"room_id": "R-102"},
        "status": "ok",
        "result": "CONFIRMED",
        "request_id": None,
        "n": 1.5,
    }
    copy = context_log.kept(data)
    assert copy == data and len(calls) == 2
    data["args"]["room_id"] = "R-400"  # type: ignore[index]
    assert copy["args"] == {"room_id": "R-102"}

    Pair = namedtuple("Pair", "a b")
    marker = object()
    nested = OrderedDict(
        a=[1, {"b": (2, [3])}], t=Pair(1, [2]), s=frozenset({1}), o=marker, flag=True
    )
    copied = real(nested)
    assert type(copied) is dict and copied == dict(nested)
    assert copied["a"] is not nested["a"] and copied["a"][1] is not nested["a"][1]
    assert type(copied["t"]) is tuple and copied["t"] == (1, [2])
    assert copied["t"][1] is not nested["t"][1]
    assert copied["s"] is nested["s"] and copied["o"] is marker


def test_a_run_logs_its_own_copies_of_what_the_adapter_holds() -> None:
    ctx = RunContext(run_id="run_c", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    args = {"summary": "Book R-102", "extra": {"seats": [6]}}
    req = ctx.request_input(action="request_approval", args=args)
    public = ctx.events[-1]
    public.data["args"]["extra"]["seats"].append(99)  # type: ignore[index]
    args["extra"]["seats"].append(7)  # type: ignore[index]
    [kept] = [e for e in ctx.logged_events if e.type == "input.requested"]
    assert kept.data["args"] == {"summary": "Book R-102", "extra": {"seats": [6]}}
    assert kept.seq == public.seq and kept.at == public.at and kept.type == public.type
    assert ctx._asked[req.id].args == {"summary": "Book R-102", "extra": {"seats": [6]}}


def _request(timeout: dict[str, Any] | None) -> Any:
    return SimpleNamespace(extensions={} if timeout is None else {"timeout": timeout})


@pytest.mark.parametrize(
    "given",
    [
        None,
        {"connect": 5.0, "read": 600.0, "write": 600.0, "pool": 600.0},
        {"connect": None, "read": 2, "write": "3", "pool": None},
        {"read": 1.0, "custom": 700.0, "other": None},
        {"connect": math.nan, "read": math.inf, "write": 0.5, "pool": 10},
    ],
)
def test_a_model_requests_timeouts_are_capped_at_the_legs_time_left(
    given: dict[str, Any] | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every limit the request sets is ``min(limit, left)``, one it leaves unset is ``left``, in
    the order ``connect, read, write, pool`` and then the rest, as before."""
    monkeypatch.setattr(deadline, "time", SimpleNamespace(monotonic=lambda: 100.0))
    request = _request(None if given is None else dict(given))
    with deadline.leg_deadline(10.0):
        assert deadline._clamp(request) == 110.0
    expected: dict[str, Any] = {}
    for k in ("connect", "read", "write", "pool", *(given or {})):
        v = (given or {}).get(k)
        expected[k] = 10.0 if v is None else min(float(v), 10.0)
    clamped = request.extensions["timeout"]
    assert list(clamped) == list(expected)
    for k, v in expected.items():
        assert (math.isnan(v) and math.isnan(clamped[k])) or clamped[k] == v, k
    outside = _request({"read": 600.0})
    assert deadline._clamp(outside) is None and outside.extensions["timeout"] == {"read": 600.0}


def test_a_legs_refusal_count_is_read_without_the_counters_python_fallback(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each leg reads its adapter's refusals twice: an adapter never refused is read with
    ``get``, not ``Counter.__missing__`` (a Python call); the counts are the same."""
    from collections import Counter

    from arena import leg_threads

    class Strict(Counter[str]):
        def __missing__(self, key: str) -> int:
            raise AssertionError(f"__missing__ for {key!r}")

    monkeypatch.setattr(leg_threads, "_REFUSED", Strict(sometimes=2))
    monkeypatch.setattr(leg_threads, "_RUNNING", Strict(busy=1))
    assert leg_threads.refusals("never_refused") == 0
    assert not leg_threads.running("never_ran")
    assert leg_threads.refusals("sometimes") == 2 and leg_threads.running("busy")


def test_an_approval_whose_stored_hash_matches_is_not_hashed_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Authorising a booking reads the approval's stored hash first; only a binding that does not
    match it is re-spelled (and hashed) by its tool's canonicaliser. Verdicts unchanged."""
    import arena.tools.rooms  # noqa: F401  (book_room's canonicaliser)
    from arena import binding
    from arena.types import Event

    exact = binding.exactly("book_room", {"room_id": "R-102"})
    answer = Event(type="input.responded", leg=2, seq=1,
                   data={"request_id": "req_a", "binds": exact.to_dict()})  # fmt: skip
    respelled: list[object] = []
    real = binding._rebound

    def counting(b: Any) -> Any:
        respelled.append(b)
        return real(b)

    monkeypatch.setattr(binding, "_rebound", counting)
    assert binding.authorise([answer], [], "book_room", {"room_id": "r-102 "})[0] == "req_a"
    assert respelled == []
    refused, why = binding.authorise([answer], [], "book_room", {"room_id": "R-400"})
    assert refused is None and "not the call a person approved" in why
    assert len(respelled) == 1
