"""docs/operator.md's ``arena reconcile`` output is wrapped as the command wraps it (docs41).

The page showed its line broken after "as alice." at 87 columns; ``arena reconcile`` folds the
line with :func:`arena.cli.console.wrap` at the console's width, 80 in a pipe or with
``COLUMNS=80``, so it breaks after "took-effect,". The shown line is unfolded and folded again
by the command's own function.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arena.cli.console import wrap

PAGE = Path(__file__).resolve().parents[2] / "docs" / "operator.md"


def test_the_reconcile_line_is_folded_as_the_command_folds_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    block = re.search(r"```console\n\$ arena reconcile [^\n]*\n(.*?)```", PAGE.read_text(), re.S)
    assert block is not None, "the reconcile block is gone from docs/operator.md"
    shown = block.group(1).split("\nNext: ", 1)[0]
    assert shown.startswith("reconciled run_") and "The run waits again." in shown
    monkeypatch.setenv("COLUMNS", "80")
    assert wrap(" ".join(line.strip() for line in shown.splitlines())) == shown
