"""answers36's lesser misses: clear answers read unclear.

- a yes taken back after a turn, with the person's reason before the refusal ("yeah sure — oh
  wait, no, we moved it online. Don't book.") or a refusal without a booking word ("Sure thing.
  Actually, let's not."): the last word is a no (arena.wording.free_text);
- "(please) book it" and "don't book it" in Czech, Romanian, Turkish, Arabic, Hindi, Korean,
  Indonesian and Russian words the lists lacked ("Evet, rezervasyon yapabilirsin.", "Tidak,
  jangan dipesan."), and Polish "Tak, proszę zarezerwować." (other_languages, shortcodes)."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Sequoia (R-305) for 5 people on Friday at 9:00?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    "answer",
    ["ok sure — oh wait, no, the client cancelled. Don't book.", "Go ahead. Actually, let's not.",
     "Approved. Hmm, no, we're doing it remotely. Please don't.", "yep! oh hang on, no, it's a bank holiday. Don't book anything."],
)  # fmt: skip
def test_a_yes_taken_back_with_a_reason_denies(answer: str) -> None:
    assert _verdict(answer) == "deny", answer


@rows(
    "answer",
    ["Yes. Actually, don't book Cedar.", "Sure. Actually, don't tell Bob.",
     "Yes, book it. Actually, don't worry about catering.", "Go ahead. Hmm, don't book the big one though"],
)  # fmt: skip
def test_a_turn_to_something_else_is_no_take_back(answer: str) -> None:
    assert _verdict(answer) != "deny", answer


@rows(
    ("answer", "verdict"),
    [("Ano, rezervujte to.", "approve"), ("Da, rezervă te rog.", "approve"),
     ("Evet, rezervasyonu yap.", "approve"), ("نعم، تفضل بالحجز.", "approve"),
     ("ठीक है, कमरा बुक करो।", "approve"), ("네, 진행해 주세요.", "approve"),
     ("Tak, proszę zarezerwować.", "approve"), ("Hayır, rezerve etmeyin.", "deny"),
     ("Tidak, jangan pesan.", "deny"), ("Нет, не надо бронировать.", "deny"),
     ("नहीं, बुक मत कीजिए।", "deny")],
)  # fmt: skip
def test_book_it_and_don_t_in_other_languages(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict, answer


def test_such_a_yes_beside_another_day_stays_unclear() -> None:
    assert _verdict("Evet, rezervasyonu yap, ama çarşamba.") == "unclear"


@rows(
    ("answer", "verdict"),
    [("Hi, 아니요, 예약하지 마세요.", "deny"), ("Нет, не бронируйте. Regards, Marta", "deny"),
     ("不要，别订。 Thanks, Omar", "deny"), ("Hello, 今回は遠慮します。", "deny"),
     ("Спасибо, обойдёмся. Cheers", "deny"), ("Hey — Evet, lütfen.", "approve"),
     ("네, 예약해 주세요. Sent from my iPhone", "approve"), ("Hi, Evet, ama çarşamba. Thanks, Omar", "unclear")],
)  # fmt: skip
def test_an_english_greeting_or_sign_off_around_another_language_s_answer(
    answer: str, verdict: str
) -> None:
    assert _verdict(answer) == verdict, answer


@rows("answer", ["Ano — ne", "Ano - ne.", "Evet. Thanks, Hayır", "Ano — Nechci"])
def test_a_word_after_a_dash_or_thanks_is_no_sign_off_that_hides_a_no(answer: str) -> None:
    # 1644d170 read a Latin word after a dash as a signing name, whatever its case: "Ano — ne"
    # (Czech: yes — no) approved; a name is capitalised, and a dashed one is not set aside
    assert _verdict(answer) != "approve", answer
