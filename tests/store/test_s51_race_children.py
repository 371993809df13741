"""The race children are forked from Python's forkserver (race_workers.racing_context), which
keeps the environment it started with: each child is handed the test's own, as a spawned child
had it, so a ledger or journal a test names after the server started is the one its workers
write (the resume race counts bookings in ``$ARENA_TEST_LEDGER``)."""

from __future__ import annotations

from typing import Any

import pytest

from race_workers import env_of, parent_env, racing_context, with_env

NAME = "ARENA_TEST_LEDGER"


def _in_a_child(target: Any, *args: Any) -> Any:
    mp = racing_context()
    out = mp.Queue()
    child = mp.Process(target=target, args=(*args, out))
    child.start()
    try:
        return out.get(timeout=60)
    finally:
        child.join(timeout=60)


@pytest.mark.parametrize("handed", [True, False], ids=["handed", "not-handed"])
def test_a_race_child_has_the_environment_the_test_set(
    handed: bool, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``with_env`` hands it over; a child without it (the broken reference) has the
    server's, where this test's ledger never was."""
    racing_context()  # the server runs before the test names its ledger
    monkeypatch.setenv(NAME, str(tmp_path / "ledger.txt"))
    if handed:
        assert _in_a_child(with_env, parent_env(), env_of, NAME) == str(tmp_path / "ledger.txt")
    else:
        assert _in_a_child(env_of, NAME) != str(tmp_path / "ledger.txt")
