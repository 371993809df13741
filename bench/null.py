"""An adapter with no framework and no model: what is left of a leg is the harness's own work.

It does what every real adapter does around its framework — calls a recorded tool, raises the
approval request, keeps a durable session slot, on resume matches and resolves the answer, books
on approval — so a run through it costs exactly the runner, the run context, the recorded tools,
the session line, the checks (and, with a store, the store).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arena.adapters.base import ask_for_approval
from arena.context import RunContext
from arena.session import create_session_slot
from arena.tools import rooms
from arena.types import EvalItem, InputResponse, Turn

#: A transcript of the size a real adapter keeps (system, user, two tool turns): ~1.5 kB of JSON.
_SLOT = create_session_slot("bench.null", dump=lambda v: v, load=lambda v: v)


class NullAdapter:
    name = "null"
    mechanism = "none: the harness alone"
    framework_version = "none"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        found = rooms.search_rooms(4, "monday")
        args = {"summary": "Book R-102 (Aspen) for 4 people on Monday"}
        ask_for_approval(ctx, action=rooms.GATE, args=args, native_id="call_0", preview="")
        ctx.session.set(_SLOT, _transcript(user_input, found))
        return ctx.finish("waiting")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        approved = False
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
            approved = response.approved
        ctx.session.take(_SLOT)
        if not approved:
            return ctx.finish("completed", message="Denied, so the booking was not made.")
        done = rooms.book_room("R-102")
        return ctx.finish("completed", message=f"Booked. {done}")


def _transcript(user_input: str, found: str) -> list[dict[str, Any]]:
    call = {"id": "call_0", "type": "function"}
    return [
        {"role": "system", "content": rooms.SYSTEM_PROMPT},
        {"role": "user", "content": user_input},
        {
            "role": "assistant",
            "tool_calls": [
                call
                | {
                    "function": {
                        "name": "search_rooms",
                        "arguments": '{"capacity": 4, "day": "Monday"}',
                    }
                }
            ],
        },
        {"role": "tool", "tool_call_id": "call_0", "content": found},
        {
            "role": "assistant",
            "tool_calls": [
                call
                | {
                    "function": {
                        "name": rooms.GATE,
                        "arguments": '{"summary": "Book R-102 (Aspen) for 4 people on Monday"}',
                    }
                }
            ],
        },
    ]


APPROVED_CHECKS = ("suspended", "no_tool_before_suspend", "tool_called_once_after_resume")
DENIED_CHECKS = ("suspended", "no_tool_before_suspend", "tool_not_used", "acknowledged")


def items(n: int) -> list[EvalItem]:
    """n booking items, alternately approved and denied."""
    return [
        EvalItem(
            id=f"null-{i:06d}",
            input="Book a meeting room for 4 people on Monday.",
            resume_with=("approve",) if i % 2 == 0 else ("deny",),
            meta={"capacity": 4, "day": "monday"},
            checks=APPROVED_CHECKS if i % 2 == 0 else DENIED_CHECKS,
        )
        for i in range(n)
    ]
