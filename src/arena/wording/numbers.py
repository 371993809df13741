"""Numbers written as words, in English, German, Spanish, French, Italian, Dutch and Portuguese,
found in running text.

A person asking for a room writes "twenty-two colleagues", "zweiundzwanzig Personen",
"veintidós personas" or "vingt-deux personnes" as often as "22". :func:`find_numbers` returns
every number in a text with its token position, so the request parser can judge each one by the
words around it. Text is expected as :func:`fold` leaves it: lower case, no accents.
"""

from __future__ import annotations

import unicodedata

import msgspec

from arena.lazy_pattern import LazyPattern

_UNITS = {
    # English
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
    # German ("ein"/"eine" are articles: only inside compounds)
    "eins": 1, "zwei": 2, "zwo": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7,
    "acht": 8, "neun": 9, "zehn": 10, "elf": 11, "zwolf": 12, "dreizehn": 13, "vierzehn": 14,
    "funfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19,
    # Spanish ("un"/"una" are articles)
    "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15,
    "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veintiuno": 21,
    "veintiun": 21, "veintiuna": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24,
    "veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28,
    "veintinueve": 29,
    # French ("un"/"une" are articles; "neuf" also means new, "once" is English)
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
    "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16,
    # Italian ("uno" above; "due", "sei" and "otto" are also English, German or a name: _IN_COUNT)
    "quattro": 4, "cinque": 5, "sette": 7, "nove": 9, "dieci": 10, "undici": 11,
    "dodici": 12, "tredici": 13, "quattordici": 14, "quindici": 15, "sedici": 16,
    "diciassette": 17, "diciotto": 18, "diciannove": 19,
    # Dutch ("een" is the article; "vier", "acht", "elf" above)
    "twee": 2, "drie": 3, "vijf": 5, "zes": 6, "zeven": 7, "negen": 9, "tien": 10,
    "twaalf": 12, "dertien": 13, "veertien": 14, "vijftien": 15, "zestien": 16,
    "zeventien": 17, "achttien": 18, "negentien": 19,
    # Portuguese ("um"/"uma" are articles; "tres", "cinco", "seis", "onze", "quinze" above)
    "dois": 2, "duas": 2, "quatro": 4, "sete": 7, "oito": 8, "treze": 13, "catorze": 14,
    "dezesseis": 16, "dezasseis": 16, "dezessete": 17, "dezassete": 17, "dezoito": 18,
    "dezenove": 19, "dezanove": 19,
}  # fmt: skip
#: Number words that are other words as often ("due" in English, "sei" in German, "Otto", "doze",
#: "Dez" for December):
#: numbers only before a word for people or after "per" ("per sei persone", "siamo in otto").
_IN_COUNT = {"due": 2, "sei": 6, "otto": 8, "doze": 12, "tre": 3, "dez": 10}
_COUNT_NOUNS = {"persone", "persona", "ospiti", "partecipanti", "posti", "pessoas", "people",
                "persons", "personen", "mensen", "personnes", "personas", "convidados"}  # fmt: skip
_COUNT_BEFORE = {"per", "siamo", "in", "para", "voor", "saremo"}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
    "zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50, "sechzig": 60, "siebzig": 70,
    "achtzig": 80, "neunzig": 90,
    "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70,
    "ochenta": 80, "noventa": 90,
    "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
    "venti": 20, "twintig": 20, "vinte": 20,
}  # fmt: skip
_HUNDRED = {"hundred", "hundert", "cien", "ciento", "cent", "cents"}
_DOZEN = {"dozen", "dutzend", "docena", "douzaine", "duzia", "dozzina", "dozijn"}
#: "half" in the other languages read, before their dozen: "media docena", "ein halbes Dutzend",
#: "une demi-douzaine", "meia dúzia", "mezza dozzina" (outside tester 31b: "media docena" read
#: no count, and its item was refused)
_HALF = {"half", "media", "medio", "halbes", "halbe", "halben", "demi", "meia", "mezza"}
_DOZEN_AT = [[word] for word in _DOZEN]  # one token, as a slice of the tokens reads it
_ARTICLE_ONE = {"a", "an", "ein", "eine", "einen", "un", "una", "une"}
#: "a couple of", "a trio of engineers": a group word that says its own size, after "a"/"an"
_SIZED = {"couple": 2, "pair": 2, "duo": 2, "trio": 3, "quartet": 4, "quintet": 5, "sextet": 6,
          "threesome": 3, "foursome": 4}  # fmt: skip
#: "a baker's dozen" (13), as the tokens after "a" read it, with or without its apostrophe: how
#: many tokens it takes
_BAKERS = {4: [["baker", "'", "s", "dozen"]], 2: [["bakers", "dozen"]]}
#: "une quinzaine", "una decena": about that many, after "une"/"una" (items32: "on sera une
#: quinzaine" read as no head count); the room must seat the number said
_ABOUT = {"dizaine": 10, "quinzaine": 15, "vingtaine": 20, "decena": 10, "quincena": 15,
          "veintena": 20}  # fmt: skip
