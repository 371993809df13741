"""An item's scripted answer may be an edit (evidence43, red team 42's open restart edit).

``resume_with`` held only ``approve``, ``deny`` and ``text:…``, so no durable_state item could be
answered with an edit and an adapter that drops an edit only after a restart passed every crash
point (``tests/durable/test_s42_restart_edit.py``). ``edit:NAME=VALUE`` approves with the gated
tool's arguments changed, as ``arena approve --edit`` does: checked as the items load as an
operator's edit is checked, each refusal at the answer's line; the runner, the store's check of
a scripted answer and the durable_state arena's answering process give it as an edit.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import UserError
from arena.hosting import SCRIPTED, _not_scripted
from arena.runner import scripted_answerer
from arena.store.codec import item_to_json
from arena.types import InputRequest, InputResponse

HITL = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop" / "arena.yaml"


def _arena(tmp_path: Path, answer: str, expect: str = "approved") -> Path:
    """An arena of one item (6 people on Tuesday) answered ``answer``, on line 3."""
    folder = tmp_path / "mine"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text(HITL.read_text().replace("human_in_the_loop", "mine", 1))
    (folder / "items.yaml").write_text(
        "- id: e-1\n"
        "  input: Book a meeting room for 6 people on Tuesday.\n"
        f"  resume_with: [{answer!r}]\n"
        f"  expect: {expect}\n"
        "  meta: {capacity: 6, day: tuesday}\n"
    )
    return folder


def _refusal(tmp_path: Path, answer: str, expect: str = "approved") -> str:
    with pytest.raises(UserError) as caught:
        load_arena(str(_arena(tmp_path, answer, expect)))
    return str(caught.value)


@pytest.mark.parametrize(
    ("answer", "loaded"),
    [
        ("edit:room_id=R-204", "edit:room_id=R-204"),
        ("edit:room_id=cedar", "edit:room_id=R-204"),  # a room's name: its id, as --edit
        ("edit: room_id = r-305", "edit:room_id=R-305"),
    ],
)
def test_an_edit_answer_loads_spelled_as_the_tool_knows_it(
    tmp_path: Path, answer: str, loaded: str
) -> None:
    (item,) = load_arena(str(_arena(tmp_path, answer))).items
    assert item.resume_with == (loaded,)


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        # the operator's refusals, word for word, at the answer's line
        ("edit:room=R-204", "book_room has no argument 'room' (did you mean 'room_id'?)"),
        ("edit:room_id=Ceder", "room_id='Ceder' is not one book_room knows (did you mean 'Cedar'"),
        ("edit:room_id=R-101", "R-101 (Juniper) seats 4, but this request is for 6 people"),
        ("edit:room_id=R-999", "room_id='R-999' is not one book_room knows"),
        # its form
        ("edit:room_id", "'room_id' is not NAME=VALUE; e.g. edit:room_id=R-204"),
        ("edit:room_id=", "room_id= has no value"),
        ("edit:", "changes nothing: write NAME=VALUE after edit:"),
        ("edit:room_id=R-204, room_id=R-210", "room_id is given twice"),
    ],
)
def test_a_wrong_edit_is_refused_at_its_line_as_an_operators_edit_is(
    tmp_path: Path, answer: str, said: str
) -> None:
    text = _refusal(tmp_path, answer)
    assert "mine/items.yaml:3:" in text, text
    assert said in text, text


def test_an_edit_taken_that_day_is_refused_naming_the_free_rooms(tmp_path: Path) -> None:
    """R-101 is taken on Monday in the rooms arena's schedule (as ``arena approve --edit``)."""
    folder = _arena(tmp_path, "edit:room_id=R-204")
    text = (folder / "items.yaml").read_text().replace("6 people on Tuesday", "2 people on Monday")
    (folder / "items.yaml").write_text(
        text.replace("capacity: 6, day: tuesday", "capacity: 2, day: monday")
    )
    from arena.tools import rooms

    taken = [r.id for r in rooms.ROOMS if r.id not in {x.id for x in rooms.available(2, "Monday")}]
    assert taken, "the schedule takes some room on Monday"
    (folder / "items.yaml").write_text(
        (folder / "items.yaml").read_text().replace("room_id=R-204", f"room_id={taken[0]}")
    )
    with pytest.raises(UserError) as caught:
        load_arena(str(folder))
    assert "mine/items.yaml:3:" in str(caught.value) and "Monday" in str(caught.value)


def test_an_edit_approves_so_a_denied_item_answered_with_one_is_refused(tmp_path: Path) -> None:
    text = _refusal(tmp_path, "edit:room_id=R-204", expect="denied")
    assert "no answer in resume_with says deny ('edit:room_id=R-204' reads as approve)" in text


@pytest.mark.parametrize(
    "answer", ["Edit:room_id=R-204", "edit room_id=R-204", "edits:room_id=R-204"]
)
def test_a_misspelt_edit_is_told_the_forms(tmp_path: Path, answer: str) -> None:
    assert "edit:NAME=VALUE" in _refusal(tmp_path, answer)


@pytest.mark.parametrize(
    ("answer", "expect"),
    [
        ("approve", "approved"),
        ("deny", "denied"),
        ("text:Sure, go ahead", "approved"),
        ("text:edit: room_id=R-204 please", "unclear"),  # words, as the model reads them
    ],
)
def test_the_other_forms_load_as_before(tmp_path: Path, answer: str, expect: str) -> None:
    (item,) = load_arena(str(_arena(tmp_path, answer, expect))).items
    assert item.resume_with == (answer,)


def test_the_runner_and_the_store_give_an_edit_as_an_edit(tmp_path: Path) -> None:
    from arena.item_answers import edit_fields, given, response

    (item,) = load_arena(str(_arena(tmp_path, "edit:room_id=cedar"))).items
    request = InputRequest(id="req_1", run_id="run_1", action="request_approval")
    (answer,) = scripted_answerer(item)([request], 0) or []
    assert (answer.option_id, answer.text, answer.edited_args) == (None, None, {"room_id": "R-204"})
    assert answer.responder == SCRIPTED and answer.approved
    assert given("edit:room_id=R-204") == (None, None, {"room_id": "R-204"})
    assert given("text:yes") == (None, "yes", None) and given("deny") == ("deny", None, None)
    assert edit_fields("text:edit: room_id=R-204") is None and edit_fields("approve") is None
    # the store takes the runner's edit for a scripted run, and no other answer
    c = sqlite3.connect(":memory:")
    c.row_factory = sqlite3.Row
    c.execute("CREATE TABLE requests (id TEXT, leg INTEGER)")
    c.execute("INSERT INTO requests VALUES ('req_1', 1)")
    stored = item_to_json(item)
    assert _not_scripted(c, stored, "req_1", SCRIPTED, answer) is None
    plain = InputResponse(request_id="req_1", option_id="approve", responder=SCRIPTED)
    other = response("edit:room_id=R-210", "req_1", SCRIPTED)
    for wrong in (plain, other):
        why = _not_scripted(c, stored, "req_1", SCRIPTED, wrong)
        assert why is not None and "'edit:room_id=R-204'" in why, why


def test_durable_state_answers_one_item_with_an_edit() -> None:
    answers = {i.id: i.resume_with for i in load_arena("durable_state").items}
    assert answers["durable-03"] == ("edit:room_id=R-305",)
    assert {a for v in answers.values() for a in v} == {"approve", "deny", "edit:room_id=R-305"}
