"""An endpoint that answers 429 with ``Retry-After: 3600`` (an hour's quota spent) made the
gateway sleep its 60 s cap before the retry: the leg timed out in that sleep, the run failed
'leg 1 timed out' with no failed call on the endpoint's record, and the summary put it on the
agent (users34: 61 s a run, 'failed runs 1', not '1 endpoint'). A wait longer than the gateway
ever waits is not waited out: the 429 is relayed at once, counted as the endpoint's."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from endpoint_support import failing_endpoint


@pytest.fixture
def endpoint() -> Iterator[str]:
    retry = {"Retry-After": "3600"}
    with failing_endpoint(429, "hourly quota spent", kind="rate_limit", headers=retry) as url:
        yield url


def test_a_retry_after_of_an_hour_fails_the_call_on_the_endpoint_at_once(
    endpoint: str, tmp_path: Path
) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--retries", "2"]
    args += ["--leg-timeout", "4", "--out", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80", "K": "x"})
    assert result.exit_code == 1, result.output
    said = " ".join(result.output.split())
    assert "1 of 1 runs failed on a model endpoint error" in said, said
    assert "hourly quota spent" in said
    run = json.loads((out / "runs.jsonl").read_text().splitlines()[0])
    assert "timed out" not in (run["error"] or ""), run["error"]
    assert run["usage"]["errors"] == 1 and run["usage"]["retries"] == 0, run["usage"]
    assert run["usage"]["waited_s"] == 0, run["usage"]
