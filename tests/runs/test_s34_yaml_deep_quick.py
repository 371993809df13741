"""A file nested 1,000 deep (``rules: [[[[...]]]]``) was refused after ~10 s of CPU per read,
20 s for a model script and its allow list (suite34): libyaml refuses it (its own limit is 1,000
levels), and the pure-Python parser read it again, its scanner quadratic in the lists left open
on a line, twice (to find it too deep for Python's frames, then to find the line). Where it got
too deep is now read from libyaml's own events; the message and line are those
test_yaml_nested_too_deep pins."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml.scanner

from arena import yamlfile
from arena.model.script import BadScript, ScriptedPolicy
from arena.runs.allow import load_allow
from arena.yamlfile import MAX_DEPTH


@pytest.fixture
def python_scans(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each token the pure-Python scanner fetched (libyaml's scanner is C: not counted)."""
    fetched: list[int] = []
    fetch = yaml.scanner.Scanner.fetch_more_tokens

    def counted(self: yaml.scanner.Scanner) -> None:
        fetched.append(1)
        fetch(self)

    monkeypatch.setattr(yaml.scanner.Scanner, "fetch_more_tokens", counted)
    return fetched


@pytest.mark.skipif(not hasattr(yaml, "CSafeLoader"), reason="PyYAML built without libyaml")
def test_a_file_deeper_than_libyaml_reads_is_refused_without_the_python_parser(
    tmp_path: Path, python_scans: list[int]
) -> None:
    text = "gate: " + "[" * 1000 + "]" * 1000 + "\n"
    with pytest.raises(yamlfile.NestedTooDeep) as said:
        yamlfile.load("version: 1\n" + text)
    assert said.value.problem_mark.line == 1  # the second line: where it got too deep
    # the 101st level: the document's mapping is the first, so the 100th list's bracket
    assert said.value.problem_mark.column == len("gate: ") + MAX_DEPTH - 1
    script = tmp_path / "script.yaml"
    script.write_text(text)
    with pytest.raises(BadScript, match=r"script\.yaml:1: .*nested more than 100 levels"):
        ScriptedPolicy.load(script)
    allow = tmp_path / "allow.yaml"
    allow.write_text(text.replace("gate", "tools_modules"))
    with pytest.raises(Exception, match=r"allow\.yaml:1: .*nested more than 100 levels"):
        load_allow(allow)
    assert python_scans == [], "the pure-Python parser read a file libyaml had refused"


def test_a_file_libyaml_refuses_for_its_syntax_is_still_said_by_the_python_parser(
    python_scans: list[int],
) -> None:
    """What people read and tests pin for every other refusal is the pure-Python parser's."""
    with pytest.raises(yaml.YAMLError) as said:
        yamlfile.load("a: [1, 2\nb: 3\n")
    assert not isinstance(said.value, yamlfile.NestedTooDeep)
    assert python_scans, "the pure-Python parser's error is the one said"
