"""Adapter code answered its own run's request as the scripted human, in alice's name (left open
in session 23). In ``arena run --store`` without ``--human`` (mode ``scripted``) the store took
any ``interface="scripted"`` answer to a scripted run from a process that runs agents as the
harness's: when the adapter's answer got there before the runner's, the trail said alice
approved, on a deny item, what the harness never decided. Now only the runner's own answer
(``scripted``, the item's ``resume_with`` for that pause) is taken there; any other fails the
run, with the refusal in its trail; and the runner fails a run it finds answered before it
answered (the adapter wrote the runner's answer itself).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arena import hosting
from arena.context import RunContext
from arena.context_log import NotTheHarness
from arena.runner import human_answerer, run_item, scripted_answerer
from arena.runs.recorder import LIVE, recorder_for, recording
from arena.settings import RunSettings
from arena.store import Store, open_store
from arena.types import InputResponse, Responder
from store_support import DENIED, ENDPOINT, Booker

ARENA = str(Path(sys.executable).parent / "arena")
ALICE = Responder(name="alice", role="facilities", interface="scripted")
#: Who the runner answers a scripted run as (arena.runner.scripted_answerer).
SCRIPTED = Responder(name="scripted", interface="scripted")
#: Who the store fails such a run as (arena.GUARD).
GUARD = Responder(name="arena", interface="system")


def _arena_run(tmp_path: Path, db: Path, item: str) -> subprocess.CompletedProcess[str]:
    path = os.pathsep.join([str(Path(__file__).parents[1]), os.environ.get("PYTHONPATH", "")])
    env = {**os.environ, "ARENA_STORE": str(db), "PYTHONPATH": path, "COLUMNS": "200"}
    env.pop(hosting.ENV, None)
    return subprocess.run(
        [ARENA, "run", "human_in_the_loop", "--store", str(db), "--adapter",
         "reference_adapters_scriptedself:SelfAnswer", "--item", item, "--quiet",
         "--out", str(tmp_path / "r")],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip


def test_an_adapters_scripted_answer_to_its_own_request_fails_the_run(tmp_path: Path) -> None:
    """hitl-02 (the scripted human denies): the adapter's thread approves its request as
    alice/scripted, before or after the runner records "deny"."""
    db = tmp_path / "a.db"
    done = _arena_run(tmp_path, db, "hitl-02")
    said = " ".join(done.stderr.split())
    assert "SELFANSWER REFUSED" in said and "SELFANSWER APPROVED" not in said, said[-3000:]
    assert "NotFromAgentProcess: refused: a decision on request" in said
    assert done.returncode == 1, said[-2000:]  # the item fails
    with open_store(db) as store:
        (run,) = store.runs()
        assert run.status == "failed"
        assert run.error is not None and run.error.startswith("NotTheHarness: refused:")
        assert "in the name of alice (scripted, facilities)" in run.error
        trail = store.history(run.id)
        assert not [a for a in trail if a.actor.name == "alice"], trail
        assert not [a for a in trail if a.transition == "request.approved"], trail
        failed = [a for a in trail if a.transition == "run.failed"]
        assert [(a.actor.name, a.actor.interface) for a in failed][:1] == [("arena", "system")]
        assert "alice" in (failed[0].note or "")
        (request,) = store.requests(run.id)
        assert request.response is None or request.response.responder.name == "scripted"
        assert not [s for s in store.side_effects(run.id) if s.tool == "book_room"]
        assert "book_room" not in [c.tool for c in store.tool_calls(run.id)]


def _waiting_scripted(store: Store) -> tuple[str, str]:
    """A scripted run of the deny item left at its pause (nobody answered yet): the moment an
    adapter that won the race to the store answers in."""
    result = asyncio.run(
        run_item(
            Booker(),
            DENIED,
            ENDPOINT,
            settings=RunSettings(mode="scripted"),
            record=recording(store, tools_module="arena.tools.rooms"),
            answerer=human_answerer,
        )
    )
    LIVE.pop(result.run_id, None)
    return result.run_id, store.requests(result.run_id)[0].id


@pytest.mark.parametrize(
    "who, option",
    [(ALICE, "deny"), (ALICE, "approve"), (SCRIPTED, "approve")],
    ids=["alice-deny", "alice-approve", "scripted-approve"],
)
def test_the_store_takes_no_scripted_answer_but_the_runners(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, who: Responder, option: str
) -> None:
    """The adapter won the race: from a process marked as running agents, an answer to the
    scripted run that is not the item's scripted one by the runner is refused and fails the
    run; the runner's own answer then finds the run failed."""
    with open_store(tmp_path / "a.db") as store:
        run_id, request_id = _waiting_scripted(store)
        monkeypatch.setenv(hosting.ENV, "arena run")
        with pytest.raises(hosting.NotFromAgentProcess, match="fails for it") as refused:
            store.answer(InputResponse(request_id=request_id, option_id=option, responder=who))
        assert f"run {run_id} fails" in str(refused.value)
        assert store.request(request_id).response is None
        run = store.run(run_id)
        assert run.status == "failed" and (run.error or "").startswith("NotTheHarness: ")
        trail = store.history(run_id)
        assert not [
            a for a in trail if a.request_id == request_id and a.transition != "request.created"
        ]
        assert trail[-1].transition == "run.failed" and trail[-1].actor == GUARD
        (harness,) = scripted_answerer(DENIED)([store.request(request_id).request], 0) or []
        ctx = RunContext(run_id=run_id, adapter="booker", endpoint=ENDPOINT)
        recorder = recorder_for(
            store, ctx, adapter="booker", endpoint=ENDPOINT, item=DENIED, leg_timeout_s=5
        )
        with pytest.raises(NotTheHarness, match="refused: a decision on request"):
            recorder.resuming(ctx, [harness])


