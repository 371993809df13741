"""The cold stage's native run, held to the work its framework's own process reports
(evidence52c).

``bench.cold``'s native child held each run to the arena's work (20bf43b3) from
``bench.native.EVENTS``, which a driver whose framework runs in another process (CrewAI's
``bench/native/crewai.py``) never fills: its bookings come back in ``driver.last["events"]``, as
the overhead and concurrency stages read them. So crewai's cold row read "NO: native approved
but not booked: hitl-01" on every run. :func:`bench.cold.round_events` reads the remote report;
a remote run that did not book, booked before its pause or asked inline still reads wrong.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest
from bench import cold, native, verify

APPROVE = SimpleNamespace(id="hitl-01", resume_with=("approve",), meta={})
DENY = SimpleNamespace(id="hitl-03", resume_with=("deny",), meta={})
PAUSE = ("pause", "hitl-01", native.STOPPED)
BOOK = ("book", "hitl-01", "R-101")


@pytest.fixture(autouse=True)
def _events() -> Iterator[None]:
    kept = list(native.EVENTS)
    native.EVENTS.clear()
    yield
    native.EVENTS[:] = kept


def _wrong(driver: Any, item: Any = APPROVE) -> str:
    got = verify.unverified(verify.native_work(cold.round_events(driver)), [item])
    return got.get(item.id, "")


@pytest.mark.parametrize(
    ("events", "item", "wrong"),
    [
        ([PAUSE, BOOK], APPROVE, ""),  # the honest remote run
        ([("pause", "hitl-03", native.STOPPED)], DENY, ""),  # denied, nothing booked
        ([PAUSE], APPROVE, "approved but not booked"),
        ([BOOK, PAUSE], APPROVE, "booked before its pause was answered"),
        ([("pause", "hitl-01", "inside a tool"), BOOK], APPROVE, "pause answered inside"),
        ([PAUSE, BOOK, BOOK], APPROVE, "booked more than once"),
        (
            [("pause", "hitl-03", native.STOPPED), ("book", "hitl-03", "R-101")],
            DENY,
            "booked without",
        ),
    ],
)
def test_a_remote_drivers_round_is_read_from_its_report(
    events: list, item: Any, wrong: str
) -> None:
    native.EVENTS.append(("pause", "hitl-99", native.STOPPED))  # this process's: not the round's
    driver = SimpleNamespace(last={"events": [list(e) for e in events]})  # as JSON brings them
    got = _wrong(driver, item)
    assert got.startswith(wrong) and bool(got) == bool(wrong), got


@pytest.mark.parametrize("last", [None, {}])
def test_an_in_process_driver_is_read_from_events(last: Any) -> None:
    driver = SimpleNamespace() if last is None else SimpleNamespace(last=last)
    native.EVENTS.extend([PAUSE, BOOK])
    assert _wrong(driver) == ""
    native.EVENTS[:] = [PAUSE]
    assert _wrong(driver).startswith("approved but not booked")
