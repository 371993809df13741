"""``run_memory.note`` indexes a text's runs of words once, not at every run that says it again
(issue 16, session 38).

Red team 38's index (:data:`arena.run_memory._RUNS`) set each of a noted text's runs of
:data:`~arena.run_memory.SPAN` words one by one on every run, and worked each text's words out
anew, though a text noted before (the same search listing, the same denial: a scripted model's
runs repeat, a real one's often do) has its runs there already and ``setdefault`` changes none:
41.4 k instructions a vanilla leg for ``note`` (``bench.instructions vanilla --rounds 2
--function arena.run_memory:note``, d66800d2). Only letting a text go (:data:`KEPT`) takes runs
out, so a text noted again with none let go since is not indexed again; its words are kept for
the last texts. What is indexed, and so what ``carried`` finds, is the same: the runs of a new
text, or of one whose runs a text let go took with it, are set as before."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from arena import run_memory
from arena.trace import Trace
from arena.types import Turn

ADAPTER = "s38_note_once"
ANSWER = "I booked Aspen (R-102) for 4 people on Monday at 10:00, as you approved."
OTHER = "I booked Aspen (R-102) for 4 people on Tuesday instead, the room you picked."


class _Counted(dict):  # type: ignore[type-arg]
    sets = 0

    def setdefault(self, key, default=None):  # type: ignore[no-untyped-def,override]
        _Counted.sets += 1
        return super().setdefault(key, default)


@pytest.fixture(autouse=True)
def _fresh() -> Iterator[None]:
    _Counted.sets = 0
    run_memory._RUNS[ADAPTER] = _Counted()
    yield
    run_memory._SEEN.pop(ADAPTER, None)
    run_memory._RUNS.pop(ADAPTER, None)


def _note(message: str) -> None:
    run_memory.note(ADAPTER, Trace(legs=(Turn(status="completed", message=message),)))


def test_a_text_noted_again_sets_no_run_again() -> None:
    _note(ANSWER)
    first = _Counted.sets
    index = dict(run_memory._RUNS[ADAPTER])
    assert first == len(run_memory.spans(run_memory.system_words(ANSWER))) > 0
    _note(ANSWER)
    _note(ANSWER)
    assert _Counted.sets == first  # the old code set every run again: 3 × first
    assert dict(run_memory._RUNS[ADAPTER]) == index  # each run still names the first noting


def test_a_new_text_sharing_runs_is_indexed_as_before() -> None:
    _note(ANSWER)
    _note(OTHER)
    runs = run_memory._RUNS[ADAPTER]
    other = run_memory.system_words(OTHER)
    answer = run_memory.system_words(ANSWER)
    for run in run_memory.spans(other):
        held = runs[run][2]
        assert held == (answer if run in run_memory.spans(answer) else other)


def test_runs_an_evicted_text_took_are_set_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(run_memory, "KEPT", 1)
    _note(ANSWER)
    _note(OTHER)  # ANSWER evicted, and with it the runs it held, OTHER's shared ones too
    _note(OTHER)  # noted again: the shared runs are missing, so they are set for OTHER
    other = run_memory.system_words(OTHER)
    assert {r: v[2] for r, v in run_memory._RUNS[ADAPTER].items()} == dict.fromkeys(
        run_memory.spans(other), other
    )


def test_a_text_noted_again_and_let_go_leaves_no_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its runs were set at its first noting, under that noting's number; letting it go compared
    its latest number, so they stayed in the index for good (a leak as texts come and go, and a
    run a later text shares kept naming the text let go)."""
    monkeypatch.setattr(run_memory, "KEPT", 1)
    _note(ANSWER)
    _note(ANSWER)
    _note(OTHER)  # ANSWER let go
    answer = run_memory.system_words(ANSWER)
    assert [r for r, v in run_memory._RUNS[ADAPTER].items() if v[2] == answer] == []


def test_a_run_with_no_log_is_not_worked_over() -> None:
    """Where no model log kept a message or a system text (the benchmark's model, any endpoint
    without a per-run log) there is nothing to look in: ``carried`` answers before it makes its
    memo or walks the legs (11.9 k instructions a vanilla leg on b6d8443c, 2 calls a run)."""
    _note(ANSWER)
    run = Trace(legs=(Turn(status="completed", message="Done."),))
    token = run_memory.EARLIER.set(run_memory.before(ADAPTER))
    try:
        assert run_memory.carried(run, "Book a room for 4.", "You book rooms.") == []
    finally:
        run_memory.EARLIER.reset(token)
    assert "_run_memory" not in run.__dict__  # the old code made and filled a memo here
