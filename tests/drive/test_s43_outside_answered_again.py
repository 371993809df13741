"""evals43 (an outside team's eval: "respond twice"): the agent asked again after an approval
(the scripted ``insistent`` behaviour), and the eval answered the first request once more. It
was refused, rightly (``AlreadyAnswered``), but the message said only "each request takes
exactly one answer", while the line already waited on a new question the eval had not seen.
It now names the requests the line waits on and how to answer them. Neighbours: a second answer
after the run completed, or to a request held for a partial answer, reads as before plus only
the requests still waiting."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.context import ModelEndpoint
from arena.drive import AlreadyAnswered, Driver

NOW = "the line now waits on"


def test_answering_the_first_question_again_names_the_new_one(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("insistent")) as t:
        t.send("Book a room for 6 people on Wednesday.")
        first = t.require_input_request()
        t.respond(first, option="approve")
        t.parked()
        (second,) = t.pending
        assert second.id != first.id
        with pytest.raises(AlreadyAnswered) as err:
            t.respond(first.id, option="deny")
        msg = str(err.value)
        assert f"request {first.id} was already answered" in msg
        assert f"{NOW} 1 other request(s)" in msg and second.id in msg.split("session ")[0], msg
        t.respond(second, option="deny")  # the move it names
        t.succeeded()


def test_a_second_answer_after_the_run_names_no_waiting(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send("Book a room for 6 people on Wednesday.")
        request = t.require_input_request()
        t.respond(request, option="deny")
        with pytest.raises(AlreadyAnswered) as err:
            t.respond(request, option="approve")
        assert NOW not in str(err.value)


def test_a_partial_answer_again_names_the_others(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    with Driver.for_adapter("vanilla", endpoint_for("three")) as t:
        t.send("Book a meeting room for 4 people on Tuesday, Wednesday and Friday.")
        tue = t.require_input_request(prompt="Tuesday")
        t.respond(tue, option="approve")
        with pytest.raises(AlreadyAnswered) as err:
            t.respond(tue, option="deny")
        msg = str(err.value).split("session ")[0]
        assert f"{NOW} 2 other request(s)" in msg and tue.id not in msg.split(NOW)[1], msg
