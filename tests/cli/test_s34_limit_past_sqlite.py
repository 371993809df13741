"""``arena runs --limit 99999999999999999999999`` and ``arena pending --limit ...`` (a user asking
for every row) ended in SQLite's 'OverflowError: Python int too large to convert to SQLite
INTEGER' traceback (users34). A limit past what any store holds now reads as all the rows;
0 is still a usage error."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import open_store


@pytest.mark.parametrize("command", ["runs", "pending"])
def test_a_limit_past_any_store_lists_every_row(command: str, tmp_path: Path) -> None:
    store = str(tmp_path / "arena.db")
    open_store(store).close()
    args = [command, "--limit", "9" * 23, "--store", store]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert result.exception is None, repr(result.exception)
    refused = CliRunner().invoke(main, [command, "--limit", "0", "--store", store])
    assert refused.exit_code == 2 and "0 is not in the range x>=1" in refused.output
