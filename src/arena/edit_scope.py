"""What an edited approval cannot authorise, whoever edits: refused before anything is written.

Two edits looked accepted and changed nothing the agent is held to:

- an edit of a gate no proposer covers (``ask_manager(summary)`` of a user's own agent): its
  approval binds no call (any one consequential call, any arguments), so an edited summary was
  answered "APPROVED with edited arguments" and the original ``refund(amount=40)`` ran (tester
  11, finding 6). Such a gate has nothing an edit can change; a proposer makes it bindable;
- an edited summary that asks about several days ("on Tuesday and Wednesday", "every Tuesday")
  where the gated tool takes no day and books once (tester 10, finding 10): approving it books
  the request's one day, as a summary moved to another day would (refused already).

:func:`arena.edits.edited_call` (``arena approve --edit``, the web inbox, an eval's edit of the
gated tool) applies both; an eval's edit of the gate's own arguments asks :func:`binds_no_call`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from arena.types import InputRequest


def binds_no_call(request: InputRequest) -> bool:
    """Whether approving ``request`` authorises no one call: a gate no proposer covers (its
    recorded binding names no tool and rules none out). A request recorded without a binding
    is not judged here."""
    stored = request.details.get("binds")
    if not isinstance(stored, Mapping):
        return False
    return not stored.get("tool") and not stored.get("excludes")


def unbound_refusal(request: InputRequest, tools: Sequence[tuple[str, str]] = ()) -> str:
    """Why an edit of ``request`` (a gate that binds no call) is refused, naming the gate's own
    arguments and each consequential tool's (``tools``: name and ``tool_fields`` listing), and
    how to make the gate editable."""
    gate = request.action
    others = [(name, listing) for name, listing in tools if name != gate]
    target = others[0][0] if others else "TOOL"
    takes = "; ".join(
        [f"{gate} takes {', '.join(request.args) or '(none)'}"]
        + [f"{name} takes {listing or '(none)'}" for name, listing in others]
    )
    return (
        f"edit of request {request.id} refused: this gate ({gate}) binds no call — no proposer "
        "reads its arguments, so approving it authorises one call of any consequential tool "
        "with any arguments, and an edit would change nothing the agent is held to. Register a "
        f'proposer (`@recorded(proposes=("{target}", fn))` on {gate}) to edit what it '
        f"authorises ({takes}); or approve it as proposed, or deny saying what to change"
    )


_DAY_NAMES = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag"
    r"|samstag|sonntag|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|mardi"
    r"|mercredi|jeudi|vendredi|samedi|dimanche)"
)
#: A booking asked again and again: "every Tuesday", "each week", "Tuesdays", "jeden Dienstag",
#: "dienstags", "todos los martes", "los martes", "tous les mardis", "chaque mardi".
_RECURRING = re.compile(
    rf"\b(?:every|each|jede[nm]?|cada|chaque)\s+(?:other\s+|second\s+|single\s+)?"
    rf"(?:{_DAY_NAMES}|day|week|woche|tag|semana|d[ií]a|semaine|jour)s?\b"
    rf"|\b(?:todos\s+los|tous\s+les|los)\s+{_DAY_NAMES}s?\b"
    r"|\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days"
    r"|(?:mon|diens|donners|frei|sams|sonn)tags|mittwochs)\b",
    re.IGNORECASE,
)
#: Days given as alternatives ("Tuesday or Wednesday"): one day asked, whichever; not several.
_OR = re.compile(r"\b(?:or|oder|ou|either|whichever|bzw)\b", re.IGNORECASE)
#: Days joined as one request: "Tuesday and Wednesday", "Tue + Wed", "Dienstag und Mittwoch".
_AND = re.compile(r"&|\+|\b(?:and|und|y|et|also|plus|as\s+well)\b", re.IGNORECASE)


def several_days(args: Mapping[str, Any], day: object) -> str | None:
    """The several days the words of ``args`` ask about where one booking on ``day`` is what
    approving them runs — ``"Tuesday and Wednesday"`` (as ``booked_as_approved`` reads a pair),
    three days joined, or a recurring ``"every Tuesday"`` — else None. A day ruled out or said
    in passing ("Tuesday, not Wednesday", "Monday was full") and days given as alternatives
    ("Tuesday or Wednesday") ask one day."""
    from arena.booking_days import words_day
    from arena.wording.days import asked_days
    from arena.wording.numbers import fold

    words = " ".join(v for v in args.values() if isinstance(v, str))
    if not words.strip():
        return None
    recurring = _RECURRING.search(words)
    if recurring:
        return f"a recurring booking ({recurring.group(0)!r})"
    pair = words_day({"args": {"words": words}}, day)
    if pair is not None and " and " in pair:
        return f"two days ({pair})"
    asked = asked_days(fold(words))
    if len(asked) >= 2 and _AND.search(words) and not _OR.search(words):
        return f"{len(asked)} days ({', '.join(d.title() for d in asked)})"
    return None


def several_days_refusal(
    tool: str, fields: Sequence[str], args: Mapping[str, Any], proposed: Mapping[str, Any]
) -> str | None:
    """Why approving words that ask about several days (:func:`several_days`) is refused where
    ``tool`` (its parameters ``fields``) takes no day and the request books one (``proposed``'s
    ``day``), else None."""
    from arena.item_facts import meant_fact

    day = proposed.get("day")
    if not isinstance(day, str) or not day.strip():
        return None
    if "day" in {meant_fact(p) or p for p in fields}:
        return None  # the tool books the day it is given: an edit of it says which
    asked = several_days(args, day)
    if asked is None:
        return None
    said = ", ".join(f"{k}={v!r}" for k, v in args.items() if isinstance(v, str))
    return (
        f"the words approved ({said}) ask for {asked}, but {tool} takes no day and books once: "
        f"approving them would book {day.strip().title()}, this request's day, once all the "
        f"same. Keep one day ({day.strip().title()}) in the edit, or deny saying what you want "
        "and the agent asks again"
    )


__all__ = ["binds_no_call", "several_days", "several_days_refusal", "unbound_refusal"]
