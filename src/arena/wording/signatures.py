"""A signature below a person's or a writer's words: the sign-off that closes a message, the
name, title, office, phone and footer lines below it, and a signature written with no sign-off.
Their numbers are no room, day or head count, and their words no answer
(:mod:`arena.wording.mail` cuts them from an answer and from a request written as mail).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: Lines that only close a message: "--", "Best,", "Kind regards", "Cheers,". The lines after
#: one sign only when they look like a signature (:func:`_signs`): "Yes.\nThanks\nActually no,
#: don't book it." is the person's no (red team 14), "Decline.\n\nKind regards,\nYves Approve"
#: (tester 13) a name.
_SIGN_OFF = LazyPattern(
    r"^\s*(?:--+|\u2014|(?:best(?: (?:regards|wishes))?|(?:kind|warm|warmest|many|best)? *regards|"
    r"cheers|thanks(?: (?:in advance|again|so much|a lot))?|thank you(?: in advance)?|tia|many thanks|sincerely|yours(?: (?:truly|sincerely))?|br|kr|rgds|thx|"
    r"talk soon|take care|(?:mit )?freundlichen gr(?:ü|ue)(?:ß|ss)en|(?:viele |liebe )?"
    r"gr(?:ü|ue)(?:ß|ss)e|lg|vg|saludos|un saludo|cordialement|bien [àa] vous|cordiali saluti|"
    r"saluti|groeten|met vriendelijke groet|atenciosamente|abra[cç]os|"
    # ... in more languages (answers40: "Ja, boka.\n\nMed vänliga hälsningar\nErik" and
    # "Tak, proszę rezerwować.\n\nPozdrawiam\nJan" read their notice below as the answer)
    r"(?:mit )?(?:besten|herzlichen) gr(?:ü|ue)(?:ß|ss)en|beste gr(?:ü|ue)(?:ß|ss)e|"
    r"saludos cordiales|un cordial saludo|atentamente|distinti saluti|bien cordialement|"
    r"(?:melhores )?cumprimentos|met vriendelijke groeten|vriendelijke groet(?:en)?|"
    r"(?:med )?v[äa]nliga h[äa]lsningar|mvh|(?:med )?venlig hilsen|hilsen|"
    r"(?:ystävällisin )?terveisin|pozdrawiam|z powa[żz]aniem|s pozdravem|saygılarımla|"
    r"selamlar|üdvözlettel|cu stim[ăa]|με εκτίμηση|с уважением|всего доброго|"
    r"敬具|此致(?:敬礼)?|よろしくお願い(?:いた)?します。?|감사합니다\.?|trân trọng|hormat saya|"
    r"salam|सादर|धन्यवाद|مع (?:خالص )?التحي(?:ة|ات)|בברכה|"
    # ... and the thanks and closings a request signs with in the languages it comes in
    # (requests52: below "Danke und Gruß," or "Merci," the signature's "Büro: Raum 210" was read
    # as the room asked for, and Maple booked for 5)
    r"danke(?: (?:und|&) gr(?:ü|ue|u)(?:ß|ss)e?| (?:dir|ihnen|sch(?:ö|oe)n|sehr))?|"
    r"vielen dank(?: im voraus)?|(?:sch(?:ö|oe)ne|herzliche|beste|liebe|viele) gr(?:ü|ue)(?:ß|ss)e|"
    r"gru(?:ß|ss)|mfg|merci(?: (?:d'avance|beaucoup|bien|encore|[àa] vous))?|"
    r"(?:(?:meilleures|sinc[eè]res|bonnes) )?salutations|bonne (?:journ[ée]e|soir[ée]e)|bises|"
    r"a\+|[àa] bient[ôo]t|(?:muchas )?gracias(?: de antemano| por adelantado)?|un abrazo|"
    r"abrazos|grazie(?: mille| in anticipo)?|un saluto|a presto|buona giornata|cordialmente|"
    r"(?:muito )?obrigad[oa]|att|abs|(?:um )?abra[cç]o|(?:alvast )?bedankt|groetjes|"
    r"hartelijke groet(?:en)?|mvg|dank (?:je|u)(?: wel)?|all the best|warm wishes"
    r")[ ,.!]*)\s*$",
    re.I,
)
#: A print or mobile note ("Don't print this email unless necessary.", "Sent from mobile.
#: Please excuse typos.": answers41, their "don't" and "not" left the yes above unclear). Not
#: one whose line goes on to the booking ("Do not print this email, and do not book Cedar.",
#: "Sent from mobile, so short: don't book Aspen": regress41, both booked); :mod:`arena.wording
#: .mail` cuts at it only where what follows signs ("Please excuse typos\nwait no" is read).
_ON_TO_BOOKING = (
    r"(?![^\n]*\b(?:book\w*|reserv\w*|cancel\w*|approv\w*|den(?:y|ied)|reject\w*|declin\w*))"
)
DEVICE_NOTE = LazyPattern(
    _ON_TO_BOOKING + r"(?:(?:please )?(?:do not|don'?t) print this (?:e-?mail|message|mail)\b.*|"
    r"(?:please )?think (?:twice )?before (?:you print|printing)\b.*|"
    r"sent from (?:a )?(?:mobile|phone|tablet|handheld)\b.*|please excuse (?:any |my )?(?:typos|"
    r"brevity|the brevity|spelling|mistakes)\b.*)",
    re.I,
)
#: A device's name after "Sent from my" and nothing else but a note to excuse typos: "iPhone 15",
#: "Verizon, Samsung Galaxy smartphone", "iPad. Please excuse typos".
_DEVICE_WORDS = (
    r"(?:[ \t,]+(?!(?:so|and|but|then|make|it|its|it's|don'?t|do|not|no|book\w*|reserv\w*|"
    r"cancel\w*|please|we|i|you|wait|instead|only|just|use|the|for|on|at)\b)[\w.&'+\u00ae\u2122-]+)"
    r"{1,5}[ \t]*[.!]*[ \t]*(?:$|[,;:.\u2013\u2014-]?[ \t]*(?:please +)?(?:excuse|pardon|forgive) "
    r"[^\n]*$)"
)
#: A mail app's line naming the device or app it was sent from: a footer where nothing the person
#: wrote follows it ("Sent from my iPhone", "Get Outlook for iOS"); "Yes\nGet Outlook for
#: Android\nNo wait, don't" is read to its end (:mod:`arena.wording.mail`, session 42).
DEVICE_FOOTER = LazyPattern(r"\s*(?:sent from my|get outlook for)" + _DEVICE_WORDS, re.I)
#: A footer nobody writes as an answer: everything from it on signs.
_FOOTER = LazyPattern(
    # a device's name alone, or with a note to excuse typos; not a line that goes on ("Sent from
    # my phone, so: don't book Aspen", "Sent from my phone so make it twelve": session 42, each
    # approved as the "Yes" above it)
    # nor a notice that speaks of the booking ("This email is confidential. Do not book.")
    r"^\s*[*_]*\s*(?![^\n]*\b(?:book\w*|reserv(?:e|es|ing)\b))"
    r"(?:sent from my" + _DEVICE_WORDS + r"|get outlook for" + _DEVICE_WORDS + r"|"
    # a legal or scan notice in other words ("If you are not the intended recipient, …", "No
    # virus found in this message."): its "not" and "no" are no answer (outside tester 31a)
    r"if you (?:are not the intended recipient|have received this (?:e-?mail |message |mail )?"
    r"(?:in error|by mistake))\b.*|"
    r"no (?:virus|viruses|malware|threats?) (?:was |were )?(?:found|detected)\b.*|"
    r"this (?:e-?mail|message)\b.*\b(?:confidential|intended)\b.*|"
    # ... in German, French, Spanish, Italian, and an antivirus stamp (outside tester 32: "Diese
    # E-Mail enthält vertrauliche Informationen. Wenn Sie nicht …" left a yes unclear)
    r"diese (?:e-?mail|nachricht)\b.*\bvertraulich\w*.*|ce (?:message|courriel|e-?mail)\b.*"
    r"\bconfidenti\w*.*|este (?:mensaje|correo)\b.*\bconfidencial\w*.*|questo messaggio\b.*"
    r"\b(?:riservat|confidenzial)\w*.*|(?:confirmed )?virus-?free\b.*|"
    # ... and in more languages, a notice that speaks of "this message" (answers40: "Esta
    # mensagem é confidencial. Se você não é o destinatário, não a leia" left a yes unclear,
    # "Ta wiadomość jest poufna … nie kopiuj" made it a no)
    r"(?:hinweis *: *)?diese (?:e-?mail|nachricht)\b.*\b(?:verschl(?:ü|ue)sselt|drucken)\w*.*|"
    r"(?:esta mensagem|este e-?mail|dit (?:bericht|e-?mailbericht)|deze e-?mail|detta (?:meddelande|"
    r"e-?postmeddelande)|denne (?:e-?mail|meldingen|besked)|bu e-?posta|ta wiadomo(?:ść|sc)|"
    r"tato zpr[áa]va|t[äa]m[äa] (?:viesti|s[äa]hk[öo]posti)|это (?:письмо|сообщение)|questa e-?mail|"
    r"cette e-?mail|ez az (?:e-?mail|üzenet)|acest (?:e-?mail|mesaj))\b(?=.*(?:confiden|vertrouw|"
    r"konfiden|gizli|poufn|d[ůu]v[ěe]rn|luottamuksel|конфиденц|riservat|destinat|adresat|geadresseerd|"
    r"mottagare|modtager|muhatab|vastaanottaja|адресат|c[íi]mzett)).*|"
    r"(?:このメール|本邮件|本郵件|본 메일|이 메일)(?=.*(?:機密|秘密|保密|机密|기밀|宛先|收件人|수신)).*|"
    r"ai sensi del (?:gdpr|d\.? ?lgs)\b.*|"
    r"pensez [àa] l'environnement\b.*|"
    # a help desk's marks: "##- Please type your reply above this line -##", "-- Reply above
    # this line to add a comment --", "Reply to this email to add a comment to ticket #7734.",
    # "[ref:_00D5g0abc._5004xyz:ref]" (answers40: their numbers and "reply" left a yes unclear)
    r"[#\s*-]*(?:please )?(?:type|write|enter|add)? *(?:your )?(?:reply|response|comment)s? "
    r"(?:above|below) this line\b.*|reply to this (?:e-?mail|message) to (?:add a comment|"
    r"update|respond)\b.*|\[?ref *:[\w.]+ *: *ref\]?.*|powered by (?:zendesk|freshdesk|jira|"
    r"servicenow|help ?scout|zoho desk)\b.*|"
    r"(?:confidentiality(?: notice)?|disclaimer|legal notice|privileged (?:and|&) confidential)"
    r"\s*[:.\u2013\u2014-].*|please consider the environment\b.*|"
    # a print or mobile note (:data:`DEVICE_NOTE`)
    rf"{DEVICE_NOTE.pattern}|"
    # a scan notice or a no-reply line ("…scanned for viruses…, no threats were found", "this
    # mailbox is not monitored"): their "no" and "not" are no answer (outside tester 30a)
    r"this (?:e-?mail|message|mail)(?: and any attachments?)? (?:has been|was|were|have been) "
    r"(?:scanned|checked)\b.*|(?:please )?do not reply to this (?:e-?mail|message|address|"
    r"mailbox)\b.*|this (?:mailbox|address|inbox|e-?mail address) is not monitored\b.*|"
    # when the writer works, not the day asked for: "This message was sent on Sunday; replies
    # may be delayed until Monday.", "My working hours may not be yours…" (outside tester 36)
    r"this (?:e-?mail|message|mail) (?:was|is being|has been) sent (?:on|at|outside|during)\b.*|"
    r"my working (?:hours|days?|week)\b.*(?:may|might|do|does|are|is)\b.*|"
    # a scan's or print's stamp: "Page 1/1 - printed Tue 1 Dec 2026", "Printed on Mon 30 Nov"
    r"(?:page \d+ ?(?:/|of) ?\d+\W*)?printed (?:on |at )?\w{3,9},? \d{1,2}\b.*|"
    # a text service's or mailing list's footer: "Reply STOP to opt out", "Reply HELP for help,
    # STOP to cancel", "Msg&data rates may apply", "Unsubscribe | Manage preferences" (answers38:
    # its "stop" left the yes above it unclear)
    r"(?:txt |text )?reply (?:stop|help|unsubscribe|quit|end)\b.*|msg ?(?:&|and) ?data rates\b.*|"
    r"unsubscribe\s*(?:[|\u00b7\u2022].*|$)|(?:to )?opt[- ]out,? reply\b.*)$",
    re.I,
)
#: When the writer works or reads mail, a paragraph of its own below the answer: "Office hours
#: Mon to Fri, 8am–4pm", "I work part-time: Mon, Tue, Wed", "Note: I don't check email on
#: weekends", "Out of office every Friday" (answers38: their days, times and "don't" left the
#: yes above unclear). Only after a blank line: "Yes.\nOffice hours only" is a condition.
WORK_NOTE = LazyPattern(
    r"^\s*(?:(?:note|nb|ps|p\.s\.|fyi)\s*[:.-]?\s*)?(?:"
    r"(?:my )?(?:office|working|work|business|opening|core) (?:hours|days|schedule|pattern)\b"
    r"(?!.*\b(?:only|instead|please|book|booking|room|meeting|but)\b).*\d.*"
    r"|(?:my )?(?:office|working|work|business|opening|core) (?:hours|days|schedule|pattern)\s*[:\u2013\u2014-]"
    r"(?!.*\b(?:only|instead|please|book|booking|room|meeting|but)\b).*"
    r"|i(?: only)? work (?:part[- ]time|(?:on |from )?(?:mon|tue|wed|thu|fri)\w*|\w+ days a week)\b"
    r"(?!.*\b(?:instead|please|book|booking|room|meeting|but|so)\b).*"
    r"|i (?:don'?t|do not|never|rarely|only) (?:check|read|answer|reply to|monitor|respond to) "
    r"(?:e-?mails?|mails?|messages|slack|my inbox)\b(?!.*\b(?:book|booking|room|meeting|so|but)\b).*"
    r"|(?:i'?m |i am )?out of (?:the )?office (?:every|each|on|all) \w+day"
    r"(?!.*\b(?:instead|please|book|booking|room|meeting|but|so)\b).*)$",
    re.I,
)


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


#: A signature's contact line: an address, a web site, a phone number.
_CONTACT = LazyPattern(r"@|https?://|\bwww\.|\+?\d[\d ()./-]{5,}\d", re.I)
#: Small words a name or a title holds in lower case ("Head of Facilities", "Anna van Dijk").
_PARTICLES = _set("of and the de van von der den da di du le la del y & at for und fur für in to")
#: Place and street words an office's address holds in lower case ("Salle 210, bâtiment B", "12
#: rue de la Paix", "Via Roma 3", "3º andar"): an address line, not a sentence (requests52).
_PLACE_WORDS = _set(
    "bâtiment batiment étage etage rue avenue av bd boulevard allée chemin place quai calle "
    "avenida planta piso edificio edifício via viale piazza corso piano rua travessa andar bloco "
    "sala straat laan weg plein gracht gebouw verdieping str straße strasse platz allee og eg stock "
    # an office's part written after its name or code: "Atrium Building, R-400 wing", "3rd
    # floor", "B2 annex" (heldout53: the signature's R-400 was booked as the room asked for)
    "wing floor fl building bldg suite level tower block campus annex hall office desk unit site"
)
#: Words that answer: a signature line holding only these, or one of them beside a comma
#: ("Wait, NO."), is no name.
_ANSWERING = _set(
    "yes yep yeah no nope nah ok okay sure approved approve denied deny wait stop cancel don't "
    "dont not never ja nein non oui si sí sim nao não"
)
_MAX_SIGNATURE_LINES = 8


def _name_like(line: str) -> bool:
    """A signature's name or title line: a few capitalised words ("Dr. Sam O'Neill", "Head of
    Facilities", "No-Nonsense Nora"), no sentence in it."""
    line = re.sub(r"\([^)]*\)", " ", line).strip()  # "Al (OK to share)"
    words = line.split()
    if not words or len(words) > 7 or re.search(r"[!?;:]", line):
        return False
    bare = [w.strip(",.'\"|\u2013\u2014-").lower() for w in words]
    if all(b in _ANSWERING for b in bare if b) or ("," in line and _ANSWERING & set(bare)):
        return False  # "NO.", "Wait, NO."
    for word in words:
        core = word.strip("\"'|\u2013\u2014-")
        if not core or not any(c.isalpha() for c in core):
            continue
        if len(core) <= 6 and all(c.upper() == c.lower() for c in core if c.isalpha()):
            continue  # a name in a script with no capitals ("王伟", "田中 太郎", "김민수 드림": answers40)
        if core.endswith(".") and len(core.rstrip(".")) > 4:
            return False  # a sentence's end, not "Dr." or "Ltd."
        if not core[0].isupper() and core.lower().rstrip(",.") not in _PARTICLES:
            return False
    return True


