"""Weekdays as people write them: the English, German, Spanish, French, Italian, Dutch and
Portuguese names (:data:`PT_DAY`), days said relative to today (:data:`RELATIVE_DAY`), English
abbreviations ("Tue", "Weds", "thurs") and misspellings ("Tusday", "wensday").

The scripted model reads a request's day with these; ``booked_as_approved`` compares an item's
``meta.day`` (which its author may write as "dienstag" or "Tue") with the day a booking ran for.
"""

from __future__ import annotations

import datetime
import difflib
import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: Full names, folded (no accents), to the English day.
DAY_WORDS = {
    **{d: d for d in DAYS},
    "montag": "monday", "dienstag": "tuesday", "mittwoch": "wednesday",
    "donnerstag": "thursday", "freitag": "friday", "samstag": "saturday",
    "sonnabend": "saturday", "sonntag": "sunday",
    "lunes": "monday", "martes": "tuesday", "miercoles": "wednesday", "jueves": "thursday",
    "viernes": "friday", "sabado": "saturday", "domingo": "sunday",
    "lundi": "monday", "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday",
    "vendredi": "friday", "samedi": "saturday", "dimanche": "sunday",
    "lunedi": "monday", "martedi": "tuesday", "mercoledi": "wednesday", "giovedi": "thursday",
    "venerdi": "friday", "sabato": "saturday", "domenica": "sunday",
    "maandag": "monday", "dinsdag": "tuesday", "woensdag": "wednesday", "donderdag": "thursday",
    "vrijdag": "friday", "zaterdag": "saturday", "zondag": "sunday",
    # Portuguese "terça" alone; "segunda", "quarta", "quinta" and "sexta" are also ordinals
    # (Spanish "la segunda planta"): read as days with "-feira" or after "na" (PT_DAY)
    "terca": "tuesday",
}  # fmt: skip
_PT_ORDINAL = {"segunda": "monday", "terca": "tuesday", "quarta": "wednesday", "quinta": "thursday",
               "sexta": "friday"}  # fmt: skip
#: A Portuguese weekday: "segunda-feira", "quinta feira", "na quarta", "nesta sexta", "e quarta".
PT_DAY = LazyPattern(
    r"\b(?:(segunda|ter[cç]a|quarta|quinta|sexta)[- ]feiras?|(?:(?<=\bna )|(?<=\bnesta )|"
    # "pra segunda" (for Monday; heldout46: "Reserva a Juniper pra segunda" named no weekday)
    r"(?<=\bnessa )|(?<=\bpr[oó]xima )|(?<=\bpra )|"
    # a day added to a yes: "Sim, e também quarta", "Sim, mais quinta" (outside tester 28e)
    r"(?<=\be )|(?<=\bmais )|(?<=\bou )|(?<=\btambem )|(?<=\btambém )|"
    # ... or set against it: "sim mas sexta", "sim, porém quinta" (answers39: approved)
    r"(?<=\bmas )|(?<=\bporem )|(?<=\bporém )|"
    # ... or offered as a fallback: "na quinta, senão sexta", "se não der, sexta" (requests52:
    # no Friday tried where Thursday was full, as "sinon vendredi" has it)
    r"(?<=\bsenão )|(?<=\bsenao )|(?<=\bsenão, )|(?<=\bsenao, )|(?<=\bse não, )|"
    r"(?<=\bse nao, )|(?<=\bse não )|(?<=\bse nao )|(?<=\bse não der, )|(?<=\bse nao der, )|"
    r"(?<=\bcontrário, )|(?<=\bcontrario, ))(segunda|ter[cç]a|quarta|quinta|sexta))\b"
    r"(?!\s+(?:vez|opini\w*|m[aã]o|chamada|chance|etapa|parte|rodada|via)\b)",
    re.I,
)


def english_days(text: str) -> str:
    """``text`` (as written or folded) with its Portuguese weekdays as English names ("na
    quinta-feira" → "na thursday"), for readers that look a weekday up word by word."""
    return PT_DAY.sub(lambda m: _PT_ORDINAL[fold(m.group(1) or m.group(2))], text)


