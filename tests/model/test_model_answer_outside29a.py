"""Outside tester 29a: answers a careful person would not take as a yes to "Book R-102 (Aspen)
for 6 people on Tuesday at 14:30?" that approved (and, end to end, booked), and plain answers
read the wrong way. The sentences here are new ones, not the tester's own: each rule is read
from its word class, not from a list of sentences.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from arena.wording.scripts import unread_words
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


# a yes beside words in a script the reader does not read: they may negate or condition it
UNREAD_SCRIPT = [
    "Да, но нет",
    "OK — ไม่",
    "ok לא",
    "yes 안돼",
    "Approved, 但是明天",
    "sure, لا",
    "Go ahead... хотя нет",
]


@rows("answer", UNREAD_SCRIPT)
def test_a_yes_beside_an_unread_script_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["APPROVED by Мария", "Answer from 田中: yes", "Yes 👍"])
def test_a_name_in_a_header_or_an_emoji_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


def test_an_ordinal_sign_is_latin() -> None:
    assert unread_words("la 1ª planta, el 2º piso") is None


def test_a_room_named_in_another_script_said_back_still_approves() -> None:
    asked = "Book R-102 (Сосна) for 6 people on Tuesday at 14:30?"
    assert explain_answer("Yes, Сосна is fine", asked).verdict == "approve"


# Spanish "ya" and Portuguese "já" say "already" before a verb; done already, in any language read
DONE_ALREADY = [
    "Ya lo reservó Pedro.",
    "Pedro ya reservó la sala.",
    "Sí, ya la tenemos.",
    "Já foi reservada pela Ana.",
    "Sim, a Ana já fez isso.",
    "Oui, c'est déjà réservé.",
    "Ja, Pedro hat schon reserviert.",
    "Sì, l'ha già prenotata Luca.",
    "Ja, Pedro heeft al gereserveerd.",
    "Sure, Pedro already did that.",
]


@rows("answer", DONE_ALREADY)
def test_a_booking_done_already_is_no_yes(answer: str) -> None:
    assert _verdict(answer) != "approve"


@rows("answer", ["Ya lo reservó Pedro.", "Já foi reservada pela Ana."])
def test_done_already_alone_refuses(answer: str) -> None:
    assert _verdict(answer) == "deny"


KEEP_YES = [
    "Ya, go ahead",
    "Ja, schon gut, buch ihn",
    "Ja, passt schon",
    "Yes, I already told Sam, book it",
    "Sí, ya, resérvala",
    "Sim, já pode reservar",
    "Sí, ya lo puedes reservar",
]


@rows("answer", KEEP_YES)
def test_a_yes_with_ya_ja_schon_or_already_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# someone else's say-so in the other languages read
SAID_BY_SOMEONE_ELSE = [
    "Oui, Paul dit que ça lui va.",
    "Sí, Ana dice que adelante.",
    "Ja, Piet zegt dat het prima is.",
    "Sim, o Pedro diz que pode.",
    "Ja, unsere Chefin meint, das passt.",
    "Ja, Jonas hat schon ja gesagt.",
    "Sì, dice Marco che si può.",
    "Sí, dicen que sí.",
    "Sì, la direttrice ha detto di sì.",
]


@rows("answer", SAID_BY_SOMEONE_ELSE)
def test_someone_elses_say_so_in_another_language_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Oui, c'est dit.",
        "Sim, como eu disse, pode reservar.",
        "Ja, ich sage ja.",
        "Oui, Paul a dit oui, donc vas-y.",
    ],
)
def test_the_persons_own_say_so_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# an Italian or Portuguese hour after its lead is a time, the asked one or another
@rows(
    "answer",
    [
        "Sì, alle sei.",
        "Sì, dalle tre in poi",
        "Sì, per le otto",
        "Sim, às doze.",
        "Sim, pelas uma",
        "Sì, alle undici e mezza",
    ],
)
def test_another_hour_after_alle_or_as_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Sì, alle quattordici e trenta va bene",
        "Sim, às duas e trinta, pode",
        "Oui, quatorze heures trente, parfait",
        "Ja, vierzehn Uhr dreißig passt",
        "Sí, a las dos y treinta",
    ],
)
def test_the_asked_time_with_its_minutes_in_words_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["Ja, alle sechs kommen.", "Yes, as due.", "Ja, wir kommen alle sechs."])
def test_alle_as_and_le_that_lead_no_hour_keep_the_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


# a forward in Portuguese, Italian or Dutch, a repeat in Portuguese or Italian, a condition on
# what the room has in Italian or Portuguese
NOT_THIS_BOOKING = [
    "---------- Mensagem encaminhada ---------\nDe: Ana\n\nPode, sim.",
    "---------- Messaggio inoltrato ---------\nDa: Luca\n\nVa bene, prenota.",
    "---------- Doorgestuurd bericht ---------\nVan: Piet\n\nPrima, doe maar.",
    "Sim, todas as quintas.",
    "Sim, cada semana.",
    "Sim, diariamente.",
    "Sì, quotidianamente.",
    "Sì, se ha la webcam.",
    "Sì, ma se c'è il caffè.",
    "Sim, se tiver ar-condicionado.",
    "Sim, caso haja quadro branco.",
]


@rows("answer", NOT_THIS_BOOKING)
def test_a_forward_a_repeat_or_a_condition_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Sí, se puede.",
        "Sim, se possível.",
        "Sim, toda a equipe vem.",
        "Sim, pode, caso de dúvida me ligue.",
    ],
)
def test_se_caso_and_toda_that_condition_or_repeat_nothing_keep_the_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


# another head count said as a group, "zu …t", after "somos"/"on est", and chairs said in words
OTHER_COUNT = [
    "Oui, on sera une vingtaine.",
    "Sì, siamo una ventina.",
    "Sim, uma dezena de pessoas.",
    "Ja, wir kommen zu viert.",
    "Sim, seremos dez.",
    "Oui, on est neuf.",
    "Sì, e due sedie in più.",
    "Sim, mais duas cadeiras, e três lugares extra.",
]


@rows("answer", OTHER_COUNT)
def test_another_count_said_in_words_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["Ja, wir sind zu sechst.", "Oui, on est six.", "Sim, somos seis."])
def test_the_asked_count_said_so_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows(
    "answer",
    [
        "Sim, às três da madrugada.",
        "Sì, alle due e trenta di mattina.",
        "Oui, à deux heures et quart du matin.",
        "De: Ana\nPara: Bot\nAssunto: RE: sala\n\nSim, pode reservar.",
        "From: Dana <dana@example.org>\nSent: Monday 09:12\n\nYes, go ahead.",
    ],
)
def test_a_night_hour_or_a_mail_opened_by_someone_elses_headers_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Sim, às duas e meia da tarde.",
        "Sì, alle due e mezza del pomeriggio.",
        "Subject: Approved\n\nYes",
    ],
)
def test_the_afternoon_hour_or_a_subject_line_alone_keeps_the_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


# a self-correction or a turn in Portuguese, Italian, Dutch and French: the last word decides when
# it is a no, and a turn to a yes stays unclear
@rows(
    "answer",
    [
        "Pode reservar, quer dizer, não, não reserve.",
        "Sì, prenota. Anzi, no.",
        "Certo... cioè no.",
        "Ja hoor. Ik bedoel nee.",
        "D'accord... enfin, non.",
        "Sim. Pensando melhor, não.",
        "Prima. Eigenlijk niet.",
    ],
)
def test_a_yes_corrected_to_a_no_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


# approved since session 53 (a self-correction's last word wins; unclear in sessions 29-52)
@rows("answer", ["No, anzi sì.", "Não, quer dizer, sim, reserva.", "Nee, ik bedoel ja."])
def test_a_no_corrected_to_a_yes_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# "sí", "sì", "sim" as a clause of their own after a no: a turn to a yes, never a denial; after
# an apology that corrects ("perdón", "desculpe") it approves since session 53
@rows(
    ("answer", "verdict"),
    [
        ("Nein... perdón, sí.", "approve"),
        ("No, mi scusi, sì.", "unclear"),
        ("Não. Desculpe. Sim.", "approve"),
        ("Não, foi engano, quero sim.", "unclear"),
    ],
)
def test_a_no_then_a_yes_in_a_clause_of_its_own_is_no_denial(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict


@rows("answer", ["Quero sim", "Reserva sim, obrigado"])
def test_sim_closing_a_clause_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["Acho que sim.", "Bueno, si hay sitio."])
def test_sim_after_que_and_si_before_a_clause_say_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Sorry, I'm not the best person for this.",
        "not the correct contact for rooms",
        "Je ne suis pas la bonne personne, désolé.",
    ],
)
def test_a_question_sent_to_the_wrong_person_decides_nothing(answer: str) -> None:
    assert _verdict(answer) == "unclear"


def test_a_no_about_the_room_still_denies() -> None:
    assert _verdict("No, not the right room.") == "deny"


# a clear yes taken back in the next sentence, after an interjection or as a negated yes
@rows(
    "answer",
    [
        "Oui, réserve. Oh non, laisse tomber.",
        "Dale. Ay, no, déjalo.",
        "Prenota pure. Ah no, lascia stare.",
        "Pode reservar. Ai, não, deixa pra lá.",
        "Go ahead. Oops, no, don't.",
        "Sure. No. No.",
        "Confirmed. Hold on. Not confirmed.",
    ],
)
def test_a_yes_taken_back_in_the_next_sentence_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


@rows(
    "answer",
    [
        "Yes. Oh, and don't forget the projector.",
        "Yes. Ah, and please email Sam.",  # "invite Sam" may add one (answers36)
        "OK. Oh well, go ahead.",
    ],
)
def test_an_interjection_before_a_side_remark_or_a_yes_keeps_the_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["Deffo!", "Beleza.", "Is goed", "Doe maar.", "Pode.", "Vai pure!", "yass"])
def test_everyday_yeses_as_the_whole_answer_approve(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["De jeito algum.", "Absoluut niet", "Neanche per sogno!", "Nee hoor."])
def test_everyday_noes_as_the_whole_answer_deny(answer: str) -> None:
    assert _verdict(answer) == "deny"


def test_dutch_zn_is_no_negation_and_counts_the_group() -> None:
    assert _verdict("Ja hoor, we komen met z'n zessen.") == "approve"
    assert _verdict("Ja, maar we komen met z'n vieren.") == "unclear"
    assert _verdict("Ja, boek maar, ik kom met m'n collega's.") == "approve"


# a yes, then a sentence that only lets the booking go: the last word is a no
@rows(
    "answer",
    [
        "Sure. Forget it.",
        "Vale. Déjalo.",
        "Oké. Laat maar zitten.",
        "Va bene. Lascia stare.",
        "Claro. Esquece isso.",
    ],
)
def test_a_yes_then_a_let_go_sentence_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


@rows(
    "answer",
    [
        "Yes. Never mind the projector.",
        "Yes. Forget the catering.",
        "Yes. Please.",
        "Sure. Skip the coffee.",
    ],
)
def test_a_yes_then_a_side_remark_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"
