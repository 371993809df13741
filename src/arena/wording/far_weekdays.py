"""A request's weekday and head count in languages the word lists do not hold: Scandinavian,
Polish, Czech, Finnish and Russian weekdays, and Japanese, Chinese and Korean ones with their
counters ("火曜日に6名で", "周三…十个人", "목요일에 5명이").

The request reader knows weekdays in English, German, Spanish, French, Italian, Dutch and
Portuguese (:mod:`arena.wording.days`). "Kan du boka ett mötesrum på fredag för 7 personer?",
"Czy możesz zarezerwować salę na wtorek dla 6 osób?", "Забронируйте … на среду на 9 человек" and
"火曜日に6名で会議室を予約してください" were each refused at load as naming no weekday, and
"请帮我预订周三的会议室，我们一共十个人" as naming no head count either (outside tester 34),
though each says both plainly. :func:`in_english` writes those days as the English names and
a count with its Han or Hangul counter as "N people", so the rest of the reader reads the
request as it reads any other; the answer reader is not changed (it reads the yes of these
languages, :mod:`arena.wording.other_languages`, and their counts, :mod:`arena.wording.cjk_counts`)
but for their weekdays (:func:`weekdays_in_english`): held-out tester 37's "ya, tapi hari Jumat",
"jo, ale v pátek" and "ja, men fredag i stedet" (yes, but Friday) to a Thursday request were
read as a plain yes, the other day unread.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.cjk_counts import COUNT_RE, value
from arena.wording.far_counts import counts_in_digits

#: Weekdays written in Latin or Cyrillic letters, each with the inflections a request puts it
#: in ("na środę", "w czwartku", "tiistaina", "на среду", "в пятницу").
_WORDED = {
    "monday": r"m[aå]ndag|poniedzia[lł]e?k[ua]?|pond[eě]l[ií]|maanantai(?:na|ksi|sta)?|понедельник[ау]?",
    "tuesday": r"ti[r]?sdag|wtor(?:ek|ku)|[uú]ter[yý]|tiistai(?:na|ksi|sta)?|вторник[ау]?",
    "wednesday": r"onsdag|[sś]rod[aęey]|st[rř]ed[auy]|keskiviikko(?:na|ksi|sta)?|сред[аыу]",
    "thursday": r"torsdag|czwart(?:ek|ku)|[cč]tvrt(?:ek|ku)|torstai(?:na|ksi|sta)?|четверг[ау]?",
    "friday": r"fredag|pi[aą]t(?:ek|ku)|p[aá]t(?:ek|ku)|perjantai(?:na|ksi|sta)?|пятниц[аеуы]",
    "saturday": r"l[oøö]rdag|sobot[aęy]|lauantai(?:na|ksi)?|суббот[аеуы]",
    "sunday": r"s[oøö]ndag|niedziel[aęi]|ned[eě]l[ie]|sunnuntai(?:na|ksi)?|воскресень[ея]",
}  # fmt: skip
#: And (outside tester 35) Turkish, Greek, Ukrainian, Hungarian, Indonesian and Malay, Hindi,
#: Arabic and Hebrew weekdays, and Vietnamese "thứ Ba" (Tuesday), which folded to "thu ba" and
#: read as Thursday; Hebrew's only after its "יום" (day), where "רביעי" alone is "fourth", and
#: Indonesian "Minggu" (Sunday, and "week") is left out, and names ("Sali", "Ahad", "Khamis")
#: are a day only with the word for day before or after them ("Salı" in its own letter too).
_MORE = {
    "monday": r"pazartesi|δευτ[έε]ρα|понеділ(?:ок|ка)|h[eé]tf[oő](?:n|re|i)?|senin|isnin|सोमवार"
    r"|[وبل]?(?:ال)?[اإ]ثنين|[לבה]?יום\s+שני|th[ứu]\s+hai",
    "tuesday": r"(?-i:[Ss]alı)|sal[ıi]\s+g[üu]n[üu]|τρ[ίι]τη|вівтор(?:ок|ка)|kedd(?:en|re|i)?|selasa"
    r"|मंगलवार|[وبل]?(?:ال)?ثلاثاء|[לבה]?יום\s+שלישי|th[ứu]\s+ba",
    "wednesday": r"[çc]ar[şs]amba|τετ[άα]ρτη|серед[аиу]|szerd[aá](?:n|ra|i)?|rabu|बुधवार"
    r"|[وبل]?(?:ال)?[أا]ربعاء|[לבה]?יום\s+רביעי|th[ứu]\s+t[ưu]",
    "thursday": r"per[şs]embe|π[έε]μπτη|четвер|cs[uü]t[oö]rt[oö]k(?:[oö]n|re|i)?|kamis"
    r"|hari\s+khamis|गुरुवार|बृहस्पतिवार|[وبل]?(?:ال)?خميس|[לבה]?יום\s+חמישי|th[ứu]\s+n[ăa]m",
    "friday": r"cuma\s+g[üu]n[üu]|cuma(?=['’])|(?:(?<=\bama )|(?<=\bancak )|(?<=\bfakat ))cuma|παρασκευ[ήη]|п[\'’ʼ]?ятниц[яюі]|p[eé]ntek(?:en|re|i)?|jum[\'’]?at|jumaat"
    r"|शुक्रवार|[وبل]?(?:ال)?جمعة|[לבה]?יום\s+שישי|th[ứu]\s+s[áa]u",
    "saturday": r"cumartesi|σ[άα]ββατο|субот[аиу]|szombat(?:on|ra|i)?|sabtu|शनिवार"
    r"|[وبل]?(?:ال)?سبت|[לבה]?(?:יום\s+)?שבת|th[ứu]\s+b[ảa]y",
    "sunday": r"pazar|κυριακ[ήη]|неділ[яюі]|vas[aá]rnap(?:ra|i)?|hari\s+ahad|रविवार"
    r"|[وبل]?(?:ال)?أحد|[לבה]?יום\s+ראשון|ch[ủu]\s+nh[ậa]t",
}  # fmt: skip
#: And (outside tester 36) Swahili weekdays ("Jumanne", "siku ya Ijumaa").
_SWAHILI = {
    "monday": "jumatatu", "tuesday": "jumanne", "wednesday": "jumatano", "thursday": "alhamisi",
    "friday": "ijumaa", "saturday": "jumamosi", "sunday": "jumapili",
}  # fmt: skip
#: And (outside tester 37) Romanian ("marți", "joi", "pe miercuri"; "luni" is also "months", so
#: not after a number: "două luni") and Bengali ("মঙ্গলবার"), each refused at load as naming no
#: weekday.
_ROMANIAN_BENGALI = {
    "monday": r"(?<!\d )(?<!doua )(?<!două )(?<!trei )luni(?:a)?|সোমবার",
    "tuesday": r"mar[tțţ]i|mar[tțţ]ea|মঙ্গলবার",
    "wednesday": r"miercuri|miercurea|বুধবার",
    "thursday": r"joi|joia|বৃহস্পতিবার",
    "friday": r"vineri|vinerea|শুক্রবার",
    "saturday": r"s[aâ]mb[aă]t[aă]|শনিবার",
    "sunday": r"duminic[aă]|রবিবার",
}  # fmt: skip
_WORDED = {
    day: f"{_WORDED[day]}|{_MORE[day]}|{_SWAHILI[day]}|{_ROMANIAN_BENGALI[day]}" for day in _WORDED
}
_WORD_RE = LazyPattern(
    r"(?<![^\W\d_])(?:" + "|".join(f"(?P<{d}>{p})" for d, p in _WORDED.items()) + r")(?![^\W\d_])",
    re.I,
)
#: Weekdays in Han and Hangul: "火曜日", "火曜", "星期二", "周二", "週二", "礼拜二", "화요일".
_HAN_DAY = {"月": "monday", "火": "tuesday", "水": "wednesday", "木": "thursday", "金": "friday",
            "土": "saturday", "日": "sunday"}  # fmt: skip
_ZH_DAY = {"一": "monday", "二": "tuesday", "三": "wednesday", "四": "thursday", "五": "friday",
           "六": "saturday", "日": "sunday", "天": "sunday"}  # fmt: skip
_KO_DAY = {"월": "monday", "화": "tuesday", "수": "wednesday", "목": "thursday", "금": "friday",
           "토": "saturday", "일": "sunday"}  # fmt: skip
_CJK_DAY_RE = LazyPattern(
    r"(?P<ja>[月火水木金土日])曜日?|(?:星期|周|週|礼拜|禮拜)(?P<zh>[一二三四五六日天])"
    r"|(?P<ko>[월화수목금토일])요일"
)


def _cjk_day(m: re.Match[str]) -> str:
    if m.group("ja"):
        return f" {_HAN_DAY[m.group('ja')]} "
    if m.group("zh"):
        return f" {_ZH_DAY[m.group('zh')]} "
    return f" {_KO_DAY[m.group('ko')]} "


def _count(m: re.Match[str]) -> str:
    n = value(m.group("han") or m.group("ko"))
    return m.group() if n is None else f" {n} people "


_GROUP_CJK = r"(?:チーム|グループ|班|组|組|小组|队|隊|团队|團隊|팀|그룹|조)"
_N_CJK = r"[0-9０-９]+|[一二两兩三四五六七八九十]+|한|두|세|네|다섯"
#: Groups times a size: "チーム2つ（各5人）", "2つのチーム、各5名", "两个组，每组五人", "팀 2개, 각 5명"
#: (heldout54: read 5, the size alone): the groups' count, then "each" (各, 每…, 각) and a size.
_GROUPS_CJK_RE = LazyPattern(
    rf"(?:{_GROUP_CJK}\s*(?P<g1>{_N_CJK})\s*(?:つ|个|個|組|组|개|팀)?"
    rf"|(?P<g2>{_N_CJK})\s*(?:つ|个|個|組|组|개)\s*の?\s*{_GROUP_CJK})"
    rf"\s*[（(、,，:：]?\s*(?:各|每(?:{_GROUP_CJK}|个|個)?|각)\s*(?:{_GROUP_CJK})?\s*"
    rf"(?P<size>{_N_CJK})\s*(?:人|名|명)[）)]?"
)


def _groups(m: re.Match[str]) -> str:
    groups, size = value(m.group("g1") or m.group("g2")), value(m.group("size"))
    return m.group() if groups is None or size is None else f" {groups * size} people "


#: Thai, written without spaces between words (outside tester 36: "ช่วยจองห้องประชุมวันอังคาร
#: สำหรับ 6 คน", book a meeting room on Tuesday for 6 people, named no weekday): its weekdays
#: after "วัน" (day), a count before "คน" (people) in digits, Thai digits or words, and the
#: words for book, free and the question particle, each written in English with spaces round it.
_THAI_DAY = {"จันทร์": "monday", "อังคาร": "tuesday", "พุธ": "wednesday", "พฤหัสบดี": "thursday",
             "พฤหัส": "thursday", "ศุกร์": "friday", "เสาร์": "saturday", "อาทิตย์": "sunday"}  # fmt: skip
_THAI_NUMBER = {"หนึ่ง": 1, "สอง": 2, "สาม": 3, "สี่": 4, "ห้า": 5, "หก": 6, "เจ็ด": 7, "แปด": 8,
                "เก้า": 9, "สิบ": 10}  # fmt: skip
_THAI_RE = LazyPattern(
    "วัน(?P<day>" + "|".join(_THAI_DAY) + ")"
    r"|(?P<n>\d+|[๐-๙]+|" + "|".join(_THAI_NUMBER) + r")\s*คน"
    "|(?P<book>จอง)|(?P<free>ว่าง)|(?P<ask>ไหม|มั้ย|หรือเปล่า)"
)


def _thai(m: re.Match[str]) -> str:
    if m.group("day"):
        return f" {_THAI_DAY[m.group('day')]} "
    if m.group("n"):
        n = m.group("n")
        count = _THAI_NUMBER.get(n) or int(n.translate({0x0E50 + i: str(i) for i in range(10)}))
        return f" {count} people "
    return " book " if m.group("book") else " free " if m.group("free") else "? "


#: "Free" in Vietnamese ("phòng trống", a free room: not "trong", in, once its marks are folded)
#: and Bengali ("খালি"), and Bengali's "বুক" (book): outside tester 37, "Có phòng trống nào vào
#: thứ Sáu cho 4 người không?" (is a room free on Friday for 4?) was read as a booking.
_FREE_RE = LazyPattern(r"(?<!\w)(?:trống|খালি)(?!\w)")


def in_english(text: str) -> str:
    """``text`` with such weekdays as the English names and each count said with a Han or
    Hangul counter (or Thai "คน") as "N people"; ``text`` itself where it holds none."""
    if not text.isascii():
        text = _GROUPS_CJK_RE.sub(_groups, text)  # before each size is read as the count
        text = COUNT_RE.sub(_count, _CJK_DAY_RE.sub(_cjk_day, text))
        if re.search("[\u0e00-\u0e7f]", text):
            text = _THAI_RE.sub(_thai, text)
        text = _FREE_RE.sub(" free ", text)
    return _WORD_RE.sub(lambda m: str(m.lastgroup), counts_in_digits(text))


def weekdays_in_english(text: str) -> str:
    """``text`` with only its weekdays in these languages written as the English names, for the
    answer reader: a yes that moves the day ("ja, men fredag") names another day, and one that
    says the request's own day back ("jo, v úterý" to a Tuesday request) says it back."""
    return _WORD_RE.sub(lambda m: str(m.lastgroup), text)


__all__ = ["in_english", "weekdays_in_english"]
