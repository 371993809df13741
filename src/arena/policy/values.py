"""Whether a predicate's value is one its field can hold, where the tools module is known.

``room == Atrium`` reads a field the harness renders ``R-400 (Atrium, seats 24)``, and
``room_id == R-4OO`` (letter O) names no room: each loads, is false for every request, and so
silently switches its rule off — a finance rule needing a person, and the ``approval: none`` rule
after it approves the big booking (red team 7, hole 2). Where a rule names only tools of a known
tools module (:func:`arena.policy.fields.reached`), the values of ``==``, ``!=``, ``in``,
``not in`` and ``matches`` on the fields that module can enumerate are checked against what they
hold, an error at the predicate's line with a did-you-mean. The modules known include the arenas
in use (:func:`arena.policy.fields.using`): a user's arena that reuses ``book_room`` with a room
``R-900`` or a day ``saturday`` of its own holds them. Where the rule may also reach a tool of an
arena not known here (a glob, or a tool a known module that cannot enumerate its values also
defines), a value no known arena's request holds is a warning: other arenas' values could not be
checked. Each message names the modules checked.

What a field holds comes from the module itself: its ``ARG_CHOICES`` for the bound call, the
checked fields its describer derives from each choice (``room``, ``seats``), ``DAYS`` for ``day``
and its tools for ``tool``.
"""

from __future__ import annotations

import calendar
import difflib
import importlib
import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from arena.policy.fields import (
    Fields,
    Indexed,
    LineOf,
    checked_against,
    known,
    left_out,
    reached,
)
from arena.policy.model import Predicate, Rule, _equal

_CHECKED_OPS = ("==", "!=", "in", "not in", "matches")


def _rooms_row(module: Any, room_id: str) -> dict[str, Any]:
    """The booking arena's checked fields of a booking of ``room_id``, as
    :func:`arena.runs.decision.rooms_side_effect` renders them (kept equal by
    tests/operator/test_policy_values.py; the policy layer does not import the runs layer)."""
    room = next(r for r in module.ROOMS if r.id == room_id)
    return {"room": f"{room.id} ({room.name}, seats {room.capacity})", "seats": room.capacity}


#: The checked fields a known module's describer derives from one value of its bound call.
_DESCRIBED: dict[str, Callable[[Any, str], dict[str, Any]]] = {"arena.tools.rooms": _rooms_row}


@cache
def _rows(module_name: str) -> tuple[dict[str, Any], ...]:
    """One row per value the bound call can take: that value and the ``verified`` fields the
    module's describer derives from it (``{"room_id": "R-400", "room": "R-400 (Atrium, seats
    24)", "seats": 24}``)."""
    module = importlib.import_module(module_name)
    tool = getattr(module, "CONSEQUENTIAL", None)
    choices: Mapping[str, Sequence[Any]] = getattr(module, "ARG_CHOICES", {}).get(tool, {})
    describe = _DESCRIBED.get(module_name)
    rows: list[dict[str, Any]] = []
    for arg, options in choices.items():
        for value in options:
            row: dict[str, Any] = {arg: value}
            if describe is not None and len(choices) == 1:
                row |= describe(module, value)
            rows.append(row)
    return tuple(rows)


@cache
def _held(module_name: str) -> dict[str, tuple[Any, ...]]:
    """What each field the module can enumerate holds, by field."""
    module = importlib.import_module(module_name)
    out: dict[str, list[Any]] = {}
    for row in _rows(module_name):
        for k, v in row.items():
            if v not in out.setdefault(k, []):
                out[k].append(v)
    if isinstance(getattr(module, "DAYS", None), tuple | list):
        out["day"] = [str(d).strip().title() for d in module.DAYS]
    names = [getattr(fn, "__name__", "") for fn in getattr(module, "TOOLS", ())]
    if names:
        out["tool"] = names
    return {k: tuple(v) for k, v in out.items()}


def _aliases(module_name: str) -> dict[str, str]:
    """Another name of a bound-call value, lower-cased, and the value (``atrium`` -> ``R-400``)."""
    module = importlib.import_module(module_name)
    tool = getattr(module, "CONSEQUENTIAL", None)
    by_arg = getattr(module, "ARG_ALIASES", {}).get(tool, {})
    return {str(k).lower(): str(v) for names in by_arg.values() for k, v in names.items()}


def _fits(predicate: Predicate, want: Any, values: Sequence[Any]) -> bool:
    if predicate.op == "matches":
        return any(re.search(str(want), str(v)) for v in values)
    return any(_equal(v, want) for v in values)


