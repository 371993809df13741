"""At 80 columns and through a pipe (outside user 27): a path longer than a line was broken
mid-name (``.../.arena/l`` + ``anggraph-checkpoints.sqlite``) though README promises names are
never cut; ``arena matrix``'s second table broke its title before "runs)"; and ``--item é-03``
typed precomposed matched no id written with a combining accent."""

from __future__ import annotations

import dataclasses
import io
import subprocess
import sys
import unicodedata
from pathlib import Path

import msgspec

from arena.arenas import load_arena
from arena.cli.console import Console, say
from arena.matrix import Cell, MatrixRow
from arena.report import matrix_table
from cli_support import user_env

ARENA = str(Path(sys.executable).with_name("arena"))
CHECKPOINTS = "/tmp/results/durable_state-20261204-174615/stores/langgraph/.arena/" + (
    "langgraph-checkpoints.sqlite"
)


def test_a_path_longer_than_the_line_is_never_broken() -> None:
    console = Console(width=80, file=io.StringIO())
    say(
        console,
        f"state beside the store: [bold]langgraph[/bold] from {CHECKPOINTS}, {CHECKPOINTS}-wal, written",
    )
    lines = console.file.getvalue().splitlines()  # type: ignore[attr-defined]
    assert lines == [
        "state beside the store: langgraph from",
        f"{CHECKPOINTS},",
        f"{CHECKPOINTS}-wal,",
        "written",
    ], lines


def test_arena_run_prints_its_results_folder_whole(tmp_path: Path) -> None:
    out = "/".join(["a" * 20, "b" * 24, "c" * 24, "d" * 16, "results-of-the-run"])
    env = user_env()
    done = subprocess.run(
        [ARENA, "run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01",
         "--quiet", "--out", out],
        cwd=tmp_path, env={**env, "COLUMNS": "80"}, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert out in done.stdout.splitlines(), done.stdout


def _row(adapter: str) -> MatrixRow:
    keys = ("pause", "enforced", "unaided", "tool_gating", "native_reject", "durable",
            "rejection_distinct", "bound", "partial", "second_send")  # fmt: skip
    return MatrixRow(
        adapter=adapter, pause="native", enforced=True, durable=True,
        rejection_distinct=True, passed="12/12", mechanism="", version="",
        cells={k: Cell(value="yes") for k in keys},
    )  # fmt: skip


def rendered(width: int, adapter: str = "microsoft_af") -> list[str]:
    console = Console(width=width, file=io.StringIO())
    console.print(matrix_table([_row(adapter)], width=width))
    return console.file.getvalue().splitlines()  # type: ignore[attr-defined]


def test_the_decisions_title_is_one_line_at_80_columns() -> None:
    lines = rendered(80, "vanilla")  # one short name: the table is narrower than its title
    assert "Decisions as given: what ran (derived from the runs)" in lines, lines


def test_at_40_columns_the_decisions_table_never_cuts_an_adapter() -> None:
    lines = rendered(40)
    at = next(i for i, line in enumerate(lines) if "Decisions as given" in line)
    below = "\n".join(lines[at:])
    assert "microsoft_af" in below and "…" not in below, below
    assert "partial answers yes" in below, below


def test_an_item_id_matches_whichever_way_its_accent_is_written() -> None:
    arena = load_arena("human_in_the_loop")
    combining, precomposed = "e\u0301-03", "\u00e9-03"
    assert combining != precomposed
    assert unicodedata.normalize("NFC", combining) == precomposed
    for written, typed in ((combining, precomposed), (precomposed, combining)):
        first = msgspec.structs.replace(arena.items[0], id=written)
        renamed = dataclasses.replace(arena, items=(first, *arena.items[1:]))
        assert [i.id for i in renamed.only((typed,)).items] == [written]
        assert [i.id for i in renamed.only(("\u00e9-*",)).items] == [written]
