"""People named or pointed at beside a count: "for Sam and 3 clients", "for him and 3 clients",
"for herself and her 4 direct reports", "for Sam, Priya and 2 guests".

"me and 3 colleagues" was read as four, while "for him and 3 clients" and "for Sam and 3 clients"
were read as three and "for herself and her 4 reports" as four (outside tester 29b): the person
named was dropped, and on Monday the model asked for Juniper, which seats 4, for a group of 5.
Each person said before "and N <people>" after "for"/"with"/"be"/"is"/a colon or dash counts one more: a name (capitalised,
not a room, weekday, month or team), or "him", "her", "himself", "herself" ("ihn", "él", "ella",
"lui", "elle": "für ihn und 3 Gäste" read 3, itemsheld37), with a comma before the "and" or not
("for Sam, Priya, and 2 guests" read 2). "me" among them
counts too ("for me, Sam and the two interns" was read as 2, ux29), but for the "me" just before
"and", which the count's own reading already adds ("for me and 3 clients", "for Sam, me and 2").
So does a person said to come too, after the count (:func:`joining_too`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from arena.lazy_pattern import compile_kept
from arena.model.count_words import is_people
from arena.wording.numbers import fold, tokens, word_value

_PRONOUNS = frozenset(("him", "her", "himself", "herself"))
_PERSON = (  # a name after a title too: "Dr. Okafor" (itemsheld38)
    r"(?:him|her|himself|herself|ihn|\u00e9l|ella|lui|elle|(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s)?"
    r"[A-Z][a-z\u00e0-\u00ff]+(?:\s[A-Z][a-z\u00e0-\u00ff]+)?)"
)
#: The writer, in a list with others: "for me, Sam and the two interns".
_SELF = frozenset(("me", "myself", "mich", "moi"))
_WHO = rf"(?:me|myself|mich|moi|{_PERSON})"
_BESIDE = compile_kept(
    r"(?:\b(?i:for|with|fur|f\u00fcr|para|pour|be|is|are|it'?s|including)\s+|[:(\u2013\u2014-]\s*)"
    # "with Ana, Raj and Li plus 1 candidate": the names' own "and" before "plus" (evals45)
    rf"(?P<who>{_WHO}(?:\s*,\s*{_WHO})*(?:(?:\s*,)?\s+(?:and|&)\s+{_WHO}(?=\s+(?:plus|\+)\s))?)"
    r"(?:(?:\s*,)?\s+(?:and|&|plus|\+|und|y|et)\s+"  # "for Sam, Ana, and 2 guests"
    r"|\s+\(\+\s*(?=\d))"  # "for Ana (+2) on Tuesday"
    r"(?:(?:his|her|their|the|our|my|seine[mn]?|ihre[mn]?|sus|ses|los|las|les|die)\s+)?"
    r"(?P<rest>[^.;!?\n]*)"
)
#: A name opening a sentence before the count of others with it: "Priya plus 4 others need a
#: room", "Lena and 6 others are coming" (items40: read as 4 and 6, the one named left out, as
#: "for Priya plus 4 others" was not).
#: "Ana, Bo and Cy plus 2 guests": the names' own "and" before "plus" (requests46: read as 2).
_OWN_AND = rf"(?:(?:\s*,)?\s+(?:and|&)\s+{_PERSON}(?=\s+(?:plus|\+)\s))?"
_OPENING = compile_kept(
    rf"(?m:^)[ \t>*-]*(?P<who>{_PERSON}(?:\s*,\s*{_PERSON})*{_OWN_AND})"
    r"(?:\s*,)?\s+(?:and|&|plus|\+)\s+(?P<rest>[^.;!?\n]*)"
    rf"|(?<=[.!?;])[ \t]+(?P<who2>{_PERSON}(?:\s*,\s*{_PERSON})*{_OWN_AND})"
    r"(?:\s*,)?\s+(?:and|&|plus|\+)\s+(?P<rest2>[^.;!?\n]*)"
)
#: "for them and our 2 finance leads": those named in a list before it ("Alice, Bob and Chen are
#: coming Monday. Book a room for them and …": items40, read as 2, the three left out).
_THEM = compile_kept(
    r"\b(?i:for|with|f\u00fcr|para|pour)\s+(?i:them|those\s+(?:two|three|four|five))"
    r"(?:\s*,)?\s+(?:and|&|plus|\+)\s+(?:(?:his|her|their|the|our|my)\s+)?(?P<rest>[^.;!?\n]*)"
)
#: Names listed as a sentence's subject, the "them" :data:`_THEM` points back at.
_LISTED = compile_kept(
    rf"(?P<names>{_PERSON}(?:\s*,\s*{_PERSON})*(?:\s*,)?\s+(?:and|&)\s+{_PERSON})"
    r"\s+(?:are|will|'ll|arrive|come|fly|flew|visit|join)"
)
#: Names listed under a label and a count under another, each its own field: "Panel: Ana, Raj
#: and Li. Candidate: 1." (evals45: read as 1, the three named left out). The count's label
#: must be people of its own (:data:`_TOTALS` are the whole group, not more of it).
_LABELLED = compile_kept(
    rf"(?:^|(?<=[.!?;\n]))[ \t>*-]*[A-Z][a-z]+(?:[ \t][a-z]+)?[ \t]*:[ \t]*"
    rf"(?P<who>{_PERSON}(?:\s*,\s*{_PERSON})*(?:\s*,)?\s+(?:and|&)\s+{_PERSON})[ \t]*[.;]?"
    r"(?:[ \t]*\n[ \t>*-]*|[ \t]+)(?P<label>[A-Za-z]+)[ \t]*:[ \t]*(?P<n>\d{1,3})[ \t]*(?:[.;]|$)",
    re.M,
)
#: Labels whose count is the whole group: "Attendees: Ana, Raj and Li. People: 4." is 4.
_TOTALS = frozenset(
    ("people", "persons", "pax", "attendees", "participants", "headcount", "total", "count",
     "size", "seats", "capacity", "number", "group")
)  # fmt: skip
#: Capitalised words that are no person: what a request names beside people.
_NOT_PEOPLE = frozenset(
    (
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
        "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "sales", "marketing", "finance", "legal", "engineering",
        "product", "design", "hr", "it", "ops", "support", "management", "team", "i", "hi",
        "hello", "hey", "dear", "thanks", "cheers", "book", "please",
    )
)  # fmt: skip
#: What may follow a bare count that ends its phrase: a mark, or the day or time it is for.
_PHRASE_END = compile_kept(
    r"[),;.!?]|on|at|am|um|el|le|next|this|tomorrow|today|morgen|manana|demain|"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri)(?:day)?|montag|dienstag|mittwoch|donnerstag|"
    r"freitag|lunes|martes|miercoles|jueves|viernes|lundi|mardi|mercredi|jeudi|vendredi"
)
#: People words "my 4 direct reports" ends with that are no plural of a person's word.
_REPORTS = (["reports"], ["directs"])


def _beside(text: str) -> Iterator[tuple[str, str]]:
    """Each (who, rest) of a person said before "and N <people>": after "for", "with", … or a
    colon (:data:`_BESIDE`), or opening a sentence (:data:`_OPENING`), where the one named there
    is no word for people ("Engineers and 3 guests") nor the sentence's verb ("Book and …")."""
    for m in _BESIDE.finditer(text):
        yield m.group("who"), m.group("rest")
    for m in _OPENING.finditer(text):
        who, rest = m.group("who") or m.group("who2"), m.group("rest") or m.group("rest2")
        said = tokens(fold(who))
        if said and not any(is_people(said, k) for k in range(len(said))):
            yield who, rest
    for m in _LABELLED.finditer(text):
        label = m.group("label").casefold()
        if label not in _TOTALS:  # "Candidate: 1" is 1 more, "Candidate: 1." as "1 candidate"
            yield m.group("who"), f"{m.group('n')} {label}"
    for m in _THEM.finditer(text):
        listed = list(_LISTED.finditer(text, 0, m.start()))
        if listed:
            yield listed[-1].group("names"), m.group("rest")


