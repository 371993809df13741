"""`arena run` imports what a run uses (issue 16: its start to finish against `inspect eval`).

It prints its hints through :mod:`arena.cli.render`, whose other tables show stored requests,
runs and audit trails: importing those (the pending table, the store's typed views) cost every
run ~8 ms that nothing in it used.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import json, sys
from arena.cli import main
try:
    main(sys.argv[1:], prog_name="arena")
except SystemExit as exc:
    code = exc.code
finally:
    print(json.dumps(sorted(sys.modules)), file=sys.stderr)
"""

#: What shows stored requests and runs (arena pending, show, runs, history).
OPERATOR_ONLY = ("arena.views", "arena.cli.render_pending")
#: What spreads a run over processes (--workers N).
WORKERS_ONLY = ("arena.parallel", "arena.workers.process", "arena.workers.protocol")


@pytest.fixture(scope="module")
def run_modules(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The modules a one-item scripted ``arena run`` (one process, no store) imported."""
    tmp_path = tmp_path_factory.mktemp("run")
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", "hitl-01", "--quiet"]
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, *args, "--out", str(tmp_path / "results")],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert "vanilla" in proc.stdout and "1/1" in proc.stdout, proc.stdout + proc.stderr[-2000:]
    return set(json.loads(proc.stderr.strip().splitlines()[-1]))


def test_a_run_imports_no_operator_table(run_modules: set[str]) -> None:
    assert "arena.cli.render" in run_modules  # its hints
    imported = [m for m in OPERATOR_ONLY if m in run_modules]
    assert not imported, f"`arena run` imported {imported}"


def test_a_run_in_one_process_imports_no_worker_machinery(run_modules: set[str]) -> None:
    """The worker processes' pipe protocol and spawning (arena.parallel, arena.workers) are for
    ``--workers`` above 1 only: importing them cost every run ~10-40 ms."""
    assert "arena.cli.run_cmd" in run_modules  # it did run
    imported = sorted(m for m in run_modules if m in WORKERS_ONLY)
    assert not imported, f"`arena run` without --workers imported {imported}"


def test_run_cmd_imports_the_store_only_where_it_opens_one() -> None:
    """``arena run`` without a store opens none, so run_cmd imports arena.store (its SQL stack,
    ~20-90 ms) only in the branch that opens one; at the top only for type checking. (Other
    modules on a run's path still import arena.store today: this pins run_cmd's part.)"""
    import arena.cli.run_cmd as run_cmd
    from arena.store import ENV

    tree = ast.parse(Path(run_cmd.__file__).read_text())
    top = [
        node
        for node in tree.body
        if isinstance(node, ast.ImportFrom)
        and (node.module or "").split(".")[:2] in (["arena", "store"], ["arena", "parallel"])
    ]
    assert not top, [ast.unparse(n) for n in top]
    assert run_cmd.STORE_ENV == ENV  # --store's help names the store's own variable


def test_the_pending_table_is_still_rendered_through_render() -> None:
    from arena.cli import render
    from arena.cli.render import pending_view
    from arena.cli.render_pending import pending_view as own

    assert pending_view is own and render.pending_table.__module__ == "arena.cli.render_pending"


def test_a_run_without_a_store_loads_no_sqlite_backend(run_modules: set[str]) -> None:
    """``arena.store`` named ``SQLiteStore`` at import, so every importer of the store's records
    (the run's hints, its results) loaded sqlite3 and the SQL layer (~54 ms busy) that a run
    without ``--human`` never opens."""
    loaded = sorted(
        m for m in run_modules if m in ("sqlite3", "arena.store.sqlite", "arena.store.sql")
    )
    assert "arena.store" in run_modules  # its records are used
    assert not loaded, f"`arena run` loaded {loaded}"


def test_a_run_without_a_policy_loads_no_policy(run_modules: set[str]) -> None:
    """``arena run`` tells its recorders and workers the arena in use (``$ARENA_POLICY_ARENAS``)
    whether or not a policy applies; reading that through ``arena.policy.fields`` loaded the
    policy package (its models, rule checks and loader: ~57 M instructions) for a run that has
    no policy and never loads one."""
    assert "arena.policy_file" in run_modules  # the arena in use was told
    loaded = sorted(m for m in run_modules if m == "arena.policy" or m.startswith("arena.policy."))
    assert not loaded, f"`arena run` without --policy loaded {loaded}"
