"""Outside tester 30a: answers to an approval question as people type them in chat and mail,
read against "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?". The sentences are new ones,
not the tester's own: each rule is read from its word class, not from a list of sentences.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


def _verdict(answer: str, asked: str = ASKED) -> str:
    return explain_answer(answer, asked, rooms=ROOMS).verdict


# a yes asked back through dots or a "!": "Ok...?" is as much a question as "ok?"
@rows("answer", ["Alright...?", "go for it\u2026?", "Confirmed!?", "Book it..?", "yep!?"])
def test_a_yes_asked_back_after_dots_or_a_bang_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["Yes... which floor is it on?", "Sure! Can you also send the invite?", "Yes!!!"])
def test_a_question_after_a_yes_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# a yes spoken of rather than given: taken back, sent astray, quoted as a word, recalled
@rows(
    "answer",
    [
        "Her ok earlier was a typo",
        "That thumbs up was meant for Priya.",
        "the approval above went to the wrong chat",
        "'Sure' might be a stretch.",
        "Email recalled: approved",
    ],
)
def test_a_yes_spoken_of_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# a yes with changes, doubts or a "but" it never spells out, or one waiting to see
@rows(
    "answer",
    [
        "Approved, with minor tweaks",
        "OK with a couple of corrections",
        "Approved as revised",
        "yes - see inline comments",
        "Sure, although we have some concerns",
        "ok but",
        "Sure, except...",
        "Approved... well...",
        "Fine, let's wait and see",
    ],
)
def test_a_yes_with_unsaid_changes_or_doubts_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# someone else's yes, or one given before: "yes from Dana", "Already approved."
@rows(
    "answer",
    ["approved via Lena", "ok per Marco", "I'm going with Priya.", "It's already been okayed."],
)
def test_a_yes_on_someone_elses_word_or_given_before_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows(
    "answer",
    [
        "Approved, with thanks",
        "Yes, with no changes",
        "Yes, I agree with Priya, go ahead",
        "yes, that ok was mine",
        "I already approved it, so book it",
        "yes from us",
        "Sure, with pleasure",
        "Yes, very well",
    ],
)
def test_a_plain_yes_beside_such_words_still_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# yes and no in languages with no word lists, as whole answers with only thanks or "book it"
@rows(
    "answer",
    [
        "Evet, teşekkür ederim",
        "Ναι, ευχαριστώ",
        "はい、ありがとうございます",
        "Ndio, tafadhali",
        "haan ji, shukriya",
        "Kyllä kiitos",
        "Igen, köszönöm",
        "예, 감사합니다",
    ],
)
def test_a_yes_in_another_language_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows(
    "answer",
    [
        "Hayır, sağol",
        "아니오, 감사합니다",
        "Nahin ji",
        "Tidak, terima kasih",
        "Όχι, παρακαλώ",
        "Нет!",
    ],
)
def test_a_no_in_another_language_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


# anything else beside it stays unclear; a no of those languages beside an English yes too;
# and what may be a polite no or only "understood" is no yes
@rows(
    "answer",
    [
        "Evet ama yarın",
        "Ναι, αλλά την Πέμπτη",
        "はい、でも三時に",
        "Haan, lekin kal",
        "approved nahin",
        "ok olmaz",
        "fine, ochi",
        "大丈夫です",
        "了解しました",
    ],
)
def test_other_words_beside_another_languages_yes_leave_it_unclear(answer: str) -> None:
    assert _verdict(answer) != "approve"


# the agent @-mentioned is the one asked: its handle is no mistyped "not"
@rows("answer", ["@bot sure, book it", "@Bot: go for it", "@helpbot approve"])
def test_a_yes_to_the_agent_by_handle_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


# a yes said to someone named, or hedged as only partly one
@rows(
    "answer",
    ["Responding to Lena: yes", "(to Marco) ok, go", "(@Marco) yes", "pseudo-yes", "Naja."],
)
def test_a_yes_to_someone_named_or_half_given_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# a scan notice or a no-reply line under a yes holds no "no" of the person's
@rows(
    "answer",
    [
        "Approved.\n\nThis message has been checked for viruses, no malware detected.",
        "Go ahead.\n\nPlease do not reply to this email address.",
        "Sure thing.\n\nThis mailbox is not monitored.",
    ],
)
def test_a_mail_footer_with_a_no_leaves_the_yes(answer: str) -> None:
    assert _verdict(answer) == "approve"


# the answer named as such, thanks in more languages, and everyday yeses and noes said alone
@rows(
    "answer",
    [
        "Our answer is yes",
        "My decision: yes",
        "okay, grazie mille",
        "ok, obrigada",
        "Ja zeker",
        "Von mir aus.",
    ],
)
def test_plain_yeses_approve(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["Terrible idea.", "Sounds bad!"])
def test_plain_noes_deny(answer: str) -> None:
    assert _verdict(answer) == "deny"


# more of the same kinds, each said another way
@rows(
    "answer",
    [
        "forget that ok",
        "OK w/ a few tweaks",
        "Sure... though...",
        "ok, says Priya",
        "approved according to Lena",
        "To Priya: approved",
        "Sure - to Lena",
    ],
)
def test_more_yeses_that_are_not_this_persons_plain_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


@rows("answer", ["Iie", "Iie, arigatou"])
def test_a_japanese_no_in_latin_letters_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"


# someone @-mentioned only to copy them in: the yes is still to the agent
@rows(
    "answer", ["Approved - cc @ravi", "Sure, go ahead. FYI @mona", "ok, book it, looping in @tom"]
)
def test_a_yes_copying_someone_in_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


@rows("answer", ["@mona yes", "Approved, cc @ravi to approve"])
def test_a_yes_to_or_handed_on_to_someone_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"


# an answer sent as HTML reads as its lines: what a <blockquote> or "&gt;" quotes is not the person's
@rows(
    ("answer", "verdict"),
    [
        ("&gt; Shall I book it?<br>go ahead", "approve"),
        ("<blockquote>Book Aspen?</blockquote><p>nope</p>", "deny"),
        ("<div>Sure thing</div><blockquote>no</blockquote>", "approve"),
        ("<blockquote>Yes, book it</blockquote>", "unclear"),
    ],
)
def test_an_html_answer_reads_as_its_lines(answer: str, verdict: str) -> None:
    assert _verdict(answer) == verdict


# another language's yes asked back (its own question mark too) or trailing off is no yes
@rows("answer", ["Kyllä?", "Sawa??", "はい…", "Ναι;", "Igen...", "موافق؟"])
def test_another_languages_yes_asked_back_or_trailing_off_is_no_yes(answer: str) -> None:
    assert _verdict(answer) == "unclear"
