"""Where a request stands on each room it names: asked for, ruled out, or not said.

A room is ruled out by what its own clause says of it, not by one fixed phrase: a negation or a
verb of refusal just before it ("skip Aspen", "no Aspen please", "we can't use Aspen", "we hate
Aspen", "(no Aspen)"), something wrong with it after it ("Aspen is a no-go", "Aspen excluded",
"Aspen is under renovation", "Aspen's aircon is broken", "we were in Aspen last time and it was
too cramped"), or a later "skip it" / "pick another" about it. The phrases of
:func:`arena.model.intent.ruled_out_rooms` still count. Red team 10 (finding 4) found 43 of 100
such phrasings read as no exclusion at all, and the model booked the room ruled out.

A room named with nothing that says whether it is wanted ("Book a room for 5 on Friday, Aspen.",
"we were in Aspen last time") is *not said*: the model cannot tell, and says so
(:func:`unplaced`) rather than book it or quietly avoid it. A condition ("Aspen if it isn't
taken", "if Cedar is busy, book Aspen") states a preference, not a refusal. Rooms offered as
alternatives ("Aspen or Cedar, whichever is free") are each wanted, and a room's name inside
another name ("the Cedar project kickoff", "Sequoia Capital") is no mention of the room (red team
11, finding 3: such requests were not understood, and every correct adapter failed the item).
"""

from __future__ import annotations

import functools
import itertools
import re
from typing import Literal

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.model.asked_about import why_not_done
from arena.model.count_words import is_people
from arena.model.intent import ROOM_ID, ROOM_RULED_OUT, asked_at, asked_names, ruled_out_rooms
from arena.model.other_names import folded_room_names, without_other_names, without_owners
from arena.model.prefix_cuts import last_end
from arena.model.room_again import asked_again, conceded, refused_again, resolved
from arena.model.room_apposed import unapposed
from arena.model.room_contrast import dropped_for_next
from arena.model.room_if_free import booked_if_free, fallback_if_none_free
from arena.model.room_past import recalled, taken_up
from arena.model.room_questioned import taken_after_question
from arena.model.room_then_other import other_booked_after
from arena.model.room_unbooked import taken_after_unbooked
from arena.model.stance_words import (
    ACCEPTS,
    ANAPHOR,
    BOOKED_WISH,
    CLAUSE,
    CONDITION,
    CONDITIONED,
    LANDMARK,
    NEAR,
    NOT_BAD,
    PREFERRED,
    PRONOUN,
    REFUSED,
    SENTENCE,
    TAKEN_STATE,
    TO_BOOK,
    VERB_LAST,
    WILL_DO,
    against,
)
from arena.model.terse_facts import among_facts, room_clause
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.mail import without_signature
from arena.wording.numbers import fold
from arena.wording.spelling import room_slips

Stance = Literal["wanted", "ruled_out", "placed", "unsaid"]


def _mentions(folded: str) -> list[tuple[int, int, str]]:
    """``(start, end, key)`` of each room named: ``R-102`` for an id, the folded name else."""
    found = [
        (m.start(), m.end(), f"R-{m.group(1) or m.group(2)}") for m in ROOM_ID.finditer(folded)
    ]
    for name in folded_room_names():
        found += [
            (m.start(), m.end(), name) for m in re.finditer(rf"\b{re.escape(name)}\b", folded)
        ]
    return sorted(found)


def room_stances(text: str) -> dict[str, Stance]:
    """Each room ``text`` names (its id, or its folded name), and where the text stands on it;
    a room named twice takes the firmest stance (ruled out, then wanted, then placed). A room's
    name misspelt by one letter ("book Cedr") is that room (:func:`room_slips`). The writer's
    signature ("Office R-400") names no room asked for."""
    return dict(_room_stances(text))


