"""Yes and no in languages the answer reader has no word lists for: Greek, Turkish, Czech, Hindi
(in Latin letters and in Devanagari), Japanese, Korean, Arabic, Swahili, Russian, Ukrainian,
Chinese, Hebrew, Hungarian, Finnish, Vietnamese, Indonesian, Tagalog and Thai, and the Nordic and Polish
yeses the reader's own lists lack ("Absolut, boka.", "Jepp", "Já, bókaðu.", "Jasne, rezerwuj.").

Read as written, "Evet", "Ναι", "はい", "Hapana" or "Нет" held no word the reader knew and were
unclear, so a plain answer left the booking undone; and "yes hapana" ("yes no") or "ok nahi" read
as the English yes alone and booked the room (outside tester 30a). Each language's yes or no
counts only as the whole answer, with nothing beside it but please, thanks, a repeat, or
"book it" (or "don't book it") in its own words or in English: "Evet, lütfen rezerve et", "はい、
お願いします", "Hapana, asante". Anything else beside it is left to the rest of the reader (unclear
where it cannot read it), so "Evet ama çarşamba" (yes, but Wednesday) never books Tuesday. A
Latin-letter no of these languages beside a yes the reader knows leaves the yes unclear
(:data:`NO_BESIDE_YES`; "nem", "ei", "nu" only in a short answer).
"""

from __future__ import annotations

import re
from functools import lru_cache

from arena.lazy_pattern import LazyPattern
from arena.wording.no_problem import NO_PROBLEM
from arena.wording.numbers import fold


def _norm(text: str) -> str:
    """Folded as the reader folds (accents and voicing marks off, so "です" is "てす" and Korean
    syllables are their letters), with the Turkish dotless i as i."""
    return fold(text).replace("ı", "i")


def _set(text: str) -> frozenset[str]:
    return frozenset(_norm(phrase.strip()) for phrase in text.split("|") if phrase.strip())