#: A day said relative to today, in the languages the answers come in: to a request for a
#: weekday it names another day, or one the agent cannot tell ("yes, tomorrow", "Sì, ma
#: domani", "Sí, pero al día siguiente"). ``TODAY`` words only count said alone (:data:`TODAY`).
RELATIVE_DAY = LazyPattern(
    r"\b(?:tomorrow|(?:the )?day after(?: tomorrow)?|the (?:next|following) day|the day before|"
    r"next week|"  # not "a day earlier": "Sure. Next time, could you ask a day earlier?"
    r"ubermorgen|(?<!guten )(?<!goede )morgen|am (?:nachsten|folgenden) tag|"
    r"einen tag (?:spater|fruher|vorher|danach)|nachste woche|"
    r"(?:apres-)?demain|le lendemain|la veille|un jour (?:plus tard|plus tot|apres|avant)|"
    r"la semaine prochaine|(?:pasado )?manana|(?:al|el) dia (?:siguiente|anterior|despues|antes)|"
    r"un dia (?:antes|despues|mas tarde)|la (?:semana que viene|proxima semana)|"
    r"dopodomani|domani|il giorno (?:dopo|prima|seguente)|un giorno (?:dopo|prima)|"
    r"la (?:settimana prossima|prossima settimana)|"
    r"overmorgen|de dag (?:erna|ervoor)|de volgende dag|een dag (?:later|eerder)|volgende week|"
    r"(?:depois de )?amanha|(?:no|o) dia (?:seguinte|anterior)|um dia (?:depois|antes)|"
    r"(?:a )?semana que vem|(?:na )?proxima semana)\b"
)
#: "Today" in the languages: a day of its own only said alone beside the yes ("yes, today",
#: "Sí, hoy", "go ahead today"), not "I can't review it today".
TODAY = r"(?:today|tonight|heute|aujourd'hui|hoy|oggi|vandaag|hoje|stasera|esta noche|ce soir)"
#: English abbreviations. In running text "mon", "sat" and "sun" are also other words: the
#: scripted model reads them as days only where nothing else fits (arena.model.task).
ABBREV = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
    "weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday",
    "fri": "friday", "sat": "saturday", "sun": "sunday",
}  # fmt: skip


def misspelt(word: str) -> str | None:
    """The English day a folded word of five letters or more is a misspelling of ("tusday")."""
    if len(word) < 5:
        return None
    close = difflib.get_close_matches(word, DAYS, n=1, cutoff=0.8)
    return close[0] if close else None


def weekday(text: str) -> str | None:
    """The English weekday one word names — "Dienstag", "miércoles", "Tue.", "Weds",
    "Tuesdays", "Tusday" — else None."""
    word = fold(text).strip().rstrip(".")
    return exact_weekday(word) or (misspelt(word) if word.isalpha() else None)


def exact_weekday(text: str) -> str | None:
    """:func:`weekday` without the slips it forgives: for an item file's ``meta.day``, the
    harness's own input, where "mnoday" read as Monday and "funday" as Sunday (users49b)."""
    word = fold(text).strip().rstrip(".")
    if not word.isalpha():
        return None
    return (
        DAY_WORDS.get(word)
        or (DAY_WORDS.get(word[:-1]) if word.endswith("s") else None)
        or ABBREV.get(word)
    )


_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "oct": 10, "nov": 11, "dec": 12, "januar": 1, "janvier": 1, "enero": 1, "februar": 2,
    "fevrier": 2, "febrero": 2, "marz": 3, "mars": 3, "marzo": 3, "avril": 4, "abril": 4, "mai": 5,
    "mayo": 5, "juni": 6, "juin": 6, "junio": 6, "juli": 7, "juillet": 7, "julio": 7, "aout": 8,
    "agosto": 8, "sept": 9, "septiembre": 9, "setiembre": 9, "okt": 10, "octubre": 10, "dez": 12,
    "dic": 12, "diciembre": 12,
}  # fmt: skip
_MONTH = r"(?P<{}>[a-z]{{3,10}})\.?"
#: A date with its year: "2026-12-08", "8 Dec 2026", "December 8th, 2026", "8. Dezember 2026",
#: "20261208T140000Z".
_DATE = LazyPattern(
    r"\b(?P<y>\d{4})-(?P<m>\d{1,2})-(?P<d>\d{1,2})\b"
    # a calendar file's compact stamp: "DTSTART:20261210T093000" (items35: no weekday read)
    r"|(?<![\d])(?P<y4>20\d{2})(?P<m4>[01]\d)(?P<d4>[0-3]\d)[tT]\d{4,6}z?\b"
    rf"|\b(?P<d2>\d{{1,2}})(?:st|nd|rd|th|er)?\.?\s+(?:de\s+)?{_MONTH.format('m2')},?\s+"
    r"(?:de\s+)?(?P<y2>\d{4})\b"
    rf"|\b{_MONTH.format('m3')}\s+(?P<d3>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<y3>\d{{4}})\b"
)