@functools.lru_cache(maxsize=256)
def _room_stances(text: str) -> tuple[tuple[str, Stance], ...]:
    """:func:`room_stances`, read once a text: an item's load asked it ~9 times of one input
    (requests52: 30,000 items took 64 s to load)."""
    text = without_other_names(room_slips(without_signature(text), folded_room_names()))
    folded = unapposed(fold(text))
    out = ruled_out_rooms(text)
    mentions = _mentions(folded)
    each: list[Stance] = []
    why = why_not_done(folded)
    for i, (start, end, key) in enumerate(mentions):
        prev_end = mentions[i - 1][1] if i else 0
        next_start = mentions[i + 1][0] if i + 1 < len(mentions) else len(folded)
        stance = _stance(folded, start, end, key, (prev_end, next_start), out)
        if stance != "wanted" and taken_after_question(folded, end, next_start):
            stance = "wanted"  # "Why didn't you book Cedar? Please book it now." (requests49b)
        elif stance != "wanted" and taken_after_unbooked(folded, (start, end), next_start):
            stance = "wanted"  # "I didn't book Cedar yet, book it for 6" (requests50c)
        elif (
            stance == "wanted"
            and _within(start, why)
            and not taken_after_question(folded, end, next_start)
        ):
            stance = "placed"  # "Warum hast du Cedar nicht gebucht? Buch Maple." (requests50)
        elif (
            stance in ("placed", "unsaid")
            and asked_again(folded, end, next_start)
            and not ANAPHOR.search(folded, end, next_start)  # "… again? No, pick another."
        ):
            stance = "wanted"  # "Cedar was great last time, let's do that again" (requests44)
        elif stance == "wanted" and other_booked_after(folded, (start, end), next_start):
            stance = "placed"  # "Is Cedar free Tuesday? Book Maple for 6." (requests49c)
        elif stance in ("placed", "unsaid") and (
            booked_if_free(folded, start, end, next_start) or fallback_if_none_free(folded, start)
        ):
            stance = "wanted"  # "Lmk if Cedar works for 6 on Tuesday. If yes just book it"
        elif refused_again(folded, end, next_start) and not CONDITION.search(
            folded, end, next_start
        ):
            stance = "ruled_out"  # "Cedar war schlecht, nimm ihn nicht wieder" (requests44b)
        elif (
            stance == "ruled_out"
            and key in out
            and any(k == key for _, _, k in mentions[:i])
            and asked_at(folded, start, end)
            and _stance(folded, start, end, key, (prev_end, next_start), frozenset()) == "wanted"
            and not _ask_undone(folded, (prev_end, start, end), key)
        ):
            stance = "wanted"  # "Aspen was too noisy last time; book Aspen …": asked after it
        each.append(stance)
    _alternatives(folded, mentions, each)
    stances: dict[str, Stance] = {}
    asked = {key for (_, _, key), stance in zip(mentions, each, strict=True) if stance == "wanted"}
    for i, ((start, _, key), stance) in enumerate(zip(mentions, each, strict=True)):
        if stance == "ruled_out" and key in asked and conceded(folded, start):
            stance = "placed"  # "Book Cedar …, though Cedar has a broken projector" (requests45)
        elif stance == "ruled_out" and _asked_later(folded, mentions, each, i):
            stance = "placed"  # "Aspen was too noisy last time, but book Aspen anyway"
        if key not in stances or _RANK[stance] > _RANK[stances[key]]:
            stances[key] = stance
    return tuple(stances.items())


#: Where a mention's own clause starts and its sentence ends.
_CLAUSE_MARK = LazyPattern(r"[.;!?\n]")
#: A room named as the one not to take, right before it: "a different room than Aspen".
_NOT_THIS = LazyPattern(
    r"\b(?:(?:different|other) (?:room|one|space)s? (?:than|from)|(?:an )?alternatives? to"
    r"|in place of|instead of|rather than|other than|besides|apart from|statt|anstatt)\s+$"
)
#: The ask taken back after it: "Book Aspen …? No, book something else.", "…, but please book
#: another room".
_TAKEN_BACK = LazyPattern(
    r"[^.;!\n]*\?\s*(?:no|nope|nah|nein|non)\b|[^.;!?\n]*\bbut\b[^.;!?\n]*\b(?:another|a different"
    r"|some other|an other) (?:room|one)\b|[^.;!?\n]*\b(?:something|somewhere|anything) else\b"
)


