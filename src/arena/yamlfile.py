"""YAML files read into typed models, with every problem at its ``file:line``.

Item files, arena files and policies are written by people; the person fixing one needs the file,
the line and the fix. pydantic checks the shape; this module keeps each key's line from the YAML
node tree so a validation error can say where it is.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ValidationError
from yaml.reader import ReaderError

from arena.errors import BadItemFile
from arena.yaml_depth import MAX_DEPTH as MAX_DEPTH
from arena.yaml_depth import NestedTooDeep as NestedTooDeep
from arena.yaml_depth import check_depth, deeper_than_libyaml, too_deep
from arena.yaml_problems import colon_fix, first_problem
from arena.yaml_problems import field_name as field_name

M = TypeVar("M", bound=BaseModel)
Loc = tuple[Any, ...]


class BadItems(BadItemFile):
    """Every problem of a file, said in one go, each as ``path:line: problem`` (``problems``);
    one at a time, a file with two contradicting answers took two runs to see both. The first
    problem's ``path``, ``line`` and ``problem`` are the exception's own."""

    def __init__(self, problems: Sequence[BadItemFile]) -> None:
        first = problems[0]
        super().__init__(first.path, first.line, first.problem)
        self.problems = tuple(problems)
        self.args = (f"{len(problems)} problems: " + "; ".join(map(str, problems)),)

    @classmethod
    def of(cls, problems: Sequence[BadItemFile]) -> BadItemFile:
        """The one problem as it is, several as one :class:`BadItems`."""
        return problems[0] if len(problems) == 1 else cls(problems)


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


def load(text: str) -> Any:
    """``yaml.safe_load``, with a document nested too deep refused as :class:`NestedTooDeep`."""
    return parse(text)[1]


def parse(
    text: str, before: Callable[[yaml.Node], None] | None = None
) -> tuple[yaml.Node | None, Any]:
    """The node tree (for lines) and the data, from one parse: libyaml's when PyYAML has it.

    Composing and then loading with the pure-Python parser parsed each file twice, ~0.1 s for
    the 12 items on every ``arena run``. A document libyaml refuses is parsed again by the
    pure-Python parser, whose error (line and problem) is the one people read and tests pin.
    ``before`` sees the node tree before it becomes data (merge keys rewrite it then)."""
    try:
        fast = getattr(yaml, "CSafeLoader", None)
        if fast is not None:
            try:
                return _parse_with(fast, text, before)
            except NestedTooDeep:
                raise  # said as it is: the pure-Python parser would only recurse deeper
            except yaml.YAMLError as exc:
                deep = deeper_than_libyaml(text, exc)  # 10 s in the pure-Python parser
                if deep is not None:
                    raise deep from None
        return _parse_with(yaml.SafeLoader, text, before)
    except RecursionError:  # composed by PyYAML itself, too deep for its frames
        raise too_deep(text) from None


def _parse_with(
    loader_class: Any, text: str, before: Callable[[yaml.Node], None] | None = None
) -> tuple[yaml.Node | None, Any]:
    loader = loader_class(text)
    try:
        node = loader.get_single_node()
        if node is not None:
            check_depth(node)
        if node is not None and before is not None:
            before(node)
        return node, (loader.construct_document(node) if node is not None else None)
    finally:
        loader.dispose()


def read_yaml(path: str | Path) -> YamlDoc:
    """Parse ``path``; a missing, unreadable, empty or invalid file is a BadItemFile."""
    where = str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise BadItemFile(where, None, "file not found" + _named_otherwise(Path(path))) from None
    except OSError as exc:
        raise BadItemFile(where, None, f"cannot read it ({exc.strerror})") from None
    text = _decode(where, raw)
    lines: dict[Loc, int] = {}

    def survey(node: yaml.Node) -> None:
        lines.update(key_lines(node, alias_lines=_alias_lines(text) if "*" in text else ()))
        twice = duplicate_key(node)
        if twice is not None:
            key, first, again = twice
            raise BadItemFile(
                where,
                again,
                f"duplicate key {key!r} (first at line {first}): YAML would keep only the last "
                "one; remove one of them",
            )
        odd = number_written_otherwise(node)
        if odd is not None:
            raise BadItemFile(where, odd[1], odd[0])

    try:
        node, data = parse(text, survey)
    except yaml.MarkedYAMLError as exc:
        mark, began = exc.problem_mark, exc.context_mark
        problem = _one_line(exc.problem or str(exc))
        line = mark.line + 1 if mark else None
        block = bool(exc.context and "block" in exc.context and "<block end>" in problem)
        if block and line is not None and (opened := quote_run_on(text, line)) is not None:
            # 'input: "Book a room …' with no closing quote: the text ran on to a later line's
            # quote ('["text:sí"]') and the error named that line's indentation (users53)
            quote = text.splitlines()[opened - 1].strip()
            problem = (
                f"the quote opened on this line ({quote[:60]!r}) is not closed on it, so the "
                f"text runs on to the quote on line {line}; close it on this line, or remove it"
            )
            line = opened
        elif block and line is not None:
            # A line indented unlike the block it is in ("  input: x" above " - id: b"): the
            # line to fix is that one, not where the block began, line 1 (outside tester 30b).
            problem = (
                f"this line is indented unlike the lines above it ({problem}); line it up with "
                "the entry or key it belongs to"
            )
        elif exc.context and "single document" in exc.context and line is not None:
            # "---" between items (items33): PyYAML's "expected a single document in the stream
            # … but found another document" read garbled after the unclosed-quote rewording.
            problem = (
                "a second YAML document starts here (the '---' line): an items file is one "
                "list of items; remove the '---' line"
            )
        elif exc.context and began is not None and (line is None or began.line + 1 < line):
            # An unclosed quote or bracket is found at the end of the file; the line to fix is
            # where it began (PyYAML's context: "while scanning a quoted scalar").
            at = f" at line {line}" if line is not None else ""
            what = re.sub(r"^while (?:scanning|parsing) ", "", _one_line(exc.context))
            problem = f"{what} begun on this line is not closed ({problem}{at})"
            line = began.line + 1
        if line is not None and (fix := _colon_fix(text, line, mark, problem)):
            problem += fix
        elif "'\\t'" in problem:  # a tab: the fix, not only the character (outside tester 29b)
            problem += "; indent with spaces, not tabs"
        elif "'`'" in problem and line is not None and _fence(text, line):
            # a Markdown code fence copied with the YAML from a chat or a README (items34)
            problem += "; this is a Markdown code fence (```): remove the ``` lines"
        elif _UNQUOTED_START.search(problem):
            # "input: @facilities book …", "input: *Book a room*" (Markdown bold), "input:
            # `…`", "input: %…" (items40: YAML's own words, "undefined alias 'Book'", named
            # no fix)
            problem += "; a text that starts with @, `, %, * or & must be put in quotes"
        raise BadItemFile(where, line, f"not valid YAML: {problem}") from None
    except ReaderError as exc:
        raise _unreadable(where, text, exc) from None
    except yaml.YAMLError as exc:
        raise BadItemFile(where, None, f"not valid YAML: {_one_line(str(exc))}") from None
    if node is None:  # comments only (every item commented out) read "empty" (users41)
        said = "the file holds only comments, no entries" if text.strip() else "the file is empty"
        raise BadItemFile(where, 1, said)
    return YamlDoc(path=where, data=data, lines=lines)


def quote_run_on(text: str, line: int) -> int | None:
    """The line (1-based) a quoted value began on that ran on, unclosed, to ``line`` and closed
    there; ``None`` where none did. Read line by line as YAML quotes read: ``\\"`` escapes a
    double quote, ``''`` a single one; a quote opens only where a value starts (after ``key:``
    or ``-``). Linear in the text, no pattern."""
    lines = text.splitlines()[: max(0, line)]
    opened: tuple[str, int] | None = None
    for number, raw in enumerate(lines, 1):
        rest = raw
        if opened is None:
            body = raw.lstrip()
            if body.startswith("#"):
                continue
            _, colon, value = body.partition(": ")
            value = value if colon else body[1:] if body.startswith("-") else ""
            value = value.lstrip()
            if value.startswith("- "):
                value = value[2:].lstrip()
            if not value or value[0] not in "\"'":
                continue
            opened, rest = (value[0], number), value[1:]
        closed = _closing(rest, opened[0])
        if closed is None:
            continue
        if number == line and opened[1] < line:
            return opened[1]
        opened = None
    return None


def _closing(rest: str, quote: str) -> int | None:
    """Where ``quote`` closes in ``rest`` (the text after it opened), or ``None``."""
    at = 0
    while at < len(rest):
        ch = rest[at]
        if quote == '"' and ch == "\\":
            at += 2
            continue
        if ch == quote:
            if quote == "'" and rest[at + 1 : at + 2] == "'":
                at += 2
                continue
            return at
        at += 1
    return None


#: PyYAML's words for a plain text that starts with a character YAML reserves.
_UNQUOTED_START = re.compile(r"found character '[@`%]' that cannot start|found undefined alias")


def _colon_fix(text: str, line: int, mark: yaml.Mark | None, problem: str) -> str:
    """:func:`colon_fix` for line ``line`` (from 1) of ``text``; where PyYAML stopped on it."""
    lines = text.splitlines()
    found = lines[line - 1 : line]
    above = next((t for t in reversed(lines[: max(line - 1, 0)]) if t.strip()), "")
    column = mark.column if mark is not None and mark.line + 1 == line else -1
    return colon_fix(found[0], column, problem, above) if found else ""


def _fence(text: str, line: int) -> bool:
    """Whether line ``line`` (from 1) of ``text`` opens or closes a Markdown code fence."""
    found = text.splitlines()[line - 1 : line]
    return bool(found) and found[0].lstrip().startswith("```")


def _named_otherwise(path: Path) -> str:
    """Where a file the user meant is named otherwise beside the missing ``path`` (items33:
    ``items.yml`` or ``Items.yaml`` was "file not found", with no word of the file there)."""
    near = named_otherwise(path)
    return f" ({near} is there: rename it {path.name})" if near else ""


def named_otherwise(path: Path, *, yaml_only: bool = False) -> str | None:
    """The first file beside ``path`` named as it is but for case or extension (``items.yml``,
    ``Items.yaml``, ``items.yaml.bak``), else ``None``; ``yaml_only``: a YAML file alone (beside
    an ``items.yaml`` that is read, a backup ``items.yaml.bak`` is no file meant instead)."""
    stem = path.stem.casefold()
    try:
        near = sorted(
            p.name
            for p in path.parent.iterdir()
            if p.name != path.name
            and (
                p.stem.casefold() == stem and p.suffix.casefold() in (".yaml", ".yml")
                if yaml_only
                else p.stem.casefold() == stem or p.name.casefold().startswith(f"{stem}.")
            )
            and p.is_file()
        )
    except OSError:
        return None
    return near[0] if near else None


def _decode(where: str, raw: bytes) -> str:
    """The file's text, with newlines as ``read_text`` gives them; a file in another encoding
    names the line of the first byte UTF-8 cannot read (an "é" saved as Latin-1, say)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
            raise BadItemFile(where, 1, "UTF-16 text, not UTF-8: save the file as UTF-8") from None
        start = exc.start
        line = raw.count(b"\n", 0, start) + 1
        column = start - raw.rfind(b"\n", 0, start)
        byte = raw[start]
        latin = f", {chr(byte)!r} in Latin-1" if byte >= 0xA0 else ""
        raise BadItemFile(
            where,
            line,
            f"not UTF-8 text: byte 0x{byte:02X} at column {column} ({exc.reason}{latin}); save "
            "the file as UTF-8",
        ) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def utf8_text(where: str, raw: bytes) -> str:
    """``raw`` read as :func:`read_yaml` reads a file, for the other YAML files a user writes (a
    policy): a :class:`BadItemFile` naming the line and byte UTF-8 cannot read, and the fix."""
    return _decode(where, raw)


