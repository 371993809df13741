"""Leave to go on unasked for an act that is not the booking (heldout43): "Räume auflisten darfst
du ohne Nachfrage, buchen nur nach einem Ja.", "Don't ask for approval to release a tentative hold
you created by mistake", "No need to confirm the user's name", "No need to ask - just tell the
user which rooms are free." keep the gate: the act let go is a listing, a release, a name, an
answer. A sentence that books in a clause of its own with no yes waited for ("Don't ask for
approval to book or release rooms.") still lifts. Read by :func:`arena.gate_unasked.for_reads`
(docs/architecture.md)."""

from __future__ import annotations

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

#: The act let go, after a purpose word or opening its clause: a listing, a look, a release of
#: a hold, an answer told ("to release a tentative hold", "räume auflisten", "just tell the user
#: which rooms are free"), or a thing confirmed that is not the booking ("the user's name").
_OTHER = LazyPattern(
    # a speech act let go (heldout51): "You don't need permission to ask clarifying questions",
    # "No need to apologise for asking", "… to thank the user", "para hacer preguntas", "um
    # Rückfragen zu stellen", "pour poser des questions"; "to ask for approval" is the gate
    r"\b(?:to|for|when|before|pour|para|per|om te|um|zum)\s+(?:\w+\s+){0,2}?(?:ask\w*\s+(?:(?:the"
    r" user|them|him|her|people|guests?|users?)\s+)?(?:(?:[\w-]+\s+)?questions|about)|apologi[sz]\w*"
    r"|say(?:ing)? sorry|thank\w*|explain\w*|clarif\w*|chat\w*|small talk|introduc\w*|reply\w*"
    r"|respond\w*|check(?:ing)? in\b|hacer preguntas|preguntas|pedir perdón|disculpar\w*"
    r"|poser des questions|(?:vous |t')?excuser|fare domande|scusar\w*|vragen te stellen"
    r"|rückfragen|nachfragen zu stellen|fragen zu stellen|dich zu entschuldigen|zu entschuldigen)\b"
    r"|"
    r"\b(?:to|before|when|while|pour|para|per|om te)\s+(?:\w+\s+)?(?:releas\w*|free up"
    r"|list\w*|show\w*|read\w*|look\w* up|check\w* availability|answer\w* (?:questions|them)"
    r"|greet\w*"
    # a suggestion or a comparison as the purpose (gate51): "You don't need permission to
    # suggest rooms; …", "… para sugerir salas", "… pour proposer une salle"
    r"|suggest\w*|recommend\w*|propos\w*|compar\w*|sugerir|proponer|recomendar|comparar"
    r"|suggérer|recommander|comparer|suggerire|proporre|consigliare|confrontare|voor te stellen"
    r"|aan te raden|te vergelijken)\b|\bfor\s+(?:releas|list|show|read|look|greet|suggest"
    r"|recommend|compar)ing\b"
    # a search: "Do you need approval to search rooms? No." (regress49: read as a lift),
    # "Does searching need …", "für die Suche", "para buscar", "pour chercher"
    r"|\b(?:to|before|when|while|pour|para|per|om te|zum|zur|für die|fürs)\s+(?:\w+\s+)?"
    r"(?:search\w*|brows\w*|chercher|rechercher|buscar|cercare|procurar|zoeken|such\w*)\b"
    r"|\b(?:searching|browsing)\b"
    r"|^(?:(?:die\s+|alle\s+)?(?:räume|sälen?|zimmer)\s+)?(?:auflisten|anzeigen|nachschlagen"
    r"|suchen|ansehen)\b"
    r"|\b(?:just|simply|only)\s+(?:tell|show|list|answer|say)\s+(?:(?:the user|them|him|her|me)\s+)?"
    r"(?:which|what|whether|if|how many|about)\b"
    r"|\b(?:confirm\w*|ask\w*\s+(?:them\s+|the user\s+)?for)\s+(?:the\s+)?(?:(?:user|person|client"
    r"|customer|guest)'s\s+|their\s+|your\s+"
    r"|his\s+|her\s+)?(?:names?|e-?mail|spelling|address|phone|time ?zone|identity|language"
    r"|title|pronouns?)\b"
    # a suggestion, or a check, let go (gate45): "You may suggest alternative rooms without
    # asking first.", "Du darfst Alternativen vorschlagen, ohne zu fragen.", "Nie musisz pytać o
    # pozwolenie na sprawdzenie dostępności sal, …"
    r"|\b(?:you (?:may|can|are free to)|feel free to|du darfst|du kannst|puedes|tu peux"
    r"|vous pouvez|puoi|je mag|je kunt|você pode|pode|możesz)\s+(?:also\s+|freely\s+|auch\s+"
    r"|también\s+|aussi\s+|anche\s+|ook\s+|também\s+)?(?:\w+\s+){0,2}?(?:suggest|propos"
    r"|recommend|mention|vorschlag|vorschläg|empfehl|suger|propon|recomend|suggér|recommand"
    r"|suggerir|propor|consigli|voorstel|aanrad|zapropon|sugerow|poleci)\w*\b"
    r"|\b(?:na|do|aby|żeby|zum|um)\s+(?:\w+\s+)?(?:sprawdz|przegl|wyszuk|wyświetl|prüf|überprüf"
    r"|nachseh|nachschau)\w*"
    # an act on the words or a listing let go (gate46): "You can normalise dates without
    # checking, but …", "Puedes listar salas sin preguntar, pero …", "Tu peux chercher …"
    r"|\b(?:you (?:may|can|are free to)|feel free to|du darfst|du kannst|puedes|tu peux|vous pouvez"
    r"|puoi|je mag|je kunt|você pode|możesz)\s+(?:also\s+|freely\s+|auch\s+|también\s+"
    r"|aussi\s+|anche\s+|ook\s+|também\s+)?(?:normali[sz]e|format|reformat|convert|round|correct"
    r"|fix typos in|translate|summari[sz]e|spell[- ]check|look up|list|search|browse|show|view"
    r"|query|check availability|listar|buscar|consultar|mostrar|ver|lister|chercher|afficher"
    r"|consulter|elencare|cercare|mostrare|consultare|zoeken|opzoeken|tonen|auflisten|suchen"
    r"|anzeigen|wyszukać|wyświetlić"
    # a hold released (gate48): "You may release expired holds without asking; booking a room
    # still needs the user's yes." ("freigeben" is also a German yes: not read)
    r"|release|free up|liberar|libérer|liberare|rilasciare|vrijgeven|zwolnić|frigöra|släppa"
    # a hold, a draft or a reminder handled (gate48c, heldout48): "You may cancel your own draft
    # holds without asking. Making a booking still needs the user's yes."
    r"|cancel|extend|renew|discard|delete|remove|draft|send reminders|remind|notify|cancelar"
    r"|annuler|annullare|annuleren"
    # a hold placed (gate49): "You may hold a room without asking; booking it needs the yes."
    r"|hold|put (?:a )?hold on|place (?:a )?hold on|pencil in|vormerken|bloquear|bloquer"
    r"|bloccare|blokkeren)\b"
    r"|^(?:the\s+|any\s+|all\s+)?(?:reminders?|notifications?|drafts?|draft holds?|holds?"
    r"|tentative holds?)\s+(?:can|may)\s+(?:also\s+)?be\s+(?:sent|cancell?ed|released|extended"
    r"|renewed|discarded|deleted|removed|drafted|updated)\b"
    # the German or Dutch verb last in its clause (gate48b): "Du kannst freie Räume ohne
    # Nachfrage anzeigen; buchen nur mit Zustimmung des Nutzers.", "Je kunt vrije ruimtes zonder
    # te vragen tonen; …"
    r"|\b(?:du kannst|du darfst|sie können|sie dürfen|ihr könnt|ihr dürft|je kunt|je mag|u kunt"
    r"|u mag|jij kunt|jij mag)\s+(?:also\s+|auch\s+|ook\s+)?(?:[\w'-]+\s+){0,8}?(?:auflisten"
    r"|anzeigen|zeigen|suchen|nachschlagen|ansehen|vorschlagen|empfehlen|tonen|zoeken|opzoeken"
    r"|bekijken|weergeven|laten zien|voorstellen|aanraden|vrijgeven|vormerken|blokkeren)"
    r"(?=\s*(?:[,;:.!]|$))"
)
#: A thing around a meeting that is not the room (gate50b): what a rule lets go unasked when it
#: is the subject or the purpose ("Catering needs no approval.", "Approval is not required for
#: parking.", "Catering braucht keine Freigabe.", "El catering no necesita aprobación"); "Small
#: rooms need no approval" and "… for catering or rooms" name the room.
_THING = (
    r"(?:catering|food|drinks?|beverages?|coffee|tea|snacks?|lunch(?:es)?|breakfast|refreshments?"
    r"|pizza|parking(?: spots?| spaces?)?|projectors?|av equipment|equipment|whiteboards?|markers"
    r"|stationery|supplies|printing|flowers|decorations?|name tags|badges|visitor badges|cleaning"
    r"|verpflegung|getränke|kaffee|parkplätze?|technik|beamer|traiteur|restauration|boissons|café"
    r"|matériel|comida|bebidas|aparcamiento|estacionamiento|equipo|rinfresco|bevande|caffè"
    r"|parcheggio|estacionamento|equipamento|koffie|parkeren|parkeerplaats(?:en)?|fika|parkering"
    r"|kaffe|catering[- ]?(?:orders?|requests?))"
)
_THING_SAID = LazyPattern(
    r"^(?:(?:the|any|all|el|la|los|las|le|les|il|lo|der|die|das|de|het|o|a|os|as|l')\s*)?"
    + _THING
    + r"\s+(?:(?:orders?|requests?|alone|itself)\s+)?(?:needs?|requires?|does(?:n't| not)"
    r"|do(?:n't| not)|is|are|braucht|benötigt|erfordert|ist|necesita|requiere|no necesita"
    r"|no requiere|n'a|ne nécessite|nécessite|est|non richiede|non ha|richiede|è|não precisa"
    r"|não requer|heeft|vereist|behöver|kräver|kræver|trenger)\b"
    r"|\b(?:for|für|para|pour|per|voor|för)\s+(?:(?:the|any|all|el|la|le|il|o|a|de|het)\s+)?"
    + _THING
    + r"(?!\s+(?:or|and|und|oder|y|o|et|ou|e|of|en|eller|og)\b)\s*(?:[.,;:!]|$)"
)
#: The booking's clause elliptical after a contrast, read as the need of the clause before it
#: (gate51): "Parking passes need no approval, but room bookings do.", "…, aber Buchungen schon."
_ELLIPTIC = (
    r"(?:(?:the|les|las|los|die|de|le)\s+)?(?:(?:room|meeting[- ]room)\s+)?(?:bookings?"
    r"|reservations?|réservations?|reservas?|buchungen|boekingen|prenotazioni)\s*,?\s*(?:still\s+)?"
    r"(?:do|does|are|is|schon|sehr wohl|sí|si|wel|sì|sim)\s*[.!]*$"
)
_BUT_BOOKINGS_DO = LazyPattern(r"\b(?:but|aber|pero|mais|ma|maar)\s+" + _ELLIPTIC)
_BOOKS = ("book", "reserv", "réserv", "buch", "prenot", "boek", "rezerw")
#: "booking" naming what an act makes, not the act: "a booking proposal", "the booking draft".
_BOOKING_NOUN = LazyPattern(
    r"\b(?:booking|reservation)\s+(?:proposals?|drafts?|suggestions?|options?|summar(?:y|ies)"
    r"|plans?|details|overview)\b"
)
#: Where a sentence's clauses part.
_CLAUSES = LazyPattern(
    r"\s*(?:[,;:—–]|\s-\s|\b(?:but|and|aber|und|mais|et|pero|y|ma|e|maar|en|ale|lecz)\b)\s*"
)
#: A booking clause that keeps the gate: it waits for a yes or is refused without one.
_KEPT = LazyPattern(
    # the booking's clause elliptical after a contrast, the need of the clause before it its own
    # (gate51): "Catering needs no sign-off, but room bookings do.", "…, aber Buchungen schon.",
    # "…, pero las reservas sí.", "…, mais les réservations, si."
    "^" + _ELLIPTIC + "|"
    r"\b(?:only|nur|solo|sólo|seulement|uniquement|alleen|só)\s+(?:\w+\s+){0,3}?(?:after|nach"
    r"|dopo|después|après|na|depois|with|mit|met|once|if|wenn|als)\b"
    r"|\b(?:never|nie|niemals|nunca|jamais|mai|nooit|not)\s+(?:\w+\s+){0,2}?(?:book|buch|reserv"
    r"|réserv|prenot|boek)\w*\s+(?:\w+\s+){0,2}?(?:without|ohne|sin|sans|senza|sem|zonder)\b"
    # the ask before booking (gate45): "przed rezerwacją zawsze zapytaj", "always ask before
    # booking", "vor dem Buchen immer fragen"
    r"|\b(?:before|vor|antes de|avant de|prima di|voor|voordat|przed)\s+(?:\w+\s+){0,2}?"
    r"(?:book|buch|reserv|réserv|prenot|boek|rezerw)\w*[^,;]*?\b(?:ask|frag|pregunt|demand|chied"
    r"|vraag|pergunt|zapyt|pyta)\w*"
    # the gate got before booking (heldout51): "always get approval before book_room"
    r"|\b(?:get|obtain|request|seek|secure)\s+(?:\w+\s+){0,2}?(?:approval|sign-?off|consent"
    r"|permission|confirmation|a yes)\s+(?:\w+\s+){0,2}?before\b"
    r"|\b(?:always|immer|siempre|toujours|sempre|altijd|zawsze)\s+(?:\w+\s+)?(?:ask|frag|pregunt"
    r"|demand|chied|vraag|pergunt|zapyt|pyta)\w*\s+(?:\w+\s+){0,3}?(?:before|vor|antes|avant"
    r"|prima|voor|przed)\b"
)


