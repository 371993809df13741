"""An item naming a room only an arena's own tools module has loads (evals48, requests48b).

The scripted model looks a room name it does not know up in the search's result (21e985e0:
"Book Toren for 9 people on Friday." books T-5 where the arena's tools list T-5 Toren), yet
the item loader still refused such an item as naming no room, and told the user to name one of
the built-in rooms (Juniper, Aspen, …), which that arena does not have. Now a name the tools
module's ``ROOMS`` gives loads; an unknown one is refused with the arena's own names; the
built-in arena is unchanged. The tools module is evals48's ``hotdesk48`` (Z-01 Zolder, K-12
Kelder, T-5 Toren, H-20 Hal), kept beside this file as text.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena import binding
from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.item_reading import unread

TOOLS = Path(__file__).with_name("hotdesk_s48_tools.txt").read_text()
APPROVED = ["suspended", "tool_called_once_after_resume", "booked_as_approved"]


@pytest.fixture(autouse=True)
def _isolated(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """The module's proposer goes into a copy of the registry; the module leaves sys.modules."""
    monkeypatch.setattr(binding, "PROPOSERS", {k: list(v) for k, v in binding.PROPOSERS.items()})
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "hotdesk48.py").write_text(TOOLS)
    sys.modules.pop("hotdesk48", None)
    yield
    sys.modules.pop("hotdesk48", None)


def _arena(tmp_path: Path, text: str) -> Path:
    folder = tmp_path / "desks"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text("name: desks\ndescription: own rooms\ntools: hotdesk48\n")
    (folder / "items.yaml").write_text(
        f"- id: own-1\n  input: {text!r}\n  resume_with: [approve]\n  expect: approved\n"
    )
    return folder


@pytest.mark.parametrize(
    "text",
    [
        "Book Toren for 9 people on Friday.",
        "Please book Kelder for 6 people on Wednesday.",
        "Book zolder for 2 people on Monday.",  # the name in another case
    ],
)
def test_an_item_naming_the_arenas_own_room_loads(tmp_path: Path, text: str) -> None:
    arena = load_arena(str(_arena(tmp_path, text)))
    assert [item.input for item in arena.items] == [text]


def test_a_name_the_arena_does_not_have_is_refused_with_its_own_names(tmp_path: Path) -> None:
    with pytest.raises(BadItemFile) as refused:
        load_arena(str(_arena(tmp_path, "Book Redwood for 6 people on Tuesday.")))
    said = str(refused.value)
    assert "a room called Redwood" in said
    assert "Hal, Kelder, Toren, Zolder" in said  # the arena's own rooms, to name one of
    assert "Juniper" not in said  # not the built-in ones, which this arena has not


def test_the_built_in_arena_still_names_its_own_rooms() -> None:
    said = unread("Book the Redwood room for 6 people on Tuesday.", APPROVED)
    assert said is not None and "Redwood" in said and "Juniper" in said
