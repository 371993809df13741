"""Evals without a store keep the frameworks' state in a folder of their session's own (users55).

An eval team running ``pytest --arena-adapter langgraph,google_adk`` in its own repository found
``.arena/langgraph-checkpoints.sqlite`` (and its 1 MB WAL) and ``google_adk.db`` there after the
first session, growing with every session after (2 MB after four): no eval's run outlives its
session without a store, so nothing ever read them. ``$ARENA_STATE_DIR`` still decides, and so
does a store (its runs' state goes where it always went)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena import statedir
from arena.drive import Driver


@pytest.mark.arena(adapters=["langgraph"])
def test_an_evals_checkpoints_are_not_left_in_the_working_folder(arena_driver: Driver) -> None:
    path = Path(arena_driver.adapter.checkpoint_path)  # type: ignore[attr-defined]
    assert (Path.cwd() / ".arena") not in path.parents, path
    assert path.parent.name.startswith("arena-state"), path


def test_a_store_or_the_variable_keeps_the_folder_it_chose(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(statedir.ENV, raising=False)
    own = tmp_path / "own"
    with statedir.for_evals(lambda: own, None):
        assert statedir.state_dir() == own
    with statedir.for_evals(lambda: own, object()):  # a store: as before, .arena here
        assert statedir.state_dir() == Path(".arena").absolute()
    monkeypatch.setenv(statedir.ENV, str(tmp_path / "chosen"))
    with statedir.for_evals(lambda: own, None):
        assert statedir.state_dir() == tmp_path / "chosen"
