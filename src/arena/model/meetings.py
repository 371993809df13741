"""Head counts that belong to two meetings, not one group: each with its own time, or a second
room asked for. Split from :mod:`arena.model.task` (it had reached 500 lines)."""

from __future__ import annotations

import itertools

from arena.model.clock_times import AT_TIME, CLOCK, TIME_TOKEN
from arena.model.count_words import BEFORE, people_after, strong_before
from arena.wording.numbers import Number


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Between a time and the count it belongs to: "10am: 6 people", "at 10am for 6"
_TIME_LEAD = CLOCK | _words(": - , for fur para pour")
#: Before a second count, words that ask for a second room ("and a second one for 4")
_SECOND = _words("second another 2nd zweiten zweite zweiter weiteren weitere segunda segundo otra "
                 "otro autre deuxieme seconde")  # fmt: skip


def _within(toks: list[str], start: int, end: int) -> bool:
    """Whether no sentence or clause ends between ``start`` and ``end`` ("6 people; 2pm: …")."""
    return not any(t in (".", ";", "!", "?") for t in toks[start:end])


def two_meetings(toks: list[str], numbers: list[Number], times: set[int]) -> str | None:
    """Why head counts for two meetings are no one head count: each with its own time ("for 6
    people at 10am and for 4 people at 2pm", "Tuesday: 6 people at 10am, then 4 at 2pm", "for 6
    at 10am and 4 at 2pm"), or a second room asked for ("… and a second one for 4"). "4
    engineers and 2 designers at 10am" is one meeting: only the last count has a time."""
    counts = [
        n
        for n in numbers
        if people_after(toks, n) is not None
        or strong_before(toks, n)
        or (toks[n.end : n.end + 1] and toks[n.end] in AT_TIME and n.end + 1 in times)
    ]
    for a, b in itertools.pairwise(counts):
        lead = toks[max(a.end, b.start - 5) : b.start]
        if any(t in _SECOND for t in lead) and lead[-1] in BEFORE:
            return f"it asks for more than one room ({a.value}, {b.value})"
    timed: dict[str, int] = {}  # each count's own time (its text, or where a "10:30" is)
    claimed: set[int] = set()
    for k, n in enumerate(counts):
        after = people_after(toks, n)
        end = after + 1 if after is not None else n.end
        stop = min(counts[k + 1].start if k + 1 < len(counts) else len(toks), end + 4)
        start = max(counts[k - 1].end if k else 0, n.start - 5)
        before = [t for t in sorted(times - claimed, reverse=True) if start <= t < n.start]
        near = [t for t in before if set(toks[t + 1 : n.start]) <= _TIME_LEAD]  # "10am: 6"
        near = near or [
            t for t in sorted(times - claimed) if end <= t < stop and _within(toks, end, t)
        ]
        near = near or before
        if near and _within(toks, min(near[0], end), max(near[0], n.start)):
            claimed.add(near[0])
            timed.setdefault(
                f"{near[0]}" if toks[near[0]] == TIME_TOKEN else toks[near[0]], n.value
            )
    if len(timed) > 1:
        shown = ", ".join(str(v) for v in timed.values())
        return f"it gives head counts for different times ({shown})"
    return None
