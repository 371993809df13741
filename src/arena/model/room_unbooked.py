"""A room said not to be booked yet, then taken by a pronoun: "I didn't book Cedar yet, book it".

"I didn't book Cedar yet, book it for 6 on Tuesday." booked Aspen (requests50c): the "didn't"
read Cedar as ruled out, and the "it" of the order after it was no room. A statement that a
booking was not made is no rule against the room; the order after it that takes a room by a
pronoun takes that room, in each language the model reads ("Ich habe Cedar noch nicht gebucht,
buch ihn", "Je n'ai pas encore réservé Cedar, réserve-la", "Todavía no reservé Cedar,
resérvala", "Non ho ancora prenotato Cedar, prenotala", "Ainda não reservei a Cedar,
reserva-a", "Ik heb Cedar nog niet geboekt, boek hem"). Not where the order is refused
("Don't book it"), a reason rules the room out ("… because it's too small"), or the clause is
itself an order ("Don't book Cedar, book a room").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.model.room_questioned import _NOT_AFTER, _REFUSED, _TAKEN

#: What bounds the clause a room is named in.
_CLAUSE = LazyPattern(r"[.;!?\n,]")
#: A booking not made, said of the past (folded text): "didn't book", "hasn't been booked",
#: "nobody booked", "noch nicht gebucht", "n'ai pas encore réservé", "no reservé", "non ho
#: prenotato", "não reservei", "nog niet geboekt".
_UNBOOKED = LazyPattern(
    r"\b(?:didn'?t|did not|never did)\s+(?:\w+\s+){0,2}?(?:book|reserve)\b"
    r"|\b(?:haven'?t|have not|hasn'?t|has not|hadn'?t|had not|wasn'?t|was not|isn'?t|is not|"
    r"aren'?t|are not|weren'?t|were not|never|nobody|no one|not yet|not)\s+(?:\w+\s+){0,4}?"
    r"(?:booked|reserved)\b"
    r"|\b(?:nicht|nie|niemand|keiner)\b[^,.;!?\n]{0,40}\b(?:gebucht|reserviert)\b"
    r"|\b(?:n'(?:ai|as|a|avons|avez|ont)|personne n'a|jamais)\b[^,.;!?\n]{0,40}\breserve[es]{0,2}\b"
    r"|\b(?:no|nadie|nunca)\s+(?:\w+\s+){0,2}?(?:reserve|reservamos|reservo|reservaste|"
    r"reservado|reservada)\b"
    r"|\b(?:non|nessuno|mai)\b[^,.;!?\n]{0,40}\bprenotat[oaie]\b"
    r"|\b(?:nao|ninguem|nunca)\s+(?:\w+\s+){0,2}?(?:reservei|reservamos|reservou|reservado|"
    r"reservada)\b"
    r"|\b(?:niet|nooit|niemand)\b[^,.;!?\n]{0,40}\b(?:geboekt|gereserveerd)\b"
)
#: A reason given with the statement: "Cedar wasn't booked because it's too small".
_REASON = LazyPattern(
    r"\b(?:because|since|as it|weil|da er|da sie|parce que|car|porque|ya que|perche|poiche|"
    r"omdat|want)\b"
)
_REACH = 200  # characters after the clause that a pronoun may stand in


def taken_after_unbooked(folded: str, span: tuple[int, int], next_start: int) -> bool:
    """Whether the room named at ``folded[span]`` stands in a clause saying it is not booked
    yet, and an order after that clause takes it by a pronoun before the next room is named
    (at ``next_start``)."""
    start, end = span
    marks = [m.end() for m in _CLAUSE.finditer(folded, max(0, start - _REACH), start)]
    head = marks[-1] if marks else max(0, start - _REACH)
    tail_mark = _CLAUSE.search(folded, end, end + _REACH)
    if tail_mark is None or next_start <= tail_mark.start():
        return False
    clause = folded[head : tail_mark.start()]
    if not _UNBOOKED.search(clause) or _REASON.search(clause):
        return False
    found = _TAKEN.search(folded, tail_mark.end(), min(next_start, tail_mark.end() + _REACH))
    if found is None or _REASON.search(folded, tail_mark.end(), found.start()):
        return False
    before = folded[max(tail_mark.end(), found.start() - 30) : found.start()]
    return not _REFUSED.search(before) and not _NOT_AFTER.match(folded, found.end())


__all__ = ["taken_after_unbooked"]
