"""``arena run --human`` listed a run as waiting after it had finished: a person approved it in
another terminal and ``arena resume`` completed it while the command still ran, and the command's
summary said "approved by root (cli) — arena resume continues it" and "1 answered by a person
(named above) wait for arena resume" (users tester 31). It now reads where each run stands in
the store when it prints: "no longer waiting: completed (passed)", and asks no answer for it."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.evaluate import evaluate
from arena.types import Responder
from cli_support import user_env


def _closed_meanwhile(arena: Any, adapters: Any, endpoint: Any, **kw: Any) -> Any:
    """The runs pause as usual; then, before the command prints, the store moves the first one
    on, as `arena resume` or `arena sweep` in another shell would."""
    results = evaluate(arena, adapters, endpoint, **kw)
    store = kw["store"]
    first = results[0].run_id
    (request,) = store.requests(first)
    env = user_env()
    approve = ["approve", request.id, "--as", "bob", "--store", store.location]
    answered = subprocess.run(  # a person, from another process (this one hosts agents)
        [sys.executable, "-c", "from arena.cli import main; main()", *approve], env=env
    )
    assert answered.returncode == 0
    store.fail_run(first, "the resume failed", actor=Responder(name="bob", interface="cli"))
    return results


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_a_run_that_moved_on_meanwhile_is_not_said_to_wait(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", _closed_meanwhile)
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store",
                "s.db", "--item", "hitl-01", "--item", "hitl-02", "--out", "out"]  # fmt: skip
        result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)
    assert result.exit_code == 0, result.output
    flat = " ".join(result.output.split())
    assert "hitl-01 · vanilla no longer waiting: failed" in flat, result.output
    assert re.search(r"hitl-02 · vanilla run run_[0-9a-f]{16}: books", flat), result.output
    assert "arena resume continues it" not in flat, result.output
    assert [line for line in result.output.splitlines() if len(line) > 80
            and not line.lstrip().startswith("arena ")] == [], result.output  # fmt: skip
