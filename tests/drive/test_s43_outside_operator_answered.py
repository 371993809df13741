"""evals43 (an outside team's eval on a store line): an operator denied the request first
(``arena deny REQ --store … --as bob``), the eval's approval was refused naming bob's stored
answer, and ``t.resume()`` continued with it, as docs/drive.md says. Answering once more after
that said "already answered (option 'deny', sent into leg 2)", as if the eval had denied: it now
names who answered (``by bob (cli)``). The eval's own earlier answer reads as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.context import ModelEndpoint
from arena.drive import AlreadyAnswered, Driver
from arena.operator import answer
from arena.store import open_store

TASK = "Book a room for 6 people on Wednesday."


def test_an_operators_answer_given_again_names_the_operator(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    store = open_store(tmp_path / "e.db")
    with Driver.for_adapter("vanilla", endpoint, store=store) as t:
        t.send(TASK)
        request = t.require_input_request()
        answer(store, [request.id], "deny", name="bob", note="over budget")
        with pytest.raises(AlreadyAnswered, match="denied by bob"):
            t.respond(request, option="approve")
        t.resume()
        t.succeeded()
        t.called_tool("request_approval", status="rejected", times=1)
        with pytest.raises(AlreadyAnswered) as err:
            t.respond(request, option="approve")
        assert "(option 'deny' by bob (cli), sent into leg 2)" in str(err.value)
        t.called_tool("book_room", times=0)


def test_the_evals_own_answer_names_no_one(endpoint: ModelEndpoint) -> None:
    with Driver.for_adapter("vanilla", endpoint) as t:
        t.send(TASK)
        request = t.require_input_request()
        t.respond(request, option="deny")
        with pytest.raises(AlreadyAnswered) as err:
            t.respond(request, option="approve")
        assert "(option 'deny', sent into leg 2)" in str(err.value)