def _ask_undone(folded: str, at: tuple[int, int, int], key: str) -> bool:
    """Whether the ask at a mention after the room's fault is no ask for it (regress46): its
    own clause rules it out ("Aspen is too noisy; book something other than Aspen …", "a
    different room than Aspen"), or takes it back ("… book Aspen for 6 on Thursday? No, book
    something else."). The fault's ruling then stands, as it did before the later word won.
    ``at``: the end of the mention before, and this mention's start and end."""
    prev_end, start, end = at
    marks = [m.end() for m in _CLAUSE_MARK.finditer(folded, 0, start)]
    opens = max(marks[-1] if marks else 0, prev_end)
    closes = _CLAUSE_MARK.search(folded, end)
    clause = folded[opens : closes.end() if closes else len(folded)]
    if key in ruled_out_rooms(clause) or _NOT_THIS.search(folded[max(0, start - 40) : start]):
        return True
    return _TAKEN_BACK.match(folded, end) is not None


def _asked_later(
    folded: str, mentions: list[tuple[int, int, str]], each: list[Stance], i: int
) -> bool:
    """Whether a room ruled out at mention ``i`` is asked for by a booking's words at a later
    mention: the writer knows what is wrong with it and asks for it all the same ("Aspen's
    aircon was broken last week; book Aspen for 6 on Thursday", "Aspen was noisy last time.
    Book Aspen …": requests46, each booked another room unasked). The later word wins, as a
    fault said after the ask does ("Book Aspen …. Aspen's aircon is broken.")."""
    key = mentions[i][2]
    return any(
        k == key
        and each[j] == "wanted"
        and asked_at(folded, start, end)
        and not _ask_undone(folded, (mentions[j - 1][1], start, end), key)
        for j, (start, end, k) in enumerate(mentions[i + 1 :], i + 1)
    )


#: Between two rooms, words that offer them as alternatives: "Aspen or Cedar", "Aspen/Cedar",
#: "Aspen, Cedar or Maple", "Aspen oder Cedar".
_OR = compile_kept(
    r"\s*(?:room\s*)?(?:,\s*)?(?:(?:or|nor)(?:\s+(?:else|maybe|perhaps))?|oder|o|ou)\s+"
    r"(?:the\s+)?|\s*/\s*"
)
_OR_LIST = compile_kept(r"\s*(?:room\s*)?,\s*(?:the\s+)?")


def _alternatives(folded: str, mentions: list[tuple[int, int, str]], each: list[Stance]) -> None:
    """Give rooms offered as alternatives ("Aspen or Cedar, whichever is free") one stance: a
    room of the group said nothing of takes the firmest stance said of another ("not Aspen or
    Cedar": both ruled out; "Aspen or Cedar would be fine": both placed), and a group said
    nothing of is wanted, either room (red team 11, finding 3)."""
    i = 0
    while i < len(mentions):
        j, has_or = i, False
        while j + 1 < len(mentions):
            gap = folded[mentions[j][1] : mentions[j + 1][0]]
            if _OR.fullmatch(gap):
                has_or = True
            elif not _OR_LIST.fullmatch(gap):
                break
            j += 1
        if has_or:
            said = [each[k] for k in range(i, j + 1) if each[k] != "unsaid"]
            firm = max(said, key=_RANK.__getitem__) if said else "wanted"
            for k in range(i, j + 1):
                each[k] = firm if each[k] == "unsaid" else each[k]
            if _negated(folded, mentions[i][0], mentions[i - 1][1] if i else 0):
                k = i  # "No Juniper or Aspen please": the "no" is said of each room of the "or"
                while k < j and _OR.fullmatch(folded[mentions[k][1] : mentions[k + 1][0]]):
                    k += 1
                    each[k] = "ruled_out"
        i = j + 1


def _negated(folded: str, start: int, prev_end: int) -> bool:
    """Whether a negation stands just before ``folded[start:]`` in its clause ("no Aspen")."""
    # the last clause mark before it, kept once a text (not every mark searched again at every
    # mention: a long quoted thread read in ~1 s, requests52)
    before = folded[max(last_end(CLAUSE, folded, start), 0, prev_end) : start]
    return not CONDITION.search(before) and against(" ".join(before.split()[-NEAR:]))


