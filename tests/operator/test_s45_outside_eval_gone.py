"""An answer to an eval's run whose eval has exited is refused, as a lost pause's is (evals45).

An outside team's eval kept its line in a store, paused, and exited. Hours later an operator ran
``arena approve REQ``: it was stored (exit 0), then "Next: none: the eval that started it has
exited (re-run the eval)", and ``arena resume --all`` could not continue it — a decision stored
that no agent would ever read, where ``arena pending`` had listed the request as answerable
("the process that started each continues it once answered"). Only the eval continues its run
(``t.resume()``), so once it has exited the request is refused as a non-durable run's is when its
process has gone: ``arena approve`` (exit 2, nothing written), ``arena pending`` marks it
"cannot be answered", and ``arena sweep --not-durable`` closes the run. A live eval's request is
answered as before.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from click.testing import CliRunner, Result

from arena import Driver
from arena.cli import main
from arena.context import ModelEndpoint
from arena.store import open_store

EVAL = """
import sys
from arena import Driver, ModelChoice
from arena.store import open_store
with ModelChoice(behaviour="compliant").open() as endpoint, Driver.for_adapter(
    "pydantic_ai", endpoint, store=open_store(sys.argv[1])
) as t:
    t.send("Book a meeting room for 6 people on Friday.")
    print(t.require_input_request().id)
"""


def arena(db: Path, *args: str) -> Result:
    return CliRunner().invoke(main, [*args, "--store", str(db)], env={"COLUMNS": "200"})


def test_a_request_of_an_exited_eval_is_refused_listed_and_swept(tmp_path: Path) -> None:
    db = tmp_path / "evals.db"
    done = subprocess.run(
        [sys.executable, "-c", EVAL, str(db)], capture_output=True, text=True, timeout=300,
        env=dict(os.environ),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    request = done.stdout.strip().splitlines()[-1]
    refused = arena(db, "approve", request, "--as", "alice")
    said = " ".join(refused.output.split())
    assert refused.exit_code == 2, said
    assert f"request {request} cannot be answered" in said and "started by an eval" in said, said
    assert "Re-run the eval" in said and "arena sweep --not-durable" in said, said
    with open_store(db) as store:
        assert store.request(request).response is None  # nothing written
        run_id = store.request(request).run_id
    listed = " ".join(arena(db, "pending").output.split())
    assert "1 of these cannot be answered" in listed and "an eval's run" in listed, listed
    swept = arena(db, "sweep", "--not-durable")
    assert swept.exit_code == 0, swept.output
    assert "1 run(s) closed" in swept.output and "the eval that started it" in swept.output
    with open_store(db) as store:
        assert store.run(run_id).status == "failed"


def test_a_live_evals_request_is_answered_as_before(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    db = tmp_path / "evals.db"
    with (
        open_store(db) as store,
        Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=store) as t,
    ):
        t.send("Book a meeting room for 6 people on Friday.")
        request = t.require_input_request().id
        approved = arena(db, "approve", request, "--as", "alice")
        assert approved.exit_code == 0, approved.output
        assert "t.resume() in the eval that started it" in approved.output, approved.output
        swept = arena(db, "sweep", "--not-durable")
        assert "0 run(s) closed" in swept.output, swept.output
        t.resume()
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)
