"""A yes the person reports rather than gives: someone else's ("HR approved", "HR: approved",
"Approved (by HR)", "Dana says yes"), one still to come ("Sam might approve") or one given
before, for another occasion ("Approved last week", "We approved it last time").

None of these is the person's own yes to this booking, so the answer reader
(:mod:`arena.wording.answers`) reads a yes beside one as unclear — unless the person adds their
own yes after it ("HR approved, so go ahead", "My manager approved it, go ahead", "HR has
approved the budget, so yes from me too": outside tester 10; a yes already given, not "Dana
approves. Go ahead.") or says the approver is them
("approved by the department head (me)"). A yes to come never lets the rest decide.

A yes said on someone's word ("From Ravi: yes, go ahead", "Per Ravi: go ahead.", "According to
Ravi, yes.", "Laut Ravi: ja", "Selon Ravi : oui", 'Forwarded: "Yes" — from Ravi'), a name with
only a 👍 ("Ravi: 👍") and a group's vote ("The team voted yes") are someone else's too (outside
tester 27b): the whole sentence is theirs, so only a yes in a sentence after it is the person's.
So is a yes the person only heard of ("apparently it's approved", "I heard it's fine").
"""

from __future__ import annotations

from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.hedges import APPROVES_LATER_RE, SOMEONE_ELSE_RE

