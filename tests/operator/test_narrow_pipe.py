"""``arena runs``, ``pending`` and ``history`` as a user runs them: another folder, COLUMNS=60 or
80, stdout a pipe. No line is wider than the terminal and every value is printed whole (outside
tester 14: at 80 columns ``arena runs`` printed 83-wide lines that the terminal cropped to
"update" and "22s ag", the right border gone: the width check counted the ``item · adapter``
column at its values' width, not its 14-character header)."""

from __future__ import annotations

import asyncio
import io
import re
import subprocess
from pathlib import Path

import pytest

from arena.cli import render
from arena.cli.console import Console
from arena.reconcile import NeedsReconciliation
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, SQLiteStore
from arena.types import InputResponse, utcnow
from arena.views import RunSummary
from cli_support import BIN, user_env
from store_support import Booker, start_waiting

COMMAND = re.compile(r"^(\w+: +| +)arena \w+ ")


@pytest.fixture(scope="module")
def store_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    """One run waiting on a request, one held for reconciliation (the longest status)."""
    db = tmp_path_factory.mktemp("store") / "arena.db"
    store = SQLiteStore(db)
    waiting = start_waiting(store)
    held = start_waiting(store)
    for run_id in (waiting, held):  # read from the store by each command: none stays live
        LIVE.pop(run_id, None)
    request_id = store.requests(held)[0].id
    store.answer(InputResponse(request_id=request_id, option_id="approve"))
    key = SideEffectKey(run_id=held, request_id=request_id, tool="book_room", occurrence=1)
    assert store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="dead:1") is None
    with pytest.raises(NeedsReconciliation):
        asyncio.run(resume_run(held, store, adapter=Booker()))
    ids = {"waiting": waiting, "held": held, "request": store.requests(waiting)[0].id}
    store.close()
    return db, ids


def shown(cwd: Path, width: int, *args: str) -> list[str]:
    env = user_env()
    env["COLUMNS"] = str(width)
    done = subprocess.run(
        [str(BIN / "arena"), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def whole(lines: list[str], *values: str) -> None:
    """Each value on one line, uncut (a table cell or block, its border or neighbours around)."""
    text = "\n".join(lines)
    for value in values:
        assert re.search(rf"(^|[\s│·(]){re.escape(value)}($|[\s│·,)])", text, re.M), (value, text)


@pytest.mark.parametrize("width", [60, 80])
def test_runs_pending_history_fit_a_piped_narrow_terminal(
    store_db: tuple[Path, dict[str, str]], tmp_path: Path, width: int
) -> None:
    db, ids = store_db
    flag = ("--store", str(db))
    runs = shown(tmp_path, width, "runs", *flag)
    pending = shown(tmp_path, width, "pending", *flag)
    history = shown(tmp_path, width, "history", ids["held"], *flag)
    for lines in (runs, pending, history):
        # A command to paste is one line whatever the width (the terminal folds it, the text
        # holds no newline: tester 3, finding 14); everything else fits.
        wide = [line for line in lines if len(line) > width and not COMMAND.match(line)]
        assert not wide, "\n".join(lines)
    whole(runs, ids["waiting"], ids["held"], "needs_reconciliation", "waiting", "approve-me")
    whole(runs, "booker")
    assert re.search(r"\d+s ago|\d+ min ago", "\n".join(runs)), runs
    if any(line.startswith("┃") for line in runs):  # a table: its header and borders whole
        assert any("updated" in line and line.endswith("┃") for line in runs), runs
    whole(pending, ids["request"], "approve-me", "booker")
    whole(history, "run.needs_reconciliation", "request.approved")


NAMES = [("a", "b"), ("t14-words", "pydantic_ai"), ("t02-typo-wendsday-long-item", "openai_agents")]


@pytest.mark.parametrize("width", range(40, 161, 7))
@pytest.mark.parametrize(("item", "adapter"), NAMES)
def test_runs_view_never_crops_at_any_width(width: int, item: str, adapter: str) -> None:
    """Whatever the names' lengths, the layout chosen fits: short names made the old width
    check think the narrow table fit where its headers did not."""
    now = utcnow().isoformat()
    views = [
        RunSummary(
            run_id=f"run_{n:016x}",
            arena="a",
            item=item,
            adapter=adapter,
            model="m",
            status=status,
            legs=2,
            durable=n == 0,
            durability="-",
            passed=None,
            checks=None,
            error=None,
            created_at=now,
            updated_at=now,
        )
        for n, status in enumerate(("needs_reconciliation", "completed"))
    ]
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(render.runs_view(views, width))
    lines = out.getvalue().splitlines()
    assert all(len(line) <= width for line in lines), "\n".join(lines)
    for value in ("needs_reconciliation", "completed", "run_0000000000000001", item, adapter):
        whole(lines, value)
    if any(line.startswith("┃") for line in lines):
        assert any("updated" in line and line.endswith("┃") for line in lines), lines
