"""Head counts said as a list of people by name: "a room for Alice, Bob and Carol", "Ana, Ben
and me", "for me, Priya and Tom", "It'll be me, Priya, Tom, Alex and Sam on Thursday".

Split from :mod:`arena.model.count_said` (outside tester 13 had "a room for Alice, Bob and Carol"
unread, tester 16 a leading "me" dropped). A list is counted from its first person: outside
tester 18's "It'll be me, Priya, Tom, Alex and Sam" was read from "Priya" on (4 of 5), because
the list's own opening followed a word ("be") that does not lead into one. The people before such
a tail, each with its comma, belong to it.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import compile_kept
from arena.wording.numbers import fold
from arena.wording.people import DETERMINERS, ONE_PERSON, SELF, UNSIZED


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Groups named in a list of names are of unsaid size: "for Sales and Marketing"
TEAMS = _words(
    "sales marketing finance legal engineering eng product design hr it ops operations support "
    "management leadership security accounting research data platform infra qa board devops "
    "vertrieb einkauf ventas finanzas ventes"
)
#: Words that make a name of two or three capitalised words a group's or a firm's, no person's
#: ("for Team Alpha and me", "Acme Corp", "New York Office", "Project Phoenix": regress34).
_ORGS = _words(
    "team project corp inc ltd llc gmbh office group committee board department dept crew squad "
    "panel club company labs council unit division branch partners staff"
)
#: People in a number not said, straight after "the", "their", ...: "the CEO, CFO and their
#: assistants" (regress34: read as 2).
_UNSIZED_MANY = _words(
    "teams groups departments crews squads assistants reports colleagues staffers guests "
    "visitors families"
)
#: Words that may open a sentence in capitals and are no one's name
_OPENERS = _words(
    "book please can could would room need hi hello hey reserve reserva reserve buche buch "
    "bitte raum sala salle we our i the a for une un una ein eine prenota boek"
)
_NAME = compile_kept(r"\b[A-Z][a-z\u00c0-\u00ff]+\b")
_LIST_JOIN = _words("and und y et & e en")
_LEAD = _words("for fur para pour per voor with mit con avec")
#: Before a list of people, verbs that have them come ("we need Ana, Ben and me", "attendees
#: are …", "inviting …"), and a colon ("Tuesday: me, Ana and Ben")
_HAVE = _words(": need needs invite inviting bring bringing host hosting seat are including")
#: Before a list led by the writer, "is" and "are": "it's me, Ana, Raj", "we are me, Ana, Raj"
_BE = _words("s be is are re sind somos sommes")
#: Before a list, a word that says it is everyone: "Just me and Tom on Monday" is two.
_JUST = _words("just only nur solo seulement juste")
#: Marks that end a clause: a list may start right after one
_CLAUSE_END = _words(". ; ! ? , ( ) \u2014 \u2013 -")
#: Before a name, words that greet the reader: "Hi Tom, Ana and Ben need a room" is two people
_GREETINGS = _words("hi hello hey dear thanks thank cheers hallo hola bonjour salut")


def prev_is(toks: list[str], i: int, mark: str) -> bool:
    return i > 0 and toks[i - 1] == mark


def _person_at(toks: list[str], k: int) -> int:
    """How many tokens "my boss" / "our new intern" at ``toks[k]`` take, 0 where none does."""
    if toks[k] not in DETERMINERS:
        return 0
    return next((j + 1 for j, w in enumerate(toks[k + 1 : k + 3], 1) if w in ONE_PERSON), 0)


def _person_before(toks: list[str], j: int, capital: set[str]) -> int | None:
    """Where the person that ends at ``toks[j]`` starts ("me", "Priya", "my boss"), else
    ``None``; a name after a greeting ("Hi Tom, …") is the reader, not one of the list."""
    tok = toks[j] if 0 <= j < len(toks) else ""
    if tok in SELF or tok in capital:
        return None if j and toks[j - 1] in _GREETINGS else j
    for k in (j - 1, j - 2):
        if k >= 0 and _person_at(toks, k) == j + 1 - k:
            return k
    return None


def _extended(toks: list[str], i: int, capital: set[str]) -> tuple[int, int]:
    """The people listed before the list that starts at ``toks[i]``, each before a comma ("me, |
    Priya, Tom and Sam"), and the group names among them."""
    more, groups = 0, 0
    while i >= 2 and toks[i - 1] == ",":
        start = _person_before(toks, i - 2, capital)
        if start is None:
            break
        more, groups, i = more + 1, groups + (toks[start] in TEAMS), start
    return more, groups


def named_list(text: str, toks: list[str], taken: frozenset[str]) -> int | str | None:
    """How many people a list of names says ("a room for Alice, Bob and Carol", "Ana, Ben and
    me", "for me, Priya and Tom", "for Priya, Tom, Alex, Sam, Jo"); ``None`` where no such list
    is; a reason where it names a group ("for Sales and Marketing", "Alice and the design
    team"). ``taken`` are capitalised words that are rooms or days, never names. A list may
    start with the person ("me", "myself") or someone's role ("my boss"), but names someone;
    one without "and" counts only after "for"/"with" (outside tester 16: "for me, Priya and
    Tom" was read as 2, "for myself, Priya and Tom" as 1). The people before its first comma
    count too, whatever word comes before them (:func:`_extended`)."""
    capital = {fold(w) for w in _NAME.findall(text)} - taken - _OPENERS
    toks = _without_asides(toks, capital)
    for i in range(len(toks)):
        role = toks[i] in ONE_PERSON and prev_is(toks, i, ":")  # "Attendees: CEO, CFO, …"
        opens = toks[i] in capital or toks[i] in SELF or _person_at(toks, i) or role
        j = i - 1 - (i > 0 and toks[i - 1] in _JUST)  # "just me and Tom", "for only Ana and me"
        prev = toks[j] if j >= 0 else ""
        writer = toks[i] in SELF and (prev in _BE or prev in _CLAUSE_END or j < 0)
        if not opens or (j >= 0 and prev not in _LEAD | _CLAUSE_END | _HAVE and not writer):
            continue
        count, k, closed, group, named = 0, i, False, False, False
        sep = ""  # the list's own separator: "," or, as calendars write it, ";" (items35)
        while k < len(toks):
            tok = toks[k]
            if tok in capital:
                group, count, k, named = group or tok in TEAMS, count + 1, k + 1, True
                # a surname or a role's second word: "Mary Smith", "General Counsel" is one
                first = k - 1
                while k < len(toks) and toks[k] in capital and toks[k] not in TEAMS:
                    k += 1
                # ... but "Team Alpha", "Acme Corp", "New York Office" are no one (regress34)
                group = group or (k - first > 1 and any(t in _ORGS for t in toks[first:k]))
            elif tok in ONE_PERSON and (k > i or role):  # "CEO, CFO, COO and me": a bare role
                count, k, named = count + 1, k + 1, True
            elif k > i and _qualified_role(toks, k):  # "manager, skip manager, me" (items35)
                count, k, named = count + 1, k + 2, True
            elif _person_at(toks, k):  # before "me": Spanish "mi jefe" is "my boss" (items33)
                count, k = count + 1, k + _person_at(toks, k)
            elif tok in SELF:
                count, k = count + 1, k + 1
            elif tok in DETERMINERS and (
                any(w in UNSIZED for w in toks[k + 1 : k + 3])
                or any(w in _UNSIZED_MANY for w in toks[k + 1 : k + 2])  # "their assistants"
            ):
                return "it names a group without saying how many people are in it"
            else:
                break
            if k < len(toks) and toks[k] in _LIST_JOIN:
                closed, k = True, k + 1
            elif k < len(toks) and toks[k] in (",", ";") and not closed and sep in ("", toks[k]):
                sep, k = toks[k], k + 1
                if k < len(toks) and toks[k] in _LIST_JOIN:  # "Ana, Raj, and Li" (requests45: 2)
                    closed, k = True, k + 1
            else:
                break
        unclosed = not closed and prev in _LEAD | {":"} and count >= 2  # not "we need Ana, Ben"
        # led by the writer, three or more to the clause's end: "it's me, Ana, Raj", "Tuesday —
        # me, Priya, Tom, Wen" (outside tester 34: no head count)
        ends = k >= len(toks) or toks[k] in _CLAUSE_END or not toks[k].isalnum()
        unclosed = unclosed or (not closed and writer and count >= 3 and ends)
        # opening the request, names then the writer: "Ana, Tom, me plus 2 guests — Aspen on
        # Wednesday" (heldout46: read 3, "me plus 2 guests")
        unclosed = unclosed or (not closed and j < 0 and count >= 3 and toks[k - 1] in SELF)
        if named and count >= 2 and (closed or unclosed):
            more, groups = _extended(toks, i, capital) if closed else (0, 0)
            if group or groups:
                return "it names a group without saying how many people are in it"
            return count + more
    return None


#: Words that say which of its kind a role is, one person with it: "skip manager", "line
#: manager", "hiring manager", "project lead", "external consultant".
_ROLE_KIND = _words(
    "skip line hiring project product program programme team tech technical account engineering "
    "sales external outside senior junior deputy acting interim general new"
)


def _qualified_role(toks: list[str], k: int) -> bool:
    """Whether ``toks[k:k + 2]`` is one person, a role with the word that says which ("skip
    manager"), ending the list's item."""
    return (
        toks[k] in _ROLE_KIND
        and k + 1 < len(toks)
        and toks[k + 1] in ONE_PERSON
        and (k + 2 >= len(toks) or not toks[k + 2].isalnum() or toks[k + 2] in _LIST_JOIN)
    )


#: A mail address: a person, named by the part before its "@" (items35: a calendar invite's
#: "Who:" above "• raj@acme.com", "• li@acme.com", … named no one, so no head count).
_ADDRESS = compile_kept(
    r"(?<![\w.+-])(?:mailto:)?([a-z][\w+-]*(?:\.[\w+-]+)*)@[\w-]+(?:\.[\w-]+)+", re.I
)


def addresses_as_names(text: str) -> str:
    """``text`` with each mail address written as the name it holds ("ana.lima@x.org": "Ana
    Lima"), so a list of addresses reads as the list of people it is, and no digit in one as a
    count ("ops2@x.org")."""
    return _ADDRESS.sub(
        lambda m: " ".join(
            w.title() for w in re.split(r"[._+-]+", re.sub(r"\d+", "", m.group(1))) if w
        ),
        text,
    )


#: A calendar file's attendee line: "ATTENDEE;CN=Ana:mailto:ana@x.io" (items35: three of them
#: read as no head count).
_ICS_ATTENDEE = compile_kept(r"^[ \t]*ATTENDEE\b[^:\n]*:(?:mailto:)?", re.M)


#: Its organiser's line: "ORGANIZER;CN=Pia:mailto:pia@co.example", with the address.
_ICS_ORGANIZER = compile_kept(r"^([ \t]*)ORGANIZER\b([^:\n]*:(?:mailto:)?)(\S*)", re.M)


def ics_attendees(text: str) -> str:
    """``text`` with a calendar file's attendee lines written as a list of people under an
    "Attendees:" line ("- ana@x.io"), which :func:`line_list` counts. The organiser is one of
    them where no attendee line has their address (outside tester 37: "ORGANIZER;CN=Pia" above
    two attendee lines read 2 for "a room for the organizer and attendees"); a calendar that
    lists the organiser as an attendee too counts them once."""
    first = _ICS_ATTENDEE.search(text)
    if first is None:
        return text
    attendees = text[first.start() :].lower()
    text = _ICS_ORGANIZER.sub(
        lambda m: m.group(0) if m.group(3).lower() in attendees else f"{m[1]}ATTENDEE{m[2]}{m[3]}",
        text,
    )
    first = _ICS_ATTENDEE.search(text)
    if first is None:
        return text
    return f"{text[: first.start()]}Attendees:\n{_ICS_ATTENDEE.sub('- ', text[first.start() :])}"


def _without_asides(toks: list[str], capital: set[str]) -> list[str]:
    """``toks`` without a bracketed word or two after a name that say who the person is: "Ana
    (PM), Ben (eng), Chloé (design) and me" (items33: read as no list, so no head count)."""
    out: list[str] = []
    i = 0
    while i < len(toks):
        # its ")" may be gone before "and" ("Ben (eng and me": arena.model.count_said)
        ends = (")", ",", *_LIST_JOIN)
        close = next((k for k in range(i + 2, min(i + 5, len(toks))) if toks[k] in ends), None)
        aside = toks[i] == "(" and close is not None and out and out[-1] in capital
        if aside and close is not None and all(t.isalpha() for t in toks[i + 1 : close]):
            i = close + 1 if toks[close] == ")" else close
            continue
        out.append(toks[i])
        i += 1
    return out


#: One person on a line of its own, maybe after a bullet or a number ("- Priya", "2. Tom Lee",
#: "* Maria Lopez (legal)", "me"): the name, then anything after a comma, dash or bracket.
_LINE_PERSON = compile_kept(
    r"[ \t]*(?:[-*\u2022\u00b7\u2013]|\d{1,2}[.)])?[ \t]*"
    r"((?:[A-Z][\w'\u00c0-\u00ff-]*\.?)(?:[ \t]+[A-Z][\w'\u00c0-\u00ff-]*\.?){0,3}|me|myself)"
    r"[ \t]*(?:(?:[,(\u2013\u2014]|[ \t]-[ \t]).*)?"
)
#: On the line before such a list, words that say it lists people ("Attendees:", "for:", "the 5
#: of us:", "people below"): "We need:\n- Projector\n- Whiteboard" lists things.
_LIST_LABEL = compile_kept(
    r"\b(?:attendees?|participants?|invitees?|guests?|people|persons|us|who|joining|attending|"
    r"coming|names|team|colleagues|teilnehmer\w*|personen|participantes|personas|personnes)\b"
    r"|\b(?:for|with|fur|para|pour|mit|con|avec)\s*:\s*$",
    re.I,
)
#: The booking's own line above a list that holds the writer: "Book for Wednesday:" above "- Ana",
#: "- Ben", "- me" (items32: read as no head count); not what the room is to have ("… with:"),
#: and a list without "me" may list things ("Book for Wednesday:\n- Projector\n- Whiteboard").
_BOOKING_LABEL = compile_kept(
    r"\b(?:book|reserve|room|buche|raum|reserva|sala|reserve[rz]?|salle)\b"
    r"(?:(?!\b(?:with|need|needs|mit|con|avec)\b)[^\n:]){0,40}\b(?:for|fur|para|pour)\b"
    r"(?:(?!\b(?:with|need|needs|mit|con|avec)\b)[^\n:]){0,40}:\s*$",
    re.I,
)
_SELF_LINE = compile_kept(
    r"[ \t]*(?:[-*\u2022\u00b7\u2013]|\d{1,2}[.)])?[ \t]*(?:me|myself|moi|mich|ich|yo)\b", re.I
)


def line_list(text: str, taken: frozenset[str]) -> tuple[int, str] | None:
    """People listed one a line under a line that says they are people ("Attendees:", "for the
    5 of us:", "attendees below"), as ``(how many, text without the list)``, else ``None``:
    outside tester 19's "Attendees:" with a name a line was read as no head count, a numbered
    list ("1. Ana") as two numbers. ``taken``: folded words that are rooms or days, no names."""
    lines = text.split("\n")
    for i, label in enumerate(lines[:-2] if len(lines) > 2 else []):
        booking = not _LIST_LABEL.search(label)
        if booking and not _BOOKING_LABEL.search(label):
            continue
        k = i + 1
        bullet = _bulleted(lines[k])
        while k < len(lines) and _is_person_line(lines[k], taken, bullet):
            k += 1
        if booking and not any(_SELF_LINE.match(line) for line in lines[i + 1 : k]):
            continue
        if k - (i + 1) >= 2:
            return k - (i + 1), "\n".join(lines[: i + 1] + lines[k:])
    return None


def _is_person_line(line: str, taken: frozenset[str], bullet: bool | None = None) -> bool:
    """Whether ``line`` names one person; ``bullet``: whether the list's first line had a
    bullet or number, which every line of the list then has ("- Alice", "- Bob", then "On
    Thursday." ends it: outside tester 28b had that line counted as a fourth person)."""
    found = _LINE_PERSON.fullmatch(line)
    if found is None or (bullet is not None and _bulleted(line) != bullet):
        return False
    words = {fold(w).strip(".") for w in found.group(1).split()}
    return not words & (taken | _OPENERS | TEAMS | _NO_NAME)


#: Words that open a line and are no one's name: "On Thursday.", "At 3pm", "Thanks", "Regards".
_NO_NAME = _words(
    "on at in by from to before after around about between until till next this every thanks "
    "thank cheers regards best kind many warm love sincerely yours am um im ab el le la au"
)
_BULLET = compile_kept(r"[ \t]*(?:[-*\u2022\u00b7\u2013]|\d{1,2}[.)])")


def _bulleted(line: str) -> bool:
    return _BULLET.match(line) is not None
