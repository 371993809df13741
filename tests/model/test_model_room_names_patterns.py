"""The room-name patterns of the request reader are few and built once (outside tester 13: the
items loader reads every item at load, and a fresh process's first read spent ~35 ms compiling
three patterns per room name in ``other_names.without_other_names``, the long "project|team|…" list
each time). Each room's name now has one small pattern, built once per set of names; the words
around it are matched with three patterns compiled at import. The results are the same."""

from __future__ import annotations

import re

import pytest

from arena.model import other_names
from arena.model.other_names import folded_room_names as _room_names
from arena.model.other_names import without_other_names as _other_names


def test_the_first_read_compiles_one_small_pattern_per_room(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    compiled: set[tuple[object, int]] = set()
    real = re._compile  # type: ignore[attr-defined]

    def counting(pattern: object, flags: int) -> object:
        compiled.add((pattern, int(flags)))
        return real(pattern, flags)

    names = _room_names()
    other_names._room_patterns.cache_clear()
    monkeypatch.setattr(re, "_compile", counting)
    _other_names("Book Aspen for the Cedar project on Tuesday, Maple Street team joins")
    # one per room's name, and the word splitter: not three per name
    assert len(compiled) <= len(names) + 1
    assert all(len(str(p)) < 200 for p, _ in compiled)


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Project Aspen kickoff on Monday", "Project XAspen kickoff on Monday"),
        ("the Cedar project on Monday", "the XCedar project on Monday"),
        ("the maple - team on Monday", "the Xmaple - team on Monday"),
        ("Sequoia Capital is our client", "XSequoia Capital is our client"),
        ("Sequoia Tuesday please", "Sequoia Tuesday please"),
        ("Book Aspen For Six People", "Book Aspen For Six People"),
        ("Book Aspen for 6 on Monday", "Book Aspen for 6 on Monday"),
    ],
)
def test_a_room_inside_another_name_is_marked(text: str, want: str) -> None:
    assert _other_names(text) == want
