"""A yes with a proviso: one that asks for something else than what was proposed ("yes, but book
Cedar instead") or waits on a condition the agent cannot check ("yes, as long as it has a
projector"). Going ahead would not be what the person said, so the answer reader
(:mod:`arena.wording.answers`) reads such a yes as unclear.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: A yes that asks for something else than what was proposed ("yes, but book Cedar instead"):
#: going ahead with the proposal would not be what the person said, so it is not an approval.
_CHANGE: list[str] = [
    r"instead(?! of)", r"a different (?:room|day|one|time)", r"another (?:room|day|one|time)",
    r"rather than", r"stattdessen", r"einen anderen", r"ein anderes", r"en su lugar",
    r"en lugar de", r"otra sala", r"otro dia", r"a la place", r"une autre salle", r"plutot",
    # naming what to book: the agent cannot tell whether it is what was proposed ("Yes, book
    # Aspen", "Approve, but make it R-305", "Yes, but for Wednesday", "Ja, aber lieber Cedar")
    r"make it (?!quick\b|snappy\b|happen\b)\w+", r"but rather", r"but (?:for|on|in|at)",
    r"(?:book|use|take|pick|choose|go with|switch to|move it to) (?!\S+ as (?:proposed|planned"
    r"|suggested)\b|it\b|that\b|this\b|them\b|one\b|now\b|please\b|asap\b|away\b|right\b"
    r"|ahead\b|care\b|(?:the|a|this|that|our) (?:meeting |conference )?room\b"
    # a way in, no room: "Yes. Note: use the side entrance." (heldout41: read as naming what
    # to book); not a thing that may be booked or taken ("Yes, and take the big screen")
    r"|(?:the|a|an|your|our) (?:[a-z]+ )?(?:entrance|entry|door|doors|stairs|staircase|lift|"
    r"elevator|badge|card|key|keycard|code)\b)\w+",
    # a yes that names another thing to approve: "approve the other one", "yes to the cheaper
    # room", "accept the 3pm slot" (the proposal itself is "it", "this", "the room", "the request")
    r"other (?:one|ones|rooms?|options?|slots?|times?|days?|dates?|bookings?|requests?)",
    r"(?:approve|accept|confirm|authori[sz]e|allow|okay|ok|yes to|say yes to) (?:the|a|an) "
    r"(?!(?:room|booking|request|reservation|proposal|plan|meeting|change|changes|one|same)\b)\w+",
    r"aber (?:lieber|besser|nimm|buch|fur|am)", r"(?:nimm|buch) (?:lieber|besser)",
    r"pero (?:mejor|mas bien|reserva|usa|para|el)", r"mejor (?:la|el|otra|otro)",
    r"mais (?:prends|prenez|reserve|reservez|pour|le)",
    # a yes that names its own head count or room ("Approve it for 3 people", "Approve Cedar",
    # "Yes for Juniper"): it may not be what was asked, so it never books the proposal (red team 8)
    r"(?:for|with) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a dozen)"
    r" (?:people|persons|ppl|attendees|guests|participants|pax|heads|of us)",
    r"(?:approve|accept|confirm|authori[sz]e) (?!(?:it|this|that|these|those|them|all|both|now|"
    r"please|asap|anyway|as|for|the|a|an|away|right|ahead|everything|request|booking|room|"
    r"reservation|proposal|plan|and|but|so|then|again|too|me|once|with|if|when|pending|subject|"
    r"provided|from|by|on|of|here|today|zzyes|zzno|not|no|yes|ok|okay|go|it's|its|i|we|"
    # "I confirm my approval of the booking" (outside tester 28a): the yes itself, no other thing
    r"(?:my|our) (?:approval|agreement|consent|ok|okay|go-?ahead|acceptance|yes|zzyes))\b)[a-z]\w*",
    # ... also set off by a dash or a bracket ("yes (to Kim's question above)", "yes - to Kim's
    # question": held-out tester 36 found each a yes to this booking)
    r"yes(?:,|[ ,]*[-\u2013\u2014(\[])? *(?:for|to) (?!(?:it|this|that|sure|now|me|us|the|a|an|"
    r"booking|request|room|everything|all|both|zzyes)\b)\w+",
    # a yes that sends the agent to look again ("Sure, find something else", "Yes, look
    # elsewhere", "Sí, busca otra", "Oui, cherche autre chose", "Sì, cercane un'altra"): not this
    # booking (outside tester 28e found each approved)
    r"(?:find|look for|search for|get|try|pick|choose|suggest|propose|go for|look at|book) (?:me |us )?"
    r"(?:something|somewhere|some ?place|anything) else",
    r"(?:look|search|check|try|go|book|ask) (?:somewhere )?elsewhere",
    r"(?:such|suche|finde|nimm|buch)\w* (?:doch |lieber |mal )?(?:was|etwas|einen|ein|eine) (?:anderes|anderen|andere)",
    r"woanders", r"busca(?:me|nos)? (?:otra|otro|algo)", r"otra cosa", r"otro sitio",
    r"(?:cherche|trouve|prends)(?:-moi|-nous)? (?:autre chose|une autre|un autre|ailleurs)",
    r"(?:regarde|reserve|va|vois|essaie|demande)\w* ailleurs",  # not "d'ailleurs", "par ailleurs"
    r"(?:zoek|kies|neem) (?:iets|een|wat) (?:anders|andere)", r"ergens anders",
    r"procur[ae] (?:outra|outro|algo)", r"outra coisa", r"outro lugar",
    r"cerca(?:ne|mi|ci)? (?:un'? ?altr[ao]|altro|qualcos'? ?altro)", r"qualcos'? ?altro", r"altrove",
    # a booking in someone else's name or kept for others than the request's people ("Yes, but
    # put it under my manager's name", "Yes, reserve it for the CFO"): the agent books by room,
    # day and head count only (outside tester 28e)
    r"(?:under|in) (?:[a-z]+'s|(?:my|our|the|his|her|their) [a-z]+'s|his|her|their) name",
    r"(?:hold|keep|save|reserve|block) (?:it|that|this|the room) for (?:the |our |my |a |some )?"
    r"(?:client|clients|customer|customers|board|visitors?|guests?|ceo|cfo|cto|coo|vp|boss|execs?|"
    r"executives?|interview\w*|candidates?|vendors?|partners?|investors?|auditors?)\b",
]  # fmt: skip

#: A part of the day, in each language read ("mornings", "AM", "nachmittags", "le matin",
#: "'s ochtends", "de manhã" folded), and the words that say "only" before or after it.
_DAYPART = (
    r"(?:mornings?|afternoons?|evenings?|nights?|am|pm|a\.m\.?|p\.m\.?|before lunch|after lunch|"
    r"(?:vor|nach)mittags?|morgens|abends|matin(?:ee)?s?|apres[- ]midi|soir(?:ee)?s?|"
    r"mananas?|tardes?|noches?|mattin[ao]|pomeriggio|sera|ochtend(?:s|en)?|middag(?:s|en)?|"
    r"avond(?:s|en)?|manha|noite)\b"
)
#: ("so" is Portuguese "só"; not "and so am I", the person agreeing: answers39)
_ONLY = r"(?:only|just|nur|seulement|uniquement|solo|solamente|soltanto|alleen|so(?! am i\b)|somente|apenas)"
_ONLY_AFTER = r"(?:only|nur|seulement|uniquement|solamente|soltanto|alleen|somente|apenas)\b"
#: "After careful consideration, I approve": thought already given, no condition still to come.
_THOUGHT_OVER = (
    r"| (?:(?:careful|much|some|long|due|further|serious|lengthy|thorough|a lot of|some more) )?"
    r"(?:consideration|thought|deliberation|reflection|thinking(?: about it| it over)?|"
    r"sleeping on it|thinking it through)\b"
)
#: A courtesy closing a message ("Let me know if you need anything else from me.", "Shout if
#: there's anything else"): an offer of help, no condition on the yes (outside tester 28a).
COURTESY_IF = LazyPattern(
    r"\b(?:let (?:me|us) know|shout|ping me|tell me|reach out|get in touch|give me a (?:shout|"
    r"call|ring)|call me|message me|text me|email me|just ask|ask me|feel free to ask)"
    r"(?: (?:again|anytime|any time))? if (?:you (?:need|want|have|require)|there(?:'s| is| are)) "
    r"(?:(?:anything|something)(?: (?:else|more|at all))?(?: (?:from|of) (?:me|us))?|"
    r"any (?:more )?(?:questions?|help|issues?|problems?|info\w*|details?)|"
    r"(?:more|further) (?:info\w*|details?|help)|help)(?= *(?:[.!,;\n]|$))"
)
#: A yes on a condition the agent cannot check ("yes, as long as it has a projector").
_CONDITION: list[str] = [
    r"only if", r"(?:as|so) long as", r"provided (?:that|it|they|we)", r"on (?:the )?condition",
    r"unless", r"nur wenn", r"solange", r"sofern", r"vorausgesetzt", r"falls", r"solo si",
    r"siempre (?:y cuando|que)", r"con tal de que", r"a condicion", r"seulement si",
    r"a condition", r"pourvu que", r"si jamais",
    # "tant que" (as long as); "en tant que décideur" names a role, not "en tant que Sam", someone
    # else (regress50: approved)
    r"(?<!\ben )tant que|(?<=\ben )tant que(?! +(?:l'|le +|la +)?(?:decid|approba|responsab|chef|"
    r"gestionnaire|manager|direct|organisat|proprietaire|titulaire|valideu|validat)\w*)",
    # "if", "once", "after", "until": a yes that waits on something (Spanish and French "si"
    # after the first word: _SI_IF). "if you want" and "if needed" leave the choice to the agent.
    # "if you want" ends its clause or has the booking as its object: "if you want a riot", "if
    # you want me to resign" wait on something else (outside tester 28a)
    r"if(?! (?:you|u) (?:want|like|wish|must|insist|prefer)(?: (?:to|it|that|so|one|them))?"
    r"(?= *(?:[,.;:!?)]|$| (?:book|go|do|then|and|just|zzyes)\b))| needed\b| necessary\b)",
    r"assuming", r"(?<!at )once(?! (?:again|more)\b)", r"after(?! all\b" + _THOUGHT_OVER + ")", r"until", r"till",
    r"not before", r"no later than", r"wait (?:for|a|another|one)\b", r"but only",
    r"only (?:with|on|in|at|for|after|before|from|when|once)",
    r"wenn(?! (?:du|ihr|sie) (?:willst|wollt|mochtest|mochtet|magst|mochten|wollen)\b)",
    r"sobald", r"nachdem", r"erst (?:wenn|nach|am|ab)", r"warte(?:n|t)? bis", r"aber nur",
    r"nur (?:mit|am|bis|fur)", r"cuando(?! (?:quieras|puedas|gustes)\b)", r"despues de", r"hasta (?:que|el)", r"espera(?:r)? (?:a|hasta)",
    r"solo (?:con|para|el|la)", r"quand(?! meme\b)", r"apres(?! tout\b)", r"jusqu'?(?:a|au)", r"mais seulement",
    r"seulement (?:avec|le|la|pour|apres)",
    # "but only" in Spanish, Italian, Portuguese and Dutch as "aber nur" and "mais seulement"
    # are: held-out tester 37's "sí, pero solo media hora" (a yes for half the hour) approved
    r"pero sol(?:o|amente)", r"ma (?:solo|soltanto|solamente)", r"mas (?:so|somente|apenas)",
    r"maar (?:alleen|enkel|slechts)",
    # Indonesian and Malay "but", "only", "except", "if", "after" ("ya tapi cuma dua": yes, but
    # only two; answers40 found it approved, as the "ya" is read and the rest was not)
    r"tapi|tetapi|namun|cuma|hanya|kecuali|asal(?:kan)?|kalau|jika|setelah|sesudah",
    # "Yes when finance signs off", "Approved, contingent on Dana", "Yes except on Tuesday"
    r"(?<!know )(?<!tell me )(?<!me )when(?! (?:you(?:'re| are) ready|you can|ready|convenient|possible)\b)", r"as soon as(?! (?:possible|you can)\b)", r"contingent", r"dependent (?:on|upon)",
    r"depending (?:on|upon)", r"except(?:ing)?", r"excluding", r"but not (?:on|for|in|at)",
    # "let me know when Bob agrees": hearing back waits on someone else's say, which the agent
    # cannot know ("let me know when it's confirmed" only asks to hear back)
    # a part of the day only ("yes, mornings only", "👍 (AM only)", "ja, nur vormittags", "sim, só de
    # manhã"): a time the request did not name and the agent cannot book (outside tester 22)
    rf"{_ONLY} (?:[a-z']+ ){{0,2}}{_DAYPART}", rf"{_DAYPART} (?:[a-z']+ )?{_ONLY_AFTER}",
    r"(?:know|tell me|me) when (?!(?:it|its|it's|you|you're|you've|that|this|everything|the "
    r"(?:booking|room|reservation))\b)(?:[a-z']+ ){1,3}(?:agree|approve|sign|okay|ok|consent|"
    r"confirm|say|give|green ?light|accept)\w*",
    # a condition said without "if" ("yes, Bo willing", "budget permitting", "book it in case Bo
    # wants it", "Should Bo agree, yes") and in the other languages a yes is read in ("au cas
    # où", "en caso de que", "a meno che", "tenzij", "es sei denn": outside tester 28a)
    r"(?<!')(?<!\bi'm )(?<!\bam )(?<!\bare )(?<!\bis )(?!(?:i|we|you|they|very|quite|so|more|fully|"
    r"perfectly|totally|always|happy|most|than|be|been|being|feel|seem|really|still|all|ever|not|am|are|is|was|were|im)\b)[a-z]+ (?:willing|permitting)(?= *(?:[,.;:!)]|$))",
    r"in case (?!of (?:doubt|need)\b)(?=[a-z])", r"(?:(?<=^)|(?<=^ )|(?<=^  )|(?<=[.!?] ))(?:should|were) (?!(?:be|do|work|i|we|it|that|this)\b)"
    r"[a-z]+ (?:agree|approve|confirm|want|need|say|sign|consent|accept|be|not)\b",
    r"a menos que", r"salvo que", r"en caso de", r"por si(?! acaso\b)", r"au cas ou", r"dans le cas ou",
    r"a moins que", r"sauf si", r"du moment que", r"es sei denn", r"im falle?", r"gesetzt den fall",
    r"unter der bedingung", r"caso (?:o|a|os|as|ele|ela|eles|voce|nao|[a-z]+ (?:concorde|aceite|"
    r"aprove|diga|queira|possa|esteja|seja)|tenha|tenham|haja|seja|esteja|possa|funcione|sirva|"
    r"caiba)", r"no caso de", r"desde que", r"contanto que",
    r"a nao ser que", r"purche", r"qualora", r"a patto che", r"sempre che", r"nel caso", r"a meno che",
    r"indien", r"mits", r"zolang", r"tenzij", r"op voorwaarde", r"in het geval", r"voor het geval",
]  # fmt: skip
#: Words after an opening "si" that make it the Spanish or Italian yes ("Si claro", "Si por
#: favor", "Si grazie", "Si, …"), not "if".
_YES_NEXT = (
    r"(?:si|sim|zzyes|claro|por|gracias|muchas|mil|grazie|senor|senora|senhor|adelante|vale|"
    r"perfecto|perfetto|perfeito|ok|okay|bueno|dale|reserv\w*|prenot\w*|hazlo|confirm\w*|conferm\w*|"
    r"correct\w*|corrett\w*|exact\w*|esatt\w*|porfa|seguro|sicuro|certo|certamente|acepto|apruebo|"
    r"genial|va|prego|procedi|procede|adelante|davvero|assolutamente|absolutamente|totalmente|obvio|"
    r"obviamente|naturalmente|ovviamente|please|sure|go|book|thanks|merci|bien|muy|tambien|anche|"
    r"esta bien|todo bien|tutto bene|es correcto|pode|podes|com certeza|of course|yes|oui|vamos|"
    r"andiamo|obrigad\w*|ja|ya|senores|amigo|amiga|jefe|capo|hombre|mujer|vai|venga)\b"
)
#: Who or what a condition opened by "si" or "se" is about ("Si Bo est d'accord", "Si el equipo
#: confirma", "Se o Bo concordar", "Se lui è d'accordo"): with these after it, it is "if".
_IF_SUBJECT = (
    r"(?:il|elle|ils|elles|on|nous|vous|tu|je|c'est|ce|ca|tout|el|ella|ellos|ellas|usted|ustedes|"
    r"yo|nosotros|todos|alguien|nadie|hay|le|la|les|los|las|lo|lui|lei|loro|tutti|qualcuno|"
    r"nessuno|ele|ela|eles|elas|voce|voces|o|a|os|as|alguem|ninguem|gli|no|non|nao|ne|n'est|"
    r"fuera|sea|fosse|fossi|for|tiver|estiver|puder|quiser|c'e|ci|mi|tu|su|mon|ma|mes|son|sa|"
    r"meu|minha|seu|sua|mio|mia|tuo|suo|il|un|una|une|uno|um|uma|"
    # Italian "se è", "se sarà" ("Sì, se è di mattina": outside tester 28e)
    r"e|sara|era|fosse)\b"
)
#: Spanish and French "si" as "if": after the first word and before a word ("Sí, si tiene
#: proyector", "Oui si elle a un projecteur"); "Sí, sí" and a closing "creo que sí" agree. A
#: condition also opens an answer or a sentence ("Si Bo est d'accord, oui", "Si Marta está de
#: acuerdo, sí", "Se o Bo concordar, pode reservar", "Se Bo è d'accordo, sì", "Als Bo akkoord
#: is, ja", "S'il est d'accord, oui": outside tester 28a), where "si" is "if" unless a yes's
#: own words follow it (:data:`_YES_NEXT`); Portuguese and Italian "se" is "if" after a comma too
#: ("Sim, se o Bo concordar"; not Spanish "Sí, se puede"), and Dutch "als" before its clause's
#: verb ("ja, als het moet"; not German "lieber heute als morgen").
SI_IF = LazyPattern(
    # (not a doubled yes, as dictated: "sí sí claro", "si si adelante"; "sí si hay sitio" is one)
    rf"(?:\b(?!si\b)\w+|[^\w\s]) +si +(?!si\b)[a-z]|\bsi +si +(?!{_YES_NEXT})[a-z]"
    rf"|(?:^|[.!?;\n]) *(?:si|se) +(?!{_YES_NEXT})(?:{_IF_SUBJECT}|[a-z][\w']*(?: +[\w']+)+ *"
    r"[,;:\u2013\u2014-] *[\w'])"
    rf"|[,;:\u2013\u2014-] *se +{_IF_SUBJECT}"
    # ... and after "ma"/"mas", or before an Italian or Portuguese verb of having or working ("Sì,
    # se ha un proiettore", "Sì, ma se c'è lo schermo", "Sim, se houver tela": outside tester 29a)
    rf"|\b(?:ma|mas|maar|mais) +se +{_IF_SUBJECT}"
    r"|(?:[,;:\u2013\u2014-]|\b(?:ma|mas)) *se +(?:ha|hanno|abbiamo|c'e|ci sono|funziona|serve|"
    r"basta|tem|tiver|tiverem|houver|der|puder|funcionar|couber)\b"
    r"|\bs'(?:il|ils|elle|elles) +(?!(?:vous|te) pla)"
    r"|(?:^|[.!?;,\n]) *als +(?:[\w']+ +){1,5}?(?:is|zijn|wil|wilt|willen|gaat|kan|mag|zegt|vindt|"
    r"heeft|lukt|zzyes|goed|moet|wordt|blijft|klopt|past|akkoord)(?= *(?:[,;:.!\u2013\u2014-]|$))"
)

#: Conditions and deferrals outside tester 9 found approved ("Approved pending facilities
#: review", "Approve, provided Cedar is free", "Approve with conditions", "Approve next week",
#: "I'll confirm later"): a yes that is not yet given.
_LATER: list[str] = [
    r"pending", r"provid(?:ed|ing)(?! by\b)", r"subject to", r"conditional(?:ly)?",
    r"with (?:some |a few |certain |the following |these |two |three )?(?:conditions?|caveats?|"
    r"restrictions?|strings attached)",
    r"with (?:some )?reservations(?= *(?:[,.;:!]|$))",
    # a yes with changes or misgivings it does not spell out ("Approved with comments", "Yes,
    # with some edits", "Approved as amended", "Yes (with concerns)", "see my notes", "yes,
    # though I have doubts": outside tester 30a)
    r"(?:with|w/) (?:some |a few |minor |small |my |our |several |a couple of |a number of )?"
    r"(?:comments?|edits?|changes|modifications?|amendments?|alterations?|revisions?|tweaks?|"
    r"adjustments?|corrections?|remarks?|notes?|suggestions?|concerns?|doubts?|misgivings?|"
    r"exceptions?)",
    r"as (?:amended|modified|edited|revised|marked up|annotated)",
    r"see (?:my |the |our )?(?:notes?|comments?|remarks?|edits?|changes|below|inline|attached|"
    r"attachment)",
    r"(?:though|although|but|even though|even if) (?:i|we) (?:still )?(?:have|had|'ve got|got) "
    r"(?:some |a few |serious |real |my |our |minor )?(?:doubts?|concerns?|reservations?|"
    r"misgivings?|worries)",
    r"(?:next|this coming|the following) (?:week|month|time|monday|tuesday|wednesday|thursday|"
    r"friday)",
    r"tomorrow", r"(?<!see you )(?<!talk )(?<!speak )(?<!catch you )later(?! today\b)",
    r"(?:will|i'll|ill|let me|we'll|i need to|i have to) (?:confirm|decide|get back|let you know|"
    r"follow up|finali[sz]e|sign off|double[- ]check)", r"not yet",
    # Spanish "mañana" alone is "tomorrow"; "por la mañana" is the morning (facts, session 27)
    r"vorbehaltlich", r"unter (?:der )?vorbehalt", r"spater", r"nachste woche", r"morgen",
    r"mas tarde", r"(?<!\bla )(?<!\blas )manana", r"(?:la )?(?:semana que viene|proxima semana)", r"pendiente",
    r"a reserva de", r"sous reserve", r"plus tard", r"demain", r"la semaine prochaine",
    r"en attente",
    # the same wait on someone or something in French, Spanish, Dutch, Portuguese and Italian
    # ("Oui, dès que Paul confirme", "Ja, zodra Piet akkoord is", "Sim, quando o João confirmar",
    # "Sì, salvo approvazione di Jane": outside tester 28e); "quando quiser", "appena puoi" leave
    # the choice to the agent
    r"des que", r"une fois que", r"en cuanto(?! (?:puedas|quieras)\b)", r"sujeto a",
    r"zodra", r"nadat", r"onder (?:voorbehoud|voorwaarde)", r"in afwachting",
    r"quando(?! (?:quiser|quiseres|puder|puderes|vuoi|preferisci|puoi)\b)",
    r"assim que(?! (?:puder|possivel)\b)", r"depois (?:que|de|da|do)", r"sujeit[oa] a",
    r"sob reserva", r"pendente", r"(?:non )?appena(?! (?:puoi|possibile|riesci)\b)",
    r"dopo (?:che|la|il|l'|lo|aver)", r"salvo (?!che\b)", r"con riserva", r"previ[ao]",
    r"in attesa", r"subordinat[oa]",
    r"(?:next|this coming|the following) (?:quarter|year|month|fiscal year|sprint|term)",
    r"(?:in|by|for|from) (?:q[1-4] )?20\d\d", r"some ?day", r"one day", r"eventually",
    r"at some point", r"in (?:the )?(?:future|long run)",
    # a bound on the time ("yes, 2pm at the latest", "no earlier than 2pm"), whatever the request's
    # time: the agent cannot book a bound
    r"at the (?:latest|earliest|soonest)", r"(?:no|not) (?:later|earlier|sooner) than",
    r"(?:latest|earliest) (?:by|at)", r"spatestens", r"fruhestens", r"a mas tardar",
    r"como (?:muy )?(?:tarde|pronto)", r"au plus (?:tard|tot)",
    # the request's own room left out ("yes w/o Aspen": the room is "it" after facts.compare)
    r"(?:without|minus|sans|ohne|sin|except(?:ing)?|but not) (?:it|that|this)(?= *(?:[,.;:!?]|$))",
    # ... and in other words ("yes, anything but Aspen", "alles ausser Aspen"), where "apart from
    # that" and "other than that" are no room (outside tester 26)
    r"(?:apart from|other than|excluding|ausser|excepto|salvo|menos|sauf|"
    r"(?:any|every)\w*(?: (?:room|one))? but) it(?= *(?:[,.;:!?]|$))",
    # a yes then a "but" that is no plain instruction: "I'd say yes but the budget is frozen",
    # "Approve it, but book it for 4" (where "Yes, but cancel the catering" is an instruction)
    r"but +(?:(?:the|a|an|i|i'm|im|we|we're|you|it|it's|its|there|there's|that|that's|this|these|"
    r"those|he|she|they|my|our|your|his|her|their|nobody|someone|somebody|everyone|budget|money|"
    r"finance)\b|[a-z]+ +(?:is|are|was|were|has|have|had|will|would|might|may|can|could)\b)",
    r"but +(?:[a-z]+ +){0,4}(?:for|on|at) +(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
    r"eleven|twelve|a dozen)\b",
]  # fmt: skip
CHANGE_RE = LazyPattern(r"\b(?:" + "|".join(_CHANGE + _CONDITION + _LATER) + r")\b")


#: A condition that only restates the request ("yes, as long as it's Aspen", "Ja, sofern es Aspen
#: ist", "only if it's for Tuesday"), read after :func:`arena.wording.facts.compare` has said the
#: request's own room, day and head count as "it" (a count as nothing): the request meets it, so
#: it is no condition. Any other condition stays one ("as long as it has a screen"): the arena's
#: rooms carry a name, an id and a size and nothing else, so the agent cannot check it.
_MET_IF = (
    r"only if|if|as long as|so long as|provided(?: that)?|providing(?: that)?|assuming(?: that)?|"
    r"on (?:the )?condition that|solange|sofern|wenn|falls|vorausgesetzt(?: dass)?|nur wenn|si|"
    r"siempre que|siempre y cuando|con tal de que|a condition que|pourvu que|(?<!\ben )tant que|seulement si|"
    r"se|purche|a patto che|zolang|mits|als|desde que|contanto que"
)
_MET_FILLER = (
    r"it|this|that|the|room|booking|es|das|der|die|den|dem|c'est|ce|soit|sera|sea|sia|e|het|seja|"
    r"for|on|in|at|is|it's|its|will|be|ist|bleibt|stays?|remains?|im|am|fur|el|la|le|en|para|pour|"
    r"per|il|de|op|voor|o|a|no|na|we|are|we're|still|est|"
    # the condition's own copula, verb-last or first: "wenn es weniger als 10 Personen sind", "si
    # son menos de 10 personas", "als het minder dan 10 mensen zijn" (answers52b: the bound met
    # is "it", the verb beside it left the condition standing)
    r"sind|seien|son|sean|sont|soient|sono|siano|zijn|forem|sejam|sao|"
    # ... with the group as its subject: "solange wir weniger als 10 sind", "si somos menos de
    # 10", "se siamo meno di 10", "si on est moins de 10", "als we met minder dan 10 zijn"
    r"wir|somos|seamos|siamo|sommes|nous|on|met|formos|sejamos|there|they|they're|"
    # "as long as it seats six" to a 6-person request (outside tester 27c)
    r"seats|fits|holds|takes|sits|accommodates|can seat|can fit|can hold"
)
#: A "but" before a condition the request meets goes with it ("ok but only if it's before
#: noon" to "at 10am" is "ok": outside tester 26).
_BUT = r"(?:(?:but|aber|mais|pero|ma|mas|maar) +)?"
_MET = LazyPattern(
    rf"(?:^|(?<=[ ,;:\u2013\u2014-])){_BUT}(?:{_MET_IF}) +(?:(?:{_MET_FILLER})[ -]+)*?(?:it)?(?:[ -]+(?:"
    rf"{_MET_FILLER}|raum|salle|sala|zaal|one|people|persons|personen|personnes|personas|persone|"
    r"pessoas))*(?= *(?:[.,;!]|$))"
)


#: "Only" the request's own room, day or time ("yes, but only Juniper" to a Juniper request,
#: "but only on Tuesday", "only in the morning" to "at 9am", "Juniper only"), said as "it" by
#: :func:`arena.wording.facts.compare`: met, as "only if it's Juniper" is (outside tester 26).
_ONLY_IT = LazyPattern(
    rf"(?:^|(?<=[ ,;:\u2013\u2014(-])){_BUT}(?:only|just|nur|seulement|uniquement|solo|solamente|"
    r"soltanto|somente|apenas|(?<=mas )so|alleen|enkel|slechts|exclusively)(?: +(?:on|in|at|for|the|am|im|le|la|el|en|room|raum|salle|sala|"
    r"na|a|o|op|om|de|het))* +it"
    r"(?: +(?:only|nur|seulement|uniquement|solamente))?(?= *(?:[.,;!)]|$))"
    r"|(?<![\w'])it +(?:only|nur|seulement|uniquement|solamente)(?= *(?:[.,;!)]|$))"
)


#: A condition against a room or day that is not the request's ("as long as it's not Aspen" to a
#: Cedar request, "unless it's Monday", "solange es nicht Aspen ist", "tant que ce n'est pas
#: Aspen", "siempre que no sea Aspen"): the request meets it as it meets "as long as it's Cedar"
#: (outside tester 25). ``{others}`` is filled with those rooms and days; the negation goes
#: and the room or day becomes "it", so that :data:`_MET` reads what is left.
_NOT_OTHER = (
    rf"(?P<lead>(?:^|(?<=[ ,;:\u2013\u2014-]))(?:{_MET_IF}) +(?:(?:{_MET_FILLER})[ -]+)*?)"
    r"(?:(?P<isnt>isn'?t|is not|aren'?t|are not) |not |nicht |kein\w* |n'(?P<fr>\w+) pas |"
    r"ne (?P<ne>\w+) pas |no (?P<es>sea|es|este|esta|sera) |no )"
    r"(?:(?:the|on|in|a|la|le|el|am|au|der|die|das|den|dem)[ -]+)?"
    r"(?:{others})(?:(?: *, *| +(?:or|nor|oder|ou|o|ni|and) +)(?:{others}))*(?![\w'-])"
)
#: "unless it's Aspen" is "as long as it's not Aspen".
_UNLESS = r"(?:unless|es sei denn|a moins que|a menos que|salvo que|sauf si)(?= )"


def _not_others(folded: str, others: tuple[str, ...]) -> str:
    """``folded`` with each condition against only rooms or days in ``others`` said as one the
    request meets ("as long as it's not Aspen" as "as long as it's it")."""
    words = sorted({" ".join(fold(o).split()) for o in others} - {""}, key=len, reverse=True)
    if not words:
        return folded
    names = "|".join(re.escape(w) for w in words)
    folded = re.sub(rf"\b{_UNLESS} +(it'?s|it is|es|es ist|c'est|ce soit|sea) +(?={names})",
                    r"as long as \1 not ", folded)  # fmt: skip
    folded = re.sub(rf"\b{_UNLESS} +(?=(?:on +)?(?:{names}))", "as long as not ", folded)

    def said_met(m: re.Match[str]) -> str:
        verb = (
            "is "
            if m.group("isnt")
            else next((g + " " for g in m.group("fr", "ne", "es") if g), "")
        )
        return f"{m.group('lead')}{verb}it"

    return re.sub(_NOT_OTHER.format(others=names), said_met, folded)


#: A room or day ruled out with no "if" ("Go ahead, but not Atrium", "Yes, just not Atrium",
#: "anything but Atrium is fine", "Sure, except Atrium", "Ja, aber nicht Atrium", "Oui, mais pas
#: Atrium", "Sí, pero no Atrium"): where only rooms and days in ``{others}`` follow, the request
#: meets it as it meets "as long as it's not Atrium" (outside tester 26). A phrase that names
#: what is booked ("anything but Atrium") becomes "it"; an aside ("but not Atrium") goes where
#: its clause ends there (not "but not Atrium, Cedar is better", "not Aspen or it", "not
#: Atrium?").
_EXCLUDED = (
    r"(?:^|(?<=[ ,;:\u2013\u2014(-]))(?:(?P<thing>(?:(?:any|every)\w*(?: (?:room|one|other room))? "
    r"(?:but|other than|except(?: for)?)|(?:alles|todo|tout) (?:ausser|menos|sauf)) +{room})|"
    # ... and in Italian, Dutch, Portuguese and Swedish: "Sì, ma non mercoledì", "Ja, maar niet
    # woensdag", "Sim, mas não na quarta", "Ja, men inte onsdag" (answers51)
    r"(?:(?:but|just|only|aber|nur|mais|pero|solo|ma|maar|mas|men) )?(?:not|nicht|pas|no|non|niet|"
    r"nao|inte|except(?: for)?|excluding|other than|apart from|without|ausser|ohne|excepto|salvo|"
    r"menos|sin|sans|sauf|tranne|eccetto|behalve|exceto|utom|"
    # ... by a verb that keeps away from it ("ok, skip Wednesday", "sure, avoid Maple" to a
    # Tuesday, Cedar request: answers53; the asked day or room skipped is no other's)
    r"avoid(?:ing)?|skip(?:ping)?|leav(?:e|ing) out|evit(?:a|e|ar|are|ez)|vermeid(?:e|en|et)?|"
    r"vermijd|undvik) +"
    r"{room}(?: +(?:though|tho|either|please|pls|bitte|por favor|s'il vous plait))?"
    r"(?= *(?:[.!;)]|$|, *(?:thanks|thank you|cheers|please|pls|danke|bitte|merci|gracias)\b)))"
)
#: The rooms or days of an exclusion, one or several ("Atrium or Maple", "Monday, Wednesday or
#: Friday": a comma only in a list a conjunction closes, as "not Monday, Wednesday" may correct
#: one day to another), each maybe with "the" or "on".
_ROOMS_LISTED = (
    r"(?:(?:the|on|in|a|la|le|el|am|au|der|die|das|den|dem|il|op|na|no|pa|for|fur|pour|para|per|voor)[ -]+)?(?:{others})(?:(?: *, *(?:(?:the"
    r"|on) +)?(?:{others}))*,? +(?:or|nor|oder|ou|o|ni|and|und|y|et) +(?:(?:the|on|am|le|el) +)?"
    r"(?:{others}))*(?![\w'-])"
)


def _excluded(folded: str, others: tuple[str, ...]) -> str:
    """``folded`` without the phrases that rule out only rooms or days in ``others`` (see
    :data:`_EXCLUDED`): "go ahead, but not atrium" as "go ahead", "anything but atrium is
    fine" as "it is fine"."""
    words = sorted({" ".join(fold(o).split()) for o in others} - {""}, key=len, reverse=True)
    if not words:
        return folded
    names = "|".join(re.escape(w) for w in words)

    def said(m: re.Match[str]) -> str:
        return "it" if m.group("thing") else ""

    room = _ROOMS_LISTED.format(others=names)
    dropped = re.sub(_EXCLUDED.format(room=room), said, folded)
    return " ".join(re.sub(r"\s+([,.;:!?)])", r"\1", dropped).split()).strip(" ,;:-")