#: Yes said alone (folded: lower case, accents off, Turkish dotless i as i). Not what may be a
#: polite no or only "understood": "大丈夫です", "いいです", "了解", "알겠습니다".
_YES = _set(
    "ναι|nai|μαλιστα|βεβαιως|ενταξει|evet|tamam|olur|tamam olur|tabii|tabii ki|tabi ki|peki|onayliyorum|"
    "ano|souhlasim|urcite|schvaluji|haan|haan ji|ji haan|han ji|haanji|theek hai|thik hai|"
    "bilkul|zaroor|zarur|chalega|ठीक है|hai onegaishimasu|hai douzo|はい|ええ|うん|네|예|응|좋아요|좋습니다|"
    "نعم|اجل|موافق|اوافق|حسنا|تمام|ndiyo|ndio|sawa|naam|nakubali|"
    "да|конечно|хорошо|так|добре|是|是的|好|好的|可以|行|没问题|同意|כן|בסדר|igen|kylla|joo|vang|"
    "iya|boleh|opo|sige|oo sige|ใช่|ได้|हाँ|हां|जी|जी हाँ|"
    # approving in so many words, and Thai, Vietnamese, Indonesian, Russian yeses said alone
    # (outside tester 32: each read unclear)
    "承認します|承認|同意します|승인합니다|승인|批准|ได้ครับ|ได้ค่ะ|ตกลง|được|đặt đi|setuju|согласен|"
    "согласна|давай|ок давай|ок|окей|"
    # Romanian and South Slavic "da" (held-out tester 33: "Da, rezervă." read unclear)
    "da"
    # Croatian, Serbian, Czech, Finnish, Estonian, Lithuanian and Japanese yeses said alone or
    # with "book it" (answers37: "Da, može.", "Naravno, rezerviraj.", "Jasně, klidně.", "Selvä,
    # varaa.", "Jah, broneeri.", "Taip, rezervuok.", "お願いします。" read unclear)
    "|naravno|svakako|jasne|jiste|selva|jah|taip|お願いします|お願い致します"
    # Swedish and Norwegian "of course" (answers38: "Javisst" read unclear)
    "|javisst|jovisst|visst|jajamen"
    # Romanian "sure" and Russian "let's" (answers38's held-out: "Da, sigur.", "Да, давайте.")
    "|sigur|давайте"
    # Tagalog "oo" (yes: answers40, "Oo, i-book mo." read unclear)
    "|oo"
    # Vietnamese "agreed" (outside tester 39: "đồng ý" read unclear)
    "|đồng ý|dong y"
    # Swedish, Danish, Norwegian, Icelandic and Polish yeses (answers49c: "Absolut, boka.",
    # "Jepp", "Já, bókaðu." read unclear)
    "|absolut|jepp|japp|jajamensan|sjalvklart|sjalvfolgelig|selvfolgelig|selvsagt|javel|jada|"
    "ja da|ja tack|ja tak|ja takk|garna|gjerne|gerne|klart|okej|ju|endilega|tak|jasne|"
    # "ja" only with the word after it ("ja ja" is a shrug; folded, Icelandic "já" is "ja")
    "ja boka|ja bokadu|ja kor|ja kjor|"
    "pewnie|oczywiscie|zgoda|dobrze"
)
_YES |= NO_PROBLEM  # "Sorun yok", "Nie ma problemu": a problem-word negated (:mod:`no_problem`)
#: No said alone.
_NO = _set(
    "οχι|ochi|oxi|ohi|hayir|olmaz|yok|gerek yok|nahi|nahin|nahee|nahi ji|nahi chahiye|いいえ|"
    "iie|nei|いや|結構です|だめ|ダメ|아니요|아니오|아뇨|아니|لا|كلا|hapana|siyo|нет|не надо|ні|не|不|不要|"
    "不用|不用了|不行|不可以|לא|nem|ei|khong|tidak|nggak|enggak|gak|hindi po|ไม่|ไม่ใช่|नहीं|नही|"
    # Tagalog "hindi" (no), Estonian "ei", Lithuanian "ne" beside a "don't" (answers37)
    "hindi|hindi salamat|"
    # "don't book it" said alone
    "nerezervuj|mat karo|mat book karo|予約しないでください|예약하지 마세요|لا تحجز|usiweke|не бронируй|"
    # refusing in so many words (outside tester 32: each read unclear)
    "不同意|ダメです|だめです|不要です|やめておきます|안 돼요|안돼요|别订了|別訂了|不需要|غير موافق|"
    "ไม่ครับ|ไม่ค่ะ|ไม่ต้อง|jangan|nggak usah|gak usah|khong can|đừng đặt|istemiyorum|helst inte|"
    # Romanian "nu" said alone (held-out tester 33: "Nu." read unclear)
    "nu"
    # Finnish and Russian "not needed" (answers38's held-out: "Ei tarvitse.", "Нет, не нужно.")
    "|ei tarvitse|не нужно"
    # Hindi's polite no and Indonesian "no need" (answers39: "जी नहीं", "Tidak usah." read unclear)
    "|जी नहीं|जी नही|tidak usah|tidak perlu"
)
#: Please, thanks and the like, in those languages and in English: no answer of their own.
_COURTESY = _set(
    "please|pls|thanks|thank you|thx|lutfen|tesekkurler|tesekkur ederim|sagol|sag ol|"
    "dekuji|diky|prosim|shukriya|dhanyavad|dhanyawad|ji|asante|asante sana|tafadhali|ευχαριστω|"
    "παρακαλω|efcharisto|parakalo|onegaishimasu|arigatou|спасибо|пожалуйста|дякую|будь ласка|ありがとう|ありがとうございます|お願いします|"
    "お願い致します|감사합니다|고맙습니다|부탁합니다|شكرا|من فضلك|谢谢|请|תודה|בבקשה|kiitos|"
    "koszonom|kerem|cam on|terima kasih|salamat|po|ขอบคุณ|ครับ|ค่ะ|धन्यवाद|कृपया|"
    # Greek thanks in Latin letters as people spell them, Croatian/Serbian, Finnish, Estonian and
    # Lithuanian thanks and please (answers37: "Nai, efharisto", "Da, hvala" read unclear)
    "efharisto|efxaristo|eucharisto|efcharisto poli|efharisto poli|poli|hvala|hvala lijepa|"
    "molim|molim te|kiitos paljon|aitah|aciu|prosim vas|te rog|va rog"
    # Korean and Japanese "(it's) fine" said with a yes or no ("아니요, 괜찮습니다", "いいえ、
    # けっこうです": no thanks), Korean "please" and Vietnamese and Romanian thanks (answers39:
    # "네, 부탁드립니다.", "Không, cảm ơn bạn.", "Da, mulțumesc." read unclear)
    "|괜찮습니다|괜찮아요|けっこうです|부탁드립니다|부탁드려요|cam on ban|cam on anh|cam on chi|"
    "multumesc|multumesc frumos"
    # Polish thanks and please (answers53b: "Nie ma problemu, rezerwuj, dzięki" denied)
    "|dzieki|dziekuje|dziekuje bardzo|prosze"
)
#: "Book it", "go ahead": a yes's own words.
_GO = _set(
    "book it|go ahead|book|rezerve et|rezerve edin|ayir|ayirt|zarezervuj|zarezervuj to|"
    "rezervuj|book kar do|book karo|kar do|kar dijiye|予約してください|予約お願いします|예약해 주세요|"
    "예약해주세요|해주세요|해 주세요|احجزها|احجز|weka nafasi|бронируй|забронируй|бронюй|订吧|预订吧|订|κλεισε το|"
    "κλεισ το|προχωρα|kleise to|foglald le|pesan saja|varaa|dat di"
    # "go ahead" and "book it" said plainly (outside tester 33: "Kyllä, varaa vain", "Igen,
    # mehet", "Ano, klidně", "Ndiyo, endelea", "כן, תזמין", "हाँ, बुक कर दो" read unclear)
    "|varaa vain|mehet|klidne|endelea|תזמין|בוא נתקדם|बुक कर दो|कर दो"
    # the polite (plural) "book it" and Romanian "book" (held-out tester 33: "Да, бронируйте.",
    # "Ναι, κλείστε το.", "Ano, zarezervujte.", "Da, rezervă." read unclear)
    "|бронируйте|забронируйте|бронюйте|κλειστε το|κλειστε|zarezervujte|rezervujte|rezerva|"
    "rezervati"
    # Croatian/Serbian, Finnish, Estonian, Lithuanian and Tagalog "(do) book it" (answers37)
    "|rezerviraj|rezervirajte|rezervisi|rezervisite|slobodno rezerviraj|slobodno|"
    # Croatian "može" (it can: ok) only after a yes: Polish "może" alone is "maybe"
    "moze|"
    "varaa vaan|varaa huone|varaa se vaan|broneeri|broneerige|rezervuok|rezervuokite|"
    "i-book mo na|i book mo na|i-book mo|i book mo|i-book na|sige na"
    # Chinese "book", Finnish "book it" (held-out tester 34: "好的，请预订。", "Kyllä, varaa se."
    # read unclear; the "请" (please) opening a Chinese phrase is its own word: :func:`_phrases`)
    "|预订|预定|订吧|varaa se|varaa sita"
    # Czech, Romanian, Turkish, Arabic, Hindi, Korean and Japanese "(please) book it", "go
    # ahead" in other words (answers36: "Ano, zarezervujte to.", "Da, rezervă te rog.", "Evet,
    # rezervasyon yapabilirsin.", "نعم، احجز الغرفة", "हाँ, कमरा बुक कर दीजिए।", "좋아요, 진행하세요."
    # read unclear)
    "|zarezervujte to|rezervujte to|te rog|rezervasyon yapabilirsin|rezervasyon yap|"
    "rezervasyon yapin|rezervasyonu yap|تفضل بالحجز|بالحجز|احجز الغرفة|احجزوا|बुक करो|"
    "बुक कीजिए|बुक कर दीजिए|कमरा बुक कर दीजिए|कमरा बुक करो|진행하세요|진행해 주세요|진행해주세요|"
    "予約して大丈夫です|予約して大丈夫|予約をお願いします"
    # the plain "book it" of Japanese and Korean, Swahili "put (it)", Indonesian "just order
    # it", Vietnamese "book it for me", Hindi "do it" (answers40: "はい、予約して。", "네, 예약해.",
    # "Ndiyo, weka.", "iya, pesan aja", "vâng, đặt giúp tôi", "हाँ, कर दीजिए" read unclear)
    "|予約して|예약해|예약해요|weka|pesan aja|đặt giúp tôi|đặt giúp|đặt đi nhé|कर दीजिए|कर दें"
    # Turkish "you may reserve (it)" (heldout47: "Evet, ayırabilirsin." read unclear); "misin?"
    # (may you?) is a question, and "ayıramazsın" (you may not) no yes
    "|ayirabilirsin|ayirabilirsiniz|ayirtabilirsin|ayirtabilirsiniz|ayirin|ayirtin|"
    "rezerve edebilirsin|rezerve edebilirsiniz"
    # the Nordic "book (it)", "go (on)" and Polish "book", "go ahead" (answers49c: "Absolut,
    # boka.", "Já, bókaðu." read unclear)
    "|boka|boka det|boka den|boka rummet|book det|book den|bestil|bestil det|bestill|bestill det|"
    "kor|kor pa|kor bara|kjor|kjor pa|kjor bare|kor bare|bara kor|bokadu|bokadu thad|bokadu það|"
    "gjor det|gor det|gor det bara|rezerwuj|zarezerwuj|zarezerwuj go|zarezerwuj ja|smialo|"
    "prosze rezerwowac|bare kjor|bare kor|bare book|bare book det|bare bestill|bara boka"
)
#: "Don't book it": a no's own words.
_STOP = _set(
    "don't|dont|don't book it|dont book it|gerek yok|istemiyorum|nerezervuj|mat karo|mat book karo|"
    "予約しないでください|예약하지 마세요|لا تحجز|usiweke|не бронируй|не надо|不用订|אל תזמין|"
    # "don't book", "not needed", "don't do it" (outside tester 33: "Nei, ikke book", "Ні, не
    # треба", "नहीं, मत करो" read unclear)
    "ikke book|ikke book det|не треба|не бронюй|मत करो|मत करना"
    # Chinese and Finnish "don't book" (held-out tester 34: "不用了，别订。", "Ei, älä varaa." read
    # unclear)
    "|别订|别订了|不要订|别预订|不要预订|ala varaa|ala varaa sita|ala varaa sitä"
    # Chinese, Japanese and Korean "cancel it", "forget it" (items35: "不行，取消吧。" read unclear),
    # as "cancélalo", "storniere" deny
    "|取消|取消吧|取消了|算了|算了吧|キャンセルで|キャンセルしてください|취소해 주세요|취소해주세요|취소"
    # Chinese "not booking (any more)" (heldout44: "算了，不订了。" read unclear)
    "|不订了|不订|不用订了|不预订了|不訂了|不訂"
    # and Turkish "cancel (it)" (requests44: "Hayır, iptal." read unclear)
    "|iptal|iptal et|iptal edin|iptal edelim"
    # Turkish, Indonesian, Russian and Hindi "don't book (it)" (answers36: "Hayır, rezerve
    # etme.", "Tidak, jangan dipesan.", "Нет, не бронируйте.", "नहीं, बुक मत करो।" read unclear)
    "|rezerve etme|rezerve etmeyin|rezervasyon yapma|ayirtma|ayirtmayin|ayirma|ayirmayin|"
    # ... and Turkish "ayırtma" (answers38: "Hayır, ayırtma." read unclear)
    "jangan dipesan|jangan pesan|jangan dibooking|"
    "не бронируйте|не надо бронировать|बुक मत करो|बुक मत कीजिए|मत कीजिए"
    # "don't book (it)" in Swedish, Danish, Norwegian, Finnish, Greek (in its script and in Latin
    # letters), Croatian/Serbian, Czech/Slovak, Romanian, Tagalog, Estonian, Lithuanian, Latvian,
    # Ukrainian and Bulgarian: each said alone read unclear (answers37), as its no-word did not
    # open it; a "don't book" now decides alone (:func:`whole_answer`)
    "|boka inte|boka den inte|boka det inte|inte boka|book det ikke|book den ikke|lad vaere|"
    "ikke book den|ala varaa huonetta|alkaa varatko|ei tarvitse varata|ei tarvita|"
    "kokous peruttiin|kokous on peruttu|"
    "μην το κλεισεις|μην το κλεισετε|μη το κλεισεις|μην κλεισεις|min to kleiseis|min to kleisete|"
    "mhn to kleiseis|nemoj rezervirati|nemojte rezervirati|nemoj rezervisati|nemojte rezervisati|"
    "ne rezerviraj|nemoj|nemojte|nerezervujte|nerezervujte to|nerezervuj to|nu rezerva|"
    "nu rezervati|nu face rezervarea|huwag|wag|huwag i-book|huwag i book|huwag mong i-book|"
    "huwag mong i book|wag mong i-book|wag mong i book|ara broneeri|arge broneerige|nerezervuok|"
    "nerezervuokite|nerezerve|nerezervejiet|не бронюйте|не резервирай|не резервирайте"
    # the plain "don't book" of Japanese and Korean (answers40: "いいえ、予約しないで。", "아니요,
    # 예약하지 마." read unclear)
    "|予約しないで|예약하지 마|예약하지 마요"
    # the Nordic "absolutely not", "not at all", "don't go" (answers49c: read unclear)
    "|absolut ikke|absolutt ikke|absolut inte|absolut ej|klart ikke|slet ikke|overhovedet ikke|"
    "inte alls|ikke i det hele tatt|kor inte|kor ikke|kjor ikke|boka ikke"
)
#: Greek words in Latin letters that make a leading "ne" Greek's yes, not a Slavic no.
_GREEK_LATIN = _set("efharisto|efcharisto|efxaristo|eucharisto|parakalo|kleise|kleiste|entaxei")
#: A letter of the Greek script.
_GREEK = LazyPattern(r"[\u0370-\u03ff]")
#: What splits an answer into phrases: marks of any script, and the space between words.
_MARKS = LazyPattern(
    r"[\s.!,;:?\u2026\u3001\u3002\uff01\uff0c\u060c\u061f\u0964\u0965'\"()\-\u2013\u2014]+"
)  # with the Devanagari full stop "।" (held-out tester 34: "हाँ, बुक कर दो।" read unclear)
#: Chinese "please" opening a phrase, written with no space before its verb ("请预订").
_PLEASE_HAN = LazyPattern(r"(?<![\u4e00-\u9fff])请(?=[\u4e00-\u9fff])")
#: Vietnamese "có" (yes) with its accent; folded, "co" is other languages' word too.
_VIETNAMESE_YES = LazyPattern(r"(?<!\w)có(?!\w)", re.I)