_RANK: dict[Stance, int] = {"ruled_out": 3, "wanted": 2, "placed": 1, "unsaid": 0}


#: Before a room's name, words that tell of a booking already made: "I booked Aspen last time",
#: "thanks for booking Cedar" (not asked for: :func:`arena.model.room_asked.asked_at`).
_MADE = compile_kept(
    r"\b(?:booked|reserved|(?:thanks|thank you|thank u|thx|cheers)\b[^.!?\n]*?\bfor\s+"
    r"(?:booking|reserving|getting))(?:\s+(?:us|me|the|them))?\s+$"
)


def _clause_end(folded: str, at: int) -> int:
    """Where the clause holding ``folded[at]`` ends."""
    closes = CLAUSE.search(folded, at)
    return closes.start() if closes else len(folded)


def _stance(
    folded: str, start: int, end: int, key: str, near: tuple[int, int], out: frozenset[str]
) -> Stance:
    """:func:`_stance_of`, a room only spoken of taken up by a later "same room", "again" where
    no room is named after it (:func:`arena.model.room_past.taken_up`)."""
    said = _stance_of(folded, start, end, key, near, out)
    if said == "placed" and near[1] >= len(folded):
        return taken_up(folded, start, end) or said
    return said


def _stance_of(
    folded: str, start: int, end: int, key: str, near: tuple[int, int], out: frozenset[str]
) -> Stance:
    """Where the clause around one mention of a room (``folded[start:end]``; ``near``: where the
    mentions before and after it end and start) stands on it."""
    if key in out:
        return "ruled_out"
    prev_end, next_start = near
    # the last clause mark before it, kept once a text (not every mark searched again at every
    # mention: a long quoted thread read in ~1 s, requests52)
    before = folded[max(last_end(CLAUSE, folded, start), 0, prev_end) : start]
    closes = CLAUSE.search(folded, end)
    clause_end = closes.start() if closes else len(folded)
    after = folded[end : min(clause_end, next_start)]
    lead = ROOM_RULED_OUT.search(after) if next_start <= clause_end else None
    after = after[: lead.start()] if lead else after  # "Book Aspen not Cedar": Cedar's "not"
    conditional = bool(CONDITION.search(before))
    if REFUSED.match(folded[end:]) or (
        not conditional and against(" ".join(before.split()[-NEAR:]))
    ):
        return "ruled_out"  # "skip Aspen", "no Aspen please", "we can't use Aspen"
    if _fault_then_other(folded, key, after, (clause_end, next_start)):
        return "ruled_out"  # "Aspen is broken, so book Maple …": the ask is Maple's (regress46)
    if (
        next_start < len(folded)
        and dropped_for_next(folded[end:next_start])
        and not ruled_out_rooms(folded[next_start : _clause_end(folded, next_start)])
    ):
        # "Aspen would be nice, but it's small, so Cedar" (requests49); not "Book Aspen, but
        # it's a big meeting, so Cedar is too small": the room led to is ruled out (regress49)
        return "ruled_out"
    if asked_at(folded, start, end) or CONDITIONED.match(folded[end:]) or VERB_LAST.search(after):
        return "wanted"
    if TO_BOOK.match(folded[end:]):
        return "wanted"  # "Vergeet niet Cedar te boeken voor 6 …" (requests50)
    if PREFERRED.match(folded[end:]) or (not conditional and WILL_DO.match(folded[end:])):
        return "wanted"  # "…, Cedar preferred", "…, Cedar works" (the first free room was booked)
    if conditional:
        return "placed"  # "if Cedar is busy, book Aspen": a fallback, said as a condition
    cut = CONDITION.search(after)
    if (
        TAKEN_STATE.match(folded[end:])
        and not BOOKED_WISH.search(before)
        and not resolved(folded, clause_end)
    ):
        return "ruled_out"  # "Aspen is booked on Monday. Book a room for 5" (heldout51)
    if against(after[: cut.start()] if cut else after) and not resolved(folded, clause_end):
        return "ruled_out"  # "Aspen is a no-go", "Aspen's aircon is broken" (not "… but fine now")
    first = SENTENCE.search(folded, end)  # where the sentence after this one ends
    second = SENTENCE.search(folded, first.end()) if first else None
    reach = second.start() if second else len(folded)
    if ANAPHOR.search(folded, end, min(reach, next_start)):
        return "ruled_out"  # "Cedar has a broken projector, pick another"
    said = _said_of_it(folded, end, min(reach, next_start))
    if said is not None:
        return said  # "we had Aspen last week but it was too small"
    if _MADE.search(before):
        return "placed"  # "I booked Aspen last time; book a room …": a booking made (items41)
    if recalled(folded, start, end):
        return "placed"  # "We had Maple last week. … book something" (heldout52_train)
    if LANDMARK.search(before):
        return "ruled_out"  # a landmark, like "near the Atrium"
    if key.startswith("R-"):
        return "wanted"  # a room id alone names the room asked for ("R-204 for 6 on Tuesday")
    if among_facts(folded, start, end, room_names(), against) or room_clause(folded, start, end):
        return "wanted"  # "Quick one — Cedar, Fri, 4 ppl.", "…, la salle Maple, …" (requests43)
    if ACCEPTS.search(before) or ACCEPTS.search(after):
        return "placed"
    return "unsaid"


