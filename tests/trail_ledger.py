"""One cross-check of a store after a fault (no tests here): the ledger against the trail.

Every side effect has an approval (or an edit) stored before it began and its own
``side_effect.started`` entry; no approval began the same tool twice; every answer has exactly
one decision entry in its run's trail, of its own verdict, and every decision entry an answer.
``arena audit verify`` holds the chain's links; this holds what the links join (durable37: run
after each kill point of ``tests/store/test_store_crash.py`` and the races of
``test_store_race.py``, on SQLite and PostgreSQL alike, through the Store API).
"""

from __future__ import annotations

from collections import Counter

from arena.store.base import Store
from arena.store.rows import verdict

#: The trail's words for a decision (``arena.store.rows.verdict``).
DECISIONS = frozenset(
    {"request.approved", "request.denied", "request.edited", "request.answered", "request.expired"}
)


def cross_check(store: Store) -> list[str]:
    """What does not hold, one line each (empty: all of it holds)."""
    wrong: list[str] = []
    for run in store.runs():
        history = store.history(run.id)
        answers = {r.id: r.response for r in store.requests(run.id) if r.response is not None}
        live: Counter[tuple[str, str]] = Counter()
        for effect in store.side_effects(run.id):
            key = effect.key
            answer = answers.get(key.request_id)
            if answer is None or not answer.approved:
                wrong.append(f"{run.id}: {key.tool} began under {key.request_id}, not approved")
            elif answer.at > effect.started_at:
                wrong.append(f"{run.id}: {key.tool} began before {key.request_id} was approved")
            if effect.status in ("started", "ok"):
                live[(key.request_id, key.tool)] += 1
            started = [
                h
                for h in history
                if h.transition == "side_effect.started" and h.request_id == key.request_id
            ]
            if not started:
                wrong.append(f"{run.id}: {key.tool} under {key.request_id} has no trail entry")
        wrong += [
            f"{run.id}: {tool} ran {n} times under {request_id}"
            for (request_id, tool), n in live.items()
            if n > 1
        ]
        decided = Counter(
            (h.request_id, h.transition) for h in history if h.transition in DECISIONS
        )
        for request_id, answer in answers.items():
            mine = {t: n for (rid, t), n in decided.items() if rid == request_id}
            if mine != {f"request.{verdict(answer)}": 1}:
                wrong.append(f"{run.id}: answer to {request_id} has decision entries {mine}")
        wrong += [
            f"{run.id}: {transition} of {request_id} without an answer"
            for request_id, transition in decided
            if request_id not in answers
        ]
    return wrong
