"""The values docs/architecture.md says are frozen and keyword-only are: ``types`` and the store's records.

arch52: the page says the vocabulary (``types``) and the store's records are "Frozen,
keyword-only values that cross process and storage boundaries unchanged: ``msgspec`` structs",
and nothing held a new value to it: a struct left mutable could be changed after the store kept
it, one taking positional arguments would bind a reordered field silently. Each class of the two
modules is checked, and a deliberately broken pair shows the check can fail.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from types import ModuleType

import msgspec

from arena import types
from arena.store import records

PAGE = re.sub(
    r"\s+",
    " ",
    (Path(__file__).resolve().parents[2] / "docs" / "architecture.md").read_text("utf-8"),
)


def not_frozen_values(module: ModuleType) -> list[str]:
    """Each value class a module defines that is not a frozen, keyword-only msgspec struct."""
    problems = []
    for name, cls in vars(module).items():
        if not inspect.isclass(cls) or cls.__module__ != module.__name__:
            continue
        if not issubclass(cls, msgspec.Struct):
            if hasattr(cls, "__dataclass_fields__") or hasattr(cls, "_fields"):
                problems.append(f"{name}: a value that is no msgspec struct")
            continue
        if not cls.__struct_config__.frozen:
            problems.append(f"{name}: not frozen")
        if cls.__struct_fields__ and _positional(cls):
            problems.append(f"{name}: takes positional arguments")
    return problems


def _positional(cls: type[msgspec.Struct]) -> bool:
    params = inspect.signature(cls).parameters.values()
    return any(p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD for p in params)


def test_the_page_says_so() -> None:
    assert (
        "Frozen, keyword-only values that cross process and storage boundaries unchanged: `msgspec` structs, like the store's records"
        in PAGE
    )


def test_types_and_the_stores_records_are_frozen_keyword_only_structs() -> None:
    assert not_frozen_values(types) == []
    assert not_frozen_values(records) == []


class _Loose(msgspec.Struct, kw_only=True):
    room: str


class _Positional(msgspec.Struct, frozen=True):
    room: str


def test_a_mutable_or_positional_value_is_found() -> None:
    broken = ModuleType(__name__)
    broken.__dict__.update(_Loose=_Loose, _Positional=_Positional)
    assert not_frozen_values(broken) == [
        "_Loose: not frozen",
        "_Positional: takes positional arguments",
    ]
