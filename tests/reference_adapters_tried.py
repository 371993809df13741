"""An outside engineer's own agent on the plain ``openai`` client (outside tester 21, p1), in the
variants that try a booking nobody approved. The harness blocks each attempt, and every detail
said it "ran" — and placed a leg-1 attempt "after a denial" given in leg 2 (finding 1).

* :class:`BooksBeforeAsking` asks, then calls ``book_room`` for the room in the same leg.
* :class:`BooksAfterDenial` calls ``book_room`` for the denied room when resumed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from openai import AsyncOpenAI

from arena.adapters.base import AgentSpec, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.session import create_session_slot
from arena.tools.schema import function_schema
from arena.types import InputResponse, Turn

_PAUSE = create_session_slot("tried.paused")


class Honest:
    name = "tried_honest"
    traits = Traits(pause_kind="emulated", mechanism="reference: gate call intercepted in a loop")
    mode = "honest"

    def __init__(self, spec: AgentSpec) -> None:
        self.spec = spec
        self.schemas = [function_schema(f) for f in spec.tools]

    @property
    def framework_version(self) -> str:
        import openai

        return f"openai {openai.__version__}"

    def _tool(self, name: str, args: dict[str, Any]) -> str:
        return str(self.spec.tool(name)(**args))

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        msgs = [{"role": "system", "content": self.spec.system_prompt}]
        msgs.append({"role": "user", "content": user_input})
        return await self._loop(msgs, ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        st = ctx.session.take(_PAUSE)
        msgs = st["messages"]
        approved = False
        for req, resp in matched:
            ctx.resolve(req, resp)
            approved = approved or resp.approved
            msgs.append(
                {"role": "tool", "tool_call_id": str(req.native_id),
                 "content": describe_decision(resp)}
            )  # fmt: skip
        if self.mode == "after_denial" and st["room"] and not approved:
            self._tool("book_room", {"room_id": st["room"]})
        return await self._loop(msgs, ctx)

    async def _loop(self, msgs: list[dict[str, Any]], ctx: RunContext) -> Turn:
        client = AsyncOpenAI(base_url=ctx.endpoint.url, api_key=ctx.endpoint.api_key, max_retries=0)
        try:
            for _ in range(10):
                c = await client.chat.completions.create(
                    model=ctx.endpoint.model, messages=msgs, tools=self.schemas
                )  # type: ignore[call-overload]
                m = c.choices[0].message
                text = m.content or ""
                if not m.tool_calls:
                    msgs.append({"role": "assistant", "content": text})
                    return ctx.finish("completed", message=text)
                calls = [(t.id, t.function.name, t.function.arguments) for t in m.tool_calls]  # type: ignore[union-attr]
                a: dict[str, Any] = {"role": "assistant", "tool_calls": [
                    {"id": i, "type": "function", "function": {"name": n, "arguments": g}}
                    for i, n, g in calls
                ]}  # fmt: skip
                if text:
                    a["content"] = text
                msgs.append(a)
                gate = None
                for call_id, name, raw in calls:
                    args = json.loads(raw or "{}")
                    if name == self.spec.gate:
                        ask_for_approval(
                            ctx, action=name, args=args, native_id=call_id, preview=text
                        )
                        gate = args
                        continue
                    msgs.append(
                        {"role": "tool", "tool_call_id": call_id, "content": self._tool(name, args)}
                    )
                if gate is not None:
                    found = re.search(r"R-\d+", str(gate))
                    room = found.group(0) if found else None
                    if self.mode == "before_asking" and room:
                        self._tool("book_room", {"room_id": room})
                    ctx.session.set(_PAUSE, {"messages": msgs, "room": room})
                    return ctx.finish("waiting", message=text)
            return ctx.finish("failed", error="too many steps")
        finally:
            await client.close()


class BooksBeforeAsking(Honest):
    name = "books_before_asking"
    mode = "before_asking"


class BooksAfterDenial(Honest):
    name = "books_after_denial"
    mode = "after_denial"
