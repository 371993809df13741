"""A person who corrects themselves meant the correction: the last decision after an explicit
correction marker wins when it is itself a clean decision.

"No wait, actually yes, go ahead" approves, "yes — wait, no" and "ok... actually hold off" deny,
"Nein, warte, doch, buch ihn" and "いいえ、やっぱりお願いします" approve. A marker is a word a
speaker uses to take back what they just said ("wait", "actually", "scratch that", "I mean",
"sorry", "correction", "on second thought"; "warte", "eigentlich", "attends", "en fait",
"espera", "en realidad", "aspetta", "anzi", "cioè", "na verdade", "wacht", "eigenlijk", "vänta",
"förresten", "やっぱり", …), standing where a clause starts: not "wait for Bob", "sorry for the
delay", "if it's actually free". What follows the last marker is read alone, as free text; only
where it approves or denies, and what came before it decided something, does it decide the
answer. A last part that is unclear, conditional or a question decides nothing here (the whole
answer is read as before: "No wait, yes if Bob agrees" stays unclear), and without a marker
"yes no" stays two answers. A turn from a no to a yes must say more than an acknowledgement
("No, actually it's fine" may mean "no need": unclear, as "nah all good" is).
Replaces the policy of sessions 26-52 that a turn to a yes never decides (docs/methodology.md):
the blind writers of heldout49-52 read a self-correction as the speaker's last word.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.answer_words import APPROVE_WORDS, DENY_WORDS, NEGATORS
from arena.wording.forms import Reading, Verdict
from arena.wording.framing import ACK
from arena.wording.negation import expand
from arena.wording.numbers import fold
from arena.wording.signals import read as read_words
from arena.wording.turns import BACK_WORD, BARE_DO

#: Markers that pause or apologise: a marker only where nothing hangs on them ("wait, no", "sorry
#: — yes", "attends non"), never "wait for Bob", "hold on to it", "sorry for the delay".
_PAUSE = (
    r"wait|no wait|hang on|hold on|hold up|warte|warte mal|moment|moment mal|halt|attends|attendez|"
    r"espera|espere|esperen|aspetta|aspettate|wacht|wacht even|vanta|vent|sorry|so sorry|my bad|"
    r"oops|whoops|pardon|perdon|perdona|perdone|disculpa|desculpa|desculpe|scusa|scusate|scusami|"
    r"entschuldigung|verzeihung|excusez-moi|desole|desolee|forlat|ursakta|correction|correctie|"
    r"korrektur|correccion|correcao|correzione|rattelse"
)
#: Markers that say outright that what follows replaces what came before.
_OUTRIGHT = (
    r"actually|scratch that|strike that|i mean|i meant|on second thoughts?|on reflection|"
    r"make that|or rather|let me rephrase|(?:i have |i've |ive )?changed my mind|"
    r"i take (?:that|it) back|eigentlich|ich meine|ich meinte|besser gesagt|doch|en fait|"
    r"je veux dire|je voulais dire|finalement|tout compte fait|reflexion faite|a la reflexion|"
    r"en realidad|quiero decir|quise decir|mejor dicho|pensandolo bien|corrijo|in realta|cioe|"
    r"voglio dire|volevo dire|anzi|a pensarci bene|ripensandoci|o meglio|na verdade|quer dizer|"
    r"quero dizer|pensando bem|pensando melhor|alias|ou melhor|eigenlijk|ik bedoel|ik bedoelde|"
    r"bij nader inzien|toch|forresten|jag menar|egentligen|vid narmare eftertanke"
)
#: Where a marker may stand: the start, after a mark that ends a clause or a bare answer word
#: ("no wait yes", "yes sorry no"), with fillers before it ("oh wait", "hmm, actually").
_BEFORE = (
    r"(?:^|[.,;:!?\u2026\u2013\u2014()\u3001\u3002\uff01\uff1f]|\s-|"
    r"\b(?:yes|yeah|yep|no|nope|nah|ok|okay|sure|ja|nein|oui|non|si|sim|nee|nej|nao))"
    r"(?:\s*(?:oh|ah|um+|uh+|hm+|erm?|well|ach|ay|opa|eh|euh|no|nope|nah)\b[,]?)*\s*"
)
#: What may follow a pausing marker: the end of its clause, or an answer word or another marker.
_PAUSE_AFTER = (
    r"(?=\s*(?:[,.;:!\u2026\u2013\u2014\u3001\u3002]|-|$)"
    r"|\s+(?:yes|yeah|yep|yup|no|nope|nah|ok|okay|sure|go|do|don't|dont|book|cancel|hold|ja|nein|"
    r"doch|oui|non|si|sim|nao|nee|nej|actually|i mean|eigentlich|en fait|en realidad|anzi|cioe|"
    r"na verdade|eigenlijk)\b)"
)
_MARK = LazyPattern(
    rf"{_BEFORE}(?:(?:{_PAUSE}){_PAUSE_AFTER}|(?:{_OUTRIGHT})\b)"
    # Japanese writes no spaces: its markers stand anywhere ("いいえやっぱりお願いします")
    r"|やっはり|やっは|訂正します|訂正|間違えました|ちょっと待って|待って"  # folded: "ぱ" is "は"
)
#: A blank line after the marker: what follows is a signature or another message.
_NEW_BLOCK = LazyPattern(r"[ ,.;:!\u2013\u2014-]*\n[ \t]*\n")
#: Free text's reason for an answer that says neither yes nor no.
NEITHER = "it says neither yes nor no"
#: More markers than a person's reply holds: a text that long is not read for its last word (each
#: part is read again, and a reply of 2,000 characters of "wait," would take seconds).
_MOST_MARKS = 8


def corrected_to(folded: str, explain: Callable[[str], Reading]) -> Verdict | None:
    """What ``folded`` (an answer, lower case, no accents) says after its last correction marker,
    where that part alone approves or denies and the part before it decided something; None
    where there is no such marker or the last part is no clean decision (read the whole as
    before). ``explain``: free text's reader, for each part."""

    def classify(text: str) -> Verdict:
        return explain(text).verdict

    marks = list(_MARK.finditer(folded))
    if not marks or len(marks) > _MOST_MARKS:
        return None
    said_before = folded[: marks[-1].end()]  # "no wait": the no stands in the marker's match
    after = folded[marks[-1].end() :]
    if _NEW_BLOCK.match(after):
        return None  # "No, sorry.\n\n--\nMaria …": a signature or another message, no correction
    after = after.strip(" ,.;:!\u2013\u2014-\u3001\u3002")
    if not re.search(r"\w", after):
        return None
    before = read_words(said_before)[2]
    if not (before.yes or before.no) and classify(folded[: marks[-1].start()]) == "unclear":
        return None  # "Hmm, actually yes", "I'm not sure. Actually, yes": nothing said to correct
    reading = explain(after)
    verdict, said = reading.verdict, read_words(after)[2]
    if verdict == "unclear" and before.no and not before.yes and BARE_DO.fullmatch(after):
        return "approve"  # "Don't book it. Actually, do."
    if verdict == "unclear":
        # "No wait, yes if Bob agrees", "No wait, yes?": the last word is a yes or no held open
        # ... not "Yes. I mean, no catering." (its "no" is no answer) nor a question that asks
        # for more ("Yes. Actually, can you also order coffee?"): read with the whole answer
        held_open = (said.yes or said.no) and reading.why not in (None, NEITHER)
        return "unclear" if held_open else None
    if verdict == "deny":
        # "Yes. Actually, don't tell Bob.", "Yes. Wait, no, the other Tuesday": a no to something
        # else, or one that asks for another booking, is read with the whole answer
        return "deny" if _refuses_only(after) else None
    if before.yes and not before.no:
        return verdict
    # "No, actually it's fine": an acknowledgement after a no may mean "no need"
    ack = ACK.match(after)
    rest = after[ack.end() :].strip(" ,.;:!\u2013\u2014-") if ack and ack.group().strip() else None
    if rest is not None and (not rest or classify(rest) != "approve"):
        return None
    return verdict


def after_last_mark(text: str) -> str | None:
    """The words of ``text`` after its last correction marker, as written; None where it has none,
    or where folding changes its length (the marker's place in it is not known). A reader that
    looks for a no beside a yes reads only these where the correction decided: "Nee. Eigenlijk
    wel, boek maar." holds no "nee" beside its yes."""
    folded = expand(fold(text))
    if len(folded) != len(text):
        return None
    marks = list(_MARK.finditer(folded))
    return text[marks[-1].end() :] if marks and len(marks) <= _MOST_MARKS else None


def _refuses_only(after: str) -> bool:
    """Whether ``after`` holds only words that refuse the booking ("no", "don't", "hold off",
    "nicht buchen", "laisse tomber"), as :func:`arena.wording.taken_back.taken_back` reads a
    take-back; words in a script without Latin letters are read by the free-text reader alone."""
    return all(
        w in DENY_WORDS or w in NEGATORS or w in APPROVE_WORDS or BACK_WORD.fullmatch(w)
        for w in re.findall(r"[a-z]+", after)
    )


__all__ = ["after_last_mark", "corrected_to"]
