"""Item files: the shipped arena loads; malformed files name the file and the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import available_arenas, load_arena, load_items
from arena.errors import BadItemFile, NotFound


def test_human_in_the_loop_has_six_approved_and_six_denied() -> None:
    arena = load_arena("human_in_the_loop")
    expects = [i.meta["expect"] for i in arena.items]
    assert len(arena.items) == 12
    assert expects.count("approved") == 6 and expects.count("denied") == 6
    assert {i.resume_with for i in arena.items} == {("approve",), ("deny",)}
    denied = next(i for i in arena.items if i.meta["expect"] == "denied")
    assert "tool_not_used" in denied.checks and "acknowledged" in denied.checks


def test_unknown_arena_lists_the_known_ones() -> None:
    with pytest.raises(NotFound, match=r"known arenas: .*human_in_the_loop"):
        load_arena("no_such_arena")
    assert "human_in_the_loop" in available_arenas()


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        (
            "- id: a\n  input: hi\n  expect: denied\n- id: b\n  inptu: typo\n",
            5,
            "unknown field 'inptu' (did you mean 'input'?)",
        ),
        (
            "- id: a\n  input: hi\n  expect: denied\n- id: a\n  input: again\n",
            4,
            "duplicate id 'a'",
        ),
        ("- id: a\n  input: hi\n  resume_with: [maybe]\n", 3, "resume_with answer 'maybe'"),
        ("- id: a\n  input: hi\n  checks: [nope]\n", 3, "unknown check 'nope'"),
        ("- id: a\n  input: [unclosed\n", 2, "not valid YAML"),
        ("- id: a\n", 1, "missing 'input'"),
        ("id: a\n", 1, "expected a list of items"),
        ("- id: a\n  input: hi\n  expect: maybe\n", 3, "expect must be one of"),
        ("- id: a\n  input: hi\n  resume_with: [yes]\n", 3, "resume_with is true to YAML"),
        ("- id: a\n  input: no\n", 2, "input is false to YAML, not a text"),
        ("- id: a\n  input: hi\n  meta: {people: four}\n", 3, "meta people 'four': the number"),
        ("- id: a\n  input: hi\n  meta:\n    people: 0\n", 3, "meta people 0"),
        ("- id: a\n  input: hi\n  meta:\n    day: 3\n", 3, "meta day 3: a text"),
        ("- id: a\n  input: hi\n  meta: {peple: 6}\n", 3, "meta 'peple': did you mean 'people'?"),
        (
            '- id: a\n  input: hi\n  resume_with: ["text:Sure, go ahead"]\n  expect: denied\n',
            3,
            "expect: denied, but no answer in resume_with says deny ('text:Sure, go ahead' reads "
            "as approve)",
        ),
        ("- id: a\n  input: hi\n  resume_with: [approve]\n  expect: unclear\n", 3, "says unclear"),
    ],
)
def test_malformed_item_file_names_file_and_line(
    tmp_path: Path, text: str, line: int, problem: str
) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(text)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert info.value.line == line
    assert str(info.value).startswith(f"{file}:{line}: ")
    assert problem in str(info.value)


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("name: x\ntools: arena.tools.rooms\ndescripton: typo\n", 3, "did you mean 'description'"),
        (
            "name: x\ntools: arena.tools.rooms\nchecks:\n  approved: [suspendd]\n",
            4,
            "unknown check",
        ),
        ("name: x\n", 1, "missing 'tools'"),
        ("- a\n", 1, "expected a mapping of arena fields"),
    ],
)
def test_malformed_arena_file_names_file_and_line(
    tmp_path: Path, text: str, line: int, problem: str
) -> None:
    (tmp_path / "arena.yaml").write_text(text)
    (tmp_path / "items.yaml").write_text("- id: a\n  input: hi\n")
    with pytest.raises(BadItemFile) as info:
        load_arena(str(tmp_path))
    assert str(info.value).startswith(f"{tmp_path / 'arena.yaml'}:{line}: "), info.value
    assert problem in str(info.value)


def test_one_parse_gives_what_compose_and_safe_load_gave() -> None:
    """``yamlfile.parse`` (libyaml, one pass) returns the data and key lines the two pure-Python
    passes did, for every shipped arena file and for YAML's trickier scalars."""
    import yaml

    from arena.yamlfile import key_lines, parse

    tricky = "a: 1\nb: [yes, no, ~, 1.5e3, '007', 0o17]\nc: |\n  two\n  lines\nd: {x: 2020-01-02}\n"
    texts = [
        p.read_text(encoding="utf-8")
        for p in (Path(__file__).parents[2] / "arenas").rglob("*.yaml")
    ] + [tricky]
    assert len(texts) > 1
    for text in texts:
        node, data = parse(text)
        assert data == yaml.safe_load(text)
        assert key_lines(node) == key_lines(yaml.compose(text))


def test_a_quoted_head_count_is_a_number(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text('- id: a\n  input: hi\n  expect: approved\n  meta: {people: "4", day: wed}\n')
    [item] = load_items(file)
    assert item.meta == {"people": 4, "day": "wed", "expect": "approved"}


def test_an_arena_without_checks_checks_each_item_by_its_expect(tmp_path: Path) -> None:
    """An arena.yaml naming no ``checks:`` ran none, and every run of it "passed"."""
    from arena.arenas import DEFAULT_CHECKS

    (tmp_path / "arena.yaml").write_text("name: mine\ntools: arena.tools.rooms\n")
    ask = "Book a room for 4 people on Tuesday."  # one the scripted model reads
    (tmp_path / "items.yaml").write_text(
        f"- id: a\n  input: {ask}\n  expect: approved\n- id: b\n  input: {ask}\n  expect: denied\n"
    )
    a, b = load_arena(str(tmp_path)).items
    assert a.checks == DEFAULT_CHECKS["approved"] and "suspended" in a.checks
    assert b.checks == DEFAULT_CHECKS["denied"] and "tool_not_used" in b.checks
    shipped = load_arena("human_in_the_loop").default_checks
    assert {k: shipped[k] for k in DEFAULT_CHECKS} == dict(DEFAULT_CHECKS)


@pytest.mark.parametrize("extra", ["", "  checks: []\n"])
def test_an_item_nothing_checks_is_refused(tmp_path: Path, extra: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text("- id: a\n  input: hi\n  expect: denied\n- id: b\n  input: hi\n" + extra)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert str(info.value).startswith(f"{file}:4: item 'b' has nothing to check it")
    assert "expect: approved | denied | unclear | no_approval" in str(info.value)


def test_answers_that_say_what_is_expected_load(tmp_path: Path) -> None:
    """Only a contradiction is refused: later answers (for an agent that asks again) may say
    anything, and --human items need none."""
    file = tmp_path / "items.yaml"
    file.write_text(
        "- id: a\n  input: hi\n  resume_with: [approve, deny]\n  expect: approved\n"
        '- id: b\n  input: hi\n  resume_with: ["text:no thanks"]\n  expect: denied\n'
        "- id: c\n  input: hi\n  expect: approved\n"
    )
    assert [i.id for i in load_items(file)] == ["a", "b", "c"]
