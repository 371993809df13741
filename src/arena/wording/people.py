"""People named one by one in a request: "me, my boss and two interns", "four of us plus our
manager", "ich, meine Chefin und zwei Praktikanten", "mi jefe y dos becarios".

A head count is often a list rather than a number, and reading only its number ("two interns")
is silently wrong. These helpers count the people a list names next to a count, on the tokens
:func:`arena.wording.numbers.tokens` makes (folded text, an apostrophe after "l" dropped). A
group whose size is not said ("my team and two guests") makes the count unknown, never a guess.
"""

from __future__ import annotations

from typing import NamedTuple

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import word_value


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Words for one person, singular, in the four languages (after a determiner: "our manager").
ONE_PERSON = _words(
    "person manager boss lead leader director ceo cto cfo supervisor intern trainee assistant "
    "colleague coworker teammate guest visitor client customer host friend partner consultant "
    "candidate speaker pm vp coo cio cmo cpo cso svp evp counsel "
    # who runs, helps or reviews a session (outside tester 39: "the trainer plus eleven trainees"
    # read 11, "3 people plus a sign language interpreter" 3; not "organiser", a French verb)
    "trainer interpreter translator facilitator moderator presenter mentor buddy coach reviewer "
    "auditor organizer notetaker scribe recruiter interviewer teacher tutor instructor "
    "contractor analyst architect engineer designer developer admin secretary "
    # a newcomer: "me, my 4 reports and the new hire" (items40: read as 5)
    "hire starter joiner newcomer "
    "gast chef chefin vorgesetzte vorgesetzter leiter leiterin kollege kollegin praktikant "
    "praktikantin kunde kundin besucherin partnerin berater beraterin "
    "persona jefe jefa gerente directora supervisora becario becaria colega companero companera "
    "invitado invitada cliente visitante ponente "
    "personne patron patronne directeur directrice responsable stagiaire collegue invite invitee "
    "visiteur visiteuse"
)
#: Plurals the generic people-word pattern in arena.model.task misses ("two interns").
MORE_PEOPLE = _words(
    "interns bosses leads praktikanten becarios becarias jefes jefas stagiaires "
    # and those of outside tester 39 ("4 new starters and 3 buddies" read 4)
    "buddies peers judges analysts architects admins apprentices associates graduates grads "
    "fellows hosts coaches nurses secretaries deputies gerentes ponentes "
    # roles written as letters: "4 engineers + 2 QA + me"
    "qa qas ux sre sres devops pos ems"
)
#: Groups whose size a list does not say: "my team and two guests" cannot be counted.
UNSIZED = _words(
    "team group department dept crew squad family staff abteilung gruppe familie equipo grupo "
    "departamento familia equipe groupe service famille"
)
DETERMINERS = _words(
    "my our the his her their your a an this that "
    "mein meine meinen meinem meiner unser unsere unseren unserem unserer der die den dem ein "
    "eine einen einem dein deine seine seinen seinem seiner ihre ihren ihrem ihrer "
    "mi mis nuestro nuestra su el la un una tu "
    "mon ma notre votre le l un une son sa leur ton ta"
)
SELF = _words("me myself i ich mich yo mi moi")
#: What joins the items of a list; a comma only inside one that an "and" closes ("A, B and C").
#: Not "with": "6 people with the client" may well count the client among the six.
JOINERS = _words("and plus + & und sowie y mas et")
_SEPARATORS = JOINERS | {","}


def _size(word: str) -> int | None:
    return 1 if word in ONE_PERSON else None


def _item_back(toks: list[str], j: int) -> tuple[int | None, int] | None:
    """The item that ends at ``toks[j]`` — (1, or ``None`` for a group of unsaid size; its first
    index) — or ``None`` when none does ("my boss", "the team lead", "me")."""
    tok = toks[j] if 0 <= j < len(toks) else ""
    if tok in ONE_PERSON or tok in UNSIZED:
        for k in (j - 1, j - 2):  # "our manager", "our new intern"
            if k < 0 or toks[k] in _SEPARATORS or not toks[k].isalpha():
                break
            if toks[k] in DETERMINERS:
                return _size(tok), k
    if tok in ONE_PERSON and (j == 0 or toks[j - 1] in _CLAUSE_START):
        return 1, j  # a ticket's "Fri, candidate + 3 interviewers" (outside tester 34: read 3)
    return (1, j) if tok in SELF else None