def named_beside(text: str, count: int, rooms: frozenset[str]) -> int:
    """How many people ``text`` names beside a count that is ``count`` ("for Sam and 3
    clients": 1), 0 where none ("for me and 3 clients" is counted where "me" is read)."""
    for who_said, rest in _beside(text):
        toks = tokens(fold(rest))
        if not toks:
            continue
        value = int(toks[0]) if toks[0].isdigit() else word_value(toks[0])
        people = any(is_people(toks, k) or toks[k : k + 1] in _REPORTS for k in (1, 2, 3))
        people = people or (toks[1:2] == ["from"] and toks[2:3] != [] and toks[2].isalpha())
        people = people or len(toks) == 1  # "für ihn und 3.": the count ends the clause
        # "for him + 5 on Tuesday", "(her + 2)", "for Priya + 4, Thursday": the count ends its
        # phrase, a day or a time after it (itemsheld38: read 5, 2 and 4, a seat short)
        people = people or _PHRASE_END.fullmatch(toks[1]) is not None
        # "for Sam + 4 more on Tuesday": more people besides the one named (itemsheld39: read 4)
        people = people or (
            toks[1] == "more" and (len(toks) == 2 or _PHRASE_END.fullmatch(toks[2]) is not None)
        )
        who = [fold(w.strip()) for w in re.split(r"\s*(?:,|\band\b|&)\s*", who_said) if w.strip()]
        said = len(who)
        while who and who[-1] in _SELF:  # "Sam, me and 2 clients": "me" is read with the count
            who.pop()
        if value is None or value + said - len(who) != count or not people:
            continue
        if any(k in rooms or k.split()[0] in _NOT_PEOPLE for k in who):
            continue
        if who:
            return len(who)
    return 0


