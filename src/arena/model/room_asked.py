"""Which room a request asks for, and which it rules out or only names.

A room the person rules out ("but not R-101", "avoid Aspen", "instead of R-102", "don't book
R-102; book another room") or gives as a landmark ("near the Atrium") is never the room asked
for; a room named as asked for ("Book Aspen", "Room: Cedar") is (:mod:`arena.model.intent`, which
reads whether the request asks for a booking at all, re-exports these).
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.model.prefix_cuts import CLOSES, LABEL, SENTENCE, ends_at, last_end, next_start
from arena.model.room_contrast import set_against
from arena.model.stance_words import ALL_THE_SAME, TAKEN_AFTER
from arena.wording.mail import without_signature
from arena.wording.numbers import fold

#: A room id as people write it: "R-204", "r204", "room 204", "salle R204".
ROOM_ID = compile_kept(
    r"\b(?:r\s?-?\s?(\d{3})|(?:room|raum|zimmer|sala|salle)\s+(?:r-?)?(\d{3}))\b"
)

#: "it's", "it is", "it turns out to be": what a condition that rules a room out says before it.
_IT_IS = (
    r"(?:it|the room|that)(?:'s| is| was| be| would be| will be| 'll be|'ll be| happens to be|"
    r" turns out to be| ends up being| ends up as)"
)
#: Right before a room, words that rule it out: "but not R-101", "avoid R-102", "instead of
#: R-102", "anything but Cedar", "except the Aspen room", "don't book R-102", "nicht R-204",
#: "sauf la salle Cedar", "en lugar de R-102" — and a room given as a landmark ("near the
#: Atrium", "next to R-204", "neben Cedar"): it places the room asked for, it is not that room.
ROOM_RULED_OUT = compile_kept(
    r"(?:\b(?:not|except|excluding|besides|avoid|avoiding|without|nicht|ausser|ohne|statt|"
    r"anstatt|excepto|salvo|menos|sin|sauf|sans|pas"
    # Italian, Portuguese and Dutch: "ma non Atrium", "mas não Atrium", "maar niet Atrium"
    # (outside tester 34: Atrium read as named without saying whether to book it)
    r"|non|tranne|eccetto|senza|nao|exceto|sem|niet|behalve|zonder"
    r"|inte|ikke|nie"  # Swedish, Norwegian, Polish: "Inte Cedar, Aspen …" (requests46b)
    # Indonesian and Swahili: "tapi jangan Atrium", "bukan Atrium", "isipokuwa Atrium"
    r"|jangan|bukan|tanpa|kecuali|isipokuwa"
    # a room named as a landmark is not the one asked for: "a room near the Atrium"
    r"|near|nearby|beside|behind|by|opposite|neben|bei|hinter|gegenuber|cerca de|junto a|"
    r"frente a|pres de|derriere|(?:next|close|closest|nearest) to|across from|in front of|"
    r"al lado de|a cote de|en face de)"
    r"|\b(?:other|anything|anywhere|any room|something|else|everything) (?:than|but)"
    # "une autre salle que Cedar", "una sala distinta de Cedar", "una sala diversa da Cedar",
    # "een andere zaal dan Cedar": a room other than it (regress49: French booked Cedar)
    r"|(?<!rien d')(?<!aucune )(?<!aucun )\bautres?\s+(?:salle\s+|chose\s+)?que"
    r"|(?<!nada )(?<!ninguna )(?<!nessuna )\b(?:distint|diferent|divers)[aoe]s?\s+(?:de|da|dal|della)"
    r"|(?<!niets )(?<!geen )\bandere?\s+(?:zaal\s+|ruimte\s+|kamer\s+)?dan"
    # a condition that rules the room out (outside tester 28b: "except if it's Aspen" booked
    # Aspen): "unless it's", "except if it's", "as long as it isn't", and "anything bar",
    # "any but", "barring"
    r"|\b(?:except|excepting|but not|just not|not|excluding)\s+(?:if|when|where|in case)\s+"
    rf"{_IT_IS}"
    rf"|\bunless\s+(?:{_IT_IS}|(?:you|they|we)\s+(?:can\s+)?(?:only\s+)?(?:get|find|pick|"
    r"book|choose|have)(?:\s+us)?)"
    r"|\b(?:if|as long as|so long as|provided(?: that)?|providing(?: that)?|assuming|so that)\s+"
    r"(?:it|the room|that|the one you book|what you book)(?:'s not|'s never| is not| isn't|"
    r" s not| won't be| will not be| ain't| is never| wouldn't be| would not be)"
    r"|\b(?:anything|anywhere|any room|any|everything|every room|all|whatever|whichever)\s+"
    r"(?:bar|barring|save|but)|\bbarring|\bsave for"
    r"|\b(?:apart|aside) from|\binstead of|\brather than|\bin place of|\banstelle von|"
    r"\ben (?:lugar|vez) de|\bau lieu de|\bplutot que|\bno(?: en| la| el)?"
    # Swedish, Norwegian, Danish: "Boka inte Maple", "Ikke bestill Cedar" (regress44: the
    # room refused was booked once "boka" asked for a room, ab7db729)
    r"|\b(?:boka|bokar|bestill|bestille|book)\s+(?:inte|ikke|ej)"
    # Italian "non prenotare l'Atrium", "ma non l'Atrium" (regress43: the first read as asking
    # for the Atrium once an elided article was read after an asking verb, b202fd38)
    r"|\b(?:don't|do not|dont|never|not|nicht|no|pas|non|inte|ikke|ej)\s+(?:\w+\s+)?"
    r"(?:book\w*|use|take|reserv\w*|want|give us|put us in|buch\w*|nimm|nehmt|prenot\w*|"
    r"riserv\w*|boka\w*|bestill\w*|"
    r"(?:put|stick|squeeze|fit|seat|slot|pop|get|move|cram)\s+(?:[\w'-]+\s+){0,4}?in(?:to)?)"
    r")\s+(?:(?:the|a|room|rooms|raum|den|die|das|la|le|el|sala|salle|in|on|at)\s+){0,2}"
    r"(?:[ld]')?$"
)
#: Right after a room, words that rule it out: "R-102 is too small", "Aspen doesn't work", and a
#: complaint about it ("Cedar was too noisy", "the Atrium was too big last time", "R-204 was
#: awful", "Maple didn't work for us", "Cedar — never again", "Cedar war zu laut").
#: A wish right after a room, which no "not" before the list it ends carries over to: "Not
#: Juniper, Aspen preferred" (Aspen was ruled out with Juniper, and Cedar booked).
_WISHED = compile_kept(r"(?:\s+room)?\s*(?:\(\s*)?(?:is\s+|would be\s+)?preferred\b")
#: A condition right before a room: "or Cedar if Aspen is taken" says what to book then, and
#: rules nothing out (heldout42's neighbour: Aspen, asked for first, was avoided).
_IF_BEFORE = compile_kept(r"\b(?:if|unless|in case|wenn|falls|si|sinon)\s+(?:the\s+)?$")
_ROOM_RULED_OUT_AFTER = compile_kept(
    r"^(?:\s+room)?(?:'s|\s+(?:is|was|were|has been|ist|war|es|era|fue|est|etait))\s+"
    r"(?:(?:really|way|much|far|always|just|a bit|a little|kind of)\s+)?"
    r"(?:out|bad|no good|not ok|off limits|taken|not an option|too \w+|zu \w+|demasiado \w+|"
    r"trop \w+|awful|terrible|horrible|dreadful|a disaster|a nightmare|useless|unusable|"
    r"not great|not good|not suitable|unsuitable|furchtbar|schrecklich|horrible|nul)\b"
    # "El Cedro es muy pequeño", "Il Cedro è troppo piccolo", "De Ceder is te klein" (regress53:
    # a translated name read as the room since 7e1d7560 was asked about, not ruled out)
    r"|^(?:\s+room)?\s+(?:is|ist|war|es|era|est|e|zijn)\s+(?:muy|molto|sehr|tres|muito|heel"
    r"|tan|cosi|zo|troppo|te|zu|demasiado|trop)\s+(?:pequen\w*|piccol\w*|klein\w*|petit\w*"
    r"|chic\w*|ruidos\w*|rumoros\w*|laut\w*|bruyant\w*|luid\w*)\b"
    r"|^(?:\s+room)?\s+(?:doesn't|does not|didn't|did not|won't|will not|never)\s+(?:work|do)"
    r"|^(?:\s+room)?\W*\s*(?:never again|nie wieder|nunca mas|plus jamais)\b"
    # "does not work / does not suit" in the room's own language (requests49c: "Cedar geht
    # nicht, buch Aspen", "Cedar no nos sirve", "Cedar non va bene", "Cedar is niet goed",
    # "Cedar não serve", each booked Cedar); not "Cedar geht auch", "Cedar va bene"
    r"|^(?:\s+room)?\s+(?:(?:geht|funktioniert|passt|klappt|taugt)\s+(?:(?:leider|halt|"
    r"einfach|so|uns|fur uns)\s+){0,2}nicht|ist\s+(?:leider\s+)?(?:nicht|kein)\s+(?:gut|ok|okay|"
    r"geeignet|option)|no\s+(?:nos\s+|me\s+|les\s+)?(?:sirve|funciona|vale|va bien|esta bien|"
    r"conviene)|non\s+(?:ci\s+)?(?:va bene|va|funziona|serve|e adatt\w*|e buon\w*|e un'opzione)|"
    r"n(?:e\s+|')(?:nous\s+|me\s+)?(?:convient|marche|va|fonctionne)\s+pas|n'est\s+pas\s+"
    r"(?:bien|bon|possible|adapte\w*|une option)|(?:is|zijn)\s+(?:echt\s+)?niet\s+(?:goed|ok|"
    r"oke|geschikt)|is\s+geen\s+optie|(?:werkt|past|gaat)\s+niet|nao\s+(?:nos\s+|me\s+)?"
    r"(?:serve|funciona|da|e boa|e bom|vai dar|presta)|(?:isn't|is not|wasn't|was not)\s+"
    r"(?:good|ok|okay|suitable|an option|going to work)|(?:won't|will not|doesn't|does not)\s+"
    r"suit\s+(?:us|me))\b"
    # Turkish puts "not" after the room: "Atrium olmasın", "Atrium değil" (outside tester 38)
    r"|^(?:'[a-z]{1,3})?\s+(?:olmasin|degil)\b"
    # rooms complained of together: "Juniper and Aspen are too small" (items33: Juniper unsaid)
    r"|^(?:(?:\s*,|\s+(?:and|or|und|oder|y|o|et|ou))\s+(?:the\s+)?[a-z]+(?:\s+rooms?)?){1,3}"
    r"\s+(?:are|were|sind|waren|son|eran|sont|etaient)\s+(?:(?:really|way|much|far|both|all|"
    r"beide|alle)\s+)?(?:too \w+|zu \w+|demasiado \w+|trop \w+|out|taken|no good|not an option)\b"
)


#: Between two rooms ruled out together: "not Aspen or Cedar", "avoid R-101, R-102 and R-204".
_ALSO = compile_kept(r"^\s*(?:,|/|&|or|and|nor|oder|und|noch|ni|ou|et|y|o)\s*(?:(?:the|room)\s+)?$")


#: Words a "not"/"no" or a complaint may stand by that never name a room.
_NO_ROOM = frozenset(
    re.split(
        r"\s+",
        "one ones that this these those them they there here it its which what room rooms place "
        "work works worked working do does did done",
    )
)
#: Right before a word, an auxiliary and "not": the word is a verb ("did not work", "will not
#: fit"), not a room ruled out (outside tester 10, finding 7).
_AFTER_AUX = compile_kept(
    r"\b(?:do|does|did|will|would|could|should|can|must|may|might|shall)"
    r"\s+not\s+$"
)


#: "by" in a phrase that places nothing ("by the way", "by any chance", "by the time we
#: meet"): not the landmark "by the Atrium". Blanked out, so that positions stay.
_BY_IDIOM = compile_kept(
    r"\bby (?:the way|any chance|the time|then|now|default|far|all means|the looks of it|"
    r"myself|ourselves|themselves|email|mail|phone)\b"
)


#: A "no"/"not" that says all is well ("No problem, Cedar on Tuesday is fine", "Niet erg, Cedar …",
#: "Pas grave, …", "Nicht schlimm, …"): it negates the trouble, not the room after it (requests46:
#: each ruled Cedar out, and Aspen was booked). Blanked out, so that positions stay.
_ALL_WELL = compile_kept(
    r"\b(?:no|not a|not any|never a) (?:problem|prob|probs|worries|worry|issue|bother|biggie|"
    r"big deal|sweat)\b|\bnot (?:too |that |so )?bad\b|\bno hay (?:problema|cuidado)\b|"
    r"\b(?:ningun|sin) problema\b|\bno pasa nada\b|\bkein (?:problem|thema|stress)\b|"
    r"\bnicht (?:so )?schlimm\b|\bpas (?:de )?(?:grave|probleme|souci|soucis)\b|"
    r"\b(?:niet|geen) (?:erg|probleem|punt|zorgen)\b|\bnessun problema\b|\bnon (?:c'e )?problema\b|"
    # a reminder: "Vergeet niet Cedar te boeken", "Não se esqueça de …" (requests50: Cedar out)
    r"\bvergeet (?:ook )?niet\b|\bvergiss\w* (?:bitte )?nicht\b|\bnao (?:se )?esquec\w*|"
    r"\bnon (?:ti )?dimentic\w*|\bn'oublie\w* pas\b"
)


#: Kept per text: a request's readers ask for the same text's rooms 10 times, each a search of
#: the text before every word; a 2.4 KB task took the scripted model's one thread 5.5 s (tests47).
@functools.lru_cache(maxsize=64)
def ruled_out_rooms(text: str) -> frozenset[str]:
    """The rooms ``text`` rules out: room ids ("R-102") and, for a room named by name, the folded
    word ruled out ("aspen"); the rooms tool's names are matched against these words. A room
    listed after one ruled out is ruled out with it ("anything but Aspen or Cedar"). "By the
    way" and its like place nothing: "by the way, Aspen is nice" rules no room out (tester 19)."""
    folded = _BY_IDIOM.sub(lambda m: " " * len(m.group()), fold(text))
    folded = _ALL_WELL.sub(lambda m: " " * len(m.group()), folded)
    ids = [(m.start(), m.end(), f"R-{m.group(1) or m.group(2)}") for m in ROOM_ID.finditer(folded)]
    taken = [(start, end) for start, end, _ in ids]
    words = [
        (m.start(), m.end(), m.group())
        for m in re.finditer(r"[a-z]{3,}", folded)
        if not any(start <= m.start() < end for start, end in taken)
    ]
    out: set[str] = set()
    last = -1  # where the last room ruled out ends
    for start, end, room in sorted(ids + words):
        if room in _NO_ROOM or (not room.startswith("R-") and ends_at(_AFTER_AUX, folded, start)):
            continue  # "Maple did not work": 'work' is no room; "that one was awful": nor 'one'
        if (
            ends_at(ROOM_RULED_OUT, folded, start)
            or (_ROOM_RULED_OUT_AFTER.match(folded[end:]) and not _IF_BEFORE.search(folded[:start]))
            or (
                last >= 0
                and _ALSO.match(folded[last:start])
                and not _instead(folded, last, start, end)
            )
        ):
            out.add(room)
            last = end
    return frozenset(out)


