"""After Ctrl-C with two adapters the "not run:" line tracked items by id alone (outside user
27): an item one adapter had started read as started for the other, which had run nothing, and
the line said "not run: none". Items are tracked per (adapter, item), and with several adapters
the line and summary.json name each adapter's items never started."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main
from arena.evaluate import evaluate

OTHER = """
from arena.adapters.vanilla import VanillaAdapter


class Other(VanillaAdapter):
    name = "other"


def build(spec):
    return Other(spec)
"""


def one_run_then_ctrl_c(arena: Any, adapters: Any, endpoint: Any, **kw: Any) -> NoReturn:
    """vanilla finishes hitl-01 and starts hitl-02; then Ctrl-C, before the other adapter starts any."""
    first, second = arena.items[:2]
    evaluate(arena, adapters[:1], endpoint, items=[first], **kw)
    kw["endpoint_for"](adapters[0].name, second, 0)
    raise KeyboardInterrupt


def test_an_item_one_adapter_started_is_not_started_for_the_other(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "other_adapter.py").write_text(OTHER)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", one_run_then_ctrl_c)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,other_adapter:build",
            "--item", "hitl-01", "--item", "hitl-02", "--out", "out"]  # fmt: skip
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    flat = " ".join(result.output.split())
    assert "not run: other_adapter:build: hitl-01, hitl-02 (never started)" in flat, result.output
    cut = json.loads((tmp_path / "out" / "summary.json").read_text())["interrupted"]
    assert cut["not_started"] == ["hitl-01", "hitl-02"], cut
    assert cut["started"] == [], cut
    assert cut["not_started_by"] == {"other_adapter:build": ["hitl-01", "hitl-02"]}, cut
