"""An endpoint that lists its models and then fails every completion (500, 503) made every run
"fail suspended ×12" — the summary blamed the agent for the endpoint. The summary now says how
many runs failed on the model endpoint and what it said, and a framework's wrapper over the
client's error (langchain-openai's ``OpenAIAPIError``) is read as the endpoint's error too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.leg_runner import _describe_exception
from endpoint_support import failing_endpoint


@pytest.fixture(params=[500, 503])
def failing(request: pytest.FixtureRequest) -> Iterator[str]:
    with failing_endpoint(request.param, "down for maintenance", kind="server") as url:
        yield url


@pytest.mark.parametrize("adapter", ["vanilla", "langgraph"])
def test_the_summary_says_the_endpoint_failed_the_runs(
    failing: str, adapter: str, tmp_path: Path
) -> None:
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--item", "hitl-0[12]", "--quiet"]
    args += ["--model-url", failing, "--model", "m", "--api-key-env", "K", "--retries", "0"]
    args += ["--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80", "K": "x"})
    assert result.exit_code == 1, result.output
    assert "2 endpoint" in result.output  # the failed-runs cell: both on the endpoint
    said = " ".join(result.output.split())
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "down for maintenance" in said
    assert "judge an agent that got no model answer" in said


def test_a_run_failed_by_the_agent_is_not_put_on_the_endpoint(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    args += ["--behaviour", "reckless", "--quiet", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert result.exit_code == 1, result.output
    assert "model endpoint error" not in result.output and "endpoint\n" not in result.output


def test_a_frameworks_wrapper_over_the_clients_error_is_the_endpoints() -> None:
    import openai

    class OpenAIAPIError(Exception):  # as langchain-openai wraps the client's error
        pass

    try:
        try:
            raise openai.APIError("boom", request=None, body=None)  # type: ignore[arg-type]
        except openai.APIError as inner:
            raise OpenAIAPIError("Error code: 500 - down") from inner
    except OpenAIAPIError as outer:
        assert _describe_exception(outer) == (
            "model endpoint error: OpenAIAPIError: Error code: 500 - down"
        )
    assert _describe_exception(KeyError("room")) == "KeyError: 'room'"
    assert _describe_exception(RuntimeError("adapter bug")) == "RuntimeError: adapter bug"
