"""``arena show RUN`` under a claim whose process has exited (this host, its PID gone) said
"claimed by X until T" and nothing more, which reads as a resume under way until T; the store
takes such a claim over at once (``run.claim_taken_over``) and so does ``arena resume RUN``
(fixes36b). It now says the process has exited and what takes the run over now; a live holder's
claim reads as before."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.context import ModelEndpoint
from arena.runs.recorder import LIVE
from arena.store import holder, open_store
from arena.types import InputResponse, Responder
from store_support import start_waiting

RUNNER = Responder(name="runner", interface="scripted")


def _dead_owner() -> str:
    """A resumer's claim owner as it records itself, its process gone."""
    me = holder.this_process()
    if me.ns is None or me.boot is None:
        pytest.skip("no /proc/self/ns/pid or boot id here: no holder can be judged exited")
    proc = subprocess.Popen(["true"])
    proc.wait()
    return f"{me.host}:{proc.pid}:abc123:ns{me.ns}.{me.start}@{me.boot}"


def _show(db: str, owner: str) -> str:
    with open_store(db) as store:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        store.claim(run_id, owner, ttl_s=600, actor=RUNNER)
    shown = CliRunner().invoke(main, ["show", run_id, "--store", db], env={"COLUMNS": "200"})
    assert shown.exit_code == 0, shown.output
    return " ".join(shown.output.split()).replace(run_id, "RUN").replace(db, "DB")


def test_a_claim_whose_process_exited_says_what_takes_it_over(tmp_path: Path) -> None:
    owner = _dead_owner()
    said = _show(str(tmp_path / "a.db"), owner)
    assert f"claimed by {owner} until " in said, said
    assert (
        " UTC — that process has exited: arena resume (next) takes the run over now, not "
        "once the claim expires" in said
    ), said
    assert said.endswith("next arena resume RUN --store DB"), said


def test_a_live_holders_claim_reads_as_before(tmp_path: Path) -> None:
    owner = holder.identity("worker-a")  # this process: alive
    said = _show(str(tmp_path / "a.db"), owner)
    assert f"claimed by {owner} until " in said, said
    assert "exited" not in said and "next arena resume" not in said, said


def test_an_evals_run_names_t_resume(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    from arena.drive import Driver

    db = str(tmp_path / "a.db")
    owner = _dead_owner()
    with open_store(db) as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        asked = t.send("Book a meeting room for 6 people on Tuesday.").requests[0]
        store.answer(InputResponse(request_id=asked.id, option_id="approve"))
        store.claim(t.run_id, owner, ttl_s=600, actor=RUNNER)
        shown = CliRunner().invoke(main, ["show", t.run_id, "--store", db], env={"COLUMNS": "200"})
        said = " ".join(shown.output.split())
        assert (
            "that process has exited: t.resume() in the eval that started it takes the run over "
            "now, not once the claim expires" in said
        ), said
        assert "next arena resume" not in said, said  # arena resume continues no eval's run
        assert t.resume().status == "completed"  # as it says (drive36's c748d21d)
        t.close()
