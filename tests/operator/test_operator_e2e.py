"""End to end as a user types it: every step is a separate ``arena`` process in a fresh folder.

``arena run --human`` leaves the booking arena's 12 runs waiting in ``.arena/arena.db``; ``arena
pending``, ``approve`` and ``deny`` answer them from other processes; ``arena resume --all``
continues them from the store alone. The final checks and tool calls must equal the scripted run's.

Vanilla's pause is not durable by design, so the durable flow runs on adapters whose pause is: a
vanilla whose paused transcript is given a JSON codec (a launcher script does that, nothing else),
and each installed framework adapter listed in DURABLE. Plain vanilla gets its own test: the
restart loses its runs, and every command says so.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from arena.adapters import ADAPTERS, resolve_names
from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.evaluate import build_adapters, evaluate
from arena.results import read_results
from arena.store import SQLiteStore
from cli_support import LAUNCHER, cli

pytestmark = pytest.mark.slow

#: Framework adapters whose pause is durable, exercised here when installed.
DURABLE = ("pydantic_ai",)


def answers(arena_items: Any, pending: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    expected = {i.id: i.resume_with[0] for i in arena_items}
    approve = [p["id"] for p in pending if expected[p["item"]] == "approve"]
    deny = [p["id"] for p in pending if expected[p["item"]] == "deny"]
    return approve, deny


def signature(checks: list[dict[str, Any]], calls: list[dict[str, Any]]) -> tuple[Any, ...]:
    return (
        [(c["name"], c["passed"]) for c in checks],
        [(c["tool"], c["status"], c["leg"]) for c in calls],
    )


def installed_durable() -> list[str]:
    ready = set(resolve_names("all"))
    return [name for name in DURABLE if name in ADAPTERS and name in ready]


@pytest.mark.parametrize("adapter", ["vanilla+codec", *installed_durable()])
def test_human_session_across_processes_ends_like_the_scripted_run(
    tmp_path: Path, adapter: str, endpoint: ModelEndpoint
) -> None:
    launcher = adapter == "vanilla+codec"
    name = "vanilla" if launcher else adapter
    (tmp_path / "launch.py").write_text(LAUNCHER)
    items = load_arena("human_in_the_loop").items

    first = cli(
        tmp_path, "run", "human_in_the_loop", "--adapter", name, "--human", launcher=launcher
    )
    assert "12 run(s) wait for a person" in first.stdout
    assert "not durable" not in first.stdout

    pending = json.loads(cli(tmp_path, "pending", "--json").stdout)
    assert len(pending) == 12
    assert all(p["durable"] and p["state"] == "pending" for p in pending)
    assert all(p["proposed_side_effect"]["room_id"].startswith("R-") for p in pending)
    approve, deny = answers(items, pending)
    assert len(approve) == len(deny) == 6

    cli(tmp_path, "approve", *approve, "--as", "alice", "--role", "facilities")
    cli(tmp_path, "deny", *deny, "--reason", "over budget", "--as", "bob")
    assert json.loads(cli(tmp_path, "pending", "--json").stdout) == []

    resumed = json.loads(cli(tmp_path, "resume", "--all", "--json", launcher=launcher).stdout)
    assert len(resumed) == 12
    assert all(o["resumed"] and o["status"] == "completed" for o in resumed), resumed
    # Both commands left a self-describing results folder: the pauses, then the finished runs.
    (asked,) = (tmp_path / "results").glob("human_in_the_loop-*")
    (done,) = (tmp_path / "results").glob("resume-*")
    assert read_results(asked).summary["kind"] == "human"
    finished = read_results(done)
    assert finished.summary["kind"] == "resume" and finished.summary["command"][1] == "resume"
    assert sorted(r["status"] for r in finished.runs) == ["completed"] * 12

    runs = json.loads(cli(tmp_path, "runs", "--json").stdout)
    assert sorted(r["status"] for r in runs) == ["completed"] * 12
    # The stop's model-log evidence survived the processes: kept with the leg that asked.
    stops = [c["detail"] for r in runs for c in r["checks"] if c["name"] == "suspended"]
    assert all(
        "model log: no request for this run after the gate call in leg 1 until the leg was "
        "recorded" in d
        for d in stops
    ), stops

    arena = load_arena("human_in_the_loop")
    scripted = evaluate(arena, build_adapters(arena, [name]), endpoint)  # resume_with answers
    reference = {
        r.item.id: signature(
            [{"name": c.name, "passed": c.passed} for c in r.checks],
            [{"tool": c.tool, "status": c.status, "leg": c.leg} for c in r.trace.tool_calls],
        )
        for r in scripted
    }
    with SQLiteStore(tmp_path / ".arena" / "arena.db", create=False) as store:
        human = {
            r["item"]: signature(
                r["checks"],
                [
                    {"tool": c.tool, "status": c.status, "leg": c.leg}
                    for c in store.tool_calls(r["run_id"])
                ],
            )
            for r in runs
        }
        trail = store.history(runs[0]["run_id"])
    assert human == reference
    assert all(all(passed for _, passed in checks) for checks, _ in human.values())
    decided = [h for h in trail if h.transition in ("request.approved", "request.denied")]
    assert len(decided) == 1 and decided[0].actor.interface == "cli"
    assert (decided[0].actor.name, decided[0].actor.role) in (
        ("alice", "facilities"),
        ("bob", None),
    )


def test_vanilla_runs_do_not_survive_the_process_and_every_command_says_so(
    tmp_path: Path,
) -> None:
    first = cli(tmp_path, "run", "human_in_the_loop", "--adapter", "vanilla", "--human")
    assert "12 of them are not durable" in first.stdout
    pending = json.loads(cli(tmp_path, "pending", "--json").stdout)
    assert len(pending) == 12 and not any(p["durable"] for p in pending)
    target = pending[0]
    shown = cli(tmp_path, "show", target["run_id"]).stdout
    assert "not durable" in shown and "process restart loses it" in " ".join(shown.split())
    # The process that held the pause has exited: an answer could never reach the agent, so
    # it is refused up front (one line, exit 2), not stored for a resume that cannot happen.
    for decide in (("approve", target["id"]), ("deny", target["id"], "--reason", "no")):
        refused = cli(tmp_path, *decide, "--as", "alice", ok=False)
        assert refused.returncode == 2 and refused.stderr.count("\n") == 1, refused.stderr
        assert refused.stderr.startswith("error: ") and "Traceback" not in refused.stderr
        said = refused.stderr
        assert f"run {target['run_id']} (vanilla) is not durable" in said
        assert "which has exited" in said and "arena sweep --not-durable" in said

    single = cli(tmp_path, "resume", target["run_id"], ok=False)
    assert single.returncode == 2 and single.stderr.count("\n") == 1
    assert f"run {target['run_id']} (vanilla) is not durable" in single.stderr
    with SQLiteStore(tmp_path / ".arena" / "arena.db", create=False) as store:
        run = store.run(target["run_id"])
        assert (run.status, run.legs) == ("waiting", 1)
        assert store.request(target["id"]).response is None
        assert store.votes(target["id"]) == []
