"""Words in a script the answer reader does not read: Cyrillic, Greek, Japanese, Chinese, Korean,
Arabic, Hebrew, Thai, ...

The reader knows words in the Latin alphabet only. Read as written, "Не OK." ("not OK"), "Ok, но
нет." ("ok, but no"), "OKじゃない" ("not OK"), "Yes, 不要." ("yes, don't") held one word it knew,
"OK" or "yes", and the rest vanished, so each approved and, end to end, booked the room (outside
tester 29a). A yes beside letters of another script may be negated, conditioned or taken back by
them, so the answer reader (:mod:`arena.wording.answers`) reads it as unclear; emoji, digits and
punctuation are no letters and change nothing. A name or regards that sign the answer at its end
("Yes, book it. — 田中", "Approved.\n\nС уважением,\nИван") are no such words
(:func:`without_sign_off`), unless they say no, wait or later.
"""

from __future__ import annotations

import unicodedata

from arena.lazy_pattern import LazyPattern

#: Letters of no script's name that Latin text writes: "1ª", "2º", "5µm".
_LATIN_SIGNS = frozenset("ªºµ")


def _unread(char: str) -> bool:
    """Whether ``char`` is a letter of a script other than Latin."""
    if not unicodedata.category(char).startswith("L") or char in _LATIN_SIGNS:
        return False
    return not unicodedata.name(char, "").startswith("LATIN")


def unread_words(text: str, asked: str | None = None) -> str | None:
    """The first run of letters in ``text`` written in a script the reader does not read, with
    the marks between them ("но нет"), or None where every letter is Latin. A run the request
    itself holds (``asked``: a room or a person named in that script) is its words said back."""
    i = 0
    while i < len(text):
        if not _unread(text[i]):
            i += 1
            continue
        end = i
        for j in range(i, len(text)):
            if _unread(text[j]) or (j > i and unicodedata.category(text[j]).startswith("M")):
                end = j + 1  # a vowel or tone mark over the letter before it ("ไม่")
            elif text[j].isalpha() or text[j] in ".!?,;:\n":
                break
        if not (asked and text[i:end] in asked):
            return text[i:end]
        i = end
    return None


#: What opens a sign-off after the answer: a line break, a dash, tilde, slash, bar or bracket,
#: and the Latin part of a name ("/Dimitris Παπαδόπουλος").
_SIGN_OPENER = LazyPattern(r"(?:\n|[\u2014\u2013~/|(]|--?)[ \t]*(?:[A-Z][a-z'.-]*[ \t]+){0,2}\Z")
#: A Latin note or transliteration after it ("Сергей (sent from mobile)", "田中 太郎 / Tanaka Taro").
_LATIN_TAIL = LazyPattern(
    r"[ \t]*(?:\([ \t]*[A-Za-z][A-Za-z .,'@-]{0,40}\)|/[ \t]*[A-Za-z][A-Za-z .,'-]{0,40})?[ \t.!)\n]*\Z"
)
#: Thanks and regards as other scripts write them before a name ("Спасибо,", "Με εκτίμηση,", "敬具").
_SIGN_WORDS = frozenset(
    {
        "спасибо", "благодарю", "с уважением", "дякую", "з повагою", "ευχαριστώ", "ευχαριστω",
        "με εκτίμηση", "με εκτιμηση", "φιλικά", "谢谢", "謝謝", "感谢", "敬具", "よろしく",
        "よろしくお願いします", "ありがとう", "ありがとうございます", "감사합니다", "شكرا", "תודה",
        "ধন্যবাদ", "धन्यवाद",
    }
)  # fmt: skip
#: Letters that say no, not yet, wait, later or cancel in the scripts a name is signed in: a run
#: with one is never taken for a name ("Yes — Нет", "ok — 不要", "Yes.\nいいえ", "Yes — Позже").
_NOT_A_NAME = LazyPattern(
    # whole words in scripts that space them ("нет", "μην", "لا", "לא"), so "Никита" is a name
    r"(?<!\w)(?:нет|не|ні|ни|μη|μην|δεν|όχι|οχι|ноу|안|말|못|لا|ليس|لم|لن|לא|אל|אין|না|নয়|नहीं|मत)(?!\w)"
    # the stems of wait, later, cancel, think, ask, check at a word's start ("Подождите", "Позже")
    r"|(?<!\w)(?:нельз|стоп|отмен|подожд|жди|позж|потом|завтра|может|подума|посмотр|уточн|провер|"
    r"спрош|спрос|άκυρ|ακυρ|σκεφτ|ρωτ|ελέγ|περίμεν|αργότερα|αύριο|ίσως|انتظر|חכה)"
    # anywhere in scripts written without spaces ("不要", "待って", "いいえ", "ไม่")
    r"|[不没沒别別否勿莫未非无無等停消待再后後問问聞考想確确]|明天|明日|可能|いいえ|ない|だめ|ダメ|やめ|"
    r"まだ|たぶん|아니|않|취소|잠깐|나중|ไม่"
)


def _name_like(run: str) -> bool:
    """Whether ``run`` may be a name signed after an answer: at most three words, none a no, a
    word of a script with capitals capitalised ("Ольга", "Παπαδόπουλος"; not "нет") and one of a
    script without them short ("田中", "김민수"; not "田中さんに聞いて")."""
    words = run.replace(",", " ").replace("\u3001", " ").split()
    if not words or len(words) > 3 or _NOT_A_NAME.search(run.lower()):
        return False
    for word in words:
        cased = word.lower() != word.upper()
        if (cased and (not word[0].isupper() or len(word) > 14)) or (not cased and len(word) > 6):
            return False
    return True


def without_sign_off(text: str) -> str:
    """``text`` less the names and regards in another script that sign it at its end ("Yes, book
    it. — 田中", "ok 👍 — Ольга", "Approved.\n\n敬具\n鈴木"): a name closes the answer and
    decides nothing (outside tester 29c: each such yes read unclear). Only letters of another
    script after a line break, a dash, a slash or a bracket, never a no ("Yes — Нет")."""
    while True:
        tail = _LATIN_TAIL.search(text)
        end = tail.start() if tail else len(text)
        start = end
        while start > 0 and (
            _unread(text[start - 1])
            or text[start - 1] in " ,\u3001"
            or unicodedata.category(text[start - 1]).startswith("M")
        ):
            start -= 1
        while start < end and not _unread(text[start]):
            start += 1
        run = text[start:end].strip(" ,\u3001")
        regards, _, name = run.partition(",")  # "ধন্যবাদ, রাহুল": thanks, then the name
        signed = run.lower() in _SIGN_WORDS or _name_like(run)
        if not run or not (signed or (regards.lower() in _SIGN_WORDS and _name_like(name))):
            return text
        opener = _SIGN_OPENER.search(text, 0, start)
        if opener is None:
            return text
        text = text[: opener.start()]
