"""Click's usage errors named the problem and not the fix, or ran past 80 columns (users41).

``arena show`` said ``Missing argument 'ID'.`` (where are the ids?), ``arena run ... --repeats x``
said ``'x' is not a valid integer range.`` (a range was never asked for), ``arena runs --status
zz`` printed a 120-column line of choices, and ``arena restart`` offered ``report``. Each is now
the problem, then the fix: the command that lists the ids (with the store given), the number
asked for and its bounds, the choices on a line of their own, the command that does it. Every
line fits 80 columns; click's own words stand where they named the fix already.
"""

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
    ("args", "error"),
    [
        (["show"], ["Missing argument 'ID':", "(`arena runs`, `arena pending` list them)"]),
        (["approve"], ["Missing argument 'ID...':", "(`arena pending` lists those waiting)"]),
        (["deny"], ["Missing argument 'ID...':", "and --reason (`arena pending` lists them)"]),
        (["reply"], ["Missing argument 'ID':", "then the answer (`arena pending` lists them)"]),
        (
            ["history", "--store", "my store.db"],
            ["Missing argument 'RUN':", "(`arena runs --store 'my store.db'` lists them)"],
        ),
        (
            ["reconcile"],
            ["Missing argument 'RUN':", "(`arena runs --status needs_reconciliation` lists"],
        ),
        (["operators", "token"], ["Missing argument 'NAME':", "(`arena operators list` lists"]),
        (["operators", "add"], ["Missing argument 'NAME':", "arena operators add alice --role"]),
        (["policy", "check"], ["Missing argument 'FILE':", "arena policy check policy.yaml"]),
        (["deny", "req_x"], ["Missing option '--reason':", "the agent reads it, e.g. --reason"]),
        (
            ["run", "human_in_the_loop", "--repeats", "x"],
            ["'--repeats': 'x' is not a whole number (1 to 1000)"],
        ),
        (
            ["run", "human_in_the_loop", "--call-timeout", "soon"],
            ["'--call-timeout': 'soon' is not a number (0.1 to 86400)"],
        ),
        (["runs", "--limit", "all"], ["'--limit': 'all' is not a whole number (at least 1)"]),
        (["serve", "--port", "http"], ["'--port': 'http' is not a whole number (0 to 65535)"]),
        (
            ["runs", "--status", "done"],
            ["'--status': 'done' is not one of:", "waiting, resuming, completed, failed"],
        ),
        (["reconcile", "r", "--outcome", "yes"], ["is not one of:", "took-effect, no-effect"]),
        (["restart"], ["No such command 'restart': use arena resume (arena resume --help)"]),
        (["people"], ["No such command 'people': use arena operators"]),
    ],
)
def test_each_usage_error_names_the_fix_within_80_columns(
    args: list[str], error: list[str]
) -> None:
    code, lines = _said(*args)
    assert code == 2, lines
    text = "\n".join(lines)
    for part in error:
        assert part in text, text
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    assert lines[-1].startswith("  ") or lines[-1].startswith("Error:"), lines
    assert len([line for line in lines if line.startswith("Error:")]) == 1, lines


@pytest.mark.parametrize(
    ("args", "kept"),
    [
        # click's words already name the fix: unchanged
        (["run", "human_in_the_loop", "--concurrency", "0"], "0 is not in the range 1<=x<=1000."),
        (["run", "human_in_the_loop", "--seed", "x"], "'x' is not a valid integer."),
        (["runz"], "No such command 'runz'. Did you mean 'run' or 'runs'?"),
        (["show", "--bogus"], "No such option '--bogus'"),
        (["reconcile", "r"], "Missing option '--outcome'. Choose from:"),
    ],
)
def test_click_words_that_name_the_fix_stand(args: list[str], kept: str) -> None:
    code, lines = _said(*args)
    assert code == 2, lines
    assert kept in "\n".join(lines), lines


def test_json_gets_the_error_and_its_fix_on_one_line() -> None:
    result = CliRunner().invoke(main, ["runs", "--status", "done", "--json"])
    said = json.loads(result.stdout.splitlines()[0])
    assert said == {
        "error": "Invalid value for '--status': 'done' is not one of: waiting, resuming, "
        "completed, failed, needs_reconciliation",
        "exit": 2,
    }
