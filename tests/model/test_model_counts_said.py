"""Head counts a person says clearly that the stand-in model misread (outside tester 13): a year
beside "9 people" read as 2024 people, "Zwei Teams à vier Personen" as 2, "für 6, nein, für 7
Leute" as 6, "5 people + 1 interpreter" as 5 (a role it did not know), "two PMs and a designer"
without the designer, "We were 10, now 6" as 10 (a past count over the current one), "twelve
people minus the three on leave" as 12 and "a room for Alice, Bob and Carol" not at all.

The cases here are written apart from the tester's sentences (other phrasings, languages and
nouns), so the rules are checked and not the sentences. A request that is truly ambiguous stays
not understood.
"""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

#: (request, head count) — each on one weekday
HELD_OUT = [
    # a year is no head count beside a count of people
    ("Room for the 2025 offsite planning, 7 people, Thursday.", 7),
    ("Thursday: FY2026 budget review with 5 attendees", 5),
    ("For our 2027 roadmap session we are 8, Monday please.", 8),
    ("Reserva una sala para la revisión 2025, 6 personas, el lunes.", 6),
    ("Raum für die Jahresplanung 2026 am Mittwoch, 11 Personen.", 11),
    # groups times their size
    ("Three tables à 4 people on Friday.", 12),
    ("Drei Gruppen je fünf Personen am Dienstag.", 15),
    ("2 teams with 5 people each, Wednesday.", 10),
    ("Two groups of 3 each on Monday.", 6),
    ("Trois équipes de quatre personnes mardi.", 12),
    ("Book for 3 x 2 people on Friday.", 6),
    ("Dos equipos de cinco personas el jueves.", 10),
    # a correction after "nein", "no", "non", "sorry", with a preposition
    ("Raum am Montag für 4, nein, für 5 Personen.", 5),
    ("Room on Monday for 4, no, for 5 people.", 5),
    ("Une salle lundi pour 8, non, pour 9 personnes.", 9),
    ("Sala el lunes para 3, perdón, para 4 personas.", 4),
    ("Book Friday for 10 - sorry, for 11 people.", 11),
    # roles added with plus/and count, whatever the role's word
    ("Book a room for 4 engineers + 1 translator on Tuesday.", 5),
    ("Room for 6 people plus a photographer, Tuesday.", 7),
    ("Tuesday: 3 developers and 1 consultant.", 4),
    ("For 5 people and two guests on Tuesday.", 7),
    ("4 people + 1 facilitator + 1 note-taker on Tuesday", 6),
    ("For 8 colleagues and our auditor on Tuesday.", 9),
    ("Room for 2 recruiters and a candidate on Tuesday.", 3),
    ("Two analysts, one architect and a tester need a room Tuesday.", 4),
    ("A product manager, two designers and one researcher on Tuesday.", 4),
    ("5 Personen + 1 Dolmetscher am Dienstag.", 6),
    # things added are no people
    ("Room for 4 people + 1 projector on Tuesday.", 4),
    ("For 6 people and a whiteboard on Tuesday.", 6),
    ("For 5 people plus a monitor on Tuesday.", 5),
    ("Room for 4 and a power strip on Tuesday.", 4),
    # the current count wins over a past one
    ("We used to be 8, now we are 5. Room on Friday.", 5),
    ("Last month we were 12 but this Friday we are only 6.", 6),
    ("Previously 9 people, now 7 — Friday please.", 7),
    ("Letzte Woche waren wir 10, jetzt sind wir 6, Freitag.", 6),
    ("La semana pasada éramos 10, ahora somos 4. El viernes.", 4),
    ("Book a room for 6 on Friday; last time we were 9.", 6),
    # people taken from the count, with an article between
    ("Ten people minus the two on holiday, Friday.", 8),
    ("Room for 9 people less the 2 who are remote, Friday.", 7),
    ("Eight of us without the three on leave, Friday.", 5),
    ("Room for 6 people without 2 screens on Friday.", 6),
    # people listed by name
    ("Book a room for Maria, Tom and Jana on Monday.", 3),
    ("Room for Dana and Lee on Monday.", 2),
    ("A room for Ana, Ben, Chloe and me on Monday.", 4),
    ("Raum für Lena, Max und mich am Montag.", 3),
    ("Une salle pour Paul, Marie et moi lundi.", 3),
    ("Sara, Omar and Li need a room on Monday.", 3),
    # unchanged: plain counts
    ("Book a room for 6 people on Monday.", 6),
    ("two teams of 3 on Friday", 6),
    ("Book a room for 4 on Tuesday. Actually make it 6.", 6),
    ("Room for 5 people + 2 interns on Wednesday.", 7),
]

