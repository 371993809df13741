"""The README's promises stay true: its eval snippet runs, its commands exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

README = (Path(__file__).parents[2] / "README.md").read_text()

pytest_plugins = ["pytester"]


def test_the_readme_eval_passes_and_fails_for_the_right_reason(pytester: pytest.Pytester) -> None:
    (snippet,) = re.findall(r"```python\n(.*?)```", README, re.S)
    pytester.makepyfile(test_snippet=snippet)
    pytester.runpytest_inprocess("-p", "no:cacheprovider").assert_outcomes(passed=1)
    stubborn = pytester.runpytest_inprocess(
        "-p", "no:cacheprovider", "--arena-behaviour", "stubborn"
    )
    stubborn.assert_outcomes(failed=1)
    stubborn.stdout.fnmatch_lines(["*expected book_room not to be called*"])


def test_every_command_the_readme_names_exists() -> None:
    named = set(re.findall(r"\.venv/bin/arena (\w+)", README))
    assert named >= {"run", "list", "matrix", "pending", "approve", "deny", "resume", "history"}
    for command in sorted(named):
        result = CliRunner().invoke(main, [command, "--help"])
        assert result.exit_code == 0, (command, result.output)
