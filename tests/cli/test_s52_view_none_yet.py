"""``arena view`` on a folder with no results folder in it served a page of "none yet" and said
nothing where it was typed (users52). It now says so on stderr, and what writes one, or, where
the results stand one folder down (``arena view .`` beside results/), the command for that; it
still serves (the page lists each results folder once written). With results, it says nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.reporting import serve
from arena.reporting.serve import none_yet


def _results(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "summary.json").write_text("{}")
    return folder


def test_an_empty_folder_says_what_writes_one(tmp_path: Path) -> None:
    (tmp_path / "x").mkdir()
    said = none_yet(tmp_path / "x") or ""
    assert said.startswith(f"no results folder in {tmp_path / 'x'} yet"), said
    assert f"arena run ARENA --out {tmp_path / 'x'}/NAME writes one" in said, said
    assert "arena run ARENA writes one" in (none_yet(tmp_path / "x", default=True) or "")


def test_results_one_folder_down_name_the_command(tmp_path: Path) -> None:
    _results(tmp_path / "results" / "human_in_the_loop-20260101-000000")
    said = none_yet(tmp_path) or ""
    assert f"one folder down: arena view {tmp_path / 'results'}" in said, said
    assert "--out" not in said


@pytest.mark.parametrize(
    "where", ["results/h-1", "h-1"]
)  # a folder holding results folders, and one itself
def test_with_results_it_says_nothing(tmp_path: Path, where: str) -> None:
    _results(tmp_path / where)
    root = tmp_path / "results" if where.startswith("results") else tmp_path / where
    assert none_yet(root) is None


def test_a_name_with_a_space_is_quoted(tmp_path: Path) -> None:
    (tmp_path / "my results").mkdir()
    said = none_yet(tmp_path / "my results") or ""
    assert f"--out '{tmp_path / 'my results'}'/NAME" in said, said


class _Quick:
    """A server that returns at once: the command's words, not its serving, are under test."""

    server_address = ("127.0.0.1", 1)

    def serve_forever(self) -> None: ...
    def shutdown(self) -> None: ...
    def server_close(self) -> None: ...


@pytest.mark.parametrize("has_results", [False, True])
def test_view_says_it_on_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, has_results: bool
) -> None:
    if has_results:
        _results(tmp_path / "r-1")
    monkeypatch.setattr(serve, "make_server", lambda *a, **k: _Quick())
    result = CliRunner().invoke(
        main, ["view", str(tmp_path), "--port", "0"], env={"COLUMNS": "300"}
    )
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"reports of {tmp_path} at http://127.0.0.1:1/")
    assert ("warning: no results folder in" in result.stderr) is not has_results, result.stderr
