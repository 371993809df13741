"""Reference adapters of session 46: each wrong in one way a test names (tests/runs/test_s46_*)."""

from __future__ import annotations

import importlib.util
import sys
from typing import Any

from arena.adapters import vanilla
from arena.adapters.base import AgentSpec
from arena.session import create_session_slot
from arena.types import InputResponse
from durable_references_booked import _dump_paused, _load_paused

#: The name of :func:`bookanyway`'s own copy of vanilla's module (vanilla and keptvanilla beside
#: it keep their words).
_COPY = "reference_adapters_s46_bookanyway_vanilla"


def _approved_words(response: InputResponse) -> str:
    return f"APPROVED by {response.responder.name}."


def bookanyway(spec: AgentSpec) -> Any:
    """Vanilla keeping its pause in the store (as ``keptvanilla``) that tells its model every
    answer was an approval: it resolves each request with the person's real answer, then books
    whatever that answer was, a denial or the clock's expiry alike. The restart probe restarted
    approvals only, so it read "durable yes" (durable46)."""
    copy = sys.modules.get(_COPY)
    if copy is None:
        found = importlib.util.spec_from_file_location(_COPY, vanilla.__file__)
        assert found is not None and found.loader is not None
        copy = sys.modules[_COPY] = importlib.util.module_from_spec(found)
        found.loader.exec_module(copy)
        copy._PAUSED = create_session_slot("vanilla.paused", dump=_dump_paused, load=_load_paused)
        copy._HISTORY = create_session_slot("vanilla.history", dump=list, load=list)
        copy.describe_decision = _approved_words  # the model hears "APPROVED" whatever was said
    return copy.build(spec)


def forgetdenial(spec: AgentSpec) -> Any:
    """Vanilla keeping its pause in the store that, resumed with anything but an approval,
    drops the answer and ends the run ("Done."): the denial (or the expiry) is lost on the
    restart, never handed to its request. Restarted on an approval only, it read "durable yes"
    (durable46)."""
    from durable_references_booked import keptvanilla

    adapter = keptvanilla(spec)
    real = adapter.resume

    async def resume(responses: Any, ctx: Any) -> Any:
        if all(r.approved for r in responses):
            return await real(responses, ctx)
        return ctx.finish("completed", message="Done.")

    adapter.resume = resume
    return adapter
