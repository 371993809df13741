"""An eval driver with an arena store answers through the store, as an operator does.

Operators answer the same requests in the same store (`arena approve`, the web inbox) and
`arena resume` may continue the run from another process. One answer per request
(docs/operator.md, "Guarantees"): whichever comes second is refused, naming the first — an eval's
answer is never handed to the agent after an operator's answer was stored, and a leg another
process ran is never run again. Found by an outside tester: `arena deny` from a shell, then the
eval's `respond(option="approve")` booked the room while the trail said "denied".
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena.context import ModelEndpoint
from arena.drive import AlreadyAnswered, Driver, NotWaiting
from arena.errors import Conflict
from arena.operator import answer
from arena.store import open_store
from arena.store.base import Store
from arena.types import InputRequest, Responder

TASK = "Book a meeting room for 6 people on Tuesday."
OTHER = {"approve": "deny", "deny": "approve"}


@pytest.fixture
def stores(tmp_path: Path) -> Iterator[tuple[Store, Store]]:
    """Two connections to one store: the eval's, and another process's (the operator's)."""
    path = tmp_path / "evals.db"
    with open_store(path) as mine, open_store(path) as theirs:
        yield mine, theirs


#: The lines :func:`paused` opened, closed as the test ends: one left waiting stayed live in
#: ``arena.drive._store.LIVE`` for the rest of the xdist worker (tests/conftest_globals.py).
OPENED: list[Driver] = []


@pytest.fixture(autouse=True)
def _lines_closed() -> Iterator[None]:
    yield
    while OPENED:
        OPENED.pop().close()


def paused(store: Store, endpoint: ModelEndpoint, adapter: str = "pydantic_ai") -> Driver:
    t = Driver.for_adapter(adapter, endpoint, store=store, name="store-race")
    OPENED.append(t)
    t.send(TASK)
    t.parked()
    return t


def bookings(store: Store, run_id: str) -> list[str]:
    return [c.status for c in store.tool_calls(run_id) if c.tool == "book_room"]


def eval_answer(t: Driver, r: InputRequest, form: str, verdict: str) -> None:
    """The eval's answer to ``r``, in each of the forms respond() takes."""
    if form == "option":
        t.respond(r, option=verdict)
    elif form == "mapping":
        t.respond({r.id: verdict})
    elif form == "text":
        t.respond(r, text="Yes, go ahead and book it" if verdict == "approve" else "No, don't")
    else:
        t.respond_all(verdict)


@pytest.mark.parametrize("form", ["option", "mapping", "text", "all"])
@pytest.mark.parametrize("operator_says", ["deny", "approve"])
def test_an_operators_stored_answer_wins_over_the_evals_later_one(
    stores: tuple[Store, Store],
    endpoint_for: Callable[[str], ModelEndpoint],
    operator_says: str,
    form: str,
) -> None:
    mine, theirs = stores
    t = paused(mine, endpoint_for("compliant"))
    request = t.pending[0]
    answer(theirs, [request.id], operator_says, name="root", note="from a shell")

    with pytest.raises(AlreadyAnswered) as refused:
        eval_answer(t, request, form, OTHER[operator_says])

    said = str(refused.value)
    past = {"approve": "approved", "deny": "denied"}[operator_says]
    assert request.id in said and "root" in said and past in said and "UTC" in said
    # Nothing reached the agent: the line still waits (on root's answer, which t.resume() hands
    # over: t.pending no longer lists it), nothing was booked, the trail is root's.
    assert t.turn.status == "waiting" and t.pending == ()
    t.parked()
    assert bookings(mine, t.run_id) == []
    stored = mine.request(request.id).response
    assert stored is not None and stored.responder.name == "root"
    assert stored.option_id == operator_says
    assert mine.run(t.run_id).status == "waiting" and mine.run(t.run_id).legs == 1
    decided = [e for e in mine.history(t.run_id) if e.transition.startswith("request.")]
    assert [(e.transition, e.actor.name) for e in decided][1:] == [(f"request.{past}", "root")]


@pytest.mark.parametrize("eval_says", ["approve", "deny"])
def test_the_evals_answer_is_stored_first_and_an_operator_after_it_is_refused(
    stores: tuple[Store, Store], endpoint_for: Callable[[str], ModelEndpoint], eval_says: str
) -> None:
    mine, theirs = stores
    t = paused(mine, endpoint_for("compliant"))
    request = t.pending[0]
    t.respond(request, option=eval_says)
    t.succeeded()

    with pytest.raises(Conflict, match=r"already answered: .* by eval \(eval\)"):
        answer(theirs, [request.id], OTHER[eval_says], name="root")
    stored = mine.request(request.id).response
    assert stored is not None and stored.option_id == eval_says
    assert bookings(mine, t.run_id) == (["ok"] if eval_says == "approve" else [])
    # The trail reads as `arena approve` + `arena resume`: answer, claim, the booking's ledger
    # entries, the leg appended under the claim; then root's refused answer, kept as `arena
    # approve` keeps one (durable32; the API's check before writing kept none until durable33).
    trail = [e.transition for e in mine.history(t.run_id)]
    side = ["side_effect.started", "side_effect.ok"] if eval_says == "approve" else []
    past = {"approve": "approved", "deny": "denied"}[eval_says]
    assert trail[2:] == [f"request.{past}", "run.claimed", *side, "run.completed", "answer.refused"]
    assert mine.history(t.run_id)[-1].actor.name == "root"
    assert mine.run(t.run_id).claim_owner is None


@pytest.mark.parametrize("eval_says", ["approve", "deny"])
def test_a_run_another_process_has_claimed_is_not_answered_or_run_here(
    stores: tuple[Store, Store], endpoint_for: Callable[[str], ModelEndpoint], eval_says: str
) -> None:
    mine, theirs = stores
    t = paused(mine, endpoint_for("compliant"))
    request = t.pending[0]
    other = "elsewhere:4242:resume"
    theirs.claim(t.run_id, other, ttl_s=60, actor=Responder(name="resume", interface="system"))

    with pytest.raises(NotWaiting, match=rf"being resumed by {other}") as refused:
        t.respond(request, option=eval_says)
    assert "nothing was stored" in str(refused.value)
    assert mine.request(request.id).response is None
    assert bookings(mine, t.run_id) == [] and t.turn.status == "waiting"
    assert mine.run(t.run_id).claim_owner == other


@pytest.mark.parametrize("operator_says", ["approve", "deny"])
def test_a_run_resumed_elsewhere_is_refused_and_its_leg_never_run_twice(
    stores: tuple[Store, Store], endpoint_for: Callable[[str], ModelEndpoint], operator_says: str
) -> None:
    """An operator answers and another process resumes the run (``resume_run`` with its own
    adapter: an eval's agent is not rebuilt from the record) before the eval answers."""
    from arena.adapters import load_adapter
    from arena.drive import rooms_agent
    from arena.runs import resume_run

    mine, theirs = stores
    t = paused(mine, endpoint_for("compliant"))
    request = t.pending[0]
    answer(theirs, [request.id], operator_says, name="root")
    elsewhere = load_adapter("pydantic_ai", rooms_agent())
    asyncio.run(
        resume_run(
            t.run_id, theirs, adapter=elsewhere, endpoint=endpoint_for("compliant"),
            owner="elsewhere:4242:resume",
        )
    )  # fmt: skip
    assert mine.run(t.run_id).status == "completed"
    booked = bookings(mine, t.run_id)

    with pytest.raises(AlreadyAnswered) as refused:
        t.respond(request, option=OTHER[operator_says])
    said = str(refused.value)
    assert "root" in said and "completed" in said and "another process" in said
    assert bookings(mine, t.run_id) == booked == (["ok"] if operator_says == "approve" else [])
    assert mine.run(t.run_id).legs == 2 and t.turn.status == "waiting"
    assert len(t.tool_calls) == len([c for c in mine.tool_calls(t.run_id) if c.leg == 1])


def test_a_partial_answer_goes_through_the_store_and_the_rest_can_lose_to_an_operator(
    stores: tuple[Store, Store], endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Three requests in one pause: the eval answers one (its leg runs under a claim and waits
    again), an operator then denies another, and the eval's approval of that one is refused."""
    mine, theirs = stores
    t = Driver.for_adapter("pydantic_ai", endpoint_for("three"), store=mine)
    t.send(TASK)
    first, second, third = t.pending
    t.respond(first, option="approve")
    assert t.turn.status == "waiting" and mine.run(t.run_id).status == "waiting"
    assert mine.run(t.run_id).claim_owner is None
    answer(theirs, [second.id], "deny", name="root")

    with pytest.raises(AlreadyAnswered, match="denied by root"):
        t.respond_all("approve")
    with pytest.raises(AlreadyAnswered, match="denied by root"):
        t.respond({third.id: "approve", second.id: "approve"})
    # Refused whole: the third's answer, given in the same call, was not stored either.
    assert mine.request(third.id).response is None
    assert [r.id for r in t.pending] == [third.id]  # root answered the second
    # Still the eval's to answer; root's stored denial goes to the agent with it, as
    # `arena resume` hands over every stored answer, so nothing is left dangling.
    t.respond(third, option="approve")
    answers = {r.id: r.response for r in mine.requests(t.run_id) if r.response is not None}
    assert {rid: (a.option_id, a.responder.name) for rid, a in answers.items()} == {
        first.id: ("approve", "eval"),
        second.id: ("deny", "root"),
        third.id: ("approve", "eval"),
    }
    t.succeeded()
    assert mine.run(t.run_id).status == "completed"
    assert all(r.resolved for r in mine.requests(t.run_id))
    booked = {
        c.request_id
        for c in mine.tool_calls(t.run_id)
        if c.tool == "book_room" and c.status == "ok"
    }
    assert booked == {first.id, third.id}
    with pytest.raises(AlreadyAnswered, match="deny"):
        t.respond(second, option="approve")


def test_without_an_arena_store_answers_stay_local(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """A plain recorder still gets every turn and decides nothing (the seam stays small)."""
    seen: list[tuple[int, str]] = []
    t = Driver.for_adapter(
        "vanilla",
        endpoint_for("compliant"),
        store=lambda ctx, turn: seen.append((turn.leg, turn.status)),
    )
    t.send(TASK)
    t.respond(t.pending[0], option="approve")
    assert seen == [(1, "waiting"), (2, "completed")]
