"""How the scripted model reads a room request, with phrasings nobody on this project wrote.

Each row is a sentence a tester outside the repository might type; the expected reading is what a
person would understand. Sentences that do not say the head count or the day must come back as
``NotUnderstood`` with a reason, never as a guess.
"""

from __future__ import annotations

from arena.model.task import (
    BookingRequest,
    CalledOff,
    NotUnderstood,
    parse_room,
    read_request,
)
from row_table import rows

READS = [
    # English, digits and words
    ("Could you reserve a room for twenty-two colleagues on Thursday?", 22, "Thursday"),
    ("We'll be thirty-five in total on Friday, find us something big.", 35, "Friday"),
    ("Need space for a team of nine next Tuesday please", 9, "Tuesday"),
    ("Book something on Monday, there are 7 of us.", 7, "Monday"),
    ("Wednesday: seven engineers and two designers", 9, "Wednesday"),
    ("It's the 4 of us plus 2 guests, Friday works", 6, "Friday"),
    ("me and 3 colleagues need a room on Tue", 4, "Tuesday"),
    ("Book a room for eleven on Wednesday at 3pm for two hours", 11, "Wednesday"),
    ("Friday 10:30, 15 attendees, any floor", 15, "Friday"),
    ("Half a dozen of us on Thursday", 6, "Thursday"),
    ("a couple of people on Monday for a quick sync", 2, "Monday"),
    ("Book a 1:1 room on Friday", 2, "Friday"),
    ("Book a room on the 3rd floor for 8 analysts on Tuesday", 8, "Tuesday"),
    ("One hundred people on Friday? Probably no room that big", 100, "Friday"),
    ("Room for 6 people incl. 2 guests on Wednesday", 6, "Wednesday"),
    ("For 4 on Monday, with 2 screens please", 4, "Monday"),
    ("Our 6-person stand-up on tuesdays needs a room", 6, "Tuesday"),
    # a range: the room seats the most who may come (the lower end was read, or both added)
    ("Need space for 4-5 people Monday", 5, "Monday"),
    ("book a room for 10 to 12 people wed", 12, "Wednesday"),
    ("somewhere for between 4 and 6 people on Tuesday", 6, "Tuesday"),
    ("zwischen 4 und 6 Personen am Dienstag", 6, "Tuesday"),
    ("de 4 a 6 personas el martes", 6, "Tuesday"),
    ("4 ou 5 personnes mardi", 5, "Tuesday"),
    ("Can you get us a room Thursday? It's me plus 2", 3, "Thursday"),
    ("for 6 people on Tuesday from 10 to 12", 6, "Tuesday"),
    # German
    ("Bitte buche für zweiundzwanzig Personen am Mittwoch einen Raum", 22, "Wednesday"),
    ("Wir sind zu fünft, am Donnerstag", 5, "Thursday"),
    ("Raum für 8 Leute am Dienstagnachmittag reservieren", 8, "Tuesday"),
    ("Am Freitag kommen dreizehn Kolleginnen, bitte einen Raum buchen", 13, "Friday"),
    ("Montag: ich und zwei Kollegen", 3, "Monday"),
    # Spanish
    ("Reserva una sala para veintidós personas el martes", 22, "Tuesday"),
    ("Somos ocho, el miércoles por la tarde", 8, "Wednesday"),
    ("El jueves necesitamos sala para treinta y dos asistentes", 32, "Thursday"),
    ("Una sala el lunes para 3 personas y 2 invitados", 5, "Monday"),
    # French
    ("Réserve une salle pour vingt-deux personnes mardi", 22, "Tuesday"),
    ("Nous serons vingt et un le vendredi", 21, "Friday"),
    ("Une salle jeudi pour quatre-vingt-dix personnes", 90, "Thursday"),
    ("Pour mon équipe de 5, lundi matin", 5, "Monday"),
    ("Mercredi, dix-sept collègues", 17, "Wednesday"),
]


