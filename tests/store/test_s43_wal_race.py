"""Another thread's act between a write's read of the server and its check is no put-back.

durable42 remembers how far this process saw the server's write-ahead log reach, and refuses an
act where the server is now behind it (a snapshot put back on the same timeline). CI's clone of
2af5eab6 refused one of four writers answering at once: thread B committed and remembered its
position after thread A had read the server's, and A compared its older reading with B's newer
position. Only what was seen *before* the read is a sign of a server gone back
(postgres_timeline.seen). Here B's act lands exactly there, every time.
"""

from __future__ import annotations

from typing import Any

import pytest

from arena.store import open_store, postgres_timeline
from arena.store.postgres import PostgresStore
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

ACTOR = Responder(name="tester", role="ops", interface="cli")


def test_an_act_committed_between_the_read_and_the_check_is_not_a_put_back(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, two = open_store(postgres_url), open_store(postgres_url)
    assert isinstance(one, PostgresStore) and isinstance(two, PostgresStore)
    try:
        (run_a, req_a), (run_b, req_b) = synthetic_waiting(one), synthetic_waiting(one)
        _, req_c = synthetic_waiting(one)
        one.answer(InputResponse(request_id=req_c, option_id="deny"))  # a position seen
        real = postgres_timeline.check
        raced: list[bool] = []

        def b_acts_meanwhile(db: Any, *args: Any) -> Any:
            if db is one._db and not raced:  # A has read the server; B acts before A checks
                raced.append(True)
                two.answer(InputResponse(request_id=req_b, option_id="approve"))
            return real(db, *args)

        monkeypatch.setattr(postgres_timeline, "check", b_acts_meanwhile)
        one.answer(InputResponse(request_id=req_a, option_id="approve"))
        assert raced
        assert [e.transition for e in one.history(run_a)][-1] == "request.approved"
        assert [e.transition for e in one.history(run_b)][-1] == "request.approved"
    finally:
        one.close()
        two.close()


def test_a_server_behind_what_was_seen_before_the_read_is_still_refused(
    postgres_url: str,
) -> None:
    """The broken-reference half: a position seen before the read and ahead of the server still
    refuses the act (what durable42 tells a snapshot put back by)."""
    store = open_store(postgres_url)
    assert isinstance(store, PostgresStore)
    try:
        (_, req_a), (_, req_c) = synthetic_waiting(store), synthetic_waiting(store)
        store.answer(InputResponse(request_id=req_c, option_id="deny"))  # a position seen
        db = store._db
        timelines = postgres_timeline.seen(db)
        assert timelines, "an acting write remembers where the server was"
        for timeline, at in timelines.items():
            postgres_timeline._SEEN[(postgres_timeline._store_key(db), timeline)] = at + (1 << 40)
        with pytest.raises(postgres_timeline.StoreBehind, match="went back"):
            store.answer(InputResponse(request_id=req_a, option_id="approve"))
    finally:
        postgres_timeline.forget(store._db)
        store.close()
