"""The ``meta`` facts of an item that ``booked_as_approved`` compares a booking with: which keys
mean them, whether a day is one, and whether the arena's tools could ever meet them.

``avoid`` names the rooms the request rules out ("not Aspen"): a booking of one fails however
well it fits (red team 10, finding 4: nothing could say so, and the ruled-out room passed).

An item whose facts are misspelt is never compared as its author meant (``headcount: 8`` passed a
4-seat booking); one whose facts no booking can meet fails on every adapter for a reason none of
them could change, as does one whose scripted answers contradict its ``expect``
(:func:`contradiction`), and one whose ``room`` or ``avoid`` its input never names
(:mod:`arena.item_said`). All are refused when the arena loads (:mod:`arena.arenas`,
docs/items.md).
"""

from __future__ import annotations

import datetime
import difflib
import functools
import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.wording.facts import RoomWords

#: The ``meta`` facts checks read (docs/items.md).
META_FACTS = ("people", "capacity", "day", "room", "avoid")
#: Other names people give those facts, folded (lower case, letters only): ``headcount: 8`` was
#: kept for reports and never compared, so a booking of 4 seats for 8 "passed".
_FACT_NAMES = {
    "people": (
        "headcount", "attendees", "participants", "persons", "person", "guests", "pax", "ppl",
        "numpeople", "numberofpeople", "nbpeople", "peoplecount", "groupsize", "teamsize",
    ),
    "capacity": ("seats", "minseats", "mincapacity", "roomcapacity"),
    "day": ("weekday", "date", "dayofweek", "bookingday", "meetingday"),
    "room": ("roomid", "roomname", "meetingroom", "roomcode"),
    "avoid": (
        "notroom", "notrooms", "avoidroom", "avoidrooms", "exclude", "excluded", "excluderoom",
        "excluderooms", "excludedrooms", "except", "skip", "skiprooms", "ruledout", "notin",
        "forbidden", "forbiddenrooms", "blacklist", "denylist", "avoided",
    ),
}  # fmt: skip


@functools.lru_cache(maxsize=256)
def meant_fact(key: str) -> str | None:
    """The fact ``key`` looks like but is not spelt as (``Day``, ``headcount``, ``room_id``,
    ``peple``): booked_as_approved would skip it."""
    if key in META_FACTS:
        return None
    folded = re.sub(r"[^a-z]", "", key.lower())
    for fact in META_FACTS:
        if folded == fact or folded in _FACT_NAMES[fact]:
            return fact
    names = {name: fact for fact in META_FACTS for name in (fact, *_FACT_NAMES[fact])}
    close = difflib.get_close_matches(folded, list(names), n=1, cutoff=0.8)
    return names[close[0]] if close else None


def avoided_rooms(meta: Mapping[str, Any]) -> list[str]:
    """The rooms ``meta.avoid`` rules out, as written: one (``avoid: Aspen``), a list, or several
    in one text (``avoid: Aspen, R-204``)."""
    value = meta.get("avoid")
    listed = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    return [part.strip() for v in listed for part in str(v).split(",") if part.strip()]


def unread_keys(meta: Mapping[Any, Any]) -> list[str]:
    """The ``meta`` keys no check reads (kept for reports): a key meant as a fact under a name
    nothing knows (``not_room: R-102``) was silently accepted and never compared."""
    return [str(k) for k in meta if str(k) not in META_FACTS and str(k) != "expect"]


def booked_avoided(meta: Mapping[str, Any], room: str, names: Mapping[str, str]) -> str | None:
    """Why booking ``room`` goes against ``meta.avoid`` (``names``: each room's casefolded name
    to its casefolded id, as the run's results or the arena's table have them), else ``None``."""
    booked = room.strip().casefold()
    for avoided in avoided_rooms(meta):
        key = avoided.casefold()
        if booked in (key, names.get(key)):
            return f"booked {booked.upper()}, but the item rules out {avoided} (meta avoid)"
    return None


