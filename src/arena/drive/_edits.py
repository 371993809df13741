"""An eval's ``respond(edited_args=...)``: the one editing model of ``arena approve --edit``.

An operator's edit changes the arguments of the tool the request gates (``--edit room_id=R-204``
edits ``book_room`` behind a ``request_approval``), checked by :func:`arena.edits.edited_call`
against the tool's signature, its ``ARG_CHOICES`` (and ``ARG_ALIASES``: a room by name) and its
``check_edit`` (a room taken that day, or too small for the request).
An eval's edit is the same edit through the same check: an eval once could only edit the gate's
own arguments (``summary``), refused ``room_id`` and let an edited summary name a room that does
not exist (approved, then the agent's booking was blocked). Editing the gate's own arguments is
kept; what such an edit authorises is held to the same checks, and an edit that names an argument
of neither call is refused naming both.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import msgspec

from arena import binding
from arena.drive._errors import hide_frames_for_eval_errors
from arena.edit_facts import fact_refusal
from arena.edit_scope import binds_no_call, unbound_refusal
from arena.edits import changes_nothing, did_you_mean, edited_call, tool_fields
from arena.errors import InvalidAnswer
from arena.types import InputRequest, ToolCall

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

#: The tool of the agent by name, else None (the driver's agent spec).
ToolLookup = Callable[[str], Callable[..., Any] | None]


def gated_tool(request: InputRequest) -> str | None:
    """The consequential tool the request gates: its binding's tool, else the one it names."""
    stored = request.details.get("binds")
    tool = stored.get("tool") if isinstance(stored, Mapping) else None
    tool = tool or request.details.get("tool")
    if not tool and request.action in binding.CONSEQUENTIAL:
        tool = request.action  # tool-level gating: the request is the call
    return str(tool) if tool else None


def check_edit(
    request: InputRequest,
    edited: Mapping[str, Any],
    *,
    find: ToolLookup,
    calls: Sequence[ToolCall],
    module: str = "",
) -> dict[str, Any]:
    """The edited arguments to send, checked as ``arena approve --edit`` checks them; an
    :class:`InvalidAnswer` naming the fix otherwise. ``module``: the agent's tools module, whose
    ``ARG_ALIASES``, ``ARG_CHOICES`` and ``check_edit`` apply (else the tool function's own
    module: a module of one's own re-exporting the rooms tools lost its nicknames, evals47)."""
    where = f"edited_args for request {request.id}"
    if not isinstance(edited, Mapping):
        raise InvalidAnswer(
            f"{where} must be a mapping of arguments to new values, not {type(edited).__name__}"
        )
    tool = gated_tool(request)
    fn = find(tool) if tool else None
    own = dict(request.args)
    params, listing = tool_fields(fn) if fn is not None else ({}, "")
    ways = _ways(request, tool, own, listing)
    if not edited:
        raise InvalidAnswer(
            f"edited_args={{}} for request {request.id} edits nothing; give the arguments to "
            f"change: {ways}; or approve as proposed with option='approve'"
        )
    if binds_no_call(request):  # a gate no proposer covers: an edit binds nothing (t11, 6)
        tools = [(n, tool_fields(f)[1]) for n in sorted(binding.CONSEQUENTIAL) if (f := find(n))]
        raise InvalidAnswer(f"{where}: {unbound_refusal(request, tools)}")
    if tool is not None and tool == request.action and fn is not None:
        return _checked(request, dict(edited), tool, fn, calls, where, module=module)  # the call
    if set(edited) <= set(own):
        _same_kinds(request, edited, where)
        _authorises(request, edited, tool, fn, calls, where, module)
        return dict(edited)
    unknown = [k for k in edited if k not in own and k not in params]
    if unknown or tool is None or fn is None:
        bad = unknown[0] if unknown else next(k for k in edited if k not in own)
        names = list(own) + list(params)
        hint = did_you_mean(str(bad), names)
        if tool is None or fn is None:
            raise InvalidAnswer(
                f"{where}: {request.action} proposes no argument {bad!r}{hint}; its arguments: "
                f"{', '.join(own) or '(none)'}"
            )
        facts = fact_refusal(tool, [bad], params, _proposed(request, fn.__module__, calls) or {})
        if facts:  # no summary way: an edited summary that moves the head count is refused
            ways = _ways(request, tool, own, listing, gate=False)
        raise InvalidAnswer(
            f"{where}: neither {request.action} nor the {tool} call it gates takes an argument "
            f"{bad!r}{hint}{facts}; {ways}"
        )
    mixed = [k for k in edited if k in own and k not in params]
    if mixed:
        raise InvalidAnswer(
            f"{where} mixes {request.action}'s own {', '.join(map(repr, mixed))} with {tool}'s "
            f"arguments; edit one call: {ways}"
        )
    return _checked(request, dict(edited), str(tool), fn, calls, where, module=module)


