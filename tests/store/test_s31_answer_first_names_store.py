"""``arena resume RUN --store PATH`` of a run whose request nobody answered said "answer first:
arena approve req_…  or  arena deny req_… --reason ...", without the store: pasted in another
folder (or without $ARENA_STORE) those commands looked for the request in the default store
(users tester 31, as users tester 30 found of Ctrl-C's hint). They now name the store."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from arena.errors import UserError
from arena.runs import resume_run
from arena.store import SQLiteStore
from store_support import Booker, start_waiting


def test_answer_first_names_the_store_it_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ARENA_STORE", raising=False)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    store = SQLiteStore(tmp_path / "kept" / "arena.db")
    try:
        run_id = start_waiting(store)
        with pytest.raises(UserError) as refused:
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
    finally:
        store.close()
    said = str(refused.value)
    flag = f"--store {tmp_path / 'kept' / 'arena.db'}"
    assert "answer first: arena approve req_" in said, said
    assert said.count(flag) == 2, said  # approve and deny both reach this store
