"""When the gateway retries a call and how long it waits first: the statuses worth another
attempt, the wait the server asked for (``Retry-After`` in seconds or as a date,
``retry-after-ms``), else an exponential backoff, capped (:class:`arena.gateway.Gateway`).
"""

from __future__ import annotations

import contextlib
import datetime
import email.utils
import random
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: the leg runner reads long_wait on the cold resume path
    import httpx

RETRY_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504})
MAX_WAIT_S = 60.0


def retry_after(headers: httpx.Headers, attempt: int, backoff_s: float) -> float:
    """How long to wait before attempt ``attempt + 1``: the server's word, else exponential."""
    if (asked := asked_wait(headers)) is not None:
        return min(MAX_WAIT_S, asked)
    return min(MAX_WAIT_S, backoff_s * 2**attempt * (0.5 + random.random()))


def asked_wait(headers: httpx.Headers) -> float | None:
    """The wait the server asked for (``Retry-After``, ``retry-after-ms``), in seconds, uncapped;
    None: it asked for none (or in words no one can read)."""
    if (ms := headers.get("retry-after-ms")) is not None:
        with contextlib.suppress(ValueError):
            return max(0.0, float(ms) / 1000)
    if (value := headers.get("retry-after")) is not None:
        with contextlib.suppress(ValueError, OverflowError):
            return max(0.0, float(value))
        # Words no one can read ("soon") raised from the date parser on every answer, a 200's
        # too, and the run read as the adapter's failure (docs34): they ask for no wait.
        with contextlib.suppress(ValueError, TypeError, OverflowError):
            when = email.utils.parsedate_to_datetime(value)
            if when.tzinfo is None:
                when = when.replace(tzinfo=datetime.UTC)
            return max(0.0, when.timestamp() - time.time())
    return None


def long_wait(headers: httpx.Headers | None) -> str:
    """ ", asked to wait N s" for an error answer whose wait the gateway did not wait out (over
    :data:`MAX_WAIT_S`: a spent quota's Retry-After of an hour, relayed at once), else "". The
    line that stops the runs then says so: "lower --concurrency or more --retries" gets past
    no such wait (users54)."""
    with contextlib.suppress(Exception):  # an adapter's response object may be anything
        asked = asked_wait(headers) if headers is not None else None
        if asked is not None and asked > MAX_WAIT_S:
            return f" (asked to wait {asked:.0f} s)"
    return ""
