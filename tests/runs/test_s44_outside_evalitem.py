"""evals44 (an outside team's eval from Python, the public API only): an ``EvalItem`` whose
``resume_with`` is one str (``"approve"``) was answered letter by letter ("store: option 'a' is
not offered by request …"), one with the edit as a mapping, as items.yaml takes it
(``{"edit": {"room_id": "Maple"}}``), aborted the run ("AttributeError: 'dict' object has no
attribute 'startswith'"), and ``AgentSpec.from_module("arena.tools.rooms")`` raised "'str'
object has no attribute 'GATE'". Each is now read or refused where it is written, naming the fix;
the ``edit:`` form and a list of answers run as before."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import pytest

import arena.tools.rooms as rooms
from arena import AgentSpec, EvalItem, UserError, run_item
from arena.adapters import load_adapter
from arena.context import ModelEndpoint

INPUT = "Book Cedar for 6 on Tuesday for sprint planning."
CHECKS = ("suspended", "tool_called_once_after_resume", "booked_as_approved")


def item(resume_with: object) -> EvalItem:
    return EvalItem(
        id="py-edit",
        input=INPUT,
        resume_with=resume_with,  # type: ignore[arg-type]
        checks=CHECKS,
        meta={"people": 6, "day": "tuesday"},
    )


@pytest.mark.parametrize(
    "given",
    [("edit:room_id=R-210",), ["edit:room_id=R-210"], ({"edit": {"room_id": "R-210"}},)],
    ids=["edit-form", "a-list", "edit-mapping"],
)
def test_an_edit_books_the_edited_room(
    given: object, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    e = item(given)
    assert isinstance(e.resume_with, tuple) and all(isinstance(a, str) for a in e.resume_with)
    spec = AgentSpec.from_module("arena.tools.rooms")
    result = asyncio.run(run_item(load_adapter("vanilla", spec), e, endpoint_for("compliant")))
    assert result.passed, (result.trace.error, result.checks)
    booked = [c.args for c in result.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
    assert booked == [{"room_id": "R-210"}]


@pytest.mark.parametrize(
    ("given", "says"),
    [
        ("approve", r"resume_with='approve' is one text.*resume_with=\('approve',\)"),
        ((True,), r"resume_with answer True is no answer.*'edit:NAME=VALUE'"),
        (({"edit": {}},), r"is no edit; an edit mapping holds edit alone"),
        (({"edit": {"room_id": "R-210"}, "note": "x"},), r"is no edit.*'edit:room_id=R-204'"),
        (({"edit": {"room_id": None}},), r"is no edit"),
    ],
)
def test_answers_that_are_no_answers_are_refused_at_once(given: object, says: str) -> None:
    with pytest.raises(UserError, match=says):
        item(given)


def test_from_module_takes_the_module_or_its_name() -> None:
    by_name = AgentSpec.from_module("arena.tools.rooms")
    assert by_name == AgentSpec.from_module(rooms)
    assert by_name.gate == "request_approval" and by_name.consequential == ("book_room",)
    with pytest.raises(UserError, match=r"no such module.*arena\.tools\.romos"):
        AgentSpec.from_module("arena.tools.romos")
    with pytest.raises(UserError, match=r"'json' lacks TOOLS, GATE, CONSEQUENTIAL, SYSTEM_PROMPT"):
        AgentSpec.from_module("json")
