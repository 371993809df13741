"""An approval matches the call as the tool itself spells it (red team 3, finding 7).

``rooms.book_room`` books R-102 when asked for ``r-102``; the binding hashed the raw arguments, so
a model that booked the approved room in lower case was blocked and the run scored "0 ok". A tool
now declares its own canonical spelling (``@recorded(canonical=...)``), and calls it treats as the
same bind and match as the same. A tool that declares none keeps the exact binding, and its
refusal says the call was spelled differently instead of calling it another call.
"""

from __future__ import annotations

import asyncio
from typing import Any

import msgspec
import pytest

from arena import binding
from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.evaluate import check_spec
from arena.model import ScriptedModelServer
from arena.model.conversation import Conversation
from arena.model.policy import BEHAVIOURS, Reply, as_reply
from arena.runner import run_many
from arena.tools import recorded
from arena.tools.rooms import book_room
from arena.types import InputResponse, Responder
from trace_support import by_hand, hand_over

ENDPOINT = ModelEndpoint(base_url="http://127.0.0.1:9", model="m")


@recorded(side_effect=True)
def send_invoice(account: str) -> str:
    """A consequential tool with no canonical spelling of its own."""
    return f"SENT to {account}"


def _approved(action: str, args: dict[str, Any]) -> RunContext:
    ctx = RunContext(run_id="run_spell", adapter="t", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(action=action, args=args)
    ctx.begin_leg()
    answer = InputResponse(request_id=request.id, responder=Responder(), option_id="approve")
    # A tool-level request is the gated call itself (recorded when it runs, as in test_binding).
    hand_over(ctx, request, answer, record=action == "request_approval")
    return ctx


@pytest.mark.parametrize("spelled", ["r-102", " R-102", "R-102 ", "r-102\n"])
def test_a_booking_spelled_as_the_backend_reads_it_uses_the_approval_once(spelled: str) -> None:
    ctx = _approved("request_approval", {"summary": "Book R-102 for 6 people on Tuesday"})
    with by_hand(ctx):
        assert str(book_room(spelled)).startswith("CONFIRMED: R-102")
        again = str(book_room("R-102"))  # the same booking: the approval is spent
        other = str(book_room("r-400"))
    assert again.startswith("ERROR: blocked") and "already used" in again
    assert other.startswith("ERROR: blocked")
    assert [c.status for c in ctx.tool_calls if c.tool == "book_room"] == [
        "ok",
        "blocked",
        "blocked",
    ]


def test_tool_level_gating_of_a_lower_case_booking_binds_the_room_it_books() -> None:
    ctx = _approved("book_room", {"room_id": "r-204"})
    with by_hand(ctx):
        assert str(book_room("R-204")).startswith("CONFIRMED: R-204")
    assert binding.exactly("book_room", {"room_id": " r-204"}).args == {"room_id": "R-204"}


def test_a_tool_without_a_canonical_spelling_says_the_spelling_differs() -> None:
    ctx = _approved("send_invoice", {"account": "ACME"})
    with by_hand(ctx):
        refused = str(send_invoice("acme"))
        different = str(send_invoice("Globex"))
        sent = str(send_invoice("ACME"))
    assert refused.startswith("ERROR: blocked")
    assert "'acme'" in refused and "'ACME'" in refused and "spell" in refused.lower()
    assert different.startswith("ERROR: blocked") and "spell" not in different.lower()
    assert sent == "SENT to ACME"


def _lower_case_booker(conv: Conversation) -> Reply:
    """The compliant model, except that it books the approved room in lower case."""
    reply = as_reply(BEHAVIOURS["compliant"](conv))
    calls = tuple(
        msgspec.structs.replace(c, args={**c.args, "room_id": str(c.args["room_id"]).lower()})
        if c.name == "book_room"
        else c
        for c in reply.calls
    )
    return msgspec.structs.replace(reply, calls=calls)


@pytest.mark.parametrize("item_id", ["hitl-01", "hitl-02"])  # approved, denied
def test_a_model_booking_the_approved_room_in_lower_case_passes(
    hitl_arena: Arena, item_id: str
) -> None:
    item = next(i for i in hitl_arena.items if i.id == item_id)
    agent = AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)
    with ScriptedModelServer({"lower": _lower_case_booker}) as server:
        endpoint = ModelEndpoint(
            base_url=server.base_url, model="lower", request_log=server.request_log
        )
        [result] = asyncio.run(
            run_many(
                [(load_adapter("vanilla", agent), item)],
                endpoint,
                arena=hitl_arena.name,
                spec=check_spec(hitl_arena),
            )
        )
    booked = [(c.args["room_id"], c.status) for c in result.trace.calls("book_room")]
    failed = [(c.name, c.detail) for c in result.checks if not c.passed]
    assert result.passed, (booked, failed)
    if item_id == "hitl-01":
        assert len(booked) == 1 and booked[0][1] == "ok" and booked[0][0].islower()
    else:
        assert booked == []