_BOOK_VERB = LazyPattern(r"\b(?:book|reserve|grab|take|get|use)\b")


def _fault_then_other(folded: str, key: str, after: str, span: tuple[int, int]) -> bool:
    """Whether the clause after a room's name tells of its fault and the booking's words after it
    ask for another room: "Aspen is broken, so book Maple for 6" (``span``: this clause's end and
    where the next room's name starts)."""
    clause_end, next_start = span
    if next_start >= len(folded) or folded.startswith(key, next_start) or not against(after):
        return False
    return _BOOK_VERB.search(folded, clause_end, next_start) is not None


def _said_of_it(folded: str, start: int, stop: int) -> Stance | None:
    """Where the first clause about the room through a pronoun (between ``start`` and ``stop``)
    stands on it: ruled out when it says something wrong with it ("but it was too small",
    "that one didn't work"), placed when it likes it ("and it was great"), else ``None``."""
    found = PRONOUN.search(folded, start, stop)
    if found is None:
        return None
    closes = CLAUSE.search(folded, found.end(), stop)
    clause = folded[found.start() : closes.start() if closes else stop]
    if CONDITION.search(folded[start : found.start()]):
        return None  # "Aspen, if it is free": a condition, read as one
    if against(NOT_BAD.sub(" ", clause)):
        return "ruled_out"
    return "placed" if ACCEPTS.search(clause) or NOT_BAD.search(clause) else None


def rooms_ruled_out(text: str) -> frozenset[str]:
    """The rooms ``text`` rules out (ids and folded names), by any clause that says so."""
    return frozenset(k for k, s in room_stances(text).items() if s == "ruled_out")


def rooms_wanted(text: str) -> frozenset[str]:
    """The rooms ``text`` asks for (ids and folded names), a condition on one included."""
    return frozenset(k for k, s in room_stances(text).items() if s == "wanted")


@functools.lru_cache(maxsize=256)
def rooms_asked_for(text: str) -> frozenset[str]:
    """The rooms ``text`` asks for by its words (:func:`asked_names`: "book Maple") or its stance
    (:func:`rooms_wanted`), a name inside another name left out: "Book Sequoia Capital folks
    into Maple" asks for Maple (outside requests44: the "book" before the company's name booked
    Sequoia). Where no other room is asked for, the name stays asked for: "please book Cedar Dec
    9 …" asks for Cedar, and reading no room would book any."""
    stances = room_stances(text)
    wanted = frozenset(k for k, s in stances.items() if s == "wanted")
    # a room whose own clause rules it out is no room asked for where another is: "Aspen is
    # broken until Wednesday, so book Maple …" (regress46: Aspen, named first, was booked)
    out = frozenset(k for k, s in stances.items() if s == "ruled_out") if wanted else frozenset()
    # "Is Cedar free Tuesday? Book Maple for 6.": Cedar only asked about (requests49c)
    if wanted:
        out |= {k for k, s in stances.items() if s == "placed"} & _passed_over(text)
    apart = (asked_names(without_other_names(text)) | wanted) - out
    # … but not a name a possessive gives a person or group: "Cedar's farewell" (requests54)
    return apart if apart & room_names() else (asked_names(without_owners(text)) | wanted) - out


