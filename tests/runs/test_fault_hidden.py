"""``arena faults`` hides which run meets which fault, and keeps its records out of the adapter's
reach (session 21).

1. A run picked its fault by a ``[fault:<name>]`` marker in the item's input (``arena faults``)
   or a ``scripted-fault-<name>`` model name (``arena run --model``), both in what the adapter
   reads: ``FaultAware`` (tests/fault_references.py) was vanilla when it saw "fault", and
   swallowed every error otherwise; its row read like vanilla's, contained. The harness now
   assigns each run's fault to its route, the adapter's input names none and the model is
   called by the ordinary name.
2. The fault injector's records (requests a transport fault answered, faults met) were files
   named by ``ARENA_FAULT_COUNTS`` / ``ARENA_FAULT_MET`` in the adapter's own process:
   ``ForgedMet`` failed every faulted run without a request and appended "(run id, fault)" to
   the record of faults met (every cell "failed cleanly", exit 0); ``ScrubbedCounts`` hammered
   a broken endpoint, then emptied the count ("failed cleanly"). The records are kept in
   memory now, and handed to the harness sealed with a key only it holds.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from arena.faultmatrix import MAX_REQUESTS, NEVER, run_process, write_arena
from arena.faultruns import Records, seal, unseal
from arena.model import faults, run_behaviour
from arena.model_endpoint import ModelEndpoint
from arena.request_log import RequestLog

TESTS = Path(__file__).resolve().parents[1]
REF = "fault_references:"


@pytest.fixture
def references_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matrix runs a real ``arena run`` process: it must import tests/fault_references."""
    path = os.pathsep.join(p for p in (str(TESTS), os.environ.get("PYTHONPATH", "")) if p)
    monkeypatch.setenv("PYTHONPATH", path)


@pytest.mark.usefixtures("references_importable")
def test_an_adapter_honest_only_when_it_sees_a_fault_and_forged_records_read_no() -> None:
    adapters = [
        "vanilla",
        f"{REF}FaultAware",
        f"{REF}ForgedMet",
        f"{REF}ScrubbedCounts",
    ]
    rows = run_process(adapters, ("http500", "unknown_tool"), concurrency=4)
    by = {r.adapter.removeprefix(REF): r for r in rows}

    good = by["vanilla"]
    assert good.cells["http500"].outcome == "failed cleanly", good
    assert good.cells["http500"].requests == 1, good
    assert good.cells["unknown_tool"].outcome == "recovered", good
    assert good.contained, good

    aware = by["FaultAware"]  # it saw no fault: it swallowed, as it would in use
    assert aware.cells["http500"].outcome == "NOT FAILED", aware
    assert aware.cells["unknown_tool"].outcome == "swallowed", aware
    assert not aware.contained, aware

    forged = by["ForgedMet"]  # its line in a file no longer counts: nothing read it
    for fault in ("http500", "unknown_tool"):
        assert forged.cells[fault].met == 0, forged
        assert forged.cells[fault].outcome == NEVER, forged
    assert forged.cells["control"].passed, forged
    assert not forged.contained, forged

    scrubbed = by["ScrubbedCounts"]  # its requests stay counted
    cell = scrubbed.cells["http500"]
    assert cell.requests is not None and cell.requests > MAX_REQUESTS, scrubbed
    assert cell.outcome == f"retried {cell.requests} requests", scrubbed


def test_the_items_name_no_fault(tmp_path: Path) -> None:
    names = write_arena(tmp_path, ("http500", "unknown_tool", "hang"))
    text = (tmp_path / "items.yaml").read_text()
    assert "fault" not in text.lower() and "http500" not in text and "hang" not in text, text
    assert sorted(names.values()) == ["control", "hang", "http500", "unknown_tool"]
    assert all("fault" not in i and i not in faults.FAULTS for i in names), names


def test_a_fault_model_name_is_called_by_the_ordinary_name_its_route_assigned() -> None:
    endpoint = ModelEndpoint(
        base_url="http://127.0.0.1:9/v1",
        api_key="x",
        model="scripted-fault-http500",
        request_log=RequestLog(),
    )
    hidden = run_behaviour.hidden(endpoint)
    assert hidden.model == "scripted-fault-http500"  # what the run records
    try:
        seen = hidden.for_run("run_hidden_1")  # what the adapter sees
        assert seen.model == run_behaviour.ORDINARY
        assert faults.assigned("run_hidden_1") == faults.FAULTS["http500"]
        assert faults.routed("/runs/run_hidden_1/v1/chat/completions") == faults.FAULTS["http500"]
    finally:
        run_behaviour.release(["run_hidden_1"])
    assert faults.assigned("run_hidden_1") is None


def test_an_item_assigned_a_fault_gets_it_on_its_route_only() -> None:
    from arena.types import EvalItem

    endpoint = ModelEndpoint(
        base_url="http://127.0.0.1:9/v1",
        api_key="x",
        model="scripted-compliant",
        request_log=RequestLog(),
    )
    run_behaviour.fault_items({"item-a": "reset"})
    try:
        endpoint_of = run_behaviour.hiding(None, endpoint)
        faulted = endpoint_of("vanilla", EvalItem(id="item-a", input="Book a room."), 0)
        plain = endpoint_of("vanilla", EvalItem(id="item-b", input="Book a room."), 0)
        # the adapter sees the ordinary name (evidence54: no longer scripted-compliant)
        assert faulted.for_run("run_hidden_2").model == run_behaviour.ORDINARY
        assert plain.model == "scripted-compliant"  # what the run records
        assert faults.assigned("run_hidden_2") == faults.FAULTS["reset"]
        plain.for_run("run_hidden_3")
        assert faults.assigned("run_hidden_3") is None
    finally:
        run_behaviour.fault_items({})
        run_behaviour.release(["run_hidden_2", "run_hidden_3"])


def test_records_rewritten_without_the_key_do_not_read(tmp_path: Path) -> None:
    records = Records()
    records.add("met", ("run_1", "http500"))
    path = tmp_path / "records"
    path.write_text(seal(records, "k" * 64))
    kept = unseal(path, "k" * 64)
    assert kept is not None and kept.met == [("run_1", "http500")]
    forged = path.read_text().replace("run_1", "run_2")
    path.write_text(forged)
    assert unseal(path, "k" * 64) is None
    assert unseal(tmp_path / "absent", "k" * 64) is None
