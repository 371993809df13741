"""``bench.instructions``' child imports the tree it was asked to count (session 40).

The child runs under callgrind in a temporary folder. Given ``PYTHONPATH=src:.`` in a ``git
archive`` of another tree (how the session logs compare trees), it resolved those entries in that
folder, found nothing, and imported the environment's installed ``arena`` — the shared working
tree's — so every before/after of two archives counted the same code twice."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bench.instructions import ROOT, child_path


def test_the_child_path_is_absolute_and_starts_at_the_bench_root(tmp_path: Path) -> None:
    path = child_path(os.pathsep.join(["src", ".", "", str(tmp_path)])).split(os.pathsep)
    assert path[0] == str(ROOT)
    assert path[1:] == [os.path.abspath("src"), os.path.abspath("."), str(tmp_path)]
    assert child_path("") == str(ROOT)


def test_a_child_in_another_folder_imports_the_tree_named_relatively(tmp_path: Path) -> None:
    """A package found through a relative entry from here is the one the child imports there."""
    here = tmp_path / "tree"
    (here / "src" / "s40_probe_pkg").mkdir(parents=True)
    (here / "src" / "s40_probe_pkg" / "__init__.py").write_text("WHERE = 'archive'\n")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    cwd = os.getcwd()
    os.chdir(here)
    try:
        env = {**os.environ, "PYTHONPATH": child_path("src")}
    finally:
        os.chdir(cwd)
    out = subprocess.run(
        [sys.executable, "-c", "import s40_probe_pkg; print(s40_probe_pkg.WHERE)"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert out.stdout.strip() == "archive"
