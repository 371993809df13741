"""speed53d: one answer's reading wrote out its chat shorthand (chat.spell_out) and asked whether
it is another language's whole yes or no (other_languages.whole_answer) two or three times over,
and every later reading of the same answer (the item's check, the model, the report) again. Both
are kept per text; a text one character away is still read anew."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording import chat, other_languages
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"
ROOMS = [(room.id, room.name) for room in all_rooms()]

ANSWERS = [
    "Evet, lütfen",
    "はい、お願いします",
    "Hapana, asante",
    "Nee, ik wijs het af",
    "nvm, dont book",
    "go 4 it tmrw",
    "Ναι, ευχαριστώ",
    "yes pls 👍",
    "Ja, book det.",
]


@rows("answer", ANSWERS)
def test_a_second_reading_of_an_answer_spells_nothing_out_again(answer: str) -> None:
    first = explain_answer(answer, ASKED, rooms=ROOMS)
    spelt, whole = chat.spell_out.cache_info(), other_languages.whole_answer.cache_info()
    assert explain_answer(answer, ASKED, rooms=ROOMS) == first
    again, whole_again = chat.spell_out.cache_info(), other_languages.whole_answer.cache_info()
    assert again.misses == spelt.misses and again.hits > spelt.hits, (spelt, again)
    assert whole_again.misses == whole.misses, (whole, whole_again)


# Each pair: a text and a near miss read right after it, which must not take its reading.
PAIRS = [
    ("Evet", "Evet?", "yes", None),  # asked back: no answer
    ("Ne", "Ne, ευχαριστώ", None, "yes"),  # "ne" alone no yes; a Greek yes beside Greek words
    ("Hapana", "Hapana asante", "no", "no"),
    ("はい", "はい…", "yes", None),  # trailing off
    ("Ei", "Ei?", "no", None),
    ("Так", "Так?", "yes", None),
]


@rows(("text", "near", "said", "near_said"), PAIRS)
def test_a_near_miss_keeps_its_own_whole_answer(
    text: str, near: str, said: str | None, near_said: str | None
) -> None:
    assert other_languages.whole_answer(text) == said
    assert other_languages.whole_answer(near) == near_said
    assert other_languages.whole_answer(text) == said  # read back after the near miss


@rows(
    "text",
    ["nvm", "go 4 it", "~~yes~~ no", "@bot yes", "Evet, lütfen", "can, no", "passt ned", "10-4"],
)
def test_spelt_out_as_before(text: str) -> None:
    """The kept writing-out is the one a fresh reading gives, read alone or after another."""
    fresh = chat.spell_out.__wrapped__(text)
    assert chat.spell_out(text) == fresh
    chat.spell_out(text + " ok")
    assert chat.spell_out(text) == fresh
