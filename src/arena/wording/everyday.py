"""Everyday answers the word lists miss, and "I don't know" said with a "not".

Whole answers (outside tester 27): slang, chat and other languages' yeses read unclear ("cool",
"righto", "aight", "send it", "pls book", "plz do", "you betcha", "feu vert", "ça roule", "dac",
"jap", "jup", "läuft", "top", "buch", "de una", "órale, sí") and short noes too ("nop", "nel",
"unnecessary"). Each decides only as the whole answer (with its "!" or "."): "top floor",
"cool, but which room?" and "Buch" beside other words are read as ever.

"not yet", "no clue", "don't care", "chais pas", "das entscheide ich nicht", "only if the CEO
doesn't need it" and an auto-reply ("This mailbox is not monitored. Please do not reply") read
as refusals, their "not" taken for a no. They say the person has not decided, cannot, or was
never there: where nothing else in the answer refuses, they are unclear
(:func:`undecided`).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.forms import Verdict

#: Whole answers (folded, marks and spaces made single spaces) and what they say.
WHOLE: dict[str, Verdict] = {
    **dict.fromkeys(
        (
            "cool", "cool cool", "righto", "right o", "right oh", "aight", "ight", "send it",
            "pls book", "plz book", "please book", "pls do", "plz do", "pls go", "book", "go",
            "you betcha", "betcha", "ya betcha", "go ahaed", "go ahed", "go aheda", "bokk it",
            "bok it", "boook it", "feu vert", "t'as le feu vert", "ca roule", "ca marche pour moi",
            "dac", "dacc", "d'ac", "jap", "jup", "japp", "jupp", "lauft", "laeuft", "top", "buch",
            "buch es", "buch's", "de una", "orale", "orale si", "orale pues",
            "green light", "greenlit", "all systems go", "ship it", "ye", "gogogo", "go go go",
            "alrighty", "alrighty then", "mach mal", "joa", "va", "ouep", "ui", "wi",
            # outside testers 27a-c: "indeed", "correct" answer the question as a yes
            "indeed", "yes indeed", "indeed yes", "correct", "that's correct", "that is correct",
            "thats correct", "yes correct", "exactly", "right on",
            # outside tester 29a: British, Dutch, Portuguese, Italian and German everyday yeses
            "defo", "def", "deffo", "yh", "yasss", "yass", "works 4 me", "works for me",
            "jawoll", "jawohl", "graag", "prima", "helemaal goed", "top doe maar", "doe maar",
            "prima doe maar", "is goed", "fechado", "bora", "pode sim", "pode", "beleza",
            "assolutamente si", "certo", "certo prenota", "vai pure", "perfetto",
            # outside tester 29c: radio, chat and spoken yeses ("Roger that", "(y)", "uh huh")
            "roger that", "roger roger", "copy that", "(y)", "uh huh", "uh-huh", "mm hmm",
            "mm-hmm", "mmhmm", "works", "that works", "works fine", "shipit", ":shipit:",
            # outside tester 30a: Dutch and German grudging or firm yeses
            "jazeker", "ja zeker", "zeker", "na gut", "meinetwegen", "von mir aus",
            # outside tester 31a: chat, Italian, Polish, Romanian and Finnish yeses
            "greenlight", "green-light", "go-ahead", "approvato", "approvata", "dobrze", "dobra",
            "da te rog", "juu", "mhm", "mhmm", "yay", "yaas", "yaaas", "okk", "okkk",
            "no question",
            # docs/methodology.md's own examples, read unclear as whole answers (answers37):
            # "without any doubt" and "with the greatest pleasure" ("sans doute" alone is a
            # "probably", and stays unclear)
            "sans aucun doute", "sans nul doute", "sin duda", "sin duda alguna", "senza dubbio",
            "sem duvida", "sem duvida nenhuma", "ohne zweifel", "zweifellos", "undoubtedly",
            "avec le plus grand plaisir", "avec grand plaisir", "con gran placer",
            "con mucho placer", "con molto piacere", "con grande piacere", "com muito prazer",
            "met alle plezier", "met plezier",
            # a doubled "y" in chat, as "kk" is a doubled "k" (answers37: read unclear)
            "yy", "yyy",
            # the Nordic "go!", "go on" and "book (it)", Polish "book" said alone (answers49c)
            "kor", "kor pa", "kor bara", "kjor", "kjor pa", "kjor bare", "kor bare", "boka",
            "boka det", "bestil det", "bestill det", "bokadu", "rezerwuj", "zarezerwuj", "smialo",
            # ... with "just" (answers52: "Nei, det går fint, bare kjør"), German "go ahead, book"
            "bare kjor", "bare kor", "bara kor", "kor bara pa", "buch ruhig", "buch ihn ruhig",
            "buch sie ruhig", "buch es ruhig", "ruhig buchen",
            # session 54: slang, Irish and Scots yeses said alone ("bet", "say less", "sound",
            # "nae bother"); beside other words they read as ever ("bet you can't", "say less
            # about it", "sound of silence")
            "bet", "bet bet", "ight bet", "aight bet", "say less", "sound", "sound as",
            "sound mate", "nae bother", "nae bother at aw", "nae bovver", "lush", "grand so",
        ),
        "approve",
    ),
    **dict.fromkeys(
        ("nop", "nopp", "nel", "nel pastel", "unnecessary", "not necessary", "no need",
         "nicht notig", "no hace falta", "pas besoin", "nix", "no dice", "no can do",
         "nem pensar", "de jeito nenhum", "de jeito algum", "geen sprake van", "absoluut niet",
         "nee hoor", "niente da fare", "neanche per sogno", "nemmeno per sogno",
         # outside tester 29c: chat and spoken noes
         "uh uh", "uh-uh", "nuh uh", "nuh-uh", "red light", "skip", "skip it", "skip this one",
         # outside tester 30a
         "bad idea", "terrible idea", "sounds bad", "no way jose",
         # outside tester 31a: chat shorthand, Scots, Romanian and Norwegian noes
         "nack", "nak", "nty", "no ty", "nae", "nawp", "mm-mm", "mm mm", "nosir",
         "nu multumesc", "nu mersi", "nei", "nei takk", "nei takk skal du ha"),
        "deny",
    ),
}  # fmt: skip
_MARKS = LazyPattern(r"[\s.!,;:\u2026\u00a1]+")


def whole_answer(bare: str) -> Verdict | None:
    """What ``bare`` (the answer folded, greeting taken off) says when it is one of
    :data:`WHOLE` alone, else ``None``."""
    return WHOLE.get(_MARKS.sub(" ", bare).strip())


#: Words that say the person has not decided, cannot, or is not there to answer.
UNDECIDED = LazyPattern(
    r"\b(?:not yet|no clue|no idea|not sure|(?:i )?(?:don'?t|do not) (?:really )?(?:care|know)|dunno|no preference|"
    r"(?:je )?(?:ne )?sais pas|chais pas|chai pas|j'en sais rien|aucune idee|"
    r"keine ahnung|weiss (?:ich )?nicht|(?:das )?entscheide ich nicht|nicht meine entscheidung|"
    r"ni idea|no lo se|no sabria|no se(?= *[.!?,]| *$)|"
    # Italian, Portuguese and Dutch (answers38: "Non lo so", "Não sei", "Weet ik niet" denied)
    r"non (?:lo )?so(?: ancora)?|non saprei|nao (?:sei|faco ideia)(?: (?:nao|ainda))?|sei la|"
    r"(?:ik )?weet (?:ik |het )*(?:nog )?niet(?: meer)?|geen idee|nao tenho (?:certeza|ideia)|"
    r"not (?:my|mine|for me) to (?:decide|say)|not (?:my|our) (?:call|decision)|"
    # (not "not now, and not later either", "not now, not ever": a no for good, requests43)
    r"not up to (?:me|us)|(?:i )?can'?t decide|not now(?!,? (?:(?:and )?not |or |nor )(?:later|"
    r"ever)\b)|no opinion|up to you|"
    # the question sent to the wrong person: no answer ("I'm not the right person for this",
    # "wrong person", "not the one to ask": outside tester 29a read it as a denial)
    r"(?:(?:i am|i'm|im) )?not the (?:right|correct|best) (?:person|one|contact)(?: (?:for|to)\b[^,.;!?]*)?|"
    r"wrong (?:person|contact|recipient)|not the (?:person|one) (?:you (?:want|need) )?to ask|"
    # not theirs to approve ("I'm not the approver", "I don't have approval rights", "ce n'est
    # pas moi qui décide", "no soy quien aprueba"): read as a denial (answers49c), they decide nothing
    r"not (?:the|an|a|your) (?:approver|approving manager|decision[ -]?maker|budget (?:owner|holder)|"
    r"(?:one|person) who (?:decides|approves|signs off))|"
    r"(?:don'?t|do not) have (?:the |any )?(?:approval|sign-?off) (?:rights|authority|power)|"
    r"(?:i'm|i am|im) not (?:authori[sz]ed|allowed|entitled|empowered) to (?:approve|decide|sign off)|"
    r"(?:ich bin )?nicht (?:der|die) (?:freigeber(?:in)?|genehmiger(?:in)?|entscheider(?:in)?)|"
    r"no soy (?:yo )?(?:quien|el que|la que) (?:decide|aprueba)|no soy (?:el|la) (?:aprobador|aprobadora)|"
    r"ce n'est pas (?:a )?moi qui (?:decide|approuve|valide)|"
    r"je ne suis pas (?:le|la) (?:valideur|validateur|validatrice|decideur|decideuse)|"
    r"non sono io (?:a decidere|che decido|ad approvare|che approvo)|"
    r"nao sou eu (?:quem|que) (?:decide|aprova)|ik ga er niet over|"
    r"ik ben niet degene die (?:beslist|goedkeurt)|"
    r"(?:je ne suis pas|pas) la bonne personne|no soy la persona (?:adecuada|indicada)|"
    r"(?:ich bin )?nicht (?:der|die) (?:richtige )?ansprechpartner(?:in)?|"
    r"(?:doesn'?t|does not|don'?t|do not) matter|(?:don'?t|do not) ask me|"
    # the question not understood ("I don't understand", "Sorry, I not understand", "je ne
    # comprends pas", "versteh ich nicht"): no answer to it yet (outside testers 27a-c: deny)
    r"(?:(?:i |we )?(?:do not|don'?t|did not|didn'?t|not|can ?not|can'?t|cannot|no) (?:really |quite |fully )?"
    r"(?:understand|follow|get (?:it|you|the question|what you mean)|comprehend|see what you mean)"
    r"(?: (?:the|your) (?:question|request|message))?|"
    r"(?:je |j')?(?:ne )?(?:comprends|saisis|pige) pas|(?:ich )?versteh(?:e)? (?:ich |das |die frage )?nicht|"
    r"no (?:lo |te |le )?entiendo|no comprendo|what do you mean|wdym)"
    # only the whole clause: "I don't understand why we need it, don't book it" still refuses
    r"(?= *(?:$|[,.;:!?)]|(?:sorry|please|pls|what)\b))|"
    r"(?:mailbox|inbox|address) (?:is )?not monitored|(?:do not|don'?t|please do not) reply|"
    r"no-?reply|out of (?:the )?office|automatic reply|auto-?reply)\b"
)


#: A condition the answer opens with ("only if the CEO doesn't need it"): its "not" is the
#: condition's; after a no ("No, only if it's before noon") the no refuses.
_CONDITION_FIRST = LazyPattern(r"\W*(only if|unless|provided|as long as)\b")


def undecided(folded: str) -> str | None:
    """The words of ``folded`` that say no decision was made, or ``None``: asked only of an
    answer otherwise read as a refusal."""
    found = UNDECIDED.search(re.sub(r"\s+", " ", folded)) or _CONDITION_FIRST.match(folded)
    return found.group().strip(" ,.") if found else None


__all__ = ["UNDECIDED", "WHOLE", "undecided", "whole_answer"]
