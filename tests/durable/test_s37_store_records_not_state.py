"""A store's records on this machine are the store's, not state outside it (suite37).

Since durable37 each store keeps a record of its last act in ``$ARENA_STORE_HOMES`` (beside the
record of its last home), written by the store's own code in the phase that acted and read back
by the next phase's store before it acts. Unsandboxed, a resumer's read audit took that read for
state an earlier phase left outside the store ("resume read …/<store id>.acted, written by an
earlier phase"), so wherever the variable names a folder (the test suite always does) every
adapter read "not durable", the honest ones too.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.durable_state import run_adapter, sandbox
from arena.store.home_record import HOMES_ENV

TESTS = Path(__file__).resolve().parents[1]


@pytest.fixture
def unsandboxed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(sandbox.ENV, "0")
    sandbox.why_not.cache_clear()
    yield
    sandbox.why_not.cache_clear()


@pytest.mark.slow
@pytest.mark.usefixtures("unsandboxed")
def test_a_durable_adapter_survives_with_the_stores_records_in_a_named_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    homes = tmp_path / "homes"
    monkeypatch.setenv(HOMES_ENV, str(homes))
    path = os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    monkeypatch.setenv("PYTHONPATH", path)
    outcome = run_adapter(
        load_arena("durable_state"),
        "durable_references_booked:durablevanilla",
        tmp_path / "run",
        crash_points=("restart",),
    )
    (point,) = outcome.crash_points
    assert list(homes.glob("*.acted")), "no phase recorded an act: nothing was tested"
    assert point.outside_store == (), point.problems
    assert outcome.survived_restart, outcome.reason