_DAYS = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_PERIOD = rf"(?:week|month|year|time|quarter|sprint|meeting|night|{_DAYS})"
_WHEN_BEFORE = (
    rf"(?:last {_PERIOD}|yesterday|the other day|previously|earlier|in the past|back then|"
    r"a while (?:ago|back)|(?:a|an|one|two|three|four|a few|few|several|\d+) "
    r"(?:days?|weeks?|months?|years?) ago|before(?= *(?:[.,;!)]|$)))"
)
_YES_DONE = (
    r"(?:approved|okayed|ok'?d|signed off(?: on)?|agreed(?: to)?|authori[sz]ed|cleared|"
    r"confirmed|gave (?:it |the )?(?:ok|okay|go-?ahead|green light))"
)
#: A yes given before: "Approved last week", "We approved it last time", "Last time we approved
#: it", "previously approved" (not "Approved, same as last time": that is a yes now).
PAST_RE = LazyPattern(
    rf"\b{_YES_DONE}(?: (?:it|this|that|one|them|the same(?: one)?|the booking|the room|"
    rf"a similar one))?(?: (?:already|once|back|too|also))? {_WHEN_BEFORE}"
    rf"|\b(?:last {_PERIOD}|yesterday|previously) (?:[a-z]+ )?(?:already )?{_YES_DONE}\b"
    # a yes said to be given already, with no one's own to go with it ("Already approved.",
    # "it's already been signed off": outside tester 30a)
    rf"|\balready (?:been )?{_YES_DONE}\b"
)
_ROLES = (
    r"(?:(?:my|our|the|your) )?(?:hr|finance|legal|facilities|management|manager|boss|ceo|cfo|"
    r"coo|cto|cio|vp|director|committee|board|admin|security|procurement|compliance|"
    r"accounting|payroll|ops|operations|it|supervisor|team ?lead|lead|head|department|dept|"
    # people who are not the approver either (outside tester 33: "Answer from your assistant: yes")
    r"assistant|pa|ea|secretary|deputy|colleague|co-?worker|client|customer|team|teammates?|"
    r"partner|wife|husband)"
)
#: Labels that say what follows, not who: "Decision: approved", "Re: booking".
_LABELS = (
    r"(?:decision|status|answer|verdict|response|reply|result|outcome|update|subject|re|fwd?|note|"
    r"ps|p\.s|me|mine|text|approval|booking|request|room|summary|tl;?dr|edit|final|conclusion|short answer|"
    r"yes|yeah|ok|okay|sure|fine|approved|confirmed|great|perfect|good|go ahead|"
    # the person's own words as speech-to-text or a chat wrote them ("Transcript: yes please",
    # "Voicemail: go ahead": answers39, read as a yes of someone named Transcript)
    r"transcript|transcription|transcribed|voicemail|dictated|dictation|message|msg|comments?)"
)
#: Someone else's yes as a label: "HR: approved", "My boss: ok", and a name opening the answer,
#: "Dana: approved" (not "Decision: approved", "Me: yes").
_LABELLED_YES = (
    r" *: *[\"\u201c'\u2018]? *(?:has |have |already )*(?:approved|approves|accepted|okayed|ok'?d|ok|okay|yes|signed off|agreed|"
    r"fine|go ahead|cleared)\b"
)
ROLE_COLON_RE = LazyPattern(
    rf"(?:^|[.;!?\n(]) *{_ROLES}{_LABELLED_YES}|^ *(?!{_LABELS} *:)[a-z]+{_LABELLED_YES}"
    # "Ravi: 👍", "HR: ✅": a name or role and a colon before only an emoji (read apart, gone here)
    rf"|^ *(?!{_LABELS} *:)[a-z]+ *: *$"
)
#: Someone else's say-so: "Dana says yes", "My boss said it's fine", "Jane says: yes, go ahead",
#: "Lee writes: approved", "Jane's answer: yes", "my boss says go" (answers35's held-out), and
#: anything they said in quotes ('Jane said "yes, go ahead"'); not "I said yes" (red team 14).
SAID_YES_RE = LazyPattern(
    r"(?<!\bi )(?<!\bwe )\b[a-z]+ (?:says|said|writes|wrote|replied|answered|responded) *"
    r"(?:: *(?:yes|ok|okay|go ahead|fine|sure|approved|agreed|book it)\b[^.!?\n]*|:? *\"[^\"]*\"|"
    r":? *['\u2018][^'\u2019]*['\u2019]|"
    r"(?:yes|ok|okay|go ahead|go for it|go|book it|sure|approved|fine|(?:it|that|this)(?: is|'s|s) "
    r"(?:fine|ok|okay|good|alright|all right|a go|good to go|a yes|all good))\b)"
    # "Ravi says 👍": only an emoji after it (read apart, gone here)
    r"|\b(?!(?:i|we)\b)[a-z]+ (?:says|said|writes|wrote|replied|answered|responded) *:? *$"
    r"|\b(?!(?:my|our)\b)[a-z]+'s (?:answer|reply|response|words|message|decision|thumbs[- ]?up|vote|"
    r"verdict|take|view|opinion|call|suggestion|recommendation|advice|draft|proposal) *: *"
    r"(?:yes|ok|okay|go ahead|fine|sure|approved|agreed|book it)\b"
    # someone else's opinion of it: "Tom thinks it's fine", "my boss reckons yes" (answers37:
    # each approved); not "I think it's fine" nor "that feels fine"
    r"|\b(?!(?:i|we|it|that|this|which|all|everything)\b)[a-z]+ (?:thinks|thought|"
    r"reckons|reckoned|feels|felt|believes|believed|figures|guesses|supposes) +(?:so|yes|ok|okay|"
    r"go|fine|sure|(?:it|that|this)(?: is|'s|s| would be| will be|'ll be|'d be) (?:fine|ok|okay|good|"
    r"alright|all right))\b"
    # someone else's agreement after the yes: "yes, that's fine by Sam", "yes, OK with Dana"
    # (answers51: each approved, where "Sam is fine with it" reads unclear); not "fine by me",
    # "fine with it", "fine with the room"
    r"|\b(?:fine|ok|okay|good|alright|all right|cool) (?:by|with) (?!(?:me|us|myself|ourselves|it|"
    r"that|this|those|these|them|the|a|an|my|our|your|everything|all|both|you|either|any|u|ya|yall|"
    r"booking|bookings|reservation|reserving|going|proceeding|"
    r"whatever|whichever|which|what|me too)\b)[a-z]+\b *(?:[.!,;]|$)"
)
#: Someone else's say-so in the other languages read (outside tester 29a: each approved and
#: booked): "Oui, Maria dit que c'est bon", "Sí, el jefe dice que sí", "Ja, der Chef sagt ja",
#: "Ja, Maria hat ja gesagt", "Sì, Maria ha detto di sì", "Sim, a Maria disse que sim", "Ja,
#: Maria zei ja": a verb of saying after anyone but the person ("je dis", "ich sage", "ik zei",
#: "c'est dit" are theirs, and so are "j'ai dit", "je te l'ai dit", "comme dit", "déjà dit", "como
#: disse": regress29).
SAID_ELSEWHERE_RE = LazyPattern(
    r"\b(?!(?:i|we|je|j|ich|wir|yo|io|eu|ik|wij|nous|noi|nos|nosotros|c|ce|cela|ca|est|tout|"
    r"ai|comme|como|come|wie|zoals|deja|gia|schon|"
    r"already|ja|si|sim|oui|yes|no|non|nein|nee|niet|nicht|nao|not|pas)\b)[a-z]+ "
    r"(?:dit|a dit|disait|dice|dicen|dijo|dijeron|ha dicho|decia|sagt|sagte|sagten|meint|meinte|ha detto|hanno detto|diceva|diz|dizem|disse|disseram|"
    r"falou|zegt|zei|zeiden|heeft gezegd)\b"
    r"|\b(?!(?:ich|wir)\b)[a-z]+ (?:hat|haben) (?:[a-z]+ ){0,3}gesagt\b"
    # the verb first, as Italian and Spanish put it: "Sì, dice il capo che va bene", "Sí, dice Ana"
    r"|(?:^|[,.;:!?] *)(?:dice|dicono|ha detto|dijo|disse|diz|dit|zegt|zei|sagt|sagte|meint) +"
    r"(?:(?:il|la|lo|el|le|der|die|das|de|het|o|a|mein|meine|mon|ma|mi|il mio|la mia) +)?"
    r"(?!(?:che|que|dass|dat|di|de|si|mir|me|moi|mi|nous|uns|ons|us|you|tu|toi|ti|te)\b)[a-z]+"
    # someone else agreeing, the verb's own person saying it is not the person ("Oui, mon chef est
    # d'accord", "Ja, der Chef findet es gut", "Sí, mi jefe está de acuerdo": answers37, each
    # approved; "c'est d'accord", "ich finde es gut", "estoy de acuerdo" are the person's own)
    r"|(?<!c')(?<!c )\b(?!(?:c|ce|ca|cela|tout|ok)\b)[a-z]+ est d'accord\b"
    r"|\b(?!(?:ich|wir|es|das)\b)[a-z]+ (?:findet|finden) (?:es|das) (?:gut|ok|okay|in ordnung)\b"
    r"|\b(?!(?:ich|wir)\b)[a-z]+ (?:ist|sind) einverstanden\b"
    r"|\b(?!(?:yo|nosotros)\b)[a-z]+ (?:esta|estan) de acuerdo\b"
    r"|\b(?!(?:ik|wij|we)\b)[a-z]+ (?:vindt|vinden) het (?:goed|prima|ok)\b"
    # ... or with no subject at all, as Italian, Spanish and Portuguese may: "Sì, dice che va bene"
    r"|(?:^|[,.;:!?] *)(?:dice|dicono|ha detto|dijo|dicen|disse|diz|dizem) +(?:che|que|di si)\b"
)
#: Words that are no one whose word a yes is said on: "as per your request", "according to me".
_NO_SOURCE = (
    r"(?:the|your|my|our|this|that|these|me|you|us|myself|request|plan|policy|calendar|schedule|"
    r"usual|normal|above|below|email|mail|deine?m?|ihre?m?|mir|moi|vous|toi|ta|ton|votre|mi|tu|su)"
)
#: The yes words a source may follow ("ja, laut Chef"), folded.
_YES_WORD = r"(?:yes|yeah|yep|ok|okay|sure|fine|approved?|ja|jawohl|oui|si|sim|jawel|claro|certo)"
#: A yes said on someone's word: "From Ravi:", "Per Ravi:", "According to Ravi,", "Laut Ravi:",
#: "Selon Ravi :", "Según Ravi,", "Volgens Ravi:", "Forwarded:", "— from Ravi" at the end, and a
#: group's vote ("the team voted yes", "the committee voted in favour").
#: What follows "for" after "sent", "posting this" and the like where it says why, or for whom
#: among the person's own, not whose yes it is ("yes, written for clarity", "posted for everyone
#: to see", "posting this for visibility", "replying for both meetings": regress34).
_PURPOSE = (
    r"(?!(?:me|myself|us|you|yourself|now|the|a|an|both|all|everyone|everybody|each|visibility|"
    r"clarity|reference|processing|approval|confirmation|review|transparency|context|tracking|"
    r"awareness|information|info|later|today|tomorrow|my own|our own)\b)"
)
SOURCE_RE = LazyPattern(
    rf"(?:^|[.!?\n\"(]) *(?:(?:message|reply|answer|note|word|update|response) +)?"
    rf"(?:from|per|as per|according to|laut|gemass|selon|d'apres|segun|de parte de|secondo|"
    rf"volgens|van|quoting|on behalf of|via|relaying(?: from)?|passing on(?: from)?) +"
    rf"(?!{_NO_SOURCE}\b)[a-z]+(?: +[a-z]+)? *[:,\u2013\u2014-]"
    r"|(?:^|\n) *(?:fwd?|fw|forwarded(?: message)?|weitergeleitet|transfere|reenviado) *:"
    rf"|(?:[\u2013\u2014(\"]|--?) *(?:from|per|via|von|de) +(?!{_NO_SOURCE}\b)[a-z]+(?: +[a-z]+)? *\)? *[.!]* *$"
    # ... or straight after the yes it passes on ("yes from Dana", "approved per Kim"; not "yes
    # from me", "ok from here", "yes from all of us": outside tester 30a)
    rf"|\b(?:yes|yeah|yep|ok|okay|sure|fine|approved?|go ahead|green light),? +(?:from|per|via|"
    rf"according to|says|said) +"
    rf"(?!(?:{_NO_SOURCE}|here|all|both|everyone|everybody|now)\b)[a-z]+(?: +[a-z]+)? *[.!]* *$"
    # ... or named after the yes in other words ("yes, Sam says so", "yes, my boss said so", "ja,
    # laut Chef", "sí, según el jefe", "sì, secondo il capo", "sim, segundo o chefe", "ja, volgens
    # de baas": regress51, each approved, and "Genehmiger: ja, laut Chef" since the role label is
    # passed over); not "yes, I said so", "ja, laut und deutlich", "volgens mij", "secondo me",
    # "según lo acordado", "sì, secondo piano"
    rf"|\b{_YES_WORD}(?: *[,\u2013\u2014-] *| +)(?:(?:(?:my|our|the|his|her|their) +)?(?!(?:i|we|you|it|"
    r"that|this|everyone|everybody|all|who|calendar|schedule|system|policy|list|app|tool)\b)[a-z]+ +"
    r"(?:says|said) +so"
    r"|(?:laut|gemass|selon|d'apres|segun|volgens|secondo +(?=(?:il|la|lo|l'|i|gli|le|mio|mia) )|"
    r"segundo +(?=(?:o|a|os|as|meu|minha) ))\b *(?!(?:mir|mij|moi|me|mi|mim|uns|ons|nous|noi|nos|"
    r"dir|jou|je|toi|vous|tu|te|ti|voce|usted|you|"
    r"nosotros|und|en|et|y|e|lo|los|las|plan|planning|plano|piano|programma|programa|"
    r"afspraak|afgesproken|previsto|acordado|hablado|combinado|previsto|accord|convenu|prevu)\b)"
    r"(?:[a-z']+ +)?[a-z]+)(?= *(?:[.!;\n]|$))"
    # ... or the person's manager ("per my manager, go ahead", "Answer from my boss: ok": outside
    # tester 32), whose word it is, not the person's
    rf"|(?:^|[.!?\n\"(]) *(?:(?:message|reply|answer|note|word|update|response) +)?(?:from|per|as per|"
    rf"according to|on behalf of) +(?:my|our|the|his|her|their|your|a|an) +(?:[a-z]+ +)?{_ROLES} *"
    r"[:,\u2013\u2014-]"
    # ... or in brackets before the yes: "(from Kim) yes", "(per finance) ok" (outside tester 33)
    rf"|^\W*\( *(?:from|per|via|on behalf of) +(?!{_NO_SOURCE}\b)[a-z]+(?: +[a-z]+)? *\)"
    # ... or written for someone or on their device ("sent on Jane's behalf", "Tom here, on
    # Jane's phone: yes", "sent by my assistant": held-out tester 33)
    r"|\bon +(?!(?:my|our)\b)[a-z]+'?s? +behalf\b"
    r"|\b(?:from|on|using) +(?!(?:my|our)\b)[a-z]+'s +(?:phone|mobile|laptop|account|computer|device)\b"
    rf"|\b(?:sent|written|typed) +by +(?:my|our|his|her|their|the|a|an) +(?:[a-z]+ +)?{_ROLES}\b"
    # ... or by someone named, or for someone ("yes, typed by Tom", "posting this for Ana",
    # "yes (relaying for Kim)", "yes, writing for my boss", "yes — Jane's assistant": outside
    # tester 34): the yes is passed on, not given
    r"|\b(?:sent|written|typed|posted|entered|submitted|relayed|keyed in) +"
    rf"(?:by +(?!(?:me|myself|us|you)\b)|for +{_PURPOSE})[a-z]+"
    r"|\b(?:posting|writing|typing|sending|answering|replying|responding|relaying|speaking) +"
    rf"(?:this +|it +|that +)?(?:for +{_PURPOSE}|on behalf of +(?!(?:me|myself|us)\b))[a-z]+"
    r"|\b(?!(?:my|our|your)\b)[a-z]+'s +(?:assistant|pa|secretary|deputy|ea)\b"
    # ... or drafted by someone or a bot ("Suggested by Copilot: yes", "Copilot drafted this reply:
    # yes", "AI-generated reply: yes": fixes38c)
    r"|\b(?:suggested|drafted|generated|recommended|proposed|composed|auto-?generated|auto-?drafted) +"
    r"by +(?:(?!(?:me|myself|us|you|the|a|an|this|that|my|our|your|system|agent)\b)[a-z]+|"
    r"(?:the|my|our|an?) +(?:ai|bot|chatbot|copilot|chatgpt|gpt|llm|assistant|autocomplete)\b)"
    r"|\b(?:ai|bot|copilot|chatgpt|gpt|llm|auto|machine)(?:[- ]?(?:generated|drafted|written|"
    r"composed)|-suggested)\b"
    r"|\b(?!(?:i|we)\b)[a-z]+ +(?:drafted|wrote|generated|suggested|composed|proposed) +(?:this|the|"
    r"a|an|my|that) +(?:reply|answer|response|message|text|email)\b"
    # ... or said over the phone: "Jo on the phone: yes"
    r"|(?:^|[.!?\n]) *(?!(?:me|i|we)\b)[a-z]+ +(?:on|over|via|by) +(?:the +)?(?:phone|text|sms|email|"
    r"e-mail|slack|teams|chat|call|whatsapp|dm) *:"
    # "I was told to say yes", "Jane said to tell you yes", "Jane told me it's fine": someone
    # else's yes passed on (outside tester 34)
    r"|\b(?:i was|i'?ve been|i'?m|we were|we'?ve been|i got) +told +to +(?:say|tell|answer|reply|"
    r"give|approve|confirm|okay|ok)\b"
    r"|\b(?!(?:i|we)\b)[a-z]+ +(?:said|says|asked|wants|wanted) +(?:me +|us +)?to +(?:tell|say|"
    r"let) +(?:you|yes|ok|okay)\b"
    r"|\b(?!(?:i|we|you)\b)[a-z]+ +told +(?:me|us) +(?:that +)?(?:it'?s|it is|this is|that'?s|"
    r"it was|we'?re|we are|you can|you could|to go|go)\b"
    # "Ravi told me to say yes": an instruction to pass on someone's yes
    r"|\b(?!(?:i|we)\b)[a-z]+ (?:told|asked) (?:me|us) to (?:say yes|approve|okay|ok|confirm|"
    r"go ahead|book it|tell you (?:yes|to go ahead))\b"
    r"|(?<!\bi )(?<!\bi've )\b(?:voted|vote was|votes were|(?<!\bmy )(?<!\bour )vote is) +(?:unanimously +)?"
    r"(?:yes|yea|aye|in favou?r|for it|to (?:approve|go ahead|book)|ja|oui|si)\b"
    # ... and a group's vote in the other languages read, as "The team voted yes" (answers51:
    # "Notre équipe a voté oui", "Das Team hat mit Ja gestimmt", "El equipo votó sí", "A equipe
    # votou sim", "Het team heeft ja gestemd" each approved); "j'ai voté oui" is the person's
    r"|\b(?:a|ont|avons|avez) vote (?:oui|pour)\b"
    r"|\b(?:hat|haben) (?:mit )?(?:ja|dafur) gestimmt\b|\bstimmten? (?:mit )?ja\b"
    r"|(?<=[a-z] )(?<!\bmi )(?<!\byo )vot(?:o|aron|amos) (?:que )?(?:si|a favor)\b"
    r"|\bha(?:nno)? votato (?:si|a favore)\b|\bvot(?:ou|aram|amos) (?:sim|a favor)\b"
    r"|\b(?:heeft|hebben) (?:ja|voor) gestemd\b|\bstemden? (?:ja|voor)\b"
    # "Dana's vote's yes", "Sam's answer is yes": someone else's, by name (regress50: approved,
    # where "Dana's vote is yes" read unclear); not "let's vote yes", "my vote's yes"
    r"|\b(?!(?:my|our|let|it|that|what|there|here|who|he|she)'s)[a-z]+'s +(?:final +)?(?:vote|"
    r"answer|reply|response|decision|verdict|word) *(?:'s|is|was|=|:)? +(?:a +)?(?:yes|yea|aye|ok|"
    r"okay|approved?|go|ja|oui|si|sim)\b"
)
#: Someone else's vote or reaction, chat style (outside tester 31a: each approved and booked):
#: "Dana reacted 👍", "+1 from Sam", "👍 from Sam" (the emoji read apart, gone here), "Sam gave it
#: a 👍", "Sam is a yes", "Sam -> yes", "<Dana> yes", "[Dana] Approved", "Dana (via Slack): yes",
#: "poll result: yes", "Dana is approving", "Approval granted by Dana"; not "I'm a yes", "+1 from
#: me", "That's a yes", "[x] approve".
REACTION_RE = LazyPattern(
    r"\b(?!(?:i|we)\b)[a-z]+ (?:reacted|reacts|upvoted|thumbed (?:it )?up)\b"
    r"|^\W*reacted(?: to (?:a|an|the|your|this|that) message)? *[.!]* *$"
    r"|\b(?!(?:i|we)\b)[a-z]+ (?:has|have) accepted *[.!]* *$"
    r"|^\W*(?:\+ ?1|lgtm|yes|approved?|ok|okay)?\W*from (?!(?:me|us|my|our|here|all|both|everyone|"
    r"everybody|now|it|home|work|office|the office|phone|mobile)\b)[a-z]+\W*$"
    r"|\b(?!(?:i|we)\b)[a-z]+ (?:gave|gives|has given) (?:it |this |that )?(?:a |an )?\W*$"
    r"|^\W*(?!(?:i|we|it|that|this|what|which|here|there|mine|answer|decision|verdict|vote|response|"
    r"reply|result|everything|all|who|he|she)\b)[a-z]+(?:'s| is) (?:a |an )?(?:yes|yea|aye)\b"
    r"|^\W*(?!(?:it|ok|okay|yes|re|fwd?|note|answer|decision|status|verdict|result|approval|booking|"
    r"room|request|me|mine)\b)[a-z]+ *(?:->|=>|\u2192) *(?:yes|approved?|"
    r"ok|okay|go ahead|lgtm|sure)\b"
    r"|^\W*<[a-z]{2,}> *\S|^\W*\[(?!(?:x|approve|approved|yes|ok|okay|deny|denied|no|external)\])"
    r"[a-z]{2,}\] *(?:yes|approved?|ok|okay|sure|lgtm|go ahead)\b"
    r"|\b[a-z]+ \((?:via|on|from) [a-z]+\) *:"
    # a name and a role before the yes: "Dana (manager): approved" (outside tester 32)
    r"|^\W*(?!(?:me|i|it)\b)[a-z]+ \((?!me\b|myself\b)[a-z ]{2,30}\) *[:\u2013\u2014-]"
    r"|\b(?:poll|survey|straw poll|vote count|team vote)(?: results?| outcome)? *: *(?:yes|approved?|ok)\b"
    r"|\b(?!(?:i|we)\b)[a-z]+ (?:is|are) (?:approving|signing off|okaying)\b"
    r"|\b(?:approval|go-?ahead|ok|okay|sign-?off) (?:granted|given) by (?!(?:me|myself|us)\b)[a-z]+"
    # a name and an arrow before only an emoji, or a role with only one ("Kim → ✅", "finance 👍":
    # the emoji read apart, gone here; outside tester 33)
    r"|^\W*(?!(?:it|ok|okay|yes|me|i)\b)[a-z]+ *(?:->|=>|\u2192) *$"
    r"|^ *(?:(?:my|our|the) )?(?:hr|finance|legal|facilities|management|procurement|compliance|"
    r"accounting|payroll|security|ops|the board|board|committee) *$"
)
#: A yes the person has only heard of: "apparently it's approved", "I heard it's fine",
#: "supposedly it was signed off" (outside tester 33): hearsay, not their own yes.
HEARSAY_RE = LazyPattern(
    r"\b(?:apparently|supposedly|reportedly|allegedly|(?:i'?ve |i )?heard(?: that)?|"
    r"rumou?r (?:has it|is)|word is|i'?m told|i was told|they say) *,? *(?:(?:it|this|that) *"
    r"(?:'s|is|was|has|had|s)? *)?(?:been )?(?:already )?(?:approved|fine|ok|okay|a go|cleared|"
    r"signed off|agreed|good to go|a yes)\b"
    # the hearsay word beside a bare yes ("apparently yes", "yes, apparently": held-out answers37)
    r"|\b(?:apparently|supposedly|reportedly|allegedly) *,? *(?:yes|yep|yeah|sure|ok|okay|go ahead)\b"
    r"|\b(?:yes|yep|yeah|sure|ok|okay) *,? *(?:apparently|supposedly|reportedly|allegedly)\b"
    # ... or beside someone's view ("Apparently Nina's happy for it to go ahead": answers38)
    r"|\b(?:apparently|supposedly|reportedly|allegedly) *,? *(?!(?:i|we)\b)[a-z]+(?:'s| is| was| are) +"
    r"(?:happy|fine|ok|okay|good|on board|cool|alright|keen)\b"
    # "apparently we got the ok", "I hear we have the green light"
    r"|\b(?:apparently|supposedly|reportedly|i hear|i heard|i'?m told) *,? *(?:we|they|you) *"
    r"(?:'ve|have|had|got|'ve got|have got) (?:the )?(?:ok|okay|go-?ahead|green light|approval|"
    r"sign-?off|all clear)\b"
)
#: Where the sentence a yes said on someone's word ends: only a yes after it is the person's.
_SENTENCE_END = LazyPattern(r"[.!?\n]+ +(?=\S)")
#: Where the report's clause ends and the person may go on in their own words.
_BREAK = LazyPattern(r"[,;.:!\n\u2013\u2014]| - |\b(?:so|then|hence|therefore|thus)\b")
#: A yes already given, which the person may pass on with their own: "HR approved, so go
#: ahead". One in the present ("Dana approves", "HR says yes") or to come is theirs to give.
_DONE = LazyPattern(
    r"\b(?:approved|okayed|ok'?d|signed off|agreed|authori[sz]ed|cleared|blessed|said|gave|given|"
    r"confirmed|wrote|replied|answered|responded|told|texted|messaged|e-?mailed|mailed|suggested|"
    r"recommended|mentioned|advised|proposed|drafted|typed|posted|commented|pinged|called|phoned|"
    r"rang|whatsapped|dm'?d|slacked|signall?ed|sent|nodded|came back|got back|a dit|dijo|dicho|sagte|gesagt|detto|disse|zei|"
    r"gezegd)\b|: *(?:ok|okay|yes|fine|go ahead)\b"
)
#: The approver said to be the person answering: "approved by the department head (me)".
_IS_ME = LazyPattern(
    r"^[^,;.!]{0,40}?\((?:me|myself|that's me|that is me|i am|it's me|yours truly)\)"
)


