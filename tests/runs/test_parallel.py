"""`arena run --workers N`: the items spread over processes give the runs one process gives —
same items in the same order, same statuses, legs, tool calls and check vectors, passing or not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.arenas import load_arena
from arena.cli import main
from arena.endpoints import ModelChoice
from arena.evaluate import build_adapters, evaluate
from arena.parallel import evaluate_spread, model_process
from arena.runner import RunResult


def outcome(r: RunResult) -> tuple[object, ...]:
    calls = tuple((c.tool, c.status) for leg in r.trace.legs for c in leg.tool_calls)
    checks = tuple((c.name, c.passed) for c in r.checks)
    return (r.item.id, r.adapter, r.status, len(r.trace.legs), calls, checks)


@pytest.mark.parametrize("behaviour", ["compliant", "reckless"])
def test_two_workers_give_what_one_process_gives(behaviour: str) -> None:
    arena = load_arena("human_in_the_loop")
    items = arena.items[:4]
    adapters = build_adapters(arena, ["vanilla"])
    with model_process(ModelChoice(behaviour=behaviour)) as endpoint:
        single = evaluate(arena, adapters, endpoint, items=items)
        spread = evaluate_spread(arena, adapters, endpoint, workers=2, items=items)
    assert [outcome(r) for r in spread] == [outcome(r) for r in single]
    assert len({r.run_id for r in spread} | {r.run_id for r in single}) == 8
    passed = [all(c.passed for c in r.checks) for r in single]
    assert passed == ([True] * 4 if behaviour == "compliant" else [False] * 4)


def test_arena_run_with_two_workers_scores_twelve_of_twelve(tmp_path: Path) -> None:
    out = tmp_path / "res"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--workers", "2"]
    result = CliRunner().invoke(main, [*args, "--json", "--out", str(out)])
    assert result.exit_code == 0, result.output
    runs = [json.loads(line) for line in result.output.splitlines() if line.startswith("{")]
    assert [r["item"] for r in runs] == [i.id for i in load_arena("human_in_the_loop").items]
    assert all(r["passed"] for r in runs)
    assert json.loads((out / "summary.json").read_text())["adapters"]["vanilla"]["passed"] == 12


def test_workers_refuse_what_cannot_cross_a_process(tmp_path: Path) -> None:
    bad = CliRunner().invoke(main, ["run", "durable_state", "--workers", "2"])
    assert bad.exit_code == 2 and "--workers does not apply to durable_state" in bad.output
    unknown = CliRunner().invoke(
        main, ["run", "human_in_the_loop", "--workers", "2", "--behaviour", "nope"]
    )
    assert unknown.exit_code == 2 and unknown.output.startswith("error: unknown behaviour 'nope'")
