"""drive38: a custom arena folder's tools module that wrote ``CONSEQUENTIAL = ("book_desk",)``
(the tuple ``AgentSpec(consequential=...)`` takes, as docs/drive.md's own-agent example writes it)
was refused by ``AgentSpec.from_module`` with "consequential ('book_desk',) is not one of its
tools; its tools: find_desk, book_desk, ask_manager" — the tool it names is listed — and
``AgentSpec(consequential="deploy")`` was read letter by letter ("consequential 'd' is not one of
its tools"). Both now say which form the name takes."""

from __future__ import annotations

import types

import pytest

from arena import AgentSpec, recorded
from arena.errors import UserError


@recorded(side_effect=True)
def book_desk(desk_id: str) -> str:
    """Book a hot desk."""
    return f"{desk_id} booked"


@recorded
def ask_manager(summary: str) -> str:
    """Ask a manager."""
    return "NOT APPROVED"


def _module(**names: object) -> types.ModuleType:
    module = types.ModuleType("desks_tools")
    module.SYSTEM_PROMPT = "Book desks; ask first."  # type: ignore[attr-defined]
    module.TOOLS = (book_desk, ask_manager)  # type: ignore[attr-defined]
    module.GATE = "ask_manager"  # type: ignore[attr-defined]
    module.CONSEQUENTIAL = "book_desk"  # type: ignore[attr-defined]
    for key, value in names.items():
        setattr(module, key, value)
    return module


def test_a_tools_module_s_tuple_is_named_as_such() -> None:
    with pytest.raises(UserError) as caught:
        AgentSpec.from_module(_module(CONSEQUENTIAL=("book_desk",)), name="desks")
    assert str(caught.value) == (
        "desks_tools.CONSEQUENTIAL is ('book_desk',): a tools module names one tool there, as a "
        "str (CONSEQUENTIAL = 'book_desk'), as arena.tools.rooms does"
    )
    assert AgentSpec.from_module(_module(), name="desks").consequential == ("book_desk",)


def test_a_str_where_the_spec_takes_a_tuple() -> None:
    with pytest.raises(UserError) as caught:
        AgentSpec(
            name="desks",
            system_prompt="x",
            tools=(book_desk, ask_manager),
            gate="ask_manager",
            consequential="book_desk",  # type: ignore[arg-type]
        )
    assert str(caught.value) == (
        "AgentSpec 'desks': consequential is a tuple of tool names, not a str: "
        "consequential=('book_desk',)"
    )