def _from(lines: list[str], start: int) -> Iterator[str]:
    """``lines[start:]`` one by one, with no copy and no walk over the lines before ``start``
    (:func:`itertools.islice` walks them): the mail readers ask at every line."""
    return (lines[i] for i in range(start, len(lines)))


def _signs(lines_: list[str], start: int) -> bool:
    """Whether the lines from ``start`` on (those after a sign-off) look like a signature: names,
    titles, contact lines, further sign-offs, a footer (and whatever follows it), nothing that
    answers. Only the first lines with words are read: a sign-off on every line of a long text
    costs no pass over the rest."""
    rest = (r for r in _from(lines_, start) if r.strip())
    lines = list(itertools.islice(rest, _MAX_SIGNATURE_LINES + 1))
    # a closing and a name ("Best,\nAnna") sign: the lines below may be an office's fields
    # ("Director, Office 1430 | Room 305 | Available Mon–Thu": outside tester 26), as below a
    # request's sign-off (:func:`_signature_line`); a sentence among them still answers
    named = bool(lines) and _name_like(lines[0]) and not _SIGN_OFF.match(lines[0])
    for n, line in enumerate(lines):
        if _FOOTER.match(line):
            return True
        if n >= _MAX_SIGNATURE_LINES:
            return False
        if named and _signature_line(line):
            continue
        if not (_CONTACT.search(line) or _SIGN_OFF.match(line) or _name_like(line)):
            return False
    return True


