"""``arena approve req_… --reason ok``, a user's guess from ``arena deny``, was answered "No such
option '--reason'. (Did you mean one of: '--as', '--json'?)", neither of which says why (users
tester 33). It now names the option approve takes for that, --note."""

from __future__ import annotations

from click.testing import CliRunner

from arena.cli import main


def test_approve_with_a_reason_is_pointed_at_note() -> None:
    result = CliRunner().invoke(main, ["approve", "req_x", "--reason", "ok"])
    assert result.exit_code == 2, result.output
    said = result.output.strip().splitlines()[-1]
    assert said == (
        "Error: No such option '--reason': arena approve takes --note TEXT for why (the agent "
        "sees it with the approval); --reason is arena deny's"
    ), said