#: Who someone is, said beside their name before what they said or did: "Sarah (my PA) says go
#: ahead", "Dana (facilities) says approved", "Sarah, my PA, says go ahead" (answers38: each
#: approved, where "Sarah says go ahead" is unclear). Set aside, the name meets the verb as the
#: patterns above read it; "(me)" is kept for :data:`_IS_ME`, and a role before a colon ("Dana
#: (manager): approved") for :data:`REACTION_RE`.
_APPOSITIVE = LazyPattern(
    r"(?<=[a-z]) *\((?!(?:me|myself|that's me|that is me|i am|it's me|yours truly|via|on|from)\b)"
    r"[a-z][a-z .&/'-]{0,30}\)(?= +[a-z])"
    r"|(?<=[a-z])(?:, +(?:my|our|his|her|their|the) +[a-z]+(?: +[a-z]+)? *,|, +(?:who|that) +[^,.;:!?]"
    r"{1,40},| *[\u2013\u2014]+ *[a-z]+(?: +[a-z]+)? *[\u2013\u2014]+| +- +[a-z]+(?: +[a-z]+)? +- +)"
    r"(?= *(?:says|said|thinks|thought|reckons|gave|has|had|is|was|approved|okayed|agreed|wrote|"
    r"replied|told|confirmed|wants)\b)"
)
#: A yes said on someone's word with no colon or comma after the source: "According to HR
#: it's fine", "Laut Jonas passt das", "Heard from Raj: yes" (answers38: each approved).
_SOURCE_BARE = LazyPattern(
    r"(?:^|[.!?\n\"(]) *(?:according to|laut|gemass|selon|d'apres|segun|secondo|volgens) +"
    rf"(?!{_NO_SOURCE}\b)[a-z]+\b"
    r"|(?:^|[.!?\n\"(]) *(?:i'?ve |i |we )?(?:just )?(?:heard|got word|had word)(?: back)? from +"
    rf"(?!{_NO_SOURCE}\b)[a-z]+\b"
)
#: The whole sentence someone else's by its label or its tag (regress55: each approved, a relay
#: kept unclear by policy): "Tom says: so go ahead and book it." (a word before the yes), "Go
#: ahead and book it, Tom says.", "Buch ihn, sagt Tom.", "Réserve-la, dit Marie."; not "I say".
#: What tells without being anyone: "yes, the calendar says so" is the person's yes.
_THINGS = (
    r"(?:calendar|schedule|system|policy|rules?|docs?|document|data|sheet|list|app|tool|forecast"
    r"|weather|numbers?|budget|plan|form|website|site|page|e-?mail|sign|clock|board|screen|wiki"
    r"|handbook|manual|contract|invoice|ticket|log|report|chart|spreadsheet)"
)
_SAYS_TAG = LazyPattern(
    r"(?:^|[.!?\n\"(]) *(?!(?:i|we|me|you|it|that|this)\b)[a-z]+(?: +[a-z]+)? +(?:says|said|writes"
    r"|wrote|replied|answered|responded|texted|messaged) *:"
    r"|, *(?!(?:i|we|me|you|it|that|this|which|who)\b)(?!(?:the +|my +|our +)?" + _THINGS + r"\b)"
    r"[a-z]+(?: +[a-z]+)? +(?:says|said|writes|wrote"
    r"|thinks|reckons)(?: so)? *[.!]* *$"
    r"|, *(?:says|said|writes|wrote|sagt|meint|schreibt|dice|dijo|dit|a dit|zegt|zei|disse|diz) +"
    rf"(?!{_NO_SOURCE}\b)[a-z]+(?: +[a-z]+)? *[.!]* *$"
)
#: Someone else's opinion that the booking should go ahead: "My manager thinks we should book
#: it", "Tom feels we should go ahead" (answers38), as "Tom thinks it's fine" is (answers37).
_THINKS_GO = LazyPattern(
    r"\b(?!(?:i|we|it|that|this|which|all|everything)\b)[a-z]+ (?:thinks|thought|reckons|reckoned|"
    r"feels|felt|believes|believed|says|said) +(?:that +)?(?:we|you|i) +(?:should|can|could|may|"
    r"ought to|must) +(?:go ahead|book|take|grab|go for|approve|proceed)\b"
    # ... or wants it booked: "Tom wants you to book it", "Our CEO wants it booked" (answers38)
    r"|\b(?!(?:i|we|you)\b)[a-z]+ (?:wants|wanted|would like|'d like|needs|asked) +(?:(?:you|us|me) +to "
    r"+(?:go ahead|book|reserve|take|grab|approve|proceed)|(?:it|this|that|the room) +(?:booked|"
    r"reserved))\b"
)