#: Only a comma or dash between a room ruled out and the next: "Not Juniper, Cedar please".
_COMMA_ONLY = compile_kept(r"^\s*(?:,|\s-+)\s*(?:the\s+)?$")


def _instead(folded: str, last: int, start: int, end: int) -> bool:
    """Whether the room at ``start:end``, listed after one ruled out (ending at ``last``), is
    wished for instead: "Not Juniper, Aspen preferred", and "Not Juniper, Cedar please" with only
    a comma between (heldout43: both ruled out, and Aspen booked); "not Juniper or Cedar please"
    still rules out both."""
    if _WISHED.match(folded[end:]) or set_against(folded, start, end):
        return True  # "Not Cedar, Aspen on Tuesday" (requests46b: both ruled out, Maple booked)
    after = folded[end:]
    wished = (
        _ASKED_AFTER_NAME.match(after)
        or _NEEDED_AFTER_NAME.match(after)
        or _INSTEAD_AFTER.match(after)
    )
    return bool(wished and _COMMA_ONLY.match(folded[last:start]))


#: Right before a room, one ruled out and only a comma or dash: "Not Cedar, ", "no Juniper - ".
_RIGHT_AFTER_OUT = compile_kept(
    r"\b(?:not|no|except|avoid|skip|never|nicht|kein\w*|pas|sin)\s+(?:the\s+)?[a-z]+(?:\s+room)?"
    r"\s*(?:,|\s-+|\s*[\u2013\u2014])\s*(?:the\s+)?$"
)
#: After a room listed beside one ruled out, words that take it instead: "Cedar instead", "Cedar
#: is fine", "Cedar will do", "Cedar works", "Cedar is right".
_INSTEAD_AFTER = compile_kept(
    r"^(?:\s+room)?[\s,]+(?:instead|then|is fine|is ok|is okay|will do|works|stattdessen|"
    # "Not Cedar, Aspen is right" (requests44: both ruled out, another room booked), where the
    # words end there: not "Aspen is the one we hate", "is better avoided", "is right out"
    # (regress44: each booked Aspen, c9a71b0a)
    r"is (?:right|good|better|best|perfect|the one)\b"
    r"(?=\s*(?:[,.;:!?)\n\u2013\u2014-]|$|(?:and|so|please|pls|for|on|then|instead|thanks)\b))"
    r"|en su lugar|a la place)\b"
)


