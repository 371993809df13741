"""A second weekday said only as context: "I'm free Monday and Tuesday; book a room for 4 on
Tuesday" and "I booked Cedar for Monday myself; now book Aspen for Tuesday for 4" named two
weekdays and were asked about (items42b), though each asks for one day. The writer's free days
that include the day booked, and a booking the writer made, are set aside where the rest names
one day; a free day that is not the one booked, a request for two days, and "book it" after a
booking made (which room?) are still asked about."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "I'm free Monday and Tuesday; book a room for 4 on Tuesday",
        "I'm free Monday and Tuesday. Please book a room for 4 on Tuesday.",
        "I'm free Monday and Tuesday, so book a room for 4 on Tuesday",
        "We are available on Monday or Tuesday; please reserve a room for 4 on Tuesday.",
        "I booked Cedar for Monday myself; now book Aspen for Tuesday for 4",
        "I booked Cedar for Monday myself; now book a room for 4 on Tuesday",
        "We've already reserved Juniper on Monday. Please book a room for 4 on Tuesday.",
        "Ich bin Montag und Dienstag frei; buch bitte einen Raum für 4 am Dienstag",
        "Estoy libre el lunes y el martes; reserva una sala para 4 el martes",
        "Je suis libre lundi et mardi ; réserve une salle pour 4 mardi",
        "Ich habe Cedar für Montag selbst gebucht; buch jetzt Aspen für Dienstag für 4",
    ],
)
def test_a_day_said_as_context_is_not_a_second_day(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (4, "Tuesday")


@pytest.mark.parametrize(
    "text",
    [
        "I'm only free Monday; book a room for 4 on Tuesday",
        "Book a room for 4 on Monday; I'm free Tuesday",
        "We're available Monday or Tuesday, book a room for 4",
        "Book a room for 4 on Monday or Tuesday",
        "I booked Cedar for Monday; can you book it for Tuesday too for 4?",
        "Ich bin nur Montag frei; buch bitte einen Raum für 4 am Dienstag",
        "Buch bitte einen Raum für 4 am Montag oder Dienstag",
    ],
)
def test_two_days_that_may_both_be_meant_are_still_asked_about(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "more than one weekday" in read.reason, read
