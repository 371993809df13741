"""A one-line form's answer is the word after its yes-or-no label (outside tester 27).

"y/n: y" read as a refusal (its "n": an approval read as a denial), "yes/no: yes" as both, and
"Approve: yes", "Y/N? Y" unclear. The label is the form's and the word after it the person's
(:func:`arena.wording.forms.filled`); a label left blank is no answer.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


@rows(
    ("text", "verdict"),
    [
        ("y/n: y", "approve"),
        ("yes/no: yes", "approve"),
        ("Approve: yes", "approve"),
        ("Y/N? Y", "approve"),
        ("Y/N: yes", "approve"),
        ("approve (y/n): y", "approve"),
        ("Yes/No: Yes", "approve"),
        ("ja/nein: ja", "approve"),
        ("oui/non : oui", "approve"),
        ("sí/no: sí", "approve"),
        ("Approve? yes", "approve"),
        ("Decision: approve", "approve"),
        ("y/n: n", "deny"),
        ("yes/no: no", "deny"),
        ("Approve: no", "deny"),
        ("Y/N? N", "deny"),
        ("approve (y/n): n", "deny"),
        ("ja/nein: nein", "deny"),
        ("sí/no: no", "deny"),
        ("approve -> n", "deny"),
        ("y/n", "unclear"),
        ("y/n:", "unclear"),
        ("yes/no", "unclear"),
        ("Approve: yes, but in Cedar", "unclear"),
    ],
)
def test_the_word_after_the_label_answers(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED).verdict == verdict
    assert explain_answer(text).verdict == verdict
    assert read_answer(text, ASKED) == verdict
