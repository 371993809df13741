"""Red team 42, left open: no run edits an answer across a restart. The durable_state arena's
items answer approve or deny (``resume_with`` has no edit), and ``arena run --probes`` never
restarts a run, so an adapter that drops an edit only when it resumes a run another process
started (:class:`RestartEditDroppedAdapter`, vanilla with its pause kept in the store) passed
every crash point as the honest ``durablevanilla`` does. Shown here in one process by
forgetting the run before the answer (the adapter's own test of "another process started it").
Since evidence43 an item's ``resume_with`` may be an edit (``edit:room_id=R-305``,
:mod:`arena.item_answers`) and the durable_state arena's durable-03 is answered so: the broken
adapter fails its checks after the restart, the honest one passes (a strict xfail before)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from pathlib import Path

import pytest

import reference_adapters_s42 as s42
from arena.adapters.base import AgentSpec
from arena.arenas import Arena, load_arena
from arena.context import ModelEndpoint
from arena.evaluate import check_spec
from arena.runner import run_item
from arena.tools import rooms
from arena.types import InputRequest, InputResponse, Responder

TESTS = Path(__file__).resolve().parents[1]
_ASKED = Responder(name="ops", interface="scripted")


def _edited(forget: bool):  # type: ignore[no-untyped-def]
    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        if forget:  # as if another process resumed the run
            s42._STARTED.clear()
        return [
            InputResponse(request_id=r.id, edited_args={"room_id": "R-204"}, responder=_ASKED)
            for r in requests
        ]

    return answer


@pytest.mark.parametrize("restarted", [False, True])
def test_the_edit_is_dropped_only_after_a_restart(
    hitl_arena: Arena, endpoint: ModelEndpoint, restarted: bool
) -> None:
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")  # 6 people on Tuesday
    adapter = s42.RestartEditDroppedAdapter(AgentSpec.from_module(rooms))
    result = asyncio.run(
        run_item(
            adapter,
            item,
            endpoint,
            arena=hitl_arena.name,
            spec=check_spec(hitl_arena),
            answerer=_edited(restarted),
        )
    )
    booked = [(c.args["room_id"], c.status) for c in result.trace.calls("book_room")]
    failed = [c.name for c in result.checks if not c.passed]
    if not restarted:  # as vanilla: the edited room booked
        assert booked == [("R-204", "ok")] and not failed, (booked, failed)
    else:  # the room the model asked for, which the harness blocks
        assert booked and booked[0][0] != "R-204" and booked[0][1] == "blocked", booked
        assert "booked_as_approved" in failed or "tool_called_once_after_resume" in failed


def _restart(adapter: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, list[str]]:
    """The durable_state arena's restart crash point through ``adapter``: per item, the checks
    that failed."""
    from arena.durable_state import run_adapter

    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS), os.environ.get("PYTHONPATH")]))
    )
    outcome = run_adapter(
        load_arena("durable_state"), adapter, tmp_path.resolve() / "run", crash_points=("restart",)
    )
    (point,) = outcome.crash_points
    return {r.item.id: [c.name for c in r.checks if not c.passed] for r in point.results}


def test_a_durable_state_item_is_answered_with_an_edit() -> None:
    """durable-03 is approved as edited (evidence43: ``edit:`` in ``resume_with``)."""
    (item,) = [i for i in load_arena("durable_state").items if i.id == "durable-03"]
    assert item.resume_with == ("edit:room_id=R-305",)


@pytest.mark.slow
def test_durable_state_catches_an_edit_dropped_after_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A strict xfail until evidence43: no item was answered with an edit. Now durable-03's edit
    is dropped after the restart and the room the agent asked for is booked (the harness blocks
    it): its checks fail, and only its."""
    failed = _restart("reference_adapters_s42:restarteditdropped", tmp_path, monkeypatch)
    assert {k for k, v in failed.items() if v} == {"durable-03"}, failed
    assert "booked_as_approved" in failed["durable-03"], failed


@pytest.mark.slow
def test_the_honest_durable_adapter_books_the_edited_room_after_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failed = _restart("durable_references_booked:durablevanilla", tmp_path, monkeypatch)
    assert set(failed) == {"durable-01", "durable-02", "durable-03", "durable-04"}
    assert not any(failed.values()), failed
