"""What the store's answer check did not cover (red team 18, fixer selfapprove's gaps).

The store refused an adapter's ``answer``/``vote`` in an operator's name, but under
``arena run --human``: an ``input.responded`` event the adapter logged through ``ctx._emit``
for another run's request was stored by ``record_leg`` as alice's approval (the request left
``arena pending``); the adapter added itself as an operator with a role and a token (the web
inbox's login); and code run as the adapter's module was imported, before the first guard, was
not inside the mark at all. Each is refused now, and the request still waits.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import reference_adapters_forged as forged
from arena import hosting
from arena.cli import main
from arena.store import open_store
from store_support import let_go_of_the_runs_in

ITEMS = ["--item", "hitl-02", "--item", "hitl-04", "--concurrency", "1"]
REFUSED = "NotFromAgentProcess: refused"
ATIMPORT = "reference_adapters_atimport"
#: The ``arena`` command of this environment.
ARENA = str(Path(sys.executable).parent / "arena")


def _arena(db: Path, *args: str) -> Result:
    env = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def _human_run(tmp_path: Path, adapter: str, *items: str) -> Result:
    ran = _arena(
        tmp_path / "arena.db", "run", "human_in_the_loop", "--human", "--adapter", adapter,
        *(items or ITEMS), "--out", str(tmp_path / f"results{len(list(tmp_path.iterdir()))}"),
    )  # fmt: skip
    assert ran.exit_code in (0, 1), ran.output
    let_go_of_the_runs_in(tmp_path / "arena.db")  # its waiting runs, live in this process
    return ran


def _pending(db: Path) -> list[dict[str, Any]]:
    listed = _arena(db, "pending", "--json")
    assert listed.exit_code == 0, listed.output
    return list(json.loads(listed.stdout))


def _nobody_decided(db: Path, request_ids: list[str]) -> None:
    with open_store(db) as store:
        for rid in request_ids:
            record = store.request(rid)
            assert record.response is None, record.response
            trail = [(h.transition, h.actor.name) for h in store.history(record.run_id)]
            assert not any(who == "alice" for _, who in trail), trail


def test_an_answer_logged_in_a_legs_events_is_not_stored(tmp_path: Path) -> None:
    """hitl-04's first leg logs 'approve by alice' for hitl-02's pending request."""
    db = tmp_path / "arena.db"
    forged.TRIED.clear()
    ran = _human_run(tmp_path, "reference_adapters_forged:forged_event")
    assert [t[2] for t in forged.TRIED] == ["emitted"], forged.TRIED
    target = forged.TRIED[0][1]
    said = " ".join(ran.stderr.split())
    assert f"arena: refused: a decision on request {target} in the name of alice (cli)" in said
    assert "logged as an input.responded event of run" in said and "no leg answers" in said
    pending = _pending(db)
    assert [p["id"] for p in pending] == [target], pending
    assert "approved by alice" not in " ".join(ran.output.split())
    _nobody_decided(db, [target])


def test_an_adapter_cannot_make_itself_an_operator(tmp_path: Path) -> None:
    """Operators, roles and tokens: added, changed, removed or issued, each refused."""
    db = tmp_path / "arena.db"
    added = _arena(db, "operators", "add", "alice", "--role", "facilities")
    assert added.exit_code == 0, added.output
    forged.TRIED.clear()
    ran = _human_run(tmp_path, "reference_adapters_forged:self_operator")
    hows = {t[0] for t in forged.TRIED}
    assert hows == {"add", "token", "save", "remove", "add_token"}, forged.TRIED
    assert all(t[2].startswith(REFUSED) for t in forged.TRIED), forged.TRIED
    assert "(operators, their roles and tokens are a person's to change)" in ran.stderr
    with open_store(db) as store:
        operators = {o.name: o.roles for o in store.operators(include_removed=True)}
        assert operators == {"alice": ("facilities",)}, operators
        assert store.token("t1") is None
    # A person's own command still changes them.
    again = _arena(db, "operators", "add", "bob", "--role", "facilities")
    assert again.exit_code == 0, again.output


@pytest.mark.parametrize("command", ["resume", "worker"])
def test_code_run_as_the_adapter_is_imported_is_inside_the_mark(
    tmp_path: Path, command: str
) -> None:
    """An adapter module that, as it is imported (before any leg or guard), approves the pending
    requests as alice and adds an operator: refused under arena run --human, and in a process of
    its own under arena resume / arena worker --once, which import it again to continue its run."""
    db = tmp_path / "arena.db"
    _human_run(tmp_path, "durable_references_booked:keptvanilla", "--item", "hitl-02")
    sys.modules.pop(ATIMPORT, None)
    ran = _human_run(tmp_path, f"{ATIMPORT}:build", "--item", "hitl-04")
    tried = sys.modules[ATIMPORT].TRIED
    assert len(tried) == 2 and all(t[2].startswith(REFUSED) for t in tried), tried
    assert "'arena run'" in tried[0][2] and "arena: refused: a decision on" in ran.stderr, tried
    pending = {p["item"]: p for p in _pending(db)}
    assert set(pending) == {"hitl-02", "hitl-04"}, pending
    approved = _arena(db, "approve", pending["hitl-04"]["id"], "--as", "bob")
    assert approved.exit_code == 0, approved.output
    args = (
        ["resume", pending["hitl-04"]["run_id"], "--out", str(tmp_path / "resumed")]
        if command == "resume"
        else ["worker", "--once"]
    )
    env = {k: v for k, v in os.environ.items() if k not in ("ARENA_POLICY", "ARENA_ENV")}
    path = os.pathsep.join([str(Path(__file__).parents[1]), os.environ.get("PYTHONPATH", "")])
    env |= {"ARENA_STORE": str(db), "PYTHONPATH": path}
    done = subprocess.run(
        [ARENA, *args], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    said = [line for line in done.stderr.splitlines() if line.startswith("atimport: ")]
    assert [line.split(": ")[1] for line in said] == [pending["hitl-02"]["id"], "operator"]
    assert all(f": {REFUSED}" in line for line in said), said
    assert f"'arena {command}'" in said[0], said
    with open_store(db) as store:
        assert store.run(pending["hitl-04"]["run_id"]).status == "completed", done.stderr
        assert [o.name for o in store.operators()] == []
    assert [p["item"] for p in _pending(db)] == ["hitl-02"]
    _nobody_decided(db, [pending["hitl-02"]["id"]])


def test_loading_an_adapter_outside_a_command_marks_nothing() -> None:
    """The eval API and the pytest plugin load adapters outside any arena command: there the
    eval is the person, and nothing is marked."""
    from arena.adapters import AgentSpec, load_adapter
    from arena.arenas import load_arena

    arena = load_arena("human_in_the_loop")
    load_adapter("openai_agents", AgentSpec.from_module(arena.tools(), name=arena.name))
    assert hosting.hosting() is None
