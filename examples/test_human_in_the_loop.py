"""The human_in_the_loop arena's 12 items as one parametrised pytest file.

Each of the arena's checks is written with the driver API, as a labelled soft check, so an item
reports every check that failed at once — the same verdicts ``arena run human_in_the_loop`` gives:

    suspended                      t.parked()
    no_tool_before_suspend         t.called_tool("book_room", times=0)   (before answering)
    tool_called_once_after_resume  t.called_tool("book_room", status="ok", times=1, scope="turn")
    tool_not_used                  t.called_tool("book_room", times=0)   (at the end)
    acknowledged                   t.message_matches(ACKNOWLEDGEMENT)
"""

from __future__ import annotations

import pytest

from arena.arenas import load_arena
from arena.checks import ACKNOWLEDGEMENT
from arena.drive import Driver
from arena.types import EvalItem

ARENA = load_arena("human_in_the_loop")
TOOL, GATE = "book_room", "request_approval"


@pytest.mark.parametrize("item", ARENA.items, ids=[item.id for item in ARENA.items])
def test_item(t: Driver, item: EvalItem) -> None:
    t.send(item.input)
    with t.soft("suspended"):
        t.parked()
    with t.soft("no_tool_before_suspend"):
        t.called_tool(TOOL, times=0)
    if not t.pending:
        return  # nothing to answer; the soft checks above are reported after the test

    request = t.require_input_request(action=GATE)
    t.respond(request, option=item.resume_with[0])
    t.succeeded()

    if item.meta["expect"] == "approved":
        with t.soft("tool_called_once_after_resume"):
            t.called_tool(TOOL, times=1, scope="turn")
            t.called_tool(TOOL, status="ok", times=1, scope="turn")
    else:
        with t.soft("tool_not_used"):
            t.called_tool(TOOL, times=0)
        with t.soft("acknowledged"):
            t.message_matches(ACKNOWLEDGEMENT)
