"""The words around a number that make it a head count: a people word after it ("6 people",
"5 engineers", "the 4 of us"), or a word before it ("for 6", "seats 8", "team of 5"), past a
hedge ("for around 7"). :mod:`arena.model.task` judges each number of a request with these, and
so does its reading of times and meetings.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.numbers import Number, word_value
from arena.wording.people import DETERMINERS, MORE_PEOPLE, ONE_PERSON, SELF


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: words that add a count to another ("4 engineers plus 2 designers")
SUM = _words("plus + and with und mit sowie y mas con et avec & also additional extra")
PEOPLE = _words(
    # English
    "people person persons ppl pax attendee attendees participant participants guest guests "
    "colleague colleagues coworker coworkers folks heads members teammates employees staff "
    "visitors clients customers friends delegates candidates seats chairs humans souls "
    "individuals adults kids children team teams devs pms execs reps hires newcomers newbies "
    "juniors seniors peoples guys gals ladies gentlemen "
    # German
    "personen person leute leuten teilnehmer teilnehmerinnen teilnehmende gaste gast kollegen "
    "kolleginnen kollege mitarbeiter mitarbeiterinnen mitarbeitende besucher kunden platze "
    "sitzplatze kopfe "
    # Spanish
    "personas persona asistentes participantes invitados invitadas invitado colegas companeros "
    "companeras miembros empleados clientes visitantes plazas asientos sillas "
    # French
    "personnes personne invites invitees collegues collaborateurs membres employes visiteurs "
    "gens places sieges"
)
#: "5 engineers", "8 analysts", "6 developers": plural nouns for people, in any of the languages.
PEOPLE_SUFFIX = compile_kept(r"^[a-z]{3,}(ers|ors|ists|ants|ents|ees|ians|innen|eurs|euses|istas)$")
#: "the 4 of us", "d'entre nous": a people word of two words
OF_US = {("of", "us"), ("von", "uns"), ("de", "nosotros"), ("de", "nosotras"), ("de", "nous"),
          ("entre", "nous"),
          # "the client is visiting: 3 of them plus 2 of us" (items32: read as 2)
          ("of", "them"), ("von", "ihnen"), ("de", "ellos"), ("d'entre", "eux")}  # fmt: skip
#: words right before a number that make it the head count
BEFORE = _words(
    "for fur para pour seats seat seating fits fit holds hold capacity headcount "
    "are re were be sind seien werden somos seremos seran sommes serons sera est soit "
    "sit accommodate accommodates"
)
#: Before "of N": a gathering of N people ("a workshop of nine", "a class of 20"), read as the
#: count beside other numbers too ("… Two of the nine will join remotely": ux29).
GROUP = _words(
    "team group party total crew gruppe teams equipo grupo equipe groupe workshop class cohort "
    "committee panel delegation board"
)
OF = _words("of von aus mit de")
#: words that leave a count a count ("for around 7 people"); skipped to the word before them
HEDGES = _words("around about approximately approx roughly circa ca some ungefahr etwa rund "
                 "gegen unos unas aproximadamente environ vers ~")  # fmt: skip


#: People words for everyone there, not one kind of them: "6 people, 2 engineers and 4
#: designers" is six, while "4 engineers, 2 designers and our PM" lists kinds to add up.
EVERYONE = _words(
    "people peoples person persons ppl pax folks heads humans souls individuals attendees participants "
    "seats chairs team teams us personen leute leuten teilnehmer teilnehmende sitzplatze "
    "personas asistentes participantes plazas asientos personnes gens places sieges nous"
)
#: Joiners before an "N PM" that may be a product manager ("4 engineers + 1 PM + me"); after
#: "+" or "plus" it is one, after "and" or a comma only when more people follow.
_PM_SUM, _PM_LIST = _words("+ plus & mas"), _words("and und y et ,")


#: Between the two times of a range: "2pm-3pm", "2pm to 3pm", "14 bis 15 Uhr".
_UNTIL = _words("- \u2013 \u2014 to till til until bis")


def pm_people(toks: list[str], found: list[Number]) -> list[str] | str:
    """``toks`` with an "N PM" joined to a count of people read as N managers ("4 engineers + 1
    PM + me" is six, not four and a time of 1pm); a reason where it may be either ("4 engineers,
    1 PM on Tuesday"). After a count of everyone ("6 people, 1pm Tuesday") it stays a time."""
    out = list(toks)
    for n in found:
        j, after = n.start - 1, toks[n.end + 1 : n.end + 3]
        if not (
            n.digits and toks[n.end : n.end + 1] == ["pm"] and j >= 1 and is_people(toks, j - 1)
        ):
            continue
        if toks[j] not in _PM_SUM and toks[j] not in _PM_LIST:
            continue
        if after[:1] and after[0] in _UNTIL and after[1:2] and after[1].isdigit():
            continue  # "me and my boss, 2pm-3pm", "2pm to 3pm": a time's range (items33)
        more = (
            bool(after)
            and after[0] in _PM_SUM | _PM_LIST
            and (
                after[1].isdigit()
                or after[1] in SELF
                or after[1] in DETERMINERS
                or is_people(after, 1)
            )
        )
        if toks[j] in _PM_SUM or more:
            out[n.end] = "manager"
        elif toks[j - 1] not in EVERYONE:
            return f"'{n.value} PM' may be a time or {n.value} product manager(s)"
    return out


def is_people(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` is a word for people ("people", "engineers", "of us")."""
    tok = toks[i] if i < len(toks) else ""
    if tok in PEOPLE or tok in ONE_PERSON or tok in MORE_PEOPLE or PEOPLE_SUFFIX.match(tok):
        return True
    if tok in ("reports", "report") and i > 0 and toks[i - 1] == "direct":
        return True  # "two managers and 5 direct reports" (itemsheld39: read 2, not 7)
    if tok == "invited" and i > 0 and (toks[i - 1].isdigit() or word_value(toks[i - 1])):
        return True  # "12 invited, 3 declined": those asked, of whom some are away (items42b)
    return tuple(toks[i : i + 2]) in OF_US or (
        tok == "d" and toks[i + 1 : i + 4] == ["'", "entre", "nous"]
    )


def people_after(toks: list[str], n: Number) -> int | None:
    """The index of the people word after ``n`` (up to two adjectives between), else ``None``."""
    for i in range(n.end, min(n.end + 3, len(toks))):
        if is_people(toks, i):
            return i
        if toks[i] == "-":  # "a 6-person stand-up"
            continue
        if not toks[i].isalpha() or toks[i] in SUM or toks[i] in BEFORE:
            return None
        if word_value(toks[i]) is not None:  # "12 but four people": the people are the four's
            return None
    return None


def word_before(toks: list[str], n: Number) -> tuple[str, str]:
    """The word right before ``n``, and the one before that past any hedge ("for around 7")."""
    i = n.start - 1
    prev = toks[i] if i >= 0 else ""
    while i >= 0 and toks[i] in HEDGES:
        i -= 1
    return prev, toks[i] if i >= 0 else ""


#: Between "for" and a count that ends its phrase: "for the 5.", "for the usual five plus one"
#: (requests43: "the" hid the "for", so "the five plus one" read 5 and "the 5 plus 1" no count).
_THE = frozenset(("the", "usual", "same", "whole"))
_ENDS = frozenset(("plus", "+", "please", "pls"))


def sized_one(toks: list[str], n: Number) -> bool:
    """Whether ``n`` is the "one" of a room named by its size: "the 8-seat one", "the 8 seat
    one" (evals45: read as a count of 1, "seat" before it, beside "for 5")."""
    if toks[n.start : n.end] != ["one"] or n.start < 2 or toks[n.start - 1] not in _SIZE_NOUNS:
        return False
    k = n.start - 2 - (toks[n.start - 2] == "-")
    return k >= 0 and toks[k].isdigit()


_SIZE_NOUNS = frozenset(("seat", "seats", "seater", "person", "people", "pax"))


def strong_before(toks: list[str], n: Number) -> bool:
    real = word_before(toks, n)[1]
    if real in BEFORE:
        return not sized_one(toks, n)
    k = n.start - 1
    while k > 0 and toks[k] in _THE:
        k -= 1
    after = toks[n.end] if n.end < len(toks) else ""
    if k < n.start - 1 and toks[k] in BEFORE and (not after.isalnum() or after in _ENDS):
        return True
    field = _field_before(toks, n.start)
    if field is not None:  # "*Attendees:* 8" in a Jira ticket, "|Headcount|9|" in its table
        return field in COUNT_FIELDS
    if real == ":":  # a form's field: "Attendees: 6", "Pax: 12" beside "1 room", "P3", "FAC-2231"
        at = max(i for i in range(n.start) if toks[i] == ":")
        return at > 0 and toks[at - 1] in COUNT_FIELDS
    return real in OF and n.start > 1 and toks[n.start - 2] in GROUP


#: Marks a ticket or Markdown puts around a field's name ("*Pax:*", "**Pax:**", "`pax`:").
_MARKUP = frozenset("*_`")


def _field_before(toks: list[str], at: int) -> str | None:
    """The field's name where a value at ``at`` follows it past markup: "*Attendees:* 8",
    "|Headcount|9|" (items35: read as no count beside a ticket's other numbers)."""
    k = at - 1
    while k >= 0 and toks[k] in _MARKUP:
        k -= 1
    if k < 1 or toks[k] not in (":", "|") or (toks[k] == ":" and k == at - 1):
        return None  # a plain "Pax: 12" is read below, as before
    k -= 1
    while k >= 0 and toks[k] in _MARKUP:
        k -= 1
    return toks[k] if k >= 0 else None


#: A form's field that holds the head count (outside tester 34: read as no count beside others).
COUNT_FIELDS = _words(
    "attendees attendee pax people persons participants guests headcount head count size who "
    "teilnehmer teilnehmende personen participantes personas asistentes personnes invites"
)


#: words before a count that take it from the one before ("10 people minus 2", "except 3")
MINUS = _words("minus less excluding except ohne menos excepto sauf moins")
_NOT = [(r"\bcan ' t\b", "can not"), (r"\bwon ' t\b", "will not"), (r"n ' t\b", " not"),
        (r" ' ll\b", " will"), (r" ' re\b", " are"), (r" ' s\b", " is")]  # fmt: skip
#: Who said no to an invitation: of those invited, where fewer than them (:func:`declined`).
_DECLINED = r"(?:(?:have|has|had) )?(?:declined|said no|turned it down|sent (?:their )?regrets)"
_DECLINED_AFTER = LazyPattern(rf"^(?:people |persons |of them |of us |guests )?{_DECLINED}\b")
#: After a count, words that say those people will not be in the room ("3 are remote", "2 of
#: them dial in", "2 can't come"): they need no seat. "out", "off" and "away" only after a verb
#: ("2 are out"), so that "2 out of 10" is not read as two away.
_ABSENT = LazyPattern(
    r"^(?:(?:(?:of|among) (?:them|whom|those|these|us|(?:the|those|these) \w+)|davon|von (?:ihnen|uns|denen)|"
    r"de (?:ellos|ellas|nosotros|nosotras)|d ' entre (?:eux|elles|nous)|parmi (?:eux|elles|nous)) )?"
    r"(?:(?:are|is|will|would|be|joining|join|joins|attending|attend|attends|working|work|works|"
    r"participating|participate|going|to|from|sind|ist|werden|nehmen|arbeiten|estan|estaran|son|"
    r"seran|participan|trabajan|seront|sont|participent|travaillent) ){0,3}"
    r"(?:remote|remotely|online|virtual|virtually|wfh|from home|absent|"
    r"virtuell|remote teil|online teil|im home ?office|von zu ?hause|per (?:zoom|telefon|teams)|"
    r"en remoto|remotos?|remotas?|en linea|desde casa|por (?:video|videollamada|zoom|telefono|"
    r"teams|meet|webex)|"
    # "Seremos 7, pero 2 se conectan por Teams", "dont 2 sur Teams" (requests45: read 7)
    r"(?:se )?conectan (?:por|en|desde) \w+|(?:sur|via) (?:teams|zoom|meet|webex)|"
    r"en visio|en teletravail|en distanciel|a domicile|par (?:visio|zoom|telephone|teams)|"
    r"(?:by|on|via|over) (?:zoom|video|phone|the phone|teams|webex|meet)|"
    r"(?:dial|dials|dialing|dialling|call|calls|calling|phoning|zooming) in|"
    r"on (?:leave|holiday|holidays|vacation|pto)|"
    # "12 of us, but 4 (people) dropped out" (held-out tester 40: booked for the 4 who left)
    r"(?:(?:have|has|had) )?(?:dropped out|dropped off|pulled out|backed out|bailed|cancelled|"
    r"canceled)|"
    # "12 invited, 3 (have) declined", "3 said no" (items42b: not read as away)
    rf"{_DECLINED}|"
    r"(?:not|never) (?:coming|come|attending|attend|there|joining|join|make it|making it|"
    r"be there|be coming|in person|in the office)|"
    r"(?:are|is|be) (?:out(?! of\b)|off|away|out of (?:the )?office)|"
    r"(?:can|could|will|would) not (?:come|make it|attend|join|be there)|"
    r"en ligne|a distancia|a distance|per video|zugeschaltet)\b"
)


def _absent_after(toks: list[str], n: Number) -> bool:
    """Whether the people counted by ``n`` are said not to be in the room (``_ABSENT``)."""
    i = n.end
    if is_people(toks, i):  # "3 people are remote", "2 of us dial in"
        i += 2 if tuple(toks[i : i + 2]) in OF_US else 1
    text = " ".join(toks[i : i + 10])
    for pattern, plain in _NOT:
        text = re.sub(pattern, plain, text)
    return bool(_ABSENT.match(text))


def declined(toks: list[str], n: Number) -> bool:
    """Whether ``n`` counts people who declined ("3 declined", "5 people said no"): as many as
    or more than those counted, they are others ("… for 4. P.S. 5 people declined": regress42,
    4), not people of the count away."""
    return bool(_DECLINED_AFTER.match(" ".join(toks[n.end : n.end + 6])))


#: Between a count and the people of it who are away: "10 of us, but 3 are remote", "8 people on
#: Monday; 2 of whom dial in"
_CONTRAST = (
    _words(
        "but and though although however while whereas yet of whom including incl davon "
        "darunter wovon aber pero dont mais"
    )
    | _words(", ; . : - ( \u2013 \u2014 on this next coming am el le la")
    | frozenset(DAY_WORDS)
    | frozenset(ABBREV)
)


#: What a whole group does, said before some of it are away: "10 of us are coming, but 3 …".
_COMING = _words("are will were be coming attending joining there here in going")


#: Words that open a clause set against the one before: "We're 9 for the kickoff, but 3 …".
_BUT = _words("but though although however yet whereas while aber doch pero mais")
#: What opens the clause of people away after the group's own clause: "but", or a clause mark
#: ("We're 9 for the kickoff; 3 are remote").
_OPENS = _BUT | _words(", ; . : - ( \u2013 \u2014")


#: Right after a count joined by "and", a bare word of people away, no verb and no "of them":
#: "5 people and 2 remote" are 2 more who take no seat, as "5 Personen und 2 remote", "5
#: personas y 2 en remoto" read (counts48: read 3); "10 of us and 3 are remote", "… and 2 of
#: them remote" still take them from the count.
_ADDED_AWAY = LazyPattern(
    r"(?:(?:people|persons|colleagues|guests|others|more) )?(?:joining )?(?:remote|remotely|"
    r"online|virtual|virtually|wfh|from home|(?:dialling|dialing|calling|phoning) in|"
    r"(?:by|on|via|over) (?:zoom|video|phone|the phone|teams|webex|meet))\b"
)


def away(toks: list[str], end: int, n: Number) -> bool:
    """Whether ``n`` counts people of the count ending at ``end`` who will not be in the room
    ("10 of us, but 3 are remote", "10 people minus 2"): they are taken from it, not added. The
    group's own clause may go on before them ("We're 9 for the kickoff on Friday, but 3 are
    remote", outside tester 27: read as 9) where a "but" or a clause mark opens theirs."""
    between = toks[end : n.start]
    if between[:1] in (["are"], ["will"], ["were"]):  # "10 of us are coming, but 3 are remote"
        between = between[next((k for k, t in enumerate(between) if t not in _COMING), 0) :]
    if between and between[-1] in MINUS:
        return all(t in _CONTRAST for t in between[:-1])
    if (
        between[-1:] == ["and"]
        and not _BUT.intersection(between)
        and _ADDED_AWAY.match(" ".join(toks[n.end : n.end + 3]))
    ):
        return False  # "5 people and 2 remote": 2 more, away (as "+ 2 remote"), not 2 of the 5
    if len(between) <= 8 and all(t in _CONTRAST for t in between):
        return _absent_after(toks, n)
    opens = [k for k, t in enumerate(between) if t in _OPENS]
    return (
        bool(opens)
        and len(between) <= 16
        and all(t in _CONTRAST for t in between[opens[-1] :])
        and not any(t.isdigit() for t in between)
        and _absent_after(toks, n)
    )


#: After "10-person", words that make it the size of a room, not of the group
ROOM_NOUNS = _words("room rooms meeting conference space one raum zimmer sala salle")


def room_size(toks: list[str], n: Number, end: int) -> bool:
    """Whether a counted number sizes a room rather than the group ("a 10-person room", "una
    sala de 10 personas"): outside tester 7 had "a 10-person room for 8 of us" read as 10."""
    after = toks[end] if end < len(toks) else ""
    before = toks[max(0, n.start - 2) : n.start]
    return end > n.end and (
        after in ROOM_NOUNS
        or (before[-1:] == ["de"] and before[0] in ROOM_NOUNS)
        or toks[end - 1] in THINGS
    )


#: People words that count things in the room, not people: "and 10 chairs would be nice" sizes
#: the room, and is never added to "for 4" (outside tester 9 had it read as 14). Alone ("a room
#: with 8 seats") such a count is still the room's size asked for.
THINGS = _words(
    "seats seat chairs chair sitzplatze platze stuhle plazas asientos sillas places sieges chaises"
)
_INCLUDING = _words(
    "including incl inklusive inkl davon darunter incluidos incluyendo incluidas dont compris "
    "among whom"
)


#: After "N of us" / "one of the team", words that go on counting or placing the group ("four of
#: us on Tuesday", "two of us plus a guest") rather than say what those people do.
_GOES_ON = (
    SUM
    | MINUS
    | _words("on at in for from this next coming am um el le la en au to only just total all")
    # a dictated clause's end, no mark: "three of them and two of us so book a room yeah" (items35
    # read 3, "two of us" as people doing something)
    | _words("so then please pls plz thanks thank yeah ok okay")
    | frozenset(DAY_WORDS)
    | frozenset(ABBREV)
)
_PART_OF = _words("of von de entre d")


def partitive(toks: list[str], n: Number, end: int) -> bool:
    """Whether ``n``, its people word ending at ``end``, counts some of a group with what they do
    ("one of us uses a wheelchair", "one of the team needs a quiet spot", "uno de nosotros usa"):
    people among those counted, which is the head count only when no other count is said."""
    if n.end >= len(toks) or toks[n.end] not in _PART_OF:
        return False
    nxt = toks[end] if end < len(toks) else ""
    return nxt.isalpha() and nxt not in _GOES_ON


def joined(toks: list[str], start: int, end: int, kinds: bool) -> bool:
    """Whether the words between two counts add them up ("plus", "and", not "including"); a
    comma alone does between ``kinds`` of people ("4 engineers, 2 designers and our PM")."""
    between = toks[start:end]
    if any(t in _INCLUDING for t in between):
        return False
    if len(between) > 6:
        # a short phrase on either side of the "plus", in one clause: "4 guests from Acme Corp
        # plus our account team of 3" is 7 (outside tester 34 read 4)
        at = next((i for i, t in enumerate(between) if t in SUM), len(between))
        return at <= 4 and len(between) - at <= 5 and not _CLAUSE_ENDS.intersection(between)
    return any(t in SUM for t in between) or (kinds and between == [","])


#: Marks that end a clause: counts on either side of one are not added up past six words.
_CLAUSE_ENDS = frozenset([".", ";", ":", "!", "?", "(", ")"])


def wholes(
    toks: list[str], numbers: list[Number], strong: list[tuple[Number, int]]
) -> tuple[list[Number], list[tuple[Number, int]]]:
    """The numbers and counts without a part of the group said with what it does: "One of us
    uses a wheelchair. 5 people, Thursday" is five, and so is "5 people, and one of us uses a
    wheelchair" (one of the five, not one more). Said before a larger count that adds to it, it
    stays a count ("Three of us will be there, plus 2 guests"), and alone it is the count ("Two
    of us need a room")."""

    def part(n: Number, end: int) -> bool:
        if _absent_after(toks, n):  # "We're 9 … but 3 of us will dial in": taken off, not one
            return False  # of the nine said with what they do (outside tester 27)
        return partitive(toks, n, end) and any(
            m.value > n.value and (m.start < n.start or not joined(toks, end, m.start, False))
            for m, _ in strong
            if m is not n
        )

    parts = {n.start for n, end in strong if part(n, end)}
    return (
        [n for n in numbers if n.start not in parts],
        [(n, end) for n, end in strong if n.start not in parts],
    )


def known_over_guessed(
    toks: list[str], strong: list[tuple[Number, int]]
) -> list[tuple[Number, int]]:
    """The counts without those whose people word is only guessed from its ending (``2
    monitors``, :data:`PEOPLE_SUFFIX`) where another count is said in known words ("the 6 of
    us", "for 6", "6 people") and the guessed one is not added up with such a count: "Karen is
    bringing 3 laptops and 2 monitors. Please book a room … for the 6 of us" is six (outside
    tester 27: read as 2). Counts of things are no head count; "5 engineers and 2 designers",
    with no count said otherwise, stay people, and so does "40 attendees and 3 speakers"."""

    def guessed(n: Number) -> bool:
        after = people_after(toks, n)
        if after is None or strong_before(toks, n):
            return False
        tok = toks[after]
        return bool(PEOPLE_SUFFIX.match(tok)) and not (
            tok in PEOPLE or tok in ONE_PERSON or tok in MORE_PEOPLE
        )

    flags = [guessed(n) for n, _ in strong]
    if all(flags) or not any(flags):
        return strong
    groups: list[list[int]] = []  # counts added up together: "3 speakers and 40 attendees"
    for i, (n, _) in enumerate(strong):
        if i and joined(toks, strong[i - 1][1], n.start, True):
            groups[-1].append(i)
        else:
            groups.append([i])
    return [strong[i] for g in groups if not all(flags[i] for i in g) for i in g]
