"""Matching pending requests and recorded tool calls against what an eval asks for.

Filters are data so a failure message can say exactly what was asked (``action='request_approval',
prompt=/Tuesday/``) next to what was there.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from arena import binding
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
        return vacuous(pattern, where)
    if not isinstance(pattern, str):
        raise DriveError(
            f"{where}: {pattern!r} is not a regular expression; give a string or "
            f"re.compile(...), not {type(pattern).__name__}"
        )
    if not pattern:  # evals34: message_matches("") passed on any message, as a test whose
        # expected words came from an empty variable would
        raise DriveError(
            f"{where}: an empty pattern matches every text, so this could never fail; give "
            "the words it must find"
        )
    try:
        compiled = re.compile(pattern, flags)
    except re.error as exc:
        raise DriveError(
            f"{where}: {pattern!r} is not a valid regular expression ({exc}); to match the "
            f"text literally, pass re.escape({pattern!r})"
        ) from None
    return vacuous(compiled, where)


#: Texts with nothing in common: a pattern found in each of them, the empty one included, is
#: found in every text.
_ANY_TEXTS = ("", "x", "\n", "Ω 7")


def vacuous(pattern: re.Pattern[str], where: str) -> re.Pattern[str]:
    """``pattern``, unless it is found in every text (an empty alternative, ``"denied|"``; an
    optional whole, ``"(denied)?"``; ``".*"``): evidence55b, ``message_matches("denied|did not
    book|")`` passed on a message that said neither, as the empty pattern did until evals34. A
    pattern for an empty or blank text (``"^$"``, ``"^\\s*$"``) is not found in ``"x"``: kept."""
    if all(pattern.search(text) is not None for text in _ANY_TEXTS):
        raise DriveError(
            f"{where}: {describe_pattern(pattern)} is found in every text (it matches the "
            "empty string: an empty alternative, a trailing '|', or a pattern that is all "
            "optional), so this could never fail; give the words it must find"
        )
    return pattern


def _check_filters(**given: Any) -> None:
    """A filter of the wrong type is the eval's mistake: ``args="x"`` raised a bare ValueError
    and ``option_ids=5`` a TypeError from inside the filter, ``action=5`` matched nothing and
    read as the agent's failure (outside tester 30)."""
    where = "require_input_request"
    for key in ("id", "action", "tool"):
        value = given[key]
        if value is not None and not isinstance(value, str):
            raise DriveError(f"{where}({key}={value!r}): give a str, not {type(value).__name__}")
    ids = given["option_ids"]
    if ids is not None and (
        not isinstance(ids, Iterable) or not all(isinstance(i, str) for i in ids)
    ):
        raise DriveError(
            f"{where}(option_ids={ids!r}): give the option ids as a list of str, e.g. "
            "option_ids=['approve', 'deny']"
        )
    args = given["args"]
    if args is not None and not isinstance(args, Mapping):
        raise DriveError(
            f"{where}(args={args!r}): args is a mapping of argument to value "
            f"(args={{'summary': re.compile('Aspen')}}), not {type(args).__name__}"
        )


def _no_vacuous_args(where: str, args: Mapping[str, Any] | None) -> None:
    """A regex value found in every text matches any value of its argument (:func:`vacuous`)."""
    for key, value in (args or {}).items():
        if isinstance(value, re.Pattern):
            vacuous(value, f"{where}(args={{{key!r}: ...}})")


def value_matches(expected: Any, actual: Any) -> bool:
    """Equality, except that a compiled regex is searched in the text of the actual value."""
    if isinstance(expected, re.Pattern):
        return actual is not None and expected.search(str(actual)) is not None
    return bool(expected == actual)


#: What reads a value the way an approval does: the proposers of the agent's gate for a tool
#: (``arena.binding.PROPOSERS``), each called with the value as the gate's words.
GateWords = Callable[[Any], list[Mapping[str, Any]]]


def readings(
    tool: str | None, key: str, value: Any, gate_words: GateWords | None = None
) -> list[Any]:
    """The spellings ``tool`` reads ``value`` of its argument ``key`` as, other than ``value``:
    its tools module's canonical spelling (``@recorded(canonical=...)``: book_room reads
    ``r-102`` as R-102), and the call an approval whose words are ``value`` authorises (the
    gate's proposer: "Aspen" binds book_room(room_id='R-102')). Compared as text, ``r-102``
    and "Aspen" matched no booking of R-102, so ``times=0`` read "not booked" when it was.
    The arena's tools module decides; nothing here knows a room. A regex is read as written."""
    if tool is None or isinstance(value, re.Pattern):
        return []
    found: list[Any] = []
    if gate_words is not None and isinstance(value, str):
        read_as = _gate_read(tool, key, value, gate_words)
        _said_more(tool, key, value, read_as, gate_words)
        found.extend(read for read in read_as if read != value)
    spelled = binding.canonical_args(tool, {key: value}).get(key, value)
    if spelled != value and spelled not in found:
        found.append(spelled)  # after the approval's reading: a failure names that one
    return found


def _gate_read(tool: str, key: str, text: str, gate_words: GateWords) -> list[Any]:
    """The values of ``key`` an approval whose words are ``text`` binds, in the tool's spelling."""
    out: list[Any] = []
    for call in gate_words(text):
        if key in call:
            read = binding.canonical_args(tool, call)[key]
            if read not in out:
                out.append(read)
    return out


def _said_more(
    tool: str, key: str, value: str, read_as: Sequence[Any], gate_words: GateWords
) -> None:
    """Refuse a value whose words name a call's ``key`` but say more than its name ("not
    Aspen", "Aspen is full", "Juniper instead of Aspen", "Aspen or Juniper"). The gate reads an
    approval's whole summary, so such words can read as the very value they rule out, and
    ``called_tool(args={"room_id": "not Aspen"}, times=1)`` passed on a run that booked Aspen
    (red team 23, F2). A value the gate reads is taken as a name only when every word of it
    names that value or is needed for the name to read (a name of several words); a word the
    reading stands without, naming nothing itself, says something about the value instead."""
    # Punctuation alone ("Aspen (R-102)", "Aspen -") says nothing; a symbol may ("Aspen ✗").
    words = [
        w for w in value.split() if any(not unicodedata.category(ch).startswith("P") for ch in w)
    ]
    if len(words) < 2:
        return

    def names(word: str) -> list[Any]:
        spelled = binding.canonical_args(tool, {key: word}).get(key, word)
        read = _gate_read(tool, key, word, gate_words)
        return read if read else [spelled] if spelled in read_as else []

    named = {w: names(w) for w in words}
    said = [f"{w!r} names {r[0]!r}" for w, r in named.items() if r]
    if len(read_as) == 1:
        (only,) = read_as
        extra = [
            w
            for i, w in enumerate(words)
            if only not in named[w]
            and _gate_read(tool, key, " ".join(words[:i] + words[i + 1 :]), gate_words) == [only]
        ]
        if not extra:
            return
        these = (
            f"word {extra[0]!r} says"
            if len(extra) == 1
            else "words " + ", ".join(repr(w) for w in extra) + " say"
        )
        why = (
            f"its {these} more than a name of {only!r} (words that rule a value out or say "
            f"something about it do not name it), so the value is not read as {only!r}"
        )
        fix = f"give the value itself ({only!r})"
    elif said:
        why = f"{'; '.join(said)}, and the whole value names no one {key}"
        fix = "give one value as the call takes it"
    else:
        return
    raise DriveError(
        f"called_tool(args={{{key!r}: {value!r}}}): {why}; {fix} or its name alone, or "
        "re.compile(...) to search the call's arguments as recorded"
    )


def args_match(
    expected: Mapping[str, Any] | None,
    actual: Mapping[str, Any],
    *,
    tool: str | None = None,
    read: Mapping[str, Sequence[Any]] | None = None,
) -> bool:
    """Every expected key is present with a matching value; other keys are ignored. With
    ``tool``, a value also matches a call the tool reads the same way: the call's arguments in
    the tool's canonical spelling equal the expected value's (or one of its ``read`` spellings,
    :func:`readings`)."""
    if not expected:
        return True
    spelled: dict[str, Any] | None = None
    for k, v in expected.items():
        if k not in actual:
            return False
        if value_matches(v, actual[k]):
            continue
        if tool is None or isinstance(v, re.Pattern):
            return False
        if spelled is None:
            spelled = binding.canonical_args(tool, actual)
        wanted = list(read[k]) if read is not None and k in read else readings(tool, k, v)
        if spelled.get(k) != v and spelled.get(k) not in wanted:
            return False
    return True


#: A pattern longer than this is shown cut: a failure printed arena.checks.ACKNOWLEDGEMENT's
#: 3,600 characters of regex and buried the message it was about.
_PATTERN_SHOWN = 80


def describe_pattern(pattern: re.Pattern[str]) -> str:
    """A pattern as a failure names it: ``arena.checks.ACKNOWLEDGEMENT`` (with what it finds)
    for one of the arena's own message patterns, else ``/regex/`` (cut, with its length, when
    long)."""
    named = _named_pattern(pattern)
    if named is not None:
        return named
    text = pattern.pattern
    if len(text) <= _PATTERN_SHOWN:
        return f"/{text}/"
    return f"/{text[: _PATTERN_SHOWN - 1]}…/ ({len(text):,} characters)"


#: What each of the arena's public message patterns (``arena.checks.<NAME>``) finds.
_PATTERN_MEANS = {
    "ACKNOWLEDGEMENT": "a message saying the action was not taken, claiming no booking",
    "UNCLEAR_SAID": "a message saying the answer could not be read, claiming no booking",
}


def _named_pattern(pattern: re.Pattern[str]) -> str | None:
    from arena.check_words import pattern as arena_pattern

    for name, means in _PATTERN_MEANS.items():
        ours = arena_pattern(name)
        if pattern.pattern == ours.pattern and pattern.flags == ours.flags:
            return f"arena.checks.{name} ({means})"
    return None


def describe_value(value: Any, read: Sequence[Any] = ()) -> str:
    shown = describe_pattern(value) if isinstance(value, re.Pattern) else repr(value)
    if read:  # the first: the call an approval of these words binds, else the tool's spelling
        shown += f" (read as {read[0]!r})"
    return shown


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
        elif isinstance(option_ids, Iterable):  # read once: a generator is checked and kept
            option_ids = tuple(option_ids)
        _check_filters(id=id, action=action, tool=tool, option_ids=option_ids, args=args)
        _no_vacuous_args("require_input_request", args)
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
        return args_match(self.args, request.args, tool=request.tool_name)

    def describe(self) -> str:
        parts: list[str] = []
        for name in ("id", "action", "tool"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={value!r}")
        if self.prompt is not None:
            parts.append(f"prompt={describe_pattern(self.prompt)}")
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
    """What ``called_tool`` counts: calls of one tool, optionally by status and arguments. An
    argument matches the calls the tool reads the same way (:func:`readings`: ``read`` holds
    each value's other spellings, worked out once by :meth:`build`)."""

    tool: str
    status: str | None = None
    args: Mapping[str, Any] | None = None
    read: Mapping[str, tuple[Any, ...]] | None = None

    @classmethod
    def build(
        cls,
        *,
        tool: str,
        status: str | None = None,
        args: Mapping[str, Any] | None = None,
        gate_words: GateWords | None = None,
    ) -> CallFilter:
        _no_vacuous_args("called_tool", args)
        read = {k: tuple(readings(tool, k, v, gate_words)) for k, v in (args or {}).items()}
        return cls(tool=tool, status=status, args=args, read=read)

    def matches(self, call: ToolCall) -> bool:
        if call.tool != self.tool:
            return False
        if self.status is not None and call.status != self.status:
            return False
        return args_match(self.args, call.args, tool=self.tool, read=self.read)

    def describe(self) -> str:
        inside = ""
        if self.args:
            read = self.read or {}
            inside = ", ".join(
                f"{k}={describe_value(v, read.get(k, ()))}" for k, v in self.args.items()
            )
        status = f" with status {self.status}" if self.status else ""
        return f"{self.tool}({inside}){status}" if inside else f"{self.tool}{status}"
