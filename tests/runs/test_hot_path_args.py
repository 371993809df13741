"""A tool call's arguments are read as ``json.loads`` reads them, without its Python frames on
every call (issue 16): ``parse_args`` reads every tool call of every adapter."""

from __future__ import annotations

import json
from typing import Any

import pytest

from arena.adapters import _tools
from arena.adapters._tools import parse_args

RAW = [
    '{"capacity": 6, "day": "Tuesday"}',
    ' {"room_id": "R-102"} ',
    '{"summary": "Book R-102 (Aspen) — 6 people, Tuesday"}',
    '{"a": 1e400}',
    '{"a": NaN, "b": -Infinity}',
    '{"a": 123456789012345678901234567890, "b": -0.0, "c": 1.5e-7}',
    '{"a": "\\ud800"}',
    '{"a": 1, "a": 2}',
    '{"nested": {"list": [1, "2", null, true]}}',
    "[1, 2]",
    '"text"',
    "7",
    "",
    None,
    "{not json",
    '{"a": 1} trailing',
    b'{"room_id": "R-204"}',
    '{"room_id": "R-204"}'.encode("utf-16"),
]


def _loads(raw: Any, keep_raw: bool) -> Any:
    """What ``parse_args`` returned when it read with ``json.loads``."""
    try:
        value = json.loads(raw or "{}")
    except json.JSONDecodeError:
        return {"arguments": raw} if keep_raw else {}
    if isinstance(value, dict):
        return value
    return {"arguments": value} if keep_raw else {}


@pytest.mark.parametrize("keep_raw", [False, True])
@pytest.mark.parametrize("raw", RAW)
def test_arguments_read_as_json_loads_reads_them(raw: Any, keep_raw: bool) -> None:
    got, want = parse_args(raw, keep_raw=keep_raw), _loads(raw, keep_raw)
    assert repr(got) == repr(want)  # repr: NaN != NaN, and -0.0 == 0.0
    assert [type(v) for v in got.values()] == [type(v) for v in want.values()]


def test_plain_arguments_are_not_read_by_json_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(*_: object, **__: object) -> None:
        raise AssertionError("json.loads read arguments msgspec reads")

    monkeypatch.setattr(_tools.json, "loads", refused)
    assert parse_args('{"capacity": 6, "day": "Tuesday"}') == {"capacity": 6, "day": "Tuesday"}
    assert parse_args(None) == {}


@pytest.mark.parametrize("raw", [{"room_id": "R-102"}, ["R-102"], 6])
def test_arguments_that_are_no_text_name_the_endpoint(raw: Any) -> None:
    """A hand-written endpoint's JSON object in place of a string of JSON (users54): json.loads'
    "the JSON object must be str" named only arena's file."""
    with pytest.raises(TypeError, match="not the string of JSON the Chat Completions API"):
        parse_args(raw)
