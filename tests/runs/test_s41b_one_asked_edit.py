"""Red team 41b: an edit given where the model asked one approval. Red team 41's one edit in
``arena run --probes`` was on the partial probe's pause of three requests, so an adapter that
handed the model an edited approval as a plain one only where ONE approval was asked
(:class:`OneAskedEditDroppedAdapter`) read as vanilla, 12/12 and every cell alike. The
second-send probe's denied line now asks one more booking too
(:data:`arena.probe_answers.ALSO`, one request), approved edited
(:func:`arena.probe_answers.edited_yes`), and its cell holds the booking that ran to the
approval as edited (:func:`arena.matrix.flows.not_as_given`).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena import probe_answers
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probe_answers import ALSO
from arena.probes import PROBES, edit_choice, run_probes
from arena.runner import RunResult
from arena.types import InputRequest
from reference_adapters_s41b import OneAskedEditDroppedAdapter

ROOMS = (("R-101", ("Juniper",)), ("R-102", ("Aspen",)), ("R-204", ("Cedar",)))


def _second_send(
    arena: Arena, endpoint: ModelEndpoint, cls: type
) -> tuple[str, str, list[RunResult]]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name == "second_send"],
        build=lambda name, spec: cls(spec),
        seed=41,
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells["second_send"]
    return cell.value, cell.why, results


def test_an_edit_dropped_where_one_approval_was_asked_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, _ = _second_send(hitl_arena, endpoint_for("compliant"), OneAskedEditDroppedAdapter)
    assert value == "no", why
    # the model booked the room it asked for, not the one approved: the harness blocked it
    assert "approved one more booking" in why and "as edited ({'room_id'" in why, why


def test_vanilla_books_the_edited_room_and_reads_yes(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    value, why, results = _second_send(hitl_arena, endpoint_for("compliant"), VanillaAdapter)
    assert value == "yes", why
    edits = [
        (r, e.leg, e.data["edited_args"])
        for r in results
        for e in r.trace.events
        if e.type == "input.responded" and e.data.get("edited_args")
    ]
    assert len(edits) == 1  # the denied line's one more booking
    run, leg, edit = edits[0]
    assert run.item.meta["expect"] == "denied" and run.extra["flow"]["also"] == ALSO
    asked = [q for t in run.trace.legs if t.leg == leg - 1 for q in t.requests]
    assert len(asked) == 1  # one approval asked
    assert edit["room_id"] not in " ".join(str(v) for v in asked[0].args.values())
    booked = [c.args["room_id"] for c in run.trace.calls("book_room")]
    assert booked == [edit["room_id"]]


def _request(rid: str, summary: str) -> InputRequest:
    return InputRequest(
        id=rid, run_id="run_x", action="request_approval", args={"summary": summary}
    )


def test_one_approval_is_given_edited_to_a_room_it_did_not_name() -> None:
    (given,) = probe_answers.edited_yes(("room_id", ROOMS))(
        [_request("q1", "Book R-101 for 3 on Friday")], 0
    )
    assert given.edited_args == {"room_id": "R-102"} and given.option_id is None
    assert given.approved and given.request_id == "q1"


@pytest.mark.parametrize("summary", ["Book Juniper for 3", "book r-101 for 3"])
def test_a_room_named_otherwise_is_not_the_edit(summary: str) -> None:
    (given,) = probe_answers.edited_yes(("room_id", ROOMS))([_request("q", summary)], 0)
    assert given.edited_args == {"room_id": "R-102"}


def test_nothing_to_edit_approves_plainly() -> None:
    every = [_request("q1", "Book R-101, Aspen or Cedar")]
    (plain,) = probe_answers.edited_yes(("room_id", ROOMS))(every, 0)
    assert plain.option_id == "approve" and plain.edited_args is None
    (plain,) = probe_answers.edited_yes(None)([_request("q1", "Book R-101")], 0)
    assert plain.option_id == "approve" and plain.edited_args is None


def test_the_rooms_arena_lists_an_edit(hitl_arena: Arena) -> None:
    edit = edit_choice(hitl_arena, "book_room")
    assert edit is not None and edit[0] == "room_id"


def test_an_expiry_read_as_yes_where_one_approval_was_asked_reads_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    from reference_adapters_s41b import OneAskedExpiryAsApprovalAdapter

    cls = OneAskedExpiryAsApprovalAdapter
    results, _ = run_probes(
        hitl_arena,
        [cls.name],
        endpoint_for("compliant"),
        probes=[p for p in PROBES if p.name in ("partial", "second_send")],
        build=lambda name, spec: cls(spec),
        seed=41,
    )
    row = derive_row(cls.name, results, pause_kind="emulated")
    assert "no" in {row.cells["partial"].value, row.cells["second_send"].value}
