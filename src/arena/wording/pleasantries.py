"""Wishes and goodbyes beside an answer: words that name a day or a time and change no booking.

"Approved. Have a good weekend!", "Yes, thanks! Enjoy your lunch.", "Approved. See you
tomorrow!", "Go ahead 🙂 Happy Monday!", "Yes, go ahead - thanks for your help this morning."
(tester 15) wish someone well, say goodbye or thank them: their "weekend", "lunch", "tomorrow"
and "Monday" are no day or time for the booking, where "Yes, but make it the weekend", "Yes, for
next week instead" and "Approved, book it for tomorrow" are. The answer reader
(:mod:`arena.wording.answers`) drops a clause that is only such a wish, whole, from a clause
break to the next, before it reads facts, changes or deferrals; a clause that says anything more
("see you Tuesday in Cedar", "enjoy the meeting next week", "see you tomorrow at 10") stays, so
its room, day or time still counts.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.facts import RoomWords, read_facts, room_keys
from arena.wording.numbers import fold

#: A weekday in the languages read, loosely ("friday", "freitag", "vendredi", "viernes"): a wish
#: holds it a dozen times, and the full list there made the pattern slow to compile; a word it
#: takes besides ("holiday", "birthday") is one a wish names as well; "midi" (noon) is none:
#: "oui, à midi" to a 14:30 question is another time, not "see you Monday".
_DAY = (
    r"(?:(?!midi\b)[a-z]{2,7}(?:day|tag|di|dag)|dimanche|mittwoch|sonnabend|lunes|martes|"
    r"miercoles|jueves|viernes|sabado|sabato|domingo|domenica|terca)"
)
#: The times a wish or goodbye names ("a good weekend", "your lunch break", "the week ahead").
_PERIOD = (
    rf"(?:(?:rest of (?:the|your) |end of (?:the|your) )?(?:day|morning|afternoon|evening|night|weekend|"
    rf"week(?: ahead)?|"
    rf"holidays?|vacation|break|lunch(?: break)?|time off|day off|afternoon off|evening off|trip|"
    rf"flight|time|meeting|summer|christmas|easter|long weekend|{_DAY}))"
)
_ADJ = (
    r"(?:(?:really|very|super|truly|most) )?(?:good|great|nice|lovely|wonderful|fantastic|fab|"
    r"fabulous|brilliant|restful|relaxing|happy|safe|pleasant|productive|excellent|awesome|"
    r"splendid|merry|fun|peaceful|quiet|smooth)"
)
#: When a goodbye expects to meet again ("see you tomorrow", "talk to you next week").
_AGAIN = (
    rf"(?:tomorrow|tonight|later|soon|then|there|around|next week|next time|in a bit|"
    rf"(?:on )?(?:{_DAY})|this (?:afternoon|evening)|at lunch|after the weekend|on the other side)"
)
#: What a thanks is for: a few words that ask for nothing and name no time ("thanks for moving it
#: to next week" and "thanks for offering the afternoon slot" name one), then maybe when the
#: help came ("thanks for your help this morning", "danke für die Hilfe heute Morgen").
_THANKS_WORD = (
    r"(?!(?:book|reserv|mov|make|making|chang|switch|instead|rather|but|not|no|cancel|room|"
    r"people|only|shift|push|swap|use|using|put|buch|verschieb|cambi|mueve|deplac|tomorrow|next|"
    r"following|morning|afternoon|evening|night|lunch|week|slot|time|noon|matin|apres|soir|"
    rf"morgen|vormittag|nachmittag|abend|manana|tarde|noche|{_DAY})\w*\b)[a-z']+"
)
_HELPED_WHEN = (
    r"(?:this|last|yesterday) (?:morning|afternoon|evening|night|week)|yesterday|earlier(?: today)?|"
    r"today|(?:ce|cet|hier) (?:matin|apres-midi|soir)|aujourd'hui|hier|heute(?: (?:morgen|"
    r"vormittag|nachmittag))?|gestern|esta (?:manana|tarde)|hoy|ayer"
)
#: An apology for answering late, and why: "sorry, been in meetings all day", "apologies, I was
#: out yesterday" (answers39 read its "all day" as a time, or as more than one booking, asked).
_APOLOGY = (
    r"(?:sorry|apologies)(?: for the (?:delay|late reply|slow reply|wait))?,? (?:(?:i|i've|ive|i was|"
    r"i'm|im|was|been|have been) )+(?:in meetings|busy|out|swamped|travell?ing|off|away|sick|on leave|"
    r"offline)(?: (?:all|the whole) (?:day|week|morning|afternoon)| today| this (?:morning|afternoon|"
    r"week)| yesterday)?"
)
_APOLOGY_RE = LazyPattern(rf"\(? *{_APOLOGY} *\)?")


def without_apology(folded: str) -> str:
    """``folded`` (an answer, folded) without an apology for answering late (:data:`_APOLOGY`)."""
    return _APOLOGY_RE.sub(" ", folded)


_THANKS_FOR = rf"(?:{_THANKS_WORD}(?![a-z']) ?){{1,8}}(?:(?<= )(?:{_HELPED_WHEN}))?"
_WISHES = [
    # English: "have a good weekend", "enjoy your lunch", "happy Friday", "see you tomorrow"
    rf"(?:(?:i )?hope (?:you|u) (?:have|had|enjoy|are having) |(?:you )?have |wishing you |"
    rf"wish you )(?:a|an) (?:{_ADJ} )+(?:rest of (?:the|your) )?{_PERIOD}",
    r"have a (?:good|great|nice) one",
    r"have fun",
    r"take care",
    rf"enjoy (?:your|the) (?:{_ADJ} )?{_PERIOD}",
    rf"(?:{_ADJ}) (?:{_PERIOD}|new year|birthday)(?: to (?:you|all|everyone))?",
    rf"(?:see|talk to|speak to|catch|chat to|chat with) (?:you|ya|u)(?: all| guys| both)? {_AGAIN}",
    rf"(?:talk|speak|chat) {_AGAIN}",
    r"bye(?: for now)?",
    # an apology for answering late, and why ('sorry, been in meetings all day')
    _APOLOGY,
    # thanks for something done, in every language read ("merci pour ton aide ce matin")
    r"(?:thanks?|thank you|many thanks|cheers|merci(?: beaucoup)?|danke(?: schon| sehr)?|"
    r"(?:muchas )?gracias)(?: (?:so|very) much)?(?: again)?(?: also)? (?:for|pour|fur|por) "
    rf"{_THANKS_FOR}",
    # French: "bon week-end", "bonne soirée", "à demain", "merci pour ton aide ce matin"
    rf"(?:tres )?bon(?:ne)? (?:week-?end|journee|soiree|apres-midi|matinee|nuit|semaine|appetit|"
    rf"vacances|fin de (?:journee|semaine|soiree)|{_DAY})(?: a (?:toi|vous|tous))?",
    rf"joyeux (?:noel|anniversaire|{_DAY})",
    r"bonjour|bonsoir|bonne annee",
    rf"a (?:demain|bientot|plus(?: tard)?|tout a l'heure|la semaine prochaine|ce soir|"
    rf"cet apres-midi|{_DAY})",
    # German: "schönes Wochenende", "schönen Abend noch", "bis morgen", "guten Appetit"
    rf"(?:(?:ich wunsche )?(?:dir|ihnen|euch) )?(?:ein(?:en)? )?(?:schones|schonen|schone|frohes|"
    rf"frohe|frohen|gutes|guten|gute|erholsames|erholsamen) (?:wochenende|abend|tag|nachmittag|"
    rf"morgen|feierabend|appetit|nacht|woche|start in die woche|urlaub|{_DAY})(?: noch)?"
    rf"(?: (?:dir|ihnen|euch))?",
    rf"bis (?:morgen|spater|bald|dann|nachher|gleich|nachste woche|zum nachsten mal|{_DAY})",
    r"mahlzeit",
    # Spanish: "buen fin de semana", "¡hasta mañana!", "que tengas buena tarde", "feliz viernes"
    rf"(?:que (?:tengas|tenga|tengais|tengan) (?:un |una )?)?(?:muy )?(?:buen|buena|buenos|buenas|"
    rf"feliz|bonito|bonita|lindo|linda) (?:fin de semana|finde|dia|dias|tarde|tardes|noche|"
    rf"noches|provecho|semana|{_DAY})",
    rf"hasta (?:manana|luego|pronto|la proxima|la semana que viene|el (?:{_DAY}))",
    rf"nos vemos(?: (?:manana|luego|pronto|el (?:{_DAY})|la semana que viene))?",
    r"disfruta (?:de )?(?:tu|el|la|del) (?:almuerzo|comida|fin de semana|finde|tarde|dia|noche)",
    # Italian, Dutch, Portuguese: "buon fine settimana", "fijn weekend", "até amanhã"
    r"buon(?:a)? (?:fine settimana|weekend|serata|giornata|pomeriggio|appetito)|a domani",
    r"(?:fijn|prettig|goed) weekend|fijne (?:dag|avond|middag)|tot (?:morgen|straks|maandag)",
    r"(?:bom|boa) (?:fim de semana|dia|tarde|noite)|ate (?:amanha|logo|segunda)",
]
#: Where a clause starts: the text's start, a mark, a new line, a lone dash or a smiley.
_BREAK = r"[.!?,;:\u2013\u2014\n\u00a1\u00bf()\u2600-\u27bf\U0001f300-\U0001faff]"
_WISH_RE = LazyPattern(
    # a bare "Morning!" greets only where the answer starts ("Yes, morning!" may ask for one),
    # before a mark or a dash ("Morning — approved.": held-out tester 34 read a time)
    r"^[ \t]*(?:morning|afternoon|evening)(?: +(?:all|everyone|team|folks))?"
    r"(?=[ \t]*(?:[!,\u2013\u2014]|-[ \t]))|"
    rf"(?:^|(?<={_BREAK})|(?<= -)|(?= (?:and|und|et|y|e|en) ))[ \t]*"
    r"(?:(?:and|und|et|y|e|en|also|oh|and also) +)?"
    rf"(?:{'|'.join(_WISHES)})"
    r"(?:,? +(?:to you|to all|everyone|everybody|all|guys|folks|team|y'all|too|as well|again|"
    r"then|noch|auch|a todos|a tous))*"
    rf"(?=[ \t]*(?:{_BREAK}|$| (?:and|und|et|y|e|en) ))"
)


def _fold1(text: str) -> str:
    """``text`` folded character by character, so that positions still match the original."""
    return "".join((fold(c) or " ")[:1] for c in text)


def wish_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` only wishes someone well, says goodbye or thanks them for something done."""
    return [m.span() for m in _WISH_RE.finditer(_fold1(text)) if m.group().strip()]


