"""What a YAML file's validation error says: the field, what it must be, and how to write it.

pydantic's own words ("Input should be a valid string") name no field and no fix; the person
editing an item, arena or policy file reads these instead, at the line :mod:`arena.yamlfile`
finds for the field. Split from :mod:`arena.yamlfile` (its size).
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from arena.lazy_pattern import LazyPattern

if TYPE_CHECKING:
    from arena.yamlfile import Loc, YamlDoc

#: A line's first key, "  input:" or "- id:" (an entry's first field), up to its colon.
_KEY_START = LazyPattern(r"[ \t]*(?:-[ \t]+)?[A-Za-z_][\w-]{0,80}:")


def colon_fix(line: str, column: int, problem: str, above: str = "") -> str:
    """The fix for PyYAML's two colon troubles, which named none (users52): "mapping values are
    not allowed here" is a ': ' inside an unquoted value ("input: Note: book …": quote it), a
    second field on the line ("- id: a1 input: …"), a key above with no space after its colon
    ("- id:a1") or a line indented deeper than the key above it; "could not find expected ':'"
    begun on "input:Book …" is a colon with no space after it. ``column``: where on ``line``
    PyYAML stopped (-1: another line); ``above``: the non-blank line before. "" where none fits."""
    key = _KEY_START.match(line)
    if "mapping values are not allowed" in problem:
        if key is not None and column >= key.end():
            value = line[key.end() :].strip()
            field = _SECOND_FIELD.search(line[key.end() : column + 1])
            if field is not None:
                return (
                    f"; '{field.group(1)}:' begins a second field on this line: move it to a line "
                    "of its own (or, if it is part of the value, put the whole value in quotes)"
                )
            shown = value if len(value) <= 40 else f"{value[:37]}…"
            quote = "'" if '"' in value else '"'
            return (
                f"; the value holds ': ', which YAML reads as a key: put the whole value in "
                f"quotes ({key.group(0).strip()} {quote}{shown}{quote})"
            )
        if (glued := _no_space(above)) is not None:
            return f"; the line above has no space after its colon: write {glued}"
        if _KEY_START.match(above) is not None:
            return (
                "; this line is indented deeper than the key above it, so YAML read it as the "
                "rest of that key's value: line it up with that key"
            )
        return ""
    if "could not find expected ':'" in problem and (glued := _no_space(line)) is not None:
        return f"; put a space after the colon: {glued}"
    return ""


#: "… a1 input:" (a lower-case word after others, then the colon PyYAML stopped at).
_SECOND_FIELD = LazyPattern(r"\S[ \t]+([a-z_][a-z0-9_]{0,40}):$")


def _no_space(line: str) -> str | None:
    """``line``'s key and value with a space put after the colon, where it has none
    ("input:Book …"); None where it has one, or no key."""
    key = _KEY_START.match(line)
    rest = line[key.end() :] if key is not None else ""
    if key is None or rest[:1] in ("", " ", "\t", ":", "/"):  # "http://" is no key
        return None
    return f"{key.group(0).strip()} {rest.strip()[:40]}"


#: A value to show for a required field left out ("missing 'tools'" told no fix: tester 29b).
MISSING_EXAMPLES = {
    "tools": "arena.tools.rooms",
    "name": "my_arena",
    "input": "Book a room for 4 people on Tuesday.",
    "id": "my-item-01",
}


def first_problem(
    exc: ValidationError, at: Loc, doc: YamlDoc, fields: Sequence[str] = ()
) -> tuple[Loc, str]:
    """The problem to report: an unknown field first (a typo also makes its field "missing"),
    then the earliest line. Every message names its field: "Input should be a valid string"
    alone left the reader to guess which of the item's fields it meant."""
    problems = []
    for error in exc.errors():
        loc = (*at, *error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")
        field = field_name(error["loc"])
        rank = 1
        if error["type"] == "extra_forbidden":
            name = str(error["loc"][-1])
            close = difflib.get_close_matches(name, fields, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            message = f"unknown field {name!r}{hint}; allowed: {', '.join(fields)}"
            rank = 0
        elif error["type"] == "missing":
            name = str(error["loc"][-1])
            example = MISSING_EXAMPLES.get(name)
            message = f"missing {name!r}" + (f" (e.g. {name}: {example})" if example else "")
        elif error["type"].startswith("literal_error") and error["loc"][-1:] == ("[key]",):
            # a mapping's key (``checks: {aproved: [...]}``): pydantic names it "[key]"
            key, where = str(error["loc"][-2]), field_name(error["loc"][:-2])
            expected = error["ctx"]["expected"]
            close = difflib.get_close_matches(key, re.findall(r"'([^']*)'", expected), n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            message = f"{where}: unknown key {key!r}{hint}; the keys are {expected}"
        elif error["type"].startswith("literal_error"):
            # the value given and the nearest allowed one ('mode: restrat' said only what
            # mode must be, users39, where a misspelt key or expect names the one meant)
            expected, given = error["ctx"]["expected"], error.get("input")
            message = f"{error['loc'][-1]} must be one of {expected}"
            if isinstance(given, str):
                close = difflib.get_close_matches(given, re.findall(r"'([^']*)'", expected), n=1)
                message += f", not {given!r}" + (f" (did you mean {close[0]!r}?)" if close else "")
        elif error["type"] == "string_type" and isinstance(error.get("input"), bool):
            field = ".".join(str(part) for part in error["loc"] if isinstance(part, str))
            said = str(error["input"]).lower()
            message = (
                f"{field} is {said} to YAML, not a text: an unquoted yes, no, on, off, true or "
                f"false is a boolean; {_BOOLEAN_FIX.get(field, 'quote it')}"
            ).format(
                answer="approve" if error["input"] else "deny",
                word="yes" if error["input"] else "no",
            )
        elif error["type"] in _WANTED:
            message = (
                f"{field} must be {_WANTED[error['type']]}, not {_kind(error.get('input'))}"
                + _HINT.get((error["type"], field), _HINT.get((error["type"], ""), ""))
            )
        elif field and (error["type"] != "value_error" or message.startswith("must ")):
            message = f"{field} {message}" if message.startswith("must ") else f"{field}: {message}"
        problems.append((rank, doc.line(*loc), loc, message))
    _, _, loc, message = min(problems, key=lambda p: (p[0], p[1]))
    return loc, message


#: The fix for a YAML boolean where a field wants a text, where quoting it is none: a quoted
#: ``"yes"`` is no answer and no check either, and was refused next (outside tester 21).
_BOOLEAN_FIX = {
    "resume_with": "write {answer} (a plain {word}), or text:{word} for the person's words",
    "checks": "write the check's name, e.g. checks: [suspended]",
}
#: What a field of each pydantic type error had to be, and how to write it.
_WANTED = {
    "string_type": "a text",
    "dict_type": "a mapping of key: value pairs",
    "list_type": "a list",
    "int_type": "a whole number",
}
_HINT = {
    ("string_type", ""): "; put it in quotes if it is meant as text",
    ("dict_type", "meta"): " (e.g. meta: {people: 6, day: tuesday})",
    ("list_type", "resume_with"): " (e.g. resume_with: [approve])",
}


def _kind(value: Any) -> str:
    """What YAML made of a value, in the words of the file's author."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list | tuple):
        return "a list"
    if value is None:
        return "empty"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, str):
        return f"the text {value!r}"
    return f"{type(value).__name__} {value!r}"


def field_name(loc: Sequence[Any]) -> str:
    """``("resume_with", 1)`` → ``resume_with[1]``; ``("checks", "approved")`` →
    ``checks.approved``."""
    name = ""
    for part in loc:
        name += f"[{part}]" if isinstance(part, int) else f".{part}" if name else str(part)
    return name


__all__ = ["MISSING_EXAMPLES", "field_name", "first_problem"]