#: A signature's place or line to ring, with its number: "Office 305", "Building 4", "Ext. 4412",
#: "Floor 3", "Bureau 208" (tester 15). Not "Room 305": that may name a meeting room.
_PLACE_FIELD = LazyPattern(
    r"(?:office|off|building|bldg|bld|floor|fl|level|lvl|suite|ste|desk|unit|wing|ext|extn|"
    r"extension|x|tel|telephone|phone|ph|mobile|mob|cell|fax|bureau|poste|batiment|etage|buro|"
    r"buero|gebaude|stock|durchwahl|oficina|edificio|planta|despacho|piso|extension|movil)"
    r"\.? *:? *(?:no\.? *|#)?[a-z]?[-.]?\d[\w./-]*",
)
#: When a mail client says the message went: "Sent at 9:14", "Sent on Tue 9:14 AM".
_SENT = LazyPattern(r"sent (?:at|on) [\w:.,/ -]{1,40}")
#: A line to ring alone, the last sentence of a one-line answer: "Yes. Ext. 4412".
_INLINE_CONTACT = LazyPattern(
    r"(?<=[.!?])[ \t]+(?:(?:ext|extn|extension|x|tel|telephone|phone|ph|mobile|mob|cell)\.? *:? *"
    r"#? *\+?\d[\d ()./-]*\d?)[ \t]*\.?[ \t]*$",
    re.I,
)


