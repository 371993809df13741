"""A person changing their answer: a self-correction ("Yes, I mean no."), a softer turn ("Oui.
Attends, non."), the words a take-back may hold, and a go-ahead that only introduces a refusal.

The reader (:mod:`arena.wording.answers`) decides what the person's last word is from these
(docs/methodology.md, "typed answers").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: A person correcting their own answer ("Yes, I mean no."): the words after the last of these
#: are the answer. A correction to a no decides from them alone; one to a yes ("No, I mean yes")
#: decides where :mod:`arena.wording.corrected_last` reads its last part as a clean yes.
SELF_CORRECTION = LazyPattern(
    r"\b(?:i mean|i meant|correction|on second thoughts?|just kidding|only kidding|jk|j/k|"
    r"ich meine|ich meinte|quiero decir|quise decir|je veux dire|je voulais dire|"
    # Portuguese, Italian and Dutch (outside tester 29a: "Sim, quer dizer, não", "Sì, cioè no",
    # "Ja, ik bedoel nee" read unclear; "No, cioè sì" denied)
    r"quer dizer|quero dizer|ou melhor|cioe|voglio dire|volevo dire|o meglio|ik bedoel|ik bedoelde|"
    # a yes that only introduces the answer ("Yes, I'm saying no.", "Yes, my answer is no", "Ja,
    # ich sage nein", "Sí, digo que no"): answers49c read them unclear or approved
    r"(?:i'm|i am|im) (?:saying|answering|telling you|going with|voting)|"
    r"(?:my|the) (?:answer|reply|vote|decision) is|"
    r"(?:that's|that is|thats|it's|it is|its) (?=a (?:hard |firm |definite |clear )?no(?: from me)? *(?:[.,;:!]|$))|"
    r"ich sage?|meine antwort ist|digo que|mi respuesta es|je dis|ma reponse est|ik zeg|"
    r"mijn antwoord is|dico (?:di|che)|la mia risposta e|(?:a )?minha resposta e)\b"
)
#: A softer turn, in each language read ("Don't book it. Actually, do.", "Oui. Attends, non."):
#: what follows the last one is the person's last word. A turn to a yes decides only through an
#: explicit correction marker (:mod:`arena.wording.corrected_last`); a turn to a no takes back a
#: clear answer before it (:func:`arena.wording.taken_back.taken_back`).
TURN = LazyPattern(
    # not "don't wait" ("Don't wait, book it now": outside tester 27b)
    r"\b(?:actually|(?<!do not )wait|no wait|hang on|hold on|hm+|scratch that|never ?mind|on reflection|"
    r"(?:i have |i've )?changed my mind|i take (?:that|it) back|eigentlich|warte|moment|doch|"
    r"en fait|attends|finalement|tout compte fait|reflexion faite|espera|en realidad|"
    r"pensandolo bien|mejor|bueno|enfin|anzi|ripensandoci|a pensarci bene|na verdade|"
    r"pensando bem|pensando melhor|bij nader inzien|toch|eigenlijk|edit)\b"
    # an interjection opening the next sentence, before the words that take the answer back
    # ("Oui vas-y. Ah mince non, laisse tomber.", "Sí... ay no, espera, no.", "Ja, buch es. Ach
    # nein, lass es.", "Sim, pode. Opa, não, cancela.": outside tester 29a read them unclear)
    r"|(?<=[.!?\u2026] )(?:ah+|oh+|ach|ay|uy|ai|opa|eita|oops|whoops|ugh|uh|um|er|o|oh well|mince|"
    r"zut|oups|mist|hoppla|oeps|cavolo|accidenti|ops)\b"
    # an apology right before a no, a correction ("Yes. Sorry, no — I misread. Don't book.", "Ja.
    # Entschuldigung, nein", "Oui. Pardon, non": answers51b); "Sorry, I misread, book it" has none
    r"|(?:(?<=[.!?\u2026] )|(?<=[,;\u2013\u2014] )|(?<= - ))(?:sorry|so sorry|apologies|my bad|pardon|"
    r"perdon|perdona|perdone|disculpa|entschuldigung|verzeihung|excusez-moi|scusa|scusate|scusami|"
    r"desculpa|desculpe|sorry hoor)\b(?= *,? *(?:no|nope|nah|non|nein|nee|nao) *(?:[,.;:!\u2013\u2014-]|$))"
)
#: The only words a clause that takes an answer back holds ("Actually, no, don't book it.",
#: "Nein, lieber nicht", "Non, ne la réserve pas"): a refusal of the booking and nothing else, so
#: "Yes. Actually, don't tell Bob." takes nothing back.
BACK_WORD = LazyPattern(
    r"(?:book\w*|reserv\w*|buch\w*|boek\w*|do|please|bitte|it|that|this|the|room|booking|"
    r"reservation|meeting|sala|salle|raum|bother|leave|forget|skip|i|have|changed|my|mind|take|"
    r"back|after|all|sorry|then|just|la|le|lo|es|ihn|das|ne|pas|que|lieber|besser|hagas|por|favor|"
    # "actually hold off", "hold off for now" (outside tester 22)
    r"hold|off|now|noch|scrap|drop|cancel|nix|kill|laisse|laissez|tomber|lass|sein|deja|dejalo|"
    r"lascia|stare|perdere|laat|maar|deixa|pra|nao|"
    # the let-go verbs said alone as a sentence ("Sí. Olvídalo.", "Ja. Vergiss es.", "Sim. Esquece.")
    r"olvidalo|olvidate|olvida|vergiss|vergessen|esquece|esqueca|esquecer|mind|never|isso|isto|eso|esto|questo|dat|het|zitten)"
)
#: What a correction may say to go ahead without a word for yes ("Don't book it. Actually, do.").
BARE_DO = LazyPattern(
    r"[\W]*(?:(?:or|or maybe|or actually) )?(?:(?:please|just) )?(?:do|go|book|reserve|proceed)"
    r"(?: (?:it|so|that))?[\W]*"  # "Don't book it. Hm, or do." (answers37: denied)
)
#: "Go ahead and don't book it", "go ahead and cancel": the go-ahead introduces the refusal.
GO_AHEAD_AND_NOT = LazyPattern(
    r"\bgo +(?:right +)?ahead +and +(?=(?:(?:do not|not|never) (?:book|reserve|do|proceed|bother)|"
    r"cancel|(?:skip|drop|scrap) (?:it|that|the)|forget (?:about )?(?:it|that|the (?:booking|room))"
    r")\b)"
    # "Go ahead, scrap the meeting", "Go for it: nix the room", "Proceed to cancel": a go-ahead
    # right before a call-off (read as "cancel" by then) only introduces it
    r"|\b(?:go +(?:right +)?ahead|go for it|proceed|feel free)(?: +(?:and|to|with))?"
    r" *[,;:\u2013\u2014-]? *(?:and +)?(?:(?:please|just) +)?(?=cancel\b)"
)
#: A yes that only introduces a refusal, as the whole answer ("Yes, I'm declining.", "Yeah, I
#: decline it"): read before "declining" is made a bare "not" (answers49c: read unclear).
YES_THEN_DECLINE = LazyPattern(
    r"\W*(?:yes|yeah|yep|yup|ja|oui|si|sim|ok|okay|sure)\W+(?:i'm|i am|im|i) "
    r"(?:refusing|declining|rejecting|denying|refuse|decline|reject|deny)"
    r"(?: (?:it|this|that|the (?:request|booking|room)))?[\s.!]*"
)