def _unreadable(where: str, text: str, exc: ReaderError) -> BadItemFile:
    """A character YAML does not allow (a NUL byte): its line and column, not a position."""
    code = exc.character if isinstance(exc.character, int) else ord(exc.character[:1] or "\0")
    position = exc.position if isinstance(exc.position, int) else 0
    line = text.count("\n", 0, position) + 1
    column = position - text.rfind("\n", 0, position)
    name = "a NUL byte (#x0000)" if code == 0 else f"character #x{code:04x}"
    hint = " (or, if the file was saved as UTF-16, save it as UTF-8)" if code == 0 else ""
    return BadItemFile(
        where, line, f"not valid YAML: {name} at column {column} is not allowed; remove it{hint}"
    )


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _alias_lines(text: str) -> list[int]:
    """The line of each alias (``*name``) in the document, in order: the node tree holds the
    anchored node itself there, with the anchor's line."""
    fast = getattr(yaml, "CSafeLoader", None)
    for loader in (fast, yaml.SafeLoader) if fast is not None else (yaml.SafeLoader,):
        with contextlib.suppress(yaml.YAMLError):
            return [
                event.start_mark.line + 1
                for event in yaml.parse(text, Loader=loader)
                if isinstance(event, yaml.AliasEvent) and event.start_mark is not None
            ]
    return []