#: A time or a date among digits, which no phone number is written as: "10.30-11.30", "12.05.2026".
_TIME_OR_DATE = LazyPattern(r"\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b")


_WEEKDAY = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\.?"
#: When the writer works or is in, or their pronouns: "Office hours: Mon-Thu 8-16", "Available
#: Tue/Wed/Thu only", "Working hours 9-17 Mon-Fri", "Mon, Wed, Fri in office", "Out of office
#: Mon 7", "he/him". Its weekdays are no day asked for (outside tester 36: each was read as one).
_WHEN_IN = LazyPattern(
    r"(?:(?:office|working|work|business|opening|core) hours?|hours|available|availability|"
    r"in (?:the )?office|out of (?:the )?office|ooo|wfh|remote|on-?site|part[- ]time)\b[^.!?;]*"
    rf"|{_WEEKDAY}(?:\s*(?:-|\u2013|/|&|and|to|,)\s*{_WEEKDAY})*(?:\s+[\d:.\u2013-]+\w*)*"
    r"(?:\s+(?:in (?:the )?office|only|remote|wfh|on-?site|off|in|jan|feb|mar|apr|may|jun|jul|"
    r"aug|sep|oct|nov|dec))*"
    # "Friday office hours", "Thursday hours: 9-12", "Fri office hours 10-12" (requests51)
    r"(?:\s+(?:office\s+)?hours?(?:\s*:)?(?:\s+[\d:.\u2013-]+\w*){0,3})?"
    r"|(?:he|she|they|ze|xe)/(?:him|her|them|hers|theirs|zir|xem)(?:/\w+)?"
)