@rows(("text", "people", "day"), READS)
def test_head_count_and_day_are_read_as_a_person_would(text: str, people: int, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (people, day)


UNREADABLE = [
    ("Book a room for a few people on Monday", "how many people"),
    ("Book a meeting room for 6 people", "weekday"),
    ("Book a room for 5 people on Monday or Tuesday", "more than one weekday"),
    ("Room 12 or 14 on Friday?", "several numbers"),
    ("Need a room on Wednesday at 3pm for two hours", "how many people"),
    ("Reserva una sala para mucha gente el viernes", "how many people"),
    ("Bitte einen Raum für das ganze Team", "weekday"),
]


@rows(("text", "reason"), UNREADABLE)
def test_unreadable_requests_say_why(text: str, reason: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
    assert reason in found.reason


@rows(
    ("text", "room"),
    [
        ("Please book R-204 on Tuesday for 6", "R-204"),
        ("book r204 for four on Friday", "R-204"),
        ("Can we have room 305 on Monday for 3?", "R-305"),
        ("Réserve la salle R-210 jeudi pour 9", "R-210"),
        ("Book a room for 12 on Friday", None),
    ],
)
def test_a_named_room_is_read_and_its_number_is_not_the_head_count(
    text: str, room: str | None
) -> None:
    assert parse_room(text) == room
    found = read_request(text)
    assert isinstance(found, BookingRequest) and found.room == room
    assert found.capacity not in (204, 305, 210)


@rows(
    ("text", "book"),
    [
        ("Is a room free on Friday?", False),
        ("Which rooms are available for 8 on Thursday?", False),
        ("Don't book anything, just tell me what's open for 6 on Friday", False),
        ("Is any room free on Friday afternoon for 6? Just checking, no need to book.", False),
        ("Gibt es am Donnerstag einen freien Raum für 8 Leute?", False),
        ("¿Hay alguna sala libre el viernes para 6 personas?", False),
        ("Y a-t-il une salle disponible mardi pour 4 ?", False),
        ("If a room is free for 6 on Friday, book it", True),
        ("I need a meeting room for 14 people on Wednesday.", True),
        ("Réserve une salle libre mardi pour 4", True),
    ],
)
def test_a_question_about_free_rooms_is_not_a_booking(text: str, book: bool) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.book is book


CORRECTIONS = [
    # (text, people, day, room): the later words win for what they say, the rest stays
    ("Can you book a room for 4 on Monday? Actually make it 6.", 6, "Monday", None),
    ("Book a room for 6 people on Tuesday. Actually, Wednesday works better.", 6, "Wednesday",
     None),
    ("Book R-101 for 4 on Monday; actually make it R-204", 4, "Monday", "R-204"),
    ("Book a room for 5 on Friday, no wait, 7 people", 7, "Friday", None),
    ("Book for 6 people on Tuesday, actually it is a 2 hour meeting", 6, "Tuesday", None),
    ("Could you actually book a room for 8 on Thursday?", 8, "Thursday", None),
    ("Reserva una sala el martes para 4, mejor dicho para 6 personas", 6, "Tuesday", None),
    ("Buch einen Raum für 4 am Montag, eigentlich am Dienstag", 4, "Tuesday", None),
    ("Une salle lundi pour 3, en fait pour 5 personnes", 5, "Monday", None),
]  # fmt: skip


@rows(("text", "people", "day", "room"), CORRECTIONS)
def test_a_correction_replaces_only_what_it_says(
    text: str, people: int, day: str, room: str | None
) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day, found.room) == (people, day, room)


@rows(
    ("word", "day"),
    [("Dienstag", "tuesday"), ("miércoles", "wednesday"), ("Tue.", "tuesday"), ("Weds", "wednesday"),
     ("Tuesdays", "tuesday"), ("Tusday", "tuesday"), ("thurs", "thursday"), ("samedi", "saturday"),
     ("sundaes", None), ("today", None), ("R-204", None), ("", None)],
)  # fmt: skip
def test_one_word_names_a_weekday_in_any_of_the_ways_people_write_it(
    word: str, day: str | None
) -> None:
    from arena.wording.days import weekday

    assert weekday(word) == day


#: Found by an outside evaluator: each read wrong before (the old reading in the comment).
OUTSIDE_READS = [
    # "N plus M" where M is a person named, not counted (was 4, 11)
    ("Four of us plus our manager need a room on Tuesday.", 5, "Tuesday"),
    ("My team of eleven plus our manager needs a room on Tuesday.", 12, "Tuesday"),
    ("Four of us plus one intern on Tuesday", 5, "Tuesday"),
    ("We are 4 plus our boss, Tuesday", 5, "Tuesday"),
    # a list of people, not one number (was 2, 2, 3, 2, 0)
    ("Me, my boss and two interns need a room on Tuesday.", 4, "Tuesday"),
    ("Ich, meine Chefin und zwei Praktikanten am Dienstag", 4, "Tuesday"),
    ("Moi, mon patron et deux stagiaires mardi", 4, "Tuesday"),
    ("Quatre personnes et l'invité mardi", 5, "Tuesday"),
    ("Me and my boss need a room on Tuesday", 2, "Tuesday"),
    ("The CEO and 10 directors need a room on Wednesday", 11, "Wednesday"),
    ("Cuatro personas y el jefe el martes", 5, "Tuesday"),
    ("two interns, my boss and 3 guests on Tuesday", 6, "Tuesday"),
    # ...but not what may be one of the count, or no list at all (kept as before)
    ("Book a room for 6 people with the client on Tuesday", 6, "Tuesday"),
    ("Book for 6 people, the manager will approve, Tuesday", 6, "Tuesday"),
    ("7 people Friday, including the boss", 7, "Friday"),
    # hyphenated compounds read whole (were 20, 20, 80, 120, 30)
    ("Une salle vendredi pour vingt-et-un personnes.", 21, "Friday"),
    ("Nous serons soixante-et-onze le vendredi", 71, "Friday"),
    ("Une salle jeudi pour quatre-vingt-un personnes", 81, "Thursday"),
    ("Book a room for one hundred and twenty-one people on Monday", 121, "Monday"),
    ("El lunes, sala para treinta-y-una personas", 31, "Monday"),
    ("Am Montag hundertzwanzig Personen", 120, "Monday"),
    # a weekday ruled out is not a second day (was "more than one weekday")
    ("Book a room for Tuesday, 6 people, not Monday.", 6, "Tuesday"),
    ("Für 6 Personen am Dienstag, nicht am Montag", 6, "Tuesday"),
    ("Para 6 personas el martes, no el lunes", 6, "Tuesday"),
    ("Pour 6 personnes mardi, pas le lundi", 6, "Tuesday"),
    ("6 people, not on Mon, Tue works", 6, "Tuesday"),
]


@rows(("text", "people", "day"), OUTSIDE_READS)
def test_outside_phrasings_are_read_as_a_person_would(text: str, people: int, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (people, day)


@rows(
    ("text", "reason"),
    [
        # a group of unsaid size in the list: the count cannot be told (was 2)
        ("My team and two guests need a room on Tuesday", "without saying how many"),
        ("Book for 4 people and the team on Tuesday", "without saying how many"),
        # the only day named is ruled out
        ("Any day except Friday, 6 people", "which weekday"),
    ],
)
def test_a_list_with_a_group_of_unsaid_size_is_not_guessed(text: str, reason: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
    assert reason in found.reason


@rows(
    "text",
    [
        "Wir brauchen am Freitag einen Raum für einundzwanzig Personen.",  # "Freitag" read as "frei"
        "Ich brauche am Freitag einen Raum für einundzwanzig Personen.",
        "Freitags brauchen wir einen Raum für 6 Leute",
        "We need a room on Friday for 5 people.",
        "Nous avons besoin d'une salle vendredi pour vingt-et-un personnes.",
        "Necesitamos una sala el viernes para 21 personas.",
    ],
)
def test_we_need_a_room_is_a_booking_like_i_need_one(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.book is True


@rows(
    ("text", "value"),
    [
        ("vingt-et-un", 21), ("vingt et un", 21), ("trente-et-une", 31), ("soixante-et-onze", 71),
        ("quatre-vingt-un", 81), ("cent-un", 101), ("cent vingt-et-un", 121),
        ("einundzwanzig", 21), ("einhundert", 100), ("hundertzwanzig", 120),
        ("zweihundertzweiundzwanzig", 222), ("veintiuno", 21), ("treinta y uno", 31),
        ("treinta-y-uno", 31), ("ciento uno", 101), ("doscientas veinte", 220),
        ("twenty-one", 21), ("one hundred and twenty-one", 121), ("a hundred and one", 101),
    ],
)  # fmt: skip
def test_compound_number_words_read_as_one_number(text: str, value: int) -> None:
    from arena.wording.numbers import find_numbers, fold, tokens

    assert [n.value for n in find_numbers(tokens(fold(text)))] == [value]


#: Outside testers, second round: a weekday ruled out, or named only in passing, beside the day
#: asked for (each was "it names more than one weekday").
DAY_BESIDE_ANOTHER = [
    ("Can't do Monday — book a room for 6 people on Tuesday instead.", "Tuesday"),
    ("Monday doesn't work, book Tuesday for 6 people.", "Tuesday"),
    ("Book a room for 6 people on Tuesday; I'm off on Monday.", "Tuesday"),
    ("I'm away Monday, so please book a room for 6 people on Tuesday.", "Tuesday"),
    ("Book a room for 6 people Tuesday (Monday is a holiday).", "Tuesday"),
    ("Book a room for 6 on Friday if Monday isn't free.", "Friday"),
    ("Reserva una sala para 6 personas el martes, el lunes no puedo.", "Tuesday"),
    ("No puedo el lunes, reserva una sala el martes para 6.", "Tuesday"),
    ("Montag geht nicht, buch bitte Dienstag für 6 Personen.", "Tuesday"),
    ("Am Montag kann ich nicht, bitte buche einen Raum für 6 Personen am Dienstag.", "Tuesday"),
    ("Lundi ça ne marche pas, réserve une salle mardi pour 6 personnes.", "Tuesday"),
    # named in passing: a past day, a deadline, another event
    ("Book a room for 6 on Tuesday, same as last Monday.", "Tuesday"),
    ("Book a room for 6 on Tuesday, please reply by Friday.", "Tuesday"),
    ("Book a room for 6 on Tuesday; the slides are due Friday.", "Tuesday"),
    ("Please book a room on Thursday for 6 people for the Friday prep meeting.", "Thursday"),
    ("Book a room for 6 people this Thursday for our weekly Wednesday sync that moved.",
     "Thursday"),
    ("Book a room for 6 for our Monday retro, but on Tuesday this week.", "Tuesday"),
    # ...and a day of one kind only is still the day
    ("Book a room for our Tuesday standup, 6 people.", "Tuesday"),
    ("Book a room for the kick off on Monday for 6.", "Monday"),
]  # fmt: skip


@rows(("text", "day"), DAY_BESIDE_ANOTHER)
def test_a_day_ruled_out_or_named_in_passing_is_not_the_day_asked_for(text: str, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (6, day)


@rows(
    ("text", "reason"),
    [
        ("Can't do Monday, book a room for 6.", "it does not say on which weekday"),
        ("Book a room for 6 on Tuesday or Wednesday.", "more than one weekday (Tuesday, Wednesday)"),
        ("Book a room for 6 on Tuesday afternoon or Wednesday morning, whichever works.",
         "more than one weekday (Tuesday, Wednesday)"),
    ],
)  # fmt: skip
def test_two_days_both_asked_for_or_the_only_one_ruled_out_stay_unread(
    text: str, reason: str
) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
    assert found.reason.endswith(reason)


#: Outside testers, second round: head counts a correct agent failed on (the old reading after).
COUNTS_READ_WRONG = [
    ("Can you book a room for 9 am on Tuesday for 12 people?", 12),  # 9: "für 5 am Dienstag"
    ("Book a room for 10 am on Tuesday for 6 people.", 6),  # 10
    ("Bitte einen Raum für 5 am Dienstag.", 5),  # German "am" still a day, not a time
    ("Book a room on Tuesday for 2 teams of 4.", 8),  # 2
    ("Book a room on Tuesday for two groups of four.", 8),  # 2
    ("Book a room on Tuesday for 2 x 4 people.", 8),  # 4
    ("Reserva una sala para 2 equipos de 5 el martes.", 10),  # 2
    ("Need a room Tuesday: 4 engineers, 2 designers and our PM. Please book it.", 7),  # 4
    ("Book a room on Tuesday for 4 devs and 2 PMs.", 6),  # 4
    ("The 5 of us plus 2 from the Berlin office need a room on Tuesday, please book it.", 7),  # 5
    ("Book a room on Tuesday for a team of 8 plus 2 new hires.", 10),  # 8
    ("Book a room for 6 people (plus me) on Tuesday.", 7),  # 6
    # a person added after the day (were 4, 4, 3, 4)
    ("Book a room for 4 on Tuesday plus myself.", 5),
    ("Book a room for 4 people on Tuesday, plus me.", 5),
    ("Please book a room for three on Tuesday plus my manager.", 4),
    ("Raum für 4 am Dienstag plus mich, bitte buchen.", 5),
    # ...and after a time too (were 6, 6, 4)
    ("Book a room for 6 people on Tuesday at 10am, plus me.", 7),
    ("Book a room for 6 people at 10am on Tuesday plus me.", 7),
    ("Raum für 4 am Dienstag um 14 Uhr plus mich, bitte buchen.", 5),
    ("Please book a room on Tuesday for around 7 people.", 7),  # not understood
    ("Book a room for around 7 on Tuesday.", 7),  # not understood
    # ...and what must stay as it was
    ("Book a room for 6 people, 2 engineers and 4 designers, on Tuesday.", 6),
    # the remote two are never added; since outside tester 5 they need no seat either (was 4)
    ("Book a room for 4 engineers, 2 of whom are remote, on Tuesday.", 2),
    ("Book a room at around 7 on Tuesday for 5 people.", 5),
    ("Book a room on Tuesday for 8 people (me included).", 8),
    ("Book a 2 x 3 m room on Tuesday for 5 people.", 5),
    ("Book a room for 4 on Tuesday, the manager approves.", 4),
]


@rows(("text", "people"), COUNTS_READ_WRONG)
def test_head_counts_an_outside_tester_wrote_are_read_as_a_person_would(
    text: str, people: int
) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (people, "Tuesday")


#: Outside testers, second round: a booking asked for with "free" in it, and a question without
#: "free" in it (each was read the other way: any "free" without a booking verb made a question,
#: any request without "free" a booking).
INTENT = [
    ("I need a free room on Friday for 10 people.", True),
    ("Find a free room for 10 on Friday and lock it in.", True),
    ("Ich brauche einen freien Raum am Freitag für 10 Personen.", True),
    ("Necesito una sala libre el viernes para 10 personas.", True),
    ("J'ai besoin d'une salle libre vendredi pour 10 personnes.", True),
    ("Get us a free room on Friday for 10 people.", True),
    ("Need a room for 10 on Friday, whichever is free.", True),
    ("Can I have a room on Friday for 10 people? Any free one will do.", True),
    ("Is a room free Friday for 10? Go ahead and take it.", True),
    ("Could you arrange a room for 10 people on Friday?", True),
    ("Do we have space for 10 on Friday?", False),
    ("How many rooms seat 10 on Friday?", False),
    ("¿Qué salas hay el viernes para 10 personas?", False),
    ("Could you tell me if there's space for 10 people on Friday?", False),
    ("Gibt es am Freitag Platz für 10 Personen?", False),
    ("I need to know if a room is free on Friday for 10.", False),
    ("Can you find out whether a room is free on Friday for 10?", False),
    # ...and what must stay as it was
    ("Is there a room free on Friday for 10? If so please book it.", True),
    ("Could we have a room for 10 on Friday?", True),
    ("Would a room for 10 on Friday be possible?", True),
    ("Which rooms are free on Friday for 10?", False),
    ("Was ist am Freitag für 10 Personen frei?", False),
]


@rows(("text", "book"), INTENT)
def test_a_request_for_a_room_is_a_booking_and_a_question_is_not(text: str, book: bool) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day, found.book) == (10, "Friday", book)


@rows(
    "text",
    [
        "Is the Atrium booked on Friday?",  # asks about a booking: was "how many people"
        "I don't need a room, just tell me if Maple is free on Friday.",
    ],
)
def test_asking_about_a_room_is_not_asking_for_one(text: str) -> None:
    found = read_request(text)
    assert found == BookingRequest(capacity=1, day="Friday", book=False)


#: A room ruled out is not the room asked for (as a weekday ruled out is not the day), and
#: ruling one out is no refusal to book ("Don't book R-102; book another room").
ROOMS_RULED_OUT = [
    ("Book a room for 6 people on Tuesday, but not R-101.", None, {"R-101"}),
    ("Book a room for 6 on Tuesday, avoid R-102", None, {"R-102"}),
    ("Book a room for 6 on Tuesday instead of R-102", None, {"R-102"}),
    ("Book a room for 6 on Tuesday, not room 204 or R-210", None, {"R-204", "R-210"}),
    ("Book R-305 for 6 on Tuesday rather than R-102", "R-305", {"R-102"}),
    ("Reserve R-204 for 6 on Tuesday (R-102 is too small)", "R-204", {"R-102"}),
    ("Raum für 6 am Dienstag buchen, aber nicht R-102", None, {"R-102"}),
    ("Book a room next to R-204 for 6 on Tuesday", None, {"R-204"}),  # a landmark (was R-204)
    ("Book R-305 for 6 on Tuesday, the one opposite R-204", "R-305", {"R-204"}),
]


@rows(("text", "room", "avoid"), ROOMS_RULED_OUT)
def test_a_room_ruled_out_is_not_the_room_asked_for(
    text: str, room: str | None, avoid: set[str]
) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert found.room == room and found.book
    assert avoid <= found.avoid


#: A room the request calls unsuitable is ruled out like "too small" (outside tester 4).
@rows(
    ("text", "avoid"),
    [
        ("Book a room for 10 on Friday - the Atrium was too big last time.", {"atrium"}),
        ("Book a room for 4 on Monday; last time Cedar was too noisy.", {"cedar"}),
        ("Book a room for 6 on Tuesday, R-204 was awful", {"R-204"}),
        ("Book a room for 6 on Tuesday. Maple didn't work for us.", {"maple"}),
        ("Book a room for 6 on Tuesday - Aspen, never again.", {"aspen"}),
        ("Raum für 6 am Dienstag buchen, Cedar war zu laut", {"cedar"}),
    ],
)
def test_a_room_called_unsuitable_is_ruled_out(text: str, avoid: set[str]) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest) and found.book and found.room is None, found
    assert avoid <= found.avoid


@rows(
    ("text", "avoid"),
    [
        ("Book a room for 6 on Tuesday, but not Aspen.", {"aspen"}),
        ("Book a room for 6 on Tuesday, anything but Cedar or Aspen", {"cedar", "aspen"}),
        ("Don't book R-102; book another room for 6 on Tuesday", {"R-102"}),
        ("Do not take Maple. Please book something for 8 on Friday", {"maple"}),
    ],
)
def test_a_room_ruled_out_by_name_or_by_a_negated_booking_is_still_a_booking(
    text: str, avoid: set[str]
) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest) and found.book, found
    assert avoid <= found.avoid and found.room is None


@rows(
    "text",
    [
        "Book a room for 6 people on Tuesday. Actually, don't.",
        "Book a room for 6 on Tuesday. Never mind.",
        "Reserve R-204 for 4 on Friday - on second thought, forget it",
        "Bitte einen Raum für 6 am Dienstag buchen. Ach, lass es.",
        "Book a room for 6 on Tuesday, actually don't book it.",
        # outside tester 4: other common ways of taking it back
        "Book a room for 6 on Tuesday. Scratch that.",
        "Book a room for 6 on Tuesday... actually no.",
        "Book a room for 6 on Tuesday. Never mind, I'll do it.",
        "Book a room for 6 on Tuesday, forget about it",
        "Book a room for 6 on Tuesday. Nah, don't bother.",
        "Reserve R-204 for 4 on Friday. On second thought, nope.",
        "Book a room for 8 on Monday - never mind, I'll book it myself.",
        "Reserva una sala para 6 el martes. Mejor no, déjalo.",
    ],
)
def test_a_request_taken_back_at_its_end_asks_for_nothing(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


@rows(
    ("text", "book"),
    [
        ("Book a room for 6 on Monday, never mind the coffee", True),
        ("Book a room for 6 on Tuesday, no need for a projector", True),
        ("Book a room for 6 on Tuesday. Scratch that, make it 8.", True),
        ("Book a room for 6 on Tuesday, no.", True),
        ("Book a room for 6 on Tuesday, I'll do the catering myself", True),
        ("Book a room for 6 on Tuesday, actually not Aspen", True),
        ("Book a room for 6 on Tuesday, no catering", True),
        ("Don't book anything, just tell me what is free for 6 on Tuesday", False),
        ("Don't book yet - is R-204 free for 6 on Tuesday?", False),
    ],
)
def test_a_negation_that_takes_nothing_back_leaves_the_request(text: str, book: bool) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest) and found.book is book, found


#: Times are never head counts, and a range of times is no range of people (outside tester 3).
TIME_RANGES = [
    ("Book a room Monday 2-4pm for eight.", 8, "Monday"),
    ("Book a room Tuesday 3-5pm for six.", 6, "Tuesday"),
    ("Book a room for 6 on Monday from 9 to 11", 6, "Monday"),
    ("Raum für 6 am Montag 14-16 Uhr", 6, "Monday"),
    ("Raum am Montag von 14 bis 16 Uhr für sechs Personen", 6, "Monday"),
    ("Book for 2-4 p.m. on Wednesday, 8 people", 8, "Wednesday"),
    ("Friday 9 till 11am, team of 7", 7, "Friday"),
    ("Thursday 1pm-3pm for 5 colleagues", 5, "Thursday"),
    ("Book a room on Monday from 9 to 11 for 5", 5, "Monday"),
    # "between A and B" after a head count is a range of times (outside tester 4: was 5 + 4)
    ("Book a room for 5 on Tuesday between 2 and 4.", 5, "Tuesday"),
    ("Book a room for 5 people on Tuesday between 2 and 4.", 5, "Tuesday"),
    ("Raum für 5 Personen am Dienstag zwischen 2 und 4", 5, "Tuesday"),
    ("Reserva una sala para 6 el martes entre las 2 y las 4", 6, "Tuesday"),
    # still ranges of people
    ("Need space for 4-5 people Monday", 5, "Monday"),
    ("de 4 a 6 personas el martes", 6, "Tuesday"),
    ("Book a room for between 4 and 6 people on Tuesday", 6, "Tuesday"),
    ("Book a room on Tuesday for between 4 and 6", 6, "Tuesday"),
]


@rows(("text", "people", "day"), TIME_RANGES)
def test_a_range_of_times_is_not_a_head_count(text: str, people: int, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (people, day)


#: "1 dozen" as "a dozen", a bare "No, 8" / "sorry, 8" as a correction (outside tester 4).
COUNTS_CORRECTED = [
    ("Book a room for 1 dozen people on Monday.", 12, "Monday"),
    ("2 dozen attendees on Friday, please book", 24, "Friday"),
    ("Book a room on Monday for 4. No, 8.", 8, "Monday"),
    ("Book a room on Tuesday for 6 - sorry, 8.", 8, "Tuesday"),
    ("Book a room on Tuesday for 6, I mean 8", 8, "Tuesday"),
    ("Reserve for five on Thursday... oops, seven", 7, "Thursday"),
    ("Book a room for 6 on Monday. No, Tuesday.", 6, "Tuesday"),
    ("Book a room for 6 on Monday, no catering", 6, "Monday"),
    ("Book a room for 6 on Monday, sorry for the short notice", 6, "Monday"),
    # a bare number correcting a clock time corrects the time (outside tester 4: was 3)
    ("Book a room for 4 on Tuesday at 2pm. Sorry, 3.", 4, "Tuesday"),
    ("Book a room for 4 on Tuesday at 14:00. Actually, 3.", 4, "Tuesday"),
    ("Book a room for 6 on Friday at 10. No, 11.", 6, "Friday"),
    ("Raum für 5 am Montag um 14 Uhr. Nein, 15.", 5, "Monday"),
    # ... but not a count that comes after the time, or one said to be people
    ("Book a room on Tuesday at 2pm for 4. Sorry, 3.", 3, "Tuesday"),
    ("Book a room for 4 on Tuesday at 2pm. Sorry, 3 people.", 3, "Tuesday"),
]


@rows(("text", "people", "day"), COUNTS_CORRECTED)
def test_a_dozen_in_digits_and_a_bare_correction(text: str, people: int, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert (found.capacity, found.day) == (people, day)


@rows(
    ("text", "reason"),
    [
        ("Book a room on Tuesday for 6 people at 10am and 4 people at 2pm", "different times"),
        ("Tuesday: 5 people at 09:30 and 3 people at 14:00, book it", "different times"),
        # any word order (outside tester 4: each was one meeting of 6)
        (
            "Book a room for 6 people at 10am on Tuesday and for 4 people at 2pm on Tuesday.",
            "times",
        ),
        ("Tuesday: 6 people at 10am, then 4 people at 2pm.", "different times"),
        ("Book a room on Tuesday for 6 at 10am and 4 at 2pm.", "different times"),
        ("Tuesday, 10am: 6 people; 2pm: 4 people", "different times"),
        ("Raum für 6 Personen um 10 Uhr und für 4 Personen um 14 Uhr am Dienstag", "times"),
        (
            "Book a room for 6 on Tuesday, 10am-12pm, and a second one for 4 at 2pm.",
            "more than one",
        ),
        ("Book a room for 6 on Tuesday and another one for 4", "more than one room"),
        ("Reserva una sala para 6 el martes y otra para 4", "more than one room"),
        ("Book a room for -3 people on Monday", "makes no sense"),
        ("Reserve a room for minus 2 on Friday", "makes no sense"),
    ],
)
def test_two_meetings_or_a_negative_count_are_not_one_head_count(text: str, reason: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood) and reason in found.reason, found


@rows(
    "text",
    [
        "Book a room on Tuesday for 4 engineers and 2 designers at 10am",
        "Book a room on Tuesday at 10am for 4 engineers and 2 designers",
        "Tuesday 10am: 4 engineers plus 2 designers",
        "Book a room for 4 people plus 2 guests at 10am on Tuesday",
    ],
)
def test_one_meeting_of_two_kinds_of_people_at_one_time_sums(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest) and found.capacity == 6, found


@rows(
    ("text", "day"),
    [
        ("Book a room for 6 people Tuesday, we moved it from Monday.", "Tuesday"),
        ("Book Tuesday for 6 instead of Monday", "Tuesday"),
        ("We shifted the retro from Friday; book Thursday for 8", "Thursday"),
        ("Book for 6 on Wednesday rather than Monday", "Wednesday"),
    ],
)
def test_a_day_left_behind_is_not_the_day_asked_for(text: str, day: str) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest) and found.day == day, found
