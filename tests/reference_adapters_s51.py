"""Deliberately broken references of session 51 (evidence51): each reads "yes" (or a verdict
that is no "no") somewhere the evidence it should be judged on is missing or is its own word."""

from __future__ import annotations

from collections.abc import Sequence

from tests.drive.test_s35_restart_process import KeptAsJson

from arena.adapters.base import Traits
from arena.adapters.vanilla import VanillaAdapter
from arena.context import RunContext
from arena.session import create_session_slot
from arena.tools.rooms import DAYS, available
from arena.types import InputResponse, Turn

#: ReasksUnderOldId's mark that it asked once more (JSON: a restart carries it).
_AGAIN = create_session_slot("s51.again", dump=lambda v: v, load=lambda raw: raw)


class NativeNeverAsks(VanillaAdapter):
    """Declares a native pause (``Traits.pause_kind``) and never asks anyone: it books the
    first free room for the week's first day itself and ends the run. Its runs show no pause at
    all, which read "pause unsupported", as if the framework had no such feature, where the
    adapter claims it and the runs show it did not use it: a "no"."""

    name = "s51_native_never_asks"
    traits = Traits(pause_kind="native", mechanism="reference: claims native, books unasked")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        rooms = available(1, DAYS[0])
        out = self.spec.tool("book_room")(room_id=rooms[0].id) if rooms else "nothing free"
        return ctx.finish("completed", message=f"Booked directly: {out}")


class _Quiet:
    """What smolagents' ``AgentError`` logs its message to: nothing."""

    def log_error(self, message: object) -> None:
        return None


class OwnAgentErrorPartial(VanillaAdapter):
    """The vanilla loop declaring smolagents' ``partial`` pause, witnessing each pause with a
    ``smolagents.utils.AgentError("Agent interrupted.")`` it raises in its own code: the
    witness read only the object's type and module, which are smolagents', and the cell read
    "partial", measured, for a loop no smolagents agent ever paused."""

    name = "s51_own_agent_error"
    traits = Traits(pause_kind="partial", mechanism="reference: raises smolagents' error itself")

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return self._witnessed(await super().start(user_input, ctx), ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        return self._witnessed(await super().resume(responses, ctx), ctx)

    def _witnessed(self, turn: Turn, ctx: RunContext) -> Turn:
        if turn.status == "waiting":
            ctx.witness_pause(self._error(), "agent.run() raised (agent.interrupt())")
        return turn

    def _error(self) -> BaseException:
        from smolagents.utils import AgentError

        try:
            raise AgentError("Agent interrupted.", _Quiet())  # type: ignore[arg-type]
        except AgentError as exc:
            return exc


class MadeAgentErrorPartial(OwnAgentErrorPartial):
    """As :class:`OwnAgentErrorPartial`, the ``AgentError`` made and never raised."""

    name = "s51_made_agent_error"

    def _error(self) -> BaseException:
        from smolagents.utils import AgentError

        return AgentError("Agent interrupted.", _Quiet())  # type: ignore[arg-type]


class ReasksUnderOldId(KeptAsJson):
    """Asks again under the id it was answered on: on its first resume it resolves the answer,
    then lists the same request as pending once more (``ctx.pending[request.id] = request``)
    and waits, instead of asking a new question with ``ctx.request_input``. The person is shown
    a request already decided, and a second answer to that id could be taken as a new one.
    Its pause is kept as JSON (a restart carries it)."""

    name = "s51_reasks_under_old_id"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        if ctx.session.peek(_AGAIN) is None:
            ctx.session.set(_AGAIN, True)
            for request, response in ctx.accept_responses(responses):
                ctx.resolve(request, response)
                ctx.pending[request.id] = request  # the same id, asked again
            return ctx.finish("waiting", message="One more confirmation, please.")
        ctx.session.take(_AGAIN)
        return await super().resume(responses, ctx)


class ReasksUnderNewId(KeptAsJson):
    """The near miss of :class:`ReasksUnderOldId`: it resolves the answer and asks once more as
    a new question (``ask_for_approval``: a new id), then goes on with that answer."""

    name = "s51_reasks_under_new_id"

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        from arena.adapters.base import ask_for_approval

        if ctx.session.peek(_AGAIN) is None:
            ctx.session.set(_AGAIN, True)
            for request, response in ctx.accept_responses(responses):
                ctx.resolve(request, response)
                ask_for_approval(
                    ctx, action=request.action, args=request.args, native_id=request.native_id
                )
            return ctx.finish("waiting", message="One more confirmation, please.")
        ctx.session.take(_AGAIN)
        return await super().resume(responses, ctx)


class NamedRoomDropped(VanillaAdapter):
    """Vanilla, but the room a person names is taken out of the message before the model reads
    it ("Book Cedar for 6 ..." reaches the model as "Book a room for 6 ..."): the model picks a
    room of its own, the person approves it, and it is booked. Wrong only on an item naming its
    room, which ``validate``'s cases never had."""

    name = "s51_named_room_dropped"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        import re

        from arena.tools.rooms import ROOMS

        for room in ROOMS:
            said = rf"\b(?:{re.escape(room.name)}|{re.escape(room.id)})\b"
            user_input = re.sub(said, "a room", user_input, flags=re.IGNORECASE)
        return await super().start(user_input, ctx)
