"""``arena faults`` printed its Markdown matrix at any width: at COLUMNS=40 its first line was
125 characters and each row longer still, folded by the terminal mid-word (users tester 33).
Where a line of it does not fit, it now prints a block per adapter, as ``arena list`` does; into
a pipe or file with no COLUMNS, and where it fits, the Markdown as before (``--out`` always)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

import arena.faultmatrix as fm
from arena.cli import main

FAULTS = ["http500", "reset"]


def _rows(*_: object, **__: object) -> list[fm.Row]:
    def cells(outcome: str) -> dict[str, fm.Cell]:
        made = {f: fm.Cell(f, "failed", 1.25, f"model endpoint {f}", outcome) for f in FAULTS}
        made[fm.CONTROL] = fm.Cell(fm.CONTROL, "completed", 2.0, None, "completed", passed=True)
        return made

    good = fm.Row("vanilla", cells("failed cleanly"), 1, 9.0, 0.4, faults=tuple(FAULTS))
    bad = fm.Row("langgraph", cells("swallowed"), 1, 9.0, 0.4, faults=tuple(FAULTS))
    return [good, bad]


def _faults(monkeypatch: pytest.MonkeyPatch, columns: str | None) -> str:
    monkeypatch.setattr(fm, "run_matrix", _rows)
    env = {"COLUMNS": columns} if columns else {}
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    args = ["faults", "--adapter", "vanilla,langgraph", "--fault", ",".join(FAULTS)]
    done = CliRunner().invoke(main, args, env=env)
    assert done.exit_code == 1, done.output  # langgraph swallowed its faults
    assert "Traceback" not in done.output
    return done.output


@pytest.mark.parametrize("columns", ["40", "80"])
def test_a_narrow_width_gets_blocks_that_fit(monkeypatch: pytest.MonkeyPatch, columns: str) -> None:
    out = _faults(monkeypatch, columns)
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= int(columns), out
    assert not any(line.startswith("|") for line in lines), out
    flat = " ".join(out.split())  # what a reader reads across the folds
    assert "vanilla · contained · exit 0.4s after last run" in flat, out
    assert "langgraph · NOT contained · exit 0.4s after last run" in flat, out
    assert "  http500: failed cleanly 1.2s" in lines, out
    assert "  control: completed" in lines, out
    assert "why: http500: swallowed; reset: swallowed control:" in flat, out
    assert "- vanilla × http500: model endpoint http500 -" in flat, out


@pytest.mark.parametrize("columns", [None, "400"])
def test_a_pipe_without_columns_or_a_wide_one_gets_the_markdown(
    monkeypatch: pytest.MonkeyPatch, columns: str | None
) -> None:
    out = _faults(monkeypatch, columns)
    assert "| adapter | http500 | reset | control | exit after last run | contained |" in out
    assert "| vanilla | failed cleanly 1.2s | failed cleanly 1.2s | completed | 0.4s | yes |" in out