#: A question mark of any script (the Greek one is ";") or a trailing off: a yes asked back or
#: left hanging is no yes, and a no no firm one.
_ASKS_OR_TRAILS = LazyPattern(r"[?\uff1f\u061f;\u037e]|\.\.|\u2026|\u22ef")

#: Latin-letter noes of those languages that may stand beside an English yes ("yes hapana", "ok
#: nahi"): read there, the yes is unclear. Not "ei", "nu", "nem", "la": words of other languages.
NO_BESIDE_YES = frozenset(
    ("hapana", "hayir", "olmaz", "nahi", "nahin", "nahee", "tidak", "nggak", "enggak", "ochi", "oxi",
     "khong", "ikke", "inte", "nei",
     # Indonesian/Malay "don't": "Ya, tapi jangan dipesan." (yes, but don't book it) approved
     # (regress36), where "Tidak, jangan dipesan." denies
     "jangan")
)  # fmt: skip


#: A verb in its language's negative-request form, a "don't (do it)" or "stop" said by grammar, not
#: by word list: Japanese "…ないで(ください)", "やめて(ください)"; Korean "…지 마(세요)"; Chinese
#: "别/別 …" and "不要" before a booking verb (not "不要紧": it doesn't matter). Read as "dont"
#: (:data:`_STOP`), so "いいえ、やめてください" denies as "いいえ、予約しないでください" did (heldout53).
_NEG_REQUEST = LazyPattern(
    r"[\u3040-\u30ff\u4e00-\u9fff]{0,12}(?:ないで|ないように)(?:ください|下さい|くれ|ね)?(?![\u3040-\u30ff\u4e00-\u9fff])"
    r"|(?:やめて|止めて)(?:ください|下さい|くれ|おいて(?:ください|下さい)?)?(?![\u3040-\u30ff\u4e00-\u9fff])"
    r"|[\uac00-\ud7a3]{1,8}지 ?마(?:세요|십시오|요|라)?(?![\uac00-\ud7a3])"
    r"|(?<![\u4e00-\u9fff])(?:别|別)[\u4e00-\u9fff]{1,4}|(?<![\u4e00-\u9fff])不要(?=[订訂预預定租])[\u4e00-\u9fff]{1,4}"
)

