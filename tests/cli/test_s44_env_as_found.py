"""An in-process ``arena run --policy`` (CliRunner) exports $ARENA_POLICY and
$ARENA_POLICY_ARENAS for its recorders and children, and they stayed in the test process: on an
xdist worker every later ``arena`` child inherited that policy, and once its file was gone,
``arena run --human --store`` exited 2 ("no such policy file"), failing whichever
subprocess test (a Ctrl-C test, a run's import probe) came next. tests/conftest.py's
``_arena_env_as_found`` gives each test the ``ARENA_*`` variables it found.

The second test reads what the first exported (its own policy path, unique to its tmp_path),
not the whole environment as this module was imported: a higher-scoped fixture of another file
may export $ARENA_POLICY_ARENAS before any test's own snapshot (CI's clone of 77a4656a), and
xdist may send the two tests to different workers (then the second has nothing to read)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import SQLiteStore
from store_support import let_go_at_the_end

#: What the first test's run exported, for the second to look for in this process.
EXPORTED: dict[str, str] = {}
POLICY = "version: t5\nrules:\n  - name: everything-else\n    roles: [facilities]\n"


def test_an_in_process_run_exports_its_policy_to_its_own_process(tmp_path: Path) -> None:
    (tmp_path / "policy.yaml").write_text(POLICY)
    ran = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--human",
         "--store", str(tmp_path / "a.db"), "--policy", str(tmp_path / "policy.yaml"),
         "--out", str(tmp_path / "res")],
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    with SQLiteStore(tmp_path / "a.db") as store:  # its vanilla run waits live in this process
        for run in store.runs():
            let_go_at_the_end(run.id)
    # What its recorders read while it runs: the command itself needs it exported.
    assert os.environ["ARENA_POLICY"] == str(tmp_path / "policy.yaml")
    assert os.environ["ARENA_POLICY_ARENAS"] == "arena.tools.rooms"
    EXPORTED["ARENA_POLICY"] = os.environ["ARENA_POLICY"]
    (tmp_path / "policy.yaml").unlink()  # as a finished test's tmp_path may be


def test_the_next_test_finds_the_variables_it_started_with() -> None:
    if not EXPORTED:
        pytest.skip("the first test ran in another process (xdist) or not at all")
    assert os.environ.get("ARENA_POLICY") != EXPORTED["ARENA_POLICY"]


def test_a_variable_a_test_set_itself_is_its_own_until_it_ends() -> None:
    """The honest neighbour: within a test, what it sets stays set (a fixture reads it back)."""
    os.environ["ARENA_ZZZ_MINE"] = "1"
    assert os.environ.get("ARENA_ZZZ_MINE") == "1"
