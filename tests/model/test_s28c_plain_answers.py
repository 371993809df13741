"""Session 28: plain answers the answer reader read as unclear (outside tester 28a), and the
same shapes that must still never approve.

The request said back before its answer ("Book it? Yep.", "Q: … A: No"), the asked room or day as
a label ("Aspen: yes"), a courtesy "if" ("Let me know if you need anything else"), thought
already given ("After careful consideration"), an earlier answer the person has changed their
mind on, punctuation said aloud ("Full stop."), double negatives that agree ("Wouldn't hurt to
book it"), "10-4", a go-ahead mistyped by one key, and a sentence about another errand ("I'll
send the agenda later tonight"). Each family: the dangerous direction first.
"""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"


def _verdict(answer: str) -> str:
    return explain_answer(answer, ASKED, rooms=ROOMS).verdict


NEVER_APPROVE = [
    # another booking said back, another question, a question after the echo, sarcasm, a condition
    "Book it for Wednesday? Yes.", "Book Cedar for 6 people on Tuesday? Yes.", "Book it at 3? Sure.",
    "Book R-103 (Aspen) for 6 people on Tuesday at 14:30? Yes.", "Should I cancel it? Yes.",
    "Do we really need it? Yes.", "Book it? Yes?", "Book it?", "Book it? Yeah, right.",
    "Book it? Sure, if Bo agrees.", 'Yes to "Book R-204 (Cedar) for 6 people on Tuesday?"',
    "You asked whether to book Aspen for 8 on Tuesday. Yes.", "Book it? No idea.",
    # another room or day as the label, or someone else's say after it
    "Cedar: yes", "Wednesday: yes", "IT: yes", "Aspen: Dana approved", "Wednesday: yes, Tuesday: no",
    "Aspen: yes, for 8",
    # an "if" that waits on someone, a condition still to come
    "Yes, book it. Let me know if Bo agrees.", "Yes, book it if you need anything.",
    "Let me know if there's anything cheaper, otherwise book it.",
    "Yes, book it. Let me know if you need more people.",
    "Yes, after Bo signs off.", "Yes, after the standup.", "Approved after review by finance.",
    # a changed booking after a change of mind ("Don't book it. Actually, do." and "No. I've changed
    # my mind, book it." approve since session 53: a self-correction's last word wins)
    "Earlier I said no, but I've changed my mind: book Cedar.", "I said yes. I've changed my mind.",
    "Earlier I said no, but I've changed my mind: please book it but only if Bo agrees.",
    # a bare "Stop." may stop it; a question said aloud asks
    "Yes, go ahead. Stop. Thanks.", "book it question mark", "Go ahead. Stop.",
    # a hurt or a reason that is not the booking's
    "It can't hurt to ask Dana first.", "I can't see any reason to approve it.",
    # "10-4" after a yes may be ten to four
    "Yes, 10-4", "book it 10-4",
    # a slip read as its phrase keeps what is beside it; a real word is no slip
    "hook it up", "don't book ti", "go ahed and cancel", "naw", "book ti for 8",
    "sounds goof, but book Cedar", "ys, for Wednesday", "book i guess",
    # an errand that names the booking, a room, a count or a condition stays
    "Yes. I'll bring 8 people.", "Yes. Can you remind me about it on Friday?",
    "Yes. I'll send the agenda once the room is confirmed on Friday.",
    "Yes. Please also remind me to order lunch for 8.", "Yes. I'll send the invite for Cedar on Friday.",
    "Yes, I'll send the agenda. Book it for Friday.",
    # a yes that foretells a failure (it read approve once "the Aspen" was "it")
    "Yes yes, book the Aspen, it'll be just like the last disaster", "Sure, book it, it'll be a disaster",
    "Yes, what could possibly go wrong", "Go ahead, just like the last fiasco",
    "Book it, it'll be another train wreck", "Fine, book it. That will be a total mess.",
]  # fmt: skip


@rows("answer", NEVER_APPROVE)
def test_never_approves(answer: str) -> None:
    assert _verdict(answer) != "approve"


