"""Session 51 (answers51b): heldout51's seen answers, by family, each with near misses that
must not change. Read as the scripted model reads them, against one request.

1. a "no" that waves off an objection, then a go-ahead ("Nope, no objection — book it.", "Nein,
   keine Einwände. Buch ihn.") approves, as "No, no problem, book it" did; "no reason to say no"
   said bare or in another language is a yes (alone it DENIED: its two "no"s);
2. a yes corrected after an apology ("Yes. Sorry, no — I misread. Don't book.") denies, the
   later stop winning, as "Yes — wait, no." does; a correction to a yes stays unclear;
3. a yes relayed for the approver ("On behalf of Maria: yes, approved.") stays someone else's.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

ASKED = "Approve booking Sequoia R-305 for 12 on Thursday?"

CASES: list[tuple[str, str]] = [
    # 1. an objection waved off, then a go-ahead
    ("Nope, no objection — book it.", "approve"),  # heldout51 a51-012
    ("Nope, no objections. Go ahead.", "approve"),
    ("nope no objection go ahead", "approve"),  # dictated
    ("No, no objection from me, book it.", "approve"),
    ("nah, nothing against it, go ahead", "approve"),
    ("Nein, keine Einwände. Buch ihn.", "approve"),
    ("Non, aucune objection, vas-y.", "approve"),
    ("No, sin objeciones. Resérvala.", "approve"),
    ("No, nessuna obiezione, procedi.", "approve"),
    ("Nee, geen bezwaar, boek maar.", "approve"),
    ("Não, sem objeções, pode reservar.", "approve"),
    ("No reason to say no. Yes.", "approve"),  # heldout51 a51-056
    ("No reason to say no.", "approve"),  # denied
    ("no reason to say no, book it", "approve"),
    ("Can't think of a reason to say no. Go ahead.", "approve"),
    ("Kein Grund, nein zu sagen. Ja.", "approve"),
    ("Aucune raison de dire non. Oui.", "approve"),
    ("No hay razón para decir que no. Sí.", "approve"),
    ("Nessun motivo per dire di no. Sì.", "approve"),
    ("Geen reden om nee te zeggen. Ja.", "approve"),
    ("Nenhum motivo para dizer não. Sim.", "approve"),
    # ... near misses: the waved-off objection alone, an objection, a stop after it, another room
    ("Nope, no objection.", "unclear"),  # as "No, no problem." alone
    ("Nope, objection. Don't book it.", "deny"),
    ("No, I object. Don't book it.", "deny"),
    ("No, no objection, but don't book it.", "deny"),
    ("No objection to the meeting, but don't book Sequoia.", "deny"),
    ("Nope, no objection — book Cedar instead.", "unclear"),  # another booking
    ("No reason to say yes.", "unclear"),
    ("No reason to say yes. No.", "deny"),
    ("No reason to wait, don't book it.", "deny"),
    # 2. a yes corrected after an apology: the later stop wins
    ("Yes. Sorry, no — I misread. Don't book.", "deny"),  # heldout51 a51-086
    ("Yes. Sorry, no, I misread. Don't book it.", "deny"),
    ("yes. sorry no, wrong one, dont book", "deny"),  # texted
    ("Approved. My bad, no — I read the wrong day. Please don't book it.", "deny"),
    ("Yes — sorry, no.", "deny"),  # as "Yes — wait, no." (docs: a turn whose clause only refuses)
    ("Yes — wait, no.", "deny"),
    ("Ja. Entschuldigung, nein — verlesen. Nicht buchen.", "deny"),
    ("Oui. Pardon, non — j'ai mal lu. Ne réserve pas.", "deny"),
    ("Sí. Perdón, no, leí mal. No reserves.", "deny"),
    ("Sì. Scusa, no, ho letto male. Non prenotare.", "deny"),
    ("Ja. Sorry, nee, verkeerd gelezen. Niet boeken.", "deny"),
    ("Sim. Desculpa, não, li mal. Não reserve.", "deny"),
    # ... near misses: an apology with no "no" after it, a turn to a yes, a go-ahead after the no
    ("Yes. Sorry, I misread. Book it.", "approve"),
    ("Yes. Sorry, no problem, book it.", "approve"),
    ("Yes, sorry for the delay, book it.", "approve"),
    ("Yes. Sorry, no rush, book it when you can.", "approve"),
    ("Yes. Sorry, no — I misread. Book it.", "unclear"),
    ("No. Sorry, yes — I misread. Book it.", "approve"),  # session 53: the correction wins
    ("Yes. Don't book.", "unclear"),
    # 3. a yes given on the approver's behalf: delegation, the speaker's own act since answers52b
    # (docs/methodology.md; unclear from answers51b)
    ("On behalf of Maria (she's in a meeting): yes, approved.", "approve"),
    ("Im Auftrag von Maria (sie ist im Meeting): ja, genehmigt.", "approve"),
    ("De la part de Maria : oui, approuvé.", "approve"),
    ("Por parte de María: sí, aprobado.", "approve"),
    ("Da parte di Maria: sì, approvato.", "approve"),
    ("Uit naam van Maria: ja, goedgekeurd.", "approve"),
    ("Em nome da Maria: sim, aprovado.", "approve"),
    ("Au nom de Maria : oui.", "approve"),
    # ... near misses: the person's own yes beside "part" or "parte" words
    ("Oui, de ma part c'est bon.", "approve"),
    ("Sí, por mi parte está bien.", "approve"),
    ("Yes, book it on my behalf.", "approve"),
    # ... her "go" reported beside the yes stays a relay (docs/methodology.md)
    ("yes on behalf of Priya, she's the approver and she said go", "unclear"),
]


@rows(("answer", "verdict"), CASES, ids=[a for a, _ in CASES])
def test_s51_waved_and_corrected(answer: str, verdict: str) -> None:
    assert read_answer(answer, asked=ASKED) == verdict


def test_s51_broken_reader_fails_the_table() -> None:
    """A reader that took every leading "no" for a refusal would deny the waved-off objections:
    the table tells it apart (a check that cannot fail is a defect)."""

    def broken(answer: str) -> str:
        return (
            "deny" if answer.lower().startswith(("no", "nein", "non", "nee", "não")) else "approve"
        )

    assert any(broken(a) != v for a, v in CASES if v == "approve")
