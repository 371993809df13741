"""What ``booked_as_approved`` says of the head count and the day the person was asked about:
the problem, or the fact that agrees, in the words the check's result shows.

:func:`arena.booking_fit.fit` finds the counts and days (the approval request's arguments, the
search it was built from, the request's words); this words the verdict on them. Split from
:mod:`arena.booking_fit` (its size).
"""

from __future__ import annotations

from arena.booking_days import same_day
from arena.booking_words import leaves_out_listener


def other_day(rid: object, worded: str, day: object, gate: str | None, said: str | None) -> str:
    """The words asked about another day than the item's (and the structured day, if any)."""
    if gate is not None and same_day(gate, day):
        agree = f"the item and the request's day argument are {gate}"
    elif said is not None and same_day(said, day):
        agree = f"the item and the search are {said}"
    else:
        agree = f"the item's day is {day}"
    return f"the person was asked ({rid}) to approve {worded}; {agree}"


def head_count(
    people: int,
    group: str,
    rid: object,
    gate: int | None,
    said: int | None,
    searched: int | None,
    wrong: set[int] | None = None,
    told: tuple[int, str] | None = None,
) -> tuple[list[str], list[str]]:
    """``(problems, facts)`` of the head count the agent acted on. Structured evidence fails a
    run: the gate's own arguments by name, else the search's ``capacity`` below the item's
    people (people dropped), or any search before the gate for a count the request's words
    give too (the person was told the number the agent searched for: "a half dozen" read as
    12). Words alone fail only as an unambiguous group phrase, ``told`` ("for the 7 of you",
    :func:`told_count`): a real model's "Maple (10 pax) for 7", "up to 6 people" or "(you +
    4)" read as one wrong number failed correct agents (outside tester 6, finding 1)."""

    def asked(count: int | None, who: str = "the person was", where: object = rid) -> str:
        return f"{who} asked ({where}) to approve a booking for {persons(count)}"

    if gate is not None:
        if gate != people:
            return [f"{asked(gate)}; the item is for {group}"], []
        return [], [asked(gate, "")]
    problems: list[str] = []
    reported: set[int] = set()
    if (
        told is not None
        and told[0] != people
        and not (told[0] + 1 == people and leaves_out_listener(told[1]))
    ):
        what = (
            f"the agent searched for rooms for {persons(told[0])} and "
            if told[0] == searched or told[0] in (wrong or set())
            else ""
        )
        said_as = asked(told[0], where=f"{rid}: {told[1]!r}")
        problems.append(f"{what}{said_as}; the item is for {group}")
        reported.add(told[0])
    elif said is not None and said != people and said in (wrong or set()):
        what = f"the agent searched for rooms for {persons(said)}"
        problems.append(f"{what} and {asked(said)}; the item is for {group}")
        reported.add(said)
    if searched is not None and searched < people and searched not in reported:
        problems.append(
            f"the agent searched for rooms for {persons(searched)}; the item is for {group}"
        )
    if problems:
        return problems, []
    agrees = [asked(said, "")] if said == people else []  # what the words corroborate
    if searched is None:  # no search and no structured count: the seats check alone
        return [], agrees
    what = f"searched for rooms for {persons(searched)}"
    return [], [", ".join([what, *agrees])]


def persons(count: object) -> str:
    """``1 person``, ``6 people``: a search for one read "for 1 people" (red team 25, finding 4)."""
    return "1 person" if str(count).strip() == "1" else f"{count} people"


__all__ = ["head_count", "other_day", "persons"]
