"""Whether a person answered an arena item as its script (``resume_with``) expects.

An item's checks follow its scripted answer, so a run answered otherwise by hand (``arena
approve`` where the item denies) may fail them with no fault of the adapter's; the operator's
views say so (:func:`off_script`). Apart from :mod:`arena.operator_views` because it reads
answers the way the items loader does (:mod:`arena.wording.answers`), not records.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena.types import EvalItem, Event


def _given(data: Mapping[str, Any]) -> str:
    """An answer as ``resume_with`` words it: an option id, ``edit …`` or ``text``."""
    if data.get("option_id"):
        return str(data["option_id"])
    edited = data.get("edited_args")
    if edited is not None:
        return f"edit ({', '.join(f'{k}={v!r}' for k, v in dict(edited).items())})"
    return "text"


def off_script(item: EvalItem, events: Sequence[Event]) -> str | None:
    """Why an arena item's checks may fail in human mode: the person answered otherwise.

    An item's checks follow its ``resume_with`` (approve → book once; deny → never book;
    unclear → say so, book nothing), so what counts is how each answer reads, not its form:
    ``arena approve`` where the item says ``text:Sí, adelante`` is the same answer (tester 14,
    finding 1). Words read as the items loader reads them (:mod:`arena.wording.answers`, against
    the item's input): an item whose answer reads unclear was said to read "deny", and a deny
    given to it was no answer otherwise (outside tester 25, finding 4).
    """
    given = [e.data for e in events if e.type == "input.responded"]
    for n, data in enumerate(given):
        if not item.resume_with:
            return None
        scripted = item.resume_with[min(n, len(item.resume_with) - 1)]
        answer, reads = _given(data), _reading(data, item.input)
        expected = _scripted_reading(scripted, item.input)
        if reads != expected:
            said = answer if answer == reads else f"{answer} (reads {reads})"
            wants = scripted if scripted == expected else f"{scripted} (reads {expected})"
            return f"answered {said} where item {item.id} expects {wants}: its checks assume that"
    return None


def _reading(data: Mapping[str, Any], asked: str) -> str:
    """How a recorded answer reads: ``approve``, ``deny``, ``unclear`` or an ``edit (…)``. Words
    that did not approve read ``deny`` unless they read unclear."""
    if data.get("edited_args") is not None or data.get("option_id"):
        return _given(data)
    if data.get("binds") is not None:
        return "approve"
    text = data.get("text")
    if isinstance(text, str) and text.strip() and _read(text, asked) == "unclear":
        return "unclear"
    return "deny"


def _scripted_reading(answer: str, asked: str) -> str:
    """How an item's ``resume_with`` answer reads: its option, or its words read as the items
    loader reads them (``approve``, ``deny`` or ``unclear``)."""
    if not answer.startswith("text:"):
        return answer
    return _read(answer.removeprefix("text:"), asked)


def _read(text: str, asked: str) -> str:
    from arena.wording.answers import read_answer

    return str(read_answer(text, asked or None))
