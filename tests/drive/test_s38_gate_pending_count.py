"""drive38: at a pause, ``t.called_tool("request_approval", times=1)`` failed saying "it was never
called" above an event listing that shows ``input.requested … request_approval(...)``: a call that
asks a person is logged (ok, or rejected) once it is answered, which the message did not say, so
an eval writer read the harness as contradicting itself. The failure now names the pending
request and says when such a call is logged, and what to assert at the pause instead."""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, ToolCallMismatch

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.mark.parametrize(
    "kwargs", [{"times": 1}, {}, {"status": "rejected"}, {"times": 1, "scope": "turn"}]
)
def test_a_gate_call_still_waiting_says_so(endpoint: ModelEndpoint, kwargs: dict) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        asked = t.send(TASK).requests[0]
        with pytest.raises(ToolCallMismatch) as caught:
            t.called_tool("request_approval", **kwargs)
        said = str(caught.value)
        assert (
            f"request_approval was called and waits on a person: {asked.id} is pending, and a "
            "call that asks is logged once answered (ok, or rejected on a denial)"
        ) in said, said
        t.respond(asked, option="deny")
        t.called_tool("request_approval", status="rejected", times=1)


def test_another_tool_s_count_says_nothing_of_the_pause(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        with pytest.raises(ToolCallMismatch) as caught:
            t.called_tool("book_room", times=1)
        assert "waits on a person" not in str(caught.value)
        t.respond_all("deny")