def _hint(arg: str, op: str, want: Any, values: Sequence[Any], parts: Sequence[Fields]) -> str:
    """What the author likely meant: the id of a room named by its name, ``room matches X`` for
    part of a rendered value, else the closest value."""
    text = str(want).strip()
    low = text.lower()
    for fields in parts:
        aliases = _aliases(fields.module)
        for row in _rows(fields.module):
            key, ident = next(iter(row.items()))
            named = aliases.get(low) == str(ident) or low == str(ident).lower()
            inside = low and re.search(rf"\b{re.escape(low)}\b", str(row.get(arg, "")).lower())
            if arg == key and named:
                meant = ident if op in ("in", "not in") else f"'{arg} {_same(op)} {ident}'"
                return f"did you mean {meant}? {text} is {ident}'s name"
            if arg != key and (named or inside):
                return (
                    f"{arg} holds the whole rendered value ({row.get(arg)!r}): write "
                    f"'{arg} matches {text}' or '{key} {_same(op)} {ident}'"
                )
    if arg == "day":  # a weekday the arena does not book is no typo of one it does
        week = [d.lower() for d in calendar.day_name]
        day = difflib.get_close_matches(low, week, n=1, cutoff=0.6)
        if day and not any(_equal(v, day[0]) for v in values):
            return f"{day[0].title()} is no day the arena books"
    meant = None if left_out() else _close(low, values)  # maybe an arena's not checked
    return f"did you mean {meant}?" if meant is not None else ""


#: Characters typed for one another in ids: letter O for zero, l or I for one.
_LOOKALIKE = str.maketrans({"o": "0", "l": "1", "i": "1"})


def _close(low: str, values: Sequence[Any]) -> Any | None:
    """The value ``low`` is likely a typo of: for a value with a digit (an id, a number), one
    that reads the same but for look-alike characters or one slip ("R-4OO", "R-40"): the
    closest string (``R-599`` read "did you mean R-305?", an id of another arena, outside
    tester 11, finding 8); for words, the closest one."""
    texts = [str(v).lower() for v in values]
    if any(c.isdigit() for c in low):
        same = [
            i for i, t in enumerate(texts) if t.translate(_LOOKALIKE) == low.translate(_LOOKALIKE)
        ]
        slips = [i for i, t in enumerate(texts) if _one_slip(low, t)]
        found = same or slips
        return values[found[0]] if found else None
    close = difflib.get_close_matches(low, texts, n=1, cutoff=0.6)
    return values[texts.index(close[0])] if close else None


def _one_slip(a: str, b: str) -> bool:
    """Whether ``a`` is ``b`` with one character changed, dropped or added, or two swapped."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )  # fmt: skip
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _hints(
    arg: str, op: str, bad: Sequence[Any], values: Sequence[Any], parts: Sequence[Fields]
) -> str:
    said = [(w, h) for w in bad if (h := _hint(arg, op, w, values, parts))]
    if len(bad) == 1:
        return f" ({said[0][1]})" if said else ""
    return "".join(f"; {w!r}: {h}" for w, h in said)


def _same(op: str) -> str:
    return {"in": "==", "not in": "!=", "matches": "=="}.get(op, op)


def _effect(op: str, rule: Rule, bad: Sequence[Any], wants: Sequence[Any]) -> str:
    if op in ("!=", "not in"):
        return "so that part of the predicate is true of every request"
    if op == "in" and len(bad) < len(wants):
        return f"so rule {rule.name} never applies to {'it' if len(bad) == 1 else 'them'}"
    return f"so rule {rule.name} would never apply"


def unknown_values(rules: Indexed, where: str, line_of: LineOf) -> tuple[list[str], list[str]]:
    """``(errors, warnings)``: each a ``FILE:LINE: rules.N.when.M: ...`` for a value no request of
    the rule's tools can hold — an error where those tools are all a known module's, a warning
    (values of other arenas could not be checked) where a glob or another arena's tool is named."""
    errors: list[str] = []
    warnings: list[str] = []
    for i, rule in rules:
        modules = reached(rule)
        parts = [f for f in (modules if modules is not None else known())]
        for j, predicate in enumerate(rule.predicates):
            if predicate.op not in _CHECKED_OPS:
                continue
            having = [f for f in parts if predicate.arg in f.fields]
            tables = [_held(f.module).get(predicate.arg) for f in having]
            if not tables or any(t is None for t in tables):
                continue  # a module that has the field cannot say what it holds
            values = tuple(v for t in tables for v in t or ())
            wants = predicate.value if isinstance(predicate.value, list) else [predicate.value]
            bad = [w for w in wants if not _fits(predicate, w, values)]
            if not bad:
                continue
            arg, op = predicate.arg, predicate.op
            said = ", ".join(repr(w) for w in bad)
            verb = "matches" if op == "matches" else "holds"
            hints = _hints(arg, op, bad, values, having)
            listed = ", ".join(str(v) for v in values)
            head = f"{where}:{line_of(('rules', i, 'when', j))}: rules.{i}.when.{j}: "
            if modules is not None:
                errors.append(
                    f"{head}{rule.when[j]!r}: no {', '.join(rule.tools)} request's {arg} "
                    f"{verb} {said}, {_effect(op, rule, bad, wants)}{hints}; {arg} holds: "
                    f"{listed}; {checked_against()}"
                )
            else:
                warnings.append(
                    f"{head}{rule.when[j]!r}: no request of a known arena has a {arg} "
                    f"that {verb} {said}; rule {rule.name} may reach tools of an arena not known "
                    f"here (or one whose values cannot be enumerated), whose values could not be "
                    f"checked{hints}; known {arg}: {listed}; {checked_against()}"
                )
    return errors, warnings


__all__ = ["unknown_values"]
