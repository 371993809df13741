"""Head counts said in ways the request reader's word lists did not hold (outside tester 13).

Split from :mod:`arena.model.task`, which calls these on a request's tokens. The tester found a
correct agent failing on every adapter because the stand-in model read "2024 kickoff, 9 people"
as 2024 people, "Zwei Teams à vier Personen" as 2, "5 people + 1 interpreter" as 5, "two PMs and
a designer" without the designer, "We were 10, now 6" as 10, "twelve people minus the three on
leave" as 12 and "a room for Alice, Bob and Carol" not at all. The rules here are general:

- :func:`said_tokens` rewrites tokens into the words the reader already knows: a year is no
  number, a person's role added to a count ("+ 1 interpreter", "and a designer") is a person,
  "teams à 4" / "Gruppen je 5" / "teams with 5 each" are groups of a size, "minus the three" and
  "without the 3 who are remote" take people away, Italian, Dutch and Portuguese people words;
- :func:`arena.model.count_tense.current_counts` keeps the count said of now over one said of
  the past;
- a list of names ("Alice, Bob and me") is counted in :mod:`arena.model.name_list`;
- "one" after a verb of booking is the room ("for 3 … and grab one" is three, tester 16), and
  so is one after a determiner and an adjective ("… for 6 and book the best one", tester 27);
  a booking verb ("et la réserver") is never a person's role;
- :func:`unpunctuated` leaves out the marks that change no count (outside tester 15): "5 of us,
  plus a guest" is "5 of us plus a guest", "my boss, two clients and I" a list closed by "and".

Where a request stays unsure (a list that names a department, a group of teams with no size, a
head count said only of the past) they give a reason instead, so the model asks.
"""

from __future__ import annotations

from arena.lazy_pattern import compile_kept
from arena.model.count_dates import YEAR, beside_month, dated
from arena.model.count_parts import labelled_parts
from arena.model.count_words import BEFORE, is_people, people_after, strong_before
from arena.model.group_count import GROUPS
from arena.model.name_list import TEAMS
from arena.wording.numbers import Number, word_value
from arena.wording.people import DETERMINERS, JOINERS, ONE_PERSON, SELF, UNSIZED


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: What joins a list of people: "+ 1 interpreter", "and a designer", "e un interprete"
_JOIN = _words("+ plus and und sowie y mas et & e en , also")
_ARTICLES = _words("a an one 1 ein eine einen un une una uno um uma een")
#: Roles of people, singular, that the reader's own lists do not hold ("plus a photographer")
_ROLES = _words(
    "interpreter translator designer developer engineer architect analyst photographer "
    "videographer facilitator moderator trainer coach mentor student intern guest client "
    "customer vendor contractor freelancer consultant auditor lawyer attorney notary recruiter "
    "investor advisor adviser researcher scientist writer editor reporter journalist presenter "
    "panelist panellist observer volunteer doctor nurse teacher tutor sponsor stakeholder owner "
    "founder partner executive exec admin administrator accountant officer secretary reviewer "
    "tester programmer captioner notetaker taker interviewer interviewee applicant newcomer "
    "expert specialist representative rep delegate member colleague teammate organizer "
    "organisator organisatorin organizador organizadora organisateur organisatrice "
    "dolmetscher dolmetscherin ubersetzer ubersetzerin fotograf fotografin berater beraterin "
    "entwickler entwicklerin ingenieur ingenieurin student studentin praktikant trainer "
    "interprete traductor traductora disenador disenadora fotografo fotografa asesor asesora "
    "abogado abogada estudiante consultor consultora "
    "traducteur traductrice photographe consultant consultante avocat avocate etudiant "
    "etudiante formateur formatrice ingenieur interprete tradutor tradutora fotografo "
    "consulente ospite cliente tolk vertaler fotograaf adviseur stagiair klant gast"
)
#: Singular role endings ("a facilitator", "one researcher"), for words no list holds
_ROLE_END = compile_kept(r"^[a-z]{3,}(?:er|or|ist|ant|ent|ee|ian|eur|euse|ista|trice|erin|in)$")
#: Words with those endings that are things or no one: never a person added
_NOT_ROLES = _words(
    "projector monitor computer printer adapter charger marker heater speaker poster sticker "
    "folder router timer container cooler water power paper number order letter corner center "
    "centre floor sensor mirror elevator radiator connector other after never either neither "
    "together under over later earlier better rather whether dinner register quarter semester "
    "winter summer september october november december error major minor prior interior "
    "exterior favor favour labor sector factor vector content event moment comment present "
    "recent urgent different patient component document equipment element segment statement "
    "department management assignment government plant giant important restaurant want "
    "instant coffee committee fee screen beamer drucker rechner fernseher bildschirm laptop "
    "flipchart whiteboard kitchen garden lantern pattern modern eastern western northern "
    "southern within begin cabin margin origin raisin vitamin napkin cousin "
    # who takes no seat: "6 ppl + 2 remote" is 6 (requests44: read as a role, 8)
    "remote remotely online virtual virtually dialling dialing"
)
#: Verbs of the booking itself, in any form: "… et la réserver" is the room booked, not a
#: "réserver" added to the count (outside tester 27: read as 7 for "pour 6").
_DOING = compile_kept(r"^(?:reserv|book|buch|organi[sz]|confirm|trouv|bloqu|chercher)")
#: Italian, Dutch and Portuguese words for people, read as the reader's "people"
_MORE_PEOPLE = _words(
    "persone mensen personen deelnemers collegas colleghi partecipanti ospiti gasten "
    "pessoas participantes convidados colegas pessoa persona"
)
#: before a number, "for" in Italian and Dutch ("per sei persone", "voor zes personen")
_FOR = _words("per voor")
#: after "teams"/"Gruppen", a word that gives each one's size: "à 4", "je 5", "zu 3", "x 4"
_EACH_JOIN = _words("a je zu x \u00d7 *")
_EACH = _words("each je jeweils cada chacun chacune chaque apiece")
#: words that take the people after them from a count ("minus the three on leave")
_MINUS = _words("minus less excluding except ohne menos excepto sauf moins")
_WITHOUT = _words("without sin sans ohne senza zonder sem")
_THE = _words("the die den der los las les the our unsere nuestros nos")


