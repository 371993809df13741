"""``arena run --adapter crewai`` with a read-only HOME failed every run: CrewAI makes folders in
``~/.local/share`` as it is imported, the worker died with 'OSError: [Errno 30] Read-only file
system: ~/.local', and each run was scored as failing suspended, booked_as_approved, ... (users
tester 32). The worker now gets a private HOME in the temp folder where its own cannot be
written; a writable one is left as it is."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.workers import process
from arena.workers.process import WorkerProcess, writable_home


class _Spawned(Exception):
    pass


def test_a_worker_gets_a_home_it_can_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "home"
    blocked.write_text("")  # nothing can be made under it, even by root (a read-only mount)
    seen: list[dict[str, str]] = []

    def popen(self: WorkerProcess, env: dict[str, str]) -> None:
        seen.append(env)
        raise _Spawned

    monkeypatch.setattr(WorkerProcess, "_popen", popen)
    monkeypatch.setenv("HOME", str(blocked))
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked / "share"))
    with pytest.raises(_Spawned):
        WorkerProcess(Path("python"), "crewai")._spawn()
    home = Path(seen[0]["HOME"])
    assert home != blocked and home.is_dir(), seen[0]["HOME"]
    assert Path(seen[0]["XDG_DATA_HOME"]).is_relative_to(home), seen[0]["XDG_DATA_HOME"]


def test_a_writable_home_is_left_as_it_is(tmp_path: Path) -> None:
    assert writable_home({"HOME": str(tmp_path / "not-yet")}) == {}
    assert writable_home({"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "d")}) == {}
    (tmp_path / "file").write_text("")
    only = writable_home({"HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path / "file" / "d")})
    assert list(only) == ["XDG_DATA_HOME"] and process._SPARE, only
