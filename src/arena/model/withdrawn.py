"""A request that withdraws itself, or was never one, in words the take-back list of
:func:`arena.model.called_off.called_off` does not hold.

Three readings, each of the whole request rather than one phrase (session 45's note: each was
booked):

- a joke owned at its end, with no new ask after it: "Book Aspen for 6 on Tuesday? Just kidding,
  we don't need it.", "… - jk", "… lol, only joking" (a joke followed by the real ask, "jk, book
  Juniper for 3", is a correction and is left to the readers);
- the need told gone at its end: "Would've booked Cedar for Tuesday for 6, but the offsite got
  moved, so no need.", "…; we don't need it anymore", "… - not needed after all" (not a need of
  something else: "we don't need a projector"; not a condition's outcome: "if Cedar is taken, we
  don't need one");
- a hypothetical question: "Hypothetically, if I needed Aspen on Tuesday for 6, would that work?",
  "In theory, could we get Cedar …?", "If we needed Maple on Friday for 8, would it be free?":
  the person asks whether it would work, not for a booking, so the model says what is free and
  books nothing.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: Why a request is called off where it says at its end that it was a joke, or that the room is
#: not needed (the model's reply says which).
JOKE = "it says at its end that it was a joke"
NOT_NEEDED = "it says at its end that the room is not needed"

#: A joke owned: "just kidding", "only joking", "jk", "j/k", "lol jk", "kidding!", "april fools",
#: and "grapjes" / "war nur ein Scherz" / "es broma" / "je plaisante" said the same way.
_JOKE = LazyPattern(
    r"(?:^|[.!?;,:\n\u2013\u2014-]|\s)\s*(?:(?:lol|haha+|hehe+|lmao|ok|okay|nah|oh)[\s,.!]*)*"
    r"(?P<joke>(?:i'?m\s+|i am\s+)?(?:just|only)\s+(?:kidding|joking)|kidding|joking|jk|j/k|"
    r"april fools?|(?:war\s+)?nur\s+(?:ein\s+)?(?:scherz|spass)|es (?:broma|coña)|"
    r"(?:es\s+)?(?:solo\s+)?(?:una\s+)?broma|je plaisante|c'?est une blague|grapje)\b"
)
#: Right before the joke's words, a negation: "I'm not kidding!", "no kidding", "kein Scherz".
_NOT_JOKE = LazyPattern(r"\b(?:not|no|never|n't|kein|nicht|no es|pas)\s*\Z")

#: After the joke, what may follow and still take the ask back: "we don't need it", "no need",
#: "ignore that", "haha", "sorry", marks and emoji; a room, weekday, count or booking verb there
#: is a new ask, which the readers read.
_AFTER_JOKE = LazyPattern(
    r"[\s,.!?;:)(\u2013\u2014\-~*]*(?:(?:lol|haha+|hehe+|lmao|sorry|ignore (?:that|this|me|it)|"
    r"disregard (?:that|this)|"
    r"(?:we|i)\s+(?:don'?t|do not|no longer)\s+(?:actually\s+|really\s+)?need\s+(?:it|one|a room|"
    r"the room|anything|that)(?:\s+(?:anymore|any more|after all))?|"
    r"(?:there'?s\s+|there is\s+)?no need(?:\s+(?:for it|anymore|any more|after all))?|"
    r"not needed|never ?mind|forget it|all good|we'?re (?:good|fine|sorted)|no hace falta|"
    r"(?:ist )?nicht (?:mehr )?notig|pas besoin|(?:is )?niet (?:meer )?nodig)"
    r"[\s,.!?;:)(\u2013\u2014\-~*]*|[^\w\s])*$"
)

#: At the very end, the need told gone: "so no need", "we don't need it anymore", "not needed
#: after all", "no longer needed", each ending the request.
_NEED_GONE = LazyPattern(
    r"(?:^|[.!?;,:\n\u2013\u2014-])\s*(?:(?:so|and|but|then|which means|meaning)\s+)*"
    r"(?:(?:there'?s|there is)\s+no need(?:\s+for (?:it|one|the room|a room))?|no need|"
    r"(?:we|i)\s+(?:don'?t|do not|no longer|won'?t|will not)\s+(?:actually\s+|really\s+)?"
    r"need\s+(?:it|one|a room|the room|that|anything)|"
    r"(?:it'?s|it is|the room is|that'?s|that is)?\s*(?:not|no longer)\s+needed|"
    # "…, al final no hace falta", "… ist doch nicht nötig", "… pas besoin", "… niet meer nodig"
    r"(?:al final\s+)?no (?:hace falta|es necesario)|(?:ist\s+)?(?:doch\s+)?nicht (?:mehr\s+)?notig|"
    r"(?:finalement\s+)?pas besoin|(?:is\s+)?(?:toch\s+)?niet (?:meer\s+)?nodig)"
    r"(?:\s+(?:anymore|any more|after all|now|then|this time|eigentlich|mehr|al final|"
    r"finalement|toch))*\s*[.!]*\s*$"
)

#: Before the need told gone, a condition: "if Cedar is taken, we don't need one" says what to do
#: then (as :func:`arena.model.called_off.called_off` reads its own).
_IF_BEFORE = LazyPattern(
    r"(?:^|[,.;:!?\n\u2013\u2014]|\b(?:and|but|or))\s*(?:and\s+|but\s+|or\s+)?"
    r"(?:if|in case|should|when|whenever|unless|otherwise|else)\b[^,.;:!?\n\u2013\u2014]*$"
)

#: A hypothetical marker ("hypothetically", "in theory", "just curious") or a counterfactual
#: "if I/we needed / wanted / were to …".
_HYPOTHETICAL = LazyPattern(
    r"(?:^|[.!?;:\n(])\s*(?:(?:so|ok|okay|just|quick question)[\s,]+)*"
    r"(?:hypothetically|hypothetical(?:ly)? (?:question|speaking)|theoretically|in theory|"
    r"purely hypothetical(?:ly)?|hypothetisch|theoretisch|hipoteticamente|en teoria|"
    r"hypothetiquement|en theorie)\s*[,:-]?\s*(?:speaking\s*,?\s*)?"
    r"(?:if|si|wenn|falls|could|would|can|is|are|what if|suppose|say)\b"
    r"|\bif\s+(?:i|we)\s+(?:ever\s+)?(?:needed|wanted|were to (?:need|want|book|ask for)|had to book)"
    r"\b"
)

#: A question asked of the hypothetical's outcome: "would that work?", "would it be free?",
#: "could we?", "is that possible?".
_WOULD = LazyPattern(
    r"\b(?:would|could|will|might|is|are|can)\s+(?:that|it|this|there|we|i|they|you|one|"
    r"(?:the )?(?:room|booking))\b[^?]*\?"
)


def joke_taken_back(text: str) -> bool:
    """Whether ``text`` ends by owning the ask as a joke, with no new ask after it."""
    folded = fold(text).strip()
    for m in _JOKE.finditer(folded):
        if m.start() == 0 or not folded[: m.start()].strip():
            continue  # "Just kidding about the room …" opening a request is no take-back
        if _NOT_JOKE.search(folded, 0, m.start("joke")):
            continue
        if _AFTER_JOKE.match(folded, m.end()):
            return True
    return False


#: A thing other than the room, named in the sentence before "we don't need one / it": "Just
#: kidding about the projector, we don't need one." (regress46: called off on e5553302).
_THING = LazyPattern(
    r"\b(?:projector|beamer|screen|whiteboard|flipchart|catering|coffee|lunch|snacks|food|drinks"
    r"|tv|camera|webcam|microphone|mic|speakerphone|phone|parking|equipment|chairs?|tables?"
    r"|video ?(?:call|link|conferencing)|zoom|teams)s?\b"
)
_SENTENCE_MARK = LazyPattern(r"[.!?\n]")
_PRONOUN_NEED = LazyPattern(r"\bneed\s+(?:it|one|that)\b")


def need_gone(text: str) -> bool:
    """Whether ``text`` ends by saying the room is not needed ("…, so no need."), not a thing
    named just before it ("… about the projector, we don't need one")."""
    folded = fold(text).strip()
    m = _NEED_GONE.search(folded)
    if m is None or m.start() == 0 or _IF_BEFORE.search(folded, 0, m.start()):
        return False
    marks = [k.end() for k in _SENTENCE_MARK.finditer(folded, 0, m.start())]
    before = folded[marks[-1] if marks else 0 : m.start()]
    return not (_PRONOUN_NEED.search(m.group()) and _THING.search(before))


#: A booking asked for in words: "could you book it?", "if so, reserve it", "go ahead".
_ASKS = LazyPattern(
    r"\b(?:book|reserv|grab|hold|go ahead|put us)\w*|\b(?:please do|do it|go for it)\b"
)  # "Hypothetically, could you book Aspen …? Please do." (regress46)


def hypothetical(text: str) -> bool:
    """Whether ``text`` asks whether a booking would work rather than for one: a hypothetical
    marker ("hypothetically", "in theory") followed by a question, or a counterfactual ("if we
    needed …") followed by one that asks for no booking ("would that work?", not "could you book
    it?"); and no booking asked after the question ("… would that work? If so, book it")."""
    folded = fold(text)
    m = _HYPOTHETICAL.search(folded)
    q = _WOULD.search(folded, m.start()) if m is not None else None
    if m is None or q is None or _ASKS.search(folded, q.end()):
        return False
    counterfactual = m.group().startswith(("if ", "if\t"))
    return not (counterfactual and _ASKS.search(q.group()))
