"""An arena's ``tools:`` module that is missing or incomplete is an error at its line in
``arena.yaml``, with the fix — it printed a ModuleNotFoundError or AttributeError traceback from
the middle of ``arena run`` (outside testers' ay_bad_tools, mytools_arena, emptytools)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ITEMS = "- id: a\n  input: Book a room for 6 people on Tuesday.\n  expect: denied\n"


def arena_with(tmp_path: Path, tools: str) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(f"name: mine\ndescription: mine\ntools: {tools}\n")
    (folder / "items.yaml").write_text(ITEMS)
    return folder


@pytest.fixture
def cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh current folder; sys.path as it was, and this file's modules forgotten, after."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", list(sys.path))
    yield tmp_path
    for name in [m for m in sys.modules if m.startswith("c5_")]:
        del sys.modules[name]


def refused(folder: Path) -> BadItemFile:
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    assert str(info.value).startswith(f"{folder / 'arena.yaml'}:3: tools: ")
    return info.value


def test_a_misspelt_module_names_the_close_one(cwd: Path) -> None:
    error = refused(arena_with(cwd, "arena.tools.roomz"))
    assert error.problem == (
        f"tools: no module 'arena.tools.roomz' (did you mean 'arena.tools.rooms'?) to import "
        f"from {cwd} or PYTHONPATH; name the module that defines TOOLS, GATE, CONSEQUENTIAL, "
        "SYSTEM_PROMPT (e.g. tools: arena.tools.rooms), and run from the folder that holds it "
        "or add that folder to PYTHONPATH"
    )


def test_a_module_in_the_current_folder_is_imported(cwd: Path) -> None:
    """As for ``--adapter module:factory``: the ``arena`` script does not put it on the path."""
    (cwd / "c5_mytools.py").write_text(
        "from arena.tools.rooms import CONSEQUENTIAL, GATE, SYSTEM_PROMPT, TOOLS\n"
    )
    sys.path[:] = [p for p in sys.path if p not in ("", str(cwd))]
    arena = load_arena(str(arena_with(cwd, "c5_mytools")))
    assert arena.tools().GATE == "request_approval"


@pytest.mark.parametrize(
    ("module", "problem"),
    [
        (
            "TOOLS = []\n",
            "tools: c5_partial has no GATE, CONSEQUENTIAL, SYSTEM_PROMPT; a tools module defines "
            "TOOLS (the agent's functions), GATE (the name of the one that asks a person), "
            "CONSEQUENTIAL (the name of the one that needs approval) and SYSTEM_PROMPT, as "
            "arena.tools.rooms does",
        ),
        (
            "from arena.tools.rooms import CONSEQUENTIAL, SYSTEM_PROMPT, TOOLS\nGATE = 'ask'\n",
            "tools: c5_partial.GATE is 'ask', not the name of one of its TOOLS (search_rooms, "
            "book_room, request_approval); add that tool to TOOLS or name one of them",
        ),
        (
            "import c5_not_installed_anywhere\n",
            "tools: c5_partial imports 'c5_not_installed_anywhere', which is not installed here; "
            "install it, or remove the import",
        ),
        (
            "raise RuntimeError('no database\\nconfigured')\n",
            "tools: importing c5_partial failed (RuntimeError: no database configured); fix the "
            "module",
        ),
    ],
)
def test_an_incomplete_module_says_what_it_lacks(cwd: Path, module: str, problem: str) -> None:
    (cwd / "c5_partial.py").write_text(module)
    assert refused(arena_with(cwd, "c5_partial")).problem == problem
