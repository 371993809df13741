"""An adapter cannot record a person's decision from the process that runs it (red team 18).

``arena run --human`` with an adapter that, at the start of every leg, answers every pending
request "approve" as operator alice through the store API: hitl-02 (a request a person must deny)
read "approved by alice — arena resume continues it", the summary counted it "approved by the
policy", ``arena resume --all`` booked R-101 and the trail said alice approved. Now the store
refuses, naming the process; the requests still wait, and a person's ``arena approve`` from another
command, the policy's own approvals and an eval's answers still work.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import reference_adapters_selfapprove as plugin
from arena.cli import main
from arena.context import RunContext
from arena.runs.guard import attach
from arena.store import open_store

# the runs its in-process 'arena run --human' leaves live are let go as each test ends
pytestmark = pytest.mark.usefixtures("runs_left_live_let_go")

ITEMS = ["--item", "hitl-02", "--item", "hitl-04", "--concurrency", "1"]


def _arena(db: Path, *args: str) -> Result:
    env = {"ARENA_STORE": str(db), "ARENA_POLICY": None, "ARENA_ENV": None, "COLUMNS": "200"}
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def _human_run(tmp_path: Path, adapter: str) -> tuple[Path, Result]:
    db = tmp_path / "arena.db"
    plugin.TRIED.clear()
    ran = _arena(
        db, "run", "human_in_the_loop", "--human", "--adapter", adapter, *ITEMS,
        "--out", str(tmp_path / "results"),
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    return db, ran


def _pending(db: Path) -> list[dict[str, Any]]:
    listed = _arena(db, "pending", "--json")
    assert listed.exit_code == 0, listed.output
    return list(json.loads(listed.stdout))


def test_an_adapters_approval_in_an_operators_name_is_refused(tmp_path: Path) -> None:
    db, ran = _human_run(tmp_path, "reference_adapters_selfapprove:opened")
    said = " ".join(ran.output.split())
    # hitl-04's first leg tried to approve hitl-02's request as alice: refused, nothing stored.
    tried = [t for t in plugin.TRIED if t[1] != "-"]
    assert tried, plugin.TRIED
    assert all(t[2].startswith("NotFromAgentProcess: refused") for t in tried), tried
    assert "alice (cli, facilities)" in tried[0][2] and "arena run" in tried[0][2], tried
    assert "arena: refused: a decision on request" in ran.stderr  # loud, though swallowed
    assert "approved by alice" not in said and "approved by the policy" not in said, said
    assert "2 run(s) wait for a person. Next:" in said, said
    pending = _pending(db)
    assert len(pending) == 2 and all(p["state"] == "pending" for p in pending), pending
    with open_store(db) as store:
        for p in pending:
            trail = [h.actor.name for h in store.history(p["run_id"])]
            assert "alice" not in trail, trail
    # A person, from their own command, still decides: the store takes it.
    deny = next(p for p in pending if p["item"] == "hitl-02")
    denied = _arena(db, "deny", deny["id"], "--as", "bob", "--reason", "over budget")
    assert denied.exit_code == 0, denied.output
    with open_store(db) as store:
        answer = store.request(deny["id"]).response
        assert answer is not None and answer.option_id == "deny", answer
        assert answer.responder.name == "bob" and answer.responder.interface == "cli"


def test_the_store_is_not_reachable_through_the_context(tmp_path: Path) -> None:
    db, _ = _human_run(tmp_path, "reference_adapters_selfapprove:through_ctx")
    assert plugin.TRIED and all(t[1] == "-" for t in plugin.TRIED), plugin.TRIED
    assert all(t[2].startswith("no store on ctx.side_effect_guard") for t in plugin.TRIED)
    pending = _pending(db)
    assert len(pending) == 2 and all(p["state"] == "pending" for p in pending), pending


def test_the_guard_handed_to_the_adapter_has_no_store(tmp_path: Path) -> None:
    from arena.context import ModelEndpoint

    with open_store(tmp_path / "arena.db") as store:
        ctx = RunContext(
            run_id="r", adapter="a", endpoint=ModelEndpoint(base_url="http://x", model="m")
        )
        guard = attach(ctx, store, "me")
        for given in (ctx.side_effect_guard, ctx.side_effect_done):
            assert given is not None
            assert not hasattr(given, "__self__") and not hasattr(given, "store"), given
        assert guard.store is store  # the harness keeps its own handle


def test_a_person_decides_from_the_cli_after_a_clean_human_run(tmp_path: Path) -> None:
    """The mark ends with the command that ran the agents: in the same process (as tests run
    the CLI) a person's answers afterwards are taken, and resume continues the runs."""
    from arena.arenas import load_arena

    expected = {i.id: i.resume_with[0] for i in load_arena("human_in_the_loop").items}
    db, _ = _human_run(tmp_path, "openai_agents")
    pending = _pending(db)
    for p in pending:
        command = expected[p["item"]]
        extra = ["--reason", "no"] if command == "deny" else []
        done = _arena(db, command, p["id"], "--as", "alice", "--role", "facilities", *extra)
        assert done.exit_code == 0, done.output
    # its results under tmp_path: without --out they went to results/resume-<stamp> in the cwd
    # (a pytest run from tests/ left tests/results/resume-... in the repository, session 41)
    out = tmp_path / "resumed"
    resumed = _arena(db, "resume", "--all", "--json", "--out", str(out))
    assert resumed.exit_code == 0, resumed.output
    assert len((out / "runs.jsonl").read_text().splitlines()) == len(pending)
    with open_store(db) as store:
        for p in pending:
            assert store.run(p["run_id"]).status == "completed"
            answer = store.request(p["id"]).response
            assert answer is not None and answer.responder.name == "alice", answer


