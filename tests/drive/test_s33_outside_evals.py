"""What an outside eval writer (evals 33) found: a request an eval stored in an arena store kept
none of what a person needs to decide that an arena run's keeps — ``arena show --json`` had no
proposed side effect (room, seats, day, head count), no calls so far, no user request, no
``asked_by``, named the gate instead of the tool it books with, and showed the adapter's reason
as the harness's (no "the adapter says:"); the run's ``input`` was empty. And ``t.restart()`` on a
line kept in an arena store read this process's copy of the paused state, not the store's: an
adapter that finished writing its state after the leg was stored passed the restart, while
``arena resume`` would continue from the half-written state the store kept."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from arena.adapters import vanilla
from arena.adapters.vanilla import VanillaAdapter, _Paused
from arena.cli import main
from arena.context import ModelEndpoint, RunContext
from arena.drive import DriveError, Driver, InvalidAnswer, NotParked, NotSucceeded, rooms_agent
from arena.session import create_session_slot
from arena.store import open_store
from arena.types import InputResponse, Turn

TASK = "Book a meeting room for 6 people on Tuesday."


def shown(store_path: Path, run_id: str) -> dict[str, Any]:
    done = CliRunner().invoke(
        main, ["show", run_id, "--json", "--store", str(store_path)], catch_exceptions=False
    )
    assert done.exit_code == 0, done.output
    return json.loads(done.output)


def test_an_evals_stored_request_carries_what_a_person_needs_to_decide(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    path = tmp_path / "evals.db"
    with (
        open_store(path) as store,
        Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=store) as t,
    ):
        t.send(TASK)
        t.require_input_request()
        run = shown(path, t.run_id)
        t.respond_all("deny")
    assert run["input"] == TASK
    (request,) = run["requests"]
    assert request["tool"] == "book_room"
    assert request["user_asked"] == TASK
    effect = request["proposed_side_effect"]
    assert effect["room"] == "R-102 (Aspen, seats 6)", effect
    assert (effect["people"], effect["day"], effect["seats"]) == (6, "Tuesday", 6)
    assert request["so_far"][0].startswith("search_rooms(capacity=6, day='Tuesday') ok:")
    assert request["asked_by"]["adapter"] == "pydantic_ai"
    assert request["asked_by"]["step"] == 3, request["asked_by"]
    assert request["why"].startswith("the adapter says: "), request["why"]


def test_a_request_asked_again_under_the_evals_claim_carries_them_too(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The second request (``insistent`` asks again after the approval) is recorded under the
    eval's claim, through another path than the first leg's."""
    path = tmp_path / "evals.db"
    with (
        open_store(path) as store,
        Driver.for_adapter("pydantic_ai", endpoint_for("insistent"), store=store) as t,
    ):
        t.send(TASK)
        t.respond_all("approve")
        t.parked()
        run = shown(path, t.run_id)
        t.respond_all("deny")
    later = [r for r in run["requests"] if r["asked_by"].get("leg") == 2]
    assert len(later) == 1, run["requests"]
    assert later[0]["user_asked"] == TASK
    assert later[0]["proposed_side_effect"]["room_id"] == "R-102"


