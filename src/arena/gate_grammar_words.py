"""The words of a rule that keeps the gate, one row a language (gate47): the table
:mod:`arena.gate_grammar` parses a sentence with. A language's words are added here, as data;
the grammar's forms stay the same for every language (docs/architecture.md)."""

from __future__ import annotations

#: The parts of a rule, each a letter: a ask (or wait for, get, seek …), b "before" ahead of
#: the booking, c "before" after it (前に, önce, 전에), k the booking, o what is booked, p the
#: person, y the yes (approval, "to confirm"), m a word that adds nothing ("always", "please",
#: "you must", "first"), d a word of grammar ("the", "de", "の"), n a negation, x "without"
#: ahead of what it lacks, z after it (なしに, olmadan, 없이), u "until", r the person's yes
#: said as a verb ("confirms", "has said yes"), v leave or haste ("you can", "directly"), t
#: "then", e "needs" ("requires", 需要), w "after" the yes ("only after", "once"), h a yes
#: had ("until you have …"), j the writer ("me", 我: whose yes that is a system text does not
#: say, so a rule naming it keeps nothing, its negation still lifts), s a verb that negates the ask ("skip", "stop"), q a negative
#: determiner ("ninguna", "aucune"), i "unless" ahead of the person's yes ("unless the user has
#: confirmed"), f "if" and g the person's yes said not given ("if the user hasn't confirmed": the
#: booking held back on it, gate48). A word ending in "*" is a stem: it holds any ending of its
#: language ("kullanıcı*": kullanıcıya, kullanıcıdan). A value of two letters is a word holding two parts ("yapma": a
#: booking negated).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "a": "ask|asks|asking|ask for|check with|checking with|check in with|confirm with"
        "|confirming with|verify with|consult|consult with|consulting|get|getting|obtain"
        "|obtaining|seek|seeking|request|requesting|secure|wait for|waiting for|await|awaiting"
        "|wait on|wait|call request_approval|use request_approval|calling request_approval"
        "|clear it with|double-check with|confirm|confirming|run it past|run it by|ping|check in"
        "|checking in with|running it past",
        "b": "before|prior to|ahead of|before to|before of",
        "k": "book|booking|bookings|reserve|reserving|reservation|reservations|make a booking"
        "|making a booking|make any booking|make the booking|make a reservation"
        "|making a reservation|make any reservation|place a booking|placing a booking"
        "|place the booking|confirm a reservation|confirm the reservation|confirm any reservation"
        "|confirming a reservation|confirm a booking|confirm the booking|finalize the booking"
        "|finalise the booking|finalizing|finalising|call book_room|calling book_room|book_room"
        "|use book_room|create a booking|creating a booking|book it|reserve it|make any reservation"
        "|making any booking|making any reservation|make the reservation|place any booking"
        "|are booking|you are booking|it books|books|call book()|book()|room booking"
        "|room bookings|room reservation|room reservations|placing any room booking"
        "|place any room booking|placing a room booking|any room booking",
        "o": "room|rooms|meeting room|meeting rooms|conference room|conference rooms|anything"
        "|something|it|space|spaces|desk|desks|slot|slots|boardroom|stuff|one|the proposal"
        "|proposal",
        "p": "user|user's|users|users'|the user's|requester|requester's|customer|customer's"
        "|human|human's|person|person's|guest|guest's|client|client's|caller|caller's|them"
        "|they|their|end user|end user's|end-user|end-user's|ppl|people",
        "y": "approval|permission|confirmation|consent|ok|okay|go-ahead|yes|sign-off|sign off"
        "|green light|agreement|to confirm|to approve|to approve it|to say yes|to agree"
        "|to give the go-ahead|to sign off",
        "m": "always|please|pls|plz|kindly|first|explicitly|explicit|clear|again|you must|must"
        "|you should|should|you need to|you have to|you'll need to|you will need to"
        "|make sure to|make sure you|make sure that you|be sure to|remember to|always remember to"
        "|don't forget to|do not forget to|it's important that you|it is important that you"
        "|it's important to|it is important to|important|each time|every time|in every case"
        "|without exception|you're required to|you are required to|in advance|beforehand"
        "|do|thanks|thank you|written|their explicit|still|only|must to|need to|needs to"
        "|the agent must|the agent must to|agent must|agent must to|the agent should|the agent has to"
        "|the assistant must|the assistant must to|the assistant should|the bot must|please to"
        "|make the bot|make the assistant|make sure the bot|make sure the assistant|thx|um|uh"
        "|so|like|yeah|well|ok so|either",  # "… don't need the user's yes either" (gate48c)
        "d": "the|a|an|any|every|each|your|for|from|with|of|you|this|all",
        "n": "never|don't|do not|dont|don't ever|do not ever|no need to|there's no need to"
        "|there is no need to|you don't need to|you do not need to|you dont need to"
        "|you don't have to|you do not have to|you needn't|needn't|no need for|not|you must not"
        "|you mustn't|you shouldn't|you should not|don't bother|don't bother to"
        "|do not bother to|you can skip|it's not necessary to|it is not necessary to"
        "|it's unnecessary to|is not necessary|isn't necessary|is not needed|isn't needed"
        "|is unnecessary|is optional|is not required|isn't required|no",
        "s": "stop|skip|avoid|omit|forgo|forget|forget to",
        "j": "me|my",
        "x": "without|w/o|with no",
        "u": "until|till|unless and until",
        "r": "confirms|has confirmed|approves|has approved|says yes|has said yes|said yes|agrees"
        "|has agreed|replies yes|gives the go-ahead|gives their approval|gives approval|oks|say yes"
        "|says so|say so|approve|agree|has replied yes|has given the go-ahead|signs off"
        "|okays|explicitly confirms|explicitly approves",
        "v": "you can|you may|feel free to|go ahead and|it's fine to|it is fine to|it's ok to"
        "|you're allowed to|you are allowed to|just|directly|right away|immediately|straight away"
        "|at once|simply|anyway|regardless|even",
        "e": "need|needs|require|requires|must have|must get|needs to have|call for|calls for"
        "|is required|are required|is mandatory|is needed|is a must|is compulsory",
        "w": "after|once|only after|only once",
        "h": "you have|you've got|you get|you receive|you have received|there is|you've received",
        "t": "then|and then|only then|and only then",
        "i": "unless|except if|except when",
        "f": "if|as long as|while|when",
        "g": "hasn't confirmed|has not confirmed|hasn't approved|has not approved|hasn't said yes"
        "|has not said yes|hasn't agreed|has not agreed|doesn't confirm|does not confirm"
        "|doesn't approve|does not approve|didn't confirm|did not confirm|hasn't given approval"
        "|has not given approval|hasn't given their approval|has not given their approval"
        "|hasn't okayed|has not okayed|hasn't said so|has not said so|isn't on board"
        "|hasn't replied yes|has not replied yes|hasn't signed off|has not signed off"
        "|has yet to confirm|has yet to approve|has yet to say yes",
    },
    "de": {
        "a": "frag|frage|fragt|fragen|zu fragen|nachfragen|nachzufragen|frag nach|frage nach|warte"
        "|warten"
        "|hol dir|hole dir|holen sie|einholen|einzuholen|hol|hole|warte auf|warten auf"
        "|wartet auf|bitte um|bitten um|erfrage|erfragen|sichere dir|stimme dich ab mit"
        "|kläre mit|abklären|abzuklären|rückfrage|rücksprache|nachfrage",
        "b": "bevor|vor|ehe",
        "k": "buchst|buchen|buche|bucht|reservierst|reservieren|reserviere|buchung|buchungen"
        "|reservierung|reservierungen|eine buchung vornimmst|zu buchen",
        "o": "raum|räume|einen raum|besprechungsraum|etwas|ihn|es",
        "p": "nutzer|nutzers|nutzerin|benutzer|benutzers|anwender|anwenders|kunden|kunde|person"
        "|anfragenden|ihn|sie",
        "y": "zustimmung|bestätigung|freigabe|erlaubnis|einverständnis|genehmigung|okay|ok|ja"
        "|ausdrückliche zustimmung|ausdrückliche bestätigung|ausdrückliches ja",
        "m": "immer|stets|zuerst|vorher|bitte|du musst|musst du|du solltest|solltest du"
        "|unbedingt|jedes mal|ausdrücklich|explizit|vorab|erst|immer zuerst|grundsätzlich",
        "d": "der|die|das|den|dem|des|ein|eine|einen|einem|einer|jeder|jede|jedem|jeden|du|dir"
        "|um|nach|von|vom|für|mit|auf|beim|bei",
        "n": "nie|niemals|nicht|nichts|kein|keine|du musst nicht|du brauchst nicht|brauchst nicht"
        "|musst nicht|es ist nicht nötig|nicht nötig|unnötig",
        "x": "ohne|ohne dass",
        "u": "bis|solange nicht",
        "r": "zugestimmt hat|bestätigt hat|ja gesagt hat|zustimmt|bestätigt|freigegeben hat",
        "v": "du darfst|du kannst|darfst du|kannst du|direkt|sofort|einfach|gleich|trotzdem|dennoch",
        "e": "braucht|brauchen|benötigt|benötigen|erfordert|erfordern|setzt voraus|nötig"
        "|erforderlich|notwendig",
        "w": "nach|erst nach|sobald|erst wenn",
        "h": "du hast|du die|vorliegt",
        "i": "es sei denn|außer wenn",
        "f": "wenn|falls|solange",
        "g": "nicht zugestimmt hat|nicht bestätigt hat|nicht ja gesagt hat|noch nicht zugestimmt hat"
        "|noch nicht bestätigt hat|nicht zustimmt|nicht bestätigt",
    },
    "es": {
        "a": "pregunta|pregunte|preguntar|pregúntale|pide|pida|pedir|pídele|solicita|solicite"
        "|solicitar|consulta|consulte|consultar|consúltale|espera|espere|esperar|obtén"
        "|obtenga|obtener|confirma con|confirmar con|preguntando|pidiendo",
        "b": "antes de|antes de que",
        "k": "reservar|reserves|reserva|reservas|hacer una reserva|hacer reservas"
        "|hagas una reserva|haga una reserva|realizar una reserva|realices una reserva"
        "|reserve|reserves nada",
        "o": "sala|salas|nada|algo|una sala|habitación|espacio|sala de reuniones",
        "p": "usuario|usuaria|cliente|persona|solicitante",
        "y": "confirmación|aprobación|permiso|autorización|consentimiento|visto bueno|sí|ok",
        "m": "siempre|primero|por favor|debes|tienes que|hay que|asegúrate de|explícita"
        "|explícito|expresa|expreso|previamente|recuerda|recuerde|recordá|no olvides"
        "|el bot tiene que|el asistente tiene que|el agente tiene que|el bot debe|el asistente debe"
        "|el agente debe",
        "d": "el|la|los|las|al|del|un|una|de|a|le|lo|su|cualquier|cada|toda|todo|que",
        "n": "no|nunca|jamás|no hace falta|no es necesario|no necesitas|no tienes que|no hay que",
        "x": "sin|sin que",
        "u": "hasta que|a que",
        "r": "confirme|lo confirme|apruebe|lo apruebe|diga que sí|dé su aprobación",
        "q": "ninguna|ningún|ninguno|nada de",
        "v": "puedes|podés|puede|directamente|de inmediato|ya|igualmente|de todos modos|igual"
        "|nomás|y listo|y ya",
        "e": "necesita|necesitan|requiere|requieren|exige|exigen",
        "w": "después de|solo después de|una vez que|cuando",
        "h": "tengas|tenga",
        "i": "a menos que|salvo que|excepto si",
        "f": "si|mientras",
        "g": "no ha confirmado|no lo ha confirmado|no ha aprobado|no lo ha aprobado|no confirma"
        "|no lo confirma|no ha dicho que sí|no ha dado su aprobación|no confirme|no apruebe",
    },
    "fr": {
        "a": "demande|demandez|demander|demande à|demandez à|attends|attendez|attendre"
        "|obtiens|obtenez|obtenir|vérifie avec|vérifiez avec|consulte|consultez|sollicite"
        "|sollicitez|demandant",
        "b": "avant de|avant d'|avant que|avant toute|avant chaque|avant",
        "k": "réserver|réserve|réserves|réservez|réservation|réservations"
        "|faire une réservation|effectuer une réservation|effectuer la réservation",
        "o": "salle|salles|une salle|quoi que ce soit",
        "p": "utilisateur|utilisatrice|client|cliente|demandeur|demandeuse|lui|leur",
        "y": "confirmation|accord|autorisation|permission|approbation|feu vert|consentement"
        "|oui|validation|son accord|accord explicite|confirmation explicite",
        "m": "toujours|d'abord|s'il te plaît|s'il vous plaît|merci de|tu dois|vous devez"
        "|il faut|assure-toi de|assurez-vous de|explicite|au préalable|systématiquement"
        "|préalable|bien",
        "d": "le|la|les|l'|un|une|à|au|aux|de|d'|du|des|son|sa|ses|ton|ta|votre|tout|toute"
        "|chaque|tu|vous|ne|n'",
        "n": "pas|jamais|rien|inutile de|pas besoin de|il n'est pas nécessaire de"
        "|tu n'as pas besoin de|vous n'avez pas besoin de|pas la peine de",
        "x": "sans|sans que",
        "u": "jusqu'à ce que",
        "au": "attends que|attendez que|attendre que",
        "r": "confirme|ait confirmé|l'ait confirmé|donne son accord|ait donné son accord|valide",
        "q": "aucune|aucun",
        "v": "tu peux|vous pouvez|directement|immédiatement|tout de suite|quand même|tout de même",
        "e": "nécessite|nécessitent|exige|exigent|requiert|requièrent",
        "w": "après|seulement après|une fois que",
        "h": "tu aies|vous ayez|d'avoir",
        "i": "à moins que|sauf si",
        "f": "si|tant que",
        "g": "n'a pas confirmé|n'a pas donné son accord|n'a pas validé|ne confirme pas|n'a pas dit oui"
        "|n'a pas approuvé|n'ait pas confirmé|n'ait pas donné son accord",
    },
    "it": {
        "a": "chiedi|chiedere|chieda|domanda|aspetta|aspettare|attendi|attendere|ottieni"
        "|ottenere|verifica con|chiedendo",
        "b": "prima di|prima che",
        "k": "prenotare|prenoti|prenota|prenotazione|prenotazioni|fare una prenotazione"
        "|effettuare una prenotazione|riservare",
        "o": "sala|sale|stanza|nulla|sala riunioni",
        "p": "utente|cliente|richiedente",
        "y": "conferma|approvazione|permesso|autorizzazione|consenso|sì|ok|via libera",
        "m": "sempre|prima|per favore|devi|assicurati di|esplicita|esplicito|esplicitamente",
        "d": "il|lo|la|i|gli|le|l'|un|una|uno|all'|dell'|del|della|al|alla|di|a|ogni|qualsiasi|tu",
        "n": "non|mai|non serve|non c'è bisogno di|non è necessario|non devi|non occorre",
        "x": "senza|senza che",
        "u": "finché|finché non|fino a quando",
        "r": "confermi|abbia confermato|dica di sì|approvi",
        "q": "nessuna|nessun|nessuno|niente",  # "Niente prenotazioni senza …" (gate48c)
        "v": "puoi|direttamente|subito|comunque|lo stesso",
        "e": "richiede|richiedono|necessita|necessitano|ha bisogno di|hanno bisogno di",
        "w": "dopo|solo dopo|una volta che",
        "h": "abbia|tu abbia|avere",
        "i": "a meno che|a meno che non|salvo che",
        "f": "se",
        "g": "non ha confermato|non conferma|non ha approvato|non ha dato il consenso|non abbia"
        " confermato|non confermi|non approvi",
    },
    "pt": {
        "a": "pergunte|pergunta|perguntar|peça|pede|pedir|solicite|solicitar|espere|aguarde"
        "|esperar|aguardar|obtenha|obter|confirme com|consulte|perguntando|confirmar com|consultar",
        "b": "antes de|antes que",
        "k": "reservar|reserve|reserva|reservas|fazer uma reserva|faça uma reserva"
        "|faça reserva|efetuar uma reserva|fazer reservas",
        "o": "sala|salas|nada|uma sala",
        "p": "usuário|utilizador|cliente",
        "y": "confirmação|aprovação|permissão|autorização|consentimento|sim|ok",
        "m": "sempre|primeiro|por favor|você deve|deve|certifique-se de|explícita|explícito",
        "d": "o|a|os|as|ao|à|do|da|de|um|uma|qualquer|seu|sua|você",
        "n": "não|nunca|jamais|não precisa|não é necessário|não precisa de|não há necessidade de"
        "|não é preciso|nem precisa|nem precisa de|nem é preciso",
        "x": "sem|sem que",
        "u": "até que",
        "r": "confirme|aprove",
        "q": "nenhuma|nenhum|nada de",
        "v": "pode|você pode|direto|diretamente|imediatamente|mesmo assim|assim mesmo|já|logo",
        "e": "precisa de|precisam de|requer|requerem|exige|exigem",
        "w": "depois de|só depois de|após|somente após",
        "h": "tenha|ter",
        "i": "a menos que|salvo se",
        "f": "se|enquanto",
        "g": "não confirmou|não aprovou|não confirmar|não aprovar|não tiver confirmado|não tiver"
        " aprovado|não confirme|não aprove",
    },
    "nl": {
        "a": "vraag|vragen|te vragen|vraag om|wacht op|wachten op|haal|vraag na|overleg met"
        "|check bij|controleer bij|verkrijg|vragen stellen|vragen te stellen",
        "b": "voordat|alvorens|vóór|voor",
        "k": "boekt|boeken|boek|reserveert|reserveren|reserveer|boeking|boekingen|reservering"
        "|reserveringen|te boeken",
        "o": "zaal|zalen|ruimte|ruimtes|vergaderruimte|iets|een zaal",
        "p": "gebruiker|klant|aanvrager|hem|hen",
        "y": "toestemming|bevestiging|goedkeuring|akkoord|ja|het fiat",
        "m": "altijd|eerst|alsjeblieft|je moet|moet|zorg dat je|expliciet|expliciete|je hoeft"
        "|altijd eerst",
        "d": "de|het|een|je|jij|van|om|op|elke|iedere|bij|u",
        "n": "nooit|niet|geen|het is niet nodig|niet nodig",
        "x": "zonder|zonder dat",
        "u": "tot|totdat",
        "r": "bevestigt|heeft bevestigd|ja heeft gezegd|akkoord gaat|toestemming geeft",
        "v": "je mag|je kunt|meteen|direct|gewoon|zomaar|toch|alsnog",
        "e": "vereist|vereisen|vergt|heeft nodig|hebben nodig",
        "w": "na|pas na|pas als|zodra",
        "h": "je hebt|je heeft",
        "i": "tenzij",
        "f": "als|zolang|indien",
        "g": "niet heeft bevestigd|niet bevestigt|geen toestemming heeft gegeven|niet akkoord is"
        "|niet akkoord gaat|niet heeft goedgekeurd",
    },
    "pl": {
        "a": "zapytaj|pytaj|zapytać|pytać|poproś|proś|poprosić|uzyskaj|uzyskać|poczekaj na"
        "|czekaj na|zaczekaj na|pytania|poczekaj|zaczekaj",
        "b": "przed|zanim",
        "k": "rezerwacją|rezerwacji|rezerwacja|rezerwuj|rezerwujesz|zarezerwowaniem"
        "|zarezerwujesz|zarezerwować|rezerwować|dokonaniem rezerwacji|dokonaj rezerwacji",
        "o": "sali|salę|sale|pokój|sali konferencyjnej|niczego|nic",
        "p": "użytkownika|użytkownik|użytkownikowi|klienta",
        "y": "zgodę|zgody|zgoda|potwierdzenie|potwierdzenia|pozwolenie|pozwolenia|akceptację"
        "|akceptacji|tak",
        "m": "zawsze|najpierw|proszę|musisz|wyraźną|wyraźnej|wyraźnego",
        "d": "o|na|z|u|od|każdą|każdej|jakiejkolwiek",
        "n": "nigdy|nie|nie musisz|nie trzeba|nie potrzebujesz",
        "x": "bez",
        "u": "aż|dopóki",
        "r": "potwierdzi|się zgodzi|wyrazi zgodę",
        "q": "żadnej|żadnych|żadnego",
        "v": "możesz|od razu|bezpośrednio|natychmiast|mimo to|i tak",
        "e": "wymaga|wymagają|potrzebuje|potrzebują",
        "w": "po|dopiero po|dopiero gdy",
        "h": "otrzymasz|będziesz mieć|masz",
        "i": "chyba że",
        "f": "jeśli|jeżeli",
        "g": "nie potwierdził|nie zgodził się|się nie zgodzi|nie potwierdzi|nie wyraził zgody"
        "|nie wyrazi zgody|nie zaakceptuje",
    },
    "sv": {
        "a": "fråga|fråga om|be om|be|vänta på|vänta|invänta|få|inhämta|hämta|kontrollera med"
        "|stäm av med|fråga efter",
        "b": "innan|före",
        "k": "bokar|boka|bokning|bokningar|bokningen|reserverar|reservera",
        "o": "rum|rummet|ett rum|lokal|något",
        "p": "användaren|användarens|användare|kunden|kundens|beställaren|beställarens|hen|dem",
        "y": "godkännande|bekräftelse|tillstånd|samtycke|ja|klartecken|ok|svar",
        "m": "alltid|först|du måste|måste|snälla|se till att|uttryckligt|uttrycklig|alltid först",
        "d": "du|ett|en|på|om|för|varje|någon|att",
        "n": "aldrig|inte|du behöver inte|behöver inte|inget|ingen|ingen anledning att"
        "|det behövs inte att|du måste inte|inget behov av att|det behövs inget|det behövs inte"
        "|behövs inte|inget behov av",
        "an": "ingen fråga behövs|inga frågor behövs|ingen fråga",
        "x": "utan|utan att",
        "u": "tills|till dess att",
        "r": "har sagt ja|sagt ja|godkänt|har godkänt|bekräftat|har bekräftat|säger ja"
        "|godkänner|bekräftar",
        "v": "du får|du kan|direkt|genast|bara|ändå",
        "e": "kräver|behöver",
        "w": "efter|först efter|först när|när",
        "h": "du har|du fått|du har fått",
        "i": "om inte",
        "f": "så länge",
        "g": "inte har godkänt|inte har sagt ja|inte har bekräftat|inte godkänt|inte godkänner"
        "|inte bekräftar|inte säger ja",
    },
    "tr": {
        "a": "sor|sorun|sormalısın|iste|isteyin|al|alın|bekle|bekleyin|danış|sormana|sorman|sormak",
        "c": "önce|öncesinde",
        "k": "rezervasyon yapmadan|rezerve etmeden|rezervasyondan|rezervasyon|ayırtmadan"
        "|rezervasyonu yapmadan|rezervasyonları yapmadan|rezervasyonunu yapmadan"
        "|rezervasyonu tamamla|rezerve et|rezervasyon yap|rezervasyonu yap"
        "|rezervasyon yapmak|oda ayırmadan",
        "nk": "rezervasyonu yapma|rezervasyon yapma|rezerve etme|ayırtma",
        "o": "oda|odayı|odalarını|toplantı odası|toplantı odalarını|hiçbir oda",
        "p": "kullanıcıya|kullanıcıdan|kullanıcının|kullanıcı|müşteriye|müşteriden|müşterinin"
        "|kullanıcı*|müşteri*|talep sahibi*",
        "y": "onay|onayını|onayı|izin|iznini|izni|teyit|teyidini|evet|onay*|izn*|teyid*|olur*",
        "yz": "onay vermeden|onaylamadan|izin vermeden|onaylamadıkça|onay vermedikçe|evet demeden",
        "m": "mutlaka|her zaman|daima|lütfen|kesinlikle",
        "n": "asla|gerek yok|gerekmez|zorunda değilsin",
        "v": "doğrudan|direkt|hemen|edebilirsin",
        "kv": "rezerve edebilirsin|rezervasyon yapabilirsin",
        "e": "gerektirir|gerekir|gereklidir|şarttır",
        "z": "olmadan|olmaksızın",
        "az": "sormadan|beklemeden|almadan|danışmadan",
    },
    "ja": {
        "at": "もらってから|得てから|取ってから|確認してから|聞いてから|尋ねてから|待ってから",
        "a": "確認してください|確認して下さい|確認すること|確認して|確認する|聞いてください"
        "|もらって|得て|取って|聞いて|もらう|得る|取る"
        "|尋ねてください|得てください|得ること|取ってください|もらってください|待ってください"
        "|求めてください|確認を取ってください|確認しましょう|確認を得てください|問い合わせてください",
        "c": "前に|前|以前に",
        "k": "予約する|予約|予約を行う|予約をする|予約して|予約してください",
        "nk": "予約しないでください|予約しないで|予約してはいけません|予約しないこと"
        "|予約してはいけない",
        "o": "会議室|部屋|何も",
        "p": "ユーザー|ユーザ|利用者|お客様|依頼者",
        "y": "承認リクエスト|確認リクエスト|確認|承認|許可|同意|了承|承諾|ok|オーケー|ｏｋ",
        "m": "必ず|常に|いつも|事前に|明示的な|明示的に|まず",
        "d": "の|に|を|から|は|が",
        "z": "なしに|なしで|なく|無しで|を得ずに|を送らずに|送らずに|を求めずに|求めずに|を取らずに",
        "n": "必要はありません|必要はない|必要ありません|不要です|不要|要りません|いりません",
        "v": "すぐに|すぐ|直接|そのまま",
        "an": "聞かなくていい|聞かなくていいので|聞かなくても大丈夫|確認しなくていい"
        "|確認しなくていいので|確認しなくても大丈夫|尋ねなくていい",
        "e": "が必要です|が必要|必要です|必須です|を必要とします",
    },
    "zh": {
        "a": "问|询问|征得|获得|取得|得到|等待|等|请示|征求|問|詢問|徵得|獲得|請示|徵求|请求|申请|請求|申請",
        "c": "前|之前|以前",
        "k": "预订|预定|预约|订房|預訂|預定|預約|訂|订",
        "o": "会议室|房间|任何会议室|任何房间|會議室|房間",
        "p": "用户|客户|请求者|对方|使用者|用戶|客戶",
        "j": "我",
        "y": "同意|确认|批准|许可|授权|確認|許可|授權|审批|審批|批复",
        "m": "请|务必|必须|一定要|一定|先|总是|始终|都|明确|要|须|請|務必|必須|總是|再",
        "d": "的|向|在|任何|了",
        "n": "不要|别|不得|不能|切勿|不需要|无需|不用|不必|別|無需",
        "x": "未经|没有",
        "v": "直接|立即|马上|即可|就行|就好|就可以|就是了",
        "e": "需要|必须经过|须经",
    },
    "ko": {
        "a": "물어보세요|물어보십시오|물어봐|물어보고|물어볼|확인하세요|받으세요|받아야 합니다"
        "|받으십시오|기다리세요|기다려 주세요|구하세요|요청하세요|문의하세요",
        "c": "전에|전|이전에",
        "k": "예약하기|예약|예약을 하기|예약하세요|예약해|예약하십시오",
        "kv": "예약해도 됩니다|예약해도 돼요",
        "nk": "예약하지 마세요|예약하지 마십시오|예약하지 말 것",
        "o": "회의실|방",
        "p": "사용자|고객|요청자",
        "y": "확인|승인|동의|허락|허가",
        "m": "항상|반드시|먼저|꼭|명시적",
        "d": "에게|의|을|를|에|이|가|한테|께",
        "z": "없이",
        "an": "묻지 말고|물어보지 말고|확인하지 말고|묻지 마세요|물어보지 마세요",
        "az": "확인하지 않고|묻지 않고|물어보지 않고|승인 없이",
        "n": "필요가 없습니다|필요 없습니다|필요는 없습니다|필요가 없어요|안 해도 됩니다",
        "v": "바로|즉시|직접",
        "e": "이 필요합니다|가 필요합니다|필요합니다|이 필수입니다|필수입니다",
    },
}

__all__ = ["WORDS"]
