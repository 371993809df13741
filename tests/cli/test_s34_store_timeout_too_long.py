"""``ARENA_STORE_TIMEOUT=1e308`` (or any wait past what SQLite's busy timeout holds) made every
store command end in 'OverflowError: cannot convert float infinity to integer', a traceback,
where 'abc', '-1', 'nan' are one line naming the variable (users34). A wait of more than a day
is now that line too."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import open_store


@pytest.mark.parametrize("value", ["1e308", "86401"])
def test_a_store_timeout_past_a_day_is_one_line(value: str, tmp_path: Path) -> None:
    store = str(tmp_path / "arena.db")
    open_store(store).close()
    env = {"ARENA_STORE_TIMEOUT": value, "COLUMNS": "200"}
    result = CliRunner().invoke(main, ["pending", "--store", store], env=env)
    assert result.exit_code == 2, result.output
    assert f"ARENA_STORE_TIMEOUT='{value}': give the seconds (at most 86400)" in result.output
    ok = CliRunner().invoke(
        main, ["pending", "--store", store], env={"ARENA_STORE_TIMEOUT": "86400"}
    )
    assert ok.exit_code == 0, ok.output
