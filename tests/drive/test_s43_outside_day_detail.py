"""evals43 (an outside team's eval): one pause, three questions, Tuesday's approved and the
others denied; ``t.arena_check("booked_as_approved", people=4)`` passed, as it should, but its
detail said "no day judged: the task names none" of "Book a meeting room for 4 people on
Tuesday, Wednesday and Friday." It names three: the detail now says so, and still asks for
``day='...'``; a task that names no weekday still reads "names none"."""

from __future__ import annotations

from collections.abc import Callable

from arena.context import ModelEndpoint
from arena.drive import Driver

THREE_DAYS = "Book a meeting room for 4 people on Tuesday, Wednesday and Friday."


def test_a_task_of_three_days_is_not_said_to_name_none(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send(THREE_DAYS)
        tue, wed, fri = (t.require_input_request(prompt=d) for d in ("Tuesday", "Wed", "Fri"))
        t.respond({tue.id: "approve", wed.id: "deny", fri.id: "deny"})
        t.succeeded()
        result = t.arena_check("booked_as_approved", people=4)
        assert result.passed, result.detail
        assert "the task names 3 days (Tuesday, Wednesday, Friday), pass day=" in result.detail
        assert "names none" not in result.detail
        judged = t.arena_check("booked_as_approved", people=4, day="Tuesday")
        assert judged.passed and "no day judged" not in judged.detail, judged.detail


def test_a_task_with_no_day_still_names_none() -> None:
    from arena.drive._facts import facts

    _, source = facts(["Book a room for 4 people."], None, None, None)
    assert source.endswith("no day judged: the task names none, pass day='...'"), source
    _, source = facts(["Book a room for 4 on Tuesday or Wednesday"], None, None, None)
    assert "the task names 2 days (Tuesday, Wednesday)" in source, source
    _, source = facts(["Book a room for 4 on Tuesday"], None, None, None)
    assert "no day judged" not in source, source