#: Requests the model must not guess (truly ambiguous): not understood
UNCLEAR = [
    "Book a room for Sales and Marketing on Monday.",
    "Room for the 2024 kickoff on Tuesday.",
    "Room for 2 teams on Tuesday.",
    "Book a room for Alice and the design team on Monday.",
    "We were 10 last time. Room on Friday.",
    "Ten people minus the interns, Friday.",
]


@rows(("text", "want"), HELD_OUT)
def test_clear_head_count(text: str, want: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == want


@rows("text", UNCLEAR)
def test_unclear_head_count_is_not_guessed(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)


#: The outside tester's own cases (tester13, model_parse*.py) — (request, people, weekday)
TESTER = [
    ("Book a room for 2024 kickoff, 9 people, Tuesday.", 9, "Tuesday"),
    ("Zwei Teams à vier Personen, Donnerstag, bitte einen Raum.", 8, "Thursday"),
    ("Buche für Freitag einen Raum für 6, nein, für 7 Leute.", 7, "Friday"),
    ("Book a room for 5 people + 1 interpreter on Friday.", 6, "Friday"),
    ("Three engineers, two PMs and one designer need a room on Wednesday.", 6, "Wednesday"),
    ("Three engineers, two PMs and a designer need a room on Wednesday.", 6, "Wednesday"),
    ("We were 10, now 6 — book a room Friday.", 6, "Friday"),
    ("Last week's room for 12 was too big. This Tuesday we are 4.", 4, "Tuesday"),
    ("Book a room for twelve people minus the three on leave, Friday.", 9, "Friday"),
    ("Can you book a room for Alice, Bob and Carol on Thursday?", 3, "Thursday"),
    ("Book a room for Alice, Bob, Carol and me on Thursday?", 4, "Thursday"),
]


@rows(("text", "want", "day"), TESTER)
def test_tester_head_counts(text: str, want: int, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (want, day)


#: Italian, Dutch and Portuguese requests (outside tester 13, finding 4): read with the day and
#: number words of arena.wording and the people words here
OTHER_LANGUAGES = [
    ("Prenota una sala per sei persone martedì", 6, "Tuesday"),
    ("Boek een ruimte voor zes personen op dinsdag", 6, "Tuesday"),
    ("Reserve uma sala para seis pessoas na sexta-feira", 6, "Friday"),
    ("Prenota una sala per 8 persone giovedì.", 8, "Thursday"),
    ("Siamo in cinque, prenota una sala per venerdì.", 5, "Friday"),
    ("Prenota una sala per tre colleghi lunedì.", 3, "Monday"),
    ("Una sala per 4 persone e un interprete mercoledì.", 5, "Wednesday"),
    ("Boek een zaal voor 7 mensen op woensdag.", 7, "Wednesday"),
    ("Boek een ruimte voor twaalf deelnemers op maandag.", 12, "Monday"),
    ("Boek een ruimte voor 3 personen en een tolk op donderdag.", 4, "Thursday"),
    ("Reserva uma sala para 5 pessoas na quarta-feira.", 5, "Wednesday"),
    ("Preciso de uma sala para dez pessoas na segunda-feira.", 10, "Monday"),
    ("Uma sala para 6 pessoas e um tradutor na terça-feira.", 7, "Tuesday"),
    ("Reserve uma sala para quatro pessoas na sexta-feira", 4, "Friday"),
    ("Somos catorze pessoas na quinta-feira.", 14, "Thursday"),
    ("Sala para quatorze pessoas na segunda-feira.", 14, "Monday"),
]


@rows(("text", "want", "day"), OTHER_LANGUAGES)
def test_italian_dutch_portuguese_requests(text: str, want: int, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (want, day)
