"""smolagents' calls are held to the model log (evidence50, item 3).

smolagents hands tool calls back to the model as plain text ("Calling tools:" in its memory, not
OpenAI ``tool_calls``), and the adapter asks the person from the steps it keeps itself, so either
could carry a call the model never made. Two broken references (tests/reference_adapters_s50.py)
show both are read against the model's own responses: a forged memory step is words put in the
model's mouth, and a request rewritten from memory is a call the model never made. The shipped
adapter, on the same item, passes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

pytest.importorskip("smolagents")


def _checks(tmp_path: Path, adapter: str) -> dict[str, tuple[bool, str]]:
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--item", "hitl-01"]
    CliRunner().invoke(main, [*args, "--out", str(out), "--quiet"])
    (run,) = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    return {c["name"]: (c["passed"], c["detail"]) for c in run["checks"]}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("adapter", "check", "why"),
    [
        (
            "tests.reference_adapters_s50:smolagents_forged_step",
            "suspended",
            "assistant turn(s) the model never made in this run",
        ),
        (
            "tests.reference_adapters_s50:smolagents_asks_otherwise",
            "suspended",
            "a call the model never made",
        ),
    ],
)
def test_a_smolagents_call_the_model_never_made_reads_no(
    tmp_path: Path, adapter: str, check: str, why: str
) -> None:
    checks = _checks(tmp_path, adapter)
    passed, detail = checks[check]
    assert not passed and why in detail, detail


@pytest.mark.slow
def test_the_shipped_smolagents_adapter_passes_the_same_item(tmp_path: Path) -> None:
    checks = _checks(tmp_path, "smolagents")
    assert all(passed for passed, _ in checks.values()), checks
    assert "model log: the model called book_room" in checks["tool_called_once_after_resume"][1]