def changes_nothing_in(request: InputRequest, edited: Mapping[str, Any]) -> bool:
    """Whether a checked edit is the request as proposed (the room it already names, by id or
    name, or the gate's own arguments unchanged): it is sent as a plain approval, as
    ``arena approve --edit`` records it (tester 9, 7d)."""
    own = bool(edited) and set(edited) <= set(request.args)
    if own and all(request.args[k] == v for k, v in edited.items()):
        return "approve" in request.option_ids
    tool = gated_tool(request)
    return tool is not None and changes_nothing(request, tool, edited)


def _ways(
    request: InputRequest,
    tool: str | None,
    own: Mapping[str, Any],
    listing: str,
    *,
    gate: bool = True,
) -> str:
    """The two ways to edit, as the error's fix: the gated tool's arguments first (what an
    operator's ``--edit`` changes), then the gate's own (``gate``: where that way is open)."""
    mine = ", ".join(own) or "(none)"
    theirs = f"edit {request.action}'s own arguments ({mine})"
    if not tool or not listing or tool == request.action:
        return f"{request.action} takes: {listing or mine}" if tool == request.action else theirs
    first = listing.split(":", 1)[0]
    return (
        f"edit the {tool} call it gates ({listing}), as `arena approve --edit {first}=...` does: "
        f"edited_args={{{first!r}: ...}}" + (f"; or {theirs}" if gate else "")
    )


def _same_kinds(request: InputRequest, edited: Mapping[str, Any], where: str) -> None:
    """An edit of the gate's own arguments keeps each value's kind: ``{"summary": 42}`` or
    ``{"summary": None}`` reached the adapter, and the agent was blamed for what followed."""
    numbers = (int, float)
    for key, value in edited.items():
        before = request.args[key]
        if before is None:
            continue  # proposed as None: there is no kind to keep
        same = type(value) is type(before) or (
            isinstance(value, numbers)
            and isinstance(before, numbers)
            and not isinstance(value, bool)
            and not isinstance(before, bool)
        )
        if not same:
            kind = "None" if value is None else f"a {type(value).__name__}"
            raise InvalidAnswer(
                f"{where}: {key}={value!r} is {kind}, but {request.action} proposed "
                f"{key}={before!r} (a {type(before).__name__}); give a {type(before).__name__}"
            )


def _authorises(
    request: InputRequest,
    edited: Mapping[str, Any],
    tool: str | None,
    fn: Callable[..., Any] | None,
    calls: Sequence[ToolCall],
    where: str,
    module: str = "",
) -> None:
    """An edit of the gate's own arguments authorises the call its proposer reads out of them
    (the room an edited summary names): that call is checked as an edit of it would be, and an
    edit that authorises none of the tool's calls is refused (its booking could only be blocked)."""
    if tool is None:
        return
    bound = binding.bind_edit(request.action, request.details, request.args, edited, calls)
    if bound.tool is None and tool in bound.excludes:
        params = list(tool_fields(fn)[0]) if fn is not None else []
        how = (
            f"edited_args={{{params[0]!r}: ...}}, as `arena approve --edit {params[0]}=...` does"
            if params
            else "its own arguments"
        )
        raise InvalidAnswer(
            f"{where}: approving {request.action}({_args(edited)}) would authorise no {tool} "
            f"call ({bound.note}), so the agent's {tool} could only be blocked; edit the {tool} "
            f"call itself: {how}"
        )
    if bound.tool == tool and bound.args is not None and fn is not None:
        # Checked against the request's proposal, never one re-read from the edited words: an
        # edited summary that dropped "for 7 people" got a 4-seat room through (red team 7, 6).
        changed = msgspec.structs.replace(request, args={**request.args, **edited})
        module = module or str(getattr(fn, "__module__", "") or "")
        proposed = _proposed(request, module, calls)
        _checked(
            changed, dict(bound.args), tool, fn, calls, where, proposed=proposed, module=module
        )
        _same_facts(request, edited, tool, fn, calls, where)