#: Spanish and Portuguese "no" before the verb negates ("siempre que no sea it"), where the
#: Portuguese "no" after it is "in the" ("desde que seja no it").
_NO_VERB = LazyPattern(r"\b(?:no|nao) +(?:sea|es|este|esta|sera|fuera|seja|e|esteja|for)\b")


def drop_met(said: str, compared: str, others: tuple[str, ...] = ()) -> str:
    """``compared`` (an answer as :func:`arena.wording.facts.compare` says it) without the
    conditions the request meets, one that opens the answer read as "yes" ("Only if it's Aspen");
    ``said``, the answer as written, tells a condition ``compare`` rewrote from one written so
    ("yes, if it's it" and "yes, if it is." are no restatement). ``others``: the rooms and days
    the answer rules out that are not the request's, so a condition against them is met too."""
    folded, original = " ".join(fold(compared).split()), " ".join(fold(said).split())
    conditioned = _not_others(folded, others)
    folded = _excluded(conditioned, others)  # "go ahead, but not Atrium" (outside tester 26)

    def met(m: re.Match[str]) -> str:
        clause = folded[m.start() : m.end() + 2].rstrip()  # with the mark that ends it
        if clause in original or not re.search(r"\bit\b|\bis *$|'s *$", m.group()):
            return m.group()
        if _NO_VERB.search(m.group()):
            return m.group()  # "siempre que no sea Cedar" to a Cedar request: against it
        return "yes" if not folded[: m.start()].strip(" ,;:") else ""

    kept = _MET.sub(met, folded)
    only = _ONLY_IT.sub(lambda m: m.group() if m.group() in original else "", kept)
    if only != kept:  # "yes, but only it" as "yes"
        kept = " ".join(re.sub(r"\s+([,.;:!?)])", r"\1", only).split()).strip(" ,;:-")
    return compared if kept == folded == conditioned else kept


