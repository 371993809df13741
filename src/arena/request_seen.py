"""A request's words as a person sees them, before they are read (:mod:`arena.request_words`):
lookalike letters in a Latin word read as Latin ("cancеl" with a Cyrillic е, small capitals),
letters spelt apart read as the word ("c a n c e l"), and what is not seen as letters dropped
(zero-width characters, joiners, soft hyphens, combining strokes); the overrides that show
letters in another order are found (:data:`REORDERED`), for the reader to name them."""

from __future__ import annotations

import re
import unicodedata

from arena.lazy_pattern import compile_kept

_WORD = compile_kept(r"[^\W_]+")


#: Letters that pass for Latin ones in a Latin word ("cancеl" with a Cyrillic е) and small
#: capitals ("ᴄᴀɴᴄᴇʟ"): read as the Latin letter (red team 29b).
LOOKALIKE = str.maketrans(
    "аеорсухіјѕԁһкмтвнᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ"
    # capitals too, and Greek ones, in a Latin word ("Јuniper", "Μonday": red team 30)
    "АВЕКМНОРСТУХЈЅІΑΒΕΖΗΙΚΜΝΟΡΤΥΧοϲ",
    "aeopcyxijsdhkmtbhabcdefghijklmnoprstuvwyzABEKMHOPCTYXJSIABEZHIKMNOPTYXoc",
)


def latin(text: str) -> str:
    """``text`` with lookalike letters (:data:`LOOKALIKE`) in Latin words read as Latin."""
    return _WORD.sub(
        lambda m: (
            m.group(0).translate(LOOKALIKE)
            if re.search("[A-Za-z]", m.group(0))
            or re.fullmatch("[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ]+", m.group(0))
            else m.group(0)
        ),
        text,
    )


#: Four or more single letters apart ("c a n c e l", "c-a-n-c-e-l"): one word (red team 29b).
SPACED = compile_kept(r"(?<!\w)(?:[^\W\d_][ .\-]){3,}[^\W\d_](?!\w)")


def spaced(text: str) -> str:
    """``text`` with letters spelt apart (:data:`SPACED`) read as the word they spell."""
    return SPACED.sub(lambda m: re.sub(r"[ .\-]", "", m.group(0)), text)


#: Characters that show letters in another order than they are written (left-to-right and
#: right-to-left overrides): "\u202eyadsendeW" shows "Wednesday" (red team 30).
REORDERED = compile_kept("[\u202d\u202e]")


def visible(text: str) -> str:
    """``text`` as a person sees it: format characters (zero-width space and joiners, word
    joiner, soft hyphen, byte order mark) and combining marks that compose with no letter
    ("c\u0336a\u0336n\u0336c\u0336e\u0336l\u0336" struck through) dropped. They are not
    seen, or not as letters, and split or hid a word from this reader: "can\u200bcel all other
    bookings" and "Wed\u2060nesday" read as nothing (red team 30). Accented letters are kept
    whole (NFC)."""
    text = unicodedata.normalize("NFC", text)
    return "".join(c for c in text if unicodedata.category(c) not in ("Cf", "Mn", "Me"))


__all__ = ["LOOKALIKE", "REORDERED", "SPACED", "latin", "spaced", "visible"]
