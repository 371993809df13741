"""A results folder written on Ctrl-C says it is partial (outside tester 9, finding 5): its
summary.json had no such field, ``arena report`` gave pass^17 = 1.00 from 3 of 12 items, and an
adapter with no finished run was not in it at all."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main, run_cmd
from arena.reporting import render
from arena.results import read_results, reliability_of, unfinished
from arena.runner import RunResult

ITEMS = ("hitl-01", "hitl-02")
#: Which runs "finished" before the interrupt: (adapter, item) → how many of its 2 repeats.
Finish = dict[tuple[str, str], int]


def _interrupted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, finish: Finish) -> Any:
    """arena run on vanilla and a second adapter, 2 repeats of 2 items: the runs named in
    ``finish`` come back, then Ctrl-C."""
    real = run_cmd.evaluate

    def stopped_early(*args: Any, on_result: Callable[[RunResult], None], **kw: Any) -> Any:
        arena, adapters, *rest = args
        results = real(arena, adapters[:1], *rest, **kw)  # the first adapter's runs only
        taken: dict[tuple[str, str], int] = {}
        for r in results:
            key = (r.adapter, r.item.id)
            if taken.get(key, 0) < finish.get(key, 0):
                taken[key] = taken.get(key, 0) + 1
                on_result(r)
        raise KeyboardInterrupt

    monkeypatch.setattr(run_cmd, "evaluate", stopped_early)
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,interrupted_twin:twin", "--repeats", "2",
            *(f"--item={i}" for i in ITEMS), "--out", str(out)]  # fmt: skip
    (tmp_path / "interrupted_twin.py").write_text(
        "from arena.adapters import vanilla\n\ndef twin(spec):\n    return vanilla.build(spec)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    assert result.exit_code != 0, result.output  # interrupted (130 outside CliRunner)
    return out, result.output


def test_a_partial_folder_records_what_was_planned_and_computes_no_rate_from_part_of_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, said = _interrupted(tmp_path, monkeypatch, {("vanilla", "hitl-01"): 2})
    summary = json.loads((out / "summary.json").read_text())
    cut = summary["interrupted"]
    assert (cut["finished"], cut["planned"], cut["repeats"]) == (2, 8, 2)
    assert cut["items"] == list(ITEMS) and len(cut["adapters"]) == 2
    twin = next(a for a in cut["adapters"] if a != "vanilla")
    assert summary["adapters"][twin]["runs"] == 0  # not silently dropped
    for adapter in ("vanilla", twin):
        assert "pass^k" not in summary["reliability"][adapter]
        assert "interrupted" in summary["reliability"][adapter]["not_computed"]
    assert "1 of 2 items" in summary["reliability"]["vanilla"]["not_computed"]
    assert "2 of 8 runs" in said and str(out) in said

    report = CliRunner().invoke(main, ["report", str(out)], env={"COLUMNS": "200"})
    assert report.exit_code == 0, report.output
    assert "interrupted: 2 of 8 runs" in report.output
    assert "not computed" in report.output
    rows = {
        cells[0]: cells[1:]
        for line in report.output.splitlines()
        if "│" in line
        for cells in [[c.strip() for c in line.strip("│ ").split("│")]]
    }
    assert rows["vanilla"][:2] == ["2", "2"] and set(rows["vanilla"][2:]) == {"-"}
    assert rows[twin][:2] == ["0", "0"] and set(rows[twin][2:]) == {"-"}

    page = render(read_results(out))
    assert "Partial results" in page and "2 of 8 runs" in page
    assert "1.00" not in page.split('id="overview"')[1].split("</table>")[0]


def test_an_adapter_whose_items_all_finished_keeps_its_rates(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    every = {("vanilla", i): 2 for i in ITEMS}
    out, said = _interrupted(tmp_path, monkeypatch, every)
    summary = json.loads((out / "summary.json").read_text())
    assert summary["interrupted"]["finished"] == 4
    assert summary["reliability"]["vanilla"]["k"] == 2  # complete: computed
    twin = next(a for a in summary["interrupted"]["adapters"] if a != "vanilla")
    assert summary["reliability"][twin] == {"not_computed": "interrupted: no run finished"}
    assert "4 of 8 runs" in said and "vanilla:" not in said


def test_a_complete_folder_says_it_is_not_interrupted(tmp_path: Path) -> None:
    out = tmp_path / "out"
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item=hitl-01", "--quiet"]
    result = CliRunner().invoke(main, [*args, "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert json.loads((out / "summary.json").read_text())["interrupted"] is None
    report = CliRunner().invoke(main, ["report", str(out)])
    assert "interrupted" not in report.output and "Partial" not in render(read_results(out))


@pytest.mark.parametrize(
    ("done", "expected"),
    [
        ({"a": 3, "b": 3}, {}),
        ({"a": 3, "b": 2}, {"x": "1 of 2 items finished all 3 runs"}),
        ({"a": 1}, {"x": "0 of 2 items finished all 3 runs"}),
        ({}, {"x": "no run finished"}),
    ],
)
def test_only_items_that_finished_every_repeat_count_as_finished(
    done: dict[str, int], expected: dict[str, str]
) -> None:
    runs = [{"adapter": "x", "item": i, "passed": True} for i, n in done.items() for _ in range(n)]
    plan = {"adapters": ["x"], "items": ["a", "b"], "repeats": 3}
    assert unfinished(runs, plan) == expected
    assert ("not_computed" in reliability_of(runs, plan).get("x", {})) == bool(expected)
    assert unfinished(runs, None) == {}  # not interrupted: nothing is held back
