"""Edited arguments, checked against the gated tool's own signature before anything is written.

``arena approve REQ --edit room_id=R-204`` means "approve, but with these arguments". The tool is
the one the request gates (``details["tool"]``: ``book_room`` behind a ``request_approval``), found
in the run's tools module; its parameters and type hints are the schema. The edited call starts
from what the request proposed (its arguments, and the fields of its proposed side effect that
are parameters of the tool) with the edits laid over it; unknown names (with a did-you-mean),
values of the wrong type and missing required arguments are refused with the tool's parameter
list, and a value the tools module lists the choices for (``ARG_CHOICES``: the arena's rooms) must
be one of them or a name one goes by (``ARG_ALIASES``: a room's name binds to its id), and a tools
module's ``check_edit`` may refuse the edited call (the rooms arena: a room taken that day, or one
that seats fewer than the request is for).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from arena import binding
from arena.edit_rules import aliases_of, checked_call, choices_of, tool_in
from arena.edit_rules import did_you_mean as did_you_mean
from arena.edit_rules import tool_fields as tool_fields
from arena.edit_scope import binds_no_call, unbound_refusal
from arena.errors import InvalidAnswer, UserError
from arena.store.base import RequestRecord, Store
from arena.types import InputRequest


def parse_edits(pairs: Sequence[str]) -> dict[str, str]:
    """``["room_id=R-204", ...]`` as a mapping (values stay text; the schema types them)."""
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise UserError(f"--edit {pair!r}: write NAME=VALUE, e.g. --edit room_id=R-204")
        if name.strip() in out:
            raise UserError(f"--edit {name.strip()} given twice")
        out[name.strip()] = value
    return out


def gated_tool(record: RequestRecord) -> str:
    """The tool an edit of ``record`` changes: the consequential tool its run recorded, else the
    one its binding authorises (an eval's stored request records no ``tool``, and an edit of
    ``room_id`` was checked against request_approval's arguments, evals32 F7), else its own."""
    details = record.request.details
    binds = details.get("binds")
    bound = binds.get("tool") if isinstance(binds, Mapping) else None
    return str(details.get("tool") or bound or record.request.tool_name or record.request.action)


def find_tool(tools_module: str, name: str) -> Callable[..., Any] | None:
    """The tool function ``name`` in a stored run's tools module, else None: also when the
    operator's allow-list does not allow that module or it cannot be imported
    (:func:`edit_unavailable` says which; the module is never imported unless allowed)."""
    try:
        return tool_in(_stored_module(tools_module), name)
    except InvalidAnswer:
        return None


def edit_unavailable(tools_module: str, name: str) -> str | None:
    """Why an edit of tool ``name`` cannot be checked for a run of ``tools_module`` (not
    allowed here, cannot be imported, no such tool), else None: what the web inbox shows in
    place of its edit form, so an operator is told why there is none (tester 11, finding 7)."""
    try:
        fn = tool_in(_stored_module(tools_module), name)
    except InvalidAnswer as exc:
        return str(exc)
    return None if fn is not None else _not_found(name, tools_module)


def _stored_module(tools_module: str) -> ModuleType | None:
    """The tools module a stored run names, imported only where the operator's allow-list allows
    it, as ``arena resume`` checks it (:mod:`arena.runs.allow`): whoever can write the store
    must not choose the code an operator's ``approve --edit`` or the inbox's request page
    imports (tester 11, finding 4). None when none is recorded; InvalidAnswer saying why not."""
    if not tools_module:
        return None
    from arena.runs.allow import import_tools_module

    try:
        return import_tools_module(tools_module)
    except UserError as exc:
        raise InvalidAnswer(str(exc)) from None


def _not_found(name: str, tools_module: str) -> str:
    return (
        f"tool {name!r} is not found in the run's tools module ({tools_module or 'none recorded'})"
    )


def arg_choices(tools_module: str, name: str) -> Mapping[str, Sequence[str]]:
    """The values each argument of tool ``name`` can take, where its tools module says so
    (``ARG_CHOICES = {"book_room": {"room_id": ("R-101", ...)}}``); empty when it does not (or
    the operator's allow-list does not allow the module)."""
    try:
        return choices_of(_stored_module(tools_module), name)
    except InvalidAnswer:
        return {}


def arg_aliases(tools_module: str, name: str) -> Mapping[str, Mapping[str, str]]:
    """Other names the values of tool ``name``'s arguments go by, where its tools module says so
    (``ARG_ALIASES = {"book_room": {"room_id": {"Juniper": "R-101", ...}}}``: a room's name
    stands for its id, as everywhere else a room is read); empty when it does not."""
    try:
        return aliases_of(_stored_module(tools_module), name)
    except InvalidAnswer:
        return {}


def edited_args(store: Store, record: RequestRecord, edits: Mapping[str, Any]) -> dict[str, Any]:
    """The full edited argument set for the gated tool, validated; InvalidAnswer otherwise."""
    effect = record.request.details.get("proposed_side_effect")
    module = store.run(record.run_id).origin.tools_module
    return edited_call(
        record.request,
        edits,
        tool=gated_tool(record),
        tools_module=module,
        proposed=_filled(record.request, module, effect if isinstance(effect, Mapping) else None),
    )


def _filled(
    request: InputRequest, tools_module: str, recorded: Mapping[str, Any] | None
) -> Mapping[str, Any] | None:
    """The recorded proposal, with what it lacks read again from the request's own words (a
    request recorded before the describer read "for the 7 of us" has no ``people``: its edit to
    a 4-seat room was approved, red team 7, hole 6). What was recorded is kept as recorded."""
    if recorded is not None and "error" in recorded:
        return recorded
    from arena.runs.decision import side_effect_fn

    describe = side_effect_fn(tools_module)
    if describe is None:
        return recorded
    try:
        again = describe(request, ())
    except Exception:  # a broken describer leaves the edit checked against what was recorded
        return recorded
    # an eval's stored request records none: its day and head count are read from its words,
    # or an edit to a room taken that day was approved (evals32 F7)
    return {**again, **(recorded or {})}


def edited_call(
    request: InputRequest,
    edits: Mapping[str, Any],
    *,
    tool: str,
    tools_module: str,
    fn: Callable[..., Any] | None = None,
    proposed: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """:func:`edited_args` from the request itself: the one check of an edit of the gated
    ``tool`` (its function ``fn``, else found in ``tools_module``; ``proposed``: the request's
    proposed side effect), shared by ``arena approve --edit``, the web inbox and an eval's
    ``respond(edited_args=...)``."""
    if not edits:
        raise InvalidAnswer("an edit needs at least one NAME=VALUE")
    # The web inbox drops an empty field (it keeps the proposed value): an empty VALUE typed at
    # the CLI or passed from Python is refused the same way, never bound as book_room(room_id='').
    empty = [k for k, v in edits.items() if isinstance(v, str) and not v.strip()]
    if empty:
        raise InvalidAnswer(
            f"an edit needs at least one NAME=VALUE; {', '.join(f'{k}=' for k in empty)} has "
            "no value (leave an argument out to keep what was proposed)"
        )
    name = tool
    if fn is None:  # named by the stored run: imported only where the allow-list allows it
        try:
            module = _stored_module(tools_module)
        except InvalidAnswer as exc:
            raise InvalidAnswer(
                f"cannot check edits for request {request.id}: {exc}; approve or deny instead"
            ) from None
        fn = tool_in(module, name)
    else:  # the caller's own function (an eval's agent): its module is imported already
        module = sys.modules.get(tools_module) if tools_module else None
    if binds_no_call(request):
        raise InvalidAnswer(unbound_refusal(request, [(name, tool_fields(fn)[1])] if fn else []))
    if fn is None:
        raise InvalidAnswer(
            f"cannot check edits for request {request.id}: {_not_found(name, tools_module)}; "
            "approve or deny instead"
        )
    return checked_call(request, edits, tool=name, fn=fn, module=module, proposed=proposed)


def changes_nothing(request: InputRequest, tool: str, args: Mapping[str, Any]) -> bool:
    """Whether the edited ``tool(args)`` is the very call approving ``request`` as proposed
    authorises (``--edit room_id=cedar`` on a request for Cedar, R-204): a plain approval, then,
    not an edit. It read "edited … not as asked" and was audited ``request.edited`` though
    nothing changed (tester 9, 7d); the CLI, the web inbox and an eval all ask this."""
    stored = request.details.get("binds")
    asked = stored.get("args") if isinstance(stored, Mapping) else None
    if not isinstance(stored, Mapping) or stored.get("tool") != tool or asked is None:
        return False
    same = binding.canonical_args(tool, args) == binding.canonical_args(tool, asked)
    return same and "approve" in request.option_ids


__all__ = [
    "arg_aliases",
    "arg_choices",
    "changes_nothing",
    "did_you_mean",
    "edit_unavailable",
    "edited_args",
    "edited_call",
    "find_tool",
    "gated_tool",
    "parse_edits",
    "tool_fields",
]