def _same_facts(
    request: InputRequest,
    edited: Mapping[str, Any],
    tool: str,
    fn: Callable[..., Any],
    calls: Sequence[ToolCall],
    where: str,
) -> None:
    """An edited summary keeps the request's day and head count where the gated tool takes
    neither: ``book_room`` has no day, so approving "... on Wednesday" for a Tuesday request
    booked Tuesday, and only ``booked_as_approved`` failed, later (tester 9, 2). Refused naming
    both, as a room taken that day is; a person who wants another day or count denies saying so."""
    from arena.booking_fit import stated
    from arena.item_facts import meant_fact
    from arena.wording.days import weekday

    params = list(tool_fields(fn)[0])
    takes = {meant_fact(p) or p for p in params}
    proposed = _proposed(request, str(getattr(fn, "__module__", "") or ""), calls) or {}
    count, day = stated({"args": {**request.args, **edited}})
    asked_day, asked_count = proposed.get("day"), proposed.get("people")
    wrong = []
    if "day" not in takes and day and isinstance(asked_day, str):
        now, then = weekday(str(day)), weekday(asked_day)
        if now and then and now != then:
            wrong.append((f"books for {now.title()}", then.title(), "no day"))
    counted = count is not None and asked_count is not None
    if counted and not takes & {"people", "capacity"} and str(count) != str(asked_count).strip():
        wrong.append((f"is for {count} people", f"{asked_count} people", "no head count"))
    if wrong:
        said = " and ".join(w[0] for w in wrong)
        asked = " and ".join(w[1] for w in wrong)
        raise InvalidAnswer(
            f"{where}: the edited {', '.join(edited)} {said}, but this request is for {asked} "
            f"(what the agent searched for and asked); {tool} takes "
            f"{' and '.join(w[2] for w in wrong)}, so approving it would book for {asked} all "
            f"the same. Keep {asked} in the edit, or edit the {tool} call itself "
            f"(edited_args={{{(params or ['...'])[0]!r}: ...}}); to want something else, deny saying so and the "
            "agent asks again"
        )


def _checked(
    request: InputRequest,
    edited: dict[str, Any],
    tool: str,
    fn: Callable[..., Any] | None,
    calls: Sequence[ToolCall],
    where: str,
    *,
    proposed: Mapping[str, Any] | None = None,
    module: str = "",
) -> dict[str, Any]:
    """``edited`` as :func:`arena.edits.edited_call` checks an operator's edit of ``tool``,
    against ``proposed`` (else ``request``'s own proposed side effect), with ``module``'s
    choices, aliases and check (else the tool function's own module)."""
    module = module or str(getattr(fn, "__module__", "") or "")
    try:
        return edited_call(
            request,
            edited,
            tool=tool,
            tools_module=module,
            fn=fn,
            proposed=proposed if proposed is not None else _proposed(request, module, calls),
        )
    except InvalidAnswer as exc:
        raise InvalidAnswer(f"{where}: {exc}") from None


def _proposed(
    request: InputRequest, module: str, calls: Sequence[ToolCall]
) -> Mapping[str, Any] | None:
    """The request's proposed side effect (its day, for a room taken that day), as the store
    records it for an operator (:mod:`arena.runs.decision`): the recorded one where the request
    carries it, else described from the request and the calls before it."""
    from arena.runs.decision import side_effect_fn

    recorded = request.details.get("proposed_side_effect")
    if isinstance(recorded, Mapping) and "error" not in recorded:
        return recorded
    describe = side_effect_fn(module)
    if describe is None:
        return None
    try:
        return describe(request, calls)
    except Exception:  # a broken describer leaves the edit checked without it
        return None


def _args(args: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v!r}" for k, v in args.items())
