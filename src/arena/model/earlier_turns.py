"""What the conversation so far says to the scripted model: the message sent after the agent had
finished, what it booked so far, the answer to each gate call. Read by :mod:`arena.model.policy`
(which re-exports them) and by :mod:`arena.model.logged`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arena.model.conversation import Conversation, Returned, Said, ToolUse
from arena.model.reply import BOOK, FINAL, asked_by, has_verdict, known_rooms


def follow_up(conv: Conversation) -> tuple[int, str] | None:
    """The latest user message sent after the agent had finished (not an answer to a question).
    An answer after it (to a gate's pending result, as smolagents hands a verdict over as a new
    task, or to a question the agent asked in words) is passed over for the request it answers:
    read as the end of the search, it left the first message the task, and smolagents, approved
    after a second send that asked to book, repeated the first one's availability (drive38)."""
    for i in range(len(conv.steps) - 1, 0, -1):
        step = conv.steps[i]
        if not (isinstance(step, Said) and step.role == "user"):
            continue
        before = conv.steps[i - 1]
        if isinstance(before, Said) and before.role == "assistant":
            if before.text.rstrip().endswith("?"):
                continue  # an answer to the agent's question
            return i, step.text
        if isinstance(before, Returned):
            if before.name == FINAL:
                return i, step.text
            continue  # an answer after a gate's pending result
        return None
    return None


#: A booking's confirmation (a framework's JSON around it is gone: ``conversation.unwrapped``),
#: first or after a framework's own framing of the real result ("Tool book_room returned:
#: CONFIRMED: …", "Observation: CONFIRMED: …"): read only first, an honest adapter that framed
#: it was told "I did not book R-102" beside its booking (test_fault_told's Framed).
_CONFIRMED = re.compile(r"\s*CONFIRMED|(?s:.*?)\bCONFIRMED: ")


def recall(conv: Conversation, until: int) -> str:
    """What this conversation booked so far: proof that a second message kept the history."""
    done = [
        c.args.get("room_id")
        for i, c in conv.calls(BOOK)
        if i < until and _CONFIRMED.match(conv.result(c) or "")
    ]
    if done:
        return f"Earlier in this conversation I booked {', '.join(map(str, done))}."
    return "Earlier in this conversation I booked nothing."


def gate_verdicts(conv: Conversation, gates: Sequence[tuple[int, ToolUse]]) -> list[str | None]:
    """The answer the model reads for each gate call, in order (``None``: none yet): the gate's
    tool result or, where no result carries a verdict (smolagents), a user message after the
    last one, one line per gate. The model log records what they say (``heard``)."""
    answers: list[str | None] = [conv.result(call) for _, call in gates]
    later = conv.user_text_after(gates[-1][0]) if gates else None
    asked = [asked_by(call) for _, call in gates]
    if later is not None and not any(
        has_verdict(a or "", w, known_rooms(conv)) for a, w in zip(answers, asked, strict=False)
    ):
        return list(later.splitlines()) if len(gates) > 1 else [later]
    return answers
