"""Where installed arenas live, and the tools module each declares — without loading one.

Loading an arena validates its files with pydantic and YAML (:mod:`arena.arenas`): ~0.2 s the
first time in a process that has not built a pydantic model yet. Every resume's allow-list check
(:mod:`arena.runs.allow`) needs only each installed arena's ``tools:`` module (docs/architecture.md).
"""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

#: arena.yaml's top-level ``tools:`` line: a dotted module name, plain or quoted, maybe commented.
_TOOLS_LINE = re.compile(
    r"^tools:[ \t]*(['\"]?)([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\1[ \t]*(?:#.*)?$"
)


def arena_roots() -> list[Path]:
    """The checkout's ``arenas/`` and the installed package's ``_arenas/``, where present."""
    roots: list[Path] = []
    checkout = Path(__file__).resolve().parents[2] / "arenas"
    if checkout.is_dir():
        roots.append(checkout)
    packaged = Path(str(resources.files("arena"))) / "_arenas"
    if packaged.is_dir():
        roots.append(packaged)
    return roots


def declared_tools_modules() -> frozenset[str]:
    """Each installed arena's ``tools:`` module as its arena.yaml declares it. An arena whose
    line is missing or not a plain dotted name (a flow mapping, a multi-line value) declares
    nothing here: its runs then resume only with the module in the allow-list's tools_modules."""
    found: set[str] = set()
    for root in arena_roots():
        for spec in root.glob("*/arena.yaml"):
            try:
                lines = spec.read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeError):
                continue
            for line in lines:
                if (match := _TOOLS_LINE.match(line)) is not None:
                    found.add(match.group(2))
                    break
    return frozenset(found)


__all__ = ["arena_roots", "declared_tools_modules"]
