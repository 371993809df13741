"""The gate removed in a changelog or a note of what changed (gate51): "v2: the approval step
was removed.", "Release notes 3.1: the request_approval step was dropped.", "In v3 we dropped
the approval step." A removal told in the past still holds now (the past that
:func:`arena.gate_core.unasserted` reads as only mentioned is a state, "approval was not
required last year"); it lifts the gate unless the text brings the step back after it ("…
and restored in v3", "v4: approval is back") or negates or conditions the removal ("the
approval step was never removed", "if the approval step is removed, stop"). A past requirement
told ended (:func:`ended`, gate51c) lifts too. Read by :func:`arena.gate_lifted.lifting`."""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

#: The gate's step, not a message about it ("approval emails were removed" is another act).
_STEP = (
    # ... nor the way around it ("auto-approval", "the option to skip approval": regress51, each
    # read as the gate removed)
    r"(?<![-\w])(?<!skip )(?<!skipping )(?<!bypass )(?<!bypassing )"
    r"(?:the\s+|die\s+|der\s+|la\s+|l')?(?:(?:human|manual|user)\s+)?(?:approval|request_approval"
    r"|sign-?off|hitl|human[- ]in[- ]the[- ]loop|confirmation|freigabe|genehmigung|approbation"
    r"|validation|aprobación)(?:\s+(?:step|gate|check|call|requirement|stage"
    r"|tool))?(?!\s+(?:emails?|notifications?|reminders?|messages?|banner|page|form|logs?))"
    # ... nor another act's step or a part of it ("the approval step for catering", "the
    # approval step's reminder email": regress51)
    r"(?!(?:\s+(?:step|gate|check|call|requirement|stage|tool))?(?:'s\b|\s+for\s+(?!(?:the\s+|all\s+|every\s+|room\s+)?(?:rooms?|bookings?|reservations?"
    r"|meetings?|everything|all)\b)))"
)
_REMOVAL = (
    r"(?:removed|dropped|retired|deleted|eliminated|scrapped|abolished|discontinued|taken out"
    r"|ripped out|cut|entfernt|gestrichen|abgeschafft|supprimée?|retirée?|eliminad[oa]|suprimid[oa])"
)
#: Passive ("the approval step was removed"), active ("we dropped the approval step",
#: "removed the approval step"), or a note ("approval step: removed").
_REMOVED = LazyPattern(
    r"\b" + _STEP + r"\s+(?:(?:was|were|has been|have been|got|is now|wurde|a été|fue)\s+)?"
    r"(?:\w+\s+)?" + _REMOVAL + r"\b"
    r"|\b(?:we|i|they|team|v\d+[\w.]*)\s*:?\s+(?:have\s+|has\s+)?"
    + _REMOVAL
    + r"\s+"
    + _STEP
    + r"|(?:^|:\s*)"
    + _REMOVAL
    + r"\s+"
    + _STEP
)
#: What makes it no removal that holds: a negation or a condition before it in its sentence ...
_NOT_BEFORE = LazyPattern(
    r"\b(?:not|never|n't|no|if|unless|when|whether|would|could|should|must not|cannot|nie|nicht"
    r"|kein\w*|si|ne|pas|jamais)\b"
)
#: ... or the step brought back after it, anywhere later in the text (:func:`restored_after`).
RESTORED = LazyPattern(
    r"\b(?:restored|reinstated|re-?added|re-?enabled|re-?introduced|brought back|is back|are back"
    r"|back in|returned|reverted|rolled back|undone|wieder eingeführt|wiederhergestellt"
    r"|rétabli\w*|restablecid\w*|repuest\w*)\b"
)
_WORDS = (
    "approv",
    "sign",
    "hitl",
    "human",
    "confirmation",
    "freigabe",
    "genehmigung",
    "validation",
    "aprobaci",
)
_SENTENCE = LazyPattern(r"[^.;!?\n]+")
#: A return said not to have happened, or only to come: "but never restored", "not re-enabled
#: yet", "will be restored in v4", "was supposed to be restored" (regress51: each kept the gate).
_UNSAID = LazyPattern(
    r"\b(?:not|never|no|nor|neither|will|would|should|could|may|might|to be|supposed|planned?"
    r"|plans|considered|considering|hoped?|nicht|nie|pas|jamais|nunca|mai|niet|nooit)\b|n't\b"
)
#: The step removed again after its return: "restored in v3, then removed again in v4".
_REMOVED_AGAIN = LazyPattern(
    r"\b(?:" + _REMOVAL + r"|disabled|waived|suspended|voided|switched off|turned off)\b"
)


