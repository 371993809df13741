"""A room's name written in katakana, as a Japanese request writes a foreign name.

"水曜日 15:00 アスペン 5名" names Aspen: its weekday and head count were read
(:func:`arena.wording.far_weekdays.in_english`), its room was not, and the model booked the first
free room instead of the one named (heldout42, requests43). :func:`in_latin` writes each of the
arena's room names said in katakana as the Latin name, with what the particle after it says: a
room refused ("アスペン以外", "アスペンではなく", "アスペンはダメ") is said as "not Aspen", one a
booking asks for ("アスペンを予約", "シーダーでお願いします") as "book Aspen", and one named alone as
the name, which the request reader places as it places any other. A name inside a longer word
("メープルシロップ", maple syrup) is no room.
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern

#: The arena's room names in katakana, with the spellings a writer may use (long vowel or not).
_KANA = {
    "Juniper": "ジュニパー|ジュニパ",
    "Aspen": "アスペン",
    "Cedar": "シーダー|シーダ|シダー",
    "Maple": "メープル|メイプル",
    "Sequoia": "セコイア|セコイヤ",
    "Atrium": "アトリウム",
}
#: After the name, words that refuse it: "以外" (other than), "ではなく"/"じゃなく" (not), "は
#: ダメ"/"は嫌"/"はNG"/"は避けて"/"は使わないで" (no good, avoid, don't use), "を避けて".
_REFUSED = r"\s*(?:以外|では?なく|じゃなく|じゃない|は(?:ダメ|だめ|駄目|嫌|イヤ|NG|避け|使わ|無理|不可)|を避け)"
#: After the name, a particle and then a booking word in the same sentence: "アスペンを予約して
#: ください", "シーダーでお願いします", "メープルを押さえて".
_ASKED = r"\s*(?:を|で|が|に|にて)?[^。．.!?！？\n]{0,12}?(?:予約|お願い|押さえ|確保|取って|とって|おさえ)"

#: Japanese script: kana and kanji (and their punctuation).
_JA = "\u3000-\u30ff\u4e00-\u9fff"
_PATTERN = LazyPattern(
    "|".join(
        f"(?<![\u30a0-\u30ff])(?P<{name}>{spelled}"
        # the Latin name with a Japanese particle right after it: "木曜日にCedarを5人で予約"
        # (heldout43: no room read, Aspen booked)
        f"|(?<![A-Za-z])(?i:{name})(?=\\s*[{_JA}]))(?![\u30a0-\u30ff])"
        f"(?P<{name}_out>{_REFUSED})?(?P<{name}_in>(?={_ASKED}))?"
        for name, spelled in _KANA.items()
    )
)


#: "AではなくB", "AじゃなくてB": not A but B. The B after it is the room asked for (regress43:
#: "アスペンではなくシーダーを予約" read as "not Aspen Cedar", both ruled out, and nothing booked).
_INSTEAD = LazyPattern(r"(?:では?なく|じゃなく)て?\s*[、,]?\s*$")
_NEXT_ROOM = LazyPattern(r"て?\s*[、,]?\s*(?:" + "|".join(_KANA.values()) + ")")


def _said(m: re.Match[str]) -> str:
    name = next(n for n in _KANA if m.group(n))
    if m.group(f"{name}_out"):
        # a sentence's end, so that "not" reaches no room named after it
        return f" not {name}. " if _NEXT_ROOM.match(m.string, m.end()) else f" not {name} "
    if m.group(f"{name}_in") is not None or _INSTEAD.search(m.string, 0, m.start()):
        return f" book {name} "
    return f" {name} "


@functools.lru_cache(maxsize=256)
def in_latin(text: str) -> str:
    """``text`` with each room name in katakana written in Latin letters, and each Latin name a
    Japanese particle follows, said as refused or asked for where the words after it say so;
    ``text`` itself where it holds none."""
    if text.isascii() or not re.search(f"[{_JA}]", text):
        return text
    return _PATTERN.sub(_said, text)
