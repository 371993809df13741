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
     "> Should I book it or not?\nno thanks, go"],
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
    """Since answers41 a bare yes to a request that closes on "- any objections?" is unclear
    (it may agree to the booking), and "Any objections? No." approves (test_s41_objections)."""
    asked = "Book Maple (R-210) for 8 people on Wednesday at 13:00 - any objections?"
    assert _read("yes", asked).verdict == "unclear"
    assert _read("Yes, I object.", asked).verdict == "deny"
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


@pytest.mark.parametrize(
    "answer",
    ["필요 없어요", "필요 없습니다", "괜찮아요, 안 해도 돼요", "됐어요", "아니에요, 괜찮아요", "大丈夫です",
     "いえ、大丈夫です", "必要ないです", "今回はいいです", "ज़रूरत नहीं", "ज़रूरत नहीं है", "नहीं चाहिए",
     "لا داعي", "لا داعي لذلك", "مش لازم", "لا حاجة", "nggak usah", "gak perlu, makasih", "ga usah deh",
     "không cần đâu", "thôi khỏi", "khỏi đặt nhé", "ไม่ต้องครับ", "ไม่เป็นไรค่ะ", "Hindi na kailangan",
     "いいえ、予約しないで。", "아니요, 예약하지 마."],
)  # fmt: skip
def test_a_polite_no_need_or_plain_dont_book_denies(answer: str) -> None:
    assert _read(answer, ASPEN).verdict == "deny"


@pytest.mark.parametrize(
    "answer",
    ["はい、予約して。", "네, 예약해.", "Ndiyo, weka.", "Oo, i-book mo.", "iya, pesan aja",
     "vâng, đặt giúp tôi", "हाँ, कर दीजिए", "네, 괜찮아요"],
)  # fmt: skip
def test_a_plain_yes_in_those_languages_approves(answer: str) -> None:
    assert _read(answer, ASPEN).verdict == "approve"