#: A negative request that urges the act on: "don't worry", "don't forget", "don't hesitate"
#: ("别忘了订": don't forget to book; "心配しないで", "걱정하지 마세요") is no stop (regress54:
#: "别忘了订" denied).
_URGING = LazyPattern(
    r"心配|忘れ|遠慮|迷わ|躊躇|担心|擔心|忘|客气|客氣|犹豫|猶豫|着急|걱정|잊|망설|주저"
)


def _stop_or_urging(found: re.Match[str]) -> str:
    return " " if _URGING.search(found.group()) else " dont "


def _phrases(text: str) -> list[str]:
    text = _VIETNAMESE_YES.sub("vâng", _PLEASE_HAN.sub("请 ", text))  # "Có, đặt đi.", "请预订"
    text = _NEG_REQUEST.sub(_stop_or_urging, text)  # "やめてください", "하지 마세요": a stop
    return [p for p in _MARKS.split(_norm(text)) if p]


#: A no said before a worry waved off in the same language ("Hayır, sorun yok, ayırt", "Nie, nie
#: ma problemu, rezerwuj"): the no answers an implied "any problem?", what follows decides.
_WAVING_NO = frozenset(
    ("hayir", "nie", "ne", "yok", "нет", "ні", "не", "いいえ", "아니요", "아뇨", "不")
)


