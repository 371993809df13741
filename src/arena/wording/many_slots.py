"""A yes that books more than the one slot asked: a repeat ("Yes, every Tuesday", "weekly",
"Ja, jeden Mittwoch", "Oui, tous les mercredis", "Sí, todos los miércoles"), a longer span ("for
the whole week", "for the rest of the month", "on all weekdays", "overnight", "all afternoon",
"the whole of Friday"), the next one too ("this Tuesday and next", "both Tuesdays") or a count of
bookings ("Yes, twice").

The request asks for one meeting; a yes to a series or a span is a yes to another booking, which
the agent cannot make from this answer (outside tester 27b: each approved the one slot). The
answer reader reads such a yes as unclear (:mod:`arena.wording.beyond`) unless the request
itself asks for the repeat or span.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_PERIOD = r"(?:days?|weeks?|weekdays?|work ?days?|mornings?|afternoons?|evenings?|nights?|months?|sprints?)"
#: How often, in the languages read (folded: "miércoles" is "miercoles").
_REPEAT = [
    rf"\b(?:every|each) +(?:other +|single +|second +|third +)?(?:{_DAY}|{_PERIOD})\b",
    r"\b(?:weekly|daily|nightly|monthly|bi-?weekly|fortnightly|bi-?monthly|recurring|repeating|"
    r"recurrent|on repeat|as a series|a series|standing (?:booking|reservation|slot))\b",
    r"\b(?:regularly|on a regular basis|as a regular thing|a regular (?:booking|slot|thing))\b",
    rf"\b(?:next|coming|following) +(?:\d+|two|three|four|five|six|few|several) +{_DAY}\b",
    r"\b(?:from now on|going forward|until further notice|indefinitely|permanently|for good|"
    r"every time|each time)\b",
    r"\b(?:jede[nmrs]?|alle) +(?:tag|woche|monat|montag|dienstag|mittwoch|donnerstag|freitag|"
    r"samstag|sonntag|morgen|abend|wochen|tage)\b",
    r"\b(?:wochentlich|taglich|monatlich|regelmassig|ab jetzt|"
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s)\b",
    r"\b(?:tous les|toutes les|chaque) +(?:jours?|semaines?|mois|lundis?|mardis?|mercredis?|"
    r"jeudis?|vendredis?|samedis?|dimanches?|matins?|soirs?)\b",
    r"\b(?:hebdomadaire|quotidien(?:ne)?|desormais|a partir de maintenant)\b",
    r"\b(?:todos los|todas las|cada) +(?:dias?|semanas?|mes(?:es)?|lunes|martes|miercoles|"
    r"jueves|viernes|sabados?|domingos?|mananas|tardes|noches)\b",
    r"\b(?:semanalmente|semanal|a diario|diariamente|mensualmente|de ahora en adelante)\b",
    r"\b(?:ogni|tutti i|tutte le) +(?:giorn[oi]|settiman[ae]|mes[ei]|lunedi|martedi|mercoledi|"
    r"giovedi|venerdi|sabat[oi]|domenic[ah]e?)\b|\b(?:settimanale|quotidiano)\b",
    r"\b(?:settimanalmente|quotidianamente|mensilmente|regolarmente|d'ora in poi)\b",
    # Portuguese (outside tester 29a: "Sim, toda terça", "todas as semanas" approved and booked)
    r"\b(?:tod[oa]s? +(?:[oa]s? +)?|cada +)(?:dias?|semanas?|mes(?:es)?|segundas?|tercas?|quartas?|"
    r"quintas?|sextas?|sabados?|domingos?|manhas|tardes|noites)(?:-feiras?)?\b",
    r"\b(?:semanalmente|diariamente|mensalmente|regularmente|de agora em diante|a partir de agora)\b",
    r"\b(?:elke|iedere|alle) +(?:dag|week|maand|maandag|dinsdag|woensdag|donderdag|vrijdag|"
    r"zaterdag|zondag)\b|\b(?:wekelijks|dagelijks|maandelijks)\b",
]
_SPAN_OF = r"(?:weeks?|months?|years?|semesters?|quarters?|terms?|sprints?|days)"
#: How long or how many: a span beyond one meeting, or more than one booking.
_SPAN = [
    rf"\b(?:the |this )?(?:whole|entire|full|complete) +{_SPAN_OF}\b",
    rf"\b(?:the )?(?:rest|remainder|balance) +of +(?:the |this )?{_SPAN_OF}\b",
    r"\ball +(?:week|month|year)(?: +long)?\b",
    r"\b(?:on +|for +)?(?:all|every|each of the|the whole) +(?:the +)?(?:weekdays|week ?days|"
    r"work ?days|working days|business days|days|five days)\b",
    r"\b(?:until|till|through|thru|to) +(?:the )?end of +(?:the |this |next )?"
    r"(?:week|month|year|quarter|term|sprint)\b",
    r"\b(?:for|over) +(?:the +)?(?:next|coming) +(?:\d+|two|three|four|five|six|few|several|"
    r"couple of) +(?:days|weeks|months)\b",
    r"\b(?:overnight|over night|all night|round the clock|around the clock|24/7)\b",
    r"\b(?:die ganze|den ganzen|die restliche|den rest der) +(?:woche|monat)\b|\buber nacht\b",
    r"\b(?:toute la|tout le|le reste de la) +(?:semaine|mois)\b|\btoute la nuit\b",
    r"\b(?:toda la|todo el|el resto de la|el resto del) +(?:semana|mes)\b|\btoda la noche\b",
    # more than one booking: "Yes, twice", "book it three times" (not "I checked twice")
    r"(?<!\bchecked )(?<!\basked )(?<!\bsaid )(?<!\btold )(?<!\bthought )(?<!\bread )"
    r"(?<!\blooked )(?<!\bthink )(?<!\bconfirmed )"
    r"\b(?:twice|thrice|(?:two|three|four|five|\d+|several|multiple|a few) times)\b"
    r"(?! +(?:over|as (?:big|large|many|much)|the (?:size|price|cost)))",
    r"\b(?:zweimal|dreimal|deux fois|trois fois|dos veces|tres veces|due volte|tweemaal)\b",
    # the same as chat writes it: "yes x2", "approved 2x", "×3" (outside tester 29c: each approved
    # and booked one room)
    r"(?<![\w-])(?:[x\u00d7] ?[2-9]|[2-9] ?[x\u00d7])(?![\w-])",
    # the next one too, or a whole part of a day (outside tester 28b: "Yes, this Tuesday and
    # next.", "Yes, the whole of Friday." to a 10:00 request, "Yes, all afternoon")
    # "and book it next Tuesday too" (outside tester 31b: approved the one booking asked)
    rf"\b(?:and|plus|&) +(?:(?:book|reserve|hold|do|get) +(?:it +|one +|that +)?)?(?:the +|also +)?"
    rf"(?:next|following)(?: +(?:one|week|month|{_DAY}))?"
    r"(?= *(?:$|[,.;:!?)\u2013\u2014-]|(?:too|as well|also|please|then)\b))",
    rf"\b(?:and|plus|&) +(?:the +)?(?:week|one|{_DAY}) +(?:after|following)(?: +(?:that|it))?\b",
    rf"\bboth +(?:{_DAY}|days|weeks|dates|slots|sessions|times)\b",
    rf"\b(?:the +)?(?:whole|entire|full) +(?:of +)?(?:the +)?(?:day|morning|afternoon|evening|"
    rf"{_DAY})\b",
    r"\ball +(?:day|morning|afternoon|evening)(?: +long)?\b",
    r"\b(?:den ganzen|die ganze|ganzen) +(?:tag|vormittag|nachmittag|abend)\b|\bganztag\w*",
    r"\b(?:und|y|et|e|en) +(?:(?:den|die|das|el|la|le|il|o|a|de|het) +)?(?:nachste[nrs]?|"
    r"kommende[nrs]?|siguiente|proxim[oa]|suivante?|prochaine?|prossim[oa]|seguinte|volgende)"
    r"(?: +(?:woche|semaine|semana|settimana|week|[a-z]+(?:tag|di|es|dag)|mittwoch|sabado|domingo|"
    r"dimanche|sabato|domenica))?(?= *(?:$|[,.;:!?)\u2013\u2014-]|(?:auch|aussi|tambien|anche|ook|"
    r"tambem|bitte|por favor|s'il)\b))",
    r"\b(?:toute la|tout l'|tout le) *(?:journee|matinee|apres-midi|soiree)\b",
    r"\b(?:todo el|toda la) +(?:dia|manana|tarde|noche)\b",
]
MANY_SLOTS_RE = LazyPattern("|".join(_REPEAT + _SPAN))


def more_slots(folded: str, asked: str = "") -> str | None:
    """The words of ``folded`` (an answer, folded) that book a repeat, a span or more than one
    slot, else None; none where ``asked`` (folded) asks for one itself ("Book Aspen every
    Tuesday?" answered "Yes, every Tuesday")."""
    if asked and MANY_SLOTS_RE.search(asked):
        return None
    found = MANY_SLOTS_RE.search(folded)
    return found.group() if found else None
