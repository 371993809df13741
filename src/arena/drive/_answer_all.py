"""What ``t.respond_all`` says when it is asked for more than one option: a mix of verdicts
(``respond_all("approve, deny")``, a mapping) or words and edits (``text=``, ``edited_args=``),
which it cannot give, since it hands one option id to every pending request. Each names the
move that can: ``t.respond({req.id: "approve", other.id: "deny"})`` (evals43: ``text=`` was a
bare ``TypeError``, and "approve, deny" was told to go in a ``text=`` that respond_all lacks)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

#: The move a mixed answer takes, quoted in every message here.
MIXED = "t.respond({a.id: 'approve', b.id: 'deny', ...})"


def not_one_option(option: object, unknown: Mapping[str, Any]) -> str:
    """The refusal of a ``respond_all`` call given keywords it does not take, or no option."""
    if not unknown:
        return (
            "respond_all() needs the one option id to give every pending request: "
            "t.respond_all('approve') or t.respond_all('deny')"
        )
    given = ", ".join(f"{k}=" for k in unknown)
    per_request = {"text", "edited_args"} & set(unknown)
    why = (
        f"respond_all() takes no {given}: it gives one option id to every pending request "
        "(t.respond_all('approve'), optional note=)"
    )
    if per_request:
        return (
            f"{why}; words and edits answer one request each: t.respond(request, text=...), or "
            "several at once: t.respond({a.id: {'text': ...}, b.id: {'edited_args': {...}}})"
        )
    return f"{why}; to answer requests differently, {MIXED}"


def all_hint(option: str, offered: Sequence[str], hint: str) -> str:
    """``hint`` (the did-you-mean a request's own refusal gives) made true for ``respond_all``:
    two or more offered ids in one option are a mixed answer, and words go in ``t.respond``."""
    if not isinstance(option, str):
        return hint
    words = {w.casefold() for w in re.findall(r"[\w-]+", option)}
    named = [o for o in offered if o.casefold() in words]
    if len(named) > 1:
        return (
            f" (it names {len(named)} options, {', '.join(named)}: respond_all gives one option "
            f"to every pending request; to answer them differently, {MIXED})"
        )
    if "person's words is text" in hint:
        return (
            " (an answer in the person's words is text, which respond_all does not take: "
            f"t.respond(request, text={option!r}) for each request)"
        )
    return hint
