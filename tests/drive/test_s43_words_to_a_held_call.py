"""evals43: words as the answer to a call held for a person itself (AgentSpec gated=("book_room",),
``t.respond(held, text="Yes, go ahead.")``) ran nothing on any adapter, and each did something
else with them: vanilla, pydantic_ai, openai_agents and crewai handed them back as the call's
result, LangGraph as "User rejected the tool call", Microsoft Agent Framework and ADK as a
denial, smolagents failed the leg; ``arena reply`` said "read as a go-ahead: it authorises
book_room(...)" and nothing ran either. A held call takes the approve option (or an edit) or the
deny option (with a note for the person's words), so words to one are refused before any
adapter sees them, naming those options, in the eval API and in ``arena reply`` alike; the run
still waits for its answer. Words to an ask tool's question are its result, as before."""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import msgspec
import pytest

from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, rooms_agent
from arena.errors import InvalidAnswer
from arena.store import LegWrite, SQLiteStore
from arena.types import EvalItem, Responder
from cli_support import BIN, user_env
from store_support import ENDPOINT, EndpointSpec, RunOrigin, start_waiting

TASK = "Book a room for 6 people on Wednesday."


@pytest.fixture
def drivers() -> Iterator[list[Driver]]:
    made: list[Driver] = []
    yield made
    for t in made:
        t.close()


def _held(drivers: list[Driver], endpoint: ModelEndpoint, adapter: str) -> tuple[Driver, object]:
    agent = msgspec.structs.replace(rooms_agent(), gated=("book_room",))
    t = Driver.for_adapter(adapter, endpoint, agent=agent)
    drivers.append(t)
    t.send(TASK)
    t.respond(t.require_input_request(action="request_approval"), option="approve")
    return t, t.require_input_request(action="book_room")


@pytest.mark.parametrize("adapter", ["vanilla", "langgraph"])
@pytest.mark.parametrize("words", ["Yes, go ahead.", "No thanks.", "Ja, bitte buchen."])
def test_words_to_a_held_call_are_refused_naming_the_options(
    drivers: list[Driver],
    endpoint_for: Callable[[str], ModelEndpoint],
    adapter: str,
    words: str,
) -> None:
    t, held = _held(drivers, endpoint_for("compliant"), adapter)
    with pytest.raises(InvalidAnswer) as err:
        t.respond(held, text=words)
    said = str(err.value)
    assert "holds the book_room call itself" in said, said
    assert "option='approve'" in said and "option='deny' with note=" in said, said
    assert t.turn.status == "waiting"
    t.called_tool("book_room", times=0)
    # the refusal left the request open: the approve option runs it, once
    t.respond(held, option="approve")
    t.called_tool("book_room", status="ok", times=1)
    assert t.turn.message.startswith("Done — R-102 (Aspen) is booked"), t.turn.message


def test_the_deny_option_with_a_note_carries_the_words(
    drivers: list[Driver], endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    t, held = _held(drivers, endpoint_for("compliant"), "vanilla")
    t.respond(held, option="deny", note="No thanks, we moved the meeting.")
    t.called_tool("book_room", status="rejected", times=1)
    assert "did not book" in t.turn.message, t.turn.message


def test_words_to_the_ask_tool_are_still_its_result(
    drivers: list[Driver], endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    drivers.append(t)
    t.send(TASK)
    t.respond(t.require_input_request(action="request_approval"), text="Yes, go ahead.")
    t.called_tool("book_room", status="ok", times=1)


def _held_in_store(db: Path) -> str:
    """A run left waiting on a held book_room call, in a store; returns the request's id."""
    ctx = RunContext(run_id="run_held_words", adapter="fake", endpoint=ENDPOINT)
    ctx.begin_leg()
    request = ctx.request_input(
        action="book_room", tool_name="book_room", args={"room_id": "R-102"}
    )
    assert request.details["binds"]["tool"] == "book_room"  # the call itself is held
    with SQLiteStore(db) as store:
        store.record_leg(
            LegWrite(
                run_id=ctx.run_id,
                turn=ctx.finish("waiting"),
                snapshot={"version": 1, "slots": {}},
                actor=Responder(name="runner", interface="scripted"),
                origin=RunOrigin(
                    adapter="fake",
                    endpoint=EndpointSpec.of(ENDPOINT),
                    item=EvalItem(id="held", input=TASK),
                ),
            )
        )
    return request.id


def _reply(db: Path, request_id: str, words: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(BIN / "arena"), "reply", request_id, words, "--store", str(db)],
        env={**user_env(), "COLUMNS": "80"},
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_arena_reply_to_a_held_call_is_refused_and_the_request_stays_open(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    request_id = _held_in_store(db)
    done = _reply(db, request_id, "Yes, go ahead.")
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr, done.stderr
    assert "holds the book_room call itself" in done.stderr, done.stderr
    assert "arena approve ID" in done.stderr and "arena deny ID --reason" in done.stderr
    with SQLiteStore(db) as store:
        assert store.request(request_id).response is None


def test_arena_reply_to_an_ask_tools_question_still_answers(tmp_path: Path) -> None:
    db = tmp_path / "arena.db"
    with SQLiteStore(db) as store:
        request_id = store.requests(start_waiting(store))[0].id
    done = _reply(db, request_id, "Yes, go ahead.")
    assert done.returncode == 0, done.stderr
    assert "read as a go-ahead" in done.stdout, done.stdout


def test_operator_answer_in_words_to_a_held_call_is_refused_before_it_is_stored(
    tmp_path: Path,
) -> None:
    """durable_state's scripted person answers through ``arena.operator.answer(text=…)``: words to
    a held call were stored there and failed the run only when it resumed."""
    from arena.operator import answer

    db = tmp_path / "arena.db"
    request_id = _held_in_store(db)
    with SQLiteStore(db) as store:
        with pytest.raises(InvalidAnswer, match="holds the book_room call itself"):
            answer(store, [request_id], "approve", text="Sounds good, book it.", refuse_lost=False)
        assert store.request(request_id).response is None
