"""Session 53 (answers53): a person who corrects themselves meant the correction
(:mod:`arena.wording.corrected_last`, docs/methodology.md). The last part after an explicit
correction marker decides when it is itself a clean decision and something was decided before it;
a last part that is conditional or a question stays unclear; a marker that is no correction
("wait for Bob", "sorry for the delay") and an answer with no marker ("yes no") read as before."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "May I book Cedar (R-204) for 6 on Tuesday?"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


#: A no corrected to a yes: approved (unclear in sessions 26-52).
TO_YES = [
    "No wait, actually yes, go ahead.", "No, I mean yes", "No. I mean, go ahead.",
    "Don't book it. Actually, do.", "Nope. Actually, book it.", "No. Scratch that, yes, book it.",
    "No. On second thought, go ahead.", "No, sorry, yes.", "no... actually yes",
    "Deny. Correction: approve.", "Nein, warte, doch, buch ihn.", "Nein. Eigentlich doch, buch ihn.",
    "Non, attends, oui, vas-y.", "Non. En fait oui, réserve-la.", "No, espera, sí, resérvala.",
    "No. En realidad sí, resérvala.", "No, aspetta, sì, prenota pure.", "No. Anzi sì, prenota.",
    "Não, espera, sim, pode reservar.", "Não. Na verdade sim, pode reservar.",
    "Nee, wacht, ja, boek maar.", "Nee, ik bedoel ja.", "Nej, vänta, ja, boka det.",
    "Nej. Förresten, ja, boka det.", "いいえ、やっぱりお願いします", "いいえ、ちょっと待って、はい、お願いします",
]  # fmt: skip
#: A yes corrected to a no: denied, a trailing "ok..." included (unclear before for that one).
TO_NO = [
    "yes — wait, no", "ok... actually hold off", "ok... actually no", "Yes, scratch that, no.",
    "Yes. On second thought, don't.", "Ja, vänta, nej.", "Oui. En fait non, laisse tomber.",
    "Sí. Perdón, no.", "Sì. Anzi no, lascia stare.", "Ja. Warte, nein.",
    "はい、やっぱりやめておきます",
]  # fmt: skip
#: A correction whose last part is conditional or a question: unclear (one denied before).
HELD_OPEN = [
    "No wait, yes if Bob agrees", "No wait, yes?", "No. Actually, maybe.", "Nein, warte, ja?",
    "No. Actually, let me think.",
]  # fmt: skip
#: Near misses that must not move: no marker, a marker that is no correction, a correction that
#: only acknowledges after a no or refuses something else, a question after a yes.
KEPT = [
    ("yes no", "unclear"), ("no yes", "unclear"), ("Yes. Wait for Bob's ok before booking.", "unclear"),
    ("Sorry for the delay, no.", "deny"), ("Sorry for the delay, yes go ahead.", "approve"),
    ("No, actually it's fine", "unclear"), ("Yes. Actually, don't tell Bob.", "unclear"),
    ("Yes. Actually, don't forget the projector.", "approve"), ("Yes. I mean, no catering.", "approve"),
    ("Yes. Actually, which floor is it on?", "unclear"), ("Don't book it. Hm, or do.", "unclear"),
    ("Yes. Wait, no, the other Tuesday.", "unclear"), ("Sure, go ahead. Actually wait.", "unclear"),
    ("Yes, I mean it, go ahead", "approve"), ("Don't. Just kidding, do it.", "unclear"),
    ("No, mi scusi, sì.", "unclear"), ("Yes. Wait, is that this Tuesday?", "unclear"),
    ("Yes, actually, go ahead.", "approve"), ("Yes, can't wait!", "approve"),
]  # fmt: skip


@pytest.mark.parametrize("answer", TO_YES)
def test_a_no_corrected_to_a_clean_yes_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@pytest.mark.parametrize("answer", TO_NO)
def test_a_yes_corrected_to_a_no_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


@pytest.mark.parametrize("answer", HELD_OPEN)
def test_a_correction_held_open_stays_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@pytest.mark.parametrize(("answer", "verdict"), KEPT)
def test_near_misses_read_as_before(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict


def test_a_signature_after_an_apology_is_no_correction() -> None:
    signed = "No, sorry.\n\n--\nMaria Keller | Head of Ops\nApproved vendor since 2019"
    assert _verdict(signed) == "deny"


def test_a_reply_of_markers_is_read_quickly_and_decides_nothing() -> None:
    from arena.wording import corrected_last

    assert corrected_last.corrected_to("no, wait, " * 300 + "yes", lambda t: NotImplemented) is None


def test_a_reader_without_the_correction_reads_them_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The broken reference: the reader with the mechanism taken out does not approve these."""
    from arena.wording import free_text

    monkeypatch.setattr(free_text, "corrected_to", lambda folded, explain: None)
    for answer in (
        "No wait, actually yes, go ahead.",
        "Nein, warte, doch, buch ihn.",
        "No, I mean yes",
    ):
        assert explain_answer(answer, ASKED, rooms=ROOMS).verdict != "approve"
