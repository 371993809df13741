"""The room cue read word by word is the cue pattern's own search (issue 16, session 48).

``approved_ruled_out._cued`` reads a text without an apostrophe by its words, not by searching
``_ROOM_CUE`` (~50 k instructions a gate's text); it must say what the search says for every
text, the words' neighbours (longer words, stems, digits, underscores, other scripts) included.
"""

from __future__ import annotations

import random

import pytest

from arena.approved_ruled_out import _ROOM_CUE, _cue_words, _cued, cue_words, ruled_out


def _search(text: str) -> bool:
    return _ROOM_CUE.search(text) is not None


def _neighbours() -> list[str]:
    words, stems = _cue_words()
    out: list[str] = []
    for w in sorted(words) + list(stems):
        out += [w, f"book {w} cedar", f"{w}s", f"a{w}", f"{w}_x", f"{w}1", f"1{w}", f"{w}é"]
        out += [f"é{w}", f"{w}-r-102", f"r-102-{w}", f"({w})", f"{w}'s", f"x{w}y", w[:-1]]
        out += [f"{w}\n", f"\t{w}.", f"{w[:1]} {w[1:]}"]
    for s in stems:
        out += [f"{s}ion", f"{s}ed room", f"un{s}", f"{s}_", f"{s}9"]
    return out


TEXTS = [
    "book r-102 (aspen) for 6 people on tuesday",
    "book r-101 (juniper) for 3 people on monday (the request says: morning)",
    "book aspen (cedar is too small)",
    "book r-102, not r-204",
    "book anything but cedar",
    "book cedar instead of aspen",
    "book r-204 (not r-102 or r-210)",
    "don't book cedar",
    "dont book cedar",
    "cedar's taken, book aspen",
    "cedar'ın olmasın",
    "cedar'i degil aspen",
    "reserve the room nearest the lift",
    "reserve the room near_by",
    "buche r-204 fur 6, nicht 8 oder 10",
    "reserva r-204 sin cedar",
    "",
    "'",
    "n't",
    "wasn't",
    "notebook room",
    "exceptional room",
    "the closet room",
    "nó cedar",
    "book r-204 ，not cedar",
]


@pytest.mark.parametrize("text", TEXTS)
def test_cued_is_the_search(text: str) -> None:
    assert _cued(text) is _search(text)


def test_every_word_and_neighbour_reads_as_the_search() -> None:
    texts = _neighbours()
    assert len(texts) > 1500
    differ = [t for t in texts if _cued(t) is not _search(t)]
    assert differ == []
    assert sum(map(_cued, texts)) > 600  # both answers are read, not one


def test_random_texts_read_as_the_search() -> None:
    words, stems = _cue_words()
    pool = [*sorted(words), *stems, "book", "r-102", "cedar", "ión", "6", "_", "x", "tion"]
    seps = [" ", "", "-", ", ", "'", "(", ")", ".", "é", "1", "\n"]
    rng = random.Random(48)
    texts = [
        "".join(rng.choice(pool) + rng.choice(seps) for _ in range(rng.randint(1, 6)))
        for _ in range(3000)
    ]
    assert [t for t in texts if _cued(t) is not _search(t)] == []


def test_word_branches_read_off_the_pattern() -> None:
    words, stems = cue_words(r"n't|\bdont\b|\b(?:not|near\w*|no)\b")
    assert words == {"dont", "not", "no"}
    assert stems == ("near",)
    assert "preferred" in _cue_words()[0] and "except" in _cue_words()[1]


@pytest.mark.parametrize("pattern", [r"\bno\b|\bsin\s+r", r"\b(?:no|n.t)\b", r"\bnot", r"no\b"])
def test_a_branch_that_is_no_word_is_refused(pattern: str) -> None:
    with pytest.raises(ValueError, match="not a word branch"):
        cue_words(pattern)


@pytest.mark.parametrize(
    ("value", "texts", "out"),
    [
        ("R-204", ["Book R-102, not R-204", "Book R-102, not R-204"], True),
        ("R-102", ["Book R-102, not R-204", "Book R-102, not R-204"], False),
        ("R-102", ["Book R-102 (Aspen) for 6 people on Tuesday"] * 2, False),
        ("8", ["Book R-204 for 6, not 8 or 10", ""], True),
        ("Tuesday", ["Book R-204, just not on Tuesday"] * 3, True),
    ],
)
def test_a_repeated_text_reads_as_one(value: str, texts: list[str], out: bool) -> None:
    assert ruled_out(value, texts) is out
    assert ruled_out(value, texts[:1]) is out
