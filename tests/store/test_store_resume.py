"""The runner with a store: legs persisted as they end, human mode, resuming from the store."""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.adapters import vanilla
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.errors import UserError
from arena.evaluate import build_adapters, check_spec
from arena.runner import MAX_RESUMES, human_answerer, run_item, run_many
from arena.runs import NotDurable, resume_run
from arena.runs.recorder import LIVE, recording
from arena.runs.resume import SetAsideError
from arena.session import create_session_slot
from arena.settings import RunSettings
from arena.store import SQLiteStore, Store
from arena.types import InputResponse, Responder
from store_support import (
    APPROVED,
    DENIED,
    ENDPOINT,
    LEDGER_ENV,
    Booker,
    ledger_lines,
    start_waiting,
)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[SQLiteStore]:
    s = SQLiteStore(tmp_path / "arena.db")
    yield s
    s.close()


@pytest.fixture
def ledger(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "ledger.txt"
    monkeypatch.setenv(LEDGER_ENV, str(path))
    return path


def dump(store: SQLiteStore) -> list[str]:
    return list(sqlite3.connect(store.path).iterdump())


def forget_live(run_ids: list[str]) -> None:
    """What a process restart does to runs held in memory."""
    for run_id in run_ids:
        LIVE.pop(run_id, None)


def outcome(result: object) -> tuple[object, ...]:
    r = result  # RunResult
    return (
        r.item.id,  # type: ignore[attr-defined]
        r.status,  # type: ignore[attr-defined]
        [(c.name, c.passed) for c in r.checks],  # type: ignore[attr-defined]
        [(c.tool, c.status, c.leg) for c in r.trace.tool_calls],  # type: ignore[attr-defined]
    )


def human_runs(
    arena: Arena, endpoint: ModelEndpoint, store: Store, ids: tuple[str, ...]
) -> list[object]:
    items = [i for i in arena.items if i.id in ids]
    (adapter,) = build_adapters(arena, ["vanilla"])
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            arena=arena.name,
            spec=check_spec(arena),
            answerer_for=lambda item: human_answerer,
            settings=RunSettings(mode="human"),
            record=recording(store, tools_module=arena.tools_module),
        )
    )


def answer_as_scripted(store: Store, run_id: str, who: str = "alice") -> None:
    run = store.run(run_id)
    (request,) = store.requests(run_id)
    option = run.origin.item.resume_with[0]
    store.answer(
        InputResponse(
            request_id=request.id,
            option_id=option,
            responder=Responder(name=who, interface="cli"),
            note="ok" if option == "approve" else "no budget",
        )
    )


def test_human_mode_then_resume_in_process_matches_the_scripted_run(
    hitl_arena: Arena, endpoint: ModelEndpoint, store: SQLiteStore
) -> None:
    ids = ("hitl-01", "hitl-02")
    waiting = human_runs(hitl_arena, endpoint, store, ids)
    assert [r.status for r in waiting] == ["waiting", "waiting"]  # type: ignore[attr-defined]
    assert len(store.pending()) == 2
    assert all(not store.run(r.run_id).durable for r in waiting)  # type: ignore[attr-defined]
    for r in waiting:
        answer_as_scripted(store, r.run_id)  # type: ignore[attr-defined]
    resumed = [
        asyncio.run(resume_run(r.run_id, store, endpoint=endpoint))  # type: ignore[attr-defined]
        for r in waiting
    ]
    (adapter,) = build_adapters(hitl_arena, ["vanilla"])
    scripted = asyncio.run(
        run_many(
            [(adapter, i) for i in hitl_arena.items if i.id in ids],
            endpoint,
            spec=check_spec(hitl_arena),
        )
    )
    assert [outcome(r) for r in resumed] == [outcome(r) for r in scripted]
    assert all(r.passed for r in resumed)
    assert [store.run(r.run_id).status for r in resumed] == ["completed", "completed"]


def test_a_vanilla_run_is_lost_to_a_restart_and_says_so(
    hitl_arena: Arena, endpoint: ModelEndpoint, store: SQLiteStore
) -> None:
    (run,) = human_runs(hitl_arena, endpoint, store, ("hitl-01",))
    run_id = run.run_id  # type: ignore[attr-defined]
    answer_as_scripted(store, run_id)
    forget_live([run_id])
    before = dump(store)
    with pytest.raises(NotDurable, match=rf"run {run_id} \(vanilla\) is not durable: .*restart"):
        asyncio.run(resume_run(run_id, store, endpoint=endpoint))
    assert dump(store) == before
    assert store.run(run_id).status == "waiting"


def test_a_durable_run_resumes_from_the_store_alone(store: SQLiteStore, ledger: Path) -> None:
    run_id = start_waiting(store)
    forget_live([run_id])
    answer_as_scripted(store, run_id)
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert result.passed, [(c.name, c.detail) for c in result.checks]
    assert [t.leg for t in result.trace.legs] == [1, 2]
    assert ledger_lines(ledger) == ["R-102"]
    assert [s.status for s in store.side_effects(run_id)] == ["ok"]


