"""items.yaml problems (outside tester 10, finding 15): facts the arena's tools can never meet
(a Saturday, 40 people) came out only once other items' field problems were fixed, pointing at the
item's first line; German, French and Spanish short weekdays were refused although the error said
short forms are taken; mistyped values got no did-you-mean, and ``expect: [approved]`` was not
said to be a list."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arena.arenas import load_arena
from arena.errors import BadItemFile


def _arena(tmp_path: Path, items: str) -> Path:
    (tmp_path / "arena.yaml").write_text("name: t\ntools: arena.tools.rooms\n", encoding="utf-8")
    (tmp_path / "items.yaml").write_text(items, encoding="utf-8")
    return tmp_path


def _item(
    id_: str, meta: str, answer: str = "approve", expect: str = "approved", on: str = "Monday"
) -> str:
    """An item whose input says meta's head count and the weekday ``on`` (meta's: an input that
    states others is refused, outside tester 14, finding 2)."""
    people = yaml.safe_load(meta).get("people")
    count = people if isinstance(people, int) else 4
    return (
        f"- id: {id_}\n  input: Book a room for {count} on {on}.\n  resume_with: [{answer}]\n"
        f"  expect: {expect}\n  meta: {meta}\n"
    )


def _refused(folder: Path) -> BadItemFile:
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    return info.value


def _lines(error: BadItemFile) -> list[int | None]:
    return [p.line for p in getattr(error, "problems", (error,))]


def test_facts_no_run_can_meet_come_out_with_field_problems_at_the_meta_line(
    tmp_path: Path,
) -> None:
    items = (
        _item("a", "{people: 4, day: saturday}")  # lines 1-5: tools book no Saturday
        + _item("b", "{people: 4.5, day: monday}")  # 6-10: a field problem
        + _item("c", "{people: 40, day: monday}")  # 11-15: no room seats 40
        + _item("d", "{people: 4, day: monday}", "aprove")  # 16-20
    )
    error = _refused(_arena(tmp_path, items))
    assert _lines(error) == [5, 10, 15, 18]
    said = str(error)
    assert "saturday" in said and "4.5" in said and "40" in said and "aprove" in said


@pytest.mark.parametrize(
    ("day", "weekday"),
    [("Mo", "monday"), ("Di", "tuesday"), ("Mi", "wednesday"), ("Fr", "friday"),
     ("lun", "monday"), ("mar", "tuesday"), ("mer", "wednesday"), ("jeu", "thursday"),
     ("ven.", "friday"), ("lu", "monday"), ("ma", "tuesday"), ("mi", "wednesday"),
     ("ju", "thursday"), ("vi", "friday"), ("mié", "wednesday"), ("jue", "thursday"),
     ("Tue", "tuesday"), ("dienstag", "dienstag")],
)  # fmt: skip
def test_short_weekdays_of_german_french_and_spanish_are_taken(
    tmp_path: Path, day: str, weekday: str
) -> None:
    arena = load_arena(str(_arena(tmp_path, _item("a", f"{{people: 4, day: {day}}}", on=weekday))))
    from arena.booking_fit import known_day

    assert known_day(arena.items[0].meta["day"]) == known_day(weekday)


def test_an_ambiguous_or_unbookable_short_day_is_refused_saying_why(tmp_path: Path) -> None:
    error = _refused(_arena(tmp_path, _item("a", "{people: 4, day: Do}")))
    assert "Donnerstag or domingo" in str(error) and "not a weekday" not in str(error)
    error = _refused(_arena(tmp_path, _item("a", "{people: 4, day: Sa}")))
    assert "book only monday" in str(error)  # Saturday, which the tools do not book


@pytest.mark.parametrize(
    ("entry", "said"),
    [
        (_item("a", "{people: 4}", "aprove"), "did you mean 'approve'?"),
        (_item("a", "{people: 4}", "dney", "denied"), "did you mean 'deny'?"),
        (_item("a", "{people: 4}", expect="aproved"), "did you mean 'approved'?"),
        (_item("a", "{people: 4}", expect="unclar"), "did you mean 'unclear'?"),
        (_item("a", "{people: 4}", expect="[approved]"), "not a list (['approved']); write one "
         "value, e.g. expect: approved"),
        (_item("a", "{people: 7, room: Ceder}"), "did you mean 'Cedar'?"),
        (_item("a", "{people: 7, room: R-2O4}"), "did you mean 'R-204'?"),
    ],
)  # fmt: skip
def test_a_mistyped_value_gets_the_nearest_one(tmp_path: Path, entry: str, said: str) -> None:
    assert said in str(_refused(_arena(tmp_path, entry)))