def _month(word: str) -> int | None:
    """The month a folded word names ("dec", "december", "dezember", "decembre"), else None."""
    return _MONTHS.get(word) or _MONTHS.get(word[:3])


def dates(folded: str) -> list[datetime.date]:
    """Each date with a year in ``folded`` text ("2026-12-08", "8 Dec 2026"), in order: a date
    without its year ("Dec 9", "the 9th") is none."""
    found: list[datetime.date] = []
    for m in _DATE.finditer(folded):
        y = next((int(v) for k in ("y", "y2", "y3", "y4") if (v := m.group(k))), 0)
        month: int | None
        if m.group("y4"):
            month, day = int(m.group("m4")), int(m.group("d4"))
        elif m.group("y"):
            month, day = int(m.group("m")), int(m.group("d"))
        elif m.group("y2"):
            month, day = _month(m.group("m2")), int(m.group("d2"))
        else:
            month, day = _month(m.group("m3")), int(m.group("d3"))
        try:
            found.append(datetime.date(y, month or 0, day))
        except ValueError:
            continue
    return found


def dated_days(folded: str) -> list[str]:
    """The weekday of each date with a year in ``folded`` text (:func:`dates`), in order."""
    return [DAYS[date.weekday()] for date in dates(folded)]


def day_of(value: object) -> str | None:
    """The one English weekday a day value names, however it is written, else ``None``: a
    weekday in any of the four languages or short ("Tue", "dienstag", "next Tuesday", "Tuesday 8
    Dec") is itself, a date with its year ("2026-12-08", "8 December 2026") is its weekday;
    relative words ("tomorrow", "Dec 9" without a year), two weekdays, or a weekday and a date
    of another, are unknown. The gate's and the searches' ``day`` arguments and ``meta.day`` are
    all read with it, so "2026-12-08" is compared as the Tuesday it is, not as text."""
    folded = fold(str(value))
    named = {d for w in re.findall(r"[a-z]+", folded) if len(w) >= 3 and (d := weekday(w))}
    days = named | set(dated_days(folded))
    return next(iter(days)) if len(days) == 1 else None


#: How a weekday in a request is meant, best first: the day asked for, a day that names an event
#: ("for our Monday retro", "the Friday prep meeting"), a day in passing ("same as last Monday",
#: "the slides are due Friday"). A request reads the best kind it has, so "on Thursday for the
#: Friday prep meeting" is a Thursday booking; a day of one kind only is still read.
ASKED, EVENT, IN_PASSING = 0, 1, 2

