"""Requests the loader refused though the scripted model reads them as people mean them (outside
tester 20): a signature, a correction with its reason, a weekday taken back, "just me and Tom", a
"step-free access" bullet, "could we nab a room". They load as written."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _arena(tmp_path: Path, text: str, meta: str) -> str:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(
        f"- id: x\n  input: {text!r}\n  resume_with: [approve]\n  expect: approved\n"
        f"  meta: {meta}\n"
    )
    return str(tmp_path)


@pytest.mark.parametrize(
    ("text", "meta"),
    [
        (
            "Dear Facilities team,\n\nCould you reserve a meeting room on Tuesday? There will be "
            "seven attendees.\n\nKind regards,\n\nMargaret Whitfield\nTel: +44 20 7946 0321\n"
            "Floor 3, Room 305, 1 Canada Square\n\nCONFIDENTIALITY NOTICE: confidential.",
            "{people: 7, day: tuesday}",
        ),
        (
            "Please book a room on Monday for 4 - actually make that 6, Priya's bringing two.",
            "{people: 6, day: monday}",
        ),
        (
            "um so we need somewhere for eight of us on tuesday first thing no not tuesday "
            "wednesday sorry wednesday",
            "{people: 8, day: wednesday}",
        ),
        ("Just me and Tom on Monday, book us a room.", "{people: 2, day: monday}"),
        (
            "Room request for Wednesday:\n- 10 people\n- step-free access\n- 2-4pm",
            "{people: 10, day: wednesday}",
        ),
        ("Could we nab a room Tuesday for the four of us?", "{people: 4, day: tuesday}"),
    ],
)
def test_requests_written_as_people_do_load(tmp_path: Path, text: str, meta: str) -> None:
    assert [i.id for i in load_arena(_arena(tmp_path, text, meta)).items] == ["x"]
