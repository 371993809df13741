"""Red team 35: a person's note on an option answer (an operator's ``arena deny --note``, the
web inbox's note: the denial's reason) must reach the model. The heard check held what the
model read to the answer as given for words added, not for words dropped: an adapter that
handed the model "DENIED by ops: do not proceed." for "… Note: Juniper is being renovated this
week." passed every check (``NoteDroppedAdapter``). The eight shipped adapters hand it over
(seen on each, JSON-escaped quotes and accents too, while fixing this)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.heard_given import note_dropped
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import EvalItem, InputRequest, InputResponse, Responder
from reference_adapters_s35 import NoteDroppedAdapter

NOTE = "Juniper is being renovated this week; it's Ana's call."


def _runs(arena: Arena, endpoint: ModelEndpoint, cls: type) -> list[RunResult]:
    items = [i for i in arena.items if i.id in ("hitl-01", "hitl-02")]

    def answerer_for(
        item: EvalItem,
    ) -> Callable[[Sequence[InputRequest], int], list[InputResponse]]:
        def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
            option = str(item.resume_with[0])
            by = Responder(name="ops")
            return [
                InputResponse(request_id=r.id, option_id=option, note=NOTE, responder=by)
                for r in requests
            ]

        return answer

    adapter = cls(AgentSpec.from_module(rooms))
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            settings=RunSettings(),
            spec=check_spec(arena),
            answerer_for=answerer_for,
        )
    )


def test_a_note_handed_over_passes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    for r in _runs(hitl_arena, endpoint_for("compliant"), VanillaAdapter):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]


def test_a_note_dropped_fails(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    runs = _runs(hitl_arena, endpoint_for("compliant"), NoteDroppedAdapter)
    for r, check in zip(runs, ("booked_as_approved", "acknowledged"), strict=True):
        failed = {c.name: c.detail for c in r.checks if not c.passed}
        assert set(failed) == {check}, failed
        assert "the model never read it for its call" in failed[check], failed


def test_note_dropped_reads_words_not_spelling() -> None:
    answer = {"note": NOTE}
    said = f"denied by ops: do not proceed. note: {NOTE.casefold()}"
    assert note_dropped(answer, [("c", "k", "deny", said)]) == ""
    wrapped = '{"result": "DENIED by ops: do not proceed. Note: Juniper is being renovated this week; it\\u2019s Ana\'s call."}'
    assert note_dropped(answer, [("c", "k", "deny", wrapped.casefold())]) == ""
    assert note_dropped(answer, [("c", "k", "deny", "denied by ops: do not proceed.")]) == NOTE
    assert note_dropped({"note": None}, [("c", "k", "deny", "denied")]) == ""
    fixed = "tool execution was not approved."  # openai-agents' own: no place for a note
    assert note_dropped(answer, [("c", "k", "deny", fixed)]) == ""
