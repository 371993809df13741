"""``Driver(..., request_ttl_s=...)`` (users42, left open by session 41): how long a request may
wait for its answer, as ``arena run --human --expires-in`` gives it. docs/drive.md told evals of
"a run context's ``request_ttl_s``", so they set ``t.ctx.request_ttl_s`` by hand, where ``0``
silently meant "never expires" and ``"300"`` failed the first pause as the adapter's TypeError.
It is now the driver's own keyword, checked when the driver is built."""

from __future__ import annotations

import math
import time
from datetime import timedelta

import pytest

from arena.context import ModelEndpoint
from arena.drive import DriveError, Driver, InvalidAnswer
from arena.errors import UserError

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_request_expires_after_the_lines_ttl(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint, request_ttl_s=0.2) as t:
        t.send(TASK)
        request = t.require_input_request()
        assert request.expires_at == request.created_at + timedelta(seconds=0.2)
        time.sleep(0.3)
        with pytest.raises(InvalidAnswer, match=r"expired at .*it can no longer be answered"):
            t.respond(request, "approve")
        assert not [c for c in t.tool_calls if c.tool == "book_room"]


def test_a_request_answered_in_time_and_a_new_session_keeps_the_ttl(
    endpoint: ModelEndpoint,
) -> None:
    with Driver.for_adapter("vanilla", endpoint, request_ttl_s=300) as t:
        t.send(TASK)
        request = t.require_input_request()
        assert request.expires_at == request.created_at + timedelta(seconds=300)
        assert t.respond(request, "approve").status == "completed"
        other = t.new_session()
        other.send(TASK)
        again = other.require_input_request()
        assert again.expires_at == again.created_at + timedelta(seconds=300)


def test_without_a_ttl_requests_never_expire(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        assert t.require_input_request().expires_at is None


@pytest.mark.parametrize("bad", [0, -5, "300", True, math.inf, math.nan, [300]])
def test_a_ttl_that_is_no_positive_number_is_refused_when_the_driver_is_built(
    endpoint: ModelEndpoint, bad: object
) -> None:
    with pytest.raises(DriveError) as caught:
        Driver.for_adapter("vanilla", endpoint, request_ttl_s=bad)
    said = str(caught.value)
    assert isinstance(caught.value, UserError)
    assert said.startswith(f"Driver(..., request_ttl_s={bad!r}): give the seconds"), said
    assert "above zero (e.g. 300), or None for requests that never expire" in said
