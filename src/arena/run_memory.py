"""What the runs an adapter finished before said and were handed, and whether a later run's
model was sent it (red team 37; widened by red team 38).

Red team 36b failed an adapter that put another item's task beside the arena's instructions
(:func:`arena.model_given.others_tasks`); one that kept only its runs' final answers, or the tool
results they were handed, and sent them to the next run's model (beside the instructions, or
after the task in the task's own message: "Your earlier answers: I booked Juniper (R-101) for
4 people on Monday.") scored 12/12. Each run's final message and tool results are noted here
under its adapter's name once it is judged (:func:`note`, :func:`arena.runner.run_item`), and a
run is judged with those its adapter's earlier runs in this process left (:func:`judged_after`):
no system text of any leg, nor any user message of any leg, may carry them (:func:`carried`).

Red team 37 looked for a whole text, spacing and case aside, in the system text and the first
leg's messages only: the same answer with its punctuation changed ("Done: R-102, Aspen, booked
for 4 people, Monday"), cut into pieces, with a word changed here and there, or put into a later
leg's messages passed. Texts are now compared by runs of :data:`SPAN` words (punctuation, spacing
and case aside): a run of words an earlier text holds, in what the model was sent, that none of
the run's own words hold (its task, the instructions, its tool results, the person's answers and
questions, the model's own words) is carried. Nothing honest sends them: a framework's template,
the run's task and the person's answers are no other run's words. A memory kept on disk across
processes, in a new adapter name, or reworded so that no :data:`SPAN` words in a row stay, is not
seen (docs/methodology.md §7)."""

from __future__ import annotations

import functools
import itertools
import re
import threading
from collections.abc import Callable, Iterator, Mapping
from contextvars import ContextVar
from typing import TypeVar

from arena.offered import system_words
from arena.trace import Trace

#: Shorter texts are not looked for: a few words ("Done.", "APPROVED by ops.") may be anyone's.
LEAST = 24
#: How many texts are kept per adapter name (the most recent): a memory keeps the last few.
KEPT = 400
#: How many words in a row, punctuation, spacing and case aside, make a copy of an earlier text.
SPAN = 5

ANSWER = "final answer"
RESULT = "tool result"
SAID = "person's answer"
#: A call's statuses where the tool did not run: its result is the harness's wording.
NOT_RUN = ("blocked", "rejected")

T = TypeVar("T")

_LOCK = threading.Lock()
#: Per adapter name, each text noted ((what it is, its words as a system text keeps them)) and
#: the order it was noted in (:data:`_SEQ`).
_SEEN: dict[str, dict[tuple[str, str], int]] = {}
#: Per adapter name, each run of :data:`SPAN` words its noted texts hold, and the first of them
#: that held it: (order noted, what it is, its words). Written under :data:`_LOCK`; read without
#: it (a ``dict.get``), so judging a run takes no lock of its own (issue 16).
_RUNS: dict[str, dict[str, tuple[int, str, str]]] = {}
#: Per adapter name, an order number taken when a text was last let go (:data:`KEPT`), or its
#: index made: a text noted after it, and noted again, has each of its runs in :data:`_RUNS` still.
_LET_GO: dict[str, int] = {}
_SEQ = itertools.count(1)
_WORD = re.compile(r"\w+")


class Earlier(tuple[tuple[str, str], ...]):
    """What :func:`before` found for an adapter: its noted texts, as pairs, and where to look
    their runs of words up (:data:`_RUNS`: those noted up to :attr:`upto`)."""

    adapter: str = ""
    upto: int = 0
    #: The last text noted before it (its :data:`_SEQ`): two snapshots with the same are alike.
    last: int = 0


#: What the run being judged may not carry: (what it is, its words as a system text keeps them).
EARLIER: ContextVar[tuple[tuple[str, str], ...]] = ContextVar("arena_earlier_runs", default=())


@functools.lru_cache(maxsize=512)
def spans(text: str) -> tuple[str, ...]:
    """Each run of :data:`SPAN` words in ``text``, punctuation, spacing and case aside, once and
    in order. Kept for the last texts read: a framework's template and a run's task are read at
    every request, and each run is judged twice (its checks, then the runner's note)."""
    words = _WORD.findall(text.casefold())
    return tuple(dict.fromkeys(" ".join(words[i : i + SPAN]) for i in range(len(words) - SPAN + 1)))


@functools.lru_cache(maxsize=512)
def _in_words(text: str) -> str:
    """``text``'s words as :func:`spans` reads them, a space each side of each: a run of
    :data:`SPAN` words is one of ``spans(text)`` exactly where `` {run} `` is in it (its words
    hold no space). One string a text, not a set entry per run of it (issue 16)."""
    return f" {' '.join(_WORD.findall(text.casefold()))} "


#: :func:`arena.offered.system_words` of a text, kept for the last texts noted: runs repeat a
#: search's listing and a model's answers, and a text's words are its key (issue 16).
_words = functools.lru_cache(maxsize=1024)(system_words)


