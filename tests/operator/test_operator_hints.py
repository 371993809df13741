"""The commands an operator is told to run next name the store in use, computed where they are
shown: a request created under ``$ARENA_STORE`` or a relative ``--store`` in another folder must
not send a copy-pasted ``arena approve`` to the default ``.arena/arena.db`` (or to a wrong file).
Also: ``$ARENA_ALLOW`` naming no file is a usage error, not a silent empty allow-list."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main
from arena.reconcile import NeedsReconciliation
from arena.runs import resume_run
from arena.runs.recorder import LIVE
from arena.store import SideEffectKey, SQLiteStore
from arena.types import InputResponse
from store_support import Booker, start_waiting

# the runs its in-process 'arena run --human' leaves live are let go as each test ends
pytestmark = pytest.mark.usefixtures("runs_left_live_let_go")


def arena(*args: str, env: dict[str, str | None] | None = None) -> Result:
    return CliRunner().invoke(main, list(args), env=env, catch_exceptions=False)


def created_under_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, str, str]:
    """A waiting run created with ``ARENA_STORE`` set (so its recorded hints name no store);
    then the test works in another folder with no ``ARENA_STORE``."""
    db = tmp_path / "env" / "arena.db"
    db.parent.mkdir()
    monkeypatch.setenv("ARENA_STORE", str(db))
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        request_id = store.requests(run_id)[0].id
    monkeypatch.delenv("ARENA_STORE")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    return db, run_id, request_id


def test_hints_name_the_store_given_on_the_command_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db, run_id, req = created_under_env(tmp_path, monkeypatch)
    flag = f"--store {db}"
    latest = json.loads(arena("pending", "--latest", "--json", "--store", str(db)).stdout)
    assert latest["next_commands"]["approve"] == f"arena approve {req} {flag}"
    assert latest["next_commands"]["resume"] == f"arena resume {run_id} {flag}"
    shown = arena("show", req, "--store", str(db), env={"COLUMNS": "200"}).stdout
    assert f"arena approve {req} {flag}" in shown and f"arena resume {run_id} {flag}" in shown
    run_shown = arena("show", run_id, "--store", str(db), env={"COLUMNS": "200"}).stdout
    assert f"next        arena approve {req} {flag}" in run_shown
    listed = arena("pending", "--limit", "1", "--store", str(db), env={"COLUMNS": "300"}).stdout
    assert f"arena approve <request> {flag}" in listed
    assert "more:" not in listed  # the one request is on this page (outside tester 20)
    approved = arena("approve", req, "--store", str(db))
    assert approved.stdout.rstrip().endswith(f"Next: arena resume {run_id} {flag}")
    answered = arena("show", run_id, "--store", str(db), env={"COLUMNS": "200"}).stdout
    assert f"arena resume {run_id} {flag}" in answered


def test_no_store_flag_when_the_environment_names_the_same_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db, _, req = created_under_env(tmp_path, monkeypatch)
    env: dict[str, str | None] = {"ARENA_STORE": str(db), "COLUMNS": "200"}
    shown = arena("show", req, "--store", str(db), env=env).stdout
    assert f"arena approve {req}\n" in shown and "--store" not in shown
    assert "--store" not in arena("approve", req, env=env).stdout


def test_a_relative_store_is_named_by_its_absolute_path_from_another_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "x").mkdir()
    monkeypatch.chdir(tmp_path / "x")
    with SQLiteStore("rel/arena.db") as store:
        run_id = start_waiting(store)
    monkeypatch.chdir(tmp_path)
    latest = json.loads(arena("pending", "--latest", "--json", "--store", "x/rel/arena.db").stdout)
    absolute = tmp_path / "x" / "rel" / "arena.db"
    assert latest["next_commands"]["resume"] == f"arena resume {run_id} --store {absolute}"


def test_the_run_summary_names_the_store_in_every_next_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "pydantic_ai", "--item", "hitl-01", "--human",
         "--store", "s8/a.db"],
        env={"COLUMNS": "400"},
        catch_exceptions=False,
    )  # fmt: skip
    flag = f"--store {tmp_path / 's8' / 'a.db'}"
    text = " ".join(result.stdout.splitlines())  # wrapped at spaces, whatever the width
    line = text[text.index("wait for a person. Next:") :]
    for command in ("arena pending", "arena approve <request>", "--reason ...", "--all"):
        assert f"{command} {flag}" in line, line
    # Runs nobody can answer once the command exits (not durable): the sweep, with the store.
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--adapter", "vanilla", "--human", "--store", "s9/a.db"],
        env={"COLUMNS": "400"},
        catch_exceptions=False,
    )
    assert f"arena sweep --not-durable --store {tmp_path / 's9' / 'a.db'}" in result.stdout


def test_reconcile_names_the_store_in_its_next_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        LIVE.pop(run_id, None)
        request_id = store.requests(run_id)[0].id
        store.answer(InputResponse(request_id=request_id, option_id="approve"))
        key = SideEffectKey(run_id=run_id, request_id=request_id, tool="book_room", occurrence=1)
        store.begin_side_effect(key, args={"room_id": "R-102"}, leg=2, owner="dead:1")
        with pytest.raises(NeedsReconciliation):
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
    monkeypatch.chdir(tmp_path.parent)
    shown = arena("show", run_id, "--store", str(db), env={"COLUMNS": "300"}).stdout
    assert f"--reason ... --store {db}" in shown
    settled = arena(
        "reconcile", run_id, "--outcome", "no-effect", "--reason", "not in the calendar",
        "--store", str(db),
    )  # fmt: skip
    assert settled.stdout.rstrip().endswith(f"Next: arena resume {run_id} --store {db}")


# -- $ARENA_ALLOW -------------------------------------------------------------------------------
@pytest.mark.parametrize("where", ["missing", "folder"])
def test_an_allow_list_variable_naming_no_file_is_a_usage_error(tmp_path: Path, where: str) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        run_id = start_waiting(store)
        store.answer(InputResponse(request_id=store.requests(run_id)[0].id, option_id="approve"))
    before = list(sqlite3.connect(db).iterdump())
    allow = tmp_path / "nope.yaml" if where == "missing" else tmp_path
    result = arena("resume", "--all", "--store", str(db), env={"ARENA_ALLOW": str(allow)})
    assert result.exit_code == 2, result.output
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: ")
    assert "ARENA_ALLOW" in result.stderr and str(allow) in result.stderr
    assert list(sqlite3.connect(db).iterdump()) == before


# -- pending --after ----------------------------------------------------------------------------
def test_pending_after_takes_a_unique_prefix_like_every_other_id(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        runs = [start_waiting(store) for _ in range(3)]
        newest_first = [r.id for r in store.pending()]
    assert len(newest_first) == len(runs)
    first = newest_first[0]

    def page(after: str) -> list[str]:
        result = arena("pending", "--json", "--after", after, "--store", str(db))
        assert result.exit_code == 0, result.output
        return [p["id"] for p in json.loads(result.stdout)]

    assert page(first[:12]) == page(first) == newest_first[1:]
    assert page(first[4:14]) == newest_first[1:]  # without req_
    for bad, said in (("req_", "matches 3 ids"), ("zzz", "no request matches 'zzz'")):
        result = arena("pending", "--after", bad, "--store", str(db))
        assert result.exit_code == 2 and result.stderr.startswith("error: "), result.output
        assert said in result.stderr and "(--after)" in result.stderr
    refused = arena("pending", "--after", runs[0], "--store", str(db))
    assert refused.exit_code == 2 and "is a run" in refused.stderr


# -- what a terminal shows ----------------------------------------------------------------------
def test_resume_usage_says_run_is_optional() -> None:
    usage = arena("resume", "--help").stdout.splitlines()[0]
    assert usage.endswith(" resume [OPTIONS] [RUN]"), usage


def test_hint_lines_are_not_highlighted_on_a_terminal(tmp_path: Path) -> None:
    """Rich's highlighter coloured ``<request>`` as an XML tag and ``...`` as an ellipsis."""
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        start_waiting(store)
        start_waiting(store)
    env: dict[str, str | None] = {"FORCE_COLOR": "1", "COLUMNS": "300", "NO_COLOR": None}
    listed = arena("pending", "--limit", "1", "--store", str(db), env=env).stdout
    assert "\x1b[" in listed  # a terminal's output: the table is styled
    hints = [x for x in listed.splitlines() if x.startswith(("decide:", "more:"))]
    assert len(hints) == 2, listed
    assert not [x for x in hints if "\x1b" in x], hints
