"""drive41: an answer to a request past its ``expires_at`` was taken on a line without a store.

A request carries its expiry (``arena run --human --expires-in``, a run context's
``request_ttl_s``). With an arena store ``t.respond`` is refused by the store's clock ("request …
expired at …; it can no longer be answered"), as ``arena approve`` is; on a line without one the
same late answer went to the adapter and the room was booked. It is now refused there too, before
anything runs, in the store's words; a request still in time is answered as before.
"""

from __future__ import annotations

import time
from datetime import timedelta

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, InvalidAnswer
from arena.types import utcnow

TASK = "Book a meeting room for 6 people on Tuesday."

_MODULES = {"vanilla": "openai", "langgraph": "langgraph", "openai_agents": "agents"}


def _asked_with_ttl(t: Driver, ttl_s: float) -> str:
    t.ctx.request_ttl_s = ttl_s
    t.send(TASK)
    request = t.require_input_request()
    assert request.expires_at is not None
    return request.id


@pytest.mark.parametrize("adapter", list(_MODULES))
def test_an_answer_after_the_request_expired_is_refused(
    endpoint: ModelEndpoint, adapter: str
) -> None:
    pytest.importorskip(_MODULES[adapter])
    with Driver.for_adapter(adapter, endpoint) as t:
        rid = _asked_with_ttl(t, 0.2)
        time.sleep(0.3)
        with pytest.raises(InvalidAnswer, match=f"request {rid} expired at .* can no longer be"):
            t.respond(rid, option="approve")
        with pytest.raises(InvalidAnswer, match="nothing was sent to the adapter"):
            t.respond_all("approve")
        with pytest.raises(InvalidAnswer, match="expired"):
            t.respond({rid: {"text": "Yes, book it."}})
        assert len(t.turns) == 1
        t.parked()
        t.called_tool("book_room", times=0)


def test_a_request_still_in_time_is_answered(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        rid = _asked_with_ttl(t, 60)
        assert t.pending[0].expires_at is not None
        assert t.pending[0].expires_at > utcnow() + timedelta(seconds=30)
        t.respond(rid, option="approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)


def test_a_request_without_expiry_is_answered_however_late(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request()
        assert request.expires_at is None
        time.sleep(0.2)
        t.respond(request, option="deny")
        t.succeeded()
        t.called_tool("request_approval", status="rejected", times=1)
