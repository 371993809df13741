"""One view of a conversation, whatever wire format a framework used to send it.

Policies must decide from the conversation alone (the server keeps no per-run state), and every
framework spells the same history differently: Chat Completions messages, Responses API items, or
smolagents' plain-text ``Calling tools:`` / ``Observation:`` rendering of its memory. This module
reduces all of them to a :class:`Conversation`, so a policy is written once.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import msgspec

from arena.lazy_pattern import compile_kept


class BadRequest(ValueError):
    """The request body cannot be understood; the server answers HTTP 400 with this message."""


class ToolUse(msgspec.Struct, frozen=True):
    """A tool call the assistant made (or, in a :class:`Reply`, wants to make: ``id`` empty)."""

    name: str
    args: Mapping[str, Any] = msgspec.field(default_factory=dict)
    id: str = ""


class Said(msgspec.Struct, frozen=True):
    """Plain text from the assistant, or a user message after the task (e.g. a typed answer)."""

    role: str
    text: str


class Called(msgspec.Struct, frozen=True):
    call: ToolUse


class Returned(msgspec.Struct, frozen=True):
    """A tool result, matched to its call; ``name`` is empty when no call could be matched."""

    call_id: str
    name: str
    content: str


Step = Said | Called | Returned


class Conversation(msgspec.Struct, frozen=True):
    """The task, what happened since, and which tools are on offer."""

    task: str
    steps: tuple[Step, ...] = ()
    tools: tuple[str, ...] = ()
    system: str = ""

    def calls(self, name: str | None = None, *, since: int = 0) -> list[tuple[int, ToolUse]]:
        """``(step index, call)`` for each assistant tool call (of ``name``) from step ``since``."""
        return [
            (i, s.call)
            for i, s in enumerate(self.steps)
            if i >= since and isinstance(s, Called) and (name is None or s.call.name == name)
        ]

    def result(self, call: ToolUse) -> str | None:
        """The content of the result answering ``call``, or ``None`` while it has none."""
        for step in self.steps:
            if isinstance(step, Returned) and step.call_id == call.id:
                return step.content
        return None

    def user_text_after(self, index: int) -> str | None:
        """The first user message after step ``index`` (an answer typed instead of a tool result)."""
        for step in self.steps[index + 1 :]:
            if isinstance(step, Said) and step.role == "user":
                return step.text
        return None


# --- helpers shared by the formats ---------------------------------------------------------------


def text_of(content: Any) -> str:
    """Content as text: a string, or a list of parts (``text`` / ``input_text`` / ``output_text``)."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, Mapping):
        content = [content]
    if isinstance(content, Sequence):
        texts = []
        for part in content:
            if isinstance(part, str):
                texts.append(part)
            elif isinstance(part, Mapping) and isinstance(part.get("text"), str):
                texts.append(part["text"])
        return "\n".join(texts)
    return str(content)


def parse_args(raw: Any) -> dict[str, Any]:
    """Tool arguments from a JSON string, a python-literal string or a mapping; never raises."""
    if raw is None or raw == "":
        return {}
    if isinstance(raw, Mapping):
        return dict(raw)
    if isinstance(raw, str):
        for load in (json.loads, ast.literal_eval):
            try:
                value = load(raw)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
            if isinstance(value, Mapping):
                return dict(value)
        return {"input": raw}
    return {"input": raw}


class _Builder:
    """Accumulates steps and matches results to the calls they answer."""

    def __init__(self) -> None:
        self.task: str | None = None
        self.system: list[str] = []
        self.steps: list[Step] = []
        self._names: dict[str, str] = {}
        self._auto = 0

    def user(self, text: str) -> None:
        if self.task is None:
            self.task = text
        elif text:
            self.steps.append(Said("user", text))

    def said(self, text: str) -> None:
        if text.strip():
            self.steps.append(Said("assistant", text))

    def call(self, name: str, args: Any, call_id: Any) -> None:
        cid = str(call_id) if call_id else ""
        if not cid:
            self._auto += 1
            cid = f"call_auto_{self._auto}"
        self._names[cid] = name
        self.steps.append(Called(ToolUse(name=name, args=parse_args(args), id=cid)))

    def result(self, call_id: Any, content: Any, name: str | None = None) -> None:
        cid = str(call_id) if call_id else ""
        if not cid or cid not in self._names:
            # No (known) id: answer the latest unanswered call, preferring one with this name.
            pending = self.pending()
            match = [c for c in pending if not name or c.name == name] or pending
            if match:
                cid = match[-1].id if name else match[0].id
        text = unwrapped(text_of(content))
        self.steps.append(Returned(cid, name or self._names.get(cid, ""), text))

    def pending(self) -> list[ToolUse]:
        answered = {s.call_id for s in self.steps if isinstance(s, Returned)}
        return [s.call for s in self.steps if isinstance(s, Called) and s.call.id not in answered]

    def build(self, tools: tuple[str, ...]) -> Conversation:
        task, steps = self.task or "", tuple(self.steps)
        if not any(self.system):
            instructions, task, steps = instructions_as_user(task, steps)
            self.system.append(instructions)
        return Conversation(
            task=_strip_task(task),
            steps=steps,
            tools=tools,
            system="\n".join(t for t in self.system if t),
        )


