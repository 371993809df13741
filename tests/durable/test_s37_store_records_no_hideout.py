"""A resumer reads no earlier phase's records of the store (regress37).

46ef5147 let a resume phase read this machine's records of each store in ``$ARENA_STORE_HOMES``
(its last home, its last act), as the store's own code reads them: an adapter that kept its pause
in the record of the store's last home (``durable_references.storerecord``, unsandboxed) then
resumed from it and read durable, with nothing outside the store. A resumer now gets a fresh
records folder, as it gets a fresh ``HOME`` (where the records live when the variable is unset),
so the earlier phase's record is read as what it is: state outside the store.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state import run_adapter, sandbox
from arena.durable_state.process import private_env
from arena.store.home_record import HOMES_ENV

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture
def unsandboxed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(sandbox.ENV, "0")
    sandbox.why_not.cache_clear()
    yield
    sandbox.why_not.cache_clear()


def test_a_resumer_gets_a_records_folder_of_its_own(tmp_path: Path) -> None:
    env = private_env({HOMES_ENV: "/shared/homes", "PATH": "/bin"}, tmp_path)
    assert env[HOMES_ENV] == str(tmp_path / "homes") and Path(env[HOMES_ENV]).is_dir()
    assert HOMES_ENV not in private_env({"PATH": "/bin"}, tmp_path / "b")  # HOME holds them


@pytest.mark.slow
@pytest.mark.usefixtures("unsandboxed")
def test_a_pause_kept_in_the_stores_home_record_is_not_durable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    homes = tmp_path / "homes"
    monkeypatch.setenv(HOMES_ENV, str(homes))
    path = os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    monkeypatch.setenv("PYTHONPATH", path)
    outcome = run_adapter(
        load_arena("durable_state"),
        "durable_references:storerecord",
        tmp_path / "run",
        crash_points=("restart",),
    )
    (point,) = outcome.crash_points
    assert not outcome.survived_restart, "a pause kept in the store's record read durable"
    assert not point.survived, point.problems
