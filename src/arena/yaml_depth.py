"""How deep a YAML document nests: the limit people's files are read to, and where one passes it.

People's files nest a few levels; PyYAML's composer and constructor, and
:func:`arena.yamlfile.key_lines`, recurse a Python frame or more per level, so 1,000 levels
(``[[[[...]]]]``) ended in a RecursionError traceback (tester 17). :mod:`arena.yamlfile` reads
every file through :func:`check_depth`, and says where a document got too deep with
:func:`too_deep`.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import yaml

#: The deepest nesting of lists and mappings read.
MAX_DEPTH = 100


class NestedTooDeep(yaml.MarkedYAMLError):
    """A document nested deeper than :data:`MAX_DEPTH`; ``problem_mark`` is where it got too
    deep (None when not found). A YAML error, so every reader's handler of those says it."""

    def __init__(self, mark: Any) -> None:  # a yaml.Mark, or libyaml's, or None
        super().__init__(
            problem=f"lists or mappings nested more than {MAX_DEPTH} levels deep; flatten it",
            problem_mark=mark,
        )

    def __str__(self) -> str:  # one line (PyYAML's shows the mark on lines of its own)
        where = f"line {self.problem_mark.line + 1}: " if self.problem_mark else ""
        return f"{where}{self.problem}"

    def at(self, path: str | Path) -> str:
        """``path:line: problem``, as every other file problem is said."""
        line = f":{self.problem_mark.line + 1}" if self.problem_mark else ""
        return f"{path}{line}: {self.problem}"


def check_depth(node: yaml.Node) -> None:
    """Refuse a node tree nested deeper than :data:`MAX_DEPTH` (walked without recursing)."""
    todo, seen = [(node, 1)], set()
    while todo:
        current, depth = todo.pop()
        if id(current) in seen or not isinstance(current, yaml.CollectionNode):
            continue
        if depth > MAX_DEPTH:
            raise NestedTooDeep(current.start_mark)
        seen.add(id(current))  # an alias is its anchored node again: walked once
        below = (
            [n for pair in current.value for n in pair]
            if isinstance(current, yaml.MappingNode)
            else current.value
        )
        todo.extend((n, depth + 1) for n in below)


def too_deep(text: str) -> NestedTooDeep:
    """Where ``text`` gets too deep, from its events (PyYAML's parser keeps a stack of its own)."""
    return _deepest(yaml.parse(text, Loader=yaml.SafeLoader)) or NestedTooDeep(None)


def deeper_than_libyaml(text: str, exc: yaml.YAMLError) -> NestedTooDeep | None:
    """``text`` as too deep, when libyaml refused it (``exc``) for nesting deeper than its own
    limit (1,000 levels, ten times ours); else None.

    Where it got deeper than ours is read from libyaml's events over the text before the point
    it refused (fewer levels than its limit: it reads to the end, then says the text ended
    early). The pure-Python parser took ~10 s on a document 1,000 levels deep, its scanner
    quadratic in the lists left open on a line, twice (once to find it too deep for Python's
    frames, once to find the line): an items file, a policy or an allow list so nested was
    refused after 10-20 s of CPU."""
    mark = getattr(exc, "problem_mark", None)
    fast = getattr(yaml, "CSafeLoader", None)
    if fast is None or mark is None or "maximum nesting depth" not in str(exc):
        return None
    return _deepest(yaml.parse(text[: mark.index], Loader=fast))


def _deepest(events: Any) -> NestedTooDeep | None:
    depth = 0
    with contextlib.suppress(yaml.YAMLError):
        for event in events:
            if isinstance(event, yaml.CollectionStartEvent):
                depth += 1
                if depth > MAX_DEPTH:
                    return NestedTooDeep(event.start_mark)
            elif isinstance(event, yaml.CollectionEndEvent):
                depth -= 1
    return None


__all__ = ["MAX_DEPTH", "NestedTooDeep", "check_depth", "deeper_than_libyaml", "too_deep"]
