"""An eval's run id, documented where an outside team looks for it (evals45).

An outside team kept its eval in a store to read ``arena history RUN`` for the eval's own run
after the operator's edit; docs/drive.md's API tables named no way to get that run's id (the
driver had ``t.run_id``, undocumented and without a docstring, so the team reached into
``t.ctx``). The Sending table now lists ``t.run_id``; it is the run the store keeps and the one
``t.render()`` opens with, and a new session line has its own.
"""

from __future__ import annotations

from pathlib import Path

from arena import Driver, ModelChoice
from arena.store import open_store

DRIVE = Path(__file__).resolve().parents[2] / "docs" / "drive.md"


def test_the_api_tables_name_the_lines_run_id() -> None:
    table = DRIVE.read_text(encoding="utf-8").split("### Sending", 1)[1].split("###", 1)[0]
    assert "| `t.run_id` | `str` |" in table
    assert (Driver.run_id.__doc__ or "").strip(), "run_id has a docstring"


def test_run_id_is_the_run_the_store_keeps(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "evals.db"))
    with (
        ModelChoice(behaviour="compliant").open() as endpoint,
        Driver.for_adapter("vanilla", endpoint, store=store) as t,
    ):
        t.send("Book a meeting room for 6 people on Tuesday.")
        request = t.require_input_request(action="request_approval")
        t.respond(request, option="deny")
        t.succeeded()
        assert t.run_id.startswith("run_") and t.run_id in t.render()
        assert store.run(t.run_id) is not None
        kept = [e for e in store.history(t.run_id) if e.request_id == request.id]
        assert kept, "the store's trail of t.run_id holds the line's request"
        other = t.new_session()
        assert other.run_id != t.run_id and other.run_id.startswith("run_")
