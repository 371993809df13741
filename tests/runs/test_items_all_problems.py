"""An item file's problems come out in one go, each as ``path:line: problem`` (outside tester 9,
7a): two answers contradicting their expect (lines 83 and 98) were named one run at a time, as
``arena policy check`` did before it listed everything."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.arenas import load_arena, load_items
from arena.cli import main
from arena.errors import BadItemFile
from arena.yamlfile import BadItems


def _item(id_: str, answer: str = "approve", expect: str = "approved", **more: str) -> str:
    lines = [f"- id: {id_}", "  input: Book a room for 4 people on Tuesday.",
             f"  resume_with: [{answer!r}]", f"  expect: {expect}"]  # fmt: skip
    lines += [f"  {k}: {v}" for k, v in more.items()]
    return "\n".join(lines) + "\n"


def _refused(tmp_path: Path, text: str) -> BadItemFile:
    file = tmp_path / "items.yaml"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert "\n" not in str(info.value)  # still one line at the CLI
    return info.value


def _lines(error: BadItemFile) -> list[int | None]:
    return [p.line for p in getattr(error, "problems", (error,))]


def test_two_contradicting_answers_are_named_together(tmp_path: Path) -> None:
    text = (_item("a") + _item("b", "text:No thanks") + _item("c")
            + _item("d", "text:Sure, go ahead", "denied"))  # fmt: skip
    error = _refused(tmp_path, text)
    assert isinstance(error, BadItems) and _lines(error) == [7, 15]
    assert (error.line, error.path) == (7, str(tmp_path / "items.yaml"))  # the first, as before
    said = str(error)
    assert f"{tmp_path / 'items.yaml'}:7:" in said and f"{tmp_path / 'items.yaml'}:15:" in said
    assert said.index(":7:") < said.index(":15:")


@pytest.mark.parametrize(
    ("entries", "lines"),
    [
        # schema (a typo), duplicate id, nothing to check it: one problem each
        ([_item("a", inptu="x"), _item("b"), _item("b"), _item("c", expect="whatever")],
         [5, 10, 17]),
        ([_item("a", meta="{people: six}"), _item("b", "text:nope")], [5, 8]),
        (["- just text\n", _item("b"), _item("c", "deny")], [1, 8]),
    ],
)  # fmt: skip
def test_every_kind_of_problem_is_collected_by_line(
    tmp_path: Path, entries: list[str], lines: list[int]
) -> None:
    error = _refused(tmp_path, "".join(entries))
    assert _lines(error) == lines, str(error)


def test_one_problem_reads_as_it_did(tmp_path: Path) -> None:
    error = _refused(tmp_path, _item("a") + _item("b", "deny"))
    assert not isinstance(error, BadItems) and error.line == 7
    assert str(error).startswith(f"{tmp_path / 'items.yaml'}:7: expect: approved, but")


def test_arena_run_names_every_problem_on_a_line_of_its_own(tmp_path: Path) -> None:
    """They were one ~900-character line joined with "; " while the problems hold "; " too
    (outside tester 12, finding 8): now one ``error: path:line: problem`` line each, as ``arena
    policy check`` prints them."""
    (tmp_path / "arena.yaml").write_text("name: t\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(_item("a", "text:No") + _item("b", "text:not now"))
    result = CliRunner().invoke(main, ["run", str(tmp_path), "--adapter", "vanilla"])
    assert result.exit_code == 2, result.output
    lines = [x for x in result.output.splitlines() if x.startswith("error:")]
    assert [x.split("items.yaml:")[1].split(":")[0] for x in lines] == ["3", "7"], result.output
    assert all(x.count("items.yaml:") == 1 for x in lines), result.output


def test_facts_no_run_can_meet_are_named_together(tmp_path: Path) -> None:
    """The check of each item's facts against the arena (after the file loads) collects too."""
    (tmp_path / "arena.yaml").write_text("name: t\ntools: arena.tools.rooms\n")
    clash = "\n  meta:\n    people: 4\n    capacity: 6\n"
    text = _item("a").rstrip("\n") + clash + _item("b") + _item("c").rstrip("\n") + clash
    (tmp_path / "items.yaml").write_text(text)
    with pytest.raises(BadItems) as info:
        load_arena(str(tmp_path))
    assert _lines(info.value) == [5, 16]  # each at its meta line (outside tester 10, finding 15)
    assert all("disagree" in p.problem for p in info.value.problems)
