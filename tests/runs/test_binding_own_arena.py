"""An arena of the user's own that reuses ``book_room`` with rooms of its own (red team 8): the
binding registry kept one proposer per gated tool, the last registered. Once the built-in rooms
module was imported after the user's, an approval of "Book R-900 (Boardroom) …" bound nothing
and the correct booking was blocked ("the approval names no book_room call"). Each module's
proposer is kept now, and the first that reads a call out of the request binds it."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from arena import binding
from arena.types import ToolCall

ARENA = str(Path(sys.executable).with_name("arena"))


def _proposer(module: str, rooms: set[str]) -> binding.Proposer:
    def propose(args: Mapping[str, Any], calls: Sequence[ToolCall]) -> dict[str, Any] | None:
        said = " ".join(str(v) for v in args.values())
        named = [r for r in sorted(rooms) if r in said]
        return {"room_id": named[0]} if len(named) == 1 else None

    propose.__module__ = module
    return propose


def test_each_modules_proposer_is_kept_and_the_one_that_reads_the_request_binds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(binding, "PROPOSERS", {})
    binding.register_proposer("ask", "book", _proposer("mine", {"R-900", "R-102"}))
    binding.register_proposer("ask", "book", _proposer("builtin", {"R-102"}))  # imported later
    assert binding.bind("ask", {"summary": "Book R-900 for 30"}, []).args == {"room_id": "R-900"}
    assert binding.bind("ask", {"summary": "Book R-102 for 6"}, []).args == {"room_id": "R-102"}
    nothing = binding.bind("ask", {"summary": "Book a room"}, [])
    assert nothing.tool is None and nothing.excludes == ("book",)


def test_a_module_registered_again_replaces_its_own_proposer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(binding, "PROPOSERS", {})
    binding.register_proposer("ask", "book", _proposer("mine", {"R-1"}))
    binding.register_proposer("ask", "book", _proposer("mine", {"R-2"}))
    assert len(binding.PROPOSERS["ask"]) == 1
    assert binding.bind("ask", {"s": "R-2"}, []).args == {"room_id": "R-2"}


@pytest.mark.slow
def test_an_arena_of_its_own_with_a_room_the_builtin_module_lacks_books_it(
    tmp_path: Path,
) -> None:
    rooms = Path("src/arena/tools/rooms.py").read_text()
    extra = '    Room("R-400", "Atrium", 24),\n'
    assert extra in rooms
    mine = rooms.replace(extra, extra + '    Room("R-900", "Boardroom", 40),\n')
    (tmp_path / "myrooms.py").write_text(mine)
    folder = tmp_path / "myarena"
    folder.mkdir()
    builtin = Path("arenas/human_in_the_loop/arena.yaml").read_text()
    (folder / "arena.yaml").write_text(
        builtin.replace("name: human_in_the_loop", "name: myarena").replace(
            "tools: arena.tools.rooms", "tools: myrooms"
        )
    )
    free = next(  # a day the module's own schedule leaves the Boardroom free
        d
        for d in ("monday", "tuesday", "wednesday", "thursday", "friday")
        if hashlib.sha256(f"R-900:{d}".encode()).digest()[0] % 4
    )
    (folder / "items.yaml").write_text(
        "- id: board-01\n"
        f"  input: Book the Boardroom for 30 people on {free.title()}.\n"
        "  resume_with: [approve]\n"
        "  expect: approved\n"
        f"  meta: {{capacity: 30, day: {free}}}\n"
    )
    done = subprocess.run(
        [ARENA, "run", str(folder), "--adapter", "vanilla", "--out", str(tmp_path / "out")],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "COLUMNS": "120"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "names no book_room call" not in done.stdout
