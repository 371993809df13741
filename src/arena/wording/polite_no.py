"""A polite no with no word for no: "今回は見送らせてください" (let us pass this time), "Давайте в
другой раз" (another time), "Bu sefer pas geçelim", "Tym razem odpuśćmy", "Lain kali saja ya"
(next time, then), "इस बार रहने दीजिए", "سنؤجل ذلك هذه المرة", "다음 기회에 부탁드릴게요".

Outside tester answers36 found these read unclear, and "Lain kali saja ya" approve (its "ya", a
particle, read as yes). Korean, Japanese, Russian, Hindi, Arabic, Turkish, Polish and Indonesian
decline by putting off, passing or doing without, not by negating; so, saying "no need" or
"it's fine", do Vietnamese, Thai and Tagalog (answers40). Such a phrase
(:data:`_DECLINES`) with nothing beside it but sorry, thanks, please, "this time" and a
sentence's particles is a no; beside anything else ("Ya, tapi lain kali" — yes, but next time)
the answer reader reads it as unclear, never as a yes.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold
from arena.wording.other_languages import unframed


def _norm(text: str) -> str:
    return fold(text).replace("ı", "i")


def _phrases(text: str) -> tuple[str, ...]:
    return tuple(sorted({_norm(p.strip()) for p in text.split("|") if p.strip()}, key=len)[::-1])


#: Putting off, passing or doing without, in each language (read folded, as the reader folds).
_DECLINES = _phrases(
    # Korean: next chance, let's skip it, that's difficult, it's fine this time (no thanks)
    "다음 기회에|다음에 하|넘어가죠|넘어가요|넘어갈게요|곤란합니다|곤란해요|어렵겠습니다|어렵겠어요|"
    "어려울 것 같|이번에는 괜찮|이번엔 괜찮|사양할게요|사양하겠습니다|보류해|"
    # Japanese: pass on it, hold back, another time, refrain, decline, hold
    "見送らせ|見送り|見送ります|遠慮しておき|遠慮します|また今度|次回に|今回はやめ|やめておき|"
    "お断り|保留で|保留にし|"
    # Russian: another time, let's refrain, we'll do without, let's put it off, I decline
    "в другой раз|воздержимся|воздержусь|обойдемся|обойдусь|отложим|откажусь|откажемся|"
    "повременим|"
    # Hindi (Devanagari and Latin letters): let it be, leave it, cancel, another time
    "रहने दीजिए|रहने दो|रहने दें|छोड़ दीजिए|छोड़ दो|रद्द कर|फिर कभी|rehne do|rehne dijiye|"
    "rehne dijie|chhod do|chod do|phir kabhi|"
    # Arabic: we'll postpone, postpone, we'll cancel, do without, another time
    "سنؤجل|نؤجل|لنؤجل|تأجيل|سنلغي|نلغي|سنستغني|نستغني|في وقت اخر|مرة اخرى|"
    # Turkish: let's pass, let it stay, let's give up, another time, let's postpone
    "pas gecelim|pas gec|kalsin|vazgecelim|vazgectik|vazgectim|baska zamana|baska sefere|"
    "erteleyelim|"
    # Polish: let's drop it, we'll resign, let's put it off, let's hold off, another time
    "odpuscmy|odpuszczamy|zrezygnujemy|rezygnujemy|rezygnuje|odlozmy|wstrzymajmy|innym razem|"
    "darujmy sobie|"
    # Indonesian: next time, we'll cancel, postponed, skip it first
    "lain kali|batalkan|dibatalkan|ditunda|tunda dulu|kami lewati|lewati dulu|lewat dulu|"
    # doing without, "no need", "it's fine (thanks)" (answers40: "필요 없어요", "大丈夫です",
    # "ज़रूरत नहीं", "لا داعي", "nggak usah", "không cần đâu" read unclear): Korean, Japanese,
    # Hindi, Arabic, Indonesian, Vietnamese, Thai and Tagalog
    "필요 없|필요없|안 해도 돼|안 해도 됩니다|안해도 돼|됐어요|됐습니다|아니에요|"
    "大丈夫です|必要ないです|必要ありません|いりません|要りません|今回はいいです|"
    "ज़रूरत नहीं|जरूरत नहीं|ज़रूरत नहीं|नहीं चाहिए|zaroorat nahi|zarurat nahi|"
    "لا داعي|لا حاجة|مش لازم|مو لازم|ما في داعي|"
    "nggak usah|gak usah|ga usah|enggak usah|tidak usah|gak perlu|nggak perlu|ga perlu|enggak perlu|"
    "không cần|thôi khỏi|khỏi đặt|ไม่ต้อง|ไม่เป็นไร|hindi na kailangan|di na kailangan|huwag na"
)
#: What may stand beside such a phrase in a no: sorry, thanks, please, "this time", "for now",
#: "then", a sentence's particles, and the object ("it", "the booking").
_BESIDE = _phrases(
    "죄송하지만|죄송합니다|죄송해요|이번에는|이번엔|부탁드릴게요|부탁드립니다|감사합니다|그건 좀|그건|좀|"
    "申し訳ありませんが|申し訳ないですが|すみませんが|すみません|今回は|今回|ちょっと厳しいですね|"
    "させてください|ください|にしましょう|しましょう|ておきます|おきます|です|ます|ね|よ|습니다|"
    "извините|простите|спасибо|давайте|пожалуй|лучше|это|пока|"
    "माफ़ कीजिए|माफ कीजिए|इस बार|फिलहाल|अभी के लिए|इसे|इसको|इस|ji|is baar|abhi|"
    "أعتذر|آسف|عذرا|شكرا|شكراً|ذلك|هذا|هذه المرة|الحجز|الطلب|هذا الطلب|عن الغرفة|الغرفة|دعنا|"
    "bu sefer|simdilik|tesekkurler|tesekkur ederim|kusura bakmayin|maalesef|"
    "kar do|kar dijiye|धन्यवाद|शुक्रिया|shukriya|dhanyavad|दो|कर दो|दीजिए|tym razem|sie|dziekuje|dzieki|przepraszam|z tym|na razie|na pozniej|to|"
    "terima kasih|maaf|kami|saja|aja|dulu|ya|yah|sepertinya|kayaknya|"
    "sorry|thanks|please|"
    # beside a "no need": fine, no, is, thanks and a sentence's particles in those languages
    "괜찮아요|괜찮습니다|어요|아요|요|いえ|いいえ|है|hai|لذلك|لهذا|شكرا|شكراً|deh|makasih|sih|kok|"
    "đâu|nhé|nha|ạ|cảm ơn|ครับ|ค่ะ|คะ|ขอบคุณ|po|salamat"
)
_MARKS = LazyPattern(r"[\s.!,;:?\u2026\u3001\u3002\uff01\uff0c\u060c\u061f\u0964\u0965'\"()\-]+")


def polite_no(text: str) -> tuple[str, bool] | None:
    """The declining phrase in ``text`` (module docstring) and whether it is the whole answer
    (with nothing beside it but :data:`_BESIDE`), else None."""
    folded = _norm(unframed(text))  # "Hi, 今回は遠慮します。 — Dana"
    found = next((p for p in _DECLINES if p in folded), None)
    if found is None:
        return None
    rest = folded
    for phrase in (*_DECLINES, *_BESIDE):
        if re.fullmatch(r"[a-z ]+", phrase):  # a Latin-letter word is cut whole: "ya", not "yang"
            rest = re.sub(rf"(?<![a-z]){re.escape(phrase)}(?![a-z])", " ", rest)
        else:
            rest = rest.replace(phrase, " ")
    return found, not _MARKS.sub("", rest)
