"""A readable rendering of a session line's events, for failure messages.

When an eval fails, the person reading the report needs to see what the agent did — which tools
ran with which arguments, where it paused, what was answered — without opening a debugger. Every
failure the driver raises ends with this rendering.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from arena.types import Event, InputRequest, ToolCall, Turn

TEXT_LIMIT = 160
ARG_LIMIT = 60
RESULT_LIMIT = 80
#: A call that did not run as asked (blocked, failed) is shown with its whole reason: cut at 80
#: characters, "…was already used or na…" hid why the harness stopped it.
REASON_LIMIT = 400


def result_limit(status: object) -> int:
    return RESULT_LIMIT if status == "ok" else REASON_LIMIT


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    """One line, at most ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def format_args(args: Mapping[str, Any] | None) -> str:
    """``capacity=6, day='Tuesday'`` — how a call reads in Python."""
    if not args:
        return ""
    return ", ".join(f"{k}={clip(repr(v), ARG_LIMIT)}" for k, v in args.items())


def format_call(call: ToolCall) -> str:
    answers = f" [answers {call.request_id}]" if call.request_id else ""
    result = f' "{clip(call.result, result_limit(call.status))}"' if call.result else ""
    return f"{call.tool}({format_args(call.args)}) → {call.status}{result}{answers}"


def format_request(request: InputRequest) -> str:
    """One pending request: id, action, tool, args, options and the prompt a person would read."""
    parts = [request.id, f"action={request.action}"]
    if request.tool_name and request.tool_name != request.action:
        parts.append(f"tool={request.tool_name}")
    if request.args:
        parts.append(f"args=({format_args(request.args)})")
    options = ", ".join(request.option_ids) or "(free text)"
    parts.append(f"options: {options}")
    if request.prompt:
        parts.append(f'prompt "{clip(request.prompt, 100)}"')
    return "  ".join(parts)


def format_requests(requests: Sequence[InputRequest], indent: str = "  ") -> str:
    if not requests:
        return f"{indent}(nothing pending)"
    return "\n".join(f"{indent}{format_request(r)}" for r in requests)


def format_event(event: Event) -> str:
    """One event as ``type  details``; unknown types fall back to their data."""
    d = event.data
    kind = event.type
    if kind == "leg.started":
        detail = ""
    elif kind == "message":
        detail = f'{d.get("role", "assistant")}: "{clip(str(d.get("text", "")))}"'
    elif kind == "tool.finished":
        limit = result_limit(d.get("status"))
        result = f' "{clip(str(d.get("result") or ""), limit)}"' if d.get("result") else ""
        answers = f" [answers {d['request_id']}]" if d.get("request_id") else ""
        detail = (
            f"{d.get('tool')}({format_args(d.get('args'))}) → {d.get('status')}{result}{answers}"
        )
    elif kind == "input.requested":
        options = ", ".join(str(o.get("id")) for o in d.get("options") or []) or "(free text)"
        prompt = f' "{clip(str(d.get("prompt") or ""), 100)}"' if d.get("prompt") else ""
        detail = (
            f"{d.get('request_id')} {d.get('action')}({format_args(d.get('args'))}) "
            f"options: {options}{prompt}"
        )
    elif kind == "input.responded":
        if d.get("option_id") is not None:
            answer = f"option {d['option_id']}"
        elif d.get("text") is not None:
            answer = f'text "{clip(str(d["text"]), 80)}"'
        else:
            answer = f"edited args ({format_args(d.get('edited_args'))})"
        who = f"{d.get('responder', '?')}/{d.get('interface', '?')}"
        detail = f"{d.get('request_id')} ← {answer} (by {who})"
    elif kind == "leg.finished":
        detail = str(d.get("status", ""))
    elif kind == "error":
        detail = clip(str(d.get("message", "")), 300)
    else:
        detail = clip(repr(dict(d)), 200)
    return f"{kind:<16} {detail}".rstrip()


def denial_failed(turn: Turn) -> str:
    """What a failed turn that was answering a person's denial adds to ``succeeded()``'s failure:
    the adapter turned a rejection into a failure (evals32), which a person reads as "something
    broke" where they said no."""
    denied = [
        str(e.data.get("request_id"))
        for e in turn.events
        if e.type == "input.responded"
        and e.data.get("approved") is False
        and e.data.get("option_id") not in (None, "expired")
    ]
    if not denied:
        return ""
    return (
        f" — this leg was answering a person's denial ({', '.join(denied)}): a denial is an "
        "answer, recorded as 'rejected', not a failure; the agent should say it did not go "
        "ahead and complete the turn"
    )


def format_turn(turn: Turn, indent: str = "  ") -> str:
    """A leg header (number, status, error) then its events, one per line."""
    head = f"leg {turn.leg} · {turn.status}"
    if turn.error:
        head += f" · error: {clip(turn.error, 200)}"
    lines = [head]
    for e in turn.events:
        lines.extend(_wrapped(f"{indent}{e.seq:>3} {format_event(e)}", len(indent) + 21))
    if not turn.events:
        lines.append(f"{indent}(no events)")
    return "\n".join(lines)


def _terminal_width() -> int | None:
    """The terminal's columns: ``$COLUMNS``, else the terminal's own; None when there is none
    (a CI log is not wrapped)."""
    import os
    import sys

    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit():
        return int(columns)
    try:
        return os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):
        return None


def _wrapped(line: str, hang: int) -> list[str]:
    """``line`` cut to the terminal, less pytest's ``E       `` (80 columns: 72), its follow-on
    lines under the event's details: a blocked call's reason ran to ~150 characters on one."""
    import textwrap

    columns = _terminal_width()
    width = max(60, columns - 8) if columns else 0
    if not width or len(line) <= width:
        return [line]
    return textwrap.wrap(
        line,
        width,
        subsequent_indent=" " * hang,
        break_long_words=False,
        break_on_hyphens=False,
    ) or [line]


def format_turns(turns: Iterable[Turn], title: str = "") -> str:
    """The whole session line: what a failure message ends with."""
    body = [format_turn(t) for t in turns]
    if not body:
        body = ["(nothing sent yet)"]
    return "\n".join([title, *body] if title else body)