_NEGATIONS = (
    r"not|nor|never|except|excluding|nicht|ausser|no|nunca|excepto|salvo|pas|sauf|jamais|"
    # Italian, Dutch, Portuguese and Swedish ("ma non martedì", "maar niet dinsdag", "mas não na
    # terça", "men inte tisdag": answers51)
    r"non|niet|nao|inte|eccetto|tranne|behalve|exceto|utom|forutom"
)
#: Right before a weekday, words that rule it out: "not Monday", "but not on Mon", "nicht am
#: Montag", "no el lunes", "pas le lundi", "can't do Monday", "I'm off on Monday".
_RULED_OUT_BEFORE = LazyPattern(
    r"(?:(?<!\bif )(?<!\bor )(?<!\bwenn )(?<!\bsi )(?<!\bo )"  # "Tuesday, or if not Monday"
    rf"\b(?:{_NEGATIONS})"
    r"|\b(?:can't|cant|cannot|can not|couldn't|won't|unable to|not able to)\s+"
    r"(?:do|make|manage|attend|come)(?:\s+it)?"
    r"|\b(?:i'm|im|i am|we're|we are|i'll be|we'll be|i will be|we will be|he's|she's|they're)\s+"
    r"(?:off|away|out|out of (?:the )?office|ooo|on (?:leave|holiday|vacation|pto)|"
    r"travell?ing|busy|unavailable|not available|not in)"
    r"|\bno (?:puedo|podemos|me va|nos va)"
    # a day left behind: "we moved it from Monday", "instead of Monday", "rather than Mon"
    r"|\b(?:moved|move|moving|shifted|shift|pushed|push|rescheduled|reschedule)\s+"
    r"(?:(?:it|this|that|(?:the|our|my)\s+[a-z-]+)\s+)?(?:away\s+)?from"
    r"|\binstead of|\brather than|\bstatt|\ben (?:lugar|vez) del?|\bau lieu de"
    # "Monday's no good and neither is Tuesday" (items32)
    r"|\b(?:neither|nor)\s+(?:is|was|does|will)"
    # a day left out by name: "avoid Monday", "anything but Monday", "any day except Mon"
    r"|\b(?:avoid|avoiding|skip|skipping|anything but|any day but|everything but|other than|"
    r"any day except|anything except|vermeide|evita|evitar|evite|eviter)"
    # no booking on it, the booking said between: "Do NOT book anything on Monday", "please
    # no bookings on Monday", "don't put us on Monday", "nothing on Monday", "nichts am
    # Montag", "keinen Raum am Montag", "rien le lundi", "nada el lunes" (items32: each read
    # as a second weekday asked for, and the item refused as not understood)
    r"|\b(?:do not|don't|dont|never|please don't|no need to)\s+(?:book|reserve|schedule|put|"
    r"plan|use|take)(?:\s+(?:us|me|them|it|anything|something|a room|any rooms?|rooms?|the room|"
    r"a meeting|meetings?))?(?:\s+(?:in|for))?"
    r"|\b(?:no|keine[nm]?|kein|ningun[ao]?|aucune?|pas de)\s+(?:bookings?|reservations?|meetings?|rooms?|"
    r"buchung(?:en)?|raum|raume|termin|reserva|sala|reservation|salle)(?:\s+(?:for|on))?"
    # a day given up with the message that asked for it: "Ignore my Tuesday mail", "disregard
    # the earlier Friday request" (items35: read as a second weekday asked for)
    r"|(?<!not )(?<!n't )\b(?:ignore|disregard)(?:\s+(?:my|our|the|that|this|his|her|their|your))?"
    r"(?:\s+(?:earlier|previous|old|first|original|last))?"
    # "ignore my earlier mail about Thursday" (outside tester 36: two weekdays)
    r"(?:\s+(?:mail|e-?mail|message|note|request|msg|text)s?\s+(?:about|re|regarding|for|on))?"
    # said as the request, not as a free day ("we have nothing on Tuesday")
    r"|(?:^|[.!?;,:(]\s*|\b(?:please|pls|but|and|bitte|aber|pero|por favor|mais)\s+)"
    r"(?:nothing|nichts|nada|rien)"
    r")\s+(?:(?:on|in|at|the|a|am|an|dem|den|el|los|le|la|les|this|next|na|no|il|op|pa)\s+){0,2}$"
)
#: Right after a weekday, words that rule it out: "Monday doesn't work", "(Monday is a
#: holiday)", "Mon is bad", "el lunes no puedo", "Montag geht nicht", "lundi ça ne va pas".
_RULED_OUT_AFTER = LazyPattern(
    r"^(?:\s+(?:slots?|rooms?|bookings?|options?|availability))?(?:'s|\s+(?:is|are|was|were"
    r"|has been|had been))\s+(?:(?:a|an|fully|completely|totally|already|all|now|both)\s+)?(?:bad|out"
    r"|off|no good|not good|full|busy|(?:public |bank )?holiday|impossible|not possible"
    r"|not an option|taken|booked|blocked|gone|unavailable|not available|closed)\b"
    # "Monday had nothing", "Monday showed no rooms": a day searched and found wanting
    r"|^\s+(?:had|has|showed|shows|returned|returns|gave|gives)\s+(?:nothing|none|no\s+(?:rooms?"
    r"|availability|space|slots?|luck))\b"
    r"|^\s+(?:doesn't|does not|doesnt|won't|wont|will not|isn't|isnt|is not|can't|cant|cannot)\b"
    # a day given up: "Monday no longer works", "Monday is no longer possible", "Monday is off
    # the table", "el lunes ya no", "lundi ne marche plus" (heldout50: read as a second day)
    r"|^(?:'s|[ \t]+(?:is|are|was|has[ \t]+been))?[ \t]+no[ \t]+longer[ \t]+(?:works?|suits?|"
    r"possible|an[ \t]+option|available|fits?|good|ok|okay|doable|happening|free)\b"
    r"|^(?:'s|\s+(?:is|was|has\s+been))\s+(?:now\s+)?(?:off\s+the\s+table|cancell?ed|scrapped)\b"
    r"|^\s+ya\s+no\b|^\s+(?:ca\s+|je\s+|on\s+|nous\s+|ce\s+)?(?:ne\s+|n')[a-z]+\s+plus\b"
    # "Monday and Friday I'm out of office" (items32)
    r"|^\s+(?:i'm|im|i am|we're|we are|i'll be|we'll be)\s+(?:off|away|out|out of (?:the )?office|"
    r"ooo|on (?:leave|holiday|vacation|pto)|travell?ing|busy|unavailable|not available|not in)\b"
    # "Monday is a no-go", "Monday NOT, …", "Monday is out of the question" (items32)
    r"|^(?:'s|\s+is|\s+are)\s+(?:a\s+)?(?:no-?go|no go|non-?starter|out of the question|a no)\b"
    # "Monday NOT,", "y el jueves no.", "Montag nicht.", "lundi non" (items32)
    r"|^\s+(?:not|no|nicht|non)\s*(?:[,.;:!)]|$)"
    r"|^\s+no\s+(?:puedo|podemos|puede|pueden|me va|nos va|va|es posible|sirve)\b"
    r"|^\s+esta\s+(?:ocupad|complet)\w*"
    r"|^\s+(?:geht|passt|klappt|kann ich|konnen wir|kann|bin ich|sind wir)\s+(?:[a-z]+\s+)?nicht\b"
    r"|^\s+ist\s+(?:ein\s+)?feiertag\b"
    r"|^\s+(?:ca\s+|je\s+|on\s+|nous\s+|ce\s+)?(?:ne\s+|n')[a-z]+(?:\s+[a-z]+)?\s+pas\b"
    r"|^\s+c'est\s+(?:pas|complet|ferie)\b"
    r"|^\s+est\s+(?:ferie|complet)\b"
)
#: A weekday that names an event rather than the day asked for: "our Monday retro".
_EVENT_AFTER = LazyPattern(
    r"^\s+(?:(?!(?:for|with|the|a|an|our|my|to|and|or|at|in|on|from|by|of)\s)[a-z-]+\s+){0,2}?"
    r"(?:meeting|meetings|retro|retrospective|sync|standup|stand-up|"
    r"review|call|session|sessions|workshop|demo|lunch|offsite|training|planning|catch-up|"
    r"catchup|check-in|all-hands|townhall|seminar|presentation|party|jour fixe|besprechung|"
    r"termin|runde|reunion|junta|seance)\b"
)
#: A weekday in passing: a past one, a deadline ("same as last Monday", "reply by Friday").
_IN_PASSING_BEFORE = LazyPattern(
    r"(?:\b(?:last|letzten|letzte|letzter|dernier|by|due|deadline|bis zum|antes del)"
    # when the answer is wanted: "reply before Monday", "let me know no later than Fri"
    r"|\b(?:reply|respond|answer|confirm|know|back to (?:me|us))\b[^.;!?\n]{0,20}?"
    r"\b(?:before|until|no later than)"
    # when the writer wrote: "today is Monday", "(Asked Friday, …)", "sent from my phone on Sunday",
    # "the deadline for the decision is Thursday" (outside tester 30b: two weekdays, not understood)
    r"|\btoday is|\b(?:asked|sent|wrote|written|emailed|posted|messaged)(?:\s+[a-z']+){0,4}?"
    r"|\bdeadline(?:\s+[a-z']+){0,4}?\s+is)\s+(?:on\s+)?$"
)
#: After a weekday: a past one ("lunes pasado"), or the day the writer writes on ("Monday today").
_IN_PASSING_AFTER = LazyPattern(r"^\s+(?:pasado|dernier|today)\b")
_ARTICLE = r"(?:(?:on|the|a|am|an|el|los|le|la|les|der|die|den)\s+)?"
#: A weekday inside a condition: "… if Tuesday is full" names Tuesday, neither asks for it nor
#: rules it out (outside tester 27: "Tuesday is full" took the Tuesday asked for back).
_CONDITION_BEFORE = LazyPattern(
    rf"\b(?:if|in case|unless|wenn|falls|sofern|au cas ou|en caso de que)\s+{_ARTICLE}$"
)
#: A weekday offered as a fallback: "or Wednesday if Tuesday is full", "otherwise Wednesday",
#: "failing that, Wednesday", "Wednesday as a backup", "sonst Mittwoch", "si no, el miércoles".
_FALLBACK_BEFORE = LazyPattern(
    r"\b(?:otherwise|else|failing that|if not|or if not|if (?:that|it|this)(?:'s| is) "
    r"(?:full|taken|busy|booked|gone)|sonst|ansonsten|andernfalls|si no|de lo contrario|sinon|"
    # requests51: Italian, Portuguese, Dutch ("martedì, altrimenti mercoledì": two days)
    r"altrimenti|se no|senao|se nao(?: der)?|caso contrario|anders|zo niet|"
    rf"a defaut)\s*,?\s+{_ARTICLE}(?:(?:na|no|il|lo|op)\s+)?$"  # "senão na sexta-feira"
)
_OR_BEFORE = LazyPattern(rf"\b(?:or|oder|o|ou)\s+{_ARTICLE}$")
#: A weekday right after a condition's clause is its consequence: "if Monday is busy, Thursday".
_AFTER_CONDITION = LazyPattern(
    rf"\b(?:if|in case|wenn|falls)\b[^,.;:!?\n]*,\s*(?:then\s+|dann\s+)?(?:try\s+)?{_ARTICLE}$"
)
_FALLBACK_AFTER = LazyPattern(
    r"^\s+as (?:a |the |our )?(?:backup|fallback|back-up|plan b|second choice|alternative)\b"
)
_IF_AFTER = LazyPattern(r"^\s*,?\s*(?:if|in case|unless|wenn|falls)\b")
#: A weekday said of a habit, not of this booking: "we usually meet on Thursdays", "every
#: Thursday", "Thursdays never work for us" (outside tester 27: read as a second day asked).
_HABIT_BEFORE = LazyPattern(
    r"\b(?:every|each|jeden|jede|cada|chaque|tous les|usually|normally|always|typically|"
    r"regularly|generally|mostly|often|meistens|normalerweise|immer|normalmente|siempre|"
    r"d'habitude|habituellement|toujours)\s+(?:[a-z']+\s+){0,3}?" + _ARTICLE + "$"
)


