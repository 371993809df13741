"""A Said warning reads as the CLI's one ``warning:`` line even when a library put its own
formatter in place first: agent_framework (microsoft_af) wraps ``warnings.formatwarning`` when
it is imported, and ``say`` installed ours only over Python's own, so after that import an
item's or the store's warning printed Python's two lines naming arena's file (CI, session 35:
test_s35_home_record_said failed where a microsoft_af test had run first in the worker)."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

from arena.item_warnings import Said, say


def _library_formatter(before: Any) -> Any:
    """What agent_framework._feature_stage installs: its own category one way, others as before."""

    def formatter(message: Any, category: Any, filename: str, lineno: int, line: Any = None) -> str:
        if issubclass(category, DeprecationWarning):
            return f"LIB {message}\n"
        return before(message, category, filename, lineno, line)

    formatter.__wrapped__ = before  # type: ignore[attr-defined]
    return formatter


def _said_and_shown(text: str) -> str:
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        say(text, Said)
    [w] = said
    return warnings.formatwarning(w.message, w.category, w.filename, w.lineno)


def test_a_said_warning_is_one_line_after_a_library_formatter(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(warnings, "formatwarning", _library_formatter(warnings._formatwarning_orig))  # type: ignore[attr-defined]
    assert _said_and_shown("items.yaml:3: odd") == "warning: items.yaml:3: odd\n"
    # the library's own warnings still read its way, and others as Python's
    shown = warnings.formatwarning("x", DeprecationWarning, "f.py", 1)
    assert shown == "LIB x\n"
    assert warnings.formatwarning("y", UserWarning, "f.py", 1).startswith("f.py:1: UserWarning: y")


def test_ours_is_not_wrapped_again_under_a_library_that_wrapped_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(warnings, "formatwarning", warnings._formatwarning_orig)  # type: ignore[attr-defined]
    _said_and_shown("first")
    ours = warnings.formatwarning
    monkeypatch.setattr(warnings, "formatwarning", _library_formatter(ours))
    library = warnings.formatwarning
    assert _said_and_shown("second") == "warning: second\n"
    assert warnings.formatwarning is library  # found ours inside: nothing wrapped twice