def duplicate_key(node: yaml.Node) -> tuple[str, int, int] | None:
    """The earliest key a mapping holds twice, with both lines: YAML keeps the last silently,
    so an item with two ``input:`` ran the second one."""
    found: list[tuple[int, int, str]] = []
    seen: set[int] = set()
    todo = [node]
    while todo:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, yaml.MappingNode):
            lines: dict[str, int] = {}
            for key, value in current.value:
                todo.append(value)
                if not isinstance(key, yaml.ScalarNode) or key.tag.endswith(":merge"):
                    continue
                line = key.start_mark.line + 1
                if key.value in lines:
                    found.append((line, lines[key.value], key.value))
                lines.setdefault(key.value, line)
        elif isinstance(current, yaml.SequenceNode):
            todo.extend(current.value)
    if not found:
        return None
    again, first, key = min(found)
    return key, first, again


#: A whole number as YAML reads it in plain decimal digits; any other form it reads as a number
#: ("010" octal 8, "0x6", "1_0" as 10, "1:30" base 60 as 90) is likely not what was meant.
_PLAIN_INT = re.compile(r"[-+]?(?:0|[1-9][0-9]*)")


def number_written_otherwise(node: yaml.Node) -> tuple[str, int] | None:
    """The problem and line of the first unquoted number YAML reads otherwise than in decimal
    digits: ``people: 010`` loaded as 8 people (outside tester 36), and the loader then said
    "meta people 8" of a file that says 010."""
    todo, seen = [node], set()
    while todo:
        current = todo.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        if isinstance(current, yaml.MappingNode):
            todo.extend(value for _, value in reversed(current.value))
        elif isinstance(current, yaml.SequenceNode):
            todo.extend(reversed(current.value))
        elif (
            isinstance(current, yaml.ScalarNode)
            and current.tag.endswith(":int")
            and not current.style
            and not _PLAIN_INT.fullmatch(current.value.strip())
        ):
            text = current.value.strip()
            value = yaml.safe_load(text)
            digits = text.lstrip("+-").lstrip("0")
            fix = (
                f"write {digits} (without the leading 0)"
                if digits.isdecimal() and "_" not in text
                else "write it in plain digits"
            )
            return (
                f"{text} is read by YAML as the number {value}: {fix}, or put it in quotes if "
                "it is meant as text",
                current.start_mark.line + 1,
            )
    return None


