"""Listing runs loads no run context (issue 16, session 49).

``arena runs`` and ``arena pending`` read the store; its modules named ``ModelEndpoint``,
``validate_option``, ``validate_response`` and (for an annotation) ``RunContext`` by way of
:mod:`arena.context`, which loads the harness's log, the context's log and the session: six
modules a listing never runs. They come from where they are defined now
(:mod:`arena.model_endpoint`, :mod:`arena.decisions`); the names are the same objects.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

#: What a listing never needs: a run's context and the harness's own records of a leg.
NOT_LISTED = ("arena.context", "arena.context_log", "arena.harness_log", "arena.session")

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
def test_a_listing_loads_no_run_context(command: list[str], tmp_path: Path) -> None:
    from arena.store import open_store

    db = tmp_path / "arena.db"
    open_store(str(db)).close()
    loaded = _imported(*command, "--store", str(db), cwd=tmp_path)
    assert "arena.store.sql_answers" in loaded  # the store's SQL modules were loaded
    assert sorted(m for m in NOT_LISTED if m in loaded) == []


def test_the_store_names_the_same_objects() -> None:
    from arena import context
    from arena.store import records, sql_answers, sql_people

    assert records.ModelEndpoint is context.ModelEndpoint
    assert sql_answers.validate_option is context.validate_option
    assert sql_people.validate_response is context.validate_response
