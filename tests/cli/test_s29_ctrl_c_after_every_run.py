"""A Ctrl-C that comes once every planned run of ``arena run`` has finished (while its worker
processes exit) cuts nothing: the results stand as written, the runs waiting for a person are
listed, and the Ctrl-C is said as one at exit is (users29: "interrupted: 120 of 120 runs
finished", the folder marked partial and the waiting runs never listed)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import exiting, main, run_cmd


@pytest.fixture
def seen() -> Iterator[list[int]]:
    yield exiting._seen
    exiting._seen.clear()


def test_a_ctrl_c_after_every_run_finished_leaves_the_results_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seen: list[int]
) -> None:
    real = run_cmd.evaluate

    def then_ctrl_c(*args: Any, **kwargs: Any) -> Any:
        real(*args, **kwargs)
        raise KeyboardInterrupt  # as the workers exit, every run in

    monkeypatch.setattr(run_cmd, "evaluate", then_ctrl_c)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
         "--item", "hitl-02", "--out", "o", "--quiet"],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    summary = json.loads((tmp_path / "o" / "summary.json").read_text())
    assert not summary.get("interrupted"), summary.get("interrupted")
    assert summary["adapters"]["vanilla"]["runs"] == 2
    assert exiting.noted()  # the script says it at exit: 130, "as arena exited"


def test_a_ctrl_c_before_every_run_finished_is_still_an_interruption(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seen: list[int]
) -> None:
    def cut(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt

    monkeypatch.setattr(run_cmd, "evaluate", cut)
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--out", "o"],
    )
    assert result.exit_code == exiting.EXIT_INTERRUPTED, result.output
    assert not exiting.noted()
