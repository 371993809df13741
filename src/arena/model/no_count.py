"""Numbers that are never a head count, set aside before :mod:`arena.model.head_count` reads
the count: a ticket's key ("FAC-4413"), a time zone's offset ("UTC+2"), a chat's "+1" vote and
stamps, a quarter ("Q1"), a calendar file's stamp, a phone extension and a phone number
(:mod:`arena.wording.contact_notes`: "+49 30 1234 5678" was read as 53 people), and what is
struck through ("for ~~8~~ 9 people"); and a number that ends
a line kept apart from the form field that opens the next ("Priority: 2" above "Attendees: 12").
Split from :mod:`arena.model.head_count` (495 lines) by outside tester 37.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import compile_kept
from arena.wording.chat import BRACKET_STAMP, SENDER_LINE
from arena.wording.contact_notes import without_phones

#: Numbers that are never a head count, read before the text is folded: a ticket's key in capitals
#: ("FAC-4413 Room request", "[OPS-221]"), a time zone's offset ("10:00 (UTC+2)", "GMT-5"), a
#: quarter ("Q1") and a calendar stamp.
#: Items35: a Jira ticket read as 4413 people, "Friday 10:00 (UTC+2)" as counts for two times.
NO_COUNT = compile_kept(
    # a chat line that only votes "+1" ("[09:15] Ben: +1", "Tom (12:02): +1 from me", a bare
    # "+1" under a message): agreement, not one more person (outside tester 36: "5 of us" above
    # "Ben: +1" read as 6)
    r"^[ \t]*(?:\[[^\]\n]{0,40}\][ \t]*)?(?:[^\W\d][^\n:\[\]()]{0,40}?(?:\([^)\n]{0,24}\))?"
    r"[ \t]*:[ \t]*)?\+1(?:[ \t]+(?:from me|here|too))?[ \t!.]*$"
    r"|\b[A-Z][A-Z0-9]{1,9}(?:-\d+)+\b|\b(?:UTC|GMT)\s*[+\-\u2212\u2013]\s*\d{1,2}(?::?\d{2})?(?!\d)"
    # a chat export's stamp opening a line: "[09:05] lee: make it 5", "[04/12/2026, 18:01] Nina:"
    # (items35: the stamp read as the time "make it 5" corrects, so 4 + 5 people)
    + r"|"
    + BRACKET_STAMP
    # and a stamp by the speaker's name: "Tom (12:02): correction, 3", "Tom, 12:02:", "12:02
    # Tom:", Slack's "Jonas Weber  11:44 AM" above the message (outside tester 36: the stamp
    # read as the time a correction corrects, so "we're 4 … correction, 3" stayed 4)
    + r"|(?<=[^\W\d])[ \t]*(?:[(\[,][ \t]*)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\.?)?"
    r"[ \t]*[)\]]?(?=[ \t]*:(?!\d))"
    r"|^[ \t]*\d{1,2}:\d{2}(?:[ \t]*[AaPp]\.?[Mm]\.?)?(?=[ \t]+[^\W\d][\w .'-]{0,40}:)"
    r"|(?<=[^\W\d])(?:[ \t]{2,}\d{1,2}:\d{2}(?:[ \t]*[AaPp]\.?[Mm]\.?)?"
    r"|[ \t]+\d{1,2}:\d{2}[ \t]*[AaPp]\.?[Mm]\.?)[ \t]*$"
    # a chat sender's name and time alone on a line with one space, as a pasted Slack thread
    # has it ("priya 10:06" above "sorry, make that 6"), not a weekday's time ("Tuesday 10:00");
    # and a thread's reply count ("1 reply", "↳ 2 replies", "View 3 more replies"): outside
    # tester 39, the stamp read as the time "make that 6" corrects (5 booked) and "1 reply"
    # below "Attending: Sara, Tom, Ugo, Vik, Wes" as 1 person
     + r"|" + SENDER_LINE + r"|(?i:\b\d+[ \t]+(?:more[ \t]+)?repl(?:y|ies)\b)"
    # a quarter or half of the year ("Q1 roadmap sync", "H2 planning") and a calendar file's
    # stamp ("DTSTART:20261207T140000Z"): items35 read them as 1 person and as 20261207
    r"|\b[QqHh][1-4]\b(?!\s*(?:people|persons|pax|guests|attendees|of us)\b)"
    r"|(?<!\d)\d{8}[Tt]\d{4,6}[Zz]?\b"
    # a phone extension ("reached at ext. 2231"): held-out itemsheld36 read it as 2231 people,
    # and "2 visitors (so 3 in total). … ext. 2231" as 2, the total no longer the last count
    r"|(?i:\b(?:ext|extn|extension|tel)\b\.?:?[ \t]*\d{2,6}\b)"
    # a form's field for a floor, building or priority, its key in words ("Floor preference:
    # 4", "Preferred level: 2": items40, read beside "Team size attending: 6" as two numbers)
    r"|^[ \t*\u2022-]*(?i:[a-z ]{0,20}\b(?:floor|level|storey|building|priority)\b[a-z ]{0,20}):"
    r"[ \t]*\d{1,3}(?:st|nd|rd|th)?[ \t]*$",
    re.M,
)


#: A line that ends with a number above a line that opens with a field ("Priority: 2" above
#: "Attendees: 12", "Attendees: 12" above "Day: Friday"): the two are apart, where the words run
#: on as "2 attendees" or "12 day" (items35: read as 2 people, or as no count at all).
FIELD_LINE = compile_kept(r"(?<=\d)(?=[ \t]*\r?\n[ \t*_`|>-]*[^\W\d_][^\n:]{0,24}:)")


#: Words struck through, as Markdown, Slack and HTML write them: "for ~~8~~ 9 people", "~~4~~
#: ~~5~~ 6", "<del>Cy</del>" (outside tester 37: "~~8~~ 9 people" read 8, the number given up,
#: and "~~4~~ ~~5~~ 6 people" 4; a struck weekday is :mod:`arena.model.day_marks`').
STRUCK = compile_kept(r"~~[^~\n]{1,60}~~|<(s|del|strike)>[^<\n]{1,60}</\1>", re.I)
#: A list's line whose item is struck through, with what follows it: "• ~~Cy~~ (out sick)" is
#: no one of those listed (left as "• (out sick)", it ended the list: Ana, Ben and Di read 2).
STRUCK_ITEM = compile_kept(
    r"^[ \t]*(?:[-*\u2022+]|\d{1,2}[.)])[ \t]+(?:~~[^~\n]{1,60}~~|<(s|del|strike)>[^<\n]{1,60}"
    r"</\1>)[ \t]*(?:\([^)\n\d]*\)|[-\u2013\u2014:,][^\n\d]*)?[ \t]*(?:\n|$)",
    re.I | re.M,
)


def no_count(text: str) -> str:
    """``text`` with the numbers that are never a head count blanked (:data:`NO_COUNT`, a phone
    number) and words struck through left out (:data:`STRUCK`)."""
    text = STRUCK.sub(" ", STRUCK_ITEM.sub("", text))
    return without_phones(NO_COUNT.sub(" ", text))


def fields_apart(text: str) -> str:
    """``text`` with a number that ends a line set apart from the field opening the next."""
    return FIELD_LINE.sub(".", text)
