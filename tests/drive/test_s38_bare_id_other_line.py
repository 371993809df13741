"""drive38: drive37 made ``t.respond(request)`` with another session line's ``InputRequest`` say
which line asked it; the same request given by its id alone (``t.respond(other_req.id, ...)``,
``t.respond({other_req.id: "deny"})``) still said "is not pending on this session line", and an
eval writer holding ids from two lines (a parent's and its ``t.new_session()``'s, either way
round) was left to work out the mix-up. A bare id another line of the same eval asked is now told
as that line's, naming both runs, and whether it was answered there; an id no line asked says
"not pending" as before."""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver
from arena.errors import InvalidAnswer

TASK = "Book a meeting room for 6 people on Tuesday."


def _told(line: Driver, answer: object, asked_by: Driver, rid: str) -> str:
    with pytest.raises(InvalidAnswer) as caught:
        if isinstance(answer, dict):
            line.respond(answer)
        else:
            line.respond(rid, option="approve")
    said = str(caught.value)
    assert said.startswith(
        f"request {rid} was asked on another session line (run {asked_by.run_id}"
    ), said
    assert f"not this one (run {line.run_id})" in said, said
    assert "nothing was sent to the adapter" in said, said
    return said


def test_a_bare_id_of_another_line_names_that_line(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        child = t.new_session()
        grandchild = child.new_session()
        mine = t.send(TASK).requests[0]
        theirs = child.send(TASK).requests[0]
        deepest = grandchild.send(TASK).requests[0]
        _told(t, None, child, theirs.id)  # the parent, given its child's id
        _told(child, {mine.id: "deny"}, t, mine.id)  # the child, given its parent's
        _told(grandchild, None, child, theirs.id)  # a line opened by a line opened from t
        _told(t, None, grandchild, deepest.id)
        child.respond(theirs, option="deny")
        said = _told(t, None, child, theirs.id)
        assert f"(run {child.run_id}, where it is answered)" in said, said
        with pytest.raises(InvalidAnswer) as caught:
            t.respond("req_nobody_asked", option="approve")
        assert "'req_nobody_asked' is not pending on this session line" in str(caught.value)
        t.called_tool("book_room", times=0)
        t.respond(mine, option="deny")
        grandchild.respond(deepest, option="deny")