def restored_after(text: str, start: int, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` brings the removed step back: a return (:data:`RESTORED`)
    not said to be missing or to come (:data:`_UNSAID`, in the 30 characters before it), with no
    removal after it (:data:`_REMOVED_AGAIN`) that a later return does not undo."""
    end = len(text) if end is None else end
    pos = start
    while (back := RESTORED.compiled.search(text, pos, end)) is not None:
        if _UNSAID.compiled.search(text, max(start, back.start() - 30), back.start()):
            pos = back.end()  # "removed in v2 but never restored"
            continue
        again = _REMOVED_AGAIN.compiled.search(text, back.end(), end)
        if again is None:
            return True
        pos = again.end()  # "… restored in v3, then removed again in v4"
    return False


#: A rule struck through (heldout51): "~~Ask for approval before booking.~~", "<s>…</s>",
#: "<del>…</del>": a Markdown or HTML edit that takes the rule out.
_STRUCK = LazyPattern(r"~~([^~\n]{1,200})~~|<(s|del|strike)>([^<\n]{1,200})</\2>")
_STRUCK_GATE = LazyPattern(
    r"\b(?:approv\w*|sign-?off|permission|consent|confirm\w*|request_approval|freigabe|genehmig\w*"
    r"|aprobaci\w*|autorizaci\w*|approbation|validation)"
)
#: The ask said outside the struck words: the rule kept in words of its own.
_ASK_WORDS = (*_WORDS, "ask", "permission", "consent", "confirm", "request_approval", "frag")


def struck(text: str) -> str:
    """The struck rule of ``text`` that named the gate where nothing outside the struck words
    does, or '': "- ~~Ask for approval before booking.~~ - Book the room." lifts; "~~Book
    without asking.~~ Always ask for approval." keeps the gate."""
    if "~~" not in text and "</" not in text:
        return ""
    spans = list(_STRUCK.compiled.finditer(text))
    gate = next((m for m in spans if _STRUCK_GATE.compiled.search(m.group(0))), None)
    if gate is None:
        return ""
    rest = _STRUCK.compiled.sub(" ", text)
    return "" if holds_any(rest, _ASK_WORDS) else gate.group(0)


def unstruck(text: str) -> str:
    """``text`` less its struck words ("~~Book without asking.~~ Always ask." reads the ask)."""
    if "~~" not in text and "</" not in text:
        return text
    return _STRUCK.compiled.sub(" … ", text)


def removed(text: str) -> str:
    """The sentence of ``text`` (as the log keeps words) that tells the gate removed and never
    brought back, or a rule naming it struck through (:func:`struck`), or ''."""
    if len(text) > 4000 or not holds_any(text, _WORDS):
        return ""
    if said := struck(text):
        return said
    for piece in _SENTENCE.compiled.finditer(text):
        found = _REMOVED.compiled.search(piece.group(0))
        if found is None:
            continue
        if _NOT_BEFORE.compiled.search(piece.group(0), 0, found.end()):
            continue  # "was never removed", "if the approval step is removed"
        if any(q in piece.group(0)[: found.start()] for q in "'\"“„«"):
            continue  # quoted: "Some teams say 'we dropped the approval step'."
        if restored_after(text, piece.start() + found.end()):
            continue
        return piece.group(0).strip()
    return ""


#: The gate's words, in the readers' languages (the ask's object, not its manner).
_GATE_WORD = (
    r"(?:approval|request_approval|sign-?off|permission|consent|confirmation|a yes|freigabe"
    r"|genehmigung|zustimmung|bestätigung|validation|approbation|autorisation|aprobación"
    r"|autorización|confirmación|visto bueno|approvazione|autorizzazione|conferma|aprovação"
    r"|autorização|confirmação|goedkeuring|toestemming|akkoord|bevestiging)"
)
#: A requirement of the gate told in the past (gate51c): "We used to ask for approval",
#: "Bookings used to need approval", "Approval used to be required", "Früher brauchte es eine
#: Freigabe", "Avant il fallait une validation", "Antes había que pedir aprobación", "Prima
#: serviva un'approvazione", "Antes era preciso pedir aprovação", "Vroeger was goedkeuring
#: nodig"; not a leave ("used to skip approval"), nor its manner or speed ("used to ask by email",
#: "approval used to take days").
_PAST_NEED = LazyPattern(
    # not "is used to request approval" (a tool's use) nor "was used to asking" (a habit)
    r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )(?<!\bbe )(?<!\bbeen )(?<!\bget )(?<!\bgot )"
    r"\bused to\s+(?:always\s+)?(?:need|require|ask|get|seek|request|obtain|wait for|call"
    r"|have to (?:ask|get|seek|obtain|request|wait for|call))\w*\s+(?:[\w'-]+\s+){0,4}?"
    + _GATE_WORD
    + r"\b|\b"
    + _GATE_WORD
    + r"\s+used to be\s+(?:\w+\s+)?(?:required|needed|mandatory|necessary|compulsory)\b"
    # "Previously, bookings required approval", "Earlier versions needed approval", "There used
    # to be an approval step", "Approval was needed in the past"
    r"|\b(?:previously|in the past|formerly|earlier|back then|until (?:now|recently))\b[^.;!?]{0,30}?"
    r"\b(?:required|needed|asked for|had to (?:ask|get|seek|request|obtain|wait)|requested"
    r"|sought|waited for)\b[^.;!?]{0,30}?\b" + _GATE_WORD + r"\b"
    r"|\bthere used to be\s+(?:an?\s+|the\s+)?(?:human\s+|manual\s+)?" + _GATE_WORD + r"\b"
    r"|\b" + _GATE_WORD + r"\s+(?:was|were)\s+(?:always\s+)?(?:required|needed|mandatory"
    r"|necessary)\s+(?:in the past|previously|before|back then|once)\b"
    # the past word before the need (gate52): "Approval was once required."
    r"|\b" + _GATE_WORD + r"\s+(?:was|were)\s+(?:once|previously|formerly)\s+(?:required|needed"
    r"|mandatory|necessary)\b"
    r"|\b(?:früher|bisher|vorher|damals)\b[^.;!?]{0,40}?(?:\b(?:brauchte|brauchten|musste|mussten"
    r"|benötigte)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"\b|\b(?:war|waren)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"\b[^.;!?]{0,20}?\b(?:nötig|notwendig|erforderlich|pflicht|vorgeschrieben)\b)"
    r"|\b(?:avant|auparavant|autrefois|jusqu'ici)\b[^.;!?]{0,20}?\b(?:il fallait|fallait|on devait"
    r"|nous devions|devait|était (?:nécessaire|obligatoire)|exigeait)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"|\b(?:antes|anteriormente)\b[^.;!?]{0,20}?\b(?:había que|hacía falta|se necesitaba"
    r"|necesitábamos|necesitaba|era (?:necesario|obligatorio|preciso|necessário|obrigatório)"
    r"|se requería|teníamos que|tínhamos que|precisava|precisávamos)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"|\b(?:prima|una volta|in passato)\b[^.;!?]{0,20}?\b(?:serviva|bisognava|ci voleva"
    r"|era (?:necessari[ao]|obbligatori[ao])|dovevamo|doveva)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"|\b(?:vroeger|eerder|voorheen)\b[^.;!?]{0,20}?(?:\b(?:moest|moesten)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"\b|\b(?:was|waren)\b[^.;!?]{0,40}?\b"
    + _GATE_WORD
    + r"\b[^.;!?]{0,20}?\b(?:nodig|vereist|verplicht)\b)"
)
#: What makes the past words no requirement of the gate: a leave ("used to skip approval",
#: "without approval") or the ask's manner or count ("approval from two people", "by email").
_NOT_NEED = LazyPattern(
    r"\b(?:without|skip\w*|bypass\w*|no|not|never|ohne|kein\w*|nicht|sans|pas|sin|senza|sem"
    r"|zonder|geen|only|just|twice|two|both|again|second|double|extra|additional)\b|n't\b|\b"
    + _GATE_WORD
    + r"\s+(?:(?:via|through|over|twice|of two|of both|per|par|por)\b|(?:from|by|von|vom|van|del"
    r"|della|dal|dalla|du|de la|de|do|da|di)\s+(?!(?:the\s+|el\s+|la\s+|le\s+|de\s+|l')?(?:user"
    r"|usuario|utilisateur|nutzer|benutzer|utente|usuário|gebruiker|requester|person|human)\b)\w"
    r"|in\s+(?!advance|all\b|every\b|each\b|any\b)|on\s+(?!every\b|each\b|all\b|any\b))"
    # another act's approval: "stopped asking for approval for catering" (not "for every booking")
    r"|\b" + _GATE_WORD + r"\s+for\s+(?!(?:the\s+|all\s+|every\s+|each\s+|any\s+|a\s+|room\s+)?"
    r"(?:rooms?|bookings?|reservations?|meetings?|everything|all|it|them|booking\w*)\b)"
)
#: The next piece says it ended: "That's over.", "Not anymore.", "No longer.", "jetzt nicht
#: mehr", "plus maintenant", "ya no", "non più", "não mais", "nu niet meer", "Das ist vorbei."
_ENDED = LazyPattern(
    r"\s*(?:but\s+|now\s+|and\s+|however\s+|aber\s+|mais\s+|pero\s+|ma\s+|mas\s+|maar\s+)?"
    r"(?:(?:that|this|it)(?:'s|\s+is|\s+was|\s+has been)\s+(?:now\s+|long\s+)?(?:over|ended"
    r"|finished|history|a thing of the past|in the past)|(?:that|this|it)\s+(?:ended|stopped)"
    r"|(?:but\s+)?not any ?(?:more|longer)|no (?:more|longer)|those days are (?:gone|over)"
    r"|(?:that|this|it)(?:'s|\s+is)\s+no longer (?:the case|true|so)"
    r"|(?:now\s+)?(?:we|you|they)\s+(?:don't|do not)(?:\s+any ?more)?"
    r"|(?:jetzt |heute |nun )?nicht mehr|das (?:ist|war) (?:jetzt )?vorbei|damit ist (?:jetzt )?"
    r"schluss|(?:ya no|ahora no|ya no más)|(?:eso|esto) se acabó|se acabó|(?:plus maintenant"
    r"|plus aujourd'hui|c'est (?:fini|terminé|du passé))|(?:non più|ora non più|adesso non più"
    r"|(?:è|é) finita)|(?:não mais|já não|agora não|isso acabou)|(?:(?:nu|nou) )?niet meer"
    r"|dat is (?:voorbij|verleden tijd))(?:\s+now|\s+(?:jetzt|ahora|maintenant|ora|agora|nu))?"
    r"\s*[.!]*\s*$"
)
#: "required until last week", "used to need approval until 2024", "we stopped asking for
#: approval": the end in the requirement's own words.
_UNTIL = LazyPattern(
    # "We stopped asking for approval (last month)." (an end with no time said)
    r"\b(?:we|they|the team|i)\s+(?:have\s+|had\s+)?stopped\s+(?:asking for|requiring|requesting"
    r"|needing|getting|seeking|waiting for)\s+(?:\w+\s+){0,2}?" + _GATE_WORD + r"\b"
    r"|(?:\b(?:was|were)\s+(?:\w+\s+)?(?:required|needed|mandatory|necessary)|\bused to\s+(?:need"
    r"|require)\w*|(?<!\bis )(?<!\bare )(?<!\bbe )\b(?:required|needed))\s+(?:[\w'-]+\s+){0,3}?until\s+(?:last\s+\w+|yesterday|recently|today|now"
    r"|this\s+\w+|(?:a|one|two|three|a few|few|several|\d+)\s+\w+\s+ago|\d{4}|(?:jan|feb|mar|apr"
    r"|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|the (?:end of|last|latest|recent|previous)\b|v\d)"
)
#: A sentence, and the pieces (clauses) a sentence parts into.
_SENTENCE_END = LazyPattern(r"[^.;!?\n]+")
_DELIM = LazyPattern(r"[.;!?,:\n—–]+")
#: The ask named after the end: "… not anymore — ask the team lead instead", "That's over:
#: approval first", "now it is required again" keep the gate (a text that says "no need to ask"
#: lifts in other readings).
_ASK_AFTER = LazyPattern(
    r"\b(?:ask|asking|request_approval|approv\w*|sign-?off|permission|consent|confirm\w*|frag\w*"
    r"|freigabe|genehmig\w*|zustimm\w*|bestätig\w*|validation|pregunt\w*|pide|pedir|aprobaci\w*"
    r"|autoriz\w*|demande\w*|valid\w*|chied\w*|conferm\w*|pergunt\w*|aprova\w*|vraag|vragen"
    r"|goedkeur\w*|toestemming|required|needed|mandatory|again|still|yes|go-ahead|ok|okay)\b"
)
_ENDED_WORDS = (
    "used to", "früher", "bisher", "vorher", "damals", "avant", "auparavant", "autrefois",
    "jusqu'ici", "antes", "anteriormente", "prima", "una volta", "passato", "vroeger", "eerder",
    "voorheen", "until", "previously", "in the past", "formerly", "earlier", "back then",
    "stopped", "once",
)  # fmt: skip


def ended(text: str) -> str:
    """The words of ``text`` that tell a requirement of the gate ended, or '': one told in the
    past (:data:`_PAST_NEED`) with the next piece saying it ended ("We used to ask for approval.
    That's over.", "Bookings used to need approval; not anymore."), or "required until last
    week"; not where a later return brings it back, and not a leave that ended ("We used to
    skip approval; not anymore." keeps the gate: :mod:`arena.gate_withdrawn`)."""
    if len(text) > 4000 or not holds_any(text.casefold(), _ENDED_WORDS):
        return ""
    for sentence in _SENTENCE_END.compiled.finditer(text):
        start, said = sentence.start(), sentence.group(0)
        if not _GATE_RE.compiled.search(said):
            continue
        if (until := _UNTIL.compiled.search(said)) is not None:
            if not _NOT_NEED.compiled.search(said) and not _asked_after(text, start + until.end()):
                return said.strip()
            continue
        if (need := _PAST_NEED.compiled.search(said)) is None:
            continue
        cut = _DELIM.compiled.search(text, start + need.end())
        if cut is None or _NOT_NEED.compiled.search(text, start, cut.start()):
            continue  # "We used to skip approval; not anymore." (a leave ended)
        after = _DELIM.compiled.search(text, cut.end())
        stop = after.start() if after is not None else len(text)
        if _ENDED.compiled.fullmatch(text, cut.end(), stop) is None:
            continue
        if _asked_after(text, stop):
            continue  # "… not anymore — ask the team lead instead."
        past, end = text[start + need.start() : cut.start()], text[cut.end() : stop]
        return f"{past.strip()} … {end.strip()}"
    return ""


def _asked_after(text: str, start: int) -> bool:
    """Whether ``text[start:]`` brings the ended requirement back or names the ask again."""
    return restored_after(text, start) or _ASK_AFTER.compiled.search(text, start) is not None


_GATE_RE = LazyPattern(r"\b" + _GATE_WORD + r"\b")


#: An entry of a version list (gate55b): its version ("v2.1", "3.2"; a bare number is a count,
#: not a version) after a list's bullet, a mark in brackets ("(current)") and a colon or dash;
#: a release's heading ("Release notes 4.2.0") or a date ("2026-09-30  Approval gate …") needs
#: none.
_VERSION = r"(?:v\s?(\d+(?:\.\d+)*)|(\d+(?:\.\d+)+))(?![\w.-])"
_MARK = r"(?:\s*[(（][^)）\n]{1,24}[)）])?"
_ENTRY = LazyPattern(
    r"(?:^|(?<=[\s>:]))(?:[-*•・]\s*)?(?:" + _VERSION + _MARK + r"\s*[:：—–]"
    r"|(?:release notes|release|version|versión|versione|versão|versie)\s+"
    + _VERSION
    + _MARK
    + r"|(\d{4}-\d{2}(?:-\d{2})?)(?![\w.-])"
    + _MARK
    + r"(?:\s*[:：—–]|(?=\s)))"
)
#: The entry marked the one in force: "(current)", "(aktuell)", "(vigente)", "(actuelle)".
_NOW_MARK = LazyPattern(
    r"[(（]\s*(?:current|currently active|active|latest|in force|live|now|aktuell|gültig|geltend"
    r"|vigente|actual|actuel(?:le)?|en vigueur|attuale|in vigore|atual|em vigor|huidig|actief"
    r"|现行|現行|最新)\s*[)）]"
)
#: The gate named in an entry (stems: "Freigabepflicht", "aprobación obligatoria").
_ENTRY_GATE = (
    "approv", "request_approval", "sign-off", "signoff", "hitl", "freigabe", "genehmig",
    "aprobaci", "approbation", "validation", "goedkeur", "approvazion", "aprovaç", "autoriz",
    "承認", "审批",
)  # fmt: skip


def superseded(text: str, lift: str, taken: Callable[[str], str]) -> bool:
    """Whether ``lift`` lies in an entry of a version list in ``text`` that is not the one in
    force, where the one in force names the gate and ``taken`` reads no lift in it.

    Mechanism (gate55b): a version list is history but for its current entry — the entry
    marked current, else the highest version — so a lift told in an older entry is superseded
    by a current entry that states the gate ("- v5 (vigente): vuelve la aprobación
    obligatoria. - v4: sin aprobación"); a lift in the current entry, or an older one the
    current entry says nothing of the gate about, still holds."""
    read = _in_force(text, lift)
    if read is None or read[0]:
        return False
    said = text[read[1] : read[2]]
    return holds_any(said, _ENTRY_GATE) and not taken(said)


def outdated(text: str, lift: str, rule: str) -> bool:
    """Whether ``rule`` lies in an older entry of a version list whose entry in force holds
    ``lift``: the same mechanism the other way ("- v2 (current): approval step removed. - v1:
    approval required." lifts; the v1 rule is history)."""
    read = _in_force(text, lift)
    if read is None or not read[0]:
        return False
    at = text.find(rule)
    return at >= 0 and not read[1] <= at + len(rule) // 2 < read[2]


def _in_force(text: str, piece: str) -> tuple[bool, int, int] | None:
    """Whether ``piece`` lies in the entry in force of ``text``'s version list, and that entry's
    span; None where ``text`` holds no list of two entries or more, or ``piece`` lies outside."""
    if len(text) > 4000 or not piece or (at := text.find(piece)) < 0:
        return None
    entries = list(_ENTRY.compiled.finditer(text))
    if len(entries) < 2:
        return None
    spans = [
        (m.start(), entries[i + 1].start() if i + 1 < len(entries) else len(text), m)
        for i, m in enumerate(entries)
    ]
    marked = [s for s in spans if _NOW_MARK.compiled.search(text, s[0], s[1])]
    if len(marked) > 1:
        return None
    now = marked[0] if marked else max(spans, key=lambda s: _version(s[2]))
    mid = at + len(piece) // 2
    if not any(a <= mid < b for a, b, _ in spans):
        return None
    return now[0] <= mid < now[1], now[0], now[1]


def _version(entry: re.Match[str]) -> tuple[int, ...]:
    """The version an entry names, as numbers to compare ("2026-11-30" as (2026, 11, 30))."""
    said = next((g for g in entry.groups() if g), "0")
    return tuple(int(n) for n in re.split(r"[.-]", said) if n.isdigit())


__all__ = [
    "RESTORED",
    "ended",
    "outdated",
    "removed",
    "restored_after",
    "struck",
    "superseded",
    "unstruck",
]
