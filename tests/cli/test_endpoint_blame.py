"""A failure goes on the model endpoint only on the harness's own record (red team 15).

The report read "model endpoint error" at the start of a run's error as the endpoint failing it,
but an adapter writes that error itself (``ctx.finish(error=...)``): :class:`Blamer` gave up on
half the items without calling the model and the summary read "6 endpoint", with a note that
their checks judge an agent that got no model answer, behind a scripted model that answered
every call. Now the gateway's count of failed calls (``--model-url``) or the failing behaviour
or fault the harness gave the scripted model must back the words; honest failures (an endpoint
that fails after the pre-flight, a refused key, the scripted ``http500``) still read "endpoint".
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.endpoint_blame import FAILING_BEHAVIOURS, endpoint_failed
from endpoint_support import failing_endpoint
from reference_adapters_blamer import BLAME, HTTP500

ADAPTER = "reference_adapters_blamer:build"


def _said(args: list[str], tmp_path: Path, env: dict[str, str] | None = None, code: int = 1) -> str:
    args = ["run", "human_in_the_loop", *args, "--quiet", "--out", str(tmp_path / "r")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "100", **(env or {})})
    assert result.exit_code == code, result.output
    return result.output


def test_an_adapters_own_endpoint_words_do_not_put_its_failures_on_the_endpoint(
    tmp_path: Path,
) -> None:
    """hitl-02..04 given up (the adapter's words), hitl-05 run through the model and passed."""
    output = _said(["--adapter", ADAPTER, "--item", "hitl-0[2-5]"], tmp_path)
    said = " ".join(output.split())
    assert "endpoint\n" not in output and "3 endpoint" not in said, output
    assert "runs failed on a model endpoint error" not in said, said
    assert "got no model answer" not in said
    # said once, as what it is: the adapter's words, no record of the endpoint failing
    assert "3 of 4 runs failed with an error that names the model endpoint" in said, said
    assert BLAME in said and "counted as the adapter's failures" in said
    assert "1/4" in said


def test_the_scripted_models_failing_behaviour_still_reads_endpoint(tmp_path: Path) -> None:
    output = _said(["--adapter", "vanilla", "--item", "hitl-0[12]", "--behaviour", "http500"],
                   tmp_path)  # fmt: skip
    said = " ".join(output.split())
    assert "2 endpoint" in said, output
    assert "2 of 2 runs failed on a model endpoint error" in said, said
    assert "names the model endpoint" not in said


def test_an_adapter_that_never_calls_the_model_under_http500_is_not_the_endpoints(
    tmp_path: Path,
) -> None:
    """The harness assigned the runs http500, but no request of theirs reached the scripted
    model: the assignment is no failed call, and the adapter's own words stay its own
    (session 21: they read "2 endpoint" by the assignment alone)."""
    args = ["--adapter", "reference_adapters_blamer:build_bystander", "--item", "hitl-0[12]"]
    said = " ".join(_said([*args, "--behaviour", "http500"], tmp_path).split())
    assert "2 endpoint" not in said and "runs failed on a model endpoint error" not in said, said
    assert "got no model answer" not in said, said
    assert "2 of 2 runs failed with an error that names the model endpoint" in said, said
    assert HTTP500 in said and "counted as the adapter's failures" in said, said


@pytest.fixture
def refusing() -> Iterator[str]:
    with failing_endpoint(401, "bad key, no entry", kind="auth") as url:
        yield url


def test_a_refused_key_still_reads_endpoint(refusing: str, tmp_path: Path) -> None:
    args = ["--adapter", "vanilla", "--item", "hitl-0[12]", "--model-url", refusing]
    args += ["--model", "m", "--api-key-env", "K", "--retries", "0", "--concurrency", "2"]
    # both in flight before the first is refused; a refused key is exit 2 (the user's setup)
    said = " ".join(_said(args, tmp_path, {"K": "x"}, code=2).split())
    assert "2 endpoint" in said, said
    assert "2 of 2 runs failed on a model endpoint error" in said and "API key" in said, said
    assert "refused the API key (HTTP 401) in 2 of 2 runs: check the key in $K" in said, said


def test_the_blamer_behind_a_real_endpoint_that_answers_is_not_the_endpoints(
    tmp_path: Path,
) -> None:
    """Behind --model-url the gateway's count decides: the scripted model served as a real
    endpoint answered every call, so the adapter's words stay its own."""
    from arena.model import ScriptedModelServer

    with ScriptedModelServer() as server:
        args = ["--adapter", ADAPTER, "--item", "hitl-0[2-5]", "--model-url", server.base_url]
        args += ["--model", "scripted-compliant", "--api-key-env", "K"]
        said = " ".join(_said(args, tmp_path, {"K": "x"}).split())
    assert "runs failed on a model endpoint error" not in said, said
    assert "3 of 4 runs failed with an error that names the model endpoint" in said, said


#: The run's model log held a request of the run on its route (``extra["model_requests"]``).
SENT = {"model_requests": 2}


@pytest.mark.parametrize(
    ("extra", "model", "task", "blamed"),
    [
        ({"usage": {"errors": 1}, "behaviour": None}, "gpt", "6 people", True),
        ({"usage": {"errors": 0, "retries": 3}, "behaviour": None}, "gpt", "6 people", False),
        ({"behaviour": None}, "gpt", "6 people", False),  # no gateway record: none
        ({}, "gpt", "6 people", False),
        ({"behaviour": "http500", **SENT}, "scripted-http500", "6 people", True),
        ({"behaviour": "garbage", **SENT}, "scripted-garbage", "6 people", True),
        ({"behaviour": "compliant", **SENT}, "scripted-compliant", "6 people", False),
        ({"behaviour": "reckless", **SENT}, "scripted-reckless", "6 people", False),
        ({**SENT}, "scripted-http500", "6 people", True),  # not recorded: the run's model says it
        ({"behaviour": "compliant", **SENT}, "scripted-compliant", "6 people [fault:reset]", True),
        ({"behaviour": "compliant", **SENT}, "scripted-compliant", "6 [fault:malformed]", True),
        ({"behaviour": "compliant", **SENT}, "scripted-compliant", "6 [fault:overlong]", True),
        ({"behaviour": "compliant", **SENT}, "scripted-compliant", "6 [fault:unknown_tool]", False),
        ({"behaviour": "compliant", **SENT}, "scripted-compliant", "6 [fault:nonesuch]", False),
        ({**SENT}, "scripted-fault-http500", "6 people", True),
        ({**SENT}, "default-model", "6 people", False),
        # The assignment alone, no request of the run on its route (session 21): not blamed.
        ({"behaviour": "http500", "model_requests": 0}, "scripted-http500", "6 people", False),
        ({"behaviour": "garbage"}, "scripted-garbage", "6 people", False),  # no log, no record
        ({}, "scripted-http500", "6 people", False),
        ({"model_requests": 0}, "scripted-compliant", "6 people [fault:reset]", False),
        ({"model_requests": True}, "scripted-http500", "6 people", False),
    ],
)
def test_what_the_harness_recorded_decides(
    extra: dict[str, object], model: str, task: str, blamed: bool
) -> None:
    assert (endpoint_failed(extra, model, task) is not None) is blamed


def test_the_failing_behaviours_are_the_scripted_models_faulty_ones() -> None:
    from arena.model.policy import BEHAVIOURS, Faulty

    assert {k for k, v in BEHAVIOURS.items() if isinstance(v, Faulty)} == FAILING_BEHAVIOURS