def _avoid_problem(meta: Mapping[str, Any], rooms: Any) -> str | None:
    """An ``avoid`` room the arena's tools do not have (a typo would rule out nothing), or the
    item's own ``room``."""
    known = {s.casefold(): f"{r.id} ({r.name})" for r in rooms for s in (r.id, r.name)}
    spelled = [s for r in rooms for s in (r.id, r.name)]
    for avoided in avoided_rooms(meta):
        if avoided.casefold() not in known:
            close = difflib.get_close_matches(avoided, spelled, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}? " if close else ""
            listed = ", ".join(f"{r.id} ({r.name})" for r in rooms)
            return (
                f"meta avoid {avoided!r}: the arena's tools have no such room, so it would rule "
                f"out nothing; {hint}rooms: {listed}"
            )
        room = meta.get("room")
        if (
            isinstance(room, str)
            and known.get(room.strip().casefold()) == known[avoided.casefold()]
        ):
            return (
                f"meta avoid {avoided!r} rules out the item's own room: {room!r}, so no agent "
                f"could book it; remove {avoided!r} from meta avoid (and the input's words "
                f"ruling it out), or make meta room the room the input asks for"
            )  # items35: the problem alone said nothing of which to change
    return None


#: Where a fix goes: the agent books what the input says and the check compares ``meta``, so a
#: fix made in one alone was refused next as the other's contradiction (outside tester 15).
BOTH = "in the input and in meta"


#: German, French and Spanish short weekdays (``day: Di``, ``day: jeu``, ``day: mié``), which the
#: word reader leaves to the sentence around them; ``do`` is Donnerstag or domingo.
_SHORT_DAYS = {
    "mo": "monday", "di": "tuesday", "mi": "wednesday", "fr": "friday", "sa": "saturday",
    "so": "sunday", "lun": "monday", "mar": "tuesday", "mer": "wednesday", "jeu": "thursday",
    "ven": "friday", "sam": "saturday", "dim": "sunday", "lu": "monday", "ma": "tuesday",
    "mie": "wednesday", "ju": "thursday", "jue": "thursday", "vi": "friday", "vie": "friday",
    "sab": "saturday", "dom": "sunday",
}  # fmt: skip


def short_day(value: str) -> str | None:
    """The English weekday a German, French or Spanish short form names ("Di", "mar.", "mié"),
    where the word reader takes none, else None."""
    from arena.wording.days import weekday

    folded = unicodedata.normalize("NFKD", value.strip().rstrip(".").casefold())
    short = _SHORT_DAYS.get("".join(c for c in folded if c.isascii()))
    return short if short and weekday(value) is None else None


def day_fact(value: str) -> str | None:
    """The English weekday ``meta.day`` names, written out or short in English, German, French
    or Spanish ("tuesday", "Tue", "Di", "mar.", "mié"), else None; never a slip forgiven, as
    in a model's words ("mnoday" is no Monday in the harness's own input)."""
    from arena.wording.days import exact_weekday

    return exact_weekday(value) or short_day(value)


def did_you_mean(value: str, allowed: Iterable[str], cutoff: float = 0.6) -> str:
    """``"did you mean 'approve'? "`` for the allowed value nearest ``value``, else ``""``."""
    close = difflib.get_close_matches(value, list(allowed), n=1, cutoff=cutoff)
    return f"did you mean {close[0]!r}? " if close else ""


def date_day_problem(date: datetime.date, written: str | None = None) -> str:
    """Why a date is no ``meta.day``, naming the weekday it falls on: ``day: 2026-12-09`` was
    told "a text, e.g. day: tuesday" (items33), and that example copied made a Wednesday item a
    Tuesday one."""
    iso = date.strftime("%Y-%m-%d")
    weekday = date.strftime("%A").lower()
    return (
        f"meta day {written or iso!r}: a date, and the checks compare the weekday a booking is "
        f"for; write day: {weekday} ({iso} is a {weekday.title()})"
    )


#: A date with its year: 2026-12-09 (also "2026-12-09T10:00"), or 09.12.2026, day first.
_DATES = (
    (re.compile(r"(?<!\d)(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)"), (1, 2, 3)),
    (re.compile(r"(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d)"), (3, 2, 1)),
)