#: People named after a count and added to it: "for 4 people plus Sam", "for the 4 of us + Jan",
#: "3 new folks plus me and Dana" (items32: each read without the names, a room a seat or two
#: short). The names end the clause, or a day or a preposition follows them.
_AFTER = compile_kept(
    r"\b(?P<n>\d+|[A-Za-z]+)(?P<size>-(?:person|people|member|strong))?"  # "our 6-person team"
    r"(?P<what>(?:\s+[a-z']+){0,3}?)\s*,?\s*"  # "7 people, plus Ana"
    r"(?:plus|\+|&|and|und|y|et|mas|m\u00e1s)\s+"
    rf"(?P<who>{_WHO}(?:\s*,\s*{_WHO})*(?:\s*,?\s*(?:and|&|und|y|et)\s+{_WHO})?)"
    r"(?:\s+(?i:herself|himself))?"  # "plus Ana herself" (itemsheld37: read 7 for 8)
    # a note in brackets after the name: "+ Ana (new)" (outside tester 38: read without Ana)
    r"(?=\s*(?:[.,;:!?)\u2013\u2014-]|$)|\s+\((?i:new|joining|too|also)\)"
    r"|\s+(?i:on|am|el|le|this|next|for|to|at|in)\b)"
)


def named_after(text: str, count: int, rooms: frozenset[str]) -> int:
    """How many people ``text`` names after a count that is ``count`` and adds to it ("for 4
    people plus Sam": 1), 0 where none; "me" among them is read with the count already ("3 new
    folks plus me and Dana" is 4 before Dana)."""
    for m in _AFTER.finditer(text):
        value = int(m.group("n")) if m.group("n").isdigit() else word_value(fold(m.group("n")))
        what = tokens(fold(m.group("what")))
        sized = m.group("size") is not None and len(what) <= 2  # "6-person team plus Priya"
        if value is None or not (
            not what
            or sized
            or what in (["of", "us"], ["of", "them"])
            or is_people(what, len(what) - 1)
        ):
            continue
        who = [
            fold(w.strip())
            for w in re.split(r"\s*(?:,|\band\b|&|\bund\b|\by\b|\bet\b)\s*", m.group("who"))
            if w.strip()
        ]
        selves = sum(1 for w in who if w in _SELF)
        if value + selves != count:
            continue
        others = [w for w in who if w not in _SELF]
        if not others or any(w in rooms or w.split()[0] in _NOT_PEOPLE for w in others):
            continue
        return len(others)
    return 0


