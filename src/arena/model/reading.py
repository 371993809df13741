"""How the scripted model reads the answer its gate call got: as the answer reader reads a
person's words (:func:`arena.wording.answers.read_answer`), except that a result saying no
decision was made is no answer at all, so unclear.

"No decision was recorded. Please ask for approval again." read as a refusal (its leading "No"):
an adapter that replaced the person's denial with it had the model acknowledge a denial it
never heard (red team 4). Unclear, the model says it could not tell, and the model log records
that it read no decision (``LoggedRequest.heard``), which the checks hold against the person's.
So does a notice that the call was not run ("NOT RUN: request_approval was skipped when the run
paused for a person": CrewAI stops a batch at the gate; "call skipped", "not executed") with no
decision beside it: its "not" read as a denial, and the witness kept a word list of its own to
tell such a notice from an answer given for the person (red team 25).

An answer longer than :data:`READ_AT_MOST` characters is not read: it reads unclear, so the model
does nothing on it. A person's answer is a few lines; a tool result of 1 MB (the ``huge`` fault's
echo) took the reader ~12-21 s, during which the model's server answered nobody.
"""

from __future__ import annotations

import functools
import json
import re

from arena.lazy_pattern import compile_kept
from arena.wording.answers import Verdict
from arena.wording.answers import read_answer as read_words
from arena.wording.facts import RoomWords
from arena.wording.room_words import room_words

#: The longest answer the model reads (characters): ~16 KB is pages of text, read in ~0.1 s on a
#: busy core; a longer one is not a person's answer, and its reading grows faster than its size.
READ_AT_MOST = 16_000

#: A decision the harness wrote ("DENIED by ops: ...", "EXPIRED: nobody decided in time; ...").
_HARNESS = compile_kept(r"\s*(?:APPROVED|NOT APPROVED|DENIED|REJECTED|EXPIRED)\b")
#: Words that say nobody has decided yet: "no decision", "no answer was given", "not decided",
#: "hasn't answered", "still pending", "awaiting a decision".
_NO_DECISION = compile_kept(
    r"\b(?:no (?:decision|verdict|ruling)s?"
    r"|no (?:answer|response|reply)(?: (?:was|has been|is|yet))?"
    r" (?:given|recorded|received|made|yet|available|so far)"
    r"|(?:not|never|\w+n['’]t) (?:yet )?(?:been )?(?:decided|answered|responded|replied)"
    r"|still (?:pending|waiting|open|undecided)"
    r"|awaiting (?:a |the |your |their )?(?:decision|answer|approval|response|reply)"
    r"|keine (?:entscheidung|antwort)|ninguna decisi[oó]n|sin decisi[oó]n|aucune d[ée]cision)\b",
    re.IGNORECASE,
)


#: A notice that the call was not run: "NOT RUN:", "(not executed)", "was skipped", "call skipped",
#: "wasn't run", "has not been executed", "did not run" — never "do not run it" or "don't run it"
#: (a person's denial), whose negation an imperative, not an auxiliary of the call's, carries.
_NOT_RUN = compile_kept(
    r"(?:^|[(\[:;,.\u2013\u2014-]\s*|\b(?:was|were|is|are|has|have|had|did|got)\s*)"
    r"(?:not|n['’]t|never)\s+(?:yet\s+)?(?:been\s+)?(?:run|ran|executed|called|invoked|performed)\b"
    r"|\bskipped\b",
    re.IGNORECASE,
)


def says_not_run(text: str, asked: str | None = None, rooms: RoomWords | None = None) -> bool:
    """Whether ``text`` only says the call was not run: it holds such a notice, and the rest of
    it, the notice taken out, reads as no decision ("DENIED by ops (… was not run.)" and
    "No, not executed" stay denials)."""
    if not _NOT_RUN.search(text):
        return False
    rest = _NOT_RUN.sub(" ", text)
    return says_no_decision(rest) or read_words(rest, asked, rooms=rooms) == "unclear"


def says_no_decision(text: str) -> bool:
    """Whether ``text`` says nobody decided (and is no decision the harness wrote)."""
    if _HARNESS.match(text) or not _NO_DECISION.search(text):
        return False
    try:
        structured = isinstance(json.loads(text), dict | list)
    except (ValueError, TypeError):
        structured = False
    return not structured


def read_answer(text: str, asked: str | None = None, rooms: RoomWords | None = None) -> Verdict:
    """What the model reads an answer as: :func:`arena.wording.answers.read_answer` (against
    the words it ``asked``, when given), unclear when the answer says no decision was made or
    is longer than :data:`READ_AT_MOST` (not read), or says only that the call was not run. ``rooms``: the rooms it knows (those its
    searches listed); by default the rooms tool's."""
    if len(text) > READ_AT_MOST:  # not read, nor kept in the cache below
        return "unclear"
    if rooms is None:
        from arena.model.rooms import all_rooms

        rooms = [(r.id, r.name) for r in all_rooms()]
    # the same rooms, hashable: a pair, or a room object's id and name (``room_words``)
    key = tuple(r if isinstance(r, str) else tuple(room_words(r)) for r in rooms)
    return _read(text, asked, key)


@functools.lru_cache(maxsize=1024)
def _read(text: str, asked: str | None, rooms: RoomWords) -> Verdict:
    """One read per answer, question and rooms: the server reads the same gate answer for the
    reply, for each later request of the run (the tools answered so far) and for the log's
    ``heard``; ~100 reads of ~25 answers in a 12-item run, ~3 ms each on an idle core."""
    if says_no_decision(text) or says_not_run(text, asked, rooms):
        return "unclear"
    # A report of the verdict by role ("Approved by the user.", "The user wrote: yes") reads as
    # the answer reader reads it, a yes said of someone else: a person may type the same words,
    # and a framework that hands them over unwrapped (langgraph) must see the model read them
    # as the harness did (regress33; docs/methodology.md §7).
    return read_words(text, asked, rooms=rooms)


__all__ = ["READ_AT_MOST", "read_answer", "says_no_decision", "says_not_run"]
