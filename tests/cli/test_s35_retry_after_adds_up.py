"""Retry-After waits under the gateway's 60 s cap that add up past the leg timeout (an endpoint
answering 429 'wait 1 s' to every attempt, four retries, a 2 s leg) ended the leg in the
gateway's sleep: no failed call was counted yet, so the run read 'failed runs 1', the agent's,
not '1 endpoint' (users34, open in users35). A model call the endpoint failed that the gateway
was still retrying when the run ended is now counted as the endpoint's, and the note says what
the endpoint answered; one the endpoint answered in the run's time is not."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.gateway import Gateway, Usage, _Call
from endpoint_support import failing_endpoint


@pytest.fixture
def endpoint() -> Iterator[str]:
    retry = {"Retry-After": "1"}
    with failing_endpoint(429, "slow down", kind="rate_limit", headers=retry) as url:
        yield url


def test_retry_waits_past_the_leg_timeout_are_the_endpoints(endpoint: str, tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--retries", "4"]
    args += ["--leg-timeout", "2", "--out", str(out)]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200", "K": "x"})
    assert result.exit_code == 1, result.output
    said = " ".join(result.output.split())
    assert "1 of 1 runs failed on a model endpoint error" in said, said
    assert "HTTP 429, asked to wait 1 s" in said, said
    assert "1 endpoint" in said, said
    run = json.loads((out / "runs.jsonl").read_text().splitlines()[0])
    assert run["error"].startswith("leg 1 timed out"), run["error"]
    assert run["usage"]["errors"] == 1 and run["usage"]["last_failed"] is True, run["usage"]


def _retried(gateway: Gateway, key: str, failed_at: float, answered_at: float | None) -> _Call:
    gateway._calls[key] += 1
    call = _Call(key, gateway.usage[key], model=True, seq=gateway._calls[key], own_account=False)
    call.usage.requests += 1
    call.retried, call.failed_at, call.answered_at = (429, "HTTP 429"), failed_at, answered_at
    gateway._retried[key].append(call)
    return call


def test_a_call_answered_after_the_run_ended_still_counts_one_answered_in_time_not() -> None:
    gateway = Gateway("http://127.0.0.1:9/v1", "k")
    gateway.usage["late"] = Usage()
    _retried(gateway, "late", failed_at=100.0, answered_at=130.0)  # the 429s cleared too late
    late = gateway.report("late", ended=120.0)
    assert late["errors"] == 1 and late["last_failed"] is True, late
    _retried(gateway, "in-time", failed_at=100.0, answered_at=110.0)
    in_time = gateway.report("in-time", ended=120.0)
    assert in_time["errors"] == 0 and "unanswered" not in in_time, in_time
    counted = _retried(gateway, "gave-up", failed_at=100.0, answered_at=130.0)
    counted.counted = True  # the gateway's own give-up counted it (errors) already
    gave_up = gateway.report("gave-up", ended=120.0)
    assert gave_up["errors"] == 0 and "HTTP 429" in gave_up["unanswered"], gave_up