#: A person said to come besides those counted: "Oh wait, Sam is coming too", "my manager is
#: joining as well", "Tom and Ana will also join". Read as 3 and 6 where 4 and 7 were meant, a
#: room one seat short (outside tester 30b). Not one who joins from afar ("… joining remotely too").
_ROLE = (
    r"(?i:my|our|the|their|his|her)\s+(?:(?i:hiring|new|line|project|team|account|sales|"
    r"deputy|senior|junior)\s+)?(?:manager|boss|lead|director|colleague|coworker|"
    r"co-worker|intern|assistant|client|guest|cto|ceo|vp|teammate|mentor|supervisor|coach|"
    r"trainer|host|chair)"
)
_JOINER = rf"(?:{_PERSON}|{_ROLE})"
#: The people said to come: one or two of them, or the writer with one ("my director and I",
#: "Sam and I", "I": outside tester 38, "for our 3 guests from Acme; my director and I will
#: attend too" read 3).
_COMERS = rf"(?:{_JOINER}(?:\s+and\s+(?:{_JOINER}|I))?|I)"
_TOO = compile_kept(
    rf"(?:^|[.!?;,:\u2013\u2014-]\s*|\b(?i:and|oh|also|wait)\s+)(?P<who>{_COMERS})"
    r"\s+(?i:is|'s|are|am|'m|will|'ll|will\s+be|'ll\s+be)\s+(?i:also\s+)?"
    r"(?:(?i:coming|joining|attending|come|join|attend|be\s+there)(?:\s+(?i:us))?"
    r"(?P<how>[^.;!?\n]*?)\s*(?i:too|as\s+well)\b"
    # joining the people counted: "my manager and I will join them", "… will sit in"
    r"|(?i:join(?:ing)?\s+them|sit(?:ting)?\s+in)\b(?P<with>[^.;!?\n]*))"
)
#: Right before a sentence's first word (or a chat line's, after its sender's "Lea:"): the
#: too-less "… will join them" is read there alone,
#: since a list the count opens reads the people after its comma ("for the 5 trainees, the
#: trainer and I will also join them": 7, not 9).
_SENTENCE_START = compile_kept(r"(?:^|[.!?;:\n])\s*(?:(?:and|oh|also|wait)\s+)?$")
#: Words that count the writer among those the count gives: "the 4 of us", "we are 6".
_WE = compile_kept(r"(?i)\b(?:of\s+us|we|we're|we'll|us)\b")
_AFAR = compile_kept(r"(?i)\b(?:remote\w*|online|virtual\w*|dial\w*|phone|zoom|teams|video|call)\b")


def joining_too(text: str) -> int:
    """How many people ``text`` says come too, besides the count it gives (:data:`_TOO`)."""
    added = 0
    for m in _TOO.finditer(text):
        who = re.split(r"\s+and\s+", m.group("who"))
        said_first = _SENTENCE_START.search(text, 0, m.start("who")) is not None
        if not said_first and (m.group("with") is not None or m.group("who").endswith("I")):
            continue  # "for the 5 trainees, the trainer and I will also join them": listed there
        if _AFAR.search(m.group("how") or m.group("with") or "") or any(
            w.split()[-1].casefold() in _NOT_PEOPLE for w in who if w != "I"
        ):
            continue
        # the writer is one more only where the count is of others ("our 3 guests"), not one
        # that counts them already ("the 4 of us; I'll attend too")
        added += len(who) - (1 if "I" in who and _WE.search(text) else 0)
    return added


#: One person meeting a count of others: "I'm meeting 3 clients", "Ben is interviewing 2
#: candidates", "my boss is hosting 4 investors". Read as the others alone (3, 2, 4), a room a
#: seat short (itemsheld37); not "we're meeting 3 clients" (how many are we?).
_HOST = compile_kept(
    rf"(?:\b(?i:i'?m|i\s+am|i'?ll\s+be|i\s+will\s+be)|(?P<who>{_JOINER})\s+(?i:is|'s|will\s+be))\s+"
    r"(?i:meeting(?:\s+with)?|interviewing|hosting|seeing|welcoming|training|mentoring|"
    r"coaching|receiving|onboarding)\s+"
    r"(?:(?i:our|my|his|her|their|the|some)\s+)?(?P<n>\d+|[A-Za-z]+)(?P<what>(?:\s+[a-z'-]+){1,2})"
)


def host_beside(text: str, count: int) -> int:
    """1 where ``text`` has one person meet others who are ``count`` (:data:`_HOST`), else 0."""
    for m in _HOST.finditer(text):
        n = m.group("n")
        value = int(n) if n.isdigit() else word_value(fold(n))
        what = tokens(fold(m.group("what")))
        who = m.group("who")
        if value != count or not any(is_people(what, k) for k in range(len(what))):
            continue
        if who is not None and who.split()[-1].casefold() in _NOT_PEOPLE:
            continue
        return 1
    return 0
