"""The leg's environment record (:mod:`arena.flights`) on its own, and the paths it moved from.

Session 27 moved ``Flights`` out of :mod:`arena.deadline` (and its reading out of
:mod:`arena.leg_runner`, the adapter call's seam into :mod:`arena.leg_call`) to keep both modules
under 500 lines; the old import paths still name the same objects.
"""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from arena import deadline, flights, leg_runner
from arena.errors import WorkerNotStarted
from arena.flights import Flights, chosen, harness_faults, noted
from arena.leg_call import CANCEL_GRACE_S, within


def test_a_worker_start_the_pool_noted_is_seen_and_one_the_adapter_raised_is_not() -> None:
    flights = Flights()
    with (
        pytest.raises(WorkerNotStarted) as pools,
        noted(flights, "worker 'crewai' to start", WorkerNotStarted),
    ):
        raise WorkerNotStarted("worker 'crewai' did not start within 1s")
    made_up = WorkerNotStarted("worker 'crewai' did not start within 1s")  # same words, its own
    assert flights.seen_in(pools.value, frozenset()) == "worker 'crewai' did not start within 1s"
    assert flights.seen_in(made_up, frozenset()) == ""
    wrapped = RuntimeError("the adapter's wrapper")
    wrapped.__cause__ = pools.value
    assert flights.seen_in(wrapped, frozenset()) != ""  # carried in the chain: still the pool's


def test_any_other_exception_inside_a_noted_wait_closes_it_but_is_not_seen() -> None:
    flights = Flights()
    with (
        pytest.raises(ValueError) as raised,
        noted(flights, "worker 'x' to start", WorkerNotStarted),
    ):
        raise ValueError("adapter's own")
    assert flights.failed == [] and flights.waits[0][1] is not None
    assert flights.seen_in(raised.value, frozenset()) == ""
    with noted(None, "nothing kept", WorkerNotStarted):  # outside a leg: no record, no error
        pass


def test_a_leg_timeout_is_the_environments_only_while_a_wait_the_harness_chose_was_open() -> None:
    flights = Flights()
    flights.begin("hang")  # a fault the request picked itself
    open_wait = flights.begin(None, "worker 'x' to start")
    # the leg's time runs out 100 s after the wait opened: the reading must not turn on how
    # soon after Flights() this line runs (under CI's load a pause there read '' - ci2, s46)
    deadline = open_wait[0] + 100.0
    assert flights.waited_on(deadline, frozenset()) == "worker 'x' to start"
    flights.end(open_wait)
    assert flights.waited_on(deadline + 10, frozenset()) == ""  # closed before, chose its own
    assert flights.waited_on(deadline + 10, harness_faults("[fault:hang] book", "m")) != ""


def test_the_old_import_paths_name_the_same_objects() -> None:
    assert deadline.Flights is Flights
    assert deadline.harness_faults is harness_faults
    assert leg_runner._within is within
    assert leg_runner.CANCEL_GRACE_S == CANCEL_GRACE_S


def _request(body: bytes) -> SimpleNamespace:
    return SimpleNamespace(_content=body)


def test_a_request_picks_its_own_fault_by_either_literal() -> None:
    assert chosen(_request(b'{"messages": [{"content": "book [fault:hang] now"}]}')) == "hang"
    assert chosen(_request(b'{"model": "scripted-fault-slow", "x": 1}')) == "slow"
    assert chosen(_request(b'{"model": "scripted-compliant", "default": "fault"}')) is None
    assert chosen(_request(b"")) is None and chosen(SimpleNamespace()) is None


def test_a_body_that_names_no_fault_is_not_scanned(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every request of a leg passes ``chosen``: a tool schema's ``"default"`` holds ``fault``,
    and the pattern over a request's whole body cost ~50 k instructions a leg (session 27); it is
    parsed only when it holds either literal (red team 28: parsed, as the server reads it)."""

    def parsed(body: bytes) -> None:
        raise AssertionError("the whole body was parsed")

    monkeypatch.setattr(flights, "json", SimpleNamespace(loads=parsed))
    body = b'{"model": "scripted-compliant", "tools": [{"properties": {"n": {"default": 4}}}]}'
    assert chosen(_request(body)) is None


def test_a_requests_own_fault_is_read_only_when_its_wait_matters(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The transport hands ``begin`` the request; its body is read for a fault it picked only
    when the wait failed or was open at the deadline (a scan of every body was ~2 µs of the
    transport's ~4 µs a request: session 27), and still read right then."""
    hangs = _request(b'{"messages": [{"content": "book [fault:hang] now"}]}')
    record = Flights()
    answered = record.begin(hangs)
    with monkeypatch.context() as m:
        m.setattr(flights, "chosen", lambda _: pytest.fail("read for an answered request"))
        record.answered(answered, SimpleNamespace(status_code=200))
    open_wait = record.begin(hangs)
    assert record.waiting_at(time.monotonic()) == [("hang", "the model endpoint")]
    assert record.waited_on(time.monotonic(), frozenset()) == ""  # its own hang
    refused = SimpleNamespace(status_code=503)
    record.answered(open_wait, refused)
    assert record.saw(refused) == ("HTTP 503", "hang")