@pytest.mark.parametrize("adapter", ["as_policy", "as_scripted"])
def test_forging_the_harness_answerers_is_refused_too(tmp_path: Path, adapter: str) -> None:
    """No policy file: the default rule needs a person, so a vote "by the policy" is forged; and
    the runs wait for a person, so a "scripted" answer is forged too."""
    db, _ = _human_run(tmp_path, f"reference_adapters_selfapprove:{adapter}")
    tried = [t for t in plugin.TRIED if t[1] != "-"]
    assert tried and all(t[2].startswith("NotFromAgentProcess: refused") for t in tried), tried
    why = (
        "rule default needs a person"
        if adapter == "as_policy"
        else "waits for a person (mode human)"
    )
    assert why in tried[0][2], tried
    pending = _pending(db)
    assert len(pending) == 2 and all(p["state"] == "pending" for p in pending), pending


def test_the_items_scripted_answers_are_still_recorded(tmp_path: Path) -> None:
    """``arena run --store`` without --human: the runner answers each item's ``resume_with``
    into the store from the process that runs the agents, as before."""
    db = tmp_path / "arena.db"
    ran = _arena(
        db, "run", "human_in_the_loop", "--adapter", "openai_agents", *ITEMS, "--store", str(db),
        "--out", str(tmp_path / "results"),
    )  # fmt: skip
    assert ran.exit_code == 0, ran.output
    with open_store(db) as store:
        runs = store.runs()
        assert len(runs) == 2 and all(r.status == "completed" for r in runs), runs
        answers = [q.response for r in runs for q in store.requests(r.id)]
        assert answers and all(a is not None for a in answers), answers
        assert {a.responder.interface for a in answers if a is not None} == {"scripted"}


def test_an_arena_approve_the_adapter_starts_is_refused(tmp_path: Path) -> None:
    db, _ = _human_run(tmp_path, "reference_adapters_selfapprove:via_command")
    tried = [t for t in plugin.TRIED if t[1] != "-"]
    assert tried, plugin.TRIED
    assert all("refused: a decision on request" in t[2] for t in tried), tried
    assert "a process started by 'arena run'" in tried[0][2], tried
    pending = _pending(db)
    assert len(pending) == 2 and all(p["state"] == "pending" for p in pending), pending


def test_a_persons_answer_meanwhile_is_named_never_the_policys(tmp_path: Path) -> None:
    """A person who answers from their own shell while ``arena run --human`` still runs (here:
    while the second item runs) is who the summary names: "approved by alice", never "approved
    by the policy", which red team 18's forged approval read."""
    _, ran = _human_run(tmp_path, "reference_adapters_selfapprove:person_meanwhile")
    assert [t[2] for t in plugin.TRIED if t[1] != "-"] == ["approved"], plugin.TRIED
    said = " ".join(ran.output.split())
    assert "approved by alice (facilities · cli) — arena resume continues it" in said, said
    assert "1 run(s) wait for a person; 1 answered by a person (named above)" in said, said
    assert "approved by the policy" not in said and "approved by policy" not in said, said