@pytest.mark.parametrize(
    "answer", ["はい、大丈夫です", "ya, tapi nggak usah hari ini", "네, 필요 없어요"]
)
def test_a_no_need_beside_a_yes_is_unclear(answer: str) -> None:
    assert _read(answer, ASPEN).verdict == "unclear"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("Approved: https://approvals.example.com/r/48213?decision=approve", "approve"),
     ("Yes! http://bit.ly/3xYz9", "approve"), ("ok https://zoom.us/j/9876543210?pwd=xyz", "approve"),
     ("yes — see https://example.com/2024/12/no-cost-centre", "approve"),
     ("ok, book it https://example.com/cancel-policy", "approve"),
     ("Yes, approved. [Approval record](https://approvals.example.com/r/48213)", "approve"),
     ("yes <https://example.com/approve/123|approve>", "approve"),
     ("no: https://example.com/path/yes", "deny"),
     ("https://approvals.example.com/r/48213?decision=approve", "unclear"),
     ("Yes. https://rooms.example.com/R-204", "unclear"),
     ("yes, see https://example.com/rooms?room=Cedar&people=7", "unclear"),
     ("Yes. https://rooms.example.com/R-102", "approve")],
)  # fmt: skip
def test_a_web_address_is_read_as_the_rooms_it_names_alone(answer: str, verdict: str) -> None:
    assert _read(answer, ASPEN).verdict == verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("Yes, approved.\n\n##- Please type your reply above this line -##\n\nYour request (48213) has "
      "been updated.\n\nAgent: Can I book Aspen for 6 people?", "approve"),
     ("No, don't book it.\n\n##- Please type your reply above this line -##\n\nYour request has "
      "been approved automatically.", "deny"),
     ("Yes\n\n---\nReply to this email to add a comment to ticket #7734.\nPowered by Freshdesk",
      "approve"),
     ("Yes go ahead\n\n[ref:_00D5g0abc._5004xyz:ref]", "approve")],
)  # fmt: skip
def test_a_help_desks_marks_below_an_answer_are_no_part_of_it(answer: str, verdict: str) -> None:
    assert _read(answer, ASPEN).verdict == verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [(f'Liked "{ASPEN}"', "approve"), (f"Loved \u201c{ASPEN}\u201d", "approve"),
     (f'Disliked "{ASPEN}"', "deny"), (f'Laughed at "{ASPEN}"', "unclear"),
     (f'Questioned "{ASPEN}"', "unclear"),
     ('Liked "Book R-204 (Cedar) for 6 people on Tuesday at 14:30?"', "unclear"),
     ("1. Yes\n2. Thanks!", "approve"), ("1) yes\n2) thanks, that's all", "approve"),
     ("1. No\n2. Thanks anyway", "deny"), ("1. yes\n3. thanks", "unclear")],
)  # fmt: skip
def test_a_tapback_or_numbered_reply_reads_as_what_it_says(answer: str, verdict: str) -> None:
    assert _read(answer, ASPEN).verdict == verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("不用了，谢谢。\n\n此致\n王伟", "deny"), ("好的，请预订。\n\n此致\n王伟", "approve"),
     ("はい、予約してください。\n\nよろしくお願いいたします。\n田中 太郎", "approve"),
     ("네, 예약해 주세요.\n\n감사합니다.\n김민수 드림", "approve")],
)  # fmt: skip
def test_a_name_in_a_script_with_no_capitals_signs(answer: str, verdict: str) -> None:
    assert _read(answer, MAPLE).verdict == verdict


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("y3s", "approve"), ("y3s, b00k 1t", "approve"), ("4ppr0v3d", "approve"), ("g0 4h34d", "approve"),
     ("5ur3", "approve"), ("0k4y", "approve"), ("n0", "deny"), ("n0p3", "deny"), ("d3n13d", "deny"),
     ("d0n7 b00k 17", "deny"), ("n0t 4ppr0v3d", "deny"), ("y3s f0r 7", "unclear"),
     ("m4yb3", "unclear"), ("yes at 10am", "unclear"), ("Yes, R204", "unclear")],
)  # fmt: skip
def test_leetspeak_decision_words_read_as_written_out(answer: str, verdict: str) -> None:
    assert _read(answer, ASPEN).verdict == verdict


@pytest.mark.parametrize(
    ("answer", "verdict"), [("yes <3", "approve"), ("yes, <3 people", "unclear")]
)
def test_a_typed_heart_is_no_count(answer: str, verdict: str) -> None:
    assert _read(answer, ASPEN).verdict == verdict


@pytest.mark.parametrize(
    "answer",
    ["> Do you mind if I bring my dog?\nno", "> Should I cancel the catering?\nno",
     "> Any concerns about the budget?\nno", "> Any objections to inviting Sam?\nnone",
     "> Should we skip the projector?\nno", "> Should I cancel the catering?\nyes"],
)  # fmt: skip
def test_an_answer_to_a_question_against_another_matter_never_approves(answer: str) -> None:
    assert _read(answer, ASPEN).verdict != "approve"


def test_a_yes_to_skipping_the_booking_this_time_denies() -> None:
    assert _read("> Should I skip booking a room this time?\nYes", ASPEN).verdict == "deny"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("> Any reason we shouldn't book Aspen?\nyep, budget freeze", "deny"),
     ("> Any reason we shouldn't book Aspen?\nnope", "approve"),
     ("> Shall I book it, or would you rather wait?\nyes", "unclear"),
     ("> Would you rather wait?\nyes", "deny"),
     ("Approve. Who asked for this, by the way?", "unclear"), ("Sure, why not?", "approve"),
     ("Yes, which floor is it on, by the way?", "approve")],
)  # fmt: skip
def test_held_out_shapes_of_a_question_against_or_a_doubt(answer: str, verdict: str) -> None:
    """answers40's held-out set: the first, third and fifth read as approvals."""
    assert _read(answer, ASPEN).verdict == verdict