APPROVE = [
    # the request said back, then answered
    "Book it? Yep.", "Book R-102 (Aspen) for 6 people on Tuesday at 14:30? Yes.",
    "Should I book Aspen? — yes, you should.", "Should you book R-102? Yes you should.",
    "Q: Book Aspen on Tuesday? A: yes", "Re: Book R-102 (Aspen) for 6 people on Tuesday at 14:30? — yes, book it",
    'Yes to "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"', "Do I want Aspen for Tuesday? Absolutely.",
    "Approve? Sure.",
    # the asked room, day or id as a label
    "Aspen: yes", "Tuesday: yes", "R-102: approved", "Aspen: ok", "Aspen: go ahead",
    # ... beside another's no (answers52: a split answer, the asked half a yes)
    "Tuesday: yes, Wednesday: no",
    # a courtesy "if" at the end
    "Yes, book it. Let me know if you need anything else from me.",
    "Go ahead. Shout if there's anything else.", "Approved. Ping me if you need more details.",
    "Sure, book it. Feel free to ask if you have any questions.",
    "Hi there, thanks for checking in! Sorry for the slow reply. Anyway, yes, please go ahead and "
    "book it. Let me know if you need anything else from me. Cheers, Dana",
    # thought already given
    "After careful consideration, I approve the booking as proposed.", "Yes, after some thought.",
    "After much deliberation: approved.", "I confirm my approval of the booking.",
    "Dear assistant, After careful consideration, I am pleased to confirm my approval of the "
    "booking as proposed. Kind regards, Dr. M. Fischer",
    # an earlier answer the person changed their mind on
    "Earlier I said no, but I've changed my mind: please book it.",
    "At first I said no, but I've changed my mind. Book it.",
    "I said no yesterday, but I've changed my mind: go ahead.",
    # punctuation said aloud
    "Yes. Book it. Full stop.", "Go ahead. Full stop.", "Approved. Period.",
    # negations that agree
    "I can't see any reason not to. Book it.", "Wouldn't hurt to book it. Go ahead.",
    "Can't hurt to book it.", "I don't see any reason not to.", "It wouldn't hurt to book the room.",
    # radio "10-4"
    "10-4, book it", "10-4.", "Ten four, go ahead",
    # a go-ahead mistyped by one key
    "go aehad", "goahead", "go head", "go ahed", "ye sbook it", "book ti", "Sure, book itt",
    "sounds goof", "Sounds food", "sounds godo", "okau", "perfrct", "y e s", "ys pls", "yes pleas",
    # a sentence about another errand
    "Had to read this between meetings. The answer is yes. Go ahead with the booking. I'll send "
    "the agenda later tonight.",
    "Okay so first of all, thank you for handling this. Second, yes please book it. Third, can "
    "you also remind me about the dentist on Friday? Thanks!",
    "Yes. I'll send the invite on Friday.", "Go ahead. I'll share the slides tomorrow morning.",
    "Approved. Could you also remind me to call the caterer on Monday?",
    # a failure that is not foretold
    "Book it please, going without a room would be a disaster.", "Yes, book it before it's a mess.",
]  # fmt: skip


@rows("answer", APPROVE)
def test_approves(answer: str) -> None:
    assert _verdict(answer) == "approve"


DENY = [
    "Book it? Nope.", "Q: Book R-102 (Aspen) for 6 people on Tuesday at 14:30?  A: No",
    '"Book R-102 for 6 people on Tuesday" - denied', "You asked whether to book Aspen for 6 on Tuesday. No, don't.",
    'No to "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"', "Should you book R-102? No you shouldn't.",
    "Do I want Aspen for Tuesday? Absolutely not.", "Aspen: no", "Tuesday: no",
    "Sorry for the confusion earlier where I said yes — I've changed my mind, please don't book.",
    "I said yes earlier, but I've changed my mind: don't book it.", "naw", "naw, don't book it",
    "don't book ti", "go ahed and cancel", "n o",
]  # fmt: skip


@rows("answer", DENY)
def test_denies(answer: str) -> None:
    assert _verdict(answer) == "deny"