def instructions_as_user(task: str, steps: tuple[Step, ...]) -> tuple[str, str, tuple[Step, ...]]:
    """(the system text, the task, the steps after it) of a conversation that sent no system
    text, where it sent the arena's instructions as a user message instead: a framework for a
    model without a system role (LiteLLM's ``supports_system_message=False``, Gemma-style chat
    templates) sends the system prompt as the first user message, or puts it before the task in
    the task's own message, and a real model reads it as its instructions. Such a run read the
    instructions as the person's request, 0/12 (red team 35, ``SystemAsUserAdapter``). Only
    the arena's instructions, as its tools module words them (spacing and case aside), are so
    read (and those of a user's own arena loaded in this process: red team 36), and only
    before the task: any other first user message is the task, as before, and
    an adapter's own rules in a user turn are not taken for a system prompt (a system text
    must carry the arena's instructions: :func:`arena.model_given.instructions_missing`)."""
    squashed = " ".join(task.split())
    label = _SYSTEM_LABEL.match(squashed)
    opened = squashed[label.end() :] if label else squashed
    for known in _known_instructions():
        if not opened.casefold().startswith(known.casefold()):
            continue
        rest = _TASK_LABEL.sub("", opened[len(known) :], count=1).strip()
        if rest:
            return known, rest, steps
        if steps and isinstance(steps[0], Said) and steps[0].role == "user":
            return known, _TASK_LABEL.sub("", steps[0].text, count=1).strip(), steps[1:]
    return "", task, steps


#: A label a framework puts before the instructions it sends as a user message ("System:",
#: "<system>", "[INST] <<SYS>>"), and the one that closes them or opens the task after them
#: ("</system>", "<</SYS>>", "User:", "Task:"): framing, not the person's words.
_SYSTEM_LABEL = compile_kept(
    r"\s*(?:\[inst\]\s*)?(?:<<sys>>|<\s*system\s*>|\[system\]|(?:system|instructions)\s*:)\s*",
    re.IGNORECASE,
)
_TASK_LABEL = compile_kept(
    r"\s*(?:<<\s*/sys\s*>>|<\s*/\s*system\s*>|\[/system\])?\s*"
    r"(?:(?:user|human|task|request)\s*:)?\s*",
    re.IGNORECASE,
)


def _known_instructions() -> tuple[str, ...]:
    """The arenas' instructions, as their tools modules word them, spacing aside: the shipped
    rooms arena's and those of every arena loaded in this process (a user's own tools module:
    :func:`arena.arena_tools.known_instructions`), the longest first, so one that begins with
    another's is read whole."""
    from arena.arena_tools import known_instructions
    from arena.tools.rooms import SYSTEM_PROMPT

    known = {" ".join(SYSTEM_PROMPT.split()), *known_instructions()}
    return tuple(sorted(known, key=len, reverse=True))


#: Keys a framework wraps a tool's text result in (ADK: ``{"result": ...}``).
_WRAPS = frozenset({"result", "output", "content", "text", "response"})


def unwrapped(text: str) -> str:
    """A tool result a framework sent as JSON around the tool's text — ADK sends
    ``{"result": "..."}`` with the text escaped, an emoji as ``\\ud83d\\udc4d`` — as the text
    inside, the way a model reads it; any other result as it is."""
    s = text.strip()
    if not (s.startswith("{") and s.endswith("}")):
        return text
    try:
        value = json.loads(s)
    except ValueError:
        return text
    if isinstance(value, dict) and len(value) == 1:
        [(key, inner)] = value.items()
        if key in _WRAPS and isinstance(inner, str):
            return inner
    return text


def _strip_task(text: str) -> str:
    return re.sub(r"^\s*New task:\s*", "", text).strip()


def tool_names(tools: Any) -> tuple[str, ...]:
    """Names of offered tools, in either API's shape (``{"function": {"name"}}`` or ``{"name"}``)."""
    names: list[str] = []
    if not isinstance(tools, Sequence) or isinstance(tools, str):
        return ()
    for tool in tools:
        if not isinstance(tool, Mapping):
            continue
        fn = tool.get("function")
        name = fn.get("name") if isinstance(fn, Mapping) else tool.get("name")
        if isinstance(name, str):
            names.append(name)
    return tuple(names)


# --- smolagents' plain-text tool traffic ---------------------------------------------------------

_CALLING = compile_kept(r"Calling tools:\s*\n?")
_USER_MARK = compile_kept(r"^(New task:|Observation:|Call id:[ \t]*(\S+))[ \t]*\n?", re.MULTILINE)


def _literal_list(text: str) -> list[Any] | None:
    """The leading ``[...]`` of ``text`` as python literal or JSON."""
    candidates = [text.strip()]
    end = text.rfind("]")
    if end >= 0:
        candidates.append(text[: end + 1].strip())
    for candidate in candidates:
        for load in (ast.literal_eval, json.loads):
            try:
                value = load(candidate)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
            if isinstance(value, list):
                return value
            if isinstance(value, dict):
                return [value]
    return None