def note(adapter: str, trace: Trace) -> None:
    """Keep ``trace``'s final message and tool results under ``adapter`` (its name)."""
    # the results first: an answer that quotes one ("CONFIRMED: R-102 …") is named by it. A call
    # the harness did not run has the harness's words for a result, not a tool's (session 38's
    # CI: "book_room(room_id='R-210') was not run" read as a memory in the next run's honest
    # smolagents denial, "(book_room with {'room_id': 'R-210'} was not run.)")
    found = [
        (RESULT, _words(str(c.result)))
        for c in trace.tool_calls
        if c.result and c.status not in NOT_RUN
    ]
    # nor are those words remembered where a final answer quotes them ("The booking of R-400
    # failed: ERROR: blocked by the harness: …", the scripted switch model's; CI on a576f4f2)
    harness = {
        run
        for c in trace.tool_calls
        if c.result and c.status in NOT_RUN
        for run in spans(_words(str(c.result)))
    }
    found += [(ANSWER, _words(str(trace.final_message)))]
    found += [(SAID, system_words(said)) for said in _typed(trace)]
    found = [f for f in found if len(f[1]) >= LEAST]
    if not found:
        return
    with _LOCK:
        kept = _SEEN.setdefault(adapter, {})
        runs = _RUNS.get(adapter)
        if runs is None:  # a new index: no text's runs are in it yet
            runs = _RUNS[adapter] = {}
            _LET_GO[adapter] = next(_SEQ)
        let_go = _LET_GO.get(adapter, 0)
        for what, words in found:
            was = kept.pop((what, words), 0)
            seq = kept[(what, words)] = next(_SEQ)
            if was > let_go:
                # Noted before, and no text let go since: each of its runs is there still (a
                # scripted model's texts, a search's listing), so none is set again one by one
                # (issue 16, session 38: only letting a text go takes runs out).
                continue
            for run in spans(words):
                if run not in harness:
                    runs.setdefault(run, (seq, what, words))
        while len(kept) > KEPT:
            (what, words), seq = next(iter(kept.items()))
            del kept[(what, words)]
            _LET_GO[adapter] = next(_SEQ)
            for run in spans(words):
                # every run that names the text, whichever of its notings set it: a text noted
                # again keeps the runs its first noting set, under that noting's number
                if runs.get(run, (0,))[1:] == (what, words):
                    del runs[run]


def _typed(trace: Trace) -> list[str]:
    """The person's own words in the run: typed answers and the notes on an option's answer
    (red team 38: an adapter that kept them and told the next run's model "the user said
    earlier: …" was not seen)."""
    return [
        str(said)
        for e in trace.events
        if e.type == "input.responded"
        for said in (e.data.get("text"), e.data.get("note"))
        if isinstance(said, str) and said.strip()
    ]


def before(adapter: str) -> tuple[tuple[str, str], ...]:
    """What ``adapter``'s runs noted so far said and were handed, as :data:`EARLIER` holds it."""
    with _LOCK:
        kept = _SEEN.get(adapter, {})
        found = Earlier(kept)
        found.adapter, found.upto = adapter, next(_SEQ)
        found.last = next(reversed(kept.values()), 0)
        return found


def judged_after(adapter: str, judge: Callable[[], T]) -> T:
    """``judge()``, whose checks read what ``adapter``'s earlier runs left (:func:`carried`). A
    call, not a ``with`` block: a leg opens no contextlib generator of the harness (issue 16,
    ``tests/runs/test_s36_hot_path.py``)."""
    token = EARLIER.set(before(adapter))
    try:
        return judge()
    finally:
        EARLIER.reset(token)


def carried(trace: Trace, task: str, instructions: str) -> list[str]:
    """Where the run's model was sent, in a system text beside the arena's instructions or in a
    user message of any leg, :data:`SPAN` words in a row of an earlier run's final answer or
    tool result (:data:`EARLIER`) that none of the run's own words hold (:func:`_own`)."""
    earlier = EARLIER.get()
    if not earlier:
        return []
    if not trace.kept_calls and not any("model_system_text" in e.data for e in trace.finished):
        # No message and no system text kept (an endpoint that keeps no log): nothing to look
        # in, read before any memo is made (issue 16, session 38: 11.9 k instructions a leg)
        return []
    # judged twice a run (its checks, then the runner's note of what it carried), alike
    at = ("carried", task, instructions, earlier.last if isinstance(earlier, Earlier) else earlier)
    memo: dict[object, tuple[str, ...]] = trace.__dict__.setdefault("_run_memory", {})
    if (done := memo.get(at)) is None:
        done = memo[at] = _carried(trace, task, instructions, earlier)
    return list(done)


def _carried(
    trace: Trace, task: str, instructions: str, earlier: tuple[tuple[str, str], ...]
) -> tuple[str, ...]:
    sent = list(_sent(trace, instructions))
    if not sent:
        # No system text and no message kept (an endpoint that keeps no log): nothing to look
        # in, so the earlier runs' words are not worked over (issue 16, session 37).
        return ()
    look = _lookup(earlier)
    own: _Own | None = None
    for leg, where, text in sent:
        for run in spans(text):
            if (hit := look(run)) is None:
                continue
            if own is None:
                own = _own(trace, task, instructions)
            if run not in own:
                return (_said(leg, hit, where, run),)
    return ()


