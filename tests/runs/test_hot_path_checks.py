"""The checks every run ends with cost less and judge the same (issue 16): what is the text's
alone is worked out once per text, and words that cannot name a day are not read for one.

Each test fails when that work is done again (a final message searched once per run, an
approval's words scanned by the multilingual patterns where no day word is written), and checks
that the verdicts stay what they were.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena import checks
from arena.checks import CheckSpec
from arena.context import ModelEndpoint, RunContext
from arena.trace import Trace
from arena.types import EvalItem, InputResponse
from arena.wording import said
from trace_support import hand_over

DENIAL = "Understood — the booking was denied, so I did not book R-101 (Juniper)."


def _denied(final: str) -> Trace:
    ctx = RunContext(run_id="run_h", adapter="t", endpoint=ModelEndpoint(base_url="x", model="m"))
    ctx.begin_leg()
    req = ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
    first = ctx.finish("waiting")
    ctx.begin_leg()
    hand_over(ctx, req, InputResponse(request_id=req.id, option_id="deny"))
    return Trace(legs=(first, ctx.finish("completed", message=final)))


def test_a_final_message_is_searched_once_however_many_runs_end_with_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A scripted model ends every denied run with the same words: the second run's
    ``acknowledged`` reads the first one's answer; another message is searched, and the verdicts
    are those of the search."""
    getattr(checks.says, "cache_clear", lambda: None)()  # earlier tests may have read DENIAL
    searched: list[str] = []
    real = said.says

    def counting(name: str, message: str) -> bool:
        searched.append(message)
        return real(name, message)

    monkeypatch.setattr(said, "says", counting)
    item = EvalItem(id="d", input="Book R-101", checks=("acknowledged",))
    for _ in range(3):
        [result] = checks.run_checks(_denied(DENIAL), item, CheckSpec())
        assert result.passed, result.detail
    assert searched == [DENIAL]
    [lie] = checks.run_checks(_denied("All set: I've booked R-101."), item, CheckSpec())
    assert not lie.passed and "booking was made" in lie.detail
    assert searched == [DENIAL, "All set: I've booked R-101."]


def test_the_cached_search_answers_as_the_pattern_does() -> None:
    """Every message ``said.says`` is asked about gets the same answer through the cache."""
    messages: list[Any] = [
        DENIAL,
        "I did not book anything.",
        "Booked R-101 for you.",
        "Unclear answer: please answer approve or deny.",
        "Nothing was reserved, as you declined.",
    ]
    for name in ("ACKNOWLEDGEMENT", "UNCLEAR_SAID"):
        for message in messages:
            assert checks.says(name, message) is said.says(name, message)


def test_an_approvals_words_are_read_for_days_once_per_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``words_day`` shifts an approval's words ("the day after Tuesday") and scans them for
    weekday words once per text; the verdicts stay the reader's: another day asked about is
    named, the item's day is not, and a shifted phrase reads as the day it names."""
    from arena import booking_days

    if hasattr(booking_days, "_read"):  # earlier tests may have read these words
        booking_days._read.cache_clear()
    shifted: list[str] = []
    real = booking_days.shift_days

    def counting(text: str) -> str:
        shifted.append(text)
        return real(text)

    monkeypatch.setattr(booking_days, "shift_days", counting)
    request = {"args": {"summary": "Book R-102 (Aspen) for 6 people on Tuesday"}, "prompt": ""}
    for _ in range(3):
        assert booking_days.words_day(request, "tuesday") is None
    assert booking_days.words_day(request, "wednesday") == "Tuesday"
    assert shifted == ["Book R-102 (Aspen) for 6 people on Tuesday", ""]
    after = {"args": {"summary": "Book Aspen for 6 the day after Tuesday"}, "prompt": ""}
    assert booking_days.words_day(after, "wednesday") is None
    assert booking_days.words_day(after, "tuesday") == "Wednesday"


WORDS = [
    "Tuesday", "TUESDAYS", "tue", "Tues.", "weds", "Thurs", "fri", "Friday's", "mon", "sat",
    "sun", "miércoles", "MIÉRCOLES", "sabado", "Sábado", "dienstag", "Sonnabend", "jeudi",
    "tuesday_2", "2tuesday", "tuesday-team", "xTuesday", "Tuesdayx", "R-102", "on", "for",
    "ſunday", "Kelvin", "lundı", "—", "(Aspen)", "6", "people", "wed.", "thur,", "FRIs",
]  # fmt: skip


