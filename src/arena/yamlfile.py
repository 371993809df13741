"""YAML files read into typed models, with every problem at its ``file:line``.

Item files, arena files and policies are written by people; the person fixing one needs the file,
the line and the fix. pydantic checks the shape; this module keeps each key's line from the YAML
node tree so a validation error can say where it is.
"""

from __future__ import annotations

import contextlib
import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError

from arena.errors import BadItemFile

M = TypeVar("M", bound=BaseModel)
Loc = tuple[Any, ...]


@dataclass(frozen=True)
class YamlDoc:
    """A parsed YAML document and the 1-based line of each key and list entry in it."""

    path: str
    data: Any
    lines: Mapping[Loc, int]

    def line(self, *loc: Any) -> int:
        """The line of the deepest part of ``loc`` the document has (a missing key: its parent)."""
        for n in range(len(loc), -1, -1):
            if loc[:n] in self.lines:
                return self.lines[loc[:n]]
        return 1

    def fail(self, loc: Loc, problem: str) -> BadItemFile:
        return BadItemFile(self.path, self.line(*loc), problem)

    def model(self, model: type[M], data: Any = None, *, at: Loc = ()) -> M:
        """``data`` (default: the whole document) validated as ``model``; the first problem, by
        line, becomes a :class:`BadItemFile` naming the field and what to write instead."""
        try:
            return model.model_validate(self.data if data is None else data)
        except ValidationError as exc:
            raise self.fail(*first_problem(exc, at, self, list(model.model_fields))) from None


def first_problem(
    exc: ValidationError, at: Loc, doc: YamlDoc, fields: Sequence[str] = ()
) -> tuple[Loc, str]:
    """The problem to report: an unknown field first (a typo also makes its field "missing"),
    then the earliest line."""
    problems = []
    for error in exc.errors():
        loc = (*at, *error["loc"])
        message = str(error["msg"]).removeprefix("Value error, ")
        rank = 1
        if error["type"] == "extra_forbidden":
            name = str(error["loc"][-1])
            close = difflib.get_close_matches(name, fields, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            message = f"unknown field {name!r}{hint}; allowed: {', '.join(fields)}"
            rank = 0
        elif error["type"] == "missing":
            message = f"missing {error['loc'][-1]!r}"
        elif error["type"].startswith("literal_error"):
            message = f"{error['loc'][-1]} must be one of {error['ctx']['expected']}"
        elif error["type"] == "string_type" and isinstance(error.get("input"), bool):
            field = ".".join(str(part) for part in error["loc"] if isinstance(part, str))
            message = (
                f"{field} is {str(error['input']).lower()} to YAML, not a text: an unquoted yes, "
                "no, on, off, true or false is a boolean; quote it"
                + (" or write approve, deny or text:..." if field == "resume_with" else "")
            )
        problems.append((rank, doc.line(*loc), loc, message))
    _, _, loc, message = min(problems, key=lambda p: (p[0], p[1]))
    return loc, message


def parse(text: str) -> tuple[yaml.Node | None, Any]:
    """The node tree (for lines) and the data, from one parse: libyaml's when PyYAML has it.

    Composing and then loading with the pure-Python parser parsed each file twice, ~0.1 s for
    the 12 items on every ``arena run``. A document libyaml refuses is parsed again by the
    pure-Python parser, whose error (line and problem) is the one people read and tests pin."""
    fast = getattr(yaml, "CSafeLoader", None)
    if fast is not None:
        with contextlib.suppress(yaml.YAMLError):
            return _parse_with(fast, text)
    return _parse_with(yaml.SafeLoader, text)


def _parse_with(loader_class: Any, text: str) -> tuple[yaml.Node | None, Any]:
    loader = loader_class(text)
    try:
        node = loader.get_single_node()
        return node, (loader.construct_document(node) if node is not None else None)
    finally:
        loader.dispose()


def read_yaml(path: str | Path) -> YamlDoc:
    """Parse ``path``; a missing, unreadable, empty or invalid file is a BadItemFile."""
    where = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadItemFile(where, None, "file not found") from None
    except UnicodeDecodeError as exc:
        raise BadItemFile(where, None, f"not UTF-8 text ({exc.reason})") from None
    except OSError as exc:
        raise BadItemFile(where, None, f"cannot read it ({exc.strerror})") from None
    try:
        node, data = parse(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        raise BadItemFile(
            where, mark.line + 1 if mark else None, f"not valid YAML: {exc.problem}"
        ) from None
    except yaml.YAMLError as exc:
        raise BadItemFile(where, None, f"not valid YAML: {exc}") from None
    if node is None:
        raise BadItemFile(where, 1, "the file is empty")
    return YamlDoc(path=where, data=data, lines=key_lines(node))


def key_lines(node: yaml.Node, path: Loc = ()) -> dict[Loc, int]:
    """Every key and list entry of a YAML node tree with its 1-based line."""
    out = {path: node.start_mark.line + 1}
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            sub = (*path, key.value)
            out[sub] = key.start_mark.line + 1
            for p, line in key_lines(value, sub).items():
                out.setdefault(p, line)
    elif isinstance(node, yaml.SequenceNode):
        for i, item in enumerate(node.value):
            out |= key_lines(item, (*path, i))
    return out


__all__ = ["YamlDoc", "key_lines", "read_yaml"]
