"""Issue 16 (perf45): the run memory's test of a run's own words (``run_memory._own``), each
text's words as one string, looked for text by text, in place of a set of every run of
:data:`arena.run_memory.SPAN` words its texts hold. The same answer as the set for every run: those of its texts, runs across two texts, runs of other texts,
runs with a word changed, case, punctuation and other scripts aside as :func:`spans`
reads them."""

from __future__ import annotations

import random

from arena import run_memory
from arena.run_memory import SPAN, _in_words, _Own, spans
from arena.trace import Trace
from arena.types import Event, ToolCall, Turn

_WORDS = ["book", "room", "r-102", "aspen", "approved", "Tuesday", "für", "6", "ÉTÉ", "ok", "a"]
_MARKS = [" ", "  ", ", ", ". ", "\n", " (", ") ", ": ", "—", "'"]


def _text(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(_WORDS) + rng.choice(_MARKS) for _ in range(n))


def _as_set(texts: list[str]) -> set[str]:
    """What ``_own`` returned until perf45: every run of each text, in one set."""
    return {run for text in texts if text for run in spans(str(text))}


def _as_words(texts: list[str]) -> str:
    return "\n".join([_in_words(str(text)) for text in texts if text])


def test_a_run_is_the_texts_own_exactly_where_the_set_holds_it() -> None:
    rng = random.Random(45)
    answers = {True: 0, False: 0}
    for _ in range(300):
        texts = [_text(rng, rng.randrange(0, 14)) for _ in range(rng.randrange(1, 5))]
        own_set, own_words, own = _as_set(texts), _as_words(texts), _Own(iter(texts))
        others = [_text(rng, rng.randrange(SPAN, 12)) for _ in range(3)]
        # runs across two of the texts, other texts' runs
        across = [" ".join((texts[i - 1] + " " + texts[i]).split()) for i in range(1, len(texts))]
        asked = {r for t in [*texts, *others, *across] for r in spans(t)}
        # ... and each of the texts' runs with one word changed (a run is SPAN words, always)
        asked |= {" ".join([*r.split()[:2], "a", *r.split()[3:]]) for r in own_set}
        for run in asked:
            assert (run in own_set) == (f" {run} " in own_words) == (run in own), (run, texts)
            answers[run in own_set] += 1
    assert min(answers.values()) > 1000  # both answers, many times each


def test_short_texts_and_words_hold_no_run() -> None:
    words = _as_words(["Done.", "APPROVED by ops", "", "one two three four"])
    assert f" {'one two three four five'} " not in words
    assert f" {'approved by ops done one'} " not in words  # not across texts
    assert _as_set(["one two three four"]) == set()


def _trace(result: str, message: str) -> Trace:
    call = ToolCall(
        call_id="c1", tool="search_rooms", args={"day": "Tuesday"}, leg=1, seq=1, status="ok",
        result=result,
    )  # fmt: skip
    asked = Event(
        type="input.requested", leg=1, seq=2, data={"request_id": "q1", "prompt": "Book?"}
    )
    answer = {"request_id": "q1", "option_id": "approve"}
    answered = Event(type="input.responded", leg=2, seq=3, data=answer)
    legs = (
        Turn(status="waiting", leg=1, events=(asked,), tool_calls=(call,)),
        Turn(status="completed", leg=2, message=message, events=(answered,)),
    )
    return Trace(legs=legs)


def test_the_run_s_own_texts_give_the_set_s_answer() -> None:
    task = "Please book a room for 6 people on Tuesday afternoon."
    trace = _trace("Aspen (R-102) seats 8 and is free on Tuesday.", "Booked Aspen for you.")
    own = run_memory._own(trace, task, "You book rooms; ask before booking any room.")
    texts = [task, "You book rooms; ask before booking any room.", trace.final_message,
             "Aspen (R-102) seats 8 and is free on Tuesday.", "Booked Aspen for you.", "Book?"]  # fmt: skip
    for run in _as_set(texts):
        assert run in own, run
    for run in spans("Juniper (R-204) seats 4 and is free on Monday, book it."):
        assert run not in own, run
    # looked for text by text: a run of the task reads no more than the task
    fresh = run_memory._own(trace, task, "")
    assert spans(task)[0] in fresh and len(fresh._read) == 1
