"""perf50 (issue 16): :func:`arena.unrecorded.unrecorded_calls` reads a call's handed words for
a framework's refusal only where the model made more calls of a tool than the tool log holds.

Every made call's words were read (two pattern searches each, ~35 k instructions a leg on a
vanilla run) before the counts were compared, though a run whose calls were all logged, as
nearly every run's are, can lack none whatever the refusals. The verdicts stay as they were:
an edited log still reads "lacks", a framework's refusal is still not counted.
"""

from __future__ import annotations

from typing import Any

import pytest

import arena.tools.rooms  # noqa: F401  (registers the arena's wrapped tools)
from arena import unrecorded
from arena.request_keys import args_key, handed_words
from arena.trace import Trace
from arena.types import Event, ToolCall, Turn

BOOK = {"room_id": "R-102"}
SEARCH = {"capacity": 6, "day": "Tuesday"}
LISTED = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6)"
CONFIRMED = "CONFIRMED: R-102 (Aspen) is booked. Confirmation BK-D8F46C."
REFUSED = "Error: the arguments of book_room could not be parsed as JSON"


def _call(seq: int, tool: str, args: dict[str, Any], result: str) -> ToolCall:
    return ToolCall(
        call_id=f"h{seq}", tool=tool, args=args, leg=1, seq=seq, status="ok", result=result
    )


def _trace(made: list[tuple[str, str, dict[str, Any], str]], logged: list[ToolCall]) -> Trace:
    handed = [
        [i, name, args_key(name, args), handed_words(words), ""] for i, name, args, words in made
    ]
    data = {
        "model_calls": {"calls": [[i] for i, *_ in made] + [[]], "returned": [i for i, *_ in made]},
        "model_turns": {"made": [], "names": sorted({m[1] for m in made}), "handed": handed},
    }
    events = (Event(type="leg.finished", leg=1, seq=99, data=data),)
    return Trace(legs=(Turn(status="completed", leg=1, events=events, tool_calls=tuple(logged)),))


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words :func:`arena.unrecorded` read for a refusal, in order."""
    seen: list[str] = []
    real = unrecorded.refused_unrun

    def spy(words: str) -> bool:
        seen.append(words)
        return real(words)

    monkeypatch.setattr(unrecorded, "refused_unrun", spy)
    return seen


@pytest.mark.parametrize(
    "made, logged",
    [
        # a vanilla approval: a search and a booking, each logged
        (
            [("c1", "search_rooms", SEARCH, LISTED), ("c2", "book_room", BOOK, CONFIRMED)],
            [_call(1, "search_rooms", SEARCH, LISTED), _call(2, "book_room", BOOK, CONFIRMED)],
        ),
        # a denial: a search alone
        ([("c1", "search_rooms", SEARCH, LISTED)], [_call(1, "search_rooms", SEARCH, LISTED)]),
        # the log holds more than the model made (a retry the framework ran itself)
        (
            [("c1", "book_room", BOOK, CONFIRMED)],
            [_call(1, "book_room", BOOK, CONFIRMED), _call(2, "book_room", BOOK, CONFIRMED)],
        ),
    ],
)
def test_no_words_are_read_where_every_call_was_logged(
    reads: list[str], made: list[tuple[str, str, dict[str, Any], str]], logged: list[ToolCall]
) -> None:
    assert unrecorded.unrecorded_calls(_trace(made, logged)) == []
    assert unrecorded.unrecorded_calls(_trace(made, logged), "book_room") == []
    assert reads == []


def test_a_call_the_log_lacks_is_still_named(reads: list[str]) -> None:
    """The deliberately broken record: the second booking taken out of the tool log."""
    made = [("c1", "book_room", BOOK, CONFIRMED), ("c2", "book_room", BOOK, CONFIRMED)]
    [line] = unrecorded.unrecorded_calls(_trace(made, [_call(1, "book_room", BOOK, CONFIRMED)]))
    assert "the model called book_room 2x" in line and "lacks the model's call c2" in line
    assert len(reads) == 2  # more made than logged: each call's words read, as before


@pytest.mark.parametrize("refusal", [REFUSED, "Error: invalid arguments for tool book_room"])
def test_a_frameworks_refusal_beyond_the_log_is_still_not_counted(
    reads: list[str], refusal: str
) -> None:
    """The near miss: one call more than the log holds, but the framework refused it before
    any tool ran (no call the harness saw)."""
    made = [("c1", "book_room", BOOK, CONFIRMED), ("c2", "book_room", {"room_id": "x"}, refusal)]
    logged = [_call(1, "book_room", BOOK, CONFIRMED)]
    assert unrecorded.refused_unrun(handed_words(refusal)), "not a refusal: the case is wrong"
    assert unrecorded.unrecorded_calls(_trace(made, logged)) == []
    assert reads, "more made than logged: the words must be read"
