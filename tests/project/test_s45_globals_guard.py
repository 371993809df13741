"""The suite's guard on process-global state (tests/conftest_globals.py) sees each kind of leak.

The CI run of record failed on a test-state leak before: a test that swapped vanilla's session
slots for durable ones made every later vanilla run on its xdist worker read "durable yes", and
conftest only ever put the slots back, silently, so the test that did it was never named. The
guard now names the test. Held here on the guard itself: each kind of change it must see (a
slot swapped, a run left live, a booking left noted, a class attribute left set), each put back
as found, and an honest test's untouched state read as unchanged.
"""

from __future__ import annotations

import pytest

from arena import hosting, tools
from arena.adapters import vanilla
from arena.contextless import Contextless
from arena.runs import recorder
from arena.session import create_session_slot
from conftest_globals import REGISTRIES, changed_since, snapshot


def test_a_swapped_vanilla_slot_is_named_and_put_back() -> None:
    before, own = snapshot(), vanilla._PAUSED
    vanilla._PAUSED = create_session_slot("vanilla.paused", dump=dict, load=dict)  # type: ignore[assignment, arg-type]
    said = changed_since(before)
    assert len(said) == 1 and said[0].startswith("arena.adapters.vanilla._PAUSED"), said
    assert vanilla._PAUSED is own


def test_a_run_left_live_and_a_booking_left_noted_are_named_and_put_back() -> None:
    before = snapshot()
    recorder.LIVE["run_left"] = object()  # type: ignore[assignment]
    tools.note_execution("run_left", "call_left")
    said = changed_since(before)
    assert [s.split(" ")[0] for s in said] == ["arena.runs.recorder.LIVE", "arena.tools._EXECUTED"]
    assert "run_left" not in recorder.LIVE and "run_left" not in tools._EXECUTED


def test_a_class_attribute_left_set_is_named_and_put_back() -> None:
    before, was = snapshot(), hosting._Host.command
    hosting._Host.command = "arena leaked"
    said = changed_since(before)
    assert len(said) == 1 and said[0].startswith("arena.hosting._Host"), said
    assert hosting._Host.command == was


def test_state_a_test_changes_and_undoes_is_no_change() -> None:
    before = snapshot()
    recorder.LIVE["run_kept"] = object()  # type: ignore[assignment]
    del recorder.LIVE["run_kept"]
    with tools._EXECUTED_LOCK:
        tools._EXECUTED.setdefault("run_kept", set())
    tools.take_executions("run_kept")
    assert changed_since(before) == []


def test_every_registry_named_exists() -> None:
    import importlib

    missing = [f"{m}.{a}" for m, a in REGISTRIES if not hasattr(importlib.import_module(m), a)]
    assert not missing, f"renamed or gone: update tests/conftest_globals.py ({missing})"


#: What the first test below left in this process, for the second to look for (xdist may send
#: them to different workers; then the second has nothing to read).
LEGS_LEFT: list[int] = []


def test_a_test_leaves_its_process_having_run_legs() -> None:
    """As an in-process ``arena run`` leaves ``Contextless.ran`` (no registry above: a count)."""
    Contextless.ran += 1
    LEGS_LEFT.append(Contextless.ran)


def test_the_next_test_starts_as_a_process_that_ran_no_legs() -> None:
    """tests/conftest.py forgets earlier tests' legs: a direct tool call here is not a stray."""
    if not LEGS_LEFT:
        pytest.skip("the first test ran in another process (xdist) or not at all")
    assert Contextless.ran == 0