def without_wishes(text: str, rooms: RoomWords | None = None) -> str:
    """``text`` without its wishes and goodbyes (see the module docstring), with the mark that
    joins each to the rest ("Yes please, and have a great weekend" is "Yes please"), but for one
    that names a room of ``rooms`` or an id ("Thanks for finding Cedar"); "" where nothing else
    would be left: "Have a great evening!" alone is no answer either way, and read as written its
    "great" said yes (session 22)."""
    wishes = wish_spans(text)
    if not wishes:
        return text  # most answers hold none
    named = [f.span for f in read_facts(text, room_keys(rooms)) if f.kind == "room"]
    wishes = [w for w in wishes if not any(a < w[1] and w[0] < b for a, b in named)]
    kept, last = [], 0
    for start, end in wishes:
        head = text[last:start].rstrip(" \t\u00a1\u00bf")
        if head and head[-1] in ",;:-\u2013\u2014":
            head = head[:-1].rstrip()  # "Yes, 3pm works, see you then!": the comma goes too
        else:  # "Approved. Have a good weekend!", "Good morning! Yes": the wish's own marks go
            end += len(re.match(r"[ \t]*[!.,;:]*", text[end:]).group())  # type: ignore[union-attr]
        kept.append(head)
        last = end
    kept.append(text[last:])
    rest = "".join(kept).strip()
    return rest if rest.strip(" \t\n.,;:!?-\u2013\u2014") else ""  # "👍 Have a good one" keeps 👍


def only_wishes(text: str) -> bool:
    """Whether ``text`` holds wishes, goodbyes or thanks and nothing else."""
    return bool(wish_spans(text)) and without_wishes(text) == ""


def wish_on_asked(compared: str) -> bool:
    """Whether an answer is only a wish once the request's own words, said as "it" by
    :func:`arena.wording.facts.compare`, are read as what the wish names: after it ("Have a great
    time after lunch!" for "Tuesday after lunch") or as its day ("Have a great Tuesday after
    lunch!"). Its "great" is no yes (session 22)."""
    shared = r"\bit\b(?: +it\b)*"
    return only_wishes(re.sub(shared, " ", compared)) or only_wishes(
        re.sub(shared, "day", compared)
    )
