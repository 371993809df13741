"""``--out results`` where ``results/`` already holds ``<name>-<stamp>/`` results folders (outside
user 27): summary.json was written straight into ``results/``, and ``arena view`` then served only
that report, hiding every folder beside it (it serves a folder's own summary.json, else each
one a level down). Such an --out is refused, naming the folders and the fix, before anything
runs; a folder holding only other files is still taken."""

from __future__ import annotations

from pathlib import Path

from cli_support import cli

RUN = ("run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet")


def test_an_out_holding_results_folders_is_refused(tmp_path: Path) -> None:
    earlier = tmp_path / "results" / "human_in_the_loop-20261204-1700"
    earlier.mkdir(parents=True)
    (earlier / "summary.json").write_text("{}\n")
    done = cli(tmp_path, *RUN, "--out", "results", ok=False)
    assert done.returncode == 2, done.stdout + done.stderr
    last = [line for line in done.stderr.splitlines() if line.strip()][-1]
    assert "results holds other results folders (human_in_the_loop-20261204-1700)" in last, last
    assert "--out results/mine" in last, last
    assert sorted(p.name for p in (tmp_path / "results").iterdir()) == [earlier.name]


def test_a_folder_with_other_subfolders_is_taken(tmp_path: Path) -> None:
    (tmp_path / "mine" / "notes").mkdir(parents=True)
    done = cli(tmp_path, *RUN, "--out", "mine")
    assert (tmp_path / "mine" / "summary.json").is_file(), done.stdout