#: A weekday inside a why-question asks nothing of it: "Why is Tuesday full? Anyway book Cedar
#: for 6 Wednesday", "Warum ist Dienstag voll?", "¿Por qué el martes está lleno?", "Perché
#: martedì è pieno?", "Waarom is dinsdag vol?" (requests51: read as two days, not understood);
#: not "why not Tuesday?", "why don't we do Tuesday", "pourquoi pas mardi", which suggest it.
_WHY_BEFORE = LazyPattern(
    r"\b(?:why|how come|warum|wieso|weshalb|pourquoi|por que|perche|come mai|waarom)\b"
    r"(?!\s+(?:not|don'?t|dont|wouldn'?t|won'?t|shouldn'?t|nicht|pas|ne|n'|no|non|niet|nao)\b)"
    r"[^.!?;\n]{0,60}$"
)


def offered_else(folded: str, start: int, end: int) -> bool:
    """Whether the weekday at ``folded[start:end]`` is offered as a fallback ("otherwise
    Wednesday", "or Wednesday if Tuesday is full", "Wednesday as a backup", "sonst Mittwoch"):
    the day to try where the one asked for has no room (:mod:`arena.model.day_choice`)."""
    before, after = folded[:start], folded[end:]
    return bool(
        _FALLBACK_BEFORE.search(before)
        or _FALLBACK_AFTER.match(after)
        or (_OR_BEFORE.search(before) and _IF_AFTER.match(after))
        or _AFTER_CONDITION.search(before)
    )


