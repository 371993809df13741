"""``arena resume`` of a run on a real endpoint keeps the resumed legs' model log too (gateway49).

``arena run --model-url`` logs each run's model calls in its gateway; a run paused there and
resumed by ``arena resume`` went straight to the endpoint, so its resumed leg had no log and an
adapter that books the approved room itself (``AutoBookAdapter``) passed with "nothing recorded
for leg 2". The resume now puts a gateway of its own in front of the configured endpoint. The
"real" endpoint is the scripted model reached by its URL alone, allowed in the operator's list.
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


@pytest.fixture
def url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    with ScriptedModelServer() as server:
        url = server.base_url.rstrip("/")
        allow = tmp_path / "allow.yaml"
        allow.write_text(f'endpoints:\n  local: {{base_url: "{url}"}}\n')
        monkeypatch.setenv("ARENA_ALLOW", str(allow))
        yield url


def _resumed(url: str, tmp_path: Path, adapter: str) -> dict[str, Any]:
    db, runner = str(tmp_path / "a.db"), CliRunner()
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--item", "hitl-01", "--human"]
    args += ["--store", db, "--model-url", url, "--model", "scripted-compliant", "--quiet"]
    started = runner.invoke(main, [*args, "--out", str(tmp_path / "ran")])
    assert started.exit_code == 0, started.output
    (request,) = json.loads(runner.invoke(main, ["pending", "--json", "--store", db]).stdout)
    assert runner.invoke(main, ["approve", request["id"], "--store", db]).exit_code == 0
    out = tmp_path / "out"
    runner.invoke(main, ["resume", "--all", "--store", db, "--out", str(out)])
    (run,) = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    return run


def _once(run: dict[str, Any]) -> dict[str, Any]:
    [found] = [c for c in run["checks"] if c["name"] == "tool_called_once_after_resume"]
    return found


def test_an_adapters_own_booking_in_a_resumed_leg_fails(url: str, tmp_path: Path) -> None:
    run = _resumed(url, tmp_path, "reference_adapters:AutoBookAdapter")
    once = _once(run)
    assert not run["passed"] and not once["passed"], once
    assert "the book_room call was the adapter's, not the model's" in once["detail"], once


def test_the_models_own_booking_in_a_resumed_leg_passes(url: str, tmp_path: Path) -> None:
    run = _resumed(url, tmp_path, "vanilla")
    once = _once(run)
    assert run["passed"], [c for c in run["checks"] if not c["passed"]]
    assert "model log: the model called book_room after hearing the approval" in once["detail"]
    # the resumed leg's usage recorded as the first legs' is, not null (users55)
    usage = run["usage"]
    assert usage["requests"] >= 1 and usage["attempts"] >= usage["requests"], usage
    assert usage["input_tokens"] > 0 and usage["output_tokens"] > 0, usage
    assert usage["errors"] == 0 and "usage_note" not in usage, usage
