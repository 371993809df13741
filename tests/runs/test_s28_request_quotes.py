"""A request that quotes the user's own request is read as the request reader reads it
(regress28, finding 2).

``request_words`` read each number of a prompt on its own: "The user asked: Could you grab us a
room for me plus three on Tuesday?\\nThe agent wants to: Book R-102 for 4 people on Tuesday"
named 'three' beside the call's 4 people, and a correct adapter's leg failed NotTheHarness. The
run's input is the harness's words: quoted, it is read as the scripted model's request reader
reads it (4 people), and that booking must still be the call's; words beside it are read as
before, and a quote of anything else is no quote.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any

import pytest

from arena import leg_runner
from arena.adapters import vanilla
from arena.adapters.base import APPROVAL_OPTIONS, AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.evaluate import check_spec
from arena.request_words import named_otherwise
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, InputRequest

INPUTS = (
    "Could you grab us a room for me plus three on Tuesday at half two?",
    "Book a room for the three of us + our manager on Tuesday.",
    "Book a room for me + 3 on Tuesday.",
)
CALL = "Book R-102 (Aspen) for 4 people on Tuesday"


def _request(summary: str, room: str = "R-102") -> InputRequest:
    binds = {"tool": "book_room", "args": {"room_id": room}}
    return InputRequest(
        id="req_1",
        run_id="run_1",
        action="request_approval",
        args={"summary": summary},
        details={"binds": binds},
    )


def _asked(task: str, summary: str) -> str:
    return f"The user asked: {task}\nThe agent wants to: {summary}"


@pytest.mark.parametrize("task", INPUTS)
def test_a_quoted_request_is_read_as_the_reader_reads_it(task: str) -> None:
    assert named_otherwise(_request(CALL), _asked(task, CALL), (task, leg_runner.task_facts)) == []


@pytest.mark.parametrize(
    ("task", "call", "shown", "named"),
    [
        # the call is not the quoted request's booking: its day, count or room
        (INPUTS[0], "Book R-102 (Aspen) for 4 people on Wednesday", None, "day 'Tuesday'"),
        (INPUTS[2], "Book R-102 (Aspen) for 6 people on Tuesday", None, "count 'for 4 people'"),
        (
            "Book Aspen (R-102) for me plus three on Tuesday",
            "Book R-204 for 4 people on Tuesday",
            None,
            "room 'R-102'",
        ),
        # words beside the quote that name another booking
        (
            INPUTS[0],
            CALL,
            _asked(INPUTS[0], "Book Juniper (R-101) for 3 on Monday"),
            "day 'Monday'",
        ),
        # a quote of something else than the run's input is read word by word
        (INPUTS[0], CALL, _asked("Book Juniper for 3 on Monday", CALL), "room 'Juniper'"),
    ],
)
def test_a_quote_still_names_another_booking(
    task: str, call: str, shown: str | None, named: str
) -> None:
    room = "R-204" if "R-204" in call else "R-102"
    said = named_otherwise(
        _request(call, room), shown or _asked(task, call), (task, leg_runner.task_facts)
    )
    assert named in said, said


ITEM = EvalItem(
    id="s28-quote",
    input=INPUTS[0],
    resume_with=("approve",),
    checks=("suspended", "tool_called_once_after_resume", "booked_as_approved"),
    meta={"people": 4, "day": "tuesday"},
)


def _quoting(
    ctx: RunContext,
    *,
    action: str,
    args: Mapping[str, Any],
    native_id: str | None,
    tool_name: str | None = None,
    preview: str = "",
) -> InputRequest:
    """``ask_for_approval`` with the user's own request quoted above the model's summary."""
    summary = str(args.get("summary") or "")
    return ctx.request_input(
        action=action,
        tool_name=tool_name or action,
        args=args,
        prompt=_asked(ITEM.input, summary),
        reason=f"{action} is a gate",
        options=APPROVAL_OPTIONS,
        details={"summary": summary, "agent_said": preview[:500], "adapter": ctx.adapter},
        native_id=native_id,
    )


def test_an_adapter_quoting_the_users_request_passes(
    hitl_arena: Arena, endpoint: ModelEndpoint, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vanilla, "ask_for_approval", _quoting)
    adapter = VanillaAdapter(AgentSpec.from_module(rooms))
    [r] = asyncio.run(
        run_many([(adapter, ITEM)], endpoint, settings=RunSettings(), spec=check_spec(hitl_arena))
    )
    assert r.passed, (r.trace.legs[0].error, [c.detail for c in r.checks if not c.passed])
    [asked] = [e.data for e in r.trace.events if e.type == "input.requested"]
    assert str(asked.get("prompt")).startswith("The user asked: Could you grab us"), asked
