"""``arena run durable_state --probes`` silently dropped --probes and started the slow durable
run (tester 17), while --workers, --repeats and --seed were refused. --probes is refused the same
way: one line, exit 2, nothing started."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main, restart_cmd


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    calls: list[object] = []

    def run_durable(*args: object, **kwargs: object) -> list[object]:
        calls.append(args)
        return []

    monkeypatch.setattr(restart_cmd, "run_durable", run_durable)
    return calls


@pytest.mark.parametrize(
    ("extra", "named"),
    [
        (["--probes"], "--probes"),
        (["--workers", "2"], "--workers"),
        (["--repeats", "2"], "--repeats"),
    ],
)
def test_options_the_restart_arena_does_not_take_are_refused(
    started: list[object], extra: list[str], named: str
) -> None:
    result = CliRunner().invoke(main, ["run", "durable_state", "--adapter", "vanilla", *extra])
    assert result.exit_code == 2, result.output
    assert not started
    assert named in result.output and "durable_state" in result.output
    assert "human_in_the_loop" in result.output or "processes already" in result.output
    assert "Traceback" not in result.output
