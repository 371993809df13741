"""The "it" after a question about a room is that room (requests49b).

"Why didn't you book Cedar for 6 on Tuesday? Please book it now." booked Aspen: the question's
"didn't" read Cedar as ruled out, and the "it" of the booking after it named no room. A room
asked about and then taken by a pronoun ("Then book it", "buch ihn", "resérvala", "réserve-la",
"prenotala", "reserva-a", "boek hem") is the room asked for. A refusal ("Don't book it yet") and
another room named after the question keep their reading."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.wording.numbers import fold
from row_table import rows


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows(
    "text",
    [
        "Why didn't you book Cedar for 6 on Tuesday? Please book it now.",
        "Why didnt you book Cedar for 6 on tuesday?? just book it",
        "Why can't we book Cedar for 6 on Tuesday? Book it anyway, please.",
        "Why wasn't Cedar booked for 6 on Tuesday? Grab it now.",
        "Is Cedar free Tuesday? Then book it for 6.",
        "Cedar — can you grab it? 6 of us on Tuesday.",
        "Is Cedar free on Tuesday? If so, book that one for 6.",
        "Warum hast du Cedar nicht gebucht? Bitte buch ihn jetzt, 6 Personen, Dienstag.",
        "Ist Cedar am Dienstag frei? Dann buch ihn für 6.",
        "¿Por qué no reservaste Cedar para el martes? Resérvala ya, somos 6.",
        "¿Está libre Cedar el martes? Entonces resérvalo para 6.",
        "Pourquoi tu n'as pas réservé Cedar mardi ? Réserve-la maintenant, on est 6.",
        "Cedar est libre mardi ? Alors réserve-la pour 6.",
        "Cedar è libera martedì? Allora prenotala per 6.",
        "A Cedar está livre na terça? Então reserva-a para 6.",
        "Is Cedar vrij op dinsdag? Boek hem dan voor 6.",
    ],
)
def test_it_after_a_question_about_a_room_is_that_room(text: str) -> None:
    assert _booked(text) == ["R-204"]


@rows(
    ("text", "booked"),
    [
        ("Why didn't you book Cedar for 6 on Tuesday? Please book Maple now.", ["R-210"]),
        ("Why didn't you book Cedar for 6 on Tuesday?", []),
        ("Is Cedar free Tuesday for 6? Don't book it yet.", []),
        ("Cedar is too small, right? Book something else for 6 on Tuesday.", ["R-102"]),
    ],
)
def test_near_misses_keep_their_reading(text: str, booked: list[str]) -> None:
    assert _booked(text) == booked


@rows(
    ("text", "taken"),
    [
        ("is cedar free? then book it.", True),
        ("is cedar free? then don't book it.", False),
        ("is cedar free. book it.", False),  # no question
        ("is cedar free? book maple, not it.", False),  # another room named before the pronoun
    ],
)
def test_taken_after_question_reads_the_pronoun(text: str, taken: bool) -> None:
    from arena.model.room_questioned import taken_after_question

    folded = fold(text)
    end = folded.index("cedar") + len("cedar")
    maple = folded.find("maple")
    assert taken_after_question(folded, end, maple if maple >= 0 else len(folded)) is taken