def _waved_off(words: list[str]) -> list[str] | None:
    """What follows a no and a problem-word negated after it (:data:`NO_PROBLEM`), where that is
    a go-ahead (:data:`_GO`) with only please, thanks or a yes beside it; else ``None``: "Hayır,
    sorun yok." alone stays as it reads, as "No, no problem." does."""
    if len(words) < 3 or words[0] not in _WAVING_NO:
        return None
    for size in (4, 3, 2, 1):
        if " ".join(words[1 : 1 + size]) in NO_PROBLEM:
            rest = words[1 + size :]
            return rest if rest and _covered(rest, _GO, _COURTESY | _GO | _YES) else None
    return None


def no_and_waved_off(text: str) -> str | None:
    """The worry waved off where ``text`` is a no and that alone, with only please or thanks
    after it ("Nie, nie ma problemu.", "Hayır, sorun yok."), else ``None``. Mechanism: a no beside
    a "no problem" may answer the booking or an implied "any problem?", so it says both and is
    unclear in every language, as "No, no problem." is (session 54: the Polish denied)."""
    words = _phrases(unframed(text))
    if len(words) < 2 or words[0] not in _WAVING_NO:
        return None
    for size in (4, 3, 2, 1):
        phrase = " ".join(words[1 : 1 + size])
        if phrase in NO_PROBLEM and all(w in _COURTESY for w in words[1 + size :]):
            return phrase
    return None


