"""The loader's refusals of an item the scripted model would not play as written, and the fixes
they name, each followed word for word (outside tester 16).

- A ``meta`` head count or weekday the model reads otherwise in the input was told "make meta
  people 2": the model's reading, which may be its mistake (a list of four names read as 2 because
  of "half past two"); followed, the item loaded and passed for the wrong reason. The refusal now
  offers both fixes, the input's first: say the count (or day) in the input, or change ``meta``.
- An input the model reads as only asking what is free ("Thursday, 3 people, whatever's free")
  loaded with ``expect: approved``/``denied``, and every adapter then failed ``suspended`` ("You
  only asked what is free"): refused at the input's line, with a sentence that asks for the
  booking.
- ``people: "4"`` (quoted) reads as 4, as ``day: Tue`` reads as tuesday; a text that only looks
  like digits (``"²"``) is refused in one line, not with Python's ``int()`` error.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _load(folder: Path, text: str, meta: dict[str, object], expect: str = "approved") -> str | None:
    """The refusal of one item, or ``None`` where it loads."""
    folder.mkdir(exist_ok=True)
    (folder / "arena.yaml").write_text(ARENA)
    answer = {"approved": "approve", "denied": "deny", "unclear": "text:which floor?"}
    facts = ", ".join(f"{k}: {v}" for k, v in meta.items())
    resume = f"  resume_with: [{answer[expect]!r}]\n" if expect in answer else ""
    (folder / "items.yaml").write_text(
        f"- id: a\n  input: {text!r}\n{resume}  expect: {expect}\n  meta: {{{facts}}}\n"
    )
    try:
        load_arena(str(folder))
    except BadItemFile as exc:
        return str(exc)
    return None


#: (input, meta, key, the words that state the key in the input): meta says otherwise
CONTRADICTED = [
    ("Book a room for twelve people on Friday.", {"people": 10, "day": "friday"}, "people",
     "for twelve people"),
    ("Book a room for me, Priya, Tom and Alex on Thursday at half past two.",
     {"people": 5, "day": "thursday"}, "people", "for me, Priya, Tom and Alex"),
    ("Hi! For Tues at quarter to four we need space for Ana, Ben, Chen, Dmitri, Eve and Farid",
     {"people": 7, "day": "tuesday"}, "people", "for Ana, Ben, Chen, Dmitri, Eve and Farid"),
    ("Book a room for a dozen people on Fri.", {"capacity": 10, "day": "friday"}, "capacity",
     "for a dozen people"),
    ("Book a room for 4 people next Tuesday.", {"people": 4, "day": "wednesday"}, "day",
     "next Tuesday"),
    ("Reserve a room on Dienstag for 6 people.", {"people": 6, "day": "Mi"}, "day", "on Dienstag"),
]  # fmt: skip


def _meta_fix(message: str, key: str) -> object:
    found = re.search(rf"make meta {key} (\w+)", message)
    assert found, message
    return int(found.group(1)) if key != "day" else found.group(1)


def _input_fix(message: str) -> str:
    found = re.search(r"in the input in place of [^(]*\(e\.g\. '([^']+)'\)", message)
    assert found, message
    return found.group(1)


@pytest.mark.parametrize(("text", "meta", "key", "words"), CONTRADICTED)
def test_the_input_fix_comes_first_and_both_load_when_followed(
    tmp_path: Path, text: str, meta: dict[str, object], key: str, words: str
) -> None:
    message = _load(tmp_path / "before", text, meta)
    assert message is not None, "meta contradicts the input: refused"
    assert f"meta {key} " in message and "the scripted model reads " in message, message
    # the input's fix before meta's: the reading may be the model's mistake, meta the truth
    assert message.index("say so in the input" if key != "day" else "name it in the input") < (
        message.index(f"make meta {key}")
    ), message
    # followed word for word: the item's value said in the input, in place of what said it
    said = _input_fix(message)
    assert str(meta[key]) in said or key == "day", message
    assert _load(tmp_path / "input", text.replace(words, said), meta) is None, (message, said)
    # or the model's reading taken as the item's meaning, in meta
    assert _load(tmp_path / "meta", text, {**meta, key: _meta_fix(message, key)}) is None, message


def test_an_input_that_already_says_meta_count_is_told_so(tmp_path: Path) -> None:
    """Where the input says "10 people" and more words change the count (here correctly, 2 are
    remote), "say 10 people in the input" would loop: the refusal says the input says it, that
    other words changed the count, and still offers both fixes."""
    text = "Book a room for 10 people on Tuesday, 2 of them remote."
    message = _load(tmp_path / "before", text, {"people": 10, "day": "tuesday"})
    assert message is not None
    assert "the input says '10 people', yet the scripted model reads 8 people" in message, message
    assert message.index("reword what else in the input") < message.index("make meta people 8")
    assert _load(tmp_path / "meta", text, {"people": 8, "day": "tuesday"}) is None


#: Inputs the scripted model reads as asking only what is free (no booking asked for)
ONLY_ASKING = [
    "Quick one: Thursday 2:30pm, 3 people, whatever's free",
    "Thursday, 3 people, whatever's free please",
    "Is there anything free Thursday for 5?",
    "Do we have space for 10 on Friday?",
    "Gibt es am Freitag einen freien Raum für 6 Leute?",
    "¿Hay alguna sala libre el martes para 4 personas?",
]


@pytest.mark.parametrize("expect", ["approved", "denied", "unclear"])
@pytest.mark.parametrize("text", ONLY_ASKING)
def test_an_item_that_needs_a_booking_asked_for_only_asks_what_is_free(
    tmp_path: Path, text: str, expect: str
) -> None:
    message = _load(tmp_path / "before", text, {}, expect)
    assert message is not None, "every adapter would fail suspended: refused"
    assert message.startswith(f"{tmp_path / 'before' / 'items.yaml'}:2: item 'a': "), message
    assert "only asking what is free" in message and "\n" not in message, message
    said = re.search(r"end it with '([^']+)'", message)
    assert said, message
    assert _load(tmp_path / "asked", f"{text} {said.group(1)}", {}, expect) is None, message
    assert _load(tmp_path / "asking", text, {}, "no_approval") is None  # asking is its point


@pytest.mark.parametrize(("given", "read"), [('"4"', 4), ('" 12 "', 12), ("4", 4)])
def test_a_quoted_head_count_reads_as_the_number(tmp_path: Path, given: str, read: int) -> None:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(
        f"- id: a\n  input: Book a room for {read} people on Tuesday.\n  resume_with: [approve]\n"
        f"  expect: approved\n  meta: {{people: {given}, day: tuesday}}\n"
    )
    assert load_arena(str(tmp_path)).items[0].meta["people"] == read


@pytest.mark.parametrize("given", ['"²"', '"4.5"', '"four"'])
def test_a_head_count_text_that_is_no_whole_number_is_refused_in_one_line(
    tmp_path: Path, given: str
) -> None:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(
        "- id: a\n  input: Book a room for 4 people on Tuesday.\n  resume_with: [approve]\n"
        f"  expect: approved\n  meta: {{people: {given}, day: tuesday}}\n"
    )
    with pytest.raises(BadItemFile) as info:
        load_arena(str(tmp_path))
    assert str(info.value) == (
        f"{tmp_path / 'items.yaml'}:5: meta people {given.strip(chr(34))!r}: the number of "
        "people, as a whole number of at least 1 (e.g. people: 4)"
    )
