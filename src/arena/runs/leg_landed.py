"""Whether a leg whose commit went unseen landed: the store read back, not the error believed.

A leg is one write (``record_leg``). Where the connection went as it committed (a failover, a
server restart: CommitUnknown) the write may have landed or not. It was taken as not landed:
the run's claim "released" (finding nothing to release), and a resume that completed the run
and booked R-102 once was reported failed ('…; the claim had been lost (the run is now
completed)'), with a policy's approval of a request the leg asked never given (durable42). The
store now says: the leg is there, and no other process has claimed the run since this one's
claim (its trail's last claim names this owner and its fencing token), so it is this leg; a
first leg, under a run id no other process has, is there or not.
"""

from __future__ import annotations

from arena.errors import NotFound, StoreError
from arena.store.base import Store

#: The trail entries that give a run's claim to a process.
_CLAIMS = ("run.claimed", "run.claim_taken_over")


def landed(store: Store, run_id: str, leg: int, owner: str | None, token: int | None) -> bool:
    """Whether leg ``leg`` of ``run_id`` is in the store as this process wrote it (``owner``
    and ``token``: the claim it wrote under; None: a first leg). False where the store cannot
    be read: then the write's own error stands."""
    try:
        record = store.run(run_id)
        if record.legs < leg:
            return False
        if owner is None:
            return True
        claims = [e for e in store.history(run_id) if e.transition in _CLAIMS]
    except (NotFound, StoreError):
        return False
    mine = f"by {owner} (fencing token {token})" if token is not None else f"by {owner} "
    return bool(claims) and mine in (claims[-1].note or "")
