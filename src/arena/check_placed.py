"""Where a check's failure says the booking calls stand: against the person's answer before each
(after an approval, a denial, the request's expiry, or before any answer), and why the harness
blocked those that did not run. Split from :mod:`arena.checks` (the checks themselves), which
says it in ``tool_not_used``, ``tool_called_once_after_resume`` and ``booked_as_approved``; the
matrix's reasons say it too (:mod:`arena.matrix.stops`)."""

from __future__ import annotations

from collections.abc import Mapping

from arena.check_words import did
from arena.trace import Trace
from arena.types import ToolCall


def placed(trace: Trace, tool: str, calls: list[ToolCall]) -> str:
    """What became of ``calls`` and where each stands against the person's answer: after the
    answer given before it ("after a denial", also said right for an unclear answer or an
    approval), or before any answer. A call made in leg 1 read "after a denial" given in leg 2,
    and one the harness blocked as "called" (outside tester 21, finding 1). The matrix's
    reasons may say the same: "book_room was tried 1x (...) in leg 1 before any answer"."""
    answers = [e for e in trace.events if e.type == "input.responded"]
    by_answer: dict[str, list[ToolCall]] = {}
    for c in calls:
        before = [e for e in answers if e.seq < c.seq]
        if before:
            when = _after(before[-1].data)
        else:
            when = "before any answer" if answers else "and no answer was given"
        by_answer.setdefault(when, []).append(c)
    said = "; ".join(f"{did(tool, cs)} {_in_legs(cs)} {when}" for when, cs in by_answer.items())
    if answers and list(by_answer) == ["before any answer"]:
        later = answers[0].data
        said += (
            "; the request expired later"
            if lapsed(later)
            else f"; the answer came later: {_answer(later)}"
        )
    return said


def _after(said: Mapping[str, object]) -> str:
    """Where a call stands against the answer before it: a request nobody decided in time is
    no denial (session 47: a booking made after the request expired read "after a denial")."""
    return "after the request expired" if lapsed(said) else f"after {_answer(said)}"


def lapsed(said: Mapping[str, object]) -> bool:
    """The answer is the store clock's, to a request nobody decided in time
    (:data:`arena.store.people.EXPIRED`)."""
    return said.get("option_id") == "expired"


def _in_legs(calls: list[ToolCall]) -> str:
    legs = sorted({c.leg for c in calls})
    return f"in leg {legs[0]}" if len(legs) == 1 else f"in legs {', '.join(map(str, legs))}"


#: How :func:`placed` names an approving answer (a denied item's check adds that it expected none).
APPROVAL = "an approval"


def _answer(said: Mapping[str, object]) -> str:
    """The person's answer as a detail names it."""
    if said.get("text") is not None:
        return f"the answer {str(said['text'])!r}"
    if said.get("approved"):
        return APPROVAL
    return "the request's expiry" if lapsed(said) else "a denial"


def refused(calls: list[ToolCall]) -> str:
    """Why the harness blocked (or the tool failed) those of ``calls`` that did not run, as the
    tool log has it: a booking refused for not being the approved call read "called 1x (0 ok)"
    and "nothing was booked", like a flaky tool (outside tester 7, finding 5)."""
    said: dict[str, None] = {}
    for c in calls:
        text = c.result.strip().removeprefix("ERROR:").strip()
        if c.status in ("blocked", "failed") and text:
            named = text.casefold().startswith(c.status)  # "blocked by the harness: ..."
            said.setdefault(text if named else f"{c.status}: {text}")
    return "".join(f"; {s}" for s in list(said)[:3])