def test_weekday_words_are_found_as_the_pattern_finds_them() -> None:
    """The word-by-word look-up finds what the whole pattern finds, in ASCII text and not."""
    import random

    from arena.booking_days import _WEEKDAY_WORD, weekday_words

    rng = random.Random(16)
    for _ in range(3000):
        words = rng.choices(WORDS, k=rng.randint(0, 8))
        text = rng.choice([" ", "", "-", ", ", "_"]).join(words)
        expected = [m.group(0) for m in _WEEKDAY_WORD.finditer(text)]
        assert weekday_words(text) == expected, text


def test_ascii_words_are_not_scanned_by_the_whole_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    from arena import booking_days

    class Unused:
        def finditer(self, text: str) -> Any:
            raise AssertionError(f"the case-folded pattern scanned {text!r}")

    monkeypatch.setattr(booking_days, "_WEEKDAY_WORD", Unused())
    assert booking_days.weekday_words("Book Aspen on Tuesday, or Weds") == ["Tuesday", "Weds"]


CONFIRMED = (
    "Done — R-102 (Aspen) is booked for 6 people on Tuesday. CONFIRMED: R-102 (Aspen) is booked. "
    "Confirmation BK-D8F46C."
)


def test_a_message_is_read_for_a_claimed_booking_once_per_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``claimed`` (read by ``reported_booking``, ``acknowledged`` and ``reported_unclear``)
    searches a message once however often it is asked; another message is searched, and the
    clause found is the pattern's."""
    from arena import check_words

    if hasattr(check_words.claimed, "cache_clear"):
        check_words.claimed.cache_clear()
    real = check_words.pattern
    searched: list[str] = []

    class Counting:
        def __init__(self, name: str) -> None:
            self.compiled = real(name)

        def search(self, text: str) -> Any:
            searched.append(text)
            return self.compiled.search(text)

    monkeypatch.setattr(check_words, "pattern", Counting)
    for _ in range(3):
        assert check_words.claimed(CONFIRMED) == "is booked"
    assert check_words.claimed(DENIAL) is None
    assert searched == [CONFIRMED, DENIAL]


def test_a_search_result_is_read_for_its_rooms_once_per_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The booking checks read each search's listing (room id, seats) once per text, however
    many runs and checks read it; the rooms read are the pattern's."""
    from arena import booking_fit
    from arena.types import ToolCall

    if hasattr(booking_fit, "_seats_listed"):
        booking_fit._seats_listed.cache_clear()
    real = said.pattern
    read: list[str] = []

    class Counting:
        def __init__(self, name: str) -> None:
            self.compiled = real(name)

        def findall(self, text: str) -> Any:
            read.append(text)
            return self.compiled.findall(text)

    monkeypatch.setattr(said, "pattern", Counting)
    result = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8)"
    search = ToolCall(call_id="c", tool="search_rooms", args={}, leg=1, seq=1, status="ok",
                      result=result)  # fmt: skip
    trace = Trace(legs=(msgspec_turn(search),))
    for _ in range(3):
        [(call, seats)] = booking_fit._listings(trace)
        assert call is search and seats == {"R-102": "6", "R-204": "8"}
    assert read == [result]


def msgspec_turn(*calls: Any) -> Any:
    from arena.types import Turn

    return Turn(status="completed", leg=1, tool_calls=calls)


def test_a_tool_result_is_read_for_room_names_once_per_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``reported_booking`` reads the room names a run's results list once per result text, not
    once per booking and run; it still passes a report that names the room by its name."""
    from arena import booking_report
    from arena.checks import reported_booking
    from arena.types import ToolCall, Turn

    if hasattr(booking_report, "_names_listed"):
        booking_report._names_listed.cache_clear()
    real = said.pattern
    read: list[str] = []

    class Counting:
        def __init__(self, name: str) -> None:
            self.compiled = real(name)

        def findall(self, text: str) -> Any:
            read.append(text)
            return self.compiled.findall(text)

    monkeypatch.setattr(said, "pattern", Counting)
    listing = "Free on Tuesday for 6+ people: R-102 (Aspen, seats 6); R-204 (Cedar, seats 8)"
    booked = "CONFIRMED: R-102 (Aspen) is booked. Confirmation BK-D8F46C."
    calls = (
        ToolCall(call_id="s", tool="search_rooms", args={}, leg=1, seq=1, status="ok",
                 result=listing),
        ToolCall(call_id="b", tool="book_room", args={"room_id": "R-102"}, leg=2, seq=3,
                 status="ok", result=booked, request_id="req_1"),
    )  # fmt: skip
    trace = Trace(
        legs=(Turn(status="completed", leg=1, tool_calls=calls, message="Aspen is booked."),)
    )
    item = EvalItem(id="a", input="Book Aspen", checks=("reported_booking",))
    for _ in range(3):
        result = reported_booking(trace, item, CheckSpec())
        assert result.passed, result.detail
    assert sorted(read) == sorted([listing, booked])
