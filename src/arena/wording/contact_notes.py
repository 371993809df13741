"""How to reach the writer, and where they sit: words beside a request or an answer that say
nothing of the booking. A phone number ("call me on 555 0142", "+44 20 7946 0958", "Reach me at
0176 1234567") is no head count in a request, and in an answer a sentence that only gives it
("If anything comes up call me on 555 0142.", "WhatsApp me on 07700 900123 when it's booked.")
or says where the writer is ("I'm on floor 6 if you need me.", "I sit at desk 14 on the 3rd
floor.") or opens a mail app's footer after the answer on its line ("Go ahead. Sent from my
iPhone 15", whose 15 was read as a count the yes adds) adds no room, count or date to a yes,
unless what it says beside its own number may be one ("Yes. My extension is 2231, and we'll be
12." reads unclear: regress37). Outside tester 37: such a request read 53 people from
"+49 30 1234 5678", and each such approval read unclear ("adds number '0176'").

A phone number is digits in groups with at least seven digits, written after a "+" or a word
that leads to one ("call", "ring", "text", "reach … at", "phone:", "mobile:"); not a time or a
date ("10.30-11.30", "12.05.2026"). A sentence that also asks something first ("call me before
you book", "ring me first") is kept, as a check before the booking is.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: An extension, whose number is short: "my extension is 2231", "ext. 4410".
_EXT = (
    r"\b(?:my\s+)?(?:extension|extn|ext|durchwahl|poste)\.?(?:\s+(?:is|number|no\.?))?\s*[:#]?\s*"
)
#: Words that lead to a phone number: "call me on", "ring us at", "reach me at", "text Sam on",
#: "WhatsApp me:", and a field's name ("Tel:", "Mobile", "M:", "Phone #").
_LEAD = (
    r"(?:\b(?:call|ring|phone|text|sms|whatsapp|reach|contact|dial|page|signal|telegram)"
    r"(?:\s+(?:me|us|him|her|them|[A-Z][a-z]+|my\s+(?:cell|mobile|phone)))?"
    r"(?:\s+(?:on|at|via|under))?\s*[:\-]?\s*"
    r"|\b(?:tel|telephone|phone|mobile|mob|cell|cellphone|fax|ph|whatsapp|m|t)\.?\s*(?:no\.?|#)?"
    r"\s*:\s*"
    r"|\b(?:phone|mobile|cell|whatsapp)\s+(?:number|no\.?|#)\s*:?\s*(?:is\s+)?"
    rf"|{_EXT})"
)
#: A number in groups: "555 0142", "+44 20 7946 0958", "+1 (415) 555-0134", "0176 1234567".
_GROUPS = r"\+?\(?\d(?:[\d \t().\-/]{0,}\d)?"


def _phone_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    for m in _NUMBER.finditer(text):
        number = m.group("number")
        digits = re.sub(r"\D", "", number)
        before = text[max(0, m.start() - 40) : m.start()]
        short = len(digits) >= 2 and _LED_EXT.search(before)  # "my extension is 2231"
        if not short and (len(digits) < 7 or _TIME_OR_DATE.search(number)):
            continue
        if short or number.startswith("+") or _LED.search(before):
            spans.append((m.start("number"), m.end("number")))
    return spans


_NUMBER = LazyPattern(rf"(?<![\w+])(?P<number>{_GROUPS})(?!\w)")
_LED = LazyPattern(rf"{_LEAD}$", re.I)
_LED_EXT = LazyPattern(rf"{_EXT}$", re.I)
#: A time or a date among digits, which no phone number is written as.
_TIME_OR_DATE = LazyPattern(r"\d{1,2}:\d{2}|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\d{1,2}\.\d{2}-")


def without_phones(text: str) -> str:
    """``text`` with each phone number (see the module docstring) blanked."""
    for start, end in reversed(_phone_spans(text)):
        text = text[:start] + " " + text[end:]
    return text


#: Where the writer is, by a number: "I'm on floor 6", "I am in room 412 today", "I sit at desk
#: 14 on the 3rd floor", "you can find me in building 2" (not "I'm in the office that day", which
#: may answer another question).
_WHEREABOUTS = LazyPattern(
    r"^\W*(?:i'?m|i am|i sit|i'?ll be|i will be|i work|my (?:desk|office|seat) is|"
    r"you(?:'ll| will| can)? find me)\b[^.!?\n]*?"
    r"\b(?:(?:floor|fl|level|lvl|desk|room|office|building|bldg|wing|suite)\.?\s*#?\s*\d[\w.-]*"
    r"|\d+(?:st|nd|rd|th) floor)\b",
    re.I,
)
#: A mail app's footer after the answer on its line: "Go ahead. Sent from my iPhone 15" (its 15
#: read as a count the yes adds; on a line of its own it is a signature's footer already).
_DEVICE = LazyPattern(r"\W*sent from my\b", re.I)
#: Words that make a contact sentence more than one: a check before the booking or a turn.
_MORE = LazyPattern(
    r"\b(?:first|before|unless|until|but|not|don'?t|book|booking|reserve|cancel|wait|hold)\b"
    r"|\bno\b(?!\.|\s*[:#])",
    re.I,
)
_SENTENCE = LazyPattern(r"[^.!?\n]+(?:[.!?]+|$)", re.M)
#: Where the writer is, said after a dash or a comma: "Approved - I'm in room 412 today".
_CLAUSE = LazyPattern(
    r"[-\u2013\u2014,;][ \t]{0,3}(?=(?:i'?m|i am|i sit|i'?ll be)\b)[^.!?\n]*", re.I
)


#: A device a mail app's footer names: "Sent from my iPhone 15", "… my Samsung Galaxy S23".
_DEVICE_NAME = LazyPattern(r"(?<!\W)\W*sent from my(?:[ \t]+[\w-]+){0,3}", re.I)
#: A place by its number, as :data:`_WHEREABOUTS` reads one: "desk 14", "3rd floor".
_PLACE = LazyPattern(
    r"\b(?:(?:floor|fl|level|lvl|desk|room|office|building|bldg|wing|suite)\.?\s*#?\s*\d[\w.-]*"
    r"|\d+(?:st|nd|rd|th) floor)\b",
    re.I,
)
#: What, left beside the note's own number, may be a count or a length the yes changes: "My
#: extension is 2231, and we'll be 12", "Sent from my phone so make it twelve" (regress37).
_COUNTED = LazyPattern(
    r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozen|twenty"
    r"|people|persons?|guests?|attendees|of us|we(?:'ll| will)? be|we are|we'?re|hours?|minutes?"
    r"|mins?|instead|make it|plus|add|also)\b",
    re.I,
)


def _a_note(sentence: str) -> bool:
    """Whether ``sentence`` only gives how to reach the writer or where they sit."""
    if _MORE.search(sentence.replace("booked", "")):
        return False
    if not (_phone_spans(sentence) or _DEVICE.match(sentence) or _WHEREABOUTS.search(sentence)):
        return False
    rest = _PLACE.sub(" ", _DEVICE_NAME.sub(" ", without_phones(sentence), count=1))
    return not _COUNTED.search(rest)


def without_contact_notes(text: str) -> str:
    """``text`` less its sentences that only say how to reach the writer or where they sit; the
    whole text where nothing else is left."""
    notes = [m.span() for m in _SENTENCE.finditer(text) if _a_note(m.group(0))]
    notes += [
        m.span()
        for m in _CLAUSE.finditer(text)
        if _a_note(m.group(0).lstrip(" \t-\u2013\u2014,;")) and not _inside(m.span(), notes)
    ]
    notes.sort()
    left = text
    for start, end in reversed(notes):
        left = left[:start] + left[end:]
    return left if left.strip() else text


def _inside(span: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(start <= span[0] and span[1] <= end for start, end in spans)
