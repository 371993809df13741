"""The startup figure's timed ``arena run`` is held to its 12 items, not its exit status (evidence52b).

``bench/startup.py`` timed ``arena run human_in_the_loop --adapter vanilla`` and read only its
exit status: a run that wrote no results, ran fewer items, or whose runs failed was timed as the
12 and its ratio to ``inspect eval`` judged "met". Now each timed run's ``summary.json`` is read
after its timing (:func:`bench.startup.not_the_work`), and a run that is not the work fails the
row (the target then reads undone).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from bench import startup

RUN = "arena run (12 vanilla items)"  # the row's name, as on the parent
DONE = {"items": 12, "runs": 12, "failed_runs": 0, "passed": 12, "paused": 12}


def _folder(tmp_path: Path, row: dict[str, Any] | None, adapter: str = "vanilla") -> Path:
    if row is not None:
        summary = {"arena": "human_in_the_loop", "adapters": {adapter: row}}
        (tmp_path / "summary.json").write_text(json.dumps(summary))
    return tmp_path


@pytest.mark.parametrize(
    ("row", "adapter", "why"),
    [
        (DONE, "vanilla", ""),
        (None, "vanilla", "no results of vanilla"),
        (DONE, "langgraph", "no results of vanilla"),  # another adapter's run
        ({**DONE, "items": 2, "runs": 2, "passed": 2}, "vanilla", "2 item(s), 2 run(s)"),
        ({**DONE, "runs": 24}, "vanilla", "12 item(s), 24 run(s)"),
        ({**DONE, "failed_runs": 3}, "vanilla", "3 run(s) failed"),
        ({**DONE, "passed": 11}, "vanilla", "11 of 12 passed"),
        ({"items": "12"}, "vanilla", "item(s)"),
    ],
)
def test_a_timed_run_must_be_the_twelve_items(
    tmp_path: Path, row: dict[str, Any] | None, adapter: str, why: str
) -> None:
    got = startup.not_the_work(_folder(tmp_path, row, adapter))
    assert why in got and bool(got) == bool(why), got


def test_a_broken_summary_file_reads_no_results(tmp_path: Path) -> None:
    (tmp_path / "summary.json").write_text("{not json")
    assert startup.not_the_work(tmp_path).startswith("no results of vanilla")
    (tmp_path / "summary.json").write_text("[]")
    assert startup.not_the_work(tmp_path).startswith("no results of vanilla")


def test_a_run_that_exits_0_without_the_work_fails_the_row(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A broken reference for the stage: the "arena run" exits 0 and writes no results."""

    def commands(work: Path, inspect: Path | None) -> dict[str, list[str]]:
        return {RUN: ["arena", "run"], "arena --help": ["arena", "--help"]}

    def timed(cmd: Any, cwd: Path, env: Any = None) -> dict[str, Any]:
        return {"wall_s": 0.01, "cpu_s": 0.01, "rc": 0, "tail": ""}

    monkeypatch.setattr(startup, "_commands", commands)
    monkeypatch.setattr(startup, "timed", timed)
    got = startup.measure(1, with_inspect=False)
    assert list(got["failed"]) == [RUN], got["failed"]  # read {} before
    assert got["failed"][RUN].startswith("not the work: no results of vanilla")
