"""A durable_state phase is a fresh ``python -m arena.durable_state.child`` process, one for each
of the ~5 phases of every adapter: it imports the package first, and the package imported its
orchestration (the sandbox, the listing, the scoring, the crash points' runs), ~0.15 s of CPU
of every phase that answers or resumes, none of it used there. Its names now load when first
named, and still name what they did."""

from __future__ import annotations

import json
import subprocess
import sys

import arena.durable_state as durable_state
from arena.durable_state import crash, orchestrate, process, score

PROBE = """
import json, sys
import arena.durable_state.child
print(json.dumps(sorted(m for m in sys.modules if m.startswith("arena.durable_state"))))
"""


def test_a_phase_process_imports_none_of_the_orchestration() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60, check=True
    )
    loaded = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert loaded == {
        "arena.durable_state",
        "arena.durable_state.child",
        "arena.durable_state.crash",
    }, loaded


def test_the_package_still_names_what_it_did() -> None:
    homes = {crash: ("CRASH_POINTS", "NAMES", "CrashPoint", "crash_point")}
    homes[orchestrate] = ("AdapterOutcome", "run_adapter", "run_durable")
    homes[process] = ("PhaseRun", "Settings")
    homes[score] = ("CrashOutcome",)
    named = [n for names in homes.values() for n in names]
    assert sorted(durable_state.__all__) == sorted(named)
    for module, names in homes.items():
        for name in names:
            assert getattr(durable_state, name) is getattr(module, name), name
    from arena.durable_state import run_adapter

    assert run_adapter is orchestrate.run_adapter
    try:
        durable_state.no_such_name  # noqa: B018
    except AttributeError as exc:
        assert "no_such_name" in str(exc)
    else:
        raise AssertionError("an unknown name was found")
