"""An ``EvalItem`` built in Python whose edit names a room (requests45): ``{"edit": {"room_id":
"MAPLE"}}`` was handed over verbatim, the approval bound ``room_id='MAPLE'`` and the agent's
``book_room(room_id='R-210')`` was blocked (the run failed, blaming the adapter), and an edit to
no room ("Birch") ran the same way. items.yaml spells such an edit as the tools know it and
refuses one they do not know; now an item from Python gets the same check before its run."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

from arena import AgentSpec, EvalItem, UserError, binding, run_item
from arena.adapters import load_adapter
from arena.context import ModelEndpoint
from arena.runner import run_many

CHECKS = ("suspended", "tool_called_once_after_resume", "booked_as_approved")


def item(answer: object, people: int = 6) -> EvalItem:
    return EvalItem(
        id="py-edit",
        input=f"Book Cedar for {people} on Tuesday for sprint planning.",
        resume_with=(answer,),  # type: ignore[arg-type]
        checks=CHECKS,
        meta={"people": people, "day": "tuesday"},
    )


def _vanilla():  # type: ignore[no-untyped-def]
    return load_adapter("vanilla", AgentSpec.from_module("arena.tools.rooms"))


@pytest.mark.parametrize(
    "answer", [{"edit": {"room_id": "MAPLE"}}, "edit:room_id=maple", {"edit": {"room_id": "r-210"}}]
)
def test_an_edit_by_room_name_books_that_room(
    answer: object, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    result = asyncio.run(run_item(_vanilla(), item(answer), endpoint_for("compliant")))
    assert result.passed, (result.trace.error, result.checks)
    calls = [(c.args, c.status) for c in result.trace.tool_calls if c.tool == "book_room"]
    assert calls == [({"room_id": "R-210"}, "ok")]


@pytest.mark.parametrize(
    ("answer", "people", "says"),
    [
        ({"edit": {"room_id": "Birch"}}, 6, r"room_id='Birch' is not one book_room knows.*Maple"),
        ("edit:room_id=R-999", 6, r"room_id='R-999' is not one.*R-101, R-102"),
        ("edit:room_id=Juniper", 6, r"Juniper.*seats 4, but this request is for 6 people"),
    ],
)
def test_an_edit_the_tools_cannot_take_is_refused_before_the_run(
    answer: object, people: int, says: str, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    endpoint = endpoint_for("compliant")
    with pytest.raises(UserError, match=says):
        asyncio.run(run_item(_vanilla(), item(answer, people), endpoint))
    seen: list[object] = []
    jobs = [(_vanilla(), item("approve")), (_vanilla(), item(answer, people))]
    with pytest.raises(UserError, match=r"EvalItem 'py-edit'"):
        asyncio.run(run_many(jobs, endpoint, on_result=seen.append))
    assert seen == []  # the good item did not run either


def test_the_agents_own_tools_decide_where_another_module_has_the_tool(
    monkeypatch: pytest.MonkeyPatch, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Another arena's tools module with its own ``book_room`` loaded in the same process (as
    in a test suite): the agent's own function names the module, not a guess among them."""
    monkeypatch.setitem(binding.MODULES, "book_room", {"arena.tools.rooms", "other.tools"})
    result = asyncio.run(run_item(_vanilla(), item("edit:room_id=MAPLE"), endpoint_for()))
    assert result.passed, (result.trace.error, result.checks)
    with pytest.raises(UserError, match=r"room_id='Birch' is not one book_room knows"):
        asyncio.run(run_item(_vanilla(), item("edit:room_id=Birch"), endpoint_for()))