#: Marks after which a bare role opens a list of its own: "Fri, candidate + 3 interviewers".
_CLAUSE_START = frozenset([",", ":", ";", ".", "(", "-", "\u2013", "\u2014"])


#: Joiners after which a bare role is one more person: "team of 6 (+ manager)", "(4) + CFO".
_PLUS = _words("plus +")
#: Words that open a new sentence after such a role ("+ CFO\nPlease book a room"), or lead
#: into the booking's day, time or place ("6 + manager on Monday", "+ CFO at 10 in Cedar"):
#: the role ends the list of people there, as it does before punctuation.
_NEXT_SENTENCE = _words(
    "please pls plz book can could would we i thanks thank need "
    "on at in this next coming tomorrow today tonight "
    "monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun"
)


def _item_ahead(toks: list[str], i: int) -> tuple[int | None, int] | None:
    """The item that starts at ``toks[i]`` — (its size as in :func:`_item_back`, the index after
    it) — or ``None``. A role with no determiner counts after "plus" or "+" where nothing but
    punctuation, a new sentence or the booking's day, time or place follows it ("team of 6 (+
    manager)", "finance team (4) + CFO on Monday": outside tester 37, read as 6 and 4 while "plus
    our manager" read 7); "+ client lunch" and "+ manager approval needed" add no one."""
    tok = toks[i] if i < len(toks) else ""
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    if (
        tok in ONE_PERSON
        and i
        and toks[i - 1] in _PLUS
        and (not nxt.isalnum() or nxt in _NEXT_SENTENCE)
    ):
        return 1, i + 1
    if tok in DETERMINERS:
        words: list[str] = []
        for word in toks[i + 1 : i + 4]:  # "a sign language interpreter"
            if not word.isalpha() or word in _SEPARATORS:
                break
            words.append(word)
        for k in range(len(words), 0, -1):  # "the team lead" before "the team"
            if words[k - 1] in UNSIZED and _sized_at(toks, i + 1 + k):
                return None  # "a team of 3": counted as a number (items33: "unsized")
            if words[k - 1] in ONE_PERSON or words[k - 1] in UNSIZED:
                return _size(words[k - 1]), i + 1 + k
    return (1, i + 1) if tok in SELF else None


def _sized_at(toks: list[str], i: int) -> bool:
    """Whether a group's size is said at ``toks[i]``: "(a team) of 3", "(ein Team) von 3",
    "(un equipo) de 3", "(une équipe) de trois"."""
    size = toks[i + 1] if toks[i : i + 1] in (["of"], ["von"], ["de"]) and i + 1 < len(toks) else ""
    return size.isdigit() or word_value(size) is not None


def listed_before(toks: list[str], start: int, closed: bool = False) -> int | None:
    """How many people a list names just before the count at ``start`` ("me, my boss and | two
    interns" → 2, and with a comma before the "and": "me, my boss, and | 2 from finance", read
    as 2 by items37-held); ``None`` when one of them is a group of unsaid size. ``closed``: an "and"
    after the count closes the list, so a comma right before it joins ("mi jefa, sus | dos
    asistentes y yo", items33: the boss left out), a possessive before the count passed over."""
    total, i = 0, start - 1
    if closed and i >= 2 and toks[i] in _POSSESSIVES and toks[i - 1] == ",":
        i -= 1
    while i >= 1 and (toks[i] in JOINERS or (toks[i] == "," and (total or closed))):
        j = i - 2 if toks[i] in JOINERS and toks[i - 1] == "," else i - 1  # "my boss, and"
        item = _item_back(toks, j)
        if item is None:
            break
        if item[0] is None:
            return None
        total, i = total + item[0], item[1] - 1
    return total


