"""The leg ``t.restart(process=True)`` runs in a new process is stored with its model-log marks
(evidence51).

The eval's process marked that leg from its own scripted-model log (evidence50), but only its
own copy: the store, which legs are appended to and never rewritten, kept the leg without them,
so whatever judged the run from the store (a crash-resume's checks, ``arena show``, the run's
stored checks) read "leg 2 kept none though leg(s) 1 of the run kept one" for an honest adapter,
and an off-route leg stood there as waiting or completed. The new process now reads the eval's
log (read-only, this run's entries, over a keyed socket in the eval's process) and marks the leg
before it is stored; the eval's own copy is still marked from its own log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from tests.drive.test_s35_restart_process import KeptAsJson
from tests.reference_adapters_s50 import RestartAutoBookAdapter

from arena.context import ModelEndpoint
from arena.drive import CheckFailed, Driver, rooms_agent
from arena.store import open_store

TASK = "Book a meeting room for 6 people on Tuesday."
MARKS = {"model_calls", "model_reply", "model_act", "model_turns"}


def _finished(turn: object) -> dict[str, object]:
    (event,) = [e for e in turn.events if e.type == "leg.finished"]  # type: ignore[attr-defined]
    return dict(event.data)


@pytest.mark.slow
@pytest.mark.parametrize("adapter", [KeptAsJson, RestartAutoBookAdapter])
def test_the_new_process_leg_is_stored_with_its_marks(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint], adapter: type[KeptAsJson]
) -> None:
    spec = rooms_agent()
    with open_store(tmp_path / "a.db") as store:
        t = Driver(adapter(spec), endpoint_for("compliant"), agent=spec, store=store)
        with t:
            t.send(TASK)
            t.restart(process=True)
            t.respond_all("approve")
            run_id = t.ctx.run_id
            honest = adapter is KeptAsJson
            if honest:
                assert "in leg 2" in t.arena_check("reported_booking").detail
            else:
                with pytest.raises(CheckFailed):
                    t.arena_check("tool_called_once_after_resume")
            mine = _finished(t._turns[-1])
            t.close()
        stored = store.turns(run_id)
        assert [s.leg for s in stored] == [1, 2]
        kept = _finished(stored[-1])
        # the store's leg carries the marks the eval's copy does, with the same verdicts
        assert set(kept) >= MARKS, sorted(kept)
        for mark in ("model_act", "model_reply"):
            assert kept[mark] == mine[mark], (mark, kept[mark], mine[mark])
        # and the checks judged from the store alone (as a resume or arena show reads the run)
        from arena.checks import run_checks
        from arena.trace import Trace

        record = store.run(run_id)
        checks = {
            c.name: c for c in run_checks(Trace(legs=tuple(stored)), record.origin.item, None)
        }
        for name in ("tool_called_once_after_resume", "reported_booking"):
            if name not in checks:
                continue
            assert "kept none" not in checks[name].detail, checks[name].detail
            assert checks[name].passed is honest, (name, checks[name].detail)
