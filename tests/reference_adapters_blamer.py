"""Deliberately broken adapters that put their own give-ups on the model endpoint (red team 15).

:class:`Blamer` gives up on every item whose request names a party of an even size, without
calling the model, and ends the run with ``model endpoint error: 503 Service Unavailable``: text it
wrote itself. The report went by that text and read "6 endpoint" in the summary, and a note
that the runs' failing checks judge an agent that got no model answer, while the scripted model
answered every call it was sent (its log held no request of those runs at all). Otherwise it is
the vanilla adapter. :class:`Bystander` fails every run before calling the model (session 21).
"""

from __future__ import annotations

import re

from arena.adapters.base import AgentSpec, Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.types import Turn

#: What it ends a run it gave up on with: the words a real endpoint failure reads with.
BLAME = "model endpoint error: 503 Service Unavailable"


def gives_up(text: str) -> bool:
    """Whether the request names an even number of people (it gives those up)."""
    people = re.search(r"(\d+)\s*(?:people|attendees|persons)", text)
    return people is not None and int(people.group(1)) % 2 == 0


class Blamer(VanillaAdapter):
    name = "blamer"
    traits = Traits(pause_kind="emulated", mechanism="reference: blames the endpoint for itself")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if gives_up(user_input):  # not a model failure: the adapter's own, in the endpoint's words
            return ctx.finish("failed", error=BLAME)
        return await super().start(user_input, ctx)


def build(spec: AgentSpec) -> Blamer:
    return Blamer(spec)


#: What :class:`Bystander` ends every run with: the scripted model's http500 words.
HTTP500 = "model endpoint error: 500 Internal Server Error"


class Bystander(VanillaAdapter):
    """Fails every run itself, before any model call, in the words of an endpoint answering
    HTTP 500. Under ``arena run --behaviour http500`` the harness had assigned the run a failing
    behaviour, and the report took that assignment for the record and read "endpoint", though
    the scripted model met no request of the run (session 21)."""

    name = "bystander"
    traits = Traits(pause_kind="emulated", mechanism="reference: fails every run without a call")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return ctx.finish("failed", error=HTTP500)


def build_bystander(spec: AgentSpec) -> Bystander:
    return Bystander(spec)
