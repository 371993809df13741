"""A "why not …?" that is no suggestion books no room it names (regress49).

9a10c0ba read "Why don't we book Cedar …?" as asking for Cedar. Its near misses booked Cedar too:
a question in the past tense ("¿Por qué no reservaste Cedar …?", "Warum buchten wir nicht …"),
a verb that takes the room away ("Why not take Cedar off the list?"), a question its writer
answers ("Why not book Cedar …? Because it is under renovation."), and one asking for a room
other than Cedar, which French, Spanish, Italian and Dutch said without the reader ruling Cedar
out ("une autre salle que Cedar", "una sala distinta de Cedar", "een andere zaal dan Cedar")."""

from __future__ import annotations

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request
from row_table import rows

NOT_CEDAR = [
    "¿Por qué no reservaste Cedar para el martes? Somos 6.",
    "¿Por qué no reservaron Cedar para el martes? Somos 6.",
    "¿Por qué no reservó Cedar para el martes? Somos 6.",
    "¿Por qué no reservaste Cedar el martes? Ahora reserva Aspen para 6 el martes.",
    "Perché non prenotavamo Cedar per martedì? Siamo 6.",
    "Warum buchten wir nicht Cedar für Dienstag? Wir sind 6.",
    "Warum buchtet ihr nicht Cedar für Dienstag? Wir sind 6.",
    "Why not take Cedar off the list? Book a room for 6 on Tuesday.",
    "Why don't we take Cedar off the table and book something else for 6 on Tuesday?",
    "Why not take Cedar out of the running? Book a room for 6 on Tuesday.",
    "Why not book Cedar for 6 on Tuesday? Because it is under renovation. Book any other room.",
    "Why not book Cedar for 6 on Tuesday? It's not free.",
    "Pourquoi ne pas réserver une autre salle que Cedar mardi ? Nous sommes 6.",
    "Pourquoi ne pas réserver une salle autre que Cedar mardi ? Nous sommes 6.",
    "Pourquoi ne pas réserver autre chose que Cedar mardi ? Nous sommes 6.",
    "Réservez une autre salle que Cedar mardi. Nous sommes 6.",
    "¿Por qué no reservamos una sala distinta de Cedar para el martes? Somos 6.",
    "Reserva una sala distinta de Cedar para el martes. Somos 6.",
    "Perché non prenotiamo una sala diversa da Cedar per martedì? Siamo 6.",
    "Prenota una sala diversa da Cedar per martedì. Siamo 6.",
    "Boek een andere zaal dan Cedar voor dinsdag. We zijn met 6.",
]


@rows("text", NOT_CEDAR)
def test_no_suggestion_of_cedar_books_cedar(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (6, "Tuesday")
    assert _named([], read, text) != "R-204", read
    assert not read.book or "cedar" in read.avoid, read


#: Near misses that must still book Cedar: suggestions, and "nothing other than Cedar".
CEDAR = [
    "Why don't we book Cedar for Tuesday? We're 6.",
    "Why don't we book Cedar for 6 on Tuesday? If it's taken, nothing else.",
    "Why not use Cedar for 6 on Tuesday?",
    "¿Por qué no reservamos Cedar para el martes? Somos 6.",
    "¿Por qué no reservas Cedar para el martes? Somos 6.",
    "Perché non prenotiamo Cedar per martedì? Siamo 6.",
    "Warum buchen wir nicht Cedar für Dienstag? Wir sind 6.",
    "Pourquoi on ne réserve pas Cedar mardi ? Nous sommes 6.",
    "Je ne veux rien d'autre que Cedar. Réservez-la pour mardi, nous sommes 6.",
    "Boek niets anders dan Cedar voor dinsdag. We zijn met 6.",
]


@rows("text", CEDAR)
def test_a_suggestion_of_cedar_still_books_cedar(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named([], read, text) == "R-204", read