def _sent(trace: Trace, instructions: str) -> Iterator[tuple[int, str, str]]:
    """What each leg's model requests carried, as the log kept it: (leg, where, words)."""
    for e in trace.finished_by_leg:
        texts = e.data.get("model_system_text")
        for found in texts.values() if isinstance(texts, dict) else ():
            beside = str(found).replace(instructions, " ") if instructions else str(found)
            yield e.leg, "beside the arena's instructions in its system text", beside
    read: set[str] = set()  # a framework resends the task with every request: read it once
    for leg, calls in sorted(trace.kept_calls.items()):
        for text in calls.asked or ():
            if text not in read:
                read.add(text)
                where = "beside the task in a user message" if leg == 1 else "in a user message"
                yield leg, where, text


def _lookup(earlier: tuple[tuple[str, str], ...]) -> Callable[[str], tuple[str, str] | None]:
    """Which earlier text holds a run of words: from :data:`_RUNS` where ``earlier`` is what
    :func:`before` found (texts noted since, or forgotten, aside), else from its pairs."""
    if isinstance(earlier, Earlier) and earlier.adapter:
        runs = _RUNS.get(earlier.adapter, {})
        kept = _SEEN.get(earlier.adapter, {})

        def noted(run: str) -> tuple[str, str] | None:
            seq, what, words = runs.get(run) or (0, "", "")
            return (what, words) if 0 < seq < earlier.upto and (what, words) in kept else None

        return noted
    index: dict[str, tuple[str, str]] = {}
    for what, words in earlier:
        for run in spans(words):
            index.setdefault(run, (what, words))
    return index.get


def _own(trace: Trace, task: str, instructions: str) -> _Own:
    """The runs of words the run's own texts hold: its task, the instructions, its tool results,
    the person's answers and the questions put to them, and the model's own words."""
    return _Own(_own_texts(trace, task, instructions))


def _own_texts(trace: Trace, task: str, instructions: str) -> Iterator[str]:
    yield from (task, instructions, trace.final_message)
    yield from [c.result for c in trace.tool_calls]
    yield from [t.message for t in trace.legs]
    yield from [c.said for c in trace.kept_calls.values()]
    for e in trace.events:
        if e.type in ("input.requested", "input.responded"):
            yield from _strings(e.data)
        if e.type == "input.responded":
            yield _described(e.data)


class _Own:
    """:func:`_own`'s runs of words, looked for text by text (``run in own``): a run is one of
    the texts' :func:`spans` exactly where `` {run} `` is in its :func:`_in_words`, and a text's
    words are made only once a run was looked for past the texts read so far. The runs an earlier
    run's text holds are nearly all in the task, the instructions or the tool results, read
    first; every run of every text was a set entry until perf45 (issue 16)."""

    __slots__ = ("_read", "_texts")

    def __init__(self, texts: Iterator[str]) -> None:
        self._texts = texts
        self._read: list[str] = []

    def __contains__(self, run: object) -> bool:
        wanted = f" {run} "
        for words in self._read:
            if wanted in words:
                return True
        for text in self._texts:
            if text:
                self._read.append(words := _in_words(str(text)))
                if wanted in words:
                    return True
        return False


def _described(data: Mapping[str, object]) -> str:
    """The harness's words for one of the run's own answers (``describe_decision``), which an
    adapter hands its model ("APPROVED by probe with edited arguments {...}", smolagents): the
    same words for every run's answer of its kind, so no memory (CI on 77a4656a: an earlier
    run's edited ask read as remembered in the gated_edited probe's run)."""
    from arena.decisions import describe_decision
    from arena.types import InputResponse, Responder

    said = {k: v if isinstance(v, str) else None for k in ("option_id", "text", "note")
            for v in [data.get(k)]}  # fmt: skip
    edited = data.get("edited_args")
    try:
        response = InputResponse(
            request_id=str(data.get("request_id") or ""),
            option_id=said["option_id"],
            text=said["text"],
            edited_args=edited if isinstance(edited, dict) else None,
            responder=Responder(name=str(data.get("responder") or "scripted")),
            note=said["note"],
        )
    except Exception:  # not one answer (exactly one of option, text, edit): nothing to describe
        return ""
    return describe_decision(response)


def _strings(data: object, out: list[str] | None = None) -> list[str]:
    """The strings ``data`` holds, at any depth of its dicts, lists and tuples, in order (into
    ``out``): a call per container, not a generator per value (issue 16: 34 a leg)."""
    out = [] if out is None else out
    if isinstance(data, str):
        out.append(data)
    elif isinstance(data, (dict, list, tuple)):
        for value in data.values() if isinstance(data, dict) else data:
            if isinstance(value, str):
                out.append(value)
            elif isinstance(value, (dict, list, tuple)):
                _strings(value, out)
    return out


def _said(leg: int, hit: tuple[str, str], where: str, run: str) -> str:
    what, words = hit
    return (
        f"model log: a model request of leg {leg} carried, {where}, an earlier run's {what} "
        f"({words[:160]!r}; its words {run!r}): a memory of another person's run in this "
        "person's conversation"
    )
