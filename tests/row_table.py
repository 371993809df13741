"""One test item for a whole table of reader rows, every failing row named (speed54a).

A parametrized reader table cost each of its rows a pytest item: ~1.1 ms of a worker's CPU and
~0.6 ms of the xdist controller's, besides the six autouse fixtures every test sets up, which is
as much as the read itself for most rows (tests/model and tests/wording: ~17k items). ``rows``
takes ``pytest.mark.parametrize``'s arguments and turns the row function into one test that
runs every row with the same assertion and, when any fails, fails once listing each failing row
(its values, as pytest's id would show them) and what it raised, not only the first. Only for a
row function that takes nothing but the row's values (no fixtures) and rows without marks: a
row that needs ``xfail`` or a fixture stays a parametrized test of its own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pytest

#: Failures listed in full; past these, counted (a broken reader fails hundreds of rows).
SHOWN = 40


def _names(argnames: str | Sequence[str]) -> list[str]:
    if isinstance(argnames, str):
        return [n.strip() for n in argnames.split(",") if n.strip()]
    return list(argnames)


def _row_id(values: Sequence[Any]) -> str:
    return "-".join(v if isinstance(v, str) else repr(v) for v in values)


def rows(
    argnames: str | Sequence[str],
    argvalues: Iterable[Any],
    ids: Sequence[str] | Callable[[Any], str | None] | None = None,
) -> Callable[[Callable[..., None]], Callable[[], None]]:
    """``@rows("a, b", table)`` for ``@pytest.mark.parametrize("a, b", table)``: one test."""
    names = _names(argnames)
    one = isinstance(argnames, str) and len(names) == 1  # pytest's rule: else rows are tuples
    table: list[tuple[Any, ...]] = []
    labels: list[str] = []
    for n, row in enumerate(argvalues):
        given = None
        if isinstance(row, type(pytest.param())):  # its values are a tuple however many names
            if row.marks:
                raise TypeError(f"a row with marks cannot be folded: {row!r}")
            given, values = row.id, tuple(row.values)
        else:
            values = (row,) if one else tuple(row)
        if len(values) != len(names):
            raise TypeError(f"row {values!r} has not the {len(names)} values of {names}")
        table.append(values)
        if given is None and isinstance(ids, Sequence):
            given = ids[n]
        elif given is None and ids is not None:
            given = "-".join(str(ids(v)) for v in values)
        labels.append(given or _row_id(values))

    def fold(check: Callable[..., None]) -> Callable[[], None]:
        def test() -> None:
            failed: list[str] = []
            for label, values in zip(labels, table, strict=True):
                try:
                    check(**dict(zip(names, values, strict=True)))
                except Exception as exc:  # each row's own failure, listed
                    said = str(exc).strip() or type(exc).__name__
                    failed.append(f"[{label}] {type(exc).__name__}: {said}")
            if failed:
                more = len(failed) - SHOWN
                shown = "\n".join(failed[:SHOWN]) + (f"\n... and {more} more" if more > 0 else "")
                pytest.fail(f"{len(failed)} of {len(table)} rows failed:\n{shown}", pytrace=False)

        test.__name__ = check.__name__
        test.__qualname__ = check.__qualname__
        test.__module__ = check.__module__
        test.__doc__ = check.__doc__
        test.rows = len(table)  # type: ignore[attr-defined]
        return test

    return fold
