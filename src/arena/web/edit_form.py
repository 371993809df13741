"""What a request's page shows of the call it would run, and the edit form beside it: the call
approving runs apart from what the agent passed the gate (:func:`shown_call`), the gated tool's
fields prefilled from the proposal (:func:`edit_fields`) or why no form is offered
(:func:`no_edit`), and the ``arg:NAME`` fields an edit posts (:func:`form_edits`). The pages are
:mod:`arena.web.app`'s."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Iterable, Mapping
from typing import Any

from arena import inbox
from arena.edits import edit_unavailable, find_tool, gated_tool
from arena.errors import InvalidAnswer
from arena.store.base import Store


def shown_call(r: inbox.RequestSummary) -> dict[str, Any]:
    """What a page shows as a request's tool and its arguments: the call approving runs (its
    binding; ``args`` None where the request was bound to nothing), and apart from it, under
    the gate's own name, what the agent passed the gate (``request_approval``'s ``summary=``
    is the agent's description, not ``book_room``'s arguments: the queue showed it under
    "book_room / arguments", tester 9, 7h). ``edited``: the binding is an operator's edit."""
    binds = r.context.binds or {}
    gate = r.context.action
    tool, args = r.tool, binds.get("args")
    if binds.get("tool") and isinstance(args, Mapping):
        tool = str(binds["tool"])
    elif gate == r.tool:
        args = r.args  # the tool itself asked: its arguments are the call's
    else:
        args = None
    return {
        "tool": tool,
        "args": dict(args) if isinstance(args, Mapping) else None,
        "gate": gate if gate != tool else None,
        "gate_args": dict(r.args) if gate != tool else {},
        "edited": bool(binds.get("proposed")),
    }


def form_edits(items: Iterable[tuple[str, Any]], shown: Mapping[str, str]) -> dict[str, str]:
    """The ``arg:NAME`` fields of an edit. A field the form showed empty and left empty keeps
    what was proposed (nothing); one the operator cleared (``shown`` had a value) is refused
    naming it: "an edit needs at least one NAME=VALUE" was all the page said of a blanked
    ``room_id`` (outside tester 20), and with other fields filled it read as no edit at all. A
    name given twice is refused, as ``--edit`` refuses it: the page has one field per argument,
    so only a crafted post repeats one, and "the last one wins" is a guess."""
    edits: dict[str, str] = {}
    seen: set[str] = set()
    cleared = []
    for key, value in items:
        if not str(key).startswith("arg:"):
            continue
        name = str(key)[4:]
        if name in seen:
            raise InvalidAnswer(f"edit: {name} given twice; give each argument once")
        seen.add(name)
        if str(value).strip():
            edits[name] = str(value)
        elif str(shown.get(name) or "").strip():
            cleared.append(name)
    if cleared:
        raise InvalidAnswer(
            f"edit: {', '.join(cleared)} {'is' if len(cleared) == 1 else 'are'} blank; type the "
            f"value to approve with (the form starts with the proposed "
            f"{', '.join(f'{n}={shown[n]}' for n in cleared)}), or use Approve to keep the call "
            "as proposed"
        )
    if not edits:
        raise InvalidAnswer(
            "edit: every field is blank; fill in the arguments to approve with, or use Approve "
            "to keep the call as proposed"
        )
    return edits


def no_edit(store: Store, view: inbox.RequestSummary) -> str | None:
    """Why the page offers no edit form although the rule allows edits: the run's tools
    module is not allowed here or cannot be imported, or lacks the tool (the form was just
    left out, with no reason: outside tester 11, finding 7)."""
    record = store.request(view.id)
    return edit_unavailable(store.run(record.run_id).origin.tools_module, gated_tool(record))


def edit_fields(store: Store, view: inbox.RequestSummary) -> list[dict[str, Any]]:
    """The gated tool's parameters, prefilled from what the request proposed."""
    record = store.request(view.id)
    fn = find_tool(store.run(record.run_id).origin.tools_module, gated_tool(record))
    if fn is None:
        return []
    effect = view.context.proposed_side_effect
    proposed = {**(effect if isinstance(effect, Mapping) else {}), **view.args}
    hints = typing.get_type_hints(fn)
    return [
        {
            "name": name,
            "type": getattr(hints.get(name), "__name__", "text"),
            "value": "" if proposed.get(name) is None else str(proposed.get(name)),
        }
        for name, p in inspect.signature(fn).parameters.items()
        if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
    ]
