"""After Ctrl-C, the command to run what did not finish names no item it need not (users44).

``arena run human_in_the_loop --adapter all --repeats 3`` stopped after vanilla's 36 runs printed
a rerun command of ``--adapter langgraph,...,crewai --item hitl-01 ... --item hitl-12`` (the
arena's every item, 330 characters on one line) and listed the same 12 ids once per adapter
that never started, seven times over (and an adapter named ``others:one`` read
"others1️⃣", rich's emoji code). Where the adapters lack every item planned, the command
now carries the ``--item`` words the user gave (none: every item), and adapters that never
started the same items are named together. Items some adapter lacks alone are still named.
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path
from typing import Any, NoReturn

import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main
from arena.evaluate import evaluate

OTHERS = """
from arena.adapters.vanilla import VanillaAdapter


class One(VanillaAdapter):
    name = "one"


class Two(VanillaAdapter):
    name = "two"


def one(spec):
    return One(spec)


def two(spec):
    return Two(spec)
"""


def first_item_then_ctrl_c(arena: Any, adapters: Any, endpoint: Any, **kw: Any) -> NoReturn:
    """vanilla finishes the first item; then Ctrl-C, before the other adapters start any."""
    evaluate(arena, adapters[:1], endpoint, items=[arena.items[0]], **kw)
    raise KeyboardInterrupt


def interrupted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *more: str) -> tuple[str, dict]:
    (tmp_path / "others.py").write_text(OTHERS)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delenv("ARENA_STORE", raising=False)
    monkeypatch.setattr("arena.cli.run_cmd.evaluate", first_item_then_ctrl_c)
    args = ["run", "human_in_the_loop", "--adapter", "vanilla,others:one,others:two",
            *more, "--out", "out"]  # fmt: skip
    here = os.getcwd()
    os.chdir(tmp_path)
    try:
        result = CliRunner().invoke(main, args, env={"COLUMNS": "200"})
    finally:
        os.chdir(here)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    cut = json.loads((tmp_path / "out" / "summary.json").read_text())["interrupted"]
    return result.output, cut


def test_adapters_that_lack_every_item_are_rerun_without_item_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said, cut = interrupted(tmp_path, monkeypatch)
    commands = [shlex.split(c) for c in cut["rerun"].split(" ; ")]
    assert len(commands) == 2, cut["rerun"]
    others = next(c for c in commands if "others:one,others:two" in c)
    assert "--item" not in others, others  # every item: none named
    mine = next(c for c in commands if "vanilla" in c)
    assert mine[mine.index("--item") :: 2] == ["--item"] * 11, mine  # hitl-02 .. hitl-12
    assert "hitl-01" not in mine
    flat = " ".join(said.split())
    lacking = ", ".join(f"hitl-{n:02}" for n in range(1, 13))
    assert f"; others:one, others:two: {lacking} (never started)" in flat, said
    assert flat.count(lacking) == 1, said


def test_a_module_factory_name_is_printed_as_given(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rich read ':one:' and ':two:' in 'others:one: no run finished' as emoji codes: the
    line said 'others1️⃣ no run finished'. Arena's consoles read no emoji codes."""
    said, _ = interrupted(tmp_path, monkeypatch)
    flat = " ".join(said.split())
    assert "others:one: no run finished" in flat and "others:two: no run finished" in flat, said
    assert "\ufe0f" not in said and "\u20e3" not in said, said


def test_the_item_words_given_are_kept_when_every_one_is_lacking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, cut = interrupted(tmp_path, monkeypatch, "--item", "hitl-0[1-3]", "--item=hitl-12")
    others = next(c for c in cut["rerun"].split(" ; ") if "others:one,others:two" in c)
    assert shlex.split(others)[-3:] == ["--item", "hitl-0[1-3]", "--item=hitl-12"], others
    mine = next(c for c in cut["rerun"].split(" ; ") if "vanilla" in c)
    assert shlex.split(mine)[-6:] == ["--item", "hitl-02", "--item", "hitl-03", "--item",
                                      "hitl-12"], mine  # fmt: skip