def day_kind(folded: str, start: int, end: int) -> int | None:
    """How the weekday at ``folded[start:end]`` is meant (:data:`ASKED`, :data:`EVENT`,
    :data:`IN_PASSING`), or ``None`` when the words around it rule it out. A weekday in a
    condition ("if Tuesday is full"), offered as a fallback ("or Wednesday if …") or said of a
    habit ("we usually meet on Thursdays") is one in passing."""
    before, after = folded[:start], folded[end:]
    if _CONDITION_BEFORE.search(before) or _HABIT_BEFORE.search(before):
        return IN_PASSING
    if _WHY_BEFORE.search(before[-80:]):
        return IN_PASSING
    if _RULED_OUT_BEFORE.search(before) or _RULED_OUT_AFTER.match(after):
        return None
    if (
        _IN_PASSING_BEFORE.search(before)
        or _IN_PASSING_AFTER.match(after)
        or offered_else(folded, start, end)
    ):
        return IN_PASSING
    return EVENT if _EVENT_AFTER.match(after) else ASKED


_ABBREV_DAY = LazyPattern(
    r"(\b(?:on|next|this|every|by|until|from|for|am|le|el|,|:)\s+)?"
    r"\b(mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\b(\.)?(\s+[a-z]+)?"
)
_SURE_ABBREV = LazyPattern(
    r"(\b(?:on|next|this|every|by|until|from|for|am|le|el|,|:)\s+)?"
    r"\b(tues?|weds?|thu(?:rs?)?|fri)\b(\.)?(\s+[a-z]+)?"
)
#: Words that are no noun: after French "mon" (a determiner, "mon équipe") one of them leaves
#: "mon" the English Monday ("Cedr room mon for 6 thx", "mon at 10", "mon pls").
_NO_NOUN = frozenset(
    ("for", "at", "with", "and", "or", "to", "in", "on", "by", "from", "pls", "plz", "please",
     "thx", "thanks", "ty", "morning", "afternoon", "evening", "am", "pm", "if", "then", "too",
     "also", "only", "instead", "maybe", "ok", "okay", "cheers")
)  # fmt: skip
#: German, French and Spanish short forms that are also words ("Do", "mar", "jeu"): a day only
#: in a day's slot, after the word its own language puts before a day ("am Do", "le lun.",
#: "el mié", "bis Fr") or, for "lun" (no other word), alone; "jeu" ("game") only with its period
#: or a date after it.
_SLOT_SHORT = LazyPattern(
    r"\b(?:(?:am|ab|bis)\s+(?P<de>mo|di|mi|do|fr)(?:\.|(?=\s*$|\s*[,;!]|\s+\d|\s+(?:fur|um|ab|bis|"
    r"von|den|mit|im|in|und|oder|bitte|danke)\b))"
    r"|(?:le|ce|des|jusqu'au)\s+(?P<fr>lun|mar|mer|ven|jeu(?=\.|\s*\d|\s*$|\s*,))\b\.?"
    r"|(?:el|este|hasta\s+el)\s+(?P<es>lun|mar|mie|jue|vie)\b\.?"
    r"|(?P<lun>lun)\b\.?)"
)
_SLOT_DAYS = {
    "mo": "monday", "di": "tuesday", "mi": "wednesday", "do": "thursday", "fr": "friday",
    "lun": "monday", "mar": "tuesday", "mer": "wednesday", "jeu": "thursday", "ven": "friday",
    "mie": "wednesday", "jue": "thursday", "vie": "friday",
}  # fmt: skip
DAY_PART = LazyPattern(r"^(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)"
                       r"(morgen|vormittag|mittag|nachmittag|abend)s?$")  # fmt: skip


