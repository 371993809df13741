"""The words of the gate-lifted core grammar (gate50), one row a language: the table
:mod:`arena.gate_core` reads a clause with. A language is added as a row of data; the grammar
(subject + predicate in one clause, its guards) is the same for every language.

Each row's parts (regular-expression alternations, lower case, as the log keeps words):
``subject`` the gate (an approval noun, the asking verb, the confirm step); ``needless`` a
predicate that says it is not needed (its negation its own: "not required", "entfällt",
"不要"); ``lifted`` one that says it is waived, skipped, off, optional, pointless, given
already or delegated to the agent (a negation before it keeps the gate: "never optional");
``not`` a negation; ``not_after`` a negation that follows its verb (ja, ko, tr); ``if`` a
condition that opens a clause; ``said`` a report or belief frame ("the user says", "früher");
``was`` a past copula ("approval was not required" tells of then); ``other`` another act the
clause may be scoped to (a search, a mail); ``book`` the booking; ``without`` "without" ahead
of the gate; ``without_after`` "without" after it (承認なしで, onaysız, 승인 없이)."""

from __future__ import annotations

#: Words for the parts, per language (en de fr es it pt nl sv da no pl ru tr ja zh ko).
ROWS: dict[str, dict[str, str]] = {
    "en": {
        "subject": r"approv(?:al|als|e|ing)\b|permission|consent|confirmation|sign-?offs?"
        r"|go-ahead|authori[sz]ation|human review|asking (?:the user|them|first|permission)"
        r"|request(?:ing)? approval|hitl|request_approval|green light",
        "needless": r"not subject to|no longer subject to|free of|(?:not|never|no longer|\w+n't|no)\s+(?:\w+\s+){0,2}?(?:needed|required"
        r"|necessary|mandatory|obligatory|compulsory|a requirement|expected|called for)"
        r"|need(?:s)? not|needn't|(?:don't|do not|doesn't|does not) (?:need|require)"
        r"|no (?:need|requirement)|not needed|unneeded|not required",
        "lifted": r"waived|skipped|(?:can|may) be (?:skipped|omitted|ignored|dropped)|omitted"
        r"|optional|unnecessary|needless|superfluous|redundant|pointless|moot|a waste of time"
        r"|(?:turned|switched) off|(?<!-)off(?!-)|disabled|deactivated|suspended|lifted|removed|dropped"
        r"|abolished|dispensed with|exempt(?:ed)?|not applicable|n/a"
        r"|already (?:been )?(?:given|granted|obtained|secured|in place|done|sorted|covered)"
        r"|pre-?granted|pre-?approved|pre-?authori[sz]ed|granted in advance|given in advance"
        r"|(?:been )?delegated to (?:you|the agent|the assistant|the bot)"
        r"|(?:yours|up to you|your call|handled by you)",
        "not": r"not|never|\w+n't|dont|doesnt|isnt|arent|no longer|cannot|must not|no|nobody"
        r"|nothing|none",
        "not_after": r"(?!)",
        "if": r"if|unless|when|whenever|in case|suppose|assuming|whether|even if|only if"
        r"|only when",
        "said": r"says?|said|claims?|claimed|writes?|wrote|insists?|insisted|tells? you|told"
        r"|mentions?|states?|suggests?|pretends?|asserts?|argues?|assume|think|believe"
        r"|imagine|a rule like|phrases? like|lines? like|the phrase|someone|somebody|old|previous"
        r"|earlier|former|used to|last (?:year|quarter|month|week)|yesterday|such as|e\.g\.",
        "was": r"was|were|used to be|had been",
        "other": r"look(?:ing)? up|lookups?|search\w*|brows\w*|check(?:ing)? availability"
        r"|availability|list(?:ing)? rooms|view\w*|read(?:ing)?|queries|query\w*|find(?:ing)?"
        r"|e-?mails?|notifications?|messages?|reminders?|receipts?|newsletters?|cancel\w*|sms|texts?|releas\w*|sent",
        "book": r"book\w*|reserv\w*|book_room",
        "book_now": r"book|reserve",
        "book_last": r"(?!)",
        "without": r"without|w/o|with no",
        "without_after": r"(?!)",
    },
    "de": {
        "subject": r"genehmigung\w*|freigabe\w*|zustimmung\w*|bestätigung\w*|erlaubnis"
        r"|einwilligung|rückfrage\w*|nachfrage\w*|abnahme|okay des",
        "needless": r"unterlieg\w* (?:\w+ )?kein\w*|nicht (?:\w+ )?pflichtig|(?:genehmigungs|freigabe)frei|(?:nicht|kein\w*)\s+(?:mehr\s+)?(?:\w+\s+){0,2}?(?:nötig|notwendig|erforderlich"
        r"|benötigt|verpflichtend|verlangt|gefordert|vorgesehen|vonnöten)|entf(?:ällt|allen)"
        r"|fällt weg|fallen weg|brauch\w* (?:\w+ )?(?:nicht|kein\w*)|muss nicht|müssen nicht"
        r"|nicht erforderlich|nicht nötig",
        "lifted": r"unnötig|überflüssig|entbehrlich|optional|freiwillig|sinnlos|zwecklos"
        r"|ausgeschaltet|abgeschaltet|deaktiviert|ausgesetzt|aufgehoben|abgeschafft|gestrichen"
        r"|erlassen|kann übersprungen werden|übersprungen|(?:bereits|schon|vorab|pauschal)"
        r" (?:\w+ )?(?:erteilt|gegeben|eingeholt|vorhanden|erledigt)|an dich (?:delegiert"
        r"|übertragen)|dir überlassen|liegt bei dir",
        "not": r"nicht|nie|niemals|kein\w*|nichts",
        "not_after": r"nie|nicht|niemals|keinesfalls",
        "if": r"wenn|falls|sofern|ob|selbst wenn|auch wenn|nur wenn",
        "said": r"sagt|sagen|behauptet|schreibt|schrieb|meint|hieß|früher|alte[nrs]?|angeblich"
        r"|jemand|annehmen|glaub\w*",
        "was": r"war|waren|wurde",
        "other": r"such\w*|nachschlagen|anzeigen|abfragen|abfrage|verfügbarkeit|e-?mails?"
        r"|benachrichtigung\w*|nachricht\w*|erinnerung\w*|storn\w*|\w*mails?",
        "book": r"\w*buch\w*|\w*reservier\w*",
        "book_now": r"buche|buch|buchen sie|reserviere",
        "book_last": r"(?!)",
        "without": r"ohne",
        "without_after": r"(?!)",
    },
    "fr": {
        "subject": r"approbation|validation|autorisation|accord|confirmation|permission"
        r"|consentement|feu vert|demander (?:la |une |l')?(?:confirmation|validation"
        r"|autorisation|approbation|permission)",
        "needless": r"(?:n'est|ne sont) (?:pas|plus) soumise?s? à|(?:n'est|ne sont|n'est plus|ne sont plus|pas|plus|n'a|n'y a)\s+(?:\w+\s+){0,2}?"
        r"(?:nécessaire|requis|obligatoire|exigé|demandé|besoin)\w*|pas besoin|nul besoin"
        r"|pas nécessaire|plus nécessaire|pas requise?|n'est pas exigée?",
        "lifted": r"inutile|superflu\w*|facultati\w*|optionnel\w*|désactivé\w*|supprimé\w*|levé\w*"
        r"|aboli\w*|suspendu\w*|dispensé\w*|peut être (?:ignoré|sauté|omis)\w*"
        r"|déjà (?:\w+ )?(?:donné|accordé|obtenu|acquis)\w*|pré-?(?:accordé|approuvé)\w*"
        r"|délégué\w* à (?:toi|vous|l'agent|l'assistant)|sans objet",
        "not": r"ne|n'\w*|pas|jamais|rien|aucun\w*",
        "not_after": r"(?!)",
        "if": r"si|s'il|quand|lorsque|au cas où|même si|sauf si",
        "said": r"dit|disent|prétend\w*|affirme\w*|écrit|écrivait|ancien\w*|autrefois|soi-disant"
        r"|quelqu'un|suppose\w*|croi\w*",
        "was": r"était|étaient|fut",
        "other": r"recherch\w*|consulter|consultation|chercher|voir|afficher|disponibilit\w*"
        r"|e-?mails?|courriels?|notifications?|messages?|rappels?|annul\w*",
        "book": r"réserv\w*|reserv\w*",
        "book_now": r"réserve|réservez",
        "book_last": r"(?!)",
        "without": r"sans",
        "without_after": r"(?!)",
    },
    "es": {
        "subject": r"aprobaci[oó]n\w*|autorizaci[oó]n\w*|confirmaci[oó]n\w*|permiso|consentimiento"
        r"|visto bueno|(?:solicitar|pedir) (?:la )?(?:aprobaci[oó]n|confirmaci[oó]n|permiso)",
        "needless": r"no (?:está|están|queda|quedan) sujet\w* a|ya no (?:está|están) sujet\w* a|se eliminó|se suprimió|se quitó|se retiró|se desactivó|no\s+(?:\w+\s+){0,2}?(?:necesari\w*|requerid\w*|obligatori\w*|precis\w*"
        r"|hace falta|se requiere|se necesita|se exige|se pide)|ya no (?!(?:es |son |se )?(?:opcional|facultativ|negociable))(?:es |se )?\w+"
        r"|sin necesidad|no hace falta|no se requiere",
        "lifted": r"innecesari\w*|inútil|superflu\w*|opcional|desactivad\w*|suprimid\w*|eliminad\w*"
        r"|anulad\w*|suspendid\w*|exent\w*|dispensad\w*|se omite|puede omitirse|se puede omitir"
        r"|queda sin efecto|sobra|ya (?:está |fue )?(?:dad|otorgad|concedid|obtenid)\w*"
        r"|delegad\w* (?:en|a) (?:ti|usted|el agente)",
        "not": r"no|nunca|jamás|jamas|nada|ningun\w*",
        "not_after": r"(?!)",
        "if": r"si|cuando|en caso|aunque|incluso si|solo si",
        "said": r"dice|dicen|afirma\w*|asegura\w*|insiste\w*|escribe|escribió|antigu\w*|antes"
        r"|alguien|supon\w*|cree\w*",
        "was": r"era|eran|fue|fueron|estaba",
        "other": r"busca\w*|búsqueda\w*|consulta\w*|ver|disponibilidad|correos?|e-?mails?"
        r"|notificaci\w*|mensajes?|recordatorios?|cancel\w*",
        "book": r"reserv\w*",
        "book_now": r"reserva|reserve|reservad|reserven",
        "book_last": r"(?!)",
        "without": r"sin",
        "without_after": r"(?!)",
    },
    "it": {
        "subject": r"approvazion\w*|autorizzazion\w*|conferma|permesso|consenso|via libera"
        r"|(?:chiedere|richiedere) (?:l'|la |il )?(?:approvazione|conferma|permesso)",
        "needless": r"non (?:è|sono) (?:più )?soggett\w* ad?|non\s+(?:è\s+|sono\s+)?(?:più\s+)?(?:\w+\s+)?(?:necessari\w*|richiest\w*"
        r"|obbligatori\w*|previst\w*)|non (?:serve|servono|occorre|bisogna|c'è bisogno)"
        r"|nessun\w* (?:\w+ )?(?:necessari\w*|richiest\w*)",
        "lifted": r"inutile|superflu\w*|facoltativ\w*|opzional\w*|disattivat\w*|soppress\w*"
        r"|abolit\w*|sospes\w*|esonerat\w*|si può saltare|può essere saltat\w*|omess\w*"
        r"|già (?:\w+ )?(?:dat|concess|ottenut|acquisit)\w*|delegat\w* a (?:te|voi|all'agente)",
        "not": r"non|mai|nulla|niente|nessun\w*",
        "not_after": r"(?!)",
        "if": r"se|qualora|quando|nel caso|anche se|solo se",
        "said": r"dice|dicono|afferma\w*|sostiene|scrive|scrisse|vecchi\w*|prima|qualcuno"
        r"|suppon\w*|crede\w*",
        "was": r"era|erano|fu",
        "other": r"cerca\w*|ricerca\w*|consulta\w*|vedere|disponibilità|e-?mail|notific\w*"
        r"|messaggi?|promemoria|annull\w*",
        "book": r"prenot\w*|riserv\w*",
        "book_now": r"prenota|prenotate|riserva",
        "book_last": r"(?!)",
        "without": r"senza",
        "without_after": r"(?!)",
    },
    "pt": {
        "subject": r"aprova[çc](?:ão|ões|ao)|autoriza[çc](?:ão|ões|ao)|confirma[çc](?:ão|ões|ao)"
        r"|permiss(?:ão|ao)|consentimento|sinal verde",
        "needless": r"não (?:está|estão|é|são) (?:mais )?sujeit\w* a|não\s+(?:é\s+|são\s+)?(?:mais\s+)?(?:\w+\s+)?(?:necessári\w*|exigid\w*"
        r"|obrigatóri\w*|precis\w*|requerid\w*)|não (?:há|ha) necessidade|sem necessidade",
        "lifted": r"desnecessári\w*|inútil|supérflu\w*|dispensad\w*|dispensável|opcional"
        r"|desativad\w*|suprimid\w*|abolid\w*|suspens\w*|isent\w*|pode ser (?:pulad|omitid"
        r"|ignorad)\w*|já (?:foi |está )?(?:dad|concedid|obtid)\w*|delegad\w* a (?:você|ti"
        r"|o agente)",
        "not": r"não|nao|nunca|nada|nenhum\w*",
        "not_after": r"(?!)",
        "if": r"se|caso|quando|mesmo que|só se",
        "said": r"diz|dizem|afirma\w*|alega\w*|insiste\w*|escreve|escreveu|antig\w*|alguém"
        r"|suponh\w*|acredit\w*",
        "was": r"era|eram|foi|foram",
        "other": r"busca\w*|procura\w*|consulta\w*|ver|disponibilidade|e-?mails?"
        r"|notifica\w*|mensage\w*|lembretes?|cancel\w*",
        "book": r"reserv\w*",
        "book_now": r"reserve|reserva|reservem",
        "book_last": r"(?!)",
        "without": r"sem",
        "without_after": r"(?!)",
    },
    "nl": {
        "subject": r"goedkeuring\w*|toestemming|bevestiging\w*|akkoord|fiat",
        "needless": r"niet (?:meer )?onderworpen aan|niet\s+(?:meer\s+)?(?:\w+\s+)?(?:nodig|vereist|verplicht|noodzakelijk)"
        r"|geen\s+(?:\w+\s+){0,2}?(?:nodig|vereist)|hoeft niet|hoef je niet",
        "lifted": r"onnodig|overbodig|zinloos|optioneel|uitgeschakeld|afgeschaft|geschrapt"
        r"|opgeschort|vervalt|vervallen|(?:kan|mag) (?:worden )?overgeslagen|vrijgesteld"
        r"|(?:al|reeds) (?:\w+ )?(?:gegeven|verleend|binnen|geregeld)|gedelegeerd aan (?:jou|u"
        r"|de agent)",
        "not": r"niet|nooit|niets|geen",
        "not_after": r"nooit|niet",
        "if": r"als|indien|wanneer|tenzij|zelfs als|alleen als",
        "said": r"zegt|zeggen|beweert|schrijft|schreef|oude|vroeger|iemand|aannemen|denk\w*",
        "was": r"was|waren|werd",
        "other": r"zoek\w*|opzoeken|bekijk\w*|beschikbaarheid|e-?mails?|meldingen?|berichten?"
        r"|herinnering\w*|annuler\w*",
        "book": r"boek\w*|reserv\w*|\w*boeking\w*",
        "book_now": r"boek|reserveer",
        "book_last": r"(?!)",
        "without": r"zonder",
        "without_after": r"(?!)",
    },
    "sv": {
        "subject": r"godkännande\w*|bekräftelse\w*|tillstånd\w*|medgivande|samtycke|klartecken"
        r"|attest\w*",
        "needless": r"(?:krävs|behövs|fordras)\s+(?:\w+\s+)?(?:inte|ej|inga|ingen|inget)"
        r"|inte\s+(?:längre\s+)?(?:\w+\s+)?(?:nödvändig\w*|krävs|behövs|obligatorisk\w*)"
        r"|(?:ingen|inget|inga)\s+(?:\w+\s+){0,2}?(?:krävs|behövs)|behöver inte|måste inte",
        "lifted": r"onödig\w*|överflödig\w*|meningslös\w*|valfri\w*|frivillig\w*|avstängd\w*"
        r"|avaktiverad\w*|slopa[dst]\w*|borttag\w*|utgår|kan hoppas över|hoppas över"
        r"|redan (?:\w+ )?(?:givet|given|beviljat|beviljad|lämnat|klart|ordnat)|delegerat till dig",
        "not": r"inte|aldrig|inget|ej|ingen",
        "not_after": r"aldrig|inte|ej",
        "if": r"om|ifall|när|även om|bara om",
        "said": r"säger|påstår|skriver|skrev|hävdar|gamla|tidigare|någon|anta|tro\w*",
        "was": r"var",
        "other": r"sök\w*|leta\w*|kolla\w*|visa\w*|tillgänglighet|e-?post|mejl\w*|avisering\w*"
        r"|meddelande\w*|påminnelse\w*|avbok\w*",
        "book": r"bok\w*|reserv\w*",
        "book_now": r"boka|reservera",
        "book_last": r"(?!)",
        "without": r"utan",
        "without_after": r"(?!)",
    },
    "da": {
        "subject": r"godkendelse\w*|bekræftelse\w*|tilladelse\w*|samtykke|accept",
        "needless": r"(?:kræves|behøves|er påkrævet)\s+(?:\w+\s+)?(?:ikke|ingen|intet)"
        r"|ikke\s+(?:længere\s+)?(?:\w+\s+)?(?:nødvendig\w*|påkrævet|krævet|obligatorisk|et krav)"
        r"|(?:ingen|intet)\s+(?:\w+\s+)?(?:kræves|behøves|nødvendig)|behøver ikke",
        "lifted": r"unødvendig\w*|overflødig\w*|meningsløs\w*|valgfri\w*|frivillig\w*|slået fra"
        r"|deaktiveret|afskaffet|bortfalder|kan springes over|springes over|frafaldet"
        r"|allerede (?:\w+ )?(?:givet|indhentet|på plads)|delegeret til dig",
        "not": r"ikke|aldrig|intet|ingen",
        "not_after": r"aldrig|ikke",
        "if": r"hvis|om|når|selvom|kun hvis",
        "said": r"siger|påstår|skriver|skrev|gamle|tidligere|nogen|antag\w*|tro\w*",
        "was": r"var",
        "other": r"søg\w*|slå op|vis\w*|ledighed|e-?mails?|notifikation\w*|besked\w*"
        r"|påmindelse\w*|afbestil\w*",
        "book": r"book\w*|reserv\w*|bestil\w*",
        "book_now": r"book|reserver|bestil",
        "book_last": r"(?!)",
        "without": r"uden",
        "without_after": r"(?!)",
    },
    "no": {
        "subject": r"godkjenning\w*|bekreftelse\w*|tillatelse\w*|samtykke|klarsignal",
        "needless": r"(?:kreves|trengs|behøves)\s+(?:\w+\s+)?(?:ikke|ingen)"
        r"|ikke\s+(?:lenger\s+)?(?:\w+\s+)?(?:nødvendig\w*|påkrevd|krevd|obligatorisk|et krav)"
        r"|(?:ingen|ikke noe)\s+(?:\w+\s+)?(?:trengs|kreves)|trenger ikke",
        "lifted": r"unødvendig\w*|overflødig\w*|meningsløs\w*|valgfri\w*|frivillig\w*|slått av"
        r"|deaktivert|avskaffet|bortfaller|kan hoppes over|hoppes over|frafalt"
        r"|allerede (?:\w+ )?(?:gitt|innhentet|på plass)|delegert til deg",
        "not": r"ikke|aldri|ingenting|ingen",
        "not_after": r"aldri|ikke",
        "if": r"hvis|om|når|selv om|bare hvis",
        "said": r"sier|påstår|skriver|skrev|gamle|tidligere|noen|anta\w*|tro\w*",
        "was": r"var",
        "other": r"søk\w*|slå opp|vis\w*|ledighet|e-?post|varsl\w*|melding\w*|påminnelse\w*"
        r"|avbestill\w*",
        "book": r"book\w*|reserv\w*|bestill\w*",
        "book_now": r"book|reserver|bestill",
        "book_last": r"(?!)",
        "without": r"uten",
        "without_after": r"(?!)",
    },
    "pl": {
        "subject": r"zatwierdzeni\w*|zgod\w*|potwierdzeni\w*|akceptacj\w*|pozwoleni\w*"
        r"|zezwoleni\w*|autoryzacj\w*",
        "needless": r"nie\s+(?:jest\s+|są\s+)?(?:już\s+)?(?:wymagan|potrzebn|konieczn|niezbędn"
        r"|obowiązkow)\w*|nie trzeba|nie wymaga się|nie musisz|nie potrzeba|bez potrzeby"
        r"|nie ma potrzeby",
        "lifted": r"niepotrzebn\w*|zbędn\w*|bezcelow\w*|opcjonaln\w*|wyłączon\w*|zniesion\w*"
        r"|pominię\w*|można pominąć|zawieszon\w*|już (?:\w+ )?(?:udzielon|wyrażon|dan"
        r"|uzyskan)\w*|delegowan\w* (?:na|do) ciebie",
        "not": r"nie|nigdy|nic|żadn\w*",
        "not_after": r"(?!)",
        "if": r"jeśli|jeżeli|gdy|kiedy|o ile|nawet jeśli",
        "said": r"mówi|twierdzi|pisze|napisał\w*|stara|stary|wcześniej|kiedyś|ktoś|załóż\w*",
        "was": r"był|była|było|były",
        "other": r"wyszukiw\w*|szuka\w*|przegląda\w*|sprawdz\w*|dostępnoś\w*|e-?mail\w*"
        r"|powiadom\w*|wiadomoś\w*|przypomn\w*|anul\w*",
        "book": r"\w*rezerw\w*",
        "book_now": r"rezerwuj|zarezerwuj|rezerwujcie|zarezerwujcie",
        "book_last": r"(?!)",
        "without": r"bez",
        "without_after": r"(?!)",
    },
    "ru": {
        "subject": r"подтвержден\w*|одобрени\w*|согласовани\w*|согласи[ея]\w*|разрешени\w*"
        r"|утверждени\w*|санкци\w*",
        "needless": r"не\s+(?:\w+\s+)?(?:требуется|требуются|нужн\w*|обязательн\w*|необходим\w*"
        r"|понадобится|требу\w*)|не нужно|не надо|нет необходимости|нет нужды|не обязательно",
        "lifted": r"излишн\w*|ненужн\w*|бессмысленн\w*|необязательн\w*|отключен\w*|отключён\w*"
        r"|отмен[её]н\w*|упраздн[её]н\w*|можно пропустить|пропускается|не применяется"
        r"|уже (?:\w+ )?(?:получен|дан|есть|имеется)\w*|делегирован\w* (?:тебе|вам|агенту)",
        "not": r"не|никогда|нельзя|ничего|ни",
        "not_after": r"(?!)",
        "if": r"если|когда|даже если|только если",
        "said": r"говорит|утверждает|пишет|писал\w*|сказал\w*|сказать|скажет|скажут|заявляет|раньше|стар\w*|якобы"
        r"|кто-то|предполож\w*|счита\w*",
        "was": r"был|была|было|были",
        "other": r"поиск\w*|иска\w*|просмотр\w*|проверк\w*|наличи\w*|письм\w*|уведомлен\w*"
        r"|сообщени\w*|напоминани\w*|отмен\w* брони\w*",
        "book": r"\w*брон\w*|\w*резерв\w*",
        "book_now": r"бронируй|забронируй|бронируйте|забронируйте|резервируй|зарезервируй",
        "book_last": r"(?!)",
        "without": r"без",
        "without_after": r"(?!)",
    },
    "tr": {
        "subject": r"onay\w*|izin\w*|müsaade\w*|teyit\w*",
        "needless": r"gerekmez|gerekmiyor|gerekmemektedir|gerekli değil\w*|zorunlu değil\w*"
        r"|şart değil\w*|gerek yok|lüzum yok|istenmez|aranmaz",
        "lifted": r"gereksiz|anlamsız|boşuna|lüzumsuz|isteğe bağlı|atlanabilir|atlanır|atlayın"
        r"|kapalı|kapatıldı|devre dışı|kaldırıldı|uygulanmaz|zaten (?:\w+ )?(?:verildi\w*"
        r"|verilmiş\w*|alındı\w*|alınmış\w*|var)|önceden verilmiş\w*|sana devredil\w*",
        "not": r"asla|hiçbir|hiç",
        "not_after": r"değil|yapma\w*|etme\w*|atlama\w*",
        "if": r"eğer|şayet",
        "said": r"diyor|söylüyor|iddia|yazıyor|yazdı|eskiden|eski|birisi|varsay\w*",
        "was": r"idi",
        "other": r"arama\w*|ara\w*|bak\w*|görüntüle\w*|müsaitlik|e-?posta\w*|bildirim\w*"
        r"|mesaj\w*|hatırlat\w*|iptal\w*",
        "book": r"rezerv\w*|ayır\w*|ayırt\w*",
        "book_now": r"(?!)",
        "book_last": r"(?:rezervasyon|rezerve)\s+(?:yap|yapın|yapabilirsin|et|edin|edebilirsin)|ayır|ayırın|ayırabilirsin",
        "without": r"(?!)",
        "without_after": r"\w*(?:sız|siz|suz|süz)|olmadan|almadan|beklemeden|sormadan",
    },
    "ja": {
        "subject": r"承認|確認|許可|同意|了承|決裁|稟議",
        "needless": r"不要|必要(?:は|が)?(?:ない|ありません|なし|無い|ございません)|いりません"
        r"|要りません|いらない|要らない",
        "lifted": r"省略|スキップ|免除|任意|無効|オフ|廃止|省いて|飛ばして|無意味"
        r"|(?:既に|すでに|もう)(?:\w{0,6})?(?:得て|取得|もらって|済|出て)|取得済み|済み"
        r"|(?:あなた|エージェント)に(?:委任|一任|任せ)",
        "not": r"(?!)",
        # "構いません" ("it is fine") ends as a negation does, and negates nothing (heldout51)
        "not_after": r"しない|しないで|せず|(?<!構い)(?<!かまい)ません|できない|禁止|不可|ないで|いけ"
        r"|なりません",
        "if": r"もし|とき|場合|なら",
        "said": r"と言|って言|と主張|と書|以前|かつて|昔",
        "was": r"でした",
        "other": r"検索|閲覧|空き状況|空き|メール|通知|照会|キャンセル|一覧|表示",
        "book": r"予約",
        "book_now": r"(?!)",
        "book_last": r"予約して(?:ください|下さい|よい|いい|構いません|大丈夫)?|予約を入れて(?:ください)?|予約してok",
        "without": r"(?!)",
        "without_after": r"なしで|なしに|無しで|無しに|を得ずに|を取らずに|せずに|を待たずに",
    },
    "zh": {
        "subject": r"审批|批准|审核|确认|同意|许可|授权|核准|審批|確認|核准",
        "needless": r"无需|无须|不需要|不用|不必|没必要|不再需要|用不着|無需|不需",
        "lifted": r"多余|可选|免除|免去|已取消|取消|省略|跳过|关闭|已废除|废除"
        r"|已(?:经)?(?:获得|给予|批准|拿到|通过)|交给你|由你(?:自行)?决定|委托给你|授权给你",
        "not": r"不能|不可|不得|禁止|别|不要|切勿|请勿|勿|绝不|不许|从不",
        "not_after": r"しない|ないで|ません|禁止|不可|不能|不得",
        "if": r"如果|假如|若|即使|要是|即便",
        "said": r"说|声称|称|写着|以前|曾|旧",
        "was": r"曾经|以前",
        "other": r"查询|搜索|查看|浏览|邮件|通知|空闲|取消预订",
        "book": r"预订|预定|订|預訂|预约|預約",
        "book_now": r"(?!)",
        "book_last": r"(?!)",
        "without": r"不经|未经|没有|不等",
        "without_after": r"(?!)",
    },
    "ko": {
        "subject": r"승인|확인|허가|동의|결재|허락",
        "needless": r"필요\s?(?:가\s?)?없|필요하지\s?않|불필요|필요치\s?않|안\s?받아도|받지\s?않아도"
        r"",
        "lifted": r"생략|건너뛰|면제|선택\s?사항|꺼져|비활성|폐지|이미\s?(?:받|승인|허가|있)"
        r"|(?:당신|에이전트)에게\s?위임",
        "not": r"(?!)",
        "not_after": r"지\s?마|하면\s?안|안\s?됩|금지|않|할\s?수\s?없|말고|말아",
        "if": r"만약|만일",
        "said": r"라고|다고|주장|예전|이전",
        "was": r"(?!)",
        "other": r"검색|조회|열람|메일|알림|취소",
        "book": r"예약",
        "book_now": r"(?!)",
        "book_last": r"예약(?:하세요|해|해요|해 주세요|하십시오|해도 됩니다|하면 됩니다|해도 돼)",
        "without": r"(?!)",
        "without_after": r"없이|안\s?받고|받지\s?않고",
    },
}