def _passed_over(text: str) -> frozenset[str]:
    """The rooms ``text`` only speaks of before a booking of the next room named."""
    text = without_other_names(room_slips(without_signature(text), folded_room_names()))
    folded = unapposed(fold(text))
    found = _mentions(folded)
    pairs = itertools.pairwise(found)
    why = why_not_done(folded)  # "Why didn't you book Cedar? Book Maple …" (requests50)
    return frozenset(
        k for (s, e, k), (n, _, _) in pairs if other_booked_after(folded, (s, e), n)
    ) | {k for s, _, k in found if _within(s, why)}


def _within(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(start <= at < end for start, end in spans)


def room_names() -> frozenset[str]:
    """The folded names of the arena's rooms: a name in a request is a room, not a person
    ("for 5 on Friday, except Aspen")."""
    return frozenset(folded_room_names())


def unplaced(text: str) -> str | None:
    """A room ``text`` names without saying whether it is wanted or ruled out, where no other
    room is asked for (the model would otherwise guess), else ``None``."""
    stances = room_stances(text)
    if any(s == "wanted" for s in stances.values()):
        return None
    return next((k for k, s in stances.items() if s == "unsaid"), None)


@functools.lru_cache(maxsize=256)
def ruled_out(text: str) -> frozenset[str]:
    """The rooms ``text`` rules out: by the phrases :func:`arena.model.intent.ruled_out_rooms`
    knows, and by any clause that says a room will not do
    (:func:`rooms_ruled_out`: "skip Aspen", "Aspen is a no-go")."""
    stances = room_stances(text)
    asked = {k for k, s in stances.items() if s == "wanted"}  # asked after its fault (requests46)
    said = ruled_out_rooms(without_other_names(text)) - asked
    return said | {k for k, s in stances.items() if s == "ruled_out"}


#: Words that take from a count: "minus Bob", "except Aspen", "ohne Aspen".
_TAKES = frozenset(
    ("minus", "except", "excluding", "excepto", "salvo", "sauf", "hormis", "without", "less",
     "ohne", "ausser", "menos", "sin", "moins", "sans")
)  # fmt: skip


def rooms_taken(toks: list[str], named: frozenset[str]) -> frozenset[str]:
    """The arena's rooms ``named`` that an "except"/"minus" takes as a room, not a person: "for 5
    on Friday, except Aspen" rules the room out; "6 people except Aspen", right after the
    people, may take a person called Aspen (and is not understood)."""
    known = named & room_names()
    doubtful = {
        tok
        for i, tok in enumerate(toks)
        if tok in known
        and i >= 2
        and toks[i - 1] in _TAKES
        and (
            toks[i - 2].isdigit()
            or is_people(toks, i - 2)
            # "6 people, except Aspen"; not "8 ppl tuesday except cedar": the day's (requests52)
            or (
                is_people(toks, i - 3)
                and toks[i - 2] not in DAY_WORDS
                and toks[i - 2] not in ABBREV
            )
        )
    }
    return frozenset(known - doubtful)


#: A choice left to what is free: "whichever is free", "whatever's available".
_WHICHEVER = compile_kept(
    r"\b(?:whichever|whatever|welche[rs]? (?:auch )?immer|egal welche[rs]?|n'importe laquelle|"
    r"n'importe lequel|peu importe laquelle|cualquiera|qualquer|qualsiasi|welke dan ook|"
    r"maakt niet uit welke)\b"
)  # "Cedar oder Maple …, welcher auch immer frei ist" (requests50: asked only what was free)


def choice_of_rooms(text: str) -> bool:
    """Whether ``text`` names two or more rooms wanted as alternatives and leaves the choice to
    what is free ("Aspen or Sequoia, whichever one is available"): a booking of the first free
    one, not a question of what is free (outside tester 19: docs/ use the phrase, and the items
    loader refused it as availability-only). "Whatever's free" alone, no room named, stays one."""
    return bool(_WHICHEVER.search(fold(text))) and len(rooms_wanted(text)) >= 2
