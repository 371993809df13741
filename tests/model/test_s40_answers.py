"""answers40 (outside tester, session 40): answers that approved what is no clear yes to the
request asked, or read a clear answer as unclear.

- a yes or no to a question asked against the booking, quoted or said back ("> Any
  objections?\\nyes", "> Should we cancel?\\nyes", "> Is there a reason not to book it?\\nnope")
  (arena.wording.negative_questions);
- a yes key set to false on a code block's line ("```yaml\\napproved: false\\n```")
  (arena.wording.negation.KEY_FALSE);
- the decision left to someone named by more than one word ("Let the team lead confirm.", "Have
  Priya confirm first.") (arena.wording.hedges);
- a doubt whether the booking is needed at all ("Sure. Also, are you certain we need it?")
  (arena.wording.second_thoughts);
- the request handed on to those who decide ("yes, forward it to legal", "yes, pass it to
  finance") (arena.wording.answers);
- an Indonesian "but only" after a yes ("ya tapi cuma dua") (arena.wording.provisos);
- a ticket's status moved by its system ("[FAC-2291] Status: Open → Approved")
  (arena.wording.machine_text);
- a struck-out yes marked only as edited ("~yes~ (edited)") (arena.wording.chat)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASPEN = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
MAPLE = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"
ATRIUM = "Book Atrium (R-400) for 20 people on Thursday at 10:00 for 90 minutes?"


def _read(answer: str, asked: str = MAPLE) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@pytest.mark.parametrize(
    "answer",
    ["> Any objections?\nyes", "> Any objections to booking Maple?\nyes",
     "> Should we cancel the Maple request?\nyes", "> Should I drop this?\nYes please",
     "> Is there a reason not to book it?\nYes, we're remote that week.",
     "> Would you rather I didn't book it?\nyes", "> Do you mind if I book Maple?\nYes, I mind.",
     "> Shall I hold off on Wednesday?\nyeah", "> Any concerns with 8 people in Maple?\nYes.",
     "> Do you want me to leave it?\nYes, leave it.", "> Do you object?\nI do.",
     "Any objections? Yes.", "> Should we call it off?\nSí", "> Des objections ?\nOui",
     "> Soll ich die Buchung lieber lassen?\nJa", "> Would you prefer we cancel?\n👍",
     "Yes\n\n>> Any objections?\n> Asking again: any objections to Maple?",
     "On Tue, Kim wrote:\n> Any objections?\n\nyes"],
)  # fmt: skip
def test_a_yes_to_a_question_asked_against_the_booking_denies(answer: str) -> None:
    assert _read(answer).verdict == "deny"


@pytest.mark.parametrize(
    "answer",
    ["> Any objections?\nnone", "> Any objections?\nNo, go ahead.", "> Should I drop this?\nNo, book it.",
     "> Is there any reason not to book it?\nnope", "> Do you object?\nI don't. Go ahead.",
     "> Do you mind if I book Maple?\nNot at all, go for it.", "No objections.\n\n> Any objections?",
     "> Anything stopping me from booking Maple on Wednesday?\nNothing, go."],
)  # fmt: skip
def test_a_no_to_a_question_asked_against_the_booking_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@pytest.mark.parametrize(
    "answer",
    ["> Any objections, or shall I book?\nyes", "> Any objections?\nYes, no.",
     "> Should I book it or not?\nno thanks, go", "Any objections? No."],
)  # fmt: skip
def test_an_answer_said_both_ways_to_such_a_question_is_unclear(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("Yes, book it.\n\nPriya wrote:\n> Shall we cancel?", "approve"),
     ("> Any objections?\nNo, don't book it.", "deny")],
)  # fmt: skip
def test_own_words_that_answer_the_booking_are_read_as_said(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("> Shall I go ahead?\nyes", "approve"), ("> Shall I go ahead?\nno", "deny"),
     ("> OK to book Maple for 8?\nyes", "approve"), ("> Is it a yes?\nyes", "approve"),
     ("yes", "approve"), ("no", "deny"), ("Yes, no objections.", "approve")],
)  # fmt: skip
def test_a_question_asked_for_the_booking_keeps_its_reading(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


def test_a_yes_to_a_quoted_any_objections_is_a_no_not_unclear() -> None:
    """Held-out tester 39 held it unclear (test_s39h_answers); session 40 decided it denies."""
    assert (
        _read("> Any objections?\nyes", "Book R-102 (Aspen) for 6 people on Wednesday?").verdict
        == "deny"
    )


def test_the_request_itself_asked_against_the_booking_turns_a_yes() -> None:
    asked = "Book Maple (R-210) for 8 people on Wednesday at 13:00 - any objections?"
    assert _read("yes", asked).verdict == "deny"
    assert _read("none", asked).verdict == "approve"


@pytest.mark.parametrize(
    "answer",
    ["```yaml\napproved: false\n```", "```python\napproved = False\n```", "approved: false\nthanks"],
)  # fmt: skip
def test_a_yes_key_set_to_false_on_its_own_line_denies(answer: str) -> None:
    assert _read(answer).verdict == "deny"


@pytest.mark.parametrize(
    ("answer", "asked"),
    [("Let the team lead confirm.", ASPEN), ("Let my boss sign off on this one.", MAPLE),
     ("Have Priya confirm first.", ATRIUM), ("Sure. Also, are you certain we need it?", MAPLE),
     ("Yes. Do we even need a room?", ASPEN), ("Sure. Quick q: who asked for this?", ATRIUM),
     ("yes, forward it to legal", ASPEN), ("yes, pass it to finance", MAPLE),
     ("Yes, send this on to my manager", ATRIUM), ("ya tapi cuma dua", MAPLE),
     ("ya, tapi hanya dua orang", ATRIUM),
     ("[FAC-2291] Status: Open → Approved\n\nThis is an automated message from Jira.", ASPEN),
     ("State changed to Approved", MAPLE), ("Approved automatically by rule", ATRIUM),
     ("~yes~ (edited)", MAPLE)],
)  # fmt: skip
def test_a_yes_handed_on_doubted_or_not_the_persons_is_unclear(answer: str, asked: str) -> None:
    reading = _read(answer, asked)
    assert reading.verdict == "unclear" and reading.why, reading


@pytest.mark.parametrize(
    "answer",
    ["Yes, do you need anything else?", "Go ahead, let Sam know", "Status: approved",
     "yes (edited)", "Yes, and forward the confirmation to my manager", "Ya, pesan saja.",
     "Yes. Also, is the printer fixed?", "yes, let me know when it's done",
     "yes, I'll forward it to my manager as well", "yes, forward it to legal as well"],
)  # fmt: skip
def test_a_plain_yes_beside_such_words_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@pytest.mark.parametrize(
    "answer",
    ["Tak, proszę rezerwować.\n\nPozdrawiam\nJan Kowalski\n\nTa wiadomość jest poufna. Jeśli nie "
     "jesteś adresatem, nie kopiuj jej i nie przekazuj nikomu.",
     "Sim, pode reservar.\n\nAtenciosamente,\nAna Costa\n\nEsta mensagem é confidencial. Se você "
     "não é o destinatário, não a leia, não a copie e não a divulgue.",
     "Ja, graag.\n\nMet vriendelijke groet,\nPieter de Vries\n\nDit bericht is vertrouwelijk. Indien "
     "u niet de geadresseerde bent, wordt u verzocht dit bericht niet te gebruiken.",
     "Ja, boka.\n\nMed vänliga hälsningar\nErik Svensson\n\nDetta meddelande är konfidentiellt. Om du "
     "inte är rätt mottagare får du inte läsa, kopiera eller sprida det.",
     "Да, бронируйте.\n\nС уважением,\nИван Петров\n\nЭто письмо конфиденциально. Если вы не "
     "являетесь адресатом, не читайте, не копируйте и не распространяйте его.",
     "Yes, go ahead.\n\nMit freundlichen Grüßen\nHans Müller\n\nHinweis: Diese E-Mail wurde nicht "
     "verschlüsselt. Bitte drucken Sie diese E-Mail nur, wenn es nötig ist.",
     "Ok, book it.\n\nCordialement\nMarie\n\nPensez à l'environnement avant d'imprimer ce message. Ne "
     "répondez pas à cette adresse en dehors des heures ouvrées."],
)  # fmt: skip
def test_a_yes_above_a_sign_off_and_notice_in_another_language_approves(answer: str) -> None:
    assert _read(answer, ATRIUM).verdict == "approve"


def test_a_no_above_such_a_notice_still_denies() -> None:
    answer = "Nie, dziękuję.\n\nPozdrawiam\nJan Kowalski\n\nTa wiadomość jest poufna."
    assert _read(answer, ASPEN).verdict == "deny"
