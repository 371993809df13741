"""Session 51 (regress51): a room said taken, then asked for all the same in the next sentence.

4da8eae7 rules out a room said taken ("Aspen is booked on Monday. Book a room for 5 …"), but
read "anyway" only in the same sentence: "Aspen is booked. Book it anyway for 5 on Tuesday."
(and "Aspen ist belegt. Buche ihn trotzdem …", "… Réserve-la quand même …", "… Resérvala de todos
modos …", "… Prenotala comunque …", "… Boek hem toch …") ruled Aspen out, and the model booked
another room for a person who wanted Aspen. Such a request is asked about again (as it was on
a196f746 in English); "Aspen is booked. Book a room for 5 on Tuesday." still rules Aspen out.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

ALL_THE_SAME = [
    "Aspen is booked. Book it anyway for 5 on Tuesday.",
    "Aspen ist belegt. Buche ihn trotzdem für 5 am Dienstag.",
    "Aspen ist belegt. Bitte trotzdem buchen, 5 Personen, Dienstag.",
    "Aspen est déjà réservée. Réserve-la quand même pour 5 mardi.",
    "Aspen está ocupada. Resérvala de todos modos para 5 el martes.",
    "Aspen è occupata. Prenotala comunque per 5 martedì.",
    "Aspen is bezet. Boek hem toch voor 5 op dinsdag.",
]
RULED_OUT = [
    "Aspen is booked. Book a room for 5 on Tuesday.",
    "Aspen is booked, so book a room for 5 on Tuesday.",
    "Aspen is booked. Book a room for 5 on Tuesday. Thanks anyway.",
]


@pytest.mark.parametrize("text", ALL_THE_SAME)
def test_s51_taken_room_wanted_all_the_same_is_not_ruled_out(text: str) -> None:
    read = read_request(text)
    assert not (isinstance(read, BookingRequest) and "aspen" in read.avoid), (text, read)


@pytest.mark.parametrize("text", RULED_OUT)
def test_s51_taken_room_still_ruled_out(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and "aspen" in read.avoid, (text, read)
