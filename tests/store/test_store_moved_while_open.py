"""A store adopted away while a process holds it open refuses that process too (durable31 F1).

``arena serve`` and ``arena worker`` check the store's home once, as they start. A copy adopted
with ``--adopt-copy`` meanwhile marks the original moved, and every new command on the original
is refused; but the inbox started before still took an approval there, its worker booked it, and
``arena resume --all`` on the adopted copy booked the same approval again. Each answer, vote,
claim and side effect now reads the mark in its own write transaction.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from arena.errors import UserError
from arena.store import SQLiteStore, holder
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

WORKER = Responder(name="worker", interface="system")


def test_a_store_adopted_elsewhere_refuses_the_process_that_had_it_open(tmp_path: Path) -> None:
    (tmp_path / "cq1").mkdir()
    (tmp_path / "cq2").mkdir()
    original = tmp_path / "cq1" / "arena.db"
    store = SQLiteStore(original)  # the long-running inbox or worker on the original
    run_id, request_id = synthetic_waiting(store)
    store.check_home()  # as arena serve / arena worker do once, at start
    for part in original.parent.glob("arena.db*"):
        shutil.copy(part, tmp_path / "cq2" / part.name)
    adopted = SQLiteStore(tmp_path / "cq2" / "arena.db")
    adopted.check_home(adopt=True)  # arena approve ... --store cq2/arena.db --adopt-copy

    with pytest.raises(UserError, match=r"was moved to .*cq2"):
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
    assert store.requests(run_id)[0].response is None  # nothing written

    adopted.answer(InputResponse(request_id=request_id, option_id="approve"))
    with pytest.raises(UserError, match="was moved to"):
        store.try_claim(run_id, holder.identity("worker"), ttl_s=60, actor=WORKER)
    assert store.run(run_id).status == "waiting"
    # The adopted copy is the store: it claims and resumes.
    assert adopted.try_claim(run_id, holder.identity("worker"), ttl_s=60, actor=WORKER)
    store.close()
    adopted.close()