def test_an_evals_run_shown_as_json_offers_no_arena_resume_for_its_requests(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """``arena show RUN --json`` listed ``arena resume RUN`` as each request's next command for an
    eval's run, which ``arena resume`` refuses; ``arena show REQ --json`` says ``continued_by``."""
    path = tmp_path / "evals.db"
    with (
        open_store(path) as store,
        Driver.for_adapter("pydantic_ai", endpoint_for("compliant"), store=store) as t,
    ):
        t.send(TASK)
        request = t.require_input_request()
        run = shown(path, t.run_id)
        alone = shown(path, request.id)
        t.respond_all("deny")
    (listed,) = run["requests"]
    assert "resume" not in listed["next_commands"], listed["next_commands"]
    assert listed["continued_by"] == alone["continued_by"]
    assert "t.resume()" in listed["continued_by"]


#: The paused transcript as JSON, so the store keeps it (vanilla's own slot is live).
KEPT = create_session_slot("evals33.paused", dump=dict, load=dict)


class Durable(VanillaAdapter):
    """Vanilla with its paused state in a durable slot: the honest baseline."""

    later = False

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status == "waiting":
            state = dataclasses.asdict(ctx.session.take(vanilla._PAUSED))
            kept: dict[str, object] = {} if self.later else state
            ctx.session.set(KEPT, kept)
            if self.later:  # wrong: the state is written a moment after the leg, in the background

                async def fill() -> None:
                    await asyncio.sleep(0.05)
                    kept.update(state)

                self.task = asyncio.get_running_loop().create_task(fill())
        return turn

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        raw = ctx.session.take(KEPT)
        ctx.session.set(vanilla._PAUSED, _Paused(**raw))
        return await super().resume(responses, ctx)


class SavesLater(Durable):
    later = True


@pytest.mark.parametrize("adapter", [Durable, SavesLater])
def test_a_restart_reads_the_paused_state_the_store_keeps(
    adapter: type[Durable], tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    spec = rooms_agent()
    with (
        open_store(tmp_path / "evals.db") as store,
        Driver(adapter(spec), endpoint_for("compliant"), agent=spec, store=store) as t,
    ):
        t.send(TASK)
        request = t.require_input_request()
        time.sleep(0.3)  # this process's copy of the state is whole by now; the store's is not
        t.restart(adapter(spec))
        if adapter is Durable:
            t.respond(request, option="approve")
            t.succeeded()
            t.called_tool("book_room", status="ok", times=1)
            return
        assert store.snapshot(t.run_id) == {"version": 1, "slots": {"evals33.paused": {}}}
        t.respond(request, option="approve")  # from the empty state the store kept
        with pytest.raises(NotSucceeded, match=r"_Paused\.__init__"):
            t.succeeded()
        t.called_tool("book_room", times=0)


class SaysDoneEarly(VanillaAdapter):
    """Asks the person, then reports the turn completed ("it is in hand")."""

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        turn = await super().start(user_input, ctx)
        if turn.status != "waiting":
            return turn
        return ctx.finish("completed", message="I have asked for approval; it is in hand.")


def test_a_request_raised_in_a_turn_reported_completed_is_named(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """``parked()`` said the agent "completed without raising an input request — asking in plain
    text is not a pause" of an adapter that raised one and reported the turn completed."""
    spec = rooms_agent()
    with Driver(SaysDoneEarly(spec), endpoint_for("compliant"), agent=spec) as t:
        t.send(TASK)
        (asked,) = [e for e in t.turn.events if e.type == "input.requested"]
        with pytest.raises(NotParked) as caught:
            t.parked()
        said = str(caught.value)
        assert f"the adapter raised input request {asked.data['request_id']}" in said, said
        assert "plain text" not in said
        assert 'ctx.finish("waiting")' in said


def test_an_operator_in_the_evals_own_process_answers_its_paused_line(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """A vanilla eval's pause lives in the eval's process; an answer given in that very process
    (``arena deny`` through CliRunner, an inbox served beside the evals) was refused: "its pause
    lived only in the memory of process ..., which has exited"."""
    path = tmp_path / "evals.db"
    deny = ["deny", "--reason", "no budget", "--as", "alice", "--store", str(path)]
    with open_store(path) as store:
        t = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        t.send(TASK)
        request = t.require_input_request()
        done = CliRunner().invoke(main, [deny[0], request.id, *deny[1:]], catch_exceptions=False)
        assert done.exit_code == 0, done.output
        t.resume()
        t.succeeded()
        t.called_tool("book_room", times=0)

        closed = Driver.for_adapter("vanilla", endpoint_for("compliant"), store=store)
        closed.send(TASK)
        request = closed.require_input_request()
        closed.close()  # nothing here continues its run any more: the answer is refused
        done = CliRunner().invoke(main, [deny[0], request.id, *deny[1:]], catch_exceptions=False)
        assert done.exit_code == 2 and "cannot be answered" in done.output, done.output
        t.close()


def test_a_restart_on_another_adapter_is_refused(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """``t.restart(adapter=...)`` took an adapter of another framework; the answer after it
    failed the leg blaming the adapter ("was the process restarted on an adapter whose pause is
    not durable?")."""
    from arena.adapters import load_adapter
    from arena.drive import DriveError

    with Driver.for_adapter("pydantic_ai", endpoint_for("compliant")) as t:
        t.send(TASK)
        request = t.require_input_request()
        other = load_adapter("vanilla", rooms_agent())
        with pytest.raises(DriveError, match=r"the pause was made by adapter pydantic_ai") as e:
            t.restart(adapter=other)
        assert "nothing was changed" in str(e.value)
        with pytest.raises(DriveError, match=r"t\.restart\(adapter=str\)"):
            t.restart(adapter="pydantic_ai")  # type: ignore[arg-type]
        t.restart(adapter=load_adapter("pydantic_ai", rooms_agent()))
        t.respond(request, option="approve")
        t.succeeded()
        t.called_tool("book_room", status="ok", times=1)


def test_a_note_goes_with_the_answer_it_was_written_for(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """``respond({id: {"option": "approve", "note": ...}})`` was refused as a mapping with an
    unknown key, though a note is a person's remark on one decision; and an empty option was
    told to go in ``text=''``, which is refused too."""
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send("Book a room for 4 people on Tuesday, Wednesday and Friday.")
        tue, wed, fri = (t.require_input_request(prompt=day) for day in ("Tue", "Wed", "Fri"))
        for empty in ("", "  "):
            with pytest.raises(InvalidAnswer, match=r"it is empty: give one of the option ids"):
                t.respond(tue, option=empty)
        with pytest.raises(DriveError, match=r"note=5 is a int; give the note as a str"):
            t.respond({tue.id: {"option": "approve", "note": 5}})
        t.respond(
            {
                tue.id: {"option": "approve", "note": "finance ok"},
                wed.id: {"option": "deny", "note": "all-hands"},
                fri.id: "deny",
            },
            note="from the eval",
        )
        notes = {
            e.data["request_id"]: e.data.get("note")
            for e in t.turn.events
            if e.type == "input.responded"
        }
        assert notes == {tue.id: "finance ok", wed.id: "all-hands", fri.id: "from the eval"}, notes


def test_a_second_send_on_a_finished_stored_run_is_refused_before_it_runs(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """It ran the leg (the agent searched and asked again, unrecorded, outside the store's
    ledger) and then raised the store's bare ``Conflict: run ... is already completed; nothing
    can be appended``."""
    with (
        open_store(tmp_path / "evals.db") as store,
        Driver.for_adapter("langgraph", endpoint_for("compliant"), store=store) as t,
    ):
        t.send(TASK)
        t.respond_all("deny")
        with pytest.raises(DriveError, match=r"a store appends no leg to a finished run") as e:
            t.send("Actually, book a room for 4 people on Friday instead.")
        assert "t.new_session()" in str(e.value) and "nothing was sent" in str(e.value)
        assert len(t.turns) == 2 and store.run(t.run_id).legs == 2
        t.called_tool("search_rooms", times=1)
        other = t.new_session()
        other.send("Book a room for 4 people on Friday.")
        other.respond_all("deny")
        other.succeeded()


def test_an_evals_run_shows_its_item_and_message_without_an_arena(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """``arena show RUN`` of an eval's run read ``item  /run_…:`` (no arena, no input)."""
    path = tmp_path / "evals.db"
    with (
        open_store(path) as store,
        Driver.for_adapter(
            "pydantic_ai", endpoint_for("compliant"), store=store, name="gate-eval"
        ) as t,
    ):
        t.send(TASK)
        done = CliRunner().invoke(main, ["show", t.run_id, "--store", str(path)])
        t.respond_all("deny")
    (line,) = [x for x in done.output.splitlines() if x.startswith("item")]
    assert line.split(None, 1)[1] == f"gate-eval: {TASK}", line


def test_a_partial_answer_does_not_log_the_other_requests_as_created_again(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """The leg a partial answer runs is still waiting on the requests of the first; the trail
    logged each of them ``request.created`` a second time (with a new time), as if asked again."""
    with (
        open_store(tmp_path / "evals.db") as store,
        Driver.for_adapter("pydantic_ai", endpoint_for("three"), store=store) as t,
    ):
        t.send("Book a room for 4 people on Tuesday, Wednesday and Friday.")
        t.respond(t.require_input_request(prompt="Tuesday"), option="approve")
        t.parked()
        created = [
            a.request_id for a in store.history(t.run_id) if a.transition == "request.created"
        ]
        t.respond_all("deny")
    assert len(created) == 3 and len(set(created)) == 3, created


def test_an_answer_to_a_request_not_pending_says_what_to_answer(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The refusal listed what is pending and named no fix, nor that nothing was sent."""
    with Driver.for_adapter("vanilla", endpoint_for("compliant")) as t:
        t.send(TASK)
        request = t.require_input_request()
        with pytest.raises(InvalidAnswer) as caught:
            t.respond("req_nope", option="approve")
        first, *rest = str(caught.value).splitlines()
        assert "answer one of these by its id" in first and "nothing was sent" in first, first
        assert request.id in rest[0]
        t.respond(request, option="deny")
