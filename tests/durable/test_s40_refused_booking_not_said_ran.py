"""A booking the side-effect guard refused before it ran is never said to have run (durable40).

With the store down as ``book_room`` was about to run, the guard refused the call (``ERROR:
book_room was not run: the store that guards it is unreachable``) and the leg was set aside; where
the store was still down when the claim was given back, the error read "the leg had already run
book_room(room_id='R-102') failed (…): that ran and is kept in the side-effect ledger, so the next
resume replays it and makes no new booking" — nothing ran, nothing was kept, and the next resume
books it (seen with a PostgreSQL server restarted under ``arena resume --all``).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from arena.errors import StoreError
from arena.runs import resume_run
from arena.runs.resume import SetAsideError
from arena.store.sqlite import SQLiteStore
from arena.types import InputResponse, Responder
from store_support import LEDGER_ENV, Booker, ledger_lines, start_waiting
from trail_ledger import cross_check

ACTOR = Responder(name="ops", interface="cli")


def test_a_refused_booking_is_not_said_to_have_run_and_the_next_resume_books_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ledger = tmp_path / "ledger"
    monkeypatch.setenv(LEDGER_ENV, str(ledger))
    store = SQLiteStore(tmp_path / "arena.db")
    run_id = start_waiting(store)
    store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))

    def down(*args: Any, **kwargs: Any) -> Any:
        raise StoreError("store arena.db: the server went away")

    release, releases = store.release, [down]

    def release_once_down(*args: Any, **kwargs: Any) -> Any:
        """The store still down as the leg is set aside, back as the claim is given back."""
        return (releases.pop() if releases else release)(*args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(store, "begin_side_effect", down)
        m.setattr(store, "release", release_once_down)
        with pytest.raises(SetAsideError) as aside:  # not the run's failure: it waits again
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
    said = str(aside.value)
    assert "the server went away" in said and "arena resume" in said, said
    assert "that ran" not in said and "makes no new booking" not in said, said
    assert "had already run" not in said, said
    assert ledger_lines(ledger) == []

    held = store.run(run_id)  # the store came back: the claim left behind is given back
    if held.status == "resuming":
        store.release(run_id, held.claim_owner or "", actor=ACTOR, note="the store is back")
    assert asyncio.run(resume_run(run_id, store, adapter=Booker())).status == "completed"
    assert ledger_lines(ledger) == ["R-102"]
    assert cross_check(store) == []
    store.close()
