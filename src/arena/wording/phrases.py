"""The phrases the answer reader (:mod:`arena.wording.answers`) reads as one word: idioms that
agree ("no problem", "warum nicht", "pas de souci"), some with a negation in them, and phrases
that refuse ("no way", "hold off", "Yeah, no."), with a yes named as what is wrong ("Yes would be
wrong here"). Kept apart so that the reader's rules and its vocabulary can each grow.
"""

from __future__ import annotations

#: Where a clause ends after a pronoun that calls off ("drop it.", "forget about it, thanks",
#: "kill it and book nothing"); "drop them in the shared folder", "drop it in my calendar" and
#: "forget about this thread" call nothing off (red team 14).
_CLAUSE_END = (
    r"(?= *(?:$|[,.;:!?)\u2013\u2014-]|(?:and|or|but|then|so|please|pls|now|too|as well|also|"
    r"altogether|entirely|completely|for (?:now|good|today|this week)|today|tonight|tomorrow|"
    r"already|asap|instead|thanks?|thank you|off|from|anyway|again|immediately|right away|sorry|"
    r"because|since|if|we|i|bitte|graag|maar|por favor|per favore|s'il)\b))"
)
#: Where a polite refusal said as a time may start: the answer's or a clause's start, or after a
#: "but" ("maybe another time", "Not bad, but maybe another day"; not "a bigger room next time").
_SAID_FIRST = (
    r"(?:(?<=^)|(?<=^ )|(?<=[.,;:!\u2013\u2014] )|(?<=[.,;:!\u2013\u2014])|(?<=\bbut )|(?<=\bso )|"
    r"(?<=\bthen )|(?<=\bthanks )|(?<=\bok )|(?<=\bsorry ))"
)
#: "No worries" answering "may I book …?" is a yes, as "no problem" is (British and Australian
#: English use it so); it is no hedge and names no change, so alone it approves and "No worries,
#: skip it" still denies (the answer reader takes a leading one as an acknowledgement).
AGREE = [
    r"no problem", r"not a problem", r"no objections?", r"no worries", r"why not",
    r"do not mind", r"no reason not to", r"(?:do not|can not|not) see why not", r"green light",
    r"go right ahead", r"thumbs up", r"you have my blessing", r"nothing against", r"of course",
    r"go ahead", r"go for it", r"do it", r"book it", r"make it so", r"please do", r"sounds good",
    r"looks good", r"(?:that is|that's|thats|it is|it's|sounds) (?:(?:just|really|totally) )?"
    r"(?:grand|brilliant|lovely|excellent|awesome)(?= *(?:[,.;:!]|$))", r"that works", r"works for me", r"fine by me", r"all good", r"ship it",
    r"kein problem", r"keine einwande", r"warum nicht", r"nichts dagegen", r"in ordnung",
    r"mach (?:das|es|ruhig)", r"nur zu(?= *(?:[,.;:!]|$))", r"geht klar", r"na klar", r"sin problema", r"no hay problema",
    r"por que no", r"claro que si", r"no tengo inconveniente", r"de acuerdo", r"por supuesto",
    r"esta bien", r"muy bien", r"pas de probleme", r"aucun probleme", r"pourquoi pas",
    r"bien sur", r"sans probleme", r"rien contre", r"d'accord", r"c'est bon", r"ca marche",
    r"vas[- ]y", r"allez[- ]y", r"je confirme",
    # "no problem" in Dutch, Italian, Portuguese and Swedish, as in the languages above (answers51)
    r"geen probleem", r"nessun problema", r"non c'e (?:nessun )?problema", r"sem problemas?",
    r"nenhum problema", r"inga problem", r"pas de souci", r"aucun souci",
    # "why not" in Italian, Portuguese, Dutch and the Nordic languages, as "warum nicht" (answers53)
    r"perche no", r"perche non", r"por que nao", r"porque nao", r"porque no", r"waarom niet",
    r"varfor inte", r"hvorfor ikke", r"hvorfor ei",
    # an aversion verb negated, as "do not mind" (session 54: "doesn't bother me" and "ça ne me
    # dérange pas" denied, "macht mir nichts aus" read unclear); not "I don't care", which shrugs
    r"(?:it |that |this )?(?:does not|do not|will not|would not) bother (?:me|us)", r"no bother",
    r"(?:ca |cela )?(?:ne )?(?:me|nous) derange(?:ra)? pas", r"(?:stort|stoert) (?:mich|uns) nicht",
    r"(?:macht|macht es) (?:mir|uns) nichts aus", r"no me molesta", r"no nos molesta",
    r"non mi (?:dispiace|disturba)", r"(?:vind|vinden) (?:ik|we) niet erg", r"geen bezwaar",
    r"nao me (?:incomoda|importo)", r"nao nos incomoda",
    # idioms with a negation in them that agree: "no problem" and "I wouldn't say no" kinds
    r"no issues?", r"not an issue", r"no (?:complaints?|concerns?|qualms)", r"no problemo", r"(?:do not|can not|not) see (?:a |any )?problem",
    r"do not hesitate", r"kein ding", r"(?:keine|ohne) bedenken", r"sin problemas",
    r"n'hesitez? pas", r"by all means", r"be my guest", r"with pleasure",
    r"(?:would|will|can|could) not say no", r"not (?:a |such a )?bad idea", r"not bad at all",
    r"not the worst idea", r"keine sorge", r"kein thema", r"keine schlechte idee",
    r"mit vergnugen", r"no pasa nada", r"ningun problema", r"con (?:mucho )?gusto",
    r"no es (?:una )?mala idea", r"no (?:diria|digo|dire) que no", r"pas de soucis?", r"aucun souci", r"sans souci",
    r"avec plaisir", r"pas (?:une )?mauvaise idee",
    # British mail's go-ahead: "Happy for you to book this.", "happy for it to go ahead" (outside
    # tester 32: read as saying nothing); "not happy for you to" holds its "not"
    r"(?<!not )(?<!never )(?<!less than )(?<!anything but )happy for (?:you|it|this|that|them|"
    r"the booking) to (?:book|go ahead|"
    r"proceed|reserve|go through|be booked)",
    # everyday yeses that read unclear or no (outside tester 26): "Ça me va", "Ça me convient",
    # "OK pour moi", "Nickel", "Carrément", "Klingt gut", "Me parece bien", "no probs", "np";
    # their negations ("ça ne me va pas", "ça me va pas", "klingt nicht gut", "no me parece
    # bien", "carrément pas") do not match here and read as a no
    r"(?:ca|cela|ceci) (?:me|nous) (?:va|convient|irait|conviendrait|plait)(?! pas\b| plus\b| guere\b)",
    r"(?:ok|okay|d'accord|c'est ok|c'est bon|bon|parfait|valide) pour (?:moi|nous)",
    r"(?:c'est )?nickel(?: chrome)?", r"carrement(?! pas\b)",
    r"(?:klingt|klingen|hort sich|horen sich|horst sich) (?:(?:echt|sehr|richtig|total|ganz|doch) )?"
    r"(?:gut|super|prima|toll|klasse|perfekt|spitze|top|vernunftig)(?: an)?(?! nicht\b)",
    r"(?:(?:me |nos )?(?:parece|suena)|(?:me|nos) va) (?:muy )?(?:bien|genial|estupendo|perfecto|"
    r"buena idea)",
    r"no prob(?:s|z|lemo?s?)?", r"nps?",
    r"not (?:\w+ )?(?:against|opposed)(?: to)?(?: (?:it|that|this))?", r"no (?:doubt|hesitation)",
    r"not worried", r"can not wait", r"(?:no|not a|not such a) big deal", r"good to go", r"(?:good|great|nice|excellent) idea",
    r"cuando (?:quieras|puedas|gustes)", r"whenever you (?:want|like|can)",
    r"let'?s go", r"go(?: on)?(?: then| now)?(?= *(?:[.!]|$))", r"you bet",
    r"(?:see|have|got|there is|there's) no reason (?:to (?:say no|object|refuse|decline|wait)|not to)",
    # ... said bare or in the other languages read: "No reason to say no. Yes.", "Kein Grund, nein
    # zu sagen", "Aucune raison de dire non", "No hay razón para decir que no" (answers51b); "No
    # reason to say yes." holds no such phrase
    r"(?<!\bsee )(?<!\bhave )no (?:good )?reason to (?:say no|object|refuse|decline)",
    r"(?:can not|could not|can't|cannot) think of (?:a|any|one) (?:good )?reason (?:to (?:say no|"
    r"object|refuse)|not to)",
    r"kein(?:en)? grund,? (?:nein zu sagen|abzulehnen|dagegen zu sein)",
    r"aucune raison de (?:dire non|refuser)", r"(?:no hay|ningun|sin) (?:razon|motivo) para "
    r"(?:decir que no|negarse|rechazarlo)", r"nessun motivo (?:per|di) (?:dire (?:di )?no|rifiutare)",
    r"geen reden om (?:nee te zeggen|te weigeren)", r"nenhum motivo para (?:dizer (?:que )?nao|recusar)",
    r"can not argue with (?:that|it|this)", r"(?:fine|ok|okay|good|alright) with me",
    # "Can't hurt.", "Wouldn't hurt" (not "It can't hurt to ask Dana first")
    r"(?:it |that )?(?:can|could|will|would|does|should) not hurt(?= *(?:[,.;:!]|$))",
    # "Wouldn't hurt to book it.", "I can't see any reason not to." (outside tester 28a): the
    # hurt is the booking's own, the reason none (not "can't hurt to ask Dana first")
    r"(?:it |that )?(?:can|could|will|would|does|should) not hurt to (?:book|reserve|go ahead|"
    r"approve|take)(?: (?:it|this|that|the (?:room|booking)))?(?= *(?:[,.;:!]|$))",
    r"(?:do not|can not|could not|not) see (?:any|a|one|a single|the slightest) (?:good )?reason "
    r"(?:not to|to (?:say no|object|refuse|decline|wait))",
    r"why (?:would|should|will) (?:i|we) (?:ever )?(?:say no|refuse|object|mind|decline)"
    r"(?: (?:to )?(?:it|that|this))?(?= *(?:[?!.,]|$))",
    r"why (?:would|should) (?:not (?:i|we)|(?:i|we) not)(?= *(?:[?!.,]|$))",
    r"how (?:could|can) (?:i|we) (?:say no|refuse)(?: (?:to )?(?:it|that|this))?(?= *(?:[?!.,]|$))",
    r"kein(?:en)? einspruch", r"sin objecion(?:es)?", r"(?:pas d'|aucune )objection",
    r"nothing (?:wrong|bad) with (?:it|that|this)",
    # "Yes, nobody disagrees" (held-out 40: "disagrees" is a no word)
    r"(?:nobody|no ?one|noone) (?:minds|objects|objected|disagrees|disagreed|opposes|opposed)",
    r"(?:nobody|no ?one|noone) ?(?:is|'s|was) against (?:it|this|that)",
    # "book it" in the other languages, so "Nein, buch ihn" is as mixed as "No, book it"
    r"(?:buch|reservier)(?:e|t)? (?:ihn|es|sie|das|den raum)(?![^,.;!?]* (?:nicht|zzno)\b)",
    r"reserva(?:la|lo)",
    # "Vale, reserva la sala", "Sim, pode reservar", "Sim, reserve a sala" (red team 14)
    r"(?:pode|podes|puede|puedes|podeis|podem) reservar\w*",
    r"reserv(?:a|e|em|ad) (?:a|la|o|el) (?:sala|quarto|habitacion|espaco)",
    r"reserve[sz]?[- ]l[ae]",
    # a yes said as a noun (red team 10): "You have my approval", "you've got my OK", "with my
    # blessing", "My approval is given"
    r"(?:you have|you've got|you got|you get|here is|here's|with|take|have) my (?:full |formal |"
    r"official |explicit )?(?:approval|ok|okay|go-?ahead|blessing|consent|sign-?off|"
    r"authori[sz]ation|permission|green light|support)",
    r"my (?:approval|consent|permission|sign-?off|authori[sz]ation|go-?ahead) (?:is )?(?:given|granted)",
    # idioms of leave and "it works" for the asked room said as "it" ("Aspen works", red team 10)
    r"knock (?:yourself|yourselves) out", r"have at it", r"(?:just )?get it done",
    r"make it happen",
    # ... and the booking named as itself: "ok, the reservation works", "the room works" (answers35)
    r"(?:it|this|the (?:room|booking|reservation|slot|time|day))"
    r" works(?= *(?:[,.;:!]|$| for\b| fine\b| great\b| well\b))",
    # ordinary yeses in Italian, Dutch and Portuguese and "you can book" in each language ("Certo,
    # prenota la sala", "D'accord, tu peux réserver", "Prima, boek de zaal maar": red team 14);
    # their refusals ("certo che no", "non prenotare") are in REFUSE, read first
    r"certo(?: che si)?", r"certamente", r"va bene", r"d'accordo", r"perfetto", r"procedi",
    r"(?:vai|fai|procedi) (?:pure|avanti)",
    # "Certo, conferma pure." (go ahead and confirm: heldout44, read unclear)
    r"(?:conferma(?:la|lo|te)?|confermo|confermato)(?: pure)?(?: la prenotazione)?(?= *(?:[,.;:!]|$))",
    r"prenota(?:la|lo)?(?= *(?:[,.;:!]|$| (?:pure|la sala|"
    r"la stanza|subito|grazie|per favore)\b))", r"ga (?:je|uw) gang", r"akkoord",
    # Dutch "approved", and its separable verb: "goedgekeurd", "ik keur het goed" (users50)
    r"goedgekeurd", r"(?:ik |we |wij )?keur(?:en)? (?:het|dit|dat|hem|de boeking) goed",
    r"boek (?:het |hem |die |de zaal |de ruimte )?maar", r"(?:dat )?is goed(?= *(?:[,.;:!]|$))",
    r"(?:ta|esta) bom", r"tudo bem", r"pode (?:ir em frente|avancar|seguir|prosseguir)", r"perfeito",
    r"(?:tu peux|vous pouvez|puoi|potete|kun je|du kannst|sie konnen|ihr konnt|you can|you may) "
    r"(?:(?:la|le|it|die|den raum|de zaal|la sala|het) )?(?:reserver|prenotar(?:e|la|lo)|boeken|"
    r"buchen|reservieren|book|reservar(?:la|lo)?)(?: (?:it|la|la salle|la sala|de zaal))?"
    r"(?= *(?:[,.;:!]|$))",
    r"(?:reserve[sz]?|bitte buchen)(?= *(?:[,.;:!]|$| (?:la salle|s'il|stp|svp|merci|alors|donc)\b))",
    # everyday yeses that read unclear or no (outside tester 26): "auf jeden Fall", "desde luego",
    # "cómo no" ("of course"), "d'acc", "okie dokie", "ofc", "sip", "go aheaad"; "Super, danke!",
    # "genial, gracias", "Buchen!", "okay, mach", "vale, reserva" only where the word ends its
    # clause ("super teuer", "reserva la 204" say nothing of going ahead)
    r"auf jeden fall", r"desde luego(?! que no\b)", r"como no(?= *(?:[,.;:!?]|$))", r"d'acc",
    r"okie[- ]?dok(?:ie|ey|y)", r"ofc", r"go ahea+d",
    # the booking said with another verb, and yeses without a word for yes (outside tester 27b:
    # "Reserve it.", "Grab it.", "Lock it in.", "Without a doubt.", "Don't wait, book it now.",
    # "Can't complain, book it." read unclear); "don't reserve it" is negated as "don't book it" is
    r"(?:reserve|grab|snag|nab|secure|bag|claim|lock|lock down|take) (?:it|that|(?:the|this|that) (?:room|slot))"
    r"(?: (?:in|down))?(?= *(?:[,.;:!–—]|$|now|please|pls|then|asap|for us|thanks?))",
    r"without (?:a|any) doubt", r"no doubt(?: about it)?(?= *(?:[,.;:!]|$))",
    r"do not wait(?= *(?:[,.;:!–—-]|$))", r"can not complain",
    r"(?:i have |i've )?never been (?:so |more )sure",
    r"(?<![\w=<>] )(?<![\w=<>]  )(?:super|genial|sip|buchen|mach|reserva)(?= *(?:[,.;:!]|$))",
    # go-aheads said another way (outside testers 27a-c read them unclear): "It is fine for me",
    # "ok for me", "Please go on with booking", "Go forward please", "please book", "book please",
    # "Take it", "that'll work", "I'm happy with that.", "I give the approval", "Yes, make it please"
    r"(?:fine|ok|okay|good|alright|all right|great|perfect|acceptable) (?:for|by) (?:me|us)",
    r"(?:go|move|carry) (?:on|ahead|forward|further) with (?:the |this |that |your )?(?:booking|reservation|request|it|"
    r"plan|room)", r"(?:go|move) forward(?= *(?:[,.;:!]|$|please|pls|then|now|thanks?))",
    r"(?:please |pls |plz )book(?: (?:it|that|this|the room))?(?= *(?:[,.;:!]|$|thanks?|now))",
    r"book(?: (?:it|that|this|the room))?,? (?:please|pls|plz)(?= *(?:[,.;:!]|$|thanks?|now))",
    r"(?:that|it|this)(?: will|'ll| would|'d| should) work(?: (?:for (?:me|us)|fine|great|well|out))?"
    r"(?= *(?:[,.;:!]|$|thanks?))",
    r"(?:i am|i'm|im|we are|we're) (?:(?:very|quite|perfectly|totally|more than|really|all) )?"
    r"(?:happy|fine|ok|okay|good|content|comfortable|cool|glad) with (?:that|it|this|the (?:booking|room|plan))",
    r"(?:i|we) (?:hereby |do )?(?:give|grant)(?: (?:it|this|you|that))? (?:the |my |our |an? |full )?"
    r"(?:approval|ok|okay|go-?ahead|green light|blessing|consent|sign-?off|permission|thumbs up)",
    rf"{_SAID_FIRST}(?:please |pls |plz )?make it(?= *(?:please|pls|plz|now|asap)? *(?:[,.;:!]|$))",
    r"(?:je donne|on donne) (?:mon|notre) (?:accord|feu vert)", r"(?:ich gebe|wir geben) (?:mein|unser|das) (?:ok|okay|go)",
    r"(?:ich gebe|wir geben) (?:meine|unsere|die) (?:zustimmung|freigabe)", r"passt (?:fur|mir|uns)(?! nicht\b)(?: (?:mich|uns))?",
    r"(?:doy|damos) (?:mi|nuestra) (?:aprobacion|autorizacion|visto bueno)", r"(?:me|nos) (?:sirve|vale)(?! no\b)",
]  # fmt: skip
#: Going ahead named as a thing ("yes", "booking it", "to approve this"), a verb that judges it
#: and a verdict against it: the three parts of "Yes would be wrong here" (_REFUSE).
_GOING_AHEAD = (
    r"(?:(?:a |saying |to say )?yes|(?:approving|booking|reserving|accepting|proceeding|going ahead|"
    r"saying yes to)(?: with)?(?: (?:it|this|that|the (?:room|booking|request)))?|"
    r"(?:to |an? )?(?:approve|approval|book|accept|proceed)(?: (?:it|this|that))?)"
)
_WOULD_BE = r"(?:would be|will be|is|was|seems|sounds|feels|seems like|sounds like|feels like)"
_BAD = (
    r"(?:(?:a|an) )?(?:(?:big|huge|real|terrible|serious|grave) )?(?:wrong|mistake|error|bad idea|"
    r"bad call|bad move|bad|unwise|foolish|wasteful|waste of money|terrible idea|poor idea|no good|"
    # "Yes would be the wrong answer", "Yes is the wrong call here" (outside tester 28e)
    r"the wrong (?:answer|call|choice|move|decision|thing))"
)
#: "I'll pass", "I'll pass on this": a no; not "I'll pass it on to Dana", "I'll pass this along"
#: (handed on, someone else's to decide: heldout50 near miss, read as a no).
_I_PASS = (
    r"i(?: will|'ll| would|'d)? pass(?! +(?:it|this|that|this one|that one|them|the request|"
    r"the booking) +(?:on|along|over|up|back|to)\b)(?! +(?:along|over|up|back|to)\b)"
)
REFUSE = [
    r"no way", r"(?:absolutely|certainly|definitely|of course) not(?! (?:a |an )?(?:problem|issue|big deal|bad idea|bother)\b)",
    r"hold off", rf"(?<!not )forget (?:about )?it{_CLAUSE_END}", rf"scrap (?:it|that){_CLAUSE_END}",
    rf"drop (?:it|that){_CLAUSE_END}", r"call it off", rf"nix (?:it|that){_CLAUSE_END}", _I_PASS, r"(?:hard|firm|strong|big) pass", r"no go", r"not now",
    r"not today", r"on no account",
    # a deferral to a time: the booking put off, a no for now as "noch nicht" reads ("give me
    # till Friday", "give me a few days", "gib mir bis Freitag": session 54); a bare "not yet"
    # decides nothing (:mod:`arena.wording.everyday`), one that says what it waits for refuses
    # (:mod:`arena.wording.deferrals`)
    r"give (?:me|us) (?:(?:un)?till?|until|through|to) +\w+",
    r"give (?:me|us) (?:a few|a couple(?: of)?|some|more|two|three|a|another) +(?:more +)?"
    r"(?:days?|hours?|weeks?|time)\b",
    r"gib (?:mir|uns) (?:noch )?(?:bis|zeit)\b", r"donne[- ](?:moi|nous) (?:jusqu'(?:a|au)|du temps)",
    r"(?:dame|danos|deme) (?:hasta|tiempo)\b", r"(?:dammi|dacci) (?:tempo|fino a)\b",
    r"geef (?:me|ons) (?:tot|tijd)\b", r"under no circumstances", r"thumbs down",
    r"(?:book|reserve) (?:nothing|no room|none)",
    r"out of the question", r"no thanks?(?: you)?",
    # someone set against it: "Yes, though Paul is against it", "Jo opposes it", "Marta hates the
    # idea" (held-out 40: each approved; not "I'm not against it")
    r"(?<!nobody)(?<!no one)(?<!noone)(?<!nobody )(?<!no one )(?<!noone )"
    r"(?:\bis|\bare|\bwas|\bwere|'s|'re|'m|\bam) (?:dead |firmly |strongly )?(?:against|opposed to) "
    r"(?:it|this|that|the (?:idea|booking|plan|room))\b",
    r"(?<!nobody )(?<!no one )(?<!noone )\b(?:hates?|opposes?|opposed) (?:it|this|that|the (?:idea|booking|plan))\b",
    # "please don't cancel it" asks to keep the booking: two negations agree
    r"please do not(?! +(?:ever +)?cancel\b)", r"do not do (?:it|that)",
    r"auf keinen fall", r"lieber nicht", r"bitte nicht", r"besser nicht", r"nein danke",
    # "Ich verzichte, danke." (I'll pass: heldout43, read unclear); not "ich verzichte auf
    # Catering", a thing beside the booking
    r"(?:ich|wir) verzichten?(?! auf (?!(?:es|das|den raum|die buchung|die reservierung)\b))"
    r"(?: (?:darauf|gerne|lieber))?",
    r"de ninguna manera", r"ni hablar", r"mejor no", r"no gracias", r"hors de question",
    r"surtout pas", r"pas question", r"non merci", r"certainement pas", r"claro que no",
    r"por supuesto que no", r"desde luego que no", r"bien sur que non",
    r"evidemment (?:que )?(?:non|pas)", r"naturlich nicht", r"sicher nicht", r"klar nicht",
    # calling the booking off, often after an "ok" that only acknowledges ("OK, skip it")
    r"never ?mind", r"skip (?:it|that|this|the (?:booking|room))",
    r"(?:do|manage|cope|get by) without(?: (?:it|one|that|a room|the room))?(?= *(?:[,.;:!]|$))",
    r"(?:book|reserve|do|handle|arrange|sort|organi[sz]e|take care of) "
    r"(?:it|that|this|one|a room|the room)(?: out)? (?:myself|ourselves|on my own)",
    # ... and in the other languages read (outside tester 28b: "Ja, ich buche es selbst." and
    # "Oui, je le réserve moi-même." approved): "Ich buche es selbst", "je le réserve moi-même",
    # "lo reservo yo mismo", "eu mesmo reservo", "ik boek het zelf", "la prenoto io stessa"
    r"(?:ich|wir) (?:buche|buchen|reserviere|reservieren|mache|machen|erledige|erledigen) "
    r"(?:(?:es|ihn|sie|das|den raum|die buchung) )?(?:selbst|selber)",
    r"(?:es|das|den) (?:buche|reserviere|mache|erledige) ich (?:selbst|selber)",
    r"(?:je|nous) (?:(?:le|la|l'|les) ?)?(?:reserve|reservons|reserverai|reserverons|booke) "
    r"(?:moi|nous)[- ]memes?",
    r"(?:(?:lo|la) )?(?:reservo|reservamos) (?:yo|nosotr[oa]s) mism[oa]s?",
    r"(?:yo|nosotr[oa]s) mism[oa]s? (?:(?:lo|la) )?(?:reservo|reservamos)",
    r"eu mesm[oa] (?:(?:o|a) )?reservo|reservo eu mesm[oa]",
    r"(?:ik|wij|we) (?:boek|boeken|reserveer|reserveren) (?:(?:het|hem|die|de zaal) )?zelf",
    r"(?:(?:lo|la) )?prenot(?:o|iamo) (?:io|noi) stess[oaie]",
    r"(?:do not|no longer) need (?:it|one|that|this|a room|the room)",
    r"no (?:booking|reservation)(?: (?:needed|necessary|required))?(?= *(?:[,.;:!]|$))",
    r"(?:i'?m|i am|we'?re|we are) (?:(?!not\b)\w+ )?against (?:it|that|this)",
    r"lass (?:es|das|mal)(?! uns\b)(?: (?:sein|bleiben|gut sein))?", r"vergiss (?:es|das)",
    r"laisse[sz]? tomber", r"oublie[sz]? (?:ca|tout)", r"on oublie",
    r"olvida(?:lo|te)", r"olvidelo", r"deja(?:lo|le)(?: (?:estar|asi))?", r"dejemoslo",
    # letting it go, or a room they already have ("Ok, scratch that", "Bon, tant pis",
    # "Ok, I already have a room", "Vale, ya tenemos sala", "I'm good, thanks")
    r"scratch (?:it|that)", r"let it (?:go|be|slide)", r"leave it(?: be)?", r"tant pis",
    r"(?:sein|stecken) lassen", r"lass (?:es |das )?stecken", r"streich (?:es|das)",
    r"on laisse(?: tomber)?", r"(?:laisse[sz]?|oublie[sz]?|pass|para|detente)(?= *(?:[.!]|$))",
    r"already (?:have|got|booked|found|reserved|sorted)", r"(?:have|got) (?:a|one|the) room already",
    r"ya (?:tenemos|tengo|hay|no)", r"(?:on a|j'ai|nous avons) (?:deja|trouve)",
    r"(?:haben|habe) (?:schon|bereits)", r"(?:wir|ich) brauchen? (?:ihn |es |das )?nicht",
    r"(?:i'?m|i am|we'?re|we are) (?:all )?(?:good|fine|ok|okay|set)(?= *(?:[,.;:!]|$| thanks?\b| without\b))",
    # a yes or the booking as the subject of a verdict against it: "Yes would be wrong here",
    # "Booking it is a mistake", "Approving this would be a bad idea" (not "Not booking it ...")
    rf"(?<!not )(?<!no )(?<!without ){_GOING_AHEAD} {_WOULD_BE} {_BAD}",
    # "I'd be crazy to say yes", "I would be mad to approve this" (outside tester 28e)
    r"(?:i'?d|i would|we'?d|we would|you'?d|you would) be (?:crazy|mad|insane|nuts|daft|foolish|stupid|"
    r"out of (?:my|our|your) (?:mind|minds)|an idiot|a fool) to (?:say yes|approve|agree|book|accept)",
    r"over my dead body", r"keines(?:falls|wegs)", r"en aucun cas", r"en ningun caso",
    # a bare no after a word that only heard or praised the question, as the whole answer ("OK,
    # no.", "Okay, don't.", "Good idea, but no.", "Great, but no thanks.", "That's alright, no
    # need.": outside tester 27b read them as both yes and no)
    r"(?:ok|okay|alright|all right|fine|good idea|nice idea|great idea|nice thought|great|nice|"
    r"(?:sure )?would be nice|(?:it's |it is )?tempting|thanks|thank you|i appreciate it) *,? *"
    r"(?:but +)?(?:no(?: thanks?| thank you)?|nope|nah|do not|please do not)(?= *[.!]* *$)",
    r"(?:(?:that is|that's|thats|it is|it's|its) )?(?:alright|all right|fine|ok|okay|good) *,? *"
    r"no need(?: (?:thanks?|thank you))?(?= *[.!]* *$)",
    # "is ok, we don't need" (the subject dropped: outside tester 27)
    r"(?:(?:that|it|all)? ?(?:is|'s) )?(?:alright|all right|fine|ok|okay|good) *,? *(?:but )?"
    r"(?:we|i) (?:do not|no longer) need(?: (?:it|one|that|this|a room|the room|to book(?: it)?))?"
    r"(?: (?:any ?more|after all|now|thanks?|thank you))?(?= *[.!]* *$)",
    # "Yeah, no.": the idiom for a polite no (its mirror "No, yeah, ..." is _NO_YEAH)
    r"(?:yeah|yea|yeh|ya) *,? *(?:no|nah)(?= *(?:[,.;:!]|$|(?:mate|thanks?|cheers|sorry|"
    r"buddy|pal|man|dude|mate)\b))",  # "yeah nah", "yeah nah mate" (tester 16, 27a-c)
    # the refusals of the Italian, Dutch and Portuguese yeses in AGREE: "Certo che no", "Va bene,
    # ma non prenotare", "Tudo bem, mas não reserve"
    r"(?:certo|certamente|claro|ovviamente) (?:che |que )?(?:no|non|nao)\b",
    r"(?:non|nao|niet) (?:la |lo |a |o |het |de zaal )?(?:prenot|reserv|boek)\w*",
    # refusals said as an answer alone (outside tester 26): "En absoluto." and "Para nada." ("not
    # at all"), "Hat sich erledigt." (it sorted itself out), the French "nan"
    r"(?:en absoluto|para nada)(?= *(?:[,.;:!]|$))", r"hat sich (?:(?:schon|bereits|inzwischen) )?erledigt",
    r"(?<![\w=<>] )(?<![\w=<>.]  )(?<![=<>.])nan(?= *(?:[,.;:!]|$))",
    # polite refusals with no word for no (outside testers 27a-c read them unclear): "give it a
    # miss", "count us out", "stand down", "we can live without it", "not for us, thanks", "thanks
    # anyway", "maybe another time" ("maybe another day" may ask for another day), in other languages too
    r"give (?:it|this|that|this one|that one|the room|the booking) a miss", r"count (?:us|me) out",
    r"(?:leave|include) (?:us|me) out", r"sit (?:this|that) one out",
    r"stand down(?= *(?:[,.;:!]|$|please|pls|thanks?|thank you|for now|on (?:it|this|that)))",
    r"pass on (?:it|this|that|this one|the room|the booking)(?= *(?:[,.;:!]|$|thanks?|for now))",
    r"(?:can|could|will|would|'ll|shall) (?:live|survive|manage|cope|do|make do|get by) without "
    r"(?:it|one|that|this|a room|the room|a booking|the booking)",
    r"not for (?:us|me)(?= *(?:[,.;:!]|$|thanks?|thank you|sorry|this time))",
    r"thanks?(?: you)?(?: (?:very|so) much)? *,? *(?:anyway|anyways|all the same|regardless)",
    rf"{_SAID_FIRST}(?:(?:we will|we'll|let us|let's|we can|we could|i will|i'll) (?:do|book|try|have) "
    r"(?:it|this|that|one) )?"
    r"(?:(?:maybe|perhaps) )?(?:another|some other|a different) time(?: (?:maybe|perhaps|then|thanks?))?"
    r"(?= *(?:[,.;:!]|$))",
    r"rain ?check", r"not this time", rf"{_SAID_FIRST}(?:maybe |perhaps )?next time(?: (?:maybe|perhaps))?(?= *(?:[,.;:!]|$))",
    r"(?:ein )?ander(?:es|mal) mal|ein andermal", r"danke trotzdem|trotzdem danke",
    r"nicht fur (?:uns|mich)(?= *(?:[,.;:!]|$|danke))",
    r"(?:une )?autre fois", r"merci quand meme",
    r"pas pour (?:nous|moi)(?= *(?:[,.;:!]|$|merci))", r"on s'en passe(?:ra)?",
    r"(?:en )?otra (?:ocasion|vez)(?: sera)?", r"gracias (?:de todos modos|de todas formas|igualmente)",
    r"(?:cuenta|cuenten|contad) sin nosotros", r"no es para nosotros",
]  # fmt: skip

