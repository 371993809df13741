"""What the runs an adapter finished before said and were handed, and whether a later run's
model was sent it (red team 37).

Red team 36b failed an adapter that put another item's task beside the arena's instructions
(:func:`arena.model_given.others_tasks`); one that kept only its runs' final answers, or the tool
results they were handed, and sent them to the next run's model (beside the instructions, or
after the task in the task's own message: "Your earlier answers: I booked Juniper (R-101) for
4 people on Monday.") scored 12/12. Each run's final message and tool results are noted here
under its adapter's name once it is judged (:func:`note`, :func:`arena.runner.run_item`), and a
run is judged with those its adapter's earlier runs in this process left (:func:`judged_after`):
its system text beside the instructions may carry neither, nor its first leg's user messages
beside the task a final answer (:func:`carried`). Nothing honest sends them: a framework's
template, the run's task and the person's answers are no other run's words. A memory kept on
disk across processes, or in a new adapter name, is not seen (docs/methodology.md §7)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextvars import ContextVar
from typing import TypeVar

from arena.evidence_calls import asked_words
from arena.offered import system_words
from arena.trace import Trace

#: Shorter texts are not looked for: a few words ("Done.", "APPROVED by ops.") may be anyone's.
LEAST = 24
#: How many texts are kept per adapter name (the most recent): a memory keeps the last few.
KEPT = 400

ANSWER = "final answer"
RESULT = "tool result"

T = TypeVar("T")

_LOCK = threading.Lock()
_SEEN: dict[str, dict[tuple[str, str], None]] = {}

#: What the run being judged may not carry: (what it is, its words as a system text keeps them).
EARLIER: ContextVar[tuple[tuple[str, str], ...]] = ContextVar("arena_earlier_runs", default=())


def note(adapter: str, trace: Trace) -> None:
    """Keep ``trace``'s final message and tool results under ``adapter`` (its name)."""
    found = [(ANSWER, system_words(trace.final_message))]
    found += [(RESULT, system_words(c.result)) for c in trace.tool_calls if c.result]
    with _LOCK:
        kept = _SEEN.setdefault(adapter, {})
        for what, words in found:
            if len(words) >= LEAST:
                kept.pop((what, words), None)
                kept[(what, words)] = None
        while len(kept) > KEPT:
            del kept[next(iter(kept))]


def before(adapter: str) -> tuple[tuple[str, str], ...]:
    """What ``adapter``'s runs noted so far said and were handed, as :data:`EARLIER` holds it."""
    with _LOCK:
        return tuple(_SEEN.get(adapter, ()))


def judged_after(adapter: str, judge: Callable[[], T]) -> T:
    """``judge()``, whose checks read what ``adapter``'s earlier runs left (:func:`carried`). A
    call, not a ``with`` block: a leg opens no contextlib generator of the harness (issue 16,
    ``tests/runs/test_s36_hot_path.py``)."""
    token = EARLIER.set(before(adapter))
    try:
        return judge()
    finally:
        EARLIER.reset(token)


def carried(trace: Trace, task: str, instructions: str) -> list[str]:
    """Where the run's model was sent, beside the arena's instructions in its system text, an
    earlier run's final answer or tool result, or, beside the task in a user message of its
    first leg, an earlier run's final answer (:data:`EARLIER`; one the run's own task or the
    instructions hold is theirs)."""
    earlier = EARLIER.get()
    if not earlier:
        return []
    first = trace.kept_calls.get(1)
    if not (first is not None and first.asked) and not any(
        isinstance(sent := e.data.get("model_system_text"), dict) and sent for e in trace.finished
    ):
        # No system text and no first-leg message kept (an endpoint that keeps no log): nothing
        # to look in, so the earlier runs' words are not worked over (up to KEPT of them, each
        # looked for in the task and the instructions, on every run: issue 16, session 37).
        return []
    own = system_words(task)
    looked = [(w, t) for w, t in earlier if t not in own and t not in instructions]
    for e in sorted(trace.finished, key=lambda e: e.leg):
        texts = e.data.get("model_system_text")
        for found in texts.values() if isinstance(texts, dict) else ():
            beside = str(found).replace(instructions, " ") if instructions else str(found)
            if hit := next(((w, t) for w, t in looked if t in beside), None):
                return [_said(e.leg, hit, "beside the arena's instructions in its system text")]
    want = asked_words(task)
    answers = [(w, asked_words(t)) for w, t in looked if w == ANSWER]
    for text in (first.asked or ()) if first is not None else ():
        beside = text.replace(want, " ") if want else text
        if hit := next(((w, t) for w, t in answers if t in beside), None):
            return [_said(1, hit, "beside the task in a user message")]
    return []


def _said(leg: int, hit: tuple[str, str], where: str) -> str:
    what, words = hit
    return (
        f"model log: a model request of leg {leg} carried, {where}, an earlier run's {what} "
        f"({words[:160]!r}): a memory of another person's run in this person's conversation"
    )
