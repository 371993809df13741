"""An item with ``checks`` and no ``expect`` whose scripted answer never gives the one outcome
its checks pass with is refused (outside tester 38, docs/items.md), but the refusal ended
"change the answer or the expect" — an expect the item does not have (docs38). It names the
checks, which are what asks for that outcome."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile


def _refusal(tmp_path: Path, extra: str, answer: str) -> str:
    (tmp_path / "arena.yaml").write_text("name: s38\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        f"- id: b1\n  input: Book a room for 6 people on Tuesday.\n  resume_with: {answer}\n{extra}"
    )
    with pytest.raises(BadItemFile) as caught:
        load_arena(str(tmp_path))
    return str(caught.value)


def test_no_expect_names_the_checks_to_change(tmp_path: Path) -> None:
    said = _refusal(tmp_path, "  checks: [suspended, booked_as_approved]\n", "[deny]")
    assert "no answer in resume_with says approve ('deny' reads as deny)" in said, said
    assert said.endswith("change the answer or the checks"), said
    assert "expect" not in said.split("'deny' reads as deny", 1)[1], said


def test_with_an_expect_it_still_names_the_expect(tmp_path: Path) -> None:
    said = _refusal(tmp_path, "  expect: approved\n", "[deny]")
    assert said.endswith("change the answer or the expect"), said
