"""The write path hashes audit entries and answers from their column values (issue 16).

``SQLStore._audit`` keeps an entry as its values in ``chain.AUDIT_COLUMNS`` order and an answer's
subject is hashed from the values ``_insert_response`` binds, not from dicts built for the
purpose; ``verify`` still hashes the rows it reads by column name. Both must give the same hash
for every entry and answer, or a store's own new entries would fail ``audit verify``.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from arena.store import SQLiteStore, chain
from arena.store import sql_text as q
from arena.store.rows import response_values
from arena.types import InputResponse, Responder
from store_support import synthetic_waiting

AT = datetime(2026, 12, 4, 2, 30, 0, 123456, tzinfo=UTC)
ANSWERS = [
    InputResponse(request_id="req_1", option_id="approve", responder=Responder(name="al"), at=AT),
    InputResponse(
        request_id="req_2",
        edited_args={"room_id": "R-2", "n": [1, 2.5, None], "é": "ü"},
        responder=Responder(name="bo", role="ops", interface="web"),
        note="moved — to R-2",
        at=AT,
    ),
    InputResponse(request_id="req_3", text="only at 3 \ud800", responder=Responder(name="x")),
]
ENTRIES = [
    ("run_1", None, "run.claimed", "al", None, "cli", "2026-12-04T02:30:00.123456+00:00", "n", None),
    ("run_1", "req_1", "request.approved", "bo", "ops", "web", "2026-12-04 02:30:00+00:00", None, "s"),
    ("run_2", None, "tool.blocked", "x", None, "system", "2026-12-04T02:30:00+00:00", "\ud800", None),
]  # fmt: skip


@pytest.mark.parametrize("answer", ANSWERS, ids=lambda a: a.request_id)
def test_an_answers_subject_from_its_values_is_its_subject_by_column(answer: InputResponse) -> None:
    values = response_values("run_1", answer)
    by_name = dict(zip(q.RESPONSE_COLUMNS, values, strict=True))
    assert chain.values_subject(values) == chain.decision_subject(by_name)


@pytest.mark.parametrize("values", ENTRIES, ids=lambda v: v[2])
def test_an_entrys_hash_from_its_values_is_its_hash_by_column(values: tuple[str, ...]) -> None:
    row = dict(zip(chain.AUDIT_COLUMNS, values, strict=True))
    assert chain._values_hash("prev", values) == chain.entry_hash("prev", row)
    # A field out of place changes the hash: the order is the columns'.
    swapped = (values[1], values[0], *values[2:])
    assert chain._values_hash("prev", swapped) != chain.entry_hash("prev", row)


def test_entries_added_by_column_and_by_value_chain_alike(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "arena.db")
    try:
        run_id, _ = synthetic_waiting(store)
        actor = Responder(name="tester", role="ops", interface="cli")
        for k in range(2):
            with store._write() as c:
                at = "2026-01-01T00:00:00.000000+00:00"
                c.add({"run_id": run_id, "request_id": None, "transition": f"test.map{k}"} | {
                    "actor": "tester", "role": "ops", "interface": "cli", "at": at,
                    "note": None, "subject": None,
                })  # fmt: skip
                store._audit(c, run_id, f"test.values{k}", actor, at=at)
        transitions = [e.transition for e in store.history(run_id)][-4:]
        assert transitions == ["test.map0", "test.values0", "test.map1", "test.values1"]
        assert store.verify_audit().broken is None
    finally:
        store.close()
