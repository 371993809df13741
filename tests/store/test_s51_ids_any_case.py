"""A run or request id typed in capitals resolves as the id it spells (users51).

Ids are lower case (``run_f450a4c6…``); one pasted from a ticket or a chat that upper-cased it,
or typed with caps lock on (``arena history RUN_F450A4C6EDB68A63``), was "no run or request
matches", as if the run did not exist. It now resolves, whole or as a prefix, with or without
its ``run_``/``req_``; an id that matches nothing in any case is still refused as typed, and two
ids a capitalised prefix shares are still ambiguous.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from arena.errors import Ambiguous, NotFound
from arena.store import SQLiteStore, Store
from store_support import synthetic_waiting


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = SQLiteStore(tmp_path / "arena.db")
    yield s
    s.close()


@pytest.mark.parametrize(
    ("typed", "kind"),
    [
        (str.upper, "run"),
        (lambda i: i.upper()[:14], "run"),
        (lambda i: i[4:].upper(), "run"),
        (lambda i: "Run_" + i[4:], "run"),
        (lambda i: i.title(), "run"),
        (lambda i: i.upper(), "request"),
        (lambda i: "REQ_" + i[4:12], "request"),
    ],
    ids=["whole", "prefix", "no-run_", "Run_", "title", "request", "request-prefix"],
)
def test_an_id_in_capitals_resolves(store: Store, typed: Callable[[str], str], kind: str) -> None:
    run_id, request_id = synthetic_waiting(store)
    wanted = run_id if kind == "run" else request_id
    assert store.resolve_id(typed(wanted)) == (kind, wanted)


def test_what_matches_nothing_in_any_case_is_refused_as_typed(store: Store) -> None:
    run_id, _ = synthetic_waiting(store)
    with pytest.raises(NotFound, match="no run or request matches 'RUN_ZZZ'"):
        store.resolve_id("RUN_ZZZ")
    with pytest.raises(NotFound, match=f"matches '{run_id.upper()}X'"):
        store.resolve_id(run_id.upper() + "X")
    assert store.resolve_id(run_id) == ("run", run_id)


def test_a_capitalised_prefix_two_runs_share_is_still_ambiguous(store: Store) -> None:
    synthetic_waiting(store)
    synthetic_waiting(store)
    with pytest.raises(Ambiguous, match="matches 2 ids"):
        store.resolve_id("RUN_SYN")
