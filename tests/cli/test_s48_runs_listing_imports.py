"""Listing runs loads neither the checks, the runner nor pydantic (issue 16, session 48).

``arena runs`` and ``arena pending`` read the store: the store's records named ``CheckResult`` by
way of :mod:`arena.checks` (which loads every witness and report reader), ``arena.results`` the
runner for an annotation, and importing any ``arena.runs`` module loaded ``arena.runs.resume``:
~130 modules and ~40 ms of CPU a listing of runs left waiting; and the operator's commands
imported ``arena.edits`` for ``approve --edit``, whose rules load pydantic (~30 ms). A listing
of finished runs still loads the checks where it judges their verdicts again
(:mod:`arena.runs.verdicts`).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from arena.check_types import CheckResult, CheckSpec

#: What a listing never needs: judging a run, running one, or reading an edit (pydantic).
NOT_LISTED = (
    "arena.checks",
    "arena.runner",
    "arena.runs.resume",
    "arena.witness",
    "arena.edits",
    "pydantic",
)

PROBE = """
import json, sys
from arena.cli import main
try:
    main(sys.argv[1:], prog_name="arena")
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""


def _imported(*args: str, cwd: Path) -> set[str]:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, *args], cwd=cwd, capture_output=True, text=True, timeout=120
    )
    return set(json.loads(proc.stderr.strip().splitlines()[-1]))


@pytest.mark.parametrize("command", [["runs"], ["pending"], ["runs", "--json"]])
def test_a_listing_loads_no_checks_nor_runner(command: list[str], tmp_path: Path) -> None:
    from arena.store import open_store

    db = tmp_path / "arena.db"
    open_store(str(db)).close()  # an empty store: its tables, no run to judge
    loaded = _imported(*command, "--store", str(db), cwd=tmp_path)
    assert "arena.store.records" in loaded  # the store was read
    assert sorted(m for m in NOT_LISTED if m in loaded) == []


def test_the_store_names_the_checks_own_types() -> None:
    from arena import checks
    from arena.store import base, codec, records

    assert checks.CheckResult is CheckResult and checks.CheckSpec is CheckSpec
    assert records.CheckResult is CheckResult and codec.CheckSpec is CheckSpec
    assert base.CheckResult is CheckResult


def test_the_runs_package_still_names_its_three() -> None:
    import arena.runs as runs
    from arena.runs import NotDurable, resume_many, resume_run
    from arena.runs.lost import NotDurable as lost
    from arena.runs.resume import resume_many as many
    from arena.runs.resume import resume_run as run

    assert (NotDurable, resume_many, resume_run) == (lost, many, run)
    assert sorted(runs.__all__) == ["NotDurable", "resume_many", "resume_run"]
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        runs.nothing  # noqa: B018
    from arena.runs import policy_votes  # a module of the package, as before

    assert policy_votes.__name__ == "arena.runs.policy_votes"
