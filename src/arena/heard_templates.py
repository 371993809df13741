"""Each framework's own fixed wording of a verdict, as its installed source writes it: the words
:mod:`arena.heard_given` lets stand around a person's answer where the framework, not the
adapter, put them (ADK's ``{"confirmed": false}``, LangChain's "User rejected the tool call for
`x` with reason: <the answer>"), and whether a reading is one of them for this request (its tool,
call id and arguments). Split from :mod:`arena.heard_given` (its size).
"""

from __future__ import annotations

import re
from collections.abc import Mapping


def squashed(text: str) -> str:
    """``text`` with its spacing made single spaces and its case folded, as readings are held."""
    return " ".join(str(text).split()).casefold()


#: Each framework's own fixed wording of a verdict, as its installed source writes it and the
#: model log keeps words (spacing and case aside): (verdict, pattern). A ``said`` group is
#: where the framework puts the answer it was handed (the person's typed words, or the harness's
#: wording of an option), held to the rule in turn; the rest is the framework's, not the
#: adapter's. Only the whole wording passes: one word more is the adapter's.
TEMPLATES: tuple[tuple[str, re.Pattern[str]], ...] = (
    # google-adk: the confirmation a gated tool resumes with, ToolConfirmation.confirmed
    # (google/adk/tools/tool_confirmation.py:37; google/adk/cli/cli.py:170 sends
    # {'confirmed': confirmed}).
    ("approve", re.compile(r"\{[\"']confirmed[\"']: true\}")),
    ("deny", re.compile(r"\{[\"']confirmed[\"']: false\}")),
    # google-adk: a tool whose confirmation was refused (google/adk/tools/_confirmation_utils.py:71,
    # google/adk/tools/function_tool.py:528).
    ("deny", re.compile(r"\{[\"']error[\"']: [\"']this tool call is rejected\.[\"']\}")),
    # openai-agents: DEFAULT_APPROVAL_REJECTION_MESSAGE (agents/tool.py:208).
    ("deny", re.compile(r"tool execution was not approved\.")),
    # agent-framework: a rejected call's result (agent_framework/_tools.py:4580).
    ("deny", re.compile(r"error: tool call invocation was rejected by user\.")),
    # langchain HumanInTheLoopMiddleware, a reject decision with and without its message
    # (langchain/agents/middleware/human_in_the_loop.py:274 and :276-279).
    (
        "deny",
        re.compile(
            r"user rejected the tool call for `(?P<tool>[\w.-]+)` with reason: (?P<said>.+)", re.S
        ),
    ),
    (
        "deny",
        re.compile(
            r"user rejected the tool call for `(?P<tool>[\w.-]+)` with id (?P<id>[\w.-]+)\. "
            r"the tool was not executed\. do not retry this tool call unless the user explicitly requests it\."
        ),
    ),
    # arena.adapters.smolagents: a gated tool's denial and approval, handed back as the next
    # task (SmolagentsAdapter._decide), the call's arguments as Python writes the request's.
    (
        "deny",
        re.compile(
            r"(?P<said>.+?) \((?P<tool>[\w.-]+) with (?P<args>\{.*\}) was not run\.\)", re.S
        ),
    ),
    (
        "approve",
        re.compile(
            r"(?P<said>.+?) you may now call (?P<tool>[\w.-]+) with (?P<args>\{.*\})\.", re.S
        ),
    ),
)


def template(form: str, data: Mapping[str, object]) -> tuple[str, str | None] | None:
    """The verdict of the framework's wording ``form`` is (:data:`TEMPLATES`) and the answer it
    carries (None: it carries none), else None. A tool's name or a call's id in it must be the
    request's (``data``'s ``asked_tools``, ``asked_id``, where known): any word fits the slot,
    and "`book_R-101_on_Monday_instead`" was words the adapter added (red team 28b)."""
    tools = {str(t).casefold() for t in listed(data.get("asked_tools"))}
    native = str(data.get("asked_id") or "").casefold()
    for verdict, pattern in TEMPLATES:
        found = pattern.fullmatch(form)
        if found is None:
            continue
        slots = found.groupdict()
        if tools and slots.get("tool") is not None and slots["tool"] not in tools:
            continue
        if native and slots.get("id") is not None and slots["id"] != native:
            continue
        if slots.get("args") is not None and slots["args"] not in {
            squashed(str(data.get(k))) for k in ("asked_args", "edited_args") if data.get(k)
        }:
            continue  # the request's arguments (or the edit's), where known (red team 35)
        return verdict, slots.get("said")
    return None


def listed(value: object) -> tuple[object, ...]:
    return tuple(value) if isinstance(value, list | tuple) else ()


__all__ = ["TEMPLATES", "listed", "squashed", "template"]