#: Right before a room's name, within its clause, words that ask for it: "book Cedar", "can we
#: have the Atrium", "ideally Maple", "I'd prefer Sequoia", "nimm Cedar", "reserva Aspen",
#: "prends la salle Cedar", "make it Maple".
_ASKS_FOR_NAME = compile_kept(
    # (not "booked Cedar", "reserved Cedar": a booking made, items41; nor a thank-you's "for
    # booking Cedar", below)
    # "Marco needs Juniper", "Priya wants Cedar": an ask said for someone else (session 48)
    r"\b(?:book(?!ed\b)\w*|reserv(?!ed\b)\w*|grab|get|take|use|"
    # (not "nobody really needs Cedar", "whoever needs Cedar", "on n'a plus besoin de Cedar",
    # "aucun besoin de Cedar": regress48, each then read two rooms asked or Cedar booked)
    r"(?<!nobody )(?<!no one )(?<!nobody really )(?<!no one really )(?<!nobody actually )"
    r"(?<!no one actually )(?<!whoever )(?:wants?|needs?)|"
    r"(?<!pas )(?<!plus )(?<!aucun )(?<!jamais )(?<!sans )besoin|prefer\w*|ideally|"
    # "Idealerweise Sequoia, aber Cedar geht auch", "Idéalement …", "Idealmente …" (requests49:
    # Sequoia named without saying whether to book it, where "Ideally Sequoia, …" is asked for)
    r"ideal(?:erweise|ement|mente|iter)|vorzugsweise|de preference|di preferenza|"
    r"preferably|"
    # a room taken as what follows from a reason: "Aspen is out, so Cedar then please", "…, but
    # it's small, so Cedar" (requests49: named without saying whether to book it); "so" right
    # before the name, so "so the team can meet Cedar's …" asks nothing
    r"(?:so|donc|alors|asi que|entonces|quindi|allora|dus)(?=(?:\s+(?:then|just|maybe|perhaps|"
    r"probably|instead|rather|i guess|let'?s (?:say|do|go with)))?(?:\s+(?:the|la|le|el|den))?\s+$)|"
    # "could we possibly have Maple", "can u snag maple", "set up Cedar for our retro" (requests43)
    r"would like|'d like|(?:can|could|may) (?:we|i) (?:possibly |please |perhaps )?(?:have|get)|"
    # a choice agreed on: "Yes let's do Maple on Thursday then", "let's go with Cedar", "we'll
    # take Aspen", "go for Sequoia", "on prend Cedar", "nehmen wir Maple", "vamos con Aspen"
    # (heldout53: named without saying whether to book it, and the quoted mail's Aspen asked)
    r"let'?s (?:just )?(?:do|go with|go for|use|take|have|try|book)|"
    r"(?:can|could|shall|should) (?:we|i) (?:just )?(?:do|go with|go for|try)|"
    r"we(?:'ll| will| can) (?:just )?(?:take|do|go with|go for)|(?<!to )go (?:with|for)|"
    r"opt for|settle on|on prend|vamos con|nos quedamos con|andiamo con|prendiamo|nehmen wir|"
    r"machen wir|"
    r"(?:(?<=you )|(?<=please )|(?<=pls )|(?<=^ ))set up|snag|nab|give us|put us in|hold|block|"
    # "Could you set aside Maple for our board?", "pencil in Cedar" (requests46: Maple unplaced)
    r"(?:(?<=you )|(?<=please )|(?<=pls )|(?<=^ ))(?:set|put) aside|pencil in|earmark|"
    r"secure|make it|make that|change it to|i meant|rather|requir\w*|brauch\w*|benotig\w*|"
    # "put 6 of us in Aspen", "get us into Cedar", "squeeze the team into Maple" (outside
    # tester 28b: "Can you put 6 of us in Aspen" was not understood)
    r"(?:put|stick|squeeze|fit|seat|slot|pop|get|move|cram)\s+(?:[\w'-]+\s+){0,4}?in(?:to)?|"
    r"buch\w*|nimm|nehmt|nehmen|hatte gerne?|mochte\w*|am liebsten|lieber|gerne|"
    r"liefst|bij voorkeur|het liefst|"  # Dutch "liefst Cedar" (preferably: requests45)
    # "rather Cedar …" in a reply above the request it quotes: "Bitte stattdessen Cedar …",
    # "Liever Cedar …", "Meglio Cedar …", "Melhor Cedar …" (requests50: Cedar unplaced)
    r"stattdessen|liever(?! dan\b)|meglio(?! (?:di|del|della|che)\b)|piuttosto(?! (?:che|di)\b)|"
    r"melhor(?! (?:que|do|da|de)\b)|"
    r"quier\w*|necesit\w*|toma|coge|mejor|prends|prenez|voudrai\w*|veux|plutot|prenot\w*|boek\w*|"
    # Swedish, Norwegian, Danish: "Boka Juniper …", "bestill Cedar" (requests44)
    r"boka|bokar|bestill|bestille|"
    # Polish, Swahili, Indonesian: "Zarezerwuj proszę Cedar", "hifadhi Cedar", "pesan Cedar"
    # (outside tester 38: each named Cedar without saying whether to book it)
    r"(?:za)?rezerw\w*|hifadhi|pesan(?:kan)?|memesan|"
    r"dat\s+phong)"  # Vietnamese "đặt phòng Sequoia" (outside tester 39)
    r"(?:-(?:moi|nous|la|le|les|lui|me|nos))?"  # "Réserve-moi Aspen" (outside tester 29b)
    # an article elided onto the name: "Prenota l'Atrium", "réserve l'Atrium" (heldout42b)
    r"(?:\s+[\w'-]+){0,6}?\s+(?:[ld]')?$"
)
#: The rest of a clause that puts the room it opens with in the past: "Cedar for 8 last week was
#: great. Please book Maple …" (items41: Cedar read as asked for).
_PAST_CLAUSE = compile_kept(
    r"[^,;.!?\n]*\b(?:was|were|had|last (?:week|time|month)|yesterday|ago|booked|reserved|"
    # a wish given up: "Cedar would have been perfect, but …" (requests45: Cedar booked)
    r"would have|would've|could have|hatte|hatte gepasst|ware|habria|hubiera|aurait)\b"
)
#: Right after a room, a fault of it: "Cedar has a broken projector.", "Juniper's aircon is
#: broken." (requests44b: read as the room asked for, and booked), also after words that ask
#: ("Need a room Tuesday for 6 and Cedar has a broken projector": requests45).
_FAULT = (
    r"(?:broken|kaputt\w*|defekt\w*|rot[oa]s?|cass[ée]e?s?|guasto|guasta|faulty|dead|"
    r"not working|out of order|out of service|leaking|flooded)\b"
)
_FAULT_AFTER = LazyPattern(
    r"^(?:(?:'s|\s+(?:has|had|hat|hatte|tiene|tenia|a|avait|ha|har))\s+(?:(?:a|an|the|ein\w*|"
    rf"un|una|une|en|ett)\s+)?(?:[\w-]+\s+){{0,3}}?{_FAULT}"
    rf"|'s\s+(?:[\w-]+\s+){{1,2}}(?:is|are|was|were)\s+(?:still\s+|totally\s+)?{_FAULT}"
    # "Cedar ist am Dienstag geschlossen.", "Cedar está cerrada el martes." (requests44b)
    r"|\s+(?:is|ist|esta|est|e|ar|er)\s+"
    r"(?:(?!(?:not|nicht|no|non|pas|inte|ikke|never|nie|nunca|jamais)\b)[\w-]+\s+)"
    r"{0,3}?(?:closed|shut|geschlossen|gesperrt|"
    r"cerrad[oa]|fermee?|chius[oa]|stangd|stengt|lukket|"
    # "Cedar is being renovated, so something else …", "Cedar ist wegen Renovierung zu, also …"
    # (requests45: Cedar booked); a renovation done is no fault: "Cedar is newly renovated,
    # book it", "Cedar ist frisch renoviert" (regress45: another room booked)
    r"renovating|(?:being|getting) (?:renovated|painted|refurbished|repaired|redone)|"
    r"under (?:renovation|construction|repair|maintenance)|in renovierung|im umbau|"
    r"unavailable|out of action|zu(?=\s*[,.;!]|\s+also\b)|"
    r"en (?:obras|reforma)|en travaux)\b"
    # "Aspen is booked on Monday. Book a room for 5 …", "Aspen ist am Montag belegt" (heldout51)
    r"|" + TAKEN_AFTER + r")" + ALL_THE_SAME
)
#: A thank-you for a booking made, before a room's name: "Thanks for booking Cedar …" (not "in
#: advance": a request).
_THANKED = compile_kept(
    r"\b(?:thanks|thank you|thank u|thx|ty|cheers)\b(?![^.!?\n]*\bin advance\b)[^.!?\n]*?"
    r"\bfor\s+(?:booking|reserving|getting)(?:\s+[\w'-]+){0,6}?\s+$"
)
#: Right after a room's name, words that ask for it: "Cedar please", "Maple if possible".
_ASKED_AFTER_NAME = compile_kept(
    # Turkish names its object with a suffix: "Salı günü Aspen'i 5 kişi için ayırın"
    r"^'(?:y?[iu])\b(?!\s+(?:olmasin|degil)\b)|"
    # Turkish "Juniper olursa iyi olur" (Juniper would be good: requests44, read as unsaid)
    r"^(?:'[a-z]{1,3})?\s+(?:olursa|olsun)\s+(?:(?:iyi|super|harika|guzel)\s+olur|sevinirim)\b|"
    r"^(?:\s+room)?[\s,]+(?:please|pls|if (?:it's |it is )?(?:possible|free|available|you can)|"
    r"ideally|preferably|would be (?:great|nice|ideal|best|perfect)|bitte|wenn moglich|"
    r"por favor|si es posible|s'il (?:te|vous) plait|svp|si possible)\b"
)
#: Dutch puts "need" last: "Marco heeft Juniper nodig" (session 48: asked about); not where
#: nobody needs it ("Niemand heeft Cedar nodig, boek Aspen": regress48, Cedar was booked).
_NEEDED_AFTER_NAME = compile_kept(r"^(?:\s+room)?\s+nodig\b")
_NOBODY_BEFORE = compile_kept(r"\b(?:niemand|nobody|no one|geen mens)\b[^.;:!?\n]*$")
#: What ends a clause: a name after it is not asked for by words before it ("Book a room for 4
#: on Monday; last time Cedar was too noisy", "…, ideally on the same floor as Sequoia").
_CLAUSE_END = compile_kept(
    r"[.;:!?()\n\u2013\u2014]|,|\s-+\s|\b(?:as|because|since|but|though|although|while|when|"
    r"where|which|after|last time|weil|denn|aber|wie|als|porque|pero|como|cuando|parce que|car|"
    r"mais|comme|quand)\b"
)
#: A question's opening words: "Is Cedar free on Friday?", "Ist Cedar frei?".
_ASKED_ABOUT = compile_kept(r"^\W*(?:[\w'-]+\W+){0,3}$")
#: An @-mention of a person ("@priya"; the agent's own, "@roombot", is gone before reading): a
#: short question after it is put to that person.
_MENTIONED = LazyPattern(r"(?<![\w@.])@[a-z]")
_LINE = LazyPattern(r"[.;!?\n]")


