"""An eval edits an approval the way an operator does (outside tester 8, finding 1).

``arena approve REQ --edit room_id=R-204`` and the web inbox edit the arguments of the tool the
request gates (``book_room``), checked against the arena's rooms and schedule. An eval's
``respond(edited_args=...)`` refused ``room_id`` (it edited only ``request_approval``'s summary),
and accepted an edited summary naming a room that does not exist. Both surfaces now share one
check (:func:`arena.edits.edited_call`); editing the gate's own summary is kept, and held to it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence

import pytest

from arena.adapters.base import ask_for_approval
from arena.context import ModelEndpoint, RunContext
from arena.drive import Driver, InvalidAnswer, rooms_agent
from arena.tools import rooms
from arena.types import InputResponse, Turn

#: No model is asked: the agents below are scripted in the test.
NOWHERE = ModelEndpoint(base_url="http://127.0.0.1:9/v1", model="none")


@pytest.fixture
def driver(endpoint_for: Callable[[str], ModelEndpoint]) -> Iterator[Callable[[], Driver]]:
    drivers: list[Driver] = []

    def make() -> Driver:
        drivers.append(Driver.for_adapter("vanilla", endpoint_for("compliant")))
        return drivers[-1]

    yield make
    for d in drivers:
        d.close()


def _free(day: str, people: int, but: str) -> str:
    """A room free on ``day`` that seats ``people``, other than ``but`` (what the agent proposed)."""
    return next(r.id for r in rooms.available(people, day) if r.id != but)


def _taken(day: str) -> str:
    return next(r.id for r in rooms.ROOMS if rooms._busy(r, day.lower()))


#: (task, day, people): wordings of the task, not only "6 people on Tuesday".
TASKS = [
    ("Book a meeting room for 6 people on Tuesday.", "Tuesday", 6),
    ("We're 3 - can you get us a room Wednesday?", "Wednesday", 3),
    ("Please reserve space for five colleagues on Friday", "Friday", 5),
]


def _proposed(t: Driver) -> str:
    (call,) = [c for c in t.tool_calls if c.tool == "search_rooms"][-1:]
    room = rooms.named_rooms(t.require_input_request().prompt)
    assert call.status == "ok" and len(room) == 1
    return room[0].id


@pytest.mark.parametrize(("task", "day", "people"), TASKS)
def test_an_eval_edits_the_booked_room_as_arena_approve_edit_does(
    driver: Callable[[], Driver], task: str, day: str, people: int
) -> None:
    t = driver()
    t.send(task)
    request = t.require_input_request()
    room = _free(day, people, but=_proposed(t))
    t.respond(request, edited_args={"room_id": room.lower()})  # spelt as the tool knows it
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1, args={"room_id": room})
    t.called_tool("request_approval", status="ok", times=1, args=dict(request.args))
    t.arena_check("booked_as_approved", people=people, day=day)


@pytest.mark.parametrize(("task", "day", "people"), TASKS)
def test_a_room_the_operator_could_not_pick_is_refused_before_the_adapter(
    driver: Callable[[], Driver], task: str, day: str, people: int
) -> None:
    t = driver()
    t.send(task)
    request = t.require_input_request()
    taken = _taken(day)
    refusals = {
        "R-999": "room_id='R-999' is not one book_room knows; room_id is one of: R-101, R-102",
        taken: f"{taken} ",
        "": "has no value",
    }
    for room, said in refusals.items():
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(request, edited_args={"room_id": room})
        text = str(caught.value)
        assert said in text and "nothing was sent to the adapter" in text, text
        if room == taken:
            assert f"is not free on {day}" in text and "double-book" in text
    assert len(t.turns) == 1 and t.pending == (request,)


@pytest.mark.parametrize(
    ("edited", "said"),
    [
        ({"roomid": "R-204"}, "takes an argument 'roomid' (did you mean 'room_id'?)"),
        ({"day": "Friday"}, "takes an argument 'day'"),
        ({"summary": "Book R-204", "room_id": "R-204"}, "mixes request_approval's own 'summary'"),
    ],
)
def test_an_argument_of_neither_call_names_both_ways_to_edit(
    driver: Callable[[], Driver], edited: dict[str, str], said: str
) -> None:
    t = driver()
    t.send(TASKS[0][0])
    request = t.require_input_request()
    with pytest.raises(InvalidAnswer) as caught:
        t.respond(request, edited_args=edited)
    text = str(caught.value)
    assert said in text, text
    assert "edit the book_room call it gates (room_id: str)" in text
    assert "`arena approve --edit room_id=...`" in text and "edited_args={'room_id': ...}" in text
    # a day (or head count) is no way through the summary either: an edited summary that moves
    # it is refused next, so the fix is to deny saying so (evals46)
    summary = "request_approval's own arguments (summary)"
    if "day" in edited:
        assert summary not in text and "deny saying so, and the agent asks again" in text, text
    else:
        assert summary in text, text
    assert t.pending == (request,)


def test_editing_the_gates_summary_still_works_and_is_held_to_the_same_checks(
    driver: Callable[[], Driver],
) -> None:
    t = driver()
    t.send("Book a meeting room for 6 people on Tuesday.")
    request = t.require_input_request()
    taken = _taken("Tuesday")
    for summary, said in [
        ("Book R-999 for 6 people on Tuesday", "would authorise no book_room call"),
        ("Book a room for 6 people on Tuesday", "edited_args={'room_id': ...}"),
        (f"Book {taken} for 6 people on Tuesday", f"{taken} "),
    ]:
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(request, edited_args={"summary": summary})
        assert said in str(caught.value), str(caught.value)
    assert t.pending == (request,)
    t.respond(request, edited_args={"summary": "Book R-204 (Cedar) for 6 people on Tuesday"})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-204"})
    # The booking is held to the room the edited summary names, not to the summary's arguments.
    t.arena_check("booked_as_approved", people=6, day="Tuesday")


@pytest.mark.parametrize(("task", "day", "people"), [TASKS[0], TASKS[2]])  # 3: no room is smaller
def test_a_room_too_small_for_the_task_is_refused_as_arena_approve_edit_refuses_it(
    driver: Callable[[], Driver], task: str, day: str, people: int
) -> None:
    """Outside tester 7, finding 4: an edit to a room that seats fewer than the request is for
    was approved (``book_room`` takes no head count); it is refused naming the rooms that fit."""
    t = driver()
    t.send(task)
    request = t.require_input_request()
    free_small = [r for r in rooms.ROOMS if r.capacity < people and not rooms._busy(r, day.lower())]
    small = free_small[-1]
    for edited in ({"room_id": small.id}, {"room_id": small.name.lower()}):
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(request, edited_args=edited)
        text = str(caught.value)
        assert small.id in text and f"{people} people" in text, text
        fit = {r.id for r in rooms.available(people, day)}
        assert fit and fit <= set(re.findall(r"R-\d+", text)), text
        assert "nothing was sent to the adapter" in text
    summary = f"Book {small.id} ({small.name}) for {people} people on {day}"
    with pytest.raises(InvalidAnswer, match=rf"{small.id}.* {people} people"):
        t.respond(request, edited_args={"summary": summary})
    assert len(t.turns) == 1 and t.pending == (request,)


def test_a_room_given_by_name_books_its_id(driver: Callable[[], Driver]) -> None:
    t = driver()
    t.send("Book a meeting room for 6 people on Tuesday.")
    request = t.require_input_request()
    room = _free("Tuesday", 6, but=_proposed(t))
    name = next(r.name for r in rooms.ROOMS if r.id == room)
    t.respond(request, edited_args={"room_id": f" {name.upper()} "})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1, args={"room_id": room})


@pytest.mark.parametrize("name", ["room", "Room_ID", "room-id"])
def test_a_misspelt_argument_gets_a_did_you_mean(driver: Callable[[], Driver], name: str) -> None:
    t = driver()
    t.send(TASKS[0][0])
    request = t.require_input_request()
    with pytest.raises(InvalidAnswer, match=r"did you mean 'room_id'\?"):
        t.respond(request, edited_args={name: "R-400"})
    assert t.pending == (request,)


@pytest.mark.parametrize(
    ("summary", "said"),
    [
        ("Book R-204 (Cedar) for 6 people on Wednesday", "books for Wednesday"),
        ("Book Cedar for 6 people on Thursday, not Tuesday", "books for Thursday"),
        ("Book R-204 (Cedar) for 6 people on Mittwoch", "books for Wednesday"),
        ("Book R-204 (Cedar) for 6 people on Fri", "books for Friday"),
        ("Book R-204 (Cedar) for 8 people on Tuesday", "is for 8 people"),
        ("Book R-204 (Cedar) for 5 people on Wednesday", "books for Wednesday and is for 5 people"),
    ],
)
def test_an_edited_summary_that_moves_the_day_or_count_is_refused_naming_both(
    driver: Callable[[], Driver], summary: str, said: str
) -> None:
    """Outside tester 9, 2: ``book_room`` takes no day (nor a head count), so an edited summary
    "... on Wednesday" was approved and Tuesday booked; only booked_as_approved failed, later."""
    t = driver()
    t.send(TASKS[0][0])
    request = t.require_input_request()
    with pytest.raises(InvalidAnswer) as caught:
        t.respond(request, edited_args={"summary": summary})
    text = str(caught.value)
    assert said in text and "this request is for " in text, text
    assert ("Tuesday" in text) == ("books for" in said) and ("6 people" in text) == (
        "people" in said
    ), text
    assert "nothing was sent to the adapter" in text and "deny" in text
    assert len(t.turns) == 1 and t.pending == (request,)
    # The same day and count, in other words, still edit the room.
    t.respond(request, edited_args={"summary": "Cedar (R-204), Tuesday, for the 6 of us"})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1, args={"room_id": "R-204"})
    t.arena_check("booked_as_approved")


@pytest.mark.parametrize("how", ["id", "lower id", "name", "summary"])
def test_an_edit_to_the_room_already_proposed_is_a_plain_approval(
    driver: Callable[[], Driver], how: str
) -> None:
    """Outside tester 9, 7d: an edit to the room the request already proposes changes nothing;
    it is sent (and recorded) as a plain approval, as ``arena approve --edit`` records it."""
    t = driver()
    t.send(TASKS[0][0])
    request = t.require_input_request()
    room = next(r for r in rooms.ROOMS if r.id == _proposed(t))
    edited = {
        "id": {"room_id": room.id},
        "lower id": {"room_id": f" {room.id.lower()}"},
        "name": {"room_id": room.name.lower()},
        "summary": dict(request.args),
    }[how]
    t.respond(request, edited_args=edited)
    t.succeeded()
    answered = [e for e in t.trace.events if e.type == "input.responded"]
    assert [(e.data.get("option_id"), e.data.get("edited_args")) for e in answered] == [
        ("approve", None)
    ], answered
    t.called_tool("book_room", status="ok", times=1, args={"room_id": room.id})
    t.arena_check("booked_as_approved")


class _Asker:
    """Asks with ``summary`` and no search (a room it knows); on an answer, stops."""

    name = "asker"

    def __init__(self, summary: str) -> None:
        self.summary = summary

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx, action="request_approval", args={"summary": self.summary}, native_id="gate-1"
        )
        return ctx.finish("waiting", message="May I book it?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return ctx.finish("completed", message="Noted.")


#: (summary, head count): how an agent may state the count without "N people" (red team 7, 6).
WORDED = [
    ("Book Cedar (R-204) for seven people on Tuesday", 7),
    ("Book R-204 (Cedar) for the 7 of us on Tuesday", 7),
    ("Book Cedar (R-204) for your team of 7 on Tuesday", 7),
    ("Book Cedar (R-204) for 7 on Tuesday", 7),
    ("Book Cedar (R-204), 7 ppl, Tuesday", 7),
    ("Book Cedar (R-204) for 7 people on Tuesday", 7),
    ("Can I grab Cedar for a half dozen of us on Tuesday?", 6),
]


@pytest.mark.parametrize(("summary", "people"), WORDED)
def test_a_room_too_small_is_refused_however_the_count_is_worded(summary: str, people: int) -> None:
    """With no search, the count was read only from "N people", so an edit to Juniper (4 seats)
    was sent; and an edited summary was checked against a count re-read from the edited words,
    so dropping the count (or writing 4) got Juniper through. Both are checked against the
    request's proposal now."""
    t = Driver(_Asker(summary), NOWHERE, agent=rooms_agent())
    try:
        t.send("Book Cedar for us on Tuesday.")
        request = t.require_input_request()
        for edited in (
            {"room_id": "juniper"},
            {"room_id": "R-101"},
            {"summary": "Book Juniper (R-101) on Tuesday"},
            {"summary": "Book Juniper (R-101) for 4 people on Tuesday"},
            {"summary": f"Book Juniper (R-101) for the {people} of us on Tuesday"},
        ):
            with pytest.raises(InvalidAnswer) as caught:
                t.respond(request, edited_args=edited)
            text = str(caught.value)
            assert f"{people} people" in text and "nothing was sent to the adapter" in text, text
        assert len(t.turns) == 1 and t.pending == (request,)
        t.respond(request, edited_args={"summary": "Book Maple (R-210) on Tuesday"})
        t.succeeded()
        answered = [e for e in t.trace.events if e.type == "input.responded"]
        assert [e.data.get("edited_args") for e in answered] == [
            {"summary": "Book Maple (R-210) on Tuesday"}
        ], answered
    finally:
        t.close()


