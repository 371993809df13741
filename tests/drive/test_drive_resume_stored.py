"""An operator answers an eval's request first (``arena approve`` beside the eval, docs/drive.md
section 6): the eval continues its line with that answer, ``t.resume()``.

Found by outside tester 18: the eval's ``respond`` was refused (AlreadyAnswered, as documented),
but nothing documented continued the line — ``t.pending`` still listed the answered request, and
``arena resume`` cannot rebuild an eval's agent. Only an undocumented ``resume_run(...,
adapter=load_adapter(...))`` finished it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena.context import ModelEndpoint
from arena.drive import AlreadyAnswered, Driver, NotWaiting
from arena.operator import answer
from arena.store import open_store
from arena.store.base import Store

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture
def stores(tmp_path: Path) -> Iterator[tuple[Store, Store]]:
    """Two connections to one store: the eval's, and the operator's."""
    path = tmp_path / "evals.db"
    with open_store(path) as mine, open_store(path) as theirs:
        yield mine, theirs


def booked(store: Store, run_id: str) -> list[str]:
    return [c.status for c in store.tool_calls(run_id) if c.tool == "book_room"]


@pytest.mark.parametrize("operator_says", ["approve", "deny"])
def test_the_eval_continues_with_the_operators_stored_answer(
    stores: tuple[Store, Store],
    endpoint_for: Callable[[str], ModelEndpoint],
    operator_says: str,
) -> None:
    mine, theirs = stores
    t = Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=mine)
    t.send(TASK)
    request = t.require_input_request()
    answer(theirs, [request.id], operator_says, name="alice", note="from a shell")

    # The answered request waits for nobody now; the line is still parked on it.
    assert t.pending == ()
    t.parked()
    with pytest.raises(AlreadyAnswered, match=r"t\.resume\(\)"):
        t.respond(request, option="approve")

    turn = t.resume()
    assert turn.status == "completed" and t.pending == ()
    t.succeeded()
    assert booked(mine, t.run_id) == (["ok"] if operator_says == "approve" else [])
    t.called_tool("book_room", times=1 if operator_says == "approve" else 0)
    record = mine.run(t.run_id)
    assert record.status == "completed" and record.legs == 2 and record.claim_owner is None
    past = {"approve": "approved", "deny": "denied"}[operator_says]
    trail = [(e.transition, e.actor.name) for e in mine.history(t.run_id)]
    assert (f"request.{past}", "alice") in trail
    assert [name for name, _ in trail][-1] == "run.completed"
    assert mine.request(request.id).resolved
    with pytest.raises(NotWaiting):  # nothing left to continue
        t.resume()


def test_resume_says_what_is_missing(
    stores: tuple[Store, Store], endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    mine, theirs = stores
    t = Driver.for_adapter("pydantic_ai", endpoint_for("three"), store=mine)
    t.send(TASK)
    first, second, third = t.pending
    with pytest.raises(NotWaiting, match="no operator has answered") as refused:
        t.resume()
    assert first.id in str(refused.value)
    answer(theirs, [second.id], "deny", name="alice")
    assert [r.id for r in t.pending] == [first.id, third.id]
    with pytest.raises(NotWaiting, match="2 pending request") as refused:
        t.resume()
    assert first.id in str(refused.value) and third.id in str(refused.value)
    assert mine.run(t.run_id).legs == 1 and t.turn.status == "waiting"
    # Answering the rest hands alice's stored denial over with them.
    t.respond({first.id: "approve", third.id: "approve"})
    answers = {r.id: r.response.responder.name for r in mine.requests(t.run_id) if r.response}
    assert answers == {first.id: "eval", second.id: "alice", third.id: "eval"}
    assert all(r.resolved for r in mine.requests(t.run_id))


def test_without_an_arena_store_resume_names_the_store_it_needs(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send(TASK)
    with pytest.raises(NotWaiting, match=r"no arena store .*open_store"):
        t.resume()
    t.respond(t.pending[0], option="deny")
    t.succeeded()


def test_aresume_for_async_evals(
    stores: tuple[Store, Store], endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    mine, theirs = stores

    async def go() -> str:
        t = Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=mine)
        await t.asend(TASK)
        answer(theirs, [t.pending[0].id], "approve", name="alice")
        return (await t.aresume()).status

    assert asyncio.run(go()) == "completed"
