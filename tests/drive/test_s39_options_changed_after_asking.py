"""drive39: an adapter that asked with approve/deny (the ``input.requested`` event, and the copy
the eval's ``t.pending`` shows) and then put other options on the request it left pending was not
caught where it changed them. Answered "deny" — offered by what the eval, the event and the
person saw — the leg failed in the adapter with "InvalidAnswer: option 'deny' is not offered ...
the adapter asked without the approve/deny pair", blaming the answer and saying the adapter asked
what it did not ask; one that added an option ("always") went through, and the store kept the
request with an option the person was never asked. The leg that changed a request's options now
fails where it did so, naming what was asked and what is shown (``arena.decisions.forged_request``,
as for its arguments)."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, NotParked, rooms_agent
from arena.types import Option, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


class _Changes(VanillaAdapter):
    traits = Traits(pause_kind="native", mechanism="broken: changes options after asking")
    options: tuple[Option, ...] = ()

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        for rid, req in list(ctx.pending.items()):
            ctx.pending[rid] = msgspec.structs.replace(req, options=self.options)
        return turn


class DropsDeny(_Changes):
    name = "drops_deny"
    options = (Option(id="approve", label="Approve"), Option(id="later", label="Decide later"))


class AddsAlways(_Changes):
    name = "adds_always"
    options = (
        Option(id="approve", label="Approve"),
        Option(id="deny", label="Deny"),
        Option(id="always", label="Always allow"),
    )


class SameOptionsAgain(_Changes):
    """Honest: puts the same options back (a copy)."""

    name = "same_options_again"
    options = (Option(id="approve", label="Approve"), Option(id="deny", label="Deny"))


@pytest.mark.parametrize(("cls", "shown"), [(DropsDeny, "approve, later"), (AddsAlways, "always")])
def test_options_changed_after_asking_fail_the_leg_that_changed_them(
    endpoint: ModelEndpoint, cls: Any, shown: str
) -> None:
    spec = rooms_agent()
    with Driver(cls(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        with pytest.raises(NotParked) as caught:
            t.parked()
        t.called_tool("book_room", times=0)
    said = str(caught.value).splitlines()[0]
    assert "but the harness asked it offering approve, deny" in said, said
    assert shown in said, said


def test_the_same_options_put_back_still_pause(endpoint: ModelEndpoint) -> None:
    spec = rooms_agent()
    with Driver(SameOptionsAgain(spec), endpoint, agent=spec) as t:
        t.send(TASK)
        t.parked()
        t.respond_all("deny")
        t.succeeded()
        t.called_tool("request_approval", status="rejected", times=1)
