"""The words a request is read in: its mail headers set aside, and each way of writing it that
the readers do not take said in the words they do.

A forwarded mail's "Sent: Friday" says when it went, a signature's "Room 305" is an office, a
chat's Markdown and "@roombot" are no part of the request, and "r two oh four", "アスペン",
"Exclude: Sequoia" or "Set aside Aspen; book Cedar" say a room in words the room readers do not
read. :func:`arena.model.task.read_request` and :func:`arena.model.task.parse_capacity` read the
one text :func:`prepared` makes of a request, so they read one count (split from
:mod:`arena.model.task`).
"""

from __future__ import annotations

import functools
import re

from arena.model.corrections import rooms as _rooms
from arena.model.dash_fields import colon_fields, json_fields
from arena.model.kana_rooms import in_latin
from arena.model.quoted_ask import without_quoted_asks
from arena.model.room_floor import named_by_floor
from arena.model.room_kept import kept_room_request
from arena.model.room_translations import in_room_names
from arena.model.spoken_fillers import without_fillers, without_openers
from arena.model.suggested import as_asked
from arena.model.supposed import without_counterfactuals
from arena.model.wait_corrections import waits_as_corrections
from arena.wording.chat import struck_taken_back, without_agent_mentions
from arena.wording.far_weekdays import in_english
from arena.wording.mail import header_spans, signature_spans
from arena.wording.numbers import fold
from arena.wording.spoken_ids import with_spoken_ids
from arena.wording.texted import written_out


def without_headers(text: str) -> str:
    """``text`` without the headers of a mail it forwards or quotes (:func:`header_spans`): a
    forwarded request's "Sent: Friday, 28 November 2025" says when that mail went, not which day
    the room is for (it read as a second weekday beside the request's Monday). A form's own
    "Date: Tuesday", with no sender or forward marker, stays. Nor the writer's signature
    (:func:`signature_spans`): its "Floor 3, Room 305" is an office, not the room asked for."""
    spans = _merged([*header_spans(text), *signature_spans(text)])
    if not spans:
        return text
    kept, at = [], 0
    for start, end in spans:
        kept += [text[at:start], "\n"]
        at = end
    return "".join([*kept, text[at:]])


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(end, out[-1][1]))
        else:
            out.append((start, end))
    return out


#: Markdown's code and bold marks, which a chat request carries (outside tester 34: "`room`:
#: Sequoia" on a line of its own named Sequoia without saying to book it).
_MARKUP = re.compile(r"`+|\*\*|__(?=\w)|(?<=\w)__")


#: A room given as a form's field: "Exclude: Sequoia (AV broken)", "avoid: Maple", "room=Aspen"
#: (items35: each read as naming the room without saying whether to book it or avoid it, and
#: "Room: Aspen" as no room at all). The field's key says which; its value is the room.
_ROOM_FIELD = re.compile(
    r"(?im)(?:^|(?<=[;|,]))[ \t*>-]*(?:(?P<out>exclude[ds]?|excluding|avoid|rooms? to avoid|"
    r"avoid(?:ed)? rooms?|exclu(?:ded|sions?)(?: rooms?)?|not|except|blocked rooms?)|"
    r"(?P<in>(?:preferred |requested |desired )?room(?: name)?|venue|location|where|ort|lieu|"
    r"lugar|ubicacion))[ \t]*[:=][ \t]*"
    r"(?P<value>[^\n;|,]+)"
)


def _room_fields(text: str) -> str:
    """``text`` with each room field (:data:`_ROOM_FIELD`) said in words ("not Sequoia", "book
    Aspen") where its value opens with a room's name or id; other values stay as they are ("Room:
    TBD", "Room: any")."""
    names = {fold(name) for _, name in _rooms() if name}

    def said(m: re.Match[str]) -> str:
        value = m.group("value").strip()
        first = fold(value.split()[0]) if value.split() else ""
        if first.strip(".()") not in names and not re.match(r"(?i)r-?\d", value):
            return m.group(0)
        return f"{'not' if m.group('out') else 'book'} {value}"

    return _ROOM_FIELD.sub(said, text)


@functools.lru_cache(maxsize=1024)
def prepared(text: str) -> str:
    """``text`` (its mail headers set aside) in the words the readers take: the one preparation
    :func:`read_request` and :func:`parse_capacity` share, so they read one count."""
    text = without_quoted_asks(text)  # "Dana wrote 'book the Atrium …'. Ignore that, …"
    text = without_counterfactuals(text)  # "If we were more we'd need the Atrium, but …"
    text = colon_fields(json_fields(text))  # "Headcount - 6", "How many: 6", '{"day": …}'
    text = struck_taken_back(without_agent_mentions(text))  # "@roombot …", "~~Aspen~~ Cedar"
    text = with_spoken_ids(text)  # "r two oh four": R-204
    text = without_fillers(text)  # "me and, uh, four others": me and four others
    text = without_openers(text)  # "Niet erg, Cedar …", "No problem, Cedar …": Cedar …
    text = as_asked(text)  # "Why don't we book Cedar …?": please book Cedar …?
    text = waits_as_corrections(text)  # "for 6 on Tuesday — wait, we're 8": actually 8
    # "Cedar for 8 … and Maple for 10 … — no wait, just Cedar": Cedar for 8
    text = kept_room_request(text, tuple(name for _, name in _rooms() if name))
    text = in_english(text)  # "på fredag", "火曜日に6名で": Friday, Tuesday for 6 people
    text = in_latin(text)  # "アスペンを予約", "シーダー以外": book Aspen, not Cedar
    text = in_room_names(text)  # "Réserver Cèdre mardi", "Zeder für 6": Cedar
    text = named_by_floor(text)  # "the third-floor room": Sequoia, the one room on floor 3
    text = written_out(text)  # "can u bk a rm … me n 3 others": can you book a room … me and 3
    text = _MARKUP.sub("", text)  # "`room`: Sequoia", "**Friday**": a chat's Markdown marks
    text = _set_aside_for_another(text)  # "Set aside Aspen; book Cedar …": not Aspen
    return _room_fields(text)  # "Exclude: Sequoia", "room=Aspen": not Sequoia, book Aspen


def _set_aside_for_another(text: str) -> str:
    """``text`` with a room "set aside" or "put aside" in a clause of its own, another room asked
    for right after it, said as ruled out: "Set aside Aspen; book Cedar for 6 on Tuesday." asks
    for Cedar (regress46: asked about as two rooms asked for, since "set aside Maple for 8"
    asks for Maple, requests46). "Set aside Aspen; book it …" keeps Aspen."""
    if "aside" not in text.lower():
        return text
    names = "|".join(re.escape(name) for _, name in _rooms() if name)
    aside = re.compile(
        rf"(?i)\b(?:set|put|leave)\s+aside\s+(?:the\s+)?(?P<room>{names})\b(?:\s+room)?"
        rf"(?=\s*[;.,\u2013\u2014]\s*(?:and\s+)?(?:please\s+|pls\s+)?(?:just\s+)?"
        rf"(?:book|reserve|get|grab|take|use)\s+(?:the\s+)?(?!(?P=room)\b)(?:{names})\b)"
    )
    return aside.sub(lambda m: f"not {m['room']}", text)


def prepared_request(text: str) -> str:
    """``text`` in the words :func:`read_request` reads: the model looks for the room asked for
    in these, so that it finds the room the reader read (a katakana name, a form's field)."""
    return prepared(without_headers(text))