def _field_kind(field: str) -> str | None:
    """What one field of a signature line is: a place or line to ring ("Office 305", "Sent at
    9:14", a phone or mail address, when the writer is in: :data:`_WHEN_IN`), a name or title
    ("Jo Smith", "Facilities"), or none."""
    folded = fold(field).strip(" \t.")
    phone = _CONTACT.search(field) and not _TIME_OR_DATE.search(field)  # not "10.30-11.30"
    phone = phone and (field.strip()[:1] in "+(" or len(re.findall(r"\d", field)) >= 9)
    if _PLACE_FIELD.fullmatch(folded) or _SENT.fullmatch(folded) or phone or "@" in field:
        return "place"
    if _WHEN_IN.fullmatch(folded.strip()):
        return "place"
    return "name" if folded and not re.search(r"\d", field) and _name_like(field) else None


def _signature_lines(lines: list[str]) -> int:
    """How many of ``lines``' last lines are a signature written without a sign-off: names and
    titles with a place, a line to ring or a "Sent at" ("Yes, thanks.\nJo Smith, Office 305",
    "Thanks, approved.\nDana, Building 4", "Yes please.\nSent at 9:14": tester 15). Their
    numbers are no room, day or head count; a block of names alone is left as it is."""
    block = places = 0
    for line in reversed(lines[1:]):
        if not line.strip():
            block += 1
            continue
        kinds = [_field_kind(f) for f in re.split(r"[,|\u00b7\u2022]| [-\u2013\u2014] ", line)]
        if block >= _MAX_SIGNATURE_LINES or not kinds or None in kinds:
            break
        block, places = block + 1, places + kinds.count("place")
    return block if places else 0


