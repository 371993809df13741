"""A call's key is written from the same JSON text as before (issue 16, session 43).

:func:`arena.request_keys.turn_key` hashes ``json.dumps(args, sort_keys=True, default=str)``;
the model log's keys (written in the model's process, kept in stores and results) and the
harness's must agree, so a flat object of strings, now written without the encoder, must give
the encoder's text to the character, and anything else must still go to the encoder."""

from __future__ import annotations

import hashlib
import json
from collections import UserDict
from types import MappingProxyType

import pytest

from arena.request_keys import _SORTED_JSON, _sorted_json, args_key, turn_key


class _Text(str):
    """A string subclass (the encoder writes its characters, not its ``str()``)."""

    def __str__(self) -> str:
        return "never written"


_ARGS: list[object] = [
    {},
    {"room_id": "R-102"},
    {"summary": "Book R-101 (Juniper) for 4 people on Monday"},
    {"b": "1", "a": "2", "A": "x", "": "", "ä": "é"},
    {"summary": 'quotes " and \\ backslash, \n newline, \t tab, \x00 nul, \x1f'},
    {"summary": "accents é ß, a dash —, CJK 会議室, emoji 😀, \u2028 \ufeff"},
    {"z": "last", "a": "first", "m": "middle", "room_id": "R-204", "day": "Tuesday"},
    {_Text("k"): _Text("v")},
    {"people": 6},
    {"people": 6, "room_id": "R-102"},
    {"people": True},
    {"people": 1.0},
    {"people": float("nan")},
    {"people": None},
    {"rooms": ["R-101", "R-102"]},
    {"when": {"day": "Tuesday", "start": "14:30"}},
    {"when": ("Tuesday", "14:30")},
    {1: "one", 2: "two"},
    {None: "x"},
    MappingProxyType({"room_id": "R-102"}),
    UserDict({"room_id": "R-102"}),
    "free text",
    ["a", "b"],
]


@pytest.mark.parametrize("args", _ARGS, ids=[repr(a)[:40] for a in _ARGS])
def test_the_text_is_the_encoders(args: object) -> None:
    assert _sorted_json(args) == _SORTED_JSON(args)
    assert _SORTED_JSON(args) == json.dumps(args, sort_keys=True, default=str)


@pytest.mark.parametrize("args", _ARGS, ids=[repr(a)[:40] for a in _ARGS])
def test_the_key_is_as_before(args: object) -> None:
    raw = f"call\0book_room\0{json.dumps(args, sort_keys=True, default=str)}"
    assert turn_key("book_room", args) == hashlib.sha256(raw.encode()).hexdigest()[:16]  # type: ignore[arg-type]


def test_keys_the_encoder_cannot_sort_are_refused_as_before() -> None:
    mixed = {1: "one", "b": "two"}
    with pytest.raises(TypeError):
        _SORTED_JSON(mixed)
    with pytest.raises(TypeError):
        _sorted_json(mixed)


def test_an_args_key_reads_values_spacing_and_case_aside() -> None:
    assert args_key("book_room", {"room_id": " r-102 ", "people": 6}) == args_key(
        "book_room", {"people": "6", "room_id": "R-102"}
    )
    raw = 'call\0book_room\0{"people": "6", "room_id": "r-102"}'
    assert (
        args_key("book_room", {"room_id": "R-102", "people": 6})
        == (hashlib.sha256(raw.encode()).hexdigest()[:16])
    )