def key_lines(
    node: yaml.Node, path: Loc = (), *, alias_lines: Sequence[int] = ()
) -> dict[Loc, int]:
    """Every key and list entry of a YAML node tree with its 1-based line.

    An alias (``- *item``) is the anchored node again; given ``alias_lines`` (each alias's line,
    in document order) its entry gets the alias's line, so "duplicate id" names both lines."""
    pending = iter(alias_lines)
    seen: set[int] = set()

    def walk(node: yaml.Node, path: Loc, above: frozenset[int], repeat: bool) -> dict[Loc, int]:
        line = node.start_mark.line + 1
        if id(node) in seen and not repeat:  # the first node seen again: an alias
            line, repeat = next(pending, line), True
        seen.add(id(node))
        out = {path: line}
        if id(node) in above:  # an alias inside its own anchor: nothing new below
            return out
        above = above | {id(node)}
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                sub = (*path, key.value)
                walk(key, (), above, repeat)  # keys may be aliases too; keep the count
                out[sub] = key.start_mark.line + 1
                for p, at in walk(value, sub, above, repeat).items():
                    out.setdefault(p, at)
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                out |= walk(item, (*path, i), above, repeat)
        return out

    return walk(node, path, frozenset(), False)


__all__ = [
    "MAX_DEPTH",
    "NestedTooDeep",
    "YamlDoc",
    "duplicate_key",
    "field_name",
    "key_lines",
    "load",
    "number_written_otherwise",
    "read_yaml",
]