def listed_after(toks: list[str], end: int, listing: bool = False) -> tuple[int | None, int]:
    """How many people a list names just after a count that ends at ``end`` ("four of us | plus
    our manager" → 1), and the index after them; ``None`` as in :func:`listed_before`. Items
    after a comma count only when an "and" follows: "6 people, the manager will approve" adds
    nobody; one in brackets counts too ("6 people (plus me)"). ``listing``: the count closes a
    list of counts joined by commas ("2 from Legal, 3 from Sales"), so items after further
    commas that end the sentence belong to it ("…, 3 from Sales, me.", "3 engineers, 2
    designers, our PM, me": outside tester 38, read as 5 with the writer and the PM left out)."""
    # "(plus me)"; and after a count in brackets, "the sales guys (4 of them), their VP and me"
    total, unsized, i = 0, False, end + 1 if toks[end : end + 1] in (["("], [")"]) else end
    counted: tuple[int | None, int] = (0, end)
    while i < len(toks) and toks[i] in _SEPARATORS:
        item, comma = _item_ahead(toks, i + 1), toks[i] == ","
        if item is None:
            break
        unsized = unsized or item[0] is None
        total += item[0] or 0
        i = item[1]
        if not comma or (listing and _ends(toks, i)):
            counted = (None if unsized else total, i)
    return counted


def _ends(toks: list[str], i: int) -> bool:
    """Whether the sentence ends at ``toks[i]``: the text's end or a full stop, not more words
    ("…, the manager will approve")."""
    return i >= len(toks) or toks[i] in (".", ";", "!", "?", ")")


#: Words that lead into a day or time phrase after a count ("4 | on Tuesday | plus me").
_WHEN_LEADS = _words("on this next coming am el le la ce prochain nachsten kommenden")


#: Before a clock time ("at 10am", "um 14 Uhr"), and after one ("10 am", "2pm", "14 Uhr").
_TIME_LEADS = _words("at um vers around")
_TIME_UNITS = _words("am pm uhr h oclock")


def _past_time(toks: list[str], i: int) -> int:
    """The index after a clock time at ``i`` ("at 10", "10 am", "um 14 Uhr"), else ``i``."""
    j = i + 1 if i < len(toks) and toks[i] in _TIME_LEADS else i
    if j >= len(toks) or not toks[j].isdigit():
        return i
    if j + 1 < len(toks) and toks[j + 1] in _TIME_UNITS:
        return j + 2
    return j + 1 if j > i else i  # a bare number is a time only after "at"


def past_when(toks: list[str], end: int, days: frozenset[str]) -> int:
    """The index after the day and time phrases that follow a count ending at ``end`` ("for 4 |
    on Tuesday at 10am, | plus me"), so that a list after them is read with the count; ``end``
    when none follows. A comma after them is passed over only before a joiner."""
    i = end
    for _ in range(2):  # a day and a time, in either order
        j = i
        while j < len(toks) and toks[j] in _WHEN_LEADS:
            j += 1
        if j < len(toks) and toks[j] in days:
            i = j + 1
        elif (k := _past_time(toks, i)) != i:
            i = k
        else:
            break
    if i == end:
        return end
    if toks[i : i + 1] == [","] and i + 1 < len(toks) and toks[i + 1] in JOINERS:
        i += 1
    return i


#: Before a count, articles that leave it a count: "the two of us", "les deux".
_ARTICLES = _words("the die les los las")


def listed_between(toks: list[str], start: int, end: int) -> int | None:
    """People named between two counts ("two interns, my boss and | three guests"): 0 unless the
    words from ``start`` to ``end`` are only such a list; the ")" that closes the first count and
    an article before the second belong to neither ("the sales guys (4 of them), their VP and the
    two of us": the VP was left out, items33)."""
    start += toks[start : start + 1] == [")"]
    if end - 2 > start and toks[end - 1] in _ARTICLES and toks[end - 2] in _SEPARATORS:
        end -= 1
    total, i = 0, start
    while i < end - 1 and toks[i] in _SEPARATORS:
        item = _item_ahead(toks, i + 1)
        if item is None or item[1] >= end:
            return 0
        if item[0] is None:
            return None
        total, i = total + item[0], item[1]
    return total if i == end - 1 and toks[i] in _SEPARATORS else 0


