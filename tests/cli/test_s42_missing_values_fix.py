"""Two missing values still got click's bare words (users42, after users41's fixes): ``arena
reply req_x`` said ``Missing argument 'TEXT'.`` (what goes there?), and ``arena reconcile RUN
--outcome no-effect`` said ``Missing option '--reason'.`` Each now names the fix on a line of its
own, within 80 columns; under ``--json`` the same words are the error object's. (A missing
``--outcome`` keeps click's "Choose from:" list, as users41 chose.)"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from arena.cli import main


def _said(*args: str) -> tuple[int, list[str]]:
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "80"})
    assert "Traceback" not in result.output, result.output
    return result.exit_code, [line for line in result.output.splitlines() if line.strip()]


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["reply", "req_x"],
            [
                "Error: Missing argument 'TEXT':",
                "  give the answer in words after the id, e.g. arena reply ID 'yes, but Aspen'",
            ],
        ),
        (
            ["reconcile", "run_x", "--outcome", "no-effect"],
            [
                "Error: Missing option '--reason':",
                "  say how you know, for the audit trail, e.g. --reason 'seen in the calendar'",
            ],
        ),
    ],
)
def test_a_missing_value_names_its_fix(args: list[str], said: list[str]) -> None:
    code, lines = _said(*args)
    assert code == 2
    assert lines[-len(said) :] == said, lines
    assert all(len(line) <= 80 and "\t" not in line for line in lines), lines


def test_under_json_the_fix_is_the_error_objects() -> None:
    code, lines = _said("reply", "req_x", "--json")
    assert code == 2
    found = json.loads(next(line for line in lines if line.startswith("{")))
    assert found == {
        "error": "Missing argument 'TEXT': give the answer in words after the id, e.g. "
        "arena reply ID 'yes, but Aspen'",
        "exit": 2,
    }


def test_a_wrong_outcome_still_lists_the_choices() -> None:
    """The neighbours that must not change: a value that is no choice names the choices, and
    a missing one keeps click's list."""
    code, lines = _said("reconcile", "run_x", "--reason", "seen")
    assert code == 2 and "Missing option '--outcome'. Choose from:" in "\n".join(lines), lines
    code, lines = _said("reconcile", "run_x", "--outcome", "nope", "--reason", "x")
    assert code == 2
    assert lines[-2:] == ["Error: Invalid value for '--outcome': 'nope' is not one of:",
                          "  took-effect, no-effect"]  # fmt: skip
