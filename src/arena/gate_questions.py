"""The booking's question let go, named as a question (gate49, heldout48's lifts read ``yes*``).

The ask need not be called approval: "Skip the 'shall I book it?' step." skips it by quoting
the question the person would be asked, and "Niente domande, prenota e basta." / "Keine
Rückfrage nötig, einfach buchen." / "No questions, just book." refuse questions and book. Two
shapes, every language the readers read:

* a skip ("skip", "leave out", "don't bother with", "überspringe", "saute", "salta", "sla …
  over", "hoppa över", 跳过) of a quoted question about the booking ("'shall I book it?'",
  „Soll ich buchen?“, «¿lo reservo?»), or the quoted question said skipped after it;
* "no questions" ("keine Rückfragen", "sin preguntas", "pas de questions", "geen vragen",
  "inga frågor", 不要问) as a clause of its own beside a clause that only books.

Negated ("Never skip the 'shall I book it?' step."), qualified ("No questions about the weather;
ask before booking.") or beside a clause that asks ("Niente domande inutili, ma chiedi sempre")
they keep the gate (docs/architecture.md)."""

from __future__ import annotations

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

_OPEN, _CLOSE = "'\"“„«‘「", "'\"”“»’」"
#: A quoted question about the booking: "'shall I book it?'", "„Soll ich buchen?“".
_QUOTED = (
    rf"[{_OPEN}](?P<q>[^{_CLOSE}]{{1,60}}?)(?:\?|？)?\s*[{_CLOSE}]"
    r"(?:\s*(?:step|question|check|prompt|confirmation|frage|schritt|rückfrage|pregunta|paso"
    r"|étape|domanda|passo|pergunta|etapa|vraag|stap|fråga|frågan|steg|步骤|问题|确认))?"
)
#: A skip of it, the verb first; a negation before it in its clause keeps the gate.
_SKIPPED = LazyPattern(
    r"(?P<skip>(?<![\w'])(?:skip|skipping|leave out|omit|drop|forget(?: about)?|don't bother with"
    r"|do not bother with|no need for|dispense with|do away with|without|überspring\w*|spar dir"
    r"|ohne|sáltate|salta(?:te|r)?|omite|omitir|olvida|olvídate de|sin|saute[rz]?|sautez|omets"
    r"|omettez|oublie[rz]?|sans|ometti|tralascia|senza|pula|pule|omita|sem|sla|overslaan|zonder"
    r"|hoppa över|skippa|strunta i|utan|avoid|évite[rz]?|évitez|evita|evite|evitar|vermeide"
    r"|non serve|no hace falta|pas besoin de|não precisa d[ae]|kein bedarf an|remove|elimina\w*"
    r"|supprime[rz]?|rimuovi|verwijder|ta bort)|跳过|省略|不要问)"
    r"(?P<gap>[^.;!\n]{0,30}?)" + _QUOTED
)
#: ... or said skipped after it: "'Shall I book?' — skip that.", "„Soll ich buchen?“ entfällt."
_SKIPPED_AFTER = LazyPattern(
    _QUOTED + r"\s*[—–:,-]*\s*(?:(?:you can |just )?(?:skip|drop|leave out|omit)(?: (?:that|it|this"
    r"|the step|the question))?|(?:is |are )?(?:not needed|unnecessary|not necessary|optional"
    r"|skipped)|entfällt|überspringen|weglassen|no hace falta|sobra|pas besoin|inutile|non serve"
    r"|não precisa|niet nodig|behövs inte|weg|verzichten)\b"
)
#: What the quoted question is about: the booking, or going ahead.
_ABOUT = LazyPattern(
    r"book|reserv|réserv|buch|prenot|boek|boka|\bsure\b|\bok\b|\bokay\b|proceed|go ahead|confirm"
    r"|sicher|seguro|sûr|sicuro|certo|zeker|säker|passt|in ordnung|einverstanden|d'accord|ça (?:te|vous)"
    r" va|de acuerdo|te parece|va bene|pode ser|tudo bem|akkoord|går det bra|okej|订|訂|予約"
)
_NEGATED = LazyPattern(
    r"(?:\b(?:never|don't|do not|dont|must not|mustn't|should not|shouldn't|nie|niemals|nicht"
    r"|jamais|ne|n'|nunca|no|mai|non|não|nooit|niet|aldrig|inte|ignore|forbidden|not)\b"
    r"|不要|别|不得|绝不)"
)
#: "No questions" as a clause of its own, and what stands beside it.
_NONE_ASKED = LazyPattern(
    r"(?:^|(?<=[.;:!\n]))\s*(?:(?:no|zero|keine?|niente|nessuna|sin|ninguna|nada de|pas de|aucune"
    r"|sem|nenhuma|geen|inga)\s+(?:(?:further|more|follow-up|clarifying|extra|weitere|más|plus de"
    r"|altre|mais|verdere|fler)\s+)?(?:questions?|rückfragen?|nachfragen?|fragen|domande|preguntas"
    r"|perguntas|vragen|wedervragen|frågor|motfrågor|back-and-forth)(?:\s+(?:needed|necessary"
    r"|required|asked|nötig|notwendig|erforderlich|necesarias|nécessaires|necessarie|necessárias"
    r"|nodig|behövs))?"
    # "No clarifying questions and no confirmations — book." (gate49)
    r"(?:\s*(?:,|and|or|und|oder|y|o|et|ou|e|en|of|och|eller)\s*(?:no|keine?|sin|pas de|niente|sem|geen"
    r"|inga)\s+[\w-]+){0,2}|不要问(?:问题)?|别问(?:问题)?|不用问(?:问题)?|无需询问)"
    r"(?:\s+(?:please|pls|bitte|por favor|s'il te plaît|per favore|alsjeblieft|snälla))?"
    r"\s*(?:[,;:—–。，-]+|\.)\s*(?P<rest>[^.;!?。\n]*)"
)
_NONE_AFTER = LazyPattern(
    r"(?:^|(?<=[.;:!\n]))(?P<rest>[^.;!?\n,—–]*)[,—–-]+\s*(?:no|zero|keine?|sin|sans|senza|sem|zonder"
    r"|utan)\s+(?:questions?(?: asked)?|rückfragen?|nachfragen?|preguntas|questions|domande"
    r"|perguntas|vragen|frågor)\s*[.!]*\s*(?=$|[.;!\n])"
)
#: A clause that only books: "just book", "prenota e basta", "einfach buchen", "boka bara".
_BOOKS_ONLY = LazyPattern(
    r"\s*(?:(?:just|simply|directly|go ahead and|then|and|einfach|direkt|gleich|sofort|simplemente"
    r"|directamente|y|simplement|directement|semplicemente|direttamente|subito|simplesmente"
    r"|diretamente|gewoon|direct|meteen|bara|genast)\s+)*(?:直接|马上|すぐ)?"
    r"(?:book|buche|buchen|bucht|reserve|reserva|reservar|réserve|réservez|réserver|prenota"
    r"|prenotate|prenotare|boek|boeken|boka|reservieren|reserviere|reserveren|订|预订|予約して)"
    r"(?:\s+(?:it|them|the room|rooms?|den raum|sie|la sala|la salle|la stanza|a sala|de ruimte"
    r"|rummet|e basta|y ya|und fertig|en klaar|och klart|logo|just|einfach|gewoon|bara|directly"
    r"|direkt|direct|direto|direttamente|directamente|directement|diretamente|right away"
    r"|immediately"
    r"|sofort|subito|meteen|genast|away|at once|ya))*\s*[.!。]*\s*$"
)
#: Words one shape needs, tested with ``in`` first (most texts hold none).
_WORDS = (
    "question", "frage", "domand", "pregunt", "pergunt", "vragen", "frågor", "back-and-forth",
    "问", "'", '"', "“", "„", "«", "‘", "「",
)  # fmt: skip


