"""evals43 (an outside team's eval of "a rejection read back as rejected"): the eval denied in
words, ``t.respond(request, text="No, don't book it.")``, and asserted
``t.called_tool("request_approval", status="rejected", times=1)``. A typed answer is the asking
call's result, logged ``ok`` whatever it says (docs/drive.md), so the assertion fails, rightly;
but its message listed the call "→ ok 'Answer from eval: No, …'" and no word of why. It now says
that an answer in words is logged 'ok', that only option='deny' is 'rejected', and what to
assert for a typed no. Neighbours: the deny option still passes; an approval, or another tool,
gets no such line, nor does a consequential tool held for a person itself (``gated``): words to
it are refused before the adapter (typedyes43), so nothing is logged for it."""

from __future__ import annotations

import pytest

from arena.adapters.base import AgentSpec
from arena.checks import ACKNOWLEDGEMENT
from arena.context import ModelEndpoint
from arena.drive import Driver, ToolCallMismatch
from arena.errors import InvalidAnswer
from arena.tools import rooms

TASK = "Book a room for 6 people on Wednesday."
WORDS = "an answer in words (text=) is the result of the call that asked, logged 'ok'"


@pytest.mark.parametrize("said", ["No, don't book it.", "Nein, bitte nicht."])
def test_a_typed_no_is_told_why_it_is_not_rejected(endpoint: ModelEndpoint, said: str) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request()
        t.respond(request, text=said)
        t.succeeded()
        with pytest.raises(ToolCallMismatch) as err:
            t.called_tool("request_approval", status="rejected", times=1)
        msg = str(err.value)
        assert WORDS in msg and f"{request.id} answered {said!r}" in msg, msg
        assert "called_tool('book_room', times=0) and message_matches(ACKNOWLEDGEMENT)" in msg
        # what it names holds
        t.called_tool("book_room", times=0)
        t.message_matches(ACKNOWLEDGEMENT)


def test_the_deny_option_is_rejected_and_needs_no_such_line(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond(t.require_input_request(), option="deny")
        t.called_tool("request_approval", status="rejected", times=1)
        with pytest.raises(ToolCallMismatch) as err:
            t.called_tool("request_approval", status="rejected", times=2)
        assert WORDS not in str(err.value)


def test_other_misses_get_no_such_line(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond(t.require_input_request(), option="approve")
        with pytest.raises(ToolCallMismatch) as err:
            t.called_tool("request_approval", status="rejected")
        assert WORDS not in str(err.value)
        with pytest.raises(ToolCallMismatch) as err:
            t.called_tool("book_room", status="rejected")
        assert WORDS not in str(err.value)


def test_words_to_a_held_tool_get_no_such_line(endpoint: ModelEndpoint) -> None:
    spec = AgentSpec.from_module(rooms)
    agent = AgentSpec(
        name=spec.name,
        system_prompt=spec.system_prompt,
        tools=spec.tools,
        gate=spec.gate,
        consequential=spec.consequential,
        gated=("book_room",),
    )
    with Driver.for_adapter("vanilla", endpoint, agent=agent) as t:
        t.send(TASK)
        t.respond(t.require_input_request(action="request_approval"), option="approve")
        held = t.require_input_request(action="book_room")
        with pytest.raises(InvalidAnswer, match="option='approve'"):
            t.respond(held, text="Yes, go ahead.")  # words answer no held call (docs/drive.md)
        t.called_tool("book_room", times=0)
        with pytest.raises(ToolCallMismatch) as err:
            t.called_tool("book_room", status="rejected")
        assert WORDS not in str(err.value)
