"""Session 33 (outside tester answers33): "Answer from my boss: ok" approved the booking. The
reader took "Answer from my boss:" for the harness's own framing ("Answer from <who>:", who
being the responder) and read "ok" as the person's yes; it is the person passing on someone
else's answer, as "per my manager: yes" already was (:mod:`arena.wording.reported`). So is a yes
the person only heard of ("apparently it's approved"), and, in a second round, one passed on
"(from Kim)", "Kim → ✅", by a role alone ("finance 👍") or by "your assistant". All are
unclear; the harness's framing with a responder's name, and a yes of the person's own after the
report, still approve.
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-102 (Aspen) for 6 people on Wednesday"


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED) == verdict, "the scripted model reads it otherwise"
    return verdict


@rows(
    "answer",
    ["Answer from my boss: ok", "Answer from my manager: yes", "Answer from the team lead: approved",
     "Answer from ops: Answer from my boss: ok", "per the finance director: yes",
     "apparently it's approved", "I heard it's fine", "supposedly it was signed off",
     "rumour has it it's approved",
     # a second round: other people by role, brackets, arrows, a role with only an emoji
     "Answer from your assistant: yes", "Answer from a colleague: approved",
     "Answer from his manager: ok", "my PA says yes", "(from Kim) yes", "Kim → ✅", "finance 👍",
     "apparently we got the ok", "Answer from my team: ok", "my team says ok"],
)  # fmt: skip
def test_a_yes_passed_on_or_heard_of_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


@rows(
    "answer",
    ["Answer from alice: ok", "Answer from Alice Smith: yes go ahead",
     "apparently it's approved, so go ahead", "yes, I heard you, go ahead", "(from me) yes", "ok → ✅",
     "yes, go ahead, finance 👍"],
)  # fmt: skip
def test_a_responders_answer_or_own_yes_approves(answer: str) -> None:
    # "I heard you" is no hearsay; alone, "yes, I heard you" only acknowledges: unclear (answers51)
    assert _verdict(answer) == "approve", answer


def test_a_no_passed_on_the_same_way_is_no_yes() -> None:
    assert _verdict("Answer from my boss: no") != "approve"