#: Between two weekdays of one list: "Monday or Wednesday", "Monday, Wednesday and Friday",
#: "Mon/Wed", "Montag oder Mittwoch", "lunes ni miércoles", "lundi et mercredi".
_LIST_JOIN = LazyPattern(
    r"^\s*(?:,\s*|/\s*)?(?:(?:or|and|nor|oder|und|noch|ni|o|y|ou|et)\s+)?" + _ARTICLE + r"$"
)


def _ruled_lists(folded: str, spans: list[tuple[int, int]]) -> set[int]:
    """The indices of the weekdays at ``spans`` that a list rules out whole: "not Monday or
    Wednesday", "avoid Monday and Wednesday", "Monday and Wednesday are out" (items32: the
    second day read as asked for, and the request as naming two). A list's first day ruled out
    by the words before it, or its last by the words after it, takes the list with it."""
    out: set[int] = set()
    i = 0
    while i < len(spans):
        j = i
        while j + 1 < len(spans) and _LIST_JOIN.match(folded[spans[j][1] : spans[j + 1][0]]):
            j += 1
        # a list ends on a word that joins ("…, Wednesday or Friday"): commas alone are days
        # apart ("martes, el lunes no puedo", "not Monday, Tuesday works")
        last = folded[spans[j - 1][1] : spans[j][0]] if j > i else ""
        listed = bool(re.search(r"/|\b(?:or|and|nor|oder|und|noch|ni|o|y|ou|et)\b", last))
        if listed and (day_kind(folded, *spans[i]) is None or day_kind(folded, *spans[j]) is None):
            out.update(range(i, j + 1))
        i = j + 1
    return out