@functools.lru_cache(maxsize=256)
def asked_names(text: str) -> frozenset[str]:
    """The folded words (3+ letters) ``text`` asks for as a room's name: after a word that asks
    for it in the same clause ("book Cedar", "ideally Maple"), before "please"/"if possible", as
    the request's first words ("Cedar for 6 on Tuesday") or a question's ("Is Cedar free on
    Friday?"). A room's name mentioned otherwise — a complaint, a reference, a landmark — is not
    the room asked for: "last time Cedar was too noisy", "the same floor as Sequoia". Nor is
    one in the writer's signature ("Floor 3, Room 305": their office)."""
    folded = fold(without_signature(text))
    return frozenset(
        m.group() for m in re.finditer(r"[a-z]{3,}", folded) if asked_at(folded, m.start(), m.end())
    )


#: A form's label for the room, right before its name: "Room: Sequoia", "Raum: Aspen", and an
#: invite's place ("Location: Maple", "Where: Cedar": outside tester 38, no room read), with a
#: dash as a plain-text form writes it ("Room - Aspen", "Room – Aspen": items41).
_ROOM_LABEL = compile_kept(
    r"\b(?:room|raum|sala|salle|location|where|venue|ort|lieu|lugar|ubicacion)"
    r"(?:\s*[:=\u2013\u2014]|[ \t]+-)\s*"
    r"(?:the\s+)?$"
)
#: A clause that is a room's name alone, with its article or the word for a room: "Salle
#: Maple, vendredi, …", "Sala Aspen el jueves", "the Cedar room" (outside tester 38: named
#: without saying whether to book it, where "Room: Maple" and "Maple, Friday" were read).
_BARE_NAME = (
    r"\W*(?:(?:the|la|le|el|die|der|den|das)\s+)?(?:(?:room|raum|saal|sala|salle|salon|sali)\s+)?"
)
#: A line that opens as a booking's list of facts: "Booking request: Wednesday, 3 people,
#: Juniper", "Rezerwacja: środa, 10 osób, sala Maple", "Réservation : mardi, 6, Cedar".
_BOOKING_LINE = compile_kept(
    r"(?:^|\n)[ \t>*-]*(?:(?:room\s+)?booking(?:\s+request)?|reservation|reserva(?:cion)?|"
    r"rezerwacja|rezervasyon|buchung|reservierung|raumbuchung|pemesanan|uhifadhi)\s*:[^\n]*$"
)


