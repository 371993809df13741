"""A ``Retry-After`` no one can read ("soon", "", a broken date) asks for no wait: since f2c01d6f
the gateway reads the header on every answer, a 200's too, and the date parser's ValueError made
a good answer read 'model endpoint error: ... 500', the run the adapter's failure (docs34). A
date without a zone is UTC (RFC 9110), not the machine's local time."""

from __future__ import annotations

import email.utils
import time

import httpx
import pytest

from arena.gateway import asked_wait, retry_after


@pytest.mark.parametrize("value", ["soon", "", "Mon, 99 Foo 2026", "later please", "1e999x"])
def test_an_unreadable_retry_after_asks_for_no_wait(value: str) -> None:
    assert asked_wait(httpx.Headers({"Retry-After": value})) is None
    assert 0 <= retry_after(httpx.Headers({"Retry-After": value}), 0, 0.5) <= 60


def test_a_readable_retry_after_still_counts() -> None:
    assert asked_wait(httpx.Headers({"Retry-After": "7"})) == 7.0
    when = email.utils.formatdate(time.time() + 30, usegmt=True)
    wait = asked_wait(httpx.Headers({"Retry-After": when}))
    assert wait is not None and 25 <= wait <= 31
    assert asked_wait(httpx.Headers({"retry-after-ms": "1500"})) == 1.5


def test_a_date_without_a_zone_is_utc() -> None:
    # "-0000" parses as a date with no zone
    naive = email.utils.formatdate(time.time() + 30, usegmt=False)[:-6] + " -0000"
    wait = asked_wait(httpx.Headers({"Retry-After": naive}))
    assert wait is not None and 25 <= wait <= 31
