"""A leg's ``model_turns`` mark is the same built in one pass (perf42, issue 16).

:func:`arena.evidence.leg_turns` took each field through a generator of its own, a Python frame
per value (48.9 k instructions a vanilla leg); one loop now takes each request's values in C. The
mark must not change: the same values, first seen first, for any window of requests."""

from __future__ import annotations

import random

from arena.agent_steps import unmade_turns
from arena.evidence import LegTurns, leg_turns
from arena.request_log import LoggedRequest


def _as_before(leg: int, entries: list[LoggedRequest], resumed: bool) -> LegTurns:
    """The generator version this replaced, word for word."""
    first = entries[0] if resumed and entries else None
    return LegTurns(
        leg=leg,
        made=tuple(dict.fromkeys(k for e in entries for k in e.made)),
        names=tuple(sorted({n for e in entries for n in e.calls})),
        said=first.said if first is not None else None,
        turns=first.turns if first is not None else None,
        heard=tuple(dict.fromkeys(h for e in entries for h in e.heard)),
        told=tuple(dict.fromkeys(t for e in entries for t in e.told)),
        handed=tuple(dict.fromkeys(h for e in entries for h in e.handed)),
        foreign=unmade_turns(entries),
    )


def _entry(rng: random.Random, seq: int) -> LoggedRequest:
    def some(pool: list[str], n: int = 4) -> tuple[str, ...]:
        return tuple(rng.choice(pool) for _ in range(rng.randint(0, n)))

    keys = ["k1", "k2", "k3", "call_a", "call_b", ""]
    words = ["approve", "deny", "unclear", "Yes, book it.", "No."]
    return LoggedRequest(
        seq=seq,
        run_id="run_a",
        made=some(keys),
        turns=some(keys),
        calls=some(["search_rooms", "book_room", "request_approval"]),
        said=some(["Book a room for 6 on Tuesday.", "Hello!"], 2),
        heard=tuple(
            (rng.choice(keys), rng.choice(keys), rng.choice(words[:3]), rng.choice(words))
            for _ in range(rng.randint(0, 3))
        ),
        told=tuple(
            (rng.choice(keys), rng.choice(keys), rng.choice(words))
            for _ in range(rng.randint(0, 3))
        ),
        handed=tuple(
            (rng.choice(keys), "book_room", rng.choice(keys), rng.choice(words), "")
            for _ in range(rng.randint(0, 3))
        ),
        unrouted=rng.random() < 0.15,
    )


def test_the_mark_is_the_same_for_any_window_of_requests() -> None:
    rng = random.Random(42)
    for case in range(2000):
        entries = [_entry(rng, seq) for seq in range(1, rng.randint(0, 6) + 1)]
        if case % 7 == 0:
            rng.shuffle(entries)  # a window out of seq order too
        resumed = rng.random() < 0.5
        assert leg_turns(3, entries, resumed) == _as_before(3, entries, resumed), entries


def test_values_keep_the_order_they_were_first_seen_in() -> None:
    first = LoggedRequest(seq=1, run_id="r", made=("b", "a"), calls=("z", "y"))
    second = LoggedRequest(
        seq=2,
        run_id="r",
        made=("a", "c", "b"),
        calls=("y", "x"),
        heard=(("c1", "k", "approve", "yes"), ("c1", "k", "approve", "yes")),
    )
    turns = leg_turns(2, [first, second], resumed=True)
    assert turns.made == ("b", "a", "c") and turns.names == ("x", "y", "z")
    assert turns.heard == (("c1", "k", "approve", "yes"),)
    assert turns.said == () and turns.turns == ()  # the first request's, as it carried them
    assert leg_turns(2, [], resumed=True) == LegTurns(leg=2)