def _covered(words: list[str], first: frozenset[str], extra: frozenset[str]) -> bool:
    """Whether ``words`` hold a phrase of ``first``, after nothing but thanks or please, and go
    on only with phrases of it or of ``extra`` (phrases of up to four words, longest first)."""
    i, opened = 0, False
    while i < len(words):
        for size in (4, 3, 2, 1):
            phrase = " ".join(words[i : i + size])
            allowed = extra if opened else _COURTESY
            if len(words) - i >= size and (phrase in first or phrase in allowed):
                opened = opened or phrase in first
                i += size
                break
        else:
            return False
    return opened


#: An English greeting opening an answer in another language ("Hi, 아니요, 예약하지 마세요.").
_GREETING = LazyPattern(
    r"^\s*(?:hi|hey|hello|hiya|morning|good (?:morning|afternoon|evening))(?: there| all| team)?"
    r"\b[\s,!.:\u2013\u2014-]*",
    re.I,
)
#: An English sign-off closing it: thanks or regards and a name, a phone's signature ("不要，别订。
#: Thanks, Omar", "\n\nBest,\nPriya", "Sent from my iPhone"). Not a name after a dash alone: "Ano
#: — ne" (yes — no) is no signed yes, and the name is read as written (capitalised).
_SIGN_OFF = LazyPattern(
    r"(?:[\s,]+(?:(?i:thanks|thank you|thx|cheers|regards|best|best regards|kind regards|br)\b"
    r"(?:[,.!]?\s*[A-Z][a-z.'-]*(?: [A-Z][a-z.'-]*){0,2})?[.!]?"
    r"|(?i:sent from my \w+(?: \w+)?)|\U0001f64f))+\s*$"
)


