"""No test leaves a process-global registry of a run changed: each ends with what it found.

Runs fill module-level registries while they are in flight (vanilla's session slots, the waiting
runs a recorder keeps live, the command hosting names, the scripted model's behaviour per run,
what the tool wrappers ran and the backend reported, the phases and resumers running, the fault
listeners) and empty them as they end. A test that swapped vanilla's slots for durable ones, or
left a run live or a booking noted, changed what every later test on its xdist worker read: the
CI run of record failed on such a leak, by which tests a worker happened to run before it.
Checked around every test by identity and by key (microseconds: the registries are small); the
test that left one changed fails, naming it and what it holds now, and the registry is put back
as found, so no later test reads it.

Runs left waiting live (``arena.runs.recorder.LIVE``, ``arena.drive._store.LIVE``) fail the test
too. ``arena run --human`` run in the test's own process (``CliRunner``) leaves its waiting runs
live there, as a user's command does until its process exits a moment later, and an eval's
``Driver`` left waiting keeps its line live as the eval's process would: both were put back
without failing (users45), and some 180 tests of tests/runs, operator, cli, drive, model, store
and web left them so, each read by every later test of its worker (run ids repeat: a seeded
vanilla run of hitl-01 has the same id in every test). A test that leaves runs waiting lets them
go itself (tests46): ``store_support.let_go_at_the_end`` (a run id), ``let_go_of_the_runs_in``
(a store), ``@pytest.mark.usefixtures("runs_left_live_let_go")`` (whatever it left live),
``Driver.close`` (a line).

tests/conftest.py's one autouse fixture, ``_each_test_isolated``, enters :func:`watched` first,
so it checks after every other fixture of the test (``monkeypatch`` included) and the fixture's
own other steps undid what they set.

Not checked, on purpose: what a process keeps for its whole life and no run empties (compiled
patterns, an adapter's noted texts in ``arena.run_memory``, the store's high-water marks, the
ancestors read once, the framework worker processes ``arena.workers.process`` keeps for reuse).
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any

import pytest

#: (module, attribute): each a registry a run fills and empties again, or a value it swaps back.
REGISTRIES: tuple[tuple[str, str], ...] = (
    ("arena.adapters.vanilla", "_PAUSED"),
    ("arena.adapters.vanilla", "_HISTORY"),
    ("arena.runs.recorder", "LIVE"),
    ("arena.drive._store", "LIVE"),
    ("arena.hosting", "_Host"),
    ("arena.model.run_behaviour", "_BY_RUN"),
    ("arena.model.run_behaviour", "_FAULT_BY_RUN"),
    ("arena.model.run_behaviour", "_ITEM_FAULTS"),
    ("arena.model.faults", "_LISTENERS"),
    ("arena.model.faults", "_OBSERVERS"),
    ("arena.tools", "_EXECUTED"),
    ("arena.tools.ledger", "_LOOSE"),
    ("arena.restart_probe", "_RUNNING"),
    ("arena.durable_state.process", "_RUNNING"),
    ("arena.leg_call", "_WATCHES"),
    ("arena.parallel", "_MODELS"),
    ("arena.statedir", "_current"),
    ("arena.statedir", "_stores"),
)

#: A file to append each test's changes to instead of failing it: a survey of the suite
#: (``GLOBALS_SURVEY=/tmp/leaks.tsv pytest -n 2 tests/runs``).
SURVEY = "GLOBALS_SURVEY"

Snapshot = dict[tuple[str, str], tuple[Any, Callable[[], None]]]


def _seen(value: Any) -> Any:
    """What is compared: a container's identity and keys (a list's items by identity), a
    class's own attributes, else the object's identity."""
    if isinstance(value, dict):
        return ("dict", id(value), frozenset(map(repr, value)))
    if isinstance(value, set | frozenset):
        return ("set", id(value), frozenset(map(repr, value)))
    if isinstance(value, list):
        return ("list", id(value), tuple(map(id, value)))
    if isinstance(value, type):  # a class holding its state in attributes (hosting._Host)
        return ("class", id(value), repr(_attributes(value)))
    return ("object", id(value))


def _attributes(cls: type) -> list[tuple[str, Any]]:
    return sorted((k, v) for k, v in vars(cls).items() if not k.startswith("__"))


def _shown(value: Any) -> str:
    text = repr(_attributes(value) if isinstance(value, type) else value)
    return text if len(text) < 200 else text[:200] + " ..."


def _restorer(module: Any, attr: str, value: Any) -> Callable[[], None]:
    """Puts ``module.attr`` back as it is now: the same object, with the same contents."""
    kept: Any = None
    if isinstance(value, dict | set | list):
        kept = type(value)(value)
    elif isinstance(value, type):
        kept = dict(_attributes(value))

    def restore() -> None:
        setattr(module, attr, value)
        if isinstance(value, dict):
            value.clear()
            value.update(kept)
        elif isinstance(value, set | list):
            value.clear()
            value.extend(kept) if isinstance(value, list) else value.update(kept)
        elif isinstance(value, type):
            for k, v in kept.items():
                setattr(value, k, v)

    return restore


def _module(name: str) -> Any:
    """The module imported (``sys.modules``): ``importlib.import_module`` took half of the
    ~50 us this check cost each of 33k tests (speed53b)."""
    return sys.modules.get(name) or importlib.import_module(name)


def snapshot() -> Snapshot:
    """Each registry's comparison key, and how to put it back as it is now."""
    out: Snapshot = {}
    for module_name, attr in REGISTRIES:
        module = _module(module_name)
        value = getattr(module, attr)
        out[(module_name, attr)] = (_seen(value), _restorer(module, attr, value))
    return out


def changed_since(before: Snapshot) -> list[str]:
    """Each registry changed since ``before``, with what it holds now; each is put back."""
    changed = []
    for (module_name, attr), (key, restore) in before.items():
        now = getattr(_module(module_name), attr)
        if _seen(now) != key:
            changed.append(f"{module_name}.{attr} (now {_shown(now)})")
            restore()
    return changed


@contextlib.contextmanager
def watched(nodeid: str) -> Iterator[None]:
    """Fail ``nodeid`` (``pytest.fail``) if a registry changed while it ran, and put it back;
    with ``$GLOBALS_SURVEY`` the changes are appended to that file instead."""
    before = snapshot()
    yield
    changed = changed_since(before)
    if changed and (survey := os.environ.get(SURVEY)):
        with open(survey, "a", encoding="utf-8") as log:
            log.write(f"{nodeid}\t{' | '.join(changed)}\n")
        return
    if changed:
        pytest.fail(
            f"{nodeid} left process-global state changed: {'; '.join(changed)}. "
            "Undo it in the test (monkeypatch.setattr; end the runs it started: "
            "store_support.let_go_at_the_end, let_go_of_the_runs_in, "
            '@pytest.mark.usefixtures("runs_left_live_let_go"), Driver.close, '
            "trace_support.by_hand); tests/conftest_globals.py put it back",
            pytrace=False,
        )
