"""Two messages that named neither the mistake nor the fix (drive37, an eval with two lines).

* Answering a request another line asked (``t.respond(t2_request, ...)``) said "is not pending on
  this session line" and listed this line's requests: which line it came from was left to work
  out. It now says the request was asked on another session line, naming both runs.
* ``t.restart()`` after the pause was answered said "there is nothing to answer; t.send(text)
  starts the next turn": a restart asks for a pause to carry over, not for an answer. It now says
  there is no pause to carry across a restart and where t.restart() goes."""

from __future__ import annotations

import pytest

from arena.context import ModelEndpoint
from arena.drive import Driver, NotWaiting
from arena.errors import InvalidAnswer

TASK = "Book a meeting room for 6 people on Tuesday."


def test_a_request_of_another_line_names_that_line(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        other = t.new_session()
        t.send(TASK)
        theirs = other.send(TASK).requests[0]
        with pytest.raises(InvalidAnswer) as caught:
            t.respond(theirs, option="approve")
        said = str(caught.value)
        assert said.startswith(
            f"request {theirs.id} was asked on another session line (run {other.run_id}), "
            f"not this one (run {t.run_id})"
        ), said
        assert t.pending[0].id in said, said  # what this line does wait on
        t.called_tool("book_room", times=0)
        other.respond(theirs, option="deny")
        t.respond_all("deny")


def test_a_restart_after_the_answer_says_there_is_no_pause(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        t.respond_all("deny")
        with pytest.raises(NotWaiting) as caught:
            t.restart()
    said = str(caught.value).splitlines()[0]
    assert said == (
        "t.restart(): the last turn (leg 2) is completed, not waiting: there is no pause to "
        "carry across a restart; call t.restart() after the leg that paused and before "
        "answering it"
    ), said
