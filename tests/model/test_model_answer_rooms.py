"""Red team 11, finding 2: the answer reader took any capitalised word it did not know for a room
the answer added, so a clear yes that names a project, team, client or person, a German noun or
a mail signature read unclear and the correct agent could not book ("Yes, book it for the Berlin
team sync.", "Ja, das passt. Viele Grüße, Anna", "Sent from Outlook for iOS"), while a room's
name said where a person's stands approved ("Yes. Thanks, Cedar"). A room is now one of the
arena's rooms, by name or id, as every caller knows them (the harness from the tools module, the
scripted model from its search results, the items loader from the arena); only where no rooms
are known does an id-shaped word ("R-204") count as one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.decisions import arena_rooms, reads_as_approval
from arena.drive import Driver
from arena.errors import BadItemFile
from arena.tools.rooms import ROOMS as TABLE
from arena.types import InputRequest
from arena.wording.answers import read_answer
from row_table import rows

ROOMS = [(r.id, r.name) for r in TABLE]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"

YESES = [
    # the red team's
    "Yes, book it for the Berlin team sync.", "Yes, go ahead. The meeting is about the Phoenix launch.",
    "Yes, this is for the Acme Corp client visit.", "Yes, go ahead. Agenda: Roadmap review.",
    "Yes please! See you there, Kim", "Yes, book Aspen. I'll tell Tom and Sarah.",
    "Yes, bill it to Marketing", "Yes, charge cost centre Engineering", "Yes, it's for our Q3 planning.",
    "Ja, passt für unser Teammeeting.", "Ja, das passt. Viele Grüße, Anna",
    "Ja, bitte reservieren, es geht um die Quartalsplanung.", "Sì, procedi pure. Grazie, Marco",
    "Oui, c'est pour la réunion Marketing.", "Sí, resérvala para la reunión de Ventas.",
    "Yes, go ahead.\n\nSent from Outlook for iOS", "Yes. Ticket: OPS-1234.",
    "Yes, go ahead (for Project Apollo).", "Yes, go ahead. CC: Legal.",
    "Yes, please book it. Our CEO will join.", "Yes, go ahead. FYI the Zoom link is in the invite.",
    # our own
    "Yes, the Mercury team needs it.", "Approved, the Contoso people are coming.",
    "Yes, go ahead. Lisa is presenting.", "Ja, für das Projekt Zugspitze.",
    "Oui, merci. Cordialement, Julien Martin", "Sí, adelante. Un saludo, Javier García",
    "Sì, per il progetto Dolomiti.", "Yes.\n\n--\nMark Thompson | VP Engineering | Globex",
    "Yes, book it.\n\nGet Outlook for Android", "Yes, go ahead, it's our SOC2 audit prep. INC0012345",
]  # fmt: skip
ANOTHER_ROOM = [
    "Yes, Maple", "Yes. Thanks, Cedar", "Yes, I, Cedar, approve", "Yes, R-210 please",
    "Yes, but room 204", "Ja, aber bitte Cedar", "Oui, mais plutôt Maple", "Yes - SEQUOIA",
    "Yes, book r204", "Yes, go ahead in Maple\n\nBest,\nMaria", "OK. Sent from Cedar",
    "Approved, but in the Atrium", "Yes, Juniper, thanks Dana",
]  # fmt: skip


@rows("answer", YESES)
def test_a_yes_that_names_no_room_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
    assert read_answer(answer, ASKED) == "approve"  # no guess without rooms either


@rows("answer", ANOTHER_ROOM)
def test_a_yes_that_names_another_of_the_arenas_rooms_is_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", ["Yes, book Aspen", "Yes, R-102 please", "Yes, r102 is fine"])
def test_the_asked_room_by_name_or_id_is_a_plain_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_only_id_shaped_words_are_rooms_when_no_rooms_are_known() -> None:
    assert read_answer("Yes, R-210 please", ASKED) == "unclear"
    assert read_answer("Yes, room 12", ASKED) == "unclear"
    assert read_answer("Yes, Maple", ASKED) == "approve"  # no table: no word is guessed a room
    # an arena's own rooms are its own: "Lakeview" is one there, not in the built-in table
    assert read_answer("Yes, Lakeview", ASKED, rooms=[("H-11", "Lakeview")]) == "unclear"


def _request(summary: str) -> InputRequest:
    return InputRequest(
        id="req_1", run_id="run_1", action="request_approval", args={"summary": summary}
    )


def test_the_harness_reads_against_the_tools_modules_rooms() -> None:
    request = _request(ASKED)
    assert ("R-204", "Cedar") in arena_rooms(request)
    assert reads_as_approval("Yes, book it for the Berlin team sync.", request)
    assert reads_as_approval("Ja, das passt. Viele Grüße, Anna", request)
    assert not reads_as_approval("Yes. Thanks, Cedar", request)
    assert not reads_as_approval("Yes, Maple", request)


@pytest.mark.parametrize(
    ("answer", "booked"),
    [("Yes, go ahead. It is for the Zurich offsite.", 1), ("Yes, bill it to Marketing", 1),
     ("Yes, Maple please. Thanks, Tom", 0)],
)  # fmt: skip
def test_the_scripted_model_and_the_harness_agree_end_to_end(
    endpoint_for: Callable[[str], ModelEndpoint], answer: str, booked: int
) -> None:
    t = Driver.for_adapter("vanilla", endpoint_for("compliant"))
    t.send("Book a meeting room for 6 people on Tuesday.")
    t.respond(t.require_input_request(action="request_approval"), text=answer)
    if booked:
        t.called_tool("book_room", status="ok", times=1)
    else:
        t.called_tool("book_room", times=0)


def _arena(tmp_path: Path, answer: str) -> Path:
    tmp_path.mkdir()
    (tmp_path / "arena.yaml").write_text("name: typed\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        "- id: t-01\n  input: Book R-102 for 6 people on Tuesday.\n"
        f"  resume_with: [{answer!r}]\n  expect: approved\n"
        "  meta: {capacity: 6, day: tuesday, room: R-102}\n"
    )
    return tmp_path


def test_the_items_loader_reads_typed_answers_against_the_arenas_rooms(tmp_path: Path) -> None:
    for i, yes in enumerate(["Yes, book it for the Berlin team sync.", "Ja, passt. Grüße, Anna"]):
        arena = load_arena(str(_arena(tmp_path / f"yes{i}", f"text:{yes}")))
        assert [item.id for item in arena.items] == ["t-01"]
    for i, other in enumerate(["Yes, Maple", "Yes. Thanks, Cedar"]):
        with pytest.raises(BadItemFile, match="reads as unclear"):
            load_arena(str(_arena(tmp_path / f"other{i}", f"text:{other}")))
