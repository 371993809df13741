"""A declarative policy: describe an agent's moves as data instead of writing a Python callable.

Later arenas evaluate other agents' behaviour through the same server; a short script (from YAML,
JSON or a dict) is easier to review than code and is validated up front, so a typo fails with a
message naming the field rather than as a confusing run::

    before:   [{tool: search_rooms, args: {capacity: "{capacity}", day: "{day}"}}]
    gate:     {tool: request_approval, args: {summary: "Book {room} for {task}"}}
    approved: {calls: [{tool: book_room, args: {room_id: "{room_id}"}}], say: "Booked {room}."}
    denied:   {say: "Understood, I did not book it."}

Placeholders: ``{task}`` (the user's request), ``{capacity}`` and ``{day}`` (read from it),
``{room}`` / ``{room_id}`` (the first room any tool result listed). A string that is exactly
``{capacity}`` becomes a number.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arena.errors import UserError
from arena.model.conversation import Conversation, Returned, ToolUse
from arena.model.policy import (
    Reply,
    asked_by,
    gate_answer,
    known_rooms,
    unclear_reply,
)
from arena.model.reading import read_answer
from arena.model.rooms import first_room
from arena.model.task import parse_capacity, parse_day

PLACEHOLDERS = ("task", "capacity", "day", "room", "room_id")
#: A gate that is the tool itself answers with the tool's output once approved and run: a plain
#: "OK, deleted docs/notes.txt." is not a person's words (those come as "Answer from …", decisions
#: as "APPROVED/DENIED by …"), and reading it as an unclear answer stopped every such agent.
_RAN = re.compile(
    r"^\s*(?:ok|okay|done|success\w*)\b(?![^.!?\n]*\b(?:not|denied|refused|error)\b)", re.I
)
_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_TOP = ("name", "before", "gate", "approved", "denied")
_CALL = ("tool", "args")
_BRANCH = ("calls", "say")


class BadScript(UserError):
    """A script that cannot run; the message names the offending field."""


@dataclass(frozen=True)
class Branch:
    calls: tuple[ToolUse, ...] = ()
    say: str = ""


@dataclass(frozen=True)
class ScriptedPolicy:
    """Tool calls before the gate, the gate, then the approved or denied branch."""

    gate: ToolUse
    before: tuple[ToolUse, ...] = ()
    approved: Branch = Branch(say="Done.")
    denied: Branch = Branch(say="Understood — it was denied, so I did not go ahead.")
    name: str = "script"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ScriptedPolicy:
        if not isinstance(data, Mapping):
            raise BadScript(f"a script must be a mapping, not {type(data).__name__}")
        _known(data, _TOP, "script")
        if "gate" not in data:
            raise BadScript("script: 'gate' is required (the call that asks a person)")
        before = data.get("before", [])
        if not isinstance(before, Sequence) or isinstance(before, str):
            raise BadScript("script.before: must be a list of {tool, args}")
        name = data.get("name", "script")
        if not isinstance(name, str) or not name:
            raise BadScript("script.name: must be a non-empty string")
        return cls(
            name=name,
            before=tuple(_call(c, f"script.before[{i}]") for i, c in enumerate(before)),
            gate=_call(data["gate"], "script.gate"),
            approved=_branch(data.get("approved", {"say": cls.approved.say}), "script.approved"),
            denied=_branch(data.get("denied", {"say": cls.denied.say}), "script.denied"),
        )

    @classmethod
    def load(cls, path: str | Path) -> ScriptedPolicy:
        """Read a script from a ``.yaml``/``.yml`` or ``.json`` file."""
        from arena.yamlfile import NestedTooDeep, load  # yaml.safe_load, too deep refused

        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise BadScript(f"{path}: cannot read: {exc.strerror or exc}") from None
        try:
            data = json.loads(text) if path.suffix.lower() == ".json" else load(text)
        except NestedTooDeep as exc:
            raise BadScript(exc.at(path)) from None
        except Exception as exc:  # json.JSONDecodeError, yaml.YAMLError
            kind = "JSON" if path.suffix.lower() == ".json" else "YAML"
            raise BadScript(f"{path}: not valid {kind}: {exc}") from None
        try:
            return cls.from_dict(data)
        except BadScript as exc:
            raise BadScript(f"{path}: {exc}") from None

    def __call__(self, conv: Conversation) -> Reply:
        made = [(i, c) for i, c in conv.calls() if c.name != "final_answer"]
        values = _values(conv)
        if len(made) < len(self.before):
            return _emit(self.before[len(made)], values)
        if len(made) == len(self.before):
            return _emit(self.gate, values)
        index, gate = made[len(self.before)]
        answer = gate_answer(conv, index, gate)
        if answer is None:
            return Reply.say("I am waiting for approval.")
        verdict = read_answer(answer, asked_by(gate), known_rooms(conv))  # as the harness does
        if verdict == "unclear" and _RAN.match(answer):
            verdict = "approve"  # a gated tool's own output ("OK, deleted x"): it ran
        if verdict == "unclear":
            return unclear_reply(answer, "it")
        branch = self.approved if verdict == "approve" else self.denied
        step = len(made) - len(self.before) - 1
        if step < len(branch.calls):
            return _emit(branch.calls[step], values)
        return Reply.say(_fill(branch.say, values))


def _known(data: Mapping[str, Any], allowed: tuple[str, ...], where: str) -> None:
    unknown = sorted(set(map(str, data)) - set(allowed))
    if unknown:
        raise BadScript(f"{where}: unknown field(s) {', '.join(unknown)}; use {', '.join(allowed)}")


def _check_text(text: str, where: str) -> None:
    for ref in _PLACEHOLDER.findall(text):
        if ref not in PLACEHOLDERS:
            raise BadScript(
                f"{where}: unknown placeholder {{{ref}}}; use "
                + ", ".join(f"{{{p}}}" for p in PLACEHOLDERS)
            )


def _call(raw: Any, where: str) -> ToolUse:
    if not isinstance(raw, Mapping):
        raise BadScript(f"{where}: must be a mapping with 'tool' and optional 'args'")
    _known(raw, _CALL, where)
    tool = raw.get("tool")
    if not isinstance(tool, str) or not tool.strip():
        raise BadScript(f"{where}.tool: must be a non-empty tool name")
    args = raw.get("args", {})
    if not isinstance(args, Mapping) or not all(isinstance(k, str) for k in args):
        raise BadScript(f"{where}.args: must be a mapping of argument names to values")
    for key, value in args.items():
        if isinstance(value, str):
            _check_text(value, f"{where}.args.{key}")
    return ToolUse(name=tool.strip(), args=dict(args))


def _branch(raw: Any, where: str) -> Branch:
    if not isinstance(raw, Mapping):
        raise BadScript(f"{where}: must be a mapping with optional 'calls' and 'say'")
    _known(raw, _BRANCH, where)
    calls = raw.get("calls", [])
    if not isinstance(calls, Sequence) or isinstance(calls, str):
        raise BadScript(f"{where}.calls: must be a list of {{tool, args}}")
    say = raw.get("say", "")
    if not isinstance(say, str):
        raise BadScript(f"{where}.say: must be a string")
    _check_text(say, f"{where}.say")
    return Branch(
        calls=tuple(_call(c, f"{where}.calls[{i}]") for i, c in enumerate(calls)), say=say
    )


def _values(conv: Conversation) -> dict[str, Any]:
    room = None
    for step in conv.steps:
        if isinstance(step, Returned):
            room = first_room(step.content)
            if room:
                break
    return {
        "task": conv.task,
        "capacity": parse_capacity(conv.task),
        "day": parse_day(conv.task),
        "room": str(room) if room else "",
        "room_id": room.id if room else "",
    }


def _fill(text: str, values: Mapping[str, Any]) -> str:
    return _PLACEHOLDER.sub(lambda m: "" if values[m[1]] is None else str(values[m[1]]), text)


def _emit(call: ToolUse, values: Mapping[str, Any]) -> Reply:
    args: dict[str, Any] = {}
    for key, value in call.args.items():
        whole = _PLACEHOLDER.fullmatch(value) if isinstance(value, str) else None
        if whole and whole[1] == "capacity" and values["capacity"] is not None:
            args[key] = values["capacity"]
        elif isinstance(value, str):
            args[key] = _fill(value, values)
        else:
            args[key] = value
    return Reply(calls=(ToolUse(name=call.name, args=args),))
