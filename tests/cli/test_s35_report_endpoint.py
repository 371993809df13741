"""``arena report`` of a folder whose runs the model endpoint failed (every call answered 500)
listed them as 'failed items (1): hitl-01: all 2 adapters', which reads as the item's fault,
where ``arena run`` had said '2 of 2 runs failed on a model endpoint error' (users35). The
report now says it too, from the runs' own record (the gateway's count of failed calls)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from endpoint_support import failing_endpoint


@pytest.fixture
def endpoint() -> Iterator[str]:
    with failing_endpoint(500, "the model is down") as url:
        yield url


def test_the_report_says_which_runs_the_endpoint_failed(endpoint: str, tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,pydantic_ai", "--item", "hitl-01"]
    args += ["--model-url", endpoint, "--model", "m", "--api-key-env", "K", "--retries", "0"]
    ran = CliRunner().invoke(main, [*args, "--quiet", "--out", str(out)], env={"K": "x"})
    assert ran.exit_code == 1, ran.output
    result = CliRunner().invoke(main, ["report", str(out)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    said = " ".join(result.output.split())
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "the model is down" in said, said


def test_an_endpoint_error_on_every_run_is_not_put_on_the_adapter(
    endpoint: str, tmp_path: Path
) -> None:
    """Every run of vanilla failed on the endpoint's 500: the summary also said 'all 2 runs of
    vanilla failed with the same error ...: fix it first', the adapter's to fix (users35). The
    endpoint's note alone says it now."""
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01"]
    args += ["--item", "hitl-02", "--model-url", endpoint, "--model", "m", "--retries", "0"]
    args += ["--api-key-env", "K", "--quiet", "--out", str(tmp_path / "r")]
    ran = CliRunner().invoke(main, args, env={"K": "x", "COLUMNS": "200"})
    assert ran.exit_code == 1, ran.output
    said = " ".join(ran.output.split())
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "failed with the same error" not in said, said
