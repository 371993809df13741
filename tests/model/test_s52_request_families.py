"""The request families requests52 reads anew, as tables of the scripted model's readers.

1. A room ruled out in lower case after "except" ("8 tuesday except cedar") was read as people
   taken from the count ("it takes people from the count without saying how many"): the room
   is ruled out and the count kept. A person taken ("except bob", "except Tom") still asks.
2. A weekday after a count read as a month ("8 mardi", "martedì 9": "mar…" is March), and the
   approval question said "(the request says: 8 mardi)"; so did "maybe 8", "marketing 4".
3. Portuguese fallbacks ("na quinta, senão sexta") offered no second day to try.
4. A request's closing in its own language ("Danke und Gruß,", "Merci,", "Gracias,") was no
   sign-off, so the signature's "Büro: Raum 210" was read as the room asked for.
"""

from __future__ import annotations

import pytest

from arena.model.day_choice import days_else
from arena.model.task import BookingRequest, NotUnderstood, read_request
from arena.wording.facts import read_facts
from arena.wording.mail import without_signature

EXCEPT_ROOM = [
    "Book a room for 8 tuesday except cedar",
    "room for 8 tue, except cedar pls",
    "Book a room for 8 on Tuesday except cedar",
    "8 ppl tuesday except cedar",
    "8 ppl tuesday except Cedar",  # the day between: not "6 people except Aspen"
    "Une salle pour 8 mardi sauf cedar",
    "sala para 8 el martes excepto cedar",
    "Raum für 8 am Dienstag außer cedar",
    "Book a room for 8 on Tuesday, except Cedar.",  # capitalised: read so before
]


@pytest.mark.parametrize("text", EXCEPT_ROOM)
def test_a_room_after_except_is_ruled_out_not_taken_from_the_count(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.avoid) == (8, "Tuesday", frozenset({"cedar"}))


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Book a room for 8 people except bob on Tuesday", None),  # someone, how many?
        ("We are 8 except Tom, Tuesday", None),
        ("6 people except aspen on Friday", None),  # right after the people: may be a person
        ("Book a room for 10 people except 2 on Tuesday", 8),
        ("Book a room for 8 on Tuesday except me", 7),
    ],
)
def test_near_misses_people_taken_from_the_count_stay_as_they_were(
    text: str, want: int | None
) -> None:
    read = read_request(text)
    if want is None:
        assert isinstance(read, NotUnderstood), read
    else:
        assert isinstance(read, BookingRequest) and read.capacity == want, read


@pytest.mark.parametrize(
    "text",
    [
        "Réservez une salle pour 8 mardi.",
        "salle pr 8 mardi stp",
        "Una sala per 8 martedì.",
        "sala para 8 martes",
        "el martes 9 a las diez",
        "maybe 8 people on Tuesday",
        "book the marketing 4 people Tuesday",
        "a junior 2 and me",
        "separate 2 rooms",
        "decide 3 options",
    ],
)
def test_a_word_that_starts_as_a_month_is_no_date(text: str) -> None:
    assert not [f for f in read_facts(text) if f.kind == "date"], read_facts(text)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("on March 8", "8 march"),
        ("8th of Dec", "8 december"),
        ("Dec. 8", "8 december"),
        ("le 3 mars", "3 march"),
        ("Sept 9", "9 september"),
        ("on 3rd of march", "3 march"),
        ("Salle pour 6 le mardi 8 décembre", "8 december"),  # not "8 march" from "mardi 8"
        ("3 juni", "3 june"),
    ],
)
def test_months_are_still_dates(text: str, date: str) -> None:
    assert [f.values for f in read_facts(text) if f.kind == "date"] == [frozenset({date})]


@pytest.mark.parametrize(
    "text",
    [
        "Sala para 6 pessoas na quinta, senão sexta.",
        "Preciso de uma sala para 6 na quinta-feira, senão na sexta-feira.",
        "Reserve uma sala para 6 na quinta; se não der, sexta.",
        "Reserva uma sala pra 6 na quinta, se não, na sexta.",
        "Uma sala para 6 na quinta-feira; caso contrário, sexta.",
        "sala p 6 na quinta senao sexta pfv",
        # the other languages, as before
        "Sala para 6 el jueves; si no, el viernes.",
        "Una sala per 6 giovedì, altrimenti il venerdì.",
        "Salle pour 6 jeudi, sinon vendredi.",
        "Raum für 6 am Donnerstag, sonst Freitag.",
    ],
)
def test_a_fallback_day_is_offered_in_portuguese_too(text: str) -> None:
    assert days_else(text, "thursday") == ("Friday",)


