"""An eval's answer refused because an operator answered first is kept in the run's trail.

docs/operator.md ("Answering"): a second answer — "from another terminal, the web inbox, an
eval" — is refused, and "the refused answer is kept in the run's audit trail too, as
``answer.refused`` by whoever gave it". Outside team evals46 denied an eval's request with
``arena deny REQ --reason "Thursday is full"``, then the eval's ``t.respond(req,
option="approve", note="budget ok")`` was refused (``AlreadyAnswered``, as documented), but
``arena history`` showed no ``answer.refused`` and ``arena show RUN`` no "refused after it": the
eval's refusal was decided before the store's own write, which keeps it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from arena import Driver, ModelChoice
from arena.drive import AlreadyAnswered
from arena.store import open_store
from arena.types import InputResponse, Responder

OPS = Responder(name="ops", interface="cli")


@pytest.fixture
def line(tmp_path: Path) -> Iterator[tuple[Driver, object]]:
    store = open_store(str(tmp_path / "evals.db"))
    with (
        ModelChoice(behaviour="compliant").open() as endpoint,
        Driver.for_adapter("vanilla", endpoint, store=store) as t,
    ):
        yield t, store
    store.close()


def _refusals(store: object, run_id: str) -> list[tuple[str, str, str]]:
    trail = store.history(run_id)  # type: ignore[attr-defined]
    return [
        (e.actor.name, e.actor.interface, e.note or "")
        for e in trail
        if e.transition == "answer.refused"
    ]


def test_an_eval_answer_after_an_operators_is_kept_as_refused(line) -> None:
    t, store = line
    t.send("Book a room for 5 people on Thursday.")
    request = t.require_input_request()
    store.answer(
        InputResponse(
            request_id=request.id, option_id="deny", note="Thursday is full", responder=OPS
        )
    )
    with pytest.raises(AlreadyAnswered) as caught:
        t.respond(request, option="approve", note="budget ok")
    assert "denied by ops (cli)" in str(caught.value)
    (refusal,) = _refusals(store, t.run_id)
    assert refusal[:2] == ("eval", "eval"), refusal
    assert refusal[2].startswith("approve (budget ok): request ") and "denied by ops" in refusal[2]
    t.resume()  # the operator's denial goes on, as documented
    t.succeeded()
    t.called_tool("book_room", times=0)
    assert len(_refusals(store, t.run_id)) == 1  # kept once, and the resume adds none


def test_an_eval_typed_answer_after_an_approval_is_kept_as_a_refused_reply(line) -> None:
    t, store = line
    t.send("Book a room for 5 people on Thursday.")
    request = t.require_input_request()
    store.answer(InputResponse(request_id=request.id, option_id="approve", responder=OPS))
    with pytest.raises(AlreadyAnswered):
        t.respond({request.id: {"text": "No, not this week"}})
    (refusal,) = _refusals(store, t.run_id)
    assert refusal[2].startswith("reply: request ") and "approved by ops" in refusal[2], refusal