def unframed(text: str) -> str:
    """``text`` without an English greeting before it and sign-off after it (a person writing
    in one language often greets and signs in English): what the rest of it says decides."""
    text = _GREETING.sub("", text, count=1)
    cut = max(
        0, len(text) - 80
    )  # a sign-off is short: read the end only, so a long text stays fast
    bare = text[:cut] + _SIGN_OFF.sub("", text[cut:])
    return bare if re.search(r"\w", bare) else text


@lru_cache(maxsize=512)
def whole_answer(text: str) -> str | None:
    """ "yes" or "no" where ``text`` is one of these languages' yes or no alone, with only please,
    thanks and "(don't) book it" beside it (see the module docstring), an English greeting and
    sign-off around it (:func:`unframed`); else ``None``. Read once a text: one answer's reading
    asks two or three times (speed53d)."""
    text = unframed(text)
    if _ASKS_OR_TRAILS.search(text):
        return None  # "Evet?", "Ναι;" (the Greek question mark), "はい…": no answer given
    words = _phrases(text)
    if not words:
        return None
    if _covered(words, _YES, _COURTESY | _GO | _YES) or _waved_off(words) is not None:
        return "yes"
    # Greek "ναι" in Latin letters beside Greek words ("Ne, ευχαριστώ", "ne, προχώρα"); "ne"
    # alone is also a Slavic no, and stays one (outside tester 31a: these denied)
    greek_ne = words[0] == "ne" and (
        _GREEK.search(" ".join(words[1:])) is not None or bool(_GREEK_LATIN & set(words[1:]))
    )  # "Ne, efcharisto poli": Greek in Latin letters (answers37: denied)
    if greek_ne and _covered(["nai", *words[1:]], _YES, _COURTESY | _GO | _YES):
        return "yes"
    if _covered(words, _NO | _STOP, _COURTESY | _STOP | _NO):  # "Älä varaa.", "Boka inte."
        return "no"
    return None


#: Hungarian, Finnish and Romanian no ("nem", "ei", "nu"), words of other languages too (Portuguese
#: "nor", German "egg", Dutch "now"), so read beside a yes only in a short answer with no German
#: or Dutch "ja": "yes nem", "go ahead, nu", "👍 ei", "yes ei kiitos" booked (outside tester 31a).
SHORT_NO_BESIDE_YES = frozenset(("nem", "ei", "nu"))
#: How many words an answer may have for :data:`SHORT_NO_BESIDE_YES` to be read in it.
_SHORT = 4


def no_beside_yes(folded: str) -> str | None:
    """The first of :data:`NO_BESIDE_YES` among ``folded``'s words (or of
    :data:`SHORT_NO_BESIDE_YES` in a short answer), or ``None``."""
    words = re.findall(r"[a-z]+", _norm(folded))
    short = len(words) <= _SHORT and "ja" not in words
    for word in words:
        if word in NO_BESIDE_YES or (short and word in SHORT_NO_BESIDE_YES):
            return word
    return None
