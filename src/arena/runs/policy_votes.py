"""The policy's own approval of a request whose rule says ``approval: none``: given as the leg
that asked it is recorded, and given again before a resume where that one was lost.

The approval is a write of its own after the leg's: where the server went just after the leg
committed (a restart, a failover), or the process was killed between the two, the leg stood and
the approval did not. The run then waited for an answer no person is asked for — ``arena
resume`` said 'still waits for an answer … answer first', ``arena worker`` and ``resume --all``
never took it up — and the decision the policy took was lost (durable42). A resume now gives it
first (:func:`arena.runs.readiness.ready`), under the rule the request was stamped with, once:
an answer stored meanwhile (another resumer's) stands.
"""

from __future__ import annotations

from collections.abc import Iterable
from contextlib import suppress
from typing import TYPE_CHECKING, Any

from arena.errors import Conflict
from arena.types import InputRequest, Responder

if TYPE_CHECKING:
    from arena.store.base import RequestRecord, Store

#: Who approves a request whose policy rule says ``approval: none``.
POLICY_ACTOR = Responder(name="policy", interface="system")


def needs_no_person(request: InputRequest) -> bool:
    """Whether the rule stamped on ``request`` approves it without a person (read without
    loading the policy's models: a resume that asks nothing new never loads them)."""
    stamped: Any = (request.details or {}).get("policy")
    return isinstance(stamped, dict) and stamped.get("approval") == "none"


def approve(store: Store, requests: Iterable[InputRequest]) -> None:
    """Vote ``approve`` in the policy's name on each of ``requests`` its stamped rule lets
    through (quorum 1: the rule's own decision)."""
    from arena.policy import Governance
    from arena.store.people import Vote

    for request in requests:
        gov = Governance.from_details(request.details)
        if gov is None or gov.approval != "none":
            continue
        vote = Vote(
            request_id=request.id,
            voter=POLICY_ACTOR,
            option_id="approve",
            note=f"rule {gov.rule} needs no person",
            policy_version=gov.version,
            rule=gov.rule,
        )
        store.vote(vote, quorum=1)


def approve_lost(store: Store, run_id: str, open_requests: tuple[RequestRecord, ...]) -> bool:
    """Give the policy's approval to each open, unanswered request of ``run_id`` whose rule
    needs no person (the approval lost after its leg was recorded); whether any was given."""
    lost = [r.request for r in open_requests if r.response is None and needs_no_person(r.request)]
    for request in lost:
        with suppress(Conflict):  # answered meanwhile: that answer stands
            approve(store, [request])
    return bool(lost)