#: Words that open a clause but say no one who answered: "Yes, as suggested: go ahead", "Booking
#: confirmed: yes", "Room suggested: Maple".
_NOT_SPEAKER = (
    r"(?:i|we|you|u|it|that|this|which|who|what|as|if|so|and|but|just|also|then|already|yes|yeah|"
    r"yep|ok|okay|sure|fine|approved|all|everything|booking|room|time|date|slot|request|"
    r"reservation|details|status|attendance|answer|reply|response|decision|above|below|here|there)"
)
_YES_SAID = (
    r"(?:yes|yeah|yep|yup|ok|okay|go ahead|go for it|fine|sure|approved?|agreed|book it|"
    r"approving|going ahead|(?:it|that|this)(?: is|'s|s| was) (?:fine|ok|okay|good|alright|"
    r"all right|a go|good to go|a yes|all good|approved))"
)
#: A yes someone named, or an assistant or bot, gave the person, however they gave it: "Jo told
#: me yes on the phone", 'Copilot suggested: "Yes, go ahead"', "Jo texted yes", "Jo confirmed:
#: yes", "ChatGPT recommended approving it" (answers38: each approved, where "Jo says yes" was
#: unclear). The one who said it opens a clause; "I told Jo yes", "Yes, as suggested", "As you
#: suggested, yes" and "Yes, Jo told me about the meeting" are the person's own.
SAID_TO_ME_RE = LazyPattern(
    r"(?:^|[.!?;,\n(\"]|\b(?:and|but)\b) *(?:(?:my|our|the|his|her|their|a|an) +)?(?:[a-z]+ +)?"
    rf"(?!{_NOT_SPEAKER}\b)[a-z][a-z'-]* +"
    r"(?:(?:just|already|also|then|earlier) +)?"
    r"(?:says|said|told|tells|texted|texts|messaged|messages|emailed|e-mailed|mailed|wrote|writes|"
    r"replied|replies|answered|answers|responded|suggested|suggests|recommended|recommends|"
    r"mentioned|mentions|confirmed|confirms|advised|advises|proposed|proposes|drafted|typed|"
    r"posted|commented|pinged|called|phoned|rang|whatsapped|dm'?d|slacked|signalled|signaled|"
    r"nodded|nods)"
    r"(?: +(?:me|us))?"
    r"(?: +(?:(?:on|over|by|via|in) +(?:the +|a +)?(?:phone|text|sms|email|e-mail|mail|slack|teams|"
    r"chat|call|whatsapp|dm|message)|earlier|just now|already|today|this morning|yesterday|back))?"
    # what they said in quotes, or after a colon to the sentence's end, is all theirs
    r"(?: *:? *[\"\u201c][^\"\u201d]*[\"\u201d]| *:? *\u2018[^\u2019]*\u2019"
    rf"| *: *['\u2018]? *{_YES_SAID}\b[^.!?\n]*"
    rf"|(?: +(?:that +|to say +)?| *,? *)['\u2018]? *{_YES_SAID}\b)"
    # ... or answered with one, or is happy for it to go ahead ("Jo replied with a yes", "Jo sent
    # a thumbs up", "Jo is happy for it to go ahead", "she's fine with it")
    rf"|\b(?!{_NOT_SPEAKER}\b)[a-z]+ +(?:replied|answered|responded|came back|got back|sent|gave|"
    r"posted)(?: +(?:to +)?(?:me|us))?(?: +with)? +(?:a +|an +|the +)?(?:yes|ok|okay|thumbs[- ]?up|"
    r"go-?ahead|approval|green light)\b"
    rf"|\b(?!(?:{_NOT_SPEAKER}|everyone|everybody|day|tuesday|monday|wednesday|thursday|friday)\b)"
    r"[a-z]+(?:'s| is| was| are) +(?:happy|fine|ok|okay|good|on board|cool|alright|keen|content) +"
    r"(?:for +(?:it|us|you|this|that|me) +to +(?:go ahead|book|proceed|happen)|to +(?:go ahead|"
    r"book|proceed|approve)|with +(?:it|that|this|the booking))\b"
)


