"""A quote longer than a line is folded at its spaces (regress37).

0a49899b held a shell-quoted argument's spaces while folding, so a copied command's quoted path
stands whole; but a person's answer quoted in a message is in quotes too, and one longer than the
line stood whole on a line of its own, 132 columns at 80. A quote is now held whole only where it
fits a line; the quoted path still does.
"""

from __future__ import annotations

import io

import pytest

from arena.cli.console import Console, say, wrap

SAID = (
    "the answer 'Yes, but for 12 people, and also on Thursday, and could you also add the "
    "projector and the whiteboard and the coffee and the tea' was read as unclear"
)


def test_wrap_folds_a_quote_longer_than_a_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    lines = wrap(SAID).splitlines()
    assert all(len(line) <= 80 for line in lines), lines
    assert " ".join(line.strip() for line in lines) == SAID


def test_say_folds_a_quote_longer_than_a_line() -> None:
    out = io.StringIO()
    say(Console(file=out, width=80, force_terminal=False), SAID, markup=False)
    lines = out.getvalue().splitlines()
    assert all(len(line) <= 80 for line in lines), lines
