"""Session 51 (regress51): a fallback day taken back is not searched.

7c9bbce5 searches the day a request offers as a fallback ("Thursday, otherwise Friday") where
the first has no room; a fallback the writer then takes back ("Actually, not Friday", "Friday
geht doch nicht", "Actually, just Thursday") was still searched, and Maple was booked on
Friday (end to end: vanilla, scripted, approve). A day ruled out anywhere, or the first day
kept alone after the fallback, leaves nothing else to search; "only Thursday or Friday" and
"only 8 people" keep the fallback.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES: list[tuple[str, tuple[str, ...]]] = [
    ("Book Maple for 8 on Thursday, otherwise Friday. Actually, not Friday.", ()),
    ("Book Maple for 8 on Thursday, otherwise Friday. Actually, just Thursday.", ()),
    ("Book Maple for 8 on Thursday. Otherwise Friday — actually no, only Thursday.", ()),
    ("Book Maple for 8 on Thursday, otherwise Friday. On second thought, Friday doesn't work.", ()),
    ("Book Maple for 8 on Thursday, otherwise Friday. Friday is out, sorry.", ()),
    ("Buche Maple für 8 am Donnerstag, sonst Freitag. Freitag geht doch nicht.", ()),
    ("Buche Maple für 8 am Donnerstag, sonst Freitag. Doch nur Donnerstag.", ()),
    ("Réserve Maple pour 8 jeudi, sinon vendredi. Finalement, seulement jeudi.", ()),
    # near misses: the fallback stays
    ("Book Maple for 8 on Thursday, otherwise Friday.", ("Friday",)),
    ("Book Maple for 8 on Thursday or Friday, whichever is free.", ("Friday",)),
    ("Book Maple for 8 only on Thursday or Friday, whichever is free.", ("Friday",)),
    ("Book Maple for 8 Thursday, or Friday if Thursday is full.", ("Friday",)),
    ("Book Maple for 8 on Thursday, otherwise Friday. Only 8 people.", ("Friday",)),
    ("Book Maple for 8 on Thursday, otherwise Friday. Just Maple.", ("Friday",)),
    ("Buche Maple für 8 am Donnerstag, sonst Freitag.", ("Friday",)),
]


@pytest.mark.parametrize(("text", "also"), CASES)
def test_s51_fallback_taken_back(text: str, also: tuple[str, ...]) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.day, read.also) == ("Thursday", also), text