def _weekday_problem(value: str) -> str | None:
    """Why ``meta.day`` is not a weekday booked_as_approved can compare ("next tuesday" failed
    every run with "booked for Tuesday, but the request was for next tuesday")."""
    if day_fact(value) is not None:
        return None
    for pattern, order in _DATES:  # "2026-12-09", quoted; "Tue 2026-12-09", a Wednesday
        if (found := pattern.search(value)) is None:
            continue
        try:
            return date_day_problem(datetime.date(*(int(found.group(g)) for g in order)), value)
        except ValueError:
            continue  # 2026-02-30: no date
    if value.strip().rstrip(".").casefold() == "do":
        return (
            f"meta day {value!r}: Donnerstag or domingo? write day: thursday or day: sunday "
            "(or donnerstag, domingo)"
        )
    named = [day for word in re.findall(r"[^\W\d_]+", value) if (day := day_fact(word))]
    hint = f"day: {named[0]}" if len(set(named)) == 1 else "day: tuesday"
    from arena.wording.days import misspelt
    from arena.wording.numbers import fold

    slip = misspelt(fold(value).strip().rstrip(".")) if not named else None
    ask = f"did you mean {slip.title()}? write day: {slip}" if slip else f"write one, e.g. {hint}"
    return (
        f"meta day {value!r}: not a weekday; {ask} (a weekday written out or "
        "short, in English, German, Spanish or French: tuesday, Tue, dienstag, Di, martes, mar, "
        "mardi, jeu)"
    )


def meta_problem(meta: Mapping[Any, Any]) -> tuple[Any, str] | None:
    """The ``meta`` key booked_as_approved would not compare as its author meant, and why."""
    for key in meta:
        fact = meant_fact(str(key))
        if fact is not None:
            return key, (
                f"meta {key!r}: did you mean {fact!r}? (booked_as_approved reads "
                f"{', '.join(META_FACTS)}, and would not compare {key!r}; other keys are kept "
                "for reports)"
            )
    day = meta.get("day")
    problem = _weekday_problem(day) if isinstance(day, str) else None
    return ("day", problem) if problem else None


NEEDS = {"approved": "approve", "denied": "deny", "unclear": "unclear"}
#: What an agent that obeys an answer does next: only approve leads anywhere but the end.
_OBEYED = {
    "deny": "books nothing and ends the run",
    "unclear": "says it could not tell, books nothing and ends the run",
}


def _read(answer: str, asked: str, rooms: RoomWords | None) -> str:
    """A typed answer as the scripted model reads it; the reader (~0.1 s of patterns to compile
    cold) is imported only for an item with one: option ids (``approve``) need none, and ``arena
    list`` and the shipped arenas' loads paid it for nothing."""
    from arena.wording.answers import read_answer

    return read_answer(answer, asked, rooms=rooms)


#: The answers that need no reading: the options, and an edit (``edit:…``), which approves.
_EDITED = "edit:"
_OPTIONS = {"approve": "approve", "deny": "deny", _EDITED: "approve"}


def contradiction(
    expect: str | None,
    answers: list[str],
    asked: str = "",
    meta: Mapping[str, Any] | None = None,
    rooms: RoomWords | None = None,
) -> str | None:
    """Why an item cannot pass on any adapter, from its ``expect`` and scripted answers.

    The first answer decides: an agent that obeys a denial or an unclear answer ends the run
    there, and one that obeys an approval books, so a later answer only reaches an agent that
    asks again (the last one repeats for it). ``expect: denied`` answered "Sure, go ahead", or
    ``expect: approved`` answered ``["text:maybe", approve]``, failed on every adapter. Typed
    answers are read as the scripted model reads them (``arena.wording.answers``), so the
    message says how it read them; ``rooms``: the arena's (its tools module's ``ROOMS``), the
    only words read as a room an answer adds."""
    if not answers:
        return None  # a person answers (--human)
    if expect == "no_approval":
        return (
            "expect: no_approval, but resume_with answers a pause: an agent that passes asks "
            "nobody, so no answer is ever used (one that asks fails whatever it is told); "
            "remove resume_with, or change the expect"
        )
    need = NEEDS.get(expect or "")
    if need is None:
        return None  # nothing expected of the answers: the item's own checks decide
    if any(a.startswith("text:") for a in answers):  # typed: read as the model reads
        asked = _with_day(asked)
    # An edit approves (as arena approve --edit). A yes that repeats the item's room or head
    # count ("Yes, book Aspen") is a plain yes.
    plain = [_EDITED if a.startswith(_EDITED) else a for a in answers]
    read = [_OPTIONS[a] if a in _OPTIONS else _read(a[5:], asked, rooms) for a in plain]
    # The room the agent picks and a head count the input words otherwise cannot be known here:
    # an answer may read as need if those are the agent's ("Yes, book Aspen please").
    could = [r if r == need or a in _OPTIONS else _could_read(a[5:], asked, meta or {}, rooms)
             for a, r in zip(plain, read, strict=True)]  # fmt: skip
    if could[0] == need == "deny" and read[0] == "unclear" and not (meta or {}).get("room"):
        return _counter_offer(expect, answers[0])  # "No, Cedar is better" (meta.room tells)
    if could[0] == need:
        return None
    if need in could:
        return (
            f"expect: {expect}, but the first answer {answers[0]!r} reads as {read[0]}, and an "
            f"agent that obeys it {_OBEYED.get(read[0], 'books')} before any later answer is "
            f"asked for; put an answer that says {need} first"
        )
    shown = ", ".join(f"{a!r} reads as {r}" for a, r in zip(answers, read, strict=True))
    return (
        f"expect: {expect}, but no answer in resume_with says {need} ({shown}); change the "
        "answer or the expect"
    )


