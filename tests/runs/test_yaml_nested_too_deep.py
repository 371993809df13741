"""YAML nested 1,000 deep (``rules: [[[[...]]]]``) ended every reader in a RecursionError
traceback (tester 17): PyYAML composes, and our line survey walks, one Python frame per level.
Now each reader says in one line which file, which line, and that it nests too deep, exit 2."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.errors import UserError
from arena.model.script import BadScript, ScriptedPolicy
from arena.runs.allow import load_allow
from arena.yamlfile import MAX_DEPTH

#: Too deep for libyaml (its limit is 1,000), for PyYAML's composer (~500 with the default
#: recursion limit), and just over ours, which the C parser composes and the survey walked.
DEPTHS = [1000, 600, MAX_DEPTH + 1]


def nested(depth: int, head: str = "version: 1\nrules: ") -> str:
    return head + "[" * depth + "]" * depth + "\n"


def one_line(output: str, path: Path, line: int) -> str:
    lines = [x for x in output.splitlines() if x.strip()]
    assert len(lines) == 1 and "Traceback" not in output, output
    assert f"{path.name}:{line}" in lines[0] and "nested" in lines[0] and "deep" in lines[0], output
    return lines[0]


@pytest.mark.parametrize("depth", DEPTHS)
def test_policy_check(tmp_path: Path, depth: int) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(nested(depth))
    result = CliRunner().invoke(main, ["policy", "check", str(path)])
    assert result.exit_code == 2, result.output
    one_line(result.output, path, 2)


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("which", ["items", "arena"])
def test_an_items_file_or_arena_file(tmp_path: Path, depth: int, which: str) -> None:
    folder = tmp_path / "deep"
    folder.mkdir()
    arena = "name: deep\ntools: arena.tools.rooms\nchecks:\n  approved: [suspended]\n"
    items = "- id: a\n  input: Book a room.\n  resume_with: [approve]\n  expect: approved\n"
    if which == "arena":
        arena += nested(depth, "extra: ")  # line 5
    else:
        items += nested(depth, "- id: b\n  input: ")  # line 6
    (folder / "arena.yaml").write_text(arena)
    (folder / "items.yaml").write_text(items)
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, ["run", "deep", "--adapter", "vanilla"])
    finally:
        os.chdir(here)
    assert result.exit_code == 2, result.output
    one_line(result.output, folder / f"{which}.yaml", 5 if which == "arena" else 6)
    assert not (tmp_path / "results").exists()


def test_a_file_nested_as_deep_as_allowed_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "p.yaml"
    path.write_text(nested(MAX_DEPTH - 1))  # the document's mapping is the first level
    result = CliRunner().invoke(main, ["policy", "check", str(path)])
    assert "levels deep" not in result.output and "Traceback" not in result.output, result.output
    assert "rules" in result.output  # its rules are refused for what they are, not their depth


@pytest.mark.parametrize("depth", [1000, MAX_DEPTH + 1])
def test_a_model_script_and_an_allow_list(tmp_path: Path, depth: int) -> None:
    script = tmp_path / "script.yaml"
    script.write_text(nested(depth, "gate: "))
    with pytest.raises(BadScript) as said:
        ScriptedPolicy.load(script)
    one_line(str(said.value), script, 1)
    allow = tmp_path / "allow.yaml"
    allow.write_text(nested(depth, "tools_modules: "))
    with pytest.raises(UserError) as told:
        load_allow(allow)
    one_line(str(told.value), allow, 1)
