"""An approval authorises one exact call: the binding between a request and the action it gates.

A request stores the call it gates — the tool and its arguments in canonical JSON (sorted keys),
hashed with SHA-256. Approving it (or editing it, which binds the edited call instead) authorises
that call *once*. The harness's side-effect wrapper (:func:`arena.tools.recorded`) refuses any
consequential call without a matching, unused approval: the attempt is logged ``blocked`` and the
agent is told it was refused. So a model that asks for R-101 and books R-400 books nothing.

How a request is bound:

- tool-level gating (the request *is* the consequential call): exactly that call;
- a model-initiated gate (``request_approval(summary)``): a *proposer* registered for the gate
  reads the call out of the request (the booking arena: the room the summary names). A proposer
  that cannot tell which call was meant binds nothing for its tool — approving such a request
  books nothing, and ``arena show`` says so;
- a gate no proposer covers (a user's own agent): one call of any consequential tool, any
  arguments — weaker, marked ``open`` in ``arena show``; register a proposer to bind it exactly.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

import msgspec

from arena.types import Event, InputRequest, InputResponse, ToolCall

#: Reads the gated call out of a gate's arguments (and the calls so far): the consequential tool's
#: arguments, or None when the request does not say which call it is.
Proposer = Callable[[Mapping[str, Any], Sequence[ToolCall]], Mapping[str, Any] | None]

#: Proposers by gate name: (consequential tool, proposer) pairs.
PROPOSERS: dict[str, list[tuple[str, Proposer]]] = {}
#: The harness's own words for a call it refused to run (:func:`bind`'s result), lower case as
#: the model log keeps what the model read: a result with them is the harness's, and logged.
BLOCKED = "blocked by the harness"
#: Names of the tools marked ``@recorded(side_effect=True)``: calls that need an approval.
CONSEQUENTIAL: set[str] = set()
#: Names of every ``@recorded`` tool: the harness's wrapper runs and logs their calls itself, so
#: an entry an adapter logs for one (``record_tool``) is refused unless it is a gate (an ask tool
#: an adapter answers in its own way): red team 27 logged a search it never ran.
WRAPPED: set[str] = set()
#: A tool's own spelling of its arguments (``@recorded(canonical=fn)``): calls the tool treats as
#: the same (``book_room(room_id='r-102')`` books R-102) bind and match as the same call.
Canonicaliser = Callable[[Mapping[str, Any]], Mapping[str, Any]]
CANONICALISERS: dict[str, Canonicaliser] = {}
#: The modules that define each ``@recorded`` consequential tool, by its name: where an item
#: given from Python finds the values its ``edit:`` answer may take (:mod:`arena.item_edits`).
MODULES: dict[str, set[str]] = {}


#: A tool's parameters that have defaults, and their defaults (``@recorded`` fills it): a call
#: that passes a default explicitly (``book_room(room_id="R-102", note="")``, as LangGraph,
#: OpenAI Agents, Pydantic AI and CrewAI fill an optional parameter in) is the call that leaves
#: it out, so an approval of ``book_room(room_id="R-102")`` authorises it (red team 31: a user's
#: arena whose book_room had ``note: str = ""`` had every approved booking blocked).
DEFAULTS: dict[str, dict[str, Any]] = {}


def without_defaults(tool: str, args: Mapping[str, Any]) -> Mapping[str, Any]:
    """``args`` less each parameter given its own default: the same call (:data:`DEFAULTS`)."""
    defaults = DEFAULTS.get(tool)
    if not defaults or not any(k in defaults for k in args):
        return args
    return {
        k: v
        for k, v in args.items()
        if not (k in defaults and type(v) is type(defaults[k]) and v == defaults[k])
    }


def canonical_args(tool: str, args: Mapping[str, Any]) -> dict[str, Any]:
    """``args`` as ``tool`` itself spells them, a parameter given its default left out (the
    same call); otherwise unchanged when it declares no canonicaliser (or its canonicaliser fails
    on them: the exact call is then the only match)."""
    args = without_defaults(tool, args)
    fn = CANONICALISERS.get(tool)
    if fn is None:
        return dict(args)
    try:
        return dict(fn(args))
    except Exception:
        return dict(args)


def harness_runs(tool: str) -> bool:
    """Whether the harness's own wrapper runs and logs ``tool``'s calls (an ``@recorded`` tool
    that is no gate): a log entry for it is the wrapper's, never an adapter's."""
    return tool in WRAPPED and tool not in PROPOSERS


def register_proposer(gate: str, tool: str, fn: Proposer) -> None:
    """Bind approvals of ``gate`` to the ``tool`` call that ``fn`` reads out of the request.

    Several tools modules may gate the same tool (an arena of the user's own that reuses
    ``book_room`` with rooms of its own): each keeps its proposer, and :func:`bind` takes the
    first that reads a call out of the request. Keeping only the last one registered bound
    nothing for the user's rooms once the built-in module was imported after it. The same
    function registered again (a module imported twice) replaces itself."""
    entries = PROPOSERS.setdefault(gate, [])
    key = (getattr(fn, "__module__", None), getattr(fn, "__qualname__", None))
    entries[:] = [
        (t, f)
        for t, f in entries
        if not (
            t == tool and (getattr(f, "__module__", None), getattr(f, "__qualname__", None)) == key
        )
    ] + [(tool, fn)]


#: ``json.dumps(..., sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)``,
#: built once: ``dumps`` with any of these builds a new encoder on every call (each request is
#: bound when asked and again when its leg ends).
_CANONICAL = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str
).encode


def canonical(tool: str, args: Mapping[str, Any]) -> str:
    """The call as canonical JSON: sorted keys, no spaces, non-JSON values as their text."""
    return _CANONICAL({"tool": tool, "args": dict(args)})


def digest(tool: str, args: Mapping[str, Any]) -> str:
    return _sha256(canonical(tool, args))


@functools.lru_cache(maxsize=1024)
def _sha256(text: str) -> str:
    """The SHA-256 of a call's canonical text, once per text: a request's call is hashed when it
    is asked, when its leg ends and when the booking it authorises is matched."""
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def call_text(tool: str, args: Mapping[str, Any]) -> str:
    return f"{tool}({', '.join(f'{k}={v!r}' for k, v in dict(args).items())})"


class Binding(msgspec.Struct, frozen=True, kw_only=True):
    """The call an approval authorises: exact (tool + args + hash) or open (any one call)."""

    tool: str | None = None
    args: Mapping[str, Any] | None = None
    sha256: str | None = None
    #: Open bindings never authorise these tools (a proposer covers them and named no call).
    excludes: tuple[str, ...] = ()
    note: str = ""

    @property
    def exact(self) -> bool:
        return self.tool is not None

    def describe(self) -> str:
        if self.tool is not None and self.args is not None:
            return f"{call_text(self.tool, self.args)} once (sha256 {str(self.sha256)[:12]})"
        if self.excludes:
            return f"no {', '.join(self.excludes)} call ({self.note})"
        return f"one call of any consequential tool, any arguments ({self.note})"

    def to_dict(self) -> dict[str, Any]:
        return {
            "tool": self.tool,
            "args": dict(self.args) if self.args is not None else None,
            "sha256": self.sha256,
            "excludes": list(self.excludes),
            "note": self.note,
            "authorises": self.describe(),
        }

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any]) -> Binding:
        return cls(
            tool=raw.get("tool"),
            args=raw.get("args"),
            sha256=raw.get("sha256"),
            excludes=tuple(raw.get("excludes") or ()),
            note=str(raw.get("note") or ""),
        )


def exactly(tool: str, args: Mapping[str, Any]) -> Binding:
    args = canonical_args(tool, args)
    return Binding(tool=tool, args=args, sha256=digest(tool, args))


def bind(action: str, args: Mapping[str, Any], calls: Sequence[ToolCall]) -> Binding:
    """What approving a request for ``action`` with ``args`` authorises."""
    if action in CONSEQUENTIAL:
        return exactly(action, args)
    covered = PROPOSERS.get(action, [])
    for tool, propose in covered:
        try:
            proposed = propose(args, calls)
        except Exception:  # a broken proposer binds nothing rather than anything
            proposed = None
        if proposed is not None:
            return exactly(tool, proposed)
    if covered:
        return Binding(
            excludes=tuple(dict.fromkeys(t for t, _ in covered)),
            note=f"the request does not say which {covered[0][0]} call it approves",
        )
    return Binding(note=f"no proposer reads {action}'s arguments")


def edited_tool(
    action: str, details: Mapping[str, Any], args: Mapping[str, Any], edited: Mapping[str, Any]
) -> str:
    """The tool an edit's arguments belong to. An edit that names only the request's own
    arguments edits the request (``request_approval(summary=...)``, as an eval may); one that
    names others edits the consequential tool the request gates (``--edit room_id=R-204``: its
    binding's tool, or ``details["tool"]``)."""
    stored = details.get("binds")
    tool = stored.get("tool") if isinstance(stored, Mapping) else None
    tool = tool or details.get("tool")
    if not isinstance(tool, str) or not tool or (edited and set(edited) <= set(args)):
        return action
    return tool


def bind_edit(
    gated: str,
    details: Mapping[str, Any],
    args: Mapping[str, Any],
    edited: Mapping[str, Any],
    calls: Sequence[ToolCall],
) -> Binding:
    """What an edited approval authorises: the edited call of the tool the edit is for.

    An edit of the gated tool's arguments (:mod:`arena.edits` checks them against its signature)
    binds that call exactly. Read through the gate's proposer instead (``request_approval``'s
    summary → the room it names), an edited room the proposer did not know (``R-999``) bound no
    call at all, and the very call the person approved was blocked."""
    tool = edited_tool(gated, details, args, edited)
    if tool != gated and tool in CONSEQUENTIAL:
        return exactly(tool, edited)
    return bind(gated, edited, calls)


def gate_args(request: InputRequest, response: InputResponse) -> Mapping[str, Any]:
    """The arguments an answered request's call is recorded with: the edit when it edits this
    call, else its own (``request_approval(summary)`` keeps its summary when ``room_id`` of the
    book_room it gates was edited; it once took the edit's arguments and lost the summary)."""
    edited = response.edited_args
    if edited and edited_tool(request.action, request.details, request.args, edited) == (
        request.action
    ):
        return edited
    return request.args


def approvals(events: Sequence[Event]) -> list[tuple[str, Binding]]:
    """Requests a person approved (an option, an edit, or words that read as a go-ahead) and what
    each authorises, in the order they were decided. A request is decided once: a second
    ``input.responded`` for it authorises nothing (red team 9: one with another room's binding
    booked a room nobody approved; the leg that logs it fails, :mod:`arena.decisions`)."""
    out, decided = [], set()
    for e in events:
        if e.type != "input.responded":
            continue
        rid = str(e.data.get("request_id"))
        if rid in decided:
            continue
        decided.add(rid)
        if e.data.get("binds"):
            out.append((rid, Binding.from_dict(e.data["binds"])))
    return out


def authorise(
    events: Sequence[Event],
    calls: Sequence[ToolCall],
    tool: str,
    args: Mapping[str, Any],
    *,
    held: Collection[str] = (),
) -> tuple[str | None, str]:
    """The approved, unused request that authorises ``tool(args)``; else None and why not.

    ``held``: requests whose approval a call still running already uses (not yet in ``calls``).
    """
    used = {
        c.request_id
        for c in calls
        if c.request_id and c.tool in CONSEQUENTIAL and c.status in ("ok", "failed")
    } | set(held)
    granted = [(rid, b) for rid, b in approvals(events)]
    fresh = [(rid, b) for rid, b in granted if rid not in used]
    wanted = digest(tool, canonical_args(tool, args))
    for rid, b in fresh:  # the stored hash first: re-spelling a binding hashes it again
        if b.exact and (wanted == b.sha256 or wanted == _rebound(b)):
            return rid, ""
    for rid, b in fresh:
        if not b.exact and tool not in b.excludes:
            return rid, ""
    call = call_text(tool, args)
    meant = [b for _, b in fresh if b.exact and b.tool == tool]
    spent = [rid for rid, b in granted if rid in used and (b.tool == tool or not b.exact)]
    vague = [b for _, b in fresh if tool in b.excludes]
    if meant:
        approved = "; ".join(call_text(tool, b.args or {}) for b in meant)
        if any(_spelled(args, b.args or {}) for b in meant):
            why = f"it is spelled differently from the approved call ({call} vs {approved})"
        else:
            why = f"it is not the call a person approved ({approved})"
    elif vague:  # the approval did not say which call (a summary naming no room it knows)
        why = f"the approval names no {tool} call ({vague[0].note or 'no call to match'})"
    elif spent:
        why = f"the approval for it ({', '.join(spent)}) was already used by an earlier call"
    else:
        why = "no person approved it"
    return None, f"ERROR: {BLOCKED}: {call} was not run — {why}"


def _rebound(b: Binding) -> str | None:
    """``b``'s call as its tool spells it now: a binding stored before the tool declared its
    canonicaliser still matches the call it approved."""
    if (
        b.tool is None
        or b.args is None
        or (b.tool not in CANONICALISERS and b.tool not in DEFAULTS)
    ):
        return None
    return digest(b.tool, canonical_args(b.tool, b.args))


def _spelled(args: Mapping[str, Any], approved: Mapping[str, Any]) -> bool:
    """Whether two calls differ only in case or surrounding spaces: what a tool without a
    canonicaliser is refused for is then its spelling, and the refusal says so."""

    def fold(v: Any) -> Any:
        return v.strip().casefold() if isinstance(v, str) else v

    return dict(args) != dict(approved) and {k: fold(v) for k, v in args.items()} == {
        k: fold(v) for k, v in approved.items()
    }


__all__ = [
    "CANONICALISERS",
    "CONSEQUENTIAL",
    "DEFAULTS",
    "MODULES",
    "PROPOSERS",
    "WRAPPED",
    "Binding",
    "Canonicaliser",
    "Proposer",
    "approvals",
    "authorise",
    "bind",
    "bind_edit",
    "canonical",
    "canonical_args",
    "digest",
    "edited_tool",
    "exactly",
    "gate_args",
    "harness_runs",
    "register_proposer",
    "without_defaults",
]
