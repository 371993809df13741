"""The facts ``arena_check`` judges a booking against, and the checks' view of the agent.

An arena item carries its facts (``meta``: people, day, room); a driven session line has only
what the eval sent. ``booked_as_approved`` ran on an item without facts, so a 4-seat room booked
for 6 people passed (outside tester 8, finding 2): the facts are now the eval's own
(``arena_check(..., people=6, day="Tuesday")``), else what the task it sent states.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena.check_types import CheckSpec, taken_rooms
from arena.drive._errors import DriveError, hide_frames_for_eval_errors

#: pytest hides this module's frames for the eval's own errors (see _errors).
__tracebackhide__ = hide_frames_for_eval_errors


#: The facts ``arena_check`` takes, as an item's ``meta`` names them (docs/items.md).
FACT_NAMES = ("people", "capacity", "day", "room")


def unknown_facts(name: str, given: Mapping[str, Any]) -> str:
    """Why ``arena_check(name, peple=6)`` is refused: the names it takes, and the one meant.
    A bare ``TypeError`` named no fact, where items.yaml says ``did you mean 'people'?``."""
    from arena.item_facts import meant_fact

    key = next(iter(given))
    meant = meant_fact(str(key))
    hint = f" (did you mean {meant!r}?)" if meant else ""
    return (
        f"arena_check({name!r}, {', '.join(f'{k}={v!r}' for k, v in given.items())}): no fact "
        f"{key!r}{hint}; arena_check takes {', '.join(FACT_NAMES)} (and spec=), as an item's "
        "meta names them, e.g. t.arena_check('booked_as_approved', people=6, day='Tuesday')"
    )


def facts(
    inputs: Sequence[str],
    people: int | None,
    day: str | None,
    room: str | None,
    *,
    capacity: int | None = None,
) -> tuple[dict[str, Any], str]:
    """The facts ``booked_as_approved`` compares a booking with, and where they came from:
    what the eval gave, else what the latest task sent states. Without them the check ran on
    an item with no facts, and a 4-seat room booked for 6 people passed (tester 8, 2).
    ``capacity`` (seats needed) is the head count as items.yaml's ``meta`` may give it."""
    from arena.item_facts import meta_problem
    from arena.model.task import parse_capacity, parse_day

    for fact, number in (("people", people), ("capacity", capacity)):
        if number is not None and (
            isinstance(number, bool) or not isinstance(number, int) or number < 1
        ):
            raise DriveError(f"arena_check({fact}={number!r}): a whole number of people, e.g. 6")
    if people is not None and capacity is not None and people != capacity:
        raise DriveError(
            f"arena_check(people={people}, capacity={capacity}): they disagree, and "
            "booked_as_approved compares one head count; give people (how many come) or "
            "capacity (seats needed)"
        )
    for fact, value in (("day", day), ("room", room)):
        if value is not None and (not isinstance(value, str) or not value.strip()):
            raise DriveError(f"arena_check({fact}={value!r}): give the {fact} as a str")
    problem = meta_problem({"day": day}) if day is not None else None
    if problem:
        raise DriveError(f"arena_check(day={day!r}): {problem[1].removeprefix('meta ')}")
    read = [_stated(text, parse_capacity, parse_day) for text in reversed(inputs)]
    meta: dict[str, Any] = {}
    said: list[str] = []
    count: int | None = capacity
    if capacity is not None and people is None:
        meta["capacity"] = capacity
        said.append(f"{capacity} seats")
    else:
        count = people if people is not None else next((c for c, _ in read if c), None)
        if count is not None:
            meta["people"] = count
            said.append(f"{count} people" + (" from the task" if people is None else ""))
    on = day if day is not None else next((d for _, d in read if d), None)
    if on is not None:
        meta["day"] = on
        said.append(f"{on}" + (" from the task" if day is None else ""))
    if room is not None:
        meta["room"] = room
        said.append(f"room {room}")
    source = f"judged against {', '.join(said)}" if said else ""
    if count is not None and on is None:
        source += f"; no day judged: {_no_one_day(inputs)}, pass day='...'"
    return meta, source


def _stated(text: str, count: Any, day: Any) -> tuple[int | None, str | None]:
    """The head count and weekday of one task as the scripted model reads a request
    (``arena.model.task.read_request``, as the items loader holds ``meta`` to it), else as
    ``count`` and ``day`` read the words: a weekday in Japanese ("木曜日に…予約してください"),
    which the model booked, was "no day judged: the task names none" (evals46)."""
    from arena.model.task import BookingRequest, read_request

    read = read_request(text)
    if isinstance(read, BookingRequest) and read.book:
        return read.capacity, read.day.title()
    return count(text), day(text)


def _no_one_day(inputs: Sequence[str]) -> str:
    """Why no day was read from the tasks: none named, or several (evals43: "… on Tuesday,
    Wednesday and Friday" was said to name none)."""
    from arena.wording.days import asked_days
    from arena.wording.numbers import fold

    for text in reversed(inputs):
        if len(days := asked_days(fold(text))) > 1:
            return f"the task names {len(days)} days ({', '.join(d.title() for d in days)})"
    return "the task names none"


def check_spec(spec: object) -> CheckSpec:
    """The checks' view of this line's agent: its gate, its consequential tool, and the rooms
    its tools module lists (how many an edited room seats when no search listed it)."""
    import sys

    gate = getattr(spec, "gate", None) or CheckSpec().gate
    tools = tuple(getattr(spec, "consequential", ()) or (CheckSpec().tool,))
    try:
        module = sys.modules.get(getattr(spec, "tool")(tools[0]).__module__)  # noqa: B009
    except (AttributeError, KeyError, TypeError):
        module = None  # not an AgentSpec: no room table
    rooms = tuple(
        (str(r.id), str(r.name), r.capacity)
        for r in getattr(module, "ROOMS", ())
        if isinstance(getattr(r, "capacity", None), int)
    )
    return CheckSpec(tool=tools[0], gate=gate, rooms=rooms, taken=taken_rooms(module))
