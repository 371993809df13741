"""``called_tool("book_room", status="rejected")`` after a denial (drive37): it failed "0 rejected
calls" and nothing more, leaving the eval to guess where the person's rejection went. A denial is
recorded as ``rejected`` on the call that asked (the gate), never on the tool it gated, which was
not run; the failure now says so, naming the call to assert and listing the gate's rejections."""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, ToolCallMismatch

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_rejection_asked_of_the_gated_tool_points_to_the_gate(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond_all("deny")
        with pytest.raises(ToolCallMismatch) as caught:
            t.called_tool("book_room", status="rejected", times=1)
        t.called_tool("request_approval", status="rejected", times=1)
    said = str(caught.value).split("\n\nsession")[0].splitlines()
    assert said[0] == (
        "expected book_room with status rejected to be called 1x in this session line; "
        "0 rejected calls"
    ), said
    assert said[1] == (
        "a person's denial is recorded as 'rejected' on the call that asked, not on the tool it "
        "gated: called_tool('request_approval', status='rejected'); rejected calls:"
    ), said
    assert said[2].startswith("  leg 2: request_approval(summary="), said


def test_no_such_hint_where_nothing_was_denied(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond_all("approve")
        with pytest.raises(ToolCallMismatch) as caught:
            t.called_tool("book_room", status="rejected", times=1)
    assert "on the call that asked" not in str(caught.value)
