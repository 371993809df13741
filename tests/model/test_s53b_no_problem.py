"""Session 53 (answers53b): "no problem" read by its grammar, a problem-word under a negator.

- after a "no" that waves off a worry, a problem-word negated in the singular or the plural
  ("nope, no issues, book it", "no, no concerns, go ahead", "Nein, keine Probleme, buch es"):
  what follows answers, so "nope, no issues, don't book it" still denies
  (:data:`arena.wording.framing.NO_FINE`; heldout53: "issues" read unclear where "issue" approved);
- in the languages read without word lists, a problem-word under its language's negator is a yes
  said alone ("Sorun yok, ayırt.", "Nie ma problemu, rezerwuj", "Hakuna shida", "問題ありません"):
  :mod:`arena.wording.no_problem`; a problem said to be there, asked about, or followed by
  anything but please, thanks or "book it" is not.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from arena.model.rooms import all_rooms
from arena.wording.no_problem import NO_PROBLEM, without_no_problem
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Is it OK to book Sequoia for 11 on Friday?"

CASES = [
    # a "no" that waves off a worry, then the worry negated, then a go-ahead
    ("nope, no issues, book it", "approve"), ("no, no issues, book it", "approve"),
    ("nope, no concerns, go ahead", "approve"), ("no, no problems, go ahead", "approve"),
    ("nope, no complaints, book it", "approve"), ("no. no issues. book it", "approve"),
    ("nope, no issues here, book it", "approve"), ("Nah, no real issues, go ahead", "approve"),
    ("Nein, keine Probleme, buch es", "approve"), ("Nee, geen problemen, boek maar", "approve"),
    ("No, no hay problemas, resérvala", "approve"), ("Non, pas de problèmes, réserve", "approve"),
    # ... near misses: a stop, another booking, a wait, nothing after it
    ("nope, no issues, don't book it", "deny"), ("nope, no issues, but don't book it", "deny"),
    ("Nein, keine Probleme, aber buch es nicht", "deny"), ("no, don't book it", "deny"),
    ("nope, no issues, book Cedar instead", "unclear"), ("no, no issues, wait", "unclear"),
    ("nope, no issues, book it for Thursday", "unclear"), ("nope no issues", "unclear"),
    ("nope, issues, don't book it", "deny"),
    # a problem-word negated, in languages read without word lists
    ("Sorun yok, ayırt.", "approve"), ("Sorun yok", "approve"), ("Hiç sorun yok, rezerve et", "approve"),
    ("Problem yok, ayırt", "approve"), ("İtirazım yok, ayırt lütfen", "approve"),
    ("Nie ma problemu, rezerwuj", "approve"), ("Nie ma sprawy", "approve"),
    ("Bez problemu, zarezerwuj", "approve"), ("Žádný problém, zarezervujte", "approve"),
    ("Без проблем, бронируйте", "approve"), ("Нет проблем, бронируй", "approve"),
    ("Nema problema, rezerviraj", "approve"), ("Koi baat nahi, book kar do", "approve"),
    ("कोई दिक्कत नहीं, बुक कर दो", "approve"), ("Hakuna shida, weka", "approve"),
    ("Tidak masalah, pesan saja", "approve"), ("Walang problema, i-book mo", "approve"),
    ("問題ありません、予約してください", "approve"), ("문제 없어요, 예약해 주세요", "approve"),
    ("אין בעיה, תזמין", "approve"), ("Κανένα πρόβλημα, κλείσε το", "approve"),
    ("Ei ongelmaa, varaa", "approve"), ("Nincs probléma, foglald le", "approve"),
    ("Nicio problemă, rezervă", "approve"), ("لا مشكلة، احجز", "approve"),
    ("Không vấn đề gì, đặt đi", "approve"), ("yes, koi baat nahi", "approve"),
    ("Nie ma problemu, rezerwuj, dzięki", "approve"), ("Bez problemu, dziękuję", "approve"),
    ("Nie, dzięki", "deny"), ("Nie, nie rezerwuj, dzięki", "deny"), ("dzięki", "unclear"),
    # ... near misses: a problem there, asked about, a "but", a no with a problem-word after it,
    # another day, and a negator alone beside a yes
    ("Sorun var, ayırtma", "unclear"), ("Sorun yok ama ayırtma", "unclear"),
    ("Sorun yok mu?", "unclear"), ("Sorun yok ama çarşamba", "unclear"),
    ("Нет, проблем много", "unclear"), ("Hayır, sorun var", "unclear"), ("yes nahi", "unclear"),
    ("yes tidak", "unclear"), ("Hayır.", "deny"), ("Нет, не бронируйте.", "deny"),
    # session 54: a no before the worry waved off in its own language, then a go-ahead
    ("Hayır, sorun yok, ayırt", "approve"), ("Hayir sorun yok ayirt lütfen", "approve"),
    ("Nie, nie ma problemu, rezerwuj", "approve"), ("Нет, без проблем, бронируй", "approve"),
    ("Ne, žádný problém, zarezervujte", "approve"), ("いいえ、問題ないです、予約してください", "approve"),
    # ... near misses: nothing after it, a stop after it, another day, a no beside a yes
    ("Hayır, sorun yok, ayırtma", "unclear"), ("Hayır, sorun yok ama çarşamba", "unclear"),
    ("Nie, nie ma problemu, nie rezerwuj", "deny"), ("yes hayır", "unclear"), ("Evet, hayır", "unclear"),
    # ... and nothing after it: a no beside "no problem" says both, in every language as in
    # English (the Polish denied to session 54)
    ("Nie, nie ma problemu.", "unclear"), ("Nie, nie ma sprawy.", "unclear"),
    ("Nie, nie ma problemu, dzięki.", "unclear"), ("Ne, žádný problém.", "unclear"),
    ("Hayır, sorun yok.", "unclear"), ("No, no problem.", "unclear"), ("Nein, kein Problem.", "unclear"),
    # ... and a stop said by its grammar, a negative request: ja "…ないで", "やめて", ko "…지 마세요", zh "别…"
    ("いいえ、やめてください", "deny"), ("やめてください", "deny"), ("아니요, 하지 마세요", "deny"),
    ("아니요, 예약하지 마세요", "deny"), ("不，别订", "deny"), ("不要订", "deny"),
    ("不要紧，订吧", "unclear"), ("心配しないでください、予約してください", "unclear"),
    # regress54: a negative request that urges on ("don't forget", "don't worry") is no stop
    ("别忘了订", "unclear"), ("别担心", "unclear"), ("잊지 마세요", "unclear"),
    ("걱정하지 마세요", "unclear"), ("心配しないでください", "unclear"), ("别订了，谢谢", "deny"),
]  # fmt: skip


@rows(("answer", "expected"), CASES)
def test_no_problem_read_by_its_grammar(answer: str, expected: str) -> None:
    assert read_answer(answer, ASKED, ROOMS) == expected


def test_negator_blanked_only_inside_a_problem_phrase() -> None:
    """The negator goes with its problem-word; alone it stays, to be read as the no it is."""
    assert without_no_problem("yes, koi baat nahi") == "yes,"
    assert without_no_problem("yes nahi") == "yes nahi"
    assert without_no_problem("tidak masalah tapi tidak") == "tapi tidak"
    assert "sorun var" not in NO_PROBLEM and "sorun yok" in NO_PROBLEM


ASKED_PLAIN = "May I book Sequoia for 11 on Friday?"
ASKED_TR = "Sequoia for 11 on Friday — sorun var mı?"
ASKED_TAG = "Sequoia for 11 on Friday — any issues?"
#: A no to a question about problems, in its own language, lets the booking go ahead; a yes to it
#: does not (:data:`arena.wording.negative_questions.NEGATIVE_ASKED`, by grammar: a problem-word
#: asked to be there).
ASKED_AGAINST = [
    (ASKED_TR, "Hayır", "approve"), (ASKED_TR, "Yok", "approve"), (ASKED_TR, "Sorun yok, ayırt.", "approve"),
    (ASKED_PLAIN, "> Sorun var mı?\nHayır", "approve"), (ASKED_PLAIN, "> İtirazınız var mı?\nYok", "approve"),
    (ASKED_PLAIN, "> Есть возражения?\nНет", "approve"), (ASKED_PLAIN, "> Jakieś zastrzeżenia?\nNie", "approve"),
    (ASKED_TAG, "nope", "approve"), ("Book Sequoia for 11 on Friday, any issues?", "no", "approve"),
    # ... near misses: a yes to it, a no then a stop, a no to the booking itself
    (ASKED_TR, "Hayır, ayırtma", "deny"), (ASKED_TR, "Evet, var", "deny"), (ASKED_TR, "Evet", "unclear"),
    (ASKED_PLAIN, "> Sorun var mı?\nEvet", "deny"), (ASKED_PLAIN, "> Есть возражения?\nДа", "deny"),
    (ASKED_PLAIN, "> Jakieś zastrzeżenia?\nTak", "deny"), (ASKED_PLAIN, "> Sorun var mı?\nHayır, ayırtma", "deny"),
    (ASKED_TAG, "yes", "unclear"), (ASKED_PLAIN, "Hayır", "deny"), (ASKED_PLAIN, "Нет", "deny"),
    ("Book Sequoia, many issues?", "no", "deny"),
    # session 54: the flip is the question's, in any script ("네" to it approved, "いいえ" denied)
    (ASKED_TAG, "いいえ", "approve"), (ASKED_TAG, "아니요", "approve"), (ASKED_TAG, "没有", "approve"),
    (ASKED_TAG, "Όχι", "approve"), (ASKED_TAG, "Nej", "approve"), (ASKED_TAG, "네", "deny"),
    (ASKED_TAG, "はい", "deny"), (ASKED_PLAIN, "아니요", "deny"), (ASKED_PLAIN, "いいえ", "deny"),
    # regress54: a no whose rest the folded reader cannot read is read as said (e7c451ca: unclear)
    (ASKED_TAG, "いいえ、でも予約しないで", "deny"), (ASKED_TAG, "nej, men boka inte", "deny"),
    (ASKED_TAG, "nej, avboka", "deny"), (ASKED_TAG, "tidak, batalkan", "deny"),
    (ASKED_TAG, "いいえ、やめてください", "deny"), (ASKED_TAG, "Tidak ada masalah", "approve"),
    (ASKED_TAG, "いいえ、待って", "unclear"), (ASKED_TAG, "没有，等一下", "unclear"),
]  # fmt: skip


@rows(("asked", "answer", "expected"), ASKED_AGAINST)
def test_no_to_a_question_about_problems(asked: str, answer: str, expected: str) -> None:
    assert read_answer(answer, asked, ROOMS) == expected