#: Right before a name, a greeting or thanks: the name is a person's, not a room asked for ("Hi
#: Aspen, could you book a room for Tuesday for 4?" booked Aspen; "Tue, 4 ppl, thanks Aspen"); not
#: after a comma ("Hello, Aspen please": the room).
GREETED = LazyPattern(
    r"(?i:\b(?:hi|hey|hello|hiya|yo|dear|morning|thanks|thank you|thx|ty|cheers|bye|regards|"
    r"hallo|danke|hola|gracias|bonjour|merci|salut)[ \t]+\Z)"
)
#: After a greeted name, what sets a name off as the one spoken to: "Hi Aspen, …", "thanks Aspen!"
#: ("Hi Cedar Tue 4 ppl" may ask for Cedar: read as before).
_SPOKEN_TO = LazyPattern(r"[ \t]*(?:[,!:\n]|\.(?:\s|\Z)|\Z)")


def greeted(text: str, start: int, end: int) -> bool:
    """Whether the name at ``text[start:end]`` is a person greeted or thanked (:data:`GREETED`),
    set off as the one spoken to, not a room's name."""
    return bool(ends_at(GREETED, text, start) and _SPOKEN_TO.match(text, end))


def asked_at(folded: str, start: int, end: int) -> bool:
    """Whether the words around ``folded[start:end]`` (a room's name or id) ask for it
    (:func:`asked_names`)."""
    before = folded[:start]
    if greeted(folded, start, end) and not ROOM_ID.match(folded, start):
        return False  # "Hi Aspen, …": a person greeted (not "thanks R-204", an id)
    ends, clause = (cut := last_end(_CLAUSE_END, folded, start)) >= 0, before[max(cut, 0) :]
    # a label ends a sentence: "Current Task: Kannst du Maple …?" (CrewAI's framing) asks as the
    # bare question does; "14:30" is no label (regress30 F5)
    sentence = before[max(last_end(SENTENCE, folded, start), 0) :]
    rest, closes = folded[end:], next_start(CLOSES, folded, end)
    question = closes >= 0 and folded[closes] == "?"
    if _FAULT_AFTER.match(rest):
        return False  # "Need a room … and Cedar has a broken projector": its fault, not asked for
    return bool(
        (_ASKS_FOR_NAME.search(" " + clause) and not _THANKED.search(" " + clause))
        or ends_at(_ROOM_LABEL, folded, start, LABEL)  # "Room: Sequoia." (items33)
        or _ASKED_AFTER_NAME.match(rest)
        or bool(_NEEDED_AFTER_NAME.match(rest) and not _NOBODY_BEFORE.search(sentence))
        or (not ends and re.fullmatch(_BARE_NAME, clause) and not _PAST_CLAUSE.match(rest))
        or (
            bool(ends)
            and re.fullmatch(_BARE_NAME, clause) is not None
            and _BOOKING_LINE.search(before, _line_before(before)) is not None
        )
        # "@priya maple tue 6ppl?" asks a person, not the agent (requests44b: Maple was booked)
        or (
            question
            and _ASKED_ABOUT.match(sentence)
            and not _MENTIONED.search(_LINE.split(before)[-1])
        )
        # "Not Cedar, Aspen is right": the one taken instead of a room just ruled out (requests44)
        or bool(_INSTEAD_AFTER.match(rest) and _RIGHT_AFTER_OUT.search(before))
        or set_against(folded, start, end)  # "Not Cedar — Aspen, …", "Cedar no, Aspen …"
    )


def _line_before(before: str) -> int:
    """Where a booking line that ends ``before`` can start at the earliest: at the newline
    before its line's (a label may end one line, "Booking:\n"). Searching the whole of
    ``before`` at every word made a long quoted thread's reading quadratic (requests52)."""
    return max(before.rfind("\n", 0, max(before.rfind("\n"), 0)), 0)


def named_room(text: str, out: frozenset[str] | None = None) -> str | None:
    """The first room id ``text`` names and does not rule out (``out``: the rooms it rules out,
    else :func:`ruled_out_rooms`), else ``None``."""
    folded = fold(text)
    out = ruled_out_rooms(text) if out is None else out
    for match in ROOM_ID.finditer(folded):
        room = f"R-{match.group(1) or match.group(2)}"
        if room not in out:
            return room
    return None
