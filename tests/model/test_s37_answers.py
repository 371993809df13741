"""answers37 (outside tester, session 37): answers read as a yes to the booking asked that are
none, and plain yeses and noes in other languages read unclear.

- a yes that invites, brings or says a group comes ("sure, and invite the whole team", "the
  entire group is joining", "Ja, und lade das ganze Team ein"): the group's size is no count the
  request says, so it may change the head count (arena.wording.joining), while an errand to the
  group ("send the team the invite") still approves. test_s33_other_errands pinned "Yes, invite
  the whole team" as a yes beside an errand (session 33); since answers36 inviting someone by
  name or role is unclear (docs/methodology.md), and a whole team is no fewer people, so that
  test now holds "Yes, send the whole team the invite" as the errand;
- someone else's opinion given as the answer ("Tom thinks it's fine"), as "Dana says yes" is
  (arena.wording.reported);
- a head count slipped by a doubled or swapped letter with thanks right after it, no stop
  between ("yes there will be thhreee Thanks!": arena.wording.count_typos);
- "don't book it" said alone in Swedish, Danish, Norwegian, Finnish, Greek, Croatian, Czech,
  Romanian, Tagalog, Estonian, Lithuanian, Russian, Chinese, Turkish and Indonesian, and yeses in
  Finnish, Greek written in Latin letters, Croatian, Czech, Estonian and Lithuanian
  (arena.wording.other_languages), which read unclear."""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import Reading, explain_answer
from row_table import rows

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book Maple (R-210) for 8 people on Wednesday at 13:00 for 1 hour?"
ASKED_3 = "Book R-102 (Aspen) for 3 people on Tuesday at 10am?"


def _read(answer: str, asked: str = ASKED) -> Reading:
    reading = explain_answer(answer, asked, rooms=ROOMS)
    assert model_reads(answer, asked, ROOMS) == reading.verdict, (
        "the scripted model reads it otherwise"
    )
    return reading


@rows(
    "answer",
    ["sure, and invite the whole team", "Yes, invite the whole team",
     "Yes and invite everyone on my floor.",
     "Go ahead — and loop in the whole department.", "approved - include the marketing folks",
     "yes please and invite the board", "Sure - and invite both teams.",
     "yes, the whole team will come", "go ahead, the entire group is joining",
     "Yes! Everyone from ops is coming too.", "ok, plus the whole finance team",
     "Yes, and ask the design team to join", "Sure, and have the whole squad join.",
     "Yes, bring your team along", "Oui, et invite toute l'équipe.",
     "Ja, und lade das ganze Team ein.", "Sí, e invita a todo el equipo.",
     "Sì, e invita tutto il team."],
)  # fmt: skip
def test_a_yes_that_brings_a_group_may_change_the_count(answer: str) -> None:
    reading = _read(answer)
    assert reading.verdict == "unclear" and reading.why, reading


@rows(
    "answer",
    ["yes, and send the team the invite", "sure, and put it on the team calendar",
     "Yes, the whole team is the eight of us.", "yes, it's for my team of 8",
     "Go ahead and email the team the room number", "yes, the team meeting is in Maple",
     "Sure, and send the invite to the team channel.", "Yes, I'll tell the team."],
)  # fmt: skip
def test_an_errand_to_a_group_or_the_asked_team_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["Tom thinks it's fine", "my boss reckons yes", "Dana believes it's ok", "Sam feels it's fine",
     "yes, she thinks it's fine", "Priya figures it'll be fine"],
)  # fmt: skip
def test_someone_elses_opinion_is_no_yes(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@rows("answer", ["yes, that feels fine", "Sure, I feel it's fine"])
def test_the_persons_own_feeling_still_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(
    "answer",
    ["yes there will be thhreee Thanks!", "yes there will be thrreee thanks",
     "yes there will be sevven thank you", "yes, we'll be fuor, cheers"],
)  # fmt: skip
def test_a_slipped_count_before_thanks_is_held_against_the_request(answer: str) -> None:
    assert _read(answer).verdict == "unclear"


@rows("answer", ["yes there will be thhreee Thanks!", "yes there will be trheee thanks"])
def test_a_slip_for_the_asked_count_before_thanks_approves(answer: str) -> None:
    assert _read(answer, ASKED_3).verdict == "approve"


@rows(
    "answer",
    ["Boka inte.", "Ikke book det.", "Book det ikke.", "Älä varaa sitä.", "Älä varaa.",
     "Μην το κλείσεις.", "Όχι, μην το κλείσεις.", "Ohi, min to kleiseis.", "Nemoj rezervirati.",
     "Nerezervujte to.", "Nu rezerva.", "Nu, nu rezerva.", "Huwag i-book.",
     "Hindi, huwag mong i-book.", "Ära broneeri.", "Nerezervuok.", "Не бронируйте.", "别订。",
     "Rezerve etme.", "Jangan dipesan.", "Kokous peruttiin, ei tarvita.", "Ne, nemoj."],
)  # fmt: skip
def test_dont_book_it_alone_denies_in_many_languages(answer: str) -> None:
    assert _read(answer).verdict == "deny"


@rows(
    "answer",
    ["Joo, varaa vaan.", "Kyllä, varaa huone.", "Selvä, varaa.", "Nai, efharisto",
     "Ne, efcharisto poli", "Da, rezerviraj.", "Da, može.", "Naravno, rezerviraj.",
     "Da, slobodno rezerviraj.", "Da, hvala", "Jasně, klidně.", "Jah, broneeri.",
     "Taip, rezervuok.", "Sige, i-book mo na.", "お願いします。"],
)  # fmt: skip
def test_a_yes_in_finnish_greek_croatian_and_others_approves(answer: str) -> None:
    assert _read(answer).verdict == "approve"


@rows(("answer", "verdict"), [("Ne, hvala.", "deny"), ("Może", "unclear")])
def test_a_slavic_no_and_the_polish_maybe_stay_what_they_were(answer: str, verdict: str) -> None:
    assert _read(answer).verdict == verdict


@rows("answer", ["yy", "sans aucun doute", "avec le plus grand plaisir", "sin duda", "undoubtedly"])
def test_whole_answers_that_say_yes(answer: str) -> None:
    """docs/methodology.md's "sans aucun doute", "avec le plus grand plaisir", "sin duda"
    approve (they read unclear as whole answers), and chat's doubled "y" as its "kk"."""
    assert _read(answer).verdict == "approve"
