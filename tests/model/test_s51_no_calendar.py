"""The scripted model has no calendar (docs/items.md, requests51): "next Tuesday" is the weekday
Tuesday, and "tomorrow" alone names no weekday, in any language: asked which, never guessed."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 next Tuesday",
        "Book a room for 6 next Tue",
        "book a room for 6 this tue pls",
        "Bitte einen Raum für 6 nächsten Dienstag buchen",
        "Réserve une salle pour 6 mardi prochain",
        "Reserva una sala para 6 el próximo martes",
    ],
)
def test_next_weekday_is_that_weekday(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.day == "Tuesday"


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 tomorrow",
        "Bitte morgen einen Raum für 6 buchen",
        "Réserve une salle pour 6 demain",
        "Reserva una sala para 6 mañana",
        "Prenota una sala per 6 domani",
        "Reserve uma sala para 6 amanhã",
        "Boek morgen een zaal voor 6",
    ],
)
def test_tomorrow_alone_is_asked_about(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood, read
    assert "weekday" in read.reason
