"""What ``@pytest.mark.arena(...)`` says to the plugin (:mod:`arena.pytest_plugin`): the markers of a
test, its class and its module merged, the closest giving each keyword, and a marker the plugin
cannot use as written (a positional argument, a keyword it does not take, an empty or mistyped
value) failing the test with the fix, never read as the defaults."""

from __future__ import annotations

from typing import Any

import pytest

MARKER = (
    "arena(adapters=None, behaviour=None, policy=None, ends_waiting=False): what the arena_driver "
    "fixture drives for this test — the adapters it is parametrised over, the scripted behaviour, "
    "a custom scripted policy registered through the arena_policies fixture — and whether the "
    "test may end with its line waiting on a person after asserting on the outcome"
)


#: What ``@pytest.mark.arena(...)`` takes (MARKER).
MARKER_ARGS = ("adapters", "behaviour", "policy", "ends_waiting")


def marked(node: Any) -> dict[str, Any]:
    """The test's arena markers merged — its own, its class's, its module's ``pytestmark`` — the
    closest giving each keyword: a test pinning ``behaviour=`` kept none of its module's
    ``adapters=`` or ``policy=`` and ran on the defaults. ``None`` is "not given"."""
    merged: dict[str, Any] = {}
    for marker in node.iter_markers("arena"):  # closest first
        for key, value in marker.kwargs.items():
            if value is not None:
                merged.setdefault(key, value)
    return merged


def check_marker(node: Any) -> None:
    """An argument the marker does not take (``adapter=``, ``behavior=``) was ignored, and an
    empty one (``adapters=[]``, ``behaviour=""``) read as the default: either way the test ran on
    the defaults and read as if it had run as written."""
    import difflib

    for marker in node.iter_markers("arena"):
        if marker.args:
            given = ", ".join(repr(a) for a in marker.args)
            pytest.fail(
                f"{node.nodeid}: @pytest.mark.arena({given}): the marker takes keyword arguments "
                f"only — e.g. @pytest.mark.arena(adapters=[{given}]); it takes "
                f"{', '.join(f'{k}=' for k in MARKER_ARGS)}",
                pytrace=False,
            )
        for key, value in marker.kwargs.items():
            if key not in MARKER_ARGS:
                close = difflib.get_close_matches(key, MARKER_ARGS, n=1, cutoff=0.6)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                pytest.fail(
                    f"{node.nodeid}: @pytest.mark.arena({key}=...): not an argument it "
                    f"takes{hint}; it takes {', '.join(MARKER_ARGS)}",
                    pytrace=False,
                )
            problem = _bad_marker_value(key, value)
            if problem:
                pytest.fail(
                    f"{node.nodeid}: @pytest.mark.arena({key}={value!r}): {problem}",
                    pytrace=False,
                )


def _bad_marker_value(key: str, value: Any) -> str | None:
    """Why a marker value cannot be used as given, or None when it can (or was not given)."""
    if value is None:
        return None
    if key == "ends_waiting":
        if not isinstance(value, bool):
            return "give True (this test ends on a pause nobody answers) or False"
        return None
    if key == "adapters":
        names = [value] if isinstance(value, str) else value
        if not isinstance(names, list | tuple) or not all(isinstance(n, str) for n in names):
            return "give the adapters as a list of names, e.g. adapters=['vanilla', 'langgraph']"
        if not any(n.strip() for n in names):
            return (
                "names no adapter; list the adapters this test supports, or drop adapters= to "
                "run it on --arena-adapter's"
            )
        return None
    drop = "--arena-behaviour's" if key == "behaviour" else "the scripted rooms agent"
    if not isinstance(value, str) or not value.strip():
        return f"give a {key} name, or drop {key}= to use {drop}"
    return None


__all__ = ["MARKER", "MARKER_ARGS", "check_marker", "marked"]