def asked_days(folded: str) -> list[str]:
    """The weekdays asked for, in order: less those ruled out ("Tuesday, not Monday"; "on
    Tuesday … no not Tuesday, Wednesday" takes Tuesday back), and of
    those left only the best kind (:func:`day_kind`): "on Thursday for the
    Friday prep meeting" asks for Thursday."""
    found: dict[str, int] = {}
    taken_back: set[str] = set()  # "on tuesday … no not tuesday, wednesday": tuesday is not it
    folded = english_days(folded)

    def add(day: str, start: int, end: int, habit: bool = False, ruled: bool = False) -> None:
        kind = None if ruled else day_kind(folded, start, end)
        if kind is not None and habit:
            kind = IN_PASSING  # "Thursdays", "dienstags": a habit, not this booking's day
        if kind is not None:
            found[day] = min(kind, found.get(day, kind))
        else:
            # ruled out anywhere, before or after it is named otherwise: "… but Monday NOT,
            # Monday we have holiday" (items32); the day stays where no other is left
            taken_back.add(day)

    words = list(re.finditer(r"[a-z]+", folded))
    hits: list[tuple[str, int, int, bool]] = []
    for match in words:
        tok = match.group()
        day = DAY_WORDS.get(tok)
        plural = not day and tok.endswith("s") and tok[:-1] in DAY_WORDS
        day = day or (DAY_WORDS[tok[:-1]] if plural else None)
        part = DAY_PART.match(tok)
        if part:
            day = DAY_WORDS[part.group(1)]
        if day:
            hits.append((day, match.start(), match.end(), plural and not part))
    ruled = _ruled_lists(folded, [(start, end) for _, start, end, _ in hits])
    for i, (day, start, end, habit) in enumerate(hits):
        add(day, start, end, habit, i in ruled)
    weak = min(found.values(), default=IN_PASSING) > ASKED
    # "on wed", "Fri": abbreviations only where they cannot be another word ("mon équipe");
    # also beside a day said only in passing: "thurs for 8, reply before monday" asks for
    # Thursday (outside tester 30b: it booked Monday). Those that are no other word ("wed",
    # "thu", "fri") count beside a day written out too: "Tuesday for 3? … can't tue, wed? …
    # wed works" booked Tuesday (items35)
    for abbrev in (_ABBREV_DAY if weak else _SURE_ABBREV).finditer(folded):
        # followed by a word and not after "on": "mon équipe", "we sat down"; "Mon. Team of
        # 7" and "for mon" are Monday (outside tester 34)
        after_word = abbrev.group(4) and not abbrev.group(1) and not abbrev.group(3)
        noun_next = abbrev.group(2) != "mon" or (abbrev.group(4) or "").strip() not in _NO_NOUN
        if after_word and abbrev.group(2) in ("mon", "sat", "sun") and noun_next:
            continue
        add(ABBREV[abbrev.group(2)], abbrev.start(2), abbrev.end(2))
    if not found:
        for short in _SLOT_SHORT.finditer(folded):  # "Raum für 4 am Do", "salle pour 4 lun"
            word = next(g for g in short.groups() if g)
            add(_SLOT_DAYS[word], short.start(), short.end())
    if not found:
        # A misspelt weekday ("Tusday", "thursdy", "wensday"): what people type, and a model reads.
        for match in words:
            day = misspelt(match.group())
            if day:
                add(day, match.start(), match.end())
    if taken_back and set(found) - taken_back:
        found = {day: kind for day, kind in found.items() if day not in taken_back}
    best = min(found.values(), default=0)
    return [day for day, kind in found.items() if kind == best]