@pytest.mark.parametrize(
    "text",
    ["Uma sala para 6 na quinta, sexta não.", "Sala para 6 na quinta, sexta é feriado."],
)
def test_near_misses_a_day_ruled_out_is_no_fallback(text: str) -> None:
    assert days_else(text, "thursday") == ()


_BODIES = {
    "de": ("Hallo,\n\nbitte einen Raum für 5 Personen am Mittwoch buchen.\n\n",
           "Anna Schmidt\nBüro: Raum 210\nTelefon 030 1234567"),
    "fr": ("Bonjour,\n\nune salle pour 5 personnes mercredi svp.\n\n",
           "Jean Dupont\nSalle 210, bâtiment B\nTél. : 01 23 45 67 89"),
    "es": ("Hola,\n\nuna sala para 5 personas el miércoles, por favor.\n\n",
           "Lucía Gómez\nSala 210\nTel. 912 345 678"),
    "it": ("Ciao,\n\nuna sala per 5 persone mercoledì.\n\n",
           "Marco Rossi\nStanza 210\nCell. 333 1234567"),
    "pt": ("Olá,\n\numa sala para 5 pessoas na quarta-feira.\n\n",
           "João Silva\nSala 210\nTel.: 11 91234-5678"),
    "nl": ("Hoi,\n\neen zaal voor 5 op woensdag graag.\n\n",
           "Jan de Vries\nKamer 210\nTel. 020 123 4567"),
    "en": ("Hi,\n\na room for 5 on Wednesday please.\n\n",
           "John Smith\nRoom 210\nTel: 020 7946 0958"),
}  # fmt: skip
_CLOSINGS = [
    ("de", "Danke und Gruß,"), ("de", "Danke und Grüße"), ("de", "Vielen Dank"), ("de", "Danke!"),
    ("de", "Schöne Grüße"), ("de", "MfG"), ("de", "Herzliche Grüße"), ("de", "Gruß"),
    ("fr", "Merci,"), ("fr", "Merci d'avance,"), ("fr", "Bien à vous,"), ("fr", "Salutations,"),
    ("fr", "Bonne journée,"), ("fr", "Cordialement"), ("fr", "Meilleures salutations,"),
    ("es", "Gracias,"), ("es", "Muchas gracias,"), ("es", "Un abrazo,"),
    ("it", "Grazie,"), ("it", "Grazie mille,"), ("it", "A presto,"), ("it", "Buona giornata,"),
    ("pt", "Obrigado,"), ("pt", "Obrigada,"), ("pt", "Abs,"),
    ("nl", "Bedankt,"), ("nl", "Groetjes,"), ("nl", "Hartelijke groet,"), ("nl", "Mvg,"),
    ("en", "All the best,"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "closing"), _CLOSINGS)
def test_a_request_reads_above_its_signature(lang: str, closing: str) -> None:
    body, signature = _BODIES[lang]
    text = f"{body}{closing}\n{signature}"
    assert without_signature(text).strip() == body.strip()
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.room is None, read  # not R-210
    assert (read.capacity, read.day) == (5, "Wednesday")


@pytest.mark.parametrize(
    ("text", "room"),
    [
        # a sentence below the closing: no signature, the room asked for is read
        ("Bitte einen Raum für 5 am Mittwoch.\n\nDanke!\nBitte doch Raum R-210 nehmen.", "R-210"),
        ("Une salle pour 5 mercredi.\n\nMerci,\nen fait plutôt la salle R-210 svp", "R-210"),
        # the room asked for above the signature by name, found in the search (not R-305)
        ("Book Cedar for 6 on Thursday.\n\nDanke und Gruß,\nAnna\nRaum R-305, 3. OG", None),
    ],
)
def test_near_misses_a_closing_followed_by_words_is_read(text: str, room: str | None) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.room == room, read
