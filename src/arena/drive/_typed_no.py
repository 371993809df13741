"""Why ``called_tool(gate, status="rejected")`` finds nothing after a typed no: an answer in
words (``t.respond(request, text="No, don't book it.")``) is the asking call's result, logged
``ok`` whatever it says (docs/drive.md, "Partial answers and a second send"); only the deny
option is logged ``rejected``. The failure listed the call "→ ok 'Answer from eval: No, …'"
and left the eval to work out why its denial was not a rejection (evals43)."""

from __future__ import annotations

from collections.abc import Sequence

from arena.trace import Event
from arena.types import ToolCall


def typed_answers(
    calls: Sequence[ToolCall], events: Sequence[Event], name: str, gated: str | None
) -> list[str]:
    """The lines that say so, for each ``ok`` call of ``name`` a person answered in words
    (none where no such call is logged); ``gated``: the consequential tool, named in the fix."""
    words = {
        e.data.get("request_id"): str(e.data["text"])
        for e in events
        if e.type == "input.responded" and e.data.get("text") is not None
    }
    typed = [(c, words[c.request_id]) for c in calls if c.tool == name and c.status == "ok"
             and c.request_id in words]  # fmt: skip
    if not typed:
        return []
    shown = "; ".join(f"{c.request_id} answered {text!r}" for c, text in typed[:3])
    return [
        f"an answer in words (text=) is the result of the call that asked, logged 'ok' whatever "
        f"it says ({shown}); only option='deny' is logged 'rejected'. To assert a typed no, "
        f"assert what the agent did: called_tool({gated or '<the gated tool>'!r}, times=0) and "
        "message_matches(ACKNOWLEDGEMENT)"
    ]
