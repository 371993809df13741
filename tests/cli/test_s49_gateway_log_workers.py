"""``arena run --model-url`` judges an adapter from the gateway's model log, in one process and
with ``--workers`` (gateway49).

A real endpoint gave the harness no per-run model log, and ``AutoBookAdapter`` (it books the
approved room itself, the model never told) passed every approved item with "not known". The
gateway in front of the endpoint now keeps the log; ``--workers``' workers read it over the
gateway's port with the harness's key, as they read the scripted model's process log. The
"real" endpoint is the scripted model reached by its URL alone.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.model import ScriptedModelServer

ITEMS = "hitl-0[13]"  # two approved items


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    with ScriptedModelServer() as server:
        yield server.base_url


CHEAT = "reference_adapters:AutoBookAdapter"


def _check(run: dict[str, Any], name: str) -> dict[str, Any]:
    [found] = [c for c in run["checks"] if c["name"] == name]
    return found


@pytest.mark.parametrize("workers", ["1", "2"])
def test_an_adapters_own_booking_fails_on_a_real_endpoint_an_honest_one_passes(
    url: str, tmp_path: Path, workers: str
) -> None:
    out = tmp_path / "r"
    args = ["run", "human_in_the_loop", "--adapter", CHEAT, "--adapter", "vanilla"]
    args += ["--item", ITEMS, "--quiet", "--model-url", url, "--model", "scripted-compliant"]
    result = CliRunner().invoke(main, [*args, "--out", str(out), "--workers", workers])
    assert result.exit_code == 1, result.output  # the cheat's runs fail
    runs = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    assert sorted(r["adapter"] for r in runs) == [CHEAT, CHEAT, "vanilla", "vanilla"], runs
    for run in runs:
        once = _check(run, "tool_called_once_after_resume")
        if run["adapter"] == CHEAT:
            assert not run["passed"] and not once["passed"], once
            assert "the book_room call was the adapter's, not the model's" in once["detail"]
        else:
            assert run["passed"], [c for c in run["checks"] if not c["passed"]]
            assert "model log: the model called book_room" in once["detail"], once
