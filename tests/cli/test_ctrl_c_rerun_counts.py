"""After Ctrl-C, the printed command re-ran a half-finished item with the plan's full --repeats:
hitl-02 had 6 of 20 runs, the command ran 20 more, and the store ended with 26 (users29). The
command now runs each item's missing runs only; run as printed, the store holds the plan."""

from __future__ import annotations

import os
import shlex
from collections import Counter
from pathlib import Path
from typing import Any, NoReturn

import msgspec
import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main
from arena.evaluate import evaluate
from arena.store import open_store


def one_and_a_third_then_ctrl_c(arena: Any, adapters: Any, endpoint: Any, **kw: Any) -> NoReturn:
    """hitl-01 finishes its 3 runs, hitl-02 one of its 3; then Ctrl-C (hitl-03 never starts)."""
    first, second = arena.items[:2]
    evaluate(arena, adapters, endpoint, items=[first], **kw)
    one = msgspec.structs.replace(kw.pop("settings"), repeats=1)
    evaluate(arena, adapters, endpoint, items=[second], settings=one, **kw)
    raise KeyboardInterrupt


def _invoke(args: list[str], cwd: Path) -> Any:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)


def test_the_printed_command_runs_only_what_did_not_finish(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--store", "s.db",
            "--repeats", "3", "--item", "hitl-01", "--item", "hitl-02", "--item=hitl-03",
            "--out", "out"]  # fmt: skip
    with monkeypatch.context() as patched:
        patched.setattr("arena.cli.run_cmd.evaluate", one_and_a_third_then_ctrl_c)
        first = _invoke(args, tmp_path)
    assert first.exit_code == EXIT_INTERRUPTED, first.output
    flat = " ".join(first.output.split())
    assert "to run only the 5 run(s) that did not finish, none of the 4 that did again" in flat
    lines = first.output.splitlines()
    printed = next(lines[n + 1] for n, line in enumerate(lines) if line.endswith("did again:"))
    commands = [shlex.split(c) for c in printed.split(" ; ")]
    assert [c[c.index("--repeats") + 1] if "--repeats" in c else "1" for c in commands] == [
        "2",
        "3",
    ], printed
    for words in commands:
        assert words[:2] == ["arena", "run"], printed
        again = _invoke(words[1:], tmp_path)
        assert again.exit_code == 0, again.output

    with open_store(str(tmp_path / "s.db")) as store:
        stored = Counter(r.item_id for r in store.runs())
    assert stored == {"hitl-01": 3, "hitl-02": 3, "hitl-03": 3}, stored
