"""A store on a path with spaces: the refusals' ``--store PATH`` is one shell word (durable35).

``cq 1/a.db`` copied to ``cq 2/``: the copy's refusal said ``Use --store /abs/cq 1/a.db``, and
the original's, once the copy was adopted, ``Use --store /abs/cq 2/a.db``; copied whole, each ran
``--store /abs/cq`` with a stray argument. Every other command arena prints quotes the path as
``store_flag`` does; these now do too.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from test_store_copy_home import approved, copy

from arena.errors import UserError
from arena.store import SQLiteStore


def _refusal(db: Path) -> str:
    store = SQLiteStore(db)
    try:
        with pytest.raises(UserError) as refused:
            store.check_home()
    finally:
        store.close()
    return str(refused.value)


def _named_store(said: str) -> str:
    """The path the message's ``--store`` names, read as a shell reads it."""
    words = shlex.split(said.split("--store ", 1)[1])
    return words[0].rstrip(",;")


def test_the_store_a_refusal_names_is_one_word(tmp_path: Path) -> None:
    original, _ = approved(tmp_path / "cq 1 é")
    copied = copy(original, tmp_path / "cq 2")

    said = _refusal(copied)
    assert "is a copy of" in said
    assert _named_store(said) == str(original.resolve()), said

    store = SQLiteStore(copied)
    store.check_home(adopt=True)
    store.close()
    said = _refusal(original)
    assert "was moved to" in said
    assert _named_store(said) == str(copied.resolve()), said
