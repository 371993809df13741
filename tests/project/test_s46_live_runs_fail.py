"""A test that leaves a run waiting live in its process fails, as any other leak does.

tests/conftest_globals.py put ``arena.runs.recorder.LIVE`` and ``arena.drive._store.LIVE`` back
without failing the test that changed them (users45), so some 180 tests left runs live for every
later test of their xdist worker, where a seeded run's id repeats from test to test. Now the
guard fails them like its other registries, and a test that leaves runs waiting lets them go
itself (tests46).
"""

from __future__ import annotations

import pytest

from arena.drive import _store
from arena.runs import recorder
from conftest_globals import SURVEY, watched


@pytest.fixture(autouse=True)
def _failing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SURVEY, raising=False)  # a survey writes the changes instead of failing


def test_a_run_left_live_fails_the_test_and_is_put_back() -> None:
    left = pytest.raises(pytest.fail.Exception, match=r"arena\.runs\.recorder\.LIVE")
    with left as failed, watched("tests/x.py::test_left_live"):
        recorder.LIVE["run_left"] = object()  # type: ignore[assignment]
    assert "tests/x.py::test_left_live" in str(failed.value)
    assert "runs_left_live_let_go" in str(failed.value)  # and how a test lets them go
    assert "run_left" not in recorder.LIVE


def test_an_eval_line_left_live_fails_the_test_and_is_put_back() -> None:
    left = pytest.raises(pytest.fail.Exception, match=r"arena\.drive\._store\.LIVE")
    with left, watched("tests/x.py::test_line_left"):
        _store.LIVE.add("run_line_left")
    assert "run_line_left" not in _store.LIVE


def test_runs_the_test_let_go_of_pass() -> None:
    with watched("tests/x.py::test_let_go"):
        recorder.LIVE["run_kept"] = object()  # type: ignore[assignment]
        _store.LIVE.add("run_kept")
        del recorder.LIVE["run_kept"]
        _store.LIVE.discard("run_kept")
