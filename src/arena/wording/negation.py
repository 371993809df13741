"""How people write a negation, made one form for the answer reader (:mod:`arena.wording.answers`).

Contractions come with a straight, curly or no apostrophe ("wouldn't", "wouldn’t", "wouldnt"):
all three must negate alike, or "I wouldnt say yes" approves where "I wouldn't say yes" denies
(outside tester 8). Each becomes its auxiliary and "not" ("would not"), as the reader's phrase
lists expect ("can not say", "would not say no"). Degree words ("hardly", "barely", "far from",
"hard to") turn a yes they come before in the clause as "not" does ("I'd hardly call that a
yes"), but only a yes: "hardly a problem, go ahead" still agrees. Words that say the person
cannot or will not ("unable to", "impossible to", "refuse to", "not in a position to",
"unmöglich") are a "not" before the verb they govern: "We are unable to approve this" is a no
(outside tester 20).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern

#: Apostrophes other than the straight one that people and keyboards type (fold does ’ and ‘).
_APOSTROPHES = LazyPattern("[\u02bc\u00b4\u2032`]")
#: Contractions whose auxiliary is not what comes before "n't" ("won't" is "will not").
_IRREGULAR = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}
#: Auxiliaries written without an apostrophe: "wouldnt", "isnt", "aint", "cannot".
_AUX = r"(do|does|did|would|could|should|must|need|might|is|was|are|were|have|has|had|ai|wo|ca|sha)"
#: Any one mark or a space in place of the apostrophe ("don;t", "don.t", "don:t", 'don"t',
#: "don 't": ";" sits next to "'" on a keyboard), or the apostrophe one letter early ("do'nt"):
#: a mistyped refusal must never read as a yes (red team 8).
_BARE = LazyPattern(
    rf"\b{_AUX}n(?: ?[^\w\s]| )?t\b|\b(can)not\b|\b{_AUX}'nt\b|\b(?:(do|does|did) )nor\b"
)
_APOSTROPHE_NT = LazyPattern(r"\b(\w+?)n't\b")


def _aux(word: str) -> str:
    return _IRREGULAR.get(word, word) + " not"


#: A decision word written as a key set to false ("approved: false", "APPROVED=FALSE",
#: "approve=0"): a no, as the same JSON is (red team 8); at a line's end too, as in a code
#: block ("```yaml\napproved: false\n```": answers40, read as a yes), and its key quoted as JSON
#: writes it ('```json\n{"approved": false}\n```': regress40, read as a yes).
KEY_FALSE = LazyPattern(
    r"\b(?:approved?|approval|confirmed?|accepted?|allowed|yes|ok|okay|go|proceed|book)"
    r"[\"']? *[:=] *[\"']?(?:false|no|0|off|n|nope|denied|rejected)[\"']?(?= *(?:[,.;!}\])\n]|$))"
    # ... or set to a cross: "approved: ❌" (answers39: read as yes and no)
    r"|\b(?:approved?|approval|confirmed?|accepted?|allowed)[\"']? *[:=] *"
    r"(?:\u274c|\u2716\ufe0f?|\u2717|\u2718|\U0001f6ab|\u26d4)(?= *(?:[,.;!}\])]|$))"
)
#: A mark glued before a yes that may negate it ("!approve", "-approve", "~yes", "un-approve"):
#: not a yes; "¬yes" is "not yes" (red team 8).
MARKED_YES = LazyPattern(
    r"(?:^|(?<=\s))(?:[!~^]+ *|-+|un-?)(?=(?:approve|approved|yes|ok|okay|accept|accepted|confirm|"
    r"confirmed|proceed|go ahead|book it|allow|allowed)\b)"
)


def straighten(text: str) -> str:
    """``text`` with its apostrophes straight, before folding drops an accent-like one ("´")."""
    return _APOSTROPHES.sub("'", text).replace("\u00ac", " not ")


def expand(folded: str) -> str:
    """``folded`` with every contracted negation written out: "wouldnt" → "would not"."""
    folded = _BARE.sub(lambda m: _aux(next(g for g in m.groups() if g)), folded)
    return _APOSTROPHE_NT.sub(lambda m: _aux(m.group(1)), folded)


#: Words that say "not" by degree ("hardly", "far from"), one token each so that a yes after
#: them in the clause reads as negated (:func:`arena.wording.signals._signals`).
DEGREE = frozenset({"hardly", "barely", "scarcely", "farfrom", "hardto"})
_DEGREE_PAIRS = LazyPattern(r"\b(?:far from|hard to)\b")


def join_degree(folded: str) -> str:
    """``folded`` with two-word degree negators as one token ("far from" → "farfrom")."""
    return _DEGREE_PAIRS.sub(lambda m: m.group().replace(" ", ""), folded)


#: Words that open a condition: a "nothing" after one is the condition's, not the yes's object.
_CONDITION = r"(?:if|unless|when|whenever|once|provided|providing|assuming|as long as|so long as|wenn|falls|sofern|si|se|als|mits|sauf)"
#: A negative pronoun or quantifier: "Nobody approved this", "I approve nothing".
NOBODY = r"(?:nobody|no ?-?one|noone|nothing|none|not a soul|not one|niemand|nichts|nadie|nada|personne|rien)"
NOBODY_RE = LazyPattern(rf"\b{NOBODY}\b")


class NobodySaysYes:
    """A yes whose subject or object is nobody or nothing reads as a no: "Nobody approved this"
    (the pronoun turns the yes after it as "not" does), "I approve nothing", "Approved by no one",
    "Yes to nothing", "Approve, said nobody" (the yes and the pronoun become a refusal). A
    misspelt "not" or "don't" right before a yes ("nto approved", "do't book it") is "not":
    a typo must never only push toward approve (outside tester 9). A condition between them
    is none of these: "Yes if nothing smaller is free", "yes unless there's nothing closer" set a
    condition on the yes (outside tester 28b read it deny), which the reader leaves unclear."""

    def __init__(self, yes: str, no: str, slip: Callable[[str], bool]) -> None:
        self._no, self._slip = no, slip
        self._before = LazyPattern(rf"\b{NOBODY}(?=(?: +[a-z']+){{0,2}} +(?:{yes})\b)")
        self._after = LazyPattern(
            rf"\b(?:{yes})(?:(?: +(?!{_CONDITION}\b)[a-z']+){{0,2}} +|"
            rf" *[,.!\u2013\u2014-]* *(?:said|says|from) +){NOBODY}(?: +ever)?\b"
        )
        self._slipped = LazyPattern(rf"(?<![a-z'])[a-z']+(?= +(?:{yes})\b)")

    def __call__(self, folded: str) -> str:
        folded = self._after.sub(self._no, self._before.sub(" not ", folded))
        return self._slipped.sub(lambda m: " not " if self._slip(m.group()) else m.group(), folded)


#: What a "cannot"/"will not" word turns: the decision itself ("approve", "sign off", "proceed",
#: "book", "say yes", "go ahead", "do that") or a refusal of it ("object", "say no"). Only these:
#: "I'm unable to attend but approve the booking", "Impossible to beat that, book it!" and "Sam's
#: off so I'm unable to ask him; go ahead" are yeses (session 23 review).
_DECISION = (
    r"(?:(?:[a-z]+ly|currently|now|yet|even|at this (?:time|point|stage)) )?(?:approv|sign|authori[sz]|"
    r"proceed|book|reserv|agree|accept|confirm|okay|allow|permit|support|endors|sanction|"
    r"green ?light|greenlight|consent|grant|justif|process|fulfil|honou?r|entertain|accommodat|"
    r"comply|assist|arrang|commit|help|offer|ok\b|go(?:ing)? ahead|say(?:ing)? yes|"
    r"give (?:(?:it|you|this|that) )?(?:(?:the|my|our|a|an|your) )?(?:go-?ahead|approval|green ?light|"
    r"ok|okay|sign-?off|consent|yes)|(?:move|go) forward|let (?:you|this|it|that)\b|"
    r"do (?:this|that|it|so)\b|put (?:this|it|that) through|take (?:this|it|that) forward|"
    r"make (?:this|it|that|the booking|a booking)\b|go with\b|back (?:it|this|that|the)\b|"
    # a refusal of it: "I decline to object" agrees
    r"object|oppos|veto|block|den(?:y|ie)|reject|refus|declin|stand in the way|say(?:ing)? no\b|"
    r"turn (?:it|this|that) down|stop (?:it|this|that|you))"
)
_WONT_WORD = (
    r"(?:unable|not able|unwilling|not willing|not prepared|impossible(?: for [a-z]+)?|"
    r"(?:not|hardly) in (?:a|any|the) position|in no position|"
    r"can not see (?:my|our|a|any) way(?: clear)?|(?:can|could) not bring (?:myself|ourselves)|"
    r"refus(?:e|es|ed|ing)|declin(?:e|es|ed|ing))"
)
#: Words that say the person cannot or will not do what follows them: "We are unable to approve
#: this", "Impossible to approve", "I'd be unwilling to approve", "I refuse to approve", "I'm not
#: in a position to approve", "I can't see my way to approving", "I can't bring myself to approve
#: this", "I fail to see why I should approve this", "I reject approving this". Read as written,
#: the formal refusals among them held no negation the reader knew, so their "approve" approved
#: and booked the room (outside tester 20); each is one "not" before the decision it governs
#: (:data:`_DECISION`), so whatever that verb says is turned.
_WONT = LazyPattern(
    rf"\b(?:{_WONT_WORD} to (?={_DECISION})|{_WONT_WORD} (?:d'|de )"
    r"|fail(?:s|ed|ing)? to see (?:why|how)(?: (?:i|we|anyone|you|they|it))? "
    r"(?:should|would|must|need to|ought to|could|can)\b(?! not\b)"
    r"|reject(?:s|ed|ing)?(?= +(?:approv|sign|authori|accept|confirm|agree|ok|okay)[a-z]*\b)"
    # "unmöglich", "imposible", "impossibile" wherever they stand; "Ich weigere mich", "Me niego"
    r"|(?:unmoglich|imposible|impossibile|impossibilite|ausser ?stande|nicht (?:im ?)?stande|"
    r"weiger[a-z]*(?: (?:mich|uns|sich))?|"
    r"(?:me|nos|se) (?:niego|negamos|niega|niegan)(?: a)?)\b"
    r")"
)
#: The same word negated ("I'd never refuse to approve that", "I wouldn't decline to sign") is
#: no refusal but a yes only supposed, never given: it is read as no answer, so what else is said
#: decides ("... Go ahead" approves) and alone it stays unclear.
_NEVER_WONT = LazyPattern(
    rf"\b(?:never|not|hardly ever) (?:be )?(?:refus(?:e|ing)|declin(?:e|ing)|unwilling|unable) "
    rf"to {_DECISION}[a-z]*"
)
#: "Unable.", "Approval: unable", "Impossible!", "I am unwilling.", "Declining.", "I'm declining
#: this": the word is the whole answer of its clause, said of oneself ("Sam is unable, so go ahead"
#: is a yes).
_WONT_ALONE = LazyPattern(
    r"(?<!\bnot )(?<!\bis )(?<!\bwas )(?<!'s )(?<!\bthey are )(?<!\bseems )"
    # ... "I'm declining this one", "declining your request" (heldout50: read as neither)
    r"\b(?:unable|impossible|unwilling|declin(?:e|ed|ing)(?: (?:it|(?:this|that|the|your|my)"
    r"(?: (?:one|request|booking|reservation|room))?))?)"
    r"(?= *(?:[.!;,\n]|$))"
)


def will_not(folded: str) -> str:
    """``folded`` with every word for cannot or will not (see :data:`_WONT`) as "not"."""
    said = _WONT_ALONE.sub(" not ", _WONT.sub(" not ", _NEVER_WONT.sub(" ", folded)))
    return folded if said == folded else re.sub(" {2,}", " ", said)  # "never not", one space
