"""Issue 16 (session 46): three shortcuts in the checks answer as the long way does.

``the_same`` (is a final message the model's reply, spacing and case aside?) takes the message
as written first; ``handed.holds`` takes words handed exactly as the wrapper returned them; a
call's key writes an ``int``, ``bool`` or ``None`` argument as ``json``'s encoder does instead of
falling back to the encoder. Each is held here to the long way over many inputs, honest and not.
"""

from __future__ import annotations

import enum
import itertools
import json

import pytest

from arena.evidence import KEPT_TEXT
from arena.handed import _forms, _framing, holds
from arena.request_keys import _sorted_json, handed_words, turn_key
from arena.witness_words import squashed, the_same


def _the_same_long_way(said: str, message: str) -> bool:
    cut = len(said) >= KEPT_TEXT
    said, message = squashed(said), squashed(message)
    return message.startswith(said) if cut else said == message


_MESSAGES = [
    "Done — R-102 (Aspen) is booked for 6 people on Tuesday.",
    "Understood — the booking was denied, so I did not book R-101 (Juniper).",
    "done — r-102 (aspen) is booked for 6 people on tuesday.",
    "Done —  R-102 (Aspen)\nis booked for 6 people on Tuesday. ",
    "Done - R-102 (Aspen) is booked.",
    "Straße ΣΊΣΥΦΟΣ",
    "STRASSE σίσυφος",
    "",
    "   ",
    "Nothing was booked. The request was denied.",
]


def _pairs() -> list[tuple[str, str]]:
    long = "Done — " + "Aspen is booked. " * (KEPT_TEXT // 17 + 2)
    cut = long[:KEPT_TEXT]
    extra = [
        (cut, long),  # a reply the log cut: the message must begin with it
        (cut, long.upper()),
        (cut, "Adapter says: " + long),
        (cut.rstrip() + " ", long),
        (cut, cut),
        (long[: KEPT_TEXT + 5], long),
    ]
    return [*itertools.product(_MESSAGES, repeat=2), *extra]


@pytest.mark.parametrize(("said", "message"), _pairs())
def test_the_same_answers_as_the_long_way(said: str, message: str) -> None:
    assert the_same(said, message) is _the_same_long_way(said, message)


def test_the_same_outcomes() -> None:
    reply = "Done — R-102 (Aspen) is booked."
    assert the_same(reply, reply)
    assert the_same(reply, "done —  r-102 (aspen)\nis booked.")
    assert not the_same(reply, reply + " Nothing else was booked.")
    assert not the_same(reply, "Done — R-204 (Cedar) is booked.")


def _holds_long_way(words: str, result: str, tool: str) -> bool:
    """``holds`` for a result nobody cut, without the shortcut (the loop alone)."""
    own = handed_words(result)
    if not own:
        return not words.strip(" \"'{}[]")
    for form in _forms(words):
        at = form.find(own)
        while at >= 0:
            before, after = form[:at], form[at + len(own) :]
            if _framing(before, (tool,)) and _framing(after, (tool,)):
                return True
            at = form.find(own, at + 1)
    return False


_RESULTS = [
    "Free on Monday for 4+ people: R-101 (Juniper, seats 4); R-215 (Birch, seats 5)",
    "CONFIRMED: R-102 (Aspen) is booked. Confirmation BK-D8F46C.",
    "Ünïcode résultat — R-204 (Cedar)",
    "",
]


def _handed(result: str) -> list[str]:
    own = handed_words(result)
    return [
        own,
        own.upper(),
        f'"{own}"',
        json.dumps({"result": own}),
        f"observation: {own}",
        f"search_rooms returned: {own}",
        f"{own} a 250 eur fee was charged.",
        f"booking date: saturday {own}",
        f"{own} ⠁⠎⠏⠑⠝",
        own[: len(own) // 2],
        "",
        "error: argument parsing failed",
    ]


@pytest.mark.parametrize("result", _RESULTS)
def test_holds_answers_as_the_long_way(result: str) -> None:
    for words in _handed(result):
        assert holds(words, result, "search_rooms") is _holds_long_way(
            words, result, "search_rooms"
        ), words


def test_holds_outcomes() -> None:
    result = _RESULTS[0]
    own = handed_words(result)
    assert holds(own, result, "search_rooms")
    # what the model read, as its log keeps it (handed_words: spacing and case aside)
    assert holds(handed_words(f"Observation: {result}"), result, "search_rooms")
    assert not holds(handed_words(f"{result} A 250 EUR fee was charged."), result, "search_rooms")


class _Level(enum.IntEnum):
    HIGH = 3


_VALUES: list[object] = [
    0,
    6,
    -5,
    10**30,
    True,
    False,
    None,
    "Monday",
    "Ä ö — x",
    "",
    1.5,
    float("nan"),
    float("inf"),
    [1, "a"],
    {"a": 1},
    _Level.HIGH,
]


def _dicts() -> list[dict[object, object]]:
    keys = ["capacity", "day", "room_id", "é", "a"]
    out: list[dict[object, object]] = [{}]
    for value in _VALUES:
        out.append({"capacity": value})
        out.append({"day": "Tuesday", "capacity": value, "a": "x"})
    for a, b in itertools.product(_VALUES[:8], repeat=2):
        out.append({keys[0]: a, keys[3]: b})
    out += [{1: "x"}, {1: "x", "a": 2}, {True: 1}, {None: "n"}]
    return out


@pytest.mark.parametrize("args", _dicts(), ids=repr)
def test_a_calls_key_is_the_encoders(args: dict[object, object]) -> None:
    encoder = json.JSONEncoder(sort_keys=True, default=str).encode
    try:
        wanted: object = encoder(args)
    except (TypeError, ValueError) as e:
        wanted = type(e)
    try:
        got: object = _sorted_json(args)
    except (TypeError, ValueError) as e:
        got = type(e)
    assert got == wanted


def test_a_search_keyed_with_a_number_as_with_its_json() -> None:
    assert turn_key("search_rooms", {"capacity": 6, "day": "Tuesday"}) == turn_key(
        "search_rooms", json.loads('{"day": "Tuesday", "capacity": 6}')
    )
    assert turn_key("search_rooms", {"capacity": 6}) != turn_key("search_rooms", {"capacity": "6"})
