"""Malformed item files an outside tester wrote (items34, session 34) whose error did not say
what to change: an answer pasted in typographic quotes ("‘text:yes’") and one with its
``text:`` written "text : yes" or "Text:" were told only "use approve, deny or text:...", and a
file copied with its Markdown code fence (```yaml … ```) only that '`' cannot start a token."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.yamlfile import BadItemFile

ITEM = """\
- id: b1
  input: Book a room for 6 people on Tuesday.
  resume_with: [{answer}]
  expect: approved
  meta: {{people: 6, day: tuesday}}
"""


def _load(tmp_path: Path, items: str) -> BadItemFile:
    (tmp_path / "arena.yaml").write_text("name: bad34\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(items, encoding="utf-8")
    with pytest.raises(BadItemFile) as err:
        load_arena(str(tmp_path))
    return err.value


@pytest.mark.parametrize(
    ("answer", "told"),
    [
        ("\u2018text:yes\u2019", "typographic quotes, which YAML keeps as part of the answer: "
         "write 'text:yes' in straight quotes"),
        ("\u201capprove\u201d", "write 'approve' in straight quotes"),
        ("'text : yes please'", "did you mean 'text:yes please'?"),
        ("'Text: go ahead'", "did you mean 'text:go ahead'?"),
    ],
)  # fmt: skip
def test_an_answer_is_told_what_to_write(tmp_path: Path, answer: str, told: str) -> None:
    bad = _load(tmp_path, ITEM.format(answer=answer))
    assert bad.line == 3 and told in bad.problem


def test_a_markdown_fence_is_named(tmp_path: Path) -> None:
    bad = _load(tmp_path, "```yaml\n" + ITEM.format(answer="approve") + "```\n")
    assert bad.line == 1
    assert "Markdown code fence (```): remove the ``` lines" in bad.problem


def test_a_backtick_elsewhere_is_not_called_a_fence(tmp_path: Path) -> None:
    bad = _load(tmp_path, "- id: b1\n  input: `Book` a room\n")
    assert "fence" not in bad.problem