def listed_alone(toks: list[str]) -> int | None:
    """People a list names with no count in it ("me and my boss" → 2); 0 when there is none,
    ``None`` for a group of unsaid size ("my team and our manager")."""
    for i, tok in enumerate(toks):
        back = _item_back(toks, i - 1) if tok in JOINERS else None
        if back is None or _item_ahead(toks, i + 1) is None:
            continue
        before, (after, _) = listed_before(toks, back[1]), listed_after(toks, i)
        if back[0] is None or before is None or after is None:
            return None
        return back[0] + before + after
    return 0


_ONLY = "just|only|solely|nur|solo|solamente|seulement|juste|uniquement"
_ME = "me|myself|mich|ich|yo|moi"  # not Spanish "mi": also "my" ("solo mi equipo")
#: The person alone: "just me", "only myself", "a room for myself", "ich allein", "solo yo",
#: "seulement moi", "me, myself and I" — not "not just me", nor "just me and my boss" (a list).
_SOLO = LazyPattern(
    rf"(?<!not )\b(?:(?:{_ONLY}) (?:(?:for|fur|para|pour) )?(?:{_ME})|"
    r"(?:me|myself|ich|yo|moi) (?:alone|allein|solo|sola|seule?)|by myself|on my own|"
    r"for myself|me (?:, )?myself (?:, )?and i)\b"
    r"(?! *(?:,? *(?:and|plus|\+|&|with|und|mit|sowie|y|con|mas|et|avec)\b|, *(?:my|our|the|a|an|"
    r"his|her|their|mein|meine|unser|unsere|mi|mis|nuestro|nuestra|mon|ma|notre)\b))"
)


def alone(toks: list[str]) -> bool:
    """Whether the text says the person comes alone ("just me", "for myself"): one person, where
    a bare "me" ("book me a room") says nothing about how many."""
    return bool(_SOLO.search(" ".join(toks)))


#: Before someone taken from a count ("a team of 6 minus Bob", "9 of us except me"). After the
#: strong ones a name counts too, and anything unread leaves the count unknown; after the weak
#: ones only "me" or "my boss" does ("6 Personen ohne Beamer" is six, "ohne mich" five).
_TAKEN_STRONG = _words("minus except excluding excepto salvo sauf hormis")
_TAKEN_WEAK = _words("without less ohne ausser menos sin moins sans")
_NAME = LazyPattern(r"(?<![.!?]\s)(?<!^)\b[A-Z][a-z\u00e0-\u00ff]+\b")


def names(text: str) -> frozenset[str]:
    """Words written with a capital inside a sentence ("minus Bob"), folded as tokens are."""
    return frozenset(word.lower() for word in _NAME.findall(text.strip()))


#: After "except", words that take no one: "8 people except on Friday", "except if it rains".
_NOT_SOMEONE = _words("on in at for if when where that this it am el le la un una")


#: A word for people after "except the": a plural of a person or a role ("the interns").
_PEOPLE_ISH = LazyPattern(
    r"^(?:people|folks|\w+(?:ers|ors|ists|ants|ents|ees|ians|innen|eurs|euses)|"
    + "|".join(sorted(MORE_PEOPLE | ONE_PERSON | UNSIZED | {f"{w}s" for w in ONE_PERSON}))
    + r")$"
)


class Taken(NamedTuple):
    """What the words after a "minus"/"except" may name: people (``named``: "Bob"), ``things``
    that are no one ("except Tuesday") and names that may be either (``doubtful``: "except
    Aspen" may be a room ruled out or a person)."""

    named: frozenset[str]
    things: frozenset[str]
    doubtful: frozenset[str]