def _signature_line(line: str) -> bool:
    """A line of a signature below a sign-off: a name or title, a contact line, an office
    address ("Floor 3, Room 305, 1 Canada Square", "Tom Reyes | Room 101 | ext 4455")."""
    if _CONTACT.search(line) or _SIGN_OFF.match(line) or _name_like(line):
        return True
    fields = [f for f in re.split(r"[,|\u00b7\u2022]| [-\u2013\u2014] ", line) if f.strip()]
    return bool(fields) and all(_field_kind(f) or _address_like(f) for f in fields)


def _address_like(field: str) -> bool:
    """A field of an address or a title: capitalised words, small words and numbers ("1 Canada
    Square", "London E14 5AB", "Room 410"), no sentence."""
    words = [w.strip("\"'()./-") for w in field.split()]
    if not words or len(words) > 8 or re.search(r"[!?;]", field):
        return False
    return all(
        not w or w[0].isdigit() or w[0].isupper() or w.lower() in _PARTICLES | _PLACE_WORDS
        for w in words
    )


#: A web address written without "www." or "http": "careers.acme.com", "acme.io/jobs".
_BARE_SITE = LazyPattern(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}\b(?:/\S*)?$", re.I)


def above_signature(text: str) -> str | None:
    """The words above a signature whose shape is clear whatever its lines say: a "--" line and a
    name or title below it ("--\nMaria Keller | Head of Ops\nApproved vendor since 2019"), or a
    sign-off and a name with a web address ("Best regards,\nJan | Yes, we're hiring!
    careers.acme.com"); else ``None``. Their slogan is no answer (held-out tester 34)."""
    lines = text.splitlines()
    for n, line in enumerate(lines[1:-1], 1):
        bare, below = line.strip(), lines[n + 1].strip()
        first = re.split(r"[,|\u00b7\u2022]| [-\u2013\u2014] ", below)[0].strip()
        if not (_SIGN_OFF.match(bare) and first and _name_like(first)):
            continue
        if re.fullmatch(r"--+|\u2014", bare) or _BARE_SITE.search(below):
            return "\n".join(lines[:n])
    return None
