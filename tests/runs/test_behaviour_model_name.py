"""The adapter cannot tell which scripted behaviour it is tested with by the model's name.

The harness named the model after the behaviour a run met (``scripted-batch``) in ``arena run
--behaviour X``, in conformance's cases and, with ``--workers``, in the probes, and the adapter
sees that name (``ctx.endpoint.model``): :class:`BehaviourAware` holds a call batched with the
gate only when the name says a behaviour, so it passed where an ordinary run behind a real model
that batches books before the answer. Each run now calls the model by the ordinary run's name and
the harness assigns the behaviour to the run's route (:mod:`arena.model.run_behaviour`), in the
model's own process too (``--workers``). Session 19 did this for the probes in one process
(tests/runs/test_probe_model_name.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.conformance import Case, rooms_spec, validate
from arena.model.run_behaviour import ORDINARY
from reference_adapters_probeaware import BehaviourAware

AWARE = "reference_adapters_probeaware:BehaviourAware"
APPROVED = "hitl-01"


def arena_run(out: Path, *args: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    argv = ["run", "human_in_the_loop", "--adapter", AWARE, "--out", str(out), "--quiet", *args]
    result = CliRunner().invoke(main, argv, env={"COLUMNS": "200"})
    assert result.exit_code in (0, 1), result.output
    runs = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    return runs, json.loads((out / "summary.json").read_text())


def failing(run: dict[str, Any]) -> set[str]:
    return {c["name"] for c in run["checks"] if not c["passed"]}


@pytest.mark.parametrize("workers", ["1", "2"])
def test_arena_run_behaviour_batch_catches_an_adapter_that_reads_the_name(
    tmp_path: Path, workers: str
) -> None:
    """Before: it saw ``scripted-batch``, held the batched booking and passed
    ``no_tool_before_suspend`` on every item. Now it sees the ordinary name and books before the
    answer, as vanilla does under batch; the results still say the behaviour was batch."""
    runs, summary = arena_run(
        tmp_path / "r", "--behaviour", "batch", "--workers", workers, "--item", "hitl-0[12]"
    )
    assert len(runs) == 2
    for run in runs:
        assert "no_tool_before_suspend" in failing(run), run["checks"]
        assert run["behaviour"] == "batch" and run["model"] == "scripted-batch"
    assert summary["behaviour"] == "batch"
    assert summary["model"]["name"] == "scripted-batch"


def test_a_mix_plays_each_runs_drawn_behaviour_on_its_route(tmp_path: Path) -> None:
    """``mix:``: each run meets the behaviour drawn for it, under the ordinary name, and records
    it: the batch runs fail as vanilla's do, the compliant ones pass."""
    runs, _ = arena_run(tmp_path / "r", "--behaviour", "mix:compliant=0.5,batch=0.5", "--seed", "3")
    drawn = {r["behaviour"] for r in runs}
    assert drawn == {"compliant", "batch"}
    for run in runs:
        assert ("no_tool_before_suspend" in failing(run)) == (run["behaviour"] == "batch")


# ``--probes --workers 2``: each probe meets its behaviour in the model's own process (before:
# the compliant model, so vanilla read unaided "yes", tool_gating "no", bound "-") is held by
# tests/runs/test_probes_in_workers.py, whose run of vanilla there is the one this needed.


def test_conformance_cases_call_the_model_by_the_ordinary_name() -> None:
    """Every case's run sees the ordinary run's name (before: ``scripted-switch``,
    ``scripted-insistent``), and a case of the caller's (batch) now catches the adapter that
    held the batched booking only when the name said batch."""
    aware = BehaviourAware(rooms_spec())
    validate(aware)
    assert set(aware.seen) == {ORDINARY}
    report = validate(aware, cases=[Case(name="batched", behaviour="batch", item=APPROVED)])
    assert any("no_tool_before_suspend failed" in f for f in report.findings), report.findings
    assert {r.model for r in report.runs} == {"scripted-batch"}


def test_durable_state_first_legs_call_the_model_by_the_ordinary_name(tmp_path: Path) -> None:
    """durable_state's first-legs process opened the model as ``scripted-<behaviour>``; its runs
    now see the ordinary name, and the store records the behaviour that played (what ``arena
    resume`` plays again)."""
    from arena.durable_state.child import first_legs
    from arena.endpoints import ModelChoice
    from arena.model.run_behaviour import release
    from arena.store import SQLiteStore
    from reference_adapters_probeaware import NameSeen
    from store_support import let_go_at_the_end  # the phase's process kept its runs live

    NameSeen.seen.clear()
    store = tmp_path / "a.db"
    job = {
        "arena": "durable_state",
        "adapter": "reference_adapters_probeaware:NameSeen",
        "stores": {"a": str(store)},
        "concurrency": 2,
        "leg_timeout_s": 30,
        "endpoint": ModelChoice(behaviour="stubborn").as_job(),
    }
    done = first_legs(job)
    assert done["runs"]["a"]
    assert set(NameSeen.seen) == {ORDINARY}
    with SQLiteStore(str(store)) as opened:
        runs = opened.runs()
    release([r.id for r in runs])  # as the phase's process ending lets go of each run
    models = {r.origin.endpoint.model for r in runs if let_go_at_the_end(r.id)}
    assert models == {"scripted-stubborn"}


def test_a_resumed_run_calls_the_model_by_the_ordinary_name_and_meets_its_behaviour(
    tmp_path: Path,
) -> None:
    """``arena resume`` rebuilt a scripted run's endpoint with the stored name
    (``scripted-http500``), so the resumed legs named the behaviour the first legs hid. Now the
    name is the ordinary one and the model process plays the behaviour on the run's route."""
    import httpx
    import msgspec

    from arena.model.run_behaviour import release
    from arena.runs.rebuild import endpoints
    from arena.store import open_store
    from arena.store.records import EndpointSpec
    from store_support import start_waiting

    chat = {"messages": [{"role": "user", "content": "Book a room for 6 on Tuesday."}]}
    with open_store(str(tmp_path / "a.db")) as store:
        record = store.run(start_waiting(store))
        seen = {}
        for behaviour in ("compliant", "http500"):
            spec = EndpointSpec(model=f"scripted-{behaviour}", scripted=True)
            origin = msgspec.structs.replace(record.origin, endpoint=spec)
            stored = msgspec.structs.replace(record, origin=origin)
            with endpoints([stored]) as endpoint_for:
                endpoint = endpoint_for(stored)
                assert endpoint.model == ORDINARY
                answer = httpx.post(
                    f"{endpoint.run_url}/chat/completions", json={**chat, "model": endpoint.model}
                )
                seen[behaviour] = answer.status_code
                release([record.id])  # what the leg's end does: no leg ran on this endpoint
    assert seen == {"compliant": 200, "http500": 500}