def taken_after(toks: list[str], i: int, words: Taken) -> int | None:
    """How many people a "minus"/"except" at ``toks[i]`` (after a comma) takes from the count
    ("minus Bob" 1, "except me and my boss" 2), 0 when none does or it takes a thing ("except
    Tuesday"); ``None`` when it takes someone whose number is unknown ("except the sales team",
    "minus bob"), or a name that may be a room ("6 people except Aspen")."""
    j = i + 1 if toks[i : i + 1] == [","] else i
    word = toks[j] if j < len(toks) else ""
    if word not in _TAKEN_STRONG and word not in _TAKEN_WEAK:
        return 0
    total, k = 0, j + 1
    while k < len(toks):
        item = _item_ahead(toks, k)
        if item is None and word in _TAKEN_STRONG and toks[k] in words.doubtful:
            return None
        if item is None and word in _TAKEN_STRONG and toks[k] in words.named:
            item = (1, k + 1)  # "minus Bob"
        if item is None:
            break
        if item[0] is None:
            return None
        total, k = total + item[0], item[1]
        if k + 1 < len(toks) and toks[k] in _SEPARATORS:
            k += 1
            continue
        break
    nxt = toks[j + 1] if j + 1 < len(toks) else ""
    if nxt in DETERMINERS and not any(_PEOPLE_ISH.match(w) for w in toks[j + 2 : j + 4]):
        return total  # "except the Aspen room": a thing ("except the interns": people)
    if nxt in words.things or nxt in _NOT_SOMEONE or word_value(nxt) is not None:
        return total
    if total == 0 and word in _TAKEN_STRONG and nxt.isalpha():
        return None  # "except the marketing folks", "minus bob": someone, but how many?
    return total


#: Plural people words a count may already stand before ("two colleagues", "zwei Kollegen").
PEOPLE_WORDS = _words("people persons colleagues kollegen colegas collegues guests")
#: Determiners that make the word after them someone's ("her deputy", "seine Stellvertreterin",
#: "su asistente", "son adjoint"): beside other people in a list, that word is one person.
_POSSESSIVES = _words(
    "my our his her their your mein meine meinen meinem meiner sein seine seinen seinem seiner "
    "ihr ihre ihren ihrem ihrer unser unsere unseren unserem dein deine mi su tu nuestro nuestra "
    "mis sus tus nuestros nuestras mon ma son sa notre votre leur ton ta mes ses tes nos vos leurs"
)
#: German role words a compound ends in ("Teamleiterin", "Abteilungsleiter", "Projektkollege").
_COMPOUND_ENDS = tuple(w for w in ONE_PERSON if len(w) >= 5 and w.isalpha())
_LIST_MARKS = _SEPARATORS | {".", ";", "!", "?", ":", "(", ")"}


def _someone_at(toks: list[str], i: int) -> bool:
    """Whether a known person starts at ``toks[i]``: "me", "I", "my boss", "two interns"."""
    tok = toks[i] if i < len(toks) else ""
    if tok in SELF or tok in MORE_PEOPLE or (_item_ahead(toks, i) or (None,))[0] == 1:
        return True
    return word_value(tok) is not None and i + 1 < len(toks) and toks[i + 1].isalpha()


