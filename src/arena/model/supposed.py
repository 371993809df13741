"""What a request only supposes is not what it asks for.

A question about what a booking would do ("If I booked the Atrium for Friday, would 20 people
fit?", "Wenn ich das Atrium buche, passen 20 rein?") asks for no booking (heldout47: each was
read as one, and the Atrium booked for 20); a room question alone is answered, never booked.
A counterfactual's room ("If we were a bigger team we'd need the Atrium, but for now just Cedar
on Monday for 6") is not the room asked for: the words up to the "but" are not read
(heldout47: read as the Atrium). :mod:`arena.model.task` asks both.
"""

from __future__ import annotations

import unicodedata

from arena.lazy_pattern import LazyPattern

#: A sentence that ends in a question mark (Spanish "¿" inside it, not ending it).
_QUESTION = LazyPattern(
    r"(?:^|(?<=[.!?;\n\u3002\uff01\uff1f]))[^.!?;\n\u3002\uff01\uff1f]*+[?\uff1f]"
)
#: A question that opens on a condition: "If I booked …, would …?", "Wenn ich … buche, …?",
#: "Si reservo …, ¿cabrían …?", "Se prenoto …, ci stanno …?", "Als ik … boek, passen …?".
_IF_OPENS = LazyPattern(
    r"^[\s\u00bf]*(?:(?:so|and|but|ok|okay|quick question|just wondering|hmm|also|und|y|et|e|en)"
    r"[\s,:]+)*(?:if|wenn|falls|si|se|als|indien|mocht|jesli|jezeli|eger)\s"
)
#: Where the condition ends and the question starts: a comma or "¿", else a question word ("If I
#: booked Maple for Friday would 10 fit?").
_MAIN = LazyPattern(r"[,\u00bf\uff0c\u3001]")
_MAIN_WORD = LazyPattern(
    r"\s(?=(?:would|will|could|can|do|does|should|might|wurde\w*|passen|passt|reicht)\s)"
)
#: In the question itself, words that ask for the booking after all: "If Cedar is free on
#: Tuesday, can you book it for 6?", "…, please go ahead", "…, bitte buchen".
_ASKS_BOOKING = LazyPattern(
    r"\b(?:book|reserv|buch|boek|prenot|boka|grab|hold|put us|lock|snag)\w*"
    r"|\b(?:go ahead|please do|do it|go for it|please|pls|bitte|por favor|s'il (?:te|vous) plait|"
    r"per favore|alsjeblieft|graag)\b"
)
#: A condition that supposes a booking or a room: the booking's verb in it, or a room free/taken.
_SUPPOSES = LazyPattern(
    r"\b(?:book|reserv|buch|boek|prenot|boka|took|take|nehm|nahm|tomo|tomamos|cojo|prend|prendo|"
    r"prendiamo|pego|neem|nemen|use|used|went with|go with)\w*"
    r"|\b(?:free|available|frei|libre|libero|livre|vrij|taken|busy)\b"
)
#: A condition that asks politely, not supposes: "if I could get", "if we may have", "si pudiera".
_POLITE = LazyPattern(
    r"\b(?:could|can|may|might|konnte\w*|kann|konnen|pudiera\w*|puedo|podemos|pourrais|pourrions|"
    r"potrei|potremmo|pudesse\w*|zou|kon|kunnen)\b"
)
#: Japanese "予約したら…か？" (if I book …, …?) and Chinese "如果我预订…吗？" (if I book …?).
_CJK_SUPPOSED = LazyPattern(
    r"(?:^|(?<=[\u3002\uff01\uff1f?\n]))[^\u3002\uff01\uff1f?\n]{0,60}?(?:予約|押さえ|取)(?:したら|すれば|した場合|ったら|れば)"
    r"[^\u3002\uff01\uff1f?\n]{0,60}(?:か|の)\s*[?\uff1f]"
    r"|(?:^|(?<=[\u3002\uff01\uff1f?\n]))[^\u3002\uff01\uff1f?\n]{0,60}?(?:如果|要是|假如)[^\u3002\uff01\uff1f?\n]{0,60}(?:预订|預訂|订|訂)"
    r"[^\u3002\uff01\uff1f?\n]{0,60}(?:吗|嗎|呢)\s*[?\uff1f]"
)
#: Outside such a question, what asks for a booking all the same: "If I booked the Atrium, would
#: 30 fit? Book a room for 6 on Monday." (session 47's neighbour: a booking of a room for 6).
_ASKS_ELSEWHERE = LazyPattern(
    r"\b(?:book|reserv|buch|boek|prenot|boka|grab|snag|nab)\w*|\b(?:need|want|get us|go ahead)\b"
    r"|予約(?:して|を|お願い)|预订|預訂"
)


