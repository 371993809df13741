"""Forms whose options are each given a word, and a box form with a note below it (answers41):
"Approve: yes\\nDeny: no" read as a no (its "Deny" and "no"), "Approve: ✔\\nDeny:" as both, and
"☑ Approve\\n☐ Deny\\nComment: only if Cedar is taken" as a plain yes (the note was read as the
unticked option's words and dropped). The option set to yes is read now, with any note below
it beside it; two options set, or none, stay unclear."""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

ASKED = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"


@rows(
    ("text", "verdict"),
    [
        ("Approve: yes\nDeny: no", "approve"),
        ("Approve: Yes / Deny: No", "approve"),
        ("Approve: yes. Deny: no.", "approve"),
        ("Approve: ✔\nDeny:", "approve"),
        ("Approve: X\nDeny:", "approve"),
        ("Yes: x\nNo:", "approve"),
        ("Approve: no\nDeny: yes", "deny"),
        ("Approve: no\nDeny: yes\nReason: budget", "deny"),
        ("Approve: yes\nDeny: no\nComment: thanks!", "approve"),
        # a note that changes the booking, two set, or a word that is no yes
        ("Approve: yes\nDeny: no\nComment: for 8", "unclear"),
        ("Approve: yes\nDeny: no\nNotes: only if Cedar is taken", "unclear"),
        ("Approve: yes, Deny: no, but use Cedar", "unclear"),
        ("Approve: yes\nDeny: yes", "unclear"),
        ("Approve: yesterday\nDeny: no", "unclear"),
    ],
)
def test_a_form_of_options_given_a_word(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text


@rows(
    ("text", "verdict"),
    [
        ("☑ Approve\n☐ Deny\nComment: only if Cedar is taken", "unclear"),
        ("[x] Approve\n[ ] Deny\nfor 8 people please", "unclear"),
        # a box form alone reads as before
        ("☑ Approve\n☐ Deny", "approve"),
        ("- [x] Approve\n- [ ] Deny", "approve"),
        ("* [ ] Approve\n* [x] Deny", "deny"),
    ],
)
def test_a_note_below_a_box_form_is_read(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text


@rows(
    ("text", "verdict"),
    [
        # options in the other languages the reader reads (answers41: unclear, or a no)
        ("Genehmigen: [x]\nAblehnen: [ ]", "approve"),
        ("Genehmigen: [ ]\nAblehnen: [x]", "deny"),
        ("[x] Genehmigen [ ] Ablehnen", "approve"),
        ("Approuver : [x]\nRefuser : [ ]", "approve"),
        ("Aprobar: [x]\nRechazar: [ ]", "approve"),
        ("Genehmigen: ja\nAblehnen: nein", "approve"),
        ("Aprobar: sí\nRechazar: no", "approve"),
        ("Approuvé: oui\nRefusé: non", "approve"),
        ("Aprovar: sim\nRejeitar: não", "approve"),
        ("Aprobar: no\nRechazar: sí", "deny"),
        # a day or room ticked is still no yes
        ("[x] Tuesday [ ] Wednesday", "unclear"),
        ("Tuesday [x]\nWednesday [ ]", "unclear"),
    ],
)
def test_a_form_in_another_language(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text