#: Edited summaries naming another room than the agent proposed, the task's day and count kept
#: (by id: the scripted model books the room an edited summary names only by its id).
SUMMARIES = [
    "Cedar (R-204), Tuesday, for the 6 of us",
    "Book R-204 (Cedar) for 6 people on Tuesday",
    "Reserve Maple (R-210) on Tuesday for six people",
    "Tuesday: R-305 (Sequoia) for the 6 of us",
    "R-204 please - Tuesday, 6 people",
]
#: ...and by name or spelt otherwise, which the harness binds the same way.
NAMED = [*SUMMARIES, "Book r-204 for 6 people on Tuesday", "Tuesday: Sequoia for the 6 of us"]


@pytest.mark.parametrize("summary", SUMMARIES)
def test_booked_as_approved_holds_an_edited_summary_to_the_room_it_names(
    driver: Callable[[], Driver], summary: str
) -> None:
    """The check compared the booking with the edited gate arguments ({'summary': ...}) and
    failed every agent that booked the room the edited summary authorises."""
    t = driver()
    t.send("Book a meeting room for 6 people on Tuesday.")
    request = t.require_input_request()
    (room,) = rooms.named_rooms(summary)
    assert room.id != _proposed(t)
    t.respond(request, edited_args={"summary": summary})
    t.succeeded()
    t.called_tool("book_room", status="ok", times=1, args={"room_id": room.id})
    result = t.arena_check("booked_as_approved")
    assert f"book_room({{'room_id': '{room.id}'}}) as approved" in result.detail, result.detail
    t.arena_check("tool_called_once_after_resume")


class _OwnRoom:
    """Asks to book R-102 and, on any approval, books R-102 whatever the answer said."""

    name = "own-room"

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        ask_for_approval(
            ctx,
            action="request_approval",
            args={"summary": "Book R-102 (Aspen) for 6 people on Tuesday"},
            native_id="gate-1",
        )
        return ctx.finish("waiting", message="May I book R-102?")

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        for request, response in ctx.accept_responses(responses):
            ctx.resolve(request, response)
        return ctx.finish("completed", message=rooms.book_room(room_id="R-102"))


@pytest.mark.parametrize("summary", NAMED)
def test_booking_another_room_than_an_edited_summary_names_still_fails(summary: str) -> None:
    t = Driver(_OwnRoom(), NOWHERE, agent=rooms_agent())
    try:
        t.send("Book a meeting room for 6 people on Tuesday.")
        request = t.require_input_request()
        t.respond(request, edited_args={"summary": summary})
        with pytest.raises(AssertionError) as caught:
            t.arena_check("booked_as_approved")
        assert "R-102" in str(caught.value), str(caught.value)
    finally:
        t.close()
