"""Each load problem's fix, followed as written, loads the item (outside tester 21, p2).

Three fixes did not: ``meta.avoid`` of a room the input never mentions loaded silently and
failed every honest adapter that picked that room; ``resume_with: [yes]`` said "quote it", and
the quoted ``"yes"`` was refused next; ``people: 40`` said "expect no_approval", and an item
that kept its ``resume_with`` was refused next for answering a pause nobody asks. Each test here
reads the edit out of the message itself, applies it to the file, and loads it again.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.item_facts import booked_avoided
from arena.item_stated import MetaAgainstInput
from arena.tools import rooms

ASPEN, CEDAR = rooms.ROOMS[1], rooms.ROOMS[2]


def folder_with(tmp_path: Path, items: list[dict[str, object]]) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text("name: mine\ntools: arena.tools.rooms\n")
    (folder / "items.yaml").write_text(yaml.safe_dump(items, sort_keys=False, allow_unicode=True))
    return folder


def refusal(folder: Path, *, scripted: bool = True) -> BadItemFile:
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder), scripted=scripted)
    assert "\n" not in str(info.value)
    return info.value


def item(input_: str, meta: dict[str, object], **more: object) -> dict[str, object]:
    fields = {"resume_with": ["approve"], "expect": "approved"} | more
    return {"id": "a", "input": input_, **fields, "meta": meta}


# --- meta.avoid must be a room the input mentions ---------------------------------------------


@pytest.mark.parametrize(
    ("avoid", "unsaid"),
    [
        ("Aspen", "Aspen"),
        (ASPEN.id, ASPEN.id),
        ([CEDAR.name, ASPEN.name], f"{CEDAR.name} or {ASPEN.name}"),
        (f"{ASPEN.name}, {CEDAR.id}", f"{ASPEN.name} or {CEDAR.id}"),
    ],
)
def test_an_avoid_the_input_never_mentions_is_refused_and_its_fix_loads(
    tmp_path: Path, avoid: object, unsaid: str
) -> None:
    input_ = "Book a room for 6 people on Tuesday."
    meta = {"people": 6, "day": "tuesday", "avoid": avoid}
    folder = folder_with(tmp_path, [item(input_, meta)])
    error = refusal(folder)
    lines = (folder / "items.yaml").read_text().splitlines()
    assert lines[error.line - 1].strip().startswith("avoid:")  # at the avoid key
    assert error.problem.startswith(
        f"item 'a': meta avoid {avoid!r}: the input never mentions {unsaid}, "
    )
    # Followed as written: the sentence it names, added to the input.
    said = re.search(r"add '([^']+)' to it", error.problem)
    assert said is not None, error.problem
    folder_with(tmp_path, [item(f"{input_} {said.group(1)}", meta)])
    (loaded,) = load_arena(str(folder)).items
    assert loaded.meta["avoid"] == avoid  # still compared: a booking of it fails
    assert booked_avoided(loaded.meta, ASPEN.id, {ASPEN.name.casefold(): ASPEN.id.casefold()})
    # Or the other fix: meta avoid left out.
    assert "or leave meta avoid out" in error.problem
    folder_with(tmp_path, [item(input_, {"people": 6, "day": "tuesday"})])
    assert load_arena(str(folder)).items


def test_an_avoid_partly_mentioned_keeps_what_the_input_says(tmp_path: Path) -> None:
    input_ = "Book a room for 6 people on Tuesday, not Cedar."
    meta = {"people": 6, "day": "tuesday", "avoid": ["Cedar", "Aspen"]}
    folder = folder_with(tmp_path, [item(input_, meta)])
    error = refusal(folder)
    assert "the input never mentions Aspen," in error.problem
    kept = re.search(r"keep only what it mentions, avoid: \[([^\]]*)\]", error.problem)
    assert kept is not None and kept.group(1) == "Cedar", error.problem
    folder_with(tmp_path, [item(input_, meta | {"avoid": [kept.group(1)]})])
    (loaded,) = load_arena(str(folder)).items
    assert loaded.meta["avoid"] == ["Cedar"]


def test_an_unmentioned_avoid_is_refused_for_another_model_too(tmp_path: Path) -> None:
    """No model can know of a room the input never names, so ``--model-url`` changes nothing:
    refused, as ``meta.room`` the input never names is."""
    meta = {"people": 6, "day": "tuesday", "avoid": "Aspen"}
    folder = folder_with(tmp_path, [item("Book a room for 6 people on Tuesday.", meta)])
    assert "the input never mentions Aspen" in refusal(folder, scripted=False).problem


@pytest.mark.parametrize(
    "input_",
    [
        "Book a room for 6 people on Tuesday, not Aspen.",
        "Bitte buche einen Raum für 6 Personen am Dienstag, aber nicht Aspen.",
        "Réserve une salle pour 6 personnes mardi, mais pas Aspen.",
        "Reserva una sala para 6 personas el martes, pero no Aspen.",
        "rm 6ppl tue, anything but aspen, book",
        "Aspen was too cramped last time. Please book something for 6 people on Tuesday.",
        "Book a room for 6 people on Tuesday - avoid R-102 please.",
        "Book a room for 6 people on Tuesday, anything except room 102.",
        "Book a room for 6 people on Tuesday, not Aspn.",  # a slip the room reader corrects
    ],
)
def test_an_avoid_the_input_mentions_loads(tmp_path: Path, input_: str) -> None:
    meta = {"people": 6, "day": "tuesday", "avoid": "Aspen"}
    (loaded,) = load_arena(str(folder_with(tmp_path, [item(input_, meta)]))).items
    assert loaded.meta["avoid"] == "Aspen"


# --- resume_with: a plain yes or no ------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "expect", "answer"),
    [
        ("[yes]", "approved", "approve"),
        ("[Yes]", "approved", "approve"),
        ("[on]", "approved", "approve"),
        ("[no]", "denied", "deny"),
        ("[off]", "denied", "deny"),
        ('["yes"]', "approved", "approve"),
        ("['no']", "denied", "deny"),
        ('["OK"]', "approved", "approve"),
    ],
)
def test_a_yes_or_no_answer_is_told_an_answer_that_loads(
    tmp_path: Path, written: str, expect: str, answer: str
) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text("name: mine\ntools: arena.tools.rooms\n")
    text = (
        "- id: a\n  input: Book a room for 6 people on Tuesday.\n"
        f"  resume_with: {written}\n  expect: {expect}\n"
    )
    (folder / "items.yaml").write_text(text)
    error = refusal(folder)
    assert error.line == 3
    assert "quote it" not in error.problem
    # Both answers the message offers, each written in as it is said, load.
    offered = re.search(r"write (\w+) \(a plain \w+\), or (text:\w+)", error.problem) or (
        re.search(r"did you mean (\w+) \(a plain \w+\), or (text:\w+)", error.problem)
    )
    assert offered is not None, error.problem
    assert offered.group(1) == answer
    for fix in offered.groups():
        (folder / "items.yaml").write_text(text.replace(written, f"[{fix!r}]"))
        (loaded,) = load_arena(str(folder)).items
        assert loaded.resume_with == (fix,)


def test_a_yes_as_a_check_is_told_to_name_a_check(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text("name: mine\ntools: arena.tools.rooms\n")
    (folder / "items.yaml").write_text(
        "- id: a\n  input: Book a room for 6 people on Tuesday.\n  resume_with: [approve]\n"
        "  checks: [yes]\n"
    )
    error = refusal(folder)
    assert "quote it" not in error.problem and "write the check's name" in error.problem


# --- expect: no_approval, with the answers and checks it makes idle ---------------------------


def _follow_no_approval(problem: str, entry: dict[str, object]) -> dict[str, object]:
    """The item with ``expect: no_approval`` and whatever the message says to remove."""
    fix = re.search(r"expect: no_approval(?: and remove ((?:\w+)(?: and \w+)*))?", problem)
    assert fix is not None, problem
    removed = (fix.group(1) or "").split(" and ")
    return {k: v for k, v in entry.items() if k not in removed} | {"expect": "no_approval"}


CASES = {
    "no room seats them": ("Book a room for 40 people on Thursday.", {"people": 40, "day": "thursday"}),
    "not understood": ("Book a room for a few of us sometime.", {}),
    "no room free that day": (
        "Book a room for 20 people on Monday.", {"people": 20, "day": "monday"},
    ),
}  # fmt: skip


@pytest.mark.parametrize("case", CASES)
@pytest.mark.parametrize(
    ("more", "removed"),
    [
        ({}, "resume_with"),
        ({"checks": ["suspended", "booked_as_approved"]}, "resume_with and checks"),
    ],
)
def test_expect_no_approval_says_to_remove_what_it_makes_idle(
    tmp_path: Path, case: str, more: dict[str, object], removed: str
) -> None:
    input_, meta = CASES[case]
    entry = item(input_, meta, **more)
    folder = folder_with(tmp_path, [entry])
    error = refusal(folder)
    assert f"expect: no_approval and remove {removed}" in error.problem, error.problem
    folder_with(tmp_path, [_follow_no_approval(error.problem, entry)])
    (loaded,) = load_arena(str(folder)).items
    assert loaded.meta["expect"] == "no_approval" and loaded.resume_with == ()


def test_expect_no_approval_alone_where_the_item_has_nothing_else(tmp_path: Path) -> None:
    """An item for ``--human`` (no answers, default checks): the fix stays one edit."""
    input_, meta = CASES["no room seats them"]
    entry = {k: v for k, v in item(input_, meta).items() if k != "resume_with"}
    folder = folder_with(tmp_path, [entry])
    error = refusal(folder)
    assert "expect: no_approval (the agent should say no room fits)" in error.problem
    folder_with(tmp_path, [_follow_no_approval(error.problem, entry)])
    assert load_arena(str(folder)).items


@pytest.mark.parametrize(
    ("input_", "avoid", "fixed"),
    [
        ("Book Aspen for 6 people on Tuesday.", "Aspen", {"people": 6, "day": "tuesday"}),
        (
            "Bitte buche Aspen für 6 Personen am Dienstag, aber nicht Cedar.",
            ["Cedar", "R-102"],
            {"people": 6, "day": "tuesday", "avoid": ["Cedar"]},
        ),
    ],
)
def test_an_avoid_of_the_room_the_input_asks_for_is_refused_and_warned_of(
    tmp_path: Path, input_: str, avoid: object, fixed: dict[str, object]
) -> None:
    """Mentioned, but as the room to book: the scripted model books it and fails every run.
    Another model may read it otherwise (``--model-url``): a warning there."""
    meta = {"people": 6, "day": "tuesday", "avoid": avoid}
    folder = folder_with(tmp_path, [item(input_, meta)])
    error = refusal(folder)
    assert "the scripted model reads R-102 (Aspen) as the room the input asks for" in error.problem
    with pytest.warns(MetaAgainstInput, match="R-102 \\(Aspen\\) as the room the input asks"):
        assert load_arena(str(folder), scripted=False).items
    # Followed as written: the meta fix, then the input fix.
    leave = re.search(r"leave (meta avoid|\S+ out of meta avoid) ", error.problem)
    assert leave is not None, error.problem
    assert (leave.group(1) == "meta avoid") == (not isinstance(avoid, list))
    folder_with(tmp_path, [item(input_, fixed)])
    assert load_arena(str(folder)).items
    said = re.search(r"and say '([^']+)'", error.problem)
    assert said is not None, error.problem
    rewritten = f"Book a room for 6 people on Tuesday, {said.group(1)}."
    if isinstance(avoid, list):
        rewritten = rewritten.replace(".", ", not Cedar.")
    folder_with(tmp_path, [item(rewritten, meta)])
    assert load_arena(str(folder)).items
