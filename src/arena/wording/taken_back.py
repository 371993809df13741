"""A yes taken back at the answer's end: the person's last word is a no ("Sure, go ahead. Hmm,
actually hold off.", "Yes. Actually, don't.", "Oui. Laisse tomber."). Split from
:mod:`arena.wording.free_text` (one concept per module), which reads the rest of free text and
hands its own reading in as ``classify`` (the clauses either side of a turn are free text too).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import APPROVE_WORDS as _APPROVE_WORDS
from arena.wording.answer_words import DENY_WORDS as _DENY_WORDS
from arena.wording.answer_words import NEGATORS as _NEGATORS
from arena.wording.forms import Verdict
from arena.wording.framing import TRAILING_OFF as _TRAILING_OFF
from arena.wording.need_gone import NEED_GONE_RE
from arena.wording.second_thoughts import without_trailing_pause
from arena.wording.signals import read as _read
from arena.wording.turns import BACK_WORD as _BACK_WORD
from arena.wording.turns import TURN as _TURN


def taken_back(folded: str, classify: Callable[[str], Verdict]) -> bool:
    """Whether a clause after a turn only refuses ("..., actually no, don't book it", "Sure, go
    ahead. Hmm, actually hold off.", "Ja. Doch nicht, warte noch.") and what came before it was a
    clear answer: the person's last word is a no. A pause said after the no ("no, wait") is part of
    it; a yes that trails off before it ("sure... actually no, hold off") is taken back by a
    refusal that says more than "no" ("ok... actually no" stays mixed)."""
    last = _LAST_SENTENCE.search(folded)  # "Oui. Laisse tomber.": a sentence of its own turns too
    for turn in reversed([*([last] if last else []), *_TURN.finditer(folded)]):
        after = folded[turn.end() :]
        core = _PAUSE.sub(" ", after)
        words = re.findall(r"[a-z]+", core)
        # ... a yes word negated there too ("approved. WAIT. not approved.": outside tester 29a)
        refusing = all(
            w in _DENY_WORDS or w in _NEGATORS or w in _APPROVE_WORDS or _BACK_WORD.fullmatch(w)
            for w in words
        )
        if turn is last:  # a sentence with no turn word: a let-go only, no "not" ("Yes. Don't
            # forget it.") and no news ("Yes. I'll meet them in the kitchen instead.": unclear)
            # ... unless it opens with a bare no ("Yes. No, don't.": answers38, read mixed)
            refusing = refusing and (
                (words[:1] != [] and words[0] in _BARE_NO and len(words) > 1)
                or not any(w in _NEGATORS and not (w == "never" and "mind" in words) for w in words)
            )
            # ... and not a bare "Stop.": dictation's and telegrams' full stop ("Yes, go ahead.
            # Stop. Thanks.": outside tester 28a, voice) is no let-go; it stays mixed (regress29)
            refusing = refusing and words != ["stop"]
            # ... nor one that leaves it booked ("Sí. Déjalo reservado.": regress29)
            refusing = refusing and not any(_BOOKED.fullmatch(w) for w in words)
        else:  # "Go ahead. Oh wait, Sam just booked one.": news that it is not needed takes it back
            refusing = refusing or bool(NEED_GONE_RE.search(after))
            # ... as does a refusal that ends the answer after the person's reason ("oh wait, no,
            # we moved it online. Don't book.", "Actually, let's not.": answers36 read them unclear)
            refusing = refusing or bool(_REFUSAL_END.search(after))
            # ... or one that opens the clause, the reason after it ("Hmm no, cancel that, we're
            # remote.", "No, wait, don't, the client cancelled.": answers37 read them unclear)
            opens = _REFUSAL_OPENS.match(after)
            reason = after[opens.end() :] if opens else ""
            refusing = refusing or bool(
                opens and not _read(reason)[2].yes and not _OTHER_PLAN.search(reason)
            )
        if not words or not refusing or classify(core) != "deny":
            continue
        before = without_trailing_pause(folded[: turn.start()])  # "Sure. Hmm, actually no"
        if classify(before) != "unclear":
            return True
        # "No, wait — yes... no, actually no.": a no said on both sides of the turn is the last
        # word, however the person wavered before it (outside tester 26)
        said_last = re.findall(r"[a-z]+", before)[-1:]
        # "yes no actually don't book it": the no before the turn, and a firm one after it
        if said_last and said_last[0] in _BARE_NO:
            return True
        return bool(_TRAILING_OFF.fullmatch(before)) and not set(words) <= _BARE_NO
    return False


#: A refusal of the booking that ends an answer: "Don't book.", "please don't", "let's not",
#: "don't book anything", "decline it".
_REFUSAL_END = LazyPattern(
    r"(?:^ *|[.!?,;:\u2013\u2014] *| +- +)(?:(?:so|please|just|then) +)*(?:(?:do not|don't|dont) +(?:book|"
    r"reserve)\w*(?: +(?:it|anything|that|the room|a room))?|(?:please +)?(?:do not|don't|dont)|"
    r"let's not|lets not|let us not|decline it|deny it|"
    # ... in the other languages read ("Nicht buchen.", "Ne réserve pas.", "No reserves.", "Non
    # prenotare.", "Niet boeken.", "Não reserve.": answers51b)
    r"(?:bitte +)?nicht +(?:buchen|reservieren)|(?:buch|reservier)(?:e|en)? +(?:ihn|es|sie|den raum|das) +nicht|"
    r"ne +(?:la +|le +|les +)?(?:reserve|reservez|reserver) +pas|(?:no|nao) +(?:la +|lo +|a +|o +)?(?:reserves|"
    r"reserve|reservar|reserven|reservem)|non +(?:la +|lo +)?(?:prenotare|prenotarla|prenotarlo)|"
    r"niet +(?:boeken|reserveren)|(?:boek|reserveer) +(?:het|hem|maar)? *niet)[ .!]*$"
)
#: A refusal of the booking opening what follows a turn, a reason after it: "no, cancel that, …",
#: ", don't, …", "no - scrap it, …".
_REFUSAL_OPENS = LazyPattern(
    r"[\s,]*(?:(?:no|nope|nah)(?:[\s,]+| +- +))?(?:(?:please|just) +)?(?:cancel(?: +(?:it|that|this|the "
    r"booking))?|(?:do not|don't|dont)(?: +(?:book|reserve)(?: +it)?)?|(?:scrap|drop|forget) +(?:it|"
    r"that|this)) *(?:[,.;:!\u2013\u2014]+ *| +- +)(?=[a-z])"
)
#: A reason that asks for another booking ("…, book Cedar instead", "…, but Thursday works").
_OTHER_PLAN = LazyPattern(r"\b(?:book\w*|reserv\w*|go|instead|but|rather|prefer|works?)\b")
#: A booking said as done, in the last sentence: "leave it booked" lets nothing go.
_BOOKED = LazyPattern(
    r"booked|reserved|reservad[oa]s?|gebucht|reserviert|geboekt|gereserveerd|prenotat[oa]|riservat[oa]"
)
#: Where the answer's last sentence begins, after a first one ("Oui. Laisse tomber.", "Sí.
#: Olvídalo.", "Ja. Vergiss es.", "yes... nevermind": outside tester 29a read them unclear): a
#: let-go there takes the answer back as a turn word would.
_LAST_SENTENCE = LazyPattern(r"(?<=[.!?\u2026] )(?=[^.!?\u2026]*[a-z][^.!?\u2026]*[.!?\u2026 ]*$)")
#: A pause said with a no after a turn ("actually no, wait", "doch nicht, warte noch", "non,
#: attends"): the no is the answer, the pause adds nothing to it.
_PAUSE = LazyPattern(
    r"\b(?:wait|hold on|hang on|for now|for the moment|warte(?: noch| mal)?|moment|attends?|"
    r"espera|aspetta|wacht|espere|un momento|un moment)\b"
)
_BARE_NO = frozenset(("no", "nope", "nah", "non", "nein", "nee", "zzno"))