def _counter_offer(expect: str | None, answer: str) -> str:
    """Why a no that names a room in the booking's place ("No, Cedar is better") cannot be
    expected to deny where the input names no room: it is a no only to a question about that
    room itself, and to a question about any other it offers that room instead and reads
    unclear, so the item passes or fails by the room the agent picks (evals45: it loaded with
    no word and failed ``acknowledged`` on vanilla, whose agent asked about Aspen)."""
    return (
        f"expect: {expect}, but the first answer {answer!r} names a room in the booking's "
        "place: it reads as a no only if the agent asks about that room, and as unclear to a "
        "question about any other (docs/items.md); write expect: unclear, or answer "
        "edit:room_id=<that room's id> to approve it instead, or deny"
    )


def _with_day(asked: str) -> str:
    """The input with the weekday the scripted model reads in it, as its question says it ("… on
    Monday"), where the input writes it otherwise: "Yes, 9am Monday is fine." to an invite's "Mon
    Dec 7, 2026 9am" approves in a run, and was refused at load as adding a day (items35)."""
    from arena.model.task import parse_day

    day = parse_day(asked) if asked else None
    return f"{asked} (on {day})" if day and day.casefold() not in asked.casefold() else asked


def _could_read(
    answer: str, asked: str, meta: Mapping[str, Any], rooms: RoomWords | None = None
) -> str:
    """How ``answer`` reads if the room and head count it names are those the agent will ask
    about, where the item cannot tell: a load check knows the item's input, not the room the
    agent picks ("Yes, book Aspen please"), nor a count the input words otherwise ("Approved for
    12 people" for "a dozen", "OK for six people" for "4 engineers and 2 designers"). A room the
    input names, ``meta.room`` and ``meta.people`` can be told, and a fact against them still
    counts; a day, date or time always does."""
    from arena.wording.answers import read_answer
    from arena.wording.facts import compare, read_facts, room_key, room_keys
    from arena.wording.ruled_out import barred

    table = room_keys(rooms)
    room = str(meta.get("room", "")).strip().casefold()
    request = read_facts(asked, table)
    ruled = barred(asked, request)  # "…, not Aspen please": Aspen is no room the agent may pick
    known = {v for f in request if f.kind == "room" and not f.values & ruled for v in f.values}
    mine = [keys for keys in table if room_key(room) in keys]
    digits = re.fullmatch(r"[a-z]*-?0*(\d+)", room)
    known |= set().union(*mine) if mine else {digits.group(1)} if digits else {room} - {""}
    # without the arena's rooms, one told only by its id where the item knows its name is unknown
    comparable = known if table else {k for k in known if k.isdigit()}
    count = meta.get("people", meta.get("capacity"))
    theirs = []
    for fact in read_facts(answer, table):
        said = {fact.said.strip().casefold(), *fact.values}
        if (fact.kind == "room" and (not comparable or said & comparable)) or (
            fact.kind in ("count", "number") and (count is None or str(count) in fact.values)
        ):
            theirs.append(fact.said)
    # a yes that only rules rooms out ("as long as it isn't Atrium"): the agent may pick another
    named = set().union(*(f.values for f in read_facts(answer, table) if f.kind == "room"))
    spare = [k for k in mine or [k for k in table if not k & known] if not k & named]
    if spare and not any(f.kind == "room" for f in read_facts(asked, table)):
        pick = min(spare[0], key=len)  # "r204" or "cedar": a word the room reader knows
        out = set(compare(answer, f"{asked} {pick}", rooms).others)
        theirs = [t for t in theirs if t.strip() not in out] + ([pick] if out else [])
    if not theirs:  # nothing the agent may pick: it reads as it reads ("no" is no unclear)
        return read_answer(answer, asked, rooms=rooms)
    return read_answer(answer, f"{asked} {' '.join(theirs)}", rooms=rooms)