def flat(text: str) -> str:
    """``text`` in lower case without accents, one character for each of ``text``'s, so that a
    span found in it is the same span of ``text`` ("Wären" is "waren")."""
    return "".join((unicodedata.normalize("NFKD", c.lower()) or c)[:1] or c for c in text)


def _supposed(sentence: str) -> bool:
    """Whether the question ``sentence`` (flat) supposes a booking and asks what would follow."""
    opens = _IF_OPENS.match(sentence)
    if opens is None:
        return False
    split = _MAIN.search(sentence, opens.end()) or _MAIN_WORD.search(sentence, opens.end())
    if split is None:
        return False
    condition, question = sentence[: split.start()], sentence[split.end() :]
    if _POLITE.search(condition):
        return False  # "If I could get Cedar for 6 on Tuesday, would that be possible?": an ask
    return _SUPPOSES.search(condition) is not None and _ASKS_BOOKING.search(question) is None


def asks_if_booked(text: str) -> bool:
    """Whether ``text`` asks only what a booking it supposes would do: a question opening on a
    condition that books or names a room free ("If I booked the Atrium for Friday, would 20
    people fit?"), its question asking no booking ("…, can you book it?" does), and nothing
    outside it asks for one."""
    if "?" not in text and "\uff1f" not in text:
        return False
    folded = flat(text)
    spans = [m.span() for m in _CJK_SUPPOSED.finditer(folded)] if not text.isascii() else []
    spans += [m.span() for m in _QUESTION.finditer(folded) if _supposed(m.group())]
    if not spans:
        return False
    rest = folded
    for start, end in spans:
        rest = rest[:start] + " " * (end - start) + rest[end:]
    return _ASKS_ELSEWHERE.search(rest) is None


#: A counterfactual, then the words that turn from it to what is asked: "If we were a bigger team
#: we'd need the Atrium, but for now …", "Wenn wir mehr wären, bräuchten wir das Atrium, aber …",
#: "Si fuéramos más, necesitaríamos el Atrium, pero …", "Si on était plus nombreux, il nous
#: faudrait l'Atrium, mais …", "Se fossimo di più ci servirebbe l'Atrium, ma …", "Se fôssemos
#: mais precisaríamos do Atrium, mas …", "Als we groter waren, hadden we het Atrium nodig, maar …".
_COUNTERFACTUAL = LazyPattern(
    r"(?:^|(?<=[.!?;:\n(]))[^.!?;:\n]*?"
    r"(?:\bif\s+(?:we|i|our\s+\w+|the\s+\w+)\s+(?:were|was|had|'d|could|got|grew|doubled|ever)\b"
    r"|\b(?:we|i)(?:'d|\s+would|\s+might)\s+(?:(?:probably|definitely|really|actually)\s+)?"
    r"(?:need|want|take|book|go for|use|have to)\b[^.!?;:\n]{0,120}?\bif\s+(?:we|i|our\s+\w+)\s+"
    r"(?:were|was|had|'d|could|got)\b"
    r"|\b(?:with|given)\s+(?:a\s+)?(?:bigger|larger|more)\s+(?:team|group|budget|people)\b"
    r"[^.!?;:\n]{0,120}?\b(?:we|i)(?:'d|\s+would)\b"
    r"|\b(?:wenn|falls)\s+(?:wir|ich)\b[^.!?;:\n]{0,120}?\b(?:waren|hatten|wurden)\b"
    # the condition said by its verb first: "Had we been a bigger team, we'd need …", "Were we
    # twice as many …", "Wären wir mehr, bräuchten wir …"
    r"|(?<![^.!?;:\n(])[ \t]*(?:had\s+(?:we|i)\s+(?:been|had|known)|were\s+(?:we|i)|(?:waren|hatten)\s+(?:wir|ich))\b"
    r"|\bsi\s+(?:fueramos|fuesemos|fuera|fuese|tuvieramos|tuviesemos|tuviera|hubiera|hubieramos)\b"
    r"|\bsi\s+(?:on|nous|j'|je)\s*(?:etait|etions|etais|avait|avions|avais)\b"
    r"|\bse\s+(?:fossimo|fossi|avessimo|avessi|eravamo)\b"
    r"|\bse\s+(?:fossemos|fosse|tivessemos|tivesse)\b"
    r"|\bals\s+(?:we|wij|ik)\b[^.!?;:\n]{0,120}?\b(?:waren|was|hadden|had)\b)"
    r"[^.!?;\n]{0,200}?"
    r"(?:[,;.]?\s*\b(?:but|however|though|aber|doch|jedoch|pero|sin embargo|mais|porem|maar)\b"
    r"|,\s*(?:ma|mas)\b"  # Italian and Portuguese "but", not Spanish "más" (more)
    r"|[.;]\s*(?=(?:for now|right now|as it is|this time|at the moment|currently|instead|"
    r"fur jetzt|vorerst|erstmal|por ahora|de momento|pour l'instant|pour le moment|per ora|"
    r"por enquanto|por agora|voorlopig|nu)\b))"
    # and the words that only say it is the real ask: "for now just", "por ahora solo"
    r"(?:[\s,]*(?:for now|right now|as it is|this time|at the moment|for the moment|currently|"
    r"fur jetzt|vorerst|erstmal|por ahora|de momento|pour l'instant|pour le moment|per ora|"
    r"per adesso|por enquanto|por agora|voorlopig)\b)?"
    r"(?:[\s,]*(?:just|only|simply|nur|solo|juste|seulement|soltanto|so|apenas|alleen)\b)?[\s,]*"
)