#: "two pairs", "3 trios": that many groups of the size the word says, so a count of people
_SIZED_MANY = {
    "couples": 2, "pairs": 2, "duos": 2, "trios": 3, "quartets": 4, "quintets": 5, "sextets": 6,
    "paare": 2, "parejas": 2, "binomes": 2,
}  # fmt: skip
SIZED_MANY = _SIZED_MANY
#: joiners inside one number: "vingt et un", "treinta y dos", "one hundred and five"
_JOIN = {"et", "y", "and", "und"}
_GERMAN_COMPOUND = LazyPattern(r"^(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun)und(\w+)$")
_GERMAN_UNIT = {"ein": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6, "sieben": 7,
                "acht": 8, "neun": 9}  # fmt: skip
#: "einhundert", "hundertzwanzig", "zweihunderteins": German writes hundreds as one word too
_GERMAN_HUNDRED = LazyPattern(r"^(ein|zwei|drei|vier|funf|sechs|sieben|acht|neun)?hundert(\w*)$")
_SPANISH_HUNDREDS = {
    "doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300,
    "cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500, "quinientas": 500,
}  # fmt: skip


def fold(text: str) -> str:
    """Lower case without accents (``Mittwoch für fünf`` → ``mittwoch fur funf``), ß as ss."""
    if text.isascii():  # none of the replacements below is ASCII (issue 16: three calls a text)
        return text.lower()
    text = text.replace("ß", "ss").replace("’", "'").replace("‘", "'")
    if text.isascii():  # NFKD leaves ASCII as it is, and no ASCII character is a combining
        return text.lower()  # mark: the loop below per character only copied it (issue 16)
    decomposed = unicodedata.normalize("NFKD", text.lower())
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    return folded if folded.isascii() else folded.translate(_UNSPLIT)


#: Latin letters NFKD leaves whole, as the letters they are written for: left as they were,
#: every ``[a-z]`` of the readers took them for marks, and "kırmızı" fell apart into "k" and read
#: as "ok" (docs33: approved).
_UNSPLIT = str.maketrans(
    {
        "ı": "i",
        "ø": "o",
        "ł": "l",
        "đ": "d",
        "ð": "d",
        "þ": "th",
        "ŋ": "n",
        "œ": "oe",
        "æ": "ae",
        "ħ": "h",
        "ŧ": "t",
        "ĸ": "k",
        "ſ": "s",
        "ƒ": "f",
        "ɨ": "i",
        "ʉ": "u",
    }
)


_TOKEN = LazyPattern(r"\d+(?:[.,:]\d+)?|[a-z]+|[^\sa-z\d]")


def tokens(folded: str) -> list[str]:
    """Words, digit runs and single punctuation marks (hyphens split "vingt-deux")."""
    return _TOKEN.findall(folded)


class Number(msgspec.Struct, frozen=True):
    value: int
    start: int  # first token index
    end: int  # one past the last token index
    digits: bool  # written with digits


def word_value(token: str) -> int | None:
    """The value of one number word (including German compounds), or ``None``."""
    if token in _UNITS:
        return _UNITS[token]
    if token in _TENS:
        return _TENS[token]
    if token in _SPANISH_HUNDREDS:
        return _SPANISH_HUNDREDS[token]
    # each German form holds its joining word: most tokens are asked no pattern (issue 16: two
    # pattern calls for every word the readers looked up, ~85 calls a leg of the checks)
    match = _GERMAN_COMPOUND.match(token) if "und" in token else None
    if match and match.group(2) in _TENS:
        return _GERMAN_UNIT[match.group(1)] + _TENS[match.group(2)]
    match = _GERMAN_HUNDRED.match(token) if "hundert" in token else None
    if match and (match.group(1) or match.group(2)):
        rest = word_value(match.group(2)) if match.group(2) else 0
        if rest is not None and rest < 100:
            return 100 * _GERMAN_UNIT.get(match.group(1) or "ein", 1) + rest
    return None


def _after_joiner(toks: list[str], i: int, value: int) -> tuple[int, int] | None:
    """``(added, next index)`` when ``toks[i]`` continues the number ``value`` so far."""
    tok = toks[i] if i < len(toks) else ""
    if tok == "-" and i + 1 < len(toks):
        if toks[i + 1] in ("un", "une") and value >= 20 and value % 10 == 0:
            return 1, i + 2  # "quatre-vingt-un", "cent-un": after a hyphen "un" is no article
        return _after_joiner(toks, i + 1, value)
    if tok in _JOIN and i + 1 < len(toks):
        j = i + 2 if toks[i + 1] == "-" and i + 2 < len(toks) else i + 1  # "vingt-et-un"
        nxt = toks[j]
        part = 1 if nxt in ("un", "une", "uno", "una") else word_value(nxt)
        if part is not None and 0 < part < 20 and value % 10 == 0 and value >= 20:
            return part, j + 1
        if part is not None and value % 100 == 0 and value >= 100 and part < 100:
            return part, j + 1
        return None
    part = word_value(tok)
    if part is None:
        return None
    if value >= 100 and value % 100 == 0 and part < 100:
        return part, i + 1
    if value >= 20 and value % 10 == 0 and 0 < part < 10:  # twenty two, vingt deux
        return part, i + 1
    if value in (60, 80) and 10 <= part < 20:  # soixante-dix, quatre-vingt-douze
        return part, i + 1
    if value == 10 and 7 <= part <= 9:  # dix-sept
        return part, i + 1
    return None