def roles_listed(toks: list[str]) -> list[str]:
    """``toks`` with a role the people words do not know written as one they do, where a list
    of people names it: "my boss, her deputy and me", "me, my skip-level and my mentor", "mon
    chef, son adjoint et moi", "meinen Chef, seine Stellvertreterin und mich" (items33: each read
    as saying no head count), and a German compound of a known role ("die Teamleiterin", read as
    no one). A word after a possessive counts only beside a known person in the same list, and
    only in the singular ("my parents and me" still says no count): "my laptop" alone is none."""
    out = _roles_named(toks)
    for i in range(1, len(out)):
        tok = out[i]
        if out[i - 1] in DETERMINERS and tok not in ONE_PERSON and tok.isalpha():
            end = next((w for w in _COMPOUND_ENDS if tok.endswith(w) and len(tok) > len(w)), None)
            if end is not None:
                out[i] = end  # "Teamleiterin" is a "leiterin"
    for i in range(len(out) - 3, 0, -1):  # "my skip-level", "her co-lead": one word
        joined = out[i - 1] in _POSSESSIVES and out[i + 1] == "-"
        if joined and out[i].isalpha() and out[i + 2].isalpha():
            out[i : i + 3] = [f"{out[i]}{out[i + 2]}"]
    for i in range(len(out) - 1):
        if out[i] not in _POSSESSIVES:
            continue
        j = i + 1
        word, after = out[j], out[j + 1] if j + 1 < len(out) else ""
        if not word.isalpha() or word in ONE_PERSON or word in UNSIZED or word in MORE_PEOPLE:
            continue
        plural = word.endswith("s") and not word.endswith("ss")
        before = out[i - 1] if i else "."
        if plural or word_value(word) is not None or after not in _LIST_MARKS | {""}:
            continue
        if before not in _LIST_MARKS and after not in _SEPARATORS:
            continue  # not an item of a list
        if _beside_someone(out, i, j + 1):
            out[j] = "colleague"
    for i in range(len(out) - 3):  # "her two deputies", "ihre zwei Stellvertreter" (items33)
        count, word, after = out[i + 1], out[i + 2], out[i + 3]
        known = word in PEOPLE_WORDS or word in MORE_PEOPLE or word in UNSIZED
        if out[i] not in _POSSESSIVES or known or not word.isalpha() or after not in JOINERS:
            continue
        if (count.isdigit() or word_value(count) is not None) and _self_at(out, i + 4):
            out[i + 2] = "colleagues"
    return out


def _self_at(toks: list[str], i: int) -> bool:
    """Whether the person themself closes a list at ``toks[i]``: "… and me", "… und mich"."""
    return i < len(toks) and toks[i] in SELF and toks[i + 1 : i + 2] != ["and"]


def _roles_named(toks: list[str]) -> list[str]:
    """``toks`` with a role said with whose or of what it is written as the role alone: "the
    client's CEO" as "the their ceo", "the VP of Sales" as "the vp", "the Head of Marketing" as
    "the lead" (items33: each left a list of people uncounted)."""
    out = list(toks)
    for i in range(len(out) - 3, -1, -1):
        role = out[i + 3] if i + 3 < len(out) else ""
        if out[i].isalpha() and out[i + 1 : i + 3] == ["'", "s"] and role in ONE_PERSON:
            out[i : i + 3] = ["their"]  # "the client's CEO", "Sam's manager"
    for i in range(len(out) - 3, 0, -1):
        what, end = out[i + 2], out[i + 3] if i + 3 < len(out) else ""
        of_what = out[i + 1] == "of" and what.isalpha() and what not in DETERMINERS
        if not of_what or word_value(what) is not None or end not in _LIST_MARKS | {""}:
            continue
        if out[i] in ONE_PERSON or (out[i] == "head" and out[i - 1] in DETERMINERS):
            out[i : i + 3] = ["lead" if out[i] == "head" else out[i]]  # "the VP of Sales"
    return out


def _beside_someone(toks: list[str], start: int, end: int) -> bool:
    """Whether the list item ``toks[start:end]`` has a known person beside it in its list,
    the items between them joined by commas and "and"s."""
    k = end  # onward: "… her deputy | and me"
    while k < len(toks) and toks[k] in _SEPARATORS:
        if _someone_at(toks, k + 1):
            return True
        k = next((n for n in range(k + 1, min(k + 4, len(toks))) if toks[n] in _SEPARATORS), -1)
        if k < 0:
            break
    k = start - 1  # back: "my boss, | her deputy"
    while k > 0 and toks[k] in _SEPARATORS:
        for back in (k - 1, k - 2, k - 3):
            if back >= 0 and _someone_at(toks, back) and not _someone_at(toks, back - 1):
                return True
        k = next((n for n in range(k - 1, max(k - 5, -1), -1) if toks[n] in _SEPARATORS), -1)
    return False
