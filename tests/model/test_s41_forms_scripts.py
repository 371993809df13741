"""Ticked forms with the box after the option, and a yes said in two scripts (session 40 left
both open; answers41 measured them): "Approve: [x]\\nDeny: [ ]" read as both yes and no, and
"はい yes", "Да, yes" as words the reader does not read, each unclear where a person said one
thing. Now the ticked option and the yes are read; a no, a doubt or a second tick in either still
leaves them unclear or a no."""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

ASKED = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"

FORMS = [
    ("Approve: [x]\nDeny: [ ]", "approve"),
    ("Approve: [ ]\nDeny: [x]", "deny"),
    ("Approve: ☐\nDeny: ☒", "deny"),
    ("Approve ☒ Deny ☐", "approve"),
    ("Approve [ ] Deny [x]", "deny"),
    ("Approve [X]  Deny [ ]", "approve"),
    ("Yes: [x]\nNo: [ ]", "approve"),
    ("Approve - [x]\nReject - [ ]", "approve"),
    # neighbours: read as before
    ("☒ Approve ☐ Deny", "approve"),
    ("[X] Approve [ ] Deny", "approve"),
    ("Approve: [x]", "approve"),
    ("Approve [ ] Deny [ ]", "unclear"),  # nothing ticked
    ("Approve: [x]\nDeny: [x]", "unclear"),  # both ticked
    ("Tuesday [x]\nWednesday [ ]", "unclear"),  # a day chosen, no yes
    ("Approve: [x]\nComment: book Cedar instead", "unclear"),  # a line of its own beside
]

SCRIPTS = [
    ("はい yes", "approve"),
    ("yes はい", "approve"),
    ("Да, yes", "approve"),
    ("Ναι, ok", "approve"),
    ("ok 好的", "approve"),
    ("Yes / 是", "approve"),
    ("Да. Yes, book it.", "approve"),
    # neighbours: a no, a doubt or another fact in the other script still counts
    ("Да, yes, но нет", "unclear"),
    ("Yes, 不要.", "unclear"),
    ("Нет, yes", "unclear"),
    ("yes да нет", "unclear"),
    ("OK, はい、いいえ", "unclear"),
    ("Да, yes, на 8 человек", "unclear"),
]


@rows(("text", "verdict"), FORMS)
def test_a_box_after_its_option_is_read(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text


@rows(("text", "verdict"), SCRIPTS)
def test_a_yes_in_two_scripts_is_a_yes(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text
    if verdict == "approve":
        assert read_answer(text) == "approve", text  # no request given


@rows(
    ("text", "verdict"),
    [
        ("はい no", "unclear"),  # a yes in one script, a no in the other: denied (answers41)
        ("Да, no", "unclear"),
        ("no 好的", "unclear"),
        ("no はい", "unclear"),
        # a no in both scripts, or a name or a no beside it, still denies
        ("いいえ no", "deny"),
        ("Нет, no", "deny"),
        ("No. — 田中", "deny"),
        ("No thanks.\n\nС уважением,\nИван", "deny"),
        ("No — 不要", "deny"),
    ],
)
def test_a_no_beside_a_yes_in_another_script_is_unclear(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text


@rows(
    ("text", "verdict"),
    [
        ("Да, ок", "approve"),  # "ок" in Cyrillic letters was unread (answers41's second set)
        ("ок", "approve"),
        ("Окей", "approve"),
        ("Yes ок", "approve"),
        ("ок, нет", "unclear"),
        ("Нет, ок", "unclear"),
    ],
)
def test_ok_in_cyrillic_letters_is_a_yes(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text