#: What calling off is aimed at: the booking, the room, the meeting, or "it" and "the whole
#: thing" (tester 13: "call the whole thing off", "kill the booking", "nix the room"), in the
#: languages the reader reads. A verb aimed elsewhere ("drop the catering") calls nothing off.
_OFF_THING = (
    r"(?:booking|reservation|room|meeting|hold|request|slot|session|event|plan|thing|lot|idea|"
    r"buchung|reservierung|raum|termin|meeting|besprechung|treffen|ganze|"
    r"reservation|salle|reunion|reserva|sala|cita|prenotazione|riunione|stanza|incontro|"
    r"boeking|reservering|zaal|vergadering|afspraak|reuniao)"
)
#: A noun after the booking, room or meeting that it only describes ("the booking
#: confirmation", "the meeting link", "the room key"): what calling off would aim at is that.
_DESCRIBED = (
    r"(?! +(?:keys?|cards?|numbers?|codes?|access|budget|notes?|links?|invites?|details?|info|"
    r"agendas?|minutes|summar(?:y|ies)|references?|ids?|e-?mails?|mails?|messages?|threads?|"
    r"channels?|chats?|docs?|files?|slides?|decks?|recordings?|calendars?|times?|dates?|"
    r"locations?|address(?:es)?|owners?|hosts?|organi[sz]ers?|topics?|fees?|costs?|prices?|bills?|"
    r"invoices?|receipts?|forms?|pages?|portal|system|tools?|polic(?:y|ies)|rules?|setup|layout|"
    r"lists?|sheets?|reports?|updates?|reminders?|notices?|materials?|handouts?|photos?|pictures?|"
    r"[a-z]+(?:tion|sion|ment|ence|ance|ity|ure)s?)\b)"
)
_OFF_OBJECT = (
    rf"(?:(?:it|that|this|them|everything|all(?: of it)?){_CLAUSE_END}|"
    rf"(?:(?:(?:the|this|that|our|my|your) )?(?:whole |entire )?{_OFF_THING}s?|es|das|ihn|alles|"
    rf"(?:den|die|das) (?:ganze )?{_OFF_THING}|(?:la|le|les|el|los|il|de|a|o|het) {_OFF_THING}|"
    r"lo|tudo|todo|tout|tutto|isso|esto|eso|questo|quello|dat|ca|het)(?![a-z])"
    rf"{_DESCRIBED})"
)
#: Verbs that call the booking off when aimed at it (``_OFF_OBJECT``), read as "cancel" by the
#: answer reader whatever else the answer says: a go-ahead for calling it off is no go-ahead.
CALL_OFF = [
    # English: verbs that call off only with what they call off ("kill the booking", "scrap it")
    r"(?:kill(?:ed|ing|s)?|scrap(?:ped|ping|s)?|shelv(?:e|ed|es|ing)|nix(?:ed|es|ing)?|"
    r"drop(?:ped|ping|s)?|releas(?:e|ed|es|ing)|abandon(?:ed|ing|s)?|ditch(?:ed|es|ing)?|"
    rf"ax(?:e|ed|es|ing)|(?<!not )forget(?:ting)?(?: about)?|suspend(?:ed|ing|s)?) {_OFF_OBJECT}",
    r"(?:scrap|shelve|abandon|nix|ditch)(?= *(?:[,.;:!]|$))",
    r"call(?:ed|ing|s)? (?:[a-z']+ ){1,4}off(?![-a-z])",  # "call the whole thing off"
    # German "sag es ab", "sagen Sie das Meeting bitte ab", "streich das Meeting"
    # (not "sag mir Bescheid, ab wann ...", "ich sag den anderen ab morgen Bescheid": red team 14)
    r"sag(?:e|t|en)? (?:(?!bescheid\b|wenn\b|wann\b|ob\b|dass\b)[a-z]+ ){0,4}ab"
    r"(?= *(?:$|[,.;:!?)-]|(?:und|oder|aber|bitte|danke|dann|ja|doch|mal)\b))",
    rf"streich(?:e|t|en)? {_OFF_OBJECT}", rf"vergiss(?:t)? (?:die|den|das) {_OFF_THING}",
    # French, Spanish, Italian, Dutch, Portuguese
    rf"oublie[sz]? {_OFF_OBJECT}", rf"olvid(?:a|e|en|ad)(?:la|lo)? {_OFF_OBJECT}",
    r"suspend(?:e|a|o|er|ez|emos)\w*", r"disd(?:ic|ir|ett)\w*", r"lasci(?:a|amo|ate) (?:perdere|stare)",
    rf"(?<!non )dimentica(?:la|lo|te)?(?: {_OFF_OBJECT})?", r"(?:lasciamo|lascia) (?:stare|perdere)",
    r"zeg(?:t|gen)? (?:[a-z]+ ){0,4}af", r"af(?:zeggen|gezegd|zeg\w*)",
    r"laat (?:[a-z]+ ){0,3}zitten", r"laat maar(?! (?:weten|horen|zien|komen|doen)\b)", rf"vergeet {_OFF_OBJECT}",
    r"desmarc\w*", rf"(?<!nao )esquec(?:e|a|er|am)(?:-o|-a)?(?: {_OFF_OBJECT})?", r"deixa (?:pra|para) la",
    r"deixa (?:estar|quieto)",
]  # fmt: skip
