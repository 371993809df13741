"""``arena sweep --not-durable`` said "0 request(s) recorded as expired, 2 run(s) closed" and not
which runs (users tester 33): a person had to diff ``arena runs`` to learn whose requests were
gone. Each closed run is now named, with its adapter, under the exited process its pause lived in;
``--json`` still lists the ids."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main
from arena.store import holder, open_store
from arena.types import Responder

RUNNER = Responder(name="runner", interface="scripted")


def _lost_pause(db: Path, monkeypatch: pytest.MonkeyPatch, by: str) -> str:
    """A waiting run whose pause lived in the memory of process ``by`` (its ``created_by``)."""
    import arena.store.sql as sql
    from arena.context import RunContext
    from arena.store.base import EndpointSpec, LegWrite, RunOrigin
    from arena.types import EvalItem
    from store_support import ENDPOINT

    with monkeypatch.context() as m:
        m.setattr(sql, "host_pid", lambda: by)
        ctx = RunContext(run_id=f"run_mem{time.monotonic_ns()}", adapter="fake", endpoint=ENDPOINT)
        ctx.begin_leg()
        ctx.request_input(action="request_approval", args={"summary": "Book R-101"})
        with open_store(str(db)) as store:
            store.record_leg(
                LegWrite(
                    run_id=ctx.run_id,
                    turn=ctx.finish("waiting"),
                    snapshot=None,
                    actor=RUNNER,
                    origin=RunOrigin(
                        adapter="fake",
                        endpoint=EndpointSpec.of(ENDPOINT),
                        item=EvalItem(id="m", input=""),
                    ),
                )
            )
    return ctx.run_id


def test_sweep_names_each_run_it_closed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    me = holder.this_process()
    if me.ns is None or me.boot is None:
        pytest.skip("no /proc/self/ns/pid or boot id here: no process can be judged exited")
    proc = subprocess.Popen(["true"])
    proc.wait()
    by = f"{me.host}:{proc.pid}:ns{me.ns}.{me.start}@{me.boot}"
    db = tmp_path / "arena.db"
    open_store(str(db)).close()
    runs = [_lost_pause(db, monkeypatch, by) for _ in range(2)]

    done = CliRunner().invoke(main, ["sweep", "--not-durable", "--store", str(db)])
    assert done.exit_code == 0, done.output
    lines = done.output.splitlines()
    assert lines[0] == "0 request(s) recorded as expired, 2 run(s) closed", lines
    said = " ".join(" ".join(lines[1:-2]).split())  # folded at the width, the process kept whole
    assert said == f"closed, their paused state lived only in process {by}, which has exited:"
    assert sorted(lines[-2:]) == sorted(f"  {run} (fake)" for run in runs), lines

    third = _lost_pause(db, monkeypatch, by)
    again = CliRunner().invoke(main, ["sweep", "--not-durable", "--json", "--store", str(db)])
    assert json.loads(again.output) == {"expired": [], "closed": [third]}, again.output
