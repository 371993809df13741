"""Why an edit cannot change the head count or day of a call whose tool takes neither.

An operator or eval who wants "approve, but for 7" writes ``--edit people=7`` (``capacity``,
``headcount``, ``day``, ...), which no argument of ``book_room`` takes. The bare refusal ("no
argument 'people'") named the room as the one thing to edit, and the eval's told it to edit the
summary instead, which is refused next for moving the head count: neither said the way that
works, to deny saying so, after which the agent asks again (docs/operator.md, "Answering";
evals46).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

#: Names a tool's argument may give a head count or day by (folded: lower case, letters only),
#: beside those :func:`arena.item_facts.meant_fact` reads as an item's ``meta`` facts.
_MORE = {"size": "people", "count": "people", "partysize": "people", "attendeecount": "people",
         "when": "day"}  # fmt: skip
_KIND = {"people": "head count", "capacity": "head count", "day": "day"}


def _kind(name: str) -> str | None:
    """``head count`` or ``day`` where argument ``name`` asks for one, else None."""
    from arena.item_facts import meant_fact

    folded = "".join(ch for ch in str(name).casefold() if ch.isalpha())
    fact = folded if folded in _KIND else _MORE.get(folded) or meant_fact(str(name))
    return _KIND.get(fact or "")


def fact_refusal(
    tool: str, names: Collection[str], params: Collection[str], proposed: Mapping[str, Any]
) -> str:
    """``"; book_room takes no head count, ..."`` where an edited name that ``tool`` (whose
    arguments are ``params``) lacks asks for a head count or day, with the request's own
    (``proposed``: its side effect's ``people`` and ``day``), else ``""``."""
    taken = {_kind(p) for p in params}
    for name in names:
        kind = _kind(name)
        if kind is None or kind in taken:
            continue
        value = proposed.get("people" if kind == "head count" else "day")
        now = f"for {str(value).title()}" if kind == "day" else f"for {value} people"
        now = now if value else ""
        this = f" (this request is {now})" if now else ""
        return (
            f"; {tool} takes no {kind}, so no edit changes it{this}: to want another {kind}, "
            f"deny saying so, and the agent asks again"
        )
    return ""
