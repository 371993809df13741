"""A head count said in the number words of languages the request reader has no lists for:
Greek, Hungarian, Finnish, Turkish, Polish, Swahili, Indonesian, Malay, Vietnamese, Arabic and Hebrew ("για οκτώ άτομα",
"tíz főre", "kymmenelle hengelle", "altı kişilik", "dla ośmiu osób", "watu kumi", "لستة أشخاص",
"לשישה אנשים").

:mod:`arena.wording.far_weekdays` reads these languages' weekdays; their counts were read only in
digits, so "Κλείστε μου μια αίθουσα για οκτώ άτομα την Τετάρτη" was refused at load as saying
no head count (outside tester 36: 18 of 31 items in those languages). :func:`counts_in_digits`
writes a number word said with the word for people (after it, or before it in Swahili; a
Finnish one alone in the allative, "kahdeksalle", or after "meitä on", we are) as "N people",
as :mod:`arena.wording.far_weekdays` does a Han counter.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_WORDS = {
    # Greek
    "ένα": 1, "δύο": 2, "δυο": 2, "τρία": 3, "τρεις": 3, "τριών": 3, "τέσσερα": 4, "τέσσερις": 4,
    "τεσσάρων": 4, "πέντε": 5, "έξι": 6, "επτά": 7, "εφτά": 7, "οκτώ": 8, "οχτώ": 8, "εννέα": 9,
    "εννιά": 9, "δέκα": 10, "έντεκα": 11, "δώδεκα": 12,
    # Hungarian
    "egy": 1, "két": 2, "kettő": 2, "három": 3, "négy": 4, "öt": 5, "hat": 6, "hét": 7,
    "nyolc": 8, "kilenc": 9, "tíz": 10, "tizenegy": 11, "tizenkét": 12, "tizenkettő": 12,
    # Finnish
    "yksi": 1, "kaksi": 2, "kolme": 3, "neljä": 4, "viisi": 5, "kuusi": 6, "seitsemän": 7,
    "kahdeksan": 8, "yhdeksän": 9, "kymmenen": 10,
    # Turkish
    "bir": 1, "iki": 2, "üç": 3, "dört": 4, "beş": 5, "altı": 6, "yedi": 7, "sekiz": 8,
    "dokuz": 9, "on": 10, "on bir": 11, "on iki": 12,
    # Polish
    "jeden": 1, "dwa": 2, "dwie": 2, "dwóch": 2, "dwoje": 2, "trzy": 3, "trzech": 3, "troje": 3,
    "cztery": 4, "czterech": 4, "pięć": 5, "pięciu": 5, "sześć": 6, "sześciu": 6, "siedem": 7,
    "siedmiu": 7, "osiem": 8, "ośmiu": 8, "dziewięć": 9, "dziewięciu": 9, "dziesięć": 10,
    "dziesięciu": 10, "jedenaście": 11, "jedenastu": 11, "dwanaście": 12, "dwunastu": 12,
    # Arabic and Hebrew (after "for", ل / ל, written joined to the word)
    "ثلاثة": 3, "أربعة": 4, "اربعة": 4, "خمسة": 5, "ستة": 6, "سبعة": 7, "ثمانية": 8, "تسعة": 9,
    "عشرة": 10, "שניים": 2, "שני": 2, "שלושה": 3, "שלוש": 3, "ארבעה": 4, "ארבע": 4, "חמישה": 5,
    "חמש": 5, "שישה": 6, "שש": 6, "שבעה": 7, "שבע": 7, "שמונה": 8, "תשעה": 9, "תשע": 9,
    "עשרה": 10, "עשר": 10,
    # Czech and Romanian (outside tester 37: "pro osm osob", "opt persoane" read no count)
    "jednu": 1, "dva": 2, "dvě": 2, "tři": 3, "čtyři": 4, "pět": 5, "šest": 6, "sedm": 7,
    "osm": 8, "devět": 9, "deset": 10, "jedenáct": 11, "dvanáct": 12,
    "doi": 2, "două": 2, "trei": 3, "patru": 4, "cinci": 5, "șase": 6, "şase": 6, "sase": 6,
    "șapte": 7, "şapte": 7, "sapte": 7, "opt": 8, "nouă": 9, "zece": 10, "unsprezece": 11,
    "doisprezece": 12, "douăsprezece": 12, "douăzeci": 20, "douăzeci și doi": 22,
    "douăzeci și două": 22, "douăzeci și unu": 21, "douăzeci și una": 21,
    # Indonesian and Vietnamese (outside tester 39: "untuk lima orang", "cho năm người" read no
    # count); Vietnamese "năm" is also Thursday's "thứ Năm", read here only before "người"
    "satu": 1, "dua": 2, "tiga": 3, "empat": 4, "lima": 5, "enam": 6, "tujuh": 7, "delapan": 8,
    "sembilan": 9, "sepuluh": 10, "sebelas": 11, "dua belas": 12, "một": 1, "hai": 2, "ba": 3,
    "bốn": 4, "năm": 5, "sáu": 6, "bảy": 7, "tám": 8, "chín": 9, "mười": 10, "mười một": 11,
    "mười hai": 12,
    # Bengali, before জন (person): "পাঁচ জনের জন্য", for five people
    "এক": 1, "দুই": 2, "তিন": 3, "চার": 4, "পাঁচ": 5, "ছয়": 6, "সাত": 7, "আট": 8,
    "নয়": 9, "দশ": 10,
}  # fmt: skip
#: The word for people (persons, colleagues, participants) after a count.
_PEOPLE = (
    r"άτομα|ατόμων|άτομο|ανθρώπους|άνθρωποι|ανθρώπων|συμμετέχοντες|συναδέλφους|συνάδελφοι"
    r"|fő(?:re|nek|s|t)?|ember(?:re|nek|t|rel)?|személy(?:re|nek|es)?|résztvevő(?:re|nek)?"
    r"|henke[äa]|hengelle|hengen|henkilö[äa]|henkilölle|henkilön|ihmist[äa]|ihmiselle"
    r"|osallistujaa|osallistujalle|kişi(?:lik|ye|nin|yle)?"
    r"|osób|osoby|osoba|ludzi|uczestników|pracowników"
    r"|أشخاص|اشخاص|أفراد|افراد|موظفين|زملاء|אנשים|איש|משתתפים|עובדים"
    r"|lid[ií]|osob|osoby|účastníků|kolegů|persoane|oameni|participanți|colegi|de\s+persoane"
    r"|জন(?:ের)?|orang|peserta|karyawan|người"
)
#: Polish collective numerals after "nas" (of us): "będzie nas pięcioro", "jest nas sześciu".
_POLISH_US = {"dwoje": 2, "troje": 3, "czworo": 4, "pięcioro": 5, "sześcioro": 6, "siedmioro": 7,
              "ośmioro": 8, "dziewięcioro": 9, "dziesięcioro": 10}  # fmt: skip
#: Malay and Indonesian "ber-" numerals, how many of us there are: "kami berempat" (items40:
#: read no count), "kita berlima".
_BER = {"berdua": 2, "bertiga": 3, "berempat": 4, "berlima": 5, "berenam": 6, "bertujuh": 7,
        "berlapan": 8, "berdelapan": 8, "bersembilan": 9, "bersepuluh": 10}  # fmt: skip
_SWAHILI = {"mmoja": 1, "moja": 1, "wawili": 2, "mbili": 2, "watatu": 3, "tatu": 3, "wanne": 4,
            "nne": 4, "watano": 5, "tano": 5, "sita": 6, "saba": 7, "wanane": 8, "nane": 8,
            "tisa": 9, "kumi na moja": 11, "kumi na mbili": 12, "kumi": 10}  # fmt: skip
#: Swedish, Norwegian and Danish, after "vi är"/"vi er" (we are) or before the word for people
#: ("för sex personer", "vi är åtta": requests44, read as no head count).
_NORDIC = {"en": 1, "ett": 1, "ei": 1, "två": 2, "to": 2, "tre": 3, "fyra": 4, "fire": 4,
           "fem": 5, "sex": 6, "seks": 6, "sju": 7, "syv": 7, "åtta": 8, "åtte": 8, "otte": 8,
           "nio": 9, "ni": 9, "tio": 10, "ti": 10, "elva": 11, "elleve": 11, "tolv": 12}  # fmt: skip
_NORDIC_PEOPLE = (
    r"personer|pers\.?|deltagare|deltagere|deltakere|kollegor|kolleger|kollegaer|människor|"
    r"mennesker"
)
_ALLATIVE = {"yhdelle": 1, "kahdelle": 2, "kolmelle": 3, "neljälle": 4, "viidelle": 5,
             "kuudelle": 6, "seitsemälle": 7, "kahdeksalle": 8, "yhdeksälle": 9,
             "kymmenelle": 10}  # fmt: skip


def _alternatives(words: dict[str, int]) -> str:
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True)
    )


_COUNT_RE = LazyPattern(
    rf"(?<!\w)[لל]?(?P<w>{_alternatives({**_WORDS, **_ALLATIVE})})\s+(?:{_PEOPLE})(?!\w)"
    r"|(?<!\w)(?P<bn>[০-৯]+|\d+)\s*জন(?:ের)?(?!\w)"
    rf"|(?<!\w)nas\s+(?P<pl>{_alternatives({**_WORDS, **_POLISH_US})})(?!\w)"
    rf"|(?<!\w)watu\s+(?P<sw>{_alternatives(_SWAHILI)})(?!\w)"
    rf"|(?<!\w)(?:kami|kita)\s+(?:(?:hanya|cuma|semua)\s+)?(?P<ber>{_alternatives(_BER)})(?!\w)"
    rf"|(?<!\w)(?P<nd>{_alternatives(_NORDIC)})\s+(?:{_NORDIC_PEOPLE})(?!\w)"
    rf"|(?<!\w)vi\s+(?:är|er|blir|bliver|bli)\s+(?P<vi>{_alternatives(_NORDIC)})(?!\w)"
    r"(?!\s*(?:till|til|eller|[-\u2013])\s*\w)"  # "vi är tre till fyra": no one count
    rf"|(?<!\w)(?:meitä\s+on\s+(?P<fi>{_alternatives(_WORDS)})"
    # not "kello kahdeksalle", (to) eight o'clock
    rf"|(?<!kello )(?<!klo )(?P<all>{_alternatives(_ALLATIVE)}))"
    r"(?=\s*(?:[.,!?;]|$))",
    re.I,
)
#: Whether any such word may be there (most texts: nothing to do).
_MAYBE = LazyPattern(
    r"[^\x00-\x7f]|watu|osob|ludzi|uczestnik|pracownik|ember|szemely|lle\b|henke|ihmis|meit"
    r"|lid[ií]|persoane|oameni|orang|peserta|karyawan|kami|kita|person|pers\b|deltag|deltak"
    r"|kolleg|\bvi\s+(?:er|bli)",
    re.I,
)


def _digits(m: re.Match[str]) -> str:
    if m.group("bn"):  # "৬ জনের", Bengali digits
        return f" {int(m.group('bn'))} people "
    if m.group("ber"):  # "kami berempat": we are four
        return f" {_BER[m.group('ber').lower()]} people "
    if m.group("nd") or m.group("vi"):  # "för sex personer", "vi är åtta"
        return f" {_NORDIC[(m.group('nd') or m.group('vi')).lower()]} people "
    word = m.group("w") or m.group("fi") or m.group("sw") or m.group("all") or m.group("pl")
    word = " ".join(word.lower().split())
    n = _WORDS.get(word) or _SWAHILI.get(word) or _ALLATIVE.get(word) or _POLISH_US.get(word)
    return m.group() if n is None else f" {n} people "


def counts_in_digits(text: str) -> str:
    """``text`` with each such count written "N people"; ``text`` itself where it has none."""
    return _COUNT_RE.sub(_digits, text) if _MAYBE.search(text) else text


__all__ = ["counts_in_digits"]
