"""``arena run --adopt-copy`` without a store is refused, as ``--expires-in`` without ``--human``.

``arena run human_in_the_loop --adopt-copy`` (no ``--human``, ``--store`` or ``ARENA_STORE``)
ran every item and adopted nothing: no store was opened, and nothing said the flag did nothing
(users48). It is now one line naming what it needs, exit 2, before anything runs; with a store
(``--store``, ``ARENA_STORE``) it is taken as before."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

RUN = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--out", "out"]


def arena(cwd: Path, *args: str, env: dict[str, str | None] | None = None) -> Result:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, [*RUN, *args], env={"ARENA_STORE": None, **(env or {})})
    finally:
        os.chdir(here)


@pytest.mark.parametrize("extra", [[], ["--json"]], ids=["tables", "json"])
def test_adopt_copy_without_a_store_is_refused_before_anything_runs(
    tmp_path: Path, extra: list[str]
) -> None:
    result = arena(tmp_path, "--adopt-copy", *extra)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: --adopt-copy only applies with a store"), result.stderr
    assert "--store PATH" in result.stderr and "drop it" in result.stderr
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()  # nothing ran
    assert not (tmp_path / ".arena").exists()


@pytest.mark.parametrize("how", ["--store", "ARENA_STORE"])
def test_adopt_copy_with_a_store_runs_as_before(tmp_path: Path, how: str) -> None:
    db = str(tmp_path / "s.db")
    if how == "--store":
        result = arena(tmp_path, "--adopt-copy", "--store", db)
    else:
        result = arena(tmp_path, "--adopt-copy", env={"ARENA_STORE": db})
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "summary.json").is_file()
    assert (tmp_path / "s.db").is_file()
