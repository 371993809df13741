"""``arena list`` at 40 columns cut the names a user copies from it ('human_in_the…',
'openai_age…', 'microsoft_…'), where README says no table ever cuts an adapter's name (users
tester 33). Where its tables cannot hold every name whole, it lists one block per arena and per
adapter instead; at 80 columns it keeps its tables."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from arena.adapters import ADAPTERS
from arena.arenas import available_arenas
from arena.cli import main


@pytest.mark.parametrize("columns", [40, 50, 60, 80])
def test_arena_list_never_cuts_a_name(columns: int) -> None:
    result = CliRunner().invoke(main, ["list"], env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert all(len(line) <= columns for line in lines), result.output
    assert "…" not in result.output, result.output
    for name in [*available_arenas(), *ADAPTERS]:
        assert re.search(rf"(^|[\s│]){re.escape(name)}($|[\s│])", result.output, re.M), (
            name,
            result.output,
        )
