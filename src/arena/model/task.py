"""Read "how many people, which day" out of a free-text booking request.

The scripted model has to understand the arena's user inputs the way a real model would, from
phrasings like "for a team of 5", "seats 20" or "12 attendees", without being fooled by
"one-to-one".
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_ABBREV = {d[:3]: d for d in DAYS} | {"tues": "tuesday", "thur": "thursday", "thurs": "thursday"}

_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "dozen": 12, "a dozen": 12, "a couple of": 2,
    "a pair of": 2,
}  # fmt: skip
_NUM = r"(\d+|" + "|".join(sorted((re.escape(w) for w in _WORDS), key=len, reverse=True)) + r")"
_PEOPLE = r"(?:people|persons?|attendees|participants|guests|colleagues|folks|of us|heads|seats)"
_PREFERRED = (
    re.compile(rf"\b{_NUM}\s+(?:\w+\s+)?{_PEOPLE}\b", re.I),  # "6 people", "8 senior attendees"
    re.compile(rf"\b(?:team|group|party|total)\s+of\s+{_NUM}\b", re.I),
    re.compile(rf"\b(?:seats?|fits?|holds?|for)\s+(?:at\s+least\s+)?{_NUM}\b", re.I),
)
_ANY = re.compile(rf"\b{_NUM}\b", re.I)
_DAY = re.compile(r"\b(" + "|".join(DAYS) + r"|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)\b", re.I)


@dataclass(frozen=True)
class BookingRequest:
    capacity: int
    day: str  # title case, as a person would write it: "Tuesday"


def _number(token: str) -> int:
    token = token.lower()
    return int(token) if token.isdigit() else _WORDS[token]


def parse_capacity(text: str) -> int | None:
    """The head count: a number next to "people"-like words first, else the first number."""
    for pattern in _PREFERRED:
        match = pattern.search(text)
        if match:
            return _number(match.group(1))
    match = _ANY.search(text)
    return _number(match.group(1)) if match else None


def parse_day(text: str) -> str | None:
    match = _DAY.search(text)
    if not match:
        return None
    word = match.group(1).lower()
    return _ABBREV.get(word, word).title()


def parse_request(text: str) -> BookingRequest | None:
    """Both facts, or ``None`` when either is missing (the model then asks for them)."""
    capacity, day = parse_capacity(text), parse_day(text)
    if capacity is None or capacity <= 0 or day is None:
        return None
    return BookingRequest(capacity=capacity, day=day)
