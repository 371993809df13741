"""A room asked for by a name the arena does not have is asked about, never swapped for a room
chosen on size (evals47): "Please book the Fishbowl for 8 on Tuesday." booked Cedar, "Can you
book the Big Tree room for 10 on Tuesday?" Maple, "Pouvez-vous réserver le Cèdre pour 6
personnes mardi ?" Aspen, "Proszę zarezerwować salę Fishbowl na 4 osoby we wtorek." Juniper.
Honest neighbours book as before: any room, a room by its size, id or known name (in other
scripts too), a person's or team's name, a weekday or month, Zoom or Teams, a meeting's name,
a room's size as a title ("la Sala Grande", "die Große Halle"), and a nickname told beside the
room's own name ("the Fishbowl (Maple)")."""

from __future__ import annotations

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


@rows(
    ("text", "name"),
    [
        ("Please book the Fishbowl for 8 on Tuesday.", "Fishbowl"),
        ("Can you book the Big Tree room for 10 on Tuesday?", "Big Tree"),
        ('Please book "Fishbowl" for 8 on Tuesday.', "Fishbowl"),
        # "le Cèdre" is Cedar in French (requests53: test_s53_room_translations); an oak is no room
        ("Pouvez-vous réserver le Chêne pour 6 personnes mardi ?", "Chêne"),
        ("Proszę zarezerwować salę Fishbowl na 4 osoby we wtorek.", "Fishbowl"),
        ("Bitte buchen Sie den Fishbowl für 8 Personen am Dienstag.", "Fishbowl"),
        ("Bitte den Fishbowl-Raum für 8 Personen am Dienstag buchen.", "Fishbowl"),
        ("¿Puedes reservar el Fishbowl para 8 personas el martes?", "Fishbowl"),
        ("¿Puedes reservar la sala Pecera para 8 el martes?", "Pecera"),
        ("Puoi prenotare la sala Acquario per 8 persone martedì?", "Acquario"),
        ("Kun je zaal Fishbowl reserveren voor 8 personen op dinsdag?", "Fishbowl"),
        ("Pode reservar a sala Aquário para 8 pessoas na terça?", "Aquário"),
        ("Salı günü 8 kişi için Fishbowl salonunu rezerve eder misiniz?", "Fishbowl"),
        ("火曜日にFishbowl会議室を8名で予約してください。", "Fishbowl"),
        ("星期二帮我预订Fishbowl会议室，8个人。", "Fishbowl"),
        ("화요일에 Fishbowl 회의실 8명 예약해 주세요.", "Fishbowl"),
        ("Please book the Library for 4 on Tuesday.", "Library"),
    ],
)
def test_a_name_the_arena_lacks_is_asked_about(text: str, name: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood), read
    assert f"a room called {name}," in read.reason, read.reason


@rows(
    ("text", "room"),
    [
        ("Book any room for 4 on Tuesday.", None),
        ("Book the big room for 4 on Tuesday.", None),
        ("Book the Big Room for 4 on Tuesday.", None),
        ("Book the Board Room for 4 on Tuesday.", None),
        ("Book the Zoom room for 4 on Tuesday.", None),
        ("Can you book the Large Conference Room for 6 on Tuesday?", None),
        ("¿Puedes reservar la Sala Grande para 8 el martes?", None),
        ("Réservez la Grande Salle pour 20 personnes vendredi.", None),
        ("Bitte buchen Sie die Große Halle für 20 Personen am Freitag.", None),
        ("Kun je de Grote Zaal boeken voor 20 personen op vrijdag?", None),
        ("Book us the Sequoia for 12 Friday.", "R-305"),
        ("Book R-204 for 4 on Tuesday.", "R-204"),
        ("Book the Cedar room for 4 on Tuesday.", "R-204"),
        ("Book cedar for 6 on Tuesday.", "R-204"),
        ("シーダーを火曜日に6名で予約してください。", "R-204"),
        ("Réservez la salle Cedar pour 6 personnes mardi.", "R-204"),
        ("Proszę zarezerwować salę Cedar na 4 osoby we wtorek.", "R-204"),
        ("Proszę zarezerwować salę na 4 osoby we wtorek.", None),
        ("Bitte den Raum Cedar für 6 Personen am Dienstag buchen.", "R-204"),
        ("Bitte buchen Sie den Besprechungsraum für 6 Personen am Dienstag.", None),
        ("Book a room for Ana's team, 4 people, on Tuesday.", None),
        ("Book the Marketing team a room for 4 on Tuesday.", None),
        ("Book a room for 4 on Tuesday, we'll be on Teams.", None),
        ("Book a room for 4 on Tuesday, with Zoom.", None),
        ("Please book the Tuesday slot for 4 people.", None),
        ("Book a room for 4 on Tuesday in March.", None),
        ("Please book the Offsite for 8 on Tuesday.", None),
        ("Please book the Fishbowl (Maple) for 8 people on Tuesday.", "R-210"),
        ("Could you book Maple (aka the Fishbowl) for 8 people on Tuesday?", "R-210"),
    ],
)
def test_honest_neighbours_still_book(text: str, room: str | None) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named([], read, text) == room
