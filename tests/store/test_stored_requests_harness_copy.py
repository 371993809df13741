"""What the store keeps of a leg's requests is the harness's own copy, made after the adapter's
last code of the leg ran (red team 21).

``StoreRecorder.leg_finished`` stamped the requests, put the stamped request back into
``ctx.pending`` and then called ``ctx.session.snapshot()``: a durable slot's ``dump``, adapter
code, rewrote the dicts the turn was about to store. hitl-02's request then said ``approval:
none`` and ``arena resume --all`` booked R-101 "approved by the policy"; hitl-01's binding was
moved to R-400 while ``arena show`` said R-101, and approve + resume booked R-400. Each command
runs in its own process, as a person runs them: the resume rebuilds the run from the store.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from arena.store import open_store

ARENA = str(Path(sys.executable).parent / "arena")


def _arena(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    path = os.pathsep.join([str(Path(__file__).parents[1]), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "ARENA_STORE": str(tmp_path / "a.db"), "PYTHONPATH": path}
    env |= {"COLUMNS": "200"}
    for name in ("ARENA_POLICY", "ARENA_ENV", "ARENA_HOSTS_AGENTS"):
        env.pop(name, None)
    return subprocess.run(
        [ARENA, *args], env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300
    )


def _run(tmp_path: Path, adapter: str, item: str) -> tuple[str, str]:
    """Run ``item`` for a person; the run id and its one request id."""
    ran = _arena(
        tmp_path, "run", "human_in_the_loop", "--human", "--adapter",
        f"reference_adapters_stored:{adapter}", "--item", item, "--out", str(tmp_path / "r"),
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr[-2000:]
    with open_store(tmp_path / "a.db") as store:
        (run,) = store.runs()
        (request,) = store.requests(run.id)
    return run.id, request.id


def _booked(tmp_path: Path, run_id: str) -> list[str]:
    with open_store(tmp_path / "a.db") as store:
        calls = store.tool_calls(run_id)
    return [str(c.args.get("room_id")) for c in calls if c.tool == "book_room" and c.status == "ok"]


def test_a_policy_stamp_rewritten_by_the_adapters_dump_is_not_stored(tmp_path: Path) -> None:
    run_id, rid = _run(tmp_path, "Stamp", "hitl-02")
    resumed = _arena(tmp_path, "resume", "--all")
    said = " ".join((resumed.stdout + resumed.stderr).split())
    assert _booked(tmp_path, run_id) == [], said  # hitl-02: a person must deny it
    assert "approved by the policy" not in said, said
    assert "nothing to resume" in said, said
    with open_store(tmp_path / "a.db") as store:
        stored = store.request(rid)
        assert stored.response is None, stored.response  # no vote by the policy
        assert stored.request.details["policy"]["approval"] != "none", stored.request.details
        assert store.run(run_id).status == "waiting"
        assert [h.actor.name for h in store.history(run_id)].count("policy") == 0


def test_a_binding_rewritten_by_the_adapters_dump_books_nothing_else(tmp_path: Path) -> None:
    run_id, rid = _run(tmp_path, "Binds", "hitl-01")
    shown = _arena(tmp_path, "show", rid)
    assert "authorises book_room(room_id='R-101')" in shown.stdout, shown.stdout
    approved = _arena(tmp_path, "approve", rid, "--as", "alice")
    assert approved.returncode == 0, approved.stdout + approved.stderr
    resumed = _arena(tmp_path, "resume", run_id)
    assert resumed.returncode == 0 or "FAIL" in resumed.stdout, resumed.stdout + resumed.stderr
    assert _booked(tmp_path, run_id) == [], "approving R-101 booked another room"
    with open_store(tmp_path / "a.db") as store:
        blocked = [c for c in store.tool_calls(run_id) if c.tool == "book_room"]
    assert [(c.args.get("room_id"), c.status) for c in blocked] == [("R-400", "blocked")], blocked
    with open_store(tmp_path / "a.db") as store:
        binds = store.request(rid).request.details["binds"]
    assert binds["args"] == {"room_id": "R-101"}, binds  # the row says what it authorises
