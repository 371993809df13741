"""``arena run --model-url`` against an endpoint that accepts and never answers printed nothing
for a minute (the default --call-timeout) before its clear error: a user saw a hang (users tester
31). On a terminal it now says what it waits for while it asks; into a pipe nothing changes."""

from __future__ import annotations

import io
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner
from rich.console import Console

from arena.cli import main
from arena.errors import UserError


def test_the_wait_for_the_endpoints_models_is_said_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    shown = io.StringIO()

    def terminal(**_: Any) -> Console:
        return Console(file=shown, force_terminal=True, width=80)

    def stuck(self: object, *a: Any, **kw: Any) -> NoReturn:
        raise UserError("model endpoint did not answer GET /models within 7s")

    monkeypatch.setattr("arena.cli.run_cmd.Console", terminal)
    monkeypatch.setattr("arena.endpoints.ModelChoice.check", stuck)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--model-url",
            "http://127.0.0.1:9/v1", "--model", "m", "--call-timeout", "7"]  # fmt: skip
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert result.exit_code == 2, result.output
    assert "asking the endpoint for its models (up to 7s: --call-timeout)" in shown.getvalue()