def question_let_go(text: str) -> str:
    """The words of ``text`` that let the booking's question go (the module's docstring), or ''."""
    if not holds_any(text, _WORDS):
        return ""
    for found in _SKIPPED.finditer(text):
        if not _ABOUT.search(found.group("q")) or _QUOTE_IN.search(found.group("gap")):
            continue
        start = max(text.rfind(c, 0, found.start()) for c in ".;!?\n") + 1
        # "Überspringe nie die Frage …", "Sla de vraag '…' nooit over." keep it
        if not (
            _NEGATED.search(text, start, found.start("skip"))
            or _NEGATED.search(found.group("gap"))
            or _NOT_AFTER.match(text, found.end())
        ):
            return text[start : found.end()].strip()
    for found in _SKIPPED_AFTER.finditer(text):
        start = max(text.rfind(c, 0, found.start()) for c in ".;!\n") + 1
        if _ABOUT.search(found.group("q")) and not _NEGATED.search(text, start, found.start()):
            return found.group(0).strip()
    for found in (*_NONE_ASKED.finditer(text), *_NONE_AFTER.finditer(text)):
        if _BOOKS_ONLY.match(found.group("rest")):
            return found.group(0).strip()
    return ""


_QUOTE_IN = LazyPattern(rf"[{_OPEN}{_CLOSE}]")
_NOT_AFTER = LazyPattern(
    r"\s*(?:nie|niemals|nicht|nooit|niet|aldrig|inte|never|jamais|nunca|mai)\b"
)

#: A question, opened by its verb: "is the booking already approved" asks, it does not say so.
WHETHER = LazyPattern(
    r"(?:is|are|was|were|has|have|had)\s+(?:the|this|that|it|a|an|my|your|their|our)\b"
)


def asked_piece(text: str, piece: str) -> bool:
    """Whether ``piece`` of ``text`` is a question: a question mark in it or right after it."""
    at = text.find(piece)
    return (
        "?" in piece or "？" in piece or text[at + len(piece) : at + len(piece) + 1] in ("?", "？")
    )


__all__ = ["WHETHER", "asked_piece", "question_let_go"]
