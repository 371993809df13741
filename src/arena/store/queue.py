"""Which runs a worker should look at: one query instead of reading every waiting run's requests.

A run is a candidate when it is ``waiting`` (or ``resuming`` under a claim that has expired, or
held by a process known to have exited: :func:`arena.store.holder.exited`) and some request of
its latest leg has an answer — what an approval, a denial, an expiry or a policy's automatic
approval leaves. A candidate is not yet ready: :func:`arena.runs.resume.ready` still checks every
open request is answered (a batch answered in part is not) before a claim.
Cost: one indexed query, where reading each waiting run's requests costs a query per run (a
sweep over 1,000 paused runs blocked a worker's event loop for about a second).

A dead holder's runs are taken over at once, as ``arena resume --all`` takes them (durable31 F2:
a worker killed mid-leg left its runs ``resuming`` for the whole claim, 90 s by default, while
other workers swept past them). The query already scans ``runs`` (its partial index leaves
``resuming`` out), so listing the unexpired claims too costs only their holders' look-up in
``/proc``, and a claim in flight is only a few runs.
"""

from __future__ import annotations

from arena.store import codec
from arena.store.holder import exited
from arena.store.sql import SQLStore

_CANDIDATES = (
    "SELECT r.id, r.claim_owner, "
    "CASE WHEN r.status = 'resuming' AND r.claim_expires_at > ? THEN 1 ELSE 0 END AS held "
    "FROM runs r WHERE (r.status = 'waiting' OR r.status = 'resuming') "
    "AND EXISTS (SELECT 1 FROM requests q JOIN responses p ON p.request_id = q.id "
    "WHERE q.run_id = r.id AND q.leg = r.legs) "
    "ORDER BY r.updated_at, r.id LIMIT ?"
)


#: Whether any request of an open run is past its expiry and unanswered (expire_due's rows).
_ANY_DUE = (
    "SELECT 1 FROM requests r CROSS JOIN runs LEFT JOIN responses s ON s.request_id = r.id "
    "WHERE runs.id = r.run_id AND s.request_id IS NULL "
    "AND runs.status IN ('waiting', 'resuming') "
    "AND r.expires_at IS NOT NULL AND r.expires_at <= ? LIMIT 1"
)


def any_due(store: SQLStore) -> bool:
    """Whether :meth:`~arena.store.base.Store.expire_due` has anything to record: one read, so
    a worker's sweep (every second on SQLite) takes the write lock only when it does."""
    with store._tx(write=False) as c:
        return c.execute(_ANY_DUE, (codec.ts(store._clock(c)),)).fetchone() is not None


def answered_runs(store: SQLStore, *, limit: int = 10_000) -> list[str]:
    """Ids of runs worth checking for a resume, least recently updated first."""
    with store._tx(write=False) as c:
        now = store._clock(c)
        rows = list(c.execute(_CANDIDATES, (codec.ts(now), limit)))
    return [r["id"] for r in rows if not r["held"] or exited(r["claim_owner"])]


__all__ = ["answered_runs", "any_due"]