def _continued(toks: list[str], end: int, value: int) -> tuple[int, int]:
    """``value`` with the words from ``end`` on that continue it, and the index after them."""
    while True:
        step = _after_joiner(toks, end, value)
        if step is None:
            return value, end
        added, end = step
        value += added


def _read(toks: list[str], i: int) -> tuple[int, int] | None:
    """The number starting at token ``i`` and the index after it, or ``None``."""
    tok = toks[i]
    if tok.isdigit():
        if i + 1 < len(toks) and toks[i + 1] in _DOZEN:  # "1 dozen", "2 Dutzend"
            return _and_a_half(toks, i + 2, int(tok) * 12)
        return _groups_of(toks, i + 1, int(tok))
    nxt = toks[i + 1] if i + 1 < len(toks) else ""
    if tok in _ARTICLE_ONE and nxt in _HALF and nxt != "half":  # "ein halbes Dutzend"
        i, tok = i + 1, nxt
        nxt = toks[i + 1] if i + 1 < len(toks) else ""
    if tok != "half" and tok in _HALF:  # "media docena", "demi-douzaine", "meia dúzia"
        hop = i + 2 if nxt == "-" else i + 1
        return (6, hop + 1) if toks[hop : hop + 1] in _DOZEN_AT else None
    if tok in _ARTICLE_ONE or tok == "half":
        # "a dozen", "half a dozen", "a half dozen", "a couple of", "ein Dutzend", "une douzaine"
        if tok == "half":
            dozen = next((k for k in (1, 2) if toks[i + k : i + k + 1] in _DOZEN_AT), None)
            if dozen is None or (dozen == 2 and toks[i + 1] not in ("a", "-")):
                return None  # "half the team", "half of us": no number of people
            return 6, i + dozen + 1
        if nxt in _DOZEN:
            return _and_a_half(toks, i + 2, 12)
        if tok == "a" and nxt in ("baker", "bakers"):  # "a baker's dozen" is 13 (answers38)
            said = next((n for n in _BAKERS if toks[i + 1 : i + 1 + n] in _BAKERS[n]), 0)
            return (13, i + 1 + said) if said else None
        if tok == "a" and nxt == "score":  # "a score of people" is 20; not "a score of 8"
            after = toks[i + 2 : i + 4]
            return (
                None if after[:1] == ["of"] and after[1:2] and after[1].isdigit() else (20, i + 2)
            )
        if nxt in _SIZED and tok in ("a", "an"):
            return _SIZED[nxt], i + 2
        if nxt in _ABOUT and tok in ("une", "una"):
            return _ABOUT[nxt], i + 2
        return None
    value = 100 if tok in _HUNDRED else word_value(tok)  # "ciento uno", "cent vingt"
    if value is None and tok in _IN_COUNT:
        before = toks[i - 1] if i else ""
        if nxt in _COUNT_NOUNS or before in _COUNT_BEFORE:
            return _IN_COUNT[tok], i + 1
        return None
    hop = i + 2 if nxt == "-" else i + 1
    if tok == "quatre" and hop < len(toks) and toks[hop] in ("vingt", "vingts"):
        value, i = 80, hop
    if value is None:
        return None
    value, end = _continued(toks, i + 1, value)
    if end < len(toks) and toks[end] in _HUNDRED:
        value, end = _continued(toks, end + 1, value * 100)  # "one hundred and twenty-one"
    if toks[end : end + 3] == ["and", "a", "half"] and toks[end + 3 : end + 4] in _DOZEN_AT:
        return value * 12 + 6, end + 4  # "one and a half dozen"
    if end < len(toks) and toks[end] in _DOZEN:  # "two dozen", "two dozen and a half"
        return _and_a_half(toks, end + 1, value * 12)
    return _groups_of(toks, end, value)


def _groups_of(toks: list[str], end: int, value: int) -> tuple[int, int]:
    """``value`` groups of the size the word at ``end`` says ("two pairs" is 4), else ``value``."""
    size = _SIZED_MANY.get(toks[end]) if end < len(toks) else None
    return (value * size, end + 1) if size else (value, end)


def _and_a_half(toks: list[str], end: int, dozens: int) -> tuple[int, int]:
    """``dozens`` and the index after it, half a dozen more when "and a half" follows ("a dozen
    and a half" is 18: the half is of the dozen, never a count of its own)."""
    if toks[end : end + 3] == ["and", "a", "half"]:
        return dozens + 6, end + 3
    return dozens, end


def find_numbers(toks: list[str]) -> list[Number]:
    """Every number in ``toks``, left to right, compounds read as one."""
    found: list[Number] = []
    i = 0
    while i < len(toks):
        tok = toks[i]
        read = None if tok in _HUNDRED and found and found[-1].end == i else _read(toks, i)
        if read is None:
            i += 1
            continue
        value, end = read
        found.append(Number(value=value, start=i, end=end, digits=tok.isdigit()))
        i = end
    return found
