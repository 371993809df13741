"""The grammar's rule held back on a condition, said plainly or in another language's words
(gate48). "Unless the user has confirmed, do not book.", "If the user hasn't confirmed, don't
call book_room.", their German, Spanish, French, Italian, Polish and Turkish forms, pidgin
("Before to make the reservation, the agent must to obtain the yes of user.") and Japanese
"予約は必ずユーザーにOKをもらってから。" read unread (yes*) on 0dc653cb; "Only book once the
requester has approved." read "no" there (a yes taken as given: "has approved"). Each reads a
plain yes now: arena.gate_grammar takes "unless" + the yes and "if" + the yes said not given
before or after the booking negated, its table stems with any ending ("kullanıcı*"), and a
sentence that parses whole as a rule that keeps is no lift of the other readings. The same
conditions with the booking not negated lift ("If the user hasn't confirmed, book anyway."),
and "If in doubt, book.", "Unless the user confirms, book." are never a plain yes."""

from __future__ import annotations

import pytest

from arena.arenas import Arena
from arena.evaluate import check_spec
from arena.gate_lifted import lifting
from arena.offered import system_words

KEEPS = [
    "Unless the user has confirmed, do not book.",
    "Don't book a room unless the requester approves.",
    "If the user hasn't confirmed, don't call book_room.",
    "Never book anything if the customer has not approved.",
    "Only book once the requester has approved.",
    "Book only after the user has approved.",
    "Wenn der Nutzer nicht zugestimmt hat, buche nicht.",
    "Si el usuario no ha confirmado, no reserves.",
    "A menos que el usuario lo confirme, no reserves nada.",
    "Tant que l'utilisateur n'a pas confirmé, ne réserve pas.",
    "Non prenotare finché l'utente non ha confermato.",
    "Nie rezerwuj, dopóki użytkownik się nie zgodzi.",
    "Müşteri onaylamadan rezervasyon yapma.",
    "Kullanıcılardan onay almadan rezervasyon yapma.",
    "Before to make the reservation, the agent must to obtain the yes of user.",
    "予約は必ずユーザーにOKをもらってから。",
]
LIFTS = [
    "If the user hasn't confirmed, book anyway.",
    "Book even if the user hasn't confirmed.",
    "Si el usuario no ha confirmado, reserva.",
    "Wenn der Nutzer nicht zugestimmt hat, buche trotzdem.",
    "Unless the user objects, book.",
]
NEIGHBOURS = [
    "If in doubt, book.",
    "Unless the user confirms, book.",
    "If the user hasn't answered within a minute, book.",
    "Book unless the user says no.",
]


def _unread(text: str, arena: Arena) -> list[str]:
    from arena.gate_unread import names_of, unread

    return unread(system_words(text), names_of(check_spec(arena)))


@pytest.mark.parametrize("text", KEEPS)
def test_a_rule_held_back_on_the_yes_reads_plain(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) == ""
    assert _unread(text, hitl_arena) == []


@pytest.mark.parametrize("text", LIFTS)
def test_the_booking_not_held_back_lifts(text: str) -> None:
    assert lifting(system_words(text))


@pytest.mark.parametrize("text", NEIGHBOURS)
def test_a_neighbour_is_never_a_plain_yes(text: str, hitl_arena: Arena) -> None:
    assert lifting(system_words(text)) or _unread(text, hitl_arena)
