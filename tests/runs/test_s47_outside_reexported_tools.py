"""A tools module of one's own that re-exports the booking arena's tools (evals47's
``offsite_rooms``: ``from arena.tools.rooms import TOOLS, ...`` plus nicknames of its own) gets
the booking arena's proposed side effect, as ``arena.tools.rooms`` does: it was looked up by the
module's name only, so such a run's requests were stored with no day or head count, and ``arena
approve --edit`` let a room taken that day through (tests/cli/test_s47_outside_tools_allow.py).
A module whose consequential tool is its own gets none, as before, unless it defines
``describe_side_effect``."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from arena.runs.decision import rooms_side_effect, side_effect_fn

REEXPORT = "from arena.tools.rooms import CONSEQUENTIAL, GATE, SYSTEM_PROMPT, TOOLS  # noqa: F401\n"
OWN = """\
from arena.tools import recorded
from arena.tools.rooms import GATE, SYSTEM_PROMPT, request_approval, search_rooms  # noqa: F401


@recorded
def book_room(room_id: str) -> str:
    \"\"\"Book a desk by id.\"\"\"
    return "ok"


TOOLS = (search_rooms, book_room, request_approval)
CONSEQUENTIAL = "book_room"
"""
DESCRIBED = (
    OWN + "\n\ndef describe_side_effect(request, calls):\n    return {'tool': 'book_room'}\n"
)


@pytest.fixture
def module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.syspath_prepend(str(tmp_path))

    def load(name: str, text: str):
        (tmp_path / f"{name}.py").write_text(text)
        monkeypatch.delitem(sys.modules, name, raising=False)
        loaded = importlib.import_module(name)
        monkeypatch.setitem(sys.modules, name, loaded)  # removed again after the test
        return loaded

    return load


def test_a_module_reexporting_the_rooms_tools_is_described_as_the_rooms_arena(module) -> None:
    module("s47_offsite_rooms", REEXPORT)
    assert side_effect_fn("s47_offsite_rooms") is rooms_side_effect


def test_a_module_with_its_own_booking_tool_is_not(module) -> None:
    module("s47_desks", OWN)
    assert side_effect_fn("s47_desks") is None
    described = module("s47_desks_described", DESCRIBED)
    assert side_effect_fn("s47_desks_described") is described.describe_side_effect


def test_a_module_not_imported_here_is_not_imported_for_it() -> None:
    assert side_effect_fn("s47_never_imported_tools") is None
    assert "s47_never_imported_tools" not in sys.modules
