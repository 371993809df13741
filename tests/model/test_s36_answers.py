"""answers36 (outside tester, session 36): answers read as a yes to the booking asked that are
none, and polite noes read unclear.

- a yes naming another event than the one asked, off any list of meeting kinds ("the wine
  tasting is a go", "Go ahead with the farewell drinks": arena.wording.subject_yes);
- a yes that invites, includes or brings someone by name or role ("yes, and invite Marco", "my
  intern is joining too": arena.wording.joining), which may change the head count asked;
- a head count in a word two slips from a number word ("ffvie", "eevne", "hree":
  arena.wording.count_typos);
- a no by putting off or passing, with no word for no, in Korean, Japanese, Russian, Hindi,
  Arabic, Turkish, Polish and Indonesian (arena.wording.polite_no; "Lain kali saja ya" approved
  on its particle "ya").
And the decision on a yes with an errand beside it (docs/methodology.md, answers): one that
leaves the booking's room, day, time, people and length as asked approves, its reading naming
the errand as no part of the booking; one that changes a field is unclear."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"


def _read(answer: str, asked: str = ASKED) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    "answer",
    ["the cheese tasting is a go", "Yes, the pottery class can have it.", "ok the quiz night is on",
     "Go ahead with the leaving drinks.", "Approved for the budget committee.",
     "sure, the pub quiz is approved", "Die Käseprobe geht klar.", "La fiesta de Navidad está aprobada."],
)  # fmt: skip
def test_a_yes_to_an_event_the_request_does_not_name_is_unclear(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    "answer",
    ["yes, the room is fine", "Yes, the booking is approved", "Yes, Wednesday's slot works",
     "sure, this coming Wednesday works", "Yes, the training room works", "yes the plan is a go",
     "Approved for Wednesday.", "Yes, go ahead with the booking.", "yes for the eight of us"],
)  # fmt: skip
def test_the_booking_its_room_slot_or_people_still_approve(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["yes, and invite Rosa", "Sure, invite Joaquín and Mei please.", "Approved. Also include Hamid.",
     "Go ahead, and bring along Ines.", "Sure thing. Invite Yusuf.", "Oui, et invitez Margaux.",
     "Sí, e invita a Tomás.", "Ja, und lade Greta ein.", "Yes, my trainee is joining too.",
     "Sure, and the new hire will sit in."],
)  # fmt: skip
def test_a_yes_that_invites_someone_may_change_the_count(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    ("answer", "asked_count"),
    [("yes for the ffvie of us", 8), ("Sure, we're eevne people.", 8), ("Yes, book it for hree.", 8),
     ("yes there will be sevne", 8), ("Yes — ttwo of us, go ahead.", 8)],
)  # fmt: skip
def test_a_count_two_slips_from_another_number_is_unclear(answer: str, asked_count: int) -> None:
    assert _read(answer).verdict == "unclear"


@rows(
    "answer",
    [
        "yes for the rest of us",
        "yes, our people will be there",
        "yes for the right people",
        "yes, the eight of us",
    ],
)
def test_words_of_their_own_in_a_count_s_place_still_approve(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["이번에는 넘어갈게요.", "죄송합니다, 다음 기회에.", "今回は遠慮します。", "Спасибо, пока обойдусь.",
     "Извините, отложим.", "फिर कभी, धन्यवाद।", "شكرا، نؤجل الحجز.", "Maalesef, başka sefere.",
     "Przepraszam, innym razem.", "Maaf, lain kali saja.", "Lain kali aja ya."],
)  # fmt: skip
def test_a_polite_no_with_no_word_for_no_denies(answer: str) -> None:
    assert _read(answer).verdict == "deny", answer


def test_a_polite_no_beside_a_yes_is_never_a_yes() -> None:
    reading = _read("ok, tapi lain kali saja ya")
    assert reading.verdict == "unclear" and "lain kali" in str(reading.why)


@rows(
    ("answer", "errand"),
    [("Yes, book it, and send me the confirmation.", "send me the confirmation"),
     ("Go ahead. I'll order the sandwiches myself.", "order the sandwiches myself"),
     ("yes please, and notify the others", "notify the others"),
     ("Book it and put it on the team calendar.", "put it on the team calendar")],
)  # fmt: skip
def test_a_yes_with_an_errand_approves_and_names_it(answer: str, errand: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "approve"
    assert errand in str(reading.why) and "booking tool does not do it" in str(reading.why)


@rows(
    "answer",
    [
        "yes plus catering for 6",
        "Yes, and make it Thursday",
        "Yes, and order lunch for 10.",
        "yes, and stretch it to two hours",
        "Sure, and invite Marco",
    ],
)
def test_an_addition_that_changes_a_field_does_not_approve(answer: str) -> None:
    assert _read(answer).verdict == "unclear", answer


def test_a_plain_yes_has_no_why() -> None:
    assert _read("Yes, book it.") == Reading("approve")


@rows(
    "answer",
    [
        "Yes, book it for sevne. Thanks!",
        "ok, fvie attending",
        "Sure, book it for thre. — Dana",
        "yes, twleve in total",
    ],
)
def test_a_slipped_count_before_a_sign_off_or_attending_is_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear", answer


@rows("answer", ["yes, done. thanks", "Yes, fine. Book it", "yes, eight attending"])
def test_a_word_before_a_full_stop_is_no_count_without_a_count_s_place(answer: str) -> None:
    assert _read(answer).verdict == "approve", answer


def test_a_name_that_is_part_of_the_room_s_name_is_still_someone_added() -> None:
    # held-out answers36: "Jun" was found inside "Juniper", so the request seemed to name Jun
    asked = "Book Juniper (R-101) for 4 people on Monday at 9:00?"
    assert _read("Approved, bring Jun along.", asked).verdict == "unclear"
    assert (
        _read("Yes, and invite Ced.", "Book Cedar (R-204) for 3 people on Friday?").verdict
        == "unclear"
    )


def test_a_name_the_request_gives_is_no_one_added() -> None:
    asked = "Book Juniper (R-101) for 4 people on Monday, with Jun from sales?"
    assert _read("Approved, bring Jun along.", asked).verdict == "approve"


@rows(
    "answer",
    ["Yes. And send the confirmation to my assistant too.", "Yes, cc my assistant too.",
     "yes, I'll forward it to my manager as well"],
)  # fmt: skip
def test_someone_an_errand_is_sent_to_is_no_one_added(answer: str) -> None:
    # answers36: 1644d170's role rule read "to my assistant too" as the assistant joining
    reading = _read(answer)
    assert reading.verdict == "approve" and "booking tool does not do it" in str(reading.why)