#: Words after "without" and its kin that exclude nothing from the booking ("without delay",
#: "sans problème", "ohne Weiteres", "sin duda").
_NOTHING_LEFT_OUT = (
    r"(?:(?:any|a|an|the slightest|further|aucune?|ningun[ao]?|jegliche[nm]?|irgendwelche|jeden?) ){0,2}"
    r"(?:delay|doubt|question|hesitation|hesitating|problems?|issues?|ado|fuss|reservations?|"
    r"conditions?|worries|worry|objections?|hitch|fail|strings|probleme?|zweifel|frage|weiteres|"
    r"umstande|bedenken|einwand|einwande|verzogerung|problemas?|dudas?|objecion|objeciones|falta|"
    r"demora|retraso|souci|soucis|doute|hesiter|faute|reserve|delai|objections?)"
)
#: A yes that leaves something out ("yes w/o Aspen", "sure, except Cedar", "ja, ohne Aspen"): with
#: the request unknown, what it leaves out may be the room asked for, so it is no plain yes.
#: (With the request known, :func:`arena.wording.facts.compare` says its room as "it" and
#: :data:`CHANGE_RE` reads "without it".)
EXCLUSION_RE = LazyPattern(
    r"\b(?:without|minus|sans|ohne|sin|sauf|ausser|excepto|salvo|except(?:ing)?(?: for)?|"
    r"excluding|but not|just not|other than|save for|apart from|(?:any|every)[a-z]*(?: [a-z]+)? but)\s+"
    rf"(?!(?:{_NOTHING_LEFT_OUT}|that|this|those|these)\b)[a-z0-9]"
)


