"""``arena faults --help`` names every outcome that sets its exit status, and those that do not.

36ef6cb added "failed after booking" (not contained), a control whose checks failed (not
contained) and "retried N requests" (shown, exit unchanged); the help's exit-status text still
listed the older outcomes only.
"""

from __future__ import annotations

import re

from click.testing import CliRunner

from arena.cli import main
from arena.faultmatrix import MAX_REQUESTS, UNCONTAINED


def _help() -> str:
    result = CliRunner().invoke(main, ["faults", "--help"], env={"COLUMNS": "300"})
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())  # unwrapped


def test_every_outcome_that_fails_the_process_is_in_the_exit_status_text() -> None:
    text = _help()
    status = text[text.index("Exit status") :]
    for outcome in UNCONTAINED:
        assert outcome.strip() in status, outcome
    assert re.search(r"control whose checks failed", status)


def test_shown_but_not_failing_outcomes_are_said_so() -> None:
    text = _help()
    status = text[text.index("Exit status") :]
    shown = status[status.index("shown but does not change") - 120 :]
    assert "retried N requests" in shown and "slow" in shown
    assert f"more than {MAX_REQUESTS} requests" in text  # the limit, as the matrix applies it
