"""A resume whose store filled up mid-leg could not release its own claim, and then listed the
run as held by "another process … that is running: it continues the run" — the PID was its own
(redteam13, fullmid.sh). Its own claim is said as such, with what takes it over."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.cli.resume_output import print_held
from arena.runs.recorder import OWNER
from arena.store import SQLiteStore
from arena.types import InputResponse, Responder
from store_support import start_waiting

ME = Responder(name="resume", interface="scripted")
OWN = (
    "this process's own claim could not be released (disk full?); the next `arena resume "
    "--all` takes it over once this process exits"
)


def test_own_claim_left_behind_is_not_another_process_at_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with SQLiteStore(tmp_path / "s.db") as store:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
        store.claim(run_id, OWNER, ttl_s=60, actor=ME)
        waits = print_held(store, nothing=False)
        quiet = print_held(store, nothing=False, quiet=True)
    said = " ".join(capsys.readouterr().out.split())
    assert OWN in said, said
    assert "a process that is running: it continues the run" not in said, said
    assert "another process's claim" not in said, said
    assert f"{run_id} (booker): claimed by {OWNER}" in said, said
    assert waits == quiet == 1  # not continued by anyone now: run again (exit 3)
