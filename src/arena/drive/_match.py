"""Matching pending requests and recorded tool calls against what an eval asks for.

Filters are data so a failure message can say exactly what was asked (``action='request_approval',
prompt=/Tuesday/``) next to what was there.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from arena.drive._errors import DriveError, hide_frames_for_eval_errors
from arena.types import InputRequest, ToolCall

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors

Pattern = str | re.Pattern[str]


def compile_pattern(
    pattern: Pattern, flags: int = re.IGNORECASE, *, where: str = "a pattern"
) -> re.Pattern[str]:
    """A string becomes a regex with ``flags`` (case-insensitive by default); a compiled one is
    used as it is, so its own flags win. A string that is no regex (``"Book (R-102"``) is the
    eval's mistake, named with ``where`` (the argument it was given as), not a bare re.error."""
    if isinstance(pattern, re.Pattern):
        return pattern
    if not isinstance(pattern, str):
        raise DriveError(
            f"{where}: {pattern!r} is not a regular expression; give a string or "
            f"re.compile(...), not {type(pattern).__name__}"
        )
    try:
        return re.compile(pattern, flags)
    except re.error as exc:
        raise DriveError(
            f"{where}: {pattern!r} is not a valid regular expression ({exc}); to match the "
            f"text literally, pass re.escape({pattern!r})"
        ) from None


def value_matches(expected: Any, actual: Any) -> bool:
    """Equality, except that a compiled regex is searched in the text of the actual value."""
    if isinstance(expected, re.Pattern):
        return actual is not None and expected.search(str(actual)) is not None
    return bool(expected == actual)


def args_match(expected: Mapping[str, Any] | None, actual: Mapping[str, Any]) -> bool:
    """Every expected key is present with a matching value; other keys are ignored."""
    if not expected:
        return True
    return all(k in actual and value_matches(v, actual[k]) for k, v in expected.items())


def describe_value(value: Any) -> str:
    if isinstance(value, re.Pattern):
        return f"/{value.pattern}/"
    return repr(value)


@dataclass(frozen=True, kw_only=True)
class RequestFilter:
    """What ``require_input_request`` looks for; every field given must match."""

    id: str | None = None
    prompt: re.Pattern[str] | None = None
    action: str | None = None
    tool: str | None = None
    option_ids: tuple[str, ...] | None = None
    args: Mapping[str, Any] | None = None

    @classmethod
    def build(
        cls,
        *,
        id: str | None = None,
        prompt: Pattern | None = None,
        action: str | None = None,
        tool: str | None = None,
        option_ids: Sequence[str] | None = None,
        args: Mapping[str, Any] | None = None,
    ) -> RequestFilter:
        if isinstance(
            option_ids, str
        ):  # a lone "approve" would otherwise become a tuple of letters
            option_ids = (option_ids,)
        return cls(
            id=id,
            prompt=(
                compile_pattern(prompt, where="require_input_request(prompt=...)")
                if prompt is not None
                else None
            ),
            action=action,
            tool=tool,
            option_ids=tuple(option_ids) if option_ids is not None else None,
            args=dict(args) if args is not None else None,
        )

    def matches(self, request: InputRequest) -> bool:
        if self.id is not None and request.id != self.id:
            return False
        if self.action is not None and request.action != self.action:
            return False
        if self.tool is not None and request.tool_name != self.tool:
            return False
        if self.option_ids is not None and not set(self.option_ids) <= set(request.option_ids):
            return False
        if self.prompt is not None:
            texts = (request.prompt, str(request.details.get("summary") or ""))
            if not any(self.prompt.search(t) for t in texts if t):
                return False
        return args_match(self.args, request.args)

    def describe(self) -> str:
        parts: list[str] = []
        for name in ("id", "action", "tool"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={value!r}")
        if self.prompt is not None:
            parts.append(f"prompt=/{self.prompt.pattern}/")
        if self.option_ids is not None:
            parts.append(f"option_ids={list(self.option_ids)!r}")
        if self.args:
            parts.append(
                "args={"
                + ", ".join(f"{k!r}: {describe_value(v)}" for k, v in self.args.items())
                + "}"
            )
        return ", ".join(parts) or "any request"


@dataclass(frozen=True, kw_only=True)
class CallFilter:
    """What ``called_tool`` counts: calls of one tool, optionally by status and arguments."""

    tool: str
    status: str | None = None
    args: Mapping[str, Any] | None = None

    def matches(self, call: ToolCall) -> bool:
        if call.tool != self.tool:
            return False
        if self.status is not None and call.status != self.status:
            return False
        return args_match(self.args, call.args)

    def describe(self) -> str:
        inside = ""
        if self.args:
            inside = ", ".join(f"{k}={describe_value(v)}" for k, v in self.args.items())
        status = f" with status {self.status}" if self.status else ""
        return f"{self.tool}({inside}){status}" if inside else f"{self.tool}{status}"