def test_resume_rebuilds_the_adapter_and_its_own_scripted_model(
    hitl_arena: Arena, endpoint: ModelEndpoint, store: SQLiteStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    durable = create_session_slot(
        "vanilla.paused",
        dump=dataclasses.asdict,
        load=lambda d: vanilla._Paused(**d),  # type: ignore[attr-defined]
    )
    monkeypatch.setattr(vanilla, "_PAUSED", durable)
    (run,) = human_runs(hitl_arena, endpoint, store, ("hitl-02",))
    run_id = run.run_id  # type: ignore[attr-defined]
    assert store.run(run_id).durable and store.run(run_id).origin.endpoint.scripted
    forget_live([run_id])
    answer_as_scripted(store, run_id, who="bob")
    result = asyncio.run(resume_run(run_id, store))  # no adapter, no endpoint: all rebuilt
    assert result.status == "completed" and result.passed
    assert "DENIED by bob" in result.trace.tool_calls[-1].result


def test_resume_refuses_until_every_request_is_answered(store: SQLiteStore) -> None:
    run_id = start_waiting(store)
    before = dump(store)
    with pytest.raises(UserError, match=r"still waits for an answer to req_\w+; answer first"):
        asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert dump(store) == before


def test_a_retried_resume_reuses_the_booking_instead_of_booking_again(
    store: SQLiteStore, ledger: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_id = start_waiting(store)
    answer_as_scripted(store, run_id)
    forget_live([run_id])

    def crash(*args: object, **kwargs: object) -> None:
        raise RuntimeError("power cut while saving the leg")

    with monkeypatch.context() as patch:
        patch.setattr(store, "record_leg", crash)
        with pytest.raises(SetAsideError) as aside:
            asyncio.run(resume_run(run_id, store, adapter=Booker()))
    # Contained: the run is set aside, not failed (its booking ran and is kept: user tester 21),
    # the reason says so, and the claim was given back.
    said = str(aside.value)
    assert said.startswith("run aborted: RuntimeError: power cut")
    assert "book_room(room_id='R-102') ok" in said and "makes no new booking" in said
    assert f"arena resume {run_id}" in said
    assert store.run(run_id).status == "waiting"
    assert ledger_lines(ledger) == ["R-102"]
    result = asyncio.run(resume_run(run_id, store, adapter=Booker()))
    assert ledger_lines(ledger) == ["R-102"]  # not booked twice
    (booking,) = [c for c in result.trace.tool_calls if c.tool == "book_room"]
    assert booking.status == "ok" and booking.result.startswith("CONFIRMED: R-102")
    assert result.passed


def test_scripted_runs_record_every_answer_and_transition(store: SQLiteStore, ledger: Path) -> None:
    approved = asyncio.run(run_item(Booker(), APPROVED, ENDPOINT, record=recording(store)))
    denied = asyncio.run(run_item(Booker(), DENIED, ENDPOINT, record=recording(store)))
    assert approved.passed and denied.passed
    for result in (approved, denied):
        run = store.run(result.run_id)
        assert (run.status, run.legs, run.passed) == ("completed", 2, True)
        (request,) = store.requests(result.run_id)
        assert request.response is not None and request.response.responder.name == "scripted"
        booked = ["side_effect.started", "side_effect.ok"] if result is approved else []
        assert [h.transition for h in store.history(result.run_id)][-2 - len(booked) :] == [
            "run.claimed",
            *booked,
            "run.completed",
        ]
    # The booking itself is in the chain: who ran which call, in which leg, and its outcome.
    started, ok = [h for h in store.history(approved.run_id) if h.transition.startswith("side_")]
    assert started.note == "book_room(room_id='R-102') in leg 2" and ok.note.startswith(
        "book_room: CONFIRMED"
    )
    assert started.request_id == ok.request_id == store.requests(approved.run_id)[0].id
    assert store.verify_run(approved.run_id) is None
    assert ledger_lines(ledger) == ["R-102"]


def test_the_resume_cap_fails_the_stored_run(store: SQLiteStore) -> None:
    class AlwaysPauses(Booker):
        name = "always"

        async def resume(self, responses, ctx):  # type: ignore[no-untyped-def]
            for request, response in ctx.accept_responses(responses):
                ctx.resolve(request, response)
            ctx.session.take(create_session_slot("booker.paused", dump=dict, load=dict))
            return await self.start("", ctx)

    result = asyncio.run(run_item(AlwaysPauses(), APPROVED, ENDPOINT, record=recording(store)))
    run = store.run(result.run_id)
    assert (run.status, run.legs) == ("failed", MAX_RESUMES + 1)
    assert "MAX_RESUMES" in (run.error or "")
    assert store.pending() == []
