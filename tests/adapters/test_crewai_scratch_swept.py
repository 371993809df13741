"""A killed CrewAI worker's scratch folder is swept by the next worker (it removes nothing itself).

The worker removes ``$TMPDIR/arena-crewai-*`` (its flow files) and CrewAI's lock files for them
at exit; a killed one left both behind, and nothing swept them. Now the folder names its pid and
a new worker removes the folders of this user's processes that are gone, with their lock files.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from arena.adapters import crewai_driver
from arena.adapters.crewai_driver import ScratchFlows, sweep_scratch


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def _scratch(folder: Path, name: str, *, flows: int = 1) -> tuple[Path, list[Path]]:
    """A worker's scratch folder with flow files, and the lock files CrewAI made for them."""
    path = folder / name
    path.mkdir()
    locks = []
    for n in range(1, flows + 1):
        db = path / f"flows-{n}.db"
        db.write_bytes(b"")
        lock = Path(crewai_driver._lock_path(f"sqlite:{os.path.realpath(db)}"))
        lock.write_text("")
        locks.append(lock)
    return path, locks


@pytest.fixture
def tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    return tmp_path


def test_a_dead_workers_folder_and_locks_go_a_live_ones_stay(tmp: Path) -> None:
    dead, dead_locks = _scratch(tmp, f"arena-crewai-{_dead_pid()}-abcd1234", flows=2)
    live, live_locks = _scratch(tmp, f"arena-crewai-{os.getppid()}-efgh5678")
    mine, _ = _scratch(tmp, f"arena-crewai-{os.getpid()}-ijkl9012")
    other = tmp / "arena-crewai-notes"  # not the pattern: never touched
    other.mkdir()
    assert sweep_scratch() == 1
    assert not dead.exists() and not any(lock.exists() for lock in dead_locks)
    assert live.exists() and all(lock.exists() for lock in live_locks)
    assert mine.exists() and other.exists()


def test_an_old_pidless_folder_goes_after_a_day_a_fresh_one_stays(tmp: Path) -> None:
    old, old_locks = _scratch(tmp, "arena-crewai-25ztlgds")
    day_ago = time.time() - crewai_driver.UNOWNED_AFTER_S - 60
    os.utime(old, (day_ago, day_ago))
    fresh, _ = _scratch(tmp, "arena-crewai-x9_abcde")
    assert sweep_scratch() == 1
    assert not old.exists() and not old_locks[0].exists()
    assert fresh.exists()


def test_a_plain_file_or_a_link_of_that_name_is_left_alone(tmp: Path) -> None:
    target = tmp / "elsewhere"
    target.mkdir()
    (tmp / f"arena-crewai-{_dead_pid()}-linkname").symlink_to(target)
    (tmp / f"arena-crewai-{_dead_pid()}-filename").write_text("x")
    assert sweep_scratch() == 0
    assert target.exists()


def test_a_new_worker_names_its_folder_after_its_pid_and_sweeps_a_killed_ones(tmp: Path) -> None:
    dead, _ = _scratch(tmp, f"arena-crewai-{_dead_pid()}-abcd1234")
    scratch = ScratchFlows(make=lambda path: object())
    try:
        assert not dead.exists()
        assert Path(scratch.folder).name.startswith(f"arena-crewai-{os.getpid()}-")
        assert sweep_scratch() == 0  # its own folder is never swept
        assert Path(scratch.folder).exists()
    finally:
        scratch.close()
    assert not Path(scratch.folder).exists()