def test_the_runners_own_scripted_answer_is_taken(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_store(tmp_path / "a.db") as store:
        run_id, request_id = _waiting_scripted(store)
        monkeypatch.setenv(hosting.ENV, "arena run")
        (harness,) = scripted_answerer(DENIED)([store.request(request_id).request], 0) or []
        store.answer(harness)
        stored = store.request(request_id).response
        assert stored is not None and (stored.option_id, stored.responder) == (
            "deny",
            SCRIPTED,
        )
        assert store.run(run_id).status == "waiting"


def test_an_answer_stored_before_the_runners_fails_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What is left to forge is the runner's answer itself, byte for byte: the runner answers
    each request once, so finding one stored before it fails the run, naming who answered."""
    with open_store(tmp_path / "a.db") as store:
        run_id, request_id = _waiting_scripted(store)
        monkeypatch.setenv(hosting.ENV, "arena run")
        (harness,) = scripted_answerer(DENIED)([store.request(request_id).request], 0) or []
        store.answer(harness)  # the adapter's code, first
        ctx = RunContext(run_id=run_id, adapter="booker", endpoint=ENDPOINT)
        recorder = recorder_for(
            store, ctx, adapter="booker", endpoint=ENDPOINT, item=DENIED, leg_timeout_s=5
        )
        with pytest.raises(NotTheHarness, match=f"request {request_id} was answered 'deny' by"):
            recorder.resuming(ctx, [harness])
        run = store.run(run_id)
        assert run.status == "failed"
        assert "by scripted (scripted) before the runner recorded" in (run.error or "")
        assert store.history(run_id)[-1].transition == "run.failed"


def test_from_another_process_the_answer_is_refused_and_the_run_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An adapter fails no run another process runs (a competitor's, in a shared store): its
    answer to such a run is refused, nothing is recorded, and the run still waits for its own
    runner's answer."""
    db = tmp_path / "a.db"
    with open_store(db) as store:
        run_id, request_id = _waiting_scripted(store)
    code = (
        "import sys; from arena.store import open_store; from arena.types import *\n"
        "with open_store(sys.argv[1]) as s:\n"
        "    try: s.answer(InputResponse(request_id=sys.argv[2], option_id='approve',"
        " responder=Responder(name='alice', interface='scripted')))\n"
        "    except Exception as e: print(type(e).__name__, e)\n"
    )
    env = {**os.environ, hosting.ENV: "arena run"}
    done = subprocess.run(
        [sys.executable, "-c", code, str(db), request_id],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.stdout.startswith("NotFromAgentProcess refused:"), done.stdout + done.stderr
    assert "nothing was recorded, the request still waits" in done.stdout
    with open_store(db) as store:
        assert store.run(run_id).status == "waiting"
        assert store.request(request_id).response is None
        monkeypatch.setenv(hosting.ENV, "arena run")
        (harness,) = scripted_answerer(DENIED)([store.request(request_id).request], 0) or []
        store.answer(harness)
        assert store.request(request_id).response is not None


def test_an_answer_after_the_run_is_over_says_so_and_fails_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An adapter's answer that lands after its run completed is refused, and the message no
    longer says the run "fails for it" (CI, session 44: the run had passed, the message said it
    failed); the completed run stays completed."""
    with open_store(tmp_path / "a.db") as store:
        run_id, request_id = _waiting_scripted(store)
        monkeypatch.setenv(hosting.ENV, "arena run")
        (harness,) = scripted_answerer(DENIED)([store.request(request_id).request], 0) or []
        store.answer(harness)
        with store._write() as c:  # the run ended (as the runner's resumed leg ends it)
            c.execute("UPDATE runs SET status = 'completed' WHERE id = ?", (run_id,))
        forged = InputResponse(request_id=request_id, option_id="approve", responder=ALICE)
        with pytest.raises(hosting.NotFromAgentProcess) as refused:
            store.answer(forged)
        said = str(refused.value)
        assert f"run {run_id} is already completed" in said and "fails for it" not in said
        assert refused.value.run_id is None
        assert store.run(run_id).status == "completed"