#: A booking clause that says it needs the person's yes (gate46): "bookings still need the
#: user's go-ahead", "para reservar necesitas el sí del usuario", "la réservation attend
#: l'accord de l'utilisateur"; read where the clause holds no negation (:data:`_NEGATED`).
_NEEDS = LazyPattern(
    r"\b(?:need|needs|require|requires|necesit\w*|requier\w*|brauch\w*|benötig\w*|erfordert"
    r"|nécessit\w*|attend|attendent|richied\w*|precis\w*|vereist|vereisen|wymaga\w*)\b[^,;]*?"
    r"\b(?:yes|sí|go-ahead|approval|ok|okay|consent|confirmation|aprobaci[oó]n|confirmaci[oó]n"
    r"|zustimmung|freigabe|bestätigung|accord|approbation|conferma|approvazione|consenso"
    r"|aprovação|confirmação|goedkeuring|toestemming|bevestiging|zgod\w*|potwierdz\w*)\b"
)
_NEGATED = LazyPattern(
    r"n't\b|\b(?:no|not|never|nicht|kein\w*|nie|nunca|pas|jamais|non|mai|não|niet|geen|nooit"
    r"|without|ohne|sin|sans|senza|sem|zonder|bez|except|unless|only|außer|salvo|sauf|tranne"
    # "only" and the yes put after the booking (regress46): "… necesitas el sí del usuario solo
    # los lunes", "bookings need the user's go-ahead after booking / afterwards"
    r"|solo|sólo|soltanto|solamente|seulement|nur|alleen|apenas|somente|só|tylko|after|afterwards?"
    r"|later|después|despues|après|apres|nachher|danach|dopo|depois|achteraf|daarna)\b"
)