#: A room only wished for, then the realistic turn to what is asked: "In a perfect world we'd take
#: Sequoia, but realistically just book Cedar …", "We'd need the Atrium if the whole department
#: came, but it's only my team of 6 …", "Idealerweise nähmen wir Sequoia, aber realistisch …",
#: "En un mundo ideal tomaríamos Sequoia, pero siendo realistas …", "Dans l'idéal on prendrait
#: Sequoia, mais en vrai …". The mood (an ideal, or a would-clause on a past-tense condition) and
#: a turn that says the rest is the real ask are both needed: "We'd like Cedar for 6 on Tuesday,
#: but only in the afternoon" keeps Cedar (heldout48).
_IDEAL = LazyPattern(
    r"(?:^|(?<=[.!?;:\n(]))[^.!?;:\n]{0,120}?"
    r"(?:\b(?:ideally|in (?:a|an) (?:perfect|ideal|dream) world|in an ideal case|in theory|"
    r"if it were up to (?:me|us)|if money were no object|dream scenario|best case|"
    r"idealerweise|im idealfall|in einer (?:perfekten|idealen) welt|idealmente|"
    r"en un mundo (?:ideal|perfecto)|lo ideal|idealement|dans l'ideal|dans un monde (?:ideal|parfait)|"
    r"in un mondo (?:ideale|perfetto)|idealiter|in een (?:ideale|perfecte) wereld|het liefst)\b"
    r"|\b(?:we|i)(?:'d|\s+would)\s+(?:(?:probably|definitely|really|actually)\s+)?"
    r"(?:need|want|take|book|go for|use|have|love|like|prefer)\b[^.!?;:\n]{0,120}?"
    r"\bif\s+(?:[\w']+\s+){1,4}?(?:came|come|were|was|had|went|grew|joined|showed up|turned up|"
    r"doubled|attended|needed|wanted)\b)"
    r"[^.!?;\n]{0,200}?"
    r"(?:[,;.]?\s*\b(?:but|aber|doch|pero|mais|maar)\b|,\s*(?:ma|mas)\b)[\s,:]*"
    r"(?=(?:realistically|actually|in reality|in practice|honestly|really|for now|right now|"
    r"this time|just|only|it's only|it is only|we're only|we are only|there are only|there's only|"
    r"realistisch|eigentlich|tatsachlich|in wirklichkeit|siendo realistas|en realidad|realmente|"
    r"en vrai|en realite|realistement|in realta|realisticamente|eigenlijk|nu)\b)"
    r"(?:(?:realistically|actually|in reality|in practice|honestly|realistisch|eigentlich|"
    r"tatsachlich|in wirklichkeit|siendo realistas|en realidad|realmente|en vrai|en realite|"
    r"realistement|in realta|realisticamente|eigenlijk)\b[\s,:]*)?"
    r"(?:(?:for now|right now|this time)\b[\s,:]*)?(?:(?:just|only)\b[\s,]*)?"
)


def without_counterfactuals(text: str) -> str:
    """``text`` without a counterfactual's words up to the "but" that turns from it (so that
    its room and count are not read as asked): "If we were a bigger team we'd need the Atrium,
    but for now just Cedar on Monday for 6." reads "for now just Cedar on Monday for 6."."""
    folded = flat(text)
    spans = [m.span() for m in _COUNTERFACTUAL.finditer(folded)]
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans + [m.span() for m in _IDEAL.finditer(folded)]):
        if merged and start <= merged[-1][1]:  # both read the same clause: drop it once
            last_start, last_end = merged.pop()
            start, end = last_start, max(end, last_end)
        merged.append((start, end))
    for start, end in reversed(merged):
        text = text[:start] + " " + text[end:]
    return text


__all__ = ["asks_if_booked", "flat", "without_counterfactuals"]
