"""A head count said in Japanese, Chinese or Korean: "6名で", "六人", "6个人", "여섯 명이요".

"はい、6名でお願いします" (yes, for 6 people please) to a request for 6 read unclear, and so did
"好的，六人" and "네, 6명으로 해주세요": the reader knows these languages' yes said alone
(:mod:`arena.wording.other_languages`) but no count beside it (outside tester 33). The answer
reader (:func:`arena.wording.answers.explain_answer`) takes such a count out of the answer with
its particle ("で", "으로", "이요") and holds it against the request's head count: the asked count
leaves the rest to be read ("はい、お願いします": a yes), another one leaves the yes unclear.
"""

from __future__ import annotations

import re
import unicodedata

from arena.lazy_pattern import LazyPattern

#: Chinese and Japanese digits.
_HAN = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8,
        "九": 9}  # fmt: skip
#: Korean native numbers as said before a counter (한 명, 두 명, ..., 스무 명).
_NATIVE = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
           "열": 10, "스무": 20}  # fmt: skip
_NUMBER = r"[0-9０-９]+|[一二两兩三四五六七八九十]+"
_KOREAN = r"열\s*(?:한|두|세|네|다섯|여섯|일곱|여덟|아홉)|스물\s*(?:한|두|세|네)|" + "|".join(
    sorted(_NATIVE, key=len, reverse=True)
)
#: A count and its counter, with the particle or copula that may follow it.
COUNT_RE = LazyPattern(
    rf"(?P<han>{_NUMBER})\s*(?:名様?|人|个人|個人|位)(?:です|でお願いします|で|の|に|ね)?"
    rf"|(?P<ko>{_NUMBER}|{_KOREAN})\s*명(?:으로|이요|이에요|입니다|요|이)?"
)


def value(said: str) -> int | None:
    """The number ``said`` in digits, Han numerals or Korean native numbers."""
    said = unicodedata.normalize("NFKC", said).replace(" ", "")
    if said.isdigit():
        return int(said)
    if said.startswith("열") or said.startswith("스물"):
        tens = 10 if said.startswith("열") else 20
        rest = said[1:] if tens == 10 else said[2:]
        return tens + (_NATIVE[rest] if rest else 0)
    if said in _NATIVE:
        return _NATIVE[said]
    if not re.fullmatch(r"[一二两兩三四五六七八九十]+", said):
        return None
    if "十" not in said:
        return _HAN[said] if len(said) == 1 else None
    high, _, low = said.partition("十")  # "二十五": 25, "十二": 12, "十": 10
    if len(high) > 1 or len(low) > 1:
        return None
    return (_HAN[high] if high else 1) * 10 + (_HAN[low] if low else 0)


def counts_said(text: str) -> tuple[str, list[int]]:
    """``text`` with each such count taken out, and the counts (an unreadable one as 0)."""
    text = unicodedata.normalize("NFC", text)
    told: list[int] = []

    def take(m: re.Match[str]) -> str:
        told.append(value(m.group("han") or m.group("ko")) or 0)
        return ""

    return COUNT_RE.sub(take, text), told


__all__ = ["COUNT_RE", "counts_said", "value"]