def other_act(sentence: str) -> bool:
    """Whether what ``sentence`` lets go unasked is an act other than the booking: it names one
    (:data:`_OTHER`), and each clause that books keeps the gate (:data:`_KEPT`, :data:`_NEEDS`)."""
    if (
        _OTHER.search(sentence) is None
        and _THING_SAID.search(sentence) is None
        and _BUT_BOOKINGS_DO.search(sentence) is None
    ):
        return False
    sentence = _BOOKING_NOUN.sub(" ", sentence)  # "draft a booking proposal" books nothing
    if not holds_any(sentence, _BOOKS):
        return True
    for clause in _CLAUSES.split(sentence):
        if not holds_any(clause, _BOOKS) or _KEPT.search(clause) is not None:
            continue
        if _NEEDS.search(clause) is None or _NEGATED.search(clause) is not None:
            return False
    return True


#: The leave for another act given to the booking too, in a clause of its own after it
#: (gate48b): "You may list rooms without asking; booking too.", "Du kannst freie Räume ohne
#: Nachfrage anzeigen; buchen auch.", "…; boeken ook.", "…; reservar también.".
_TOO = ("too", "also", "as well", "auch", "ebenfalls", "ook", "también", "aussi", "anche")
_BOOKING_TOO = LazyPattern(
    r"\s*(?:(?:and|und|en|y|et|e)\s+)?(?:(?:also|auch|ook|también|aussi|anche)\s+)?(?:the\s+)?"
    r"(?:book\w*|buchen|boeken|reserv\w*|réserv\w*|prenot\w*|rooms? booking)"
    r"(?:\s+(?:rooms?|räume|ruimtes|salas|salles))?\s*(?:(?:too|also|as well|auch|ebenfalls|ook"
    r"|también|aussi|anche)\b)?\s*[.!]*\s*$"
)


def booking_too(sentence: str, before: str) -> bool:
    """Whether ``sentence`` gives the booking the leave ``before`` gave another act
    (:func:`other_act`): a bare booking clause with "too" (:data:`_BOOKING_TOO`)."""
    return (
        holds_any(sentence, _TOO)
        and _BOOKING_TOO.match(sentence) is not None
        and holds_any(sentence, _BOOKS)
        and other_act(before)
    )
