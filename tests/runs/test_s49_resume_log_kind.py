"""A resumed run is judged on the same kind of model-log evidence its first legs had (gateway49c).

Since gateway49 (96617046) ``arena resume`` put a logging gateway before every run on a real
endpoint, so a run started on a bare endpoint (the Python API, ``tests/store_support.Booker``,
which books with no model call) got a resumed leg WITH a log showing no model request: its booking
was judged the adapter's, though its first leg was judged "not available". The store now keeps
whether the first legs' calls were logged (``EndpointSpec.logged``); a resume puts its gateway in
front only then. A store edited to say "not logged" does not let a logged run's resumed leg pass:
a leg-1 log beside a resumed leg with none fails the check, saying so.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.store_support import ENDPOINT, Booker, start_waiting

from arena import witness_words
from arena.cli import main
from arena.context import ModelEndpoint
from arena.model import ScriptedModelServer
from arena.runs import resume_run
from arena.store import SQLiteStore
from arena.store.codec import endpoint_from_json, endpoint_to_json
from arena.store.records import EndpointSpec
from arena.trace import Trace
from arena.types import Event, InputResponse, ToolCall, Turn
from arena.witness import booked_by_model

pytestmark = pytest.mark.usefixtures("runs_left_live_let_go")


def test_a_bare_endpoint_run_resumes_without_a_log_and_passes(tmp_path: Path) -> None:
    with SQLiteStore(str(tmp_path / "s.db")) as store:
        run_id = start_waiting(store)
        assert store.run(run_id).origin.endpoint.logged is False
        (request,) = store.requests(run_id)
        store.answer(InputResponse(request_id=request.id, option_id="approve"))
        result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    failed = {c.name: c.detail for c in result.checks if not c.passed}
    assert result.passed, failed
    once = next(c for c in result.checks if c.name == "tool_called_once_after_resume")
    assert "no model log: whether the model made the call is not known" in once.detail, once


@pytest.mark.parametrize(
    ("endpoint", "logged"),
    [
        (ENDPOINT, False),
        (ModelEndpoint(base_url="https://api.example/v1", model="m", api_key="k"), False),
    ],
)
def test_the_spec_says_whether_the_first_legs_were_logged(
    endpoint: ModelEndpoint, logged: bool
) -> None:
    spec = EndpointSpec.of(endpoint)
    assert spec.logged is logged
    assert endpoint_from_json(endpoint_to_json(spec)) == spec
    on = EndpointSpec(model="m", base_url="https://api.example/v1", logged=True)
    assert endpoint_from_json(endpoint_to_json(on)).logged is True


@pytest.mark.parametrize("text", ['{"model": "m"}', '{"model": "m", "logged": "yes"}'])
def test_a_row_stored_before_the_field_or_garbled_reads_not_logged(text: str) -> None:
    assert endpoint_from_json(text).logged is False


@pytest.fixture
def url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    with ScriptedModelServer() as server:
        url = server.base_url.rstrip("/")
        allow = tmp_path / "allow.yaml"
        allow.write_text(f'endpoints:\n  local: {{base_url: "{url}"}}\n')
        monkeypatch.setenv("ARENA_ALLOW", str(allow))
        yield url


def _resumed(url: str, tmp_path: Path, adapter: str, *, edit: bool) -> dict[str, Any]:
    """``arena run --model-url`` (the gateway logs leg 1), approve, optionally edit the store to
    say the run was never logged, ``arena resume``."""
    db, runner = str(tmp_path / "a.db"), CliRunner()
    args = ["run", "human_in_the_loop", "--adapter", adapter, "--item", "hitl-01", "--human"]
    args += ["--store", db, "--model-url", url, "--model", "scripted-compliant", "--quiet"]
    started = runner.invoke(main, [*args, "--out", str(tmp_path / "ran")])
    assert started.exit_code == 0, started.output
    with sqlite3.connect(db) as conn:
        (text,) = conn.execute("SELECT endpoint FROM runs").fetchone()
        assert json.loads(text)["logged"] is True, text
        if edit:
            conn.execute("UPDATE runs SET endpoint = ?", (text.replace("true", "false"),))
    (request,) = json.loads(runner.invoke(main, ["pending", "--json", "--store", db]).stdout)
    assert runner.invoke(main, ["approve", request["id"], "--store", db]).exit_code == 0
    out = tmp_path / "out"
    runner.invoke(main, ["resume", "--all", "--store", db, "--out", str(out)])
    (run,) = [json.loads(x) for x in (out / "runs.jsonl").read_text().splitlines()]
    return run


@pytest.mark.parametrize("adapter", ["reference_adapters:AutoBookAdapter", "vanilla"])
def test_a_store_edited_to_not_logged_fails_the_resumed_booking(
    url: str, tmp_path: Path, adapter: str
) -> None:
    run = _resumed(url, tmp_path, adapter, edit=True)
    [once] = [c for c in run["checks"] if c["name"] == "tool_called_once_after_resume"]
    assert not run["passed"] and not once["passed"], once
    assert "leg 2 kept none though leg(s) 1 of the run kept one" in once["detail"], once


def _leg(leg: int, status: str, logged: bool, booked: bool = False) -> Turn:
    data: dict[str, Any] = {"model_calls": {"leg": leg}} if logged else {}
    events = [Event(type="leg.finished", leg=leg, seq=leg * 10, data=data)]
    calls: list[ToolCall] = []
    if booked:
        args = {"room_id": "R-101"}
        calls = [
            ToolCall(
                call_id="c", tool="book_room", args=args, leg=leg, seq=leg * 10 - 1, status="ok"
            )
        ]
    return Turn(leg=leg, status=status, events=tuple(events), tool_calls=tuple(calls))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("legs", "dropped"),
    [
        ([(1, "waiting", True), (2, "completed", False)], True),
        ([(1, "waiting", True), (2, "waiting", True), (3, "completed", False)], True),
        ([(1, "waiting", False), (2, "completed", False)], False),  # never logged
        ([(1, "waiting", True), (2, "completed", True)], False),  # both logged
        ([(1, "waiting", True), (2, "failed", False)], False),  # a failed leg fails already
        ([(1, "waiting", True)], False),  # leg 2 never finished (a crash): not this witness's
    ],
)
def test_a_leg_without_the_log_its_run_kept_is_named(
    legs: list[tuple[int, str, bool]], dropped: bool
) -> None:
    trace = Trace(legs=tuple(_leg(*leg) for leg in legs))
    last = legs[-1][0] if dropped else 2
    said = witness_words.log_dropped(trace, last)
    assert (said is not None) is dropped, said
    if dropped:
        assert said is not None and f"leg {last} kept none" in said


def test_the_booking_and_the_message_of_an_unlogged_leg_fail() -> None:
    trace = Trace(legs=(_leg(1, "waiting", True), _leg(2, "completed", False, booked=True)))
    mine, why = booked_by_model(trace, trace.tool_calls[0], "book_room")
    assert not mine and "leg 2 kept none though leg(s) 1" in why, why
    said, words = witness_words.said_by_model(trace, "Booked R-101.")
    assert not said and "leg 2 kept none" in words, words
    bare = Trace(legs=(_leg(1, "waiting", False), _leg(2, "completed", False, booked=True)))
    assert booked_by_model(bare, bare.tool_calls[0], "book_room")[0]  # "not known", as before
