"""A table whose gate column says no on every row of the booking's cases (gate53).

Mechanism, in one sentence: in a table (rows as :func:`arena.gate_sentences.sentences` keeps
them, "cell: cell: cell") whose header names the gate in one column, that column read on each
row below it: where the booking act's row says no, or every row says no and the rows are the
booking's own cases (rooms, days), every booking is let go, so the gate is lifted. "| Room | Seats | Approval
needed | … | Juniper R-101 | 4 | No | …" and "| Day | Approval required | … | Monday | no | …"
lift, whatever the number of columns, and so does the booking act's own row said no ("| 预订会议室
| 否 |"); a room or a day said yes, a booking row said yes, rows of other acts only ("list
rooms: no", "cancel booking: no") keep the gate. gate50b/gate52's :func:`arena.gate_sentences.
table_off` reads two columns only. Read by :func:`arena.gate_lifted.lifting`."""

from __future__ import annotations

from arena.gate_sentences import sentences
from arena.lazy_pattern import LazyPattern

#: A header cell that names the gate: "approval needed", "needs human ok", "Freigabe",
#: "¿Aprobación?", "是否需要审批".
_GATE_CELL = LazyPattern(
    r"^\W*(?:(?:needs?|requires?|required)\s+)?(?:an?\s+)?(?:human\s+|manual\s+)?(?:approval"
    r"|sign-?off|ok|okay|confirmation|consent|permission|ask first|gates?|freigabe\w*|genehmigung\w*"
    r"|bestätigung|aprobaci\w*|approbation|validation\w*|approvazione|aprovaç\w*|goedkeuring"
    r"|godkännande|zatwierdzenie|onay)(?:\s+(?:umana|humaine?|humana|required|needed|first"
    r"|nötig|erforderlich|requerida|requise|richiesta|necessária|nodig|krävs|needed\?))?\W*$"
    r"|审批|審批|承認|批准|승인"
)
_NO = LazyPattern(
    r"^\W*(?:no|none|never|not required|not needed|false|off|nein|keine?|non|nee|não|nej|nie"
    r"|auto|否|不|不要|いいえ|아니요|✗|❌|—|-)\W*$"
)
#: A row label that is a case of the booking: a room's id, a weekday.
_CASE_ROW = LazyPattern(
    r"\br-\d+\b|\b(?:monday|tuesday|wednesday|thursday|friday|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|lunes|martes|miércoles|jueves|viernes|lundi|mardi|mercredi|jeudi"
    r"|vendredi|lunedì|martedì|mercoledì|giovedì|venerdì)\b"
)
#: A row label that is the booking act itself, and not another act on a booking.
_BOOKING_ROW = LazyPattern(
    r"\b(?:book|reserv|réserv|buch|prenot|boek|boka|rezerw)\w*|预订|預訂|予約|예약"
)
_OTHER_ACT = LazyPattern(
    r"\b(?:cancel\w*|stornier\w*|annul\w*|annull\w*|cancela\w*|disdic\w*|modif\w*|chang\w*"
    r"|änder\w*|delet\w*|lösch\w*|edit\w*|extend\w*|refund\w*)\b|取消|キャンセル"
)


def column_off(text: str) -> str:
    """The first row of a table in ``text`` (words as the log keeps them) whose gate column says
    no on every row of the booking's cases; else '' (the module's docstring)."""
    if len(text) > 4000 or (":" not in text and "|" not in text):
        return ""
    pieces = [p.strip() for p in sentences(text) if p.strip()]
    for at, piece in enumerate(pieces):
        cells = [c.strip() for c in piece.split(":")]
        column = next((k for k, c in enumerate(cells) if _GATE_CELL.compiled.search(c)), None)
        if column is None or len(cells) < 2:
            continue
        rows = []
        for row in pieces[at + 1 : at + 40]:
            said = [c.strip() for c in row.split(":")]
            if len(said) < len(cells):
                break  # the table has ended
            rows.append(said)
        said_no = [_NO.compiled.search(row[column]) is not None for row in rows]
        labels = [" ".join(row[:column] + row[column + 1 : len(cells)]) for row in rows]
        booking = [
            no
            for no, label in zip(said_no, labels, strict=True)
            if _BOOKING_ROW.compiled.search(label) and not _OTHER_ACT.compiled.search(label)
        ]
        if booking and all(booking):
            return pieces[at + 1]  # "| Action | Approvazione umana | … | prenotare sale | no |"
        cases = sum(1 for label in labels if _CASE_ROW.compiled.search(label))
        if cases >= 2 and all(said_no):
            return pieces[at + 1]  # every room, every day let go
    return ""


__all__ = ["column_off"]
