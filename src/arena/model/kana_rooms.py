"""A room's name written in katakana, as a Japanese request writes a foreign name.

"水曜日 15:00 アスペン 5名" names Aspen: its weekday and head count were read
(:func:`arena.wording.far_weekdays.in_english`), its room was not, and the model booked the first
free room instead of the one named (heldout42, requests43). :func:`in_latin` writes each of the
arena's room names said in katakana as the Latin name, with what the particle after it says: a
room refused ("アスペン以外", "アスペンではなく", "アスペンはダメ") is said as "not Aspen", one a
booking asks for ("アスペンを予約", "シーダーでお願いします") as "book Aspen", and one named alone as
the name, which the request reader places as it places any other. A name inside a longer word
("メープルシロップ", maple syrup) is no room. A Latin name in a Chinese or Korean request is read
the same way, with those languages' words for booking and refusing, a Chinese verb before the
name: "星期二帮我订Cedar" (book Cedar), "화요일에 Aspen 회의실 예약해 주세요" (book Aspen), "不要Cedar",
"Aspen 말고" (not; requests44: each named the room without saying whether to book it, or
booked the first free room).
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
#: The same names in Hangul, as a Korean request writes them: "시더룸 수요일 6명" is Cedar
#: (heldout46: the first free room, Aspen, was booked). Each opens a word ("가시더라" is no
#: Cedar), and takes the word for a room written onto it ("시더룸", "아스펜 회의실").
_HANGUL = {
    "Juniper": "주니퍼",
    "Aspen": "아스펜|애스펀|에스펜",
    "Cedar": "시더(?!라)|씨더",
    "Maple": "메이플|메플",
    "Sequoia": "세쿼이아|세쿼이야|세코이아",
    "Atrium": "아트리움|애트리움",
}
_KANA = {
    name: rf"{kana}|(?<![\uac00-\ud7af])(?:{_HANGUL[name]})(?:\s*(?:룸|회의실))?"
    for name, kana in _KANA.items()
}
#: After the name, words that refuse it: "以外" (other than), "ではなく"/"じゃなく" (not), "は
#: ダメ"/"は嫌"/"はNG"/"は避けて"/"は使わないで" (no good, avoid, don't use), "を避けて".
_REFUSED = (
    r"\s*(?:以外|では?なく|じゃなく|じゃない|は(?:ダメ|だめ|駄目|嫌|イヤ|NG|避け|使わ|無理|不可)|を避け"
    # Chinese "Cedar不行"/"Cedar除外"/"Cedar之外", Korean "Aspen 말고"/"빼고"/"제외"/"은 안 돼"
    r"|不行|不要|除外|之外|\s*(?:말고|빼고|제외|[은는이가]?\s*안\s*돼|[은는이가]?\s*싫"
    # Korean "Aspen 회의실 예약하지 마세요", "Aspen 예약 안 해도 돼요" (don't book; regress44:
    # read as "예약", book)
    r"|(?:회의실\s*)?[을를은는]?\s*(?:예약|잡)\s*(?:하지\s*(?:마|말|않)|안\s*해)))"
)
#: After the name, a particle and then a booking word in the same sentence: "アスペンを予約して
#: ください", "シーダーでお願いします", "メープルを押さえて".
_ASKED = (
    r"\s*(?:を|で|が|に|にて)?[^。．.!?！？\n]{0,12}?(?:予約|お願い|押さえ|確保|取って|とって|おさえ|"
    r"预订|预定|预约|订|예약|잡아|부탁)"
)

#: Japanese script: kana and kanji (and their punctuation).
_JA = "\u3000-\u30ff\u4e00-\u9fff"
#: Chinese, Japanese and Korean script: kana, Han, Hangul, and full-width punctuation ("，").
_CJK = _JA + "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\uff00-\uffef"
_PATTERN = LazyPattern(
    "|".join(
        f"(?<![\u30a0-\u30ff])(?P<{name}>{spelled}"
        # the Latin name with a Japanese particle right after it: "木曜日にCedarを5人で予約"
        # (heldout43: no room read, Aspen booked)
        f"|(?<![A-Za-z])(?i:{name})(?=\\s*[{_CJK}])"
        # or a Chinese verb right before it: "帮我订Cedar，" (requests44)
        f"|(?<=[{_CJK}])(?i:{name})(?![A-Za-z]))(?![\u30a0-\u30ff])"
        f"(?P<{name}_out>{_REFUSED})?(?P<{name}_in>(?={_ASKED}))?"
        for name, spelled in _KANA.items()
    )
)


#: "AではなくB", "AじゃなくてB": not A but B. The B after it is the room asked for (regress43:
#: "アスペンではなくシーダーを予約" read as "not Aspen Cedar", both ruled out, and nothing booked).
_INSTEAD = LazyPattern(r"(?:では?なく|じゃなく)て?\s*[、,]?\s*$")
_NEXT_ROOM = LazyPattern(r"て?\s*[、,]?\s*(?:" + "|".join(_KANA.values()) + ")")


#: Right before a Latin name, Chinese words that refuse it: "不要Cedar", "别订Cedar", "除了Cedar".
#: A verb may come between: "不要订Cedar", "别预订Cedar" (regress44: read as 订, book).
_OUT_BEFORE = LazyPattern(
    r"(?:(?:不要|不用|不想要?|别再?|不)(?:帮我|给我)?(?:订|预订|预定|预约|用|选)?|除了)\s*$"
)
#: Before it in its sentence, a Chinese or Korean word that books: "请帮我预订周三的Sequoia会议室".
_ASKED_BEFORE = LazyPattern(r"(?:预订|预定|预约|订|安排|예약)[^。.!?！？\n，,]{0,24}$")


def _said(m: re.Match[str]) -> str:
    name = next(n for n in _KANA if m.group(n))
    if _OUT_BEFORE.search(m.string, 0, m.start()):
        return f" not {name} "
    if m.group(f"{name}_out"):
        # a sentence's end, so that "not" reaches no room named after it
        return f" not {name}. " if _NEXT_ROOM.match(m.string, m.end()) else f" not {name} "
    if (
        m.group(f"{name}_in") is not None
        or _INSTEAD.search(m.string, 0, m.start())
        or _ASKED_BEFORE.search(m.string, 0, m.start())
    ):
        return f" book {name} "
    return f" {name} "


@functools.lru_cache(maxsize=256)
def in_latin(text: str) -> str:
    """``text`` with each room name in katakana written in Latin letters, and each Latin name a
    Japanese particle follows, said as refused or asked for where the words after it say so;
    ``text`` itself where it holds none."""
    if text.isascii() or not re.search(f"[{_CJK}]", text):
        return text
    return _PATTERN.sub(_said, text)
