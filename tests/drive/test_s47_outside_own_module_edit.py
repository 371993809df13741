"""An eval's ``respond(edited_args=...)`` on an agent built from a tools module of one's own
(``AgentSpec.from_module("offsite_rooms")``, outside team evals47: it re-exports the rooms tools
and adds nicknames in ``ARG_ALIASES``) read the edit against ``arena.tools.rooms``, where the
tool functions live: ``{"room_id": "Fishbowl"}`` was refused as a room book_room does not know,
though the same edit loads in items.yaml (``edit:room_id=Fishbowl``) and ``arena approve --edit``
takes it; and the module's own ``check_edit`` was never asked. The agent's module is now the one
the edit is read with, as for an arena run of it; the rooms agent keeps the rooms' words."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena import AgentSpec, Driver, InvalidAnswer, ModelChoice
from arena.drive import rooms_agent

OWN = """\
from arena.tools import rooms
from arena.tools.rooms import (  # noqa: F401
    ARG_CHOICES, CONSEQUENTIAL, DAYS, GATE, ROOMS, SYSTEM_PROMPT, TOOLS, available,
)

ARG_ALIASES = {"book_room": {"room_id": {"Fishbowl": "R-210", **{r.name: r.id for r in ROOMS}}}}


def check_edit(tool, args, proposed):
    if args.get("room_id") == "R-305":
        return "Sequoia is closed for works this week"
    return rooms.check_edit(tool, args, proposed)
"""
TASK = "Book a room for 5 people on Tuesday for the design review."


@pytest.fixture(scope="module")
def endpoint() -> Iterator[object]:
    with ModelChoice(behaviour="compliant").open() as opened:
        yield opened


@pytest.fixture
def own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AgentSpec:
    (tmp_path / "s47_offsite_rooms.py").write_text(OWN)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "s47_offsite_rooms", raising=False)
    module = importlib.import_module("s47_offsite_rooms")
    monkeypatch.setitem(sys.modules, "s47_offsite_rooms", module)  # removed after the test
    return AgentSpec.from_module(module)


def asked(endpoint: object, agent: AgentSpec) -> Driver:
    t = Driver.for_adapter("vanilla", endpoint, agent=agent)  # type: ignore[arg-type]
    t.send(TASK)
    return t


def test_a_nickname_of_the_agents_own_module_books_its_room(endpoint, own) -> None:
    with asked(endpoint, own) as t:
        t.respond(t.require_input_request(), edited_args={"room_id": "Fishbowl"})
        (booked,) = t.called_tool("book_room", status="ok", times=1)
        assert booked.args == {"room_id": "R-210"}


def test_the_agents_own_check_edit_is_asked(endpoint, own) -> None:
    with asked(endpoint, own) as t:
        with pytest.raises(InvalidAnswer, match="Sequoia is closed for works"):
            t.respond(t.require_input_request(), edited_args={"room_id": "Sequoia"})
        with pytest.raises(InvalidAnswer, match="R-101 \\(Juniper\\) seats 4"):  # rooms' check
            t.respond(t.pending[0], edited_args={"room_id": "Juniper"})
        with pytest.raises(InvalidAnswer, match="'Birch' is not one book_room knows"):
            t.respond(t.pending[0], edited_args={"room_id": "Birch"})
        t.respond(t.pending[0], option="deny")
        t.called_tool("book_room", times=0)


def test_the_rooms_agent_keeps_the_rooms_words(endpoint) -> None:
    with asked(endpoint, rooms_agent()) as t:
        with pytest.raises(InvalidAnswer, match="'Fishbowl' is not one book_room knows"):
            t.respond(t.require_input_request(), edited_args={"room_id": "Fishbowl"})
        t.respond(t.pending[0], edited_args={"room_id": "Sequoia"})
        (booked,) = t.called_tool("book_room", status="ok", times=1)
        assert booked.args == {"room_id": "R-305"}
