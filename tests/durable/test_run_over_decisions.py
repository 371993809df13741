"""When a run's framework state may go, by the store's word (arena.adapters._run_over).

The end-to-end cases (a paused run keeps it across processes, a resumed run that completes
loses it) are in test_framework_state_pruned.py; these are the decisions with no run to show.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena import statedir
from arena.adapters._run_over import KEEP_ENV, deletable


def test_without_a_store_only_the_end_of_the_process_lets_state_go() -> None:
    assert deletable(["run_a", "run_b"], final=False) == set()
    assert deletable(["run_a", "run_b"], final=True) == {"run_a", "run_b"}


def test_a_store_not_made_yet_recorded_nothing(tmp_path: Path) -> None:
    with statedir.using(str(tmp_path / "arena.db")):
        assert deletable(["run_a"], final=False) == set()
        assert deletable(["run_a"], final=True) == {"run_a"}


def test_a_store_that_cannot_be_read_keeps_everything(tmp_path: Path) -> None:
    broken = tmp_path / "arena.db"
    broken.write_bytes(b"not a database at all" * 100)
    with statedir.using(str(broken)):
        assert deletable(["run_a"], final=True) == set()
        assert deletable(["run_a"], final=False) == set()


def test_a_run_the_store_never_recorded_goes_only_at_the_end(tmp_path: Path) -> None:
    from arena.store import open_store

    location = str(tmp_path / "arena.db")
    open_store(location).close()  # an empty store: arena run without --human records nothing
    with statedir.using(location):
        assert deletable(["run_a"], final=False) == set()
        assert deletable(["run_a"], final=True) == {"run_a"}


def test_the_keep_variable_keeps_every_runs_state(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(KEEP_ENV, "1")
    assert deletable(["run_a"], final=True) == set()
    monkeypatch.setenv(KEEP_ENV, "0")
    assert deletable(["run_a"], final=True) == {"run_a"}
