"""Session 51 (regress51): answers this session's wording commits read the wrong way, with near
misses that keep their reading. Read as the scripted model reads them, against one request.

1. a yes on someone else's word named after it in other words: "yes, Sam says so", "ja, laut
   Chef", "sí, según el jefe" (approved since before this session, and once 01d6c64a passed
   over the approver's label, "Genehmiger: ja, laut Chef" approved too: wrong approvals);
   "yes, I said so", "ja, laut und deutlich", "volgens mij", "secondo me", "según lo acordado",
   "sì, secondo piano" stay the person's own;
2. the room, meeting or time itself "works" in de/fr/es/it/pt/nl is the booking's, as "yes, the
   meeting works" is (01d6c64a read "oui, la salle marche" as a report on a thing, unclear);
   a thing of the room's ("ja, der Beamer funktioniert") stays a report;
3. "OK with booking", "fine with ya/u" are the person's own (fd1f6aef read them as someone
   else's agreement, as "fine by Sam" is).
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"

CASES: list[tuple[str, str]] = [
    # 1. someone else's word after the yes
    ("yes, Sam says so", "unclear"),
    ("yes, my boss said so", "unclear"),
    ("yes — boss says so", "unclear"),
    ("ja, laut Chef", "unclear"),
    ("ja, laut meinem Chef", "unclear"),
    ("ja, laut Jonas.", "unclear"),
    ("sí, según el jefe", "unclear"),
    ("sì, secondo il capo", "unclear"),
    ("sim, segundo o chefe", "unclear"),
    ("ja, volgens de baas", "unclear"),
    ("oui, selon Marie", "unclear"),
    ("Genehmiger: ja, laut Chef", "unclear"),
    ("Approver: yes, Sam says so", "unclear"),
    ("Approver: yes, my boss said so", "unclear"),
    ("Yes, Sam says so. I agree too, book it.", "approve"),
    ("yes, I said so", "approve"),
    ("yes, we said so", "approve"),
    ("yes, the calendar says so", "approve"),
    ("ja, laut und deutlich", "approve"),
    ("Ja, laut und deutlich, buch ihn", "approve"),
    ("ja, volgens mij", "approve"),
    ("sì, secondo me", "approve"),
    ("sì, secondo me va bene", "approve"),
    ("sí, según lo acordado", "approve"),
    ("sí, según lo hablado", "approve"),
    ("sí, según tú", "approve"),
    ("oui, selon moi", "approve"),
    ("sim, segundo andar", "approve"),
    ("sì, secondo piano", "approve"),
    ("ja, volgens afspraak", "approve"),
    ("Approver: yes", "approve"),
    ("Genehmiger: ja", "approve"),
    # 2. the booking's own thing works, in the other languages
    ("oui, la salle marche", "approve"),
    ("oui, la réunion marche", "approve"),
    ("oui, le créneau marche", "approve"),
    ("ja, der Raum funktioniert", "approve"),
    ("ja, der Termin funktioniert", "approve"),
    ("ja, das Meeting funktioniert", "approve"),
    ("sí, la sala funciona", "approve"),
    ("sí, la reunión funciona", "approve"),
    ("sí, el horario funciona", "approve"),
    ("sì, la riunione funziona", "approve"),
    ("sì, la sala funziona", "approve"),
    ("sim, a reunião funciona", "approve"),
    ("ja, de vergadering werkt", "approve"),
    ("ja, de kamer werkt", "approve"),
    ("ja, het tijdstip werkt", "approve"),
    ("ja, der Aspen funktioniert", "approve"),
    ("oui, le projecteur marche", "unclear"),
    ("ja, der Beamer funktioniert", "unclear"),
    ("sí, el proyector funciona", "unclear"),
    ("sì, il proiettore funziona", "unclear"),
    ("ja, de beamer werkt", "unclear"),
    ("ja, die Heizung funktioniert", "unclear"),
    # 3. the person's own "OK with"
    ("yes, OK with booking.", "approve"),
    ("yes, fine with booking", "approve"),
    ("yes, ok with bookings.", "approve"),
    ("Yes, fine with ya", "approve"),
    ("Yes, ok with u", "approve"),
    ("yes, fine by Sam", "unclear"),
    ("yes, OK with Dana", "unclear"),
]


@rows(("answer", "verdict"), CASES)
def test_s51_regress_answers(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASKED) == verdict, answer
