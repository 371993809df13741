"""A load problem's fix made whole for the item it is said of, so that following it loads.

Some fixes are written without the item at hand: ``expect: no_approval`` is offered for a head
count no room seats, an input the scripted model cannot read, or a day no room is free, and an
item that kept its ``resume_with`` was then refused for answering a pause nobody asks (outside
tester 21). And a plain yes or no written as an answer (``resume_with: ["yes"]``) is told the
answer it means.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: The fix several load problems offer for an item that is meant to ask nobody.
NO_APPROVAL = "expect: no_approval"

#: A plain yes or no written as an answer (``resume_with: ["yes"]``): the option it means.
PLAIN = {
    **dict.fromkeys(("yes", "y", "true", "on", "ok", "okay", "approved"), "approve"),
    **dict.fromkeys(("no", "n", "false", "off", "denied", "reject"), "deny"),
}


def whole_fix(problem: str, raw: Mapping[str, Any]) -> str:
    """``problem`` with what else its ``expect: no_approval`` fix needs in the item ``raw`` (its
    entry as written): removing its ``resume_with`` (answers nobody is asked for, refused next
    as a contradiction) and its own ``checks`` (which an ``expect`` does not replace, so the same
    problem came back)."""
    if NO_APPROVAL not in problem:
        return problem
    also = [key for key in ("resume_with", "checks") if raw.get(key)]
    if not also:
        return problem
    return problem.replace(NO_APPROVAL, f"{NO_APPROVAL} and remove {' and '.join(also)}", 1)


def plain_hint(answer: str) -> str | None:
    """What a plain yes or no written as an answer should be written as, else ``None``."""
    plain = PLAIN.get(answer.strip().casefold())
    if plain is None:
        return None
    return f"did you mean {plain} (a plain {answer}), or text:{answer} (the person's words)? "
