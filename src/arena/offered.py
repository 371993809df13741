"""What a model request offered the model, as its log keeps it: the tools (one key each) and
the parts of its system text, so the checks can hold them to the arena's own (red team 31).

An adapter that offered the model no ``book_room``, one described "Approval is NOT required",
or a tool of its own, and one that told the model its own instructions from the first request,
scored 12/12: the scripted model reads neither, a real model obeys both. The keys are read the
same on the server (:mod:`arena.model.app`, every request) and on the harness's side (the
arena's tools, :func:`arena.evaluate.check_spec`), and judged by :mod:`arena.model_given`.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from arena.request_log import LoggedRequest

#: How much of a system text the log keeps (smolagents' own, with the arena's instructions at
#: its end, is about 4,400 characters).
KEPT_SYSTEM = 20_000


def system_words(text: str) -> str:
    """A system text as the log keeps it: spacing and case aside, cut at :data:`KEPT_SYSTEM`. A
    framework wraps the arena's instructions in its own words (smolagents' template, CrewAI's
    "You are <role>."): they must be in it, not be all of it."""
    return " ".join(str(text)[: KEPT_SYSTEM * 2].split()).casefold()[:KEPT_SYSTEM]


def _plain(schema: Any, name: str = "") -> Any:
    """A parameter schema less what frameworks add on their own: titles, and a description
    that only repeats the parameter's name (smolagents)."""
    if isinstance(schema, list):
        return [_plain(s) for s in schema]
    if not isinstance(schema, Mapping):
        return schema
    out = {}
    for k, v in schema.items():
        if k == "title" or (k == "description" and str(v).strip().casefold() == name.casefold()):
            continue
        if k == "properties" and isinstance(v, Mapping):
            out[k] = {str(p): _plain(s, str(p)) for p, s in v.items()}
        else:
            out[k] = _plain(v)
    return out


def tool_key(tool: Any) -> str:
    """One offered tool as ``"<name> <digest>"``: its name, and a digest of its description
    (spacing and case aside), its parameters' schemas and which are required; in the Chat
    Completions shape (``{"function": {...}}``) or the Responses one. A tool of another kind
    (a hosted one) is its ``type``."""
    if not isinstance(tool, Mapping):
        return f"{type(tool).__name__} ?"
    inner = tool.get("function")
    fn: Mapping[str, Any] = inner if isinstance(inner, Mapping) else tool
    name = str(fn.get("name") or tool.get("type") or "?")
    given = fn.get("parameters")
    params: Mapping[str, Any] = given if isinstance(given, Mapping) else {}
    props = _plain({"properties": params.get("properties") or {}})["properties"]
    shape = {
        "description": " ".join(str(fn.get("description") or "").split()).casefold(),
        "properties": props,
        "required": sorted(str(r) for r in params.get("required") or ()),
    }
    digest = hashlib.sha256(json.dumps(shape, sort_keys=True, default=str).encode())
    return f"{name} {digest.hexdigest()[:12]}"


def offered_tools(body: Mapping[str, Any]) -> tuple[list[Any], Any]:
    """A request body's tools and tool choice, the legacy ``functions``/``function_call``
    among them (the scripted model answers either)."""
    tools = list(body.get("tools") or []) if isinstance(body.get("tools"), list) else []
    functions = body.get("functions")
    if isinstance(functions, list):
        tools += [{"type": "function", "function": f} for f in functions]
    choice = body.get("tool_choice")
    return tools, body.get("function_call") if choice is None else choice


def tool_keys(tools: Any) -> tuple[str, ...]:
    """The :func:`tool_key` of each tool a request offered, sorted, each once."""
    if not isinstance(tools, list):
        return ()
    return tuple(sorted({tool_key(t) for t in tools}))


def choice_key(choice: Any) -> str:
    """A request's ``tool_choice`` as the log keeps it: "" where it leaves the model to choose
    among the tools offered (none given, "auto", or "required": smolagents ends every step with a
    tool, ``final_answer`` among them), else its JSON ("none"; a tool named: an adapter that
    named ``book_room`` made a real model book before it asked, and scored 12/12)."""
    if choice is None or choice in ("auto", "required"):
        return ""
    return json.dumps(choice, sort_keys=True, default=str)[:200]


def unmade_turns(entries: Sequence[LoggedRequest]) -> tuple[str, ...]:
    """The assistant turns (``turns``) the requests carried that no earlier one of them made
    (``made``), in order: a leg's must be earlier legs' (red team 31, F5a)."""
    made: set[str] = set()
    out: dict[str, None] = {}
    for e in sorted(entries, key=lambda e: e.seq):
        if not e.unrouted:
            out.update((k, None) for k in e.turns if k not in made)
            made.update(e.made)
    return tuple(out)


def key_name(key: str) -> str:
    """The tool's name in a :func:`tool_key`."""
    return key.rpartition(" ")[0]


#: Tools a framework offers the model of its own, as its installed source words them: smolagents
#: ends a run only through ``final_answer`` (``smolagents.default_tools.FinalAnswerTool``).
FRAMEWORK_TOOLS: frozenset[str] = frozenset(
    {
        tool_key(
            {
                "name": "final_answer",
                "description": "Provides a final answer to the given problem.",
                "parameters": {
                    "type": "object",
                    "properties": {
                        "answer": {
                            "type": "string",
                            "description": "The final answer to the problem",
                        }
                    },
                    "required": ["answer"],
                },
            }
        )
    }
)


def harness_keys(schemas: Iterable[Mapping[str, Any]]) -> tuple[str, ...]:
    """The keys of an arena's own tools (their ``function_schema``), as a request offers them."""
    return tool_keys(list(schemas))


__all__ = [
    "FRAMEWORK_TOOLS",
    "KEPT_SYSTEM",
    "choice_key",
    "harness_keys",
    "key_name",
    "offered_tools",
    "system_words",
    "tool_key",
    "tool_keys",
    "unmade_turns",
]
