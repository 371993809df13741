"""``arena model serve --latency-ms`` took nan and inf (inf: the server started and every request
then hung) and said of -5 'latency values must not be negative, got -5.0, 0.0', naming no option
(users34). Each is now a usage error naming --latency-ms, before anything listens."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize("value", ["nan", "inf", "-5", "1e12"])
def test_a_latency_that_is_no_delay_is_a_usage_error(
    value: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    served: list[float] = []  # the old code served (and blocked): record it instead
    monkeypatch.setattr("arena.model.serve", lambda **kw: served.append(kw["latency_ms"]))
    result = CliRunner().invoke(main, ["model", "serve", "--port", "0", "--latency-ms", value])
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--latency-ms'" in result.output, result.output
    assert served == []
