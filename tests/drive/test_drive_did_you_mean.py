"""A misspelt option, check or status meets a did-you-mean wherever the eval API takes one
(users28 finding 5: ``respond(option="Approve")`` suggested 'approve', but ``respond_all("aprove")``
did not, ``arena_check("booked_as_aproved")`` listed every check, and ``called_tool(status=
"denied")`` did not say that a call a person denied is recorded as ``rejected``, on the call that asked)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.errors import UserError

TASK = "We need a room for 4 on Wednesday"


def test_misspellings_meet_a_did_you_mean(endpoint_for: Callable[[str], ModelEndpoint]) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(TASK)
    request = t.require_input_request()
    with pytest.raises(UserError, match=r"'aprove' .*\(did you mean 'approve'\?"):
        t.respond_all("aprove")
    assert t.pending == (request,)  # nothing was sent
    t.respond_all("deny")
    t.succeeded()
    with pytest.raises(UserError, match=r"\(did you mean 'booked_as_approved'\?\)"):
        t.arena_check("booked_as_aproved")
    with pytest.raises(
        UserError, match="a person's denial is recorded as 'rejected', on the call that asked"
    ):
        t.called_tool("book_room", status="denied")  # type: ignore[arg-type]
    with pytest.raises(UserError, match=r"\(did you mean 'blocked'\?\)"):
        t.called_tool("book_room", status="blockd")  # type: ignore[arg-type]
    t.called_tool("request_approval", status="rejected", times=1)
