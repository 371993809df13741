"""``arena runs``, ``pending`` and ``history`` at 40 columns (users tester 33; tester 32: 'not
yet good'): rich wrapped each block's facts between any two words, so a run read 'result' / '-'
and 'not' / 'durable', and a request's or history entry's head line went on flush left with its
adapter, '· 1s ago' or request id, as if another block began. A line now breaks only between two
facts, after the '·', the rest indented."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main, render
from arena.cli.console import Console
from arena.store import SQLiteStore
from arena.types import utcnow
from arena.views import AuditView, OutcomeView, RunSummary
from store_support import start_waiting


def printed(renderable: object, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue().splitlines()


def run(n: int, adapter: str, status: str, *, durable: bool) -> RunSummary:
    now = utcnow().isoformat()
    return RunSummary(
        run_id=f"run_{n:016x}",
        arena="human_in_the_loop",
        item="hitl-02",
        adapter=adapter,
        model="scripted-compliant",
        status=status,
        legs=1,
        durable=durable,
        durability="-",
        passed=None,
        checks=None,
        error=None,
        created_at=now,
        updated_at=now,
    )


FACTS = ("hitl-02", "pydantic_ai", "vanilla", "1 leg", "not durable", "result -", "waiting")


def test_arena_runs_at_forty_columns_keeps_each_fact_on_one_line() -> None:
    views = [
        run(1, "pydantic_ai", "waiting", durable=True),
        run(2, "vanilla", "waiting", durable=False),
        run(3, "pydantic_ai", "needs_reconciliation", durable=True),
    ]
    lines = printed(render.runs_view(views, 40), 40)
    assert all(len(line) <= 40 for line in lines), "\n".join(lines)
    text = "\n".join(lines)
    for fact in FACTS:
        assert fact in text, f"{fact!r} is broken over two lines:\n{text}"
    for line in lines:  # a line broken between facts ends with their "·", never starts with it
        assert not line.strip().startswith("·"), text


def test_arena_pending_at_forty_columns_continues_its_head_indented(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        for _ in range(2):
            start_waiting(store)
    result = CliRunner().invoke(main, ["pending", "--store", str(db)], env={"COLUMNS": "40"})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    text = "\n".join(lines)
    heads = [i for i, line in enumerate(lines) if line.startswith("req_")]
    assert len(heads) == 2, text
    for i in heads:  # the head goes on indented, with a fact, not its separator
        assert len(lines[i]) <= 40, text
        assert lines[i + 1].startswith("  ") and not lines[i + 1].strip().startswith("·"), text
    block = lines[heads[0] : heads[1]]
    flush_left = [line for line in block if line and not line.startswith((" ", "req_"))]
    assert not flush_left, text


def test_arena_history_at_forty_columns_continues_its_head_indented() -> None:
    """'2026-12-02 12:37:04 · request.approved · req_…' went on flush left with the request id."""
    entry = AuditView(
        seq=3,
        transition="request.approved",
        by="alice",
        role="facilities",
        interface="cli",
        at="2026-12-02T12:37:04+00:00",
        request_id="req_ee9b339bc34f6edf",
        note="approved",
    )
    lines = printed(render.history_view("run_d4a586edf6fdbf8e", [entry], 40), 40)
    assert lines[1:3] == ["2026-12-02 12:37:04 · request.approved ·", "  req_ee9b339bc34f6edf"], (
        lines
    )


def test_arena_resume_at_forty_columns_continues_its_head_indented() -> None:
    done = OutcomeView(
        run_id="run_93fcd33854edabb0",
        resumed=True,
        error=None,
        item="hitl-01",
        adapter="openai_agents",
        status="completed",
        legs=2,
        checks=(),
    )
    lines = printed(render.outcomes_view([done], 40), 40)
    assert lines[2:4] == [
        "run_93fcd33854edabb0 · hitl-01 ·",
        "  openai_agents · completed · 2 legs",
    ]


@pytest.mark.usefixtures("runs_left_live_let_go")
def test_arena_run_human_when_narrow_continues_each_request_indented(tmp_path: Path) -> None:
    """'Waiting for a person': 'req_… · hitl-01 ·' then 'pydantic_ai' flush left."""
    args = ["--adapter", "vanilla", "--item", "hitl-0[12]", "--human", "--out", str(tmp_path / "o")]
    ran = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", *args, "--store", str(tmp_path / "arena.db")],
        env={"COLUMNS": "38"},  # 'req_… · hitl-01 · vanilla' is 40
    )
    lines = ran.output.splitlines()
    heads = [i for i, line in enumerate(lines) if line.startswith("req_")]
    assert len(heads) == 2, ran.output
    for i in heads:
        assert lines[i + 1] == "  vanilla", ran.output
