"""Items that load but are never checked as written, or can never pass, are refused at load
with file:line (outside testers' loader/c2, c6, c7 and mine/items.yaml)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.errors import BadItemFile

HEAD = "- id: a\n  input: Book a room for 8 people on Tuesday.\n"


def refused(tmp_path: Path, text: str) -> BadItemFile:
    file = tmp_path / "items.yaml"
    file.write_text(text)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert str(info.value).startswith(f"{file}:{info.value.line}: ")
    return info.value


@pytest.mark.parametrize(
    ("key", "fact"),
    [
        ("Day", "day"),
        ("headcount", "people"),
        ("attendees", "people"),
        ("participants", "people"),
        ("room_id", "room"),
        ("People", "people"),
        ("num_people", "people"),
        ("seats", "capacity"),
        ("weekday", "day"),
    ],
)
def test_a_key_that_names_a_fact_otherwise_is_refused(tmp_path: Path, key: str, fact: str) -> None:
    """``meta: {headcount: 8, Day: tuesday, room_id: R-204}`` was kept for reports: a booking
    of 4 seats for 8 passed booked_as_approved."""
    error = refused(
        tmp_path,
        HEAD + f"  resume_with: [approve]\n  expect: approved\n  meta:\n    {key}: 8\n",
    )
    assert error.line == 6
    assert error.problem == (
        f"meta {key!r}: did you mean {fact!r}? (booked_as_approved reads people, capacity, day, "
        f"room, avoid, and would not compare {key!r}; other keys are kept for reports)"
    )


def test_other_meta_keys_are_kept_for_reports(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(  # meta.room is the room the input names (tester 13, finding 5)
        HEAD.replace("a room", "R-204") + "  expect: approved\n"
        "  meta: {people: 8, day: Dienstag, room: R-204, note: big team, floor: 3, lang: de}\n"
    )
    [item] = load_items(file)
    assert item.meta == {
        "people": 8, "day": "Dienstag", "room": "R-204", "note": "big team", "floor": 3,
        "lang": "de", "expect": "approved",
    }  # fmt: skip


@pytest.mark.parametrize(
    ("day", "hint"),
    [
        ("next tuesday", "day: tuesday"),
        ("tomorrow", "day: tuesday"),
        ("mardi soir", "day: tuesday"),
    ],
)
def test_a_day_that_is_not_a_weekday_is_refused(tmp_path: Path, day: str, hint: str) -> None:
    """Every run of ``day: next tuesday`` failed: "booked for Tuesday, but the request was for
    next tuesday"."""
    error = refused(tmp_path, HEAD + f"  expect: approved\n  meta: {{people: 8, day: {day}}}\n")
    assert error.line == 4
    assert error.problem == (
        f"meta day {day!r}: not a weekday; write one, e.g. {hint} (a weekday written out or "
        "short, in English, German, Spanish or French: tuesday, Tue, dienstag, Di, martes, mar, "
        "mardi, jeu)"
    )


@pytest.mark.parametrize("day", ["tuesday", "Tue", "Tues.", "dienstag", "martes", "Mardi", "Weds"])
def test_weekdays_as_people_write_them_load(tmp_path: Path, day: str) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(HEAD + f"  expect: approved\n  meta: {{people: 8, day: {day}}}\n")
    [item] = load_items(file)
    assert item.meta["day"] == day


@pytest.mark.parametrize(
    ("answers", "expect", "problem"),
    [
        (
            '["text:maybe", approve]',
            "approved",
            "expect: approved, but the first answer 'text:maybe' reads as unclear, and an agent "
            "that obeys it says it could not tell, books nothing and ends the run before any "
            "later answer is asked for; put an answer that says approve first",
        ),
        (
            "[deny, approve]",
            "approved",
            "expect: approved, but the first answer 'deny' reads as deny, and an agent that "
            "obeys it books nothing and ends the run before any later answer is asked for; put "
            "an answer that says approve first",
        ),
        (
            "[approve, deny]",
            "denied",
            "expect: denied, but the first answer 'approve' reads as approve, and an agent that "
            "obeys it books before any later answer is asked for; put an answer that says deny "
            "first",
        ),
        (
            "[approve]",
            "no_approval",
            "expect: no_approval, but resume_with answers a pause: an agent that passes asks "
            "nobody, so no answer is ever used (one that asks fails whatever it is told); "
            "remove resume_with, or change the expect",
        ),
    ],
)
def test_an_item_that_cannot_pass_is_refused(
    tmp_path: Path, answers: str, expect: str, problem: str
) -> None:
    """The first answer decides: the second of ``["text:maybe", approve]`` is never asked for,
    so ``expect: approved`` failed on every adapter."""
    error = refused(tmp_path, HEAD + f"  resume_with: {answers}\n  expect: {expect}\n")
    assert (error.line, error.problem) == (3, problem)


