"""Red team 41: answers no probe run gave. Every run of ``arena run --probes`` but the partial
probe's was answered as the item's file says, no run typed a yes and none edited an answer, so
four broken adapters read exactly as vanilla, 12/12 and every cell alike: one that handed the
model the file's verdict wherever the model asked one approval (:class:`OnePendingPeekAdapter`),
one that handed every typed answer to the model as a rejection (:class:`TypedAsRejectionAdapter`),
one that handed an edited approval as a plain one (:class:`EditDroppedAdapter`), one that
dropped the person's note (:class:`NoteDroppedEverywhereAdapter`; no probe run gave one) and one
that answered the model's later asks on a session line with the first approval, unasked
(:class:`RememberedApprovalAdapter`; no probe run asked twice on one line). The second-send probe
now answers against the file, a denied item approved and an approved one denied with a note
(:func:`arena.probe_answers.contrary`, :func:`~arena.probe_answers.with_reason`), and on the
approved line asks one more booking, answered with a typed yes (:data:`arena.probe_answers.ALSO`);
its cell holds what the model read to the answer given; the partial probe gives its approved
item's first approval with a note (:class:`ApprovalNoteDroppedAdapter` dropped notes on approvals
only) and approves its denied item's first request with an edit
(:func:`arena.probe_answers.edited`)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import PROBES, run_probes
from arena.runner import RunResult
from reference_adapters_s41 import (
    ApprovalNoteDroppedAdapter,
    EditDroppedAdapter,
    NoteDroppedEverywhereAdapter,
    OnePendingPeekAdapter,
    RememberedApprovalAdapter,
    TypedAsRejectionAdapter,
)


def _cell(
    arena: Arena, endpoint: ModelEndpoint, cls: type, probe: str
) -> tuple[str, str, list[RunResult]]:
    results, _ = run_probes(
        arena,
        [cls.name],
        endpoint,
        probes=[p for p in PROBES if p.name == probe],
        build=lambda name, spec: cls(spec),
        seed=41,
    )
    cell = derive_row(cls.name, results, pause_kind="emulated").cells[probe]
    return cell.value, cell.why, results


@pytest.mark.parametrize(
    ("cls", "probe", "why"),
    [
        (OnePendingPeekAdapter, "second_send", "the model read deny for its call"),
        (RememberedApprovalAdapter, "second_send", "0 request(s) put to the person"),
        (TypedAsRejectionAdapter, "second_send", "approved one more booking"),
        (EditDroppedAdapter, "partial", "the verdicts were not carried out as given"),
        (NoteDroppedEverywhereAdapter, "second_send", "with a note"),
        (ApprovalNoteDroppedAdapter, "partial", "approved request"),
    ],
)
def test_an_adapter_wrong_on_an_answer_no_probe_gave_reads_no(
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
    cls: type,
    probe: str,
    why: str,
) -> None:
    value, reason, _ = _cell(hitl_arena, endpoint_for("compliant"), cls, probe)
    assert value == "no", reason
    assert why in reason, reason


@pytest.mark.parametrize("probe", ["partial", "second_send"])
def test_vanilla_reads_yes_with_the_answers_given(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint], probe: str
) -> None:
    value, reason, results = _cell(hitl_arena, endpoint_for("compliant"), VanillaAdapter, probe)
    assert value == "yes", reason
    answers = [
        (e.data.get("option_id"), e.data.get("text"), e.data.get("edited_args"), e.data.get("note"))
        for r in results
        for e in r.trace.events
        if e.type == "input.responded"
    ]
    from arena.probe_answers import APPROVAL_NOTE, REASON, TYPED_YES

    if probe == "second_send":  # each run answered against its file, the denial with a note;
        # then one more booking asked: approved in words on the approved run, edited on the
        # denied one (red team 41b), and on the denied one one more left to lapse (red team 42)
        edits = [a[2] for a in answers if a[2]]
        assert len(edits) == 1 and set(edits[0]) == {"room_id"}
        assert sorted(answers, key=str) == sorted(
            [
                ("deny", None, None, REASON),
                ("approve", None, None, APPROVAL_NOTE),  # with a note (red team 45)
                (None, TYPED_YES, None, None),
                (None, None, edits[0], APPROVAL_NOTE),  # an edit with a note (red team 45)
                ("expired", None, None, None),
            ],
            key=str,
        )
        (line,) = [r for r in results if r.item.meta["expect"] == "approved"]
        assert [c.args["room_id"] for c in line.trace.calls("book_room") if c.status == "ok"] == [
            c.args["room_id"] for c in line.trace.calls("book_room")
        ]
        assert len(line.trace.calls("book_room")) == 2
    else:  # one edit, on the denied item's first request, of a room none of the three named
        (edit,) = [a[2] for a in answers if a[2]]
        booked = [c.args["room_id"] for r in results for c in r.trace.calls("book_room")]
        assert edit["room_id"] in booked


def test_contrary_answers_each_item_against_its_file(hitl_arena: Arena) -> None:
    from arena.probe_answers import contrary

    checks = hitl_arena.default_checks
    for item in hitl_arena.items:
        other = contrary(item, checks)
        if item.meta.get("expect") == "approved":
            assert other.resume_with == ("deny",)
            assert other.meta["expect"] == "denied" and other.checks == checks["denied"]
        else:
            assert other.resume_with == ("approve",)
            assert other.meta["expect"] == "approved" and other.checks == checks["approved"]
        assert other.input == item.input and other.id == item.id


def test_the_edit_names_a_value_no_request_asked_about() -> None:
    from arena.probe_answers import edited

    rooms = (("R-101", ("Juniper",)), ("R-102", ("Aspen",)), ("R-204", ("Cedar",)))
    assert edited(("room_id", rooms), ["Book R-101 for 4", "Book Aspen on Tuesday"]) == {
        "room_id": "R-204"
    }
    # a value inside another word is no mention of it
    assert edited(("room_id", rooms), ["R-1010", "R-102", "R-204"]) == {"room_id": "R-101"}
    assert edited(("room_id", rooms), ["R-101", "R-102", "Cedar"]) is None
    assert edited(None, ["R-101"]) is None
