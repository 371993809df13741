"""The harness's own record of a leg's marked ``leg.finished`` is put in place, not rebuilt
(perf42, issue 16).

``HarnessLog._replace_event`` rebuilt three lists of the whole run by ``seq`` on every logged
leg (29.9 k instructions a vanilla leg). In the harness's own two lists every ``seq`` is its
counter's, one event each, so the event is sought from the end, where a leg's ``leg.finished``
sits; the adapter's public list, which may hold anything, is still rebuilt whole. The records
must not change."""

from __future__ import annotations

import random

from arena.context import ModelEndpoint, RunContext
from arena.harness_log import _swap
from arena.types import Event


def _comprehension(events: list[Event], new: Event) -> list[Event]:
    """What the harness's lists were rebuilt as before."""
    return [new if e.seq == new.seq else e for e in events]


def test_a_swap_is_the_rebuilt_list_wherever_the_seq_is_or_is_not() -> None:
    rng = random.Random(42)
    for _ in range(2000):
        seqs = rng.sample(range(1, 60), rng.randint(0, 12))  # the counter's: one event each
        events = [Event(type="note", leg=1, seq=s) for s in seqs]
        new = Event(type="leg.finished", leg=1, seq=rng.randint(1, 60), data={"m": 1})
        swapped = list(events)
        _swap(swapped, new)
        assert swapped == _comprehension(events, new)
        assert [e is new for e in swapped] == [e.seq == new.seq for e in events]


def test_a_marked_leg_finished_lands_in_every_record_once() -> None:
    endpoint = ModelEndpoint(base_url="http://x/v1", model="m")
    ctx = RunContext(run_id="run_s42_swap", adapter="vanilla", endpoint=endpoint)
    ctx.begin_leg()
    ctx._emit("note", text="before")
    finished = ctx._emit("leg.finished", status="waiting")
    ctx.events.append(Event(type="note", leg=1, seq=finished.seq))  # the adapter's own, same seq
    marks = {"model_calls": {"calls": [["c1"]], "returned": [], "said": ""}}
    marked = Event(type="leg.finished", leg=1, seq=finished.seq, data={**finished.data, **marks})
    ctx._replace_event(marked, marks)
    assert ctx.events[-2:] == [marked, marked]  # the public list: rebuilt whole, as before
    assert ctx.events[-2] is marked and ctx.events[-1] is marked
    for own in (ctx._leg_events(), ctx.logged_events):
        assert [e.type for e in own][-2:] == ["note", "leg.finished"]
        assert own[-1].data == {"status": "waiting", **marks} and own[-1] is not marked
        assert sum(e.seq == finished.seq for e in own) == 1
