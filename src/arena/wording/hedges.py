"""Words that leave an answer undecided whatever else it says: doubt ("not sure", "maybe"),
sarcasm ("yeah right"), a yes on someone else's say or on a no ("Denial approved"), a riddle
("Don't not book it"), a refusal held back ("I'm not saying no"), a hedged yes ("yes-ish",
"sort of ok", "Sure, I guess?") and a pause at the end ("Sure. Actually wait."). The answer
reader (:mod:`arena.wording.answers`) reads an answer holding one as unclear before anything else.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: Nouns for a no, and words that approve something, for "Denial approved" (UNCLEAR_RE).
_NO_NOUN = (
    r"(?:denial|rejection|refusal|veto|decline|cancellation|ablehnung|absage|rechazo|denegacion|"
    r"negativa|refus|rejet|annulation)"
)
_YES_VERB = (
    r"(?:approved?|approving|confirm(?:ed)?|accept(?:ed)?|granted?|agreed?|genehmigt|angenommen|"
    r"bestatigt|aprobad[oa]|aceptad[oa]|confirmad[oa]|approuvee?|acceptee?|confirmee?)"
)
#: A word for yes that a hedge may go with ("yes-ish", "sort of approve").
_YES_WORD = r"(?:yes|yeah|yep|yup|ok|okay|sure|fine|good|alright|approved?|approving|agree[ds]?)"
_UNCLEAR = [
    r"not (?:quite |entirely |really )?(?:sure|certain)", r"unsure", r"no idea",
    r"do not know", r"dunno", r"can ?not (?:decide|say|tell)(?! no\b)"
    r"(?! (?:i |we )?(?:yes|yeah|ok|okay|sure|approve|agree|go ahead)\b(?! or\b))", r"undecided",
    # "maybe another time" and "perhaps next time" are polite refusals (phrases.REFUSE)
    r"(?<!time )maybe(?! (?:another|some other|next) time\b)",
    r"not (?:entirely |completely )?out of the question",
    r"(?<!time )perhaps(?! (?:another|some other|next) time\b)", r"possibly", r"let me (?:think|check|see|ask)", r"depends", r"ask (?:my|the|your)",
    # "Weiß ich noch nicht.", "weiss ich auch nicht" (requests43: read as a no, its "nicht")
    r"weiss (?:ich )?(?:(?:noch|auch|leider|echt|wirklich|selbst|jetzt|gerade) )*nicht",
    # "Could be, could be not.", "Might be, might not.", "Could be or not." (requests43: a no)
    r"(?:it |that )?(?:could|might|may) be,? (?:or |and )?(?:(?:it |that )?(?:could|might|may) )?"
    r"(?:not(?: be)?|be not)(?= *(?:[.!?,;]|$))",
    r"nicht sicher", r"vielleicht", r"keine ahnung", r"mal sehen",
    r"kommt darauf an", r"no se\b", r"no estoy segur[oa]", r"quizas?", r"tal vez", r"a lo mejor",
    r"ni idea", r"depende", r"ne sais pas", r"sais pas", r"pas sure?", r"peut[- ]etre",
    r"aucune idee", r"ca depend",
    # Polish, Czech and Turkish "I don't know", "not sure" (outside tester 29c: "Nie wiem" read as
    # German "nie", never, and denied)
    r"nie wiem", r"nie jestem pew\w*", r"nie mam pojecia", r"nevim", r"nejsem si jist\w*",
    r"bilmiyorum", r"emin degilim",
    # sarcasm: a yes word that means no ("Yeah right", "as if")
    r"(?:yeah|yea|ya|yes|oh) right(?! (?:away|now|then|ahead)\b)", r"as if",
    # ... and German "ja ja" however it is written ("jaja passt", "ja-ja", "Ja, ja": answers51)
    r"ja(?: *[,-]? *| *\.\.\.? *)ja", r"jaja",
    # the same said alone in German ("Ja, genau. Als ob.": outside tester 26)
    r"als ob(?= *(?:[.!?,;]|$))",
    # "why not" before something else is a suggestion, not the rhetorical yes ("Why not Cedar?")
    r"(?:why not|warum (?:denn )?nicht|wieso nicht|por que no|pourquoi pas) "
    r"(?!(?:then|indeed|go ahead|proceed|do it|book it|just do it)\b)[a-z0-9]+",
    # a yes on someone else's say ("Approved by me, but ask Dana too")
    r"(?:but|and|also|first|just|forget to|remember to) (?:please )?"
    r"(?:ask|check with|run it (?:by|past)|confirm with|clear it with) "
    r"(?!(?:me|us)\b)[a-z]+",
    # the same asked as a question ("Yes, can you check with Sam first?") or in German ("Ja, aber
    # frag erst Sam"): a hold until someone else is asked (session 23 review)
    r"(?:can|could|would|will) you (?:please )?(?:first )?(?:ask|check with|run it (?:by|past)|"
    r"confirm with|clear it with) (?!(?:me|us)\b)[a-z]+(?: [a-z]+)?(?: first| beforehand| before)",
    r"(?:aber|erst|zuerst|vorher) (?:bitte )?(?:frag|frage|fragen sie|klar|klare|kläre) \w+"
    r"|frag(?:e|t|en sie)? (?:bitte )?(?:erst|zuerst|vorher|noch) (?!mich\b|uns\b)\w+",
    # a yes on a no ("Denial approved", "I accept the rejection", "Ablehnung genehmigt"): which
    # of the two is the answer is anybody's guess
    rf"{_NO_NOUN} (?:is |was |hereby )?{_YES_VERB}", rf"{_YES_VERB} (?:the |your |this |a )?{_NO_NOUN}",
    # a double negative ("Don't not book it", "can't not", "nicht nicht"): a riddle, not an answer
    r"(?:not|never|nicht|nie) (?:not|never|nicht|nie)",
    # a refusal held back, not a yes given: "I'm not saying no", "I didn't say no", "it's not a
    # no", "I'm not rejecting it" (where "I wouldn't say no" and "not rejected" agree: _AGREE)
    r"not (?:exactly |really |necessarily )?(?:saying|refusing|denying|rejecting|declining|vetoing"
    r"|objecting)",
    r"(?:did|do|have|has|had) not (?:say|said) no", r"never said no",
    # ... and one held back only in part: "not a hard no", "not a definite no" is a softer no
    # (held-out tester 38: approved, the word between "a" and "no" unread)
    r"not (?:a|an) (?:(?:hard|firm|flat|definite|definitive|final|clear|outright|absolute|total|"
    r"straight|strict|big|full|complete)[ -])?(?:no|nein|non)",
    # a hedged yes: "yes-ish", "sort of ok", "yes, kind of", "Sure, I guess?"
    rf"(?:quasi|pseudo|semi)[ -]?{_YES_WORD}", r"na ?ja(?= *(?:[.!]|\.\.+)* *$)",
    rf"{_YES_WORD}[ ,.-]*ish", rf"(?:sort of|kind of|sorta|kinda|more or less) (?:a )?{_YES_WORD}",
    rf"{_YES_WORD}[ ,.!]*(?:sort of|kind of|sorta|kinda|more or less)(?= *(?:[,.;:!?]|$))",
    r"i (?:guess|suppose)(?: so)?(?= *\?)",
    # a pause at the end: "Sure, go ahead. Actually wait.", "Yes... hang on" (not "no need to wait")
    r"(?<!to )(?<!not )(?:wait|hang on|hold on)(?= *[.!]* *$)",
    # ... in the other languages a yes is read in ("ja moment", "ja warte", "ja, Moment bitte",
    # "sim, espera aí", "sim, um momento": outside tester 28e); "im Moment", "por el momento" are
    # "for now", read elsewhere
    r"(?<!\bim )(?<!\bel )(?<!\bo )(?<!\bil )(?<!\bde )(?<!\ble )(?<!\bthe )(?<!\bthis )(?<!\bdiesen )"
    r"(?<!\bl')(?<!\bl )"  # "pour l'instant" is "for now" (evals47: a French no read unclear)
    r"(?:(?:einen|ein|un|um|uno|one|1) )?(?:moment(?:chen|je|o)?|augenblick|attimo|instant|"
    r"segundo|secondo|seconde|sekunde)(?: *(?:bitte|please|pls|por favor|s'il (?:te|vous) plait|"
    r"per favore|alsjeblieft|aub|por favor))?(?= *[.!]* *$)",
    r"(?:warte|wart mal|warten sie|espera(?: ai| la)?|esperen|attends|attendez|aspetta|aspettate|"
    r"wacht(?: even| eens| effe)?)(?= *[.!]* *$)",
    # still to be decided, a pause said as "hold" ("yes, hold", "lgtm, hold for now", "on hold";
    # not "hold off", a no, nor "hold the room", a yes): chat shorthand spelt out by
    # arena.wording.chat ("tbd", "tbc")
    r"to be (?:decided|confirmed|determined|announced|discussed|agreed|clarified)",
    r"(?<!to )(?<!not )(?<!no need to )hold(?= *(?:[.,;:!?\u2013\u2014]|$| +(?:for now|pls|please|"
    r"up|tight|that thought|a (?:sec|second|moment|minute|min))\b))",
    r"on hold",
    # the decision left to someone else ("👍 from me, @priya your call", "yes from me, Priya has
    # final say", "ja, aber Priya entscheidet") or not the person's to make ("not my call", "ce
    # n'est pas à moi de décider"): whatever they said, they did not decide (outside tester 22)
    r"not (?:really |strictly )?(?:my|our|mine|ours) (?:call|decision|choice|department|place)",
    # "👍 from me, needs Tom too", "Approve from my side, needs Jane too" (outside tester 28e)
    r"(?:from|by|for|on) (?:me|my side|my end|our side|our end)\W+(?:but +)?(?:[a-z]+ +){0,3}"
    r"(?:needs?|requires?|has to|have to|must|should) +(?:[a-z]+'s +)?(?:[a-z]+ +)?(?:too|also|as well|"
    r"approval|sign-?off|sign off|approve|okay|ok|say|go-?ahead|confirm\w*)\b",
    # ("not for us, thanks" alone is a polite no: phrases.REFUSE)
    r"not (?:really )?(?:up to (?:me|us)|for (?:me|us)(?! *(?:[,.;:!]|$|thanks?\b|thank you\b|sorry\b)))"
    r"(?! (?:to (?:approve|say yes|agree)|either)\b)",
    r"(?<!\bmy )(?<!\bour )(?:your|his|her|their|(?!(?:let|it|that|what|here|there|who|he|she)'s)"
    r"[a-z]+'s) (?:call|decision|choice)(?! of\b)",
    r"(?<!\bi )(?<!\bwe )(?:has|have|gets?|get to have|with) (?:the )?(?:final|last) (?:say|word|call|decision)",
    r"(?:final|last) (?:say|word|call|decision) (?:is |lies |rests )?(?:with|goes to) (?!me\b|us\b)",
    r"(?:it's|its|it is|that's|thats|that is) up to (?!me\b|us\b)[a-z]+",
    r"(?:defer|deferring|leave it|leaving it) (?:up )?to (?!me\b|us\b)[a-z]+",
    r"(?<!\bi )(?<!\bwe )(?<!\bto )(?<!\bcan not )(?<!\bcannot )(?:decides|gets to decide|"
    r"(?:will|should|must|can|has to|needs to|will have to) decide)",
    r"(?:for|up to) (?!me\b|us\b)[a-z]+ to (?:decide|make the call)",
    r"(?:let|ask) (?!me\b|us\b)[a-z]+ (?:decide|make the call)",
    r"(?<!\bich )(?<!\bwir )entscheidet", r"(?:muss|soll|wird|darf) [a-z]+ entscheiden",
    r"nicht (?:meine|unsere) (?:entscheidung|sache)", r"(?:hat|haben) das letzte wort",
    r"(?:c'est|est) [a-z]+ qui (?:decide|tranche)", r"(?<!\bje )tranche(?:ra)?", r"(?:n'est )?pas (?:a moi|ma decision|mon choix)",
    r"(?<!\bje )decidera", r"(?<!\bje )(?<!\bj')(?<!\bme )(?<!\bno lo )decide(?! (?:yes|si|oui|ja)\b)",
    r"no (?:es|sera) (?:mi|nuestra) decision", r"no me (?:corresponde|toca)",
    r"non (?:sta|spetta|tocca) a me", r"non (?:e )?(?:una )?(?:mia|nostra) decisione", r"decida",
    r"niet aan (?:mij|ons)", r"niet (?:mijn|onze) (?:beslissing|keuze)", r"(?<!\bik )beslist",
    r"nao (?:e )?(?:decisao minha|minha decisao)", r"nao cabe a mim",
    # a yes spoken of, not given (outside tester 30a): one taken back or sent astray ("my yes
    # earlier was a mistake", "that 'yes' was meant for Dana", "the ok above was for another
    # chat"), a quoted yes as a word ("'Yes' would be wrong"), a message recalled
    r"(?:my|that|this|the|your|his|her|their|our)(?: (?:earlier|last|previous|first|other))? "
    r"['\"]?(?:yes|ok|okay|approval|go-?ahead|thumbs up|sign-?off)['\"]?"
    r"(?: (?:earlier|above|before|here|there|just now))? (?:was|were|wasn't|isn't|is not|would|"
    r"should|went|got|meant|belongs|is (?:for|meant|wrong|a mistake|an error))"
    r"(?! *(?:meant )?(?:for )?(?:mine|ours|me|my own|you|u|this|it)\b)",
    r"(?<=['\"])(?:yes|ok|okay|sure|approved?)['\"] (?:would|was|isn't|wasn't|won't|might|"
    r"could|seems)",
    r"(?:message|email|mail|reply) (?:was |has been )?(?:recalled|unsent|retracted|deleted)",
    r"(?:scratch|strike|forget|undo) (?:my|that|the|"
    r"this)(?: (?:last|earlier|previous|first))? ['\"]?(?:yes|ok|okay|approval|go-?ahead|thumbs up)",
    r"recalled *:",
    # a yes that agrees with someone whose word is not given ("I agree with Sam", "same as Dana")
    # (as the answer's last words: "I agree with Dana, book it" gives a yes of its own)
    r"(?:agree|agreed|concur|side|go|going) with (?!(?:you|u|that|this|it|the|everything|all|"
    r"booking|me|us)\b)[a-z]+(?: (?:on this|here|too))?(?= *[.!]* *$)",
    # a yes left hanging on a "but" ("yes, but...", "yes... but", "ok, however…") or a "well…",
    # and one waiting to see ("yes, but let's see")
    r"(?:but|however|although|except|unless|aber|pero|mais|sauf|excepto)(?= *(?:\.\.+)? *$)",
    # ... or cut off by dictation on a word that leads on ("Yes and also", "Yes... actually",
    # "Sure, and": outside tester 32), and a pause said straight after the yes with no mark
    # before it, as dictation writes it ("Yes hang on I'm driving", "Yes one second")
    r"(?:and|but) also(?= *(?:\.\.+|\u2026)? *$)", r"(?:and|plus|only|just)(?= *(?:\.\.+|\u2026) *$)",
    r"(?<=\.\.\. )actually(?= *(?:\.\.+|\u2026)? *$)",
    rf"(?:(?<=^)|(?<=^ )){_YES_WORD} +(?:hang on|hold on|hold up|one sec(?:ond)?|1 sec|just a "
    r"sec(?:ond)?)\b",
    r"(?<!\bthe )(?<!\bin )(?<!\bfor )(?<!\bme )(?<!\bus )(?<!\bwait )(?:one|1|a|just a) "
    r"(?:sec|second|moment)(?= *[.!]* *$)",
    r"(?:well|though)(?= *\.\.+ *$)",
    r"(?:let's|lets|let us) (?:see|wait and see)(?= *(?:[.!,;]|$| (?:how|what|if)\b))",
    # passed on to someone else to decide: "cc Dana for approval", "lgtm, cc Priya to sign off"
    r"cc(?:'?(?:ing|d|ed))?:? +@?[a-z]+(?: [a-z]+)? +(?:for|to) +(?:(?:their|his|her|the|a|final) +)?"
    r"(?:approval|approve|sign[- ]?off|sign|decide|decision|confirm|confirmation|ok|okay|"
    r"go[- ]?ahead|say|input|review|green ?light)",
]  # fmt: skip
UNCLEAR_RE = LazyPattern(r"\b(?:" + "|".join(_UNCLEAR) + r")\b")

#: Belief and likelihood by language: a verb of believing, supposing or guessing in the first
#: person, and the adverbs that say "probably" or "maybe" (not "sans aucun doute", "sin duda":
#: certainty). Read only when the answer would approve, so "je crois que non" stays a no.
_BELIEF_FR = [
    r"(?:je|j') ?(?:pense|crois|suppose|imagine|presume|devine|dirais|parie)",
    r"(?:pense|crois|suppose|imagine) que (?:oui|si)",
    r"sans doute",
    r"il me semble",
    r"a priori",
    r"vraisemblablement",
    r"apparemment",
    r"eventuellement",
    r"possiblement",
    r"j'espere",
    r"(?:ca|cela) devrait (?:aller|marcher|passer)",
]
_BELIEF_DE = [
    r"ich (?:glaube?|denke?|vermute|schatze|nehme (?:es |das )?an|hoffe|tippe|wurde sagen)",
    r"(?:glaube?|denke?|vermute|schatze|hoffe) (?:ich|schon|es|mal)",
    r"eventuell",
    r"moglicherweise",
    r"womoglich",
    r"anscheinend",
    r"scheinbar",
    r"hoffentlich",
    r"(?:sollte|durfte|konnte) (?:klappen|passen|gehen|ok sein|in ordnung sein)",
    r"wohl schon",
]
_BELIEF_ES = [
    r"(?:yo )?(?:creo|supongo|pienso|imagino|me imagino|presumo|calculo|espero)",
    r"(?<!no )diria",
    r"eso creo",
    r"posiblemente",
    r"seguramente",
    r"igual si",
    r"me parece que",
    r"(?:deberia|podria) (?:funcionar|estar bien|servir)",
]
_BELIEF_IT = [
    r"(?:io )?(?:credo|penso|suppongo|immagino|presumo|spero)",
    r"(?<!non )direi",
    r"forse",
    r"magari",
    r"probabilmente",
    r"presumibilmente",
    r"mi sembra (?:di|che)",
    r"dovrebbe (?:andare|funzionare)",
]

#: A bad consequence: "get (us all) fired", "lose our jobs", "go bankrupt", "get in trouble".
_BAD_OUTCOME = (
    r"(?:get|be|getting|being) (?:(?:us|me|you|everyone|them|myself|yourself|yourselves|"
    r"ourselves|him|her)(?: all)? )?(?:fired|sacked|canned|axed|killed|demoted|sued|arrested|"
    r"audited|written up|yelled at|chewed out|reprimanded|in (?:big |serious |real )?trouble)"
    r"|lose (?:your|our|my|their|his|her) (?:jobs?|heads?|bonus(?:es)?)"
    r"|go (?:bankrupt|broke|under)|bankrupt (?:us|me|the company)"
)
_FANCY = r"(?:want|wanna|would like|'d like|like|enjoy|fancy|feel like|wish|are keen)"
_HARM = (
    r"\b(?:fired|sacked|canned|sued|demoted|trouble|yell\w*|scream\w*|shout\w*|angry|furious|"
    r"mad at|explain\w* (?:it|this|that|yourself|why)|wast\w*|burn\w*|bankrupt\w*|broke|los[et]\w*|"
    r"blame\w*|hell to pay|disaster|regret\w*|pay for it)\b"
)
#: A verdict that the thing said yes to is wrong: "that's wrong", "this is a mistake".
_SELF_REFUTED = (
    r"(?:that|it|this)(?:'s| is| was| would be| will be| seems| sounds| feels| looks)"
    r"(?: (?:just|so|totally|completely|clearly|simply|really|plain|such|very|all))* (?!not\b)"
    r"(?:a |an )?(?:(?:big|huge|real|terrible|serious|grave|massive|bad) )?"
    r"(?:wrong|mistake|error|bad(?! luck\b)|terrible|awful|horrible|unwise|foolish|stupid|dumb|"
    r"bad idea|terrible idea|awful idea|horrible idea|poor idea|stupid idea|dumb idea|no good|"
    r"unacceptable|incorrect)\b"
)

#: Words that leave a yes short of a decision, wherever they stand: a hedge ("I think", "probably",
#: "should be fine", "in principle", "normally I'd"), sarcasm that says no by saying yes ("and
#: I'm the Queen of England", "go ahead and blow the budget", "just kidding") and the say of
#: someone else ("Ask Dana, she approves these"). Read only when the answer would approve: "I
#: guess not" stays a no (outside tester 9 found all of these approved).
_HEDGED_YES = [
    r"i (?:think|guess|suppose|believe|reckon|assume|imagine|expect)(?! (?:not|no)\b)",
    r"i(?: would| will|'d|'ll)? (?:assume|imagine)", r"(?:most |quite |very )?(?:probably|likely)",
    r"presumably", r"possibly", r"tentative(?:ly)?", r"could be", r"(?:should|might|may) work",
    r"(?:should|ought to|might|may|would) be (?:fine|ok|okay|good|alright|all right|acceptable)",
    r"in (?:principle|theory)", r"theoretically", r"hypothetical(?:ly)?", r"ideally",
    r"in (?:a|an) (?:perfect|ideal|better|different) world", r"in another life",
    r"(?:parallel|alternate|alternative|another) universe", r"on paper",
    r"were it (?:up to me|my call|my decision)", r"if it were (?:up to me|my call)",
    r"on a normal day", r"any other day",
    r"(?:normally|ordinarily|usually|generally|typically|in general)", r"for the most part",
    r"wahrscheinlich", r"vermutlich", r"normalerweise", r"im prinzip", r"grundsatzlich",
    r"probablemente", r"en principio", r"normalmente", r"probablement", r"en principe",
    r"normalement",
    # belief or likelihood in the other languages, wherever it stands (red team 10: "je pense
    # que oui", "Oui, je crois", "Ja, glaube ich", "ich denke ja", "Ja, eventuell", "Sí,
    # supongo", "sì, credo" approved); the verb in the first person, before or after its yes
    *_BELIEF_FR, *_BELIEF_DE, *_BELIEF_ES, *_BELIEF_IT,
    # sarcasm: a yes that nobody means
    r"(?:and|&|und|et|y|e) (?:moi,? )?(?:yo |io )?(?:i am|i'm|im|ich bin|je suis|soy|sono) "
    r"(?:the |a |der |die |le |la |el |il )?(?:queen|king|pope|president|emperor|easter bunny|"
    r"tooth fairy|santa|papst|kaiser|konig(?:in)?|weihnachtsmann|osterhase|pape|roi|reine|"
    r"pere noel|papa|rey|reina|emperador|presidente)",
    # "Sí, claro... ¡y qué más!" ("and what next!"), said alone (outside tester 26)
    r"y que mas(?= *(?:[.!?,;]|$))",
    # talk about a yes that gives none (outside tester 26): "Hmm, good question." (where "Good
    # question — yes, book it" answers), "ya veremos", "I almost said yes", "Would love to say
    # yes", "Yes from my side; waiting for Sam"
    r"(?:(?<=^)|(?<=^ ))(?:(?:hmm+|hm+|ah+|oh+|um+|uh+|well|ok|okay)\W+)?(?:good|great|fair|excellent|"
    r"interesting|valid) (?:question|point)(?=\W*$)",
    r"(?:ya )?veremos", r"on verra", r"nous verrons", r"wir werden (?:es )?sehen",
    r"we(?:'ll| will| shall) see(?! (?:you|u|each other|it through)\b)",
    r"(?:almost|nearly|was going to|was about to) (?:say|said|approve|approved|agree|agreed|go|went)",
    # a yes almost given, supposed, or one that would have been (outside tester 31a: each
    # approved and booked): "almost yes", "close to a yes", "about to say yes", "assume yes",
    # "would have been a yes", "it would have been fine yesterday", "a week ago, sure",
    # "hätte gestern ja gesagt", "wäre ein Ja gewesen", "approved (joking)"
    r"(?:almost|nearly|close to|about to say|on the verge of) (?:a |an )?(?:yes|approv\w*)",
    r"(?:(?<=^)|(?<=^ )|(?<=[.!?] ))(?:suppose|assume|imagine|pretend)(?: (?:i|we) (?:said|say))? yes",
    r"(?:would|could|might)(?: have|'ve|ve) been (?:a |an )?(?:yes|fine|ok|okay|good|alright|approved)"
    r"(?! (?:either way|anyway|regardless)\b)",
    r"'d have been (?:a |an )?(?:yes|fine|ok|okay|good|alright)",
    r"(?:(?<=^)|(?<=^ )|(?<=[.!?] ))(?:yesterday|last (?:week|month|time)|(?:a|one|two|three|a few|\d+) "
    r"(?:days?|weeks?|months?) ago)[, ]+(?:sure|yes|yeah|ok|okay|fine)(?= *[.!]* *$)",
    r"hatte [^.!?]{0,30}\bja gesagt", r"ware [^.!?]{0,20}\bja gewesen", r"joking(?= *\)? *[.!]* *$)",
    # sarcasm said to a name ("sure jan", "yeah sure buddy")
    r"sure,? jan(?= *[.!]* *$)", r"(?:yeah|yes|oh),? sure,? (?:buddy|pal|champ)(?= *[.!]* *$)",
    # the decision sent on to someone else in French, Spanish and Italian ("oui, mais demande à
    # Dana", "sí, pero pregúntale a Dana", "sì, se Dana è d'accordo"), a condition on cost in
    # German ("ja, außer es kostet was")
    r"(?:demande|demandez|demander) (?:a|aupres de) (?!moi\b)[a-z]+",
    r"(?:preguntale|preguntele|pregunta|pregunte|consulta|consultale) (?:a|con) (?!mi\b)[a-z]+",
    r"(?:chiedi|chieda|chiedete|domanda) a (?!me\b)[a-z]+", r"se [a-z]+ e d'accordo",
    r"si [a-z]+ (?:est|esta) (?:d'accord|de acuerdo)", r"ausser (?:es|wenn|falls)\b",
    r"(?:would|'d) (?:love|like) to (?:say yes|approve|agree)", r"wish i could",
    r"(?:want|wanted) to say yes",
    r"(?<!not )(?:still )?waiting (?:for|on) (?:[a-z]+'s |the (?:boss|manager|others|rest|team|budget)"
    r"|(?!(?:you|u|your|it|that|this|the|a|an|my|our|confirmation|zzyes|zzno)\b)[a-z]+)",
    r"(?:warte|warten) (?:noch |erst )?auf (?!(?:dich|sie|euch|die bestatigung)\b)[a-z]+",
    r"(?:esperando|espero) (?:a|la respuesta de|el ok de) [a-z]+",
    r"because (?:we|i|you|they) (?:have|got|has|are) (?:so|such|soo+) (?:much|many|a lot|rich|deep)",
    r"money to burn", r"blow (?:the|our|my|your|all)(?: \w+)? (?:budget|money)",
    # a bad consequence said beside a yes, mostly as an "if" (red team 10: "Sure, if you want to
    # get fired", "Go ahead if you enjoy explaining it to the CFO", "Yes, if you like wasting money")
    _BAD_OUTCOME, rf"if (?:you|u|we|they) (?:really )?{_FANCY}\b[^.;!?]{{0,40}}?{_HARM}",
    # a yes with a verdict that it is wrong or bad (red team 10: "Yes, that's wrong", "Sure,
    # this is a mistake"); "Yes would be wrong here" is a no (phrases.REFUSE)
    _SELF_REFUTED,
    r"what could (?:possibly )?go wrong", r"(?:just|only) (?:kidding|joking)", r"jk", r"j/k",
    r"kidding", r"(?:yeah|yes|oh) sure(?:,)? (?:and|because)",
    # a yes taken back as a joke in slang or another language (regress55: each approved):
    # "Book it. Sike.", "Psych!", "Just playing.", "April fools!", "Gotcha.", "Es broma.",
    # "Nur Spaß.", "Je rigole.", "Scherzo.", "Grapje."
    r"sike", r"(?:(?<=^)|(?<=[.!?,] ))(?:psyche?|gotcha)(?= *[.!]* *$)",
    r"just (?:playing|messing(?: with you)?)", r"april fools?(?= *[.!]* *$)",
    r"(?:es|era|fue|solo|es una|era una) broma", r"bromeo", r"(?:nur|bloss|war nur|nur ein|war ein"
    r"|ist ein|kleiner) (?:scherz|spass)", r"(?:(?<=^)|(?<=[.!?] ))(?:spass|scherz)(?= *[.!]* *$)",
    r"je (?:rigole|plaisante|blague)", r"c'est une blague", r"(?:sto )?scherz(?:o|ando)",
    r"(?:maak (?:een |maar )?)?grapje", r"(?:e|foi|so|era) (?:uma )?brincadeira",
    # someone else decides: "Ask Dana, she approves these", "it's Dana's call"
    r"(?:(?<=^)|(?<=^ )|(?<=[.!;,:])|(?<=[.!;,:] ))(?:please )?(?:ask|check with|talk to|speak to|run it (?:by|past)|confirm with|clear it with) "
    r"(?!(?:me|us|my|yourself|him|her|them)\b)[a-z]+",
    r"(?:she|he|they|someone else|somebody else|who) (?:approves?|decides?|signs? off|okays?|"
    r"is the one|has to|must|needs? to)",
    r"(?:her|his|their|someone else's|somebody else's|[a-z]+'s) (?:call|decision|to decide)",
    r"not (?:my|up to me)(?: (?:call|decision|to decide))?",
    # ... or is left to approve it: "Let Ahmed approve this one"; and a yes said as a no
    # negated, "I don't disapprove" (answers39: each approved)
    r"(?:do|does|did) not disapprove",
    # ... "Let the team lead confirm.", "Have Priya confirm first." (answers40: each approved)
    r"(?:let|have|get) (?!(?:me|us|it|this|that|to|got|been)\b)(?:(?:the|my|our|your|a|an) )?"
    r"(?:[a-z]+ ){0,2}(?!(?:me|us|it|this|that|to|got|been)\b)[a-z]+ (?:approve|decide|sign off|"
    r"okay|confirm|weigh in|make the call|give the (?:ok|okay|go-?ahead))\b",
    # another approver still to come: "Yes from me, but Dana must also approve", "needs HR's
    # sign-off", "Dana says yes" (red team 8)
    r"(?<!\bi )(?<!\bwe )(?<!\byou )[a-z]+ (?:must|has to|have to|needs? to|should|will have to"
    r"|still (?:has|needs) to) (?:also |still |first |too )?(?:approve|sign off|agree|okay|ok|"
    r"confirm|sign|weigh in|decide)",
    r"needs? (?:[a-z]+'s |an? |the |his |her |their |final |another )?(?:sign-?off|approval|"
    r"ok|okay|go-?ahead|blessing|signature)",
    # a yes short of a decision (red team 10): "yes hopefully", "Provisionally yes", "approved
    # by default", "unofficially ok"
    r"hopefully", r"(?:i )?hope so", r"provisional(?:ly)?", r"by default", r"unofficial(?:ly)?",
    r"off the record", r"pre-?approved", r"preliminar(?:y|ily)", r"fingers crossed",
    r"technically", r"soft yes", r"in spirit",
    # a yes given for a while ("Yes, for now.", "ok for the moment", "ja, vorerst"): provisional,
    # as "provisionally yes" is, so it may be taken back before the meeting (session 27; red team
    # 10 had read "yes for now" as a yes)
    r"for (?:now|the (?:moment|time being))", r"vorerst", r"fur(?:s| das) erste",
    r"por (?:ahora|el momento)", r"pour (?:l'instant|le moment)", r"per (?:ora|il momento)",
    # a yes weighed short of one ("Weak yes.", "a qualified yes", "90% yes", "yes, 80%"): "100%"
    # is a yes (free_text._FULL_MARKS), anything less says the person is not sure (session 27)
    r"(?:weak|weakish|qualified|lukewarm|tepid|half-?hearted|cautious|conditional|mild) yes",
    # any part of a yes is short of one ("Half yes.", "Half a yes.", "Mostly yes.", "Partly yes.",
    # "Halb ja.", "Un demi-oui.", "yes, mostly": outside testers 27a-c read them as yeses)
    rf"(?:a |an )?(?:weak|weakish|half(?: of)?(?: an?)?|partial|partly|partially|mostly|largely|"
    rf"somewhat|semi|tentative|in part|at least partly|"
    rf"halb(?:es)?|teilweise|grosstenteils|zum teil|demi|a moitie|en partie|plutot|medio|en parte|"
    rf"a medias|mezzo|in parte)[- ]*(?:{_YES_WORD}|ja|oui|si|go-?ahead|approval)",
    # a yes leant towards, not given ("leaning yes", "tending towards yes": outside tester 27a)
    rf"(?:leaning|leans|lean|tending|tend|inclined) (?:to |towards? )?(?:a )?(?:{_YES_WORD}|ja|oui|si)",
    rf"(?:{_YES_WORD}|ja|oui|si)[ ,.:-]*(?:mostly|partly|partially|in part|half(?:way)?|"
    rf"somewhat|to (?:some|a degree|an extent|a point)(?: extent)?|teilweise|halb|zum teil|a moitie|"
    rf"en partie|a medias|en parte|in parte)(?= *(?:[,.;:!?]|$))",
    r"(?<![\d.,])[1-9]?\d(?:[.,]\d+)? *(?:%|percent|per cent|pct) *(?:a )?(?:yes|sure|certain|"
    r"confident|ok|okay|approved?|go|ja|oui|si)",
    rf"{_YES_WORD}[ ,.:-]*(?:at |about |like )?(?<![\d.,])[1-9]?\d(?:[.,]\d+)?(?= *(?:%|percent|per cent|pct))",
    # a yes said unwillingly, before it is given: "I'm reluctant to approve this", "hesitant to
    # sign off" (outside tester 20: approved); "reluctantly approved" is given, and stays a yes
    r"(?:reluctant|hesitant|loath|loth|disinclined|wary) (?:to|about)",
    # a grudging yes: "Go ahead if you must", "if you really have to" (session 23 review)
    r"if (?:you|u|we) (?:really |absolutely )?(?:must|have to|insist)(?= *(?:[,.;:!?]|$))",
]  # fmt: skip
HEDGED_YES_RE = LazyPattern(r"\b(?:" + "|".join(_HEDGED_YES) + r")\b")

#: A modal before a word that approves: someone may, would or will approve, which is no approval
#: given ("Sam might approve", "My manager can approve", "Legal wants to approve", "I'd approve").
_MODAL = (
    r"(?:\b(?:might|may|would|could|can|should|will|shall|must|wants? to|wanted to|going to|gonna|"
    r"plans? to|intends? to|is likely to|hopes? to|ought to|is (?:able|willing|happy) to)|'d|'ll)"
)
_GIVE_OK = (
    r"(?:give|gave|given|giving)(?: (?:it|us|you|me|this|that))? (?:the |an |a |their |his |her |its |my )?"
    r"(?:ok|okay|go-?ahead|approval|green light|nod|thumbs up|blessing|sign-?off)"
)
_APPROVES_LATER = (
    rf"{_MODAL} (?:also |probably |likely |definitely |still |then |surely |happily )?(?:be )?"
    rf"(?:approve|approving|okay|ok|sign off|agree|consent|authori[sz]e|say yes|{_GIVE_OK})\b"
)
#: Approving said in the third person, present or past: "Sam approves", "The boss gave the OK",
#: "Legal signed off", "She's fine with it", a calendar's "Jane accepted your invitation" (held-out
#: tester 33) (the person answering is not the one approving).
_THIRD_PERSON_YES = (
    r"(?:approves|okays|oks|agrees|accepts|signs off|consents|endorses|authori[sz]es|"
    r"(?:(?:is|was|seems|seemed) )?(?:totally |perfectly |completely )?(?:fine|ok|okay|happy|good|cool|"
    r"alright|on board) with (?:it|this|that)|"
    r"(?:has |have |had |'s |already |also |just |finally |officially )*(?:approved|okayed|ok'?d|agreed|accepted|"
    rf"signed off|consented|authori[sz]ed|cleared|blessed|confirmed)|(?:has |had |'s |already |also |just )*{_GIVE_OK}|"
    r"said (?:it is|it's|its|that's|that is|this is) (?:fine|ok|okay|good|alright))\b"
)
#: Who may be the subject of a third-person yes: a word that opens a clause (with "my", "the" …),
#: not the person (i, we), the thing approved, or an adverb ("Totally approved", "Request approved").
_SUBJECT = (
    r"(?:^ *|[,.;:!?\u2013\u2014] *| - *|\b(?:and|but|so|yes|yeah|yep|ok|okay|sure|also) )"
    r"(?:(?:my|our|the|your|his|her|their|a|an) )?(?:[a-z]+ )?"
    r"(?!(?:i|we|you|it|that|this|which|yes|yeah|yep|ok|okay|sure|all|fully|already|hereby|request|"
    r"booking|reservation|room|everything|just|also|now|then|finally|officially|is|was|been|be|"
    r"not|zzyes|zzno|and|so|but|go|get|got|has|have|had|consider|considered|please)\b)"
    r"(?![a-z]+ly\b)[a-z]+(?:'s)? "
)
#: A yes to come, not given: "Sam might approve" stays unclear whatever follows it.
#: A yes handed to someone else, said as a note ("Sam to confirm", "Finance to approve", "yes,
#: Dana to sign off"): theirs to give, still to come (session 23); not the person's own "happy to
#: approve", "ok to confirm", "need to approve".
_TO_APPROVE = (
    r"(?:^ *|[,.;:!\u2013\u2014] *| - *|\b(?:and|but|so|yes|yeah|yep|ok|okay|sure) )"
    r"(?:(?:my|our|the|your|his|her|their) )?(?:[a-z]+ )?"
    r"(?!(?:i|we|you|it|that|this|happy|glad|pleased|delighted|ok|okay|fine|good|great|free|safe|"
    r"like|love|want|wants|need|needs|going|able|willing|ready|due|yes|yeah|sure|have|has|had|"
    r"go|proceed|about|welcome|allowed|cleared|time|nice|easy|hard|right|here|wish|hope|used|"
    r"zzyes|zzno|not|and|so|but|also|just|please)\b)(?![a-z]+ly\b)[a-z]+ to "
    rf"(?:approve|confirm|sign off|okay|ok|agree|consent|authori[sz]e|say yes|decide|{_GIVE_OK})"
    r"(?= *(?:[.,;:!?\u2013\u2014)]|$))"
)
APPROVES_LATER_RE = LazyPattern(_APPROVES_LATER)
#: Someone else's yes, or a yes to come: the answer reader reads a yes with one as unclear.
SOMEONE_ELSE_RE = LazyPattern(
    rf"{_APPROVES_LATER}|{_TO_APPROVE}|{_SUBJECT}{_THIRD_PERSON_YES}"
    r"|\b(?:approved|ok'?d|okayed|signed off|authori[sz]ed|cleared|agreed|accepted|blessed|confirmed)"
    r"(?: already| just| earlier)? *(?:[(\[,\u2013\u2014]|- )? *by "
    r"(?!(?:me|myself|us|ourselves|no ?one|nobody|none|default)\b)[a-z]+"
    r"|\b(?:approval|ok|okay|go-?ahead|blessing|sign-?off|green light) from "
    r"(?!(?:me|us|my|our|this|the requester)\b)[a-z]+"
    # not "that's ok", "it's ok": "'s" is "is" there (outside tester 27: "That's OK with me")
    r"|\b(?!(?:my|our|that|it|this|what|all|everything|there|here|he|she|who)\b)[a-z]+'s "
    r"(?:approval|ok|okay|go-?ahead|blessing|sign-?off|green light)\b"
)
#: A yes said as a shrug or with a sneer (session 27): "yeah whatever", "sure, whatever you say",
#: a doubled "sure sure" or "yeah yeah" as the whole answer (Cambridge: "yeah, yeah" shows that
#: you do not believe or care; "Yes yes, go ahead" and "Sí, sí" agree), and Spanish "ya, claro"
#: ("yeah, right": "ya" acknowledges, and the pair is the stock ironic reply, where "Sí, claro"
#: and "Claro que sí" agree). The person gave no go-ahead they mean, so the answer is unclear.
SHRUG_RE = LazyPattern(
    r"\b(?:yeah|yea|ya|yes|yep|sure|ok|okay|fine|alright|k)\b[ ,.!-]*(?:(?:i guess|then|sure|yeah)"
    r"[ ,.!-]*)?(?:whatever|whatevs|wtv)(?:(?= *(?:[,.;:!?\u2026]|$))| you (?:say|want|think)\b)"
    r"|(?:^|[.!?]) *(?:sure[ ,.!]+sure|yeah[ ,.!]+yeah)(?:[ ,.!]+(?:sure|yeah))*[ .!\u2026]*$"
    r"|\bya *,? *claro\b(?! que (?:no|si)\b)"
)
#: Faces and signs that say a yes is not meant (an eye roll, a smirk, an upside-down face, a stop
#: sign, a thinking face, a clown, a shrug, a question mark, tears of laughter, a nervous or
#: uneasy face): "Sure 🙄" is no go-ahead (red team 8), nor is "👍😅".
EYE_ROLL_RE = LazyPattern(
    "[\U0001f644\U0001f612\U0001f643\U0001f60f\U0001f928\U0001f611\U0001f610\U0001f6d1"
    "\U0001f914\U0001f62c\U0001f974\U0001f92a\U0001f61c\U0001f480"
    # a clown, a shrug, a question mark ("👍🤡", "👍🤷", "✅❓": outside tester 31a)
    "\U0001f921\U0001f937\u2753\u2754"
    # tears of laughter: the yes may be the joke ("👍😂", "yes 🤣": outside tester 32)
    "\U0001f602\U0001f923"
    # a nervous or uneasy face: sweat, a tear held back, worry, a slanted or melting mouth
    # ("👍😅", "ok 🥲": outside tester 33; a yes said with a wince may not be meant)
    "\U0001f605\U0001f613\U0001f630\U0001f625\U0001f972\U0001f615\U0001fae4\U0001f61f"
    "\U0001f633\U0001fae0\U0001fae3"
    # crossed fingers: a hope, not a go-ahead ("yes 🤞", "✅🤞", as "yes hopefully" is)
    "\U0001f91e]"
    # the same faces typed: "-_-", "-.-", "¬_¬", ">_>" ("Lovely -_-": session 23 review)
    r"|(?<![\w-])(?:-_-|-\.-|\u00ac_\u00ac|>_>|<_<|\^\^;)(?![\w-])"
)
#: Sarcasm that takes a yes back: a yes said with one of these is a no ("Yes /s", "Sure, when
#: pigs fly", "approve (sarcasm)", "in your dreams").
SARCASM_NO_RE = LazyPattern(
    r"(?:^|\s)/s\b|\bsarcas(?:m|tic(?:ally)?)\b|\b(?:in your dreams|dream on|"
    r"(?:when|until|once) pigs (?:can )?fly|pigs (?:might|will|could|can|may) fly|"
    r"when hell freezes over|not in a million years|in a million years|"
    # the same in other words and languages ("Yeah, and monkeys might fly out of my butt", "und
    # Schweine können fliegen", "quand les poules auront des dents": outside tester 26)
    r"monkeys (?:might|will|could|may|can|shall) fly|schweine (?:konnen|werden|konnten) fliegen|"
    r"quand les poules auront des dents|cuando (?:los )?(?:cerdos|chanchos) vuelen|"
    r"cuando las ranas crien pelo)\b"
)
