"""A "no problem" in the languages the reader has no word lists for: a problem-word negated.

Mechanism: a word for a problem, a worry or an objection under its language's negator ("Sorun
yok", "Nie ma problemu", "Без проблем", "Hakuna shida", "問題ありません") says there is nothing
against the booking: an assent, read as a yes said alone (:mod:`arena.wording.other_languages`
reads it whole, with please, thanks or "book it" beside it and nothing else). Each language's
forms are its negators times its problem-words (:func:`_negated`), not sentences: "Sorun yok,
ayırt." read unclear and "Nie ma problemu, rezerwuj" denied (heldout53: its "nie" read as a
no). The negator of such a phrase ("yok", "nahi", "tidak", "không") is no no beside a yes
(:func:`without_no_problem`), where the same word alone still is. A problem said to be there
("Sorun var", "Есть проблема") or asked about ("Sorun yok mu?") is no assent.
"""

from __future__ import annotations

from itertools import product

from arena.wording.numbers import fold


def _norm(text: str) -> str:
    """Folded as :mod:`arena.wording.other_languages` folds (the Turkish dotless i as i)."""
    return fold(text).replace("ı", "i")


def _negated(frames: str, nouns: str) -> frozenset[str]:
    """Each frame ("{} yok", "hic {} yok") with each problem-word in it, folded."""
    return frozenset(
        _norm(frame.replace("{}", noun))
        for frame, noun in product(frames.split("|"), nouns.split("|"))
    )


#: Per language: the frames that negate a problem-word, and its problem-words.
_LANGUAGES: tuple[tuple[str, str], ...] = (
    # Turkish: "<problem> yok" (there is none), "değil" (is not), "olmaz" (won't be)
    (
        "{} yok|hic {} yok|hicbir {} yok|bir {} yok|{} degil|{} olmaz|hic {} olmaz",
        "sorun|sorunum|problem|problemim|sikinti|mesele|engel|itiraz|itirazim|sakinca|"
        "sakincasi|mahsur|mahsuru",
    ),
    # Polish: "nie ma <gen.>", "żaden <nom.>", "bez <gen.>"; "nie mam" (I have no)
    (
        "nie ma {}|nie mam {}|zaden {}|zadnych {}|bez {}",
        "problemu|problem|problemow|sprawy|sprzeciwu|zastrzezen|przeszkod",
    ),
    # Czech and Slovak
    ("zadny {}|zadne {}|ziadny {}|ziadne {}|bez {}|neni {}|nie je {}", "problem|problemy|problemu"),
    # Croatian, Serbian, Bosnian, Slovenian: "nema <gen.>", "bez", "nije" (is not)
    ("nema {}|bez {}|nije {}|ni {}|brez {}", "problema|problem|frke"),
    # Russian, Ukrainian, Bulgarian
    (
        "без {}|нет {}|никаких {}|немає {}|жодних {}|няма {}",
        "проблем|проблема|возражений|заперечень|проблеми",
    ),
    # Romanian
    ("nicio {}|nici o {}|fara {}|nu e {}|nu i {}|nu este {}", "problema|probleme"),
    # Hungarian
    ("nincs {}|semmi {}|nem {}", "problema|gond|akadaly"),
    # Finnish, Estonian, Lithuanian, Latvian
    (
        "ei {}|ei mitaan {}|pole {}|{} pole|jokiu {}|jokia {}|nav {}",
        "ongelmaa|ongelmia|probleemi|problemu|problema|muret",
    ),
    # Greek, in its script and in Latin letters
    (
        "κανενα {}|δεν υπαρχει {}|δεν εχω {}|kanena {}|den yparxei {}",
        "προβλημα|θεμα|αντιρρηση|provlima|problima|thema",
    ),
    # Hindi, in Latin letters and in Devanagari: "koi <problem> nahi"
    (
        "koi {} nahi|koi {} nahin|koi {} nahi hai|कोई {} नहीं|कोई {} नही|कोई {} नहीं है",
        "baat|problem|dikkat|samasya|pareshani|takleef|दिक्कत|बात|समस्या|परेशानी|प्रॉब्लम",
    ),
    # Swahili "hakuna <problem>" (there is no), "bila" (without)
    ("hakuna {}|bila {}", "shida|tatizo|matata|neno|pingamizi"),
    # Indonesian and Malay
    (
        "tidak {}|tak {}|gak {}|ga {}|nggak {}|enggak {}|tiada {}|tidak ada {}|nggak ada {}",
        "masalah|apa apa|keberatan",
    ),
    # Tagalog "walang <problem>" (without)
    ("walang {}", "problema|problem|tutol"),
    # Vietnamese "không <problem> (gì)"
    ("khong {}|khong {} gi|không {}|không {} gì", "van de|vấn đề|sao"),
    # Hebrew "אין <problem>" (there is no), "אין לי" (I have no)
    ("אין {}|אין שום {}|אין לי {}", "בעיה|התנגדות"),
    # Arabic "لا <problem>", "ما في" (there isn't), "بدون" (without)
    ("لا {}|لا توجد {}|ما في {}|مافي {}|بدون {}|ما عندي {}", "مشكلة|مانع|اعتراض"),
    # Icelandic, Norwegian, Danish forms the Nordic lists lack
    ("ekkert {}|ikke noe {}|intet {}", "mal|problem"),
)
#: Scripts written without spaces: the negated form as one word.
_UNSPACED = _negated(
    "{}",
    "問題ありません|問題ない|問題ないです|問題なし|問題ございません|異議なし|異議ありません|"
    "문제 없어요|문제없어요|문제 없습니다|문제없습니다|문제없음|문제 없음|이의 없습니다|이의없습니다|"
    "没问题|沒問題|没有问题|沒有問題|不成问题|没意见|沒意見|没有意见|ไม่มีปัญหา|ไม่มีปัญหาครับ|"
    "ไม่มีปัญหาค่ะ",
)

#: Every negated problem-word read, folded.
NO_PROBLEM: frozenset[str] = frozenset().union(
    _UNSPACED, *(_negated(frames, nouns) for frames, nouns in _LANGUAGES)
)
_LONGEST = max(len(p.split()) for p in NO_PROBLEM)


def without_no_problem(folded: str) -> str:
    """``folded`` with its negated problem-words blanked ("sorun yok", "koi baat nahi"), so that
    their negator is not read as a no beside a yes; words are matched whole, longest first."""
    words = _norm(folded).split()
    kept: list[str] = []
    i = 0
    while i < len(words):
        for size in range(min(_LONGEST, len(words) - i), 0, -1):
            if " ".join(w.strip(".,!;:") for w in words[i : i + size]) in NO_PROBLEM:
                i += size
                break
        else:
            kept.append(words[i])
            i += 1
    return " ".join(kept)


__all__ = ["NO_PROBLEM", "without_no_problem"]