#: An open condition just before a fact ("as long as it's for 6", "if it seats six"): the
#: request's own head count there is said as "it", so :func:`drop_met` reads the condition as met
#: (outside tester 27c: "yes as long as it's for 6" to a 6-person request read unclear).
_OPEN_IF = LazyPattern(rf"(?:^|[\s,;:(\u2013\u2014-])(?:{_MET_IF})\s[^,.;:!?]*$")


def condition_open(before: str) -> bool:
    """Whether ``before`` (an answer up to a fact) ends inside a condition's clause."""
    return bool(_OPEN_IF.search(fold(before)))


#: A condition that the meeting be on a weekday ("if it's on a weekday", "as long as it's a
#: workday"), met by a request for Monday to Friday (outside tester 27c).
_WEEKDAY_IF = LazyPattern(
    rf"(\b(?:{_MET_IF}) +(?:it'?s|it is|it'?s on|it is on|on) +)(?:an? +)?"
    r"(weekday|work ?day|working day|business day)\b",
    re.I,
)
_WORKDAYS = frozenset(("monday", "tuesday", "wednesday", "thursday", "friday"))


def weekday_met(answer: str, asked_days: set[str]) -> str:
    """``answer`` with a weekday condition said as the request's own day, where that day is one
    (Monday to Friday): "yes if it's on a weekday" to a Tuesday request reads "… on tuesday"."""
    day = next(iter(asked_days)) if len(asked_days) == 1 else ""
    if day not in _WORKDAYS:
        return answer
    return _WEEKDAY_IF.sub(lambda m: m.group(1) + day, answer)
