"""Issue 16 (perf47): a call's argument keys are kept across runs, by value and type.

``handed._keys`` wrote each call's arguments as the model log keys them (a JSON text and a hash)
once per trace; the scripted model's searches and bookings are the same run after run, so the
key is now kept per tool and arguments (``handed._args_key``) where every name is a string and
every value a plain one. 1, 1.0 and True are equal as dict keys and as tuple items, and their
texts differ ("1", "1.0", "true"), as do -0.0 and 0.0: a kept key must be the one ``args_key``
writes for exactly these arguments, never for equal-looking others.
"""

from __future__ import annotations

import enum
import math
from typing import Any

import pytest

from arena import handed
from arena.request_log import args_key


class Size(enum.IntEnum):
    SIX = 6


class Text(str):
    pass


ARGS: list[dict[Any, Any]] = [
    {"capacity": 6, "day": "Tuesday"},
    {"capacity": 6.0, "day": "Tuesday"},
    {"capacity": True, "day": "Tuesday"},
    {"capacity": 1, "day": "Tuesday"},
    {"capacity": 1.0, "day": "Tuesday"},
    {"capacity": "6", "day": "Tuesday"},
    {"capacity": 0.0},
    {"capacity": -0.0},
    {"capacity": math.nan},
    {"capacity": math.inf},
    {"capacity": None},
    {"capacity": False},
    {"capacity": 0},
    {"capacity": Size.SIX},
    {"room_id": Text("R-102")},
    {"room_id": "R-102"},
    {"room_id": "  r-102 "},
    {"room_id": "R-102", "note": ""},
    {"note": "", "room_id": "R-102"},
    {"attendees": ["a", "b"]},
    {"filters": {"day": "Tue"}},
    {1: "x"},
    {True: "x"},
    {"1": "x"},
    {},
]


@pytest.mark.parametrize("tool", ["search_rooms", "book_room"])
def test_a_kept_key_is_the_key_of_those_very_arguments(tool: str) -> None:
    for _ in range(2):  # written, then kept
        for args in ARGS:
            assert handed._args_key(tool, args) == args_key(tool, dict(args)), args


def test_equal_looking_arguments_keep_their_own_keys() -> None:
    def key(v: object) -> str:
        return handed._args_key("search_rooms", {"capacity": v})

    for v in (1, 1.0, True, "1", 0.0, -0.0, 0, False):
        key(v)  # each kept, so a hit on an equal one would give its key
    assert len({key(1), key(1.0), key(True)}) == 3
    assert key(0.0) != key(-0.0) and key(0) != key(False)
    assert key(1) == key("1")  # a value as its text: the model's "1" is the call's 1
    assert handed._args_key("t", {1: "x"}) != handed._args_key("t", {True: "x"})


def test_plain_arguments_are_written_once(monkeypatch: pytest.MonkeyPatch) -> None:
    written: list[dict[str, object]] = []
    real = handed.args_key

    def counting(tool: str, args: Any) -> str:
        written.append(args)
        return real(tool, args)

    monkeypatch.setattr(handed, "args_key", counting)
    args = {"capacity": 13, "day": "Thursday, perf47"}
    for _ in range(3):
        handed._args_key("search_rooms", args)
    assert written == [args]
    nested = {"attendees": ["a", "b"], "perf47": True}
    for _ in range(2):
        handed._args_key("book_room", nested)
    assert len(written) == 3  # a list is not kept: written each time
