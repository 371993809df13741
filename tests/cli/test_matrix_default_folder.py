"""``arena matrix`` without ``--out`` named its folder by the second it started and wrote into
it whatever was there: two matrices started in one second shared a folder and the later
overwrote the other's runs (fixer cliout's note, session 22). It now takes a folder made by it
alone, as ``arena run`` does (``results.fresh_folder``)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from click.testing import CliRunner

import arena.cli.matrix_cmd as matrix_cmd
from arena.cli import main

FIXED = datetime(2026, 12, 3, 23, 0, 0, tzinfo=UTC)


class _Clock(datetime):
    @classmethod
    def now(cls, tz: object = None) -> datetime:  # type: ignore[override]
        return FIXED


class _Stop(Exception):
    pass


def test_a_matrix_started_in_the_same_second_gets_its_own_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    taken = tmp_path / "results" / "matrix-20261203-230000"
    taken.mkdir(parents=True)
    (taken / "summary.json").write_text('{"earlier": true}')
    chosen: list[Path] = []

    def measure(*args: object, **kwargs: object) -> object:
        chosen.extend(p for p in (tmp_path / "results").iterdir() if p != taken)
        raise _Stop

    monkeypatch.setattr(matrix_cmd, "datetime", _Clock)
    monkeypatch.setattr(matrix_cmd, "measure", measure)
    result = CliRunner().invoke(main, ["matrix", "--adapter", "vanilla"])
    assert isinstance(result.exception, _Stop), result.output
    assert [p.name for p in chosen] == ["matrix-20261203-230000-2"]
    assert (taken / "summary.json").read_text() == '{"earlier": true}'
