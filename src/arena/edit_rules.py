"""The rules an edited call is held to, whoever edits it: the gated tool's own arguments.

The tool's parameters and type hints are the schema: unknown names (with a did-you-mean), values
of the wrong type and missing required arguments are refused with the tool's parameter list; a
value the tools module lists the choices for (``ARG_CHOICES``) must be one of them or a name one
goes by (``ARG_ALIASES``), and the module's ``check_edit`` may refuse the edited call. Apart from
:mod:`arena.edits` (an operator's edit of a stored request, which reads the store) so that an
item's scripted ``edit:`` answer is held to the same rules when the items load
(:mod:`arena.item_answers`, below the store).
"""

from __future__ import annotations

import difflib
import inspect
import typing
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from pydantic import ConfigDict, ValidationError, create_model

from arena.edit_facts import fact_refusal
from arena.edit_scope import several_days_refusal
from arena.errors import InvalidAnswer
from arena.types import InputRequest


def checked_call(
    request: InputRequest,
    edits: Mapping[str, Any],
    *,
    tool: str,
    fn: Callable[..., Any],
    module: ModuleType | None,
    proposed: Mapping[str, Any] | None,
) -> dict[str, Any]:
    """The edited call of ``tool`` (its function ``fn``, in tools module ``module``) that
    approving ``request`` with ``edits`` authorises, checked; InvalidAnswer saying why not
    (``proposed``: the request's proposed side effect)."""
    name = tool
    fields, listing = tool_fields(fn)
    unknown = sorted(set(edits) - set(fields))
    if unknown:
        hint = did_you_mean(str(unknown[0]), list(fields)) if len(unknown) == 1 else ""
        raise InvalidAnswer(
            f"{name} has no argument {', '.join(map(repr, unknown))}{hint}; its arguments: "
            f"{listing}{fact_refusal(name, unknown, fields, proposed or {})}"
        )
    effect = proposed or {}
    proposal = {**dict(effect), **request.args}
    base = {k: v for k, v in proposal.items() if k in fields}
    model = create_model(  # type: ignore[call-overload]
        f"{name}_args", __config__=ConfigDict(extra="forbid"), **fields
    )
    try:
        checked = model.model_validate({**base, **edits})
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"]) or name
        raise InvalidAnswer(
            f"edit of {name}: {where}: {error['msg']} ({name} takes {listing})"
        ) from None
    dumped = checked.model_dump()
    known = _known(
        name,
        {k: dumped[k] for k in edits},
        choices_of(module, name),
        aliases_of(module, name),
    )
    final = {k: known.get(k, v) for k, v in dumped.items() if k in base or k in edits}
    refusal = _conflict(module, name, final, effect)
    refusal = refusal or several_days_refusal(name, list(fields), request.args, effect)
    if refusal:
        raise InvalidAnswer(refusal)
    return final


def tool_in(module: ModuleType | None, name: str) -> Callable[..., Any] | None:
    for tool in getattr(module, "TOOLS", ()):
        if getattr(tool, "__name__", None) == name:
            return typing.cast(Callable[..., Any], tool)
    found = getattr(module, name, None) if module is not None else None
    return found if callable(found) else None


def choices_of(module: ModuleType | None, name: str) -> Mapping[str, Sequence[str]]:
    found = getattr(module, "ARG_CHOICES", None)
    choices = found.get(name) if isinstance(found, Mapping) else None
    return choices if isinstance(choices, Mapping) else {}


def aliases_of(module: ModuleType | None, name: str) -> Mapping[str, Mapping[str, str]]:
    found = getattr(module, "ARG_ALIASES", None)
    aliases = found.get(name) if isinstance(found, Mapping) else None
    return aliases if isinstance(aliases, Mapping) else {}


def _known(
    name: str,
    edits: Mapping[str, Any],
    choices: Mapping[str, Sequence[str]],
    aliases: Mapping[str, Mapping[str, str]],
) -> dict[str, Any]:
    """The edits with each value that has choices spelled as the tool knows it (``r-204`` is
    ``R-204``, and a name it goes by, ``cedar``, is ``R-204`` too); a value it does not know is
    refused with the list, before anything is written."""
    out = dict(edits)
    for arg, value in edits.items():
        known = [str(c) for c in choices.get(arg, ())]
        if not known:
            continue
        said = str(value).strip().casefold()
        other = aliases.get(arg)
        named = {str(k).casefold(): str(v) for k, v in other.items()} if other else {}
        match = [c for c in known if c.casefold() in (said, named.get(said, "").casefold())]
        if not match:
            names = f" (or by name: {', '.join(map(str, other))})" if other else ""
            raise InvalidAnswer(
                f"edit of {name}: {arg}={value!r} is not one {name} knows"
                f"{_value_guess(said, known, other or {})}; "
                f"{arg} is one of: {', '.join(known)}{names}"
            )
        out[arg] = match[0]
    return out


def _value_guess(said: str, known: Sequence[str], aliases: Mapping[str, str]) -> str:
    """`` (did you mean 'Cedar', R-204?)`` for a misspelt value (``Ceder``, ``R-2040``), else
    ``""``: an argument's name got a guess and its value only the whole list (tester 9, 7c)."""
    by_fold = {str(k).casefold(): (str(k), str(v)) for k, v in aliases.items()}
    by_fold |= {c.casefold(): (c, "") for c in known}
    scores = sorted(
        ((difflib.SequenceMatcher(None, said, key).ratio(), key) for key in by_fold), reverse=True
    )
    best = [key for score, key in scores if score >= 0.75 and score == scores[0][0]]
    if len(best) != 1:  # none close, or two equally close (r-10: ?): no guess
        return ""
    shown, means = by_fold[best[0]]
    return f" (did you mean {shown!r}{f', {means}' if means else ''}?)"


def did_you_mean(unknown: str, names: Sequence[str]) -> str:
    """`` (did you mean 'room_id'?)`` for a misspelt or shortened argument name, else ``""``."""

    def bare(text: str) -> str:
        return "".join(ch for ch in text.casefold() if ch.isalnum())

    same = [n for n in names if bare(n) == bare(unknown)]
    part = [n for n in names if len(bare(unknown)) >= 3 and bare(n).startswith(bare(unknown))]
    close = difflib.get_close_matches(unknown.casefold(), names, n=1, cutoff=0.6)
    guess = (same or part or close or [""])[0]
    return f" (did you mean {guess!r}?)" if guess else ""


def tool_fields(fn: Callable[..., Any]) -> tuple[dict[str, Any], str]:
    """A tool's parameters as pydantic fields, and as a listing (``room_id: str``) for errors."""
    params = inspect.signature(fn).parameters
    hints = typing.get_type_hints(fn)
    fields: dict[str, Any] = {
        p: (hints.get(p, Any), ... if param.default is inspect.Parameter.empty else param.default)
        for p, param in params.items()
        if param.kind not in (param.VAR_POSITIONAL, param.VAR_KEYWORD)
    }
    listing = ", ".join(f"{p}: {getattr(hints.get(p), '__name__', 'any')}" for p in fields)
    return fields, listing


def _conflict(
    module: ModuleType | None, name: str, args: Mapping[str, Any], proposed: Mapping[str, Any]
) -> str | None:
    """What the tools module says against the edited call, where it can tell (its
    ``check_edit(tool, args, proposed_side_effect)``: the rooms arena refuses a room the
    schedule has taken on the request's day, since ``book_room`` has no day to refuse it)."""
    check = getattr(module, "check_edit", None)
    if not callable(check):
        return None
    said = check(name, dict(args), dict(proposed))
    return str(said) if said else None