def _number_at(toks: list[str], i: int) -> bool:
    tok = toks[i] if 0 <= i < len(toks) else ""
    return tok.isdigit() or word_value(tok) is not None


def _role(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` is a singular word for a person's role ("interpreter")."""
    tok = toks[i]
    if tok in _ROLES:
        return True
    if tok == "organiser" and i and (toks[i - 1] in _ARTICLES or _number_at(toks, i - 1)):
        return True  # "plus 1 organiser" (items37-held: read 9 for 10), not "et l'organiser"
    if tok in _NOT_ROLES or not _ROLE_END.match(tok) or _DOING.match(tok):
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    return not nxt.isalpha() or nxt in _JOIN or nxt in _FOLLOW


#: words that may follow a person's role: "… a designer on Tuesday", "a designer need a room"
_FOLLOW = _words(
    "on at in for from to this next need needs will who that too as well please pls am el le la "
    "op na il de is are join joining also"
)


def _added_role(toks: list[str], i: int) -> bool:
    """Whether the role at ``toks[i]`` is a person added to a list: after "+ 1", "and a", "and
    our", past up to two words of its own ("and a freelance designer", "+ 1 note-taker")."""
    for k in (i - 1, i - 2, i - 3):
        if k < 1:
            return False
        if toks[k] in _ARTICLES or toks[k] in DETERMINERS or _number_at(toks, k):
            return toks[k - 1] in _JOIN
        if not (toks[k].isalpha() or toks[k] == "-") or toks[k] in _JOIN:
            return False
    return False


#: Verbs whose "one" is the room (outside tester 16: "for 3 … and grab one" was read as 4)
_PICK = _words("book grab take reserve pick choose get snag nab hold select secure use")
#: After such a "one", words that leave it the room ("book one on Friday", "grab one for us");
#: "take one more", "book one person" stay people.
_AFTER_PICK = _words(
    "on at in for from if with that this today tomorrow please pls now then asap quickly and or "
    "but so thanks thank"
)


#: Before a count joined to a list, words whose people are the count's ("me and my 3 reports",
#: "Ana and our 2 interns"): the count is added to the list, as "me and 3 interns" is.
_OWNERS = _words("my our his her their your the mis nuestros nuestras mes nos meine unsere")
#: After "my 3", people who report to the person: "my 3 reports", "my five direct reports"
_REPORTS = _words("reports report directs")


#: Before a "one" that is a room: "the best one", "a free one", "any one", "that one".
_ONE_LEADS = _words("the a an any that this another whichever")
_SPACES = _words("room rooms space spaces place")


def _picked_one(toks: list[str], i: int) -> bool:
    """Whether the "one" at ``i`` is a room picked ("book the best one", "take a bigger one",
    "any free one"): after a determiner, past up to two adjectives, after a verb of booking."""
    for k in (i - 1, i - 2, i - 3):
        if k < 1 or not toks[k].isalpha() or toks[k] in _AFTER_PICK or toks[k] in _SPACES:
            return False  # "book a room for one …": no adjective of a "one" between
        if toks[k] in _ONE_LEADS:
            return toks[k - 1] in _PICK
    return False


def _ends_pick(nxt: str) -> bool:
    return not nxt.isalpha() or nxt in _AFTER_PICK


def said_tokens(toks: list[str]) -> list[str]:
    """``toks`` in the words the request reader knows (see the module's docstring)."""
    out = list(toks)
    for i, tok in enumerate(toks):
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
        if len(tok) == 4 and tok.isdigit() and 1900 <= int(tok) <= 2099:
            if people_after(toks, Number(int(tok), i, i + 1, True)) is None or dated(toks, out, i):
                out[i] = YEAR  # "the 2024 kickoff", "FY2026" (not "2000 people")
        elif tok.isdigit() and int(tok) <= 31 and beside_month(toks, i):
            out[i] = YEAR  # "8 décembre 2026", "December 8th, 2026": a date's day is no count
        elif tok in _OWNERS and i and toks[i - 1] in _JOIN and _number_at(toks, i + 1):
            out[i] = ""  # "me and my 3 reports": 3 people added to me (outside tester 18)
            for k in (i + 2, i + 3):  # "my 3 (direct) reports": people, not papers
                if k < len(toks) and toks[k] in _REPORTS:
                    out[k] = "people"
        elif tok == "one" and i and toks[i - 1] in _PICK and _ends_pick(nxt):
            out[i] = "it"  # "… for 3 and grab one": a room, no fourth person
        elif tok == "one" and _picked_one(toks, i) and _ends_pick(nxt):
            out[i] = "it"  # "… for 6 and book the best one": the room, no seventh person
        elif tok in _MORE_PEOPLE:
            out[i] = "people"
        elif tok in _FOR and _number_at(toks, i + 1):
            out[i] = "for"
        elif tok.isalpha() and _role(toks, i) and _added_role(toks, i) and not is_people(toks, i):
            out[i] = "manager"  # one person, as "our manager" is read
            if toks[i - 1] in ("een", "um", "uma"):
                out[i - 1] = "a"  # "en een tolk", "e um tradutor"
        elif tok.endswith("s") and tok[:-1] in _ROLES and not is_people(toks, i):
            out[i] = "guests"  # "two translators"
        elif i and toks[i - 1] in GROUPS and (tok in _EACH_JOIN or tok in ("with", ",")):
            if _number_at(toks, i + 1) and (tok in _EACH_JOIN or _each_after(toks, i + 1)):
                out[i] = "of"  # "Zwei Teams à vier", "Gruppen je 5", "2 teams with 5 each",
                # "2 teams, 5 each" (items41: read as 2)
        elif tok in _ARTICLES and not tok.isdigit() and _first_of_list(toks, i):
            out[i] = "1"  # "A product manager, two designers and one researcher"
        elif tok in ("wir", "we") and i and toks[i - 1] in _WE_ARE and _number_at(toks, i + 1):
            out[i - 1], out[i] = _WE_ARE[toks[i - 1]], ""  # "jetzt sind wir 6", "waren wir 10"
        elif tok in _THE and i and toks[i - 1] in _MINUS | _WITHOUT and _number_at(toks, i + 1):
            out[i] = ""  # "minus the three on leave"
        if tok in ("e", "en") and _counted_next(toks, i + 1):
            out[i] = "and"  # "4 persone e un interprete", "3 personen en een tolk"
        if tok in _WITHOUT and _taken_count(toks, i + (2 if nxt in _THE else 1)):
            out[i] = "minus"  # "without the 3 who are remote" (not "without 2 screens")
    return unpunctuated([t for t in out if t])


#: Marks that may stand before a person added to a count ("5 of us, plus a guest", "4 people -
#: plus my boss", "the team (6), and a guest"): they change no count.
_MARKS = _words(", ; - ( ) \u2013 \u2014")
_GROUP_WORDS = _words(
    "team group party crew gruppe equipo grupo equipe groupe panel committee delegation squad"
)
#: Between a group word and what the group is: "equipo de ventas", "team from sales"
_GROUP_OF = _words("de del du des der from in")


def unpunctuated(toks: list[str]) -> list[str]:
    """``toks`` with the punctuation that changes no count left out (outside tester 15: "We're
    5, plus a guest" was read as 5, "5 plus a guest" as 6): a mark right before "plus"/"and" and
    the person it adds; "the team (6)" as "the team of 6"; a comma between the people of a list
    that an "and" closes ("my boss, two clients and I") as that "and"; a prefix of a person's
    word ("my co-founder") as nothing."""
    out = labelled_parts(toks)  # "team a (3) + team b (3)": "3 from team a + 3 from team b"
    for i in range(len(out) - 3):  # "the team (6)": "the team of 6"
        if out[i] in _GROUP_WORDS and out[i + 1 : i + 4 : 2] == ["(", ")"] and out[i + 2].isdigit():
            out[i + 1 : i + 4] = ["of", out[i + 2], ""]
        # "el equipo de ventas (6)", "the team from sales (6)": "the team of 6 from sales" (items33)
        elif (
            out[i] in _GROUP_WORDS
            and out[i + 1] in _GROUP_OF
            and out[i + 2].isalpha()
            and out[i + 3 : i + 6 : 2] == ["(", ")"]
            and out[i + 4].isdigit()
        ):
            out[i + 1 : i + 6] = ["of", out[i + 4], out[i + 1], out[i + 2], ""]
    parts = [
        i
        for i in range(len(out) - 3)
        if out[i] in TEAMS and out[i + 1 : i + 4 : 2] == ["(", ")"] and out[i + 2].isdigit()
    ]
    if len(parts) >= 2:  # "product (3), eng (4), design (2)": "3 from product, …" (items33)
        for i in reversed(parts):
            out[i : i + 4] = [out[i + 2], "from", out[i]]
    for i in range(2, len(out)):  # "my co-founder", "a note-taker": one person
        if out[i - 1] == "-" and out[i - 2].isalpha() and _person_word(out[i]):
            out[i - 2] = out[i - 1] = ""
    out = [t for t in out if t]
    for i, tok in enumerate(out):
        # ("me, myself and I" is one person)
        if tok == "," and _ends_person(out, i - 1) and out[i + 1 : i + 2] != ["myself"]:
            for k in _list_commas(out, i):
                out[k] = "and"
    for i, tok in enumerate(out):
        if (
            tok in _MARKS
            and out[i + 1 : i + 2]
            and out[i + 1] in JOINERS
            and _item_length(out, i + 2)
        ):
            out[i] = ""  # "5 of us, plus a guest", "4 people - plus my boss"
    return [t for t in out if t]


def _person_word(tok: str) -> bool:
    return tok in ONE_PERSON or tok in _ROLES or tok in SELF


def _ends_person(toks: list[str], j: int) -> bool:
    """Whether a person, not a count, ends at ``toks[j]``: "me", "my boss", "our new intern"."""
    tok = toks[j] if 0 <= j < len(toks) else ""
    if tok in SELF:
        return True
    if tok not in ONE_PERSON:
        return False
    for k in (j - 1, j - 2):
        if k < 0 or not toks[k].isalpha() or toks[k] in JOINERS:
            return False
        if toks[k] in DETERMINERS:
            return True
    return False


def _item_length(toks: list[str], i: int) -> int:
    """How many tokens the person or people starting at ``toks[i]`` take ("me", "our manager",
    "two interns", "3 of us"), 0 where none start there."""
    tok = toks[i] if i < len(toks) else ""
    if tok in DETERMINERS:  # before "me": Spanish "mi jefe" is "my boss" (items33)
        for k in (i + 1, i + 2):
            if k >= len(toks) or not toks[k].isalpha() or toks[k] in JOINERS:
                break
            if toks[k] in ONE_PERSON or toks[k] in UNSIZED:
                return k + 1 - i
    if tok in SELF:
        return 1
    if tok in DETERMINERS:
        return 0
    if _number_at(toks, i):
        after = people_after(toks, Number(0, i, i + 1, tok.isdigit()))
        if after is not None:
            return after + 1 - i + (1 if toks[after : after + 2] == ["of", "us"] else 0)
    return 0


def _list_commas(toks: list[str], i: int) -> list[int]:
    """The commas of a list of people that starts with the comma at ``toks[i]`` and that an
    "and" closes ("my boss, | two clients, and I"), else none: "me, 4 people" is no list."""
    commas, j = [i], i + 1
    while (size := _item_length(toks, j)) > 0:
        j += size
        nxt = toks[j] if j < len(toks) else ""
        if nxt == "," and j + 1 < len(toks) and toks[j + 1] in JOINERS:
            nxt, j = toks[j + 1], j + 1
        if nxt in JOINERS and _item_length(toks, j + 1):
            return commas
        if nxt != ",":
            break
        commas.append(j)
        j += 1
    return []


def _first_of_list(toks: list[str], i: int) -> bool:
    """Whether "a"/"one" at ``i`` opens a list of counted people: "a designer, two engineers"
    ("a designer and two engineers" is read as such already)."""
    for j in (i + 1, i + 2):
        if j < len(toks) and (toks[j] in ONE_PERSON or (toks[j].isalpha() and _role(toks, j))):
            return toks[j + 1 : j + 2] == [","] and _number_at(toks, j + 2)
    return False


#: German verbs before "wir" and a count ("jetzt sind wir 6"), as the reader knows them
_WE_ARE = {"sind": "sind", "waren": "were", "werden": "werden", "seien": "seien"}


def _counted_next(toks: list[str], i: int) -> bool:
    """Whether people are counted from ``i`` on: "un interprete", "2 ospiti", "een tolk"."""
    if not (toks[i : i + 1] and (toks[i] in _ARTICLES or _number_at(toks, i))):
        return False
    return any(
        is_people(toks, j) or toks[j] in _MORE_PEOPLE or (toks[j].isalpha() and _role(toks, j))
        for j in (i + 1, i + 2)
        if j < len(toks)
    )


def _each_after(toks: list[str], i: int) -> bool:
    return any(t in _EACH for t in toks[i + 1 : i + 4])


def _taken_count(toks: list[str], i: int) -> bool:
    """Whether a number at ``i`` counts people taken away: a people word or nothing after it
    ("without the three on leave"), not a thing ("without 2 screens")."""
    if not _number_at(toks, i):
        return False
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    return not nxt.isalpha() or is_people(toks, i + 1) or nxt in _FOLLOW | _words("who are of")


#: Words before a count that add it to the groups, not a count of all: "2 teams plus 3 guests".
_ADDED = _words("and plus + & with und y et mit con avec")
#: Words between "for" and a count of groups: "for our 2 teams", "for both 2 squads".
_OWNED = _words(
    "our my your their the these those both unsere unseren meine nuestros nuestras nos mes"
)


def unsized_groups(toks: list[str], numbers: list[Number]) -> str | None:
    """Why "a room for 2 teams" is no head count: teams whose size is not said, "for our 2
    teams" too (items41: read as 2 people). A count of people said beside them ("for 2 teams,
    10 people", "a room for 10") is the count: :func:`group_numbers` are then set aside."""
    groups = group_numbers(toks, numbers)
    if not groups:
        return None
    if any(
        n not in groups
        and (is_people(toks, n.end) or strong_before(toks, n))
        and not (n.start and toks[n.start - 1] in _ADDED)  # "2 teams and 3 guests": unsized
        for n in numbers
    ):
        return None
    return "it names a group without saying how many people are in it"


def group_numbers(toks: list[str], numbers: list[Number]) -> list[Number]:
    """The numbers that count groups of an unsaid size: "for 2 teams", "for our 3 squads"."""
    out = []
    for n in numbers:
        if n.end >= len(toks) or toks[n.end] not in GROUPS:
            continue
        owned = n.start > 1 and toks[n.start - 1] in _OWNED and toks[n.start - 2] in BEFORE
        if strong_before(toks, n) or owned:
            out.append(n)
    return out