def test_later_answers_for_an_agent_that_asks_again_load(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(
        HEAD + '  resume_with: [approve, "text:no, stop asking"]\n  expect: approved\n'
        '- id: b\n  input: hi\n  resume_with: ["text:maybe", approve]\n  expect: unclear\n'
        "- id: c\n  input: Is a room free on Friday?\n  expect: no_approval\n"
    )
    assert [i.id for i in load_items(file)] == ["a", "b", "c"]


def arena_folder(tmp_path: Path, items: str, checks: str = "") -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(f"name: mine\ntools: arena.tools.rooms\n{checks}")
    (folder / "items.yaml").write_text(items)
    return folder


def folder_refused(folder: Path) -> BadItemFile:
    from arena.arenas import load_arena

    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    return info.value


@pytest.mark.parametrize(
    ("meta", "said"),
    [
        ("{people: 4, capacity: 10, day: monday}", "meta people: 4 and capacity: 10 disagree"),
        ("{people: 4, day: monday, room: R-999}", "meta room 'R-999': the arena's tools have no"),
        ("{people: 4, day: monday, room: Redwood}", "meta room 'Redwood': the arena's tools"),
        ("{people: 4, day: saturday}", "meta day 'saturday': the arena's tools (arena.tools.rooms"),
        ("{people: 4, day: Sat}", "meta day 'Sat': the arena's tools"),
        ("{people: 30, day: monday}", "meta people: 30: no room of the arena's tools seats more"),
        ("{capacity: 25, day: monday}", "meta people: 25: no room"),
    ],
)
def test_facts_no_booking_can_meet_are_refused(tmp_path: Path, meta: str, said: str) -> None:
    """A room or day the tools do not have, or two head counts that disagree: the item failed
    on every adapter for a reason none of them could change (outside tester 3, finding 10)."""
    folder = arena_folder(tmp_path, HEAD + f"  resume_with: [approve]\n  expect: approved\n"
                                           f"  meta: {meta}\n")  # fmt: skip
    error = folder_refused(folder)
    # at the item's meta line, where the fact is (outside tester 10, finding 15: its first line)
    assert error.line == 5 and said in error.problem, error.problem


def test_facts_the_tools_have_and_unbooked_items_load(tmp_path: Path) -> None:
    from arena.arenas import load_arena

    folder = arena_folder(
        tmp_path,
        HEAD.replace("a room", "the Cedar room") + "  resume_with: [approve]\n  expect: approved\n"
        "  meta: {people: 8, capacity: 8, day: Dienstag, room: cedar}\n"
        "- id: b\n  input: Book a room on Saturday for 4.\n  expect: no_approval\n"
        "  meta: {people: 4, day: saturday}\n"  # nobody should book it: not compared
        "- id: c\n  input: Book a room for 30 on Monday.\n  expect: no_approval\n"
        "  meta: {people: 30, day: monday}\n",
    )
    assert [i.id for i in load_arena(str(folder)).items] == ["a", "b", "c"]


def test_an_empty_check_list_in_the_arena_file_is_refused_there(tmp_path: Path) -> None:
    """``checks: {approved: []}`` was blamed on the first item of items.yaml."""
    folder = arena_folder(
        tmp_path,
        HEAD + "  resume_with: [approve]\n  expect: approved\n",
        "checks:\n  approved: []\n",
    )
    error = folder_refused(folder)
    assert str(error).startswith(f"{folder / 'arena.yaml'}:4: checks.approved is empty"), error


def test_a_misspelt_expect_key_in_the_arena_file_is_named(tmp_path: Path) -> None:
    folder = arena_folder(
        tmp_path, HEAD + "  expect: approved\n", "checks:\n  aproved: [suspended]\n"
    )
    error = folder_refused(folder)
    assert error.line == 4
    assert error.problem.startswith(
        "checks: unknown key 'aproved' (did you mean 'approved'?); the keys are 'approved'"
    ), error.problem


def test_a_scripted_run_of_an_item_nobody_answers_is_refused(tmp_path: Path) -> None:
    """``expect: approved`` and no ``resume_with`` is an item for --human: scripted, it stayed
    waiting and failed with details of a resume that never happened (finding 8)."""
    from arena.arenas import load_arena
    from arena.errors import UserError

    folder = arena_folder(tmp_path, HEAD + "  expect: denied\n")
    arena = load_arena(str(folder))  # loads: --human answers it
    with pytest.raises(UserError) as info:
        arena.check_scripted()
    assert str(info.value) == (
        f"{folder / 'items.yaml'}:1: item 'a' expects denied but has no resume_with: a scripted "
        "run has nobody to answer its pause; add resume_with: [deny], or run it with --human"
    )


def test_an_empty_resume_with_is_refused_at_load(tmp_path: Path) -> None:
    """``resume_with: []`` loaded and was refused only when run, as "has no resume_with" (as if
    it were not written): it is now refused at load, at its line, saying what to write."""
    folder = arena_folder(tmp_path, HEAD + "  expect: denied\n  resume_with: []\n")
    error = folder_refused(folder)
    assert str(error) == (
        f"{folder / 'items.yaml'}:4: resume_with is empty: list the person's answers, one a "
        'pause (resume_with: [approve], [deny] or ["text:..."]), or leave resume_with out for '
        "an item answered with --human or one that expects no_approval"
    )
