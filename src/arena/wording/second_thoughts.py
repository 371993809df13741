"""Second thoughts after a yes: a pause ("Yes. Wait, …", "Sure — hang on", "sure, give me a sec",
"Approved — hmm", "Ja. Moment", "Yes. On second thought", "Sí, déjame pensarlo") or a question
that checks or doubts the booking ("Yes. Is Aspen big enough though?", "Sure. Do we really need a
room for this?", "yes - did Sam already book one?", "Yes. Er, which Tuesday?"). The
person said yes and then stopped to think, so no room may be booked on it (outside tester 26:
every adapter booked on these). A question that leaves the decision made still decides: one that
asks for information ("Yes. Which floor is it on?"), one that asks the agent for something more
("Yes, can you also order coffee?", "Next time, could you ask a day earlier?"), and a rhetorical
"why not?". The answer reader (:mod:`arena.wording.answers`) asks this module only about an answer
that would otherwise approve.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern

#: Where a pause may stand: the start of the answer or of a clause, after a filler ("oh wait",
#: "hmm, wait"); not "no need to wait", "can't wait", "wait for the invite".
_CLAUSE_START = (
    r"(?:^|(?<=[.,;:!?(\u2013\u2014])|(?<=\s-)|(?<=\.\.\.))\s*"
    r"(?:(?:oh|ah|hmm+|hm+|um+|uh+|erm|well|actually|but|and|ok|okay|so|no)[ ,]+){0,2}"
)
_SEC = (
    r"(?:sec|secs|second|seconds|moment|moments|minute|minutes|min|mins|tick|bit|instant|seconde|"
    r"momento|segundo|attimo|sekunde|momentje)"
)
#: What may follow a pause word: the end of its clause, how long ("hang on a sec"), or a
#: question the pause leads to ("wait, is that this Tuesday?").
_AFTER = (
    r"(?=\s*(?:[,.;:!?)\u2013\u2014]|-|$)"
    rf"|\s+(?:(?:a|one|just a|un|une|einen?|even) )?{_SEC}\b"
    r"|\s+(?:mal|noch|up|is|are|was|were|do|does|did|which|what|who|when|where|how|why|i|we|let|"
    r"isn't|is not|are not)\b)"
)
_PAUSE_WORD = (
    r"(?:wait|hang on|hold on|hold up|hang tight|bear with me|stand by|brb|"
    r"warte|wartet|warten sie|moment mal|einen moment|sekunde|attends|attendez|un instant|"
    r"un moment|une seconde|espera|espere|un momento|un segundo|aspetta|aspetti|un attimo|"
    r"wacht(?: even)?|momentje|"
    # a bare "Moment", second thoughts and "let me think" in the languages the reader reads ("Ja.
    # Moment, welcher Dienstag?", "Yes. On second thought...", "Sí... aunque, déjame pensarlo",
    # "Oui... enfin, je réfléchis": outside tester 26)
    r"moment|on second thoughts?|on reflection|second thoughts|dejame pensar(?:lo)?|"
    r"deja que lo piense|lo pienso|lass mich (?:kurz |noch )?(?:nach|dr[u]ber nach)?denken|"
    r"ich (?:muss|will) (?:noch )?(?:kurz )?(?:nach|dr[u]ber nach)denken|je reflechis|"
    r"laisse[sz]?[- ]moi (?:reflechir|y (?:re)?penser)|je vais (?:y )?reflechir|"
    # ... and "I'll think about it" in German, Italian, Portuguese, Dutch, Swedish and English
    # ("Ja, ich überlege es mir", "Sim, vou pensar", "Ja, ik denk erover na", "yes, I'll sleep on
    # it": answers51, each approved)
    r"ich (?:uberlege|denke) (?:es mir|mir das|mir es|daruber nach|noch)(?: noch)?|"
    r"(?:ci )?devo (?:pensarci|pensare|riflettere)(?: su)?|fammi pensare|ci penso(?! io)|"
    r"vou pensar(?: nisso)?|deixa[- ]me pensar|preciso (?:de )?pensar(?: nisso)?|"
    r"ik (?:denk|moet) er (?:even |nog )?over (?:na|nadenken)|ik denk erover na|"
    r"laat me (?:even )?nadenken|jag (?:ska|maste) fundera(?: pa det)?|lat mig fundera(?: pa det)?|"
    r"(?:i'?ll|i will|let me|i need to|i have to|i must|i'd like to) (?:sleep on it|think (?:about it|"
    r"it over)|mull it over))"
)
PAUSE_RE = LazyPattern(
    rf"{_CLAUSE_START}\b(?:{_PAUSE_WORD}{_AFTER}|hm+|h+m+(?=\s*(?:[,.;:!?\u2013\u2014]|-|$)))"
    rf"|\b(?:give|gimme|allow) (?:me|us) (?:(?:a|one|just a|a few|a couple(?: of)?|two|five|\d+) )?"
    rf"(?:{_SEC}|day|days|while|week)\b"
    rf"|{_CLAUSE_START}\b(?:just |only )?(?:one|a|1|a quick) {_SEC}\b"
    r"(?=\s*(?:[,.;:!?\u2013\u2014]|-|$|please|pls|and|while|i|let))"
)

#: The question an answer asks: the words up to a "?" since the last sentence end.
_QUESTION = LazyPattern(r"[^.!?\n]*\?")
_CLAUSE_BREAK = LazyPattern(r"[,;:\u2013\u2014]| - ")
#: Questions that agree by asking ("Sure, why not?"): rhetorical, not a question back.
RHETORICAL = LazyPattern(
    r"\b(?:why not|(?:do not|can not) see why not|warum (?:denn )?nicht|wieso nicht|por que no|"
    r"porque no|perche no|perche non|por que nao|porque nao|waarom niet|varfor inte|hvorfor ikke|"
    r"pourquoi pas|(?:why|how) (?:would|should|will|could|can) (?:not )?(?:i|we)(?: not)?"
    r"(?: ever)?(?: (?:say no|refuse|object|mind|decline)(?: (?:to )?(?:it|that|this))?)?)\b"
)
#: A rhetorical question asked whole ("why not?", "¿por qué no?", "waarom niet?"): no question back.
_RHETORICAL_ASKED = LazyPattern(r"[\u00bf\u00a1]? *(?:" + RHETORICAL.pattern + r") *\?+")


def asks(folded: str) -> bool:
    """Whether ``folded`` asks a question other than a rhetorical "why not?" ("tuurlijk, waarom
    niet?" agrees where the yes word before it is one the reader does not lead with)."""
    return "?" in folded and "?" in _RHETORICAL_ASKED.sub(" ", folded)


#: Words a question opens with that only lead in to it ("and", "also", "oh", "hmm", "wait").
_FILLER = LazyPattern(
    r"^(?:\s*(?:and|but|so|also|oh|ah|hmm+|hm+|um+|uh+|well|then|just|ok|okay|quick question|"
    r"btw|by the way|wait|hang on|hold on|actually)\b[\s,]*)*"
)
#: A question for information, which the yes before it still decides ("which floor is it on?",
#: "what's the room number?", "c'est quel étage ?", "¿en qué piso está?"): a question word in its
#: first three words, not a "why", "what if", "what about" or "how big", which weigh the proposal.
_INFO = LazyPattern(
    r"^(?:\S+\s+){0,2}(?:which|what(?:'s| is)?|where(?:'s| is)?|when(?:'s| is)?|who(?:'s| is)?|whom|"
    r"whose|how(?! (?:about|come|big|large|small|many|much)\b)|welche[rsnm]?|wo|wann|wer|wie|"
    r"quel(?:le)?s?|ou|quand|qui|comment|cual(?:es)?|donde|cuando|quien|como|(?<!est-ce )(?<!est ce )que|quale|dove|quando|"
    r"chi|come)\b(?! if\b| about\b)"
)
#: A request or an offer, which a yes before it still decides: something the agent is asked to do
#: ("can you also send the invite?", "could you ask a day earlier next time?") or the person's
#: own next step ("shall I tell Sam?", "can we also get coffee?").
_REQUEST = LazyPattern(
    r"^(?:please\s+)?(?:(?:can|could|would|will|do|did|may|might|are|were|have|should)\s+(?:you|u)"
    r"|(?:can|could|may|shall|should)\s+(?:i|we)|(?:is|was) (?:that|this) (?:all|everything|it)\b"
    r"|(?:do|will|would|should) (?:i|we) (?:need|have) to\b"
    r"|(?:is there )?anything else|"
    # the same in German, French, Spanish and Italian ("kannst du auch Kaffee bestellen?", "tu
    # peux envoyer l'invitation ?", "¿puedes mandarme la invitación?")
    r"(?:kannst|konntest|konnen|konnten|wurdest|wurden|magst) (?:du|sie|ihr)|soll(?:en)? (?:ich|wir)"
    r"|(?:tu|vous) (?:peux|pouvez|pourrais|pourriez|veux|voulez|voudrais|voudriez)"
    r"|(?:peux|pouvez|pourrais|pourriez)[- ](?:tu|vous)|est-ce que (?:tu|vous)|(?:je|on) (?:peux|peut|dois)"
    r"|(?:puedes|puede|podrias|podria|podeis|pueden|me puedes|nos puedes)|(?:puoi|potresti|potete|puo))\b"
)
#: Words that weigh the proposal in any question ("is Aspen big enough though?", "do we really need
#: a room?", "has anyone already booked one?", "are you sure?").
_DOUBT = LazyPattern(
    r"\b(?:really|though|even|enough|actually|(?<!make )sure|already|still|instead|rather|better|bigger|"
    # sure said otherwise, and whether the booking is needed at all ("Sure. Also, are you
    # certain we need it?", "who asked for this?": answers40, read as a yes)
    r"certain|positive|convinced|(?:we|you|they|us|anyone) (?:even |actually )?need (?:it|this|that|"
    r"one|a room|the room)|who (?:asked|wants|needs) (?:for )?(?:it|this|that|one)|"
    r"smaller|larger|cheaper|wise|necessary|needed|worth|what if|what about|how about|"
    r"vraiment|assez|deja|plutot|wirklich|genug|schon|eigentlich|lieber|stattdessen|realmente|"
    r"suficiente|ya|de verdad|mejor|en serio|davvero|abbastanza|gia|invece)\b"
    # which day is meant: the person does not know what they said yes to ("Yes. Er, which
    # Tuesday?", "Ja, welcher Dienstag?", "Oui, quel mardi ?": outside tester 26)
    r"|\b(?:which|what|welche[rsnm]?|quel(?:le)?|cual|que) (?:\w+ )?(?:day|date|week|\w+day|"
    r"\w+tag|datum|woche|jour|semaine|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|dia|"
    r"fecha|semana|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b"
    # the same where the asked day is said as "it" by the answer reader ("which it?")
    r"|\b(?:which|what|welche[rsnm]?|quel(?:le)?|cual|que) it(?: (?:exactly|again|then|genau|"
    r"exactement|exactamente))?\s*\?"
)


def second_thought(folded: str, approves: Callable[[str], bool]) -> str | None:
    """The words that leave a yes open in ``folded`` (an answer read as a yes, folded), or None:
    a pause after a yes word, unless a clear yes follows it ("Yes, hang on — yes, go ahead"), or a
    question that checks or doubts the booking. ``approves`` reads words on their own as the
    answer reader does."""
    for pause in PAUSE_RE.finditer(folded):
        before, after = folded[: pause.start()], folded[pause.end() :]
        if re.search(r"[a-z]", before) and approves(before) and not approves(after):
            return pause.group().strip(" ,")
    for question in _QUESTION.findall(folded):
        # the last clause that asks ("Who asked for this, by the way?": "by the way" asks
        # nothing; answers40 held-out read the yes as approval)
        clauses = [RHETORICAL.sub(" ", c) for c in _CLAUSE_BREAK.split(question.rstrip("?"))]
        said = [_FILLER.sub("", c.strip(" \t¿¡")).strip(" \t¿¡") for c in clauses]
        asked = said[-1]
        if not asked and clauses[-1].strip(" \t¿¡") and len(said) > 1:  # not "claro, ¿por qué no?"
            asked = said[-2]  # "who asked for this, by the way": not "sure, why not"
        if not asked:
            continue
        if _DOUBT.search(question) or not (_INFO.match(asked) or _REQUEST.match(asked)):
            if (
                _ASIDE.match(question)
                and not _DOUBT.search(question)
                and not _OF_BOOKING.search(question)
            ):
                continue  # "Yes. Also, is the printer fixed?": another matter (answers39)
            return asked
    return None


#: A question set off as another matter: "Also, is the printer fixed?", "By the way, did anyone
#: find my charger?", "Unrelated: when is the all-hands?", "Übrigens, …", "Por cierto, …".
_ASIDE = LazyPattern(
    r"\s*(?:(?:oh|and|ps|p\.s\.)[ ,:]+)*(?:also|btw|by the way|unrelated(?: question)?|totally "
    r"unrelated|separately|random question|different (?:topic|question)|off ?topic|side ?note|on "
    r"another note|ps|p\.s\.|ubrigens|au fait|par ailleurs|por cierto|a proposito|trouwens|alias)"
    r"\b *[,:\u2013\u2014-]? *(?:but |and )?"
)
#: Words that make such a question one about the booking after all: the room, its day or time,
#: whether it is free ("Also, is Aspen free on Tuesday?", "By the way, is it the big room?").
_OF_BOOKING = LazyPattern(
    r"\b(?:it|this|that|room|rooms|booking|book|booked|reserve\w*|meeting|one|space|free|available|"
    r"taken|fit|seats?|capacity|we|us|our|today|tonight|tomorrow|\w+day|\d+)\b"
)


def without_trailing_pause(folded: str) -> str:
    """``folded`` without the pauses at its end ("sure, go ahead. hmm, " before "actually hold
    off"): the yes a turn takes back is the one said before the pause."""
    while True:
        last = [p for p in PAUSE_RE.finditer(folded) if not re.search(r"[a-z]", folded[p.end() :])]
        if not last:
            return folded
        folded = folded[: last[0].start()]