def _assistant_plain(b: _Builder, text: str) -> None:
    parts = _CALLING.split(text)
    b.said(parts[0].strip())
    for segment in parts[1:]:
        calls = _literal_list(segment)
        if calls is None:  # unparseable: keep the tool names at least
            for name in re.findall(r"['\"]name['\"]\s*:\s*['\"]([\w.-]+)['\"]", segment):
                b.call(name, {}, None)
            continue
        for item in calls:
            if not isinstance(item, Mapping):
                continue
            fn = item.get("function")
            fn = fn if isinstance(fn, Mapping) else item
            b.call(str(fn.get("name", "")), fn.get("arguments"), item.get("id"))


def _user_plain(b: _Builder, text: str) -> bool:
    """Parse ``Observation:`` / ``Call id:`` / ``New task:`` blocks; False if there are none."""
    marks = list(_USER_MARK.finditer(text))
    if not marks:
        return False
    head = text[: marks[0].start()].strip()
    if head:
        b.user(head)
    for i, mark in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[mark.end() : end].strip()
        if mark.group(1).startswith("New task"):
            b.user(body)
        elif mark.group(2):
            b.result(mark.group(2), body)
        else:
            ids: list[str | None] = [c.id for c in b.pending()] or [None]
            for call_id in ids:  # one observation may answer several calls
                b.result(call_id, body)
    return True


# --- Chat Completions ----------------------------------------------------------------------------


def from_chat(messages: Any, tools: Any = None) -> Conversation:
    """Normalise a Chat Completions ``messages`` list (with its ``tools``)."""
    if not isinstance(messages, list) or not messages:
        raise BadRequest("'messages' must be a non-empty list of message objects")
    b = _Builder()
    for n, msg in enumerate(messages):
        if not isinstance(msg, Mapping) or not isinstance(msg.get("role"), str):
            raise BadRequest(f"messages[{n}] must be an object with a string 'role'")
        role, text = msg["role"], text_of(msg.get("content"))
        if role in ("system", "developer"):
            b.system.append(text)
        elif role == "user":
            if b.task is None or not _user_plain(b, text):
                b.user(text)
        elif role == "assistant":
            tool_calls = msg.get("tool_calls") or []
            fn_call = msg.get("function_call")
            if not tool_calls and not fn_call and "Calling tools:" in text:
                _assistant_plain(b, text)
                continue
            b.said(text)
            for tc in tool_calls if isinstance(tool_calls, list) else []:
                if isinstance(tc, Mapping):
                    inner = tc.get("function")
                    fn: Mapping[str, Any] = inner if isinstance(inner, Mapping) else tc
                    b.call(str(fn.get("name", "")), fn.get("arguments"), tc.get("id"))
            if isinstance(fn_call, Mapping):
                b.call(str(fn_call.get("name", "")), fn_call.get("arguments"), None)
        elif role == "tool":
            b.result(msg.get("tool_call_id"), msg.get("content"), msg.get("name"))
        elif role == "function":
            b.result(None, msg.get("content"), msg.get("name"))
        else:
            raise BadRequest(f"messages[{n}] has unknown role {role!r}")
    return b.build(tool_names(tools))


# --- Responses API -------------------------------------------------------------------------------


def from_responses(
    input: Any, instructions: Any = None, tools: Any = None, history: Iterable[Any] = ()
) -> Conversation:
    """Normalise a Responses API ``input`` (string or items), after ``history`` items if any."""
    b = _Builder()
    if isinstance(instructions, str):
        b.system.append(instructions)
    items: list[Any] = list(history)
    if isinstance(input, str):
        items.append({"type": "message", "role": "user", "content": input})
    elif isinstance(input, list):
        items.extend(input)
    else:
        raise BadRequest("'input' must be a string or a list of input items")
    for n, item in enumerate(items):
        if not isinstance(item, Mapping):
            raise BadRequest(f"input[{n}] must be an object")
        kind = item.get("type", "message" if "role" in item else None)
        if kind == "message":
            role, text = item.get("role"), text_of(item.get("content"))
            if role in ("system", "developer"):
                b.system.append(text)
            elif role == "assistant":
                if "Calling tools:" in text:
                    _assistant_plain(b, text)
                else:
                    b.said(text)
            elif role == "user":
                if b.task is None or not _user_plain(b, text):
                    b.user(text)
            else:
                raise BadRequest(f"input[{n}] has unknown role {role!r}")
        elif kind == "function_call":
            b.call(str(item.get("name", "")), item.get("arguments"), item.get("call_id"))
        elif kind == "function_call_output":
            b.result(item.get("call_id"), item.get("output"))
        elif kind is None:
            raise BadRequest(f"input[{n}] has no 'type'")
        # reasoning, item_reference, ... carry nothing a policy reads
    return b.build(tool_names(tools))
