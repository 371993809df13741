"""What the words of an answer say, each read with its negation: a yes, a no, and whether the
no is firm. The answer reader (:mod:`arena.wording.answers`) weighs what each part of an answer
says with these; kept apart so that its rules (turns, questions, provisos) and the word-level
reading each stay one concept.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import APPROVE_WORDS as _APPROVE_WORDS
from arena.wording.answer_words import BARE_NO as _BARE_NO
from arena.wording.answer_words import BARE_YES as _BARE_YES
from arena.wording.answer_words import DENY_WORDS as _DENY_WORDS
from arena.wording.answer_words import NAME_YES, NAME_YES_NEXT
from arena.wording.answer_words import NEGATORS as _NEGATORS
from arena.wording.answer_words import UNDO as _UNDO
from arena.wording.answer_words import words as _words
from arena.wording.need_gone import NEED_GONE
from arena.wording.negation import DEGREE, NobodySaysYes
from arena.wording.phrases import AGREE as _AGREE
from arena.wording.phrases import REFUSE as _REFUSE
from arena.wording.spelling import is_negator_slip, respell

_YES, _NO = " zzyes ", " zzno "

_JOINS = _words("but and so though yet still")
_NICHT, _PAS = frozenset({"nicht"}), frozenset({"pas"})
#: "si", "sim" are "yes" only as the first word ("si hay sitio") or as a clause of their own ("No,
#: perdón, sí", "no, scusa, sì", "Não, desculpa, sim": outside tester 29a read these as a denial);
#: Portuguese "sim" also ends a clause as a yes ("Pode sim").
_FIRST_ONLY = {"si", "sim"}
#: ... and "si" ends a clause as the yes a copula or vote names ("La respuesta es sí", "Mi voto
#: es sí", "Il mio voto è sì", "Es un sí", "Digo que sí", "Dico di sì"): "si" as "if" never ends
#: one; not "creo que sí" (I think so) nor "no sé si" (whether).
_SI_AFTER = _words("es e un voto fue era")
_SI_AFTER_TWO = (["digo", "que"], ["dico", "di"], ["decimos", "que"])
#: Before such a copula, a "no" or someone else's: "no es sí", "el voto de Ana", "su respuesta".
_NOT_OWN_SI = _words(
    "no non nao de del della dello dei degli di su sus sua suo tu tuo tua vuestro vostro loro seu"
)

_NOBODY_SAYS = NobodySaysYes("|".join(["zzyes", *sorted(_APPROVE_WORDS)]), _NO, is_negator_slip)


def _phrases(patterns: list[str]) -> LazyPattern:
    return LazyPattern(r"\b(?:" + "|".join(patterns) + r")\b")


AGREE_RE, _REFUSE_RE = _phrases(_AGREE), _phrases([*_REFUSE, *NEED_GONE])
#: The phrases that refuse, for a reader that must not cut one ("thanks anyway" after "thanks").
REFUSE_RE = _REFUSE_RE
_TOKEN = LazyPattern(r"[a-z]+|[,.;:!\u2013\u2014]")


def respelt(folded: str) -> str:
    """``folded`` with misspelt decision words as meant, before any phrase is read ("definately
    not" is "definitely not")."""
    return re.sub(r"[a-z]+", lambda m: _known(m.group()) or respell(m.group()), folded)


def _known(word: str) -> str | None:
    return word if word in _APPROVE_WORDS or word in _DENY_WORDS or word in _NEGATORS else None


class Said(NamedTuple):
    """What the words say: yes, no, and whether the no is firm (a refusal phrase, a cancel
    word, a negated yes) rather than a bare "no" or a stray negation ("ok... actually no")."""

    yes: bool
    no: bool
    firm: bool


def read(folded: str) -> tuple[str, list[str], Said]:
    """``folded`` with its phrases read, its words, and what they say."""
    folded = _REFUSE_RE.sub(_NO, folded)  # first: "of course not" before "of course"
    folded = _NOBODY_SAYS(AGREE_RE.sub(_YES, folded))  # "Nobody approved", "nto approved"
    toks: list[str] = []
    clause: list[int] = []  # "no, wait, yes": a negation does not reach past a comma or stop
    n = 0
    for piece in _TOKEN.findall(folded):
        if piece[0].isalpha():
            known = piece in _APPROVE_WORDS or piece in _DENY_WORDS or piece in _NEGATORS
            toks.append(piece if known else respell(piece))
            clause.append(n)
        else:
            n += 1
    return folded, toks, _signals(toks, clause)


def _signals(toks: list[str], clause: list[int]) -> Said:
    """Whether the words say yes, and whether they say no, each word read with its negation."""
    yes = no = firm = False
    used: set[int] = set()  # negators read with the word they negate

    def near(i: int, lo: int, hi: int, words: frozenset[str]) -> list[int]:
        """Unread ``words`` from ``i + lo`` to ``i + hi`` (excluded), in the clause of ``i``."""
        span = range(max(0, i + lo), min(len(toks), i + hi))
        return [j for j in span if toks[j] in words and clause[j] == clause[i] and j not in used]

    for i, tok in enumerate(toks):
        if i in used:
            continue
        if (
            tok == "zzyes"
            or tok in _APPROVE_WORDS
            or (tok in _FIRST_ONLY and (i == 0 or _alone(clause, i)))
            # "pode sim", "quero sim"; not "SIM card", nor "acho que sim" (I think so)
            or (tok == "sim" and _last(clause, i) and toks[i - 1 : i] != ["que"])
            or (tok == "si" and _last(clause, i) and _named_si(toks, clause, i))
            or _jo(toks, clause, i)
        ):
            # "not ok", "pas d'accord", "no está bien"; German also after, three words at most:
            # "passt nicht", "das passt mir leider nicht"
            negators = near(i, -3, 0, _NEGATORS) + near(i, 1, 5, _NICHT)
            negators += _degree_before(
                toks, near(i, -5, 0, DEGREE), i
            )  # "I'd hardly call that a yes"
            if tok in _BARE_YES:  # "no yes": two answers, read apart (the "no" stays a no)
                negators = [j for j in negators if toks[j] not in _BARE_NO]
            no, yes, firm = no or bool(negators), yes or not negators, firm or bool(negators)
            used.update(negators)
        elif tok in _DENY_WORDS and _degree_before(toks, near(i, -5, 0, DEGREE), i):
            yes = no = True  # "I'd hardly say no": neither a no nor the idiom's yes
            used.update(_degree_before(toks, near(i, -5, 0, DEGREE), i))
        elif tok in _DENY_WORDS:
            if tok in _UNDO and near(i, 1, 4, _DENY_WORDS):
                continue  # "never" in "I'd never say no": read with the "no"
            undone = near(i, -3, 0, _UNDO)  # two negations agree: "nicht abgelehnt"
            no, yes = no or not undone, yes or bool(undone)
            firm = firm or (not undone and tok not in _BARE_NO)
            if undone:
                used.update([*undone, i])
            if any(toks[j] in ("ne", "n") for j in undone):  # "n'annule pas": one negation
                used.update(near(i, 1, 3, _PAS))
        elif tok == "zzno":
            no = firm = True
    if any(t in _NEGATORS and j not in used for j, t in enumerate(toks)):
        no = True  # "don't", "bitte nicht buchen", "ne le réservez pas"
    return Said(yes, no, firm)


def _last(clause: list[int], i: int) -> bool:
    """Whether word ``i`` ends its clause."""
    return not (i + 1 < len(clause) and clause[i + 1] == clause[i])


def _named_si(toks: list[str], clause: list[int], i: int) -> bool:
    """Whether the "si" at ``i`` is the yes a copula or vote before it names (:data:`_SI_AFTER`):
    not one a "no" before the copula refuses ("No es sí", "Il mio voto non è sì"), nor someone
    else's ("El voto de Ana es sí", "La risposta di Marco è sì", "Su voto es sí"): regress50,
    the first read unclear, the second approved."""
    if i == 0 or clause[i - 1] != clause[i]:
        return False
    if toks[max(0, i - 2) : i] in _SI_AFTER_TWO:
        return True
    if toks[i - 1] not in _SI_AFTER:
        return False
    said = [toks[j] for j in range(i) if clause[j] == clause[i]]
    return not any(tok in _NOT_OWN_SI for tok in said)


def _alone(clause: list[int], i: int) -> bool:
    """Whether word ``i`` is the only word of its clause."""
    before = i > 0 and clause[i - 1] == clause[i]
    return not before and not (i + 1 < len(clause) and clause[i + 1] == clause[i])


def _jo(toks: list[str], clause: list[int], i: int) -> bool:
    """Whether word ``i`` is a yes that is also a name ("jo, go ahead", "jo passt"), not the name
    ("ask Jo", "Jo says no"): the first word, alone in its clause or before another yes."""
    if i != 0 or toks[i] not in NAME_YES:
        return False
    nxt = toks[1] if len(toks) > 1 and clause[1] == clause[0] else None
    return nxt is None or nxt in _APPROVE_WORDS or nxt in NAME_YES_NEXT


def own_yes(words: str) -> bool:
    """Whether ``words`` say yes and no no ("HR approved, so go ahead": the person's own)."""
    said = read(words)[2]
    return said.yes and not said.no


def _degree_before(toks: list[str], degrees: list[int], i: int) -> list[int]:
    """The degree words of ``degrees`` that reach word ``i``: not past a "but" ("far from ideal
    but ok" agrees)."""
    return [j for j in degrees if not _JOINS.intersection(toks[j + 1 : i])]