#: The person's own yes joined to the one they report: "HR approved and so do I", "Tom's a yes,
#: me too", "Kim agrees, and I do as well", "mon manager est d'accord, et moi aussi" (answers39:
#: each read as someone else's yes alone).
_ME_TOO = LazyPattern(
    r"\b(?:(?:and|as) +so +(?:do|am|have) +i|so +(?:do|am) +i|as +do +i|me +too|me +as +well|"
    r"i +do +(?:too|as +well)|(?:and|as) +(?:do +)?i(?: +do)?(?: +too| +as +well)|"
    r"(?:and|so) +i +(?:agree|approve|concur)|i'?m +(?:fine|happy|ok|okay|good)(?: +with +it)? +"
    r"(?:too|as +well)|(?:et +)?moi +aussi|(?:und +)?ich +auch|(?:y +)?yo +tambien|anch'? *io|"
    r"eu +tambem|ik +ook)\b(?! +(?:not|n't|don't|wouldn't|won't)\b)"
)


def not_own_yes(folded: str, own_yes: Callable[[str], bool]) -> bool:
    """Whether ``folded`` reports a yes that is not the person's own, with no yes of their own
    after it (``own_yes`` reads words for one)."""
    folded = _APPOSITIVE.sub("", folded)
    for regex in (SOURCE_RE, _SOURCE_BARE, _SAYS_TAG):  # "Per Ravi: go ahead.", "…, Tom says."
        for m in regex.finditer(folded):
            rest = folded[m.end() :]
            end = _SENTENCE_END.search(rest)
            if not (end and own_yes(rest[end.end() :])):
                return True
    for m in _THINKS_GO.finditer(folded):
        brk = _BREAK.search(folded[m.end() :])
        if not (brk and own_yes(folded[m.end() + brk.end() :])):
            return True
    regexes = (SOMEONE_ELSE_RE, SAID_YES_RE, SAID_ELSEWHERE_RE, ROLE_COLON_RE, PAST_RE, REACTION_RE,
               HEARSAY_RE, SAID_TO_ME_RE)  # fmt: skip
    for regex in regexes:
        for m in regex.finditer(folded):
            rest = folded[m.end() :]
            if _IS_ME.match(rest) or (
                _ME_TOO.search(rest) and not APPROVES_LATER_RE.search(m.group())
            ):
                continue
            if APPROVES_LATER_RE.search(m.group()) or not _DONE.search(m.group()):
                return True  # "Sam might approve, go ahead", "Dana approves. Go ahead."
            brk = _BREAK.search(rest)
            if not (brk and own_yes(rest[brk.end() :])):
                return True
    return False


def without_reported(folded: str) -> str:
    """``folded`` without the yeses it reports of someone else ("HR approved", "Sam said yes"),
    so that what is left is the person's own answer: "HR approved, but I don't. Don't book it."
    is a no (answers39 read it as yes and no)."""
    for regex in (SOMEONE_ELSE_RE, SAID_YES_RE, ROLE_COLON_RE, REACTION_RE, SAID_TO_ME_RE):
        folded = regex.sub(" ", folded)
    return folded
