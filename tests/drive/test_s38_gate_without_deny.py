"""drive38: a deny eval against an adapter whose approval request offered only "approve" and
"later" (no way to say no) was refused "option 'deny' is not offered by request … (an answer in
the person's words is text, not an option: text='deny')": the eval's option was read as a
misspelt answer, and the eval writer told to type the word, where the adapter's request lacked
the approve/deny pair. The refusal now says the request offers no 'deny' and why."""

from __future__ import annotations

from typing import Any

import pytest

from arena.adapters import vanilla
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, rooms_agent
from arena.errors import InvalidAnswer
from arena.types import InputRequest, Option, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


def _no_deny(ctx: RunContext, *, action: str, args: Any, native_id: Any, **_: Any) -> InputRequest:
    return ctx.request_input(
        action=action,
        tool_name=action,
        args=args,
        prompt=str(args.get("summary")),
        options=(Option(id="approve", label="Approve"), Option(id="later", label="Later")),
        native_id=native_id,
    )


class NoDeny(vanilla.VanillaAdapter):
    name = "no_deny"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        original, vanilla.ask_for_approval = vanilla.ask_for_approval, _no_deny  # type: ignore[assignment]
        try:
            return await super().start(user_input, ctx)
        finally:
            vanilla.ask_for_approval = original


def test_a_gate_without_deny_is_said_as_such(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(NoDeny(spec), endpoint, agent=spec) as t:
        asked = t.send(TASK).requests[0]
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(asked, option="deny")
        said = str(caught.value)
        assert said.startswith(
            f"option 'deny' is not offered by request {asked.id} — it offers no 'deny', so a "
            "person cannot give that answer with an option: the adapter asked without the "
            "approve/deny pair ask_for_approval offers; valid options: approve, later"
        ), said
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(asked, option="yes please")
        assert "text='yes please'" in str(caught.value)
        t.respond(asked, option="approve")
